// Native tests of the SAT core: numbered hand-worked cases with literal values, the contracts stated at the
// top of sat.h, and properties on seeded random shapes checked against the independent double-precision
// reference in tests/support/reference.c. Prints one closing line "N passed, M failed".
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prng.h"
#include "reference.h"
#include "sat.h"

#if defined(__SANITIZE_ADDRESS__)
#define TEST_HAS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TEST_HAS_ASAN 1
#endif
#endif
#ifdef TEST_HAS_ASAN
#include <sanitizer/asan_interface.h>
#endif

// ---------------------------------------------------------------------------------------------------------
// Checks: count passes and failures, print file:line, the values and the current context on failure.

static long g_passed, g_failed;
static char g_context[256]; // the case being run; for random cases its seed
static long g_maxPrinted = 200; // failures printed in full; TEST_MAX_FAILURES=n changes it

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void checkReport(bool ok, const char* file, int line, const char* fmt, ...)
{
	if (ok) {
		++g_passed;
		return;
	}
	if (++g_failed <= g_maxPrinted) {
		va_list args;
		va_start(args, fmt);
		fprintf(stdout, "FAIL %s:%d [%s] ", file, line, g_context);
		vfprintf(stdout, fmt, args);
		fputc('\n', stdout);
		va_end(args);
	}
}

#define CHECK(cond) checkReport((cond), __FILE__, __LINE__, "%s", #cond)
#define CHECK_MSG(cond, ...) checkReport((cond), __FILE__, __LINE__, __VA_ARGS__)
#define CHECK_INT(actual, expected)                                                                           \
	do {                                                                                                      \
		long long actual_ = (long long)(actual), expected_ = (long long)(expected);                           \
		checkReport(actual_ == expected_, __FILE__, __LINE__, "%s == %s: got %lld, expected %lld", #actual,    \
			#expected, actual_, expected_);                                                                   \
	} while (0)
#define CHECK_NEAR(actual, expected, tol)                                                                     \
	do {                                                                                                      \
		double actual_ = (actual), expected_ = (expected), tol_ = (tol);                                      \
		checkReport(fabs(actual_ - expected_) <= tol_, __FILE__, __LINE__, "%s ~ %s: got %.9g, expected %.9g " \
			"(tol %.3g)", #actual, #expected, actual_, expected_, tol_);                                       \
	} while (0)
#define CHECK_VEC(actual, ex, ey, tol)                                                                        \
	do {                                                                                                      \
		satVec2 actual_ = (actual);                                                                           \
		double ex_ = (ex), ey_ = (ey), tol_ = (tol);                                                          \
		checkReport(fabs(actual_.x - ex_) <= tol_ && fabs(actual_.y - ey_) <= tol_, __FILE__, __LINE__,       \
			"%s ~ (%.9g, %.9g): got (%.9g, %.9g) (tol %.3g)", #actual, ex_, ey_, (double)actual_.x,           \
			(double)actual_.y, tol_);                                                                         \
	} while (0)
#define CHECK_STR(actual, expected)                                                                           \
	do {                                                                                                      \
		const char *actual_ = (actual), *expected_ = (expected);                                              \
		checkReport(actual_ != NULL && strcmp(actual_, expected_) == 0, __FILE__, __LINE__,                   \
			"%s: got \"%s\", expected \"%s\"", #actual, actual_ ? actual_ : "(null)", expected_);             \
	} while (0)

// ---------------------------------------------------------------------------------------------------------
// Helpers.

static int g_sentinelObject; // *out is set to this before calls that must clear it
#define SENTINEL ((satShape*)(void*)&g_sentinelObject)

static const double TOL = 1e-5; // hand-worked cases: float round-off on coordinates of order 1..10
static const double SQRT2 = 1.41421356237309504880;
static const double PI = 3.14159265358979323846;

static satShape* makePolygon(const float* xy, int coordCount, float x, float y, float angle)
{
	satShape* s = NULL;
	CHECK_INT(satCreatePolygon(xy, coordCount, &s), SAT_OK);
	if (s != NULL) CHECK_INT(satShape_SetTransform(s, x, y, angle), SAT_OK);
	return s;
}

static satShape* makeBox(float w, float h, float x, float y, float angle)
{
	satShape* s = NULL;
	CHECK_INT(satCreateBox(w, h, &s), SAT_OK);
	if (s != NULL) CHECK_INT(satShape_SetTransform(s, x, y, angle), SAT_OK);
	return s;
}

static satShape* makeCircle(float r, float x, float y)
{
	satShape* s = NULL;
	CHECK_INT(satCreateCircle(r, &s), SAT_OK);
	if (s != NULL) CHECK_INT(satShape_SetTransform(s, x, y, 0.0f), SAT_OK);
	return s;
}

static void moveTo(satShape* s, float x, float y)
{
	CHECK_INT(satShape_SetTransform(s, x, y, satShape_GetTransform(s).angle), SAT_OK);
}

// A result full of non-zero values, so a query that forgets to write a field is caught.
static satCollision staleCollision(void) { return (satCollision){ true, true, { 123.0f, -456.0f } }; }
static satSweepResult staleSweep(void)
{
	return (satSweepResult){ true, 0.75f, { 0.6f, 0.8f }, { 7.0f, -9.0f } };
}

static satCollision collide(const satShape* a, const satShape* b, float vx, float vy)
{
	satCollision c = staleCollision();
	CHECK_INT(satCollide(a, b, (satVec2){ vx, vy }, &c), SAT_OK);
	return c;
}

static satSweepResult sweep(const satShape* a, const satShape* b, float vx, float vy, float tmax)
{
	satSweepResult r = staleSweep();
	CHECK_INT(satSweep(a, b, (satVec2){ vx, vy }, tmax, &r), SAT_OK);
	return r;
}

static satInterval project(const satShape* s, float ax, float ay)
{
	satInterval i = { -99.0f, 99.0f };
	CHECK_INT(satProjectShape(s, (satVec2){ ax, ay }, &i), SAT_OK);
	return i;
}

static double vecLength(satVec2 v) { return hypot(v.x, v.y); }

static bool isZeroCollision(satCollision c) { return !c.intersect && !c.willIntersect && c.mtv.x == 0 && c.mtv.y == 0; }

static bool isZeroSweep(satSweepResult r)
{
	return !r.hit && r.t == 0 && r.normal.x == 0 && r.normal.y == 0 && r.mtv.x == 0 && r.mtv.y == 0;
}

// Signed area of the shape's local vertices (positive: counter-clockwise).
static double localArea(const satShape* s)
{
	int n = satShape_GetVertexCount(s);
	double twice = 0;
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetLocalVertex(s, i), q = satShape_GetLocalVertex(s, (i + 1) % n);
		twice += (double)p.x * q.y - (double)q.x * p.y;
	}
	return 0.5 * twice;
}

// The shape keeps exactly the expected local points (any starting vertex), counter-clockwise.
static void checkLocalVertexSet(const satShape* s, const float* xy, int n)
{
	CHECK_INT(satShape_GetVertexCount(s), n);
	for (int k = 0; k < n; ++k) {
		bool found = false;
		for (int i = 0; i < satShape_GetVertexCount(s); ++i) {
			satVec2 p = satShape_GetLocalVertex(s, i);
			if (fabs(p.x - xy[2 * k]) <= 1e-6 && fabs(p.y - xy[2 * k + 1]) <= 1e-6) found = true;
		}
		CHECK_MSG(found, "expected vertex (%g, %g) is kept", (double)xy[2 * k], (double)xy[2 * k + 1]);
	}
	CHECK_MSG(localArea(s) > 0, "vertices are counter-clockwise: area %g", localArea(s));
}

// The reference shape of a library shape: its world vertices (or centre and radius) in double.
static RefShape refOf(const satShape* s)
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
	for (int i = 0; i < r.count && i < REF_MAX_POINTS; ++i) {
		satVec2 p = satShape_GetWorldVertex(s, i);
		r.x[i] = p.x;
		r.y[i] = p.y;
	}
	return r;
}

static RefDiff diffOf(const satShape* a, const satShape* b)
{
	RefShape ra = refOf(a), rb = refOf(b);
	RefDiff d;
	refMinkowskiDiff(&ra, &rb, &d);
	return d;
}

// Largest coordinate magnitude of a shape: the scale of its float round-off.
static double magnitudeOf(const satShape* s)
{
	RefShape r = refOf(s);
	double m = 0;
	for (int i = 0; i < r.count; ++i) m = fmax(m, fmax(fabs(r.x[i]), fabs(r.y[i])));
	return m + r.radius;
}

// Seed 000's projection-only will-intersect test, to show that a grazing case really fools it.
static bool seedProjectionOnlyWillIntersect(const satShape* a, const satShape* b, satVec2 v)
{
	const satShape* shapes[2] = { a, b };
	for (int k = 0; k < 2; ++k) {
		for (int i = 0; i < satShape_GetVertexCount(shapes[k]); ++i) {
			satVec2 axis = satShape_GetWorldNormal(shapes[k], i);
			satInterval ia = project(a, axis.x, axis.y), ib = project(b, axis.x, axis.y);
			float vp = axis.x * v.x + axis.y * v.y;
			if (vp < 0) ia.min += vp;
			else ia.max += vp;
			if (satIntervalDistance(ia, ib) > 0) return false;
		}
	}
	return true;
}

// ---------------------------------------------------------------------------------------------------------
// Hand-worked cases: static collisions with literal MTVs.

static const float TRIANGLE[] = { 0, 0, 2, 0, 1, 2 };

// Seed 001: triangle (0,0),(2,0),(1,2) against the square (1,1)-(3,3). The smallest push is along the
// triangle's edge normal (2,1)/sqrt5: A spans [0, 4/sqrt5], B spans [3/sqrt5, 9/sqrt5], overlap 1/sqrt5,
// so MTV = -(2,1)/5 = (-0.4, -0.2). The axes x and y overlap by 1, the other edge normal by sqrt5.
static void caseSeed001TriangleBox(void)
{
	satShape* a = makePolygon(TRIANGLE, 6, 0, 0, 0);
	satShape* b = makeBox(2, 2, 2, 2, 0);
	satCollision c = collide(a, b, 0, 0);
	CHECK(c.intersect);
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, -0.4, -0.2, TOL);
	CHECK_NEAR(vecLength(c.mtv), 1.0 / sqrt(5.0), TOL);
	satCollision r = collide(b, a, 0, 0);
	CHECK(r.intersect);
	CHECK_VEC(r.mtv, 0.4, 0.2, TOL);
	// Moved by the MTV the triangle's edge passes through the box corner (1,1): touching, not overlapping.
	moveTo(a, -0.4f, -0.2f);
	satCollision t = collide(a, b, 0, 0);
	CHECK_NEAR(vecLength(t.mtv), 0.0, TOL);
	satDestroyShape(a);
	satDestroyShape(b);
}

// Two 2x2 boxes, B at (1.5, 0.5): x overlap 0.5, y overlap 1.5, so MTV = (-0.5, 0).
static void caseBoxBox(void)
{
	satShape* a = makeBox(2, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, 1.5f, 0.5f, 0);
	satCollision c = collide(a, b, 0, 0);
	CHECK(c.intersect);
	CHECK_VEC(c.mtv, -0.5, 0, TOL);
	CHECK_VEC(collide(b, a, 0, 0).mtv, 0.5, 0, TOL);
	// A at (0.2, 1.7) above B at the origin: x pushes 1.8 / 2.2, y pushes +0.3: MTV = (0, 0.3).
	moveTo(a, 0.2f, 1.7f);
	moveTo(b, 0, 0);
	CHECK_VEC(collide(a, b, 0, 0).mtv, 0, 0.3, TOL);
	satDestroyShape(a);
	satDestroyShape(b);
}

// Circles: radii 1 and 2, centres 2 apart: depth 1 along (-1, 0). Radii 1 and 5 with A at (3,4): depth
// 6 - 5 = 1 along (0.6, 0.8). Concentric radii 1 and 2: depth 3 in some direction.
static void caseCircleCircle(void)
{
	satShape* a = makeCircle(1, 0, 0);
	satShape* b = makeCircle(2, 2, 0);
	CHECK_VEC(collide(a, b, 0, 0).mtv, -1, 0, TOL);
	CHECK_VEC(collide(b, a, 0, 0).mtv, 1, 0, TOL);
	satShape* c = makeCircle(5, 0, 0);
	moveTo(a, 3, 4);
	CHECK_VEC(collide(a, c, 0, 0).mtv, 0.6, 0.8, TOL);
	moveTo(a, 2, 3);
	moveTo(b, 2, 3);
	satCollision k = collide(a, b, 0, 0);
	CHECK(k.intersect);
	CHECK_NEAR(vecLength(k.mtv), 3.0, TOL);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(c);
}

