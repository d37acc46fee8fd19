// A world of bodies: slots with generation-tagged ids; static bodies in a grid built once, moving bodies in a
// uniform grid rebuilt each step; a batched narrow phase that writes every intersecting pair and its MTV into
// flat result arrays.
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sat_internal.h"
#include "sat_math.h"

#include "world_internal.h"

static satGridBody satGridBodyOf(const satWorld* w, const satBody* b, const satAABB* box)
{
	// A dynamic body reaches further: its bounding circle must meet those of the bodies it may have near pairs with.
	float reach = b->reach + (b->type == SAT_BODY_DYNAMIC ? w->speculativeDistance : 0.0f);
	return (satGridBody){ *box, b->shape, b->x, b->y, reach, b->id, b->category, b->mask };
}

bool satWorldGrow(void** p, int* capacity, int needed, size_t elementSize)
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

satError satWorldCheck(const satWorld* w)
{
	if (w == NULL) return SAT_ERR_NULL;
	return w->tag == SAT_WORLD_TAG ? SAT_OK : SAT_ERR_BAD_HANDLE;
}

satBody* satWorldFindBody(const satWorld* w, int id)
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
	void* p[14] = { realloc(w->boxes, (size_t)cap * sizeof(satAABB)),
		realloc(w->ranges, (size_t)cap * sizeof(satCellRange)), realloc(w->live, (size_t)cap * sizeof(int)),
		realloc(w->large, (size_t)cap * sizeof(int)), realloc(w->changedStatics, (size_t)cap * sizeof(int)),
		realloc(w->movers, (size_t)cap * sizeof(int)), realloc(w->transforms, (size_t)cap * 3 * sizeof(float)),
		realloc(w->separations, (size_t)cap * sizeof(satVec2)),
		realloc(w->physics, (size_t)cap * sizeof(satBodyPhysics)), realloc(w->islandParent, (size_t)cap * sizeof(int)),
		realloc(w->islandSleep, (size_t)cap * sizeof(float)), realloc(w->awakeMovers, (size_t)cap * sizeof(int)),
		realloc(w->edgeMasks, (size_t)cap * sizeof(satEdgeMask)),
		realloc(w->oneWayStarts, (size_t)cap * sizeof(satOneWayStart)) };
	if (p[0]) w->boxes = p[0];
	if (p[1]) w->ranges = p[1];
	if (p[2]) w->live = p[2];
	if (p[3]) w->large = p[3];
	if (p[4]) w->changedStatics = p[4];
	if (p[5]) w->movers = p[5];
	if (p[6]) w->transforms = p[6];
	if (p[7]) w->separations = p[7];
	if (p[8]) w->physics = p[8];
	if (p[9]) w->islandParent = p[9];
	if (p[10]) w->islandSleep = p[10];
	if (p[11]) w->awakeMovers = p[11];
	if (p[12]) w->edgeMasks = p[12];
	if (p[13]) w->oneWayStarts = p[13];
	for (int k = 0; k < 14; ++k)
		if (p[k] == NULL) return false;
	w->slotCapacity = cap;
	return true;
}

static bool satReserveBoxes(
	float** minX, float** minY, float** maxX, float** maxY, satGridBody** body, int* capacity, int count);

// Room in a loose list for `more` members, reserved before a call changes anything (so it cannot fail half way).
static bool satStillReserve(satStillGrid* g, int more)
{
	return satReserveBoxes(&g->looseMinX, &g->looseMinY, &g->looseMaxX, &g->looseMaxY, &g->looseBody, &g->looseCapacity,
		g->looseCount + more + 4);
}

// Loose member k is body (box, record); the 4 entries after the last are empty boxes for the SIMD test.
static void satLooseSet(satStillGrid* g, int k, const satGridBody* body)
{
	g->looseMinX[k] = body->box.minX;
	g->looseMinY[k] = body->box.minY;
	g->looseMaxX[k] = body->box.maxX;
	g->looseMaxY[k] = body->box.maxY;
	g->looseBody[k] = *body;
}

static void satLoosePad(satStillGrid* g)
{
	for (int k = g->looseCount; k < g->looseCount + 4; ++k) {
		g->looseMinX[k] = g->looseMinY[k] = INFINITY;
		g->looseMaxX[k] = g->looseMaxY[k] = -INFINITY;
	}
}

// A body joins a still grid's loose list (room reserved); once the list holds more than a small share of the
// members, the next step rebuilds that grid.
static void satStillInsert(const satWorld* w, satStillGrid* g, satBody* b)
{
	satAABB box = satWorldBodyBox(w, b);
	satGridBody body = satGridBodyOf(w, b, &box);
	satLooseSet(g, g->looseCount++, &body);
	satLoosePad(g);
	b->gridAt = SAT_LOOSE;
	g->count++;
	if (g->looseCount - g->looseAfterBuild > 32 + g->count / 64 || g->queryBuilt) g->dirty = true;
}

// A body leaves a still grid: its item becomes an empty box (never touching), or it leaves the loose list.
static void satStillErase(satStillGrid* g, satBody* b)
{
	if (b->gridAt >= 0) {
		int k = b->gridAt;
		g->minX[k] = g->minY[k] = INFINITY;
		g->maxX[k] = g->maxY[k] = -INFINITY;
		g->body[k].shape = NULL;
		if (++g->dead > 32 + g->itemCount / 2) g->dirty = true;
	} else if (b->gridAt == SAT_LOOSE) {
		int k = 0;
		while (g->looseBody[k].id != b->id) ++k;
		--g->looseCount;
		satLooseSet(g, k, &g->looseBody[g->looseCount]);
		satLoosePad(g);
		if (k < g->looseAfterBuild) g->looseAfterBuild--; // the rebuild threshold counts members added since
	}
	b->gridAt = -1;
	g->count--;
	g->dirty |= g->queryBuilt;
}

static size_t satPooledSize(const satShape* s)
{
	return (satShapeSize(s) + SAT_SHAPE_ALIGN - 1) & ~(size_t)(SAT_SHAPE_ALIGN - 1);
}

