// Contact manifolds: hand-worked pairs with exact points, depths and ids; the argument contracts; and
// properties on random pairs checked against satCollide and the double-precision reference.
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "shapes.h"

#if defined(__SANITIZE_ADDRESS__)
#define TEST_HAS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TEST_HAS_ASAN 1
#endif
#endif
#ifdef TEST_HAS_ASAN
#include <sanitizer/asan_interface.h>
#endif

// Feature ids as src/manifold.c encodes them: bit 16 if A gave the reference face, the face, the incident vertex.
static unsigned featureId(bool refIsA, int face, int vertex)
{
	return (refIsA ? 0x10000u : 0u) | (unsigned)face << 8 | (unsigned)vertex;
}

// A result full of non-zero values, so a call that forgets a field is caught.
static satManifold staleManifold(void)
{
	return (satManifold){ 2, { 0.6f, 0.8f }, { { 1, 2 }, { 3, 4 } }, { 5, 6 }, { 7u, 8u } };
}

static bool isZeroManifold(satManifold m)
{
	return m.pointCount == 0 && m.normal.x == 0 && m.normal.y == 0 && m.points[0].x == 0 && m.points[0].y == 0 &&
		m.points[1].x == 0 && m.points[1].y == 0 && m.depths[0] == 0 && m.depths[1] == 0 && m.ids[0] == 0 &&
		m.ids[1] == 0;
}

static satManifold manifold(const satShape* a, const satShape* b)
{
	satManifold m = staleManifold();
	CHECK_INT(satComputeManifold(a, b, &m), SAT_OK);
	return m;
}

// Index of the world vertex at (x, y) and of the edge with outward normal (nx, ny), or -1.
static int vertexAt(const satShape* s, float x, float y)
{
	for (int i = 0; i < satShape_GetVertexCount(s); ++i) {
		satVec2 v = satShape_GetWorldVertex(s, i);
		if (fabs(v.x - x) <= TOL && fabs(v.y - y) <= TOL) return i;
	}
	return -1;
}

static int faceWithNormal(const satShape* s, float nx, float ny)
{
	for (int i = 0; i < satShape_GetVertexCount(s); ++i) {
		satVec2 n = satShape_GetWorldNormal(s, i);
		if (fabs(n.x - nx) <= TOL && fabs(n.y - ny) <= TOL) return i;
	}
	return -1;
}

// Point k of m, checked against (x, y) with depth and id, in either order (k is the other one's index).
static void checkPoint(satManifold m, double x, double y, double depth, unsigned id)
{
	int k = -1;
	for (int j = 0; j < m.pointCount; ++j)
		if (fabs(m.points[j].x - x) <= TOL && fabs(m.points[j].y - y) <= TOL) k = j;
	CHECK_MSG(k >= 0, "no contact point at (%.9g, %.9g); got (%.9g, %.9g) and (%.9g, %.9g) (count %d)", x, y,
		(double)m.points[0].x, (double)m.points[0].y, (double)m.points[1].x, (double)m.points[1].y, m.pointCount);
	if (k < 0) return;
	CHECK_NEAR(m.depths[k], depth, TOL);
	CHECK_MSG(m.ids[k] == id, "point (%.9g, %.9g): id %#x, expected %#x", x, y, m.ids[k], id);
}

// A 2x2 box resting 0.2 deep on the top face of a 4x2 box: the top face (the longer one) is the reference,
// the box's bottom corners are the points, midway between the surfaces (y = 0.9).
static void caseBoxOnBox(void)
{
	satShape* a = makeBox(2, 2, 0.5f, 1.8f, 0);
	satShape* b = makeBox(4, 2, 0, 0, 0);
	satManifold m = manifold(a, b);
	CHECK_INT(m.pointCount, 2);
	CHECK_VEC(m.normal, 0, 1, 0);
	int top = faceWithNormal(b, 0, 1), left = vertexAt(a, -0.5f, 0.8f), right = vertexAt(a, 1.5f, 0.8f);
	CHECK(top >= 0 && left >= 0 && right >= 0);
	checkPoint(m, -0.5, 0.9, 0.2, featureId(false, top, left));
	checkPoint(m, 1.5, 0.9, 0.2, featureId(false, top, right));
	// Swapped: the normal turns round, the same face is the reference (now A's), the points stay.
	m = manifold(b, a);
	CHECK_INT(m.pointCount, 2);
	CHECK_VEC(m.normal, 0, -1, 0);
	checkPoint(m, -0.5, 0.9, 0.2, featureId(true, top, left));
	checkPoint(m, 1.5, 0.9, 0.2, featureId(true, top, right));
	// Hanging over B's right end: the right point is clipped to B's side plane x = 2, keeping its id.
	moveTo(a, 1.5f, 1.8f);
	m = manifold(a, b);
	CHECK_INT(m.pointCount, 2);
	CHECK_VEC(m.normal, 0, 1, 0);
	left = vertexAt(a, 0.5f, 0.8f);
	right = vertexAt(a, 2.5f, 0.8f);
	checkPoint(m, 0.5, 0.9, 0.2, featureId(false, top, left));
	checkPoint(m, 2, 0.9, 0.2, featureId(false, top, right));
	satDestroyShape(a);
	satDestroyShape(b);
}

