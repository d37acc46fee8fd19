// One-way bodies (satWorld_SetOneWay): a pair with one collides only while the other body is on its open side, or
// came from there; its push is along the one-way normal, never sideways. A world without any does none of this work.
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

// Least and greatest of a shape's rotated geometry along (nx, ny), relative to its position, in double.
static void satExtentAlong(const satShape* s, double nx, double ny, double* lo, double* hi)
{
	*lo = INFINITY;
	*hi = -INFINITY;
	if (s->type == SAT_SHAPE_CONCAVE) {
		for (int k = 0; k < s->partCount; ++k) {
			double a, b;
			satExtentAlong(satConcavePart(s, k), nx, ny, &a, &b);
			*lo = fmin(*lo, a);
			*hi = fmax(*hi, b);
		}
		return;
	}
	if (s->type == SAT_SHAPE_CIRCLE) {
		*lo = -(double)s->radius;
		*hi = s->radius;
		return;
	}
	for (int i = 0; i < s->count; ++i) {
		double d = nx * s->rotX[i] + ny * s->rotY[i];
		*lo = fmin(*lo, d);
		*hi = fmax(*hi, d);
	}
	*lo -= s->radius;
	*hi += s->radius;
}

double satOneWayGap(const satWorld* w, const satBody* p, const satShape* other, float ox, float oy, double* centre)
{
	satVec2 n = satOneWayWorldNormal(w, p);
	double pLo, pHi, oLo, oHi, dx = (double)ox - p->x, dy = (double)oy - p->y;
	satExtentAlong(p->shape, n.x, n.y, &pLo, &pHi);
	satExtentAlong(other, n.x, n.y, &oLo, &oHi);
	double offset = n.x * dx + n.y * dy;
	if (centre != NULL) *centre = offset - pHi;
	return oLo + offset - pHi;
}

// Whether one-way body p, turned by pTurn from where it is now and placed at (px, py), admits other, turned by oTurn
// from its world rotation and placed at (ox, oy) (satOneWayAdmits). p's extent along its own normal does not change
// as it turns; other's along the turned normal is its present geometry's along that normal turned back by oTurn.
static bool satOneWayAdmitsTurned(const satWorld* w, const satBody* p, float px, float py, float pTurn,
	const satShape* other, float ox, float oy, float oTurn)
{
	if (!p->oneWay) return true;
	satVec2 n = satOneWayWorldNormal(w, p);
	double pLo, pHi, oLo, oHi, nx = n.x, ny = n.y, dx = (double)ox - px, dy = (double)oy - py;
	satExtentAlong(p->shape, nx, ny, &pLo, &pHi);
	float s, c;
	if (pTurn != 0.0f) {
		satSinCos(pTurn, &s, &c);
		double tx = c * nx - s * ny;
		ny = s * nx + c * ny;
		nx = tx;
	}
	double mx = nx, my = ny;
	if (oTurn != 0.0f) {
		satSinCos(oTurn, &s, &c);
		mx = c * nx + s * ny;
		my = c * ny - s * nx;
	}
	satExtentAlong(other, mx, my, &oLo, &oHi);
	double roundOff = 4.0 * FLT_EPSILON * (fabs((double)ox) + fabs((double)oy) + fabs((double)px) + fabs((double)py));
	return oLo + nx * dx + ny * dy >= pHi - w->linearSlop - roundOff;
}

bool satOneWayAdmits(const satWorld* w, const satBody* p, const satShape* other, float ox, float oy)
{
	return satOneWayAdmitsTurned(w, p, p->x, p->y, 0.0f, other, ox, oy, 0.0f);
}

// Where a body came from for the one-way rule (satOneWayStart), and by how much it has turned since; false when it
// has not moved since the last call that found pairs.
static bool satOneWayFrom(const satWorld* w, const satBody* b, float* x, float* y, float* turn)
{
	const satOneWayStart* s = &w->oneWayStarts[b - w->bodies];
	*x = b->x;
	*y = b->y;
	*turn = 0.0f;
	if (s->epoch != w->oneWayEpoch) return false;
	*x = s->x;
	*y = s->y;
	*turn = s->angle - b->shape->xf.angle;
	return true;
}

