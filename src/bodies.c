// Bodies: adding, removing and placing them, their filters and static flag; the list of moving bodies, the
// statics' shared shapes, and the bookkeeping of what changed since the last step.
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

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

void satStaticChanged(satWorld* w, satBody* b)
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

satMaterial satDefaultMaterial(void) { return (satMaterial){ 1.0f, 0.6f, 0.0f, SAT_SAME_AS_FRICTION, 0.0f, 0.0f }; }

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
	physics->jointHead = -1;
	physics->shapePrint = satShapeFingerprint(copy);
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

void satWorldSensorForget(satWorld* w, satBody* b)
{
	int slot = (int)(b - w->bodies);
	for (int k = 0; k < w->sensorCount; ++k)
		if (w->sensors[k] == slot) {
			w->sensors[k] = w->sensors[--w->sensorCount];
			break;
		}
	b->sensor = false;
}

satError satWorld_RemoveBody(satWorld* w, int id)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	satBody* b = satWorldFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	int slot = id & SAT_SLOT_MASK;
	if (b->isStatic) satEdgesDirty(w, b);
	satJointsForgetBody(w, slot); // (its joined bodies wake)
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
