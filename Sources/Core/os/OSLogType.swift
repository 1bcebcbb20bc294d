/// A message's level in the unified log. `Logger`'s methods pick one: `debug` and `trace`
/// `.debug`, `info` `.info`, `log` and `notice` `.default`, `error` and `warning` `.error`,
/// `fault` and `critical` `.fault`.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level's number, as `os_log_type_t`.
    public let rawValue: UInt8

    /// The level of this number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The level of this number.
    public init(_ type: UInt8) { self.init(rawValue: type) }

    /// The default level: things that may cause a failure.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful, not essential.
    public static let info = OSLogType(rawValue: 0x01)
    /// For debugging only.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name as HeadUnit writes it: `default`, `info`, `debug`, `error`, `fault`.
    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        case .default: "default"
        default: "type \(rawValue)"
        }
    }
}
