// The contacts of a step as they are stored: room for the next step's (reserved with its pairs, so that the step
// cannot fail once it has begun), and the caller's view of the last step's.
#include <stdlib.h>

#include "world_internal.h"

// Room for count contacts in the array the next step fills (the one that now holds the previous step's, until
// the step swaps them), in its table by pair key, and in the caller's arrays (contactOutCapacity counts contacts).
bool satReserveNextContacts(satWorld* w, int count)
{
	int cap = w->previousContactCapacity;
	if (!satWorldGrow((void**)&w->previousContacts, &cap, count, sizeof(satContact))) return false;
	w->previousContactCapacity = cap;
	satContactTable* table = &w->contactTables[w->contactTable ^ 1];
	int tableCapacity = 16;
	while (tableCapacity < 2 * count) tableCapacity *= 2;
	if (tableCapacity > table->capacity) {
		uint64_t* keys = realloc(table->keys, (size_t)tableCapacity * sizeof(uint64_t));
		if (keys != NULL) table->keys = keys;
		int* index = realloc(table->index, (size_t)tableCapacity * sizeof(int));
		if (index != NULL) table->index = index;
		if (keys == NULL || index == NULL) return false;
		table->capacity = tableCapacity;
	}
	if (!satReserveKeptContacts(w, count) || !satContactSolverReserve(w, count)) return false;
	if (count <= w->contactOutCapacity) return true;
	int out = w->contactOutCapacity > 0 ? w->contactOutCapacity : 64;
	while (out < count) out *= 2;
	int* ids = realloc(w->contactIds, (size_t)out * SAT_CONTACT_INTS * sizeof(int));
	if (ids != NULL) w->contactIds = ids;
	float* data = realloc(w->contactData, (size_t)out * SAT_CONTACT_FLOATS * sizeof(float));
	if (data != NULL) w->contactData = data;
	float* impulses = realloc(w->contactImpulses, (size_t)out * 2 * sizeof(float));
	if (impulses != NULL) w->contactImpulses = impulses;
	int* hitIds = realloc(w->hitIds, (size_t)out * 2 * sizeof(int));
	if (hitIds != NULL) w->hitIds = hitIds;
	float* hitData = realloc(w->hitData, (size_t)out * SAT_HIT_FLOATS * sizeof(float));
	if (hitData != NULL) w->hitData = hitData;
	if (ids == NULL || data == NULL || impulses == NULL || hitIds == NULL || hitData == NULL) return false;
	w->contactOutCapacity = out;
	return true;
}

bool satReserveKeptContacts(satWorld* w, int count)
{
	return satWorldGrow((void**)&w->previousKept, &w->previousKeptCapacity, count, sizeof(satKeptReport));
}

int satWorld_GetContactCount(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->contactReports : 0; }
const int* satWorld_GetContactIds(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->contactIds : NULL; }
const float* satWorld_GetContactData(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->contactData : NULL; }
