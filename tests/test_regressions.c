// Regression tests: one case per fixed defect, with the literal input that showed it, plus a sweep of nearby
// inputs where one literal alone would pin only a single rounding. tests/node/regressions.test.mjs runs the
// same inputs through both wasm modules.
#include <float.h>
#include <math.h>
#include <stdlib.h>

#include "check.h"
#include "sat.h"
#include "shapes.h"

static double len2(double x, double y) { return sqrt(x * x + y * y); }

static void caseVersion(void) { CHECK_STR(satGetVersion(), SAT_VERSION_STRING); }

// A circle's interval on a tiny axis: radius * |axis| underflowed when |axis|^2 was formed in float.
static void caseCircleProjectionTinyAxis(void)
{
	satShape* c = makeCircle(2.0f, 1.0f, 1.0f);
	satInterval iv = project(c, 1e-25f, 0.0f);
	CHECK_NEAR(iv.min, -1e-25, 1e-31);
	CHECK_NEAR(iv.max, 3e-25, 1e-31);
	iv = project(c, 0.0f, -1e-30f); // y: [-1e-30 - 2e-30, -1e-30 + 2e-30]
	CHECK_NEAR(iv.min, -3e-30, 1e-36);
	CHECK_NEAR(iv.max, 1e-30, 1e-36);
	satDestroyShape(c);
}

// Circle axes normalised from float squared lengths: near-concentric unit circles got an MTV of ~1.6, and
// at scale 1e-25 a circle just off a box corner was called intersecting.
static void caseCircleAxisTinyScale(void)
{
	satShape* a = makeCircle(1.0f, 0.0f, 0.0f);
	satShape* b = makeCircle(1.0f, 4e-23f, 0.0f);
	satCollision c = collide(a, b, 0, 0);
	CHECK(c.intersect);
	CHECK_NEAR(vecLength(c.mtv), 2.0, 1e-6);
	CHECK(c.mtv.x < 0.0f); // B is to the right: A goes left
	moveTo(a, c.mtv.x, c.mtv.y);
	satCollision after = collide(a, b, 0, 0);
	CHECK(vecLength(after.mtv) <= 1e-6); // separated or touching, not 20% inside
	satDestroyShape(a);
	satDestroyShape(b);

	const float r = 1e-25f, gap = 6.6e-27f, corner = 1e-25f; // box 2e-25 wide: corner at (1e-25, 1e-25)
	float off = (float)((r + gap) / SQRT2);
	satShape* box = makeBox(2e-25f, 2e-25f, 0.0f, 0.0f, 0.0f);
	satShape* circle = makeCircle(r, corner + off, corner + off);
	CHECK(!collide(circle, box, 0, 0).intersect);
	CHECK(!collide(box, circle, 0, 0).intersect);
	moveTo(circle, corner + (float)((r - gap) / SQRT2), corner + (float)((r - gap) / SQRT2));
	CHECK(collide(circle, box, 0, 0).intersect); // and just inside it is
	satDestroyShape(box);
	satDestroyShape(circle);
}

// sweep with zero velocity reported hit, t = 0 and normal (0, 0) for boxes collide called separated.
static void caseSweepZeroVelocityAgrees(void)
{
	const float angle = 0x1.3f7ceep-5f;
	satShape* a = makeBox(1, 1, 0, 0, angle);
	satShape* b = makeBox(1, 1, 0x1.ff9c56p-1f, 0x1.3f6832p-5f, angle);
	CHECK(!collide(a, b, 0, 0).intersect);
	CHECK(isZeroSweep(sweep(a, b, 0, 0, 1)));
	int disagreements = 0, badNormals = 0;
	for (int k = 0; k < 4000; ++k) { // boxes side by side at many angles: touching up to round-off
		float ang = 0.00157f * (float)k, cs = cosf(ang), sn = sinf(ang);
		satShape_SetTransform(a, 0, 0, ang);
		satShape_SetTransform(b, cs, sn, ang);
		bool now = collide(a, b, 0, 0).intersect;
		satSweepResult r = sweep(a, b, 0, 0, 1);
		disagreements += r.hit != now;
		if (r.hit) badNormals += fabs(vecLength(r.normal) - 1.0) > 1e-6;
	}
	CHECK_INT(disagreements, 0);
	CHECK_INT(badNormals, 0);
	satDestroyShape(a);
	satDestroyShape(b);
}

