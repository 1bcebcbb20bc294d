import Drill
import Rig

/// The stimulus an action step applies to the built-in world.
public enum StepStimulus {
    /// The stimulus for `kind`, or nil for steps that are not actions: the built-in app's
    /// actions declare theirs (`BuiltInWords.actions`); the touches and the cable any scene has are
    /// the built-in world's own (a team's scene performs them itself, `SceneSubject`). `tap back`
    /// and `select` have none: the runner finds the button on the screen first
    /// (`WorldSubject.screenTap`).
    public static func stimulus(for kind: StepKind) -> Stimulus? {
        switch kind {
        case .plug: .plug
        case .unplug: .unplug
        case .tap(let title), .tapNow(let title): .tap(title)
        default: BuiltInWords.actions.lazy.compactMap { $0.stimulus(kind) }.first
        }
    }
}