// Fill a set's table from its keys [0, count) (the table has room: at least twice as many entries).
static void satPairSetIndex(satPairSet* set)
{
	memset(set->tableKeys, 0xff, (size_t)set->tableCapacity * sizeof(uint64_t));
	uint32_t mask = (uint32_t)set->tableCapacity - 1;
	for (int k = 0; k < set->count; ++k) {
		uint32_t h = (uint32_t)((set->keys[k] * 0x9E3779B97F4A7C15ull) >> 32) & mask;
		while (set->tableKeys[h] != UINT64_MAX) h = (h + 1) & mask;
		set->tableKeys[h] = set->keys[k];
		set->tableIndex[h] = k;
	}
}

bool satOneWayAdmitted(const satWorld* w, const satBody* a, const satBody* b)
{
	if (!a->oneWay && !b->oneWay) return true;
	if (satPairSetFind(&w->oneWayKept[w->oneWayCurrent], satPairKey(a->id, b->id)) >= 0) return true;
	if (satOneWayAdmits(w, a, b->shape, b->x, b->y) && satOneWayAdmits(w, b, a->shape, a->x, a->y)) return true;
	float ax, ay, aTurn, bx, by, bTurn;
	bool aMoved = satOneWayFrom(w, a, &ax, &ay, &aTurn), bMoved = satOneWayFrom(w, b, &bx, &by, &bTurn);
	if (!aMoved && !bMoved) return false; // where they came from is where they are
	return satOneWayAdmitsTurned(w, a, ax, ay, aTurn, b->shape, bx, by, bTurn) &&
		satOneWayAdmitsTurned(w, b, bx, by, bTurn, a->shape, ax, ay, aTurn);
}

// The push along unit (nx, ny), one-way shape p's open side, that takes shape x (at offset from p) out of p through
// that side: p's greatest extent less x's least along it (negative: that far apart along it). Of two concave or
// compound shapes, the largest over the pairs of their convex pieces that touch (-INFINITY if none does), whose
// pieces *pp and *px receive (else the shapes themselves). The same for either order of the bodies.
static double satOneWayDepth(const satShape* p, const satShape* x, satVec2 offset, double nx, double ny,
	const satShape** pp, const satShape** px)
{
	bool concave = p->type == SAT_SHAPE_CONCAVE || x->type == SAT_SHAPE_CONCAVE;
	int pCount = p->type == SAT_SHAPE_CONCAVE ? p->partCount : 1,
		xCount = x->type == SAT_SHAPE_CONCAVE ? x->partCount : 1;
	double best = -INFINITY;
	*pp = p;
	*px = x;
	for (int i = 0; i < pCount; ++i) {
		const satShape* pi = p->type == SAT_SHAPE_CONCAVE ? satConcavePart(p, i) : p;
		double pLo, pHi;
		satExtentAlong(pi, nx, ny, &pLo, &pHi);
		for (int j = 0; j < xCount; ++j) {
			const satShape* xj = x->type == SAT_SHAPE_CONCAVE ? satConcavePart(x, j) : x;
			if (concave && !satOverlapAt(xj, pi, (satVec2){ -offset.x, -offset.y }).hit) continue;
			double xLo, xHi;
			satExtentAlong(xj, nx, ny, &xLo, &xHi);
			double depth = pHi - (xLo + (nx * offset.x + ny * offset.y));
			if (depth > best) {
				best = depth;
				*pp = pi;
				*px = xj;
			}
		}
	}
	return best;
}

