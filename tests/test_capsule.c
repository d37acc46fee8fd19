// Segments and capsules: constructors and accessors, hand-worked cases for each pair kind (collide, sweep,
// manifold, ray cast, projection, mass), bad inputs, tiny and huge scales, and seeded random pairs of every kind
// (polygon, box, circle, segment, capsule, as A and as B) checked against the double-precision reference of
// tests/support/reference.c (separation of cores grown by their radii: SAT over both cores' edge normals and
// directions when they overlap, vertex-to-edge distances when apart; sweeps by minimising and bisecting it).
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "shapes.h"

enum {
	KIND_POLYGON,
	KIND_BOX,
	KIND_CIRCLE,
	KIND_SEGMENT,
	KIND_CAPSULE,
	KIND_COUNT
};
static const char* const kindNames[KIND_COUNT] = { "polygon", "box", "circle", "segment", "capsule" };

static satShape* makeSegment(float x0, float y0, float x1, float y1, float x, float y, float angle)
{
	satShape* s = NULL;
	CHECK_INT(satCreateSegment(x0, y0, x1, y1, &s), SAT_OK);
	if (s != NULL) CHECK_INT(satShape_SetTransform(s, x, y, angle), SAT_OK);
	return s;
}

static satShape* makeCapsule(float x0, float y0, float x1, float y1, float r, float x, float y, float angle)
{
	satShape* s = NULL;
	CHECK_INT(satCreateCapsule(x0, y0, x1, y1, r, &s), SAT_OK);
	if (s != NULL) CHECK_INT(satShape_SetTransform(s, x, y, angle), SAT_OK);
	return s;
}

// ---- constructors and accessors ----------------------------------------------------------------------------

static void caseConstruct(void)
{
	satShape* s = makeCapsule(-1, 0, 1, 0, 0.5f, 2, 3, 0);
	CHECK_INT(satShape_GetType(s), SAT_SHAPE_CAPSULE);
	CHECK_INT(satShape_GetVertexCount(s), 2);
	CHECK_NEAR(satShape_GetRadius(s), 0.5, 0);
	CHECK_VEC(satShape_GetLocalVertex(s, 0), -1, 0, 0);
	CHECK_VEC(satShape_GetLocalVertex(s, 1), 1, 0, 0);
	CHECK_VEC(satShape_GetWorldVertex(s, 0), 1, 3, 0);
	CHECK_VEC(satShape_GetWorldVertex(s, 1), 3, 3, 0);
	CHECK_VEC(satShape_GetWorldNormal(s, 0), 0, -1, 0); // right of end 0 -> end 1
	CHECK_VEC(satShape_GetWorldNormal(s, 1), 0, 1, 0);
	CHECK_VEC(satShape_GetCentroid(s), 0, 0, 0);
	satAABB box = satShape_GetAABB(s);
	CHECK_NEAR(box.minX, 0.5, 0);
	CHECK_NEAR(box.minY, 2.5, 0);
	CHECK_NEAR(box.maxX, 3.5, 0);
	CHECK_NEAR(box.maxY, 3.5, 0);
	// Turned a quarter: the ends at (2, 2) and (2, 4), the box 1 wide and 3 tall.
	CHECK_INT(satShape_SetTransform(s, 2, 3, (float)(PI / 2)), SAT_OK);
	CHECK_VEC(satShape_GetWorldVertex(s, 0), 2, 2, TOL);
	CHECK_VEC(satShape_GetWorldVertex(s, 1), 2, 4, TOL);
	box = satShape_GetAABB(s);
	CHECK_NEAR(box.minX, 1.5, TOL);
	CHECK_NEAR(box.maxX, 2.5, TOL);
	CHECK_NEAR(box.minY, 1.5, TOL);
	CHECK_NEAR(box.maxY, 4.5, TOL);
	satShape* c = NULL;
	CHECK_INT(satCloneShape(s, &c), SAT_OK);
	CHECK_INT(satShape_GetType(c), SAT_SHAPE_CAPSULE);
	CHECK_VEC(satShape_GetWorldVertex(c, 1), 2, 4, TOL);
	CHECK_NEAR(satShape_GetRadius(c), 0.5, 0);
	satDestroyShape(s);
	CHECK_VEC(satShape_GetWorldVertex(c, 0), 2, 2, TOL); // the clone is independent
	satDestroyShape(c);

	satShape* g = makeSegment(1, 1, 3, 2, 0, 0, 0);
	CHECK_INT(satShape_GetType(g), SAT_SHAPE_SEGMENT);
	CHECK_INT(satShape_GetVertexCount(g), 2);
	CHECK_NEAR(satShape_GetRadius(g), 0, 0);
	CHECK_VEC(satShape_GetCentroid(g), 2, 1.5, 0);
	CHECK_VEC(satShape_GetWorldNormal(g, 0), 1 / sqrt(5.0), -2 / sqrt(5.0), 1e-7);
	box = satShape_GetAABB(g);
	CHECK(box.minX == 1 && box.minY == 1 && box.maxX == 3 && box.maxY == 2);
	satDestroyShape(g);
	CHECK_STR(satErrorString(SAT_ERR_ZERO_LENGTH), "a segment or capsule whose two end points coincide");
}

static void caseBadInput(void)
{
	satShape* s = (satShape*)&s; // stale: must be overwritten with NULL on error
	CHECK_INT(satCreateSegment(1, 2, 1, 2, &s), SAT_ERR_ZERO_LENGTH);
	CHECK(s == NULL);
	CHECK_INT(satCreateCapsule(0, 0, 0, 0, 1, &s), SAT_ERR_ZERO_LENGTH);
	CHECK_INT(satCreateSegment(NAN, 0, 1, 0, &s), SAT_ERR_NOT_FINITE);
	CHECK_INT(satCreateSegment(0, 0, INFINITY, 0, &s), SAT_ERR_NOT_FINITE);
	CHECK_INT(satCreateCapsule(0, -INFINITY, 1, 0, 1, &s), SAT_ERR_NOT_FINITE);
	CHECK_INT(satCreateSegment(0, 0, 1, 2e18f, &s), SAT_ERR_OUT_OF_RANGE);
	CHECK_INT(satCreateCapsule(0, 0, 1, 0, 0, &s), SAT_ERR_BAD_RADIUS);
	CHECK_INT(satCreateCapsule(0, 0, 1, 0, -1, &s), SAT_ERR_BAD_RADIUS);
	CHECK_INT(satCreateCapsule(0, 0, 1, 0, NAN, &s), SAT_ERR_BAD_RADIUS);
	CHECK_INT(satCreateCapsule(0, 0, 1, 0, INFINITY, &s), SAT_ERR_BAD_RADIUS);
	CHECK_INT(satCreateCapsule(0, 0, 1, 0, 2e18f, &s), SAT_ERR_OUT_OF_RANGE);
	CHECK(s == NULL);
	CHECK_INT(satCreateSegment(0, 0, 1, 0, NULL), SAT_ERR_NULL);
	CHECK_INT(satCreateCapsule(0, 0, 1, 0, 1, NULL), SAT_ERR_NULL);
	// The extremes that are fine: one ulp apart, a denormal radius, the largest coordinates.
	CHECK_INT(satCreateSegment(1, 1, nextafterf(1, 2), 1, &s), SAT_OK);
	satDestroyShape(s);
	CHECK_INT(satCreateCapsule(0, 0, 1, 0, 1e-40f, &s), SAT_OK);
	CHECK_NEAR(satShape_GetRadius(s), 1e-40f, 0);
	satDestroyShape(s);
	CHECK_INT(satCreateCapsule(-1e18f, -1e18f, 1e18f, 1e18f, 1e18f, &s), SAT_OK);
	satDestroyShape(s);
}

