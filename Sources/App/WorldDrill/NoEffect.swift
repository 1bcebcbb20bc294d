import Drill
import CarApp
import Rig

/// DL510: an action step that changed nothing a person or CI could see — not the car, the phone,
/// the app's or the host's log, the cues, telemetry or the crash reports — is an error that says
/// why, so a scenario never reads as checking what did not happen (`realtime set` with no call
/// up was silently ignored, the panel kept `No cap`).
public struct NoEffect {
    /// The world before the step.
    let state: WorldState
    let logLines: Int
    let telemetry: Int
    let cues: Int
    let failures: Int

    /// What `world` is before the step.
    init(before world: World) {
        state = world.state
        logLines = world.record.log.count
        telemetry = world.record.telemetry.count
        cues = world.record.cues.count
        failures = world.record.failures.count
    }

    /// True when `world` after the step is as before, but for the runner's own lines (its
    /// `step: …` echo).
    func changedNothing(_ world: World) -> Bool {
        world.state == state && world.record.telemetry.count == telemetry && world.record.cues.count == cues
            && world.record.failures.count == failures
            && !world.record.log.dropFirst(logLines).contains { $0.source != .world }
    }

    /// Why `kind` changed nothing in `world`, in the words of what the world shows.
    static func reason(_ kind: StepKind, in world: World) -> String {
        let call = world.state.app.call
        let notUp: String? = call.map { c in
            switch c.phase {
            case .awaitingSecret: "the call is waiting for its secret"
            case .connecting: "the call is still connecting"
            case .up: nil
            }
        } ?? "no call is up"
        switch kind {
        case .plug: return "the car is already plugged in"
        case .unplug: return "the car is not plugged in"
        case .realtime(.up):
            return call == nil ? "no call is trying to connect" : "no attempt is waiting for its socket (its secret has not come, or it is up)"
        case .realtime, .speech, .reply, .tool:
            return notUp ?? "the call did not react"
        case .mic, .interruption:
            return call == nil ? "no call is up, and the microphone is open only during a call (L8)" : "the call's microphone did not react"
        case .phone(let word):
            return phoneReason(Stimulus.PhoneAction(rawValue: word), call: call)
        case .tap, .tapNow, .tapGear, .tapBack, .select, .event, .panelSet, .routeChangeRate, .routeLatency, .engine,
             .rules, .given, .wait, .waitUntil, .expect, .include:
            return "nothing a person or CI could see changed"
        }
    }

    /// Why a `phone` step's `action` changed nothing, while `call` is the call up.
    private static func phoneReason(_ action: Stimulus.PhoneAction?, call: LiveCall?) -> String {
        switch action {
        case .endConversation:
            return "no conversation is open"
        case .mute, .unmute, .hangUp:
            guard let call else { return "no call is up" }
            return action == .hangUp ? "the call did not react" : call.muted ? "the call is already muted" : "the call is not muted"
        default:
            return "nothing a person or CI could see changed"
        }
    }
}