static void satMoverAdd(satWorld* w, satBody* b)
{
	w->moverCategories |= b->category;
	w->moverShapeBytes += satPooledSize(b->shape);
	b->moverAt = w->moverCount;
	w->movers[w->moverCount++] = (int)(b - w->bodies);
}

static void satMoverRemove(satWorld* w, satBody* b)
{
	w->moverCategoriesStale = true;
	w->moverShapeBytes -= satPooledSize(b->shape);
	int last = w->movers[--w->moverCount];
	w->movers[b->moverAt] = last;
	w->bodies[last].moverAt = b->moverAt;
	b->moverAt = -1;
}

// A static changed: its pairs with resting bodies are found anew at the next step.
static void satStaticChanged(satWorld* w, satBody* b)
{
	b->changed = true;
	if (b->listed) return;
	b->listed = true;
	w->changedStatics[w->changedStaticCount++] = (int)(b - w->bodies);
}

// A static's place changed (added, moved, removed): the statics there find their internal edges again.
static void satEdgesDirty(satWorld* w, const satBody* b)
{
	if (w->edgeDirtyCount == SAT_EDGE_DIRTY_MAX) {
		w->edgesAllDirty = true;
		return;
	}
	w->edgeDirty[w->edgeDirtyCount++] = satWorldBodyBox(w, b);
}

void satWorldSensorChanged(satWorld* w, const satBody* b)
{
	if (b->isStatic) satEdgesDirty(w, b);
}

// The still grid a body is in, or NULL.
static satStillGrid* satStillGridOf(satWorld* w, const satBody* b)
{
	return b->isStatic ? &w->statics : b->resting ? &w->resting : NULL;
}

// What makes two shapes the same: every byte but the tag and the pointers into the shape's own storage.
#define SAT_SHAPE_HEAD_BEGIN offsetof(satShape, partCount)
#define SAT_SHAPE_HEAD_END offsetof(satShape, localX)
#define SAT_SHAPE_TAIL_BEGIN offsetof(satShape, aligned)

// A word at a time (both ranges are whole words): a level's thousands of statics are hashed as they are added.
static uint32_t satHashWords(uint32_t h, const unsigned char* p, size_t begin, size_t end)
{
	for (size_t k = begin; k + 4 <= end; k += 4) {
		uint32_t v;
		memcpy(&v, p + k, 4);
		h = (h ^ v) * 0x9E3779B1u;
		h ^= h >> 15;
	}
	return h;
}

static uint32_t satShapeHash(const satShape* s)
{
	const unsigned char* p = (const unsigned char*)s;
	uint32_t h = satHashWords(2166136261u, p, SAT_SHAPE_HEAD_BEGIN, SAT_SHAPE_HEAD_END);
	return satHashWords(h, p, SAT_SHAPE_TAIL_BEGIN, satShapeSize(s));
}

static bool satShapesSame(const satShape* a, const satShape* b)
{
	const char *p = (const char*)a, *q = (const char*)b;
	size_t size = satShapeSize(a);
	return size == satShapeSize(b) &&
		memcmp(p + SAT_SHAPE_HEAD_BEGIN, q + SAT_SHAPE_HEAD_BEGIN, SAT_SHAPE_HEAD_END - SAT_SHAPE_HEAD_BEGIN) == 0 &&
		memcmp(p + SAT_SHAPE_TAIL_BEGIN, q + SAT_SHAPE_TAIL_BEGIN, size - SAT_SHAPE_TAIL_BEGIN) == 0;
}

// The shared-shape table at twice the size (16 entries at first); false when out of memory, the table unchanged.
static bool satGrowShares(satWorld* w)
{
	int capacity = w->shareCapacity > 0 ? 2 * w->shareCapacity : 16;
	satShapeShare* table = calloc((size_t)capacity, sizeof(satShapeShare));
	if (table == NULL) return false;
	unsigned mask = (unsigned)capacity - 1;
	for (int k = 0; k < w->shareCapacity; ++k) {
		if (w->shares[k].shape == NULL) continue;
		unsigned at = w->shares[k].hash & mask;
		while (table[at].shape != NULL) at = (at + 1) & mask;
		table[at] = w->shares[k];
	}
	free(w->shares);
	w->shares = table;
	w->shareCapacity = capacity;
	return true;
}

// A static with a shape of its own (not pooled) takes the shared copy of the same shape, its own freed; or its
// shape becomes that copy. Concave shapes keep their own (their parts are not compared). Out of memory for the
// table only leaves the shape unshared.
static void satShareStatic(satWorld* w, satBody* b)
{
	if (b->shape->type == SAT_SHAPE_CONCAVE) return;
	uint32_t hash = satShapeHash(b->shape);
	unsigned mask = (unsigned)w->shareCapacity - 1;
	for (unsigned at = hash & mask; w->shareCapacity > 0 && w->shares[at].shape != NULL; at = (at + 1) & mask) {
		satShapeShare* e = &w->shares[at];
		if (e->hash != hash || !satShapesSame(e->shape, b->shape)) continue;
		satDestroyShape(b->shape);
		b->shape = e->shape;
		e->refs++;
		b->shared = true;
		return;
	}
	if (2 * (w->shareCount + 1) > w->shareCapacity && !satGrowShares(w)) return;
	mask = (unsigned)w->shareCapacity - 1;
	unsigned at = hash & mask;
	while (w->shares[at].shape != NULL) at = (at + 1) & mask;
	w->shares[at] = (satShapeShare){ b->shape, hash, 1 };
	w->shareCount++;
	b->shared = true;
}

