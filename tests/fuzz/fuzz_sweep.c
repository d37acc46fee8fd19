// fuzz_sweep: a pair from the bytes (as fuzz_collide) and a motion of A: none, random, aimed at B, arriving
// at a touching position at a chosen time head-on or grazing, the centre of A passing through a vertex or
// the centre of B (up to rounding, or exactly: every value a multiple of a power of two), axis-aligned, any
// floats; a quarter of them huge (|v| * tmax up to 1e38 times the pair's size). Checked against the reference,
// tol scaling with the travel up to the time in question, never with the whole motion:
// - satSweep: bad velocity or tmax gives its error and zeros; a hit has 0 <= t <= tmax, a unit normal, and
//   the shapes touch or overlap at t (separation <= tol); for t > 0 they did not overlap beyond tol at any
//   earlier time (so t is the first touch), the MTV is zero, and the normal separates the shapes at t and
//   (where the contact is resolved: tol below both shapes' thickness) does not point along the motion; a
//   miss writes zeros and the reference finds no overlap beyond tol over [0, tmax]; with zero velocity (or
//   when satCollide says intersect) sweep and collide agree: intersect means hit at t = 0 with satCollide's
//   MTV, bit for bit. A circle whose centre passes exactly through B's centre or an unrotated box's corner
//   hits by then with a normal against the motion, with no tolerance (checkExactThrough).
// - satCollide with the same velocity: intersect as with zero velocity; willIntersect agrees with the
//   reference over [0, 1] beyond tol; the MTV is that of A + velocity (zero if clear beyond tol, else its
//   length within tol of the reference depth and separating).
#include "fuzz_common.h"

static bool badValue(float v) { return !isfinite(v) || fabsf(v) > SAT_MAX_COORDINATE; }

// Smallest separation of A moved by t * v over [t0, t1]: the reference's golden-section minimum (the
// separation is convex in t) and, to be safe, 17 evenly spaced samples; *at (if not NULL) is where. The
// reference runs in units of the time A takes to travel the pair's size, so its stopping rule (1e-16 of the
// time) means 1e-16 of that size at any speed.
static double minSeparation(
	const satShape* a, const satShape* b, const RefDiff* d, double vx, double vy, double t0, double t1, double* at)
{
	double speed = fuzzLen(vx, vy), unit = speed > 0 ? (fuzzReach(a) + fuzzReach(b)) / speed : 1.0;
	if (!(unit > 0 && isfinite(unit))) unit = 1.0;
	double where, m = refMinSeparation(d, vx * unit, vy * unit, t0 / unit, t1 / unit, &where);
	where *= unit;
	for (int i = 0; i <= 16; ++i) {
		double t = t0 + (t1 - t0) * i / 16.0, sep = refSeparation(d, t * vx, t * vy);
		if (sep < m) {
			m = sep;
			where = t;
		}
	}
	if (at != NULL) *at = where;
	return m;
}

// The least width of a shape over its edge normals (2 r for a circle, 0 for a segment), from its exact local vertices.
static double thickness(const satShape* s)
{
	if (satShape_GetType(s) == SAT_SHAPE_CIRCLE) return 2.0 * satShape_GetRadius(s);
	int n = satShape_GetVertexCount(s);
	double best = INFINITY;
	for (int i = 0; i < n; ++i) {
		satVec2 p = satShape_GetLocalVertex(s, i), q = satShape_GetLocalVertex(s, (i + 1) % n);
		double nx = (double)q.y - p.y, ny = (double)p.x - q.x, len = fuzzLen(nx, ny), lo = INFINITY, hi = -INFINITY;
		for (int k = 0; k < n; ++k) {
			satVec2 r = satShape_GetLocalVertex(s, k);
			double d = (nx * r.x + ny * r.y) / len;
			lo = fmin(lo, d);
			hi = fmax(hi, d);
		}
		best = fmin(best, hi - lo);
	}
	return best + 2.0 * satShape_GetRadius(s); // a segment has none; a capsule is its segment grown by r
}

