// Bullets (satWorld_SetBullet) and the time of impact under rotation (satTimeOfImpact), checked by laws: a fast disc
// stops at a thin dynamic plank and hands it its momentum (an ordinary disc passes through: the scene can fail); a
// bullet stops at a thin static wall; a spinning bar does not swing through a thin wall; the time of impact is never
// past the first touch found by sampling the motion with satCollide, and leaves the shapes apart but within the
// target gap (the independent reference's distance); the flag's contract.
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bodies.h"
#include "check.h"
#include "prng.h"
#include "sat_internal.h"
#include "shapes.h"

static const float DT = 1.0f / 60.0f;
static const double SLOP = 0.005;          // the solver's linear slop (SAT_LINEAR_SLOP)
static const double TARGET = 0.25 * 0.005; // a bullet stops within this gap of what it hits
static const double FLOAT_SLACK = 1e-5;    // float round-off of coordinates of order 1..10

static satWorld* newWorld(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	CHECK_INT(satWorld_SetGravity(w, 0, 0), SAT_OK);
	return w;
}

static float massOf(const satWorld* w, int id)
{
	satMassData m = { 0, 0, { 0, 0 } };
	CHECK_INT(satWorld_GetMassData(w, id, &m), SAT_OK);
	return m.mass;
}

// A 0.2 m disc at 1000 m/s along +x, 3 m before a free 0.1 x 2 m plank (no gravity): as a bullet it stops on the
// plank's near side, within the target gap, at the first step; the next steps push the plank, with the momentum
// along the line conserved within 1%, the disc never past the plank. Not a bullet, it passes through: returns how
// far past the plank's centre the disc ended the first step.
static double discAtPlank(bool bullet)
{
	satWorld* w = newWorld();
	int plank = addBody(w, box(0.1f, 2), 0, 0, 0, SAT_BODY_DYNAMIC);
	int disc = addBody(w, circle(0.1f), -3, 0, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetBullet(w, disc, bullet), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, disc, 1000, 0, 0), SAT_OK);
	CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
	double past = transformOf(w, disc).x - transformOf(w, plank).x;
	if (!bullet) {
		satDestroyWorld(w);
		return past;
	}
	double gap = (transformOf(w, plank).x - 0.05) - (transformOf(w, disc).x + 0.1);
	CHECK_MSG(gap > 0 && gap <= TARGET + FLOAT_SLACK, "the bullet stopped %.9g before the plank's face (target %.9g)",
		gap, TARGET);
	double p0 = massOf(w, disc) * 1000.0, worst = 0;
	for (int i = 0; i < 10; ++i) {
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		satTransform td = transformOf(w, disc), tp = transformOf(w, plank);
		CHECK_MSG(td.x < tp.x, "step %d: disc at x %.6f, past the plank's centre %.6f", i + 2, td.x, tp.x);
		double p = massOf(w, disc) * velocityOf(w, disc).vx + massOf(w, plank) * velocityOf(w, plank).vx;
		worst = fmax(worst, fabs(p - p0) / p0);
	}
	CHECK_MSG(worst <= 0.01, "momentum along the line changed by %.4f%% (1%% allowed)", 100 * worst);
	double moved = transformOf(w, plank).x;
	CHECK_MSG(moved > 1.0, "the plank moved only %.6f m in 10 steps", moved);
	printf("bullet disc at plank: stopped %.3g m short, then the plank moved %.3f m in 10 steps, momentum within "
		   "%.2g%%\n",
		gap, moved, 100 * worst);
	satDestroyWorld(w);
	return past;
}

static void caseDiscStopsAtDynamicPlank(void)
{
	CHECK(discAtPlank(true) < 0);
	double past = discAtPlank(false); // the same disc, not a bullet: the scene can fail
	CHECK_MSG(past > 10.0, "not a bullet, the disc ended %.3f m past the plank: it should pass through", past);
}

