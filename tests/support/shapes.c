// Test helpers shared by the modules (see shapes.h).
#include "shapes.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

const float TRIANGLE[6] = { 0, 0, 2, 0, 1, 2 };

int g_sentinelObject;

satShape* makePolygon(const float* xy, int coordCount, float x, float y, float angle)
{
	satShape* s = NULL;
	CHECK_INT(satCreatePolygon(xy, coordCount, &s), SAT_OK);
	if (s != NULL) CHECK_INT(satShape_SetTransform(s, x, y, angle), SAT_OK);
	return s;
}

satShape* makeBox(float w, float h, float x, float y, float angle)
{
	satShape* s = NULL;
	CHECK_INT(satCreateBox(w, h, &s), SAT_OK);
	if (s != NULL) CHECK_INT(satShape_SetTransform(s, x, y, angle), SAT_OK);
	return s;
}

satShape* makeCircle(float r, float x, float y)
{
	satShape* s = NULL;
	CHECK_INT(satCreateCircle(r, &s), SAT_OK);
	if (s != NULL) CHECK_INT(satShape_SetTransform(s, x, y, 0.0f), SAT_OK);
	return s;
}

satShape* makeStar(int points, double r)
{
	float xy[64];
	points = points < 16 ? points : 16;
	for (int i = 0; i < 2 * points; ++i) {
		double a = PI * i / points, radius = i % 2 == 0 ? r : 0.5 * r;
		xy[2 * i] = (float)(radius * cos(a));
		xy[2 * i + 1] = (float)(radius * sin(a));
	}
	satShape* s = NULL;
	CHECK_INT(satCreateConcave(xy, 4 * points, &s), SAT_OK);
	return s;
}

void moveTo(satShape* s, float x, float y)
{
	CHECK_INT(satShape_SetTransform(s, x, y, satShape_GetTransform(s).angle), SAT_OK);
}

satCollision staleCollision(void) { return (satCollision){ true, true, { 123.0f, -456.0f } }; }

satSweepResult staleSweep(void) { return (satSweepResult){ true, 0.75f, { 0.6f, 0.8f }, { 7.0f, -9.0f } }; }

satCollision collide(const satShape* a, const satShape* b, float vx, float vy)
{
	satCollision c = staleCollision();
	CHECK_INT(satCollide(a, b, (satVec2){ vx, vy }, &c), SAT_OK);
	return c;
}

satSweepResult sweep(const satShape* a, const satShape* b, float vx, float vy, float tmax)
{
	satSweepResult r = staleSweep();
	CHECK_INT(satSweep(a, b, (satVec2){ vx, vy }, tmax, &r), SAT_OK);
	return r;
}

satInterval project(const satShape* s, float ax, float ay)
{
	satInterval i = { -99.0f, 99.0f };
	CHECK_INT(satProjectShape(s, (satVec2){ ax, ay }, &i), SAT_OK);
	return i;
}

double vecLength(satVec2 v) { return hypot(v.x, v.y); }

bool isZeroCollision(satCollision c) { return !c.intersect && !c.willIntersect && c.mtv.x == 0 && c.mtv.y == 0; }

bool isZeroSweep(satSweepResult r)
{
	return !r.hit && r.t == 0 && r.normal.x == 0 && r.normal.y == 0 && r.mtv.x == 0 && r.mtv.y == 0;
}

RefShape refOf(const satShape* s)
{
	RefShape r;
	memset(&r, 0, sizeof r);
	if (satShape_GetType(s) == SAT_SHAPE_CIRCLE) {
		satTransform xf = satShape_GetTransform(s);
		r.count = 1;
		r.x[0] = xf.x;
		r.y[0] = xf.y;
		r.radius = satShape_GetRadius(s);
		return r;
	}
	r.count = satShape_GetVertexCount(s);
	r.radius = satShape_GetRadius(s); // a capsule: its segment grown by the radius (0 for polygons and segments)
	for (int i = 0; i < r.count && i < REF_MAX_POINTS; ++i) {
		satVec2 p = satShape_GetWorldVertex(s, i);
		r.x[i] = p.x;
		r.y[i] = p.y;
	}
	return r;
}

