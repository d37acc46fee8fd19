// Private layout shared by the core's .c files; not part of the public API.
#ifndef SAT_INTERNAL_H
#define SAT_INTERNAL_H

#include <stdint.h>
#include <string.h>

#include "sat.h"
#include "sat_math.h"

/// Tag of a live shape; cleared on destroy so a stale handle is rejected while its memory is not reused.
#define SAT_SHAPE_TAG 0x53415431u

/// A shape owns one allocation: the header, then its vertex arrays. Vertex arrays are SoA and padded to a
/// multiple of 4 by repeating vertex 0, so a SIMD lane group never reads past the end and the padding
/// cannot change a min or max. Queries use the rotated-local vertices plus the position, so moving a
/// shape costs nothing per vertex and pairs are compared relative to A's position (less round-off).
/// Inline even where the compiler's size heuristics would not (small hot functions with several callers).
#if defined(__GNUC__) || defined(__clang__)
#define SAT_FORCE_INLINE __attribute__((always_inline)) inline
#else
#define SAT_FORCE_INLINE inline
#endif

struct satShape {
	uint32_t tag;
	int partCount;       ///< a concave shape's convex parts, kept in its allocation after its arrays; else 0
	size_t concaveBytes; ///< a concave shape's allocation size (other shapes' follows from count)
	float reach;         ///< distance from the local origin to the farthest point, rounded up: a bounding circle
	satVec2 centroid;
	satTransform xf;
	float cosAngle, sinAngle;
	satAABB rotBounds;        ///< bounds of the rotated-local vertices (or the circle) around the position
	float *localX, *localY;   ///< padded
	float *rotX, *rotY;       ///< local vertices rotated by the angle, padded
	float *normalX, *normalY; ///< local unit edge normals, padded with copies of normal 0
	float *worldNX, *worldNY; ///< rotated unit edge normals, padded likewise
	float *ownMin, *ownMax;   ///< the shape's own interval on each of its normals: rotation does not change it
	// What the SAT kernel reads sits last, next to the arrays it reads (rotX, rotY, worldNX, worldNY, ownMin,
	// ownMax, in that order from storage), so a test touches as few cache lines as possible.
	/// A polygon of four normals along the axes (an unrotated box): its normals' intervals of another polygon
	/// are that polygon's bounds, no projection needed.
	int aligned;
	satShapeType type;
	int count;    ///< vertices (0 for a circle, 2 for a segment or capsule: its end points)
	int padded;   ///< count rounded up to a multiple of 4
	float radius; ///< circle or capsule radius, 0 otherwise: the shape is its vertices' hull grown by it
	float storage[];
};

/// One round of the 64-bit hashes (snapshots' checksums, fingerprints): a bijection of h for each v, so a change of
/// one word always changes the result.
static inline uint64_t satMix(uint64_t h, uint64_t v)
{
	h = (h ^ v) * 0x9E3779B97F4A7C15ull;
	return h ^ (h >> 32);
}

/// A float's bits.
static inline uint32_t satBits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

/// A shape's fingerprint: what a world's results depend on of it (kind, size, its local vertices and normals), the
/// same on every build. A world keeps its bodies' (their shapes never change once added).
uint64_t satShapeFingerprint(const satShape* s);

/// Bytes of a shape's single allocation (header and arrays).
size_t satShapeSize(const satShape* s);

/// Bytes of a polygon (or box) shape of count vertices.
size_t satShapeBytes(int count);

/// Fill zeroed memory of satShapeBytes(n) bytes as a polygon shape from counter-clockwise, validated points.
void satInitPolygon(satShape* s, satShapeType type, const double* px, const double* py, int n);

/// The polygon constructor's cleaning without its convexity test: weld near-duplicate neighbours, refuse a
/// collinear set, drop middle points of straight runs (SAT_ERR_NOT_CONVEX for a point doubling back). Keeps
/// the winding; *tolerance receives the welding distance.
satError satCleanOutline(double* px, double* py, int* count, double* tolerance);

// Layers: satShapeRebind, satShapePlace, satShapeMass, satOverlapShapes/At/With, satSweepShapes, satManifoldAt
// and satRayCastAt take shapes of every kind (dispatch.c): a concave shape goes to concave.c, the others to the
// convex kernel's satConvex* functions and satBindArrays, which concave.c calls for its parts. The kernel never
// calls concave.c or dispatch.c.

