// Runs the native test cases: all of them, or with an argument only those whose "module/case" name
// contains it; --list prints the names. Closes with the check totals and then the case totals
// "N passed, M failed", the line tools/suite.sh counts.
#include <stdio.h>
#include <string.h>

#include "check.h"

typedef struct Module {
	const char* name;
	const TestCase* cases;
	const int* count;
} Module;

static const Module MODULES[] = {
	{ "core", coreTests, &coreTestCount },
	{ "geometry", geometryTests, &geometryTestCount },
	{ "overlap", overlapTests, &overlapTestCount },
	{ "collide", collideTests, &collideTestCount },
	{ "sweep", sweepTests, &sweepTestCount },
	{ "world", worldTests, &worldTestCount },
	{ "manifold", manifoldTests, &manifoldTestCount },
	{ "raycast", raycastTests, &raycastTestCount },
	{ "query", queryTests, &queryTestCount },
	{ "concave", concaveTests, &concaveTestCount },
	{ "physics", physicsTests, &physicsTestCount },
	{ "capsule", capsuleTests, &capsuleTestCount },
	{ "tiles", tilesTests, &tilesTestCount },
	{ "regressions", regressionTests, &regressionTestCount },
	{ "mover", moverTests, &moverTestCount },
	{ "oneway", onewayTests, &onewayTestCount },
	{ "events", eventsTests, &eventsTestCount },
	{ "materials", materialsTests, &materialsTestCount },
	{ "bullet", bulletTests, &bulletTestCount },
	{ "joints", jointsTests, &jointsTestCount },
	{ "snapshot", snapshotTests, &snapshotTestCount },
};

int main(int argc, char** argv)
{
	bool list = false;
	const char* filter = "";
	for (int i = 1; i < argc; ++i) {
		if (strcmp(argv[i], "--list") == 0)
			list = true;
		else
			filter = argv[i];
	}
	int casesPassed = 0, casesFailed = 0;
	for (size_t m = 0; m < sizeof MODULES / sizeof MODULES[0]; ++m) {
		for (int i = 0; i < *MODULES[m].count; ++i) {
			const TestCase* c = &MODULES[m].cases[i];
			char name[128];
			snprintf(name, sizeof name, "%s/%s", MODULES[m].name, c->name);
			if (strstr(name, filter) == NULL) continue;
			if (list) {
				puts(name);
				continue;
			}
			long passedBefore = checksPassed, failedBefore = checksFailed;
			checkContext("%s", name);
			c->run();
			if (checksFailed == failedBefore) {
				++casesPassed;
			} else {
				++casesFailed;
				printf("FAILED %s: %ld of %ld checks failed\n", name, checksFailed - failedBefore,
					checksFailed - failedBefore + checksPassed - passedBefore);
			}
		}
	}
	if (list) return 0;
	if (casesPassed + casesFailed == 0) {
		fprintf(stderr, "no test case name contains \"%s\" (--list shows them)\n", filter);
		return 2;
	}
	printf("checks: %ld passed, %ld failed\n", checksPassed, checksFailed);
	printf("%d passed, %d failed\n", casesPassed, casesFailed);
	return casesFailed > 0 ? 1 : 0;
}
