// What a game reads of a step beyond the motion, checked by laws: sensors (one begin and one end per visit, no
// push, visitors at rest seen, removal ends the overlap, the filter both ways), hit events (one per impact, at
// the approach speed of free fall, none for resting contact), contact impulses (a resting body's add up to
// m g dt), length units (a scene at 100 units per metre moves as the metre scene, scaled) and contact tuning.
#include <float.h>
#include <math.h>
#include <string.h>

#include "bodies.h"
#include "check.h"
#include "sat.h"

#define DT (1.0f / 60.0f)

static satWorld* newWorld(float unitsPerMeter, float hitSpeed)
{
	satWorldDef def = { 0 };
	def.lengthUnitsPerMeter = unitsPerMeter;
	def.hitSpeed = hitSpeed;
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(&def, &w), SAT_OK);
	return w;
}

static int add(satWorld* w, satShape* s, float x, float y, float angle, satBodyType type)
{
	int id = -1;
	CHECK_INT(satWorld_AddBody(w, s, x, y, angle, &id), SAT_OK);
	CHECK_INT(satWorld_SetType(w, id, type), SAT_OK);
	satDestroyShape(s);
	return id;
}

static void step(satWorld* w) { CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK); }

// Sensor events of the last step for (sensor, visitor): +1 per begin, -1 per end, and the counts.
typedef struct SensorTally {
	int begins, ends;
} SensorTally;

static void tally(const satWorld* w, int sensor, int visitor, SensorTally* t)
{
	const int* b = satWorld_GetSensorBeginEvents(w);
	const int* e = satWorld_GetSensorEndEvents(w);
	for (int k = 0; k < satWorld_GetSensorBeginCount(w); ++k)
		if (b[2 * k] == sensor && b[2 * k + 1] == visitor) t->begins++;
	for (int k = 0; k < satWorld_GetSensorEndCount(w); ++k)
		if (e[2 * k] == sensor && e[2 * k + 1] == visitor) t->ends++;
}

static float velocityY(const satWorld* w, int id)
{
	satVelocity v;
	CHECK_INT(satWorld_GetVelocity(w, id, &v), SAT_OK);
	return v.vy;
}

static float positionY(const satWorld* w, int id)
{
	satTransform xf;
	CHECK_INT(satWorld_GetTransform(w, id, &xf), SAT_OK);
	return xf.y;
}

