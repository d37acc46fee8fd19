/*
 * sat.h: 2D collision detection with the Separating Axis Theorem (SAT).
 *
 * Manual
 * ------
 * Shapes are convex polygons (3..SAT_MAX_POLYGON_VERTICES vertices), circles and boxes. Create one, place
 * it with satShape_SetTransform, query pairs, destroy it:
 *
 *     float tri[] = { 0, 0, 2, 0, 1, 2 };
 *     satShape *a, *b;
 *     if (satCreatePolygon(tri, 6, &a) != SAT_OK) ...        // error code, nothing created
 *     satCreateBox(2, 2, &b);                                 // centred on its position
 *     satShape_SetTransform(b, 2, 2, 0);                      // box now covers (1,1)-(3,3)
 *     satCollision c;
 *     satCollide(a, b, (satVec2){ 0, 0 }, &c);               // c.intersect == true
 *     // move a by c.mtv to separate it from b
 *     satDestroyShape(a); satDestroyShape(b);
 *
 * Contracts (the test suite checks each, natively and in wasm):
 * - MTV sign: the minimum translation vector is what you add to A's position to separate A from B; it points
 *   from B towards A. It is the true minimum over all directions, also when one shape contains the other.
 * - Touching counts as intersecting, with a zero-length MTV: shapes are separated only when some axis shows
 *   a gap > 0 (IntervalDistance > 0 in the CodeProject article "2D Polygon Collision Detection"). collide, sweep and the world use this one rule.
 * - Swept semantics: A moves by t*v relative to B for t in [0, tmax]. willIntersect / hit is exact (no
 *   false positives from grazing passes); the time of impact is the first t at which the shapes touch.
 *   Shapes that already intersect at t = 0 report t = 0 and their MTV.
 * - No stale output: every query writes its whole result; a miss or an error writes zeros.
 * - Bad input returns an error code (satErrorString gives the message) and changes nothing.
 * - Deterministic: the same inputs give bit-identical results natively and in wasm (no fast-math, no FMA
 *   contraction, sin/cos computed by this library rather than the platform's libm).
 *
 * Coordinates are float. Polygons may be given in either winding; they are stored counter-clockwise
 * (in a y-up frame; in a y-down screen frame the same vertices appear clockwise, which changes nothing).
 */
#ifndef SAT_H
#define SAT_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The library version; satGetVersion() returns SAT_VERSION_STRING, and the JS module's `version` is the same.
#define SAT_VERSION_MAJOR 0
#define SAT_VERSION_MINOR 2
#define SAT_VERSION_PATCH 0
#define SAT_VERSION_STRING "0.2.0"

/// Largest number of points a polygon may be given (and keep).
#define SAT_MAX_POLYGON_VERTICES 64

/// Largest magnitude accepted for a coordinate, position, size or radius, so products stay finite.
#define SAT_MAX_COORDINATE 1e18f

/// A 2D vector or point.
typedef struct satVec2 {
	float x, y;
} satVec2;

/// A closed interval [min, max] on an axis, as returned by satProjectShape.
typedef struct satInterval {
	float min, max;
} satInterval;

/// An axis-aligned bounding box.
typedef struct satAABB {
	float minX, minY, maxX, maxY;
} satAABB;

/// Position and rotation (radians, counter-clockwise in a y-up frame) of a shape.
typedef struct satTransform {
	float x, y, angle;
} satTransform;

/// The kind of a shape.
typedef enum satShapeType {
	SAT_SHAPE_POLYGON = 0,
	SAT_SHAPE_CIRCLE = 1,
	SAT_SHAPE_BOX = 2
} satShapeType;

/// Error codes. Every function that can fail returns one; SAT_OK is 0. JS throws SatError with the same code.
typedef enum satError {
	SAT_OK = 0,
	SAT_ERR_NULL = 1,            ///< a required pointer argument is NULL
	SAT_ERR_ODD_COORDS = 2,      ///< an odd number of coordinates: points are x, y pairs
	SAT_ERR_TOO_FEW_POINTS = 3,  ///< fewer than 3 distinct points
	SAT_ERR_TOO_MANY_POINTS = 4, ///< more than SAT_MAX_POLYGON_VERTICES points
	SAT_ERR_NOT_FINITE = 5,      ///< a coordinate or argument is NaN or infinite
	SAT_ERR_OUT_OF_RANGE = 6,    ///< a coordinate or argument exceeds SAT_MAX_COORDINATE in magnitude
	SAT_ERR_COLLINEAR = 7,       ///< all points are collinear: zero area
	SAT_ERR_NOT_CONVEX = 8,      ///< concave, self-intersecting, or doubling back on itself
	SAT_ERR_BAD_RADIUS = 9,      ///< a circle radius that is not positive and finite
	SAT_ERR_BAD_SIZE = 10,       ///< a box width or height not positive and finite, or too small to halve
	SAT_ERR_BAD_AXIS = 11,       ///< a projection axis that is zero or not finite
	SAT_ERR_BAD_TMAX = 12,       ///< a sweep tmax that is negative or not finite
	SAT_ERR_BAD_HANDLE = 13,     ///< a shape or world that was destroyed, or is not one
	SAT_ERR_OUT_OF_MEMORY = 14,  ///< an allocation failed
	SAT_ERR_BAD_ID = 15,         ///< a body id that is not in the world (never added, or removed)
	SAT_ERR_BAD_ARRAY = 16,      ///< an array whose length does not match what the call needs
	SAT_ERR_COUNT
} satError;

