// Test helpers shared by the modules: shapes placed in one call (creation is checked), queries that check
// their return code, the reference shape of a library shape, and seeded random shapes and pairs.
#ifndef SHAPES_H
#define SHAPES_H

#include <stdbool.h>
#include <stdint.h>

#include "prng.h"
#include "reference.h"
#include "sat.h"

static const double TOL = 1e-5; // hand-worked cases: float round-off on coordinates of order 1..10
static const double SQRT2 = 1.41421356237309504880;
static const double PI = 3.14159265358979323846;

/// The triangle (0,0), (2,0), (1,2) of the manual's example in sat.h.
extern const float TRIANGLE[6];

/// *out is set to this before calls that must clear it.
extern int g_sentinelObject;
#define SENTINEL ((satShape*)(void*)&g_sentinelObject)

satShape* makePolygon(const float* xy, int coordCount, float x, float y, float angle);
satShape* makeBox(float w, float h, float x, float y, float angle);
satShape* makeCircle(float r, float x, float y);
/// A concave star of `points` points (at most 16), outer radius r and inner r / 2, at the origin.
satShape* makeStar(int points, double r);
/// Move a shape, keeping its angle.
void moveTo(satShape* s, float x, float y);

/// Results full of non-zero values, so a query that forgets to write a field is caught.
satCollision staleCollision(void);
satSweepResult staleSweep(void);

/// The queries, checking that they return SAT_OK and starting from a stale result.
satCollision collide(const satShape* a, const satShape* b, float vx, float vy);
satSweepResult sweep(const satShape* a, const satShape* b, float vx, float vy, float tmax);
satInterval project(const satShape* s, float ax, float ay);

double vecLength(satVec2 v);
bool isZeroCollision(satCollision c);
bool isZeroSweep(satSweepResult r);

/// The reference shape of a library shape: its world vertices (or centre) and radius in double (a segment or
/// capsule: its two end points, and the capsule's radius).
RefShape refOf(const satShape* s);
/// The reference Minkowski difference A - B of two library shapes.
RefDiff diffOf(const satShape* a, const satShape* b);

typedef enum RandKind {
	RAND_ELLIPSE,
	RAND_HULL,
	RAND_BOX,
	RAND_CIRCLE
} RandKind;

typedef struct RandShape {
	satShape* shape;
	RandKind kind;
	int count;        ///< local points given to satCreatePolygon (polygons)
	float xy[2 * 16]; ///< those points, in the order given
	float radius, width, height;
	double size; ///< distance from the local origin to the farthest point
} RandShape;

/// A random convex shape about `scale` units across (1: the property tests): points on a scaled, rotated
/// ellipse at random angles; the convex hull of random points; a box; a circle. Polygons are given
/// clockwise half of the time.
void randomShape(Prng* rng, double scale, RandShape* out);

typedef struct RandPair {
	RandShape a, b;
	float ax, ay, aAngle, bx, by, bAngle;
} RandPair;

/// Two random shapes, B near a random base point and A within reach of B (about half of them overlap);
/// appends their kinds to the check context.
void randomPair(Prng* rng, RandPair* p);
void destroyPair(RandPair* p);

/// Round-off scale of a pair: float coordinates of this magnitude, a few operations deep.
double pairTolerance(const RandPair* p, double extra);

/// Sweep A by t * v over [0, tmax] and check it against the reference with the tolerance of the travel up to the
/// time in question, never of the whole motion (any size): a hit touches there and nothing overlapped before it;
/// a miss never overlaps. Returns whether it hit.
bool checkSweepByTravel(const satShape* a, const satShape* b, float vx, float vy, float tmax);

/// The seed of random case i of a property, and the check context naming it.
uint64_t caseSeed(uint64_t property, int i);
void setRandomContext(const char* property, uint64_t seed);

#endif