// ---- collide: literal cases ----------------------------------------------------------------------------------

static void checkMtv(const satShape* a, const satShape* b, bool hit, double mx, double my, double tol)
{
	satCollision c = collide(a, b, 0, 0);
	CHECK_MSG(c.intersect == hit, "intersect %d, expected %d", c.intersect, hit);
	CHECK_MSG(c.willIntersect == hit, "willIntersect %d, expected %d", c.willIntersect, hit);
	CHECK_VEC(c.mtv, mx, my, tol);
	// Swapped, the MTV is the opposite.
	satCollision d = collide(b, a, 0, 0);
	CHECK(d.intersect == hit);
	CHECK_VEC(d.mtv, -mx, -my, tol);
}

static void caseCollideLiteral(void)
{
	// A capsule lying on a box: box 4 x 2 (top y = 1), capsule (-1, 0)-(1, 0) r 0.5 at y = 1.25: bottom at 0.75.
	satShape* box = makeBox(4, 2, 0, 0, 0);
	satShape* cap = makeCapsule(-1, 0, 1, 0, 0.5f, 0, 1.25f, 0);
	checkMtv(cap, box, true, 0, 0.25, TOL);
	// Its end against the box's corner (2, 1): end at (2.3, 1.4), 0.5 from the corner along (0.6, 0.8); r 0.6.
	satDestroyShape(cap);
	cap = makeCapsule(2.3f, 1.4f, 3.3f, 3.4f, 0.6f, 0, 0, 0);
	checkMtv(cap, box, true, 0.06, 0.08, TOL);
	satDestroyShape(cap);
	cap = makeCapsule(2.3f, 1.4f, 3.3f, 3.4f, 0.49f, 0, 0, 0); // 0.01 short of the corner
	checkMtv(cap, box, false, 0, 0, 0);
	satDestroyShape(cap);
	// Two crossing segments: A (-1,0)-(1,0), B (0.2,-0.3)-(0.2,2): A moves down by 0.3 (less than 0.8 or 1.2).
	satShape* a = makeSegment(-1, 0, 1, 0, 0, 0, 0);
	satShape* b = makeSegment(0.2f, -0.3f, 0.2f, 2, 0, 0, 0);
	checkMtv(a, b, true, 0, -0.3, TOL);
	satDestroyShape(b);
	// On one line: apart by 1, then end to end (touching: a zero MTV), then overlapping by 0.5 (along the
	// normal the push is 0: they touch along the whole shared part, so the MTV is zero as well).
	b = makeSegment(2, 0, 3, 0, 0, 0, 0);
	checkMtv(a, b, false, 0, 0, 0);
	moveTo(b, -1, 0);
	checkMtv(a, b, true, 0, 0, 0);
	moveTo(b, -1.5f, 0);
	checkMtv(a, b, true, 0, 0, 0);
	satDestroyShape(b);
	// A segment inside a polygon: box 4 x 4; segment at y = 0.2 leaves by its top (1.8) rather than 2.2 or 2.5.
	satShape* big = makeBox(4, 4, 0, 0, 0);
	satDestroyShape(a);
	a = makeSegment(-0.5f, 0.2f, 0.5f, 0.2f, 0, 0, 0);
	checkMtv(a, big, true, 0, 1.8, TOL);
	satDestroyShape(a);
	satDestroyShape(big);
	// Parallel capsules touching along their sides (distance 1 = 0.5 + 0.5), then 0.001 apart, then 0.25 deep.
	a = makeCapsule(-1, 0, 1, 0, 0.5f, 0, 0, 0);
	b = makeCapsule(-1, 0, 1, 0, 0.5f, 0.5f, 1, 0);
	checkMtv(a, b, true, 0, 0, 0);
	moveTo(b, 0.5f, 1.001f);
	checkMtv(a, b, false, 0, 0, 0);
	moveTo(b, 0.5f, 0.75f);
	checkMtv(a, b, true, 0, -0.25, TOL);
	// End to end on one line: cores 0.8 apart, radii 0.5 + 0.5: 0.2 deep along x.
	moveTo(b, 2.8f, 0);
	checkMtv(a, b, true, -0.2, 0, TOL);
	satDestroyShape(b);
	// A capsule and a circle above its middle: 1.2 from the core, radii 0.5 + 1: A goes down 0.3.
	satShape* circle = makeCircle(1, 0.3f, 1.2f);
	checkMtv(a, circle, true, 0, -0.3, TOL);
	// A circle beyond the capsule's end: centre (2.5, 0.0) is 1.5 from the end (1, 0): 0.5 + 1.2 - 1.5 = 0.2.
	satDestroyShape(circle);
	circle = makeCircle(1.2f, 2.5f, 0);
	checkMtv(a, circle, true, -0.2, 0, TOL);
	satDestroyShape(circle);
	// A segment through a circle 0.25 below its centre: it leaves downwards by 1 - 0.25 (not along itself).
	satDestroyShape(a);
	a = makeSegment(-3, 0, 3, 0, 0, 0, 0);
	circle = makeCircle(1, 0, 0.25f);
	checkMtv(a, circle, true, 0, -0.75, TOL);
	satDestroyShape(circle);
	satDestroyShape(a);
	// A capsule rotated 45 degrees whose end rests on a box's top face: end at (0, 1.5) r 0.6 -> 0.1 deep.
	cap = makeCapsule(0, 0, 2, 0, 0.6f, 0, 1.5f, (float)(PI / 4));
	checkMtv(cap, box, true, 0, 0.1, 1e-5);
	satDestroyShape(cap);
	satDestroyShape(box);
}

