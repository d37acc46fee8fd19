// fuzz_world: sequences of world operations from the bytes: add bodies of every kind (ordinary, large enough
// to stay out of the grid, tiny; placed anywhere, touching another body along a direction or with flush
// boxes, nudged by ulps), remove, setTransform (also to touch another body), setPositions, setStatic,
// setFilter, collide, churn (remove and re-add one body up to 1100 times: slot reuse), and stale or made-up
// ids and bad values; and the physics: setType, setMaterial, setVelocity, applyImpulse (with and without a
// point), setGravity, step (dt, iterations and substeps valid and not), separate, setSensor, setContactTuning, and
// reads of every getter; and the world queries (RayCast, QueryAABB, QueryPoint, CastShape, OverlapShape, Move), also
// after every Collide (rays, points, boxes and one shape cast); worlds of other length units per metre.
// Scales: ordinary (1e-3 .. 1e3) mostly, else 1e-20 .. 1e15, and the edges (see kEdgeScales): denormal sizes,
// where round-off is a step of FLT_TRUE_MIN rather than a fraction of the value, and sizes up to
// SAT_MAX_COORDINATE.
// A model keeps each live body's shape placed where the world has it, and its type, velocity and material.
// Checks:
// - after every satWorld_Collide, the pairs equal brute-force satCollide (zero velocity) over every pair of
//   live bodies under the same static and filter rules: same pairs, each once, lower slot first, MTVs bit
//   for bit those of satCollide(lower, higher); pair count within the capacity; body count as the model's;
// - ids: 0, 1, 2, ... while nothing was removed; every id handed out is new (a removed id never becomes
//   valid again); a removed or made-up id gets SAT_ERR_BAD_ID from every call, changes nothing, and the
//   getters write zeros;
// - a call with a bad value returns its error and changes nothing (bodies' AABBs bit for bit);
// - after every operation the world reports what the model has: each live body's transform (GetTransform, and
//   GetTransforms agrees), velocity, type and material, the gravity; the events and contacts of the last call
//   that makes them (so a failed call, or one that should not touch them, changed nothing); the transforms'
//   pointer unchanged unless a body was added;
// - events: after each Collide, Step and Separate(1), begins = pairs now minus pairs of the last such call,
//   ends = the reverse, exactly (pairs as brute force finds them where the call found them; a removed body's
//   pairs end); lower id first, none twice, begins of live bodies; after Separate(n > 1) (whose intermediate
//   calls are not observable) only that, and the next call is checked against brute force alone;
// - step: the pairs it found are brute force's at the positions before it; its contacts are exactly its pairs
//   with a dynamic body, in pair order, each with satComputeManifold's manifold of the pair before the step
//   (1 or 2 points, unit normal, finite; ids live, one dynamic); afterwards no NaN or infinity in any
//   transform or velocity, coordinates within SAT_MAX_COORDINATE, dynamic speeds within the caps (see units);
//   statics did not move; kinematic bodies kept their velocity and their centre of mass moved by the
//   velocity (capped at the speed cap) times dt, turning by the angular velocity times dt (double, within
//   float round-off); a dynamic body in no pair has velocity v + gravity * dt (when no cap applies); dt = 0
//   moves nothing and changes no velocity but a dynamic one beyond the cap (scaled down to it);
// - separate: statics and angles unchanged, velocities unchanged; with one iteration each body moved by the
//   sum of its shares of the MTVs (all against a static, half between two movable bodies);
// - setMaterial: a material is valid exactly when density > 0 and every field is finite, >= 0 and at most
//   SAT_MAX_COORDINATE (else SAT_ERR_BAD_MATERIAL); it reads back bit for bit; mass = density * area;
// - queries: a ray equals brute-force satRayCast over every body passing the mask (closest, lowest id on ties,
//   bit for bit); a point query returns exactly the bodies whose zero-length satRayCast hits; a box query agrees
//   with the reference's Minkowski separation outside its round-off; ids ascending and live; a short id array
//   gets the first ids of the full answer; bad values give their error, zero counts and change nothing;
// - setVelocity reads back (zero for statics); applyImpulse changes a dynamic body's velocity by impulse /
//   mass (and its spin by r x impulse / inertia with a point), others not at all;
// - sleeping (also setAwake and setSleepEnabled operations): after every operation a static body is not awake, a
//   kinematic one is awake exactly when its velocity is not zero, an asleep dynamic one has zero velocity; a
//   dynamic body given a non-zero velocity or impulse, moved, retyped or given another material is awake, and so
//   are the bodies in contact with a removed one, every dynamic body after a change of gravity or sleeping
//   disabled; setAwake reads back; at a step, the asleep bodies woken are exactly those the rules name (nudged by
//   the caller since the last step, or touching, through brute force's pairs, an awake dynamic body, a moving
//   kinematic one, a nudged one or one woken so): the others keep their transforms bit for bit, zero velocities and
//   their contacts (reported after the awake ones, still satComputeManifold's); the woken ones are awake after a
//   step shorter than the sleep time; with sleeping disabled no body falls asleep.
// - one-way bodies (setStatic and setFilter sometimes also call SetOneWay): the normal reads back unit (or zero), bad values
//   change nothing; a brute-force pair with a one-way body may be left out, but one that is reported has its MTV
//   along the one-way normal, and was admitted at some state the model saw (the one-way body admits the other,
//   within the slop and a margin, where both are or where both were at the last call that found pairs), until a
//   Separate of several iterations (whose inner states are not seen). A Step or Separate(1) whose brute-force
//   pairs hold such a pair is not compared pair by pair (its pair count is not observable), and its wake rules
//   are checked with and without those pairs.
// - bullets (code 191: SetBullet, then IsBullet of every live body): a bad id gets SAT_ERR_BAD_ID from both and changes
//   nothing; the flag reads back whatever the type; setting it moves, wakes or puts to sleep nothing. Steps with
//   bullets keep every contract above, but one rule of theirs: an asleep body a bullet stops at (the bullet ends
//   within a few millimetres of it) wakes with its island.
// - units (satWorldDef.lengthUnitsPerMeter: 1 mostly, else near the scene's scale, clamped to (0, 1e6], or an edge
//   or bad value: its error and no world; hitSpeed likewise): the getters read back the units, the hit speed (1 per
//   metre by default) and the contact tuning's defaults (30, 10, 3 per metre); the model's metre-based numbers are
//   the world's float products: the slop 0.005, the speculative distance 0.02, the linear speed cap SAT_MAX_SPEED
//   (the angular one stays SAT_MAX_SPEED rad/s) and the default gravity (0, -10), each times the units.
// - setContactTuning: NaN or infinity gives SAT_ERR_NOT_FINITE, else hertz or pushSpeed not > 0, a negative
//   dampingRatio or any value above SAT_MAX_COORDINATE SAT_ERR_OUT_OF_RANGE, NULL SAT_ERR_NULL; on an error nothing
//   changes, else GetContactTuning reads it back bit for bit.
// - sensors (setSensor, code 223; reset on add): IsSensor reads back (false and SAT_ERR_BAD_ID for a bad id); a
//   change wakes the body and the bodies in contact with it at the last step and counts as a nudge; out of memory
//   (one call in four) changes nothing. A pair with a sensor is still a pair (Collide, events, queries by box,
//   point and shape) but has no contact, speculative or kept, leaves a dynamic body in free fall, wakes nobody,
//   is not pushed by Separate, and rays, casts and moves pass through sensors (a move with nothing else within its
//   reach ends at start + motion); a static sensor covers no edge of another static (the tile-seam model leaves
//   sensors out; a speculative contact at a seam is checked along its normal). A free dynamic body, and a dynamic
//   sensor always (it is not swept), moves its centre of mass by the integrated velocity: sum over the substeps of
//   h (v + k h g), when its box over the step meets no static or kinematic body that is not a sensor. Each step's
//   sensor events are exactly the difference between the visitors brute force finds before the step (satCollide of
//   each sensor with every other live body that is not a sensor, filter both ways) and the last step's, ascending
//   by (sensor id, visitor id); a failed step changes neither them nor the visitors remembered.
// - contact impulses: 2 per contact, finite and >= 0, 0 for an unused point; after dt = 0 those of the awake
//   contacts are 0; a kept contact (a body asleep through the step) has the impulses its pair had at the last step
//   (0 without a contact then). Hits: each is a contact of this step whose pair had no contact at the last step,
//   in the contacts' order, its point one of the contact's and its normal the contact's (bit for bit), its speed
//   finite and >= the hit speed; a new contact whose approach speed (from the velocities before the step, at its
//   points, in double) exceeds the hit speed beyond round-off has a hit, at that speed within round-off.
// - joints (code 63, then a byte: add, remove, setJointMotor, setJointTarget, probes): a definition of any type
//   between live bodies or the world, with numbers ordinary or bad (NaN, infinities, negative, beyond
//   SAT_MAX_COORDINATE, lower > upper, a zero axis, one body twice, removed or made-up ids, unknown types, NULL). The
//   model keeps the live joints (id, type, bodies, collideConnected). A definition gets one of the errors sat.h lists
//   for it, by the model's own reading of that list (or SAT_OK when none applies), and a bad one changes nothing (id
//   -1, no body woken); a good one gets an id never handed out in this input (0, 1, 2, ... while none was removed),
//   and its bodies' islands wake, no other. After every operation GetJointCount is the model's, GetJointBodies of each
//   live joint its type and bodies, a removed id gets SAT_ERR_BAD_JOINT (zeros and -1 written), every reaction is
//   finite (zeros before the joint's first step). Removing a body removes exactly its joints (their other bodies
//   wake); removing a joint, setting its motor or a mouse joint's target give their errors (bad ids, a joint without
//   a motor or not a mouse joint, bad values) and change nothing, or wake its bodies (the target: body B). Two bodies
//   joined without collideConnected are never a pair (brute force leaves them out: Collide, events, Separate) nor a
//   contact; a joined dynamic body is not in free fall; a joint links two dynamic bodies into one island (they fall
//   asleep together, and an asleep one wakes when its partner stirs, as through a touching pair). A NULL world and
//   memory that is not a world get SAT_ERR_NULL and SAT_ERR_BAD_HANDLE from every joint call.
#include <limits.h>

#include "alloc.h"
#include "fuzz_common.h"
#include "seams.h"

enum {
	MAX_LIVE = 24,
	MAX_STALE = 2048,
	MAX_COLLIDES = 8,
	MAX_CHURN = 1100,
	ID_SET_SIZE = 8192,
	MAX_PAIRS = MAX_LIVE * (MAX_LIVE - 1) / 2,
	MAX_STEPS = 8,    // valid steps per input (rejected ones cost nothing and are not counted): inputs stay fast
	MAX_SEPARATES = 4 // likewise valid satWorld_Separate calls
};
#define SLOT_OF(id) ((id) & ((1 << SAT_ID_SLOT_BITS) - 1))
#define TWO_PI 6.28318530717958647692

typedef struct Body {
	int id;
	satShape* shape; // the model: the body's shape placed where the world has it
	bool isStatic;
	unsigned category, mask;
	satBodyType type; // the physics model: what the world must report for the body
	satVelocity vel;
	satMaterial material;
	bool nudged;     // moved or changed by the caller since the last step: wakes the asleep bodies it touches
	int ring;        // asleep: the island it fell asleep with (they wake together); -1 awake
	satVec2 oneWay;  // its one-way normal as the world reads it back (zero: an ordinary body)
	satTransform at; // where it was at the last call that found pairs (or where it was added since)
	float linearDamping, angularDamping; // as satWorld_SetDamping set them (0 when added)
	bool bullet;                         // satWorld_SetBullet as set: the world must read it back (false when added)
	bool sensor; // a sensor (satWorld_SetSensor): no contact response, its overlaps are sensor events
} Body;

static satWorld* g_world;
static Body g_live[MAX_LIVE];
static int g_liveCount;
static int g_stale[MAX_STALE], g_staleCount;
static int g_idSet[ID_SET_SIZE]; // every id handed out in this input, open addressing, -1 = empty
static int g_idCount, g_adds, g_collides;
static bool g_removedAny, g_quiet; // g_quiet: no notes (during a churn)
static double g_scale, g_offsetX, g_offsetY;
// The physics model: gravity; the pairs of the last Collide / Step / Separate (as keys, lower id first) while
// known; that call's events and the last step's contacts as the world reported them (they must not change
// until the next such call); the transforms' pointer and the add count it was read at.
static satVec2 g_gravity;
static uint64_t g_pairKeys[MAX_PAIRS];
static int g_pairKeyCount;
static bool g_pairsKnown;
static int g_begin[2 * MAX_PAIRS], g_beginCount, g_end[2 * MAX_PAIRS], g_endCount;
static int g_contactCount, g_contactIds[SAT_CONTACT_INTS * MAX_PAIRS];
static float g_contactData[SAT_CONTACT_FLOATS * MAX_PAIRS];
static int g_steps, g_separates, g_xfAdds;
static uint64_t g_inputHash; // of the whole input: picks the calls whose allocation fails (see failureFor)
static const float* g_xfPointer;
static const satMaterial kDefaultMaterial = { 1.0f, 0.6f, 0.0f, SAT_SAME_AS_FRICTION, 0.0f, 0.0f }; // as documented
// Scales at the edges of float, picked by the scale bytes 144, 148, ..., 252 (which gave 1e-20 .. 1e7 again).
static const double kEdgeScales[7] = { 1e-38, 1e-40, 1e-42, 1e-44, 1e16, 1e17, 1e18 };
static bool g_sleepEnabled;
static int g_rings;                  // island numbers handed out
static bool g_stillAsleep[MAX_LIVE]; // during a step's checks: asleep through it (its contacts kept, after the others)
static bool g_wakeUnsure[MAX_LIVE];  // likewise: asleep before it, woken only through a one-way pair the world may lack
static uint64_t g_admitted[4096];    // one-way pairs the model saw admitted (keys); beyond the array: unknown
static int g_admittedCount;
static bool g_oneWayUnknown; // a call found pairs at states not seen (Separate of several iterations)
static bool g_oneWayCall;    // the step being checked has a brute-force pair with a one-way body
// Units and tuning: the world's length units per metre and the numbers scaled by them, as the world computes them
// in float (0.005 m slop, 4 slops of speculative distance, SAT_MAX_SPEED m/s, hit speed), and the contact tuning.
static double g_units;
static float g_slop, g_speculative, g_maxSpeed, g_hitSpeed;
static satContactTuning g_tuning;
// Sensors: the visitors (sensor id << 32 | visitor id, ascending) of the last step, and its sensor events. Hits and
// impulses of the last step as the world reported them (unchanged until the next step that does not fail).
enum {
	MAX_SENSOR_KEYS = MAX_LIVE * (MAX_LIVE - 1)
};
static uint64_t g_sensorKeys[MAX_SENSOR_KEYS];
static int g_sensorKeyCount;
static int g_sensorBegin[2 * MAX_SENSOR_KEYS], g_sensorBeginCount, g_sensorEnd[2 * MAX_SENSOR_KEYS], g_sensorEndCount;
static int g_hitCount, g_hitIds[2 * MAX_PAIRS];
static float g_hitData[SAT_HIT_FLOATS * MAX_PAIRS], g_contactImpulses[2 * MAX_PAIRS];
// Joints (code 63): the model's live joints, every joint id handed out in this input and the removed ones.
enum {
	MAX_JOINTS = 32,
	MAX_JOINT_IDS = 128 // joints added per input: one per operation at most
};
typedef struct Joint {
	int id;
	satJointType type;
	int a, b; // body ids; a is SAT_WORLD_BODY for the fixed world
	bool collideConnected;
	bool stepped; // a step ran since it was added: before that its reaction reads zeros
} Joint;
static Joint g_joints[MAX_JOINTS];
static int g_jointCount;
static int g_jointIds[MAX_JOINT_IDS], g_jointIdCount; // every id handed out, in order
static int g_staleJoints[MAX_JOINT_IDS], g_staleJointCount;
static bool g_jointRemoved; // a joint was removed (with its body or alone): ids need not be 0, 1, 2, ... any more
static int g_jointCalls;

// Whether a joint of the model keeps bodies a and b from colliding: one joins them without collideConnected.
static bool jointForbids(int a, int b)
{
	for (int j = 0; j < g_jointCount; ++j) {
		const Joint* t = &g_joints[j];
		if (!t->collideConnected && ((t->a == a && t->b == b) || (t->a == b && t->b == a))) return true;
	}
	return false;
}

// Whether a body is an end of any joint (the fixed world's included): then forces other than gravity act on it.
static bool inJoint(int id)
{
	for (int j = 0; j < g_jointCount; ++j)
		if (g_joints[j].a == id || g_joints[j].b == id) return true;
	return false;
}

// The model's joints of a removed body go (sat.h: removing a body removes its joints); their other bodies wake.
static void forgetJointsOf(int id, int* ends, int* endCount)
{
	*endCount = 0;
	for (int j = 0; j < g_jointCount;) {
		Joint* t = &g_joints[j];
		if (t->a != id && t->b != id) {
			++j;
			continue;
		}
		int other = t->a == id ? t->b : t->a;
		if (other != SAT_WORLD_BODY) ends[(*endCount)++] = other;
		if (g_staleJointCount < MAX_JOINT_IDS) g_staleJoints[g_staleJointCount++] = t->id;
		g_jointRemoved = true;
		*t = g_joints[--g_jointCount];
	}
}

static bool idSeen(int id)
{
	for (unsigned h = (unsigned)id * 2654435761u % ID_SET_SIZE;; h = (h + 1) % ID_SET_SIZE) {
		if (g_idSet[h] == id) return true;
		if (g_idSet[h] == -1) return false;
	}
}

static void idInsert(int id)
{
	if (g_idCount >= ID_SET_SIZE / 2) abort(); // bounded by MAX_CHURN and the op count
	unsigned h = (unsigned)id * 2654435761u % ID_SET_SIZE;
	while (g_idSet[h] != -1) h = (h + 1) % ID_SET_SIZE;
	g_idSet[h] = id;
	++g_idCount;
}

static void noteStale(int id)
{
	if (g_staleCount < MAX_STALE) g_stale[g_staleCount++] = id;
}

static bool badValue(float v) { return !isfinite(v) || fabsf(v) > SAT_MAX_COORDINATE; }

// Every live body's AABB, to show that a rejected call moved nothing.
static void snapshot(satAABB* boxes)
{
	for (int i = 0; i < g_liveCount; ++i) {
		satError e = satWorld_GetAABB(g_world, g_live[i].id, &boxes[i]);
		FUZZ_CHECK("world.live-id", e == SAT_OK, "GetAABB of live id %d: error %d", g_live[i].id, (int)e);
	}
}

static void checkUnchanged(const satAABB* before, const char* what)
{
	satAABB now[MAX_LIVE];
	snapshot(now);
	for (int i = 0; i < g_liveCount; ++i)
		FUZZ_CHECK("world.changed-on-error", memcmp(&now[i], &before[i], sizeof now[i]) == 0,
			"%s: body %d moved although the call failed", what, g_live[i].id);
	FUZZ_CHECK("world.count-on-error", satWorld_GetBodyCount(g_world) == g_liveCount, "%s: %d bodies, model %d", what,
		satWorld_GetBodyCount(g_world), g_liveCount);
}

// A stale or made-up id: every call taking an id says SAT_ERR_BAD_ID and nothing changes.
static void probeBadId(int id)
{
	satAABB before[MAX_LIVE], box = { 1, 2, 3, 4 };
	snapshot(before);
	satBodyType type = (satBodyType)99;
	satMaterial material = { 1, 2, 3, 4, 5, 6 };
	satMassData mass = { 1, 2, { 3, 4 } };
	satVelocity vel = { 1, 2, 3 };
	satTransform xf = { 1, 2, 3 };
	satVec2 point = { 0.0f, 0.0f }, normal = { 1, 2 };
	bool awake = true;
	satError e[16] = { satWorld_GetAABB(g_world, id, &box), satWorld_SetTransform(g_world, id, 0.0f, 0.0f, 0.0f),
		satWorld_SetStatic(g_world, id, true), satWorld_SetFilter(g_world, id, 0u, 0u),
		satWorld_SetType(g_world, id, SAT_BODY_DYNAMIC), satWorld_GetType(g_world, id, &type),
		satWorld_SetMaterial(g_world, id, &kDefaultMaterial), satWorld_GetMaterial(g_world, id, &material),
		satWorld_GetMassData(g_world, id, &mass), satWorld_SetVelocity(g_world, id, 1.0f, 1.0f, 1.0f),
		satWorld_GetVelocity(g_world, id, &vel), satWorld_ApplyImpulse(g_world, id, 1.0f, 1.0f, &point),
		satWorld_GetTransform(g_world, id, &xf), satWorld_IsAwake(g_world, id, &awake),
		satWorld_SetAwake(g_world, id, false), satWorld_RemoveBody(g_world, id) };
	for (int k = 0; k < 16; ++k)
		FUZZ_CHECK("world.stale-id", e[k] == SAT_ERR_BAD_ID,
			"id %d (stale or never issued; slot %d, generation %d): call %d of GetAABB/SetTransform/SetStatic/"
			"SetFilter/SetType/GetType/SetMaterial/GetMaterial/GetMassData/SetVelocity/GetVelocity/ApplyImpulse/"
			"GetTransform/IsAwake/SetAwake/Remove returned %d",
			id, SLOT_OF(id), id >> SAT_ID_SLOT_BITS, k, (int)e[k]);
	FUZZ_CHECK("world.stale-zeros", box.minX == 0 && box.minY == 0 && box.maxX == 0 && box.maxY == 0,
		"GetAABB of a bad id wrote [%.9g, %.9g] x [%.9g, %.9g]", (double)box.minX, (double)box.maxX, (double)box.minY,
		(double)box.maxY);
	// "a miss or an error writes zeros" (sat.h); GetType writes SAT_BODY_KINEMATIC instead (reported), so only
	// that it writes a type is checked.
	FUZZ_CHECK("world.stale-zeros",
		material.density == 0 && material.friction == 0 && material.restitution == 0 && material.staticFriction == 0 &&
			material.rollingResistance == 0 && material.tangentSpeed == 0 && mass.mass == 0 && mass.inertia == 0 &&
			mass.center.x == 0 && mass.center.y == 0 && vel.vx == 0 && vel.vy == 0 && vel.angular == 0 && xf.x == 0 &&
			xf.y == 0 && xf.angle == 0,
		"a getter given bad id %d did not write zeros: material (%g %g %g %g), mass (%g %g %g %g), velocity (%g %g "
		"%g), transform (%g %g %g)",
		id, (double)material.density, (double)material.friction, (double)material.restitution,
		(double)material.staticFriction, (double)mass.mass, (double)mass.inertia, (double)mass.center.x,
		(double)mass.center.y, (double)vel.vx, (double)vel.vy, (double)vel.angular, (double)xf.x, (double)xf.y,
		(double)xf.angle);
	FUZZ_CHECK("world.stale-zeros", (int)type >= 0 && (int)type <= 2, "GetType of bad id %d wrote %d", id, (int)type);
	FUZZ_CHECK("world.stale-zeros", !awake, "IsAwake of bad id %d wrote true", id);
	float linear = 7, angular = 7;
	satError ed[2] = { satWorld_SetDamping(g_world, id, 1.0f, 1.0f),
		satWorld_GetDamping(g_world, id, &linear, &angular) };
	FUZZ_CHECK("world.stale-id", ed[0] == SAT_ERR_BAD_ID && ed[1] == SAT_ERR_BAD_ID && linear == 0 && angular == 0,
		"SetDamping / GetDamping of bad id %d: errors %d, %d; read (%g, %g), not zeros", id, (int)ed[0], (int)ed[1],
		(double)linear, (double)angular);
	FUZZ_CHECK("world.stale-id",
		satWorld_SetOneWay(g_world, id, 0.0f, 1.0f) == SAT_ERR_BAD_ID &&
			satWorld_GetOneWay(g_world, id, &normal) == SAT_ERR_BAD_ID && normal.x == 0.0f && normal.y == 0.0f,
		"SetOneWay / GetOneWay of bad id %d: not SAT_ERR_BAD_ID, or (%g, %g) written", id, (double)normal.x,
		(double)normal.y);
	bool sensor = true;
	satError es = satWorld_SetSensor(g_world, id, true), ei = satWorld_IsSensor(g_world, id, &sensor);
	FUZZ_CHECK("world.stale-id", es == SAT_ERR_BAD_ID && ei == SAT_ERR_BAD_ID && !sensor,
		"SetSensor / IsSensor of bad id %d: errors %d, %d, reads %d", id, (int)es, (int)ei, (int)sensor);
	checkUnchanged(before, "bad id");
}

static bool isLiveId(int id)
{
	for (int i = 0; i < g_liveCount; ++i)
		if (g_live[i].id == id) return true;
	return false;
}

// Add the model shape (already placed at x, y, angle) to the world; false if the world refused (bad values).
static bool addBody(satShape* shape, float x, float y, float angle)
{
	int id = 12345;
	satError e = satWorld_AddBody(g_world, shape, x, y, angle, &id);
	if (badValue(x) || badValue(y) || badValue(angle)) {
		FUZZ_CHECK("world.add-bad-value", (e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE) && id == -1,
			"AddBody(%.9g, %.9g, %.9g): error %d, id %d", (double)x, (double)y, (double)angle, (int)e, id);
		return false;
	}
	FUZZ_CHECK("world.add", e == SAT_OK && id >= 0, "AddBody: error %d, id %d", (int)e, id);
	FUZZ_CHECK("world.id-fresh", !idSeen(id), "AddBody handed out id %d (slot %d, generation %d) a second time", id,
		SLOT_OF(id), id >> SAT_ID_SLOT_BITS);
	if (!g_removedAny) FUZZ_CHECK("world.id-order", id == g_adds, "nothing removed yet: body %d got id %d", g_adds, id);
	idInsert(id);
	++g_adds;
	FUZZ_CHECK("world.place-model", satShape_SetTransform(shape, x, y, angle) == SAT_OK, "model placement");
	g_live[g_liveCount++] = (Body){ id, shape, false, 1u, ~0u, SAT_BODY_KINEMATIC, { 0.0f, 0.0f, 0.0f },
		kDefaultMaterial, true, -1, { 0.0f, 0.0f }, { x, y, angle }, 0.0f, 0.0f, false, false };
	if (!g_quiet) fuzzNote(" +%d(%.9g,%.9g,%.9g)", id, (double)x, (double)y, (double)angle);
	return true;
}

static bool awakeNow(int id);

static void removeLive(int k)
{
	int id = g_live[k].id;
	satError e = satWorld_RemoveBody(g_world, id);
	for (int c = 0; c < g_contactCount; ++c) { // "a body in contact with it is removed" wakes an island
		const int* ci = &g_contactIds[SAT_CONTACT_INTS * c];
		int other = ci[0] == id ? ci[1] : ci[1] == id ? ci[0] : -1;
		for (int i = 0; other >= 0 && i < g_liveCount; ++i)
			if (g_live[i].id == other && g_live[i].type == SAT_BODY_DYNAMIC)
				FUZZ_CHECK("world.wake-remove", awakeNow(other),
					"body %d, in contact with %d, asleep after its removal", other, id);
	}
	FUZZ_CHECK("world.remove", e == SAT_OK, "RemoveBody(%d) of a live body: error %d", id, (int)e);
	noteStale(id);
	g_removedAny = true;
	g_live[k] = g_live[--g_liveCount];
	if (!g_quiet) fuzzNote(" -%d", id);
	int partners[MAX_JOINTS], partnerCount; // its joints go; their other bodies wake
	forgetJointsOf(id, partners, &partnerCount);
	for (int p = 0; p < partnerCount; ++p)
		for (int i = 0; i < g_liveCount; ++i)
			if (g_live[i].id == partners[p] && g_live[i].type == SAT_BODY_DYNAMIC)
				FUZZ_CHECK("joint.wake-remove", awakeNow(partners[p]),
					"body %d, joined to %d, asleep after its removal (removing a joint wakes its bodies)", partners[p],
					id);
}

// A position for a new or moved body: somewhere in the scene, or touching live body k (along a direction or
// with flush bounding boxes), then nudged by a few ulps.
static void placeNear(FuzzIn* in, satShape* shape, float angle, int exclude, float* x, float* y)
{
	uint8_t sel = fuzzU8(in);
	int others = g_liveCount - (exclude >= 0);
	if (others <= 0 || sel % 3 == 0) {
		*x = fuzzClampCoord(g_offsetX + g_scale * 8 * fuzzUnit(in));
		*y = fuzzClampCoord(g_offsetY + g_scale * 8 * fuzzUnit(in));
		return;
	}
	int pick = fuzzU8(in) % others;
	if (exclude >= 0 && pick >= exclude) ++pick; // not the body being placed
	const Body* other = &g_live[pick];
	satTransform to = satShape_GetTransform(other->shape);
	satShape_SetTransform(shape, 0.0f, 0.0f, angle);
	if (sel % 3 == 1) {
		double ang = 0.78539816339744830962 * (fuzzU8(in) % 8) + (fuzzU8(in) & 1 ? 0.3 * fuzzSigned(in) : 0);
		double qx, qy;
		fuzzTouchOffset(other->shape, shape, cos(ang), sin(ang), &qx, &qy);
		*x = fuzzClampCoord(to.x + qx);
		*y = fuzzClampCoord(to.y + qy);
	} else { // flush bounding boxes, computed in float as a user would
		satAABB bo = satShape_GetAABB(other->shape), bs = satShape_GetAABB(shape);
		*x = to.x + (float)(g_scale * 0.5 * fuzzSigned(in));
		*y = to.y + (float)(g_scale * 0.5 * fuzzSigned(in));
		switch (fuzzU8(in) % 4) {
		case 0:
			*x = bo.maxX - bs.minX;
			break;
		case 1:
			*x = bo.minX - bs.maxX;
			break;
		case 2:
			*y = bo.maxY - bs.minY;
			break;
		default:
			*y = bo.minY - bs.maxY;
			break;
		}
	}
	int nudge = (int)(fuzzU8(in) % 5) - 2;
	*x = fuzzNudge(*x, nudge);
	*y = fuzzNudge(*y, (int)(fuzzU8(in) % 3) - 1);
	*x = fuzzClampCoord(*x);
	*y = fuzzClampCoord(*y);
}

// An id to aim a call at: a live one, a stale one, or made up.
static int pickId(FuzzIn* in, int* liveIndex)
{
	uint8_t sel = fuzzU8(in);
	*liveIndex = -1;
	if (sel % 4 != 3 && g_liveCount > 0) {
		*liveIndex = fuzzU8(in) % g_liveCount;
		return g_live[*liveIndex].id;
	}
	if (sel % 4 == 3 && g_staleCount > 0) return g_stale[fuzzU16(in) % g_staleCount];
	int id = (int)fuzzU32(in);
	for (int i = 0; i < g_liveCount; ++i)
		if (g_live[i].id == id) *liveIndex = i;
	return id;
}

static bool pairFiltered(const Body* a, const Body* b)
{
	if (a->isStatic && b->isStatic) return true;
	return (a->category & b->mask) == 0 || (b->category & a->mask) == 0;
}

static void describeBody(const Body* b)
{
	satTransform t = satShape_GetTransform(b->shape);
	satAABB box;
	satWorld_GetAABB(g_world, b->id, &box);
	fprintf(stderr,
		"  body %d: type %d, %d vertices, radius %.9g, at (%.9g, %.9g) angle %.9g, static %d, filter %x/%x, world AABB "
		"[%.9g, %.9g] x [%.9g, %.9g]\n",
		b->id, (int)satShape_GetType(b->shape), satShape_GetVertexCount(b->shape), (double)satShape_GetRadius(b->shape),
		(double)t.x, (double)t.y, (double)t.angle, b->isStatic, b->category, b->mask, (double)box.minX,
		(double)box.maxX, (double)box.minY, (double)box.maxY);
}

typedef struct Pair {
	int a, b; // lower slot first, as the world reports them
	float mx, my;
	bool matched;
	unsigned seam;  // the static's internal edges by the model (tests/support/seams.c): the world's rule applies
	bool aFixed;    // a is that static
	bool uncertain; // an edge too near the rule's tolerance for the model to call: nothing of the pair is checked
	bool oneWay;    // a body is one-way: the world may leave the pair out
	bool sensor;    // a body is a sensor: a pair, but no contact response
} Pair;

static Body* liveBody(int id)
{
	for (int i = 0; i < g_liveCount; ++i)
		if (g_live[i].id == id) return &g_live[i];
	return NULL;
}

static uint64_t pairKey(int a, int b)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;
	return (uint64_t)(uint32_t)lo << 32 | (uint32_t)hi;
}

static bool keyIn(const uint64_t* keys, int n, uint64_t key)
{
	for (int i = 0; i < n; ++i)
		if (keys[i] == key) return true;
	return false;
}

static bool isDynamic(const Body* b) { return b != NULL && b->type == SAT_BODY_DYNAMIC; }

static bool isOneWay(const Body* b) { return b->oneWay.x != 0.0f || b->oneWay.y != 0.0f; }

static void rotation(float angle, double* s, double* c);

