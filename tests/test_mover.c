// The character mover (satWorld_Move) and its laws: it never ends inside level geometry, walks tile floors at
// constant speed, climbs walkable slopes and not steeper ones, steps onto low ledges only, stays grounded down
// slopes with snapDown, does not creep down a slope while idle, passes one-way platforms from below and stands
// on them from above, rides a moving platform; bad input changes nothing.
#include <math.h>
#include <string.h>

#include "check.h"
#include "prng.h"
#include "sat.h"
#include "shapes.h"

static int addStatic(satWorld* w, satShape* s, float x, float y, float angle)
{
	int id = -1;
	CHECK_INT(satWorld_AddBody(w, s, x, y, angle, &id), SAT_OK);
	CHECK_INT(satWorld_SetStatic(w, id, true), SAT_OK);
	satDestroyShape(s);
	return id;
}

static satShape* box(float w, float h)
{
	satShape* s = NULL;
	CHECK_INT(satCreateBox(w, h, &s), SAT_OK);
	return s;
}

// A character: a 0.8 x 1.6 box (or a capsule of the same size) at (x, y), kinematic.
static int addCharacter(satWorld* w, bool capsule, float x, float y)
{
	satShape* s = NULL;
	if (capsule)
		CHECK_INT(satCreateCapsule(0.0f, -0.4f, 0.0f, 0.4f, 0.4f, &s), SAT_OK);
	else
		s = box(0.8f, 1.6f);
	int id = -1;
	CHECK_INT(satWorld_AddBody(w, s, x, y, 0.0f, &id), SAT_OK);
	satDestroyShape(s);
	return id;
}

// A static right triangle rising at `degrees` from (x0, y0) to the right over `run` (its foot at x0).
static int addSlope(satWorld* w, float x0, float y0, float run, double degrees)
{
	float rise = (float)(run * tan(degrees * PI / 180.0));
	float xy[] = { 0.0f, 0.0f, run, 0.0f, run, rise };
	satShape* s = NULL;
	CHECK_INT(satCreatePolygon(xy, 6, &s), SAT_OK);
	return addStatic(w, s, x0, y0, 0.0f);
}

static satMoveResult move(satWorld* w, int id, float dx, float dy, const satMoveDef* def)
{
	satMoveResult r;
	CHECK_INT(satWorld_Move(w, id, (satVec2){ dx, dy }, def, &r), SAT_OK);
	return r;
}

// A floor of 40 unit tiles: the character walks it at constant speed, held up by its top, never snagging on
// a seam, with gravity's motion pressing it down every frame.
static void caseWalksTileFloor(void)
{
	for (int capsule = 0; capsule < 2; ++capsule) {
		satWorld* w = NULL;
		CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
		for (int i = 0; i < 40; ++i) addStatic(w, box(1.0f, 1.0f), (float)i + 0.5f, -0.5f, 0.0f);
		int c = addCharacter(w, capsule, 1.0f, 0.85f);
		satMoveDef def = satDefaultMoveDef();
		satMoveResult r = move(w, c, 0.0f, -0.2f, &def); // settle onto the floor
		CHECK(r.grounded);
		float y0 = r.position.y, x = r.position.x;
		int snags = 0, ungrounded = 0;
		for (int frame = 0; frame < 300; ++frame) {
			r = move(w, c, 0.1f, -0.05f, &def);
			snags += fabsf(r.position.x - (x + 0.1f)) > 1e-4f;
			ungrounded += !r.grounded;
			CHECK_NEAR(r.position.y, y0, 1e-5);
			x = r.position.x;
			if (x > 38.0f) break;
		}
		CHECK_MSG(snags == 0 && ungrounded == 0, "%s: %d frames held back, %d not grounded",
			capsule ? "capsule" : "box", snags, ungrounded);
		CHECK(x > 30.0f);
		// The gap kept above the floor is the skin: 1% of the shape's reach by default.
		float reach = capsule ? 0.8f : sqrtf(0.4f * 0.4f + 0.8f * 0.8f);
		CHECK_NEAR(y0 - 0.8f, 0.01f * reach, 1e-4);
		satDestroyWorld(w);
	}
}

