// A world of bodies: slots with generation-tagged ids; static bodies in a grid built once, moving bodies in a
// uniform grid rebuilt each step; a batched narrow phase that writes every intersecting pair and its MTV into
// flat result arrays.
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
	int staticAt;     ///< a static body's item in the static grid; SAT_STATIC_LOOSE in the loose list; else -1
	bool isStatic;
	bool pooled;      ///< the shape lives in the world's shape pool (else in its own allocation)
} satBody;

#define SAT_STATIC_LOOSE (-2)

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

// Boxes in structure-of-arrays form (padded by 4) with their bodies: what the SIMD box test walks.
typedef struct satBoxArrays {
	const float *minX, *minY, *maxX, *maxY;
	const satGridBody* body;
} satBoxArrays;

// The static bodies: listed once, by the cell of their box's min corner (CSR), with cells as large as the
// largest ordinary static; rebuilt only when many statics changed. Statics added since (and statics far
// larger than the rest) wait in a short loose list tested box by box; removed ones leave an empty box.
typedef struct satStaticGrid {
	double originX, originY, inverseCell, cell;
	float boundMaxX, boundMaxY; ///< where the listed boxes end, so a mover beyond them skips the grid
	int gx, gy;
	int* cellStart;
	float *minX, *minY, *maxX, *maxY;
	satGridBody* body;
	int itemCount, itemCapacity, cellCapacity, dead;
	int* loose;
	int looseCount, looseCapacity, looseAfterBuild;
	int count; ///< static bodies in the world
	bool dirty;
} satStaticGrid;


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
	satStaticGrid statics;
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

// A body's world box for the broad phase, widened by a few float ulps of its coordinates: the narrow phase
// measures positions relative to each other, and a box rounded in absolute coordinates must not drop a pair
// that touches there.
static satAABB satBodyBox(const satBody* b)
{
	float m = (fabsf(b->x) + fabsf(b->y) + b->reach) * (4.0f * FLT_EPSILON);
	return (satAABB){ (b->bounds.minX + b->x) - m, (b->bounds.minY + b->y) - m, (b->bounds.maxX + b->x) + m,
		(b->bounds.maxY + b->y) + m };
}

// Room in the loose list for `more` statics, reserved before a call changes anything (so it cannot fail half way).
static bool satStaticReserve(satWorld* w, int more)
{
	satStaticGrid* g = &w->statics;
	return satGrow((void**)&g->loose, &g->looseCapacity, g->looseCount + more, sizeof(int));
}

// A body that became static (or a static that moved) joins the loose list (room reserved); once the list holds
// more than a small share of the statics, the next step rebuilds the static grid.
static void satStaticInsert(satWorld* w, satBody* b)
{
	satStaticGrid* g = &w->statics;
	g->loose[g->looseCount++] = (int)(b - w->bodies);
	b->staticAt = SAT_STATIC_LOOSE;
	g->count++;
	if (g->looseCount - g->looseAfterBuild > 32 + g->count / 64) g->dirty = true;
}

