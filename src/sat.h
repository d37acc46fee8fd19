/*
 * sat.h: 2D collision detection with the Separating Axis Theorem (SAT).
 *
 * Manual
 * ------
 * Shapes are convex polygons (3..SAT_MAX_POLYGON_VERTICES vertices), circles, boxes, segments, capsules (a
 * segment inflated by a radius, as in Box2D) and concave shapes (a simple outline stored as convex parts,
 * satCreateConcave). Every query takes any two kinds. Create one, place
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
 *   from B towards A. It is the true minimum over all directions, also when one shape contains the other
 *   (for a concave shape: the shortest first free move over the candidate axes listed at satCreateConcave).
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
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The library version; satGetVersion() returns SAT_VERSION_STRING, and the JS module's `version` is the same.
#define SAT_VERSION_MAJOR 0
#define SAT_VERSION_MINOR 5
#define SAT_VERSION_PATCH 0
#define SAT_VERSION_STRING "0.5.0"

/// Largest number of points a polygon may be given (and keep).
#define SAT_MAX_POLYGON_VERTICES 1024

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
	SAT_SHAPE_BOX = 2,
	SAT_SHAPE_SEGMENT = 3, ///< a line segment: two end points, no area
	SAT_SHAPE_CAPSULE = 4, ///< a segment inflated by a radius: a rectangle with two half-disc ends
	SAT_SHAPE_CONCAVE = 5  ///< a simple polygon stored as convex parts (satCreateConcave)
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
	SAT_ERR_BAD_TYPE = 17,       ///< a body type that does not exist (or dynamic for a segment, which has no mass)
	SAT_ERR_BAD_MATERIAL = 18,   ///< a density that is not positive and finite, or a negative or non-finite coefficient
	SAT_ERR_BAD_STEP = 19, ///< a time step outside [0, 1] s, or iterations or substeps outside [1, SAT_MAX_STEP_PASSES]
	SAT_ERR_ZERO_LENGTH = 20,  ///< a segment or capsule whose two end points coincide
	SAT_ERR_NOT_SIMPLE = 21,   ///< a self-intersecting outline: edges cross or touch
	SAT_ERR_BAD_JOINT = 22,    ///< a joint id not in the world, an unknown joint type, or a joint of one body to itself
	SAT_ERR_BAD_SNAPSHOT = 23, ///< a snapshot truncated, corrupted, of another version, or of other statics or shapes
	SAT_ERR_COUNT
} satError;

/// A one-line English message for an error code ("unknown error" for values outside the enum).
const char* satErrorString(satError error);

/// The library version as "MAJOR.MINOR.PATCH" (SAT_VERSION_STRING).
const char* satGetVersion(void);

/// An opaque shape: a convex polygon, a circle, a box, a segment, a capsule or a concave shape, with its
/// transform. Create, use, destroy.
typedef struct satShape satShape;

/// Create a convex polygon from xy = { x0, y0, x1, y1, ... } (coordCount floats) in local coordinates.
/// Either winding is accepted and normalised to counter-clockwise; points closer together than a relative
/// tolerance are welded and points in the middle of a straight edge are removed. On error *out is NULL.
satError satCreatePolygon(const float* xy, int coordCount, satShape** out);

/// Convex hull (Andrew's monotone chain, in double) of coordCount / 2 points xy = { x0, y0, ... }, counter-clockwise,
/// collinear and duplicate points dropped with the tolerances of satCreatePolygon, which accepts the result
/// unchanged when it has at most SAT_MAX_POLYGON_VERTICES points. out needs room for coordCount floats (it may be
/// xy); *outCount receives the point count. Errors as satCreatePolygon (any count of points is allowed), with
/// *outCount = 0 and nothing written.
satError satComputeHull(const float* xy, int coordCount, float* out, int* outCount);

/// Create a concave shape from a simple polygon outline xy = { x0, y0, x1, y1, ... } (coordCount floats, at most
/// SAT_MAX_POLYGON_VERTICES points) in local coordinates, in either winding, cleaned as satCreatePolygon cleans
/// (welding, collinear middle points dropped). It is decomposed into convex parts: ear clipping (Meisters, "Polygons
/// have ears", 1975), then Hertel-Mehlhorn merging (drop every diagonal whose removal keeps the merged part convex;
/// at most four times the fewest possible parts); a convex outline gives one part. Its vertices are the cleaned
/// outline (counter-clockwise); its centroid is the area centroid. Every query treats it as the union of its parts:
/// - collide: they intersect iff some part does. MTV: for each candidate axis (the edge normals of every part of
///   A and B; with a circle also the axis from each part's vertex nearest the circle's centre towards it) and each
///   of its two directions, the shortest move after which A overlaps no part (the first free position: a box in
///   the mouth of a C leaves by the mouth); the MTV is the shortest of those, and leaves A touching, not overlapping.
/// - sweep: the earliest time of impact over the part pairs (t = 0 with the MTV above when already touching).
/// - manifold: the manifold (normal included) of the part pair that overlaps deepest.
/// - ray cast: the closest hit over the parts; a start inside any part hits at fraction 0 with a zero normal.
/// - projection and bounds: those of the outline (= the union of the parts').
/// - world: one body; its mass, centroid and inertia are the sum of the parts'.
/// Errors: SAT_ERR_ODD_COORDS, SAT_ERR_TOO_FEW_POINTS (fewer than 3 distinct points), SAT_ERR_TOO_MANY_POINTS,
/// SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE, SAT_ERR_COLLINEAR (zero area), SAT_ERR_NOT_SIMPLE (two edges cross,
/// touch or overlap, a vertex on another edge included, within the welding tolerance). On error *out is NULL.
satError satCreateConcave(const float* xy, int coordCount, satShape** out);

/// Number of convex parts: the decomposition's for a concave shape, 1 for any other shape (0 for NULL).
int satShape_GetPartCount(const satShape* shape);

/// Vertex count of part k (a circle's single part has 0); 0 when k is out of range.
int satShape_GetPartVertexCount(const satShape* shape, int k);

/// Vertex i of part k in local coordinates, counter-clockwise; every part vertex is an outline vertex. Zero when
/// k or i is out of range.
satVec2 satShape_GetPartLocalVertex(const satShape* shape, int k, int i);

/// Create a circle of the given radius centred on its position.
satError satCreateCircle(float radius, satShape** out);

/// Create a width x height box centred on its position (a 4-vertex polygon of type SAT_SHAPE_BOX).
satError satCreateBox(float width, float height, satShape** out);

/// Create the segment (x0, y0) - (x1, y1) in local coordinates: 2 vertices, no area, two faces with opposite
/// normals. SAT_ERR_NOT_FINITE or SAT_ERR_OUT_OF_RANGE for a bad coordinate, SAT_ERR_ZERO_LENGTH when the end
/// points are equal. It collides like a polygon; a world body with a segment cannot be SAT_BODY_DYNAMIC (it has
/// no area, so no mass: use it for static or kinematic level geometry).
satError satCreateSegment(float x0, float y0, float x1, float y1, satShape** out);

/// Create a capsule: every point within radius of the segment (x0, y0) - (x1, y1), in local coordinates (as
/// Box2D's b2Capsule). Errors as satCreateSegment, and SAT_ERR_BAD_RADIUS for a radius that is not positive and
/// finite, SAT_ERR_OUT_OF_RANGE above SAT_MAX_COORDINATE. Its vertices are the two end points.
satError satCreateCapsule(float x0, float y0, float x1, float y1, float radius, satShape** out);

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

/// Number of vertices kept after welding and collinear removal (4 for a box, 0 for a circle, 2 for a segment or
/// capsule: its end points).
int satShape_GetVertexCount(const satShape* shape);

/// The circle's or capsule's radius (0 for polygons, boxes and segments).
float satShape_GetRadius(const satShape* shape);

/// Vertex i in world coordinates, counter-clockwise order. @warning i must be in [0, vertexCount).
satVec2 satShape_GetWorldVertex(const satShape* shape, int i);

/// Vertex i in local coordinates, counter-clockwise order. @warning i must be in [0, vertexCount).
satVec2 satShape_GetLocalVertex(const satShape* shape, int i);

/// Unit outward normal of edge i (from vertex i to i + 1) in world coordinates. A segment or capsule has two: the
/// normal of the side from end 0 to end 1 (on its right), then its opposite.
satVec2 satShape_GetWorldNormal(const satShape* shape, int i);

/// Area centroid in local coordinates (the origin for circles and boxes, the midpoint for segments and capsules).
satVec2 satShape_GetCentroid(const satShape* shape);

/// World-space bounding box.
satAABB satShape_GetAABB(const satShape* shape);

/// True if the pointer is a live shape made by this library (checks a tag; see satDestroyShape).
bool satShape_IsValid(const satShape* shape);

/// Project a shape onto an axis (ProjectPolygon in the CodeProject article): [min, max] of dot(point, axis) over the
/// shape. The axis need not be unit length; a circle projects to dot(centre, axis) -/+ radius * |axis|, a capsule
/// to its segment's interval widened by radius * |axis| at both ends.
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

/// PolygonCollision of the CodeProject article, for any pair of shapes (a capsule is its segment grown by its
/// radius: its MTV also comes from the direction between the two cores' closest points). velocity is A's velocity relative to B (vA - vB).
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
/// Its round-off is that of the travel up to the hit, never of |velocity| * tmax: a huge velocity (up to
/// SAT_MAX_COORDINATE) or tmax (up to FLT_MAX) is as exact as an ordinary one.
satError satSweep(const satShape* a, const satShape* b, satVec2 velocity, float tmax, satSweepResult* out);

/// Result of satRayCast.
typedef struct satRayHit {
	bool hit;       ///< the segment touches the shape
	float fraction; ///< of the way from p0 to p1 where it first does: 0 when p0 is inside or on the boundary
	satVec2 point;  ///< that point, p0 + fraction * (p1 - p0)
	satVec2 normal; ///< unit outward normal of the shape there; zero when fraction is 0 because p0 is inside
} satRayHit;

/// Cast the segment p0 -> p1 (world coordinates) against a shape where it is (after Box2D's b2RayCastPolygon;
/// circles by a quadratic solved in double; capsules as b2RayCastCapsule: two sides and two end circles). Touching
/// counts: a segment grazing a corner hits, and one starting inside or on the boundary hits at fraction 0 with a
/// zero normal. A segment shape crossed from either side hits with the normal facing the ray. p0 == p1 is a point
/// test. A miss writes zeros.
satError satRayCast(const satShape* shape, satVec2 p0, satVec2 p1, satRayHit* out);

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
	/// Length units per metre (as Box2D's b2SetLengthUnitsPerMeter), in (0, 1e6]; 0 = 1. The physics' lengths and
	/// speeds are set in metres and scaled by it: the linear slop (0.005 m), the speculative distance (0.02 m), the
	/// stick speed of static friction (0.05 m/s), the restitution threshold (1 m/s), the sleep speed (0.05 m/s), the
	/// contact push speed (3 m/s), the hit speed (1 m/s), the speed cap (SAT_MAX_SPEED m/s) and the default gravity
	/// (0, -10 m/s^2). A game in pixels at 100 pixels per metre sets 100 and gets the motion of a metre scene, scaled.
	float lengthUnitsPerMeter;
	/// Contacts that begin with an approach speed of at least this (units per second) are hit events
	/// (satWorld_GetHitCount); 0 = 1 metre per second. Any tiny positive value reports every approaching contact.
	float hitSpeed;
} satWorldDef;

/// Bits of a body id: the low SAT_ID_SLOT_BITS are its slot, the rest count how often the slot was reused.
#define SAT_ID_SLOT_BITS 22

/// Create a world. SAT_ERR_BAD_SIZE for a negative or non-finite cellSize, SAT_ERR_OUT_OF_RANGE above
/// SAT_MAX_COORDINATE, SAT_ERR_BAD_ARRAY for a capacity outside [0, 2^SAT_ID_SLOT_BITS]; for lengthUnitsPerMeter or
/// hitSpeed, SAT_ERR_NOT_FINITE (NaN, infinite) and SAT_ERR_OUT_OF_RANGE (negative, or lengthUnitsPerMeter above 1e6,
/// hitSpeed above SAT_MAX_COORDINATE).
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

/// Move and rotate a body. SAT_ERR_OUT_OF_MEMORY (nothing changed) only for a static that turns or moves: it is
/// re-indexed, and a turning static whose shape is shared takes a copy of its own.
satError satWorld_SetTransform(satWorld* world, int id, float x, float y, float angle);

/// Set positions for slots 0 .. count-1 from xy = { x0, y0, x1, y1, ... } (2 * count floats), keeping angles.
/// Slot i holds body id i while nothing was removed; free slots are skipped. count must not exceed
/// satWorld_GetSlotCount. All values are checked before any body moves.
satError satWorld_SetPositions(satWorld* world, const float* xy, int count);

/// Mark a body static (or movable again): pairs of two static bodies are never reported, and statics are kept
/// in a grid built once, so make level geometry static. Moving a static is allowed (it is re-indexed). Statics
/// of identical shapes at the same angle (a tilemap's tiles) share one copy in the world; turning one, or making
/// it movable, first gives it a copy of its own (SAT_ERR_OUT_OF_MEMORY, nothing changed, if that fails).
satError satWorld_SetStatic(satWorld* world, int id, bool isStatic);

/// Collision filter: bodies A and B are tested only if (catA & maskB) != 0 and (catB & maskA) != 0.
/// Defaults: category 1, mask all bits.
satError satWorld_SetFilter(satWorld* world, int id, unsigned category, unsigned mask);

/// Make a body a one-way platform: other bodies collide with it only when they come from the side its normal
/// (nx, ny), in the body's own frame (it turns with the body), points to: fully on that side (within
/// SAT_LINEAR_SLOP) where they are as the call begins, or where they were when the last call found pairs (the last
/// satWorld_Collide, iteration of satWorld_Separate or start of satWorld_Step), so the body that moved into it since
/// came from that side; for satWorld_Move and satWorld_CastShape, where the move or cast starts. A pair admitted so
/// holds while the two touch (or are within a few millimetres: the step's speculative contacts), so a body landing
/// fast does not sink through. Its MTV, its satWorld_Separate push and its contact normals are along the normal
/// only, never sideways: the platform's greatest extent along it less the body's least (for a concave body, the
/// largest over its pieces that overlap the platform's). A pair not admitted is no pair at all: not reported, no
/// events, no contact; the continuous test lets it through. Two one-way bodies must each admit the other; the
/// shorter push wins. (0, 0) makes it an ordinary body again; a new normal admits its pairs anew and wakes what
/// rests on it. Where bodies were is recorded only while the world has a one-way body. SAT_ERR_NULL,
/// SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_ID, SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE (nothing changed).
satError satWorld_SetOneWay(satWorld* world, int id, float nx, float ny);

/// A body's one-way normal as set (unit, in its own frame), or (0, 0) for an ordinary body.
satError satWorld_GetOneWay(const satWorld* world, int id, satVec2* out);

/// Find every intersecting pair (touching counts) with its MTV. Results stay valid until the next call
/// that changes the world. Allocates only while the pair buffers grow to a new maximum.
/// Tile seams: an edge of a static polygon (or box) that lies on an edge of another static polygon facing it
/// (tiles side by side, a wall tile on a floor tile, slope tiles meeting edge to edge; both ends within 1e-4 of its
/// length of the other edge, to 1.5e-4 for round-off, on the vertices turned in float; any angle; the first 32
/// edges of a polygon) is internal. The world never pushes a
/// body out through an internal edge: for a non-concave body against such a static, the MTV is the least push
/// along the pair's other axes (an exposed edge's normal, or a direction between two exposed edges at a corner,
/// taken the short way out: the side the body came in by), as in satCollide over those axes only; a pair with no
/// such way out (a body pressing into the corner a wall tile makes with the floor tile below it) has a zero MTV,
/// its neighbours push. A one-way body's pairs follow satWorld_SetOneWay. Every other pair's MTV is satCollide's,
/// bit for bit. satWorld_Separate and the contact normals of satWorld_Step follow the same rules, so bodies slide
/// over seams without snagging. On SAT_ERR_OUT_OF_MEMORY the pair list is empty and the events are still the last
/// successful call's; the next call gives what it would have given had the failed one not been made.
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

/// Result of satWorld_RayCast: as satRayHit, with the body that was hit (id -1 and zeros on a miss).
typedef struct satWorldRayHit {
	bool hit;       ///< the segment touches a body that passes the mask
	int id;         ///< the closest such body
	float fraction; ///< of the way from p0 to p1 where it first touches it (0 when p0 is inside or on it)
	satVec2 point;  ///< p0 + fraction * (p1 - p0)
	satVec2 normal; ///< unit outward normal of that body there; zero when fraction is 0 because p0 is inside
} satWorldRayHit;

/// The closest body that the segment p0 -> p1 touches, each body tested as satRayCast does (touching counts; a
/// segment starting inside or on a body hits it at fraction 0 with a zero normal; p0 == p1 is a point test).
/// Only bodies whose category (satWorld_SetFilter; 1 by default) shares a bit with mask are seen. Of
/// bodies hit at the same fraction, the one with the lowest id is named. Bodies are seen where they are now:
/// added, moved, removed or refiltered ones included, with no satWorld_Step or satWorld_Collide in between.
/// Cost: the static and resting bodies' grid cells along the segment (Amanatides and Woo's voxel traversal,
/// "A Fast Voxel Traversal Algorithm for Ray Tracing", 1987), stopping past the closest hit so far, plus one box
/// test per moving body that moved since the last step and per moving body that has not rested through a step.
/// Statics added since the last step are gridded by the first query that finds many of them waiting (what the
/// next step would do); no later result of the world depends on whether queries ran. Errors: SAT_ERR_NULL
/// (world or out NULL), SAT_ERR_BAD_HANDLE, SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE; out is then a miss.
satError satWorld_RayCast(satWorld* world, satVec2 p0, satVec2 p1, unsigned mask, satWorldRayHit* out);

/// Ids of the bodies whose shape (not only its bounding box) overlaps box, touching included, in ascending id
/// order. *outCount receives how many there are; the first min(*outCount, capacity) are written to ids, so a
/// caller can retry with more room (ids may be NULL with capacity 0 to count). Filters do not apply. Each
/// candidate from the broad phase (as for satWorld_RayCast, the grid cells the box covers) is tested exactly, in
/// double: a polygon by SAT on the box's axes and the polygon's edge directions, a circle by its distance to
/// the box. Allocates only when a result is larger than any before. Errors:
/// SAT_ERR_NULL (world or outCount NULL, or ids NULL with capacity > 0), SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_ARRAY
/// (capacity < 0), SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE, SAT_ERR_BAD_SIZE (minX > maxX or minY > maxY; a
/// box of zero width or height is allowed), SAT_ERR_OUT_OF_MEMORY; *outCount is then 0 and ids is not written.
satError satWorld_QueryAABB(satWorld* world, satAABB box, int* ids, int capacity, int* outCount);

/// Ids of the bodies whose shape contains point (on the boundary counts), in ascending id order, returned as
/// satWorld_QueryAABB returns them, with the same errors (but for SAT_ERR_BAD_SIZE).
satError satWorld_QueryPoint(satWorld* world, satVec2 point, int* ids, int capacity, int* outCount);

/// Result of satWorld_CastShape (id -1 and zeros on a miss).
typedef struct satWorldShapeHit {
	bool hit;       ///< the moving shape touches a body that passes the filter
	int id;         ///< the body it touches first (of equal times, the lowest id)
	float t;        ///< time of impact in [0, 1]: the shape touches it at position + t * motion (0: it starts so)
	satVec2 point;  ///< a contact point there (the middle of the contact manifold's points)
	satVec2 normal; ///< unit, from the body towards the shape (at t = 0, the MTV's direction, as satSweep)
} satWorldShapeHit;

/// The first body that shape, placed at xf and moved by t * motion for t in [0, 1], touches: each body decided
/// exactly as satSweep decides it (a body it starts touching or overlapping: t = 0, its MTV's direction); of
/// equal times the lowest id. Only bodies whose category shares a bit with mask are seen, and not ignoreId (an
/// id to skip, such as the caster's own body; -1 for none). A one-way body (satWorld_SetOneWay) is seen only
/// when the shape starts fully on its open side. The shape itself is not changed (the world places a copy). Cost:
/// the grid cells along the motion, cut into pieces a cell long, stopping past the earliest hit so far, plus one
/// box test per moving body that moved since the last step. Errors: SAT_ERR_NULL, SAT_ERR_BAD_HANDLE (world or
/// shape), SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE, SAT_ERR_OUT_OF_MEMORY; out is then a miss.
satError satWorld_CastShape(satWorld* world, const satShape* shape, satTransform xf, satVec2 motion, unsigned mask,
	int ignoreId, satWorldShapeHit* out);

/// Ids of the bodies whose shape overlaps shape placed at xf (touching counts), as satCollide decides it, in
/// ascending order, returned as satWorld_QueryAABB returns them; only bodies whose category shares a bit with mask.
/// One-way bodies are reported as any other (the query has no direction). Errors as satWorld_QueryAABB (but for
/// SAT_ERR_BAD_SIZE), and those of the shape handle.
satError satWorld_OverlapShape(
	satWorld* world, const satShape* shape, satTransform xf, unsigned mask, int* ids, int capacity, int* outCount);

// ---- Tilemaps ----------------------------------------------------------------------------------------------

/// What a cell of satWorld_AddTiles holds. Shapes are given in tile units from the cell's lower-left corner (y up);
/// each is a convex polygon inside its cell, and a slope "rises to the right" when its surface goes up from left to
/// right. The 45-degree slopes fill half a cell; the gentle slopes rise half a tile per tile, at atan(1/2) = 26.57
/// degrees, over two cells side by side: the low cell, then the high one in the direction the slope rises.
typedef enum satTile {
	SAT_TILE_EMPTY = 0,                ///< nothing: no body
	SAT_TILE_SOLID = 1,                ///< the whole cell: (0,0) (1,0) (1,1) (0,1)
	SAT_TILE_SLOPE_UP_RIGHT = 2,       ///< 45 degrees rising to the right, the lower-right half: (0,0) (1,0) (1,1)
	SAT_TILE_SLOPE_UP_LEFT = 3,        ///< 45 degrees rising to the left, the lower-left half: (0,0) (1,0) (0,1)
	SAT_TILE_GENTLE_UP_RIGHT_LOW = 4,  ///< gentle, rising to the right, low cell: (0,0) (1,0) (1,1/2)
	SAT_TILE_GENTLE_UP_RIGHT_HIGH = 5, ///< gentle, rising to the right, high cell: (0,0) (1,0) (1,1) (0,1/2)
	SAT_TILE_GENTLE_UP_LEFT_LOW = 6,   ///< gentle, rising to the left, low cell: (0,0) (1,0) (0,1/2)
	SAT_TILE_GENTLE_UP_LEFT_HIGH = 7,  ///< gentle, rising to the left, high cell: (0,0) (1,0) (1,1/2) (0,1)
	SAT_TILE_COUNT                     ///< the number of cell values: a cell must be in [0, SAT_TILE_COUNT)
} satTile;

/// Options for satWorld_AddTiles; a NULL def means all defaults. tileSize has no zero default: set it.
typedef struct satTilesDef {
	float tileSize; ///< width and height of a cell, positive and finite (default 1)
	float x, y;     ///< lower-left corner of cell (column 0, row 0), the bottom-left cell (default 0, 0)
	bool merge;     ///< one box per horizontal run of adjacent SAT_TILE_SOLID cells in a row (default false)
} satTilesDef;

/// Add a tilemap: each non-zero cell of cells (columns * rows ints, row-major, row 0 the BOTTOM row: y up) becomes
/// a static body (satWorld_AddBody, then satWorld_SetStatic) shaped as its satTile value says; statics of the same
/// shape share one copy. Cell (col, row) spans x + col * tileSize .. x + (col + 1) * tileSize, and likewise in y
/// with row. Each grid line (and half line, for the gentle slopes) is computed once in double from its integer
/// index and rounded to float. Each body is placed at its lower-left corner (its position; angle 0) with its other
/// corners at the differences of its grid lines, so bodies meet on the same floats wherever those differences are
/// floats (as with integer or power-of-two sizes and origins; otherwise a corner may be off its grid line by an ulp
/// of the body's size). The world treats the edges tiles share as internal (satWorld_Collide): bodies slide over
/// the seams.
/// With def->merge, each horizontal run of adjacent SAT_TILE_SOLID cells in a row becomes one box (cut after 65536
/// cells); slopes never merge. The region is the same: queries by point, box or ray find it where they find the
/// tiles. An unrotated body pressed into the top of a floor gets from a run the push each of the run's tiles that
/// push it gives, but satWorld_Separate moves a body by the sum of its pushes: over a seam of an unmerged floor two
/// tiles push it, so it goes twice as far as over a merged one (out of the floor either way). The seam rule sees a
/// run's top as one edge, so pushes may also differ for tilted bodies, where tiles stand on part of a run, and for
/// bodies deep in it.
/// Ids are written to outIds in row-major cell order, a merged run once at its first cell (0, 1, 2, ... on a world
/// where nothing was removed); *outCount receives the number of bodies the call adds, also when capacity is too
/// small. outIds NULL with capacity 0 only counts (everything is checked, nothing is added).
/// Errors (nothing added; *outCount 0 but for a short capacity):
/// - SAT_ERR_NULL: world, cells or outCount NULL, or outIds NULL with capacity > 0; SAT_ERR_BAD_HANDLE
/// - SAT_ERR_BAD_ARRAY: columns or rows below 1, columns * rows above INT_MAX, a cell outside [0, SAT_TILE_COUNT),
///   capacity below 0 or below the count
/// - SAT_ERR_BAD_SIZE: tileSize not positive and finite, or too small for float where the map is (a tile, or the
///   half height of a gentle slope, would round to nothing)
/// - SAT_ERR_NOT_FINITE: x or y; SAT_ERR_OUT_OF_RANGE: a corner of the map, or a tile's size, beyond
///   SAT_MAX_COORDINATE
/// - SAT_ERR_OUT_OF_MEMORY, also when the world has no slot left: the bodies added so far are removed again, and the
///   ids written are set to -1. Their ids are never valid again and their slots are reused, so later bodies get
///   other ids than they would have had (satWorld_AddBody's rule); satWorld_GetSlotCount may have grown and
///   satWorld_GetTransforms may have moved.
satError satWorld_AddTiles(satWorld* world, const int* cells, int columns, int rows, const satTilesDef* def,
	int* outIds, int capacity, int* outCount);

// ---- Physics: contact manifolds, rigid bodies, a step -------------------------------------------------------

/// Contact points of two intersecting shapes (after Box2D's b2ClipPolygons and Dirk Gregorius's GDC 2013 talk
/// "The Separating Axis Test"): the reference face is the face of A or B most aligned with the separating axis,
/// the incident edge of the other shape is clipped against its side planes, and the clipped points that are
/// not beyond the reference face are kept. Segments and capsules clip their segment core the same way, as Box2D v3
/// does for capsules: each point's depth is measured between the grown surfaces; a rounded end meeting a corner or
/// another end gives one point.
typedef struct satManifold {
	int pointCount;    ///< 0 (the shapes are apart), 1 or 2
	satVec2 normal;    ///< unit, from B towards A (the MTV's direction); zero when pointCount is 0
	satVec2 points[2]; ///< world contact points, midway between the two surfaces
	float depths[2];   ///< penetration at each point along the normal (0 when touching); the deepest is |MTV|
	unsigned ids[2];   ///< feature ids (which face and vertex made the point), stable while the contact persists
} satManifold;

/// Contact manifold of A against B where they are. Touching counts, as in satCollide: shapes that collide
/// with a zero MTV get points with depth 0. A miss writes zeros.
satError satComputeManifold(const satShape* a, const satShape* b, satManifold* out);

/// How a body moves. Static bodies never move and never pair with each other; kinematic bodies (the default)
/// are moved by the caller or by their velocity in satWorld_Step and push dynamic bodies without being pushed;
/// dynamic bodies are moved by satWorld_Step (gravity, contacts, impulses).
typedef enum satBodyType {
	SAT_BODY_STATIC = 0,
	SAT_BODY_KINEMATIC = 1,
	SAT_BODY_DYNAMIC = 2
} satBodyType;

/// satMaterial.staticFriction that follows the body's friction (the default): its static coefficient is then
/// whatever its friction is, so a material made slippery by its friction alone slides.
#define SAT_SAME_AS_FRICTION (-1.0f)

/// Surface and mass of a body. Two bodies in contact use friction sqrt(fa * fb), staticFriction
/// sqrt(sa * sb) and restitution max(ea, eb) (Box2D's mixing rules); as Box2D v3 does, rolling resistance
/// max(ra, rb) * max(radius a, radius b) (the radius of a circle or capsule, 0 for other shapes) and tangent speed
/// ta + tb.
typedef struct satMaterial {
	float density;     ///< mass per unit area, > 0 (default 1)
	float friction;    ///< friction coefficient while sliding, >= 0 (default 0.6)
	float restitution; ///< bounciness, >= 0: 0 stops, 1 bounces back at the same speed (default 0)
	/// Friction coefficient that holds a contact at rest, >= 0, or SAT_SAME_AS_FRICTION (the default): the same as
	/// friction. A contact point sticks (static friction) while its sliding speed stays below a small threshold.
	float staticFriction;
	/// Rolling resistance, >= 0 (default 0), as Box2D v3's: a contact resists the two bodies' relative spin with a
	/// torque of at most this times the larger radius of the two (circle or capsule; 0 for other shapes, so a
	/// contact between two polygons has none) times the normal force. A circle rolling without slipping on flat
	/// ground then slows at 2/3 * rollingResistance * g (g the gravity), whatever its radius, and stops.
	float rollingResistance;
	/// Tangent speed in units per second (any finite value within SAT_MAX_COORDINATE; default 0): the body's
	/// surface moves along itself at this speed, clockwise around the body (y up), as a conveyor belt (Box2D v3's
	/// tangentSpeed): friction drives what touches it towards that relative speed. On the top of a belt it moves
	/// towards +x, so a body resting on a static belt whose tangentSpeed is positive is carried along +x (on the
	/// belt's underside, towards -x). A contact's target is the sum of the two bodies' tangent speeds.
	float tangentSpeed;
} satMaterial;

/// The default material: density 1, friction 0.6, restitution 0, staticFriction SAT_SAME_AS_FRICTION, rolling
/// resistance 0, tangent speed 0.
satMaterial satDefaultMaterial(void);

/// Mass properties of a body, from its shape and density.
typedef struct satMassData {
	float mass;     ///< density * area (0 for a segment)
	float inertia;  ///< rotational inertia about the centre of mass
	satVec2 center; ///< centre of mass in the shape's local coordinates
} satMassData;

/// Linear velocity (units per second) of the body's centre of mass, and angular velocity (radians per second,
/// counter-clockwise).
typedef struct satVelocity {
	float vx, vy, angular;
} satVelocity;

/// Largest number of iterations or substeps satWorld_Step accepts (and of satWorld_Separate's iterations).
#define SAT_MAX_STEP_PASSES 64

/// Options for satWorld_Step; zero-initialise and set what you need (a NULL def means all defaults).
typedef struct satStepDef {
	/// Velocity iterations per step (0 = 8), spread over the substeps: each substep runs
	/// max(1, iterations / substeps - 1) passes with position correction and one relax pass.
	int iterations;
	/// The step is cut into this many substeps (0 = 4); more is stiffer and slower.
	int substeps;
} satStepDef;

/// Units of the physics: the caller's (metres, kilograms, seconds suggested; satWorldDef.lengthUnitsPerMeter for
/// others); y up, default gravity (0, -10) m/s^2. Dynamic bodies' linear speeds are capped at this many metres per
/// second (times lengthUnitsPerMeter) and angular speeds at this many
/// radians per second (by satWorld_Step, dt = 0 included, and satWorld_ApplyImpulse); a kinematic body keeps the
/// velocity it was given but moves at most this fast. So no step makes a coordinate overflow.
#define SAT_MAX_SPEED 1e6f

/// Set a body's type. satWorld_SetStatic(world, id, true) is the same as SAT_BODY_STATIC, and false as
/// SAT_BODY_KINEMATIC. SAT_ERR_BAD_TYPE for a value outside the enum, and for SAT_BODY_DYNAMIC on a body whose
/// shape is a segment (it has no area, hence no mass; give it a thin capsule to simulate it).
/// SAT_ERR_OUT_OF_MEMORY (nothing changed) as satWorld_SetStatic.
satError satWorld_SetType(satWorld* world, int id, satBodyType type);

/// A body's type.
satError satWorld_GetType(const satWorld* world, int id, satBodyType* out);

/// Set a body's material (its mass and inertia follow from the density). SAT_ERR_BAD_MATERIAL names no field:
/// check density > 0, the coefficients (friction, restitution, staticFriction, rollingResistance) >= 0
/// (staticFriction may also be SAT_SAME_AS_FRICTION), tangentSpeed of any sign, all finite and at most
/// SAT_MAX_COORDINATE in magnitude.
satError satWorld_SetMaterial(satWorld* world, int id, const satMaterial* material);

/// A body's material.
satError satWorld_GetMaterial(const satWorld* world, int id, satMaterial* out);

/// A body's mass, rotational inertia and centre of mass (as if it were dynamic, whatever its type).
satError satWorld_GetMassData(const satWorld* world, int id, satMassData* out);

/// Set a body's velocity. Static bodies ignore it (it reads back as zero).
satError satWorld_SetVelocity(satWorld* world, int id, float vx, float vy, float angularVelocity);

/// A body's velocity.
satError satWorld_GetVelocity(const satWorld* world, int id, satVelocity* out);

/// Set a body's linear and angular damping (both 0 by default), per second, as Box2D v3's: each substep h of
/// satWorld_Step, before gravity is added, a dynamic body's velocity is divided by 1 + h * linear and its angular
/// velocity by 1 + h * angular (a Pade approximation of exp(-damping * h)), so with nothing else acting a speed
/// decays as exp(-damping * t). Static and kinematic bodies keep the values but are not slowed (a kinematic body
/// keeps the velocity it was given). Nothing wakes. Errors: SAT_ERR_NULL, SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_ID,
/// SAT_ERR_NOT_FINITE (NaN or infinite), SAT_ERR_OUT_OF_RANGE (negative, or above SAT_MAX_COORDINATE); nothing
/// changes.
satError satWorld_SetDamping(satWorld* world, int id, float linear, float angular);

/// A body's linear and angular damping (zeros on error). Errors: SAT_ERR_NULL (world, linear or angular NULL),
/// SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_ID.
satError satWorld_GetDamping(const satWorld* world, int id, float* linear, float* angular);

/// Apply an impulse (mass * velocity change) to a dynamic body at a world point; NULL point = the centre of
/// mass (no spin). Other body types ignore it.
satError satWorld_ApplyImpulse(satWorld* world, int id, float ix, float iy, const satVec2* point);

/// Make a body a bullet (true) or not (false; the default), after Box2D v3's bullets. satWorld_Step stops a fast
/// dynamic body at its first time of impact with static and kinematic bodies (its sweep at its new angle); a bullet
/// is also stopped by the dynamic bodies that are not bullets, where they end the step, and its sweep turns with it
/// over the step: a point of it moving farther than half its smallest extent starts a time-of-impact search by
/// conservative advancement (Brian Mirtich's thesis; Erwin Coumans, "Continuous Collision Detection and Physics"),
/// so a fast, thin or spinning body does not pass through thin ones, nor through other dynamic bodies. It stops a
/// little short of the first touch (within a quarter of the linear slop: 1.25 mm times lengthUnitsPerMeter), its
/// velocity kept: the next step's contact makes the impact. A body it starts that close to is left to the contacts;
/// bullets are not swept against each other, nor against sensors (a sensor bullet passes through everything, as a
/// sensor does); an asleep body a bullet stops at wakes with its island. Each fast step costs a search
/// per body near its path: make the few fast bodies (projectiles) bullets, not everything. The flag is kept
/// whatever the body's type and acts only while it is dynamic. Errors: SAT_ERR_NULL, SAT_ERR_BAD_HANDLE,
/// SAT_ERR_BAD_ID (nothing changes).
satError satWorld_SetBullet(satWorld* world, int id, bool isBullet);

/// Whether a body is a bullet (satWorld_SetBullet). Errors: SAT_ERR_NULL (world or out NULL), SAT_ERR_BAD_HANDLE,
/// SAT_ERR_BAD_ID; *out is then false.
satError satWorld_IsBullet(const satWorld* world, int id, bool* out);

/// Set the gravity acceleration applied to dynamic bodies (default (0, -10) m/s^2: -10 * lengthUnitsPerMeter).
satError satWorld_SetGravity(satWorld* world, float gx, float gy);

/// The gravity acceleration.
satVec2 satWorld_GetGravity(const satWorld* world);

/// The world's length units per metre and hit speed (satWorldDef; defaults applied); 0 for a NULL or destroyed world.
float satWorld_GetLengthUnitsPerMeter(const satWorld* world);
float satWorld_GetHitSpeed(const satWorld* world);

/// How stiff contacts are (Box2D v3's soft contacts): a contact pushes out of an overlap as a spring of `hertz`
/// (capped at a quarter of the substep rate) with `dampingRatio`, at most `pushSpeed` units per second.
typedef struct satContactTuning {
	float hertz;        ///< > 0 (default 30)
	float dampingRatio; ///< >= 0 (default 10)
	float pushSpeed;    ///< > 0, units per second (default 3 m/s: 3 * lengthUnitsPerMeter)
} satContactTuning;

/// Set the contact tuning (Box2D v3's contactHertz, contactDampingRatio and contactSpeed). SAT_ERR_NULL,
/// SAT_ERR_BAD_HANDLE, SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE (hertz or pushSpeed not positive, dampingRatio
/// negative, any above SAT_MAX_COORDINATE); nothing changes on an error.
satError satWorld_SetContactTuning(satWorld* world, const satContactTuning* tuning);

/// The contact tuning (zeros for a NULL or destroyed world).
satContactTuning satWorld_GetContactTuning(const satWorld* world);

/*
 * Sensors (trigger zones). A sensor body takes part in no contact response: satWorld_Step makes no contacts
 * with it (it neither pushes nor is pushed; continuous collision ignores it), satWorld_Separate does not push its
 * pairs, and satWorld_RayCast, satWorld_CastShape and satWorld_Move pass through it. satWorld_Collide still reports
 * its pairs, and the box, point and shape queries still find it. As each satWorld_Step begins (before anything
 * moves), each sensor finds the bodies its shape overlaps (touching counts, as satCollide): its visitors, of any
 * type, asleep or awake, that pass the filter both ways (the visitor's category shares a bit with the sensor's
 * mask and the other way round); sensors do not see each other. A visitor that begins to overlap is a sensor
 * begin event, one that ends a sensor end event (satWorld_GetSensorBeginCount). Removing either body, or making
 * the sensor a non-sensor, ends its overlaps at the next step.
 */

