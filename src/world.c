// A world of bodies: slots with generation-tagged ids, a uniform-grid broad phase rebuilt each step, and a
// batched narrow phase that writes every intersecting pair and its MTV into flat result arrays.
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sat_internal.h"

#define SAT_WORLD_TAG 0x53415457u
#define SAT_SLOT_MASK ((1 << SAT_ID_SLOT_BITS) - 1)
#define SAT_MAX_SLOTS (1 << SAT_ID_SLOT_BITS)
#define SAT_GENERATION_MASK ((1 << (31 - SAT_ID_SLOT_BITS)) - 1)
// A body covering more grid cells than this stays out of the grid and walks the cells it covers, so one
// huge body does not fill thousands of cells.
#define SAT_MAX_CELLS_PER_BODY 16

typedef struct satBody {
	float x, y;       ///< position, kept here (not in the shape) so moving bodies touches one array
	satAABB bounds;   ///< the shape's rotated bounds around the position
	satShape* shape; ///< the world's own copy; NULL for a free slot
	int id;
	int generation;
	int nextFree;
	unsigned category, mask;
	bool isStatic;
} satBody;

typedef struct satCellRange { int x0, y0, x1, y1; } satCellRange;

// A body's entry in a grid cell, with what the pair loop reads, so the loop walks memory in order.
typedef struct satGridItem {
	satAABB box;
	int slot;
	int firstX, firstY; ///< the body's min cell
} satGridItem;

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
	satGridItem* cellItems;
	int cellCapacity, itemCapacity;
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
	for (int i = 0; i < w->slotCount; ++i) satDestroyShape(w->bodies[i].shape);
	free(w->bodies); free(w->boxes); free(w->ranges); free(w->live); free(w->large);
	free(w->cellStart); free(w->cellItems);
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
	b->id = slot | (b->generation << SAT_ID_SLOT_BITS);
	b->nextFree = -1;
	b->category = 1u;
	b->mask = ~0u;
	b->isStatic = false;
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
	satDestroyShape(b->shape);
	b->shape = NULL;
	b->generation = (b->generation + 1) & SAT_GENERATION_MASK;
	b->nextFree = -1;
	if (w->freeTail >= 0) w->bodies[w->freeTail].nextFree = slot; else w->freeHead = slot;
	w->freeTail = slot;
	w->bodyCount--;
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

static bool satBoxesTouch(const satAABB* a, const satAABB* b)
{
	return a->minX <= b->maxX && b->minX <= a->maxX && a->minY <= b->maxY && b->minY <= a->maxY;
}