// From a flat floor into a 30 degree slope: climbed with maxSlope 45 degrees (the height follows tan 30); a 60
// degree one stops the character at its foot (a wall), and never lifts it.
static void caseSlopes(void)
{
	for (int steep = 0; steep < 2; ++steep) {
		satWorld* w = NULL;
		CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
		addStatic(w, box(40.0f, 1.0f), 0.0f, -0.5f, 0.0f);
		double degrees = steep ? 60.0 : 30.0;
		addSlope(w, 2.0f, 0.0f, 6.0f, degrees);
		int c = addCharacter(w, false, 0.0f, 0.81f);
		satMoveDef def = satDefaultMoveDef();
		satMoveResult r = move(w, c, 0.0f, -0.1f, &def);
		float groundY = r.position.y;
		float lowest = 1e9f, highest = -1e9f;
		for (int frame = 0; frame < 60; ++frame) {
			r = move(w, c, 0.05f, -0.02f, &def);
			lowest = fminf(lowest, r.position.y);
			highest = fmaxf(highest, r.position.y);
		}
		if (steep) {
			// Stopped by the wall a skin short of the slope's foot (its right face at x + 0.4), no higher.
			CHECK_MSG(
				r.position.x + 0.4f < 2.0f && r.position.x + 0.4f > 1.95f, "stopped at %.6g", (double)r.position.x);
			CHECK_NEAR(highest, groundY, 1e-5);
			CHECK(r.grounded);
		} else {
			// Climbing: the box's lower right corner is on the slope, so its bottom is at tan 30 * (x + 0.4 - 2).
			double expected = tan(PI / 6.0) * (r.position.x + 0.4 - 2.0) + 0.8;
			CHECK_MSG(r.position.x > 2.5f, "climbed to x = %.6g", (double)r.position.x);
			CHECK_NEAR(r.position.y, expected, 0.03);
			CHECK(r.grounded);
			CHECK_NEAR(r.groundNormal.y, cos(PI / 6.0), 1e-4);
		}
		(void)lowest;
		satDestroyWorld(w);
	}
}

// A ledge in the way: with stepHeight 0.3 the character steps onto a 0.25 m one and walks on; a 0.4 m one stops it.
static void caseStepsOntoLowLedges(void)
{
	for (int high = 0; high < 2; ++high) {
		satWorld* w = NULL;
		CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
		addStatic(w, box(40.0f, 1.0f), 0.0f, -0.5f, 0.0f);
		float h = high ? 0.4f : 0.25f;
		addStatic(w, box(6.0f, h), 5.0f, 0.5f * h, 0.0f); // from x = 2 to 8
		int c = addCharacter(w, false, 0.0f, 0.81f);
		satMoveDef def = satDefaultMoveDef();
		def.stepHeight = 0.3f;
		satMoveResult r = move(w, c, 0.0f, -0.1f, &def);
		for (int frame = 0; frame < 80; ++frame) r = move(w, c, 0.05f, -0.02f, &def);
		if (high) {
			CHECK_MSG(
				r.position.x + 0.4f < 2.0f && r.position.x + 0.4f > 1.95f, "stopped at %.6g", (double)r.position.x);
			CHECK(r.position.y < 0.82f);
		} else {
			CHECK_MSG(r.position.x > 3.5f, "walked to %.6g", (double)r.position.x);
			CHECK_NEAR(r.position.y, h + 0.8f + 0.01f * sqrtf(0.8f), 2e-3);
			CHECK(r.grounded);
		}
		satDestroyWorld(w);
	}
	// Without stepHeight, even the low ledge is a wall.
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	addStatic(w, box(40.0f, 1.0f), 0.0f, -0.5f, 0.0f);
	addStatic(w, box(6.0f, 0.25f), 5.0f, 0.125f, 0.0f);
	int c = addCharacter(w, false, 0.0f, 0.81f);
	satMoveResult r = move(w, c, 0.0f, -0.1f, NULL);
	for (int frame = 0; frame < 80; ++frame) r = move(w, c, 0.05f, -0.02f, NULL);
	CHECK(r.position.x + 0.4f < 2.0f);
	satDestroyWorld(w);
}

