import Host
import CarApp

/// What a world timer does when it fires.
public enum WorldTimer: Hashable, Sendable, CustomStringConvertible {
    /// One of the app's timers.
    case app(TimerID)
    /// H2: a host animation ends.
    case hostAnimation(callID: Int, generation: Int, completion: Bool)
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
        case .hostAnimation(let c, let g, _): return "host.animation(call \(c), gen \(g))"
        case .secretReady(let a): return "server.secret(\(a))"
        case .realtimeUp(let a): return "realtime.up(\(a))"
        case .engine: return "engine.operation"
        }
    }
}

/// Timers ordered by (deadline, insertion sequence): same inputs, same order, every run.
/// Fingerprints timers by time left, not absolute deadlines, so worlds that differ only in `now`
/// fingerprint alike (DESIGN.md).
public struct TimerQueue: Sendable {
    /// One running timer: when it fires and what it does.
    public struct Entry: Hashable, Sendable {
        /// When it fires.
        public var deadline: Instant
        /// Its place in the order it was started: timers due at the same instant fire in this
        /// order.
        public var sequence: Int
        /// What it does when it fires.
        public var timer: WorldTimer
        /// When it was started (for the trace; not part of what decides the future).
        public var startedAt: Instant
    }

    /// The running timers in firing order: by deadline, ties by `sequence`.
    public private(set) var entries: [Entry] = []
    private var sequence = 0
    /// The clock the queue hashes relative to.
    public var now = Instant.zero

    /// An empty queue at the rig's start.
    public init() {}

    /// Starts `timer` at `deadline` (a running app timer with the same id is restarted).
    public mutating func start(_ timer: WorldTimer, at deadline: Instant) {
        if case .app = timer { cancel(timer) }
        sequence += 1
        let entry = Entry(deadline: deadline, sequence: sequence, timer: timer, startedAt: now)
        let i = entries.firstIndex { ($0.deadline, $0.sequence) > (deadline, sequence) } ?? entries.count
        entries.insert(entry, at: i)
    }

    /// Cancels `timer` if it runs. Nothing is written when it does not (a shared queue is not
    /// copied for a cancel that cancels nothing).
    public mutating func cancel(_ timer: WorldTimer) {
        while let i = entries.firstIndex(where: { $0.timer == timer }) { entries.remove(at: i) }
    }

    /// The earliest deadline, if any.
    public var nextDeadline: Instant? { entries.first?.deadline }

    /// Removes and returns the first timer due at or before `limit`.
    public mutating func popDue(notAfter limit: Instant) -> Entry? {
        guard let first = entries.first, first.deadline <= limit else { return nil }
        return entries.removeFirst()
    }

    /// True if `timer` is running.
    public func isRunning(_ timer: WorldTimer) -> Bool { entries.contains { $0.timer == timer } }
}

extension TimerQueue: Hashable {
    /// The same timers in the same order, each with the same time left (`deadline - now`), whatever
    /// each queue's `now`.
    public static func == (a: TimerQueue, b: TimerQueue) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy {
            $0.timer == $1.timer && $0.deadline - a.now == $1.deadline - b.now
        }
    }
    /// Hashed by its fingerprint (each timer and its time left).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }
}

extension TimerQueue: Fingerprintable {
    /// The timers in order, each with its time left (`deadline - now`); not when they were
    /// started, nor the sequence numbers, which only order ties.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(entries.count)
        for e in entries {
            f.combine(e.timer)
            f.combine(e.deadline - now)
        }
    }
}

extension WorldTimer: Fingerprintable {
    /// The case, then its values (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .app(let id): f.combine(tag: 0, of: 5); f.combine(id)
        case .hostAnimation(let callID, let generation, let completion):
            f.combine(tag: 1, of: 5); f.combine(callID); f.combine(generation); f.combine(completion)
        case .secretReady(let attempt): f.combine(tag: 2, of: 5); f.combine(attempt)
        case .realtimeUp(let attempt): f.combine(tag: 3, of: 5); f.combine(attempt)
        case .engine: f.combine(tag: 4, of: 5)
        }
    }
}
