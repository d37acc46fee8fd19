// Shape construction and validation: welding, collinear removal, winding, convexity, transforms.
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sat_internal.h"
#include "sat_math.h"

// Relative tolerance (to the polygon's extent) for welding points and for calling points collinear.
#define SAT_LINEAR_TOLERANCE 1e-6

size_t satShapeBytes(int count)
{
	int padded = (count + 3) & ~3;
	return sizeof(satShape) + (size_t)(10 * padded) * sizeof(float);
}

void satBindArrays(satShape* s)
{
	float* p = s->storage;
	int n = s->padded; // the arrays queries read come first, next to the header, for the cache
	s->rotX = p;
	s->rotY = p + n;
	s->worldNX = p + 2 * n;
	s->worldNY = p + 3 * n;
	s->ownMin = p + 4 * n;
	s->ownMax = p + 5 * n;
	s->localX = p + 6 * n;
	s->localY = p + 7 * n;
	s->normalX = p + 8 * n;
	s->normalY = p + 9 * n;
}

uint64_t satShapeFingerprint(const satShape* s)
{
	uint64_t h = satMix(0x5348415045ull, (uint64_t)s->type << 32 | (uint32_t)s->count);
	h = satMix(h, (uint64_t)satBits(s->radius) << 32 | satBits(s->reach));
	h = satMix(h, (uint64_t)satBits(s->centroid.x) << 32 | satBits(s->centroid.y));
	h = satMix(h, (uint64_t)(uint32_t)s->partCount);
	for (int i = 0; i < s->count; ++i) {
		h = satMix(h, (uint64_t)satBits(s->localX[i]) << 32 | satBits(s->localY[i]));
		h = satMix(h, (uint64_t)satBits(s->normalX[i]) << 32 | satBits(s->normalY[i]));
	}
	return h;
}

size_t satShapeSize(const satShape* s)
{
	return s->type == SAT_SHAPE_CONCAVE ? s->concaveBytes : satShapeBytes(s->count);
}

static satShape* satAllocShape(satShapeType type, int count)
{
	satShape* s = calloc(1, satShapeBytes(count));
	if (s == NULL) return NULL;
	s->tag = SAT_SHAPE_TAG;
	s->type = type;
	s->count = count;
	s->padded = (count + 3) & ~3;
	satBindArrays(s);
	return s;
}

// Recompute rotated vertices, normals and bounds from the local data and the current sin/cos.
static void satUpdateRotation(satShape* s)
{
	float c = s->cosAngle, sn = s->sinAngle;
	if (s->type == SAT_SHAPE_CIRCLE) {
		s->rotBounds = (satAABB){ -s->radius, -s->radius, s->radius, s->radius };
		return;
	}
	for (int i = 0; i < s->padded; ++i) {
		float lx = s->localX[i], ly = s->localY[i];
		s->rotX[i] = c * lx - sn * ly;
		s->rotY[i] = sn * lx + c * ly;
	}
	for (int i = 0; i < s->padded; ++i) {
		float nx = s->normalX[i], ny = s->normalY[i];
		s->worldNX[i] = c * nx - sn * ny;
		s->worldNY[i] = sn * nx + c * ny;
	}
	bool aligned = (s->type == SAT_SHAPE_POLYGON || s->type == SAT_SHAPE_BOX) && s->count == 4;
	for (int i = 0; i < 4 && aligned; ++i) {
		float nx = s->worldNX[i], ny = s->worldNY[i];
		aligned = ((nx == 1.0f || nx == -1.0f) && ny == 0.0f) || ((ny == 1.0f || ny == -1.0f) && nx == 0.0f);
	}
	s->aligned = aligned;
	satAABB box = { s->rotX[0], s->rotY[0], s->rotX[0], s->rotY[0] };
	for (int i = 1; i < s->count; ++i) {
		box.minX = satMinF(box.minX, s->rotX[i]);
		box.maxX = satMaxF(box.maxX, s->rotX[i]);
		box.minY = satMinF(box.minY, s->rotY[i]);
		box.maxY = satMaxF(box.maxY, s->rotY[i]);
	}
	if (s->radius > 0.0f) { // a capsule: its segment's box grown by the radius
		box = (satAABB){ box.minX - s->radius, box.minY - s->radius, box.maxX + s->radius, box.maxY + s->radius };
	}
	s->rotBounds = box;
}

