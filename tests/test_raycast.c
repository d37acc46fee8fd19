// Ray casts (satRayCast) and convex hulls (satComputeHull): hand-worked cases with exact fractions, points and
// normals; the argument contracts; and properties on random shapes and point clouds, checked against the
// double-precision reference (signed distances minimised and bisected along the segment) and satCreatePolygon.
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "shapes.h"

// A result full of non-zero values, so a call that forgets a field is caught.
static satRayHit staleHit(void) { return (satRayHit){ true, 0.75f, { 1, 2 }, { 0.6f, 0.8f } }; }

static bool isZeroHit(satRayHit r)
{
	return !r.hit && r.fraction == 0 && r.point.x == 0 && r.point.y == 0 && r.normal.x == 0 && r.normal.y == 0;
}

static satRayHit ray(const satShape* s, float x0, float y0, float x1, float y1)
{
	satRayHit r = staleHit();
	CHECK_INT(satRayCast(s, (satVec2){ x0, y0 }, (satVec2){ x1, y1 }, &r), SAT_OK);
	return r;
}

static void checkHit(satRayHit r, double fraction, double x, double y, double nx, double ny)
{
	CHECK(r.hit);
	CHECK_NEAR(r.fraction, fraction, TOL);
	CHECK_VEC(r.point, x, y, TOL);
	CHECK_VEC(r.normal, nx, ny, TOL);
}

static void caseBoxFace(void)
{
	satShape* box = makeBox(2, 2, 0, 0, 0);
	checkHit(ray(box, -5, 0, 5, 0), 0.4, -1, 0, -1, 0);
	checkHit(ray(box, 0.5f, 5, 0.5f, -5), 0.4, 0.5, 1, 0, 1);
	checkHit(ray(box, 3, -0.25f, -1, -0.25f), 0.5, 1, -0.25, 1, 0);
	satDestroyShape(box);
	// Placed: the same box at (10, 20).
	box = makeBox(2, 2, 10, 20, 0);
	checkHit(ray(box, 10, 10, 10, 30), 0.45, 10, 19, 0, -1);
	satDestroyShape(box);
	// A triangle's slanted face: (0,0), (2,0), (0,2); from (2,2) towards the origin it enters x + y = 2 at (1,1).
	const float right[] = { 0, 0, 2, 0, 0, 2 };
	satShape* tri = makePolygon(right, 6, 0, 0, 0);
	checkHit(ray(tri, 2, 2, 0, 0), 0.5, 1, 1, SQRT2 / 2, SQRT2 / 2);
	satDestroyShape(tri);
}

static void caseRotatedBox(void)
{
	// A 2 x 2 box turned 45 degrees at (3, 0): its upper-left face is -(x - 3) + y = sqrt(2), so y = 0.5 enters
	// at x = 3.5 - sqrt(2), with normal (-1, 1) / sqrt(2).
	satShape* box = makeBox(2, 2, 3, 0, (float)(PI / 4));
	double x = 3.5 - SQRT2;
	checkHit(ray(box, 0, 0.5f, 6, 0.5f), x / 6, x, 0.5, -SQRT2 / 2, SQRT2 / 2);
	// Below the left corner: the lower-left face.
	checkHit(ray(box, 0, -0.5f, 6, -0.5f), x / 6, x, -0.5, -SQRT2 / 2, -SQRT2 / 2);
	satDestroyShape(box);
}

static void caseCircle(void)
{
	satShape* ball = makeCircle(1, 0, 0);
	checkHit(ray(ball, -3, 0, 3, 0), 1.0 / 3, -1, 0, -1, 0);
	checkHit(ray(ball, -3, 0.6f, 3, 0.6f), 2.2 / 6, -0.8, 0.6, -0.8, 0.6);
	checkHit(ray(ball, 0, -4, 0, 4), 3.0 / 8, 0, -1, 0, -1);
	satDestroyShape(ball);
	ball = makeCircle(2, 5, 5);
	checkHit(ray(ball, 5, 0, 5, 10), 0.3, 5, 3, 0, -1);
	// Tangent: the line y = 7 touches the circle at (5, 7).
	checkHit(ray(ball, 0, 7, 10, 7), 0.5, 5, 7, 0, 1);
	satDestroyShape(ball);
}

