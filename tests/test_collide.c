// Collide with a velocity: mtv is A + v against B; willIntersect is the swept test over t in [0, 1].
#include <math.h>
#include <stdint.h>
#include <stdio.h>

#include "check.h"
#include "shapes.h"

// Hand-worked boxes: stopping short, passing through, ending in contact or overlap, moving out.
static void caseCollideVelocity(void)
{
	satShape* a = makeBox(2, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, 3, 0, 0);
	satCollision c = collide(a, b, 2.5f, 0); // A + v spans x in [1.5, 3.5] against [2, 4]: MTV (-1.5, 0)
	CHECK(!c.intersect);
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, -1.5, 0, TOL);
	c = collide(a, b, 0.5f, 0); // stops 0.5 short
	CHECK(isZeroCollision(c));
	c = collide(a, b, 10, 0); // passes through: will intersect, but A + v is clear of B
	CHECK(!c.intersect);
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	c = collide(a, b, 1, 0); // ends exactly touching
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	c = collide(a, b, 2, 1.5f); // A + v at (2, 1.5): x overlap 1, y overlap 0.5: MTV (0, 0.5)
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0.5, TOL);
	// Zero velocity: willIntersect == intersect, mtv the static MTV.
	moveTo(b, 1.5f, 0.5f);
	c = collide(a, b, 0, 0);
	CHECK(c.intersect && c.willIntersect);
	CHECK_VEC(c.mtv, -0.5, 0, TOL);
	// Overlapping now, clear after moving: intersect true, mtv zero.
	c = collide(a, b, -5, 0);
	CHECK(c.intersect);
	CHECK(c.willIntersect);
	CHECK_VEC(c.mtv, 0, 0, 0);
	satDestroyShape(a);
	satDestroyShape(b);
}

// Random cases per property; each is seeded by its index, so a failure names its seed.
enum {
	VELOCITY_CASES = 8000
};

