// Shared by the libFuzzer targets in tests/fuzz/: a byte reader that turns the fuzzer's input into floats,
// shapes and placements; contract checks that print what broke and abort (libFuzzer then saves the input);
// the independent double-precision reference (tests/support/reference.c) applied to the library's shapes.
//
// A failed check prints "CONTRACT FAILURE [tag] ..." and the decoded case, then aborts. While developing,
// FUZZ_SKIP=tag1,tag2 makes failures with those tags abandon the input instead (to look past a known
// finding); `make fuzz` and `make fuzz-smoke` never set it. FUZZ_VERBOSE=1 prints each input's decoded case.
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <float.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reference.h"
#include "sat.h"
#include "sat_math.h" // satSinCos, the library's deterministic rotation

// ---------------------------------------------------------------------------------------------------------
// Reading the input. Past its end every read gives 0, so any prefix of an input is itself a valid input.

typedef struct FuzzIn {
	const uint8_t* p;
	size_t n, at;
} FuzzIn;

static inline FuzzIn fuzzBegin(const uint8_t* data, size_t size) { return (FuzzIn){ data, size, 0 }; }
static inline bool fuzzMore(const FuzzIn* in) { return in->at < in->n; }
static inline uint8_t fuzzU8(FuzzIn* in) { return in->at < in->n ? in->p[in->at++] : 0; }
static inline uint16_t fuzzU16(FuzzIn* in)
{
	unsigned lo = fuzzU8(in);
	return (uint16_t)(lo | (unsigned)fuzzU8(in) << 8);
}
static inline uint32_t fuzzU32(FuzzIn* in)
{
	uint32_t lo = fuzzU16(in);
	return lo | (uint32_t)fuzzU16(in) << 16;
}
/// In [0, 1] (both ends reachable: 0x0000 and 0xffff).
static inline double fuzzUnit(FuzzIn* in) { return fuzzU16(in) / 65535.0; }
/// In [-1, 1].
static inline double fuzzSigned(FuzzIn* in) { return 2.0 * fuzzUnit(in) - 1.0; }
static inline float fuzzFromBits(uint32_t u)
{
	float f;
	memcpy(&f, &u, sizeof f);
	return f;
}
static inline uint32_t fuzzToBits(float f)
{
	uint32_t u;
	memcpy(&u, &f, sizeof u);
	return u;
}
static inline bool fuzzSameBits(float a, float b) { return fuzzToBits(a) == fuzzToBits(b); }

/// A float clamped into the library's accepted range (so placements stay valid at every scale).
static inline float fuzzClampCoord(double v)
{
	if (!(v == v)) return 0.0f;
	if (v > 1e18) return 1e18f;
	if (v < -1e18) return -1e18f;
	return (float)v;
}

enum {
	FUZZ_SPECIAL_COUNT = 18
};

/// Values at the edges of what the library accepts or what float can hold.
static inline float fuzzSpecial(unsigned k)
{
	switch (k % FUZZ_SPECIAL_COUNT) {
	case 0:
		return NAN;
	case 1:
		return INFINITY;
	case 2:
		return -INFINITY;
	case 3:
		return 0.0f;
	case 4:
		return -0.0f;
	case 5:
		return FLT_TRUE_MIN; // smallest denormal
	case 6:
		return -3.0f * FLT_TRUE_MIN; // a denormal whose half is not representable
	case 7:
		return FLT_MIN; // smallest normal
	case 8:
		return FLT_MAX;
	case 9:
		return -FLT_MAX;
	case 10:
		return SAT_MAX_COORDINATE; // the largest accepted magnitude
	case 11:
		return -SAT_MAX_COORDINATE;
	case 12:
		return nextafterf(SAT_MAX_COORDINATE, INFINITY); // the smallest rejected one
	case 13:
		return 1e-20f;
	case 14:
		return 1e15f;
	case 15:
		return 1.0f;
	case 16:
		return 0.5f * FLT_MIN; // a denormal
	default:
		return -NAN;
	}
}

/// Any float: specials, raw bit patterns, or sign * [0, 1] * 10^(-30..19).
static inline float fuzzAnyFloat(FuzzIn* in)
{
	uint8_t sel = fuzzU8(in);
	if (sel < 24) return fuzzSpecial(sel);
	if (sel < 40) return fuzzFromBits(fuzzU32(in));
	double mant = fuzzSigned(in);
	int e = (int)(fuzzU8(in) % 50) - 30;
	return (float)(mant * pow(10.0, e));
}

