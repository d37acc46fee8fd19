// Writes the committed seed corpus (tests/fuzz/corpus/TARGET/NAME) in the byte format the targets decode
// (fuzz_common.h and each fuzz_*.c): a handful of hand-made cases per target. `make fuzz-seeds` runs it;
// rerun it after changing a decoder.
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct Buf {
	uint8_t b[8192];
	size_t n;
} Buf;

static void u8(Buf* b, unsigned v) { b->b[b->n++] = (uint8_t)v; }
static void u16(Buf* b, unsigned v)
{
	u8(b, v & 0xff);
	u8(b, (v >> 8) & 0xff);
}
static void u32(Buf* b, uint32_t v)
{
	u16(b, v & 0xffff);
	u16(b, v >> 16);
}
static void unit(Buf* b, double u) { u16(b, (unsigned)lround(u * 65535.0)); } // fuzzUnit
static void sgn(Buf* b, double s) { unit(b, (s + 1) / 2); }                   // fuzzSigned

static const char* g_root;

static void makeDir(const char* path)
{
	if (mkdir(path, 0755) != 0 && errno != EEXIST) {
		perror(path);
		exit(1);
	}
}

static void save(const char* target, const char* name, const Buf* b)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", g_root, target);
	makeDir(path);
	snprintf(path, sizeof path, "%s/%s/%s", g_root, target, name);
	FILE* f = fopen(path, "wb");
	if (f == NULL || fwrite(b->b, 1, b->n, f) != b->n || fclose(f) != 0) {
		perror(path);
		exit(1);
	}
}

// fuzzAspect: 1; k / 2; 10^-e; 0.25 + 1.75 u.
static void aspectOne(Buf* b) { u8(b, 3); }
static void aspectHalves(Buf* b, int k)
{
	u8(b, 2);
	u8(b, (unsigned)(k - 1));
}
static void aspectThin(Buf* b, int e)
{
	u8(b, 1);
	u8(b, (unsigned)(e - 1));
}

// fuzzMakeShape.
static void box(Buf* b, int halvesW, int halvesH) // (halves / 2) * scale; 0 = 1 * scale
{
	u8(b, 0);
	if (halvesW)
		aspectHalves(b, halvesW);
	else
		aspectOne(b);
	if (halvesH)
		aspectHalves(b, halvesH);
	else
		aspectOne(b);
}
static void thinBox(Buf* b, int e) // 1 x 10^-e
{
	u8(b, 0);
	aspectOne(b);
	aspectThin(b, e);
}
static void circle(Buf* b, int halves)
{
	u8(b, 1);
	if (halves)
		aspectHalves(b, halves);
	else
		aspectOne(b);
}
// fuzzMakeRounded: a segment (kind byte 250) or a capsule (251) of length `halves` / 2 * scale at `turns`,
// through the origin or centred at scale * (cx, cy), radius (rHalves / 2) * scale.
static void rounded(Buf* b, bool capsule, double turns, int halves, double cx, double cy, int rHalves)
{
	u8(b, capsule ? 251 : 250);
	unit(b, turns);
	aspectHalves(b, halves);
	sgn(b, cx);
	sgn(b, cy);
	u8(b, cx == 0 && cy == 0 ? 1 : 0);
	aspectHalves(b, rHalves);
}
static void regular(Buf* b, int n)
{
	u8(b, 2);
	u8(b, (unsigned)(n - 3));
	aspectOne(b);
	unit(b, 0.1);
	for (int i = 0; i < n; ++i) unit(b, i % 2 ? 0.2 : 0.0);
}

// fuzzAngle.
static void angleZero(Buf* b) { u8(b, 0); }
static void angleEighths(Buf* b, int k)
{
	u8(b, 5);
	u8(b, (unsigned)k);
}
static void angleRadians(Buf* b, double a)
{
	u8(b, 2);
	unit(b, a / 6.28318530717958647692);
}

// fuzzMakePair header: scale 10^e, B's scale relation (0 = same).
static void pairHead(Buf* b, int e, unsigned rel)
{
	u8(b, (unsigned)(e + 20));
	u8(b, rel);
}
static void posOrigin(Buf* b) { u8(b, 0); }
static void posNear(Buf* b, double x, double y) // scale * 4 * (x, y), x, y in [-1, 1]
{
	u8(b, 1);
	sgn(b, x);
	sgn(b, y);
}
static void placeNearby(Buf* b, double x, double y) // B at A + 1.5 reach (x, y)
{
	u8(b, 0);
	sgn(b, x);
	sgn(b, y);
}
static void placeTouching(Buf* b, double turns, int nudgeX, int nudgeY)
{
	u8(b, 1);
	unit(b, turns);
	u8(b, (unsigned)(nudgeX + 2));
	u8(b, (unsigned)(nudgeY + 2));
}
static void placeTouchingEighth(Buf* b, int k)
{
	u8(b, 2);
	u8(b, (unsigned)k);
	u8(b, 2);
	u8(b, 2);
}
static void placeConcentric(Buf* b) { u8(b, 4); }
static void placeInside(Buf* b, double x, double y)
{
	u8(b, 5);
	sgn(b, x);
	sgn(b, y);
}
static void placeFlush(Buf* b, int side)
{
	u8(b, 6);
	u8(b, (unsigned)side);
}

// checkProject axes in fuzz_collide.c.
static void axisUnit(Buf* b, double turns)
{
	u8(b, 0);
	unit(b, turns);
}
static void axisScaled(Buf* b, double turns, int e) // unit direction * 10^e, e in [-45, 38]
{
	u8(b, 1);
	unit(b, turns);
	u8(b, (unsigned)(e + 45));
}

// The pairs the collide and sweep seeds share.
enum {
	PAIR_NORMAL,
	PAIR_TOUCHING_BOXES,
	PAIR_TINY,
	PAIR_HUGE,
	PAIR_CIRCLES,
	PAIR_THIN_BOX,
	PAIR_CAPSULE_BOX,
	PAIR_SEGMENTS,
	PAIR_CAPSULES,
	PAIR_COUNT
};
static const char* const pairNames[PAIR_COUNT] = { "normal-pair", "touching-boxes", "tiny-scale-pair",
	"huge-scale-pair", "circle-pair", "thin-box-circle", "capsule-on-box", "crossing-segments", "capsule-pair-tiny" };

static void pair(Buf* b, int which)
{
	switch (which) {
	case PAIR_NORMAL: // unit box, and a unit box at 45 degrees overlapping it
		pairHead(b, 0, 0);
		box(b, 0, 0);
		box(b, 0, 0);
		angleZero(b);
		angleEighths(b, 1);
		posOrigin(b);
		placeNearby(b, 0.3, 0.2);
		break;
	case PAIR_TOUCHING_BOXES: // 2 x 2 boxes, B's left face on A's right face
		pairHead(b, 0, 0);
		box(b, 4, 4);
		box(b, 4, 4);
		angleZero(b);
		angleZero(b);
		posOrigin(b);
		placeFlush(b, 0);
		break;
	case PAIR_TINY: // a circle and a box of size 1e-20, touching along a direction
		pairHead(b, -20, 0);
		circle(b, 0);
		box(b, 0, 0);
		angleRadians(b, 0.4);
		angleZero(b);
		posNear(b, 0.5, -0.25);
		placeTouching(b, 0.15, 0, 0);
		break;
	case PAIR_HUGE: // a box and a hexagon of size 1e15, touching along an axis
		pairHead(b, 15, 0);
		box(b, 2, 6);
		regular(b, 6);
		angleEighths(b, 2);
		angleRadians(b, 1.0);
		posNear(b, 0.1, 0.7);
		placeTouchingEighth(b, 3);
		break;
	case PAIR_CIRCLES: // a circle inside a larger one
		pairHead(b, 0, 0);
		circle(b, 4);
		circle(b, 1);
		angleZero(b);
		angleZero(b);
		posNear(b, -0.5, 0.5);
		placeInside(b, 0.5, 0.25);
		break;
	case PAIR_CAPSULE_BOX: // a capsule 2 long, r 0.5, lying on a 2 x 2 box's top face
		pairHead(b, 0, 0);
		rounded(b, true, 0.0, 4, 0, 0, 1);
		box(b, 4, 4);
		angleZero(b);
		angleZero(b);
		posOrigin(b);
		placeTouchingEighth(b, 6);
		break;
	case PAIR_SEGMENTS: // two segments 2 long crossing at an angle
		pairHead(b, 0, 0);
		rounded(b, false, 0.1, 4, 0.2, -0.1, 1);
		rounded(b, false, 0.3, 4, 0, 0, 1);
		angleZero(b);
		angleRadians(b, 0.3);
		posOrigin(b);
		placeNearby(b, 0.1, 0.05);
		break;
	case PAIR_CAPSULES: // capsules at 1e-20, end to end touching along a direction
		pairHead(b, -20, 0);
		rounded(b, true, 0.0, 2, 0, 0, 1);
		rounded(b, true, 0.25, 3, 0.3, 0.1, 2);
		angleRadians(b, 0.2);
		angleZero(b);
		posNear(b, 0.5, -0.25);
		placeTouching(b, 0.05, 0, 0);
		break;
	default: // a 1 x 1e-8 box turned by 0.7 rad and a circle of radius 1 near it
		pairHead(b, 0, 0);
		thinBox(b, 8);
		circle(b, 0);
		angleRadians(b, 0.7);
		angleZero(b);
		posOrigin(b);
		placeNearby(b, 0.6, -0.5);
		break;
	}
}