void satConvexPlace(satShape* s, float x, float y, float angle)
{
	s->xf.x = x;
	s->xf.y = y;
	if (angle != s->xf.angle) {
		s->xf.angle = angle;
		satSinCos(angle, &s->sinAngle, &s->cosAngle);
		satUpdateRotation(s);
	}
}

void satInitPolygon(satShape* s, satShapeType type, const double* px, const double* py, int n)
{
	s->tag = SAT_SHAPE_TAG;
	s->type = type;
	s->count = n;
	s->padded = (n + 3) & ~3;
	satBindArrays(s);
	for (int i = 0; i < s->padded; ++i) {
		int k = i < n ? i : 0;
		s->localX[i] = (float)px[k];
		s->localY[i] = (float)py[k];
	}
	double area = 0, cx = 0, cy = 0;
	for (int i = 0; i < n; ++i) {
		int j = (i + 1) % n;
		double ex = px[j] - px[i], ey = py[j] - py[i];
		double len = sqrt(ex * ex + ey * ey);
		s->normalX[i] = (float)(ey / len);
		s->normalY[i] = (float)(-ex / len);
		double cr = px[i] * py[j] - px[j] * py[i];
		area += cr;
		cx += (px[i] + px[j]) * cr;
		cy += (py[i] + py[j]) * cr;
	}
	for (int k = n; k < s->padded; ++k) { // padding repeats normal 0: a duplicate axis changes no result
		s->normalX[k] = s->normalX[0];
		s->normalY[k] = s->normalY[0];
	}
	for (int k = 0; k < s->padded; ++k) {
		double nx = s->normalX[k], ny = s->normalY[k], lo = INFINITY, hi = -INFINITY;
		for (int i = 0; i < n; ++i) {
			double d = nx * px[i] + ny * py[i];
			lo = fmin(lo, d);
			hi = fmax(hi, d);
		}
		s->ownMin[k] = (float)lo + 0.0f;
		s->ownMax[k] = (float)hi + 0.0f;
	}
	s->centroid = (satVec2){ (float)(cx / (3.0 * area)), (float)(cy / (3.0 * area)) };
	double reach = 0.0;
	for (int i = 0; i < n; ++i) reach = fmax(reach, sqrt(px[i] * px[i] + py[i] * py[i]));
	s->reach = (float)(reach * (1.0 + 1e-6)); // rounded up, so the circle surely contains the polygon
	s->cosAngle = 1.0f;
	satUpdateRotation(s);
}

// A polygon shape from counter-clockwise, convex, validated points.
static satShape* satBuildPolygon(satShapeType type, const double* px, const double* py, int n)
{
	satShape* s = calloc(1, satShapeBytes(n));
	if (s != NULL) satInitPolygon(s, type, px, py, n);
	return s;
}

static double satCross(double ax, double ay, double bx, double by) { return ax * by - ay * bx; }

// sqrt is correctly rounded everywhere; hypot is not, and native and wasm must accept the same polygons.
static double satLength(double x, double y) { return sqrt(x * x + y * y); }

