// The random scene shared by the demo's stress scene (web/demo/stress.js) and the benchmarks (bench/scene.mjs):
// a seeded generator and random convex polygons of the benchmark's kind.

/** mulberry32: a seeded 32-bit PRNG; returns a function giving floats in [0, 1). */
export function mulberry32(seed) {
	let a = seed >>> 0;
	return function next() {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/**
 * Sorted vertex angles of a random convex polygon with `count` vertices on a circle: redrawn until every gap
 * between neighbouring angles is at least 0.2 rad and below pi, so the polygon has no welded vertices, no
 * slivers, and contains the circle's centre. Fills and returns the first `count` entries of `angles`.
 * @param {() => number} rand
 * @param {number} count
 * @param {Float64Array} angles at least `count` long
 * @returns {Float64Array} the sorted angles (a view of `angles`)
 */
export function convexAngles(rand, count, angles) {
	for (;;) {
		for (let k = 0; k < count; k++) angles[k] = rand() * 2 * Math.PI;
		const a = angles.subarray(0, count).sort();
		let ok = true;
		for (let k = 0; k < count && ok; k++) {
			const gap = k + 1 < count ? a[k + 1] - a[k] : a[0] + 2 * Math.PI - a[k];
			ok = gap >= 0.2 && gap < Math.PI;
		}
		if (ok) return a;
	}
}