// A 2x2 box turned 45 degrees with its lowest corner 0.1 below the top face of a 4x2 box: one point, at
// the corner moved up by half the depth. The other end of the incident edge is above the face and dropped.
static void caseCornerIntoFace(void)
{
	satShape* a = makeBox(2, 2, 0, (float)(1 + SQRT2 - 0.1), (float)(PI / 4));
	satShape* b = makeBox(4, 2, 0, 0, 0);
	satManifold m = manifold(a, b);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.normal, 0, 1, 1e-7);
	CHECK_VEC(m.points[0], 0, 0.95, TOL);
	CHECK_NEAR(m.depths[0], 0.1, TOL);
	int corner = vertexAt(a, 0, 0.9f), top = faceWithNormal(b, 0, 1);
	CHECK(corner >= 0);
	CHECK_MSG(m.ids[0] == featureId(false, top, corner), "id %#x", m.ids[0]);
	satDestroyShape(a);
	satDestroyShape(b);
}

// Circles: one point midway between the surfaces along the normal, id 0.
static void caseCircles(void)
{
	satShape* box = makeBox(4, 2, 0, 0, 0);
	satShape* c = makeCircle(0.5f, 1, 1.3f); // 0.2 into the top face: deepest point (1, 0.8)
	satManifold m = manifold(c, box);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.normal, 0, 1, 0);
	CHECK_VEC(m.points[0], 1, 0.9, TOL);
	CHECK_NEAR(m.depths[0], 0.2, TOL);
	CHECK_INT(m.ids[0], 0);
	m = manifold(box, c);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.normal, 0, -1, 0);
	CHECK_VEC(m.points[0], 1, 0.9, TOL);
	CHECK_NEAR(m.depths[0], 0.2, TOL);
	// Off the box's corner: the normal is from the corner (2, 1) towards the centre (2.3, 1.4), a 3-4-5
	// direction; the circle of radius 0.6 is 0.1 deep.
	satShape* c6 = makeCircle(0.6f, 2.3f, 1.4f);
	m = manifold(c6, box);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.normal, 0.6, 0.8, 1e-6);
	CHECK_NEAR(m.depths[0], 0.1, TOL);
	CHECK_VEC(m.points[0], 2 - 0.6 * 0.05, 1 - 0.8 * 0.05, TOL); // corner moved half the depth into the circle
	// Circle against circle: r = 1 at the origin, r = 4.5 at (3, 4) five away: depth 0.5, normal (-0.6, -0.8),
	// A's deepest point (0.6, 0.8) moved back by 0.25.
	satShape* c1 = makeCircle(1, 0, 0);
	satShape* c2 = makeCircle(4.5f, 3, 4);
	m = manifold(c1, c2);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.normal, -0.6, -0.8, 1e-6);
	CHECK_VEC(m.points[0], 0.45, 0.6, TOL);
	CHECK_NEAR(m.depths[0], 0.5, TOL);
	CHECK_INT(m.ids[0], 0);
	m = manifold(c2, c1);
	CHECK_VEC(m.normal, 0.6, 0.8, 1e-6);
	CHECK_VEC(m.points[0], 0.45, 0.6, TOL);
	CHECK_NEAR(m.depths[0], 0.5, TOL);
	satDestroyShape(box);
	satDestroyShape(c);
	satDestroyShape(c6);
	satDestroyShape(c1);
	satDestroyShape(c2);
}

