// The satw_* shims: the whole boundary between JavaScript (web/loader.js, web/shape.js, web/world.js) and the
// C core. Only pointers, int and float cross it; results go into caller-provided buffers. mk/wasm.mk exports
// every function declared here (and malloc, free), and nothing else; tests/bitident/native.c calls the same
// shims natively.
#ifndef SAT_WASM_H
#define SAT_WASM_H

#include "../src/sat.h"

// ---- limits, layouts and names, read once at init so that JS copies none of them ----

/// SAT_VERSION_STRING (satGetVersion), NUL-terminated.
const char* satw_version(void);
/// SAT_MAX_POLYGON_VERTICES.
int satw_max_polygon_vertices(void);
/// SAT_MAX_COORDINATE.
float satw_max_coordinate(void);
/// SAT_SAME_AS_FRICTION: the staticFriction that follows friction.
float satw_same_as_friction(void);
/// SAT_ID_SLOT_BITS: a world holds at most 1 << this many bodies.
int satw_id_slot_bits(void);
/// Number of error codes, SAT_OK included.
int satw_error_count(void);
/// The name of an error code without the SAT_ERR_ prefix, or NULL outside the enum.
const char* satw_error_name(int code);
/// The message for an error code (satErrorString).
const char* satw_error_string(int code);
/// SAT_CONTACT_FLOATS: floats per contact in satw_world_contact_data.
int satw_contact_floats(void);
/// SAT_CONTACT_INTS: ints per contact in satw_world_contact_ids.
int satw_contact_ints(void);
/// The name of a satBodyType ("static", "kinematic", "dynamic"), or NULL outside the enum.
const char* satw_body_type_name(int type);
/// SAT_MAX_STEP_PASSES: the largest iterations or substeps satWorld_Step accepts (and satWorld_Separate's iterations).
int satw_max_step_passes(void);
/// The name of a satTile cell value without the SAT_TILE_ prefix ("EMPTY", "SOLID", ...), or NULL outside the enum.
const char* satw_tile_name(int value);
/// The instance's scratch region, sized in sat_wasm.c: polygon input and vertex output (2 * SAT_MAX_POLYGON_VERTICES
/// floats), the result record of the last query, and the slot a create call writes its handle, id or type to.
float* satw_scratch_points(void);
float* satw_scratch_result(void);
void* satw_scratch_out(void);

// ---- shapes ----

// Unless said otherwise an int result is a satError code; on error nothing changes and result records hold zeros.

/// Create a polygon from coordCount floats at xy; *out receives the shape (NULL on error).
int satw_polygon(const float* xy, int coordCount, satShape** out);
/// Create a concave shape (satCreateConcave) from coordCount floats at xy; *out receives the shape (NULL on error).
int satw_concave(const float* xy, int coordCount, satShape** out);
/// Number of convex parts (1 for a convex shape), or -SAT_ERR_* for a bad handle.
int satw_part_count(const satShape* shape);
/// out = { x0, y0, x1, y1, ... }: part k's local vertices, counter-clockwise (room for 2 * SAT_MAX_POLYGON_VERTICES
/// floats); returns their count (0 for k out of range), or -SAT_ERR_* for a bad handle (nothing written).
int satw_part_vertices(const satShape* shape, int k, float* out);
/// Create a circle; *out receives the shape (NULL on error).
int satw_circle(float radius, satShape** out);
/// Create a box; *out receives the shape (NULL on error).
int satw_box(float width, float height, satShape** out);
/// Create the segment (x0, y0) - (x1, y1); *out receives the shape (NULL on error).
int satw_segment(float x0, float y0, float x1, float y1, satShape** out);
/// Create a capsule around the segment (x0, y0) - (x1, y1); *out receives the shape (NULL on error).
int satw_capsule(float x0, float y0, float x1, float y1, float radius, satShape** out);
/// Destroy a shape (NULL and destroyed shapes are ignored).
void satw_destroy(satShape* shape);
/// Place a shape.
int satw_set_transform(satShape* shape, float x, float y, float angle);
/// Vertices kept (0 for a circle, 2 for a segment or capsule), or -SAT_ERR_* for a bad handle.
int satw_vertex_count(const satShape* shape);
/// out = { x0, y0, x1, y1, ... } in world coordinates (room for 2 * SAT_MAX_POLYGON_VERTICES floats); returns
/// the vertex count, or -SAT_ERR_* for a bad handle (nothing written).
int satw_world_vertices(const satShape* shape, float* out);
/// out = { minX, minY, maxX, maxY }.
int satw_aabb(const satShape* shape, float* out);
/// out = { intersect, willIntersect, mtvX, mtvY } with the flags as 0 or 1.
int satw_collide(const satShape* a, const satShape* b, float vx, float vy, float* out);
/// out = { min, max } of the shape projected onto (axisX, axisY).
int satw_project(const satShape* shape, float axisX, float axisY, float* out);
/// out = { hit, t, normalX, normalY, mtvX, mtvY } with hit as 0 or 1.
int satw_sweep(const satShape* a, const satShape* b, float vx, float vy, float tmax, float* out);
/// satComputeManifold: out = { pointCount, normalX, normalY, x0, y0, depth0, x1, y1, depth1 } with pointCount as
/// 0, 1 or 2 and unused points zero (the feature ids stay in C: the solver uses them, callers need not).
int satw_manifold(const satShape* a, const satShape* b, float* out);
/// satRayCast of the segment (x0, y0) -> (x1, y1): out = { hit, fraction, x, y, normalX, normalY } with hit as 0 or 1.
int satw_raycast(const satShape* shape, float x0, float y0, float x1, float y1, float* out);
/// satComputeHull of coordCount floats at xy into out (room for coordCount floats; may be xy); *outCount receives
/// the hull's point count (0 on error). Any count: JS passes a malloc'd buffer when the scratch points are too few.
int satw_hull(const float* xy, int coordCount, float* out, int* outCount);

