import Foundation

/// A game clock: time elapsed (counting up) or time remaining (counting down), running or
/// paused. HeadUnit's car shows its value as given: nothing moves it without a new status (no
/// wall clock).
@available(iOS 18.4, *)
@preconcurrency @MainActor
open class CPNowPlayingSportsClock: NSObject {
    /// The clock's value in seconds: elapsed or remaining.
    public let timeValue: TimeInterval
    /// True while play is stopped.
    public let isPaused: Bool
    /// True for a clock of time elapsed, false for time remaining.
    public let countsUp: Bool

    /// A clock counting up from `elapsedTime`.
    public init(elapsedTime: TimeInterval, paused: Bool) {
        timeValue = elapsedTime
        isPaused = paused
        countsUp = true
        super.init()
    }

    /// A clock counting down from `timeRemaining`.
    public init(timeRemaining: TimeInterval, paused: Bool) {
        timeValue = timeRemaining
        isPaused = paused
        countsUp = false
        super.init()
    }

    /// `12:00`, `12:00 paused`.
    package var hostText: String { NowPlayingInfo.clock(timeValue) + (isPaused ? " paused" : "") }
}