static void collideSeeds(void)
{
	for (int k = 0; k < PAIR_COUNT; ++k) {
		Buf b = { { 0 }, 0 };
		pair(&b, k);
		axisUnit(&b, 0.1 * k);
		axisScaled(&b, 0.3, k == PAIR_TINY ? -23 : k == PAIR_HUGE ? 20 : 3);
		save("fuzz_collide", pairNames[k], &b);
		if (k != PAIR_NORMAL && k != PAIR_CIRCLES) continue;
		// The same pair with a concave 12-pointed star at B's size and place (radii 1 and 0.3 of it), the
		// reference's best move checked: raycast mode 0, then the star's bytes.
		u8(&b, 0);
		u8(&b, 1);
		u8(&b, 8); // 4 + 8 points
		for (int i = 0; i < 12; ++i) {
			unit(&b, 0.5);
			unit(&b, i % 2 ? 0.2 : 1.0);
		}
		save("fuzz_collide", k == PAIR_NORMAL ? "box-and-star" : "circle-and-star", &b);
	}
}

// fuzz_sweep: pair, motion, speed 10^(s - 3) x reach, direction, tmax = 1, arrival time, motion bytes.
static void motion(Buf* b, int mode, int speed, double turns, double t0)
{
	u8(b, (unsigned)mode);
	u8(b, (unsigned)(speed + 3));
	unit(b, turns);
	u8(b, 0); // tmax = 1
	unit(b, (t0 / 1.0 - 0.05) / 0.9);
}

static void sweepSeeds(void)
{
	Buf b = { { 0 }, 0 };
	pair(&b, PAIR_NORMAL); // arrive head-on at t = 0.5
	motion(&b, 3, 0, 0.1, 0.5);
	sgn(&b, 0.0);
	save("fuzz_sweep", "normal-pair-head-on", &b);

	b.n = 0;
	pair(&b, PAIR_TOUCHING_BOXES); // touching, sliding along the contact
	motion(&b, 4, 0, 0.0, 0.4);
	u8(&b, 1);
	save("fuzz_sweep", "touching-boxes-grazing", &b);

	b.n = 0;
	pair(&b, PAIR_TOUCHING_BOXES); // touching, not moving
	motion(&b, 0, 0, 0.0, 0.5);
	save("fuzz_sweep", "touching-boxes-still", &b);

	b.n = 0;
	pair(&b, PAIR_TINY); // at 1e-20, the circle's centre through a corner of the box
	motion(&b, 5, 1, 0.3, 0.6);
	u8(&b, 2);
	save("fuzz_sweep", "tiny-scale-through-corner", &b);

	b.n = 0;
	pair(&b, PAIR_HUGE); // at 1e15, towards B
	motion(&b, 2, 0, 0.0, 0.5);
	unit(&b, 0.5);
	save("fuzz_sweep", "huge-scale-towards", &b);

	b.n = 0; // two circles of radius 1e-9, A's centre exactly through B's centre from far away
	pairHead(&b, -9, 0);
	circle(&b, 0);
	circle(&b, 0);
	angleZero(&b);
	angleZero(&b);
	posOrigin(&b);
	placeConcentric(&b);
	motion(&b, 8, 0, 0.0, 0.5);
	u8(&b, 36); // q = 2^(ilogb(reach) + 30): about 1
	u8(&b, 90 + 2);
	u8(&b, 90 - 1);
	save("fuzz_sweep", "circle-pair-exactly-through", &b);

	b.n = 0;
	pair(&b, PAIR_CAPSULE_BOX); // the capsule lifted off the box and falling back onto it
	motion(&b, 3, 0, 0.75, 0.5);
	sgn(&b, 0.0);
	save("fuzz_sweep", "capsule-falling-on-box", &b);

	b.n = 0;
	pair(&b, PAIR_SEGMENTS); // a segment grazing the other's end
	motion(&b, 4, 0, 0.1, 0.4);
	u8(&b, 1);
	save("fuzz_sweep", "segments-grazing", &b);

	b.n = 0;
	pair(&b, PAIR_CAPSULES); // tiny capsules, A's position through B's end
	motion(&b, 5, 1, 0.3, 0.6);
	u8(&b, 0);
	save("fuzz_sweep", "tiny-capsules-through-end", &b);

	b.n = 0;
	pair(&b, PAIR_THIN_BOX); // the circle passing the thin box's end
	motion(&b, 1, 1, 0.8, 0.5);
	save("fuzz_sweep", "thin-box-circle-pass", &b);
}

// fuzz_shape.
static void shapeSeeds(void)
{
	Buf b = { { 0 }, 0 };
	u8(&b, 4); // a polygon (4: an even coordinate count); a convex hexagon, as given
	u16(&b, 6);
	u8(&b, 1 << 1); // mode 1: regular-ish
	u8(&b, 45);     // scale 1
	u8(&b, 0);      // no mutations
	u32(&b, 12345);
	u8(&b, 0);      // stretch 1
	u8(&b, 0);      // transform: ordinary values
	u8(&b, 20 + 2); // scale 100
	sgn(&b, 0.3);
	sgn(&b, -0.6);
	angleRadians(&b, 1.0);
	save("fuzz_shape", "convex-hexagon", &b);

	b.n = 0; // 12 random points: as given (self-intersecting), then sorted into a star for satCreateConcave
	u8(&b, 4);
	u16(&b, 12);
	u8(&b, 3 << 1); // mode 3: random order
	u8(&b, 45);     // scale 1
	u8(&b, 0);
	u32(&b, 777);
	save("fuzz_shape", "concave-star", &b);

	b.n = 0; // a 20-gon with duplicates, midpoints, near-duplicates and a special value, clockwise
	u8(&b, 4);
	u16(&b, 20);
	u8(&b, (1 << 1) | 1);
	u8(&b, 45 - 3); // scale 1e-3
	u8(&b, 160);
	u32(&b, 777);
	u8(&b, 2); // stretch 1e-2
	save("fuzz_shape", "mutated-20-gon", &b);

	b.n = 0; // 40 nearly collinear points
	u8(&b, 4);
	u16(&b, 40);
	u8(&b, 2 << 1);
	u8(&b, 45 + 6);
	u8(&b, 0);
	u32(&b, 99);
	u8(&b, 7); // wobble 1e-7
	for (int i = 0; i < 40; ++i) u8(&b, (unsigned)(i & 1));
	save("fuzz_shape", "collinear-40", &b);

	b.n = 0; // a pentagon wound twice
	u8(&b, 4);
	u16(&b, 10);
	u8(&b, 4 << 1);
	u8(&b, 45);
	u8(&b, 0);
	u32(&b, 5);
	u8(&b, 2);
	u8(&b, 1);
	save("fuzz_shape", "pentagon-wound-twice", &b);

	b.n = 0; // 2000 points: too many
	u8(&b, 4);
	u16(&b, 2000);
	u8(&b, 3 << 1);
	u8(&b, 45);
	u8(&b, 0);
	u32(&b, 1);
	save("fuzz_shape", "too-many-points", &b);

	b.n = 0; // four points of raw floats with a NaN
	u8(&b, 4);
	u16(&b, 4);
	u8(&b, 0 << 1);
	u8(&b, 45);
	u8(&b, 0);
	u32(&b, 3);
	for (int i = 0; i < 8; ++i) {
		if (i == 5) {
			u8(&b, 0); // NaN
			continue;
		}
		u8(&b, 100);
		sgn(&b, (i % 3) * 0.4 - 0.4);
		u8(&b, 30); // 10^0
	}
	save("fuzz_shape", "raw-with-nan", &b);

	b.n = 0; // a circle of radius 1, placed twice
	u8(&b, 2);
	u8(&b, 20); // scale 1
	unit(&b, 1.0);
	for (int k = 0; k < 2; ++k) {
		u8(&b, 0);
		u8(&b, 20 + 3);
		sgn(&b, 0.5);
		sgn(&b, -0.5);
		angleEighths(&b, 3);
	}
	save("fuzz_shape", "circle", &b);

	for (int capsule = 0; capsule < 2; ++capsule) { // a segment and a capsule at scale 1, placed twice
		b.n = 0;
		u8(&b, 2 + (3 << 3) + (unsigned)(capsule << 5));
		u8(&b, 20); // scale 1
		sgn(&b, -0.5);
		sgn(&b, 0.25);
		sgn(&b, 0.75);
		sgn(&b, -0.125);
		u8(&b, 1); // ends apart
		aspectHalves(&b, 1);
		for (int k = 0; k < 2; ++k) {
			u8(&b, 0);
			u8(&b, 20 + 3);
			sgn(&b, 0.5);
			sgn(&b, -0.5);
			angleEighths(&b, 3);
		}
		save("fuzz_shape", capsule ? "capsule" : "segment", &b);
	}

	b.n = 0; // a 1 x 1e-8 box, placed far away and with a NaN
	u8(&b, 3);
	u8(&b, 20);
	aspectOne(&b);
	aspectThin(&b, 8);
	u8(&b, 0);
	u8(&b, 20 + 15);
	sgn(&b, 0.9);
	sgn(&b, 0.1);
	angleRadians(&b, 0.7);
	u8(&b, 1); // any floats
	u8(&b, 0); // NaN
	u8(&b, 100);
	sgn(&b, 0.5);
	u8(&b, 30);
	angleZero(&b);
	save("fuzz_shape", "thin-box", &b);
}

