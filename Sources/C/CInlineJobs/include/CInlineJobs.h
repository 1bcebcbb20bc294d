#ifndef HEADUNIT_CINLINEJOBS_H
#define HEADUNIT_CINLINEJOBS_H

#include <stdbool.h>

/* The explorer's replay engine (B8): a scene's actor and nonisolated async work run on the
   calling thread, in the order it was made, with no round trip through the cooperative pool.
   While a section is open, each job the Concurrency runtime is asked to put on the global
   executor (swift_task_enqueueGlobal_hook, include/swift/Runtime/ConcurrencyHooks.def) by a task
   the section's filter claims — one carrying the section's task-local mark — is kept in a FIFO
   instead, and headunit_inline_jobs_run_next runs the oldest there and then, as a pool thread
   would. Every other job, and every job while no section is open, goes where the runtime would
   send it. (Main-actor jobs do not pass this hook on this toolchain: the main executor's own
   enqueue takes them to the main queue.) */

/* Whether the running task is the section's: called from the hook, on the enqueuing thread. */
typedef bool (*HeadUnitInlineJobsFilter)(void);

/* Opens a section (installing the hook on first use) that keeps what `filter` claims. Sections nest. */
void headunit_inline_jobs_begin(HeadUnitInlineJobsFilter filter);

/* Runs the oldest job kept, on the calling thread; false when none is kept. */
bool headunit_inline_jobs_run_next(void);

/* Closes a section; the outermost hands any job still kept to the global executor. */
void headunit_inline_jobs_end(void);

#endif
