// A world's life cycle: creating and destroying it, its handle and body lookups, and the per-slot arrays every
// part of it grows together.
#include <math.h>
#include <stdlib.h>

#include "world_internal.h"

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

bool satReserveSlots(satWorld* w, int needed)
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
	w->jointFreeHead = w->jointFreeTail = -1;
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
	free(w->candidates);
	free(w->extraBodies);
	free(w->touchMarks);
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
	free(w->pairOverlaps);
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
	free(w->sortItems);
	free(w->hashBuffer);
	for (int k = 0; k < 12; ++k) free(w->restoreScratch[k]);
	free(w->sortScratch);
	free(w->nearB);
	free(w->beginPairs);
	free(w->endPairs);
	free(w->contacts);
	free(w->previousContacts);
	free(w->contactIds);
	free(w->contactData);
	free(w->states);
	free(w->kinematicMovers);
	free(w->solver.bodies);
	free(w->solver.colourBits);
	free(w->solver.wide);
	free(w->solver.overflow);
	free(w->solver.colourOf);
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
	free(w->joints);
	free(w->activeJoints);
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

const float* satWorld_GetTransforms(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->transforms : NULL; }
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
