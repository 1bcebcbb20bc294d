/// How far an exhaustive search went: every trace within these bounds was tried. Both explorers
/// say it in these words (`headunit explore` when a limit stops it, `SceneExplorer.Result.summary`).
///
/// ```swift
/// TracesCovered(steps: 4, events: 5).description
/// // every trace of 4 steps or fewer and 5 events or fewer was tried
/// TracesCovered(steps: 2).stopped("--max-states 100 reached")
/// // stopped: --max-states 100 reached; every trace of 2 steps or fewer was tried
/// ```
public struct TracesCovered: Sendable, Hashable, CustomStringConvertible {
    /// Every trace of this many steps or fewer was tried; nil when no length bounded them.
    public var steps: Int?
    /// ... and of this many events or fewer (clock steps not counted); nil when no events bound applied.
    public var events: Int?

    /// Every trace of up to `steps` steps and `events` events was tried (nil: no such bound).
    public init(steps: Int? = nil, events: Int? = nil) {
        self.steps = steps
        self.events = events
    }

    /// `every trace of 4 steps or fewer and 5 events or fewer was tried`.
    public var description: String {
        let bounds = [steps.map { "\($0) steps or fewer" }, events.map { "\($0) events or fewer" }].compactMap { $0 }
        return bounds.isEmpty ? "every trace was tried" : "every trace of \(bounds.joined(separator: " and ")) was tried"
    }

    /// `stopped: WHY; every trace of … was tried`: a limit (`why`) ended the search here.
    public func stopped(_ why: String) -> String {
        "stopped: \(why); \(self)"
    }
}
