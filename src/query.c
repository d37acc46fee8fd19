// World queries: the closest body along a segment, the bodies overlapping a box, the bodies containing a point.
// They walk the broad phase as the last step left it: statics and resting bodies in their still grids (loose
// members box by box), and the moving bodies that moved since, whose boxes are computed where they are now.
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sat_internal.h"
#include "sat_math.h"

#include "world_internal.h"

// ---- Exact tests: one function per query kind, so a new shape kind needs one case in each ----

// The vertex hull of a shape (a polygon, or a segment's two ends) overlaps a box given relative to the shape,
// touching included: SAT on the box's axes and each edge's outward direction (the edge vector turned, not its
// rounded unit normal). A segment's two edges are its two sides.
static bool satHullOverlapsBox(const satShape* s, double minX, double minY, double maxX, double maxY)
{
	double loX = INFINITY, loY = INFINITY, hiX = -INFINITY, hiY = -INFINITY;
	for (int i = 0; i < s->count; ++i) {
		loX = fmin(loX, s->rotX[i]);
		hiX = fmax(hiX, s->rotX[i]);
		loY = fmin(loY, s->rotY[i]);
		hiY = fmax(hiY, s->rotY[i]);
	}
	if (loX > maxX || hiX < minX || loY > maxY || hiY < minY) return false;
	for (int i = 0; i < s->count; ++i) {
		int j = i + 1 < s->count ? i + 1 : 0;
		double ax = (double)s->rotY[j] - s->rotY[i], ay = (double)s->rotX[i] - s->rotX[j]; // outward: CCW polygon
		double edge = fmax(ax * s->rotX[i] + ay * s->rotY[i], ax * s->rotX[j] + ay * s->rotY[j]);
		double nearest = (ax > 0.0 ? ax * minX : ax * maxX) + (ay > 0.0 ? ay * minY : ay * maxY);
		if (nearest > edge) return false;
	}
	return true;
}

// A shape at (x, y) overlaps a box, touching included. In double, relative to the shape, so the box's edges stay
// exactly where the caller put them: a circle by the distance from its centre to the box; a polygon or segment
// by SAT (satHullOverlapsBox); a concave shape when one of its parts does; a capsule when its segment meets the box or is within the radius of it (then an
// end of the segment is within the radius of the box, or a corner of the box within the radius of the segment).
static bool satShapeOverlapsBox(const satShape* s, float x, float y, const satAABB* box)
{
	double minX = (double)box->minX - x, minY = (double)box->minY - y;
	double maxX = (double)box->maxX - x, maxY = (double)box->maxY - y;
	if (s->type == SAT_SHAPE_CIRCLE) {
		double cx = fmin(fmax(0.0, minX), maxX), cy = fmin(fmax(0.0, minY), maxY), r = s->radius;
		return cx * cx + cy * cy <= r * r;
	}
	if (s->type == SAT_SHAPE_CONCAVE) { // the union of its parts
		for (int k = 0; k < s->partCount; ++k)
			if (satShapeOverlapsBox(satConcavePart(s, k), x, y, box)) return true;
		return false;
	}
	if (satHullOverlapsBox(s, minX, minY, maxX, maxY)) return true;
	if (s->type != SAT_SHAPE_CAPSULE) return false;
	double rr = (double)s->radius * s->radius, ax = s->rotX[0], ay = s->rotY[0], bx = s->rotX[1], by = s->rotY[1];
	for (int k = 0; k < 2; ++k) { // the segment's ends against the box
		double px = k == 0 ? ax : bx, py = k == 0 ? ay : by;
		double cx = fmin(fmax(px, minX), maxX) - px, cy = fmin(fmax(py, minY), maxY) - py;
		if (cx * cx + cy * cy <= rr) return true;
	}
	double ex = bx - ax, ey = by - ay, ee = ex * ex + ey * ey;
	for (int k = 0; k < 4; ++k) { // the box's corners against the segment
		double px = (k & 1) ? maxX : minX, py = (k & 2) ? maxY : minY;
		double t = ee > 0.0 ? ((px - ax) * ex + (py - ay) * ey) / ee : 0.0;
		t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
		double cx = ax + t * ex - px, cy = ay + t * ey - py;
		if (cx * cx + cy * cy <= rr) return true;
	}
	return false;
}

// A shape at (x, y) contains a point, on the boundary included: the ray cast's point test.
static bool satShapeContainsPoint(const satShape* s, float x, float y, satVec2 point)
{
	return satRayCastAt(s, x, y, point, point).hit;
}

// ---- Cells of a still grid ----

// Cell index of a grid coordinate (in cells from the origin), clamped to [lo, hi] before the conversion.
static int satCellIndex(double u, int lo, int hi)
{
	double f = floor(u);
	return !(f >= lo) ? lo : f > hi ? hi : (int)f;
}