/// Point a shape's arrays into its own storage again after its bytes were copied to another address.
void satShapeRebind(satShape* s);

/// Set a shape's position and angle (values already checked); sin/cos and rotated data are recomputed
/// only when the angle changes.
void satShapePlace(satShape* s, float x, float y, float angle);

/// satShapeRebind of a shape's own arrays: a convex shape's, or a concave shape's outline's (not its parts').
void satBindArrays(satShape* s);

/// satShapePlace of a shape's own arrays: a convex shape's, or a concave shape's outline's (not its parts').
void satConvexPlace(satShape* s, float x, float y, float angle);

/// Interval of a shape's rotated-local geometry on a unit axis, shifted by offset (canonical zeros).
static inline void satProjectRelative(const satShape* s, float ax, float ay, float offset, float* mn, float* mx)
{
	if (s->type == SAT_SHAPE_CIRCLE) {
		*mn = (offset - s->radius) + 0.0f;
		*mx = (offset + s->radius) + 0.0f;
		return;
	}
	satProjectPoints(s->rotX, s->rotY, s->count, ax, ay, mn, mx);
	if (s->type == SAT_SHAPE_CAPSULE) {
		*mn -= s->radius;
		*mx += s->radius;
	}
	*mn += offset;
	*mx += offset;
}

/// True for the kinds whose core is a segment (2 vertices): they take the general rounded paths of the queries.
static inline bool satIsSegmentLike(const satShape* s)
{
	return s->type == SAT_SHAPE_SEGMENT || s->type == SAT_SHAPE_CAPSULE;
}

/// Result of the static overlap test: the push direction for A and its length.
typedef struct satOverlap {
	bool hit;
	float depth;
	satVec2 normal; ///< unit, points from B towards A
} satOverlap;

/// The MTV of an overlap: normal * depth, with zeros canonicalised to +0 (a -0 would only confuse callers).
static inline satVec2 satMtvOf(satOverlap o)
{
	return (satVec2){ o.normal.x * o.depth + 0.0f, o.normal.y * o.depth + 0.0f };
}

/// Memory a concave pair's MTV works in (its list of nearby part pairs), kept between calls: a world holds one,
/// so that its steps allocate nothing once it has grown to the largest list. failed is set when it cannot grow
/// (the answer is then the deepest part pair's), for the caller to report and clear.
typedef struct satScratch {
	void* data;
	size_t bytes;
	bool failed;
} satScratch;

/// Position of B relative to A, with A moved by offset: SAT runs with A's position at the origin.
static inline satVec2 satRelative(const satShape* a, const satShape* b, satVec2 offset)
{
	return (satVec2){ (b->xf.x - a->xf.x) - offset.x, (b->xf.y - a->xf.y) - offset.y };
}

/// Static SAT of A translated by offset against B (offset = 0 for the shapes where they are). scratch may be
/// NULL: a concave pair then allocates its list for the call.
satOverlap satOverlapShapes(const satShape* a, const satShape* b, satVec2 offset, satScratch* scratch);

/// Static SAT of A at the origin against B at d, using only the shapes' rotated geometry (the world keeps
/// positions apart from the shapes).
satOverlap satOverlapAt(const satShape* a, const satShape* b, satVec2 d);

/// satOverlapAt with the scratch memory of a concave pair (NULL: allocated for the call).
satOverlap satOverlapWith(const satShape* a, const satShape* b, satVec2 d, satScratch* scratch);

/// satOverlapAt of two convex shapes (the SAT kernel).
satOverlap satConvexOverlapAt(const satShape* a, const satShape* b, satVec2 d);

/// Closest points of A's core (at the origin) and B's core (at d), in double: a circle's core is its centre, a
/// segment's or capsule's its segment, a polygon's its boundary. Of two disjoint convex sets one closest point is
/// a vertex, so vertex-to-core distances find them. Returns false when the cores touch or overlap (the points are
/// then one such pair at distance 0, or not meaningful).
bool satCoreClosestPoints(const satShape* a, const satShape* b, satVec2 d, double pa[2], double pb[2]);

