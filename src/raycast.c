// Ray (segment) casts against one shape: polygons after Box2D's b2RayCastPolygon (clip the segment against
// each edge's half-plane), circles by the quadratic |p0 + t d - c| = r solved in double in a stable form,
// capsules after b2RayCastCapsule (two sides and two end circles). A segment is a polygon of two faces.
#include <math.h>

#include "sat_internal.h"
#include "sat_math.h"

// First t in [0, 1] at which q0 + t * d meets the closed polygon (vertices relative to its position), with the
// index of the edge met there (-1 when q0 is already inside or on the boundary), or t = -1 for a miss. Each edge
// is intersected as a segment, in double, and q0's inside test is a crossing count: neither uses an edge's
// direction as a half-plane, so a polygon collapsed to float resolution (a sliver far from the origin, whose
// edges may have no length) is still treated as the segments it is. (Box2D's b2RayCastPolygon clips against
// half-planes instead; that is equivalent for proper polygons.)
static double satRayPolygon(const satShape* s, double q0x, double q0y, double dx, double dy, int* index)
{
	double best = INFINITY, dd = dx * dx + dy * dy;
	bool inside = false;
	*index = -1;
	for (int i = 0; i < s->count; ++i) {
		int j = i + 1 < s->count ? i + 1 : 0;
		double ax = s->rotX[i], ay = s->rotY[i], ex = (double)s->rotX[j] - ax, ey = (double)s->rotY[j] - ay;
		double wx = ax - q0x, wy = ay - q0y;
		if ((ay > q0y) != (s->rotY[j] > q0y) && q0x < ax + (q0y - ay) * ex / ey) inside = !inside;
		double we = wx * ey - wy * ex, ee = ex * ex + ey * ey; // q0 on the edge: touching counts as inside
		if (ee > 0.0 && we == 0.0 && -(wx * ex + wy * ey) >= 0.0 && -(wx * ex + wy * ey) <= ee) return 0.0;
		if (ee == 0.0 && wx == 0.0 && wy == 0.0) return 0.0;
		double den = dx * ey - dy * ex, t;
		if (den != 0.0) {
			double u = (wx * dy - wy * dx) / den;
			t = we / den;
			if (u < 0.0 || u > 1.0 || t < 0.0 || t > 1.0) continue;
		} else if (dd > 0.0 && wx * dy - wy * dx == 0.0) { // along the edge's line: its nearer end
			double ta = (wx * dx + wy * dy) / dd, tb = ((wx + ex) * dx + (wy + ey) * dy) / dd;
			double lo = fmin(ta, tb), hi = fmax(ta, tb);
			if (hi < 0.0 || lo > 1.0) continue;
			t = fmax(lo, 0.0);
		} else {
			continue;
		}
		// A ray nearly along the edge's line gets t and u as ratios of round-off: keep the hit only if its point is
		// on the edge (to round-off of the magnitudes), so a far start is never taken for a touch.
		double px = -wx + t * dx, py = -wy + t * dy, along = ee > 0.0 ? (px * ex + py * ey) / ee : 0.0;
		along = along < 0.0 ? 0.0 : along > 1.0 ? 1.0 : along;
		double mag = fabs(q0x) + fabs(q0y) + fabs(dx) + fabs(dy) + fabs(ax) + fabs(ay) + fabs(ex) + fabs(ey);
		if (fabs(px - along * ex) + fabs(py - along * ey) > 1e-9 * mag) continue;
		// Of edges met at the same t (a corner, or round-off at huge scales), the one facing the motion most.
		if (t < best ||
			(t == best &&
				s->worldNX[i] * dx + s->worldNY[i] * dy < s->worldNX[*index] * dx + s->worldNY[*index] * dy)) {
			best = t;
			*index = i;
		}
	}
	if (inside) {
		*index = -1;
		return 0.0;
	}
	// Entering a convex polygon is through an edge facing the motion; a collapsed one (its two sides one line,
	// apart only by round-off) may name the far side: take the edge that faces the motion most.
	if (*index >= 0 && s->worldNX[*index] * dx + s->worldNY[*index] * dy > 0.0) {
		double least = INFINITY;
		for (int i = 0; i < s->count; ++i) {
			double c = s->worldNX[i] * dx + s->worldNY[i] * dy;
			if (c < least) {
				least = c;
				*index = i;
			}
		}
	}
	return best <= 1.0 ? best : -1.0;
}

// First t in [0, 1] at which q0 + t * d is within r of the origin, or -1. Stable root c / (-b + sqrt(disc)), and
// the discriminant as a * r^2 - cross(q0, d)^2 (Lagrange's identity), which does not cancel for a tiny circle.
static double satRayCircle(double q0x, double q0y, double dx, double dy, double r)
{
	double c = q0x * q0x + q0y * q0y - r * r;
	if (c <= 0.0) return 0.0;
	double b = q0x * dx + q0y * dy;
	if (b >= 0.0) return -1.0; // outside and not approaching (a zero-length segment included)
	double a = dx * dx + dy * dy, cross = q0x * dy - q0y * dx;
	double disc = a * r * r - cross * cross;
	if (disc < 0.0) return -1.0;
	double t = c / (-b + sqrt(disc));
	return t <= 1.0 ? t : -1.0;
}

