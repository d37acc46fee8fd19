// World queries (satWorld_RayCast, satWorld_QueryAABB, satWorld_QueryPoint): hand-worked cases with literal
// fractions, points and normals; the argument contracts; queries between steps; adversarial scales; and seeded
// random worlds checked against brute force over every body (satRayCast of each shape placed where the world has
// it) and against the double-precision reference (signed distances and Minkowski separations).
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "shapes.h"
#include "world_internal.h" // the still grid's origin and cell size, to aim rays along cell boundaries

#define MAX_MODEL 1024

// A world and, for every body added, an independent shape placed where the world has it.
typedef struct Model {
	satWorld* world;
	int count;
	int ids[MAX_MODEL];
	satShape* shapes[MAX_MODEL]; ///< NULL once removed
	unsigned category[MAX_MODEL];
	float x[MAX_MODEL], y[MAX_MODEL], angle[MAX_MODEL];
} Model;

static void modelInit(Model* m)
{
	memset(m, 0, sizeof *m);
	CHECK_INT(satCreateWorld(NULL, &m->world), SAT_OK);
}

static void modelFree(Model* m)
{
	for (int i = 0; i < m->count; ++i) satDestroyShape(m->shapes[i]);
	satDestroyWorld(m->world);
}

// Add a body with shape (the model keeps shape itself); returns its model index.
static int modelAdd(Model* m, satShape* shape, float x, float y, float angle, bool isStatic)
{
	int i = m->count++;
	CHECK_INT(satWorld_AddBody(m->world, shape, x, y, angle, &m->ids[i]), SAT_OK);
	if (isStatic) CHECK_INT(satWorld_SetStatic(m->world, m->ids[i], true), SAT_OK);
	CHECK_INT(satShape_SetTransform(shape, x, y, angle), SAT_OK);
	m->shapes[i] = shape;
	m->category[i] = 1u;
	m->x[i] = x;
	m->y[i] = y;
	m->angle[i] = angle;
	return i;
}

static void modelMove(Model* m, int i, float x, float y, float angle)
{
	CHECK_INT(satWorld_SetTransform(m->world, m->ids[i], x, y, angle), SAT_OK);
	CHECK_INT(satShape_SetTransform(m->shapes[i], x, y, angle), SAT_OK);
	m->x[i] = x;
	m->y[i] = y;
	m->angle[i] = angle;
}

static void modelRemove(Model* m, int i)
{
	CHECK_INT(satWorld_RemoveBody(m->world, m->ids[i]), SAT_OK);
	satDestroyShape(m->shapes[i]);
	m->shapes[i] = NULL;
}

static void modelFilter(Model* m, int i, unsigned category)
{
	CHECK_INT(satWorld_SetFilter(m->world, m->ids[i], category, ~0u), SAT_OK);
	m->category[i] = category;
}

// After a physics step: the model's shapes follow the world's transforms.
static void modelSync(Model* m)
{
	for (int i = 0; i < m->count; ++i) {
		if (m->shapes[i] == NULL) continue;
		satTransform xf;
		CHECK_INT(satWorld_GetTransform(m->world, m->ids[i], &xf), SAT_OK);
		CHECK_INT(satShape_SetTransform(m->shapes[i], xf.x, xf.y, xf.angle), SAT_OK);
		m->x[i] = xf.x;
		m->y[i] = xf.y;
		m->angle[i] = xf.angle;
	}
}

static satWorldRayHit staleWorldHit(void) { return (satWorldRayHit){ true, 77, 0.5f, { 1, 2 }, { 0.6f, 0.8f } }; }

static bool isMiss(satWorldRayHit r)
{
	return !r.hit && r.id == -1 && r.fraction == 0 && r.point.x == 0 && r.point.y == 0 && r.normal.x == 0 &&
		r.normal.y == 0;
}

static satWorldRayHit worldRay(satWorld* w, float x0, float y0, float x1, float y1, unsigned mask)
{
	satWorldRayHit r = staleWorldHit();
	CHECK_INT(satWorld_RayCast(w, (satVec2){ x0, y0 }, (satVec2){ x1, y1 }, mask, &r), SAT_OK);
	return r;
}

static void checkWorldHit(satWorldRayHit r, int id, double fraction, double x, double y, double nx, double ny)
{
	CHECK(r.hit);
	CHECK_INT(r.id, id);
	CHECK_NEAR(r.fraction, fraction, TOL);
	CHECK_VEC(r.point, x, y, TOL);
	CHECK_VEC(r.normal, nx, ny, TOL);
}

#define MAX_IDS 1024

// A box or point query's ids (sorted ascending is part of the contract).
static int queryBox(satWorld* w, float minX, float minY, float maxX, float maxY, int* ids)
{
	int count = -1;
	CHECK_INT(satWorld_QueryAABB(w, (satAABB){ minX, minY, maxX, maxY }, ids, MAX_IDS, &count), SAT_OK);
	for (int k = 1; k < count && k < MAX_IDS; ++k) CHECK_MSG(ids[k - 1] < ids[k], "ids ascending at %d", k);
	return count;
}

static int queryPoint(satWorld* w, float x, float y, int* ids)
{
	int count = -1;
	CHECK_INT(satWorld_QueryPoint(w, (satVec2){ x, y }, ids, MAX_IDS, &count), SAT_OK);
	for (int k = 1; k < count && k < MAX_IDS; ++k) CHECK_MSG(ids[k - 1] < ids[k], "ids ascending at %d", k);
	return count;
}

static bool contains(const int* ids, int count, int id)
{
	for (int k = 0; k < count; ++k)
		if (ids[k] == id) return true;
	return false;
}

// ---- Hand-worked cases ----

static void caseRayBoxFace(void)
{
	Model m;
	modelInit(&m);
	int a = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 0, 0, 0, true); // covers (-1,-1)-(1,1)
	int b = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 3, 0, 0, true); // covers (2,-1)-(4,1)
	int c = modelAdd(&m, makeCircle(1, 0, 0), 0, 10, 0, false);  // a mover, never stepped
	checkWorldHit(worldRay(m.world, -5, 0, 5, 0, ~0u), m.ids[a], 0.4, -1, 0, -1, 0);
	checkWorldHit(worldRay(m.world, 10, 0, 0, 0, ~0u), m.ids[b], 0.6, 4, 0, 1, 0);
	checkWorldHit(worldRay(m.world, 0.5f, 5, 0.5f, -5, ~0u), m.ids[a], 0.4, 0.5, 1, 0, 1);
	checkWorldHit(worldRay(m.world, 0, 20, 0, 0, ~0u), m.ids[c], 0.45, 0, 11, 0, 1);
	CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK); // the same after a step put everything in grids
	checkWorldHit(worldRay(m.world, -5, 0, 5, 0, ~0u), m.ids[a], 0.4, -1, 0, -1, 0);
	checkWorldHit(worldRay(m.world, 10, 0, 0, 0, ~0u), m.ids[b], 0.6, 4, 0, 1, 0);
	CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK); // c rests now
	checkWorldHit(worldRay(m.world, 0, 20, 0, 0, ~0u), m.ids[c], 0.45, 0, 11, 0, 1);
	// A miss: every field zero, id -1.
	CHECK(isMiss(worldRay(m.world, -5, 5, 5, 5, ~0u)));
	CHECK(isMiss(worldRay(m.world, -5, 1.01f, 5, 1.01f, ~0u)));
	modelFree(&m);
}

static void caseRayGrazingCorner(void)
{
	Model m;
	modelInit(&m);
	int a = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 0, 0, 0, true);
	CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	// y = x + 2 touches the box only at its corner (-1, 1), half way along; the normal is the face that
	// faces the motion (1, 1) most: both do equally, satRayCast names (-1, 0); the world names the same.
	satWorldRayHit r = worldRay(m.world, -2, 0, 0, 2, ~0u);
	CHECK(r.hit);
	CHECK_INT(r.id, m.ids[a]);
	CHECK_NEAR(r.fraction, 0.5, TOL);
	CHECK_VEC(r.point, -1, 1, TOL);
	satRayHit single;
	CHECK_INT(satRayCast(m.shapes[a], (satVec2){ -2, 0 }, (satVec2){ 0, 2 }, &single), SAT_OK);
	CHECK(
		single.hit && single.fraction == r.fraction && single.normal.x == r.normal.x && single.normal.y == r.normal.y);
	// Along the top face (y = 1): touching counts, it hits at the corner (-1, 1) with the face facing the motion.
	checkWorldHit(worldRay(m.world, -3, 1, 3, 1, ~0u), m.ids[a], 2.0 / 6, -1, 1, -1, 0);
	// Just above: a miss.
	CHECK(isMiss(worldRay(m.world, -3, 1.0001f, 3, 1.0001f, ~0u)));
	modelFree(&m);
}

