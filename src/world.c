// A world of bodies: slots with generation-tagged ids, a uniform-grid broad phase rebuilt each step, and a
// batched narrow phase that writes every intersecting pair and its MTV into flat result arrays.
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sat_internal.h"
#include "sat_math.h"

#define SAT_WORLD_TAG 0x53415457u
#define SAT_SLOT_MASK ((1 << SAT_ID_SLOT_BITS) - 1)
#define SAT_MAX_SLOTS (1 << SAT_ID_SLOT_BITS)
#define SAT_GENERATION_MASK ((1 << (31 - SAT_ID_SLOT_BITS)) - 1)
// A body whose extent exceeds this many times the mean stays out of the grid (see satWorld_Collide), so one
// huge body does not make every cell huge.
#define SAT_LARGE_FACTOR 4.0f
// Every this many steps the shapes are copied into one block in grid-cell order (see satRepackShapes).
#define SAT_REPACK_INTERVAL 8
#define SAT_SHAPE_ALIGN 16

typedef struct satBody {
	float x, y;       ///< position, kept here (not in the shape) so moving bodies touches one array
	satAABB bounds;   ///< the shape's rotated bounds around the position
	float reach;      ///< the shape's bounding-circle radius about its position
	satShape* shape; ///< the world's own copy; NULL for a free slot
	int id;
	int generation;
	int nextFree;
	unsigned category, mask;
	bool isStatic;
	bool pooled;      ///< the shape lives in the world's shape pool (else in its own allocation)
} satBody;

typedef struct satCellRange { int x0, y0, x1, y1; } satCellRange;

// What the pair test needs of a body, copied into cell order each step; the box is also copied out into
// the structure-of-arrays form the SIMD box test reads.
typedef struct satGridBody {
	satAABB box;
	const satShape* shape;
	float x, y, reach;
	int id;
	unsigned category, mask;
	int isStatic;
} satGridBody;

static satGridBody satGridBodyOf(const satBody* b, const satAABB* box)
{
	return (satGridBody){ *box, b->shape, b->x, b->y, b->reach, b->id, b->category, b->mask, b->isStatic };
}


struct satWorld {
	uint32_t tag;
	float fixedCellSize;
	satBody* bodies;
	int slotCount, slotCapacity, bodyCount;
	int freeHead, freeTail; // FIFO of free slots, so a freed slot waits as long as possible before reuse
	// Per-step scratch, kept between steps and grown only when the world grows.
	satAABB* boxes;
	satCellRange* ranges;
	int* live;
	int* large;
	int* cellStart;
	// The grid's entries in cell order, as structure of arrays (padded by 4) so the pair loop tests four
	// boxes per SIMD compare and walks memory in order.
	float *itemMinX, *itemMinY, *itemMaxX, *itemMaxY;
	satGridBody* itemBody; ///< the bodies in cell order: the pair test reads neighbours in memory
	int cellCapacity, itemCapacity, itemCount;
	// The shapes, copied every SAT_REPACK_INTERVAL steps into one block in cell order, so the narrow phase
	// reads neighbouring shapes from neighbouring memory; two blocks alternate, so steps do not allocate.
	char *pool, *spare;
	size_t poolBytes, spareBytes;
	int steps;
	// Results of the last step.
	int *pairA, *pairB;
	float *mtvX, *mtvY;
	int pairCount, pairCapacity;
};

static bool satGrow(void** p, int* capacity, int needed, size_t elementSize)
{
	if (needed <= *capacity) return true;
	int cap = *capacity > 0 ? *capacity : 64;
	while (cap < needed) cap = cap > (1 << 29) ? needed : cap * 2;
	void* q = realloc(*p, (size_t)cap * elementSize);
	if (q == NULL) return false;
	*p = q;
	*capacity = cap;
	return true;
}

static satError satCheckWorld(const satWorld* w)
{
	if (w == NULL) return SAT_ERR_NULL;
	return w->tag == SAT_WORLD_TAG ? SAT_OK : SAT_ERR_BAD_HANDLE;
}

static satBody* satFindBody(satWorld* w, int id)
{
	if (id < 0) return NULL;
	int slot = id & SAT_SLOT_MASK;
	if (slot >= w->slotCount) return NULL;
	satBody* b = &w->bodies[slot];
	return b->shape != NULL && b->id == id ? b : NULL;
}

