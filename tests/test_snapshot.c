// Snapshots and the state hash: a restore followed by N steps gives the original N steps bit for bit (positions,
// velocities, events, contacts, the hash), in the same world, in a world built the same way, and in a world made
// from a full snapshot; truncated, corrupted and foreign snapshots are refused with the world unchanged; a dynamic
// snapshot is refused by a world whose statics or shapes differ; bodies added since are removed and their ids come
// back; the hash changes with a one-ulp change of any body's position, angle or velocity.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "bodies.h"
#include "check.h"
#include "prng.h"

static const float DT = 1.0f / 60.0f;
// Ids per slot: a slot's generation counts its uses and comes round to 0 after this many (then it is retired).
#define SAT_GENERATION_LIMIT ((1 << (31 - SAT_ID_SLOT_BITS)) - 1)

// A scene with most of what a step depends on: statics (ground, a ramp, a one-way platform, a sensor), a pile of
// boxes, discs and capsules (some with their own materials, damping or filters), a bullet, a kinematic platform, a
// hanging chain of revolute joints and a wheel joint; sleeping on.
typedef struct Scene {
	satWorld* w;
	int ids[64];
	int count;
	int kinematic, bullet, sensor;
} Scene;

static satShape* capsule(float half, float r)
{
	satShape* s = NULL;
	CHECK_INT(satCreateCapsule(-half, 0, half, 0, r, &s), SAT_OK);
	return s;
}

static satShape* triangle(float size)
{
	float xy[6] = { -size, -size, size, -size, 0, size };
	satShape* s = NULL;
	CHECK_INT(satCreatePolygon(xy, 6, &s), SAT_OK);
	return s;
}

static void buildScene(Scene* s, uint64_t seed, int count)
{
	memset(s, 0, sizeof *s);
	CHECK_INT(satCreateWorld(NULL, &s->w), SAT_OK);
	satWorld* w = s->w;
	addBody(w, box(60, 2), 0, -1, 0, SAT_BODY_STATIC);
	addBody(w, box(2, 40), -29, 19, 0, SAT_BODY_STATIC);
	addBody(w, box(2, 40), 29, 19, 0, SAT_BODY_STATIC);
	addBody(w, box(16, 1), -15, 6, -0.3f, SAT_BODY_STATIC); // a ramp
	int platform = addBody(w, box(8, 0.5f), 14, 8, 0, SAT_BODY_STATIC);
	CHECK_INT(satWorld_SetOneWay(w, platform, 0, 1), SAT_OK);
	s->sensor = addBody(w, box(6, 6), 0, 14, 0, SAT_BODY_STATIC);
	CHECK_INT(satWorld_SetSensor(w, s->sensor, true), SAT_OK);
	Prng rng = prngSeed(seed);
	s->count = count;
	for (int i = 0; i < count; ++i) {
		float x = -20.0f + (float)(i % 12) * 3.4f + (float)prngRange(&rng, -0.3f, 0.3f);
		float y = 3.0f + (float)(i / 12) * 2.5f + (float)prngRange(&rng, 0.0f, 0.5f);
		satShape* shape = i % 4 == 0 ? box(1.2f, 0.8f)
			: i % 4 == 1             ? circle(0.5f)
			: i % 4 == 2             ? capsule(0.5f, 0.3f)
									 : triangle(0.6f);
		s->ids[i] = addBody(w, shape, x, y, (float)prngRange(&rng, -1.0f, 1.0f), SAT_BODY_DYNAMIC);
		if (i % 5 == 0) {
			satMaterial m = { 2.0f, 0.3f, 0.4f, SAT_SAME_AS_FRICTION, 0.0f, 0.0f };
			CHECK_INT(satWorld_SetMaterial(w, s->ids[i], &m), SAT_OK);
		}
		if (i % 7 == 0) CHECK_INT(satWorld_SetDamping(w, s->ids[i], 0.5f, 0.2f), SAT_OK);
		if (i % 11 == 3) CHECK_INT(satWorld_SetFilter(w, s->ids[i], 2u, ~0u), SAT_OK);
		CHECK_INT(satWorld_SetVelocity(w, s->ids[i], (float)prngRange(&rng, -3, 3), prngRange(&rng, -3, 3), 0), SAT_OK);
	}
	s->bullet = addBody(w, circle(0.2f), -25, 30, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetBullet(w, s->bullet, true), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, s->bullet, 40, -60, 0), SAT_OK);
	s->kinematic = addBody(w, box(4, 0.5f), 0, 20, 0, SAT_BODY_KINEMATIC);
	CHECK_INT(satWorld_SetVelocity(w, s->kinematic, 2, 0, 0.5f), SAT_OK);
	// A chain of three links from a static anchor, and a wheel on a chassis.
	int anchor = addBody(w, box(1, 1), 20, 30, 0, SAT_BODY_STATIC);
	int last = anchor;
	for (int k = 0; k < 3; ++k) {
		int link = addBody(w, box(0.3f, 1.6f), 20, 29 - 1.6f * (float)k - 0.8f, 0, SAT_BODY_DYNAMIC);
		satJointDef d = satDefaultJointDef(SAT_JOINT_REVOLUTE);
		d.bodyA = last;
		d.bodyB = link;
		d.anchorA = (satVec2){ 20, 29.5f - 1.6f * (float)k };
		int id;
		CHECK_INT(satWorld_AddJoint(w, &d, &id), SAT_OK);
		last = link;
	}
	int chassis = addBody(w, box(3, 0.6f), -8, 25, 0, SAT_BODY_DYNAMIC);
	int wheel = addBody(w, circle(0.5f), -9, 24.2f, 0, SAT_BODY_DYNAMIC);
	satJointDef d = satDefaultJointDef(SAT_JOINT_WHEEL);
	d.bodyA = chassis;
	d.bodyB = wheel;
	d.anchorA = (satVec2){ -9, 24.2f };
	d.enableMotor = true;
	d.motorSpeed = -4.0f;
	d.maxMotorTorque = 20.0f;
	int id;
	CHECK_INT(satWorld_AddJoint(w, &d, &id), SAT_OK);
}

