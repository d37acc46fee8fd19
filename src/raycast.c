// Ray (segment) casts against one shape: polygons after Box2D's b2RayCastPolygon (clip the segment against
// each edge's half-plane), circles by the quadratic |p0 + t d - c| = r solved in double in a stable form.
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

satError satRayCast(const satShape* shape, satVec2 p0, satVec2 p1, satRayHit* out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = (satRayHit){ 0 };
	satError e = satCheckShape(shape);
	if (e == SAT_OK) e = satCheckValue(p0.x);
	if (e == SAT_OK) e = satCheckValue(p0.y);
	if (e == SAT_OK) e = satCheckValue(p1.x);
	if (e == SAT_OK) e = satCheckValue(p1.y);
	if (e != SAT_OK) return e;
	if (shape->type == SAT_SHAPE_CONCAVE) {
		*out = satConcaveRayCast(shape, p0, p1);
		return SAT_OK;
	}
	// Relative to the shape's position, in double.
	double q0x = (double)p0.x - shape->xf.x, q0y = (double)p0.y - shape->xf.y;
	double dx = (double)p1.x - p0.x, dy = (double)p1.y - p0.y;
	double t, nx = 0.0, ny = 0.0;
	if (shape->type == SAT_SHAPE_CIRCLE) {
		double r = shape->radius;
		t = satRayCircle(q0x, q0y, dx, dy, r);
		if (t > 0.0) {
			// The normal from the centre towards the hit, as s * perp(u) - sqrt(r^2 - s^2) * u with u = d / |d|
			// and s the centre's offset across u: q0 + t * d cancels to round-off for a long segment.
			double len = sqrt(dx * dx + dy * dy), ux = dx / len, uy = dy / len;
			double s = q0x * -uy + q0y * ux, along = sqrt(fmax(r * r - s * s, 0.0));
			double hx = s * -uy - along * ux, hy = s * ux - along * uy, h = sqrt(hx * hx + hy * hy);
			if (h > 0.0) {
				nx = hx / h;
				ny = hy / h;
			} else { // head-on through the centre of a circle too small for the round-off: against the motion
				nx = -ux;
				ny = -uy;
			}
		}
	} else {
		int index;
		t = satRayPolygon(shape, q0x, q0y, dx, dy, &index);
		if (t > 0.0 && index >= 0) {
			nx = shape->worldNX[index];
			ny = shape->worldNY[index];
		}
	}
	if (t < 0.0) return SAT_OK;
	out->hit = true;
	out->fraction = (float)t + 0.0f;
	out->point = (satVec2){ (float)(p0.x + t * dx) + 0.0f, (float)(p0.y + t * dy) + 0.0f };
	out->normal = (satVec2){ (float)nx + 0.0f, (float)ny + 0.0f };
	return SAT_OK;
}