// A static gives back its shared shape (freed with its last user); the body is left without a shape.
static void satUnshareStatic(satWorld* w, satBody* b)
{
	unsigned mask = (unsigned)w->shareCapacity - 1, at = satShapeHash(b->shape) & mask;
	while (w->shares[at].shape != b->shape) at = (at + 1) & mask;
	b->shape = NULL;
	b->shared = false;
	if (--w->shares[at].refs > 0) return;
	satDestroyShape(w->shares[at].shape);
	w->shareCount--;
	// Linear probing's deletion: later entries of the run that may not sit past the hole move back into it.
	unsigned hole = at;
	w->shares[hole].shape = NULL;
	for (unsigned next = (hole + 1) & mask; w->shares[next].shape != NULL; next = (next + 1) & mask) {
		unsigned home = w->shares[next].hash & mask;
		bool staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next);
		if (staysPut) continue;
		w->shares[hole] = w->shares[next];
		w->shares[next].shape = NULL;
		hole = next;
	}
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
	float units = def ? def->lengthUnitsPerMeter : 0.0f, hitSpeed = def ? def->hitSpeed : 0.0f;
	if (!isfinite(units) || !isfinite(hitSpeed)) return SAT_ERR_NOT_FINITE;
	if (units < 0.0f || units > SAT_MAX_LENGTH_UNITS || hitSpeed < 0.0f || hitSpeed > SAT_MAX_COORDINATE)
		return SAT_ERR_OUT_OF_RANGE;
	satWorld* w = calloc(1, sizeof(satWorld));
	if (w == NULL) return SAT_ERR_OUT_OF_MEMORY;
	w->tag = SAT_WORLD_TAG;
	w->fixedCellSize = cell;
	w->freeHead = w->freeTail = -1;
	// The physics' metres in the caller's units (with 1 unit per metre, the values of Box2D v3's defaults).
	units = units > 0.0f ? units : 1.0f;
	w->lengthUnits = units;
	w->linearSlop = SAT_LINEAR_SLOP * units;
	w->speculativeDistance = 4.0f * w->linearSlop;
	w->stickSpeed = SAT_STICK_SPEED * units;
	w->restitutionSpeed = SAT_RESTITUTION_THRESHOLD * units;
	w->sleepSpeed = SAT_SLEEP_SPEED * units;
	w->maxSpeed = SAT_MAX_SPEED * units;
	w->hitSpeed = hitSpeed > 0.0f ? hitSpeed : SAT_HIT_SPEED * units;
	w->tuning = (satContactTuning){ SAT_CONTACT_HERTZ, SAT_CONTACT_DAMPING, SAT_MAX_PUSH_SPEED * units };
	w->gravity = (satVec2){ 0.0f, -10.0f * units };
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
		if (!w->bodies[i].pooled && !w->bodies[i].shared) satDestroyShape(w->bodies[i].shape);
	for (int k = 0; k < w->shareCapacity; ++k) satDestroyShape(w->shares[k].shape);
	free(w->shares);
	free(w->pool);
	free(w->spare);
	free(w->scratch.data);
	free(w->itemBody);
	free(w->bodies);
	free(w->boxes);
	free(w->ranges);
	free(w->live);
	free(w->large);
	free(w->cellStart);
	free(w->itemMinX);
	free(w->itemMinY);
	free(w->itemMaxX);
	free(w->itemMaxY);
	free(w->pairA);
	free(w->pairB);
	free(w->mtvX);
	free(w->mtvY);
	free(w->changedStatics);
	free(w->movers);
	free(w->transforms);
	free(w->separations);
	free(w->physics);
	free(w->edgeMasks);
	free(w->oneWayStarts);
	free(w->islandParent);
	free(w->islandSleep);
	free(w->awakeMovers);
	free(w->kept);
	free(w->previousKept);
	for (int k = 0; k < 2; ++k) {
		satPairSet* set = &w->pairSets[k];
		free(set->tableKeys);
		free(set->tableIndex);
		free(set->keys);
		free(w->contactTables[k].keys);
		free(w->contactTables[k].index);
		free(w->oneWayKept[k].tableKeys);
		free(w->oneWayKept[k].tableIndex);
		free(w->oneWayKept[k].keys);
	}
	free(w->nearA);
	free(w->nearB);
	free(w->beginPairs);
	free(w->endPairs);
	free(w->contacts);
	free(w->previousContacts);
	free(w->contactIds);
	free(w->contactData);
	free(w->states);
	satContactSolverFree(&w->solver);
	free(w->queryIds);
	free(w->queryShape);
	free(w->gatherSlots);
	free(w->contactImpulses);
	free(w->sensors);
	free(w->sensorKeys);
	free(w->nextSensorKeys);
	free(w->sensorBegin);
	free(w->sensorEnd);
	free(w->hitIds);
	free(w->hitData);
	satStillGrid* grids[2] = { &w->statics, &w->resting };
	for (int k = 0; k < 2; ++k) {
		satStillGrid* g = grids[k];
		free(g->cellStart);
		free(g->minX);
		free(g->minY);
		free(g->maxX);
		free(g->maxY);
		free(g->body);
		free(g->looseMinX);
		free(g->looseMinY);
		free(g->looseMaxX);
		free(g->looseMaxY);
		free(g->looseBody);
	}
	*(volatile uint32_t*)&w->tag = 0; // volatile: a plain store before free is removed as dead
	free(w);
}

satError satWorld_AddBody(satWorld* w, const satShape* shape, float x, float y, float angle, int* outId)
{
	if (outId != NULL) *outId = -1;
	satError e = satWorldCheck(w);
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
		w->bodies[slot].listed = false; // a reused slot keeps its flag: it may still be in the changed statics' list
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
	b->resting = false;
	b->calm = false;
	b->changed = true;
	b->pooled = false;
	b->shared = false;
	b->oneWay = false;
	b->sensor = false;
	b->gridAt = -1;
	b->type = SAT_BODY_KINEMATIC;
	satBodyPhysics* physics = &w->physics[slot];
	physics->vx = physics->vy = physics->angularVelocity = 0.0f;
	physics->material = satDefaultMaterial();
	physics->massData = satShapeMass(copy, physics->material.density, &physics->minExtent);
	physics->invMass = physics->invInertia = 0.0f;
	physics->oneWayNormal = (satVec2){ 0.0f, 0.0f };
	physics->moverGround = -1;
	physics->linearDamping = physics->angularDamping = 0.0f;
	physics->bullet = false;
	w->oneWayStarts[slot].epoch = w->oneWayEpoch - 1u; // not moved since the last call: it came from where it is
	w->edgeMasks[slot] = 0;
	physics->sleepTime = 0.0f;
	physics->sleepNext = -1;
	physics->nudgeStamp = w->stepStamp; // wakes the asleep bodies it touches at the next step
	physics->asleep = false;
	w->transforms[3 * slot] = x;
	w->transforms[3 * slot + 1] = y;
	w->transforms[3 * slot + 2] = angle;
	satMoverAdd(w, b);
	w->bodyCount++;
	*outId = b->id;
	return SAT_OK;
}

