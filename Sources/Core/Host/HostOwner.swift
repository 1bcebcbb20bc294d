/// Who runs a strict host and carries out what it answers: the rig's `World` and a scene's
/// `TemplateHostSession`. The switch over `HostOutcome` is written once (`carryOut(_:by:)`);
/// an owner says only where each part goes.
///
/// ```swift
/// var out: [HostOutcome] = []
/// host.receive(call, now: now, into: &out)
/// HostOutcome.carryOut(out, by: &owner)
/// ```
@usableFromInline
package protocol HostOwner {
    /// H2: the change the owner's host animates now.
    var hostAnimation: HostState.Animation? { get }
    /// H2: starts the timer that ends `animation` in `after` milliseconds
    /// (`HostState.animationFinished` when it fires).
    mutating func startAnimationTimer(_ animation: HostState.Animation, after: Millis)
    /// H4: `completion` goes to the app later, in its own turn, never inside the call.
    mutating func completeLater(_ completion: HostCompletion)
    /// H9: the host called the handler of `hit`: it runs in its own turn, never inside a call
    /// the app made.
    mutating func runHandler(of hit: ButtonHit)
    /// H4, B6: the app crashed; nothing more reaches it.
    mutating func recordCrash(_ report: CrashReport)
    /// H11: a line for the host log, at the owner's time.
    mutating func recordHostLog(_ text: String)
}

extension HostOutcome {
    /// Carries out `outcomes`, the host's answer to one call, tap or timer, in order, by `owner`.
    @inlinable
    package static func carryOut<Owner: HostOwner>(_ outcomes: [HostOutcome], by owner: inout Owner) {
        for outcome in outcomes {
            switch outcome {
            case .completion(let c):
                owner.completeLater(c)
            case .animationTimer(let callID, let generation, let after):
                // The completion flag rides on the timer: the host's animation may be replaced
                // before it fires (H2).
                let completion = owner.hostAnimation?.completion ?? false
                owner.startAnimationTimer(HostState.Animation(callID: callID, generation: generation, completion: completion), after: after)
            case .crash(let report):
                owner.recordCrash(report)
            case .log(let text):
                owner.recordHostLog(text)
            case .handler(let hit):
                owner.runHandler(of: hit)
            }
        }
    }

    /// True when this outcome answers call `callID`: its completion, or the animation that
    /// completes it. A call none of whose outcomes answers it is never completed (B4's same
    /// root, H10's invalidated controller, an animation that outlived its connection, F5).
    @inlinable
    package func answers(_ callID: Int) -> Bool {
        switch self {
        case .completion(let c): return c.callID == callID
        case .animationTimer(let id, _, _): return id == callID
        case .crash, .log, .handler: return false
        }
    }
}