// A ball falls through a static sensor zone onto the ground: one begin as it enters, one end as it leaves, and
// it falls through as if the zone were not there (the same bits as a world without the zone). A ball resting
// in a second zone from the start is seen at the first step, and then never again.
static void caseSensorVisit(void)
{
	satWorld* w = newWorld(0.0f, 0.0f);
	satWorld* free = newWorld(0.0f, 0.0f);
	add(w, box(20.0f, 1.0f), 0.0f, -0.5f, 0.0f, SAT_BODY_STATIC);
	add(free, box(20.0f, 1.0f), 0.0f, -0.5f, 0.0f, SAT_BODY_STATIC);
	int zone = add(w, box(4.0f, 2.0f), 0.0f, 4.0f, 0.0f, SAT_BODY_STATIC);
	CHECK_INT(satWorld_SetSensor(w, zone, true), SAT_OK);
	bool isSensor = false;
	CHECK_INT(satWorld_IsSensor(w, zone, &isSensor), SAT_OK);
	CHECK(isSensor);
	int ball = add(w, circle(0.25f), 0.0f, 8.0f, 0.0f, SAT_BODY_DYNAMIC);
	int freeBall = add(free, circle(0.25f), 0.0f, 8.0f, 0.0f, SAT_BODY_DYNAMIC);
	int resting = add(w, box(1.0f, 1.0f), 6.0f, 0.5f, 0.0f, SAT_BODY_DYNAMIC);
	int restZone = add(w, box(3.0f, 3.0f), 6.0f, 1.0f, 0.0f, SAT_BODY_KINEMATIC);
	CHECK_INT(satWorld_SetSensor(w, restZone, true), SAT_OK);
	SensorTally visit = { 0, 0 }, rest = { 0, 0 }, zoneRest = { 0, 0 };
	int enteredAt = -1, leftAt = -1;
	bool same = true;
	for (int i = 0; i < 180; ++i) {
		step(w);
		step(free);
		SensorTally before = visit;
		tally(w, zone, ball, &visit);
		tally(w, restZone, resting, &rest);
		tally(w, zone, resting, &zoneRest);
		if (visit.begins > before.begins) enteredAt = i;
		if (visit.ends > before.ends) leftAt = i;
		same = same && positionY(w, ball) == positionY(free, freeBall) &&
			velocityY(w, ball) == velocityY(free, freeBall);
		if (i == 0) CHECK_INT(rest.begins, 1); // at rest, seen at the first step
	}
	CHECK_INT(visit.begins, 1);
	CHECK_INT(visit.ends, 1);
	CHECK(enteredAt >= 0 && leftAt > enteredAt);
	CHECK_MSG(same, "the zone changed the ball's fall");
	CHECK_INT(rest.begins, 1);
	CHECK_INT(rest.ends, 0);
	CHECK_INT(zoneRest.begins, 0);
	// The ball entered when its circle first overlapped the zone [3, 5] (events tell where the step began: the
	// position after step enteredAt - 1), and not before.
	// Removing the resting body ends its overlap at the next step, once.
	CHECK_INT(satWorld_RemoveBody(w, resting), SAT_OK);
	step(w);
	tally(w, restZone, resting, &rest);
	CHECK_INT(rest.ends, 1);
	step(w);
	tally(w, restZone, resting, &rest);
	CHECK_INT(rest.ends, 1);
	satDestroyWorld(w);
	satDestroyWorld(free);
}

// The filter decides both ways; sensors do not see each other; a visitor of any type is seen; a body that stops
// being a sensor ends its overlaps and then collides; removing the sensor ends its overlaps.
static void caseSensorRules(void)
{
	satWorld* w = newWorld(0.0f, 0.0f);
	CHECK_INT(satWorld_SetGravity(w, 0.0f, 0.0f), SAT_OK);
	int zone = add(w, box(10.0f, 10.0f), 0.0f, 0.0f, 0.0f, SAT_BODY_STATIC);
	CHECK_INT(satWorld_SetSensor(w, zone, true), SAT_OK);
	int other = add(w, box(1.0f, 1.0f), 1.0f, 1.0f, 0.0f, SAT_BODY_STATIC);
	CHECK_INT(satWorld_SetSensor(w, other, true), SAT_OK);
	int st = add(w, box(1.0f, 1.0f), -3.0f, 0.0f, 0.0f, SAT_BODY_STATIC);
	int kin = add(w, box(1.0f, 1.0f), 3.0f, 0.0f, 0.0f, SAT_BODY_KINEMATIC);
	int dyn = add(w, circle(0.5f), 0.0f, -3.0f, 0.0f, SAT_BODY_DYNAMIC);
	int masked = add(w, circle(0.5f), 0.0f, 3.0f, 0.0f, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetFilter(w, masked, 2u, ~0u), SAT_OK);
	CHECK_INT(satWorld_SetFilter(w, zone, 1u, ~2u), SAT_OK); // the zone does not see category 2
	int blind = add(w, circle(0.5f), -2.0f, 3.0f, 0.0f, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetFilter(w, blind, 1u, ~1u), SAT_OK); // it does not see category 1: the zone
	step(w);
	int seen[6] = { 0 };
	const int ids[6] = { other, st, kin, dyn, masked, blind };
	const int* b = satWorld_GetSensorBeginEvents(w);
	for (int k = 0; k < satWorld_GetSensorBeginCount(w); ++k) {
		CHECK_INT(b[2 * k], zone); // the small sensor sees nothing: the zone is a sensor
		for (int j = 0; j < 6; ++j) seen[j] += b[2 * k + 1] == ids[j];
		if (k > 0) CHECK(b[2 * k - 1] < b[2 * k + 1]); // ascending
	}
	CHECK_INT(satWorld_GetSensorBeginCount(w), 3);
	CHECK(seen[0] == 0 && seen[1] == 1 && seen[2] == 1 && seen[3] == 1 && seen[4] == 0 && seen[5] == 0);
	// Not a sensor any more: its overlaps end, and the dynamic body inside it is pushed out.
	CHECK_INT(satWorld_SetSensor(w, zone, false), SAT_OK);
	step(w);
	CHECK_INT(satWorld_GetSensorEndCount(w), 3);
	CHECK_INT(satWorld_GetContactCount(w) > 0, 1);
	// A sensor again, then removed: its overlaps end at the next step.
	CHECK_INT(satWorld_SetSensor(w, zone, true), SAT_OK);
	step(w);
	int began = satWorld_GetSensorBeginCount(w);
	CHECK(began >= 2);
	CHECK_INT(satWorld_RemoveBody(w, zone), SAT_OK);
	step(w);
	CHECK_INT(satWorld_GetSensorEndCount(w), began);
	CHECK_INT(satWorld_GetSensorBeginCount(w), 0);
	satDestroyWorld(w);
}

