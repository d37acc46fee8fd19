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
	[SAT_ERR_BAD_TYPE] = "BAD_TYPE",
	[SAT_ERR_BAD_MATERIAL] = "BAD_MATERIAL",
	[SAT_ERR_BAD_STEP] = "BAD_STEP",
	[SAT_ERR_ZERO_LENGTH] = "ZERO_LENGTH",
	[SAT_ERR_NOT_SIMPLE] = "NOT_SIMPLE",
	[SAT_ERR_BAD_JOINT] = "BAD_JOINT",
	[SAT_ERR_BAD_SNAPSHOT] = "BAD_SNAPSHOT",
};

// Names of the satBodyType values, as JS spells them; init() in web/loader.js reads them.
static const char* const satwBodyTypeNames[] = {
	[SAT_BODY_STATIC] = "static",
	[SAT_BODY_KINEMATIC] = "kinematic",
	[SAT_BODY_DYNAMIC] = "dynamic",
};

// Names of the satTile cell values, as sat.TILE_* spells them after its prefix; init() in web/loader.js reads them.
static const char* const satwTileNames[SAT_TILE_COUNT] = {
	[SAT_TILE_EMPTY] = "EMPTY",
	[SAT_TILE_SOLID] = "SOLID",
	[SAT_TILE_SLOPE_UP_RIGHT] = "SLOPE_UP_RIGHT",
	[SAT_TILE_SLOPE_UP_LEFT] = "SLOPE_UP_LEFT",
	[SAT_TILE_GENTLE_UP_RIGHT_LOW] = "GENTLE_UP_RIGHT_LOW",
	[SAT_TILE_GENTLE_UP_RIGHT_HIGH] = "GENTLE_UP_RIGHT_HIGH",
	[SAT_TILE_GENTLE_UP_LEFT_LOW] = "GENTLE_UP_LEFT_LOW",
	[SAT_TILE_GENTLE_UP_LEFT_HIGH] = "GENTLE_UP_LEFT_HIGH",
};

// Names of the satJointType values, as JS spells them; init() in web/loader.js reads them.
static const char* const satwJointTypeNames[SAT_JOINT_TYPE_COUNT] = {
	[SAT_JOINT_REVOLUTE] = "revolute",
	[SAT_JOINT_DISTANCE] = "distance",
	[SAT_JOINT_WELD] = "weld",
	[SAT_JOINT_PRISMATIC] = "prismatic",
	[SAT_JOINT_WHEEL] = "wheel",
	[SAT_JOINT_MOUSE] = "mouse",
};

// The floats of a joint definition, in the order sat_wasm.h gives.
#define SATW_JOINT_FLOATS 21
enum {
	SATW_JOINT_LIMIT = 1,
	SATW_JOINT_MOTOR = 2,
	SATW_JOINT_COLLIDE = 4
};

