// Concave shapes: a simple polygon outline decomposed into convex parts (ear clipping, then Hertel-Mehlhorn
// merging), stored inside the shape's allocation and queried part by part with the convex kernels.
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sat_internal.h"

// Byte alignment of the parts inside a concave shape (the world copies shapes at this alignment too).
#define SAT_PART_ALIGN 16

static size_t satAlignUp(size_t n) { return (n + SAT_PART_ALIGN - 1) & ~(size_t)(SAT_PART_ALIGN - 1); }

// Byte offset of each part from the shape's start, right after the outline's arrays.
static uint32_t* satPartOffsets(const satShape* s) { return (uint32_t*)((char*)s + satShapeBytes(s->count)); }

satShape* satConcavePart(const satShape* s, int k) { return (satShape*)((char*)s + satPartOffsets(s)[k]); }

void satConcaveRebind(satShape* s)
{
	for (int k = 0; k < s->partCount; ++k) satBindArrays(satConcavePart(s, k));
}

void satConcavePlace(satShape* s)
{
	for (int k = 0; k < s->partCount; ++k) satConvexPlace(satConcavePart(s, k), s->xf.x, s->xf.y, s->xf.angle);
}

// A convex shape is its own single part.
static int satPieceCount(const satShape* s) { return s->type == SAT_SHAPE_CONCAVE ? s->partCount : 1; }
static const satShape* satPiece(const satShape* s, int k)
{
	return s->type == SAT_SHAPE_CONCAVE ? satConcavePart(s, k) : s;
}

bool satTouchAt(const satShape* a, const satShape* b, satVec2 d)
{
	for (int i = 0; i < satPieceCount(a); ++i)
		for (int j = 0; j < satPieceCount(b); ++j)
			if (satConvexOverlapAt(satPiece(a, i), satPiece(b, j), d).hit) return true; // convex: nothing allocated
	return false;
}

// min and max of numbers (no NaN here): inline, where libm's fmin / fmax are calls.
static inline double satMinD(double a, double b) { return b < a ? b : a; }
static inline double satMaxD(double a, double b) { return b > a ? b : a; }

