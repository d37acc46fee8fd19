// The internal-edge model of seams.h: edges compared in double from the shapes' world vertices.
#include "seams.h"

#include <math.h>
#include <stdio.h>

static bool polygonal(const satShape* s)
{
	return satShape_GetType(s) == SAT_SHAPE_POLYGON || satShape_GetType(s) == SAT_SHAPE_BOX;
}

// Distance of point p from segment r-q, and where along it (0 at r, 1 at q).
static double offSegment(satVec2 p, satVec2 r, satVec2 q, double* along)
{
	double ux = (double)q.x - r.x, uy = (double)q.y - r.y, len2 = ux * ux + uy * uy;
	double t = (((double)p.x - r.x) * ux + ((double)p.y - r.y) * uy) / len2;
	*along = t;
	double cx = r.x + t * ux - p.x, cy = r.y + t * uy - p.y;
	return sqrt(cx * cx + cy * cy);
}

unsigned seamMask(const satShape* s, satShape* const* statics, int count)
{
	if (!polygonal(s)) return 0;
	unsigned mask = 0;
	int n = satShape_GetVertexCount(s);
	satAABB box = satShape_GetAABB(s);
	for (int i = 0; i < n && i < 32; ++i) {
		satVec2 p = satShape_GetWorldVertex(s, i), q = satShape_GetWorldVertex(s, (i + 1) % n);
		double length = hypot((double)q.x - p.x, (double)q.y - p.y), tol = 1e-4 * length;
		for (int k = 0; k < count && !(mask >> i & 1u); ++k) {
			const satShape* t = statics[k];
			if (t == NULL || t == s || !polygonal(t)) continue;
			satAABB other = satShape_GetAABB(t);
			if (other.minX > box.maxX + tol || box.minX > other.maxX + tol || other.minY > box.maxY + tol ||
				box.minY > other.maxY + tol)
				continue;
			int m = satShape_GetVertexCount(t);
			for (int j = 0; j < m; ++j) {
				satVec2 r = satShape_GetWorldVertex(t, j), e = satShape_GetWorldVertex(t, (j + 1) % m);
				// Opposite directions: the edges run against each other.
				double dot = ((double)q.x - p.x) * ((double)e.x - r.x) + ((double)q.y - p.y) * ((double)e.y - r.y);
				if (dot >= 0.0) continue;
				double ap, aq;
				double op = offSegment(p, r, e, &ap), oq = offSegment(q, r, e, &aq);
				double slack = tol / hypot((double)e.x - r.x, (double)e.y - r.y);
				if (op <= tol && oq <= tol && ap >= -slack && ap <= 1 + slack && aq >= -slack && aq <= 1 + slack) {
					mask |= 1u << i;
					break;
				}
			}
		}
	}
	return mask;
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
		// corner a wall tile makes with the floor tile below: the neighbours push).
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