// ---- worlds ----

// The world API of src/sat.h with its options as arguments instead of a satWorldDef.

/// satCreateWorld with { capacity, cellSize }; *out receives the world (NULL on error).
int satw_world_create(int capacity, float cellSize, float lengthUnitsPerMeter, float hitSpeed, satWorld** out);
/// satDestroyWorld.
void satw_world_destroy(satWorld* world);
/// satWorld_AddBody; *outId receives the id.
int satw_world_add(satWorld* world, const satShape* shape, float x, float y, float angle, int* outId);
/// satWorld_RemoveBody.
int satw_world_remove(satWorld* world, int id);
/// satWorld_SetTransform.
int satw_world_set_transform(satWorld* world, int id, float x, float y, float angle);
/// satWorld_SetPositions: count x, y pairs at xy.
int satw_world_set_positions(satWorld* world, const float* xy, int count);
/// satWorld_SetStatic with isStatic as 0 or 1.
int satw_world_set_static(satWorld* world, int id, int isStatic);
/// satWorld_SetFilter.
int satw_world_set_filter(satWorld* world, int id, unsigned category, unsigned mask);
/// satWorld_SetOneWay.
int satw_world_set_one_way(satWorld* world, int id, float nx, float ny);
/// out = { nx, ny } (satWorld_GetOneWay; zeros on error).
int satw_world_get_one_way(const satWorld* world, int id, float* out);
/// satWorld_Collide; *outPairCount receives the pair count.
int satw_world_collide(satWorld* world, int* outPairCount);
/// The pair arrays of the last collide (satWorld_GetPairA, ...), each satw_world_pair_capacity long.
const int* satw_world_pair_a(const satWorld* world);
const int* satw_world_pair_b(const satWorld* world);
const float* satw_world_pair_mtv_x(const satWorld* world);
const float* satw_world_pair_mtv_y(const satWorld* world);
int satw_world_pair_capacity(const satWorld* world);
/// satWorld_GetBodyCount.
int satw_world_body_count(const satWorld* world);
/// satWorld_GetSlotCount.
int satw_world_slot_count(const satWorld* world);
/// out = { minX, minY, maxX, maxY } of a body (satWorld_GetAABB).
int satw_world_aabb(const satWorld* world, int id, float* out);
/// satWorld_RayCast: out = { hit, fraction, x, y, normalX, normalY } with hit as 0 or 1; *outId the body (-1 on a miss).
int satw_world_raycast(satWorld* world, float x0, float y0, float x1, float y1, unsigned mask, float* out, int* outId);
/// satWorld_QueryAABB: the first min(count, capacity) ids in ascending order into ids; *outCount the count.
int satw_world_query_aabb(
	satWorld* world, float minX, float minY, float maxX, float maxY, int* ids, int capacity, int* outCount);
/// satWorld_QueryPoint, returned as satw_world_query_aabb.
int satw_world_query_point(satWorld* world, float x, float y, int* ids, int capacity, int* outCount);
/// satWorld_AddTiles with { tileSize, x, y, merge } (merge 0 or 1): columns * rows cells at cells; the ids into
/// outIds (room for capacity); *outCount the count. outIds 0 with capacity 0 only counts.
int satw_world_add_tiles(satWorld* world, const int* cells, int columns, int rows, float tileSize, float x, float y,
	int merge, int* outIds, int capacity, int* outCount);

// ---- physics ----

