import Host

/// The navigator: every change to the car's templates goes through it, one at a time (N1-N5).
///
/// - N1: a change asked for while another animates waits in a queue; the next goes when the
///   host completes the current one.
/// - N2: it tracks what it presented itself (`record`), never `presentedTemplate` (H5).
/// - N3: every call passes a completion, so no refusal can crash the app (H4).
/// - N4: a disconnect drops the queue and the record; completions of an earlier connection
///   (another generation) are ignored.
/// - N5: a refusal that reaches a completion is handled: the record only changes on success.
/// - H12: voice-control state changes closer than the host's rate limit are held and the
///   latest one is sent when the limit allows.
public struct Navigator: Reducer, Hashable, Sendable {
    /// N1: a navigator's answers are the host calls and timers the world carries out.
    public typealias Output = Effect

    /// How the navigator decides whether its template is the one presented.
    public enum PresentedCheck: String, Hashable, Sendable {
        /// N2: by its own record.
        case record
        /// The bug N2 prevents: by comparing `presentedTemplate` with its own instance (H5
        /// makes this always false). Used by the identity navigator only
        /// (`AnyNavigator.Kind.identity`).
        case identity
    }

    /// The change the host is animating now.
    public struct InFlight: Hashable, Sendable {
        /// The host call's number, which its completion carries back.
        public var callID: Int
        /// The change the call carries out; the record takes it on success (N5).
        public var change: NavChange
    }

    /// The connection calls are made on; nil while disconnected.
    public private(set) var generation: Int?
    /// Changes waiting their turn (N1).
    public private(set) var queue: [NavChange] = []
    /// The change being animated.
    public private(set) var inFlight: InFlight?
    /// What the car shows, as far as the navigator knows (N2).
    public private(set) var record = NavigatorRecord()
    /// H12: when the last state change went out.
    public private(set) var lastActivation: Instant?
    /// H12: the latest state change the rate limit held back; it goes when the limit allows.
    public private(set) var heldActivation: NavChange?
    private var nextCallID = 1
    /// H12: the host's rate limit.
    public var rateLimitMs: Millis
    /// N2: how it decides whether its template is the one presented (`.record`, or the broken
    /// `.identity`).
    public var presentedCheck: PresentedCheck
    /// False when nothing keeps the app log: its lines are then never built (the explorer).
    public var keepsLog = true
    /// H5: what the host's getters returned as the event being handled began, read by the
    /// `.identity` check alone; whoever runs that navigator keeps it current before each event
    /// (the scene: `CarScene.seeHost`). Rewritten before it is read, it decides nothing after.
    public var hostView = HostView(presentedTemplate: nil)

    /// A navigator with nothing queued, not yet connected; `rateLimitMs` is the host's H12 limit.
    public init(rateLimitMs: Millis = 100, presentedCheck: PresentedCheck = .record) {
        self.rateLimitMs = rateLimitMs
        self.presentedCheck = presentedCheck
    }

    /// Hashed by its fingerprint (everything but the call counter, the rate limit, the log switch and
    /// the instants).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// True when nothing is queued, animating or held.
    public var isIdle: Bool { queue.isEmpty && inFlight == nil && heldActivation == nil }

    /// Handles one event and appends the host calls and timers it needs to `out`.
    public mutating func reduce(_ event: NavigatorEvent, now: Instant, into out: inout [Effect]) {
        switch event {
        case .connected(let g):
            self = restarted(generation: g)
        case .disconnected:
            // N4: drop the queue and the record.
            let dropped = queue.count + (inFlight == nil ? 0 : 1)
            self = restarted(generation: nil)
            out.append(.cancelTimer(.navigatorActivation))
            log("navigator: disconnected; dropped \(dropped) change(s) and the record", into: &out)
        case .requested(let change):
            guard generation != nil else { return log("navigator: not connected; \(change) dropped", into: &out) }
            switch change {
            case .activate(let id, _):
                // Only the latest state of a template matters.
                queue.removeAll { if case .activate(id, _) = $0 { return true } else { return false } }
            case .updateGrid(let id, _), .updateList(let id, _):
                // Only the latest contents matter: no flicker through labels already stale.
                queue.removeAll {
                    switch $0 {
                    case .updateGrid(id, _), .updateList(id, _): return true
                    default: return false
                    }
                }
            case .setRoot, .push, .pop, .present, .dismiss:
                break
            }
            if inFlight == nil, queue.isEmpty {
                send(change, now: now, into: &out)   // nothing ahead of it: it goes now
            } else {
                queue.append(change)
                drain(now: now, into: &out)
            }
        case .completed(let c):
            guard c.generation == generation else {
                return log("navigator: ignored completion of call \(c.callID) from connection \(c.generation) (N4)", into: &out)
            }
            guard let f = inFlight, f.callID == c.callID else {
                return log("navigator: ignored completion of call \(c.callID): not the change in flight", into: &out)
            }
            inFlight = nil
            if c.success || (c.error == nil && isDismiss(f.change)) {
                record.apply(f.change)
            } else {
                // N5: the refusal is handled; the record stays as the host shows it.
                log("navigator: \(f.change) refused: \(c.error ?? "no error"); record unchanged (N5)", into: &out)
            }
            drain(now: now, into: &out)
        case .timerFired(let id):
            guard id == .navigatorActivation, let held = heldActivation else { return }
            heldActivation = nil
            sendActivation(held, now: now, into: &out)
        }
    }

