// Contact manifolds: the points where two intersecting shapes touch, for a solver. Polygon pairs clip an
// incident edge against a reference face, after Box2D v3's b2ClipPolygons and Dirk Gregorius's GDC 2013 talk
// "The Separating Axis Test"; circles give one point; segments and capsules clip their core as Box2D v3 does
// for capsules. The normal and the depth come from the SAT kernel
// (satConvexOverlapAt), so they agree with satCollide exactly and touching counts the same way.
#include <float.h>
#include <math.h>

#include "sat_internal.h"

// Round-off allowance for decisions about a pair, as a multiple of the magnitude it is computed at (the
// shapes' reach plus their offset): the SAT depth is within a few ulps of that magnitude.
static const double kRoundOff = 16.0 * FLT_EPSILON;

// Faces whose alignments with the normal differ by at most this much (about 0.8 degrees from parallel) are
// treated as equally good references, and the longer one wins: A's unless B's is longer by more than
// kLengthTolerance, relative (rotation rounds equal lengths apart; A first on a tie, as in Box2D). The choice
// then depends on the shapes, not on which of two nearly parallel faces SAT found a hair shallower, so it does
// not flicker between steps.
static const double kAlignTolerance = 1e-4;
static const double kLengthTolerance = 1e-3;

// A reference face this far from the normal (slivers, or a normal SAT took from a tie at touching) would make
// depths along the normal ill-conditioned: the fallback point is reported instead.
static const double kMinAlignment = 0.1;

typedef struct satClipPoint {
	double x, y; // relative to A's position
	double s;    // coordinate along the reference face
	int vertex;  // incident vertex the point came from, clipped or not
} satClipPoint;

// Feature id of a polygon contact point, Box2D-style: bit 16 set if A gave the reference face, bits 8..15 that
// face, bits 0..7 the incident vertex. It stays the same while the point slides along the face, and while it
// is clipped or not, so a solver can warm-start from it.
static unsigned satFeatureId(bool refIsA, int face, int vertex)
{
	return (refIsA ? 0x10000u : 0u) | (unsigned)face << 8 | (unsigned)vertex;
}

// Face of polygon s (at (sx, sy) relative to A) whose outward normal is most aligned with (ux, uy), and that
// alignment. Faces within kAlignTolerance of the best are nearly parallel (a flattened polygon, or normals equal
// after rounding): of those, the one the other polygon (at (ox, oy)) penetrates least, which is SAT's choice.
static double satReferenceFace(const satShape* s, double sx, double sy, const satShape* other, double ox, double oy,
	double ux, double uy, int* face)
{
	double best = -INFINITY;
	for (int i = 0; i < s->count; ++i) best = fmax(best, s->worldNX[i] * ux + s->worldNY[i] * uy);
	double bestSeparation = -INFINITY, alignment = best;
	for (int i = 0; i < s->count; ++i) {
		double c = s->worldNX[i] * ux + s->worldNY[i] * uy;
		if (c < best - kAlignTolerance) continue;
		double separation = INFINITY, nx = s->worldNX[i], ny = s->worldNY[i];
		double px = s->rotX[i] + sx, py = s->rotY[i] + sy;
		for (int j = 0; j < other->count; ++j)
			separation = fmin(separation, nx * (other->rotX[j] + ox - px) + ny * (other->rotY[j] + oy - py));
		if (separation > bestSeparation) {
			bestSeparation = separation;
			alignment = c;
			*face = i;
		}
	}
	return alignment;
}