// Bullets move after the other dynamic bodies and are swept against where those end the step: a plank coming at
// 30 m/s (0.5 m a step) stops the disc at its new place, not its old one (where the disc would end inside it).
static void caseSweptAgainstWhereBodiesEnd(void)
{
	satWorld* w = newWorld();
	int plank = addBody(w, box(0.1f, 2), 0, 0, 0, SAT_BODY_DYNAMIC);
	int disc = addBody(w, circle(0.1f), -3, 0, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetBullet(w, disc, true), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, disc, 1000, 0, 0), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, plank, -30, 0, 0), SAT_OK);
	CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
	CHECK_NEAR(transformOf(w, plank).x, -0.5, 1e-4);
	double gap = (transformOf(w, plank).x - 0.05) - (transformOf(w, disc).x + 0.1);
	CHECK_MSG(gap > 0 && gap <= TARGET + FLOAT_SLACK, "the bullet stopped %.9g before the plank's new place", gap);
	satDestroyWorld(w);
}

// A bullet at 1000 m/s stops at a thin static wall, and stays before it.
static void caseBulletStopsAtStaticWall(void)
{
	satWorld* w = newWorld();
	addBody(w, box(0.1f, 2), 0, 0, 0, SAT_BODY_STATIC);
	int disc = addBody(w, circle(0.1f), -3, 0.25f, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetBullet(w, disc, true), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, disc, 1000, 0, 0), SAT_OK);
	for (int i = 0; i < 20; ++i) {
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		double gap = -0.05 - (transformOf(w, disc).x + 0.1);
		CHECK_MSG(
			gap >= -SLOP && gap <= (i == 0 ? TARGET + FLOAT_SLACK : 1.0), "step %d: gap %.9g to the wall", i + 1, gap);
	}
	CHECK_MSG(fabs(velocityOf(w, disc).vx) < 1.0, "the disc still moves at %.6f m/s", velocityOf(w, disc).vx);
	satDestroyWorld(w);
}

// Penetration of shape a placed at ta into shape b placed at tb: |MTV| (0 when apart).
static double depthAt(satShape* a, satTransform ta, satShape* b, satTransform tb)
{
	satShape_SetTransform(a, ta.x, ta.y, ta.angle);
	satShape_SetTransform(b, tb.x, tb.y, tb.angle);
	satCollision c = collide(a, b, 0, 0);
	return c.intersect ? vecLength(c.mtv) : 0.0;
}

// A free 2 x 0.02 m bar spinning at 36 rad/s about its centre (0.6 rad a step) and a thin static wall across its
// tip's path: a 0.4 x 0.02 m box centred on the tip's circle at 0.3 rad, turned 45 degrees from the radius so that
// the tip meets it first. At its new angle the bar misses the wall (it turned past it), so only a sweep that turns
// with it stops it. Each step is checked as the motion it stands for (its centre of mass and angle from the last
// pose to the new one, linearly, sampled at 200 points): returns the deepest the bar went into the wall.
static double spinningBar(bool bullet)
{
	satWorld* w = newWorld();
	const double wallAngle = 0.3;
	satShape* wallShape = box(0.4f, 0.02f);
	satShape* barShape = box(2, 0.02f);
	int wall = -1, bar = -1;
	satTransform tw = { (float)cos(wallAngle), (float)sin(wallAngle), (float)(wallAngle - PI / 4) };
	CHECK_INT(satWorld_AddBody(w, wallShape, tw.x, tw.y, tw.angle, &wall), SAT_OK);
	CHECK_INT(satWorld_SetType(w, wall, SAT_BODY_STATIC), SAT_OK);
	CHECK_INT(satWorld_AddBody(w, barShape, 0, 0, 0, &bar), SAT_OK);
	CHECK_INT(satWorld_SetType(w, bar, SAT_BODY_DYNAMIC), SAT_OK);
	CHECK_INT(satWorld_SetBullet(w, bar, bullet), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, bar, 0, 0, 36), SAT_OK);
	double deepest = 0, turned = 0;
	for (int i = 0; i < 20; ++i) {
		satTransform t0 = transformOf(w, bar); // the box's centre of mass is its origin
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		satTransform t1 = transformOf(w, bar);
		double turn = (double)t1.angle - t0.angle; // unwrapped: |turn| < pi per step here
		turn += turn > PI ? -2 * PI : turn < -PI ? 2 * PI : 0;
		turned += turn;
		double step = 0;
		for (int k = 0; k <= 200; ++k) {
			double s = k / 200.0;
			satTransform ts = { (float)(t0.x + s * (t1.x - t0.x)), (float)(t0.y + s * (t1.y - t0.y)),
				(float)(t0.angle + s * turn) };
			step = fmax(step, depthAt(barShape, ts, wallShape, tw));
		}
		if (bullet)
			CHECK_MSG(step <= SLOP + FLOAT_SLACK, "step %d: the bar went %.6g into the wall (the slop: %.3g)", i + 1,
				step, SLOP);
		deepest = fmax(deepest, step);
	}
	if (bullet) printf("spinning bar: at most %.3g m into the wall, turned %.3f rad in 20 steps\n", deepest, turned);
	satDestroyShape(wallShape);
	satDestroyShape(barShape);
	satDestroyWorld(w);
	return deepest;
}