/// satWorld_CastShape: out receives hit (0 or 1), t, point x, y, normal x, y; *outId the body (-1 on a miss).
int satw_world_cast_shape(satWorld* world, const satShape* shape, float x, float y, float angle, float dx, float dy,
	unsigned mask, int ignoreId, float* out, int* outId);
/// satWorld_OverlapShape, returned as satw_world_query_aabb.
int satw_world_overlap_shape(satWorld* world, const satShape* shape, float x, float y, float angle, unsigned mask,
	int* ids, int capacity, int* outCount);
/// satDefaultMoveDef: out receives up x, y, maxSlope, stepHeight, snapDown, skin.
void satw_default_move(float* out);
/// satWorld_Move: out receives x, y, grounded (0 or 1), ground normal x, y, hit count; *outGroundId the ground.
int satw_world_move(satWorld* world, int id, float dx, float dy, float upX, float upY, float maxSlope, float stepHeight,
	float snapDown, float skin, int slideOnSlopes, float* out, int* outGroundId);
/// satWorld_SetType with a satBodyType value.
int satw_world_set_type(satWorld* world, int id, int type);
/// satWorld_GetType; *outType receives the satBodyType value.
int satw_world_get_type(const satWorld* world, int id, int* outType);
/// satWorld_SetMaterial with the satMaterial fields as arguments.
int satw_world_set_material(satWorld* world, int id, float density, float friction, float restitution,
	float staticFriction, float rollingResistance, float tangentSpeed);
/// out = { density, friction, restitution, staticFriction, rollingResistance, tangentSpeed } (satWorld_GetMaterial).
int satw_world_get_material(const satWorld* world, int id, float* out);
/// out = { mass, inertia, centerX, centerY } (satWorld_GetMassData).
int satw_world_get_mass_data(const satWorld* world, int id, float* out);
/// satWorld_SetVelocity.
int satw_world_set_velocity(satWorld* world, int id, float vx, float vy, float angularVelocity);
/// out = { vx, vy, angularVelocity } (satWorld_GetVelocity).
int satw_world_get_velocity(const satWorld* world, int id, float* out);
/// satWorld_SetDamping.
int satw_world_set_damping(satWorld* world, int id, float linear, float angular);
/// out = { linear, angular } (satWorld_GetDamping; zeros on error).
int satw_world_get_damping(const satWorld* world, int id, float* out);
/// satWorld_ApplyImpulse at the world point (px, py), or at the centre of mass when atCenter is non-zero (the
/// point is then ignored).
int satw_world_apply_impulse(satWorld* world, int id, float ix, float iy, float px, float py, int atCenter);
/// satWorld_SetBullet with isBullet as 0 or 1.
int satw_world_set_bullet(satWorld* world, int id, int isBullet);
/// satWorld_IsBullet; *outBullet receives 0 or 1 (0 on error).
int satw_world_is_bullet(const satWorld* world, int id, int* outBullet);
/// satWorld_SetGravity.
int satw_world_set_gravity(satWorld* world, float gx, float gy);
/// out = { gx, gy } (satWorld_GetGravity; zeros for a bad handle).
void satw_world_get_gravity(const satWorld* world, float* out);
/// satWorld_IsAwake; *outAwake receives 0 or 1 (0 on error).
int satw_world_is_awake(const satWorld* world, int id, int* outAwake);
/// satWorld_SetAwake with awake as 0 or 1.
int satw_world_set_awake(satWorld* world, int id, int awake);
/// satWorld_SetSleepEnabled with enabled as 0 or 1.
int satw_world_set_sleep_enabled(satWorld* world, int enabled);
/// satWorld_IsSleepEnabled as 0 or 1 (0 for a bad handle).
int satw_world_is_sleep_enabled(const satWorld* world);
/// satWorld_Step with { iterations, substeps }; 0 takes the C default, as in satStepDef.
int satw_world_step(satWorld* world, float dt, int iterations, int substeps);
/// out = { x, y, angle } (satWorld_GetTransform).
int satw_world_get_transform(const satWorld* world, int id, float* out);
/// satWorld_GetTransforms: 3 floats per slot, satw_world_slot_count slots; changes only when a body is added.
const float* satw_world_transforms(const satWorld* world);
/// satWorld_GetContactCount, satWorld_GetContactIds (SAT_CONTACT_INTS per contact) and satWorld_GetContactData
/// (SAT_CONTACT_FLOATS per contact) of the last step. The pointers are NULL before the first step.
int satw_world_contact_count(const satWorld* world);
const int* satw_world_contact_ids(const satWorld* world);
const float* satw_world_contact_data(const satWorld* world);
/// satWorld_GetBeginCount / GetBeginPairs and GetEndCount / GetEndPairs (2 ints per event, lower id first) of
/// the last step or collide. The pointers are NULL until there was an event.
int satw_world_begin_count(const satWorld* world);
const int* satw_world_begin_pairs(const satWorld* world);
int satw_world_end_count(const satWorld* world);
const int* satw_world_end_pairs(const satWorld* world);
/// satWorld_Separate.
int satw_world_separate(satWorld* world, int iterations);
/// Contact tuning: out receives hertz, dampingRatio, pushSpeed.
int satw_world_set_contact_tuning(satWorld* world, float hertz, float dampingRatio, float pushSpeed);
void satw_world_get_contact_tuning(const satWorld* world, float* out);
/// Sensors and their events (2 ints per event: sensor id, visitor id).
int satw_world_set_sensor(satWorld* world, int id, int isSensor);
int satw_world_is_sensor(const satWorld* world, int id, int* out);
int satw_world_sensor_begin_count(const satWorld* world);
const int* satw_world_sensor_begin_events(const satWorld* world);
int satw_world_sensor_end_count(const satWorld* world);
const int* satw_world_sensor_end_events(const satWorld* world);
/// Hit events (2 ids and SAT_HIT_FLOATS floats each) and contact impulses (2 floats per contact).
int satw_world_hit_count(const satWorld* world);
const int* satw_world_hit_ids(const satWorld* world);
const float* satw_world_hit_data(const satWorld* world);
const float* satw_world_contact_impulses(const satWorld* world);
/// The world's length units per metre (out[0]) and hit speed (out[1]).
void satw_world_units(const satWorld* world, float* out);
/// Profiling on or off, and the last step's profile (satProfile's 7 floats, in its order): SAT_OK or the error.
int satw_world_set_profiling(satWorld* world, int enabled);
int satw_world_profile(const satWorld* world, float* out);

