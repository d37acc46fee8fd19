// World bit identity, native side: a seeded scene of boxes, circles, triangles and trapezoids (a quarter of them
// still) moving for FRAMES frames; prints one FNV-1a hash over every frame's pair count, ids and MTV bits, and
// the results of world queries (rays, boxes, points) between setting the positions and colliding. Then the physics
// scene: a seeded pile of boxes, circles and capsules dropped on static ground and stepped PHYSICS_STEPS times; prints
// "physics HASH CONTACTS", one hash over every step's transforms (all slots), contact and event counts, and
// the number of bodies awake. Then the materials scene (rolling resistance, conveyor belts, damping): "materials HASH".
// Last the bullets scene: bullets of every kind (disc, thin bar, capsule, concave L), fast and spinning, fired at thin
// walls, a pile and a plank, with a kinematic platform; prints "bullets HASH CONTACTS", hashed as the physics scene.
// Then the joints scene: a bridge with boxes falling on it, a swinging chain, a car on wheel joints with motors, a
// mouse drag, a soft weld, a prismatic slider with limits and a motor, and a rope; prints "joints HASH CONTACTS",
// hashed over every step's transforms, contact count, joint count and reactions; then its snapshots before step
// SNAPSHOT_STEP: their bytes' hashes, satWorld_Hash, and the scene's hash reached again after restoring each ("snapshot
// ..."); the snapshots go to DIR for the other builds to restore (cross-build), and the ones in DIR are restored here
// too and run on ("files DYNAMIC-END FULL-END"). With "read", DIR's snapshots (another build's) are only read.
// tests/bitident/world.mjs runs the same scenes through web/sat.js (both modules) and compares.
// Usage: world SEED BODIES FRAMES [DIR: where the joints scene's snapshots are written [read: only read from it]]
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

#define JOINT_STEPS 360

// Add a body of the shape at *s, just made with the result `made` (destroyed after), with a type; -1 on failure.
static int jointBody(satWorld* world, satError made, satShape** s, float x, float y, satBodyType type)
{
	int id = -1;
	if (made != SAT_OK) return -1;
	satError e = satWorld_AddBody(world, *s, x, y, 0.0f, &id);
	satDestroyShape(*s);
	if (e != SAT_OK || satWorld_SetType(world, id, type) != SAT_OK) return -1;
	return id;
}

// Add a joint; -1 on failure.
static int joint(satWorld* world, const satJointDef* d)
{
	int id = -1;
	return satWorld_AddJoint(world, d, &id) == SAT_OK ? id : -1;
}

// What the joints scene's steps change: the joints' ids, the car's, the mouse joint's and a plank's.
typedef struct JointScene {
	satWorld* world;
	int ids[64], n, car[2], mouseId, plank3;
} JointScene;

