// fuzz_shape: shape construction and placement from arbitrary floats.
// - satCreatePolygon with 0..2000 points (odd counts too) of any floats (NaN, +-inf, denormals, beyond
//   SAT_MAX_COORDINATE) or structured ones (convex, then duplicated, near-duplicated, midpoints, specials,
//   reversed; collinear sets; random order; a polygon wound several times), at scales 1e-45..1e18.
//   Either the documented error (ODD_COORDS, TOO_FEW_POINTS, TOO_MANY_POINTS, NOT_FINITE / OUT_OF_RANGE for
//   bad values, else TOO_FEW_POINTS / COLLINEAR / NOT_CONVEX) with *out == NULL, or a valid shape: 3..64
//   vertices, each one of the input points, strictly convex and counter-clockwise with total turning one
//   full turn, covering the hull of the input within the documented welding tolerance, unit outward edge
//   normals, centroid inside, finite AABB containing (and bounding) the vertices. A well-conditioned convex
//   input is never rejected and keeps all its points.
// - satComputeHull of the same points: the documented error (output untouched, count 0), or a hull of input
//   points, finite, strictly convex and counter-clockwise, covering every input point within the welding
//   tolerance, that satCreatePolygon keeps unchanged when it has at most SAT_MAX_POLYGON_VERTICES points.
// - satCreateSegment / satCreateCapsule with any floats: the documented error for bad values and equal ends, else
//   the ends kept exactly, the radius, the midpoint as centroid and opposite unit normals; then placed as below.
// - satCreateCircle / satCreateBox with any floats: BAD_RADIUS / BAD_SIZE / OUT_OF_RANGE as documented, or
//   the exact radius / a convex box of the given size.
// - satShape_SetTransform with any floats: an error leaves the transform, vertices and AABB bit for bit as
//   they were; success stores the transform and places the vertices at rotate(local, angle) + position.
// - satCreateConcave with the same points, and with them sorted by angle about their mean (a star: simple unless
//   points nearly coincide or line up): the documented error (ODD_COORDS, TOO_FEW_POINTS, TOO_MANY_POINTS,
//   NOT_FINITE / OUT_OF_RANGE, else TOO_FEW_POINTS / COLLINEAR / NOT_SIMPLE) with *out == NULL, or a shape
//   whose outline is input points, counter-clockwise, and whose parts are convex and counter-clockwise, made of
//   outline vertices, at most n - 2, with areas summing to the outline's (relative 1e-9), pairwise overlapping by
//   no more than round-off, each part's centroid inside the outline. A well-conditioned simple outline (edges
//   and turns and the gaps between edges that share no vertex all >= 1e-3 of the extent) is accepted whole;
//   one whose edges clearly cross (a proper crossing by that margin) is refused with NOT_SIMPLE.
#include "fuzz_common.h"

enum {
	MAX_POINTS = 2000
};
static float g_xy[2 * MAX_POINTS + 2];

static bool badValue(float v) { return !isfinite(v) || fabsf(v) > SAT_MAX_COORDINATE; }

// The error the documented rules give for a list of values that has a bad one: NOT_FINITE when every bad
// value is NaN or infinite, OUT_OF_RANGE when every bad value is finite; either when both kinds occur.
static bool badValuesError(const float* v, int n, satError e)
{
	bool nonFinite = false, tooLarge = false;
	for (int i = 0; i < n; ++i) {
		if (!isfinite(v[i]))
			nonFinite = true;
		else if (fabsf(v[i]) > SAT_MAX_COORDINATE)
			tooLarge = true;
	}
	if (nonFinite && tooLarge) return e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE;
	return e == (nonFinite ? SAT_ERR_NOT_FINITE : SAT_ERR_OUT_OF_RANGE);
}

static double cross3(double ox, double oy, double ax, double ay, double bx, double by)
{
	return (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);
}

// Strictly convex, counter-clockwise, turning once: every turn is a left turn and the turns add up to 2 pi.
static bool strictlyConvex(const double* x, const double* y, int n, double* turning)
{
	double total = 0;
	for (int i = 0; i < n; ++i) {
		int j = (i + 1) % n, k = (i + 2) % n;
		double ex = x[j] - x[i], ey = y[j] - y[i], fx = x[k] - x[j], fy = y[k] - y[j];
		double cr = ex * fy - ey * fx;
		if (!(cr > 0)) {
			*turning = NAN;
			return false;
		}
		total += atan2(cr, ex * fx + ey * fy);
	}
	*turning = total;
	return fabs(total - 6.28318530717958647692) < 1e-6;
}

// Well-conditioned strictly convex input (either winding): the library must accept it and keep every point.
static bool wellConditioned(const double* x, const double* y, int n)
{
	if (n < 3 || n > SAT_MAX_POLYGON_VERTICES) return false;
	double minX = x[0], maxX = x[0], minY = y[0], maxY = y[0];
	for (int i = 1; i < n; ++i) {
		minX = fmin(minX, x[i]);
		maxX = fmax(maxX, x[i]);
		minY = fmin(minY, y[i]);
		maxY = fmax(maxY, y[i]);
	}
	double extent = fmax(maxX - minX, maxY - minY);
	if (!(extent > 0)) return false;
	double rx[SAT_MAX_POLYGON_VERTICES], ry[SAT_MAX_POLYGON_VERTICES], turning;
	bool ccw = refPolygonArea(x, y, n) > 0;
	for (int i = 0; i < n; ++i) {
		rx[i] = ccw ? x[i] : x[n - 1 - i];
		ry[i] = ccw ? y[i] : y[n - 1 - i];
	}
	if (!strictlyConvex(rx, ry, n, &turning)) return false;
	for (int i = 0; i < n; ++i) { // edges >= 1e-3 of the extent, turns >= 1e-3 rad: far from every tolerance
		int j = (i + 1) % n, k = (i + 2) % n;
		double e = fuzzLen(rx[j] - rx[i], ry[j] - ry[i]), f = fuzzLen(rx[k] - rx[j], ry[k] - ry[j]);
		if (e < 1e-3 * extent) return false;
		if (cross3(rx[i], ry[i], rx[j], ry[j], rx[k], ry[k]) < 1e-3 * e * f) return false;
	}
	return true;
}

