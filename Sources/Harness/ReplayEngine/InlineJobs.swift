#if os(Linux)
import CInlineJobs

/// The explorer's replay engine (B8): a scene's work run on this thread, as it is made, with no
/// round trip through the cooperative pool unless the scene's own tasks need one.
///
/// Inside `run`, every task the scene starts (`Task { … }` inherits the section's task-local
/// mark) is known while it lives, and the actor and nonisolated async work those tasks hand to
/// the global executor is kept in one queue, which `runKept` runs here and now, oldest first.
/// `HeadUnit.advance` settles this way inside `run`: while every task the scene started that
/// still lives awaits the car's answer to an async form, nothing can be waiting on the main
/// actor, so a round needs no yield at all; otherwise a round yields as outside. Outside `run`, and for every other task, the Concurrency runtime
/// schedules as it always does. Linux only: the runtime hook (`CInlineJobs`) is checked on this
/// toolchain.
///
/// ```swift
/// let car = await InlineJobs.run { await replay(trace) }
/// ```
package enum InlineJobs {
    /// The mark of a section: held by the task that opened it and by each task started there
    /// (task-local values are copied into a new task), so how many hold it says whether any of
    /// those tasks lives.
    package final class Section: @unchecked Sendable {
        /// How many hold the mark when only the opening task does.
        package var alone: UInt = 0
    }

    /// The open section's mark, in its tasks.
    @TaskLocal package static var section: Section?

    /// The hook's question, asked on whichever thread enqueues: is the running task the section's?
    private static let claims: @convention(c) () -> Bool = { InlineJobs.section != nil }

    /// True in the tasks of an open section.
    package static var inSection: Bool { section != nil }

    /// Runs `body` with the global-executor jobs of its tasks kept; any still kept at the end
    /// go to the global executor.
    @MainActor
    package static func run<Result>(_ body: () async -> Result) async -> Result {
        await $section.withValue(Section()) {
            let alone = holders()   // counted before the mark is read to store it
            section?.alone = alone
            headunit_inline_jobs_begin(claims)
            defer { headunit_inline_jobs_end() }
            return await body()
        }
    }

    /// How many of the tasks the section's code started still live.
    package static var liveTasks: Int {
        guard let alone = section?.alone else { return 0 }
        return Int(holders()) - Int(alone)
    }

    /// How many hold the section's mark, counted the same way wherever it is asked.
    @inline(never)
    private static func holders() -> UInt {
        section.map { _getRetainCount($0) } ?? 0
    }

    /// Runs every job kept, oldest first, and those they make; how many ran.
    @MainActor
    package static func runKept() -> Int {
        var ran = 0
        while headunit_inline_jobs_run_next() { ran += 1 }
        return ran
    }
}
#endif