// Static, so that each wasm instance has its own in its own memory and JS needs no sizes to allocate it.
static struct {
	float points[2 * SAT_MAX_POLYGON_VERTICES];
	float result[9]; // the largest record, satw_manifold's
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
float satw_same_as_friction(void) { return SAT_SAME_AS_FRICTION; }
int satw_id_slot_bits(void) { return SAT_ID_SLOT_BITS; }
int satw_error_count(void) { return SAT_ERR_COUNT; }
const char* satw_error_name(int code) { return code >= 0 && code < SAT_ERR_COUNT ? satwErrorNames[code] : NULL; }
const char* satw_error_string(int code) { return satErrorString((satError)code); }
int satw_contact_floats(void) { return SAT_CONTACT_FLOATS; }
int satw_contact_ints(void) { return SAT_CONTACT_INTS; }

const char* satw_body_type_name(int type)
{
	int count = (int)(sizeof satwBodyTypeNames / sizeof satwBodyTypeNames[0]);
	return type >= 0 && type < count ? satwBodyTypeNames[type] : NULL;
}

int satw_max_step_passes(void) { return SAT_MAX_STEP_PASSES; }
const char* satw_tile_name(int value) { return value >= 0 && value < SAT_TILE_COUNT ? satwTileNames[value] : NULL; }
float* satw_scratch_points(void) { return satwScratch.points; }
float* satw_scratch_result(void) { return satwScratch.result; }
void* satw_scratch_out(void) { return &satwScratch.out; }

int satw_polygon(const float* xy, int coordCount, satShape** out) { return (int)satCreatePolygon(xy, coordCount, out); }
int satw_concave(const float* xy, int coordCount, satShape** out) { return (int)satCreateConcave(xy, coordCount, out); }

int satw_part_count(const satShape* shape)
{
	satError e = satwCheckShape(shape);
	return e == SAT_OK ? satShape_GetPartCount(shape) : -(int)e;
}

int satw_part_vertices(const satShape* shape, int k, float* out)
{
	satError e = satwCheckShape(shape);
	if (e != SAT_OK) return -(int)e;
	int n = satShape_GetPartVertexCount(shape, k);
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetPartLocalVertex(shape, k, i);
		out[2 * i] = satwZero(p.x);
		out[2 * i + 1] = satwZero(p.y);
	}
	return n;
}
int satw_circle(float radius, satShape** out) { return (int)satCreateCircle(radius, out); }
int satw_box(float width, float height, satShape** out) { return (int)satCreateBox(width, height, out); }
int satw_segment(float x0, float y0, float x1, float y1, satShape** out)
{
	return (int)satCreateSegment(x0, y0, x1, y1, out);
}
int satw_capsule(float x0, float y0, float x1, float y1, float radius, satShape** out)
{
	return (int)satCreateCapsule(x0, y0, x1, y1, radius, out);
}
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

int satw_manifold(const satShape* a, const satShape* b, float* out)
{
	satManifold m = { 0 };
	satError e = satComputeManifold(a, b, &m);
	out[0] = (float)m.pointCount;
	out[1] = satwZero(m.normal.x);
	out[2] = satwZero(m.normal.y);
	for (int k = 0; k < 2; ++k) {
		bool used = k < m.pointCount;
		out[3 + 3 * k] = used ? satwZero(m.points[k].x) : 0.0f;
		out[4 + 3 * k] = used ? satwZero(m.points[k].y) : 0.0f;
		out[5 + 3 * k] = used ? satwZero(m.depths[k]) : 0.0f;
	}
	return (int)e;
}

int satw_raycast(const satShape* shape, float x0, float y0, float x1, float y1, float* out)
{
	satRayHit r = { 0 };
	satError e = satRayCast(shape, (satVec2){ x0, y0 }, (satVec2){ x1, y1 }, &r);
	out[0] = r.hit ? 1.0f : 0.0f;
	out[1] = satwZero(r.fraction);
	out[2] = satwZero(r.point.x);
	out[3] = satwZero(r.point.y);
	out[4] = satwZero(r.normal.x);
	out[5] = satwZero(r.normal.y);
	return (int)e;
}

int satw_hull(const float* xy, int coordCount, float* out, int* outCount)
{
	return (int)satComputeHull(xy, coordCount, out, outCount);
}