// fuzz_world operations.
static void worldHeadAt(Buf* b, unsigned scaleByte)
{
	u8(b, scaleByte);
	u8(b, 0); // no offset
	sgn(b, 0);
	sgn(b, 0);
	u8(b, 0); // default world
}
// At scale 1.
static void worldHead(Buf* b) { worldHeadAt(b, 1 + 4 * 3); }
static void addAt(Buf* b, void (*shape)(Buf*), double x, double y) // at (8x, 8y), x, y in [0, 1]
{
	u8(b, 0);
	u8(b, 2); // ordinary size
	unit(b, 0.5);
	shape(b);
	angleZero(b);
	u8(b, 0); // placed in the scene
	unit(b, x);
	unit(b, y);
	u8(b, 1); // a valid value
}
static void addTouching(Buf* b, void (*shape)(Buf*), int other, int eighth)
{
	u8(b, 0);
	u8(b, 2);
	unit(b, 0.5);
	shape(b);
	angleZero(b);
	u8(b, 1); // touching
	u8(b, (unsigned)other);
	u8(b, (unsigned)eighth);
	u8(b, 0); // exactly along the direction
	u8(b, 2); // no nudge
	u8(b, 1);
	u8(b, 1);
}
static void addFlush(Buf* b, void (*shape)(Buf*), int other, int side)
{
	u8(b, 0);
	u8(b, 2);
	unit(b, 0.5);
	shape(b);
	angleZero(b);
	u8(b, 2); // flush boxes
	u8(b, (unsigned)other);
	sgn(b, 0);
	sgn(b, 0.2);
	u8(b, (unsigned)side);
	u8(b, 2);
	u8(b, 1);
	u8(b, 1);
}
static void unitBox(Buf* b) { box(b, 0, 0); }
static void unitCircle(Buf* b) { circle(b, 0); }
static void hexagon(Buf* b) { regular(b, 6); }
static void collideOp(Buf* b) { u8(b, 12); }

static void worldSeeds(void)
{
	Buf b = { { 0 }, 0 };
	worldHead(&b); // stale ids: remove, use the removed id everywhere, reuse its slot, churn one slot 600 times
	addAt(&b, unitBox, 0.1, 0.1);
	addAt(&b, unitCircle, 0.15, 0.1);
	addAt(&b, hexagon, 0.5, 0.5);
	collideOp(&b);
	u8(&b, 5); // remove a live body
	u8(&b, 0);
	u8(&b, 0);
	u8(&b, 14); // probe a stale id
	u8(&b, 3);
	u16(&b, 0);
	u8(&b, 7); // setTransform a stale id
	u8(&b, 3);
	u16(&b, 0);
	angleZero(&b);
	u8(&b, 0);
	for (int k = 0; k < 2; ++k) { // x, y: ordinary floats
		u8(&b, 100);
		sgn(&b, 0.25);
		u8(&b, 30);
	}
	addAt(&b, unitBox, 0.3, 0.1); // reuses the freed slot with a new id
	collideOp(&b);
	u8(&b, 15); // churn
	u8(&b, 0);
	u16(&b, 600);
	collideOp(&b);
	save("fuzz_world", "stale-ids-and-churn", &b);

	b.n = 0; // touching bodies: flush boxes, a circle touching a box, static and filtered bodies, setPositions
	worldHead(&b);
	addAt(&b, unitBox, 0.3, 0.3);
	addFlush(&b, unitBox, 0, 0);
	addTouching(&b, unitCircle, 0, 2);
	addTouching(&b, hexagon, 1, 5);
	collideOp(&b);
	u8(&b, 10); // static
	u8(&b, 0);
	u8(&b, 0);
	u8(&b, 1);
	u8(&b, 10);
	u8(&b, 0);
	u8(&b, 1);
	u8(&b, 1);
	u8(&b, 11); // filter
	u8(&b, 0);
	u8(&b, 2);
	u8(&b, 1);
	u8(&b, 2);
	collideOp(&b);
	u8(&b, 9); // setPositions over every slot, nudged by ulps
	u8(&b, 4);
	for (int s = 0; s < 4; ++s) {
		u8(&b, 1);
		u8(&b, (unsigned)(s % 5));
		u8(&b, 2);
	}
	collideOp(&b);
	save("fuzz_world", "touching-static-filter", &b);

	// Touching bodies at denormal scales (1e-40, then 1e-44): round-off is a step of FLT_TRUE_MIN.
	for (unsigned scaleByte = 148; scaleByte <= 156; scaleByte += 8) {
		b.n = 0;
		worldHeadAt(&b, scaleByte);
		addAt(&b, unitCircle, 0.3, 0.3);
		addTouching(&b, unitCircle, 0, 1);
		addFlush(&b, unitBox, 0, 2);
		addTouching(&b, hexagon, 1, 3);
		addTouching(&b, unitBox, 2, 6);
		collideOp(&b);
		save("fuzz_world", scaleByte == 148 ? "touching-denormal-1e-40" : "touching-denormal-1e-44", &b);
	}

	b.n = 0; // a large body (out of the grid) among small ones, one added with a NaN
	worldHead(&b);
	u8(&b, 0);
	u8(&b, 0); // large
	unitBox(&b);
	angleEighths(&b, 1);
	u8(&b, 0);
	unit(&b, 0.5);
	unit(&b, 0.5);
	u8(&b, 1);
	for (int k = 0; k < 6; ++k) addAt(&b, k % 2 ? unitCircle : unitBox, 0.1 * k, 0.15 * k);
	u8(&b, 0); // an add with a bad x
	u8(&b, 2);
	unit(&b, 0.5);
	unitBox(&b);
	angleZero(&b);
	u8(&b, 0);
	unit(&b, 0.2);
	unit(&b, 0.2);
	u8(&b, 0);
	u8(&b, 0); // NaN
	collideOp(&b);
	save("fuzz_world", "large-body", &b);
}

