// Why the world's broad phase is a uniform grid: on the benchmark's scene and on one with widely different
// sizes, the grid world's whole step is timed against a sort-and-sweep on x (insertion sort, cheap for
// coherent motion, then a sweep with a y test) followed by the same narrow phase (satCollide on each box
// pair), and against that sort-and-sweep's broad phase alone. Prints a Markdown table.
// Usage: broadphase [frames]
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "sat.h"

static uint32_t state = 2463534242u;
static float unit(void)
{
	state ^= state << 13;
	state ^= state >> 17;
	state ^= state << 5;
	return (float)(state >> 8) * 0x1p-24f;
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

static int compareDoubles(const void* a, const void* b)
{
	double x = *(const double*)a, y = *(const double*)b;
	return (x > y) - (x < y);
}

typedef struct Box {
	float minX, minY, maxX, maxY;
	int id;
} Box;

// Sort-and-sweep on x: boxes stay sorted between frames (insertion sort), then each box is compared with
// the following boxes until their minX passes its maxX. Writes the overlapping box pairs (touching counts)
// into pairs (up to capacity, two ids each) and returns how many there are.
static long sweepAndPrune(Box* boxes, int n, int* pairs, long capacity)
{
	for (int i = 1; i < n; ++i) {
		Box b = boxes[i];
		int j = i - 1;
		while (j >= 0 && boxes[j].minX > b.minX) {
			boxes[j + 1] = boxes[j];
			--j;
		}
		boxes[j + 1] = b;
	}
	long count = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = i + 1; j < n && boxes[j].minX <= boxes[i].maxX; ++j) {
			if (boxes[j].minY > boxes[i].maxY || boxes[i].minY > boxes[j].maxY) continue;
			if (count < capacity) {
				pairs[2 * count] = boxes[i].id;
				pairs[2 * count + 1] = boxes[j].id;
			}
			++count;
		}
	}
	return count;
}

// One scene: n polygons of radius 4-12 (plus `huge` bodies 40x larger when mixed), moving up to 2 units
// per frame in a square of side sqrt(n) * 25.
static void run(const char* name, int n, int huge, int frames)
{
	float side = sqrtf((float)n) * 25.0f;
	satWorld* world;
	satCreateWorld(NULL, &world);
	float* xy = malloc(sizeof(float) * 2 * (size_t)n);
	float* v = malloc(sizeof(float) * 2 * (size_t)n);
	float* radius = malloc(sizeof(float) * (size_t)n);
	Box* boxes = malloc(sizeof(Box) * (size_t)n);
	satShape** shapes = malloc(sizeof(satShape*) * (size_t)n);
	long capacity = 64L * n;
	int* boxPairs = malloc(sizeof(int) * 2 * (size_t)capacity);
	for (int i = 0; i < n; ++i) {
		int count = 3 + (int)(unit() * 6);
		float r = (i < huge ? 40.0f : 1.0f) * (4.0f + unit() * 8.0f), angles[8], pts[16];
		for (int k = 0; k < count; ++k) angles[k] = unit() * 6.2831853f;
		for (int k = 1; k < count; ++k)
			for (int m = k; m > 0 && angles[m - 1] > angles[m]; --m) {
				float t = angles[m];
				angles[m] = angles[m - 1];
				angles[m - 1] = t;
			}
		for (int k = 0; k < count; ++k) {
			pts[2 * k] = r * cosf(angles[k]);
			pts[2 * k + 1] = r * sinf(angles[k]);
		}
		satShape* s;
		if (satCreatePolygon(pts, 2 * count, &s) != SAT_OK) satCreateBox(r, r, &s);
		xy[2 * i] = unit() * side;
		xy[2 * i + 1] = unit() * side;
		float a = unit() * 6.2831853f, speed = 2.0f * unit();
		v[2 * i] = speed * cosf(a);
		v[2 * i + 1] = speed * sinf(a);
		radius[i] = r;
		int id;
		satWorld_AddBody(world, s, xy[2 * i], xy[2 * i + 1], 0.0f, &id);
		shapes[i] = s;
		boxes[i] = (Box){ 0, 0, 0, 0, i };
	}
	double* gridMs = malloc(sizeof(double) * (size_t)frames);
	double* sapMs = malloc(sizeof(double) * (size_t)frames);
	double* sapWholeMs = malloc(sizeof(double) * (size_t)frames);
	long gridPairs = 0, sapBoxPairs = 0, sapPairs = 0;
	for (int f = 0; f < frames; ++f) {
		for (int i = 0; i < 2 * n; ++i) {
			xy[i] += v[i];
			if (xy[i] < 0.0f || xy[i] > side) v[i] = -v[i];
		}
		double t0 = now();
		satWorld_SetPositions(world, xy, n);
		int count;
		satWorld_Collide(world, &count);
		gridMs[f] = now() - t0;
		gridPairs = count;
		t0 = now();
		for (int k = 0; k < n; ++k) { // the bounding circle's box, as cheap as the world's own boxes
			int i = boxes[k].id;
			boxes[k].minX = xy[2 * i] - radius[i];
			boxes[k].maxX = xy[2 * i] + radius[i];
			boxes[k].minY = xy[2 * i + 1] - radius[i];
			boxes[k].maxY = xy[2 * i + 1] + radius[i];
		}
		sapBoxPairs = sweepAndPrune(boxes, n, boxPairs, capacity);
		sapMs[f] = now() - t0;
		sapPairs = 0;
		for (int i = 0; i < n; ++i) satShape_SetTransform(shapes[i], xy[2 * i], xy[2 * i + 1], 0.0f);
		for (long k = 0; k < sapBoxPairs && k < capacity; ++k) {
			satCollision c;
			satCollide(shapes[boxPairs[2 * k]], shapes[boxPairs[2 * k + 1]], (satVec2){ 0.0f, 0.0f }, &c);
			sapPairs += c.intersect;
		}
		sapWholeMs[f] = now() - t0;
	}
	qsort(gridMs, (size_t)frames, sizeof(double), compareDoubles);
	qsort(sapMs, (size_t)frames, sizeof(double), compareDoubles);
	qsort(sapWholeMs, (size_t)frames, sizeof(double), compareDoubles);
	printf("| %s | %d | %.3f (%ld pairs) | %.3f (%ld pairs) | %.3f (%ld box pairs) | %.2f |\n", name, n,
		gridMs[frames / 2], gridPairs, sapWholeMs[frames / 2], sapPairs, sapMs[frames / 2], sapBoxPairs,
		sapWholeMs[frames / 2] / gridMs[frames / 2]);
	satDestroyWorld(world);
	for (int i = 0; i < n; ++i) satDestroyShape(shapes[i]);
	free(xy);
	free(v);
	free(radius);
	free(boxes);
	free(shapes);
	free(boxPairs);
	free(gridMs);
	free(sapMs);
	free(sapWholeMs);
}

int main(int argc, char** argv)
{
	int frames = argc > 1 ? atoi(argv[1]) : 60;
	printf("| scene | bodies | grid world: ms per step | sort-and-sweep + same narrow phase: ms | sort-and-sweep broad "
		   "phase alone: ms | sort-and-sweep / grid |\n");
	printf("| --- | --- | --- | --- | --- | --- |\n");
	run("uniform (bench scene)", 10000, 0, frames);
	run("uniform (bench scene)", 20000, 0, frames);
	run("mixed: 1% of bodies 40x larger", 10000, 100, frames);
	return 0;
}
