import Host
import CarApp

/// The invariants checked after every event (DESIGN.md, "The rig"; D7). Each is looked at only
/// when the car is at rest (the navigator idle and no animation in flight), so a change that is
/// merely on its way is not a violation.
extension World {
    /// The invariants broken now, as (rule, message); empty when all hold.
    public var brokenInvariants: [(rule: String, message: String)] {
        // Fields are read in place: copying the app or the host into a local would retain every
        // buffer they hold, after every event.
        var broken: [(String, String)] = []
        let atRest = state.app.navigatorIdle && state.host.animation == nil && state.later.isEmpty
        let callOnCar = state.app.call?.onCar ?? false
        if state.host.connected, atRest, !state.host.crashed {
            if let kind = state.host.presented?.kind, kind == .voiceControl, let p = state.host.presented {
                if !callOnCar {
                    // N2, C3: no call screen when no call is up.
                    broken.append(("N2", "A call screen (\(p)) is still on the car but no call is up: it should have been dismissed when its call ended."))
                } else if state.app.callScreen.shown?.template != p.id {
                    // C3: at most one call screen per call, and it is this call's.
                    broken.append(("C3", "The car shows \(p), which is not the current call's screen."))
                }
            }
            if !callOnCar, state.app.panel == nil,
               !(state.host.stack.count == 1 && state.host.stack[0].kind == .grid && state.host.presented == nil) {
                // T1: the home whenever nothing else is up.
                broken.append(("T1", "Nothing is up, but the car does not show the home alone: \(state.host.summary)."))
            }
        }
        if state.app.phone.screen == .liveThread, state.app.call == nil {
            // O2, O4: the phone never stays on a Live thread for a call that is not up.
            broken.append(("O4", "The phone shows the Live thread of a call that is not up."))
        }
        return broken
    }

    /// Records each newly broken invariant once.
    mutating func checkInvariants() {
        for (rule, message) in brokenInvariants where !record.failures.contains(where: { $0.kind == .invariant && $0.rule == rule }) {
            record.failures.append(CrashReport(kind: .invariant, rule: rule, message: message, call: "(after the last event)",
                                               hostState: state.host.summary, at: now))
            record.append(.world, "INVARIANT [\(rule)] \(message)", at: now)
        }
    }
}