// The least dot(v, u) over a polygon's vertices (at (sx, sy)), and the vertices within tol of it (one vertex, or
// an edge perpendicular to u): their range [*lo, *hi] along (tx, ty) and the first of them.
static double satSupport(const satShape* s, double sx, double sy, double ux, double uy, double tx, double ty,
	double tol, double* lo, double* hi, int* vertex)
{
	double least = INFINITY;
	for (int j = 0; j < s->count; ++j) least = fmin(least, (s->rotX[j] + sx) * ux + (s->rotY[j] + sy) * uy);
	*lo = INFINITY;
	*hi = -INFINITY;
	*vertex = 0;
	for (int j = s->count - 1; j >= 0; --j) {
		double x = s->rotX[j] + sx, y = s->rotY[j] + sy;
		if (x * ux + y * uy > least + tol) continue;
		double along = x * tx + y * ty;
		*lo = fmin(*lo, along);
		*hi = fmax(*hi, along);
		*vertex = j;
	}
	return least;
}

static double satFaceLength(const satShape* s, int face)
{
	int next = face + 1 == s->count ? 0 : face + 1;
	double ex = (double)s->rotX[next] - s->rotX[face], ey = (double)s->rotY[next] - s->rotY[face];
	return sqrt(ex * ex + ey * ey);
}

// Keep the part of segment p[0]-p[1] with sign * (s - bound) >= 0; false if nothing is left. A moved end
// keeps its vertex: it is still the contact that vertex made.
static bool satClipSide(satClipPoint p[2], double bound, double sign)
{
	double d0 = sign * (p[0].s - bound), d1 = sign * (p[1].s - bound);
	if (d0 < 0.0 && d1 < 0.0) return false;
	if (d0 < 0.0 || d1 < 0.0) {
		int out = d0 < 0.0 ? 0 : 1;
		satClipPoint* q = &p[out];
		const satClipPoint* keep = &p[1 - out];
		double dOut = out == 0 ? d0 : d1, dIn = out == 0 ? d1 : d0;
		double t = dOut / (dOut - dIn); // in (0, 1]: the signs differ, so no division by zero
		q->x += (keep->x - q->x) * t;
		q->y += (keep->y - q->y) * t;
		q->s = bound;
	}
	return true;
}

// One contact: p, on one shape's surface, moved by half the depth along u, towards the other's: midway.
static void satPutPoint(satManifold* out, double px, double py, double ux, double uy, double depth, unsigned id)
{
	int k = out->pointCount++;
	double half = 0.5 * depth;
	out->points[k] = (satVec2){ (float)(px + ux * half) + 0.0f, (float)(py + uy * half) + 0.0f };
	out->depths[k] = (float)depth + 0.0f;
	out->ids[k] = id;
}