// A one-way body's normal in the world, and a shape's least and greatest extent along (nx, ny).
static void worldNormal(const Body* p, double* nx, double* ny)
{
	double s, c;
	rotation(satShape_GetTransform(p->shape).angle, &s, &c);
	*nx = c * p->oneWay.x - s * p->oneWay.y;
	*ny = s * p->oneWay.x + c * p->oneWay.y;
}

static void extentAlong(const satShape* shape, double nx, double ny, double* lo, double* hi)
{
	RefShape r = fuzzRefOf(shape);
	*lo = INFINITY;
	*hi = -INFINITY;
	for (int i = 0; i < r.count; ++i) {
		*lo = fmin(*lo, r.x[i] * nx + r.y[i] * ny);
		*hi = fmax(*hi, r.x[i] * nx + r.y[i] * ny);
	}
	*lo -= r.radius;
	*hi += r.radius;
}

// Whether one-way body p may admit x where the model has them: x's least extent along p's normal at least p's
// greatest less the linear slop (0.005 m), with a margin for the world's float geometry and positions.
static bool mayAdmit(const Body* p, const Body* x)
{
	if (!isOneWay(p)) return true;
	double nx, ny, pLo, pHi, xLo, xHi;
	worldNormal(p, &nx, &ny);
	extentAlong(p->shape, nx, ny, &pLo, &pHi);
	extentAlong(x->shape, nx, ny, &xLo, &xHi);
	satTransform tp = satShape_GetTransform(p->shape), tx = satShape_GetTransform(x->shape);
	double places = fabs(tp.x) + fabs(tp.y) + fabs(tx.x) + fabs(tx.y); // the world allows their round-off
	return xLo >= pHi - g_slop - 1e-3 - 1e-4 * (fabs(pLo) + fabs(pHi) + fabs(xLo) + fabs(xHi)) - 1e-5 * places;
}

// After every operation: the pairs with a one-way body that the world may have admitted, where the bodies are and
// where they were at the last call that found pairs (the model's shapes moved there and back).
static void noteAdmitted(void)
{
	for (int at = 0; at < 2; ++at) {
		satTransform now[MAX_LIVE];
		for (int i = 0; i < g_liveCount && at; ++i) {
			now[i] = satShape_GetTransform(g_live[i].shape);
			satShape_SetTransform(g_live[i].shape, g_live[i].at.x, g_live[i].at.y, g_live[i].at.angle);
		}
		for (int i = 0; i < g_liveCount; ++i)
			for (int j = i + 1; j < g_liveCount; ++j) {
				uint64_t key = pairKey(g_live[i].id, g_live[j].id);
				if ((!isOneWay(&g_live[i]) && !isOneWay(&g_live[j])) || !mayAdmit(&g_live[i], &g_live[j]) ||
					!mayAdmit(&g_live[j], &g_live[i]) || keyIn(g_admitted, g_admittedCount, key))
					continue;
				if (g_admittedCount == 4096)
					g_oneWayUnknown = true;
				else
					g_admitted[g_admittedCount++] = key;
			}
		for (int i = 0; i < g_liveCount && at; ++i)
			satShape_SetTransform(g_live[i].shape, now[i].x, now[i].y, now[i].angle);
	}
}

// The bodies are where the world's next call that finds pairs sees them come from.
static void noteCallPlaces(const satTransform* places)
{
	for (int i = 0; i < g_liveCount; ++i) g_live[i].at = places ? places[i] : satShape_GetTransform(g_live[i].shape);
}

// A reported pair with a one-way body: admitted once (as far as the model saw), its MTV along the normal.
static void checkOneWayPair(const Body* a, const Body* b, float mx, float my, const char* call)
{
	uint64_t key = pairKey(a->id, b->id);
	FUZZ_CHECK("world.one-way-admitted", g_oneWayUnknown || keyIn(g_admitted, g_admittedCount, key),
		"%s: pair (%d, %d) of a one-way body is reported, but the model never saw it admitted", call, a->id, b->id);
	bool along = false;
	for (int e = 0; e < 2; ++e) { // b one-way: a goes along its normal; a one-way: along the opposite of a's
		const Body* p = e ? a : b;
		if (!isOneWay(p)) continue;
		double nx, ny, len = fuzzLen(mx, my);
		worldNormal(p, &nx, &ny);
		double sign = e ? -1.0 : 1.0;
		along |= fabs(mx * ny - my * nx) <= 1e-5 * len + 1e-30 && sign * (mx * nx + my * ny) >= -1e-5 * len;
	}
	FUZZ_CHECK("world.one-way-mtv", along, "%s: pair (%d, %d) of a one-way body has MTV (%a, %a), not along its normal",
		call, a->id, b->id, (double)mx, (double)my);
}

// sin and cos of a float angle reduced as the library reduces it (fmod by the double nearest 2 pi, exact), in
// double: the library's rotation convention, with double's accuracy (they differ from sin(angle) for angles
// far beyond 1e8, where the reduction constant's error adds up; not this target's concern).
static void rotation(float angle, double* s, double* c)
{
	double r = fmod((double)angle, TWO_PI);
	*s = sin(r);
	*c = cos(r);
}

// Whether two bodies, one dynamic, neither a sensor, may be within the speculative distance (0.02 m, with a margin)
// by the reference.
static bool mayBeNear(const Body* a, const Body* b)
{
	if ((!isDynamic(a) && !isDynamic(b)) || pairFiltered(a, b) || a->sensor || b->sensor) return false;
	satAABB p = satShape_GetAABB(a->shape), q = satShape_GetAABB(b->shape);
	double m = 1.5 * g_speculative + 1e-4 * (fabs(p.minX) + fabs(p.minY) + fabs(q.minX) + fabs(q.minY)) +
		64 * FLT_TRUE_MIN;
	if (p.minX > q.maxX + m || q.minX > p.maxX + m || p.minY > q.maxY + m || q.minY > p.maxY + m) return false;
	if (satShape_GetType(a->shape) == SAT_SHAPE_CONCAVE || satShape_GetType(b->shape) == SAT_SHAPE_CONCAVE) return true;
	static RefShape ra, rb;
	static RefDiff diff;
	ra = fuzzRefOf(a->shape);
	rb = fuzzRefOf(b->shape);
	refMinkowskiDiff(&ra, &rb, &diff);
	return refSeparation(&diff, 0.0, 0.0) <= m;
}

// Brute force: every pair of live bodies under the static and filter rules, with satCollide's verdict; a pair of
// a convex body and a static polygon with internal edges (the model's: edges on another static's that is not a
// sensor) is marked: the world's tile-seam rule.
static int bruteForce(Pair* want)
{
	static satShape* statics[MAX_LIVE];
	static unsigned masks[MAX_LIVE];
	static bool uncertain[MAX_LIVE];
	int staticCount = 0;
	for (int i = 0; i < g_liveCount; ++i) // a static sensor covers no edge of another (it has no response)
		if (g_live[i].isStatic && !g_live[i].sensor) statics[staticCount++] = g_live[i].shape;
	for (int i = 0; i < g_liveCount; ++i)
		masks[i] = g_live[i].isStatic ? seamMask(g_live[i].shape, statics, staticCount, &uncertain[i]) : 0;
	int wantCount = 0;
	for (int i = 0; i < g_liveCount; ++i) {
		for (int j = i + 1; j < g_liveCount; ++j) {
			const Body *lo = &g_live[i], *hi = &g_live[j];
			if (SLOT_OF(lo->id) > SLOT_OF(hi->id)) {
				const Body* t = lo;
				lo = hi;
				hi = t;
			}
			if (pairFiltered(lo, hi) || jointForbids(lo->id, hi->id)) continue; // joined: no pair
			satCollision c;
			FUZZ_CHECK("world.brute-force", satCollide(lo->shape, hi->shape, (satVec2){ 0.0f, 0.0f }, &c) == SAT_OK,
				"satCollide failed");
			if (!c.intersect) continue;
			int iLo = lo == &g_live[i] ? i : j, iHi = lo == &g_live[i] ? j : i;
			bool convex = satShape_GetType(lo->shape) != SAT_SHAPE_CONCAVE &&
				satShape_GetType(hi->shape) != SAT_SHAPE_CONCAVE;
			want[wantCount++] = (Pair){ lo->id, hi->id, c.mtv.x, c.mtv.y, false, convex ? masks[iLo] | masks[iHi] : 0,
				masks[iLo] != 0, convex && (uncertain[iLo] || uncertain[iHi]), isOneWay(lo) || isOneWay(hi),
				lo->sensor || hi->sensor };
		}
	}
	return wantCount;
}

static int findWant(const Pair* want, int wantCount, int a, int b)
{
	for (int w = 0; w < wantCount; ++w)
		if (want[w].a == a && want[w].b == b) return w;
	return -1;
}

// The world's first count pairs against brute force (want, its matched flags cleared here). Returns want's count
// after the pairs with a one-way body that the world left out are taken out of it: the world's pairs.
static int comparePairs(int count, Pair* want, int wantCount, const char* call)
{
	FUZZ_CHECK("world.pair-count", count >= 0 && count <= satWorld_GetPairCapacity(g_world),
		"%s: %d pairs, capacity %d", call, count, satWorld_GetPairCapacity(g_world));
	for (int w = 0; w < wantCount; ++w) want[w].matched = false;
	const int *pa = satWorld_GetPairA(g_world), *pb = satWorld_GetPairB(g_world);
	const float *mx = satWorld_GetPairMtvX(g_world), *my = satWorld_GetPairMtvY(g_world);
	for (int k = 0; k < count; ++k) {
		FUZZ_CHECK("world.pair-order", SLOT_OF(pa[k]) < SLOT_OF(pb[k]), "%s: pair %d: (%d, %d) not lower slot first",
			call, k, pa[k], pb[k]);
		FUZZ_CHECK("joint.joined-pair", !jointForbids(pa[k], pb[k]),
			"%s: pair (%d, %d) of bodies joined without collideConnected", call, pa[k], pb[k]);
		int found = findWant(want, wantCount, pa[k], pb[k]);
		if (found < 0) {
			for (int i = 0; i < g_liveCount; ++i)
				if (g_live[i].id == pa[k] || g_live[i].id == pb[k]) describeBody(&g_live[i]);
		}
		FUZZ_CHECK("world.extra-pair", found >= 0,
			"%s: the world reports pair (%d, %d) that brute-force satCollide does not", call, pa[k], pb[k]);
		FUZZ_CHECK(
			"world.duplicate-pair", !want[found].matched, "%s: pair (%d, %d) reported twice", call, pa[k], pb[k]);
		want[found].matched = true;
		if (want[found].oneWay) {
			checkOneWayPair(liveBody(pa[k]), liveBody(pb[k]), mx[k], my[k], call);
			continue;
		}
		if (want[found].uncertain) continue;
		if (want[found].seam != 0) { // a tile seam: the model checks the world's push
			const Body *a = liveBody(pa[k]), *b = liveBody(pb[k]);
			bool aFixed = want[found].aFixed;
			satVec2 push = aFixed ? (satVec2){ -mx[k], -my[k] } : (satVec2){ mx[k], my[k] };
			// (the model places the pushed shape to see it leave: not past the coordinate limit)
			satTransform mt = satShape_GetTransform(aFixed ? b->shape : a->shape);
			bool placeable = !badValue(mt.x + push.x) && !badValue(mt.y + push.y);
			FUZZ_CHECK("world.seam-rule",
				!placeable ||
					seamPushKeepsRule(
						aFixed ? b->shape : a->shape, aFixed ? a->shape : b->shape, want[found].seam, push),
				"%s: pair (%d, %d): world mtv (%a, %a) breaks the tile-seam rule (internal edges %#x of %d; satCollide "
				"(%a, %a))",
				call, pa[k], pb[k], (double)mx[k], (double)my[k], want[found].seam, aFixed ? pa[k] : pb[k],
				(double)want[found].mx, (double)want[found].my);
			continue;
		}
		FUZZ_CHECK("world.mtv-bits", fuzzSameBits(mx[k], want[found].mx) && fuzzSameBits(my[k], want[found].my),
			"%s: pair (%d, %d): world mtv (%a, %a), satCollide (%a, %a)", call, pa[k], pb[k], (double)mx[k],
			(double)my[k], (double)want[found].mx, (double)want[found].my);
	}
	int kept = 0;
	for (int w = 0; w < wantCount; ++w) {
		if (want[w].matched || !want[w].oneWay) want[kept++] = want[w];
		if (want[w].matched || want[w].oneWay) continue;
		for (int i = 0; i < g_liveCount; ++i)
			if (g_live[i].id == want[w].a || g_live[i].id == want[w].b) describeBody(&g_live[i]);
		FUZZ_CHECK("world.missing-pair", false,
			"%s: brute-force satCollide finds pair (%d, %d) (mtv %.9g, %.9g) but the world does not report it", call,
			want[w].a, want[w].b, (double)want[w].mx, (double)want[w].my);
	}
	return kept;
}

// One list of events: lower id first, none twice; returns its keys.
static void eventKeys(const int* pairs, int count, uint64_t* keys, const char* list, const char* call)
{
	FUZZ_CHECK("world.event-count", count >= 0 && count <= MAX_PAIRS && (count == 0 || pairs != NULL),
		"%s: %d %s events (at most %d pairs can exist), array %p", call, count, list, MAX_PAIRS, (const void*)pairs);
	for (int i = 0; i < count; ++i) {
		int lo = pairs[2 * i], hi = pairs[2 * i + 1];
		FUZZ_CHECK(
			"world.event-order", lo < hi, "%s: %s event %d is (%d, %d): not lower id first", call, list, i, lo, hi);
		keys[i] = pairKey(lo, hi);
		FUZZ_CHECK("world.event-duplicate", !keyIn(keys, i, keys[i]), "%s: %s event (%d, %d) listed twice", call, list,
			lo, hi);
	}
}

// The events of the call just made. With want (the pairs brute force finds where the call found them): begins
// are exactly want minus the last call's pairs and ends the reverse, when those are known; else begins are in
// want and ends are not. Without want, only their form. Then want's pairs (or "unknown") are the last call's.
static void checkEvents(const Pair* want, int wantCount, const char* call)
{
	static uint64_t begins[MAX_PAIRS], ends[MAX_PAIRS], now[MAX_PAIRS];
	int nb = satWorld_GetBeginCount(g_world), ne = satWorld_GetEndCount(g_world);
	const int *bp = satWorld_GetBeginPairs(g_world), *ep = satWorld_GetEndPairs(g_world);
	eventKeys(bp, nb, begins, "begin", call);
	eventKeys(ep, ne, ends, "end", call);
	for (int i = 0; i < nb; ++i) {
		const Body *a = liveBody(bp[2 * i]), *b = liveBody(bp[2 * i + 1]);
		FUZZ_CHECK("world.event-begin", a != NULL && b != NULL && !(a->isStatic && b->isStatic),
			"%s: pair (%d, %d) began, but it is not a pair of live bodies, not both static", call, bp[2 * i],
			bp[2 * i + 1]);
		FUZZ_CHECK("world.event-begin", !keyIn(ends, ne, begins[i]), "%s: pair (%d, %d) both began and ended", call,
			bp[2 * i], bp[2 * i + 1]);
		FUZZ_CHECK("joint.joined-pair", !jointForbids(bp[2 * i], bp[2 * i + 1]),
			"%s: pair (%d, %d) of bodies joined without collideConnected began", call, bp[2 * i], bp[2 * i + 1]);
	}
	if (want != NULL) {
		for (int w = 0; w < wantCount; ++w) now[w] = pairKey(want[w].a, want[w].b);
		for (int i = 0; i < nb; ++i) {
			FUZZ_CHECK("world.event-begin", keyIn(now, wantCount, begins[i]),
				"%s: pair (%d, %d) began, but brute force does not find it", call, bp[2 * i], bp[2 * i + 1]);
			FUZZ_CHECK("world.event-begin", !g_pairsKnown || !keyIn(g_pairKeys, g_pairKeyCount, begins[i]),
				"%s: pair (%d, %d) began, but it was a pair at the last call already", call, bp[2 * i], bp[2 * i + 1]);
		}
		for (int i = 0; i < ne; ++i) {
			FUZZ_CHECK("world.event-end", !keyIn(now, wantCount, ends[i]),
				"%s: pair (%d, %d) ended, but brute force still finds it", call, ep[2 * i], ep[2 * i + 1]);
			FUZZ_CHECK("world.event-end", !g_pairsKnown || keyIn(g_pairKeys, g_pairKeyCount, ends[i]),
				"%s: pair (%d, %d) ended, but it was not a pair at the last call", call, ep[2 * i], ep[2 * i + 1]);
		}
		if (g_pairsKnown) { // the lists hold no wrong pair and none twice: now the counts make them exact
			int wantBegins = 0, wantEnds = 0;
			for (int w = 0; w < wantCount; ++w) wantBegins += !keyIn(g_pairKeys, g_pairKeyCount, now[w]);
			for (int k = 0; k < g_pairKeyCount; ++k) wantEnds += !keyIn(now, wantCount, g_pairKeys[k]);
			FUZZ_CHECK("world.event-missing", nb == wantBegins && ne == wantEnds,
				"%s: %d begins and %d ends, but %d pairs are new and %d are gone since the last call (begins minus "
				"ends over the calls must be the pairs)",
				call, nb, ne, wantBegins, wantEnds);
		}
		memcpy(g_pairKeys, now, (size_t)wantCount * sizeof now[0]);
		g_pairKeyCount = wantCount;
	}
	g_pairsKnown = want != NULL;
	g_beginCount = nb;
	g_endCount = ne;
	if (nb > 0) memcpy(g_begin, bp, 2 * (size_t)nb * sizeof(int));
	if (ne > 0) memcpy(g_end, ep, 2 * (size_t)ne * sizeof(int));
}

// The world as the model has it, after any operation: transforms (GetTransform and GetTransforms), velocities,
// types, materials, gravity; the last call's events and the last step's contacts unchanged; the transforms'
// pointer unchanged unless a body was added.
static bool awakeNow(int id)
{
	bool awake = false;
	satError e = satWorld_IsAwake(g_world, id, &awake);
	FUZZ_CHECK("world.live-id", e == SAT_OK, "IsAwake of live id %d: error %d", id, (int)e);
	return awake;
}

static void checkJoints(const char* after);
static void checkJoinedTogether(const char* after, const bool* wasAwake);

static void checkState(const char* after)
{
	noteAdmitted();
	FUZZ_CHECK("world.sleep-enabled", satWorld_IsSleepEnabled(g_world) == g_sleepEnabled,
		"after %s: IsSleepEnabled %d, the model %d", after, (int)satWorld_IsSleepEnabled(g_world), (int)g_sleepEnabled);
	for (int i = 0; i < g_liveCount; ++i) {
		const Body* b = &g_live[i];
		bool awake = awakeNow(b->id), moving = b->vel.vx != 0.0f || b->vel.vy != 0.0f || b->vel.angular != 0.0f;
		if (awake) g_live[i].ring = -1;
		FUZZ_CHECK("world.awake-state",
			b->type == SAT_BODY_STATIC          ? !awake
				: b->type == SAT_BODY_KINEMATIC ? awake == moving
												: awake || !moving,
			"after %s: body %d of type %d with velocity (%.9g, %.9g, %.9g) reports awake %d", after, b->id,
			(int)b->type, (double)b->vel.vx, (double)b->vel.vy, (double)b->vel.angular, (int)awake);
	}
	const float* xf = satWorld_GetTransforms(g_world);
	int slots = satWorld_GetSlotCount(g_world);
	if (g_adds == g_xfAdds)
		FUZZ_CHECK("world.transforms-pointer", xf == g_xfPointer,
			"after %s: GetTransforms moved from %p to %p although no body was added", after, (const void*)g_xfPointer,
			(const void*)xf);
	g_xfPointer = xf;
	g_xfAdds = g_adds;
	for (int i = 0; i < g_liveCount; ++i) {
		const Body* b = &g_live[i];
		satTransform t = { 7, 7, 7 }, m = satShape_GetTransform(b->shape);
		satError e = satWorld_GetTransform(g_world, b->id, &t);
		FUZZ_CHECK(
			"world.live-id", e == SAT_OK, "after %s: GetTransform of live id %d: error %d", after, b->id, (int)e);
		FUZZ_CHECK("world.state-transform", fuzzSameBits(t.x, m.x) && fuzzSameBits(t.y, m.y) && t.angle == m.angle,
			"after %s: body %d is at (%.9g, %.9g, %.9g), the model has (%.9g, %.9g, %.9g)", after, b->id, (double)t.x,
			(double)t.y, (double)t.angle, (double)m.x, (double)m.y, (double)m.angle);
		int s = SLOT_OF(b->id);
		FUZZ_CHECK("world.transforms",
			xf != NULL && s < slots && xf[3 * s] == t.x && xf[3 * s + 1] == t.y && xf[3 * s + 2] == t.angle,
			"after %s: GetTransforms slot %d of %d (%.9g, %.9g, %.9g) disagrees with GetTransform of body %d "
			"(%.9g, %.9g, %.9g)",
			after, s, slots, xf && s < slots ? (double)xf[3 * s] : 0.0, xf && s < slots ? (double)xf[3 * s + 1] : 0.0,
			xf && s < slots ? (double)xf[3 * s + 2] : 0.0, b->id, (double)t.x, (double)t.y, (double)t.angle);
		satVelocity v = { 7, 7, 7 };
		e = satWorld_GetVelocity(g_world, b->id, &v);
		FUZZ_CHECK("world.state-velocity", e == SAT_OK && memcmp(&v, &b->vel, sizeof v) == 0,
			"after %s: body %d (type %d) has velocity (%.9g, %.9g, %.9g) (error %d), the model (%.9g, %.9g, %.9g)",
			after, b->id, (int)b->type, (double)v.vx, (double)v.vy, (double)v.angular, (int)e, (double)b->vel.vx,
			(double)b->vel.vy, (double)b->vel.angular);
		satBodyType type = (satBodyType)99;
		e = satWorld_GetType(g_world, b->id, &type);
		FUZZ_CHECK("world.state-type", e == SAT_OK && type == b->type,
			"after %s: body %d has type %d (error %d), the model %d", after, b->id, (int)type, (int)e, (int)b->type);
		satMaterial mat;
		e = satWorld_GetMaterial(g_world, b->id, &mat);
		FUZZ_CHECK("world.state-material", e == SAT_OK && memcmp(&mat, &b->material, sizeof mat) == 0,
			"after %s: body %d has material (%.9g, %.9g, %.9g, %.9g, %.9g, %.9g) (error %d), the model (%.9g, %.9g, "
			"%.9g, %.9g, %.9g, %.9g)",
			after, b->id, (double)mat.density, (double)mat.friction, (double)mat.restitution,
			(double)mat.staticFriction, (double)mat.rollingResistance, (double)mat.tangentSpeed, (int)e,
			(double)b->material.density, (double)b->material.friction, (double)b->material.restitution,
			(double)b->material.staticFriction, (double)b->material.rollingResistance,
			(double)b->material.tangentSpeed);
		float linear = 7, angular = 7;
		e = satWorld_GetDamping(g_world, b->id, &linear, &angular);
		FUZZ_CHECK("world.state-damping",
			e == SAT_OK && fuzzSameBits(linear, b->linearDamping) && fuzzSameBits(angular, b->angularDamping),
			"after %s: body %d has damping (%.9g, %.9g) (error %d), the model (%.9g, %.9g)", after, b->id,
			(double)linear, (double)angular, (int)e, (double)b->linearDamping, (double)b->angularDamping);
	}
	satVec2 g = satWorld_GetGravity(g_world);
	FUZZ_CHECK("world.state-gravity", fuzzSameBits(g.x, g_gravity.x) && fuzzSameBits(g.y, g_gravity.y),
		"after %s: gravity (%.9g, %.9g), the model (%.9g, %.9g)", after, (double)g.x, (double)g.y, (double)g_gravity.x,
		(double)g_gravity.y);
	int nb = satWorld_GetBeginCount(g_world), ne = satWorld_GetEndCount(g_world);
	const int *bp = satWorld_GetBeginPairs(g_world), *ep = satWorld_GetEndPairs(g_world);
	FUZZ_CHECK("world.events-kept",
		nb == g_beginCount && ne == g_endCount && (nb == 0 || memcmp(bp, g_begin, 2 * (size_t)nb * sizeof(int)) == 0) &&
			(ne == 0 || memcmp(ep, g_end, 2 * (size_t)ne * sizeof(int)) == 0),
		"after %s: the events changed (%d begins, %d ends; the last Collide/Step/Separate reported %d and %d)", after,
		nb, ne, g_beginCount, g_endCount);
	int nc = satWorld_GetContactCount(g_world);
	const int* ids = satWorld_GetContactIds(g_world);
	const float* data = satWorld_GetContactData(g_world);
	FUZZ_CHECK("world.contacts-kept",
		nc == g_contactCount &&
			(nc == 0 ||
				(memcmp(ids, g_contactIds, (size_t)nc * SAT_CONTACT_INTS * sizeof(int)) == 0 &&
					memcmp(data, g_contactData, (size_t)nc * SAT_CONTACT_FLOATS * sizeof(float)) == 0)),
		"after %s: the contacts changed (%d; the last step reported %d)", after, nc, g_contactCount);
	const float* impulses = satWorld_GetContactImpulses(g_world);
	FUZZ_CHECK("world.impulses-kept",
		nc != g_contactCount || nc == 0 ||
			(impulses != NULL && memcmp(impulses, g_contactImpulses, 2 * (size_t)nc * sizeof(float)) == 0),
		"after %s: the contact impulses changed", after);
	int nh = satWorld_GetHitCount(g_world);
	const int* hitIds = satWorld_GetHitIds(g_world);
	const float* hitData = satWorld_GetHitData(g_world);
	FUZZ_CHECK("world.hits-kept",
		nh == g_hitCount &&
			(nh == 0 ||
				(hitIds != NULL && hitData != NULL && memcmp(hitIds, g_hitIds, 2 * (size_t)nh * sizeof(int)) == 0 &&
					memcmp(hitData, g_hitData, (size_t)nh * SAT_HIT_FLOATS * sizeof(float)) == 0)),
		"after %s: the hit events changed (%d; the last step reported %d)", after, nh, g_hitCount);
	int sb = satWorld_GetSensorBeginCount(g_world), se = satWorld_GetSensorEndCount(g_world);
	const int *sbp = satWorld_GetSensorBeginEvents(g_world), *sep = satWorld_GetSensorEndEvents(g_world);
	FUZZ_CHECK("world.sensor-events-kept",
		sb == g_sensorBeginCount && se == g_sensorEndCount &&
			(sb == 0 || memcmp(sbp, g_sensorBegin, 2 * (size_t)sb * sizeof(int)) == 0) &&
			(se == 0 || memcmp(sep, g_sensorEnd, 2 * (size_t)se * sizeof(int)) == 0),
		"after %s: the sensor events changed (%d begins, %d ends; the last step reported %d and %d)", after, sb, se,
		g_sensorBeginCount, g_sensorEndCount);
	for (int i = 0; i < g_liveCount; ++i) {
		bool sensor = !g_live[i].sensor;
		satError e = satWorld_IsSensor(g_world, g_live[i].id, &sensor);
		FUZZ_CHECK("world.state-sensor", e == SAT_OK && sensor == g_live[i].sensor,
			"after %s: body %d: IsSensor %d (error %d), the model %d", after, g_live[i].id, (int)sensor, (int)e,
			(int)g_live[i].sensor);
	}
	float units = satWorld_GetLengthUnitsPerMeter(g_world), hitSpeed = satWorld_GetHitSpeed(g_world);
	satContactTuning tuning = satWorld_GetContactTuning(g_world);
	FUZZ_CHECK("world.units", fuzzSameBits(units, (float)g_units) && fuzzSameBits(hitSpeed, g_hitSpeed),
		"after %s: length units per metre %a, hit speed %a; the model %a, %a", after, (double)units, (double)hitSpeed,
		g_units, (double)g_hitSpeed);
	FUZZ_CHECK("world.contact-tuning", memcmp(&tuning, &g_tuning, sizeof tuning) == 0,
		"after %s: contact tuning (%a, %a, %a), the model (%a, %a, %a)", after, (double)tuning.hertz,
		(double)tuning.dampingRatio, (double)tuning.pushSpeed, (double)g_tuning.hertz, (double)g_tuning.dampingRatio,
		(double)g_tuning.pushSpeed);
	checkJoints(after);
}

static void queriesAfterCollide(void);

// Out of memory: one collide or step in four (picked from the input's hash and the call's number, so the bytes
// an input already had keep their meaning) first runs with allocation 1-48 of the call failing. The contract:
// SAT_ERR_OUT_OF_MEMORY and nothing changed (the model's state, events and contacts), and then the same call
// made again gives what it would have (checked as usual); or, when the call makes fewer allocations, it is the
// call itself. Returns whether the call was made (its error in *e), to be checked as a normal call.
static uint64_t failureFor(int call)
{
	uint64_t h = (g_inputHash ^ (uint64_t)call * 0x9E3779B97F4A7C15ull) * 0xBF58476D1CE4E5B9ull;
	h ^= h >> 31;
	return h % 4 == 0 ? 1 + (h >> 8) % 48 : 0;
}

static bool callFailing(uint64_t failAt, satError (*call)(void* ctx), void* ctx, satError* e, const char* what)
{
	if (failAt == 0) return false;
	testFailAllocation((long)failAt);
	*e = call(ctx);
	bool failed = testAllocationFailed();
	testFailAllocation(0);
	if (!failed) return true;
	fuzzNote(" (%s: allocation %d fails)", what, (int)failAt);
	FUZZ_CHECK("world.out-of-memory", *e == SAT_ERR_OUT_OF_MEMORY, "%s with allocation %d failing: error %d", what,
		(int)failAt, (int)*e);
	checkState(what);
	return false;
}

static satError collideCall(void* ctx) { return satWorld_Collide(g_world, (int*)ctx); }

static void collideAndCompare(void)
{
	Pair want[MAX_PAIRS];
	int wantCount = bruteForce(want);
	int count = -1;
	satError e;
	if (!callFailing(failureFor(2 * g_collides), collideCall, &count, &e, "Collide out of memory")) {
		FUZZ_CHECK("world.out-of-memory", count <= 0, "Collide out of memory: %d pairs", count);
		count = -1;
		e = satWorld_Collide(g_world, &count);
	}
	++g_collides;
	fuzzNote(" collide");
	FUZZ_CHECK("world.collide", e == SAT_OK, "satWorld_Collide: error %d", (int)e);
	FUZZ_CHECK("world.body-count", satWorld_GetBodyCount(g_world) == g_liveCount, "%d bodies, model %d",
		satWorld_GetBodyCount(g_world), g_liveCount);
	wantCount = comparePairs(count, want, wantCount, "Collide");
	noteCallPlaces(NULL);
	checkEvents(want, wantCount, "Collide");
	queriesAfterCollide();
}

// A concave star of 5 to 12 points about scale across (its inner and outer radii from the input), or the
// stand-in box if the outline is refused.
static satShape* makeConcaveStar(FuzzIn* in, double scale)
{
	int n = 5 + fuzzU8(in) % 8;
	float xy[2 * 12];
	for (int k = 0; k < n; ++k) {
		double r = scale * (k % 2 ? 0.1 + 0.3 * fuzzUnit(in) : 0.45 + 0.55 * fuzzUnit(in));
		double a = 6.28318530717958647692 * k / n;
		xy[2 * k] = (float)(r * cos(a));
		xy[2 * k + 1] = (float)(r * sin(a));
	}
	satShape* s = NULL;
	satError e = satCreateConcave(xy, 2 * n, &s);
	fuzzNote("concave star of %d points, scale %.9g", n, scale);
	return fuzzShapeOrBox(e, s, scale);
}

static void opAdd(FuzzIn* in)
{
	if (g_liveCount == MAX_LIVE || g_fuzzShapeCount >= FUZZ_MAX_TRACKED - 2) return;
	uint8_t size = fuzzU8(in);
	double factor = size % 8 == 0 ? 40.0 : size % 8 == 1 ? 0.01 : 0.3 + 1.7 * fuzzUnit(in); // large, tiny, ordinary
	// Segments and capsules too; a concave star when the size byte is 255 or 247.
	satShape* shape = size == 255 || size == 247 ? makeConcaveStar(in, g_scale * factor)
												 : fuzzMakeShapeOf(in, g_scale * factor, true);
	if (shape == NULL) return;
	float angle = fuzzAngle(in), x, y;
	placeNear(in, shape, angle, -1, &x, &y);
	if (fuzzU8(in) % 16 == 0) x = fuzzAnyFloat(in); // sometimes a bad value
	satShape_SetTransform(shape, 0.0f, 0.0f, 0.0f);
	satAABB before[MAX_LIVE];
	snapshot(before);
	if (!addBody(shape, x, y, angle)) checkUnchanged(before, "AddBody with a bad value");
}

static void opRemove(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	if (k >= 0) {
		removeLive(k);
		return;
	}
	probeBadId(id);
}

