// Tilemaps (satWorld_AddTiles): a hand-worked map with literal boxes, corners, surface heights and centroids; row
// order; ids and counting; every bad input changing nothing; out of memory; shared shapes. Then merged against
// unmerged maps on seeded random levels: the same region (point queries, both checked against a model of the cells
// written from sat.h's table), the same answers to box queries, the same pushes on a floor, the same walk; and the
// difference sat.h documents (satWorld_Separate sums the pushes of a floor's tiles).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "check.h"
#include "prng.h"
#include "world_internal.h" // sizeof(satWorld) for a handle that is not a world; the shared-shape count

enum {
	MAX_CELLS = 256
};

static satWorld* newWorld(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	return w;
}

// satWorld_AddTiles with the options as arguments.
static satError addTiles(satWorld* w, const int* cells, int columns, int rows, float size, float x, float y, bool merge,
	int* ids, int capacity, int* count)
{
	satTilesDef def = { size, x, y, merge };
	return satWorld_AddTiles(w, cells, columns, rows, &def, ids, capacity, count);
}

static void checkBox(satWorld* w, int id, float minX, float minY, float maxX, float maxY)
{
	satAABB b = { -1, -1, -1, -1 };
	CHECK_INT(satWorld_GetAABB(w, id, &b), SAT_OK);
	CHECK_MSG(b.minX == minX && b.minY == minY && b.maxX == maxX && b.maxY == maxY,
		"body %d spans (%g, %g)-(%g, %g), expected (%g, %g)-(%g, %g)", id, (double)b.minX, (double)b.minY,
		(double)b.maxX, (double)b.maxY, (double)minX, (double)minY, (double)maxX, (double)maxY);
}

// The surface under x: where a ray cast straight down from y = top first touches, and the body it touches.
static void checkSurface(satWorld* w, float x, float top, int id, double height)
{
	satWorldRayHit hit;
	CHECK_INT(satWorld_RayCast(w, (satVec2){ x, top }, (satVec2){ x, top - 100.0f }, ~0u, &hit), SAT_OK);
	CHECK_MSG(hit.hit && hit.id == id && fabs(hit.point.y - height) <= 1e-5,
		"down from (%g, %g): hit %d body %d at height %.7g, expected body %d at %.7g", (double)x, (double)top,
		(int)hit.hit, hit.id, (double)hit.point.y, id, height);
}

static void checkMassCentre(satWorld* w, int id, double area, double cx, double cy)
{
	satMassData m;
	CHECK_INT(satWorld_GetMassData(w, id, &m), SAT_OK);
	CHECK_MSG(fabs(m.mass - area) <= 1e-5 && fabs(m.center.x - cx) <= 1e-5 && fabs(m.center.y - cy) <= 1e-5,
		"body %d: area %.7g, centroid (%.7g, %.7g) from its corner; expected %.7g, (%.7g, %.7g)", id, (double)m.mass,
		(double)m.center.x, (double)m.center.y, area, cx, cy);
}

static void checkCorner(satWorld* w, int id, float x, float y)
{
	satTransform t;
	CHECK_INT(satWorld_GetTransform(w, id, &t), SAT_OK);
	CHECK_MSG(t.x == x && t.y == y && t.angle == 0.0f, "body %d at (%g, %g, %g), expected its corner (%g, %g, 0)", id,
		(double)t.x, (double)t.y, (double)t.angle, (double)x, (double)y);
}

// A 3 x 2 map of tile size 2 at (10, 20), worked by hand (row 0 is the bottom row):
//   row 1:  gentle up-right low | gentle up-right high | empty
//   row 0:  solid               | solid                | 45 degrees up-left
static const int kHandMap[6] = { SAT_TILE_SOLID, SAT_TILE_SOLID, SAT_TILE_SLOPE_UP_LEFT, SAT_TILE_GENTLE_UP_RIGHT_LOW,
	SAT_TILE_GENTLE_UP_RIGHT_HIGH, SAT_TILE_EMPTY };

static void caseHandWorked(void)
{
	satWorld* w = newWorld();
	int ids[8] = { -7, -7, -7, -7, -7, -7, -7, -7 }, count = -1;
	CHECK_INT(addTiles(w, kHandMap, 3, 2, 2.0f, 10.0f, 20.0f, false, ids, 8, &count), SAT_OK);
	CHECK_INT(count, 5);
	for (int i = 0; i < 5; ++i) CHECK_INT(ids[i], i);
	CHECK_INT(ids[5], -7); // nothing written past the count
	CHECK_INT(satWorld_GetBodyCount(w), 5);
	checkBox(w, 0, 10, 20, 12, 22);
	checkBox(w, 1, 12, 20, 14, 22);
	checkBox(w, 2, 14, 20, 16, 22);
	checkBox(w, 3, 10, 22, 12, 23); // the gentle low cell rises to the half line
	checkBox(w, 4, 12, 22, 14, 24);
	const float corners[5][2] = { { 10, 20 }, { 12, 20 }, { 14, 20 }, { 10, 22 }, { 12, 22 } };
	for (int i = 0; i < 5; ++i) checkCorner(w, i, corners[i][0], corners[i][1]);
	for (int i = 0; i < 5; ++i) {
		satBodyType type;
		CHECK_INT(satWorld_GetType(w, i, &type), SAT_OK);
		CHECK_INT(type, SAT_BODY_STATIC);
	}
	// Area and centroid from the lower-left corner (density 1): (0,0) (2,0) (0,2) for the 45-degree slope up to the
	// left; (0,0) (2,0) (2,1) for the gentle low cell; (0,0) (2,0) (2,2) (0,1) for the high one: a 2 x 1 box with
	// centroid (1, 1/2) and the triangle (0,1) (2,1) (2,2) with centroid (4/3, 4/3).
	checkMassCentre(w, 0, 4, 1, 1);
	checkMassCentre(w, 2, 2, 2.0 / 3, 2.0 / 3);
	checkMassCentre(w, 3, 1, 4.0 / 3, 1.0 / 3);
	checkMassCentre(w, 4, 3, (2 * 1.0 + 4.0 / 3) / 3, (2 * 0.5 + 4.0 / 3) / 3);
	// The surfaces: the gentle slope climbs from 22 at x = 10 to 24 at x = 14 (half a tile per tile), the 45-degree
	// one falls from 22 at x = 14 to 20 at x = 16.
	checkSurface(w, 10.5f, 30, 3, 22.25);
	checkSurface(w, 11.0f, 30, 3, 22.5);
	checkSurface(w, 13.0f, 30, 4, 23.5);
	checkSurface(w, 13.5f, 30, 4, 23.75);
	checkSurface(w, 14.5f, 30, 2, 21.5);
	checkSurface(w, 15.5f, 30, 2, 20.5);
	// Under the slopes, the solid row; the empty cell above the 45-degree slope holds nothing.
	int hits[4], n = -1;
	CHECK_INT(satWorld_QueryPoint(w, (satVec2){ 11.0f, 21.0f }, hits, 4, &n), SAT_OK);
	CHECK(n == 1 && hits[0] == 0);
	CHECK_INT(satWorld_QueryPoint(w, (satVec2){ 15.0f, 23.0f }, hits, 4, &n), SAT_OK);
	CHECK_INT(n, 0);
	CHECK_INT(satWorld_QueryPoint(w, (satVec2){ 15.8f, 21.0f }, hits, 4, &n), SAT_OK); // above the slope's surface
	CHECK_INT(n, 0);
	satDestroyWorld(w);

	// Merged: the two solid cells of row 0 are one box, at its first cell's place in the order.
	w = newWorld();
	CHECK_INT(addTiles(w, kHandMap, 3, 2, 2.0f, 10.0f, 20.0f, true, ids, 8, &count), SAT_OK);
	CHECK_INT(count, 4);
	for (int i = 0; i < 4; ++i) CHECK_INT(ids[i], i);
	checkBox(w, 0, 10, 20, 14, 22);
	checkBox(w, 1, 14, 20, 16, 22);
	checkBox(w, 2, 10, 22, 12, 23);
	checkBox(w, 3, 12, 22, 14, 24);
	checkCorner(w, 0, 10, 20);
	checkMassCentre(w, 0, 8, 2, 1);
	checkMassCentre(w, 1, 2, 2.0 / 3, 2.0 / 3);
	satDestroyWorld(w);
}