/// Make a body a sensor (true) or not. The bodies it touched wake (a sensor no longer holds them up).
/// SAT_ERR_NULL, SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_ID, SAT_ERR_OUT_OF_MEMORY (nothing changed).
satError satWorld_SetSensor(satWorld* world, int id, bool isSensor);

/// Whether a body is a sensor (*out false on an error).
satError satWorld_IsSensor(const satWorld* world, int id, bool* out);

/// Sensor events of the last satWorld_Step, 2 ints per event: the sensor's id, the visitor's id; in ascending
/// order of the two. Valid until the next step.
int satWorld_GetSensorBeginCount(const satWorld* world);
const int* satWorld_GetSensorBeginEvents(const satWorld* world);
int satWorld_GetSensorEndCount(const satWorld* world);
const int* satWorld_GetSensorEndEvents(const satWorld* world);

/*
 * Sleeping (after Box2D v3's islands): dynamic bodies touching through contacts form an island (static and
 * kinematic bodies do not link islands). When every body of an island has moved slower than 0.05 m/s (times
 * lengthUnitsPerMeter) at every point (and turned slower than 2 degrees per second) for 0.5 s, the island falls asleep: its
 * velocities become zero, satWorld_Step no longer moves it (its transforms stay bit for bit) nor solves its
 * contacts, which it keeps (reported after the awake ones) for warm starting when it wakes. The whole island
 * wakes, its timers restarted, when:
 * - an awake dynamic body, a kinematic body with a velocity, or a body the caller moved or changed since the
 *   last step touches one of its bodies at a step;
 * - one of its bodies is given a non-zero velocity or impulse, moved or turned (satWorld_SetTransform,
 *   satWorld_SetPositions, satWorld_Separate), retyped, refiltered or given another material; it then also
 *   wakes what it touches at the next step;
 * - a body in contact with it is removed; the gravity changes; sleeping is disabled; satWorld_SetAwake.
 * Sleeping is on by default.
 */

