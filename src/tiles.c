// Tilemaps: a grid of cells added to a world as static bodies, one per cell or one per run of solid cells. Built on
// the world's public calls, one level above the world's files (nothing below calls it).
#include <limits.h>
#include <math.h>

#include "sat_internal.h"

#include "world_internal.h"

// A merged run is cut after this many cells: a box 65536 tiles long is still 15 times taller than the polygon
// constructor's welding distance (1e-6 of its length).
#define SAT_TILE_RUN_MAX 65536

typedef struct satTileGrid {
	const int* cells;
	int columns, rows;
	double x, y, size;
	bool merge;
} satTileGrid;

// One body of the map: the cell (col, row), or a run of span solid cells from it.
typedef struct satTilePiece {
	int value, col, row, span;
} satTilePiece;

// The last shape made for each cell value, with the sizes it was made for: a map's tiles mostly have the same.
typedef struct satTileShapes {
	satShape* shape[SAT_TILE_COUNT];
	float w[SAT_TILE_COUNT], h[SAT_TILE_COUNT], m[SAT_TILE_COUNT];
} satTileShapes;

// Grid line k (k + 0.5 for a half line), rounded once: every tile on it uses this value.
static float satGridLine(double origin, double size, double k) { return (float)(origin + k * size); }

// The piece at or after cell *at in row-major order, with *at moved past it; false when none is left.
static bool satNextPiece(const satTileGrid* g, int* at, satTilePiece* p)
{
	int n = g->columns * g->rows, k = *at;
	while (k < n && g->cells[k] == SAT_TILE_EMPTY) ++k;
	*at = k;
	if (k == n) return false;
	int col = k % g->columns, span = 1;
	if (g->merge && g->cells[k] == SAT_TILE_SOLID)
		while (col + span < g->columns && span < SAT_TILE_RUN_MAX && g->cells[k + span] == SAT_TILE_SOLID) ++span;
	*p = (satTilePiece){ g->cells[k], col, k / g->columns, span };
	*at = k + span;
	return true;
}

// Each cell value's outline, counter-clockwise from the lower-left corner, in half tiles from that corner: 0 the
// cell's left or bottom side, 1 its half line, 2 its right or top side.
typedef struct satTileOutline {
	int count;
	unsigned char corner[4][2];
} satTileOutline;

static const satTileOutline kOutlines[SAT_TILE_COUNT] = {
	[SAT_TILE_SOLID] = { 4, { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } } },
	[SAT_TILE_SLOPE_UP_RIGHT] = { 3, { { 0, 0 }, { 2, 0 }, { 2, 2 } } },
	[SAT_TILE_SLOPE_UP_LEFT] = { 3, { { 0, 0 }, { 2, 0 }, { 0, 2 } } },
	[SAT_TILE_GENTLE_UP_RIGHT_LOW] = { 3, { { 0, 0 }, { 2, 0 }, { 2, 1 } } },
	[SAT_TILE_GENTLE_UP_RIGHT_HIGH] = { 4, { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 1 } } },
	[SAT_TILE_GENTLE_UP_LEFT_LOW] = { 3, { { 0, 0 }, { 2, 0 }, { 0, 1 } } },
	[SAT_TILE_GENTLE_UP_LEFT_HIGH] = { 4, { { 0, 0 }, { 2, 0 }, { 2, 1 }, { 0, 2 } } },
};

// A piece's shape, local to its lower-left corner (*x, *y), made or taken from the cache. Its other corners are
// differences of grid lines, so the world's corners (position + local, exact in double) are the grid lines when the
// differences are floats. Errors: SAT_ERR_BAD_SIZE or SAT_ERR_OUT_OF_RANGE for a tile too thin or too wide for
// float, SAT_ERR_OUT_OF_MEMORY.
static satError satPieceShape(
	const satTileGrid* g, satTilePiece p, satTileShapes* cache, float* x, float* y, satShape** out)
{
	float x0 = satGridLine(g->x, g->size, p.col), x1 = satGridLine(g->x, g->size, (double)p.col + p.span);
	float y0 = satGridLine(g->y, g->size, p.row), y1 = satGridLine(g->y, g->size, p.row + 1.0),
		  ym = satGridLine(g->y, g->size, p.row + 0.5);
	float w = (float)((double)x1 - x0), h = (float)((double)y1 - y0), m = (float)((double)ym - y0);
	*x = x0;
	*y = y0;
	int v = p.value;
	if (cache->shape[v] != NULL && cache->w[v] == w && cache->h[v] == h && cache->m[v] == m) {
		*out = cache->shape[v];
		return SAT_OK;
	}
	const satTileOutline* o = &kOutlines[v];
	const float across[3] = { 0.0f, 0.0f, w }, up[3] = { 0.0f, m, h };
	float xy[8];
	bool half = false;
	for (int i = 0; i < o->count; ++i) {
		xy[2 * i] = across[o->corner[i][0]];
		xy[2 * i + 1] = up[o->corner[i][1]];
		half |= o->corner[i][1] == 1;
	}
	// The half line must lie strictly inside its row, or a gentle slope loses a corner (or gains a wrong shape).
	if (half && !(m > 0.0f && m < h)) return SAT_ERR_BAD_SIZE;
	satShape* s = NULL;
	satError e = satCreatePolygon(xy, 2 * o->count, &s);
	if (e == SAT_ERR_OUT_OF_MEMORY || e == SAT_ERR_OUT_OF_RANGE) return e;
	if (e != SAT_OK) return SAT_ERR_BAD_SIZE; // grid lines that round together: no area, or too thin to keep
	satDestroyShape(cache->shape[v]);
	cache->shape[v] = s;
	cache->w[v] = w;
	cache->h[v] = h;
	cache->m[v] = m;
	*out = s;
	return SAT_OK;
}