// Row 0 is the bottom row, and cells run left to right within a row; the other slopes' shapes.
static void caseRowOrderAndSlopes(void)
{
	satWorld* w = newWorld();
	const int column[2] = { SAT_TILE_SOLID, SAT_TILE_EMPTY }; // 1 column, 2 rows: only the bottom cell
	int ids[4], count = -1;
	CHECK_INT(addTiles(w, column, 1, 2, 1.0f, 0.0f, 0.0f, false, ids, 4, &count), SAT_OK);
	CHECK_INT(count, 1);
	checkBox(w, ids[0], 0, 0, 1, 1);
	const int row[3] = { SAT_TILE_EMPTY, SAT_TILE_EMPTY, SAT_TILE_SOLID }; // 3 columns, 1 row: the right cell
	CHECK_INT(addTiles(w, row, 3, 1, 1.0f, 0.0f, 5.0f, false, ids, 4, &count), SAT_OK);
	CHECK_INT(count, 1);
	checkBox(w, ids[0], 2, 5, 3, 6);
	satDestroyWorld(w);

	// The mirror images, a tile of 4 at (-8, 0): 45 degrees up to the right, then gentle up to the left (high, low).
	w = newWorld();
	const int slopes[3] = { SAT_TILE_SLOPE_UP_RIGHT, SAT_TILE_GENTLE_UP_LEFT_HIGH, SAT_TILE_GENTLE_UP_LEFT_LOW };
	CHECK_INT(addTiles(w, slopes, 3, 1, 4.0f, -8.0f, 0.0f, true, ids, 4, &count), SAT_OK);
	CHECK_INT(count, 3);
	checkBox(w, 0, -8, 0, -4, 4);
	checkBox(w, 1, -4, 0, 0, 4);
	checkBox(w, 2, 0, 0, 4, 2);
	checkSurface(w, -7.0f, 10, 0, 1.0);
	checkSurface(w, -5.0f, 10, 0, 3.0);
	checkSurface(w, -3.0f, 10, 1, 3.5); // from 4 at x = -4 down to 0 at x = 4
	checkSurface(w, 1.0f, 10, 2, 1.5);
	checkMassCentre(w, 0, 8, 8.0 / 3, 4.0 / 3);
	checkMassCentre(w, 2, 4, 4.0 / 3, 2.0 / 3);
	// (0,0) (4,0) (4,2) (0,4): a 4 x 2 box with centroid (2, 1) and the triangle (0,2) (4,2) (0,4) with (4/3, 8/3).
	checkMassCentre(w, 1, 12, (8 * 2.0 + 4 * 4.0 / 3) / 12, (8 * 1.0 + 4 * 8.0 / 3) / 12);
	satDestroyWorld(w);
}

// Ids follow the bodies already there, in row-major order; counting; the capacity; a NULL def.
static void caseIdsAndCounting(void)
{
	satWorld* w = newWorld();
	satShape* circle = NULL;
	CHECK_INT(satCreateCircle(0.5f, &circle), SAT_OK);
	int first = -1, second = -1;
	CHECK_INT(satWorld_AddBody(w, circle, 50, 50, 0, &first), SAT_OK);
	CHECK_INT(satWorld_AddBody(w, circle, 60, 50, 0, &second), SAT_OK);
	satDestroyShape(circle);
	const int cells[8] = { 1, 0, 2, 1, 1, 1, 0, 3 };
	int count = -1;
	CHECK_INT(satWorld_AddTiles(w, cells, 4, 2, NULL, NULL, 0, &count), SAT_OK); // counts only
	CHECK_INT(count, 6);
	CHECK_INT(satWorld_GetBodyCount(w), 2);
	int ids[8];
	for (int i = 0; i < 8; ++i) ids[i] = -7;
	CHECK_INT(satWorld_AddTiles(w, cells, 4, 2, NULL, ids, 5, &count), SAT_ERR_BAD_ARRAY); // room for 5 of 6
	CHECK_INT(count, 6);
	for (int i = 0; i < 8; ++i) CHECK_INT(ids[i], -7);
	CHECK_INT(satWorld_GetBodyCount(w), 2);
	CHECK_INT(satWorld_AddTiles(w, cells, 4, 2, NULL, ids, 8, &count), SAT_OK);
	CHECK_INT(count, 6);
	for (int i = 0; i < 6; ++i) CHECK_INT(ids[i], 2 + i);
	CHECK_INT(ids[6], -7);
	// A NULL def: tile size 1 at the origin. Cells 0, 2, 3 of row 0, then 0, 1, 3 of row 1.
	checkBox(w, 2, 0, 0, 1, 1);
	checkBox(w, 3, 2, 0, 3, 1);
	checkBox(w, 4, 3, 0, 4, 1);
	checkBox(w, 5, 0, 1, 1, 2);
	checkBox(w, 6, 1, 1, 2, 2);
	checkBox(w, 7, 3, 1, 4, 2);
	// Merged, in count mode: the two solid cells of row 1 are one box.
	CHECK_INT(addTiles(w, cells, 4, 2, 1, 0, 0, true, NULL, 0, &count), SAT_OK);
	CHECK_INT(count, 5);
	// A map with nothing in it adds nothing, with or without room.
	const int empty[3] = { 0, 0, 0 };
	CHECK_INT(satWorld_AddTiles(w, empty, 3, 1, NULL, ids, 0, &count), SAT_OK);
	CHECK_INT(count, 0);
	CHECK_INT(satWorld_GetBodyCount(w), 8);
	satDestroyWorld(w);
}

