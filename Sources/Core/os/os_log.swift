import Foundation

/// Writes a printf-style message to `log` at `type`'s level (iOS 10's form):
/// `os_log("Connected to %{public}@", log: carPlayLog, type: .info, carName)`. Written as
/// `Logger`'s messages are (standard error when `OS_ACTIVITY_DT_MODE` is set); `dso` is unused.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    log.write(type) { PrintfFormat.render(message.description, args) }
}

/// Writes a printf-style message to `log` at `type`'s level (iOS 12's form, type first):
/// `os_log(.error, log: carPlayLog, "Push failed: %@", error.localizedDescription)`.
@available(iOS 12.0, *)
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {
    log.write(type) { PrintfFormat.render(message.description, args) }
}

/// Writes an interpolated message at the default level of the default log.
@available(iOS 14.0, *)
@_disfavoredOverload
public func os_log(_ message: OSLogMessage) {
    OSLog.default.write(.default) { message.text }
}

/// Writes an interpolated message to `logObject` at `logLevel`:
/// `os_log(.info, log: carPlayLog, "Playing \(title, privacy: .public)")`.
@available(iOS 14.0, *)
@_disfavoredOverload
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) {
    logObject.write(logLevel) { message.text }
}