// Exact touching counts as contact, as in satCollide: points with depth 0 on the shared boundary.
static void caseTouching(void)
{
	satShape* a = makeBox(2, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, 2, 0.5f, 0); // faces flush at x = 1, overlapping for y in [-0.5, 1]
	satCollision c = collide(a, b, 0, 0);
	CHECK(c.intersect && c.mtv.x == 0 && c.mtv.y == 0);
	satManifold m = manifold(a, b);
	CHECK_INT(m.pointCount, 2);
	CHECK_VEC(m.normal, -1, 0, 0);
	int face = faceWithNormal(a, 1, 0); // equal faces: A's is the reference
	checkPoint(m, 1, -0.5, 0, featureId(true, face, vertexAt(b, 1, -0.5f)));
	checkPoint(m, 1, 1, 0, featureId(true, face, vertexAt(b, 1, 1.5f))); // clipped to A's side plane
	CHECK(m.depths[0] == 0 && m.depths[1] == 0);
	// Corner on corner: one point, not two on top of each other.
	moveTo(b, 2, 2);
	m = manifold(a, b);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.points[0], 1, 1, 0);
	CHECK(m.depths[0] == 0);
	// Circles touching at (1, 0).
	satShape* c1 = makeCircle(1, 0, 0);
	satShape* c2 = makeCircle(1, 2, 0);
	m = manifold(c1, c2);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.normal, -1, 0, 0);
	CHECK_VEC(m.points[0], 1, 0, 0);
	CHECK(m.depths[0] == 0);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(c1);
	satDestroyShape(c2);
}

// A corner exactly on a corner, the boxes turned 0.7 rad apart: touching, and the shared corner is the contact.
// Clipping alone loses it (the corner is the end of the reference face, and round-off puts the incident
// edge just beyond it), so this needs the fallback to the incident shape's deepest vertex.
static void caseCornerOnCornerTurned(void)
{
	satShape* a = makeBox(2, 1, 0, 0, 0.7f);
	int corner = -1;
	for (int i = 0; i < 4; ++i) {
		satVec2 v = satShape_GetLocalVertex(a, i);
		if (v.x == 1 && v.y == -0.5f) corner = i;
	}
	CHECK(corner >= 0);
	if (corner < 0) corner = 0;
	satVec2 c = satShape_GetWorldVertex(a, corner);   // about (1.08695, 0.26180)
	satShape* b = makeBox(4, 4, c.x + 2, c.y - 2, 0); // B's top-left corner (-2, 2) on it
	satCollision col = collide(a, b, 0, 0);
	CHECK(col.intersect && col.mtv.x == 0 && col.mtv.y == 0);
	satManifold m = manifold(a, b);
	CHECK_INT(m.pointCount, 1);
	CHECK_NEAR(vecLength(m.normal), 1, 1e-6);
	CHECK_VEC(m.points[0], c.x, c.y, 1e-6);
	CHECK(m.depths[0] == 0);
	m = manifold(b, a);
	CHECK_INT(m.pointCount, 1);
	CHECK_VEC(m.points[0], c.x, c.y, 1e-6);
	CHECK(m.depths[0] == 0);
	satDestroyShape(a);
	satDestroyShape(b);
}

// Apart: all zeros, also into a result that held a contact.
static void caseMiss(void)
{
	satShape* a = makeBox(2, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, nextafterf(2, 3), 0, 0); // one ulp apart
	satShape* c = makeCircle(1, 0, 2.5f);
	CHECK(isZeroManifold(manifold(a, b)));
	CHECK(isZeroManifold(manifold(a, c)));
	CHECK(isZeroManifold(manifold(c, a)));
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(c);
}

