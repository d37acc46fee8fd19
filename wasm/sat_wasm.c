// The satw_* shims declared in sat_wasm.h, over the public API of src/sat.h. Compiled into the wasm modules
// and the native bit-identity test only, never into the native library; no emscripten header is needed.
#include "sat_wasm.h"

// Names of the satError values without the SAT_ERR_ prefix; init() in web/loader.js checks them against errors.js.
static const char* const satwErrorNames[SAT_ERR_COUNT] = {
	[SAT_OK] = "OK",
	[SAT_ERR_NULL] = "NULL",
	[SAT_ERR_ODD_COORDS] = "ODD_COORDS",
	[SAT_ERR_TOO_FEW_POINTS] = "TOO_FEW_POINTS",
	[SAT_ERR_TOO_MANY_POINTS] = "TOO_MANY_POINTS",
	[SAT_ERR_NOT_FINITE] = "NOT_FINITE",
	[SAT_ERR_OUT_OF_RANGE] = "OUT_OF_RANGE",
	[SAT_ERR_COLLINEAR] = "COLLINEAR",
	[SAT_ERR_NOT_CONVEX] = "NOT_CONVEX",
	[SAT_ERR_BAD_RADIUS] = "BAD_RADIUS",
	[SAT_ERR_BAD_SIZE] = "BAD_SIZE",
	[SAT_ERR_BAD_AXIS] = "BAD_AXIS",
	[SAT_ERR_BAD_TMAX] = "BAD_TMAX",
	[SAT_ERR_BAD_HANDLE] = "BAD_HANDLE",
	[SAT_ERR_OUT_OF_MEMORY] = "OUT_OF_MEMORY",
	[SAT_ERR_BAD_ID] = "BAD_ID",
	[SAT_ERR_BAD_ARRAY] = "BAD_ARRAY",
};

// Static, so that each wasm instance has its own in its own memory and JS needs no sizes to allocate it.
static struct {
	float points[2 * SAT_MAX_POLYGON_VERTICES];
	float result[6]; // the largest record, satw_sweep's
	union {
		satShape* shape;
		satWorld* world;
		int id;
	} out; // JS reads an int32: wasm32 pointers are 32 bits
} satwScratch;

// Results cross to JS with +0 for zero: a -0 from a negated axis would print as -0 and fail deep equality.
static float satwZero(float v) { return v + 0.0f; }

static void satwStoreAABB(satAABB box, float* out)
{
	out[0] = satwZero(box.minX);
	out[1] = satwZero(box.minY);
	out[2] = satwZero(box.maxX);
	out[3] = satwZero(box.maxY);
}

static satError satwCheckShape(const satShape* shape)
{
	if (shape == NULL) return SAT_ERR_NULL;
	return satShape_IsValid(shape) ? SAT_OK : SAT_ERR_BAD_HANDLE;
}

const char* satw_version(void) { return satGetVersion(); }
int satw_max_polygon_vertices(void) { return SAT_MAX_POLYGON_VERTICES; }
float satw_max_coordinate(void) { return SAT_MAX_COORDINATE; }
int satw_id_slot_bits(void) { return SAT_ID_SLOT_BITS; }
int satw_error_count(void) { return SAT_ERR_COUNT; }
const char* satw_error_name(int code) { return code >= 0 && code < SAT_ERR_COUNT ? satwErrorNames[code] : NULL; }
const char* satw_error_string(int code) { return satErrorString((satError)code); }
float* satw_scratch_points(void) { return satwScratch.points; }
float* satw_scratch_result(void) { return satwScratch.result; }
void* satw_scratch_out(void) { return &satwScratch.out; }

int satw_polygon(const float* xy, int coordCount, satShape** out) { return (int)satCreatePolygon(xy, coordCount, out); }
int satw_circle(float radius, satShape** out) { return (int)satCreateCircle(radius, out); }
int satw_box(float width, float height, satShape** out) { return (int)satCreateBox(width, height, out); }
void satw_destroy(satShape* shape) { satDestroyShape(shape); }

int satw_set_transform(satShape* shape, float x, float y, float angle)
{
	return (int)satShape_SetTransform(shape, x, y, angle);
}

int satw_vertex_count(const satShape* shape)
{
	satError e = satwCheckShape(shape);
	return e == SAT_OK ? satShape_GetVertexCount(shape) : -(int)e;
}

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

int satw_aabb(const satShape* shape, float* out)
{
	satError e = satwCheckShape(shape);
	satwStoreAABB(e == SAT_OK ? satShape_GetAABB(shape) : (satAABB){ 0, 0, 0, 0 }, out);
	return (int)e;
}

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

int satw_project(const satShape* shape, float axisX, float axisY, float* out)
{
	satInterval r = { 0.0f, 0.0f };
	satError e = satProjectShape(shape, (satVec2){ axisX, axisY }, &r);
	out[0] = satwZero(r.min);
	out[1] = satwZero(r.max);
	return (int)e;
}

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

int satw_world_create(int capacity, float cellSize, satWorld** out)
{
	satWorldDef def = { .capacity = capacity, .cellSize = cellSize };
	return (int)satCreateWorld(&def, out);
}

void satw_world_destroy(satWorld* world) { satDestroyWorld(world); }

int satw_world_add(satWorld* world, const satShape* shape, float x, float y, float angle, int* outId)
{
	return (int)satWorld_AddBody(world, shape, x, y, angle, outId);
}

int satw_world_remove(satWorld* world, int id) { return (int)satWorld_RemoveBody(world, id); }

int satw_world_set_transform(satWorld* world, int id, float x, float y, float angle)
{
	return (int)satWorld_SetTransform(world, id, x, y, angle);
}

int satw_world_set_positions(satWorld* world, const float* xy, int count)
{
	return (int)satWorld_SetPositions(world, xy, count);
}

int satw_world_set_static(satWorld* world, int id, int isStatic)
{
	return (int)satWorld_SetStatic(world, id, isStatic != 0);
}

int satw_world_set_filter(satWorld* world, int id, unsigned category, unsigned mask)
{
	return (int)satWorld_SetFilter(world, id, category, mask);
}

int satw_world_collide(satWorld* world, int* outPairCount) { return (int)satWorld_Collide(world, outPairCount); }
const int* satw_world_pair_a(const satWorld* world) { return satWorld_GetPairA(world); }
const int* satw_world_pair_b(const satWorld* world) { return satWorld_GetPairB(world); }
const float* satw_world_pair_mtv_x(const satWorld* world) { return satWorld_GetPairMtvX(world); }
const float* satw_world_pair_mtv_y(const satWorld* world) { return satWorld_GetPairMtvY(world); }
int satw_world_pair_capacity(const satWorld* world) { return satWorld_GetPairCapacity(world); }
int satw_world_body_count(const satWorld* world) { return satWorld_GetBodyCount(world); }
int satw_world_slot_count(const satWorld* world) { return satWorld_GetSlotCount(world); }

int satw_world_aabb(const satWorld* world, int id, float* out)
{
	satAABB box = { 0, 0, 0, 0 };
	satError e = satWorld_GetAABB(world, id, &box);
	satwStoreAABB(e == SAT_OK ? box : (satAABB){ 0, 0, 0, 0 }, out);
	return (int)e;
}
