import Testing
import Host
@testable import CarApp
@testable import Rig
import TestSupport

/// `EventBuffers` are lent to a world for one stimulus or one advance (the explorer lends the
/// same ones to every transition): the world behaves exactly as without them, and hands them
/// back empty, keeping nothing of them between events.
@Suite("EventBuffers: lent to a world for an event, the same outcome, handed back empty")
struct EventBuffersTests {
    /// A call on the car with a reply, a drop and a retry: many events, effects of every kind.
    let story: [Stimulus] = [.plug, .tap("Continue conversation"), .realtimeUp, .speechStart, .speechStop, .replyStart,
                             .replyEnd, .realtimeDrop("socket closed"), .unplug]

    @Test("a story run with lent buffers ends in the same state, with the same log, as without")
    func sameOutcome() throws {
        var plain = Build.world()
        var lending = Build.world()
        var buffers = EventBuffers()
        for stimulus in story {
            try plain.apply(stimulus)
            try lending.apply(stimulus, lending: &buffers)
            plain.advance(to: plain.now + 700)
            lending.advance(to: lending.now + 700, lending: &buffers)
            #expect(lending.state == plain.state, "after \(stimulus)")
            #expect(buffers.effects.isEmpty && buffers.later.isEmpty && buffers.scene.raw.isEmpty && buffers.scene.cueOutputs.isEmpty, "after \(stimulus)")
        }
        #expect(lending.record.mergedLog.map(\.description) == plain.record.mergedLog.map(\.description))
        #expect(lending.record.eventsDelivered == plain.record.eventsDelivered)
        #expect(buffers.effects.capacity >= 16, "the capacity is kept for the next event")
    }

    @Test("a refused stimulus hands the buffers back too")
    func refusedStimulus() throws {
        var world = Build.world()
        var buffers = EventBuffers()
        try world.apply(.plug, lending: &buffers)
        #expect(throws: StimulusError.self) { try world.apply(.tap("Nothing like this"), lending: &buffers) }
        #expect(buffers.effects.capacity >= 16)
        try world.apply(.tap("Continue conversation"), lending: &buffers)
        #expect(world.carDisplay.line.isEmpty == false)
    }
}