/// A one-line English message for an error code ("unknown error" for values outside the enum).
const char* satErrorString(satError error);

/// The library version as "MAJOR.MINOR.PATCH" (SAT_VERSION_STRING).
const char* satGetVersion(void);

/// An opaque shape: a convex polygon, a circle or a box, with its transform. Create, use, destroy.
typedef struct satShape satShape;

/// Create a convex polygon from xy = { x0, y0, x1, y1, ... } (coordCount floats) in local coordinates.
/// Either winding is accepted and normalised to counter-clockwise; points closer together than a relative
/// tolerance are welded and points in the middle of a straight edge are removed. On error *out is NULL.
satError satCreatePolygon(const float* xy, int coordCount, satShape** out);

/// Create a circle of the given radius centred on its position.
satError satCreateCircle(float radius, satShape** out);

/// Create a width x height box centred on its position (a 4-vertex polygon of type SAT_SHAPE_BOX).
satError satCreateBox(float width, float height, satShape** out);

/// Create an independent copy of a shape, transform included.
satError satCloneShape(const satShape* shape, satShape** out);

/// Destroy a shape. NULL is ignored; a destroyed handle is rejected by every later call while its memory
/// has not been reused (best effort: keep your own handles valid).
void satDestroyShape(satShape* shape);

/// Place a shape: world = rotate(local, angle) + (x, y). World vertices are always derived from the local
/// ones, so repeated calls do not drift. On error the transform is unchanged.
satError satShape_SetTransform(satShape* shape, float x, float y, float angle);

/// The shape's transform.
satTransform satShape_GetTransform(const satShape* shape);

/// The shape's kind.
satShapeType satShape_GetType(const satShape* shape);

/// Number of vertices kept after welding and collinear removal (4 for a box, 0 for a circle).
int satShape_GetVertexCount(const satShape* shape);

/// The circle's radius (0 for polygons and boxes).
float satShape_GetRadius(const satShape* shape);

/// Vertex i in world coordinates, counter-clockwise order. @warning i must be in [0, vertexCount).
satVec2 satShape_GetWorldVertex(const satShape* shape, int i);

/// Vertex i in local coordinates, counter-clockwise order. @warning i must be in [0, vertexCount).
satVec2 satShape_GetLocalVertex(const satShape* shape, int i);

/// Unit outward normal of edge i (from vertex i to i + 1) in world coordinates.
satVec2 satShape_GetWorldNormal(const satShape* shape, int i);

/// Area centroid in local coordinates (the origin for circles and boxes).
satVec2 satShape_GetCentroid(const satShape* shape);

/// World-space bounding box.
satAABB satShape_GetAABB(const satShape* shape);

/// True if the pointer is a live shape made by this library (checks a tag; see satDestroyShape).
bool satShape_IsValid(const satShape* shape);

/// Project a shape onto an axis (ProjectPolygon in the CodeProject article): [min, max] of dot(point, axis) over the
/// shape. The axis need not be unit length; a circle projects to dot(centre, axis) -/+ radius * |axis|.
satError satProjectShape(const satShape* shape, satVec2 axis, satInterval* out);

/// Signed distance between two intervals (IntervalDistance in the CodeProject article): > 0 is the gap between them,
/// <= 0 means they overlap (0: they touch).
float satIntervalDistance(satInterval a, satInterval b);

/// Result of satCollide.
typedef struct satCollision {
	bool intersect;     ///< the shapes intersect now (touching counts)
	bool willIntersect; ///< the shapes intersect at some t in [0, 1] while A moves by t * velocity
	satVec2 mtv;        ///< add to A's position after it moved by velocity to separate it from B; zero if
						///< A + velocity does not intersect B
} satCollision;

/// PolygonCollision of the CodeProject article, for any pair of shapes. velocity is A's velocity relative to B (vA - vB).
/// To slide A along B: move A by velocity + mtv when willIntersect, by velocity otherwise. With a zero
/// velocity, intersect == willIntersect and mtv is the static minimum translation vector.
satError satCollide(const satShape* a, const satShape* b, satVec2 velocity, satCollision* out);

/// Result of satSweep.
typedef struct satSweepResult {
	bool hit;       ///< the shapes touch or intersect at some t in [0, tmax]
	float t;        ///< time of impact: the first such t (0 if they already intersect); 0 on a miss
	satVec2 normal; ///< unit contact normal at impact, pointing from B towards A; zero on a miss
	satVec2 mtv;    ///< when t == 0 because they already intersect: the MTV (as satCollide); else zero
} satSweepResult;

