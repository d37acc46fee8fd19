// The broad phase of a step: pairs between bodies that did not change are carried over; the moving bodies that
// moved are paired in a uniform grid rebuilt each step, and against the still grids, as a list of candidate pairs
// (boxes touching) that the narrow phase (narrow.c) then tests; shapes are repacked in grid order every few steps;
// statics find their internal edges where statics changed.
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

// Touching counts. (The grid tests boxes four at a time in satPairsWithItems; this serves large bodies.)
static bool satBoxesTouch(const satAABB* a, const satAABB* b)
{
	return a->minX <= b->maxX && b->minX <= a->maxX && a->minY <= b->maxY && b->minY <= a->maxY;
}

// Room for `more` candidate pairs; false when out of memory. The list grows to twice what it needs: the count of
// candidates (with the pairs whose bounding circles are apart) swings more from step to step than the pairs', and a
// pile at rest should not reach a new peak, and allocate, long after it settled.
static bool satGrowCandidates(satWorld* w, int more)
{
	return satWorldGrow(
		(void**)&w->candidates, &w->candidateCapacity, 2 * (w->candidateCount + more), sizeof(satCandidate));
}

// A candidate pair for the narrow phase (room reserved).
SAT_FORCE_INLINE static void satAddCandidate(satWorld* w, const satGridBody* a, const satGridBody* b)
{
	w->candidates[w->candidateCount++] = (satCandidate){ a, b };
}

// Room for the records of largeCount large moving bodies and of the changed statics, before any candidate points
// at one (the array does not move while the broad phase runs); false when out of memory.
static bool satReserveExtraBodies(satWorld* w, int largeCount)
{
	return satWorldGrow(
		(void**)&w->extraBodies, &w->extraCapacity, largeCount + w->changedStaticCount, sizeof(satGridBody));
}

// Candidate pairs of body bi (box b) with the items [begin, end) of a box list, four box tests per compare.
SAT_FORCE_INLINE static bool satPairsWithItems(
	satWorld* w, const satGridBody* bi, const satAABB* b, const satBoxArrays* items, int begin, int end)
{
	satV4 minX = satV4Splat(b->minX), minY = satV4Splat(b->minY), maxX = satV4Splat(b->maxX),
		  maxY = satV4Splat(b->maxY);
	for (int q = begin; q < end; q += 4) {
		// apart on some axis: their max below our min, or our max below their min (touching counts)
		satV4 apart = satV4Or(
			satV4Or(satV4Less(satV4Load(items->maxX + q), minX), satV4Less(maxX, satV4Load(items->minX + q))),
			satV4Or(satV4Less(satV4Load(items->maxY + q), minY), satV4Less(maxY, satV4Load(items->minY + q))));
		int touching = ~satV4Bits(apart) & 15;
		if (end - q < 4) touching &= (1 << (end - q)) - 1;
		if (touching == 0) continue;
		if (w->candidateCount > w->candidateCapacity - 4 && !satGrowCandidates(w, 4)) return false;
		do {
			satAddCandidate(w, bi, &items->body[q + __builtin_ctz((unsigned)touching)]);
			touching &= touching - 1;
		} while (touching != 0);
	}
	return true;
}