static void caseRayStartInside(void)
{
	Model m;
	modelInit(&m);
	int a = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 0, 0, 0, true);
	int c = modelAdd(&m, makeCircle(1, 0, 0), 5, 0, 0, false);
	for (int pass = 0; pass < 2; ++pass) {
		checkWorldHit(worldRay(m.world, 0, 0, 5, 0, ~0u), m.ids[a], 0, 0, 0, 0, 0);
		checkWorldHit(worldRay(m.world, 1, 0.5f, 5, 0, ~0u), m.ids[a], 0, 1, 0.5, 0, 0); // on the boundary
		checkWorldHit(worldRay(m.world, 5.5f, 0, 0, 0, ~0u), m.ids[c], 0, 5.5, 0, 0, 0);
		// Zero length: a point test.
		checkWorldHit(worldRay(m.world, 0.5f, 0.5f, 0.5f, 0.5f, ~0u), m.ids[a], 0, 0.5, 0.5, 0, 0);
		CHECK(isMiss(worldRay(m.world, 2.5f, 0, 2.5f, 0, ~0u)));
		CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
		CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	}
	modelFree(&m);
}

static void caseRayMask(void)
{
	Model m;
	modelInit(&m);
	int a = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 0, 0, 0, true);
	int b = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 4, 0, 0, false);
	modelFilter(&m, a, 2u);
	for (int pass = 0; pass < 3; ++pass) {
		checkWorldHit(worldRay(m.world, -5, 0, 10, 0, ~0u), m.ids[a], 4.0 / 15, -1, 0, -1, 0);
		checkWorldHit(worldRay(m.world, -5, 0, 10, 0, 2u), m.ids[a], 4.0 / 15, -1, 0, -1, 0);
		checkWorldHit(worldRay(m.world, -5, 0, 10, 0, 1u), m.ids[b], 8.0 / 15, 3, 0, -1, 0);
		CHECK(isMiss(worldRay(m.world, -5, 0, 10, 0, 4u)));
		CHECK(isMiss(worldRay(m.world, -5, 0, 10, 0, 0u)));
		CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	}
	// Refiltered with no step in between: the static and the resting mover.
	modelFilter(&m, a, 1u);
	modelFilter(&m, b, 8u);
	checkWorldHit(worldRay(m.world, -5, 0, 10, 0, 1u), m.ids[a], 4.0 / 15, -1, 0, -1, 0);
	checkWorldHit(worldRay(m.world, 10, 0, -5, 0, 8u), m.ids[b], 5.0 / 15, 5, 0, 1, 0);
	CHECK(isMiss(worldRay(m.world, 10, 0, -5, 0, 2u)));
	modelFree(&m);
}

static void caseRayTies(void)
{
	// Two bodies the segment meets at the same fraction: the lower id is named, whichever grid each is in.
	for (int order = 0; order < 2; ++order) {
		Model m;
		modelInit(&m);
		int a = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 0, 0, 0, order == 0);
		int b = modelAdd(&m, makeBox(2, 4, 0, 0, 0), 0, 0, 0, order == 1);
		for (int pass = 0; pass < 3; ++pass) {
			checkWorldHit(worldRay(m.world, -5, 0, 5, 0, ~0u), m.ids[a], 0.4, -1, 0, -1, 0);
			CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
		}
		modelRemove(&m, a);
		checkWorldHit(worldRay(m.world, -5, 0, 5, 0, ~0u), m.ids[b], 0.4, -1, 0, -1, 0);
		modelFree(&m);
	}
}

// Shape casts worked by hand: a 1 x 1 box moved right by 10 towards a unit tile 5 away hits at t = 0.4 with the
// normal (-1, 0) at the tile's face; two tiles at the same place name the lower id, whichever grid each is in;
// ignore skips one; starting inside a body is t = 0 with the MTV's direction; a circle dropped onto a tile floor
// across many cells (the walk's pieces) lands on the first tile below it; the caller's shape is not moved.
static void caseCastShape(void)
{
	for (int order = 0; order < 2; ++order) {
		Model m;
		modelInit(&m);
		int a = modelAdd(&m, makeBox(1, 1, 0, 0, 0), 5.5f, 0.5f, 0, order == 0);
		int b = modelAdd(&m, makeBox(1, 1, 0, 0, 0), 5.5f, 0.5f, 0, order == 1);
		satShape* probe = makeBox(1, 1, -3, 7, 0.5f);
		for (int pass = 0; pass < 3; ++pass) {
			satWorldShapeHit h;
			CHECK_INT(
				satWorld_CastShape(m.world, probe, (satTransform){ 0.5f, 0.5f, 0 }, (satVec2){ 10, 0 }, ~0u, -1, &h),
				SAT_OK);
			CHECK(h.hit && h.id == m.ids[a]);
			CHECK_NEAR(h.t, 0.4, 1e-6);
			CHECK_VEC(h.normal, -1, 0, 1e-6);
			CHECK_NEAR(h.point.x, 5.0, 1e-5);
			CHECK_NEAR(h.point.y, 0.5, 1e-5);
			CHECK_INT(satWorld_CastShape(
						  m.world, probe, (satTransform){ 0.5f, 0.5f, 0 }, (satVec2){ 10, 0 }, ~0u, m.ids[a], &h),
				SAT_OK);
			CHECK(h.hit && h.id == m.ids[b]);
			CHECK_INT(
				satWorld_CastShape(m.world, probe, (satTransform){ 5.75f, 0.5f, 0 }, (satVec2){ 0, 10 }, ~0u, -1, &h),
				SAT_OK); // starts overlapping both by 0.75 along x: pushed right
			CHECK(h.hit && h.id == m.ids[a] && h.t == 0.0f);
			CHECK_VEC(h.normal, 1, 0, 1e-6);
			CHECK_INT(
				satWorld_CastShape(m.world, probe, (satTransform){ 0.5f, 0.5f, 0 }, (satVec2){ 10, 0 }, 0u, -1, &h),
				SAT_OK); // a mask that sees nothing
			CHECK(!h.hit && h.id == -1 && h.t == 0.0f && h.normal.x == 0.0f);
			CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
		}
		satTransform xf = satShape_GetTransform(probe);
		CHECK(xf.x == -3.0f && xf.y == 7.0f && xf.angle == 0.5f);
		satDestroyShape(probe);
		modelFree(&m);
	}
	// Filters of moving bodies: a cast with a mask sees a moving body as soon as it is refiltered into it, and no
	// longer once it is refiltered out (queries skip the moving bodies only when no category of theirs can match).
	{
		Model f;
		modelInit(&f);
		int mover = modelAdd(&f, makeBox(1, 1, 0, 0, 0), 5.5f, 0.5f, 0, false);
		satShape* probe = makeBox(1, 1, 0, 0, 0);
		satWorldShapeHit h;
		int ids[4], count = -1;
		for (int round = 0; round < 3; ++round) {
			unsigned category = round == 1 ? 2u : round == 2 ? 4u : 1u;
			modelFilter(&f, mover, category);
			for (unsigned mask = 1; mask <= 4; mask <<= 1) {
				CHECK_INT(satWorld_CastShape(
							  f.world, probe, (satTransform){ 0.5f, 0.5f, 0 }, (satVec2){ 10, 0 }, mask, -1, &h),
					SAT_OK);
				CHECK(h.hit == (mask == category));
				CHECK_INT(satWorld_OverlapShape(f.world, probe, (satTransform){ 5.5f, 0.5f, 0 }, mask, ids, 4, &count),
					SAT_OK);
				CHECK_INT(count, mask == category ? 1 : 0);
			}
		}
		satDestroyShape(probe);
		modelFree(&f);
	}
	// A floor of 200 tiles and a circle dropped from far above, across many grid cells.
	Model m;
	modelInit(&m);
	for (int i = 0; i < 200; ++i) modelAdd(&m, makeBox(1, 1, 0, 0, 0), (float)i + 0.5f, -0.5f, 0, true);
	CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	satShape* ball = makeCircle(0.25f, 0, 0);
	satWorldShapeHit h;
	CHECK_INT(
		satWorld_CastShape(m.world, ball, (satTransform){ 100.3f, 500.0f, 0 }, (satVec2){ 0, -1000 }, ~0u, -1, &h),
		SAT_OK);
	CHECK(h.hit && h.id == m.ids[100]);
	CHECK_NEAR(h.t, (500.0 - 0.25) / 1000.0, 1e-6);
	CHECK_VEC(h.normal, 0, 1, 1e-6);
	CHECK_NEAR(h.point.x, 100.3, 1e-4);
	CHECK_NEAR(h.point.y, 0.0, 1e-4);
	// Errors: a miss written, nothing changed.
	h = (satWorldShapeHit){ true, 3, 1, { 1, 1 }, { 1, 1 } };
	CHECK_INT(satWorld_CastShape(m.world, ball, (satTransform){ NAN, 0, 0 }, (satVec2){ 1, 0 }, ~0u, -1, &h),
		SAT_ERR_NOT_FINITE);
	CHECK(!h.hit && h.id == -1 && h.point.x == 0.0f);
	CHECK_INT(satWorld_CastShape(m.world, ball, (satTransform){ 0, 0, 0 }, (satVec2){ 2e18f, 0 }, ~0u, -1, &h),
		SAT_ERR_OUT_OF_RANGE);
	CHECK_INT(
		satWorld_CastShape(m.world, NULL, (satTransform){ 0, 0, 0 }, (satVec2){ 1, 0 }, ~0u, -1, &h), SAT_ERR_NULL);
	CHECK_INT(
		satWorld_CastShape(m.world, ball, (satTransform){ 0, 0, 0 }, (satVec2){ 1, 0 }, ~0u, -1, NULL), SAT_ERR_NULL);
	int ids[4], count = 7;
	CHECK_INT(satWorld_OverlapShape(m.world, ball, (satTransform){ 0, 0, INFINITY }, ~0u, ids, 4, &count),
		SAT_ERR_NOT_FINITE);
	CHECK_INT(count, 0);
	CHECK_INT(satWorld_OverlapShape(m.world, ball, (satTransform){ 100.0f, 0.1f, 0 }, ~0u, ids, 4, &count), SAT_OK);
	CHECK(count == 2 && ids[0] == m.ids[99] && ids[1] == m.ids[100]); // touching the seam's corner of both
	satDestroyShape(ball);
	modelFree(&m);
}