// One frame of the game loop: an input (an impulse on a body chosen by the frame number), queries between steps
// (which must leave no trace), a step.
static void frame(Scene* s, int f)
{
	satWorld* w = s->w;
	int target = s->ids[(f * 7) % s->count];
	if (f % 13 == 0) CHECK_INT(satWorld_ApplyImpulse(w, target, 0.5f, 3.0f, NULL), SAT_OK);
	if (f % 29 == 0) CHECK_INT(satWorld_SetVelocity(w, s->kinematic, (f / 29) % 2 ? 2.0f : -2.0f, 0, -0.5f), SAT_OK);
	int ids[64], found = 0;
	satAABB box = { -5, 0, 5, 10 };
	CHECK_INT(satWorld_QueryAABB(w, box, ids, 64, &found), SAT_OK);
	satWorldRayHit hit;
	CHECK_INT(satWorld_RayCast(w, (satVec2){ -28, 5 }, (satVec2){ 28, 1 }, ~0u, &hit), SAT_OK);
	CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
}

// What a frame's results are: the hash, every transform and velocity, the events and the contacts.
typedef struct Record {
	uint64_t hash;
	uint64_t digest; ///< of transforms, velocities, events, contacts
} Record;

static uint64_t mixIn(uint64_t h, const void* p, size_t n)
{
	const unsigned char* b = p;
	for (size_t k = 0; k < n; ++k) h = (h ^ b[k]) * 0x100000001B3ull;
	return h;
}

static Record record(satWorld* w)
{
	Record r = { 0, 0xcbf29ce484222325ull };
	CHECK_INT(satWorld_Hash(w, &r.hash), SAT_OK);
	int slots = satWorld_GetSlotCount(w);
	const float* xf = satWorld_GetTransforms(w);
	for (int i = 0; i < slots; ++i) { // the live bodies' (a free slot's entry is left as it was: not state)
		satVelocity v = { 0, 0, 0 };
		if (satWorld_GetVelocity(w, i, &v) != SAT_OK) continue; // (ids are slots here: no slot is reused)
		r.digest = mixIn(r.digest, &xf[3 * i], 3 * sizeof(float));
		r.digest = mixIn(r.digest, &v, sizeof v);
	}
	int n = satWorld_GetBeginCount(w);
	r.digest = mixIn(r.digest, satWorld_GetBeginPairs(w), (size_t)n * 2 * sizeof(int));
	n = satWorld_GetEndCount(w);
	r.digest = mixIn(r.digest, satWorld_GetEndPairs(w), (size_t)n * 2 * sizeof(int));
	n = satWorld_GetSensorBeginCount(w);
	r.digest = mixIn(r.digest, satWorld_GetSensorBeginEvents(w), (size_t)n * 2 * sizeof(int));
	n = satWorld_GetHitCount(w);
	r.digest = mixIn(r.digest, satWorld_GetHitIds(w), (size_t)n * 2 * sizeof(int));
	n = satWorld_GetContactCount(w);
	r.digest = mixIn(r.digest, &n, sizeof n);
	r.digest = mixIn(r.digest, satWorld_GetContactIds(w), (size_t)n * SAT_CONTACT_INTS * sizeof(int));
	r.digest = mixIn(r.digest, satWorld_GetContactData(w), (size_t)n * SAT_CONTACT_FLOATS * sizeof(float));
	r.digest = mixIn(r.digest, satWorld_GetContactImpulses(w), (size_t)n * 2 * sizeof(float));
	return r;
}

static unsigned char* takeSnapshot(satWorld* w, satSnapshotKind kind, size_t* size)
{
	CHECK_INT(satWorld_SnapshotSize(w, kind, size), SAT_OK);
	unsigned char* bytes = malloc(*size);
	size_t written = 0;
	CHECK_INT(satWorld_Snapshot(w, kind, bytes, *size, &written), SAT_OK);
	CHECK_MSG(written == *size, "snapshot wrote %zu bytes, its size said %zu", written, *size);
	return bytes;
}