// Build the joints scene (every value exact in float, so the JS side builds the same one). Returns 0 on success.
static int jointsBuild(JointScene* sc)
{
	satWorld* world;
	satShape* s;
	if (satCreateWorld(NULL, &world) != SAT_OK) return 1;
	sc->world = world;
	int* ids = sc->ids;
	if (jointBody(world, satCreateBox(80.0f, 1.0f, &s), &s, 0.0f, -0.5f, SAT_BODY_STATIC) < 0) return 1;
	int n = 0; // the joints, in the order added
	// A bridge of 12 planks from (-16, 4) to (-4, 4), hinged end to end, its ends to the world; 6 boxes fall on it.
	int previous = SAT_WORLD_BODY, plank[12];
	for (int k = 0; k < 12; ++k) {
		plank[k] = jointBody(world, satCreateBox(1.0f, 0.25f, &s), &s, -15.5f + (float)k, 4.0f, SAT_BODY_DYNAMIC);
		if (plank[k] < 0) return 1;
		satJointDef d = satDefaultJointDef(SAT_JOINT_REVOLUTE);
		d.bodyA = previous;
		d.bodyB = plank[k];
		d.anchorA = (satVec2){ -16.0f + (float)k, 4.0f };
		if ((ids[n++] = joint(world, &d)) < 0) return 1;
		previous = plank[k];
	}
	satJointDef end = satDefaultJointDef(SAT_JOINT_REVOLUTE);
	end.bodyB = previous;
	end.anchorA = (satVec2){ -4.0f, 4.0f };
	if ((ids[n++] = joint(world, &end)) < 0) return 1;
	for (int k = 0; k < 6; ++k)
		if (jointBody(world, satCreateBox(0.5f, 0.5f, &s), &s, -14.0f + 1.75f * (float)k, 6.0f + 0.5f * (float)k,
				SAT_BODY_DYNAMIC) < 0)
			return 1;
	// A chain of 8 links swinging down from the horizontal, hung from the world at (0, 10), with limits.
	previous = SAT_WORLD_BODY;
	for (int k = 0; k < 8; ++k) {
		int link = jointBody(
			world, satCreateBox(0.5f, 0.125f, &s), &s, 0.25f + 0.5f * (float)k, 10.0f, SAT_BODY_DYNAMIC);
		if (link < 0) return 1;
		satJointDef d = satDefaultJointDef(SAT_JOINT_REVOLUTE);
		d.bodyA = previous;
		d.bodyB = link;
		d.anchorA = (satVec2){ 0.5f * (float)k, 10.0f };
		d.enableLimit = k > 0;
		d.lower = k > 0 ? -1.0f : 0.0f; // (the JS side gives limits only with the limit on: the defs then agree)
		d.upper = k > 0 ? 1.0f : 0.0f;
		if ((ids[n++] = joint(world, &d)) < 0) return 1;
		previous = link;
	}
	// A car: a 2 x 0.5 chassis on two wheels (suspension 4 Hz, damping 0.7), motors at -5 rad/s with 50 of torque.
	int chassis = jointBody(world, satCreateBox(2.0f, 0.5f, &s), &s, 8.0f, 1.25f, SAT_BODY_DYNAMIC);
	if (chassis < 0) return 1;
	for (int k = 0; k < 2; ++k) {
		float x = k == 0 ? 7.25f : 8.75f;
		int wheel = jointBody(world, satCreateCircle(0.375f, &s), &s, x, 0.5f, SAT_BODY_DYNAMIC);
		if (wheel < 0) return 1;
		satMaterial m = satDefaultMaterial();
		m.friction = 0.875f;
		if (satWorld_SetMaterial(world, wheel, &m) != SAT_OK) return 1;
		satJointDef d = satDefaultJointDef(SAT_JOINT_WHEEL);
		d.bodyA = chassis;
		d.bodyB = wheel;
		d.anchorA = (satVec2){ x, 0.5f };
		d.axis = (satVec2){ 0.0f, 1.0f };
		d.enableMotor = true;
		d.motorSpeed = -5.0f;
		d.maxMotorTorque = 50.0f;
		if ((sc->car[k] = ids[n++] = joint(world, &d)) < 0) return 1;
	}
	// A box dragged by a mouse joint along a path (the target moves each step).
	int dragged = jointBody(world, satCreateBox(1.0f, 1.0f, &s), &s, 24.0f, 0.5f, SAT_BODY_DYNAMIC);
	if (dragged < 0) return 1;
	satJointDef mouse = satDefaultJointDef(SAT_JOINT_MOUSE);
	mouse.bodyB = dragged;
	mouse.anchorA = (satVec2){ 24.0f, 0.5f };
	mouse.maxForce = 1000.0f;
	int mouseId = ids[n++] = joint(world, &mouse);
	if (mouseId < 0) return 1;
	sc->mouseId = mouseId;
	// A T of two boxes welded softly (angular 4 Hz, damping 0.5), dropped on the ground.
	int bar = jointBody(world, satCreateBox(1.5f, 0.25f, &s), &s, 30.0f, 3.0f, SAT_BODY_DYNAMIC);
	int stem = jointBody(world, satCreateBox(0.25f, 1.0f, &s), &s, 30.0f, 2.375f, SAT_BODY_DYNAMIC);
	if (bar < 0 || stem < 0) return 1;
	satJointDef weld = satDefaultJointDef(SAT_JOINT_WELD);
	weld.bodyA = bar;
	weld.bodyB = stem;
	weld.anchorA = (satVec2){ 30.0f, 2.875f };
	weld.angularHertz = 4.0f;
	weld.dampingRatio = 0.5f;
	if ((ids[n++] = joint(world, &weld)) < 0) return 1;
	// A slider on a prismatic joint to the world along (1, 1), limits [-1, 0.5], its motor pushing up at 1 unit/s.
	int slider = jointBody(world, satCreateBox(0.5f, 0.5f, &s), &s, -24.0f, 3.0f, SAT_BODY_DYNAMIC);
	if (slider < 0) return 1;
	satJointDef prismatic = satDefaultJointDef(SAT_JOINT_PRISMATIC);
	prismatic.bodyB = slider;
	prismatic.anchorA = (satVec2){ -24.0f, 3.0f };
	prismatic.axis = (satVec2){ 1.0f, 1.0f };
	prismatic.enableLimit = true;
	prismatic.lower = -1.0f;
	prismatic.upper = 0.5f;
	prismatic.enableMotor = true;
	prismatic.motorSpeed = 1.0f;
	prismatic.maxMotorForce = 2.0f;
	if ((ids[n++] = joint(world, &prismatic)) < 0) return 1;
	// A heavy disc on a 2 m rope from (-30, 6), starting slack with a sideways speed.
	int bob = jointBody(world, satCreateCircle(0.25f, &s), &s, -29.0f, 6.0f, SAT_BODY_DYNAMIC);
	if (bob < 0 || satWorld_SetVelocity(world, bob, 3.0f, 0.0f, 0.0f) != SAT_OK) return 1;
	satJointDef rope = satDefaultJointDef(SAT_JOINT_DISTANCE);
	rope.bodyB = bob;
	rope.anchorA = (satVec2){ -30.0f, 6.0f };
	rope.anchorB = (satVec2){ -29.0f, 6.0f };
	rope.length = 2.0f;
	rope.minLength = 0.0f;
	if ((ids[n++] = joint(world, &rope)) < 0) return 1;
	sc->n = n;
	sc->plank3 = plank[3];
	return 0;
}