static void caseQueryAABBTouching(void)
{
	Model m;
	modelInit(&m);
	int ids[MAX_IDS];
	int a = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 0, 0, 0, true); // (-1,-1)-(1,1)
	int c = modelAdd(&m, makeCircle(1, 0, 0), 10, 0, 0, false);  // centre (10, 0)
	for (int pass = 0; pass < 3; ++pass) {
		// Touching the right face, the top-right corner, or containing the box: found.
		CHECK(queryBox(m.world, 1, 0, 3, 0.5f, ids) == 1 && ids[0] == m.ids[a]);
		CHECK(queryBox(m.world, 1, 1, 2, 2, ids) == 1 && ids[0] == m.ids[a]);
		CHECK(queryBox(m.world, -5, -5, 5, 5, ids) == 1 && ids[0] == m.ids[a]);
		CHECK(queryBox(m.world, -0.5f, -0.5f, 0.5f, 0.5f, ids) == 1 && ids[0] == m.ids[a]); // inside it
		CHECK(queryBox(m.world, 0, 0, 0, 0, ids) == 1 && ids[0] == m.ids[a]);               // a point box
		CHECK_INT(queryBox(m.world, 1.0001f, 0, 3, 0.5f, ids), 0);
		// Overlapping the circle's bounding box (9,-1)-(11,1) but not the circle: (10.8, 0.8) is 1.13 away.
		CHECK_INT(queryBox(m.world, 10.8f, 0.8f, 12, 2, ids), 0);
		// (10.7, 0.7) is 0.99 away; touching at (11, 0); a box around it.
		CHECK(queryBox(m.world, 10.7f, 0.7f, 12, 2, ids) == 1 && ids[0] == m.ids[c]);
		CHECK(queryBox(m.world, 11, -3, 12, 3, ids) == 1 && ids[0] == m.ids[c]);
		CHECK(queryBox(m.world, -100, -100, 100, 100, ids) == 2 && ids[0] == m.ids[a] && ids[1] == m.ids[c]);
		CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	}
	// A triangle's slanted face x + y = 2: the box with corner (1, 1) touches it, (1.01, 1.01) does not.
	const float right[] = { 0, 0, 2, 0, 0, 2 };
	int t = modelAdd(&m, makePolygon(right, 6, 0, 0, 0), 20, 20, 0, true);
	CHECK(queryBox(m.world, 21, 21, 25, 25, ids) == 1 && ids[0] == m.ids[t]);
	CHECK_INT(queryBox(m.world, 21.01f, 21.01f, 25, 25, ids), 0);
	modelFree(&m);
}

static void caseQueryPoint(void)
{
	Model m;
	modelInit(&m);
	int ids[MAX_IDS];
	int a = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 0, 0, 0, true);
	int b = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 2, 0, 0, false); // shares the edge x = 1 with a
	int c = modelAdd(&m, makeCircle(1, 0, 0), 0, 5, 0, false);
	for (int pass = 0; pass < 3; ++pass) {
		CHECK(queryPoint(m.world, 0, 0, ids) == 1 && ids[0] == m.ids[a]);
		CHECK(queryPoint(m.world, 1, 0.3f, ids) == 2 && ids[0] == m.ids[a] && ids[1] == m.ids[b]); // on the edge
		CHECK(queryPoint(m.world, 1, 1, ids) == 2);                                                // a corner
		CHECK(queryPoint(m.world, -1, -1, ids) == 1 && ids[0] == m.ids[a]);
		CHECK_INT(queryPoint(m.world, -1.0001f, 0, ids), 0);
		CHECK(queryPoint(m.world, 0, 6, ids) == 1 && ids[0] == m.ids[c]); // on the circle
		CHECK(queryPoint(m.world, 0.6f, 5.7f, ids) == 1 && ids[0] == m.ids[c]);
		CHECK_INT(queryPoint(m.world, 0.71f, 5.71f, ids), 0); // in its bounding box, outside it
		CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	}
	modelFree(&m);
}

static void caseCapacity(void)
{
	Model m;
	modelInit(&m);
	for (int i = 0; i < 5; ++i) modelAdd(&m, makeBox(1, 1, 0, 0, 0), (float)i, 0, 0, i % 2 == 0);
	int ids[4] = { -7, -7, -7, -7 }, count = -1;
	CHECK_INT(satWorld_QueryAABB(m.world, (satAABB){ -10, -10, 10, 10 }, NULL, 0, &count), SAT_OK);
	CHECK_INT(count, 5);
	count = -1;
	CHECK_INT(satWorld_QueryAABB(m.world, (satAABB){ -10, -10, 10, 10 }, ids, 3, &count), SAT_OK);
	CHECK_INT(count, 5);
	CHECK(ids[0] == m.ids[0] && ids[1] == m.ids[1] && ids[2] == m.ids[2] && ids[3] == -7);
	count = -1;
	CHECK_INT(satWorld_QueryPoint(m.world, (satVec2){ 1.5f, 0 }, ids, 1, &count), SAT_OK);
	CHECK(count == 2 && ids[0] == m.ids[1]);
	count = -1;
	CHECK_INT(satWorld_QueryPoint(m.world, (satVec2){ 1.5f, 0 }, NULL, 0, &count), SAT_OK);
	CHECK_INT(count, 2);
	modelFree(&m);
}