/// A size scale for a test case: 10^(-20..15), the range the contracts must hold over.
static inline double fuzzScale(FuzzIn* in) { return pow(10.0, (int)(fuzzU8(in) % 36) - 20); }

/// An angle: exact zero, quarter turns, arbitrary, tiny, and large (argument reduction).
static inline float fuzzAngle(FuzzIn* in)
{
	uint8_t sel = fuzzU8(in);
	switch (sel % 8) {
	case 0:
		return 0.0f;
	case 1:
		return (float)(1.57079632679489661923 * (double)(fuzzU8(in) % 8));
	case 2:
		return (float)(6.28318530717958647692 * fuzzUnit(in));
	case 3:
		return (float)(1e-7 * fuzzSigned(in));
	case 4:
		return (float)(-6.28318530717958647692 * fuzzUnit(in));
	case 5:
		return (float)(0.78539816339744830962 * (double)(fuzzU8(in) % 16));
	case 6:
		return (float)(1e6 * fuzzSigned(in));
	default:
		return (float)(3.14159265358979323846 * fuzzSigned(in));
	}
}

// ---------------------------------------------------------------------------------------------------------
// Reporting. Every handle a target creates is tracked, so an abandoned (skipped) input leaks nothing.

static char g_fuzzCase[8192]; // what the input decoded to, printed with a failure
static jmp_buf g_fuzzSkipJump;

enum {
	FUZZ_MAX_TRACKED = 256
};
static satShape* g_fuzzShapes[FUZZ_MAX_TRACKED];
static int g_fuzzShapeCount;
static satWorld* g_fuzzWorld;

static inline satShape* fuzzKeep(satShape* s)
{
	if (s == NULL) return NULL;
	if (g_fuzzShapeCount == FUZZ_MAX_TRACKED) abort(); // a target bug, not a library one
	g_fuzzShapes[g_fuzzShapeCount++] = s;
	return s;
}

/// End of an input: free what it made. FUZZ_VERBOSE=1 prints what the input decoded to (to check seeds).
static inline void fuzzReleaseAll(void)
{
	if (getenv("FUZZ_VERBOSE") != NULL) fprintf(stderr, "case: %s\n", g_fuzzCase);
	for (int i = 0; i < g_fuzzShapeCount; ++i) satDestroyShape(g_fuzzShapes[i]);
	g_fuzzShapeCount = 0;
	satDestroyWorld(g_fuzzWorld);
	g_fuzzWorld = NULL;
}

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static inline void
fuzzNote(const char* fmt, ...)
{
	size_t used = strlen(g_fuzzCase);
	if (used + 1 >= sizeof g_fuzzCase) return;
	va_list args;
	va_start(args, fmt);
	vsnprintf(g_fuzzCase + used, sizeof g_fuzzCase - used, fmt, args);
	va_end(args);
}

static inline bool fuzzTagSkipped(const char* tag)
{
	const char* skip = getenv("FUZZ_SKIP");
	if (skip == NULL) return false;
	size_t n = strlen(tag);
	for (const char* p = skip; (p = strstr(p, tag)) != NULL; p += n) {
		bool startOk = p == skip || p[-1] == ',';
		bool endOk = p[n] == '\0' || p[n] == ',';
		if (startOk && endOk) return true;
	}
	return false;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5), noreturn))
#endif
static void
fuzzFail(const char* tag, const char* file, int line, const char* fmt, ...)
{
	if (fuzzTagSkipped(tag)) longjmp(g_fuzzSkipJump, 1);
	fprintf(stderr, "\nCONTRACT FAILURE [%s] at %s:%d: ", tag, file, line);
	va_list args;
	va_start(args, fmt);
	vfprintf(stderr, fmt, args);
	va_end(args);
	fprintf(stderr, "\n  case: %s\n", g_fuzzCase);
	fflush(stderr);
	abort();
}

/// Check a contract; tag names the contract (used by FUZZ_SKIP and in the report).
#define FUZZ_CHECK(tag, cond, ...)                                                                                     \
	do {                                                                                                               \
		if (!(cond)) fuzzFail(tag, __FILE__, __LINE__, __VA_ARGS__);                                                   \
	} while (0)