// fuzz_world physics operations (codes 16..31; fuzz_world.c's main loop).
static void pickLive(Buf* b, int index) // pickId: live body `index`
{
	u8(b, 0);
	u8(b, (unsigned)index);
}
enum {
	TYPE_DYNAMIC = 0,
	TYPE_STATIC = 4,
	TYPE_KINEMATIC = 5
};
static void setType(Buf* b, int index, int typeSel)
{
	u8(b, 16);
	pickLive(b, index);
	u8(b, (unsigned)typeSel);
}
static void setTypeBad(Buf* b, int index, int badIndex) // pickType's list: 3, -1, 4, 100, INT_MAX, ...
{
	u8(b, 16);
	pickLive(b, index);
	u8(b, 6);
	u8(b, (unsigned)badIndex);
}
// setMaterial: density 1 (or densitySel's value), friction f, restitution 0, static friction s; badField >= 0:
// that field (density, friction, restitution, staticFriction) replaced by bad value badSel of
// badMaterialValue (0 NaN, 1 inf, 4 -1, 5 zero); null: a NULL material.
static void setMaterial(Buf* b, int index, int densitySel, double f, double s, int badField, int badSel, bool null)
{
	u8(b, 18);
	pickLive(b, index);
	u8(b, (unsigned)densitySel);
	if (densitySel == 4) unit(b, 0.5); // density 2.5
	unit(b, f / 2);
	u8(b, 0); // restitution 0
	unit(b, s / 2);
	if (badField >= 0) {
		u8(b, 4);
		u8(b, (unsigned)badField);
		u8(b, (unsigned)badSel);
	} else
		u8(b, null ? 1 : 2);
}
// velocityValue: ordinary: scale * 10^(e - 3) * s (radians per second for the spin).
static void velOrdinary(Buf* b, int e, double s)
{
	u8(b, 1);
	u8(b, (unsigned)e);
	sgn(b, s);
}
static void velZero(Buf* b) { u8(b, 0); }
static void velSpecial(Buf* b, int k) // fuzzSpecial(k)
{
	u8(b, 4);
	u8(b, (unsigned)k);
}
static void velAtCap(Buf* b, bool negative, int ulps) // SAT_MAX_SPEED nudged by ulps in [-2, 2]
{
	u8(b, negative ? 7 + 128 : 7);
	u8(b, (unsigned)(ulps + 2));
}
static void velHuge(Buf* b, int e) // 1e6 * 10^e
{
	u8(b, 6);
	u8(b, (unsigned)e);
}
static void setVelocityOp(Buf* b, int index) // followed by three velocity values
{
	u8(b, 19);
	pickLive(b, index);
}
// applyImpulse: ix, iy ordinary (mass * scale * 10^(e - 3) * s), then a point: 0 none, 1 near the centre of mass
// (offsets 0.01 reach * (px, py)), 2 near the body (reach * (px, py)).
static void applyImpulse(Buf* b, int index, int e, double sx, double sy, int pointSel, double px, double py)
{
	u8(b, 21);
	pickLive(b, index);
	u8(b, 1);
	u8(b, (unsigned)e);
	sgn(b, sx);
	u8(b, 1);
	u8(b, (unsigned)e);
	sgn(b, sy);
	u8(b, (unsigned)pointSel);
	if (pointSel == 1 || pointSel == 2) {
		sgn(b, px);
		sgn(b, py);
	}
}
static void gravityDefault(Buf* b)
{
	u8(b, 23);
	u8(b, 0);
}
// pickDt: 0 1/60, 1 1/30, 2 1, 3 0, 6 FLT_TRUE_MIN, 7 -0, 8 0.5, 10 NaN, 11 -1/60, 12 1 + ulp, 13 inf.
static void step(Buf* b, int dtSel)
{
	u8(b, 24);
	u8(b, (unsigned)dtSel);
	u8(b, 0); // NULL def
}
// A step with a def from pickPasses's list: 0 0, 1 1, 2 2, 3 3, 4 4, 5 8, 6 16, 7 64, 8 65, 9 -1, 10 INT_MIN, ...
static void stepDef(Buf* b, int dtSel, int iterationsIndex, int substepsIndex)
{
	u8(b, 24);
	u8(b, (unsigned)dtSel);
	u8(b, 2);
	u8(b, (unsigned)iterationsIndex);
	u8(b, (unsigned)substepsIndex);
}
static void separate(Buf* b, int iterations) // 1, 2..8, 64
{
	u8(b, 28);
	if (iterations == 1)
		u8(b, 0);
	else if (iterations == 64)
		u8(b, 5);
	else {
		u8(b, 4);
		u8(b, (unsigned)(iterations - 2));
	}
}
static void separateBad(Buf* b, int badIndex) // 0, -1, 65, INT_MIN, INT_MAX, 1000
{
	u8(b, 28);
	u8(b, 6);
	u8(b, (unsigned)badIndex);
}
static void readOp(Buf* b) { u8(b, 30); }
static void ground(Buf* b) { box(b, 8, 1); }
// setMaterial with the defaults but rolling resistance 0.5 r (r in [0, 1]) and tangent speed 4 * scale * t
// (t in [-1, 1]): bits 0x40 of the density byte and 0x80 of the restitution byte ask for them.
static void setSurface(Buf* b, int index, double r, double t)
{
	u8(b, 18);
	pickLive(b, index);
	u8(b, 0x40); // density 1, with a rolling resistance
	unit(b, 0.3);
	u8(b, 0x80); // restitution 0, with a tangent speed
	unit(b, 0.3);
	unit(b, r);
	sgn(b, t);
	u8(b, 2); // no bad field
}
// setDamping (code 159): each value ordinary, 10^(e - 2) * u, or bad (badMaterialValue's k), or -0.
static void dampOrdinary(Buf* b, int e, double u)
{
	u8(b, 1);
	u8(b, (unsigned)e);
	unit(b, u);
}
static void dampBad(Buf* b, int k)
{
	u8(b, 5);
	u8(b, (unsigned)k);
}
static void dampMinusZero(Buf* b) { u8(b, 6 + 128); }
static void setDampingOp(Buf* b, int index)
{
	u8(b, 159);
	pickLive(b, index);
}

static void physicsSeeds(void)
{
	Buf b = { { 0 }, 0 };
	worldHead(&b); // boxes and a circle resting on a static ground, stepped, separated, stepped again
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitBox, 0, 2);
	addTouching(&b, unitBox, 1, 2);
	addTouching(&b, unitCircle, 0, 1);
	addAt(&b, hexagon, 0.5, 0.8); // in the air: falls freely
	setType(&b, 0, TYPE_STATIC);
	for (int k = 1; k < 5; ++k) setType(&b, k, TYPE_DYNAMIC);
	setMaterial(&b, 3, 4, 0.4, 0.8, -1, 0, false);
	step(&b, 0);
	step(&b, 0);
	collideOp(&b);
	readOp(&b);
	stepDef(&b, 1, 5, 2); // 8 iterations, 2 substeps
	separate(&b, 1);
	step(&b, 0);
	collideOp(&b);
	save("fuzz_world", "physics-stack-on-ground", &b);

	b.n = 0; // every physics call with bad values: each fails with its error and changes nothing
	worldHead(&b);
	addAt(&b, unitBox, 0.3, 0.3);
	addAt(&b, unitBox, 0.35, 0.32);
	setType(&b, 0, TYPE_DYNAMIC);
	setTypeBad(&b, 1, 0);                         // 3
	setTypeBad(&b, 1, 1);                         // -1
	setMaterial(&b, 0, 0, 0.6, 0.6, 0, 0, false); // density NaN
	setMaterial(&b, 0, 0, 0.6, 0.6, 0, 5, false); // density 0
	setMaterial(&b, 0, 0, 0.6, 0.6, 1, 4, false); // friction -1
	setMaterial(&b, 0, 0, 0.6, 0.6, 2, 1, false); // restitution inf
	setMaterial(&b, 1, 0, 0.6, 0.6, -1, 0, true); // NULL
	setVelocityOp(&b, 0);
	velSpecial(&b, 0); // NaN
	velZero(&b);
	velZero(&b);
	setVelocityOp(&b, 0);
	velZero(&b);
	velSpecial(&b, 12); // just beyond SAT_MAX_COORDINATE
	velZero(&b);
	u8(&b, 21); // an impulse of infinity, at a NaN point
	pickLive(&b, 0);
	u8(&b, 4);
	u8(&b, 1);
	u8(&b, 0);
	u8(&b, 3);
	u8(&b, 0); // NaN
	u8(&b, 0);
	u8(&b, 23); // gravity (NaN, inf)
	u8(&b, 2);
	u8(&b, 0);
	u8(&b, 1);
	step(&b, 10);           // dt NaN
	step(&b, 11);           // dt -1/60
	step(&b, 12);           // dt 1 + ulp
	step(&b, 13);           // dt inf
	stepDef(&b, 0, 8, 0);   // 65 iterations
	stepDef(&b, 0, 0, 9);   // -1 substeps
	stepDef(&b, 0, 10, 11); // INT_MIN iterations, INT_MAX substeps
	separateBad(&b, 0);
	separateBad(&b, 2);
	separateBad(&b, 3);
	step(&b, 0); // then a good step
	collideOp(&b);
	save("fuzz_world", "physics-bad-values", &b);

	b.n = 0; // a kinematic body at the speed cap and beyond, overlapping dynamic bodies pushed apart, impulses
	worldHead(&b);
	addAt(&b, unitBox, 0.2, 0.5);
	addAt(&b, unitCircle, 0.5, 0.5);
	addAt(&b, hexagon, 0.55, 0.52);
	addAt(&b, unitBox, 0.6, 0.45);
	setType(&b, 1, TYPE_DYNAMIC);
	setType(&b, 2, TYPE_DYNAMIC);
	setType(&b, 3, TYPE_DYNAMIC);
	setVelocityOp(&b, 0); // kinematic, moving right and turning
	velOrdinary(&b, 4, 0.3);
	velZero(&b);
	velOrdinary(&b, 3, 0.5);
	gravityDefault(&b);
	stepDef(&b, 0, 1, 1); // 1 iteration, 1 substep
	setVelocityOp(&b, 0); // at the cap, away from the others
	velAtCap(&b, true, 0);
	velZero(&b);
	velZero(&b);
	step(&b, 2);           // dt 1
	setVelocityOp(&b, 0);  // beyond it
	velHuge(&b, 128 + 12); // -1e18
	velHuge(&b, 3);
	velZero(&b);
	step(&b, 8);
	separate(&b, 1);
	separate(&b, 4);
	applyImpulse(&b, 1, 4, 0.5, 0.25, 0, 0, 0);
	applyImpulse(&b, 2, 3, -0.5, 0.75, 2, 0.5, -0.5);
	applyImpulse(&b, 3, 3, 0.1, 0.2, 1, 0.3, 0.3);
	step(&b, 0);
	stepDef(&b, 3, 7, 7); // dt 0, 64 and 64
	collideOp(&b);
	save("fuzz_world", "physics-kinematic-cap-separate", &b);

	b.n = 0; // static, kinematic and dynamic swapped back and forth while touching; tiny and -0 steps
	worldHead(&b);
	addAt(&b, unitBox, 0.3, 0.3);
	addFlush(&b, unitBox, 0, 0);
	addTouching(&b, unitCircle, 0, 2);
	setType(&b, 0, TYPE_DYNAMIC);
	setType(&b, 1, TYPE_DYNAMIC);
	step(&b, 6); // dt FLT_TRUE_MIN
	setType(&b, 0, TYPE_STATIC);
	step(&b, 7); // dt -0
	setType(&b, 0, TYPE_KINEMATIC);
	setType(&b, 2, TYPE_DYNAMIC);
	u8(&b, 10); // setStatic(false) on a dynamic body: kinematic
	pickLive(&b, 1);
	u8(&b, 0);
	step(&b, 0);
	readOp(&b);
	save("fuzz_world", "physics-type-changes", &b);

	b.n = 0; // a conveyor and a rolling resistance under a box and a circle; damping, good and bad, on a falling body
	worldHead(&b);
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitBox, 0, 2);
	addTouching(&b, unitCircle, 0, 1);
	addAt(&b, hexagon, 0.5, 0.8); // in the air: falls freely, damped
	setType(&b, 0, TYPE_STATIC);
	for (int k = 1; k < 4; ++k) setType(&b, k, TYPE_DYNAMIC);
	setSurface(&b, 0, 0.4, 0.5);
	setSurface(&b, 2, 1.0, -0.25);
	setDampingOp(&b, 3);
	dampOrdinary(&b, 2, 0.5); // 0.5
	dampOrdinary(&b, 3, 0.2); // 2
	setDampingOp(&b, 3);
	dampBad(&b, 4); // -1: OUT_OF_RANGE
	dampOrdinary(&b, 2, 1.0);
	setDampingOp(&b, 3);
	dampOrdinary(&b, 2, 1.0);
	dampBad(&b, 0); // NaN: NOT_FINITE
	setDampingOp(&b, 1);
	dampMinusZero(&b);
	dampOrdinary(&b, 4, 0.05); // 5
	setVelocityOp(&b, 3);      // spinning as it falls
	velOrdinary(&b, 3, 0.5);
	velZero(&b);
	velOrdinary(&b, 4, -0.5);
	step(&b, 0);
	step(&b, 0);
	stepDef(&b, 1, 5, 2);
	readOp(&b);
	step(&b, 0);
	save("fuzz_world", "physics-damping-rolling-conveyor", &b);
}

