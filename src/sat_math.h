// Static-inline vector, rotation and projection helpers, and the one place SIMD lives.
#ifndef SAT_MATH_H
#define SAT_MATH_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

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
	// Taylor series in Horner form, innermost term first: sin r = r (1 - r^2/3! + ...), cos r = 1 - r^2/2! + ...
	static const double sinTerms[] = { -1.0 / 1307674368000.0, 1.0 / 6227020800.0, -1.0 / 39916800, 1.0 / 362880,
		-1.0 / 5040, 1.0 / 120, -1.0 / 6, 1.0 };
	static const double cosTerms[] = { 1.0 / 20922789888000.0, -1.0 / 87178291200.0, 1.0 / 479001600.0, -1.0 / 3628800,
		1.0 / 40320, -1.0 / 720, 1.0 / 24, -0.5, 1.0 };
	double sn = sinTerms[0], cs = cosTerms[0];
	for (int i = 1; i < 8; ++i) sn = sinTerms[i] + r2 * sn;
	for (int i = 1; i < 9; ++i) cs = cosTerms[i] + r2 * cs;
	sn *= r;
	int q = (int)(k - 4.0 * floor(k * 0.25)); // k mod 4, k is small after fmod
	double so = q == 0 ? sn : q == 1 ? cs : q == 2 ? -sn : -cs;
	double co = q == 0 ? cs : q == 1 ? -sn : q == 2 ? -cs : sn;
	*s = (float)so;
	*c = (float)co;
}

/// The SIMD abstraction: wasm SIMD128, SSE2, or scalar. Define SAT_NO_SIMD to force the scalar back end
/// (the tests compare all back ends bit for bit).
#if !defined(SAT_NO_SIMD) && defined(__wasm_simd128__)
#include <wasm_simd128.h>

/// satV4: four float lanes. Every operation is lane-wise IEEE single precision, and min/max are defined
/// as b < a ? b : a and b > a ? b : a on all three back ends, so they agree bit for bit.
typedef v128_t satV4;
static inline satV4 satV4Load(const float* p) { return wasm_v128_load(p); }
static inline void satV4Store(float* p, satV4 v) { wasm_v128_store(p, v); }
static inline satV4 satV4Splat(float v) { return wasm_f32x4_splat(v); }
static inline satV4 satV4LoadSplat(const float* p) { return wasm_v128_load32_splat(p); }
/// Lane k of a in every lane (k a constant).
#define satV4Broadcast(a, k) wasm_i32x4_shuffle((a), (a), (k), (k), (k), (k))
/// Lanes (1, 0, 3, 2) and (2, 3, 0, 1) of a: the partners of a horizontal reduction.
static inline satV4 satV4SwapPairs(satV4 a) { return wasm_i32x4_shuffle(a, a, 1, 0, 3, 2); }
static inline satV4 satV4SwapHalves(satV4 a) { return wasm_i32x4_shuffle(a, a, 2, 3, 0, 1); }
static inline satV4 satV4Add(satV4 a, satV4 b) { return wasm_f32x4_add(a, b); }
static inline satV4 satV4Sub(satV4 a, satV4 b) { return wasm_f32x4_sub(a, b); }
static inline satV4 satV4Mul(satV4 a, satV4 b) { return wasm_f32x4_mul(a, b); }
static inline satV4 satV4Min(satV4 a, satV4 b) { return wasm_f32x4_pmin(a, b); }
static inline satV4 satV4Max(satV4 a, satV4 b) { return wasm_f32x4_pmax(a, b); }
static inline satV4 satV4Neg(satV4 a) { return wasm_f32x4_neg(a); }
/// Lane masks: all bits set where the comparison holds.
static inline satV4 satV4Less(satV4 a, satV4 b) { return wasm_f32x4_lt(a, b); }
/// Where mask is set, a; elsewhere b.
static inline satV4 satV4Select(satV4 mask, satV4 a, satV4 b) { return wasm_v128_bitselect(a, b, mask); }
static inline satV4 satV4Not(satV4 mask) { return wasm_v128_not(mask); }
static inline satV4 satV4Or(satV4 a, satV4 b) { return wasm_v128_or(a, b); }
static inline satV4 satV4And(satV4 a, satV4 b) { return wasm_v128_and(a, b); }
/// Bit k set where lane k of the mask is set.
static inline int satV4Bits(satV4 mask) { return (int)wasm_i32x4_bitmask(mask); }
/// True if any lane of a or b is negative (a < 0 or b < 0).
static inline bool satV4AnyNegative(satV4 a, satV4 b)
{
	v128_t zero = wasm_f32x4_splat(0.0f);
	return wasm_v128_any_true(wasm_v128_or(wasm_f32x4_lt(a, zero), wasm_f32x4_lt(b, zero)));
}
/// Rows a, b, c, d of a 4 x 4 matrix become its columns (lane k of the new a is lane 0 of the old row k, ...).
static inline void satV4Transpose(satV4* a, satV4* b, satV4* c, satV4* d)
{
	satV4 t0 = wasm_i32x4_shuffle(*a, *b, 0, 4, 1, 5), t1 = wasm_i32x4_shuffle(*c, *d, 0, 4, 1, 5);
	satV4 t2 = wasm_i32x4_shuffle(*a, *b, 2, 6, 3, 7), t3 = wasm_i32x4_shuffle(*c, *d, 2, 6, 3, 7);
	*a = wasm_i32x4_shuffle(t0, t1, 0, 1, 4, 5);
	*b = wasm_i32x4_shuffle(t0, t1, 2, 3, 6, 7);
	*c = wasm_i32x4_shuffle(t2, t3, 0, 1, 4, 5);
	*d = wasm_i32x4_shuffle(t2, t3, 2, 3, 6, 7);
}
#elif !defined(SAT_NO_SIMD) && (defined(__SSE2__) || defined(_M_X64))
#include <emmintrin.h>