// Walking down a 30 degree slope (each frame's motion is level: gravity is the game's): with snapDown the
// character is grounded on every frame; without it, it leaves the ground.
static void caseSnapDown(void)
{
	for (int snap = 0; snap < 2; ++snap) {
		satWorld* w = NULL;
		CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
		// A slope falling to the right: its top at x = 0, y = 0 down to x = 10.
		float drop = (float)(10.0 * tan(PI / 6.0));
		float xy[] = { 0.0f, 0.0f, 0.0f, -drop, 10.0f, -drop };
		satShape* s = NULL;
		CHECK_INT(satCreatePolygon(xy, 6, &s), SAT_OK);
		addStatic(w, s, 0.0f, 0.0f, 0.0f);
		addStatic(w, box(4.0f, 1.0f), -2.0f, -0.5f, 0.0f); // flat ground before it
		int c = addCharacter(w, false, -1.0f, 0.81f);
		satMoveDef def = satDefaultMoveDef();
		def.snapDown = snap ? 0.2f : 0.0f;
		satMoveResult r = move(w, c, 0.0f, -0.1f, &def);
		int airborne = 0;
		for (int frame = 0; frame < 120; ++frame) {
			r = move(w, c, 0.05f, 0.0f, &def);
			airborne += !r.grounded;
		}
		CHECK(r.position.x > 4.0f);
		if (snap)
			CHECK_MSG(airborne == 0, "airborne on %d frames", airborne);
		else
			CHECK_MSG(airborne > 50, "airborne on only %d frames", airborne);
		satDestroyWorld(w);
	}
}

// Standing on a 30 degree slope with gravity's motion every frame: it does not creep down (unless slideOnSlopes).
static void caseIdleOnSlope(void)
{
	for (int slide = 0; slide < 2; ++slide) {
		satWorld* w = NULL;
		CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
		addSlope(w, -10.0f, -10.0f, 20.0f, 30.0);
		int c = addCharacter(w, true, 0.0f, -2.5f); // the slope is at y = -4.23 below x = 0
		satMoveDef def = satDefaultMoveDef();
		def.slideOnSlopes = slide;
		satMoveResult r = move(w, c, 0.0f, -2.0f, &def);
		float x0 = r.position.x, y0 = r.position.y;
		for (int frame = 0; frame < 300; ++frame) r = move(w, c, 0.0f, -0.05f, &def);
		if (slide) {
			CHECK_MSG(r.position.x < x0 - 1.0f, "slid to %.6g from %.6g", (double)r.position.x, (double)x0);
		} else {
			CHECK_MSG(fabsf(r.position.x - x0) < 1e-5f && fabsf(r.position.y - y0) < 1e-4f,
				"crept from (%.9g, %.9g) to (%.9g, %.9g)", (double)x0, (double)y0, (double)r.position.x,
				(double)r.position.y);
			CHECK(r.grounded);
		}
		satDestroyWorld(w);
	}
}

// A wall: the character stops a skin short of it, and a diagonal motion slides along it.
static void caseWallsAndCorners(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	addStatic(w, box(40.0f, 1.0f), 0.0f, -0.5f, 0.0f);
	addStatic(w, box(1.0f, 10.0f), 3.5f, 5.0f, 0.0f); // its face at x = 3
	int c = addCharacter(w, false, 0.0f, 3.0f);
	satMoveResult r = move(w, c, 5.0f, 0.0f, NULL);
	float skin = 0.01f * sqrtf(0.8f);
	CHECK_NEAR(r.position.x, 3.0f - 0.4f - skin, 1e-5);
	CHECK_NEAR(r.position.y, 3.0f, 1e-6);
	CHECK_INT(r.hitCount, 1);
	r = move(w, c, 1.0f, -1.0f, NULL); // into the wall and down: slides down it
	CHECK_NEAR(r.position.x, 3.0f - 0.4f - skin, 1e-5);
	CHECK_NEAR(r.position.y, 2.0f, 1e-5);
	r = move(w, c, 1.0f, -5.0f, NULL); // into the corner of wall and floor: stops there
	CHECK_NEAR(r.position.x, 3.0f - 0.4f - skin, 1e-5);
	CHECK_NEAR(r.position.y, 0.8f + skin, 1e-4);
	CHECK(r.grounded);
	satDestroyWorld(w);
}

