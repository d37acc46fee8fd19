// The native side of `make bench`: the sat-wasm world compiled natively (-O3, SSE2 on x86) on the scene that
// bench/scene.mjs wrote (bench/contenders/native.mjs runs it). The motion is the same double arithmetic as
// scene.mjs's advance(), so every frame's float positions are bit-identical to the JS contenders'.
// Bodies 0 .. movers-1 move; the rest (the level scene's tiles and walls) are added after them, marked
// static, and never passed to satWorld_SetPositions.
//
// Usage: bench_native scene.bin, then commands on stdin (see main); it prints "ready <setup ms>" first.
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "sat.h"

static double nowMs(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static void fail(const char* what)
{
	fprintf(stderr, "bench_native: %s\n", what);
	exit(1);
}

static void check(satError e, const char* what)
{
	if (e != SAT_OK) {
		fprintf(stderr, "bench_native: %s: %s\n", what, satErrorString(e));
		exit(1);
	}
}

static void readAll(FILE* f, void* p, size_t size, size_t count)
{
	if (fread(p, size, count, f) != count) fail("scene file is truncated");
}

// scene.mjs's advance(): reflect the velocity when a centre leaves [0, side].
static void advance(double* pos, double* vel, int count, double side)
{
	for (int k = 0; k < count; k++) {
		double p = pos[k] + vel[k];
		if (p < 0) {
			p = -p;
			vel[k] = -vel[k];
		} else if (p > side) {
			p = side + side - p;
			vel[k] = -vel[k];
		}
		pos[k] = p;
	}
}

int main(int argc, char** argv)
{
	if (argc != 2) fail("usage: bench_native scene.bin (then \"run K\" lines on stdin)");

	// The file layout is sceneToBinary's: int32 n, int32 maxVerts, float64 side, int32 movers, int32 0, then
	// the arrays (little-endian): counts[n], verts[n * maxVerts * 2], pos[2n], vel[2 * movers].
	FILE* f = fopen(argv[1], "rb");
	if (f == NULL) fail("cannot open the scene file");
	int32_t n, maxVerts, movers, reserved;
	double side;
	readAll(f, &n, sizeof n, 1);
	readAll(f, &maxVerts, sizeof maxVerts, 1);
	readAll(f, &side, sizeof side, 1);
	readAll(f, &movers, sizeof movers, 1);
	readAll(f, &reserved, sizeof reserved, 1);
	if (n < 1 || maxVerts < 3 || maxVerts > SAT_MAX_POLYGON_VERTICES || movers < 1 || movers > n || reserved != 0) {
		fail("bad scene header");
	}
	int32_t* counts = malloc(sizeof *counts * (size_t)n);
	float* verts = malloc(sizeof *verts * (size_t)n * (size_t)maxVerts * 2);
	double* pos = malloc(sizeof *pos * (size_t)n * 2);
	double* vel = malloc(sizeof *vel * (size_t)movers * 2);
	float* xy = malloc(sizeof *xy * (size_t)movers * 2);
	if (!counts || !verts || !pos || !vel || !xy) fail("out of memory");
	readAll(f, counts, sizeof *counts, (size_t)n);
	readAll(f, verts, sizeof *verts, (size_t)n * (size_t)maxVerts * 2);
	readAll(f, pos, sizeof *pos, (size_t)n * 2);
	readAll(f, vel, sizeof *vel, (size_t)movers * 2);
	fclose(f);

	double t0 = nowMs();
	satWorldDef def = { .capacity = n };
	satWorld* world;
	check(satCreateWorld(&def, &world), "satCreateWorld");
	for (int i = 0; i < n; i++) {
		if (counts[i] < 3 || counts[i] > maxVerts) fail("bad vertex count");
		satShape* shape;
		check(satCreatePolygon(verts + (size_t)i * (size_t)maxVerts * 2, counts[i] * 2, &shape), "satCreatePolygon");
		int id;
		check(satWorld_AddBody(world, shape, (float)pos[2 * i], (float)pos[2 * i + 1], 0, &id), "satWorld_AddBody");
		if (id != i) fail("unexpected body id");
		satDestroyShape(shape);
		if (i >= movers) check(satWorld_SetStatic(world, id, true), "satWorld_SetStatic");
	}
	double setupMs = nowMs() - t0;

	// Commands on stdin, one per line, so the runner can interleave this contender's frames with the others':
	// "run K" moves the bodies and collides K more frames, then prints "times" (ms per frame) and "counts"
	// (pairs per frame) lines and "end"; the very first frame also prints its pairs. EOF or "quit" ends.
	printf("ready %.3f\n", setupMs);
	fflush(stdout);
	double* times = NULL;
	int* pairCounts = NULL;
	int capacity = 0, frame = 0;
	char line[64];
	while (fgets(line, sizeof line, stdin) != NULL) {
		int k;
		if (sscanf(line, "run %d", &k) != 1 || k < 1) break;
		if (k > capacity) {
			capacity = k;
			times = realloc(times, sizeof *times * (size_t)k);
			pairCounts = realloc(pairCounts, sizeof *pairCounts * (size_t)k);
			if (!times || !pairCounts) fail("out of memory");
		}
		for (int r = 0; r < k; r++, frame++) {
			advance(pos, vel, 2 * movers, side);
			for (int c = 0; c < 2 * movers; c++) xy[c] = (float)pos[c];
			double start = nowMs();
			int pairs;
			check(satWorld_SetPositions(world, xy, movers), "satWorld_SetPositions");
			check(satWorld_Collide(world, &pairs), "satWorld_Collide");
			times[r] = nowMs() - start;
			pairCounts[r] = pairs;
			if (frame == 0) {
				const int *a = satWorld_GetPairA(world), *b = satWorld_GetPairB(world);
				const float *mx = satWorld_GetPairMtvX(world), *my = satWorld_GetPairMtvY(world);
				for (int p = 0; p < pairs; p++)
					printf("pair %d %d %.9g %.9g\n", a[p], b[p], (double)mx[p], (double)my[p]);
			}
		}
		printf("times");
		for (int r = 0; r < k; r++) printf(" %.6f", times[r]);
		printf("\ncounts");
		for (int r = 0; r < k; r++) printf(" %d", pairCounts[r]);
		printf("\nend\n");
		fflush(stdout);
	}

	satDestroyWorld(world);
	free(counts);
	free(verts);
	free(pos);
	free(vel);
	free(xy);
	free(pairCounts);
	free(times);
	return 0;
}
