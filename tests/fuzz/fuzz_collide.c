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
// - satRayCast of a segment (A's position towards B's, beyond it, zero length, or any floats) against B: an
//   error exactly for bad values (writing zeros); otherwise no NaN, a hit exactly when the reference's signed
//   distance along the segment comes within tol of B (either way within tol), fraction in [0, 1], a hit point
//   on B's boundary within tol (or p0 inside, fraction 0, normal zero), and a unit normal against the segment.
// - Half the inputs also make a concave star outline (satCreateConcave) at B's size and place, against A in both
//   orders: satCollide intersects exactly when some part pair does (the reference, except within tol); the MTV
//   leaves A overlapping no part (by more than tol) and is no longer than the reference's best first free move
//   along the candidate axes (every part's edge normals, with a circle its nearest-vertex axes) plus tol (one
//   input in four: the reference is slow); the manifold has points exactly when satCollide intersects.
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

static bool rayBad(float v) { return !isfinite(v) || fabsf(v) > SAT_MAX_COORDINATE; }

// Signed distance from the point p0 + t * d to B: the separation of a point moved there from B, through the
// reference's Minkowski difference (robust for slivers, unlike a polygon's orientation): convex in t.
static double rayDistance(const RefDiff* r, double x0, double y0, double dx, double dy, double t)
{
	return refSeparation(r, x0 + t * dx, y0 + t * dy);
}

static void checkRaycast(FuzzIn* in, const satShape* a, const satShape* b)
{
	satTransform ta = satShape_GetTransform(a), tb = satShape_GetTransform(b);
	uint8_t mode = fuzzU8(in) % 5;
	float x0 = ta.x, y0 = ta.y, x1 = tb.x, y1 = tb.y;
	if (mode == 1) { // a point test
		x1 = x0;
		y1 = y0;
	} else if (mode == 2) { // through B's position and as far again
		x1 = fuzzClampCoord(2.0 * tb.x - ta.x);
		y1 = fuzzClampCoord(2.0 * tb.y - ta.y);
	} else if (mode == 3) { // any floats
		x0 = fuzzAnyFloat(in);
		y0 = fuzzAnyFloat(in);
		x1 = fuzzAnyFloat(in);
		y1 = fuzzAnyFloat(in);
	} else if (mode == 4) { // from A's position in a direction from the bytes, reach(B) to far
		double ang = 6.283185307179586 * fuzzUnit(in), len = (fuzzReach(b) + 1e-30) * pow(10.0, 4 * fuzzUnit(in));
		x1 = fuzzClampCoord(x0 + len * cos(ang));
		y1 = fuzzClampCoord(y0 + len * sin(ang));
	}
	fuzzNote(" raycast(%.9g, %.9g -> %.9g, %.9g);", (double)x0, (double)y0, (double)x1, (double)y1);
	satRayHit r = { true, NAN, { NAN, NAN }, { NAN, NAN } };
	satError e = satRayCast(b, (satVec2){ x0, y0 }, (satVec2){ x1, y1 }, &r);
	bool zeros = !r.hit && r.fraction == 0 && r.point.x == 0 && r.point.y == 0 && r.normal.x == 0 && r.normal.y == 0;
	if (rayBad(x0) || rayBad(y0) || rayBad(x1) || rayBad(y1)) {
		FUZZ_CHECK("raycast.bad-value", (e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE) && zeros,
			"error %d, zeros %d", (int)e, zeros);
		return;
	}
	FUZZ_CHECK("raycast.error", e == SAT_OK, "valid values but error %d", (int)e);
	FUZZ_CHECK("raycast.finite",
		isfinite(r.fraction) && isfinite(r.point.x) && isfinite(r.point.y) && isfinite(r.normal.x) &&
			isfinite(r.normal.y),
		"fraction %.9g point (%.9g, %.9g) normal (%.9g, %.9g)", (double)r.fraction, (double)r.point.x,
		(double)r.point.y, (double)r.normal.x, (double)r.normal.y);
	// Relative to B's position, from its exact rotated geometry (as the library computes): world vertices in
	// float lose a needle's width far from the origin.
	RefShape point, local = fuzzLocalRef(b);
	memset(&point, 0, sizeof point);
	point.count = 1;
	RefDiff ref;
	refMinkowskiDiff(&point, &local, &ref);
	double dx = (double)x1 - x0, dy = (double)y1 - y0, len = fuzzLen(dx, dy);
	double qx = (double)x0 - tb.x, qy = (double)y0 - tb.y;
	// The hit point is rounded to float, so its error scales with where it is, not only with B's reach.
	double tol = fuzzTol(fuzzReach(b) + fuzzLen(qx, qy) + len + fmax(fabs(x0), fabs(y0)) + fmax(fabs(x1), fabs(y1)));
	double lo = 0, hi = 1; // golden section for the closest approach
	for (int k = 0; k < 200 && hi - lo > 1e-16; ++k) {
		double m1 = lo + (hi - lo) * 0.381966, m2 = hi - (hi - lo) * 0.381966;
		if (rayDistance(&ref, qx, qy, dx, dy, m1) <= rayDistance(&ref, qx, qy, dx, dy, m2))
			hi = m2;
		else
			lo = m1;
	}
	double d0 = rayDistance(&ref, qx, qy, dx, dy, 0);
	double dMin = fmin(
		fmin(rayDistance(&ref, qx, qy, dx, dy, 0.5 * (lo + hi)), d0), rayDistance(&ref, qx, qy, dx, dy, 1));
	if (dMin > tol) FUZZ_CHECK("raycast.phantom", !r.hit, "the reference misses by %.9g (tol %.3g)", dMin, tol);
	if (dMin < -tol) FUZZ_CHECK("raycast.missed", r.hit, "the reference hits by %.9g (tol %.3g)", -dMin, tol);
	if (!r.hit) {
		FUZZ_CHECK("raycast.miss-zeros", zeros, "a miss wrote non-zeros");
		return;
	}
	FUZZ_CHECK("raycast.fraction", r.fraction >= 0 && r.fraction <= 1, "fraction %.9g", (double)r.fraction);
	if (r.fraction == 0) {
		FUZZ_CHECK("raycast.inside",
			d0 <= tol && r.normal.x == 0 && r.normal.y == 0 && r.point.x == x0 && r.point.y == y0,
			"fraction 0 but p0 is %.9g from B (tol %.3g), normal (%.9g, %.9g)", d0, tol, (double)r.normal.x,
			(double)r.normal.y);
		return;
	}
	FUZZ_CHECK("raycast.start-outside", d0 >= -tol, "fraction %.9g but p0 is %.9g inside B", (double)r.fraction, -d0);
	double at = refSeparation(&ref, (double)r.point.x - tb.x, (double)r.point.y - tb.y);
	FUZZ_CHECK("raycast.on-boundary", fabs(at) <= tol,
		"the hit point (%.9g, %.9g) is %.9g from the boundary (tol %.3g)", (double)r.point.x, (double)r.point.y, at,
		tol);
	double nl = fuzzLen(r.normal.x, r.normal.y);
	FUZZ_CHECK("raycast.normal-unit", fabs(nl - 1) <= 8 * FLT_EPSILON, "normal length %.9g", nl);
	FUZZ_CHECK("raycast.normal-against", r.normal.x * dx + r.normal.y * dy <= 8 * FLT_EPSILON * len,
		"normal (%.9g, %.9g) along the segment (%.9g, %.9g)", (double)r.normal.x, (double)r.normal.y, dx, dy);
}