// Bad arguments: an error code and all zeros (when out is non-NULL), as every query.
static void caseErrors(void)
{
	satShape* a = makeBox(2, 2, 0, 0, 0);
	satShape* b = makeBox(2, 2, 1, 0, 0);
	CHECK_INT(satComputeManifold(a, b, NULL), SAT_ERR_NULL);
	satManifold m = staleManifold();
	CHECK_INT(satComputeManifold(NULL, b, &m), SAT_ERR_NULL);
	CHECK(isZeroManifold(m));
	m = staleManifold();
	CHECK_INT(satComputeManifold(a, NULL, &m), SAT_ERR_NULL);
	CHECK(isZeroManifold(m));
	CHECK_INT(satComputeManifold(NULL, NULL, NULL), SAT_ERR_NULL);
	static union {
		max_align_t align;
		unsigned char bytes[1024];
	} junk;
	memset(junk.bytes, 0xA5, sizeof junk.bytes);
	satShape* foreign = (satShape*)(void*)junk.bytes;
	m = staleManifold();
	CHECK_INT(satComputeManifold(foreign, b, &m), SAT_ERR_BAD_HANDLE);
	CHECK(isZeroManifold(m));
	m = staleManifold();
	CHECK_INT(satComputeManifold(a, foreign, &m), SAT_ERR_BAD_HANDLE);
	CHECK(isZeroManifold(m));
	CHECK_INT(satComputeManifold(foreign, b, NULL), SAT_ERR_BAD_HANDLE); // the handle is checked first
	// A destroyed shape (its memory not reused yet: ASan's quarantine, or nothing allocated since).
	satShape* dead = makeBox(1, 1, 0, 0, 0);
	satDestroyShape(dead);
#ifdef TEST_HAS_ASAN
	__asan_unpoison_memory_region(dead, sizeof(uint32_t)); // let the tag check read the first word only
#endif
	m = staleManifold();
	CHECK_INT(satComputeManifold(dead, a, &m), SAT_ERR_BAD_HANDLE);
	CHECK(isZeroManifold(m));
	m = staleManifold();
	CHECK_INT(satComputeManifold(a, dead, &m), SAT_ERR_BAD_HANDLE);
	CHECK(isZeroManifold(m));
#ifdef TEST_HAS_ASAN
	__asan_poison_memory_region(dead, sizeof(uint32_t));
#endif
	satDestroyShape(a);
	satDestroyShape(b);
}

// Warm starting needs stable ids: two equal boxes stacked, one of them rocking by up to 1e-3 rad and the upper
// one sliding a little. SAT's normal switches between the two nearly parallel faces, and rotation rounds the
// equal face lengths apart by an ulp either way; the reference face must stay the same.
static void caseIdsStable(void)
{
	const float angles[] = { 1e-3f, -1e-3f, 2e-4f, -2e-4f, 3e-5f, -3e-5f, 0.7e-3f, -0.7e-3f, 0 };
	const float shifts[] = { 0, 0.01f, -0.02f };
	for (int rocking = 0; rocking < 2; ++rocking) {
		satShape* a = makeBox(2, 2, 0.5f, 1.9f, 0);
		satShape* b = makeBox(2, 2, 0, 0, 0);
		satManifold first = manifold(a, b);
		CHECK_INT(first.pointCount, 2);
		bool sawNormalOfA = false, sawNormalOfB = false;
		for (int i = 0; i < (int)(sizeof angles / sizeof angles[0]); ++i) {
			for (int j = 0; j < 3; ++j) {
				CHECK_INT(satShape_SetTransform(a, 0.5f + shifts[j], 1.9f, rocking == 0 ? angles[i] : 0), SAT_OK);
				CHECK_INT(satShape_SetTransform(b, 0, 0, rocking == 1 ? angles[i] : 0), SAT_OK);
				satManifold m = manifold(a, b);
				checkContext("manifold/ids-stable %s rocking by %g, shift %g", rocking == 0 ? "A" : "B",
					(double)angles[i], (double)shifts[j]);
				CHECK_INT(m.pointCount, 2);
				for (int k = 0; k < m.pointCount && k < 2; ++k) {
					bool same = (m.ids[k] == first.ids[0] || m.ids[k] == first.ids[1]) && m.ids[0] != m.ids[1];
					CHECK_MSG(same, "ids %#x %#x, at rest %#x %#x", m.ids[0], m.ids[1], first.ids[0], first.ids[1]);
				}
				bool level = m.normal.x == 0.0f;
				sawNormalOfA |= rocking == 0 ? !level : level;
				sawNormalOfB |= rocking == 0 ? level : !level;
			}
		}
		CHECK(sawNormalOfA && sawNormalOfB); // both faces did win SAT, so the test means something
		satDestroyShape(a);
		satDestroyShape(b);
	}
}

// Random cases per property; each is seeded by its index, so a failure names its seed.
enum {
	MANIFOLD_CASES = 4000
};

static double deepestOf(satManifold m)
{
	double d = 0;
	for (int k = 0; k < m.pointCount; ++k) d = fmax(d, m.depths[k]);
	return d;
}

// True if m has a point with this id within tol of (x, y) with a depth within tol of depth.
static bool hasPoint(satManifold m, double x, double y, double depth, unsigned id, double tol)
{
	for (int k = 0; k < m.pointCount; ++k)
		if (m.ids[k] == id && hypot(m.points[k].x - x, m.points[k].y - y) <= tol && fabs(m.depths[k] - depth) <= tol)
			return true;
	return false;
}

