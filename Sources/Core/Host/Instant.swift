/// A point on the virtual clock: whole milliseconds since the rig started.
///
/// Nothing in the core reads the machine's clock; every `Instant` comes from the rig's timer
/// queue, so the same inputs give the same times on every run.
///
/// ```swift
/// let start = Instant(ms: 0)
/// let later = start + 300   // 300 ms later
/// ```
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since the rig started.
    public var ms: Int64

    /// An instant `ms` milliseconds after the rig started.
    public init(ms: Int64) { self.ms = ms }

    /// The rig's start.
    public static let zero = Instant(ms: 0)

    /// Earlier instants first.
    public static func < (a: Instant, b: Instant) -> Bool { a.ms < b.ms }
    /// The instant `b` milliseconds after `a`.
    public static func + (a: Instant, b: Millis) -> Instant { Instant(ms: a.ms + b) }
    /// The milliseconds from `b` to `a` (negative when `a` is earlier).
    public static func - (a: Instant, b: Instant) -> Millis { a.ms - b.ms }

    /// The seconds since the rig started, with three decimals (`12.345s`), as the logs print it.
    public var description: String { Instant.format(ms) }

    /// Formats milliseconds as seconds with three decimals (`1.250s`).
    public static func format(_ ms: Int64) -> String {
        let sign = ms < 0 ? "-" : ""
        let a = abs(ms)
        let frac = String(a % 1000)
        return "\(sign)\(a / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)s"
    }
}

/// A span of virtual time in whole milliseconds.
public typealias Millis = Int64

extension Instant: Fingerprintable {
    /// The absolute instant (a state's instants are fed relative to the clock instead, with
    /// `combine(_:relativeTo:)`; only reports that record when something happened feed this).
    @inlinable
    public func fingerprint(into f: inout Fingerprinter) { f.combine(ms) }
}

extension Fingerprinter {
    /// Feeds an instant as the time since it, seen from `now` (DESIGN.md: worlds that differ only
    /// in `now` must fingerprint alike, so instants in a state count relative to the clock).
    @inlinable
    public mutating func combine(_ instant: Instant?, relativeTo now: Instant) {
        combine(instant.map { now - $0 })
    }
}