// Statics of the same shape share one copy: a uniform map of three kinds of cell holds three shapes.
static void caseSharedShapes(void)
{
	satWorld* w = newWorld();
	int cells[40 * 3];
	for (int k = 0; k < 40 * 3; ++k)
		cells[k] = k < 40 ? SAT_TILE_SOLID : k < 80 ? (k % 2 ? SAT_TILE_SLOPE_UP_RIGHT : SAT_TILE_EMPTY) : 0;
	int count = -1;
	static int ids[40 * 3];
	CHECK_INT(addTiles(w, cells, 40, 3, 0.5f, -3.0f, 7.0f, false, ids, 40 * 3, &count), SAT_OK);
	CHECK_INT(count, 60);
	CHECK_INT(w->shareCount, 2);
	CHECK_INT(addTiles(w, cells, 40, 3, 0.5f, -3.0f, 10.0f, true, ids, 40 * 3, &count), SAT_OK);
	CHECK_INT(count, 21);
	CHECK_INT(w->shareCount, 3); // the 40-cell run's box; the slopes are those of the first map
	satDestroyWorld(w);
}

// A world with two bodies in it, and the ids a valid call adds next.
static satWorld* twoBodyWorld(void)
{
	satWorld* w = newWorld();
	satShape* box = NULL;
	CHECK_INT(satCreateBox(1, 1, &box), SAT_OK);
	int id;
	CHECK_INT(satWorld_AddBody(w, box, 3, 3, 0, &id), SAT_OK);
	CHECK_INT(satWorld_AddBody(w, box, 5, 3, 0, &id), SAT_OK);
	satDestroyShape(box);
	return w;
}

static const int kSmallMap[6] = { 1, 1, 1, 4, 5, 0 };