/// Validate a shape handle: SAT_ERR_NULL or SAT_ERR_BAD_HANDLE or SAT_OK.
satError satCheckShape(const satShape* s);

/// Validate a finite, in-range value.
satError satCheckValue(float v);

/// Validate two shape handles and a finite, in-range velocity (collide and sweep).
satError satCheckPair(const satShape* a, const satShape* b, satVec2 v);

/// Swept test without argument checks (used by satCollide for willIntersect).
satSweepResult satSweepShapes(const satShape* a, const satShape* b, satVec2 v, float tmax);

/// satSweepShapes of two convex shapes.
satSweepResult satConvexSweep(const satShape* a, const satShape* b, satVec2 v, float tmax);

/// Mass properties of a shape of the given density about its rotation origin's frame (centre in local
/// coordinates), and *minExtent, the distance from the centre of mass to the nearest face (the radius for a circle).
satMassData satShapeMass(const satShape* s, float density, float* minExtent);

/// satShapeMass of a convex shape.
satMassData satConvexMass(const satShape* s, float density, float* minExtent);

/// Manifold of A at the origin against B at d, from the shapes' rotated geometry only (the world keeps positions
/// apart from the shapes): as satComputeManifold, with points relative to A's position.
void satManifoldAt(const satShape* a, const satShape* b, satVec2 d, satManifold* out);

/// satManifoldAt of two convex shapes.
void satConvexManifoldAt(const satShape* a, const satShape* b, satVec2 d, satManifold* out);

/// Speculative manifold of convex A at the origin and B at d that do not touch but are at most margin apart:
/// the manifold they would have touching, A moved towards B along their closest points, with each point's depth
/// less that move (negative: the gap) and the points moved back midway. pointCount 0 when they touch, are
/// further apart, or either is concave.
void satSpeculativeManifoldAt(const satShape* a, const satShape* b, satVec2 d, float margin, satManifold* out);

/// The same for a given unit normal (from B towards A) and gap along it: with fixNormal the manifold keeps that
/// normal (satManifoldFromOverlap), else SAT finds the normal of the touching shapes.
void satSpeculativeManifoldAlong(
	const satShape* a, const satShape* b, satVec2 d, satVec2 normal, double gap, bool fixNormal, satManifold* out);

/// The manifold of convex A at the origin and B at d that overlap as o says (its normal from B towards A and
/// depth, which may be another axis than SAT's least push): satManifoldAt with a given normal.
void satManifoldFromOverlap(const satShape* a, const satShape* b, satVec2 d, satOverlap o, satManifold* out);

// ---- Internal edges (edges.c): the world's rule for static bodies side by side ----

/// Edges of a static polygon that lie on an edge of another static body, facing it (tiles side by side): bit i is
/// edge i (from vertex i to i + 1); edges past the 32nd are never internal.
typedef uint32_t satEdgeMask;

/// Whether edge i of polygon s (at (sx, sy)) lies on an edge of polygon t (at (tx, ty)) facing the other way,
/// within a small tolerance: both its ends on that edge. The edges of t that cover one of s are found edge by
/// edge: the result's bit i is set for each edge i of s covered by an edge of t.
satEdgeMask satCoveredEdges(const satShape* s, double sx, double sy, const satShape* t, double tx, double ty);

/// The world's push of convex A (at the origin) out of static polygon B (at d) whose edges in `internal` are
/// internal: of the separating axes (B's edge normals, A's, and for a rounded A the axis of the closest points),
/// the one showing the largest separation (the least push when they overlap), never pushing A out through an
/// internal edge (along its normal, or from a corner it ends at). Returns false when no axis is left (then the
/// plain SAT answer stands); else *normal (from B towards A, unit) and *separation (> 0: a gap; < 0: the push).
bool satAllowedAxis(
	const satShape* a, const satShape* b, satVec2 d, satEdgeMask internal, satVec2* normal, double* separation);

/// Whether the internal-edge rule applies to a pair: one is a static polygon with internal edges, neither concave.
bool satSeamApplies(const satShape* a, satEdgeMask internalA, const satShape* b, satEdgeMask internalB);

/// satAllowedAxis for A (at the origin) and B (at d), a pair the rule applies to (the static one has its internal
/// edges in internalA or internalB, the other 0): *normal from B towards A. False when no axis is left.
bool satSeamAxis(const satShape* a, satEdgeMask internalA, const satShape* b, satEdgeMask internalB, satVec2 d,
	satVec2* normal, double* separation);