// Steps [from, to) of the joints scene, hashed (transforms, contact and joint counts, reactions) into hash.
static int jointsRun(JointScene* sc, int from, int to, long* contacts)
{
	satWorld* world = sc->world;
	const int* ids = sc->ids;
	int n = sc->n, mouseId = sc->mouseId;
	const int* car = sc->car;
	float dt = (float)(1.0 / 60.0);
	for (int k = from; k < to; ++k) {
		if (satWorld_SetJointTarget(world, mouseId, 24.0f + 0.0625f * (float)k, 2.0f + 0.0625f * (float)(k % 32)) !=
			SAT_OK)
			return 1;
		if (k == 120) // the car reverses, one wheel's motor off
			if (satWorld_SetJointMotor(world, car[0], 3.0f, 50.0f) != SAT_OK ||
				satWorld_SetJointMotor(world, car[1], 0.0f, 0.0f) != SAT_OK)
				return 1;
		if (k == 200 && satWorld_RemoveJoint(world, ids[12]) != SAT_OK) return 1;   // the bridge's right end lets go
		if (k == 240 && satWorld_RemoveBody(world, sc->plank3) != SAT_OK) return 1; // and a plank breaks out
		if (satWorld_Step(world, dt, NULL) != SAT_OK) return 1;
		const float* t = satWorld_GetTransforms(world);
		for (int i = 0; i < 3 * satWorld_GetSlotCount(world); ++i) mix(bits(t[i]));
		mix((uint32_t)satWorld_GetContactCount(world));
		mix((uint32_t)satWorld_GetJointCount(world));
		for (int i = 0; i < n; ++i) {
			satJointReaction r;
			if (satWorld_GetJointReaction(world, ids[i], &r) != SAT_OK) continue; // removed: nothing hashed
			mix(bits(r.fx + 0.0f)); // as the shims send them to JS: -0 as +0
			mix(bits(r.fy + 0.0f));
			mix(bits(r.torque + 0.0f));
		}
		*contacts += satWorld_GetContactCount(world);
	}
	return 0;
}

#define SNAPSHOT_STEP 150 // the joints scene's snapshots: taken before this step (after the car's first motors)

static unsigned char* snapshotOf(satWorld* world, satSnapshotKind kind, size_t* size)
{
	if (satWorld_SnapshotSize(world, kind, size) != SAT_OK) return NULL;
	unsigned char* bytes = malloc(*size);
	if (bytes != NULL && satWorld_Snapshot(world, kind, bytes, *size, size) != SAT_OK) {
		free(bytes);
		return NULL;
	}
	return bytes;
}

static uint32_t bytesHash(const unsigned char* p, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t k = 0; k < n; ++k) h = (h ^ p[k]) * 16777619u;
	return h;
}

// A file's bytes (malloc'd, *size set), or NULL.
static unsigned char* readFile(const char* path, size_t* size)
{
	FILE* f = fopen(path, "rb");
	if (f == NULL) return NULL;
	unsigned char* bytes = NULL;
	long n = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
	if (n > 0 && fseek(f, 0, SEEK_SET) == 0 && (bytes = malloc((size_t)n)) != NULL &&
		fread(bytes, 1, (size_t)n, f) != (size_t)n) {
		free(bytes);
		bytes = NULL;
	}
	fclose(f);
	*size = (size_t)n;
	return bytes;
}