// Run frames [from, from + n) recording each.
static void runFrames(Scene* s, int from, int n, Record* out)
{
	for (int f = 0; f < n; ++f) {
		frame(s, from + f);
		out[f] = record(s->w);
	}
}

static int compareRuns(const Record* a, const Record* b, int n, const char* what)
{
	for (int f = 0; f < n; ++f)
		if (a[f].hash != b[f].hash || a[f].digest != b[f].digest) {
			CHECK_MSG(false, "%s: frame %d after the restore differs from the original (hash %016llx vs %016llx)", what,
				f, (unsigned long long)a[f].hash, (unsigned long long)b[f].hash);
			return f;
		}
	return n;
}

enum {
	WARM = 90,
	AFTER = 240
};

// Restore then N steps equal the original N steps: a dynamic and a full snapshot, restored into the world that ran
// on, into a world built the same way, and (full) into a world made from it; frames after the restore read empty
// reports until the next step.
static void caseReplayEqualsOriginal(void)
{
	static Record original[AFTER], again[AFTER];
	for (int kind = 0; kind < 2; ++kind) {
		Scene s;
		buildScene(&s, 7, 48);
		runFrames(&s, 0, WARM, original); // (the first frames' records are not compared)
		size_t size;
		unsigned char* snap = takeSnapshot(s.w, (satSnapshotKind)kind, &size);
		Record at = record(s.w);
		runFrames(&s, WARM, AFTER, original);
		// the same world, which ran on
		CHECK_INT(satWorld_Restore(s.w, snap, size), SAT_OK);
		CHECK_INT(satWorld_GetContactCount(s.w), 0);
		CHECK_INT(satWorld_GetBeginCount(s.w), 0);
		uint64_t h;
		CHECK_INT(satWorld_Hash(s.w, &h), SAT_OK);
		CHECK_MSG(h == at.hash, "kind %d: hash after restore %016llx, at the snapshot %016llx", kind,
			(unsigned long long)h, (unsigned long long)at.hash);
		runFrames(&s, WARM, AFTER, again);
		compareRuns(original, again, AFTER, kind ? "dynamic, same world" : "full, same world");
		// a world built the same way, never stepped
		Scene t;
		buildScene(&t, 7, 48);
		CHECK_INT(satWorld_Restore(t.w, snap, size), SAT_OK);
		runFrames(&t, WARM, AFTER, again);
		compareRuns(original, again, AFTER, kind ? "dynamic, a world built alike" : "full, a world built alike");
		satDestroyWorld(t.w);
		if (kind == SAT_SNAPSHOT_FULL) { // a world of its own
			Scene u = s;
			CHECK_INT(satCreateWorldFromSnapshot(snap, size, &u.w), SAT_OK);
			runFrames(&u, WARM, AFTER, again);
			compareRuns(original, again, AFTER, "full, a world made from it");
			satDestroyWorld(u.w);
		} else {
			satWorld* none = (satWorld*)1;
			CHECK_INT(satCreateWorldFromSnapshot(snap, size, &none), SAT_ERR_BAD_SNAPSHOT);
			CHECK(none == NULL);
		}
		free(snap);
		satDestroyWorld(s.w);
	}
}

// Snapshots taken at many points of seeded runs (falling, piling, sleeping) continue bit for bit, also after
// restoring the same snapshot several times and after a rollback of a few frames, as a rollback game does each frame.
static void caseRollbackLoop(void)
{
	for (uint64_t seed = 1; seed <= 3; ++seed) {
		Scene s;
		buildScene(&s, seed, 40);
		static Record truth[600];
		static unsigned char* snaps[600];
		static size_t sizes[600];
		for (int f = 0; f < 600; ++f) {
			snaps[f] = takeSnapshot(s.w, SAT_SNAPSHOT_DYNAMIC, &sizes[f]);
			frame(&s, f);
			truth[f] = record(s.w);
		}
		int asleep = 0;
		for (int i = 0; i < s.count; ++i) {
			bool awake = true;
			satWorld_IsAwake(s.w, s.ids[i], &awake);
			asleep += !awake;
		}
		// Roll back 1-10 frames at many points and run forward again.
		Prng rng = prngSeed(seed * 101);
		int mismatches = 0;
		for (int trial = 0; trial < 40; ++trial) {
			int at = (int)(float)prngRange(&rng, 1.0f, 589.0f), back = 1 + trial % 10;
			CHECK_INT(satWorld_Restore(s.w, snaps[at], sizes[at]), SAT_OK);
			for (int f = at; f < at + back; ++f) {
				frame(&s, f);
				Record r = record(s.w);
				if (r.hash != truth[f].hash || r.digest != truth[f].digest) {
					if (mismatches == 0)
						printf("  seed %d: restored at %d, frame %d differs (hash %s, digest %s)\n", (int)seed, at, f,
							r.hash != truth[f].hash ? "differs" : "same",
							r.digest != truth[f].digest ? "differs" : "same");
					mismatches++;
				}
			}
		}
		CHECK_MSG(mismatches == 0, "seed %llu: %d re-simulated frames differ from the first run",
			(unsigned long long)seed, mismatches);
		CHECK_MSG(asleep > 0, "seed %llu: nothing fell asleep in 10 s (the test should cover sleeping)",
			(unsigned long long)seed);
		for (int f = 0; f < 600; ++f) free(snaps[f]);
		satDestroyWorld(s.w);
	}
}