// Unit normal of a circle (centre at the origin) where q0 + t * d first meets it, t > 0: from the centre towards
// the hit, as s * perp(u) - sqrt(r^2 - s^2) * u with u = d / |d| and s the centre's offset across u (q0 + t * d
// cancels to round-off for a long segment).
static void satCircleNormal(double q0x, double q0y, double dx, double dy, double r, double* nx, double* ny)
{
	double len = sqrt(dx * dx + dy * dy), ux = dx / len, uy = dy / len;
	double s = q0x * -uy + q0y * ux, along = sqrt(fmax(r * r - s * s, 0.0));
	double hx = s * -uy - along * ux, hy = s * ux - along * uy, h = sqrt(hx * hx + hy * hy);
	if (h > 0.0) {
		*nx = hx / h;
		*ny = hy / h;
	} else { // head-on through the centre of a circle too small for the round-off: against the motion
		*nx = -ux;
		*ny = -uy;
	}
}

/*
 * A capsule (after Box2D's b2RayCastCapsule): q0 within r of the segment is inside (t = 0, no normal); else the
 * first of the two sides (the segment's lines pushed out by r, met between the ends) and the two end circles.
 * In double, relative to the shape's position; the side's extent uses the segment's length from its local ends.
 */
static double satRayCapsule(const satShape* s, double q0x, double q0y, double dx, double dy, double* nx, double* ny)
{
	double r = s->radius, ax = s->rotX[0], ay = s->rotY[0], bx = s->rotX[1], by = s->rotY[1];
	double ex = bx - ax, ey = by - ay, ee = ex * ex + ey * ey;
	double u = ee > 0.0 ? ((q0x - ax) * ex + (q0y - ay) * ey) / ee : 0.0;
	u = u < 0.0 ? 0.0 : u > 1.0 ? 1.0 : u;
	double cx = q0x - (ax + u * ex), cy = q0y - (ay + u * ey);
	if (cx * cx + cy * cy <= r * r) return 0.0;
	// The sides from the rotated ends, as the inside test above (the stored unit normal is rounded to float, which
	// at the scale of a large capsule is far more than the round-off of the inside test).
	double length = sqrt(ee), tx = -(double)s->worldNY[0], ty = s->worldNX[0];
	if (length > 0.0) {
		tx = ex / length;
		ty = ey / length;
	}
	double best = INFINITY;
	for (int k = 0; k < 2; ++k) {
		double mx = k == 0 ? ty : -ty, my = k == 0 ? -tx : tx;
		double gap = mx * (q0x - ax) + my * (q0y - ay) - r, dn = mx * dx + my * dy;
		if (!(dn < 0.0) || !(gap > -r)) continue; // moving away, or q0 is on the other side of the core's line
		// Not inside, yet behind a side line between the ends: on it within round-off, so touching now.
		double t = gap > 0.0 ? gap / -dn : 0.0, along = tx * (q0x + t * dx - ax) + ty * (q0y + t * dy - ay);
		if (t <= 1.0 && along >= 0.0 && along <= length && t < best) {
			best = t;
			*nx = mx;
			*ny = my;
		}
	}
	double ends[2][2] = { { ax, ay }, { bx, by } };
	for (int k = 0; k < 2; ++k) {
		double px = q0x - ends[k][0], py = q0y - ends[k][1], t = satRayCircle(px, py, dx, dy, r);
		if (t >= 0.0 && t < best) {
			best = t;
			satCircleNormal(px, py, dx, dy, r, nx, ny);
		}
	}
	if (best == 0.0) *nx = *ny = 0.0; // touching at the start counts as starting on it: no normal
	if (best <= 1.0) return best;
	*nx = *ny = 0.0;
	return -1.0;
}

satRayHit satConvexRayCastAt(const satShape* shape, float x, float y, satVec2 p0, satVec2 p1)
{
	satRayHit out = { 0 };
	// Relative to the shape's position, in double.
	double q0x = (double)p0.x - x, q0y = (double)p0.y - y;
	double dx = (double)p1.x - p0.x, dy = (double)p1.y - p0.y;
	double t, nx = 0.0, ny = 0.0;
	if (shape->type == SAT_SHAPE_CIRCLE) {
		t = satRayCircle(q0x, q0y, dx, dy, shape->radius);
		if (t > 0.0) satCircleNormal(q0x, q0y, dx, dy, shape->radius, &nx, &ny);
	} else if (shape->type == SAT_SHAPE_CAPSULE) {
		t = satRayCapsule(shape, q0x, q0y, dx, dy, &nx, &ny);
	} else {
		int index;
		t = satRayPolygon(shape, q0x, q0y, dx, dy, &index);
		if (t > 0.0 && index >= 0) {
			nx = shape->worldNX[index];
			ny = shape->worldNY[index];
		}
	}
	if (t < 0.0) return out;
	out.hit = true;
	out.fraction = (float)t + 0.0f;
	out.point = (satVec2){ (float)(p0.x + t * dx) + 0.0f, (float)(p0.y + t * dy) + 0.0f };
	out.normal = (satVec2){ (float)nx + 0.0f, (float)ny + 0.0f };
	return out;
}