// Add every piece, writing their ids; on failure remove the ones added, set the ids written to -1, return the error.
static satError satAddPieces(satWorld* w, const satTileGrid* g, satTileShapes* cache, int* ids)
{
	int added = 0, at = 0;
	satTilePiece p;
	satError e = SAT_OK;
	while (e == SAT_OK && satNextPiece(g, &at, &p)) {
		float x, y;
		satShape* s = NULL;
		e = satPieceShape(g, p, cache, &x, &y, &s);
		if (e == SAT_OK) e = satWorld_AddBody(w, s, x, y, 0.0f, &ids[added]);
		if (e != SAT_OK) break;
		e = satWorld_SetStatic(w, ids[added], true);
		if (e != SAT_OK) satWorld_RemoveBody(w, ids[added]);
		ids[added] = e == SAT_OK ? ids[added] : -1;
		added += e == SAT_OK;
	}
	if (e != SAT_OK) {
		while (added > 0) {
			satWorld_RemoveBody(w, ids[--added]);
			ids[added] = -1;
		}
	}
	return e;
}

satError satWorld_AddTiles(satWorld* world, const int* cells, int columns, int rows, const satTilesDef* def,
	int* outIds, int capacity, int* outCount)
{
	if (outCount != NULL) *outCount = 0;
	satError e = satWorldCheck(world);
	if (e != SAT_OK) return e;
	if (cells == NULL || outCount == NULL || (outIds == NULL && capacity > 0)) return SAT_ERR_NULL;
	if (capacity < 0 || columns < 1 || rows < 1 || columns > INT_MAX / rows) return SAT_ERR_BAD_ARRAY;
	satTilesDef d = def != NULL ? *def : (satTilesDef){ 1.0f, 0.0f, 0.0f, false };
	if (!(d.tileSize > 0.0f) || !isfinite(d.tileSize)) return SAT_ERR_BAD_SIZE;
	e = satCheckValue(d.x);
	if (e == SAT_OK) e = satCheckValue(d.y);
	if (e != SAT_OK) return e;
	satTileGrid g = { cells, columns, rows, d.x, d.y, d.tileSize, d.merge };
	// Grid lines grow with their index: the far corner is the largest.
	if (!(fabsf(satGridLine(g.x, g.size, columns)) <= SAT_MAX_COORDINATE) ||
		!(fabsf(satGridLine(g.y, g.size, rows)) <= SAT_MAX_COORDINATE))
		return SAT_ERR_OUT_OF_RANGE;
	for (int k = 0; k < columns * rows; ++k)
		if (cells[k] < 0 || cells[k] >= SAT_TILE_COUNT) return SAT_ERR_BAD_ARRAY;

	// Count, and make every shape once before anything is added, so that bad sizes change nothing.
	satTileShapes cache = { 0 };
	int count = 0, at = 0;
	satTilePiece p;
	while (e == SAT_OK && satNextPiece(&g, &at, &p)) {
		float x, y;
		satShape* s;
		e = satPieceShape(&g, p, &cache, &x, &y, &s);
		++count;
	}
	if (e == SAT_OK && outIds != NULL && capacity < count) {
		*outCount = count;
		e = SAT_ERR_BAD_ARRAY;
	} else if (e == SAT_OK && outIds != NULL) {
		e = satAddPieces(world, &g, &cache, outIds);
	}
	for (int v = 0; v < SAT_TILE_COUNT; ++v) satDestroyShape(cache.shape[v]);
	if (e == SAT_OK) *outCount = count;
	return e;
}