static void caseStartInside(void)
{
	satShape* box = makeBox(2, 2, 0, 0, 0);
	checkHit(ray(box, 0, 0, 5, 0), 0, 0, 0, 0, 0);
	checkHit(ray(box, 0.5f, 0.5f, -5, 3), 0, 0.5, 0.5, 0, 0);
	// On the boundary, leaving or sliding along it: touching counts.
	checkHit(ray(box, -1, 0, -5, 0), 0, -1, 0, 0, 0);
	checkHit(ray(box, -1, -1, -1, 5), 0, -1, -1, 0, 0);
	satDestroyShape(box);
	satShape* ball = makeCircle(1, 0, 0);
	checkHit(ray(ball, 0.25f, 0, 9, 9), 0, 0.25, 0, 0, 0);
	checkHit(ray(ball, 0, 1, 0, 5), 0, 0, 1, 0, 0);
	satDestroyShape(ball);
}

static void caseGrazing(void)
{
	satShape* box = makeBox(2, 2, 0, 0, 0);
	// Through the corner (1, 1) only.
	satRayHit r = ray(box, 0, 2, 2, 0);
	CHECK(r.hit);
	CHECK_NEAR(r.fraction, 0.5, TOL);
	CHECK_VEC(r.point, 1, 1, TOL);
	CHECK_MSG((r.normal.x == 1 && r.normal.y == 0) || (r.normal.x == 0 && r.normal.y == 1), "normal (%g, %g)",
		(double)r.normal.x, (double)r.normal.y);
	// Along the top edge: it enters at the left corner.
	checkHit(ray(box, -5, 1, 5, 1), 0.4, -1, 1, -1, 0);
	// Ending exactly on the face.
	checkHit(ray(box, -5, 0, -1, 0), 1, -1, 0, -1, 0);
	satDestroyShape(box);
}

static void caseMiss(void)
{
	satShape* box = makeBox(2, 2, 0, 0, 0);
	CHECK(isZeroHit(ray(box, -5, 0, -2, 0)));       // stops short
	CHECK(isZeroHit(ray(box, -5, 3, 5, 3)));        // passes above
	CHECK(isZeroHit(ray(box, -5, 1.5f, 5, 1.5f)));  // parallel, outside
	CHECK(isZeroHit(ray(box, 2, 0, 5, 0)));         // pointing away
	CHECK(isZeroHit(ray(box, 0, 2.01f, 2.01f, 0))); // just beside the corner
	satDestroyShape(box);
	satShape* ball = makeCircle(1, 0, 0);
	CHECK(isZeroHit(ray(ball, -3, 1.01f, 3, 1.01f)));
	CHECK(isZeroHit(ray(ball, -3, 0, -1.5f, 0)));
	CHECK(isZeroHit(ray(ball, 3, 0, 5, 0)));
	satDestroyShape(ball);
}

static void caseZeroLength(void)
{
	satShape* box = makeBox(2, 2, 0, 0, 0);
	checkHit(ray(box, 0.5f, -0.5f, 0.5f, -0.5f), 0, 0.5, -0.5, 0, 0);
	checkHit(ray(box, 1, 1, 1, 1), 0, 1, 1, 0, 0);
	CHECK(isZeroHit(ray(box, 3, 3, 3, 3)));
	satDestroyShape(box);
	satShape* ball = makeCircle(1, 2, 0);
	checkHit(ray(ball, 2.5f, 0, 2.5f, 0), 0, 2.5, 0, 0, 0);
	CHECK(isZeroHit(ray(ball, 0, 0, 0, 0)));
	satDestroyShape(ball);
}