// The checks every live polygon or box passes wherever it is placed: unit normals, AABB finite, containing
// and bounding the world vertices.
static void checkPlacedPolygon(const satShape* s)
{
	int n = satShape_GetVertexCount(s);
	satAABB box = satShape_GetAABB(s);
	FUZZ_CHECK("shape.aabb-finite",
		isfinite(box.minX) && isfinite(box.minY) && isfinite(box.maxX) && isfinite(box.maxY),
		"AABB [%.9g, %.9g] x [%.9g, %.9g]", (double)box.minX, (double)box.maxX, (double)box.minY, (double)box.maxY);
	float loX = INFINITY, hiX = -INFINITY, loY = INFINITY, hiY = -INFINITY;
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetWorldVertex(s, i), nrm = satShape_GetWorldNormal(s, i);
		loX = fminf(loX, p.x);
		hiX = fmaxf(hiX, p.x);
		loY = fminf(loY, p.y);
		hiY = fmaxf(hiY, p.y);
		// A unit vector from double rounded to float (and rotated in float): a few ulps from length 1.
		double len = fuzzLen(nrm.x, nrm.y);
		FUZZ_CHECK("shape.normal-unit", fabs(len - 1) <= 8 * FLT_EPSILON, "normal %d (%.9g, %.9g) has length %.9g", i,
			(double)nrm.x, (double)nrm.y, len);
	}
	FUZZ_CHECK("shape.aabb-contains", box.minX <= loX && box.minY <= loY && box.maxX >= hiX && box.maxY >= hiY,
		"AABB [%.9g, %.9g] x [%.9g, %.9g] misses a vertex: vertices span [%.9g, %.9g] x [%.9g, %.9g]", (double)box.minX,
		(double)box.maxX, (double)box.minY, (double)box.maxY, (double)loX, (double)hiX, (double)loY, (double)hiY);
	double r = satShape_GetRadius(s);
	if (r > 0) { // a capsule: the end points' box grown by the radius, (min(rot) - r) + x in float
		// Rounded at the magnitude of the position and the rotated ends, not of their (perhaps cancelling) sum.
		satTransform t = satShape_GetTransform(s);
		satVec2 e0 = satShape_GetLocalVertex(s, 0), e1 = satShape_GetLocalVertex(s, 1);
		double reach = fmax(fuzzLen(e0.x, e0.y), fuzzLen(e1.x, e1.y));
		double tol = 4 * FLT_EPSILON *
				(fmax(fabs(loX), fabs(hiX)) + fmax(fabs(loY), fabs(hiY)) + fabs(t.x) + fabs(t.y) + reach + r) +
			FLT_TRUE_MIN;
		FUZZ_CHECK("shape.aabb-capsule",
			fabs(box.minX - (loX - r)) <= tol && fabs(box.maxX - (hiX + r)) <= tol &&
				fabs(box.minY - (loY - r)) <= tol && fabs(box.maxY - (hiY + r)) <= tol,
			"AABB [%.9g, %.9g] x [%.9g, %.9g] is not the ends' [%.9g, %.9g] x [%.9g, %.9g] grown by %.9g",
			(double)box.minX, (double)box.maxX, (double)box.minY, (double)box.maxY, (double)loX, (double)hiX,
			(double)loY, (double)hiY, r);
		return;
	}
	// The AABB is computed from the same floats: min(rot) + x rounds to min(rot + x) exactly.
	FUZZ_CHECK("shape.aabb-tight", box.minX == loX && box.minY == loY && box.maxX == hiX && box.maxY == hiY,
		"AABB [%.9g, %.9g] x [%.9g, %.9g] is not the vertices' [%.9g, %.9g] x [%.9g, %.9g]", (double)box.minX,
		(double)box.maxX, (double)box.minY, (double)box.maxY, (double)loX, (double)hiX, (double)loY, (double)hiY);
}

// A freshly created polygon or box (at the origin, angle 0) is a valid convex shape.
static void checkNewPolygon(const satShape* s, const double* inX, const double* inY, int inCount)
{
	int n = satShape_GetVertexCount(s);
	FUZZ_CHECK("shape.count", n >= 3 && n <= SAT_MAX_POLYGON_VERTICES && n <= inCount, "%d vertices from %d points", n,
		inCount);
	double x[SAT_MAX_POLYGON_VERTICES], y[SAT_MAX_POLYGON_VERTICES], turning;
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetLocalVertex(s, i), w = satShape_GetWorldVertex(s, i);
		x[i] = p.x;
		y[i] = p.y;
		FUZZ_CHECK("shape.world-is-local", w.x == p.x && w.y == p.y,
			"at the origin, vertex %d is (%.9g, %.9g) locally, (%.9g, %.9g) in the world", i, x[i], y[i], (double)w.x,
			(double)w.y);
		bool found = false;
		for (int k = 0; k < inCount && !found; ++k) found = inX[k] == x[i] && inY[k] == y[i];
		FUZZ_CHECK("shape.vertex-is-input", found, "vertex %d (%.9g, %.9g) is none of the input points", i, x[i], y[i]);
	}
	FUZZ_CHECK("shape.convex", strictlyConvex(x, y, n, &turning),
		"the %d kept vertices are not strictly convex and counter-clockwise (total turning %.9g)", n, turning);
	double minX = inX[0], maxX = inX[0], minY = inY[0], maxY = inY[0];
	for (int i = 1; i < inCount; ++i) {
		minX = fmin(minX, inX[i]);
		maxX = fmax(maxX, inX[i]);
		minY = fmin(minY, inY[i]);
		maxY = fmax(maxY, inY[i]);
	}
	double extent = fmax(maxX - minX, maxY - minY);
	// Hull covered: the library welds a point within 1e-6 * extent of a kept neighbour and drops a middle point
	// whose turn is within 1e-6 (relative cross product), which moves the boundary by at most
	// sqrt(2) * 1e-6 * extent per removal; so every input point is within (removals + 1) * 1.5e-6 * extent.
	RefShape kept;
	memset(&kept, 0, sizeof kept);
	kept.count = n;
	memcpy(kept.x, x, (size_t)n * sizeof x[0]);
	memcpy(kept.y, y, (size_t)n * sizeof y[0]);
	double hullTol = (double)(inCount - n + 1) * 1.5e-6 * extent;
	for (int k = 0; k < inCount; ++k) {
		double out = refShapeSignedDistance(&kept, inX[k], inY[k]);
		FUZZ_CHECK("shape.hull-covered", out <= hullTol,
			"input point %d (%.9g, %.9g) is %.9g outside the kept polygon (allowed %.3g, extent %.3g)", k, inX[k],
			inY[k], out, hullTol, extent);
	}
	// Outward unit normals: perpendicular to their edge and with every vertex on the inner side, within the
	// float rounding of the normal (a few ulps of the edge or chord length).
	for (int i = 0; i < n; ++i) {
		int j = (i + 1) % n;
		satVec2 nrm = satShape_GetWorldNormal(s, i);
		double ex = x[j] - x[i], ey = y[j] - y[i], el = fuzzLen(ex, ey);
		FUZZ_CHECK("shape.normal-perpendicular", fabs(nrm.x * ex + nrm.y * ey) <= 4 * FLT_EPSILON * el,
			"normal %d (%.9g, %.9g) is not perpendicular to its edge (%.9g, %.9g)", i, (double)nrm.x, (double)nrm.y, ex,
			ey);
		for (int k = 0; k < n; ++k) {
			double dx = x[k] - x[i], dy = y[k] - y[i];
			FUZZ_CHECK("shape.normal-outward", nrm.x * dx + nrm.y * dy <= 4 * FLT_EPSILON * fuzzLen(dx, dy),
				"vertex %d is on the outer side of edge %d (normal %.9g, %.9g)", k, i, (double)nrm.x, (double)nrm.y);
		}
	}
	satVec2 c = satShape_GetCentroid(s);
	// The centroid is computed in double and rounded to float: inside, up to half an ulp of its coordinates.
	double cOut = refShapeSignedDistance(&kept, c.x, c.y);
	FUZZ_CHECK("shape.centroid",
		isfinite(c.x) && isfinite(c.y) && cOut <= 2 * FLT_EPSILON * fuzzLen(c.x, c.y) + FLT_TRUE_MIN,
		"centroid (%.9g, %.9g) is %.9g outside the polygon", (double)c.x, (double)c.y, cOut);
	checkPlacedPolygon(s);
}

