// Checks for the native tests: count passes and failures, print file:line, the values and the context.
//
// API (stable; tests/main.c and every tests/test_*.c use only this):
//   A module file defines its cases and their count, declared below, e.g.
//       static void caseFoo(void) { CHECK_INT(satFoo(), SAT_OK); }
//       const TestCase sweepTests[] = { { "foo", caseFoo } };
//       const int sweepTestCount = (int)(sizeof sweepTests / sizeof sweepTests[0]);
//   Case names are short kebab-case; main runs each as "module/name" (`build/tests sweep/foo`).
//   CHECK(cond)                        passes when cond is true
//   CHECK_MSG(cond, fmt, ...)          the same, printing fmt (printf) on failure
//   CHECK_INT(actual, expected)        integers (and enums) equal
//   CHECK_NEAR(actual, expected, tol)  |actual - expected| <= tol, in double
//   CHECK_VEC(satVec2, ex, ey, tol)    both components within tol
//   CHECK_STR(actual, expected)        non-NULL and strcmp equal
//   checkContext(fmt, ...)             what failures print in [brackets]; main sets "module/name" per case
//   checkContextAppend(fmt, ...)       add to it (e.g. the kinds of a random pair)
// A failure prints "FAIL file:line [context] message" (the first TEST_MAX_FAILURES, default 200); a case
// passes when none of its checks fail.
#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "sat.h"

/// One test case: a name within its module and the function that runs its checks.
typedef struct TestCase {
	const char* name;
	void (*run)(void);
} TestCase;

/// Each module's cases (tests/test_MODULE.c).
extern const TestCase coreTests[], geometryTests[], overlapTests[], collideTests[], sweepTests[], worldTests[],
	manifoldTests[], raycastTests[], queryTests[], physicsTests[], regressionTests[], capsuleTests[], concaveTests[],
	moverTests[], tilesTests[], onewayTests[], eventsTests[], materialsTests[], bulletTests[], jointsTests[],
	snapshotTests[];
extern const int coreTestCount, geometryTestCount, overlapTestCount, collideTestCount, sweepTestCount, worldTestCount,
	manifoldTestCount, raycastTestCount, queryTestCount, physicsTestCount, regressionTestCount, capsuleTestCount,
	concaveTestCount, moverTestCount, tilesTestCount, onewayTestCount, eventsTestCount, materialsTestCount,
	bulletTestCount, jointsTestCount, snapshotTestCount;

/// Checks passed and failed so far (main turns them into per-case results).
extern long checksPassed, checksFailed;

#if defined(__GNUC__)
#define CHECK_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CHECK_PRINTF(f, a)
#endif

/// Count one check; on failure print file:line, the context and the message.
void checkReport(bool ok, const char* file, int line, const char* fmt, ...) CHECK_PRINTF(4, 5);

/// Set the context that failures print.
void checkContext(const char* fmt, ...) CHECK_PRINTF(1, 2);

/// Append to the context that failures print.
void checkContextAppend(const char* fmt, ...) CHECK_PRINTF(1, 2);

#define CHECK(cond) checkReport((cond), __FILE__, __LINE__, "%s", #cond)
#define CHECK_MSG(cond, ...) checkReport((cond), __FILE__, __LINE__, __VA_ARGS__)
#define CHECK_INT(actual, expected)                                                                                    \
	do {                                                                                                               \
		long long actual_ = (long long)(actual), expected_ = (long long)(expected);                                    \
		checkReport(actual_ == expected_, __FILE__, __LINE__, "%s == %s: got %lld, expected %lld", #actual, #expected, \
			actual_, expected_);                                                                                       \
	} while (0)
#define CHECK_NEAR(actual, expected, tol)                                                                              \
	do {                                                                                                               \
		double actual_ = (actual), expected_ = (expected), tol_ = (tol);                                               \
		checkReport(fabs(actual_ - expected_) <= tol_, __FILE__, __LINE__,                                             \
			"%s ~ %s: got %.9g, expected %.9g "                                                                        \
			"(tol %.3g)",                                                                                              \
			#actual, #expected, actual_, expected_, tol_);                                                             \
	} while (0)
#define CHECK_VEC(actual, ex, ey, tol)                                                                                 \
	do {                                                                                                               \
		satVec2 actual_ = (actual);                                                                                    \
		double ex_ = (ex), ey_ = (ey), tol_ = (tol);                                                                   \
		checkReport(fabs(actual_.x - ex_) <= tol_ && fabs(actual_.y - ey_) <= tol_, __FILE__, __LINE__,                \
			"%s ~ (%.9g, %.9g): got (%.9g, %.9g) (tol %.3g)", #actual, ex_, ey_, (double)actual_.x, (double)actual_.y, \
			tol_);                                                                                                     \
	} while (0)
#define CHECK_STR(actual, expected)                                                                                    \
	do {                                                                                                               \
		const char *actual_ = (actual), *expected_ = (expected);                                                       \
		checkReport(actual_ != NULL && strcmp(actual_, expected_) == 0, __FILE__, __LINE__,                            \
			"%s: got \"%s\", expected \"%s\"", #actual, actual_ ? actual_ : "(null)", expected_);                      \
	} while (0)

#endif
