// The pairs of a call (satWorld_Collide, and each physics step): the broad and narrow phase, then the pairs
// recorded in a hash set and compared with the last call's for begin and end events; the getters of both.
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

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
	satPairSet* last = &w->pairSets[w->currentSet ^ 1];
	w->beginCount = w->endCount = 0;
	if (!withEvents) return true;
	// A pair of the last call found again is struck from its keys (the next call overwrites that set, nothing reads
	// it before), so the keys left are the pairs that ended: no second search, in this call's set.
	for (int k = 0; k < n; ++k) {
		int j = satPairSetFind(last, set->keys[k]);
		if (j < 0)
			satAppendEvent(w->beginPairs, &w->beginCount, set->keys[k]);
		else
			last->keys[j] = UINT64_MAX;
	}
	for (int k = 0; k < last->count; ++k)
		if (last->keys[k] != UINT64_MAX) satAppendEvent(w->endPairs, &w->endCount, last->keys[k]);
	return true;
}

satError satWorldCollide(satWorld* w, bool reserveContacts)
{
	satError e = satWorldFindPairs(w);
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

const int* satWorld_GetPairA(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->pairA : NULL; }
const int* satWorld_GetPairB(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->pairB : NULL; }
const float* satWorld_GetPairMtvX(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->mtvX : NULL; }
const float* satWorld_GetPairMtvY(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->mtvY : NULL; }
int satWorld_GetPairCapacity(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->pairCapacity : 0; }
