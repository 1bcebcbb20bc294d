import Host
import CarApp
import Rig

/// The events that make sense from a world (DESIGN.md, Explore): taps on what the car shows,
/// the cable, the Realtime socket, the call's events, the phone, and time steps at timer
/// boundaries — just before, at, and just past the next deadline, never tick by tick.
public struct Alphabet: Hashable, Sendable {
    /// Include the call's own events (speech, reply, tool) once a call is up.
    public var callEvents = true
    /// Include the phone's events (end the conversation, start a call, background/foreground).
    public var phoneEvents = true

    /// The car's taps, the cable, the socket and the clock steps, with the call's and the
    /// phone's events where asked for (both by default).
    public init(callEvents: Bool = true, phoneEvents: Bool = true) {
        self.callEvents = callEvents
        self.phoneEvents = phoneEvents
    }

    /// The steps to try from `world`, in a fixed order (so exploration is deterministic): the
    /// events, then the clock steps (an explorer with every event of its bound used tries the
    /// tail alone).
    public func steps(from world: World) -> [ExploreStep] {
        var list: [ExploreStep] = []
        steps(from: world, into: &list)
        return list
    }

    /// `steps(from:)` into `steps`, emptied first (the explorer reuses one buffer for every
    /// world it expands). The world is read in place: a copy of its state would retain all of it.
    public func steps(from world: borrowing World, into steps: inout [ExploreStep]) {
        steps.clearKeepingCapacity()
        if steps.capacity < 16 { steps.reserveCapacity(16) }
        steps.append(.stimulus(world.state.plugged ? .unplug : .plug))
        world.state.host.forEachTouchableButton { hit in
            steps.append(.stimulus(hit.role == .barButton ? .tapGear : .tap(hit.title)))
            return false
        }
        let call = world.state.app.call
        if world.state.realtime.waitingAttempt != nil { steps.append(.stimulus(.realtimeUp)) }
        if let c = call, c.phase != .awaitingSecret { steps.append(.stimulus(.realtimeDrop("error"))) }
        if let c = call, c.phase == .up { steps.append(.stimulus(.realtimeError("error"))) }
        if callEvents, let c = call, c.phase == .up {
            steps.append(.stimulus(c.toolsRunning > 0 ? .toolEnd : .toolStart("tool")))
            steps.append(.stimulus(c.replyUnderway ? .replyEnd : .replyStart))
            if c.replyUnderway, c.replyAudioAt == nil { steps.append(.stimulus(.replyAudio)) }   // C2: Speaking
        }
        if phoneEvents {
            if world.state.server.openConversation != nil { steps.append(.stimulus(.phone(.endConversation))) }
            if call == nil, world.state.app.conversation != nil { steps.append(.stimulus(.phone(.startCall))) }
            steps.append(.stimulus(.phone(world.state.app.phone.foreground ? .background : .foreground)))
        }
        if let deadline = world.nextDeadline {
            let left = deadline - world.now
            if left > 1 { steps.append(.wait(left - 1)) }
            steps.append(.wait(max(0, left)))
            steps.append(.wait(left + 1))
        }
    }
}