static void caseErrors(void)
{
	satShape* box = makeBox(2, 2, 0, 0, 0);
	satVec2 a = { -5, 0 }, b = { 5, 0 };
	CHECK_INT(satRayCast(box, a, b, NULL), SAT_ERR_NULL);
	satRayHit r = staleHit();
	CHECK_INT(satRayCast(NULL, a, b, &r), SAT_ERR_NULL);
	CHECK(isZeroHit(r));
	r = staleHit();
	CHECK_INT(satRayCast(SENTINEL, a, b, &r), SAT_ERR_BAD_HANDLE);
	CHECK(isZeroHit(r));
	const float bad[] = { NAN, INFINITY, -INFINITY, 1e30f, -2e18f };
	const satError expected[] = { SAT_ERR_NOT_FINITE, SAT_ERR_NOT_FINITE, SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE,
		SAT_ERR_OUT_OF_RANGE };
	for (int i = 0; i < 5; ++i) {
		for (int which = 0; which < 4; ++which) {
			float v[4] = { -5, 0, 5, 0 };
			v[which] = bad[i];
			r = staleHit();
			CHECK_INT(satRayCast(box, (satVec2){ v[0], v[1] }, (satVec2){ v[2], v[3] }, &r), expected[i]);
			CHECK(isZeroHit(r));
		}
	}
	// The largest coordinates are fine.
	r = staleHit();
	CHECK_INT(satRayCast(box, (satVec2){ -SAT_MAX_COORDINATE, 0 }, (satVec2){ SAT_MAX_COORDINATE, 0 }, &r), SAT_OK);
	CHECK(r.hit && r.normal.x == -1 && r.normal.y == 0);
	satDestroyShape(box);
}

// ---- random properties ----

// Signed distance along the segment at t: convex in t for a convex shape.
static double distAt(const RefShape* s, double x0, double y0, double dx, double dy, double t)
{
	return refShapeSignedDistance(s, x0 + t * dx, y0 + t * dy);
}

static void propertyRaycast(void)
{
	const int cases = 4000;
	int hits = 0, misses = 0, inside = 0;
	for (int i = 0; i < cases; ++i) {
		uint64_t seed = caseSeed(41, i);
		setRandomContext("raycast/property", seed);
		Prng rng = prngSeed(seed);
		RandShape rs;
		randomShape(&rng, 1, &rs);
		float px = (float)prngRange(&rng, -3, 3), py = (float)prngRange(&rng, -3, 3);
		CHECK_INT(satShape_SetTransform(rs.shape, px, py, (float)prngRange(&rng, -PI, PI)), SAT_OK);
		RefShape ref = refOf(rs.shape);
		float x0, y0, x1, y1;
		double kind = prngUniform(&rng);
		if (kind < 0.1) { // zero length
			x0 = x1 = (float)(px + prngRange(&rng, -3, 3));
			y0 = y1 = (float)(py + prngRange(&rng, -3, 3));
		} else if (kind < 0.5) { // aimed at a vertex or through the centre from far away
			double ang = prngRange(&rng, 0, 2 * PI), len = prngRange(&rng, 4, 20);
			double tx = px, ty = py;
			if (satShape_GetVertexCount(rs.shape) > 0 && prngUniform(&rng) < 0.5) {
				satVec2 v = satShape_GetWorldVertex(rs.shape, prngInt(&rng, 0, satShape_GetVertexCount(rs.shape) - 1));
				tx = v.x;
				ty = v.y;
			}
			x0 = (float)(tx + len * cos(ang));
			y0 = (float)(ty + len * sin(ang));
			x1 = (float)(tx - len * cos(ang) * prngRange(&rng, 0.5, 2));
			y1 = (float)(ty - len * sin(ang) * prngRange(&rng, 0.5, 2));
		} else {
			x0 = (float)(px + prngRange(&rng, -8, 8));
			y0 = (float)(py + prngRange(&rng, -8, 8));
			x1 = (float)(px + prngRange(&rng, -8, 8));
			y1 = (float)(py + prngRange(&rng, -8, 8));
		}
		satRayHit r = staleHit();
		CHECK_INT(satRayCast(rs.shape, (satVec2){ x0, y0 }, (satVec2){ x1, y1 }, &r), SAT_OK);
		double dx = (double)x1 - x0, dy = (double)y1 - y0, len = sqrt(dx * dx + dy * dy);
		double tol = 2e-5 * (1 + rs.size + fabs(px) + fabs(py) + len);
		// The reference: minimise the convex signed distance by golden section, then bisect for the first root.
		double lo = 0, hi = 1;
		for (int k = 0; k < 200 && hi - lo > 1e-15; ++k) {
			double m1 = lo + (hi - lo) * 0.381966, m2 = hi - (hi - lo) * 0.381966;
			if (distAt(&ref, x0, y0, dx, dy, m1) <= distAt(&ref, x0, y0, dx, dy, m2))
				hi = m2;
			else
				lo = m1;
		}
		double tMin = 0.5 * (lo + hi), dMin = distAt(&ref, x0, y0, dx, dy, tMin);
		double d0 = distAt(&ref, x0, y0, dx, dy, 0);
		dMin = fmin(fmin(dMin, d0), distAt(&ref, x0, y0, dx, dy, 1));
		satDestroyShape(rs.shape);
		rs.shape = NULL;
		if (dMin > tol) {
			CHECK_MSG(isZeroHit(r), "hit at %g, but the reference misses by %g", (double)r.fraction, dMin);
			++misses;
			continue;
		}
		if (dMin < -tol) CHECK_MSG(r.hit, "miss, but the reference hits by %g", -dMin);
		if (!r.hit) {
			CHECK(isZeroHit(r));
			continue;
		}
		++hits;
		CHECK(r.fraction >= 0 && r.fraction <= 1);
		if (d0 < -tol) CHECK_NEAR(r.fraction, 0, 0);
		if (r.fraction == 0) {
			++inside;
			CHECK_MSG(d0 <= tol, "fraction 0, but the start is %g outside", d0);
			CHECK(r.normal.x == 0 && r.normal.y == 0);
			CHECK(r.point.x == x0 && r.point.y == y0);
			continue;
		}
		// The first root of the distance on [0, tMin], by bisection (the distance is > 0 at 0 here).
		double a = 0, b = tMin;
		if (d0 > 0) {
			for (int k = 0; k < 200 && b - a > 1e-16; ++k) {
				double m = 0.5 * (a + b);
				if (distAt(&ref, x0, y0, dx, dy, m) > 0)
					a = m;
				else
					b = m;
			}
			CHECK_MSG(fabs(r.fraction - b) * len <= tol, "fraction %.9g, reference %.9g (length %g)",
				(double)r.fraction, b, len);
		}
		CHECK_NEAR(refShapeSignedDistance(&ref, r.point.x, r.point.y), 0, tol);
		CHECK_NEAR(r.point.x, x0 + (double)r.fraction * dx, tol);
		CHECK_NEAR(r.point.y, y0 + (double)r.fraction * dy, tol);
		double nlen = sqrt((double)r.normal.x * r.normal.x + (double)r.normal.y * r.normal.y);
		CHECK_NEAR(nlen, 1, 1e-5);
		// Outward: a step along the normal leaves the shape; the segment comes in against it.
		double h = 1e-3 * (1 + rs.size);
		CHECK_MSG(refShapeSignedDistance(&ref, r.point.x + h * r.normal.x, r.point.y + h * r.normal.y) > 0.5 * h - tol,
			"normal (%g, %g) not outward", (double)r.normal.x, (double)r.normal.y);
		CHECK(r.normal.x * dx + r.normal.y * dy <= tol * len);
	}
	CHECK_MSG(hits > cases / 10 && misses > cases / 10 && inside > cases / 100, "hits %d, misses %d, inside %d", hits,
		misses, inside);
}

