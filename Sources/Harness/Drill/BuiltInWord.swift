import Rig

/// What makes a word the built-in app's (B7): it drives the built-in app's fakes — the Realtime
/// socket, the phone, the microphone, the cues and telemetry — so a drill of a team's own scene
/// cannot use it (DL509, `SceneWords`). It knows the steps it writes and, for an action, the
/// stimulus each applies to the built-in world (`StepStimulus`).
struct BuiltInWord<Kind>: Sendable {
    /// True for a step the word writes.
    let writes: @Sendable (Kind) -> Bool
    /// An action's stimulus for a step it writes, nil for another step; nil for a word that
    /// sets up or checks (`given seed`, `expect cue`).
    let stimulus: (@Sendable (Kind) -> Stimulus?)?

    /// A word that sets up or checks: it writes the steps `writes` is true for.
    static func writes(_ writes: @escaping @Sendable (Kind) -> Bool) -> BuiltInWord {
        BuiltInWord(writes: writes, stimulus: nil)
    }

    /// An action: it writes the steps it has a stimulus for.
    static func action(_ stimulus: @escaping @Sendable (Kind) -> Stimulus?) -> BuiltInWord {
        BuiltInWord(writes: { stimulus($0) != nil }, stimulus: stimulus)
    }
}

extension DrillWord {
    /// The stimulus of `kind`, if this word or a word after it is the action that writes it.
    func stimulus(of kind: Kind) -> Stimulus? {
        builtIn?.stimulus?(kind) ?? next.lazy.compactMap { $0.stimulus(of: kind) }.first
    }
}

extension WordList {
    /// The stimulus of `kind`, if an action of the list writes it.
    func stimulus(of kind: Kind) -> Stimulus? {
        words.lazy.compactMap { $0.stimulus(of: kind) }.first
    }
}
