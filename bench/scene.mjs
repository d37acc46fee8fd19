// The seeded scene every contender runs: N random convex polygons bouncing in a square box.
// Everything a contender sees is float32 (vertices and per-frame positions), so all of them, the native
// build included, get bit-identical inputs; the motion itself runs in double, which C reproduces exactly.

import { convexAngles, mulberry32 } from '../web/scene.js';

export { mulberry32 };

export const MAX_VERTS = 8;

/**
 * Make a scene of n bodies: convex polygons of 3-8 vertices on a circle of radius 4-12 (sorted random
 * angles, counter-clockwise), centres uniform in [0, side]^2 with side = sqrt(n) * 25, velocities of up to
 * 2 units per frame in random directions.
 */
export function makeScene(n, seed = 12345) {
	const rand = mulberry32(seed ^ Math.imul(n, 0x9e3779b1));
	const side = Math.sqrt(n) * 25;
	const counts = new Int32Array(n);
	const verts = new Float32Array(n * MAX_VERTS * 2); // local x, y; unused slots stay 0
	const radius = new Float32Array(n);                 // circumradius
	const localAabb = new Float32Array(n * 4);          // minX, minY, maxX, maxY of the local vertices
	const pos = new Float64Array(n * 2);
	const vel = new Float64Array(n * 2);
	const angles = new Float64Array(MAX_VERTS);
	for (let i = 0; i < n; i++) {
		const count = 3 + Math.floor(rand() * 6);
		const r = 4 + rand() * 8;
		convexAngles(rand, count, angles);
		counts[i] = count;
		radius[i] = r;
		let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
		for (let k = 0; k < count; k++) {
			const x = Math.fround(r * Math.cos(angles[k]));
			const y = Math.fround(r * Math.sin(angles[k]));
			verts[(i * MAX_VERTS + k) * 2] = x;
			verts[(i * MAX_VERTS + k) * 2 + 1] = y;
			minX = Math.min(minX, x); minY = Math.min(minY, y);
			maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
		}
		localAabb.set([minX, minY, maxX, maxY], i * 4);
		pos[2 * i] = rand() * side;
		pos[2 * i + 1] = rand() * side;
		const speed = rand() * 2;
		const dir = rand() * 2 * Math.PI;
		vel[2 * i] = speed * Math.cos(dir);
		vel[2 * i + 1] = speed * Math.sin(dir);
	}
	return { n, seed, side, counts, verts, radius, maxRadius: Math.max(...radius), localAabb, pos, vel };
}

/** Local vertices of body i as a flat Float32Array [x0, y0, x1, y1, ...]. */
export function bodyPoints(scene, i) {
	const base = i * MAX_VERTS * 2;
	return scene.verts.slice(base, base + scene.counts[i] * 2);
}

/** Move every body one frame, reflecting its velocity when its centre leaves [0, side] (in double). */
export function advance(scene) {
	const { pos, vel, side } = scene;
	for (let k = 0; k < pos.length; k++) {
		let p = pos[k] + vel[k];
		if (p < 0) { p = -p; vel[k] = -vel[k]; }
		else if (p > side) { p = side + side - p; vel[k] = -vel[k]; }
		pos[k] = p;
	}
}

/**
 * Positions for `frames` frames from a fresh copy of the scene's start: frame f is the start moved f + 1
 * times, rounded to float32. Returns an array of Float32Array(2n) (x0, y0, x1, y1, ...).
 */
export function makeFrames(scene, frames) {
	const s = { ...scene, pos: scene.pos.slice(), vel: scene.vel.slice() };
	const out = [];
	for (let f = 0; f < frames; f++) {
		advance(s);
		out.push(Float32Array.from(s.pos));
	}
	return out;
}

/**
 * The scene as a little-endian binary file for bench/native.c:
 * int32 n, int32 MAX_VERTS, float64 side, int32 counts[n], float32 verts[n * MAX_VERTS * 2],
 * float64 pos[2n], float64 vel[2n].
 */
export function sceneToBinary(scene) {
	const { n } = scene;
	const size = 16 + n * 4 + n * MAX_VERTS * 8 + n * 32;
	const buf = new ArrayBuffer(size);
	const dv = new DataView(buf);
	dv.setInt32(0, n, true);
	dv.setInt32(4, MAX_VERTS, true);
	dv.setFloat64(8, scene.side, true);
	let o = 16;
	for (let i = 0; i < n; i++, o += 4) dv.setInt32(o, scene.counts[i], true);
	for (let k = 0; k < scene.verts.length; k++, o += 4) dv.setFloat32(o, scene.verts[k], true);
	for (let k = 0; k < 2 * n; k++, o += 8) dv.setFloat64(o, scene.pos[k], true);
	for (let k = 0; k < 2 * n; k++, o += 8) dv.setFloat64(o, scene.vel[k], true);
	return new Uint8Array(buf);
}
