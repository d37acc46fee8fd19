// Snapshots of a world for rollback netcode and save games (satWorld_Snapshot, satWorld_Restore,
// satCreateWorldFromSnapshot) and the state hash (satWorld_Hash).
//
// A snapshot holds the state a step depends on and nothing it rebuilds: the broad phase's grids, the shape pool and
// the solver's working memory are rebuilt by the next step, whose results do not depend on them (the pairs are
// sorted by slot, satSortPairs). The byte format is the same on every build: little-endian, floats as their bits,
// integers as LEB128 varints where they are usually small. Layout (format version SAT_SNAPSHOT_VERSION):
//   header, 32 bytes: "SATS", u16 version, u16 kind, u32 payload bytes, u32 0, u64 checksum of the payload
//                     (seeded with the magic, version, kind and the statics' fingerprint),
//                     u64 fingerprint of the static bodies
//   payload: settings; the slots (free: generation and next free slot; static; moving: its state and a fingerprint
//            of its shape, or in a full snapshot the shape itself); the moving bodies' order; the sensors; the joints;
//            the contacts with their warm-start impulses and feature ids; the pair set of the last step (for begin
//            and end events), the sensors' visitors, and the one-way bodies' kept pairs and starts.
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

#define SAT_SNAPSHOT_MAGIC 0x53544153u // "SATS" read as a little-endian u32
#define SAT_SNAPSHOT_HEADER 32
// The largest record the writer encodes at once (a moving body with a full shape is written in parts).
#define SAT_RECORD_MAX 512

enum {
	SAT_SLOT_FREE = 0,
	SAT_SLOT_MOVING = 1,
	SAT_SLOT_STATIC = 2
};

// Flags of a body record.
enum {
	SAT_SB_SENSOR = 1 << 0,
	SAT_SB_ONE_WAY = 1 << 1,
	SAT_SB_BULLET = 1 << 2,
	SAT_SB_ASLEEP = 1 << 3,
	SAT_SB_NUDGED = 1 << 4,
	SAT_SB_FILTER = 1 << 5,
	SAT_SB_DAMPING = 1 << 6,
	SAT_SB_GROUND = 1 << 7,
	SAT_SB_JOINTS = 1 << 8,
	SAT_SB_SLEEP_TIME = 1 << 9,
	SAT_SB_VELOCITY = 1 << 10,
};

// ---- Hashing: 8 bytes at a time; any change of one word changes the hash (each round is a bijection) ----

// The little-endian word of 8 bytes at p.
static inline uint64_t satWordAt(const unsigned char* p)
{
	uint64_t v;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(&v, p, 8); // in one load
#else
	v = 0;
	for (int b = 7; b >= 0; --b) v = v << 8 | p[b];
#endif
	return v;
}

// A hash of n bytes: four lanes of words (32 bytes a round, so the multiplies overlap), then the lanes, the tail and
// the length. A change of one word changes its lane's value and so the result (each round is a bijection).
static uint64_t satHashBytes(uint64_t h, const unsigned char* p, size_t n)
{
	uint64_t lane[4] = { h, h ^ 0x243F6A8885A308D3ull, h ^ 0x13198A2E03707344ull, h ^ 0xA4093822299F31D0ull };
	size_t k = 0;
	for (; k + 32 <= n; k += 32)
		for (int j = 0; j < 4; ++j) lane[j] = satMix(lane[j], satWordAt(p + k + 8 * (size_t)j));
	for (; k + 8 <= n; k += 8) lane[0] = satMix(lane[0], satWordAt(p + k));
	uint64_t v = 0;
	for (size_t b = n; b > k; --b) v = v << 8 | p[b - 1];
	h = satMix(satMix(satMix(satMix(lane[0], lane[1]), lane[2]), lane[3]), v);
	return satMix(h, (uint64_t)n);
}

static float satFloatOf(uint32_t u)
{
	float f;
	memcpy(&f, &u, 4);
	return f;
}

// The fingerprint of the world's static bodies: slots, ids, places, filters, flags, materials and shapes.
static uint64_t satStaticsFingerprint(const satWorld* w)
{
	uint64_t h = 0x5354415449435Full;
	for (int i = 0; i < w->slotCount; ++i) {
		const satBody* b = &w->bodies[i];
		if (b->shape == NULL || !b->isStatic) continue;
		const satBodyPhysics* p = &w->physics[i];
		h = satMix(h, (uint64_t)(uint32_t)i << 32 | (uint32_t)b->id);
		h = satMix(h, (uint64_t)satBits(b->x) << 32 | satBits(b->y));
		h = satMix(h, (uint64_t)satBits(b->shape->xf.angle) << 32 | (uint32_t)(b->sensor | b->oneWay << 1));
		h = satMix(h, (uint64_t)b->category << 32 | b->mask);
		h = satMix(h, (uint64_t)satBits(p->oneWayNormal.x) << 32 | satBits(p->oneWayNormal.y));
		const float* m = &p->material.density;
		h = satMix(h, (uint64_t)satBits(m[0]) << 32 | satBits(m[1]));
		h = satMix(h, (uint64_t)satBits(m[2]) << 32 | satBits(m[3]));
		h = satMix(h, (uint64_t)satBits(m[4]) << 32 | satBits(m[5]));
		h = satMix(h, p->shapePrint);
	}
	return h;
}

// ---- Writing: a record at a time into the output, or (past its end) only counted ----

typedef struct satWriter {
	unsigned char* out;
	size_t capacity, size;
	unsigned char spill[SAT_RECORD_MAX]; ///< where a record goes that may not fit: copied out if it does
	unsigned char* p;                    ///< the record being written
	unsigned char* begin;
	const satWorld* world;
	satSnapshotKind kind;
	satMaterial materials[16]; ///< materials met so far: later bodies name them by index
	int materialCount;
} satWriter;

static void satBegin(satWriter* wr)
{
	wr->begin = wr->size + SAT_RECORD_MAX <= wr->capacity ? wr->out + wr->size : wr->spill;
	wr->p = wr->begin;
}

static void satEnd(satWriter* wr)
{
	size_t n = (size_t)(wr->p - wr->begin);
	// A record near the end of the output went to the spill first: copied out when it fits after all.
	if (wr->begin == wr->spill && wr->size + n <= wr->capacity) memcpy(wr->out + wr->size, wr->spill, n);
	wr->size += n;
}

static void satPutU8(satWriter* wr, unsigned v) { *wr->p++ = (unsigned char)v; }

static void satPutU32(satWriter* wr, uint32_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(wr->p, &v, 4);
	wr->p += 4;
#else
	for (int k = 0; k < 4; ++k) *wr->p++ = (unsigned char)(v >> (8 * k));
#endif
}

static void satPutF32(satWriter* wr, float f) { satPutU32(wr, satBits(f)); }

static void satPutVar(satWriter* wr, uint32_t v)
{
	while (v >= 0x80) {
		*wr->p++ = (unsigned char)(v | 0x80);
		v >>= 7;
	}
	*wr->p++ = (unsigned char)v;
}

// An index that may be -1, stored plus one.
static void satPutIndex(satWriter* wr, int v) { satPutVar(wr, (uint32_t)(v + 1)); }

static void satPutMaterial(satWriter* wr, const satMaterial* m)
{
	for (int k = 0; k < wr->materialCount; ++k)
		if (memcmp(&wr->materials[k], m, sizeof *m) == 0) {
			satPutVar(wr, (uint32_t)k + 1);
			return;
		}
	satPutVar(wr, 0);
	const float* f = &m->density;
	for (int k = 0; k < 6; ++k) satPutF32(wr, f[k]);
	if (wr->materialCount < 16) wr->materials[wr->materialCount++] = *m;
}

// A shape of a full snapshot: kind, vertex count, radius, then the local arrays of the convex kernel as they are
// (floats: the same on every build), or a concave shape's outline (rebuilt by satCreateConcave).
static void satPutShape(satWriter* wr, const satShape* s)
{
	satBegin(wr);
	satPutU8(wr, (unsigned)s->type);
	satPutVar(wr, (uint32_t)s->count);
	satPutF32(wr, s->radius);
	satEnd(wr);
	if (s->type == SAT_SHAPE_CONCAVE) {
		for (int i = 0; i < s->count; ++i) {
			satBegin(wr);
			satPutF32(wr, s->localX[i]);
			satPutF32(wr, s->localY[i]);
			satEnd(wr);
		}
		return;
	}
	satBegin(wr);
	satPutF32(wr, s->reach);
	satPutF32(wr, s->centroid.x);
	satPutF32(wr, s->centroid.y);
	satPutU32(wr, (uint32_t)s->aligned);
	satEnd(wr);
	const float* arrays[6] = { s->localX, s->localY, s->normalX, s->normalY, s->ownMin, s->ownMax };
	for (int a = 0; a < 6; ++a)
		for (int i = 0; i < s->padded; ++i) {
			satBegin(wr);
			satPutF32(wr, arrays[a][i]);
			satEnd(wr);
		}
}