static void caseSpinningBarStopsAtWall(void)
{
	spinningBar(true);
	double deepest = spinningBar(false); // not a bullet: it swings through (the scene can fail)
	CHECK_MSG(deepest > 0.01, "not a bullet, the bar went only %.6g into the wall", deepest);
}

// A plank standing on the ground falls asleep; a bullet fired at it stops before it, wakes it (the contact that
// stops the bullet acts only between awake bodies) and pushes it over: it never passes through.
static void caseBulletWakesAsleepPlank(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	addBody(w, box(20, 1), 0, -0.5f, 0, SAT_BODY_STATIC);
	int plank = addBody(w, box(0.1f, 2), 0, 1, 0, SAT_BODY_DYNAMIC);
	bool awake = true;
	for (int i = 0; i < 120 && awake; ++i) {
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		CHECK_INT(satWorld_IsAwake(w, plank, &awake), SAT_OK);
	}
	CHECK_MSG(!awake, "the plank did not fall asleep in 2 s");
	satTransform rest = transformOf(w, plank);
	int disc = addBody(w, circle(0.1f), -5, 1, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetBullet(w, disc, true), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, disc, 1000, 0, 0), SAT_OK);
	CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
	double gap = (rest.x - 0.05) - (transformOf(w, disc).x + 0.1);
	CHECK_MSG(gap > 0 && gap <= TARGET + FLOAT_SLACK, "the bullet stopped %.9g before the asleep plank", gap);
	CHECK_INT(satWorld_IsAwake(w, plank, &awake), SAT_OK);
	CHECK_MSG(awake, "the plank the bullet stopped at is still asleep");
	for (int i = 0; i < 5; ++i) {
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		CHECK_MSG(transformOf(w, disc).x < transformOf(w, plank).x,
			"step %d: the disc at %.6f passed the plank at %.6f", i + 2, transformOf(w, disc).x,
			transformOf(w, plank).x);
	}
	CHECK_MSG(transformOf(w, plank).x > 1, "the plank moved only to %.6f", transformOf(w, plank).x);
	satDestroyWorld(w);
}

