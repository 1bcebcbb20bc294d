import Foundation
import FuzzSupport
import HeadUnitTesting

/// One input read as a script for a CarPlay scene (`FuzzScript`): template calls in every form
/// (with a completion, `completion: nil`, the iOS 12 form, the async form in a task, a turn of
/// the main queue later), property changes, touches of what the car shows, clock steps, plugs
/// and unplugs, through the `CarPlay` module against the strict host, in any category and
/// profile. Run twice, each time on a fresh car and scene (`CarPlayRun`), driven as a test
/// drives `HeadUnit` (`MainActorDrive`). A finding is:
///
/// - a trap anywhere in the simulator (libFuzzer reports the signal);
/// - a refusal or crash that names no rule (`RuleIDCheck`);
/// - two runs of the input leaving different host logs, crashes, scene records or screens.
///
/// Replay an input and see its steps and the first run's transcript:
/// `FUZZ_CARPLAY_PRINT=1 Fuzz/.build/release/FuzzCarPlay FILE`.
enum CarPlayFuzz {
    static let printing = ProcessInfo.processInfo.environment["FUZZ_CARPLAY_PRINT"] != nil

    @MainActor
    static func test(_ bytes: [UInt8]) {
        let script = FuzzScript(bytes)
        if printing { show("\(script)\n--- the first run") }
        let first = MainActorDrive.run { await CarPlayRun(script: script).run() }
        if printing { show(first.lines.joined(separator: "\n")) }
        let second = MainActorDrive.run { await CarPlayRun(script: script).run() }
        if first != second {
            let a = first.lines, b = second.lines
            let at = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
            let one = at < a.count ? a[at] : "(end)", two = at < b.count ? b[at] : "(end)"
            fatalError("FuzzCarPlay: the same input gave two transcripts; line \(at + 1) is\n  \(one)\nthen\n  \(two)")
        }
        let problems = RuleIDCheck.problems(in: first)
        if !problems.isEmpty { fatalError("FuzzCarPlay: " + problems.joined(separator: "\n  ")) }
    }

    /// Writes `text` and a newline on standard error, at once (a trap next loses nothing).
    static func show(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

@_cdecl("FuzzCarPlay_main")
func fuzzCarPlayMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzzer.run(argc, argv) { data, size in
        let bytes = Fuzzer.bytes(data, size)
        MainActor.assumeIsolated { CarPlayFuzz.test(bytes) }
        return 0
    }
}
