#ifndef HEADUNIT_CISOLATIONWATCH_H
#define HEADUNIT_CISOLATIONWATCH_H

#include <stdbool.h>

/* H9 under SPEC's reading: CarPlay's own queue. Swift 6 compiles into a main-actor closure that a
   scene hands to a framework an entry check, swift_task_isCurrentExecutor(main executor); off the
   main thread the Concurrency runtime asks swift_task_isIsolatingCurrentContext, whose hook
   (swift_task_isIsolatingCurrentContext_hook, include/swift/Runtime/ConcurrencyHooks.def) this
   installs. On the watched thread the question about the main executor is remembered and answered
   "isolated", so the check does not trap the test process; on any other thread, and for any other
   executor, the runtime answers as it would. */

/* Starts watching the calling thread and installs the hook. */
void headunit_isolation_watch_begin(void);

/* Whether, since headunit_isolation_watch_begin, code on the watched thread asked whether it was
   on the main actor. */
bool headunit_isolation_watch_tripped(void);

/* Stops watching and restores the hook found at the start; returns what
   headunit_isolation_watch_tripped would. */
bool headunit_isolation_watch_end(void);

#endif
