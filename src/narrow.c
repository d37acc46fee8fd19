// The world's narrow phase: a candidate pair from the broad phase becomes a pair with its MTV, or a near pair, by
// the SAT kernel with the tile-seam and one-way rules; and the contact manifolds of those pairs for the solver.
#include <math.h>
#include <stddef.h>

#include "world_internal.h"

// A pair that does not touch, whose bounding circles meet: a near pair when one of them is dynamic (the step
// decides from the shapes whether they are within the speculative distance). Concave bodies have none.
static bool satNearPair(satWorld* w, const satGridBody* bi, const satGridBody* bj)
{
	if (!w->anyDynamic) return true;
	const satBody* a = &w->bodies[bi->id & SAT_SLOT_MASK];
	const satBody* b = &w->bodies[bj->id & SAT_SLOT_MASK];
	if (a->type != SAT_BODY_DYNAMIC && b->type != SAT_BODY_DYNAMIC) return true;
	if (bi->shape->type == SAT_SHAPE_CONCAVE || bj->shape->type == SAT_SHAPE_CONCAVE) return true;
	if (w->oneWayCount > 0 && !satOneWayAdmitted(w, a, b)) return true;
	int n = w->nearCount;
	if (n == w->nearCapacity) {
		int cap = w->nearCapacity, capB = cap;
		if (!satWorldGrow((void**)&w->nearA, &cap, n + 1, sizeof(int))) return false;
		if (!satWorldGrow((void**)&w->nearB, &capB, n + 1, sizeof(int))) return false;
		w->nearCapacity = cap;
	}
	w->nearA[n] = bi->id;
	w->nearB[n] = bj->id;
	w->nearCount = n + 1;
	return true;
}

// Narrow phase for one candidate pair (boxes touching); appends the pair, lower slot first, when the shapes
// intersect, or to the near pairs. False when out of memory.
static bool satTestPair(satWorld* w, const satGridBody* bi, const satGridBody* bj)
{
	if ((bi->id & SAT_SLOT_MASK) > (bj->id & SAT_SLOT_MASK)) {
		const satGridBody* t = bi;
		bi = bj;
		bj = t;
	}
	if ((bi->category & bj->mask) == 0 || (bj->category & bi->mask) == 0) return true;
	int slotI = bi->id & SAT_SLOT_MASK, slotJ = bj->id & SAT_SLOT_MASK;
	if (w->physics[slotI].jointHead >= 0 && satJointsForbid(w, slotI, slotJ)) return true; // joined: no pair
	satVec2 d = { (bj->x - bi->x) - 0.0f, (bj->y - bi->y) - 0.0f }; // as satOverlapShapes, for identical MTVs
	// Bounding circles clearly apart (in double, with a margin): the shapes cannot touch, skip SAT.
	double reach = (double)bi->reach + bj->reach + SAT_DENORMAL_SLACK, dx = d.x, dy = d.y;
	if (dx * dx + dy * dy > reach * reach * (1.0 + 1e-5)) return true;
	satOverlap o = satOverlapWith(bi->shape, bj->shape, d, &w->scratch);
	if (w->scratch.failed) { // a concave pair's list could not grow: the step fails rather than give another MTV
		w->scratch.failed = false;
		return false;
	}
	if (!o.hit) return satNearPair(w, bi, bj);
	const satBody* a = &w->bodies[bi->id & SAT_SLOT_MASK];
	const satBody* b = &w->bodies[bj->id & SAT_SLOT_MASK];
	satEdgeMask ei = w->edgeMasks[bi->id & SAT_SLOT_MASK], ej = w->edgeMasks[bj->id & SAT_SLOT_MASK];
	bool concave = bi->shape->type == SAT_SHAPE_CONCAVE || bj->shape->type == SAT_SHAPE_CONCAVE;
	satPairKind kind = concave ? SAT_PAIR_CONCAVE : SAT_PAIR_CONVEX;
	if (w->oneWayCount > 0 && (a->oneWay || b->oneWay)) {
		if (!satOneWayAdmitted(w, a, b)) return true; // not a pair at all
		satVec2 normal;
		const satShape *pieceA, *pieceB;
		double depth = satOneWayPush(w, a, b, d, &normal, &pieceA, &pieceB);
		o = (satOverlap){ true, depth > 0.0 ? (float)depth : 0.0f, normal };
		if (depth == -INFINITY && !concave) kind = SAT_PAIR_NO_PUSH; // no pieces touch along the normal
	} else if ((ei | ej) != 0 && satSeamApplies(bi->shape, ei, bj->shape, ej) &&
		!satSeamKeepsPlain(ei, bi->shape, bj->shape, ej, o)) {
		// The tile-seam rule, as satSeamOverlap: never out through an edge shared by two statics. A pair with no way
		// out but through them touches with no push and gets no contact: its neighbours hold the body.
		satVec2 normal;
		double separation;
		if (satSeamAxis(bi->shape, ei, bj->shape, ej, d, &normal, &separation)) {
			o = (satOverlap){ true, separation < 0.0 ? (float)-separation : 0.0f, normal };
		} else {
			o.depth = 0.0f;
			kind = SAT_PAIR_NO_PUSH;
		}
	}
	int n = w->pairCount;
	if (n == w->pairCapacity) {
		int cap = w->pairCapacity;
		int capB = cap, capX = cap, capY = cap, capO = cap;
		if (!satWorldGrow((void**)&w->pairA, &cap, n + 1, sizeof(int))) return false;
		if (!satWorldGrow((void**)&w->pairB, &capB, n + 1, sizeof(int))) return false;
		if (!satWorldGrow((void**)&w->mtvX, &capX, n + 1, sizeof(float))) return false;
		if (!satWorldGrow((void**)&w->mtvY, &capY, n + 1, sizeof(float))) return false;
		if (!satWorldGrow((void**)&w->pairOverlaps, &capO, n + 1, sizeof(satPairOverlap))) return false;
		w->pairCapacity = cap;
	}
	w->pairA[n] = bi->id;
	w->pairB[n] = bj->id;
	satVec2 mtv = satMtvOf(o);
	w->mtvX[n] = mtv.x;
	w->mtvY[n] = mtv.y;
	w->pairOverlaps[n] = (satPairOverlap){ o.normal, o.depth, kind };
	w->pairCount = n + 1;
	return true;
}