// fuzz_world tilemaps (code 255, then columns - 1, rows - 1, a byte per cell: 3v + 2 is value v, 1 solid, 0 empty;
// the tile size, x, y, merge, then the selector of a bad argument: 7 none and only count, 8 none).
static void tiles(Buf* b, int columns, int rows, const unsigned* cells, double size, double x, double y, bool merge)
{
	u8(b, 255);
	u8(b, (unsigned)columns - 1);
	u8(b, (unsigned)rows - 1);
	for (int k = 0; k < columns * rows; ++k) u8(b, cells[k]);
	unit(b, size);
	sgn(b, x);
	sgn(b, y);
	u8(b, merge ? 1 : 0);
}

static void tileSeeds(void)
{
	Buf b = { { 0 }, 0 };
	worldHead(&b); // a floor with gentle and 45-degree slopes on it, merged (checked, then removed), bodies, steps
	const unsigned floor[8] = { 1, 1, 1, 1, 0, 3 * 4 + 2, 3 * 5 + 2, 3 * 2 + 2 };
	tiles(&b, 4, 2, floor, 0.975, -0.5, -0.25, true); // tiles of 2 from (-4, -2)
	u8(&b, 8);
	addAt(&b, unitCircle, 0.125, 0.3);
	addAt(&b, unitBox, 0.3, 0.35);
	setType(&b, 0, TYPE_DYNAMIC);
	setType(&b, 1, TYPE_DYNAMIC);
	for (int k = 0; k < 4; ++k) step(&b, 0);
	collideOp(&b);
	separate(&b, 1);
	const unsigned wall[6] = { 1, 1, 1, 3 * 3 + 2, 0, 3 * 6 + 2 };
	tiles(&b, 3, 2, wall, 0.475, 0.6, -0.25, false); // unmerged, tiles of 1 from (4.8, -2)
	u8(&b, 8);
	tiles(&b, 3, 2, wall, 0.475, 0.6, -0.25, false); // counted
	u8(&b, 7);
	tiles(&b, 3, 2, wall, 0.475, 0.6, -0.25, false); // room for 1
	u8(&b, 6);
	u8(&b, 1);
	tiles(&b, 3, 2, wall, 0.475, 0.6, -0.25, true); // cell 2 is -1
	u8(&b, 0);
	u8(&b, 2);
	u8(&b, 1);
	collideOp(&b);
	save("fuzz_world", "tiles-floor-and-slopes", &b);
}

// fuzz_world bullets (code 191, then pickId, then the flag byte: odd sets it): a disc fired down at a thin dynamic plate,
// a spinning box fired at an asleep hexagon (it wakes), a made-up id, a flag taken back.
static void setBullet(Buf* b, int index, bool on)
{
	u8(b, 191);
	pickLive(b, index);
	u8(b, on ? 1 : 0);
}
static void thinPlate(Buf* b) { thinBox(b, 1); }

static void bulletSeeds(void)
{
	Buf b = { { 0 }, 0 };
	worldHead(&b);
	addAt(&b, ground, 0.5, 0.1);
	addAt(&b, thinPlate, 0.5, 0.5);
	addAt(&b, unitCircle, 0.5, 0.9);
	addAt(&b, hexagon, 0.08, 0.55);
	addAt(&b, unitBox, 0.35, 0.55);
	setType(&b, 0, TYPE_STATIC);
	for (int k = 1; k < 5; ++k) setType(&b, k, TYPE_DYNAMIC);
	setBullet(&b, 2, true);
	setBullet(&b, 4, true);
	u8(&b, 191); // a made-up id
	u8(&b, 3);
	u8(&b, 0x7f);
	u8(&b, 0x7f);
	u8(&b, 0x7f);
	u8(&b, 0x7f);
	u8(&b, 1);
	step(&b, 3); // dt 0: the changes so far are spent, so the hexagon stays asleep
	u8(&b, 31);  // setAwake(hexagon, false)
	u8(&b, 1);
	u8(&b, 0);
	pickLive(&b, 3);
	setVelocityOp(&b, 2); // down at 1000 units/s
	velZero(&b);
	velOrdinary(&b, 6, -1);
	velZero(&b);
	setVelocityOp(&b, 4); // left at 100 units/s, spinning at 30 rad/s
	velOrdinary(&b, 5, -1);
	velZero(&b);
	velOrdinary(&b, 4, 0.3);
	step(&b, 0);
	step(&b, 0);
	setBullet(&b, 4, false);
	step(&b, 0);
	collideOp(&b);
	save("fuzz_world", "physics-bullets", &b);
}

// fuzz_world sensors (code 223: an id, then on / off), contact tuning (code 127), hits, impulses and units (bits 4-7
// of the world's definition byte: 12 units 1 and a hit speed, 13 units near the scale, 14 that and a hit speed, 15
// an edge value).
static void sensorOp(Buf* b, int index, bool on)
{
	u8(b, 223);
	pickLive(b, index);
	u8(b, on ? 1 : 0);
}
static void removeOp(Buf* b, int index)
{
	u8(b, 5);
	pickLive(b, index);
}
static void setVelocity(Buf* b, int index, int ex, double sx, int ey, double sy) // scale * 10^(e - 3) * s, no spin
{
	setVelocityOp(b, index);
	velOrdinary(b, ex, sx);
	velOrdinary(b, ey, sy);
	velZero(b);
}
// A tuning value: 0 the default, 2 the default * (0.01 + 4 u), 5 FLT_TRUE_MIN, 6 SAT_MAX_COORDINATE.
static void tuningValue(Buf* b, int sel, double u)
{
	u8(b, (unsigned)sel);
	if (sel == 2) unit(b, u);
}
static void contactTuning(Buf* b, int hertz, int damping, int push, int badField, int badIndex)
{
	u8(b, 127);
	tuningValue(b, hertz, 0.5);
	tuningValue(b, damping, 0.1);
	tuningValue(b, push, 0.3);
	if (badField >= 0) { // NaN, inf, -inf, 0, -0, -1, -FLT_TRUE_MIN, 2e18, past SAT_MAX_COORDINATE, FLT_MAX
		u8(b, 0);
		u8(b, (unsigned)badField);
		u8(b, (unsigned)badIndex);
	} else
		u8(b, 2);
}
static void worldHeadUnits(Buf* b, unsigned scaleByte, unsigned unitsSel)
{
	u8(b, scaleByte);
	u8(b, 0);
	sgn(b, 0);
	sgn(b, 0);
	u8(b, unitsSel << 4);
}

