/// A synchronous virtual clock: `now` and the running timers, ordered by (deadline, rank, the
/// order started), so the same inputs fire in the same order every run. A plain value: it holds
/// what fires, never a closure, so a state holding one can be copied, compared and hashed.
///
/// Compared and fingerprinted by time left (`deadline - now`), not by absolute deadlines, so
/// clocks that differ only in `now` are one state (DESIGN.md).
///
/// ```swift
/// var clock = VirtualClock<Tick>()   // Tick: a ClockTimer
/// clock.start(.a, at: clock.now + 300)
/// clock.now = clock.now + 300
/// clock.popDue(notAfter: clock.now)?.timer   // .a
/// ```
public struct VirtualClock<Timer: ClockTimer>: Sendable {
    /// One running timer: when it fires and what it does.
    public struct Entry: Hashable, Sendable {
        /// When it fires.
        public var deadline: Instant
        /// What it does when it fires.
        public var timer: Timer
        /// When it was started (for the trace; not part of what decides the future).
        public var startedAt: Instant

        /// `timer`, started at `startedAt`, due at `deadline`.
        @inlinable
        public init(deadline: Instant, timer: Timer, startedAt: Instant) {
            self.deadline = deadline
            self.timer = timer
            self.startedAt = startedAt
        }
    }

    /// The running timers in firing order.
    @usableFromInline var queue: [Entry] = []
    /// The virtual time.
    public var now = Instant.zero

    /// A clock at zero with no timer running.
    @inlinable
    public init() {}

    /// The running timers in firing order: by deadline, ties by rank, then in the order started.
    @inlinable
    public var entries: [Entry] { queue }

    /// Starts `timer` at `deadline`, after every timer due no later at no lower rank.
    @inlinable
    public mutating func start(_ timer: Timer, at deadline: Instant) {
        let rank = timer.rank
        let i = queue.firstIndex { $0.deadline > deadline || ($0.deadline == deadline && $0.timer.rank > rank) } ?? queue.count
        queue.insert(Entry(deadline: deadline, timer: timer, startedAt: now), at: i)
    }

    /// Cancels `timer` if it runs, then starts it at `deadline`.
    @inlinable
    public mutating func restart(_ timer: Timer, at deadline: Instant) {
        cancel(timer)
        start(timer, at: deadline)
    }

    /// Cancels `timer` if it runs. Nothing is written when it does not (a shared queue is not
    /// copied for a cancel that cancels nothing).
    @inlinable
    public mutating func cancel(_ timer: Timer) {
        cancelAll { $0 == timer }
    }

    /// Cancels every running timer `matches` picks; nothing is written when it picks none.
    @inlinable
    public mutating func cancelAll(where matches: (Timer) -> Bool) {
        while let i = queue.firstIndex(where: { matches($0.timer) }) { queue.remove(at: i) }
    }

    /// The earliest deadline, if any.
    @inlinable
    public var nextDeadline: Instant? { queue.first?.deadline }

    /// Removes and returns the first timer due at or before `limit`.
    @inlinable
    public mutating func popDue(notAfter limit: Instant) -> Entry? {
        guard let first = queue.first, first.deadline <= limit else { return nil }
        return queue.removeFirst()
    }

    /// True if `timer` is running.
    @inlinable
    public func isRunning(_ timer: Timer) -> Bool { queue.contains { $0.timer == timer } }
}

extension VirtualClock: Equatable {
    /// The same timers in the same order, each with the same time left (`deadline - now`),
    /// whatever each clock's `now`.
    @inlinable
    public static func == (a: VirtualClock, b: VirtualClock) -> Bool {
        a.queue.count == b.queue.count && zip(a.queue, b.queue).allSatisfy {
            $0.timer == $1.timer && $0.deadline - a.now == $1.deadline - b.now
        }
    }
}

extension VirtualClock: Hashable where Timer: Fingerprintable {
    /// Hashed by its fingerprint (each timer and its time left).
    @inlinable
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }
}

extension VirtualClock: Fingerprintable where Timer: Fingerprintable {
    /// The timers in order, each with its time left (`deadline - now`); not when they were
    /// started, which does not decide when they fire.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(queue.count)
        for e in queue {
            f.combine(e.timer)
            f.combine(e.deadline - now)
        }
    }
}