// Copy every moving body's shape into the spare block in the order of the last step's grid (then the rest), and
// swap the blocks. Bodies near each other in the world are then near each other in memory.
static bool satRepackShapes(satWorld* w)
{
	size_t total = w->moverShapeBytes;
	if (total > w->spareBytes) {
		char* block = malloc(total + SAT_SHAPE_ALIGN);
		if (block == NULL) return false;
		free(w->spare);
		w->spare = block;
		w->spareBytes = total;
	}
	char* base = (char*)(((uintptr_t)w->spare + SAT_SHAPE_ALIGN - 1) & ~(uintptr_t)(SAT_SHAPE_ALIGN - 1));
	size_t used = 0;
	for (int pass = 0; pass < 2; ++pass) { // the last grid order, then bodies not in it (large, resting or new)
		int n = pass == 0 ? w->itemCount : w->moverCount;
		for (int k = 0; k < n; ++k) {
			satBody* b = &w->bodies[pass == 0 ? w->itemBody[k].id & SAT_SLOT_MASK : w->movers[k]];
			if (b->shape == NULL || b->isStatic) continue; // statics stay put: the static grid points at them
			uintptr_t at = (uintptr_t)b->shape;
			if (at >= (uintptr_t)base && at < (uintptr_t)base + used) continue; // copied in the first pass
			size_t size = satShapeSize(b->shape);
			satShape* copy = (satShape*)(base + used);
			memcpy(copy, b->shape, size);
			satShapeRebind(copy);
			if (!b->pooled) satDestroyShape(b->shape);
			b->shape = copy;
			b->pooled = true;
			used += satPooledSize(copy);
		}
	}
	char* t = w->pool;
	w->pool = w->spare;
	w->spare = t;
	size_t tb = w->poolBytes;
	w->poolBytes = w->spareBytes;
	w->spareBytes = tb;
	return true;
}

// Candidate pairs of a body with a still grid's members: the loose list box by box, then the rows of the grid.
static bool satStillPairs(satWorld* w, const satStillGrid* g, const satGridBody* m)
{
	const satAABB* box = &m->box;
	satBoxArrays loose = { g->looseMinX, g->looseMinY, g->looseMaxX, g->looseMaxY, g->looseBody };
	if (!satPairsWithItems(w, m, box, &loose, 0, g->looseCount)) return false;
	if (g->itemCount == 0 || box->maxX < g->originX || box->maxY < g->originY || box->minX > g->boundMaxX ||
		box->minY > g->boundMaxY)
		return true;
	int x0 = satCellCoord((double)box->minX - g->cell, g->originX, g->inverseCell, g->gx - 1);
	int x1 = satCellCoord(box->maxX, g->originX, g->inverseCell, g->gx - 1);
	int y0 = satCellCoord((double)box->minY - g->cell, g->originY, g->inverseCell, g->gy - 1);
	int y1 = satCellCoord(box->maxY, g->originY, g->inverseCell, g->gy - 1);
	satBoxArrays items = { g->minX, g->minY, g->maxX, g->maxY, g->body };
	for (int cy = y0; cy <= y1; ++cy) {
		int row = cy * g->gx;
		if (!satPairsWithItems(w, m, box, &items, g->cellStart[row + x0], g->cellStart[row + x1 + 1])) return false;
	}
	return true;
}

/*
 * Broad phase for the moving bodies that moved: a uniform grid rebuilt every step (they move every frame, so a
 * counting sort into cells is cheaper than maintaining a tree). Each is listed once, in the cell of its box's
 * min corner, and cells are at least as large as the largest such body in the grid, so two overlapping bodies
 * sit in the same or adjacent cells: each cell is paired with itself and its 4 forward neighbours (E, SW, S,
 * SE), which meets every pair exactly once. Bodies far larger than the mean (more than SAT_LARGE_FACTOR x)
 * would make every cell large, so they stay out of the grid and walk the cells their box covers instead.
 * Leaves the bodies' slots in w->live[0, *outLive), the gridded ones in w->itemBody[0, itemCount) and the
 * large ones in w->large[0, *largeCount), their records in w->extraBodies[0, *largeCount), with room after them
 * for the changed statics' records.
 */