static void checkPolygon(const float* xy, int coordCount)
{
	satShape* s = (satShape*)&g_xy; // not NULL: an error must set it to NULL
	satError e = satCreatePolygon(xy, coordCount, &s);
	if (e == SAT_OK) fuzzKeep(s);
	fuzzNote("satCreatePolygon(%d coords) = %d;", coordCount, (int)e);
	FUZZ_CHECK("shape.out", (e == SAT_OK) == (s != NULL), "error %d with out %p", (int)e, (void*)s);
	// Every documented error that applies is acceptable when several do (an odd count of bad values, ...).
	int n = coordCount / 2;
	bool odd = coordCount % 2 != 0, tooFew = n<3, tooMany = n> SAT_MAX_POLYGON_VERTICES, bad = false;
	for (int i = 0; i < coordCount; ++i) bad |= badValue(xy[i]);
	if (odd || tooFew || tooMany || bad) {
		bool ok = (odd && e == SAT_ERR_ODD_COORDS) || (tooFew && e == SAT_ERR_TOO_FEW_POINTS) ||
			(tooMany && e == SAT_ERR_TOO_MANY_POINTS) || (bad && badValuesError(xy, coordCount, e));
		FUZZ_CHECK("shape.bad-input", ok, "%d coordinates (odd %d, too few %d, too many %d, bad values %d): error %d",
			coordCount, odd, tooFew, tooMany, bad, (int)e);
		return;
	}
	double px[SAT_MAX_POLYGON_VERTICES], py[SAT_MAX_POLYGON_VERTICES];
	for (int i = 0; i < n; ++i) {
		px[i] = xy[2 * i];
		py[i] = xy[2 * i + 1];
	}
	if (wellConditioned(px, py, n)) {
		FUZZ_CHECK("shape.false-reject", e == SAT_OK && satShape_GetVertexCount(s) == n,
			"a well-conditioned convex polygon of %d points: error %d, %d vertices kept", n, (int)e,
			e == SAT_OK ? satShape_GetVertexCount(s) : 0);
	}
	if (e != SAT_OK) {
		FUZZ_CHECK("shape.error-kind",
			e == SAT_ERR_TOO_FEW_POINTS || e == SAT_ERR_COLLINEAR || e == SAT_ERR_NOT_CONVEX ||
				e == SAT_ERR_OUT_OF_MEMORY,
			"valid values but error %d", (int)e);
		return;
	}
	FUZZ_CHECK("shape.type", satShape_GetType(s) == SAT_SHAPE_POLYGON && satShape_IsValid(s), "type %d",
		(int)satShape_GetType(s));
	checkNewPolygon(s, px, py, n);
}

// Crossing number: p strictly inside the polygon (boundary cases either way).
static bool insideOutline(const double* x, const double* y, int n, double px, double py)
{
	bool in = false;
	for (int i = 0, j = n - 1; i < n; j = i++)
		if ((y[i] > py) != (y[j] > py) && px < x[i] + (py - y[i]) * (x[j] - x[i]) / (y[j] - y[i])) in = !in;
	return in;
}

static double segmentDistance(const double* x, const double* y, int a, int b, double px, double py)
{
	double ex = x[b] - x[a], ey = y[b] - y[a], len2 = ex * ex + ey * ey;
	double t = len2 > 0 ? ((px - x[a]) * ex + (py - y[a]) * ey) / len2 : 0;
	t = t < 0 ? 0 : t > 1 ? 1 : t;
	return fuzzLen(x[a] + t * ex - px, y[a] + t * ey - py);
}

// 1: clearly simple (well-conditioned: nothing near any tolerance), -1: clearly crossing, 0: neither.
static int simpleClass(const double* x, const double* y, int n)
{
	double minX = x[0], maxX = x[0], minY = y[0], maxY = y[0];
	for (int i = 1; i < n; ++i) {
		minX = fmin(minX, x[i]);
		maxX = fmax(maxX, x[i]);
		minY = fmin(minY, y[i]);
		maxY = fmax(maxY, y[i]);
	}
	double extent = fmax(maxX - minX, maxY - minY), m = 1e-3 * extent;
	if (!(extent > 0) || !isfinite(extent)) return 0;
	for (int i = 0; i < n; ++i) { // long edges, clear turns: the cleaning keeps every point
		int j = (i + 1) % n, k = (i + 2) % n;
		double e = fuzzLen(x[j] - x[i], y[j] - y[i]), f = fuzzLen(x[k] - x[j], y[k] - y[j]);
		if (e < m || fabs(cross3(x[i], y[i], x[j], y[j], x[k], y[k])) < 1e-3 * e * f) return 0;
	}
	bool crossing = false;
	for (int i = 0; i < n; ++i)
		for (int j = i + 2; j < n; ++j) {
			int i1 = (i + 1) % n, j1 = (j + 1) % n;
			if (j1 == i) continue;
			double o1 = cross3(x[i], y[i], x[i1], y[i1], x[j], y[j]),
				   o2 = cross3(x[i], y[i], x[i1], y[i1], x[j1], y[j1]);
			double o3 = cross3(x[j], y[j], x[j1], y[j1], x[i], y[i]),
				   o4 = cross3(x[j], y[j], x[j1], y[j1], x[i1], y[i1]);
			double big = m * extent;
			if (((o1 > big && o2 < -big) || (o1 < -big && o2 > big)) &&
				((o3 > big && o4 < -big) || (o3 < -big && o4 > big)))
				crossing = true;
			double gap = fmin(
				fmin(segmentDistance(x, y, i, i1, x[j], y[j]), segmentDistance(x, y, i, i1, x[j1], y[j1])),
				fmin(segmentDistance(x, y, j, j1, x[i], y[i]), segmentDistance(x, y, j, j1, x[i1], y[i1])));
			bool properCross = (o1 > 0) != (o2 > 0) && (o3 > 0) != (o4 > 0);
			if (!crossing && (gap < m || properCross)) return 0;
		}
	return crossing ? -1 : 1;
}

