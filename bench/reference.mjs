// The referee for pair counts: a plain double-precision SAT, written here from the textbook (edge normals of
// both polygons, separated only when some axis shows a gap > 0), over every pair whose boxes overlap.
import { PairBuffer } from './pairs.mjs';
import { MAX_VERTS } from './scene.mjs';

/** depth of the overlap of bodies i and j at positions xy (< 0: separated by -depth along some axis). */
export function satDepth(scene, xy, i, j, mtv) {
	const { verts, counts } = scene;
	let best = Infinity, bx = 0, by = 0;
	for (let side = 0; side < 2; side++) {
		const p = side === 0 ? i : j;
		const n = counts[p], base = p * MAX_VERTS * 2;
		for (let k = 0; k < n; k++) {
			const k1 = (k + 1) % n;
			let ax = verts[base + 2 * k1 + 1] - verts[base + 2 * k + 1];
			let ay = -(verts[base + 2 * k1] - verts[base + 2 * k]);
			const len = Math.hypot(ax, ay);
			ax /= len; ay /= len;
			const [minI, maxI] = project(scene, xy, i, ax, ay);
			const [minJ, maxJ] = project(scene, xy, j, ax, ay);
			const gap = Math.max(minI - maxJ, minJ - maxI);
			if (gap > 0) return -gap;
			// Push i out along +axis (maxJ - minI) or -axis (maxI - minJ), whichever is shorter.
			const plus = maxJ - minI, minus = maxI - minJ;
			const d = Math.min(plus, minus);
			if (d < best) { best = d; bx = plus <= minus ? ax : -ax; by = plus <= minus ? ay : -ay; }
		}
	}
	if (mtv) { mtv[0] = bx * best; mtv[1] = by * best; }
	return best;
}

function project(scene, xy, p, ax, ay) {
	const n = scene.counts[p], base = p * MAX_VERTS * 2;
	const x = xy[2 * p], y = xy[2 * p + 1];
	let lo = Infinity, hi = -Infinity;
	for (let k = 0; k < n; k++) {
		const d = (x + scene.verts[base + 2 * k]) * ax + (y + scene.verts[base + 2 * k + 1]) * ay;
		if (d < lo) lo = d;
		if (d > hi) hi = d;
	}
	return [lo, hi];
}

/**
 * Every overlapping pair at positions xy (every body's position; touching counts) with its MTV and depth,
 * except pairs of two statics (bodies scene.movers .. n-1). Candidates come from a sort-and-sweep on x,
 * independent of the contenders' grids.
 */
export function referencePairs(scene, xy) {
	const { n, movers, localAabb: l } = scene;
	const minX = new Float64Array(n);
	for (let i = 0; i < n; i++) minX[i] = xy[2 * i] + l[4 * i];
	const order = Int32Array.from({ length: n }, (_, i) => i).sort((i, j) => minX[i] - minX[j] || i - j);
	const out = new PairBuffer(n);
	const depth = [];
	const mtv = [0, 0];
	for (let p = 0; p < n; p++) {
		const i = order[p];
		const maxX = xy[2 * i] + l[4 * i + 2], minY = xy[2 * i + 1] + l[4 * i + 1], maxY = xy[2 * i + 1] + l[4 * i + 3];
		const iStatic = i >= movers;
		for (let q = p + 1; q < n; q++) {
			const j = order[q];
			if (minX[j] > maxX) break;
			if (iStatic && j >= movers) continue;
			if (xy[2 * j + 1] + l[4 * j + 1] > maxY || xy[2 * j + 1] + l[4 * j + 3] < minY) continue;
			const a = Math.min(i, j), b = Math.max(i, j);
			const d = satDepth(scene, xy, a, b, mtv);
			if (d >= 0) { out.push(a, b, mtv[0], mtv[1]); depth.push(d); }
		}
	}
	return { out, depth };
}

/** Key of an unordered pair of body indices. */
export const pairKey = (i, j) => (i < j ? i * 4194304 + j : j * 4194304 + i);