// ---- convex hull ----

static void caseHullSquare(void)
{
	// A square's corners in a shuffled order, with interior points, edge midpoints and duplicates.
	const float xy[] = { 0.5f, 0.5f, 1, 1, 0, 0, 1, 0.5f, 0.25f, 0.75f, 1, 0, 0, 1, 0, 0, 0.5f, 0, 0, 0.5f, 0.5f, 1, 1,
		1, 0.9f, 0.1f };
	float out[26];
	int n = -1;
	CHECK_INT(satComputeHull(xy, 26, out, &n), SAT_OK);
	CHECK_INT(n, 4);
	const float expected[] = { 0, 0, 1, 0, 1, 1, 0, 1 }; // counter-clockwise from the lowest-leftmost point
	for (int i = 0; i < 8 && n == 4; ++i) CHECK_NEAR(out[i], expected[i], 0);
	// In place, and the polygon constructor keeps it as it is.
	float again[26];
	memcpy(again, xy, sizeof xy);
	int m = -1;
	CHECK_INT(satComputeHull(again, 26, again, &m), SAT_OK);
	CHECK_INT(m, 4);
	CHECK(memcmp(again, out, 8 * sizeof(float)) == 0);
	satShape* s = NULL;
	CHECK_INT(satCreatePolygon(out, 2 * n, &s), SAT_OK);
	CHECK_INT(satShape_GetVertexCount(s), 4);
	satDestroyShape(s);
	// A triangle given clockwise comes back counter-clockwise.
	const float cw[] = { 0, 0, 0, 2, 2, 0 };
	CHECK_INT(satComputeHull(cw, 6, out, &n), SAT_OK);
	CHECK_INT(n, 3);
	CHECK(out[0] == 0 && out[1] == 0 && out[2] == 2 && out[3] == 0 && out[4] == 0 && out[5] == 2);
}