// A static that is removed, moved or made movable leaves the static structures: its grid item becomes an
// empty box (never touching), or it leaves the loose list.
static void satStaticErase(satWorld* w, satBody* b)
{
	satStaticGrid* g = &w->statics;
	if (b->staticAt >= 0) {
		int k = b->staticAt;
		g->minX[k] = g->minY[k] = INFINITY;
		g->maxX[k] = g->maxY[k] = -INFINITY;
		g->body[k].shape = NULL;
		if (++g->dead > 32 + g->itemCount / 2) g->dirty = true;
	} else if (b->staticAt == SAT_STATIC_LOOSE) {
		int slot = (int)(b - w->bodies), k = 0;
		while (g->loose[k] != slot) ++k;
		g->loose[k] = g->loose[--g->looseCount];
		if (k < g->looseAfterBuild) g->looseAfterBuild--; // the rebuild threshold counts statics added since
	}
	b->staticAt = -1;
	g->count--;
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
	satStaticGrid* g = &w->statics;
	free(g->cellStart); free(g->minX); free(g->minY); free(g->maxX); free(g->maxY); free(g->body); free(g->loose);
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
	b->staticAt = -1;
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
	if (b->isStatic) satStaticErase(w, b);
	b->isStatic = false;
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
	bool movesStatic = b->isStatic && (x != b->x || y != b->y || angle != b->shape->xf.angle);
	if (movesStatic && !satStaticReserve(w, 1)) return SAT_ERR_OUT_OF_MEMORY;
	if (movesStatic) satStaticErase(w, b);
	satShapePlace(b->shape, 0.0f, 0.0f, angle);
	b->x = x;
	b->y = y;
	b->bounds = b->shape->rotBounds;
	if (movesStatic) satStaticInsert(w, b);
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
	int movedStatics = 0;
	if (w->statics.count > 0) {
		for (int i = 0; i < count; ++i) {
			const satBody* b = &w->bodies[i];
			movedStatics += b->isStatic && (b->x != xy[2 * i] || b->y != xy[2 * i + 1]);
		}
		if (!satStaticReserve(w, movedStatics)) return SAT_ERR_OUT_OF_MEMORY;
	}
	for (int i = 0; i < count; ++i) { // free slots take the values too: harmless, and no branch
		satBody* b = &w->bodies[i];
		bool moves = movedStatics > 0 && b->isStatic && (b->x != xy[2 * i] || b->y != xy[2 * i + 1]);
		if (moves) satStaticErase(w, b);
		b->x = xy[2 * i];
		b->y = xy[2 * i + 1];
		if (moves) satStaticInsert(w, b);
	}
	return SAT_OK;
}