// ---- Concave shapes ----

// Least separation over the part pairs of A moved by o and B (relative to A's position): < 0 overlap.
static double concaveSeparation(const satShape* a, const satShape* b, double ox, double oy)
{
	satTransform ta = satShape_GetTransform(a);
	double least = INFINITY;
	for (int i = 0; i < satShape_GetPartCount(a); ++i) {
		RefShape pa = fuzzPartRef(a, i, ta.x, ta.y);
		for (int j = 0; j < satShape_GetPartCount(b); ++j) {
			RefShape pb = fuzzPartRef(b, j, ta.x, ta.y);
			RefDiff d;
			refMinkowskiDiff(&pa, &pb, &d);
			least = fmin(least, refSeparation(&d, ox, oy));
		}
	}
	return least;
}

// The first free t >= 0 along unit u for A against B, by the reference: each part pair's overlap interval (for
// polygons the line clipped against their Minkowski difference, with a circle bisected around the minimum of the
// convex separation), then the end of their union's piece covering 0, pieces
// closer than tol joined (across a diagonal the two parts' intervals meet only to round-off).
static double concaveFirstFree(const satShape* a, const satShape* b, double ux, double uy, double reach, double tol)
{
	satTransform ta = satShape_GetTransform(a);
	double iv[2 * 64 * 64];
	int n = 0;
	for (int i = 0; i < satShape_GetPartCount(a); ++i) {
		RefShape pa = fuzzPartRef(a, i, ta.x, ta.y);
		for (int j = 0; j < satShape_GetPartCount(b) && n < 64 * 64; ++j) {
			RefShape pb = fuzzPartRef(b, j, ta.x, ta.y);
			RefDiff d;
			refMinkowskiDiff(&pa, &pb, &d);
			if (d.radius == 0 && d.count >= 3) { // polygons: the line -t u clipped against the hull of A - B
				double t0 = -INFINITY, t1 = INFINITY;
				for (int k = 0; k < d.count && t0 < t1; ++k) {
					int l = (k + 1) % d.count;
					double ex = d.x[l] - d.x[k], ey = d.y[l] - d.y[k];
					double rate = -ex * uy + ey * ux, at = -ex * d.y[k] + ey * d.x[k]; // inside: at + t rate > 0
					if (rate == 0)
						t1 = at > 0 ? t1 : t0;
					else if (rate > 0)
						t0 = fmax(t0, -at / rate);
					else
						t1 = fmin(t1, -at / rate);
				}
				if (t0 < t1) {
					iv[2 * n] = t0;
					iv[2 * n + 1] = t1;
					++n;
				}
				continue;
			}
			// Golden section for the minimum (refMinSeparation stops at an absolute width: useless at 1e-20).
			double ga = -reach, gb = reach;
			for (int k = 0; k < 160; ++k) {
				double c1 = gb - 0.6180339887498949 * (gb - ga), c2 = ga + 0.6180339887498949 * (gb - ga);
				if (refSeparation(&d, c1 * ux, c1 * uy) <= refSeparation(&d, c2 * ux, c2 * uy))
					gb = c2;
				else
					ga = c1;
			}
			double mid = 0.5 * (ga + gb), least = refSeparation(&d, mid * ux, mid * uy);
			if (!(least < 0)) continue;
			double lo = -reach, hi = mid, lo2 = mid, hi2 = reach;
			for (int k = 0; k < 100; ++k) {
				double m = 0.5 * (lo + hi), m2 = 0.5 * (lo2 + hi2);
				if (refSeparation(&d, m * ux, m * uy) < 0)
					hi = m;
				else
					lo = m;
				if (refSeparation(&d, m2 * ux, m2 * uy) < 0)
					lo2 = m2;
				else
					hi2 = m2;
			}
			iv[2 * n] = hi;
			iv[2 * n + 1] = lo2;
			++n;
		}
	}
	double t = 0;
	for (bool moved = true; moved;) {
		moved = false;
		for (int k = 0; k < n; ++k)
			if (iv[2 * k] < t + tol && t < iv[2 * k + 1]) {
				t = iv[2 * k + 1];
				moved = true;
			}
	}
	return t;
}

