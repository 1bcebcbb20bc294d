import Host

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