// Circle (A) against a 2x2 box at the origin: r = 1 at (0, 1.5) overlaps the top face by 0.5; at (1.5, 1.5)
// it overlaps the corner (1,1) by 1 - sqrt(0.5) = 0.29289 along (1,1)/sqrt2, so MTV = (0.20711, 0.20711).
static void caseCirclePolygon(void)
{
	satShape* a = makeCircle(1, 0, 1.5f);
	satShape* b = makeBox(2, 2, 0, 0, 0);
	CHECK_VEC(collide(a, b, 0, 0).mtv, 0, 0.5, TOL);
	moveTo(a, 1.5f, 1.5f);
	double m = (1.0 - sqrt(0.5)) / SQRT2;
	CHECK_VEC(collide(a, b, 0, 0).mtv, m, m, TOL);
	// A triangle: circle r = 0.5 at (1, -0.25) under the bottom edge y = 0 overlaps it by 0.25.
	satShape* t = makePolygon(TRIANGLE, 6, 0, 0, 0);
	satShape* under = makeCircle(0.5f, 1, -0.25f);
	CHECK_VEC(collide(under, t, 0, 0).mtv, 0, -0.25, TOL);
	satDestroyShape(under);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(t);
}

// Polygon (A) against a circle: the same corner case seen from the box: MTV = (-0.20711, -0.20711); a circle
// r = 0.5 at (1.25, 0) overlaps the right face x = 1 by 0.25: MTV = (-0.25, 0).
static void casePolygonCircle(void)
{
	satShape* a = makeBox(2, 2, 0, 0, 0);
	satShape* b = makeCircle(1, 1.5f, 1.5f);
	double m = (1.0 - sqrt(0.5)) / SQRT2;
	CHECK_VEC(collide(a, b, 0, 0).mtv, -m, -m, TOL);
	satShape* c = makeCircle(0.5f, 1.25f, 0);
	CHECK_VEC(collide(a, c, 0, 0).mtv, -0.25, 0, TOL);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(c);
}

// Containment: the MTV is the true minimum, not a push along the centre-to-centre direction.
// A 1x1 box at (-1.2, 0) inside a 4x4 box: pushes -x 1.3, +x 3.7, +-y 2.5, so MTV = (-1.3, 0). (Seed 000
// would take |IntervalDistance| = 3.7 on x and the centre direction -x: (-3.7, 0), which does not separate.)
// A circle r = 0.5 at (-1.2, 0.3) inside the same box: MTV = (-1.3, 0). A 1x1 box at (0.6, 0) inside a
// circle r = 3 at the origin: its left edge x = 0.1 must reach x = 3: MTV = (2.9, 0).
static void caseContainment(void)
{
	satShape* small = makeBox(1, 1, -1.2f, 0, 0);
	satShape* big = makeBox(4, 4, 0, 0, 0);
	CHECK_VEC(collide(small, big, 0, 0).mtv, -1.3, 0, TOL);
	CHECK_VEC(collide(big, small, 0, 0).mtv, 1.3, 0, TOL);
	satShape* c = makeCircle(0.5f, -1.2f, 0.3f);
	CHECK_VEC(collide(c, big, 0, 0).mtv, -1.3, 0, TOL);
	satShape* disc = makeCircle(3, 0, 0);
	moveTo(small, 0.6f, 0);
	CHECK_VEC(collide(small, disc, 0, 0).mtv, 2.9, 0, TOL);
	CHECK_VEC(collide(disc, small, 0, 0).mtv, -2.9, 0, TOL);
	satDestroyShape(small);
	satDestroyShape(big);
	satDestroyShape(c);
	satDestroyShape(disc);
}

// ---------------------------------------------------------------------------------------------------------
// Hand-worked cases: projections and interval distances.

static void caseProjection(void)
{
	satShape* t = makePolygon(TRIANGLE, 6, 0, 0, 0);
	satInterval i = project(t, 1, 0);
	CHECK_NEAR(i.min, 0, 0); CHECK_NEAR(i.max, 2, 0);
	i = project(t, 0, 2); // not unit: dot products scale with the axis
	CHECK_NEAR(i.min, 0, 0); CHECK_NEAR(i.max, 4, 0);
	i = project(t, 1, 1);
	CHECK_NEAR(i.min, 0, 0); CHECK_NEAR(i.max, 3, 0);
	i = project(t, -1, 0);
	CHECK_NEAR(i.min, -2, 0); CHECK_NEAR(i.max, 0, 0);
	moveTo(t, 10, -1);
	i = project(t, 0, 1);
	CHECK_NEAR(i.min, -1, 0); CHECK_NEAR(i.max, 1, 0);

	satShape* c = makeCircle(2, 3, 4);
	i = project(c, 3, 4); // centre 25, radius 2 * |axis| = 10
	CHECK_NEAR(i.min, 15, TOL); CHECK_NEAR(i.max, 35, TOL);
	i = project(c, 0, -1);
	CHECK_NEAR(i.min, -6, TOL); CHECK_NEAR(i.max, -2, TOL);

	satShape* b = makeBox(2, 2, 0, 0, (float)(PI / 4));
	i = project(b, 1, 0);
	CHECK_NEAR(i.min, -SQRT2, TOL); CHECK_NEAR(i.max, SQRT2, TOL);
	CHECK_INT(satShape_SetTransform(b, 10, 0, 0), SAT_OK);
	i = project(b, 1, 0);
	CHECK_NEAR(i.min, 9, 0); CHECK_NEAR(i.max, 11, 0);
	satDestroyShape(t);
	satDestroyShape(c);
	satDestroyShape(b);
}

// Seed 000: IntervalDistance = minA < minB ? minB - maxA : minA - maxB.
static void caseIntervalDistance(void)
{
	static const struct { float a0, a1, b0, b1, expected; } rows[] = {
		{ 0, 1, 2, 3, 1 },   // gap of 1, A first
		{ 2, 3, 0, 1, 1 },   // gap of 1, B first
		{ 0, 2, 1, 3, -1 },  // overlap of 1
		{ 0, 1, 1, 2, 0 },   // touching
		{ 1, 2, 0, 1, 0 },   // touching, B first
		{ 0, 5, 1, 2, -4 },  // B inside A: minA < minB gives minB - maxA
		{ 1, 2, 0, 5, -4 },  // A inside B: minA - maxB
		{ 1, 2, 1, 3, -2 },  // equal minimums take the second form
		{ -3, -1, 4, 6, 5 }, // negative coordinates
	};
	for (size_t k = 0; k < sizeof rows / sizeof rows[0]; ++k) {
		float d = satIntervalDistance((satInterval){ rows[k].a0, rows[k].a1 }, (satInterval){ rows[k].b0, rows[k].b1 });
		CHECK_MSG(d == rows[k].expected, "IntervalDistance([%g,%g], [%g,%g]) = %g, expected %g", (double)rows[k].a0,
			(double)rows[k].a1, (double)rows[k].b0, (double)rows[k].b1, (double)d, (double)rows[k].expected);
	}
}

// ---------------------------------------------------------------------------------------------------------
// Hand-worked cases: sweeps.

// A unit box at the origin moving at (10, 0) toward a wall 1 wide at x in [5, 6]: gap 4.5, t = 0.45.
static void caseSweepWall(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* wall = makeBox(1, 10, 5.5f, 0, 0);
	satSweepResult r = sweep(a, wall, 10, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.45, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	CHECK_VEC(r.mtv, 0, 0, 0);
	r = sweep(a, wall, 10, 0, 0.4f); // stops short
	CHECK(isZeroSweep(r));
	r = sweep(a, wall, 10, 0, 100); // a larger tmax finds the same first contact
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.45, 1e-6);
	// Moving down onto a floor: gap 2, speed 4: t = 0.5, normal (0, 1).
	satShape* floor = makeBox(20, 1, 0, -3, 0);
	r = sweep(a, floor, 0, -4, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.5, 1e-6);
	CHECK_VEC(r.normal, 0, 1, 1e-6);
	satDestroyShape(a);
	satDestroyShape(wall);
	satDestroyShape(floor);
}

// Tunnelling: a 0.2 box moving 20 per step through a wall 0.1 thick at x in [5, 5.1]. Neither the start nor
// the end overlaps, yet the sweep hits at t = (5 - 0.1) / 20 = 0.245 and collide says willIntersect.
static void caseSweepTunnelling(void)
{
	satShape* a = makeBox(0.2f, 0.2f, 0, 0, 0);
	satShape* wall = makeBox(0.1f, 10, 5.05f, 0, 0);
	CHECK(!collide(a, wall, 0, 0).intersect);
	moveTo(a, 20, 0);
	CHECK(!collide(a, wall, 0, 0).intersect);
	moveTo(a, 0, 0);
	satSweepResult r = sweep(a, wall, 20, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.245, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	satCollision c = collide(a, wall, 20, 0);
	CHECK(!c.intersect);
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0, 0); // A + v does not overlap the wall
	// A small circle through the same wall: t = (5 - 0.1) / 20.
	satShape* bullet = makeCircle(0.1f, 0, 0);
	r = sweep(bullet, wall, 20, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.245, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	CHECK(collide(bullet, wall, 20, 0).willIntersect);
	satDestroyShape(a);
	satDestroyShape(wall);
	satDestroyShape(bullet);
}

// Overlapping at the start: t = 0, the MTV of the overlap and its direction as the normal.
static void caseSweepAlreadyOverlapping(void)
{
	satShape* a = makeBox(2, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, 1.5f, 0.5f, 0);
	satSweepResult r = sweep(a, b, 1, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0, 0);
	CHECK_VEC(r.mtv, -0.5, 0, TOL);
	CHECK_VEC(r.normal, -1, 0, TOL);
	satShape* c = makeCircle(1, 0, 1.5f);
	r = sweep(c, a, 0, -5, 2);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0, 0);
	CHECK_VEC(r.mtv, 0, 0.5, TOL);
	CHECK_VEC(r.normal, 0, 1, TOL);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(c);
}

// Grazing: unit boxes, A at the origin moving (4, 4), B at (3.001, 0.999). On the axis perpendicular to v,
// (-1,1)/sqrt2, A spans +-1/sqrt2 and B's top is at -1.002/sqrt2: a gap of 0.001 * sqrt2 for the whole move.
// Seed 000's test, which only stretches A's projections on the edge normals, calls this a hit.
static void caseSweepGrazing(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* b = makeBox(1, 1, 3.001f, 0.999f, 0);
	CHECK(seedProjectionOnlyWillIntersect(a, b, (satVec2){ 4, 4 })); // the seed's false positive
	CHECK(isZeroSweep(sweep(a, b, 4, 4, 1)));
	CHECK(isZeroSweep(sweep(a, b, 4, 4, 10)));
	CHECK(isZeroCollision(collide(a, b, 4, 4)));
	// 0.002 closer it hits: entering B's left face at 4t = 1.999, t = 0.49975, normal (-1, 0).
	moveTo(b, 2.999f, 1.001f);
	satSweepResult r = sweep(a, b, 4, 4, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.49975, 1e-5);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	satCollision c = collide(a, b, 4, 4);
	CHECK(c.willIntersect);
	CHECK(!c.intersect);
	// A circle passing a box corner: r = 1 moving (10, 10) past the box corner (a, 4) with a - 4 = 1.001*sqrt2
	// (distance 1.001 from the path): miss; with a - 4 = 0.999*sqrt2: hit.
	satShape* circle = makeCircle(1, 0, 0);
	satShape* box = makeBox(2, 2, (float)(5 + 1.001 * SQRT2), 3, 0);
	CHECK(isZeroSweep(sweep(circle, box, 10, 10, 1)));
	CHECK(!collide(circle, box, 10, 10).willIntersect);
	CHECK(isZeroSweep(sweep(box, circle, -10, -10, 1))); // the same seen from the box
	moveTo(box, (float)(5 + 0.999 * SQRT2), 3);
	CHECK(sweep(circle, box, 10, 10, 1).hit);
	CHECK(sweep(box, circle, -10, -10, 1).hit);
	CHECK(collide(circle, box, 10, 10).willIntersect);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(circle);
	satDestroyShape(box);
}

