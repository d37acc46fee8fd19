// Independent double-precision reference geometry for the tests: Minkowski differences, signed distances,
// sweeps by root finding and polygon clipping. It shares no code with src/ and never calls the library.
#ifndef REFERENCE_H
#define REFERENCE_H

/// Most points a reference shape holds.
#define REF_MAX_POINTS 1024

/// A convex shape in world coordinates: a convex polygon (count >= 3, radius 0), a circle (count == 1,
/// the centre, and its radius) or a segment grown by a radius (count == 2: a segment or a capsule). Polygons
/// may be given in either winding.
typedef struct RefShape {
	int count;
	double x[REF_MAX_POINTS], y[REF_MAX_POINTS];
	double radius;
} RefShape;

/// The Minkowski difference D = A - B, as the convex hull of every a_i - b_j (counter-clockwise, no
/// collinear points) grown by radius = rA + rB. A moved by o overlaps B exactly when -o lies in D.
/// Distances to D are computed from A and B themselves (kept here), not from the hull: the hull of a sliver
/// has edges of pure rounding.
typedef struct RefDiff {
	int count;
	double x[2 * REF_MAX_POINTS], y[2 * REF_MAX_POINTS];
	double radius;
	RefShape a, b; ///< the shapes, radii zeroed (radius holds their sum)
} RefDiff;

/// Convex hull (Andrew's monotone chain) of n points, counter-clockwise, collinear and repeated points
/// dropped. hx, hy need room for n points. Returns the hull's point count (1 or 2 for degenerate input).
int refConvexHull(const double* px, const double* py, int n, double* hx, double* hy);

/// Signed area of a polygon (positive when counter-clockwise).
double refPolygonArea(const double* px, const double* py, int n);

/// Build D = A - B.
void refMinkowskiDiff(const RefShape* a, const RefShape* b, RefDiff* out);

/// Signed distance from point q to D: > 0 outside, < 0 inside (minus the distance to the boundary).
double refSignedDistance(const RefDiff* d, double qx, double qy);

/// Separation of A moved by offset o from B: > 0 is the gap, < 0 is minus the penetration depth (the
/// length of the minimum translation vector), 0 means touching.
double refSeparation(const RefDiff* d, double ox, double oy);

/// [min, max] of dot(point, axis) over the shape (the axis need not be unit length).
void refProject(const RefShape* s, double ax, double ay, double* mn, double* mx);

/// Smallest s >= 0 such that A moved by s * u (u unit) no longer overlaps B (separation >= 0).
double refPushAlong(const RefDiff* d, double ux, double uy);

/// Minimum over t in [t0, t1] of the separation of A moved by t * v (the separation is convex in t).
double refMinSeparation(const RefDiff* d, double vx, double vy, double t0, double t1, double* argmin);

/// Result of refSweep.
typedef struct RefSweep {
	int hit;       ///< separation <= 0 for some t in [0, tmax]
	double t;      ///< first such t (the entry root), 0 on a miss
	double minSep; ///< smallest separation over [0, tmax]: how clearly it hits (< 0) or misses (> 0)
} RefSweep;

/// A moves by t * v for t in [0, tmax]: the first t at which A touches B, by minimising the convex
/// separation and bisecting for its first root.
RefSweep refSweep(const RefDiff* d, double vx, double vy, double tmax);

/// Signed distance from point q to a shape (a polygon or a circle): > 0 outside, < 0 inside, 0 on its boundary.
double refShapeSignedDistance(const RefShape* s, double qx, double qy);

/// Area of the intersection of two convex polygons by Sutherland-Hodgman clipping (radius ignored).
double refClipArea(const RefShape* a, const RefShape* b);

#endif