// Every bad input returns its error, adds nothing and writes nothing but *outCount = 0 (the count for a short
// capacity); afterwards a valid call adds the ids it adds on a world that never saw the bad calls.
static void caseBadInputChangesNothing(void)
{
	satWorld* w = twoBodyWorld();
	satWorld* fake = calloc(1, sizeof(satWorld)); // not a world: its tag is 0
	int ids[16], count;
	satTilesDef def = { 1.0f, 0.0f, 0.0f, false };
	int badCell[6] = { 1, 1, 1, 4, 5, 0 };
	int slots = satWorld_GetSlotCount(w);
	int n = 0;
#define BAD(call, error, wantCount)                                                                                    \
	do {                                                                                                               \
		for (int i_ = 0; i_ < 16; ++i_) ids[i_] = -7;                                                                  \
		count = 99;                                                                                                    \
		satError e_ = (call);                                                                                          \
		CHECK_MSG(e_ == (error), "%s: error %d, expected %d", #call, e_, (error));                                     \
		CHECK_MSG(count == (wantCount), "%s: *outCount %d, expected %d", #call, count, (wantCount));                   \
		for (int i_ = 0; i_ < 16; ++i_) CHECK_MSG(ids[i_] == -7, "%s wrote ids[%d] = %d", #call, i_, ids[i_]);         \
		CHECK_INT(satWorld_GetBodyCount(w), 2);                                                                        \
		CHECK_INT(satWorld_GetSlotCount(w), slots);                                                                    \
		++n;                                                                                                           \
	} while (0)
	BAD(satWorld_AddTiles(NULL, kSmallMap, 3, 2, &def, ids, 16, &count), SAT_ERR_NULL, 0);
	BAD(satWorld_AddTiles(fake, kSmallMap, 3, 2, &def, ids, 16, &count), SAT_ERR_BAD_HANDLE, 0);
	BAD(satWorld_AddTiles(w, NULL, 3, 2, &def, ids, 16, &count), SAT_ERR_NULL, 0);
	BAD(satWorld_AddTiles(w, kSmallMap, 3, 2, &def, ids, 16, NULL), SAT_ERR_NULL, 99);
	BAD(satWorld_AddTiles(w, kSmallMap, 3, 2, &def, NULL, 16, &count), SAT_ERR_NULL, 0);
	BAD(satWorld_AddTiles(w, kSmallMap, 0, 2, &def, ids, 16, &count), SAT_ERR_BAD_ARRAY, 0);
	BAD(satWorld_AddTiles(w, kSmallMap, 3, 0, &def, ids, 16, &count), SAT_ERR_BAD_ARRAY, 0);
	BAD(satWorld_AddTiles(w, kSmallMap, -3, -2, &def, ids, 16, &count), SAT_ERR_BAD_ARRAY, 0);
	BAD(satWorld_AddTiles(w, kSmallMap, 65536, 32768, &def, ids, 16, &count), SAT_ERR_BAD_ARRAY, 0); // 2^31 cells
	BAD(satWorld_AddTiles(w, kSmallMap, 3, 2, &def, ids, -1, &count), SAT_ERR_BAD_ARRAY, 0);
	BAD(satWorld_AddTiles(w, kSmallMap, 3, 2, &def, ids, 4 /* capacity below the count */, &count), SAT_ERR_BAD_ARRAY,
		5);
	static const int badValues[4] = { -1, SAT_TILE_COUNT, 100, 1 << 30 };
	for (int k = 0; k < 4; ++k) {
		badCell[5] = badValues[k]; // the last cell: everything before it is fine
		BAD(satWorld_AddTiles(w, badCell, 3, 2, &def, ids, 16, &count), SAT_ERR_BAD_ARRAY, 0);
	}
	static const float badSizes[5] = { 0.0f, -1.0f, NAN, INFINITY, -INFINITY };
	for (int k = 0; k < 5; ++k)
		BAD(addTiles(w, kSmallMap, 3, 2, badSizes[k], 0, 0, false, ids, 16, &count), SAT_ERR_BAD_SIZE, 0);
	BAD(addTiles(w, kSmallMap, 3, 2, 1, NAN, 0, false, ids, 16, &count), SAT_ERR_NOT_FINITE, 0);
	BAD(addTiles(w, kSmallMap, 3, 2, 1, 0, INFINITY, true, ids, 16, &count), SAT_ERR_NOT_FINITE, 0);
	BAD(addTiles(w, kSmallMap, 3, 2, 1, 2e18f, 0, false, ids, 16, &count), SAT_ERR_OUT_OF_RANGE, 0);
	BAD(addTiles(w, kSmallMap, 3, 2, 1e17f, 9e17f, 0, false, ids, 16, &count), SAT_ERR_OUT_OF_RANGE, 0); // far corner
	BAD(addTiles(w, kSmallMap, 3, 2, 3e38f, 0, 0, false, ids, 16, &count), SAT_ERR_OUT_OF_RANGE,
		0); // infinite in float
	BAD(addTiles(w, kSmallMap, 3, 2, 1.5e18f, 0, -9e17f, false, ids, 16, &count), SAT_ERR_OUT_OF_RANGE, 0);
	// A tile 1.5e18 wide has its corners in range but a size beyond it.
	BAD(addTiles(w, kSmallMap, 1, 1, 1.5e18f, -9e17f, -9e17f, false, ids, 16, &count), SAT_ERR_OUT_OF_RANGE, 0);
	// Float at 1e7 steps by 1: tiles of 0.25 there have no width, and the half line of row 1 for tiles of 1
	// (10000001.5) rounds to the even 10000002, its top line, so its gentle slopes would lose a corner; its solid
	// row 0 alone is fine.
	BAD(addTiles(w, kSmallMap, 3, 2, 0.25f, 1e7f, 0, false, ids, 16, &count), SAT_ERR_BAD_SIZE, 0);
	BAD(addTiles(w, kSmallMap, 3, 2, 1.0f, 0, 1e7f, false, ids, 16, &count), SAT_ERR_BAD_SIZE, 0);
#undef BAD
	CHECK_MSG(n >= 25, "%d bad calls", n);
	int solids = -1;
	CHECK_INT(addTiles(w, kSmallMap, 3, 1, 1.0f, 0, 1e7f, false, ids, 16, &solids), SAT_OK); // the solid row alone
	CHECK_INT(solids, 3);

	satWorld* twin = twoBodyWorld();
	int twinIds[16], twinCount = -1;
	CHECK_INT(addTiles(twin, kSmallMap, 3, 1, 1.0f, 0, 1e7f, false, twinIds, 16, &twinCount), SAT_OK);
	CHECK_INT(addTiles(w, kSmallMap, 3, 2, 1.0f, 0.0f, 0.0f, true, ids, 16, &count), SAT_OK);
	CHECK_INT(addTiles(twin, kSmallMap, 3, 2, 1.0f, 0.0f, 0.0f, true, twinIds, 16, &twinCount), SAT_OK);
	CHECK_INT(count, 3);
	CHECK_INT(twinCount, 3);
	for (int i = 0; i < 3; ++i) CHECK_INT(ids[i], twinIds[i]);
	CHECK_INT(ids[0], 5);
	free(fake);
	satDestroyWorld(w);
	satDestroyWorld(twin);
}

// Allocation k of the call fails, for every k it makes: SAT_ERR_OUT_OF_MEMORY, the bodies added so far removed, the
// ids written set to -1; the world works on, and the same call made again adds the map. (A failure the world does
// without, such as growing its table of shared shapes, may also leave the call a success.)
static void caseOutOfMemory(void)
{
	int cells[6 * 3];
	for (int k = 0; k < 6 * 3; ++k) cells[k] = k < 6 ? 1 : k % 3 == 0 ? 2 : k % 3 == 1 ? 4 : 5;
	int failures = 0;
	for (int merge = 0; merge < 2; ++merge) {
		for (long k = 1;; ++k) {
			satWorld* w = twoBodyWorld();
			int ids[32], count = -1;
			for (int i = 0; i < 32; ++i) ids[i] = -7;
			testFailAllocation(k);
			satError e = addTiles(w, cells, 6, 3, 1.0f, 0, 0, merge, ids, 32, &count);
			bool failed = testAllocationFailed();
			testFailAllocation(0);
			int want = merge ? 13 : 18;
			if (e == SAT_OK) { // past the call's last allocation, or one the world does without (a shared shape)
				CHECK_INT(count, want);
				CHECK_INT(satWorld_GetBodyCount(w), 2 + want);
				satDestroyWorld(w);
				if (!failed) break;
				continue;
			}
			if (!failed) { // an error without a failed allocation
				CHECK_MSG(false, "error %d with no allocation failing", e);
				satDestroyWorld(w);
				break;
			}
			++failures;
			CHECK_MSG(e == SAT_ERR_OUT_OF_MEMORY && count == 0 && satWorld_GetBodyCount(w) == 2,
				"allocation %ld: error %d, count %d, %d bodies", k, e, count, satWorld_GetBodyCount(w));
			for (int i = 0; i < 32; ++i)
				CHECK_MSG(ids[i] == -1 || ids[i] == -7, "allocation %ld: ids[%d] %d", k, i, ids[i]);
			int pairs = -1;
			CHECK_INT(satWorld_Collide(w, &pairs), SAT_OK);
			CHECK_INT(pairs, 0);
			CHECK_INT(addTiles(w, cells, 6, 3, 1.0f, 0, 0, merge, ids, 32, &count), SAT_OK);
			CHECK_INT(count, want);
			CHECK_INT(satWorld_GetBodyCount(w), 2 + want);
			int hits[4], n = -1;
			CHECK_INT(satWorld_QueryPoint(w, (satVec2){ 0.9f, 0.1f }, hits, 4, &n), SAT_OK);
			CHECK_MSG(n == 1 && hits[0] == ids[0], "allocation %ld: the map is not there (%d hits)", k, n);
			satDestroyWorld(w);
		}
	}
	CHECK_MSG(failures > 20, "only %d allocations were made to fail", failures);
}

// ---- merged and unmerged maps ----

// A random level: in each row, runs of solid cells between gaps (the upper rows sparser), with slopes sprinkled:
// 45-degree cells and gentle pairs (low and high side by side in the order their direction needs).
static void randomMap(Prng* rng, int columns, int rows, int* cells)
{
	for (int r = 0; r < rows; ++r) {
		int* row = cells + r * columns;
		for (int c = 0; c < columns;) {
			int solid = r == 0 ? prngInt(rng, 1, 8) : prngInt(rng, 1, 4),
				gap = r == 0 ? prngInt(rng, 0, 2) : prngInt(rng, 1, 6);
			for (; solid > 0 && c < columns; --solid) row[c++] = SAT_TILE_SOLID;
			for (; gap > 0 && c < columns; --gap) row[c++] = SAT_TILE_EMPTY;
		}
		for (int k = 0; k < columns / 5; ++k) {
			int at = prngInt(rng, 0, columns - 2);
			switch (prngInt(rng, 0, 3)) {
			case 0:
				row[at] = SAT_TILE_SLOPE_UP_RIGHT;
				break;
			case 1:
				row[at] = SAT_TILE_SLOPE_UP_LEFT;
				break;
			case 2:
				row[at] = SAT_TILE_GENTLE_UP_RIGHT_LOW;
				row[at + 1] = SAT_TILE_GENTLE_UP_RIGHT_HIGH;
				break;
			default:
				row[at] = SAT_TILE_GENTLE_UP_LEFT_HIGH;
				row[at + 1] = SAT_TILE_GENTLE_UP_LEFT_LOW;
				break;
			}
		}
	}
}

// The merged body each non-empty cell belongs to, numbered in row-major order: a solid cell continues its left
// neighbour's run when that is solid too. Returns the number of merged bodies.
static int piecesOf(const int* cells, int columns, int rows, int* piece)
{
	int n = 0;
	for (int k = 0; k < columns * rows; ++k) {
		if (cells[k] == SAT_TILE_EMPTY) {
			piece[k] = -1;
			continue;
		}
		bool continues = cells[k] == SAT_TILE_SOLID && k % columns > 0 && cells[k - 1] == SAT_TILE_SOLID;
		piece[k] = continues ? n - 1 : n++;
	}
	return n;
}

// The top of a cell's shape at u across it (in tile units, from sat.h's table).
static double cellTop(int value, double u)
{
	switch (value) {
	case SAT_TILE_SOLID:
		return 1.0;
	case SAT_TILE_SLOPE_UP_RIGHT:
		return u;
	case SAT_TILE_SLOPE_UP_LEFT:
		return 1.0 - u;
	case SAT_TILE_GENTLE_UP_RIGHT_LOW:
		return 0.5 * u;
	case SAT_TILE_GENTLE_UP_RIGHT_HIGH:
		return 0.5 + 0.5 * u;
	case SAT_TILE_GENTLE_UP_LEFT_LOW:
		return 0.5 * (1.0 - u);
	case SAT_TILE_GENTLE_UP_LEFT_HIGH:
		return 0.5 + 0.5 * (1.0 - u);
	default:
		return -1.0;
	}
}

// Two worlds with the same map, unmerged [0] and merged [1], and which merged body each body of either is part of.
typedef struct TwinMaps {
	satWorld* world[2];
	int columns, rows, count[2], pieces;
	float size, x, y;
	int cells[MAX_CELLS], pieceOfCell[MAX_CELLS];
	int pieceOfId[2][MAX_CELLS]; ///< the ids are 0, 1, ... on fresh worlds
	/// Every difference of two grid lines along a row or a column is a float: each body's corners are then its grid
	/// lines exactly (sat.h), merged or not, and the worlds agree on them too.
	bool exactGrid;
} TwinMaps;

static void twinsBuild(TwinMaps* t, const int* cells, int columns, int rows, float size, float x, float y)
{
	t->columns = columns;
	t->rows = rows;
	t->size = size;
	t->x = x;
	t->y = y;
	memcpy(t->cells, cells, sizeof(int) * (size_t)(columns * rows));
	t->pieces = piecesOf(cells, columns, rows, t->pieceOfCell);
	t->exactGrid = true;
	for (int axis = 0; axis < 2; ++axis) {
		int lines = axis == 0 ? columns : rows;
		double origin = axis == 0 ? x : y;
		for (int i = 0; i <= lines; ++i) {
			for (int j = i + 1; j <= lines; ++j) {
				double a = (float)(origin + i * (double)size), b = (float)(origin + j * (double)size);
				t->exactGrid &= (double)(float)(b - a) == b - a;
			}
			double a = (float)(origin + i * (double)size), half = (float)(origin + (i + 0.5) * (double)size);
			t->exactGrid &= axis == 0 || i == lines || (double)(float)(half - a) == half - a; // the half lines
		}
	}
	int nonEmpty = 0;
	for (int k = 0; k < columns * rows; ++k) nonEmpty += cells[k] != SAT_TILE_EMPTY;
	for (int m = 0; m < 2; ++m) {
		t->world[m] = newWorld();
		int ids[MAX_CELLS];
		CHECK_INT(
			addTiles(t->world[m], cells, columns, rows, size, x, y, m == 1, ids, MAX_CELLS, &t->count[m]), SAT_OK);
		CHECK_INT(t->count[m], m == 0 ? nonEmpty : t->pieces);
		for (int i = 0; i < t->count[m]; ++i) CHECK_INT(ids[i], i);
	}
	for (int k = 0, i = 0; k < columns * rows; ++k) {
		if (cells[k] == SAT_TILE_EMPTY) continue;
		t->pieceOfId[0][i++] = t->pieceOfCell[k];
		t->pieceOfId[1][t->pieceOfCell[k]] = t->pieceOfCell[k];
	}
}

static void twinsFree(TwinMaps* t)
{
	satDestroyWorld(t->world[0]);
	satDestroyWorld(t->world[1]);
}

// A set of merged bodies.
typedef struct PieceSet {
	uint64_t bits[MAX_CELLS / 64];
} PieceSet;

static bool pieceSetEmpty(const PieceSet* s)
{
	for (int k = 0; k < MAX_CELLS / 64; ++k)
		if (s->bits[k] != 0) return false;
	return true;
}

static bool pieceSetsEqual(const PieceSet* a, const PieceSet* b) { return memcmp(a, b, sizeof *a) == 0; }

// The merged bodies among the ids a query returned in world m (tiles only: a body added after the map has a larger id).
static PieceSet piecesHit(const TwinMaps* t, int m, const int* ids, int n)
{
	PieceSet set = { { 0 } };
	for (int i = 0; i < n; ++i) {
		if (ids[i] >= t->count[m]) continue;
		int p = t->pieceOfId[m][ids[i]];
		set.bits[p / 64] |= (uint64_t)1 << (p % 64);
	}
	return set;
}

// Whether a point is in the map by the cells' model: 1 inside, 0 outside, -1 within `margin` tiles of an outline.
static int modelHolds(const TwinMaps* t, double px, double py, double margin)
{
	double gx = (px - t->x) / t->size, gy = (py - t->y) / t->size;
	if (gx < -margin || gy < -margin || gx > t->columns + margin || gy > t->rows + margin) return 0;
	double fx = floor(gx), fy = floor(gy), u = gx - fx, v = gy - fy;
	if (u < margin || u > 1 - margin || v < margin || v > 1 - margin) return -1; // near a grid line
	int col = (int)fx, row = (int)fy;
	if (col < 0 || row < 0 || col >= t->columns || row >= t->rows) return 0;
	double top = cellTop(t->cells[row * t->columns + col], u);
	if (fabs(v - top) < 2 * margin) return -1; // near a slope's surface
	return v < top;
}

// A random map of up to 8 x 4 cells... 24 x 5, at a tile size and origin from a list (integer and not).
static void randomTwins(Prng* rng, TwinMaps* t)
{
	static const float sizes[5] = { 1.0f, 0.5f, 16.0f, 0.3f, 2.5f };
	static const float origins[5][2] = { { 0, 0 }, { -7.3f, 4.1f }, { 1000, -250 }, { -3, -3 }, { 0.1f, 0.7f } };
	int columns = prngInt(rng, 8, 24), rows = prngInt(rng, 1, 5), cells[MAX_CELLS];
	randomMap(rng, columns, rows, cells);
	int s = prngInt(rng, 0, 4), o = prngInt(rng, 0, 4);
	twinsBuild(t, cells, columns, rows, sizes[s], origins[o][0], origins[o][1]);
}

// The same region: at random points (and on grid lines and half lines where the grid is exact), both worlds find the
// same merged bodies, and away from the outlines "inside some tile" is the model's answer.
static void caseMergeSameRegion(void)
{
	int points = 0, decided = 0, differ = 0, wrong = 0, exact = 0;
	for (int map = 0; map < 60; ++map) {
		Prng rng = prngSeed(0x711E5000u + (uint64_t)map);
		TwinMaps t;
		randomTwins(&rng, &t);
		exact += t.exactGrid;
		for (int k = 0; k < 400; ++k) {
			double gx = prngRange(&rng, -0.5, t.columns + 0.5), gy = prngRange(&rng, -0.5, t.rows + 0.5);
			if (t.exactGrid && k % 4 == 0) gx = floor(gx); // on a vertical grid line: the tiles' float there
			if (t.exactGrid && k % 4 == 1) gy = floor(gy) + (k % 8 == 1 ? 0.5 : 0.0); // on a row's line or half line
			float px = (float)(t.x + gx * t.size), py = (float)(t.y + gy * t.size);
			PieceSet set[2];
			for (int m = 0; m < 2; ++m) {
				int ids[16], n = -1;
				CHECK_INT(satWorld_QueryPoint(t.world[m], (satVec2){ px, py }, ids, 16, &n), SAT_OK);
				set[m] = piecesHit(&t, m, ids, n < 16 ? n : 16);
			}
			++points;
			if (!pieceSetsEqual(&set[0], &set[1]) && differ++ == 0)
				CHECK_MSG(false, "map %d, point (%.9g, %.9g): the worlds found other merged bodies", map, (double)px,
					(double)py);
			int model = modelHolds(&t, px, py, 1e-4);
			if (model < 0) continue;
			++decided;
			bool in[2] = { !pieceSetEmpty(&set[0]), !pieceSetEmpty(&set[1]) };
			if ((in[0] != (model == 1) || in[1] != (model == 1)) && wrong++ == 0)
				CHECK_MSG(false, "map %d, point (%.9g, %.9g), cell (%.3f, %.3f): the model says %d, the worlds %d %d",
					map, (double)px, (double)py, (px - t.x) / t.size, (py - t.y) / t.size, model, in[0], in[1]);
		}
		twinsFree(&t);
	}
	CHECK_MSG(differ == 0 && wrong == 0, "%d of %d points found other bodies merged; %d of %d disagree with the model",
		differ, points, wrong, decided);
	CHECK_MSG(decided > points / 2, "only %d of %d points were away from the outlines", decided, points);
	CHECK_MSG(exact > 20 && exact < 60, "%d of 60 maps had exact grids", exact);
}

// Rays: both worlds find the same first hit (fraction within round-off, the same merged body), for rays from above the
// map down into it, across it, and from inside.
static void caseMergeSameRays(void)
{
	int rays = 0, hits = 0, differ = 0;
	for (int map = 0; map < 60; ++map) {
		Prng rng = prngSeed(0x5A75000u + (uint64_t)map);
		TwinMaps t;
		randomTwins(&rng, &t);
		for (int k = 0; k < 200; ++k) {
			double x0 = prngRange(&rng, -1, t.columns + 1), y0 = k % 3 == 0 ? prngRange(&rng, 0, t.rows) : t.rows + 1.0;
			double x1 = prngRange(&rng, -1, t.columns + 1), y1 = prngRange(&rng, -1, t.rows);
			satVec2 p0 = { (float)(t.x + x0 * t.size), (float)(t.y + y0 * t.size) };
			satVec2 p1 = { (float)(t.x + x1 * t.size), (float)(t.y + y1 * t.size) };
			satWorldRayHit r[2];
			int piece[2];
			for (int m = 0; m < 2; ++m) {
				CHECK_INT(satWorld_RayCast(t.world[m], p0, p1, ~0u, &r[m]), SAT_OK);
				piece[m] = r[m].hit ? t.pieceOfId[m][r[m].id] : -1;
			}
			++rays;
			hits += r[1].hit;
			bool same = r[0].hit == r[1].hit && piece[0] == piece[1] && fabsf(r[0].fraction - r[1].fraction) <= 1e-5f &&
				fabsf(r[0].normal.x - r[1].normal.x) <= 1e-5f && fabsf(r[0].normal.y - r[1].normal.y) <= 1e-5f;
			if (!same && differ++ < 3)
				CHECK_MSG(false,
					"map %d, ray (%.9g, %.9g) -> (%.9g, %.9g): unmerged hit %d piece %d at %.9g normal (%g, %g), "
					"merged hit %d piece %d at %.9g normal (%g, %g)",
					map, (double)p0.x, (double)p0.y, (double)p1.x, (double)p1.y, (int)r[0].hit, piece[0],
					(double)r[0].fraction, (double)r[0].normal.x, (double)r[0].normal.y, (int)r[1].hit, piece[1],
					(double)r[1].fraction, (double)r[1].normal.x, (double)r[1].normal.y);
		}
		twinsFree(&t);
	}
	CHECK_MSG(differ == 0, "%d of %d rays hit otherwise merged", differ, rays);
	CHECK_MSG(hits > rays / 2 && hits < rays, "%d of %d rays hit", hits, rays);
}

// Box queries: both worlds return the same merged bodies, for random boxes (thin and flat ones too) and, where the
// grid is exact, boxes whose sides lie on grid lines.
static void caseMergeSameBoxQueries(void)
{
	int boxes = 0, differ = 0, nonEmpty = 0;
	for (int map = 0; map < 60; ++map) {
		Prng rng = prngSeed(0xB0C5000u + (uint64_t)map);
		TwinMaps t;
		randomTwins(&rng, &t);
		for (int k = 0; k < 200; ++k) {
			double x0 = prngRange(&rng, -1, t.columns + 1), y0 = prngRange(&rng, -1, t.rows + 1);
			double w = k % 5 == 0 ? 0.0 : prngRange(&rng, 0, 3), h = k % 7 == 0 ? 0.0 : prngRange(&rng, 0, 2);
			if (t.exactGrid && k % 3 == 0) x0 = floor(x0), y0 = floor(y0), w = floor(w); // sides on grid lines
			satAABB box = { (float)(t.x + x0 * t.size), (float)(t.y + y0 * t.size), (float)(t.x + (x0 + w) * t.size),
				(float)(t.y + (y0 + h) * t.size) };
			PieceSet set[2];
			for (int m = 0; m < 2; ++m) {
				int ids[MAX_CELLS], n = -1;
				CHECK_INT(satWorld_QueryAABB(t.world[m], box, ids, MAX_CELLS, &n), SAT_OK);
				set[m] = piecesHit(&t, m, ids, n);
			}
			++boxes;
			nonEmpty += !pieceSetEmpty(&set[1]);
			if (!pieceSetsEqual(&set[0], &set[1]) && differ++ == 0)
				CHECK_MSG(false, "map %d, box (%.9g, %.9g)-(%.9g, %.9g): the worlds found other merged bodies", map,
					(double)box.minX, (double)box.minY, (double)box.maxX, (double)box.maxY);
		}
		twinsFree(&t);
	}
	CHECK_MSG(differ == 0, "%d of %d boxes found other bodies merged", differ, boxes);
	CHECK_MSG(nonEmpty > boxes / 3 && nonEmpty < boxes, "%d of %d boxes found something", nonEmpty, boxes);
}

// A body pressed into a floor one tile thick (sat.h: where tiles stand on part of a run, the seam rule sees the
// run's top as one exposed edge): an unrotated box, a circle or an upright capsule, let down from above at x until
// it touches, then pressed in by `depth` tiles. Its id in each world; false (and not added) over a gap.
static bool pressIntoFloor(TwinMaps* t, const satShape* shape, float x, double depth, int ids[2])
{
	for (int m = 0; m < 2; ++m) CHECK_INT(satWorld_AddBody(t->world[m], shape, x, t->y, 0, &ids[m]), SAT_OK);
	int n = 0;
	CHECK_INT(satWorld_Collide(t->world[1], &n), SAT_OK);
	if (n == 0) { // centred on the floor's bottom line and touching nothing
		for (int m = 0; m < 2; ++m) satWorld_RemoveBody(t->world[m], ids[m]);
		return false;
	}
	double above = t->y + 4 * t->size, below = t->y; // touching at below, not above
	for (int it = 0; it < 60; ++it) {
		double mid = 0.5 * (above + below);
		satWorld_SetTransform(t->world[1], ids[1], x, (float)mid, 0);
		satWorld_Collide(t->world[1], &n);
		if (n > 0)
			below = mid;
		else
			above = mid;
	}
	float y = (float)(above - depth * t->size);
	for (int m = 0; m < 2; ++m) CHECK_INT(satWorld_SetTransform(t->world[m], ids[m], x, y, 0), SAT_OK);
	return true;
}

static satShape* randomMover(Prng* rng, float size)
{
	satShape* s = NULL;
	double a = size * prngRange(rng, 0.2, 1.6), b = size * prngRange(rng, 0.2, 1.2);
	switch (prngInt(rng, 0, 2)) {
	case 0:
		CHECK_INT(satCreateBox((float)a, (float)b, &s), SAT_OK);
		break;
	case 1:
		CHECK_INT(satCreateCircle((float)(0.5 * a), &s), SAT_OK);
		break;
	default:
		CHECK_INT(satCreateCapsule(0, (float)(-0.5 * b), 0, (float)(0.5 * b), (float)(0.3 * a), &s), SAT_OK);
	}
	return s;
}

// A floor one tile thick with slopes: its merged and unmerged worlds.
static void randomFloor(Prng* rng, TwinMaps* t)
{
	static const float sizes[3] = { 1.0f, 0.5f, 2.5f };
	int columns = prngInt(rng, 10, 30), cells[MAX_CELLS];
	randomMap(rng, columns, 1, cells);
	twinsBuild(
		t, cells, columns, 1, sizes[prngInt(rng, 0, 2)], (float)prngRange(rng, -20, 20), (float)prngRange(rng, -5, 5));
}

// What each world's pairs push the body by, per merged body: push[m][p] (zero when no pair), and how many tiles of
// merged body p push it in the unmerged world.
typedef struct Pushes {
	satVec2 push[2][MAX_CELLS];
	bool touches[2][MAX_CELLS];
	int pushing[MAX_CELLS];
} Pushes;

static void pushesOf(const TwinMaps* t, const int ids[2], Pushes* out)
{
	memset(out, 0, sizeof *out);
	for (int m = 0; m < 2; ++m) {
		int n = 0;
		CHECK_INT(satWorld_Collide(t->world[m], &n), SAT_OK);
		for (int k = 0; k < n; ++k) {
			int a = satWorld_GetPairA(t->world[m])[k], b = satWorld_GetPairB(t->world[m])[k];
			CHECK_MSG(b == ids[m] && a < t->count[m], "pair %d-%d: not the body and a tile", a, b);
			if (b != ids[m] || a >= t->count[m]) continue;
			int p = t->pieceOfId[m][a];
			satVec2 v = { -satWorld_GetPairMtvX(t->world[m])[k], -satWorld_GetPairMtvY(t->world[m])[k] }; // on b
			out->touches[m][p] = true;
			if (v.x == 0.0f && v.y == 0.0f) continue;
			if (m == 0) ++out->pushing[p];
			CHECK_MSG(m == 1 || out->pushing[p] == 1 ||
					(fabsf(v.x - out->push[0][p].x) <= 1e-5f * t->size &&
						fabsf(v.y - out->push[0][p].y) <= 1e-5f * t->size),
				"two tiles of piece %d push by (%.9g, %.9g) and (%.9g, %.9g)", p, (double)v.x, (double)v.y,
				(double)out->push[0][p].x, (double)out->push[0][p].y);
			out->push[m][p] = v;
		}
	}
}

// Bodies pressed into a floor: the pieces they touch are the same in both worlds, and every tile of a run that
// pushes pushes as the run does (the same MTV within round-off).
static void caseMergeFloorPushes(void)
{
	int bodies = 0, differ = 0, seams = 0;
	for (int map = 0; map < 40; ++map) {
		Prng rng = prngSeed(0xF100A000u + (uint64_t)map);
		TwinMaps t;
		randomFloor(&rng, &t);
		for (int k = 0; k < 30; ++k) {
			satShape* s = randomMover(&rng, t.size);
			float x = (float)(t.x + prngRange(&rng, 0.5, t.columns - 0.5) * t.size);
			int ids[2];
			if (!pressIntoFloor(&t, s, x, prngRange(&rng, 0, 0.1), ids)) {
				satDestroyShape(s);
				continue;
			}
			Pushes p;
			pushesOf(&t, ids, &p);
			bool same = true;
			for (int q = 0; q < t.pieces; ++q) {
				same &= p.touches[0][q] == p.touches[1][q];
				same &= fabsf(p.push[0][q].x - p.push[1][q].x) <= 1e-5f * t.size &&
					fabsf(p.push[0][q].y - p.push[1][q].y) <= 1e-5f * t.size;
				seams += p.pushing[q] > 1;
			}
			++bodies;
			if (!same && differ++ < 3)
				CHECK_MSG(
					false, "map %d body %d at x %.9g: the pieces touched or their pushes differ", map, k, (double)x);
			for (int m = 0; m < 2; ++m) satWorld_RemoveBody(t.world[m], ids[m]);
			satDestroyShape(s);
		}
		twinsFree(&t);
	}
	CHECK_MSG(differ == 0, "%d of %d bodies met their floor differently merged", differ, bodies);
	CHECK_MSG(seams > bodies / 10, "only %d bodies pressed into two tiles of a run", seams);
}

// satWorld_Separate: a body that two or more tiles of a run push moves further unmerged, by the sum (sat.h); one
// that each run pushes through one tile at most ends where it ends merged.
static void caseMergeSeparate(void)
{
	int same = 0, summed = 0, bad = 0;
	for (int map = 0; map < 40; ++map) {
		Prng rng = prngSeed(0x5E9A000u + (uint64_t)map);
		TwinMaps t;
		randomFloor(&rng, &t);
		for (int k = 0; k < 30; ++k) {
			satShape* s = randomMover(&rng, t.size);
			float x = (float)(t.x + prngRange(&rng, 0.5, t.columns - 0.5) * t.size);
			int ids[2];
			if (!pressIntoFloor(&t, s, x, prngRange(&rng, 0.01, 0.1), ids)) {
				satDestroyShape(s);
				continue;
			}
			Pushes p;
			pushesOf(&t, ids, &p);
			satVec2 extra = { 0, 0 }; // what the unmerged world adds: the pushes of a run's second, third... tiles
			for (int q = 0; q < t.pieces; ++q) {
				extra.x += (p.pushing[q] > 1 ? p.pushing[q] - 1 : 0) * p.push[1][q].x;
				extra.y += (p.pushing[q] > 1 ? p.pushing[q] - 1 : 0) * p.push[1][q].y;
			}
			satTransform before, after[2];
			satWorld_GetTransform(t.world[1], ids[1], &before);
			for (int m = 0; m < 2; ++m) {
				CHECK_INT(satWorld_Separate(t.world[m], 1), SAT_OK);
				satWorld_GetTransform(t.world[m], ids[m], &after[m]);
			}
			bool sums = extra.x != 0.0f || extra.y != 0.0f;
			double dx = after[0].x - (after[1].x + extra.x), dy = after[0].y - (after[1].y + extra.y);
			bool ok = fabs(dx) <= 1e-4 * t.size && fabs(dy) <= 1e-4 * t.size;
			if (!ok && bad++ < 3)
				CHECK_MSG(false,
					"map %d body %d from (%.7g, %.7g): unmerged to (%.7g, %.7g), merged to (%.7g, %.7g), extra (%.7g, "
					"%.7g)",
					map, k, (double)before.x, (double)before.y, (double)after[0].x, (double)after[0].y,
					(double)after[1].x, (double)after[1].y, (double)extra.x, (double)extra.y);
			same += ok && !sums;
			summed += ok && sums;
			if (!sums) { // and to the end: four more iterations
				for (int m = 0; m < 2; ++m) {
					CHECK_INT(satWorld_Separate(t.world[m], 4), SAT_OK);
					satWorld_GetTransform(t.world[m], ids[m], &after[m]);
				}
				CHECK_MSG(fabsf(after[0].x - after[1].x) <= 1e-4f * t.size &&
						fabsf(after[0].y - after[1].y) <= 1e-4f * t.size,
					"map %d body %d: after separate unmerged (%.7g, %.7g), merged (%.7g, %.7g)", map, k,
					(double)after[0].x, (double)after[0].y, (double)after[1].x, (double)after[1].y);
			}
			for (int m = 0; m < 2; ++m) satWorld_RemoveBody(t.world[m], ids[m]);
			satDestroyShape(s);
		}
		twinsFree(&t);
	}
	CHECK_MSG(bad == 0, "%d bodies moved otherwise than their pushes say", bad);
	CHECK_MSG(
		same > 200 && summed > 100, "%d bodies ended alike, %d were pushed by several tiles of a run", same, summed);
}

// A circle walked along a level (flat, a 45-degree slope up onto a ledge, a gentle slope down, flat) with
// satWorld_Separate, merged and unmerged: the same path along x, frame by frame; the merged walker stays on the
// surface, the unmerged one is lifted at seams by at most the frame's press (its two tiles push, sat.h).
static void caseMergeWalk(void)
{
	enum {
		C = 30
	};
	int cells[2 * C] = { 0 };
	for (int c = 0; c < C; ++c) cells[c] = SAT_TILE_SOLID;
	cells[C + 10] = SAT_TILE_SLOPE_UP_RIGHT;
	for (int c = 11; c < 19; ++c) cells[C + c] = SAT_TILE_SOLID;
	cells[C + 19] = SAT_TILE_GENTLE_UP_LEFT_HIGH;
	cells[C + 20] = SAT_TILE_GENTLE_UP_LEFT_LOW;
	for (int kind = 0; kind < 2; ++kind) {
		TwinMaps t;
		twinsBuild(&t, cells, C, 2, 1.0f, -4.0f, 2.0f);
		CHECK_INT(t.count[1], 5);
		satShape* s = NULL;
		if (kind == 0) CHECK_INT(satCreateCircle(0.3f, &s), SAT_OK);
		if (kind == 1) CHECK_INT(satCreateCapsule(0, -0.1f, 0, 0.1f, 0.3f, &s), SAT_OK);
		float rest = kind == 0 ? 3.3f : 3.4f, press = 0.02f;
		int ids[2];
		for (int m = 0; m < 2; ++m) CHECK_INT(satWorld_AddBody(t.world[m], s, -3.0f, rest, 0, &ids[m]), SAT_OK);
		int apart = 0, lifted = 0, sunk = 0;
		satTransform p[2];
		for (int frame = 0; frame < 500; ++frame) {
			for (int m = 0; m < 2; ++m) {
				satWorld_GetTransform(t.world[m], ids[m], &p[m]);
				CHECK_INT(satWorld_SetTransform(t.world[m], ids[m], p[m].x + 0.05f, p[m].y - press, 0), SAT_OK);
				CHECK_INT(satWorld_Separate(t.world[m], 4), SAT_OK);
				satWorld_GetTransform(t.world[m], ids[m], &p[m]);
			}
			apart += fabsf(p[0].x - p[1].x) > 1e-4f;
			float dy = p[0].y - p[1].y;
			CHECK_MSG(dy >= -1e-4f && dy <= press + 1e-4f, "kind %d frame %d: unmerged at y %.7g, merged %.7g", kind,
				frame, (double)p[0].y, (double)p[1].y);
			lifted += dy > 1e-4f;
			if (p[1].x < 5.5f) sunk += fabsf(p[1].y - rest) > 1e-4f; // the first flat stretch
		}
		CHECK_MSG(apart == 0, "kind %d: the paths part in x in %d frames", kind, apart);
		CHECK_MSG(sunk == 0, "kind %d: the merged walker left the floor's surface in %d frames", kind, sunk);
		CHECK_MSG(lifted > 5, "kind %d: the unmerged walker was lifted at a seam in %d frames", kind, lifted);
		CHECK_MSG(p[1].x > 20.0f && fabsf(p[1].y - rest) < 1e-3f, "kind %d: the walk ended at (%.5g, %.5g)", kind,
			(double)p[1].x, (double)p[1].y);
		satDestroyShape(s);
		twinsFree(&t);
	}
}

const TestCase tilesTests[] = {
	{ "hand-worked", caseHandWorked },
	{ "row-order-and-slopes", caseRowOrderAndSlopes },
	{ "ids-and-counting", caseIdsAndCounting },
	{ "shared-shapes", caseSharedShapes },
	{ "bad-input-changes-nothing", caseBadInputChangesNothing },
	{ "out-of-memory", caseOutOfMemory },
	{ "merge-same-region", caseMergeSameRegion },
	{ "merge-same-box-queries", caseMergeSameBoxQueries },
	{ "merge-same-rays", caseMergeSameRays },
	{ "merge-floor-pushes", caseMergeFloorPushes },
	{ "merge-separate", caseMergeSeparate },
	{ "merge-walk", caseMergeWalk },
};
const int tilesTestCount = (int)(sizeof tilesTests / sizeof tilesTests[0]);