// Circles and mixed pairs: circles r = 1 at 0 and (10, 0), v = (20, 0): contact at distance 2, t = 0.4.
// Circle r = 0.5 toward a 2x2 box at (5, 0): centre reaches x = 3.5, t = 0.35. Circle r = 1 moving (10, 10)
// to the corner (4, 4) of a box at (5, 5): t = (4 - 1/sqrt2) / 10, normal -(1,1)/sqrt2. A 2x2 box moving
// (10, 0) toward a circle r = 1 at (5, 0): t = 0.3.
static void caseSweepCircles(void)
{
	satShape* a = makeCircle(1, 0, 0);
	satShape* b = makeCircle(1, 10, 0);
	satSweepResult r = sweep(a, b, 20, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.4, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	CHECK_VEC(r.mtv, 0, 0, 0);

	satShape* c = makeCircle(0.5f, 0, 0);
	satShape* box = makeBox(2, 2, 5, 0, 0);
	r = sweep(c, box, 10, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.35, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);

	moveTo(box, 5, 5);
	r = sweep(a, box, 10, 10, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, (4 - 1 / SQRT2) / 10, 1e-6);
	CHECK_VEC(r.normal, -1 / SQRT2, -1 / SQRT2, 1e-5);

	satShape* mover = makeBox(2, 2, 0, 0, 0);
	satShape* target = makeCircle(1, 5, 0);
	r = sweep(mover, target, 10, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.3, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(c);
	satDestroyShape(box);
	satDestroyShape(mover);
	satDestroyShape(target);
}

// Moving apart: shapes that are separated and move away never touch for t >= 0 (they did overlap at some
// t < 0, which must not count). Unit boxes A at (3, 0), B at the origin, v = (1, 0).
static void caseSweepMovingApart(void)
{
	satShape* a = makeBox(1, 1, 3, 0, 0);
	satShape* b = makeBox(1, 1, 0, 0, 0);
	CHECK(isZeroSweep(sweep(a, b, 1, 0, 1)));
	CHECK(isZeroSweep(sweep(a, b, 1, 0, 100)));
	CHECK(isZeroSweep(sweep(b, a, -1, 0, 1)));
	CHECK(isZeroCollision(collide(a, b, 1, 0)));
	moveTo(a, 2, 2);
	CHECK(isZeroSweep(sweep(a, b, 1, 1, 1)));
	satShape* ca = makeCircle(0.5f, 3, 0);
	satShape* cb = makeCircle(0.5f, 0, 0);
	CHECK(isZeroSweep(sweep(ca, cb, 1, 0, 1)));
	CHECK(isZeroSweep(sweep(ca, b, 1, 0, 1)));
	CHECK(isZeroSweep(sweep(b, ca, -1, 0, 1)));
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(ca);
	satDestroyShape(cb);
}

// The touching rule in sweeps: reaching contact exactly at tmax hits (unit boxes 4 apart, v = (8, 0),
// tmax = 0.5); touching at the start hits at t = 0 with a zero MTV, even when moving away; a zero velocity
// hits only when already touching; tmax = 0 is allowed.
static void caseSweepTouching(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* b = makeBox(1, 1, 5, 0, 0);
	satSweepResult r = sweep(a, b, 8, 0, 0.5f);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.5, 0);
	CHECK_VEC(r.normal, -1, 0, 0);
	CHECK(isZeroSweep(sweep(a, b, 8, 0, 0.49f)));
	CHECK(isZeroSweep(sweep(a, b, 0, 0, 1)));
	CHECK(isZeroSweep(sweep(a, b, 8, 0, 0)));
	moveTo(b, 1, 0);
	r = sweep(a, b, -3, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0, 0);
	CHECK_VEC(r.mtv, 0, 0, 0);
	r = sweep(a, b, 0, 0, 0);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0, 0);
	satDestroyShape(a);
	satDestroyShape(b);
}

// ---------------------------------------------------------------------------------------------------------
// Collide with a velocity: mtv is A + v against B; willIntersect is the swept test over t in [0, 1].

static void caseCollideVelocity(void)
{
	satShape* a = makeBox(2, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, 3, 0, 0);
	satCollision c = collide(a, b, 2.5f, 0); // A + v spans x in [1.5, 3.5] against [2, 4]: MTV (-1.5, 0)
	CHECK(!c.intersect);
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, -1.5, 0, TOL);
	c = collide(a, b, 0.5f, 0); // stops 0.5 short
	CHECK(isZeroCollision(c));
	c = collide(a, b, 10, 0); // passes through: will intersect, but A + v is clear of B
	CHECK(!c.intersect);
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	c = collide(a, b, 1, 0); // ends exactly touching
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	c = collide(a, b, 2, 1.5f); // A + v at (2, 1.5): x overlap 1, y overlap 0.5: MTV (0, 0.5)
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0.5, TOL);
	// Zero velocity: willIntersect == intersect, mtv the static MTV.
	moveTo(b, 1.5f, 0.5f);
	c = collide(a, b, 0, 0);
	CHECK(c.intersect && c.willIntersect);
	CHECK_VEC(c.mtv, -0.5, 0, TOL);
	// Overlapping now, clear after moving: intersect true, mtv zero.
	c = collide(a, b, -5, 0);
	CHECK(c.intersect);
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	satDestroyShape(a);
	satDestroyShape(b);
}

// ---------------------------------------------------------------------------------------------------------
// Contracts.