static satError satMovingPairs(satWorld* w, int* outLive, int* largeCount)
{
	int liveCount = 0;
	float minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY, extentSum = 0.0f;
	for (int k = 0; k < w->moverCount; ++k) {
		int i = w->movers[k];
		satBody* b = &w->bodies[i];
		if (b->resting) continue;
		b->changed = false; // found anew below; a failed step makes the next one find every pair anew
		satAABB box = satWorldBodyBox(w, b);
		w->boxes[i] = box;
		w->live[liveCount++] = i;
		minX = box.minX < minX ? box.minX : minX;
		minY = box.minY < minY ? box.minY : minY;
		maxX = box.maxX > maxX ? box.maxX : maxX;
		maxY = box.maxY > maxY ? box.maxY : maxY;
		extentSum += satExtent(&box);
	}
	w->itemCount = 0;
	*largeCount = 0;
	*outLive = liveCount;
	if (liveCount == 0) return satReserveExtraBodies(w, 0) ? SAT_OK : SAT_ERR_OUT_OF_MEMORY;

	// Cell size: the largest extent among the bodies that are not far larger than the mean.
	float largeLimit = w->fixedCellSize > 0.0f ? w->fixedCellSize : SAT_LARGE_FACTOR * extentSum / (float)liveCount;
	float cell = w->fixedCellSize;
	if (cell == 0.0f) {
		for (int k = 0; k < liveCount; ++k) {
			float ext = satExtent(&w->boxes[w->live[k]]);
			if (ext <= largeLimit && ext > cell) cell = ext;
		}
	}
	int gx, gy;
	double size = satGridCell(cell, (double)maxX - minX, (double)maxY - minY, liveCount, &gx, &gy);
	int cells = gx * gy;
	double inverseCell = 1.0 / size;
	w->moveOriginX = minX;
	w->moveOriginY = minY;
	w->moveInverseCell = inverseCell;
	w->moveGx = gx;
	w->moveGy = gy;
	if (!satWorldGrow((void**)&w->cellStart, &w->cellCapacity, cells + 1, sizeof(int)) ||
		!satReserveBoxes(
			&w->itemMinX, &w->itemMinY, &w->itemMaxX, &w->itemMaxY, &w->itemBody, &w->itemCapacity, liveCount + 4))
		return SAT_ERR_OUT_OF_MEMORY;

	// Counting sort by min-corner cell (x0, y0); x1 = -1 marks a body in the grid, else x1, y1 end a large body.
	memset(w->cellStart, 0, (size_t)(cells + 1) * sizeof(int));
	for (int k = 0; k < liveCount; ++k) {
		int i = w->live[k];
		const satAABB* box = &w->boxes[i];
		satCellRange r = { satCellCoord(box->minX, minX, inverseCell, gx - 1),
			satCellCoord(box->minY, minY, inverseCell, gy - 1), 0, 0 };
		if (satExtent(box) > size) {
			r.x1 = satCellCoord(box->maxX, minX, inverseCell, gx - 1);
			r.y1 = satCellCoord(box->maxY, minY, inverseCell, gy - 1);
			w->large[(*largeCount)++] = i;
		} else {
			w->cellStart[r.y0 * gx + r.x0 + 1]++;
			r.x1 = -1; // in the grid
		}
		w->ranges[i] = r;
	}
	for (int c = 0; c < cells; ++c) w->cellStart[c + 1] += w->cellStart[c];
	for (int k = 0; k < liveCount; ++k) { // fill in slot order; cellStart[c] ends as the start of cell c + 1
		int i = w->live[k];
		satCellRange r = w->ranges[i];
		if (r.x1 >= 0) continue;
		w->itemBody[w->cellStart[r.y0 * gx + r.x0]++] = satGridBodyOf(w, &w->bodies[i], &w->boxes[i]);
	}
	for (int c = cells; c > 0; --c) w->cellStart[c] = w->cellStart[c - 1];
	w->cellStart[0] = 0;
	w->itemCount = w->cellStart[cells];
	satFillBoxArrays(w->itemMinX, w->itemMinY, w->itemMaxX, w->itemMaxY, w->itemBody, w->itemCount);
	if (!satReserveExtraBodies(w, *largeCount)) return SAT_ERR_OUT_OF_MEMORY;
	for (int k = 0; k < *largeCount; ++k) {
		int i = w->large[k];
		w->extraBodies[k] = satGridBodyOf(w, &w->bodies[i], &w->boxes[i]);
	}

	satBoxArrays items = { w->itemMinX, w->itemMinY, w->itemMaxX, w->itemMaxY, w->itemBody };
	// Shapes far beyond the caches: the narrow phase reads (all at once) the shapes of the next row of cells before
	// the candidates of each row, whose pairs with the south cells are about to read them (satTouchShapes).
	// Smaller pools are better off without it.
	bool touch = w->moverShapeBytes > SAT_TOUCH_BYTES;
	if (touch) {
		if (!satWorldGrow((void**)&w->touchMarks, &w->touchMarkCapacity, gy, sizeof(satTouchMark)))
			return SAT_ERR_OUT_OF_MEMORY;
		w->touchMarks[w->touchMarkCount++] = (satTouchMark){ w->candidateCount, 0, w->cellStart[gx] };
	}
	for (int cy = 0; cy < gy; ++cy) {
		if (touch && cy + 1 < gy)
			w->touchMarks[w->touchMarkCount++] = (satTouchMark){ w->candidateCount, w->cellStart[(cy + 1) * gx],
				w->cellStart[(cy + 2) * gx] };
		for (int cx = 0; cx < gx; ++cx) {
			int c = cy * gx + cx, begin = w->cellStart[c], end = w->cellStart[c + 1];
			if (begin == end) continue;
			// The east cell, and the south-west, south and south-east cells, which are consecutive in memory.
			int eastEnd = cx + 1 < gx ? w->cellStart[c + 2] : end;
			int southBegin = 0, southEnd = 0;
			if (cy + 1 < gy) {
				southBegin = w->cellStart[c + gx - (cx > 0)];
				southEnd = w->cellStart[c + gx + 1 + (cx + 1 < gx)];
			}
			for (int p = begin; p < end; ++p) {
				const satGridBody* body = &w->itemBody[p];
				if (!satPairsWithItems(w, body, &body->box, &items, p + 1, eastEnd) ||
					!satPairsWithItems(w, body, &body->box, &items, southBegin, southEnd))
					return SAT_ERR_OUT_OF_MEMORY;
			}
		}
	}
	// A large body walks the cells where a grid body touching it can be listed: its own cell range, widened
	// by one cell towards the min corner. Large bodies are paired with each other directly.
	for (int k = 0; k < *largeCount; ++k) {
		int i = w->large[k];
		satCellRange r = w->ranges[i];
		const satGridBody* large = &w->extraBodies[k];
		for (int cy = r.y0 > 0 ? r.y0 - 1 : 0; cy <= r.y1; ++cy) {
			int rowStart = cy * gx, x0 = r.x0 > 0 ? r.x0 - 1 : 0;
			if (!satPairsWithItems(
					w, large, &w->boxes[i], &items, w->cellStart[rowStart + x0], w->cellStart[rowStart + r.x1 + 1]))
				return SAT_ERR_OUT_OF_MEMORY;
		}
		for (int m = k + 1; m < *largeCount; ++m) {
			int j = w->large[m];
			if (!satBoxesTouch(&w->boxes[i], &w->boxes[j])) continue;
			if (!satGrowCandidates(w, 1)) return SAT_ERR_OUT_OF_MEMORY;
			satAddCandidate(w, large, &w->extraBodies[m]);
		}
	}
	return SAT_OK;
}