// satWorld_SetBullet and satWorld_IsBullet: errors change nothing; the flag reads back, is kept whatever the type
// and acts once the body is dynamic; a body added in a removed bullet's slot is not a bullet.
static void caseFlagContract(void)
{
	satWorld* w = newWorld();
	int plank = addBody(w, box(0.1f, 2), 0, 0, 0, SAT_BODY_DYNAMIC);
	int disc = addBody(w, circle(0.1f), -3, 0, 0, SAT_BODY_KINEMATIC);
	bool out = true;
	CHECK_INT(satWorld_IsBullet(w, disc, &out), SAT_OK);
	CHECK(!out);
	CHECK_INT(satWorld_SetBullet(NULL, disc, true), SAT_ERR_NULL);
	static uint64_t notAWorld[64];
	CHECK_INT(satWorld_SetBullet((satWorld*)notAWorld, disc, true), SAT_ERR_BAD_HANDLE);
	CHECK_INT(satWorld_SetBullet(w, disc + 1000, true), SAT_ERR_BAD_ID);
	CHECK_INT(satWorld_SetBullet(w, -1, true), SAT_ERR_BAD_ID);
	CHECK_INT(satWorld_IsBullet(w, disc, &out), SAT_OK);
	CHECK(!out);
	out = true;
	CHECK_INT(satWorld_IsBullet(w, disc + 1000, &out), SAT_ERR_BAD_ID);
	CHECK(!out);
	out = true;
	CHECK_INT(satWorld_IsBullet(NULL, disc, &out), SAT_ERR_NULL);
	CHECK(!out);
	out = true;
	CHECK_INT(satWorld_IsBullet((const satWorld*)notAWorld, disc, &out), SAT_ERR_BAD_HANDLE);
	CHECK(!out);
	CHECK_INT(satWorld_IsBullet(w, disc, NULL), SAT_ERR_NULL);
	// Kept on a kinematic body, where it does nothing (it moves by its velocity through the plank) ...
	CHECK_INT(satWorld_SetBullet(w, disc, true), SAT_OK);
	CHECK_INT(satWorld_IsBullet(w, disc, &out), SAT_OK);
	CHECK(out);
	CHECK_INT(satWorld_SetVelocity(w, disc, 300, 0, 0), SAT_OK);
	CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
	CHECK_NEAR(transformOf(w, disc).x, -3 + 300 * DT, 1e-4);
	// ... and acts once it is dynamic: the disc at 1000 m/s stops before the plank, which it passed as kinematic.
	CHECK_INT(satWorld_SetTransform(w, disc, -3, 0, 0), SAT_OK);
	CHECK_INT(satWorld_SetType(w, disc, SAT_BODY_DYNAMIC), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, disc, 1000, 0, 0), SAT_OK);
	CHECK_INT(satWorld_IsBullet(w, disc, &out), SAT_OK);
	CHECK(out);
	CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
	CHECK_MSG(transformOf(w, disc).x + 0.1 < transformOf(w, plank).x - 0.05, "the disc at %.6f, the plank at %.6f",
		transformOf(w, disc).x, transformOf(w, plank).x);
	CHECK_INT(satWorld_SetBullet(w, disc, false), SAT_OK);
	CHECK_INT(satWorld_IsBullet(w, disc, &out), SAT_OK);
	CHECK(!out);
	CHECK_INT(satWorld_SetBullet(w, plank, true), SAT_OK); // a static body keeps it too
	CHECK_INT(satWorld_SetType(w, plank, SAT_BODY_STATIC), SAT_OK);
	CHECK_INT(satWorld_IsBullet(w, plank, &out), SAT_OK);
	CHECK(out);
	CHECK_INT(satWorld_RemoveBody(w, plank), SAT_OK);
	CHECK_INT(satWorld_SetBullet(w, plank, true), SAT_ERR_BAD_ID);
	int again = addBody(w, box(1, 1), 5, 5, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(again & ((1 << SAT_ID_SLOT_BITS) - 1), plank & ((1 << SAT_ID_SLOT_BITS) - 1)); // the same slot
	CHECK_INT(satWorld_IsBullet(w, again, &out), SAT_OK);
	CHECK(!out);
	satDestroyWorld(w);
}

