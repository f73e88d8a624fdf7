// The bounds of the calling thread's stack, which Swift's Glibc module does not show
// (pthread_getattr_np is a GNU extension). LayoutModel's StackBudget is its only user.
#ifndef CSTACKBOUNDS_H
#define CSTACKBOUNDS_H

#include <stddef.h>
#include <stdint.h>

/// Sets `*lowest` to the lowest usable address of the calling thread's stack and `*size` to
/// its size in bytes; returns 0 on success, -1 where the platform does not say.
int cstackbounds_current(uintptr_t *lowest, size_t *size);

#endif