// One-way platforms: jumped through from below, stood on from above, in move().
static void caseOneWay(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	addStatic(w, box(40.0f, 1.0f), 0.0f, -0.5f, 0.0f);
	int platform = addStatic(w, box(4.0f, 0.2f), 0.0f, 3.0f, 0.0f); // top at 3.1
	CHECK_INT(satWorld_SetOneWay(w, platform, 0.0f, 1.0f), SAT_OK);
	int c = addCharacter(w, false, 0.0f, 0.81f);
	satMoveResult r = move(w, c, 0.0f, 0.5f, NULL);
	for (int frame = 0; frame < 10; ++frame) r = move(w, c, 0.0f, 0.5f, NULL); // up through it
	CHECK_NEAR(r.position.y, 0.81f + 5.5f, 1e-4);
	CHECK_INT(r.hitCount, 0);
	for (int frame = 0; frame < 30; ++frame) r = move(w, c, 0.0f, -0.3f, NULL); // and down onto it
	CHECK(r.grounded);
	CHECK_INT(r.groundId, platform);
	CHECK_NEAR(r.position.y, 3.1f + 0.8f + 0.01f * sqrtf(0.8f), 1e-4);
	// As an ordinary body it blocks from below.
	CHECK_INT(satWorld_SetOneWay(w, platform, 0.0f, 0.0f), SAT_OK);
	CHECK_INT(satWorld_SetTransform(w, c, 0.0f, 0.81f, 0.0f), SAT_OK);
	r = move(w, c, 0.0f, 5.0f, NULL);
	CHECK(r.position.y < 2.9f - 0.8f + 1e-4f);
	satDestroyWorld(w);
}

// A kinematic platform rising and moving sideways under the character, which adds the platform's motion to its
// own each frame (the mover does not carry it): it stays on top, grounded on it, never inside it.
static void caseRidesMovingPlatform(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	satShape* ps = box(3.0f, 0.5f);
	int platform = -1;
	CHECK_INT(satWorld_AddBody(w, ps, 0.0f, 0.0f, 0.0f, &platform), SAT_OK);
	satDestroyShape(ps);
	int c = addCharacter(w, true, 0.0f, 1.5f);
	satMoveResult r = move(w, c, 0.0f, -1.0f, NULL);
	CHECK(r.grounded);
	int off = 0;
	float px = 0.0f, py = 0.0f;
	for (int frame = 0; frame < 240; ++frame) {
		float vx = 0.03f * (float)sin(frame * 0.05), vy = 0.02f * (float)cos(frame * 0.03);
		px += vx;
		py += vy;
		CHECK_INT(satWorld_SetTransform(w, platform, px, py, 0.0f), SAT_OK);
		r = move(w, c, vx, vy - 0.01f, NULL);
		off += !r.grounded || r.groundId != platform;
		// Never inside: the capsule's bottom (y - 0.8) is above the platform's top (py + 0.25), less the skin.
		CHECK_MSG(r.position.y - 0.8f >= py + 0.25f - 1e-5f, "frame %d: bottom %.7g below the top %.7g", frame,
			(double)(r.position.y - 0.8f), (double)(py + 0.25f));
		CHECK_NEAR(r.position.x, px, 1e-3);
	}
	CHECK_MSG(off == 0, "off the platform on %d frames", off);
	satDestroyWorld(w);
}

