import Testing
import Host
import TestSupport

/// The one interpreter of the host's outcomes (`HostOutcome.carryOut(_:by:)`): each outcome
/// goes, in order, where its owner says; an animation timer carries the completion flag of the
/// host's animation (H2, H4).
@Suite("HostOwner: the host's outcomes carried out once, by any owner")
struct HostOwnerTests {
    /// An owner that writes down what it was asked, in order.
    struct Recorder: HostOwner {
        var host: HostState
        var asked: [String] = []

        var hostAnimation: HostState.Animation? { host.animation }
        mutating func startAnimationTimer(_ animation: HostState.Animation, after: Millis) {
            asked.append("timer call \(animation.callID) gen \(animation.generation) completion \(animation.completion) after \(after)")
        }
        mutating func completeLater(_ completion: HostCompletion) { asked.append("later: completion of call \(completion.callID)") }
        mutating func runHandler(of hit: ButtonHit) { asked.append("handler: \(hit.title)") }
        mutating func recordCrash(_ report: CrashReport) { asked.append("crash [\(report.rule)]") }
        mutating func recordHostLog(_ text: String) { asked.append("log") }
    }

    @Test("H2: the animation timer carries the host's completion flag; the log line goes first, in order")
    func animationTimer() {
        var owner = Recorder(host: Build.connectedHost(HostConfig(fidelity: .spec)))
        let out = collect { owner.host.receive(HostCall(id: 1, operation: .setRoot(Build.grid(1)), completion: true), now: .zero, into: &$0) }
        HostOutcome.carryOut(out, by: &owner)
        #expect(owner.asked == ["log", "timer call 1 gen 1 completion true after 300"])
    }

    @Test("H4, H9: a completion and a handler are handed over, a crash recorded")
    func eachOutcome() {
        var owner = Recorder(host: HostState())
        let hit = ButtonHit(template: TemplateID(1), role: .gridButton, title: "Go", index: 0)
        let report = CrashReport(rule: "H4", message: "m", call: "c", hostState: "s", at: .zero)
        HostOutcome.carryOut([.completion(HostCompletion(callID: 2, generation: 1, success: true, error: nil)), .handler(hit), .crash(report)], by: &owner)
        #expect(owner.asked == ["later: completion of call 2", "handler: Go", "crash [H4]"])
    }

    @Test("a call is answered by its completion or its animation, not by another call's, a log, a handler or a crash")
    func answers() {
        let hit = ButtonHit(template: TemplateID(1), role: .gridButton, title: "Go", index: 0)
        #expect(HostOutcome.completion(HostCompletion(callID: 3, generation: 1, success: false, error: "no")).answers(3))
        #expect(HostOutcome.animationTimer(callID: 3, generation: 1, after: 300).answers(3))
        #expect(!HostOutcome.animationTimer(callID: 4, generation: 1, after: 300).answers(3))
        #expect(![HostOutcome.log("x"), .handler(hit)].contains { $0.answers(3) })
    }
}