/// satV4: four float lanes. Every operation is lane-wise IEEE single precision, and min/max are defined
/// as b < a ? b : a and b > a ? b : a on all three back ends, so they agree bit for bit.
typedef __m128 satV4;
static inline satV4 satV4Load(const float* p) { return _mm_loadu_ps(p); }
static inline void satV4Store(float* p, satV4 v) { _mm_storeu_ps(p, v); }
static inline satV4 satV4Splat(float v) { return _mm_set1_ps(v); }
static inline satV4 satV4LoadSplat(const float* p) { return _mm_load1_ps(p); }
/// Lane k of a in every lane (k a constant).
#define satV4Broadcast(a, k) _mm_shuffle_ps((a), (a), _MM_SHUFFLE((k), (k), (k), (k)))
/// Lanes (1, 0, 3, 2) and (2, 3, 0, 1) of a: the partners of a horizontal reduction.
static inline satV4 satV4SwapPairs(satV4 a) { return _mm_shuffle_ps(a, a, _MM_SHUFFLE(2, 3, 0, 1)); }
static inline satV4 satV4SwapHalves(satV4 a) { return _mm_shuffle_ps(a, a, _MM_SHUFFLE(1, 0, 3, 2)); }
static inline satV4 satV4Add(satV4 a, satV4 b) { return _mm_add_ps(a, b); }
static inline satV4 satV4Sub(satV4 a, satV4 b) { return _mm_sub_ps(a, b); }
static inline satV4 satV4Mul(satV4 a, satV4 b) { return _mm_mul_ps(a, b); }
static inline satV4 satV4Min(satV4 a, satV4 b) { return _mm_min_ps(b, a); } // minps(x, y) = x < y ? x : y
static inline satV4 satV4Max(satV4 a, satV4 b) { return _mm_max_ps(b, a); }
static inline satV4 satV4Neg(satV4 a) { return _mm_xor_ps(a, _mm_set1_ps(-0.0f)); }
/// Lane masks: all bits set where the comparison holds.
static inline satV4 satV4Less(satV4 a, satV4 b) { return _mm_cmplt_ps(a, b); }
/// Where mask is set, a; elsewhere b.
static inline satV4 satV4Select(satV4 mask, satV4 a, satV4 b)
{
	return _mm_or_ps(_mm_and_ps(mask, a), _mm_andnot_ps(mask, b));
}
static inline satV4 satV4Not(satV4 mask) { return _mm_xor_ps(mask, _mm_castsi128_ps(_mm_set1_epi32(-1))); }
static inline satV4 satV4Or(satV4 a, satV4 b) { return _mm_or_ps(a, b); }
static inline satV4 satV4And(satV4 a, satV4 b) { return _mm_and_ps(a, b); }
/// Bit k set where lane k of the mask is set.
static inline int satV4Bits(satV4 mask) { return _mm_movemask_ps(mask); }
/// True if any lane of a or b is negative (a < 0 or b < 0).
static inline bool satV4AnyNegative(satV4 a, satV4 b)
{
	__m128 zero = _mm_setzero_ps();
	return _mm_movemask_ps(_mm_or_ps(_mm_cmplt_ps(a, zero), _mm_cmplt_ps(b, zero))) != 0;
}
/// Rows a, b, c, d of a 4 x 4 matrix become its columns (lane k of the new a is lane 0 of the old row k, ...).
static inline void satV4Transpose(satV4* a, satV4* b, satV4* c, satV4* d)
{
	__m128 t0 = _mm_unpacklo_ps(*a, *b), t1 = _mm_unpacklo_ps(*c, *d);
	__m128 t2 = _mm_unpackhi_ps(*a, *b), t3 = _mm_unpackhi_ps(*c, *d);
	*a = _mm_movelh_ps(t0, t1);
	*b = _mm_movehl_ps(t1, t0);
	*c = _mm_movelh_ps(t2, t3);
	*d = _mm_movehl_ps(t3, t2);
}
#else