// Items of the cells [x0, x1] x [y0, y1] of a grid (clamped to it): for each row, one run [*begin, *end).
typedef struct satCellRows {
	int x0, x1, y0, y1;
} satCellRows;

static bool satClampRows(const satStillGrid* g, satCellRows* r)
{
	r->x0 = r->x0 < 0 ? 0 : r->x0;
	r->y0 = r->y0 < 0 ? 0 : r->y0;
	r->x1 = r->x1 >= g->gx ? g->gx - 1 : r->x1;
	r->y1 = r->y1 >= g->gy ? g->gy - 1 : r->y1;
	return r->x0 <= r->x1 && r->y0 <= r->y1;
}

// The cells whose lists may hold a member touching a box: those the box covers, widened by one cell towards the
// min corner (members are listed by their min corner, and no member is larger than a cell). False when none.
static bool satBoxRows(const satStillGrid* g, const satAABB* box, satCellRows* r)
{
	if (g->itemCount == 0 || box->maxX < g->originX || box->maxY < g->originY || box->minX > g->boundMaxX ||
		box->minY > g->boundMaxY)
		return false;
	double inv = g->inverseCell;
	*r = (satCellRows){ satCellIndex(((double)box->minX - g->originX) * inv, -1, g->gx) - 1,
		satCellIndex(((double)box->maxX - g->originX) * inv, -1, g->gx),
		satCellIndex(((double)box->minY - g->originY) * inv, -1, g->gy) - 1,
		satCellIndex(((double)box->maxY - g->originY) * inv, -1, g->gy) };
	return satClampRows(g, r);
}

// A member of a still grid that is where its record says: a moving body that moved since the last step is
// still listed in the resting grid until the next step, but is tested with the moving bodies.
static inline bool satStillCurrent(const satWorld* w, const satStillGrid* g, int slot)
{
	return g != &w->resting || !w->bodies[slot].changed;
}

// ---- Box and point queries ----

typedef struct satCollect {
	satWorld* w;
	satAABB box;           ///< the query box (a point query: the point's; a shape query: the shape's)
	bool isPoint;          ///< test containment of (box.minX, box.minY) rather than overlap
	const satShape* shape; ///< a shape query's shape, placed: test overlap with it as satCollide does
	unsigned mask;         ///< a shape query skips bodies whose category shares no bit with it
	int count;             ///< ids found so far, in w->queryIds
	bool outOfRoom;        ///< the id list could not grow
} satCollect;

// A body's shape overlaps the query's shape, as satCollide decides it (both where they are).
static bool satShapeOverlapsShape(satCollect* c, satBody* b)
{
	float angle = b->shape->xf.angle;
	satShapePlace(b->shape, b->x, b->y, angle);
	bool hit = satOverlapShapes(c->shape, b->shape, (satVec2){ 0.0f, 0.0f }, &c->w->scratch).hit;
	satShapePlace(b->shape, 0.0f, 0.0f, angle);
	return hit;
}

static void satCollectBody(satCollect* c, int slot)
{
	satBody* b = &c->w->bodies[slot];
	if (b->shape == NULL || (c->shape != NULL && (b->category & c->mask) == 0)) return;
	bool found = c->shape != NULL ? satShapeOverlapsShape(c, b)
		: c->isPoint              ? satShapeContainsPoint(b->shape, b->x, b->y, (satVec2){ c->box.minX, c->box.minY })
								  : satShapeOverlapsBox(b->shape, b->x, b->y, &c->box);
	if (!found) return;
	if (!satWorldGrow((void**)&c->w->queryIds, &c->w->queryCapacity, c->count + 1, sizeof(int))) {
		c->outOfRoom = true;
		return;
	}
	c->w->queryIds[c->count++] = b->id;
}

static bool satBoxesTouchF(float minX, float minY, float maxX, float maxY, const satAABB* box)
{
	return minX <= box->maxX && box->minX <= maxX && minY <= box->maxY && box->minY <= maxY;
}

static void satCollectStill(satCollect* c, const satStillGrid* g)
{
	const satWorld* w = c->w;
	for (int k = 0; k < g->looseCount; ++k) {
		int slot = g->looseBody[k].id & SAT_SLOT_MASK;
		if (satStillCurrent(w, g, slot) &&
			satBoxesTouchF(g->looseMinX[k], g->looseMinY[k], g->looseMaxX[k], g->looseMaxY[k], &c->box))
			satCollectBody(c, slot);
	}
	satCellRows r;
	if (!satBoxRows(g, &c->box, &r)) return;
	for (int cy = r.y0; cy <= r.y1; ++cy) {
		int row = cy * g->gx;
		for (int k = g->cellStart[row + r.x0]; k < g->cellStart[row + r.x1 + 1]; ++k) {
			if (g->body[k].shape == NULL) continue; // removed since the grid was built
			int slot = g->body[k].id & SAT_SLOT_MASK;
			if (satStillCurrent(w, g, slot) && satBoxesTouchF(g->minX[k], g->minY[k], g->maxX[k], g->maxY[k], &c->box))
				satCollectBody(c, slot);
		}
	}
}

