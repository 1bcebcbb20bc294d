import Foundation

/// Where HeadUnit's log messages go. The unified log does not exist here. Xcode sets
/// `OS_ACTIVITY_DT_MODE` to mirror `os_log` and `Logger` messages to its console; HeadUnit does
/// the same: with that variable set (to anything but `0`, `NO` or `false`), each message is one
/// line on standard error, `[subsystem:category] level: message`, a `.private` or `.sensitive`
/// value written `<private>` as the unified log shows it to an observer; without it, nothing is
/// written and interpolated values are never evaluated. Thread-safe: lines never interleave.
package enum LogOutput {
    /// Lines a caller collects in place of standard error, for the task that binds it (tests).
    @TaskLocal package static var capture: Capture?

    /// A collector of written lines.
    package final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [String] = []

        /// An empty collector.
        package init() {}

        /// The lines written so far, in order.
        package var lines: [String] {
            lock.lock()
            defer { lock.unlock() }
            return collected
        }

        func append(_ line: String) {
            lock.lock()
            defer { lock.unlock() }
            collected.append(line)
        }
    }

    private static let lock = NSLock()

    /// Whether messages go to standard error: `OS_ACTIVITY_DT_MODE` is set to something other
    /// than `0`, `NO` or `false` (any case).
    static var mirrorsToStandardError: Bool {
        guard let value = ProcessInfo.processInfo.environment["OS_ACTIVITY_DT_MODE"], !value.isEmpty else { return false }
        return !["0", "no", "false"].contains(value.lowercased())
    }

    /// The line of one message.
    package static func line(subsystem: String, category: String, type: OSLogType, message: String) -> String {
        let place = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        return "\(place)\(type.name): \(message)"
    }

    /// Writes a message, evaluating it only when it goes somewhere.
    static func write(subsystem: String, category: String, type: OSLogType, _ message: () -> String) {
        if let capture {
            capture.append(line(subsystem: subsystem, category: category, type: type, message: message()))
            return
        }
        guard mirrorsToStandardError else { return }
        let text = line(subsystem: subsystem, category: category, type: type, message: message()) + "\n"
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
