// The still grids: bodies that stay where they are (the statics, and moving bodies at rest), listed once by cell
// and rebuilt only when many members changed; members added since wait in a short loose list.
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

bool satReserveBoxes(
	float** minX, float** minY, float** maxX, float** maxY, satGridBody** body, int* capacity, int count)
{
	if (count <= *capacity) return true;
	int cap = *capacity > 0 ? *capacity : 64;
	while (cap < count) cap *= 2;
	float** arrays[4] = { minX, minY, maxX, maxY };
	for (int k = 0; k < 4; ++k) {
		float* p = realloc(*arrays[k], (size_t)cap * sizeof(float));
		if (p == NULL) return false;
		*arrays[k] = p;
	}
	satGridBody* copies = realloc(*body, (size_t)cap * sizeof(satGridBody));
	if (copies == NULL) return false;
	*body = copies;
	*capacity = cap;
	return true;
}

bool satStillReserve(satStillGrid* g, int more)
{
	return satReserveBoxes(&g->looseMinX, &g->looseMinY, &g->looseMaxX, &g->looseMaxY, &g->looseBody, &g->looseCapacity,
		g->looseCount + more + 4);
}

// Loose member k is body (box, record); the 4 entries after the last are empty boxes for the SIMD test.
static void satLooseSet(satStillGrid* g, int k, const satGridBody* body)
{
	g->looseMinX[k] = body->box.minX;
	g->looseMinY[k] = body->box.minY;
	g->looseMaxX[k] = body->box.maxX;
	g->looseMaxY[k] = body->box.maxY;
	g->looseBody[k] = *body;
}

static void satLoosePad(satStillGrid* g)
{
	for (int k = g->looseCount; k < g->looseCount + 4; ++k) {
		g->looseMinX[k] = g->looseMinY[k] = INFINITY;
		g->looseMaxX[k] = g->looseMaxY[k] = -INFINITY;
	}
}

void satStillInsert(const satWorld* w, satStillGrid* g, satBody* b)
{
	satAABB box = satWorldBodyBox(w, b);
	satGridBody body = satGridBodyOf(w, b, &box);
	satLooseSet(g, g->looseCount++, &body);
	satLoosePad(g);
	b->gridAt = SAT_LOOSE;
	g->count++;
	if (g->looseCount - g->looseAfterBuild > 32 + g->count / 64 || g->queryBuilt) g->dirty = true;
}

void satStillErase(satStillGrid* g, satBody* b)
{
	if (b->gridAt >= 0) {
		int k = b->gridAt;
		g->minX[k] = g->minY[k] = INFINITY;
		g->maxX[k] = g->maxY[k] = -INFINITY;
		g->body[k].shape = NULL;
		if (++g->dead > 32 + g->itemCount / 2) g->dirty = true;
	} else if (b->gridAt == SAT_LOOSE) {
		int k = 0;
		while (g->looseBody[k].id != b->id) ++k;
		--g->looseCount;
		satLooseSet(g, k, &g->looseBody[g->looseCount]);
		satLoosePad(g);
		if (k < g->looseAfterBuild) g->looseAfterBuild--; // the rebuild threshold counts members added since
	}
	b->gridAt = -1;
	g->count--;
	g->dirty |= g->queryBuilt;
}

void satFillBoxArrays(float* minX, float* minY, float* maxX, float* maxY, const satGridBody* body, int count)
{
	for (int k = 0; k < count; ++k) { // in order: cheap, where a counting-sort fill writes all over
		minX[k] = body[k].box.minX;
		minY[k] = body[k].box.minY;
		maxX[k] = body[k].box.maxX;
		maxY[k] = body[k].box.maxY;
	}
	for (int k = count; k < count + 4; ++k) {
		minX[k] = minY[k] = INFINITY;
		maxX[k] = maxY[k] = -INFINITY;
	}
}

double satGridCell(double cell, double width, double height, int count, int* gx, int* gy)
{
	double size = cell * (1.0 + 1e-4), cellLimit = 2.0 * count + 16.0; // a margin over the largest box
	if (!(size > 0.0)) size = fmax(fmax(width, height), 1.0);
	if ((width / size + 1.0) * (height / size + 1.0) > cellLimit)
		size = fmax(width, height) / floor(sqrt(cellLimit) - 1.0);
	*gx = (int)(width / size) + 1;
	*gy = (int)(height / size) + 1;
	return size;
}

/*
 * A still grid, built from all its members: each ordinary member is listed once, in the cell of its box's min
 * corner, with cells as large as the largest ordinary member; members far larger than the mean go to the loose
 * list for good. A moving body finds every member it may touch in the rows of cells its box covers, widened by
 * one cell towards the min corner, and each row's cells are one run of items in memory.
 */
