// Counts the core's heap allocations in the native tests: the test programs are linked with
// -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc, so every call to them from the core (and the tests) goes
// through tests/support/alloc.c first, which counts them and can make one fail.
#ifndef TEST_ALLOC_H
#define TEST_ALLOC_H

#include <stdbool.h>

/// malloc, calloc and realloc calls so far.
long testAllocationCount(void);

/// Make the n-th allocation from now fail (return NULL, a realloc leaving its block as it was); 0 disarms.
void testFailAllocation(long n);

/// Whether the armed failure has happened since testFailAllocation.
bool testAllocationFailed(void);

#endif
