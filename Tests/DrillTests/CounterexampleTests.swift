import Foundation
import Testing
import Host
import Drill

/// The one counterexample both explorers hand back, over no scene at all: its summary, its
/// TLC-style trace (the phone and the cues only where there are some), its drill; and the words
/// both explorers' results say what they found and covered in.
@Suite("Counterexample: one summary, one trace, one drill for both explorers")
struct CounterexampleTests {
    static let crash = CrashReport(rule: "H3", message: "No templates were available to be popped.", call: "popTemplate(animated: true, completion: nil)",
                                   hostState: "", at: Instant(ms: 300))
    static let leftUp = CrashReport(kind: .invariant, rule: "T1", message: "The call screen is left up.", call: "(after the last event)",
                                    hostState: "", at: Instant(ms: 300))

    /// A car alone: plug, then a tap on words with a quote in them that breaks H3 and T1 at once.
    static let carAlone = Counterexample(
        start: .init(car: "disconnected"),
        steps: [.init(drillLine: "plug", label: "plug", at: .zero, shown: .init(car: "stack: grid [Say \"hi\"]")),
                .init(drillLine: Counterexample.tapNow("Say \"hi\""), label: "tap \"Say \\\"hi\\\"\"", at: Instant(ms: 300),
                      shown: .init(car: "stack: grid [Say \"hi\"]"), failures: [crash, leftUp])],
        failure: crash, author: "a test")

    @Test("the summary names the violation and every step")
    func summary() {
        #expect(Self.carAlone.summary == #"Reaches crash H3: plug → tap "Say \"hi\"""#)
        var invariant = Self.carAlone
        invariant.failure = Self.leftUp
        #expect(invariant.summary.hasPrefix("Reaches broken invariant T1: "))
    }

    @Test("the trace shows only what changed; no phone line where there is no phone")
    func traceOfACarAlone() {
        #expect(Self.carAlone.trace == """
        State 0 (start, t=0.000s):
          car: disconnected
        Step 1: plug (t=0.000s)
          car: disconnected → stack: grid [Say "hi"]
        Step 2: tap "Say \\"hi\\"" (t=0.300s)
          CRASH [H3] No templates were available to be popped.
            call: popTemplate(animated: true, completion: nil)
          INVARIANT [T1] The call screen is left up.
            call: (after the last event)
        """)
    }

    @Test("with a phone and cues, each changed screen and each cue has its line")
    func traceWithAPhoneAndCues() {
        let c = Counterexample(start: .init(car: "disconnected", phone: "app"),
                               steps: [.init(drillLine: "plug", label: "plug", at: .zero, shown: .init(car: "home", phone: "app"), cues: ["connected"]),
                                       .init(drillLine: "wait 300ms", label: "wait 300ms", at: Instant(ms: 300), shown: .init(car: "home", phone: "app")),
                                       .init(drillLine: "phone background", label: "phone background", at: Instant(ms: 300),
                                             shown: .init(car: "home", phone: "background"), failures: [Self.crash])],
                               failure: Self.crash, author: "a test")
        #expect(c.trace == """
        State 0 (start, t=0.000s):
          car: disconnected
          phone: app
        Step 1: plug (t=0.000s)
          car: disconnected → home
          cues: connected
        Step 2: wait 300ms (t=0.300s)
          (nothing a person could see changed)
        Step 3: phone background (t=0.300s)
          phone: app → background
          CRASH [H3] No templates were available to be popped.
            call: popTemplate(animated: true, completion: nil)
        """)
    }

    @Test("the drill expects every rule the last step breaks; the words are escaped as the lexer reads them")
    func drill() throws {
        var c = Self.carAlone
        c.givens = ["given profile lenient"]
        c.origin = "a walk, shrunk,"
        let text = c.drill(name: #"Scene "A" reaches H3"#)
        #expect(text == #"""
        # Written by a test: a walk, shrunk, to H3.
        # Reaches crash H3: plug → tap "Say \"hi\""
        scenario "Scene \"A\" reaches H3"
          rules H3 T1
          given profile lenient
          plug
          tap "Say \"hi\"" now    # H3 and T1 fire here
          expect crash H3
          expect crash T1

        """#)
        #expect(try #require(DrillParser.parse(text, path: "c.drill", language: .builtInApp).file.scenarios.first).name == #"Scene "A" reaches H3"#)
        #expect(Self.carAlone.drill.contains("scenario \"Explorer: crash H3 in 2 steps\"\n"))
    }

    /// A result as either explorer's: what it found, what it went through.
    struct Result: ExplorationResult {
        var counterexample: Counterexample?
        var searched: String { "3 traces" }
    }

    @Test("a result says what it found, or that it was clean; it writes the drill only when there is one")
    func result() throws {
        #expect(Result().found == "clean — no crash and no broken invariant in 3 traces")
        #expect(Result(counterexample: Self.carAlone).found == Self.carAlone.summary)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("counterexample-\(ProcessInfo.processInfo.processIdentifier).drill").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try !Result().writeDrill(name: "none", toFile: path))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try Result(counterexample: Self.carAlone).writeDrill(name: "Scene", toFile: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.carAlone.drill(name: "Scene"))
    }

    @Test("what was covered, in one set of words, and when a limit stopped the search")
    func covered() {
        #expect(TracesCovered(steps: 4, events: 5).description == "every trace of 4 steps or fewer and 5 events or fewer was tried")
        #expect(TracesCovered(events: 3).description == "every trace of 3 events or fewer was tried")
        #expect(TracesCovered().description == "every trace was tried")
        #expect(TracesCovered(steps: 2).stopped("--max-states 100 reached") == "stopped: --max-states 100 reached; every trace of 2 steps or fewer was tried")
    }
}