// A 1 x 1e-8 box turned by 0.7 rad: its short edges' rotated vertices coincide in float, and such an edge
// acted as an infinite line, so a circle passing 5 units to the side was hit.
static void caseThinBoxPhantomHit(void)
{
	satShape* box = makeBox(1.0f, 1e-8f, 0.0f, 0.0f, 0x1.666666p-1f);
	satShape* c = makeCircle(0.1f, -0x1.60ffd6p+2f, 0x1.e43d28p+0f);
	CHECK(isZeroSweep(sweep(c, box, 0x1.25b30cp+2f, 0x1.eec258p+1f, 1)));
	CHECK(!collide(c, box, 0x1.25b30cp+2f, 0x1.eec258p+1f).willIntersect);
	// Along the same line but through the box's end, it is a hit.
	moveTo(c, -0x1.60ffd6p+2f + 5.0f * sinf(0.7f), 0x1.e43d28p+0f - 5.0f * cosf(0.7f));
	CHECK(sweep(c, box, 0x1.25b30cp+2f, 0x1.eec258p+1f, 1).hit);
	satDestroyShape(box);
	satDestroyShape(c);
}

// A circle touching a box (apart only by round-off) swept 2 units into it was a miss: the sweep saw only the
// centre entering the grown box from outside.
static void caseTunnellingFromContact(void)
{
	const float angle = 0x1.872b02p-2f, vx = -0x1.db1874p+0f, vy = -0x1.7db944p-1f;
	satShape* box = makeBox(2, 2, 0.3f, 0.1f, angle);
	satShape* c = makeCircle(0.5f, 0x1.b11f24p+0f, 0x1.517e28p-1f);
	CHECK(!collide(c, box, 0, 0).intersect);
	CHECK(collide(c, box, vx, vy).willIntersect);
	satSweepResult r = sweep(c, box, vx, vy, 1);
	CHECK(r.hit);
	CHECK(r.t <= 1e-6f);
	CHECK_VEC(r.normal, cos(angle), sin(angle), 1e-5);
	int misses = 0;
	for (int k = 0; k < 2000; ++k) { // the same at many angles: touching, then moving in
		float ang = 0.0031f * (float)k, nx = cosf(ang), ny = sinf(ang);
		satShape_SetTransform(box, 0.3f, 0.1f, ang);
		moveTo(c, 0.3f + 1.5f * nx, 0.1f + 1.5f * ny);
		misses += !sweep(c, box, -2 * nx, -2 * ny, 1).hit || !collide(c, box, -2 * nx, -2 * ny).willIntersect;
	}
	CHECK_INT(misses, 0);
	satDestroyShape(box);
	satDestroyShape(c);
}

// The world's broad phase rounded absolute coordinates and dropped a pair that collide calls touching.
static void caseWorldTouchingPair(void)
{
	satWorld* w;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	satShape* big = makeBox(2, 2, 0, -1, 0);
	satShape* small = makeBox(1, 1, 0, 0x1.000002p-1f, 0); // y = 0.50000006
	int ia, ib, n = -1;
	satWorld_AddBody(w, big, 0, -1, 0, &ia);
	satWorld_AddBody(w, small, 0, 0x1.000002p-1f, 0, &ib);
	satCollision c = collide(small, big, 0, 0);
	CHECK(c.intersect);
	CHECK_INT(satWorld_Collide(w, &n), SAT_OK);
	CHECK_INT(n, 1);
	// Around touching, at several magnitudes: the world's pairs are exactly collide's.
	int mismatches = 0;
	const float bases[] = { 0.0f, 3.0f, 1000.0f, -65536.0f, 1e6f };
	for (int k = 0; k < 5; ++k) {
		for (int step = -6; step <= 6; ++step) {
			float by = bases[k] - 1.0f, sy = nextafterf(bases[k] + 0.5f, step < 0 ? -INFINITY : INFINITY);
			for (int s = 1; s < abs(step); ++s) sy = nextafterf(sy, step < 0 ? -INFINITY : INFINITY);
			if (step == 0) sy = bases[k] + 0.5f;
			satWorld_SetTransform(w, ia, 0.25f * (float)k, by, 0);
			satWorld_SetTransform(w, ib, 0.25f * (float)k, sy, 0);
			satShape_SetTransform(big, 0.25f * (float)k, by, 0);
			satShape_SetTransform(small, 0.25f * (float)k, sy, 0);
			satWorld_Collide(w, &n);
			mismatches += (n == 1) != collide(big, small, 0, 0).intersect;
		}
	}
	CHECK_INT(mismatches, 0);
	satDestroyWorld(w);
	satDestroyShape(big);
	satDestroyShape(small);
}

