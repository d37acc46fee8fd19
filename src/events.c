// Sensors and their events, hit events, contact impulses and contact tuning: what a game reads of a step beyond
// the bodies' motion (after Box2D v3's sensor and contact events).
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

// ---- Sensors ----

satError satWorld_SetSensor(satWorld* w, int id, bool isSensor)
{
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e != SAT_OK || b->sensor == isSensor) return e;
	if (isSensor) {
		if (!satWorldGrow((void**)&w->sensors, &w->sensorCapacity, w->sensorCount + 1, sizeof(int)))
			return SAT_ERR_OUT_OF_MEMORY;
		w->sensors[w->sensorCount++] = (int)(b - w->bodies);
	} else {
		satWorldSensorForget(w, b);
	}
	// What it touched loses (or gains) a contact: they wake, as when it is removed.
	satWakeTouching(w, (int)(b - w->bodies));
	satNudge(w, (int)(b - w->bodies));
	b->sensor = isSensor;
	satWorldSensorChanged(w, b);
	return SAT_OK;
}

satError satWorld_IsSensor(const satWorld* w, int id, bool* out)
{
	if (out != NULL) *out = false;
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	*out = b->sensor;
	return SAT_OK;
}

static int satCompareKeys(const void* a, const void* b)
{
	uint64_t x = *(const uint64_t*)a, y = *(const uint64_t*)b;
	return (x > y) - (x < y);
}

satError satWorldSensorsFind(satWorld* w)
{
	int count = 0;
	for (int k = 0; k < w->sensorCount; ++k) {
		const satBody* s = &w->bodies[w->sensors[k]];
		int found = satWorldOverlapBody(w, s, s->mask);
		if (found < 0) return SAT_ERR_OUT_OF_MEMORY;
		if (!satWorldGrow((void**)&w->nextSensorKeys, &w->nextSensorKeyCapacity, count + found, sizeof(uint64_t)))
			return SAT_ERR_OUT_OF_MEMORY;
		for (int j = 0; j < found; ++j) {
			const satBody* v = satWorldFindBody(w, w->queryIds[j]);
			if (v == s || v->sensor || (v->mask & s->category) == 0) continue; // the mask decides both ways
			w->nextSensorKeys[count++] = (uint64_t)(uint32_t)s->id << 32 | (uint32_t)v->id;
		}
	}
	if (count > 1) qsort(w->nextSensorKeys, (size_t)count, sizeof(uint64_t), satCompareKeys);
	// Room for the events: at most every new overlap begins and every old one ends.
	if (!satWorldGrow((void**)&w->sensorBegin, &w->sensorBeginCapacity, 2 * count, sizeof(int)) ||
		!satWorldGrow((void**)&w->sensorEnd, &w->sensorEndCapacity, 2 * w->sensorKeyCount, sizeof(int)))
		return SAT_ERR_OUT_OF_MEMORY;
	w->nextSensorKeyCount = count;
	return SAT_OK;
}

static void satPushSensorEvent(int* events, int* count, uint64_t key)
{
	events[2 * *count] = (int)(uint32_t)(key >> 32);
	events[2 * *count + 1] = (int)(uint32_t)key;
	++*count;
}

void satWorldSensorsCommit(satWorld* w)
{
	const uint64_t *old = w->sensorKeys, *now = w->nextSensorKeys;
	int oldCount = w->sensorKeyCount, nowCount = w->nextSensorKeyCount, i = 0, j = 0;
	w->sensorBeginCount = w->sensorEndCount = 0;
	while (i < oldCount || j < nowCount) { // both ascending: a merge
		if (j == nowCount || (i < oldCount && old[i] < now[j]))
			satPushSensorEvent(w->sensorEnd, &w->sensorEndCount, old[i++]);
		else if (i == oldCount || now[j] < old[i])
			satPushSensorEvent(w->sensorBegin, &w->sensorBeginCount, now[j++]);
		else
			++i, ++j;
	}
	uint64_t* swap = w->sensorKeys;
	w->sensorKeys = w->nextSensorKeys;
	w->nextSensorKeys = swap;
	int capacity = w->sensorKeyCapacity;
	w->sensorKeyCapacity = w->nextSensorKeyCapacity;
	w->nextSensorKeyCapacity = capacity;
	w->sensorKeyCount = nowCount;
	w->nextSensorKeyCount = 0;
}

int satWorld_GetSensorBeginCount(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->sensorBeginCount : 0; }
const int* satWorld_GetSensorBeginEvents(const satWorld* w)
{
	return satWorldCheck(w) == SAT_OK ? w->sensorBegin : NULL;
}
int satWorld_GetSensorEndCount(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->sensorEndCount : 0; }
const int* satWorld_GetSensorEndEvents(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->sensorEnd : NULL; }

// ---- Hits and impulses ----

int satWorld_GetHitCount(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->hitCount : 0; }
const int* satWorld_GetHitIds(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->hitIds : NULL; }
const float* satWorld_GetHitData(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->hitData : NULL; }
const float* satWorld_GetContactImpulses(const satWorld* w)
{
	return satWorldCheck(w) == SAT_OK ? w->contactImpulses : NULL;
}

// ---- Units and contact tuning ----

float satWorld_GetLengthUnitsPerMeter(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->lengthUnits : 0.0f; }
float satWorld_GetHitSpeed(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->hitSpeed : 0.0f; }

satError satWorld_SetContactTuning(satWorld* w, const satContactTuning* t)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (t == NULL) return SAT_ERR_NULL;
	float v[3] = { t->hertz, t->dampingRatio, t->pushSpeed };
	for (int k = 0; k < 3; ++k)
		if (!isfinite(v[k])) return SAT_ERR_NOT_FINITE;
	if (!(t->hertz > 0.0f) || t->dampingRatio < 0.0f || !(t->pushSpeed > 0.0f)) return SAT_ERR_OUT_OF_RANGE;
	for (int k = 0; k < 3; ++k)
		if (v[k] > SAT_MAX_COORDINATE) return SAT_ERR_OUT_OF_RANGE;
	w->tuning = *t;
	return SAT_OK;
}

satContactTuning satWorld_GetContactTuning(const satWorld* w)
{
	return satWorldCheck(w) == SAT_OK ? w->tuning : (satContactTuning){ 0.0f, 0.0f, 0.0f };
}