/// Whether a body is awake: a dynamic body unless its island is asleep; a kinematic body while its velocity is
/// not zero; a static body never. Errors: SAT_ERR_NULL (world or out NULL), SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_ID;
/// *out is then false.
satError satWorld_IsAwake(const satWorld* world, int id, bool* out);

/// Wake a dynamic body's island (true), or put it to sleep now (false) with its velocities zeroed, as Box2D's
/// b2Body_SetAwake: the island is the body and the dynamic bodies linked to it by the last step's contacts. An
/// island put to sleep while sleeping is disabled stays asleep until a wake rule applies. Static and kinematic
/// bodies are not in islands: nothing changes for them. Errors: SAT_ERR_NULL, SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_ID.
satError satWorld_SetAwake(satWorld* world, int id, bool awake);

/// Let islands fall asleep (the default) or not; disabling wakes every island. Errors: SAT_ERR_NULL,
/// SAT_ERR_BAD_HANDLE.
satError satWorld_SetSleepEnabled(satWorld* world, bool enabled);

/// Whether islands may fall asleep (false for a NULL or destroyed world).
bool satWorld_IsSleepEnabled(const satWorld* world);

/*
 * Advance the world by dt seconds (a fixed dt, such as 1/60, gives repeatable results):
 * 1. find the touching pairs (as satWorld_Collide, whose results and events it updates), and a contact
 *    manifold for each pair with a dynamic body;
 * 2. solve the contacts (and the speculative ones, see satWorld_GetContactData) with sequential impulses
 *    (Erin Catto, "Iterative Dynamics with Temporal Coherence", GDC 2005), warm-started from the last step's
 *    contact of the same pair by feature ids (queries between steps do not disturb it), as soft contacts over
 *    substeps with a relax pass (after Box2D v3): non-penetration, friction with rotation, static friction (a
 *    contact point sticks with the static coefficient until its friction reaches that limit, then slides with
 *    the sliding one until it slows below 0.05 m/s), restitution;
 * 3. move dynamic bodies by their velocities, then kinematic bodies by theirs; a dynamic body moving far in
 *    one step is stopped at its first time of impact with a static or kinematic body (satSweep, of its motion
 *    relative to each kinematic body's over the step, so the order bodies were created in does not matter;
 *    after a kinematic body's impact it is carried along with it), so it does not tunnel.
 * dt = 0 only finds pairs and contacts (and caps speeds). On an error nothing moves; SAT_ERR_OUT_OF_MEMORY
 * leaves the world as it was (contacts, events, warm-starting data), so a later step gives what it would have.
 */
