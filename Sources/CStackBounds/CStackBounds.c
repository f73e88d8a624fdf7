// The calling thread's stack bounds from the system: glibc's pthread_getattr_np (it reads
// /proc/self/maps for the main thread, about 30 µs, so the main thread's bounds, which never
// change, are read once) and Darwin's pthread_get_stackaddr_np.
#define _GNU_SOURCE
#include "CStackBounds.h"

#include <pthread.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

#if defined(__linux__)
static int query(uintptr_t *lowest, size_t *size) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return -1;
    void *address = NULL;
    size_t bytes = 0;
    int result = pthread_attr_getstack(&attributes, &address, &bytes);
    pthread_attr_destroy(&attributes);
    if (result != 0 || address == NULL) return -1;
    *lowest = (uintptr_t)address;
    *size = bytes;
    return 0;
}

// Only the main thread reads or writes these, so they need no lock.
static int mainKnown = 0;
static uintptr_t mainLowest = 0;
static size_t mainSize = 0;
#endif

int cstackbounds_current(uintptr_t *lowest, size_t *size) {
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(self);
    size_t bytes = pthread_get_stacksize_np(self);
    *lowest = top - bytes;
    *size = bytes;
    return 0;
#elif defined(__linux__)
    if ((pid_t)syscall(SYS_gettid) != getpid()) return query(lowest, size);
    if (!mainKnown) {
        if (query(&mainLowest, &mainSize) != 0) return -1;
        mainKnown = 1;
    }
    *lowest = mainLowest;
    *size = mainSize;
    return 0;
#else
    (void)lowest;
    (void)size;
    return -1;
#endif
}