// Grow every per-slot array together, so a failed allocation leaves the world as it was.
static bool satReserveSlots(satWorld* w, int needed)
{
	if (needed <= w->slotCapacity) return true;
	int cap = w->slotCapacity > 0 ? w->slotCapacity : 64;
	while (cap < needed) cap *= 2;
	if (cap > SAT_MAX_SLOTS) cap = SAT_MAX_SLOTS;
	satBody* bodies = realloc(w->bodies, (size_t)cap * sizeof(satBody));
	if (bodies == NULL) return false;
	w->bodies = bodies;
	void* p[4] = { realloc(w->boxes, (size_t)cap * sizeof(satAABB)),
		realloc(w->ranges, (size_t)cap * sizeof(satCellRange)), realloc(w->live, (size_t)cap * sizeof(int)),
		realloc(w->large, (size_t)cap * sizeof(int)) };
	if (p[0]) w->boxes = p[0];
	if (p[1]) w->ranges = p[1];
	if (p[2]) w->live = p[2];
	if (p[3]) w->large = p[3];
	if (!p[0] || !p[1] || !p[2] || !p[3]) return false;
	w->slotCapacity = cap;
	return true;
}

satError satCreateWorld(const satWorldDef* def, satWorld** out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = NULL;
	float cell = def ? def->cellSize : 0.0f;
	int capacity = def ? def->capacity : 0;
	if (!isfinite(cell) || cell < 0.0f) return SAT_ERR_BAD_SIZE;
	if (cell > SAT_MAX_COORDINATE) return SAT_ERR_OUT_OF_RANGE;
	if (capacity < 0 || capacity > SAT_MAX_SLOTS) return SAT_ERR_BAD_ARRAY;
	satWorld* w = calloc(1, sizeof(satWorld));
	if (w == NULL) return SAT_ERR_OUT_OF_MEMORY;
	w->tag = SAT_WORLD_TAG;
	w->fixedCellSize = cell;
	w->freeHead = w->freeTail = -1;
	if (capacity > 0 && !satReserveSlots(w, capacity)) {
		satDestroyWorld(w);
		return SAT_ERR_OUT_OF_MEMORY;
	}
	*out = w;
	return SAT_OK;
}

void satDestroyWorld(satWorld* w)
{
	if (w == NULL || w->tag != SAT_WORLD_TAG) return;
	for (int i = 0; i < w->slotCount; ++i)
		if (!w->bodies[i].pooled) satDestroyShape(w->bodies[i].shape);
	free(w->pool); free(w->spare); free(w->itemBody);
	free(w->bodies); free(w->boxes); free(w->ranges); free(w->live); free(w->large);
	free(w->cellStart); free(w->itemMinX); free(w->itemMinY); free(w->itemMaxX); free(w->itemMaxY);
	free(w->pairA); free(w->pairB); free(w->mtvX); free(w->mtvY);
	*(volatile uint32_t*)&w->tag = 0; // volatile: a plain store before free is removed as dead
	free(w);
}

satError satWorld_AddBody(satWorld* w, const satShape* shape, float x, float y, float angle, int* outId)
{
	if (outId != NULL) *outId = -1;
	satError e = satCheckWorld(w);
	if (e == SAT_OK) e = satCheckShape(shape);
	if (e == SAT_OK && outId == NULL) e = SAT_ERR_NULL;
	if (e == SAT_OK) e = satCheckValue(x);
	if (e == SAT_OK) e = satCheckValue(y);
	if (e == SAT_OK) e = satCheckValue(angle);
	if (e != SAT_OK) return e;
	bool reuse = w->freeHead >= 0;
	if (!reuse && w->slotCount >= SAT_MAX_SLOTS) return SAT_ERR_OUT_OF_MEMORY;
	if (!reuse && !satReserveSlots(w, w->slotCount + 1)) return SAT_ERR_OUT_OF_MEMORY;
	satShape* copy;
	e = satCloneShape(shape, &copy);
	if (e != SAT_OK) return e;
	satShapePlace(copy, 0.0f, 0.0f, angle);
	int slot;
	if (reuse) {
		slot = w->freeHead;
		w->freeHead = w->bodies[slot].nextFree;
		if (w->freeHead < 0) w->freeTail = -1;
	} else {
		slot = w->slotCount++;
		w->bodies[slot].generation = 0;
	}
	satBody* b = &w->bodies[slot];
	b->shape = copy;
	b->x = x;
	b->y = y;
	b->bounds = copy->rotBounds;
	b->reach = copy->reach;
	b->id = slot | (b->generation << SAT_ID_SLOT_BITS);
	b->nextFree = -1;
	b->category = 1u;
	b->mask = ~0u;
	b->isStatic = false;
	b->pooled = false;
	w->bodyCount++;
	*outId = b->id;
	return SAT_OK;
}