static int satCompareIds(const void* a, const void* b)
{
	int x = *(const int*)a, y = *(const int*)b;
	return (x > y) - (x < y);
}

// Every body the query finds, each once: the members of both still grids that are where their records say,
// then the moving bodies that moved since the last step (or were never in a grid).
static satError satCollectQuery(satCollect* c, int* ids, int capacity, int* outCount)
{
	satWorld* w = c->w;
	satCollectStill(c, &w->statics);
	satCollectStill(c, &w->resting);
	int movers = c->shape == NULL || (satWorldMoverCategories(w) & c->mask) != 0 ? w->moverCount : 0;
	for (int k = 0; k < movers; ++k) {
		const satBody* b = &w->bodies[w->movers[k]];
		if ((b->resting && !b->changed) || (c->shape != NULL && (b->category & c->mask) == 0)) continue;
		satAABB box = satWorldBodyBox(w, b);
		if (satBoxesTouchF(box.minX, box.minY, box.maxX, box.maxY, &c->box)) satCollectBody(c, w->movers[k]);
	}
	if (c->outOfRoom) return SAT_ERR_OUT_OF_MEMORY;
	if (c->count > 1) qsort(w->queryIds, (size_t)c->count, sizeof(int), satCompareIds);
	for (int k = 0; k < c->count && k < capacity; ++k) ids[k] = w->queryIds[k];
	*outCount = c->count;
	return SAT_OK;
}

// The checks the box and point queries share; *outCount is zeroed first.
static satError satCheckCollect(const satWorld* w, const int* ids, int capacity, int* outCount)
{
	if (outCount != NULL) *outCount = 0;
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (outCount == NULL) return SAT_ERR_NULL;
	if (capacity < 0) return SAT_ERR_BAD_ARRAY;
	if (capacity > 0 && ids == NULL) return SAT_ERR_NULL;
	return SAT_OK;
}

satError satWorld_QueryAABB(satWorld* w, satAABB box, int* ids, int capacity, int* outCount)
{
	satError e = satCheckCollect(w, ids, capacity, outCount);
	if (e == SAT_OK) e = satCheckValue(box.minX);
	if (e == SAT_OK) e = satCheckValue(box.minY);
	if (e == SAT_OK) e = satCheckValue(box.maxX);
	if (e == SAT_OK) e = satCheckValue(box.maxY);
	if (e == SAT_OK && (box.minX > box.maxX || box.minY > box.maxY)) e = SAT_ERR_BAD_SIZE;
	if (e != SAT_OK) return e;
	satWorldStillRefresh(w); // out of memory: the statics' loose list is walked instead
	satCollect c = { .w = w, .box = box, .mask = ~0u };
	return satCollectQuery(&c, ids, capacity, outCount);
}

satError satWorld_QueryPoint(satWorld* w, satVec2 point, int* ids, int capacity, int* outCount)
{
	satError e = satCheckCollect(w, ids, capacity, outCount);
	if (e == SAT_OK) e = satCheckValue(point.x);
	if (e == SAT_OK) e = satCheckValue(point.y);
	if (e != SAT_OK) return e;
	satWorldStillRefresh(w);
	satCollect c = { .w = w, .box = { point.x, point.y, point.x, point.y }, .isPoint = true, .mask = ~0u };
	return satCollectQuery(&c, ids, capacity, outCount);
}

// ---- Ray cast ----

typedef struct satRayQuery {
	const satWorld* w;
	satVec2 p0, p1;
	double dx, dy; ///< p1 - p0
	double margin; ///< boxes are widened by the round-off of the segment's coordinates
	unsigned mask;
	double limit; ///< a body whose box the segment enters later than this cannot be closer than the best
	satWorldRayHit best;
} satRayQuery;

// Fraction at which the segment enters a box widened by the margin, or INFINITY if it misses it. Empty boxes
// (+inf min, -inf max) miss: the slabs are taken in the segment's direction.
static double satRayBoxEntry(const satRayQuery* q, float minX, float minY, float maxX, float maxY)
{
	double lo[2] = { (double)minX - q->margin, (double)minY - q->margin };
	double hi[2] = { (double)maxX + q->margin, (double)maxY + q->margin };
	double p[2] = { q->p0.x, q->p0.y }, d[2] = { q->dx, q->dy }, enter = 0.0, exit = 1.0;
	for (int a = 0; a < 2; ++a) {
		if (d[a] == 0.0) {
			if (!(p[a] >= lo[a] && p[a] <= hi[a])) return INFINITY;
			continue;
		}
		double near = ((d[a] > 0.0 ? lo[a] : hi[a]) - p[a]) / d[a], far = ((d[a] > 0.0 ? hi[a] : lo[a]) - p[a]) / d[a];
		enter = near > enter ? near : enter;
		exit = far < exit ? far : exit;
	}
	return enter <= exit ? enter : INFINITY;
}