// ---- joints ----

// A joint definition crosses as satw_joint_def_floats() floats at `def`, in this order (satJointDef's fields):
//   0 anchorA.x, 1 anchorA.y, 2 anchorB.x, 3 anchorB.y, 4 axis.x, 5 axis.y, 6 lower, 7 upper, 8 motorSpeed,
//   9 maxMotorTorque, 10 maxMotorForce, 11 hertz, 12 dampingRatio, 13 targetAngle, 14 targetTranslation, 15 length,
//   16 minLength, 17 maxLength, 18 linearHertz, 19 angularHertz, 20 maxForce
// and its booleans as the bits of `flags`: 1 enableLimit, 2 enableMotor, 4 collideConnected.

/// The number of floats of a joint definition (21).
int satw_joint_def_floats(void);
/// The name of a satJointType ("revolute", "distance", "weld", "prismatic", "wheel", "mouse"), or NULL outside them.
const char* satw_joint_type_name(int type);
/// satDefaultJointDef(type): its floats into out (room for satw_joint_def_floats()); returns its flags.
int satw_default_joint(int type, float* out);
/// satWorld_AddJoint of the definition at def (type, bodies a and b, flags as above); *outId receives the id.
int satw_world_add_joint(satWorld* world, const float* def, int type, int a, int b, int flags, int* outId);
/// satWorld_RemoveJoint.
int satw_world_remove_joint(satWorld* world, int jointId);
/// satWorld_GetJointCount.
int satw_world_joint_count(const satWorld* world);
/// out = { type, bodyA, bodyB } (satWorld_GetJointBodies; 0, -1, -1 on error).
int satw_world_joint_bodies(const satWorld* world, int jointId, int* out);
/// satWorld_SetJointMotor.
int satw_world_set_joint_motor(satWorld* world, int jointId, float speed, float maxTorqueOrForce);
/// satWorld_SetJointTarget.
int satw_world_set_joint_target(satWorld* world, int jointId, float x, float y);
/// out = { fx, fy, torque } (satWorld_GetJointReaction; zeros on error).
int satw_world_joint_reaction(const satWorld* world, int jointId, float* out);

// ---- snapshots ----

/// satWorld_SnapshotSize: the size into *out (an int: snapshots of a wasm world stay far below 2 GB).
int satw_world_snapshot_size(satWorld* world, int kind, int* out);
/// satWorld_Snapshot into bytes (capacity bytes); the size into *out, also when capacity is too small.
int satw_world_snapshot(satWorld* world, int kind, unsigned char* bytes, int capacity, int* out);
/// satWorld_Restore.
int satw_world_restore(satWorld* world, const unsigned char* bytes, int size);
/// satCreateWorldFromSnapshot: the world into *out (NULL on error).
int satw_world_from_snapshot(const unsigned char* bytes, int size, satWorld** out);
/// satWorld_Hash: its low 32 bits in out[0], its high 32 bits in out[1].
int satw_world_hash(satWorld* world, unsigned* out);

#endif
