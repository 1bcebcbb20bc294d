import Host

/// Why a `HeadUnit.tap(_:)` did nothing: each case says what the car does show.
public enum HeadUnitError: Error, Equatable, CustomStringConvertible {
    /// The car shows no button with this title.
    case notOnScreen(title: String, shown: [String])
    /// The car shows it, but a change is animating: a driver's touch reaches the screen once
    /// the transition has ended (B11; docs/FIDELITY.md F31).
    case inTransition(title: String)
    /// The car is not plugged in.
    case notPlugged(title: String)
    /// The app has crashed: nothing reaches it any more (B6).
    case appCrashed(CrashReport)

    /// The sentence a failing test prints: what was tapped, and why it did nothing.
    public var description: String {
        switch self {
        case .notOnScreen(let title, let shown):
            return "\"\(title)\" is not on the car's screen; it shows: \(CarScreen.listing(shown))"
        case .inTransition(let title):
            return "\"\(title)\" is on the car's screen, but a change is still animating: a touch reaches it once the transition ends (B11; advance the clock first)"
        case .notPlugged(let title):
            return "cannot tap \"\(title)\": the car is not plugged in (call plug(_:) first)"
        case .appCrashed(let report):
            return "cannot tap: the app crashed at \(report.at) [\(report.rule)] \(report.message)"
        }
    }
}
