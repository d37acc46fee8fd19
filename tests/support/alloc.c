// The wrappers behind -Wl,--wrap: count, fail the armed allocation, else call the C library's allocator (or
// the sanitizer's).
#include <stddef.h>

#include "alloc.h"

void* __real_malloc(size_t size);
void* __real_calloc(size_t count, size_t size);
void* __real_realloc(void* p, size_t size);
void* __wrap_malloc(size_t size);
void* __wrap_calloc(size_t count, size_t size);
void* __wrap_realloc(void* p, size_t size);

static long allocations, failAt;
static bool failed;

long testAllocationCount(void) { return allocations; }

void testFailAllocation(long n)
{
	failAt = n > 0 ? allocations + n : 0;
	failed = false;
}

bool testAllocationFailed(void) { return failed; }

// Counts one allocation; true when it is the one to fail.
static bool fails(void)
{
	if (++allocations != failAt) return false;
	failed = true;
	return true;
}

void* __wrap_malloc(size_t size) { return fails() ? NULL : __real_malloc(size); }

void* __wrap_calloc(size_t count, size_t size) { return fails() ? NULL : __real_calloc(count, size); }

void* __wrap_realloc(void* p, size_t size) { return fails() ? NULL : __real_realloc(p, size); }