// The hash: the same for the same state; changed by one ulp of any moving body's position, angle or velocity, and by
// one ulp of a static's position; back to what it was when the change is undone.
static void caseHashSensitivity(void)
{
	Scene s;
	buildScene(&s, 3, 24);
	for (int f = 0; f < 30; ++f) frame(&s, f);
	uint64_t h0, h;
	CHECK_INT(satWorld_Hash(s.w, &h0), SAT_OK);
	CHECK_INT(satWorld_Hash(s.w, &h), SAT_OK);
	CHECK(h == h0);
	int unchanged = 0;
	for (int i = 0; i < s.count; ++i) {
		int id = s.ids[i];
		satTransform t = transformOf(s.w, id);
		satVelocity v = velocityOf(s.w, id);
		for (int field = 0; field < 6; ++field) {
			satTransform t2 = t;
			satVelocity v2 = v;
			float* p = field == 0 ? &t2.x
				: field == 1      ? &t2.y
				: field == 2      ? &t2.angle
				: field == 3      ? &v2.vx
				: field == 4      ? &v2.vy
								  : &v2.angular;
			*p = nextafterf(*p, INFINITY);
			CHECK_INT(satWorld_SetTransform(s.w, id, t2.x, t2.y, t2.angle), SAT_OK);
			CHECK_INT(satWorld_SetVelocity(s.w, id, v2.vx, v2.vy, v2.angular), SAT_OK);
			CHECK_INT(satWorld_Hash(s.w, &h), SAT_OK);
			unchanged += h == h0;
			CHECK_INT(satWorld_SetTransform(s.w, id, t.x, t.y, t.angle), SAT_OK);
			CHECK_INT(satWorld_SetVelocity(s.w, id, v.vx, v.vy, v.angular), SAT_OK);
		}
	}
	CHECK_MSG(unchanged == 0, "%d one-ulp changes left the hash as it was", unchanged);
	satTransform g = transformOf(s.w, 0);
	CHECK_INT(satWorld_SetTransform(s.w, 0, nextafterf(g.x, INFINITY), g.y, g.angle), SAT_OK);
	CHECK_INT(satWorld_Hash(s.w, &h), SAT_OK);
	CHECK_MSG(h != h0, "a static moved by one ulp leaves the hash as it was");
	satDestroyWorld(s.w);
}

static bool sameBytes(const unsigned char* a, size_t na, const unsigned char* b, size_t nb)
{
	return na == nb && memcmp(a, b, na) == 0;
}

// Truncated, corrupted and foreign snapshots are refused (SAT_ERR_BAD_SNAPSHOT) and change nothing: every
// truncation, a flip of every byte, another version, another kind, bytes that are not a snapshot.
static void caseBadSnapshotsRefused(void)
{
	Scene s;
	buildScene(&s, 5, 12);
	for (int f = 0; f < 40; ++f) frame(&s, f);
	for (int kind = 0; kind < 2; ++kind) {
		size_t size;
		unsigned char* snap = takeSnapshot(s.w, (satSnapshotKind)kind, &size);
		for (int f = 0; f < 5; ++f) frame(&s, 40 + f); // the world moves on: a refused restore must leave it there
		size_t beforeSize;
		unsigned char* before = takeSnapshot(s.w, SAT_SNAPSHOT_FULL, &beforeSize);
		int accepted = 0;
		for (size_t n = 0; n < size; ++n) accepted += satWorld_Restore(s.w, snap, n) != SAT_ERR_BAD_SNAPSHOT;
		CHECK_MSG(accepted == 0, "kind %d: %d truncations not refused", kind, accepted);
		unsigned char* bad = malloc(size + 1);
		for (size_t k = 0; k < size; ++k) {
			memcpy(bad, snap, size);
			bad[k] ^= (unsigned char)(1u << (k % 8));
			accepted += satWorld_Restore(s.w, bad, size) != SAT_ERR_BAD_SNAPSHOT;
		}
		CHECK_MSG(accepted == 0, "kind %d: %d one-bit corruptions not refused", kind, accepted);
		memcpy(bad, snap, size);
		bad[size] = 0;
		CHECK_INT(satWorld_Restore(s.w, bad, size + 1), SAT_ERR_BAD_SNAPSHOT); // a byte too many
		memcpy(bad, snap, size);
		bad[4] = SAT_SNAPSHOT_VERSION + 1; // another version (its checksum covers the version: refused either way)
		CHECK_INT(satWorld_Restore(s.w, bad, size), SAT_ERR_BAD_SNAPSHOT);
		memcpy(bad, snap, size);
		bad[6] ^= 1; // the other kind
		CHECK_INT(satWorld_Restore(s.w, bad, size), SAT_ERR_BAD_SNAPSHOT);
		Prng rng = prngSeed(9);
		for (size_t k = 0; k < size; ++k) bad[k] = (unsigned char)prngNext(&rng);
		CHECK_INT(satWorld_Restore(s.w, bad, size), SAT_ERR_BAD_SNAPSHOT);
		CHECK_INT(satWorld_Restore(s.w, NULL, size), SAT_ERR_NULL);
		satWorld* made = (satWorld*)1;
		CHECK_INT(satCreateWorldFromSnapshot(bad, size, &made), SAT_ERR_BAD_SNAPSHOT);
		CHECK(made == NULL);
		size_t afterSize;
		unsigned char* after = takeSnapshot(s.w, SAT_SNAPSHOT_FULL, &afterSize);
		CHECK_MSG(
			sameBytes(before, beforeSize, after, afterSize), "kind %d: a refused restore changed the world", kind);
		free(after);
		free(before);
		free(bad);
		free(snap);
	}
	satDestroyWorld(s.w);
}

