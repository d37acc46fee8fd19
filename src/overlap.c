// The SAT kernel: projection onto an axis, interval distance, and the static overlap test with its minimum
// translation. A leaf: it calls no other module (only the validators of core.c).
#include <math.h>

#include "sat_internal.h"
#include "sat_math.h"

// (dx, dy) / length as a float unit axis, false for a zero vector. Double squares neither underflow nor
// overflow for float inputs, so tiny and huge shapes get the same direction.
static bool satUnitAxis(double dx, double dy, satVec2* axis)
{
	double len = sqrt(dx * dx + dy * dy);
	if (!(len > 0.0)) return false;
	*axis = (satVec2){ (float)(dx / len), (float)(dy / len) };
	return true;
}

// One axis for A (at the origin) against B (at d). Keeps the smallest push over the axes tried: both
// directions are considered, so the MTV is right also when one shape contains the other. Returns false
// when the axis separates them (a gap > 0; touching is overlap).
static bool satTestAxis(const satShape* a, const satShape* b, satVec2 d, float ax, float ay, satOverlap* best)
{
	float aMin, aMax, bMin, bMax;
	satProjectRelative(a, ax, ay, 0.0f, &aMin, &aMax);
	satProjectRelative(b, ax, ay, ax * d.x + ay * d.y, &bMin, &bMax);
	float pushPositive = bMax - aMin; // moving A along +axis by this separates them
	float pushNegative = aMax - bMin; // moving A along -axis by this separates them
	if (pushPositive < 0.0f || pushNegative < 0.0f) return false;
	bool positive = pushPositive <= pushNegative;
	float depth = positive ? pushPositive : pushNegative;
	if (depth < best->depth) {
		best->depth = depth;
		best->normal = positive ? (satVec2){ ax, ay } : (satVec2){ -ax, -ay };
	}
	return true;
}

// Intervals of a shape (at the origin) on four axes.
static inline void satProjectBlock(const satShape* s, satV4 ax, satV4 ay, satV4* mn, satV4* mx)
{
	if (s->type == SAT_SHAPE_CIRCLE) {
		*mn = satV4Splat(-s->radius);
		*mx = satV4Splat(s->radius);
		return;
	}
	satProjectPadded4(s->storage, s->storage + s->padded, s->padded, ax, ay, mn, mx);
	if (s->type == SAT_SHAPE_CAPSULE) {
		*mn = satV4Sub(*mn, satV4Splat(s->radius));
		*mx = satV4Add(*mx, satV4Splat(s->radius));
	}
}

// Unit axis from the polygon vertex nearest to p (relative to the polygon's position) towards p; false if
// p sits on a vertex. In double: float squares of coordinates near 1e-20 underflow and give a wrong length.
static bool satNearestVertexAxis(const satShape* poly, satVec2 p, satVec2* axis)
{
	double bestD = INFINITY, dx = 0, dy = 0;
	for (int i = 0; i < poly->count; ++i) {
		double ex = (double)p.x - poly->rotX[i], ey = (double)p.y - poly->rotY[i];
		double dd = ex * ex + ey * ey;
		if (dd < bestD) {
			bestD = dd;
			dx = ex;
			dy = ey;
		}
	}
	return satUnitAxis(dx, dy, axis);
}

// The closest point to (px, py) of a shape's core (its vertices' hull: a point for a circle, a segment, or a
// polygon's boundary), the shape at (ox, oy); in double. Returns the squared distance.
static double satCoreClosest(const satShape* s, double ox, double oy, double px, double py, double* qx, double* qy)
{
	if (s->type == SAT_SHAPE_CIRCLE) {
		*qx = ox;
		*qy = oy;
		return (px - ox) * (px - ox) + (py - oy) * (py - oy);
	}
	double best = INFINITY;
	int edges = s->count == 2 ? 1 : s->count; // a segment's two faces are one edge
	for (int i = 0; i < edges; ++i) {
		int j = i + 1 < s->count ? i + 1 : 0;
		double x0 = s->rotX[i] + ox, y0 = s->rotY[i] + oy;
		double ex = (double)s->rotX[j] - s->rotX[i], ey = (double)s->rotY[j] - s->rotY[i], ee = ex * ex + ey * ey;
		double t = ee > 0.0 ? ((px - x0) * ex + (py - y0) * ey) / ee : 0.0;
		t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
		double x = x0 + ex * t, y = y0 + ey * t, dd = (px - x) * (px - x) + (py - y) * (py - y);
		if (dd < best) {
			best = dd;
			*qx = x;
			*qy = y;
		}
	}
	return best;
}