// A stale id named a new body again after 512 add/remove cycles of one slot.
static void caseStaleIdsNeverReturn(void)
{
	enum {
		CYCLES = 3000
	};
	static int ids[CYCLES];
	satWorld* w;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	satShape* s = makeBox(1, 1, 0, 0, 0);
	int repeats = 0, accepted = 0;
	for (int k = 0; k < CYCLES; ++k) {
		CHECK_INT(satWorld_AddBody(w, s, 0, 0, 0, &ids[k]), SAT_OK);
		CHECK_INT(satWorld_RemoveBody(w, ids[k]), SAT_OK);
		for (int j = 0; j < k; ++j) repeats += ids[j] == ids[k];
	}
	for (int k = 0; k < CYCLES; ++k) accepted += satWorld_SetTransform(w, ids[k], 1, 1, 0) != SAT_ERR_BAD_ID;
	CHECK_INT(repeats, 0);
	CHECK_INT(accepted, 0);
	CHECK_INT(satWorld_GetBodyCount(w), 0);
	CHECK(satWorld_GetSlotCount(w) <= CYCLES / 512 + 1); // a slot is reused 512 times before it retires
	satDestroyWorld(w);
	satDestroyShape(s);
}

// project with a huge axis: products overflowed to infinities whose sum is NaN, and the NaN was dropped.
static void caseProjectOverflow(void)
{
	const float tri[] = { 0, 0, 2, -3, 3, -2 };
	satShape* t = makePolygon(tri, 6, 0, 0, 0);
	satInterval iv = project(t, 2e38f, 2e38f); // exact: [-2e38, 2e38]
	CHECK_NEAR(iv.min / 2e38, -1.0, 1e-6);
	CHECK_NEAR(iv.max / 2e38, 1.0, 1e-6);
	satInterval out = { 5, 5 };
	CHECK_INT(satProjectShape(t, (satVec2){ 1e38f, 3e38f }, &out), SAT_ERR_OUT_OF_RANGE); // -7e38: not a float
	CHECK(out.min == 0.0f && out.max == 0.0f);
	satDestroyShape(t);
}

// A tiny circle swept exactly through another circle's centre or a polygon's vertex was a miss: the
// discriminant cancelled to nothing and a zero-length normal was discarded.
static void caseTinyCircleThroughPoint(void)
{
	const float radii[] = { 1e-9f, 1e-12f, 1e-20f };
	for (int k = 0; k < 3; ++k) {
		float r = radii[k];
		checkContext("regressions/tiny-circle-through-point r=%g", (double)r);
		satShape* a = makeCircle(r, -1, 0);
		satShape* b = makeCircle(r, 0, 0);
		satSweepResult hit = sweep(a, b, 2, 0, 1);
		CHECK(hit.hit);
		CHECK_NEAR(hit.t, 0.5, 1e-6);
		CHECK_VEC(hit.normal, -1, 0, 1e-6);
		satShape* box = makeBox(1, 1, 0, 0, 0);
		satShape* c = makeCircle(r, -1.5f, -1.5f);
		hit = sweep(c, box, 2, 2, 1); // straight at the corner (-0.5, -0.5)
		CHECK(hit.hit);
		CHECK_NEAR(hit.t, 0.5, 1e-6);
		CHECK_NEAR(len2(hit.normal.x, hit.normal.y), 1.0, 1e-6);
		CHECK(hit.normal.x <= 0 && hit.normal.y <= 0); // the corner's normal or either face's
		satDestroyShape(a);
		satDestroyShape(b);
		satDestroyShape(box);
		satDestroyShape(c);
	}
}

