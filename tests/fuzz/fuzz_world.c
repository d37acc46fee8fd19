// fuzz_world: sequences of world operations from the bytes: add bodies of every kind (ordinary, large enough
// to stay out of the grid, tiny; placed anywhere, touching another body along a direction or with flush
// boxes, nudged by ulps), remove, setTransform (also to touch another body), setPositions, setStatic,
// setFilter, collide, churn (remove and re-add one body up to 1100 times: slot reuse), and stale or made-up
// ids and bad values. A model keeps each live body's shape placed where the world has it. Checks:
// - after every satWorld_Collide, the pairs equal brute-force satCollide (zero velocity) over every pair of
//   live bodies under the same static and filter rules: same pairs, each once, lower slot first, MTVs bit
//   for bit those of satCollide(lower, higher); pair count within the capacity; body count as the model's;
// - ids: 0, 1, 2, ... while nothing was removed; every id handed out is new (a removed id never becomes
//   valid again); a removed or made-up id gets SAT_ERR_BAD_ID from every call and changes nothing;
// - a call with a bad value returns its error and changes nothing (bodies' AABBs bit for bit).
#include "fuzz_common.h"

enum {
	MAX_LIVE = 24,
	MAX_STALE = 2048,
	MAX_COLLIDES = 8,
	MAX_CHURN = 1100,
	ID_SET_SIZE = 8192
};
#define SLOT_OF(id) ((id) & ((1 << SAT_ID_SLOT_BITS) - 1))

typedef struct Body {
	int id;
	satShape* shape; // the model: the body's shape placed where the world has it
	bool isStatic;
	unsigned category, mask;
} Body;

static satWorld* g_world;
static Body g_live[MAX_LIVE];
static int g_liveCount;
static int g_stale[MAX_STALE], g_staleCount;
static int g_idSet[ID_SET_SIZE]; // every id handed out in this input, open addressing, -1 = empty
static int g_idCount, g_adds, g_collides;
static bool g_removedAny, g_quiet; // g_quiet: no notes (during a churn)
static double g_scale, g_offsetX, g_offsetY;

static bool idSeen(int id)
{
	for (unsigned h = (unsigned)id * 2654435761u % ID_SET_SIZE;; h = (h + 1) % ID_SET_SIZE) {
		if (g_idSet[h] == id) return true;
		if (g_idSet[h] == -1) return false;
	}
}

static void idInsert(int id)
{
	if (g_idCount >= ID_SET_SIZE / 2) abort(); // bounded by MAX_CHURN and the op count
	unsigned h = (unsigned)id * 2654435761u % ID_SET_SIZE;
	while (g_idSet[h] != -1) h = (h + 1) % ID_SET_SIZE;
	g_idSet[h] = id;
	++g_idCount;
}

static void noteStale(int id)
{
	if (g_staleCount < MAX_STALE) g_stale[g_staleCount++] = id;
}

static bool badValue(float v) { return !isfinite(v) || fabsf(v) > SAT_MAX_COORDINATE; }

// Every live body's AABB, to show that a rejected call moved nothing.
static void snapshot(satAABB* boxes)
{
	for (int i = 0; i < g_liveCount; ++i) {
		satError e = satWorld_GetAABB(g_world, g_live[i].id, &boxes[i]);
		FUZZ_CHECK("world.live-id", e == SAT_OK, "GetAABB of live id %d: error %d", g_live[i].id, (int)e);
	}
}

static void checkUnchanged(const satAABB* before, const char* what)
{
	satAABB now[MAX_LIVE];
	snapshot(now);
	for (int i = 0; i < g_liveCount; ++i)
		FUZZ_CHECK("world.changed-on-error", memcmp(&now[i], &before[i], sizeof now[i]) == 0,
			"%s: body %d moved although the call failed", what, g_live[i].id);
	FUZZ_CHECK("world.count-on-error", satWorld_GetBodyCount(g_world) == g_liveCount, "%s: %d bodies, model %d", what,
		satWorld_GetBodyCount(g_world), g_liveCount);
}