/// satV4: four float lanes. Every operation is lane-wise IEEE single precision, and min/max are defined
/// as b < a ? b : a and b > a ? b : a on all three back ends, so they agree bit for bit.
typedef struct satV4 {
	float v[4];
} satV4;
static inline satV4 satV4Load(const float* p) { return (satV4){ { p[0], p[1], p[2], p[3] } }; }
static inline void satV4Store(float* p, satV4 a)
{
	for (int k = 0; k < 4; ++k) p[k] = a.v[k];
}
static inline satV4 satV4Splat(float x) { return (satV4){ { x, x, x, x } }; }
static inline satV4 satV4LoadSplat(const float* p) { return satV4Splat(*p); }
/// Lane k of a in every lane.
#define satV4Broadcast(a, k) satV4Splat((a).v[(k)])
/// Lanes (1, 0, 3, 2) and (2, 3, 0, 1) of a: the partners of a horizontal reduction.
static inline satV4 satV4SwapPairs(satV4 a) { return (satV4){ { a.v[1], a.v[0], a.v[3], a.v[2] } }; }
static inline satV4 satV4SwapHalves(satV4 a) { return (satV4){ { a.v[2], a.v[3], a.v[0], a.v[1] } }; }
#define SAT_V4_LANEWISE(name, expr)                                                                                    \
	static inline satV4 name(satV4 a, satV4 b)                                                                         \
	{                                                                                                                  \
		satV4 r;                                                                                                       \
		for (int k = 0; k < 4; ++k) r.v[k] = (expr);                                                                   \
		return r;                                                                                                      \
	}
SAT_V4_LANEWISE(satV4Add, a.v[k] + b.v[k])
SAT_V4_LANEWISE(satV4Sub, a.v[k] - b.v[k])
SAT_V4_LANEWISE(satV4Mul, a.v[k] * b.v[k])
SAT_V4_LANEWISE(satV4Min, satMinF(a.v[k], b.v[k]))
SAT_V4_LANEWISE(satV4Max, satMaxF(a.v[k], b.v[k]))
#undef SAT_V4_LANEWISE
static inline satV4 satV4Neg(satV4 a) { return (satV4){ { -a.v[0], -a.v[1], -a.v[2], -a.v[3] } }; }
/// Lane masks: a lane is all bits set (a NaN pattern, never used as a number) where the comparison holds.
static inline float satMaskLane(bool on)
{
	union {
		uint32_t u;
		float f;
	} m = { on ? 0xFFFFFFFFu : 0u };
	return m.f;
}
static inline bool satMaskOn(float lane)
{
	union {
		float f;
		uint32_t u;
	} m = { lane };
	return m.u != 0;
}
static inline satV4 satV4Less(satV4 a, satV4 b)
{
	satV4 r;
	for (int k = 0; k < 4; ++k) r.v[k] = satMaskLane(a.v[k] < b.v[k]);
	return r;
}
/// Where mask is set, a; elsewhere b.
static inline satV4 satV4Select(satV4 mask, satV4 a, satV4 b)
{
	satV4 r;
	for (int k = 0; k < 4; ++k) r.v[k] = satMaskOn(mask.v[k]) ? a.v[k] : b.v[k];
	return r;
}
static inline satV4 satV4Not(satV4 mask)
{
	satV4 r;
	for (int k = 0; k < 4; ++k) r.v[k] = satMaskLane(!satMaskOn(mask.v[k]));
	return r;
}
static inline satV4 satV4Or(satV4 a, satV4 b)
{
	satV4 r;
	for (int k = 0; k < 4; ++k) r.v[k] = satMaskLane(satMaskOn(a.v[k]) || satMaskOn(b.v[k]));
	return r;
}
/// Where mask is set, a's lane (a number or a mask); elsewhere +0.
static inline satV4 satV4And(satV4 mask, satV4 a)
{
	satV4 r;
	for (int k = 0; k < 4; ++k) r.v[k] = satMaskOn(mask.v[k]) ? a.v[k] : 0.0f;
	return r;
}
/// Bit k set where lane k of the mask is set.
static inline int satV4Bits(satV4 mask)
{
	int bits = 0;
	for (int k = 0; k < 4; ++k) bits |= satMaskOn(mask.v[k]) << k;
	return bits;
}
/// True if any lane of a or b is negative (a < 0 or b < 0).
static inline bool satV4AnyNegative(satV4 a, satV4 b)
{
	bool any = false;
	for (int k = 0; k < 4; ++k) any |= a.v[k] < 0.0f || b.v[k] < 0.0f;
	return any;
}
/// Rows a, b, c, d of a 4 x 4 matrix become its columns (lane k of the new a is lane 0 of the old row k, ...).
static inline void satV4Transpose(satV4* a, satV4* b, satV4* c, satV4* d)
{
	satV4 r[4] = { *a, *b, *c, *d };
	for (int k = 0; k < 4; ++k) {
		a->v[k] = r[k].v[0];
		b->v[k] = r[k].v[1];
		c->v[k] = r[k].v[2];
		d->v[k] = r[k].v[3];
	}
}
#endif

