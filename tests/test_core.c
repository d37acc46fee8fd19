// Core: error strings, the version, and the argument contracts every query shares (NULL pointers, bad
// handles, bad arguments, no stale output).
#include <math.h>
#include <stddef.h>
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

// satErrorString: a distinct non-empty message for every code, "unknown error" outside the enum.
static void caseErrorStrings(void)
{
	for (int e = 0; e < SAT_ERR_COUNT; ++e) {
		const char* m = satErrorString((satError)e);
		CHECK_MSG(m != NULL && m[0] != '\0', "satErrorString(%d) is non-empty", e);
		CHECK_MSG(m != NULL && strcmp(m, "unknown error") != 0, "satErrorString(%d) is specific", e);
		for (int f = 0; f < e; ++f) {
			const char* other = satErrorString((satError)f);
			CHECK_MSG(m != NULL && other != NULL && strcmp(m, other) != 0, "messages %d and %d differ", e, f);
		}
	}
	CHECK_STR(satErrorString(SAT_ERR_COUNT), "unknown error");
	CHECK_STR(satErrorString((satError)1000), "unknown error");
	CHECK_STR(satErrorString((satError)-1), "unknown error");
	CHECK_INT(SAT_OK, 0);
}

// satGetVersion returns SAT_VERSION_STRING, which spells out the three version numbers.
static void caseVersion(void)
{
	CHECK_STR(satGetVersion(), SAT_VERSION_STRING);
	char expected[32];
	snprintf(expected, sizeof expected, "%d.%d.%d", SAT_VERSION_MAJOR, SAT_VERSION_MINOR, SAT_VERSION_PATCH);
	CHECK_STR(SAT_VERSION_STRING, expected);
}

// NULL pointers everywhere: SAT_ERR_NULL, outputs zeroed.
static void caseNullPointers(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* out = SENTINEL;
	CHECK_INT(satCloneShape(NULL, &out), SAT_ERR_NULL);
	CHECK(out == NULL);
	CHECK_INT(satCloneShape(a, NULL), SAT_ERR_NULL);
	CHECK_INT(satShape_SetTransform(NULL, 0, 0, 0), SAT_ERR_NULL);
	satInterval i = { 5, 6 };
	CHECK_INT(satProjectShape(NULL, (satVec2){ 1, 0 }, &i), SAT_ERR_NULL);
	CHECK(i.min == 0 && i.max == 0);
	CHECK_INT(satProjectShape(a, (satVec2){ 1, 0 }, NULL), SAT_ERR_NULL);
	satCollision c = staleCollision();
	CHECK_INT(satCollide(NULL, a, (satVec2){ 0, 0 }, &c), SAT_ERR_NULL);
	CHECK(isZeroCollision(c));
	c = staleCollision();
	CHECK_INT(satCollide(a, NULL, (satVec2){ 0, 0 }, &c), SAT_ERR_NULL);
	CHECK(isZeroCollision(c));
	CHECK_INT(satCollide(a, a, (satVec2){ 0, 0 }, NULL), SAT_ERR_NULL);
	satSweepResult r = staleSweep();
	CHECK_INT(satSweep(NULL, a, (satVec2){ 1, 0 }, 1, &r), SAT_ERR_NULL);
	CHECK(isZeroSweep(r));
	r = staleSweep();
	CHECK_INT(satSweep(a, NULL, (satVec2){ 1, 0 }, 1, &r), SAT_ERR_NULL);
	CHECK(isZeroSweep(r));
	CHECK_INT(satSweep(a, a, (satVec2){ 1, 0 }, 1, NULL), SAT_ERR_NULL);
	satDestroyShape(NULL); // ignored
	satDestroyShape(a);
}