// A sensor takes part in no contact response: a dynamic sensor falls through the ground, no ray, cast or move
// stops at a sensor, separate does not push it, and a sensor resting on nothing does not hold a body up.
static void caseSensorNoResponse(void)
{
	satWorld* w = newWorld(0.0f, 0.0f);
	add(w, box(20.0f, 1.0f), 0.0f, -0.5f, 0.0f, SAT_BODY_STATIC);
	int ghost = add(w, circle(0.5f), 0.0f, 2.0f, 0.0f, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetSensor(w, ghost, true), SAT_OK);
	for (int i = 0; i < 120; ++i) step(w);
	CHECK(positionY(w, ghost) < -5.0f); // fell through the ground
	int wall = add(w, box(1.0f, 4.0f), 5.0f, 2.0f, 0.0f, SAT_BODY_STATIC);
	CHECK_INT(satWorld_SetSensor(w, wall, true), SAT_OK);
	satWorldRayHit ray;
	CHECK_INT(satWorld_RayCast(w, (satVec2){ 0.0f, 2.0f }, (satVec2){ 10.0f, 2.0f }, ~0u, &ray), SAT_OK);
	CHECK(!ray.hit);
	satShape* probe = circle(0.5f);
	satWorldShapeHit cast;
	CHECK_INT(
		satWorld_CastShape(w, probe, (satTransform){ 0.0f, 2.0f, 0.0f }, (satVec2){ 10.0f, 0.0f }, ~0u, -1, &cast),
		SAT_OK);
	CHECK(!cast.hit);
	satDestroyShape(probe);
	int walker = add(w, box(0.8f, 1.6f), 0.0f, 0.81f, 0.0f, SAT_BODY_KINEMATIC);
	satMoveResult moved;
	CHECK_INT(satWorld_Move(w, walker, (satVec2){ 10.0f, 0.0f }, NULL, &moved), SAT_OK);
	CHECK_NEAR(moved.position.x, 10.0f, 1e-4);
	int inside = add(w, box(1.0f, 1.0f), 5.2f, 2.0f, 0.0f, SAT_BODY_KINEMATIC);
	CHECK_INT(satWorld_Separate(w, 4), SAT_OK);
	satTransform xf;
	CHECK_INT(satWorld_GetTransform(w, inside, &xf), SAT_OK);
	CHECK(xf.x == 5.2f && xf.y == 2.0f);
	// The pair is still reported by collide.
	int pairs = 0;
	CHECK_INT(satWorld_Collide(w, &pairs), SAT_OK);
	bool found = false;
	for (int k = 0; k < pairs; ++k)
		found = found || (satWorld_GetPairA(w)[k] == wall && satWorld_GetPairB(w)[k] == inside);
	CHECK(found);
	satDestroyWorld(w);
}

