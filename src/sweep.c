// Swept SAT (after Olivier Renault's tutorial): will A, moving by t * v relative to B, touch B for some t in [0, tmax], and when.
#include <float.h>
#include <math.h>

#include "sat_internal.h"
#include "sat_math.h"

typedef struct satToi {
	bool hit;
	double t;
	double nx, ny; // unit, from B towards A
} satToi;

/*
 * Polygon against polygon, by slabs. Without rotation the edge normals stay fixed, so at any t the shapes
 * overlap exactly when every axis shows overlap. On one axis, with vp = dot(axis, v), overlap holds for
 *   bMin - aMax <= t * vp <= bMax - aMin,
 * an interval of t. The overlap times are the intersection of these intervals: entry = the latest entry,
 * exit = the earliest exit; a hit needs entry <= exit, exit >= 0 and entry <= tmax. The perpendicular of v (vp == 0)
 * is tried first as the cheap separating axis for grazing passes.
 */
static bool satSlab(const satShape* a, const satShape* b, satVec2 d, float ax, float ay, satVec2 v, bool perpendicular,
	satToi* toi, double* exitT)
{
	float aMin, aMax, bMin, bMax;
	satProjectRelative(a, ax, ay, 0.0f, &aMin, &aMax);
	satProjectRelative(b, ax, ay, ax * d.x + ay * d.y, &bMin, &bMax);
	double vp = perpendicular ? 0.0 : ax * v.x + ay * v.y;
	double lo = (double)bMin - aMax, hi = (double)bMax - aMin;
	if (vp == 0.0) return lo <= 0.0 && hi >= 0.0;
	double t0 = lo / vp, t1 = hi / vp;
	if (vp < 0.0) {
		double s = t0;
		t0 = t1;
		t1 = s;
	}
	if (t0 > toi->t) {
		toi->t = t0;
		toi->nx = vp > 0.0 ? -ax : ax;
		toi->ny = vp > 0.0 ? -ay : ay;
	}
	if (t1 < *exitT) *exitT = t1;
	return toi->t <= *exitT;
}

static satToi satSweepPolygons(const satShape* a, const satShape* b, satVec2 v, double tmax)
{
	satToi toi = { false, -INFINITY, 0.0, 0.0 };
	double exitT = tmax;
	satVec2 d = { b->xf.x - a->xf.x, b->xf.y - a->xf.y };
	double speed = sqrt((double)v.x * v.x + (double)v.y * v.y);
	if (speed > 0.0 && !satSlab(a, b, d, (float)(-v.y / speed), (float)(v.x / speed), v, true, &toi, &exitT))
		return (satToi){ 0 };
	for (int i = 0; i < a->count; ++i)
		if (!satSlab(a, b, d, a->worldNX[i], a->worldNY[i], v, false, &toi, &exitT)) return (satToi){ 0 };
	for (int i = 0; i < b->count; ++i)
		if (!satSlab(a, b, d, b->worldNX[i], b->worldNY[i], v, false, &toi, &exitT)) return (satToi){ 0 };
	// A segment's direction is an axis too: two segments on one line are apart only along it.
	if (a->type == SAT_SHAPE_SEGMENT && !satSlab(a, b, d, -a->worldNY[0], a->worldNX[0], v, false, &toi, &exitT))
		return (satToi){ 0 };
	if (b->type == SAT_SHAPE_SEGMENT && !satSlab(a, b, d, -b->worldNY[0], b->worldNX[0], v, false, &toi, &exitT))
		return (satToi){ 0 };
	if (exitT < 0.0) return (satToi){ 0 }; // the overlap times all lie in the past: moving apart
	if (toi.t < 0.0) toi.t = 0.0;          // touching at the start by round-off
	toi.hit = toi.t <= tmax;
	return toi;
}

// First t >= 0 at which the point p + t * v is within r of the origin, or -1. Stable root form, and the
// discriminant as a * r^2 - cross(p, v)^2 (Lagrange's identity): b^2 - a * c cancels to nothing when a tiny
// circle passes exactly through the point.
static double satRayCircle(double px, double py, double vx, double vy, double r)
{
	double c = px * px + py * py - r * r;
	if (c <= 0.0) return 0.0;
	double b = px * vx + py * vy;
	if (b >= 0.0) return -1.0;
	double a = vx * vx + vy * vy, cross = px * vy - py * vx;
	double disc = a * r * r - cross * cross;
	if (disc < 0.0) return -1.0;
	return c / (-b + sqrt(disc));
}

// The unit normal where the point p + t * v first comes within r of the origin (satRayCircle's t), from the
// origin towards the point. Not from p + t * v: for a small circle and a long travel that sum cancels to
// round-off. With u = v / |v| and s the point's offset across u, the hit is s * perp(u) - sqrt(r^2 - s^2) * u.
static void satHitNormal(double px, double py, double vx, double vy, double r, double t, double* nx, double* ny)
{
	double hx = px, hy = py; // t == 0: the point starts within r
	if (t > 0.0) {
		double speed = sqrt(vx * vx + vy * vy), ux = vx / speed, uy = vy / speed;
		double s = px * -uy + py * ux, along = sqrt(fmax(r * r - s * s, 0.0));
		hx = s * -uy - along * ux;
		hy = s * ux - along * uy;
	}
	double len = sqrt(hx * hx + hy * hy);
	if (!(len > 0.0)) { // a point exactly on the circle's centre: head-on
		hx = -vx;
		hy = -vy;
		len = sqrt(hx * hx + hy * hy);
	}
	*nx = hx / len;
	*ny = hy / len;
}