// Test one body (box first): the closest hit wins, and of equal fractions the lowest id.
static void satRayBody(satRayQuery* q, int slot, float minX, float minY, float maxX, float maxY)
{
	const satBody* b = &q->w->bodies[slot];
	if (b->shape == NULL || b->sensor || (b->category & q->mask) == 0) return; // a ray passes through sensors
	if (satRayBoxEntry(q, minX, minY, maxX, maxY) > q->limit) return;
	satRayHit h = satRayCastAt(b->shape, b->x, b->y, q->p0, q->p1);
	if (!h.hit) return;
	if (q->best.hit && (h.fraction > q->best.fraction || (h.fraction == q->best.fraction && b->id > q->best.id)))
		return;
	q->best = (satWorldRayHit){ true, b->id, h.fraction, h.point, h.normal };
	// Above this a hit rounds to a larger float fraction (two ulps of it), so it can neither win nor tie.
	q->limit = (double)h.fraction * (1.0 + 0x1p-21);
}

// The items of the cells [x0, x1] x [y0, y1] (clamped to the grid).
static void satRayCells(satRayQuery* q, const satStillGrid* g, int x0, int x1, int y0, int y1)
{
	satCellRows r = { x0, x1, y0, y1 };
	if (!satClampRows(g, &r)) return;
	for (int cy = r.y0; cy <= r.y1; ++cy) {
		int row = cy * g->gx;
		for (int k = g->cellStart[row + r.x0]; k < g->cellStart[row + r.x1 + 1]; ++k) {
			if (g->body[k].shape == NULL) continue;
			int slot = g->body[k].id & SAT_SLOT_MASK;
			if (satStillCurrent(q->w, g, slot)) satRayBody(q, slot, g->minX[k], g->minY[k], g->maxX[k], g->maxY[k]);
		}
	}
}

// Clip the fractions [*ta, *tb] to where u0 + t * du lies in [lo, hi]; false when nothing is left.
static bool satClipSlab(double u0, double du, double lo, double hi, double* ta, double* tb)
{
	if (du == 0.0) return u0 >= lo && u0 <= hi;
	double t0 = (lo - u0) / du, t1 = (hi - u0) / du;
	*ta = fmax(*ta, fmin(t0, t1));
	*tb = fmin(*tb, fmax(t0, t1));
	return *ta <= *tb;
}

/*
 * The members of a still grid along the segment, by Amanatides and Woo's voxel traversal ("A Fast Voxel
 * Traversal Algorithm for Ray Tracing", 1987): from the cell where the segment enters the grid, step to the x or
 * y neighbour whose boundary the segment crosses first, until the cell where it leaves. A member touching a cell
 * is listed in it or in its W, S or SW neighbour, so each visited cell stands for the 2 x 2 lists that end at it;
 * the walk is monotone, so a step brings in one new row or column of two lists, and each list is read once. The
 * walk stops at cells entered beyond the closest hit so far. Crossings are computed afresh from the cell
 * indices (no accumulated round-off); members are smaller than a cell by a margin far above the round-off, so
 * a corner cut short by it loses nothing. When the segment's grid coordinates are so large that double cannot
 * place cell boundaries, every list in the segment's bounding box is read instead.
 */