// Collide with a velocity: willIntersect agrees with the reference sweep over [0, 1]; mtv is the MTV of A
// moved by v against B (zero when A + v is clear of B).
static void propertyVelocity(void)
{
	int will = 0, end = 0;
	for (int i = 0; i < VELOCITY_CASES; ++i) {
		uint64_t seed = caseSeed(2, i);
		setRandomContext("collide-velocity", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		float vx = (float)prngRange(&rng, -8, 8), vy = (float)prngRange(&rng, -8, 8);
		double tol = pairTolerance(&p, hypot(vx, vy)), band = 4 * tol;
		RefDiff d = diffOf(p.a.shape, p.b.shape);
		double sep0 = refSeparation(&d, 0, 0), sepEnd = refSeparation(&d, vx, vy);
		RefSweep rs = refSweep(&d, vx, vy, 1);
		satCollision c = collide(p.a.shape, p.b.shape, vx, vy);
		will += c.willIntersect;
		end += vecLength(c.mtv) > 0;
		if (sep0 < -band) CHECK(c.intersect);
		if (sep0 > band) CHECK(!c.intersect);
		if (c.intersect) CHECK(c.willIntersect);
		if (rs.minSep < -band)
			CHECK_MSG(c.willIntersect, "reference sweep overlaps by %.9g, willIntersect false", -rs.minSep);
		if (rs.minSep > band) CHECK_MSG(!c.willIntersect, "reference sweep gap %.9g, willIntersect true", rs.minSep);
		double depth = vecLength(c.mtv);
		if (sepEnd > band)
			CHECK_MSG(
				depth == 0, "A + v clear of B by %.9g, mtv (%.9g, %.9g)", sepEnd, (double)c.mtv.x, (double)c.mtv.y);
		if (sepEnd < -band) {
			CHECK_MSG(fabs(depth + sepEnd) <= 1e-4 * -sepEnd + tol, "|mtv| %.9g, reference depth at A + v %.9g", depth,
				-sepEnd);
			CHECK(c.willIntersect);
		}
		if (depth > 0) {
			double k = 1 + 1e-4 + tol / depth;
			double after = refSeparation(&d, vx + c.mtv.x * k, vy + c.mtv.y * k);
			CHECK_MSG(after > 0, "A + v + mtv still overlaps B: separation %.3g", after);
		}
		destroyPair(&p);
	}
	printf("property collide with velocity: %d cases, %d will intersect, %d overlap at the end\n", VELOCITY_CASES, will,
		end);
}

// A regular n-gon of circumradius r centred at the local origin, vertex k at angle 2 pi k / n.
static satShape* regularPolygon(int n, double r)
{
	static float xy[2 * SAT_MAX_POLYGON_VERTICES];
	for (int k = 0; k < n; ++k) {
		xy[2 * k] = (float)(r * cos(2 * PI * k / n));
		xy[2 * k + 1] = (float)(r * sin(2 * PI * k / n));
	}
	return makePolygon(xy, 2 * n, 0, 0, 0);
}

// Polygons up to SAT_MAX_POLYGON_VERTICES: a regular 1000-gon keeps every vertex, and a box pressed flat
// against one of its edges (centred on the edge's normal through the centre) overlaps it by exactly the depth
// it was pushed in, the MTV along that normal.
static void caseThousandGon(void)
{
	const int n = 1000;
	const double r = 100, inradius = r * cos(PI / n);
	satShape* gon = regularPolygon(n, r);
	CHECK_INT(satShape_GetVertexCount(gon), n);
	for (int edge = 0; edge < n; edge += 97) {
		double theta = (2 * edge + 1) * PI / n, depth = 0.25;
		double dist = inradius + 1 - depth; // the box's half width is 1: its inner face is depth inside the edge
		satShape* box = makeBox(2, 2, (float)(dist * cos(theta)), (float)(dist * sin(theta)), (float)theta);
		satCollision c = collide(box, gon, 0, 0);
		CHECK(c.intersect);
		CHECK_NEAR(vecLength(c.mtv), depth, 1e-4);
		CHECK_NEAR(c.mtv.x, depth * cos(theta), 1e-4);
		CHECK_NEAR(c.mtv.y, depth * sin(theta), 1e-4);
		moveTo(box, (float)((dist + 2 * depth) * cos(theta)), (float)((dist + 2 * depth) * sin(theta)));
		CHECK(!collide(box, gon, 0, 0).intersect);
		satDestroyShape(box);
	}
	satDestroyShape(gon);
}

// Seeded shapes against a regular 1000-gon, placed across its boundary: intersect and |MTV| agree with the
// double-precision reference (Minkowski difference of the two), and A moved by the MTV no longer overlaps.
static void propertyThousandGon(void)
{
	enum {
		CASES = 300
	};
	const double r = 20;
	satShape* gon = regularPolygon(1000, r);
	int hits = 0;
	for (int i = 0; i < CASES; ++i) {
		uint64_t seed = caseSeed(7, i);
		setRandomContext("collide-1000-gon", seed);
		Prng rng = prngSeed(seed);
		RandShape a;
		randomShape(&rng, 4, &a);
		double angle = prngRange(&rng, 0, 2 * PI), dist = r + prngRange(&rng, -2 * a.size, 2 * a.size);
		satShape_SetTransform(
			a.shape, (float)(dist * cos(angle)), (float)(dist * sin(angle)), (float)prngRange(&rng, -PI, PI));
		RefDiff d = diffOf(a.shape, gon);
		double sep = refSeparation(&d, 0, 0), tol = 1e-5 * (r + a.size);
		satCollision c = collide(a.shape, gon, 0, 0);
		hits += c.intersect;
		if (sep < -tol) CHECK(c.intersect);
		if (sep > tol) CHECK(!c.intersect);
		if (c.intersect) {
			double depth = vecLength(c.mtv);
			CHECK_MSG(
				fabs(depth + fmin(sep, 0)) <= 1e-4 * depth + tol, "|mtv| %.9g, reference depth %.9g", depth, -sep);
			double k = 1 + 1e-4 + tol / fmax(depth, tol);
			CHECK_MSG(refSeparation(&d, c.mtv.x * k, c.mtv.y * k) > 0, "A + mtv still overlaps the 1000-gon");
		}
		satDestroyShape(a.shape);
	}
	satDestroyShape(gon);
	printf("property 1000-gon: %d cases, %d intersect\n", CASES, hits);
}

const TestCase collideTests[] = {
	{ "velocity", caseCollideVelocity },
	{ "property-velocity", propertyVelocity },
	{ "thousand-gon", caseThousandGon },
	{ "property-thousand-gon", propertyThousandGon },
};
const int collideTestCount = (int)(sizeof collideTests / sizeof collideTests[0]);