satError satWorld_RemoveBody(satWorld* w, int id)
{
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	satBody* b = satFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	int slot = id & SAT_SLOT_MASK;
	if (b->pooled) *(volatile uint32_t*)&b->shape->tag = 0; // its bytes stay in the pool until the next repack
	else satDestroyShape(b->shape);
	b->shape = NULL;
	b->pooled = false;
	b->generation = (b->generation + 1) & SAT_GENERATION_MASK;
	b->nextFree = -1;
	w->bodyCount--;
	if (b->generation == 0) return SAT_OK; // every id of this slot was used: retire it, so none comes back
	if (w->freeTail >= 0) w->bodies[w->freeTail].nextFree = slot; else w->freeHead = slot;
	w->freeTail = slot;
	return SAT_OK;
}

satError satWorld_SetTransform(satWorld* w, int id, float x, float y, float angle)
{
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	satBody* b = satFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	e = satCheckValue(x);
	if (e == SAT_OK) e = satCheckValue(y);
	if (e == SAT_OK) e = satCheckValue(angle);
	if (e != SAT_OK) return e;
	satShapePlace(b->shape, 0.0f, 0.0f, angle);
	b->x = x;
	b->y = y;
	b->bounds = b->shape->rotBounds;
	return SAT_OK;
}

satError satWorld_SetPositions(satWorld* w, const float* xy, int count)
{
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	if (count < 0 || count > w->slotCount) return SAT_ERR_BAD_ARRAY;
	if (count > 0 && xy == NULL) return SAT_ERR_NULL;
	for (int i = 0; i < 2 * count; ++i) {
		e = satCheckValue(xy[i]);
		if (e != SAT_OK) return e;
	}
	for (int i = 0; i < count; ++i) { // free slots take the values too: harmless, and no branch
		w->bodies[i].x = xy[2 * i];
		w->bodies[i].y = xy[2 * i + 1];
	}
	return SAT_OK;
}

satError satWorld_SetStatic(satWorld* w, int id, bool isStatic)
{
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	satBody* b = satFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	b->isStatic = isStatic;
	return SAT_OK;
}

satError satWorld_SetFilter(satWorld* w, int id, unsigned category, unsigned mask)
{
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	satBody* b = satFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	b->category = category;
	b->mask = mask;
	return SAT_OK;
}

static float satExtent(const satAABB* b)
{
	float w = b->maxX - b->minX, h = b->maxY - b->minY;
	return w > h ? w : h;
}

// Touching counts. (The grid tests boxes four at a time in satPairsWithItems; this serves large bodies.)
static bool satBoxesTouch(const satAABB* a, const satAABB* b)
{
	return a->minX <= b->maxX && b->minX <= a->maxX && a->minY <= b->maxY && b->minY <= a->maxY;
}

// Narrow phase for one candidate pair (boxes touching); appends the pair, lower slot first, when the shapes
// intersect.
static bool satTestPair(satWorld* w, const satGridBody* bi, const satGridBody* bj)
{
	if ((bi->id & SAT_SLOT_MASK) > (bj->id & SAT_SLOT_MASK)) {
		const satGridBody* t = bi;
		bi = bj;
		bj = t;
	}
	if (bi->isStatic && bj->isStatic) return true;
	if ((bi->category & bj->mask) == 0 || (bj->category & bi->mask) == 0) return true;
	satVec2 d = { (bj->x - bi->x) - 0.0f, (bj->y - bi->y) - 0.0f }; // as satOverlapShapes, for identical MTVs
	// Bounding circles clearly apart (in double, with a margin): the shapes cannot touch, skip SAT.
	double reach = (double)bi->reach + bj->reach, dx = d.x, dy = d.y;
	if (dx * dx + dy * dy > reach * reach * (1.0 + 1e-5)) return true;
	satOverlap o = satOverlapAt(bi->shape, bj->shape, d);
	if (!o.hit) return true;
	int n = w->pairCount;
	if (n == w->pairCapacity) {
		int cap = w->pairCapacity;
		int capB = cap, capX = cap, capY = cap;
		if (!satGrow((void**)&w->pairA, &cap, n + 1, sizeof(int))) return false;
		if (!satGrow((void**)&w->pairB, &capB, n + 1, sizeof(int))) return false;
		if (!satGrow((void**)&w->mtvX, &capX, n + 1, sizeof(float))) return false;
		if (!satGrow((void**)&w->mtvY, &capY, n + 1, sizeof(float))) return false;
		w->pairCapacity = cap;
	}
	w->pairA[n] = bi->id;
	w->pairB[n] = bj->id;
	satVec2 mtv = satMtvOf(o);
	w->mtvX[n] = mtv.x;
	w->mtvY[n] = mtv.y;
	w->pairCount = n + 1;
	return true;
}