// Runs the joints scene on from SNAPSHOT_STEP after restoring bytes, into a scene built alike (dynamic, k 0) or into
// a world of its own (full, k 1), from the hash and contact count the scene had there: its end hash, 0 if the
// contacts differ from contacts or the restore fails.
static uint32_t continueFrom(
	const unsigned char* bytes, size_t size, int k, uint32_t prefix, long prefixContacts, long contacts)
{
	JointScene again;
	if (jointsBuild(&again) != 0) return 0u;
	if (k == 0 && satWorld_Restore(again.world, bytes, size) != SAT_OK) return 0u;
	if (k == 1) {
		satDestroyWorld(again.world);
		if (satCreateWorldFromSnapshot(bytes, size, &again.world) != SAT_OK) return 0u;
	}
#ifdef BITIDENT_BREAK_RESTORE // the failure check: a build whose restores lose the velocities
	for (int id = 0; id < 256; ++id) satWorld_SetVelocity(again.world, id, 0.0f, 0.0f, 0.0f);
#endif
	hash = prefix;
	long c = prefixContacts;
	if (jointsRun(&again, SNAPSHOT_STEP, JOINT_STEPS, &c) != 0) return 0u;
	satDestroyWorld(again.world);
	return c == contacts ? hash : 0u;
}

// The joints scene: its hash over every step ("joints HASH CONTACTS"); then its dynamic and full snapshots before
// SNAPSHOT_STEP, written to dir (unless readOnly: dir's are another build's) for the other builds to restore, and
// restored here, into a scene built alike (dynamic) and into a world of their own (full), each run to the end from
// the hash it had at the snapshot: they must end at the scene's hash. Prints "snapshot DYNAMIC-BYTES-HASH
// FULL-BYTES-HASH STATE-HASH DYNAMIC-END FULL-END", then "files DYNAMIC-END FULL-END" for dir's snapshots restored.
static int joints(const char* dir, int readOnly)
{
	hash = 2166136261u;
	JointScene sc;
	long contacts = 0;
	if (jointsBuild(&sc) != 0 || jointsRun(&sc, 0, SNAPSHOT_STEP, &contacts) != 0) return 1;
	size_t sizes[2];
	unsigned char* snaps[2] = { snapshotOf(sc.world, SAT_SNAPSHOT_DYNAMIC, &sizes[0]),
		snapshotOf(sc.world, SAT_SNAPSHOT_FULL, &sizes[1]) };
	uint64_t stateHash;
	if (snaps[0] == NULL || snaps[1] == NULL || satWorld_Hash(sc.world, &stateHash) != SAT_OK) return 1;
	for (int k = 0; k < 2 && dir != NULL && !readOnly; ++k) {
		char path[1024];
		snprintf(path, sizeof path, "%s/joints-%s.snapshot", dir, k == 0 ? "dynamic" : "full");
		FILE* f = fopen(path, "wb");
		if (f == NULL || fwrite(snaps[k], 1, sizes[k], f) != sizes[k] || fclose(f) != 0) return 1;
	}
	uint32_t prefix = hash;
	long prefixContacts = contacts;
	if (jointsRun(&sc, SNAPSHOT_STEP, JOINT_STEPS, &contacts) != 0) return 1;
	printf("joints %08x %ld\n", hash, contacts);
	satDestroyWorld(sc.world);
	uint32_t ends[2], files[2] = { 0u, 0u };
	for (int k = 0; k < 2; ++k) ends[k] = continueFrom(snaps[k], sizes[k], k, prefix, prefixContacts, contacts);
	for (int k = 0; k < 2 && dir != NULL; ++k) { // the files: this build's own, or the SSE2 build's (read only)
		char path[1024];
		size_t size;
		snprintf(path, sizeof path, "%s/joints-%s.snapshot", dir, k == 0 ? "dynamic" : "full");
		unsigned char* bytes = readFile(path, &size);
		if (bytes == NULL) return 1;
		files[k] = continueFrom(bytes, size, k, prefix, prefixContacts, contacts);
		free(bytes);
	}
	printf("snapshot %08x %08x %016llx %08x %08x\n", bytesHash(snaps[0], sizes[0]), bytesHash(snaps[1], sizes[1]),
		(unsigned long long)stateHash, ends[0], ends[1]);
	if (dir != NULL) printf("files %08x %08x\n", files[0], files[1]);
	free(snaps[0]);
	free(snaps[1]);
	return 0;
}

int main(int argc, char** argv)
{
	int readOnly = argc == 6 && strcmp(argv[5], "read") == 0;
	if ((argc != 4 && argc != 5 && !readOnly)) {
		fprintf(stderr, "usage: world SEED BODIES FRAMES [DIR [read]]\n");
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
	if (bullets() != 0) return 1;
	return joints(argc > 4 ? argv[4] : NULL, readOnly);
}