static void checkConcave(const float* xy, int coordCount)
{
	satShape* s = (satShape*)&g_xy;
	satError e = satCreateConcave(xy, coordCount, &s);
	if (e == SAT_OK) fuzzKeep(s);
	fuzzNote(" satCreateConcave(%d coords) = %d;", coordCount, (int)e);
	FUZZ_CHECK("concave.out", (e == SAT_OK) == (s != NULL), "error %d with out %p", (int)e, (void*)s);
	int n = coordCount / 2;
	bool odd = coordCount % 2 != 0, tooFew = n<3, tooMany = n> SAT_MAX_POLYGON_VERTICES, bad = false;
	for (int i = 0; i < coordCount; ++i) bad |= badValue(xy[i]);
	if (odd || tooFew || tooMany || bad) {
		bool ok = (odd && e == SAT_ERR_ODD_COORDS) || (tooFew && e == SAT_ERR_TOO_FEW_POINTS) ||
			(tooMany && e == SAT_ERR_TOO_MANY_POINTS) || (bad && badValuesError(xy, coordCount, e));
		FUZZ_CHECK("concave.bad-input", ok, "%d coordinates: error %d", coordCount, (int)e);
		return;
	}
	double px[SAT_MAX_POLYGON_VERTICES], py[SAT_MAX_POLYGON_VERTICES];
	for (int i = 0; i < n; ++i) {
		px[i] = xy[2 * i];
		py[i] = xy[2 * i + 1];
	}
	int simple = simpleClass(px, py, n);
	if (simple > 0)
		FUZZ_CHECK("concave.false-reject", e == SAT_OK && satShape_GetVertexCount(s) == n,
			"a well-conditioned simple outline of %d points: error %d", n, (int)e);
	if (simple < 0)
		FUZZ_CHECK("concave.crossing-accepted", e == SAT_ERR_NOT_SIMPLE, "edges cross but error %d", (int)e);
	if (e != SAT_OK) {
		FUZZ_CHECK("concave.error-kind",
			e == SAT_ERR_TOO_FEW_POINTS || e == SAT_ERR_COLLINEAR || e == SAT_ERR_NOT_SIMPLE ||
				e == SAT_ERR_OUT_OF_MEMORY,
			"valid values but error %d", (int)e);
		return;
	}
	FUZZ_CHECK("concave.type", satShape_GetType(s) == SAT_SHAPE_CONCAVE, "type %d", (int)satShape_GetType(s));
	int m = satShape_GetVertexCount(s);
	double ox[SAT_MAX_POLYGON_VERTICES], oy[SAT_MAX_POLYGON_VERTICES];
	for (int i = 0; i < m; ++i) {
		satVec2 p = satShape_GetLocalVertex(s, i);
		ox[i] = p.x;
		oy[i] = p.y;
		bool given = false;
		for (int k = 0; k < n && !given; ++k) given = px[k] == p.x && py[k] == p.y;
		FUZZ_CHECK(
			"concave.outline-input", given, "outline vertex %d (%.9g, %.9g) is not an input point", i, ox[i], oy[i]);
	}
	double area = refPolygonArea(ox, oy, m), total = 0, extent = 0;
	for (int i = 0; i < m; ++i) extent = fmax(extent, fmax(fabs(ox[i]), fabs(oy[i])));
	FUZZ_CHECK("concave.ccw", area > 0, "outline area %.9g", area);
	int parts = satShape_GetPartCount(s);
	FUZZ_CHECK("concave.part-count", parts >= 1 && parts <= m - 2, "%d parts of %d vertices", parts, m);
	static RefShape part[SAT_MAX_POLYGON_VERTICES];
	for (int k = 0; k < parts && k < SAT_MAX_POLYGON_VERTICES; ++k) {
		RefShape* r = &part[k];
		memset(r, 0, sizeof *r);
		r->count = satShape_GetPartVertexCount(s, k);
		double cx = 0, cy = 0;
		for (int i = 0; i < r->count; ++i) {
			satVec2 p = satShape_GetPartLocalVertex(s, k, i);
			r->x[i] = p.x;
			r->y[i] = p.y;
			cx += p.x;
			cy += p.y;
			bool onOutline = false;
			for (int j = 0; j < m && !onOutline; ++j) onOutline = ox[j] == p.x && oy[j] == p.y;
			FUZZ_CHECK("concave.part-vertex", onOutline, "part %d vertex %d is not an outline vertex", k, i);
		}
		double turning;
		FUZZ_CHECK("concave.part-convex", r->count >= 3 && strictlyConvex(r->x, r->y, r->count, &turning),
			"part %d of %d vertices is not strictly convex and counter-clockwise", k, r->count);
		total += refPolygonArea(r->x, r->y, r->count);
		FUZZ_CHECK("concave.part-inside", insideOutline(ox, oy, m, cx / r->count, cy / r->count),
			"part %d's vertex mean (%.9g, %.9g) is outside the outline", k, cx / r->count, cy / r->count);
	}
	FUZZ_CHECK("concave.area", fabs(total - area) <= 1e-9 * area, "parts' area %.17g, outline's %.17g", total, area);
	for (int i = 0; i < parts; ++i)
		for (int j = i + 1; j < parts; ++j) {
			RefDiff d;
			refMinkowskiDiff(&part[i], &part[j], &d);
			double depth = -refSeparation(&d, 0, 0);
			FUZZ_CHECK("concave.parts-overlap", depth <= 1e-9 * extent, "parts %d and %d overlap by %.9g (extent %.9g)",
				i, j, depth, extent);
		}
}

// The points sorted by angle about their mean: a star-shaped outline.
static void starOrder(float* xy, int n)
{
	double mx = 0, my = 0;
	for (int i = 0; i < n; ++i) {
		mx += xy[2 * i];
		my += xy[2 * i + 1];
	}
	mx /= n;
	my /= n;
	for (int i = 1; i < n; ++i) { // insertion sort by atan2: n <= 64 here
		float x = xy[2 * i], y = xy[2 * i + 1];
		double a = atan2(y - my, x - mx);
		int j = i - 1;
		for (; j >= 0 && atan2(xy[2 * j + 1] - my, xy[2 * j] - mx) > a; --j) {
			xy[2 * j + 2] = xy[2 * j];
			xy[2 * j + 3] = xy[2 * j + 1];
		}
		xy[2 * j + 2] = x;
		xy[2 * j + 3] = y;
	}
}