satError satWorld_Step(satWorld* world, float dt, const satStepDef* def);

/// A body's transform (its shape's local origin and its angle).
satError satWorld_GetTransform(const satWorld* world, int id, satTransform* out);

/// Transforms of every slot as { x, y, angle } (3 * satWorld_GetSlotCount floats), updated by every call that
/// moves a body; free slots hold their last values. Slot i is body id & ((1 << SAT_ID_SLOT_BITS) - 1). The
/// pointer changes only when a body is added.
const float* satWorld_GetTransforms(const satWorld* world);

/// Floats per contact in satWorld_GetContactData: normalX, normalY, x0, y0, depth0, x1, y1, depth1.
#define SAT_CONTACT_FLOATS 8
/// Ints per contact in satWorld_GetContactIds: body id a, body id b, point count.
#define SAT_CONTACT_INTS 3

/// Contacts of the last satWorld_Step: the manifold (as satComputeManifold, normal from b towards a, following the
/// tile-seam rule of satWorld_Collide) of each touching pair with a dynamic body, in the order of
/// satWorld_Collide's pairs, then the speculative contacts: a dynamic body and a convex body that do not touch
/// but are within 4 linear slops (0.02 m, times lengthUnitsPerMeter) of each other, with negative depths (the gap). After Box2D v3,
/// they let the solver stop a body at a surface before it reaches it, so nothing falls freely for a step into a
/// surface it rests on. All of these are of awake bodies; then come the touching pairs with an asleep body, whose
/// contacts are kept as they were when it fell asleep.
int satWorld_GetContactCount(const satWorld* world);
const int* satWorld_GetContactIds(const satWorld* world);
const float* satWorld_GetContactData(const satWorld* world);
/// 2 floats per contact: each point's normal impulse over the last step (mass * velocity; divided by the step's
/// dt, the force), 0 for an unused point; a kept contact of asleep bodies gives those of the last step it was
/// solved in. A body resting on the ground under gravity g gets impulses that add up to mass * |g| * dt.
const float* satWorld_GetContactImpulses(const satWorld* world);