static void sensorSeeds(void)
{
	Buf b = { { 0 }, 0 };
	worldHead(&b); // a static sensor over the ground: a box falls through it, a circle rests on it; on, off, removal
	addAt(&b, ground, 0.5, 0.1);
	addAt(&b, unitBox, 0.5, 0.3);
	addAt(&b, unitBox, 0.5, 0.6);
	addTouching(&b, unitCircle, 1, 2);
	addTouching(&b, hexagon, 0, 2);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_STATIC);
	setType(&b, 2, TYPE_DYNAMIC);
	setType(&b, 3, TYPE_DYNAMIC);
	setType(&b, 4, TYPE_DYNAMIC);
	sensorOp(&b, 1, true);
	step(&b, 0);
	collideOp(&b); // the sensor's pairs are still pairs; rays pass through it
	step(&b, 8);
	sensorOp(&b, 1, false);
	step(&b, 0);
	sensorOp(&b, 1, true);
	sensorOp(&b, 4, true); // a dynamic sensor resting on the ground: it falls through
	step(&b, 0);
	separate(&b, 1);
	removeOp(&b, 3);
	step(&b, 0);
	sensorOp(&b, 1, true); // no change
	step(&b, 8);
	collideOp(&b);
	save("fuzz_world", "sensor-visits", &b);

	// Fast bodies: a dynamic sensor through a static box (it is not swept), a dynamic box through a static sensor
	// (continuous collision ignores it).
	b.n = 0;
	worldHead(&b);
	addAt(&b, unitBox, 0.5, 0.5);
	addAt(&b, unitBox, 0.1, 0.5);
	addAt(&b, unitBox, 0.5, 0.2);
	addAt(&b, unitCircle, 0.1, 0.2);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_DYNAMIC);
	setType(&b, 2, TYPE_STATIC);
	setType(&b, 3, TYPE_DYNAMIC);
	sensorOp(&b, 1, true);
	sensorOp(&b, 2, true);
	setVelocity(&b, 1, 6, 0.5, 0, 0);
	setVelocity(&b, 3, 6, 0.5, 0, 0);
	step(&b, 0);
	collideOp(&b);
	setVelocity(&b, 1, 6, -0.5, 0, 0);
	setVelocity(&b, 3, 6, -0.5, 0, 0);
	step(&b, 0);
	save("fuzz_world", "sensor-fast-bodies", &b);

	b.n = 0; // hits and impulses: boxes driven into the ground (touching, then near), dt 0, falling asleep, kept
	worldHead(&b);
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitBox, 0, 2);
	addAt(&b, unitCircle, 0.3, 0.25);
	addTouching(&b, hexagon, 1, 2);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_DYNAMIC);
	setType(&b, 2, TYPE_DYNAMIC);
	setType(&b, 3, TYPE_DYNAMIC);
	setVelocity(&b, 1, 4, 0, 4, -0.5);
	setVelocity(&b, 2, 4, 0, 4, -0.5);
	step(&b, 3); // dt 0: new contacts, the approach before any motion
	step(&b, 0);
	step(&b, 0);
	step(&b, 8);
	step(&b, 8); // asleep: kept contacts
	step(&b, 3);
	setVelocity(&b, 3, 4, 0.5, 4, -0.5);
	step(&b, 0);
	save("fuzz_world", "hits-and-impulses", &b);

	b.n = 0; // units near the scale (1e-3 units per metre in a millimetre scene), with a stack and a sensor
	worldHeadUnits(&b, 1, 13);
	unit(&b, 1.0 / 3.0);
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitBox, 0, 2);
	addTouching(&b, unitBox, 1, 2);
	addAt(&b, hexagon, 0.5, 0.8);
	setType(&b, 0, TYPE_STATIC);
	for (int k = 1; k < 4; ++k) setType(&b, k, TYPE_DYNAMIC);
	sensorOp(&b, 3, true);
	step(&b, 0);
	step(&b, 8);
	collideOp(&b);
	step(&b, 0);
	save("fuzz_world", "units-near-scale", &b);

	b.n = 0; // units at 1e3 in a scene of 1e3 with a hit speed of 10 times the scale; the tiniest units
	worldHeadUnits(&b, 25, 14);
	unit(&b, 1.0 / 3.0);
	u8(&b, 4); // hit speed 10 * scale
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitCircle, 0, 2);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_DYNAMIC);
	setVelocity(&b, 1, 5, 0, 5, -1);
	step(&b, 3);
	step(&b, 0);
	save("fuzz_world", "units-hit-speed", &b);
	b.n = 0;
	worldHeadUnits(&b, 1 + 4 * 3, 15);
	u8(&b, 0); // FLT_TRUE_MIN units per metre
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitBox, 0, 2);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_DYNAMIC);
	step(&b, 0);
	step(&b, 0);
	save("fuzz_world", "units-tiniest", &b);

	b.n = 0; // contact tuning: good (soft, stiff, the edges) and bad values (each error), stepping a stack between
	worldHead(&b);
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitBox, 0, 2);
	addTouching(&b, unitBox, 1, 2);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_DYNAMIC);
	setType(&b, 2, TYPE_DYNAMIC);
	contactTuning(&b, 2, 2, 2, -1, 0);
	step(&b, 0);
	contactTuning(&b, 0, 0, 0, 0, 0); // hertz NaN
	contactTuning(&b, 0, 0, 0, 1, 3); // damping 0: good
	contactTuning(&b, 0, 0, 0, 2, 7); // push 2e18
	contactTuning(&b, 0, 0, 0, 0, 4); // hertz -0
	contactTuning(&b, 6, 6, 6, -1, 0);
	step(&b, 0);
	contactTuning(&b, 5, 5, 5, -1, 0);
	step(&b, 8);
	save("fuzz_world", "contact-tuning", &b);

	// Sleeping next to sensors: a box asleep on the ground, touched by a static sensor and a moving kinematic one
	// (neither wakes it nor has a contact with it), then the ground made a sensor (that wakes it: it held it up).
	b.n = 0;
	worldHead(&b);
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitBox, 0, 2);
	addTouching(&b, unitBox, 1, 0);
	addTouching(&b, unitBox, 1, 4);
	addTouching(&b, unitCircle, 1, 2);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_DYNAMIC);
	setType(&b, 2, TYPE_STATIC);
	setType(&b, 4, TYPE_DYNAMIC);
	sensorOp(&b, 2, true);
	sensorOp(&b, 3, true);
	sensorOp(&b, 4, true); // a dynamic sensor falling through it
	step(&b, 8);
	step(&b, 8);
	setVelocity(&b, 3, 1, 0.5, 0, 0);
	step(&b, 0);
	step(&b, 0);
	sensorOp(&b, 0, true);
	step(&b, 0);
	save("fuzz_world", "sensor-asleep-neighbours", &b);

	// A sensor in an asleep box made an ordinary body: it was changed, so the box wakes at the next step.
	b.n = 0;
	worldHead(&b);
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitBox, 0, 2);
	addAt(&b, unitCircle, 0.5, 0.21);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_DYNAMIC);
	setType(&b, 2, TYPE_STATIC);
	sensorOp(&b, 2, true);
	step(&b, 8);
	step(&b, 8);
	sensorOp(&b, 2, false);
	step(&b, 0);
	step(&b, 0);
	save("fuzz_world", "sensor-cleared-wakes", &b);

	// A shape cast and moves through a static sensor (they pass through it), from outside it and from inside it.
	b.n = 0;
	worldHead(&b);
	addAt(&b, unitBox, 0.5, 0.5);
	addAt(&b, unitBox, 0.8, 0.5);
	addAt(&b, unitCircle, 0.1, 0.5);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_STATIC);
	sensorOp(&b, 0, true);
	u8(&b, 30); // castShape of body 2's shape from (0.8, 4) to (9, 4), and overlapShape
	u8(&b, 225);
	u8(&b, 6);
	sgn(&b, 0.08);
	u8(&b, 6);
	sgn(&b, 0.4);
	u8(&b, 1);
	u8(&b, 6);
	sgn(&b, 0.9);
	u8(&b, 6);
	sgn(&b, 0.4);
	u8(&b, 2); // the probe
	u8(&b, 0); // body 2 (the probe's body) ignored
	u8(&b, 2);
	angleZero(&b);
	u8(&b, 0);                    // every category
	for (int k = 0; k < 2; ++k) { // body 2 moved by (3.2, 0), into the sensor, then by (0.4, 0.4) from inside it
		u8(&b, 30);
		u8(&b, 212);
		u8(&b, 6);
		sgn(&b, 0);
		u8(&b, 6);
		sgn(&b, 0);
		pickLive(&b, 2);
		sgn(&b, k ? 0.1 : 0.8);
		sgn(&b, k ? 0.1 : 0);
		u8(&b, 1);
		u8(&b, 0); // the default move
	}
	collideOp(&b);
	save("fuzz_world", "sensor-cast-and-move", &b);

	// A static sensor flush beside a static tile, a box pressed into the tile's side: the sensor covers none of the
	// tile's edges (the box is pushed out sideways); then the sensor cleared (the side is internal: a tile seam).
	b.n = 0;
	worldHead(&b);
	addAt(&b, unitBox, 0.5, 0.5);
	addTouching(&b, unitBox, 0, 0);
	addAt(&b, unitBox, 0.6125, 0.5);
	setType(&b, 0, TYPE_STATIC);
	setType(&b, 1, TYPE_STATIC);
	sensorOp(&b, 1, true);
	collideOp(&b);
	sensorOp(&b, 1, false);
	collideOp(&b);
	save("fuzz_world", "sensor-beside-tile", &b);

	// The filter both ways: a sensor (category 1, mask all) and three bodies in it: one whose mask leaves the sensor
	// out (category 1, mask 2: not a visitor), one of category 2 (a visitor), then the sensor's mask made 1 (the
	// category 2 body leaves).
	b.n = 0;
	worldHead(&b);
	addAt(&b, unitBox, 0.5, 0.5);
	addAt(&b, unitCircle, 0.5, 0.52);
	addAt(&b, hexagon, 0.52, 0.5);
	setType(&b, 0, TYPE_STATIC);
	sensorOp(&b, 0, true);
	u8(&b, 11); // setFilter(1): category 1, mask 2
	pickLive(&b, 1);
	u8(&b, 1);
	u8(&b, 2);
	u8(&b, 11); // setFilter(2): category 2, mask all
	pickLive(&b, 2);
	u8(&b, 2);
	u8(&b, 6);
	step(&b, 3);
	u8(&b, 11); // setFilter(0): category 1, mask 1
	pickLive(&b, 0);
	u8(&b, 1);
	u8(&b, 1);
	step(&b, 3);
	save("fuzz_world", "sensor-filter-both-ways", &b);
}