bool satCoreClosestPoints(const satShape* a, const satShape* b, satVec2 d, double pa[2], double pb[2])
{
	double best = INFINITY, qx, qy;
	int na = a->type == SAT_SHAPE_CIRCLE ? 1 : a->count, nb = b->type == SAT_SHAPE_CIRCLE ? 1 : b->count;
	for (int i = 0; i < na; ++i) { // A's vertices against B's core
		double px = a->count == 0 ? 0.0 : a->rotX[i], py = a->count == 0 ? 0.0 : a->rotY[i];
		double dd = satCoreClosest(b, d.x, d.y, px, py, &qx, &qy);
		if (dd < best) {
			best = dd;
			pa[0] = px;
			pa[1] = py;
			pb[0] = qx;
			pb[1] = qy;
		}
	}
	for (int j = 0; j < nb; ++j) { // B's vertices against A's core
		double px = (b->count == 0 ? 0.0 : (double)b->rotX[j]) + d.x;
		double py = (b->count == 0 ? 0.0 : (double)b->rotY[j]) + d.y;
		double dd = satCoreClosest(a, 0.0, 0.0, px, py, &qx, &qy);
		if (dd < best) {
			best = dd;
			pa[0] = qx;
			pa[1] = qy;
			pb[0] = px;
			pb[1] = py;
		}
	}
	return best > 0.0;
}

// The direction between the closest points of A's core (at the origin) and B's core (at d), when the cores are
// apart. False when they touch or overlap (then an edge normal carries the minimum).
static bool satCoreAxis(const satShape* a, const satShape* b, satVec2 d, satVec2* axis)
{
	double pa[2], pb[2];
	return satCoreClosestPoints(a, b, d, pa, pb) && satUnitAxis(pa[0] - pb[0], pa[1] - pb[1], axis);
}

// The pushes of every block of four axes, kept until the smallest is known: A's normals' blocks first, then
// B's. Per block, the smaller push of the two directions in each lane and which lanes push A against the axis;
// and the least push so far in each lane. Finding the winner afterwards, by a scan in axis order, costs less
// than carrying the best axis along in every lane (two selects per block, three reductions at the end).
#define SAT_AXIS_BLOCKS (2 * SAT_MAX_POLYGON_VERTICES / 4)
typedef struct satAxisPushes {
	satV4 least;
	int blocks, firstOfB;
	satV4 push[SAT_AXIS_BLOCKS];
	unsigned char negative[SAT_AXIS_BLOCKS];
} satAxisPushes;