/// Milliseconds the last satWorld_Step took, by stage (as Box2D's b2World_GetProfile), for finding where a
/// game's physics time goes; while profiling is on (satWorld_SetProfiling), else all zero.
typedef struct satProfile {
	float step;        ///< the whole step
	float broadPhase;  ///< the candidate pairs (boxes touching) from the grids, pairs carried over; sensors' visitors
	float narrowPhase; ///< the SAT test of each candidate: the pairs and their MTVs, near pairs; begin and end events
	float contacts;    ///< contact manifolds, matched with the last step's for warm starting; waking islands
	float solve;       ///< colouring, then the substeps (gravity, warm start, solve, move, relax), restitution
	float continuous;  ///< moving the bodies: continuous collision against static and kinematic bodies, bullets
	float finalize;    ///< sleeping islands
} satProfile;

/// Time the stages of each step (off by default: the clock is read a few times per step, which in the wasm
/// module is a call out to the host's performance.now). Turning it off zeroes the profile.
satError satWorld_SetProfiling(satWorld* world, bool enabled);
/// The profile of the last step. SAT_ERR_NULL for a NULL world or out.
satError satWorld_GetProfile(const satWorld* world, satProfile* out);

/// Floats per hit event in satWorld_GetHitData: x, y, normalX, normalY, approachSpeed.
#define SAT_HIT_FLOATS 5