// fuzz_world joints (code 63, then 0 add, 4 remove, 5 setJointMotor, 6 setJointTarget, 7 probes; fuzz_world.c's
// opJoint). An add: the type byte (type - 1, or 12 + k for the bad types 0, SAT_JOINT_TYPE_COUNT, -1), body A's byte
// (0 the world, 4 then a live index), body B's (0 the same as A, else 1 then A's form), anchors (jointPoint: 0 at
// the first end, 1 at the other, 2 between, | 4 offset by scale * (x, y)), a slider's axis (3 then a turn fraction),
// the flags byte of field groups, each group's bytes, then the bad byte (2 none; 0 then field and value; 1 NULL
// definition; 3 NULL id).
typedef struct SeedJoint {
	int type;             // 1..6, or a bad one
	int a, b;             // live indices; -1 the world; b == a: one body twice
	int at, atB;          // anchorA, and a distance joint's anchorB (jointPoint's where)
	double ox, oy;        // anchorA's offset, in scales
	double turn;          // sliders: the axis at this fraction of a turn (axisSel 3), or zero (axisSel 0)
	int axisSel;          //
	bool limit;           // limits on, from lower to upper (fractions of the range: 3.2 rad, or 2 scales)
	double lower, upper;  //
	int orderSel;         // 2: in order (the decoder swaps them when order % 4 != 0; 1 would set lower = upper)
	bool motor;           // a motor: speed 10^(e - 2) * s (per second, or scales per second), torque / force u
	double speed, torque; //
	double hertz, ratio;  // a spring: hertz 10 * u, ratio u (0: none)
	int lengths;          // 0: none; else the lengths byte (its -1 bits) and rest, min, max as 2 scales * u
	double rest, minL, maxL;
	bool collide;
	int badField, badSel; // badField >= 0: field and badJointValue's index
	int nullSel;          // 1: a NULL definition; 3: a NULL id
} SeedJoint;

static void jointOp(Buf* b, int kind) // 0 add, 4 remove, 5 motor, 6 target, 7 probes
{
	u8(b, 63);
	u8(b, (unsigned)kind);
}
static void jointEnd(Buf* b, int index)
{
	if (index < 0) {
		u8(b, 0);
		return;
	}
	u8(b, 4);
	u8(b, (unsigned)index);
}
static void jointNum(Buf* b, int e, double u, bool signedValue) // 10^e * u (e in -2..2) times the field's size
{
	if (u == 0.0) {
		u8(b, 0);
		return;
	}
	u8(b, (unsigned)(2 + 8 * (e + 2)));
	if (signedValue)
		sgn(b, u);
	else
		unit(b, u);
}
static void addJointSeed(Buf* b, const SeedJoint* j)
{
	jointOp(b, 0);
	u8(b, j->type >= 1 && j->type <= 6 ? (unsigned)(j->type - 1) : j->type == 0 ? 12u : j->type == 7 ? 13u : 14u);
	jointEnd(b, j->a);
	if (j->b == j->a)
		u8(b, 0);
	else {
		u8(b, 1);
		jointEnd(b, j->b);
	}
	bool offset = j->ox != 0.0 || j->oy != 0.0;
	u8(b, (unsigned)j->at | (offset ? 4u : 0u));
	if (offset) {
		sgn(b, j->ox);
		sgn(b, j->oy);
	}
	if (j->type == 2) u8(b, (unsigned)j->atB);
	if (j->type == 4 || j->type == 5) {
		u8(b, (unsigned)j->axisSel);
		unit(b, j->turn);
	}
	unsigned flags = (j->limit ? 1u : 0u) | (j->motor ? 2u : 0u) | (j->hertz > 0 || j->ratio > 0 ? 4u : 0u) |
		(j->lengths ? 16u : 0u) | (j->collide ? 128u : 0u);
	u8(b, flags);
	if (flags & 1) {
		u8(b, 1); // on
		sgn(b, j->lower);
		sgn(b, j->upper);
		u8(b, (unsigned)j->orderSel);
	}
	if (flags & 2) {
		u8(b, 1); // on
		jointNum(b, 0, j->speed, true);
		jointNum(b, 0, j->torque, false);
		jointNum(b, 0, j->torque, false);
	}
	if (flags & 4) {
		jointNum(b, 0, j->hertz, false);
		jointNum(b, 0, j->ratio, false);
	}
	if (flags & 16) {
		u8(b, (unsigned)j->lengths);
		if (j->lengths % 4) jointNum(b, 0, j->rest, false);
		if (j->lengths / 4 % 4) jointNum(b, 0, j->minL, false);
		if (j->lengths / 16 % 4) jointNum(b, 0, j->maxL, false);
	}
	if (j->badField >= 0) {
		u8(b, 0);
		u8(b, (unsigned)j->badField);
		u8(b, (unsigned)j->badSel);
	} else
		u8(b, j->nullSel ? (unsigned)j->nullSel : 2u);
}
static void pickJointSeed(Buf* b, int index) // a live joint (the model's order), or -1: a made-up id (madeUp[0])
{
	if (index < 0) {
		u8(b, 6);
		u8(b, 0);
		return;
	}
	u8(b, 0);
	u8(b, (unsigned)index);
}
static void jointMotor(Buf* b, int index, double speed, double torque) // 10^0 sizes times speed, torque
{
	jointOp(b, 5);
	pickJointSeed(b, index);
	u8(b, 1);
	jointNum(b, 0, speed, true);
	u8(b, 1);
	jointNum(b, 0, torque, false);
}
static void jointTarget(Buf* b, int index, double ox, double oy) // at the joint's body B, offset by scales
{
	jointOp(b, 6);
	pickJointSeed(b, index);
	u8(b, 4);
	sgn(b, ox);
	sgn(b, oy);
	u8(b, 1); // x as the point
}

// setAwake (code 31, 1: a sleep operation, then 0 asleep / 1 awake and a live index).
static void sleepOp(Buf* b, int index, bool awake)
{
	u8(b, 31);
	u8(b, 1);
	u8(b, awake ? 1u : 0u);
	pickLive(b, index);
}