/// Start of every LLVMFuzzerTestOneInput: a skipped failure jumps back here and abandons the input.
#define FUZZ_BEGIN_INPUT()                                                                                             \
	do {                                                                                                               \
		g_fuzzCase[0] = '\0';                                                                                          \
		if (setjmp(g_fuzzSkipJump) != 0) {                                                                             \
			fuzzReleaseAll();                                                                                          \
			return 0;                                                                                                  \
		}                                                                                                              \
	} while (0)

// ---------------------------------------------------------------------------------------------------------
// Tolerances.
//
// Every float the library computes for a query (the offset between the positions, a rotated vertex, a unit
// normal, a product of a coordinate and an axis) is within half an ulp of the magnitude M the query works at
// (for a pair: the shapes' reach plus their offset, see fuzzPairMagnitude; for a projection: the axis times
// the position and reach); a projection or an interval difference combines at most a handful of those, each
// adding at most one more rounding, so a distance the library decides on is within ~16 ulp(M) of the exact
// value for the float inputs. The tolerance is twice that, 32 * FLT_EPSILON * M: it scales with M, so it
// means the same at 1e-20 and at 1e15; the 64 * FLT_TRUE_MIN floor covers results that underflow to
// denormals (each such rounding loses at most half a denormal step).

static inline double fuzzTol(double magnitude) { return 32.0 * FLT_EPSILON * magnitude + 64.0 * FLT_TRUE_MIN; }

// ---------------------------------------------------------------------------------------------------------
// The reference's view of a library shape.

static inline double fuzzLen(double x, double y) { return sqrt(x * x + y * y); }

/// The shape where the library has it: world vertices (or centre and radius), in double.
static inline RefShape fuzzRefOf(const satShape* s)
{
	RefShape r;
	memset(&r, 0, sizeof r);
	if (satShape_GetType(s) == SAT_SHAPE_CIRCLE) {
		satTransform xf = satShape_GetTransform(s);
		r.count = 1;
		r.x[0] = xf.x;
		r.y[0] = xf.y;
		r.radius = satShape_GetRadius(s);
		return r;
	}
	r.count = satShape_GetVertexCount(s);
	r.radius = satShape_GetRadius(s); // a capsule's (0 for polygons and segments)
	if (r.count > REF_MAX_POINTS) r.count = REF_MAX_POINTS;
	for (int i = 0; i < r.count; ++i) {
		satVec2 p = satShape_GetWorldVertex(s, i);
		r.x[i] = p.x;
		r.y[i] = p.y;
	}
	return r;
}

/// The shape's rotated local geometry exactly as the library stores it (the world vertices of a clone placed at
/// the origin with the same angle), in double: vertices, or centre (0, 0) and radius.
static inline RefShape fuzzLocalRef(const satShape* s)
{
	satShape* c = NULL;
	if (satCloneShape(s, &c) != SAT_OK) abort();
	satShape_SetTransform(c, 0.0f, 0.0f, satShape_GetTransform(s).angle);
	RefShape r = fuzzRefOf(c);
	satDestroyShape(c);
	return r;
}

/// Part k of s (s itself when convex), relative to position (ox, oy), in double from its local vertices.
static inline RefShape fuzzPartRef(const satShape* s, int k, double ox, double oy)
{
	if (satShape_GetType(s) != SAT_SHAPE_CONCAVE) {
		RefShape r = fuzzLocalRef(s);
		satTransform xf = satShape_GetTransform(s);
		for (int i = 0; i < r.count; ++i) {
			r.x[i] += (double)xf.x - ox;
			r.y[i] += (double)xf.y - oy;
		}
		return r;
	}
	RefShape r;
	memset(&r, 0, sizeof r);
	satTransform xf = satShape_GetTransform(s);
	// The library's own sine and cosine, as the world vertices of fuzzRefOf have them: for a huge angle (1e17) its
	// range reduction (by a double 2 pi) gives another rotation than libm's exact one, and both are fine, the
	// float angle itself being 8e9 wide there; the parts must turn as the library turns them.
	float sf, cf;
	satSinCos(xf.angle, &sf, &cf);
	double c = cf, sn = sf;
	r.count = satShape_GetPartVertexCount(s, k);
	for (int i = 0; i < r.count && i < REF_MAX_POINTS; ++i) {
		satVec2 p = satShape_GetPartLocalVertex(s, k, i);
		r.x[i] = c * p.x - sn * p.y + ((double)xf.x - ox);
		r.y[i] = sn * p.x + c * p.y + ((double)xf.y - oy);
	}
	return r;
}