static void satPutBody(satWriter* wr, int slot)
{
	const satWorld* w = wr->world;
	const satBody* b = &w->bodies[slot];
	const satBodyPhysics* p = &w->physics[slot];
	satBegin(wr);
	if (b->shape == NULL) {
		satPutU8(wr, SAT_SLOT_FREE);
		satPutVar(wr, (uint32_t)b->generation);
		satPutIndex(wr, b->nextFree);
		satEnd(wr);
		return;
	}
	bool full = wr->kind == SAT_SNAPSHOT_FULL;
	satPutU8(wr, b->isStatic ? SAT_SLOT_STATIC : SAT_SLOT_MOVING);
	satPutVar(wr, (uint32_t)b->generation);
	if (b->isStatic && !full) { // the rest is in the statics' fingerprint; the joints are not
		satPutIndex(wr, p->jointHead);
		satEnd(wr);
		return;
	}
	unsigned flags = (b->sensor ? SAT_SB_SENSOR : 0) | (b->oneWay ? SAT_SB_ONE_WAY : 0) |
		(p->bullet ? SAT_SB_BULLET : 0) | (p->asleep ? SAT_SB_ASLEEP : 0) |
		(p->nudgeStamp == w->stepStamp ? SAT_SB_NUDGED : 0) |
		(b->category != 1u || b->mask != ~0u ? SAT_SB_FILTER : 0) |
		(p->linearDamping != 0.0f || p->angularDamping != 0.0f ? SAT_SB_DAMPING : 0) |
		(p->moverGround != -1 ? SAT_SB_GROUND : 0) | (p->jointHead != -1 ? SAT_SB_JOINTS : 0) |
		(satBits(p->sleepTime) != 0 ? SAT_SB_SLEEP_TIME : 0) |
		(satBits(p->vx) | satBits(p->vy) | satBits(p->angularVelocity) ? SAT_SB_VELOCITY : 0);
	satPutU8(wr, (unsigned)b->type);
	satPutVar(wr, flags);
	satPutF32(wr, b->x);
	satPutF32(wr, b->y);
	satPutF32(wr, b->shape->xf.angle);
	if (flags & SAT_SB_VELOCITY) {
		satPutF32(wr, p->vx);
		satPutF32(wr, p->vy);
		satPutF32(wr, p->angularVelocity);
	}
	if (flags & SAT_SB_SLEEP_TIME) satPutF32(wr, p->sleepTime);
	if (flags & SAT_SB_ASLEEP) satPutVar(wr, (uint32_t)p->sleepNext);
	if (flags & SAT_SB_FILTER) {
		satPutU32(wr, b->category);
		satPutU32(wr, b->mask);
	}
	satPutMaterial(wr, &p->material);
	if (flags & SAT_SB_DAMPING) {
		satPutF32(wr, p->linearDamping);
		satPutF32(wr, p->angularDamping);
	}
	if (flags & SAT_SB_ONE_WAY) {
		satPutF32(wr, p->oneWayNormal.x);
		satPutF32(wr, p->oneWayNormal.y);
	}
	if (flags & SAT_SB_GROUND) satPutU32(wr, (uint32_t)p->moverGround);
	if (flags & SAT_SB_JOINTS) satPutVar(wr, (uint32_t)p->jointHead);
	if (!b->isStatic || full) { // (a full snapshot's shapes are checked against it as they are rebuilt)
		uint64_t print = p->shapePrint;
		satPutU32(wr, (uint32_t)print);
		satPutU32(wr, (uint32_t)(print >> 32));
	}
	satEnd(wr);
	if (full) satPutShape(wr, b->shape);
}

static void satPutJoint(satWriter* wr, const satJoint* j)
{
	satBegin(wr);
	satPutU8(wr, j->id >= 0);
	satPutVar(wr, (uint32_t)j->generation);
	if (j->id < 0) {
		satPutIndex(wr, j->nextFree);
		satEnd(wr);
		return;
	}
	const satJointDef* d = &j->def;
	satPutU8(wr, (unsigned)d->type);
	satPutU8(wr, (unsigned)(d->enableLimit | d->enableMotor << 1 | d->collideConnected << 2));
	satPutU32(wr, (uint32_t)d->bodyA);
	satPutU32(wr, (uint32_t)d->bodyB);
	const float defs[21] = { d->anchorA.x, d->anchorA.y, d->anchorB.x, d->anchorB.y, d->axis.x, d->axis.y, d->lower,
		d->upper, d->motorSpeed, d->maxMotorTorque, d->maxMotorForce, d->hertz, d->dampingRatio, d->targetAngle,
		d->targetTranslation, d->length, d->minLength, d->maxLength, d->linearHertz, d->angularHertz, d->maxForce };
	for (int k = 0; k < 21; ++k) satPutF32(wr, defs[k]);
	satPutIndex(wr, j->slotA);
	satPutVar(wr, (uint32_t)j->slotB);
	satPutIndex(wr, j->nextA);
	satPutIndex(wr, j->nextB);
	const float state[22] = { j->localA.x, j->localA.y, j->localB.x, j->localB.y, j->localAxis.x, j->localAxis.y,
		j->referenceAngle, j->minLength, j->maxLength, j->length, j->linearImpulse.x, j->linearImpulse.y,
		j->angularImpulse, j->axialImpulse, j->springImpulse, j->motorImpulse, j->lowerImpulse, j->upperImpulse,
		j->reaction.fx, j->reaction.fy, j->reaction.torque, 0.0f };
	for (int k = 0; k < 21; ++k) satPutF32(wr, state[k]);
	satEnd(wr);
}

// Flags of a contact point.
enum {
	SAT_SP_SLIPPING = 1,
	SAT_SP_NORMAL = 2,
	SAT_SP_TANGENT = 4,
	SAT_SP_TOTAL = 8
};

static void satPutContact(satWriter* wr, const satContact* c, const satKeptReport* kept)
{
	satBegin(wr);
	satPutVar(wr, (uint32_t)c->slotA);
	satPutVar(wr, (uint32_t)(c->slotB - c->slotA));
	bool rolling = satBits(c->rollingImpulse) != 0;
	satPutU8(wr, (unsigned)c->pointCount | (rolling ? 4u : 0u) | (kept != NULL ? 8u : 0u));
	if (rolling) satPutF32(wr, c->rollingImpulse);
	for (int j = 0; j < c->pointCount; ++j) {
		const satContactPoint* q = &c->points[j];
		unsigned f = (q->slipping ? SAT_SP_SLIPPING : 0) | (satBits(q->normalImpulse) ? SAT_SP_NORMAL : 0) |
			(satBits(q->tangentImpulse) ? SAT_SP_TANGENT : 0) | (satBits(q->totalNormalImpulse) ? SAT_SP_TOTAL : 0);
		satPutVar(wr, q->id);
		satPutU8(wr, f);
		if (f & SAT_SP_NORMAL) satPutF32(wr, q->normalImpulse);
		if (f & SAT_SP_TANGENT) satPutF32(wr, q->tangentImpulse);
		if (f & SAT_SP_TOTAL) satPutF32(wr, q->totalNormalImpulse);
	}
	if (kept != NULL) {
		satPutU8(wr, (unsigned)kept->pointCount);
		for (int k = 0; k < 2 + 3 * kept->pointCount; ++k) satPutF32(wr, kept->data[k]);
	}
	satEnd(wr);
}

// A pair key of two ids: by their slots when both are the live bodies of those slots, else the ids themselves.
static void satPutPairKey(satWriter* wr, uint64_t key)
{
	const satWorld* w = wr->world;
	int lo = (int)(key >> 32), hi = (int)(key & 0xffffffffu);
	satBegin(wr);
	if (satWorldFindBody(w, lo) != NULL && satWorldFindBody(w, hi) != NULL) {
		satPutVar(wr, (uint32_t)(lo & SAT_SLOT_MASK) << 1);
		satPutVar(wr, (uint32_t)(hi & SAT_SLOT_MASK));
	} else {
		satPutVar(wr, 1);
		satPutU32(wr, (uint32_t)lo);
		satPutU32(wr, (uint32_t)hi);
	}
	satEnd(wr);
}

static void satPutKeys(satWriter* wr, const uint64_t* keys, int count, bool byPair)
{
	satBegin(wr);
	int live = 0;
	for (int k = 0; k < count; ++k) live += keys[k] != UINT64_MAX;
	satPutVar(wr, (uint32_t)live);
	satEnd(wr);
	for (int k = 0; k < count; ++k) {
		if (keys[k] == UINT64_MAX) continue;
		if (byPair) {
			satPutPairKey(wr, keys[k]);
		} else {
			satBegin(wr);
			satPutU32(wr, (uint32_t)(keys[k] >> 32));
			satPutU32(wr, (uint32_t)keys[k]);
			satEnd(wr);
		}
	}
}