satError satCleanOutline(double* px, double* py, int* count, double* tolerance)
{
	int n = *count;
	double minX = px[0], maxX = px[0], minY = py[0], maxY = py[0];
	for (int i = 1; i < n; ++i) {
		minX = fmin(minX, px[i]);
		maxX = fmax(maxX, px[i]);
		minY = fmin(minY, py[i]);
		maxY = fmax(maxY, py[i]);
	}
	double tol = SAT_LINEAR_TOLERANCE * fmax(maxX - minX, maxY - minY);
	*tolerance = tol;

	int m = 0; // weld: keep a point only if it is farther than tol from the last kept one
	for (int i = 0; i < n; ++i) {
		if (m > 0 && satLength(px[i] - px[m - 1], py[i] - py[m - 1]) <= tol) continue;
		px[m] = px[i];
		py[m] = py[i];
		++m;
	}
	while (m > 1 && satLength(px[m - 1] - px[0], py[m - 1] - py[0]) <= tol) --m;
	if (m < 3) return SAT_ERR_TOO_FEW_POINTS;

	int far = 0; // collinear set: every point within tol of the line through p0 and the farthest point
	double farDist = 0;
	for (int i = 1; i < m; ++i) {
		double d = satLength(px[i] - px[0], py[i] - py[0]);
		if (d > farDist) {
			farDist = d;
			far = i;
		}
	}
	double dirX = (px[far] - px[0]) / farDist, dirY = (py[far] - py[0]) / farDist;
	double offLine = 0;
	for (int i = 0; i < m; ++i) offLine = fmax(offLine, fabs(satCross(dirX, dirY, px[i] - px[0], py[i] - py[0])));
	if (offLine <= tol) return SAT_ERR_COLLINEAR;

	for (int i = 0; i < m && m >= 3;) { // drop middle points of straight runs; a point doubling back is invalid
		int h = (i + m - 1) % m, j = (i + 1) % m;
		double ax = px[i] - px[h], ay = py[i] - py[h], bx = px[j] - px[i], by = py[j] - py[i];
		double cr = satCross(ax, ay, bx, by);
		if (fabs(cr) <= SAT_LINEAR_TOLERANCE * satLength(ax, ay) * satLength(bx, by)) {
			if (ax * bx + ay * by <= 0) return SAT_ERR_NOT_CONVEX;
			memmove(px + i, px + i + 1, (size_t)(m - i - 1) * sizeof(double));
			memmove(py + i, py + i + 1, (size_t)(m - i - 1) * sizeof(double));
			--m;
			i = 0;
			continue;
		}
		++i;
	}
	if (m < 3) return SAT_ERR_COLLINEAR;
	*count = m;
	return SAT_OK;
}

// satCleanOutline, then normalise winding to counter-clockwise and check strict convexity. Returns the number of
// points kept in px/py, or an error.
static satError satCleanPolygon(double* px, double* py, int* count)
{
	double tol;
	satError e = satCleanOutline(px, py, count, &tol);
	if (e != SAT_OK) return e;
	int m = *count;
	double area = 0;
	for (int i = 0; i < m; ++i) {
		int j = (i + 1) % m;
		area += satCross(px[i], py[i], px[j], py[j]);
	}
	if (area < 0) {
		for (int i = 0, j = m - 1; i < j; ++i, --j) {
			double tx = px[i], ty = py[i];
			px[i] = px[j];
			py[i] = py[j];
			px[j] = tx;
			py[j] = ty;
		}
	}
	// Convex and simple: every turn is to the left and every point is on the inner side of every edge.
	for (int i = 0; i < m; ++i) {
		int j = (i + 1) % m;
		double ex = px[j] - px[i], ey = py[j] - py[i];
		int k = (j + 1) % m;
		if (satCross(ex, ey, px[k] - px[j], py[k] - py[j]) <= 0) return SAT_ERR_NOT_CONVEX;
		double len = satLength(ex, ey);
		for (int p = 0; p < m; ++p) {
			if (satCross(ex, ey, px[p] - px[i], py[p] - py[i]) < -tol * len) return SAT_ERR_NOT_CONVEX;
		}
	}
	// All left turns can still wind around more than once (a hexagon listed twice). Each turn is under half
	// a turn, so the edge direction passes angle 0 once per winding: count those passes.
	int windings = 0;
	for (int i = 0; i < m; ++i) {
		int j = (i + 1) % m, k = (j + 1) % m;
		double ey = py[j] - py[i], fy = py[k] - py[j];
		bool lowerNow = ey < 0 || (ey == 0 && px[j] - px[i] < 0);
		bool lowerNext = fy < 0 || (fy == 0 && px[k] - px[j] < 0);
		windings += lowerNow && !lowerNext;
	}
	if (windings != 1) return SAT_ERR_NOT_CONVEX;
	*count = m;
	return SAT_OK;
}