// Bodies added, moved, turned, removed and refiltered are seen at once, without a step in between.
static void caseNoStepNeeded(void)
{
	Model m;
	modelInit(&m);
	int ids[MAX_IDS];
	satWorldRayHit r;
	for (int i = 0; i < 40; ++i) modelAdd(&m, makeBox(1, 1, 0, 0, 0), (float)i, -10, 0, true); // a floor
	CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	int s = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 5, 5, 0, true); // a static added after the grid was built
	checkWorldHit(worldRay(m.world, 5, 20, 5, 0, ~0u), m.ids[s], 0.7, 5, 6, 0, 1);
	CHECK(queryPoint(m.world, 5, 5, ids) == 1 && ids[0] == m.ids[s]);
	CHECK(queryBox(m.world, 4, 4, 4.5f, 4.5f, ids) == 1 && ids[0] == m.ids[s]);
	CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	modelMove(&m, s, 15, 5, 0); // a static moved
	CHECK(isMiss(worldRay(m.world, 5, 20, 5, 0, ~0u)));
	checkWorldHit(worldRay(m.world, 15, 20, 15, 0, ~0u), m.ids[s], 0.7, 15, 6, 0, 1);
	CHECK_INT(queryPoint(m.world, 5, 5, ids), 0);
	CHECK(queryPoint(m.world, 15, 5, ids) == 1 && ids[0] == m.ids[s]);
	modelMove(&m, s, 15, 5, (float)(PI / 4)); // turned in place: the corner now points up, sqrt(2) above
	r = worldRay(m.world, 15, 20, 15, 0, ~0u);
	CHECK(r.hit && r.id == m.ids[s]);
	CHECK_NEAR(r.fraction, (15 - SQRT2) / 20, TOL);
	CHECK_VEC(r.point, 15, 5 + SQRT2, TOL);
	CHECK_NEAR(fabs(r.normal.x), SQRT2 / 2, TOL); // a corner: one of its two faces
	CHECK_NEAR(r.normal.y, SQRT2 / 2, TOL);
	CHECK_INT(queryPoint(m.world, 16, 6, ids), 0);
	modelRemove(&m, s); // removed
	CHECK(isMiss(worldRay(m.world, 15, 20, 15, 0, ~0u)));
	CHECK_INT(queryPoint(m.world, 15, 5, ids), 0);
	// A mover at rest (two steps without moving), then moved: seen where it is, not where it rested.
	int v = modelAdd(&m, makeCircle(1, 0, 0), 30, 5, 0, false);
	CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	CHECK(queryPoint(m.world, 30, 5, ids) == 1 && ids[0] == m.ids[v]);
	modelMove(&m, v, 20, 5, 0);
	CHECK_INT(queryPoint(m.world, 30, 5, ids), 0);
	CHECK(queryPoint(m.world, 20, 5, ids) == 1 && ids[0] == m.ids[v]);
	CHECK(isMiss(worldRay(m.world, 30, 20, 30, 0, ~0u)));
	checkWorldHit(worldRay(m.world, 20, 20, 20, 0, ~0u), m.ids[v], 0.7, 20, 6, 0, 1);
	CHECK(queryBox(m.world, 19, 3, 21, 4, ids) == 1 && ids[0] == m.ids[v]);
	CHECK_INT(queryBox(m.world, 29, 3, 31, 7, ids), 0);
	// Made static, then movable again, with no step.
	CHECK_INT(satWorld_SetStatic(m.world, m.ids[v], true), SAT_OK);
	CHECK(queryPoint(m.world, 20, 5, ids) == 1 && ids[0] == m.ids[v]);
	CHECK_INT(satWorld_SetStatic(m.world, m.ids[v], false), SAT_OK);
	CHECK(queryPoint(m.world, 20, 5, ids) == 1 && ids[0] == m.ids[v]);
	// A slot reused under a new id: the old id is never reported.
	modelRemove(&m, v);
	int again = modelAdd(&m, makeBox(1, 1, 0, 0, 0), 20, 5, 0, false);
	CHECK(queryPoint(m.world, 20, 5, ids) == 1 && ids[0] == m.ids[again] && m.ids[again] != m.ids[v]);
	modelFree(&m);
}

static void caseErrors(void)
{
	Model m;
	modelInit(&m);
	int a = modelAdd(&m, makeBox(2, 2, 0, 0, 0), 0, 0, 0, true);
	int ids[4] = { 9, 9, 9, 9 }, count;
	static uint32_t notAWorld[64];
	satWorld* fake = (satWorld*)(void*)notAWorld;
	satWorldRayHit r = staleWorldHit();
	CHECK_INT(satWorld_RayCast(NULL, (satVec2){ 0, 0 }, (satVec2){ 1, 1 }, ~0u, &r), SAT_ERR_NULL);
	CHECK(isMiss(r));
	r = staleWorldHit();
	CHECK_INT(satWorld_RayCast(fake, (satVec2){ 0, 0 }, (satVec2){ 1, 1 }, ~0u, &r), SAT_ERR_BAD_HANDLE);
	CHECK(isMiss(r));
	CHECK_INT(satWorld_RayCast(m.world, (satVec2){ 0, 0 }, (satVec2){ 1, 1 }, ~0u, NULL), SAT_ERR_NULL);
	const float bad[] = { NAN, INFINITY, -INFINITY, 2e18f, -2e18f };
	for (int k = 0; k < 5; ++k) {
		satError want = k < 3 ? SAT_ERR_NOT_FINITE : SAT_ERR_OUT_OF_RANGE;
		for (int arg = 0; arg < 4; ++arg) {
			float v[4] = { -5, 0, 5, 0 };
			v[arg] = bad[k];
			r = staleWorldHit();
			CHECK_INT(satWorld_RayCast(m.world, (satVec2){ v[0], v[1] }, (satVec2){ v[2], v[3] }, ~0u, &r), want);
			CHECK(isMiss(r));
			count = 5;
			CHECK_INT(satWorld_QueryAABB(m.world, (satAABB){ v[0], v[1], v[2], v[3] }, ids, 4, &count), want);
			CHECK_INT(count, 0);
			if (arg < 2) {
				count = 5;
				CHECK_INT(satWorld_QueryPoint(m.world, (satVec2){ v[arg], v[1 - arg] }, ids, 4, &count), want);
				CHECK_INT(count, 0);
			}
		}
	}
	CHECK(ids[0] == 9 && ids[3] == 9); // nothing written on an error
	count = 5;
	CHECK_INT(satWorld_QueryAABB(m.world, (satAABB){ 1, 0, 0, 1 }, ids, 4, &count), SAT_ERR_BAD_SIZE);
	CHECK_INT(count, 0);
	count = 5;
	CHECK_INT(satWorld_QueryAABB(m.world, (satAABB){ 0, 1, 1, 0 }, ids, 4, &count), SAT_ERR_BAD_SIZE);
	CHECK_INT(count, 0);
	count = 5;
	CHECK_INT(satWorld_QueryAABB(m.world, (satAABB){ 0, 0, 1, 1 }, ids, -1, &count), SAT_ERR_BAD_ARRAY);
	CHECK_INT(count, 0);
	count = 5;
	CHECK_INT(satWorld_QueryAABB(m.world, (satAABB){ 0, 0, 1, 1 }, NULL, 2, &count), SAT_ERR_NULL);
	CHECK_INT(count, 0);
	CHECK_INT(satWorld_QueryAABB(m.world, (satAABB){ 0, 0, 1, 1 }, ids, 4, NULL), SAT_ERR_NULL);
	count = 5;
	CHECK_INT(satWorld_QueryAABB(NULL, (satAABB){ 0, 0, 1, 1 }, ids, 4, &count), SAT_ERR_NULL);
	CHECK_INT(count, 0);
	count = 5;
	CHECK_INT(satWorld_QueryAABB(fake, (satAABB){ 0, 0, 1, 1 }, ids, 4, &count), SAT_ERR_BAD_HANDLE);
	CHECK_INT(count, 0);
	count = 5;
	CHECK_INT(satWorld_QueryPoint(m.world, (satVec2){ 0, 0 }, ids, -1, &count), SAT_ERR_BAD_ARRAY);
	CHECK_INT(count, 0);
	CHECK_INT(satWorld_QueryPoint(m.world, (satVec2){ 0, 0 }, NULL, 1, &count), SAT_ERR_NULL);
	CHECK_INT(satWorld_QueryPoint(m.world, (satVec2){ 0, 0 }, ids, 4, NULL), SAT_ERR_NULL);
	CHECK_INT(satWorld_QueryPoint(fake, (satVec2){ 0, 0 }, ids, 4, &count), SAT_ERR_BAD_HANDLE);
	CHECK(ids[0] == 9 && ids[3] == 9);
	// Nothing changed: the world answers as before.
	checkWorldHit(worldRay(m.world, -5, 0, 5, 0, ~0u), m.ids[a], 0.4, -1, 0, -1, 0);
	CHECK_INT(satWorld_GetBodyCount(m.world), 1);
	modelFree(&m);
}

static void caseEmptyWorld(void)
{
	satWorld* w;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	int ids[2] = { 3, 3 }, count = -1;
	CHECK(isMiss(worldRay(w, -1e18f, -1e18f, 1e18f, 1e18f, ~0u)));
	CHECK(isMiss(worldRay(w, 0, 0, 0, 0, ~0u)));
	CHECK_INT(satWorld_QueryAABB(w, (satAABB){ -1e18f, -1e18f, 1e18f, 1e18f }, ids, 2, &count), SAT_OK);
	CHECK_INT(count, 0);
	count = -1;
	CHECK_INT(satWorld_QueryPoint(w, (satVec2){ 0, 0 }, ids, 2, &count), SAT_OK);
	CHECK_INT(count, 0);
	CHECK_INT(satWorld_Collide(w, NULL), SAT_OK);
	CHECK(isMiss(worldRay(w, -1, 0, 1, 0, ~0u)));
	satDestroyWorld(w);
}