static void caseHullErrors(void)
{
	const float tri[] = { 0, 0, 1, 0, 0, 1 };
	float out[16] = { 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7 };
	int n = 5;
	CHECK_INT(satComputeHull(NULL, 6, out, &n), SAT_ERR_NULL);
	CHECK_INT(n, 0);
	n = 5;
	CHECK_INT(satComputeHull(tri, 6, NULL, &n), SAT_ERR_NULL);
	CHECK_INT(n, 0);
	CHECK_INT(satComputeHull(tri, 6, out, NULL), SAT_ERR_NULL);
	n = 5;
	CHECK_INT(satComputeHull(tri, 5, out, &n), SAT_ERR_ODD_COORDS);
	CHECK_INT(n, 0);
	CHECK_INT(satComputeHull(tri, -2, out, &n), SAT_ERR_ODD_COORDS);
	CHECK_INT(satComputeHull(tri, 4, out, &n), SAT_ERR_TOO_FEW_POINTS);
	const float twoBad[] = { NAN, 0, 1, 1 }; // too few points is said first, as satCreatePolygon does
	CHECK_INT(satComputeHull(twoBad, 4, out, &n), SAT_ERR_TOO_FEW_POINTS);
	CHECK_INT(satComputeHull(tri, 0, out, &n), SAT_ERR_TOO_FEW_POINTS);
	const float same[] = { 1, 1, 1, 1, 1, 1, 1, 1 };
	CHECK_INT(satComputeHull(same, 8, out, &n), SAT_ERR_TOO_FEW_POINTS);
	const float line[] = { 0, 0, 2, 2, 1, 1, 3, 3, 0, 0 };
	CHECK_INT(satComputeHull(line, 10, out, &n), SAT_ERR_COLLINEAR);
	const float nearLine[] = { 0, 0, 1, 1e-8f, 2, 0 };
	CHECK_INT(satComputeHull(nearLine, 6, out, &n), SAT_ERR_COLLINEAR);
	satShape* s = NULL;
	CHECK_INT(satCreatePolygon(nearLine, 6, &s), SAT_ERR_COLLINEAR);
	float bad[] = { 0, 0, 1, 0, 0, 1 };
	bad[3] = NAN;
	n = 5;
	CHECK_INT(satComputeHull(bad, 6, out, &n), SAT_ERR_NOT_FINITE);
	CHECK_INT(n, 0);
	bad[3] = INFINITY;
	CHECK_INT(satComputeHull(bad, 6, out, &n), SAT_ERR_NOT_FINITE);
	bad[3] = 2e18f;
	CHECK_INT(satComputeHull(bad, 6, out, &n), SAT_ERR_OUT_OF_RANGE);
	for (int i = 0; i < 16; ++i) CHECK(out[i] == 7); // nothing written on error
}

// Every input point inside or on the hull (within tol), the hull strictly convex and counter-clockwise.
static void checkHull(const float* xy, int n, const float* hull, int h, double tol)
{
	double area = 0;
	for (int i = 0; i < h; ++i) {
		int j = (i + 1) % h, k = (i + 2) % h;
		double ex = (double)hull[2 * j] - hull[2 * i], ey = (double)hull[2 * j + 1] - hull[2 * i + 1];
		double fx = (double)hull[2 * k] - hull[2 * j], fy = (double)hull[2 * k + 1] - hull[2 * j + 1];
		CHECK_MSG(ex * fy - ey * fx > 0, "turn %d is not to the left", j);
		area += (double)hull[2 * i] * hull[2 * j + 1] - (double)hull[2 * j] * hull[2 * i + 1];
		double len = sqrt(ex * ex + ey * ey);
		for (int p = 0; p < n; ++p) {
			double side = ex * ((double)xy[2 * p + 1] - hull[2 * i + 1]) - ey * ((double)xy[2 * p] - hull[2 * i]);
			CHECK_MSG(side >= -tol * len, "point %d is %g outside edge %d", p, -side / len, i);
		}
	}
	CHECK(area > 0);
	for (int i = 0; i < h; ++i) { // hull points are input points
		bool found = false;
		for (int p = 0; p < n && !found; ++p) found = xy[2 * p] == hull[2 * i] && xy[2 * p + 1] == hull[2 * i + 1];
		CHECK_MSG(found, "hull point %d is not an input point", i);
	}
}