// One hit per impact, at the approach speed of the fall (within 5%), none while resting; bounces give one each:
// an impact is a step at whose start the ball fell at least at the hit speed and after which it no longer falls.
static void caseHits(void)
{
	for (int bouncy = 0; bouncy < 2; ++bouncy) {
		satWorld* w = newWorld(0.0f, 0.0f);
		int ground = add(w, box(20.0f, 1.0f), 0.0f, -0.5f, 0.0f, SAT_BODY_STATIC);
		const float h = 5.0f, r = 0.25f;
		int ball = add(w, circle(r), 0.0f, h + r, 0.0f, SAT_BODY_DYNAMIC);
		satMaterial m = satDefaultMaterial();
		m.restitution = bouncy ? 0.5f : 0.0f;
		CHECK_INT(satWorld_SetMaterial(w, ball, &m), SAT_OK);
		int hits = 0, impacts = 0, lastHit = -1;
		float firstSpeed = 0.0f, before = 0.0f;
		for (int i = 0; i < 600; ++i) {
			step(w);
			float after = velocityY(w, ball);
			if (before <= -1.0f && after > -1e-3f) ++impacts;
			for (int k = 0; k < satWorld_GetHitCount(w); ++k) {
				const int* ids = satWorld_GetHitIds(w);
				const float* d = satWorld_GetHitData(w) + SAT_HIT_FLOATS * k;
				CHECK(ids[2 * k] == ground && ids[2 * k + 1] == ball);
				CHECK_VEC(((satVec2){ d[2], d[3] }), 0.0f, -1.0f, 1e-6); // from the ball towards the ground
				CHECK_NEAR(d[0], 0.0f, 1e-4);
				CHECK_NEAR(d[1], 0.0f, 0.03);              // on the ground's surface, within the speculative distance
				CHECK_NEAR(d[4], -before, 0.05 * -before); // the speed it came in at
				if (hits == 0) firstSpeed = d[4];
				++hits;
				lastHit = i;
			}
			before = after;
		}
		float expected = sqrtf(2.0f * 10.0f * h);
		CHECK_NEAR(firstSpeed, expected, 0.05 * expected);
		CHECK_INT(hits, impacts);
		CHECK_INT(hits, bouncy ? 3 : 1); // 10, 5, 2.3 m/s, then a landing below 1 m/s
		CHECK(lastHit < 400);            // then resting: none
		satDestroyWorld(w);
	}
	// A box placed exactly touching the ground and one dropped from 3 cm: no hits at the default hit speed; with
	// a hit speed of 0.1 m/s the dropped one hits once, at about sqrt(2 g 0.01) = 0.45 m/s (its contact begins
	// within the speculative distance, 2 cm up).
	for (int low = 0; low < 2; ++low) {
		satWorld* w = newWorld(0.0f, low ? 0.1f : 0.0f);
		add(w, box(20.0f, 1.0f), 0.0f, -0.5f, 0.0f, SAT_BODY_STATIC);
		add(w, box(1.0f, 1.0f), -3.0f, 0.5f, 0.0f, SAT_BODY_DYNAMIC);
		add(w, box(1.0f, 1.0f), 3.0f, 0.53f, 0.0f, SAT_BODY_DYNAMIC);
		int hits = 0;
		for (int i = 0; i < 120; ++i) {
			step(w);
			hits += satWorld_GetHitCount(w);
			if (satWorld_GetHitCount(w) > 0) CHECK_NEAR(satWorld_GetHitData(w)[4], 0.45, 0.2);
		}
		CHECK_INT(hits, low ? 1 : 0);
		satDestroyWorld(w);
	}
}