// Every literal pair again at 1e-6 and 1e6 times the size: the MTV scales with it.
static void caseScales(void)
{
	const double scales[] = { 1e-6, 1e6, 1e-18, 1e15 };
	for (int k = 0; k < 4; ++k) {
		double s = scales[k];
		checkContext("capsule/scales scale=%g", s);
		satShape* box = makeBox((float)(4 * s), (float)(2 * s), 0, 0, 0);
		satShape* cap = makeCapsule((float)-s, 0, (float)s, 0, (float)(0.5 * s), 0, (float)(1.25 * s), 0);
		checkMtv(cap, box, true, 0, 0.25 * s, 1e-5 * s);
		satShape* corner = makeCapsule(
			(float)(2.3 * s), (float)(1.4 * s), (float)(3.3 * s), (float)(3.4 * s), (float)(0.6 * s), 0, 0, 0);
		checkMtv(corner, box, true, 0.06 * s, 0.08 * s, 1e-5 * s);
		satShape* seg = makeSegment((float)(-0.5 * s), (float)(0.2 * s), (float)(0.5 * s), (float)(0.2 * s), 0, 0, 0);
		checkMtv(seg, box, true, 0, 0.8 * s, 1e-5 * s);
		satDestroyShape(seg);
		satDestroyShape(corner);
		satDestroyShape(cap);
		satDestroyShape(box);
	}
	// A capsule of radius 1e-30 lying 1e-30 above a box's top: touching within its radius; 3e-30 above, apart.
	satShape* box = makeBox(2, 2, 0, 0, 0);
	satShape* thin = makeCapsule(-0.5f, 0, 0.5f, 0, 1e-30f, 0, 1, 0);
	satCollision c = collide(thin, box, 0, 0);
	CHECK(c.intersect);
	CHECK_NEAR(c.mtv.y, 1e-30, 1e-36);
	CHECK_NEAR(c.mtv.x, 0, 0);
	satDestroyShape(box);
	box = makeBox(2e-29f, 2e-29f, 0, 0, 0); // half size 1e-29
	moveTo(thin, 0, 1.2e-29f);              // core 2e-30 above, radius 1e-30: apart by 1e-30
	c = collide(thin, box, 0, 0);
	CHECK(!c.intersect);
	moveTo(thin, 0, 1.05e-29f); // 0.5e-30 above: 0.5e-30 deep
	c = collide(thin, box, 0, 0);
	CHECK(c.intersect);
	CHECK_NEAR(c.mtv.y, 0.5e-30, 1e-36);
	satDestroyShape(thin);
	satDestroyShape(box);
	// Two tiny capsules end to end, corner to corner at an angle: 1e-20 across.
	satShape* a = makeCapsule(0, 0, 1e-20f, 0, 1e-21f, 0, 0, 0);
	satShape* b = makeCapsule(0, 0, 0, 1e-20f, 1e-21f, 1.1e-20f, 0, 0); // ends 1e-21 apart along x
	c = collide(a, b, 0, 0);
	CHECK(c.intersect);
	CHECK_NEAR(c.mtv.x, -1e-21, 1e-26);
	CHECK_NEAR(c.mtv.y, 0, 1e-26);
	satDestroyShape(a);
	satDestroyShape(b);
}

// ---- projection --------------------------------------------------------------------------------------------

static void caseProject(void)
{
	satShape* cap = makeCapsule(-1, 0, 1, 0, 0.5f, 2, 3, 0);
	satInterval i = project(cap, 1, 0);
	CHECK_NEAR(i.min, 0.5, 0);
	CHECK_NEAR(i.max, 3.5, 0);
	i = project(cap, 0, 2); // not unit: 2 * 3 -/+ 0.5 * 2
	CHECK_NEAR(i.min, 5, 0);
	CHECK_NEAR(i.max, 7, 0);
	i = project(cap, 3, 4); // ends 3*1+12 = 15 and 3*3+12 = 21, widened by 0.5 * 5
	CHECK_NEAR(i.min, 12.5, TOL);
	CHECK_NEAR(i.max, 23.5, TOL);
	satShape* seg = makeSegment(-1, 0, 1, 0, 2, 3, 0);
	i = project(seg, 0, 1);
	CHECK_NEAR(i.min, 3, 0);
	CHECK_NEAR(i.max, 3, 0);
	satDestroyShape(seg);
	satDestroyShape(cap);
}

// ---- random pairs of every kind --------------------------------------------------------------------------------

typedef struct KindShape {
	satShape* shape;
	int kind;
	double size; ///< distance from the local origin to the farthest point
} KindShape;

static void randomKindShape(Prng* rng, int kind, double scale, KindShape* out)
{
	out->kind = kind;
	out->shape = NULL;
	if (kind == KIND_POLYGON) { // a random polygon from the shared generator
		RandShape rs;
		for (;;) {
			randomShape(rng, scale, &rs);
			if (rs.kind == RAND_ELLIPSE || rs.kind == RAND_HULL) break;
			satDestroyShape(rs.shape);
		}
		out->shape = rs.shape;
		out->size = rs.size;
		return;
	}
	satError e;
	if (kind == KIND_BOX) {
		float w = (float)(scale * prngRange(rng, 0.2, 4)), h = (float)(scale * prngRange(rng, 0.2, 4));
		out->size = 0.5 * hypot(w, h);
		e = satCreateBox(w, h, &out->shape);
	} else if (kind == KIND_CIRCLE) {
		float r = (float)(scale * prngRange(rng, 0.15, 2.5));
		out->size = r;
		e = satCreateCircle(r, &out->shape);
	} else {
		double cx = scale * prngRange(rng, -1, 1), cy = scale * prngRange(rng, -1, 1);
		double len = scale * prngRange(rng, 0.05, 4), dir = prngRange(rng, 0, 2 * PI);
		float x0 = (float)(cx - 0.5 * len * cos(dir)), y0 = (float)(cy - 0.5 * len * sin(dir));
		float x1 = (float)(cx + 0.5 * len * cos(dir)), y1 = (float)(cy + 0.5 * len * sin(dir));
		double u = prngUniform(rng);
		float r = (float)(scale * (u < 0.1 ? 1e-6 : prngRange(rng, 0.05, 1.5)));
		out->size = fmax(hypot(x0, y0), hypot(x1, y1)) + (kind == KIND_CAPSULE ? r : 0);
		e = kind == KIND_SEGMENT ? satCreateSegment(x0, y0, x1, y1, &out->shape)
								 : satCreateCapsule(x0, y0, x1, y1, r, &out->shape);
	}
	CHECK_MSG(e == SAT_OK, "creating a %s: error %d", kindNames[kind], (int)e);
}

typedef struct KindPair {
	KindShape a, b;
	float ax, ay, aAngle, bx, by, bAngle;
} KindPair;

// Kinds from the case number, so every ordered pair of kinds comes up equally often; positions as randomPair.
static void randomKindPair(Prng* rng, int i, KindPair* p)
{
	int ka = i % KIND_COUNT, kb = (i / KIND_COUNT) % KIND_COUNT;
	if (ka < KIND_SEGMENT && kb < KIND_SEGMENT) ka = KIND_CAPSULE - (i / 25) % 2; // only pairs with a new kind
	randomKindShape(rng, ka, 1, &p->a);
	randomKindShape(rng, kb, 1, &p->b);
	double base = prngUniform(rng) < 0.25 ? 0 : 20;
	p->bx = (float)prngRange(rng, -base, base);
	p->by = (float)prngRange(rng, -base, base);
	double dir = prngRange(rng, 0, 2 * PI), dist = prngRange(rng, 0, 1.3) * (p->a.size + p->b.size);
	p->ax = (float)(p->bx + dist * cos(dir));
	p->ay = (float)(p->by + dist * sin(dir));
	p->aAngle = (float)prngRange(rng, -PI, PI);
	p->bAngle = (float)prngRange(rng, -PI, PI);
	if (prngUniform(rng) < 0.1) p->aAngle = 0; // axis-aligned, where ties are exact
	CHECK_INT(satShape_SetTransform(p->a.shape, p->ax, p->ay, p->aAngle), SAT_OK);
	CHECK_INT(satShape_SetTransform(p->b.shape, p->bx, p->by, p->bAngle), SAT_OK);
	checkContextAppend(" A=%s B=%s", kindNames[p->a.kind], kindNames[p->b.kind]);
}