// Polygon against polygon. u is the direction from the incident shape into the reference one (+n if B gives
// the reference face, -n if A does); depths are measured along u from the incident point to the reference
// face's line, which for the face SAT found is the penetration along n.
static void satPolygonManifold(const satShape* a, const satShape* b, satVec2 d, satOverlap o, satManifold* out)
{
	double nx = o.normal.x, ny = o.normal.y, depthSat = o.depth;
	double tol = kRoundOff * ((double)a->reach + b->reach + sqrt((double)d.x * d.x + (double)d.y * d.y));
	int faceA = 0, faceB = 0;
	double alignA = satReferenceFace(a, 0.0, 0.0, b, d.x, d.y, -nx, -ny, &faceA);
	double alignB = satReferenceFace(b, d.x, d.y, a, 0.0, 0.0, nx, ny, &faceB);
	bool refIsA = fabs(alignA - alignB) > kAlignTolerance
		? alignA > alignB
		: satFaceLength(a, faceA) * (1.0 + kLengthTolerance) >= satFaceLength(b, faceB);
	const satShape* ref = refIsA ? a : b;
	const satShape* inc = refIsA ? b : a;
	int face = refIsA ? faceA : faceB;
	double refX = refIsA ? 0.0 : d.x, refY = refIsA ? 0.0 : d.y, incX = refIsA ? d.x : 0.0, incY = refIsA ? d.y : 0.0;
	double ux = refIsA ? -nx : nx, uy = refIsA ? -ny : ny;
	double mx = ref->worldNX[face], my = ref->worldNY[face], align = mx * ux + my * uy;

	if (align >= kMinAlignment) {
		int next = face + 1 == ref->count ? 0 : face + 1;
		double r1x = ref->rotX[face] + refX, r1y = ref->rotY[face] + refY;
		double r2x = ref->rotX[next] + refX, r2y = ref->rotY[next] + refY;
		double tx = -my, ty = mx; // along the face, from r1 to r2 (counter-clockwise winding)
		// Incident edge: the more anti-parallel to the reference normal of the two at the incident shape's deepest
		// vertex. A search of all edges finds the same one, except where nearly parallel edges (a flattened
		// polygon) tie by rounding: then it may pick one without the deepest vertex.
		int v = 0;
		double lowest = INFINITY;
		for (int j = 0; j < inc->count; ++j) {
			double c = inc->rotX[j] * ux + inc->rotY[j] * uy;
			if (c < lowest) {
				lowest = c;
				v = j;
			}
		}
		int before = v == 0 ? inc->count - 1 : v - 1;
		bool takeBefore = inc->worldNX[before] * mx + inc->worldNY[before] * my <
			inc->worldNX[v] * mx + inc->worldNY[v] * my;
		int e1 = takeBefore ? before : v, e2 = e1 + 1 == inc->count ? 0 : e1 + 1;
		satClipPoint p[2];
		int idx[2] = { e1, e2 };
		for (int k = 0; k < 2; ++k) {
			double x = inc->rotX[idx[k]] + incX, y = inc->rotY[idx[k]] + incY;
			p[k] = (satClipPoint){ x, y, tx * x + ty * y, idx[k] };
		}
		if (satClipSide(p, tx * r1x + ty * r1y, 1.0) && satClipSide(p, tx * r2x + ty * r2y, -1.0)) {
			double depth[2];
			bool kept[2];
			for (int k = 0; k < 2; ++k) {
				depth[k] = (mx * (r1x - p[k].x) + my * (r1y - p[k].y)) / align;
				kept[k] = depth[k] >= -tol;
				// No incident point is deeper along n than the SAT depth (moving A by the MTV clears B), so a
				// larger value only means the ray left the reference shape through another face first.
				depth[k] = depth[k] < 0.0 ? 0.0 : depth[k] > depthSat ? depthSat : depth[k];
			}
			// A segment clipped down to a point gives one contact, not two on top of each other.
			if (kept[0] && kept[1] && fabs(p[0].s - p[1].s) <= tol) kept[depth[1] > depth[0] ? 0 : 1] = false;
			double deepest = -INFINITY;
			for (int k = 0; k < 2; ++k)
				if (kept[k] && depth[k] > deepest) deepest = depth[k];
			if (deepest >= depthSat - tol) {
				for (int k = 0; k < 2; ++k)
					if (kept[k])
						satPutPoint(out, p[k].x, p[k].y, ux, uy, depth[k], satFeatureId(refIsA, face, p[k].vertex));
				return;
			}
		}
	}
	// Fallback (degenerate or round-off cases where clipping lost the deepest point): one point at the SAT depth,
	// between the two shapes' supporting features along the normal (a vertex, or an edge parallel to the
	// separating line), where they overlap along it, or between their nearest ends.
	double tx = -ny, ty = nx, loA, hiA, loB, hiB;
	int vA, vB;
	double hA = satSupport(a, 0.0, 0.0, nx, ny, tx, ty, tol, &loA, &hiA, &vA);
	double hB = -satSupport(b, d.x, d.y, -nx, -ny, tx, ty, tol, &loB, &hiB, &vB);
	double lo = fmax(loA, loB), hi = fmin(hiA, hiB);
	double at = lo <= hi ? 0.5 * (lo + hi) : loA > hiB ? 0.5 * (loA + hiB) : 0.5 * (hiA + loB);
	double h = 0.5 * (hA + hB);
	satPutPoint(
		out, tx * at + nx * h, ty * at + ny * h, 0.0, 0.0, depthSat, satFeatureId(refIsA, face, refIsA ? vB : vA));
}