static void satRayStill(satRayQuery* q, const satStillGrid* g)
{
	for (int k = 0; k < g->looseCount; ++k) {
		int slot = g->looseBody[k].id & SAT_SLOT_MASK;
		if (satStillCurrent(q->w, g, slot))
			satRayBody(q, slot, g->looseMinX[k], g->looseMinY[k], g->looseMaxX[k], g->looseMaxY[k]);
	}
	if (g->itemCount == 0) return;
	double inv = g->inverseCell;
	double u0 = ((double)q->p0.x - g->originX) * inv, v0 = ((double)q->p0.y - g->originY) * inv;
	double du = q->dx * inv, dv = q->dy * inv;
	int gx = g->gx, gy = g->gy;
	if (!(fabs(u0) + fabs(du) + fabs(v0) + fabs(dv) < 0x1p31)) {
		satAABB box = { satMinF(q->p0.x, q->p1.x), satMinF(q->p0.y, q->p1.y), satMaxF(q->p0.x, q->p1.x),
			satMaxF(q->p0.y, q->p1.y) };
		satCellRows r;
		if (satBoxRows(g, &box, &r)) satRayCells(q, g, r.x0, r.x1, r.y0, r.y1);
		return;
	}
	// Members lie in cells [0, gx) x [0, gy): the walk runs over [-1, gx] x [-1, gy], whose lists are the grid's.
	double ta = 0.0, tb = 1.0;
	if (!satClipSlab(u0, du, -1.0, gx + 1.0, &ta, &tb) || !satClipSlab(v0, dv, -1.0, gy + 1.0, &ta, &tb)) return;
	int cx = satCellIndex(u0 + ta * du, -1, gx), cy = satCellIndex(v0 + ta * dv, -1, gy);
	int ex = satCellIndex(u0 + tb * du, -1, gx), ey = satCellIndex(v0 + tb * dv, -1, gy);
	int sx = du > 0.0 ? 1 : du < 0.0 ? -1 : 0, sy = dv > 0.0 ? 1 : dv < 0.0 ? -1 : 0;
	double slack = 0x1p-16 / fmax(fabs(du), fabs(dv)); // in fractions: a tiny part of a cell
	satRayCells(q, g, cx - 1, cx, cy - 1, cy);
	for (int steps = 0; (cx != ex || cy != ey) && steps < gx + gy + 8; ++steps) {
		double tx = sx > 0 ? (cx + 1 - u0) / du : sx < 0 ? (cx - u0) / du : INFINITY;
		double ty = sy > 0 ? (cy + 1 - v0) / dv : sy < 0 ? (cy - v0) / dv : INFINITY;
		double t = fmin(tx, ty);
		if (t > tb || t > q->limit + slack) break;
		if (tx <= ty) {
			cx += sx;
			int column = sx > 0 ? cx : cx - 1;
			satRayCells(q, g, column, column, cy - 1, cy);
		} else {
			cy += sy;
			int row = sy > 0 ? cy : cy - 1;
			satRayCells(q, g, cx - 1, cx, row, row);
		}
		if (cx < -1 || cx > gx || cy < -1 || cy > gy) break;
	}
}

satError satWorld_RayCast(satWorld* w, satVec2 p0, satVec2 p1, unsigned mask, satWorldRayHit* out)
{
	if (out != NULL) *out = (satWorldRayHit){ false, -1, 0.0f, { 0.0f, 0.0f }, { 0.0f, 0.0f } };
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	e = satCheckValue(p0.x);
	if (e == SAT_OK) e = satCheckValue(p0.y);
	if (e == SAT_OK) e = satCheckValue(p1.x);
	if (e == SAT_OK) e = satCheckValue(p1.y);
	if (e != SAT_OK) return e;
	satWorldStillRefresh(w);
	satRayQuery q = { w, p0, p1, (double)p1.x - p0.x, (double)p1.y - p0.y, 0.0, mask, 1.0, *out };
	// The ray test works in double relative to each body: its round-off grows with the segment's coordinates.
	q.margin = 0x1p-40 * ((double)fabsf(p0.x) + fabsf(p0.y) + fabsf(p1.x) + fabsf(p1.y));
	// The moving bodies first (the ones that moved, or joined no grid yet), then the grids' walks stop sooner.
	for (int k = 0; k < w->moverCount; ++k) {
		const satBody* b = &w->bodies[w->movers[k]];
		if (b->resting && !b->changed) continue;
		satAABB box = satWorldBodyBox(w, b);
		satRayBody(&q, w->movers[k], box.minX, box.minY, box.maxX, box.maxY);
	}
	satRayStill(&q, &w->statics);
	satRayStill(&q, &w->resting);
	*out = q.best;
	return SAT_OK;
}

// ---- Shape queries: a shape the caller places, against the bodies ----

// The caller's shape copied into the world's scratch and placed at (x, y, angle), so the caller's is untouched;
// NULL when out of memory.
static satShape* satWorldQueryShape(satWorld* w, const satShape* shape, float x, float y, float angle)
{
	size_t bytes = satShapeSize(shape);
	if (bytes > w->queryShapeBytes) {
		satShape* grown = realloc(w->queryShape, bytes);
		if (grown == NULL) return NULL;
		w->queryShape = grown;
		w->queryShapeBytes = bytes;
	}
	memcpy(w->queryShape, shape, bytes);
	satShapeRebind(w->queryShape);
	satShapePlace(w->queryShape, x, y, angle);
	return w->queryShape;
}

// A placed shape's world box, widened by the round-off of its coordinates (as satWorldBodyBox).
static satAABB satPlacedBox(const satShape* s)
{
	float m = (fabsf(s->xf.x) + fabsf(s->xf.y) + s->reach) * (4.0f * FLT_EPSILON) + SAT_DENORMAL_SLACK;
	return (satAABB){ (s->rotBounds.minX + s->xf.x) - m, (s->rotBounds.minY + s->xf.y) - m,
		(s->rotBounds.maxX + s->xf.x) + m, (s->rotBounds.maxY + s->xf.y) + m };
}