// The edge normals of poly (a or b) as axes, four at a time, without a branch per axis. poly's own
// intervals on its normals are precomputed, so only the other shape is projected. The normal arrays are
// padded with copies of normal 0: a duplicate axis gives the same push, and the scan meets normal 0 first.
SAT_FORCE_INLINE static bool satTestNormals(
	const satShape* poly, const satShape* a, const satShape* b, satVec2 d, satAxisPushes* pushes)
{
	bool ownerIsA = poly == a;
	const satShape* other = ownerIsA ? b : a;
	satV4 dx = satV4Splat(d.x), dy = satV4Splat(d.y);
	// the arrays from storage (satBindArrays's order), not through the header's pointers: fewer cache lines
	const float* arrays = poly->storage;
	int n = poly->padded, k = pushes->blocks;
	satV4 least = pushes->least;
	for (int base = 0; base < poly->count; base += 4, ++k) {
		satV4 ax = satV4Load(arrays + 2 * n + base), ay = satV4Load(arrays + 3 * n + base);
		satV4 ownMin = satV4Load(arrays + 4 * n + base), ownMax = satV4Load(arrays + 5 * n + base);
		satV4 otherMin, otherMax;
		if (poly->aligned && (other->type == SAT_SHAPE_POLYGON || other->type == SAT_SHAPE_BOX)) {
			// An axis-aligned box's normals: the other polygon's interval on (1, 0) is [minX, maxX] of its
			// vertices, on (-1, 0) [-maxX, -minX], likewise in y: its bounds, the same numbers a projection gives.
			const satAABB* r = &other->rotBounds;
			satV4 zero = satV4Splat(0.0f);
			satV4 alongX = satV4Or(satV4Less(zero, ax), satV4Less(ax, zero));
			satV4 positive = satV4Or(satV4Less(zero, ax), satV4Less(zero, ay));
			satV4 lo = satV4Select(alongX, satV4Splat(r->minX), satV4Splat(r->minY));
			satV4 hi = satV4Select(alongX, satV4Splat(r->maxX), satV4Splat(r->maxY));
			otherMin = satV4Select(positive, lo, satV4Neg(hi));
			otherMax = satV4Select(positive, hi, satV4Neg(lo));
		} else {
			satProjectBlock(other, ax, ay, &otherMin, &otherMax);
		}
		satV4 aMin = ownerIsA ? ownMin : otherMin, aMax = ownerIsA ? ownMax : otherMax;
		satV4 bMin = ownerIsA ? otherMin : ownMin, bMax = ownerIsA ? otherMax : ownMax;
		satV4 offset = satV4Add(satV4Mul(ax, dx), satV4Mul(ay, dy));
		satV4 pushPositive = satV4Sub(satV4Add(bMax, offset), aMin); // moving A along +axis separates
		satV4 pushNegative = satV4Sub(aMax, satV4Add(bMin, offset)); // moving A along -axis separates
		if (satV4AnyNegative(pushPositive, pushNegative)) return false;
		satV4 negative = satV4Less(pushNegative, pushPositive);
		satV4 push = satV4Select(negative, pushNegative, pushPositive);
		pushes->push[k] = push;
		pushes->negative[k] = (unsigned char)satV4Bits(negative);
		least = satV4Select(satV4Less(push, least), push, least);
	}
	pushes->blocks = k;
	pushes->least = least;
	return true;
}

// The smallest lane of v in every lane.
static inline satV4 satV4MinAcross(satV4 v)
{
	v = satV4Min(v, satV4SwapPairs(v));
	return satV4Min(v, satV4SwapHalves(v));
}

// The smallest push, turned into a depth and a normal: the first axis (A's normals in order, then B's) whose
// push equals the least (+0 and -0 compare equal), with its own push as the depth; on equal pushes the earlier
// axis wins, as in a sequential loop.
SAT_FORCE_INLINE static void satPickLeast(
	const satAxisPushes* pushes, const satShape* a, const satShape* b, satOverlap* best)
{
	satV4 least = satV4MinAcross(pushes->least);
	for (int k = 0; k < pushes->blocks; ++k) {
		int equal = ~satV4Bits(satV4Less(least, pushes->push[k])) & 15;
		if (equal == 0) continue;
		int lane = __builtin_ctz((unsigned)equal);
		float p[4];
		satV4Store(p, pushes->push[k]);
		if (!(p[lane] < best->depth)) return;
		bool ofA = k < pushes->firstOfB;
		const satShape* poly = ofA ? a : b;
		int i = 4 * (ofA ? k : k - pushes->firstOfB) + lane;
		const float* normals = poly->storage + 2 * poly->padded; // worldNX, then worldNY (satBindArrays)
		float nx = normals[i], ny = normals[poly->padded + i];
		best->depth = p[lane];
		best->normal = (pushes->negative[k] >> lane & 1) ? (satVec2){ -nx, -ny } : (satVec2){ nx, ny };
		return;
	}
}

// Both polygons' (or segments') edge normals as axes: false when one separates them, else the least push in best.
SAT_FORCE_INLINE static bool satTestBothNormals(
	const satShape* a, const satShape* b, satVec2 d, bool circleA, bool circleB, satOverlap* best)
{
	satAxisPushes pushes;
	pushes.least = satV4Splat(INFINITY);
	pushes.blocks = 0;
	if (!circleA && !satTestNormals(a, a, b, d, &pushes)) return false;
	pushes.firstOfB = pushes.blocks;
	if (!circleB && !satTestNormals(b, a, b, d, &pushes)) return false;
	satPickLeast(&pushes, a, b, best);
	return true;
}

