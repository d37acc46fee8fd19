// fuzz_collide: two shapes with transforms from the bytes (scales 1e-20..1e15, placements touching along a
// direction, a few ulps either side of touching, vertex on vertex, concentric, inside, boxes flush), checked
// against the double-precision reference (tests/support/reference.c):
// - satCollide with zero velocity: intersect agrees with the reference except within tol of touching;
//   willIntersect == intersect; a miss writes zeros; the MTV is minimal (|mtv| <= reference depth + tol),
//   not short (>= depth - tol), and separates: A moved by the MTV stretched by 2 tol is clear of B, so it
//   points from B towards A. Both orders (A, B) and (B, A).
// - satProjectShape on an axis from the bytes (unit, scaled from 1e-45 to 1e38, or any floats): the
//   reference interval within tol; SAT_ERR_OUT_OF_RANGE only where a product can overflow float or the axis
//   is out of range; SAT_ERR_BAD_AXIS exactly for a zero or non-finite axis; an error writes zeros.
// - satComputeManifold, both orders: points exactly when satCollide intersects (a miss writes zeros); 1 or 2
//   points, all finite with depths >= 0; a unit normal in the MTV's direction; the deepest depth is |mtv|
//   within tol; every point near both shapes (within their reach of their positions); bad arguments return
//   the error and write zeros.
#include "fuzz_common.h"

static bool manifoldIsZero(const satManifold* m)
{
	return m->pointCount == 0 && m->normal.x == 0 && m->normal.y == 0 && m->points[0].x == 0 && m->points[0].y == 0 &&
		m->points[1].x == 0 && m->points[1].y == 0 && m->depths[0] == 0 && m->depths[1] == 0 && m->ids[0] == 0 &&
		m->ids[1] == 0;
}

static satManifold staleManifold(void)
{
	return (satManifold){ 2, { NAN, NAN }, { { NAN, NAN }, { NAN, NAN } }, { NAN, NAN }, { 7u, 8u } };
}

// The manifold of A against B against the collision c that satCollide gave for the same order.
static void checkManifold(const satShape* a, const satShape* b, satCollision c, double tol, const char* order)
{
	satManifold m = staleManifold();
	satError e = satComputeManifold(a, b, &m);
	FUZZ_CHECK("manifold.error", e == SAT_OK, "%s: satComputeManifold returned %d for valid shapes", order, (int)e);
	FUZZ_CHECK("manifold.count", (m.pointCount > 0) == c.intersect && m.pointCount >= 0 && m.pointCount <= 2,
		"%s: %d points, satCollide intersect %d", order, m.pointCount, c.intersect);
	if (!c.intersect) {
		FUZZ_CHECK("manifold.miss-zeros", manifoldIsZero(&m), "%s: a miss did not write zeros", order);
		return;
	}
	double len = fuzzLen(m.normal.x, m.normal.y);
	FUZZ_CHECK("manifold.normal-unit", fabs(len - 1) <= 1e-6, "%s: normal (%.9g, %.9g), length %.9g", order,
		(double)m.normal.x, (double)m.normal.y, len);
	double depth = fuzzLen(c.mtv.x, c.mtv.y);
	if (depth > 1e-30) // well above the denormals, where the MTV's direction is exact to a float rounding
		FUZZ_CHECK("manifold.normal-mtv",
			fabs(m.normal.x - c.mtv.x / depth) <= 1e-6 && fabs(m.normal.y - c.mtv.y / depth) <= 1e-6,
			"%s: normal (%.9g, %.9g), mtv (%.9g, %.9g)", order, (double)m.normal.x, (double)m.normal.y, (double)c.mtv.x,
			(double)c.mtv.y);
	satTransform ta = satShape_GetTransform(a), tb = satShape_GetTransform(b);
	double deepest = 0;
	for (int k = 0; k < m.pointCount; ++k) {
		double x = m.points[k].x, y = m.points[k].y, d = m.depths[k];
		FUZZ_CHECK("manifold.finite", isfinite(x) && isfinite(y) && isfinite(d) && d >= 0,
			"%s: point %d (%.9g, %.9g) depth %.9g", order, k, x, y, d);
		deepest = fmax(deepest, d);
		// Midway between the surfaces, so within reach of each position, plus half the depth, the round-off of
		// the final addition of A's position, and the slack of a nearly parallel reference face (test_manifold.c).
		double slack = 0.52 * d + tol + fuzzTol(fmax(fabs(ta.x), fabs(ta.y)));
		double fromA = fuzzLen(x - ta.x, y - ta.y), fromB = fuzzLen(x - tb.x, y - tb.y);
		FUZZ_CHECK("manifold.point-far", fromA <= fuzzReach(a) + slack && fromB <= fuzzReach(b) + slack,
			"%s: point %d (%.9g, %.9g) depth %.9g is %.9g from A (reach %.9g), %.9g from B (reach %.9g)", order, k, x,
			y, d, fromA, fuzzReach(a), fromB, fuzzReach(b));
	}
	// The manifold decides within 16 ulps of the pair's magnitude (src/manifold.c) and |mtv| = |n| depth.
	FUZZ_CHECK("manifold.depth", fabs(deepest - depth) <= tol + 1e-6 * depth,
		"%s: deepest depth %.9g, |mtv| %.9g (tol %.3g)", order, deepest, depth, tol);
}