satError satWorld_RemoveBody(satWorld* w, int id)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	satBody* b = satWorldFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	int slot = id & SAT_SLOT_MASK;
	if (b->isStatic) satEdgesDirty(w, b);
	satWakeTouching(w, slot);
	w->oneWayCount -= b->oneWay; // its kept pairs name an id that is never valid again
	b->oneWay = false;
	if (b->sensor) satWorldSensorForget(w, b); // its overlaps end at the next step
	satStillGrid* g = satStillGridOf(w, b);
	if (g != NULL) satStillErase(g, b);
	if (!b->isStatic) satMoverRemove(w, b);
	b->isStatic = b->resting = false;
	if (b->pooled)
		*(volatile uint32_t*)&b->shape->tag = 0; // its bytes stay in the pool until the next repack
	else if (b->shared)
		satUnshareStatic(w, b);
	else
		satDestroyShape(b->shape);
	b->shape = NULL;
	b->pooled = false;
	b->generation = (b->generation + 1) & SAT_GENERATION_MASK;
	b->nextFree = -1;
	w->bodyCount--;
	if (b->generation == 0) return SAT_OK; // every id of this slot was used: retire it, so none comes back
	if (w->freeTail >= 0)
		w->bodies[w->freeTail].nextFree = slot;
	else
		w->freeHead = slot;
	w->freeTail = slot;
	return SAT_OK;
}

satError satWorldPlace(satWorld* w, satBody* b, float x, float y, float angle)
{
	bool turns = angle != b->shape->xf.angle, moves = x != b->x || y != b->y || turns,
		 movesStatic = moves && b->isStatic;
	if (movesStatic && !satStillReserve(&w->statics, 1)) return SAT_ERR_OUT_OF_MEMORY;
	satShape* own = NULL; // a shared shape that turns: the body turns a copy of its own, then shares again
	if (b->shared && turns && satCloneShape(b->shape, &own) != SAT_OK) return SAT_ERR_OUT_OF_MEMORY;
	if (moves) satOneWayRemember(w, (int)(b - w->bodies));
	if (movesStatic) {
		satEdgesDirty(w, b);
		satStillErase(&w->statics, b);
	}
	if (own != NULL) {
		satUnshareStatic(w, b);
		b->shape = own;
	}
	satShapePlace(b->shape, 0.0f, 0.0f, angle);
	if (own != NULL) satShareStatic(w, b);
	b->x = x;
	b->y = y;
	b->bounds = b->shape->rotBounds;
	b->changed |= moves; // a resting body leaves its grid at the next step
	float* xf = &w->transforms[3 * (b - w->bodies)];
	xf[0] = x;
	xf[1] = y;
	xf[2] = angle;
	if (movesStatic) {
		satStillInsert(w, &w->statics, b);
		satStaticChanged(w, b);
		satEdgesDirty(w, b);
	}
	return SAT_OK;
}

satError satWorld_SetTransform(satWorld* w, int id, float x, float y, float angle)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	satBody* b = satWorldFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	e = satCheckValue(x);
	if (e == SAT_OK) e = satCheckValue(y);
	if (e == SAT_OK) e = satCheckValue(angle);
	if (e != SAT_OK) return e;
	bool moves = x != b->x || y != b->y || angle != b->shape->xf.angle;
	e = satWorldPlace(w, b, x, y, angle);
	if (e == SAT_OK && moves) satNudge(w, (int)(b - w->bodies));
	return e;
}

satError satWorld_SetPositions(satWorld* w, const float* xy, int count)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (count < 0 || count > w->slotCount) return SAT_ERR_BAD_ARRAY;
	if (count > 0 && xy == NULL) return SAT_ERR_NULL;
	bool allGood = true; // one branch-free pass (it vectorises); the first bad value is looked for only if needed
	for (int i = 0; i < 2 * count; ++i) allGood &= fabsf(xy[i]) <= SAT_MAX_COORDINATE; // false for NaN
	for (int i = 0; i < 2 * count && !allGood; ++i) {
		e = satCheckValue(xy[i]);
		if (e != SAT_OK) return e;
	}
	int movedStatics = 0;
	if (w->statics.count > 0) {
		for (int i = 0; i < count; ++i) {
			const satBody* b = &w->bodies[i];
			movedStatics += b->isStatic && (b->x != xy[2 * i] || b->y != xy[2 * i + 1]);
		}
		if (!satStillReserve(&w->statics, movedStatics)) return SAT_ERR_OUT_OF_MEMORY;
	}
	for (int i = 0; i < count; ++i) { // free slots take the values too: harmless
		satBody* b = &w->bodies[i];
		bool moves = b->x != xy[2 * i] || b->y != xy[2 * i + 1], movesStatic = moves && b->isStatic;
		if (movesStatic) {
			satEdgesDirty(w, b);
			satStillErase(&w->statics, b);
		}
		if (moves && b->shape != NULL) satOneWayRemember(w, i);
		b->x = w->transforms[3 * i] = xy[2 * i];
		b->y = w->transforms[3 * i + 1] = xy[2 * i + 1];
		b->changed |= moves;
		if (movesStatic) {
			satStillInsert(w, &w->statics, b);
			satStaticChanged(w, b);
			satEdgesDirty(w, b);
		}
		if (moves && b->shape != NULL) satNudge(w, i);
	}
	return SAT_OK;
}