// Candidate pairs of a body (record m, box) with the moving bodies of this step: the cells of the moving grid where
// a body touching it can be listed (the cells its box covers, widened by one cell towards the min corner), then
// the large ones box by box. The mirror of satStillPairs, for a still grid of few members among many movers.
static bool satMovingGridPairs(satWorld* w, const satGridBody* m, const satAABB* box, int largeCount)
{
	if (w->itemCount > 0) {
		int last = w->moveGx - 1, lastRow = w->moveGy - 1;
		int x0 = satCellCoord(box->minX, w->moveOriginX, w->moveInverseCell, last);
		int y0 = satCellCoord(box->minY, w->moveOriginY, w->moveInverseCell, lastRow);
		int x1 = satCellCoord(box->maxX, w->moveOriginX, w->moveInverseCell, last);
		int y1 = satCellCoord(box->maxY, w->moveOriginY, w->moveInverseCell, lastRow);
		x0 -= x0 > 0;
		y0 -= y0 > 0;
		satBoxArrays items = { w->itemMinX, w->itemMinY, w->itemMaxX, w->itemMaxY, w->itemBody };
		for (int cy = y0; cy <= y1; ++cy) {
			int row = cy * w->moveGx;
			if (!satPairsWithItems(w, m, box, &items, w->cellStart[row + x0], w->cellStart[row + x1 + 1])) return false;
		}
	}
	for (int k = 0; k < largeCount; ++k) {
		int i = w->large[k];
		if (!satBoxesTouch(box, &w->boxes[i])) continue;
		if (!satGrowCandidates(w, 1)) return false;
		satAddCandidate(w, m, &w->extraBodies[k]);
	}
	return true;
}