// Found by the fuzzer: a box of the smallest denormal width had half a width of 0, so zero area.
static void caseBoxTooSmallToHalve(void)
{
	satShape* s = SENTINEL;
	CHECK_INT(satCreateBox(0x1p-149f, 1.0f, &s), SAT_ERR_BAD_SIZE);
	CHECK(s == NULL);
	CHECK_INT(satCreateBox(1.0f, 0x1p-149f, &s), SAT_ERR_BAD_SIZE);
	CHECK_INT(satCreateBox(0x1p-148f, 0x1p-148f, &s), SAT_OK); // half of it is the smallest float: a real box
	CHECK(satShape_GetWorldVertex(s, 0).x < satShape_GetWorldVertex(s, 1).x);
	CHECK(satShape_GetWorldVertex(s, 1).y < satShape_GetWorldVertex(s, 2).y);
	satDestroyShape(s);
}

// Found by the fuzzer: a tiny circle travelling far through a box's corner got its normal from p + t * v,
// which cancels to round-off; the normal pointed along the motion. At this precision the corner and its two
// faces are met at the same time: any normal of the corner is right.
static void caseSweepNormalLongTravel(void)
{
	satShape* c = makeCircle(1e-15f, 11520.0f, 11520.0f);
	satShape* box = makeBox(1e-9f, 1e-9f, 0, 0, 0);
	satSweepResult r = sweep(c, box, -23040.0f, -23040.0f, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.5, 1e-6);
	CHECK_NEAR(vecLength(r.normal), 1.0, 1e-6);
	CHECK(r.normal.x >= 0.0f && r.normal.y >= 0.0f); // the top-right corner's normals, against the motion
	satDestroyShape(box);
	box = makeBox(1e-9f, 1e-9f, 0, 0, 0.3f); // turned: the corner is no longer on the path, a face is hit
	moveTo(c, 11520.0f, 11520.0f);
	r = sweep(c, box, -23040.0f, -23040.0f, 1);
	CHECK(r.hit);
	CHECK(r.normal.x * -23040.0f + r.normal.y * -23040.0f < 0.0f);
	satDestroyShape(c);
	satDestroyShape(box);
}

// Found by the fuzzer: a thin rotated box whose short edge collapses in float; a circle meeting its corner
// got a normal outside that corner's normals, which did not separate the shapes. Now the face normal.
static void caseSweepNormalCollapsedEdge(void)
{
	satShape* c = makeCircle(1.00000001e-07f, -0.0374942124f, -0.062500149f);
	satShape* box = makeBox(9.99999972e-10f, 0.0500000007f, -0.0375001505f, -0.0375001505f, 0.000287625793f);
	satSweepResult r = sweep(c, box, 2.50001012e-05f, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.0460810848, 1e-6);
	CHECK_VEC(r.normal, -0.99999994, -0.000287625793, 1e-7);
	satDestroyShape(c);
	satDestroyShape(box);
}

// Found by the fuzzer: at scale 1e-15 a circle entering a face just beside its end vertex was a miss, the
// face's extent being known only to the round-off of its rotated vertices.
static void caseSweepFaceEndTinyScale(void)
{
	satShape* box = makeBox(1e-15f, 1e-15f, 0, 0, 11.7809725f);
	satShape* c = makeCircle(1.00000002e-24f, 7.0710681e-16f, 0);
	CHECK(!collide(box, c, 0, 0).intersect);
	satSweepResult r = sweep(box, c, 7.07106791e-13f, 0, 1);
	CHECK(r.hit);
	CHECK(r.t <= 1e-9f);
	CHECK_NEAR(vecLength(r.normal), 1.0, 1e-6);
	satDestroyShape(box);
	satDestroyShape(c);
}