satError satCreatePolygon(const float* xy, int coordCount, satShape** out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = NULL;
	if (xy == NULL) return SAT_ERR_NULL;
	if (coordCount < 0 || coordCount % 2 != 0) return SAT_ERR_ODD_COORDS;
	int n = coordCount / 2;
	if (n < 3) return SAT_ERR_TOO_FEW_POINTS;
	if (n > SAT_MAX_POLYGON_VERTICES) return SAT_ERR_TOO_MANY_POINTS;
	double px[SAT_MAX_POLYGON_VERTICES], py[SAT_MAX_POLYGON_VERTICES];
	for (int i = 0; i < n; ++i) {
		satError e = satCheckValue(xy[2 * i]);
		if (e == SAT_OK) e = satCheckValue(xy[2 * i + 1]);
		if (e != SAT_OK) return e;
		px[i] = xy[2 * i];
		py[i] = xy[2 * i + 1];
	}
	satError e = satCleanPolygon(px, py, &n);
	if (e != SAT_OK) return e;
	satShape* s = satBuildPolygon(SAT_SHAPE_POLYGON, px, py, n);
	if (s == NULL) return SAT_ERR_OUT_OF_MEMORY;
	*out = s;
	return SAT_OK;
}

satError satCreateBox(float width, float height, satShape** out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = NULL;
	if (!(width > 0) || !(height > 0) || !isfinite(width) || !isfinite(height)) return SAT_ERR_BAD_SIZE;
	if (width > SAT_MAX_COORDINATE || height > SAT_MAX_COORDINATE) return SAT_ERR_OUT_OF_RANGE;
	double hw = 0.5 * (double)width, hh = 0.5 * (double)height;
	if ((float)hw == 0.0f || (float)hh == 0.0f) return SAT_ERR_BAD_SIZE; // corners would coincide in float
	double px[4] = { -hw, hw, hw, -hw }, py[4] = { -hh, -hh, hh, hh };
	satShape* s = satBuildPolygon(SAT_SHAPE_BOX, px, py, 4);
	if (s == NULL) return SAT_ERR_OUT_OF_MEMORY;
	*out = s;
	return SAT_OK;
}

satError satCreateCircle(float radius, satShape** out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = NULL;
	if (!(radius > 0) || !isfinite(radius)) return SAT_ERR_BAD_RADIUS;
	if (radius > SAT_MAX_COORDINATE) return SAT_ERR_OUT_OF_RANGE;
	satShape* s = satAllocShape(SAT_SHAPE_CIRCLE, 0);
	if (s == NULL) return SAT_ERR_OUT_OF_MEMORY;
	s->radius = radius;
	s->reach = radius;
	s->cosAngle = 1.0f;
	satUpdateRotation(s);
	*out = s;
	return SAT_OK;
}