/// A and B as the library compares them: relative to B's position (B at the origin, A at pA - pB), both from
/// their exact rotated float geometry. pA - pB is formed in double, exact to a double rounding of |pA - pB|.
static inline void fuzzRelativePair(const satShape* a, const satShape* b, RefShape* ra, RefShape* rb)
{
	satTransform ta = satShape_GetTransform(a), tb = satShape_GetTransform(b);
	double dx = (double)ta.x - tb.x, dy = (double)ta.y - tb.y;
	*ra = fuzzLocalRef(a);
	*rb = fuzzLocalRef(b);
	for (int i = 0; i < ra->count; ++i) {
		ra->x[i] += dx;
		ra->y[i] += dy;
	}
}

/// D = A - B as the library has them: A moved by o overlaps B exactly when refSeparation(D, o) <= 0.
static inline RefDiff fuzzDiff(const satShape* a, const satShape* b)
{
	RefShape ra, rb;
	fuzzRelativePair(a, b, &ra, &rb);
	RefDiff d;
	refMinkowskiDiff(&ra, &rb, &d);
	return d;
}

/// Largest coordinate magnitude of a shape, its position included: the scale of its absolute round-off.
static inline double fuzzMagnitude(const satShape* s)
{
	RefShape r = fuzzRefOf(s);
	satTransform xf = satShape_GetTransform(s);
	double m = fmax(fabs(xf.x), fabs(xf.y));
	for (int i = 0; i < r.count; ++i) m = fmax(m, fmax(fabs(r.x[i]), fabs(r.y[i])));
	return m + r.radius;
}

/// Largest distance from the shape's position to its boundary.
static inline double fuzzReach(const satShape* s)
{
	if (satShape_GetType(s) == SAT_SHAPE_CIRCLE) return satShape_GetRadius(s);
	double m = 0;
	for (int i = 0; i < satShape_GetVertexCount(s); ++i) {
		satVec2 p = satShape_GetLocalVertex(s, i);
		m = fmax(m, fuzzLen(p.x, p.y));
	}
	return m + satShape_GetRadius(s); // a capsule's radius (0 for polygons and segments)
}

/// The magnitude a pair query works at: the library compares A and B relative to A's position (sat_internal.h),
/// so its round-off scales with the shapes' reach and the offset between them (plus any motion), not with
/// where they are. The tolerance for decisions about the pair is fuzzTol of this.
static inline double fuzzPairMagnitude(const satShape* a, const satShape* b, double motion)
{
	satTransform ta = satShape_GetTransform(a), tb = satShape_GetTransform(b);
	return fuzzReach(a) + fuzzReach(b) + fuzzLen((double)ta.x - tb.x, (double)ta.y - tb.y) + motion;
}

/// Offset q such that B at (A's position + q) touches A, both keeping their angles, approaching along the
/// unit direction u from the centre of A - B. Exact in double; the caller rounds it to float.
static inline void fuzzTouchOffset(const satShape* a, const satShape* b, double ux, double uy, double* qx, double* qy)
{
	RefShape ra = fuzzLocalRef(a), rb = fuzzLocalRef(b);
	RefDiff d; // B at p touches A at o exactly when p - o is on the boundary of A - B (both at the origin)
	refMinkowskiDiff(&ra, &rb, &d);
	double cx = 0, cy = 0;
	for (int i = 0; i < d.count; ++i) {
		cx += d.x[i];
		cy += d.y[i];
	}
	cx /= d.count;
	cy /= d.count;
	double lo = 0, hi = fuzzReach(a) + fuzzReach(b);
	if (!(hi > 0)) hi = 1;
	for (int i = 0; i < 200 && refSignedDistance(&d, cx + hi * ux, cy + hi * uy) <= 0; ++i) hi *= 2;
	for (int i = 0; i < 200; ++i) {
		double mid = 0.5 * (lo + hi);
		if (mid <= lo || mid >= hi) break;
		if (refSignedDistance(&d, cx + mid * ux, cy + mid * uy) <= 0)
			lo = mid;
		else
			hi = mid;
	}
	*qx = cx + hi * ux;
	*qy = cy + hi * uy;
}

/// Move a float by k ulps (k may be negative).
static inline float fuzzNudge(float v, int k)
{
	for (; k > 0; --k) v = nextafterf(v, INFINITY);
	for (; k < 0; ++k) v = nextafterf(v, -INFINITY);
	return v;
}