// Length units: the disc-and-plank scene in a world of 100 units per metre, every length and speed times 100 (gravity
// off), stops the bullet 100 times as far short of the plank as in metres, and moves as the metre scene scaled by 100
// (within 1%) over the next steps: the gap it stops within is a length of the world's units.
static void caseScalesWithLengthUnits(void)
{
	double gap[2], plankX[2];
	for (int k = 0; k < 2; ++k) {
		float u = k == 0 ? 1.0f : 100.0f;
		satWorldDef def = { 0 };
		def.lengthUnitsPerMeter = u;
		satWorld* w = NULL;
		CHECK_INT(satCreateWorld(&def, &w), SAT_OK);
		CHECK_INT(satWorld_SetGravity(w, 0, 0), SAT_OK);
		int plank = addBody(w, box(0.1f * u, 2 * u), 0, 0, 0, SAT_BODY_DYNAMIC);
		int disc = addBody(w, circle(0.1f * u), -3 * u, 0, 0, SAT_BODY_DYNAMIC);
		CHECK_INT(satWorld_SetBullet(w, disc, true), SAT_OK);
		CHECK_INT(satWorld_SetVelocity(w, disc, 1000 * u, 0, 0), SAT_OK);
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		gap[k] = (transformOf(w, plank).x - 0.05 * u) - (transformOf(w, disc).x + 0.1 * u);
		for (int i = 0; i < 5; ++i) CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		plankX[k] = transformOf(w, plank).x;
		satDestroyWorld(w);
	}
	CHECK_MSG(gap[0] > 0 && fabs(gap[1] - 100 * gap[0]) <= 0.01 * 100 * gap[0],
		"stopped %.9g short in metres, %.9g in units of 1 cm", gap[0], gap[1]);
	CHECK_MSG(fabs(plankX[1] - 100 * plankX[0]) <= 0.01 * 100 * plankX[0], "the plank at %.9g m, at %.9g cm", plankX[0],
		plankX[1]);
}

// Sensors are passed through: a bullet fired through a thin sensor wall is not stopped by it (and a sensor bullet
// passes through a solid wall, as every sensor does).
static void caseSensorsPassedThrough(void)
{
	satWorld* w = newWorld();
	int zone = addBody(w, box(0.1f, 2), 0, 0, 0, SAT_BODY_STATIC);
	CHECK_INT(satWorld_SetSensor(w, zone, true), SAT_OK);
	int wall = addBody(w, box(0.1f, 2), 0, 5, 0, SAT_BODY_STATIC);
	int disc = addBody(w, circle(0.1f), -3, 0, 0, SAT_BODY_DYNAMIC);
	int ghost = addBody(w, circle(0.1f), -3, 5, 0, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetSensor(w, ghost, true), SAT_OK);
	for (int id = disc; id <= ghost; ++id) {
		CHECK_INT(satWorld_SetBullet(w, id, true), SAT_OK);
		CHECK_INT(satWorld_SetVelocity(w, id, 1000, 0, 0), SAT_OK);
	}
	CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
	CHECK_MSG(transformOf(w, disc).x > 10, "the bullet stopped at x %.6f, at a sensor", transformOf(w, disc).x);
	CHECK_MSG(transformOf(w, ghost).x > 10, "the sensor bullet stopped at x %.6f, at the wall %d",
		transformOf(w, ghost).x, wall);
	satDestroyWorld(w);
}

// ---- The time of impact against sampling and the reference ----

// A random shape for the time-of-impact property: mostly the shared random convex shapes, some capsules, some
// concave stars.
static satShape* randomToiShape(Prng* rng)
{
	int pick = prngInt(rng, 0, 7);
	if (pick == 0) return makeStar(prngInt(rng, 3, 7), prngRange(rng, 0.4, 1.2));
	if (pick == 1) {
		satShape* s = NULL;
		double half = prngRange(rng, 0.1, 0.8);
		CHECK_INT(satCreateCapsule((float)-half, 0, (float)half, 0, (float)prngRange(rng, 0.02, 0.3), &s), SAT_OK);
		return s;
	}
	RandShape r;
	randomShape(rng, prngRange(rng, 0.3, 2.0), &r);
	return r.shape;
}