// A segment (radius 0) or a capsule from checked values: vertex 0 and 1 are the end points, normal 0 is the
// right-hand normal of end 0 -> end 1 (as a counter-clockwise polygon's edge), normal 1 its opposite. The
// padding repeats vertex 0 and normal 0, as for polygons.
static satError satCreateRounded(
	satShapeType type, float x0, float y0, float x1, float y1, float radius, satShape** out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = NULL;
	float v[4] = { x0, y0, x1, y1 };
	for (int k = 0; k < 4; ++k) {
		satError e = satCheckValue(v[k]);
		if (e != SAT_OK) return e;
	}
	if (type == SAT_SHAPE_CAPSULE) {
		if (!(radius > 0) || !isfinite(radius)) return SAT_ERR_BAD_RADIUS;
		if (radius > SAT_MAX_COORDINATE) return SAT_ERR_OUT_OF_RANGE;
	}
	if (x0 == x1 && y0 == y1) return SAT_ERR_ZERO_LENGTH;
	satShape* s = satAllocShape(type, 2);
	if (s == NULL) return SAT_ERR_OUT_OF_MEMORY;
	s->radius = type == SAT_SHAPE_CAPSULE ? radius : 0.0f;
	double ex = (double)x1 - x0, ey = (double)y1 - y0, len = satLength(ex, ey);
	double nx = ey / len, ny = -ex / len, r = s->radius;
	for (int i = 0; i < s->padded; ++i) {
		bool second = i == 1;
		s->localX[i] = second ? x1 : x0;
		s->localY[i] = second ? y1 : y0;
		s->normalX[i] = (float)(second ? -nx : nx) + 0.0f;
		s->normalY[i] = (float)(second ? -ny : ny) + 0.0f;
	}
	for (int k = 0; k < s->padded; ++k) { // both ends project alike in exact arithmetic; keep both in the interval
		double a = (double)s->normalX[k] * x0 + (double)s->normalY[k] * y0;
		double b = (double)s->normalX[k] * x1 + (double)s->normalY[k] * y1;
		s->ownMin[k] = (float)(fmin(a, b) - r) + 0.0f;
		s->ownMax[k] = (float)(fmax(a, b) + r) + 0.0f;
	}
	s->centroid = (satVec2){ (float)(0.5 * ((double)x0 + x1)) + 0.0f, (float)(0.5 * ((double)y0 + y1)) + 0.0f };
	double reach = fmax(satLength(x0, y0), satLength(x1, y1)) + r;
	s->reach = (float)(reach * (1.0 + 1e-6)); // rounded up, as for polygons
	s->cosAngle = 1.0f;
	satUpdateRotation(s);
	*out = s;
	return SAT_OK;
}

satError satCreateSegment(float x0, float y0, float x1, float y1, satShape** out)
{
	return satCreateRounded(SAT_SHAPE_SEGMENT, x0, y0, x1, y1, 0.0f, out);
}

satError satCreateCapsule(float x0, float y0, float x1, float y1, float radius, satShape** out)
{
	return satCreateRounded(SAT_SHAPE_CAPSULE, x0, y0, x1, y1, radius, out);
}

void satDestroyShape(satShape* shape)
{
	if (shape == NULL || shape->tag != SAT_SHAPE_TAG) return;
	*(volatile uint32_t*)&shape->tag = 0; // volatile: a plain store before free is removed as dead
	free(shape);
}

satTransform satShape_GetTransform(const satShape* shape) { return shape ? shape->xf : (satTransform){ 0, 0, 0 }; }
satShapeType satShape_GetType(const satShape* shape) { return shape ? shape->type : SAT_SHAPE_POLYGON; }
int satShape_GetVertexCount(const satShape* shape) { return shape ? shape->count : 0; }
float satShape_GetRadius(const satShape* shape) { return shape ? shape->radius : 0.0f; }
satVec2 satShape_GetCentroid(const satShape* shape) { return shape ? shape->centroid : (satVec2){ 0, 0 }; }
satAABB satShape_GetAABB(const satShape* s)
{
	if (s == NULL) return (satAABB){ 0, 0, 0, 0 };
	return (satAABB){ s->rotBounds.minX + s->xf.x, s->rotBounds.minY + s->xf.y, s->rotBounds.maxX + s->xf.x,
		s->rotBounds.maxY + s->xf.y };
}
bool satShape_IsValid(const satShape* shape) { return satCheckShape(shape) == SAT_OK; }

static bool satVertexIndexOk(const satShape* s, int i) { return s != NULL && i >= 0 && i < s->count; }