static void checkSweep(const satShape* a, const satShape* b, satVec2 v, float tmax)
{
	satSweepResult r = { true, NAN, { NAN, NAN }, { NAN, NAN } }; // stale output would show
	satError e = satSweep(a, b, v, tmax, &r);
	bool zeros = !r.hit && r.t == 0 && r.normal.x == 0 && r.normal.y == 0 && r.mtv.x == 0 && r.mtv.y == 0;
	if (badValue(v.x) || badValue(v.y)) {
		FUZZ_CHECK("sweep.bad-velocity", (e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE) && zeros,
			"velocity (%.9g, %.9g): error %d, zeros %d", (double)v.x, (double)v.y, (int)e, zeros);
		return;
	}
	if (!isfinite(tmax) || !(tmax >= 0)) {
		FUZZ_CHECK("sweep.bad-tmax", e == SAT_ERR_BAD_TMAX && zeros, "tmax %.9g: error %d, zeros %d", (double)tmax,
			(int)e, zeros);
		return;
	}
	FUZZ_CHECK("sweep.error", e == SAT_OK, "satSweep returned %d for valid arguments", (int)e);
	double speed = fuzzLen(v.x, v.y);
	// tol: 32 ulps of the pair's reach, offset and travel up to the time in question (see fuzzTol): the magnitude
	// the sweep computes at there. Not the whole motion, which can be any size (1e38 times the pair's).
	RefDiff d = fuzzDiff(a, b);
	double sep0 = refSeparation(&d, 0, 0);
	satCollision c0;
	FUZZ_CHECK("sweep.collide-error", satCollide(a, b, (satVec2){ 0.0f, 0.0f }, &c0) == SAT_OK, "satCollide failed");
	fuzzNote(" sweep v=(%.9g, %.9g) tmax=%.9g: hit %d t=%.9g normal (%.9g, %.9g) mtv (%.9g, %.9g); collide %d;",
		(double)v.x, (double)v.y, (double)tmax, r.hit, (double)r.t, (double)r.normal.x, (double)r.normal.y,
		(double)r.mtv.x, (double)r.mtv.y, c0.intersect);

	if (c0.intersect)
		FUZZ_CHECK("sweep.collide-agree",
			r.hit && r.t == 0 && fuzzSameBits(r.mtv.x, c0.mtv.x) && fuzzSameBits(r.mtv.y, c0.mtv.y),
			"satCollide says intersect (mtv %.9g, %.9g) but sweep gives hit %d at t = %.9g, mtv (%.9g, %.9g)",
			(double)c0.mtv.x, (double)c0.mtv.y, r.hit, (double)r.t, (double)r.mtv.x, (double)r.mtv.y);
	if (v.x == 0 && v.y == 0)
		FUZZ_CHECK("sweep.zero-velocity", r.hit == c0.intersect,
			"zero velocity: sweep hit %d but satCollide intersect %d (reference separation %.9g)", r.hit, c0.intersect,
			sep0);

	if (!r.hit) {
		FUZZ_CHECK("sweep.miss-zeros", zeros, "a miss wrote t %.9g normal (%.9g, %.9g) mtv (%.9g, %.9g)", (double)r.t,
			(double)r.normal.x, (double)r.normal.y, (double)r.mtv.x, (double)r.mtv.y);
		double at, m = minSeparation(a, b, &d, v.x, v.y, 0, tmax, &at),
				   tol = fuzzTol(fuzzPairMagnitude(a, b, speed * at));
		FUZZ_CHECK("sweep.missed", m >= -tol,
			"sweep misses but the reference overlaps by %.9g at t = %.9g in [0, %.9g] (tol %.3g)", -m, at, (double)tmax,
			tol);
		return;
	}
	FUZZ_CHECK("sweep.t-range", r.t >= 0 && r.t <= tmax, "t = %.9g outside [0, %.9g]", (double)r.t, (double)tmax);
	// A unit vector rounded to float, possibly rotated in float: within a few ulps of length 1.
	double nlen = fuzzLen(r.normal.x, r.normal.y);
	FUZZ_CHECK("sweep.normal-unit", fabs(nlen - 1) <= 8 * FLT_EPSILON, "normal (%.9g, %.9g) has length %.9g",
		(double)r.normal.x, (double)r.normal.y, nlen);
	double t = r.t, sepT = refSeparation(&d, t * v.x, t * v.y), tol = fuzzTol(fuzzPairMagnitude(a, b, speed * t));
	FUZZ_CHECK("sweep.not-touching", sepT <= tol, "hit at t = %.9g but the shapes are %.9g apart there (tol %.3g)", t,
		sepT, tol);
	if (t == 0) {
		if (!c0.intersect)
			FUZZ_CHECK("sweep.mtv-stale", r.mtv.x == 0 && r.mtv.y == 0,
				"hit at t = 0 without a static intersection, but mtv (%.9g, %.9g)", (double)r.mtv.x, (double)r.mtv.y);
		return;
	}
	FUZZ_CHECK("sweep.mtv-nonzero", r.mtv.x == 0 && r.mtv.y == 0, "hit at t = %.9g > 0 with mtv (%.9g, %.9g)", t,
		(double)r.mtv.x, (double)r.mtv.y);
	double before = minSeparation(a, b, &d, v.x, v.y, 0, t, NULL);
	FUZZ_CHECK("sweep.not-first", before >= -tol,
		"hit at t = %.9g but the shapes already overlapped by %.9g before (tol %.3g)", t, -before, tol);
	// At t the normal separates them, A on its positive side, and A does not move along it.
	RefShape ra, rb;
	fuzzRelativePair(a, b, &ra, &rb);
	double aMin, aMax, bMin, bMax, nx = r.normal.x, ny = r.normal.y, vn = nx * v.x + ny * v.y;
	refProject(&ra, nx, ny, &aMin, &aMax);
	refProject(&rb, nx, ny, &bMin, &bMax);
	FUZZ_CHECK("sweep.normal-separates", aMin + t * vn >= bMax - tol,
		"normal (%.9g, %.9g) does not separate the shapes at t = %.9g: overlap %.9g (tol %.3g)", nx, ny, t,
		bMax - (aMin + t * vn), tol);
	// The first contact's normal never points along the motion (v.n <= 0, up to the normal's rounding), but it is
	// only determined when the contact is: when tol is below both shapes' thickness (else opposite faces, and so
	// opposite normals, are equally close to the contact; fuzz_sweep's exact-through check covers such pairs).
	if (tol < thickness(a) && tol < thickness(b))
		FUZZ_CHECK("sweep.normal-direction", vn <= 16 * FLT_EPSILON * speed,
			"normal (%.9g, %.9g) points along the motion: v.n = %.9g", nx, ny, vn);
}

