// Geometry: shape creation (winding, welding, collinear points, the vertex limit, bad input), transforms
// and accessors.
#include <math.h>
#include <string.h>

#include "check.h"
#include "shapes.h"

// Signed area of the shape's local vertices (positive: counter-clockwise).
static double localArea(const satShape* s)
{
	int n = satShape_GetVertexCount(s);
	double twice = 0;
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetLocalVertex(s, i), q = satShape_GetLocalVertex(s, (i + 1) % n);
		twice += (double)p.x * q.y - (double)q.x * p.y;
	}
	return 0.5 * twice;
}

// The shape keeps exactly the expected local points (any starting vertex), counter-clockwise.
static void checkLocalVertexSet(const satShape* s, const float* xy, int n)
{
	CHECK_INT(satShape_GetVertexCount(s), n);
	for (int k = 0; k < n; ++k) {
		bool found = false;
		for (int i = 0; i < satShape_GetVertexCount(s); ++i) {
			satVec2 p = satShape_GetLocalVertex(s, i);
			if (fabs(p.x - xy[2 * k]) <= 1e-6 && fabs(p.y - xy[2 * k + 1]) <= 1e-6) found = true;
		}
		CHECK_MSG(found, "expected vertex (%g, %g) is kept", (double)xy[2 * k], (double)xy[2 * k + 1]);
	}
	CHECK_MSG(localArea(s) > 0, "vertices are counter-clockwise: area %g", localArea(s));
}

// Clockwise input gives the same polygon, stored counter-clockwise, and the same results.
static void caseWindingInvariance(void)
{
	static const float cw[] = { 0, 0, 1, 2, 2, 0 };
	static const float quadCw[] = { 0, 0, 0, 1, 1, 1, 1, 0 };
	static const float quadCcw[] = { 0, 0, 1, 0, 1, 1, 0, 1 };
	satShape* ccwTri = makePolygon(TRIANGLE, 6, 0, 0, 0);
	satShape* cwTri = makePolygon(cw, 6, 0, 0, 0);
	checkLocalVertexSet(cwTri, TRIANGLE, 3);
	satShape* b = makeBox(2, 2, 2, 2, 0);
	CHECK_VEC(collide(cwTri, b, 0, 0).mtv, -0.4, -0.2, TOL);
	satCollision c1 = collide(ccwTri, b, 0, 0), c2 = collide(cwTri, b, 0, 0);
	CHECK(c1.mtv.x == c2.mtv.x && c1.mtv.y == c2.mtv.y);
	satSweepResult s1 = sweep(ccwTri, b, 3, 3, 1), s2 = sweep(cwTri, b, 3, 3, 1);
	CHECK(s1.hit == s2.hit && s1.t == s2.t);
	satShape* q = makePolygon(quadCw, 8, 0, 0, 0);
	checkLocalVertexSet(q, quadCcw, 4);
	for (int i = 0; i < 4; ++i) { // normals outward: away from the centre (0.5, 0.5), perpendicular to edges
		satVec2 n = satShape_GetWorldNormal(q, i), p = satShape_GetWorldVertex(q, i),
				p2 = satShape_GetWorldVertex(q, (i + 1) % 4);
		CHECK_NEAR(vecLength(n), 1, 1e-6);
		CHECK(n.x * (p.x - 0.5) + n.y * (p.y - 0.5) > 0);
		CHECK_NEAR(n.x * (p2.x - p.x) + n.y * (p2.y - p.y), 0, 1e-6);
	}
	satDestroyShape(ccwTri);
	satDestroyShape(cwTri);
	satDestroyShape(b);
	satDestroyShape(q);
}