// A resting box's contact impulses add up to m g dt (its weight over the step), a stack's bottom contact to the
// weight of both; a body that is not touched gets none.
static void caseImpulses(void)
{
	satWorld* w = newWorld(0.0f, 0.0f);
	add(w, box(20.0f, 1.0f), 0.0f, -0.5f, 0.0f, SAT_BODY_STATIC);
	int lower = add(w, box(1.0f, 1.0f), 0.0f, 0.5f, 0.0f, SAT_BODY_DYNAMIC);
	int upper = add(w, box(1.0f, 1.0f), 0.0f, 1.5f, 0.0f, SAT_BODY_DYNAMIC);
	int alone = add(w, box(1.0f, 1.0f), 5.0f, 0.5f, 0.0f, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetSleepEnabled(w, false), SAT_OK);
	for (int i = 0; i < 120; ++i) step(w);
	satMassData md;
	CHECK_INT(satWorld_GetMassData(w, lower, &md), SAT_OK);
	double weight = md.mass * 10.0 * DT;
	int n = satWorld_GetContactCount(w);
	const int* ids = satWorld_GetContactIds(w);
	const float* imp = satWorld_GetContactImpulses(w);
	double bottom = 0, top = 0, single = 0;
	for (int k = 0; k < n; ++k) {
		double sum = (double)imp[2 * k] + imp[2 * k + 1];
		CHECK(imp[2 * k] >= 0.0f && imp[2 * k + 1] >= 0.0f);
		if (ids[3 * k + 2] < 2) CHECK(imp[2 * k + 1] == 0.0f);
		if (ids[3 * k + 1] == upper && ids[3 * k] == lower) top += sum;
		if (ids[3 * k + 1] == lower && ids[3 * k] != upper) bottom += sum;
		if (ids[3 * k + 1] == alone) single += sum;
	}
	CHECK_NEAR(top, weight, 0.01 * weight);
	CHECK_NEAR(bottom, 2.0 * weight, 0.02 * weight);
	CHECK_NEAR(single, weight, 0.01 * weight);
	// Asleep, the kept contacts report the impulses of the last step they were solved in.
	CHECK_INT(satWorld_SetSleepEnabled(w, true), SAT_OK);
	for (int i = 0; i < 120; ++i) step(w);
	bool awake = true;
	CHECK_INT(satWorld_IsAwake(w, alone, &awake), SAT_OK);
	CHECK(!awake);
	n = satWorld_GetContactCount(w);
	ids = satWorld_GetContactIds(w);
	imp = satWorld_GetContactImpulses(w);
	single = 0;
	for (int k = 0; k < n; ++k)
		if (ids[3 * k + 1] == alone) single += (double)imp[2 * k] + imp[2 * k + 1];
	CHECK_NEAR(single, weight, 0.01 * weight);
	satDestroyWorld(w);
}

// The same scene (a box sliding down a 30 degree slope with friction, a ball bouncing, a stack of three) at 1
// and at 100 units per metre, with the default gravity of each: the same motion, scaled by 100, within 1%.
static void buildScene(satWorld* w, float u, int* ids)
{
	add(w, box(40.0f * u, 1.0f * u), 0.0f, -0.5f * u, 0.0f, SAT_BODY_STATIC);
	add(w, box(12.0f * u, 0.5f * u), -8.0f * u, 3.0f * u, -0.5235988f, SAT_BODY_STATIC);
	ids[0] = add(w, box(1.0f * u, 1.0f * u), -11.0f * u, 5.5f * u, -0.5235988f, SAT_BODY_DYNAMIC);
	satMaterial m = satDefaultMaterial();
	m.friction = 0.2f;
	CHECK_INT(satWorld_SetMaterial(w, ids[0], &m), SAT_OK);
	ids[1] = add(w, circle(0.5f * u), 6.0f * u, 4.0f * u, 0.0f, SAT_BODY_DYNAMIC);
	m = satDefaultMaterial();
	m.restitution = 0.6f;
	CHECK_INT(satWorld_SetMaterial(w, ids[1], &m), SAT_OK);
	for (int k = 0; k < 3; ++k)
		ids[2 + k] = add(w, box(1.0f * u, 1.0f * u), 12.0f * u, (0.5f + k) * u, 0.0f, SAT_BODY_DYNAMIC);
}

