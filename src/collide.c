// Projection onto an axis, interval distance, and the static SAT overlap test with its minimum translation.
#include <math.h>

#include "sat_internal.h"
#include "sat_math.h"

// Interval of a shape on a unit axis.
static void satProjectOnUnit(const satShape* s, float ax, float ay, float* mn, float* mx)
{
	if (s->type == SAT_SHAPE_CIRCLE) {
		float c = ax * s->center.x + ay * s->center.y;
		*mn = (c - s->radius) + 0.0f;
		*mx = (c + s->radius) + 0.0f;
		return;
	}
	satProjectPoints(s->worldX, s->worldY, s->padded, ax, ay, mn, mx);
}

// Axis test for A (shifted by offsetAlong along the axis) against B. Keeps the smallest push over the
// axes tried: on each axis both directions are considered, so the MTV is right also for containment.
// Returns false when the axis separates them (a gap > 0; touching is overlap).
static bool satTestAxis(const satShape* a, const satShape* b, float ax, float ay, float offsetAlong,
	satOverlap* best)
{
	float aMin, aMax, bMin, bMax;
	satProjectOnUnit(a, ax, ay, &aMin, &aMax);
	satProjectOnUnit(b, ax, ay, &bMin, &bMax);
	aMin += offsetAlong;
	aMax += offsetAlong;
	float pushPositive = bMax - aMin; // moving A along +axis by this separates them
	float pushNegative = aMax - bMin; // moving A along -axis by this separates them
	if (pushPositive < 0.0f || pushNegative < 0.0f) return false;
	bool positive = pushPositive <= pushNegative;
	float depth = positive ? pushPositive : pushNegative;
	if (depth < best->depth) {
		best->depth = depth;
		best->normal = positive ? (satVec2){ ax, ay } : (satVec2){ -ax, -ay };
	}
	return true;
}

// Unit axis from the polygon vertex nearest to point p towards p; false if p sits on a vertex.
static bool satNearestVertexAxis(const satShape* poly, float offX, float offY, satVec2 p, satVec2* axis)
{
	float bestD = INFINITY, dx = 0, dy = 0;
	for (int i = 0; i < poly->count; ++i) {
		float ex = p.x - (poly->worldX[i] + offX), ey = p.y - (poly->worldY[i] + offY);
		float d = ex * ex + ey * ey;
		if (d < bestD) { bestD = d; dx = ex; dy = ey; }
	}
	float len = sqrtf(bestD);
	if (!(len > 0.0f)) return false;
	*axis = (satVec2){ dx / len, dy / len };
	return true;
}

static bool satTestNormals(const satShape* poly, const satShape* a, const satShape* b, satVec2 offset,
	satOverlap* best)
{
	for (int i = 0; i < poly->count; ++i) {
		float ax = poly->worldNX[i], ay = poly->worldNY[i];
		if (!satTestAxis(a, b, ax, ay, ax * offset.x + ay * offset.y, best)) return false;
	}
	return true;
}

/*
 * SAT with minimum translation:
 *   axes = edge normals of each polygon, plus for a circle the direction from the nearest polygon vertex
 *          (or the other circle's centre) to its centre; these contain the true penetration direction
 *   for each axis: project both, stop at the first gap, else keep the smaller push of the two directions
 *   MTV = the smallest push found
 */