// Rotation through satShape_SetTransform: a 4x2 box turned by pi/2 spans x in [-1, 1], y in [-2, 2].
static void caseRotation(void)
{
	satShape* a = makeBox(4, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, 1.5f, 0, 0);
	CHECK_VEC(collide(a, b, 0, 0).mtv, -1.5, 0, TOL);
	CHECK_INT(satShape_SetTransform(a, 0, 0, (float)(PI / 2)), SAT_OK);
	CHECK_VEC(collide(a, b, 0, 0).mtv, -0.5, 0, TOL);
	satAABB box = satShape_GetAABB(a);
	CHECK_NEAR(box.minX, -1, TOL);
	CHECK_NEAR(box.maxX, 1, TOL);
	CHECK_NEAR(box.minY, -2, TOL);
	CHECK_NEAR(box.maxY, 2, TOL);
	satTransform xf = satShape_GetTransform(a);
	CHECK(xf.x == 0 && xf.y == 0 && xf.angle == (float)(PI / 2));
	// Angles are periodic: 2 pi + pi/2 and -3 pi/2 give the same placement.
	CHECK_INT(satShape_SetTransform(a, 0, 0, (float)(2 * PI + PI / 2)), SAT_OK);
	CHECK_VEC(collide(a, b, 0, 0).mtv, -0.5, 0, TOL);
	CHECK_INT(satShape_SetTransform(a, 0, 0, (float)(-3 * PI / 2)), SAT_OK);
	CHECK_VEC(collide(a, b, 0, 0).mtv, -0.5, 0, TOL);
	// The triangle turned by pi about its local origin: (0,0), (-2,0), (-1,-2), then moved to (5, 5).
	satShape* t = makePolygon(TRIANGLE, 6, 5, 5, (float)PI);
	static const float expected[] = { 5, 5, 3, 5, 4, 3 };
	for (int k = 0; k < 3; ++k) {
		bool found = false;
		for (int i = 0; i < satShape_GetVertexCount(t); ++i) {
			satVec2 p = satShape_GetWorldVertex(t, i);
			if (fabs(p.x - expected[2 * k]) <= TOL && fabs(p.y - expected[2 * k + 1]) <= TOL) found = true;
		}
		CHECK_MSG(found, "rotated triangle has vertex (%g, %g)", (double)expected[2 * k], (double)expected[2 * k + 1]);
	}
	// A 2x2 box turned by pi/4 at the origin reaches x = sqrt2: a box whose left face is at x = 1.4 overlaps
	// its corner by sqrt2 - 1.4 along x.
	satShape* diamond = makeBox(2, 2, 0, 0, (float)(PI / 4));
	satShape* right = makeBox(2, 2, 2.4f, 0, 0);
	CHECK_VEC(collide(right, diamond, 0, 0).mtv, SQRT2 - 1.4, 0, TOL);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(t);
	satDestroyShape(diamond);
	satDestroyShape(right);
}

// World vertices are derived from the local ones: many SetTransform calls leave no drift.
static void caseNoDrift(void)
{
	static const float pent[] = { 1, 0, 0.3f, 0.95f, -0.8f, 0.6f, -0.8f, -0.6f, 0.3f, -0.95f };
	satShape* moved = makePolygon(pent, 10, 0, 0, 0);
	for (int i = 1; i <= 100000; ++i)
		satShape_SetTransform(moved, (float)i * 0.37f, (float)-i * 0.11f, (float)i * 0.0173f);
	CHECK_INT(satShape_SetTransform(moved, 1.5f, -2.5f, 0.7f), SAT_OK);
	satShape* fresh = makePolygon(pent, 10, 1.5f, -2.5f, 0.7f);
	int n = satShape_GetVertexCount(fresh);
	CHECK_INT(satShape_GetVertexCount(moved), n);
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetWorldVertex(moved, i), q = satShape_GetWorldVertex(fresh, i);
		CHECK_MSG(p.x == q.x && p.y == q.y, "vertex %d after 1e5 moves (%.9g, %.9g), fresh (%.9g, %.9g)", i,
			(double)p.x, (double)p.y, (double)q.x, (double)q.y);
		satVec2 l = satShape_GetLocalVertex(fresh, i);
		double c = cos(0.7), s = sin(0.7);
		CHECK_NEAR(p.x, c * l.x - s * l.y + 1.5, 1e-6);
		CHECK_NEAR(p.y, s * l.x + c * l.y - 2.5, 1e-6);
		satVec2 nm = satShape_GetWorldNormal(moved, i), nf = satShape_GetWorldNormal(fresh, i);
		CHECK(nm.x == nf.x && nm.y == nf.y);
	}
	satDestroyShape(moved);
	satDestroyShape(fresh);
}