satError satWorld_SetStatic(satWorld* w, int id, bool isStatic)
{
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	satBody* b = satFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	if (b->isStatic == isStatic) return SAT_OK;
	if (isStatic) {
		if (!satStaticReserve(w, 1)) return SAT_ERR_OUT_OF_MEMORY;
		if (b->pooled) { // statics keep their shape where it is: the pool is rewritten every few steps
			satShape* own;
			e = satCloneShape(b->shape, &own);
			if (e != SAT_OK) return e;
			b->shape = own;
			b->pooled = false;
		}
		b->isStatic = true;
		satStaticInsert(w, b);
	} else {
		satStaticErase(w, b);
		b->isStatic = false;
	}
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
	if (b->staticAt >= 0) {
		w->statics.body[b->staticAt].category = category;
		w->statics.body[b->staticAt].mask = mask;
	}
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
static int satCellCoord(double v, double origin, double inverseCell, int limit)
{
	int c = (int)((v - origin) * inverseCell);
	return c < 0 ? 0 : c > limit ? limit : c;
}

// Pairs of body bi (box b) with the items [begin, end) of a box list, four box tests per compare.
static bool satPairsWithItems(satWorld* w, const satGridBody* bi, const satAABB* b, const satBoxArrays* items,
	int begin, int end)
{
	satV4 minX = satV4Splat(b->minX), minY = satV4Splat(b->minY), maxX = satV4Splat(b->maxX), maxY = satV4Splat(b->maxY);
	for (int q = begin; q < end; q += 4) {
		// apart on some axis: their max below our min, or our max below their min (touching counts)
		satV4 apart = satV4Or(satV4Or(satV4Less(satV4Load(items->maxX + q), minX), satV4Less(maxX, satV4Load(items->minX + q))),
			satV4Or(satV4Less(satV4Load(items->maxY + q), minY), satV4Less(maxY, satV4Load(items->minY + q))));
		int touching = ~satV4Bits(apart) & 15;
		if (end - q < 4) touching &= (1 << (end - q)) - 1;
		while (touching != 0) {
			const satGridBody* bj = &items->body[q + __builtin_ctz((unsigned)touching)];
			touching &= touching - 1;
			if (!satTestPair(w, bi, bj)) return false;
		}
	}
	return true;
}

// Copy every moving body's shape into the spare block in the order of the last step's grid (then the rest), and
// swap the blocks. Bodies near each other in the world are then near each other in memory.
static bool satRepackShapes(satWorld* w)
{
	size_t total = 0;
	for (int i = 0; i < w->slotCount; ++i) {
		const satShape* s = w->bodies[i].shape;
		if (s != NULL && !w->bodies[i].isStatic) total += (satShapeSize(s) + SAT_SHAPE_ALIGN - 1) & ~(size_t)(SAT_SHAPE_ALIGN - 1);
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

// Room for count boxes (and their bodies) in a box list's arrays; all or nothing.
static bool satReserveBoxes(float** minX, float** minY, float** maxX, float** maxY, satGridBody** body,
	int* capacity, int count)
{
	if (count <= *capacity) return true;
	int cap = *capacity > 0 ? *capacity : 64;
	while (cap < count) cap *= 2;
	float** arrays[4] = { minX, minY, maxX, maxY };
	for (int k = 0; k < 4; ++k) {
		float* p = realloc(*arrays[k], (size_t)cap * sizeof(float));
		if (p == NULL) return false;
		*arrays[k] = p;
	}
	satGridBody* copies = realloc(*body, (size_t)cap * sizeof(satGridBody));
	if (copies == NULL) return false;
	*body = copies;
	*capacity = cap;
	return true;
}

// Copy the boxes of bodies [0, count) into the structure-of-arrays form, then 4 empty boxes of padding.
static void satFillBoxArrays(float* minX, float* minY, float* maxX, float* maxY, const satGridBody* body, int count)
{
	for (int k = 0; k < count; ++k) { // in order: cheap, where a counting-sort fill writes all over
		minX[k] = body[k].box.minX;
		minY[k] = body[k].box.minY;
		maxX[k] = body[k].box.maxX;
		maxY[k] = body[k].box.maxY;
	}
	for (int k = count; k < count + 4; ++k) {
		minX[k] = minY[k] = INFINITY;
		maxX[k] = maxY[k] = -INFINITY;
	}
}

// Grid size for `count` boxes spanning width x height with cells of at least `cell`: cells grow when there
// would be more than 4 per box (plus 1024), which bounds memory whatever the spread of the bodies.
static double satGridCell(double cell, double width, double height, int count, int* gx, int* gy)
{
	double size = cell * (1.0 + 1e-4), cellLimit = 4.0 * count + 1024.0; // a margin over the largest box
	if (!(size > 0.0)) size = fmax(fmax(width, height), 1.0);
	if ((width / size + 1.0) * (height / size + 1.0) > cellLimit) size = fmax(width, height) / floor(sqrt(cellLimit) - 1.0);
	*gx = (int)(width / size) + 1;
	*gy = (int)(height / size) + 1;
	return size;
}

/*
 * The static grid, built from every static body: each ordinary static is listed once, in the cell of its
 * box's min corner, with cells as large as the largest ordinary static; statics far larger than the mean go to
 * the loose list for good. A moving body finds every static it may touch in the rows of cells its box covers,
 * widened by one cell towards the min corner, and each row's cells are one run of items in memory.
 */
static bool satStaticRebuild(satWorld* w)
{
	satStaticGrid* g = &w->statics;
	int n = 0;
	double extentSum = 0.0;
	for (int i = 0; i < w->slotCount; ++i) {
		satBody* b = &w->bodies[i];
		if (b->shape == NULL || !b->isStatic) continue;
		w->boxes[i] = satBodyBox(b);
		w->live[n++] = i;
		extentSum += satExtent(&w->boxes[i]);
	}
	if (!satGrow((void**)&g->loose, &g->looseCapacity, n + 1, sizeof(int))) return false;
	g->looseCount = 0;
	g->itemCount = 0;
	float largeLimit = n > 0 ? SAT_LARGE_FACTOR * (float)(extentSum / n) : 0.0f, cell = 0.0f;
	float minX = 0.0f, minY = 0.0f, maxX = 0.0f, maxY = 0.0f;
	for (int k = 0, ordinary = 0; k < n; ++k) {
		const satAABB* box = &w->boxes[w->live[k]];
		float ext = satExtent(box);
		if (ext > largeLimit) continue;
		cell = ext > cell ? ext : cell;
		bool first = ordinary++ == 0;
		minX = first ? box->minX : satMinF(minX, box->minX);
		minY = first ? box->minY : satMinF(minY, box->minY);
		maxX = first ? box->maxX : satMaxF(maxX, box->maxX);
		maxY = first ? box->maxY : satMaxF(maxY, box->maxY);
	}
	int gx = 1, gy = 1;
	double size = satGridCell(cell, (double)maxX - minX, (double)maxY - minY, n, &gx, &gy), inverseCell = 1.0 / size;
	int cells = gx * gy;
	if (!satGrow((void**)&g->cellStart, &g->cellCapacity, cells + 1, sizeof(int)) ||
		!satReserveBoxes(&g->minX, &g->minY, &g->maxX, &g->maxY, &g->body, &g->itemCapacity, n + 4))
		return false;
	memset(g->cellStart, 0, (size_t)(cells + 1) * sizeof(int));
	for (int k = 0; k < n; ++k) { // counting sort by min-corner cell; the large go loose
		int i = w->live[k];
		const satAABB* box = &w->boxes[i];
		if (satExtent(box) > largeLimit) {
			g->loose[g->looseCount++] = i;
			w->bodies[i].staticAt = SAT_STATIC_LOOSE;
			w->ranges[i].x1 = 0; // not in the grid
			continue;
		}
		satCellRange r = { satCellCoord(box->minX, minX, inverseCell, gx - 1), satCellCoord(box->minY, minY, inverseCell, gy - 1), -1, 0 };
		w->ranges[i] = r;
		g->cellStart[r.y0 * gx + r.x0 + 1]++;
	}
	for (int c = 0; c < cells; ++c) g->cellStart[c + 1] += g->cellStart[c];
	for (int k = 0; k < n; ++k) {
		int i = w->live[k];
		satCellRange r = w->ranges[i];
		if (r.x1 >= 0) continue;
		int at = g->cellStart[r.y0 * gx + r.x0]++;
		g->body[at] = satGridBodyOf(&w->bodies[i], &w->boxes[i]);
		w->bodies[i].staticAt = at;
	}
	for (int c = cells; c > 0; --c) g->cellStart[c] = g->cellStart[c - 1];
	g->cellStart[0] = 0;
	g->itemCount = g->cellStart[cells];
	satFillBoxArrays(g->minX, g->minY, g->maxX, g->maxY, g->body, g->itemCount);
	g->originX = minX;
	g->originY = minY;
	g->inverseCell = inverseCell;
	g->cell = size;
	g->boundMaxX = maxX;
	g->boundMaxY = maxY;
	g->gx = gx;
	g->gy = gy;
	g->dead = 0;
	g->looseAfterBuild = g->looseCount;
	g->count = n;
	g->dirty = false;
	return true;
}

// Pairs of a moving body with the statics: the loose list box by box, then the rows of the static grid.
static bool satStaticPairs(satWorld* w, const satGridBody* m)
{
	const satStaticGrid* g = &w->statics;
	const satAABB* box = &m->box;
	for (int k = 0; k < g->looseCount; ++k) {
		const satBody* s = &w->bodies[g->loose[k]];
		satAABB sb = satBodyBox(s);
		if (!satBoxesTouch(box, &sb)) continue;
		satGridBody sg = satGridBodyOf(s, &sb);
		if (!satTestPair(w, m, &sg)) return false;
	}
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
 * Broad phase for the moving bodies: a uniform grid rebuilt every step (they move every frame, so a counting
 * sort into cells is cheaper than maintaining a tree). Each is listed once, in the cell of its box's min
 * corner, and cells are at least as large as the largest moving body in the grid, so two overlapping bodies
 * sit in the same or adjacent cells: each cell is paired with itself and its 4 forward neighbours (E, SW, S,
 * SE), which meets every pair exactly once. Bodies far larger than the mean (more than SAT_LARGE_FACTOR x)
 * would make every cell large, so they stay out of the grid and walk the cells their box covers instead.
 * Then each moving body queries the static grid, which is rebuilt only when many statics changed.
 */
satError satWorld_Collide(satWorld* w, int* outPairCount)
{
	if (outPairCount != NULL) *outPairCount = 0;
	satError e = satCheckWorld(w);
	if (e != SAT_OK) return e;
	w->pairCount = 0;
	if (++w->steps % SAT_REPACK_INTERVAL == 1 && !satRepackShapes(w)) return SAT_ERR_OUT_OF_MEMORY;
	if (w->statics.dirty && !satStaticRebuild(w)) return SAT_ERR_OUT_OF_MEMORY;
	int liveCount = 0;
	float minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY, extentSum = 0.0f;
	for (int i = 0; i < w->slotCount; ++i) {
		const satBody* b = &w->bodies[i];
		if (b->shape == NULL || b->isStatic) continue;
		satAABB box = satBodyBox(b);
		w->boxes[i] = box;
		w->live[liveCount++] = i;
		minX = box.minX < minX ? box.minX : minX;
		minY = box.minY < minY ? box.minY : minY;
		maxX = box.maxX > maxX ? box.maxX : maxX;
		maxY = box.maxY > maxY ? box.maxY : maxY;
		extentSum += satExtent(&box);
	}
	w->itemCount = 0;
	if (liveCount == 0) return SAT_OK;

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
	if (!satGrow((void**)&w->cellStart, &w->cellCapacity, cells + 1, sizeof(int)) ||
		!satReserveBoxes(&w->itemMinX, &w->itemMinY, &w->itemMaxX, &w->itemMaxY, &w->itemBody, &w->itemCapacity,
			liveCount + 4))
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
	satFillBoxArrays(w->itemMinX, w->itemMinY, w->itemMaxX, w->itemMaxY, w->itemBody, w->itemCount);

	satBoxArrays items = { w->itemMinX, w->itemMinY, w->itemMaxX, w->itemMaxY, w->itemBody };
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
				if (!satPairsWithItems(w, body, &body->box, &items, p + 1, eastEnd) ||
					!satPairsWithItems(w, body, &body->box, &items, southBegin, southEnd))
					return SAT_ERR_OUT_OF_MEMORY;
			}
		}
	}
	// A large body walks the cells where a grid body touching it can be listed: its own cell range, widened
	// by one cell towards the min corner. Large bodies are tested against each other directly.
	for (int k = 0; k < largeCount; ++k) {
		int i = w->large[k];
		satCellRange r = w->ranges[i];
		satGridBody large = satGridBodyOf(&w->bodies[i], &w->boxes[i]);
		for (int cy = r.y0 > 0 ? r.y0 - 1 : 0; cy <= r.y1; ++cy) {
			int rowStart = cy * gx, x0 = r.x0 > 0 ? r.x0 - 1 : 0;
			if (!satPairsWithItems(w, &large, &w->boxes[i], &items, w->cellStart[rowStart + x0], w->cellStart[rowStart + r.x1 + 1]))
				return SAT_ERR_OUT_OF_MEMORY;
		}
		for (int m = k + 1; m < largeCount; ++m) {
			int j = w->large[m];
			if (!satBoxesTouch(&w->boxes[i], &w->boxes[j])) continue;
			satGridBody bi = large, bj = satGridBodyOf(&w->bodies[j], &w->boxes[j]);
			if (!satTestPair(w, &bi, &bj)) return SAT_ERR_OUT_OF_MEMORY;
		}
	}
	if (w->statics.count > 0) { // every moving body against the statics, in grid order (near ones together)
		for (int k = 0; k < w->itemCount; ++k)
			if (!satStaticPairs(w, &w->itemBody[k])) return SAT_ERR_OUT_OF_MEMORY;
		for (int k = 0; k < largeCount; ++k) {
			int i = w->large[k];
			satGridBody large = satGridBodyOf(&w->bodies[i], &w->boxes[i]);
			if (!satStaticPairs(w, &large)) return SAT_ERR_OUT_OF_MEMORY;
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
