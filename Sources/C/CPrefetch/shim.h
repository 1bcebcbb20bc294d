#ifndef HEADUNIT_CPREFETCH_SHIM_H
#define HEADUNIT_CPREFETCH_SHIM_H

/* Asks the CPU to start bringing the cache line at `address` in, to be written, without waiting
   for it (`__builtin_prefetch` is a compiler builtin Swift cannot call). */
static inline void headunit_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