satError satWorld_SetStatic(satWorld* w, int id, bool isStatic)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	satBody* b = satWorldFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	if (!isStatic && b->type == SAT_BODY_DYNAMIC) { // movable stays movable: dynamic becomes kinematic
		satNudge(w, (int)(b - w->bodies));
		b->type = SAT_BODY_KINEMATIC;
		b->changed = true; // its near pairs (with a dynamic body only) are found anew
		satPhysicsOf(w, b)->invMass = satPhysicsOf(w, b)->invInertia = 0.0f;
		return SAT_OK;
	}
	if (b->isStatic == isStatic) return SAT_OK;
	if (isStatic) {
		if (!satStillReserve(&w->statics, 1)) return SAT_ERR_OUT_OF_MEMORY;
		if (b->pooled) { // statics keep their shape where it is: the pool is rewritten every few steps
			satShape* own;
			e = satCloneShape(b->shape, &own);
			if (e != SAT_OK) return e;
			b->shape = own;
			b->pooled = false;
		}
		satNudge(w, (int)(b - w->bodies));
		satMoverRemove(w, b); // before sharing: it counts the pool's bytes by the shape it had
		satShareStatic(w, b);
		if (b->resting) satStillErase(&w->resting, b);
		b->resting = false;
		b->isStatic = true;
		b->type = SAT_BODY_STATIC;
		satBodyPhysics* physics = satPhysicsOf(w, b);
		physics->vx = physics->vy = physics->angularVelocity = 0.0f;
		physics->invMass = physics->invInertia = 0.0f;
		satStillInsert(w, &w->statics, b);
		satStaticChanged(w, b);
		satEdgesDirty(w, b);
	} else {
		satShape* own = NULL; // a moving body's shape is its own: the pool takes it at the next repack
		if (b->shared && satCloneShape(b->shape, &own) != SAT_OK) return SAT_ERR_OUT_OF_MEMORY;
		satEdgesDirty(w, b);
		w->edgeMasks[b - w->bodies] = 0;
		satStillErase(&w->statics, b);
		if (own != NULL) {
			satUnshareStatic(w, b);
			b->shape = own;
		}
		b->isStatic = false;
		b->type = SAT_BODY_KINEMATIC;
		satMoverAdd(w, b);
		b->changed = true;
		satNudge(w, (int)(b - w->bodies));
	}
	return SAT_OK;
}

satError satWorld_SetFilter(satWorld* w, int id, unsigned category, unsigned mask)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	satBody* b = satWorldFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	if (b->category != category || b->mask != mask) {
		if (b->isStatic)
			satStaticChanged(w, b);
		else
			b->changed = true;
		satNudge(w, (int)(b - w->bodies));
	}
	b->category = category;
	b->mask = mask;
	if (!b->isStatic) w->moverCategoriesStale = true; // a category may have gone: found again when a query asks
	satStillGrid* g = satStillGridOf(w, b);
	satGridBody* record = NULL;
	if (g != NULL && b->gridAt >= 0) record = &g->body[b->gridAt];
	for (int k = 0; g != NULL && b->gridAt == SAT_LOOSE && record == NULL; ++k)
		if (g->looseBody[k].id == b->id) record = &g->looseBody[k];
	if (record != NULL) {
		record->category = category;
		record->mask = mask;
	}
	return SAT_OK;
}

static void satOneWayForget(satWorld* w, int id);

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

static int satPairSetFind(const satPairSet* set, uint64_t key);

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