// Shape accessors: counts, types, radius, centroid, bounding box, clone.
static void caseAccessors(void)
{
	satShape* t = makePolygon(TRIANGLE, 6, 10, 0, 0);
	satShape* b = makeBox(3, 1, 0, 0, 0);
	satShape* c = makeCircle(2, 1, 1);
	CHECK_INT(satShape_GetType(t), SAT_SHAPE_POLYGON);
	CHECK_INT(satShape_GetType(b), SAT_SHAPE_BOX);
	CHECK_INT(satShape_GetType(c), SAT_SHAPE_CIRCLE);
	CHECK_INT(satShape_GetVertexCount(t), 3);
	CHECK_INT(satShape_GetVertexCount(b), 4);
	CHECK_INT(satShape_GetVertexCount(c), 0);
	CHECK_NEAR(satShape_GetRadius(c), 2, 0);
	CHECK_NEAR(satShape_GetRadius(t), 0, 0);
	CHECK_NEAR(satShape_GetRadius(b), 0, 0);
	CHECK_VEC(satShape_GetCentroid(t), 1, 2.0 / 3.0, 1e-6);
	CHECK_VEC(satShape_GetCentroid(b), 0, 0, 0);
	CHECK_VEC(satShape_GetCentroid(c), 0, 0, 0);
	static const float square[] = { 2, 2, 4, 2, 4, 4, 2, 4 };
	satShape* sq = makePolygon(square, 8, 0, 0, 0);
	CHECK_VEC(satShape_GetCentroid(sq), 3, 3, 1e-6);
	satAABB ab = satShape_GetAABB(t);
	CHECK(ab.minX == 10 && ab.minY == 0 && ab.maxX == 12 && ab.maxY == 2);
	ab = satShape_GetAABB(c);
	CHECK(ab.minX == -1 && ab.minY == -1 && ab.maxX == 3 && ab.maxY == 3);
	ab = satShape_GetAABB(b);
	CHECK(ab.minX == -1.5f && ab.minY == -0.5f && ab.maxX == 1.5f && ab.maxY == 0.5f);
	static const float boxCorners[] = { -1.5f, -0.5f, 1.5f, -0.5f, 1.5f, 0.5f, -1.5f, 0.5f };
	checkLocalVertexSet(b, boxCorners, 4);
	CHECK(satShape_IsValid(t) && satShape_IsValid(b) && satShape_IsValid(c));
	CHECK(!satShape_IsValid(NULL));

	// A clone is independent: moving it leaves the original where it was, and it outlives the original.
	satShape* clone = NULL;
	CHECK_INT(satCloneShape(t, &clone), SAT_OK);
	CHECK(clone != NULL && clone != t);
	CHECK(satShape_IsValid(clone));
	CHECK_INT(satShape_GetVertexCount(clone), 3);
	satTransform xf = satShape_GetTransform(clone);
	CHECK(xf.x == 10 && xf.y == 0 && xf.angle == 0);
	CHECK_INT(satShape_SetTransform(clone, 0, 0, 0), SAT_OK);
	CHECK(satShape_GetTransform(t).x == 10);
	CHECK_VEC(satShape_GetWorldVertex(t, 0), satShape_GetWorldVertex(clone, 0).x + 10,
		satShape_GetWorldVertex(clone, 0).y, 0);
	satShape* square2 = makeBox(2, 2, 2, 2, 0);
	satDestroyShape(t);
	CHECK_VEC(collide(clone, square2, 0, 0).mtv, -0.4, -0.2, TOL);
	satShape* circleClone = NULL;
	CHECK_INT(satCloneShape(c, &circleClone), SAT_OK);
	CHECK_NEAR(satShape_GetRadius(circleClone), 2, 0);
	CHECK_INT(satShape_GetType(circleClone), SAT_SHAPE_CIRCLE);
	satDestroyShape(clone);
	satDestroyShape(circleClone);
	satDestroyShape(square2);
	satDestroyShape(b);
	satDestroyShape(c);
	satDestroyShape(sq);
}

// Welding duplicates and removing collinear middle points.
static void caseWeldAndCollinear(void)
{
	static const float unit[] = { 0, 0, 1, 0, 1, 1, 0, 1 };
	static const struct {
		const char* name;
		float xy[16];
		int count;
	} rows[] = {
		{ "repeated points", { 0, 0, 0, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1 }, 14 },
		{ "near-duplicate (1e-8)", { 0, 0, 1e-8f, 0, 1, 0, 1, 1, 0, 1 }, 10 },
		{ "closing point repeats the first", { 0, 0, 1, 0, 1, 1, 0, 1, 0, 0 }, 10 },
		{ "closing near-duplicate", { 0, 0, 1, 0, 1, 1, 0, 1, 1e-8f, 1e-8f }, 10 },
		{ "collinear middle point", { 0, 0, 0.5f, 0, 1, 0, 1, 1, 0, 1 }, 10 },
		{ "collinear points on three edges", { 0, 0, 0.25f, 0, 0.5f, 0, 1, 0, 1, 0.5f, 1, 1, 0, 1, 0, 0.5f }, 16 },
		{ "collinear point at the start", { 0.5f, 0, 1, 0, 1, 1, 0, 1, 0, 0 }, 10 },
	};
	for (size_t k = 0; k < sizeof rows / sizeof rows[0]; ++k) {
		checkContext("weld/collinear: %s", rows[k].name);
		satShape* s = NULL;
		CHECK_INT(satCreatePolygon(rows[k].xy, rows[k].count, &s), SAT_OK);
		checkLocalVertexSet(s, unit, 4);
		satDestroyShape(s);
	}
	// Nearly but not collinear points are kept.
	static const float kite[] = { 0, 0, 1, -0.01f, 2, 0, 1, 1 };
	satShape* s = makePolygon(kite, 8, 0, 0, 0);
	checkLocalVertexSet(s, kite, 4);
	satDestroyShape(s);
}