/// Whether SAT's push o (A at the origin against B) already keeps the rule: a positive depth along a direction
/// that leaves the static through its exposed surface. It is then the least push along the axes left too.
bool satSeamKeepsPlain(
	satEdgeMask internalA, const satShape* a, const satShape* b, satEdgeMask internalB, satOverlap o);

/// The overlap o of A (at the origin) and B (at d) as the world reports it: for a pair the rule applies to, along
/// satAllowedAxis (depth >= 0), or a depth of 0 when no axis is left (its neighbours push); else o.
satOverlap satSeamOverlap(
	const satShape* a, satEdgeMask internalA, const satShape* b, satEdgeMask internalB, satVec2 d, satOverlap o);

/// satRayCast of a shape whose position is (x, y) (the world keeps positions apart from the shapes), without
/// argument checks: every shape kind's ray test and, with p0 == p1, its point-inside test (touching counts).
satRayHit satRayCastAt(const satShape* shape, float x, float y, satVec2 p0, satVec2 p1);

/// satRayCastAt of a convex shape.
satRayHit satConvexRayCastAt(const satShape* shape, float x, float y, satVec2 p0, satVec2 p1);

// ---- Concave shapes (concave.c): convex parts stored inside the shape, queried part by part ----

/// Part k of a concave shape: a convex polygon shape in the same local frame, placed with the same transform.
satShape* satConcavePart(const satShape* s, int k);

/// Point the parts' arrays into the shape's storage again after a byte copy (satShapeRebind).
void satConcaveRebind(satShape* s);

/// Place the parts where the shape is (satShapePlace).
void satConcavePlace(satShape* s);

/// Mass data of a concave shape: the sum of its parts'.
satMassData satConcaveMass(const satShape* s, float density, float* minExtent);

/// satOverlapAt, satSweepShapes and satManifoldAt when A or B is concave.
satOverlap satConcaveOverlapAt(const satShape* a, const satShape* b, satVec2 d, satScratch* scratch);
satSweepResult satConcaveSweep(const satShape* a, const satShape* b, satVec2 v, float tmax);
void satConcaveManifoldAt(const satShape* a, const satShape* b, satVec2 d, satManifold* out);

/// Whether A (at the origin) and B (at d), of any kinds, touch or overlap (satOverlapAt's hit), part by part for
/// concave shapes: no MTV, so nothing is allocated.
bool satTouchAt(const satShape* a, const satShape* b, satVec2 d);

/// satRayCastAt of a concave shape at (x, y): the closest hit over its parts.
satRayHit satConcaveRayCastAt(const satShape* s, float x, float y, satVec2 p0, satVec2 p1);

// ---- Time of impact (toi.c): shapes that move and turn, for the world's bullets ----

/// A shape's motion over [0, 1] (after Box2D's b2Sweep): its centre of mass, at localCenter in the shape's frame,
/// goes from c1 to c2 and its angle from a1 to a2, both linearly in t.
typedef struct satSweepMotion {
	satVec2 localCenter;
	satVec2 c1, c2;
	float a1, a2;
} satSweepMotion;

/// Result of satTimeOfImpact.
typedef struct satToiResult {
	bool hit; ///< the shapes come within the target gap (or touch) for some t in [0, 1]
	float t;  ///< the time to stop at: they are apart there, within the target (unless too tangential); 0 on a miss
} satToiResult;

/// The distance from center (in a shape's local frame) to the shape's farthest point.
double satReachAbout(const satShape* s, satVec2 center);

/// Time of impact of A and B moving by ma and mb, by conservative advancement (Brian Mirtich's thesis; Erwin
/// Coumans, "Continuous Collision Detection and Physics"): the first t found at which they are apart by at most
/// target (or by the round-off of their coordinates, if more), never past their first touch; t = 0 when they touch
/// or are that close at the start. Only the shapes' rotated geometry is read (their positions are the motions');
/// they are turned while it runs and turned back to their angles before it returns.
satToiResult satTimeOfImpact(
	satShape* a, const satSweepMotion* ma, satShape* b, const satSweepMotion* mb, float target);

#endif
