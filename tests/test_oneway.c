// One-way platforms (satWorld_SetOneWay): bodies collide with a platform only when they come from the side its
// normal points to, in satWorld_Step (landing, at rest, at 30 m/s), satWorld_Collide (hand-worked MTVs) and
// satWorld_Separate (a game loop); through from below and from the side; turned platforms; removal; the API.
#include <math.h>
#include <stdio.h>

#include "alloc.h"
#include "check.h"

static const float DT = 1.0f / 60.0f;

// The platform of most cases: 10 m wide, 0.1 m thick, its top at y = 0.05.
static const float TOP = 0.05f;

static satWorld* newWorld(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	return w;
}

static int addBox(satWorld* w, float width, float height, float x, float y, float angle, satBodyType type)
{
	satShape* s = NULL;
	int id = -1;
	CHECK_INT(satCreateBox(width, height, &s), SAT_OK);
	CHECK_INT(satWorld_AddBody(w, s, x, y, angle, &id), SAT_OK);
	CHECK_INT(satWorld_SetType(w, id, type), SAT_OK);
	satDestroyShape(s);
	return id;
}

// A static one-way platform at (x, y), open upwards in its own frame.
static int addPlatform(satWorld* w, float x, float y, float angle)
{
	int id = addBox(w, 10.0f, 0.1f, x, y, angle, SAT_BODY_STATIC);
	CHECK_INT(satWorld_SetOneWay(w, id, 0.0f, 1.0f), SAT_OK);
	return id;
}

static satTransform transformOf(const satWorld* w, int id)
{
	satTransform t = { 0, 0, 0 };
	CHECK_INT(satWorld_GetTransform(w, id, &t), SAT_OK);
	return t;
}

static void step(satWorld* w) { CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK); }

static void place(satWorld* w, int id, float x, float y)
{
	CHECK_INT(satWorld_SetTransform(w, id, x, y, transformOf(w, id).angle), SAT_OK);
}

static int pairCount;

static int collide(satWorld* w)
{
	pairCount = -1;
	CHECK_INT(satWorld_Collide(w, &pairCount), SAT_OK);
	return pairCount;
}

// The MTV that moves body `id` out of pair 0 (the only pair) of the last collide(); NaN when there is none.
static satVec2 mtvOf(const satWorld* w, int id)
{
	if (pairCount < 1) return (satVec2){ NAN, NAN };
	float sign = satWorld_GetPairA(w)[0] == id ? 1.0f : -1.0f;
	return (satVec2){ sign * satWorld_GetPairMtvX(w)[0], sign * satWorld_GetPairMtvY(w)[0] };
}

// A 1 x 1 box dropped onto the platform from 3 m (and thrown down at 30 m/s) lands on it and rests there: its
// centre 0.5 above the top, less at most the slop the solver leaves; for 2 s more it moves less than 1 mm. It
// never sinks through: its lowest point stays above the platform's underside. Those 2 s allocate nothing.
static void caseLandsAndRests(void)
{
	const float speeds[] = { 0.0f, 30.0f };
	for (int k = 0; k < 2; ++k) {
		satWorld* w = newWorld();
		addPlatform(w, 0, 0, 0);
		int box = addBox(w, 1, 1, 0.3f, 3.0f, 0, SAT_BODY_DYNAMIC);
		CHECK_INT(satWorld_SetVelocity(w, box, 0, -speeds[k], 0), SAT_OK);
		double lowest = INFINITY;
		for (int i = 0; i < 120; ++i) {
			step(w);
			lowest = fmin(lowest, transformOf(w, box).y);
		}
		satTransform rest = transformOf(w, box);
		CHECK_MSG(lowest - 0.5 > -0.05, "at %.0f m/s the box sank to y = %.4f", speeds[k], lowest);
		CHECK_MSG(fabs(rest.y - (TOP + 0.5)) < 0.01 && fabs(rest.angle) < 0.01,
			"at %.0f m/s the box came to rest at y = %.5f, angle %.5f", speeds[k], rest.y, rest.angle);
		double moved = 0.0;
		long allocations = testAllocationCount();
		for (int i = 0; i < 120; ++i) {
			step(w);
			satTransform t = transformOf(w, box);
			moved = fmax(moved, hypot(t.x - rest.x, t.y - rest.y));
		}
		CHECK_MSG(moved < 1e-3, "at %.0f m/s the box at rest moved %.5f m in 2 s", speeds[k], moved);
		CHECK_INT(testAllocationCount() - allocations, 0);
		satDestroyWorld(w);
	}
}