static void destroyKindPair(KindPair* p)
{
	satDestroyShape(p->a.shape);
	satDestroyShape(p->b.shape);
}

// Round-off scale of a pair: float coordinates of this magnitude, a few operations deep.
static double kindTolerance(const KindPair* p, double extra)
{
	double m = fmax(fabs(p->ax), fabs(p->ay)) + fmax(fabs(p->bx), fabs(p->by)) + p->a.size + p->b.size;
	return 2e-6 * (1 + m + extra);
}

enum {
	COLLIDE_CASES = 20000,
	SWEEP_CASES = 10000,
	MANIFOLD_CASES = 6000,
	RAY_CASES = 10000
};

static void caseCollideProperty(void)
{
	int hits = 0;
	double worst = 0;
	for (int i = 0; i < COLLIDE_CASES; ++i) {
		uint64_t seed = caseSeed(71, i);
		setRandomContext("capsule collide", seed);
		Prng rng = prngSeed(seed);
		KindPair p;
		randomKindPair(&rng, i, &p);
		double tol = kindTolerance(&p, 0);
		RefDiff d = diffOf(p.a.shape, p.b.shape);
		double sep = refSeparation(&d, 0, 0);
		satCollision c = collide(p.a.shape, p.b.shape, 0, 0);
		if (sep < -tol) CHECK_MSG(c.intersect, "reference depth %.9g, collide says apart", -sep);
		if (sep > tol) CHECK_MSG(!c.intersect, "reference gap %.9g, collide says they intersect", sep);
		if (c.intersect) {
			++hits;
			double len = vecLength(c.mtv), depth = sep < 0 ? -sep : 0;
			CHECK_MSG(fabs(len - depth) <= 1e-5 * depth + tol, "|mtv| %.9g, reference depth %.9g", len, depth);
			worst = fmax(worst, fabs(len - depth) / (tol + 1e-5 * depth));
			// A moved by the MTV touches B: neither overlapping nor apart (beyond round-off).
			double after = refSeparation(&d, c.mtv.x, c.mtv.y);
			CHECK_MSG(fabs(after) <= tol, "after moving A by the mtv the separation is %.9g", after);
			// The swapped pair gives the opposite MTV.
			satCollision s = collide(p.b.shape, p.a.shape, 0, 0);
			CHECK(s.intersect);
			CHECK_MSG(fabs(vecLength(s.mtv) - len) <= 1e-5 * depth + tol, "swapped |mtv| %.9g vs %.9g",
				vecLength(s.mtv), len);
		} else {
			CHECK(isZeroCollision(c));
		}
		destroyKindPair(&p);
	}
	printf("property capsule collide: %d cases, %d intersecting, worst |mtv| error %.3g x tolerance\n", COLLIDE_CASES,
		hits, worst);
}

static void caseProjectProperty(void)
{
	for (int i = 0; i < 2000; ++i) {
		uint64_t seed = caseSeed(72, i);
		setRandomContext("capsule project", seed);
		Prng rng = prngSeed(seed);
		KindPair p;
		randomKindPair(&rng, i, &p);
		double ax = prngRange(&rng, -3, 3), ay = prngRange(&rng, -3, 3);
		RefShape r = refOf(p.a.shape);
		double lo, hi;
		refProject(&r, (float)ax, (float)ay, &lo, &hi);
		satInterval got = project(p.a.shape, (float)ax, (float)ay);
		double tol = 2e-6 * (1 + fabs(p.ax) + fabs(p.ay) + p.a.size) * hypot(ax, ay);
		CHECK_NEAR(got.min, lo, tol);
		CHECK_NEAR(got.max, hi, tol);
		destroyKindPair(&p);
	}
}

// ---- sweep ------------------------------------------------------------------------------------------------

static void caseSweepLiteral(void)
{
	// A capsule falling onto a box: bottom at 4.5, box top at 1, speed 10: t = 0.35, normal up.
	satShape* box = makeBox(4, 2, 0, 0, 0);
	satShape* cap = makeCapsule(-1, 0, 1, 0, 0.5f, 0, 5, 0);
	satSweepResult r = sweep(cap, box, 0, -10, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.35, TOL);
	CHECK_VEC(r.normal, 0, 1, TOL);
	CHECK_VEC(r.mtv, 0, 0, 0);
	// The box moving up into the capsule instead: the normal from the capsule down.
	r = sweep(box, cap, 0, 10, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.35, TOL);
	CHECK_VEC(r.normal, 0, -1, TOL);
	// Sliding along the top exactly touching (touching counts: first at the corner (-2, 1), when the end's centre
	// is above it at x = -2, t = 7 / 20), then 0.001 above (a grazing miss).
	moveTo(cap, -10, 1.5f);
	r = sweep(cap, box, 20, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.35, TOL);
	CHECK_VEC(r.normal, 0, 1, TOL);
	moveTo(cap, -10, 1.501f);
	r = sweep(cap, box, 20, 0, 1);
	CHECK(isZeroSweep(r));
	// Its rounded end meeting the box's corner head-on along the diagonal: corner (2, 1), end at (2+3, 1+3)... the
	// capsule (0,0)-(1,1) r 0.5 at (4, 3), moving by (-1, -1) * s: its end (4, 3) reaches 0.5 from (2, 1).
	satDestroyShape(cap);
	cap = makeCapsule(0, 0, 1, 1, 0.5f, 4, 3, 0);
	r = sweep(cap, box, -4, -4, 1);
	CHECK(r.hit);
	double t = (2 * SQRT2 - 0.5) / (4 * SQRT2); // distance along the diagonal / speed
	CHECK_NEAR(r.t, t, TOL);
	CHECK_VEC(r.normal, SQRT2 / 2, SQRT2 / 2, TOL);
	satDestroyShape(cap);
	// Two segments on one line: A (0,0)-(1,0) moving by (2, 0) towards B (2,0)-(3,0): t = 0.5, normal -x.
	satShape* a = makeSegment(0, 0, 1, 0, 0, 0, 0);
	satShape* b = makeSegment(2, 0, 3, 0, 0, 0, 0);
	r = sweep(a, b, 2, 0, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.5, TOL);
	CHECK_VEC(r.normal, -1, 0, TOL);
	r = sweep(a, b, 0.9f, 0, 1); // falls 0.1 short
	CHECK(isZeroSweep(r));
	r = sweep(a, b, 2, 0.001f, 1); // passes just off the line: apart
	CHECK(!r.hit || fabs(r.t - 0.5) < 1e-3);
	// Crossing a segment sideways: a box 1 wide falling through a floor segment is stopped on it.
	satDestroyShape(a);
	a = makeBox(1, 1, 0, 5, 0);
	r = sweep(a, b, 5, -10, 1); // bottom 4.5 -> 0 at t = 0.45; x = 2.25, overlapping B's x range
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0.45, TOL);
	CHECK_VEC(r.normal, 0, 1, TOL);
	// Already overlapping: t = 0 and the MTV.
	moveTo(a, 2.5f, 0.25f);
	r = sweep(a, b, 1, 1, 1);
	CHECK(r.hit);
	CHECK_NEAR(r.t, 0, 0);
	CHECK_VEC(r.mtv, 0, 0.25, TOL);
	satCollision c = collide(a, b, 1, 1);
	CHECK(c.intersect && c.willIntersect);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(box);
}

