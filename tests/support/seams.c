// The internal-edge model of seams.h: edges compared in double from the shapes' world vertices.
#include "seams.h"

#include <math.h>
#include <stdio.h>

static bool polygonal(const satShape* s)
{
	return satShape_GetType(s) == SAT_SHAPE_POLYGON || satShape_GetType(s) == SAT_SHAPE_BOX;
}

typedef struct satVec2d {
	double x, y;
} satVec2d;

// Distance of point p from segment r-q, and where along it (0 at r, 1 at q).
static double offSegment(satVec2d p, satVec2d r, satVec2d q, double* along)
{
	double ux = q.x - r.x, uy = q.y - r.y, len2 = ux * ux + uy * uy;
	double t = ((p.x - r.x) * ux + (p.y - r.y) * uy) / len2;
	*along = t;
	double cx = r.x + t * ux - p.x, cy = r.y + t * uy - p.y;
	return sqrt(cx * cx + cy * cy);
}

// World vertex i of s, from its local vertex and transform in double.
static satVec2d worldVertex(const satShape* s, int i)
{
	satTransform t = satShape_GetTransform(s);
	satVec2 v = satShape_GetLocalVertex(s, i);
	double c = cos((double)t.angle), n = sin((double)t.angle);
	return (satVec2d){ t.x + (c * v.x - n * v.y), t.y + (n * v.x + c * v.y) };
}

// How far the library's world vertices of s may lie from worldVertex's: it turns the local vertices in float (sine
// and cosine rounded, two products and a difference rounded: 1.5 FLT_EPSILON of |x| + |y| per coordinate; 4 here).
// Vertices far from the shape's origin round by more than a short edge's tolerance (4e13 away, 1e6 off a 1.6e10 edge).
static double turnRoundOff(const satShape* s)
{
	double most = 0.0;
	for (int i = 0; i < satShape_GetVertexCount(s); ++i) {
		satVec2 v = satShape_GetLocalVertex(s, i);
		most = fmax(most, fabs((double)v.x) + fabs((double)v.y));
	}
	return 4.0 * 1.1920929e-7 * most;
}

unsigned seamMaskWithin(const satShape* s, satShape* const* statics, int count, double relative, double roundOff)
{
	if (!polygonal(s)) return 0;
	unsigned mask = 0;
	int n = satShape_GetVertexCount(s);
	satAABB box = satShape_GetAABB(s);
	double turnS = turnRoundOff(s);
	for (int i = 0; i < n && i < 32; ++i) {
		satVec2d p = worldVertex(s, i), q = worldVertex(s, (i + 1) % n);
		double length = hypot(q.x - p.x, q.y - p.y);
		for (int k = 0; k < count && !(mask >> i & 1u); ++k) {
			const satShape* t = statics[k];
			if (t == NULL || t == s || !polygonal(t)) continue;
			double tol = fmax(0.0, relative * length + roundOff * (turnS + turnRoundOff(t)));
			satAABB other = satShape_GetAABB(t);
			double slackBox = tol + 1e-6 * (fabs(box.minX) + fabs(box.minY) + 1.0);
			if (other.minX > box.maxX + slackBox || box.minX > other.maxX + slackBox ||
				other.minY > box.maxY + slackBox || box.minY > other.maxY + slackBox)
				continue;
			int m = satShape_GetVertexCount(t);
			for (int j = 0; j < m; ++j) {
				satVec2d r = worldVertex(t, j), e = worldVertex(t, (j + 1) % m);
				// Opposite directions: the edges run against each other.
				if ((q.x - p.x) * (e.x - r.x) + (q.y - p.y) * (e.y - r.y) >= 0.0) continue;
				double ap, aq;
				double op = offSegment(p, r, e, &ap), oq = offSegment(q, r, e, &aq);
				double slack = tol / hypot(e.x - r.x, e.y - r.y);
				if (op <= tol && oq <= tol && ap >= -slack && ap <= 1 + slack && aq >= -slack && aq <= 1 + slack) {
					mask |= 1u << i;
					break;
				}
			}
		}
	}
	return mask;
}

