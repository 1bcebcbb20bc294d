import Host

/// What one event asks of the world, in order (`effects`), and the buffers the scene's children
/// pass their outputs through on the way to it (`SceneChild.buffer`). Lent by a caller that runs
/// many events (the explorer, through the world), so every buffer's capacity carries over and no
/// event allocates its own; the children's buffers are empty between events.
///
/// ```swift
/// var out = SceneOutput()
/// scene.reduce(.carConnected(generation: 1), now: .zero, into: &out)
/// out.effects   // [.host(set root …), …]
///
/// var effects: [Effect] = []
/// out.swapEffects(with: &effects)   // the effects moved out, to be carried out in place
/// ```
public struct SceneOutput: Sendable {
    /// What the world must do, in order.
    public internal(set) var effects: [Effect] = []
    /// The home's and the call screen's changes on their way to the navigator (N1).
    var navChanges: [NavChange] = []
    /// The panel's outputs (G1-G5).
    var panelOutputs: [Panel.Output] = []
    /// The running attempt's outputs (L1-L3, C2-C7).
    var callOutputs: [LiveCall.Output] = []
    /// The cue scheduler's outputs (Q1-Q8).
    var cueOutputs: [CueScheduler.Output] = []
    /// The telemetry batcher's outputs (Y2).
    var telemetryOutputs: [TelemetryBatcher.Output] = []
    /// The retries' outputs (L4-L6).
    var retryOutputs: [Retry.Output] = []
    /// The phone's outputs (O2-O5).
    var phoneOutputs: [PhoneState.Output] = []
    /// The app's engine handling's outputs (A1-A3).
    var engineOutputs: [AudioEngineController.Output] = []
    /// The microphone watchdog's outputs (M1-M3).
    var micOutputs: [MicWatchdog.Output] = []

    /// Empty buffers.
    public init() {
        effects.reserveCapacity(16)
    }

    /// Appends one effect for the world.
    @inline(__always)
    mutating func append(_ effect: Effect) {
        effects.append(effect)
    }

    /// The buffer at `buffer`, taken out for a child to answer into (left empty here until the
    /// scope gives it back, `giveBack(_:to:)`).
    @inline(__always)
    mutating func take<Element>(_ buffer: WritableKeyPath<SceneOutput, [Element]>) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &self[keyPath: buffer])
        return taken
    }

    /// Puts `answers`, emptied, back at `buffer` (its storage kept for the next event).
    @inline(__always)
    mutating func giveBack<Element>(_ answers: inout [Element], to buffer: WritableKeyPath<SceneOutput, [Element]>) {
        swap(&answers, &self[keyPath: buffer])
    }

    /// Swaps `effects` with `other`: a caller that carries them out moves them out (each is read
    /// in place, never copied), empties them and moves the storage back for the next event.
    public mutating func swapEffects(with other: inout [Effect]) {
        swap(&effects, &other)
    }
}
