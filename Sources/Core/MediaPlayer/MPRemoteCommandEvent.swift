import Foundation

/// One firing of a command, as a handler receives it. Only the system makes events (HeadUnit's
/// car, when the person touches a control); subclasses carry what the command asks for.
@available(iOS 7.1, *)
open class MPRemoteCommandEvent: NSObject {
    /// The command that fired.
    public let command: MPRemoteCommand
    /// When it fired, in seconds: HeadUnit's virtual time, never the machine's clock.
    public let timestamp: TimeInterval

    package init(command: MPRemoteCommand, timestamp: TimeInterval) {
        self.command = command
        self.timestamp = timestamp
        super.init()
    }
}