// satComputeHull of the same points: the documented error, or a hull of input points, strictly convex and
// counter-clockwise, finite, covering every input point within the constructor's tolerances, that
// satCreatePolygon keeps as it is when it has at most SAT_MAX_POLYGON_VERTICES points.
static void checkHull(const float* xy, int coordCount)
{
	static float hull[2 * MAX_POINTS + 2];
	static double hx[MAX_POINTS + 1], hy[MAX_POINTS + 1];
	for (int i = 0; i < coordCount + 2 && i < 2 * MAX_POINTS + 2; ++i) hull[i] = 12345.0f; // nothing written on error
	int h = -1;
	satError e = satComputeHull(xy, coordCount, hull, &h);
	fuzzNote(" satComputeHull(%d coords) = %d, %d points;", coordCount, (int)e, h);
	int n = coordCount / 2;
	bool odd = coordCount % 2 != 0, tooFew = n < 3, bad = false;
	for (int i = 0; i < coordCount; ++i) bad |= badValue(xy[i]);
	if (e != SAT_OK) {
		FUZZ_CHECK("hull.error-count", h == 0, "error %d with %d points", (int)e, h);
		bool written = false;
		for (int i = 0; i < coordCount && i < 2 * MAX_POINTS + 2; ++i) written |= hull[i] != 12345.0f;
		FUZZ_CHECK("hull.error-wrote", !written, "error %d but the output was written", (int)e);
	}
	if (odd || tooFew || bad) {
		bool ok = (odd && e == SAT_ERR_ODD_COORDS) || (tooFew && e == SAT_ERR_TOO_FEW_POINTS) ||
			(bad && badValuesError(xy, coordCount, e));
		FUZZ_CHECK("hull.bad-input", ok, "%d coordinates (odd %d, too few %d, bad values %d): error %d", coordCount,
			odd, tooFew, bad, (int)e);
		return;
	}
	if (e != SAT_OK) {
		FUZZ_CHECK("hull.error-kind",
			e == SAT_ERR_TOO_FEW_POINTS || e == SAT_ERR_COLLINEAR || e == SAT_ERR_OUT_OF_MEMORY,
			"valid values but error %d", (int)e);
		return;
	}
	FUZZ_CHECK("hull.count", h >= 3 && h <= n, "%d hull points from %d", h, n);
	if (h < 3 || h > n) return;
	double minX = INFINITY, maxX = -INFINITY, minY = INFINITY, maxY = -INFINITY;
	for (int i = 0; i < n; ++i) {
		minX = fmin(minX, xy[2 * i]);
		maxX = fmax(maxX, xy[2 * i]);
		minY = fmin(minY, xy[2 * i + 1]);
		maxY = fmax(maxY, xy[2 * i + 1]);
	}
	for (int i = 0; i < h; ++i) {
		hx[i] = hull[2 * i];
		hy[i] = hull[2 * i + 1];
		bool found = false;
		for (int k = 0; k < n && !found; ++k) found = xy[2 * k] == hull[2 * i] && xy[2 * k + 1] == hull[2 * i + 1];
		FUZZ_CHECK("hull.point-is-input", found && isfinite(hx[i]) && isfinite(hy[i]),
			"hull point %d (%.9g, %.9g) is none of the input points", i, hx[i], hy[i]);
	}
	double turning;
	FUZZ_CHECK("hull.convex", strictlyConvex(hx, hy, h, &turning),
		"the %d hull points are not strictly convex and counter-clockwise (total turning %.9g)", h, turning);
	// Covered, within the tolerance shape.hull-covered allows the constructor (per dropped point).
	double extent = fmax(maxX - minX, maxY - minY), hullTol = (double)(n - h + 1) * 1.5e-6 * extent;
	int step = n * h > 400000 ? 1 + n * h / 400000 : 1; // sample the points of the largest inputs
	for (int i = 0; i < h; ++i) {
		int j = (i + 1) % h;
		double ex = hx[j] - hx[i], ey = hy[j] - hy[i], len = fuzzLen(ex, ey);
		for (int k = 0; k < n; k += step) {
			double side = (ex * (xy[2 * k + 1] - hy[i]) - ey * (xy[2 * k] - hx[i])) / len;
			FUZZ_CHECK("hull.covered", side >= -hullTol,
				"input point %d (%.9g, %.9g) is %.9g outside hull edge %d (allowed %.3g)", k, (double)xy[2 * k],
				(double)xy[2 * k + 1], -side, i, hullTol);
		}
	}
	if (h <= SAT_MAX_POLYGON_VERTICES) {
		satShape* s = NULL;
		satError pe = satCreatePolygon(hull, 2 * h, &s);
		if (pe == SAT_OK) fuzzKeep(s);
		FUZZ_CHECK("hull.polygon", pe == SAT_OK && satShape_GetVertexCount(s) == h,
			"satCreatePolygon(hull of %d points) = %d, %d vertices", h, (int)pe,
			pe == SAT_OK ? satShape_GetVertexCount(s) : 0);
	}
}

static satShape* checkCircle(float r)
{
	satShape* s = (satShape*)&g_xy;
	satError e = satCreateCircle(r, &s);
	if (e == SAT_OK) fuzzKeep(s);
	fuzzNote("satCreateCircle(%.9g) = %d;", (double)r, (int)e);
	FUZZ_CHECK("circle.out", (e == SAT_OK) == (s != NULL), "error %d with out %p", (int)e, (void*)s);
	if (!(r > 0) || !isfinite(r)) {
		FUZZ_CHECK("circle.bad-radius", e == SAT_ERR_BAD_RADIUS, "radius %.9g: error %d", (double)r, (int)e);
		return NULL;
	}
	if (r > SAT_MAX_COORDINATE) {
		FUZZ_CHECK("circle.range", e == SAT_ERR_OUT_OF_RANGE, "radius %.9g: error %d", (double)r, (int)e);
		return NULL;
	}
	FUZZ_CHECK("circle.ok", e == SAT_OK, "radius %.9g: error %d", (double)r, (int)e);
	satVec2 c = satShape_GetCentroid(s);
	FUZZ_CHECK("circle.valid",
		satShape_GetType(s) == SAT_SHAPE_CIRCLE && satShape_GetVertexCount(s) == 0 && satShape_GetRadius(s) == r &&
			c.x == 0 && c.y == 0,
		"type %d, %d vertices, radius %.9g for %.9g", (int)satShape_GetType(s), satShape_GetVertexCount(s),
		(double)satShape_GetRadius(s), (double)r);
	return s;
}

static void checkPlacedCircle(const satShape* s)
{
	satTransform t = satShape_GetTransform(s);
	satAABB box = satShape_GetAABB(s);
	double r = satShape_GetRadius(s);
	// Each bound is one float sum of the position and the radius: within half an ulp of it.
	double tol = FLT_EPSILON * (fabs(t.x) + fabs(t.y) + r) + FLT_TRUE_MIN;
	FUZZ_CHECK("circle.aabb",
		isfinite(box.minX) && isfinite(box.maxX) && isfinite(box.minY) && isfinite(box.maxY) &&
			fabs(box.minX - (t.x - r)) <= tol && fabs(box.maxX - (t.x + r)) <= tol &&
			fabs(box.minY - (t.y - r)) <= tol && fabs(box.maxY - (t.y + r)) <= tol,
		"circle r=%.9g at (%.9g, %.9g): AABB [%.9g, %.9g] x [%.9g, %.9g]", r, (double)t.x, (double)t.y,
		(double)box.minX, (double)box.maxX, (double)box.minY, (double)box.maxY);
}