// A body the mover overlaps that is not static (a kinematic block lowered onto the character) pushes it out, by
// the depth plus the skin, unless that push would put it into a static body: then it stays where it is (crushed).
static void casePushedOutOrCrushed(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	int c = addCharacter(w, false, 0.0f, 2.0f); // 0.8 x 1.6: top at 2.8
	satShape* bs = box(2.0f, 1.0f);
	int block = -1;
	CHECK_INT(satWorld_AddBody(w, bs, 0.0f, 3.1f, 0.0f, &block), SAT_OK); // bottom at 2.6: 0.2 into the top
	satDestroyShape(bs);
	satMoveDef def = satDefaultMoveDef();
	def.skin = 0.01f;
	satMoveResult r = move(w, c, 0.0f, 0.0f, &def);
	CHECK_NEAR(r.position.x, 0.0f, 1e-6);
	CHECK_NEAR(r.position.y, 2.0f - 0.2f - 0.01f, 1e-5); // pushed down by the depth and the skin
	CHECK_INT(r.hitCount, 0);
	// Now with ground 0.1 below the character's bottom (1.2): the push of 0.21 would go 0.11 into it. It stays.
	addStatic(w, box(10.0f, 1.0f), 0.0f, 0.6f, 0.0f);
	CHECK_INT(satWorld_SetTransform(w, c, 0.0f, 2.0f, 0.0f), SAT_OK);
	satMoveResult crushed = move(w, c, 0.0f, 0.0f, &def);
	CHECK(crushed.position.x == 0.0f && crushed.position.y == 2.0f);

	// Found by fuzzing: a large hexagon deep in a kinematic triangle was pushed 33 units out of it, into a static
	// triangle below, and stayed 1.17 inside it (a
	// small kinematic chip in the hexagon too).
	satWorld* f = NULL;
	CHECK_INT(satCreateWorld(NULL, &f), SAT_OK);
	const float staticXy[] = { -40.0f, 0.0024414435f, -39.9975586f, -159.374985f, -31.9993896f, -159.995117f };
	const float kinematicXy[] = { -20.4149265f, 34.3708649f, -19.5009727f, -34.7625923f, 39.9965744f, 0.49469921f };
	const float hexagonXy[] = { -36.5425987f, 16.2677135f, -30.3800583f, -22.0746288f, 4.18304539f, -39.780674f,
		34.3500404f, -15.2916508f, 32.3595543f, 23.5129604f, -3.93696499f, 37.4404526f };
	satShape *ss = NULL, *ks = NULL, *hs = NULL;
	CHECK_INT(satCreatePolygon(staticXy, 6, &ss), SAT_OK);
	CHECK_INT(satCreatePolygon(kinematicXy, 6, &ks), SAT_OK);
	CHECK_INT(satCreatePolygon(hexagonXy, 12, &hs), SAT_OK);
	int wall = addStatic(f, ss, 4.00006104f, 0.0f, -9.99908423e-08f), k = -1, hex = -1;
	CHECK_INT(satWorld_AddBody(f, ks, -33.3591576f, 24.7739601f, 0.0f, &k), SAT_OK);
	CHECK_INT(satWorld_AddBody(f, hs, 4.00006104f, 6.4000001f, 0.0f, &hex), SAT_OK);
	const float chipXy[] = { -0.00992217939f, 0.00658111367f, 0.00736385118f, 0.00960501283f, 0.00992248394f,
		0.0127566541f };
	satShape* cs = NULL;
	int chip = -1;
	CHECK_INT(satCreatePolygon(chipXy, 6, &cs), SAT_OK);
	CHECK_INT(satWorld_AddBody(f, cs, 6.96470594f, 6.96470594f, 741176.5f, &chip), SAT_OK);
	satDestroyShape(cs);
	def = satDefaultMoveDef();
	def.snapDown = 0.1328125f;
	def.skin = 0.0128906248f;
	def.maxSlope = 0.20625f;
	def.up = (satVec2){ 0.735470533f, 0.741176486f };
	r = move(f, hex, 2.96470594f, 2.96470594f, &def);
	satShape* placed = NULL;
	CHECK_INT(satCreatePolygon(hexagonXy, 12, &placed), SAT_OK);
	satShape_SetTransform(placed, r.position.x, r.position.y, 0.0f);
	CHECK_INT(satCreatePolygon(staticXy, 6, &ss), SAT_OK);
	satShape_SetTransform(ss, 4.00006104f, 0.0f, -9.99908423e-08f);
	satCollision hit = { 0 };
	satCollide(placed, ss, (satVec2){ 0, 0 }, &hit);
	double depth = hit.intersect ? hypot(hit.mtv.x, hit.mtv.y) : 0.0;
	CHECK_MSG(depth <= def.skin, "ends %.3g into static %d at (%.7g, %.7g)", depth, wall, (double)r.position.x,
		(double)r.position.y);
	satDestroyShape(placed);
	satDestroyShape(ss);
	satDestroyShape(ks);
	satDestroyShape(hs);
	satDestroyWorld(f);
	satDestroyWorld(w);
}