// Cell of a coordinate, in double so that a difference of one cell size never rounds into two cells.
static int satCellCoord(float v, double origin, double inverseCell, int limit)
{
	int c = (int)(((double)v - origin) * inverseCell);
	return c < 0 ? 0 : c > limit ? limit : c;
}

// Pairs of body bi (box b) with the grid items [begin, end), four box tests per compare.
static bool satPairsWithItems(satWorld* w, const satGridBody* bi, const satAABB* b, int begin, int end)
{
	satV4 minX = satV4Splat(b->minX), minY = satV4Splat(b->minY), maxX = satV4Splat(b->maxX), maxY = satV4Splat(b->maxY);
	for (int q = begin; q < end; q += 4) {
		// apart on some axis: their max below our min, or our max below their min (touching counts)
		satV4 apart = satV4Or(satV4Or(satV4Less(satV4Load(w->itemMaxX + q), minX), satV4Less(maxX, satV4Load(w->itemMinX + q))),
			satV4Or(satV4Less(satV4Load(w->itemMaxY + q), minY), satV4Less(maxY, satV4Load(w->itemMinY + q))));
		int touching = ~satV4Bits(apart) & 15;
		if (end - q < 4) touching &= (1 << (end - q)) - 1;
		while (touching != 0) {
			const satGridBody* bj = &w->itemBody[q + __builtin_ctz((unsigned)touching)];
			touching &= touching - 1;
			if (!satTestPair(w, bi, bj)) return false;
		}
	}
	return true;
}

