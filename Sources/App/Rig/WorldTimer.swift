import Host
import CarApp

/// What a world timer does when it fires (the world's `VirtualClock` runs these).
public enum WorldTimer: ClockTimer, CustomStringConvertible {
    /// One of the app's timers.
    case app(TimerID)
    /// H2: a host animation ends.
    case hostAnimation(HostState.Animation)
    /// The server answers a secret request (slow secrets).
    case secretReady(attempt: Int)
    /// `given realtime auto D`: the attempt comes up by itself.
    case realtimeUp(attempt: Int)
    /// The fake audio engine's operation in progress returns.
    case engine

    /// `app.giveUp(2)`, `host.animation(call 3, gen 1)`: the timer's name in traces.
    public var description: String {
        switch self {
        case .app(let id): return "app.\(id)"
        case .hostAnimation(let a): return "host.animation(call \(a.callID), gen \(a.generation))"
        case .secretReady(let a): return "server.secret(\(a))"
        case .realtimeUp(let a): return "realtime.up(\(a))"
        case .engine: return "engine.operation"
        }
    }
}

extension WorldTimer: Fingerprintable {
    /// The case, then its values (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .app(let id): f.combine(tag: 0, of: 5); f.combine(id)
        case .hostAnimation(let animation): f.combine(tag: 1, of: 5); f.combine(animation)
        case .secretReady(let attempt): f.combine(tag: 2, of: 5); f.combine(attempt)
        case .realtimeUp(let attempt): f.combine(tag: 3, of: 5); f.combine(attempt)
        case .engine: f.combine(tag: 4, of: 5)
        }
    }
}