// The push on a (unit *normal, from b towards a, times the depth returned) of a pair with a one-way body, b at d
// from a: out through the one-way body's open side along its normal, never sideways (satOneWayDepth). When both are
// one-way, the shorter of the two. The convex pieces that need it most go to *pieceA, *pieceB.
static double satOneWayPush(const satWorld* w, const satBody* a, const satBody* b, satVec2 d, satVec2* normal,
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
// intersect, or to the near pairs.
static bool satTestPair(satWorld* w, const satGridBody* bi, const satGridBody* bj)
{
	if ((bi->id & SAT_SLOT_MASK) > (bj->id & SAT_SLOT_MASK)) {
		const satGridBody* t = bi;
		bi = bj;
		bj = t;
	}
	if ((bi->category & bj->mask) == 0 || (bj->category & bi->mask) == 0) return true;
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
	if (w->oneWayCount > 0 && (a->oneWay || b->oneWay)) {
		if (!satOneWayAdmitted(w, a, b)) return true; // not a pair at all
		satVec2 normal;
		const satShape *pieceA, *pieceB;
		double depth = satOneWayPush(w, a, b, d, &normal, &pieceA, &pieceB);
		o = (satOverlap){ true, depth > 0.0 ? (float)depth : 0.0f, normal };
	} else if ((ei | ej) != 0) {
		o = satSeamOverlap(bi->shape, ei, bj->shape, ej, d, o); // never out through a shared edge
	}
	int n = w->pairCount;
	if (n == w->pairCapacity) {
		int cap = w->pairCapacity;
		int capB = cap, capX = cap, capY = cap;
		if (!satWorldGrow((void**)&w->pairA, &cap, n + 1, sizeof(int))) return false;
		if (!satWorldGrow((void**)&w->pairB, &capB, n + 1, sizeof(int))) return false;
		if (!satWorldGrow((void**)&w->mtvX, &capX, n + 1, sizeof(float))) return false;
		if (!satWorldGrow((void**)&w->mtvY, &capY, n + 1, sizeof(float))) return false;
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

// Cell of a coordinate, in double so that a difference of one cell size never rounds into two cells.
// Clamped before the conversion: a box far beyond the grid (more cells away than an int counts) takes the last
// cell, not whatever an out-of-range conversion gives.
static int satCellCoord(double v, double origin, double inverseCell, int limit)
{
	double c = (v - origin) * inverseCell;
	return !(c >= 0.0) ? 0 : c >= (double)limit ? limit : (int)c;
}

// Pairs of body bi (box b) with the items [begin, end) of a box list, four box tests per compare.
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
		while (touching != 0) {
			const satGridBody* bj = &items->body[q + __builtin_ctz((unsigned)touching)];
			touching &= touching - 1;
			if (!satTestPair(w, bi, bj)) return false;
		}
	}
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

// Room for count boxes (and their bodies) in a box list's arrays; all or nothing.
static bool satReserveBoxes(
	float** minX, float** minY, float** maxX, float** maxY, satGridBody** body, int* capacity, int count)
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
// would be more than 2 per box (plus 16), which bounds memory and the walk over empty cells whatever the spread.
static double satGridCell(double cell, double width, double height, int count, int* gx, int* gy)
{
	double size = cell * (1.0 + 1e-4), cellLimit = 2.0 * count + 16.0; // a margin over the largest box
	if (!(size > 0.0)) size = fmax(fmax(width, height), 1.0);
	if ((width / size + 1.0) * (height / size + 1.0) > cellLimit)
		size = fmax(width, height) / floor(sqrt(cellLimit) - 1.0);
	*gx = (int)(width / size) + 1;
	*gy = (int)(height / size) + 1;
	return size;
}

/*
 * A still grid, built from all its members: each ordinary member is listed once, in the cell of its box's min
 * corner, with cells as large as the largest ordinary member; members far larger than the mean go to the loose
 * list for good. A moving body finds every member it may touch in the rows of cells its box covers, widened by
 * one cell towards the min corner, and each row's cells are one run of items in memory.
 */
static bool satStillRebuild(satWorld* w, satStillGrid* g)
{
	bool statics = g == &w->statics; // the statics are found among all slots, resting bodies among the movers
	int n = 0, candidates = statics ? w->slotCount : w->moverCount;
	double extentSum = 0.0;
	for (int k = 0; k < candidates; ++k) {
		int i = statics ? k : w->movers[k];
		satBody* b = &w->bodies[i];
		if (b->shape == NULL || (statics ? !b->isStatic : !b->resting)) continue;
		w->boxes[i] = satWorldBodyBox(w, b);
		w->live[n++] = i;
		extentSum += satExtent(&w->boxes[i]);
	}
	// Room first, so a failed allocation leaves the grid as it was (still dirty, still correct).
	if (!satReserveBoxes(
			&g->looseMinX, &g->looseMinY, &g->looseMaxX, &g->looseMaxY, &g->looseBody, &g->looseCapacity, n + 4))
		return false;
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
	if (!satWorldGrow((void**)&g->cellStart, &g->cellCapacity, cells + 1, sizeof(int)) ||
		!satReserveBoxes(&g->minX, &g->minY, &g->maxX, &g->maxY, &g->body, &g->itemCapacity, n + 4))
		return false;
	g->looseCount = 0;
	memset(g->cellStart, 0, (size_t)(cells + 1) * sizeof(int));
	for (int k = 0; k < n; ++k) { // counting sort by min-corner cell; the large go loose
		int i = w->live[k];
		const satAABB* box = &w->boxes[i];
		if (satExtent(box) > largeLimit) {
			satGridBody body = satGridBodyOf(w, &w->bodies[i], box);
			satLooseSet(g, g->looseCount++, &body);
			w->bodies[i].gridAt = SAT_LOOSE;
			w->ranges[i].x1 = 0; // not in the grid
			continue;
		}
		satCellRange r = { satCellCoord(box->minX, minX, inverseCell, gx - 1),
			satCellCoord(box->minY, minY, inverseCell, gy - 1), -1, 0 };
		w->ranges[i] = r;
		g->cellStart[r.y0 * gx + r.x0 + 1]++;
	}
	for (int c = 0; c < cells; ++c) g->cellStart[c + 1] += g->cellStart[c];
	for (int k = 0; k < n; ++k) {
		int i = w->live[k];
		satCellRange r = w->ranges[i];
		if (r.x1 >= 0) continue;
		int at = g->cellStart[r.y0 * gx + r.x0]++;
		g->body[at] = satGridBodyOf(w, &w->bodies[i], &w->boxes[i]);
		w->bodies[i].gridAt = at;
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
	satLoosePad(g);
	g->looseAfterBuild = g->looseCount;
	g->count = n;
	g->dirty = false;
	g->queryBuilt = false;
	return true;
}

bool satWorldStillRefresh(satWorld* w)
{
	satStillGrid* g = &w->statics;
	if (!g->dirty || g->looseCount - g->looseAfterBuild <= 32 + g->count / 64) return true;
	if (!satStillRebuild(w, g)) return false;
	g->queryBuilt = true;
	return true;
}

// Pairs of a body with a still grid's members: the loose list box by box, then the rows of the grid.
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

// Visit the members of a still grid whose boxes touch a box (each once): the loose list, then the grid rows.
void satWorldStillQuery(const satStillGrid* g, const satAABB* box, void (*visit)(void* ctx, int slot), void* ctx)
{
	for (int k = 0; k < g->looseCount; ++k)
		if (g->looseMinX[k] <= box->maxX && box->minX <= g->looseMaxX[k] && g->looseMinY[k] <= box->maxY &&
			box->minY <= g->looseMaxY[k])
			visit(ctx, g->looseBody[k].id & SAT_SLOT_MASK);
	if (g->itemCount == 0 || box->maxX < g->originX || box->maxY < g->originY || box->minX > g->boundMaxX ||
		box->minY > g->boundMaxY)
		return;
	int x0 = satCellCoord((double)box->minX - g->cell, g->originX, g->inverseCell, g->gx - 1);
	int x1 = satCellCoord(box->maxX, g->originX, g->inverseCell, g->gx - 1);
	int y0 = satCellCoord((double)box->minY - g->cell, g->originY, g->inverseCell, g->gy - 1);
	int y1 = satCellCoord(box->maxY, g->originY, g->inverseCell, g->gy - 1);
	for (int cy = y0; cy <= y1; ++cy) {
		int row = cy * g->gx;
		for (int k = g->cellStart[row + x0]; k < g->cellStart[row + x1 + 1]; ++k)
			if (g->body[k].shape != NULL && g->minX[k] <= box->maxX && box->minX <= g->maxX[k] &&
				g->minY[k] <= box->maxY && box->minY <= g->maxY[k])
				visit(ctx, g->body[k].id & SAT_SLOT_MASK);
	}
}

/*
 * Broad phase for the moving bodies that moved: a uniform grid rebuilt every step (they move every frame, so a
 * counting sort into cells is cheaper than maintaining a tree). Each is listed once, in the cell of its box's
 * min corner, and cells are at least as large as the largest such body in the grid, so two overlapping bodies
 * sit in the same or adjacent cells: each cell is paired with itself and its 4 forward neighbours (E, SW, S,
 * SE), which meets every pair exactly once. Bodies far larger than the mean (more than SAT_LARGE_FACTOR x)
 * would make every cell large, so they stay out of the grid and walk the cells their box covers instead.
 * Leaves the bodies' slots in w->live[0, *outLive), the gridded ones in w->itemBody[0, itemCount) and the
 * large ones in w->large[0, *largeCount).
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

	satBoxArrays items = { w->itemMinX, w->itemMinY, w->itemMaxX, w->itemMaxY, w->itemBody };
	// Shapes far beyond the caches: each row of cells first reads (all at once) the shapes of the next row,
	// which its pairs with the south cells are about to read. Smaller pools are better off without it.
	bool touch = w->moverShapeBytes > SAT_TOUCH_BYTES;
	unsigned sink = touch ? satTouchShapes(w->itemBody, 0, w->cellStart[gx]) : 0;
	for (int cy = 0; cy < gy; ++cy) {
		if (touch && cy + 1 < gy)
			sink += satTouchShapes(w->itemBody, w->cellStart[(cy + 1) * gx], w->cellStart[(cy + 2) * gx]);
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
	w->touchSink = sink;
	// A large body walks the cells where a grid body touching it can be listed: its own cell range, widened
	// by one cell towards the min corner. Large bodies are tested against each other directly.
	for (int k = 0; k < *largeCount; ++k) {
		int i = w->large[k];
		satCellRange r = w->ranges[i];
		satGridBody large = satGridBodyOf(w, &w->bodies[i], &w->boxes[i]);
		for (int cy = r.y0 > 0 ? r.y0 - 1 : 0; cy <= r.y1; ++cy) {
			int rowStart = cy * gx, x0 = r.x0 > 0 ? r.x0 - 1 : 0;
			if (!satPairsWithItems(
					w, &large, &w->boxes[i], &items, w->cellStart[rowStart + x0], w->cellStart[rowStart + r.x1 + 1]))
				return SAT_ERR_OUT_OF_MEMORY;
		}
		for (int m = k + 1; m < *largeCount; ++m) {
			int j = w->large[m];
			if (!satBoxesTouch(&w->boxes[i], &w->boxes[j])) continue;
			satGridBody bi = large, bj = satGridBodyOf(w, &w->bodies[j], &w->boxes[j]);
			if (!satTestPair(w, &bi, &bj)) return SAT_ERR_OUT_OF_MEMORY;
		}
	}
	return SAT_OK;
}

// Pairs of a body (record m, box) with the moving bodies of this step: the cells of the moving grid where a
// body touching it can be listed (the cells its box covers, widened by one cell towards the min corner), then
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
		satGridBody large = satGridBodyOf(w, &w->bodies[i], &w->boxes[i]);
		if (!satTestPair(w, m, &large)) return false;
	}
	return true;
}

// Pairs of the moving bodies with a still grid of few members: each member looks for them instead.
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
 * many of their members changed, so a body that stays where it is costs next to nothing.
 */
static satError satStep(satWorld* w)
{
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
		for (int k = 0; k < largeCount; ++k) {
			int i = w->large[k];
			satGridBody large = satGridBodyOf(w, &w->bodies[i], &w->boxes[i]);
			if (!satStillPairs(w, grids[g], &large)) return SAT_ERR_OUT_OF_MEMORY;
		}
	}
	if (w->resting.count > 0) {
		for (int k = 0; k < w->changedStaticCount; ++k) {
			const satBody* b = &w->bodies[w->changedStatics[k]];
			satAABB box = satWorldBodyBox(w, b);
			satGridBody body = satGridBodyOf(w, b, &box);
			if (!satStillPairs(w, &w->resting, &body)) return SAT_ERR_OUT_OF_MEMORY;
		}
	}
	for (int k = 0; k < w->changedStaticCount; ++k) {
		satBody* b = &w->bodies[w->changedStatics[k]];
		b->changed = b->listed = false;
	}
	w->changedStaticCount = 0;
	return SAT_OK;
}

static int satPairSetFind(const satPairSet* set, uint64_t key)
{
	if (set->tableCapacity == 0) return -1;
	uint32_t mask = (uint32_t)set->tableCapacity - 1, h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 32) & mask;
	while (set->tableKeys[h] != UINT64_MAX) {
		if (set->tableKeys[h] == key) return set->tableIndex[h];
		h = (h + 1) & mask;
	}
	return -1;
}

static void satAppendEvent(int* events, int* count, uint64_t key)
{
	events[2 * *count] = (int)(key >> 32);
	events[2 * *count + 1] = (int)(key & 0xffffffffu);
	++*count;
}

// Record the pairs of this call in a hash set, and (withEvents) the events: pairs not in the last call's set
// began, pairs of the last call not in this one ended.
static bool satRecordPairs(satWorld* w, bool withEvents)
{
	satPairSet* set = &w->pairSets[w->currentSet ^ 1]; // the set before last becomes this call's
	int n = w->pairCount, tableCapacity = 16;
	while (tableCapacity < 2 * n) tableCapacity *= 2;
	int cap = set->capacity;
	if (!satWorldGrow((void**)&set->keys, &cap, n, sizeof(uint64_t))) return false;
	set->capacity = cap;
	// Room for every event too, before anything changes: a failure leaves the last call's set and events.
	int lastCount = w->pairSets[w->currentSet].count;
	if (withEvents &&
		(!satWorldGrow((void**)&w->beginPairs, &w->beginCapacity, 2 * n, sizeof(int)) ||
			!satWorldGrow((void**)&w->endPairs, &w->endCapacity, 2 * lastCount, sizeof(int))))
		return false;
	if (tableCapacity > set->tableCapacity) {
		uint64_t* keys = realloc(set->tableKeys, (size_t)tableCapacity * sizeof(uint64_t));
		if (keys != NULL) set->tableKeys = keys;
		int* index = realloc(set->tableIndex, (size_t)tableCapacity * sizeof(int));
		if (index != NULL) set->tableIndex = index;
		if (keys == NULL || index == NULL) return false;
		set->tableCapacity = tableCapacity;
	}
	memset(set->tableKeys, 0xff, (size_t)set->tableCapacity * sizeof(uint64_t));
	uint32_t mask = (uint32_t)set->tableCapacity - 1;
	for (int k = 0; k < n; ++k) {
		uint64_t key = satPairKey(w->pairA[k], w->pairB[k]);
		uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 32) & mask;
		while (set->tableKeys[h] != UINT64_MAX) h = (h + 1) & mask;
		set->tableKeys[h] = key;
		set->tableIndex[h] = k;
		set->keys[k] = key;
	}
	set->count = n;
	w->currentSet ^= 1;
	const satPairSet* last = &w->pairSets[w->currentSet ^ 1];
	w->beginCount = w->endCount = 0;
	if (!withEvents) return true;
	for (int k = 0; k < n; ++k)
		if (satPairSetFind(last, set->keys[k]) < 0) satAppendEvent(w->beginPairs, &w->beginCount, set->keys[k]);
	for (int k = 0; k < last->count; ++k)
		if (satPairSetFind(set, last->keys[k]) < 0) satAppendEvent(w->endPairs, &w->endCount, last->keys[k]);
	return true;
}