// Seeded levels of tiles, slopes and walls, characters driven by random inputs with gravity: no move ends with
// the character overlapping any static body by more than the skin, and moves stay deterministic (the same inputs
// replayed in a second world give the same positions bit for bit).
static void propertyNeverInside(void)
{
	int moves = 0, grounded = 0, hits = 0;
	float boxSkin = 0.01f * sqrtf(0.8f), capsuleSkin = 0.008f;
	satShape* shrunk[2] = { box(0.8f - 2.0f * boxSkin, 1.6f - 2.0f * boxSkin), NULL };
	CHECK_INT(satCreateCapsule(0.0f, -0.4f, 0.0f, 0.4f, 0.4f - capsuleSkin, &shrunk[1]), SAT_OK);
	for (int level = 0; level < 12; ++level) {
		uint64_t seed = caseSeed(0x30e4, level);
		setRandomContext("mover level", seed);
		satWorld* worlds[2];
		int chars[2][4];
		for (int copy = 0; copy < 2; ++copy) {
			Prng rng = prngSeed(seed);
			CHECK_INT(satCreateWorld(NULL, &worlds[copy]), SAT_OK);
			satWorld* w = worlds[copy];
			for (int i = 0; i < 60; ++i) addStatic(w, box(1.0f, 1.0f), (float)i - 30.0f + 0.5f, -0.5f, 0.0f);
			for (int i = 0; i < 25; ++i) {
				float x = (float)prngInt(&rng, -28, 28), y = (float)prngInt(&rng, 0, 6);
				double u = prngUniform(&rng);
				if (u < 0.5)
					addStatic(w, box(1.0f, 1.0f), x + 0.5f, y + 0.5f, 0.0f);
				else if (u < 0.8)
					addSlope(w, x, y, (float)prngInt(&rng, 1, 4), prngRange(&rng, 10, 70));
				else
					addStatic(w, box((float)prngRange(&rng, 0.2, 3), (float)prngRange(&rng, 0.1, 2)), x, y + 0.5f,
						(float)prngRange(&rng, -1, 1));
			}
			for (int k = 0; k < 4; ++k) chars[copy][k] = addCharacter(w, k % 2 == 1, -20.0f + 10.0f * k, 12.0f);
		}
		Prng rng = prngSeed(seed ^ 0x5eed);
		satMoveDef def = satDefaultMoveDef();
		def.stepHeight = 0.3f;
		def.snapDown = 0.2f;
		float vy[4] = { 0 };
		for (int frame = 0; frame < 200; ++frame) {
			for (int k = 0; k < 4; ++k) {
				float dx = (float)prngRange(&rng, -0.15, 0.15);
				bool jump = prngUniform(&rng) < 0.01;
				vy[k] = jump ? 0.3f : fmaxf(vy[k] - 0.02f, -0.5f);
				satMoveResult r[2];
				for (int copy = 0; copy < 2; ++copy)
					CHECK_INT(
						satWorld_Move(worlds[copy], chars[copy][k], (satVec2){ dx, vy[k] }, &def, &r[copy]), SAT_OK);
				CHECK(memcmp(&r[0].position, &r[1].position, sizeof r[0].position) == 0);
				if (r[0].grounded && vy[k] < 0.0f) vy[k] = -0.02f;
				moves++;
				grounded += r[0].grounded;
				hits += r[0].hitCount > 0;
				// Overlap with the level: the character's shape shrunk by the skin overlaps no static (satCollide).
				satWorld* w = worlds[0];
				satShape* core = k % 2 ? shrunk[1] : shrunk[0];
				int ids[64], count = 0;
				CHECK_INT(satWorld_OverlapShape(
							  w, core, (satTransform){ r[0].position.x, r[0].position.y, 0.0f }, ~0u, ids, 64, &count),
					SAT_OK);
				for (int i = 0; i < count && i < 64; ++i) {
					satBodyType type;
					CHECK_INT(satWorld_GetType(w, ids[i], &type), SAT_OK);
					CHECK_MSG(type != SAT_BODY_STATIC, "frame %d: character %d at (%.7g, %.7g) inside static %d", frame,
						k, (double)r[0].position.x, (double)r[0].position.y, ids[i]);
				}
			}
		}
		for (int copy = 0; copy < 2; ++copy) satDestroyWorld(worlds[copy]);
	}
	satDestroyShape(shrunk[0]);
	satDestroyShape(shrunk[1]);
	checkContext("mover/never-inside");
	CHECK_MSG(grounded > moves / 4 && hits > moves / 4, "%d moves, %d grounded, %d with hits", moves, grounded, hits);
}