// The payload (after the header).
static void satWritePayload(satWriter* wr)
{
	const satWorld* w = wr->world;
	satBegin(wr);
	const float settings[15] = { w->gravity.x, w->gravity.y, w->lengthUnits, w->linearSlop, w->speculativeDistance,
		w->stickSpeed, w->restitutionSpeed, w->sleepSpeed, w->maxSpeed, w->hitSpeed, w->tuning.hertz,
		w->tuning.dampingRatio, w->tuning.pushSpeed, w->fixedCellSize, 0.0f };
	for (int k = 0; k < 14; ++k) satPutF32(wr, settings[k]);
	satPutU8(wr, (unsigned)(w->sleepDisabled | w->trackPairs << 1));
	satPutU32(wr, w->stepStamp);
	satPutU32(wr, (uint32_t)w->steps);
	satPutU32(wr, w->oneWayEpoch);
	satPutVar(wr, (uint32_t)w->slotCount);
	satPutIndex(wr, w->freeHead);
	satPutIndex(wr, w->freeTail);
	satEnd(wr);
	for (int i = 0; i < w->slotCount; ++i) satPutBody(wr, i);
	// The moving bodies in the world's order (the solver's), then the sensors.
	satBegin(wr);
	satPutVar(wr, (uint32_t)w->moverCount);
	satEnd(wr);
	for (int k = 0; k < w->moverCount; ++k) {
		satBegin(wr);
		satPutVar(wr, (uint32_t)w->movers[k]);
		satEnd(wr);
	}
	satBegin(wr);
	satPutVar(wr, (uint32_t)w->sensorCount);
	satEnd(wr);
	for (int k = 0; k < w->sensorCount; ++k) {
		satBegin(wr);
		satPutVar(wr, (uint32_t)w->sensors[k]);
		satEnd(wr);
	}
	satBegin(wr);
	satPutVar(wr, (uint32_t)w->jointSlots);
	satPutIndex(wr, w->jointFreeHead);
	satPutIndex(wr, w->jointFreeTail);
	satEnd(wr);
	for (int k = 0; k < w->jointSlots; ++k) satPutJoint(wr, &w->joints[k]);
	int total = w->contactCount + w->keptContactCount;
	satBegin(wr);
	satPutVar(wr, (uint32_t)w->contactCount);
	satPutVar(wr, (uint32_t)w->keptContactCount);
	satEnd(wr);
	// Kept contacts have reports (what they read while asleep); so have the last step's contacts of bodies that fell
	// asleep in it (they become kept contacts at the next step).
	for (int i = 0; i < total; ++i) {
		const satContact* c = &w->contacts[i];
		bool report = i >= w->contactCount || w->physics[c->slotA].asleep || w->physics[c->slotB].asleep;
		satPutContact(wr, c, report ? &w->kept[i] : NULL);
	}
	const satPairSet* set = &w->pairSets[w->currentSet];
	satPutKeys(wr, set->keys, w->trackPairs ? set->count : 0, true);
	satPutKeys(wr, w->sensorKeys, w->sensorKeyCount, false);
	const satPairSet* oneWay = &w->oneWayKept[w->oneWayCurrent];
	satPutKeys(wr, oneWay->keys, oneWay->count, false);
	// Where the bodies were at the last call that found pairs, for the one-way rule (those that moved since).
	int starts = 0;
	bool oneWays = w->oneWayCount > 0;
	for (int i = 0; oneWays && i < w->slotCount; ++i)
		starts += w->bodies[i].shape != NULL && w->oneWayStarts[i].epoch == w->oneWayEpoch;
	satBegin(wr);
	satPutVar(wr, (uint32_t)starts);
	satEnd(wr);
	for (int i = 0; oneWays && i < w->slotCount; ++i) {
		const satOneWayStart* s = &w->oneWayStarts[i];
		if (w->bodies[i].shape == NULL || s->epoch != w->oneWayEpoch) continue;
		satBegin(wr);
		satPutVar(wr, (uint32_t)i);
		satPutF32(wr, s->x);
		satPutF32(wr, s->y);
		satPutF32(wr, s->angle);
		satEnd(wr);
	}
}

static void satPutHeaderU32(unsigned char* p, uint32_t v)
{
	for (int k = 0; k < 4; ++k) p[k] = (unsigned char)(v >> (8 * k));
}

static void satPutHeaderU64(unsigned char* p, uint64_t v)
{
	satPutHeaderU32(p, (uint32_t)v);
	satPutHeaderU32(p + 4, (uint32_t)(v >> 32));
}

// Write a snapshot into out (capacity bytes; NULL counts only); returns its size.
static size_t satWriteSnapshot(const satWorld* w, satSnapshotKind kind, unsigned char* out, size_t capacity)
{
	satWriter wr;
	wr.out = out;
	wr.capacity = out != NULL ? capacity : 0;
	wr.size = SAT_SNAPSHOT_HEADER;
	wr.world = w;
	wr.kind = kind;
	wr.materialCount = 0;
	satWritePayload(&wr);
	if (out != NULL && wr.size <= capacity) {
		size_t payload = wr.size - SAT_SNAPSHOT_HEADER;
		uint64_t statics = satStaticsFingerprint(w);
		satPutHeaderU32(out, SAT_SNAPSHOT_MAGIC);
		satPutHeaderU32(out + 4, (uint32_t)SAT_SNAPSHOT_VERSION | (uint32_t)kind << 16);
		satPutHeaderU32(out + 8, (uint32_t)payload);
		satPutHeaderU32(out + 12, 0);
		satPutHeaderU64(out + 16,
			satHashBytes(
				satMix(statics,
					(uint64_t)SAT_SNAPSHOT_MAGIC << 32 | ((uint32_t)SAT_SNAPSHOT_VERSION | (uint32_t)kind << 16)),
				out + SAT_SNAPSHOT_HEADER, payload));
		satPutHeaderU64(out + 24, statics);
	}
	return wr.size;
}

satError satWorld_SnapshotSize(satWorld* w, satSnapshotKind kind, size_t* outBytes)
{
	if (outBytes != NULL) *outBytes = 0;
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (outBytes == NULL) return SAT_ERR_NULL;
	if (kind != SAT_SNAPSHOT_FULL && kind != SAT_SNAPSHOT_DYNAMIC) return SAT_ERR_BAD_TYPE;
	*outBytes = satWriteSnapshot(w, kind, NULL, 0);
	return SAT_OK;
}

satError satWorld_Snapshot(satWorld* w, satSnapshotKind kind, void* out, size_t capacity, size_t* outBytes)
{
	if (outBytes != NULL) *outBytes = 0;
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (out == NULL || outBytes == NULL) return SAT_ERR_NULL;
	if (kind != SAT_SNAPSHOT_FULL && kind != SAT_SNAPSHOT_DYNAMIC) return SAT_ERR_BAD_TYPE;
	// Written in place: a buffer too small is found at the end, having been left as it was.
	size_t size = satWriteSnapshot(w, kind, out, capacity);
	*outBytes = size;
	return size <= capacity ? SAT_OK : SAT_ERR_BAD_ARRAY;
}

satError satWorld_Hash(satWorld* w, uint64_t* out)
{
	if (out != NULL) *out = 0;
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	size_t size = satWriteSnapshot(w, SAT_SNAPSHOT_DYNAMIC, w->hashBuffer, w->hashBufferBytes);
	if (size > w->hashBufferBytes) {
		unsigned char* p = malloc(size + size / 2);
		if (p == NULL) return SAT_ERR_OUT_OF_MEMORY;
		free(w->hashBuffer);
		w->hashBuffer = p;
		w->hashBufferBytes = size + size / 2;
		satWriteSnapshot(w, SAT_SNAPSHOT_DYNAMIC, w->hashBuffer, w->hashBufferBytes);
	}
	// The payload's hash (the header's checksum) and the statics' fingerprint.
	uint64_t h = 0;
	for (int k = 7; k >= 0; --k) h = h << 8 | w->hashBuffer[16 + k];
	uint64_t statics = 0;
	for (int k = 7; k >= 0; --k) statics = statics << 8 | w->hashBuffer[24 + k];
	*out = satMix(satMix(h, statics), (uint64_t)size);
	return SAT_OK;
}

// ---- Reading: every count and index checked against what is left and what exists ----

typedef struct satReader {
	const unsigned char *p, *end;
	bool bad;
} satReader;

static unsigned satGetU8(satReader* r)
{
	if (r->p >= r->end) {
		r->bad = true;
		return 0;
	}
	return *r->p++;
}

static uint32_t satGetU32(satReader* r)
{
	if (r->end - r->p < 4) {
		r->bad = true;
		r->p = r->end;
		return 0;
	}
	uint32_t v = (uint32_t)r->p[0] | (uint32_t)r->p[1] << 8 | (uint32_t)r->p[2] << 16 | (uint32_t)r->p[3] << 24;
	r->p += 4;
	return v;
}

static float satGetF32(satReader* r) { return satFloatOf(satGetU32(r)); }

static uint32_t satGetVar(satReader* r)
{
	uint32_t v = 0;
	for (int shift = 0; shift < 35; shift += 7) {
		unsigned b = satGetU8(r);
		if (shift == 28 && b > 15) r->bad = true;
		v |= (uint32_t)(b & 0x7f) << shift;
		if (!(b & 0x80)) return v;
	}
	r->bad = true;
	return 0;
}

// An index in [-1, limit), stored plus one.
static int satGetIndex(satReader* r, int limit)
{
	uint32_t v = satGetVar(r);
	if (v > (uint32_t)limit) {
		r->bad = true;
		return -1;
	}
	return (int)v - 1;
}

// A count of records of at least minBytes each: no more than what is left can hold.
static int satGetCount(satReader* r, size_t minBytes)
{
	uint32_t v = satGetVar(r);
	if (v > (uint32_t)((size_t)(r->end - r->p) / minBytes) || v > (1u << 30)) {
		r->bad = true;
		return 0;
	}
	return (int)v;
}

/// A body as a snapshot holds it.
typedef struct satSnapBody {
	int kind, generation, nextFree;
	satBodyType type;
	unsigned flags;
	float x, y, angle, vx, vy, w, sleepTime;
	int sleepNext;
	unsigned category, mask;
	satMaterial material;
	float linearDamping, angularDamping;
	satVec2 oneWayNormal;
	int moverGround, jointHead;
	uint64_t shapePrint;
	satShape* shape; ///< full snapshots: the body's shape (owned until it is added)
} satSnapBody;