// Read what the SAT kernel reads of the shapes of items [begin, end) (the header's last fields and the six
// arrays after it), one byte per cache line, so that their cache misses overlap here, many at once, rather than
// come one at a time between tests. Wasm has no prefetch instruction; plain loads do the same. Returns the
// bytes' sum, which the caller keeps so the loads are not optimised away.
static unsigned satTouchShapes(const satGridBody* body, int begin, int end)
{
	unsigned sum = 0;
	for (int q = begin; q < end; ++q) {
		const satShape* shape = body[q].shape;
		const unsigned char* p = (const unsigned char*)shape + offsetof(satShape, aligned);
		size_t bytes = offsetof(satShape, storage) - offsetof(satShape, aligned) +
			6 * sizeof(float) * (size_t)shape->padded;
		for (size_t at = 0; at < bytes; at += 64) sum += p[at];
		sum += p[bytes - 1];
	}
	return sum;
}

satError satWorldNarrowPhase(satWorld* w)
{
	const satCandidate* c = w->candidates;
	unsigned sink = 0;
	int k = 0;
	// The candidates between read-ahead points (none but in a moving grid of shapes far beyond the caches).
	for (int m = 0; m <= w->touchMarkCount; ++m) {
		int end = m < w->touchMarkCount ? w->touchMarks[m].at : w->candidateCount;
		for (; k < end; ++k)
			if (!satTestPair(w, c[k].a, c[k].b)) return SAT_ERR_OUT_OF_MEMORY;
		if (m < w->touchMarkCount) sink += satTouchShapes(w->itemBody, w->touchMarks[m].begin, w->touchMarks[m].end);
	}
	w->touchSink = sink;
	return SAT_OK;
}