/// Swept test (after Olivier Renault's polygon collision tutorial): A moves by t * velocity relative to B for t in [0, tmax]. Finds the first time of
/// impact, so a fast mover never tunnels through a thin shape. A bullet stops at position + t * velocity;
/// a character can move to t, then slide by removing the normal component of the remaining motion.
satError satSweep(const satShape* a, const satShape* b, satVec2 velocity, float tmax, satSweepResult* out);

/// An opaque world of bodies: a broad phase and a batched narrow phase over shapes it owns copies of.
/// Level geometry costs nothing per step: static bodies live in a grid built once (a static added, moved or
/// removed later is handled incrementally), and a moving body that did not move since the last step rests in
/// a second such grid with its pairs carried over. A step's cost grows with the bodies that moved, their
/// neighbourhood and the pairs found, not with the number of statics.
typedef struct satWorld satWorld;

/// Options for satCreateWorld; zero-initialise and set what you need (a NULL def means all defaults).
typedef struct satWorldDef {
	int capacity;   ///< bodies to reserve room for (grows as needed); 0 for a default
	float cellSize; ///< broad-phase grid cell size; 0 = chosen from the bodies' sizes each step
} satWorldDef;

/// Bits of a body id: the low SAT_ID_SLOT_BITS are its slot, the rest count how often the slot was reused.
#define SAT_ID_SLOT_BITS 22

/// Create a world. SAT_ERR_BAD_SIZE for a negative or non-finite cellSize, SAT_ERR_OUT_OF_RANGE above
/// SAT_MAX_COORDINATE, SAT_ERR_BAD_ARRAY for a capacity outside [0, 2^SAT_ID_SLOT_BITS].
satError satCreateWorld(const satWorldDef* def, satWorld** out);

/// Destroy a world and every body in it. NULL is ignored.
void satDestroyWorld(satWorld* world);

/// Add a body with its own copy of shape at (x, y, angle). Ids are 0, 1, 2, ... in insertion order while
/// nothing was removed; a removed body's slot is reused only after every other free slot (oldest first), and
/// with a new id, so a stale id is rejected with SAT_ERR_BAD_ID rather than naming another body. A removed id
/// is never valid again: after 2^(31 - SAT_ID_SLOT_BITS) = 512 bodies a slot is retired, not reused.
satError satWorld_AddBody(satWorld* world, const satShape* shape, float x, float y, float angle, int* outId);

/// Remove a body.
satError satWorld_RemoveBody(satWorld* world, int id);

/// Move and rotate a body.
satError satWorld_SetTransform(satWorld* world, int id, float x, float y, float angle);

/// Set positions for slots 0 .. count-1 from xy = { x0, y0, x1, y1, ... } (2 * count floats), keeping angles.
/// Slot i holds body id i while nothing was removed; free slots are skipped. count must not exceed
/// satWorld_GetSlotCount. All values are checked before any body moves.
satError satWorld_SetPositions(satWorld* world, const float* xy, int count);

/// Mark a body static (or movable again): pairs of two static bodies are never reported, and statics are kept
/// in a grid built once, so make level geometry static. Moving a static is allowed (it is re-indexed).
satError satWorld_SetStatic(satWorld* world, int id, bool isStatic);

/// Collision filter: bodies A and B are tested only if (catA & maskB) != 0 and (catB & maskA) != 0.
/// Defaults: category 1, mask all bits.
satError satWorld_SetFilter(satWorld* world, int id, unsigned category, unsigned mask);

/// Find every intersecting pair (touching counts) with its MTV. Results stay valid until the next call
/// that changes the world. Allocates only while the pair buffers grow to a new maximum.
satError satWorld_Collide(satWorld* world, int* outPairCount);

/// Results of the last satWorld_Collide: pair i is (a[i], b[i]) with a[i] < b[i] as slots, reported once;
/// mtvX[i], mtvY[i] is added to body a[i] to separate it from b[i].
const int* satWorld_GetPairA(const satWorld* world);
const int* satWorld_GetPairB(const satWorld* world);
const float* satWorld_GetPairMtvX(const satWorld* world);
const float* satWorld_GetPairMtvY(const satWorld* world);

/// Length of the four pair arrays (>= the pair count); it changes only when they are reallocated.
int satWorld_GetPairCapacity(const satWorld* world);

/// Number of live bodies.
int satWorld_GetBodyCount(const satWorld* world);

/// One past the highest slot ever used (the length satWorld_SetPositions may cover).
int satWorld_GetSlotCount(const satWorld* world);

/// World-space bounding box of a body.
satError satWorld_GetAABB(const satWorld* world, int id, satAABB* out);

#ifdef __cplusplus
}
#endif

#endif