// ---- Brute force ----

// The closest hit over every body's own satRayCast (lowest id on ties): what satWorld_RayCast must return.
static satWorldRayHit bruteRay(const Model* m, satVec2 p0, satVec2 p1, unsigned mask)
{
	satWorldRayHit best = { false, -1, 0.0f, { 0, 0 }, { 0, 0 } };
	for (int i = 0; i < m->count; ++i) {
		if (m->shapes[i] == NULL || (m->category[i] & mask) == 0) continue;
		satRayHit h;
		CHECK_INT(satRayCast(m->shapes[i], p0, p1, &h), SAT_OK);
		if (!h.hit) continue;
		if (best.hit && (h.fraction > best.fraction || (h.fraction == best.fraction && m->ids[i] > best.id))) continue;
		best = (satWorldRayHit){ true, m->ids[i], h.fraction, h.point, h.normal };
	}
	return best;
}

static int g_rayChecks, g_boxChecks, g_pointChecks, g_ambiguous;

static void checkRay(const Model* m, satVec2 p0, satVec2 p1, unsigned mask)
{
	satWorldRayHit got = worldRay(m->world, p0.x, p0.y, p1.x, p1.y, mask), want = bruteRay(m, p0, p1, mask);
	g_rayChecks++;
	CHECK_MSG(got.hit == want.hit && got.id == want.id && got.fraction == want.fraction &&
			got.point.x == want.point.x && got.point.y == want.point.y && got.normal.x == want.normal.x &&
			got.normal.y == want.normal.y,
		"ray (%.9g, %.9g) -> (%.9g, %.9g) mask %x: got hit %d id %d at %.9g, want hit %d id %d at %.9g", (double)p0.x,
		(double)p0.y, (double)p1.x, (double)p1.y, mask, got.hit, got.id, (double)got.fraction, want.hit, want.id,
		(double)want.fraction);
}

// Size and place of the round-off of a shape: what the reference cannot decide in float.
static double shapeTolerance(const Model* m, int i, double extra)
{
	satAABB b = satShape_GetAABB(m->shapes[i]);
	double mag = fmax(fmax(fabs(b.minX), fabs(b.maxX)), fmax(fabs(b.minY), fabs(b.maxY))) + extra;
	return 1e-5 * mag;
}

static int partCountOf(const satShape* s)
{
	return satShape_GetType(s) == SAT_SHAPE_CONCAVE ? satShape_GetPartCount(s) : 1;
}

// Part k of a shape as a reference shape in world coordinates (the shape itself unless it is concave): the part's
// local vertices turned and moved in double.
static RefShape refPartOf(const satShape* s, int k)
{
	if (satShape_GetType(s) != SAT_SHAPE_CONCAVE) return refOf(s);
	satTransform xf = satShape_GetTransform(s);
	double c = cos(xf.angle), sn = sin(xf.angle);
	RefShape r = { 0 };
	r.count = satShape_GetPartVertexCount(s, k);
	for (int i = 0; i < r.count; ++i) {
		satVec2 p = satShape_GetPartLocalVertex(s, k, i);
		r.x[i] = xf.x + c * p.x - sn * p.y;
		r.y[i] = xf.y + sn * p.x + c * p.y;
	}
	return r;
}

// The box query against the reference: separation of the shape from the box (Minkowski difference in double).
static void checkBox(const Model* m, satAABB box)
{
	int ids[MAX_IDS];
	int count = queryBox(m->world, box.minX, box.minY, box.maxX, box.maxY, ids);
	g_boxChecks++;
	RefShape rb = { 4, { box.minX, box.maxX, box.maxX, box.minX }, { box.minY, box.minY, box.maxY, box.maxY }, 0 };
	int expected = 0;
	double extra = fmax(fmax(fabs(box.minX), fabs(box.maxX)), fmax(fabs(box.minY), fabs(box.maxY)));
	for (int i = 0; i < m->count; ++i) {
		if (m->shapes[i] == NULL) continue;
		bool isPoint = box.minX == box.maxX && box.minY == box.maxY;
		double sep = INFINITY;
		for (int k = 0; k < partCountOf(m->shapes[i]); ++k) { // a concave shape: the union of its parts
			RefShape rs = refPartOf(m->shapes[i], k);
			if (isPoint) {
				sep = fmin(sep, refShapeSignedDistance(&rs, box.minX, box.minY));
			} else {
				RefDiff d;
				refMinkowskiDiff(&rs, &rb, &d);
				sep = fmin(sep, refSeparation(&d, 0, 0));
			}
		}
		bool in = contains(ids, count, m->ids[i]);
		if (in) expected++;
		if (fabs(sep) <= shapeTolerance(m, i, extra)) {
			g_ambiguous++;
			continue;
		}
		CHECK_MSG(in == (sep < 0), "box (%.9g, %.9g)-(%.9g, %.9g): body %d separation %.3g, returned %d",
			(double)box.minX, (double)box.minY, (double)box.maxX, (double)box.maxY, m->ids[i], sep, in);
	}
	CHECK_INT(count, expected); // every id returned is a live body, once
}

// The point query: exactly the bodies whose own satRayCast of the zero-length segment hits (the contract), and
// the reference's signed distance agrees away from the boundary.
static void checkPoint(const Model* m, satVec2 p)
{
	int ids[MAX_IDS];
	int count = queryPoint(m->world, p.x, p.y, ids), expected = 0;
	g_pointChecks++;
	for (int i = 0; i < m->count; ++i) {
		if (m->shapes[i] == NULL) continue;
		satRayHit h;
		CHECK_INT(satRayCast(m->shapes[i], p, p, &h), SAT_OK);
		bool in = contains(ids, count, m->ids[i]);
		expected += h.hit;
		CHECK_MSG(in == h.hit, "point (%.9g, %.9g): body %d contains %d, returned %d", (double)p.x, (double)p.y,
			m->ids[i], h.hit, in);
		double d = INFINITY;
		for (int k = 0; k < partCountOf(m->shapes[i]); ++k) {
			RefShape rs = refPartOf(m->shapes[i], k);
			d = fmin(d, refShapeSignedDistance(&rs, p.x, p.y));
		}
		if (fabs(d) > shapeTolerance(m, i, fabs(p.x) + fabs(p.y)))
			CHECK_MSG(in == (d < 0), "reference distance %.3g", d);
	}
	CHECK_INT(count, expected);
}

// A random body shape about `scale` across; a long thin wall a tenth of the time, a segment or a capsule a fifth,
// a concave star a tenth.
static satShape* randomWorldShape(Prng* rng, double scale)
{
	double u = prngUniform(rng);
	if (u > 0.9) {
		float xy[2 * 12];
		int n = 5 + (int)(prngUniform(rng) * 8);
		for (int k = 0; k < n; ++k) {
			double r = scale * (k % 2 ? prngRange(rng, 0.15, 0.3) : prngRange(rng, 0.35, 0.6)), a = 2 * PI * k / n;
			xy[2 * k] = (float)(r * cos(a));
			xy[2 * k + 1] = (float)(r * sin(a));
		}
		satShape* s;
		CHECK_INT(satCreateConcave(xy, 2 * n, &s), SAT_OK);
		return s;
	}
	if (u < 0.2) {
		satShape* s;
		float x0 = (float)(scale * prngRange(rng, -0.5, 0.5)), y0 = (float)(scale * prngRange(rng, -0.5, 0.5));
		float x1 = (float)(scale * prngRange(rng, -0.5, 0.5)), y1 = (float)(scale * prngRange(rng, -0.5, 0.5));
		if (x0 == x1 && y0 == y1) x1 += (float)scale;
		if (u < 0.08)
			CHECK_INT(satCreateSegment(x0, y0, x1, y1, &s), SAT_OK);
		else
			CHECK_INT(satCreateCapsule(x0, y0, x1, y1, (float)(scale * prngRange(rng, 0.02, 0.3)), &s), SAT_OK);
		return s;
	}
	if (prngUniform(rng) < 0.1) {
		satShape* s;
		CHECK_INT(satCreateBox((float)(scale * prngRange(rng, 5, 40)), (float)(scale * prngRange(rng, 0.05, 0.3)), &s),
			SAT_OK);
		return s;
	}
	RandShape rs;
	randomShape(rng, scale, &rs);
	return rs.shape;
}

static float randomAngle(Prng* rng) { return prngUniform(rng) < 0.3 ? 0.0f : (float)prngRange(rng, -PI, PI); }

