// World bit identity, native side: a seeded scene of boxes, circles, triangles and trapezoids (a quarter of them
// still) moving for FRAMES frames; prints one FNV-1a hash over every frame's pair count, ids and MTV bits, and
// the results of world queries (rays, boxes, points) between setting the positions and colliding. Then the physics
// scene: a seeded pile of boxes, circles and capsules dropped on static ground and stepped PHYSICS_STEPS times; prints
// "physics HASH CONTACTS", one hash over every step's transforms (all slots), contact and event counts, and
// the number of bodies awake. Then the materials scene (rolling resistance, conveyor belts, damping): "materials HASH".
// Last the bullets scene: bullets of every kind (disc, thin bar, capsule, concave L), fast and spinning, fired at thin
// walls, a pile and a plank, with a kinematic platform; prints "bullets HASH CONTACTS", hashed as the physics scene.
// tests/bitident/world.mjs runs the same scenes through web/sat.js (both modules) and compares.
// Usage: world SEED BODIES FRAMES
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sat.h"

static uint32_t state;
static uint32_t next(void)
{
	state ^= state << 13;
	state ^= state >> 17;
	state ^= state << 5;
	return state;
}
// Exact float32 in [0, 1): 24 random bits times 2^-24.
static float unit(void) { return (float)(next() >> 8) * 0x1p-24f; }

static uint32_t hash = 2166136261u;
static void mix(uint32_t w)
{
	for (int i = 0; i < 4; ++i) {
		hash ^= (w >> (8 * i)) & 0xFFu;
		hash *= 16777619u;
	}
}
static uint32_t bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, sizeof u);
	return u;
}

// World queries from a few bodies' positions, hashed: a ray to another body's position (and one with a mask no
// body passes), the bodies in a box around it, and at it.
static void queries(satWorld* world, const float* xy, int n)
{
	static int ids[4096];
	for (int q = 0; q < 4 && q < n; ++q) {
		int other = (q * 7 + 3) % n;
		satVec2 p0 = { xy[2 * q], xy[2 * q + 1] }, p1 = { xy[2 * other], xy[2 * other + 1] };
		satWorldRayHit r;
		for (unsigned mask = 1u; mask <= 2u; ++mask) {
			satWorld_RayCast(
				world, p0, (satVec2){ p0.x + 2.0f * (p1.x - p0.x), p0.y + 2.0f * (p1.y - p0.y) }, mask, &r);
			mix((uint32_t)r.hit);
			mix((uint32_t)r.id);
			mix(bits(r.fraction));
			mix(bits(r.point.x));
			mix(bits(r.point.y));
			mix(bits(r.normal.x));
			mix(bits(r.normal.y));
		}
		int count;
		satWorld_QueryAABB(world, (satAABB){ p0.x - 5.0f, p0.y - 5.0f, p0.x + 5.0f, p0.y + 5.0f }, ids, 4096, &count);
		mix((uint32_t)count);
		for (int k = 0; k < count && k < 4096; ++k) mix((uint32_t)ids[k]);
		satWorld_QueryPoint(world, p1, ids, 4096, &count);
		mix((uint32_t)count);
		for (int k = 0; k < count && k < 4096; ++k) mix((uint32_t)ids[k]);
	}
}

#define PHYSICS_BODIES 60
#define PHYSICS_STEPS 480 // 8 s: the pile falls asleep, so sleeping is compared too