// Candidate pairs of the moving bodies with a still grid of few members: each member looks for them instead.
static bool satStillMembersPairs(satWorld* w, const satStillGrid* g, int largeCount)
{
	for (int k = 0; k < g->looseCount; ++k) {
		satAABB box = { g->looseMinX[k], g->looseMinY[k], g->looseMaxX[k], g->looseMaxY[k] };
		if (!satMovingGridPairs(w, &g->looseBody[k], &box, largeCount)) return false;
	}
	for (int k = 0; k < g->itemCount; ++k) {
		if (g->body[k].shape == NULL) continue; // removed since the grid was built
		satAABB box = { g->minX[k], g->minY[k], g->maxX[k], g->maxY[k] };
		if (!satMovingGridPairs(w, &g->body[k], &box, largeCount)) return false;
	}
	return true;
}

// Every step starts here: which bodies changed since the last step, and what follows for the still grids.
// A moving body that did not move joins the resting grid; one that moved leaves it. The list of changed
// statics loses the ones removed or made movable since (and a slot listed twice); it is emptied only when a
// step completes, so a failed step leaves nothing unfound. False when out of memory.
static bool satSortChanges(satWorld* w)
{
	w->anyDynamic = false;
	for (int k = 0; k < w->moverCount; ++k) {
		satBody* b = &w->bodies[w->movers[k]];
		w->anyDynamic |= b->type == SAT_BODY_DYNAMIC;
		if (b->changed) {
			b->calm = false;
			if (!b->resting) continue;
			satStillErase(&w->resting, b);
			b->resting = false;
		} else if (!b->resting) {
			// Unchanged through two calls in a row before it rests: a body that moves at every step of a loop
			// that also queries between steps never rests (it would join and leave the grid at every call).
			// Until then its pairs are found anew with the moving bodies'.
			if (!b->calm) {
				b->calm = true;
				b->changed = true;
				continue;
			}
			if (!satStillReserve(&w->resting, 1)) return false;
			b->resting = true;
			satStillInsert(w, &w->resting, b);
		}
	}
	int kept = 0;
	for (int k = 0; k < w->changedStaticCount; ++k) {
		satBody* b = &w->bodies[w->changedStatics[k]];
		if (b->shape != NULL && b->isStatic && b->listed) w->changedStatics[kept++] = w->changedStatics[k];
		b->listed = false; // a second entry for the slot is dropped
	}
	for (int k = 0; k < kept; ++k) w->bodies[w->changedStatics[k]].listed = true;
	w->changedStaticCount = kept;
	return true;
}

// The slots' key of pair (a, b), ids with the lower slot first.
static inline uint64_t satSlotKey(int a, int b)
{
	return (uint64_t)(uint32_t)(a & SAT_SLOT_MASK) << SAT_ID_SLOT_BITS | (uint32_t)(b & SAT_SLOT_MASK);
}

