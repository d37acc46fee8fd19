// Overlap: projections, interval distances and the static collide with its MTV: hand-worked cases with
// literal values, the contracts of sat.h (touching, minimality, symmetry, invariance), and properties on
// seeded random shapes against the double-precision reference in tests/support/reference.c.
#include <math.h>
#include <stdint.h>
#include <stdio.h>

#include "check.h"
#include "shapes.h"

// The manual's example in sat.h: triangle (0,0),(2,0),(1,2) against the square (1,1)-(3,3). The smallest
// push is along the triangle's edge normal (2,1)/sqrt5: A spans [0, 4/sqrt5], B spans [3/sqrt5, 9/sqrt5],
// overlap 1/sqrt5, so MTV = -(2,1)/5 = (-0.4, -0.2). The axes x and y overlap by 1, the other edge normal
// by sqrt5.
static void caseTriangleBox(void)
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
// A 1x1 box at (-1.2, 0) inside a 4x4 box: pushes -x 1.3, +x 3.7, +-y 2.5, so MTV = (-1.3, 0). (The
// CodeProject article would take |IntervalDistance| = 3.7 on x and the centre direction -x: (-3.7, 0), which
// does not separate.) A circle r = 0.5 at (-1.2, 0.3) inside the same box: MTV = (-1.3, 0). A 1x1 box at (0.6, 0) inside a
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

// Projections of a triangle, a circle and a rotated box onto unit and non-unit axes.
static void caseProjection(void)
{
	satShape* t = makePolygon(TRIANGLE, 6, 0, 0, 0);
	satInterval i = project(t, 1, 0);
	CHECK_NEAR(i.min, 0, 0);
	CHECK_NEAR(i.max, 2, 0);
	i = project(t, 0, 2); // not unit: dot products scale with the axis
	CHECK_NEAR(i.min, 0, 0);
	CHECK_NEAR(i.max, 4, 0);
	i = project(t, 1, 1);
	CHECK_NEAR(i.min, 0, 0);
	CHECK_NEAR(i.max, 3, 0);
	i = project(t, -1, 0);
	CHECK_NEAR(i.min, -2, 0);
	CHECK_NEAR(i.max, 0, 0);
	moveTo(t, 10, -1);
	i = project(t, 0, 1);
	CHECK_NEAR(i.min, -1, 0);
	CHECK_NEAR(i.max, 1, 0);

	satShape* c = makeCircle(2, 3, 4);
	i = project(c, 3, 4); // centre 25, radius 2 * |axis| = 10
	CHECK_NEAR(i.min, 15, TOL);
	CHECK_NEAR(i.max, 35, TOL);
	i = project(c, 0, -1);
	CHECK_NEAR(i.min, -6, TOL);
	CHECK_NEAR(i.max, -2, TOL);

	satShape* b = makeBox(2, 2, 0, 0, (float)(PI / 4));
	i = project(b, 1, 0);
	CHECK_NEAR(i.min, -SQRT2, TOL);
	CHECK_NEAR(i.max, SQRT2, TOL);
	CHECK_INT(satShape_SetTransform(b, 10, 0, 0), SAT_OK);
	i = project(b, 1, 0);
	CHECK_NEAR(i.min, 9, 0);
	CHECK_NEAR(i.max, 11, 0);
	satDestroyShape(t);
	satDestroyShape(c);
	satDestroyShape(b);
}

// The CodeProject article: IntervalDistance = minA < minB ? minB - maxA : minA - maxB.
static void caseIntervalDistance(void)
{
	static const struct {
		float a0, a1, b0, b1, expected;
	} rows[] = {
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

// Random cases per property; each is seeded by its index, so a failure names its seed.
enum {
	STATIC_CASES = 20000,
	INVARIANCE_CASES = 5000,
	PROJECTION_CASES = 5000,
	MINIMALITY_CASES = 300
};

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
			CHECK_MSG(fabs(depth - refDepth) <= 1e-4 * refDepth + tol,
				"|mtv| %.9g, reference depth %.9g (mtv %.9g, %.9g)", depth, refDepth, (double)c.mtv.x, (double)c.mtv.y);
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

// Invariance: moving both shapes by one offset, and giving a polygon in the other winding, keep the results.
static void propertyInvariance(void)
{
	for (int i = 0; i < INVARIANCE_CASES; ++i) {
		uint64_t seed = caseSeed(4, i);
		setRandomContext("invariance", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
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
			CHECK_MSG(fabs(refSeparation(&moved, s1.t * vx, s1.t * vy)) <= band, "moved sweep t %.9g vs %.9g",
				(double)s1.t, (double)s0.t);
		}

		// The same polygon given in the opposite winding, at the same place.
		RandShape* w = p.a.kind == RAND_ELLIPSE || p.a.kind == RAND_HULL ? &p.a
			: p.b.kind == RAND_ELLIPSE || p.b.kind == RAND_HULL          ? &p.b
																		 : NULL;
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
// the CodeProject article's formula exactly.
static void propertyProjection(void)
{
	int gaps = 0;
	for (int i = 0; i < PROJECTION_CASES; ++i) {
		uint64_t seed = caseSeed(5, i);
		setRandomContext("projection", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		double ang = prngRange(&rng, 0, 2 * PI), len = exp(prngRange(&rng, log(0.1), log(10)));
		float ax = (float)(len * cos(ang)), ay = (float)(len * sin(ang));
		double tol = pairTolerance(&p, 0) * len;
		RefShape ra = refOf(p.a.shape), rb = refOf(p.b.shape);
		double aMin, aMax, bMin, bMax;
		refProject(&ra, ax, ay, &aMin, &aMax);
		refProject(&rb, ax, ay, &bMin, &bMax);
		satInterval ia = project(p.a.shape, ax, ay), ib = project(p.b.shape, ax, ay);
		CHECK_MSG(fabs(ia.min - aMin) <= tol && fabs(ia.max - aMax) <= tol,
			"A on (%g, %g): [%.9g, %.9g] vs [%.9g, %.9g]", (double)ax, (double)ay, (double)ia.min, (double)ia.max, aMin,
			aMax);
		CHECK_MSG(fabs(ib.min - bMin) <= tol && fabs(ib.max - bMax) <= tol,
			"B on (%g, %g): [%.9g, %.9g] vs [%.9g, %.9g]", (double)ax, (double)ay, (double)ib.min, (double)ib.max, bMin,
			bMax);
		float dist = satIntervalDistance(ia, ib);
		float expected = ia.min < ib.min ? ib.min - ia.max : ia.min - ib.max;
		CHECK_MSG(
			dist == expected, "IntervalDistance %.9g, the article's formula %.9g", (double)dist, (double)expected);
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

const TestCase overlapTests[] = {
	{ "triangle-vs-box", caseTriangleBox },
	{ "box-vs-box", caseBoxBox },
	{ "circle-vs-circle", caseCircleCircle },
	{ "circle-vs-polygon", caseCirclePolygon },
	{ "polygon-vs-circle", casePolygonCircle },
	{ "containment", caseContainment },
	{ "projection", caseProjection },
	{ "interval-distance", caseIntervalDistance },
	{ "touching-rule", caseTouchingRule },
	{ "minimality", caseMinimality },
	{ "symmetry", caseSymmetry },
	{ "translation-invariance", caseTranslationInvariance },
	{ "property-static", propertyStatic },
	{ "property-invariance", propertyInvariance },
	{ "property-projection", propertyProjection },
	{ "property-minimality", propertyMinimality },
};
const int overlapTestCount = (int)(sizeof overlapTests / sizeof overlapTests[0]);