    /// A fresh navigator on connection `generation` (N4), keeping the settings, the call counter
    /// and the host's view for the rest of the event.
    private func restarted(generation: Int?) -> Navigator {
        var fresh = Navigator(rateLimitMs: rateLimitMs, presentedCheck: presentedCheck)
        fresh.keepsLog = keepsLog
        fresh.hostView = hostView
        fresh.generation = generation
        fresh.nextCallID = nextCallID
        return fresh
    }

    /// A line for the app log, built only when it is kept.
    private func log(_ text: @autoclosure () -> String, into out: inout [Effect]) {
        if keepsLog { out.append(.log(text())) }
    }

    private func isDismiss(_ change: NavChange) -> Bool {
        if case .dismiss = change { return true } else { return false }
    }

    /// Whether `id` is presented, by this navigator's check.
    private func isPresented(_ id: TemplateID) -> Bool {
        switch presentedCheck {
        case .record: return record.presented == id
        case .identity: return hostView.presentedTemplate?.isIdentical(to: id) ?? false
        }
    }

    /// N1: send queued changes until one animates.
    private mutating func drain(now: Instant, into out: inout [Effect]) {
        while inFlight == nil, !queue.isEmpty {
            send(queue.removeFirst(), now: now, into: &out)
        }
    }

    /// N1, N3: one change to the host (an animating one with a completion, and in flight).
    private mutating func send(_ change: NavChange, now: Instant, into out: inout [Effect]) {
        switch change {
        case .dismiss(let id) where !isPresented(id):
            log("navigator: \(id) is not presented; nothing to dismiss", into: &out)
        case .activate(let id, _) where record.presented != id:
            log("navigator: \(id) is not presented; \(change) dropped", into: &out)
        case .activate:
            sendActivation(change, now: now, into: &out)
        case .updateGrid, .updateList:
            out.append(.host(call(hostOperation(change), completion: false)))
        case .setRoot, .push, .pop, .present, .dismiss:
            let c = call(hostOperation(change), completion: true)   // N3
            inFlight = InFlight(callID: c.id, change: change)
            if case .present = change { lastActivation = nil; heldActivation = nil }
            out.append(.host(c))
        }
    }

    /// H12: send a state change now, or hold it until the rate limit allows.
    private mutating func sendActivation(_ change: NavChange, now: Instant, into out: inout [Effect]) {
        guard case .activate(let id, let identifier) = change, record.presented == id else { return }
        if let last = lastActivation, now - last < rateLimitMs {
            let wasHeld = heldActivation != nil
            heldActivation = change
            if !wasHeld { out.append(.startTimer(.navigatorActivation, after: rateLimitMs - (now - last))) }
            return
        }
        lastActivation = now
        out.append(.host(call(.activate(id, identifier: identifier), completion: false)))
    }

    private mutating func call(_ op: HostOperation, completion: Bool) -> HostCall {
        defer { nextCallID += 1 }
        return HostCall(id: nextCallID, operation: op, completion: completion)
    }
}

/// The host operation for a change.
func hostOperation(_ change: NavChange) -> HostOperation {
    switch change {
    case .setRoot(let t): return .setRoot(t)
    case .push(let t): return .push(t)
    case .pop: return .pop
    case .present(let t): return .present(t)
    case .dismiss: return .dismiss
    case .activate(let id, let s): return .activate(id, identifier: s)
    case .updateGrid(let id, let b): return .updateGridButtons(id, b)
    case .updateList(let id, let b): return .updateListItems(id, b)
    }
}

extension Navigator: Fingerprintable {
    /// Everything but the call counter, which only numbers calls, the rate limit (fixed for a
    /// run) and the instants (`fingerprintInstants`).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(generation)
        f.combine(queue)
        f.combine(inFlight)
        f.combine(record)
        f.combine(heldActivation)
        f.combine(presentedCheck)
    }

    /// The navigator's instants, relative to `now` (`fingerprint(into:)` leaves them out).
    @inline(__always)
    public func fingerprintInstants(into f: inout Fingerprinter, now: Instant) {
        f.combine(lastActivation, relativeTo: now)
    }
}

extension Navigator.PresentedCheck: Fingerprintable {
    /// The check's tag, one of two.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .record: f.combine(tag: 0, of: 2)
        case .identity: f.combine(tag: 1, of: 2)
        }
    }
}

extension Navigator.InFlight: Fingerprintable {
    /// The call number and the change.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(callID)
        f.combine(change)
    }
}