static void checkCollideMoving(const satShape* a, const satShape* b, satVec2 v)
{
	if (badValue(v.x) || badValue(v.y)) return;
	satCollision c0, c = { true, true, { NAN, NAN } };
	FUZZ_CHECK("collide-v.error",
		satCollide(a, b, (satVec2){ 0.0f, 0.0f }, &c0) == SAT_OK && satCollide(a, b, v, &c) == SAT_OK,
		"satCollide failed");
	FUZZ_CHECK("collide-v.intersect", c.intersect == c0.intersect, "intersect %d with velocity, %d without",
		c.intersect, c0.intersect);
	if (c.intersect) FUZZ_CHECK("collide-v.will", c.willIntersect, "intersect but not willIntersect");
	double speed = fuzzLen(v.x, v.y);
	// tol: 32 ulps of the pair's reach, offset and motion (see fuzzTol).
	double tol = fuzzTol(fuzzPairMagnitude(a, b, speed));
	RefDiff d = fuzzDiff(a, b);
	double m = minSeparation(a, b, &d, v.x, v.y, 0, 1, NULL), sepEnd = refSeparation(&d, v.x, v.y);
	if (m < -tol)
		FUZZ_CHECK("collide-v.missed", c.willIntersect,
			"reference overlaps by %.9g within [0, 1] but willIntersect is false", -m);
	if (m > tol)
		FUZZ_CHECK("collide-v.phantom", !c.willIntersect, "reference gap %.9g over [0, 1] but willIntersect", m);
	double depth = fuzzLen(c.mtv.x, c.mtv.y);
	if (sepEnd > tol)
		FUZZ_CHECK("collide-v.mtv-zero", depth == 0, "A + v is clear of B by %.9g but mtv (%.9g, %.9g)", sepEnd,
			(double)c.mtv.x, (double)c.mtv.y);
	if (sepEnd < -tol)
		FUZZ_CHECK("collide-v.mtv-depth", fabs(depth + sepEnd) <= tol,
			"|mtv| %.9g at A + v, reference depth %.9g (tol %.3g)", depth, -sepEnd, tol);
	if (depth > 0) {
		double k = (depth + 2 * tol) / depth;
		double after = refSeparation(&d, v.x + c.mtv.x * k, v.y + c.mtv.y * k);
		FUZZ_CHECK("collide-v.mtv-separates", after > 0, "A + v + mtv (%.9g, %.9g) + 2 tol still overlaps B by %.9g",
			(double)c.mtv.x, (double)c.mtv.y, -after);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

// A circle whose centre passes exactly through B's centre (a circle or a box) or a corner of an unrotated box
// at t = 1/2, with every input exact (checked here). The sweep of a circle is a ray test of its centre, and
// the ray meets that point exactly: the offset, the motion and their cross product (products of floats are
// exact in double) leave nothing to round, so however small the circle, the sweep over [0, tmax >= 1/2]
// must hit by t = 1/2, with a normal against the motion. No tolerance. (Rotated polygons are left to the
// tolerance checks: their float projections round at the scale of the offset.)
static void checkExactThrough(const satShape* a, const satShape* b, satVec2 v, float tmax, double ax, double ay)
{
	satTransform ta = satShape_GetTransform(a), tb = satShape_GetTransform(b);
	if (satShape_GetType(a) != SAT_SHAPE_CIRCLE) return;
	if (satShape_GetType(b) == SAT_SHAPE_POLYGON || (satShape_GetType(b) == SAT_SHAPE_BOX && tb.angle != 0)) return;
	if (satShape_GetType(b) == SAT_SHAPE_SEGMENT || satShape_GetType(b) == SAT_SHAPE_CAPSULE) return; // centre outside
	if (ta.x != ax || ta.y != ay || !isfinite(tmax) || !(tmax >= 0.5f) || badValue(v.x) || badValue(v.y)) return;
	satSweepResult r;
	satError e = satSweep(a, b, v, tmax, &r);
	FUZZ_CHECK("sweep.exact-through", e == SAT_OK && r.hit && r.t <= 0.5f,
		"A's centre passes exactly through a point of B at t = 0.5 but sweep gives error %d, hit %d, t = %.9g", (int)e,
		r.hit, (double)r.t);
	// and the contact normal opposes the motion (up to its own rounding): A runs into B, not away from it.
	double vn = (double)r.normal.x * v.x + (double)r.normal.y * v.y;
	FUZZ_CHECK("sweep.exact-normal", vn <= 16 * FLT_EPSILON * fuzzLen(v.x, v.y),
		"A's centre runs exactly into a point of B, but the normal (%.9g, %.9g) points along the motion (v.n = %.9g)",
		(double)r.normal.x, (double)r.normal.y, vn);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
	FUZZ_BEGIN_INPUT();
	FuzzIn in = fuzzBegin(data, size);
	satShape *a, *b;
	if (!fuzzMakePair(&in, &a, &b)) {
		fuzzReleaseAll();
		return 0;
	}
	satTransform ta = satShape_GetTransform(a), tb = satShape_GetTransform(b);
	double reach = fuzzReach(a) + fuzzReach(b);
	uint8_t sel = fuzzU8(&in), speedSel = fuzzU8(&in);
	double speed = reach * pow(10.0, (double)(speedSel % 8) - 3); // 1e-3 .. 1e4 times the pair's size
	double ang = 6.28318530717958647692 * fuzzUnit(&in);
	uint8_t tsel = fuzzU8(&in);
	float tmax = tsel % 4 == 0 ? 1.0f
		: tsel % 4 == 1        ? (float)(2 * fuzzUnit(&in))
		: tsel % 4 == 2        ? 0.0f
							   : fuzzAnyFloat(&in);
	double t0 = isfinite(tmax) && tmax > 0 ? tmax * (0.05 + 0.9 * fuzzUnit(&in)) : 0.5; // when an aimed motion arrives
	// A quarter of the inputs move hugely: |v| * tmax is 1e13 to 1e38 times the pair's size, by a huge velocity
	// (up to the coordinate limit) or a huge tmax (up to FLT_MAX); an aimed motion arrives after an ordinary travel.
	int huge = (tsel >> 2) % 4 == 3 ? 1 + (tsel >> 4) % 2 : 0;
	if (huge) {
		double motion = reach * pow(10.0, 13.0 + 25.0 * fuzzUnit(&in));
		if (huge == 1)
			speed = fmin(motion, (double)SAT_MAX_COORDINATE);
		else
			tmax = (float)fmin(motion / speed, FLT_MAX);
		t0 = reach * (0.1 + 4.0 * fuzzUnit(&in)) / speed;
	}
	double vx = speed * cos(ang), vy = speed * sin(ang);
	double ax = ta.x, ay = ta.y;
	bool moveA = false, exactAim = false;
	switch (sel % 9) {
	case 0:
		vx = vy = 0;
		break;
	case 1:
		break; // any direction
	case 2: {  // towards B (at the huge speed if there is one)
		double k = 0.3 + 2.7 * fuzzUnit(&in), apart = fuzzLen((double)tb.x - ta.x, (double)tb.y - ta.y);
		if (huge == 1 && apart > 0) k *= speed / apart;
		vx = ((double)tb.x - ta.x) * k;
		vy = ((double)tb.y - ta.y) * k;
		break;
	}
	case 3:
	case 4: { // arrive touching at t0: head-on (3, with some aim error) or grazing (4, along the contact)
		double ux = cos(ang), uy = sin(ang), qx, qy;
		fuzzTouchOffset(a, b, ux, uy, &qx, &qy); // A at B - q touches B
		double turn = sel % 9 == 3 ? 1.2 * fuzzSigned(&in)
								   : (fuzzU8(&in) & 1 ? 1.57079632679489661923 : -1.57079632679489661923);
		vx = speed * cos(ang + turn);
		vy = speed * sin(ang + turn);
		ax = (double)tb.x - qx - t0 * vx;
		ay = (double)tb.y - qy - t0 * vy;
		moveA = true;
		break;
	}
	case 5: { // A's position passes through a vertex of B (or its centre) at t0, up to rounding
		int nb = satShape_GetVertexCount(b), k = fuzzU8(&in) % (nb + 1);
		satVec2 target = k < nb ? satShape_GetWorldVertex(b, k) : (satVec2){ tb.x, tb.y };
		ax = target.x - t0 * vx;
		ay = target.y - t0 * vy;
		moveA = true;
		break;
	}
	case 6: { // axis-aligned, exact
		int dir = fuzzU8(&in) % 4;
		vx = dir == 0 ? speed : dir == 1 ? -speed : 0;
		vy = dir == 2 ? speed : dir == 3 ? -speed : 0;
		break;
	}
	case 7: // any floats, valid or not
		vx = fuzzAnyFloat(&in);
		vy = fuzzAnyFloat(&in);
		break;
	default: { // exactly through: A's position reaches B's centre (or a corner of an unrotated box) at t = 1/2;
		// B's position, the corner, v / 2 and A's position are multiples of a power of two q, so nothing rounds
		int nb = satShape_GetVertexCount(b);
		double q = ldexp(1.0, ilogb(reach > 0 ? reach : 1) - 6 + (int)(fuzzU8(&in) % 48)); // |v| up to 2^48 reach
		double bx = nearbyint(tb.x / q) * q, by = nearbyint(tb.y / q) * q, rx = 0, ry = 0;
		if (nb > 0 && tb.angle == 0 && (fuzzU8(&in) & 1)) { // a corner, if it is a multiple of q
			satVec2 corner = satShape_GetLocalVertex(b, fuzzU8(&in) % nb);
			rx = corner.x;
			ry = corner.y;
		}
		int i = (int)(fuzzU8(&in) % 181) - 90, j = (int)(fuzzU8(&in) % 181) - 90;
		if (i == 0 && j == 0) i = 1;
		vx = 2 * q * i;
		vy = 2 * q * j;
		ax = bx + rx - q * i; // A at B + target - v / 2
		ay = by + ry - q * j;
		// exact: every value a multiple of q below 2^24 q, so each is a float and each sum is exact
		double values[6] = { bx, by, rx, ry, ax, ay };
		exactAim = true;
		for (int k = 0; k < 6; ++k)
			exactAim &= values[k] / q == nearbyint(values[k] / q) && fabs(values[k] / q) < 16777216.0;
		if (exactAim && satShape_SetTransform(b, (float)bx, (float)by, tb.angle) != SAT_OK) exactAim = false;
		moveA = true;
		break;
	}
	}
	satVec2 v = { (float)vx, (float)vy };
	if (fabs(vx) <= 1e18 && fabs(vy) <= 1e18) v = (satVec2){ fuzzClampCoord(vx), fuzzClampCoord(vy) };
	if (moveA) {
		if (satShape_SetTransform(a, fuzzClampCoord(ax), fuzzClampCoord(ay), ta.angle) != SAT_OK) {
			fuzzReleaseAll();
			return 0;
		}
		fuzzNote(" motion %d moved", sel % 9);
		fuzzNoteTransform("A", a);
		fuzzNoteTransform("B", b);
	}
	if (exactAim) checkExactThrough(a, b, v, tmax, ax, ay);
	checkSweep(a, b, v, tmax);
	checkCollideMoving(a, b, v);
	fuzzReleaseAll();
	return 0;
}