// Closest point of a polygon's boundary (the polygon at (ox, oy)) to q, when q is outside it; false if q is inside
// or on it.
static bool satClosestOutside(const satShape* s, double ox, double oy, double qx, double qy, double* cx, double* cy)
{
	bool outside = false;
	for (int i = 0; i < s->count; ++i)
		outside |= s->worldNX[i] * (qx - s->rotX[i] - ox) + s->worldNY[i] * (qy - s->rotY[i] - oy) > 0.0;
	if (!outside) return false;
	double best = INFINITY;
	for (int i = 0; i < s->count; ++i) {
		int next = i + 1 == s->count ? 0 : i + 1;
		double x0 = s->rotX[i] + ox, y0 = s->rotY[i] + oy, ex = s->rotX[next] + ox - x0, ey = s->rotY[next] + oy - y0;
		double len2 = ex * ex + ey * ey, t = len2 > 0.0 ? ((qx - x0) * ex + (qy - y0) * ey) / len2 : 0.0;
		t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
		double x = x0 + ex * t, y = y0 + ey * t, dist2 = (qx - x) * (qx - x) + (qy - y) * (qy - y);
		if (dist2 < best) {
			best = dist2;
			*cx = x;
			*cy = y;
		}
	}
	return true;
}

// Vertex i of a shape's core at (ox, oy): a circle's core is its centre.
static void satCoreVertex(const satShape* s, double ox, double oy, int i, double* x, double* y)
{
	*x = (s->count > 0 ? s->rotX[i] : 0.0f) + ox;
	*y = (s->count > 0 ? s->rotY[i] : 0.0f) + oy;
}

// The least dot(v, u) over a core's vertices (at (ox, oy)), and those within tol of it: their range [*lo, *hi]
// along (tx, ty) and the first of them (satSupport, with a circle's core as its one vertex).
static double satCoreSupport(const satShape* s, double ox, double oy, double ux, double uy, double tx, double ty,
	double tol, double* lo, double* hi, int* vertex)
{
	if (s->count > 0) return satSupport(s, ox, oy, ux, uy, tx, ty, tol, lo, hi, vertex);
	*lo = *hi = ox * tx + oy * ty;
	*vertex = 0;
	return ox * ux + oy * uy;
}

/*
 * How far the ray from q (a point of the shape's core, the shape at (ox, oy)) along the unit (wx, wy) runs inside the
 * grown shape: its radius for a circle, or an end of a capsule met straight on; more where it leaves a capsule's
 * side at a slant. The first of the two sides (lines pushed out by r, within the ends) and two end circles it
 * leaves through (q is inside, so it leaves each piece it meets once). 0 for shapes without a radius.
 */
static double satExitDistance(const satShape* s, double ox, double oy, double qx, double qy, double wx, double wy)
{
	double r = s->radius;
	if (!(r > 0.0)) return 0.0;
	if (s->count != 2) return r; // a circle: q is its centre
	double ax = s->rotX[0] + ox, ay = s->rotY[0] + oy, tx = -(double)s->worldNY[0], ty = s->worldNX[0];
	double lx = (double)s->localX[1] - s->localX[0], ly = (double)s->localY[1] - s->localY[0];
	double length = sqrt(lx * lx + ly * ly), best = INFINITY;
	for (int k = 0; k < 2; ++k) { // the sides, left where w points out of them
		double mx = s->worldNX[k], my = s->worldNY[k], out = mx * wx + my * wy;
		if (!(out > 0.0)) continue;
		double t = (r - (mx * (qx - ax) + my * (qy - ay))) / out;
		double along = tx * (qx + t * wx - ax) + ty * (qy + t * wy - ay);
		if (t >= 0.0 && along >= 0.0 && along <= length && t < best) best = t;
	}
	for (int k = 0; k < 2; ++k) { // the end circles, left at the larger root, beyond their end
		double ex = s->rotX[k] + ox, ey = s->rotY[k] + oy, px = qx - ex, py = qy - ey;
		double b = px * wx + py * wy, c = px * px + py * py - r * r, disc = b * b - c;
		if (disc < 0.0) continue;
		double t = -b + sqrt(disc);
		double along = tx * (qx + t * wx - ax) + ty * (qy + t * wy - ay);
		bool beyond = k == 0 ? along <= 0.0 : along >= length;
		if (t >= 0.0 && beyond && t < best) best = t;
	}
	return best < INFINITY ? best : r; // round-off at a seam between pieces: the radius is within it
}