static void propertyHull(void)
{
	enum {
		MAX = 400
	};
	static float xy[2 * MAX], hull[2 * MAX];
	int tried = 0, made = 0;
	for (int i = 0; i < 3000; ++i) {
		uint64_t seed = caseSeed(43, i);
		setRandomContext("raycast/hull-property", seed);
		Prng rng = prngSeed(seed);
		int n = prngInt(&rng, 3, prngUniform(&rng) < 0.7 ? 64 : MAX);
		double scale = pow(10, prngRange(&rng, -6, 6)), cx = prngRange(&rng, -1, 1) * scale * 10;
		double cy = prngRange(&rng, -1, 1) * scale * 10;
		int kind = prngInt(&rng, 0, 4);
		double ang = prngRange(&rng, 0, 2 * PI), thin = pow(10, prngRange(&rng, -7, -2));
		for (int p = 0; p < n; ++p) {
			double x = prngRange(&rng, -1, 1), y = prngRange(&rng, -1, 1);
			if (kind == 1) y *= thin;                            // near-collinear
			if (kind == 2 && p > 0 && prngUniform(&rng) < 0.7) { // duplicate-heavy: copies and near-copies
				int q = prngInt(&rng, 0, p - 1);
				xy[2 * p] = xy[2 * q];
				xy[2 * p + 1] = xy[2 * q + 1];
				if (prngUniform(&rng) < 0.3) xy[2 * p] = nextafterf(xy[2 * p], INFINITY);
				continue;
			}
			if (kind == 3) { // on a circle: every point a hull point
				double t = prngRange(&rng, 0, 2 * PI);
				x = cos(t);
				y = sin(t);
			}
			if (kind == 4) { // on a grid: many collinear points
				x = prngInt(&rng, -3, 3);
				y = prngInt(&rng, -3, 3);
			}
			xy[2 * p] = (float)(cx + scale * (cos(ang) * x - sin(ang) * y));
			xy[2 * p + 1] = (float)(cy + scale * (sin(ang) * x + cos(ang) * y));
		}
		int h = -1;
		satError e = satComputeHull(xy, 2 * n, hull, &h);
		++tried;
		if (e != SAT_OK) {
			CHECK_MSG(e == SAT_ERR_COLLINEAR || e == SAT_ERR_TOO_FEW_POINTS, "error %d", (int)e);
			CHECK_INT(h, 0);
			CHECK_MSG(kind == 1 || kind == 2 || kind == 4, "kind %d refused (%d)", kind, (int)e);
			continue;
		}
		++made;
		double extent = 2 * scale * 1.5 + fabs(cx) + fabs(cy);
		checkHull(xy, n, hull, h, 1e-5 * extent);
		if (h <= SAT_MAX_POLYGON_VERTICES) {
			satShape* s = NULL;
			CHECK_INT(satCreatePolygon(hull, 2 * h, &s), SAT_OK);
			CHECK_INT(satShape_GetVertexCount(s), h);
			satDestroyShape(s);
		}
	}
	CHECK_MSG(made > tried / 2, "only %d of %d hulls made", made, tried);
}

const TestCase raycastTests[] = {
	{ "box-face", caseBoxFace },
	{ "rotated-box", caseRotatedBox },
	{ "circle", caseCircle },
	{ "start-inside", caseStartInside },
	{ "grazing", caseGrazing },
	{ "miss", caseMiss },
	{ "zero-length", caseZeroLength },
	{ "errors", caseErrors },
	{ "property", propertyRaycast },
	{ "hull-square", caseHullSquare },
	{ "hull-errors", caseHullErrors },
	{ "hull-property", propertyHull },
};
const int raycastTestCount = (int)(sizeof raycastTests / sizeof raycastTests[0]);
