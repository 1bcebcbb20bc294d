import Testing
import Host
@testable import CarApp
@testable import Rig
import TestSupport

/// `EventBuffers` are lent to a world for one stimulus or one advance (the explorer lends the
/// same ones to every transition; a world given none makes its own): the world hands them back
/// empty, their capacity kept, keeping nothing of them between events.
@Suite("EventBuffers: lent to a world for an event, handed back empty")
struct EventBuffersTests {
    /// A call on the car with a reply, a drop and a retry: many events, effects of every kind.
    let story: [Stimulus] = [.plug, .tap("Continue conversation"), .realtimeUp, .speechStart, .speechStop, .replyStart,
                             .replyEnd, .realtimeDrop("socket closed"), .unplug]

    @Test("after every stimulus and advance the buffers come back empty, their capacity kept")
    func handedBackEmpty() throws {
        var world = Build.world()
        var buffers = EventBuffers()
        for stimulus in story {
            try world.apply(stimulus, lending: &buffers)
            world.advance(to: world.now + 700, lending: &buffers)
            #expect(buffers.scene.effects.isEmpty && buffers.outcomes.isEmpty && buffers.later.isEmpty, "after \(stimulus)")
            #expect(buffers.scene.navChanges.isEmpty && buffers.scene.cueOutputs.isEmpty && buffers.scene.telemetryOutputs.isEmpty)
        }
        #expect(buffers.scene.effects.capacity >= 16, "the capacity is kept for the next event")
    }

    @Test("a refused stimulus hands the buffers back too")
    func refusedStimulus() throws {
        var world = Build.world()
        var buffers = EventBuffers()
        try world.apply(.plug, lending: &buffers)
        #expect(throws: StimulusError.self) { try world.apply(.tap("Nothing like this"), lending: &buffers) }
        #expect(buffers.scene.effects.capacity >= 16)
        try world.apply(.tap("Continue conversation"), lending: &buffers)
        #expect(world.carDisplay.line.isEmpty == false)
    }
}
