// The module is its header (MemoryHints.h); a C target needs one source file.
#include "MemoryHints.h"
