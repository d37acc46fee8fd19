// A millisecond clock for the step's profile (satWorld_GetProfile): a monotonic clock natively; in the wasm module
// the host's (the JS loader passes performance.now as env.sat_now). Only the profile reads it: no result of the
// library depends on time.
#if !defined(__wasm__) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 199309L
#endif
#include <time.h>

#include "world_internal.h"

#if defined(__wasm__)
__attribute__((import_module("env"), import_name("sat_now"))) double satHostNow(void);
double satClockMs(void) { return satHostNow(); }
#elif defined(CLOCK_MONOTONIC)
double satClockMs(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}
#else
double satClockMs(void)
{
	struct timespec t;
	timespec_get(&t, TIME_UTC);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}
#endif