void satWorldPairManifold(const satWorld* w, const satBody* a, const satBody* b, satManifold* out)
{
	satVec2 d = { b->x - a->x, b->y - a->y };
	satEdgeMask ea = w->edgeMasks[a - w->bodies], eb = w->edgeMasks[b - w->bodies];
	if (w->oneWayCount > 0 && (a->oneWay || b->oneWay)) { // along the one-way normal, as the pair's MTV
		*out = (satManifold){ 0 };
		satVec2 normal;
		const satShape *pieceA, *pieceB;
		if (!satTouchAt(a->shape, b->shape, d)) return;
		double depth = satOneWayPush(w, a, b, d, &normal, &pieceA, &pieceB);
		if (depth == -INFINITY) return;
		satManifoldFromOverlap(pieceA, pieceB, d, (satOverlap){ true, depth > 0.0 ? (float)depth : 0.0f, normal }, out);
		return;
	}
	if (!satSeamApplies(a->shape, ea, b->shape, eb)) {
		satManifoldAt(a->shape, b->shape, d, out);
		return;
	}
	// The normal the world's pair has: never out through an edge shared by two statics (mostly SAT's own). A pair
	// with no way out but through them has no contact: its neighbours hold the body.
	*out = (satManifold){ 0 };
	satOverlap o = satOverlapAt(a->shape, b->shape, d); // convex: nothing allocated
	if (!o.hit) return;
	if (!satSeamKeepsPlain(ea, a->shape, b->shape, eb, o)) {
		satVec2 n;
		double separation;
		if (!satSeamAxis(a->shape, ea, b->shape, eb, d, &n, &separation)) return;
		o = (satOverlap){ true, separation < 0.0 ? (float)-separation : 0.0f, n };
	}
	satManifoldFromOverlap(a->shape, b->shape, d, o, out);
}

void satWorldFoundPairManifold(const satWorld* w, int k, satManifold* out)
{
	const satBody* a = &w->bodies[w->pairA[k] & SAT_SLOT_MASK];
	const satBody* b = &w->bodies[w->pairB[k] & SAT_SLOT_MASK];
	const satPairOverlap* p = &w->pairOverlaps[k];
	if (p->kind == SAT_PAIR_CONCAVE) {
		satWorldPairManifold(w, a, b, out);
		return;
	}
	if (p->kind == SAT_PAIR_NO_PUSH) {
		*out = (satManifold){ 0 };
		return;
	}
	satVec2 d = { b->x - a->x, b->y - a->y }; // as satTestPair formed it: neither body moved since
	satManifoldFromOverlap(a->shape, b->shape, d, (satOverlap){ true, p->depth, p->normal }, out);
}

void satWorldNearManifold(const satWorld* w, const satBody* a, const satBody* b, satManifold* out)
{
	*out = (satManifold){ 0 };
	satVec2 d = { b->x - a->x, b->y - a->y };
	satEdgeMask ea = w->edgeMasks[a - w->bodies], eb = w->edgeMasks[b - w->bodies];
	satVec2 n;
	double gap;
	if (w->oneWayCount > 0 && (a->oneWay || b->oneWay)) {
		// Along the one-way normal, as far as it shows them apart; none for a body beside the platform (or under it,
		// kept since it touched): its gap along the normal is negative, and a contact would lift it on top.
		const satShape *pieceA, *pieceB;
		gap = -satOneWayPush(w, a, b, d, &n, &pieceA, &pieceB);
		double pa[2], pb[2];
		if (gap < -w->linearSlop) return;
		if (satCoreClosestPoints(a->shape, b->shape, d, pa, pb) &&
			hypot(pa[0] - pb[0], pa[1] - pb[1]) - a->shape->radius - b->shape->radius > w->speculativeDistance)
			return; // over the platform's level but off its side
		satSpeculativeManifoldAlong(a->shape, b->shape, d, n, gap > 0.0 ? gap : 0.0, true, out);
	} else if (satSeamApplies(a->shape, ea, b->shape, eb)) {
		// Near a seam: along the axis the world's rule leaves, and only as far as that axis shows them apart.
		if (!satSeamAxis(a->shape, ea, b->shape, eb, d, &n, &gap) || gap > w->speculativeDistance) return;
		satSpeculativeManifoldAlong(a->shape, b->shape, d, n, gap > 0.0 ? gap : 0.0, true, out);
	} else {
		satSpeculativeManifoldAt(a->shape, b->shape, d, w->speculativeDistance, out);
	}
}
