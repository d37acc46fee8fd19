// Static-inline vector, rotation and projection helpers, and the one place SIMD lives.
#ifndef SAT_MATH_H
#define SAT_MATH_H

#include <math.h>

#include "sat.h"

static inline float satDot(satVec2 a, satVec2 b) { return a.x * b.x + a.y * b.y; }
static inline float satMinF(float a, float b) { return b < a ? b : a; }
static inline float satMaxF(float a, float b) { return b > a ? b : a; }

/// Deterministic sine and cosine: only IEEE-exact operations (+ - * / floor fmod) in double, so native and
/// wasm agree bit for bit where their libm sinf/cosf might not. Error below 1e-15 before rounding to float.
static inline void satSinCos(float angle, float* s, float* c)
{
	const double twoPi = 6.28318530717958647692;
	double a = fmod((double)angle, twoPi);
	double k = floor(a * 0.63661977236758134308 + 0.5); // nearest multiple of pi/2
	double r = (a - k * 1.57079632679489655800) - k * 6.12323399573676603587e-17;
	double r2 = r * r;
	double sn = r * (1.0 + r2 * (-1.0 / 6 + r2 * (1.0 / 120 + r2 * (-1.0 / 5040 + r2 * (1.0 / 362880 +
		r2 * (-1.0 / 39916800 + r2 * (1.0 / 6227020800.0 + r2 * (-1.0 / 1307674368000.0))))))));
	double cs = 1.0 + r2 * (-0.5 + r2 * (1.0 / 24 + r2 * (-1.0 / 720 + r2 * (1.0 / 40320 + r2 * (-1.0 / 3628800 +
		r2 * (1.0 / 479001600.0 + r2 * (-1.0 / 87178291200.0 + r2 * (1.0 / 20922789888000.0))))))));
	int q = (int)(k - 4.0 * floor(k * 0.25)); // k mod 4, k is small after fmod
	double so = q == 0 ? sn : q == 1 ? cs : q == 2 ? -sn : -cs;
	double co = q == 0 ? cs : q == 1 ? -sn : q == 2 ? -cs : sn;
	*s = (float)so;
	*c = (float)co;
}

/// [min, max] of ax * x[i] + ay * y[i] over padded (a multiple of 4) SoA points. The SIMD and scalar
/// versions do the same multiplies and adds in the same order; zeros are canonicalised to +0 so the
/// order of a min/max reduction cannot show through a -0.
static inline void satProjectPoints(const float* xs, const float* ys, int padded, float ax, float ay,
	float* outMin, float* outMax)
{
	float mn = ax * xs[0] + ay * ys[0];
	float mx = mn;
	for (int i = 1; i < padded; ++i) {
		float d = ax * xs[i] + ay * ys[i];
		mn = satMinF(mn, d);
		mx = satMaxF(mx, d);
	}
	*outMin = mn + 0.0f;
	*outMax = mx + 0.0f;
}

#endif
