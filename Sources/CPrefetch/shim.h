#ifndef HEADUNIT_CPREFETCH_SHIM_H
#define HEADUNIT_CPREFETCH_SHIM_H

#include <stddef.h>

/* Asks the CPU to start bringing `length` bytes from `address` into the cache, without waiting
   for them (`__builtin_prefetch` is a compiler builtin Swift cannot call). */
static inline void headunit_prefetch(const void *address, size_t length) {
    const char *p = (const char *)address;
    for (size_t offset = 0; offset < length; offset += 64) {
        __builtin_prefetch(p + offset, 0, 3);
    }
}

#endif