/// Hit events of the last satWorld_Step (after Box2D v3's contact hit events): contacts that began in that step
/// (a pair with a dynamic body that had no contact at the step before, touching or speculative) with an approach
/// speed along the normal of at least the world's hit speed (satWorldDef.hitSpeed). Per event 2 ids (the
/// contact's bodies, as satWorld_GetContactIds) and SAT_HIT_FLOATS floats: the point that approached fastest, the
/// normal (unit, from the second body towards the first) and that approach speed (units per second, > 0). In the
/// order of the contacts. Valid until the next step.
int satWorld_GetHitCount(const satWorld* world);
const int* satWorld_GetHitIds(const satWorld* world);
const float* satWorld_GetHitData(const satWorld* world);

/// Pairs that began and ended touching in the last satWorld_Step or satWorld_Collide, as id pairs (lower id
/// first, 2 ints per event). A removed body's pairs end at the next call. Valid until the next such call.
/// Events are tracked from the first satWorld_Step or the first call of one of these four on (so a world that
/// never asks pays nothing for them); the pairs touching at that moment do not begin again.
int satWorld_GetBeginCount(const satWorld* world);
const int* satWorld_GetBeginPairs(const satWorld* world);
int satWorld_GetEndCount(const satWorld* world);
const int* satWorld_GetEndPairs(const satWorld* world);