// Bad arguments to the queries: the documented code and a zeroed output.
static void caseBadQueryArguments(void)
{
	satShape* a = makeBox(1, 1, 0, 0, 0);
	satShape* b = makeBox(1, 1, 0.5f, 0, 0);
	const satVec2 axes[] = { { 0, 0 }, { -0.0f, 0.0f }, { NAN, 1 }, { 1, NAN }, { INFINITY, 0 }, { 0, -INFINITY } };
	for (size_t k = 0; k < sizeof axes / sizeof axes[0]; ++k) {
		satInterval i = { 5, 6 };
		CHECK_MSG(
			satProjectShape(a, axes[k], &i) == SAT_ERR_BAD_AXIS, "axis (%g, %g)", (double)axes[k].x, (double)axes[k].y);
		CHECK(i.min == 0 && i.max == 0);
	}
	const float tmaxes[] = { -1, -1e-30f, NAN, INFINITY, -INFINITY };
	for (size_t k = 0; k < sizeof tmaxes / sizeof tmaxes[0]; ++k) {
		satSweepResult r = staleSweep();
		CHECK_MSG(satSweep(a, b, (satVec2){ 1, 0 }, tmaxes[k], &r) == SAT_ERR_BAD_TMAX, "tmax %g", (double)tmaxes[k]);
		CHECK(isZeroSweep(r));
	}
	const struct {
		satVec2 v;
		satError expected;
	} velocities[] = {
		{ { NAN, 0 }, SAT_ERR_NOT_FINITE },
		{ { 0, NAN }, SAT_ERR_NOT_FINITE },
		{ { INFINITY, 0 }, SAT_ERR_NOT_FINITE },
		{ { 0, -INFINITY }, SAT_ERR_NOT_FINITE },
		{ { 2e18f, 0 }, SAT_ERR_OUT_OF_RANGE },
		{ { 0, -2e18f }, SAT_ERR_OUT_OF_RANGE },
	};
	for (size_t k = 0; k < sizeof velocities / sizeof velocities[0]; ++k) {
		satSweepResult r = staleSweep();
		satError e = satSweep(a, b, velocities[k].v, 1, &r);
		CHECK_MSG(e == velocities[k].expected, "sweep velocity (%g, %g): got %d", (double)velocities[k].v.x,
			(double)velocities[k].v.y, (int)e);
		CHECK(isZeroSweep(r));
		satCollision c = staleCollision();
		e = satCollide(a, b, velocities[k].v, &c);
		CHECK_MSG(e == velocities[k].expected, "collide velocity (%g, %g): got %d", (double)velocities[k].v.x,
			(double)velocities[k].v.y, (int)e);
		CHECK(isZeroCollision(c));
	}
	satDestroyShape(a);
	satDestroyShape(b);
}

// A pointer that is not a shape (and, without ASan, a destroyed one) is rejected with SAT_ERR_BAD_HANDLE.
static void caseBadHandles(void)
{
	static union {
		max_align_t align;
		unsigned char bytes[1024];
	} zeros, junk;
	memset(junk.bytes, 0xA5, sizeof junk.bytes);
	satShape* good = makeBox(1, 1, 0, 0, 0);
	satShape* foreign[2] = { (satShape*)(void*)zeros.bytes, (satShape*)(void*)junk.bytes };
	for (int k = 0; k < 2; ++k) {
		satShape* f = foreign[k];
		CHECK(!satShape_IsValid(f));
		CHECK_INT(satShape_SetTransform(f, 0, 0, 0), SAT_ERR_BAD_HANDLE);
		satInterval i = { 5, 6 };
		CHECK_INT(satProjectShape(f, (satVec2){ 1, 0 }, &i), SAT_ERR_BAD_HANDLE);
		CHECK(i.min == 0 && i.max == 0);
		satCollision c = staleCollision();
		CHECK_INT(satCollide(f, good, (satVec2){ 0, 0 }, &c), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroCollision(c));
		c = staleCollision();
		CHECK_INT(satCollide(good, f, (satVec2){ 0, 0 }, &c), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroCollision(c));
		satSweepResult r = staleSweep();
		CHECK_INT(satSweep(f, good, (satVec2){ 1, 0 }, 1, &r), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroSweep(r));
		r = staleSweep();
		CHECK_INT(satSweep(good, f, (satVec2){ 1, 0 }, 1, &r), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroSweep(r));
		satShape* out = SENTINEL;
		CHECK_INT(satCloneShape(f, &out), SAT_ERR_BAD_HANDLE);
		CHECK(out == NULL);
	}
	CHECK(zeros.bytes[0] == 0 && junk.bytes[0] == 0xA5); // rejected handles are not written to
	satDestroyShape(foreign[0]); // not a shape: ignored, not freed (ASan would report a bad free)
	satDestroyShape(foreign[1]);
	// A destroyed shape: its memory is not reused yet (ASan's quarantine, or nothing allocated since).
	satShape* dead = makeBox(1, 1, 0, 0, 0);
	satDestroyShape(dead);
#ifdef TEST_HAS_ASAN
	// ASan forbids reading freed memory; let the tag check (the first word) read it and nothing else.
	__asan_unpoison_memory_region(dead, sizeof(uint32_t));
	CHECK(!satShape_IsValid(dead));
	__asan_poison_memory_region(dead, sizeof(uint32_t));
#else
	bool valid = satShape_IsValid(dead);
	CHECK(!valid);
	if (!valid) { // otherwise these calls would read or write freed memory
		satCollision c = staleCollision();
		CHECK_INT(satCollide(dead, good, (satVec2){ 0, 0 }, &c), SAT_ERR_BAD_HANDLE);
		CHECK(isZeroCollision(c));
		CHECK_INT(satShape_SetTransform(dead, 0, 0, 0), SAT_ERR_BAD_HANDLE);
		satDestroyShape(dead); // a second destroy is ignored
	}
#endif
	satDestroyShape(good);
}