static void jointSeeds(void)
{
	Buf b = { { 0 }, 0 };
	worldHead(&b); // every type on a ground and five dynamic bodies, stepped; motors, a target, removals, probes
	addAt(&b, ground, 0.5, 0.1);
	addAt(&b, unitBox, 0.3, 0.6);
	addAt(&b, unitBox, 0.5, 0.6);
	addAt(&b, unitBox, 0.7, 0.6);
	addAt(&b, unitCircle, 0.5, 0.8);
	addAt(&b, hexagon, 0.2, 0.35);
	setType(&b, 0, TYPE_STATIC);
	for (int k = 1; k < 6; ++k) setType(&b, k, TYPE_DYNAMIC);
	const SeedJoint good[7] = {
		{ .type = 1, .a = -1, .b = 1, .at = 1, .ox = 0.5, .oy = 0.5, .badField = -1 }, // a pendulum from the world
		{ .type = 2, .a = 1, .b = 2, .at = 0, .atB = 0, .badField = -1 },              // a rod between two boxes
		{ .type = 3, .a = 2, .b = 3, .at = 2, .badField = -1 },                        // a weld
		{ .type = 4,
			.a = 0,
			.b = 5,
			.at = 1,
			.axisSel = 3,
			.turn = 0.1,
			.limit = true,
			.lower = -0.5,
			.upper = 0.5,
			.orderSel = 2,
			.motor = true,
			.speed = 0.5,
			.torque = 0.5,
			.badField = -1 }, // a slider on the ground
		{ .type = 5,
			.a = 3,
			.b = 4,
			.at = 1,
			.axisSel = 3,
			.turn = 0.25,
			.motor = true,
			.speed = -0.7,
			.torque = 0.3,
			.badField = -1 },                                               // a wheel
		{ .type = 6, .a = -1, .b = 4, .at = 1, .ox = 0.3, .badField = -1 }, // a mouse
		{ .type = 1,
			.a = 5,
			.b = 1,
			.at = 2,
			.limit = true,
			.lower = -0.3,
			.upper = 0.3,
			.orderSel = 2,
			.hertz = 0.2,
			.ratio = 0.7,
			.collide = true,
			.badField = -1 }, // limits and a spring, still colliding
	};
	for (int k = 0; k < 7; ++k) addJointSeed(&b, &good[k]);
	step(&b, 0);
	step(&b, 0);
	collideOp(&b);
	jointMotor(&b, 0, 0.5, 0.5); // the revolute's
	jointMotor(&b, 1, 0.5, 0.5); // a distance joint has none
	jointTarget(&b, 5, 0.5, 0.2);
	jointTarget(&b, 0, 0.5, 0.2); // not a mouse joint
	jointOp(&b, 4);               // remove the rod
	pickJointSeed(&b, 1);
	jointOp(&b, 4); // a made-up id
	pickJointSeed(&b, -1);
	removeOp(&b, 2); // the weld's body A: the weld goes with it
	jointOp(&b, 7);
	pickJointSeed(&b, 0);
	step(&b, 0);
	separate(&b, 1);
	step(&b, 1);
	collideOp(&b);
	save("fuzz_world", "joints-every-type", &b);

	b.n = 0; // bad definitions, each with its error and no change; then a good one, stepped
	worldHead(&b);
	addAt(&b, unitBox, 0.3, 0.5);
	addAt(&b, unitBox, 0.5, 0.5);
	addAt(&b, unitCircle, 0.7, 0.5);
	for (int k = 0; k < 3; ++k) setType(&b, k, TYPE_DYNAMIC);
	removeOp(&b, 2); // a removed body to aim at
	SeedJoint bad[] = {
		{ .type = 0, .a = 0, .b = 1, .badField = -1 },               // an unknown type
		{ .type = 7, .a = 0, .b = 1, .badField = -1 },               // likewise
		{ .type = 1, .a = 0, .b = 0, .badField = -1 },               // one body twice
		{ .type = 3, .a = -1, .b = -1, .badField = -1 },             // the world twice
		{ .type = 1, .a = 0, .b = 1, .badField = 0, .badSel = 0 },   // NaN anchor
		{ .type = 2, .a = 0, .b = 1, .badField = 11, .badSel = 3 },  // hertz -1
		{ .type = 6, .a = -1, .b = 1, .badField = 20, .badSel = 8 }, // maxForce past SAT_MAX_COORDINATE
		{ .type = 1, .a = 0, .b = 1, .limit = true, .lower = 0.5, .upper = -0.5, .badField = -1 }, // lower > upper
		{ .type = 1, .a = 0, .b = 1, .limit = true, .lower = -0.2, .upper = 0.995, .orderSel = 2, .badField = -1 },
		{ .type = 1, .a = 0, .b = 1, .limit = true, .lower = -0.975, .upper = 0.2, .orderSel = 2, .badField = -1 },
		{ .type = 4, .a = 0, .b = 1, .axisSel = 0, .badField = -1 }, // a zero axis
		{ .type = 2, .a = 0, .b = 1, .lengths = 1 + 4 + 16, .rest = 0.5, .minL = 0.8, .maxL = 0.2, .badField = -1 },
		{ .type = 2, .a = 0, .b = 1, .badField = 16, .badSel = 1 },               // minLength infinite
		{ .type = 3, .a = 0, .b = 1, .nullSel = 1, .badField = -1 },              // NULL definition
		{ .type = 3, .a = 0, .b = 1, .nullSel = 3, .badField = -1 },              // NULL id
		{ .type = 5, .a = 0, .b = 1, .axisSel = 3, .turn = 0.3, .badField = -1 }, // good: a wheel
	};
	for (size_t k = 0; k < sizeof bad / sizeof bad[0]; ++k) addJointSeed(&b, &bad[k]);
	step(&b, 0);
	collideOp(&b);
	save("fuzz_world", "joints-bad-definitions", &b);

	b.n =
		0; // joined islands asleep: put to sleep whole, woken whole (a removal, a moving kinematic partner, a joint added)
	worldHead(&b);
	addAt(&b, ground, 0.5, 0.1);
	addTouching(&b, unitBox, 0, 2);
	addTouching(&b, unitBox, 1, 0); // beside it on the ground
	addAt(&b, hexagon, 0.5, 0.9);
	addAt(&b, unitBox, 0.9, 0.9); // kinematic
	setType(&b, 0, TYPE_STATIC);
	for (int k = 1; k < 4; ++k) setType(&b, k, TYPE_DYNAMIC);
	const SeedJoint islandJoints[5] = {
		{ .type = 1, .a = 1, .b = 2, .at = 2, .badField = -1 },                                      // a hinge
		{ .type = 2, .a = 3, .b = 2, .at = 0, .atB = 0, .lengths = 4, .minL = 0.0, .badField = -1 }, // a rope
		{ .type = 1, .a = 1, .b = 0, .at = 0, .badField = -1 },  // a dynamic body A to the static ground
		{ .type = 1, .a = 4, .b = 3, .at = 1, .badField = -1 },  // the kinematic body to the hexagon
		{ .type = 6, .a = -1, .b = 2, .at = 1, .badField = -1 }, // a mouse joint holding box 2 where it is
	};
	for (int k = 0; k < 5; ++k) addJointSeed(&b, &islandJoints[k]);
	step(&b, 0);
	step(&b, 0);
	sleepOp(&b, 3, false); // the hexagon, and the boxes through the rope and the hinge
	step(&b, 0);
	jointTarget(&b, 4, 0.0, 0.1); // the mouse joint's target: box 2 wakes, with its island
	sleepOp(&b, 3, false);
	jointOp(&b, 4); // remove the joint of box 1 (asleep, as body A) to the ground: its island wakes
	pickJointSeed(&b, 2);
	sleepOp(&b, 1, false);
	setVelocity(&b, 4, 3, 0.5, 3, 0.0); // the kinematic body moves: its partner's island wakes at the step
	step(&b, 0);
	setVelocityOp(&b, 4);
	velZero(&b);
	velZero(&b);
	velZero(&b);
	step(&b, 8); // half seconds: they may fall asleep, together
	step(&b, 8);
	const SeedJoint toGround = { .type = 1, .a = 0, .b = 1, .at = 1, .badField = -1 };
	addJointSeed(&b, &toGround); // from the static ground to box 1: its whole island wakes
	step(&b, 0);
	collideOp(&b);
	save("fuzz_world", "joints-asleep-islands", &b);
}

// fuzz_world's snapshot op (code 95): sel (bit 0: bodies added to the copy before the restore, bit 1: a moving body
// removed from it, bit 3: a static moved by one ulp, either refusing the restore; bit 2: an allocation of the restore
// fails), steps - 1, the byte flipped.
static void snapshotOp(Buf* b, unsigned sel, unsigned steps, unsigned at)
{
	u8(b, 95);
	u8(b, sel);
	u8(b, steps);
	u16(b, at);
}

static void snapshotSeeds(void)
{
	Buf b = { { 0 }, 0 };
	worldHead(&b); // a pile on a ground with a sensor and a joint, snapshots before and while it falls, after a removal
	addAt(&b, ground, 0.5, 0.1);
	addAt(&b, unitBox, 0.3, 0.6);
	addAt(&b, unitBox, 0.5, 0.6);
	addAt(&b, unitBox, 0.7, 0.6);
	addAt(&b, unitCircle, 0.5, 0.8);
	addAt(&b, hexagon, 0.2, 0.35);
	setType(&b, 0, TYPE_STATIC);
	for (int k = 1; k < 6; ++k) setType(&b, k, TYPE_DYNAMIC);
	snapshotOp(&b, 8, 0, 7); // before any step; a static moved in the copy: refused
	step(&b, 0);
	snapshotOp(&b, 1, 3, 40); // bodies added to the copy: the restore removes them
	const SeedJoint rod = { .type = 2, .a = 1, .b = 2, .at = 0, .atB = 0, .badField = -1 };
	addJointSeed(&b, &rod);
	sensorOp(&b, 4, true);
	for (int k = 0; k < 4; ++k) step(&b, 0);
	snapshotOp(&b, 2, 2, 90);     // a moving body removed from the copy: refused
	snapshotOp(&b, 4 | 32, 1, 5); // an allocation of the restore fails
	snapshotOp(&b, 4 | 128, 5, 300);
	for (int k = 0; k < 16; ++k) step(&b, 0); // (fuzz_world runs 64 operations at most)
	snapshotOp(&b, 1 | 4 | 64, 4, 1000);
	removeOp(&b, 3);
	step(&b, 0);
	snapshotOp(&b, 3, 2, 17);     // after a removal: ids and free slots
	snapshotOp(&b, 8 | 1, 1, 23); // a static moved in the copy: refused
	collideOp(&b);
	save("fuzz_world", "snapshots", &b);
}

int main(int argc, char** argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: seeds DIR (writes DIR/TARGET/NAME)\n");
		return 2;
	}
	g_root = argv[1];
	makeDir(g_root);
	collideSeeds();
	sweepSeeds();
	shapeSeeds();
	worldSeeds();
	physicsSeeds();
	tileSeeds();
	bulletSeeds();
	sensorSeeds();
	jointSeeds();
	snapshotSeeds();
	return 0;
}