// A dynamic snapshot needs the statics and shapes it was taken with: a static moved by one ulp, a static added or
// removed, a moving body removed since or with another shape: refused, nothing changed. Bodies added since are
// removed, and the ids given again are the ones given the first time.
static void caseDynamicNeedsSameStatics(void)
{
	Scene s;
	buildScene(&s, 11, 12);
	for (int f = 0; f < 20; ++f) frame(&s, f);
	size_t size;
	unsigned char* snap = takeSnapshot(s.w, SAT_SNAPSHOT_DYNAMIC, &size);
	Scene control; // a world built alike takes it: the refusals below are for what each variant changed
	buildScene(&control, 11, 12);
	CHECK_INT(satWorld_Restore(control.w, snap, size), SAT_OK);
	satDestroyWorld(control.w);
	for (int variant = 0; variant < 5; ++variant) {
		Scene t;
		buildScene(&t, 11, 12);
		if (variant == 0) {
			satTransform g = transformOf(t.w, 3);
			CHECK_INT(satWorld_SetTransform(t.w, 3, g.x, nextafterf(g.y, INFINITY), g.angle), SAT_OK);
		} else if (variant == 1) {
			addBody(t.w, box(1, 1), 40, 40, 0, SAT_BODY_STATIC);
		} else if (variant == 2) {
			CHECK_INT(satWorld_RemoveBody(t.w, 2), SAT_OK);
		} else if (variant == 3) {
			CHECK_INT(satWorld_RemoveBody(t.w, t.ids[4]), SAT_OK);
		} else {
			satMaterial m = { 1, 0.9f, 0, SAT_SAME_AS_FRICTION, 0, 0 }; // a static's friction
			CHECK_INT(satWorld_SetMaterial(t.w, 0, &m), SAT_OK);
		}
		uint64_t h0, h1;
		CHECK_INT(satWorld_Hash(t.w, &h0), SAT_OK);
		CHECK_MSG(satWorld_Restore(t.w, snap, size) == SAT_ERR_BAD_SNAPSHOT, "variant %d restored", variant);
		CHECK_INT(satWorld_Hash(t.w, &h1), SAT_OK);
		CHECK_MSG(h0 == h1, "variant %d: a refused restore changed the world", variant);
		satDestroyWorld(t.w);
	}
	// Added since: removed by the restore; the same adds give the same ids.
	int count = satWorld_GetBodyCount(s.w);
	int first[3];
	for (int k = 0; k < 3; ++k) first[k] = addBody(s.w, circle(0.3f), (float)k, 30, 0, SAT_BODY_DYNAMIC);
	satJointDef d = satDefaultJointDef(SAT_JOINT_DISTANCE);
	d.bodyA = first[0];
	d.bodyB = first[1];
	int joint;
	CHECK_INT(satWorld_AddJoint(s.w, &d, &joint), SAT_OK);
	int joints = satWorld_GetJointCount(s.w);
	for (int f = 0; f < 10; ++f) frame(&s, 20 + f);
	CHECK_INT(satWorld_Restore(s.w, snap, size), SAT_OK);
	CHECK_INT(satWorld_GetBodyCount(s.w), count);
	CHECK_INT(satWorld_GetJointCount(s.w), joints - 1);
	for (int k = 0; k < 3; ++k) {
		satTransform t;
		CHECK_INT(satWorld_GetTransform(s.w, first[k], &t), SAT_ERR_BAD_ID);
		CHECK_INT(addBody(s.w, circle(0.3f), (float)k, 30, 0, SAT_BODY_DYNAMIC), first[k]);
	}
	int again;
	CHECK_INT(satWorld_AddJoint(s.w, &d, &again), SAT_OK);
	CHECK_INT(again, joint);
	free(snap);
	satDestroyWorld(s.w);
}

