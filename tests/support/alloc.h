// Counts the core's heap allocations in the native tests: the test programs are linked with
// -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc, so every call to them from the core (and the tests) goes
// through tests/support/alloc.c first.
#ifndef TEST_ALLOC_H
#define TEST_ALLOC_H

/// malloc, calloc and realloc calls so far.
long testAllocationCount(void);

#endif