/// Four axes at once: lane k of [*mn, *mx] is the [min, max] of ax[k] * x[i] + ay[k] * y[i] over the count
/// points. Each vertex is broadcast, so no horizontal reduction is needed; written once over satV4.
static inline void satProjectPoints4(
	const float* xs, const float* ys, int count, satV4 ax, satV4 ay, satV4* mn, satV4* mx)
{
	satV4 lo = satV4Add(satV4Mul(ax, satV4LoadSplat(xs)), satV4Mul(ay, satV4LoadSplat(ys)));
	satV4 hi = lo;
	for (int i = 1; i < count; ++i) {
		satV4 d = satV4Add(satV4Mul(ax, satV4LoadSplat(xs + i)), satV4Mul(ay, satV4LoadSplat(ys + i)));
		lo = satV4Min(lo, d);
		hi = satV4Max(hi, d);
	}
	*mn = lo;
	*mx = hi;
}

/// satProjectPoints4 over arrays padded to a multiple of 4 with copies of point 0, four points per load and
/// no loop exit per point (the copies change neither bound: an equal value never replaces the kept one).
/// The points are taken in the same order, so the results are the same bits.
static inline void satProjectPadded4(
	const float* xs, const float* ys, int padded, satV4 ax, satV4 ay, satV4* mn, satV4* mx)
{
	satV4 x = satV4Load(xs), y = satV4Load(ys);
	satV4 d0 = satV4Add(satV4Mul(ax, satV4Broadcast(x, 0)), satV4Mul(ay, satV4Broadcast(y, 0)));
	satV4 d1 = satV4Add(satV4Mul(ax, satV4Broadcast(x, 1)), satV4Mul(ay, satV4Broadcast(y, 1)));
	satV4 d2 = satV4Add(satV4Mul(ax, satV4Broadcast(x, 2)), satV4Mul(ay, satV4Broadcast(y, 2)));
	satV4 d3 = satV4Add(satV4Mul(ax, satV4Broadcast(x, 3)), satV4Mul(ay, satV4Broadcast(y, 3)));
	satV4 lo = satV4Min(satV4Min(d0, d1), satV4Min(d2, d3)), hi = satV4Max(satV4Max(d0, d1), satV4Max(d2, d3));
	for (int i = 4; i < padded; i += 4) {
		x = satV4Load(xs + i);
		y = satV4Load(ys + i);
		d0 = satV4Add(satV4Mul(ax, satV4Broadcast(x, 0)), satV4Mul(ay, satV4Broadcast(y, 0)));
		d1 = satV4Add(satV4Mul(ax, satV4Broadcast(x, 1)), satV4Mul(ay, satV4Broadcast(y, 1)));
		d2 = satV4Add(satV4Mul(ax, satV4Broadcast(x, 2)), satV4Mul(ay, satV4Broadcast(y, 2)));
		d3 = satV4Add(satV4Mul(ax, satV4Broadcast(x, 3)), satV4Mul(ay, satV4Broadcast(y, 3)));
		lo = satV4Min(lo, satV4Min(satV4Min(d0, d1), satV4Min(d2, d3)));
		hi = satV4Max(hi, satV4Max(satV4Max(d0, d1), satV4Max(d2, d3)));
	}
	*mn = lo;
	*mx = hi;
}

/// [min, max] of ax * x[i] + ay * y[i] over count points: satProjectPoints4 with the axis in every lane.
/// Zeros are canonicalised to +0, so no caller sees a -0 that depends on which vertex won.
static inline void satProjectPoints(
	const float* xs, const float* ys, int count, float ax, float ay, float* outMin, float* outMax)
{
	satV4 mn, mx;
	satProjectPoints4(xs, ys, count, satV4Splat(ax), satV4Splat(ay), &mn, &mx);
	float lo[4], hi[4];
	satV4Store(lo, mn);
	satV4Store(hi, mx);
	*outMin = lo[0] + 0.0f;
	*outMax = hi[0] + 0.0f;
}

#endif