// The checks of the shape queries' placement; out-of-range values as everywhere.
static satError satCheckPlacement(const satShape* shape, float x, float y, float angle)
{
	satError e = satCheckShape(shape);
	if (e == SAT_OK) e = satCheckValue(x);
	if (e == SAT_OK) e = satCheckValue(y);
	if (e == SAT_OK) e = satCheckValue(angle);
	return e;
}

int satWorldOverlapIds(satWorld* w, const satShape* placed, unsigned mask)
{
	satWorldStillRefresh(w);
	satCollect c = { .w = w, .box = satPlacedBox(placed), .shape = placed, .mask = mask };
	int count = 0;
	satCollectQuery(&c, NULL, 0, &count);
	w->scratch.failed = false;
	return c.count;
}

int satWorldOverlapBody(satWorld* w, const satBody* b, unsigned mask)
{
	satShape* placed = satWorldQueryShape(w, b->shape, b->x, b->y, b->shape->xf.angle);
	if (placed == NULL) return -1;
	satWorldStillRefresh(w);
	satCollect c = { .w = w, .box = satPlacedBox(placed), .shape = placed, .mask = mask };
	int count = 0;
	satError e = satCollectQuery(&c, NULL, 0, &count);
	bool failed = e != SAT_OK || w->scratch.failed;
	w->scratch.failed = false;
	return failed ? -1 : count;
}

satError satWorld_OverlapShape(
	satWorld* w, const satShape* shape, satTransform xf, unsigned mask, int* ids, int capacity, int* outCount)
{
	satError e = satCheckCollect(w, ids, capacity, outCount);
	if (e == SAT_OK) e = satCheckPlacement(shape, xf.x, xf.y, xf.angle);
	if (e != SAT_OK) return e;
	satShape* placed = satWorldQueryShape(w, shape, xf.x, xf.y, xf.angle);
	if (placed == NULL) return SAT_ERR_OUT_OF_MEMORY;
	satWorldStillRefresh(w);
	satCollect c = { .w = w, .box = satPlacedBox(placed), .shape = placed, .mask = mask };
	e = satCollectQuery(&c, ids, capacity, outCount);
	if (e == SAT_OK && w->scratch.failed) {
		w->scratch.failed = false;
		*outCount = 0;
		e = SAT_ERR_OUT_OF_MEMORY;
	}
	return e;
}

typedef struct satCastQuery {
	satWorld* w;
	const satCastRequest* r;
	satVec2 start;
	satAABB swept; ///< the shape's box over the whole motion
	satCastResult best;
} satCastQuery;

// Whether a body passes a cast's filter (its mask, with mutual its category, not the body ignored): checked
// before its box is computed, so a walk over many moving bodies the filter leaves out costs little.
static bool satCastPasses(const satCastRequest* r, const satBody* b)
{
	return b->shape != NULL && !b->sensor && b->id != r->ignore && (b->category & r->mask) != 0 &&
		(!r->mutual || (r->category & b->mask) != 0);
}

// Sweep the shape against one body (filters first); keep the earliest hit, of equal times the lowest id.
static void satCastBody(satCastQuery* q, int slot)
{
	satWorld* w = q->w;
	const satCastRequest* r = q->r;
	satBody* b = &w->bodies[slot];
	if (!satCastPasses(r, b)) return;
	if (b->oneWay && !satOneWayAdmits(w, b, r->shape, q->start.x, q->start.y)) return;
	float angle = b->shape->xf.angle;
	satShapePlace(b->shape, b->x, b->y, angle);
	satSweepResult h = satSweepShapes(r->shape, b->shape, r->motion, 1.0f);
	satShapePlace(b->shape, 0.0f, 0.0f, angle);
	if (!h.hit) return;
	if (q->best.hit && (h.t > q->best.t || (h.t == q->best.t && b->id > q->best.id))) return;
	q->best = (satCastResult){ true, b->id, slot, h.t, h.normal, h.mtv };
}

static bool satBoxesTouch(const satAABB* a, const satAABB* b)
{
	return a->minX <= b->maxX && b->minX <= a->maxX && a->minY <= b->maxY && b->minY <= a->maxY;
}

// The shape's box while t runs over [t0, t1] of the motion.
static satAABB satCastChunk(const satCastQuery* q, double t0, double t1)
{
	const satShape* s = q->r->shape;
	satVec2 m = q->r->motion;
	double ax = (double)m.x * t0, bx = (double)m.x * t1, ay = (double)m.y * t0, by = (double)m.y * t1;
	double margin = 4.0 * FLT_EPSILON *
			(fabs((double)q->start.x) + fabs((double)q->start.y) + fabs((double)m.x) + fabs((double)m.y) + s->reach) +
		SAT_DENORMAL_SLACK;
	return (satAABB){ (float)(s->rotBounds.minX + q->start.x + fmin(ax, bx) - margin),
		(float)(s->rotBounds.minY + q->start.y + fmin(ay, by) - margin),
		(float)(s->rotBounds.maxX + q->start.x + fmax(ax, bx) + margin),
		(float)(s->rotBounds.maxY + q->start.y + fmax(ay, by) + margin) };
}