// ---------------------------------------------------------------------------------------------------------
// Shapes from bytes. A decoded shape is valid by construction where possible (polygons are the hull of
// decoded points); if the library rejects it, a box of the same scale stands in, so inputs stay useful.

enum {
	FUZZ_KIND_BOX = 0,
	FUZZ_KIND_CIRCLE = 1,
	FUZZ_KIND_REGULAR = 2,
	FUZZ_KIND_HULL = 3,
	FUZZ_KIND_SLIVER = 4,
	FUZZ_KIND_COUNT = 5,
	// Kind bytes from FUZZ_KIND_ROUNDED_BYTE up (not below, so older inputs decode as they did) give a segment
	// (even) or a capsule (odd), for the targets that pass allowRounded.
	FUZZ_KIND_ROUNDED_BYTE = 250
};

/// A size factor: ordinary, thin (down to 1e-9: degenerate edges), or a small multiple of 1/2 (exact sums).
static inline double fuzzAspect(FuzzIn* in)
{
	uint8_t sel = fuzzU8(in);
	switch (sel % 4) {
	case 0:
		return 0.25 + 1.75 * fuzzUnit(in);
	case 1:
		return pow(10.0, -(double)(1 + fuzzU8(in) % 9));
	case 2:
		return 0.5 * (double)(1 + fuzzU8(in) % 8);
	default:
		return 1.0;
	}
}

static inline satShape* fuzzShapeOrBox(satError e, satShape* s, double scale)
{
	if (e == SAT_OK && s != NULL) return fuzzKeep(s);
	satShape* box = NULL;
	float w = (float)scale;
	if (satCreateBox(w, w, &box) != SAT_OK) return NULL;
	fuzzNote(" (rejected, error %d: box %.9g instead)", (int)e, (double)w);
	return fuzzKeep(box);
}

/// A segment (thin or not, its ends about scale from the origin) or a capsule of radius about scale.
static inline satShape* fuzzMakeRounded(FuzzIn* in, double scale, bool capsule)
{
	double ang = 6.28318530717958647692 * fuzzUnit(in), len = scale * fuzzAspect(in);
	double cx = scale * fuzzSigned(in), cy = scale * fuzzSigned(in); // the segment's middle, or the origin
	if (fuzzU8(in) & 1) cx = cy = 0.0;
	float x0 = (float)(cx - 0.5 * len * cos(ang)), y0 = (float)(cy - 0.5 * len * sin(ang));
	float x1 = (float)(cx + 0.5 * len * cos(ang)), y1 = (float)(cy + 0.5 * len * sin(ang));
	float r = (float)(scale * fuzzAspect(in));
	satShape* s = NULL;
	satError e = capsule ? satCreateCapsule(x0, y0, x1, y1, r, &s) : satCreateSegment(x0, y0, x1, y1, &s);
	if (capsule)
		fuzzNote("capsule (%.9g,%.9g)-(%.9g,%.9g) r=%.9g", (double)x0, (double)y0, (double)x1, (double)y1, (double)r);
	else
		fuzzNote("segment (%.9g,%.9g)-(%.9g,%.9g)", (double)x0, (double)y0, (double)x1, (double)y1);
	return fuzzShapeOrBox(e, s, scale);
}