// Found by the fuzzer (twice): the end of a 1 x 1e-8 sliver collapses to a vertical edge in float, so the contact's
// true normal lies outside the cone of the exact edge normals; forcing it in gave a normal that did not separate.
static void caseSweepNormalSliverEnd(void)
{
	const float x = -0.00275082956f, y = -0.00021331833f, vx = 0.0550232306f, vy = -0.139543697f;
	satShape* sliver = makeBox(1.0f, 9.99999994e-09f, x, y, 0.0127514098f);
	satShape* c = makeCircle(1.0f, 1.49995935f, 0);
	satSweepResult r = sweep(sliver, c, vx, vy, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.05, 1e-6);
	moveTo(sliver, x + r.t * vx, y + r.t * vy);
	double top = -INFINITY; // the sliver's farthest point along the normal must not pass the circle's nearest
	for (int i = 0; i < 4; ++i) {
		satVec2 p = satShape_GetWorldVertex(sliver, i);
		top = fmax(top, -(double)r.normal.x * p.x - (double)r.normal.y * p.y);
	}
	double circleNear = -(double)r.normal.x * 1.49995935 - 1.0;
	CHECK_MSG(top - circleNear <= 1e-6, "overlap along the normal %.3g", top - circleNear);
	satDestroyShape(sliver);
	satDestroyShape(c);
	// A box far below the round-off of the circle it meets is a point: the normal runs from the circle's
	// centre to it, not along one of its edges.
	satShape* dot = makeBox(2.49999993e-10f, 2.49999993e-10f, 0.0219726562f, 0.0114746094f, 0);
	c = makeCircle(0.0250293743f, 0, -0.0104980469f);
	r = sweep(dot, c, -0.0439453125f, -0.0439453125f, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.097262159, 1e-6);
	double hx = 0.0219726562 - 0.0439453125 * r.t, hy = 0.0114746094 - 0.0439453125 * r.t + 0.0104980469;
	CHECK_VEC(r.normal, hx / len2(hx, hy), hy / len2(hx, hy), 1e-4);
	satDestroyShape(dot);
	satDestroyShape(c);
}

// Found by the fuzzer: a thin 30-gon (one edge longer than the round-off at coordinates near 1e6, all others
// shorter) met by a circle of radius 5e5: the widened normal cone wrapped round to that one edge's normal.
static void caseSweepNormalWrappedCone(void)
{
	static const float xy[] = {
		-0.976721466f,
		-0.0172293652f,
		-0.595436811f,
		-0.0803288147f,
		-0.500995755f,
		-0.085595265f,
		0.0104407333f,
		-0.0862289742f,
		0.10360945f,
		-0.0856106132f,
		0.195563436f,
		-0.0839885399f,
		0.285224617f,
		-0.0813817829f,
		0.371541828f,
		-0.0778209046f,
		0.453503013f,
		-0.0733476356f,
		0.530147314f,
		-0.0680144429f,
		0.600576103f,
		-0.061883837f,
		0.663963675f,
		-0.055027701f,
		0.719566941f,
		-0.0475264154f,
		0.766733885f,
		-0.0394679271f,
		0.997804761f,
		0.00662244484f,
		0.984795451f,
		0.0173717905f,
		0.960240304f,
		0.0279174689f,
		0.780376494f,
		0.0543015189f,
		0.513523698f,
		0.0692781359f,
		0.265601099f,
		0.0820994899f,
		0.085661605f,
		0.088748917f,
		-0.219766334f,
		0.0943829492f,
		-0.320634514f,
		0.0914851204f,
		-0.417667747f,
		0.0874821618f,
		-0.509804189f,
		0.0824535564f,
		-0.595963657f,
		0.076458253f,
		-0.746393025f,
		0.0618592463f,
		-0.808899224f,
		0.0534266941f,
		-0.861921847f,
		0.0443677641f,
		-0.904839218f,
		0.0347886644f,
	};
	satShape* a = makePolygon(xy, 60, -151478.984f, -2033293.62f, 0);
	satShape* b = makeCircle(500000.0f, 252020.328f, -1738000.25f);
	satSweepResult r = sweep(a, b, 421.441162f, -269.050842f, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.0500210151, 1e-6);
	double dx = -151478.984 + 421.441162 * r.t - 252020.328, dy = -2033293.62 - 269.050842 * r.t + 1738000.25;
	CHECK_VEC(r.normal, dx / len2(dx, dy), dy / len2(dx, dy), 1e-5); // from the circle's centre towards A
	satDestroyShape(a);
	satDestroyShape(b);
}