/*
 * Shapes with a segment core (segments and capsules) against any shape, as Box2D v3 does for capsules and
 * rounded polygons (b2CollideCapsules, b2CollidePolygons with a radius): the contact of two cores grown by rA
 * and rB. When the normal is a face normal of one core, that face is the reference and the other core's
 * incident feature (a segment, a polygon's edge, a circle's centre) is clipped against its side planes; each
 * point's depth is its core penetration past the face plus rA + rB, and it sits midway between the two grown
 * surfaces. Otherwise the normal joins the cores' closest points (a rounded end against a corner or another
 * end): one point between the two supporting features, at the SAT depth.
 */
static void satRoundedManifold(const satShape* a, const satShape* b, satVec2 d, satOverlap o, satManifold* out)
{
	double nx = o.normal.x, ny = o.normal.y, depthSat = o.depth, ra = a->radius, rb = b->radius;
	double tol = kRoundOff * ((double)a->reach + b->reach + sqrt((double)d.x * d.x + (double)d.y * d.y));
	int faceA = 0, faceB = 0;
	double alignA = a->count > 0 ? satReferenceFace(a, 0.0, 0.0, b, d.x, d.y, -nx, -ny, &faceA) : -INFINITY;
	double alignB = b->count > 0 ? satReferenceFace(b, d.x, d.y, a, 0.0, 0.0, nx, ny, &faceB) : -INFINITY;
	bool refIsA = fabs(alignA - alignB) > kAlignTolerance
		? alignA > alignB
		: satFaceLength(a, faceA) * (1.0 + kLengthTolerance) >= satFaceLength(b, faceB);
	const satShape* ref = refIsA ? a : b;
	const satShape* inc = refIsA ? b : a;
	int face = refIsA ? faceA : faceB;
	double align = refIsA ? alignA : alignB;
	double refX = refIsA ? 0.0 : d.x, refY = refIsA ? 0.0 : d.y, incX = refIsA ? d.x : 0.0, incY = refIsA ? d.y : 0.0;
	double ux = refIsA ? -nx : nx, uy = refIsA ? -ny : ny; // out of the reference core, towards the incident one
	double rRef = refIsA ? ra : rb;
	// A face the normal is not (within round-off) perpendicular to means the normal joins closest points.
	if (align >= 1.0 - kAlignTolerance) {
		double mx = ref->worldNX[face], my = ref->worldNY[face];
		int next = face + 1 == ref->count ? 0 : face + 1;
		double r1x = ref->rotX[face] + refX, r1y = ref->rotY[face] + refY;
		double r2x = ref->rotX[next] + refX, r2y = ref->rotY[next] + refY;
		double tx = -my, ty = mx;
		// Incident feature: a segment core whole, a polygon's edge most anti-parallel to the face at its deepest
		// vertex (as for polygons), a circle's centre as a point.
		int idx[2] = { 0, inc->count == 2 ? 1 : 0 };
		if (inc->count > 2) {
			int v = 0;
			double lowest = INFINITY;
			for (int j = 0; j < inc->count; ++j) {
				double c = inc->rotX[j] * ux + inc->rotY[j] * uy;
				if (c < lowest) {
					lowest = c;
					v = j;
				}
			}
			int before = v == 0 ? inc->count - 1 : v - 1;
			bool takeBefore = inc->worldNX[before] * mx + inc->worldNY[before] * my <
				inc->worldNX[v] * mx + inc->worldNY[v] * my;
			idx[0] = takeBefore ? before : v;
			idx[1] = idx[0] + 1 == inc->count ? 0 : idx[0] + 1;
		}
		satClipPoint p[2];
		for (int k = 0; k < 2; ++k) {
			double x, y;
			satCoreVertex(inc, incX, incY, idx[k], &x, &y);
			p[k] = (satClipPoint){ x, y, tx * x + ty * y, idx[k] };
		}
		// A point core is clipped as a segment of no length; one end is enough then.
		if (satClipSide(p, tx * r1x + ty * r1y, 1.0) && satClipSide(p, tx * r2x + ty * r2y, -1.0)) {
			double depth[2];
			bool kept[2];
			for (int k = 0; k < 2; ++k) {
				double back = satExitDistance(inc, incX, incY, p[k].x, p[k].y, -ux, -uy);
				depth[k] = (mx * (r1x - p[k].x) + my * (r1y - p[k].y)) / align + rRef + back;
				kept[k] = depth[k] >= -tol;
				depth[k] = depth[k] < 0.0 ? 0.0 : depth[k] > depthSat ? depthSat : depth[k];
			}
			if (kept[0] && kept[1] && fabs(p[0].s - p[1].s) <= tol) kept[depth[1] > depth[0] ? 0 : 1] = false;
			double deepest = -INFINITY;
			for (int k = 0; k < 2; ++k)
				if (kept[k] && depth[k] > deepest) deepest = depth[k];
			if (deepest >= depthSat - tol) {
				for (int k = 0; k < 2; ++k) {
					if (!kept[k]) continue;
					// From the incident core point back along u to its grown surface, then half the depth.
					double back = satExitDistance(inc, incX, incY, p[k].x, p[k].y, -ux, -uy);
					double x = p[k].x - ux * back, y = p[k].y - uy * back;
					satPutPoint(out, x, y, ux, uy, depth[k], satFeatureId(refIsA, face, p[k].vertex));
				}
				return;
			}
		}
	}
	// One point, with SAT's depth. Cores apart: midway between the grown surfaces on the line through the cores'
	// closest points (a rounded end's contact; the support along n would lie a radius times n's round-off aside).
	// Cores overlapping: between their supporting features along n (where they overlap along the tangent, else
	// between their nearest ends), midway between the grown surfaces.
	double tx = -ny, ty = nx, loA, hiA, loB, hiB, pa[2], pb[2];
	int vA, vB;
	double hA = satCoreSupport(a, 0.0, 0.0, nx, ny, tx, ty, tol, &loA, &hiA, &vA) - ra;
	double hB = -satCoreSupport(b, d.x, d.y, -nx, -ny, tx, ty, tol, &loB, &hiB, &vB) + rb;
	unsigned id = 0x20000u | (unsigned)vA << 8 | (unsigned)vB;
	if (satCoreClosestPoints(a, b, d, pa, pb)) {
		double wx = pa[0] - pb[0], wy = pa[1] - pb[1], len = sqrt(wx * wx + wy * wy);
		wx /= len;
		wy /= len;
		double x = 0.5 * ((pa[0] - wx * ra) + (pb[0] + wx * rb)), y = 0.5 * ((pa[1] - wy * ra) + (pb[1] + wy * rb));
		satPutPoint(out, x, y, 0.0, 0.0, depthSat, id);
		return;
	}
	double lo = fmax(loA, loB), hi = fmin(hiA, hiB);
	double at = lo <= hi ? 0.5 * (lo + hi) : loA > hiB ? 0.5 * (loA + hiB) : 0.5 * (hiA + loB);
	double h = 0.5 * (hA + hB);
	satPutPoint(out, tx * at + nx * h, ty * at + ny * h, 0.0, 0.0, depthSat, id);
}