// Bad input: a clear error, the body where it was, out zeroed.
static void caseErrors(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	int c = addCharacter(w, false, 1.0f, 2.0f);
	int s = addStatic(w, box(1.0f, 1.0f), 5.0f, 5.0f, 0.0f);
	satMoveResult r;
	satMoveDef def = satDefaultMoveDef();
	CHECK_INT(satWorld_Move(w, s, (satVec2){ 1, 0 }, NULL, &r), SAT_ERR_BAD_TYPE);
	CHECK_INT(satWorld_Move(w, c + 99, (satVec2){ 1, 0 }, NULL, &r), SAT_ERR_BAD_ID);
	CHECK_INT(satWorld_Move(w, c, (satVec2){ NAN, 0 }, NULL, &r), SAT_ERR_NOT_FINITE);
	CHECK_INT(satWorld_Move(w, c, (satVec2){ 1e19f, 0 }, NULL, &r), SAT_ERR_OUT_OF_RANGE);
	CHECK_INT(satWorld_Move(w, c, (satVec2){ 1, 0 }, NULL, NULL), SAT_ERR_NULL);
	CHECK_INT(satWorld_Move(NULL, c, (satVec2){ 1, 0 }, NULL, &r), SAT_ERR_NULL);
	def.up = (satVec2){ 0, 0 };
	CHECK_INT(satWorld_Move(w, c, (satVec2){ 1, 0 }, &def, &r), SAT_ERR_BAD_AXIS);
	def = satDefaultMoveDef();
	def.maxSlope = 2.0f;
	CHECK_INT(satWorld_Move(w, c, (satVec2){ 1, 0 }, &def, &r), SAT_ERR_OUT_OF_RANGE);
	def = satDefaultMoveDef();
	def.stepHeight = -1.0f;
	CHECK_INT(satWorld_Move(w, c, (satVec2){ 1, 0 }, &def, &r), SAT_ERR_BAD_SIZE);
	def = satDefaultMoveDef();
	def.skin = INFINITY;
	CHECK_INT(satWorld_Move(w, c, (satVec2){ 1, 0 }, &def, &r), SAT_ERR_NOT_FINITE);
	CHECK_INT(r.groundId, -1);
	CHECK(r.position.x == 0.0f && !r.grounded);
	satTransform xf;
	CHECK_INT(satWorld_GetTransform(w, c, &xf), SAT_OK);
	CHECK(xf.x == 1.0f && xf.y == 2.0f);
	CHECK_INT(satWorld_SetType(w, c, SAT_BODY_DYNAMIC), SAT_OK);
	CHECK_INT(satWorld_Move(w, c, (satVec2){ 1, 0 }, NULL, &r), SAT_ERR_BAD_TYPE);
	satDestroyWorld(w);
}

const TestCase moverTests[] = {
	{ "walks-tile-floor", caseWalksTileFloor },
	{ "slopes", caseSlopes },
	{ "steps-onto-low-ledges", caseStepsOntoLowLedges },
	{ "snap-down", caseSnapDown },
	{ "idle-on-slope", caseIdleOnSlope },
	{ "walls-and-corners", caseWallsAndCorners },
	{ "one-way", caseOneWay },
	{ "rides-moving-platform", caseRidesMovingPlatform },
	{ "pushed-out-or-crushed", casePushedOutOrCrushed },
	{ "never-inside", propertyNeverInside },
	{ "errors", caseErrors },
};
const int moverTestCount = (int)(sizeof moverTests / sizeof moverTests[0]);