// The reference's best single-axis move over the candidate axes, both directions.
static double concaveBestMove(const satShape* a, const satShape* b, double reach, double tol)
{
	satTransform ta = satShape_GetTransform(a);
	double best = INFINITY;
	const satShape* sides[2] = { a, b };
	for (int side = 0; side < 2; ++side) {
		const satShape *s = sides[side], *other = sides[1 - side];
		if (satShape_GetType(s) == SAT_SHAPE_CIRCLE) continue;
		for (int k = 0; k < satShape_GetPartCount(s); ++k) {
			RefShape p = fuzzPartRef(s, k, ta.x, ta.y);
			double axes[REF_MAX_POINTS + 1][2], ccw = refPolygonArea(p.x, p.y, p.count) > 0 ? 1 : -1;
			int count = 0;
			for (int i = 0; i < p.count; ++i) {
				int j = (i + 1) % p.count;
				double ex = p.x[j] - p.x[i], ey = p.y[j] - p.y[i], len = fuzzLen(ex, ey);
				if (!(len > 0)) continue;
				axes[count][0] = ccw * ey / len;
				axes[count][1] = -ccw * ex / len;
				++count;
			}
			if (satShape_GetType(other) == SAT_SHAPE_CIRCLE) {
				satTransform c = satShape_GetTransform(other);
				double cx = (double)c.x - ta.x, cy = (double)c.y - ta.y, bestD = INFINITY, dx = 0, dy = 0;
				for (int i = 0; i < p.count; ++i) {
					double ex = cx - p.x[i], ey = cy - p.y[i];
					if (ex * ex + ey * ey < bestD) {
						bestD = ex * ex + ey * ey;
						dx = ex;
						dy = ey;
					}
				}
				double len = fuzzLen(dx, dy);
				if (len > 0) {
					axes[count][0] = dx / len;
					axes[count][1] = dy / len;
					++count;
				}
			}
			for (int i = 0; i < count; ++i)
				for (int sign = -1; sign <= 1; sign += 2)
					best = fmin(best, concaveFirstFree(a, b, sign * axes[i][0], sign * axes[i][1], reach, tol));
		}
	}
	return best;
}