typedef struct satSnapStart {
	int slot;
	float x, y, angle;
} satSnapStart;

/// A decoded snapshot.
typedef struct satSnapshot {
	satSnapshotKind kind;
	uint64_t staticsPrint;
	float settings[14];
	bool sleepDisabled, trackPairs;
	uint32_t stepStamp, oneWayEpoch;
	int steps;
	int slotCount, freeHead, freeTail;
	satSnapBody* bodies;
	int moverCount, sensorCount;
	int *movers, *sensors;
	int jointSlots, jointFreeHead, jointFreeTail, jointCount;
	satJoint* joints;
	int contactCount, keptCount;
	satContact* contacts;
	satKeptReport* kept;
	int pairKeyCount, sensorKeyCount, oneWayKeyCount, startCount;
	uint64_t *pairKeys, *sensorKeys, *oneWayKeys;
	satSnapStart* starts;
	satWorld* owner; ///< whose scratch the arrays are in (kept for its next restore), or NULL: they are freed
} satSnapshot;

// The arrays of a decoded snapshot, by their place in a world's scratch.
enum {
	SAT_SCRATCH_BODIES,
	SAT_SCRATCH_MARK,
	SAT_SCRATCH_MOVERS,
	SAT_SCRATCH_SENSORS,
	SAT_SCRATCH_JOINTS,
	SAT_SCRATCH_JOINT_MARK,
	SAT_SCRATCH_CONTACTS,
	SAT_SCRATCH_KEPT,
	SAT_SCRATCH_PAIR_KEYS,
	SAT_SCRATCH_SENSOR_KEYS,
	SAT_SCRATCH_ONE_WAY_KEYS,
	SAT_SCRATCH_STARTS,
};

// Zeroed room for n elements of a decoded snapshot's array: in its owner's scratch (grown, kept between restores,
// so a rollback loop does not allocate), or a new allocation; NULL when out of memory.
static void* satSnapArray(satSnapshot* s, int which, size_t n, size_t size)
{
	// (the contacts are each cleared as they are read)
	bool zero = which != SAT_SCRATCH_CONTACTS;
	size_t bytes = (n + 1) * size;
	if (s->owner == NULL) return calloc(n + 1, size);
	satWorld* w = s->owner;
	if (bytes > w->restoreScratchBytes[which]) {
		void* p = realloc(w->restoreScratch[which], bytes);
		if (p == NULL) return NULL;
		w->restoreScratch[which] = p;
		w->restoreScratchBytes[which] = bytes;
	}
	if (zero) memset(w->restoreScratch[which], 0, bytes);
	return w->restoreScratch[which];
}

static void satSnapRelease(const satSnapshot* s, void* p)
{
	if (s->owner == NULL) free(p);
}

static void satSnapshotFree(satSnapshot* s)
{
	for (int i = 0; s->bodies != NULL && i < s->slotCount; ++i) satDestroyShape(s->bodies[i].shape);
	if (s->owner != NULL) {
		memset(s, 0, sizeof *s);
		return;
	}
	free(s->bodies);
	free(s->movers);
	free(s->sensors);
	free(s->joints);
	free(s->contacts);
	free(s->kept);
	free(s->pairKeys);
	free(s->sensorKeys);
	free(s->oneWayKeys);
	free(s->starts);
	memset(s, 0, sizeof *s);
}

static bool satFinite(const float* v, int n)
{
	for (int k = 0; k < n; ++k)
		if (!isfinite(v[k])) return false;
	return true;
}

// A full snapshot's shape, built by the constructors' own code (a convex shape from its arrays as they were, a
// concave one from its outline); false when it is not a valid shape.
static bool satGetShape(satReader* r, satShape** out, bool* outOfMemory)
{
	satShapeType type = (satShapeType)satGetU8(r);
	int count = (int)satGetVar(r);
	float radius = satGetF32(r);
	if (r->bad || count < 0 || count > SAT_MAX_POLYGON_VERTICES || (size_t)(r->end - r->p) < (size_t)count * 8)
		return false;
	if (type == SAT_SHAPE_CONCAVE) {
		float* xy = malloc((size_t)(2 * count + 1) * sizeof(float));
		if (xy == NULL) return !(*outOfMemory = true);
		for (int k = 0; k < 2 * count; ++k) xy[k] = satGetF32(r);
		satError e = satCreateConcave(xy, 2 * count, out);
		free(xy);
		if (e == SAT_ERR_OUT_OF_MEMORY) *outOfMemory = true;
		return e == SAT_OK && (*out)->count == count;
	}
	if (type != SAT_SHAPE_POLYGON && type != SAT_SHAPE_BOX && type != SAT_SHAPE_CIRCLE && type != SAT_SHAPE_SEGMENT &&
		type != SAT_SHAPE_CAPSULE)
		return false;
	int padded = (count + 3) & ~3;
	if (type == SAT_SHAPE_CIRCLE                                       ? count != 0
			: (type == SAT_SHAPE_SEGMENT || type == SAT_SHAPE_CAPSULE) ? count != 2
																	   : count < 3)
		return false;
	float head[3] = { satGetF32(r), satGetF32(r), satGetF32(r) };
	uint32_t aligned = satGetU32(r);
	if (r->bad || !satFinite(head, 3) || !isfinite(radius) || radius < 0.0f || aligned > 1 ||
		(size_t)(r->end - r->p) < (size_t)padded * 24)
		return false;
	satShape* s = calloc(1, satShapeBytes(count));
	if (s == NULL) return !(*outOfMemory = true);
	s->tag = SAT_SHAPE_TAG;
	s->type = type;
	s->count = count;
	s->padded = padded;
	s->radius = radius;
	s->reach = head[0];
	s->centroid = (satVec2){ head[1], head[2] };
	s->aligned = (int)aligned;
	satBindArrays(s);
	float* arrays[6] = { s->localX, s->localY, s->normalX, s->normalY, s->ownMin, s->ownMax };
	for (int a = 0; a < 6; ++a) {
		for (int i = 0; i < padded; ++i) arrays[a][i] = satGetF32(r);
		if (!satFinite(arrays[a], padded)) r->bad = true;
	}
	s->xf.angle = NAN; // placed (rotated arrays and bounds) when its body is
	satShapePlace(s, 0.0f, 0.0f, 0.0f);
	*out = s;
	return !r->bad;
}

// A body record (after its kind): false when it is not a valid one.
static bool satGetBody(satReader* r, satSnapshotKind kind, satSnapBody* b)
{
	b->generation = (int)satGetVar(r);
	b->jointHead = -1;
	b->moverGround = -1;
	b->sleepNext = -1;
	if (b->generation > SAT_GENERATION_MASK) return false;
	if (b->kind == SAT_SLOT_FREE) {
		b->nextFree = satGetIndex(r, SAT_MAX_SLOTS);
		return !r->bad;
	}
	if (b->kind == SAT_SLOT_STATIC && kind == SAT_SNAPSHOT_DYNAMIC) {
		b->jointHead = satGetIndex(r, 1 << 30);
		return !r->bad;
	}
	b->type = (satBodyType)satGetU8(r);
	b->flags = satGetVar(r);
	b->x = satGetF32(r);
	b->y = satGetF32(r);
	b->angle = satGetF32(r);
	if (b->flags & SAT_SB_VELOCITY) {
		b->vx = satGetF32(r);
		b->vy = satGetF32(r);
		b->w = satGetF32(r);
	}
	if (b->flags & SAT_SB_SLEEP_TIME) b->sleepTime = satGetF32(r);
	if (b->flags & SAT_SB_ASLEEP) b->sleepNext = (int)satGetVar(r);
	b->category = 1u;
	b->mask = ~0u;
	if (b->flags & SAT_SB_FILTER) {
		b->category = satGetU32(r);
		b->mask = satGetU32(r);
	}
	return true;
}

// The rest of a body record: its material (index into the materials met so far, or inline), and what its flags say.
static bool satGetBodyRest(
	satReader* r, satSnapshotKind kind, satSnapBody* b, satMaterial* materials, int* materialCount, bool* oom)
{
	uint32_t m = satGetVar(r);
	if (m == 0) {
		float* f = &b->material.density;
		for (int k = 0; k < 6; ++k) f[k] = satGetF32(r);
		if (*materialCount < 16) materials[(*materialCount)++] = b->material;
	} else if (m <= (uint32_t)*materialCount) {
		b->material = materials[m - 1];
	} else {
		return false;
	}
	if (b->flags & SAT_SB_DAMPING) {
		b->linearDamping = satGetF32(r);
		b->angularDamping = satGetF32(r);
	}
	if (b->flags & SAT_SB_ONE_WAY) b->oneWayNormal = (satVec2){ satGetF32(r), satGetF32(r) };
	if (b->flags & SAT_SB_GROUND) b->moverGround = (int)satGetU32(r);
	if (b->flags & SAT_SB_JOINTS) b->jointHead = (int)satGetVar(r);
	uint64_t lo = satGetU32(r);
	b->shapePrint = lo | (uint64_t)satGetU32(r) << 32;
	if (kind == SAT_SNAPSHOT_FULL && !r->bad) {
		if (!satGetShape(r, &b->shape, oom)) return false;
		if (satShapeFingerprint(b->shape) != b->shapePrint) return false; // not rebuilt as it was
	}
	float v[12] = { b->x, b->y, b->angle, b->vx, b->vy, b->w, b->sleepTime, b->linearDamping, b->angularDamping,
		b->oneWayNormal.x, b->oneWayNormal.y, 0.0f };
	bool typeOk = b->kind == SAT_SLOT_STATIC ? b->type == SAT_BODY_STATIC
											 : b->type == SAT_BODY_KINEMATIC || b->type == SAT_BODY_DYNAMIC;
	return !r->bad && typeOk && satFinite(v, 12) && fabsf(b->x) <= SAT_MAX_COORDINATE &&
		fabsf(b->y) <= SAT_MAX_COORDINATE && satValidMaterial(&b->material) && b->linearDamping >= 0.0f &&
		b->angularDamping >= 0.0f && b->sleepTime >= 0.0f;
}