// Length of edge i (vertex i to i + 1) from the local vertices, exact before rotation.
static double satEdgeLength(const satShape* poly, int i)
{
	int j = i + 1 < poly->count ? i + 1 : 0;
	double lx = (double)poly->localX[j] - poly->localX[i], ly = (double)poly->localY[j] - poly->localY[i];
	return sqrt(lx * lx + ly * ly);
}

// The first edge at least `tiny` long from vertex i, stepping back (step -1, from the edge before it) or on
// (step +1, from edge i); *skipped counts the shorter edges passed.
static int satLongEdge(const satShape* poly, int i, int step, double tiny, int* skipped)
{
	int n = poly->count, e = step < 0 ? (i + n - 1) % n : i;
	for (*skipped = 0; *skipped < n && satEdgeLength(poly, e) <= tiny; ++*skipped) e = (e + step + n) % n;
	return e;
}

/*
 * A circle (centre c relative to the polygon's position, radius r) moving by t * v against a polygon: the
 * centre's ray against the polygon grown by r, whose boundary is the edges pushed out by r along their normals
 * and a circle of radius r at each vertex. The first boundary piece the ray reaches gives the time and the
 * normal. Edges are measured along their unit direction with their length from the local vertices, so an edge
 * whose rotated float vertices coincide stays a short segment, not an infinite line.
 */
static satToi satSweepCirclePolygon(
	double cx, double cy, double r, const satShape* poly, double vx, double vy, double tmax)
{
	satToi best = { false, INFINITY, 0.0, 0.0 };
	// A centre behind a pushed-out edge line by less than the float round-off of the configuration is touching
	// that edge (the static test, in float, may call it apart), so entering from there is a hit at t = 0. An
	// edge's ends are known only to the round-off of its rotated float vertices (and the hit point to double
	// round-off of the travel up to it, not of the whole motion: that can be any size), so each edge is tested
	// that much longer at both ends.
	double touch = 8.0 * FLT_EPSILON * (sqrt(cx * cx + cy * cy) + r + poly->reach);
	double speed = sqrt(vx * vx + vy * vy);
	double ends = 8.0 * FLT_EPSILON * (poly->reach + r) + 8.0 * DBL_EPSILON * sqrt(cx * cx + cy * cy);
	for (int i = 0; i < poly->count; ++i) {
		int j = i + 1 < poly->count ? i + 1 : 0;
		double nx = poly->worldNX[i], ny = poly->worldNY[i], x0 = poly->rotX[i], y0 = poly->rotY[i];
		double lx = (double)poly->localX[j] - poly->localX[i], ly = (double)poly->localY[j] - poly->localY[i];
		double gap = nx * (cx - x0) + ny * (cy - y0) - r; // > 0: centre outside the pushed-out edge line
		double dn = nx * vx + ny * vy;
		if (gap >= -touch && dn < 0.0) {
			double t = gap > 0.0 ? gap / -dn : 0.0;
			double u = -ny * (cx + t * vx - x0) + nx * (cy + t * vy - y0); // along the edge from vertex i
			double slack = ends + 8.0 * DBL_EPSILON * speed * t;
			if (u >= -slack && u <= sqrt(lx * lx + ly * ly) + slack && t < best.t) best = (satToi){ true, t, nx, ny };
		}
		double t = satRayCircle(cx - x0, cy - y0, vx, vy, r);
		if (t >= 0.0 && t < best.t) {
			best = (satToi){ true, t, 0.0, 0.0 };
			satHitNormal(cx - x0, cy - y0, vx, vy, r, t, &best.nx, &best.ny);
			// A vertex's normals lie between its edges' normals, across any edge shorter than the vertices'
			// round-off (its direction is unknown in float). Outside them the adjacent edge was met at the same
			// time (its test can miss by that round-off): take that edge's normal. When the edges round off
			// entirely, or span more than half a turn, the polygon is all but a point: any normal is one.
			double slack = ends + 8.0 * DBL_EPSILON * speed * t;
			int back, on, first = satLongEdge(poly, i, -1, slack, &back), last = satLongEdge(poly, i, 1, slack, &on);
			double px = poly->worldNX[first], py = poly->worldNY[first], qx = poly->worldNX[last],
				   qy = poly->worldNY[last];
			// the two edges differ (a segment's two faces: its end's cone is a half-plane), and the cone is at most
			// half a turn
			bool narrow = back + on + 1 < poly->count && px * qy - py * qx > -1e-6;
			bool outside = px * best.ny - py * best.nx < 0.0 || best.nx * qy - best.ny * qx < 0.0;
			if (narrow && outside) { // the nearer of the two edge normals
				bool toFirst = px * best.nx + py * best.ny >= qx * best.nx + qy * best.ny;
				best.nx = toFirst ? px : qx;
				best.ny = toFirst ? py : qy;
			}
		}
	}
	best.hit = best.hit && best.t <= tmax;
	return best.hit ? best : (satToi){ 0 };
}