// A box launched upwards at 16 m/s from 2 m below the platform passes through it untouched (up to its highest
// point, 12.8 m above where it started, its path is bit for bit that of the same box in a world without the
// platform), falls back and lands on top.
static void caseThroughFromBelow(void)
{
	satWorld* w = newWorld();
	satWorld* free = newWorld();
	addPlatform(w, 0, 0, 0);
	int box = addBox(w, 1, 1, 0, -2.0f, 0, SAT_BODY_DYNAMIC);
	int alone = addBox(free, 1, 1, 0, -2.0f, 0, SAT_BODY_DYNAMIC);
	// 16 m/s: a step's motion exceeds half the box's size, so the continuous test sweeps it (and must let it by).
	CHECK_INT(satWorld_SetVelocity(w, box, 0, 16.0f, 0), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(free, alone, 0, 16.0f, 0), SAT_OK);
	int same = 0, rising = 0;
	for (int i = 0; i < 300; ++i) {
		step(w);
		step(free);
		satVelocity v = { 0, 0, 0 };
		CHECK_INT(satWorld_GetVelocity(free, alone, &v), SAT_OK);
		if (v.vy <= 0.0f) continue;
		satTransform t = transformOf(w, box), u = transformOf(free, alone);
		++rising;
		same += t.x == u.x && t.y == u.y && t.angle == u.angle;
	}
	CHECK_MSG(rising > 60 && same == rising, "%d of %d steps on the way up as in free flight", same, rising);
	satTransform t = transformOf(w, box);
	CHECK_MSG(fabs(t.y - (TOP + 0.5)) < 0.01, "the box came back down to y = %.4f, not onto the platform", t.y);
	satDestroyWorld(w);
	satDestroyWorld(free);
}

