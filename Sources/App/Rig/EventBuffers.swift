import Host
import CarApp

/// The buffers an event's effects pass through, lent to a world by a caller that runs many
/// events (the explorer), so their capacity carries over from one event to the next instead of
/// being allocated and freed for every event. They hold nothing between events: a world owns
/// them only while it runs one (`World.apply(_:lending:)`, `World.advance(to:lending:)`); a
/// world given none makes its own for the call.
///
/// ```swift
/// var buffers = EventBuffers()
/// try world.apply(.plug, lending: &buffers)
/// ```
public struct EventBuffers: Sendable {
    /// What the app asked of the world for one event (and its children's buffers).
    var scene = SceneOutput()
    /// What the server or the Realtime fake answered to one effect.
    var fakes: [FakeOutput] = []
    /// What the host answered to one call.
    var outcomes: [HostOutcome] = []
    /// What the fake audio engine did with one event.
    var engine: [AudioEngineFake.Output] = []
    /// Storage for `WorldState.later` while the world runs (empty between events).
    var later: [AppEvent] = []

    /// Empty buffers.
    public init() {}
}
