// The seeded scenes every contender runs: `uniform`, N random convex polygons bouncing in a square box, and
// `level`, D such movers over a tilemap of static square tiles and a few long thin static walls.
// Everything a contender sees is float32 (vertices and per-frame positions), so all of them, the native
// build included, get bit-identical inputs; the motion itself runs in double, which C reproduces exactly.
//
// A scene holds n bodies: movers 0 .. movers-1, then statics movers .. n-1 (none in the uniform scene).
// counts, verts, radius and localAabb cover every body; pos holds every body's start position (statics
// never move, and their positions are float32 values); vel holds the movers' velocities only.

import { convexAngles, mulberry32 } from '../web/demo/scene.js';

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
	return { kind: 'uniform', n, movers: n, statics: 0, seed, side, counts, verts, radius,
		maxRadius: Math.max(...radius), localAabb, pos, vel };
}

/** Vertices of a random convex mover (3-8 vertices, circumradius 4-12) into body i of the arrays. */
function randomMover(rand, i, counts, verts, radius, localAabb, angles) {
	const count = 3 + Math.floor(rand() * 6);
	const r = 4 + rand() * 8;
	convexAngles(rand, count, angles);
	const pts = [];
	for (let k = 0; k < count; k++) pts.push(r * Math.cos(angles[k]), r * Math.sin(angles[k]));
	setBody(i, pts, counts, verts, radius, localAabb);
	radius[i] = r; // as makeScene: the circle the vertices were drawn on
}

/** Body i's local vertices (rounded to float32), count, bounding box and circumradius from flat pts. */
function setBody(i, pts, counts, verts, radius, localAabb) {
	let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity, r = 0;
	counts[i] = pts.length / 2;
	for (let k = 0; k < pts.length; k += 2) {
		const x = Math.fround(pts[k]), y = Math.fround(pts[k + 1]);
		verts[i * MAX_VERTS * 2 + k] = x;
		verts[i * MAX_VERTS * 2 + k + 1] = y;
		minX = Math.min(minX, x); minY = Math.min(minY, y);
		maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
		r = Math.max(r, Math.hypot(x, y));
	}
	localAabb.set([minX, minY, maxX, maxY], i * 4);
	radius[i] = r;
}

/** The level scene's fixed parameters (bench/README.md describes them). */
export const LEVEL = {
	tile: 16,        // tile side
	cells: 183,      // the map is cells x cells tiles' worth: side 2928
	tiles: 20000,    // tiles placed (59.7% of the 33489 cells)
	walls: 6,        // long thin static walls
	wallLength: [400, 1500],
	wallThickness: [2, 6],
	noiseScales: [[24, 1], [9, 0.5], [4, 0.25]], // value-noise octaves: lattice spacing in cells, amplitude
};