// satWorld_Snapshot into a buffer allocates nothing; a buffer too small gets SAT_ERR_BAD_ARRAY and the size needed,
// and holds no snapshot (its header is left as it was, nothing is written past its capacity); the hash, and a
// restore of a dynamic snapshot with the steps after it, allocate nothing once they have run.
static void caseBuffersAndAllocation(void)
{
	Scene s;
	buildScene(&s, 2, 30);
	for (int f = 0; f < 60; ++f) frame(&s, f);
	for (int kind = 0; kind < 2; ++kind) {
		size_t size;
		CHECK_INT(satWorld_SnapshotSize(s.w, (satSnapshotKind)kind, &size), SAT_OK);
		unsigned char* buffer = malloc(size + 64);
		memset(buffer, 0xab, size + 64);
		size_t written = 0;
		CHECK_INT(satWorld_Snapshot(s.w, (satSnapshotKind)kind, buffer, size - 1, &written), SAT_ERR_BAD_ARRAY);
		CHECK(written == size);
		int touched = 0; // the header is written last: a buffer too small holds no snapshot
		for (size_t k = 0; k < 32; ++k) touched += buffer[k] != 0xab;
		for (size_t k = size - 1; k < size + 64; ++k) touched += buffer[k] != 0xab;
		CHECK_MSG(
			touched == 0, "a buffer too small had %d bytes of its header or beyond its capacity changed", touched);
		CHECK_INT(satWorld_Restore(s.w, buffer, size - 1), SAT_ERR_BAD_SNAPSHOT);
		long allocations = testAllocationCount();
		CHECK_INT(satWorld_Snapshot(s.w, (satSnapshotKind)kind, buffer, size + 64, &written), SAT_OK);
		CHECK_INT((int)(testAllocationCount() - allocations), 0);
		CHECK(written == size);
		free(buffer);
	}
	uint64_t h;
	CHECK_INT(satWorld_Hash(s.w, &h), SAT_OK);
	long allocations = testAllocationCount();
	CHECK_INT(satWorld_Hash(s.w, &h), SAT_OK);
	CHECK_INT((int)(testAllocationCount() - allocations), 0);
	// A rollback loop: restoring a dynamic snapshot and stepping again allocates nothing once it has run.
	size_t size;
	unsigned char* snap = takeSnapshot(s.w, SAT_SNAPSHOT_DYNAMIC, &size);
	for (int round = 0; round < 3; ++round) {
		allocations = testAllocationCount();
		CHECK_INT(satWorld_Restore(s.w, snap, size), SAT_OK);
		for (int f = 0; f < 10; ++f) frame(&s, 60 + f);
		if (round > 0)
			CHECK_MSG(testAllocationCount() == allocations, "round %d of restore and 10 steps allocated %ld times",
				round, testAllocationCount() - allocations);
	}
	free(snap);
	CHECK_INT(satWorld_SnapshotSize(s.w, (satSnapshotKind)7, &size), SAT_ERR_BAD_TYPE);
	CHECK_INT(satWorld_Snapshot(s.w, SAT_SNAPSHOT_FULL, NULL, 0, &size), SAT_ERR_NULL);
	CHECK_INT(satWorld_Hash(NULL, &h), SAT_ERR_NULL);
	satDestroyWorld(s.w);
}

// A full snapshot as a save game: a world made from it answers every query as the original (transforms, boxes,
// types, materials, filters, sensors, one-way normals, joints), and an empty world restored from it too.
static void caseSaveGame(void)
{
	Scene s;
	buildScene(&s, 4, 20);
	for (int f = 0; f < 50; ++f) frame(&s, f);
	size_t size;
	unsigned char* snap = takeSnapshot(s.w, SAT_SNAPSHOT_FULL, &size);
	satWorld* made;
	CHECK_INT(satCreateWorldFromSnapshot(snap, size, &made), SAT_OK);
	satWorld* empty;
	CHECK_INT(satCreateWorld(NULL, &empty), SAT_OK);
	CHECK_INT(satWorld_Restore(empty, snap, size), SAT_OK);
	satWorld* copies[2] = { made, empty };
	for (int c = 0; c < 2; ++c) {
		satWorld* w = copies[c];
		CHECK_INT(satWorld_GetBodyCount(w), satWorld_GetBodyCount(s.w));
		CHECK_INT(satWorld_GetSlotCount(w), satWorld_GetSlotCount(s.w));
		CHECK_INT(satWorld_GetJointCount(w), satWorld_GetJointCount(s.w));
		int differ = 0;
		for (int id = 0; id < satWorld_GetSlotCount(s.w); ++id) {
			satAABB a, b;
			satError ea = satWorld_GetAABB(s.w, id, &a), eb = satWorld_GetAABB(w, id, &b);
			differ += ea != eb || (ea == SAT_OK && memcmp(&a, &b, sizeof a) != 0);
			satBodyType ta, tb;
			satWorld_GetType(s.w, id, &ta);
			satWorld_GetType(w, id, &tb);
			differ += ta != tb;
			satMaterial ma, mb;
			satWorld_GetMaterial(s.w, id, &ma);
			satWorld_GetMaterial(w, id, &mb);
			differ += memcmp(&ma, &mb, sizeof ma) != 0;
			satMassData da, db;
			satWorld_GetMassData(s.w, id, &da);
			satWorld_GetMassData(w, id, &db);
			differ += memcmp(&da, &db, sizeof da) != 0;
			bool sa = false, sb = false;
			satWorld_IsSensor(s.w, id, &sa);
			satWorld_IsSensor(w, id, &sb);
			differ += sa != sb;
			satVec2 oa = { 0, 0 }, ob = { 0, 0 };
			satWorld_GetOneWay(s.w, id, &oa);
			satWorld_GetOneWay(w, id, &ob);
			differ += memcmp(&oa, &ob, sizeof oa) != 0;
		}
		CHECK_MSG(differ == 0, "copy %d: %d answers differ from the original's", c, differ);
		uint64_t ha, hb;
		CHECK_INT(satWorld_Hash(s.w, &ha), SAT_OK);
		CHECK_INT(satWorld_Hash(w, &hb), SAT_OK);
		CHECK(ha == hb);
		size_t again;
		unsigned char* second = takeSnapshot(w, SAT_SNAPSHOT_FULL, &again);
		CHECK_MSG(sameBytes(snap, size, second, again), "copy %d: its snapshot differs from the one it was made of", c);
		free(second);
	}
	satDestroyWorld(made);
	satDestroyWorld(empty);
	free(snap);
	satDestroyWorld(s.w);
}

