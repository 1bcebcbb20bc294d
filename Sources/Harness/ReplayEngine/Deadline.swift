#if os(Linux)
/// A point on the machine's own clock that an exploration's time limit ends at
/// (`SceneExplorer.timeLimit`): the one place the explorer reads real time, so where a limited
/// search stops depends on the machine, as its summary says.
///
/// ```swift
/// let deadline = Deadline(after: .seconds(10))
/// while !deadline.hasPassed { … }
/// ```
package struct Deadline: Sendable {
    private let end: ContinuousClock.Instant

    /// The time `limit` from now.
    package init(after limit: Duration) {
        end = ContinuousClock.now.advanced(by: limit)
    }

    /// True once the time is up.
    package var hasPassed: Bool { ContinuousClock.now >= end }

    /// The whole milliseconds left (0 once the time is up).
    package var millisecondsLeft: Int64 {
        let left = ContinuousClock.now.duration(to: end).components
        return max(0, left.seconds * 1_000 + left.attoseconds / 1_000_000_000_000_000)
    }
}
#endif