static bool satGetJoint(satReader* r, satJoint* j, int slotCount)
{
	memset(j, 0, sizeof *j);
	bool live = satGetU8(r) != 0;
	j->generation = (int)satGetVar(r);
	j->id = -1;
	j->nextFree = -1;
	if (!live) {
		j->nextFree = satGetIndex(r, 1 << 30);
		return !r->bad;
	}
	satJointDef* d = &j->def;
	d->type = (satJointType)satGetU8(r);
	unsigned flags = satGetU8(r);
	d->enableLimit = flags & 1;
	d->enableMotor = (flags >> 1) & 1;
	d->collideConnected = (flags >> 2) & 1;
	d->bodyA = (int)satGetU32(r);
	d->bodyB = (int)satGetU32(r);
	float defs[21];
	for (int k = 0; k < 21; ++k) defs[k] = satGetF32(r);
	float* targets[21] = { &d->anchorA.x, &d->anchorA.y, &d->anchorB.x, &d->anchorB.y, &d->axis.x, &d->axis.y,
		&d->lower, &d->upper, &d->motorSpeed, &d->maxMotorTorque, &d->maxMotorForce, &d->hertz, &d->dampingRatio,
		&d->targetAngle, &d->targetTranslation, &d->length, &d->minLength, &d->maxLength, &d->linearHertz,
		&d->angularHertz, &d->maxForce };
	for (int k = 0; k < 21; ++k) *targets[k] = defs[k];
	j->slotA = satGetIndex(r, slotCount);
	j->slotB = (int)satGetVar(r);
	j->nextA = satGetIndex(r, 1 << 30);
	j->nextB = satGetIndex(r, 1 << 30);
	float state[21];
	for (int k = 0; k < 21; ++k) state[k] = satGetF32(r);
	float* into[21] = { &j->localA.x, &j->localA.y, &j->localB.x, &j->localB.y, &j->localAxis.x, &j->localAxis.y,
		&j->referenceAngle, &j->minLength, &j->maxLength, &j->length, &j->linearImpulse.x, &j->linearImpulse.y,
		&j->angularImpulse, &j->axialImpulse, &j->springImpulse, &j->motorImpulse, &j->lowerImpulse, &j->upperImpulse,
		&j->reaction.fx, &j->reaction.fy, &j->reaction.torque };
	for (int k = 0; k < 21; ++k) *into[k] = state[k];
	j->id = 0; // set from the generation once the slot is known
	return !r->bad && (int)d->type >= SAT_JOINT_REVOLUTE && (int)d->type < SAT_JOINT_TYPE_COUNT && j->slotB >= 0 &&
		j->slotB < slotCount && j->slotB != j->slotA && satFinite(defs, 21); // (its impulses as they were)
}

static bool satGetContact(satReader* r, satContact* c, satKeptReport* kept, bool isKept, int slotCount)
{
	memset(c, 0, sizeof *c);
	c->slotA = (int)satGetVar(r);
	uint32_t delta = satGetVar(r);
	unsigned flags = satGetU8(r);
	c->stateA = c->stateB = -1;
	c->pointCount = (int)(flags & 3);
	if (flags & 4) c->rollingImpulse = satGetF32(r);
	if (r->bad || c->slotA >= slotCount || delta == 0 || delta >= (uint32_t)(slotCount - c->slotA) ||
		c->pointCount > 2 || flags > 15 || (isKept && !(flags & 8)))
		return false;
	c->slotB = c->slotA + (int)delta;
	for (int j = 0; j < c->pointCount; ++j) {
		satContactPoint* q = &c->points[j];
		q->id = satGetVar(r);
		unsigned f = satGetU8(r);
		if (f > 15) return false;
		q->slipping = f & SAT_SP_SLIPPING;
		if (f & SAT_SP_NORMAL) q->normalImpulse = satGetF32(r);
		if (f & SAT_SP_TANGENT) q->tangentImpulse = satGetF32(r);
		if (f & SAT_SP_TOTAL) q->totalNormalImpulse = satGetF32(r);
		// (impulses are taken as they were, infinite ones too: a world at the edge of the coordinate range has them)
	}
	memset(kept, 0, sizeof *kept);
	if (flags & 8) {
		kept->pointCount = (int)satGetU8(r);
		if (kept->pointCount > 2) return false;
		for (int k = 0; k < 2 + 3 * kept->pointCount; ++k) kept->data[k] = satGetF32(r);
	}
	return !r->bad;
}

// A list of keys: pair keys of ids (by slots when live, see satPutPairKey), or raw pairs of u32.
static bool satGetKeys(satReader* r, uint64_t** keys, int* count, bool byPair, satSnapshot* s, int which)
{
	*count = satGetCount(r, byPair ? 2 : 8);
	if (r->bad) return false;
	*keys = satSnapArray(s, which, (size_t)*count, sizeof(uint64_t));
	if (*keys == NULL) return false;
	for (int k = 0; k < *count; ++k) {
		uint32_t lo, hi;
		if (byPair) {
			uint32_t first = satGetVar(r);
			if (first & 1) {
				lo = satGetU32(r);
				hi = satGetU32(r);
			} else {
				uint32_t a = first >> 1, b = satGetVar(r);
				if (a >= (uint32_t)s->slotCount || b >= (uint32_t)s->slotCount || s->bodies[a].kind == SAT_SLOT_FREE ||
					s->bodies[b].kind == SAT_SLOT_FREE)
					return !(r->bad = true);
				lo = a | (uint32_t)s->bodies[a].generation << SAT_ID_SLOT_BITS;
				hi = b | (uint32_t)s->bodies[b].generation << SAT_ID_SLOT_BITS;
			}
			(*keys)[k] = satPairKey((int)lo, (int)hi);
		} else {
			lo = satGetU32(r);
			hi = satGetU32(r);
			(*keys)[k] = (uint64_t)lo << 32 | hi;
		}
	}
	return !r->bad;
}

// A list of slots that must each be of the given bodies, each once (mark: scratch of slotCount bytes, left zero).
static bool satGetSlotList(satReader* r, int** list, int* count, satSnapshot* s, unsigned char* mark, int which)
{
	*count = satGetCount(r, 1);
	if (r->bad) return false;
	*list = satSnapArray(s, which, (size_t)*count, sizeof(int));
	if (*list == NULL) return false;
	bool ok = true;
	for (int k = 0; k < *count; ++k) {
		uint32_t slot = satGetVar(r);
		if (slot >= (uint32_t)s->slotCount || mark[slot]) {
			ok = false;
			r->bad = true;
			*count = k;
			break;
		}
		mark[slot] = 1;
		(*list)[k] = (int)slot;
	}
	for (int k = 0; k < *count; ++k) mark[(*list)[k]] = 0;
	return ok && !r->bad;
}

