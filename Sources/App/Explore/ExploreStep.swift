import CarApp
import Host
import Drill
import Rig

/// One move of the explorer: a stimulus from outside, or time passing up to a timer boundary.
public enum ExploreStep: Hashable, Sendable, CustomStringConvertible {
    /// An event from outside the app: a tap, the cable, the socket, the call, the phone.
    case stimulus(Stimulus)
    /// Virtual time passes by this many milliseconds (chosen at a timer boundary).
    case wait(Millis)

    /// The step as a drill file writes it.
    public var description: String {
        switch self {
        case .stimulus(let s): return s.description
        case .wait(let ms): return "wait \(ms)ms"
        }
    }

    /// True for an environment event (a stimulus), which an events bound counts; false for a
    /// clock step, which is free (`ExploreOptions.events`).
    public var isEvent: Bool {
        if case .stimulus = self { return true } else { return false }
    }

    /// A short label for the one-line summary (`tap "New conversation"`, `wait 300ms`).
    public var label: String { description }

    /// The step as a counterexample drill writes it: the explorer touches at once, so its taps
    /// are `tap "…" now` (a drill's plain `tap` waits for its target and a still car).
    public var drillLine: String {
        switch self {
        case .stimulus(.tap(let title)): return Counterexample.tapNow(title)
        case .stimulus(.tapGear): return Counterexample.tapNow(CarWords.gear)
        case .stimulus, .wait: return description
        }
    }

    /// Applies the step; false if it could not be applied (a tap on words not shown).
    public func apply(to world: inout World) -> Bool {
        var buffers = EventBuffers()
        return apply(to: &world, lending: &buffers)
    }

    /// `apply(to:)` with `buffers` lent to the world for its events' effects.
    public func apply(to world: inout World, lending buffers: inout EventBuffers) -> Bool {
        switch self {
        case .stimulus(let s):
            do { try world.apply(s, lending: &buffers) } catch { return false }
            return true
        case .wait(let ms):
            world.advance(to: world.now + ms, lending: &buffers)
            return true
        }
    }
}
