import Foundation

/// Standard output or standard error as a `TextOutputStream` (no `stdout` global, which trips
/// Swift 6's concurrency checking).
public struct StandardStream: TextOutputStream {
    private let handle: FileHandle

    /// Standard output.
    public static var output: StandardStream { StandardStream(handle: .standardOutput) }
    /// Standard error.
    public static var error: StandardStream { StandardStream(handle: .standardError) }

    /// Writes `string` as UTF-8, unbuffered.
    public mutating func write(_ string: String) {
        handle.write(Data(string.utf8))
    }
}
