import Host

/// What a navigator believes the car shows: the stack and the presented template (N2).
public struct NavigatorRecord: Hashable, Sendable {
    /// The stack, root first.
    public var stack: [TemplateID] = []
    /// The presented template, if any.
    public var presented: TemplateID?

    /// Nothing shown.
    public init() {}

    /// The record after `change` happened on the car.
    public mutating func apply(_ change: NavChange) {
        switch change {
        case .setRoot(let t): stack = [t.id]
        case .push(let t): stack.append(t.id)
        case .pop: if stack.count > 1 { stack.removeLast() }
        case .present(let t): presented = t.id
        case .dismiss: presented = nil
        case .activate, .updateGrid, .updateList: break
        }
    }
}

extension NavigatorRecord: Fingerprintable {
    /// Every stored property (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(stack)
        f.combine(presented)
    }
}

/// What a navigator may read of the host synchronously, as the real interface controller's
/// getters allow (H5: `presentedTemplate` is a stand-in).
public struct HostView: Hashable, Sendable {
    /// H5: what `presentedTemplate` returns: a stand-in, never the instance presented (nil: nothing
    /// presented).
    public var presentedTemplate: TemplateStandIn?
    /// A view of a host whose `presentedTemplate` returns `presentedTemplate`.
    public init(presentedTemplate: TemplateStandIn?) { self.presentedTemplate = presentedTemplate }
}

/// What happens to a navigator.
public enum NavigatorEvent: Hashable, Sendable {
    /// H10: the car connected; every call from now on belongs to this generation (N4).
    case connected(generation: Int)
    /// H10: the car went away.
    case disconnected
    /// The app wants a change on the car.
    case requested(NavChange)
    /// The host answered a call made with a completion (H4).
    case completed(HostCompletion)
    /// One of the navigator's timers fired.
    case timerFired(TimerID)
}