static int g_castChecks, g_castHits, g_castStarts, g_overlapChecks;

// satWorld_CastShape against a sweep of every body (satSweep) and satWorld_OverlapShape against satCollide of
// every body, for a shape placed at (x, y, angle): the same body, time and normal, bit for bit; the same ids.
static void checkShapeQueries(
	const Model* m, satShape* q, float x, float y, float angle, satVec2 motion, unsigned mask, int ignore)
{
	CHECK_INT(satShape_SetTransform(q, x, y, angle), SAT_OK);
	satWorldShapeHit want = { false, -1, 0.0f, { 0, 0 }, { 0, 0 } };
	int found[MAX_MODEL], foundCount = 0;
	for (int i = 0; i < m->count; ++i) {
		if (m->shapes[i] == NULL || (m->category[i] & mask) == 0) continue;
		satCollision c;
		CHECK_INT(satCollide(q, m->shapes[i], (satVec2){ 0, 0 }, &c), SAT_OK);
		if (c.intersect) found[foundCount++] = m->ids[i];
		if (m->ids[i] == ignore) continue;
		satSweepResult r;
		CHECK_INT(satSweep(q, m->shapes[i], motion, 1.0f, &r), SAT_OK);
		if (!r.hit || (want.hit && (r.t > want.t || (r.t == want.t && m->ids[i] > want.id)))) continue;
		want = (satWorldShapeHit){ true, m->ids[i], r.t, { 0, 0 }, r.normal };
	}
	// The query's shape is a placed copy of q: move q away first, so nothing depends on where q is.
	CHECK_INT(satShape_SetTransform(q, -x, y * 0.5f, 0.0f), SAT_OK);
	satWorldShapeHit got;
	CHECK_INT(satWorld_CastShape(m->world, q, (satTransform){ x, y, angle }, motion, mask, ignore, &got), SAT_OK);
	g_castChecks++;
	g_castHits += got.hit;
	g_castStarts += got.hit && got.t == 0.0f;
	CHECK_MSG(got.hit == want.hit && got.id == want.id && got.t == want.t && got.normal.x == want.normal.x &&
			got.normal.y == want.normal.y && isfinite(got.point.x) && isfinite(got.point.y),
		"cast from (%.9g, %.9g) by (%.9g, %.9g) mask %x: got hit %d id %d t %.9g n (%.9g, %.9g), want hit %d id %d "
		"t %.9g n (%.9g, %.9g)",
		(double)x, (double)y, (double)motion.x, (double)motion.y, mask, got.hit, got.id, (double)got.t,
		(double)got.normal.x, (double)got.normal.y, want.hit, want.id, (double)want.t, (double)want.normal.x,
		(double)want.normal.y);
	// ids ascending, as the world gives them
	for (int i = 1; i < foundCount; ++i)
		for (int j = i; j > 0 && found[j - 1] > found[j]; --j) {
			int t = found[j];
			found[j] = found[j - 1];
			found[j - 1] = t;
		}
	static int ids[MAX_MODEL];
	int count = -1;
	CHECK_INT(satWorld_OverlapShape(m->world, q, (satTransform){ x, y, angle }, mask, ids, MAX_MODEL, &count), SAT_OK);
	g_overlapChecks++;
	bool same = count == foundCount;
	for (int i = 0; same && i < count; ++i) same = ids[i] == found[i];
	CHECK_MSG(same, "overlapShape at (%.9g, %.9g) mask %x: %d ids, brute force %d", (double)x, (double)y, mask, count,
		foundCount);
}

// Shape casts of every kind of shape over the world: short and long motions, none, along lattice lines, from
// inside bodies; masks and an ignored body.
static void checkShapeCasts(const Model* m, Prng* rng, double side, double scale, int casts)
{
	for (int k = 0; k < casts; ++k) {
		satShape* q = randomWorldShape(rng, scale * prngRange(rng, 0.3, 2.0));
		float x = (float)prngRange(rng, -side, side), y = (float)prngRange(rng, -side, side);
		double u = prngUniform(rng), len = side * (u < 0.3 ? 0.02 : u < 0.8 ? 0.3 : 2.0), a = prngRange(rng, 0, 2 * PI);
		satVec2 motion = { (float)(len * cos(a)), (float)(len * sin(a)) };
		if (u > 0.95)
			motion = (satVec2){ 0.0f, 0.0f };
		else if (u > 0.9)
			motion = (satVec2){ (float)len, 0.0f }; // along a row of tiles
		int i = prngInt(rng, 0, m->count - 1);
		if (prngUniform(rng) < 0.25 && m->shapes[i] != NULL) { // from where a body is: it starts inside it
			x = m->x[i];
			y = m->y[i];
		}
		int ignore = prngUniform(rng) < 0.3 && m->shapes[i] != NULL ? m->ids[i] : -1;
		unsigned mask = prngUniform(rng) < 0.6 ? ~0u : (unsigned)prngInt(rng, 0, 15);
		checkShapeQueries(m, q, x, y, randomAngle(rng), motion, mask, ignore);
		satDestroyShape(q);
	}
}

// Queries of every kind over a world spanning [-side, side]^2 at the given scale.
static void checkQueries(const Model* m, Prng* rng, double side, int rays)
{
	for (int k = 0; k < rays; ++k) {
		double u = prngUniform(rng);
		satVec2 p0 = { (float)prngRange(rng, -side, side), (float)prngRange(rng, -side, side) }, p1;
		if (u < 0.5) { // across part of the world
			p1 = (satVec2){ (float)prngRange(rng, -side, side), (float)prngRange(rng, -side, side) };
		} else if (u < 0.65) { // axis-aligned, on a lattice line (where tiles and cells have edges)
			float c = (float)(floor(prngRange(rng, -side, side)));
			p0 = prngUniform(rng) < 0.5 ? (satVec2){ c, (float)-side * 1.5f } : (satVec2){ (float)-side * 1.5f, c };
			p1 = p0.x == c ? (satVec2){ c, (float)side * 1.5f } : (satVec2){ (float)side * 1.5f, c };
			if (prngUniform(rng) < 0.5) {
				satVec2 t = p0;
				p0 = p1;
				p1 = t;
			}
		} else if (u < 0.8) { // far longer than the world
			double a = prngRange(rng, 0, 2 * PI), len = fmin(side * pow(10.0, prngRange(rng, 1, 6)), 5e17);
			p1 = (satVec2){ (float)(p0.x + len * cos(a)), (float)(p0.y + len * sin(a)) };
			p0 = (satVec2){ (float)(p0.x - len * cos(a)), (float)(p0.y - len * sin(a)) };
		} else if (u < 0.9) { // short
			p1 = (satVec2){ (float)(p0.x + side * 0.05 * prngRange(rng, -1, 1)),
				(float)(p0.y + side * 0.05 * prngRange(rng, -1, 1)) };
		} else { // zero length
			p1 = p0;
		}
		unsigned mask = prngUniform(rng) < 0.5 ? ~0u : (unsigned)prngInt(rng, 0, 15);
		checkRay(m, p0, p1, mask);
	}
	for (int k = 0; k < rays / 2; ++k) {
		float x = (float)prngRange(rng, -side, side), y = (float)prngRange(rng, -side, side);
		float w = (float)(side * pow(prngUniform(rng), 3) * 0.5), h = (float)(side * pow(prngUniform(rng), 3) * 0.5);
		if (prngUniform(rng) < 0.1) w = h = 0; // a point box
		checkBox(m, (satAABB){ x, y, x + w, y + h });
		checkPoint(m, (satVec2){ x, y });
	}
}