// The consistency of a decoded snapshot's links: free lists (every free slot on it but the retired ones, whose
// generation came round to 0), rings of asleep bodies, the lists of moving bodies
// and sensors, the joints' lists. Everything a later step follows must lead somewhere that exists.
static bool satSnapshotConsistent(const satSnapshot* s, unsigned char* mark)
{
	int n = s->slotCount, freeCount = 0, moving = 0, sensors = 0;
	for (int i = 0; i < n; ++i) {
		const satSnapBody* b = &s->bodies[i];
		freeCount += b->kind == SAT_SLOT_FREE && b->generation != 0; // (generation 0: every id used, retired)
		moving += b->kind == SAT_SLOT_MOVING;
		if (b->kind == SAT_SLOT_FREE) continue;
		sensors += (b->flags & SAT_SB_SENSOR) != 0 && (s->kind == SAT_SNAPSHOT_FULL || b->kind == SAT_SLOT_MOVING);
		if (b->flags & SAT_SB_ASLEEP) { // an asleep dynamic body's ring goes through asleep bodies only
			const satSnapBody* next = b->sleepNext >= 0 && b->sleepNext < n ? &s->bodies[b->sleepNext] : NULL;
			if (b->type != SAT_BODY_DYNAMIC || next == NULL || next->kind != SAT_SLOT_MOVING ||
				!(next->flags & SAT_SB_ASLEEP))
				return false;
		}
		if (b->jointHead < -1 || b->jointHead >= s->jointSlots) return false;
	}
	// The free list: every free slot once, ending at the tail.
	int seen = 0, last = -1;
	for (int i = s->freeHead; i >= 0; i = s->bodies[i].nextFree) {
		if (i >= n || s->bodies[i].kind != SAT_SLOT_FREE || s->bodies[i].generation == 0 || ++seen > freeCount)
			return false;
		last = i;
	}
	if (seen != freeCount || last != s->freeTail) return false;
	if (s->moverCount != moving) return false;
	for (int k = 0; k < s->moverCount; ++k)
		if (s->bodies[s->movers[k]].kind != SAT_SLOT_MOVING) return false;
	if (s->kind == SAT_SNAPSHOT_FULL && s->sensorCount != sensors) return false;
	for (int k = 0; k < s->sensorCount; ++k) {
		const satSnapBody* b = &s->bodies[s->sensors[k]];
		// a dynamic snapshot lists the static sensors too (the world's, checked against it)
		if (b->kind == SAT_SLOT_FREE || (b->kind == SAT_SLOT_MOVING && !(b->flags & SAT_SB_SENSOR))) return false;
	}
	// Joints: ids, bodies, and each body's list holding exactly its joints, with no loop.
	int jointFree = 0;
	for (int k = 0; k < s->jointSlots; ++k) {
		const satJoint* j = &s->joints[k];
		if (j->id < 0) {
			jointFree += j->generation != 0; // (generation 0: retired)
			continue;
		}
		const satSnapBody* a = j->slotA >= 0 ? &s->bodies[j->slotA] : NULL;
		const satSnapBody* b = &s->bodies[j->slotB];
		if ((a != NULL && a->kind == SAT_SLOT_FREE) || b->kind == SAT_SLOT_FREE) return false;
		int idA = a != NULL ? j->slotA | a->generation << SAT_ID_SLOT_BITS : SAT_WORLD_BODY;
		if (j->def.bodyA != idA || j->def.bodyB != (j->slotB | b->generation << SAT_ID_SLOT_BITS)) return false;
		if (j->nextA < -1 || j->nextA >= s->jointSlots || j->nextB < -1 || j->nextB >= s->jointSlots) return false;
	}
	seen = 0;
	last = -1;
	for (int k = s->jointFreeHead; k >= 0; k = s->joints[k].nextFree) {
		if (k >= s->jointSlots || s->joints[k].id >= 0 || s->joints[k].generation == 0 || ++seen > jointFree)
			return false;
		last = k;
	}
	if (seen != jointFree || last != s->jointFreeTail) return false;
	// mark counts, per joint, the lists it was found in (at most 2)
	for (int i = 0; i < n; ++i) {
		int steps = 0;
		for (int k = s->bodies[i].jointHead; k >= 0;) {
			const satJoint* j = &s->joints[k];
			if (j->id < 0 || (j->slotA != i && j->slotB != i) || ++steps > s->jointSlots || mark[k] >= 2) return false;
			mark[k]++;
			k = j->slotA == i ? j->nextA : j->nextB;
		}
	}
	bool ok = true;
	for (int k = 0; k < s->jointSlots; ++k) {
		const satJoint* j = &s->joints[k];
		if (j->id >= 0 && mark[k] != (j->slotA >= 0) + 1) ok = false;
		mark[k] = 0;
	}
	if (!ok) return false;
	// (the last step's contacts may name a body removed since: its slot is free, as in the world it was taken of)
	return true;
}

// Decode and check a snapshot (nothing of any world is read). SAT_ERR_BAD_SNAPSHOT or SAT_ERR_OUT_OF_MEMORY on
// failure, with nothing left allocated.
static satError satReadSnapshot(const void* bytes, size_t size, satSnapshot* s, satWorld* owner)
{
	memset(s, 0, sizeof *s);
	s->owner = owner;
	const unsigned char* p = bytes;
	if (p == NULL) return SAT_ERR_NULL;
	if (size < SAT_SNAPSHOT_HEADER) return SAT_ERR_BAD_SNAPSHOT;
	satReader h = { p, p + SAT_SNAPSHOT_HEADER, false };
	uint32_t magic = satGetU32(&h), version = satGetU32(&h), payload = satGetU32(&h), zero = satGetU32(&h);
	uint64_t sum = satGetU32(&h);
	sum |= (uint64_t)satGetU32(&h) << 32;
	s->staticsPrint = satGetU32(&h);
	s->staticsPrint |= (uint64_t)satGetU32(&h) << 32;
	s->kind = (satSnapshotKind)(version >> 16);
	if (magic != SAT_SNAPSHOT_MAGIC || (version & 0xffff) != SAT_SNAPSHOT_VERSION || zero != 0 ||
		(s->kind != SAT_SNAPSHOT_FULL && s->kind != SAT_SNAPSHOT_DYNAMIC) || payload != size - SAT_SNAPSHOT_HEADER ||
		satHashBytes(satMix(s->staticsPrint, (uint64_t)magic << 32 | version), p + SAT_SNAPSHOT_HEADER, payload) != sum)
		return SAT_ERR_BAD_SNAPSHOT;
	satReader rd = { p + SAT_SNAPSHOT_HEADER, p + size, false }, *r = &rd;
	for (int k = 0; k < 14; ++k) s->settings[k] = satGetF32(r);
	unsigned flags = satGetU8(r);
	s->sleepDisabled = flags & 1;
	s->trackPairs = (flags >> 1) & 1;
	s->stepStamp = satGetU32(r);
	s->steps = (int)satGetU32(r);
	s->oneWayEpoch = satGetU32(r);
	s->slotCount = satGetCount(r, 2);
	s->freeHead = satGetIndex(r, s->slotCount);
	s->freeTail = satGetIndex(r, s->slotCount);
	if (r->bad || flags > 3 || !satFinite(s->settings, 14) || s->slotCount > SAT_MAX_SLOTS) return SAT_ERR_BAD_SNAPSHOT;
	satError e = SAT_ERR_BAD_SNAPSHOT;
	bool oom = false;
	unsigned char* mark = NULL;
	s->bodies = satSnapArray(s, SAT_SCRATCH_BODIES, (size_t)s->slotCount, sizeof(satSnapBody));
	if (s->bodies == NULL) goto out_of_memory;
	satMaterial materials[16];
	int materialCount = 0;
	for (int i = 0; i < s->slotCount; ++i) {
		satSnapBody* b = &s->bodies[i];
		b->kind = (int)satGetU8(r);
		if (b->kind > SAT_SLOT_STATIC || !satGetBody(r, s->kind, b)) goto fail;
		bool record = b->kind == SAT_SLOT_MOVING || (b->kind == SAT_SLOT_STATIC && s->kind == SAT_SNAPSHOT_FULL);
		if (record && !satGetBodyRest(r, s->kind, b, materials, &materialCount, &oom)) goto fail;
	}
	mark = satSnapArray(s, SAT_SCRATCH_MARK, (size_t)s->slotCount, 1);
	if (mark == NULL) goto out_of_memory;
	if (!satGetSlotList(r, &s->movers, &s->moverCount, s, mark, SAT_SCRATCH_MOVERS) ||
		!satGetSlotList(r, &s->sensors, &s->sensorCount, s, mark, SAT_SCRATCH_SENSORS))
		goto fail_or_oom;
	s->jointSlots = satGetCount(r, 2);
	s->jointFreeHead = satGetIndex(r, s->jointSlots);
	s->jointFreeTail = satGetIndex(r, s->jointSlots);
	if (r->bad) goto fail;
	s->joints = satSnapArray(s, SAT_SCRATCH_JOINTS, (size_t)s->jointSlots, sizeof(satJoint));
	unsigned char* jointMark = satSnapArray(s, SAT_SCRATCH_JOINT_MARK, (size_t)s->jointSlots, 1);
	if (s->joints == NULL || jointMark == NULL) {
		satSnapRelease(s, jointMark);
		goto out_of_memory;
	}
	satSnapRelease(s, mark);
	mark = jointMark;
	for (int k = 0; k < s->jointSlots; ++k) {
		satJoint* j = &s->joints[k];
		if (!satGetJoint(r, j, s->slotCount) || j->generation > SAT_GENERATION_MASK) goto fail;
		if (j->id >= 0) {
			j->id = k | j->generation << SAT_ID_SLOT_BITS;
			s->jointCount++;
		}
	}
	for (int i = 0; i < s->slotCount; ++i)
		if (s->bodies[i].jointHead >= s->jointSlots) goto fail;
	s->contactCount = satGetCount(r, 3);
	s->keptCount = satGetCount(r, 3);
	if (r->bad || s->contactCount + s->keptCount > (int)((size_t)(r->end - r->p) / 3)) goto fail;
	int total = s->contactCount + s->keptCount;
	s->contacts = satSnapArray(s, SAT_SCRATCH_CONTACTS, (size_t)total, sizeof(satContact));
	s->kept = satSnapArray(s, SAT_SCRATCH_KEPT, (size_t)total, sizeof(satKeptReport));
	if (s->contacts == NULL || s->kept == NULL) goto out_of_memory;
	for (int k = 0; k < total; ++k)
		if (!satGetContact(r, &s->contacts[k], &s->kept[k], k >= s->contactCount, s->slotCount)) goto fail;
	if (!satGetKeys(r, &s->pairKeys, &s->pairKeyCount, true, s, SAT_SCRATCH_PAIR_KEYS) ||
		!satGetKeys(r, &s->sensorKeys, &s->sensorKeyCount, false, s, SAT_SCRATCH_SENSOR_KEYS) ||
		!satGetKeys(r, &s->oneWayKeys, &s->oneWayKeyCount, false, s, SAT_SCRATCH_ONE_WAY_KEYS))
		goto fail_or_oom;
	s->startCount = satGetCount(r, 13);
	if (r->bad) goto fail;
	s->starts = satSnapArray(s, SAT_SCRATCH_STARTS, (size_t)s->startCount, sizeof(satSnapStart));
	if (s->starts == NULL) goto out_of_memory;
	for (int k = 0; k < s->startCount; ++k) {
		satSnapStart* t = &s->starts[k];
		t->slot = (int)satGetVar(r);
		float v[3] = { satGetF32(r), satGetF32(r), satGetF32(r) };
		if (t->slot >= s->slotCount || s->bodies[t->slot].kind == SAT_SLOT_FREE || !satFinite(v, 3)) goto fail;
		t->x = v[0];
		t->y = v[1];
		t->angle = v[2];
	}
	// The payload ends where its records do, and the sensor keys ascend (the sensors' visitors are merged in order).
	if (r->bad || r->p != r->end) goto fail;
	for (int k = 1; k < s->sensorKeyCount; ++k)
		if (s->sensorKeys[k] <= s->sensorKeys[k - 1]) goto fail;
	if (!satSnapshotConsistent(s, mark)) goto fail;
	satSnapRelease(s, mark);
	return SAT_OK;
fail_or_oom:
	if (!r->bad) goto out_of_memory; // the lists fail on a bad record only after reading it
fail:
	e = oom ? SAT_ERR_OUT_OF_MEMORY : SAT_ERR_BAD_SNAPSHOT;
	satSnapRelease(s, mark);
	satSnapshotFree(s);
	return e;
out_of_memory:
	satSnapRelease(s, mark);
	satSnapshotFree(s);
	return SAT_ERR_OUT_OF_MEMORY;
}

