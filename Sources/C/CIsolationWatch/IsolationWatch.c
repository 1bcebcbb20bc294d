#include "CIsolationWatch.h"

#if defined(__linux__)
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

/* The Concurrency runtime's SerialExecutorRef: two words (include/swift/ExecutorImpl.h,
   SwiftExecutorRef), passed in Swift's calling convention as the runtime declares its hooks. */
typedef struct {
    void *identity;
    uintptr_t implementation;
} ExecutorRef;

typedef __attribute__((swiftcall)) int8_t (*IsIsolatingOriginal)(ExecutorRef executor);
typedef __attribute__((swiftcall)) int8_t (*IsIsolatingHook)(ExecutorRef executor, IsIsolatingOriginal original);

/* Exported by libswift_Concurrency.so (nm -D shows both). */
extern IsIsolatingHook swift_task_isIsolatingCurrentContext_hook;
extern __attribute__((swiftcall)) bool swift_task_isMainExecutor(ExecutorRef executor);

/* swift::IsIsolatingCurrentContextDecision::Isolated. */
static const int8_t isolated = 1;

static pthread_t watched;
static atomic_bool watching;
static atomic_bool tripped;
static IsIsolatingHook previous;

static __attribute__((swiftcall)) int8_t answer(ExecutorRef executor, IsIsolatingOriginal original) {
    if (atomic_load(&watching) && pthread_equal(pthread_self(), watched) && swift_task_isMainExecutor(executor)) {
        atomic_store(&tripped, true);
        return isolated;
    }
    return previous ? previous(executor, original) : original(executor);
}

void headunit_isolation_watch_begin(void) {
    watched = pthread_self();
    atomic_store(&tripped, false);
    previous = swift_task_isIsolatingCurrentContext_hook;
    atomic_store(&watching, true);
    swift_task_isIsolatingCurrentContext_hook = answer;
}

bool headunit_isolation_watch_tripped(void) {
    return atomic_load(&tripped);
}

bool headunit_isolation_watch_end(void) {
    swift_task_isIsolatingCurrentContext_hook = previous;
    atomic_store(&watching, false);
    return atomic_load(&tripped);
}

#endif