// A stale or made-up id: every call taking an id says SAT_ERR_BAD_ID and nothing changes.
static void probeBadId(int id)
{
	satAABB before[MAX_LIVE], box = { 1, 2, 3, 4 };
	snapshot(before);
	satError e[5] = { satWorld_GetAABB(g_world, id, &box), satWorld_SetTransform(g_world, id, 0.0f, 0.0f, 0.0f),
		satWorld_SetStatic(g_world, id, true), satWorld_SetFilter(g_world, id, 0u, 0u),
		satWorld_RemoveBody(g_world, id) };
	for (int k = 0; k < 5; ++k)
		FUZZ_CHECK("world.stale-id", e[k] == SAT_ERR_BAD_ID,
			"id %d (stale or never issued; slot %d, generation %d): call %d of "
			"GetAABB/SetTransform/SetStatic/SetFilter/Remove returned %d",
			id, SLOT_OF(id), id >> SAT_ID_SLOT_BITS, k, (int)e[k]);
	FUZZ_CHECK("world.stale-zeros", box.minX == 0 && box.minY == 0 && box.maxX == 0 && box.maxY == 0,
		"GetAABB of a bad id wrote [%.9g, %.9g] x [%.9g, %.9g]", (double)box.minX, (double)box.maxX, (double)box.minY,
		(double)box.maxY);
	checkUnchanged(before, "bad id");
}

static bool isLiveId(int id)
{
	for (int i = 0; i < g_liveCount; ++i)
		if (g_live[i].id == id) return true;
	return false;
}

// Add the model shape (already placed at x, y, angle) to the world; false if the world refused (bad values).
static bool addBody(satShape* shape, float x, float y, float angle)
{
	int id = 12345;
	satError e = satWorld_AddBody(g_world, shape, x, y, angle, &id);
	if (badValue(x) || badValue(y) || badValue(angle)) {
		FUZZ_CHECK("world.add-bad-value", (e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE) && id == -1,
			"AddBody(%.9g, %.9g, %.9g): error %d, id %d", (double)x, (double)y, (double)angle, (int)e, id);
		return false;
	}
	FUZZ_CHECK("world.add", e == SAT_OK && id >= 0, "AddBody: error %d, id %d", (int)e, id);
	FUZZ_CHECK("world.id-fresh", !idSeen(id), "AddBody handed out id %d (slot %d, generation %d) a second time", id,
		SLOT_OF(id), id >> SAT_ID_SLOT_BITS);
	if (!g_removedAny) FUZZ_CHECK("world.id-order", id == g_adds, "nothing removed yet: body %d got id %d", g_adds, id);
	idInsert(id);
	++g_adds;
	FUZZ_CHECK("world.place-model", satShape_SetTransform(shape, x, y, angle) == SAT_OK, "model placement");
	g_live[g_liveCount++] = (Body){ id, shape, false, 1u, ~0u };
	if (!g_quiet) fuzzNote(" +%d(%.9g,%.9g,%.9g)", id, (double)x, (double)y, (double)angle);
	return true;
}

static void removeLive(int k)
{
	int id = g_live[k].id;
	satError e = satWorld_RemoveBody(g_world, id);
	FUZZ_CHECK("world.remove", e == SAT_OK, "RemoveBody(%d) of a live body: error %d", id, (int)e);
	noteStale(id);
	g_removedAny = true;
	g_live[k] = g_live[--g_liveCount];
	if (!g_quiet) fuzzNote(" -%d", id);
}

// A position for a new or moved body: somewhere in the scene, or touching live body k (along a direction or
// with flush bounding boxes), then nudged by a few ulps.
static void placeNear(FuzzIn* in, satShape* shape, float angle, int exclude, float* x, float* y)
{
	uint8_t sel = fuzzU8(in);
	int others = g_liveCount - (exclude >= 0);
	if (others <= 0 || sel % 3 == 0) {
		*x = fuzzClampCoord(g_offsetX + g_scale * 8 * fuzzUnit(in));
		*y = fuzzClampCoord(g_offsetY + g_scale * 8 * fuzzUnit(in));
		return;
	}
	int pick = fuzzU8(in) % others;
	if (exclude >= 0 && pick >= exclude) ++pick; // not the body being placed
	const Body* other = &g_live[pick];
	satTransform to = satShape_GetTransform(other->shape);
	satShape_SetTransform(shape, 0.0f, 0.0f, angle);
	if (sel % 3 == 1) {
		double ang = 0.78539816339744830962 * (fuzzU8(in) % 8) + (fuzzU8(in) & 1 ? 0.3 * fuzzSigned(in) : 0);
		double qx, qy;
		fuzzTouchOffset(other->shape, shape, cos(ang), sin(ang), &qx, &qy);
		*x = fuzzClampCoord(to.x + qx);
		*y = fuzzClampCoord(to.y + qy);
	} else { // flush bounding boxes, computed in float as a user would
		satAABB bo = satShape_GetAABB(other->shape), bs = satShape_GetAABB(shape);
		*x = to.x + (float)(g_scale * 0.5 * fuzzSigned(in));
		*y = to.y + (float)(g_scale * 0.5 * fuzzSigned(in));
		switch (fuzzU8(in) % 4) {
		case 0:
			*x = bo.maxX - bs.minX;
			break;
		case 1:
			*x = bo.minX - bs.maxX;
			break;
		case 2:
			*y = bo.maxY - bs.minY;
			break;
		default:
			*y = bo.minY - bs.maxY;
			break;
		}
	}
	int nudge = (int)(fuzzU8(in) % 5) - 2;
	*x = fuzzNudge(*x, nudge);
	*y = fuzzNudge(*y, (int)(fuzzU8(in) % 3) - 1);
	*x = fuzzClampCoord(*x);
	*y = fuzzClampCoord(*y);
}

