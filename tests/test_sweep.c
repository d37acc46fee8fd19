// Sweep: hand-worked times of impact (walls, tunnelling, grazing passes, circles, touching) and properties
// on seeded random pairs against the reference sweep (ordinary motions, and huge ones).
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>

#include "check.h"
#include "shapes.h"

// The CodeProject article's projection-only will-intersect test, to show that a grazing case really fools it.
static bool articleWillIntersect(const satShape* a, const satShape* b, satVec2 v)
{
	const satShape* shapes[2] = { a, b };
	for (int k = 0; k < 2; ++k) {
		for (int i = 0; i < satShape_GetVertexCount(shapes[k]); ++i) {
			satVec2 axis = satShape_GetWorldNormal(shapes[k], i);
			satInterval ia = project(a, axis.x, axis.y), ib = project(b, axis.x, axis.y);
			float vp = axis.x * v.x + axis.y * v.y;
			if (vp < 0)
				ia.min += vp;
			else
				ia.max += vp;
			if (satIntervalDistance(ia, ib) > 0) return false;
		}
	}
	return true;
}

// A unit box at the origin moving at (10, 0) toward a wall 1 wide at x in [5, 6]: gap 4.5, t = 0.45.
static void caseSweepWall(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* wall = makeBox(1, 10, 5.5f, 0, 0);
	satSweepResult r = sweep(a, wall, 10, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.45, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	CHECK_VEC(r.mtv, 0, 0, 0);
	r = sweep(a, wall, 10, 0, 0.4f); // stops short
	CHECK(isZeroSweep(r));
	r = sweep(a, wall, 10, 0, 100); // a larger tmax finds the same first contact
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.45, 1e-6);
	// Moving down onto a floor: gap 2, speed 4: t = 0.5, normal (0, 1).
	satShape* floor = makeBox(20, 1, 0, -3, 0);
	r = sweep(a, floor, 0, -4, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.5, 1e-6);
	CHECK_VEC(r.normal, 0, 1, 1e-6);
	satDestroyShape(a);
	satDestroyShape(wall);
	satDestroyShape(floor);
}

// Tunnelling: a 0.2 box moving 20 per step through a wall 0.1 thick at x in [5, 5.1]. Neither the start nor
// the end overlaps, yet the sweep hits at t = (5 - 0.1) / 20 = 0.245 and collide says willIntersect.
static void caseSweepTunnelling(void)
{
	satShape* a = makeBox(0.2f, 0.2f, 0, 0, 0);
	satShape* wall = makeBox(0.1f, 10, 5.05f, 0, 0);
	CHECK(!collide(a, wall, 0, 0).intersect);
	moveTo(a, 20, 0);
	CHECK(!collide(a, wall, 0, 0).intersect);
	moveTo(a, 0, 0);
	satSweepResult r = sweep(a, wall, 20, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.245, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	satCollision c = collide(a, wall, 20, 0);
	CHECK(!c.intersect);
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0, 0); // A + v does not overlap the wall
	// A small circle through the same wall: t = (5 - 0.1) / 20.
	satShape* bullet = makeCircle(0.1f, 0, 0);
	r = sweep(bullet, wall, 20, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.245, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	CHECK(collide(bullet, wall, 20, 0).willIntersect);
	satDestroyShape(a);
	satDestroyShape(wall);
	satDestroyShape(bullet);
}

// Overlapping at the start: t = 0, the MTV of the overlap and its direction as the normal.
static void caseSweepAlreadyOverlapping(void)
{
	satShape* a = makeBox(2, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, 1.5f, 0.5f, 0);
	satSweepResult r = sweep(a, b, 1, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0, 0);
	CHECK_VEC(r.mtv, -0.5, 0, TOL);
	CHECK_VEC(r.normal, -1, 0, TOL);
	satShape* c = makeCircle(1, 0, 1.5f);
	r = sweep(c, a, 0, -5, 2);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0, 0);
	CHECK_VEC(r.mtv, 0, 0.5, TOL);
	CHECK_VEC(r.normal, 0, 1, TOL);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(c);
}