// Narrow phase for one candidate pair (slots i < j, boxes touching); appends the pair when the shapes intersect.
static bool satTestPair(satWorld* w, int i, int j)
{
	const satBody* bi = &w->bodies[i];
	const satBody* bj = &w->bodies[j];
	if (bi->isStatic && bj->isStatic) return true;
	if ((bi->category & bj->mask) == 0 || (bj->category & bi->mask) == 0) return true;
	satVec2 d = { (bj->x - bi->x) - 0.0f, (bj->y - bi->y) - 0.0f }; // as satOverlapShapes, for identical MTVs
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

static int satCellCoord(float v, float origin, float inverseCell, int limit)
{
	int c = (int)((v - origin) * inverseCell);
	return c < 0 ? 0 : c > limit ? limit : c;
}

/*
 * Broad phase: a uniform grid rebuilt every step (bodies move every frame, so rebuilding by counting sort
 * is cheaper than maintaining a tree). Cell size = 2 x the mean body extent unless fixed. Each body is
 * listed in the cells its box covers; a pair sharing several cells is tested only in the first cell both
 * cover (the max of their min cells), so it is reported once. Bodies covering more than
 * SAT_MAX_CELLS_PER_BODY cells stay out of the grid and walk the cells they cover instead.
 */
satError satWorld_Collide(satWorld* w, int* outPairCount)
{
	if (outPairCount != NULL) *outPairCount = 0;
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	w->pairCount = 0;
	int liveCount = 0;
	float minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY, extentSum = 0.0f;
	for (int i = 0; i < w->slotCount; ++i) {
		const satBody* b = &w->bodies[i];
		if (b->shape == NULL) continue;
		satAABB box = { b->bounds.minX + b->x, b->bounds.minY + b->y, b->bounds.maxX + b->x, b->bounds.maxY + b->y };
		w->boxes[i] = box;
		w->live[liveCount++] = i;
		minX = box.minX < minX ? box.minX : minX;
		minY = box.minY < minY ? box.minY : minY;
		maxX = box.maxX > maxX ? box.maxX : maxX;
		maxY = box.maxY > maxY ? box.maxY : maxY;
		float ext = box.maxX - box.minX > box.maxY - box.minY ? box.maxX - box.minX : box.maxY - box.minY;
		extentSum += ext;
	}
	if (liveCount < 2) {
		if (outPairCount != NULL) *outPairCount = 0;
		return SAT_OK;
	}
	double width = (double)maxX - minX, height = (double)maxY - minY;
	double cell = w->fixedCellSize > 0.0f ? w->fixedCellSize : 2.0 * extentSum / liveCount;
	double cellLimit = 4.0 * liveCount + 1024.0; // bounds memory whatever the spread of the bodies
	if (!(cell > 0.0)) cell = 1.0;
	if ((width / cell + 1.0) * (height / cell + 1.0) > cellLimit)
		cell = fmax(width, height) / floor(sqrt(cellLimit) - 1.0);
	int gx = (int)(width / cell) + 1, gy = (int)(height / cell) + 1;
	float inverseCell = (float)(1.0 / cell);
	int cells = gx * gy;

	int items = 0, largeCount = 0;
	for (int k = 0; k < liveCount; ++k) {
		int i = w->live[k];
		const satAABB* box = &w->boxes[i];
		satCellRange r = { satCellCoord(box->minX, minX, inverseCell, gx - 1),
			satCellCoord(box->minY, minY, inverseCell, gy - 1), satCellCoord(box->maxX, minX, inverseCell, gx - 1),
			satCellCoord(box->maxY, minY, inverseCell, gy - 1) };
		int covered = (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1);
		if (covered > SAT_MAX_CELLS_PER_BODY) {
			w->large[largeCount++] = i; // kept out of the grid; its range stays in ranges[i]
		} else {
			items += covered;
		}
		w->ranges[i] = r;
	}
	if (!satGrow((void**)&w->cellStart, &w->cellCapacity, cells + 1, sizeof(int)) ||
		!satGrow((void**)&w->cellItems, &w->itemCapacity, items, sizeof(satGridItem)))
		return SAT_ERR_OUT_OF_MEMORY;

	memset(w->cellStart, 0, (size_t)(cells + 1) * sizeof(int));
	for (int k = 0; k < liveCount; ++k) {
		satCellRange r = w->ranges[w->live[k]];
		if ((r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1) > SAT_MAX_CELLS_PER_BODY) continue;
		for (int y = r.y0; y <= r.y1; ++y)
			for (int x = r.x0; x <= r.x1; ++x) w->cellStart[y * gx + x + 1]++;
	}
	for (int c = 0; c < cells; ++c) w->cellStart[c + 1] += w->cellStart[c];
	for (int k = 0; k < liveCount; ++k) { // fill in slot order; cellStart[c] ends as the start of cell c + 1
		int i = w->live[k];
		satCellRange r = w->ranges[i];
		if ((r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1) > SAT_MAX_CELLS_PER_BODY) continue;
		satGridItem item = { w->boxes[i], i, r.x0, r.y0 };
		for (int y = r.y0; y <= r.y1; ++y)
			for (int x = r.x0; x <= r.x1; ++x) w->cellItems[w->cellStart[y * gx + x]++] = item;
	}
	for (int c = cells; c > 0; --c) w->cellStart[c] = w->cellStart[c - 1];
	w->cellStart[0] = 0;

	for (int cy = 0; cy < gy; ++cy) {
		for (int cx = 0; cx < gx; ++cx) {
			int c = cy * gx + cx, begin = w->cellStart[c], end = w->cellStart[c + 1];
			for (int p = begin; p < end; ++p) {
				const satGridItem* ip = &w->cellItems[p];
				for (int q = p + 1; q < end; ++q) {
					const satGridItem* iq = &w->cellItems[q];
					int firstX = ip->firstX > iq->firstX ? ip->firstX : iq->firstX;
					int firstY = ip->firstY > iq->firstY ? ip->firstY : iq->firstY;
					if (firstX != cx || firstY != cy || !satBoxesTouch(&ip->box, &iq->box)) continue;
					if (!satTestPair(w, ip->slot, iq->slot)) return SAT_ERR_OUT_OF_MEMORY;
				}
			}
		}
	}
	// A large body walks the cells it covers; a grid body met in several of them is tested only in the
	// first cell both cover. Large bodies are tested against each other directly.
	for (int k = 0; k < largeCount; ++k) {
		int i = w->large[k];
		satCellRange ri = w->ranges[i];
		for (int cy = ri.y0; cy <= ri.y1; ++cy) {
			for (int cx = ri.x0; cx <= ri.x1; ++cx) {
				int c = cy * gx + cx;
				for (int p = w->cellStart[c]; p < w->cellStart[c + 1]; ++p) {
					const satGridItem* it = &w->cellItems[p];
					int firstX = it->firstX > ri.x0 ? it->firstX : ri.x0, firstY = it->firstY > ri.y0 ? it->firstY : ri.y0;
					if (firstX != cx || firstY != cy || !satBoxesTouch(&w->boxes[i], &it->box)) continue;
					int j = it->slot;
					if (!(i < j ? satTestPair(w, i, j) : satTestPair(w, j, i))) return SAT_ERR_OUT_OF_MEMORY;
				}
			}
		}
		for (int m = k + 1; m < largeCount; ++m) {
			int j = w->large[m];
			if (!satBoxesTouch(&w->boxes[i], &w->boxes[j])) continue;
			if (!(i < j ? satTestPair(w, i, j) : satTestPair(w, j, i))) return SAT_ERR_OUT_OF_MEMORY;
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