// The pairs with a one-way body that this call kept (touching, or near) go to the spare kept set, which the caller
// makes the current one once the call cannot fail. False when out of memory (the current set unchanged).
static bool satOneWayKeep(satWorld* w)
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

satError satWorldCollide(satWorld* w, bool reserveContacts)
{
	satError e = satStep(w);
	// Every allocation comes before the pairs are recorded: a failure leaves the last call's set and events.
	if (e == SAT_OK && reserveContacts && !satReserveNextContacts(w, w->pairCount + w->nearCount))
		e = SAT_ERR_OUT_OF_MEMORY;
	bool keepOneWay = w->oneWayCount > 0 || w->oneWayKept[w->oneWayCurrent].count > 0;
	if (e == SAT_OK && keepOneWay && !satOneWayKeep(w)) e = SAT_ERR_OUT_OF_MEMORY;
	if (e == SAT_OK && w->trackPairs && !satRecordPairs(w, true)) e = SAT_ERR_OUT_OF_MEMORY;
	w->pairsValid = e == SAT_OK; // after a failure, the next step finds every pair anew
	if (e != SAT_OK) {
		w->pairCount = w->nearCount = 0;
		return e;
	}
	w->oneWayCurrent ^= keepOneWay;
	w->oneWayEpoch++; // the bodies' places now are where the next call's come from
	return SAT_OK;
}