// Grazing: unit boxes, A at the origin moving (4, 4), B at (3.001, 0.999). On the axis perpendicular to v,
// (-1,1)/sqrt2, A spans +-1/sqrt2 and B's top is at -1.002/sqrt2: a gap of 0.001 * sqrt2 for the whole move.
// The CodeProject article's test, which only stretches A's projections on the edge normals, calls this a hit.
static void caseSweepGrazing(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* b = makeBox(1, 1, 3.001f, 0.999f, 0);
	CHECK(articleWillIntersect(a, b, (satVec2){ 4, 4 })); // the article's false positive
	CHECK(isZeroSweep(sweep(a, b, 4, 4, 1)));
	CHECK(isZeroSweep(sweep(a, b, 4, 4, 10)));
	CHECK(isZeroCollision(collide(a, b, 4, 4)));
	// 0.002 closer it hits: entering B's left face at 4t = 1.999, t = 0.49975, normal (-1, 0).
	moveTo(b, 2.999f, 1.001f);
	satSweepResult r = sweep(a, b, 4, 4, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.49975, 1e-5);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	satCollision c = collide(a, b, 4, 4);
	CHECK(c.willIntersect);
	CHECK(!c.intersect);
	// A circle passing a box corner: r = 1 moving (10, 10) past the box corner (a, 4) with a - 4 = 1.001*sqrt2
	// (distance 1.001 from the path): miss; with a - 4 = 0.999*sqrt2: hit.
	satShape* circle = makeCircle(1, 0, 0);
	satShape* box = makeBox(2, 2, (float)(5 + 1.001 * SQRT2), 3, 0);
	CHECK(isZeroSweep(sweep(circle, box, 10, 10, 1)));
	CHECK(!collide(circle, box, 10, 10).willIntersect);
	CHECK(isZeroSweep(sweep(box, circle, -10, -10, 1))); // the same seen from the box
	moveTo(box, (float)(5 + 0.999 * SQRT2), 3);
	CHECK(sweep(circle, box, 10, 10, 1).hit);
	CHECK(sweep(box, circle, -10, -10, 1).hit);
	CHECK(collide(circle, box, 10, 10).willIntersect);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(circle);
	satDestroyShape(box);
}

// Circles and mixed pairs: circles r = 1 at 0 and (10, 0), v = (20, 0): contact at distance 2, t = 0.4.
// Circle r = 0.5 toward a 2x2 box at (5, 0): centre reaches x = 3.5, t = 0.35. Circle r = 1 moving (10, 10)
// to the corner (4, 4) of a box at (5, 5): t = (4 - 1/sqrt2) / 10, normal -(1,1)/sqrt2. A 2x2 box moving
// (10, 0) toward a circle r = 1 at (5, 0): t = 0.3.
static void caseSweepCircles(void)
{
	satShape* a = makeCircle(1, 0, 0);
	satShape* b = makeCircle(1, 10, 0);
	satSweepResult r = sweep(a, b, 20, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.4, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	CHECK_VEC(r.mtv, 0, 0, 0);

	satShape* c = makeCircle(0.5f, 0, 0);
	satShape* box = makeBox(2, 2, 5, 0, 0);
	r = sweep(c, box, 10, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.35, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);

	moveTo(box, 5, 5);
	r = sweep(a, box, 10, 10, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, (4 - 1 / SQRT2) / 10, 1e-6);
	CHECK_VEC(r.normal, -1 / SQRT2, -1 / SQRT2, 1e-5);

	satShape* mover = makeBox(2, 2, 0, 0, 0);
	satShape* target = makeCircle(1, 5, 0);
	r = sweep(mover, target, 10, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.3, 1e-6);
	CHECK_VEC(r.normal, -1, 0, 1e-6);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(c);
	satDestroyShape(box);
	satDestroyShape(mover);
	satDestroyShape(target);
}

// Moving apart: shapes that are separated and move away never touch for t >= 0 (they did overlap at some
// t < 0, which must not count). Unit boxes A at (3, 0), B at the origin, v = (1, 0).
static void caseSweepMovingApart(void)
{
	satShape* a = makeBox(1, 1, 3, 0, 0);
	satShape* b = makeBox(1, 1, 0, 0, 0);
	CHECK(isZeroSweep(sweep(a, b, 1, 0, 1)));
	CHECK(isZeroSweep(sweep(a, b, 1, 0, 100)));
	CHECK(isZeroSweep(sweep(b, a, -1, 0, 1)));
	CHECK(isZeroCollision(collide(a, b, 1, 0)));
	moveTo(a, 2, 2);
	CHECK(isZeroSweep(sweep(a, b, 1, 1, 1)));
	satShape* ca = makeCircle(0.5f, 3, 0);
	satShape* cb = makeCircle(0.5f, 0, 0);
	CHECK(isZeroSweep(sweep(ca, cb, 1, 0, 1)));
	CHECK(isZeroSweep(sweep(ca, b, 1, 0, 1)));
	CHECK(isZeroSweep(sweep(b, ca, -1, 0, 1)));
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(ca);
	satDestroyShape(cb);
}

// The touching rule in sweeps: reaching contact exactly at tmax hits (unit boxes 4 apart, v = (8, 0),
// tmax = 0.5); touching at the start hits at t = 0 with a zero MTV, even when moving away; a zero velocity
// hits only when already touching; tmax = 0 is allowed.
static void caseSweepTouching(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* b = makeBox(1, 1, 5, 0, 0);
	satSweepResult r = sweep(a, b, 8, 0, 0.5f);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.5, 0);
	CHECK_VEC(r.normal, -1, 0, 0);
	CHECK(isZeroSweep(sweep(a, b, 8, 0, 0.49f)));
	CHECK(isZeroSweep(sweep(a, b, 0, 0, 1)));
	CHECK(isZeroSweep(sweep(a, b, 8, 0, 0)));
	moveTo(b, 1, 0);
	r = sweep(a, b, -3, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0, 0);
	CHECK_VEC(r.mtv, 0, 0, 0);
	r = sweep(a, b, 0, 0, 0);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0, 0);
	satDestroyShape(a);
	satDestroyShape(b);
}

