/// Why the desktop window could not open or draw.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There is no display to open a window on (no `DISPLAY`, no Wayland, no X server); why, in
    /// a few words (SDL's own prefixed with `SDL: `).
    case noDisplay(reason: String)
    /// Another SDL call failed: the call and SDL's message.
    case sdl(call: String, message: String)

    /// One sentence a person can act on.
    public var description: String {
        switch self {
        case .noDisplay(let reason):
            let because = reason.isEmpty ? "" : " (\(reason))"
            return "no display available\(because); run it under xvfb-run, or use `headunit drill --shots DIR` for pictures without a display."
        case .sdl(let call, let message):
            return "\(call) failed: \(message)"
        }
    }
}