double satOneWayPush(const satWorld* w, const satBody* a, const satBody* b, satVec2 d, satVec2* normal,
	const satShape** pieceA, const satShape** pieceB)
{
	double best = INFINITY;
	if (b->oneWay) {
		satVec2 n = satOneWayWorldNormal(w, b);
		best = satOneWayDepth(b->shape, a->shape, (satVec2){ -d.x, -d.y }, n.x, n.y, pieceB, pieceA);
		*normal = n;
	}
	if (a->oneWay) {
		satVec2 n = satOneWayWorldNormal(w, a);
		const satShape *pa, *pb;
		double depth = satOneWayDepth(a->shape, b->shape, d, n.x, n.y, &pa, &pb);
		if (depth < best) {
			best = depth;
			*normal = (satVec2){ -n.x + 0.0f, -n.y + 0.0f };
			*pieceA = pa;
			*pieceB = pb;
		}
	}
	return best;
}

// Keep only the pairs of the other bodies in the kept set (a one-way body's normal changed).
static void satOneWayForget(satWorld* w, int id)
{
	satPairSet* set = &w->oneWayKept[w->oneWayCurrent];
	int kept = 0;
	for (int k = 0; k < set->count; ++k)
		if ((int)(set->keys[k] >> 32) != id && (int)(set->keys[k] & 0xffffffffu) != id)
			set->keys[kept++] = set->keys[k];
	if (kept == set->count) return;
	set->count = kept;
	satPairSetIndex(set);
}

bool satOneWayKeep(satWorld* w)
{
	satPairSet* set = &w->oneWayKept[w->oneWayCurrent ^ 1];
	set->count = 0;
	for (int list = 0; list < 2; ++list) {
		const int *ids = list == 0 ? w->pairA : w->nearA, *others = list == 0 ? w->pairB : w->nearB;
		int count = list == 0 ? w->pairCount : w->nearCount;
		for (int k = 0; k < count; ++k) {
			if (!w->bodies[ids[k] & SAT_SLOT_MASK].oneWay && !w->bodies[others[k] & SAT_SLOT_MASK].oneWay) continue;
			if (!satWorldGrow((void**)&set->keys, &set->capacity, set->count + 1, sizeof(uint64_t))) return false;
			set->keys[set->count++] = satPairKey(ids[k], others[k]);
		}
	}
	int tableCapacity = 16;
	while (tableCapacity < 2 * set->count) tableCapacity *= 2;
	if (tableCapacity > set->tableCapacity) {
		uint64_t* keys = realloc(set->tableKeys, (size_t)tableCapacity * sizeof(uint64_t));
		if (keys != NULL) set->tableKeys = keys;
		int* index = realloc(set->tableIndex, (size_t)tableCapacity * sizeof(int));
		if (index != NULL) set->tableIndex = index;
		if (keys == NULL || index == NULL) return false;
		set->tableCapacity = tableCapacity;
	}
	satPairSetIndex(set);
	return true;
}

satError satWorld_SetOneWay(satWorld* w, int id, float nx, float ny)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	satBody* b = satWorldFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	e = satCheckValue(nx);
	if (e == SAT_OK) e = satCheckValue(ny);
	if (e != SAT_OK) return e;
	double length = hypot(nx, ny);
	satVec2 n = { 0.0f, 0.0f };
	if (length > 0.0) n = (satVec2){ (float)(nx / length) + 0.0f, (float)(ny / length) + 0.0f };
	satBodyPhysics* physics = satPhysicsOf(w, b);
	if (physics->oneWayNormal.x != n.x || physics->oneWayNormal.y != n.y) {
		if (b->isStatic)
			satStaticChanged(w, b);
		else
			b->changed = true;
		satNudge(w, (int)(b - w->bodies));
		satWakeTouching(w, (int)(b - w->bodies)); // what rests on it may fall through now
		satOneWayForget(w, b->id);                // its pairs are admitted anew, by the new rule
	}
	physics->oneWayNormal = n;
	w->oneWayCount += (length > 0.0) - b->oneWay;
	b->oneWay = length > 0.0;
	return SAT_OK;
}

satError satWorld_GetOneWay(const satWorld* w, int id, satVec2* out)
{
	if (out != NULL) *out = (satVec2){ 0.0f, 0.0f };
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	const satBody* b = satWorldFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	*out = satPhysicsOf(w, b)->oneWayNormal;
	return SAT_OK;
}
