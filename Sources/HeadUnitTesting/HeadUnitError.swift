import Host

/// Why a `HeadUnit.tap(_:)` did nothing: each case says what the car does show.
public enum HeadUnitError: Error, Equatable, CustomStringConvertible {
    /// The car shows no button with this title.
    case notOnScreen(title: String, shown: [String])
    /// The car is not plugged in.
    case notPlugged(title: String)
    /// The app has crashed: nothing reaches it any more (B6).
    case appCrashed(CrashReport)

    public var description: String {
        switch self {
        case .notOnScreen(let title, let shown):
            let list = shown.isEmpty ? "nothing to tap" : shown.map { "\"\($0)\"" }.joined(separator: ", ")
            return "\"\(title)\" is not on the car's screen; it shows: \(list)"
        case .notPlugged(let title):
            return "cannot tap \"\(title)\": the car is not plugged in (call plug(_:) first)"
        case .appCrashed(let report):
            return "cannot tap: the app crashed at \(report.at) [\(report.rule)] \(report.message)"
        }
    }
}