unsigned seamMask(const satShape* s, satShape* const* statics, int count, bool* uncertain)
{
	// The library's own vertices are turned in float: an edge within their round-off of either bound is not called.
	unsigned tight = seamMaskWithin(s, statics, count, 0.5e-4, -1.0);
	unsigned loose = seamMaskWithin(s, statics, count, 2e-4, 1.0);
	// Where a float position rounds by more than 1e-4 of the shape (a tile 1e14 across at 1e18), pushes are only
	// as exact as that: the model does not judge them either.
	satTransform t = satShape_GetTransform(s);
	satAABB box = satShape_GetAABB(s);
	double size = fmax((double)box.maxX - box.minX, (double)box.maxY - box.minY);
	double ulp = (fabs(t.x) + fabs(t.y)) * 1.1920929e-7;
	*uncertain = tight != loose || (loose != 0 && ulp > 1e-4 * size);
	return loose;
}

bool seamPushKeepsRule(const satShape* mover, const satShape* fixed, unsigned mask, satVec2 p)
{
	double len = hypot(p.x, p.y);
	int n = satShape_GetVertexCount(fixed);
	satCollision c;
	satCollide(mover, fixed, (satVec2){ 0, 0 }, &c);
	if (len == 0 && c.intersect) {
		// No push: right when the shortest way out through an exposed edge, the short way along its normal (the
		// way the mover came in), is 0 (they only touch there), or when there is none (the mover presses into the
		// corner a wall tile makes with the floor tile below: the neighbours push). Shapes that only touch (a
		// zero MTV) need no push, whichever edge they touch: a circle on an exposed corner is nearer along the
		// corner's axis than along either face normal measured below.
		if (c.mtv.x == 0.0f && c.mtv.y == 0.0f) return true;
		double shortest = INFINITY;
		for (int j = 0; j < n; ++j) {
			if (j < 32 && (mask >> j & 1u)) continue;
			satVec2 u = satShape_GetWorldNormal(fixed, j);
			satInterval a, b;
			satProjectShape(mover, u, &a);
			satProjectShape(fixed, u, &b);
			double forward = (double)b.max - a.min, back = (double)a.max - b.min;
			if (forward <= back) shortest = fmin(shortest, forward);
		}
		double tol = 1e-5 * (1.0 + hypot(c.mtv.x, c.mtv.y));
		if (shortest != INFINITY && shortest > tol) {
			printf("no push, but an exposed edge offers %.9g\n", shortest);
			return false;
		}
		return true;
	}
	// The push's direction: an exposed edge's normal, or between the normals of two exposed edges at a corner.
	bool exposed = len == 0;
	for (int j = 0; j < n && !exposed; ++j) {
		satVec2 nj = satShape_GetWorldNormal(fixed, j);
		exposed = !(j < 32 && (mask >> j & 1u)) && (nj.x * p.x + nj.y * p.y) / len > 1.0 - 1e-5;
	}
	for (int k = 0; k < n && !exposed; ++k) {
		int before = (k + n - 1) % n;
		satVec2 u = satShape_GetWorldNormal(fixed, before), v = satShape_GetWorldNormal(fixed, k);
		bool inCorner = u.x * p.y - u.y * p.x > 0 && p.x * v.y - p.y * v.x > 0;
		bool bothExposed = !(before < 32 && (mask >> before & 1u)) && !(k < 32 && (mask >> k & 1u));
		exposed = inCorner && bothExposed;
	}
	if (!exposed) {
		printf("push (%.9g, %.9g) does not leave through the exposed surface (internal edges %#x)\n", p.x, p.y, mask);
		return false;
	}
	double least = hypot(c.mtv.x, c.mtv.y);
	satTransform t = satShape_GetTransform(mover);
	satShape* moved = NULL;
	satCloneShape(mover, &moved);
	satShape_SetTransform(moved, t.x + p.x, t.y + p.y, t.angle);
	satCollision after;
	satCollide(moved, fixed, (satVec2){ 0, 0 }, &after);
	satDestroyShape(moved);
	double left = hypot(after.mtv.x, after.mtv.y), tol = 1e-5 * (1.0 + fabs(t.x) + fabs(t.y) + len);
	if (left > tol || len < least - tol) {
		printf("push (%.9g, %.9g): %.9g left after it, the least push is %.9g\n", p.x, p.y, left, least);
		return false;
	}
	return true;
}