// Visit the members of a still grid along the motion: the motion is cut into pieces about a cell long, and the
// cells each piece's box covers are read, in order, until a piece starts after the earliest hit so far. A member
// whose box touched the previous piece's was tested then.
static void satCastStill(satCastQuery* q, const satStillGrid* g)
{
	const satWorld* w = q->w;
	for (int k = 0; k < g->looseCount; ++k) {
		int slot = g->looseBody[k].id & SAT_SLOT_MASK;
		satAABB box = { g->looseMinX[k], g->looseMinY[k], g->looseMaxX[k], g->looseMaxY[k] };
		if (satStillCurrent(w, g, slot) && satBoxesTouch(&box, &q->swept)) satCastBody(q, slot);
	}
	if (g->itemCount == 0 ||
		!satBoxesTouch(&q->swept, &(satAABB){ (float)g->originX, (float)g->originY, g->boundMaxX, g->boundMaxY }))
		return;
	double length = hypot(q->r->motion.x, q->r->motion.y), pieces = ceil(length / g->cell);
	int count = !(pieces >= 1.0) ? 1 : pieces > 4096.0 ? 4096 : (int)pieces;
	satAABB previous = q->swept;
	for (int i = 0; i < count; ++i) {
		double t0 = (double)i / count, t1 = (double)(i + 1) / count;
		if (q->best.hit && t0 > q->best.t) break;
		satAABB piece = satCastChunk(q, t0, t1);
		satCellRows rows;
		if (satBoxRows(g, &piece, &rows)) {
			for (int cy = rows.y0; cy <= rows.y1; ++cy) {
				int row = cy * g->gx;
				for (int k = g->cellStart[row + rows.x0]; k < g->cellStart[row + rows.x1 + 1]; ++k) {
					if (g->body[k].shape == NULL) continue;
					int slot = g->body[k].id & SAT_SLOT_MASK;
					satAABB box = { g->minX[k], g->minY[k], g->maxX[k], g->maxY[k] };
					if (!satStillCurrent(w, g, slot) || !satBoxesTouch(&box, &piece)) continue;
					if (i > 0 && satBoxesTouch(&box, &previous)) continue;
					satCastBody(q, slot);
				}
			}
		}
		previous = piece;
	}
}

satCastResult satWorldCast(satWorld* w, const satCastRequest* r)
{
	satCastQuery q = { .w = w, .r = r, .start = { r->shape->xf.x, r->shape->xf.y }, .best = { .id = -1, .slot = -1 } };
	q.swept = satCastChunk(&q, 0.0, 1.0);
	satWorldStillRefresh(w);
	int movers = (satWorldMoverCategories(w) & r->mask) != 0 ? w->moverCount : 0;
	for (int k = 0; k < movers; ++k) {
		const satBody* b = &w->bodies[w->movers[k]];
		if ((b->resting && !b->changed) || !satCastPasses(r, b)) continue;
		satAABB box = satWorldBodyBox(w, b);
		if (satBoxesTouch(&box, &q.swept)) satCastBody(&q, w->movers[k]);
	}
	satCastStill(&q, &w->statics);
	satCastStill(&q, &w->resting);
	return q.best;
}

// The members of a still grid whose boxes touch a box and pass a filter, appended to w->gatherSlots.
static bool satGatherStill(
	satWorld* w, const satStillGrid* g, const satAABB* box, const satCastRequest* filter, int* count)
{
	for (int k = 0; k < g->looseCount; ++k) {
		int slot = g->looseBody[k].id & SAT_SLOT_MASK;
		satAABB b = { g->looseMinX[k], g->looseMinY[k], g->looseMaxX[k], g->looseMaxY[k] };
		if (!satStillCurrent(w, g, slot) || !satCastPasses(filter, &w->bodies[slot]) || !satBoxesTouch(&b, box))
			continue;
		if (!satWorldGrow((void**)&w->gatherSlots, &w->gatherCapacity, *count + 1, sizeof(int))) return false;
		w->gatherSlots[(*count)++] = slot;
	}
	satCellRows rows;
	if (!satBoxRows(g, box, &rows)) return true;
	for (int cy = rows.y0; cy <= rows.y1; ++cy) {
		int row = cy * g->gx;
		for (int k = g->cellStart[row + rows.x0]; k < g->cellStart[row + rows.x1 + 1]; ++k) {
			if (g->body[k].shape == NULL) continue;
			int slot = g->body[k].id & SAT_SLOT_MASK;
			satAABB b = { g->minX[k], g->minY[k], g->maxX[k], g->maxY[k] };
			if (!satStillCurrent(w, g, slot) || !satCastPasses(filter, &w->bodies[slot]) || !satBoxesTouch(&b, box))
				continue;
			if (!satWorldGrow((void**)&w->gatherSlots, &w->gatherCapacity, *count + 1, sizeof(int))) return false;
			w->gatherSlots[(*count)++] = slot;
		}
	}
	return true;
}

