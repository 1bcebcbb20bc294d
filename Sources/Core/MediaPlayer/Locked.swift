import Foundation

/// A value behind a lock: MediaPlayer's centers and commands are used from any thread, as on a
/// phone. Handlers are never called while the lock is held (a handler may add or remove targets).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, under the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
