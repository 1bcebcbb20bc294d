import Drill
import Rig

/// A word of the built-in app that acts (B7): it drives the built-in app's fakes — the Realtime
/// socket, the phone, the microphone, the audio route and engine — so it is declared with the
/// stimulus each step it writes applies to the built-in world (`StepStimulus`).
struct BuiltInAction: Sendable {
    /// The word (`mic`), with the words after it.
    let word: DrillWord<StepKind>
    /// The stimulus of a step the word writes; nil for another step.
    let stimulus: @Sendable (StepKind) -> Stimulus?

    /// `word`, whose steps apply `stimulus`.
    init(_ word: DrillWord<StepKind>, stimulus: @escaping @Sendable (StepKind) -> Stimulus?) {
        self.word = word
        self.stimulus = stimulus
    }
}