// An id to aim a call at: a live one, a stale one, or made up.
static int pickId(FuzzIn* in, int* liveIndex)
{
	uint8_t sel = fuzzU8(in);
	*liveIndex = -1;
	if (sel % 4 != 3 && g_liveCount > 0) {
		*liveIndex = fuzzU8(in) % g_liveCount;
		return g_live[*liveIndex].id;
	}
	if (sel % 4 == 3 && g_staleCount > 0) return g_stale[fuzzU16(in) % g_staleCount];
	int id = (int)fuzzU32(in);
	for (int i = 0; i < g_liveCount; ++i)
		if (g_live[i].id == id) *liveIndex = i;
	return id;
}

static bool pairFiltered(const Body* a, const Body* b)
{
	if (a->isStatic && b->isStatic) return true;
	return (a->category & b->mask) == 0 || (b->category & a->mask) == 0;
}

static void describeBody(const Body* b)
{
	satTransform t = satShape_GetTransform(b->shape);
	satAABB box;
	satWorld_GetAABB(g_world, b->id, &box);
	fprintf(stderr,
		"  body %d: type %d, %d vertices, radius %.9g, at (%.9g, %.9g) angle %.9g, static %d, filter %x/%x, world AABB "
		"[%.9g, %.9g] x [%.9g, %.9g]\n",
		b->id, (int)satShape_GetType(b->shape), satShape_GetVertexCount(b->shape), (double)satShape_GetRadius(b->shape),
		(double)t.x, (double)t.y, (double)t.angle, b->isStatic, b->category, b->mask, (double)box.minX,
		(double)box.maxX, (double)box.minY, (double)box.maxY);
}

typedef struct Pair {
	int a, b;
	float mx, my;
	bool matched;
} Pair;