// Seeded worlds: statics (walls included) and movers, some moved after the last step, some removed and re-added,
// random filters; every query checked against brute force before the first step, after steps and after changes.
static void propertyRandomWorlds(void)
{
	static Model m;
	for (int world = 0; world < 24; ++world) {
		uint64_t seed = caseSeed(0x51e7, world);
		setRandomContext("random world", seed);
		Prng rng = prngSeed(seed);
		double scale = world % 8 == 7 ? 1e-15 : world % 8 == 6 ? 1e12 : 1.0; // tiny and huge worlds too
		double side = 100 * scale;
		modelInit(&m);
		int statics = prngInt(&rng, 150, 400), movers = prngInt(&rng, 20, 120);
		for (int i = 0; i < statics + movers; ++i) {
			bool isStatic = i < statics;
			float x = (float)prngRange(&rng, -side, side), y = (float)prngRange(&rng, -side, side);
			if (isStatic && prngUniform(&rng) < 0.3) { // tiles on a lattice, touching their neighbours
				x = (float)(scale * floor(x / scale));
				y = (float)(scale * floor(y / scale));
				satShape* tile;
				CHECK_INT(satCreateBox((float)scale, (float)scale, &tile), SAT_OK);
				modelAdd(&m, tile, x, y, 0, true);
			} else {
				modelAdd(&m, randomWorldShape(&rng, 2 * scale), x, y, randomAngle(&rng), isStatic);
			}
			if (prngUniform(&rng) < 0.2) modelFilter(&m, m.count - 1, (unsigned)prngInt(&rng, 0, 15));
		}
		checkQueries(&m, &rng, side, 40); // nothing gridded yet
		checkShapeCasts(&m, &rng, side, scale, 20);
		for (int round = 0; round < 4; ++round) {
			CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
			checkQueries(&m, &rng, side, 30);
			checkShapeCasts(&m, &rng, side, scale, 15);
			for (int k = 0; k < 30; ++k) { // moves, turns, removals, re-adds and refilters since the step
				int i = prngInt(&rng, 0, m.count - 1);
				if (m.shapes[i] == NULL) continue;
				double u = prngUniform(&rng);
				if (u < 0.5) {
					modelMove(&m, i, (float)(m.x[i] + prngRange(&rng, -5, 5) * scale),
						(float)(m.y[i] + prngRange(&rng, -5, 5) * scale),
						prngUniform(&rng) < 0.5 ? m.angle[i] : randomAngle(&rng));
				} else if (u < 0.7 && m.count < MAX_MODEL) {
					satShape* again;
					CHECK_INT(satCloneShape(m.shapes[i], &again), SAT_OK);
					bool wasStatic = false;
					satBodyType type;
					CHECK_INT(satWorld_GetType(m.world, m.ids[i], &type), SAT_OK);
					wasStatic = type == SAT_BODY_STATIC;
					float x = m.x[i], y = m.y[i], a = m.angle[i];
					modelRemove(&m, i);
					modelAdd(&m, again, x, y, a, wasStatic);
				} else if (u < 0.85) {
					modelFilter(&m, i, (unsigned)prngInt(&rng, 0, 15));
				} else {
					satBodyType type;
					CHECK_INT(satWorld_GetType(m.world, m.ids[i], &type), SAT_OK);
					CHECK_INT(satWorld_SetStatic(m.world, m.ids[i], type != SAT_BODY_STATIC), SAT_OK);
				}
			}
			checkQueries(&m, &rng, side, 30);
			checkShapeCasts(&m, &rng, side, scale, 15);
		}
		// A physics step moves the dynamic bodies: queries follow.
		if (scale == 1.0) {
			for (int i = 0; i < m.count; i += 3) {
				satBodyType type;
				if (m.shapes[i] != NULL && satShape_GetType(m.shapes[i]) != SAT_SHAPE_SEGMENT && // no mass
					satWorld_GetType(m.world, m.ids[i], &type) == SAT_OK && type == SAT_BODY_KINEMATIC)
					CHECK_INT(satWorld_SetType(m.world, m.ids[i], SAT_BODY_DYNAMIC), SAT_OK);
			}
			for (int step = 0; step < 3; ++step) {
				CHECK_INT(satWorld_Step(m.world, 1.0f / 60.0f, NULL), SAT_OK);
				modelSync(&m);
				checkQueries(&m, &rng, side, 20);
				checkShapeCasts(&m, &rng, side, scale, 10);
			}
		}
		modelFree(&m);
	}
	checkContext("query/random-worlds");
	CHECK_MSG(g_rayChecks > 2000 && g_boxChecks > 1000 && g_pointChecks > 1000, "%d rays, %d boxes, %d points",
		g_rayChecks, g_boxChecks, g_pointChecks);
	CHECK_MSG(g_ambiguous < g_boxChecks, "%d box tests too close to call", g_ambiguous);
	CHECK_MSG(g_castChecks > 1500 && g_castHits > g_castChecks / 3 && g_castStarts > 100 &&
			g_castHits - g_castStarts > 300 && g_overlapChecks == g_castChecks,
		"%d casts, %d hits, %d at t = 0, %d overlap queries", g_castChecks, g_castHits, g_castStarts, g_overlapChecks);
}

// Scales at the edges of float: a world of tiny bodies, one of huge ones, rays along a tile floor's edges.
static void caseAdversarial(void)
{
	Model m;
	modelInit(&m);
	// Tiles 1e-20 wide around 1e-18: literal fractions along their faces.
	for (int i = 0; i < 20; ++i)
		modelAdd(&m, makeBox(1e-20f, 1e-20f, 0, 0, 0), 1e-18f + (float)i * 1e-20f, 1e-18f, 0, true);
	CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	satWorldRayHit r = worldRay(m.world, 0, 1e-18f, 1e-18f, 1e-18f, ~0u);
	CHECK(r.hit && r.id == m.ids[0]);
	CHECK_NEAR(r.fraction, 1.0 - 0.5e-2, 1e-5);
	CHECK_VEC(r.normal, -1, 0, 0);
	checkRay(&m, (satVec2){ -1e18f, 1e-18f }, (satVec2){ 1e18f, 1e-18f }, ~0u);
	checkRay(&m, (satVec2){ 1.1e-18f, 1 }, (satVec2){ 1.1e-18f, -1 }, ~0u);
	int ids[MAX_IDS];
	CHECK_INT(queryBox(m.world, 0, 0, 2e-18f, 2e-18f, ids), 20);
	modelFree(&m);
	// Huge: 1e15 across, at 1e17.
	modelInit(&m);
	int a = modelAdd(&m, makeBox(2e15f, 2e15f, 0, 0, 0), 1e17f, 1e17f, 0, true);
	int b = modelAdd(&m, makeCircle(1e15f, 0, 0), 1e17f, 1.1e17f, 0, false);
	for (int pass = 0; pass < 2; ++pass) {
		r = worldRay(m.world, 0, 1e17f, 1e18f, 1e17f, ~0u);
		CHECK(r.hit && r.id == m.ids[a]);
		CHECK_NEAR(r.fraction, 0.099, 1e-6);
		checkRay(&m, (satVec2){ -1e18f, -1e18f }, (satVec2){ 1e18f, 1e18f }, ~0u);
		checkRay(&m, (satVec2){ 1e17f, 1e18f }, (satVec2){ 1e17f, -1e18f }, ~0u);
		CHECK(queryPoint(m.world, 1e17f, 1.1e17f, ids) == 1 && ids[0] == m.ids[b]);
		CHECK_INT(queryBox(m.world, -1e18f, -1e18f, 1e18f, 1e18f, ids), 2);
		CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
		CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	}
	modelFree(&m);
	// A floor of unit tiles from x = 0 to 200: rays along its top edge (touching every tile), along the lattice
	// lines through it, and diagonals through tile corners; the closest tile is the one the ray meets first.
	modelInit(&m);
	for (int i = 0; i < 200; ++i) modelAdd(&m, makeBox(1, 1, 0, 0, 0), (float)i + 0.5f, 0.5f, 0, true);
	for (int pass = 0; pass < 2; ++pass) {
		checkWorldHit(worldRay(m.world, -10, 1, 300, 1, ~0u), m.ids[0], 10.0 / 310, 0, 1, -1, 0);
		checkWorldHit(worldRay(m.world, 300, 1, -10, 1, ~0u), m.ids[199], 100.0 / 310, 200, 1, 1, 0);
		checkWorldHit(worldRay(m.world, 50, 10, 50, -10, ~0u), m.ids[49], 0.45, 50, 1, 0, 1);
		for (int k = 0; k <= 200; k += 7) {
			checkRay(&m, (satVec2){ (float)k, 5 }, (satVec2){ (float)k, -5 }, ~0u);
			checkRay(&m, (satVec2){ (float)k - 3, 4 }, (satVec2){ (float)k + 3, -2 }, ~0u);
			checkRay(&m, (satVec2){ 250, (float)k * 0.005f }, (satVec2){ -50, (float)k * 0.005f }, ~0u);
		}
		CHECK_INT(queryBox(m.world, 10, 1, 20, 1, ids), 12); // the top edge: tiles 9 to 20 (touching counts)
		CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK);
	}
	modelFree(&m);
}