int satWorldGather(satWorld* w, const satAABB* box, const satCastRequest* filter)
{
	satWorldStillRefresh(w);
	int count = 0, movers = (satWorldMoverCategories(w) & filter->mask) != 0 ? w->moverCount : 0;
	for (int k = 0; k < movers; ++k) {
		const satBody* b = &w->bodies[w->movers[k]];
		if ((b->resting && !b->changed) || !satCastPasses(filter, b)) continue;
		satAABB bb = satWorldBodyBox(w, b);
		if (!satBoxesTouch(&bb, box)) continue;
		if (!satWorldGrow((void**)&w->gatherSlots, &w->gatherCapacity, count + 1, sizeof(int))) return -1;
		w->gatherSlots[count++] = w->movers[k];
	}
	if (!satGatherStill(w, &w->statics, box, filter, &count) || !satGatherStill(w, &w->resting, box, filter, &count))
		return -1;
	return count;
}

satCastResult satWorldCastAmong(satWorld* w, const satCastRequest* r, const int* slots, int count)
{
	satCastQuery q = { .w = w, .r = r, .start = { r->shape->xf.x, r->shape->xf.y }, .best = { .id = -1, .slot = -1 } };
	q.swept = satCastChunk(&q, 0.0, 1.0);
	for (int k = 0; k < count; ++k) {
		satAABB box = satWorldBodyBox(w, &w->bodies[slots[k]]);
		if (satBoxesTouch(&box, &q.swept)) satCastBody(&q, slots[k]);
	}
	return q.best;
}

// A point of a placed shape farthest along a direction (a support point), in world coordinates.
static satVec2 satSupport(const satShape* s, satVec2 d)
{
	if (s->type == SAT_SHAPE_CONCAVE) {
		satVec2 best = { 0.0f, 0.0f };
		float bestDot = -INFINITY;
		for (int k = 0; k < s->partCount; ++k) {
			satVec2 p = satSupport(satConcavePart(s, k), d);
			float dot = (p.x - s->xf.x) * d.x + (p.y - s->xf.y) * d.y;
			if (dot > bestDot) {
				bestDot = dot;
				best = p;
			}
		}
		return best;
	}
	float x = 0.0f, y = 0.0f, bestDot = -INFINITY;
	for (int i = 0; i < s->count; ++i) {
		float dot = s->rotX[i] * d.x + s->rotY[i] * d.y;
		if (dot > bestDot) {
			bestDot = dot;
			x = s->rotX[i];
			y = s->rotY[i];
		}
	}
	return (satVec2){ x + s->radius * d.x + s->xf.x, y + s->radius * d.y + s->xf.y };
}

satError satWorld_CastShape(satWorld* w, const satShape* shape, satTransform xf, satVec2 motion, unsigned mask,
	int ignoreId, satWorldShapeHit* out)
{
	if (out != NULL) *out = (satWorldShapeHit){ false, -1, 0.0f, { 0.0f, 0.0f }, { 0.0f, 0.0f } };
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	e = satCheckPlacement(shape, xf.x, xf.y, xf.angle);
	if (e == SAT_OK) e = satCheckValue(motion.x);
	if (e == SAT_OK) e = satCheckValue(motion.y);
	if (e != SAT_OK) return e;
	satShape* placed = satWorldQueryShape(w, shape, xf.x, xf.y, xf.angle);
	if (placed == NULL) return SAT_ERR_OUT_OF_MEMORY;
	satCastRequest request = { placed, motion, 0u, mask, false, ignoreId };
	satCastResult r = satWorldCast(w, &request);
	if (!r.hit) return SAT_OK;
	// The contact point: the manifold of the shape moved to the time of impact and the body (touching counts).
	satBody* b = &w->bodies[r.slot];
	satVec2 at = { xf.x + r.t * motion.x, xf.y + r.t * motion.y };
	satManifold m;
	satManifoldAt(placed, b->shape, (satVec2){ b->x - at.x, b->y - at.y }, &m);
	satVec2 point;
	if (m.pointCount == 2) {
		point = (satVec2){ at.x + 0.5f * (m.points[0].x + m.points[1].x),
			at.y + 0.5f * (m.points[0].y + m.points[1].y) };
	} else if (m.pointCount == 1) {
		point = (satVec2){ at.x + m.points[0].x, at.y + m.points[0].y };
	} else {
		satShapePlace(placed, at.x, at.y, xf.angle);
		point = satSupport(placed, (satVec2){ -r.normal.x, -r.normal.y });
	}
	*out = (satWorldShapeHit){ true, r.id, r.t, point, r.normal };
	return SAT_OK;
}
