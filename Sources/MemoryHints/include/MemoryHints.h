#ifndef MEMORY_HINTS_H
#define MEMORY_HINTS_H

// Swift has no prefetch instruction; PreferenceLayout's walks over wide trees use these to
// ask for the memory of a subtree a few siblings before they reach it, and its builds to ask
// for the memory their next objects will be made in.

/// Asks the processor to bring the `length` bytes from `address` into the caches for reading.
/// A hint only: nothing is read, and any address (even an invalid one) is safe.
static inline void memory_hints_prefetch(const void *address, long length) {
    const char *p = (const char *)address;
    for (long offset = 0; offset < length; offset += 64) {
        __builtin_prefetch(p + offset, 0, 3);
    }
}

/// Asks the processor to bring the `length` bytes from `address` into the caches for writing
/// (owned by this core, so that a first store to them does not wait). A hint only, as above.
static inline void memory_hints_prefetch_for_writing(const void *address, long length) {
    const char *p = (const char *)address;
    for (long offset = 0; offset < length; offset += 64) {
        __builtin_prefetch(p + offset, 1, 3);
    }
}

#endif
