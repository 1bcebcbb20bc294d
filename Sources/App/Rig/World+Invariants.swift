import Host
import CarApp

/// The invariants checked after every event (DESIGN.md, "The rig"; D7). Each is looked at only
/// when the car is at rest (the navigator idle and no animation in flight), so a change that is
/// merely on its way is not a violation.
extension World {
    /// Records each newly broken invariant once. Fields are read in place, in the cheapest order,
    /// and messages are built only for a broken one: this runs after every event.
    mutating func checkInvariants() {
        let callOnCar = state.app.callOnCar
        if state.host.connected, !state.host.crashed, state.later.isEmpty, state.host.animation == nil, state.app.navigatorIdle {
            if state.host.presented?.kind == .voiceControl, let p = state.host.presented {
                if !callOnCar {
                    // N2, C3: no call screen when no call is up.
                    broke("N2", "A call screen (\(p)) is still on the car but no call is up: it should have been dismissed when its call ended.")
                } else if state.app.callScreen.shown?.template != p.id {
                    // C3: at most one call screen per call, and it is this call's.
                    broke("C3", "The car shows \(p), which is not the current call's screen.")
                }
            }
            if !callOnCar, state.app.panel.shown == nil,
               !(state.host.stack.count == 1 && state.host.stack[0].kind == .grid && state.host.presented == nil) {
                // T1: the home whenever nothing else is up.
                broke("T1", "Nothing is up, but the car does not show the home alone: \(state.host.summary).")
            }
        }
        if state.app.phone.screen == .liveThread, !state.app.callIsRunning {
            // O2, O4: the phone never stays on a Live thread for a call that is not up.
            broke("O4", "The phone shows the Live thread of a call that is not up.")
        }
    }

    /// Records a broken invariant the first time it breaks.
    private mutating func broke(_ rule: String, _ message: String) {
        guard !record.failures.contains(where: { $0.kind == .invariant && $0.rule == rule }) else { return }
        record.failures.append(CrashReport(kind: .invariant, rule: rule, message: message, call: "(after the last event)",
                                           hostState: state.host.summary, at: now))
        record.append(.world, "INVARIANT [\(rule)] \(message)", at: now)
    }
}