/// The simple response, for games without a solver: iterations times, find the intersecting pairs and push
/// the bodies apart by the MTV: half each between two non-static bodies, all of it onto the non-static one
/// against a static body (a body in several pairs moves by the sum). Velocities are not changed.
/// iterations must be in [1, SAT_MAX_STEP_PASSES] (SAT_ERR_BAD_STEP). Out of memory in a later iteration
/// leaves the moves of the iterations before it.
satError satWorld_Separate(satWorld* world, int iterations);

// ---- Character mover: move and slide ------------------------------------------------------------------------

/// Options of satWorld_Move; start from satDefaultMoveDef().
typedef struct satMoveDef {
	satVec2 up;       ///< the character's up (any length but zero); default (0, 1)
	float maxSlope;   ///< radians in [0, pi/2]: steeper surfaces are walls, neither climbed nor ground; default 45 deg
	float stepHeight; ///< step onto a ledge up to this high when there is room on it; default 0
	float snapDown;   ///< stay on walkable ground up to this far below, when the move does not go up; default 0
	float skin;       ///< the gap kept from surfaces; 0 (the default) is 1% of the shape's reach
	bool slideOnSlopes; ///< false (default): motion into walkable ground along -up is dropped, so gravity does not
						///< slide the character down a slope it stands on
} satMoveDef;

/// The default options of satWorld_Move.
satMoveDef satDefaultMoveDef(void);

/// Result of satWorld_Move.
typedef struct satMoveResult {
	satVec2 position;     ///< where the body is now
	bool grounded;        ///< walkable ground lies within twice the skin below it
	int groundId;         ///< that ground's body, or -1
	satVec2 groundNormal; ///< its unit normal there, or zero
	int hitCount;         ///< surfaces the motion met (and was clipped against or stepped over)
} satMoveResult;

/// Move and slide a kinematic body by motion, as a game character (after Box2D v3.1's mover and Rapier's
/// character controller): first push it out of anything it overlaps (a platform that rose into it; static bodies
/// first, and not out of a moving body into a static one: crushed between them, it stays), then up to
/// five times cast its shape along what is left of the motion (satWorld_CastShape's rule, its category and mask
/// both ways, itself skipped), stop a skin short of the hit and take the part of the motion into that surface
/// away; a motion sent back into a surface met earlier slides along the corner they make or stops. A surface
/// steeper than maxSlope is a wall: sliding along it never lifts the body. Grounded at the start and blocked by a
/// wall, it steps up to stepHeight when the ledge has room; grounded at the start and not moving up, it snaps
/// down to walkable ground within snapDown. Tile seams (edges a static shares with another) are never walls, and
/// a one-way body stops it only from its open side. The body is moved (as satWorld_SetTransform); it is not
/// carried by what it stands on: read the ground body's velocity and add it to the next motion. Errors:
/// SAT_ERR_NULL, SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_ID, SAT_ERR_BAD_TYPE (not a kinematic body), SAT_ERR_NOT_FINITE,
/// SAT_ERR_OUT_OF_RANGE (a value beyond SAT_MAX_COORDINATE, maxSlope outside [0, pi/2]), SAT_ERR_BAD_AXIS (up
/// zero), SAT_ERR_BAD_SIZE (a negative stepHeight, snapDown or skin); nothing moves and out is zeroed (groundId -1).
satError satWorld_Move(satWorld* world, int id, satVec2 motion, const satMoveDef* def, satMoveResult* out);

// ---- Joints ----
// Joints tie two bodies (or a body and the fixed world) together, solved in the same soft step as the contacts
// (after Box2D v3's joints: soft constraints, warm started, with the relax pass), the same bits on every build.
// A joint joins its two dynamic bodies into one island: they sleep and wake together. Removing a body removes its
// joints. Lengths and anchors are in the world's length units; angles in radians, counter-clockwise; speeds per
// second; forces in mass * length units / s^2 and torques in mass * length units^2 / s^2.

/// The kinds of joint.
typedef enum satJointType {
	SAT_JOINT_REVOLUTE = 1,  ///< a shared point the bodies turn about (a hinge): limits, motor, spring to an angle
	SAT_JOINT_DISTANCE = 2,  ///< a rod, rope or spring between two anchors
	SAT_JOINT_WELD = 3,      ///< glued at a point, stiff or soft
	SAT_JOINT_PRISMATIC = 4, ///< slides along an axis fixed in body A, no turning: limits, motor, spring
	SAT_JOINT_WHEEL = 5,     ///< a suspension spring along an axis of A, free or motor-driven rotation (cars)
	SAT_JOINT_MOUSE = 6,     ///< drags a point of body B towards a target with a spring of limited force
	SAT_JOINT_TYPE_COUNT
} satJointType;

/// Body A of a joint fixed to the world rather than to a body.
#define SAT_WORLD_BODY (-1)