static void caseSweepProperty(void)
{
	int hits = 0, moving = 0, compared = 0;
	for (int i = 0; i < SWEEP_CASES; ++i) {
		uint64_t seed = caseSeed(73, i);
		setRandomContext("capsule sweep", seed);
		Prng rng = prngSeed(seed);
		KindPair p;
		randomKindPair(&rng, i, &p);
		double vx = prngRange(&rng, -10, 10), vy = prngRange(&rng, -10, 10);
		if (prngUniform(&rng) < 0.5) { // aimed at B
			double k = prngRange(&rng, 0.3, 3);
			vx = (p.bx - p.ax) * k + prngRange(&rng, -1, 1) * (p.a.size + p.b.size);
			vy = (p.by - p.ay) * k + prngRange(&rng, -1, 1) * (p.a.size + p.b.size);
		}
		if (prngUniform(&rng) < 0.5) { // start away along -v, so most hits have t > 0
			double back = prngRange(&rng, 0.2, 0.8);
			p.ax = (float)(p.ax - back * vx);
			p.ay = (float)(p.ay - back * vy);
			CHECK_INT(satShape_SetTransform(p.a.shape, p.ax, p.ay, p.aAngle), SAT_OK);
		}
		float fvx = (float)vx, fvy = (float)vy, tmax = (float)prngRange(&rng, 0, 1.5);
		double speed = hypot(fvx, fvy), tol = kindTolerance(&p, speed * tmax), band = 4 * tol;
		RefDiff d = diffOf(p.a.shape, p.b.shape);
		double sep0 = refSeparation(&d, 0, 0);
		RefSweep rs = refSweep(&d, fvx, fvy, tmax);
		satSweepResult r = sweep(p.a.shape, p.b.shape, fvx, fvy, tmax);
		hits += r.hit;
		if (rs.minSep < -band) CHECK_MSG(r.hit, "reference overlaps by %.9g, sweep misses", -rs.minSep);
		if (rs.minSep > band) CHECK_MSG(!r.hit, "reference gap %.9g, sweep hits at t = %.9g", rs.minSep, (double)r.t);
		// collide's willIntersect is the same test over [0, 1].
		satCollision c = collide(p.a.shape, p.b.shape, fvx, fvy);
		RefSweep r1 = refSweep(&d, fvx, fvy, 1);
		if (r1.minSep < -band) CHECK_MSG(c.willIntersect, "willIntersect misses a reference overlap %.9g", -r1.minSep);
		if (r1.minSep > band) CHECK_MSG(!c.willIntersect, "willIntersect with a reference gap %.9g", r1.minSep);
		if (!r.hit) {
			CHECK(isZeroSweep(r));
			destroyKindPair(&p);
			continue;
		}
		CHECK_MSG(r.t >= 0 && r.t <= tmax, "t = %.9g within [0, %g]", (double)r.t, (double)tmax);
		CHECK_NEAR(vecLength(r.normal), 1, 1e-5);
		if (sep0 < -band) {
			CHECK_MSG(r.t == 0, "overlapping at the start: t = %.9g", (double)r.t);
			CHECK_MSG(fabs(vecLength(r.mtv) + sep0) <= 1e-5 * -sep0 + tol, "start mtv %.9g, reference depth %.9g",
				vecLength(r.mtv), -sep0);
		}
		if (sep0 > band) {
			++moving;
			double t = r.t, atT = refSeparation(&d, t * fvx, t * fvy);
			CHECK_MSG(
				fabs(atT) <= band, "shapes at t = %.9g are %.3g apart (reference first touch %.9g)", t, atT, rs.t);
			double before = refMinSeparation(&d, fvx, fvy, 0, t, NULL);
			CHECK_MSG(before >= -band, "overlapped by %.3g before t = %.9g (reference %.9g)", -before, t, rs.t);
			CHECK(vecLength(r.mtv) == 0);
			double vn = r.normal.x * fvx + r.normal.y * fvy;
			CHECK_MSG(vn <= tol, "normal (%.6g, %.6g) points along v", (double)r.normal.x, (double)r.normal.y);
			// The normal is the contact's: moving A on by a little along it keeps the shapes touching at most.
			double off = refSeparation(&d, t * fvx + r.normal.x * 10 * band, t * fvy + r.normal.y * 10 * band);
			CHECK_MSG(off >= -band, "the normal leads into B: %.3g", off);
			if (rs.hit && rs.minSep < -band) {
				double h = fmin(rs.t, 1e-6);
				double slope = h > 0 ? (refSeparation(&d, (rs.t - h) * fvx, (rs.t - h) * fvy) -
										   refSeparation(&d, rs.t * fvx, rs.t * fvy)) /
						h
									 : 0;
				if (slope >= 0.05 * speed && slope > 0) {
					++compared;
					CHECK_MSG(
						fabs(t - rs.t) <= 4 * band / slope + 1e-6, "t = %.9g, reference (bisection) t = %.9g", t, rs.t);
				}
			}
		}
		destroyKindPair(&p);
	}
	printf("property capsule sweep: %d cases, %d hits, %d with t > 0, %d compared with the bisection t\n", SWEEP_CASES,
		hits, moving, compared);
}

// ---- manifold -------------------------------------------------------------------------------------------------

static satManifold manifold(const satShape* a, const satShape* b)
{
	satManifold m;
	memset(&m, 0x5a, sizeof m);
	CHECK_INT(satComputeManifold(a, b, &m), SAT_OK);
	return m;
}

