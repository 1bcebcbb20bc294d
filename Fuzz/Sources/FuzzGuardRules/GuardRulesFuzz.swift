import Foundation
import FuzzSupport
import Guard

/// One input read as a rules file, as `headunit guard --rules FILE` reads it: decoded by
/// `SourceWalker.text`, read by `GuardRules.read` with and without a command-line category (a
/// bad line is a located error, rendered in every format; notes where they disagree), and, when
/// it parses, the guards run with its rules over a source that plants every guard, as a plain
/// file, a car-scene file and the interface file.
enum GuardRulesFuzz {
    /// A source with something for each guard: S1, S2, S3, S4's calls and reads, S6.
    static let source = """
    import CarPlay
    final class CarPlayInterface {
        let speaker = AVSpeechSynthesizer()
        func endTapped(_ model: Model, _ controller: CPInterfaceController) {
            model.restartLater()
            model.archive { _ in }
            let alert = CPAlertTemplate(titleVariants: ["\\(model.followUp())"], actions: [CPMapTemplate()])
            controller.presentTemplate(alert, animated: true)
            controller.pushTemplate(alert, animated: true, completion: nil)
            _ = controller.presentedTemplate
            Task { try await controller.popTemplate(animated: true) }
        }
    }
    """
    static let paths = ["App/Voice/Speaker.swift", "App/CarPlay/LiveCallScreen.swift", "App/CarPlay/CarPlayInterface.swift"]

    static func test(_ bytes: [UInt8]) {
        switch SourceWalker.text(of: Data(bytes), path: "fuzz.rules") {
        case .failure(let problem):
            _ = GuardFormat.github.line(for: problem)
        case .success(let text):
            for category in [nil, CarPlayCategory.audio] {
                do {
                    let (rules, notes) = try GuardRules.read(text, path: "fuzz.rules", category: category)
                    for path in paths {
                        let report = GuardReport(findings: SourceGuard.check(source: source, path: path, rules: rules), problems: [], fileCount: 1, notes: notes)
                        _ = GuardFormat.github.lines(for: report)
                        _ = GuardFormat.sarif.lines(for: report)
                    }
                } catch {
                    for format in GuardFormat.allCases { _ = format.line(for: error) }
                }
            }
        }
    }
}

@_cdecl("FuzzGuardRules_main")
func fuzzGuardRulesMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzzer.run(argc, argv) { data, size in
        GuardRulesFuzz.test(Fuzzer.bytes(data, size))
        return 0
    }
}