/*
 * SAT with minimum translation:
 *   axes = edge normals of each polygon, plus for a circle the direction from the nearest polygon vertex
 *          (or the other circle's centre) to its centre; these contain the true penetration direction.
 *          A segment is a polygon of two faces (normals +n and -n); a capsule is a segment core grown by its
 *          radius (a circle is a point core grown by its radius). For rounded shapes the push on an axis is
 *          the cores' push plus rA + rB, so the minimum lies on the cores' own minimum axis: an edge normal
 *          when the cores overlap, else the direction between their closest points, tried as one more axis
 *   for each axis: project both, stop at the first gap, else keep the smaller push of the two directions
 *   MTV = the smallest push found
 */
satOverlap satConvexOverlapAt(const satShape* a, const satShape* b, satVec2 d)
{
	satOverlap best = { false, INFINITY, { 0.0f, 0.0f } };
	bool circleA = a->type == SAT_SHAPE_CIRCLE, circleB = b->type == SAT_SHAPE_CIRCLE;
	if (satIsSegmentLike(a) || satIsSegmentLike(b)) {
		if (!satTestBothNormals(a, b, d, circleA, circleB, &best)) return (satOverlap){ 0 };
		satVec2 axis;
		if (satCoreAxis(a, b, d, &axis) && !satTestAxis(a, b, d, axis.x, axis.y, &best)) return (satOverlap){ 0 };
		if (!(best.depth < INFINITY)) return (satOverlap){ 0 }; // no axis at all: cannot happen with a segment
		best.hit = true;
		return best;
	}
	if ((!circleA || !circleB) && !satTestBothNormals(a, b, d, circleA, circleB, &best)) return (satOverlap){ 0 };
	if (circleA || circleB) {
		satVec2 axis = { 1.0f, 0.0f };
		bool found = true;
		if (circleA && circleB) {
			satUnitAxis(-(double)d.x, -(double)d.y, &axis); // concentric: any axis, (1, 0) kept
		} else if (circleA) {
			found = satNearestVertexAxis(b, (satVec2){ -d.x, -d.y }, &axis);
		} else {
			found = satNearestVertexAxis(a, d, &axis);
		}
		if (found && !satTestAxis(a, b, d, axis.x, axis.y, &best)) return (satOverlap){ 0 };
	}
	best.hit = true;
	return best;
}

satError satProjectShape(const satShape* shape, satVec2 axis, satInterval* out)
{
	if (out != NULL) *out = (satInterval){ 0.0f, 0.0f };
	satError e = satCheckShape(shape);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	if (!isfinite(axis.x) || !isfinite(axis.y) || (axis.x == 0.0f && axis.y == 0.0f)) return SAT_ERR_BAD_AXIS;
	// In double, rounded once at the end: float products of a huge axis overflow (and inf - inf is NaN), and
	// the squared length of a tiny axis underflows. Only a result beyond float range is refused.
	double ax = axis.x, ay = axis.y, c = ax * shape->xf.x + ay * shape->xf.y, lo, hi;
	if (shape->type == SAT_SHAPE_CIRCLE) {
		double r = shape->radius * sqrt(ax * ax + ay * ay);
		lo = c - r;
		hi = c + r;
	} else {
		double r = shape->radius * sqrt(ax * ax + ay * ay); // a capsule's radius (0 for polygons and segments)
		lo = INFINITY;
		hi = -INFINITY;
		for (int i = 0; i < shape->count; ++i) {
			double d = ax * shape->rotX[i] + ay * shape->rotY[i];
			lo = d < lo ? d : lo;
			hi = d > hi ? d : hi;
		}
		lo += c - r;
		hi += c + r;
	}
	float mn = (float)lo, mx = (float)hi;
	if (!isfinite(mn) || !isfinite(mx)) return SAT_ERR_OUT_OF_RANGE;
	*out = (satInterval){ mn + 0.0f, mx + 0.0f };
	return SAT_OK;
}

float satIntervalDistance(satInterval a, satInterval b) { return a.min < b.min ? b.min - a.max : a.min - b.max; }