// Touching counts as intersecting with a zero-length MTV; the smallest gap means no intersection.
static void caseTouchingRule(void)
{
	const float gapX = nextafterf(1.0f, 2.0f);
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* b = makeBox(1, 1, 1, 0, 0);
	satCollision c = collide(a, b, 0, 0);
	CHECK(c.intersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	CHECK(collide(b, a, 0, 0).intersect);
	moveTo(b, 1, 1); // corner to corner
	c = collide(a, b, 0, 0);
	CHECK(c.intersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	moveTo(b, gapX, 0);
	CHECK(isZeroCollision(collide(a, b, 0, 0)));
	moveTo(b, gapX, gapX);
	CHECK(isZeroCollision(collide(a, b, 0, 0)));

	satShape* ca = makeCircle(1, 0, 0);
	satShape* cb = makeCircle(1, 2, 0);
	c = collide(ca, cb, 0, 0);
	CHECK(c.intersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	moveTo(cb, nextafterf(2.0f, 3.0f), 0);
	CHECK(isZeroCollision(collide(ca, cb, 0, 0)));

	satShape* box = makeBox(2, 2, 0, 0, 0);
	moveTo(ca, 2, 0); // circle touching the box's right face
	c = collide(ca, box, 0, 0);
	CHECK(c.intersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	c = collide(box, ca, 0, 0);
	CHECK(c.intersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	moveTo(ca, nextafterf(2.0f, 3.0f), 0);
	CHECK(isZeroCollision(collide(ca, box, 0, 0)));
	CHECK(isZeroCollision(collide(box, ca, 0, 0)));
	// Near a corner the gap is measured to the corner: centre at distance 1 + 1e-3 from (1, 1) along the
	// diagonal is clear, although every edge-normal axis shows overlap.
	float d = (float)(1 + (1 + 1e-3) / SQRT2);
	moveTo(ca, d, d);
	CHECK(isZeroCollision(collide(ca, box, 0, 0)));
	CHECK(isZeroCollision(collide(box, ca, 0, 0)));
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(ca);
	satDestroyShape(cb);
	satDestroyShape(box);
}

// Minimality on hand cases: no direction (sampled every 0.5 degrees) separates with a shorter push than
// the MTV, and the MTV's own direction needs exactly its length (reference: refPushAlong).
static void caseMinimality(void)
{
	satShape* shapes[4] = { makePolygon(TRIANGLE, 6, 0, 0, 0), makeBox(2, 2, 2, 2, 0), makeBox(1, 1, -1.2f, 0, 0.3f),
		makeCircle(1.5f, 0.5f, 0.25f) };
	for (int i = 0; i < 4; ++i) {
		for (int j = 0; j < 4; ++j) {
			if (i == j) continue;
			satCollision c = collide(shapes[i], shapes[j], 0, 0);
			if (!c.intersect) continue;
			RefDiff d = diffOf(shapes[i], shapes[j]);
			double depth = vecLength(c.mtv), best = INFINITY;
			for (int k = 0; k < 720; ++k) {
				double ang = 2 * PI * k / 720;
				best = fmin(best, refPushAlong(&d, cos(ang), sin(ang)));
			}
			CHECK_MSG(depth <= best + 1e-5, "pair %d,%d: |mtv| %.9g exceeds a sampled push %.9g", i, j, depth, best);
			if (depth > 0) CHECK_NEAR(refPushAlong(&d, c.mtv.x / depth, c.mtv.y / depth), depth, 1e-5);
		}
	}
	for (int i = 0; i < 4; ++i) satDestroyShape(shapes[i]);
}

// Swapping A and B negates the MTV.
static void caseSymmetry(void)
{
	satShape* shapes[5] = { makePolygon(TRIANGLE, 6, 0, 0, 0), makeBox(2, 2, 2, 2, 0), makeCircle(1, 1.5f, 0.5f),
		makeBox(3, 1, 0.5f, 1, 0.4f), makeCircle(0.7f, 2, 2.6f) };
	for (int i = 0; i < 5; ++i) {
		for (int j = i + 1; j < 5; ++j) {
			satCollision ab = collide(shapes[i], shapes[j], 0, 0), ba = collide(shapes[j], shapes[i], 0, 0);
			CHECK_MSG(ab.intersect == ba.intersect, "pair %d,%d: intersect %d vs %d", i, j, ab.intersect, ba.intersect);
			CHECK_MSG(fabs(ab.mtv.x + ba.mtv.x) <= TOL && fabs(ab.mtv.y + ba.mtv.y) <= TOL,
				"pair %d,%d: mtv (%g, %g) vs reversed (%g, %g)", i, j, (double)ab.mtv.x, (double)ab.mtv.y,
				(double)ba.mtv.x, (double)ba.mtv.y);
		}
	}
	for (int i = 0; i < 5; ++i) satDestroyShape(shapes[i]);
}

// Clockwise input gives the same polygon, stored counter-clockwise, and the same results.
static void caseWindingInvariance(void)
{
	static const float cw[] = { 0, 0, 1, 2, 2, 0 };
	static const float quadCw[] = { 0, 0, 0, 1, 1, 1, 1, 0 };
	static const float quadCcw[] = { 0, 0, 1, 0, 1, 1, 0, 1 };
	satShape* ccwTri = makePolygon(TRIANGLE, 6, 0, 0, 0);
	satShape* cwTri = makePolygon(cw, 6, 0, 0, 0);
	checkLocalVertexSet(cwTri, TRIANGLE, 3);
	satShape* b = makeBox(2, 2, 2, 2, 0);
	CHECK_VEC(collide(cwTri, b, 0, 0).mtv, -0.4, -0.2, TOL);
	satCollision c1 = collide(ccwTri, b, 0, 0), c2 = collide(cwTri, b, 0, 0);
	CHECK(c1.mtv.x == c2.mtv.x && c1.mtv.y == c2.mtv.y);
	satSweepResult s1 = sweep(ccwTri, b, 3, 3, 1), s2 = sweep(cwTri, b, 3, 3, 1);
	CHECK(s1.hit == s2.hit && s1.t == s2.t);
	satShape* q = makePolygon(quadCw, 8, 0, 0, 0);
	checkLocalVertexSet(q, quadCcw, 4);
	for (int i = 0; i < 4; ++i) { // normals outward: away from the centre (0.5, 0.5), perpendicular to edges
		satVec2 n = satShape_GetWorldNormal(q, i), p = satShape_GetWorldVertex(q, i),
			p2 = satShape_GetWorldVertex(q, (i + 1) % 4);
		CHECK_NEAR(vecLength(n), 1, 1e-6);
		CHECK(n.x * (p.x - 0.5) + n.y * (p.y - 0.5) > 0);
		CHECK_NEAR(n.x * (p2.x - p.x) + n.y * (p2.y - p.y), 0, 1e-6);
	}
	satDestroyShape(ccwTri);
	satDestroyShape(cwTri);
	satDestroyShape(b);
	satDestroyShape(q);
}

// Moving both shapes by the same offset changes nothing beyond round-off.
static void caseTranslationInvariance(void)
{
	static const float offsets[][2] = { { 100.25f, -37.5f }, { -1000, 1000 }, { 3.3f, 7.7f } };
	for (size_t k = 0; k < sizeof offsets / sizeof offsets[0]; ++k) {
		float ox = offsets[k][0], oy = offsets[k][1];
		double tol = 1e-6 * (1 + fabs(ox) + fabs(oy)) * 4;
		satShape* a = makePolygon(TRIANGLE, 6, ox, oy, 0);
		satShape* b = makeBox(2, 2, 2 + ox, 2 + oy, 0);
		CHECK_VEC(collide(a, b, 0, 0).mtv, -0.4, -0.2, tol);
		satShape* wall = makeBox(1, 10, 5.5f + ox, oy, 0);
		satShape* box = makeBox(1, 1, ox, oy, 0);
		satSweepResult r = sweep(box, wall, 10, 0, 1);
		CHECK(r.hit);
		CHECK_NEAR(r.t, 0.45, tol);
		satDestroyShape(a);
		satDestroyShape(b);
		satDestroyShape(wall);
		satDestroyShape(box);
	}
}

// Rotation through satShape_SetTransform: a 4x2 box turned by pi/2 spans x in [-1, 1], y in [-2, 2].
static void caseRotation(void)
{
	satShape* a = makeBox(4, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, 1.5f, 0, 0);
	CHECK_VEC(collide(a, b, 0, 0).mtv, -1.5, 0, TOL);
	CHECK_INT(satShape_SetTransform(a, 0, 0, (float)(PI / 2)), SAT_OK);
	CHECK_VEC(collide(a, b, 0, 0).mtv, -0.5, 0, TOL);
	satAABB box = satShape_GetAABB(a);
	CHECK_NEAR(box.minX, -1, TOL); CHECK_NEAR(box.maxX, 1, TOL);
	CHECK_NEAR(box.minY, -2, TOL); CHECK_NEAR(box.maxY, 2, TOL);
	satTransform xf = satShape_GetTransform(a);
	CHECK(xf.x == 0 && xf.y == 0 && xf.angle == (float)(PI / 2));
	// Angles are periodic: 2 pi + pi/2 and -3 pi/2 give the same placement.
	CHECK_INT(satShape_SetTransform(a, 0, 0, (float)(2 * PI + PI / 2)), SAT_OK);
	CHECK_VEC(collide(a, b, 0, 0).mtv, -0.5, 0, TOL);
	CHECK_INT(satShape_SetTransform(a, 0, 0, (float)(-3 * PI / 2)), SAT_OK);
	CHECK_VEC(collide(a, b, 0, 0).mtv, -0.5, 0, TOL);
	// The triangle turned by pi about its local origin: (0,0), (-2,0), (-1,-2), then moved to (5, 5).
	satShape* t = makePolygon(TRIANGLE, 6, 5, 5, (float)PI);
	static const float expected[] = { 5, 5, 3, 5, 4, 3 };
	for (int k = 0; k < 3; ++k) {
		bool found = false;
		for (int i = 0; i < satShape_GetVertexCount(t); ++i) {
			satVec2 p = satShape_GetWorldVertex(t, i);
			if (fabs(p.x - expected[2 * k]) <= TOL && fabs(p.y - expected[2 * k + 1]) <= TOL) found = true;
		}
		CHECK_MSG(found, "rotated triangle has vertex (%g, %g)", (double)expected[2 * k], (double)expected[2 * k + 1]);
	}
	// A 2x2 box turned by pi/4 at the origin reaches x = sqrt2: a box whose left face is at x = 1.4 overlaps
	// its corner by sqrt2 - 1.4 along x.
	satShape* diamond = makeBox(2, 2, 0, 0, (float)(PI / 4));
	satShape* right = makeBox(2, 2, 2.4f, 0, 0);
	CHECK_VEC(collide(right, diamond, 0, 0).mtv, SQRT2 - 1.4, 0, TOL);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(t);
	satDestroyShape(diamond);
	satDestroyShape(right);
}

// World vertices are derived from the local ones: many SetTransform calls leave no drift.
static void caseNoDrift(void)
{
	static const float pent[] = { 1, 0, 0.3f, 0.95f, -0.8f, 0.6f, -0.8f, -0.6f, 0.3f, -0.95f };
	satShape* moved = makePolygon(pent, 10, 0, 0, 0);
	for (int i = 1; i <= 100000; ++i)
		satShape_SetTransform(moved, (float)i * 0.37f, (float)-i * 0.11f, (float)i * 0.0173f);
	CHECK_INT(satShape_SetTransform(moved, 1.5f, -2.5f, 0.7f), SAT_OK);
	satShape* fresh = makePolygon(pent, 10, 1.5f, -2.5f, 0.7f);
	int n = satShape_GetVertexCount(fresh);
	CHECK_INT(satShape_GetVertexCount(moved), n);
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetWorldVertex(moved, i), q = satShape_GetWorldVertex(fresh, i);
		CHECK_MSG(p.x == q.x && p.y == q.y, "vertex %d after 1e5 moves (%.9g, %.9g), fresh (%.9g, %.9g)", i,
			(double)p.x, (double)p.y, (double)q.x, (double)q.y);
		satVec2 l = satShape_GetLocalVertex(fresh, i);
		double c = cos(0.7), s = sin(0.7);
		CHECK_NEAR(p.x, c * l.x - s * l.y + 1.5, 1e-6);
		CHECK_NEAR(p.y, s * l.x + c * l.y - 2.5, 1e-6);
		satVec2 nm = satShape_GetWorldNormal(moved, i), nf = satShape_GetWorldNormal(fresh, i);
		CHECK(nm.x == nf.x && nm.y == nf.y);
	}
	satDestroyShape(moved);
	satDestroyShape(fresh);
}

// Shape accessors: counts, types, radius, centroid, bounding box, clone.
static void caseAccessors(void)
{
	satShape* t = makePolygon(TRIANGLE, 6, 10, 0, 0);
	satShape* b = makeBox(3, 1, 0, 0, 0);
	satShape* c = makeCircle(2, 1, 1);
	CHECK_INT(satShape_GetType(t), SAT_SHAPE_POLYGON);
	CHECK_INT(satShape_GetType(b), SAT_SHAPE_BOX);
	CHECK_INT(satShape_GetType(c), SAT_SHAPE_CIRCLE);
	CHECK_INT(satShape_GetVertexCount(t), 3);
	CHECK_INT(satShape_GetVertexCount(b), 4);
	CHECK_INT(satShape_GetVertexCount(c), 0);
	CHECK_NEAR(satShape_GetRadius(c), 2, 0);
	CHECK_NEAR(satShape_GetRadius(t), 0, 0);
	CHECK_NEAR(satShape_GetRadius(b), 0, 0);
	CHECK_VEC(satShape_GetCentroid(t), 1, 2.0 / 3.0, 1e-6);
	CHECK_VEC(satShape_GetCentroid(b), 0, 0, 0);
	CHECK_VEC(satShape_GetCentroid(c), 0, 0, 0);
	static const float square[] = { 2, 2, 4, 2, 4, 4, 2, 4 };
	satShape* sq = makePolygon(square, 8, 0, 0, 0);
	CHECK_VEC(satShape_GetCentroid(sq), 3, 3, 1e-6);
	satAABB ab = satShape_GetAABB(t);
	CHECK(ab.minX == 10 && ab.minY == 0 && ab.maxX == 12 && ab.maxY == 2);
	ab = satShape_GetAABB(c);
	CHECK(ab.minX == -1 && ab.minY == -1 && ab.maxX == 3 && ab.maxY == 3);
	ab = satShape_GetAABB(b);
	CHECK(ab.minX == -1.5f && ab.minY == -0.5f && ab.maxX == 1.5f && ab.maxY == 0.5f);
	static const float boxCorners[] = { -1.5f, -0.5f, 1.5f, -0.5f, 1.5f, 0.5f, -1.5f, 0.5f };
	checkLocalVertexSet(b, boxCorners, 4);
	CHECK(satShape_IsValid(t) && satShape_IsValid(b) && satShape_IsValid(c));
	CHECK(!satShape_IsValid(NULL));

	// A clone is independent: moving it leaves the original where it was, and it outlives the original.
	satShape* clone = NULL;
	CHECK_INT(satCloneShape(t, &clone), SAT_OK);
	CHECK(clone != NULL && clone != t);
	CHECK(satShape_IsValid(clone));
	CHECK_INT(satShape_GetVertexCount(clone), 3);
	satTransform xf = satShape_GetTransform(clone);
	CHECK(xf.x == 10 && xf.y == 0 && xf.angle == 0);
	CHECK_INT(satShape_SetTransform(clone, 0, 0, 0), SAT_OK);
	CHECK(satShape_GetTransform(t).x == 10);
	CHECK_VEC(satShape_GetWorldVertex(t, 0), satShape_GetWorldVertex(clone, 0).x + 10, satShape_GetWorldVertex(clone, 0).y, 0);
	satShape* square2 = makeBox(2, 2, 2, 2, 0);
	satDestroyShape(t);
	CHECK_VEC(collide(clone, square2, 0, 0).mtv, -0.4, -0.2, TOL);
	satShape* circleClone = NULL;
	CHECK_INT(satCloneShape(c, &circleClone), SAT_OK);
	CHECK_NEAR(satShape_GetRadius(circleClone), 2, 0);
	CHECK_INT(satShape_GetType(circleClone), SAT_SHAPE_CIRCLE);
	satDestroyShape(clone);
	satDestroyShape(circleClone);
	satDestroyShape(square2);
	satDestroyShape(b);
	satDestroyShape(c);
	satDestroyShape(sq);
}

// Welding duplicates and removing collinear middle points.
static void caseWeldAndCollinear(void)
{
	static const float unit[] = { 0, 0, 1, 0, 1, 1, 0, 1 };
	static const struct { const char* name; float xy[16]; int count; } rows[] = {
		{ "repeated points", { 0, 0, 0, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1 }, 14 },
		{ "near-duplicate (1e-8)", { 0, 0, 1e-8f, 0, 1, 0, 1, 1, 0, 1 }, 10 },
		{ "closing point repeats the first", { 0, 0, 1, 0, 1, 1, 0, 1, 0, 0 }, 10 },
		{ "closing near-duplicate", { 0, 0, 1, 0, 1, 1, 0, 1, 1e-8f, 1e-8f }, 10 },
		{ "collinear middle point", { 0, 0, 0.5f, 0, 1, 0, 1, 1, 0, 1 }, 10 },
		{ "collinear points on three edges", { 0, 0, 0.25f, 0, 0.5f, 0, 1, 0, 1, 0.5f, 1, 1, 0, 1, 0, 0.5f }, 16 },
		{ "collinear point at the start", { 0.5f, 0, 1, 0, 1, 1, 0, 1, 0, 0 }, 10 },
	};
	for (size_t k = 0; k < sizeof rows / sizeof rows[0]; ++k) {
		snprintf(g_context, sizeof g_context, "weld/collinear: %s", rows[k].name);
		satShape* s = NULL;
		CHECK_INT(satCreatePolygon(rows[k].xy, rows[k].count, &s), SAT_OK);
		checkLocalVertexSet(s, unit, 4);
		satDestroyShape(s);
	}
	// Nearly but not collinear points are kept.
	static const float kite[] = { 0, 0, 1, -0.01f, 2, 0, 1, 1 };
	satShape* s = makePolygon(kite, 8, 0, 0, 0);
	checkLocalVertexSet(s, kite, 4);
	satDestroyShape(s);
}

// Vertex limit: 64 points accepted and kept, 65 rejected.
static void caseVertexLimit(void)
{
	float xy[2 * (SAT_MAX_POLYGON_VERTICES + 1)];
	for (int n = SAT_MAX_POLYGON_VERTICES; n <= SAT_MAX_POLYGON_VERTICES + 1; ++n) {
		for (int i = 0; i < n; ++i) {
			xy[2 * i] = (float)(10 * cos(2 * PI * i / n));
			xy[2 * i + 1] = (float)(10 * sin(2 * PI * i / n));
		}
		satShape* s = SENTINEL;
		satError e = satCreatePolygon(xy, 2 * n, &s);
		if (n == SAT_MAX_POLYGON_VERTICES) {
			CHECK_INT(e, SAT_OK);
			CHECK_INT(satShape_GetVertexCount(s), 64);
			CHECK_NEAR(localArea(s), 0.5 * n * 100 * sin(2 * PI / n), 1e-3);
			satShape* other = makeCircle(1, 10.5f, 0); // overlaps the 64-gon's vertex (10, 0) by 0.5
			CHECK_VEC(collide(other, s, 0, 0).mtv, 0.5, 0, 1e-5);
			satDestroyShape(other);
			satDestroyShape(s);
		} else {
			CHECK_INT(e, SAT_ERR_TOO_MANY_POINTS);
			CHECK(s == NULL);
		}
	}
}

// ---------------------------------------------------------------------------------------------------------
// Bad input: the documented error, *out NULL, nothing changed.

static void caseBadPolygons(void)
{
	const float nan = NAN, inf = INFINITY;
	static float hexTwice[24];
	for (int i = 0; i < 12; ++i) {
		hexTwice[2 * i] = (float)cos(PI / 3 * i);
		hexTwice[2 * i + 1] = (float)sin(PI / 3 * i);
	}
	static float many[2 * 65];
	for (int i = 0; i < 65; ++i) {
		many[2 * i] = (float)cos(2 * PI * i / 65);
		many[2 * i + 1] = (float)sin(2 * PI * i / 65);
	}
	const struct { const char* name; float xy[16]; int count; const float* big; satError expected; } rows[] = {
		{ "no points", { 0 }, 0, NULL, SAT_ERR_TOO_FEW_POINTS },
		{ "two points", { 0, 0, 1, 0 }, 4, NULL, SAT_ERR_TOO_FEW_POINTS },
		{ "three points, two equal", { 0, 0, 0, 0, 1, 1 }, 6, NULL, SAT_ERR_TOO_FEW_POINTS },
		{ "all points equal", { 1, 1, 1, 1, 1, 1, 1, 1 }, 8, NULL, SAT_ERR_TOO_FEW_POINTS },
		{ "NaN x", { 0, 0, nan, 0, 1, 1 }, 6, NULL, SAT_ERR_NOT_FINITE },
		{ "NaN y", { 0, 0, 1, 0, 1, nan }, 6, NULL, SAT_ERR_NOT_FINITE },
		{ "+Infinity", { 0, 0, inf, 0, 1, 1 }, 6, NULL, SAT_ERR_NOT_FINITE },
		{ "-Infinity", { 0, -inf, 1, 0, 1, 1 }, 6, NULL, SAT_ERR_NOT_FINITE },
		{ "out of range 2e18", { 0, 0, 2e18f, 0, 1, 1 }, 6, NULL, SAT_ERR_OUT_OF_RANGE },
		{ "out of range -2e18", { 0, 0, 1, 0, 1, -2e18f }, 6, NULL, SAT_ERR_OUT_OF_RANGE },
		{ "collinear", { 0, 0, 1, 1, 2, 2 }, 6, NULL, SAT_ERR_COLLINEAR },
		{ "collinear, out of order", { 0, 0, 3, 0, 1, 0, 2, 0 }, 8, NULL, SAT_ERR_COLLINEAR },
		{ "concave arrow", { 0, 0, 4, 0, 4, 4, 2, 1, 0, 4 }, 10, NULL, SAT_ERR_NOT_CONVEX },
		{ "bow tie", { 0, 0, 1, 1, 1, 0, 0, 1 }, 8, NULL, SAT_ERR_NOT_CONVEX },
		{ "pentagram", { 0, 1, -0.587785f, -0.809017f, 0.951057f, 0.309017f, -0.951057f, 0.309017f, 0.587785f,
			-0.809017f }, 10, NULL, SAT_ERR_NOT_CONVEX },
		{ "doubling back", { 0, 0, 2, 0, 1, 0, 1, 1 }, 8, NULL, SAT_ERR_NOT_CONVEX },
		{ "repeated non-neighbour point", { 0, 0, 1, 0, 0, 0, 0, 1 }, 8, NULL, SAT_ERR_NOT_CONVEX },
		{ "hexagon wound twice", { 0 }, 24, hexTwice, SAT_ERR_NOT_CONVEX },
		{ "odd count 5", { 0, 0, 1, 0, 0 }, 5, NULL, SAT_ERR_ODD_COORDS },
		{ "odd count 7", { 0, 0, 1, 0, 0, 1, 1 }, 7, NULL, SAT_ERR_ODD_COORDS },
		{ "65 points", { 0 }, 130, many, SAT_ERR_TOO_MANY_POINTS },
	};
	for (size_t k = 0; k < sizeof rows / sizeof rows[0]; ++k) {
		snprintf(g_context, sizeof g_context, "bad polygon: %s", rows[k].name);
		satShape* s = SENTINEL;
		satError e = satCreatePolygon(rows[k].big ? rows[k].big : rows[k].xy, rows[k].count, &s);
		CHECK_MSG(e == rows[k].expected, "%s: got %d (%s), expected %d (%s)", rows[k].name, (int)e, satErrorString(e),
			(int)rows[k].expected, satErrorString(rows[k].expected));
		CHECK_MSG(s == NULL, "%s: *out is NULL after an error", rows[k].name);
		if (e == SAT_OK && s != SENTINEL) satDestroyShape(s);
	}
	snprintf(g_context, sizeof g_context, "bad polygon: negative count / NULL");
	static const float tri[] = { 0, 0, 1, 0, 0, 1 };
	satShape* s = SENTINEL;
	CHECK(satCreatePolygon(tri, -2, &s) != SAT_OK);
	CHECK(s == NULL);
	s = SENTINEL;
	CHECK_INT(satCreatePolygon(NULL, 6, &s), SAT_ERR_NULL);
	CHECK(s == NULL);
	CHECK_INT(satCreatePolygon(tri, 6, NULL), SAT_ERR_NULL);
	// The largest allowed coordinate is accepted.
	static const float huge[] = { -1e18f, -1e18f, 1e18f, -1e18f, 0, 1e18f };
	s = NULL;
	CHECK_INT(satCreatePolygon(huge, 6, &s), SAT_OK);
	CHECK_INT(satShape_GetVertexCount(s), 3);
	satDestroyShape(s);
}

static void caseBadCirclesAndBoxes(void)
{
	const float radii[] = { 0, -0.0f, -1, NAN, INFINITY, -INFINITY };
	for (size_t k = 0; k < sizeof radii / sizeof radii[0]; ++k) {
		satShape* s = SENTINEL;
		CHECK_MSG(satCreateCircle(radii[k], &s) == SAT_ERR_BAD_RADIUS, "radius %g", (double)radii[k]);
		CHECK(s == NULL);
	}
	satShape* s = SENTINEL;
	CHECK_INT(satCreateCircle(2e18f, &s), SAT_ERR_OUT_OF_RANGE);
	CHECK(s == NULL);
	CHECK_INT(satCreateCircle(1, NULL), SAT_ERR_NULL);
	s = NULL;
	CHECK_INT(satCreateCircle(1e-30f, &s), SAT_OK); // tiny but positive
	satDestroyShape(s);

	const float sizes[][2] = { { 0, 1 }, { 1, 0 }, { -1, 1 }, { 1, -2 }, { NAN, 1 }, { 1, NAN }, { INFINITY, 1 },
		{ 1, -INFINITY } };
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; ++k) {
		s = SENTINEL;
		CHECK_MSG(satCreateBox(sizes[k][0], sizes[k][1], &s) == SAT_ERR_BAD_SIZE, "box %g x %g", (double)sizes[k][0],
			(double)sizes[k][1]);
		CHECK(s == NULL);
	}
	s = SENTINEL;
	CHECK_INT(satCreateBox(2e18f, 1, &s), SAT_ERR_OUT_OF_RANGE);
	CHECK(s == NULL);
	CHECK_INT(satCreateBox(1, 1, NULL), SAT_ERR_NULL);
}

// NULL pointers everywhere: SAT_ERR_NULL, outputs zeroed.
static void caseNullPointers(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* out = SENTINEL;
	CHECK_INT(satCloneShape(NULL, &out), SAT_ERR_NULL);
	CHECK(out == NULL);
	CHECK_INT(satCloneShape(a, NULL), SAT_ERR_NULL);
	CHECK_INT(satShape_SetTransform(NULL, 0, 0, 0), SAT_ERR_NULL);
	satInterval i = { 5, 6 };
	CHECK_INT(satProjectShape(NULL, (satVec2){ 1, 0 }, &i), SAT_ERR_NULL);
	CHECK(i.min == 0 && i.max == 0);
	CHECK_INT(satProjectShape(a, (satVec2){ 1, 0 }, NULL), SAT_ERR_NULL);
	satCollision c = staleCollision();
	CHECK_INT(satCollide(NULL, a, (satVec2){ 0, 0 }, &c), SAT_ERR_NULL);
	CHECK(isZeroCollision(c));
	c = staleCollision();
	CHECK_INT(satCollide(a, NULL, (satVec2){ 0, 0 }, &c), SAT_ERR_NULL);
	CHECK(isZeroCollision(c));
	CHECK_INT(satCollide(a, a, (satVec2){ 0, 0 }, NULL), SAT_ERR_NULL);
	satSweepResult r = staleSweep();
	CHECK_INT(satSweep(NULL, a, (satVec2){ 1, 0 }, 1, &r), SAT_ERR_NULL);
	CHECK(isZeroSweep(r));
	r = staleSweep();
	CHECK_INT(satSweep(a, NULL, (satVec2){ 1, 0 }, 1, &r), SAT_ERR_NULL);
	CHECK(isZeroSweep(r));
	CHECK_INT(satSweep(a, a, (satVec2){ 1, 0 }, 1, NULL), SAT_ERR_NULL);
	satDestroyShape(NULL); // ignored
	satDestroyShape(a);
}

// Bad arguments to the queries: the documented code and a zeroed output.
static void caseBadQueryArguments(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* b = makeBox(1, 1, 0.5f, 0, 0);
	const satVec2 axes[] = { { 0, 0 }, { -0.0f, 0.0f }, { NAN, 1 }, { 1, NAN }, { INFINITY, 0 }, { 0, -INFINITY } };
	for (size_t k = 0; k < sizeof axes / sizeof axes[0]; ++k) {
		satInterval i = { 5, 6 };
		CHECK_MSG(satProjectShape(a, axes[k], &i) == SAT_ERR_BAD_AXIS, "axis (%g, %g)", (double)axes[k].x,
			(double)axes[k].y);
		CHECK(i.min == 0 && i.max == 0);
	}
	const float tmaxes[] = { -1, -1e-30f, NAN, INFINITY, -INFINITY };
	for (size_t k = 0; k < sizeof tmaxes / sizeof tmaxes[0]; ++k) {
		satSweepResult r = staleSweep();
		CHECK_MSG(satSweep(a, b, (satVec2){ 1, 0 }, tmaxes[k], &r) == SAT_ERR_BAD_TMAX, "tmax %g", (double)tmaxes[k]);
		CHECK(isZeroSweep(r));
	}
	const struct { satVec2 v; satError expected; } velocities[] = {
		{ { NAN, 0 }, SAT_ERR_NOT_FINITE }, { { 0, NAN }, SAT_ERR_NOT_FINITE }, { { INFINITY, 0 }, SAT_ERR_NOT_FINITE },
		{ { 0, -INFINITY }, SAT_ERR_NOT_FINITE }, { { 2e18f, 0 }, SAT_ERR_OUT_OF_RANGE }, { { 0, -2e18f }, SAT_ERR_OUT_OF_RANGE },
	};
	for (size_t k = 0; k < sizeof velocities / sizeof velocities[0]; ++k) {
		satSweepResult r = staleSweep();
		satError e = satSweep(a, b, velocities[k].v, 1, &r);
		CHECK_MSG(e == velocities[k].expected, "sweep velocity (%g, %g): got %d", (double)velocities[k].v.x,
			(double)velocities[k].v.y, (int)e);
		CHECK(isZeroSweep(r));
		satCollision c = staleCollision();
		e = satCollide(a, b, velocities[k].v, &c);
		CHECK_MSG(e == velocities[k].expected, "collide velocity (%g, %g): got %d", (double)velocities[k].v.x,
			(double)velocities[k].v.y, (int)e);
		CHECK(isZeroCollision(c));
	}
	satDestroyShape(a);
	satDestroyShape(b);
}

// A failed SetTransform leaves the transform, world vertices, normals and bounds unchanged.
static void caseBadTransform(void)
{
	satShape* s = makePolygon(TRIANGLE, 6, 1, 2, 0.5f);
	satShape* c = makeCircle(1, 3, 4);
	const float bad[][3] = { { NAN, 0, 0 }, { 0, NAN, 0 }, { 0, 0, NAN }, { INFINITY, 0, 0 }, { 0, -INFINITY, 0 },
		{ 0, 0, INFINITY }, { 2e18f, 0, 0 }, { 0, -2e18f, 0 }, { 0, 0, 2e18f } };
	for (size_t k = 0; k < sizeof bad / sizeof bad[0]; ++k) {
		satShape* shapes[2] = { s, c };
		for (int j = 0; j < 2; ++j) {
			satShape* sh = shapes[j];
			satTransform before = satShape_GetTransform(sh);
			satAABB boxBefore = satShape_GetAABB(sh);
			satVec2 verts[3], normals[3];
			int n = satShape_GetVertexCount(sh);
			for (int i = 0; i < n; ++i) {
				verts[i] = satShape_GetWorldVertex(sh, i);
				normals[i] = satShape_GetWorldNormal(sh, i);
			}
			satError e = satShape_SetTransform(sh, bad[k][0], bad[k][1], bad[k][2]);
			satError expected = isfinite(bad[k][0]) && isfinite(bad[k][1]) && isfinite(bad[k][2])
				? SAT_ERR_OUT_OF_RANGE : SAT_ERR_NOT_FINITE;
			CHECK_MSG(e == expected, "SetTransform(%g, %g, %g): got %d, expected %d", (double)bad[k][0],
				(double)bad[k][1], (double)bad[k][2], (int)e, (int)expected);
			satTransform after = satShape_GetTransform(sh);
			CHECK(memcmp(&before, &after, sizeof before) == 0);
			satAABB boxAfter = satShape_GetAABB(sh);
			CHECK(memcmp(&boxBefore, &boxAfter, sizeof boxBefore) == 0);
			for (int i = 0; i < n; ++i) {
				satVec2 p = satShape_GetWorldVertex(sh, i), q = satShape_GetWorldNormal(sh, i);
				CHECK(p.x == verts[i].x && p.y == verts[i].y && q.x == normals[i].x && q.y == normals[i].y);
			}
		}
	}
	satShape* b = makeBox(2, 2, 2, 2, 0); // and it still collides where it was
	moveTo(s, 0, 0);
	CHECK_INT(satShape_SetTransform(s, 0, 0, 0), SAT_OK);
	CHECK(satShape_SetTransform(s, NAN, 0, 0) != SAT_OK);
	CHECK_VEC(collide(s, b, 0, 0).mtv, -0.4, -0.2, TOL);
	satDestroyShape(s);
	satDestroyShape(c);
	satDestroyShape(b);
}

// A pointer that is not a shape (and, without ASan, a destroyed one) is rejected with SAT_ERR_BAD_HANDLE.
static void caseBadHandles(void)
{
	static union { max_align_t align; unsigned char bytes[1024]; } zeros, junk;
	memset(junk.bytes, 0xA5, sizeof junk.bytes);
	satShape* good = makeBox(1, 1, 0, 0, 0);
	satShape* foreign[2] = { (satShape*)(void*)zeros.bytes, (satShape*)(void*)junk.bytes };
	for (int k = 0; k < 2; ++k) {
		satShape* f = foreign[k];
		CHECK(!satShape_IsValid(f));
		CHECK_INT(satShape_SetTransform(f, 0, 0, 0), SAT_ERR_BAD_HANDLE);
		satInterval i = { 5, 6 };
		CHECK_INT(satProjectShape(f, (satVec2){ 1, 0 }, &i), SAT_ERR_BAD_HANDLE);
		CHECK(i.min == 0 && i.max == 0);
		satCollision c = staleCollision();
		CHECK_INT(satCollide(f, good, (satVec2){ 0, 0 }, &c), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroCollision(c));
		c = staleCollision();
		CHECK_INT(satCollide(good, f, (satVec2){ 0, 0 }, &c), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroCollision(c));
		satSweepResult r = staleSweep();
		CHECK_INT(satSweep(f, good, (satVec2){ 1, 0 }, 1, &r), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroSweep(r));
		r = staleSweep();
		CHECK_INT(satSweep(good, f, (satVec2){ 1, 0 }, 1, &r), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroSweep(r));
		satShape* out = SENTINEL;
		CHECK_INT(satCloneShape(f, &out), SAT_ERR_BAD_HANDLE);
		CHECK(out == NULL);
	}
	CHECK(zeros.bytes[0] == 0 && junk.bytes[0] == 0xA5); // rejected handles are not written to
	satDestroyShape(foreign[0]); // not a shape: ignored, not freed (ASan would report a bad free)
	satDestroyShape(foreign[1]);
	// A destroyed shape: its memory is not reused yet (ASan's quarantine, or nothing allocated since).
	satShape* dead = makeBox(1, 1, 0, 0, 0);
	satDestroyShape(dead);
#ifdef TEST_HAS_ASAN
	// ASan forbids reading freed memory; let the tag check (the first word) read it and nothing else.
	__asan_unpoison_memory_region(dead, sizeof(uint32_t));
	CHECK(!satShape_IsValid(dead));
	__asan_poison_memory_region(dead, sizeof(uint32_t));
#else
	bool valid = satShape_IsValid(dead);
	CHECK(!valid);
	if (!valid) { // otherwise these calls would read or write freed memory
		satCollision c = staleCollision();
		CHECK_INT(satCollide(dead, good, (satVec2){ 0, 0 }, &c), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroCollision(c));
		CHECK_INT(satShape_SetTransform(dead, 0, 0, 0), SAT_ERR_BAD_HANDLE);
		satDestroyShape(dead); // a second destroy is ignored
	}
#endif
	satDestroyShape(good);
}

// satErrorString: a distinct non-empty message for every code, "unknown error" outside the enum.
static void caseErrorStrings(void)
{
	for (int e = 0; e < SAT_ERR_COUNT; ++e) {
		const char* m = satErrorString((satError)e);
		CHECK_MSG(m != NULL && m[0] != '\0', "satErrorString(%d) is non-empty", e);
		CHECK_MSG(m != NULL && strcmp(m, "unknown error") != 0, "satErrorString(%d) is specific", e);
		for (int f = 0; f < e; ++f) {
			const char* other = satErrorString((satError)f);
			CHECK_MSG(m != NULL && other != NULL && strcmp(m, other) != 0, "messages %d and %d differ", e, f);
		}
	}
	CHECK_STR(satErrorString(SAT_ERR_COUNT), "unknown error");
	CHECK_STR(satErrorString((satError)1000), "unknown error");
	CHECK_STR(satErrorString((satError)-1), "unknown error");
	CHECK_INT(SAT_OK, 0);
}

// No stale output: a miss after a hit into the same result struct leaves all zeros.
static void caseNoStaleOutput(void)
{
	satShape* a = makePolygon(TRIANGLE, 6, 0, 0, 0);
	satShape* b = makeBox(2, 2, 2, 2, 0);
	satShape* far = makeBox(2, 2, 20, 20, 0);
	satCollision c;
	CHECK_INT(satCollide(a, b, (satVec2){ 1, 1 }, &c), SAT_OK);
	CHECK(c.intersect && c.willIntersect && vecLength(c.mtv) > 0);
	CHECK_INT(satCollide(a, far, (satVec2){ 1, 1 }, &c), SAT_OK);
	CHECK(isZeroCollision(c));
	CHECK_INT(satCollide(a, b, (satVec2){ 0, 0 }, &c), SAT_OK);
	CHECK(c.intersect);
	CHECK_INT(satCollide(a, b, (satVec2){ NAN, 0 }, &c), SAT_ERR_NOT_FINITE); // an error also writes zeros
	CHECK(isZeroCollision(c));
	satSweepResult r;
	CHECK_INT(satSweep(a, b, (satVec2){ 1, 0 }, 1, &r), SAT_OK);
	CHECK(r.hit && vecLength(r.mtv) > 0);
	CHECK_INT(satSweep(a, far, (satVec2){ 1, 0 }, 1, &r), SAT_OK);
	CHECK(isZeroSweep(r));
	CHECK_INT(satSweep(a, far, (satVec2){ 20, 20 }, 1, &r), SAT_OK); // a hit with t > 0 ...
	CHECK(r.hit && r.t > 0);
	CHECK_INT(satSweep(a, far, (satVec2){ -20, 20 }, 1, &r), SAT_OK); // ... then a miss
	CHECK(isZeroSweep(r));
	satInterval i;
	CHECK_INT(satProjectShape(a, (satVec2){ 1, 0 }, &i), SAT_OK);
	CHECK_INT(satProjectShape(a, (satVec2){ 0, 0 }, &i), SAT_ERR_BAD_AXIS);
	CHECK(i.min == 0 && i.max == 0);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(far);
}

// ---------------------------------------------------------------------------------------------------------
// Random shapes for the property tests.

typedef enum RandKind { RAND_ELLIPSE, RAND_HULL, RAND_BOX, RAND_CIRCLE } RandKind;

typedef struct RandShape {
	satShape* shape;
	RandKind kind;
	int count;              ///< local points given to satCreatePolygon (polygons)
	float xy[2 * 16];       ///< those points, in the order given
	float radius, width, height;
	double size;            ///< distance from the local origin to the farthest point
} RandShape;

static int compareDoubles(const void* a, const void* b)
{
	double x = *(const double*)a, y = *(const double*)b;
	return x < y ? -1 : x > y;
}

// A random convex shape: points on a scaled, rotated ellipse at random angles; the convex hull of random
// points; a box; a circle. Polygons are given clockwise half of the time.
static void randomShape(Prng* rng, RandShape* out)
{
	memset(out, 0, sizeof *out);
	double u = prngUniform(rng);
	out->kind = u < 0.4 ? RAND_ELLIPSE : u < 0.55 ? RAND_HULL : u < 0.8 ? RAND_BOX : RAND_CIRCLE;
	satError e = SAT_OK;
	if (out->kind == RAND_ELLIPSE) {
		int n = prngInt(rng, 3, 12);
		double r = prngRange(rng, 0.3, 3.0), sx = r * prngRange(rng, 0.3, 1), sy = r * prngRange(rng, 0.3, 1);
		double phi = prngRange(rng, 0, 2 * PI), cx = prngRange(rng, -0.5, 0.5) * r, cy = prngRange(rng, -0.5, 0.5) * r;
		double ang[12];
		for (bool ok = false; !ok;) {
			for (int i = 0; i < n; ++i) ang[i] = prngRange(rng, 0, 2 * PI);
			qsort(ang, (size_t)n, sizeof ang[0], compareDoubles);
			ok = true;
			for (int i = 0; i < n; ++i) {
				double gap = i + 1 < n ? ang[i + 1] - ang[i] : ang[0] + 2 * PI - ang[i];
				if (gap < 0.08) ok = false;
			}
		}
		out->count = n;
		for (int i = 0; i < n; ++i) {
			double ex = sx * cos(ang[i]), ey = sy * sin(ang[i]);
			out->xy[2 * i] = (float)(cx + cos(phi) * ex - sin(phi) * ey);
			out->xy[2 * i + 1] = (float)(cy + sin(phi) * ex + cos(phi) * ey);
		}
	} else if (out->kind == RAND_HULL) {
		double r = prngRange(rng, 0.3, 3.0), aspect = prngRange(rng, 0.3, 1);
		for (int n = 0; n < 3;) {
			int m = prngInt(rng, 3, 16);
			double px[16], py[16], hx[16], hy[16];
			for (int i = 0; i < m; ++i) {
				px[i] = (float)prngRange(rng, -r, r);
				py[i] = (float)prngRange(rng, -r * aspect, r * aspect);
			}
			n = refConvexHull(px, py, m, hx, hy);
			out->count = n;
			for (int i = 0; i < n; ++i) {
				out->xy[2 * i] = (float)hx[i];
				out->xy[2 * i + 1] = (float)hy[i];
			}
		}
	}
	if (out->kind == RAND_ELLIPSE || out->kind == RAND_HULL) {
		if (prngUniform(rng) < 0.5) { // clockwise input
			for (int i = 0, j = out->count - 1; i < j; ++i, --j) {
				float tx = out->xy[2 * i], ty = out->xy[2 * i + 1];
				out->xy[2 * i] = out->xy[2 * j]; out->xy[2 * i + 1] = out->xy[2 * j + 1];
				out->xy[2 * j] = tx; out->xy[2 * j + 1] = ty;
			}
		}
		for (int i = 0; i < out->count; ++i) out->size = fmax(out->size, hypot(out->xy[2 * i], out->xy[2 * i + 1]));
		e = satCreatePolygon(out->xy, 2 * out->count, &out->shape);
	} else if (out->kind == RAND_BOX) {
		out->width = (float)prngRange(rng, 0.2, 4);
		out->height = (float)prngRange(rng, 0.2, 4);
		out->size = 0.5 * hypot(out->width, out->height);
		e = satCreateBox(out->width, out->height, &out->shape);
	} else {
		out->radius = (float)prngRange(rng, 0.15, 2.5);
		out->size = out->radius;
		e = satCreateCircle(out->radius, &out->shape);
	}
	CHECK_MSG(e == SAT_OK, "creating a random shape of kind %d: error %d", (int)out->kind, (int)e);
}

// The shape's world vertices are its local points rotated and moved (checked in double), as a set.
static void checkWorldVertices(const RandShape* rs, float x, float y, float angle)
{
	if (rs->kind == RAND_CIRCLE) return;
	double ex[16], ey[16];
	int n = rs->kind == RAND_BOX ? 4 : rs->count;
	double c = cos((double)angle), s = sin((double)angle);
	for (int i = 0; i < n; ++i) {
		double lx, ly;
		if (rs->kind == RAND_BOX) {
			lx = (i == 1 || i == 2 ? 0.5 : -0.5) * rs->width;
			ly = (i >= 2 ? 0.5 : -0.5) * rs->height;
		} else {
			lx = rs->xy[2 * i];
			ly = rs->xy[2 * i + 1];
		}
		ex[i] = c * lx - s * ly + x;
		ey[i] = s * lx + c * ly + y;
	}
	double tol = 1e-6 * (1 + fabs(x) + fabs(y) + rs->size) * 4;
	int kept = satShape_GetVertexCount(rs->shape);
	if (rs->kind != RAND_HULL) CHECK_INT(kept, n); // hulls of random points may lose near-collinear points
	CHECK(kept >= 3 && kept <= n);
	for (int i = 0; i < kept; ++i) {
		satVec2 p = satShape_GetWorldVertex(rs->shape, i);
		double best = INFINITY;
		for (int k = 0; k < n; ++k) best = fmin(best, hypot(p.x - ex[k], p.y - ey[k]));
		CHECK_MSG(best <= tol, "world vertex %d (%.9g, %.9g) is %.3g from every expected point", i, (double)p.x,
			(double)p.y, best);
	}
	RefShape r = refOf(rs->shape);
	CHECK_MSG(refPolygonArea(r.x, r.y, r.count) > 0, "world vertices are counter-clockwise");
}

typedef struct RandPair {
	RandShape a, b;
	float ax, ay, aAngle, bx, by, bAngle;
} RandPair;

static float randomAngle(Prng* rng)
{
	return (float)(prngUniform(rng) < 0.1 ? prngRange(rng, -100, 100) : prngRange(rng, -PI, PI));
}

// Two random shapes, B near a random base point and A within reach of B (about half of them overlap).
static void randomPair(Prng* rng, RandPair* p)
{
	randomShape(rng, &p->a);
	randomShape(rng, &p->b);
	double base = prngUniform(rng) < 0.25 ? 0 : 20;
	p->bx = (float)prngRange(rng, -base, base);
	p->by = (float)prngRange(rng, -base, base);
	double dir = prngRange(rng, 0, 2 * PI), dist = prngRange(rng, 0, 1.3) * (p->a.size + p->b.size);
	p->ax = (float)(p->bx + dist * cos(dir));
	p->ay = (float)(p->by + dist * sin(dir));
	p->aAngle = randomAngle(rng);
	p->bAngle = randomAngle(rng);
	CHECK_INT(satShape_SetTransform(p->a.shape, p->ax, p->ay, p->aAngle), SAT_OK);
	CHECK_INT(satShape_SetTransform(p->b.shape, p->bx, p->by, p->bAngle), SAT_OK);
	static const char* const kindNames[] = { "ellipse polygon", "hull polygon", "box", "circle" };
	size_t used = strlen(g_context);
	snprintf(g_context + used, sizeof g_context - used, " A=%s B=%s", kindNames[p->a.kind], kindNames[p->b.kind]);
}

static void destroyPair(RandPair* p)
{
	satDestroyShape(p->a.shape);
	satDestroyShape(p->b.shape);
}

// Round-off scale of a pair: float coordinates of this magnitude, a few operations deep.
static double pairTolerance(const RandPair* p, double extra)
{
	return 2e-6 * (1 + fmax(magnitudeOf(p->a.shape), magnitudeOf(p->b.shape)) + extra);
}

static uint64_t caseSeed(uint64_t property, int i) { return property * 1000003u + (uint64_t)i; }

static void setRandomContext(const char* property, uint64_t seed)
{
	snprintf(g_context, sizeof g_context, "%s seed=%llu", property, (unsigned long long)seed);
}

// ---------------------------------------------------------------------------------------------------------
// Properties against the reference.

enum { STATIC_CASES = 20000, VELOCITY_CASES = 8000, SWEEP_CASES = 20000, INVARIANCE_CASES = 5000,
	PROJECTION_CASES = 5000, MINIMALITY_CASES = 300 };

static long g_randomCases;

// Static collide: intersect and MTV depth agree with the reference; A moved by the MTV is clear of B;
// swapping A and B gives the same depth; world vertices are the transformed local points; and the
// reference's two overlap tests (Minkowski difference, Sutherland-Hodgman clipping) agree with each other.
static void propertyStatic(void)
{
	int hits = 0;
	for (int i = 0; i < STATIC_CASES; ++i) {
		uint64_t seed = caseSeed(1, i);
		setRandomContext("static", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		++g_randomCases;
		checkWorldVertices(&p.a, p.ax, p.ay, p.aAngle);
		checkWorldVertices(&p.b, p.bx, p.by, p.bAngle);
		double tol = pairTolerance(&p, 0), band = 4 * tol;
		RefDiff d = diffOf(p.a.shape, p.b.shape);
		double sep = refSeparation(&d, 0, 0);
		satCollision c = collide(p.a.shape, p.b.shape, 0, 0);
		hits += c.intersect;
		if (sep < -band) CHECK_MSG(c.intersect, "reference depth %.9g, library says no intersection", -sep);
		if (sep > band) CHECK_MSG(!c.intersect, "reference gap %.9g, library says intersect", sep);
		CHECK(c.intersect == c.willIntersect);
		double depth = vecLength(c.mtv);
		if (c.intersect) {
			double refDepth = fmax(0, -sep);
			CHECK_MSG(fabs(depth - refDepth) <= 1e-4 * refDepth + tol, "|mtv| %.9g, reference depth %.9g (mtv %.9g, %.9g)",
				depth, refDepth, (double)c.mtv.x, (double)c.mtv.y);
			if (depth > 0) {
				double k = 1 + 1e-4 + tol / depth;
				double after = refSeparation(&d, c.mtv.x * k, c.mtv.y * k);
				CHECK_MSG(after > 0, "A moved by mtv (%.9g, %.9g) * (1 + 1e-4) + eps still overlaps: separation %.3g",
					(double)c.mtv.x, (double)c.mtv.y, after);
			}
		} else {
			CHECK(c.mtv.x == 0 && c.mtv.y == 0);
		}
		satCollision r = collide(p.b.shape, p.a.shape, 0, 0);
		if (fabs(sep) > band) CHECK(r.intersect == c.intersect);
		if (r.intersect && c.intersect)
			CHECK_MSG(fabs(vecLength(r.mtv) - depth) <= 1e-4 * depth + tol, "depth A,B %.9g vs B,A %.9g", depth,
				vecLength(r.mtv));
		if (p.a.kind != RAND_CIRCLE && p.b.kind != RAND_CIRCLE) {
			RefShape ra = refOf(p.a.shape), rb = refOf(p.b.shape);
			double area = refClipArea(&ra, &rb);
			if (sep < -band) CHECK_MSG(area > 0, "reference self-check: depth %.3g but clipped area %.3g", -sep, area);
			if (sep > band) CHECK_MSG(area <= 1e-9, "reference self-check: gap %.3g but clipped area %.3g", sep, area);
		}
		destroyPair(&p);
	}
	printf("property static collide: %d cases, %d intersecting\n", STATIC_CASES, hits);
}

// Collide with a velocity: willIntersect agrees with the reference sweep over [0, 1]; mtv is the MTV of A
// moved by v against B (zero when A + v is clear of B).
static void propertyVelocity(void)
{
	int will = 0, end = 0;
	for (int i = 0; i < VELOCITY_CASES; ++i) {
		uint64_t seed = caseSeed(2, i);
		setRandomContext("collide-velocity", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		++g_randomCases;
		float vx = (float)prngRange(&rng, -8, 8), vy = (float)prngRange(&rng, -8, 8);
		double tol = pairTolerance(&p, hypot(vx, vy)), band = 4 * tol;
		RefDiff d = diffOf(p.a.shape, p.b.shape);
		double sep0 = refSeparation(&d, 0, 0), sepEnd = refSeparation(&d, vx, vy);
		RefSweep rs = refSweep(&d, vx, vy, 1);
		satCollision c = collide(p.a.shape, p.b.shape, vx, vy);
		will += c.willIntersect;
		end += vecLength(c.mtv) > 0;
		if (sep0 < -band) CHECK(c.intersect);
		if (sep0 > band) CHECK(!c.intersect);
		if (c.intersect) CHECK(c.willIntersect);
		if (rs.minSep < -band) CHECK_MSG(c.willIntersect, "reference sweep overlaps by %.9g, willIntersect false", -rs.minSep);
		if (rs.minSep > band) CHECK_MSG(!c.willIntersect, "reference sweep gap %.9g, willIntersect true", rs.minSep);
		double depth = vecLength(c.mtv);
		if (sepEnd > band) CHECK_MSG(depth == 0, "A + v clear of B by %.9g, mtv (%.9g, %.9g)", sepEnd, (double)c.mtv.x,
			(double)c.mtv.y);
		if (sepEnd < -band) {
			CHECK_MSG(fabs(depth + sepEnd) <= 1e-4 * -sepEnd + tol, "|mtv| %.9g, reference depth at A + v %.9g", depth,
				-sepEnd);
			CHECK(c.willIntersect);
		}
		if (depth > 0) {
			double k = 1 + 1e-4 + tol / depth;
			double after = refSeparation(&d, vx + c.mtv.x * k, vy + c.mtv.y * k);
			CHECK_MSG(after > 0, "A + v + mtv still overlaps B: separation %.3g", after);
		}
		destroyPair(&p);
	}
	printf("property collide with velocity: %d cases, %d will intersect, %d overlap at the end\n", VELOCITY_CASES,
		will, end);
}

// Sweep: hit/miss agrees with the reference; at the time of impact the shapes touch and did not overlap
// before; t matches the reference's first root where the approach is not grazing; the normal separates
// the shapes at t and opposes the motion; an overlap at the start gives t = 0 and the MTV.
static void propertySweep(void)
{
	int hits = 0, moving = 0, compared = 0;
	for (int i = 0; i < SWEEP_CASES; ++i) {
		uint64_t seed = caseSeed(3, i);
		setRandomContext("sweep", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		++g_randomCases;
		double vx, vy;
		double mode = prngUniform(&rng);
		if (mode < 0.05) {
			vx = vy = 0;
		} else if (mode < 0.75) { // toward B with some aim error
			double k = prngRange(&rng, 0.3, 3);
			vx = (p.bx - p.ax) * k + prngRange(&rng, -2, 2) * (p.a.size + p.b.size);
			vy = (p.by - p.ay) * k + prngRange(&rng, -2, 2) * (p.a.size + p.b.size);
		} else {
			vx = prngRange(&rng, -10, 10);
			vy = prngRange(&rng, -10, 10);
		}
		// Start A away from B along -v half of the time, so most hits have t > 0.
		if (prngUniform(&rng) < 0.5 && (vx != 0 || vy != 0)) {
			double back = prngRange(&rng, 0.2, 0.8);
			p.ax = (float)(p.ax - back * vx);
			p.ay = (float)(p.ay - back * vy);
			CHECK_INT(satShape_SetTransform(p.a.shape, p.ax, p.ay, p.aAngle), SAT_OK);
		}
		float fvx = (float)vx, fvy = (float)vy;
		float tmax = prngUniform(&rng) < 0.05 ? 0.0f : (float)prngRange(&rng, 0, 1.5);
		double speed = hypot(fvx, fvy);
		double tol = pairTolerance(&p, speed * tmax), band = 4 * tol;
		RefDiff d = diffOf(p.a.shape, p.b.shape);
		double sep0 = refSeparation(&d, 0, 0);
		RefSweep rs = refSweep(&d, fvx, fvy, tmax);
		satSweepResult r = sweep(p.a.shape, p.b.shape, fvx, fvy, tmax);
		hits += r.hit;
		if (rs.minSep < -band) CHECK_MSG(r.hit, "reference overlaps by %.9g within [0, %g], sweep misses", -rs.minSep,
			(double)tmax);
		if (rs.minSep > band) CHECK_MSG(!r.hit, "reference gap %.9g over [0, %g], sweep hits at t = %.9g", rs.minSep,
			(double)tmax, (double)r.t);
		if (!r.hit) {
			CHECK_MSG(isZeroSweep(r), "a miss writes zeros: t %g normal (%g, %g) mtv (%g, %g)", (double)r.t,
				(double)r.normal.x, (double)r.normal.y, (double)r.mtv.x, (double)r.mtv.y);
			destroyPair(&p);
			continue;
		}
		CHECK_MSG(r.t >= 0 && r.t <= tmax, "t = %.9g within [0, %g]", (double)r.t, (double)tmax);
		CHECK_NEAR(vecLength(r.normal), 1, 1e-5);
		if (sep0 < -band) {
			CHECK_MSG(r.t == 0, "overlapping at the start: t = %.9g", (double)r.t);
			CHECK_MSG(fabs(vecLength(r.mtv) + sep0) <= 1e-4 * -sep0 + tol, "start mtv %.9g, reference depth %.9g",
				vecLength(r.mtv), -sep0);
			double dot = r.normal.x * r.mtv.x + r.normal.y * r.mtv.y;
			CHECK_MSG(fabs(dot - vecLength(r.mtv)) <= tol, "the normal is the MTV's direction");
		}
		if (sep0 > band) {
			++moving;
			double t = r.t;
			double atT = refSeparation(&d, t * fvx, t * fvy);
			CHECK_MSG(fabs(atT) <= band, "shapes at t = %.9g are %.3g apart (reference first touch %.9g)", t, atT, rs.t);
			double before = refMinSeparation(&d, fvx, fvy, 0, t, NULL);
			CHECK_MSG(before >= -band, "shapes overlapped by %.3g before t = %.9g (reference first touch %.9g)", -before,
				t, rs.t);
			CHECK_MSG(vecLength(r.mtv) == 0, "mtv is zero when t > 0");
			// The normal separates the shapes at t (A on its positive side) and does not point along v.
			RefShape ra = refOf(p.a.shape), rb = refOf(p.b.shape);
			double aMin, aMax, bMin, bMax;
			refProject(&ra, r.normal.x, r.normal.y, &aMin, &aMax);
			refProject(&rb, r.normal.x, r.normal.y, &bMin, &bMax);
			double vn = r.normal.x * fvx + r.normal.y * fvy;
			CHECK_MSG(aMin + t * vn >= bMax - band, "normal (%.6g, %.6g) does not separate at t: overlap %.3g",
				(double)r.normal.x, (double)r.normal.y, bMax - (aMin + t * vn));
			CHECK_MSG(vn <= tol, "normal (%.6g, %.6g) points along v (v.n = %.3g)", (double)r.normal.x, (double)r.normal.y, vn);
			if (rs.hit && rs.minSep < -band) { // compare with the reference's t where the approach is steep
				double h = fmin(rs.t, 1e-6);
				double slope = h > 0 ? (refSeparation(&d, (rs.t - h) * fvx, (rs.t - h) * fvy) - refSeparation(&d, rs.t * fvx,
					rs.t * fvy)) / h : 0;
				if (slope >= 0.05 * speed && slope > 0) {
					++compared;
					CHECK_MSG(fabs(t - rs.t) <= 4 * band / slope + 1e-6, "t = %.9g, reference t = %.9g (slope %.3g)", t,
						rs.t, slope);
				}
			}
		}
		destroyPair(&p);
	}
	printf("property sweep: %d cases, %d hits, %d with t > 0, %d compared with the reference t\n", SWEEP_CASES, hits,
		moving, compared);
}

// Invariance: moving both shapes by one offset, and giving a polygon in the other winding, keep the results.
static void propertyInvariance(void)
{
	for (int i = 0; i < INVARIANCE_CASES; ++i) {
		uint64_t seed = caseSeed(4, i);
		setRandomContext("invariance", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		++g_randomCases;
		float ox = (float)prngRange(&rng, -50, 50), oy = (float)prngRange(&rng, -50, 50);
		float vx = (float)prngRange(&rng, -5, 5), vy = (float)prngRange(&rng, -5, 5);
		double tol = pairTolerance(&p, fabs(ox) + fabs(oy) + 10), band = 4 * tol;
		RefDiff d = diffOf(p.a.shape, p.b.shape);
		double sep = refSeparation(&d, 0, 0);
		RefSweep rs = refSweep(&d, vx, vy, 1);
		satCollision c0 = collide(p.a.shape, p.b.shape, 0, 0);
		satSweepResult s0 = sweep(p.a.shape, p.b.shape, vx, vy, 1);

		CHECK_INT(satShape_SetTransform(p.a.shape, p.ax + ox, p.ay + oy, p.aAngle), SAT_OK);
		CHECK_INT(satShape_SetTransform(p.b.shape, p.bx + ox, p.by + oy, p.bAngle), SAT_OK);
		satCollision c1 = collide(p.a.shape, p.b.shape, 0, 0);
		satSweepResult s1 = sweep(p.a.shape, p.b.shape, vx, vy, 1);
		if (fabs(sep) > band) CHECK(c0.intersect == c1.intersect);
		CHECK_MSG(fabs(vecLength(c0.mtv) - vecLength(c1.mtv)) <= band, "depth %.9g moved by (%g, %g): %.9g",
			vecLength(c0.mtv), (double)ox, (double)oy, vecLength(c1.mtv));
		if (fabs(rs.minSep) > band) CHECK(s0.hit == s1.hit);
		if (s0.hit && s1.hit && sep > band && rs.minSep < -band) {
			RefDiff moved = diffOf(p.a.shape, p.b.shape);
			CHECK_MSG(fabs(refSeparation(&moved, s1.t * vx, s1.t * vy)) <= band, "moved sweep t %.9g vs %.9g", (double)s1.t,
				(double)s0.t);
		}

		// The same polygon given in the opposite winding, at the same place.
		RandShape* w = p.a.kind == RAND_ELLIPSE || p.a.kind == RAND_HULL ? &p.a : p.b.kind == RAND_ELLIPSE ||
			p.b.kind == RAND_HULL ? &p.b : NULL;
		if (w != NULL) {
			float rev[32];
			for (int k = 0; k < w->count; ++k) {
				rev[2 * k] = w->xy[2 * (w->count - 1 - k)];
				rev[2 * k + 1] = w->xy[2 * (w->count - 1 - k) + 1];
			}
			satShape* other = NULL;
			CHECK_INT(satCreatePolygon(rev, 2 * w->count, &other), SAT_OK);
			satTransform xf = satShape_GetTransform(w->shape);
			CHECK_INT(satShape_SetTransform(other, xf.x, xf.y, xf.angle), SAT_OK);
			CHECK_INT(satShape_GetVertexCount(other), satShape_GetVertexCount(w->shape));
			const satShape* a2 = w == &p.a ? other : p.a.shape;
			const satShape* b2 = w == &p.b ? other : p.b.shape;
			satCollision c2 = collide(a2, b2, 0, 0);
			CHECK(c2.intersect == c1.intersect);
			CHECK_MSG(fabs(vecLength(c2.mtv) - vecLength(c1.mtv)) <= tol, "depth %.9g, other winding %.9g",
				vecLength(c1.mtv), vecLength(c2.mtv));
			satSweepResult s2 = sweep(a2, b2, vx, vy, 1);
			CHECK(s2.hit == s1.hit);
			CHECK_MSG(fabs(s2.t - s1.t) <= 1e-5, "sweep t %.9g, other winding %.9g", (double)s1.t, (double)s2.t);
			satDestroyShape(other);
		}
		destroyPair(&p);
	}
	printf("property invariance: %d cases\n", INVARIANCE_CASES);
}

// Projection: satProjectShape matches the reference projection for random axes of any length; a gap
// between two projections (satIntervalDistance > 0) means the shapes are apart; IntervalDistance follows
// seed 000's formula exactly.
static void propertyProjection(void)
{
	int gaps = 0;
	for (int i = 0; i < PROJECTION_CASES; ++i) {
		uint64_t seed = caseSeed(5, i);
		setRandomContext("projection", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		++g_randomCases;
		double ang = prngRange(&rng, 0, 2 * PI), len = exp(prngRange(&rng, log(0.1), log(10)));
		float ax = (float)(len * cos(ang)), ay = (float)(len * sin(ang));
		double tol = pairTolerance(&p, 0) * len;
		RefShape ra = refOf(p.a.shape), rb = refOf(p.b.shape);
		double aMin, aMax, bMin, bMax;
		refProject(&ra, ax, ay, &aMin, &aMax);
		refProject(&rb, ax, ay, &bMin, &bMax);
		satInterval ia = project(p.a.shape, ax, ay), ib = project(p.b.shape, ax, ay);
		CHECK_MSG(fabs(ia.min - aMin) <= tol && fabs(ia.max - aMax) <= tol, "A on (%g, %g): [%.9g, %.9g] vs [%.9g, %.9g]",
			(double)ax, (double)ay, (double)ia.min, (double)ia.max, aMin, aMax);
		CHECK_MSG(fabs(ib.min - bMin) <= tol && fabs(ib.max - bMax) <= tol, "B on (%g, %g): [%.9g, %.9g] vs [%.9g, %.9g]",
			(double)ax, (double)ay, (double)ib.min, (double)ib.max, bMin, bMax);
		float dist = satIntervalDistance(ia, ib);
		float expected = ia.min < ib.min ? ib.min - ia.max : ia.min - ib.max;
		CHECK_MSG(dist == expected, "IntervalDistance %.9g, seed formula %.9g", (double)dist, (double)expected);
		if (dist > 2 * tol) {
			++gaps;
			RefDiff d = diffOf(p.a.shape, p.b.shape);
			CHECK_MSG(refSeparation(&d, 0, 0) > 0, "a gap of %.3g on an axis, yet the reference says they overlap",
				(double)dist);
			CHECK(!collide(p.a.shape, p.b.shape, 0, 0).intersect);
		}
		destroyPair(&p);
	}
	printf("property projection: %d cases, %d separated on the random axis\n", PROJECTION_CASES, gaps);
}

// Minimality by brute force: for overlapping random pairs no sampled direction separates A from B with a
// shorter push than the MTV.
static void propertyMinimality(void)
{
	int tested = 0;
	for (int i = 0; i < MINIMALITY_CASES * 4 && tested < MINIMALITY_CASES; ++i) {
		uint64_t seed = caseSeed(6, i);
		setRandomContext("minimality", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		satCollision c = collide(p.a.shape, p.b.shape, 0, 0);
		double depth = vecLength(c.mtv), tol = pairTolerance(&p, 0);
		if (c.intersect && depth > 4 * tol) {
			++tested;
			++g_randomCases;
			RefDiff d = diffOf(p.a.shape, p.b.shape);
			double best = INFINITY;
			for (int k = 0; k < 64; ++k) {
				double ang = 2 * PI * (k + prngUniform(&rng)) / 64;
				best = fmin(best, refPushAlong(&d, cos(ang), sin(ang)));
			}
			CHECK_MSG(depth <= best * (1 + 1e-4) + tol, "|mtv| %.9g, a sampled direction needs only %.9g", depth, best);
			CHECK_MSG(fabs(refPushAlong(&d, c.mtv.x / depth, c.mtv.y / depth) - depth) <= 1e-4 * depth + tol,
				"pushing along the MTV's direction needs its length %.9g", depth);
		}
		destroyPair(&p);
	}
	printf("property minimality: %d overlapping cases x 64 directions\n", tested);
}

// ---------------------------------------------------------------------------------------------------------

typedef struct TestCase { const char* name; void (*run)(void); } TestCase;

static const TestCase CASES[] = {
	{ "seed 001 triangle vs box (1,1)-(3,3)", caseSeed001TriangleBox },
	{ "box vs box", caseBoxBox },
	{ "circle vs circle", caseCircleCircle },
	{ "circle vs polygon", caseCirclePolygon },
	{ "polygon vs circle", casePolygonCircle },
	{ "containment", caseContainment },
	{ "projection intervals", caseProjection },
	{ "interval distance (seed 000)", caseIntervalDistance },
	{ "sweep into a wall", caseSweepWall },
	{ "sweep tunnelling through a thin wall", caseSweepTunnelling },
	{ "sweep already overlapping", caseSweepAlreadyOverlapping },
	{ "sweep grazing pass", caseSweepGrazing },
	{ "sweep circles and mixed pairs", caseSweepCircles },
	{ "sweep moving apart", caseSweepMovingApart },
	{ "sweep touching rule", caseSweepTouching },
	{ "collide with velocity", caseCollideVelocity },
	{ "touching rule", caseTouchingRule },
	{ "minimality on hand cases", caseMinimality },
	{ "symmetry", caseSymmetry },
	{ "winding invariance", caseWindingInvariance },
	{ "translation invariance", caseTranslationInvariance },
	{ "rotation", caseRotation },
	{ "no drift", caseNoDrift },
	{ "accessors and clone", caseAccessors },
	{ "welding and collinear removal", caseWeldAndCollinear },
	{ "vertex limit", caseVertexLimit },
	{ "bad polygons", caseBadPolygons },
	{ "bad circles and boxes", caseBadCirclesAndBoxes },
	{ "NULL pointers", caseNullPointers },
	{ "bad query arguments", caseBadQueryArguments },
	{ "bad transform changes nothing", caseBadTransform },
	{ "bad handles", caseBadHandles },
	{ "error strings", caseErrorStrings },
	{ "no stale output", caseNoStaleOutput },
	{ "property: static collide vs reference", propertyStatic },
	{ "property: collide with velocity vs reference", propertyVelocity },
	{ "property: sweep vs reference", propertySweep },
	{ "property: translation and winding invariance", propertyInvariance },
	{ "property: projection", propertyProjection },
	{ "property: minimality", propertyMinimality },
};

int main(void)
{
	int count = (int)(sizeof CASES / sizeof CASES[0]);
	const char* maxPrinted = getenv("TEST_MAX_FAILURES");
	if (maxPrinted != NULL) g_maxPrinted = atol(maxPrinted);
	for (int i = 0; i < count; ++i) {
		long failedBefore = g_failed;
		snprintf(g_context, sizeof g_context, "case %03d %s", i + 1, CASES[i].name);
		CASES[i].run();
		if (g_failed != failedBefore)
			printf("case %03d %s: %ld failed\n", i + 1, CASES[i].name, g_failed - failedBefore);
	}
	printf("%d named cases, %ld random cases\n", count, g_randomCases);
	printf("%ld passed, %ld failed\n", g_passed, g_failed);
	return g_failed > 0 ? 1 : 0;
}