// Without gravity, a box moving sideways at 10 m/s into the platform's end, at its height, passes through untouched:
// it ends where it does in a world without the platform, bit for bit.
static void caseThroughFromTheSide(void)
{
	satTransform end[2];
	for (int platform = 0; platform < 2; ++platform) {
		satWorld* w = newWorld();
		CHECK_INT(satWorld_SetGravity(w, 0, 0), SAT_OK);
		if (platform) addPlatform(w, 0, 0, 0);
		int box = addBox(w, 1, 1, -8.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
		CHECK_INT(satWorld_SetVelocity(w, box, 10.0f, 0, 0), SAT_OK);
		for (int i = 0; i < 120; ++i) step(w);
		end[platform] = transformOf(w, box);
		satDestroyWorld(w);
	}
	CHECK_MSG(end[1].x == end[0].x && end[1].y == end[0].y && end[1].angle == end[0].angle && end[1].x > 11.0f,
		"the box ended at (%.6f, %.6f), without the platform at (%.6f, %.6f)", end[1].x, end[1].y, end[0].x, end[0].y);
}

// satWorld_Collide: a box moved up into the platform from below is no pair; one moved down into it from above is,
// with the MTV along the normal. Hand-worked: the box (0.5 half-size) at (0, 0.47) overlaps the top (0.05) by
// 0.08. At the platform's end (x = 5.48), SAT's least push would be sideways (an x overlap of 0.02): the one-way
// MTV is still (0, 0.08). Then a second call with nothing moved keeps the pair (admitted, it holds).
static void caseCollideFromBelowAndAbove(void)
{
	satWorld* w = newWorld();
	int platform = addPlatform(w, 0, 0, 0);
	int box = addBox(w, 1, 1, 0, -1.0f, 0, SAT_BODY_KINEMATIC);
	CHECK_INT(collide(w), 0);
	place(w, box, 0, -0.5f); // overlaps the underside by 0.05
	CHECK_INT(collide(w), 0);
	place(w, box, 0, 0.0f); // right inside
	CHECK_INT(collide(w), 0);

	place(w, box, 0, 2.0f);
	CHECK_INT(collide(w), 0);
	place(w, box, 0, 0.47f);
	CHECK_INT(collide(w), 1);
	CHECK_VEC(mtvOf(w, box), 0.0, 0.08, 1e-6);
	CHECK_INT(collide(w), 1);

	place(w, box, 5.48f, 2.0f);
	CHECK_INT(collide(w), 0);
	place(w, box, 5.48f, 0.47f);
	CHECK_INT(collide(w), 1);
	CHECK_VEC(mtvOf(w, box), 0.0, 0.08, 1e-6);
	// The same pair with the platform ordinary: SAT's sideways push.
	CHECK_INT(satWorld_SetOneWay(w, platform, 0, 0), SAT_OK);
	CHECK_INT(collide(w), 1);
	CHECK_VEC(mtvOf(w, box), 0.02, 0.0, 1e-6);
	satDestroyWorld(w);
}

// A concave body pushed out of the platform goes as far as its pieces that overlap it need, along the normal: a
// J (legs under a bar, the right one 0.5 longer) with its left leg 0.03 into the platform's end and its right leg
// beyond the end, 0.53 below the top, has the MTV (0, 0.03), not the 0.53 its lowest point would need.
static void caseConcaveCollide(void)
{
	satWorld* w = newWorld();
	addPlatform(w, 0, 0, 0);
	const float j[] = { 0, 0, 1, 0, 1, 1.5f, 2, 1.5f, 2, -0.5f, 3, -0.5f, 3, 2.5f, 0, 2.5f };
	satShape* s = NULL;
	int body = -1;
	CHECK_INT(satCreateConcave(j, 16, &s), SAT_OK);
	CHECK_INT(satWorld_AddBody(w, s, 4.5f, 1.0f, 0, &body), SAT_OK);
	satDestroyShape(s);
	satAABB box;
	CHECK_INT(satWorld_GetAABB(w, body, &box), SAT_OK);
	CHECK_NEAR(box.minX, 4.5, 1e-6); // the outline is placed as given
	CHECK_NEAR(box.minY, 0.5, 1e-6);
	CHECK_INT(collide(w), 0);
	place(w, body, 4.5f, 0.02f);
	CHECK_INT(collide(w), 1);
	CHECK_VEC(mtvOf(w, body), 0.0, 0.03, 1e-6);
	satDestroyWorld(w);
}

// A disc, a capsule and a concave star dropped from 2 m land on the platform and rest on it (their lowest point
// within 1 cm of its top); landing, they never reach its underside.
static void caseShapesLand(void)
{
	const float star[] = { 0.6f, 0, 0.2f, 0.15f, 0.2f, 0.6f, -0.1f, 0.2f, -0.6f, 0.2f, -0.25f, -0.05f, -0.4f, -0.6f, 0,
		-0.25f, 0.4f, -0.6f, 0.3f, -0.1f };
	for (int k = 0; k < 3; ++k) {
		satWorld* w = newWorld();
		addPlatform(w, 0, 0, 0);
		satShape* s = NULL;
		CHECK_INT(k == 0 ? satCreateCircle(0.4f, &s)
				: k == 1 ? satCreateCapsule(-0.5f, 0, 0.5f, 0, 0.25f, &s)
						 : satCreateConcave(star, 20, &s),
			SAT_OK);
		int id = -1;
		CHECK_INT(satWorld_AddBody(w, s, 0.5f, 2.0f, 0, &id), SAT_OK);
		CHECK_INT(satWorld_SetType(w, id, SAT_BODY_DYNAMIC), SAT_OK);
		satDestroyShape(s);
		double lowest = INFINITY;
		satAABB box;
		for (int i = 0; i < 240; ++i) {
			step(w);
			CHECK_INT(satWorld_GetAABB(w, id, &box), SAT_OK);
			lowest = fmin(lowest, box.minY);
		}
		CHECK_MSG(
			lowest > -TOP && fabs(box.minY - TOP) < 0.01, "shape %d: lowest %.4f, at rest %.4f", k, lowest, box.minY);
		satDestroyWorld(w);
	}
}

// satWorld_Separate in a game loop (move by v * dt, then separate): a kinematic box falling at 5 m/s stands on the
// platform, its bottom on the top; one rising at 5 m/s from below is never pushed.
static void caseSeparateGameLoop(void)
{
	satWorld* w = newWorld();
	addPlatform(w, 0, 0, 0);
	int faller = addBox(w, 1, 1, -2.0f, 2.0f, 0, SAT_BODY_KINEMATIC);
	int riser = addBox(w, 1, 1, 2.0f, -2.0f, 0, SAT_BODY_KINEMATIC);
	float riserY = -2.0f;
	for (int i = 0; i < 90; ++i) {
		place(w, faller, -2.0f, transformOf(w, faller).y - 5.0f * DT);
		riserY += 5.0f * DT;
		place(w, riser, 2.0f, riserY);
		CHECK_INT(satWorld_Separate(w, 4), SAT_OK);
		CHECK_MSG(transformOf(w, riser).y == riserY, "frame %d: the rising box was pushed to %.6f from %.6f", i,
			transformOf(w, riser).y, riserY);
	}
	satTransform t = transformOf(w, faller);
	CHECK_MSG(fabsf(t.y - (TOP + 0.5f)) < 1e-5f && t.x == -2.0f, "the falling box stands at (%.6f, %.6f)", t.x, t.y);
	CHECK_MSG(riserY > 5.0f, "the rising box reached %.3f", riserY);
	satDestroyWorld(w);
}

// The normal is in the platform's frame: turned by 90 degrees, (0, 1) opens towards -x. A box pushed towards +x
// from that side stands at the face (x = -0.05 - 0.5); one pushed towards -x from the other side passes through.
static void caseTurnedPlatform(void)
{
	satWorld* w = newWorld();
	int platform = addPlatform(w, 0, 0, 1.5707964f);
	satVec2 n = { 0, 0 };
	CHECK_INT(satWorld_GetOneWay(w, platform, &n), SAT_OK);
	CHECK_VEC(n, 0.0, 1.0, 0.0); // as set, in the body's frame
	int left = addBox(w, 1, 1, -2.0f, 1.0f, 0, SAT_BODY_KINEMATIC);
	int right = addBox(w, 1, 1, 2.0f, -1.0f, 0, SAT_BODY_KINEMATIC);
	float rightX = 2.0f;
	for (int i = 0; i < 60; ++i) {
		place(w, left, transformOf(w, left).x + 4.0f * DT, 1.0f);
		rightX -= 4.0f * DT;
		place(w, right, rightX, -1.0f);
		CHECK_INT(satWorld_Separate(w, 4), SAT_OK);
		CHECK_MSG(transformOf(w, right).x == rightX, "frame %d: the box from the closed side was pushed to %.6f", i,
			transformOf(w, right).x);
	}
	CHECK_MSG(fabsf(transformOf(w, left).x - (-0.05f - 0.5f)) < 1e-5f, "the box from the open side stands at x = %.6f",
		transformOf(w, left).x);
	CHECK_MSG(rightX < -1.5f, "the box from the closed side got to x = %.6f", rightX);
	satDestroyWorld(w);
}

// The platform created before the box or after it: satWorld_Collide's MTV (negated with the pair's order) and a
// satWorld_Separate game loop are the same bit for bit; the 30 m/s landing of caseLandsAndRests is the same within
// 1e-5 (the solver's round-off depends on which body is a contact's first, with an ordinary platform too).
static void caseCreationOrder(void)
{
	satTransform end[2], landed[2];
	float mtv[2];
	for (int order = 0; order < 2; ++order) {
		satWorld* w = newWorld();
		int box = -1;
		if (order == 1) box = addBox(w, 1, 1, 5.45f, 2.0f, 0, SAT_BODY_KINEMATIC);
		addPlatform(w, 0, 0, 0);
		if (order == 0) box = addBox(w, 1, 1, 5.45f, 2.0f, 0, SAT_BODY_KINEMATIC);
		CHECK_INT(collide(w), 0);
		place(w, box, 5.45f, 0.4f);
		CHECK_INT(collide(w), 1);
		mtv[order] = mtvOf(w, box).y;
		place(w, box, 4.9f, 2.0f);
		for (int i = 0; i < 60; ++i) {
			place(w, box, transformOf(w, box).x + 0.005f, transformOf(w, box).y - 5.0f * DT);
			CHECK_INT(satWorld_Separate(w, 4), SAT_OK);
		}
		end[order] = transformOf(w, box);
		place(w, box, 0.3f, 3.0f);
		CHECK_INT(satWorld_SetType(w, box, SAT_BODY_DYNAMIC), SAT_OK);
		CHECK_INT(satWorld_SetVelocity(w, box, 0, -30.0f, 0), SAT_OK);
		for (int i = 0; i < 90; ++i) step(w);
		landed[order] = transformOf(w, box);
		satDestroyWorld(w);
	}
	CHECK_MSG(mtv[0] == mtv[1] && fabsf(mtv[0] - 0.15f) < 1e-6f, "MTVs %.9g and %.9g, expected 0.15", mtv[0], mtv[1]);
	CHECK_MSG(end[0].x == end[1].x && end[0].y == end[1].y && fabsf(end[0].y - (TOP + 0.5f)) < 1e-5f,
		"creation order changed the game loop: (%.9g, %.9g) and (%.9g, %.9g)", end[0].x, end[0].y, end[1].x, end[1].y);
	CHECK_MSG(fabsf(landed[0].x - landed[1].x) < 1e-5f && fabsf(landed[0].y - landed[1].y) < 1e-5f &&
			fabsf(landed[0].angle - landed[1].angle) < 1e-5f && fabsf(landed[0].y - (TOP + 0.5f)) < 0.01f,
		"creation order changed the landing: (%.9g, %.9g, %.9g) and (%.9g, %.9g, %.9g)", landed[0].x, landed[0].y,
		landed[0].angle, landed[1].x, landed[1].y, landed[1].angle);
}

// A pair admitted from above holds while the two touch, and only while both live. A box within the slop of the top
// is admitted where it is; moved 0.2 m down into the platform it is pushed back out (the second time it started
// inside: the pair held). A platform removed and added again around a box inside it does not hold it; a box
// removed and added again inside the platform falls through it.
static void caseRemoveAndAddAgain(void)
{
	satWorld* w = newWorld();
	int platform = addPlatform(w, 0, 0, 0);
	int box = addBox(w, 1, 1, 0, 0.548f, 0, SAT_BODY_KINEMATIC);
	CHECK_INT(collide(w), 1);
	for (int k = 0; k < 2; ++k) {
		place(w, box, 0, 0.35f);
		CHECK_INT(collide(w), 1);
		CHECK_VEC(mtvOf(w, box), 0.0, 0.2, 1e-6);
		CHECK_INT(satWorld_Separate(w, 1), SAT_OK);
		CHECK_NEAR(transformOf(w, box).y, 0.55, 1e-6);
	}
	place(w, box, 0, 0.35f);
	CHECK_INT(collide(w), 1);
	CHECK_INT(collide(w), 1); // not moved since: held
	CHECK_INT(satWorld_RemoveBody(w, platform), SAT_OK);
	platform = addPlatform(w, 0, 0, 0);
	CHECK_INT(collide(w), 0);
	place(w, box, 0, 0.548f);
	CHECK_INT(collide(w), 1);
	CHECK_INT(satWorld_RemoveBody(w, box), SAT_OK);
	box = addBox(w, 1, 1, 0, 0.35f, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(collide(w), 0);
	for (int i = 0; i < 60; ++i) step(w);
	CHECK_MSG(transformOf(w, box).y < -3.0f, "the box added inside the platform is at y = %.4f", transformOf(w, box).y);
	satDestroyWorld(w);
}

// SetOneWay(0, 0) makes the platform an ordinary body: the box inside it from below is then a pair with SAT's MTV
// (down, 0.1 through the thin platform rather than 0.9 up). Turning the normal round lets a box resting on top
// fall through (its pair is admitted anew, and what rests on the platform wakes).
static void caseOrdinaryAgain(void)
{
	satWorld* w = newWorld();
	int platform = addPlatform(w, 0, 0, 0);
	int box = addBox(w, 1, 1, 0, -0.45f, 0, SAT_BODY_KINEMATIC);
	CHECK_INT(collide(w), 0);
	CHECK_INT(satWorld_SetOneWay(w, platform, 0, 0), SAT_OK);
	satVec2 n = { 1, 1 };
	CHECK_INT(satWorld_GetOneWay(w, platform, &n), SAT_OK);
	CHECK_VEC(n, 0.0, 0.0, 0.0);
	CHECK_INT(collide(w), 1);
	CHECK_VEC(mtvOf(w, box), 0.0, -0.1, 1e-6);
	satDestroyWorld(w);

	// A kinematic box touching the top is no pair once the normal is turned round: it is on the closed side.
	w = newWorld();
	platform = addPlatform(w, 0, 0, 0);
	box = addBox(w, 1, 1, 0, 0.548f, 0, SAT_BODY_KINEMATIC);
	CHECK_INT(collide(w), 1);
	CHECK_INT(satWorld_SetOneWay(w, platform, 0, -1.0f), SAT_OK);
	CHECK_INT(collide(w), 0);
	satDestroyWorld(w);

	w = newWorld();
	platform = addPlatform(w, 0, 0, 0);
	box = addBox(w, 1, 1, 0, 2.0f, 0, SAT_BODY_DYNAMIC);
	for (int i = 0; i < 90; ++i) step(w);
	CHECK_NEAR(transformOf(w, box).y, TOP + 0.5, 0.01);
	CHECK_INT(satWorld_SetOneWay(w, platform, 0, -3.0f), SAT_OK);
	CHECK_INT(satWorld_GetOneWay(w, platform, &n), SAT_OK);
	CHECK_VEC(n, 0.0, -1.0, 0.0); // normalised
	for (int i = 0; i < 90; ++i) step(w);
	CHECK_MSG(
		transformOf(w, box).y < -3.0f, "with the normal turned round the box is at y = %.4f", transformOf(w, box).y);
	satDestroyWorld(w);
}

// Steps a world and counts its contacts (between any two bodies) and those whose normal is not (0, +-1).
static void stepCountingNormals(satWorld* w, int count, int* contacts, int* tilted)
{
	for (int i = 0; i < count; ++i) {
		step(w);
		const float* data = satWorld_GetContactData(w);
		for (int c = 0; c < satWorld_GetContactCount(w); ++c) {
			++*contacts;
			*tilted += data[SAT_CONTACT_FLOATS * c] != 0.0f || fabsf(data[SAT_CONTACT_FLOATS * c + 1]) != 1.0f;
		}
	}
}

// The step's contacts with a platform push along its normal only: (0, +-1) here, where an ordinary platform's would
// not be. A box landing at 9 m/s on the platform's end, 0.05 m of it under the box (SAT's least push would be
// sideways); and, without gravity, a box whose corner comes diagonally at the platform's corner (the speculative
// contact's normal would be the diagonal between them).
static void caseContactNormals(void)
{
	satWorld* w = newWorld();
	addPlatform(w, 0, 0, 0);
	int box = addBox(w, 1, 1, 5.45f, 1.0f, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetVelocity(w, box, 0, -9.0f, 0), SAT_OK);
	int contacts = 0, tilted = 0;
	stepCountingNormals(w, 20, &contacts, &tilted);
	CHECK_MSG(contacts > 0 && tilted == 0, "landing on the end: %d of %d contacts tilted", tilted, contacts);
	satDestroyWorld(w);

	w = newWorld();
	CHECK_INT(satWorld_SetGravity(w, 0, 0), SAT_OK);
	addPlatform(w, 0, 0, 0);
	box = addBox(w, 1, 1, 5.6f, 0.65f, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetVelocity(w, box, -0.6f, -0.6f, 0), SAT_OK);
	contacts = tilted = 0;
	stepCountingNormals(w, 30, &contacts, &tilted);
	CHECK_MSG(contacts > 0 && tilted == 0, "corner to corner: %d of %d contacts tilted", tilted, contacts);
	satDestroyWorld(w);
}

// Speculative contacts with a platform are along its normal, and only where the body is over it: a disc (radius
// 0.5) falling from (5.4, 0.6), beside the platform's end (5, 0.05) but over its level, falls as it would without
// the platform until it reaches the corner (at y = 0.35); a box kept on the platform and then moved beside it,
// below its top and 1 cm from its end, falls (without gravity, at 1 m/s) as it would without the platform.
static void caseBesideTheEnd(void)
{
	satTransform path[2][12];
	for (int platform = 0; platform < 2; ++platform) {
		satWorld* w = newWorld();
		if (platform) addPlatform(w, 0, 0, 0);
		satShape* s = NULL;
		int disc = -1;
		CHECK_INT(satCreateCircle(0.5f, &s), SAT_OK);
		CHECK_INT(satWorld_AddBody(w, s, 5.4f, 0.6f, 0, &disc), SAT_OK);
		CHECK_INT(satWorld_SetType(w, disc, SAT_BODY_DYNAMIC), SAT_OK);
		satDestroyShape(s);
		for (int i = 0; i < 12; ++i) {
			step(w);
			path[platform][i] = transformOf(w, disc);
		}
		satDestroyWorld(w);
	}
	int same = 0, over = 0;
	for (int i = 0; i < 12; ++i) {
		if (path[0][i].y <= 0.36f) break;
		++over;
		same += path[1][i].x == path[0][i].x && path[1][i].y == path[0][i].y;
	}
	CHECK_MSG(over > 5 && same == over, "the disc fell freely for %d of %d steps", same, over);

	satTransform end[2];
	for (int platform = 0; platform < 2; ++platform) {
		satWorld* w = newWorld();
		CHECK_INT(satWorld_SetGravity(w, 0, 0), SAT_OK);
		if (platform) addPlatform(w, 0, 0, 0);
		int box = addBox(w, 1, 1, 4.0f, 0.548f, 0, SAT_BODY_DYNAMIC);
		step(w);
		place(w, box, 5.51f, 0.3f);
		CHECK_INT(satWorld_SetVelocity(w, box, 0, -1.0f, 0), SAT_OK);
		for (int i = 0; i < 6; ++i) step(w);
		end[platform] = transformOf(w, box);
		satDestroyWorld(w);
	}
	CHECK_MSG(end[1].x == end[0].x && end[1].y == end[0].y && end[1].angle == end[0].angle,
		"the box beside the end is at (%.6f, %.6f), without the platform at (%.6f, %.6f)", end[1].x, end[1].y, end[0].x,
		end[0].y);
}

// Events: a box passing up through the platform begins no pair with it; landing on it, one begins.
static void caseEvents(void)
{
	satWorld* w = newWorld();
	int platform = addPlatform(w, 0, 0, 0);
	int box = addBox(w, 1, 1, 0, -2.0f, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetVelocity(w, box, 0, 12.0f, 0), SAT_OK);
	int begins = 0, firstBegin = -1;
	for (int i = 0; i < 300; ++i) {
		step(w);
		if (satWorld_GetBeginCount(w) > 0 && firstBegin < 0) firstBegin = i;
		begins += satWorld_GetBeginCount(w);
	}
	CHECK_INT(begins, 1);
	CHECK_MSG(firstBegin > 60, "the pair began at step %d, on the way up", firstBegin);
	CHECK_INT(satWorld_GetBeginPairs(w) != NULL, 1);
	(void)platform;
	satDestroyWorld(w);
}

// A box at rest on the platform falls asleep there and stays: asleep, its contact kept, not moved.
static void caseSleepsOnPlatform(void)
{
	satWorld* w = newWorld();
	addPlatform(w, 0, 0, 0);
	int box = addBox(w, 1, 1, 0, 1.0f, 0, SAT_BODY_DYNAMIC);
	for (int i = 0; i < 180; ++i) step(w);
	bool awake = true;
	CHECK_INT(satWorld_IsAwake(w, box, &awake), SAT_OK);
	CHECK(!awake);
	satTransform t = transformOf(w, box);
	for (int i = 0; i < 60; ++i) step(w);
	CHECK_INT(satWorld_IsAwake(w, box, &awake), SAT_OK);
	CHECK(!awake);
	CHECK_INT(satWorld_GetContactCount(w), 1);
	satTransform u = transformOf(w, box);
	CHECK(u.x == t.x && u.y == t.y && u.angle == t.angle);
	CHECK_NEAR(u.y, TOP + 0.5, 0.01);
	satDestroyWorld(w);
}

// Collide between steps, with nothing moved in between, changes nothing of the steps: a landing stepped with and
// without a call after every step ends bit for bit the same.
static void caseQueriesChangeNothing(void)
{
	satTransform end[2];
	for (int queries = 0; queries < 2; ++queries) {
		satWorld* w = newWorld();
		addPlatform(w, 0, 0, 0);
		int box = addBox(w, 1, 1, 0.3f, 2.0f, 0.3f, SAT_BODY_DYNAMIC);
		CHECK_INT(satWorld_SetVelocity(w, box, 1.0f, -10.0f, 2.0f), SAT_OK);
		for (int i = 0; i < 120; ++i) {
			step(w);
			if (queries) collide(w);
		}
		end[queries] = transformOf(w, box);
		satDestroyWorld(w);
	}
	CHECK_MSG(end[0].x == end[1].x && end[0].y == end[1].y && end[0].angle == end[1].angle,
		"queries changed the landing: (%.9g, %.9g, %.9g) and (%.9g, %.9g, %.9g)", end[0].x, end[0].y, end[0].angle,
		end[1].x, end[1].y, end[1].angle);
}

// Bad input gives its error and changes nothing.
static void caseBadInput(void)
{
	satWorld* w = newWorld();
	int platform = addPlatform(w, 0, 0, 0);
	satVec2 n = { 0, 0 };
	CHECK_INT(satWorld_SetOneWay(w, platform, NAN, 1.0f), SAT_ERR_NOT_FINITE);
	CHECK_INT(satWorld_SetOneWay(w, platform, 0.0f, INFINITY), SAT_ERR_NOT_FINITE);
	CHECK_INT(satWorld_SetOneWay(w, platform, 0.0f, 1e30f), SAT_ERR_OUT_OF_RANGE);
	CHECK_INT(satWorld_SetOneWay(w, platform + 1, 1.0f, 0.0f), SAT_ERR_BAD_ID);
	CHECK_INT(satWorld_SetOneWay(w, -1, 1.0f, 0.0f), SAT_ERR_BAD_ID);
	CHECK_INT(satWorld_SetOneWay(NULL, platform, 1.0f, 0.0f), SAT_ERR_NULL);
	CHECK_INT(satWorld_GetOneWay(w, platform, NULL), SAT_ERR_NULL);
	n = (satVec2){ 7, 7 };
	CHECK_INT(satWorld_GetOneWay(w, platform + 1, &n), SAT_ERR_BAD_ID);
	CHECK_VEC(n, 0.0, 0.0, 0.0);
	CHECK_INT(satWorld_GetOneWay(w, platform, &n), SAT_OK);
	CHECK_VEC(n, 0.0, 1.0, 0.0);
	int box = addBox(w, 1, 1, 0, -0.45f, 0, SAT_BODY_KINEMATIC);
	CHECK_INT(collide(w), 0); // still one-way
	CHECK_INT(satWorld_RemoveBody(w, box), SAT_OK);
	CHECK_INT(satWorld_SetOneWay(w, box, 1.0f, 0.0f), SAT_ERR_BAD_ID);
	satDestroyWorld(w);
}

const TestCase onewayTests[] = {
	{ "lands-and-rests", caseLandsAndRests },
	{ "through-from-below", caseThroughFromBelow },
	{ "through-from-the-side", caseThroughFromTheSide },
	{ "collide-from-below-and-above", caseCollideFromBelowAndAbove },
	{ "concave-collide", caseConcaveCollide },
	{ "shapes-land", caseShapesLand },
	{ "separate-game-loop", caseSeparateGameLoop },
	{ "turned-platform", caseTurnedPlatform },
	{ "creation-order", caseCreationOrder },
	{ "remove-and-add-again", caseRemoveAndAddAgain },
	{ "ordinary-again", caseOrdinaryAgain },
	{ "contact-normals", caseContactNormals },
	{ "beside-the-end", caseBesideTheEnd },
	{ "events", caseEvents },
	{ "sleeps-on-platform", caseSleepsOnPlatform },
	{ "queries-change-nothing", caseQueriesChangeNothing },
	{ "bad-input", caseBadInput },
};
const int onewayTestCount = (int)(sizeof onewayTests / sizeof onewayTests[0]);