static void caseManifoldLiteral(void)
{
	// The capsule lying on the box 0.25 deep: two points at the ends, midway between bottom 0.75 and top 1.
	satShape* box = makeBox(4, 2, 0, 0, 0);
	satShape* cap = makeCapsule(-1, 0, 1, 0, 0.5f, 0, 1.25f, 0);
	satManifold m = manifold(cap, box);
	CHECK_INT(m.pointCount, 2);
	CHECK_VEC(m.normal, 0, 1, 0);
	double x0 = m.points[0].x < m.points[1].x ? 0 : 1;
	CHECK_VEC(m.points[(int)x0], -1, 0.875, TOL);
	CHECK_VEC(m.points[1 - (int)x0], 1, 0.875, TOL);
	CHECK_NEAR(m.depths[0], 0.25, TOL);
	CHECK_NEAR(m.depths[1], 0.25, TOL);
	CHECK(m.ids[0] != m.ids[1]);
	// Ids stay while the capsule slides along the face.
	unsigned id0 = m.ids[0], id1 = m.ids[1];
	moveTo(cap, 0.3f, 1.25f);
	m = manifold(cap, box);
	CHECK_INT(m.pointCount, 2);
	CHECK(m.ids[0] == id0 && m.ids[1] == id1);
	// Tilted by atan(0.1): the low end's bottom at 0.8 (0.2 deep, in its end circle); straight below the high end
	// (1, 1.5) the slanted side is 0.5 / cos = 0.5 sqrt(1.01) down, so it is 0.5 sqrt(1.01) - 0.5 deep there.
	satDestroyShape(cap);
	cap = makeCapsule(-1, -0.1f, 1, 0.1f, 0.5f, 0, 1.4f, 0);
	m = manifold(cap, box);
	CHECK_INT(m.pointCount, 2);
	CHECK_VEC(m.normal, 0, 1, TOL);
	int deep = m.depths[0] > m.depths[1] ? 0 : 1;
	CHECK_NEAR(m.depths[deep], 0.2, TOL);
	double shallow = 0.5 * sqrt(1.01) - 0.5;
	CHECK_NEAR(m.depths[1 - deep], shallow, TOL);
	CHECK_VEC(m.points[deep], -1, 0.9, TOL);
	CHECK_VEC(m.points[1 - deep], 1, 1 - 0.5 * shallow, TOL);
	// The end against the corner: one point, midway between the corner and the capsule's surface.
	satDestroyShape(cap);
	cap = makeCapsule(2.3f, 1.4f, 3.3f, 3.4f, 0.6f, 0, 0, 0);
	m = manifold(cap, box);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.normal, 0.6, 0.8, TOL);
	CHECK_NEAR(m.depths[0], 0.1, TOL);
	CHECK_VEC(m.points[0], 2 - 0.6 * 0.05, 1 - 0.8 * 0.05, TOL); // A's surface reaches 0.1 past the corner (2, 1)
	// Swapped: the normal flips, the point stays.
	satManifold s = manifold(box, cap);
	CHECK_INT(s.pointCount, 1);
	CHECK_VEC(s.normal, -0.6, -0.8, TOL);
	CHECK_VEC(s.points[0], m.points[0].x, m.points[0].y, TOL);
	satDestroyShape(cap);
	// A segment inside a 4 x 4 box at y = 0.2: the box's top face is the reference, both ends 1.8 below it.
	satShape* big = makeBox(4, 4, 0, 0, 0);
	satShape* seg = makeSegment(-0.5f, 0.2f, 0.5f, 0.2f, 0, 0, 0);
	m = manifold(seg, big);
	CHECK_INT(m.pointCount, 2);
	CHECK_VEC(m.normal, 0, 1, 0);
	CHECK_NEAR(m.depths[0], 1.8, TOL);
	CHECK_NEAR(m.depths[1], 1.8, TOL);
	CHECK_NEAR(fmin(m.points[0].x, m.points[1].x), -0.5, TOL);
	CHECK_NEAR(fmax(m.points[0].x, m.points[1].x), 0.5, TOL);
	CHECK_NEAR(m.points[0].y, 1.1, TOL); // midway between the segment (0.2) and the face (2)
	satDestroyShape(seg);
	satDestroyShape(big);
	// Crossing segments, A (-1,0)-(1,0) and B (0.2,-0.3)-(0.2,2): A's face is the reference; B's lower end is the
	// one point, 0.3 deep, midway at (0.2, -0.15).
	satShape* sa = makeSegment(-1, 0, 1, 0, 0, 0, 0);
	satShape* sb = makeSegment(0.2f, -0.3f, 0.2f, 2, 0, 0, 0);
	m = manifold(sa, sb);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.normal, 0, -1, 0);
	CHECK_NEAR(m.depths[0], 0.3, TOL);
	CHECK_VEC(m.points[0], 0.2, -0.15, TOL);
	satDestroyShape(sa);
	satDestroyShape(sb);
	// Two capsules crossing at right angles, 0.2 deep: one point where they cross.
	satShape* a = makeCapsule(-2, 0, 2, 0, 0.5f, 0, 0, 0);
	satShape* b = makeCapsule(0, -2, 0, 2, 0.5f, 0.5f, 2.3f, 0); // B's lower end at y = 0.3: 0.3 from A's core
	m = manifold(a, b);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.normal, 0, -1, TOL);
	CHECK_NEAR(m.depths[0], 0.7, TOL);
	// Apart: zeros.
	moveTo(b, 0.5f, 3.1f);
	m = manifold(a, b);
	CHECK_INT(m.pointCount, 0);
	CHECK_VEC(m.normal, 0, 0, 0);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(box);
}

static void caseManifoldProperty(void)
{
	int intersecting = 0, two = 0;
	double worst = 0;
	for (int i = 0; i < MANIFOLD_CASES; ++i) {
		uint64_t seed = caseSeed(74, i);
		setRandomContext("capsule manifold", seed);
		Prng rng = prngSeed(seed);
		KindPair p;
		randomKindPair(&rng, i, &p);
		double tol = kindTolerance(&p, 0);
		satCollision c = collide(p.a.shape, p.b.shape, 0, 0);
		satManifold m = manifold(p.a.shape, p.b.shape);
		if (!c.intersect) {
			CHECK_INT(m.pointCount, 0);
			destroyKindPair(&p);
			continue;
		}
		++intersecting;
		two += m.pointCount == 2;
		CHECK_MSG(m.pointCount >= 1 && m.pointCount <= 2, "%d points", m.pointCount);
		double depth = vecLength(c.mtv), deepest = 0;
		if (depth > 0) { // the normal is the MTV's direction
			CHECK_NEAR(m.normal.x * depth, c.mtv.x, tol);
			CHECK_NEAR(m.normal.y * depth, c.mtv.y, tol);
		}
		CHECK_NEAR(vecLength(m.normal), 1, 1e-6);
		RefShape ra = refOf(p.a.shape), rb = refOf(p.b.shape);
		for (int k = 0; k < m.pointCount && k < 2; ++k) {
			double h = 0.5 * m.depths[k], px = m.points[k].x, py = m.points[k].y;
			CHECK_MSG(m.depths[k] >= 0 && m.depths[k] <= depth + tol, "depth %.9g of %.9g", (double)m.depths[k], depth);
			deepest = fmax(deepest, m.depths[k]);
			// Half the depth back along the normal is A's surface, half forward is B's.
			double sa = refShapeSignedDistance(&ra, px - m.normal.x * h, py - m.normal.y * h);
			double sb = refShapeSignedDistance(&rb, px + m.normal.x * h, py + m.normal.y * h);
			double err = fmax(fabs(sa), fabs(sb)) / (tol + depth);
			worst = fmax(worst, err);
			CHECK_MSG(err <= 0.2, "point %d off the surfaces: A %.3g, B %.3g (depth %.3g)", k, sa, sb, depth);
		}
		CHECK_MSG(fabs(deepest - depth) <= tol + 1e-5 * depth, "deepest %.9g, |mtv| %.9g", deepest, depth);
		if (m.pointCount == 2) CHECK(m.ids[0] != m.ids[1]);
		destroyKindPair(&p);
	}
	printf("property capsule manifold: %d cases, %d intersecting, %d with two points, worst surface error %.3g x "
		   "(tol + depth)\n",
		MANIFOLD_CASES, intersecting, two, worst);
}

// ---- ray cast ------------------------------------------------------------------------------------------------

static satRayHit ray(const satShape* s, float x0, float y0, float x1, float y1)
{
	satRayHit r = { true, 0.75f, { 1, 2 }, { 0.6f, 0.8f } };
	CHECK_INT(satRayCast(s, (satVec2){ x0, y0 }, (satVec2){ x1, y1 }, &r), SAT_OK);
	return r;
}