void satConvexManifoldAt(const satShape* a, const satShape* b, satVec2 d, satManifold* out)
{
	*out = (satManifold){ 0 };
	satOverlap o = satConvexOverlapAt(a, b, d);
	if (o.hit) satManifoldFromOverlap(a, b, d, o, out);
}

void satManifoldFromOverlap(const satShape* a, const satShape* b, satVec2 d, satOverlap o, satManifold* out)
{
	*out = (satManifold){ 0 };
	out->normal = (satVec2){ o.normal.x + 0.0f, o.normal.y + 0.0f };
	double nx = o.normal.x, ny = o.normal.y, depth = o.depth, x, y;
	// With a circle: the polygon's point nearest the centre if that is outside the polygon (it does not depend on
	// n, which at a depth of a few ulps can point anywhere in a cone, and a radius times that angle is no
	// round-off), else the deepest point along n. Then half the depth towards the other surface.
	if (satIsSegmentLike(a) || satIsSegmentLike(b)) {
		satRoundedManifold(a, b, d, o, out);
	} else if (a->type == SAT_SHAPE_CIRCLE && b->type == SAT_SHAPE_CIRCLE) {
		satPutPoint(out, -nx * a->radius, -ny * a->radius, nx, ny, depth, 0u);
	} else if (a->type == SAT_SHAPE_CIRCLE) { // A's centre is the origin; B's surface point, back by half the depth
		if (!satClosestOutside(b, d.x, d.y, 0.0, 0.0, &x, &y)) {
			x = nx * (depth - a->radius);
			y = ny * (depth - a->radius);
		}
		satPutPoint(out, x, y, -nx, -ny, depth, 0u);
	} else if (b->type == SAT_SHAPE_CIRCLE) { // A's surface point nearest B's centre d
		if (!satClosestOutside(a, 0.0, 0.0, d.x, d.y, &x, &y)) {
			x = d.x + nx * (b->radius - depth);
			y = d.y + ny * (b->radius - depth);
		}
		satPutPoint(out, x, y, nx, ny, depth, 0u);
	} else {
		satPolygonManifold(a, b, d, o, out);
	}
}