// ---- Restoring ----

// Whether a dynamic snapshot fits the world: the same statics (fingerprint, and slot by slot), and each moving body
// of the snapshot still there with its id and shape.
static bool satSnapshotFits(const satWorld* w, const satSnapshot* s)
{
	if (s->staticsPrint != satStaticsFingerprint(w)) return false;
	int statics = 0;
	for (int i = 0; i < s->slotCount; ++i) {
		const satSnapBody* sb = &s->bodies[i];
		if (sb->kind == SAT_SLOT_FREE) continue;
		int id = i | sb->generation << SAT_ID_SLOT_BITS;
		const satBody* b = satWorldFindBody(w, id);
		if (b == NULL || b->isStatic != (sb->kind == SAT_SLOT_STATIC)) return false;
		statics += b->isStatic;
		if (!b->isStatic && w->physics[i].shapePrint != sb->shapePrint) return false;
	}
	for (int i = 0; i < w->slotCount; ++i) statics -= w->bodies[i].shape != NULL && w->bodies[i].isStatic;
	if (statics != 0) return false;
	for (int k = 0; k < s->sensorCount; ++k) // static sensors are the world's
		if (s->bodies[s->sensors[k]].kind == SAT_SLOT_STATIC && !w->bodies[s->sensors[k]].sensor) return false;
	for (int i = 0; i < w->slotCount; ++i) {
		const satBody* b = &w->bodies[i];
		if (b->shape != NULL && b->isStatic && b->sensor) {
			bool listed = false;
			for (int k = 0; k < s->sensorCount && !listed; ++k) listed = s->sensors[k] == i;
			if (!listed) return false;
		}
	}
	return true;
}

static bool satGrowKeys(satPairSet* set, int count)
{
	int cap = set->capacity;
	if (!satWorldGrow((void**)&set->keys, &cap, count, sizeof(uint64_t))) return false;
	set->capacity = cap;
	int table = 16;
	while (table < 2 * count) table *= 2;
	if (table > set->tableCapacity) {
		uint64_t* keys = realloc(set->tableKeys, (size_t)table * sizeof(uint64_t));
		if (keys != NULL) set->tableKeys = keys;
		int* index = realloc(set->tableIndex, (size_t)table * sizeof(int));
		if (index != NULL) set->tableIndex = index;
		if (keys == NULL || index == NULL) return false;
		set->tableCapacity = table;
	}
	return true;
}

// memcpy of n bytes, none for n = 0 (an array never grown may be NULL then).
static void satCopy(void* to, const void* from, size_t n)
{
	if (n > 0) memcpy(to, from, n);
}

static void satFillKeys(satPairSet* set, const uint64_t* keys, int count)
{
	satCopy(set->keys, keys, (size_t)count * sizeof(uint64_t));
	set->count = count;
	if (set->tableCapacity > 0) memset(set->tableKeys, 0xff, (size_t)set->tableCapacity * sizeof(uint64_t));
	uint32_t mask = (uint32_t)set->tableCapacity - 1;
	for (int k = 0; k < count; ++k) {
		uint32_t h = (uint32_t)((keys[k] * 0x9E3779B97F4A7C15ull) >> 32) & mask;
		while (set->tableKeys[h] != UINT64_MAX) h = (h + 1) & mask;
		set->tableKeys[h] = keys[k];
		set->tableIndex[h] = k;
	}
}

// Room for everything the snapshot puts in the world, before anything changes.
static bool satRestoreReserve(satWorld* w, const satSnapshot* s)
{
	int total = s->contactCount + s->keptCount;
	int jointCap = w->jointCapacity, sensorCap = w->sensorCapacity, keyCap = w->sensorKeyCapacity;
	bool ok = satReserveSlots(w, s->slotCount) && satReserveNextContacts(w, total) &&
		satReserveKeptContacts(w, total) && satGrowKeys(&w->pairSets[w->currentSet], s->pairKeyCount) &&
		satGrowKeys(&w->oneWayKept[w->oneWayCurrent], s->oneWayKeyCount) &&
		satWorldGrow((void**)&w->joints, &jointCap, s->jointSlots, sizeof(satJoint)) &&
		satWorldGrow((void**)&w->sensors, &sensorCap, s->sensorCount, sizeof(int)) &&
		satWorldGrow((void**)&w->sensorKeys, &keyCap, s->sensorKeyCount, sizeof(uint64_t));
	w->jointCapacity = jointCap;
	w->sensorCapacity = sensorCap;
	w->sensorKeyCapacity = keyCap;
	if (!ok) return false;
	return true;
}

// A moving body of the world takes the snapshot's state (its shape is the one it has).
static void satRestoreBody(satWorld* w, int slot, const satSnapBody* sb)
{
	satBody* b = &w->bodies[slot];
	satBodyPhysics* p = &w->physics[slot];
	// The mass follows from the shape, the density and the type: found again only when one of those two changed.
	bool massSame = b->type == sb->type && satBits(p->material.density) == satBits(sb->material.density);
	b->type = sb->type;
	b->category = sb->category;
	b->mask = sb->mask;
	b->sensor = (sb->flags & SAT_SB_SENSOR) != 0;
	b->oneWay = (sb->flags & SAT_SB_ONE_WAY) != 0;
	b->resting = b->calm = false;
	b->changed = true;
	satWorldPlace(w, b, sb->x, sb->y, sb->angle); // (not static: cannot fail)
	p->vx = sb->vx;
	p->vy = sb->vy;
	p->angularVelocity = sb->w;
	p->material = sb->material;
	if (!massSame) satUpdateMass(w, b);
	p->sleepTime = sb->sleepTime;
	p->asleep = (sb->flags & SAT_SB_ASLEEP) != 0;
	p->sleepNext = sb->sleepNext;
	p->nudgeStamp = (sb->flags & SAT_SB_NUDGED) ? w->stepStamp : w->stepStamp - 1u;
	p->oneWayNormal = sb->oneWayNormal;
	p->moverGround = sb->moverGround;
	p->linearDamping = sb->linearDamping;
	p->angularDamping = sb->angularDamping;
	p->bullet = (sb->flags & SAT_SB_BULLET) != 0;
	p->jointHead = sb->jointHead;
}

