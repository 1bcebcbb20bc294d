import Foundation

/// Writes messages to the unified log: `Logger(subsystem: "com.example.radio", category:
/// "CarPlay").info("Connected \(name, privacy: .public)")`. The unified log does not exist
/// here: with `OS_ACTIVITY_DT_MODE` set (as Xcode sets it), each message is a line on standard
/// error, `[com.example.radio:CarPlay] info: Connected Car`; without it, nothing is written
/// and interpolated values are not evaluated. Sendable, as Apple's.
public struct Logger: @unchecked Sendable {
    private let log: OSLog

    /// A logger for the default log (no subsystem or category).
    public init() {
        log = .default
    }

    /// A logger filing messages under `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger writing to `logObj`.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        log.write(level) { message.text }
    }

    /// Writes `message` at the debug level.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Writes `message` at the default level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes `message` at the error level.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the fault level.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