// A concave star at like's size and placement: n points at increasing angles, radii from the bytes.
static satShape* concaveFrom(FuzzIn* in, const satShape* like)
{
	double scale = fuzzReach(like);
	int n = 4 + fuzzU8(in) % 20;
	float xy[2 * 24];
	for (int i = 0; i < n; ++i) {
		double ang = 6.28318530717958647692 * (i + 0.1 + 0.8 * fuzzUnit(in)) / n,
			   r = scale * (0.15 + 0.85 * fuzzUnit(in));
		xy[2 * i] = (float)(r * cos(ang));
		xy[2 * i + 1] = (float)(r * sin(ang));
	}
	satShape* s = NULL;
	satError e = satCreateConcave(xy, 2 * n, &s);
	fuzzNote(" concave n=%d error %d [", n, (int)e);
	for (int i = 0; i < n; ++i)
		fuzzNote("%.9g,%.9g%s", (double)xy[2 * i], (double)xy[2 * i + 1], i + 1 < n ? " " : "];");
	if (e != SAT_OK) return NULL;
	satTransform xf = satShape_GetTransform(like);
	if (satShape_SetTransform(s, xf.x, xf.y, xf.angle) != SAT_OK) {
		satDestroyShape(s);
		return NULL;
	}
	return fuzzKeep(s);
}

static void checkConcave(const satShape* a, const satShape* b, bool checkBest, const char* order)
{
	double tol = fuzzTol(fuzzPairMagnitude(a, b, 0)), sep = concaveSeparation(a, b, 0, 0);
	satCollision c = { true, true, { NAN, NAN } };
	satError e = satCollide(a, b, (satVec2){ 0.0f, 0.0f }, &c);
	FUZZ_CHECK("concave.error", e == SAT_OK, "%s: satCollide returned %d", order, (int)e);
	if (sep < -tol) FUZZ_CHECK("concave.missed", c.intersect, "%s: parts overlap by %.9g (tol %.3g)", order, -sep, tol);
	if (sep > tol) FUZZ_CHECK("concave.phantom", !c.intersect, "%s: parts apart by %.9g (tol %.3g)", order, sep, tol);
	satManifold m;
	FUZZ_CHECK("concave.manifold", satComputeManifold(a, b, &m) == SAT_OK && (m.pointCount > 0) == c.intersect,
		"%s: %d manifold points, intersect %d", order, m.pointCount, c.intersect);
	if (!c.intersect) {
		FUZZ_CHECK("concave.miss-zeros", c.mtv.x == 0 && c.mtv.y == 0, "%s: a miss wrote an MTV", order);
		return;
	}
	double depth = fuzzLen(c.mtv.x, c.mtv.y);
	FUZZ_CHECK("concave.mtv-finite", isfinite(depth), "%s: mtv (%.9g, %.9g)", order, (double)c.mtv.x, (double)c.mtv.y);
	double after = concaveSeparation(a, b, c.mtv.x, c.mtv.y);
	FUZZ_CHECK("concave.mtv-separates", after >= -tol,
		"%s: moved by mtv (%.9g, %.9g) A overlaps a part by %.9g (tol %.3g)", order, (double)c.mtv.x, (double)c.mtv.y,
		-after, tol);
	// The reference's best move is slow (one input in four), and cannot resolve a shape below the float round-off of
	// the pair's coordinates (its overlap intervals are then pure round-off).
	if (!checkBest || fmin(fuzzReach(a), fuzzReach(b)) < 1e-5 * fuzzPairMagnitude(a, b, 0)) return;
	double reach = 4 * (fuzzReach(a) + fuzzReach(b)) + fuzzPairMagnitude(a, b, 0);
	double best = concaveBestMove(a, b, reach, tol);
	FUZZ_CHECK("concave.mtv-minimal", depth <= best + tol, "%s: |mtv| %.9g, the reference's best move %.9g (tol %.3g)",
		order, depth, best, tol);
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
		checkRaycast(&in, a, b);
		uint8_t sel = fuzzU8(&in);
		satShape* concave = sel & 1 ? concaveFrom(&in, b) : NULL;
		if (concave != NULL) {
			checkConcave(a, concave, sel % 8 == 1, "concave(A, star)");
			checkConcave(concave, a, sel % 8 == 1, "concave(star, A)");
		}
	}
	fuzzReleaseAll();
	return 0;
}