int satw_world_create(int capacity, float cellSize, float lengthUnitsPerMeter, float hitSpeed, satWorld** out)
{
	satWorldDef def = {
		.capacity = capacity, .cellSize = cellSize, .lengthUnitsPerMeter = lengthUnitsPerMeter, .hitSpeed = hitSpeed
	};
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

int satw_world_set_one_way(satWorld* world, int id, float nx, float ny)
{
	return (int)satWorld_SetOneWay(world, id, nx, ny);
}

int satw_world_get_one_way(const satWorld* world, int id, float* out)
{
	satVec2 n = { 0.0f, 0.0f };
	satError e = satWorld_GetOneWay(world, id, &n);
	out[0] = satwZero(n.x);
	out[1] = satwZero(n.y);
	return (int)e;
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

int satw_world_raycast(satWorld* world, float x0, float y0, float x1, float y1, unsigned mask, float* out, int* outId)
{
	satWorldRayHit r = { false, -1, 0.0f, { 0.0f, 0.0f }, { 0.0f, 0.0f } };
	satError e = satWorld_RayCast(world, (satVec2){ x0, y0 }, (satVec2){ x1, y1 }, mask, &r);
	out[0] = r.hit ? 1.0f : 0.0f;
	out[1] = satwZero(r.fraction);
	out[2] = satwZero(r.point.x);
	out[3] = satwZero(r.point.y);
	out[4] = satwZero(r.normal.x);
	out[5] = satwZero(r.normal.y);
	*outId = r.id;
	return (int)e;
}

int satw_world_query_aabb(
	satWorld* world, float minX, float minY, float maxX, float maxY, int* ids, int capacity, int* outCount)
{
	return (int)satWorld_QueryAABB(world, (satAABB){ minX, minY, maxX, maxY }, ids, capacity, outCount);
}

int satw_world_query_point(satWorld* world, float x, float y, int* ids, int capacity, int* outCount)
{
	return (int)satWorld_QueryPoint(world, (satVec2){ x, y }, ids, capacity, outCount);
}

int satw_world_cast_shape(satWorld* world, const satShape* shape, float x, float y, float angle, float dx, float dy,
	unsigned mask, int ignoreId, float* out, int* outId)
{
	satWorldShapeHit r = { false, -1, 0.0f, { 0.0f, 0.0f }, { 0.0f, 0.0f } };
	satError e = satWorld_CastShape(
		world, shape, (satTransform){ x, y, angle }, (satVec2){ dx, dy }, mask, ignoreId, &r);
	out[0] = r.hit ? 1.0f : 0.0f;
	out[1] = satwZero(r.t);
	out[2] = satwZero(r.point.x);
	out[3] = satwZero(r.point.y);
	out[4] = satwZero(r.normal.x);
	out[5] = satwZero(r.normal.y);
	*outId = r.id;
	return (int)e;
}

int satw_world_overlap_shape(satWorld* world, const satShape* shape, float x, float y, float angle, unsigned mask,
	int* ids, int capacity, int* outCount)
{
	return (int)satWorld_OverlapShape(world, shape, (satTransform){ x, y, angle }, mask, ids, capacity, outCount);
}

void satw_default_move(float* out)
{
	satMoveDef d = satDefaultMoveDef();
	out[0] = d.up.x;
	out[1] = d.up.y;
	out[2] = d.maxSlope;
	out[3] = d.stepHeight;
	out[4] = d.snapDown;
	out[5] = d.skin;
}

int satw_world_move(satWorld* world, int id, float dx, float dy, float upX, float upY, float maxSlope, float stepHeight,
	float snapDown, float skin, int slideOnSlopes, float* out, int* outGroundId)
{
	satMoveDef d = { { upX, upY }, maxSlope, stepHeight, snapDown, skin, slideOnSlopes != 0 };
	satMoveResult r = { { 0.0f, 0.0f }, false, -1, { 0.0f, 0.0f }, 0 };
	satError e = satWorld_Move(world, id, (satVec2){ dx, dy }, &d, &r);
	out[0] = satwZero(r.position.x);
	out[1] = satwZero(r.position.y);
	out[2] = r.grounded ? 1.0f : 0.0f;
	out[3] = satwZero(r.groundNormal.x);
	out[4] = satwZero(r.groundNormal.y);
	out[5] = (float)r.hitCount;
	*outGroundId = r.groundId;
	return (int)e;
}

int satw_world_add_tiles(satWorld* world, const int* cells, int columns, int rows, float tileSize, float x, float y,
	int merge, int* outIds, int capacity, int* outCount)
{
	satTilesDef def = { tileSize, x, y, merge != 0 };
	return (int)satWorld_AddTiles(world, cells, columns, rows, &def, outIds, capacity, outCount);
}

int satw_world_set_type(satWorld* world, int id, int type)
{
	return (int)satWorld_SetType(world, id, (satBodyType)type);
}

int satw_world_get_type(const satWorld* world, int id, int* outType)
{
	satBodyType type = SAT_BODY_KINEMATIC;
	satError e = satWorld_GetType(world, id, &type);
	*outType = (int)type;
	return (int)e;
}

int satw_world_set_material(satWorld* world, int id, float density, float friction, float restitution,
	float staticFriction, float rollingResistance, float tangentSpeed)
{
	satMaterial m = { density, friction, restitution, staticFriction, rollingResistance, tangentSpeed };
	return (int)satWorld_SetMaterial(world, id, &m);
}

int satw_world_get_material(const satWorld* world, int id, float* out)
{
	satMaterial m = { 0, 0, 0, 0, 0, 0 };
	satError e = satWorld_GetMaterial(world, id, &m);
	out[0] = satwZero(m.density);
	out[1] = satwZero(m.friction);
	out[2] = satwZero(m.restitution);
	out[3] = satwZero(m.staticFriction);
	out[4] = satwZero(m.rollingResistance);
	out[5] = satwZero(m.tangentSpeed);
	return (int)e;
}

int satw_world_get_mass_data(const satWorld* world, int id, float* out)
{
	satMassData d = { 0, 0, { 0, 0 } };
	satError e = satWorld_GetMassData(world, id, &d);
	out[0] = satwZero(d.mass);
	out[1] = satwZero(d.inertia);
	out[2] = satwZero(d.center.x);
	out[3] = satwZero(d.center.y);
	return (int)e;
}

int satw_world_set_velocity(satWorld* world, int id, float vx, float vy, float angularVelocity)
{
	return (int)satWorld_SetVelocity(world, id, vx, vy, angularVelocity);
}

int satw_world_get_velocity(const satWorld* world, int id, float* out)
{
	satVelocity v = { 0, 0, 0 };
	satError e = satWorld_GetVelocity(world, id, &v);
	out[0] = satwZero(v.vx);
	out[1] = satwZero(v.vy);
	out[2] = satwZero(v.angular);
	return (int)e;
}

int satw_world_set_damping(satWorld* world, int id, float linear, float angular)
{
	return (int)satWorld_SetDamping(world, id, linear, angular);
}

int satw_world_get_damping(const satWorld* world, int id, float* out)
{
	float linear = 0.0f, angular = 0.0f;
	satError e = satWorld_GetDamping(world, id, &linear, &angular);
	out[0] = satwZero(linear);
	out[1] = satwZero(angular);
	return (int)e;
}

int satw_world_apply_impulse(satWorld* world, int id, float ix, float iy, float px, float py, int atCenter)
{
	satVec2 point = { px, py };
	return (int)satWorld_ApplyImpulse(world, id, ix, iy, atCenter ? NULL : &point);
}

int satw_world_set_bullet(satWorld* world, int id, int isBullet)
{
	return (int)satWorld_SetBullet(world, id, isBullet != 0);
}

int satw_world_is_bullet(const satWorld* world, int id, int* outBullet)
{
	bool bullet = false;
	satError e = satWorld_IsBullet(world, id, &bullet);
	*outBullet = bullet ? 1 : 0;
	return (int)e;
}

int satw_world_set_gravity(satWorld* world, float gx, float gy) { return (int)satWorld_SetGravity(world, gx, gy); }

void satw_world_get_gravity(const satWorld* world, float* out)
{
	satVec2 g = satWorld_GetGravity(world);
	out[0] = satwZero(g.x);
	out[1] = satwZero(g.y);
}

int satw_world_is_awake(const satWorld* world, int id, int* outAwake)
{
	bool awake = false;
	satError e = satWorld_IsAwake(world, id, &awake);
	*outAwake = awake ? 1 : 0;
	return (int)e;
}

int satw_world_set_awake(satWorld* world, int id, int awake) { return (int)satWorld_SetAwake(world, id, awake != 0); }

int satw_world_set_sleep_enabled(satWorld* world, int enabled)
{
	return (int)satWorld_SetSleepEnabled(world, enabled != 0);
}

int satw_world_is_sleep_enabled(const satWorld* world) { return satWorld_IsSleepEnabled(world) ? 1 : 0; }

int satw_world_step(satWorld* world, float dt, int iterations, int substeps)
{
	satStepDef def = { .iterations = iterations, .substeps = substeps };
	return (int)satWorld_Step(world, dt, &def);
}

int satw_world_get_transform(const satWorld* world, int id, float* out)
{
	satTransform t = { 0, 0, 0 };
	satError e = satWorld_GetTransform(world, id, &t);
	out[0] = satwZero(t.x);
	out[1] = satwZero(t.y);
	out[2] = satwZero(t.angle);
	return (int)e;
}

const float* satw_world_transforms(const satWorld* world) { return satWorld_GetTransforms(world); }
int satw_world_contact_count(const satWorld* world) { return satWorld_GetContactCount(world); }
const int* satw_world_contact_ids(const satWorld* world) { return satWorld_GetContactIds(world); }
const float* satw_world_contact_data(const satWorld* world) { return satWorld_GetContactData(world); }
int satw_world_begin_count(const satWorld* world) { return satWorld_GetBeginCount(world); }
const int* satw_world_begin_pairs(const satWorld* world) { return satWorld_GetBeginPairs(world); }
int satw_world_end_count(const satWorld* world) { return satWorld_GetEndCount(world); }
const int* satw_world_end_pairs(const satWorld* world) { return satWorld_GetEndPairs(world); }
int satw_world_separate(satWorld* world, int iterations) { return (int)satWorld_Separate(world, iterations); }

int satw_world_set_contact_tuning(satWorld* world, float hertz, float dampingRatio, float pushSpeed)
{
	satContactTuning t = { hertz, dampingRatio, pushSpeed };
	return (int)satWorld_SetContactTuning(world, &t);
}

void satw_world_get_contact_tuning(const satWorld* world, float* out)
{
	satContactTuning t = satWorld_GetContactTuning(world);
	out[0] = t.hertz;
	out[1] = t.dampingRatio;
	out[2] = t.pushSpeed;
}

int satw_world_set_sensor(satWorld* world, int id, int isSensor)
{
	return (int)satWorld_SetSensor(world, id, isSensor != 0);
}

int satw_world_is_sensor(const satWorld* world, int id, int* out)
{
	bool sensor = false;
	satError e = satWorld_IsSensor(world, id, &sensor);
	*out = sensor;
	return (int)e;
}

int satw_world_sensor_begin_count(const satWorld* world) { return satWorld_GetSensorBeginCount(world); }
const int* satw_world_sensor_begin_events(const satWorld* world) { return satWorld_GetSensorBeginEvents(world); }
int satw_world_sensor_end_count(const satWorld* world) { return satWorld_GetSensorEndCount(world); }
const int* satw_world_sensor_end_events(const satWorld* world) { return satWorld_GetSensorEndEvents(world); }
int satw_world_hit_count(const satWorld* world) { return satWorld_GetHitCount(world); }
const int* satw_world_hit_ids(const satWorld* world) { return satWorld_GetHitIds(world); }
const float* satw_world_hit_data(const satWorld* world) { return satWorld_GetHitData(world); }
const float* satw_world_contact_impulses(const satWorld* world) { return satWorld_GetContactImpulses(world); }

void satw_world_units(const satWorld* world, float* out)
{
	out[0] = satWorld_GetLengthUnitsPerMeter(world);
	out[1] = satWorld_GetHitSpeed(world);
}

int satw_world_set_profiling(satWorld* world, int enabled) { return (int)satWorld_SetProfiling(world, enabled != 0); }

int satw_world_profile(const satWorld* world, float* out)
{
	satProfile p;
	satError e = satWorld_GetProfile(world, &p);
	if (e != SAT_OK) return (int)e;
	const float values[7] = { p.step, p.broadPhase, p.narrowPhase, p.contacts, p.solve, p.continuous, p.finalize };
	for (int k = 0; k < 7; ++k) out[k] = values[k];
	return SAT_OK;
}

int satw_joint_def_floats(void) { return SATW_JOINT_FLOATS; }

const char* satw_joint_type_name(int type)
{
	return type >= SAT_JOINT_REVOLUTE && type < SAT_JOINT_TYPE_COUNT ? satwJointTypeNames[type] : NULL;
}

int satw_default_joint(int type, float* out)
{
	satJointDef d = satDefaultJointDef((satJointType)type);
	const float values[SATW_JOINT_FLOATS] = { d.anchorA.x, d.anchorA.y, d.anchorB.x, d.anchorB.y, d.axis.x, d.axis.y,
		d.lower, d.upper, d.motorSpeed, d.maxMotorTorque, d.maxMotorForce, d.hertz, d.dampingRatio, d.targetAngle,
		d.targetTranslation, d.length, d.minLength, d.maxLength, d.linearHertz, d.angularHertz, d.maxForce };
	for (int k = 0; k < SATW_JOINT_FLOATS; ++k) out[k] = values[k];
	return (d.enableLimit ? SATW_JOINT_LIMIT : 0) | (d.enableMotor ? SATW_JOINT_MOTOR : 0) |
		(d.collideConnected ? SATW_JOINT_COLLIDE : 0);
}

int satw_world_add_joint(satWorld* world, const float* def, int type, int a, int b, int flags, int* outId)
{
	satJointDef d = satDefaultJointDef((satJointType)type);
	d.bodyA = a;
	d.bodyB = b;
	d.anchorA = (satVec2){ def[0], def[1] };
	d.anchorB = (satVec2){ def[2], def[3] };
	d.axis = (satVec2){ def[4], def[5] };
	d.lower = def[6];
	d.upper = def[7];
	d.motorSpeed = def[8];
	d.maxMotorTorque = def[9];
	d.maxMotorForce = def[10];
	d.hertz = def[11];
	d.dampingRatio = def[12];
	d.targetAngle = def[13];
	d.targetTranslation = def[14];
	d.length = def[15];
	d.minLength = def[16];
	d.maxLength = def[17];
	d.linearHertz = def[18];
	d.angularHertz = def[19];
	d.maxForce = def[20];
	d.enableLimit = (flags & SATW_JOINT_LIMIT) != 0;
	d.enableMotor = (flags & SATW_JOINT_MOTOR) != 0;
	d.collideConnected = (flags & SATW_JOINT_COLLIDE) != 0;
	return (int)satWorld_AddJoint(world, &d, outId);
}

int satw_world_remove_joint(satWorld* world, int jointId) { return (int)satWorld_RemoveJoint(world, jointId); }
int satw_world_joint_count(const satWorld* world) { return satWorld_GetJointCount(world); }

int satw_world_joint_bodies(const satWorld* world, int jointId, int* out)
{
	satJointType type = (satJointType)0;
	int a = -1, b = -1;
	satError e = satWorld_GetJointBodies(world, jointId, &type, &a, &b);
	out[0] = (int)type;
	out[1] = a;
	out[2] = b;
	return (int)e;
}

int satw_world_set_joint_motor(satWorld* world, int jointId, float speed, float maxTorqueOrForce)
{
	return (int)satWorld_SetJointMotor(world, jointId, speed, maxTorqueOrForce);
}

int satw_world_set_joint_target(satWorld* world, int jointId, float x, float y)
{
	return (int)satWorld_SetJointTarget(world, jointId, x, y);
}

int satw_world_joint_reaction(const satWorld* world, int jointId, float* out)
{
	satJointReaction r = { 0.0f, 0.0f, 0.0f };
	satError e = satWorld_GetJointReaction(world, jointId, &r);
	out[0] = satwZero(r.fx);
	out[1] = satwZero(r.fy);
	out[2] = satwZero(r.torque);
	return (int)e;
}

int satw_world_snapshot_size(satWorld* world, int kind, int* out)
{
	size_t size = 0;
	satError e = satWorld_SnapshotSize(world, (satSnapshotKind)kind, &size);
	*out = (int)size;
	return (int)e;
}

int satw_world_snapshot(satWorld* world, int kind, unsigned char* bytes, int capacity, int* out)
{
	size_t size = 0;
	satError e = capacity < 0 ? SAT_ERR_BAD_ARRAY
							  : satWorld_Snapshot(world, (satSnapshotKind)kind, bytes, (size_t)capacity, &size);
	*out = (int)size;
	return (int)e;
}

int satw_world_restore(satWorld* world, const unsigned char* bytes, int size)
{
	return size < 0 ? (int)SAT_ERR_BAD_SNAPSHOT : (int)satWorld_Restore(world, bytes, (size_t)size);
}

int satw_world_from_snapshot(const unsigned char* bytes, int size, satWorld** out)
{
	*out = NULL;
	return size < 0 ? (int)SAT_ERR_BAD_SNAPSHOT : (int)satCreateWorldFromSnapshot(bytes, (size_t)size, out);
}

int satw_world_hash(satWorld* world, unsigned* out)
{
	uint64_t h = 0;
	satError e = satWorld_Hash(world, &h);
	out[0] = (unsigned)h;
	out[1] = (unsigned)(h >> 32);
	return (int)e;
}
