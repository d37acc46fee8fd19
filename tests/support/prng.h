// A tiny seeded PRNG (splitmix64) so random test cases are reproducible from a printed seed.
#ifndef PRNG_H
#define PRNG_H

#include <stdint.h>

typedef struct Prng {
	uint64_t state;
} Prng;

static inline Prng prngSeed(uint64_t seed) { return (Prng){ seed }; }

static inline uint64_t prngNext(Prng* r)
{
	uint64_t z = (r->state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/// Uniform in [0, 1).
static inline double prngUniform(Prng* r) { return (double)(prngNext(r) >> 11) * (1.0 / 9007199254740992.0); }

/// Uniform in [lo, hi).
static inline double prngRange(Prng* r, double lo, double hi) { return lo + (hi - lo) * prngUniform(r); }

/// Uniform integer in [lo, hi].
static inline int prngInt(Prng* r, int lo, int hi) { return lo + (int)(prngNext(r) % (uint64_t)(hi - lo + 1)); }

#endif