static double satOrient(double ax, double ay, double bx, double by, double cx, double cy)
{
	return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

// ---- Construction ---------------------------------------------------------------------------------------------

// Distance from p to the segment a-b.
static double satPointSegment(double px, double py, double ax, double ay, double bx, double by)
{
	double ex = bx - ax, ey = by - ay, len2 = ex * ex + ey * ey;
	double t = len2 > 0.0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0.0;
	t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
	double dx = ax + ex * t - px, dy = ay + ey * t - py;
	return sqrt(dx * dx + dy * dy);
}

// Segments a-b and c-d cross or come within tol of each other.
static bool satSegmentsTouch(const double* px, const double* py, int a, int b, int c, int d, double tol)
{
	double o1 = satOrient(px[a], py[a], px[b], py[b], px[c], py[c]);
	double o2 = satOrient(px[a], py[a], px[b], py[b], px[d], py[d]);
	double o3 = satOrient(px[c], py[c], px[d], py[d], px[a], py[a]);
	double o4 = satOrient(px[c], py[c], px[d], py[d], px[b], py[b]);
	if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
	return satPointSegment(px[c], py[c], px[a], py[a], px[b], py[b]) <= tol ||
		satPointSegment(px[d], py[d], px[a], py[a], px[b], py[b]) <= tol ||
		satPointSegment(px[a], py[a], px[c], py[c], px[d], py[d]) <= tol ||
		satPointSegment(px[b], py[b], px[c], py[c], px[d], py[d]) <= tol;
}

// Simple: no two edges that do not share a vertex cross or come within the welding distance. O(n^2).
static bool satIsSimple(const double* px, const double* py, int n, double tol)
{
	for (int i = 0; i < n; ++i) {
		int i1 = (i + 1) % n;
		for (int j = i + 2; j < n; ++j) {
			int j1 = (j + 1) % n;
			if (j1 == i) continue; // edge n-1 shares vertex 0 with edge 0
			if (satSegmentsTouch(px, py, i, i1, j, j1, tol)) return false;
		}
	}
	return true;
}

// Work arrays of the decomposition, one allocation.
typedef struct satDecomposition {
	int n;
	const double *px, *py;
	int *prev, *next, *edgeDiagonal; // the polygon left to clip: its ring and the diagonal each edge is (-1: outline)
	bool* ear;
	// Triangle corners as nodes of ring lists: merging two parts relinks two nodes.
	int *nodeVertex, *nodeNext, *nodePrev, *nodeDiagonal; // the diagonal from a node to its next (-1: outline)
	int* diagonalNode;                                    // two nodes per diagonal, one on each side
	int nodeCount, diagonalCount;
} satDecomposition;

static bool satIsConvexCorner(const satDecomposition* w, int a, int b, int c)
{
	return satOrient(w->px[a], w->py[a], w->px[b], w->py[b], w->px[c], w->py[c]) > 0.0;
}

// Vertex i of the remaining polygon is an ear: a strictly convex corner whose triangle holds no other remaining
// vertex, on its boundary included. O(n).
static bool satIsEar(const satDecomposition* w, int i)
{
	int a = w->prev[i], c = w->next[i];
	if (!satIsConvexCorner(w, a, i, c)) return false;
	const double *px = w->px, *py = w->py;
	for (int k = w->next[c]; k != a; k = w->next[k]) {
		if (satOrient(px[a], py[a], px[i], py[i], px[k], py[k]) >= 0.0 &&
			satOrient(px[i], py[i], px[c], py[c], px[k], py[k]) >= 0.0 &&
			satOrient(px[c], py[c], px[a], py[a], px[k], py[k]) >= 0.0)
			return false;
	}
	return true;
}

// Add triangle (a, b, c), counter-clockwise; its edges a-b and b-c are the remaining polygon's, c-a is the new
// diagonal closing (or, for the last triangle, the remaining edge c-a).
static void satAddTriangle(satDecomposition* w, int a, int b, int c, bool last)
{
	int base = w->nodeCount;
	int v[3] = { a, b, c };
	for (int k = 0; k < 3; ++k) {
		w->nodeVertex[base + k] = v[k];
		w->nodeNext[base + k] = base + (k + 1) % 3;
		w->nodePrev[base + k] = base + (k + 2) % 3;
	}
	w->nodeCount += 3;
	int edge[3] = { w->edgeDiagonal[a], w->edgeDiagonal[b], last ? w->edgeDiagonal[c] : -1 };
	for (int k = 0; k < 3; ++k) {
		int d = edge[k];
		w->nodeDiagonal[base + k] = d;
		if (d >= 0) w->diagonalNode[2 * d + 1] = base + k; // the diagonal's second side
	}
	if (!last) {
		int d = w->diagonalCount++;
		w->nodeDiagonal[base + 2] = d;
		w->diagonalNode[2 * d] = base + 2; // c -> a on this side, a -> c on the polygon left
		w->edgeDiagonal[a] = d;
	}
}

// Ear clipping (Meisters' two ears theorem, "Polygons have ears", 1975), O(n^2): ear flags are kept and only the
// two neighbours of a clipped ear are tested again. Numerically hopeless input (no ear found) clips the most
// convex corner, so the decomposition always ends.
static void satTriangulate(satDecomposition* w)
{
	int n = w->n;
	for (int i = 0; i < n; ++i) {
		w->prev[i] = (i + n - 1) % n;
		w->next[i] = (i + 1) % n;
		w->edgeDiagonal[i] = -1;
	}
	for (int i = 0; i < n; ++i) w->ear[i] = satIsEar(w, i);
	int i = 0;
	for (int left = n; left > 3; --left) {
		int k = i, steps = 0;
		while (!w->ear[k] && steps < left) {
			k = w->next[k];
			++steps;
		}
		if (!w->ear[k]) { // no ear by round-off: the corner turning most to the left
			double most = -INFINITY;
			for (int j = 0, at = i; j < left; ++j, at = w->next[at]) {
				const double *px = w->px, *py = w->py;
				int a = w->prev[at], c = w->next[at];
				double o = satOrient(px[a], py[a], px[at], py[at], px[c], py[c]);
				if (o > most) {
					most = o;
					k = at;
				}
			}
		}
		int a = w->prev[k], c = w->next[k];
		satAddTriangle(w, a, k, c, false);
		w->next[a] = c;
		w->prev[c] = a;
		w->ear[a] = satIsEar(w, a);
		w->ear[c] = satIsEar(w, c);
		i = c;
	}
	satAddTriangle(w, w->prev[i], i, w->next[i], true);
}

// Replace node `from` by node `to` as a side of diagonal d.
static void satMoveDiagonalSide(satDecomposition* w, int d, int from, int to)
{
	if (d < 0) return;
	if (w->diagonalNode[2 * d] == from) w->diagonalNode[2 * d] = to;
	if (w->diagonalNode[2 * d + 1] == from) w->diagonalNode[2 * d + 1] = to;
}

// Hertel and Mehlhorn ("Fast triangulation of simple polygons", 1983): drop each diagonal whose removal leaves
// both its ends convex (or straight: such a middle point is dropped from the part), so the merged part stays
// convex; at most four times the fewest convex parts. O(n).
static void satMergeParts(satDecomposition* w)
{
	const double *px = w->px, *py = w->py;
	for (int d = 0; d < w->diagonalCount; ++d) {
		int x = w->diagonalNode[2 * d], y = w->diagonalNode[2 * d + 1]; // x: a -> b in one part, y: b -> a
		int xn = w->nodeNext[x], yn = w->nodeNext[y];
		int afterA = w->nodeNext[yn], afterB = w->nodeNext[xn];
		int a = w->nodeVertex[x], b = w->nodeVertex[y];
		int beforeA = w->nodeVertex[w->nodePrev[x]], beforeB = w->nodeVertex[w->nodePrev[y]];
		if (satOrient(px[beforeA], py[beforeA], px[a], py[a], px[w->nodeVertex[afterA]], py[w->nodeVertex[afterA]]) <
				0.0 ||
			satOrient(px[beforeB], py[beforeB], px[b], py[b], px[w->nodeVertex[afterB]], py[w->nodeVertex[afterB]]) <
				0.0)
			continue;
		// x keeps vertex a and takes yn's outgoing edge; y keeps b and takes xn's; xn and yn leave the rings.
		w->nodeDiagonal[x] = w->nodeDiagonal[yn];
		satMoveDiagonalSide(w, w->nodeDiagonal[x], yn, x);
		w->nodeDiagonal[y] = w->nodeDiagonal[xn];
		satMoveDiagonalSide(w, w->nodeDiagonal[y], xn, y);
		w->nodeNext[x] = afterA;
		w->nodePrev[afterA] = x;
		w->nodeNext[y] = afterB;
		w->nodePrev[afterB] = y;
		w->nodeVertex[xn] = w->nodeVertex[yn] = -1;
	}
}

// A part's corner at node k is kept unless straight (a merge across a diagonal ending there).
static bool satKeepCorner(const satDecomposition* w, int k)
{
	int a = w->nodeVertex[w->nodePrev[k]], b = w->nodeVertex[k], c = w->nodeVertex[w->nodeNext[k]];
	return satOrient(w->px[a], w->py[a], w->px[b], w->py[b], w->px[c], w->py[c]) != 0.0;
}

/*
 * satCreateConcave:
 *   clean the points as satCreatePolygon does (weld, drop collinear middle points), refuse edges that cross or
 *   come within the welding distance (O(n^2)), make the winding counter-clockwise;
 *   triangulate by ear clipping, merge triangles across diagonals while the merged part stays convex
 *   (Hertel-Mehlhorn); store the outline as the shape's own vertices and each part as a polygon shape after it.
 */
satError satCreateConcave(const float* xy, int coordCount, satShape** out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = NULL;
	if (xy == NULL) return SAT_ERR_NULL;
	if (coordCount < 0 || coordCount % 2 != 0) return SAT_ERR_ODD_COORDS;
	int n = coordCount / 2;
	if (n < 3) return SAT_ERR_TOO_FEW_POINTS;
	if (n > SAT_MAX_POLYGON_VERTICES) return SAT_ERR_TOO_MANY_POINTS;
	for (int i = 0; i < coordCount; ++i) {
		satError e = satCheckValue(xy[i]);
		if (e != SAT_OK) return e;
	}
	// Points (2n), part points (2n), ring and flags (4n ints, n bools), 3(n - 2) nodes (4 ints each), n - 3
	// diagonals (2 ints each).
	size_t doubles = (size_t)4 * n, ints = (size_t)4 * n + (size_t)12 * n + (size_t)2 * n;
	char* block = malloc(doubles * sizeof(double) + ints * sizeof(int) + (size_t)n * sizeof(bool));
	if (block == NULL) return SAT_ERR_OUT_OF_MEMORY;
	double *px = (double*)block, *py = px + n, *qx = py + n, *qy = qx + n;
	int* ip = (int*)(qy + n);
	satDecomposition w = { 0 };
	w.prev = ip;
	w.next = ip + n;
	w.edgeDiagonal = ip + 2 * n;
	w.nodeVertex = ip + 3 * n;
	w.nodeNext = w.nodeVertex + 3 * n;
	w.nodePrev = w.nodeNext + 3 * n;
	w.nodeDiagonal = w.nodePrev + 3 * n;
	w.diagonalNode = w.nodeDiagonal + 3 * n;
	w.ear = (bool*)(w.diagonalNode + 2 * n + n);
	for (int i = 0; i < n; ++i) {
		px[i] = xy[2 * i];
		py[i] = xy[2 * i + 1];
	}
	double tol;
	satError e = satCleanOutline(px, py, &n, &tol);
	if (e == SAT_ERR_NOT_CONVEX) e = SAT_ERR_NOT_SIMPLE; // an edge doubling back over the one before it
	if (e == SAT_OK && !satIsSimple(px, py, n, tol)) e = SAT_ERR_NOT_SIMPLE;
	satShape* s = NULL;
	if (e == SAT_OK) {
		double area = 0;
		for (int i = 0; i < n; ++i) area += px[i] * py[(i + 1) % n] - px[(i + 1) % n] * py[i];
		for (int i = 0, j = n - 1; area < 0 && i < j; ++i, --j) { // clockwise: reverse
			double tx = px[i], ty = py[i];
			px[i] = px[j];
			py[i] = py[j];
			px[j] = tx;
			py[j] = ty;
		}
		w.n = n;
		w.px = px;
		w.py = py;
		satTriangulate(&w);
		satMergeParts(&w);
		// Size the shape: the outline, the offset table, then each part (a ring of live nodes).
		int parts = 0;
		size_t bytes = satAlignUp(satShapeBytes(n) + (size_t)n * sizeof(uint32_t));
		for (int k = 0; k < w.nodeCount; ++k) {
			if (w.nodeVertex[k] < 0 || w.nodeDiagonal[k] == -2) continue;
			int m = 0;
			for (int j = k, first = 1; first || j != k; j = w.nodeNext[j], first = 0) m += satKeepCorner(&w, j);
			for (int j = k, first = 1; first || j != k; j = w.nodeNext[j], first = 0) w.nodeDiagonal[j] = -2; // visited
			if (m < 3) continue; // all straight: a zero-area sliver from round-off, nothing to keep
			bytes += satAlignUp(satShapeBytes(m));
			++parts;
		}
		s = parts > 0 && bytes <= UINT32_MAX ? calloc(1, bytes) : NULL;
		if (parts == 0) {
			e = SAT_ERR_NOT_SIMPLE; // no part with area survived the round-off
		} else if (s == NULL) {
			e = SAT_ERR_OUT_OF_MEMORY;
		} else {
			satInitPolygon(s, SAT_SHAPE_CONCAVE, px, py, n);
			s->partCount = parts;
			s->concaveBytes = bytes;
			uint32_t* offsets = satPartOffsets(s);
			size_t at = satAlignUp(satShapeBytes(n) + (size_t)n * sizeof(uint32_t));
			int part = 0;
			for (int k = 0; k < w.nodeCount; ++k) {
				if (w.nodeVertex[k] < 0 || w.nodeDiagonal[k] != -2) continue;
				int m = 0;
				for (int j = k, first = 1; first || j != k; j = w.nodeNext[j], first = 0) {
					if (!satKeepCorner(&w, j)) continue;
					qx[m] = px[w.nodeVertex[j]];
					qy[m] = py[w.nodeVertex[j]];
					++m;
				}
				for (int j = k, first = 1; first || j != k; j = w.nodeNext[j], first = 0)
					w.nodeDiagonal[j] = -3; // stored
				if (m < 3) continue;
				offsets[part++] = (uint32_t)at;
				satInitPolygon((satShape*)((char*)s + at), SAT_SHAPE_POLYGON, qx, qy, m);
				at += satAlignUp(satShapeBytes(m));
			}
		}
	}
	free(block);
	if (e == SAT_OK) *out = s;
	return e;
}

int satShape_GetPartCount(const satShape* s)
{
	if (satCheckShape(s) != SAT_OK) return 0;
	return satPieceCount(s);
}

int satShape_GetPartVertexCount(const satShape* s, int k)
{
	if (satCheckShape(s) != SAT_OK || k < 0 || k >= satPieceCount(s)) return 0;
	return satPiece(s, k)->count;
}

satVec2 satShape_GetPartLocalVertex(const satShape* s, int k, int i)
{
	if (satCheckShape(s) != SAT_OK || k < 0 || k >= satPieceCount(s)) return (satVec2){ 0.0f, 0.0f };
	return satShape_GetLocalVertex(satPiece(s, k), i);
}

satMassData satConcaveMass(const satShape* s, float density, float* minExtent)
{
	// The centre of mass is the outline's area centroid (uniform density); the parts' masses are weighed in
	// double from their areas (float masses of tiny parts are subnormal), their inertias moved to the centre by
	// the parallel-axis theorem.
	double mass = 0.0, inertia = 0.0, extent = INFINITY, cx = s->centroid.x, cy = s->centroid.y;
	for (int k = 0; k < s->partCount; ++k) {
		const satShape* p = satConcavePart(s, k);
		double area = 0.0;
		for (int i = 0; i < p->count; ++i) {
			int j = i + 1 < p->count ? i + 1 : 0;
			area += 0.5 * ((double)p->localX[i] * p->localY[j] - (double)p->localY[i] * p->localX[j]);
		}
		float partExtent;
		satMassData m = satConvexMass(p, density, &partExtent);
		double partMass = density * area, dx = p->centroid.x - cx, dy = p->centroid.y - cy;
		mass += partMass;
		inertia += m.inertia + partMass * (dx * dx + dy * dy);
		extent = satMinD(extent, partExtent);
	}
	*minExtent = (float)extent;
	return (satMassData){ (float)mass, (float)inertia, s->centroid };
}

// ---- Queries ----------------------------------------------------------------------------------------------

// Rotated-local bounds of parts i of A (at the origin) and j of B (at d) overlap, with A's grown by `grow`.
static bool satPartBoundsNear(const satShape* pa, const satShape* pb, satVec2 d, double grow)
{
	satAABB a = pa->rotBounds, b = pb->rotBounds;
	return a.minX - grow <= b.maxX + (double)d.x && b.minX + (double)d.x <= a.maxX + grow &&
		a.minY - grow <= b.maxY + (double)d.y && b.minY + (double)d.y <= a.maxY + grow;
}

// Interval [*t0, *t1] of t at which the disc of radius r centred at c + t * u meets the convex polygon p (at the
// origin), as the hull of the intervals of the pieces its Minkowski sum with the disc is made of: a disc at each
// vertex and a rectangle on each edge. Empty: *t0 > *t1.
static void satDiscInterval(
	const satShape* p, double cx, double cy, double ux, double uy, double r, double* t0, double* t1)
{
	*t0 = INFINITY;
	*t1 = -INFINITY;
	for (int i = 0; i < p->count; ++i) {
		int j = i + 1 < p->count ? i + 1 : 0;
		double vx = p->rotX[i], vy = p->rotY[i], ex = (double)p->rotX[j] - vx, ey = (double)p->rotY[j] - vy;
		double qx = cx - vx, qy = cy - vy;
		// The disc at vertex i: |q + t u| = r, u a unit vector.
		double b = qx * ux + qy * uy, cross = qx * uy - qy * ux, disc = r * r - cross * cross;
		if (disc >= 0.0) {
			double h = sqrt(disc);
			*t0 = satMinD(*t0, -b - h);
			*t1 = satMaxD(*t1, -b + h);
		}
		// The rectangle on edge i: 0 <= n.(x - v) <= r and 0 <= e.(x - v) <= |e|^2, with n the outward unit normal
		// of the edge vector itself, in double: the stored float normal is off square by its round-off, which along
		// a long edge can be more than a small radius.
		double el = sqrt(ex * ex + ey * ey), nx = el > 0.0 ? ey / el : p->worldNX[i],
			   ny = el > 0.0 ? -ex / el : p->worldNY[i], lo = -INFINITY, hi = INFINITY;
		double slabs[2][4] = { { nx * qx + ny * qy, nx * ux + ny * uy, 0.0, r },
			{ ex * qx + ey * qy, ex * ux + ey * uy, 0.0, ex * ex + ey * ey } };
		for (int k = 0; k < 2 && lo <= hi; ++k) {
			double at = slabs[k][0], rate = slabs[k][1], mn = slabs[k][2], mx = slabs[k][3];
			if (rate == 0.0) {
				if (at < mn || at > mx) lo = INFINITY;
				continue;
			}
			double ta = (mn - at) / rate, tb = (mx - at) / rate;
			lo = satMaxD(lo, satMinD(ta, tb));
			hi = satMinD(hi, satMaxD(ta, tb));
		}
		if (lo <= hi) {
			*t0 = satMinD(*t0, lo);
			*t1 = satMaxD(*t1, hi);
		}
	}
}

// Interval of a polygon's rotated vertices on axis n, in double.
static void satProjectDouble(const satShape* p, double nx, double ny, double* mn, double* mx)
{
	*mn = INFINITY;
	*mx = -INFINITY;
	for (int i = 0; i < p->count; ++i) {
		double v = nx * p->rotX[i] + ny * p->rotY[i];
		*mn = satMinD(*mn, v);
		*mx = satMaxD(*mx, v);
	}
}

// Clip [t0, t1] by one SAT axis of two polygons: A's interval [aMin, aMax] moves by t * rate, B's is [bMin, bMax].
static void satClipAxis(double aMin, double aMax, double bMin, double bMax, double rate, double* t0, double* t1)
{
	double lo = bMin - aMax, hi = bMax - aMin; // overlap while lo <= t * rate <= hi
	if (rate == 0.0) {
		if (!(lo < 0.0 && hi > 0.0)) *t0 = INFINITY; // touching for all t is no overlap
		return;
	}
	double ta = lo / rate, tb = hi / rate;
	*t0 = satMaxD(*t0, satMinD(ta, tb));
	*t1 = satMinD(*t1, satMaxD(ta, tb));
}

// The times t at which the convex point set A (na points, its outward axes anx, any) moved by t * u overlaps
// the convex point set B (with its axes): the slabs of both sets' axes, as satClipAxis.
static void satPointSetsInterval(const double* ax, const double* ay, int na, const double* anx, const double* any,
	int naxes, const double* bx, const double* by, int nb, const double* bnx, const double* bny, int nbxes, double ux,
	double uy, double* t0, double* t1)
{
	*t0 = -INFINITY;
	*t1 = INFINITY;
	for (int k = 0; k < naxes + nbxes && *t0 < *t1; ++k) {
		double nx = k < naxes ? anx[k] : bnx[k - naxes], ny = k < naxes ? any[k] : bny[k - naxes];
		double aMin = INFINITY, aMax = -INFINITY, bMin = INFINITY, bMax = -INFINITY;
		for (int i = 0; i < na; ++i) {
			aMin = satMinD(aMin, nx * ax[i] + ny * ay[i]);
			aMax = satMaxD(aMax, nx * ax[i] + ny * ay[i]);
		}
		for (int i = 0; i < nb; ++i) {
			bMin = satMinD(bMin, nx * bx[i] + ny * by[i]);
			bMax = satMaxD(bMax, nx * bx[i] + ny * by[i]);
		}
		satClipAxis(aMin, aMax, bMin, bMax, nx * ux + ny * uy, t0, t1);
	}
}

// The same for capsule c (at offset o) and polygon p (at offset q), the capsule moving by t * u: a capsule is the
// union of the rectangle around its segment and the discs at its ends, so the times are the hull of those three
// pieces' intervals (their union is one interval: the capsule is convex).
static void satCapsuleInterval(const satShape* c, double ox, double oy, const satShape* p, double qx, double qy,
	double ux, double uy, double* t0, double* t1)
{
	double r = c->radius, e0x = c->rotX[0] + ox, e0y = c->rotY[0] + oy, e1x = c->rotX[1] + ox, e1y = c->rotY[1] + oy;
	double tx = e1x - e0x, ty = e1y - e0y, len = sqrt(tx * tx + ty * ty);
	if (!(len > 0.0)) { // the ends coincide after rounding: a disc
		satDiscInterval(p, e0x - qx, e0y - qy, ux, uy, r, t0, t1);
		return;
	}
	tx /= len;
	ty /= len;
	double rx[4] = { e0x - r * ty, e1x - r * ty, e1x + r * ty, e0x + r * ty };
	double ry[4] = { e0y + r * tx, e1y + r * tx, e1y - r * tx, e0y - r * tx };
	double raxX[2] = { tx, -ty }, raxY[2] = { ty, tx };
	double px[SAT_MAX_POLYGON_VERTICES], py[SAT_MAX_POLYGON_VERTICES], pnx[SAT_MAX_POLYGON_VERTICES],
		pny[SAT_MAX_POLYGON_VERTICES];
	for (int i = 0; i < p->count; ++i) {
		px[i] = p->rotX[i] + qx;
		py[i] = p->rotY[i] + qy;
		pnx[i] = p->worldNX[i];
		pny[i] = p->worldNY[i];
	}
	satPointSetsInterval(rx, ry, 4, raxX, raxY, 2, px, py, p->count, pnx, pny, p->count, ux, uy, t0, t1);
	if (!(*t0 < *t1)) { // empty: the discs alone decide
		*t0 = INFINITY;
		*t1 = -INFINITY;
	}
	for (int k = 0; k < 2; ++k) { // the disc at each end (its centre relative to the polygon's position)
		double d0, d1;
		satDiscInterval(p, (k == 0 ? e0x : e1x) - qx, (k == 0 ? e0y : e1y) - qy, ux, uy, r, &d0, &d1);
		if (d0 <= d1) {
			*t0 = satMinD(*t0, d0);
			*t1 = satMaxD(*t1, d1);
		}
	}
}

// The times t at which part pa (A's, at the origin) moved by t * u overlaps part pb (B's, at d): an interval, as
// both are convex. Polygons (and segments): the slabs of both polygons' normals (exact for translation). A
// circle: the line against the other polygon grown by the radius. A capsule: satCapsuleInterval.
static void satPairInterval(
	const satShape* pa, const satShape* pb, satVec2 d, double ux, double uy, double* t0, double* t1)
{
	if (pa->type == SAT_SHAPE_CAPSULE) {
		satCapsuleInterval(pa, 0.0, 0.0, pb, d.x, d.y, ux, uy, t0, t1);
		return;
	}
	if (pb->type == SAT_SHAPE_CAPSULE) { // B moves by -t * u relative to A
		satCapsuleInterval(pb, d.x, d.y, pa, 0.0, 0.0, -ux, -uy, t0, t1);
		return;
	}
	if (pa->type == SAT_SHAPE_CIRCLE) {
		satDiscInterval(pb, -(double)d.x, -(double)d.y, ux, uy, pa->radius, t0, t1);
		return;
	}
	if (pb->type == SAT_SHAPE_CIRCLE) { // B's centre moves by -t * u relative to A
		satDiscInterval(pa, d.x, d.y, -ux, -uy, pb->radius, t0, t1);
		return;
	}
	*t0 = -INFINITY;
	*t1 = INFINITY;
	for (int i = 0; i < pa->count && *t0 < *t1; ++i) {
		double nx = pa->worldNX[i], ny = pa->worldNY[i], bMin, bMax, off = nx * d.x + ny * d.y;
		satProjectDouble(pb, nx, ny, &bMin, &bMax);
		satClipAxis(pa->ownMin[i], pa->ownMax[i], bMin + off, bMax + off, nx * ux + ny * uy, t0, t1);
	}
	for (int i = 0; i < pb->count && *t0 < *t1; ++i) {
		double nx = pb->worldNX[i], ny = pb->worldNY[i], aMin, aMax, off = nx * d.x + ny * d.y;
		satProjectDouble(pa, nx, ny, &aMin, &aMax);
		satClipAxis(aMin, aMax, pb->ownMin[i] + off, pb->ownMax[i] + off, nx * ux + ny * uy, t0, t1);
	}
}

// Pairs overlapping where A is: any of them gives a lower bound on a direction's first free move.
#define SAT_BOUND_PAIRS 8

// One SAT axis of a polygon pair, the direction-free part of satClipAxis: A moved by t * u overlaps B on this
// axis while lo <= t * dot(n, u) <= hi.
typedef struct satSlab {
	double nx, ny, lo, hi;
} satSlab;

// The slabs of a polygon pair (as satPairInterval forms them); 0 with a circle or a capsule (see satPairInterval).
static int satSlabCount(const satShape* pa, const satShape* pb)
{
	bool rounded = pa->radius > 0.0f || pb->radius > 0.0f; // a circle or a capsule: no slabs
	return rounded ? 0 : pa->count + pb->count;
}

static void satFillSlabs(const satShape* pa, const satShape* pb, satVec2 d, satSlab* out)
{
	for (int i = 0; i < pa->count; ++i) {
		double nx = pa->worldNX[i], ny = pa->worldNY[i], bMin, bMax, off = nx * d.x + ny * d.y;
		satProjectDouble(pb, nx, ny, &bMin, &bMax);
		*out++ = (satSlab){ nx, ny, (bMin + off) - pa->ownMax[i], (bMax + off) - pa->ownMin[i] };
	}
	for (int i = 0; i < pb->count; ++i) {
		double nx = pb->worldNX[i], ny = pb->worldNY[i], aMin, aMax, off = nx * d.x + ny * d.y;
		satProjectDouble(pa, nx, ny, &aMin, &aMax);
		*out++ = (satSlab){ nx, ny, (pb->ownMin[i] + off) - aMax, (pb->ownMax[i] + off) - aMin };
	}
}

// satPairInterval of a polygon pair from its slabs: O(slabs) per direction instead of O(slabs^2).
static void satSlabInterval(const satSlab* s, int n, double ux, double uy, double* t0, double* t1)
{
	*t0 = -INFINITY;
	*t1 = INFINITY;
	for (int i = 0; i < n && *t0 < *t1; ++i) {
		double rate = s[i].nx * ux + s[i].ny * uy;
		if (rate == 0.0) {
			if (!(s[i].lo < 0.0 && s[i].hi > 0.0)) *t0 = INFINITY;
			continue;
		}
		double ta = s[i].lo / rate, tb = s[i].hi / rate;
		*t0 = satMaxD(*t0, satMinD(ta, tb));
		*t1 = satMinD(*t1, satMaxD(ta, tb));
	}
}

typedef struct satPairList {
	const satShape *a, *b;
	satVec2 d;
	int count;
	int* pairs;       // part of A, part of B
	double* interval; // room for an interval per pair
	int boundCount;
	int boundPairs[2 * SAT_BOUND_PAIRS];
	satSlab* boundSlabs;                     // the bounding pairs' slabs, one run per pair
	int boundSlabStart[SAT_BOUND_PAIRS + 1]; // where each pair's run starts (and the last one ends)
} satPairList;

// The first t >= 0 at which A moved by t * u overlaps no part of B (touching is not overlap), or INFINITY if it
// is beyond limit: the end of the union of the pairs' open overlap intervals that covers 0.
static double satFirstFree(const satPairList* list, double ux, double uy, double limit)
{
	// A must at least leave the pairs overlapping at t = 0: their exits bound the answer from below.
	for (int k = 0; k < list->boundCount; ++k) {
		double t0, t1;
		int first = list->boundSlabStart[k], count = list->boundSlabStart[k + 1] - first;
		if (count > 0)
			satSlabInterval(list->boundSlabs + first, count, ux, uy, &t0, &t1);
		else
			satPairInterval(satPiece(list->a, list->boundPairs[2 * k]), satPiece(list->b, list->boundPairs[2 * k + 1]),
				list->d, ux, uy, &t0, &t1);
		if (t0 < 0.0 && t1 > limit) return INFINITY;
	}
	// The intervals of the pairs A meets while moved over [0, limit] (its part's bounds swept along u).
	double x0 = satMinD(0.0, limit * ux), x1 = satMaxD(0.0, limit * ux), y0 = satMinD(0.0, limit * uy),
		   y1 = satMaxD(0.0, limit * uy);
	double dx = list->d.x, dy = list->d.y, *iv = list->interval;
	int n = 0;
	for (int k = 0; k < list->count; ++k) {
		const satShape *pa = satPiece(list->a, list->pairs[2 * k]), *pb = satPiece(list->b, list->pairs[2 * k + 1]);
		satAABB box = pa->rotBounds, bb = pb->rotBounds;
		if (box.minX + x0 > bb.maxX + dx || bb.minX + dx > box.maxX + x1 || box.minY + y0 > bb.maxY + dy ||
			bb.minY + dy > box.maxY + y1)
			continue;
		satPairInterval(pa, pb, list->d, ux, uy, &iv[2 * n], &iv[2 * n + 1]);
		n += iv[2 * n] < iv[2 * n + 1] && iv[2 * n + 1] > 0.0;
	}
	double t = 0.0;
	for (bool moved = true; moved;) {
		moved = false;
		for (int k = 0; k < n; ++k) {
			if (iv[2 * k] < t && t < iv[2 * k + 1]) {
				t = iv[2 * k + 1];
				moved = true;
				if (t > limit) return INFINITY;
			}
		}
	}
	return t;
}

// Unit axis from the vertex of polygon p (at offset o) nearest to point q towards q; false if q is on it.
static bool satVertexAxis(const satShape* p, double ox, double oy, double qx, double qy, satVec2* axis)
{
	double best = INFINITY, dx = 0.0, dy = 0.0;
	for (int i = 0; i < p->count; ++i) {
		double ex = qx - (p->rotX[i] + ox), ey = qy - (p->rotY[i] + oy), dd = ex * ex + ey * ey;
		if (dd < best) {
			best = dd;
			dx = ex;
			dy = ey;
		}
	}
	double len = sqrt(dx * dx + dy * dy);
	if (!(len > 0.0)) return false;
	*axis = (satVec2){ (float)(dx / len), (float)(dy / len) };
	return true;
}

typedef struct satBestMove {
	double t;
	satVec2 normal;
} satBestMove;

// Try both directions of a candidate axis.
static void satTryAxis(const satPairList* list, satVec2 axis, double limit, satBestMove* best)
{
	for (int s = 0; s < 2; ++s) {
		satVec2 u = s == 0 ? axis : (satVec2){ -axis.x, -axis.y };
		double t = satFirstFree(list, u.x, u.y, satMinD(limit, best->t));
		if (t < best->t) {
			best->t = t;
			best->normal = u;
		}
	}
}

// Every candidate axis: the edge normals of all parts of A and of B, with a circle the axis from each polygon
// part's vertex nearest to the circle's centre towards it, with a capsule the direction between the closest
// points of each part and the capsule's segment.
static void satTryAllAxes(const satPairList* list, double limit, satBestMove* best)
{
	const satShape *a = list->a, *b = list->b;
	satVec2 d = list->d;
	for (int side = 0; side < 2; ++side) {
		const satShape* s = side == 0 ? a : b;
		const satShape* other = side == 0 ? b : a;
		for (int k = 0; k < satPieceCount(s); ++k) {
			const satShape* p = satPiece(s, k);
			if (p->type == SAT_SHAPE_CIRCLE) continue;
			for (int i = 0; i < p->count; ++i) satTryAxis(list, (satVec2){ p->worldNX[i], p->worldNY[i] }, limit, best);
			if (other->type == SAT_SHAPE_CIRCLE) {
				satVec2 axis;
				bool found = side == 0 ? satVertexAxis(p, 0.0, 0.0, d.x, d.y, &axis)
									   : satVertexAxis(p, d.x, d.y, 0.0, 0.0, &axis);
				if (found) { // from the polygon towards the circle: from B towards A when the circle is A
					satTryAxis(list, axis, limit, best);
				}
			}
			if (other->type == SAT_SHAPE_CAPSULE) { // the direction between the closest points of part and core
				double pa[2], pb[2];
				const satShape *ka = side == 0 ? p : other, *kb = side == 0 ? other : p;
				if (satCoreClosestPoints(ka, kb, d, pa, pb)) {
					double ax = pa[0] - pb[0], ay = pa[1] - pb[1], len = sqrt(ax * ax + ay * ay);
					if (len > 0.0) satTryAxis(list, (satVec2){ (float)(ax / len), (float)(ay / len) }, limit, best);
				}
			}
		}
	}
}

// Bytes of memory for one call: the scratch's (grown when short; NULL, with failed set, when it cannot grow), or
// a fresh allocation without one.
static void* satScratchTake(satScratch* scratch, size_t bytes)
{
	if (scratch == NULL) return malloc(bytes);
	if (bytes > scratch->bytes) {
		size_t grown = bytes > 2 * scratch->bytes ? bytes : 2 * scratch->bytes;
		void* p = realloc(scratch->data, grown);
		if (p == NULL) {
			scratch->failed = true;
			return NULL;
		}
		scratch->data = p;
		scratch->bytes = grown;
	}
	return scratch->data;
}

/*
 * Concave A and/or B (A at the origin, B at d): they intersect iff some part of A meets some part of B. The MTV:
 *   for each candidate axis (satTryAllAxes) and each of its directions u, the first t >= 0 at which A + t u
 *   overlaps no part: the pairs' overlap times along u are intervals (convex parts), and the answer is the end
 *   of their union's piece that covers 0; the MTV is the shortest of these moves.
 * Only part pairs whose bounds are within a first valid move (along the deepest pair's SAT axis, past B's whole
 * projection) can matter; they are listed once.
 */
satOverlap satConcaveOverlapAt(const satShape* a, const satShape* b, satVec2 d, satScratch* scratch)
{
	int na = satPieceCount(a), nb = satPieceCount(b);
	satOverlap deepest = { 0 };
	satPairList list = { a, b, d, 0, NULL, NULL, 0, { 0 }, NULL, { 0 } };
	for (int i = 0; i < na; ++i) {
		const satShape* pa = satPiece(a, i);
		for (int j = 0; j < nb; ++j) {
			const satShape* pb = satPiece(b, j);
			if (!satPartBoundsNear(pa, pb, d, 0.0)) continue;
			satOverlap o = satConvexOverlapAt(pa, pb, d);
			if (!o.hit) continue;
			bool deeper = !deepest.hit || o.depth > deepest.depth;
			if (deeper) deepest = o;
			// The bounding pairs, the deepest first (it prunes most directions alone).
			int slot = list.boundCount < SAT_BOUND_PAIRS ? list.boundCount++ : -1;
			if (deeper && slot > 0) {
				list.boundPairs[2 * slot] = list.boundPairs[0];
				list.boundPairs[2 * slot + 1] = list.boundPairs[1];
			}
			if (deeper) slot = 0;
			if (slot >= 0) {
				list.boundPairs[2 * slot] = i;
				list.boundPairs[2 * slot + 1] = j;
			}
		}
	}
	if (!deepest.hit || (na == 1 && nb == 1)) return deepest; // one part each: exactly the convex answer
	// A valid bound: along the deepest pair's axis, the move that takes A past all of B.
	double ux = deepest.normal.x, uy = deepest.normal.y, aMin, aMax, bMin, bMax;
	if (a->type == SAT_SHAPE_CIRCLE) {
		aMin = -(double)a->radius;
	} else {
		satProjectDouble(a, ux, uy, &aMin, &aMax);
	}
	if (b->type == SAT_SHAPE_CIRCLE) {
		bMax = b->radius;
	} else {
		satProjectDouble(b, ux, uy, &bMin, &bMax);
	}
	// Pair intervals come from the parts' float-rounded intervals: the bound is widened well past that round-off
	// (a wider bound only prunes less). Should no move come in under it after all, every pair is tried unbounded.
	double magnitude = (double)a->reach + b->reach + fabs(d.x) + fabs(d.y);
	double limit = satMaxD(bMax + ux * d.x + uy * d.y - aMin, 0.0);
	limit += 1e-4 * limit + 64.0 * FLT_EPSILON * magnitude + 1e-30;
	satBestMove best = { INFINITY, deepest.normal };
	for (int attempt = 0; attempt < 2 && !(best.t < INFINITY); ++attempt) {
		if (attempt == 1) limit = DBL_MAX; // finite: limit * 0 must stay 0
		int count = 0;
		for (int i = 0; i < na; ++i)
			for (int j = 0; j < nb; ++j) count += satPartBoundsNear(satPiece(a, i), satPiece(b, j), d, limit);
		int slabs = 0;
		for (int k = 0; k < list.boundCount; ++k) {
			list.boundSlabStart[k] = slabs;
			slabs += satSlabCount(satPiece(a, list.boundPairs[2 * k]), satPiece(b, list.boundPairs[2 * k + 1]));
		}
		list.boundSlabStart[list.boundCount] = slabs;
		int* pairs = satScratchTake(
			scratch, (size_t)count * (2 * sizeof(int) + 2 * sizeof(double)) + (size_t)slabs * sizeof(satSlab));
		if (pairs == NULL) return deepest; // out of memory: the deepest pair's own answer
		list.pairs = pairs;
		list.interval = (double*)(pairs + 2 * count);
		list.boundSlabs = (satSlab*)(list.interval + 2 * count);
		for (int k = 0; k < list.boundCount; ++k)
			if (list.boundSlabStart[k + 1] > list.boundSlabStart[k])
				satFillSlabs(satPiece(a, list.boundPairs[2 * k]), satPiece(b, list.boundPairs[2 * k + 1]), d,
					list.boundSlabs + list.boundSlabStart[k]);
		list.count = 0;
		for (int i = 0; i < na; ++i)
			for (int j = 0; j < nb; ++j) {
				if (!satPartBoundsNear(satPiece(a, i), satPiece(b, j), d, limit)) continue;
				pairs[2 * list.count] = i;
				pairs[2 * list.count + 1] = j;
				++list.count;
			}
		// The deepest pair's axis first: its move (often the answer) bounds the rest, and the pairs beyond it go.
		satTryAxis(&list, deepest.normal, limit, &best);
		if (best.t < limit) {
			limit = best.t + 1e-4 * best.t + 64.0 * FLT_EPSILON * magnitude + 1e-30;
			int kept = 0;
			for (int k = 0; k < list.count; ++k) {
				if (!satPartBoundsNear(satPiece(a, pairs[2 * k]), satPiece(b, pairs[2 * k + 1]), d, limit)) continue;
				pairs[2 * kept] = pairs[2 * k];
				pairs[2 * kept + 1] = pairs[2 * k + 1];
				++kept;
			}
			list.count = kept;
		}
		satTryAllAxes(&list, limit, &best);
		if (scratch == NULL) free(pairs);
	}
	if (!(best.t < INFINITY)) return deepest; // not reached: some axis frees A within all of B's bounds
	return (satOverlap){ true, (float)best.t, best.normal };
}

satSweepResult satConcaveSweep(const satShape* a, const satShape* b, satVec2 v, float tmax)
{
	satSweepResult r = { 0 };
	satVec2 d = { b->xf.x - a->xf.x, b->xf.y - a->xf.y };
	satOverlap now = satConcaveOverlapAt(a, b, d, NULL);
	if (now.hit) {
		r.hit = true;
		r.normal = now.normal;
		r.mtv = satMtvOf(now);
		return r;
	}
	if (v.x == 0.0f && v.y == 0.0f) return r;
	// Part pairs whose bounds meet along the way (A's swept by tmax * v, with a margin for round-off).
	double sx = (double)v.x * tmax, sy = (double)v.y * tmax;
	double margin = 1e-6 * (fabs(sx) + fabs(sy) + a->reach + b->reach + fabs(d.x) + fabs(d.y));
	for (int i = 0; i < satPieceCount(a); ++i) {
		const satShape* pa = satPiece(a, i);
		for (int j = 0; j < satPieceCount(b); ++j) {
			const satShape* pb = satPiece(b, j);
			satAABB ba = pa->rotBounds, bb = pb->rotBounds;
			if (ba.minX + satMinD(sx, 0.0) - margin > bb.maxX + (double)d.x ||
				bb.minX + (double)d.x > ba.maxX + satMaxD(sx, 0.0) + margin ||
				ba.minY + satMinD(sy, 0.0) - margin > bb.maxY + (double)d.y ||
				bb.minY + (double)d.y > ba.maxY + satMaxD(sy, 0.0) + margin)
				continue;
			satSweepResult p = satConvexSweep(pa, pb, v, tmax);
			if (p.hit && (!r.hit || p.t < r.t)) {
				r = p;
				r.mtv = (satVec2){ 0.0f, 0.0f };
			}
		}
	}
	return r;
}

void satConcaveManifoldAt(const satShape* a, const satShape* b, satVec2 d, satManifold* out)
{
	*out = (satManifold){ 0 };
	const satShape *bestA = NULL, *bestB = NULL;
	float deepest = -INFINITY;
	for (int i = 0; i < satPieceCount(a); ++i) {
		const satShape* pa = satPiece(a, i);
		for (int j = 0; j < satPieceCount(b); ++j) {
			const satShape* pb = satPiece(b, j);
			if (!satPartBoundsNear(pa, pb, d, 0.0)) continue;
			satOverlap o = satConvexOverlapAt(pa, pb, d);
			if (o.hit && o.depth > deepest) {
				deepest = o.depth;
				bestA = pa;
				bestB = pb;
			}
		}
	}
	if (bestA != NULL) satConvexManifoldAt(bestA, bestB, d, out);
}

satRayHit satConcaveRayCastAt(const satShape* s, float x, float y, satVec2 p0, satVec2 p1)
{
	satRayHit best = { 0 };
	double dx = (double)p1.x - p0.x, dy = (double)p1.y - p0.y;
	for (int k = 0; k < s->partCount; ++k) {
		satRayHit h = satConvexRayCastAt(satConcavePart(s, k), x, y, p0, p1);
		if (!h.hit) continue;
		bool better = !best.hit || h.fraction < best.fraction ||
			(h.fraction == best.fraction &&
				h.normal.x * dx + h.normal.y * dy < best.normal.x * dx + best.normal.y * dy);
		if (better) best = h;
		if (h.fraction == 0.0f && h.normal.x == 0.0f && h.normal.y == 0.0f) return h; // starts inside a part
	}
	return best;
}