// Size: a dynamic snapshot of a settled pile of 1000 bodies, per body (printed; the benchmark compares it with
// Rapier's); a bound that a format regression would break.
static void caseSnapshotSize(void)
{
	satWorld* w;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	addBody(w, box(200, 2), 0, -1, 0, SAT_BODY_STATIC);
	Prng rng = prngSeed(1);
	for (int i = 0; i < 1000; ++i)
		addBody(w, i % 2 ? circle(0.5f) : box(1, 1), -40.0f + (float)(i % 80) * 1.05f, 1.0f + (float)(i / 80) * 1.1f,
			(float)prngRange(&rng, -0.2f, 0.2f), SAT_BODY_DYNAMIC);
	for (int f = 0; f < 120; ++f) CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
	size_t dynamicSize, fullSize;
	CHECK_INT(satWorld_SnapshotSize(w, SAT_SNAPSHOT_DYNAMIC, &dynamicSize), SAT_OK);
	CHECK_INT(satWorld_SnapshotSize(w, SAT_SNAPSHOT_FULL, &fullSize), SAT_OK);
	printf("  1000-body pile: dynamic snapshot %zu bytes (%.1f per body), full %zu (%.1f per body), %d contacts\n",
		dynamicSize, (double)dynamicSize / 1000.0, fullSize, (double)fullSize / 1000.0, satWorld_GetContactCount(w));
	CHECK_MSG(dynamicSize < 120 * 1000, "dynamic snapshot %zu bytes for 1000 bodies", dynamicSize);
	satDestroyWorld(w);
}

// Found by fuzz_world: a static moved since the last step wakes the asleep bodies it touches at the next step; a
// world made from a full snapshot taken then must know it (it snapshotted to other bytes, and its pile slept on).
static void caseFullSnapshotKeepsStaticNudge(void)
{
	satWorld* w;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	int ground = addBody(w, box(20, 1), 0, -0.5f, 0, SAT_BODY_STATIC);
	int crate = addBody(w, box(1, 1), 0, 0.5f, 0, SAT_BODY_DYNAMIC);
	bool awake = true;
	for (int f = 0; f < 600 && awake; ++f) {
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		CHECK_INT(satWorld_IsAwake(w, crate, &awake), SAT_OK);
	}
	CHECK_MSG(!awake, "the crate never fell asleep");
	CHECK_INT(satWorld_SetTransform(w, ground, 0, -0.5f, 0.001f), SAT_OK); // the ground tilts under the asleep crate
	size_t size;
	unsigned char* snap = takeSnapshot(w, SAT_SNAPSHOT_FULL, &size);
	satWorld* copy;
	CHECK_INT(satCreateWorldFromSnapshot(snap, size, &copy), SAT_OK);
	size_t again;
	unsigned char* second = takeSnapshot(copy, SAT_SNAPSHOT_FULL, &again);
	CHECK_MSG(sameBytes(snap, size, second, again), "the copy snapshots to other bytes");
	CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
	CHECK_INT(satWorld_Step(copy, DT, NULL), SAT_OK);
	bool a = false, b = false;
	CHECK_INT(satWorld_IsAwake(w, crate, &a), SAT_OK);
	CHECK_INT(satWorld_IsAwake(copy, crate, &b), SAT_OK);
	CHECK_MSG(a && b, "after the ground moved, the crate is awake %d in the world and %d in its copy", (int)a, (int)b);
	uint64_t ha, hb;
	CHECK_INT(satWorld_Hash(w, &ha), SAT_OK);
	CHECK_INT(satWorld_Hash(copy, &hb), SAT_OK);
	CHECK(ha == hb);
	free(second);
	free(snap);
	satDestroyWorld(copy);
	satDestroyWorld(w);
}