static void caseLengthUnits(void)
{
	satWorld* m = newWorld(0.0f, 0.0f);
	satWorld* px = newWorld(100.0f, 0.0f);
	CHECK_NEAR(satWorld_GetLengthUnitsPerMeter(px), 100.0, 0.0);
	CHECK_NEAR(satWorld_GetHitSpeed(px), 100.0, 0.0);
	CHECK_VEC(satWorld_GetGravity(px), 0.0f, -1000.0f, 0.0);
	CHECK_NEAR(satWorld_GetContactTuning(px).pushSpeed, 300.0, 0.0);
	int a[5], b[5];
	buildScene(m, 1.0f, a);
	buildScene(px, 100.0f, b);
	double worst = 0.0;
	int hitsM = 0, hitsPx = 0;
	for (int i = 0; i < 180; ++i) {
		step(m);
		step(px);
		hitsM += satWorld_GetHitCount(m);
		hitsPx += satWorld_GetHitCount(px);
		for (int k = 0; k < 5; ++k) {
			satTransform p, q;
			CHECK_INT(satWorld_GetTransform(m, a[k], &p), SAT_OK);
			CHECK_INT(satWorld_GetTransform(px, b[k], &q), SAT_OK);
			// 1% of the metre scene's size (a 1 m body), in metres.
			worst = fmax(worst, fmax(fabs(q.x / 100.0 - p.x), fabs(q.y / 100.0 - p.y)));
			worst = fmax(worst, fabs(q.angle - p.angle) * 0.5);
		}
	}
	CHECK_MSG(worst < 0.01, "the pixel scene strays %.4g m from the metre scene", worst);
	CHECK_INT(hitsPx, hitsM);
	CHECK(hitsM >= 2);
	satDestroyWorld(m);
	satDestroyWorld(px);
}

// Contact tuning: a box started 0.5 m deep in the ground rises no faster than the push speed (measured from its
// positions: the relax pass takes the push out of the velocity); a softer spring pushes it out more slowly; bad
// values are refused and change nothing.
static float pushOut(float pushSpeed, float hertz)
{
	satWorld* w = newWorld(0.0f, 0.0f);
	satContactTuning t = satWorld_GetContactTuning(w);
	CHECK_NEAR(t.hertz, 30.0, 0.0);
	CHECK_NEAR(t.dampingRatio, 10.0, 0.0);
	CHECK_NEAR(t.pushSpeed, 3.0, 0.0);
	t.pushSpeed = pushSpeed;
	t.hertz = hertz;
	CHECK_INT(satWorld_SetContactTuning(w, &t), SAT_OK);
	add(w, box(20.0f, 1.0f), 0.0f, -0.5f, 0.0f, SAT_BODY_STATIC);
	int b = add(w, box(1.0f, 1.0f), 0.0f, 0.0f, 0.0f, SAT_BODY_DYNAMIC);
	float fastest = 0.0f, y = 0.0f;
	for (int i = 0; i < 120; ++i) {
		step(w);
		fastest = fmaxf(fastest, (positionY(w, b) - y) / DT);
		y = positionY(w, b);
	}
	satDestroyWorld(w);
	return fastest;
}

static void caseContactTuning(void)
{
	float slow = pushOut(1.0f, 30.0f), fast = pushOut(3.0f, 30.0f), soft = pushOut(3.0f, 2.0f);
	CHECK_MSG(slow <= 1.0f && slow > 0.7f, "push speed 1: rose at %.4g m/s", (double)slow);
	CHECK_MSG(fast <= 3.0f && fast > 2.1f, "push speed 3: rose at %.4g m/s", (double)fast);
	CHECK_MSG(soft < 0.25f * fast, "a 2 Hz spring rose at %.4g m/s, a 30 Hz one at %.4g", (double)soft, (double)fast);
	satWorld* w = newWorld(0.0f, 0.0f);
	satContactTuning bad[] = { { 0.0f, 10.0f, 3.0f }, { -1.0f, 10.0f, 3.0f }, { 30.0f, -1.0f, 3.0f },
		{ 30.0f, 10.0f, 0.0f }, { 30.0f, 10.0f, 2e18f } };
	for (size_t k = 0; k < sizeof bad / sizeof bad[0]; ++k)
		CHECK_INT(satWorld_SetContactTuning(w, &bad[k]), SAT_ERR_OUT_OF_RANGE);
	satContactTuning nan = { NAN, 10.0f, 3.0f };
	CHECK_INT(satWorld_SetContactTuning(w, &nan), SAT_ERR_NOT_FINITE);
	CHECK_INT(satWorld_SetContactTuning(w, NULL), SAT_ERR_NULL);
	satContactTuning t = satWorld_GetContactTuning(w);
	CHECK(t.hertz == 30.0f && t.dampingRatio == 10.0f && t.pushSpeed == 3.0f);
	satDestroyWorld(w);
}