void satSpeculativeManifoldAt(const satShape* a, const satShape* b, satVec2 d, float margin, satManifold* out)
{
	*out = (satManifold){ 0 };
	if (a->type == SAT_SHAPE_CONCAVE || b->type == SAT_SHAPE_CONCAVE) return;
	double pa[2], pb[2];
	if (!satCoreClosestPoints(a, b, d, pa, pb)) return; // the cores touch: so do the shapes
	double gx = pa[0] - pb[0], gy = pa[1] - pb[1], length = sqrt(gx * gx + gy * gy);
	double gap = length - (double)a->radius - b->radius;
	if (!(gap > 0.0) || gap > margin) return;
	satSpeculativeManifoldAlong(a, b, d, (satVec2){ (float)(gx / length), (float)(gy / length) }, gap, false, out);
}

void satSpeculativeManifoldAlong(
	const satShape* a, const satShape* b, satVec2 d, satVec2 normal, double gap, bool fixNormal, satManifold* out)
{
	*out = (satManifold){ 0 };
	// Close the gap, and a little more: the shapes then overlap by round-off, never miss by it.
	double nx = normal.x, ny = normal.y;
	double tol = kRoundOff * ((double)a->reach + b->reach + sqrt((double)d.x * d.x + (double)d.y * d.y));
	satVec2 moved = { (float)(d.x + nx * (gap + tol)), (float)(d.y + ny * (gap + tol)) };
	if (fixNormal)
		satManifoldFromOverlap(a, b, moved, (satOverlap){ true, (float)tol, normal }, out);
	else
		satConvexManifoldAt(a, b, moved, out);
	double shift = nx * ((double)moved.x - d.x) + ny * ((double)moved.y - d.y); // B came this far towards A
	for (int k = 0; k < out->pointCount; ++k) {
		out->points[k].x = (float)(out->points[k].x - 0.5 * shift * nx) + 0.0f;
		out->points[k].y = (float)(out->points[k].y - 0.5 * shift * ny) + 0.0f;
		out->depths[k] = (float)fmin((double)out->depths[k] - shift, 0.0) + 0.0f;
	}
}