static void opSetTransform(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	float x, y, angle = fuzzAngle(in);
	uint8_t sel = fuzzU8(in);
	if (k >= 0 && sel % 4 != 3) {
		satShape* shape = g_live[k].shape;
		satTransform t = satShape_GetTransform(shape);
		placeNear(in, shape, angle, k, &x, &y); // uses the model shape at the origin meanwhile
		satShape_SetTransform(shape, t.x, t.y, t.angle);
	} else {
		x = fuzzAnyFloat(in);
		y = fuzzAnyFloat(in);
		if (sel % 8 == 7) angle = fuzzAnyFloat(in);
	}
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetTransform(g_world, id, x, y, angle);
	fuzzNote(" T%d(%.9g,%.9g,%.9g)=%d", id, (double)x, (double)y, (double)angle, (int)e);
	bool bad = badValue(x) || badValue(y) || badValue(angle);
	if (k < 0) {
		FUZZ_CHECK("world.stale-id",
			e == SAT_ERR_BAD_ID || (bad && (e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE)),
			"SetTransform of a bad id %d: error %d", id, (int)e);
		checkUnchanged(before, "SetTransform of a bad id");
		return;
	}
	if (bad) {
		FUZZ_CHECK("world.bad-value", e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE,
			"SetTransform(%.9g, %.9g, %.9g): error %d", (double)x, (double)y, (double)angle, (int)e);
		checkUnchanged(before, "SetTransform with a bad value");
		return;
	}
	FUZZ_CHECK("world.set-transform", e == SAT_OK, "SetTransform of live id %d: error %d", id, (int)e);
	satTransform old = satShape_GetTransform(g_live[k].shape);
	if (old.x != x || old.y != y || old.angle != angle) g_live[k].nudged = true;
	satShape_SetTransform(g_live[k].shape, x, y, angle);
}

static void opSetPositions(FuzzIn* in)
{
	int slots = satWorld_GetSlotCount(g_world);
	int count = slots == 0 ? 0 : fuzzU8(in) % (slots + 2); // slots + 1 is one too many
	float xy[2 * 64];
	if (count > 64) count = 64;
	int liveAt[64];
	for (int s = 0; s < count; ++s) {
		liveAt[s] = -1;
		for (int i = 0; i < g_liveCount; ++i)
			if (SLOT_OF(g_live[i].id) == s) liveAt[s] = i;
		satTransform t = liveAt[s] >= 0 ? satShape_GetTransform(g_live[liveAt[s]].shape) : (satTransform){ 0, 0, 0 };
		uint8_t sel = fuzzU8(in);
		if (sel % 4 == 0 && liveAt[s] >= 0) { // where it is
			xy[2 * s] = t.x;
			xy[2 * s + 1] = t.y;
		} else if (sel % 4 == 1) { // nudged by ulps
			xy[2 * s] = fuzzNudge(t.x, (int)(fuzzU8(in) % 5) - 2);
			xy[2 * s + 1] = fuzzNudge(t.y, (int)(fuzzU8(in) % 5) - 2);
		} else if (sel % 32 == 31) { // anything, maybe bad
			xy[2 * s] = fuzzAnyFloat(in);
			xy[2 * s + 1] = fuzzAnyFloat(in);
		} else {
			xy[2 * s] = fuzzClampCoord(g_offsetX + g_scale * 8 * fuzzUnit(in));
			xy[2 * s + 1] = fuzzClampCoord(g_offsetY + g_scale * 8 * fuzzUnit(in));
		}
	}
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetPositions(g_world, xy, count);
	fuzzNote(" P%d=%d", count, (int)e);
	if (count > slots) {
		FUZZ_CHECK("world.positions-count", e == SAT_ERR_BAD_ARRAY, "SetPositions(%d) with %d slots: error %d", count,
			slots, (int)e);
		checkUnchanged(before, "SetPositions with too many");
		return;
	}
	bool bad = false;
	for (int i = 0; i < 2 * count; ++i) bad |= badValue(xy[i]);
	if (bad) {
		FUZZ_CHECK(
			"world.bad-value", e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE, "SetPositions: error %d", (int)e);
		checkUnchanged(before, "SetPositions with a bad value");
		return;
	}
	FUZZ_CHECK("world.set-positions", e == SAT_OK, "SetPositions(%d): error %d", count, (int)e);
	for (int s = 0; s < count; ++s) {
		if (liveAt[s] < 0) continue;
		satShape* shape = g_live[liveAt[s]].shape;
		satTransform old = satShape_GetTransform(shape);
		if (old.x != xy[2 * s] || old.y != xy[2 * s + 1]) g_live[liveAt[s]].nudged = true;
		satShape_SetTransform(shape, xy[2 * s], xy[2 * s + 1], old.angle);
	}
}

// SetOneWay of live body k: a normal at one of 64 angles, of length 1, 1e-30 (normalised) or 1e30 (out of range),
// or (0, 0); it reads back unit (or zero); a bad value changes nothing.
static void setOneWay(FuzzIn* in, int k)
{
	uint8_t sel = fuzzU8(in);
	double t = sel % 64 * (TWO_PI / 64), length = sel < 64 ? 1.0 : sel < 128 ? 1e-30 : sel < 192 ? 1e30 : 0.0;
	float nx = (float)(length * cos(t)), ny = (float)(length * sin(t));
	satError e = satWorld_SetOneWay(g_world, g_live[k].id, nx, ny);
	satVec2 n = { 7, 7 };
	satError eg = satWorld_GetOneWay(g_world, g_live[k].id, &n);
	fuzzNote(" W%d=(%a,%a)", g_live[k].id, (double)nx, (double)ny);
	bool bad = badValue(nx) || badValue(ny), zero = nx == 0.0f && ny == 0.0f;
	FUZZ_CHECK("world.set-one-way",
		bad ? (e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE) && memcmp(&n, &g_live[k].oneWay, sizeof n) == 0
			: e == SAT_OK,
		"SetOneWay(%d, %a, %a): error %d, reads back (%a, %a)", g_live[k].id, (double)nx, (double)ny, (int)e,
		(double)n.x, (double)n.y);
	FUZZ_CHECK("world.set-one-way",
		eg == SAT_OK && (bad || (zero ? n.x == 0.0f && n.y == 0.0f : fabs(fuzzLen(n.x, n.y) - 1) <= 4 * FLT_EPSILON)),
		"GetOneWay(%d) after SetOneWay(%a, %a): error %d, (%a, %a)", g_live[k].id, (double)nx, (double)ny, (int)eg,
		(double)n.x, (double)n.y);
	if (bad) return;
	g_live[k].nudged |= n.x != g_live[k].oneWay.x || n.y != g_live[k].oneWay.y;
	g_live[k].oneWay = n;
}

static void opSetStatic(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	uint8_t sel = fuzzU8(in); // from 128 on, the body's one-way normal too
	bool on = sel & 1;
	satError e = satWorld_SetStatic(g_world, id, on);
	fuzzNote(" S%d=%d", id, on);
	if (k < 0) {
		FUZZ_CHECK("world.stale-id", e == SAT_ERR_BAD_ID, "SetStatic of a bad id %d: error %d", id, (int)e);
		return;
	}
	FUZZ_CHECK("world.set-static", e == SAT_OK, "SetStatic of live id %d: error %d", id, (int)e);
	// "satWorld_SetStatic(world, id, true) is the same as SAT_BODY_STATIC, and false as SAT_BODY_KINEMATIC";
	// a static's velocity reads back as zero.
	g_live[k].nudged |= g_live[k].type != (on ? SAT_BODY_STATIC : SAT_BODY_KINEMATIC);
	g_live[k].isStatic = on;
	g_live[k].type = on ? SAT_BODY_STATIC : SAT_BODY_KINEMATIC;
	if (on) g_live[k].vel = (satVelocity){ 0.0f, 0.0f, 0.0f };
	if (sel >= 128) setOneWay(in, k);
}

static void opSetFilter(FuzzIn* in)
{
	static const unsigned bits[8] = { 0u, 1u, 2u, 4u, 3u, 6u, ~0u, 0x80000000u };
	int k, id = pickId(in, &k);
	uint8_t sel = fuzzU8(in); // from 192 on, the body's one-way normal too
	unsigned category = bits[sel % 8], mask = bits[fuzzU8(in) % 8];
	satError e = satWorld_SetFilter(g_world, id, category, mask);
	fuzzNote(" F%d=%x/%x", id, category, mask);
	if (k < 0) {
		FUZZ_CHECK("world.stale-id", e == SAT_ERR_BAD_ID, "SetFilter of a bad id %d: error %d", id, (int)e);
		return;
	}
	FUZZ_CHECK("world.set-filter", e == SAT_OK, "SetFilter of live id %d: error %d", id, (int)e);
	g_live[k].nudged |= g_live[k].category != category || g_live[k].mask != mask;
	g_live[k].category = category;
	g_live[k].mask = mask;
	if (sel >= 192) setOneWay(in, k);
}

// Remove a body and add it back, again and again: its slot is reused (or retired), never with an old id.
static void opChurn(FuzzIn* in)
{
	if (g_liveCount == 0) return;
	int k = fuzzU8(in) % g_liveCount, cycles = fuzzU16(in) % (MAX_CHURN + 1);
	satShape* shape = g_live[k].shape;
	satTransform t = satShape_GetTransform(shape);
	int first = g_staleCount;
	fuzzNote(" churn%d(%d)", g_live[k].id, cycles);
	g_quiet = true;
	for (int c = 0; c < cycles; ++c) {
		removeLive(k);
		addBody(shape, t.x, t.y, t.angle);
		k = g_liveCount - 1;
	}
	g_quiet = false;
	for (int s = first; s < g_staleCount; ++s) { // every id just retired stays invalid
		satAABB box;
		int id = g_stale[s];
		FUZZ_CHECK("world.stale-id", !isLiveId(id) && satWorld_GetAABB(g_world, id, &box) == SAT_ERR_BAD_ID,
			"id %d removed during the churn is valid again", id);
	}
}

// ---------------------------------------------------------------------------------------------------------
// Physics operations.

static bool badFloat(float v) { return !isfinite(v) || fabsf(v) > SAT_MAX_COORDINATE; }

// The error a call must give for bad values (the value checks of sat.h's error list).
static bool valueError(satError e) { return e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE; }

// A call on a live or bad id that was to fail (badError: the error bad values give): the right error.
static void checkFailed(const char* tag, int k, int id, satError e, bool (*badError)(satError), const char* what)
{
	if (k < 0)
		FUZZ_CHECK("world.stale-id", e == SAT_ERR_BAD_ID || (badError != NULL && badError(e)),
			"%s of bad id %d: error %d", what, id, (int)e);
	else
		FUZZ_CHECK(tag, badError != NULL && badError(e), "%s of live id %d: error %d", what, id, (int)e);
}

static double shapeArea(const satShape* s)
{
	if (satShape_GetType(s) == SAT_SHAPE_CIRCLE) {
		double r = satShape_GetRadius(s);
		return 3.14159265358979323846 * r * r;
	}
	if (satShape_GetType(s) == SAT_SHAPE_CAPSULE) { // a rectangle and two half discs
		satVec2 p = satShape_GetLocalVertex(s, 0), q = satShape_GetLocalVertex(s, 1);
		double r = satShape_GetRadius(s), len = hypot((double)q.x - p.x, (double)q.y - p.y);
		return 2.0 * r * len + 3.14159265358979323846 * r * r;
	}
	double px[SAT_MAX_POLYGON_VERTICES], py[SAT_MAX_POLYGON_VERTICES];
	int n = satShape_GetVertexCount(s);
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetLocalVertex(s, i);
		px[i] = p.x;
		py[i] = p.y;
	}
	return refPolygonArea(px, py, n);
}

// mass = density * area (float round-off; infinite when the product exceeds float); centre of mass = the
// area centroid (satShape_GetCentroid, documented as such).
static satMassData checkMass(const Body* b, const char* when)
{
	satMassData md = { -1, -1, { -1, -1 } };
	satError e = satWorld_GetMassData(g_world, b->id, &md);
	FUZZ_CHECK("world.mass", e == SAT_OK, "%s: GetMassData of live id %d: error %d", when, b->id, (int)e);
	double want = (double)b->material.density * shapeArea(b->shape);
	bool ok = want > FLT_MAX * (1 + 1e-6) ? md.mass == INFINITY
		: want < FLT_MAX * (1 - 1e-6)     ? fabs(md.mass - want) <= 1e-6 * want + FLT_TRUE_MIN
										  : md.mass >= FLT_MAX * (1 - 2e-6);
	FUZZ_CHECK("world.mass", ok && md.inertia >= 0,
		"%s: body %d of density %.9g and area %.9g has mass %.9g (want %.9g), inertia %.9g", when, b->id,
		(double)b->material.density, shapeArea(b->shape), (double)md.mass, want, (double)md.inertia);
	satVec2 c = satShape_GetCentroid(b->shape);
	double tol = 8 * FLT_EPSILON * fuzzReach(b->shape) + 64 * FLT_TRUE_MIN;
	FUZZ_CHECK("world.mass", fabs((double)md.center.x - c.x) <= tol && fabs((double)md.center.y - c.y) <= tol,
		"%s: body %d: centre of mass (%.9g, %.9g), area centroid (%.9g, %.9g)", when, b->id, (double)md.center.x,
		(double)md.center.y, (double)c.x, (double)c.y);
	return md;
}

static int pickType(FuzzIn* in)
{
	static const int bad[8] = { 3, -1, 4, 100, INT_MAX, INT_MIN, 255, 1 << 16 };
	uint8_t sel = fuzzU8(in);
	switch (sel % 8) {
	case 0:
	case 1:
	case 2:
	case 3:
		return SAT_BODY_DYNAMIC;
	case 4:
		return SAT_BODY_STATIC;
	case 5:
		return SAT_BODY_KINEMATIC;
	case 6:
		return bad[fuzzU8(in) % 8];
	default:
		return (int)fuzzU32(in);
	}
}

static void opSetType(FuzzIn* in)
{
	int k, id = pickId(in, &k), type = pickType(in);
	bool valid = type >= SAT_BODY_STATIC && type <= SAT_BODY_DYNAMIC;
	// "A segment has no area: it cannot be dynamic" (BAD_TYPE, nothing changed)
	bool massless = k >= 0 && type == SAT_BODY_DYNAMIC && satShape_GetType(g_live[k].shape) == SAT_SHAPE_SEGMENT;
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetType(g_world, id, (satBodyType)type);
	fuzzNote(" type%d(%d)=%d", id, type, (int)e);
	if (k < 0 || !valid || massless) {
		if (k < 0)
			FUZZ_CHECK("world.stale-id", e == SAT_ERR_BAD_ID || (!valid && e == SAT_ERR_BAD_TYPE),
				"SetType(%d) of bad id %d: error %d", type, id, (int)e);
		else
			FUZZ_CHECK(
				"world.bad-type", e == SAT_ERR_BAD_TYPE, "SetType(%d) of live id %d: error %d", type, id, (int)e);
		checkUnchanged(before, "SetType with a bad id or type");
		return;
	}
	FUZZ_CHECK("world.set-type", e == SAT_OK, "SetType(%d) of live id %d: error %d", type, id, (int)e);
	Body* b = &g_live[k];
	bool retyped = b->type != (satBodyType)type;
	b->nudged |= retyped;
	b->type = (satBodyType)type;
	b->isStatic = type == SAT_BODY_STATIC;
	if (retyped && b->type == SAT_BODY_DYNAMIC)
		FUZZ_CHECK("world.wake-call", awakeNow(id), "SetType: body %d made dynamic is asleep", id);
	if (b->isStatic) b->vel = (satVelocity){ 0.0f, 0.0f, 0.0f }; // "Static bodies ignore it (it reads back as zero)"
}

static float badMaterialValue(FuzzIn* in)
{
	switch (fuzzU8(in) % 12) {
	case 0:
		return NAN;
	case 1:
		return INFINITY;
	case 2:
		return -INFINITY;
	case 3:
		return -1e-30f;
	case 4:
		return -1.0f;
	case 5:
		return 0.0f; // bad only as a density
	case 6:
		return -0.0f; // likewise
	case 7:
		return nextafterf(SAT_MAX_COORDINATE, INFINITY);
	case 8:
		return FLT_MAX;
	case 9:
		return -FLT_TRUE_MIN;
	case 10:
		return 1e30f;
	default:
		return fuzzAnyFloat(in);
	}
}

static void opSetMaterial(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	satMaterial m;
	uint8_t sel = fuzzU8(in);
	switch (sel % 8) {
	case 0:
		m.density = 1.0f;
		break;
	case 1:
		m.density = (float)((0.1 + 0.9 * fuzzUnit(in)) * pow(10.0, (int)(fuzzU8(in) % 49) - 30));
		break;
	case 2:
		m.density = FLT_TRUE_MIN;
		break;
	case 3:
		m.density = SAT_MAX_COORDINATE;
		break;
	case 4:
		m.density = (float)(0.5 + 4 * fuzzUnit(in));
		break;
	case 5: // mass about 1 whatever the scale
		m.density = (float)fmin(1e18, 1.0 / (g_scale * g_scale));
		break;
	case 6:
		m.density = 1e-20f;
		break;
	default:
		m.density = fuzzAnyFloat(in);
		break;
	}
	m.friction = (float)(2 * fuzzUnit(in));
	uint8_t r = fuzzU8(in);
	m.restitution = r % 4 == 0 ? 0.0f : r % 4 == 1 ? 1.0f : r % 4 == 2 ? (float)(1.5 * fuzzUnit(in)) : 0.5f;
	m.staticFriction = (float)(2 * fuzzUnit(in));
	if (m.staticFriction < 0.1f) m.staticFriction = SAT_SAME_AS_FRICTION; // follows friction
	// Rolling resistance and a conveyor's tangent speed now and then (bits the choices above leave unused).
	m.rollingResistance = sel & 0x40 ? (float)(0.5 * fuzzUnit(in)) : 0.0f;
	m.tangentSpeed = r & 0x80 ? (float)(4 * g_scale * fuzzSigned(in)) : 0.0f;
	uint8_t bad = fuzzU8(in);
	if (bad % 4 == 0) {
		float* field[6] = { &m.density, &m.friction, &m.restitution, &m.staticFriction, &m.rollingResistance,
			&m.tangentSpeed };
		int which = fuzzU8(in) % 6; // before the value's bytes
		*field[which] = badMaterialValue(in);
	}
	bool null = bad % 32 == 1;
	// Valid exactly when (sat.h) density > 0 and every field is finite, >= 0 and at most SAT_MAX_COORDINATE, but
	// staticFriction may be SAT_SAME_AS_FRICTION and tangentSpeed may be negative (its magnitude is checked).
	float f[6] = { m.density, m.friction, m.restitution,
		m.staticFriction == SAT_SAME_AS_FRICTION ? 0.0f : m.staticFriction, m.rollingResistance,
		fabsf(m.tangentSpeed) };
	bool valid = m.density > 0.0f;
	if (f[3] == SAT_SAME_AS_FRICTION) f[3] = 0.0f; // staticFriction may also follow friction
	for (int i = 0; i < 6; ++i) valid &= isfinite(f[i]) && f[i] >= 0.0f && f[i] <= SAT_MAX_COORDINATE;
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetMaterial(g_world, id, null ? NULL : &m);
	fuzzNote(" mat%d(%.9g,%.9g,%.9g,%.9g,%.9g,%.9g%s)=%d", id, (double)m.density, (double)m.friction,
		(double)m.restitution, (double)m.staticFriction, (double)m.rollingResistance, (double)m.tangentSpeed,
		null ? ",NULL" : "", (int)e);
	if (k < 0 || null || !valid) {
		if (k < 0)
			FUZZ_CHECK("world.stale-id",
				e == SAT_ERR_BAD_ID || (null && e == SAT_ERR_NULL) || (!null && !valid && e == SAT_ERR_BAD_MATERIAL),
				"SetMaterial of bad id %d: error %d", id, (int)e);
		else
			FUZZ_CHECK("world.bad-material", e == (null ? SAT_ERR_NULL : SAT_ERR_BAD_MATERIAL),
				"SetMaterial(%s%.9g, %.9g, %.9g, %.9g, %.9g, %.9g) of live id %d: error %d", null ? "NULL; " : "",
				(double)m.density, (double)m.friction, (double)m.restitution, (double)m.staticFriction,
				(double)m.rollingResistance, (double)m.tangentSpeed, id, (int)e);
		checkUnchanged(before, "SetMaterial with a bad id or material");
		return;
	}
	FUZZ_CHECK("world.set-material", e == SAT_OK,
		"SetMaterial(%.9g, %.9g, %.9g, %.9g, %.9g, %.9g) of live id %d: error %d", (double)m.density,
		(double)m.friction, (double)m.restitution, (double)m.staticFriction, (double)m.rollingResistance,
		(double)m.tangentSpeed, id, (int)e);
	if (memcmp(&g_live[k].material, &m, sizeof m) != 0) {
		g_live[k].nudged = true;
		if (g_live[k].type == SAT_BODY_DYNAMIC)
			FUZZ_CHECK("world.wake-call", awakeNow(id), "SetMaterial: dynamic body %d given a new one is asleep", id);
	}
	g_live[k].material = m;
	checkMass(&g_live[k], "SetMaterial");
}

// A velocity component: zero, ordinary for the scene (linear) or in radians per second, huge (up to the
// largest accepted value), at the speed cap, or any float.
static float velocityValue(FuzzIn* in, bool linear)
{
	uint8_t sel = fuzzU8(in);
	switch (sel % 8) {
	case 0:
		return 0.0f;
	case 1:
	case 2:
	case 3: {
		double unit = linear ? g_scale : 1.0;
		return (float)(unit * pow(10.0, (int)(fuzzU8(in) % 7) - 3) * fuzzSigned(in));
	}
	case 4:
		return fuzzSpecial(fuzzU8(in));
	case 5:
		return fuzzAnyFloat(in);
	case 6: {
		uint8_t e = fuzzU8(in);
		return (float)((e & 128 ? -1.0 : 1.0) * 1e6 * pow(10.0, e % 13)); // 1e6 .. 1e18
	}
	default: { // at the cap: linear speeds scale with the units, spins do not
		float cap = linear ? g_maxSpeed : SAT_MAX_SPEED;
		return fuzzNudge(sel & 128 ? -cap : cap, (int)(fuzzU8(in) % 5) - 2);
	}
	}
}

static void opSetVelocity(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	float vx = velocityValue(in, true), vy = velocityValue(in, true), w = velocityValue(in, false);
	bool bad = badFloat(vx) || badFloat(vy) || badFloat(w);
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetVelocity(g_world, id, vx, vy, w);
	fuzzNote(" V%d(%.9g,%.9g,%.9g)=%d", id, (double)vx, (double)vy, (double)w, (int)e);
	if (k < 0 || bad) {
		checkFailed("world.bad-value", k, id, e, bad ? valueError : NULL, "SetVelocity");
		checkUnchanged(before, "SetVelocity with a bad id or value");
		return;
	}
	FUZZ_CHECK("world.set-velocity", e == SAT_OK, "SetVelocity of live id %d: error %d", id, (int)e);
	if (!g_live[k].isStatic) g_live[k].vel = (satVelocity){ vx, vy, w }; // a static's reads back as zero
	if (g_live[k].type == SAT_BODY_DYNAMIC && (vx != 0.0f || vy != 0.0f || w != 0.0f))
		FUZZ_CHECK("world.wake-call", awakeNow(id), "SetVelocity(%.9g, %.9g, %.9g): dynamic body %d asleep", (double)vx,
			(double)vy, (double)w, id);
}

// A damping value: zero, ordinary, huge (up to the largest accepted), or a bad one (NaN, an infinity, negative,
// beyond SAT_MAX_COORDINATE), or -0 (accepted: not below zero).
static float dampingValue(FuzzIn* in)
{
	uint8_t sel = fuzzU8(in);
	switch (sel % 8) {
	case 0:
		return 0.0f;
	case 1:
	case 2:
	case 3:
		return (float)(pow(10.0, (int)(fuzzU8(in) % 5) - 2) * fuzzUnit(in)); // 0 .. 100 per second
	case 4:
		return (float)pow(10.0, fuzzU8(in) % 19); // 1 .. 1e18
	case 5:
		return badMaterialValue(in);
	case 6:
		return sel & 128 ? -0.0f : SAT_MAX_COORDINATE;
	default:
		return fuzzAnyFloat(in);
	}
}

// satWorld_SetDamping: a bad id or value (checked in that order: the id, linear, angular) gives its error and
// changes nothing; good values read back bit for bit, whatever the body's type, and wake nothing.
static void opSetDamping(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	float linear = dampingValue(in), angular = dampingValue(in);
	satError want = SAT_OK;
	for (int i = 0; i < 2 && want == SAT_OK; ++i) {
		float v = i == 0 ? linear : angular;
		want = !isfinite(v) ? SAT_ERR_NOT_FINITE : v < 0.0f || v > SAT_MAX_COORDINATE ? SAT_ERR_OUT_OF_RANGE : SAT_OK;
	}
	if (k < 0) want = SAT_ERR_BAD_ID;
	bool asleep[MAX_LIVE];
	for (int i = 0; i < g_liveCount; ++i) asleep[i] = isDynamic(&g_live[i]) && !awakeNow(g_live[i].id);
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetDamping(g_world, id, linear, angular);
	fuzzNote(" D%d(%.9g,%.9g)=%d", id, (double)linear, (double)angular, (int)e);
	FUZZ_CHECK("world.set-damping", e == want, "SetDamping(%.9g, %.9g) of %s id %d: error %d, want %d", (double)linear,
		(double)angular, k < 0 ? "bad" : "live", id, (int)e, (int)want);
	if (e != SAT_OK) {
		checkUnchanged(before, "SetDamping with a bad id or value");
	} else if (k >= 0) {
		g_live[k].linearDamping = linear;
		g_live[k].angularDamping = angular;
	}
	for (int i = 0; i < g_liveCount; ++i)
		FUZZ_CHECK("world.set-damping", !asleep[i] || !awakeNow(g_live[i].id), "SetDamping of body %d woke body %d", id,
			g_live[i].id);
}

static void opApplyImpulse(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	double mass = 1.0;
	satMassData md = { 0, 0, { 0, 0 } };
	if (k >= 0) {
		md = checkMass(&g_live[k], "ApplyImpulse");
		mass = md.mass;
	}
	float imp[2];
	for (int i = 0; i < 2; ++i) {
		uint8_t sel = fuzzU8(in);
		switch (sel % 8) {
		case 0:
			imp[i] = 0.0f;
			break;
		case 1:
		case 2:
		case 3: // a change of velocity ordinary for the scene
			imp[i] = (float)(mass * g_scale * pow(10.0, (int)(fuzzU8(in) % 7) - 3) * fuzzSigned(in));
			break;
		case 4:
			imp[i] = fuzzSpecial(fuzzU8(in));
			break;
		case 5:
			imp[i] = fuzzAnyFloat(in);
			break;
		case 6:
			imp[i] = sel & 128 ? -SAT_MAX_COORDINATE : SAT_MAX_COORDINATE;
			break;
		default: // about the speed cap
			imp[i] = (float)(mass * g_maxSpeed * fuzzSigned(in));
			break;
		}
	}
	satVec2 point = { 0.0f, 0.0f };
	uint8_t psel = fuzzU8(in);
	satTransform t = k >= 0 ? satShape_GetTransform(g_live[k].shape) : (satTransform){ 0, 0, 0 };
	double reach = k >= 0 ? fuzzReach(g_live[k].shape) : 1.0;
	if (psel % 4 == 1) { // near the centre of mass
		double s, c;
		rotation(t.angle, &s, &c);
		double cx = t.x + (c * md.center.x - s * md.center.y), cy = t.y + (s * md.center.x + c * md.center.y);
		point.x = fuzzClampCoord(cx + 0.01 * reach * fuzzSigned(in));
		point.y = fuzzClampCoord(cy + 0.01 * reach * fuzzSigned(in));
	} else if (psel % 4 == 2) { // on the body or near it
		point.x = fuzzClampCoord(t.x + reach * fuzzSigned(in));
		point.y = fuzzClampCoord(t.y + reach * fuzzSigned(in));
	} else if (psel % 4 == 3) {
		point.x = fuzzAnyFloat(in);
		point.y = fuzzAnyFloat(in);
	}
	bool hasPoint = psel % 4 != 0;
	bool bad = badFloat(imp[0]) || badFloat(imp[1]) || (hasPoint && (badFloat(point.x) || badFloat(point.y)));
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_ApplyImpulse(g_world, id, imp[0], imp[1], hasPoint ? &point : NULL);
	fuzzNote(" I%d(%.9g,%.9g", id, (double)imp[0], (double)imp[1]);
	if (hasPoint) fuzzNote(" at %.9g,%.9g", (double)point.x, (double)point.y);
	fuzzNote(")=%d", (int)e);
	if (k < 0 || bad) {
		checkFailed("world.bad-value", k, id, e, bad ? valueError : NULL, "ApplyImpulse");
		checkUnchanged(before, "ApplyImpulse with a bad id or value");
		return;
	}
	FUZZ_CHECK("world.apply-impulse", e == SAT_OK, "ApplyImpulse of live id %d: error %d", id, (int)e);
	Body* b = &g_live[k];
	if (b->type != SAT_BODY_DYNAMIC) return; // "Other body types ignore it": checkState sees the model
	satVelocity v0 = b->vel, v;
	satError ev = satWorld_GetVelocity(g_world, id, &v);
	FUZZ_CHECK("world.live-id", ev == SAT_OK, "GetVelocity of live id %d: error %d", id, (int)ev);
	// Velocity change impulse / mass (where the mass and its inverse are ordinary floats: a zero or infinite
	// mass is the free-fall check's business), in double.
	double invMass = 1.0 / mass, eps = FLT_EPSILON;
	bool ordinary = mass > 0 && isfinite(mass) && invMass < FLT_MAX && isfinite(v0.vx) && isfinite(v0.vy);
	// The result is capped at the world's speed cap (sat.h): the uncapped velocity, scaled down to the cap past it.
	double wantV[2] = { v0.vx + imp[0] * invMass, v0.vy + imp[1] * invMass };
	double wantSpeed = sqrt(wantV[0] * wantV[0] + wantV[1] * wantV[1]);
	double scale = wantSpeed > g_maxSpeed ? g_maxSpeed / wantSpeed : 1.0;
	for (int i = 0; ordinary && isfinite(wantSpeed) && i < 2; ++i) {
		double was = i == 0 ? v0.vx : v0.vy, now = i == 0 ? v.vx : v.vy, dv = imp[i] * invMass;
		double tol = 4 * eps * (fabs(was) + fabs(dv)) * (scale < 1 ? 2 : 1) +
			4 * FLT_TRUE_MIN * (1 + fabs(imp[i]) * invMass) + (scale < 1 ? 4 * eps * g_maxSpeed : 0);
		FUZZ_CHECK("world.impulse", fabs(now - wantV[i] * scale) <= tol,
			"ApplyImpulse(%.9g, %.9g) to body %d of mass %.9g: velocity %c %.9g -> %.9g, want %.9g", (double)imp[0],
			(double)imp[1], id, mass, i == 0 ? 'x' : 'y', was, now, wantV[i] * scale);
	}
	if (!hasPoint)
		FUZZ_CHECK("world.impulse", fuzzSameBits(v.angular, v0.angular),
			"ApplyImpulse without a point to body %d changed its spin %.9g -> %.9g", id, (double)v0.angular,
			(double)v.angular);
	double inertia = md.inertia, invInertia = 1.0 / inertia;
	if (hasPoint && inertia > 0 && isfinite(inertia) && invInertia < FLT_MAX && isfinite(v0.angular)) {
		double s, c;
		rotation(t.angle, &s, &c);
		double cx = t.x + (c * md.center.x - s * md.center.y), cy = t.y + (s * md.center.x + c * md.center.y);
		double rx = point.x - cx, ry = point.y - cy, torque = rx * imp[1] - ry * imp[0];
		double dw = torque * invInertia, want = v0.angular + dw;
		double spread = (fabs(point.x) + fabs(point.y) + fabs(t.x) + fabs(t.y) +
							2 * (fabs(md.center.x) + fabs(md.center.y))) *
			(fabs(imp[0]) + fabs(imp[1])) * invInertia;
		// (the torque's products may underflow to denormals: half a denormal step each, times 1 / inertia)
		double tol = 8 * eps * (fabs(v0.angular) + fabs(dw) + spread) + 8 * FLT_TRUE_MIN * (1 + invInertia);
		want = fmax(-SAT_MAX_SPEED, fmin(want, SAT_MAX_SPEED)); // capped at SAT_MAX_SPEED rad/s whatever the units
		if (fabs(want) + tol < FLT_MAX * (1 - 1e-6))
			FUZZ_CHECK("world.impulse", fabs(v.angular - want) <= tol,
				"ApplyImpulse(%.9g, %.9g) at (%.9g, %.9g) to body %d (inertia %.9g): spin %.9g -> %.9g, want %.9g",
				(double)imp[0], (double)imp[1], (double)point.x, (double)point.y, id, inertia, (double)v0.angular,
				(double)v.angular, want);
	}
	b->vel = v;
	if (imp[0] != 0.0f || imp[1] != 0.0f)
		FUZZ_CHECK("world.wake-call", awakeNow(id), "ApplyImpulse(%.9g, %.9g): body %d asleep", (double)imp[0],
			(double)imp[1], id);
}

