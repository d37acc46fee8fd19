// The wrappers behind -Wl,--wrap: count, then call the C library's allocator (or the sanitizer's).
#include <stddef.h>

#include "alloc.h"

void* __real_malloc(size_t size);
void* __real_calloc(size_t count, size_t size);
void* __real_realloc(void* p, size_t size);
void* __wrap_malloc(size_t size);
void* __wrap_calloc(size_t count, size_t size);
void* __wrap_realloc(void* p, size_t size);

static long allocations;

long testAllocationCount(void) { return allocations; }

void* __wrap_malloc(size_t size)
{
	++allocations;
	return __real_malloc(size);
}

void* __wrap_calloc(size_t count, size_t size)
{
	++allocations;
	return __real_calloc(count, size);
}

void* __wrap_realloc(void* p, size_t size)
{
	++allocations;
	return __real_realloc(p, size);
}
