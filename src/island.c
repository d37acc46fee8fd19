// Sleeping, after Box2D v3's islands and solver sets (Erin Catto; island.c, solver_set.c): dynamic bodies linked
// by contacts form islands (never through static or kinematic bodies); an island whose every body stayed slow
// for SAT_TIME_TO_SLEEP falls asleep: its bodies are not moved and its contacts are kept as they were, not solved.
// Islands are found anew at each step by union-find over the step's contacts between awake dynamic bodies; an
// asleep island is a ring of its bodies' slots (satBodyPhysics.sleepNext), which the wake rules walk.
#include <math.h>
#include <string.h>

#include "world_internal.h"

#define SAT_TIME_TO_SLEEP 0.5f
// A body is slow enough to sleep while its points move at most satWorld.sleepSpeed (SAT_SLEEP_SPEED m/s) and it
// turns at most 2 degrees per second.
#define SAT_SLEEP_ANGULAR_SPEED 0.034906585f

// Whether a body wakes an asleep body it touches: an awake dynamic body, a kinematic body with a velocity, or a
// body the caller moved or changed since the last step.
static bool satStirs(const satWorld* w, int slot)
{
	const satBody* b = &w->bodies[slot];
	const satBodyPhysics* p = &w->physics[slot];
	if (p->nudgeStamp == w->stepStamp) return true;
	if (b->type == SAT_BODY_DYNAMIC) return !p->asleep;
	return b->type == SAT_BODY_KINEMATIC && (p->vx != 0.0f || p->vy != 0.0f || p->angularVelocity != 0.0f);
}

void satIslandsBegin(satWorld* w)
{
	satKeptReport* swap = w->kept; // the last step's kept contacts become the previous ones, as the contacts did
	w->kept = w->previousKept;
	w->previousKept = swap;
	int capacity = w->keptCapacity;
	w->keptCapacity = w->previousKeptCapacity;
	w->previousKeptCapacity = capacity;
	w->keptContactCount = 0;
	for (int k = 0; k < w->moverCount && w->asleepCount > 0; ++k) // changed by the caller after it fell asleep
		if (w->physics[w->movers[k]].nudgeStamp == w->stepStamp) satWakeIsland(w, w->movers[k]);
	// Until nothing more wakes: a woken island may touch another asleep one.
	for (bool woke = w->asleepCount > 0; woke && w->asleepCount > 0;) {
		woke = false;
		for (int k = 0; k < w->pairCount; ++k) {
			int a = w->pairA[k] & SAT_SLOT_MASK, b = w->pairB[k] & SAT_SLOT_MASK;
			if (w->physics[a].asleep == w->physics[b].asleep || w->bodies[a].sensor || w->bodies[b].sensor) continue;
			int sleeper = w->physics[a].asleep ? a : b;
			if (!satStirs(w, sleeper == a ? b : a)) continue;
			satWakeIsland(w, sleeper);
			woke = true;
		}
		for (int j = 0; j < w->jointSlots; ++j) { // a joint's bodies sleep and wake together
			const satJoint* t = &w->joints[j];
			if (t->id < 0 || t->slotA < 0 || w->physics[t->slotA].asleep == w->physics[t->slotB].asleep) continue;
			int sleeper = w->physics[t->slotA].asleep ? t->slotA : t->slotB;
			if (!satStirs(w, sleeper == t->slotA ? t->slotB : t->slotA)) continue;
			satWakeIsland(w, sleeper);
			woke = true;
		}
	}
	int n = 0;
	for (int k = 0; k < w->moverCount; ++k)
		if (!w->physics[w->movers[k]].asleep) w->awakeMovers[n++] = k;
	w->awakeCount = n;
	w->stepStamp++; // the nudges are spent
}

// A kept contact's report: the manifold of two bodies where they are now, as satBuildContacts reports it.
static void satReportAt(const satWorld* w, const satBody* a, const satBody* b, satKeptReport* r)
{
	memset(r, 0, sizeof *r);
	satManifold m;
	satWorldPairManifold(w, a, b, &m);
	r->pointCount = m.pointCount;
	r->data[0] = m.normal.x;
	r->data[1] = m.normal.y;
	for (int j = 0; j < m.pointCount; ++j) {
		r->data[2 + 3 * j] = a->x + m.points[j].x;
		r->data[3 + 3 * j] = a->y + m.points[j].y;
		r->data[4 + 3 * j] = m.depths[j];
	}
}

