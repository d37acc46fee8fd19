// Flat shims over the public API for the WebAssembly module (web/sat.js) and the native bit-identity test:
// only pointers, int and float cross the boundary; results go into a caller-provided float buffer.
// mk/wasm.mk lists them in -sEXPORTED_FUNCTIONS, so no emscripten header is needed.
#include "sat.h"

// Declarations for -Wmissing-prototypes; only web/sat.js and tests/bitident/native.c call these.
int satw_polygon(const float* xy, int coordCount, satShape** out);
int satw_circle(float radius, satShape** out);
int satw_box(float width, float height, satShape** out);
void satw_destroy(satShape* shape);
int satw_set_transform(satShape* shape, float x, float y, float angle);
int satw_vertex_count(const satShape* shape);
int satw_world_vertices(const satShape* shape, float* out);
int satw_aabb(const satShape* shape, float* out);
int satw_collide(const satShape* a, const satShape* b, float vx, float vy, float* out);
int satw_project(const satShape* shape, float axisX, float axisY, float* out);
int satw_sweep(const satShape* a, const satShape* b, float vx, float vy, float tmax, float* out);
const char* satw_error_string(int code);
const char* satw_error_name(int code);
int satw_error_count(void);
int satw_max_polygon_vertices(void);
float satw_max_coordinate(void);

// Names of the satError values without the SAT_ERR_ prefix, as SatError.codeName shows them in JS.
static const char* const satwErrorNames[] = {
	"OK", "NULL", "ODD_COORDS", "TOO_FEW_POINTS", "TOO_MANY_POINTS", "NOT_FINITE", "OUT_OF_RANGE",
	"COLLINEAR", "NOT_CONVEX", "BAD_RADIUS", "BAD_SIZE", "BAD_AXIS", "BAD_TMAX", "BAD_HANDLE",
	"OUT_OF_MEMORY", "BAD_ID", "BAD_ARRAY",
};
_Static_assert(sizeof satwErrorNames / sizeof satwErrorNames[0] == SAT_ERR_COUNT, "one name per satError");

// Results cross to JS with +0 for zero: a -0 from a negated axis would print as -0 and fail deep equality.
static float satwZero(float v) { return v + 0.0f; }

static satError satwCheckShape(const satShape* shape)
{
	if (shape == NULL) return SAT_ERR_NULL;
	return satShape_IsValid(shape) ? SAT_OK : SAT_ERR_BAD_HANDLE;
}

/// Create a polygon from coordCount floats at xy; *out receives the shape (NULL on error).
int satw_polygon(const float* xy, int coordCount, satShape** out) { return (int)satCreatePolygon(xy, coordCount, out); }

/// Create a circle; *out receives the shape (NULL on error).
int satw_circle(float radius, satShape** out) { return (int)satCreateCircle(radius, out); }

/// Create a box; *out receives the shape (NULL on error).
int satw_box(float width, float height, satShape** out) { return (int)satCreateBox(width, height, out); }

/// Destroy a shape (NULL and destroyed shapes are ignored).
void satw_destroy(satShape* shape) { satDestroyShape(shape); }

/// Place a shape.
int satw_set_transform(satShape* shape, float x, float y, float angle)
{
	return (int)satShape_SetTransform(shape, x, y, angle);
}

/// Vertices kept (0 for a circle, -SAT_ERR_* for a bad handle).
int satw_vertex_count(const satShape* shape)
{
	satError e = satwCheckShape(shape);
	return e == SAT_OK ? satShape_GetVertexCount(shape) : -(int)e;
}

/// Write the world vertices as x0, y0, x1, y1, ... (room for 2 * SAT_MAX_POLYGON_VERTICES floats); returns
/// the vertex count, or -SAT_ERR_* for a bad handle (nothing written).
int satw_world_vertices(const satShape* shape, float* out)
{
	int n = satw_vertex_count(shape);
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetWorldVertex(shape, i);
		out[2 * i] = satwZero(p.x);
		out[2 * i + 1] = satwZero(p.y);
	}
	return n;
}

/// out = { minX, minY, maxX, maxY } (zeros on error).
int satw_aabb(const satShape* shape, float* out)
{
	satError e = satwCheckShape(shape);
	satAABB box = e == SAT_OK ? satShape_GetAABB(shape) : (satAABB){ 0, 0, 0, 0 };
	out[0] = satwZero(box.minX);
	out[1] = satwZero(box.minY);
	out[2] = satwZero(box.maxX);
	out[3] = satwZero(box.maxY);
	return (int)e;
}

/// out = { intersect, willIntersect, mtvX, mtvY } with the flags as 0 or 1 (all zero on error).
int satw_collide(const satShape* a, const satShape* b, float vx, float vy, float* out)
{
	satCollision c = { 0 };
	satError e = satCollide(a, b, (satVec2){ vx, vy }, &c);
	out[0] = c.intersect ? 1.0f : 0.0f;
	out[1] = c.willIntersect ? 1.0f : 0.0f;
	out[2] = satwZero(c.mtv.x);
	out[3] = satwZero(c.mtv.y);
	return (int)e;
}

/// out = { min, max } of the shape projected onto (axisX, axisY) (zeros on error).
int satw_project(const satShape* shape, float axisX, float axisY, float* out)
{
	satInterval r = { 0.0f, 0.0f };
	satError e = satProjectShape(shape, (satVec2){ axisX, axisY }, &r);
	out[0] = satwZero(r.min);
	out[1] = satwZero(r.max);
	return (int)e;
}

/// out = { hit, t, normalX, normalY, mtvX, mtvY } with hit as 0 or 1 (all zero on error).
int satw_sweep(const satShape* a, const satShape* b, float vx, float vy, float tmax, float* out)
{
	satSweepResult r = { 0 };
	satError e = satSweep(a, b, (satVec2){ vx, vy }, tmax, &r);
	out[0] = r.hit ? 1.0f : 0.0f;
	out[1] = satwZero(r.t);
	out[2] = satwZero(r.normal.x);
	out[3] = satwZero(r.normal.y);
	out[4] = satwZero(r.mtv.x);
	out[5] = satwZero(r.mtv.y);
	return (int)e;
}

/// The message for an error code (satErrorString).
const char* satw_error_string(int code) { return satErrorString((satError)code); }

/// The name of an error code without the SAT_ERR_ prefix, or NULL outside the enum.
const char* satw_error_name(int code) { return code >= 0 && code < SAT_ERR_COUNT ? satwErrorNames[code] : NULL; }

/// Number of error codes, SAT_OK included.
int satw_error_count(void) { return SAT_ERR_COUNT; }

/// SAT_MAX_POLYGON_VERTICES.
int satw_max_polygon_vertices(void) { return SAT_MAX_POLYGON_VERTICES; }

/// SAT_MAX_COORDINATE.
float satw_max_coordinate(void) { return SAT_MAX_COORDINATE; }
