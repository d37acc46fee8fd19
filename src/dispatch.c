// Shapes of every kind: the one place that tells a concave shape from the others. A concave shape goes to
// concave.c, which takes it part by part with the convex kernel; every other kind goes straight to the kernel.
// Dependencies then point one way: the kernel never calls concave.c, and concave.c never calls back up here.
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sat_internal.h"

// ---- The shape record ----

void satShapeRebind(satShape* s)
{
	satBindArrays(s);
	if (s->type == SAT_SHAPE_CONCAVE) satConcaveRebind(s);
}

void satShapePlace(satShape* s, float x, float y, float angle)
{
	satConvexPlace(s, x, y, angle);
	if (s->type == SAT_SHAPE_CONCAVE) satConcavePlace(s);
}

satMassData satShapeMass(const satShape* s, float density, float* minExtent)
{
	if (s->type == SAT_SHAPE_CONCAVE) return satConcaveMass(s, density, minExtent);
	return satConvexMass(s, density, minExtent);
}

satError satCloneShape(const satShape* shape, satShape** out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = NULL;
	satError e = satCheckShape(shape);
	if (e != SAT_OK) return e;
	size_t bytes = satShapeSize(shape);
	satShape* s = malloc(bytes);
	if (s == NULL) return SAT_ERR_OUT_OF_MEMORY;
	memcpy(s, shape, bytes);
	satShapeRebind(s);
	*out = s;
	return SAT_OK;
}

satError satShape_SetTransform(satShape* shape, float x, float y, float angle)
{
	satError e = satCheckShape(shape);
	if (e == SAT_OK) e = satCheckValue(x);
	if (e == SAT_OK) e = satCheckValue(y);
	if (e == SAT_OK) e = satCheckValue(angle);
	if (e != SAT_OK) return e;
	satShapePlace(shape, x, y, angle);
	return SAT_OK;
}

// ---- Queries ----

satOverlap satOverlapShapes(const satShape* a, const satShape* b, satVec2 offset, satScratch* scratch)
{
	return satOverlapWith(a, b, satRelative(a, b, offset), scratch);
}

satOverlap satOverlapAt(const satShape* a, const satShape* b, satVec2 d) { return satOverlapWith(a, b, d, NULL); }

satOverlap satOverlapWith(const satShape* a, const satShape* b, satVec2 d, satScratch* scratch)
{
	if (a->type == SAT_SHAPE_CONCAVE || b->type == SAT_SHAPE_CONCAVE) return satConcaveOverlapAt(a, b, d, scratch);
	return satConvexOverlapAt(a, b, d);
}

satSweepResult satSweepShapes(const satShape* a, const satShape* b, satVec2 v, float tmax)
{
	if (a->type == SAT_SHAPE_CONCAVE || b->type == SAT_SHAPE_CONCAVE) return satConcaveSweep(a, b, v, tmax);
	return satConvexSweep(a, b, v, tmax);
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

void satManifoldAt(const satShape* a, const satShape* b, satVec2 d, satManifold* out)
{
	if (a->type == SAT_SHAPE_CONCAVE || b->type == SAT_SHAPE_CONCAVE) {
		satConcaveManifoldAt(a, b, d, out);
		return;
	}
	satConvexManifoldAt(a, b, d, out);
}

satError satComputeManifold(const satShape* a, const satShape* b, satManifold* out)
{
	if (out != NULL) *out = (satManifold){ 0 };
	satError e = satCheckShape(a);
	if (e == SAT_OK) e = satCheckShape(b);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	satVec2 d = { b->xf.x - a->xf.x, b->xf.y - a->xf.y }; // as satCollide forms it, for the identical normal
	satManifoldAt(a, b, d, out);
	for (int k = 0; k < out->pointCount; ++k) {
		out->points[k].x = (out->points[k].x + a->xf.x) + 0.0f;
		out->points[k].y = (out->points[k].y + a->xf.y) + 0.0f;
	}
	return SAT_OK;
}

satRayHit satRayCastAt(const satShape* shape, float x, float y, satVec2 p0, satVec2 p1)
{
	if (shape->type == SAT_SHAPE_CONCAVE) return satConcaveRayCastAt(shape, x, y, p0, p1);
	return satConvexRayCastAt(shape, x, y, p0, p1);
}

satError satRayCast(const satShape* shape, satVec2 p0, satVec2 p1, satRayHit* out)
{
	if (out == NULL) return SAT_ERR_NULL;
	*out = (satRayHit){ 0 };
	satError e = satCheckShape(shape);
	if (e == SAT_OK) e = satCheckValue(p0.x);
	if (e == SAT_OK) e = satCheckValue(p0.y);
	if (e == SAT_OK) e = satCheckValue(p1.x);
	if (e == SAT_OK) e = satCheckValue(p1.y);
	if (e != SAT_OK) return e;
	*out = satRayCastAt(shape, shape->xf.x, shape->xf.y, p0, p1);
	return SAT_OK;
}