static void collideAndCompare(void)
{
	int count = -1;
	satError e = satWorld_Collide(g_world, &count);
	++g_collides;
	fuzzNote(" collide");
	FUZZ_CHECK("world.collide", e == SAT_OK, "satWorld_Collide: error %d", (int)e);
	FUZZ_CHECK("world.body-count", satWorld_GetBodyCount(g_world) == g_liveCount, "%d bodies, model %d",
		satWorld_GetBodyCount(g_world), g_liveCount);
	FUZZ_CHECK("world.pair-count", count >= 0 && count <= satWorld_GetPairCapacity(g_world), "%d pairs, capacity %d",
		count, satWorld_GetPairCapacity(g_world));
	Pair want[MAX_LIVE * MAX_LIVE / 2];
	int wantCount = 0;
	for (int i = 0; i < g_liveCount; ++i) {
		for (int j = i + 1; j < g_liveCount; ++j) {
			const Body *lo = &g_live[i], *hi = &g_live[j];
			if (SLOT_OF(lo->id) > SLOT_OF(hi->id)) {
				const Body* t = lo;
				lo = hi;
				hi = t;
			}
			if (pairFiltered(lo, hi)) continue;
			satCollision c;
			FUZZ_CHECK("world.brute-force", satCollide(lo->shape, hi->shape, (satVec2){ 0.0f, 0.0f }, &c) == SAT_OK,
				"satCollide failed");
			if (c.intersect) want[wantCount++] = (Pair){ lo->id, hi->id, c.mtv.x, c.mtv.y, false };
		}
	}
	const int *pa = satWorld_GetPairA(g_world), *pb = satWorld_GetPairB(g_world);
	const float *mx = satWorld_GetPairMtvX(g_world), *my = satWorld_GetPairMtvY(g_world);
	for (int k = 0; k < count; ++k) {
		FUZZ_CHECK("world.pair-order", SLOT_OF(pa[k]) < SLOT_OF(pb[k]), "pair %d: (%d, %d) not lower slot first", k,
			pa[k], pb[k]);
		int found = -1;
		for (int w = 0; w < wantCount && found < 0; ++w)
			if (want[w].a == pa[k] && want[w].b == pb[k]) found = w;
		if (found < 0) {
			for (int i = 0; i < g_liveCount; ++i)
				if (g_live[i].id == pa[k] || g_live[i].id == pb[k]) describeBody(&g_live[i]);
		}
		FUZZ_CHECK("world.extra-pair", found >= 0,
			"the world reports pair (%d, %d) that brute-force satCollide does not", pa[k], pb[k]);
		FUZZ_CHECK("world.duplicate-pair", !want[found].matched, "pair (%d, %d) reported twice", pa[k], pb[k]);
		want[found].matched = true;
		FUZZ_CHECK("world.mtv-bits", fuzzSameBits(mx[k], want[found].mx) && fuzzSameBits(my[k], want[found].my),
			"pair (%d, %d): world mtv (%a, %a), satCollide (%a, %a)", pa[k], pb[k], (double)mx[k], (double)my[k],
			(double)want[found].mx, (double)want[found].my);
	}
	for (int w = 0; w < wantCount; ++w) {
		if (want[w].matched) continue;
		for (int i = 0; i < g_liveCount; ++i)
			if (g_live[i].id == want[w].a || g_live[i].id == want[w].b) describeBody(&g_live[i]);
		FUZZ_CHECK("world.missing-pair", false,
			"brute-force satCollide finds pair (%d, %d) (mtv %.9g, %.9g) but the world does not report it", want[w].a,
			want[w].b, (double)want[w].mx, (double)want[w].my);
	}
}

static void opAdd(FuzzIn* in)
{
	if (g_liveCount == MAX_LIVE || g_fuzzShapeCount >= FUZZ_MAX_TRACKED - 2) return;
	uint8_t size = fuzzU8(in);
	double factor = size % 8 == 0 ? 40.0 : size % 8 == 1 ? 0.01 : 0.3 + 1.7 * fuzzUnit(in); // large, tiny, ordinary
	satShape* shape = fuzzMakeShape(in, g_scale * factor);
	if (shape == NULL) return;
	float angle = fuzzAngle(in), x, y;
	placeNear(in, shape, angle, -1, &x, &y);
	if (fuzzU8(in) % 16 == 0) x = fuzzAnyFloat(in); // sometimes a bad value
	satShape_SetTransform(shape, 0.0f, 0.0f, 0.0f);
	satAABB before[MAX_LIVE];
	snapshot(before);
	if (!addBody(shape, x, y, angle)) checkUnchanged(before, "AddBody with a bad value");
}

static void opRemove(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	if (k >= 0) {
		removeLive(k);
		return;
	}
	probeBadId(id);
}

static void opSetTransform(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	float x, y, angle = fuzzAngle(in);
	uint8_t sel = fuzzU8(in);
	if (k >= 0 && sel % 4 != 3) {
		satShape* shape = g_live[k].shape;
		satTransform t = satShape_GetTransform(shape);
		placeNear(in, shape, angle, k, &x, &y); // uses the model shape at the origin meanwhile
		satShape_SetTransform(shape, t.x, t.y, t.angle);
	} else {
		x = fuzzAnyFloat(in);
		y = fuzzAnyFloat(in);
		if (sel % 8 == 7) angle = fuzzAnyFloat(in);
	}
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetTransform(g_world, id, x, y, angle);
	fuzzNote(" T%d(%.9g,%.9g,%.9g)=%d", id, (double)x, (double)y, (double)angle, (int)e);
	bool bad = badValue(x) || badValue(y) || badValue(angle);
	if (k < 0) {
		FUZZ_CHECK("world.stale-id",
			e == SAT_ERR_BAD_ID || (bad && (e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE)),
			"SetTransform of a bad id %d: error %d", id, (int)e);
		checkUnchanged(before, "SetTransform of a bad id");
		return;
	}
	if (bad) {
		FUZZ_CHECK("world.bad-value", e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE,
			"SetTransform(%.9g, %.9g, %.9g): error %d", (double)x, (double)y, (double)angle, (int)e);
		checkUnchanged(before, "SetTransform with a bad value");
		return;
	}
	FUZZ_CHECK("world.set-transform", e == SAT_OK, "SetTransform of live id %d: error %d", id, (int)e);
	satShape_SetTransform(g_live[k].shape, x, y, angle);
}