void satKeepAsleepContacts(satWorld* w)
{
	if (w->asleepCount == 0) return;
	for (int k = 0; k < w->pairCount; ++k) {
		int a = w->pairA[k] & SAT_SLOT_MASK, b = w->pairB[k] & SAT_SLOT_MASK;
		if ((!w->physics[a].asleep && !w->physics[b].asleep) || w->bodies[a].sensor || w->bodies[b].sensor) continue;
		int index = w->contactCount + w->keptContactCount;
		const satContact* old = satWorldLastContact(w, satPairKey(w->pairA[k], w->pairB[k]));
		int last = old != NULL ? (int)(old - w->previousContacts) : -1;
		if (old != NULL && old->slotA == a && old->slotB == b) {
			w->contacts[index] = *old;
			w->kept[index] = w->previousKept[last];
		} else {
			// A pair begun since the last contacts (a body that came to touch a still one in the step it fell
			// asleep in): its manifold now, with no impulses to warm-start from.
			satReportAt(w, &w->bodies[a], &w->bodies[b], &w->kept[index]);
			satContact* c = &w->contacts[index];
			memset(c, 0, sizeof *c);
			c->slotA = a;
			c->slotB = b;
			c->stateA = c->stateB = -1;
			c->pointCount = w->kept[index].pointCount;
		}
		const satKeptReport* report = &w->kept[index];
		if (report->pointCount == 0) continue;
		w->keptContactCount++;
		memcpy(&w->contactData[SAT_CONTACT_FLOATS * index], report->data, sizeof report->data);
		int* ids = &w->contactIds[SAT_CONTACT_INTS * index];
		ids[0] = w->pairA[k];
		ids[1] = w->pairB[k];
		ids[2] = report->pointCount;
		// The impulses of the last step it was solved in, for the points reported where it came to rest (they may be
		// fewer: the others are unused, 0).
		const satContact* c = &w->contacts[index];
		for (int j = 0; j < 2; ++j) {
			bool used = j < c->pointCount && j < report->pointCount;
			w->contactImpulses[2 * index + j] = used ? c->points[j].totalNormalImpulse : 0.0f;
		}
	}
}

// Root of a slot in the islands' union-find forest (path halving).
static int satIslandRoot(int* parent, int slot)
{
	while (parent[slot] != slot) {
		parent[slot] = parent[parent[slot]];
		slot = parent[slot];
	}
	return slot;
}

// Link two slots' islands; the lower root heads the union, so the result does not depend on the order of links.
static void satIslandLink(int* parent, int a, int b)
{
	a = satIslandRoot(parent, a);
	b = satIslandRoot(parent, b);
	if (a < b)
		parent[b] = a;
	else
		parent[a] = b;
}

// Link the islands of the last step's contacts [0, count) between two live dynamic bodies that are awake.
static void satLinkContacts(satWorld* w, int count)
{
	for (int i = 0; i < count; ++i) {
		const satContact* c = &w->contacts[i];
		const satBody *a = &w->bodies[c->slotA], *b = &w->bodies[c->slotB];
		// A contact of bodies since removed (or retyped) links nothing: its slots' ids are checked.
		if (a->shape == NULL || b->shape == NULL || a->id != w->contactIds[SAT_CONTACT_INTS * i] ||
			b->id != w->contactIds[SAT_CONTACT_INTS * i + 1] || a->type != SAT_BODY_DYNAMIC ||
			b->type != SAT_BODY_DYNAMIC || w->physics[c->slotA].asleep || w->physics[c->slotB].asleep)
			continue;
		satIslandLink(w->islandParent, c->slotA, c->slotB);
	}
}