static satToi satSweepCircles(const satShape* a, const satShape* b, satVec2 v, double tmax)
{
	double px = (double)a->xf.x - b->xf.x, py = (double)a->xf.y - b->xf.y;
	double t = satRayCircle(px, py, v.x, v.y, (double)a->radius + b->radius);
	if (t < 0.0 || t > tmax) return (satToi){ 0 };
	satToi toi = { true, t, 0.0, 0.0 };
	satHitNormal(px, py, v.x, v.y, (double)a->radius + b->radius, t, &toi.nx, &toi.ny);
	return toi;
}

/*
 * Rounded shapes (a capsule, or a segment against a circle): A's core moving by t * v touches B's core grown by
 * R = rA + rB. The cores' Minkowski difference grown by R has its boundary covered by the pieces "a vertex of one
 * core against the other core grown by R", each inside it, so the first time any vertex reaches the other grown
 * core is the time of impact: a circle's sweep against a polygon (for a segment core, a polygon of two faces
 * whose grown shape is the capsule), once per vertex of either core (a circle's core is its centre).
 */
static satToi satSweepRounded(const satShape* a, const satShape* b, satVec2 v, double tmax)
{
	satToi best = { false, INFINITY, 0.0, 0.0 };
	double r = (double)a->radius + b->radius, dx = (double)a->xf.x - b->xf.x, dy = (double)a->xf.y - b->xf.y;
	int na = a->type == SAT_SHAPE_CIRCLE ? 1 : a->count, nb = b->type == SAT_SHAPE_CIRCLE ? 1 : b->count;
	if (b->type != SAT_SHAPE_CIRCLE) {
		for (int i = 0; i < na; ++i) {
			double px = a->count > 0 ? a->rotX[i] : 0.0, py = a->count > 0 ? a->rotY[i] : 0.0;
			satToi toi = satSweepCirclePolygon(dx + px, dy + py, r, b, v.x, v.y, tmax);
			if (toi.hit && toi.t < best.t) best = toi;
		}
	}
	if (a->type != SAT_SHAPE_CIRCLE) { // B's vertices move by -v against A; their normals point from A: flip
		for (int j = 0; j < nb; ++j) {
			double px = b->count > 0 ? b->rotX[j] : 0.0, py = b->count > 0 ? b->rotY[j] : 0.0;
			satToi toi = satSweepCirclePolygon(px - dx, py - dy, r, a, -(double)v.x, -(double)v.y, tmax);
			if (toi.hit && toi.t < best.t) best = (satToi){ true, toi.t, -toi.nx, -toi.ny };
		}
	}
	return best.hit ? best : (satToi){ 0 };
}

satSweepResult satConvexSweep(const satShape* a, const satShape* b, satVec2 v, float tmax)
{
	satSweepResult r = { 0 };
	satOverlap now = satConvexOverlapAt(a, b, satRelative(a, b, (satVec2){ 0.0f, 0.0f }));
	if (now.hit) {
		r.hit = true;
		r.normal = now.normal;
		r.mtv = satMtvOf(now);
		return r;
	}
	if (v.x == 0.0f && v.y == 0.0f) return r; // apart and not moving: a miss, as collide says
	satToi toi;
	bool circleA = a->type == SAT_SHAPE_CIRCLE, circleB = b->type == SAT_SHAPE_CIRCLE;
	if (satIsSegmentLike(a) || satIsSegmentLike(b)) {
		toi = a->radius > 0.0f || b->radius > 0.0f ? satSweepRounded(a, b, v, tmax) : satSweepPolygons(a, b, v, tmax);
	} else if (circleA && circleB) {
		toi = satSweepCircles(a, b, v, tmax);
	} else if (circleA) {
		toi = satSweepCirclePolygon((double)a->xf.x - b->xf.x, (double)a->xf.y - b->xf.y, a->radius, b, v.x, v.y, tmax);
	} else if (circleB) { // B moves by -v relative to A; its normal points from A to B, so flip it
		toi = satSweepCirclePolygon(
			(double)b->xf.x - a->xf.x, (double)b->xf.y - a->xf.y, b->radius, a, -(double)v.x, -(double)v.y, tmax);
		toi.nx = -toi.nx;
		toi.ny = -toi.ny;
	} else {
		toi = satSweepPolygons(a, b, v, tmax);
	}
	if (!toi.hit || (toi.nx == 0.0 && toi.ny == 0.0)) return r; // a hit always carries a unit normal
	r.hit = true;
	r.t = (float)toi.t;
	r.normal = (satVec2){ (float)toi.nx + 0.0f, (float)toi.ny + 0.0f };
	return r;
}