// The physics scene: PHYSICS_BODIES boxes, circles and capsules in rows above a static ground, some bouncy, some heavy,
// some spinning, stepped at 1/60 s with the default iterations and substeps. Returns 0 on success.
static int physics(uint32_t seed)
{
	state = seed * 2654435761u | 1u;
	hash = 2166136261u;
	satWorld* world;
	satShape* s;
	int id;
	if (satCreateWorld(NULL, &world) != SAT_OK) return 1;
	if (satCreateBox(40.0f, 1.0f, &s) != SAT_OK) return 1;
	if (satWorld_AddBody(world, s, 0.0f, -0.5f, 0.0f, &id) != SAT_OK) return 1;
	satDestroyShape(s);
	if (satWorld_SetType(world, id, SAT_BODY_STATIC) != SAT_OK) return 1;
	for (int i = 0; i < PHYSICS_BODIES; ++i) {
		float w = 0.5f + unit(), h = 0.5f + unit();
		uint32_t pick = next() % 6; // a third circles, a sixth capsules, the rest boxes
		satError e = pick % 3 == 0 ? satCreateCircle(0.5f * w, &s)
			: pick == 5            ? satCreateCapsule(-0.5f * w, 0.0f, 0.5f * w, 0.0f, 0.25f * h, &s)
								   : satCreateBox(w, h, &s);
		if (e != SAT_OK) return 1;
		float x = (float)(i % 10) * 1.75f - 8.0f + unit() * 0.5f, y = 1.0f + (float)(i / 10) * 1.75f;
		if (satWorld_AddBody(world, s, x, y, unit() * 3.0f, &id) != SAT_OK) return 1;
		satDestroyShape(s);
		if (satWorld_SetType(world, id, SAT_BODY_DYNAMIC) != SAT_OK) return 1;
		satMaterial m = satDefaultMaterial();
		m.density = 0.5f + unit() * 2.0f;
		m.restitution = next() % 4 == 0 ? 0.5f : 0.0f;
		m.friction = unit();
		if (satWorld_SetMaterial(world, id, &m) != SAT_OK) return 1;
		float vx = unit() * 2.0f - 1.0f, spin = unit() * 4.0f - 2.0f; // in this order, as world.mjs draws them
		if (satWorld_SetVelocity(world, id, vx, 0.0f, spin) != SAT_OK) return 1;
	}
	// A static sensor zone over the middle of the pile (id PHYSICS_BODIES + 1): its events, the hit events and the
	// contact impulses are hashed too.
	if (satCreateBox(6.0f, 3.0f, &s) != SAT_OK) return 1;
	if (satWorld_AddBody(world, s, 0.0f, 2.0f, 0.0f, &id) != SAT_OK) return 1;
	satDestroyShape(s);
	if (satWorld_SetType(world, id, SAT_BODY_STATIC) != SAT_OK || satWorld_SetSensor(world, id, true) != SAT_OK)
		return 1;
	float dt = (float)(1.0 / 60.0);
	long contacts = 0;
	for (int k = 0; k < PHYSICS_STEPS; ++k) {
		if (satWorld_Step(world, dt, NULL) != SAT_OK) return 1;
		const float* t = satWorld_GetTransforms(world);
		for (int i = 0; i < 3 * satWorld_GetSlotCount(world); ++i) mix(bits(t[i]));
		mix((uint32_t)satWorld_GetContactCount(world));
		mix((uint32_t)satWorld_GetBeginCount(world));
		mix((uint32_t)satWorld_GetEndCount(world));
		mix((uint32_t)satWorld_GetSensorBeginCount(world));
		mix((uint32_t)satWorld_GetSensorEndCount(world));
		mix((uint32_t)satWorld_GetHitCount(world));
		for (int i = 0; i < SAT_HIT_FLOATS * satWorld_GetHitCount(world); ++i) mix(bits(satWorld_GetHitData(world)[i]));
		for (int i = 0; i < 2 * satWorld_GetContactCount(world); ++i) mix(bits(satWorld_GetContactImpulses(world)[i]));
		uint32_t awake = 0;
		for (int i = 1; i <= PHYSICS_BODIES; ++i) { // ids 1..PHYSICS_BODIES: the ground is 0
			bool on = false;
			if (satWorld_IsAwake(world, i, &on) != SAT_OK) return 1;
			awake += on;
		}
		mix(awake);
		contacts += satWorld_GetContactCount(world);
	}
	printf("physics %08x %ld\n", hash, contacts);
	satDestroyWorld(world);
	return 0;
}

#define MATERIALS_BODIES 30
#define MATERIALS_STEPS 300