// Random cases per property; each is seeded by its index, so a failure names its seed.
enum {
	SWEEP_CASES = 20000
};

// Sweep: hit/miss agrees with the reference; at the time of impact the shapes touch and did not overlap
// before; t matches the reference's first root where the approach is not grazing; the normal separates
// the shapes at t and opposes the motion; an overlap at the start gives t = 0 and the MTV.
static void propertySweep(void)
{
	int hits = 0, moving = 0, compared = 0;
	for (int i = 0; i < SWEEP_CASES; ++i) {
		uint64_t seed = caseSeed(3, i);
		setRandomContext("sweep", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		double vx, vy;
		double mode = prngUniform(&rng);
		if (mode < 0.05) {
			vx = vy = 0;
		} else if (mode < 0.75) { // toward B with some aim error
			double k = prngRange(&rng, 0.3, 3);
			vx = (p.bx - p.ax) * k + prngRange(&rng, -2, 2) * (p.a.size + p.b.size);
			vy = (p.by - p.ay) * k + prngRange(&rng, -2, 2) * (p.a.size + p.b.size);
		} else {
			vx = prngRange(&rng, -10, 10);
			vy = prngRange(&rng, -10, 10);
		}
		// Start A away from B along -v half of the time, so most hits have t > 0.
		if (prngUniform(&rng) < 0.5 && (vx != 0 || vy != 0)) {
			double back = prngRange(&rng, 0.2, 0.8);
			p.ax = (float)(p.ax - back * vx);
			p.ay = (float)(p.ay - back * vy);
			CHECK_INT(satShape_SetTransform(p.a.shape, p.ax, p.ay, p.aAngle), SAT_OK);
		}
		float fvx = (float)vx, fvy = (float)vy;
		float tmax = prngUniform(&rng) < 0.05 ? 0.0f : (float)prngRange(&rng, 0, 1.5);
		double speed = hypot(fvx, fvy);
		double tol = pairTolerance(&p, speed * tmax), band = 4 * tol;
		RefDiff d = diffOf(p.a.shape, p.b.shape);
		double sep0 = refSeparation(&d, 0, 0);
		RefSweep rs = refSweep(&d, fvx, fvy, tmax);
		satSweepResult r = sweep(p.a.shape, p.b.shape, fvx, fvy, tmax);
		hits += r.hit;
		if (rs.minSep < -band)
			CHECK_MSG(r.hit, "reference overlaps by %.9g within [0, %g], sweep misses", -rs.minSep, (double)tmax);
		if (rs.minSep > band)
			CHECK_MSG(!r.hit, "reference gap %.9g over [0, %g], sweep hits at t = %.9g", rs.minSep, (double)tmax,
				(double)r.t);
		if (!r.hit) {
			CHECK_MSG(isZeroSweep(r), "a miss writes zeros: t %g normal (%g, %g) mtv (%g, %g)", (double)r.t,
				(double)r.normal.x, (double)r.normal.y, (double)r.mtv.x, (double)r.mtv.y);
			destroyPair(&p);
			continue;
		}
		CHECK_MSG(r.t >= 0 && r.t <= tmax, "t = %.9g within [0, %g]", (double)r.t, (double)tmax);
		CHECK_NEAR(vecLength(r.normal), 1, 1e-5);
		if (sep0 < -band) {
			CHECK_MSG(r.t == 0, "overlapping at the start: t = %.9g", (double)r.t);
			CHECK_MSG(fabs(vecLength(r.mtv) + sep0) <= 1e-4 * -sep0 + tol, "start mtv %.9g, reference depth %.9g",
				vecLength(r.mtv), -sep0);
			double dot = r.normal.x * r.mtv.x + r.normal.y * r.mtv.y;
			CHECK_MSG(fabs(dot - vecLength(r.mtv)) <= tol, "the normal is the MTV's direction");
		}
		if (sep0 > band) {
			++moving;
			double t = r.t;
			double atT = refSeparation(&d, t * fvx, t * fvy);
			CHECK_MSG(
				fabs(atT) <= band, "shapes at t = %.9g are %.3g apart (reference first touch %.9g)", t, atT, rs.t);
			double before = refMinSeparation(&d, fvx, fvy, 0, t, NULL);
			CHECK_MSG(before >= -band, "shapes overlapped by %.3g before t = %.9g (reference first touch %.9g)",
				-before, t, rs.t);
			CHECK_MSG(vecLength(r.mtv) == 0, "mtv is zero when t > 0");
			// The normal separates the shapes at t (A on its positive side) and does not point along v.
			RefShape ra = refOf(p.a.shape), rb = refOf(p.b.shape);
			double aMin, aMax, bMin, bMax;
			refProject(&ra, r.normal.x, r.normal.y, &aMin, &aMax);
			refProject(&rb, r.normal.x, r.normal.y, &bMin, &bMax);
			double vn = r.normal.x * fvx + r.normal.y * fvy;
			CHECK_MSG(aMin + t * vn >= bMax - band, "normal (%.6g, %.6g) does not separate at t: overlap %.3g",
				(double)r.normal.x, (double)r.normal.y, bMax - (aMin + t * vn));
			CHECK_MSG(vn <= tol, "normal (%.6g, %.6g) points along v (v.n = %.3g)", (double)r.normal.x,
				(double)r.normal.y, vn);
			if (rs.hit && rs.minSep < -band) { // compare with the reference's t where the approach is steep
				double h = fmin(rs.t, 1e-6);
				double slope = h > 0 ? (refSeparation(&d, (rs.t - h) * fvx, (rs.t - h) * fvy) -
										   refSeparation(&d, rs.t * fvx, rs.t * fvy)) /
						h
									 : 0;
				if (slope >= 0.05 * speed && slope > 0) {
					++compared;
					CHECK_MSG(fabs(t - rs.t) <= 4 * band / slope + 1e-6, "t = %.9g, reference t = %.9g (slope %.3g)", t,
						rs.t, slope);
				}
			}
		}
		destroyPair(&p);
	}
	printf("property sweep: %d cases, %d hits, %d with t > 0, %d compared with the reference t\n", SWEEP_CASES, hits,
		moving, compared);
}

// Huge motions on seeded random pairs: |v| * tmax from 1e13 to 1e38 times the pair's size, by a huge velocity
// (up to the coordinate limit) or a huge tmax (up to FLT_MAX), aimed at B or anywhere. The sweep is exact for any
// motion: to the round-off of the travel up to the time in question, never of the whole motion.
static void propertySweepHugeMotion(void)
{
	enum {
		CASES = 3000
	};
	int hits = 0, apart = 0;
	for (int i = 0; i < CASES; ++i) {
		uint64_t seed = caseSeed(17, i);
		setRandomContext("sweep huge motion", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		double size = p.a.size + p.b.size, motion = size * pow(10.0, prngRange(&rng, 13, 38));
		double ang = prngUniform(&rng) < 0.5 ? atan2((double)p.by - p.ay, (double)p.bx - p.ax) + prngRange(&rng, -1, 1)
											 : prngRange(&rng, 0, 2 * PI);
		if (prngUniform(&rng) < 0.75) { // start A back along the motion, so most cases sweep from apart
			double back = size * prngRange(&rng, 0.5, 3);
			p.ax = (float)(p.ax - back * cos(ang));
			p.ay = (float)(p.ay - back * sin(ang));
			CHECK_INT(satShape_SetTransform(p.a.shape, p.ax, p.ay, p.aAngle), SAT_OK);
		}
		double speed = size * prngRange(&rng, 0.1, 100);
		float tmax = 1.0f;
		if (prngUniform(&rng) < 0.5)
			speed = fmin(motion, (double)SAT_MAX_COORDINATE);
		else
			tmax = (float)fmin(motion / speed, FLT_MAX);
		RefDiff d = diffOf(p.a.shape, p.b.shape);
		apart += refSeparation(&d, 0, 0) > 0;
		hits += checkSweepByTravel(p.a.shape, p.b.shape, (float)(speed * cos(ang)), (float)(speed * sin(ang)), tmax);
		destroyPair(&p);
	}
	printf("property sweep huge motion: %d cases, %d apart at the start, %d hits\n", CASES, apart, hits);
}

const TestCase sweepTests[] = {
	{ "wall", caseSweepWall },
	{ "tunnelling", caseSweepTunnelling },
	{ "already-overlapping", caseSweepAlreadyOverlapping },
	{ "grazing", caseSweepGrazing },
	{ "circles-and-mixed-pairs", caseSweepCircles },
	{ "moving-apart", caseSweepMovingApart },
	{ "touching", caseSweepTouching },
	{ "property", propertySweep },
	{ "property-huge-motion", propertySweepHugeMotion },
};
const int sweepTestCount = (int)(sizeof sweepTests / sizeof sweepTests[0]);