static void checkRay(satRayHit r, double fraction, double x, double y, double nx, double ny)
{
	CHECK(r.hit);
	CHECK_NEAR(r.fraction, fraction, TOL);
	CHECK_VEC(r.point, x, y, TOL);
	CHECK_VEC(r.normal, nx, ny, TOL);
}

static void caseRayLiteral(void)
{
	satShape* cap = makeCapsule(-1, 0, 1, 0, 0.5f, 0, 0, 0);
	checkRay(ray(cap, 0, 5, 0, -5), 0.45, 0, 0.5, 0, 1);           // onto the side
	checkRay(ray(cap, 5, 0, -5, 0), 0.35, 1.5, 0, 1, 0);           // onto the end circle
	checkRay(ray(cap, 0, 0.2f, 3, 3), 0, 0, 0.2, 0, 0);            // starts inside
	checkRay(ray(cap, -1, 2, -1, 0.5f), 1, -1, 0.5, 0, 1);         // ends exactly on it: touching counts
	checkRay(ray(cap, -3, 0.5f, 3, 0.5f), 1.0 / 3, -1, 0.5, 0, 1); // grazes the top side: touches at its start
	satRayHit r = ray(cap, -3, 0.501f, 3, 0.501f);                 // just above: a miss
	CHECK(!r.hit && r.fraction == 0 && r.normal.x == 0 && r.normal.y == 0);
	// Diagonally onto an end: from (4, 4) to (1, 0)... the ray (1 + 3s, 3s) reaches 0.5 from (1, 0) at s = 0.5/sqrt(18)..
	r = ray(cap, 4, 3, 1, 0);
	double s = 1 - 0.5 / (3 * SQRT2);
	checkRay(r, s, 1 + 0.5 / SQRT2, 0.5 / SQRT2, SQRT2 / 2, SQRT2 / 2);
	satDestroyShape(cap);
	// A segment: crossed from either side, the normal faces the ray.
	satShape* seg = makeSegment(-1, 0, 1, 0, 0, 0, 0);
	checkRay(ray(seg, 0, 1, 0, -1), 0.5, 0, 0, 0, 1);
	checkRay(ray(seg, 0.5f, -1, 0.5f, 3), 0.25, 0.5, 0, 0, -1);
	checkRay(ray(seg, 0.25f, 0, 0.25f, 1), 0, 0.25, 0, 0, 0); // starts on it
	r = ray(seg, 1.01f, 1, 1.01f, -1);                        // passes beside its end
	CHECK(!r.hit);
	checkRay(ray(seg, 1, 1, 1, -1), 0.5, 1, 0, 0, 1); // through its end: touching counts
	satDestroyShape(seg);
	// Placed and turned: a capsule at (10, 20) along y.
	cap = makeCapsule(-1, 0, 1, 0, 0.5f, 10, 20, (float)(PI / 2));
	checkRay(ray(cap, 0, 20, 20, 20), 9.5 / 20, 9.5, 20, -1, 0);
	satDestroyShape(cap);
}

// First fraction at which p0 + t (p1 - p0) is within the shape, by minimising the signed distance along the
// segment (convex for a convex shape) and bisecting for its first root; -1 on a miss.
static double refRayFraction(const RefShape* s, double x0, double y0, double x1, double y1, double* minDist)
{
	double dx = x1 - x0, dy = y1 - y0;
	if (refShapeSignedDistance(s, x0, y0) <= 0) {
		*minDist = refShapeSignedDistance(s, x0, y0);
		return 0;
	}
	const double invPhi = 0.61803398874989484820;
	double a = 0, b = 1, c = b - invPhi, e = invPhi;
	double fc = refShapeSignedDistance(s, x0 + c * dx, y0 + c * dy),
		   fe = refShapeSignedDistance(s, x0 + e * dx, y0 + e * dy);
	for (int i = 0; i < 200 && b - a > 1e-16; ++i) {
		if (fc <= fe) {
			b = e;
			e = c;
			fe = fc;
			c = b - invPhi * (b - a);
			fc = refShapeSignedDistance(s, x0 + c * dx, y0 + c * dy);
		} else {
			a = c;
			c = e;
			fc = fe;
			e = a + invPhi * (b - a);
			fe = refShapeSignedDistance(s, x0 + e * dx, y0 + e * dy);
		}
	}
	double at = fc <= fe ? c : e, best = fmin(fc, fe), end = refShapeSignedDistance(s, x1, y1);
	if (end <= best) {
		best = end;
		at = 1;
	}
	*minDist = best;
	if (best > 0) return -1;
	double lo = 0, hi = at;
	for (int i = 0; i < 200 && hi - lo > 1e-17; ++i) {
		double mid = 0.5 * (lo + hi);
		if (refShapeSignedDistance(s, x0 + mid * dx, y0 + mid * dy) > 0)
			lo = mid;
		else
			hi = mid;
	}
	return hi;
}

static void caseRayProperty(void)
{
	int hits = 0;
	for (int i = 0; i < RAY_CASES; ++i) {
		uint64_t seed = caseSeed(75, i);
		setRandomContext("capsule ray", seed);
		Prng rng = prngSeed(seed);
		KindShape k;
		int kind = i % 2 ? KIND_CAPSULE : KIND_SEGMENT;
		randomKindShape(&rng, kind, 1, &k);
		checkContextAppend(" %s", kindNames[kind]);
		float x = (float)prngRange(&rng, -20, 20), y = (float)prngRange(&rng, -20, 20);
		CHECK_INT(satShape_SetTransform(k.shape, x, y, (float)prngRange(&rng, -PI, PI)), SAT_OK);
		double reach = 2 * k.size + 1;
		float x0 = (float)(x + prngRange(&rng, -reach, reach)), y0 = (float)(y + prngRange(&rng, -reach, reach));
		float x1 = (float)(x + prngRange(&rng, -reach, reach)), y1 = (float)(y + prngRange(&rng, -reach, reach));
		RefShape r = refOf(k.shape);
		double len = hypot(x1 - x0, y1 - y0), tol = 2e-6 * (1 + fabs(x) + fabs(y) + reach);
		double minDist, t = refRayFraction(&r, x0, y0, x1, y1, &minDist);
		satRayHit h = ray(k.shape, x0, y0, x1, y1);
		hits += h.hit;
		if (minDist < -tol) CHECK_MSG(h.hit, "the reference enters by %.3g, the ray cast misses", -minDist);
		if (minDist > tol) CHECK_MSG(!h.hit, "the reference misses by %.3g, the ray cast hits", minDist);
		if (h.hit && kind == KIND_CAPSULE && minDist < -tol && t > 0) {
			// Where the approach is steep, the fraction matches; the point is on the surface; the normal is outward.
			CHECK_NEAR(refShapeSignedDistance(&r, h.point.x, h.point.y), 0, tol);
			double nx = h.normal.x, ny = h.normal.y;
			CHECK_NEAR(hypot(nx, ny), 1, 1e-6);
			double out = refShapeSignedDistance(&r, h.point.x + nx * 1e-3, h.point.y + ny * 1e-3);
			CHECK_MSG(out > 0.5e-3, "the normal (%.6g, %.6g) is not outward", nx, ny);
			double slope = -(nx * (x1 - x0) + ny * (y1 - y0)) / len;
			if (slope > 0.05) CHECK_NEAR(h.fraction, t, tol / (slope * len) * 4 + 1e-6);
		}
		if (h.hit && kind == KIND_SEGMENT && h.fraction > 0) {
			CHECK_NEAR(refShapeSignedDistance(&r, h.point.x, h.point.y), 0, tol);
			CHECK_MSG(h.normal.x * (x1 - x0) + h.normal.y * (y1 - y0) <= 0, "the normal faces away from the ray");
		}
		satDestroyShape(k.shape);
	}
	printf("property capsule ray: %d cases, %d hits\n", RAY_CASES, hits);
}