/** Smooth seeded value noise over a cells x cells grid: the sum of bilinearly interpolated random lattices. */
function valueNoise(rand, cells, octaves) {
	const out = new Float64Array(cells * cells);
	for (const [spacing, amplitude] of octaves) {
		const m = Math.ceil(cells / spacing) + 2;
		const lattice = new Float64Array(m * m);
		for (let k = 0; k < lattice.length; k++) lattice[k] = rand();
		for (let cy = 0; cy < cells; cy++) {
			const fy = cy / spacing, y0 = Math.floor(fy), ty = fy - y0, sy = ty * ty * (3 - 2 * ty);
			for (let cx = 0; cx < cells; cx++) {
				const fx = cx / spacing, x0 = Math.floor(fx), tx = fx - x0, sx = tx * tx * (3 - 2 * tx);
				const a = lattice[y0 * m + x0], b = lattice[y0 * m + x0 + 1];
				const c = lattice[(y0 + 1) * m + x0], d = lattice[(y0 + 1) * m + x0 + 1];
				out[cy * cells + cx] += amplitude * ((a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy);
			}
		}
	}
	return out;
}

/**
 * The level scene: d movers as in makeScene (3-8 vertices, circumradius 4-12, up to 2 units per frame,
 * bouncing in the map's square) over a static tilemap. The map is LEVEL.cells x LEVEL.cells cells of
 * LEVEL.tile units; the LEVEL.tiles cells with the highest value noise (three octaves, so the solid part
 * forms blobs and corridors like a cave level, not salt) each hold a static square tile, and LEVEL.walls
 * long thin walls (4-vertex polygons, length and thickness drawn from LEVEL's ranges, random angle, centre
 * anywhere in the map) cross it. The tilemap and walls depend only on the seed, not on d.
 * Bodies: movers 0 .. d-1, tiles d .. d+tiles-1 (row by row), walls after them.
 */
export function makeLevel(d, seed = 4242) {
	const { tile, cells, tiles, walls } = LEVEL;
	const side = tile * cells;
	const mapRand = mulberry32(seed);
	const noise = valueNoise(mapRand, cells, LEVEL.noiseScales);
	// The `tiles` cells of highest noise (ties, if any, broken by cell index), then back in row order.
	const order = Array.from({ length: cells * cells }, (_, c) => c).sort((p, q) => noise[q] - noise[p] || p - q);
	const solid = order.slice(0, tiles).sort((p, q) => p - q);

	const n = d + tiles + walls;
	const counts = new Int32Array(n);
	const verts = new Float32Array(n * MAX_VERTS * 2);
	const radius = new Float32Array(n);
	const localAabb = new Float32Array(n * 4);
	const pos = new Float64Array(n * 2);
	const vel = new Float64Array(d * 2);
	const h = tile / 2;
	for (let t = 0; t < tiles; t++) {
		const i = d + t, c = solid[t];
		setBody(i, [-h, -h, h, -h, h, h, -h, h], counts, verts, radius, localAabb);
		pos[2 * i] = (c % cells) * tile + h;
		pos[2 * i + 1] = Math.floor(c / cells) * tile + h;
	}
	for (let w = 0; w < walls; w++) {
		const i = d + tiles + w;
		const [l0, l1] = LEVEL.wallLength, [t0, t1] = LEVEL.wallThickness;
		const hl = (l0 + mapRand() * (l1 - l0)) / 2, ht = (t0 + mapRand() * (t1 - t0)) / 2;
		const angle = mapRand() * Math.PI, c = Math.cos(angle), s = Math.sin(angle);
		const pts = [];
		for (const [x, y] of [[-hl, -ht], [hl, -ht], [hl, ht], [-hl, ht]]) pts.push(x * c - y * s, x * s + y * c);
		setBody(i, pts, counts, verts, radius, localAabb);
		pos[2 * i] = Math.fround(mapRand() * side);
		pos[2 * i + 1] = Math.fround(mapRand() * side);
	}

	const rand = mulberry32(seed ^ Math.imul(d, 0x9e3779b1));
	const angles = new Float64Array(MAX_VERTS);
	for (let i = 0; i < d; i++) {
		randomMover(rand, i, counts, verts, radius, localAabb, angles);
		pos[2 * i] = rand() * side;
		pos[2 * i + 1] = rand() * side;
		const speed = rand() * 2;
		const dir = rand() * 2 * Math.PI;
		vel[2 * i] = speed * Math.cos(dir);
		vel[2 * i + 1] = speed * Math.sin(dir);
	}
	let maxRadius = 0;
	for (let i = 0; i < d; i++) maxRadius = Math.max(maxRadius, radius[i]);
	return { kind: 'level', n, movers: d, statics: tiles + walls, tiles, walls, tileSize: tile, seed, side, counts,
		verts, radius, maxRadius, localAabb, pos, vel };
}

/** Every body's position for one frame: the movers' from moverXY (2 * movers floats), the statics' fixed. */
export function allPositions(scene, moverXY) {
	if (scene.movers === scene.n) return moverXY;
	const xy = Float32Array.from(scene.pos);
	xy.set(moverXY);
	return xy;
}

/** Local vertices of body i as a flat Float32Array [x0, y0, x1, y1, ...]. */
export function bodyPoints(scene, i) {
	const base = i * MAX_VERTS * 2;
	return scene.verts.slice(base, base + scene.counts[i] * 2);
}

/** Move every mover one frame, reflecting its velocity when its centre leaves [0, side] (in double). */
export function advance(scene) {
	const { pos, vel, side } = scene;
	for (let k = 0; k < vel.length; k++) {
		let p = pos[k] + vel[k];
		if (p < 0) { p = -p; vel[k] = -vel[k]; }
		else if (p > side) { p = side + side - p; vel[k] = -vel[k]; }
		pos[k] = p;
	}
}

/**
 * The movers' positions for `frames` frames from a fresh copy of the scene's start: frame f is the start
 * moved f + 1 times, rounded to float32. Returns an array of Float32Array(2 * movers) (x0, y0, x1, y1, ...).
 */
export function makeFrames(scene, frames) {
	const s = { ...scene, pos: scene.pos.slice(0, 2 * scene.movers), vel: scene.vel.slice() };
	const out = [];
	for (let f = 0; f < frames; f++) {
		advance(s);
		out.push(Float32Array.from(s.pos));
	}
	return out;
}

/**
 * The scene as a little-endian binary file for bench/native.c:
 * int32 n, int32 MAX_VERTS, float64 side, int32 movers, int32 0, int32 counts[n],
 * float32 verts[n * MAX_VERTS * 2], float64 pos[2n], float64 vel[2 * movers].
 * Bodies movers .. n-1 are static (none in the uniform scene).
 */
export function sceneToBinary(scene) {
	const { n, movers } = scene;
	const size = 24 + n * 4 + n * MAX_VERTS * 8 + n * 16 + movers * 16;
	const buf = new ArrayBuffer(size);
	const dv = new DataView(buf);
	dv.setInt32(0, n, true);
	dv.setInt32(4, MAX_VERTS, true);
	dv.setFloat64(8, scene.side, true);
	dv.setInt32(16, movers, true);
	dv.setInt32(20, 0, true);
	let o = 24;
	for (let i = 0; i < n; i++, o += 4) dv.setInt32(o, scene.counts[i], true);
	for (let k = 0; k < scene.verts.length; k++, o += 4) dv.setFloat32(o, scene.verts[k], true);
	for (let k = 0; k < 2 * n; k++, o += 8) dv.setFloat64(o, scene.pos[k], true);
	for (let k = 0; k < 2 * movers; k++, o += 8) dv.setFloat64(o, scene.vel[k], true);
	return new Uint8Array(buf);
}
