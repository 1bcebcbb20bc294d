import Foundation
import FuzzSupport
import Guard

/// One input read as a Swift source, as `headunit guard FILE` reads it: the bytes decoded by
/// `SourceWalker.text` (not UTF-8 is a problem, not a crash), tokenized, and every guard S1-S6
/// run over it (S6 quotes the calls it finds from the source), each finding rendered in every
/// format. The first byte picks where the file lives, so that S2's car scene and S4's interface
/// file are reached as well as plain files, and the category S3 checks (none, or one of them).
enum GuardFuzz {
    /// Where the source is said to be: a plain file, a car-scene file, the interface file.
    static let paths = ["App/Voice/Speaker.swift", "App/CarPlay/LiveCallScreen.swift", "App/CarPlay/CarPlayInterface.swift"]
    /// Every guard on.
    static let rules: GuardRules = {
        var rules = GuardRules.default
        rules.enabled = Set(GuardRule.allCases)
        return rules
    }()

    static func test(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let path = paths[Int(first) % paths.count]
        let categories = [nil] + CarPlayCategory.all
        var rules = rules
        rules.category = categories[Int(first) / paths.count % categories.count]
        switch SourceWalker.text(of: Data(bytes.dropFirst()), path: path) {
        case .failure(let problem):
            _ = GuardFormat.github.line(for: problem)
            _ = GuardFormat.sarif.line(for: problem)
        case .success(let source):
            let findings = SourceGuard.check(source: source, path: path, rules: rules)
            let report = GuardReport(findings: findings, problems: [], fileCount: 1)
            for format in GuardFormat.allCases { _ = format.lines(for: report) }
        }
    }
}

@_cdecl("FuzzGuard_main")
func fuzzGuardMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzzer.run(argc, argv) { data, size in
        GuardFuzz.test(Fuzzer.bytes(data, size))
        return 0
    }
}