static void opSetGravity(FuzzIn* in)
{
	float gx = 0.0f, gy = -10.0f * (float)g_units; // the world's default
	uint8_t sel = fuzzU8(in);
	switch (sel % 4) {
	case 0:
		break;
	case 1:
		gx = (float)(g_scale * 10 * fuzzSigned(in));
		gy = (float)(g_scale * 10 * fuzzSigned(in));
		break;
	case 2:
		gx = fuzzAnyFloat(in);
		gy = fuzzAnyFloat(in);
		break;
	default:
		gx = 0.0f;
		gy = (float)(-g_scale * pow(10.0, fuzzU8(in) % 9));
		break;
	}
	bool bad = badFloat(gx) || badFloat(gy);
	satError e = satWorld_SetGravity(g_world, gx, gy);
	fuzzNote(" G(%.9g,%.9g)=%d", (double)gx, (double)gy, (int)e);
	if (bad) {
		FUZZ_CHECK(
			"world.bad-value", valueError(e), "SetGravity(%.9g, %.9g): error %d", (double)gx, (double)gy, (int)e);
		return;
	}
	FUZZ_CHECK("world.set-gravity", e == SAT_OK, "SetGravity(%.9g, %.9g): error %d", (double)gx, (double)gy, (int)e);
	bool changed = gx != g_gravity.x || gy != g_gravity.y;
	g_gravity = (satVec2){ gx, gy };
	for (int i = 0; changed && i < g_liveCount; ++i)
		if (g_live[i].type == SAT_BODY_DYNAMIC)
			FUZZ_CHECK("world.wake-gravity", awakeNow(g_live[i].id), "a new gravity left body %d asleep", g_live[i].id);
}

static float pickDt(FuzzIn* in)
{
	uint8_t sel = fuzzU8(in);
	switch (sel % 16) {
	case 0:
		return 1.0f / 60.0f;
	case 1:
		return 1.0f / 30.0f;
	case 2:
		return 1.0f;
	case 3:
		return 0.0f;
	case 4:
		return (float)fuzzUnit(in);
	case 5:
		return (float)pow(10.0, -(double)(fuzzU8(in) % 40));
	case 6:
		return FLT_TRUE_MIN;
	case 7:
		return -0.0f;
	case 8:
		return 0.5f;
	case 9:
		return 1.0f / 120.0f;
	case 10:
		return NAN; // bad from here on
	case 11:
		return -1.0f / 60.0f;
	case 12:
		return nextafterf(1.0f, 2.0f);
	case 13:
		return INFINITY;
	case 14:
		return -FLT_TRUE_MIN;
	default:
		return fuzzAnyFloat(in);
	}
}

static int pickPasses(FuzzIn* in)
{
	static const int passes[16] = { 0, 1, 2, 3, 4, 8, 16, 64, 65, -1, INT_MIN, INT_MAX, 100, 7, 32, 5 };
	return passes[fuzzU8(in) % 16];
}

// What a body was before a step.
typedef struct Before {
	satTransform t;
	satVelocity v;
	satMassData md;
	bool inPair;
} Before;

// A body moved by its velocity alone: a kinematic one (g zero, its velocity capped) or a free dynamic one under
// gravity g (the caller checks that no cap applies). Over n substeps of h the velocity is v + k h g at the k-th, so
// the centre of mass moves by the sum of h (v + k h g) = v dt + g dt^2 (n + 1) / (2 n), and the body turns by w dt.
static void checkMoved(
	const Body* b, const Before* p, satTransform t, float dt, int substeps, double gx, double gy, const char* tag)
{
	double vx = p->v.vx, vy = p->v.vy, w = p->v.angular, speed = sqrt(vx * vx + vy * vy);
	if (speed > g_maxSpeed) { // "Linear speeds are capped at this many units per second ... in satWorld_Step"
		vx *= g_maxSpeed / speed;
		vy *= g_maxSpeed / speed;
	}
	if (fabs(w) > SAT_MAX_SPEED) w = copysign(SAT_MAX_SPEED, w);
	// The centre of mass moves: x1 + R(a1) c = x0 + R(a0) c + v dt + g fall.
	double fall = (double)dt * dt * (substeps + 1) / (2.0 * substeps);
	double lx = p->md.center.x, ly = p->md.center.y, s0, c0, s1, c1;
	rotation(p->t.angle, &s0, &c0);
	rotation(t.angle, &s1, &c1);
	double ex = p->t.x + (c0 * lx - s0 * ly) + vx * dt + gx * fall - (c1 * lx - s1 * ly);
	double ey = p->t.y + (s0 * lx + c0 * ly) + vy * dt + gy * fall - (s1 * lx + c1 * ly);
	ex = fmax(-SAT_MAX_COORDINATE, fmin(ex, SAT_MAX_COORDINATE));
	ey = fmax(-SAT_MAX_COORDINATE, fmin(ey, SAT_MAX_COORDINATE));
	// Round-off: the step sums substeps terms h v (h = dt / substeps in float, whose own absolute error is at
	// most half a denormal; v gains h g a substep, likewise), adds the centre's offset and takes it away again.
	double k = (2.0 * substeps + 16) * FLT_EPSILON, lc = fabs(lx) + fabs(ly);
	double tolX = k * (fabs(p->t.x) + 2 * lc + fabs(vx * dt) + fabs(gx * fall)) +
		2 * substeps * (fabs(vx) + fabs(gx) + 1) * FLT_TRUE_MIN;
	double tolY = k * (fabs(p->t.y) + 2 * lc + fabs(vy * dt) + fabs(gy * fall)) +
		2 * substeps * (fabs(vy) + fabs(gy) + 1) * FLT_TRUE_MIN;
	FUZZ_CHECK(tag, fabs(t.x - ex) <= tolX && fabs(t.y - ey) <= tolY,
		"%s body %d at (%.9g, %.9g, %.9g) with velocity (%.9g, %.9g, %.9g), centre of mass (%.9g, %.9g), gravity "
		"(%.9g, %.9g), dt %.9g, %d substeps: now at (%.9g, %.9g, %.9g), want (%.9g, %.9g) within (%.3g, %.3g)",
		b->type == SAT_BODY_KINEMATIC ? "kinematic" : "free dynamic", b->id, (double)p->t.x, (double)p->t.y,
		(double)p->t.angle, (double)p->v.vx, (double)p->v.vy, (double)p->v.angular, lx, ly, gx, gy, (double)dt,
		substeps, (double)t.x, (double)t.y, (double)t.angle, ex, ey, tolX, tolY);
	double ea = p->t.angle + w * dt;
	double tolA = k * (fabs(p->t.angle) + fabs(w * dt)) + 2 * substeps * (fabs(w) + 1) * FLT_TRUE_MIN;
	if (tolA < 0.5) { // else the angle's float round-off exceeds a turn: nothing to check
		double d = t.angle - ea;
		d -= TWO_PI * nearbyint(d / TWO_PI);
		FUZZ_CHECK(tag, fabs(d) <= tolA,
			"%s body %d at angle %.9g with angular velocity %.9g, dt %.9g: now at angle %.9g, want %.9g (mod 2 pi) "
			"within %.3g",
			b->type == SAT_BODY_KINEMATIC ? "kinematic" : "free dynamic", b->id, (double)p->t.angle,
			(double)p->v.angular, (double)dt, (double)t.angle, ea, tolA);
	}
}

// A dynamic body in no pair: only gravity acts, so v1 = v0 + g dt while no cap applies (the speed is convex
// along the way, so checking both ends suffices); its spin is kept.
static void checkFreeFall(const Body* b, const Before* p, satVelocity v, float dt, int substeps)
{
	double gx = g_gravity.x, gy = g_gravity.y, vx = p->v.vx, vy = p->v.vy;
	double ex = vx + gx * dt, ey = vy + gy * dt, cap = g_maxSpeed * (1 - 1e-4);
	// Damping (sat.h): each substep h, v <- v / (1 + h c) before gravity adds h g; the factor as the world forms it.
	float h = dt / (float)substeps, scale = 1.0f / (1.0f + h * b->linearDamping);
	bool damped = scale != 1.0f;
	if (damped) {
		ex = vx;
		ey = vy;
		for (int i = 0; i < substeps; ++i) {
			ex = ex * scale + (double)h * gx;
			ey = ey * scale + (double)h * gy;
		}
		// (the speeds along the way stay below the start's plus the gravity's)
		cap -= sqrt(gx * gx + gy * gy) * dt;
	}
	if (sqrt(vx * vx + vy * vy) <= cap && sqrt(ex * ex + ey * ey) <= cap) {
		double k = (2.0 * substeps + 8) * FLT_EPSILON;
		double tolX = k * (fabs(vx) + fabs(gx * dt)) + 2 * substeps * (fabs(gx) + 1) * FLT_TRUE_MIN;
		double tolY = k * (fabs(vy) + fabs(gy * dt)) + 2 * substeps * (fabs(gy) + 1) * FLT_TRUE_MIN;
		FUZZ_CHECK("world.free-fall", fabs(v.vx - ex) <= tolX && fabs(v.vy - ey) <= tolY,
			"dynamic body %d (mass %.9g) touching nothing, velocity (%.9g, %.9g), gravity (%.9g, %.9g), dt %.9g: "
			"velocity now (%.9g, %.9g), want (%.9g, %.9g)",
			b->id, (double)p->md.mass, vx, vy, gx, gy, (double)dt, (double)v.vx, (double)v.vy, ex, ey);
	}
	float w = p->v.angular;
	float ew = fabsf(w) <= SAT_MAX_SPEED ? w : copysignf(SAT_MAX_SPEED, w);
	float angularScale = 1.0f / (1.0f + h * b->angularDamping);
	if (angularScale != 1.0f) { // damped each substep, then capped, as the world does it: the same bits
		ew = w;
		for (int i = 0; i < substeps; ++i) {
			ew *= angularScale;
			ew = fabsf(ew) <= SAT_MAX_SPEED ? ew : copysignf(SAT_MAX_SPEED, ew);
		}
	}
	FUZZ_CHECK("world.free-fall", fuzzSameBits(v.angular, ew),
		"dynamic body %d (angular damping %.9g) touching nothing: spin %.9g became %.9g, want %.9g", b->id,
		(double)b->angularDamping, (double)w, (double)v.angular, (double)ew);
}

// A dynamic body after a step of dt = 0: nothing acted on it, but its speeds are capped (the length scaled
// down to the speed cap along its direction, the spin clamped); below the cap they are kept bit for bit.
static void checkCapped(const Body* b, satVelocity v0, satVelocity v)
{
	double speed = fuzzLen(v0.vx, v0.vy), ex = v0.vx, ey = v0.vy;
	bool same = speed <= g_maxSpeed ? fuzzSameBits(v.vx, v0.vx) && fuzzSameBits(v.vy, v0.vy) : true;
	if (speed > g_maxSpeed) {
		ex *= g_maxSpeed / speed;
		ey *= g_maxSpeed / speed;
		double tol = 4 * FLT_EPSILON * g_maxSpeed + FLT_TRUE_MIN; // (a cap of a few denormals: their rounding)
		same = fabs(v.vx - ex) <= tol && fabs(v.vy - ey) <= tol;
	}
	float ew = fabsf(v0.angular) <= SAT_MAX_SPEED ? v0.angular : copysignf(SAT_MAX_SPEED, v0.angular);
	FUZZ_CHECK("world.step-still", same && fuzzSameBits(v.angular, ew),
		"dynamic body %d: velocity (%.9g, %.9g, %.9g) became (%.9g, %.9g, %.9g) in a step of dt 0 (want (%.9g, %.9g, "
		"%.9g): only capped)",
		b->id, (double)v0.vx, (double)v0.vy, (double)v0.angular, (double)v.vx, (double)v.vy, (double)v.angular, ex, ey,
		(double)ew);
}

static bool stillAsleep(int id)
{
	const Body* b = liveBody(id);
	return b != NULL && g_stillAsleep[b - g_live];
}

static bool wakeUnsure(int id)
{
	const Body* b = liveBody(id);
	return b != NULL && g_wakeUnsure[b - g_live];
}

// Whether a static of the pair has edges on another static's (not a sensor's): the world's tile-seam rule applies.
static bool seamPair(const Body* a, const Body* b)
{
	static satShape* statics[MAX_LIVE];
	int count = 0;
	for (int i = 0; i < g_liveCount; ++i)
		if (g_live[i].isStatic && !g_live[i].sensor) statics[count++] = g_live[i].shape;
	bool uncertain;
	return (a->isStatic && seamMask(a->shape, statics, count, &uncertain) != 0) ||
		(b->isStatic && seamMask(b->shape, statics, count, &uncertain) != 0);
}

// The speculative contacts from contact c on (after the awake bodies' touching pairs, before the asleep ones'):
// pairs that do not touch, of convex bodies awake through the step, neither a sensor, that the reference finds at
// most the speculative distance (0.02 m) apart, with depths in [-0.02 m, 0]. At a tile seam the world measures the
// gap along the axis its rule leaves (at most the true gap): there the shapes are at most that far apart along the
// contact's normal. Returns the contact after them.
static int checkSpeculative(const Pair* want, int wantCount, int c, int n, const int* ids, const float* data)
{
	for (; c < n && findWant(want, wantCount, ids[SAT_CONTACT_INTS * c], ids[SAT_CONTACT_INTS * c + 1]) < 0; ++c) {
		const int* ci = &ids[SAT_CONTACT_INTS * c];
		const float* d = &data[SAT_CONTACT_FLOATS * c];
		const Body *a = liveBody(ci[0]), *b = liveBody(ci[1]);
		bool ok = a != NULL && b != NULL && !stillAsleep(ci[0]) && !stillAsleep(ci[1]) && !a->sensor && !b->sensor &&
			satShape_GetType(a->shape) != SAT_SHAPE_CONCAVE && satShape_GetType(b->shape) != SAT_SHAPE_CONCAVE;
		double gap = 0.0;
		if (ok) {
			static RefShape ra, rb;
			static RefDiff diff;
			ra = fuzzRefOf(a->shape);
			rb = fuzzRefOf(b->shape);
			refMinkowskiDiff(&ra, &rb, &diff);
			gap = refSeparation(&diff, 0.0, 0.0);
			double tol = 1e-4 * (fmin(1.0, g_units) + fabs(ra.x[0]) + fabs(ra.y[0]) + fabs(rb.x[0]) + fabs(rb.y[0])) +
				64 * FLT_TRUE_MIN;
			double along = gap; // the gap along the contact's normal, from b towards a
			if (seamPair(a, b)) {
				double aLo, aHi, bLo, bHi;
				extentAlong(a->shape, d[0], d[1], &aLo, &aHi);
				extentAlong(b->shape, d[0], d[1], &bLo, &bHi);
				along = aLo - bHi;
			}
			ok = gap >= -tol && along <= g_speculative + tol;
			for (int j = 0; ok && j < ci[2]; ++j) ok = d[4 + 3 * j] <= 0.0f && d[4 + 3 * j] >= -(g_speculative + tol);
		}
		FUZZ_CHECK("world.speculative-contact", ok,
			"Step: contact %d (%d, %d) after the touching pairs: not a near pair of convex bodies (reference gap %.9g, "
			"depths %.9g, %.9g)",
			c, ci[0], ci[1], gap, (double)d[4], (double)d[7]);
	}
	return c;
}

// The contacts of the step just made: its pairs with a dynamic body, in pair order, each with the manifold
// satComputeManifold gave for the pair before the step (man, by want index), but at tile seams (the normal is the
// pair's MTV direction, and a pair with no push may have none); then the speculative contacts: pairs with a
// dynamic body that did not touch, of convex shapes the reference finds at most the speculative distance apart,
// depths in [-gap, 0]. Pairs with a sensor have none.
static void checkContacts(const Pair* want, int wantCount, const satManifold* man)
{
	int n = satWorld_GetContactCount(g_world);
	const int* ids = satWorld_GetContactIds(g_world);
	const float* data = satWorld_GetContactData(g_world);
	FUZZ_CHECK("world.contact-count", n >= 0 && n <= MAX_PAIRS && (n == 0 || (ids != NULL && data != NULL)),
		"Step: %d contacts for %d pairs", n, wantCount);
	for (int c = 0; c < n; ++c) {
		const int* ci = &ids[SAT_CONTACT_INTS * c];
		const float* d = &data[SAT_CONTACT_FLOATS * c];
		const Body *a = liveBody(ci[0]), *b = liveBody(ci[1]);
		FUZZ_CHECK("world.contact-ids", a != NULL && b != NULL && (isDynamic(a) || isDynamic(b)),
			"Step: contact %d is between %d and %d: not live bodies of which one is dynamic", c, ci[0], ci[1]);
		FUZZ_CHECK("joint.joined-contact", !jointForbids(ci[0], ci[1]),
			"Step: contact %d is between %d and %d, joined without collideConnected", c, ci[0], ci[1]);
		FUZZ_CHECK("world.contact-points", ci[2] == 1 || ci[2] == 2, "Step: contact %d (%d, %d) has %d points", c,
			ci[0], ci[1], ci[2]);
		bool finite = true;
		for (int j = 0; j < SAT_CONTACT_FLOATS; ++j) finite &= isfinite(d[j]) != 0;
		FUZZ_CHECK(
			"world.contact-finite", finite, "Step: contact %d (%d, %d) has data that is not finite", c, ci[0], ci[1]);
		FUZZ_CHECK("world.contact-normal", fabs(fuzzLen(d[0], d[1]) - 1) <= 4 * FLT_EPSILON,
			"Step: contact %d (%d, %d) has normal (%.9g, %.9g): not unit", c, ci[0], ci[1], (double)d[0], (double)d[1]);
	}
	const int *pa = satWorld_GetPairA(g_world), *pb = satWorld_GetPairB(g_world);
	const float *pmx = satWorld_GetPairMtvX(g_world), *pmy = satWorld_GetPairMtvY(g_world);
	int c = g_oneWayCall ? n : 0; // the world's pairs are not known: only the contacts' form is checked
	// The pairs as the world listed them (comparePairs checked them): first those of awake bodies, then those
	// with a body asleep through the step, whose contacts were kept.
	for (int kk = 0; kk < 2 * wantCount && !g_oneWayCall; ++kk) {
		if (kk == wantCount) c = checkSpeculative(want, wantCount, c, n, ids, data);
		int k = kk % wantCount;
		if ((kk >= wantCount) != (stillAsleep(pa[k]) || stillAsleep(pb[k]))) continue;
		int w = findWant(want, wantCount, pa[k], pb[k]);
		// No contact without a dynamic body, nor with a sensor (no contact response).
		if ((!isDynamic(liveBody(pa[k])) && !isDynamic(liveBody(pb[k]))) || want[w].sensor) continue;
		if (want[w].uncertain) { // its contact, if any, is not checked
			c += c < n && ids[SAT_CONTACT_INTS * c] == pa[k] && ids[SAT_CONTACT_INTS * c + 1] == pb[k];
			continue;
		}
		if (want[w].seam != 0) {
			double len = fuzzLen(pmx[k], pmy[k]);
			bool has = c < n && ids[SAT_CONTACT_INTS * c] == pa[k] && ids[SAT_CONTACT_INTS * c + 1] == pb[k];
			FUZZ_CHECK("world.seam-contact", has || len == 0,
				"Step: pair (%d, %d) at a tile seam pushes (%.9g, %.9g) but has no contact", pa[k], pb[k],
				(double)pmx[k], (double)pmy[k]);
			if (!has) continue;
			const float* d = &data[SAT_CONTACT_FLOATS * c];
			// The contact's normal is the MTV's direction (from b towards a), as the world's pair has it.
			FUZZ_CHECK("world.seam-normal",
				len < 1e-6 * (1 + fabs(g_scale)) || fuzzLen(d[0] - pmx[k] / len, d[1] - pmy[k] / len) <= 1e-5,
				"Step: contact (%d, %d) at a tile seam has normal (%.9g, %.9g), the pair's MTV (%.9g, %.9g)", pa[k],
				pb[k], (double)d[0], (double)d[1], (double)pmx[k], (double)pmy[k]);
			++c;
			continue;
		}
		FUZZ_CHECK(
			"world.contact-missing", c < n, "Step: pair (%d, %d) has a dynamic body but no contact", pa[k], pb[k]);
		const int* ci = &ids[SAT_CONTACT_INTS * c];
		const float* d = &data[SAT_CONTACT_FLOATS * c];
		FUZZ_CHECK("world.contact-order", ci[0] == pa[k] && ci[1] == pb[k],
			"Step: contact %d is (%d, %d), but the pairs' order gives (%d, %d)", c, ci[0], ci[1], pa[k], pb[k]);
		const satManifold* m = &man[w];
		bool same = ci[2] == m->pointCount && d[0] == m->normal.x && d[1] == m->normal.y;
		for (int j = 0; same && j < m->pointCount; ++j)
			same = d[2 + 3 * j] == m->points[j].x && d[3 + 3 * j] == m->points[j].y && d[4 + 3 * j] == m->depths[j];
		FUZZ_CHECK("world.contact-manifold", same,
			"Step: contact (%d, %d): %d points, normal (%.9g, %.9g), (%.9g, %.9g) depth %.9g, (%.9g, %.9g) depth "
			"%.9g; satComputeManifold before the step: %d points, normal (%.9g, %.9g), (%.9g, %.9g) depth %.9g, "
			"(%.9g, %.9g) depth %.9g",
			ci[0], ci[1], ci[2], (double)d[0], (double)d[1], (double)d[2], (double)d[3], (double)d[4], (double)d[5],
			(double)d[6], (double)d[7], m->pointCount, (double)m->normal.x, (double)m->normal.y, (double)m->points[0].x,
			(double)m->points[0].y, (double)m->depths[0], (double)m->points[1].x, (double)m->points[1].y,
			(double)m->depths[1]);
		++c;
	}
	if (wantCount == 0) c = checkSpeculative(want, wantCount, c, n, ids, data);
	FUZZ_CHECK("world.contact-extra", c == n, "Step: %d contacts, %d checked", n, c);
	g_contactCount = n;
	if (n > 0) {
		memcpy(g_contactIds, ids, (size_t)n * SAT_CONTACT_INTS * sizeof(int));
		memcpy(g_contactData, data, (size_t)n * SAT_CONTACT_FLOATS * sizeof(float));
	}
}

static int compareKeys(const void* a, const void* b)
{
	uint64_t x = *(const uint64_t*)a, y = *(const uint64_t*)b;
	return (x > y) - (x < y);
}

// Brute force: each live sensor's visitors where the model has the bodies: every other live body that is not a
// sensor, passes the filter both ways and overlaps it by satCollide (touching counts), as keys (sensor id << 32 |
// visitor id) ascending.
static int sensorVisitors(uint64_t* keys)
{
	int n = 0;
	for (int i = 0; i < g_liveCount; ++i) {
		const Body* s = &g_live[i];
		for (int j = 0; s->sensor && j < g_liveCount; ++j) {
			const Body* v = &g_live[j];
			if (j == i || v->sensor || (v->category & s->mask) == 0 || (s->category & v->mask) == 0) continue;
			satCollision c;
			FUZZ_CHECK("world.brute-force", satCollide(s->shape, v->shape, (satVec2){ 0.0f, 0.0f }, &c) == SAT_OK,
				"satCollide failed");
			if (c.intersect) keys[n++] = (uint64_t)(uint32_t)s->id << 32 | (uint32_t)v->id;
		}
	}
	qsort(keys, (size_t)n, sizeof *keys, compareKeys);
	return n;
}

static void describeKey(uint64_t key)
{
	for (int i = 0; i < g_liveCount; ++i)
		if (g_live[i].id == (int)(key >> 32) || g_live[i].id == (int)(uint32_t)key) describeBody(&g_live[i]);
}

// One list of sensor events against the keys it must hold, in order.
static void compareSensorEvents(const int* got, int count, const uint64_t* want, int wantCount, const char* list)
{
	FUZZ_CHECK("world.sensor-event-count", count == wantCount && (count == 0 || got != NULL),
		"Step: %d sensor %s events, brute force %d (array %p)", count, list, wantCount, (const void*)got);
	for (int i = 0; i < count; ++i) {
		uint64_t key = (uint64_t)(uint32_t)got[2 * i] << 32 | (uint32_t)got[2 * i + 1];
		if (key != want[i]) {
			describeKey(key);
			describeKey(want[i]);
		}
		FUZZ_CHECK("world.sensor-events", key == want[i],
			"Step: sensor %s event %d is (sensor %d, visitor %d), brute force (sensor %d, visitor %d) (ascending: "
			"the difference between the visitors before the step and at the last step)",
			list, i, got[2 * i], got[2 * i + 1], (int)(want[i] >> 32), (int)(uint32_t)want[i]);
	}
}

// The sensor events of the step just made: begins are the visitors now (brute force before the step) that were
// not at the last step, ends the reverse, both ascending. Then now's visitors are the last step's.
static void checkSensorEvents(const uint64_t* now, int count)
{
	static uint64_t begins[MAX_SENSOR_KEYS], ends[MAX_SENSOR_KEYS];
	int nb = 0, ne = 0;
	for (int i = 0, j = 0; i < g_sensorKeyCount || j < count;) { // both ascending: a merge
		if (j == count || (i < g_sensorKeyCount && g_sensorKeys[i] < now[j]))
			ends[ne++] = g_sensorKeys[i++];
		else if (i == g_sensorKeyCount || now[j] < g_sensorKeys[i])
			begins[nb++] = now[j++];
		else
			++i, ++j;
	}
	int gb = satWorld_GetSensorBeginCount(g_world), ge = satWorld_GetSensorEndCount(g_world);
	const int *bp = satWorld_GetSensorBeginEvents(g_world), *ep = satWorld_GetSensorEndEvents(g_world);
	if (gb > 0 || ge > 0) fuzzNote(" [sensor events +%d -%d]", gb, ge);
	compareSensorEvents(bp, gb, begins, nb, "begin");
	compareSensorEvents(ep, ge, ends, ne, "end");
	memcpy(g_sensorKeys, now, (size_t)count * sizeof now[0]);
	g_sensorKeyCount = count;
	g_sensorBeginCount = gb;
	g_sensorEndCount = ge;
	if (gb > 0) memcpy(g_sensorBegin, bp, 2 * (size_t)gb * sizeof(int));
	if (ge > 0) memcpy(g_sensorEnd, ep, 2 * (size_t)ge * sizeof(int));
}

// The approach speed of a contact's point j by the model: the velocities before the step at the point, relative
// (b's less a's) along the contact's normal (from b towards a), in double; *tol its round-off in the world's float
// (anchors formed from the point, the centres of mass, a's position).
static double approachAt(const int* ci, const float* d, int j, const Before* pre, double* tol)
{
	const Body* body[2] = { liveBody(ci[0]), liveBody(ci[1]) };
	double px = d[2 + 3 * j], py = d[3 + 3 * j], vel[2][2], size = 0.0, floor = 64 * FLT_TRUE_MIN;
	satTransform ta = pre[body[0] - g_live].t;
	for (int e = 0; e < 2; ++e) {
		const Before* p = &pre[body[e] - g_live];
		double s, c, w = p->v.angular;
		rotation(p->t.angle, &s, &c);
		double cx = p->t.x + (c * p->md.center.x - s * p->md.center.y);
		double cy = p->t.y + (s * p->md.center.x + c * p->md.center.y);
		double rx = px - cx, ry = py - cy;
		vel[e][0] = p->v.vx - w * ry;
		vel[e][1] = p->v.vy + w * rx;
		double mag = fabs(px) + fabs(py) + fabs(ta.x) + fabs(ta.y) + fabs(cx) + fabs(cy);
		size += fabs(p->v.vx) + fabs(p->v.vy) + fabs(w) * (fabs(rx) + fabs(ry) + mag);
		floor += 64 * FLT_TRUE_MIN * fabs(w); // (products that underflow: half a denormal step each)
	}
	*tol = 32 * FLT_EPSILON * size + floor;
	return (vel[1][0] - vel[0][0]) * d[0] + (vel[1][1] - vel[0][1]) * d[1];
}

// The step's contact impulses and hit events (see the header). prevKeys / prevImpulses: the last step's contacts'
// pairs and impulses; pre: the bodies before the step.
static void checkImpulsesAndHits(
	const uint64_t* prevKeys, const float* prevImpulses, int prevCount, const Before* pre, float dt)
{
	int n = g_contactCount;
	const int* ids = g_contactIds;
	const float* data = g_contactData;
	const float* imp = satWorld_GetContactImpulses(g_world);
	FUZZ_CHECK("world.impulses", n == 0 || imp != NULL, "Step: %d contacts, no impulses", n);
	for (int c = 0; c < n; ++c) {
		const int* ci = &ids[SAT_CONTACT_INTS * c];
		bool kept = stillAsleep(ci[0]) || stillAsleep(ci[1]), unsure = wakeUnsure(ci[0]) || wakeUnsure(ci[1]);
		int last = -1;
		for (int k = 0; k < prevCount && last < 0; ++k)
			if (prevKeys[k] == pairKey(ci[0], ci[1])) last = k;
		for (int j = 0; j < 2; ++j) {
			float v = imp[2 * c + j];
			bool ok = isfinite(v) && v >= 0.0f && (j < ci[2] || v == 0.0f);
			if (kept && j < ci[2]) ok &= fuzzSameBits(v, last >= 0 ? prevImpulses[2 * last + j] : 0.0f);
			if (!kept && !unsure && dt == 0.0f) ok &= v == 0.0f;
			FUZZ_CHECK("world.impulses", ok,
				"Step (dt %.9g): contact %d (%d, %d; %d points%s) has impulse %.9g at point %d (the last step's %.9g): "
				"want finite, >= 0, 0 for an unused point, 0 after dt = 0, a kept contact's the last step's",
				(double)dt, c, ci[0], ci[1], ci[2], kept ? ", kept" : "", (double)v, j,
				last >= 0 ? (double)prevImpulses[2 * last + j] : 0.0);
		}
	}
	if (n > 0) memcpy(g_contactImpulses, imp, 2 * (size_t)n * sizeof(float));
	int nh = satWorld_GetHitCount(g_world);
	const int* hitIds = satWorld_GetHitIds(g_world);
	const float* hitData = satWorld_GetHitData(g_world);
	FUZZ_CHECK("world.hit-count", nh >= 0 && nh <= n && (nh == 0 || (hitIds != NULL && hitData != NULL)),
		"Step: %d hits for %d contacts", nh, n);
	if (nh > 0) fuzzNote(" [%d hits]", nh);
	bool hit[MAX_PAIRS] = { false };
	for (int h = 0, c = 0; h < nh; ++h, ++c) {
		const int* hi = &hitIds[2 * h];
		const float* hd = &hitData[SAT_HIT_FLOATS * h];
		while (c < n && (ids[SAT_CONTACT_INTS * c] != hi[0] || ids[SAT_CONTACT_INTS * c + 1] != hi[1])) ++c;
		FUZZ_CHECK("world.hit-contact", c < n,
			"Step: hit %d (%d, %d) is not one of the step's contacts after the last hit's (in their order)", h, hi[0],
			hi[1]);
		const int* ci = &ids[SAT_CONTACT_INTS * c];
		const float* d = &data[SAT_CONTACT_FLOATS * c];
		bool fresh = true;
		for (int k = 0; k < prevCount; ++k) fresh &= prevKeys[k] != pairKey(ci[0], ci[1]);
		FUZZ_CHECK(
			"world.hit-new", fresh, "Step: hit %d (%d, %d): the pair had a contact at the last step", h, hi[0], hi[1]);
		int at = -1;
		for (int j = 0; j < ci[2] && at < 0; ++j)
			if (fuzzSameBits(hd[0], d[2 + 3 * j]) && fuzzSameBits(hd[1], d[3 + 3 * j])) at = j;
		FUZZ_CHECK("world.hit-data",
			at >= 0 && fuzzSameBits(hd[2], d[0]) && fuzzSameBits(hd[3], d[1]) && isfinite(hd[4]) && hd[4] > 0.0f &&
				hd[4] >= g_hitSpeed,
			"Step: hit %d (%d, %d) at (%.9g, %.9g) normal (%.9g, %.9g) speed %.9g: want one of the contact's points, "
			"its normal (%.9g, %.9g), a finite speed of at least the hit speed %.9g",
			h, hi[0], hi[1], (double)hd[0], (double)hd[1], (double)hd[2], (double)hd[3], (double)hd[4], (double)d[0],
			(double)d[1], (double)g_hitSpeed);
		double tol[2] = { 0, 0 }, want[2] = { approachAt(ci, d, 0, pre, &tol[0]), 0 };
		if (ci[2] == 2) want[1] = approachAt(ci, d, 1, pre, &tol[1]);
		bool fastest = true;
		for (int j = 0; j < ci[2]; ++j) fastest &= want[at] + tol[at] >= want[j] - tol[j];
		FUZZ_CHECK("world.hit-speed", fabs(hd[4] - want[at]) <= tol[at] && fastest,
			"Step: hit %d (%d, %d) at point %d: speed %.9g, the model's approach %.9g (within %.3g); at the other "
			"point %.9g",
			h, hi[0], hi[1], at, (double)hd[4], want[at], tol[at], want[1 - at]);
		hit[c] = true;
	}
	for (int c = 0; c < n; ++c) { // a new contact approaching beyond the hit speed is a hit
		const int* ci = &ids[SAT_CONTACT_INTS * c];
		bool fresh = !hit[c] && !stillAsleep(ci[0]) && !stillAsleep(ci[1]) && !wakeUnsure(ci[0]) && !wakeUnsure(ci[1]);
		for (int k = 0; k < prevCount && fresh; ++k) fresh = prevKeys[k] != pairKey(ci[0], ci[1]);
		for (int j = 0; fresh && j < ci[2]; ++j) {
			double tol, want = approachAt(ci, &data[SAT_CONTACT_FLOATS * c], j, pre, &tol);
			FUZZ_CHECK("world.hit-missing", want - tol < g_hitSpeed,
				"Step: contact %d (%d, %d) is new and its point %d approaches at %.9g (within %.3g), beyond the hit "
				"speed %.9g, but there is no hit",
				c, ci[0], ci[1], j, want, tol, (double)g_hitSpeed);
		}
	}
	g_hitCount = nh;
	if (nh > 0) {
		memcpy(g_hitIds, hitIds, 2 * (size_t)nh * sizeof(int));
		memcpy(g_hitData, hitData, (size_t)nh * SAT_HIT_FLOATS * sizeof(float));
	}
}