// Argument errors: the error code, and zeros written.
static void checkManifoldErrors(const satShape* a)
{
	satManifold m = staleManifold();
	satError e = satComputeManifold(NULL, a, &m);
	FUZZ_CHECK(
		"manifold.null", e == SAT_ERR_NULL && manifoldIsZero(&m), "satComputeManifold(NULL, A): error %d", (int)e);
	m = staleManifold();
	e = satComputeManifold(a, NULL, &m);
	FUZZ_CHECK(
		"manifold.null", e == SAT_ERR_NULL && manifoldIsZero(&m), "satComputeManifold(A, NULL): error %d", (int)e);
	FUZZ_CHECK("manifold.null", satComputeManifold(a, a, NULL) == SAT_ERR_NULL, "satComputeManifold(A, A, NULL)");
}

static void checkStatic(const satShape* a, const satShape* b, const char* order)
{
	// tol: 32 ulps of the pair's reach plus offset, the magnitude SAT computes at (see fuzzTol, fuzzPairMagnitude).
	double tol = fuzzTol(fuzzPairMagnitude(a, b, 0));
	RefDiff d = fuzzDiff(a, b);
	double sep = refSeparation(&d, 0, 0);
	satCollision c = { true, true, { NAN, NAN } }; // stale output would show
	satError e = satCollide(a, b, (satVec2){ 0.0f, 0.0f }, &c);
	FUZZ_CHECK("collide.error", e == SAT_OK, "%s: satCollide returned %d for valid shapes", order, (int)e);
	FUZZ_CHECK("collide.will", c.intersect == c.willIntersect, "%s: zero velocity but intersect %d, willIntersect %d",
		order, c.intersect, c.willIntersect);
	if (sep < -tol)
		FUZZ_CHECK(
			"collide.missed", c.intersect, "%s: reference depth %.9g (tol %.3g) but no intersection", order, -sep, tol);
	if (sep > tol)
		FUZZ_CHECK("collide.phantom", !c.intersect, "%s: reference gap %.9g (tol %.3g) but intersect, mtv (%.9g, %.9g)",
			order, sep, tol, (double)c.mtv.x, (double)c.mtv.y);
	checkManifold(a, b, c, tol, order);
	if (!c.intersect) {
		FUZZ_CHECK("collide.miss-zeros", c.mtv.x == 0 && c.mtv.y == 0, "%s: a miss wrote mtv (%.9g, %.9g)", order,
			(double)c.mtv.x, (double)c.mtv.y);
		return;
	}
	FUZZ_CHECK("collide.mtv-finite", isfinite(c.mtv.x) && isfinite(c.mtv.y), "%s: mtv (%.9g, %.9g)", order,
		(double)c.mtv.x, (double)c.mtv.y);
	double depth = fuzzLen(c.mtv.x, c.mtv.y), refDepth = fmax(0.0, -sep);
	FUZZ_CHECK("collide.mtv-minimal", depth <= refDepth + tol,
		"%s: |mtv| %.9g exceeds the reference penetration depth %.9g by more than tol %.3g (mtv %.9g, %.9g)", order,
		depth, refDepth, tol, (double)c.mtv.x, (double)c.mtv.y);
	FUZZ_CHECK("collide.mtv-short", depth >= refDepth - tol,
		"%s: |mtv| %.9g is short of the reference penetration depth %.9g by more than tol %.3g (mtv %.9g, %.9g)", order,
		depth, refDepth, tol, (double)c.mtv.x, (double)c.mtv.y);
	if (depth > 0) {
		double k = (depth + 2 * tol) / depth;
		double after = refSeparation(&d, c.mtv.x * k, c.mtv.y * k);
		FUZZ_CHECK("collide.mtv-separates", after > 0,
			"%s: A moved by mtv (%.9g, %.9g) + 2 tol still overlaps B by %.9g (reference depth %.9g, tol %.3g)", order,
			(double)c.mtv.x, (double)c.mtv.y, -after, refDepth, tol);
	}
}

