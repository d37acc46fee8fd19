// Internal edges: where static polygons meet edge to edge (the tiles of a floor, a wall tile on a floor tile,
// slope tiles), the edges they share are inside the level, and a body sliding over the seam must not be pushed
// out through one: that is the "ghost collision" of tile maps (Box2D answers it for chain shapes with ghost
// vertices; here the world finds the shared edges of separate static bodies itself). This file has the geometry:
// which edges are covered, and the separating axis chosen without them.
#include <float.h>
#include <math.h>

#include "sat_internal.h"

// Two edges lie on each other when both ends of one are within this distance of the other, relative to the edge's
// length (tiles placed by float arithmetic meet within round-off), plus a few ulps of the shapes' size.
static const double kCoverTolerance = 1e-4;
// Directions closer than this (1 - cosine: about 0.08 degrees) are the same.
static const double kSameDirection = 1e-6;

satEdgeMask satCoveredEdges(const satShape* s, double sx, double sy, const satShape* t, double tx, double ty)
{
	satEdgeMask mask = 0;
	int n = s->count < 32 ? s->count : 32;
	for (int i = 0; i < n; ++i) {
		int i1 = i + 1 == s->count ? 0 : i + 1;
		double px = s->rotX[i] + sx, py = s->rotY[i] + sy, qx = s->rotX[i1] + sx, qy = s->rotY[i1] + sy;
		// Not hypot: it is not correctly rounded everywhere. The ends are exact (float sums in double); only the
		// rotation of the local vertices rounds, by a few ulps of the shapes' size: allowed for, up to half the
		// tolerance again (an edge far shorter than its shape's round-off is not called shared).
		double length = sqrt((qx - px) * (qx - px) + (qy - py) * (qy - py));
		double roundOff = 8.0 * FLT_EPSILON * ((double)s->reach + t->reach);
		double tol = kCoverTolerance * length +
			(roundOff < 0.5 * kCoverTolerance * length ? roundOff : 0.5 * kCoverTolerance * length);
		for (int j = 0; j < t->count; ++j) {
			// Facing each other: opposite outward normals.
			if (s->worldNX[i] * (double)t->worldNX[j] + s->worldNY[i] * (double)t->worldNY[j] > -(1.0 - kSameDirection))
				continue;
			int j1 = j + 1 == t->count ? 0 : j + 1;
			double rx = t->rotX[j] + tx, ry = t->rotY[j] + ty, ux = t->rotX[j1] + tx - rx, uy = t->rotY[j1] + ty - ry;
			double len2 = ux * ux + uy * uy;
			if (!(len2 > 0.0)) continue;
			double inv = 1.0 / sqrt(len2), ex = ux * inv, ey = uy * inv, edge = len2 * inv;
			// Both ends of s's edge on t's edge: off its line by at most tol, and within its ends.
			double ap = (px - rx) * ex + (py - ry) * ey, aq = (qx - rx) * ex + (qy - ry) * ey;
			double op = (px - rx) * ey - (py - ry) * ex, oq = (qx - rx) * ey - (qy - ry) * ex;
			if (fabs(op) <= tol && fabs(oq) <= tol && ap >= -tol && ap <= edge + tol && aq >= -tol &&
				aq <= edge + tol) {
				mask |= (satEdgeMask)1 << i;
				break;
			}
		}
	}
	return mask;
}

static bool satInternal(satEdgeMask internal, int j) { return j < 32 && (internal >> j & 1u); }

// Whether a push of A along unit (ux, uy) leaves B through its exposed surface: the direction is the normal of an
// exposed edge, or lies between the normals of two exposed edges at their common corner. A direction in the
// corner of an internal edge would push A out sideways through the seam.
static bool satExposedDirection(const satShape* b, satEdgeMask internal, double ux, double uy)
{
	int n = b->count;
	for (int j = 0; j < n; ++j)
		if (!satInternal(internal, j) && b->worldNX[j] * ux + b->worldNY[j] * uy >= 1.0 - kSameDirection) return true;
	for (int k = 0; k < n; ++k) { // corner k, between edges k - 1 and k (counter-clockwise)
		int before = k == 0 ? n - 1 : k - 1;
		double px = b->worldNX[before], py = b->worldNY[before], qx = b->worldNX[k], qy = b->worldNY[k];
		if (px * uy - py * ux >= 0.0 && ux * qy - uy * qx >= 0.0)
			return !satInternal(internal, before) && !satInternal(internal, k);
	}
	return false;
}

// A's projection on (ux, uy): its core's vertices (a circle's centre) widened by its radius.
static void satProjectA(const satShape* a, double ux, double uy, double* lo, double* hi)
{
	*lo = INFINITY;
	*hi = -INFINITY;
	int n = a->type == SAT_SHAPE_CIRCLE ? 1 : a->count;
	for (int i = 0; i < n; ++i) {
		double p = a->count == 0 ? 0.0 : a->rotX[i] * ux + a->rotY[i] * uy;
		*lo = p < *lo ? p : *lo; // not fmin / fmax: calls into libm, and no NaN here
		*hi = p > *hi ? p : *hi;
	}
	*lo -= a->radius;
	*hi += a->radius;
}

static void satProjectB(const satShape* b, satVec2 d, double ux, double uy, double* lo, double* hi)
{
	*lo = INFINITY;
	*hi = -INFINITY;
	for (int j = 0; j < b->count; ++j) {
		double p = (b->rotX[j] + (double)d.x) * ux + (b->rotY[j] + (double)d.y) * uy;
		*lo = p < *lo ? p : *lo; // not fmin / fmax: calls into libm, and no NaN here
		*hi = p > *hi ? p : *hi;
	}
}