// Whether a dynamic body's motion over the step (from its place p, within its reach, to the place moved by v dt and
// g fall) stays clear of every static or kinematic body that is not a sensor (kinematic ones over their own motion):
// then no continuous test can stop it.
static bool sweepClear(int i, const Before* pre, float dt, int substeps)
{
	const Body* b = &g_live[i];
	double fall = (double)dt * dt * (substeps + 1) / (2.0 * substeps), reach = fuzzReach(b->shape);
	double x0 = pre[i].t.x, y0 = pre[i].t.y;
	double x1 = x0 + pre[i].v.vx * dt + g_gravity.x * fall, y1 = y0 + pre[i].v.vy * dt + g_gravity.y * fall;
	double m = reach + 1e-3 * (reach + fabs(x1 - x0) + fabs(y1 - y0)) + 1e-4 * (fabs(x0) + fabs(y0)) + g_slop +
		64 * FLT_TRUE_MIN;
	satAABB swept = { (float)(fmin(x0, x1) - m), (float)(fmin(y0, y1) - m), (float)(fmax(x0, x1) + m),
		(float)(fmax(y0, y1) + m) };
	for (int k = 0; k < g_liveCount; ++k) {
		const Body* o = &g_live[k];
		if (k == i || o->type == SAT_BODY_DYNAMIC || o->sensor || pairFiltered(b, o)) continue;
		satAABB box = satShape_GetAABB(o->shape);
		if (o->type == SAT_BODY_KINEMATIC) { // its motion over the step, turning within its reach
			double r = fuzzReach(o->shape), vx = pre[k].v.vx * dt, vy = pre[k].v.vy * dt;
			box = (satAABB){ (float)(pre[k].t.x - r + fmin(vx, 0.0)), (float)(pre[k].t.y - r + fmin(vy, 0.0)),
				(float)(pre[k].t.x + r + fmax(vx, 0.0)), (float)(pre[k].t.y + r + fmax(vy, 0.0)) };
		}
		if (box.minX <= swept.maxX && swept.minX <= box.maxX && box.minY <= swept.maxY && swept.minY <= box.maxY)
			return false;
	}
	return true;
}

// A body's transform and velocity after a step or separate: finite, and the coordinates within range.
static void checkFinite(const Body* b, satTransform t, satVelocity v, const char* call)
{
	FUZZ_CHECK("world.step-finite",
		isfinite(t.x) && isfinite(t.y) && isfinite(t.angle) && isfinite(v.vx) && isfinite(v.vy) && isfinite(v.angular),
		"%s: body %d (type %d) at (%.9g, %.9g, %.9g) with velocity (%.9g, %.9g, %.9g)", call, b->id, (int)b->type,
		(double)t.x, (double)t.y, (double)t.angle, (double)v.vx, (double)v.vy, (double)v.angular);
	FUZZ_CHECK("world.step-range", fabsf(t.x) <= SAT_MAX_COORDINATE && fabsf(t.y) <= SAT_MAX_COORDINATE,
		"%s: body %d (type %d) at (%.9g, %.9g): beyond SAT_MAX_COORDINATE", call, b->id, (int)b->type, (double)t.x,
		(double)t.y);
}

typedef struct StepCall {
	float dt;
	const satStepDef* def;
} StepCall;

static satError stepCallRun(void* ctx)
{
	const StepCall* c = ctx;
	return satWorld_Step(g_world, c->dt, c->def);
}

// After a step: the asleep bodies a bullet may have woken (sat.h: an asleep body a bullet stops at wakes with its
// island). A bullet stops within a few millimetres of what it hits (or the round-off of the coordinates): bodies whose
// box is that near a dynamic bullet's box where it ended, and their islands.
static void bulletMayWake(const bool* asleep, bool* mayWake)
{
	for (int i = 0; i < g_liveCount; ++i) mayWake[i] = false;
	for (int j = 0; j < g_liveCount; ++j) {
		if (!g_live[j].bullet || g_live[j].type != SAT_BODY_DYNAMIC) continue;
		satAABB bullet;
		if (satWorld_GetAABB(g_world, g_live[j].id, &bullet) != SAT_OK) continue;
		for (int i = 0; i < g_liveCount; ++i) {
			satAABB o;
			if (!asleep[i] || satWorld_GetAABB(g_world, g_live[i].id, &o) != SAT_OK) continue;
			double m = 0.01 +
				1e-5 *
					(fabs((double)bullet.minX) + fabs((double)bullet.maxX) + fabs((double)bullet.minY) +
						fabs((double)bullet.maxY) + (double)o.maxX - o.minX + (double)o.maxY - o.minY);
			if (o.minX - m <= bullet.maxX && bullet.minX - m <= o.maxX && o.minY - m <= bullet.maxY &&
				bullet.minY - m <= o.maxY)
				mayWake[i] = true;
		}
	}
	for (int i = 0; i < g_liveCount; ++i) // an island wakes whole
		for (int j = 0; j < g_liveCount; ++j)
			if (mayWake[i] && asleep[j] && g_live[j].ring == g_live[i].ring) mayWake[j] = true;
}

static void opStep(FuzzIn* in)
{
	float dt = pickDt(in);
	uint8_t dsel = fuzzU8(in);
	satStepDef def = { 0, 0 };
	if (dsel % 4 == 2) {
		def.iterations = pickPasses(in);
		def.substeps = pickPasses(in);
	} else if (dsel % 4 == 3) {
		def.iterations = (int)(fuzzU8(in) % 72) - 2;
		def.substeps = (int)(fuzzU8(in) % 72) - 2;
	}
	bool useDef = dsel % 4 != 0;
	int iterations = def.iterations != 0 ? def.iterations : 8, substeps = def.substeps != 0 ? def.substeps : 4;
	// "a time step outside [0, 1] s, or iterations or substeps outside [1, SAT_MAX_STEP_PASSES]" (0 = default)
	bool valid = isfinite(dt) && dt >= 0.0f && dt <= 1.0f && iterations >= 1 && iterations <= SAT_MAX_STEP_PASSES &&
		substeps >= 1 && substeps <= SAT_MAX_STEP_PASSES;
	if (valid && g_steps >= MAX_STEPS) return;
	fuzzNote(" step(%a", (double)dt);
	if (useDef) fuzzNote(",%d,%d", def.iterations, def.substeps);
	fuzzNote(")");
	if (!valid) {
		satAABB before[MAX_LIVE];
		snapshot(before);
		satError e = satWorld_Step(g_world, dt, useDef ? &def : NULL);
		fuzzNote("=%d", (int)e);
		FUZZ_CHECK("world.bad-step", e == SAT_ERR_BAD_STEP, "Step(dt %.9g, iterations %d, substeps %d): error %d",
			(double)dt, def.iterations, def.substeps, (int)e);
		checkUnchanged(before, "Step with a bad dt, iterations or substeps"); // checkState: the rest
		return;
	}
	++g_steps;
	static Pair want[MAX_PAIRS];
	static satManifold man[MAX_PAIRS];
	int wantCount = bruteForce(want);
	g_oneWayCall = false;
	for (int w = 0; w < wantCount; ++w) g_oneWayCall |= want[w].oneWay;
	Before pre[MAX_LIVE];
	for (int i = 0; i < g_liveCount; ++i) {
		pre[i] = (Before){ satShape_GetTransform(g_live[i].shape), g_live[i].vel, checkMass(&g_live[i], "Step"),
			false };
		for (int w = 0; w < wantCount; ++w) // pairs with a sensor have no contact: they leave a body free
			pre[i].inPair |= !want[w].sensor && (want[w].a == g_live[i].id || want[w].b == g_live[i].id);
	}
	// A dynamic body near another (a speculative contact may act on it) is not in free fall either.
	for (int i = 0; i < g_liveCount; ++i)
		for (int j = i + 1; j < g_liveCount; ++j)
			if ((!pre[i].inPair || !pre[j].inPair) && mayBeNear(&g_live[i], &g_live[j]))
				pre[i].inPair = pre[j].inPair = true;
	for (int i = 0; i < g_liveCount; ++i) pre[i].inPair |= inJoint(g_live[i].id); // a joint acts on it
	// Sleeping: which asleep bodies the step wakes. Nudged ones, and (until nothing changes) those touching a body
	// that stirs: an awake dynamic one, a kinematic one with a velocity, a nudged one, or one woken here. Pairs
	// with a one-way body may not be the world's: woken is found with them, wokenSurely without.
	bool asleep0[MAX_LIVE], woken[MAX_LIVE] = { false }, stirs[MAX_LIVE], wokenSurely[MAX_LIVE];
	for (int i = 0; i < g_liveCount; ++i) {
		const Body* b = &g_live[i];
		asleep0[i] = b->type == SAT_BODY_DYNAMIC && !awakeNow(b->id);
		stirs[i] = b->nudged || (b->type == SAT_BODY_DYNAMIC && !asleep0[i]) ||
			(b->type == SAT_BODY_KINEMATIC && (b->vel.vx != 0.0f || b->vel.vy != 0.0f || b->vel.angular != 0.0f));
	}
	for (int surely = g_oneWayCall; surely >= 0; --surely) {
		for (int i = 0; i < g_liveCount; ++i) woken[i] = asleep0[i] && g_live[i].nudged;
		for (bool more = true; more;) {
			more = false;
			for (int w = 0; w < wantCount; ++w) {
				if ((surely && want[w].oneWay) || want[w].sensor) continue; // sensors wake nobody
				int ia = (int)(liveBody(want[w].a) - g_live), ib = (int)(liveBody(want[w].b) - g_live);
				for (int e = 0; e < 2; ++e) {
					int x = e ? ib : ia, y = e ? ia : ib;
					if (!asleep0[x] || woken[x] || !(stirs[y] || woken[y])) continue;
					woken[x] = more = true;
				}
			}
			for (int j = 0; j < g_jointCount; ++j) { // a joint's bodies wake together, as touching ones do
				const Body *a = liveBody(g_joints[j].a), *b = liveBody(g_joints[j].b);
				if (a == NULL || b == NULL) continue; // (the world's end)
				for (int e = 0; e < 2; ++e) {
					int x = (int)((e ? b : a) - g_live), y = (int)((e ? a : b) - g_live);
					if (!asleep0[x] || woken[x] || !(stirs[y] || woken[y])) continue;
					woken[x] = more = true;
				}
			}
			for (int i = 0; i < g_liveCount; ++i) // an island wakes whole
				for (int j = 0; j < g_liveCount; ++j)
					if (woken[i] && asleep0[j] && !woken[j] && g_live[j].ring == g_live[i].ring) woken[j] = more = true;
		}
		if (surely) memcpy(wokenSurely, woken, sizeof woken);
	}
	if (!g_oneWayCall) memcpy(wokenSurely, woken, sizeof woken);
	for (int i = 0; i < g_liveCount; ++i) {
		g_stillAsleep[i] = asleep0[i] && !woken[i];
		g_wakeUnsure[i] = asleep0[i] && woken[i] && !wokenSurely[i];
	}
	for (int w = 0; w < wantCount; ++w) {
		const Body *a = liveBody(want[w].a), *b = liveBody(want[w].b);
		man[w] = (satManifold){ 0 };
		if ((!isDynamic(a) && !isDynamic(b)) || want[w].sensor) continue;
		satError e = satComputeManifold(a->shape, b->shape, &man[w]);
		FUZZ_CHECK("world.manifold", e == SAT_OK && (man[w].pointCount == 1 || man[w].pointCount == 2),
			"satComputeManifold of intersecting bodies %d and %d: error %d, %d points (touching counts, as in "
			"satCollide)",
			a->id, b->id, (int)e, man[w].pointCount);
	}
	static uint64_t visitors[MAX_SENSOR_KEYS], prevKeys[MAX_PAIRS];
	static float prevImpulses[2 * MAX_PAIRS];
	int visitorCount = sensorVisitors(visitors), prevCount = g_contactCount;
	for (int c = 0; c < prevCount; ++c)
		prevKeys[c] = pairKey(g_contactIds[SAT_CONTACT_INTS * c], g_contactIds[SAT_CONTACT_INTS * c + 1]);
	if (prevCount > 0) memcpy(prevImpulses, g_contactImpulses, 2 * (size_t)prevCount * sizeof(float));
	StepCall stepCall = { dt, useDef ? &def : NULL };
	satError e;
	if (!callFailing(failureFor(2 * g_steps + 1), stepCallRun, &stepCall, &e, "Step out of memory"))
		e = satWorld_Step(g_world, dt, useDef ? &def : NULL);
	fuzzNote("=%d", (int)e);
	FUZZ_CHECK("world.step", e == SAT_OK, "Step(dt %.9g, iterations %d, substeps %d): error %d", (double)dt,
		def.iterations, def.substeps, (int)e);
	for (int i = 0; i < g_liveCount; ++i) g_live[i].nudged = false;
	for (int j = 0; j < g_jointCount; ++j) g_joints[j].stepped = true;
	satTransform places[MAX_LIVE];
	for (int i = 0; i < g_liveCount; ++i) places[i] = pre[i].t;
	noteCallPlaces(places);
	checkEvents(g_oneWayCall ? NULL : want, wantCount, "Step");
	if (!g_oneWayCall) comparePairs(wantCount, want, wantCount, "Step");
	checkContacts(want, wantCount, man);
	checkSensorEvents(visitors, visitorCount);
	checkImpulsesAndHits(prevKeys, prevImpulses, prevCount, pre, dt);
	// Islands that fell asleep: bodies asleep now that were not asleep through the step, linked as the step's
	// contacts between two such dynamic bodies link them (union-find over live indices).
	int root[MAX_LIVE];
	for (int i = 0; i < g_liveCount; ++i) root[i] = i;
	for (int c = 0; c < g_contactCount; ++c) {
		const Body *a = liveBody(g_contactIds[SAT_CONTACT_INTS * c]),
				   *b = liveBody(g_contactIds[SAT_CONTACT_INTS * c + 1]);
		if (!isDynamic(a) || !isDynamic(b) || g_stillAsleep[a - g_live] || g_stillAsleep[b - g_live]) continue;
		int ra = (int)(a - g_live), rb = (int)(b - g_live);
		while (root[ra] != ra) ra = root[ra];
		while (root[rb] != rb) rb = root[rb];
		root[ra > rb ? ra : rb] = ra < rb ? ra : rb;
	}
	for (int j = 0; j < g_jointCount; ++j) { // and as its joints between two such dynamic bodies link them
		const Body *a = liveBody(g_joints[j].a), *b = liveBody(g_joints[j].b);
		if (!isDynamic(a) || !isDynamic(b) || g_stillAsleep[a - g_live] || g_stillAsleep[b - g_live]) continue;
		int ra = (int)(a - g_live), rb = (int)(b - g_live);
		while (root[ra] != ra) ra = root[ra];
		while (root[rb] != rb) rb = root[rb];
		root[ra > rb ? ra : rb] = ra < rb ? ra : rb;
	}
	for (int i = 0; i < g_liveCount; ++i) {
		if (g_stillAsleep[i] || !isDynamic(&g_live[i]) || awakeNow(g_live[i].id)) continue;
		int r = i;
		while (root[r] != r) r = root[r];
		g_live[i].ring = g_rings + r;
	}
	g_rings += MAX_LIVE;
	bool byBullet[MAX_LIVE];
	bulletMayWake(g_stillAsleep, byBullet);
	for (int i = 0; i < g_liveCount; ++i) {
		Body* b = &g_live[i];
		satTransform t;
		satVelocity v;
		satError et = satWorld_GetTransform(g_world, b->id, &t), ev = satWorld_GetVelocity(g_world, b->id, &v);
		FUZZ_CHECK("world.live-id", et == SAT_OK && ev == SAT_OK, "GetTransform / GetVelocity of live id %d: %d, %d",
			b->id, (int)et, (int)ev);
		checkFinite(b, t, v, "Step");
		const Before* p = &pre[i];
		bool awake = awakeNow(b->id);
		if (g_stillAsleep[i]) { // asleep through the step: nothing about it changed
			FUZZ_CHECK("world.asleep-still",
				(!awake || byBullet[i]) && fuzzSameBits(t.x, p->t.x) && fuzzSameBits(t.y, p->t.y) &&
					fuzzSameBits(t.angle, p->t.angle) && v.vx == 0.0f && v.vy == 0.0f && v.angular == 0.0f,
				"asleep body %d, woken by no rule, is awake %d, moved from (%.9g, %.9g, %.9g) to (%.9g, %.9g, %.9g) or "
				"has velocity (%.9g, %.9g, %.9g)",
				b->id, (int)awake, (double)p->t.x, (double)p->t.y, (double)p->t.angle, (double)t.x, (double)t.y,
				(double)t.angle, (double)v.vx, (double)v.vy, (double)v.angular);
		} else if (b->type == SAT_BODY_DYNAMIC && !awake) { // it fell asleep in this step
			FUZZ_CHECK("world.fell-asleep", g_sleepEnabled && dt > 0.0f && (!wokenSurely[i] || dt >= 0.5f),
				"body %d fell asleep in a step of dt %.9g (sleeping enabled %d, woken by the step %d)", b->id,
				(double)dt, (int)g_sleepEnabled, (int)woken[i]);
		}
		if (dt == 0.0f || b->type == SAT_BODY_STATIC) // "dt = 0 only finds pairs and contacts"
			FUZZ_CHECK("world.step-still",
				fuzzSameBits(t.x, p->t.x) && fuzzSameBits(t.y, p->t.y) && t.angle == p->t.angle &&
					(b->type == SAT_BODY_DYNAMIC || memcmp(&v, &p->v, sizeof v) == 0),
				"body %d (type %d) moved in a step of dt %.9g: (%.9g, %.9g, %.9g) -> (%.9g, %.9g, %.9g), velocity "
				"(%.9g, %.9g, %.9g) -> (%.9g, %.9g, %.9g)",
				b->id, (int)b->type, (double)dt, (double)p->t.x, (double)p->t.y, (double)p->t.angle, (double)t.x,
				(double)t.y, (double)t.angle, (double)p->v.vx, (double)p->v.vy, (double)p->v.angular, (double)v.vx,
				(double)v.vy, (double)v.angular);
		if (b->type == SAT_BODY_KINEMATIC) {
			FUZZ_CHECK("world.step-kinematic", memcmp(&v, &p->v, sizeof v) == 0,
				"kinematic body %d: velocity (%.9g, %.9g, %.9g) became (%.9g, %.9g, %.9g) in a step", b->id,
				(double)p->v.vx, (double)p->v.vy, (double)p->v.angular, (double)v.vx, (double)v.vy, (double)v.angular);
			checkMoved(b, p, t, dt, substeps, 0.0, 0.0, "world.step-kinematic");
		} else if (b->type == SAT_BODY_DYNAMIC) {
			double speed = fuzzLen(v.vx, v.vy);
			FUZZ_CHECK("world.step-speed",
				speed <= g_maxSpeed * (1 + 4 * FLT_EPSILON) + 2 * FLT_TRUE_MIN && fabsf(v.angular) <= SAT_MAX_SPEED,
				"dynamic body %d: speed %.9g, spin %.9g after a step of dt %.9g: beyond the caps", b->id, speed,
				(double)v.angular, (double)dt);
			if (g_stillAsleep[i] || !awake)
				; // asleep: checked above
			else if (dt == 0.0f)
				checkCapped(b, p->v, v);
			else if (!p->inPair)
				checkFreeFall(b, p, v, dt, substeps);
			// Moved by its velocity and gravity alone: a dynamic sensor (not swept), or a free body whose motion
			// meets no static or kinematic body (no continuous test stops it), while no cap applies. Not modelled
			// here: damping (checkFreeFall checks its velocity) and a bullet's sweep against dynamic bodies.
			double vx = p->v.vx, vy = p->v.vy, ex = vx + g_gravity.x * dt, ey = vy + g_gravity.y * dt;
			double cap = g_maxSpeed * (1 - 1e-4);
			bool plain = b->linearDamping == 0.0f && b->angularDamping == 0.0f && (b->sensor || !b->bullet);
			if (plain && !g_stillAsleep[i] && dt > 0.0f && !p->inPair &&
				(b->sensor || sweepClear(i, pre, dt, substeps)) && fuzzLen(vx, vy) <= cap && fuzzLen(ex, ey) <= cap)
				checkMoved(b, p, t, dt, substeps, g_gravity.x, g_gravity.y, "world.free-motion");
		}
		FUZZ_CHECK(
			"world.place-model", satShape_SetTransform(b->shape, t.x, t.y, t.angle) == SAT_OK, "model placement");
		b->vel = v;
	}
	checkJoinedTogether("Step", NULL);
}

static void opSeparate(FuzzIn* in)
{
	static const int bad[6] = { 0, -1, SAT_MAX_STEP_PASSES + 1, INT_MIN, INT_MAX, 1000 };
	uint8_t sel = fuzzU8(in);
	int iterations = sel % 8 < 4 ? 1
		: sel % 8 == 4           ? 2 + fuzzU8(in) % 7
		: sel % 8 == 5           ? SAT_MAX_STEP_PASSES
		: sel % 8 == 6           ? bad[fuzzU8(in) % 6]
								 : (int)fuzzU32(in);
	bool valid = iterations >= 1 && iterations <= SAT_MAX_STEP_PASSES;
	if (valid && g_separates >= MAX_SEPARATES) return;
	fuzzNote(" separate(%d)", iterations);
	satAABB before[MAX_LIVE];
	snapshot(before);
	if (!valid) {
		satError e = satWorld_Separate(g_world, iterations);
		FUZZ_CHECK("world.bad-step", e == SAT_ERR_BAD_STEP, "Separate(%d): error %d", iterations, (int)e);
		checkUnchanged(before, "Separate with bad iterations");
		return;
	}
	++g_separates;
	static Pair want[MAX_PAIRS];
	int wantCount = bruteForce(want);
	satTransform pre[MAX_LIVE];
	for (int i = 0; i < g_liveCount; ++i) pre[i] = satShape_GetTransform(g_live[i].shape);
	bool oneWay = false;
	for (int w = 0; w < wantCount; ++w) oneWay |= want[w].oneWay;
	g_oneWayUnknown |= iterations > 1;
	satError e = satWorld_Separate(g_world, iterations);
	noteCallPlaces(pre);
	FUZZ_CHECK("world.separate", e == SAT_OK, "Separate(%d): error %d", iterations, (int)e);
	// With one iteration: each body's push is the sum of its shares of the MTVs of the world's pairs without a
	// sensor, which comparePairs checks against brute force (bit for bit, or by the tile-seam model at seams).
	double push[MAX_LIVE][2] = { { 0 } }, size[MAX_LIVE] = { 0 };
	int terms[MAX_LIVE] = { 0 };
	if (iterations == 1 && !oneWay) {
		checkEvents(want, wantCount, "Separate(1)");
		comparePairs(wantCount, want, wantCount, "Separate(1)");
		const int *pa = satWorld_GetPairA(g_world), *pb = satWorld_GetPairB(g_world);
		const float *mx = satWorld_GetPairMtvX(g_world), *my = satWorld_GetPairMtvY(g_world);
		for (int k = 0; k < wantCount; ++k) {
			int ia = (int)(liveBody(pa[k]) - g_live), ib = (int)(liveBody(pb[k]) - g_live);
			if (g_live[ia].sensor || g_live[ib].sensor) continue; // a pair with a sensor is not pushed
			double shareA = g_live[ib].isStatic ? 1.0 : g_live[ia].isStatic ? 0.0 : 0.5;
			push[ia][0] += shareA * mx[k];
			push[ia][1] += shareA * my[k];
			push[ib][0] -= (1 - shareA) * mx[k];
			push[ib][1] -= (1 - shareA) * my[k];
			size[ia] += shareA * (fabs(mx[k]) + fabs(my[k]));
			size[ib] += (1 - shareA) * (fabs(mx[k]) + fabs(my[k]));
			++terms[ia];
			++terms[ib];
		}
	} else {
		checkEvents(NULL, 0, "Separate");
	}
	for (int i = 0; i < g_liveCount; ++i) {
		Body* b = &g_live[i];
		satTransform t;
		satError et = satWorld_GetTransform(g_world, b->id, &t);
		FUZZ_CHECK("world.live-id", et == SAT_OK, "GetTransform of live id %d: %d", b->id, (int)et);
		checkFinite(b, t, (satVelocity){ 0.0f, 0.0f, 0.0f }, "Separate"); // velocities: unchanged (checkState)
		FUZZ_CHECK("world.separate-still",
			fuzzSameBits(t.angle, pre[i].angle) &&
				(!b->isStatic || (fuzzSameBits(t.x, pre[i].x) && fuzzSameBits(t.y, pre[i].y))),
			"Separate(%d): body %d (type %d) went from (%.9g, %.9g, %.9g) to (%.9g, %.9g, %.9g): statics stay, "
			"angles stay",
			iterations, b->id, (int)b->type, (double)pre[i].x, (double)pre[i].y, (double)pre[i].angle, (double)t.x,
			(double)t.y, (double)t.angle);
		if (iterations == 1 && !oneWay && !b->isStatic) {
			double ex = fmax(-SAT_MAX_COORDINATE, fmin(pre[i].x + push[i][0], SAT_MAX_COORDINATE));
			double ey = fmax(-SAT_MAX_COORDINATE, fmin(pre[i].y + push[i][1], SAT_MAX_COORDINATE));
			double k = (terms[i] + 2) * FLT_EPSILON, floor = (terms[i] + 1) * 2 * FLT_TRUE_MIN;
			double tolX = k * (fabs(pre[i].x) + size[i]) + floor, tolY = k * (fabs(pre[i].y) + size[i]) + floor;
			FUZZ_CHECK("world.separate-push", fabs(t.x - ex) <= tolX && fabs(t.y - ey) <= tolY,
				"Separate(1): body %d in %d pairs went from (%.9g, %.9g) to (%.9g, %.9g); its shares of the MTVs "
				"sum to (%.9g, %.9g)",
				b->id, terms[i], (double)pre[i].x, (double)pre[i].y, (double)t.x, (double)t.y, push[i][0], push[i][1]);
		}
		if (t.x != pre[i].x || t.y != pre[i].y) b->nudged = true;
		FUZZ_CHECK(
			"world.place-model", satShape_SetTransform(b->shape, t.x, t.y, t.angle) == SAT_OK, "model placement");
	}
}

// Reads: every body's mass data (the rest of the getters are read after every operation).
// ---- World queries ----

// A coordinate for a query: near a live body (a vertex, its centre, its box's edge, nudged by ulps), anywhere in
// the scene, at the coordinate limit, or (rarely) a bad value.
static float queryCoord(FuzzIn* in, bool xAxis, bool* bad)
{
	uint8_t sel = fuzzU8(in);
	if (sel % 32 == 31) {
		float v = fuzzAnyFloat(in);
		*bad |= badValue(v);
		return v;
	}
	if (sel % 8 == 7) return (sel & 64 ? -1.0f : 1.0f) * (sel & 32 ? SAT_MAX_COORDINATE : 1e17f);
	if (g_liveCount == 0 || sel % 8 == 6) {
		double o = xAxis ? g_offsetX : g_offsetY;
		return fuzzClampCoord(o + g_scale * 10 * fuzzSigned(in));
	}
	const satShape* s = g_live[fuzzU8(in) % g_liveCount].shape;
	satAABB box = satShape_GetAABB(s);
	satTransform t = satShape_GetTransform(s);
	float v;
	switch (sel % 6) {
	case 0:
		v = xAxis ? box.minX : box.minY;
		break;
	case 1:
		v = xAxis ? box.maxX : box.maxY;
		break;
	case 2:
		v = xAxis ? t.x : t.y;
		break;
	case 3: {
		int n = satShape_GetVertexCount(s);
		satVec2 p = n > 0 ? satShape_GetWorldVertex(s, fuzzU8(in) % n) : (satVec2){ t.x, t.y };
		v = xAxis ? p.x : p.y;
		break;
	}
	default:
		v = fuzzClampCoord((xAxis ? t.x : t.y) + g_scale * 4 * fuzzSigned(in));
		break;
	}
	return fuzzClampCoord(fuzzNudge(v, (int)(fuzzU8(in) % 5) - 2));
}

// Ids returned by a box or point query: ascending (so each once), each a live body.
static void checkIdList(const int* ids, int count, const char* what)
{
	for (int k = 0; k < count; ++k) {
		FUZZ_CHECK("world.query-order",
			k == 0 || ids[k - 1]<ids[k], "%s: ids %d, %d not ascending", what, k> 0 ? ids[k - 1] : 0, ids[k]);
		FUZZ_CHECK("world.query-live", isLiveId(ids[k]), "%s: id %d is not a live body", what, ids[k]);
	}
}

// One query of each kind's contract: the ray against brute-force satRayCast of every body that passes the mask
// and is not a sensor (closest fraction, lowest id on ties, the same bits), the point against each body's zero-length satRayCast
// (exactly), the box against the reference's Minkowski separation (outside its round-off); bad values give
// their error, zeroed outputs and no change; a short id array gets the first ids of the full answer.
static void checkRayQuery(float x0, float y0, float x1, float y1, unsigned mask, bool bad)
{
	satAABB before[MAX_LIVE];
	snapshot(before);
	fuzzNote(" ray(%.9g,%.9g->%.9g,%.9g,%x)", (double)x0, (double)y0, (double)x1, (double)y1, mask);
	satWorldRayHit got = { true, 5, 0.5f, { 1, 1 }, { 1, 0 } };
	satError e = satWorld_RayCast(g_world, (satVec2){ x0, y0 }, (satVec2){ x1, y1 }, mask, &got);
	satWorldRayHit want = { false, -1, 0.0f, { 0, 0 }, { 0, 0 } };
	if (bad) {
		FUZZ_CHECK(
			"world.query-bad-value", e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE, "RayCast: error %d", (int)e);
		checkUnchanged(before, "RayCast with a bad value");
	} else {
		FUZZ_CHECK("world.query", e == SAT_OK, "RayCast: error %d", (int)e);
		for (int i = 0; i < g_liveCount; ++i) {
			const Body* b = &g_live[i];
			if ((b->category & mask) == 0 || b->sensor) continue; // a ray passes through sensors
			satRayHit h;
			satRayCast(b->shape, (satVec2){ x0, y0 }, (satVec2){ x1, y1 }, &h);
			if (!h.hit ||
				(want.hit && (h.fraction > want.fraction || (h.fraction == want.fraction && b->id > want.id))))
				continue;
			want = (satWorldRayHit){ true, b->id, h.fraction, h.point, h.normal };
		}
	}
	if (!(got.hit == want.hit && got.id == want.id && fuzzSameBits(got.fraction, want.fraction) &&
			fuzzSameBits(got.point.x, want.point.x) && fuzzSameBits(got.point.y, want.point.y) &&
			fuzzSameBits(got.normal.x, want.normal.x) && fuzzSameBits(got.normal.y, want.normal.y)))
		for (int i = 0; i < g_liveCount; ++i) describeBody(&g_live[i]);
	FUZZ_CHECK("world.query-ray",
		got.hit == want.hit && got.id == want.id && fuzzSameBits(got.fraction, want.fraction) &&
			fuzzSameBits(got.point.x, want.point.x) && fuzzSameBits(got.point.y, want.point.y) &&
			fuzzSameBits(got.normal.x, want.normal.x) && fuzzSameBits(got.normal.y, want.normal.y),
		"ray (%a, %a) -> (%a, %a) mask %x: world hit %d id %d fraction %a point (%a, %a) normal (%a, %a); brute "
		"force hit %d id %d fraction %a point (%a, %a) normal (%a, %a)",
		(double)x0, (double)y0, (double)x1, (double)y1, mask, got.hit, got.id, (double)got.fraction,
		(double)got.point.x, (double)got.point.y, (double)got.normal.x, (double)got.normal.y, want.hit, want.id,
		(double)want.fraction, (double)want.point.x, (double)want.point.y, (double)want.normal.x,
		(double)want.normal.y);
}