/// A shape of size about scale, at the origin with angle 0; NULL if even the stand-in box is rejected. With
/// allowRounded, kind bytes from FUZZ_KIND_ROUNDED_BYTE up make segments and capsules.
static inline satShape* fuzzMakeShapeOf(FuzzIn* in, double scale, bool allowRounded)
{
	uint8_t kindByte = fuzzU8(in), kind = kindByte % FUZZ_KIND_COUNT;
	if (allowRounded && kindByte >= FUZZ_KIND_ROUNDED_BYTE) return fuzzMakeRounded(in, scale, kindByte & 1);
	satShape* s = NULL;
	satError e;
	switch (kind) {
	case FUZZ_KIND_BOX: {
		float w = (float)(scale * fuzzAspect(in)), h = (float)(scale * fuzzAspect(in));
		e = satCreateBox(w, h, &s);
		fuzzNote("box %.9g x %.9g", (double)w, (double)h);
		return fuzzShapeOrBox(e, s, scale);
	}
	case FUZZ_KIND_CIRCLE: {
		float r = (float)(scale * fuzzAspect(in));
		e = satCreateCircle(r, &s);
		fuzzNote("circle r=%.9g", (double)r);
		return fuzzShapeOrBox(e, s, scale);
	}
	case FUZZ_KIND_SLIVER: { // a thin triangle or quad: one edge far shorter than the others
		double thin = pow(10.0, -(double)(fuzzU8(in) % 10)), skew = fuzzSigned(in);
		bool quad = fuzzU8(in) & 1;
		float xy[8] = { (float)(-scale), 0.0f, (float)scale, 0.0f, (float)(scale * skew), (float)(scale * thin),
			(float)(scale * skew - scale * 0.5), (float)(scale * thin) };
		int n = quad ? 4 : 3;
		double hx[4], hy[4], px[4], py[4];
		for (int i = 0; i < n; ++i) {
			px[i] = xy[2 * i];
			py[i] = xy[2 * i + 1];
		}
		int m = refConvexHull(px, py, n, hx, hy);
		for (int i = 0; i < m; ++i) {
			xy[2 * i] = (float)hx[i];
			xy[2 * i + 1] = (float)hy[i];
		}
		e = satCreatePolygon(xy, 2 * m, &s);
		fuzzNote("sliver n=%d thin=%.3g [", m, thin);
		for (int i = 0; i < m; ++i)
			fuzzNote("%.9g,%.9g%s", (double)xy[2 * i], (double)xy[2 * i + 1], i + 1 < m ? " " : "]");
		return fuzzShapeOrBox(e, s, scale);
	}
	default: { // regular-ish polygon (up to 64 sides) or the hull of random points, stretched in y
		int n = kind == FUZZ_KIND_REGULAR ? 3 + fuzzU8(in) % 62 : 3 + fuzzU8(in) % 14;
		double stretch = fuzzAspect(in), phase = 6.28318530717958647692 * fuzzUnit(in);
		double px[64], py[64], hx[64], hy[64];
		for (int i = 0; i < n; ++i) {
			double x, y;
			if (kind == FUZZ_KIND_REGULAR) {
				double ang = phase + 6.28318530717958647692 * i / n, rad = 1.0 - 0.3 * fuzzUnit(in);
				x = rad * cos(ang);
				y = rad * sin(ang);
			} else {
				x = fuzzSigned(in);
				y = fuzzSigned(in);
			}
			px[i] = (float)(scale * x); // the hull of the float points, so it is exactly convex
			py[i] = (float)(scale * stretch * y);
		}
		int m = refConvexHull(px, py, n, hx, hy);
		float xy[128];
		for (int i = 0; i < m; ++i) {
			xy[2 * i] = (float)hx[i];
			xy[2 * i + 1] = (float)hy[i];
		}
		e = satCreatePolygon(xy, 2 * m, &s);
		fuzzNote("polygon n=%d [", m);
		for (int i = 0; i < m; ++i)
			fuzzNote("%.9g,%.9g%s", (double)xy[2 * i], (double)xy[2 * i + 1], i + 1 < m ? " " : "]");
		return fuzzShapeOrBox(e, s, scale);
	}
	}
}

/// A polygon, box or circle (fuzzMakeShapeOf without segments and capsules).
static inline satShape* fuzzMakeShape(FuzzIn* in, double scale) { return fuzzMakeShapeOf(in, scale, false); }

/// A position for a shape of size scale: the origin, nearby, or far away relative to the size (so that the
/// position's round-off dominates), or a multiple of the scale (exact sums).
static inline void fuzzPosition(FuzzIn* in, double scale, float* x, float* y)
{
	uint8_t sel = fuzzU8(in);
	double far = 1;
	switch (sel % 6) {
	case 0:
		*x = *y = 0.0f;
		return;
	case 1:
		far = 4;
		break;
	case 2:
		far = 1e3;
		break;
	case 3:
		far = 1e6;
		break;
	case 4:
		*x = fuzzClampCoord(scale * (double)((int)fuzzU8(in) - 128));
		*y = fuzzClampCoord(scale * (double)((int)fuzzU8(in) - 128));
		return;
	default:
		far = 1e9;
		break;
	}
	*x = fuzzClampCoord(scale * far * fuzzSigned(in));
	*y = fuzzClampCoord(scale * far * fuzzSigned(in));
}

static inline void fuzzNoteTransform(const char* name, const satShape* s)
{
	satTransform t = satShape_GetTransform(s);
	fuzzNote(" %s at (%.9g, %.9g) angle %.9g;", name, (double)t.x, (double)t.y, (double)t.angle);
}

