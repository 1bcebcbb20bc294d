import Host

/// A teaching example of what N3 prevents: **a queue without completions**.
///
/// It keeps one change at a time (N1), but calls CarPlay without completion handlers, so it
/// cannot hear when a change is done: it waits for the animation time it assumes (300 ms) and
/// sends the next. A car that animates more slowly (or any refusal a queue cannot foresee)
/// gets a change mid-animation, refuses it (H2), and with no completion the refusal is an
/// uncaught exception (H4). With no completions it also never learns that a connection ended
/// under a change (N4).
///
/// Select it with `given navigator no-completion` (and, to see it fail, a slower car:
/// `given animation 400ms`) or `headunit explore --navigator no-completion`.
public struct NoCompletionNavigator: Reducer, Hashable, Sendable {
    /// N1: a navigator's answers are the host calls and timers the world carries out.
    public typealias Output = Effect

    /// What it believes the car shows.
    public private(set) var record = NavigatorRecord()
    private var queue: [NavChange] = []
    private var waiting = false
    private var connected = false
    private var nextCallID = 1
    /// The animation time it assumes.
    public var assumedAnimationMs: Millis

    /// Not connected, pacing its queue by `assumedAnimationMs` (the host's default, H2).
    public init(assumedAnimationMs: Millis = 300) {
        self.assumedAnimationMs = assumedAnimationMs
    }

    /// True when nothing is queued or awaited.
    public var isIdle: Bool { queue.isEmpty && !waiting }

    /// Handles one event: changes go out one at a time, paced by the assumed animation time.
    public mutating func reduce(_ event: NavigatorEvent, now: Instant, into out: inout [Effect]) {
        switch event {
        case .connected:
            connected = true
            record = NavigatorRecord()
            drain(into: &out)
        case .disconnected:
            connected = false
            record = NavigatorRecord()
        case .requested(let change):
            queue.append(change)
            drain(into: &out)
        case .timerFired(let id):
            guard id == .navigatorPacing else { return }
            waiting = false
            drain(into: &out)
        case .completed:
            break
        }
    }

    private mutating func drain(into out: inout [Effect]) {
        while !waiting, !queue.isEmpty {
            let change = queue.removeFirst()
            if case .dismiss(let id) = change, record.presented != id { continue }
            record.apply(change)
            out.append(.host(HostCall(id: nextCallID, operation: hostOperation(change), completion: false)))
            nextCallID += 1
            if change.animates {
                waiting = true
                out.append(.startTimer(.navigatorPacing, after: assumedAnimationMs))
            }
        }
    }
}

extension NoCompletionNavigator: Fingerprintable {
    /// Every stored property (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(record)
        f.combine(queue)
        f.combine(waiting)
        f.combine(connected)
        f.combine(nextCallID)
        f.combine(assumedAnimationMs)
    }
}