// Put a checked snapshot's state into a world whose statics are the snapshot's and whose every moving body of the
// snapshot exists with its shape (room reserved: nothing here can fail).
static void satRestoreApply(satWorld* w, const satSnapshot* s)
{
	// Bodies added since the snapshot go, and moving bodies leave the resting grid (the next step finds every pair).
	for (int i = 0; i < w->slotCount; ++i) {
		satBody* b = &w->bodies[i];
		if (b->shape == NULL || b->isStatic) continue;
		if (i >= s->slotCount || s->bodies[i].kind == SAT_SLOT_FREE) {
			satWorld_RemoveBody(w, b->id);
			continue;
		}
		if (b->resting) satStillErase(&w->resting, b);
		b->resting = false;
	}
	const float* st = s->settings;
	w->gravity = (satVec2){ st[0], st[1] };
	w->lengthUnits = st[2];
	w->linearSlop = st[3];
	w->speculativeDistance = st[4];
	w->stickSpeed = st[5];
	w->restitutionSpeed = st[6];
	w->sleepSpeed = st[7];
	w->maxSpeed = st[8];
	w->hitSpeed = st[9];
	w->tuning = (satContactTuning){ st[10], st[11], st[12] };
	w->fixedCellSize = st[13];
	w->sleepDisabled = s->sleepDisabled;
	w->stepStamp = s->stepStamp;
	w->steps = s->steps;
	w->oneWayEpoch = s->oneWayEpoch;
	// Slots: free ones with their generations and the free list; slots the world had beyond the snapshot's are
	// unused again (all free now), and those it had not yet are made.
	for (int i = w->slotCount; i < s->slotCount; ++i) {
		memset(&w->bodies[i], 0, sizeof w->bodies[i]);
		w->bodies[i].gridAt = w->bodies[i].moverAt = -1;
		w->edgeMasks[i] = 0;
	}
	w->slotCount = s->slotCount;
	int live = 0, asleep = 0, oneWays = 0;
	for (int i = 0; i < s->slotCount; ++i) {
		const satSnapBody* sb = &s->bodies[i];
		satBody* b = &w->bodies[i];
		b->generation = sb->generation;
		if (sb->kind == SAT_SLOT_FREE) {
			// A free slot keeps the id of the body removed from it (the last step's contacts may name it): the
			// generation before this one.
			b->nextFree = sb->nextFree;
			b->id = i | ((sb->generation - 1) & SAT_GENERATION_MASK) << SAT_ID_SLOT_BITS;
			w->physics[i].asleep = false;
			w->physics[i].sleepNext = w->physics[i].jointHead = -1;
			continue;
		}
		live++;
		if (sb->kind == SAT_SLOT_STATIC) {
			w->physics[i].jointHead = sb->jointHead;
			// A static moved since the last step wakes what it touches at the next (a full snapshot says so; a dynamic
			// one is restored over the statics it was taken with)
			if (s->kind == SAT_SNAPSHOT_FULL)
				w->physics[i].nudgeStamp = (sb->flags & SAT_SB_NUDGED) ? w->stepStamp : w->stepStamp - 1u;
		} else {
			satRestoreBody(w, i, sb);
			asleep += w->physics[i].asleep;
		}
		oneWays += b->oneWay;
		w->oneWayStarts[i].epoch = w->oneWayEpoch - 1u; // not moved since the last call (unless listed below)
	}
	w->freeHead = s->freeHead;
	w->freeTail = s->freeTail;
	w->bodyCount = live;
	w->asleepCount = asleep;
	w->oneWayCount = oneWays;
	for (int k = 0; k < s->moverCount; ++k) {
		w->movers[k] = s->movers[k];
		w->bodies[s->movers[k]].moverAt = k;
	}
	w->moverCount = s->moverCount;
	w->moverCategoriesStale = true;
	satCopy(w->sensors, s->sensors, (size_t)s->sensorCount * sizeof(int));
	w->sensorCount = s->sensorCount;
	// Joints as they were (their prepared parts are made again by the next step).
	satCopy(w->joints, s->joints, (size_t)s->jointSlots * sizeof(satJoint));
	w->jointSlots = s->jointSlots;
	w->jointCount = s->jointCount;
	w->jointFreeHead = s->jointFreeHead;
	w->jointFreeTail = s->jointFreeTail;
	// Contacts: the last step's, indexed for the next one's warm starting; the last step's reports are not kept.
	int total = s->contactCount + s->keptCount;
	satCopy(w->previousContacts, s->contacts, (size_t)total * sizeof(satContact));
	satCopy(w->previousKept, s->kept, (size_t)total * sizeof(satKeptReport));
	satContact* contacts = w->contacts;
	w->contacts = w->previousContacts;
	w->previousContacts = contacts;
	int capacity = w->contactCapacity;
	w->contactCapacity = w->previousContactCapacity;
	w->previousContactCapacity = capacity;
	satKeptReport* kept = w->kept;
	w->kept = w->previousKept;
	w->previousKept = kept;
	capacity = w->keptCapacity;
	w->keptCapacity = w->previousKeptCapacity;
	w->previousKeptCapacity = capacity;
	w->contactCount = s->contactCount;
	w->keptContactCount = s->keptCount;
	satIndexContacts(w);
	w->contactReports = 0;
	w->pairCount = w->nearCount = 0;
	w->pairsValid = false;
	w->beginCount = w->endCount = w->hitCount = 0;
	w->sensorBeginCount = w->sensorEndCount = 0;
	w->trackPairs = s->trackPairs;
	satFillKeys(&w->pairSets[w->currentSet], s->pairKeys, s->pairKeyCount);
	satCopy(w->sensorKeys, s->sensorKeys, (size_t)s->sensorKeyCount * sizeof(uint64_t));
	w->sensorKeyCount = s->sensorKeyCount;
	satFillKeys(&w->oneWayKept[w->oneWayCurrent], s->oneWayKeys, s->oneWayKeyCount);
	for (int k = 0; k < s->startCount; ++k) {
		const satSnapStart* t = &s->starts[k];
		w->oneWayStarts[t->slot] = (satOneWayStart){ t->x, t->y, t->angle, w->oneWayEpoch };
	}
	w->profile = (satProfile){ 0 };
}

// A new world with a full snapshot's bodies in their slots (statics made static, shapes shared as they were), the
// rest of the state not yet applied.
static satError satBuildFromSnapshot(satSnapshot* s, satWorld** out)
{
	satWorldDef def = { s->slotCount, s->settings[13], s->settings[2], s->settings[9] };
	if (!(def.cellSize >= 0.0f && def.cellSize <= SAT_MAX_COORDINATE && def.lengthUnitsPerMeter > 0.0f &&
			def.lengthUnitsPerMeter <= SAT_MAX_LENGTH_UNITS && def.hitSpeed >= 0.0f &&
			def.hitSpeed <= SAT_MAX_COORDINATE))
		return SAT_ERR_BAD_SNAPSHOT;
	satWorld* w;
	satError e = satCreateWorld(&def, &w);
	if (e != SAT_OK) return e;
	if (!satReserveSlots(w, s->slotCount)) {
		satDestroyWorld(w);
		return SAT_ERR_OUT_OF_MEMORY;
	}
	for (int i = 0; i < s->slotCount; ++i) {
		memset(&w->bodies[i], 0, sizeof w->bodies[i]);
		w->bodies[i].gridAt = w->bodies[i].moverAt = -1;
	}
	w->slotCount = s->slotCount;
	for (int i = 0; i < s->slotCount && e == SAT_OK; ++i) {
		satSnapBody* sb = &s->bodies[i];
		if (sb->kind == SAT_SLOT_FREE) continue;
		// The add takes the free list's head: this slot, at its generation.
		w->freeHead = w->freeTail = i;
		w->bodies[i].nextFree = -1;
		w->bodies[i].generation = sb->generation;
		int id;
		e = satWorld_AddBody(w, sb->shape, sb->x, sb->y, sb->angle, &id);
		if (e == SAT_OK && sb->kind == SAT_SLOT_STATIC) {
			e = satWorld_SetStatic(w, id, true);
			satBody* b = &w->bodies[i];
			b->category = sb->category;
			b->mask = sb->mask;
			w->physics[i].material = sb->material;
			satUpdateMass(w, b);
			if (e == SAT_OK && (sb->flags & SAT_SB_SENSOR)) e = satWorld_SetSensor(w, id, true);
			if (e == SAT_OK && (sb->flags & SAT_SB_ONE_WAY))
				e = satWorld_SetOneWay(w, id, sb->oneWayNormal.x, sb->oneWayNormal.y);
		}
	}
	if (e != SAT_OK) {
		satDestroyWorld(w);
		return e == SAT_ERR_OUT_OF_MEMORY ? e : SAT_ERR_BAD_SNAPSHOT;
	}
	*out = w;
	return SAT_OK;
}

// A new world made from a full snapshot, its state applied.
static satError satWorldFromSnapshot(satSnapshot* s, satWorld** out)
{
	satWorld* w;
	satError e = satBuildFromSnapshot(s, &w);
	if (e != SAT_OK) return e;
	if (!satRestoreReserve(w, s)) {
		satDestroyWorld(w);
		return SAT_ERR_OUT_OF_MEMORY;
	}
	satRestoreApply(w, s);
	*out = w;
	return SAT_OK;
}

satError satCreateWorldFromSnapshot(const void* bytes, size_t size, satWorld** out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = NULL;
	satSnapshot s;
	satError e = satReadSnapshot(bytes, size, &s, NULL);
	if (e != SAT_OK) return e;
	e = s.kind == SAT_SNAPSHOT_FULL ? satWorldFromSnapshot(&s, out) : SAT_ERR_BAD_SNAPSHOT;
	satSnapshotFree(&s);
	return e;
}

satError satWorld_Restore(satWorld* w, const void* bytes, size_t size)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	// A dynamic snapshot is decoded into the world's scratch (a rollback loop restores every frame); a full one, which
	// replaces the world's contents and so its scratch, into arrays of its own.
	const unsigned char* head = bytes;
	bool dynamicKind = head != NULL && size >= SAT_SNAPSHOT_HEADER && head[6] == SAT_SNAPSHOT_DYNAMIC && head[7] == 0;
	satSnapshot s;
	e = satReadSnapshot(bytes, size, &s, dynamicKind ? w : NULL);
	if (e != SAT_OK) return e;
	if (s.kind == SAT_SNAPSHOT_FULL) {
		// A world of its own, then swapped in: the caller's handle stays, the old contents go.
		satWorld* fresh;
		e = satWorldFromSnapshot(&s, &fresh);
		if (e == SAT_OK) {
			satWorld old = *w;
			*w = *fresh;
			*fresh = old;
			satDestroyWorld(fresh);
		}
	} else if (!satSnapshotFits(w, &s)) {
		e = SAT_ERR_BAD_SNAPSHOT;
	} else if (!satRestoreReserve(w, &s)) {
		e = SAT_ERR_OUT_OF_MEMORY;
	} else {
		satRestoreApply(w, &s);
	}
	satSnapshotFree(&s);
	return e;
}
