import Host

/// One shape for every reducer of the app, as TCA's `Reducer`: a value that handles one event at a
/// time and appends what it asks for to a buffer its caller owns, so no event allocates its own.
/// A child of the scene answers in its own `Output` type, into `[Output]`; the scene runs it on its
/// slice of state and maps each answer (`SceneChild`, `CarScene.send(_:to:now:into:)`). The scene
/// is one too: its outputs are the world's `Effect`s, in a `SceneOutput` that also lends the
/// children their buffers.
///
/// ```swift
/// var cues = CueScheduler()
/// var out: [CueScheduler.Output] = []
/// cues.reduce(.play(.connected), now: .zero, into: &out)   // out: [.start(.connected), …]
/// ```
public protocol Reducer {
    /// What happens to it, named for what happened.
    associatedtype Event
    /// What it asks of its parent (for the scene: of the world), one answer at a time.
    associatedtype Output
    /// The buffer its answers go into: `[Output]`, or the scene's `SceneOutput`.
    associatedtype Buffer = [Output]
    /// Handles one event and appends what it asks for to `out`, in order.
    mutating func reduce(_ event: Event, now: Instant, into out: inout Buffer)
}