static void caseErrors(void)
{
	satWorld* w = NULL;
	satWorldDef def = { 0 };
	def.lengthUnitsPerMeter = NAN;
	CHECK_INT(satCreateWorld(&def, &w), SAT_ERR_NOT_FINITE);
	def.lengthUnitsPerMeter = -1.0f;
	CHECK_INT(satCreateWorld(&def, &w), SAT_ERR_OUT_OF_RANGE);
	def.lengthUnitsPerMeter = 2e6f;
	CHECK_INT(satCreateWorld(&def, &w), SAT_ERR_OUT_OF_RANGE);
	def.lengthUnitsPerMeter = 1.0f;
	def.hitSpeed = INFINITY;
	CHECK_INT(satCreateWorld(&def, &w), SAT_ERR_NOT_FINITE);
	def.hitSpeed = -1.0f;
	CHECK_INT(satCreateWorld(&def, &w), SAT_ERR_OUT_OF_RANGE);
	CHECK(w == NULL);
	w = newWorld(0.0f, 0.0f);
	int id = add(w, box(1.0f, 1.0f), 0.0f, 0.0f, 0.0f, SAT_BODY_STATIC);
	bool s = true;
	CHECK_INT(satWorld_SetSensor(w, id + 1, true), SAT_ERR_BAD_ID);
	CHECK_INT(satWorld_IsSensor(w, id + 1, &s), SAT_ERR_BAD_ID);
	CHECK(!s);
	CHECK_INT(satWorld_IsSensor(w, id, NULL), SAT_ERR_NULL);
	CHECK_INT(satWorld_SetSensor(NULL, id, true), SAT_ERR_NULL);
	CHECK_INT(satWorld_GetSensorBeginCount(NULL), 0);
	CHECK(satWorld_GetHitIds(NULL) == NULL && satWorld_GetContactImpulses(NULL) == NULL);
	CHECK_INT(satWorld_IsSensor(w, id, &s), SAT_OK);
	CHECK(!s);
	satDestroyWorld(w);
}

// A contact's impulses stay finite where the solver's overflow float: a box of mass 1e28 on the ground spinning at
// the angular cap (1e6 rad/s: its corners at 5e19 units per second) reports FLT_MAX, not infinity.
static void caseImpulsesOverflow(void)
{
	satWorld* w = newWorld(0.0f, 0.0f);
	add(w, box(4e14f, 1e14f), 0.0f, -0.5e14f, 0.0f, SAT_BODY_STATIC);
	int id = add(w, box(1e14f, 1e14f), 0.0f, 0.5e14f, 0.0f, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetVelocity(w, id, 0.0f, 0.0f, SAT_MAX_SPEED), SAT_OK);
	step(w);
	int n = satWorld_GetContactCount(w);
	const int* ids = satWorld_GetContactIds(w);
	const float* imp = satWorld_GetContactImpulses(w);
	CHECK_INT(n, 1);
	bool huge = false;
	for (int j = 0; j < 2 * n; ++j) {
		CHECK_MSG(isfinite(imp[j]) && imp[j] >= 0.0f, "impulse %d: %g", j, (double)imp[j]);
		huge |= j < ids[2] && imp[j] == FLT_MAX;
	}
	CHECK(huge);
	satDestroyWorld(w);
}

