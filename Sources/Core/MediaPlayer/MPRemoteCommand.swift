import Foundation

/// One command a remote control (the car, the lock screen, headphones) can send: the app adds
/// targets, and the system calls them when the person presses the control. A command is offered
/// (the car shows its button) while it is enabled and has at least one target.
///
/// ```swift
/// let token = MPRemoteCommandCenter.shared().nextTrackCommand.addTarget { _ in
///     player.next()
///     return .success
/// }
/// // … and when the scene goes: MPRemoteCommandCenter.shared().nextTrackCommand.removeTarget(token)
/// ```
///
/// Targets live as long as the process (the command center is a process singleton): remove them
/// when your scene disconnects, or a later car in the same test process calls them too.
@available(iOS 7.1, *)
open class MPRemoteCommand: NSObject {
    /// A target: a handler block, or an object and method (never called on Linux).
    private enum Target {
        case handler(token: HandlerToken, body: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)
        case action(target: AnyObject, action: Selector)

        var object: AnyObject {
            switch self {
            case .handler(let token, _): return token
            case .action(let target, _): return target
            }
        }
    }

    /// The opaque object `addTarget(handler:)` hands back, to remove the handler with.
    private final class HandlerToken: NSObject {}

    private struct State {
        var isEnabled = true
        var targets: [Target] = []
    }

    private let state = Locked(State())

    /// The command's name in the command center (`nextTrackCommand`), for the host log.
    package let name: String

    package init(name: String) {
        self.name = name
        super.init()
    }

    /// False to offer the command nowhere (the car hides its button). True by default.
    public var isEnabled: Bool {
        get { state.withLock { $0.isEnabled } }
        set { state.withLock { $0.isEnabled = newValue } }
    }

    /// Adds `target`'s method `action` (taking the event, returning a status). A pair added twice
    /// is kept once. Linux has no Objective-C runtime: HeadUnit keeps the pair (the command counts
    /// as handled and the car offers it) but never calls it, and the host log says so when the
    /// command fires. Use `addTarget(handler:)` in code that must run on Linux.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        state.withLock { state in
            let known = state.targets.contains {
                if case .action(let t, let a) = $0 { return t === object && a == action }
                return false
            }
            if !known { state.targets.append(.action(target: object, action: action)) }
        }
    }

    /// Removes `target`'s pair with `action`, or every pair of `target` when `action` is nil.
    public func removeTarget(_ target: Any, action: Selector?) {
        let object = target as AnyObject
        state.withLock { state in
            state.targets.removeAll {
                guard case .action(let t, let a) = $0 else { return false }
                return t === object && (action == nil || a == action)
            }
        }
    }

    /// Removes `target` (an object given to `addTarget(_:action:)` or the object
    /// `addTarget(handler:)` returned) with all its actions; nil removes every target.
    public func removeTarget(_ target: Any?) {
        guard let target else { return state.withLock { $0.targets.removeAll() } }
        let object = target as AnyObject
        state.withLock { $0.targets.removeAll { $0.object === object } }
    }

    /// Adds `handler`, called with each event of this command; returns the object to remove it
    /// with (`removeTarget(_:)`).
    public func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = HandlerToken()
        state.withLock { $0.targets.append(.handler(token: token, body: handler)) }
        return token
    }

    // MARK: - The system's side (HeadUnit's car)

    /// What one firing of a command did: each handler's answer, in the order they were added,
    /// and the target-action pairs that were not called (no Objective-C runtime on Linux).
    package struct Delivery: Sendable {
        /// The handlers' answers.
        package var statuses: [MPRemoteCommandHandlerStatus] = []
        /// `Target.method:` of each pair not called.
        package var uncalledActions: [String] = []
    }

    /// True while the system offers the command: enabled, with at least one target.
    package var isOffered: Bool { state.withLock { $0.isEnabled && !$0.targets.isEmpty } }

    /// The system fires the command: every handler is called with `event`, in the order added
    /// (outside the lock: a handler may add or remove targets).
    package func perform(_ event: MPRemoteCommandEvent) -> Delivery {
        let targets = state.withLock { $0.targets }
        var delivery = Delivery()
        for target in targets {
            switch target {
            case .handler(_, let body):
                delivery.statuses.append(body(event))
            case .action(let object, let action):
                delivery.uncalledActions.append("\(type(of: object)).\(action)")
            }
        }
        return delivery
    }
}