satOverlap satOverlapShapes(const satShape* a, const satShape* b, satVec2 offset)
{
	satOverlap best = { false, INFINITY, { 0.0f, 0.0f } };
	bool circleA = a->type == SAT_SHAPE_CIRCLE, circleB = b->type == SAT_SHAPE_CIRCLE;
	if (!circleA && !satTestNormals(a, a, b, offset, &best)) return (satOverlap){ 0 };
	if (!circleB && !satTestNormals(b, a, b, offset, &best)) return (satOverlap){ 0 };
	if (circleA || circleB) {
		satVec2 axis = { 1.0f, 0.0f };
		satVec2 centerA = { a->center.x + offset.x, a->center.y + offset.y };
		if (circleA && circleB) {
			float dx = centerA.x - b->center.x, dy = centerA.y - b->center.y;
			float len = sqrtf(dx * dx + dy * dy);
			if (len > 0.0f) axis = (satVec2){ dx / len, dy / len };
			if (!satTestAxis(a, b, axis.x, axis.y, axis.x * offset.x + axis.y * offset.y, &best))
				return (satOverlap){ 0 };
		} else {
			bool found = circleA ? satNearestVertexAxis(b, 0.0f, 0.0f, centerA, &axis)
			                     : satNearestVertexAxis(a, offset.x, offset.y, b->center, &axis);
			if (found && !satTestAxis(a, b, axis.x, axis.y, axis.x * offset.x + axis.y * offset.y, &best))
				return (satOverlap){ 0 };
		}
	}
	best.hit = true;
	return best;
}

satError satProjectShape(const satShape* shape, satVec2 axis, satInterval* out)
{
	if (out != NULL) *out = (satInterval){ 0.0f, 0.0f };
	satError e = satCheckShape(shape);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	if (!isfinite(axis.x) || !isfinite(axis.y) || (axis.x == 0.0f && axis.y == 0.0f)) return SAT_ERR_BAD_AXIS;
	if (shape->type == SAT_SHAPE_CIRCLE) {
		float c = axis.x * shape->center.x + axis.y * shape->center.y;
		float r = shape->radius * sqrtf(axis.x * axis.x + axis.y * axis.y);
		*out = (satInterval){ (c - r) + 0.0f, (c + r) + 0.0f };
	} else {
		satProjectPoints(shape->worldX, shape->worldY, shape->padded, axis.x, axis.y, &out->min, &out->max);
	}
	if (!isfinite(out->min) || !isfinite(out->max)) { // an axis so long that the products overflow
		*out = (satInterval){ 0.0f, 0.0f };
		return SAT_ERR_OUT_OF_RANGE;
	}
	return SAT_OK;
}

float satIntervalDistance(satInterval a, satInterval b)
{
	return a.min < b.min ? b.min - a.max : a.min - b.max;
}

static satError satCheckPair(const satShape* a, const satShape* b, satVec2 v)
{
	satError e = satCheckShape(a);
	if (e == SAT_OK) e = satCheckShape(b);
	if (e == SAT_OK) e = satCheckValue(v.x);
	if (e == SAT_OK) e = satCheckValue(v.y);
	return e;
}

satError satCollide(const satShape* a, const satShape* b, satVec2 velocity, satCollision* out)
{
	if (out != NULL) *out = (satCollision){ 0 };
	satError e = satCheckPair(a, b, velocity);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	satOverlap now = satOverlapShapes(a, b, (satVec2){ 0.0f, 0.0f });
	out->intersect = now.hit;
	if (velocity.x == 0.0f && velocity.y == 0.0f) {
		out->willIntersect = now.hit;
		if (now.hit) out->mtv = (satVec2){ now.normal.x * now.depth, now.normal.y * now.depth };
		return SAT_OK;
	}
	satOverlap end = satOverlapShapes(a, b, velocity);
	if (end.hit) out->mtv = (satVec2){ end.normal.x * end.depth, end.normal.y * end.depth };
	out->willIntersect = now.hit || end.hit || satSweepShapes(a, b, velocity, 1.0f).hit;
	return SAT_OK;
}

satError satSweep(const satShape* a, const satShape* b, satVec2 velocity, float tmax, satSweepResult* out)
{
	if (out != NULL) *out = (satSweepResult){ 0 };
	satError e = satCheckPair(a, b, velocity);
	if (e != SAT_OK) return e;
	if (!isfinite(tmax) || !(tmax >= 0.0f)) return SAT_ERR_BAD_TMAX;
	if (out == NULL) return SAT_ERR_NULL;
	*out = satSweepShapes(a, b, velocity, tmax);
	return SAT_OK;
}
