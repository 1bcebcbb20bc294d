import Testing
import Host
import CarApp
import Rig
import Explore
import TestSupport

/// The explorer's alphabet (DESIGN.md, Explore): from a world, the events that make sense there
/// — the cable, taps on what the car shows, the Realtime socket, the call's events, the phone —
/// and time steps at the next deadline (just before, at, just past), in a fixed order.
@Suite("Alphabet: the events that make sense from a world, and time steps at the next deadline")
struct AlphabetTests {
    /// A world as the explorer starts one: telemetry off, so its flush timer is not a deadline.
    func world() -> World { Build.world { $0.app.telemetryLevel = .off } }

    func steps(_ world: World, _ alphabet: Alphabet = Alphabet()) -> [ExploreStep] {
        collect { alphabet.steps(from: world, into: &$0) }
    }

    /// Plugged in and settled, Continue tapped and settled, `realtime up` and settled.
    func callUp() throws -> World {
        var w = world()
        try w.run(.plug)
        w.advance(by: 300)
        try w.run(.tap("Continue conversation"))
        w.advance(by: 300)
        try w.run(.realtimeUp)
        w.advance(by: 300)
        return w
    }

    @Test("the start: the cable and the phone's events (end the conversation, start a call, background); no deadline, no time step")
    func start() {
        #expect(steps(world()) == [.stimulus(.plug), .stimulus(.phone(.endConversation)), .stimulus(.phone(.startCall)), .stimulus(.phone(.background))])
    }

    @Test("T1, H2: plugged, the cable comes out, the tiles are tapped in reading order, and time steps to the root's animation end")
    func plugged() throws {
        var w = world()
        try w.run(.plug)
        #expect(steps(w) == [.stimulus(.unplug), .stimulus(.tap("Continue conversation")), .stimulus(.tap("New conversation")),
                             .stimulus(.phone(.endConversation)), .stimulus(.phone(.startCall)), .stimulus(.phone(.background)),
                             .wait(299), .wait(300), .wait(301)])
    }

    @Test("a deadline 1 ms away gives no step before it: at and just past")
    func deadlineClose() throws {
        var w = world()
        try w.run(.plug)
        w.advance(by: 299)
        #expect(steps(w).suffix(2) == [.wait(1), .wait(2)])
        #expect(!steps(w).contains(.wait(0)))
    }

    @Test("C1, L1: the call screen's Mute, End and the gear; realtime up while the attempt waits for its socket, a drop once it was asked for")
    func connecting() throws {
        var w = world()
        try w.run(.plug)
        w.advance(by: 300)
        try w.run(.tap("Continue conversation"))
        #expect(steps(w) == [.stimulus(.unplug), .stimulus(.tap("Mute")), .stimulus(.tap("End")), .stimulus(.tapGear),
                             .stimulus(.realtimeUp), .stimulus(.realtimeDrop("error")),
                             .stimulus(.phone(.endConversation)), .stimulus(.phone(.background)),
                             .wait(299), .wait(300), .wait(301)])
    }

    @Test("L3, C2: a call up has a drop and an error, a tool and a reply to start; the next deadline is the ping")
    func up() throws {
        let w = try callUp()
        #expect(steps(w) == [.stimulus(.unplug), .stimulus(.tap("Mute")), .stimulus(.tap("End")), .stimulus(.tapGear),
                             .stimulus(.realtimeDrop("error")), .stimulus(.realtimeError("error")),
                             .stimulus(.toolStart("tool")), .stimulus(.replyStart),
                             .stimulus(.phone(.endConversation)), .stimulus(.phone(.background)),
                             .wait(4_699), .wait(4_700), .wait(4_701)])
    }

    @Test("C2: with a tool running and the reply playing, they end instead")
    func busy() throws {
        var w = try callUp()
        try w.run(.toolStart("search"), .replyStart)
        let call = steps(w).filter { [.toolStart("tool"), .toolEnd, .replyStart, .replyEnd].map(ExploreStep.stimulus).contains($0) }
        #expect(call == [.stimulus(.toolEnd), .stimulus(.replyEnd)])
    }

    @Test("O2: in the background the phone comes to the front; start a call only with a conversation and no call")
    func phone() throws {
        var w = world()
        try w.run(.phone(.background))
        #expect(steps(w).last == .stimulus(.phone(.foreground)))
        try w.run(.phone(.endConversation))
        #expect(steps(w) == [.stimulus(.plug), .stimulus(.phone(.foreground))])
    }

    @Test("the options leave out the call's events and the phone's")
    func options() throws {
        let w = try callUp()
        #expect(steps(w, Alphabet(callEvents: false, phoneEvents: false)) == [
            .stimulus(.unplug), .stimulus(.tap("Mute")), .stimulus(.tap("End")), .stimulus(.tapGear),
            .stimulus(.realtimeDrop("error")), .stimulus(.realtimeError("error")),
            .wait(4_699), .wait(4_700), .wait(4_701),
        ])
    }

    @Test("the events come first, the clock steps last: at its events bound the explorer tries the tail alone")
    func clockStepsLast() throws {
        var plugged = world()
        try plugged.run(.plug)
        for w in [world(), plugged, try callUp()] {
            let list = steps(w)
            let firstClockStep = list.firstIndex { !$0.isEvent } ?? list.count
            #expect(list[firstClockStep...].allSatisfy { !$0.isEvent }, "\(list)")
        }
        #expect(steps(plugged).filter { !$0.isEvent } == [.wait(299), .wait(300), .wait(301)])
    }

    @Test("the buffer is emptied first: steps into a used one are the world's steps alone")
    func bufferEmptied() throws {
        let w = try callUp()
        var buffer: [ExploreStep] = [.wait(1), .stimulus(.micStall)]
        Alphabet().steps(from: w, into: &buffer)
        #expect(buffer == steps(w))
    }
}