// Copy every live shape into the spare block in the order of the last step's grid (then the rest), and
// swap the blocks. Bodies near each other in the world are then near each other in memory.
static bool satRepackShapes(satWorld* w)
{
	size_t total = 0;
	for (int i = 0; i < w->slotCount; ++i) {
		const satShape* s = w->bodies[i].shape;
		if (s != NULL) total += (satShapeSize(s) + SAT_SHAPE_ALIGN - 1) & ~(size_t)(SAT_SHAPE_ALIGN - 1);
	}
	if (total > w->spareBytes) {
		char* block = malloc(total + SAT_SHAPE_ALIGN);
		if (block == NULL) return false;
		free(w->spare);
		w->spare = block;
		w->spareBytes = total;
	}
	char* base = (char*)(((uintptr_t)w->spare + SAT_SHAPE_ALIGN - 1) & ~(uintptr_t)(SAT_SHAPE_ALIGN - 1));
	size_t used = 0;
	for (int pass = 0; pass < 2; ++pass) { // the last grid order, then bodies not in it (large or new)
		int n = pass == 0 ? w->itemCount : w->slotCount;
		for (int k = 0; k < n; ++k) {
			satBody* b = &w->bodies[pass == 0 ? w->itemBody[k].id & SAT_SLOT_MASK : k];
			if (b->shape == NULL) continue;
			uintptr_t at = (uintptr_t)b->shape;
			if (at >= (uintptr_t)base && at < (uintptr_t)base + used) continue; // copied in the first pass
			size_t size = satShapeSize(b->shape);
			satShape* copy = (satShape*)(base + used);
			memcpy(copy, b->shape, size);
			satShapeRebind(copy);
			if (!b->pooled) satDestroyShape(b->shape);
			b->shape = copy;
			b->pooled = true;
			used += (size + SAT_SHAPE_ALIGN - 1) & ~(size_t)(SAT_SHAPE_ALIGN - 1);
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

static bool satReserveItems(satWorld* w, int count)
{
	if (count <= w->itemCapacity) return true;
	int cap = w->itemCapacity > 0 ? w->itemCapacity : 64;
	while (cap < count) cap *= 2;
	float** arrays[4] = { &w->itemMinX, &w->itemMinY, &w->itemMaxX, &w->itemMaxY };
	for (int k = 0; k < 4; ++k) {
		float* p = realloc(*arrays[k], (size_t)cap * sizeof(float));
		if (p == NULL) return false;
		*arrays[k] = p;
	}
	satGridBody* copies = realloc(w->itemBody, (size_t)cap * sizeof(satGridBody));
	if (copies == NULL) return false;
	w->itemBody = copies;
	w->itemCapacity = cap;
	return true;
}

/*
 * Broad phase: a uniform grid rebuilt every step (bodies move every frame, so a counting sort into cells is
 * cheaper than maintaining a tree). Each body is listed once, in the cell of its box's min corner, and
 * cells are at least as large as the largest body in the grid, so two overlapping bodies sit in the same
 * or adjacent cells: each cell is paired with itself and its 4 forward neighbours (E, SW, S, SE), which
 * meets every pair exactly once. Bodies far larger than the mean (more than SAT_LARGE_FACTOR x) would make
 * every cell large, so they stay out of the grid and walk the cells their box covers instead.
 */
satError satWorld_Collide(satWorld* w, int* outPairCount)
{
	if (outPairCount != NULL) *outPairCount = 0;
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	w->pairCount = 0;
	if (++w->steps % SAT_REPACK_INTERVAL == 1 && !satRepackShapes(w)) return SAT_ERR_OUT_OF_MEMORY;
	int liveCount = 0;
	float minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY, extentSum = 0.0f;
	for (int i = 0; i < w->slotCount; ++i) {
		const satBody* b = &w->bodies[i];
		if (b->shape == NULL) continue;
		// Widened by a few float ulps of the body's coordinates: the narrow phase measures positions relative to
		// each other, and a box rounded in absolute coordinates must not drop a pair that touches there.
		float m = (fabsf(b->x) + fabsf(b->y) + b->reach) * (4.0f * FLT_EPSILON);
		satAABB box = { (b->bounds.minX + b->x) - m, (b->bounds.minY + b->y) - m, (b->bounds.maxX + b->x) + m,
			(b->bounds.maxY + b->y) + m };
		w->boxes[i] = box;
		w->live[liveCount++] = i;
		minX = box.minX < minX ? box.minX : minX;
		minY = box.minY < minY ? box.minY : minY;
		maxX = box.maxX > maxX ? box.maxX : maxX;
		maxY = box.maxY > maxY ? box.maxY : maxY;
		extentSum += satExtent(&box);
	}
	if (liveCount < 2) return SAT_OK;

	// Cell size: the largest extent among the bodies that are not far larger than the mean.
	float largeLimit = w->fixedCellSize > 0.0f ? w->fixedCellSize : SAT_LARGE_FACTOR * extentSum / (float)liveCount;
	float cell = w->fixedCellSize;
	if (cell == 0.0f) {
		for (int k = 0; k < liveCount; ++k) {
			float ext = satExtent(&w->boxes[w->live[k]]);
			if (ext <= largeLimit && ext > cell) cell = ext;
		}
	}
	double width = (double)maxX - minX, height = (double)maxY - minY, size = cell * (1.0 + 1e-4); // margin over the largest
	double cellLimit = 4.0 * liveCount + 1024.0; // bounds memory whatever the spread of the bodies
	if (!(size > 0.0)) size = fmax(fmax(width, height), 1.0);
	if ((width / size + 1.0) * (height / size + 1.0) > cellLimit) size = fmax(width, height) / floor(sqrt(cellLimit) - 1.0);
	int gx = (int)(width / size) + 1, gy = (int)(height / size) + 1, cells = gx * gy;
	double inverseCell = 1.0 / size;
	if (!satGrow((void**)&w->cellStart, &w->cellCapacity, cells + 1, sizeof(int)) ||
		!satReserveItems(w, liveCount + 4))
		return SAT_ERR_OUT_OF_MEMORY;

	// Counting sort by min-corner cell (x0, y0); x1 = -1 marks a body in the grid, else x1, y1 end a large body.
	int largeCount = 0;
	memset(w->cellStart, 0, (size_t)(cells + 1) * sizeof(int));
	for (int k = 0; k < liveCount; ++k) {
		int i = w->live[k];
		const satAABB* box = &w->boxes[i];
		satCellRange r = { satCellCoord(box->minX, minX, inverseCell, gx - 1),
			satCellCoord(box->minY, minY, inverseCell, gy - 1), 0, 0 };
		if (satExtent(box) > size) {
			r.x1 = satCellCoord(box->maxX, minX, inverseCell, gx - 1);
			r.y1 = satCellCoord(box->maxY, minY, inverseCell, gy - 1);
			w->large[largeCount++] = i;
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
		w->itemBody[w->cellStart[r.y0 * gx + r.x0]++] = satGridBodyOf(&w->bodies[i], &w->boxes[i]);
	}
	for (int c = cells; c > 0; --c) w->cellStart[c] = w->cellStart[c - 1];
	w->cellStart[0] = 0;
	w->itemCount = w->cellStart[cells];
	for (int k = 0; k < w->itemCount; ++k) { // in order: cheap, where the fill above writes all over
		const satAABB* box = &w->itemBody[k].box;
		w->itemMinX[k] = box->minX;
		w->itemMinY[k] = box->minY;
		w->itemMaxX[k] = box->maxX;
		w->itemMaxY[k] = box->maxY;
	}
	for (int k = w->cellStart[cells]; k < w->cellStart[cells] + 4; ++k) { // the padding a last group of 4 reads
		w->itemMinX[k] = w->itemMinY[k] = w->itemMaxX[k] = w->itemMaxY[k] = 0.0f;
	}

	for (int cy = 0; cy < gy; ++cy) {
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
				if (!satPairsWithItems(w, body, &body->box, p + 1, eastEnd) ||
					!satPairsWithItems(w, body, &body->box, southBegin, southEnd))
					return SAT_ERR_OUT_OF_MEMORY;
			}
		}
	}
	// A large body walks the cells where a grid body touching it can be listed: its own cell range, widened
	// by one cell towards the min corner. Large bodies are tested against each other directly.
	for (int k = 0; k < largeCount; ++k) {
		int i = w->large[k];
		satCellRange r = w->ranges[i];
		for (int cy = r.y0 > 0 ? r.y0 - 1 : 0; cy <= r.y1; ++cy) {
			int rowStart = cy * gx, x0 = r.x0 > 0 ? r.x0 - 1 : 0;
			satGridBody large = satGridBodyOf(&w->bodies[i], &w->boxes[i]);
			if (!satPairsWithItems(w, &large, &w->boxes[i], w->cellStart[rowStart + x0], w->cellStart[rowStart + r.x1 + 1]))
				return SAT_ERR_OUT_OF_MEMORY;
		}
		for (int m = k + 1; m < largeCount; ++m) {
			int j = w->large[m];
			if (!satBoxesTouch(&w->boxes[i], &w->boxes[j])) continue;
			satGridBody bi = satGridBodyOf(&w->bodies[i], &w->boxes[i]), bj = satGridBodyOf(&w->bodies[j], &w->boxes[j]);
			if (!satTestPair(w, &bi, &bj)) return SAT_ERR_OUT_OF_MEMORY;
		}
	}
	if (outPairCount != NULL) *outPairCount = w->pairCount;
	return SAT_OK;
}

const int* satWorld_GetPairA(const satWorld* w) { return satCheckWorld(w) == SAT_OK ? w->pairA : NULL; }
const int* satWorld_GetPairB(const satWorld* w) { return satCheckWorld(w) == SAT_OK ? w->pairB : NULL; }
const float* satWorld_GetPairMtvX(const satWorld* w) { return satCheckWorld(w) == SAT_OK ? w->mtvX : NULL; }
const float* satWorld_GetPairMtvY(const satWorld* w) { return satCheckWorld(w) == SAT_OK ? w->mtvY : NULL; }
int satWorld_GetPairCapacity(const satWorld* w) { return satCheckWorld(w) == SAT_OK ? w->pairCapacity : 0; }
int satWorld_GetBodyCount(const satWorld* w) { return satCheckWorld(w) == SAT_OK ? w->bodyCount : 0; }
int satWorld_GetSlotCount(const satWorld* w) { return satCheckWorld(w) == SAT_OK ? w->slotCount : 0; }

satError satWorld_GetAABB(const satWorld* w, int id, satAABB* out)
{
	if (out != NULL) *out = (satAABB){ 0, 0, 0, 0 };
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	satBody* b = satFindBody((satWorld*)w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	*out = (satAABB){ b->bounds.minX + b->x, b->bounds.minY + b->y, b->bounds.maxX + b->x, b->bounds.maxY + b->y };
	return SAT_OK;
}