// The contract of any manifold m of A against B, given satCollide's result c for them: points exactly when c
// intersects (else all zeros); 1 or 2 finite points with finite depths >= 0; a unit normal in the MTV's
// direction; the deepest depth |MTV| within 2 tol (|MTV| = |n| depth in float, and the manifold decides within
// 16 ulps of the pair's relative magnitude, below tol); each point c with depth d midway between the surfaces:
// c - n d/2 on A's boundary and c + n d/2 on B's, within 4 tol plus 0.02 d (a face up to 0.0142 rad from
// parallel to the SAT face may be the reference, and depths are along n to its line, so B's surface point may
// lie up to d tan(0.0142) beyond the face's end; src/manifold.c). Returns c.intersect; *worst grows to the
// largest surface error over (tol + d).
static bool checkContract(
	const satShape* a, const satShape* b, satCollision c, satManifold m, double tol, double* worst)
{
	CHECK_MSG((m.pointCount > 0) == c.intersect, "pointCount %d, intersect %d", m.pointCount, c.intersect);
	if (!c.intersect) {
		CHECK(isZeroManifold(m));
		return false;
	}
	CHECK(m.pointCount == 1 || m.pointCount == 2);
	CHECK_NEAR(vecLength(m.normal), 1, 1e-6);
	double depth = vecLength(c.mtv), deepest = deepestOf(m);
	if (depth > 0) CHECK_VEC(m.normal, c.mtv.x / depth, c.mtv.y / depth, 1e-6);
	CHECK_MSG(fabs(deepest - depth) <= 2 * tol, "deepest depth %.9g, |mtv| %.9g (tol %.3g)", deepest, depth, tol);
	RefShape ra = refOf(a), rb = refOf(b);
	double nx = m.normal.x, ny = m.normal.y;
	for (int k = 0; k < m.pointCount && k < 2; ++k) {
		double d = m.depths[k], x = m.points[k].x, y = m.points[k].y;
		CHECK_MSG(isfinite(d) && d >= 0 && isfinite(x) && isfinite(y), "point %d (%.9g, %.9g) depth %.9g", k, x, y, d);
		double slack = 4 * tol + 0.02 * d;
		double onA = refShapeSignedDistance(&ra, x - nx * d / 2, y - ny * d / 2);
		double onB = refShapeSignedDistance(&rb, x + nx * d / 2, y + ny * d / 2);
		*worst = fmax(*worst, fmax(fabs(onA), fabs(onB)) / (tol + d));
		CHECK_MSG(fabs(onA) <= slack && fabs(onB) <= slack,
			"point %d (%.9g, %.9g) depth %.9g: A's surface point is %.3g from A, B's %.3g from B (slack %.3g)", k, x, y,
			d, onA, onB, slack);
	}
	return true;
}

// Turn and place A of a random pair so that one of its faces rests on one of B's, nearly anti-parallel (within
// 0, 1e-4, 1e-3 or 0.01 rad) and from 0.05 apart to 0.3 deep: resting contacts, where the reference face may be
// either shape's. Pairs with a circle are left as they are.
static void restFaceOnFace(Prng* rng, RandPair* p)
{
	satShape *a = p->a.shape, *b = p->b.shape;
	int na = satShape_GetVertexCount(a), nb = satShape_GetVertexCount(b);
	if (na == 0 || nb == 0) return;
	int i = prngInt(rng, 0, nb - 1), j = prngInt(rng, 0, na - 1);
	satVec2 nB = satShape_GetWorldNormal(b, i), b0 = satShape_GetWorldVertex(b, i);
	satVec2 b1 = satShape_GetWorldVertex(b, (i + 1) % nb);
	satVec2 a0 = satShape_GetLocalVertex(a, j), a1 = satShape_GetLocalVertex(a, (j + 1) % na);
	double localNormal = atan2(-(a1.x - a0.x), a1.y - a0.y); // outward normal (ey, -ex) of the local edge
	static const double jitters[] = { 0, 1e-4, 1e-3, 1e-2 };
	double jitter = jitters[prngInt(rng, 0, 3)] * prngRange(rng, -1, 1);
	double angle = atan2(nB.y, nB.x) + PI - localNormal + jitter;
	p->aAngle = (float)remainder(angle, 2 * PI);
	CHECK_INT(satShape_SetTransform(a, 0, 0, p->aAngle), SAT_OK);
	satVec2 r0 = satShape_GetWorldVertex(a, j), r1 = satShape_GetWorldVertex(a, (j + 1) % na);
	double lenA = hypot(r1.x - r0.x, r1.y - r0.y), lenB = hypot(b1.x - b0.x, b1.y - b0.y);
	double depth = prngRange(rng, -0.05, 0.3), lateral = prngRange(rng, -0.5, 0.5) * (lenA + lenB);
	double tx = -nB.y, ty = nB.x;
	double x = 0.5 * (b0.x + b1.x) - nB.x * depth + tx * lateral - 0.5 * (r0.x + r1.x);
	double y = 0.5 * (b0.y + b1.y) - nB.y * depth + ty * lateral - 0.5 * (r0.y + r1.y);
	p->ax = (float)x;
	p->ay = (float)y;
	CHECK_INT(satShape_SetTransform(a, p->ax, p->ay, p->aAngle), SAT_OK);
	checkContextAppend(" resting face %d on %d, jitter %.3g", j, i, jitter);
}

