#include "CInlineJobs.h"

#if defined(__linux__)
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

/* The Concurrency runtime's SerialExecutorRef: two words (include/swift/ExecutorImpl.h). */
typedef struct {
    void *identity;
    uintptr_t implementation;
} ExecutorRef;

typedef __attribute__((swiftcall)) void (*EnqueueOriginal)(void *job);
typedef __attribute__((swiftcall)) void (*EnqueueHook)(void *job, EnqueueOriginal original);

/* Exported by libswift_Concurrency.so (nm -D shows both). */
extern EnqueueHook swift_task_enqueueGlobal_hook;
extern __attribute__((swiftcall)) void swift_job_run(void *job, ExecutorRef executor);

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t installed = PTHREAD_ONCE_INIT;
static EnqueueHook previous;
static EnqueueOriginal original;
static HeadUnitInlineJobsFilter claims;
static int depth;
static void **kept;
static size_t head, count, capacity;

static void forward(void *job) {
    if (previous) previous(job, original); else original(job);
}

/* Keeps `job` when a section is open and its filter claims the running task. */
static bool keep(void *job, EnqueueOriginal enqueue) {
    pthread_mutex_lock(&lock);
    original = enqueue;
    HeadUnitInlineJobsFilter filter = depth > 0 ? claims : NULL;
    pthread_mutex_unlock(&lock);
    if (!filter || !filter()) return false;
    pthread_mutex_lock(&lock);
    if (count == capacity) {
        size_t grown = capacity ? capacity * 2 : 64;
        void **bigger = malloc(grown * sizeof(void *));
        for (size_t i = 0; i < count; i++) bigger[i] = kept[(head + i) % capacity];
        free(kept);
        kept = bigger;
        head = 0;
        capacity = grown;
    }
    kept[(head + count) % capacity] = job;
    count++;
    pthread_mutex_unlock(&lock);
    return true;
}

static __attribute__((swiftcall)) void enqueueGlobal(void *job, EnqueueOriginal enqueue) {
    if (keep(job, enqueue)) return;
    if (previous) previous(job, enqueue); else enqueue(job);
}

static void install(void) {
    previous = swift_task_enqueueGlobal_hook;
    swift_task_enqueueGlobal_hook = enqueueGlobal;
}

void headunit_inline_jobs_begin(HeadUnitInlineJobsFilter filter) {
    pthread_once(&installed, install);
    pthread_mutex_lock(&lock);
    claims = filter;
    depth++;
    pthread_mutex_unlock(&lock);
}

static void *take(void) {
    pthread_mutex_lock(&lock);
    void *job = NULL;
    if (count > 0) {
        job = kept[head];
        head = (head + 1) % capacity;
        count--;
    }
    pthread_mutex_unlock(&lock);
    return job;
}

bool headunit_inline_jobs_run_next(void) {
    void *job = take();
    if (!job) return false;
    ExecutorRef generic = {0, 0};
    swift_job_run(job, generic);
    return true;
}

void headunit_inline_jobs_end(void) {
    pthread_mutex_lock(&lock);
    depth--;
    bool last = depth == 0;
    pthread_mutex_unlock(&lock);
    if (!last) return;
    void *job;
    while ((job = take())) forward(job);
}

#else

void headunit_inline_jobs_begin(HeadUnitInlineJobsFilter filter) { (void)filter; }
bool headunit_inline_jobs_run_next(void) { return false; }
void headunit_inline_jobs_end(void) {}

#endif
