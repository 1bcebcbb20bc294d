/// Why drawing, encoding or decoding a picture failed.
public enum ScreenError: Error, Equatable, CustomStringConvertible {
    /// An SDL call failed; the call and SDL's own message.
    case sdl(call: String, message: String)
    /// No usable font was found; the paths that were tried.
    case fontNotFound(tried: [String])
    /// libpng could not encode or decode; its message.
    case png(String)
    /// A file could not be read or written.
    case file(path: String, reason: String)

    /// One line a person can act on.
    public var description: String {
        switch self {
        case .sdl(let call, let message):
            return "\(call) failed: \(message)"
        case .fontNotFound(let tried):
            return "no font found (tried \(tried.joined(separator: ", "))). To fix, set HEADUNIT_ASSETS to the folder that holds fonts/DejaVuSans.ttf, or install fonts-dejavu-core."
        case .png(let message):
            return "PNG: \(message)"
        case .file(let path, let reason):
            return "\(path): \(reason)"
        }
    }
}