static void checkIdQuery(satAABB box, bool isPoint, int capacity, bool bad)
{
	satAABB before[MAX_LIVE];
	snapshot(before);
	int ids[MAX_LIVE + 1], part[MAX_LIVE + 1], count = -1, partCount = -1;
	fuzzNote(isPoint ? " point(%.9g,%.9g)" : " box(%.9g,%.9g,%.9g,%.9g)", (double)box.minX, (double)box.minY,
		(double)box.maxX, (double)box.maxY);
	satError e = isPoint ? satWorld_QueryPoint(g_world, (satVec2){ box.minX, box.minY }, ids, MAX_LIVE + 1, &count)
						 : satWorld_QueryAABB(g_world, box, ids, MAX_LIVE + 1, &count);
	satError e2 = isPoint ? satWorld_QueryPoint(g_world, (satVec2){ box.minX, box.minY }, part, capacity, &partCount)
						  : satWorld_QueryAABB(g_world, box, part, capacity, &partCount);
	const char* what = isPoint ? "QueryPoint" : "QueryAABB";
	if (bad) {
		FUZZ_CHECK("world.query-bad-value",
			e == e2 && count == 0 && partCount == 0 &&
				(e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE || (!isPoint && e == SAT_ERR_BAD_SIZE)),
			"%s: errors %d, %d, counts %d, %d", what, (int)e, (int)e2, count, partCount);
		checkUnchanged(before, what);
		return;
	}
	FUZZ_CHECK("world.query", e == SAT_OK && e2 == SAT_OK && count >= 0 && count <= g_liveCount && partCount == count,
		"%s: errors %d, %d, counts %d, %d of %d bodies", what, (int)e, (int)e2, count, partCount, g_liveCount);
	checkIdList(ids, count, what);
	for (int k = 0; k < count && k < capacity; ++k)
		FUZZ_CHECK("world.query-capacity", part[k] == ids[k], "%s with room for %d: id %d is %d, not %d", what,
			capacity, k, part[k], ids[k]);
	double boxMag = fmax(fmax(fabs(box.minX), fabs(box.maxX)), fmax(fabs(box.minY), fabs(box.maxY)));
	for (int i = 0; i < g_liveCount; ++i) {
		const Body* b = &g_live[i];
		bool in = false;
		for (int k = 0; k < count; ++k) in |= ids[k] == b->id;
		if (isPoint) {
			satRayHit h;
			satRayCast(b->shape, (satVec2){ box.minX, box.minY }, (satVec2){ box.minX, box.minY }, &h);
			if (in != h.hit) describeBody(b);
			FUZZ_CHECK("world.query-point", in == h.hit, "point (%a, %a): body %d contains it %d, returned %d",
				(double)box.minX, (double)box.minY, b->id, h.hit, in);
			continue;
		}
		if (box.minX == box.maxX || box.minY == box.maxY) continue; // the reference wants a box with area
		RefShape r = { 4, { box.minX, box.maxX, box.maxX, box.minX }, { box.minY, box.minY, box.maxY, box.maxY }, 0 };
		double sep = INFINITY, tol = fuzzTol(fuzzMagnitude(b->shape) + boxMag);
		bool concave = satShape_GetType(b->shape) == SAT_SHAPE_CONCAVE;
		for (int k = 0; k < (concave ? satShape_GetPartCount(b->shape) : 1); ++k) { // a concave body: its parts
			RefShape a = concave ? fuzzPartRef(b->shape, k, 0.0, 0.0) : fuzzRefOf(b->shape);
			RefDiff d;
			refMinkowskiDiff(&a, &r, &d);
			sep = fmin(sep, refSeparation(&d, 0, 0));
		}
		if (fabs(sep) <= tol) continue;
		if (in != (sep < 0)) describeBody(b);
		FUZZ_CHECK("world.query-box", in == (sep < 0),
			"box (%a, %a)-(%a, %a): body %d separation %.3g (tol %.3g), returned %d", (double)box.minX,
			(double)box.minY, (double)box.maxX, (double)box.maxY, b->id, sep, tol, in);
	}
}

// Whether a cast of q (placed where it starts) does not see one-way body b: q is not fully on b's open side (its
// least extent along b's world normal below b's greatest, less the linear slop = 0.005 m). 1 skipped, 0 seen, -1
// too close to call in float.
static int oneWaySkips(const Body* b, const satShape* q)
{
	satVec2 n = { 0, 0 };
	satWorld_GetOneWay(g_world, b->id, &n);
	if (n.x == 0.0f && n.y == 0.0f) return 0;
	satTransform t = satShape_GetTransform(b->shape);
	double c = cos(t.angle), sn = sin(t.angle);
	satVec2 axis = { (float)(c * n.x - sn * n.y), (float)(sn * n.x + c * n.y) };
	satInterval pb, pq;
	if (satProjectShape(b->shape, axis, &pb) != SAT_OK || satProjectShape(q, axis, &pq) != SAT_OK) return -1;
	double gap = (double)pq.min - pb.max + g_slop, tol = fuzzTol(fuzzMagnitude(b->shape) + fuzzMagnitude(q)) + 1e-6;
	return fabs(gap) <= tol ? -1 : gap < 0.0;
}

// A shape cast and a shape overlap query with a live body's shape as the probe: castShape against brute-force
// satSweep of every body that passes the mask but sensors (earliest time, lowest id on ties, the same bits),
// overlapShape against satCollide of every body, sensors too; bad values give their error, a miss and no change.
static void checkShapeQuery(const satShape* probe, float x, float y, float angle, satVec2 motion, unsigned mask,
	int ignore, bool bad, bool badMotion)
{
	satAABB before[MAX_LIVE];
	snapshot(before);
	fuzzNote(" cast(%.9g,%.9g,%.9g by %.9g,%.9g,%x,%d)", (double)x, (double)y, (double)angle, (double)motion.x,
		(double)motion.y, mask, ignore);
	satWorldShapeHit got = { true, 5, 0.5f, { 1, 1 }, { 1, 0 } };
	satError e = satWorld_CastShape(g_world, probe, (satTransform){ x, y, angle }, motion, mask, ignore, &got);
	int ids[MAX_LIVE + 1], count = -1;
	satError e2 = satWorld_OverlapShape(g_world, probe, (satTransform){ x, y, angle }, mask, ids, MAX_LIVE + 1, &count);
	if (bad || badMotion) {
		FUZZ_CHECK("world.cast-bad-value",
			valueError(e) && (bad ? valueError(e2) && count == 0 : e2 == SAT_OK) && !got.hit && got.id == -1,
			"CastShape / OverlapShape with a bad value: errors %d, %d", (int)e, (int)e2);
		checkUnchanged(before, "CastShape with a bad value");
		return;
	}
	FUZZ_CHECK("world.cast", e == SAT_OK && e2 == SAT_OK, "CastShape / OverlapShape: errors %d, %d", (int)e, (int)e2);
	checkUnchanged(before, "CastShape");
	satShape* q = NULL;
	if (satCloneShape(probe, &q) != SAT_OK) return; // allocation failures are the world's to test
	satShape_SetTransform(q, x, y, angle);
	satWorldShapeHit want = { false, -1, 0.0f, { 0, 0 }, { 0, 0 } };
	bool uncertain = false;
	for (int i = 0; i < g_liveCount; ++i) {
		const Body* b = &g_live[i];
		if ((b->category & mask) == 0) continue;
		satCollision c = { 0 };
		satCollide(q, b->shape, (satVec2){ 0, 0 }, &c);
		bool in = false;
		for (int k = 0; k < count; ++k) in |= ids[k] == b->id;
		FUZZ_CHECK("world.overlap-shape", in == c.intersect, "OverlapShape: body %d overlaps %d, returned %d", b->id,
			c.intersect, in);
		int skips = oneWaySkips(b, q);
		if (skips < 0) uncertain = true;
		if (b->id == ignore || skips == 1 || b->sensor) continue; // a cast passes through sensors
		satSweepResult r = { 0 };
		satSweep(q, b->shape, motion, 1.0f, &r);
		if (!r.hit || (want.hit && (r.t > want.t || (r.t == want.t && b->id > want.id)))) continue;
		want = (satWorldShapeHit){ true, b->id, r.t, { 0, 0 }, r.normal };
	}
	satDestroyShape(q);
	checkIdList(ids, count, "OverlapShape");
	if (uncertain) return;
	FUZZ_CHECK("world.cast-shape",
		got.hit == want.hit && got.id == want.id && fuzzSameBits(got.t, want.t) &&
			fuzzSameBits(got.normal.x, want.normal.x) && fuzzSameBits(got.normal.y, want.normal.y) &&
			isfinite(got.point.x) && isfinite(got.point.y),
		"cast (%a, %a) by (%a, %a) mask %x ignore %d: world hit %d id %d t %a normal (%a, %a); brute force hit %d "
		"id %d t %a normal (%a, %a)",
		(double)x, (double)y, (double)motion.x, (double)motion.y, mask, ignore, got.hit, got.id, (double)got.t,
		(double)got.normal.x, (double)got.normal.y, want.hit, want.id, (double)want.t, (double)want.normal.x,
		(double)want.normal.y);
}

// A move of a live body (or a bad id): a body that is not kinematic gets SAT_ERR_BAD_TYPE and nothing moves; bad
// values their error; else the result is where the world has the body, no other body moved, a move with nothing
// within its reach but sensors (and bodies its filter leaves out) ends at start + motion, and a body that
// started clear of every static ends overlapping none deeper than the skin (sensors are passed through: not counted).
static void opMove(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	bool bad = false;
	satVec2 motion = { (float)(g_scale * 4 * fuzzSigned(in)), (float)(g_scale * 4 * fuzzSigned(in)) };
	if (fuzzU8(in) % 16 == 0) {
		motion.x = fuzzAnyFloat(in);
		bad |= badValue(motion.x);
	}
	satMoveDef def = satDefaultMoveDef();
	uint8_t opts = fuzzU8(in);
	if (opts & 1) def.stepHeight = (float)(g_scale * fuzzU8(in) / 256.0);
	if (opts & 2) def.snapDown = (float)(g_scale * fuzzU8(in) / 256.0);
	if (opts & 4) def.skin = (float)(g_scale * fuzzU8(in) / 2560.0);
	if (opts & 8) def.maxSlope = (float)(fuzzU8(in) / 160.0);
	if (opts & 16) def.up = (satVec2){ (float)fuzzSigned(in), (float)fuzzSigned(in) };
	def.slideOnSlopes = (opts & 32) != 0;
	bool badDef = (def.up.x == 0.0f && def.up.y == 0.0f) || def.maxSlope > 1.5707964f;
	satAABB before[MAX_LIVE];
	snapshot(before);
	const Body* b = k >= 0 ? &g_live[k] : NULL;
	double skin = def.skin > 0.0f ? def.skin : b != NULL ? 0.01 * fuzzMagnitude(b->shape) : 0.0;
	bool clear = b != NULL;
	for (int i = 0; clear && i < g_liveCount; ++i) {
		satCollision c = { 0 };
		if (i != k && g_live[i].type == SAT_BODY_STATIC && !pairFiltered(b, &g_live[i]) && !isOneWay(&g_live[i]) &&
			!g_live[i].sensor) { // a move passes through sensors
			satCollide(b->shape, g_live[i].shape, (satVec2){ 0, 0 }, &c);
			clear = !c.intersect;
		}
	}
	// Nothing within the move's reach but sensors and bodies the filter leaves out: it is unobstructed (a motion
	// not too short for the skin's round-off): no push out, no cast hits, no ground.
	double length = fuzzLen(motion.x, motion.y);
	bool unobstructed = b != NULL;
	if (unobstructed) {
		satTransform at = satShape_GetTransform(b->shape);
		double reach = fuzzReach(b->shape), places = fabs(at.x) + fabs(at.y) + fabs(motion.x) + fabs(motion.y);
		double moveSkin = fmax(def.skin > 0.0f ? def.skin : 0.01 * reach, // never below the coordinates' round-off
			16 * FLT_EPSILON * (places + reach) + 16 * FLT_TRUE_MIN);
		double span = length + def.stepHeight + def.snapDown + 4 * moveSkin,
			   m = span + 1e-3 * (span + reach) + 1e-5 * places + 64 * FLT_TRUE_MIN;
		satAABB box = satShape_GetAABB(b->shape);
		box = (satAABB){ (float)(box.minX - m), (float)(box.minY - m), (float)(box.maxX + m), (float)(box.maxY + m) };
		float floatLength = sqrtf(motion.x * motion.x + motion.y * motion.y); // as the world has it (may underflow)
		unobstructed = floatLength > 1e-2 * moveSkin;
		for (int i = 0; unobstructed && i < g_liveCount; ++i) {
			const Body* o = &g_live[i];
			if (i == k || o->sensor || (b->category & o->mask) == 0 || (o->category & b->mask) == 0) continue;
			satAABB ob = satShape_GetAABB(o->shape);
			unobstructed = ob.minX > box.maxX || box.minX > ob.maxX || ob.minY > box.maxY || box.minY > ob.maxY;
		}
	}
	satMoveResult r = { { 1, 1 }, true, 3, { 1, 0 }, 2 };
	satError e = satWorld_Move(g_world, id, motion, &def, &r);
	fuzzNote(" M%d(%.9g,%.9g)=%d", id, (double)motion.x, (double)motion.y, (int)e);
	if (k < 0 || b->type != SAT_BODY_KINEMATIC || bad || badDef) {
		FUZZ_CHECK("world.move-refused", e != SAT_OK && r.groundId == -1 && !r.grounded && r.position.x == 0.0f,
			"Move of id %d (type %d, bad %d %d): error %d", id, b != NULL ? (int)b->type : -1, bad, badDef, (int)e);
		checkUnchanged(before, "a refused Move");
		return;
	}
	if (e == SAT_ERR_OUT_OF_RANGE) { // the move would reach past the coordinate limit
		checkUnchanged(before, "Move out of range");
		return;
	}
	FUZZ_CHECK("world.move", e == SAT_OK, "Move of kinematic id %d: error %d", id, (int)e);
	if (e != SAT_OK) return;
	satTransform t;
	satWorld_GetTransform(g_world, id, &t);
	FUZZ_CHECK("world.move-result", fuzzSameBits(t.x, r.position.x) && fuzzSameBits(t.y, r.position.y),
		"Move: result (%a, %a), body at (%a, %a)", (double)r.position.x, (double)r.position.y, (double)t.x,
		(double)t.y);
	satTransform old = satShape_GetTransform(b->shape);
	FUZZ_CHECK("world.move-unobstructed",
		!unobstructed ||
			(fuzzSameBits(r.position.x, old.x + motion.x) && fuzzSameBits(r.position.y, old.y + motion.y) &&
				!r.grounded && r.groundId == -1),
		"Move of %d from (%a, %a) by (%a, %a), nothing but sensors near: ends at (%a, %a), grounded %d on %d", id,
		(double)old.x, (double)old.y, (double)motion.x, (double)motion.y, (double)r.position.x, (double)r.position.y,
		(int)r.grounded, r.groundId);
	if (old.x != t.x || old.y != t.y) g_live[k].nudged = true;
	satShape_SetTransform(g_live[k].shape, t.x, t.y, t.angle);
	for (int i = 0; i < g_liveCount; ++i) {
		if (i == k) continue;
		satAABB now;
		satWorld_GetAABB(g_world, g_live[i].id, &now);
		FUZZ_CHECK("world.move-others", memcmp(&now, &before[i], sizeof now) == 0, "Move of %d moved body %d", id,
			g_live[i].id);
	}
	for (int i = 0; clear && i < g_liveCount; ++i) {
		if (i == k || g_live[i].type != SAT_BODY_STATIC || pairFiltered(b, &g_live[i]) || isOneWay(&g_live[i]) ||
			g_live[i].sensor)
			continue;
		satCollision c = { 0 };
		satCollide(b->shape, g_live[i].shape, (satVec2){ 0, 0 }, &c);
		double depth = hypot(c.mtv.x, c.mtv.y),
			   tol = skin + fuzzTol(fuzzMagnitude(b->shape) + fuzzMagnitude(g_live[i].shape));
		if (c.intersect && depth > tol) {
			describeBody(b);
			describeBody(&g_live[i]);
		}
		FUZZ_CHECK("world.move-never-inside", !c.intersect || depth <= tol,
			"Move of %d by (%a, %a): ends %.3g into static %d (skin %.3g)", id, (double)motion.x, (double)motion.y,
			depth, g_live[i].id, skin);
	}
}

static void opQuery(FuzzIn* in)
{
	static const unsigned masks[8] = { ~0u, 0u, 1u, 2u, 3u, 0x80000000u, 0x5555u, 1u << 7 };
	uint8_t kind = fuzzU8(in);
	bool bad = false;
	float x0 = queryCoord(in, true, &bad), y0 = queryCoord(in, false, &bad);
	float x1 = x0, y1 = y0;
	if (kind % 3 != 2 && fuzzU8(in) % 8 != 0) { // else zero length, or a point box
		x1 = queryCoord(in, true, &bad);
		y1 = queryCoord(in, false, &bad);
	}
	if (kind >= 224 && g_liveCount > 0) { // a shape cast and overlap with a live body's shape
		const satShape* probe = g_live[fuzzU8(in) % g_liveCount].shape;
		int ignore = fuzzU8(in) % 4 == 0 ? g_live[fuzzU8(in) % g_liveCount].id : -1;
		checkShapeQuery(probe, x0, y0, fuzzAngle(in), (satVec2){ x1 - x0, y1 - y0 }, masks[fuzzU8(in) % 8], ignore,
			badValue(x0) || badValue(y0), bad || badValue(x1 - x0) || badValue(y1 - y0));
		return;
	}
	if (kind >= 208) {
		opMove(in);
		return;
	}
	if (kind % 3 == 0) {
		checkRayQuery(x0, y0, x1, y1, masks[fuzzU8(in) % 8], bad);
		return;
	}
	bool isPoint = kind % 3 == 2;
	satAABB box = { fminf(x0, x1), fminf(y0, y1), fmaxf(x0, x1), fmaxf(y0, y1) };
	if (!isPoint && fuzzU8(in) % 16 == 0) { // min > max
		box = (satAABB){ box.maxX, box.minY, box.minX, box.maxY };
		bad |= box.minX > box.maxX;
	}
	if (bad && !isPoint && (isnan(x0) || isnan(x1) || isnan(y0) || isnan(y1))) box = (satAABB){ x0, y0, x1, y1 };
	checkIdQuery(box, isPoint, fuzzU8(in) % (MAX_LIVE + 2), bad);
}

// Queries after a Collide, from the state alone: a ray from each body's position to the next one's (and on past
// it), a point query at each position and first vertex, a box query over each body's box; and a shape cast of one
// body's shape (by the Collide's number) from where it is to the next body's position, ignoring the body.
static void queriesAfterCollide(void)
{
	if (g_liveCount > 1) {
		const Body* b = &g_live[g_collides % g_liveCount];
		satTransform a = satShape_GetTransform(b->shape),
					 to = satShape_GetTransform(g_live[(g_collides + 1) % g_liveCount].shape);
		satVec2 motion = { (float)((double)to.x - a.x), (float)((double)to.y - a.y) };
		checkShapeQuery(
			b->shape, a.x, a.y, a.angle, motion, ~0u, b->id, false, badValue(motion.x) || badValue(motion.y));
	}
	for (int i = 0; i < g_liveCount; ++i) {
		satTransform a = satShape_GetTransform(g_live[i].shape),
					 b = satShape_GetTransform(g_live[(i + 1) % g_liveCount].shape);
		checkRayQuery(a.x, a.y, b.x, b.y, i % 2 ? ~0u : 1u, false);
		checkRayQuery(b.x, b.y, fuzzClampCoord(2.0 * b.x - a.x), fuzzClampCoord(2.0 * b.y - a.y), ~0u, false);
		checkIdQuery((satAABB){ a.x, a.y, a.x, a.y }, true, MAX_LIVE, false);
		if (satShape_GetVertexCount(g_live[i].shape) > 0) {
			satVec2 v = satShape_GetWorldVertex(g_live[i].shape, 0);
			v = (satVec2){ fuzzClampCoord(v.x), fuzzClampCoord(v.y) };
			checkIdQuery((satAABB){ v.x, v.y, v.x, v.y }, true, i % 4, false);
		}
		satAABB box = satShape_GetAABB(g_live[i].shape); // within the coordinate limit, as a query must be
		box = (satAABB){ fuzzClampCoord(box.minX), fuzzClampCoord(box.minY), fuzzClampCoord(box.maxX),
			fuzzClampCoord(box.maxY) };
		checkIdQuery(box, false, i % 4, false);
	}
}

// setAwake of a body (or a bad id), or setSleepEnabled.
static void opSleep(FuzzIn* in)
{
	uint8_t sel = fuzzU8(in);
	if (sel % 4 == 3) {
		bool on = sel & 4;
		satError e = satWorld_SetSleepEnabled(g_world, on);
		fuzzNote(" sleep%d=%d", (int)on, (int)e);
		FUZZ_CHECK("world.sleep-enable", e == SAT_OK, "SetSleepEnabled(%d): error %d", (int)on, (int)e);
		g_sleepEnabled = on;
		for (int i = 0; !on && i < g_liveCount; ++i)
			if (g_live[i].type == SAT_BODY_DYNAMIC)
				FUZZ_CHECK(
					"world.wake-disable", awakeNow(g_live[i].id), "sleeping disabled, body %d asleep", g_live[i].id);
		return;
	}
	int k, id = pickId(in, &k);
	bool awake = sel & 1, wasAwake[MAX_LIVE];
	for (int i = 0; i < g_liveCount; ++i) wasAwake[i] = awakeNow(g_live[i].id);
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetAwake(g_world, id, awake);
	int ring = g_rings++; // the island put to sleep: every body that fell asleep in this call
	for (int i = 0; i < g_liveCount; ++i)
		if (wasAwake[i] && g_live[i].type == SAT_BODY_DYNAMIC && !awakeNow(g_live[i].id)) g_live[i].ring = ring;
	fuzzNote(" awake%d(%d)=%d", id, (int)awake, (int)e);
	if (k < 0) {
		FUZZ_CHECK("world.stale-id", e == SAT_ERR_BAD_ID, "SetAwake of bad id %d: error %d", id, (int)e);
		checkUnchanged(before, "SetAwake of a bad id");
		return;
	}
	FUZZ_CHECK("world.set-awake", e == SAT_OK, "SetAwake(%d) of live id %d: error %d", (int)awake, id, (int)e);
	checkUnchanged(before, "SetAwake");
	if (g_live[k].type == SAT_BODY_DYNAMIC)
		FUZZ_CHECK("world.set-awake", awakeNow(id) == awake, "SetAwake(%d) of dynamic body %d: awake %d", (int)awake,
			id, (int)!awake);
	for (int i = 0; i < g_liveCount; ++i) { // bodies put to sleep have no velocity any more
		Body* b = &g_live[i];
		if (b->type != SAT_BODY_DYNAMIC || awakeNow(b->id)) continue;
		satVelocity v = { 7, 7, 7 };
		satWorld_GetVelocity(g_world, b->id, &v);
		FUZZ_CHECK("world.set-awake", v.vx == 0.0f && v.vy == 0.0f && v.angular == 0.0f,
			"body %d asleep with velocity (%.9g, %.9g, %.9g)", b->id, (double)v.vx, (double)v.vy, (double)v.angular);
		b->vel = v;
	}
	checkJoinedTogether("SetAwake", wasAwake);
}

static void opSetBullet(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	bool flag = fuzzU8(in) & 1, wasAwake[MAX_LIVE];
	for (int i = 0; i < g_liveCount; ++i) wasAwake[i] = awakeNow(g_live[i].id);
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetBullet(g_world, id, flag);
	fuzzNote(" bullet%d(%d)=%d", id, (int)flag, (int)e);
	if (k < 0) {
		bool out = true;
		satError r = satWorld_IsBullet(g_world, id, &out);
		FUZZ_CHECK("world.stale-id", e == SAT_ERR_BAD_ID && r == SAT_ERR_BAD_ID && !out,
			"SetBullet / IsBullet of bad id %d: errors %d, %d, read %d", id, (int)e, (int)r, (int)out);
	} else {
		FUZZ_CHECK("world.set-bullet", e == SAT_OK, "SetBullet(%d) of live id %d: error %d", (int)flag, id, (int)e);
		g_live[k].bullet = flag;
	}
	checkUnchanged(before, "SetBullet");
	for (int i = 0; i < g_liveCount; ++i) {
		bool out = !g_live[i].bullet;
		satError r = satWorld_IsBullet(g_world, g_live[i].id, &out);
		FUZZ_CHECK("world.is-bullet", r == SAT_OK && out == g_live[i].bullet,
			"IsBullet of live id %d: error %d, read %d, set %d", g_live[i].id, (int)r, (int)out, (int)g_live[i].bullet);
		FUZZ_CHECK("world.set-bullet", awakeNow(g_live[i].id) == wasAwake[i],
			"SetBullet(%d) of id %d: body %d was awake %d, is %d", (int)flag, id, g_live[i].id, (int)wasAwake[i],
			(int)!wasAwake[i]);
	}
	FUZZ_CHECK("world.set-bullet", satWorld_IsBullet(g_world, id, NULL) == SAT_ERR_NULL,
		"IsBullet(%d, NULL) is not SAT_ERR_NULL", id);
}

static void opRead(void)
{
	fuzzNote(" read");
	for (int i = 0; i < g_liveCount; ++i) checkMass(&g_live[i], "read");
}

// ---- Sensors and contact tuning ----

typedef struct SensorCall {
	int id;
	bool on;
} SensorCall;

static satError sensorCallRun(void* ctx)
{
	const SensorCall* c = ctx;
	return satWorld_SetSensor(g_world, c->id, c->on);
}

static int g_sensorCalls;

// setSensor (code 223) of a live, stale or made-up id, on or off: IsSensor reads it back (a bad id: SAT_ERR_BAD_ID
// from both, false read); nothing moves; a change wakes the body and the dynamic bodies in contact with it at the last
// step (as a removal would) and is a nudge. One call in four first runs with an allocation failing: out of memory
// changes nothing (when the call allocates at all).
static void opSensor(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	bool on = fuzzU8(in) & 1;
	satAABB before[MAX_LIVE];
	snapshot(before);
	SensorCall call = { id, on };
	satError e;
	fuzzNote(" sensor%d(%d)", id, (int)on);
	if (!callFailing(
			k >= 0 ? failureFor(400000 + g_sensorCalls++) : 0, sensorCallRun, &call, &e, "SetSensor out of memory"))
		e = satWorld_SetSensor(g_world, id, on);
	bool got = !on;
	satError eg = satWorld_IsSensor(g_world, id, &got);
	fuzzNote("=%d", (int)e);
	if (k < 0) {
		FUZZ_CHECK("world.stale-id", e == SAT_ERR_BAD_ID && eg == SAT_ERR_BAD_ID && !got,
			"SetSensor / IsSensor of bad id %d: errors %d, %d, reads %d", id, (int)e, (int)eg, (int)got);
		checkUnchanged(before, "SetSensor of a bad id");
		return;
	}
	FUZZ_CHECK("world.set-sensor", e == SAT_OK && eg == SAT_OK && got == on,
		"SetSensor(%d, %d) of a live body: error %d; IsSensor: error %d, reads %d", id, (int)on, (int)e, (int)eg,
		(int)got);
	FUZZ_CHECK("world.set-sensor", satWorld_IsSensor(g_world, id, NULL) == SAT_ERR_NULL, "IsSensor(%d, NULL)", id);
	checkUnchanged(before, "SetSensor");
	Body* b = &g_live[k];
	if (b->sensor != on) { // "The bodies it touched wake": those of the last step's contacts, and itself
		for (int c = 0; c < g_contactCount; ++c) {
			const int* ci = &g_contactIds[SAT_CONTACT_INTS * c];
			int other = ci[0] == id ? ci[1] : ci[1] == id ? ci[0] : -1;
			const Body* o = other >= 0 ? liveBody(other) : NULL;
			if (isDynamic(o))
				FUZZ_CHECK("world.wake-sensor", awakeNow(other),
					"body %d, in contact with %d, asleep after SetSensor(%d, %d)", other, id, id, (int)on);
		}
		if (isDynamic(b))
			FUZZ_CHECK("world.wake-sensor", awakeNow(id), "SetSensor(%d, %d): the body is asleep", id, (int)on);
		b->nudged = true;
	}
	b->sensor = on;
}

// A contact tuning value: ordinary (about the default), scaled by 10^-6 .. 10^6, the edges, or any float.
static float tuningValue(FuzzIn* in, double ordinary)
{
	switch (fuzzU8(in) % 8) {
	case 0:
	case 1:
		return (float)ordinary;
	case 2:
	case 3:
		return (float)(ordinary * (0.01 + 4 * fuzzUnit(in)));
	case 4:
		return (float)(ordinary * pow(10.0, (int)(fuzzU8(in) % 13) - 6));
	case 5:
		return FLT_TRUE_MIN;
	case 6:
		return SAT_MAX_COORDINATE;
	default:
		return fuzzAnyFloat(in);
	}
}

// setContactTuning (code 127): good values or one bad field (NaN, infinities, zero, negative, beyond
// SAT_MAX_COORDINATE) or NULL: SAT_ERR_NULL, then SAT_ERR_NOT_FINITE for any NaN or infinity, then
// SAT_ERR_OUT_OF_RANGE; nothing changes on an error, and GetContactTuning reads a good one back bit for bit.
static void opContactTuning(FuzzIn* in)
{
	satContactTuning t = { tuningValue(in, 30.0), tuningValue(in, 10.0), tuningValue(in, 3.0 * g_units) };
	uint8_t sel = fuzzU8(in);
	if (sel % 4 == 0) {
		const float bad[10] = { NAN, INFINITY, -INFINITY, 0.0f, -0.0f, -1.0f, -FLT_TRUE_MIN, 2e18f,
			nextafterf(SAT_MAX_COORDINATE, INFINITY), FLT_MAX };
		float* field[3] = { &t.hertz, &t.dampingRatio, &t.pushSpeed };
		int which = fuzzU8(in) % 3;
		*field[which] = bad[fuzzU8(in) % 10];
	}
	bool null = sel % 32 == 1;
	float v[3] = { t.hertz, t.dampingRatio, t.pushSpeed };
	bool finite = true, inRange = t.hertz > 0.0f && t.dampingRatio >= 0.0f && t.pushSpeed > 0.0f;
	for (int i = 0; i < 3; ++i) {
		finite &= isfinite(v[i]) != 0;
		inRange &= v[i] <= SAT_MAX_COORDINATE;
	}
	satError want = null ? SAT_ERR_NULL : !finite ? SAT_ERR_NOT_FINITE : !inRange ? SAT_ERR_OUT_OF_RANGE : SAT_OK;
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetContactTuning(g_world, null ? NULL : &t);
	fuzzNote(" tuning(%a,%a,%a%s)=%d", (double)t.hertz, (double)t.dampingRatio, (double)t.pushSpeed,
		null ? ",NULL" : "", (int)e);
	FUZZ_CHECK("world.contact-tuning", e == want, "SetContactTuning(%s%a, %a, %a): error %d, want %d",
		null ? "NULL; " : "", (double)t.hertz, (double)t.dampingRatio, (double)t.pushSpeed, (int)e, (int)want);
	checkUnchanged(before, "SetContactTuning");
	if (e == SAT_OK) g_tuning = t; // checkState reads it back
}

// ---- Joints ----

#define ERR_BIT(e) (1u << (unsigned)(e))

// sat.h's revolute limits: within [-0.99 pi, 0.99 pi] (the library holds the bound in float: a limit within
// round-off of it is not called).
static const double kRevoluteLimit = 0.99 * 3.14159265358979323846;

static bool nearlyEqual(double a, double b, double rel)
{
	return fabs(a - b) <= rel * fmax(fabs(a), fabs(b)) + 4 * FLT_TRUE_MIN;
}

static bool hasMotor(satJointType t)
{
	return t == SAT_JOINT_REVOLUTE || t == SAT_JOINT_PRISMATIC || t == SAT_JOINT_WHEEL;
}

static const char* jointErrorName(satError e)
{
	const char* s = satErrorString(e);
	return s != NULL ? s : "?";
}