// Link the islands of the joints between two awake dynamic bodies.
static void satLinkJoints(satWorld* w)
{
	for (int j = 0; j < w->jointSlots; ++j) {
		const satJoint* t = &w->joints[j];
		if (t->id < 0 || t->slotA < 0) continue;
		const satBody *a = &w->bodies[t->slotA], *b = &w->bodies[t->slotB];
		if (a->type != SAT_BODY_DYNAMIC || b->type != SAT_BODY_DYNAMIC || w->physics[t->slotA].asleep ||
			w->physics[t->slotB].asleep)
			continue;
		satIslandLink(w->islandParent, t->slotA, t->slotB);
	}
}

// Put a body to sleep in the ring of its island's root (velocities dropped, as Box2D's asleep bodies have none).
static void satSleepBody(satWorld* w, int slot, int root)
{
	satBodyPhysics *p = &w->physics[slot], *r = &w->physics[root];
	if (r->sleepNext < 0) r->sleepNext = root;
	if (slot != root) {
		p->sleepNext = r->sleepNext;
		r->sleepNext = slot;
	}
	p->asleep = true;
	p->vx = p->vy = p->angularVelocity = 0.0f;
	w->asleepCount++;
}

// What the last step's contacts [0, contactCount) of bodies now asleep report while they sleep: their manifolds
// where the bodies came to rest (the step computed them where it started), as satBuildContacts reports them.
static void satKeepReports(satWorld* w)
{
	for (int i = 0; i < w->contactCount; ++i) {
		const satContact* c = &w->contacts[i];
		if (!w->physics[c->slotA].asleep && !w->physics[c->slotB].asleep) continue;
		const satBody *a = &w->bodies[c->slotA], *b = &w->bodies[c->slotB];
		if (a->shape != NULL && b->shape != NULL && a->id == w->contactIds[SAT_CONTACT_INTS * i] &&
			b->id == w->contactIds[SAT_CONTACT_INTS * i + 1])
			satReportAt(w, a, b, &w->kept[i]);
		else
			w->kept[i].pointCount = 0; // a body removed since the step: the pair is gone
	}
}

void satIslandsEnd(satWorld* w, float dt)
{
	if (w->sleepDisabled) return;
	float inverseDt = 1.0f / dt;
	int* parent = w->islandParent;
	for (int j = 0; j < w->awakeCount; ++j) {
		int k = w->awakeMovers[j], slot = w->movers[k];
		const satBody* b = &w->bodies[slot];
		if (b->type != SAT_BODY_DYNAMIC) continue;
		satBodyPhysics* p = &w->physics[slot];
		const satBodyState* s = &w->states[k];
		// Box2D's sleep speed: the fastest point's speed (reach about the centre of mass bounds the lever), and
		// half the speed of the step's movement, which sees position correction pushing the body.
		satVec2 c = p->massData.center;
		float extent = b->reach + sqrtf(c.x * c.x + c.y * c.y);
		float speed = sqrtf(p->vx * p->vx + p->vy * p->vy) + fabsf(p->angularVelocity) * extent;
		float moved = sqrtf(s->dx * s->dx + s->dy * s->dy) + fabsf(s->dSin) * extent;
		float sleepSpeed = satMaxF(speed, 0.5f * inverseDt * moved);
		bool slow = sleepSpeed <= w->sleepSpeed && fabsf(p->angularVelocity) <= SAT_SLEEP_ANGULAR_SPEED;
		p->sleepTime = slow ? p->sleepTime + dt : 0.0f;
		parent[slot] = slot;
	}
	// A body pushed or carried by a moving kinematic body stays awake (else it would wake again at the next step).
	for (int i = 0; i < w->contactCount; ++i) {
		const satContact* c = &w->contacts[i];
		int slots[2] = { c->slotA, c->slotB };
		for (int e = 0; e < 2; ++e) {
			const satBody* kinematic = &w->bodies[slots[e]];
			const satBody* other = &w->bodies[slots[e ^ 1]];
			if (kinematic->type == SAT_BODY_KINEMATIC && other->type == SAT_BODY_DYNAMIC && satStirs(w, slots[e]))
				w->physics[slots[e ^ 1]].sleepTime = 0.0f;
		}
	}
	// The same for a body jointed to a moving kinematic body.
	for (int j = 0; j < w->jointSlots; ++j) {
		const satJoint* t = &w->joints[j];
		if (t->id < 0 || t->slotA < 0) continue;
		int slots[2] = { t->slotA, t->slotB };
		for (int e = 0; e < 2; ++e)
			if (w->bodies[slots[e]].type == SAT_BODY_KINEMATIC && w->bodies[slots[e ^ 1]].type == SAT_BODY_DYNAMIC &&
				satStirs(w, slots[e]))
				w->physics[slots[e ^ 1]].sleepTime = 0.0f;
	}
	satLinkContacts(w, w->contactCount);
	satLinkJoints(w);
	for (int j = 0; j < w->awakeCount; ++j) {
		int slot = w->movers[w->awakeMovers[j]];
		if (w->bodies[slot].type == SAT_BODY_DYNAMIC) w->islandSleep[slot] = INFINITY;
	}
	for (int j = 0; j < w->awakeCount; ++j) {
		int slot = w->movers[w->awakeMovers[j]];
		if (w->bodies[slot].type != SAT_BODY_DYNAMIC) continue;
		int root = satIslandRoot(parent, slot);
		w->islandSleep[root] = satMinF(w->islandSleep[root], w->physics[slot].sleepTime);
	}
	bool fell = false;
	for (int j = 0; j < w->awakeCount; ++j) {
		int slot = w->movers[w->awakeMovers[j]];
		if (w->bodies[slot].type != SAT_BODY_DYNAMIC) continue;
		int root = satIslandRoot(parent, slot);
		if (!(w->islandSleep[root] >= SAT_TIME_TO_SLEEP)) continue;
		satSleepBody(w, slot, root);
		fell = true;
	}
	if (fell) satKeepReports(w);
}