RefDiff diffOf(const satShape* a, const satShape* b)
{
	RefShape ra = refOf(a), rb = refOf(b);
	RefDiff d;
	refMinkowskiDiff(&ra, &rb, &d);
	return d;
}

static int compareDoubles(const void* a, const void* b)
{
	double x = *(const double*)a, y = *(const double*)b;
	return x < y ? -1 : x > y;
}

void randomShape(Prng* rng, double scale, RandShape* out)
{
	memset(out, 0, sizeof *out);
	double u = prngUniform(rng);
	out->kind = u < 0.4 ? RAND_ELLIPSE : u < 0.55 ? RAND_HULL : u < 0.8 ? RAND_BOX : RAND_CIRCLE;
	satError e = SAT_OK;
	if (out->kind == RAND_ELLIPSE) {
		int n = prngInt(rng, 3, 12);
		double r = scale * prngRange(rng, 0.3, 3.0), sx = r * prngRange(rng, 0.3, 1), sy = r * prngRange(rng, 0.3, 1);
		double phi = prngRange(rng, 0, 2 * PI), cx = prngRange(rng, -0.5, 0.5) * r, cy = prngRange(rng, -0.5, 0.5) * r;
		double ang[12];
		for (bool ok = false; !ok;) {
			for (int i = 0; i < n; ++i) ang[i] = prngRange(rng, 0, 2 * PI);
			qsort(ang, (size_t)n, sizeof ang[0], compareDoubles);
			ok = true;
			for (int i = 0; i < n; ++i) {
				double gap = i + 1 < n ? ang[i + 1] - ang[i] : ang[0] + 2 * PI - ang[i];
				if (gap < 0.08) ok = false;
			}
		}
		out->count = n;
		for (int i = 0; i < n; ++i) {
			double ex = sx * cos(ang[i]), ey = sy * sin(ang[i]);
			out->xy[2 * i] = (float)(cx + cos(phi) * ex - sin(phi) * ey);
			out->xy[2 * i + 1] = (float)(cy + sin(phi) * ex + cos(phi) * ey);
		}
	} else if (out->kind == RAND_HULL) {
		double r = scale * prngRange(rng, 0.3, 3.0), aspect = prngRange(rng, 0.3, 1);
		for (int n = 0; n < 3;) {
			int m = prngInt(rng, 3, 16);
			double px[16], py[16], hx[16], hy[16];
			for (int i = 0; i < m; ++i) {
				px[i] = (float)prngRange(rng, -r, r);
				py[i] = (float)prngRange(rng, -r * aspect, r * aspect);
			}
			n = refConvexHull(px, py, m, hx, hy);
			out->count = n;
			for (int i = 0; i < n; ++i) {
				out->xy[2 * i] = (float)hx[i];
				out->xy[2 * i + 1] = (float)hy[i];
			}
		}
	}
	if (out->kind == RAND_ELLIPSE || out->kind == RAND_HULL) {
		if (prngUniform(rng) < 0.5) { // clockwise input
			for (int i = 0, j = out->count - 1; i < j; ++i, --j) {
				float tx = out->xy[2 * i], ty = out->xy[2 * i + 1];
				out->xy[2 * i] = out->xy[2 * j];
				out->xy[2 * i + 1] = out->xy[2 * j + 1];
				out->xy[2 * j] = tx;
				out->xy[2 * j + 1] = ty;
			}
		}
		for (int i = 0; i < out->count; ++i) out->size = fmax(out->size, hypot(out->xy[2 * i], out->xy[2 * i + 1]));
		e = satCreatePolygon(out->xy, 2 * out->count, &out->shape);
	} else if (out->kind == RAND_BOX) {
		out->width = (float)(scale * prngRange(rng, 0.2, 4));
		out->height = (float)(scale * prngRange(rng, 0.2, 4));
		out->size = 0.5 * hypot(out->width, out->height);
		e = satCreateBox(out->width, out->height, &out->shape);
	} else {
		out->radius = (float)(scale * prngRange(rng, 0.15, 2.5));
		out->size = out->radius;
		e = satCreateCircle(out->radius, &out->shape);
	}
	CHECK_MSG(e == SAT_OK, "creating a random shape of kind %d: error %d", (int)out->kind, (int)e);
}