// The errors satWorld_AddJoint may give for a definition by sat.h's list, as bits (SAT_OK: bit 0). Those that surely
// apply (any one of them is right when several do: sat.h gives no order), and those it leaves open: a limit in the
// wrong order or beyond the revolute range while limits are off, or on a type without limits; a zero axis of a type
// that has none; a length bound of another type; a value within round-off of a bound. SAT_OK is allowed exactly when
// none surely applies. Written from the documentation, not from the library's checks.
static unsigned jointDefErrors(const satJointDef* d)
{
	unsigned must = 0, may = 0;
	int type = (int)d->type;
	bool known = type >= SAT_JOINT_REVOLUTE && type <= SAT_JOINT_MOUSE;
	if (!known || d->bodyA == d->bodyB) must |= ERR_BIT(SAT_ERR_BAD_JOINT); // an unknown type, one body to itself
	if (!isLiveId(d->bodyB) || (d->bodyA != SAT_WORLD_BODY && !isLiveId(d->bodyA))) must |= ERR_BIT(SAT_ERR_BAD_ID);
	const float values[21] = { d->anchorA.x, d->anchorA.y, d->anchorB.x, d->anchorB.y, d->axis.x, d->axis.y, d->lower,
		d->upper, d->motorSpeed, d->maxMotorTorque, d->maxMotorForce, d->hertz, d->dampingRatio, d->targetAngle,
		d->targetTranslation, d->length, d->minLength, d->maxLength, d->linearHertz, d->angularHertz, d->maxForce };
	bool numbers = true; // every number finite and within SAT_MAX_COORDINATE
	for (int k = 0; k < 21; ++k) {
		if (!isfinite(values[k]))
			must |= ERR_BIT(SAT_ERR_NOT_FINITE);
		else if (fabsf(values[k]) > SAT_MAX_COORDINATE)
			must |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
		numbers &= !badValue(values[k]);
	}
	const float amounts[7] = { d->maxMotorTorque, d->maxMotorForce, d->hertz, d->dampingRatio, d->linearHertz,
		d->angularHertz, d->maxForce }; // forces, torques, hertz and damping ratios: not negative
	for (int k = 0; k < 7; ++k)
		if (amounts[k] < 0.0f) must |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
	bool limited = type == SAT_JOINT_REVOLUTE || type == SAT_JOINT_PRISMATIC || type == SAT_JOINT_WHEEL;
	unsigned* limitRule = d->enableLimit && limited ? &must : &may;
	if (d->lower > d->upper) *limitRule |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
	if (type == SAT_JOINT_REVOLUTE && numbers) {
		bool outside = false, near = false;
		for (int e = 0; e < 2; ++e) {
			double v = fabs(e ? (double)d->upper : (double)d->lower);
			if (nearlyEqual(v, kRevoluteLimit, 1e-6))
				near = true;
			else if (v > kRevoluteLimit)
				outside = true;
		}
		if (outside) *limitRule |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
		if (near) may |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
	}
	if (d->axis.x == 0.0f && d->axis.y == 0.0f)
		*(type == SAT_JOINT_PRISMATIC || type == SAT_JOINT_WHEEL ? &must : &may) |= ERR_BIT(SAT_ERR_BAD_AXIS);
	if (type != SAT_JOINT_DISTANCE && d->minLength > d->maxLength) may |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
	if (type == SAT_JOINT_DISTANCE && numbers) {
		// The rest length (< 0: the anchors' distance, itself a value that must be within SAT_MAX_COORDINATE), then
		// the bounds (< 0: the length, or no bound with a spring), in order.
		double length = d->length;
		bool measured = d->length < 0.0f;
		if (measured) {
			double dx = (double)d->anchorB.x - d->anchorA.x, dy = (double)d->anchorB.y - d->anchorA.y;
			length = sqrt(dx * dx + dy * dy);
			if (nearlyEqual(length, SAT_MAX_COORDINATE, 1e-6))
				may |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
			else if (length > SAT_MAX_COORDINATE)
				must |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
		}
		bool spring = d->hertz > 0.0f;
		double lo = d->minLength < 0.0f ? (spring ? 0.0 : length) : d->minLength;
		double hi = d->maxLength < 0.0f ? (spring ? INFINITY : length) : d->maxLength;
		bool derived = measured && (d->minLength < 0.0f || d->maxLength < 0.0f); // the library's length is a float
		if (derived && nearlyEqual(lo, hi, 1e-6))
			may |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
		else if (lo > hi)
			must |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
	}
	return must != 0 ? must | may : ERR_BIT(SAT_OK) | may;
}

// What the world's awake flags must be after a call that wakes the islands of the bodies ends[0..n) (the fixed world
// and bad ids skipped): those that are dynamic are awake, and every body asleep in one island with them (the model's
// ring); no other body woke or fell asleep. n = 0: nothing changed.
static void checkWoken(const bool* wasAwake, const int* ends, int n, const char* call)
{
	int rings[2], ringCount = 0;
	for (int e = 0; e < n; ++e) {
		const Body* b = liveBody(ends[e]);
		if (b != NULL && b->type == SAT_BODY_DYNAMIC && !wasAwake[b - g_live] && b->ring >= 0)
			rings[ringCount++] = b->ring;
	}
	for (int i = 0; i < g_liveCount; ++i) {
		const Body* b = &g_live[i];
		bool want = wasAwake[i];
		for (int e = 0; e < n && b->type == SAT_BODY_DYNAMIC; ++e) want |= ends[e] == b->id;
		for (int r = 0; r < ringCount && !wasAwake[i]; ++r) want |= b->ring == rings[r];
		bool awake = awakeNow(b->id);
		FUZZ_CHECK(n > 0 ? "joint.wake" : "joint.changed-on-error", awake == want,
			"%s: body %d (type %d, island %d) was awake %d, is %d, want %d (the islands of %d, %d wake)", call, b->id,
			(int)b->type, b->ring, (int)wasAwake[i], (int)awake, (int)want, n > 0 ? ends[0] : -1, n > 1 ? ends[1] : -1);
	}
}

// sat.h: "A joint joins its two dynamic bodies into one island: they sleep and wake together." After a step, every
// joint between two dynamic bodies has both awake or both asleep; after a call that put bodies to sleep (wasAwake:
// the flags before it), those bodies' joint partners are asleep too. (Not after every call: a body made dynamic wakes
// alone, and its asleep partner wakes at the next step.)
static void checkJoinedTogether(const char* after, const bool* wasAwake)
{
	for (int j = 0; j < g_jointCount; ++j) {
		const Body *a = liveBody(g_joints[j].a), *b = liveBody(g_joints[j].b);
		if (!isDynamic(a) || !isDynamic(b)) continue;
		bool awakeA = awakeNow(a->id), awakeB = awakeNow(b->id);
		bool fell = wasAwake == NULL || (wasAwake[a - g_live] && !awakeA) || (wasAwake[b - g_live] && !awakeB);
		FUZZ_CHECK("joint.island", !fell || awakeA == awakeB,
			"after %s: joint %d joins dynamic bodies %d (awake %d) and %d (awake %d): one island, asleep or awake "
			"together",
			after, g_joints[j].id, a->id, (int)awakeA, b->id, (int)awakeB);
	}
}

static void awakeFlags(bool* out)
{
	for (int i = 0; i < g_liveCount; ++i) out[i] = awakeNow(g_live[i].id);
}

// After every operation: the world's joints are the model's (count, type and bodies of each), removed ids are
// SAT_ERR_BAD_JOINT with zeros written, and every reaction is finite (zeros before the joint's first step).
static void checkJoints(const char* after)
{
	int n = satWorld_GetJointCount(g_world);
	FUZZ_CHECK("joint.count", n == g_jointCount, "after %s: %d joints, the model %d", after, n, g_jointCount);
	for (int j = 0; j < g_jointCount; ++j) {
		const Joint* t = &g_joints[j];
		satJointType type = (satJointType)99;
		int a = 99, b = 99;
		satError e = satWorld_GetJointBodies(g_world, t->id, &type, &a, &b);
		FUZZ_CHECK("joint.bodies", e == SAT_OK && type == t->type && a == t->a && b == t->b,
			"after %s: joint %d: GetJointBodies error %d, type %d, bodies (%d, %d); the model: type %d, (%d, %d)",
			after, t->id, (int)e, (int)type, a, b, (int)t->type, t->a, t->b);
		satJointReaction r = { 7, 7, 7 };
		e = satWorld_GetJointReaction(g_world, t->id, &r);
		bool finite = isfinite(r.fx) && isfinite(r.fy) && isfinite(r.torque);
		bool zero = r.fx == 0.0f && r.fy == 0.0f && r.torque == 0.0f;
		FUZZ_CHECK("joint.reaction", e == SAT_OK && finite && (t->stepped || zero),
			"after %s: joint %d (type %d, bodies %d, %d): GetJointReaction error %d, (%.9g, %.9g, %.9g): want finite, "
			"zeros before its first step (stepped %d)",
			after, t->id, (int)t->type, t->a, t->b, (int)e, (double)r.fx, (double)r.fy, (double)r.torque,
			(int)t->stepped);
	}
	for (int s = 0; s < g_staleJointCount; ++s) {
		int id = g_staleJoints[s];
		satJointType type = (satJointType)99;
		int a = 99, b = 99;
		satJointReaction r = { 7, 7, 7 };
		satError e = satWorld_GetJointBodies(g_world, id, &type, &a, &b),
				 er = satWorld_GetJointReaction(g_world, id, &r);
		FUZZ_CHECK("joint.stale-id",
			e == SAT_ERR_BAD_JOINT && er == SAT_ERR_BAD_JOINT && (int)type == 0 && a == -1 && b == -1 && r.fx == 0.0f &&
				r.fy == 0.0f && r.torque == 0.0f,
			"after %s: removed joint %d: GetJointBodies error %d (type %d, bodies %d, %d), GetJointReaction error %d "
			"(%.9g, %.9g, %.9g): want SAT_ERR_BAD_JOINT, zeros and -1",
			after, id, (int)e, (int)type, a, b, (int)er, (double)r.fx, (double)r.fy, (double)r.torque);
	}
}

// satDefaultJointDef as sat.h documents it, for every type.
static void checkDefaultJointDefs(void)
{
	for (int type = SAT_JOINT_REVOLUTE; type <= SAT_JOINT_MOUSE; ++type) {
		satJointDef d = satDefaultJointDef((satJointType)type);
		bool wheel = type == SAT_JOINT_WHEEL, mouse = type == SAT_JOINT_MOUSE;
		bool ok = (int)d.type == type && d.bodyA == SAT_WORLD_BODY && d.bodyB == -1 && d.anchorA.x == 0.0f &&
			d.anchorA.y == 0.0f && d.anchorB.x == 0.0f && d.anchorB.y == 0.0f && d.axis.x == (wheel ? 0.0f : 1.0f) &&
			d.axis.y == (wheel ? 1.0f : 0.0f) && !d.enableLimit && !d.enableMotor && d.length == -1.0f &&
			d.minLength == -1.0f && d.maxLength == -1.0f && d.linearHertz == 0.0f && d.angularHertz == 0.0f &&
			!d.collideConnected &&
			d.hertz ==
				(wheel          ? 4.0f
						: mouse ? 5.0f
								: 0.0f) &&
			(!(wheel || mouse) || d.dampingRatio == 0.7f) && (!mouse || d.maxForce == SAT_MAX_COORDINATE);
		FUZZ_CHECK("joint.default-def", ok,
			"satDefaultJointDef(%d): type %d, bodies (%d, %d), anchors (%g, %g) (%g, %g), axis (%g, %g), limit %d, "
			"motor %d, lengths %g %g %g, weld hertz %g %g, collideConnected %d, hertz %g, damping ratio %g, maxForce "
			"%g: not as documented",
			type, (int)d.type, d.bodyA, d.bodyB, (double)d.anchorA.x, (double)d.anchorA.y, (double)d.anchorB.x,
			(double)d.anchorB.y, (double)d.axis.x, (double)d.axis.y, (int)d.enableLimit, (int)d.enableMotor,
			(double)d.length, (double)d.minLength, (double)d.maxLength, (double)d.linearHertz, (double)d.angularHertz,
			(int)d.collideConnected, (double)d.hertz, (double)d.dampingRatio, (double)d.maxForce);
	}
}

// An end of a joint: a live body mostly, the fixed world (often for body A), a removed body's id, or made up.
static int jointEnd(FuzzIn* in, bool worldOften)
{
	static const int madeUp[4] = { -2, INT_MIN, INT_MAX, 1 << SAT_ID_SLOT_BITS };
	uint8_t sel = fuzzU8(in);
	if (sel % 16 < (worldOften ? 4 : 1) || (sel % 16 < 14 && g_liveCount == 0)) return SAT_WORLD_BODY;
	if (sel % 16 == 14 && g_staleCount > 0) return g_stale[fuzzU16(in) % g_staleCount];
	if (sel % 16 >= 14) return sel & 16 ? madeUp[sel >> 5 & 3] : (int)fuzzU32(in);
	return g_live[fuzzU8(in) % g_liveCount].id;
}

// Where a joint's end is (a live body's origin), else the scene's middle.
static satVec2 endPlace(int id)
{
	const Body* b = liveBody(id);
	if (b == NULL) return (satVec2){ fuzzClampCoord(g_offsetX), fuzzClampCoord(g_offsetY) };
	satTransform t = satShape_GetTransform(b->shape);
	return (satVec2){ t.x, t.y };
}

// A point for an anchor or a target: at a body or between the two, or in the scene, offset by up to the scene's scale.
static satVec2 jointPoint(FuzzIn* in, int a, int b)
{
	uint8_t sel = fuzzU8(in);
	satVec2 pa = endPlace(a), pb = endPlace(b), p = sel % 4 == 0 ? pa : sel % 4 == 1 ? pb : pa;
	if (sel % 4 == 2) p = (satVec2){ (float)(0.5 * pa.x + 0.5 * pb.x), (float)(0.5 * pa.y + 0.5 * pb.y) };
	if (sel % 4 == 3) {
		p.x = fuzzClampCoord(g_offsetX + g_scale * 8 * fuzzUnit(in));
		p.y = fuzzClampCoord(g_offsetY + g_scale * 8 * fuzzUnit(in));
	}
	if (sel & 4) { // off it
		p.x = fuzzClampCoord(p.x + g_scale * fuzzSigned(in));
		p.y = fuzzClampCoord(p.y + g_scale * fuzzSigned(in));
	}
	return p;
}

// A joint's number: 0, size, or size times 10^(-2..2) times [0, 1] (or [-1, 1] when signed).
static float jointNumber(FuzzIn* in, double size, bool signedValue)
{
	uint8_t sel = fuzzU8(in);
	if (sel % 8 == 0) return 0.0f;
	if (sel % 8 == 1) return fuzzClampCoord(size);
	double u = signedValue ? fuzzSigned(in) : fuzzUnit(in);
	return fuzzClampCoord(size * pow(10.0, (int)(sel / 8 % 5) - 2) * u);
}

// A bad or edge value for one field of a definition.
static float badJointValue(FuzzIn* in)
{
	const float v[16] = { NAN, INFINITY, -INFINITY, -1.0f, -FLT_TRUE_MIN, -0.0f, 0.0f, FLT_TRUE_MIN,
		nextafterf(SAT_MAX_COORDINATE, INFINITY), SAT_MAX_COORDINATE, -SAT_MAX_COORDINATE, FLT_MAX, -FLT_MAX, 1e30f,
		-1e30f, -NAN };
	uint8_t sel = fuzzU8(in);
	return sel < 16 ? v[sel] : sel < 32 ? -(float)(g_scale * fuzzUnit(in)) : fuzzAnyFloat(in);
}

typedef struct AddJointCall {
	const satJointDef* def;
	int* out;
} AddJointCall;

static satError addJointRun(void* ctx)
{
	const AddJointCall* c = ctx;
	return satWorld_AddJoint(g_world, c->def, c->out);
}

// Add a joint: a type (now and then an unknown one), its ends (a live body, the world, the same body twice, a removed
// or made-up id), anchors near the bodies, an axis, then groups of fields from a flags byte (limits, motor, spring,
// targets, lengths, weld softness, mouse force, collideConnected), then maybe one field made bad, or a NULL pointer.
static void opAddJoint(FuzzIn* in)
{
	if (g_jointCount == MAX_JOINTS || g_jointIdCount == MAX_JOINT_IDS) return;
	static const int badTypes[4] = { 0, SAT_JOINT_TYPE_COUNT, -1, INT_MIN };
	uint8_t tsel = fuzzU8(in);
	int type = tsel % 16 < 12 ? SAT_JOINT_REVOLUTE + tsel % 16 % 6
		: tsel % 16 < 15      ? badTypes[tsel % 16 - 12]
		: tsel & 16           ? badTypes[3]
							  : (int)fuzzU32(in);
	satJointDef d = satDefaultJointDef((satJointType)type);
	d.type = (satJointType)type;
	d.bodyA = jointEnd(in, true);
	uint8_t bsel = fuzzU8(in);
	d.bodyB = bsel % 16 == 0 ? d.bodyA : jointEnd(in, false); // one body twice, now and then
	bool slider = type == SAT_JOINT_PRISMATIC || type == SAT_JOINT_WHEEL;
	d.anchorA = jointPoint(in, d.bodyA, d.bodyB);
	if (type == SAT_JOINT_DISTANCE) d.anchorB = jointPoint(in, d.bodyB, d.bodyA);
	if (slider) {
		uint8_t asel = fuzzU8(in);
		double t = TWO_PI * fuzzUnit(in);
		d.axis = asel % 8 == 0 ? (satVec2){ 0.0f, 0.0f }
			: asel % 8 == 1    ? (satVec2){ -0.0f, FLT_TRUE_MIN }
			: asel % 8 == 2    ? (satVec2){ SAT_MAX_COORDINATE, -SAT_MAX_COORDINATE }
							   : (satVec2){ (float)cos(t), (float)sin(t) };
		if (asel % 8 == 1 && asel & 8) d.axis.y = -0.0f; // both zeros, one negative
	}
	double size = g_scale, mass = 10.0 * g_units * g_scale * g_scale; // lengths; forces: a body's weight, about
	uint8_t flags = fuzzU8(in);
	if (flags & 1) { // limits: angles (revolute, about and beyond 0.99 pi) or translations, in order or not
		d.enableLimit = fuzzU8(in) % 4 != 0;
		double range = type == SAT_JOINT_REVOLUTE ? 3.2 : 2.0 * size;
		d.lower = (float)(range * fuzzSigned(in));
		d.upper = (float)(range * fuzzSigned(in));
		uint8_t order = fuzzU8(in);
		if (order % 4 != 0 && d.lower > d.upper) { // mostly in order
			float t = d.lower;
			d.lower = d.upper;
			d.upper = t;
		}
		if (order % 8 == 1) d.lower = d.upper;                                              // no travel
		if (order % 16 == 3) d.upper = (order & 16 ? -1.0f : 1.0f) * (float)kRevoluteLimit; // at the bound
		if (order % 16 == 5) { // just beyond the bound or just within it (a revolute's: other types have none)
			float v = (float)(kRevoluteLimit * (order & 32 ? 0.999 : 1.001));
			if (order & 16)
				d.lower = -v;
			else
				d.upper = v;
		}
	}
	if (flags & 2) { // motor
		d.enableMotor = fuzzU8(in) % 4 != 0;
		d.motorSpeed = jointNumber(in, type == SAT_JOINT_PRISMATIC ? size : 1.0, true);
		d.maxMotorTorque = jointNumber(in, mass * size * 10, false);
		d.maxMotorForce = jointNumber(in, mass * 10, false);
	}
	if (flags & 4) { // spring
		d.hertz = jointNumber(in, 10.0, false);
		d.dampingRatio = jointNumber(in, 1.0, false);
	}
	if (flags & 8) { // the spring's rest angle and translation
		d.targetAngle = jointNumber(in, 3.0, true);
		d.targetTranslation = jointNumber(in, size, true);
	}
	if (flags & 16) { // lengths (< 0: from the anchors): a rod, a rope, a spring's range, or out of order
		uint8_t lsel = fuzzU8(in);
		d.length = lsel % 4 == 0 ? -1.0f : jointNumber(in, 2 * size, false);
		d.minLength = lsel / 4 % 4 == 0 ? -1.0f : jointNumber(in, 2 * size, false);
		d.maxLength = lsel / 16 % 4 == 0 ? -1.0f : jointNumber(in, 2 * size, false);
	}
	if (flags & 32) { // weld softness
		d.linearHertz = jointNumber(in, 10.0, false);
		d.angularHertz = jointNumber(in, 10.0, false);
	}
	if (flags & 64) d.maxForce = jointNumber(in, mass * 10, false);
	d.collideConnected = flags & 128;
	uint8_t bad = fuzzU8(in);
	if (bad % 4 == 0) { // one field bad or at an edge
		float* field[21] = { &d.anchorA.x, &d.anchorA.y, &d.anchorB.x, &d.anchorB.y, &d.axis.x, &d.axis.y, &d.lower,
			&d.upper, &d.motorSpeed, &d.maxMotorTorque, &d.maxMotorForce, &d.hertz, &d.dampingRatio, &d.targetAngle,
			&d.targetTranslation, &d.length, &d.minLength, &d.maxLength, &d.linearHertz, &d.angularHertz, &d.maxForce };
		int which = fuzzU8(in) % 21; // before the value's bytes
		*field[which] = badJointValue(in);
	}
	bool nullDef = bad % 32 == 1, nullOut = bad % 32 == 3;
	unsigned allowed = nullDef || nullOut ? ERR_BIT(SAT_ERR_NULL) : jointDefErrors(&d);
	bool wasAwake[MAX_LIVE];
	awakeFlags(wasAwake);
	satAABB before[MAX_LIVE];
	snapshot(before);
	int id = 12345;
	AddJointCall call = { nullDef ? NULL : &d, nullOut ? NULL : &id };
	satError e;
	fuzzNote(" joint%d(%d,%d%s%s)", type, d.bodyA, d.bodyB, nullDef ? ",NULL" : "", nullOut ? ",NULL out" : "");
	if (!callFailing(failureFor(500000 + g_jointCalls++), addJointRun, &call, &e, "AddJoint out of memory")) {
		// (made and failed: SAT_ERR_OUT_OF_MEMORY, checked, and id -1; or not made at all: id untouched)
		FUZZ_CHECK("joint.out-of-memory", id == -1 || id == 12345, "AddJoint out of memory wrote id %d", id);
		checkWoken(wasAwake, NULL, 0, "AddJoint out of memory");
		id = 12345;
		e = satWorld_AddJoint(g_world, call.def, call.out);
	}
	fuzzNote("=%d", (int)e);
	FUZZ_CHECK("joint.add-error", (unsigned)e < 32 && (allowed & ERR_BIT(e)) != 0,
		"AddJoint(type %d, bodies %d, %d, anchors (%a, %a) (%a, %a), axis (%a, %a), limit %d [%a, %a], motor %d %a "
		"%a %a, spring %a %a, targets %a %a, lengths %a %a %a, weld %a %a, maxForce %a, collideConnected %d%s%s): "
		"error %d (%s), the documented errors are %#x (bits: 1 << error; bit 0 SAT_OK)",
		type, d.bodyA, d.bodyB, (double)d.anchorA.x, (double)d.anchorA.y, (double)d.anchorB.x, (double)d.anchorB.y,
		(double)d.axis.x, (double)d.axis.y, (int)d.enableLimit, (double)d.lower, (double)d.upper, (int)d.enableMotor,
		(double)d.motorSpeed, (double)d.maxMotorTorque, (double)d.maxMotorForce, (double)d.hertz,
		(double)d.dampingRatio, (double)d.targetAngle, (double)d.targetTranslation, (double)d.length,
		(double)d.minLength, (double)d.maxLength, (double)d.linearHertz, (double)d.angularHertz, (double)d.maxForce,
		(int)d.collideConnected, nullDef ? ", NULL def" : "", nullOut ? ", NULL id" : "", (int)e, jointErrorName(e),
		allowed);
	if (e != SAT_OK) { // nothing changes (checkState: the rest) and the id written is -1
		FUZZ_CHECK("joint.add-error", nullOut || id == -1, "AddJoint failed with error %d but wrote id %d", (int)e, id);
		checkUnchanged(before, "AddJoint that failed");
		checkWoken(wasAwake, NULL, 0, "AddJoint that failed");
		return;
	}
	bool seen = false;
	for (int k = 0; k < g_jointIdCount; ++k) seen |= g_jointIds[k] == id;
	FUZZ_CHECK("joint.id-fresh", id >= 0 && !seen, "AddJoint handed out id %d (seen before %d)", id, (int)seen);
	if (!g_jointRemoved)
		FUZZ_CHECK(
			"joint.id-order", id == g_jointIdCount, "no joint removed yet: joint %d got id %d", g_jointIdCount, id);
	g_jointIds[g_jointIdCount++] = id;
	g_joints[g_jointCount++] = (Joint){ id, (satJointType)type, d.bodyA, d.bodyB, d.collideConnected, false };
	checkUnchanged(before, "AddJoint"); // nothing moves
	int ends[2] = { d.bodyA, d.bodyB };
	checkWoken(wasAwake, ends, 2, "AddJoint"); // "Both bodies wake"
}

// A joint id to aim a call at: a live joint mostly, a removed one, or made up (maybe a live one by chance). *index:
// the model's joint, or -1.
static int pickJoint(FuzzIn* in, int* index)
{
	static const int madeUp[6] = { -1, INT_MIN, INT_MAX, 1 << SAT_ID_SLOT_BITS, MAX_JOINT_IDS, 0 };
	uint8_t sel = fuzzU8(in);
	int id;
	if (sel % 8 < 5 && g_jointCount > 0)
		id = g_joints[fuzzU8(in) % g_jointCount].id;
	else if (sel % 8 == 5 && g_staleJointCount > 0)
		id = g_staleJoints[fuzzU8(in) % g_staleJointCount];
	else
		id = sel % 8 == 6 ? madeUp[fuzzU8(in) % 6] : (int)fuzzU32(in);
	*index = -1;
	for (int j = 0; j < g_jointCount; ++j)
		if (g_joints[j].id == id) *index = j;
	return id;
}

static void opRemoveJoint(FuzzIn* in)
{
	int j, id = pickJoint(in, &j);
	bool wasAwake[MAX_LIVE];
	awakeFlags(wasAwake);
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_RemoveJoint(g_world, id);
	fuzzNote(" unjoint%d=%d", id, (int)e);
	checkUnchanged(before, "RemoveJoint");
	if (j < 0) {
		FUZZ_CHECK("joint.stale-id", e == SAT_ERR_BAD_JOINT, "RemoveJoint(%d), not a joint: error %d", id, (int)e);
		checkWoken(wasAwake, NULL, 0, "RemoveJoint of a bad id");
		return;
	}
	FUZZ_CHECK("joint.remove", e == SAT_OK, "RemoveJoint(%d) of a live joint: error %d", id, (int)e);
	int ends[2] = { g_joints[j].a, g_joints[j].b };
	if (g_staleJointCount < MAX_JOINT_IDS) g_staleJoints[g_staleJointCount++] = id;
	g_joints[j] = g_joints[--g_jointCount];
	g_jointRemoved = true;
	checkWoken(wasAwake, ends, 2, "RemoveJoint"); // "its bodies wake"
}

// A value for a motor or a target: ordinary, or (one in eight) bad or at an edge.
static float jointCallValue(FuzzIn* in, double size, bool signedValue)
{
	return fuzzU8(in) % 8 == 0 ? badJointValue(in) : jointNumber(in, size, signedValue);
}

static unsigned valueErrors(float v)
{
	return !isfinite(v)                 ? ERR_BIT(SAT_ERR_NOT_FINITE)
		: fabsf(v) > SAT_MAX_COORDINATE ? ERR_BIT(SAT_ERR_OUT_OF_RANGE)
										: 0;
}

// setJointMotor (a joint without a motor, a bad id or bad values: their errors and nothing changes) or
// setJointTarget (a mouse joint's; likewise). On success the joint's bodies wake (the target: body B only).
static void opJointCall(FuzzIn* in, bool target)
{
	int j, id = pickJoint(in, &j);
	const Joint* t = j >= 0 ? &g_joints[j] : NULL;
	float x, y;
	unsigned must = t == NULL ? ERR_BIT(SAT_ERR_BAD_JOINT) : 0;
	if (target) {
		satVec2 p = t != NULL ? jointPoint(in, t->b, t->a) : jointPoint(in, -1, -1);
		x = fuzzU8(in) % 8 == 0 ? badJointValue(in) : p.x;
		y = p.y;
		must |= valueErrors(x) | valueErrors(y);
		if (t != NULL && t->type != SAT_JOINT_MOUSE) must |= ERR_BIT(SAT_ERR_BAD_JOINT);
	} else {
		bool linear = t != NULL && t->type == SAT_JOINT_PRISMATIC;
		double force = 100.0 * g_units * g_scale * g_scale; // about ten times a body's weight
		x = jointCallValue(in, linear ? g_scale : 1.0, true);
		y = jointCallValue(in, linear ? force : force * g_scale, false);
		must |= valueErrors(x) | valueErrors(y);
		if (y < 0.0f) must |= ERR_BIT(SAT_ERR_OUT_OF_RANGE);
		if (t != NULL && !hasMotor(t->type)) must |= ERR_BIT(SAT_ERR_BAD_JOINT);
	}
	bool wasAwake[MAX_LIVE];
	awakeFlags(wasAwake);
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = target ? satWorld_SetJointTarget(g_world, id, x, y) : satWorld_SetJointMotor(g_world, id, x, y);
	fuzzNote(" %s%d(%a,%a)=%d", target ? "target" : "motor", id, (double)x, (double)y, (int)e);
	unsigned allowed = must != 0 ? must : ERR_BIT(SAT_OK);
	FUZZ_CHECK("joint.call-error", (unsigned)e < 32 && (allowed & ERR_BIT(e)) != 0,
		"%s(joint %d of type %d, %a, %a): error %d (%s), the documented errors are %#x",
		target ? "SetJointTarget" : "SetJointMotor", id, t != NULL ? (int)t->type : -1, (double)x, (double)y, (int)e,
		jointErrorName(e), allowed);
	checkUnchanged(before, target ? "SetJointTarget" : "SetJointMotor");
	if (e != SAT_OK || t == NULL) {
		checkWoken(wasAwake, NULL, 0, "a joint call that failed");
		return;
	}
	int ends[2] = { t->b, t->a };
	checkWoken(wasAwake, ends, target ? 1 : 2, target ? "SetJointTarget" : "SetJointMotor");
}

// The joint calls on a NULL world and on memory that is not a world (a destroyed world's memory cannot be read under
// AddressSanitizer): SAT_ERR_NULL and SAT_ERR_BAD_HANDLE, zeros and -1 written, a count of 0; and NULL outputs.
static void opJointProbes(FuzzIn* in)
{
	static uint64_t notAWorld[8192]; // zeros: no world's tag
	int k, id = pickJoint(in, &k);
	fuzzNote(" joint-probes(%d)", id);
	satJointDef d = satDefaultJointDef(SAT_JOINT_REVOLUTE);
	d.bodyB = g_liveCount > 0 ? g_live[0].id : 0;
	for (int w = 0; w < 2; ++w) {
		satWorld* world = w ? (satWorld*)notAWorld : NULL;
		satError want = w ? SAT_ERR_BAD_HANDLE : SAT_ERR_NULL;
		int out = 7, a = 7, b = 7;
		satJointType type = (satJointType)7;
		satJointReaction r = { 7, 7, 7 };
		satError e[6] = { satWorld_AddJoint(world, &d, &out), satWorld_RemoveJoint(world, id),
			satWorld_GetJointBodies(world, id, &type, &a, &b), satWorld_SetJointMotor(world, id, 1.0f, 1.0f),
			satWorld_SetJointTarget(world, id, 0.0f, 0.0f), satWorld_GetJointReaction(world, id, &r) };
		bool ok = out == -1 && a == -1 && b == -1 && (int)type == 0 && r.fx == 0.0f && r.fy == 0.0f &&
			r.torque == 0.0f && satWorld_GetJointCount(world) == 0;
		for (int c = 0; c < 6; ++c) ok &= e[c] == want;
		FUZZ_CHECK("joint.bad-world", ok,
			"%s world: AddJoint %d (id %d), RemoveJoint %d, GetJointBodies %d (%d, %d, %d), SetJointMotor %d, "
			"SetJointTarget %d, GetJointReaction %d (%g, %g, %g), GetJointCount %d: want error %d, -1 and zeros",
			w ? "not a" : "a NULL", (int)e[0], out, (int)e[1], (int)e[2], (int)type, a, b, (int)e[3], (int)e[4],
			(int)e[5], (double)r.fx, (double)r.fy, (double)r.torque, satWorld_GetJointCount(world), (int)want);
	}
	if (k < 0) return; // NULL outputs of a live joint
	int a = 7, b = 7;
	satJointType type = (satJointType)7;
	satError e1 = satWorld_GetJointBodies(g_world, id, NULL, &a, &b),
			 e2 = satWorld_GetJointBodies(g_world, id, &type, NULL, &b),
			 e3 = satWorld_GetJointBodies(g_world, id, &type, &a, NULL),
			 e4 = satWorld_GetJointReaction(g_world, id, NULL);
	FUZZ_CHECK("joint.null", e1 == SAT_ERR_NULL && e2 == SAT_ERR_NULL && e3 == SAT_ERR_NULL && e4 == SAT_ERR_NULL,
		"GetJointBodies / GetJointReaction of live joint %d with a NULL output: errors %d, %d, %d, %d", id, (int)e1,
		(int)e2, (int)e3, (int)e4);
}

// Joint operations (code 63, then a byte): add (half of them), remove, setJointMotor, setJointTarget, probes.
static void opJoint(FuzzIn* in)
{
	uint8_t sel = fuzzU8(in);
	switch (sel % 8) {
	case 4:
		opRemoveJoint(in);
		break;
	case 5:
		opJointCall(in, false);
		break;
	case 6:
		opJointCall(in, true);
		break;
	case 7:
		opJointProbes(in);
		break;
	default:
		opAddJoint(in);
		break;
	}
}

