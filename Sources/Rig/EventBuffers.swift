import Host
import CarApp

/// The buffers an event's effects pass through, lent to a world by a caller that runs many
/// events (the explorer), so their capacity carries over from one event to the next instead of
/// being allocated and freed for every event. They hold nothing between events: a world owns
/// them only while it runs one (`World.apply(_:lending:)`, `World.advance(to:lending:)`).
///
/// ```swift
/// var buffers = EventBuffers()
/// try world.apply(.plug, lending: &buffers)
/// ```
public struct EventBuffers: Sendable {
    /// What the app asked of the world for one event.
    var effects: [Effect] = []
    /// What the host answered to one call.
    var outcomes: [HostOutcome] = []
    /// Storage for `WorldState.later` while the world runs (empty between events).
    var later: [AppEvent] = []
    /// What the event passes through inside the app (`CarScene.reduce(_:now:host:into:scratch:)`).
    var scene = CarScene.Scratch()

    public init() {}

    /// `app` handles `event`; what it asks of the world lands in `effects`.
    mutating func reduce(_ event: AppEvent, by app: inout CarScene, now: Instant, host: HostView) {
        if effects.capacity < 16 { effects.reserveCapacity(16) }
        app.reduce(event, now: now, host: host, into: &effects, scratch: &scene)
    }
}