static void opSetPositions(FuzzIn* in)
{
	int slots = satWorld_GetSlotCount(g_world);
	int count = slots == 0 ? 0 : fuzzU8(in) % (slots + 2); // slots + 1 is one too many
	float xy[2 * 64];
	if (count > 64) count = 64;
	int liveAt[64];
	for (int s = 0; s < count; ++s) {
		liveAt[s] = -1;
		for (int i = 0; i < g_liveCount; ++i)
			if (SLOT_OF(g_live[i].id) == s) liveAt[s] = i;
		satTransform t = liveAt[s] >= 0 ? satShape_GetTransform(g_live[liveAt[s]].shape) : (satTransform){ 0, 0, 0 };
		uint8_t sel = fuzzU8(in);
		if (sel % 4 == 0 && liveAt[s] >= 0) { // where it is
			xy[2 * s] = t.x;
			xy[2 * s + 1] = t.y;
		} else if (sel % 4 == 1) { // nudged by ulps
			xy[2 * s] = fuzzNudge(t.x, (int)(fuzzU8(in) % 5) - 2);
			xy[2 * s + 1] = fuzzNudge(t.y, (int)(fuzzU8(in) % 5) - 2);
		} else if (sel % 32 == 31) { // anything, maybe bad
			xy[2 * s] = fuzzAnyFloat(in);
			xy[2 * s + 1] = fuzzAnyFloat(in);
		} else {
			xy[2 * s] = fuzzClampCoord(g_offsetX + g_scale * 8 * fuzzUnit(in));
			xy[2 * s + 1] = fuzzClampCoord(g_offsetY + g_scale * 8 * fuzzUnit(in));
		}
	}
	satAABB before[MAX_LIVE];
	snapshot(before);
	satError e = satWorld_SetPositions(g_world, xy, count);
	fuzzNote(" P%d=%d", count, (int)e);
	if (count > slots) {
		FUZZ_CHECK("world.positions-count", e == SAT_ERR_BAD_ARRAY, "SetPositions(%d) with %d slots: error %d", count,
			slots, (int)e);
		checkUnchanged(before, "SetPositions with too many");
		return;
	}
	bool bad = false;
	for (int i = 0; i < 2 * count; ++i) bad |= badValue(xy[i]);
	if (bad) {
		FUZZ_CHECK(
			"world.bad-value", e == SAT_ERR_NOT_FINITE || e == SAT_ERR_OUT_OF_RANGE, "SetPositions: error %d", (int)e);
		checkUnchanged(before, "SetPositions with a bad value");
		return;
	}
	FUZZ_CHECK("world.set-positions", e == SAT_OK, "SetPositions(%d): error %d", count, (int)e);
	for (int s = 0; s < count; ++s) {
		if (liveAt[s] < 0) continue;
		satShape* shape = g_live[liveAt[s]].shape;
		satShape_SetTransform(shape, xy[2 * s], xy[2 * s + 1], satShape_GetTransform(shape).angle);
	}
}

static void opSetStatic(FuzzIn* in)
{
	int k, id = pickId(in, &k);
	bool on = fuzzU8(in) & 1;
	satError e = satWorld_SetStatic(g_world, id, on);
	fuzzNote(" S%d=%d", id, on);
	if (k < 0) {
		FUZZ_CHECK("world.stale-id", e == SAT_ERR_BAD_ID, "SetStatic of a bad id %d: error %d", id, (int)e);
		return;
	}
	FUZZ_CHECK("world.set-static", e == SAT_OK, "SetStatic of live id %d: error %d", id, (int)e);
	g_live[k].isStatic = on;
}

static void opSetFilter(FuzzIn* in)
{
	static const unsigned bits[8] = { 0u, 1u, 2u, 4u, 3u, 6u, ~0u, 0x80000000u };
	int k, id = pickId(in, &k);
	unsigned category = bits[fuzzU8(in) % 8], mask = bits[fuzzU8(in) % 8];
	satError e = satWorld_SetFilter(g_world, id, category, mask);
	fuzzNote(" F%d=%x/%x", id, category, mask);
	if (k < 0) {
		FUZZ_CHECK("world.stale-id", e == SAT_ERR_BAD_ID, "SetFilter of a bad id %d: error %d", id, (int)e);
		return;
	}
	FUZZ_CHECK("world.set-filter", e == SAT_OK, "SetFilter of live id %d: error %d", id, (int)e);
	g_live[k].category = category;
	g_live[k].mask = mask;
}

