#ifndef MEMORY_HINTS_H
#define MEMORY_HINTS_H

// Swift has no prefetch instruction; PreferenceLayout's walks over wide trees use this one to
// ask for the memory of a subtree a few siblings before they reach it.

/// Asks the processor to bring the `length` bytes from `address` into the caches for reading.
/// A hint only: nothing is read, and any address (even an invalid one) is safe.
static inline void memory_hints_prefetch(const void *address, long length) {
    const char *p = (const char *)address;
    for (long offset = 0; offset < length; offset += 64) {
        __builtin_prefetch(p + offset, 0, 3);
    }
}

#endif