/// A joint's definition (start from satDefaultJointDef). Points and axes are in world coordinates where the
/// bodies are when the joint is added; the joint keeps them in the bodies' frames from then on. A spring acts
/// while its hertz is > 0.
typedef struct satJointDef {
	satJointType type;
	int bodyA;            ///< a body id, or SAT_WORLD_BODY (the fixed world)
	int bodyB;            ///< a body id, not bodyA
	satVec2 anchorA;      ///< the joint's point (revolute, weld, prismatic, wheel), body A's anchor (distance), or the
						  ///< mouse joint's target and body B's point dragged
	satVec2 anchorB;      ///< distance: body B's anchor
	satVec2 axis;         ///< prismatic and wheel: the direction of sliding, not zero (normalised)
	bool enableLimit;     ///< revolute: angle limits; prismatic and wheel: translation limits
	float lower, upper;   ///< the limits, lower <= upper (radians within [-0.99 pi, 0.99 pi] for revolute)
	bool enableMotor;     ///< revolute and wheel: an angular motor; prismatic: a linear motor
	float motorSpeed;     ///< radians per second (revolute, wheel) or length units per second (prismatic)
	float maxMotorTorque; ///< revolute and wheel, >= 0
	float maxMotorForce;  ///< prismatic, >= 0
	float hertz;          ///< spring stiffness (revolute, distance, prismatic, wheel, mouse), >= 0; 0 = no spring
	float dampingRatio;   ///< spring damping, >= 0 (weld: of both its softnesses)
	float targetAngle;    ///< revolute: the spring's rest angle of B relative to A (0 = as added)
	float targetTranslation;         ///< prismatic: the spring's rest translation
	float length;                    ///< distance: the rest length, >= 0; < 0: the anchors' distance at creation
	float minLength, maxLength;      ///< distance: limits, minLength <= maxLength; < 0: the length (with a spring: no
									 ///< limit). With no spring, held rigid when they are equal (a rod, the default),
									 ///< else free between them (a rope: minLength 0)
	float linearHertz, angularHertz; ///< weld: 0 = stiff, else the softness of each part
	float maxForce;                  ///< mouse: the largest force it pulls with, >= 0
	bool collideConnected;           ///< whether the two bodies still collide with each other (default false)
} satJointDef;

/// A joint definition of a type with its defaults: bodyA SAT_WORLD_BODY, bodyB -1, anchors at the origin, axis
/// (1, 0) (a wheel's (0, 1): upwards), limits and motor off, no spring (a wheel's suspension 4 Hz with damping ratio 0.7; a mouse joint
/// 5 Hz, damping ratio 0.7, maxForce SAT_MAX_COORDINATE), length, minLength and maxLength -1 (a rod of the anchors'
/// distance), stiff welds, collideConnected false.
satJointDef satDefaultJointDef(satJointType type);

/// Add a joint; *outId is its id (ids are reused as body ids are: a removed joint's id is never valid again).
/// Both bodies wake. Errors: SAT_ERR_NULL, SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_JOINT
/// (an unknown type, bodyA == bodyB), SAT_ERR_BAD_ID (a body not in the world), SAT_ERR_NOT_FINITE (any number NaN
/// or infinite), SAT_ERR_OUT_OF_RANGE (a value beyond SAT_MAX_COORDINATE, a negative force, torque, hertz or
/// damping ratio, lower > upper, minLength > maxLength, revolute limits outside [-0.99 pi, 0.99 pi]),
/// SAT_ERR_BAD_AXIS (a zero axis), SAT_ERR_OUT_OF_MEMORY; nothing changes and *outId is -1.
satError satWorld_AddJoint(satWorld* world, const satJointDef* def, int* outId);

/// Remove a joint; its bodies wake. SAT_ERR_BAD_JOINT for an id not in the world.
satError satWorld_RemoveJoint(satWorld* world, int jointId);

/// The number of joints in the world (0 for a NULL or destroyed world).
int satWorld_GetJointCount(const satWorld* world);

/// A joint's type and bodies (zeros and -1 on error). SAT_ERR_NULL, SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_JOINT.
satError satWorld_GetJointBodies(const satWorld* world, int jointId, satJointType* type, int* bodyA, int* bodyB);

/// Turn a joint's motor on with a speed and a largest torque (revolute, wheel) or force (prismatic); a
/// maxTorqueOrForce of 0 turns it off. Its bodies wake. SAT_ERR_BAD_JOINT also for a joint with no motor (distance,
/// weld, mouse); SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE (beyond SAT_MAX_COORDINATE, negative maxTorqueOrForce).
satError satWorld_SetJointMotor(satWorld* world, int jointId, float speed, float maxTorqueOrForce);

/// Move a mouse joint's target (body B wakes). SAT_ERR_BAD_JOINT also for another type of joint;
/// SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE.
satError satWorld_SetJointTarget(satWorld* world, int jointId, float x, float y);

/// The force and torque a joint applies to body B at the end of the last step (its last substep's impulses divided
/// by the substep's time, as Box2D's b2Joint_GetConstraintForce): under a steady load, the force holding it.
typedef struct satJointReaction {
	float fx, fy;
	float torque;
} satJointReaction;

/// The reaction of a joint in the last step (zeros before its first step, and on error). SAT_ERR_NULL,
/// SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_JOINT.
satError satWorld_GetJointReaction(const satWorld* world, int jointId, satJointReaction* out);

// ---- Snapshots and the state hash (rollback netcode) ----

/// The byte format version of snapshots this library writes and reads; a snapshot of another version is refused
/// (SAT_ERR_BAD_SNAPSHOT).
#define SAT_SNAPSHOT_VERSION 1

/// Which snapshot: the full one (every body with its shape and the static bodies: a save game, restorable into any
/// world or made a world of its own by satCreateWorldFromSnapshot), or the dynamic one (every body that is not
/// static, with everything a step depends on, but no shapes and no static bodies: a rollback frame, restorable into
/// the world it was taken of, or one built the same way, while its static bodies and the moving bodies' shapes are
/// unchanged).
typedef enum satSnapshotKind {
	SAT_SNAPSHOT_FULL = 0,
	SAT_SNAPSHOT_DYNAMIC = 1
} satSnapshotKind;

/// Bytes satWorld_Snapshot writes for this world as it is now (the size changes as bodies and contacts do).
/// SAT_ERR_NULL, SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_TYPE for an unknown kind.
satError satWorld_SnapshotSize(satWorld* world, satSnapshotKind kind, size_t* outBytes);

/// Write a snapshot of the world into out (capacity bytes; nothing is allocated): everything the next steps depend
/// on (bodies, transforms, velocities, types, materials, filters, flags, sleep, contacts with their warm-start
/// impulses and feature ids, the pair and sensor state for events, id generations, joints with their impulses,
/// gravity and settings), in a byte format that is the same on every build (little-endian, floats as their bits),
/// with a checksum. satWorld_Restore then N steps give the same results, bit for bit, as the N steps after the
/// snapshot, on any build (native, wasm SIMD or baseline). *outBytes receives the size (also when capacity is too
/// small: then SAT_ERR_BAD_ARRAY, and out holds no snapshot: its header, written last, is not, and nothing is written
/// past capacity). SAT_ERR_NULL, SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_TYPE.
satError satWorld_Snapshot(satWorld* world, satSnapshotKind kind, void* out, size_t capacity, size_t* outBytes);

/// Restore a snapshot of either kind into a world. A full snapshot replaces everything (bodies, static ones too,
/// joints, settings); a dynamic one replaces everything but the static bodies, which must be the ones it was taken
/// with, as must the shapes of its moving bodies: bodies added since are removed, and ids come back as they were.
/// The last step's reports (pairs, contacts, events, hits, profile) read empty until the next step. Errors change
/// nothing: SAT_ERR_NULL, SAT_ERR_BAD_HANDLE, SAT_ERR_BAD_SNAPSHOT (truncated, corrupted, another version, not a
/// snapshot; a dynamic snapshot whose statics or shapes differ from the world's, or whose moving body was removed
/// since), SAT_ERR_OUT_OF_MEMORY.
satError satWorld_Restore(satWorld* world, const void* bytes, size_t size);

/// A new world from a full snapshot (SAT_ERR_BAD_SNAPSHOT for a dynamic one, or as satWorld_Restore); *out is NULL
/// on error.
satError satCreateWorldFromSnapshot(const void* bytes, size_t size, satWorld** out);

/// A 64-bit hash of the world's simulation state (what a snapshot holds, the static bodies and shapes included):
/// the same on every build for the same state, and different after any change of a body's position, angle or
/// velocity, however small, to detect a desync between peers. SAT_ERR_NULL, SAT_ERR_BAD_HANDLE.
satError satWorld_Hash(satWorld* world, uint64_t* out);

#ifdef __cplusplus
}
#endif

#endif