// The materials scene: circles, capsules and boxes with rolling resistance, tangent speeds and damping, dropped on two
// static belts running opposite ways (one with rolling resistance), stepped MATERIALS_STEPS times at 1/60 s; prints
// "materials HASH", one hash over every step's transforms (all slots) and the bodies' velocities. Returns 0 on
// success.
static int materials(uint32_t seed)
{
	state = seed * 2246822519u | 1u;
	hash = 2166136261u;
	satWorld* world;
	satShape* s;
	int id;
	if (satCreateWorld(NULL, &world) != SAT_OK) return 1;
	for (int k = 0; k < 2; ++k) { // the belts: ids 0 and 1
		if (satCreateBox(20.0f, 1.0f, &s) != SAT_OK) return 1;
		if (satWorld_AddBody(world, s, k == 0 ? -10.0f : 10.0f, -0.5f, 0.0f, &id) != SAT_OK) return 1;
		satDestroyShape(s);
		if (satWorld_SetType(world, id, SAT_BODY_STATIC) != SAT_OK) return 1;
		satMaterial m = satDefaultMaterial();
		m.tangentSpeed = k == 0 ? 1.5f : -1.0f;
		m.rollingResistance = k == 0 ? 0.0f : 0.25f;
		if (satWorld_SetMaterial(world, id, &m) != SAT_OK) return 1;
	}
	for (int i = 0; i < MATERIALS_BODIES; ++i) {
		float w = 0.5f + unit(), h = 0.5f + unit();
		uint32_t pick = next() % 3; // circles, capsules, boxes
		satError e = pick == 0 ? satCreateCircle(0.5f * w, &s)
			: pick == 1        ? satCreateCapsule(-0.5f * w, 0.0f, 0.5f * w, 0.0f, 0.25f * h, &s)
							   : satCreateBox(w, h, &s);
		if (e != SAT_OK) return 1;
		float x = (float)(i % 10) * 3.5f - 16.0f + unit(), y = 1.0f + (float)(i / 10) * 1.75f;
		if (satWorld_AddBody(world, s, x, y, unit() * 3.0f, &id) != SAT_OK) return 1;
		satDestroyShape(s);
		if (satWorld_SetType(world, id, SAT_BODY_DYNAMIC) != SAT_OK) return 1;
		satMaterial m = satDefaultMaterial();
		m.rollingResistance = unit() * 0.5f; // each draw in its own statement: world.mjs draws in this order
		m.tangentSpeed = next() % 3 == 0 ? unit() * 2.0f - 1.0f : 0.0f;
		if (satWorld_SetMaterial(world, id, &m) != SAT_OK) return 1;
		float linear = unit() * 0.5f;
		float angular = unit() * 2.0f;
		if (satWorld_SetDamping(world, id, linear, angular) != SAT_OK) return 1;
		float vx = unit() * 4.0f - 2.0f;
		float spin = unit() * 8.0f - 4.0f;
		if (satWorld_SetVelocity(world, id, vx, 0.0f, spin) != SAT_OK) return 1;
	}
	float dt = (float)(1.0 / 60.0);
	for (int k = 0; k < MATERIALS_STEPS; ++k) {
		if (satWorld_Step(world, dt, NULL) != SAT_OK) return 1;
		const float* t = satWorld_GetTransforms(world);
		for (int i = 0; i < 3 * satWorld_GetSlotCount(world); ++i) mix(bits(t[i]));
		for (int i = 2; i < 2 + MATERIALS_BODIES; ++i) { // ids 2..: the belts are 0 and 1
			satVelocity v;
			if (satWorld_GetVelocity(world, i, &v) != SAT_OK) return 1;
			mix(bits(v.vx));
			mix(bits(v.vy));
			mix(bits(v.angular));
		}
		mix((uint32_t)satWorld_GetContactCount(world));
	}
	printf("materials %08x\n", hash);
	satDestroyWorld(world);
	return 0;
}

#define BULLET_STEPS 240

// The bullets scene (every value exact in float, so the JS side builds the same one): ground, two thin static walls,
// a kinematic platform sinking through the scene, a pile of boxes, a standing plank, and eight bullets. Returns 0 on
// success.
static int bullets(void)
{
	hash = 2166136261u;
	satWorld* world;
	satShape* s;
	int id;
	if (satCreateWorld(NULL, &world) != SAT_OK) return 1;
	const float statics[3][4] = { { 60.0f, 1.0f, 0.0f, -0.5f }, { 0.125f, 3.0f, 10.0f, 1.5f },
		{ 0.125f, 3.0f, 14.0f, 1.5f } };
	for (int i = 0; i < 3; ++i) {
		if (satCreateBox(statics[i][0], statics[i][1], &s) != SAT_OK) return 1;
		if (satWorld_AddBody(world, s, statics[i][2], statics[i][3], 0.0f, &id) != SAT_OK) return 1;
		satDestroyShape(s);
		if (satWorld_SetType(world, id, SAT_BODY_STATIC) != SAT_OK) return 1;
	}
	if (satCreateBox(2.0f, 0.25f, &s) != SAT_OK || satWorld_AddBody(world, s, 5.0f, 6.0f, 0.0f, &id) != SAT_OK)
		return 1;
	satDestroyShape(s);
	if (satWorld_SetVelocity(world, id, 0.0f, -1.0f, 0.5f) != SAT_OK) return 1; // kinematic, the default
	for (int i = 0; i < 13; ++i) { // 12 boxes in a pile, then a 0.125 x 2 plank standing beside it
		float w = i < 12 ? 0.5f : 0.125f, h = i < 12 ? 0.5f : 2.0f;
		float x = i < 12 ? 4.0f + 0.75f * (float)(i % 4) : 8.0f, y = i < 12 ? 0.25f + 0.75f * (float)(i / 4) : 1.0f;
		if (satCreateBox(w, h, &s) != SAT_OK || satWorld_AddBody(world, s, x, y, 0.0f, &id) != SAT_OK) return 1;
		satDestroyShape(s);
		if (satWorld_SetType(world, id, SAT_BODY_DYNAMIC) != SAT_OK) return 1;
	}
	const float ell[12] = { 0, 0, 0.5f, 0, 0.5f, 0.125f, 0.125f, 0.125f, 0.125f, 0.5f, 0, 0.5f };
	for (int i = 0; i < 8; ++i) {
		satError e = i % 4 == 0 ? satCreateCircle(0.125f, &s)
			: i % 4 == 1        ? satCreateBox(1.0f, 0.0625f, &s)
			: i % 4 == 2        ? satCreateCapsule(-0.25f, 0.0f, 0.25f, 0.0f, 0.0625f, &s)
								: satCreateConcave(ell, 12, &s);
		if (e != SAT_OK || satWorld_AddBody(world, s, -10.0f, 0.5f + 0.5f * (float)i, 0.25f * (float)i, &id) != SAT_OK)
			return 1;
		satDestroyShape(s);
		if (satWorld_SetType(world, id, SAT_BODY_DYNAMIC) != SAT_OK || satWorld_SetBullet(world, id, true) != SAT_OK ||
			satWorld_SetVelocity(world, id, 150.0f + 50.0f * (float)i, 0.5f * (float)i, 20.0f - 5.0f * (float)i) !=
				SAT_OK)
			return 1;
	}
	float dt = (float)(1.0 / 60.0);
	long contacts = 0;
	for (int k = 0; k < BULLET_STEPS; ++k) {
		if (satWorld_Step(world, dt, NULL) != SAT_OK) return 1;
		const float* t = satWorld_GetTransforms(world);
		for (int i = 0; i < 3 * satWorld_GetSlotCount(world); ++i) mix(bits(t[i]));
		mix((uint32_t)satWorld_GetContactCount(world));
		contacts += satWorld_GetContactCount(world);
	}
	printf("bullets %08x %ld\n", hash, contacts);
	satDestroyWorld(world);
	return 0;
}