// No stale output: a miss after a hit into the same result struct leaves all zeros.
static void caseNoStaleOutput(void)
{
	satShape* a = makePolygon(TRIANGLE, 6, 0, 0, 0);
	satShape* b = makeBox(2, 2, 2, 2, 0);
	satShape* far = makeBox(2, 2, 20, 20, 0);
	satCollision c;
	CHECK_INT(satCollide(a, b, (satVec2){ 1, 1 }, &c), SAT_OK);
	CHECK(c.intersect && c.willIntersect && vecLength(c.mtv) > 0);
	CHECK_INT(satCollide(a, far, (satVec2){ 1, 1 }, &c), SAT_OK);
	CHECK(isZeroCollision(c));
	CHECK_INT(satCollide(a, b, (satVec2){ 0, 0 }, &c), SAT_OK);
	CHECK(c.intersect);
	CHECK_INT(satCollide(a, b, (satVec2){ NAN, 0 }, &c), SAT_ERR_NOT_FINITE); // an error also writes zeros
	CHECK(isZeroCollision(c));
	satSweepResult r;
	CHECK_INT(satSweep(a, b, (satVec2){ 1, 0 }, 1, &r), SAT_OK);
	CHECK(r.hit && vecLength(r.mtv) > 0);
	CHECK_INT(satSweep(a, far, (satVec2){ 1, 0 }, 1, &r), SAT_OK);
	CHECK(isZeroSweep(r));
	CHECK_INT(satSweep(a, far, (satVec2){ 20, 20 }, 1, &r), SAT_OK); // a hit with t > 0 ...
	CHECK(r.hit && r.t > 0);
	CHECK_INT(satSweep(a, far, (satVec2){ -20, 20 }, 1, &r), SAT_OK); // ... then a miss
	CHECK(isZeroSweep(r));
	satInterval i;
	CHECK_INT(satProjectShape(a, (satVec2){ 1, 0 }, &i), SAT_OK);
	CHECK_INT(satProjectShape(a, (satVec2){ 0, 0 }, &i), SAT_ERR_BAD_AXIS);
	CHECK(i.min == 0 && i.max == 0);
	satDestroyShape(a);
	satDestroyShape(b);
	satDestroyShape(far);
}

const TestCase coreTests[] = {
	{ "error-strings", caseErrorStrings },
	{ "version", caseVersion },
	{ "null-pointers", caseNullPointers },
	{ "bad-query-arguments", caseBadQueryArguments },
	{ "bad-handles", caseBadHandles },
	{ "no-stale-output", caseNoStaleOutput },
};
const int coreTestCount = (int)(sizeof coreTests / sizeof coreTests[0]);
