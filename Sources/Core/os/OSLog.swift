import Foundation

/// A log: a subsystem and a category that each message is filed under, as `os_log` takes it
/// (`os_log("…", log: carPlayLog)`) and `Logger(_:)` wraps it. Where the messages go:
/// `LogOutput`'s note (standard error when `OS_ACTIVITY_DT_MODE` is set, otherwise nowhere).
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem, e.g. `com.example.radio`; empty for the default log.
    let subsystem: String
    /// The category, e.g. `CarPlay`; empty for the default log.
    let category: String
    /// Whether messages are written at all (`OSLog.disabled` writes none).
    private let enabled: Bool

    private init(subsystem: String, category: String, enabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = enabled
    }

    /// The log of `subsystem` and `category`.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, enabled: true)
    }

    /// The log with no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "", enabled: true)
    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "", enabled: false)

    /// Whether a message of `type` is written: always, except to `OSLog.disabled`.
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Writes `message` at `type`'s level, when the log is enabled and the output is on.
    func write(_ type: OSLogType, _ message: () -> String) {
        guard enabled else { return }
        LogOutput.write(subsystem: subsystem, category: category, type: type, message)
    }
}