int main(int argc, char** argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: world SEED BODIES FRAMES\n");
		return 2;
	}
	state = (uint32_t)strtoul(argv[1], NULL, 10) | 1u;
	int n = atoi(argv[2]), frames = atoi(argv[3]);
	float side = (float)n * 0.5f + 50.0f;
	float* xy = malloc(sizeof(float) * 2 * (size_t)n);
	float* v = malloc(sizeof(float) * 2 * (size_t)n);
	satWorld* world;
	if (satCreateWorld(NULL, &world) != SAT_OK) return 1;
	for (int i = 0; i < n; ++i) {
		uint32_t kind = next() % 4;
		float w = 2.0f + unit() * 10.0f, h = 2.0f + unit() * 10.0f, u = unit();
		satShape* s = NULL;
		satError e;
		if (kind == 0)
			e = satCreateBox(w, h, &s);
		else if (kind == 1)
			e = satCreateCircle(0.5f * w, &s);
		else if (kind == 2) {
			float p[6] = { 0, 0, w, 0, u * w, h };
			e = satCreatePolygon(p, 6, &s);
		} else {
			float d = u * 0.45f * w, p[8] = { -0.5f * w, 0, 0.5f * w, 0, 0.5f * w - d, h, d - 0.5f * w, h };
			e = satCreatePolygon(p, 8, &s);
		}
		if (e != SAT_OK) {
			fprintf(stderr, "shape %d: %s\n", i, satErrorString(e));
			return 1;
		}
		xy[2 * i] = unit() * side;
		xy[2 * i + 1] = unit() * side;
		v[2 * i] = unit() * 4.0f - 2.0f;
		v[2 * i + 1] = unit() * 4.0f - 2.0f;
		int id;
		if (satWorld_AddBody(world, s, xy[2 * i], xy[2 * i + 1], unit() * 6.0f, &id) != SAT_OK) return 1;
		satDestroyShape(s);
		if (i % 4 == 0) v[2 * i] = v[2 * i + 1] = 0.0f; // at rest from the second frame: the queries walk a grid
	}
	long pairs = 0;
	for (int f = 0; f < frames; ++f) {
		for (int i = 0; i < 2 * n; ++i) {
			xy[i] += v[i];
			if (xy[i] < 0.0f || xy[i] > side) v[i] = -v[i];
		}
		satWorld_SetPositions(world, xy, n);
		queries(world, xy, n);
		int count;
		satWorld_Collide(world, &count);
		mix((uint32_t)count);
		const int *a = satWorld_GetPairA(world), *b = satWorld_GetPairB(world);
		const float *mx = satWorld_GetPairMtvX(world), *my = satWorld_GetPairMtvY(world);
		for (int k = 0; k < count; ++k) {
			mix((uint32_t)a[k]);
			mix((uint32_t)b[k]);
			mix(bits(mx[k]));
			mix(bits(my[k]));
		}
		pairs += count;
	}
	printf("%08x %ld\n", hash, pairs);
	satDestroyWorld(world);
	free(xy);
	free(v);
	if (physics((uint32_t)strtoul(argv[1], NULL, 10)) != 0) return 1;
	if (materials((uint32_t)strtoul(argv[1], NULL, 10)) != 0) return 1;
	return bullets();
}
