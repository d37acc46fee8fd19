// Independent double-precision reference geometry (see reference.h). Written from first principles: the
// Minkowski difference, distances to a convex polygon, root finding on a convex function, and clipping.
#include "reference.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct RefPoint {
	double x, y;
} RefPoint;

static int refComparePoints(const void* pa, const void* pb)
{
	const RefPoint* a = pa;
	const RefPoint* b = pb;
	if (a->x != b->x) return a->x < b->x ? -1 : 1;
	if (a->y != b->y) return a->y < b->y ? -1 : 1;
	return 0;
}

static double refCross(RefPoint o, RefPoint a, RefPoint b)
{
	return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

int refConvexHull(const double* px, const double* py, int n, double* hx, double* hy)
{
	if (n <= 0) return 0;
	RefPoint* p = malloc((size_t)n * sizeof *p);
	RefPoint* h = malloc((size_t)(2 * n + 1) * sizeof *h);
	if (p == NULL || h == NULL) abort();
	for (int i = 0; i < n; ++i) p[i] = (RefPoint){ px[i], py[i] };
	qsort(p, (size_t)n, sizeof *p, refComparePoints);
	int k = 0;
	for (int i = 0; i < n; ++i) { // lower hull
		while (k >= 2 && refCross(h[k - 2], h[k - 1], p[i]) <= 0) --k;
		h[k++] = p[i];
	}
	for (int i = n - 2, lower = k + 1; i >= 0; --i) { // upper hull
		while (k >= lower && refCross(h[k - 2], h[k - 1], p[i]) <= 0) --k;
		h[k++] = p[i];
	}
	int count = k > 1 ? k - 1 : k; // the last point repeats the first
	if (count > n) { // both chains kept almost every point: collinear within the cross products' round-off
		h[0] = p[0];
		h[1] = p[n - 1];
		count = 2;
	}
	if (count == 2 && h[0].x == h[1].x && h[0].y == h[1].y) count = 1;
	for (int i = 0; i < count; ++i) {
		hx[i] = h[i].x;
		hy[i] = h[i].y;
	}
	free(p);
	free(h);
	return count;
}

double refPolygonArea(const double* px, const double* py, int n)
{
	double twice = 0;
	for (int i = 0; i < n; ++i) {
		int j = (i + 1) % n;
		twice += px[i] * py[j] - px[j] * py[i];
	}
	return 0.5 * twice;
}

void refMinkowskiDiff(const RefShape* a, const RefShape* b, RefDiff* out)
{
	int n = a->count * b->count;
	double* px = malloc((size_t)n * sizeof *px);
	double* py = malloc((size_t)n * sizeof *py);
	double* hx = malloc((size_t)n * sizeof *hx);
	double* hy = malloc((size_t)n * sizeof *hy);
	if (px == NULL || py == NULL || hx == NULL || hy == NULL) abort();
	for (int i = 0, k = 0; i < a->count; ++i) {
		for (int j = 0; j < b->count; ++j, ++k) {
			px[k] = a->x[i] - b->x[j];
			py[k] = a->y[i] - b->y[j];
		}
	}
	int count = refConvexHull(px, py, n, hx, hy);
	if (count > 2 * REF_MAX_POINTS) abort(); // impossible for convex inputs
	out->count = count;
	memcpy(out->x, hx, (size_t)count * sizeof *hx);
	memcpy(out->y, hy, (size_t)count * sizeof *hy);
	out->radius = a->radius + b->radius;
	out->a = *a;
	out->b = *b;
	out->a.radius = out->b.radius = 0;
	free(px);
	free(py);
	free(hx);
	free(hy);
}

static double refPointSegmentDistance(double qx, double qy, double ax, double ay, double bx, double by)
{
	double ex = bx - ax, ey = by - ay;
	double len2 = ex * ex + ey * ey;
	double u = len2 > 0 ? ((qx - ax) * ex + (qy - ay) * ey) / len2 : 0;
	u = u < 0 ? 0 : u > 1 ? 1 : u;
	double dx = qx - (ax + u * ex), dy = qy - (ay + u * ey);
	return sqrt(dx * dx + dy * dy);
}

// Largest gap between A shifted by (sx, sy) and B along an edge normal or edge direction of s (either shape's
// edges give candidate axes; directions cover polygons collapsed onto a line). -INFINITY if s has no edges.
static double refAxisGap(const RefShape* s, const RefShape* a, double sx, double sy, const RefShape* b)
{
	double best = -INFINITY;
	for (int i = 0; s->count >= 2 && i < s->count; ++i) {
		int j = (i + 1) % s->count;
		double ex = s->x[j] - s->x[i], ey = s->y[j] - s->y[i], len = sqrt(ex * ex + ey * ey);
		if (len == 0) continue;
		double axes[2][2] = { { ey / len, -ex / len }, { ex / len, ey / len } };
		for (int k = 0; k < 2; ++k) {
			double ux = axes[k][0], uy = axes[k][1], aMin, aMax, bMin, bMax;
			refProject(a, ux, uy, &aMin, &aMax);
			refProject(b, ux, uy, &bMin, &bMax);
			double shift = sx * ux + sy * uy;
			double gap = fmax(bMin - (aMax + shift), (aMin + shift) - bMax);
			if (gap > best) best = gap;
		}
	}
	return best;
}

// Signed distance between A shifted by (sx, sy) and B, both convex point sets (no radius): the SAT over both
// shapes' edge normals (and directions) in double decides overlap and gives the penetration depth; apart,
// the distance is the shortest between a vertex of one and an edge of the other. Neither needs a hull.
static double refCoreSignedDistance(const RefDiff* d, double qx, double qy)
{
	const RefShape* a = &d->a;
	const RefShape* b = &d->b;
	double sx = -qx, sy = -qy; // q lies in A - B exactly when A - q meets B
	double gap = fmax(refAxisGap(a, a, sx, sy, b), refAxisGap(b, a, sx, sy, b));
	if (gap <= 0 && gap > -INFINITY) return gap; // (no axis at all: both are points, or collapsed to one)
	double dist = INFINITY;
	for (int pass = 0; pass < 2; ++pass) {
		const RefShape* p = pass == 0 ? a : b; // vertices of p against edges of e
		const RefShape* e = pass == 0 ? b : a;
		double px = pass == 0 ? sx : -sx, py = pass == 0 ? sy : -sy;
		for (int i = 0; i < p->count; ++i)
			for (int k = 0; k < e->count; ++k) {
				int j = e->count == 1 ? k : (k + 1) % e->count;
				double seg = refPointSegmentDistance(p->x[i] + px, p->y[i] + py, e->x[k], e->y[k], e->x[j], e->y[j]);
				if (seg < dist) dist = seg;
			}
	}
	return dist;
}

double refSignedDistance(const RefDiff* d, double qx, double qy)
{
	return refCoreSignedDistance(d, qx, qy) - d->radius;
}

double refShapeSignedDistance(const RefShape* s, double qx, double qy)
{
	if (s->count == 1) return hypot(qx - s->x[0], qy - s->y[0]) - s->radius;
	// Inside when on the inner side of every edge (either winding); the distance is to the nearest edge segment.
	double orient = refPolygonArea(s->x, s->y, s->count) < 0 ? -1.0 : 1.0, dist = INFINITY;
	bool inside = true;
	for (int i = 0; i < s->count; ++i) {
		int j = (i + 1) % s->count;
		dist = fmin(dist, refPointSegmentDistance(qx, qy, s->x[i], s->y[i], s->x[j], s->y[j]));
		if (orient * ((s->x[j] - s->x[i]) * (qy - s->y[i]) - (s->y[j] - s->y[i]) * (qx - s->x[i])) < 0) inside = false;
	}
	return (inside ? -dist : dist) - s->radius;
}

double refSeparation(const RefDiff* d, double ox, double oy) { return refSignedDistance(d, -ox, -oy); }

void refProject(const RefShape* s, double ax, double ay, double* mn, double* mx)
{
	double lo = INFINITY, hi = -INFINITY;
	for (int i = 0; i < s->count; ++i) {
		double p = s->x[i] * ax + s->y[i] * ay;
		if (p < lo) lo = p;
		if (p > hi) hi = p;
	}
	double grow = s->radius * sqrt(ax * ax + ay * ay);
	*mn = lo - grow;
	*mx = hi + grow;
}

double refPushAlong(const RefDiff* d, double ux, double uy)
{
	if (refSeparation(d, 0, 0) >= 0) return 0;
	double hi = 1;
	for (int i = 0; i < 200 && refSeparation(d, hi * ux, hi * uy) < 0; ++i) hi *= 2;
	double lo = 0;
	for (int i = 0; i < 200 && hi - lo > 1e-15 * hi; ++i) {
		double mid = 0.5 * (lo + hi);
		if (refSeparation(d, mid * ux, mid * uy) < 0)
			lo = mid;
		else
			hi = mid;
	}
	return hi;
}

double refMinSeparation(const RefDiff* d, double vx, double vy, double t0, double t1, double* argmin)
{
	const double invPhi = 0.61803398874989484820;
	double a = t0, b = t1;
	double c = b - invPhi * (b - a), e = a + invPhi * (b - a);
	double fc = refSeparation(d, c * vx, c * vy), fe = refSeparation(d, e * vx, e * vy);
	for (int i = 0; i < 600 && b - a > 1e-16 * (1 + fabs(b)); ++i) { // 600: enough to narrow [0, 1e80]
		if (fc <= fe) {
			b = e;
			e = c;
			fe = fc;
			c = b - invPhi * (b - a);
			fc = refSeparation(d, c * vx, c * vy);
		} else {
			a = c;
			c = e;
			fc = fe;
			e = a + invPhi * (b - a);
			fe = refSeparation(d, e * vx, e * vy);
		}
	}
	double best = fc <= fe ? fc : fe, at = fc <= fe ? c : e;
	double ends[2] = { t0, t1 };
	for (int i = 0; i < 2; ++i) { // a minimum on the boundary is reached only in the limit
		double f = refSeparation(d, ends[i] * vx, ends[i] * vy);
		if (f <= best) {
			best = f;
			at = ends[i];
		}
	}
	if (argmin != NULL) *argmin = at;
	return best;
}

RefSweep refSweep(const RefDiff* d, double vx, double vy, double tmax)
{
	RefSweep r = { 0, 0.0, 0.0 };
	double f0 = refSeparation(d, 0, 0);
	if (f0 <= 0) {
		r.hit = 1;
		r.minSep = refMinSeparation(d, vx, vy, 0, tmax, NULL);
		return r;
	}
	double at;
	r.minSep = refMinSeparation(d, vx, vy, 0, tmax, &at);
	if (r.minSep > 0) return r;
	double lo = 0, hi = at; // separation(lo) > 0 >= separation(hi); convexity makes the root unique here
	for (int i = 0; i < 200 && hi - lo > 1e-17; ++i) {
		double mid = 0.5 * (lo + hi);
		if (refSeparation(d, mid * vx, mid * vy) > 0)
			lo = mid;
		else
			hi = mid;
	}
	r.hit = 1;
	r.t = hi;
	return r;
}

// Copy a polygon counter-clockwise.
static int refCounterClockwise(const RefShape* s, RefPoint* out)
{
	bool reverse = refPolygonArea(s->x, s->y, s->count) < 0;
	for (int i = 0; i < s->count; ++i) {
		int k = reverse ? s->count - 1 - i : i;
		out[i] = (RefPoint){ s->x[k], s->y[k] };
	}
	return s->count;
}

double refClipArea(const RefShape* a, const RefShape* b)
{
	enum {
		cap = 4 * REF_MAX_POINTS
	};
	RefPoint poly[cap], next[cap], clip[REF_MAX_POINTS];
	int n = refCounterClockwise(a, poly);
	int m = refCounterClockwise(b, clip);
	for (int e = 0; e < m && n > 0; ++e) {
		RefPoint p0 = clip[e], p1 = clip[(e + 1) % m];
		int k = 0;
		for (int i = 0; i < n; ++i) {
			RefPoint cur = poly[i], prev = poly[(i + n - 1) % n];
			double dc = refCross(p0, p1, cur), dp = refCross(p0, p1, prev); // >= 0: inside this edge
			if (dc >= 0) {
				if (dp < 0) {
					double u = dp / (dp - dc);
					next[k++] = (RefPoint){ prev.x + u * (cur.x - prev.x), prev.y + u * (cur.y - prev.y) };
				}
				next[k++] = cur;
			} else if (dp >= 0) {
				double u = dp / (dp - dc);
				next[k++] = (RefPoint){ prev.x + u * (cur.x - prev.x), prev.y + u * (cur.y - prev.y) };
			}
			if (k > cap - 2) abort();
		}
		memcpy(poly, next, (size_t)k * sizeof *next);
		n = k;
	}
	if (n < 3) return 0;
	double xs[cap], ys[cap];
	for (int i = 0; i < n; ++i) {
		xs[i] = poly[i].x;
		ys[i] = poly[i].y;
	}
	return refPolygonArea(xs, ys, n);
}
