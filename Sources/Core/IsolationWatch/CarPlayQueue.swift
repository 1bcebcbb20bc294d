#if os(Linux)
import CIsolationWatch
import Dispatch

/// CarPlay's own queue, as SPEC H9 reads it (the production team's experience; docs/FIDELITY.md
/// "Handler queues"): a thread other than the main thread, on which a handler runs while its
/// caller waits. Swift 6 compiles a main-actor check into the entry of a handler isolated to the
/// main actor (SE-0423); on this queue that check is seen instead of trapping the test process:
/// the Concurrency runtime's question is answered "isolated", so the handler goes on, and `run`
/// says that it tripped. Linux only: the runtime hook it uses is checked on this toolchain.
///
/// ```swift
/// let trapped = CarPlayQueue.run { button.handler?(button) }
/// ```
package enum CarPlayQueue {
    /// The queue: serial, so one handler at a time, on whichever thread Dispatch gives it.
    private static let queue = DispatchQueue(label: "HeadUnit: CarPlay's own queue (SPEC H9)")

    /// A handler handed to the queue; its caller waits until it has run and been let go.
    private final class Job: @unchecked Sendable {
        var body: (() -> Void)?
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `handler` on the queue, the calling thread waiting for it (the order of events stays
    /// the caller's: nothing else runs meanwhile). True when code on the queue asked whether it
    /// was on the main actor: Swift's check, which on the phone traps there.
    package static func run(_ handler: () -> Void) -> Bool {
        withoutActuallyEscaping(handler) { handler in
            let job = Job(handler)
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var trapped = false
            queue.async {
                headunit_isolation_watch_begin()
                job.body?()
                trapped = headunit_isolation_watch_end()
                job.body = nil
                done.signal()
            }
            done.wait()
            return trapped
        }
    }

    /// True while `run`'s handler is running and Swift's main-actor check has tripped in it: its
    /// later calls are a dead app's, read on the queue itself.
    package static var tripped: Bool { headunit_isolation_watch_tripped() }
}
#endif