// ---- The API ----

static satError satLookupSlot(const satWorld* w, int id, int* slot)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	const satBody* b = satWorldFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	*slot = (int)(b - w->bodies);
	return SAT_OK;
}

satError satWorld_IsAwake(const satWorld* w, int id, bool* out)
{
	if (out != NULL) *out = false;
	int slot;
	satError e = satLookupSlot(w, id, &slot);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	const satBody* b = &w->bodies[slot];
	const satBodyPhysics* p = &w->physics[slot];
	if (b->type == SAT_BODY_DYNAMIC) *out = !p->asleep;
	if (b->type == SAT_BODY_KINEMATIC) *out = p->vx != 0.0f || p->vy != 0.0f || p->angularVelocity != 0.0f;
	return SAT_OK;
}

satError satWorld_SetAwake(satWorld* w, int id, bool awake)
{
	int slot;
	satError e = satLookupSlot(w, id, &slot);
	if (e != SAT_OK || w->bodies[slot].type != SAT_BODY_DYNAMIC) return e;
	if (awake || w->physics[slot].asleep) {
		if (awake) satWakeIsland(w, slot);
		return SAT_OK;
	}
	// The body's island as the last step's contacts link it (bodies added since are islands of their own).
	for (int k = 0; k < w->moverCount; ++k) w->islandParent[w->movers[k]] = w->movers[k];
	satLinkContacts(w, w->contactCount);
	satLinkJoints(w);
	int root = satIslandRoot(w->islandParent, slot);
	for (int k = 0; k < w->moverCount; ++k) {
		int s = w->movers[k];
		if (w->bodies[s].type == SAT_BODY_DYNAMIC && !w->physics[s].asleep && satIslandRoot(w->islandParent, s) == root)
			satSleepBody(w, s, root);
	}
	satKeepReports(w);
	return SAT_OK;
}

satError satWorld_SetSleepEnabled(satWorld* w, bool enabled)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	w->sleepDisabled = !enabled;
	if (!enabled) {
		satWakeAll(w);
		for (int k = 0; k < w->moverCount; ++k) w->physics[w->movers[k]].sleepTime = 0.0f;
	}
	return SAT_OK;
}

bool satWorld_IsSleepEnabled(const satWorld* w) { return satWorldCheck(w) == SAT_OK && !w->sleepDisabled; }