satError satWorld_Collide(satWorld* w, int* outPairCount)
{
	if (outPairCount != NULL) *outPairCount = 0;
	satError e = satWorldCheck(w);
	if (e == SAT_OK) e = satWorldCollide(w, false);
	if (e == SAT_OK && outPairCount != NULL) *outPairCount = w->pairCount;
	return e;
}

bool satWorldTrackPairs(satWorld* w)
{
	if (w->trackPairs) return true;
	satPairSet* other = &w->pairSets[w->currentSet ^ 1];
	other->count = 0;
	if (other->tableCapacity > 0) memset(other->tableKeys, 0xff, (size_t)other->tableCapacity * sizeof(uint64_t));
	if (w->pairsValid && !satRecordPairs(w, false)) return false; // the last call's pairs, so none "begin" later
	w->trackPairs = true;
	return true;
}

// The event getters start the tracking (the world is never const underneath: it was made by satCreateWorld).
int satWorld_GetBeginCount(const satWorld* w)
{
	return satWorldCheck(w) == SAT_OK && satWorldTrackPairs((satWorld*)w) ? w->beginCount : 0;
}
const int* satWorld_GetBeginPairs(const satWorld* w)
{
	return satWorldCheck(w) == SAT_OK && satWorldTrackPairs((satWorld*)w) ? w->beginPairs : NULL;
}
int satWorld_GetEndCount(const satWorld* w)
{
	return satWorldCheck(w) == SAT_OK && satWorldTrackPairs((satWorld*)w) ? w->endCount : 0;
}
const int* satWorld_GetEndPairs(const satWorld* w)
{
	return satWorldCheck(w) == SAT_OK && satWorldTrackPairs((satWorld*)w) ? w->endPairs : NULL;
}
const float* satWorld_GetTransforms(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->transforms : NULL; }

const int* satWorld_GetPairA(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->pairA : NULL; }
const int* satWorld_GetPairB(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->pairB : NULL; }
const float* satWorld_GetPairMtvX(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->mtvX : NULL; }
const float* satWorld_GetPairMtvY(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->mtvY : NULL; }
int satWorld_GetPairCapacity(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->pairCapacity : 0; }
int satWorld_GetBodyCount(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->bodyCount : 0; }
int satWorld_GetSlotCount(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->slotCount : 0; }

satError satWorld_GetAABB(const satWorld* w, int id, satAABB* out)
{
	if (out != NULL) *out = (satAABB){ 0, 0, 0, 0 };
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	satBody* b = satWorldFindBody((satWorld*)w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	*out = (satAABB){ b->bounds.minX + b->x, b->bounds.minY + b->y, b->bounds.maxX + b->x, b->bounds.maxY + b->y };
	return SAT_OK;
}