static float randomAngle(Prng* rng)
{
	return (float)(prngUniform(rng) < 0.1 ? prngRange(rng, -100, 100) : prngRange(rng, -PI, PI));
}

void randomPair(Prng* rng, RandPair* p)
{
	randomShape(rng, 1, &p->a);
	randomShape(rng, 1, &p->b);
	double base = prngUniform(rng) < 0.25 ? 0 : 20;
	p->bx = (float)prngRange(rng, -base, base);
	p->by = (float)prngRange(rng, -base, base);
	double dir = prngRange(rng, 0, 2 * PI), dist = prngRange(rng, 0, 1.3) * (p->a.size + p->b.size);
	p->ax = (float)(p->bx + dist * cos(dir));
	p->ay = (float)(p->by + dist * sin(dir));
	p->aAngle = randomAngle(rng);
	p->bAngle = randomAngle(rng);
	CHECK_INT(satShape_SetTransform(p->a.shape, p->ax, p->ay, p->aAngle), SAT_OK);
	CHECK_INT(satShape_SetTransform(p->b.shape, p->bx, p->by, p->bAngle), SAT_OK);
	static const char* const kindNames[] = { "ellipse polygon", "hull polygon", "box", "circle" };
	checkContextAppend(" A=%s B=%s", kindNames[p->a.kind], kindNames[p->b.kind]);
}

void destroyPair(RandPair* p)
{
	satDestroyShape(p->a.shape);
	satDestroyShape(p->b.shape);
}

// Largest coordinate magnitude of a shape: the scale of its float round-off.
static double magnitudeOf(const satShape* s)
{
	RefShape r = refOf(s);
	double m = 0;
	for (int i = 0; i < r.count; ++i) m = fmax(m, fmax(fabs(r.x[i]), fabs(r.y[i])));
	return m + r.radius;
}

double pairTolerance(const RandPair* p, double extra)
{
	return 2e-6 * (1 + fmax(magnitudeOf(p->a.shape), magnitudeOf(p->b.shape)) + extra);
}

bool checkSweepByTravel(const satShape* a, const satShape* b, float vx, float vy, float tmax)
{
	satSweepResult r = sweep(a, b, vx, vy, tmax);
	RefDiff d = diffOf(a, b);
	// The reference runs in units of the time to travel the pair's size, so that its stopping rule (1e-16 of the
	// time) resolves that size at any speed.
	double size = magnitudeOf(a) + magnitudeOf(b), speed = hypot(vx, vy), unit = speed > 0 ? size / speed : 1, at;
	double minSep = refMinSeparation(&d, vx * unit, vy * unit, 0, tmax / unit, &at);
	if (!r.hit) {
		double tol = 32 * FLT_EPSILON * (size + speed * at * unit);
		CHECK_MSG(minSep >= -tol, "v (%a, %a) tmax %a: a miss, but the reference overlaps by %.3g at t = %.9g",
			(double)vx, (double)vy, (double)tmax, -minSep, at * unit);
		return false;
	}
	double t = r.t, tol = 32 * FLT_EPSILON * (size + speed * t), sep = refSeparation(&d, t * vx, t * vy);
	CHECK_MSG(sep <= tol, "v (%a, %a) tmax %a: hit at t = %.9g where the shapes are %.3g apart (reference gap %.3g)",
		(double)vx, (double)vy, (double)tmax, t, sep, minSep);
	double before = t > 0 ? refMinSeparation(&d, vx * unit, vy * unit, 0, t / unit, NULL) : 0; // t = 0: overlapping
	CHECK_MSG(before >= -tol, "v (%a, %a) tmax %a: hit at t = %.9g, but they overlapped by %.3g before", (double)vx,
		(double)vy, (double)tmax, t, -before);
	return true;
}

uint64_t caseSeed(uint64_t property, int i) { return property * 1000003u + (uint64_t)i; }

void setRandomContext(const char* property, uint64_t seed)
{
	checkContext("%s seed=%llu", property, (unsigned long long)seed);
}