// Place a shape where its motion has it at time t: the centre of mass and the angle interpolated (in double).
static void placeAt(satShape* s, const satSweepMotion* m, double t)
{
	double angle = m->a1 + t * ((double)m->a2 - m->a1), c = cos((float)angle), sn = sin((float)angle);
	double cx = m->c1.x + t * ((double)m->c2.x - m->c1.x), cy = m->c1.y + t * ((double)m->c2.y - m->c1.y);
	satVec2 lc = m->localCenter;
	CHECK_INT(satShape_SetTransform(
				  s, (float)(cx - (c * lc.x - sn * lc.y)), (float)(cy - (sn * lc.x + c * lc.y)), (float)angle),
		SAT_OK);
}

static bool touchAt(satShape* a, const satSweepMotion* ma, satShape* b, const satSweepMotion* mb, double t)
{
	placeAt(a, ma, t);
	placeAt(b, mb, t);
	return collide(a, b, 0, 0).intersect;
}

// The convex parts of a placed shape as shapes of their own (a convex shape: a copy), for the reference.
static int partsOf(const satShape* s, satShape** parts)
{
	satTransform xf = satShape_GetTransform(s);
	if (satShape_GetType(s) != SAT_SHAPE_CONCAVE) {
		CHECK_INT(satCloneShape(s, &parts[0]), SAT_OK);
		return 1;
	}
	int n = satShape_GetPartCount(s);
	for (int k = 0; k < n; ++k) {
		float xy[2 * 16];
		int count = satShape_GetPartVertexCount(s, k);
		for (int i = 0; i < count && i < 16; ++i) {
			satVec2 v = satShape_GetPartLocalVertex(s, k, i);
			xy[2 * i] = v.x;
			xy[2 * i + 1] = v.y;
		}
		parts[k] = makePolygon(xy, 2 * count, xf.x, xf.y, xf.angle);
	}
	return n;
}

// The reference distance of two placed shapes (< 0: they overlap that deep), part by part, in double.
static double referenceGap(const satShape* a, const satShape* b)
{
	static RefDiff diff;
	satShape *pa[16], *pb[16];
	int na = partsOf(a, pa), nb = partsOf(b, pb);
	double gap = INFINITY;
	for (int i = 0; i < na; ++i)
		for (int j = 0; j < nb; ++j) {
			diff = diffOf(pa[i], pb[j]);
			gap = fmin(gap, refSeparation(&diff, 0, 0));
		}
	for (int i = 0; i < na; ++i) satDestroyShape(pa[i]);
	for (int j = 0; j < nb; ++j) satDestroyShape(pb[j]);
	return gap;
}