// Vertex limit: SAT_MAX_POLYGON_VERTICES points accepted and kept, one more rejected.
static void caseVertexLimit(void)
{
	float xy[2 * (SAT_MAX_POLYGON_VERTICES + 1)];
	for (int n = SAT_MAX_POLYGON_VERTICES; n <= SAT_MAX_POLYGON_VERTICES + 1; ++n) {
		for (int i = 0; i < n; ++i) {
			xy[2 * i] = (float)(10 * cos(2 * PI * i / n));
			xy[2 * i + 1] = (float)(10 * sin(2 * PI * i / n));
		}
		satShape* s = SENTINEL;
		satError e = satCreatePolygon(xy, 2 * n, &s);
		if (n == SAT_MAX_POLYGON_VERTICES) {
			CHECK_INT(e, SAT_OK);
			CHECK_INT(satShape_GetVertexCount(s), SAT_MAX_POLYGON_VERTICES);
			CHECK_NEAR(localArea(s), 0.5 * n * 100 * sin(2 * PI / n), 1e-3);
			satShape* other = makeCircle(1, 10.5f, 0); // overlaps the polygon's vertex (10, 0) by 0.5
			CHECK_VEC(collide(other, s, 0, 0).mtv, 0.5, 0, 1e-5);
			satDestroyShape(other);
			satDestroyShape(s);
		} else {
			CHECK_INT(e, SAT_ERR_TOO_MANY_POINTS);
			CHECK(s == NULL);
		}
	}
}