bool satStillRebuild(satWorld* w, satStillGrid* g)
{
	bool statics = g == &w->statics; // the statics are found among all slots, resting bodies among the movers
	int n = 0, candidates = statics ? w->slotCount : w->moverCount;
	double extentSum = 0.0;
	for (int k = 0; k < candidates; ++k) {
		int i = statics ? k : w->movers[k];
		satBody* b = &w->bodies[i];
		if (b->shape == NULL || (statics ? !b->isStatic : !b->resting)) continue;
		w->boxes[i] = satWorldBodyBox(w, b);
		w->live[n++] = i;
		extentSum += satExtent(&w->boxes[i]);
	}
	// Room first, so a failed allocation leaves the grid as it was (still dirty, still correct).
	if (!satReserveBoxes(
			&g->looseMinX, &g->looseMinY, &g->looseMaxX, &g->looseMaxY, &g->looseBody, &g->looseCapacity, n + 4))
		return false;
	float largeLimit = n > 0 ? SAT_LARGE_FACTOR * (float)(extentSum / n) : 0.0f, cell = 0.0f;
	float minX = 0.0f, minY = 0.0f, maxX = 0.0f, maxY = 0.0f;
	for (int k = 0, ordinary = 0; k < n; ++k) {
		const satAABB* box = &w->boxes[w->live[k]];
		float ext = satExtent(box);
		if (ext > largeLimit) continue;
		cell = ext > cell ? ext : cell;
		bool first = ordinary++ == 0;
		minX = first ? box->minX : satMinF(minX, box->minX);
		minY = first ? box->minY : satMinF(minY, box->minY);
		maxX = first ? box->maxX : satMaxF(maxX, box->maxX);
		maxY = first ? box->maxY : satMaxF(maxY, box->maxY);
	}
	int gx = 1, gy = 1;
	double size = satGridCell(cell, (double)maxX - minX, (double)maxY - minY, n, &gx, &gy), inverseCell = 1.0 / size;
	int cells = gx * gy;
	if (!satWorldGrow((void**)&g->cellStart, &g->cellCapacity, cells + 1, sizeof(int)) ||
		!satReserveBoxes(&g->minX, &g->minY, &g->maxX, &g->maxY, &g->body, &g->itemCapacity, n + 4))
		return false;
	g->looseCount = 0;
	memset(g->cellStart, 0, (size_t)(cells + 1) * sizeof(int));
	for (int k = 0; k < n; ++k) { // counting sort by min-corner cell; the large go loose
		int i = w->live[k];
		const satAABB* box = &w->boxes[i];
		if (satExtent(box) > largeLimit) {
			satGridBody body = satGridBodyOf(w, &w->bodies[i], box);
			satLooseSet(g, g->looseCount++, &body);
			w->bodies[i].gridAt = SAT_LOOSE;
			w->ranges[i].x1 = 0; // not in the grid
			continue;
		}
		satCellRange r = { satCellCoord(box->minX, minX, inverseCell, gx - 1),
			satCellCoord(box->minY, minY, inverseCell, gy - 1), -1, 0 };
		w->ranges[i] = r;
		g->cellStart[r.y0 * gx + r.x0 + 1]++;
	}
	for (int c = 0; c < cells; ++c) g->cellStart[c + 1] += g->cellStart[c];
	for (int k = 0; k < n; ++k) {
		int i = w->live[k];
		satCellRange r = w->ranges[i];
		if (r.x1 >= 0) continue;
		int at = g->cellStart[r.y0 * gx + r.x0]++;
		g->body[at] = satGridBodyOf(w, &w->bodies[i], &w->boxes[i]);
		w->bodies[i].gridAt = at;
	}
	for (int c = cells; c > 0; --c) g->cellStart[c] = g->cellStart[c - 1];
	g->cellStart[0] = 0;
	g->itemCount = g->cellStart[cells];
	satFillBoxArrays(g->minX, g->minY, g->maxX, g->maxY, g->body, g->itemCount);
	g->originX = minX;
	g->originY = minY;
	g->inverseCell = inverseCell;
	g->cell = size;
	g->boundMaxX = maxX;
	g->boundMaxY = maxY;
	g->gx = gx;
	g->gy = gy;
	g->dead = 0;
	satLoosePad(g);
	g->looseAfterBuild = g->looseCount;
	g->count = n;
	g->dirty = false;
	g->queryBuilt = false;
	return true;
}

bool satWorldStillRefresh(satWorld* w)
{
	satStillGrid* g = &w->statics;
	if (!g->dirty || g->looseCount - g->looseAfterBuild <= 32 + g->count / 64) return true;
	if (!satStillRebuild(w, g)) return false;
	g->queryBuilt = true;
	return true;
}

// Visit the members of a still grid whose boxes touch a box (each once): the loose list, then the grid rows.
void satWorldStillQuery(const satStillGrid* g, const satAABB* box, void (*visit)(void* ctx, int slot), void* ctx)
{
	for (int k = 0; k < g->looseCount; ++k)
		if (g->looseMinX[k] <= box->maxX && box->minX <= g->looseMaxX[k] && g->looseMinY[k] <= box->maxY &&
			box->minY <= g->looseMaxY[k])
			visit(ctx, g->looseBody[k].id & SAT_SLOT_MASK);
	if (g->itemCount == 0 || box->maxX < g->originX || box->maxY < g->originY || box->minX > g->boundMaxX ||
		box->minY > g->boundMaxY)
		return;
	int x0 = satCellCoord((double)box->minX - g->cell, g->originX, g->inverseCell, g->gx - 1);
	int x1 = satCellCoord(box->maxX, g->originX, g->inverseCell, g->gx - 1);
	int y0 = satCellCoord((double)box->minY - g->cell, g->originY, g->inverseCell, g->gy - 1);
	int y1 = satCellCoord(box->maxY, g->originY, g->inverseCell, g->gy - 1);
	for (int cy = y0; cy <= y1; ++cy) {
		int row = cy * g->gx;
		for (int k = g->cellStart[row + x0]; k < g->cellStart[row + x1 + 1]; ++k)
			if (g->body[k].shape != NULL && g->minX[k] <= box->maxX && box->minX <= g->maxX[k] &&
				g->minY[k] <= box->maxY && box->minY <= g->maxY[k])
				visit(ctx, g->body[k].id & SAT_SLOT_MASK);
	}
}