static satShape* checkBox(float w, float h)
{
	satShape* s = (satShape*)&g_xy;
	satError e = satCreateBox(w, h, &s);
	if (e == SAT_OK) fuzzKeep(s);
	fuzzNote("satCreateBox(%.9g, %.9g) = %d;", (double)w, (double)h, (int)e);
	FUZZ_CHECK("box.out", (e == SAT_OK) == (s != NULL), "error %d with out %p", (int)e, (void*)s);
	if (!(w > 0) || !(h > 0) || !isfinite(w) || !isfinite(h)) {
		FUZZ_CHECK("box.bad-size", e == SAT_ERR_BAD_SIZE, "size %.9g x %.9g: error %d", (double)w, (double)h, (int)e);
		return NULL;
	}
	if (w > SAT_MAX_COORDINATE || h > SAT_MAX_COORDINATE) {
		FUZZ_CHECK("box.range", e == SAT_ERR_OUT_OF_RANGE, "size %.9g x %.9g: error %d", (double)w, (double)h, (int)e);
		return NULL;
	}
	// BAD_SIZE also for a size too small to halve: half the smallest denormal rounds to 0 (sat.h).
	if ((float)(0.5 * (double)w) == 0.0f || (float)(0.5 * (double)h) == 0.0f) {
		FUZZ_CHECK("box.too-small", e == SAT_ERR_BAD_SIZE, "size %.9g x %.9g (a half rounds to 0): error %d", (double)w,
			(double)h, (int)e);
		return NULL;
	}
	FUZZ_CHECK("box.ok", e == SAT_OK, "size %.9g x %.9g: error %d", (double)w, (double)h, (int)e);
	FUZZ_CHECK("box.type", satShape_GetType(s) == SAT_SHAPE_BOX && satShape_GetVertexCount(s) == 4,
		"type %d, %d vertices", (int)satShape_GetType(s), satShape_GetVertexCount(s));
	double x[4], y[4];
	for (int i = 0; i < 4; ++i) {
		satVec2 p = satShape_GetLocalVertex(s, i);
		x[i] = p.x;
		y[i] = p.y;
	}
	double loX = fmin(fmin(x[0], x[1]), fmin(x[2], x[3])), hiX = fmax(fmax(x[0], x[1]), fmax(x[2], x[3]));
	double loY = fmin(fmin(y[0], y[1]), fmin(y[2], y[3])), hiY = fmax(fmax(y[0], y[1]), fmax(y[2], y[3]));
	FUZZ_CHECK("box.degenerate", hiX > loX && hiY > loY, "box %.9g x %.9g has zero extent: [%.9g, %.9g] x [%.9g, %.9g]",
		(double)w, (double)h, loX, hiX, loY, hiY);
	// Half sizes rounded to float: exact for normal floats, off by at most one denormal step each side.
	FUZZ_CHECK("box.size",
		loX == -hiX && loY == -hiY && fabs((hiX - loX) - w) <= FLT_EPSILON * w + FLT_TRUE_MIN &&
			fabs((hiY - loY) - h) <= FLT_EPSILON * h + FLT_TRUE_MIN,
		"box %.9g x %.9g spans [%.9g, %.9g] x [%.9g, %.9g]", (double)w, (double)h, loX, hiX, loY, hiY);
	checkNewPolygon(s, x, y, 4);
	return s;
}

// satCreateSegment / satCreateCapsule with any floats: NOT_FINITE / OUT_OF_RANGE for the first bad coordinate's
// kind, then BAD_RADIUS / OUT_OF_RANGE for the radius, then ZERO_LENGTH for equal ends; else the shape keeps the
// ends exactly as vertices 0 and 1, the radius exactly, the midpoint as centroid, and opposite unit normals.
static satShape* checkRounded(FuzzIn* in, bool capsule, bool any)
{
	float e[4], r;
	double scale = fuzzScale(in);
	for (int i = 0; i < 4; ++i) e[i] = any ? fuzzAnyFloat(in) : (float)(scale * fuzzSigned(in));
	if (fuzzU8(in) % 8 == 0) { // coinciding ends, or one ulp apart
		e[2] = e[0];
		e[3] = fuzzU8(in) & 1 ? nextafterf(e[1], INFINITY) : e[1];
	}
	r = any && fuzzU8(in) % 2 ? fuzzAnyFloat(in) : (float)(scale * fuzzAspect(in));
	satShape* s = (satShape*)&g_xy;
	satError err = capsule ? satCreateCapsule(e[0], e[1], e[2], e[3], r, &s)
						   : satCreateSegment(e[0], e[1], e[2], e[3], &s);
	if (err == SAT_OK) fuzzKeep(s);
	fuzzNote("satCreate%s(%.9g, %.9g, %.9g, %.9g, r %.9g) = %d;", capsule ? "Capsule" : "Segment", (double)e[0],
		(double)e[1], (double)e[2], (double)e[3], (double)r, (int)err);
	FUZZ_CHECK("rounded.out", (err == SAT_OK) == (s != NULL), "error %d with out %p", (int)err, (void*)s);
	for (int i = 0; i < 4; ++i) {
		if (!isfinite(e[i]) || fabsf(e[i]) > SAT_MAX_COORDINATE) {
			satError want = isfinite(e[i]) ? SAT_ERR_OUT_OF_RANGE : SAT_ERR_NOT_FINITE;
			FUZZ_CHECK("rounded.bad-value", err == want, "coordinate %d = %.9g: error %d", i, (double)e[i], (int)err);
			return NULL;
		}
	}
	if (capsule && (!(r > 0) || !isfinite(r))) {
		FUZZ_CHECK("rounded.bad-radius", err == SAT_ERR_BAD_RADIUS, "radius %.9g: error %d", (double)r, (int)err);
		return NULL;
	}
	if (capsule && r > SAT_MAX_COORDINATE) {
		FUZZ_CHECK("rounded.range", err == SAT_ERR_OUT_OF_RANGE, "radius %.9g: error %d", (double)r, (int)err);
		return NULL;
	}
	if (e[0] == e[2] && e[1] == e[3]) {
		FUZZ_CHECK("rounded.zero-length", err == SAT_ERR_ZERO_LENGTH, "equal ends: error %d", (int)err);
		return NULL;
	}
	FUZZ_CHECK("rounded.ok", err == SAT_OK, "valid values: error %d", (int)err);
	satVec2 v0 = satShape_GetLocalVertex(s, 0), v1 = satShape_GetLocalVertex(s, 1), c = satShape_GetCentroid(s);
	FUZZ_CHECK("rounded.valid",
		satShape_GetType(s) == (capsule ? SAT_SHAPE_CAPSULE : SAT_SHAPE_SEGMENT) && satShape_GetVertexCount(s) == 2 &&
			v0.x == e[0] && v0.y == e[1] && v1.x == e[2] && v1.y == e[3] &&
			satShape_GetRadius(s) == (capsule ? r : 0.0f),
		"type %d, %d vertices (%.9g, %.9g) (%.9g, %.9g), radius %.9g", (int)satShape_GetType(s),
		satShape_GetVertexCount(s), (double)v0.x, (double)v0.y, (double)v1.x, (double)v1.y,
		(double)satShape_GetRadius(s));
	double mx = 0.5 * ((double)e[0] + e[2]), my = 0.5 * ((double)e[1] + e[3]);
	FUZZ_CHECK("rounded.centroid",
		fabs(c.x - mx) <= FLT_EPSILON * fabs(mx) + FLT_TRUE_MIN &&
			fabs(c.y - my) <= FLT_EPSILON * fabs(my) + FLT_TRUE_MIN,
		"centroid (%.9g, %.9g), midpoint (%.9g, %.9g)", (double)c.x, (double)c.y, mx, my);
	satVec2 n0 = satShape_GetWorldNormal(s, 0), n1 = satShape_GetWorldNormal(s, 1);
	double dx = (double)e[2] - e[0], dy = (double)e[3] - e[1], len = fuzzLen(dx, dy);
	FUZZ_CHECK("rounded.normals",
		n1.x == -n0.x && n1.y == -n0.y && fabs(n0.x - dy / len) <= 2 * FLT_EPSILON &&
			fabs(n0.y + dx / len) <= 2 * FLT_EPSILON,
		"normals (%.9g, %.9g) (%.9g, %.9g) for the direction (%.9g, %.9g)", (double)n0.x, (double)n0.y, (double)n1.x,
		(double)n1.y, dx / len, dy / len);
	return s;
}