// Bad polygons: the documented error and *out NULL; the largest allowed coordinate is accepted.
static void caseBadPolygons(void)
{
	const float nan = NAN, inf = INFINITY;
	static float hexTwice[24];
	for (int i = 0; i < 12; ++i) {
		hexTwice[2 * i] = (float)cos(PI / 3 * i);
		hexTwice[2 * i + 1] = (float)sin(PI / 3 * i);
	}
	enum {
		MANY = SAT_MAX_POLYGON_VERTICES + 1
	};
	static float many[2 * MANY];
	for (int i = 0; i < MANY; ++i) {
		many[2 * i] = (float)cos(2 * PI * i / MANY);
		many[2 * i + 1] = (float)sin(2 * PI * i / MANY);
	}
	const struct {
		const char* name;
		float xy[16];
		int count;
		const float* big;
		satError expected;
	} rows[] = {
		{ "no points", { 0 }, 0, NULL, SAT_ERR_TOO_FEW_POINTS },
		{ "two points", { 0, 0, 1, 0 }, 4, NULL, SAT_ERR_TOO_FEW_POINTS },
		{ "three points, two equal", { 0, 0, 0, 0, 1, 1 }, 6, NULL, SAT_ERR_TOO_FEW_POINTS },
		{ "all points equal", { 1, 1, 1, 1, 1, 1, 1, 1 }, 8, NULL, SAT_ERR_TOO_FEW_POINTS },
		{ "NaN x", { 0, 0, nan, 0, 1, 1 }, 6, NULL, SAT_ERR_NOT_FINITE },
		{ "NaN y", { 0, 0, 1, 0, 1, nan }, 6, NULL, SAT_ERR_NOT_FINITE },
		{ "+Infinity", { 0, 0, inf, 0, 1, 1 }, 6, NULL, SAT_ERR_NOT_FINITE },
		{ "-Infinity", { 0, -inf, 1, 0, 1, 1 }, 6, NULL, SAT_ERR_NOT_FINITE },
		{ "out of range 2e18", { 0, 0, 2e18f, 0, 1, 1 }, 6, NULL, SAT_ERR_OUT_OF_RANGE },
		{ "out of range -2e18", { 0, 0, 1, 0, 1, -2e18f }, 6, NULL, SAT_ERR_OUT_OF_RANGE },
		{ "collinear", { 0, 0, 1, 1, 2, 2 }, 6, NULL, SAT_ERR_COLLINEAR },
		{ "collinear, out of order", { 0, 0, 3, 0, 1, 0, 2, 0 }, 8, NULL, SAT_ERR_COLLINEAR },
		{ "concave arrow", { 0, 0, 4, 0, 4, 4, 2, 1, 0, 4 }, 10, NULL, SAT_ERR_NOT_CONVEX },
		{ "bow tie", { 0, 0, 1, 1, 1, 0, 0, 1 }, 8, NULL, SAT_ERR_NOT_CONVEX },
		{ "pentagram",
			{ 0, 1, -0.587785f, -0.809017f, 0.951057f, 0.309017f, -0.951057f, 0.309017f, 0.587785f, -0.809017f }, 10,
			NULL, SAT_ERR_NOT_CONVEX },
		{ "doubling back", { 0, 0, 2, 0, 1, 0, 1, 1 }, 8, NULL, SAT_ERR_NOT_CONVEX },
		{ "repeated non-neighbour point", { 0, 0, 1, 0, 0, 0, 0, 1 }, 8, NULL, SAT_ERR_NOT_CONVEX },
		{ "hexagon wound twice", { 0 }, 24, hexTwice, SAT_ERR_NOT_CONVEX },
		{ "odd count 5", { 0, 0, 1, 0, 0 }, 5, NULL, SAT_ERR_ODD_COORDS },
		{ "odd count 7", { 0, 0, 1, 0, 0, 1, 1 }, 7, NULL, SAT_ERR_ODD_COORDS },
		{ "one point over the limit", { 0 }, 2 * MANY, many, SAT_ERR_TOO_MANY_POINTS },
	};
	for (size_t k = 0; k < sizeof rows / sizeof rows[0]; ++k) {
		checkContext("bad polygon: %s", rows[k].name);
		satShape* s = SENTINEL;
		satError e = satCreatePolygon(rows[k].big ? rows[k].big : rows[k].xy, rows[k].count, &s);
		CHECK_MSG(e == rows[k].expected, "%s: got %d (%s), expected %d (%s)", rows[k].name, (int)e, satErrorString(e),
			(int)rows[k].expected, satErrorString(rows[k].expected));
		CHECK_MSG(s == NULL, "%s: *out is NULL after an error", rows[k].name);
		if (e == SAT_OK && s != SENTINEL) satDestroyShape(s);
	}
	checkContext("bad polygon: negative count / NULL");
	static const float tri[] = { 0, 0, 1, 0, 0, 1 };
	satShape* s = SENTINEL;
	CHECK(satCreatePolygon(tri, -2, &s) != SAT_OK);
	CHECK(s == NULL);
	s = SENTINEL;
	CHECK_INT(satCreatePolygon(NULL, 6, &s), SAT_ERR_NULL);
	CHECK(s == NULL);
	CHECK_INT(satCreatePolygon(tri, 6, NULL), SAT_ERR_NULL);
	// The largest allowed coordinate is accepted.
	static const float huge[] = { -1e18f, -1e18f, 1e18f, -1e18f, 0, 1e18f };
	s = NULL;
	CHECK_INT(satCreatePolygon(huge, 6, &s), SAT_OK);
	CHECK_INT(satShape_GetVertexCount(s), 3);
	satDestroyShape(s);
}