static void checkProject(FuzzIn* in, const satShape* s, const char* name)
{
	float ax, ay;
	uint8_t sel = fuzzU8(in);
	double ang = 6.28318530717958647692 * fuzzUnit(in);
	switch (sel % 4) {
	case 0:
		ax = (float)cos(ang);
		ay = (float)sin(ang);
		break;
	case 1: { // unit direction times 10^(-45..38): underflowing squares, overflowing products
		double len = pow(10.0, (int)(fuzzU8(in) % 84) - 45);
		ax = (float)(len * cos(ang));
		ay = (float)(len * sin(ang));
		break;
	}
	case 2:
		ax = fuzzAnyFloat(in);
		ay = fuzzAnyFloat(in);
		break;
	default: { // axis-aligned, any length
		float len = fuzzAnyFloat(in);
		bool alongX = fuzzU8(in) & 1;
		ax = alongX ? len : 0.0f;
		ay = alongX ? 0.0f : len;
		break;
	}
	}
	satInterval out = { 12345.0f, -12345.0f };
	satError e = satProjectShape(s, (satVec2){ ax, ay }, &out);
	bool zeros = out.min == 0 && out.max == 0;
	if (!isfinite(ax) || !isfinite(ay) || (ax == 0 && ay == 0)) {
		FUZZ_CHECK("project.bad-axis", e == SAT_ERR_BAD_AXIS && zeros,
			"%s on axis (%.9g, %.9g): error %d, interval [%.9g, %.9g]; expected SAT_ERR_BAD_AXIS and zeros", name,
			(double)ax, (double)ay, (int)e, (double)out.min, (double)out.max);
		return;
	}
	double m = fuzzMagnitude(s), axisSum = fabs(ax) + fabs(ay);
	// Products of an axis component and a coordinate (position or rotated vertex) are at most axisSum * m.
	bool canOverflow = axisSum * m > FLT_MAX / 4 || fabs(ax) > SAT_MAX_COORDINATE || fabs(ay) > SAT_MAX_COORDINATE;
	if (e == SAT_ERR_OUT_OF_RANGE) {
		FUZZ_CHECK("project.range-zeros", zeros, "%s: SAT_ERR_OUT_OF_RANGE wrote [%.9g, %.9g]", name, (double)out.min,
			(double)out.max);
		FUZZ_CHECK("project.false-range", canOverflow,
			"%s on axis (%.9g, %.9g): SAT_ERR_OUT_OF_RANGE though no product can overflow (|axis|_1 * M = %.3g)", name,
			(double)ax, (double)ay, axisSum * m);
		return;
	}
	FUZZ_CHECK("project.error", e == SAT_OK, "%s on axis (%.9g, %.9g): unexpected error %d", name, (double)ax,
		(double)ay, (int)e);
	FUZZ_CHECK("project.finite", isfinite(out.min) && isfinite(out.max) && out.min <= out.max,
		"%s on axis (%.9g, %.9g): SAT_OK with interval [%.9g, %.9g]", name, (double)ax, (double)ay, (double)out.min,
		(double)out.max);
	RefShape r = fuzzRefOf(s);
	double mn, mx;
	refProject(&r, ax, ay, &mn, &mx);
	// tol: 32 ulps of the largest product axis * coordinate (the interval is a sum of such products).
	double tol = fuzzTol(axisSum * m);
	bool isCircle = satShape_GetType(s) == SAT_SHAPE_CIRCLE;
	FUZZ_CHECK(isCircle ? "project.circle" : "project.polygon", fabs(out.min - mn) <= tol && fabs(out.max - mx) <= tol,
		"%s on axis (%.9g, %.9g): [%.9g, %.9g], reference [%.9g, %.9g] (tol %.3g)", name, (double)ax, (double)ay,
		(double)out.min, (double)out.max, mn, mx, tol);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
	FUZZ_BEGIN_INPUT();
	FuzzIn in = fuzzBegin(data, size);
	satShape *a, *b;
	if (fuzzMakePair(&in, &a, &b)) {
		checkStatic(a, b, "collide(A, B)");
		checkStatic(b, a, "collide(B, A)");
		checkManifoldErrors(a);
		checkProject(&in, a, "project(A)");
		checkProject(&in, b, "project(B)");
	}
	fuzzReleaseAll();
	return 0;
}