// Remove a body and add it back, again and again: its slot is reused (or retired), never with an old id.
static void opChurn(FuzzIn* in)
{
	if (g_liveCount == 0) return;
	int k = fuzzU8(in) % g_liveCount, cycles = fuzzU16(in) % (MAX_CHURN + 1);
	satShape* shape = g_live[k].shape;
	satTransform t = satShape_GetTransform(shape);
	int first = g_staleCount;
	fuzzNote(" churn%d(%d)", g_live[k].id, cycles);
	g_quiet = true;
	for (int c = 0; c < cycles; ++c) {
		removeLive(k);
		addBody(shape, t.x, t.y, t.angle);
		k = g_liveCount - 1;
	}
	g_quiet = false;
	for (int s = first; s < g_staleCount; ++s) { // every id just retired stays invalid
		satAABB box;
		int id = g_stale[s];
		FUZZ_CHECK("world.stale-id", !isLiveId(id) && satWorld_GetAABB(g_world, id, &box) == SAT_ERR_BAD_ID,
			"id %d removed during the churn is valid again", id);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
	FUZZ_BEGIN_INPUT();
	FuzzIn in = fuzzBegin(data, size);
	memset(g_idSet, 0xff, sizeof g_idSet);
	g_liveCount = g_staleCount = g_idCount = g_adds = g_collides = 0;
	g_removedAny = g_quiet = false;
	uint8_t scaleSel = fuzzU8(&in);
	g_scale = pow(10.0, scaleSel % 4 != 0 ? (int)(scaleSel / 4 % 7) - 3 : (int)(scaleSel / 4 % 36) - 20);
	uint8_t offsetSel = fuzzU8(&in);
	double offset = offsetSel % 4 == 0 ? 0 : offsetSel % 4 == 1 ? 1e3 : offsetSel % 4 == 2 ? 1e6 : 100;
	g_offsetX = g_scale * offset * fuzzSigned(&in);
	g_offsetY = g_scale * offset * fuzzSigned(&in);
	uint8_t defSel = fuzzU8(&in);
	satWorldDef def = { (int)(defSel % 4) * 8,
		defSel / 4 % 4 == 1 ? (float)(g_scale * (0.05 + 4 * fuzzUnit(&in))) : 0.0f };
	satError e = satCreateWorld(&def, &g_world);
	FUZZ_CHECK("world.create", e == SAT_OK && g_world != NULL, "satCreateWorld(capacity %d, cell %.9g): error %d",
		def.capacity, (double)def.cellSize, (int)e);
	g_fuzzWorld = g_world; // released with the shapes
	fuzzNote("world scale %.3g offset (%.9g, %.9g) capacity %d cell %.9g:", g_scale, g_offsetX, g_offsetY, def.capacity,
		(double)def.cellSize);
	bool churned = false;
	for (int op = 0; op < 64 && fuzzMore(&in); ++op) {
		uint8_t code = fuzzU8(&in);
		switch (code % 16) {
		case 0:
		case 1:
		case 2:
		case 3:
		case 4:
			opAdd(&in);
			break;
		case 5:
		case 6:
			opRemove(&in);
			break;
		case 7:
		case 8:
			opSetTransform(&in);
			break;
		case 9:
			opSetPositions(&in);
			break;
		case 10:
			opSetStatic(&in);
			break;
		case 11:
			opSetFilter(&in);
			break;
		case 12:
		case 13:
			if (g_collides < MAX_COLLIDES) collideAndCompare();
			break;
		case 14: {
			int k, id = pickId(&in, &k);
			if (k < 0) probeBadId(id);
			break;
		}
		default:
			if (!churned) opChurn(&in);
			churned = true;
			break;
		}
	}
	collideAndCompare();
	for (int s = 0; s < g_staleCount; ++s) {
		satAABB box;
		FUZZ_CHECK("world.stale-id", satWorld_GetAABB(g_world, g_stale[s], &box) == SAT_ERR_BAD_ID,
			"removed id %d is valid again", g_stale[s]);
	}
	fuzzReleaseAll();
	g_world = NULL;
	return 0;
}