// Bad radii and box sizes: the documented error and *out NULL.
static void caseBadCirclesAndBoxes(void)
{
	const float radii[] = { 0, -0.0f, -1, NAN, INFINITY, -INFINITY };
	for (size_t k = 0; k < sizeof radii / sizeof radii[0]; ++k) {
		satShape* s = SENTINEL;
		CHECK_MSG(satCreateCircle(radii[k], &s) == SAT_ERR_BAD_RADIUS, "radius %g", (double)radii[k]);
		CHECK(s == NULL);
	}
	satShape* s = SENTINEL;
	CHECK_INT(satCreateCircle(2e18f, &s), SAT_ERR_OUT_OF_RANGE);
	CHECK(s == NULL);
	CHECK_INT(satCreateCircle(1, NULL), SAT_ERR_NULL);
	s = NULL;
	CHECK_INT(satCreateCircle(1e-30f, &s), SAT_OK); // tiny but positive
	satDestroyShape(s);

	const float sizes[][2] = { { 0, 1 }, { 1, 0 }, { -1, 1 }, { 1, -2 }, { NAN, 1 }, { 1, NAN }, { INFINITY, 1 },
		{ 1, -INFINITY } };
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; ++k) {
		s = SENTINEL;
		CHECK_MSG(satCreateBox(sizes[k][0], sizes[k][1], &s) == SAT_ERR_BAD_SIZE, "box %g x %g", (double)sizes[k][0],
			(double)sizes[k][1]);
		CHECK(s == NULL);
	}
	s = SENTINEL;
	CHECK_INT(satCreateBox(2e18f, 1, &s), SAT_ERR_OUT_OF_RANGE);
	CHECK(s == NULL);
	CHECK_INT(satCreateBox(1, 1, NULL), SAT_ERR_NULL);
}

// A failed SetTransform leaves the transform, world vertices, normals and bounds unchanged.
static void caseBadTransform(void)
{
	satShape* s = makePolygon(TRIANGLE, 6, 1, 2, 0.5f);
	satShape* c = makeCircle(1, 3, 4);
	const float bad[][3] = { { NAN, 0, 0 }, { 0, NAN, 0 }, { 0, 0, NAN }, { INFINITY, 0, 0 }, { 0, -INFINITY, 0 },
		{ 0, 0, INFINITY }, { 2e18f, 0, 0 }, { 0, -2e18f, 0 }, { 0, 0, 2e18f } };
	for (size_t k = 0; k < sizeof bad / sizeof bad[0]; ++k) {
		satShape* shapes[2] = { s, c };
		for (int j = 0; j < 2; ++j) {
			satShape* sh = shapes[j];
			satTransform before = satShape_GetTransform(sh);
			satAABB boxBefore = satShape_GetAABB(sh);
			satVec2 verts[3], normals[3];
			int n = satShape_GetVertexCount(sh);
			for (int i = 0; i < n; ++i) {
				verts[i] = satShape_GetWorldVertex(sh, i);
				normals[i] = satShape_GetWorldNormal(sh, i);
			}
			satError e = satShape_SetTransform(sh, bad[k][0], bad[k][1], bad[k][2]);
			satError expected = isfinite(bad[k][0]) && isfinite(bad[k][1]) && isfinite(bad[k][2]) ? SAT_ERR_OUT_OF_RANGE
																								  : SAT_ERR_NOT_FINITE;
			CHECK_MSG(e == expected, "SetTransform(%g, %g, %g): got %d, expected %d", (double)bad[k][0],
				(double)bad[k][1], (double)bad[k][2], (int)e, (int)expected);
			satTransform after = satShape_GetTransform(sh);
			CHECK(memcmp(&before, &after, sizeof before) == 0);
			satAABB boxAfter = satShape_GetAABB(sh);
			CHECK(memcmp(&boxBefore, &boxAfter, sizeof boxBefore) == 0);
			for (int i = 0; i < n; ++i) {
				satVec2 p = satShape_GetWorldVertex(sh, i), q = satShape_GetWorldNormal(sh, i);
				CHECK(p.x == verts[i].x && p.y == verts[i].y && q.x == normals[i].x && q.y == normals[i].y);
			}
		}
	}
	satShape* b = makeBox(2, 2, 2, 2, 0); // and it still collides where it was
	moveTo(s, 0, 0);
	CHECK_INT(satShape_SetTransform(s, 0, 0, 0), SAT_OK);
	CHECK(satShape_SetTransform(s, NAN, 0, 0) != SAT_OK);
	CHECK_VEC(collide(s, b, 0, 0).mtv, -0.4, -0.2, TOL);
	satDestroyShape(s);
	satDestroyShape(c);
	satDestroyShape(b);
}

const TestCase geometryTests[] = {
	{ "winding", caseWindingInvariance },
	{ "rotation", caseRotation },
	{ "no-drift", caseNoDrift },
	{ "accessors-and-clone", caseAccessors },
	{ "weld-and-collinear", caseWeldAndCollinear },
	{ "vertex-limit", caseVertexLimit },
	{ "bad-polygons", caseBadPolygons },
	{ "bad-circles-and-boxes", caseBadCirclesAndBoxes },
	{ "bad-transform", caseBadTransform },
};
const int geometryTestCount = (int)(sizeof geometryTests / sizeof geometryTests[0]);