// Found by the fuzzer: a circle meeting the collapsed top of a box 1e6 times smaller, level with its side;
// the normal just outside the corner's half-turn cone was moved to the far edge's normal, (1, 0), not (-1, 0).
static void caseSweepNormalNearerEdge(void)
{
	satShape* c = makeCircle(9.99999968e-21f, -9.99999968e-21f, 5.00627775e-24f);
	satShape* box = makeBox(5.7126726e-27f, 1.25489813e-26f, 2.8563363e-27f, 6.27449063e-27f, 0);
	satSweepResult r = sweep(c, box, 6.12323849e-39f, -1.00000066e-22f, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.0499372557, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	satDestroyShape(c);
	satDestroyShape(box);
}

// Huge motions (|v| * tmax from 1e13 on): the sweep of a circle (or a capsule's end) against a polygon let each
// edge stretch by the round-off of the whole motion, so a far pass hit an edge's line off its ends: a phantom or
// premature hit, or a hit at t = 0 with a gap. Here a circle passes a 43-gon 1.84 apart.
static const float GON43[86] = { 0x1.d1dp+2f, 0x1.7e20c8p-125f, 0x1.cc5a76p+2f, 0x1.124614p-1f, 0x1.bc1a9cp+2f,
	0x1.0f0f34p+0f, 0x1.a171f4p+2f, 0x1.8ea0e4p+0f, 0x1.7d007p+2f, 0x1.026d52p+1f, 0x1.4fa0c2p+2f, 0x1.377b86p+1f,
	0x1.1a632ap+2f, 0x1.653cb4p+1f, 0x1.bd0e44p+1f, 0x1.8a9e4ep+1f, 0x1.3ae7acp+1f, 0x1.a6c008p+1f, 0x1.62bf0ap+0f,
	0x1.b8f914p+1f, 0x1.1d7864p-2f, 0x1.c0dc1ap+1f, -0x1.ab5e28p-1f, 0x1.be39c6p+1f, -0x1.edba0ep+0f, 0x1.b121e8p+1f,
	-0x1.7d193cp+1f, 0x1.99e30ep+1f, -0x1.fa66bp+1f, 0x1.7908b6p+1f, -0x1.35eac2p+2f, 0x1.4f5802p+1f, -0x1.675e8ap+2f,
	0x1.1dcb1ap+1f, -0x1.9065f4p+2f, 0x1.cb169ep+0f, -0x1.b00adp+2f, 0x1.4fd44ep+0f, -0x1.c58f3cp+2f, 0x1.9965c4p-1f,
	-0x1.d0721ap+2f, 0x1.1314b6p-2f, -0x1.d0721ap+2f, -0x1.1314b6p-2f, -0x1.c58f3cp+2f, -0x1.9965c4p-1f, -0x1.b00adp+2f,
	-0x1.4fd44ep+0f, -0x1.9065f4p+2f, -0x1.cb169ep+0f, -0x1.675e8ap+2f, -0x1.1dcb1ap+1f, -0x1.35eac2p+2f,
	-0x1.4f5802p+1f, -0x1.fa66bp+1f, -0x1.7908b6p+1f, -0x1.7d193cp+1f, -0x1.99e30ep+1f, -0x1.edba0ep+0f,
	-0x1.b121e8p+1f, -0x1.ab5e28p-1f, -0x1.be39c6p+1f, 0x1.1d7864p-2f, -0x1.c0dc1ap+1f, 0x1.62bf0ap+0f, -0x1.b8f914p+1f,
	0x1.ec473p+0f, -0x1.afdc8ep+1f, 0x1.3ae7acp+1f, -0x1.a6c008p+1f, 0x1.bd0e44p+1f, -0x1.8a9e4ep+1f, 0x1.f8ea4cp+1f,
	-0x1.77ed8p+1f, 0x1.1a632ap+2f, -0x1.653cb4p+1f, 0x1.4fa0c2p+2f, -0x1.377b86p+1f, 0x1.7d007p+2f, -0x1.026d52p+1f,
	0x1.a171f4p+2f, -0x1.8ea0e4p+0f, 0x1.bc1a9cp+2f, -0x1.0f0f34p+0f, 0x1.cc5a76p+2f, -0x1.124614p-1f };

static void caseSweepHugeMotion(void)
{
	satShape* c = makeCircle(2.0f, 0x1.d1dp+2f, 0x1.d1dp+2f);
	satShape* gon = makePolygon(GON43, 86, 0x1.afaep+3f, 0x1.afaep+3f, 0.0f);
	const float vx = -0x1.ac2792p+4f, vy = 0x1.03c23p+3f;
	CHECK(isZeroSweep(sweep(c, gon, vx, vy, 1e17f))); // was a hit at t = 0.0355, 1.99 apart
	CHECK(isZeroSweep(sweep(gon, c, -vx, -vy, 1e17f)));
	CHECK(isZeroSweep(sweep(c, gon, vx, vy, FLT_MAX)));
	CHECK(isZeroSweep(sweep(c, gon, vx * 0x1p52f, vy * 0x1p52f, 1))); // a huge velocity, |v| 1.4e17
	// and nearby: tmax from 1 to 1e38, motions turned a little either way, both orders
	for (int k = 0; k <= 38; k += 2) {
		for (int j = -3; j <= 3; ++j) {
			float tmax = (float)pow(10.0, k), turn = 0.025f * (float)j, cs = cosf(turn), sn = sinf(turn);
			float wx = vx * cs - vy * sn, wy = vx * sn + vy * cs;
			checkSweepByTravel(c, gon, wx, wy, tmax);
			checkSweepByTravel(gon, c, -wx, -wy, tmax);
		}
	}

	// The circle (radius 2) passing a 2 x 2 box 0.5 clear: the left edge's line is reached 2.5 above the edge.
	satShape* box = makeBox(2, 2, 0, 0, 0);
	moveTo(c, -5.0f, 3.5f);
	CHECK(isZeroSweep(sweep(c, box, 10, 0, 1e15f))); // a huge tmax
	CHECK(isZeroSweep(sweep(c, box, 1e16f, 0, 1)));  // a huge velocity
	CHECK(isZeroSweep(sweep(box, c, -1e16f, 0, 1))); // the polygon moving
	moveTo(c, -3.0f, 4.0f); // on the left edge's line pushed out by r, 3 above the edge, 1.6 clear of the corner
	CHECK(isZeroSweep(sweep(c, box, 1, 0, 1e16f))); // was a hit at t = 0
	satSweepResult r = sweep(c, box, 1, -1, 1e16f); // and a real hit stays exact: the corner, 2 from the centre
	CHECK(r.hit);
	CHECK_NEAR(r.t, 2.5 - sqrt(7.0) / 2, 1e-6);
	CHECK_VEC(r.normal, (0.5 - sqrt(7.0) / 2) / 2, (0.5 + sqrt(7.0) / 2) / 2, 1e-6); // from the corner to the centre

	// A capsule's ends are circles against the polygon too.
	satShape* capsule = NULL;
	CHECK_INT(satCreateCapsule(-1, 0, 1, 0, 1, &capsule), SAT_OK);
	CHECK_INT(satShape_SetTransform(capsule, -6.0f, 3.5f, 0), SAT_OK);
	CHECK(isZeroSweep(sweep(capsule, box, 10, 0, 1e15f)));
	CHECK(isZeroSweep(sweep(box, capsule, -1e16f, 0, 1)));
	checkSweepByTravel(capsule, gon, 3, 0.1f, 1e30f);

	// The other pairs, passing about 0.5 clear: two circles, two boxes, a box and the 43-gon, two 43-gons.
	satShape* c2 = makeCircle(1.0f, 0, 0);
	moveTo(c, -5.0f, 3.5f);
	CHECK(isZeroSweep(sweep(c, c2, 10, 0, FLT_MAX)));
	CHECK(isZeroSweep(sweep(c, c2, 1e18f, 0, 1)));
	satShape* box2 = makeBox(2, 2, -5.0f, 2.5f, 0);
	CHECK(isZeroSweep(sweep(box2, box, 10, 0, FLT_MAX)));
	CHECK(isZeroSweep(sweep(box2, box, 1e18f, 0, 1)));
	moveTo(box2, 0x1.afaep+3f, 0x1.afaep+3f + 5.0f); // above the 43-gon, 0.49 clear of its top
	CHECK(isZeroSweep(sweep(box2, gon, 1e18f, 0, 1)));
	satShape* gon2 = makePolygon(GON43, 86, 0x1.afaep+3f - 20.0f, 0x1.afaep+3f + 8.0f, 0.0f);
	checkSweepByTravel(gon2, gon, 10, 0, FLT_MAX);
	checkSweepByTravel(box2, gon, -1e18f, 1e16f, 1);
	checkSweepByTravel(c, c2, 10, -0.1f, 3e38f);
	satShape* all[] = { c, gon, box, capsule, c2, box2, gon2 };
	for (int i = 0; i < 7; ++i) satDestroyShape(all[i]);
}

// A segment's end runs into a circle far smaller than the round-off of the segment's edge lines (1e-24 against a
// 1e-15 segment), the segment's line through the circle: the end's vertex test came first, and its head-on normal
// was not clamped to the end's half-plane of normals as a polygon vertex's normal is clamped to its cone, so it
// did not separate the shapes (the segment lay across it). sweepSeparates: the sweep of segment A against circle
// B hits, its normal separates them at t (to tol), and the other order gives the same hit with the normal flipped.
static bool sweepSeparates(const satShape* seg, const satShape* c, float vx, float vy, double tol)
{
	satSweepResult r = sweep(seg, c, vx, vy, 1), back = sweep(c, seg, -vx, -vy, 1);
	satTransform tc = satShape_GetTransform(c);
	double nx = r.normal.x, ny = r.normal.y, aMin = INFINITY;
	for (int i = 0; i < 2; ++i) {
		satVec2 p = satShape_GetWorldVertex(seg, i);
		aMin = fmin(aMin, nx * (p.x + (double)r.t * vx) + ny * (p.y + (double)r.t * vy));
	}
	return r.hit && aMin >= nx * tc.x + ny * tc.y + satShape_GetRadius(c) - tol && back.hit && back.t == r.t &&
		back.normal.x == -r.normal.x && back.normal.y == -r.normal.y;
}

static void caseSweepSegmentEndNormal(void)
{
	const float vx = 1.34376147e-12f, r = 1.00000002e-24f;
	satShape* seg = NULL;
	CHECK_INT(satCreateSegment(-1.34374683e-15f, -6.27618492e-18f, -3.43748443e-16f, -8.09781365e-18f, &seg), SAT_OK);
	CHECK_INT(satShape_SetTransform(seg, 0, 0, 11.7809725f), SAT_OK);
	satShape* c = makeCircle(r, 0, 9.4573452e-16f);
	satSweepResult hit = sweep(seg, c, vx, 0, 1);
	CHECK(hit.hit);
	CHECK_NEAR(hit.t, 0.000710401727, 1e-9);
	CHECK(hit.normal.x < -0.7f && hit.normal.y < -0.7f); // the face's normal, not (-1, 0) against the motion
	const double tol = 2e-20;                            // 32 float ulps of the pair's size (3e-15)
	CHECK(sweepSeparates(seg, c, vx, 0, tol));
	// and nearby: the segment turned a little, the circle's centre from r below its upper end's level to r above
	int bad = 0;
	for (int j = -8; j <= 8; ++j) {
		CHECK_INT(satShape_SetTransform(seg, 0, 0, 11.7809725f + 1e-6f * (float)j), SAT_OK);
		satVec2 end = satShape_GetWorldVertex(seg, 0);
		for (int k = -8; k <= 8; ++k) {
			moveTo(c, 0, end.y + r * (float)k / 8);
			bad += !sweepSeparates(seg, c, vx, 0, tol);
		}
	}
	CHECK_INT(bad, 0);
	satDestroyShape(seg);
	satDestroyShape(c);
}

const TestCase regressionTests[] = {
	{ "version", caseVersion },
	{ "circle-projection-tiny-axis", caseCircleProjectionTinyAxis },
	{ "circle-axis-tiny-scale", caseCircleAxisTinyScale },
	{ "sweep-zero-velocity-agrees", caseSweepZeroVelocityAgrees },
	{ "thin-box-phantom-hit", caseThinBoxPhantomHit },
	{ "tunnelling-from-contact", caseTunnellingFromContact },
	{ "world-touching-pair", caseWorldTouchingPair },
	{ "stale-ids-never-return", caseStaleIdsNeverReturn },
	{ "project-overflow", caseProjectOverflow },
	{ "tiny-circle-through-point", caseTinyCircleThroughPoint },
	{ "box-too-small-to-halve", caseBoxTooSmallToHalve },
	{ "sweep-normal-long-travel", caseSweepNormalLongTravel },
	{ "sweep-normal-collapsed-edge", caseSweepNormalCollapsedEdge },
	{ "sweep-face-end-tiny-scale", caseSweepFaceEndTinyScale },
	{ "sweep-normal-sliver-end", caseSweepNormalSliverEnd },
	{ "sweep-normal-wrapped-cone", caseSweepNormalWrappedCone },
	{ "sweep-normal-nearer-edge", caseSweepNormalNearerEdge },
	{ "sweep-huge-motion", caseSweepHugeMotion },
	{ "sweep-segment-end-normal", caseSweepSegmentEndNormal },
};
const int regressionTestCount = (int)(sizeof regressionTests / sizeof regressionTests[0]);