// Move B of a random pair so that one of its vertices is on one of A's (computed in float, as a user would):
// touching or overlapping by round-off, where clipping is decided by ulps. Pairs with a circle are left as
// they are.
static void vertexOnVertex(Prng* rng, RandPair* p)
{
	satShape *a = p->a.shape, *b = p->b.shape;
	int na = satShape_GetVertexCount(a), nb = satShape_GetVertexCount(b);
	if (na == 0 || nb == 0) return;
	int i = prngInt(rng, 0, na - 1), j = prngInt(rng, 0, nb - 1);
	satVec2 va = satShape_GetWorldVertex(a, i), vb = satShape_GetWorldVertex(b, j);
	p->bx += va.x - vb.x;
	p->by += va.y - vb.y;
	CHECK_INT(satShape_SetTransform(b, p->bx, p->by, p->bAngle), SAT_OK);
	checkContextAppend(" vertex %d of B on vertex %d of A", j, i);
}

// Properties of random pairs (a half with faces resting on each other, see restFaceOnFace, and a quarter with
// a vertex on a vertex):
// - pointCount > 0 exactly when satCollide says intersect; a miss writes zeros;
// - the normal is unit and is the MTV's direction;
// - the deepest depth is |MTV|;
// - each point c with depth d is midway between the surfaces: c - n d/2 is on A's boundary and c + n d/2 on B's;
// - swapping A and B turns the normal round and keeps the points and depths;
// - moving both shapes by the same offset moves the points and keeps everything else bit for bit.
static void propertyManifold(void)
{
	int hits = 0, twoPoints = 0, swapTies = 0;
	double worstSurface = 0;
	for (int i = 0; i < MANIFOLD_CASES; ++i) {
		uint64_t seed = caseSeed(41, i);
		setRandomContext("manifold", seed);
		Prng rng = prngSeed(seed);
		RandPair p;
		randomPair(&rng, &p);
		if (i % 2 == 1) restFaceOnFace(&rng, &p);
		if (i % 4 == 2) vertexOnVertex(&rng, &p);
		const satShape *a = p.a.shape, *b = p.b.shape;
		// tol: float round-off of coordinates of the pair's magnitude (pairTolerance), as for satCollide's MTV.
		// The manifold decides with 16 ulps of the pair's relative magnitude, below this.
		double tol = pairTolerance(&p, 0);
		satCollision c = collide(a, b, 0, 0);
		satManifold m = manifold(a, b);
		if (!checkContract(a, b, c, m, tol, &worstSurface)) {
			destroyPair(&p);
			continue;
		}
		++hits;
		twoPoints += m.pointCount == 2;
		double deepest = deepestOf(m), nx = m.normal.x, ny = m.normal.y;
		// Swapped. When the shapes clearly overlap (deeper than 4 tol; at touching several axes tie at depth 0
		// and each order takes its first) the normal turns round and the deepest depth stays. The reference face
		// is chosen symmetrically (the one more aligned with the normal, or the longer of two about equally
		// aligned), so it is the same face, with the same points and ids but for the bit naming the shape; except
		// when two about equally aligned faces are within 0.1% of the same length: then A's is taken in either
		// order, and those pairs are counted.
		satCollision cs = collide(b, a, 0, 0);
		satManifold ms = manifold(b, a);
		bool polygons = satShape_GetVertexCount(a) > 0 && satShape_GetVertexCount(b) > 0;
		bool sameReference = !polygons || ((m.ids[0] ^ ms.ids[0]) >> 8) == 0x100;
		if (cs.intersect != c.intersect || deepest <= 4 * tol) {
			CHECK_MSG(deepest <= 4 * tol && deepestOf(ms) <= 4 * tol, "only one order intersects, depths %.9g, %.9g",
				deepest, deepestOf(ms));
		} else {
			CHECK_VEC(ms.normal, -nx, -ny, 1e-5);
			CHECK_NEAR(deepestOf(ms), deepest, 2 * tol);
			swapTies += !sameReference;
			if (sameReference) {
				// Points clearly inside (depth > 4 tol) are in both, with the same depth; shallower ones may be
				// dropped by one order's round-off and not the other's.
				unsigned flip = polygons ? 0x10000u : 0u;
				for (int k = 0; k < m.pointCount; ++k)
					if (m.depths[k] > 4 * tol)
						CHECK_MSG(hasPoint(ms, m.points[k].x, m.points[k].y, m.depths[k], m.ids[k] ^ flip, 4 * tol),
							"point (%.9g, %.9g) depth %.9g id %#x missing when swapped", (double)m.points[k].x,
							(double)m.points[k].y, (double)m.depths[k], m.ids[k]);
				for (int k = 0; k < ms.pointCount; ++k)
					if (ms.depths[k] > 4 * tol)
						CHECK_MSG(hasPoint(m, ms.points[k].x, ms.points[k].y, ms.depths[k], ms.ids[k] ^ flip, 4 * tol),
							"swapped point (%.9g, %.9g) depth %.9g id %#x missing", (double)ms.points[k].x,
							(double)ms.points[k].y, (double)ms.depths[k], ms.ids[k]);
			}
		}
		// Translated: positions on a 1/1024 grid below 2^11 in magnitude, moved by a multiple of 1/16 up to 1000,
		// so every sum is exact and B - A is the same float: everything but the points is bit-identical.
		float ax = roundf(p.ax * 1024) / 1024, ay = roundf(p.ay * 1024) / 1024;
		float bx = roundf(p.bx * 1024) / 1024, by = roundf(p.by * 1024) / 1024;
		float tx = (float)prngInt(&rng, -16000, 16000) / 16, ty = (float)prngInt(&rng, -16000, 16000) / 16;
		CHECK_INT(satShape_SetTransform(p.a.shape, ax, ay, p.aAngle), SAT_OK);
		CHECK_INT(satShape_SetTransform(p.b.shape, bx, by, p.bAngle), SAT_OK);
		satManifold m0 = manifold(a, b);
		CHECK_INT(satShape_SetTransform(p.a.shape, ax + tx, ay + ty, p.aAngle), SAT_OK);
		CHECK_INT(satShape_SetTransform(p.b.shape, bx + tx, by + ty, p.bAngle), SAT_OK);
		satManifold m1 = manifold(a, b);
		CHECK_INT(m1.pointCount, m0.pointCount);
		CHECK(m1.normal.x == m0.normal.x && m1.normal.y == m0.normal.y);
		for (int k = 0; k < m0.pointCount && k < 2; ++k) {
			CHECK_MSG(m1.depths[k] == m0.depths[k] && m1.ids[k] == m0.ids[k],
				"translated by (%g, %g): depth %.9g id %#x, before %.9g id %#x", (double)tx, (double)ty,
				(double)m1.depths[k], m1.ids[k], (double)m0.depths[k], m0.ids[k]);
			// The points are rounded once at the new position: half an ulp of 2^11.
			CHECK_VEC(m1.points[k], (double)m0.points[k].x + tx, (double)m0.points[k].y + ty, 2e-4);
		}
		destroyPair(&p);
	}
	printf("property manifold: %d cases, %d intersecting, %d with two points, %d with an order-dependent reference, "
		   "worst surface error %.3g x (tol + depth)\n",
		MANIFOLD_CASES, hits, twoPoints, swapTies, worstSurface);
	CHECK_MSG(swapTies <= MANIFOLD_CASES / 200, "%d pairs had a reference face that depends on the order", swapTies);
}