// Found by fuzz_world: a slot whose every id was used is retired (free, on no free list); snapshots of a world with
// one were refused as inconsistent. A slot and a joint slot used 512 times each, then both kinds restore.
static void caseRetiredSlots(void)
{
	satWorld* w;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	int ground = addBody(w, box(20, 1), 0, -0.5f, 0, SAT_BODY_STATIC);
	int crate = addBody(w, box(1, 1), 3, 0.5f, 0, SAT_BODY_DYNAMIC);
	for (int k = 0; k <= SAT_GENERATION_LIMIT; ++k) {
		int id = addBody(w, circle(0.5f), 0, 2, 0, SAT_BODY_DYNAMIC);
		satJointDef d = satDefaultJointDef(SAT_JOINT_DISTANCE);
		d.bodyA = ground;
		d.bodyB = crate;
		int joint;
		CHECK_INT(satWorld_AddJoint(w, &d, &joint), SAT_OK);
		CHECK_INT(satWorld_RemoveJoint(w, joint), SAT_OK);
		CHECK_INT(satWorld_RemoveBody(w, id), SAT_OK);
	}
	int later = addBody(w, circle(0.5f), 0, 2, 0, SAT_BODY_DYNAMIC); // in a new slot: the old one is retired
	CHECK_MSG(later == 3, "id %d: slot 2 is retired, so the next body takes slot 3", later);
	for (int kind = 0; kind < 2; ++kind) {
		size_t size;
		unsigned char* snap = takeSnapshot(w, (satSnapshotKind)kind, &size);
		CHECK_INT(satWorld_Restore(w, snap, size), SAT_OK);
		satWorld* made = NULL;
		if (kind == SAT_SNAPSHOT_FULL) CHECK_INT(satCreateWorldFromSnapshot(snap, size, &made), SAT_OK);
		satDestroyWorld(made);
		free(snap);
	}
	satDestroyWorld(w);
}

// Found by fuzz_world: between steps, the last step's contacts still name a body removed since (its slot free);
// snapshots then were refused as inconsistent. Both kinds restore, and the world goes on as the original.
static void caseContactOfRemovedBody(void)
{
	Scene s;
	buildScene(&s, 13, 20);
	for (int f = 0; f < 60; ++f) frame(&s, f);
	CHECK(satWorld_GetContactCount(s.w) > 0);
	int victim = satWorld_GetContactIds(s.w)[1]; // a body of the last step's first contact (the higher slot: moving)
	satBodyType type;
	CHECK_INT(satWorld_GetType(s.w, victim, &type), SAT_OK);
	CHECK(type != SAT_BODY_STATIC);
	CHECK_INT(satWorld_RemoveBody(s.w, victim), SAT_OK);
	static Record original[60], again[60];
	for (int kind = 0; kind < 2; ++kind) {
		size_t size;
		unsigned char* snap = takeSnapshot(s.w, (satSnapshotKind)kind, &size);
		satWorld* copy = NULL;
		if (kind == SAT_SNAPSHOT_FULL) {
			CHECK_INT(satCreateWorldFromSnapshot(snap, size, &copy), SAT_OK);
		} else {
			Scene t;
			buildScene(&t, 13, 20);
			copy = t.w;
			CHECK_INT(satWorld_RemoveBody(copy, victim), SAT_OK);
			CHECK_INT(satWorld_Restore(copy, snap, size), SAT_OK);
		}
		Scene u = s;
		u.w = copy;
		runFrames(&u, 60, 60, again);
		if (kind == 0) {
			Scene v = s;
			CHECK_INT(satCreateWorldFromSnapshot(snap, size, &v.w), SAT_OK);
			runFrames(&v, 60, 60, original);
			satDestroyWorld(v.w);
		}
		compareRuns(original, again, 60, kind ? "dynamic, after a removal" : "full, after a removal");
		satDestroyWorld(copy);
		free(snap);
	}
	runFrames(&s, 60, 60, again); // and the world itself went the same way
	compareRuns(original, again, 60, "the world the snapshots were taken of");
	satDestroyWorld(s.w);
}

const TestCase snapshotTests[] = {
	{ "replay-equals-original", caseReplayEqualsOriginal },
	{ "rollback-loop", caseRollbackLoop },
	{ "hash-sensitivity", caseHashSensitivity },
	{ "bad-snapshots-refused", caseBadSnapshotsRefused },
	{ "dynamic-needs-same-statics", caseDynamicNeedsSameStatics },
	{ "buffers-and-allocation", caseBuffersAndAllocation },
	{ "save-game", caseSaveGame },
	{ "snapshot-size", caseSnapshotSize },
	{ "full-snapshot-keeps-static-nudge", caseFullSnapshotKeepsStaticNudge },
	{ "retired-slots", caseRetiredSlots },
	{ "contact-of-removed-body", caseContactOfRemovedBody },
};
const int snapshotTestCount = (int)(sizeof snapshotTests / sizeof snapshotTests[0]);