// Sort items [0, n) by key: an LSD radix sort of 11-bit digits over the key's 2 * SAT_ID_SLOT_BITS bits, through
// the second buffer tmp; returns the buffer holding the result.
static satSortItem* satRadixSort(satSortItem* items, satSortItem* tmp, int n)
{
	enum {
		BITS = 11,
		BUCKETS = 1 << BITS
	};
	int count[BUCKETS];
	for (int shift = 0; shift < 2 * SAT_ID_SLOT_BITS; shift += BITS) {
		memset(count, 0, sizeof count);
		for (int k = 0; k < n; ++k) count[(items[k].key >> shift) & (BUCKETS - 1)]++;
		int at = 0;
		for (int d = 0; d < BUCKETS; ++d) {
			int c = count[d];
			count[d] = at;
			at += c;
		}
		for (int k = 0; k < n; ++k) tmp[count[(items[k].key >> shift) & (BUCKETS - 1)]++] = items[k];
		satSortItem* t = items;
		items = tmp;
		tmp = t;
	}
	return items;
}

// Put the elements of an array (size bytes each) in the order of the sorted items, through the scratch block.
static void satPermute(void* array, size_t size, const satSortItem* order, int n, void* scratch)
{
	char *src = array, *dst = scratch;
	for (int k = 0; k < n; ++k) memcpy(dst + (size_t)k * size, src + (size_t)order[k].index * size, size);
	memcpy(array, scratch, (size_t)n * size);
}

// Sort one list of pairs (ids a[k], b[k], the lower slot first) with its parallel arrays (when there are any).
static void satSortList(satWorld* w, int* a, int* b, int n, void** extra, const size_t* extraSize, int extraCount)
{
	bool sorted = true;
	for (int k = 0; k < n; ++k) {
		w->sortItems[k] = (satSortItem){ satSlotKey(a[k], b[k]), k };
		if (k > 0 && w->sortItems[k].key < w->sortItems[k - 1].key) sorted = false;
	}
	if (sorted) return; // (carried pairs, and a scene at rest, come sorted already)
	const satSortItem* order = satRadixSort(w->sortItems, w->sortItems + n, n);
	satPermute(a, sizeof(int), order, n, w->sortScratch);
	satPermute(b, sizeof(int), order, n, w->sortScratch);
	for (int e = 0; e < extraCount; ++e) satPermute(extra[e], extraSize[e], order, n, w->sortScratch);
}

bool satSortPairs(satWorld* w)
{
	int n = w->pairCount > w->nearCount ? w->pairCount : w->nearCount;
	int cap = w->sortCapacity;
	if (!satWorldGrow((void**)&w->sortItems, &cap, 2 * n, sizeof(satSortItem))) return false;
	w->sortCapacity = cap;
	size_t bytes = (size_t)n * sizeof(satPairOverlap);
	if (bytes > w->sortScratchBytes) {
		void* p = malloc(2 * bytes);
		if (p == NULL) return false;
		free(w->sortScratch);
		w->sortScratch = p;
		w->sortScratchBytes = 2 * bytes;
	}
	void* extra[3] = { w->mtvX, w->mtvY, w->pairOverlaps };
	size_t sizes[3] = { sizeof(float), sizeof(float), sizeof(satPairOverlap) };
	satSortList(w, w->pairA, w->pairB, w->pairCount, extra, sizes, 3);
	satSortList(w, w->nearA, w->nearB, w->nearCount, NULL, NULL, 0);
	return true;
}

