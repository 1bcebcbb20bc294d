extension CarScene {
    /// The buffers one event passes through inside the scene: the effects before routing and
    /// the cue scheduler's outputs. Lent by a caller that runs many events (the explorer, through
    /// the world), so their capacity carries over; empty between events.
    public struct Scratch: Sendable {
        var raw: [Effect] = []
        var cueOutputs: [CueScheduler.Output] = []

        public init() {}
    }
}
