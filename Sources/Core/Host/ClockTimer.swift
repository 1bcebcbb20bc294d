/// What a `VirtualClock` runs: a value naming what happens when it fires (the world's
/// `WorldTimer`, a scene session's animation ends and host timers).
///
/// Timers due at the same instant fire by `rank`, lower first, then in the order they were
/// started.
///
/// ```swift
/// enum Ends: ClockTimer {
///     case animation, alert
///     var rank: Int { self == .animation ? 0 : 1 }   // an animation first at the same instant
/// }
/// ```
public protocol ClockTimer: Hashable, Sendable {
    /// Among timers due at the same instant, a lower rank fires first.
    var rank: Int { get }
}

extension ClockTimer {
    /// One rank for every timer: ties fire in the order started.
    @inlinable @inline(__always)
    public var rank: Int { 0 }
}