// ---- Tilemaps ----

enum {
	MAX_TILE_CELLS = 12
};

// Outlines of the cell values as sat.h's table gives them, in half tiles from the cell's lower-left corner (x: 0 or 2;
// y: 0, 1 the half line, 2), counter-clockwise.
static const int kTileOutline[SAT_TILE_COUNT][9] = {
	[SAT_TILE_SOLID] = { 4, 0, 0, 2, 0, 2, 2, 0, 2 },
	[SAT_TILE_SLOPE_UP_RIGHT] = { 3, 0, 0, 2, 0, 2, 2 },
	[SAT_TILE_SLOPE_UP_LEFT] = { 3, 0, 0, 2, 0, 0, 2 },
	[SAT_TILE_GENTLE_UP_RIGHT_LOW] = { 3, 0, 0, 2, 0, 2, 1 },
	[SAT_TILE_GENTLE_UP_RIGHT_HIGH] = { 4, 0, 0, 2, 0, 2, 2, 0, 1 },
	[SAT_TILE_GENTLE_UP_LEFT_LOW] = { 3, 0, 0, 2, 0, 0, 1 },
	[SAT_TILE_GENTLE_UP_LEFT_HIGH] = { 4, 0, 0, 2, 0, 2, 1, 0, 2 },
};

// satWorld_AddTiles of a map of up to 4 x 3 cells (any cell value, merged or not) near the scene at its scale,
// sometimes with one bad argument. The model, from sat.h: grid line k is (float)(x + k * tileSize) computed in double
// (row half lines likewise), a body sits at its lower-left corner with its other corners at differences of grid lines.
// Bad input, or a map float cannot hold: one of the errors the input earns, *outCount 0 (the count for a short
// capacity), no id written, nothing changed. Good input: the count is that of the non-empty cells, or merged, of
// solid runs and other cells; ids new and in row-major order; each body static, at its corner, with its AABB within
// its cell (its run) and its centroid inside it by QueryPoint; then the bodies are removed. Or the map is only
// counted (nothing added). Out of memory (one call in four, from the input's hash): SAT_ERR_OUT_OF_MEMORY, nothing
// changed but the ids to come.
static void opAddTiles(FuzzIn* in)
{
	int columns = 1 + fuzzU8(in) % 4, rows = 1 + fuzzU8(in) % 3, cells[MAX_TILE_CELLS];
	for (int k = 0; k < columns * rows; ++k) {
		uint8_t v = fuzzU8(in);
		cells[k] = v % 3 == 0 ? SAT_TILE_EMPTY : v % 3 == 1 ? SAT_TILE_SOLID : v / 3 % SAT_TILE_COUNT;
	}
	satTilesDef def = { fuzzClampCoord(g_scale * (0.05 + 2 * fuzzUnit(in))),
		fuzzClampCoord(g_offsetX + g_scale * 8 * fuzzSigned(in)),
		fuzzClampCoord(g_offsetY + g_scale * 8 * fuzzSigned(in)), fuzzU8(in) % 2 == 1 };
	int capacity = MAX_TILE_CELLS, callColumns = columns;
	const int* callCells = cells;
	uint8_t sel = fuzzU8(in) % 16;
	if (sel == 0) cells[fuzzU8(in) % (columns * rows)] = fuzzU8(in) % 2 ? -1 : SAT_TILE_COUNT + fuzzU8(in);
	if (sel == 1) def.tileSize = fuzzU8(in) % 4 == 0 ? 0.0f : fuzzAnyFloat(in);
	if (sel == 2) def.x = fuzzAnyFloat(in);
	if (sel == 3) def.y = fuzzAnyFloat(in);
	if (sel == 4) callColumns = fuzzU8(in) % 2 ? 0 : -1;
	if (sel == 5) callCells = NULL;
	if (sel == 6) capacity = fuzzU8(in) % 4; // maybe too little room

	// The model: the errors the input earns (bits 1 << code), the bodies' shapes and corners.
	unsigned earns = 0;
	if (callCells == NULL) earns |= 1u << SAT_ERR_NULL;
	if (callColumns < 1) earns |= 1u << SAT_ERR_BAD_ARRAY;
	bool goodCells = true;
	for (int k = 0; k < columns * rows; ++k) goodCells &= cells[k] >= 0 && cells[k] < SAT_TILE_COUNT;
	if (!goodCells) earns |= 1u << SAT_ERR_BAD_ARRAY;
	if (!(def.tileSize > 0.0f) || !isfinite(def.tileSize)) earns |= 1u << SAT_ERR_BAD_SIZE;
	if (!isfinite(def.x) || !isfinite(def.y)) earns |= 1u << SAT_ERR_NOT_FINITE;
	if (badValue(def.x) || badValue(def.y)) earns |= 1u << SAT_ERR_OUT_OF_RANGE;
	satShape* shapes[MAX_TILE_CELLS] = { NULL };
	int count = 0, col[MAX_TILE_CELLS], row[MAX_TILE_CELLS], span[MAX_TILE_CELLS], value[MAX_TILE_CELLS];
	float px[MAX_TILE_CELLS], py[MAX_TILE_CELLS];
	// The order of the checks is not the contract: any error the input earns will do, so the map's geometry is judged
	// whenever its numbers are good.
	bool goodNumbers = (earns & (1u << SAT_ERR_BAD_SIZE | 1u << SAT_ERR_NOT_FINITE | 1u << SAT_ERR_OUT_OF_RANGE)) == 0;
	if (goodNumbers) {
		double x = def.x, y = def.y, size = def.tileSize;
		bool inRange = !badValue((float)(x + columns * size)) && !badValue((float)(y + rows * size));
		if (!inRange) earns |= 1u << SAT_ERR_OUT_OF_RANGE;
		for (int k = 0; k < columns * rows && inRange && goodCells; ++k) {
			if (cells[k] == SAT_TILE_EMPTY) continue;
			int c = k % columns, r = k / columns, n = 1;
			if (def.merge && cells[k] == SAT_TILE_SOLID)
				while (c + n < columns && cells[k + n] == SAT_TILE_SOLID) ++n;
			float x0 = (float)(x + c * size), x1 = (float)(x + (c + n) * size), y0 = (float)(y + r * size);
			float across[3] = { 0.0f, 0.0f, (float)((double)x1 - x0) };
			float up[3] = { 0.0f, (float)((double)(float)(y + (r + 0.5) * size) - y0),
				(float)((double)(float)(y + (r + 1) * size) - y0) };
			const int* o = kTileOutline[cells[k]];
			float xy[8];
			bool half = false;
			for (int i = 0; i < o[0]; ++i) {
				xy[2 * i] = across[o[1 + 2 * i]];
				xy[2 * i + 1] = up[o[2 + 2 * i]];
				half |= o[2 + 2 * i] == 1;
			}
			satError e = half && !(up[1] > 0.0f && up[1] < up[2]) ? SAT_ERR_BAD_SIZE
																  : satCreatePolygon(xy, 2 * o[0], &shapes[count]);
			if (e != SAT_OK) earns |= 1u << (e == SAT_ERR_OUT_OF_RANGE ? SAT_ERR_OUT_OF_RANGE : SAT_ERR_BAD_SIZE);
			if (e != SAT_OK) break;
			col[count] = c, row[count] = r, span[count] = n, value[count] = cells[k], px[count] = x0, py[count] = y0;
			++count;
			k += n - 1;
		}
	}
	bool shortRoom = earns == 0 && capacity < count;
	if (shortRoom) earns |= 1u << SAT_ERR_BAD_ARRAY;
	bool countOnly = earns == 0 && sel == 7;
	fuzzNote(" tiles(%dx%d%s size %.9g at %.9g, %.9g; sel %d: %d bodies, earns %x%s)", callColumns, rows,
		def.merge ? " merged" : "", (double)def.tileSize, (double)def.x, (double)def.y, sel, count, earns,
		countOnly ? ", counted" : "");

	int ids[MAX_TILE_CELLS], outCount = 12345, bodies = satWorld_GetBodyCount(g_world);
	int slots = satWorld_GetSlotCount(g_world);
	for (int i = 0; i < MAX_TILE_CELLS; ++i) ids[i] = -7;
	satAABB before[MAX_LIVE];
	snapshot(before);
	int* outIds = countOnly ? NULL : ids;
	int room = countOnly ? 0 : capacity;
	satError e = SAT_OK;
	uint64_t failAt = earns == 0 && !countOnly ? failureFor(100000 + g_adds) : 0;
	if (failAt != 0) {
		testFailAllocation((long)failAt);
		e = satWorld_AddTiles(g_world, callCells, callColumns, rows, &def, outIds, room, &outCount);
		bool failed = testAllocationFailed();
		testFailAllocation(0);
		if (failed && e != SAT_OK) {
			fuzzNote(" (allocation %d fails)", (int)failAt);
			FUZZ_CHECK("tiles.out-of-memory", e == SAT_ERR_OUT_OF_MEMORY && outCount == 0,
				"AddTiles with allocation %d failing: error %d, count %d", (int)failAt, (int)e, outCount);
			for (int i = 0; i < MAX_TILE_CELLS; ++i)
				FUZZ_CHECK(
					"tiles.out-of-memory", ids[i] == -1 || ids[i] == -7, "ids[%d] = %d after running out", i, ids[i]);
			checkUnchanged(before, "AddTiles out of memory");
			g_removedAny = true; // the slots it took and gave back are reused first, under new ids
			g_xfPointer = satWorld_GetTransforms(g_world); // bodies were added (and removed): it may have moved
			failAt = 0;
			for (int i = 0; i < MAX_TILE_CELLS; ++i) ids[i] = -7;
		}
	}
	if (failAt == 0) e = satWorld_AddTiles(g_world, callCells, callColumns, rows, &def, outIds, room, &outCount);
	if (earns != 0) {
		FUZZ_CHECK("tiles.bad-input", e > 0 && e < 32 && (earns >> e & 1u), "AddTiles earned errors %x, returned %d",
			earns, (int)e);
		FUZZ_CHECK("tiles.bad-input", outCount == (e == SAT_ERR_BAD_ARRAY && shortRoom ? count : 0),
			"AddTiles error %d: *outCount %d (%d bodies, room for %d)", (int)e, outCount, count, capacity);
		for (int i = 0; i < MAX_TILE_CELLS; ++i)
			FUZZ_CHECK("tiles.bad-input", ids[i] == -7, "AddTiles error %d wrote ids[%d] = %d", (int)e, i, ids[i]);
		checkUnchanged(before, "AddTiles with bad input");
		FUZZ_CHECK("tiles.bad-input", satWorld_GetSlotCount(g_world) == slots, "the slot count went from %d to %d",
			slots, satWorld_GetSlotCount(g_world));
		for (int i = 0; i < count; ++i) satDestroyShape(shapes[i]);
		return;
	}
	FUZZ_CHECK("tiles.add", e == SAT_OK && outCount == count, "AddTiles: error %d, count %d, the model %d", (int)e,
		outCount, count);
	if (countOnly) {
		checkUnchanged(before, "AddTiles counting");
		for (int i = 0; i < count; ++i) satDestroyShape(shapes[i]);
		return;
	}
	FUZZ_CHECK("tiles.add", satWorld_GetBodyCount(g_world) == bodies + count, "%d bodies after adding %d to %d",
		satWorld_GetBodyCount(g_world), count, bodies);
	for (int i = 0; i < count; ++i) {
		int id = ids[i];
		FUZZ_CHECK("world.id-fresh", id >= 0 && !idSeen(id), "AddTiles handed out id %d again (or none)", id);
		if (!g_removedAny)
			FUZZ_CHECK("world.id-order", id == g_adds, "nothing removed yet: body %d got id %d", g_adds, id);
		idInsert(id);
		++g_adds;
		satTransform t = { 7, 7, 7 };
		satBodyType type = SAT_BODY_KINEMATIC;
		satAABB box = { 0, 0, 0, 0 };
		FUZZ_CHECK("tiles.body",
			satWorld_GetTransform(g_world, id, &t) == SAT_OK && satWorld_GetType(g_world, id, &type) == SAT_OK &&
				satWorld_GetAABB(g_world, id, &box) == SAT_OK,
			"body %d is not in the world", id);
		FUZZ_CHECK("tiles.corner",
			type == SAT_BODY_STATIC && fuzzSameBits(t.x, px[i]) && fuzzSameBits(t.y, py[i]) && t.angle == 0.0f,
			"body %d (cell %d, %d): type %d at (%.9g, %.9g, %.9g), its corner is (%.9g, %.9g)", id, col[i], row[i],
			(int)type, (double)t.x, (double)t.y, (double)t.angle, (double)px[i], (double)py[i]);
		// Within its cell, in double, up to the rounding of the grid lines.
		double x0 = def.x + col[i] * (double)def.tileSize, x1 = def.x + (col[i] + span[i]) * (double)def.tileSize;
		double y0 = def.y + row[i] * (double)def.tileSize, y1 = def.y + (row[i] + 1) * (double)def.tileSize;
		double tol = fuzzTol(fmax(fmax(fabs(x0), fabs(x1)), fmax(fabs(y0), fabs(y1))));
		FUZZ_CHECK("tiles.in-cell",
			box.minX >= x0 - tol && box.maxX <= x1 + tol && box.minY >= y0 - tol && box.maxY <= y1 + tol &&
				box.minX <= box.maxX && box.minY <= box.maxY,
			"body %d (cell %d, %d, %d wide, value %d): box (%.9g, %.9g)-(%.9g, %.9g) is not within its cell "
			"(%.9g, %.9g)-(%.9g, %.9g)",
			id, col[i], row[i], span[i], value[i], (double)box.minX, (double)box.minY, (double)box.maxX,
			(double)box.maxY, x0, y0, x1, y1);
		// Where the model has it: its centroid is inside it.
		satShape_SetTransform(shapes[i], px[i], py[i], 0.0f);
		satVec2 c = satShape_GetCentroid(shapes[i]);
		satVec2 inside = { px[i] + c.x, py[i] + c.y };
		int hits[MAX_TILE_CELLS + MAX_LIVE], hitCount = -1;
		FUZZ_CHECK("tiles.query",
			satWorld_QueryPoint(g_world, inside, hits, MAX_TILE_CELLS + MAX_LIVE, &hitCount) == SAT_OK,
			"QueryPoint failed");
		bool found = false;
		for (int h = 0; h < hitCount && h < MAX_TILE_CELLS + MAX_LIVE; ++h) found |= hits[h] == id;
		FUZZ_CHECK("tiles.query", found, "body %d (cell %d, %d, value %d) does not contain its centroid (%.9g, %.9g)",
			id, col[i], row[i], value[i], (double)inside.x, (double)inside.y);
	}
	// Then removed: later operations do not meet them (tiles in the model met two defects of the world, reported).
	for (int i = 0; i < count; ++i) {
		FUZZ_CHECK("world.remove", satWorld_RemoveBody(g_world, ids[i]) == SAT_OK, "RemoveBody(%d) of a tile", ids[i]);
		noteStale(ids[i]);
		satDestroyShape(shapes[i]);
	}
	g_removedAny = g_removedAny || count > 0;
	g_xfPointer = satWorld_GetTransforms(g_world); // bodies were added: it may have moved
}

// A hit speed for satWorldDef: 0 (the default), tiny (every approaching contact), about the scene's, the largest, or
// a bad value.
static float hitSpeedValue(FuzzIn* in)
{
	const float values[10] = { 0.0f, FLT_TRUE_MIN, (float)(1e-3 * g_scale), (float)g_scale, (float)(10 * g_scale),
		SAT_MAX_COORDINATE, NAN, -1.0f, INFINITY, 2e18f };
	return values[fuzzU8(in) % 10];
}

// The world's units from bits 4-7 of its definition byte (sel): 0-11 the default (1, as inputs had before); 12 units
// 1 with a hit speed; 13 and 14 units near the scene's scale (clamped to (0, 1e6]), 14 with a hit speed; 15 an edge
// or a bad value.
static void setUnits(FuzzIn* in, unsigned sel, satWorldDef* def)
{
	if (sel == 12) {
		def->lengthUnitsPerMeter = 1.0f;
		def->hitSpeed = hitSpeedValue(in);
	} else if (sel == 13 || sel == 14) {
		float units = (float)fmin(1e6, g_scale * (0.5 + 1.5 * fuzzUnit(in)));
		def->lengthUnitsPerMeter = units > 0.0f ? units : FLT_TRUE_MIN;
		if (sel == 14) def->hitSpeed = hitSpeedValue(in);
	} else if (sel == 15) {
		const float edges[10] = { FLT_TRUE_MIN, 1e6f, -0.0f, nextafterf(1e6f, INFINITY), NAN, INFINITY, -1.0f,
			-FLT_TRUE_MIN, 1e30f, FLT_MAX };
		def->lengthUnitsPerMeter = edges[fuzzU8(in) % 10];
	}
}

// ---- Snapshots ----

static unsigned char* takeSnapshot(satWorld* w, satSnapshotKind kind, size_t* size)
{
	FUZZ_CHECK("snapshot.size", satWorld_SnapshotSize(w, kind, size) == SAT_OK, "SnapshotSize failed");
	unsigned char* bytes = malloc(*size + 1);
	size_t written = 0;
	satError e = satWorld_Snapshot(w, kind, bytes, *size, &written);
	FUZZ_CHECK("snapshot.write", e == SAT_OK && written == *size, "Snapshot: error %d, %zu bytes of %zu", (int)e,
		written, *size);
	return bytes;
}

static uint64_t hashOf(satWorld* w)
{
	uint64_t h = 0;
	satError e = satWorld_Hash(w, &h);
	FUZZ_CHECK("snapshot.hash", e == SAT_OK, "Hash: error %d", (int)e);
	return h;
}

// Whether a world is as its full snapshot `before` (size n) says.
static bool sameAsSnapshot(satWorld* w, const unsigned char* before, size_t n)
{
	size_t m;
	unsigned char* now = takeSnapshot(w, SAT_SNAPSHOT_FULL, &m);
	bool same = m == n && memcmp(now, before, n) == 0;
	free(now);
	return same;
}

/*
 * Snapshots of the world at this point of the input, checked without changing it (the model stays true):
 * - a second snapshot is the same bytes, and taking one changes neither the world's hash nor its bytes;
 * - a world made from the full snapshot has the world's hash; another one, stepped some steps, then given the dynamic
 *   snapshot (after bodies were added to it, which the restore removes; or after a moving body was removed or a static
 *   moved by one ulp, which refuse it and change nothing) comes back to that hash, and stepped on in step with a third one made from the full snapshot, stays
 *   equal to it step by step (a restore then N steps is the N steps);
 * - the dynamic snapshot corrupted (a flipped bit, a byte more or fewer) is refused by the world, unchanged;
 * - a restore that runs out of memory changes nothing.
 */
static void opSnapshot(FuzzIn* in)
{
	uint8_t sel = fuzzU8(in);
	int steps = 1 + fuzzU8(in) % 6;
	size_t fullSize, dynSize, againSize;
	uint64_t h0 = hashOf(g_world);
	unsigned char* full = takeSnapshot(g_world, SAT_SNAPSHOT_FULL, &fullSize);
	unsigned char* dyn = takeSnapshot(g_world, SAT_SNAPSHOT_DYNAMIC, &dynSize);
	unsigned char* again = takeSnapshot(g_world, SAT_SNAPSHOT_DYNAMIC, &againSize);
	FUZZ_CHECK("snapshot.same-bytes", againSize == dynSize && memcmp(again, dyn, dynSize) == 0,
		"two dynamic snapshots of an unchanged world differ (%zu and %zu bytes)", dynSize, againSize);
	FUZZ_CHECK("snapshot.hash-unchanged", hashOf(g_world) == h0, "taking snapshots changed the hash");
	free(again);
	fuzzNote(" snapshot(%zu,%zu,%d)", fullSize, dynSize, steps);
	satWorld *a = NULL, *b = NULL;
	satError ea = satCreateWorldFromSnapshot(full, fullSize, &a), eb = satCreateWorldFromSnapshot(full, fullSize, &b);
	FUZZ_CHECK(
		"snapshot.create", ea == SAT_OK && eb == SAT_OK, "CreateWorldFromSnapshot: errors %d, %d", (int)ea, (int)eb);
	if (a == NULL || b == NULL) {
		satDestroyWorld(a);
		satDestroyWorld(b);
		free(full);
		free(dyn);
		return;
	}
	FUZZ_CHECK("snapshot.created-hash", hashOf(a) == h0, "a world made from the full snapshot has another hash");
	FUZZ_CHECK("snapshot.created-bytes", sameAsSnapshot(a, full, fullSize),
		"a world made from the full snapshot snapshots to other bytes");
	// World a goes its own way for a while, with bodies added (the restore removes them) or one removed.
	float dt = 1.0f / 60.0f;
	for (int k = 0; k < steps; ++k) satWorld_Step(a, dt, NULL);
	bool removedMover = false;
	if (sel & 1) {
		satShape* disc = NULL;
		if (satCreateCircle(0.5f, &disc) == SAT_OK) {
			int id;
			for (int k = 0; k < 1 + (sel >> 4) % 3; ++k) satWorld_AddBody(a, disc, (float)k, 5.0f, 0.0f, &id);
			satDestroyShape(disc);
		}
	}
	if (sel & 2) {
		for (int k = 0; k < g_liveCount && !removedMover; ++k)
			if (g_live[k].type != SAT_BODY_STATIC && satWorld_RemoveBody(a, g_live[k].id) == SAT_OK)
				removedMover = true;
	}
	bool movedStatic = false; // a static moved by one ulp in the copy: the statics differ, the restore is refused
	if (sel & 8) {
		for (int k = 0; k < g_liveCount && !movedStatic; ++k) {
			satTransform t;
			if (g_live[k].type != SAT_BODY_STATIC || satWorld_GetTransform(a, g_live[k].id, &t) != SAT_OK) continue;
			movedStatic = satWorld_SetTransform(a, g_live[k].id, nextafterf(t.x, INFINITY), t.y, t.angle) == SAT_OK;
		}
	}
	bool refused = removedMover || movedStatic;
	// Out of memory at some allocation of the restore: an error, nothing changed.
	if (sel & 4) {
		size_t beforeSize;
		unsigned char* before = takeSnapshot(a, SAT_SNAPSHOT_FULL, &beforeSize);
		testFailAllocation(1 + (sel >> 5));
		satError e = satWorld_Restore(a, dyn, dynSize);
		bool failed = testAllocationFailed();
		testFailAllocation(0);
		if (failed && e != SAT_OK) {
			FUZZ_CHECK("snapshot.oom", e == SAT_ERR_OUT_OF_MEMORY || (refused && e == SAT_ERR_BAD_SNAPSHOT),
				"a restore out of memory gave error %d", (int)e);
			FUZZ_CHECK(
				"snapshot.oom-unchanged", sameAsSnapshot(a, before, beforeSize), "a failed restore changed the world");
		}
		free(before);
		if (e == SAT_OK) { // the allocation that failed was not the restore's: step on from the restored state
			for (int k = 0; k < steps; ++k) satWorld_Step(a, dt, NULL);
		}
	}
	size_t keptSize;
	unsigned char* kept = refused ? takeSnapshot(a, SAT_SNAPSHOT_FULL, &keptSize) : NULL;
	satError e = satWorld_Restore(a, dyn, dynSize);
	if (refused) {
		FUZZ_CHECK("snapshot.refused", e == SAT_ERR_BAD_SNAPSHOT,
			"a dynamic snapshot restored into a world whose moving body was removed (%d) or static moved (%d): error "
			"%d",
			(int)removedMover, (int)movedStatic, (int)e);
		FUZZ_CHECK(
			"snapshot.refused-unchanged", sameAsSnapshot(a, kept, keptSize), "a refused restore changed the world");
		free(kept);
	} else {
		FUZZ_CHECK(
			"snapshot.restore", e == SAT_OK, "a dynamic snapshot refused by a world made alike: error %d", (int)e);
		FUZZ_CHECK("snapshot.restored-hash", hashOf(a) == h0, "restored, the hash is not the snapshot's");
		for (int k = 0; k < steps && e == SAT_OK; ++k) {
			satError sa = satWorld_Step(a, dt, NULL), sb = satWorld_Step(b, dt, NULL);
			FUZZ_CHECK("snapshot.replay", sa == sb && hashOf(a) == hashOf(b),
				"step %d after the restore differs from the same step of a world made from the full snapshot", k);
		}
	}
	// Corrupted and truncated snapshots change nothing in the world itself.
	size_t at = (size_t)fuzzU16(in) % dynSize;
	dyn[at] ^= (unsigned char)(1u << (sel % 8));
	FUZZ_CHECK("snapshot.corrupt", satWorld_Restore(g_world, dyn, dynSize) == SAT_ERR_BAD_SNAPSHOT,
		"a snapshot with byte %zu flipped was not refused", at);
	dyn[at] ^= (unsigned char)(1u << (sel % 8));
	FUZZ_CHECK("snapshot.truncated", satWorld_Restore(g_world, dyn, at) == SAT_ERR_BAD_SNAPSHOT,
		"a snapshot cut to %zu of %zu bytes was not refused", at, dynSize);
	FUZZ_CHECK("snapshot.longer", satWorld_Restore(g_world, dyn, dynSize + 1) == SAT_ERR_BAD_SNAPSHOT,
		"a snapshot with a byte more was not refused");
	FUZZ_CHECK("snapshot.unchanged", sameAsSnapshot(g_world, full, fullSize) && hashOf(g_world) == h0,
		"refused restores changed the world");
	satDestroyWorld(a);
	satDestroyWorld(b);
	free(full);
	free(dyn);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
	FUZZ_BEGIN_INPUT();
	FuzzIn in = fuzzBegin(data, size);
	g_inputHash = 1469598103934665603ull;
	for (size_t i = 0; i < size; ++i) g_inputHash = (g_inputHash ^ data[i]) * 1099511628211ull;
	memset(g_idSet, 0xff, sizeof g_idSet);
	g_liveCount = g_staleCount = g_idCount = g_adds = g_collides = 0;
	g_removedAny = g_quiet = false;
	g_pairKeyCount = g_beginCount = g_endCount = g_contactCount = g_steps = g_separates = 0;
	g_sensorKeyCount = g_sensorBeginCount = g_sensorEndCount = g_hitCount = g_sensorCalls = 0;
	g_pairsKnown = true;   // no call yet: no pairs
	g_sleepEnabled = true; // the documented default
	g_rings = 0;
	g_admittedCount = 0;
	g_oneWayUnknown = false;
	g_jointCount = g_jointIdCount = g_staleJointCount = g_jointCalls = 0;
	g_jointRemoved = false;
	uint8_t scaleSel = fuzzU8(&in);
	int scaleCode = scaleSel / 4;
	g_scale = pow(10.0, scaleSel % 4 != 0 ? scaleCode % 7 - 3 : scaleCode - 20);
	if (scaleSel % 4 == 0 && scaleCode >= 36) g_scale = kEdgeScales[(scaleCode - 36) % 7];
	uint8_t offsetSel = fuzzU8(&in);
	double offset = offsetSel % 4 == 0 ? 0 : offsetSel % 4 == 1 ? 1e3 : offsetSel % 4 == 2 ? 1e6 : 100;
	g_offsetX = g_scale * offset * fuzzSigned(&in);
	g_offsetY = g_scale * offset * fuzzSigned(&in);
	uint8_t defSel = fuzzU8(&in);
	satWorldDef def = { (int)(defSel % 4) * 8,
		defSel / 4 % 4 == 1 ? fuzzClampCoord(g_scale * (0.05 + 4 * fuzzUnit(&in))) : 0.0f, 0.0f, 0.0f };
	setUnits(&in, defSel >> 4, &def);
	bool finite = isfinite(def.lengthUnitsPerMeter) && isfinite(def.hitSpeed);
	bool inRange = def.lengthUnitsPerMeter >= 0.0f && def.lengthUnitsPerMeter <= 1e6f && def.hitSpeed >= 0.0f &&
		def.hitSpeed <= SAT_MAX_COORDINATE;
	satError wantCreate = !finite ? SAT_ERR_NOT_FINITE : !inRange ? SAT_ERR_OUT_OF_RANGE : SAT_OK;
	g_world = NULL;
	satError e = satCreateWorld(&def, &g_world);
	FUZZ_CHECK("world.create", e == wantCreate && (g_world != NULL) == (e == SAT_OK),
		"satCreateWorld(capacity %d, cell %.9g, units %a, hit speed %a): error %d (want %d), world %p", def.capacity,
		(double)def.cellSize, (double)def.lengthUnitsPerMeter, (double)def.hitSpeed, (int)e, (int)wantCreate,
		(void*)g_world);
	if (e != SAT_OK) {
		fuzzReleaseAll();
		return 0;
	}
	g_fuzzWorld = g_world; // released with the shapes
	// The numbers in metres the world scales by its units, as it computes them (float products).
	float units = def.lengthUnitsPerMeter > 0.0f ? def.lengthUnitsPerMeter : 1.0f;
	g_units = units;
	g_slop = 0.005f * units;
	g_speculative = 4.0f * g_slop;
	g_maxSpeed = SAT_MAX_SPEED * units;
	g_hitSpeed = def.hitSpeed > 0.0f ? def.hitSpeed : 1.0f * units;
	g_gravity = (satVec2){ 0.0f, -10.0f * units }; // the documented default
	g_tuning = (satContactTuning){ 30.0f, 10.0f, 3.0f * units };
	fuzzNote("world scale %.3g offset (%.9g, %.9g) capacity %d cell %.9g units %a hit speed %a:", g_scale, g_offsetX,
		g_offsetY, def.capacity, (double)def.cellSize, g_units, (double)g_hitSpeed);
	satMaterial dm = satDefaultMaterial();
	FUZZ_CHECK("world.default-material", memcmp(&dm, &kDefaultMaterial, sizeof dm) == 0,
		"satDefaultMaterial() is (%.9g, %.9g, %.9g, %.9g, %.9g, %.9g), documented (1, 0.6, 0, SAT_SAME_AS_FRICTION, 0, "
		"0)",
		(double)dm.density, (double)dm.friction, (double)dm.restitution, (double)dm.staticFriction,
		(double)dm.rollingResistance, (double)dm.tangentSpeed);
	checkDefaultJointDefs();
	g_xfPointer = satWorld_GetTransforms(g_world);
	g_xfAdds = 0;
	checkState("satCreateWorld");
	bool churned = false;
	for (int op = 0; op < 64 && fuzzMore(&in); ++op) {
		uint8_t code = fuzzU8(&in);
		if (code % 32 >= 16) { // the physics (codes below 16 keep their meaning from before it)
			switch (code % 32) {
			case 16:
			case 17:
				opSetType(&in);
				break;
			case 18:
				opSetMaterial(&in);
				break;
			case 19:
			case 20:
				opSetVelocity(&in);
				break;
			case 21:
			case 22:
				opApplyImpulse(&in);
				break;
			case 23:
				opSetGravity(&in);
				break;
			case 24:
			case 25:
			case 26:
			case 27:
				opStep(&in);
				break;
			case 28:
			case 29:
				opSeparate(&in);
				break;
			case 30:
				opQuery(&in);
				break;
			default:
				if (code == 191)
					opSetBullet(&in);
				else if (code == 255) // tilemaps: a code of their own, so the others keep their meaning
					opAddTiles(&in);
				else if (code == 159)
					opSetDamping(&in);
				else if (code == 223)
					opSensor(&in);
				else if (code == 127)
					opContactTuning(&in);
				else if (code == 63) // joints (code 63 was read or sleep like 31 and 95; no kept input used it)
					opJoint(&in);
				else if (code == 95) // snapshots (code 95 was read or sleep like 31)
					opSnapshot(&in);
				else if (fuzzU8(&in) % 2 == 0)
					opRead();
				else
					opSleep(&in);
				break;
			}
			checkState("a physics operation");
			continue;
		}
		switch (code % 16) {
		case 0:
		case 1:
		case 2:
		case 3:
		case 4:
			opAdd(&in);
			break;
		case 5:
		case 6:
			opRemove(&in);
			break;
		case 7:
		case 8:
			opSetTransform(&in);
			break;
		case 9:
			opSetPositions(&in);
			break;
		case 10:
			opSetStatic(&in);
			break;
		case 11:
			opSetFilter(&in);
			break;
		case 12:
		case 13:
			if (g_collides < MAX_COLLIDES) collideAndCompare();
			break;
		case 14: {
			int k, id = pickId(&in, &k);
			if (k < 0) probeBadId(id);
			break;
		}
		default:
			if (!churned) opChurn(&in);
			churned = true;
			break;
		}
		checkState("an operation");
	}
	collideAndCompare();
	checkState("the last collide");
	for (int s = 0; s < g_staleCount; ++s) {
		satAABB box;
		FUZZ_CHECK("world.stale-id", satWorld_GetAABB(g_world, g_stale[s], &box) == SAT_ERR_BAD_ID,
			"removed id %d is valid again", g_stale[s]);
	}
	fuzzReleaseAll();
	g_world = NULL;
	return 0;
}
