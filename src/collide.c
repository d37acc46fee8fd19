// collide = the static overlap test (overlap.c) + the moving test (sweep.c): PolygonCollision of the CodeProject article.
#include "sat_internal.h"

satError satCollide(const satShape* a, const satShape* b, satVec2 velocity, satCollision* out)
{
	if (out != NULL) *out = (satCollision){ 0 };
	satError e = satCheckPair(a, b, velocity);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	satOverlap now = satOverlapShapes(a, b, (satVec2){ 0.0f, 0.0f }, NULL);
	out->intersect = now.hit;
	if (velocity.x == 0.0f && velocity.y == 0.0f) {
		out->willIntersect = now.hit;
		if (now.hit) out->mtv = satMtvOf(now);
		return SAT_OK;
	}
	satOverlap end = satOverlapShapes(a, b, velocity, NULL);
	if (end.hit) out->mtv = satMtvOf(end);
	out->willIntersect = now.hit || end.hit || satSweepShapes(a, b, velocity, 1.0f).hit;
	return SAT_OK;
}