satVec2 satShape_GetWorldVertex(const satShape* s, int i)
{
	return satVertexIndexOk(s, i) ? (satVec2){ s->rotX[i] + s->xf.x, s->rotY[i] + s->xf.y } : (satVec2){ 0, 0 };
}

satVec2 satShape_GetLocalVertex(const satShape* s, int i)
{
	return satVertexIndexOk(s, i) ? (satVec2){ s->localX[i], s->localY[i] } : (satVec2){ 0, 0 };
}

satVec2 satShape_GetWorldNormal(const satShape* s, int i)
{
	return satVertexIndexOk(s, i) ? (satVec2){ s->worldNX[i], s->worldNY[i] } : (satVec2){ 0, 0 };
}

satMassData satConvexMass(const satShape* s, float density, float* minExtent)
{
	if (s->type == SAT_SHAPE_CIRCLE) {
		double r = s->radius, mass = density * 3.14159265358979323846 * r * r;
		*minExtent = s->radius;
		return (satMassData){ (float)mass, (float)(0.5 * mass * r * r), { 0.0f, 0.0f } };
	}
	if (s->type == SAT_SHAPE_SEGMENT) { // no area, no mass: a world refuses to make it dynamic
		*minExtent = 0.0f;
		return (satMassData){ 0.0f, 0.0f, s->centroid };
	}
	if (s->type == SAT_SHAPE_CAPSULE) {
		// A length x 2r rectangle and two half discs (a disc split at the ends), about the centre (as Box2D's
		// b2ComputeCapsuleMass): each half disc's centroid lies 4r / (3 pi) beyond its end (parallel-axis theorem).
		const double pi = 3.14159265358979323846;
		double r = s->radius, ex = (double)s->localX[1] - s->localX[0], ey = (double)s->localY[1] - s->localY[0];
		double length = sqrt(ex * ex + ey * ey), half = 0.5 * length, lc = 4.0 * r / (3.0 * pi);
		double boxMass = density * 2.0 * r * length, discMass = density * pi * r * r;
		double inertia = boxMass * (4.0 * r * r + length * length) / 12.0 +
			discMass * (0.5 * r * r + half * half + 2.0 * half * lc);
		*minExtent = s->radius;
		return (satMassData){ (float)(boxMass + discMass), (float)inertia, s->centroid };
	}
	// Triangles fanned from the centroid: area and second moment about it (exact for a polygon).
	double cx = s->centroid.x, cy = s->centroid.y, area = 0.0, second = 0.0, nearest = INFINITY;
	for (int i = 0; i < s->count; ++i) {
		int j = i + 1 < s->count ? i + 1 : 0;
		double x1 = s->localX[i] - cx, y1 = s->localY[i] - cy, x2 = s->localX[j] - cx, y2 = s->localY[j] - cy;
		double cross = x1 * y2 - y1 * x2;
		area += 0.5 * cross;
		second += cross / 12.0 * (x1 * x1 + y1 * y1 + x1 * x2 + y1 * y2 + x2 * x2 + y2 * y2);
		double face = s->normalX[i] * x1 + s->normalY[i] * y1;
		if (face < nearest) nearest = face;
	}
	*minExtent = (float)(nearest > 0 ? nearest : 0);
	return (satMassData){ (float)(density * area), (float)(density * second), s->centroid };
}

// Lexicographic order (x, then y) of points for the monotone chain; equal points compare equal.
typedef struct satHullPoint {
	double x, y;
} satHullPoint;

static int satHullCompare(const void* pa, const void* pb)
{
	const satHullPoint *a = pa, *b = pb;
	if (a->x != b->x) return a->x < b->x ? -1 : 1;
	if (a->y != b->y) return a->y < b->y ? -1 : 1;
	return 0;
}

/*
 * Convex hull by Andrew's monotone chain (A. M. Andrew, "Another efficient algorithm for convex hulls in two
 * dimensions", 1979), in double: sort the points by x then y, build the lower and the upper chain popping
 * every point that does not make a strict left turn (so collinear and duplicate points are dropped), then
 * clean the hull with the polygon constructor's own welding and collinear tolerances (satCleanPolygon) until
 * it would accept it unchanged. Hull points are input points, so converting them back to float is exact.
 */