// Pairs the fuzzer (tests/fuzz/fuzz_collide.c) found giving a point far from one of the shapes; each must meet
// the whole contract (checkContract) in both orders, with tol 32 ulps of the pair's largest coordinate.
static void checkFoundPair(const satShape* a, const satShape* b)
{
	RefShape ra = refOf(a), rb = refOf(b);
	double magnitude = 0;
	for (int i = 0; i < ra.count; ++i) magnitude = fmax(magnitude, fmax(fabs(ra.x[i]), fabs(ra.y[i])) + ra.radius);
	for (int i = 0; i < rb.count; ++i) magnitude = fmax(magnitude, fmax(fabs(rb.x[i]), fabs(rb.y[i])) + rb.radius);
	double tol = 32 * FLT_EPSILON * magnitude + 64 * FLT_TRUE_MIN, worst = 0;
	CHECK(checkContract(a, b, collide(a, b, 0, 0), manifold(a, b), tol, &worst));
	CHECK(checkContract(b, a, collide(b, a, 0, 0), manifold(b, a), tol, &worst));
}

static void caseFoundByFuzzing(void)
{
	// Squares 1 and 10 wide at the same angle, corner on corner (diagonally): the clipped edge misses the
	// reference face by an ulp; the fallback must take the touching corner, not the far end of the parallel edge.
	satShape* a = makeBox(1, 1, 0, 0, -2.18063498f);
	satShape* b = makeBox(10, 10, -7.65861607f, -1.35852849f, -2.18063498f);
	checkContext("manifold/found-by-fuzzing corner on corner");
	checkFoundPair(a, b);
	satDestroyShape(a);
	satDestroyShape(b);
	// A sliver whose three top edges have normals equal after rounding, and a tiny box just under the middle one:
	// the reference must be the face the box is under (the one SAT found), not the first of the three.
	const float sliver[] = { -9.99999997e-07f, 0, 9.99999997e-07f, 0, 6.07843162e-07f, 9.99999996e-12f, 1.07843135e-07f,
		9.99999996e-12f };
	a = makePolygon(sliver, 8, -3.99877945e-06f, 2.43137265e-06f, 0);
	b = makeBox(9.99999982e-15f, 4.99999991e-15f, -3.77084507e-06f, 2.4313822e-06f, 6.07843162e-08f);
	checkContext("manifold/found-by-fuzzing sliver and tiny box");
	checkFoundPair(a, b);
	satManifold m = manifold(a, b);
	int top = faceWithNormal(a, 0, 1);
	CHECK_MSG(m.pointCount == 1 && top >= 0 && m.ids[0] >> 8 == (0x100u | (unsigned)top), "id %#x, top face %d",
		m.ids[0], top);
	satDestroyShape(a);
	satDestroyShape(b);
	// A flat hexagon inside a box 1e15 across at 1e18: the hexagon's bottom edges are nearly parallel, and the
	// incident edge must be one at its deepest vertex.
	const float hexagon[] = { -9.98466348e+14f, 5.09716224e+09f, -5.42223951e+14f, -8.37432279e+10f, 3.80089775e+14f,
		-7.43477412e+10f, 8.75989047e+14f, -4.47191706e+09f, 3.81004267e+14f, 5.884382e+10f, -4.27991176e+14f,
		8.37175296e+10f };
	a = makeBox(3.49999999e+15f, 3.00000003e+15f, -9.99999984e+17f, -9.99999984e+17f, 3.14159274f);
	b = makePolygon(hexagon, 12, -9.99999984e+17f, -9.99999984e+17f, -4.92118701e-08f);
	checkContext("manifold/found-by-fuzzing flat hexagon in a box");
	checkFoundPair(a, b);
	satDestroyShape(a);
	satDestroyShape(b);
	// A circle and a needle box touching within an ulp: SAT's normal is one of two axes 2.4e-5 rad apart, and the
	// circle's support point along it lies a radius times that angle beside the needle; the point must be on it.
	a = makeCircle(2.6391241e-14f, 0, 0);
	b = makeBox(1e-30f, 1e-23f, -6.32566883e-19f, 2.63912393e-14f, -1.00000001e-07f);
	checkContext("manifold/found-by-fuzzing circle and needle");
	checkFoundPair(a, b);
	satDestroyShape(a);
	satDestroyShape(b);
}

const TestCase manifoldTests[] = {
	{ "box-on-box", caseBoxOnBox },
	{ "corner-into-face", caseCornerIntoFace },
	{ "circles", caseCircles },
	{ "touching", caseTouching },
	{ "corner-on-corner-turned", caseCornerOnCornerTurned },
	{ "miss", caseMiss },
	{ "errors", caseErrors },
	{ "ids-stable", caseIdsStable },
	{ "found-by-fuzzing", caseFoundByFuzzing },
	{ "property", propertyManifold },
};
const int manifoldTestCount = (int)(sizeof manifoldTests / sizeof manifoldTests[0]);