// Seeded random pairs moving and turning towards each other (B still, moving, or moving and turning): the time of
// impact is never past the first touch that sampling the motion with satCollide (2000 samples, then bisection)
// finds, and a miss means no sample touches; at a stop after the start the shapes do not overlap (satCollide) and
// the independent reference measures them apart by at most the target gap (not too early); a stop at the start
// means they are that close there.
static void propertyToiAgainstSampling(void)
{
	Prng rng = prngSeed(20250611);
	int cases = 400, hits = 0, misses = 0, atStart = 0;
	double latest = 0; // the largest time from a stop to the sampled first touch
	for (int c = 0; c < cases; ++c) {
		checkContext("bullet/toi-against-sampling case %d", c);
		satShape *a = randomToiShape(&rng), *b = randomToiShape(&rng);
		satSweepMotion ma, mb;
		satVec2 cb = { (float)prngRange(&rng, -2, 2), (float)prngRange(&rng, -2, 2) };
		double heading = prngRange(&rng, -PI, PI), far = prngRange(&rng, 1.5, 5);
		ma.localCenter = satShape_GetCentroid(a);
		mb.localCenter = satShape_GetCentroid(b);
		ma.c1 = (satVec2){ (float)(cb.x + far * cos(heading)), (float)(cb.y + far * sin(heading)) };
		ma.c2 = (satVec2){ (float)(cb.x + prngRange(&rng, -1.5, 1.5) - far * cos(heading) * prngRange(&rng, 0, 1)),
			(float)(cb.y + prngRange(&rng, -1.5, 1.5) - far * sin(heading) * prngRange(&rng, 0, 1)) };
		ma.a1 = (float)prngRange(&rng, -PI, PI);
		ma.a2 = ma.a1 + (float)prngRange(&rng, -4, 4);
		int kindB = prngInt(&rng, 0, 3); // 0, 1: still; 2: moving; 3: moving and turning
		mb.c1 = mb.c2 = cb;
		mb.a1 = mb.a2 = (float)prngRange(&rng, -PI, PI);
		if (kindB >= 2)
			mb.c2 = (satVec2){ (float)(cb.x + prngRange(&rng, -2, 2)), (float)(cb.y + prngRange(&rng, -2, 2)) };
		if (kindB == 3) mb.a2 = mb.a1 + (float)prngRange(&rng, -3, 3);
		satToiResult r = satTimeOfImpact(a, &ma, b, &mb, (float)TARGET);
		// The first touch by sampling, refined by bisection.
		double touch = -1;
		if (touchAt(a, &ma, b, &mb, 0)) {
			touch = 0;
		} else {
			for (int k = 1; k <= 2000 && touch < 0; ++k) {
				if (!touchAt(a, &ma, b, &mb, k / 2000.0)) continue;
				double lo = (k - 1) / 2000.0, hi = k / 2000.0;
				for (int i = 0; i < 40; ++i) {
					double mid = 0.5 * (lo + hi);
					if (touchAt(a, &ma, b, &mb, mid))
						hi = mid;
					else
						lo = mid;
				}
				touch = hi;
			}
		}
		if (!r.hit) {
			++misses;
			CHECK_MSG(touch < 0, "a miss, but the shapes touch at t = %.9g", touch);
		} else if (r.t == 0.0f) {
			++atStart;
			placeAt(a, &ma, 0);
			placeAt(b, &mb, 0);
			double gap = referenceGap(a, b);
			CHECK_MSG(gap <= TARGET + FLOAT_SLACK, "a stop at the start, but the shapes are %.9g apart there", gap);
		} else {
			++hits;
			CHECK_MSG(touch < 0 || r.t <= touch + 1e-6, "stop at t = %.9g, past the first touch at %.9g", r.t, touch);
			CHECK_MSG(!touchAt(a, &ma, b, &mb, r.t), "the shapes touch at the stop t = %.9g", r.t);
			double gap = referenceGap(a, b);
			CHECK_MSG(gap > 0 && gap <= TARGET + FLOAT_SLACK,
				"at the stop t = %.9g the shapes are %.9g apart (target %.9g)", r.t, gap, TARGET);
			if (touch >= 0) latest = fmax(latest, touch - r.t);
		}
		satDestroyShape(a);
		satDestroyShape(b);
	}
	printf("time of impact: %d cases, %d stops, %d at the start, %d misses; a stop at most %.3g (of the step) before "
		   "the sampled first touch\n",
		cases, hits, atStart, misses, latest);
	CHECK(hits > cases / 4 && misses > cases / 10);
}

const TestCase bulletTests[] = {
	{ "disc-stops-at-dynamic-plank", caseDiscStopsAtDynamicPlank },
	{ "swept-against-where-bodies-end", caseSweptAgainstWhereBodiesEnd },
	{ "stops-at-static-wall", caseBulletStopsAtStaticWall },
	{ "spinning-bar-stops-at-wall", caseSpinningBarStopsAtWall },
	{ "toi-against-sampling", propertyToiAgainstSampling },
	{ "wakes-asleep-plank", caseBulletWakesAsleepPlank },
	{ "flag-contract", caseFlagContract },
	{ "sensors-passed-through", caseSensorsPassedThrough },
	{ "scales-with-length-units", caseScalesWithLengthUnits },
};
const int bulletTestCount = (int)(sizeof bulletTests / sizeof bulletTests[0]);