satError satComputeHull(const float* xy, int coordCount, float* out, int* outCount)
{
	if (outCount == NULL) return SAT_ERR_NULL;
	*outCount = 0;
	if (xy == NULL || out == NULL) return SAT_ERR_NULL;
	if (coordCount < 0 || coordCount % 2 != 0) return SAT_ERR_ODD_COORDS;
	int n = coordCount / 2;
	if (n < 3) return SAT_ERR_TOO_FEW_POINTS;
	for (int i = 0; i < coordCount; ++i) {
		satError e = satCheckValue(xy[i]);
		if (e != SAT_OK) return e;
	}
	if ((size_t)n > SIZE_MAX / (sizeof(satHullPoint) + 4 * sizeof(double))) return SAT_ERR_OUT_OF_MEMORY;
	// The sorted input, then the chain (at most 2n points while building) as x and y arrays.
	satHullPoint* p = malloc((size_t)n * sizeof(satHullPoint) + (size_t)(4 * n) * sizeof(double));
	if (p == NULL) return SAT_ERR_OUT_OF_MEMORY;
	double* hx = (double*)(p + n);
	double* hy = hx + 2 * n;
	for (int i = 0; i < n; ++i) p[i] = (satHullPoint){ xy[2 * i], xy[2 * i + 1] };
	qsort(p, (size_t)n, sizeof(satHullPoint), satHullCompare);
	int m = 0;
	for (int i = 0; i < n; ++i) { // lower chain, left to right
		while (m >= 2 &&
			satCross(hx[m - 1] - hx[m - 2], hy[m - 1] - hy[m - 2], p[i].x - hx[m - 2], p[i].y - hy[m - 2]) <= 0)
			--m;
		hx[m] = p[i].x;
		hy[m] = p[i].y;
		++m;
	}
	for (int i = n - 2, lower = m + 1; i >= 0; --i) { // upper chain, right to left
		while (m >= lower &&
			satCross(hx[m - 1] - hx[m - 2], hy[m - 1] - hy[m - 2], p[i].x - hx[m - 2], p[i].y - hy[m - 2]) <= 0)
			--m;
		hx[m] = p[i].x;
		hy[m] = p[i].y;
		++m;
	}
	--m; // the last point is the first again
	satError e = SAT_OK;
	if (m < 2 || (m == 2 && hx[0] == hx[1] && hy[0] == hy[1])) {
		e = SAT_ERR_TOO_FEW_POINTS; // all points the same
	} else if (m == 2) {            // all points on a line: as the constructor says of two points
		double tol = SAT_LINEAR_TOLERANCE * fmax(fabs(hx[1] - hx[0]), fabs(hy[1] - hy[0]));
		e = satLength(hx[1] - hx[0], hy[1] - hy[0]) <= tol ? SAT_ERR_TOO_FEW_POINTS : SAT_ERR_COLLINEAR;
	} else {
		// Clean as the constructor does, again from the cleaned points, until nothing changes: then
		// satCreatePolygon (which runs the same cleaning on these floats) keeps them as they are.
		for (int before = -1; e == SAT_OK && m != before;) {
			before = m;
			e = satCleanPolygon(hx, hy, &m);
		}
		// A convex hull refused as doubling back has a corner sharper than the collinear tolerance, so it lies
		// in a wedge that thin: a needle, collinear within the tolerance.
		if (e == SAT_ERR_NOT_CONVEX) e = SAT_ERR_COLLINEAR;
	}
	if (e == SAT_OK) {
		for (int i = 0; i < m; ++i) {
			out[2 * i] = (float)hx[i];
			out[2 * i + 1] = (float)hy[i];
		}
		*outCount = m;
	}
	free(p);
	return e;
}