// Keep the last step's pairs between two bodies that did not change since: nothing about them is different.
static void satCarryPairs(satWorld* w)
{
	int kept = 0;
	for (int k = 0; k < w->pairCount; ++k) {
		const satBody* a = &w->bodies[w->pairA[k] & SAT_SLOT_MASK];
		const satBody* b = &w->bodies[w->pairB[k] & SAT_SLOT_MASK];
		// changed first: in a level most pairs have a mover, so the static's record is not even read
		if (a->changed || b->changed || a->shape == NULL || b->shape == NULL || a->id != w->pairA[k] ||
			b->id != w->pairB[k])
			continue;
		w->pairA[kept] = w->pairA[k];
		w->pairB[kept] = w->pairB[k];
		w->mtvX[kept] = w->mtvX[k];
		w->mtvY[kept] = w->mtvY[k];
		w->pairOverlaps[kept] = w->pairOverlaps[k];
		++kept;
	}
	w->pairCount = kept;
	kept = 0;
	for (int k = 0; k < w->nearCount; ++k) {
		const satBody* a = &w->bodies[w->nearA[k] & SAT_SLOT_MASK];
		const satBody* b = &w->bodies[w->nearB[k] & SAT_SLOT_MASK];
		if (a->changed || b->changed || a->shape == NULL || b->shape == NULL || a->id != w->nearA[k] ||
			b->id != w->nearB[k])
			continue;
		w->nearA[kept] = w->nearA[k];
		w->nearB[kept] = w->nearB[k];
		++kept;
	}
	w->nearCount = kept;
}

// Internal edges of a static: those covered by an edge of a static polygon it touches.
typedef struct satEdgeQuery {
	satWorld* w;
	const satBody* body;
	satEdgeMask mask;
} satEdgeQuery;

static bool satPolygonal(const satShape* s) { return s->type == SAT_SHAPE_POLYGON || s->type == SAT_SHAPE_BOX; }

static void satCoverVisit(void* ctx, int slot)
{
	satEdgeQuery* q = ctx;
	const satBody* t = &q->w->bodies[slot];
	if (t == q->body || t->sensor || !satPolygonal(t->shape)) return; // a sensor covers no edge: it has no response
	q->mask |= satCoveredEdges(q->body->shape, q->body->x, q->body->y, t->shape, t->x, t->y);
}

// A box widened by the tolerance within which edges lie on each other.
static satAABB satEdgeBox(satAABB box)
{
	float m = 2e-4f * satMaxF(box.maxX - box.minX, box.maxY - box.minY);
	return (satAABB){ box.minX - m, box.minY - m, box.maxX + m, box.maxY + m };
}

static void satRefreshEdges(void* ctx, int slot)
{
	satWorld* w = ctx;
	satBody* b = &w->bodies[slot];
	satEdgeQuery q = { w, b, 0 };
	if (b->shape == NULL || !b->isStatic) return;
	if (satPolygonal(b->shape))
		satWorldStillQuery(&w->statics, (satAABB[]){ satEdgeBox(satWorldBodyBox(w, b)) }, satCoverVisit, &q);
	if (q.mask == w->edgeMasks[slot]) return;
	w->edgeMasks[slot] = q.mask;
	satStaticChanged(w, b); // its pairs are found anew, with the new rule
}

// The statics where statics changed find their internal edges again (all of them after many changes).
static void satUpdateInternalEdges(satWorld* w)
{
	if (w->edgesAllDirty) {
		for (int i = 0; i < w->slotCount; ++i)
			if (w->bodies[i].shape != NULL && w->bodies[i].isStatic) satRefreshEdges(w, i);
	} else {
		for (int k = 0; k < w->edgeDirtyCount; ++k) {
			satAABB box = satEdgeBox(w->edgeDirty[k]);
			satWorldStillQuery(&w->statics, &box, satRefreshEdges, w);
		}
	}
	w->edgeDirtyCount = 0;
	w->edgesAllDirty = false;
}

/*
 * One step: pairs between bodies that did not change since the last step are carried over; the moving bodies
 * that moved are paired among themselves in a per-step grid, and each queries the still grids (statics, and
 * moving bodies at rest); statics that changed query the resting grid. The still grids are rebuilt only when
 * many of their members changed, so a body that stays where it is costs next to nothing. Those walks (the broad
 * phase) list candidate pairs, boxes touching; the narrow phase then tests them (satWorldNarrowPhase).
 */