/// Two shapes from the bytes, A placed, and B placed relative to A: anywhere nearby, touching along a
/// direction (then nudged by a few ulps), vertex on vertex, concentric, inside, or box faces flush.
/// Returns false if no valid pair came out (the input is then of no use).
static inline bool fuzzMakePair(FuzzIn* in, satShape** outA, satShape** outB)
{
	double scale = fuzzScale(in), scaleB = scale;
	uint8_t rel = fuzzU8(in);
	if (rel % 4 == 1) scaleB = scale * pow(10.0, (double)(rel / 4 % 8) + 1);  // B much larger
	if (rel % 4 == 2) scaleB = scale * pow(10.0, -(double)(rel / 4 % 8) - 1); // B much smaller
	fuzzNote("A: ");
	satShape* a = fuzzMakeShapeOf(in, scale, true);
	fuzzNote("; B: ");
	satShape* b = fuzzMakeShapeOf(in, scaleB, true);
	if (a == NULL || b == NULL) return false;
	float aAngle = fuzzAngle(in), bAngle = fuzzAngle(in), ax, ay;
	fuzzPosition(in, scale, &ax, &ay);
	if (satShape_SetTransform(a, 0.0f, 0.0f, aAngle) != SAT_OK ||
		satShape_SetTransform(b, 0.0f, 0.0f, bAngle) != SAT_OK)
		return false;
	uint8_t mode = fuzzU8(in);
	float bx, by;
	switch (mode % 7) {
	case 0: { // anywhere nearby
		double reach = fuzzReach(a) + fuzzReach(b);
		bx = fuzzClampCoord(ax + 1.5 * reach * fuzzSigned(in));
		by = fuzzClampCoord(ay + 1.5 * reach * fuzzSigned(in));
		break;
	}
	case 1:
	case 2: { // touching along a direction, then a few ulps either way
		double ang = mode % 7 == 1 ? 6.28318530717958647692 * fuzzUnit(in) : 0.78539816339744830962 * (fuzzU8(in) % 8);
		double qx, qy;
		fuzzTouchOffset(a, b, cos(ang), sin(ang), &qx, &qy);
		bx = fuzzNudge(fuzzClampCoord(ax + qx), (int)(fuzzU8(in) % 5) - 2);
		by = fuzzNudge(fuzzClampCoord(ay + qy), (int)(fuzzU8(in) % 5) - 2);
		break;
	}
	case 3: { // a vertex of B on a vertex of A (or a circle's centre), computed in float
		satVec2 va = { 0, 0 }, vb = { 0, 0 };
		int na = satShape_GetVertexCount(a), nb = satShape_GetVertexCount(b);
		if (na > 0) va = satShape_GetWorldVertex(a, fuzzU8(in) % na);
		if (nb > 0) vb = satShape_GetWorldVertex(b, fuzzU8(in) % nb);
		bx = fuzzClampCoord((double)(ax + va.x) - vb.x);
		by = fuzzClampCoord((double)(ay + va.y) - vb.y);
		break;
	}
	case 4:
		bx = ax;
		by = ay;
		break; // concentric
	case 5: {  // B's position inside A, off centre
		double r = 0.5 * fuzzReach(a);
		bx = fuzzClampCoord(ax + r * fuzzSigned(in));
		by = fuzzClampCoord(ay + r * fuzzSigned(in));
		break;
	}
	default: { // bounding boxes flush on one side, computed in float as a user would
		satAABB ba = satShape_GetAABB(a), bb = satShape_GetAABB(b);
		bx = ax;
		by = ay;
		switch (fuzzU8(in) % 4) {
		case 0:
			bx = (ax + ba.maxX) - bb.minX;
			break;
		case 1:
			bx = (ax + ba.minX) - bb.maxX;
			break;
		case 2:
			by = (ay + ba.maxY) - bb.minY;
			break;
		default:
			by = (ay + ba.minY) - bb.maxY;
			break;
		}
		bx = fuzzClampCoord(bx);
		by = fuzzClampCoord(by);
		break;
	}
	}
	if (satShape_SetTransform(a, ax, ay, aAngle) != SAT_OK || satShape_SetTransform(b, bx, by, bAngle) != SAT_OK)
		return false;
	fuzzNote(" placement %d;", mode % 7);
	fuzzNoteTransform("A", a);
	fuzzNoteTransform("B", b);
	*outA = a;
	*outB = b;
	return true;
}

#endif