// A kept contact reports its points where its bodies came to rest, which may be fewer than the step solved: a box
// landing on the ground with a spin has two points at the step's start and one where it is put to sleep; the
// impulse of the unused point is 0, the other the step's.
static void caseImpulsesKeptFewerPoints(void)
{
	satWorld* w = newWorld(0.0f, 0.0f);
	add(w, box(20.0f, 1.0f), 0.0f, -0.5f, 0.0f, SAT_BODY_STATIC);
	int id = add(w, box(1.0f, 1.0f), 0.0f, 0.5f, 0.0f, SAT_BODY_DYNAMIC);
	step(w);
	CHECK_INT(satWorld_SetVelocity(w, id, 0.0f, -2.0f, 1.6f), SAT_OK);
	step(w);
	CHECK_INT(satWorld_GetContactCount(w), 1);
	CHECK_INT(satWorld_GetContactIds(w)[2], 2);
	float solved = satWorld_GetContactImpulses(w)[0];
	CHECK(satWorld_GetContactImpulses(w)[1] > 0.0f);
	CHECK_INT(satWorld_SetAwake(w, id, false), SAT_OK);
	step(w);
	CHECK_INT(satWorld_GetContactCount(w), 1);
	CHECK_INT(satWorld_GetContactIds(w)[2], 1);
	const float* imp = satWorld_GetContactImpulses(w);
	CHECK_MSG(imp[0] == solved && imp[1] == 0.0f, "kept impulses %g, %g; solved %g", (double)imp[0], (double)imp[1],
		(double)solved);
	satDestroyWorld(w);
}

// A static sensor beside a tile covers none of its edges: a box pressed into the tile's side from within the sensor
// is pushed out sideways, as with nothing there (an ordinary tile there would make that side internal: pushed up);
// and when the sensor becomes an ordinary body, the side is internal again.
static void caseSensorCoversNoEdge(void)
{
	satWorld* w = newWorld(0.0f, 0.0f);
	int tile = add(w, box(1.0f, 1.0f), 0.0f, 0.0f, 0.0f, SAT_BODY_STATIC);
	int zone = add(w, box(1.0f, 1.0f), 1.0f, 0.0f, 0.0f, SAT_BODY_STATIC);
	CHECK_INT(satWorld_SetSensor(w, zone, true), SAT_OK);
	int probe = add(w, box(0.5f, 0.5f), 0.7f, 0.0f, 0.0f, SAT_BODY_KINEMATIC);
	for (int pass = 0; pass < 2; ++pass) {
		int n = -1;
		CHECK_INT(satWorld_Collide(w, &n), SAT_OK);
		bool found = false;
		for (int k = 0; k < n; ++k) {
			if (satWorld_GetPairA(w)[k] != tile || satWorld_GetPairB(w)[k] != probe) continue;
			found = true;
			float mx = satWorld_GetPairMtvX(w)[k], my = satWorld_GetPairMtvY(w)[k];
			if (pass == 0)
				CHECK_MSG(
					fabsf(mx + 0.05f) < 1e-5f && my == 0.0f, "beside a sensor: mtv (%g, %g)", (double)mx, (double)my);
			else
				CHECK_MSG(mx == 0.0f && fabsf(fabsf(my) - 0.75f) < 1e-5f, "beside a tile: mtv (%g, %g)", (double)mx,
					(double)my);
		}
		CHECK(found);
		CHECK_INT(satWorld_SetSensor(w, zone, false), SAT_OK);
	}
	satDestroyWorld(w);
}

const TestCase eventsTests[] = {
	{ "sensor-visit", caseSensorVisit },
	{ "sensor-rules", caseSensorRules },
	{ "sensor-no-response", caseSensorNoResponse },
	{ "hits", caseHits },
	{ "impulses", caseImpulses },
	{ "length-units", caseLengthUnits },
	{ "contact-tuning", caseContactTuning },
	{ "errors", caseErrors },
	{ "impulses-overflow", caseImpulsesOverflow },
	{ "impulses-kept-fewer-points", caseImpulsesKeptFewerPoints },
	{ "sensor-covers-no-edge", caseSensorCoversNoEdge },
};
const int eventsTestCount = (int)(sizeof eventsTests / sizeof eventsTests[0]);