satError satWorldFindPairs(satWorld* w)
{
	w->candidateCount = w->touchMarkCount = 0;
	if (!w->pairsValid) { // every moving body is gridded anew (none rests), so no static needs to query
		for (int k = 0; k < w->moverCount; ++k) w->bodies[w->movers[k]].changed = true;
		w->pairCount = w->nearCount = 0;
	}
	if (++w->steps % SAT_REPACK_INTERVAL == 1) {
		if (!satRepackShapes(w)) return SAT_ERR_OUT_OF_MEMORY;
		satStillGrid* g = &w->resting; // its members' shapes moved with the pool
		for (int k = 0; k < g->itemCount; ++k)
			if (g->body[k].shape != NULL) g->body[k].shape = w->bodies[g->body[k].id & SAT_SLOT_MASK].shape;
		for (int k = 0; k < g->looseCount; ++k)
			g->looseBody[k].shape = w->bodies[g->looseBody[k].id & SAT_SLOT_MASK].shape;
	}
	if (!satSortChanges(w)) return SAT_ERR_OUT_OF_MEMORY;
	if (w->statics.dirty && !satStillRebuild(w, &w->statics)) return SAT_ERR_OUT_OF_MEMORY;
	if (w->resting.dirty && !satStillRebuild(w, &w->resting)) return SAT_ERR_OUT_OF_MEMORY;
	// In the grid just built (a level's thousands of new tiles are found by cell, not in the loose list), and
	// before the pairs are carried: a static whose internal edges change has its pairs found anew.
	if (w->edgeDirtyCount > 0 || w->edgesAllDirty) satUpdateInternalEdges(w);
	satCarryPairs(w);
	w->statics.queryBuilt = false; // unchanged since a query built it: as this step would have built it
	int liveCount = 0, largeCount = 0;
	satError e = satMovingPairs(w, &liveCount, &largeCount);
	if (e != SAT_OK) return e;
	satStillGrid* grids[2] = { &w->statics, &w->resting };
	for (int g = 0; g < 2; ++g) {
		if (grids[g]->count == 0) continue;
		// A few still members among many movers (a body or two at rest in a busy scene): each member walks
		// the moving grid, rather than every mover testing the still grid.
		if (grids[g]->count * 16 < liveCount) {
			if (!satStillMembersPairs(w, grids[g], largeCount)) return SAT_ERR_OUT_OF_MEMORY;
			continue;
		}
		for (int k = 0; k < w->itemCount; ++k) // in grid order: near bodies query near cells one after another
			if (!satStillPairs(w, grids[g], &w->itemBody[k])) return SAT_ERR_OUT_OF_MEMORY;
		for (int k = 0; k < largeCount; ++k)
			if (!satStillPairs(w, grids[g], &w->extraBodies[k])) return SAT_ERR_OUT_OF_MEMORY;
	}
	if (w->resting.count > 0) {
		for (int k = 0; k < w->changedStaticCount; ++k) {
			const satBody* b = &w->bodies[w->changedStatics[k]];
			satAABB box = satWorldBodyBox(w, b);
			satGridBody* body = &w->extraBodies[largeCount + k]; // room reserved by satMovingPairs
			*body = satGridBodyOf(w, b, &box);
			if (!satStillPairs(w, &w->resting, body)) return SAT_ERR_OUT_OF_MEMORY;
		}
	}
	// The broad phase ends here: the narrow phase tests its candidates in the order they were found.
	if (w->profiling) w->broadPhaseEnd = satClockMs();
	e = satWorldNarrowPhase(w);
	if (e == SAT_OK && !satSortPairs(w)) e = SAT_ERR_OUT_OF_MEMORY;
	if (e != SAT_OK) return e; // the changed statics stay listed: the next step finds their pairs
	for (int k = 0; k < w->changedStaticCount; ++k) {
		satBody* b = &w->bodies[w->changedStatics[k]];
		b->changed = b->listed = false;
	}
	w->changedStaticCount = 0;
	return SAT_OK;
}