// Place a shape with arbitrary values; an error must change nothing.
static void checkTransform(FuzzIn* in, satShape* s)
{
	uint8_t sel = fuzzU8(in);
	float x, y, angle;
	if (sel % 4 == 0) { // ordinary values
		double scale = pow(10.0, (int)(fuzzU8(in) % 40) - 20);
		x = (float)(scale * fuzzSigned(in));
		y = (float)(scale * fuzzSigned(in));
		angle = fuzzAngle(in);
	} else {
		x = fuzzAnyFloat(in);
		y = fuzzAnyFloat(in);
		angle = sel % 4 == 1 ? fuzzAngle(in) : fuzzAnyFloat(in);
	}
	int n = satShape_GetVertexCount(s);
	satTransform before = satShape_GetTransform(s);
	satAABB boxBefore = satShape_GetAABB(s);
	satVec2 vBefore[SAT_MAX_POLYGON_VERTICES], nBefore[SAT_MAX_POLYGON_VERTICES];
	for (int i = 0; i < n; ++i) {
		vBefore[i] = satShape_GetWorldVertex(s, i);
		nBefore[i] = satShape_GetWorldNormal(s, i);
	}
	satError e = satShape_SetTransform(s, x, y, angle);
	fuzzNote(" SetTransform(%.9g, %.9g, %.9g) = %d;", (double)x, (double)y, (double)angle, (int)e);
	float values[3] = { x, y, angle };
	if (badValue(x) || badValue(y) || badValue(angle)) {
		FUZZ_CHECK("transform.bad-value", badValuesError(values, 3, e), "error %d", (int)e);
		satTransform after = satShape_GetTransform(s);
		satAABB boxAfter = satShape_GetAABB(s);
		bool same = fuzzSameBits(after.x, before.x) && fuzzSameBits(after.y, before.y) &&
			fuzzSameBits(after.angle, before.angle) && memcmp(&boxAfter, &boxBefore, sizeof boxAfter) == 0;
		for (int i = 0; i < n; ++i) {
			satVec2 v = satShape_GetWorldVertex(s, i), nrm = satShape_GetWorldNormal(s, i);
			same = same && memcmp(&v, &vBefore[i], sizeof v) == 0 && memcmp(&nrm, &nBefore[i], sizeof nrm) == 0;
		}
		FUZZ_CHECK("transform.changed-on-error", same, "error %d but the transform, vertices or AABB changed", (int)e);
		return;
	}
	FUZZ_CHECK("transform.ok", e == SAT_OK, "valid values but error %d", (int)e);
	satTransform t = satShape_GetTransform(s);
	// Numerically the values given (-0 and +0 are the same placement).
	FUZZ_CHECK("transform.stored", t.x == x && t.y == y && t.angle == angle, "stored (%.9g, %.9g, %.9g)", (double)t.x,
		(double)t.y, (double)t.angle);
	if (satShape_GetType(s) == SAT_SHAPE_CIRCLE) {
		checkPlacedCircle(s);
		return;
	}
	checkPlacedPolygon(s);
	// rotate(local, angle) + position: sin/cos to float (half an ulp), two products and a difference, then the
	// sum with the position: within 8 ulps of |local| + |position|. The library reduces the angle modulo a
	// double 2 pi, exact enough (error < 1e-10 rad) up to |angle| = 1e6; beyond, only a rigid motion is checked.
	double c = cos((double)angle), sn = sin((double)angle);
	bool exactAngle = fabs(angle) <= 1e6;
	for (int i = 0; i < n; ++i) {
		satVec2 l = satShape_GetLocalVertex(s, i), w = satShape_GetWorldVertex(s, i),
				ln = satShape_GetWorldNormal(s, i);
		double tol = 8 * FLT_EPSILON * (fuzzLen(l.x, l.y) + fabs(x) + fabs(y)) + 4 * FLT_TRUE_MIN;
		if (exactAngle) {
			double ex = c * l.x - sn * l.y + x, ey = sn * l.x + c * l.y + y;
			FUZZ_CHECK("transform.vertex", fabs(w.x - ex) <= tol && fabs(w.y - ey) <= tol,
				"vertex %d local (%.9g, %.9g) placed at (%.9g, %.9g), expected (%.9g, %.9g) (tol %.3g)", i, (double)l.x,
				(double)l.y, (double)w.x, (double)w.y, ex, ey, tol);
			// The world normal of edge i is the rotated local one (local = world normal at angle 0, kept as
			// the edge's perpendicular: recompute it from the local edge).
			int j = (i + 1) % n;
			satVec2 l2 = satShape_GetLocalVertex(s, j);
			double lx = l2.y - l.y, ly = -(l2.x - l.x), ll = fuzzLen(lx, ly);
			double nx = (c * lx - sn * ly) / ll, ny = (sn * lx + c * ly) / ll;
			FUZZ_CHECK("transform.normal", fabs(ln.x - nx) <= 8 * FLT_EPSILON && fabs(ln.y - ny) <= 8 * FLT_EPSILON,
				"normal %d (%.9g, %.9g), expected (%.9g, %.9g)", i, (double)ln.x, (double)ln.y, nx, ny);
		} else {
			double d = fuzzLen(w.x - (double)x, w.y - (double)y), dl = fuzzLen(l.x, l.y);
			FUZZ_CHECK("transform.rigid", fabs(d - dl) <= 2 * tol,
				"vertex %d at distance %.9g from the position, %.9g locally", i, d, dl);
		}
	}
}