typedef struct satAxisChoice {
	double separation, ux, uy;
	bool found;
} satAxisChoice;

// Candidate push of A along unit (ux, uy): kept when it leaves B through its exposed surface and is the shorter
// way out along that axis (the way A came in: never on through B and out of its far side).
static void satConsider(
	satAxisChoice* c, const satShape* a, const satShape* b, satVec2 d, satEdgeMask internal, double ux, double uy)
{
	if (!satExposedDirection(b, internal, ux, uy)) return;
	double aLo, aHi, bLo, bHi;
	satProjectA(a, ux, uy, &aLo, &aHi);
	satProjectB(b, d, ux, uy, &bLo, &bHi);
	double forward = bHi - aLo, back = aHi - bLo; // pushes along +u and along -u that clear B
	if (forward > back) return;
	if (!c->found || -forward > c->separation) *c = (satAxisChoice){ -forward, ux, uy, true };
}

/*
 * Separation of A (at the origin) from B (at d) along each axis a push could take, as in SAT: B's edge normals,
 * the opposites of A's edge normals, and for a rounded A the axis joining the closest points of the two cores.
 * An axis counts only when its push leaves B through its exposed surface, the short way (satConsider); the
 * largest separation over those (the least push when they overlap) is the answer.
 */
bool satAllowedAxis(
	const satShape* a, const satShape* b, satVec2 d, satEdgeMask internal, satVec2* normal, double* separation)
{
	if (b->count <= 32 && internal == (b->count == 32 ? ~0u : (1u << b->count) - 1)) return false; // all inside
	satAxisChoice c = { 0.0, 0.0, 0.0, false };
	for (int j = 0; j < b->count; ++j)
		if (!satInternal(internal, j)) satConsider(&c, a, b, d, internal, b->worldNX[j], b->worldNY[j]);
	for (int i = 0; i < a->count; ++i) satConsider(&c, a, b, d, internal, -a->worldNX[i], -a->worldNY[i]);
	// A core inside B (every core vertex behind every edge of B) has its closest boundary point behind it: that
	// axis would point inwards, and the edge normals already give the push.
	int na = a->type == SAT_SHAPE_CIRCLE ? 1 : a->count;
	bool inside = true;
	for (int i = 0; i < na && inside; ++i) {
		double vx = a->count == 0 ? 0.0 : a->rotX[i], vy = a->count == 0 ? 0.0 : a->rotY[i];
		for (int j = 0; j < b->count && inside; ++j)
			inside = b->worldNX[j] * (vx - (b->rotX[j] + (double)d.x)) +
					b->worldNY[j] * (vy - (b->rotY[j] + (double)d.y)) <
				0.0;
	}
	double pa[2], pb[2];
	if (a->radius > 0.0f && !inside && satCoreClosestPoints(a, b, d, pa, pb)) {
		double gx = pa[0] - pb[0], gy = pa[1] - pb[1], length = sqrt(gx * gx + gy * gy);
		if (length > 0.0) satConsider(&c, a, b, d, internal, gx / length, gy / length);
	}
	if (!c.found) return false;
	*normal = (satVec2){ (float)c.ux, (float)c.uy };
	*separation = c.separation;
	return true;
}

bool satSeamApplies(const satShape* a, satEdgeMask internalA, const satShape* b, satEdgeMask internalB)
{
	return (internalA | internalB) != 0 && a->type != SAT_SHAPE_CONCAVE && b->type != SAT_SHAPE_CONCAVE;
}

bool satSeamAxis(const satShape* a, satEdgeMask internalA, const satShape* b, satEdgeMask internalB, satVec2 d,
	satVec2* normal, double* separation)
{
	if (internalB != 0) return satAllowedAxis(a, b, d, internalB, normal, separation); // B is the static one
	if (!satAllowedAxis(b, a, (satVec2){ -d.x, -d.y }, internalA, normal, separation)) return false;
	*normal = (satVec2){ -normal->x + 0.0f, -normal->y + 0.0f }; // A is: B's push, turned round
	return true;
}

bool satSeamKeepsPlain(satEdgeMask internalA, const satShape* a, const satShape* b, satEdgeMask internalB, satOverlap o)
{
	if (!o.hit || !(o.depth > 0.0f)) return false; // touching: SAT's normal may be any axis showing no gap
	// The push on the mover: +normal moves A, so it is B's (turned round) when A is the static one.
	const satShape* fixed = internalB != 0 ? b : a;
	double sign = internalB != 0 ? 1.0 : -1.0;
	return satExposedDirection(fixed, internalB != 0 ? internalB : internalA, sign * o.normal.x, sign * o.normal.y);
}

satOverlap satSeamOverlap(
	const satShape* a, satEdgeMask internalA, const satShape* b, satEdgeMask internalB, satVec2 d, satOverlap o)
{
	satVec2 n;
	double separation;
	if (!satSeamApplies(a, internalA, b, internalB)) return o;
	// SAT's least push over every axis, when it leaves through the exposed surface, is the least over those left.
	if (satSeamKeepsPlain(internalA, a, b, internalB, o)) return o;
	if (!satSeamAxis(a, internalA, b, internalB, d, &n, &separation)) {
		o.depth = 0.0f; // no way out but through shared edges: the pair touches, its neighbours push
		return o;
	}
	o.normal = n;
	o.depth = separation < 0.0 ? (float)-separation : 0.0f;
	return o;
}