// ---- world and mass ----------------------------------------------------------------------------------------

static void caseMass(void)
{
	// Capsule (-1, 0)-(1, 0) r 0.5 at density 2, integrated on a fine grid (midpoint rule) as the reference.
	satShape* cap = makeCapsule(-1, 0, 1, 0, 0.5f, 0, 0, 0);
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	int id = -1;
	CHECK_INT(satWorld_AddBody(w, cap, 3, 4, 0.5f, &id), SAT_OK);
	satMaterial mat = satDefaultMaterial();
	mat.density = 2;
	CHECK_INT(satWorld_SetMaterial(w, id, &mat), SAT_OK);
	satMassData md;
	CHECK_INT(satWorld_GetMassData(w, id, &md), SAT_OK);
	const int nx = 1500, ny = 500;
	double mass = 0, inertia = 0, hx = 3.0 / nx, hy = 1.0 / ny;
	for (int i = 0; i < nx; ++i) {
		double x = -1.5 + (i + 0.5) * hx, cx = x < -1 ? -1 : x > 1 ? 1 : x;
		for (int j = 0; j < ny; ++j) {
			double y = -0.5 + (j + 0.5) * hy;
			if ((x - cx) * (x - cx) + y * y <= 0.25) {
				mass += 2 * hx * hy;
				inertia += 2 * hx * hy * (x * x + y * y);
			}
		}
	}
	CHECK_NEAR(md.mass, mass, 1e-3 * mass);
	CHECK_NEAR(md.mass, 2 * (2 + PI / 4), 1e-5); // exactly: 2 x 1 rectangle and a disc of radius 0.5
	CHECK_NEAR(md.inertia, inertia, 1e-3 * inertia);
	CHECK_VEC(md.center, 0, 0, 0);
	// A segment body: no mass, and it cannot be dynamic; static and kinematic are fine.
	satShape* seg = makeSegment(0, 0, 4, 0, 0, 0, 0);
	int sid = -1;
	CHECK_INT(satWorld_AddBody(w, seg, 0, 0, 0, &sid), SAT_OK);
	CHECK_INT(satWorld_SetType(w, sid, SAT_BODY_DYNAMIC), SAT_ERR_BAD_TYPE);
	satBodyType type = SAT_BODY_DYNAMIC;
	CHECK_INT(satWorld_GetType(w, sid, &type), SAT_OK);
	CHECK_INT(type, SAT_BODY_KINEMATIC); // unchanged
	CHECK_INT(satWorld_SetType(w, sid, SAT_BODY_STATIC), SAT_OK);
	CHECK_INT(satWorld_GetMassData(w, sid, &md), SAT_OK);
	CHECK_NEAR(md.mass, 0, 0);
	CHECK_VEC(md.center, 2, 0, 0);
	satDestroyWorld(w);
	satDestroyShape(seg);
	satDestroyShape(cap);
}

static void caseWorld(void)
{
	// A static segment floor, a static box and a dynamic capsule dropped onto the floor: it comes to rest on it.
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	satShape* floor = makeSegment(-10, 0, 10, 0, 0, 0, 0);
	satShape* cap = makeCapsule(-1, 0, 1, 0, 0.5f, 0, 0, 0);
	satShape* box = makeBox(1, 1, 0, 0, 0);
	int f = -1, c = -1, b = -1;
	CHECK_INT(satWorld_AddBody(w, floor, 0, 0, 0, &f), SAT_OK);
	CHECK_INT(satWorld_SetType(w, f, SAT_BODY_STATIC), SAT_OK);
	CHECK_INT(satWorld_AddBody(w, cap, 0, 3, 0.3f, &c), SAT_OK);
	CHECK_INT(satWorld_SetType(w, c, SAT_BODY_DYNAMIC), SAT_OK);
	CHECK_INT(satWorld_AddBody(w, box, 5, 0.5f, 0, &b), SAT_OK);
	CHECK_INT(satWorld_SetType(w, b, SAT_BODY_DYNAMIC), SAT_OK);
	// The world's bounds are the shape's.
	satAABB box0;
	CHECK_INT(satWorld_GetAABB(w, f, &box0), SAT_OK);
	CHECK(box0.minX == -10 && box0.maxX == 10 && box0.minY == 0 && box0.maxY == 0);
	for (int i = 0; i < 240; ++i) CHECK_INT(satWorld_Step(w, 1.0f / 60, NULL), SAT_OK);
	satTransform t;
	CHECK_INT(satWorld_GetTransform(w, c, &t), SAT_OK);
	CHECK_NEAR(t.y, 0.5, 0.02); // resting on its side
	CHECK_NEAR(sin(t.angle), 0, 0.02);
	CHECK_INT(satWorld_GetTransform(w, b, &t), SAT_OK);
	CHECK_NEAR(t.y, 0.5, 0.02);
	// Collide reports the floor pairs with MTVs that the narrow phase agrees with.
	int pairs = 0;
	CHECK_INT(satWorld_Collide(w, &pairs), SAT_OK);
	CHECK_INT(pairs, 2);
	// A fast capsule does not tunnel through the segment floor.
	CHECK_INT(satWorld_SetTransform(w, c, -5, 2, 0), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, c, 0, -2000, 0), SAT_OK);
	CHECK_INT(satWorld_Step(w, 1.0f / 60, NULL), SAT_OK);
	CHECK_INT(satWorld_GetTransform(w, c, &t), SAT_OK);
	CHECK_MSG(t.y > 0.3, "the capsule went through the floor: y = %.6g", (double)t.y);
	satDestroyWorld(w);
	satDestroyShape(floor);
	satDestroyShape(cap);
	satDestroyShape(box);
}

const TestCase capsuleTests[] = {
	{ "construct", caseConstruct },
	{ "bad-input", caseBadInput },
	{ "collide-literal", caseCollideLiteral },
	{ "scales", caseScales },
	{ "project", caseProject },
	{ "collide-property", caseCollideProperty },
	{ "project-property", caseProjectProperty },
	{ "sweep-literal", caseSweepLiteral },
	{ "sweep-property", caseSweepProperty },
	{ "manifold-literal", caseManifoldLiteral },
	{ "manifold-property", caseManifoldProperty },
	{ "ray-literal", caseRayLiteral },
	{ "ray-property", caseRayProperty },
	{ "mass", caseMass },
	{ "world", caseWorld },
};
const int capsuleTestCount = (int)(sizeof capsuleTests / sizeof capsuleTests[0]);