// Rays exactly along the statics grid's cell boundaries (as near as float gets), through its cell corners,
// and along the tiles' own edges, against brute force. The grid's origin and cell size are read from the world.
static void caseRayCellBoundaries(void)
{
	Model m;
	modelInit(&m);
	Prng rng = prngSeed(0xce11);
	for (int i = 0; i < 30; ++i)
		for (int j = 0; j < 30; ++j)
			if (prngUniform(&rng) < 0.5)
				modelAdd(&m, makeBox(1, 1, 0, 0, 0), (float)i + 0.5f, (float)j + 0.5f, 0, true);
	for (int i = 0; i < 80; ++i)
		modelAdd(&m, makeCircle(0.5f, 0, 0), (float)prngRange(&rng, 0, 30), (float)prngRange(&rng, 0, 30), 0, false);
	for (int step = 0; step < 3; ++step) CHECK_INT(satWorld_Collide(m.world, NULL), SAT_OK); // movers at rest
	const satStillGrid* grids[2] = { &m.world->statics, &m.world->resting };
	int rays = 0;
	for (int g = 0; g < 2; ++g) {
		const satStillGrid* grid = grids[g];
		CHECK_MSG(grid->itemCount > 0 && grid->gx > 2 && grid->gy > 2, "grid %d: %d items in %d x %d cells", g,
			grid->itemCount, grid->gx, grid->gy);
		for (int k = -1; k <= grid->gx + 1; ++k) {
			float x = (float)(grid->originX + k * grid->cell), y = (float)(grid->originY + k * grid->cell);
			checkRay(&m, (satVec2){ x, -5 }, (satVec2){ x, 35 }, ~0u);
			checkRay(&m, (satVec2){ x, 35 }, (satVec2){ x, -5 }, ~0u);
			checkRay(&m, (satVec2){ -5, y }, (satVec2){ 35, y }, ~0u);
			checkRay(&m, (satVec2){ 35, y }, (satVec2){ -5, y }, ~0u);
			for (int d = -3; d <= 3; d += 2) { // through cell corners on diagonals of slope d and 1/d
				float x1 = (float)(grid->originX + (k + 6) * grid->cell),
					  y1 = (float)(grid->originY + 6 * d * grid->cell);
				checkRay(&m, (satVec2){ x, (float)grid->originY }, (satVec2){ x1, y1 }, ~0u);
				checkRay(&m, (satVec2){ x1, y1 }, (satVec2){ x, (float)grid->originY }, ~0u);
			}
			rays += 4 + 8;
		}
	}
	for (int k = 0; k <= 30; ++k) { // the tiles' edges: touching whole rows of them
		checkRay(&m, (satVec2){ (float)k, -5 }, (satVec2){ (float)k, 35 }, ~0u);
		checkRay(&m, (satVec2){ 35, (float)k }, (satVec2){ -5, (float)k }, ~0u);
		checkRay(&m, (satVec2){ (float)k, 0 }, (satVec2){ (float)k + 10, 10 }, ~0u); // through tile corners
	}
	CHECK(rays > 100);
	modelFree(&m);
}

// Two worlds given the same calls, one also queried between them (before the first step, after many statics were
// added, with a static added or moved after the query and not): every step's pairs, contacts and transforms are
// bit for bit the same. A query may build the statics' grid early; the steps must not see a difference.
static void caseQueriesLeaveNoTrace(void)
{
	satWorld* worlds[2];
	int ids[MAX_IDS], count, lastStatic[2] = { -1, -1 };
	satShape *tile, *ball;
	CHECK_INT(satCreateBox(1, 1, &tile), SAT_OK);
	CHECK_INT(satCreateCircle(0.4f, &ball), SAT_OK);
	for (int k = 0; k < 2; ++k) CHECK_INT(satCreateWorld(NULL, &worlds[k]), SAT_OK);
	long contacts = 0;
	for (int round = 0; round < 32; ++round) {
		for (int k = 0; k < 2; ++k) {
			satWorld* w = worlds[k];
			Prng rng = prngSeed(caseSeed(0x7ace, round)); // the same calls in both worlds
			// Many statics (a query builds their grid early), or a few (a query leaves the grid alone).
			int statics = round % 8 == 0 ? 120 : round % 8 == 4 ? prngInt(&rng, 3, 8) : 0;
			if (round == 16) { // the grid's min corner (so its removal moves every cell), removed after the query
				CHECK_INT(satWorld_AddBody(w, tile, -5.3f, -1.7f, 0, &lastStatic[k]), SAT_OK);
				CHECK_INT(satWorld_SetType(w, lastStatic[k], SAT_BODY_STATIC), SAT_OK);
			}
			for (int i = 0; i < statics; ++i) {
				int id;
				CHECK_INT(satWorld_AddBody(w, tile, (float)prngInt(&rng, 0, 60) + 0.5f * (float)prngInt(&rng, 0, 1),
							  (float)-prngInt(&rng, 0, 1), 0, &id),
					SAT_OK);
				CHECK_INT(satWorld_SetType(w, id, SAT_BODY_STATIC), SAT_OK);
			}
			for (int i = 0; i < 3 && round < 16; ++i) { // balls resting on the tiles, touching one or two
				int id;
				CHECK_INT(satWorld_AddBody(w, ball, (float)prngRange(&rng, 0, 60), 0.88f, 0, &id), SAT_OK);
				CHECK_INT(satWorld_SetType(w, id, SAT_BODY_DYNAMIC), SAT_OK);
			}
			if (k == 0) { // only world 0 is queried
				satWorldRayHit r;
				CHECK_INT(satWorld_RayCast(w, (satVec2){ -1, 5 }, (satVec2){ 61, -5 }, ~0u, &r), SAT_OK);
				CHECK_INT(satWorld_QueryAABB(w, (satAABB){ 10, -5, 20, 5 }, ids, MAX_IDS, &count), SAT_OK);
				CHECK_INT(satWorld_QueryPoint(w, (satVec2){ 30.5f, -0.5f }, ids, MAX_IDS, &count), SAT_OK);
			}
			if (round % 16 == 8) { // a static added after the query
				int id;
				CHECK_INT(satWorld_AddBody(w, tile, (float)prngInt(&rng, 0, 60) + 0.25f, 0, 0, &id), SAT_OK);
				CHECK_INT(satWorld_SetType(w, id, SAT_BODY_STATIC), SAT_OK);
			} else if (round == 16) { // a static removed after the query
				CHECK_INT(satWorld_RemoveBody(w, lastStatic[k]), SAT_OK);
			}
			CHECK_INT(satWorld_Step(w, 1.0f / 60.0f, NULL), SAT_OK);
		}
		int slots = satWorld_GetSlotCount(worlds[0]), pairs = satWorld_GetContactCount(worlds[0]);
		contacts += pairs;
		CHECK_INT(satWorld_GetSlotCount(worlds[1]), slots);
		CHECK_INT(satWorld_GetContactCount(worlds[1]), pairs);
		CHECK_MSG(memcmp(satWorld_GetContactIds(worlds[0]), satWorld_GetContactIds(worlds[1]),
					  (size_t)pairs * SAT_CONTACT_INTS * sizeof(int)) == 0,
			"round %d: contacts in another order", round);
		CHECK_MSG(memcmp(satWorld_GetTransforms(worlds[0]), satWorld_GetTransforms(worlds[1]),
					  (size_t)slots * 3 * sizeof(float)) == 0 &&
				memcmp(satWorld_GetContactData(worlds[0]), satWorld_GetContactData(worlds[1]),
					(size_t)pairs * SAT_CONTACT_FLOATS * sizeof(float)) == 0,
			"round %d: transforms or contacts differ", round);
	}
	CHECK_MSG(contacts > 500, "%ld contacts: the order of pairs had a chance to matter", contacts);
	for (int k = 0; k < 2; ++k) satDestroyWorld(worlds[k]);
	satDestroyShape(tile);
	satDestroyShape(ball);
}

const TestCase queryTests[] = {
	{ "ray-box-face", caseRayBoxFace },
	{ "ray-grazing-corner", caseRayGrazingCorner },
	{ "ray-start-inside", caseRayStartInside },
	{ "ray-mask", caseRayMask },
	{ "ray-ties", caseRayTies },
	{ "cast-shape", caseCastShape },
	{ "aabb-touching", caseQueryAABBTouching },
	{ "point", caseQueryPoint },
	{ "capacity", caseCapacity },
	{ "no-step-needed", caseNoStepNeeded },
	{ "errors", caseErrors },
	{ "empty-world", caseEmptyWorld },
	{ "adversarial", caseAdversarial },
	{ "ray-cell-boundaries", caseRayCellBoundaries },
	{ "queries-leave-no-trace", caseQueriesLeaveNoTrace },
	{ "random-worlds", propertyRandomWorlds },
};
const int queryTestCount = (int)(sizeof queryTests / sizeof queryTests[0]);