// Point lists for satCreatePolygon. Beyond the input's bytes a splitmix64 seeded from them goes on, so a
// short input can still describe 2000 points.
typedef struct Rng {
	uint64_t s;
} Rng;
static uint64_t rngNext(Rng* r)
{
	uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}
static double rngUnit(Rng* r) { return (double)(rngNext(r) >> 11) * (1.0 / 9007199254740992.0); }
static double rngSigned(Rng* r) { return 2 * rngUnit(r) - 1; }

static int decodePoints(FuzzIn* in, float* xy)
{
	int n = fuzzU16(in) % (MAX_POINTS + 1);
	uint8_t flags = fuzzU8(in);
	double scale = pow(10.0, (int)(fuzzU8(in) % 64) - 45); // 1e-45 .. 1e18: denormal to the limit
	uint8_t mutateRate = fuzzU8(in);
	Rng rng = { fuzzU32(in) };
	int mode = (flags >> 1) % 6, count = 0;
	fuzzNote("points: n=%d mode=%d scale=%.3g; ", n, mode, scale);
	switch (mode) {
	case 0: // any floats
		for (int i = 0; i < 2 * n; ++i) xy[i] = fuzzMore(in) ? fuzzAnyFloat(in) : (float)(scale * rngSigned(&rng));
		count = n;
		break;
	case 2: { // collinear, with an off-line wobble around the collinearity tolerance
		double dx = rngSigned(&rng), dy = rngSigned(&rng), wobble = pow(10.0, -(double)(fuzzU8(in) % 12));
		for (int i = 0; i < n; ++i) {
			double t = rngSigned(&rng), off = (fuzzU8(in) & 1) ? wobble * rngSigned(&rng) : 0;
			xy[2 * i] = (float)(scale * (t * dx - off * dy));
			xy[2 * i + 1] = (float)(scale * (t * dy + off * dx));
		}
		count = n;
		break;
	}
	case 3: // random order
		for (int i = 0; i < 2 * n; ++i) xy[i] = (float)(scale * rngSigned(&rng));
		count = n;
		break;
	case 4: { // a regular polygon wound 1..3 times
		int sides = 3 + fuzzU8(in) % 20, turns = 1 + fuzzU8(in) % 3;
		double phase = rngUnit(&rng) * 6.28318530717958647692;
		count = sides * turns < MAX_POINTS ? sides * turns : MAX_POINTS;
		for (int i = 0; i < count; ++i) {
			double a = phase + 6.28318530717958647692 * i / sides;
			xy[2 * i] = (float)(scale * cos(a));
			xy[2 * i + 1] = (float)(scale * sin(a));
		}
		break;
	}
	default: { // convex (regular-ish, or the hull of random points), then mutated
		int base = n < 3 ? 3 : n > 64 ? 3 + n % 62 : n;
		double px[64], py[64], hx[64], hy[64];
		double stretch = pow(10.0, -(double)(fuzzU8(in) % 10));
		for (int i = 0; i < base; ++i) {
			if (mode == 1) {
				double a = 6.28318530717958647692 * (i + 0.3 * rngUnit(&rng)) / base;
				px[i] = (float)(scale * cos(a));
				py[i] = (float)(scale * stretch * sin(a));
			} else {
				px[i] = (float)(scale * rngSigned(&rng));
				py[i] = (float)(scale * stretch * rngSigned(&rng));
			}
		}
		int m = refConvexHull(px, py, base, hx, hy);
		bool reverse = flags & 1;
		for (int i = 0; i < m && count < MAX_POINTS; ++i) {
			int k = reverse ? m - 1 - i : i;
			float x = (float)hx[k], y = (float)hy[k];
			uint8_t op = rngUnit(&rng) * 256 < mutateRate ? (uint8_t)(rngNext(&rng) % 5) : 255;
			if (op == 0 && count > 0) { // duplicate the previous point
				xy[2 * count] = xy[2 * count - 2];
				xy[2 * count + 1] = xy[2 * count - 1];
				++count;
			} else if (op == 1 && count > 0) { // the midpoint of the edge from the previous point
				xy[2 * count] = (float)(0.5 * ((double)xy[2 * count - 2] + x));
				xy[2 * count + 1] = (float)(0.5 * ((double)xy[2 * count - 1] + y));
				++count;
			} else if (op == 2) { // a near-duplicate, around the welding tolerance
				double rel = pow(10.0, -(double)(5 + rngNext(&rng) % 4));
				xy[2 * count] = (float)(x + rel * scale * rngSigned(&rng));
				xy[2 * count + 1] = (float)(y + rel * scale * rngSigned(&rng));
				++count;
			} else if (op == 3) { // a special value in one coordinate
				x = fuzzSpecial((unsigned)(rngNext(&rng) % FUZZ_SPECIAL_COUNT));
			}
			if (count >= MAX_POINTS) break;
			xy[2 * count] = x;
			xy[2 * count + 1] = y;
			++count;
		}
		break;
	}
	}
	return count;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
	FUZZ_BEGIN_INPUT();
	FuzzIn in = fuzzBegin(data, size);
	uint8_t what = fuzzU8(&in);
	satShape* placed = NULL;
	switch (what % 4) {
	case 0:
	case 1: { // a polygon; 1 in 8 with an odd coordinate count
		int count = decodePoints(&in, g_xy);
		int coords = 2 * count + ((what >> 2) % 8 == 0 && count > 0 ? -1 : 0);
		checkPolygon(g_xy, coords);
		if (g_fuzzShapeCount > 0) placed = g_fuzzShapes[0];
		checkHull(g_xy, coords);
		checkConcave(g_xy, coords);
		bool finite = true;
		for (int i = 0; i < coords; ++i) finite = finite && isfinite(g_xy[i]);
		if (finite && coords % 2 == 0 && count >= 3 && count <= SAT_MAX_POLYGON_VERTICES) {
			starOrder(g_xy, count);
			checkConcave(g_xy, coords);
		}
		break;
	}
	case 2: { // a circle; 1 in 4 a segment or a capsule instead
		if ((what >> 3) % 4 == 3) {
			placed = checkRounded(&in, (what >> 5) & 1, (what >> 2) % 2);
			break;
		}
		float r = (what >> 2) % 2 ? fuzzAnyFloat(&in) : (float)(fuzzScale(&in) * fuzzUnit(&in));
		placed = checkCircle(r);
		break;
	}
	default: { // a box
		bool any = (what >> 2) % 2;
		double scale = fuzzScale(&in);
		float w = any ? fuzzAnyFloat(&in) : (float)(scale * fuzzAspect(&in));
		float h = any ? fuzzAnyFloat(&in) : (float)(scale * fuzzAspect(&in));
		placed = checkBox(w, h);
		break;
	}
	}
	for (int k = 0; placed != NULL && k < 8 && fuzzMore(&in); ++k) checkTransform(&in, placed);
	fuzzReleaseAll();
	return 0;
}
