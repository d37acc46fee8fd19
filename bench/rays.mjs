// The rays scene: segment casts against a world of static convex polygons, sat-wasm's world.raycast against
// Rapier 2D's and detect-collisions' ray casts, every answer checked against a double-precision brute force.
// Run by bench/run.mjs (`--scene rays [N ...] [--rays R]`, and in the default run).
//
// Scene (makeRayScene, seeded): N static polygons, the uniform scene's (bench/scene.mjs makeScene: 3-8
// vertices on a circle of radius 4-12) with its centres spread SPREAD times further apart (a square of side
// sqrt(N) * 25 * SPREAD), and R rays of length 50-400 in random directions. Every tenth ray starts inside a
// body (a random point of a random body, strictly inside); the others start anywhere in the square. Every
// coordinate is a float32 value, so every contender gets the same inputs.
//
// Timing: each contender first casts every ray once (the answers that are checked), and again, untimed, until
// it has made WARM_CASTS casts (its warm-up); then it casts the rays in batches of BATCH, each batch timed on its
// own, in ROUNDS rounds interleaved between the contenders (as bench/run.mjs does for the other scenes), with
// garbage collection forced between blocks, not inside them. Each contender casts the whole set of rays a whole
// number of times (between MIN_PASSES and MAX_PASSES, fewer when a pass takes long). The figure is the median
// over the batches of (batch time / BATCH): microseconds per ray.
//
// A contender module (bench/contenders/rays/*.mjs) exports name, settings (a line saying how it is set up),
// optionally unavailable() -> reason or null, setup(scene), cast(rays, from, to, out) (casts rays from .. to - 1
// and writes out.hit[i] (1 or 0), out.fraction[i] (of the way from p0 to p1) and out.id[i] (the body's index in
// the scene, -1 on a miss)) and teardown(); optionally detail(rays, r) -> { x, y, normalX, normalY } (ray r's hit
// point and normal, checked against the reference after the timing).
import v8 from 'node:v8';
import vm from 'node:vm';
import { MAX_VERTS, makeScene, mulberry32 } from './scene.mjs';

/** The scene's fixed parameters. */
export const RAYS = {
	spread: 2,            // centres SPREAD times further apart than the uniform scene's: about 70% of the rays hit
	minLength: 50,
	maxLength: 400,
	insideEvery: 10,      // every tenth ray starts inside a body
	tolerance: 0.01,      // units along the ray: how far a contender's hit may lie from the reference's
};

export const RAY_SIZES = [10000];     // bodies N by default
export const RAY_COUNT = 10000;       // rays by default
const BATCH = 100;                    // rays per timed batch (short, so few batches meet another process's time slice)
const ROUNDS = 5;
const MIN_PASSES = 1, MAX_PASSES = 10; // timed passes over every ray, per contender
const BUDGET_MS = 4000;               // fewer passes for a contender whose passes would take longer than this
const WARM_CASTS = 50000;             // untimed casts first (whole passes), so every JIT is warm
/** The timing above, for the cast scene's text (bench/cast.mjs times its casts with benchScene below). */
export const QUERY_TIMING = { batch: BATCH, rounds: ROUNDS, minPasses: MIN_PASSES, maxPasses: MAX_PASSES, warmCasts: WARM_CASTS };

export const contenders = [
	{ key: 'sat', file: './contenders/rays/sat-wasm.mjs' },
	{ key: 'rapier', file: './contenders/rays/rapier.mjs' },
	{ key: 'dc', file: './contenders/rays/detect-collisions.mjs' },
].map((c) => ({ ...c, file: new URL(c.file, import.meta.url).href }));

const f32 = Math.fround;

/**
 * The scene: { kind: 'rays', n, side, seed, counts, verts (local float32 vertices, MAX_VERTS per body),
 * pos (Float32Array x, y per body), rays: { count, x0, y0, x1, y1 (Float32Array), inside (Uint8Array: 1 where
 * the ray was made to start inside a body) } }.
 */
export function makeRayScene(n, rayCount = RAY_COUNT, seed = 777) {
	const base = makeScene(n, seed);
	const side = base.side * RAYS.spread;
	const pos = new Float32Array(2 * n);
	for (let k = 0; k < 2 * n; k++) pos[k] = f32(base.pos[k] * RAYS.spread);
	const rand = mulberry32(seed ^ Math.imul(rayCount, 0x85ebca6b) ^ Math.imul(n, 0x27d4eb2f));
	const x0 = new Float32Array(rayCount), y0 = new Float32Array(rayCount);
	const x1 = new Float32Array(rayCount), y1 = new Float32Array(rayCount);
	const inside = new Uint8Array(rayCount);
	for (let r = 0; r < rayCount; r++) {
		let px, py;
		if (r % RAYS.insideEvery === 0) {
			// A point of the triangle (v0, vk, vk+1) of a fan over the body, with weights of at least 0.1 / 3.2
			// each, so it lies strictly inside even after rounding to float32.
			const b = Math.floor(rand() * n), count = base.counts[b], at = b * MAX_VERTS * 2;
			const k = 1 + Math.floor(rand() * (count - 2));
			let w0 = 0.1 + rand(), w1 = 0.1 + rand(), w2 = 0.1 + rand();
			const sum = w0 + w1 + w2;
			w0 /= sum; w1 /= sum; w2 /= sum;
			const v = base.verts;
			px = pos[2 * b] + w0 * v[at] + w1 * v[at + 2 * k] + w2 * v[at + 2 * k + 2];
			py = pos[2 * b + 1] + w0 * v[at + 1] + w1 * v[at + 2 * k + 1] + w2 * v[at + 2 * k + 3];
			inside[r] = 1;
		} else {
			px = rand() * side;
			py = rand() * side;
		}
		const length = RAYS.minLength + rand() * (RAYS.maxLength - RAYS.minLength);
		const angle = rand() * 2 * Math.PI;
		x0[r] = f32(px); y0[r] = f32(py);
		x1[r] = f32(px + length * Math.cos(angle)); y1[r] = f32(py + length * Math.sin(angle));
	}
	return { kind: 'rays', n, side, seed, counts: base.counts, verts: base.verts, pos,
		rays: { count: rayCount, x0, y0, x1, y1, inside } };
}

/** Result arrays for a contender's cast, or the reference. */
export function answerBuffers(count) {
	return { hit: new Uint8Array(count), fraction: new Float64Array(count), id: new Int32Array(count) };
}

// ---- The reference: every ray against every body, in double precision ----

/** The world vertices (double: float32 local vertex + float32 position) and boxes of every body. */
function worldGeometry(scene) {
	const { n, counts, verts, pos } = scene;
	const wv = new Float64Array(n * MAX_VERTS * 2), box = new Float64Array(n * 4);
	for (let i = 0; i < n; i++) {
		let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
		for (let k = 0; k < counts[i]; k++) {
			const at = (i * MAX_VERTS + k) * 2;
			const x = pos[2 * i] + verts[at], y = pos[2 * i + 1] + verts[at + 1];
			wv[at] = x; wv[at + 1] = y;
			minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
		}
		box.set([minX, minY, maxX, maxY], i * 4);
	}
	return { wv, box };
}

/**
 * The fraction along p0 -> p1 where the segment first touches body i (0 when p0 is inside or on its boundary),
 * or Infinity when it never does. The polygon is convex and counter-clockwise; touching counts. p0 outside:
 * the first contact is on the boundary, so it is the smallest t over the edges of the segment-segment
 * intersections p0 + t d = a + u e (t, u in [0, 1]); an edge collinear with the segment gives the start of
 * their overlap.
 */
function bodyFraction(scene, wv, i, x0, y0, x1, y1) {
	const count = scene.counts[i], at = i * MAX_VERTS * 2;
	let inside = true;
	for (let k = 0; k < count && inside; k++) {
		const k1 = k + 1 === count ? 0 : k + 1;
		const ax = wv[at + 2 * k], ay = wv[at + 2 * k + 1];
		const ex = wv[at + 2 * k1] - ax, ey = wv[at + 2 * k1 + 1] - ay;
		if (ex * (y0 - ay) - ey * (x0 - ax) < 0) inside = false;
	}
	if (inside) return 0;
	const dx = x1 - x0, dy = y1 - y0;
	let best = Infinity;
	for (let k = 0; k < count; k++) {
		const k1 = k + 1 === count ? 0 : k + 1;
		const ax = wv[at + 2 * k], ay = wv[at + 2 * k + 1];
		const ex = wv[at + 2 * k1] - ax, ey = wv[at + 2 * k1 + 1] - ay;
		const wx = ax - x0, wy = ay - y0;
		const denom = dx * ey - dy * ex;
		if (denom !== 0) {
			const t = (wx * ey - wy * ex) / denom, u = (wx * dy - wy * dx) / denom;
			if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && t < best) best = t;
		} else if (wx * dy - wy * dx === 0) {
			const dd = dx * dx + dy * dy;
			const ta = (wx * dx + wy * dy) / dd, tb = ((wx + ex) * dx + (wy + ey) * dy) / dd;
			const lo = Math.max(0, Math.min(ta, tb)), hi = Math.min(1, Math.max(ta, tb));
			if (lo <= hi && lo < best) best = lo;
		}
	}
	return best;
}

/**
 * The reference answers: for each ray the smallest fraction over every body whose box meets the segment's box
 * (brute force, no acceleration structure) and the lowest-indexed body at that fraction. Returns
 * { hit, fraction, id } (answerBuffers), fractionOf(r, i) for checking a contender's body and edgeNormals(i, x, y,
 * tol) for checking a hit's normal.
 */
export function referenceRays(scene) {
	const { wv, box } = worldGeometry(scene);
	const { count, x0, y0, x1, y1 } = scene.rays;
	const out = answerBuffers(count);
	for (let r = 0; r < count; r++) {
		const ax = x0[r], ay = y0[r], bx = x1[r], by = y1[r];
		const minX = Math.min(ax, bx), maxX = Math.max(ax, bx), minY = Math.min(ay, by), maxY = Math.max(ay, by);
		let best = Infinity, id = -1;
		for (let i = 0; i < scene.n; i++) {
			if (box[4 * i] > maxX || box[4 * i + 2] < minX || box[4 * i + 1] > maxY || box[4 * i + 3] < minY) continue;
			const t = bodyFraction(scene, wv, i, ax, ay, bx, by);
			if (t < best) { best = t; id = i; }
		}
		out.hit[r] = id >= 0 ? 1 : 0;
		out.fraction[r] = id >= 0 ? best : 0;
		out.id[r] = id;
	}
	return { ...out, fractionOf: (r, i) => bodyFraction(scene, wv, i, x0[r], y0[r], x1[r], y1[r]),
		edgeNormals: (i, x, y, tol) => edgeNormals(scene, wv, i, x, y, tol) };
}

/** The outward unit normals of body i's edges that pass within tol of (x, y) (one at an edge, two at a corner). */
function edgeNormals(scene, wv, i, x, y, tol) {
	const count = scene.counts[i], at = i * MAX_VERTS * 2, normals = [];
	for (let k = 0; k < count; k++) {
		const k1 = k + 1 === count ? 0 : k + 1;
		const ax = wv[at + 2 * k], ay = wv[at + 2 * k + 1];
		const ex = wv[at + 2 * k1] - ax, ey = wv[at + 2 * k1 + 1] - ay;
		const ee = ex * ex + ey * ey, u = Math.min(1, Math.max(0, ((x - ax) * ex + (y - ay) * ey) / ee));
		if (Math.hypot(ax + u * ex - x, ay + u * ey - y) <= tol) {
			const len = Math.sqrt(ee);
			normals.push([ey / len, -ex / len]); // counter-clockwise polygon: the edge turned clockwise points out
		}
	}
	return normals;
}

/**
 * The reference on hand-worked cases: a unit square with its corner at (10, 10). Returns the cases it gets
 * wrong (none, unless bodyFraction or referenceRays is broken).
 */
export function referenceSelfCheck() {
	const verts = new Float32Array(MAX_VERTS * 2);
	verts.set([0, 0, 1, 0, 1, 1, 0, 1]);
	const cases = [ // x0, y0, x1, y1, expected fraction (Infinity: a miss)
		[5, 10.5, 15, 10.5, 0.5],    // enters through the left edge at x = 10
		[10.5, 10.5, 20, 20, 0],     // starts inside
		[10, 10.25, 0, 10.25, 0],    // starts on the boundary
		[10, 12, 12, 10, 0.5],       // grazes the corner (11, 11): touching counts
		[8, 10, 12, 10, 0.5],        // runs along the bottom edge from x = 10
		[8, 12, 12, 12, Infinity],   // passes above
		[10.5, 9, 10.5, 9.5, Infinity], // stops short of the bottom edge
		[10.5, 9, 10.5, 10, 1],      // ends on the bottom edge
	];
	const rays = { count: cases.length, x0: new Float32Array(cases.map((c) => c[0])), y0: new Float32Array(cases.map((c) => c[1])),
		x1: new Float32Array(cases.map((c) => c[2])), y1: new Float32Array(cases.map((c) => c[3])) };
	const ref = referenceRays({ n: 1, counts: new Int32Array([4]), verts, pos: new Float32Array([10, 10]), rays });
	const wrong = [];
	cases.forEach((c, r) => {
		const got = ref.hit[r] ? ref.fraction[r] : Infinity;
		if (got !== c[4]) wrong.push(`(${c[0]}, ${c[1]}) -> (${c[2]}, ${c[3]}): ${got}, want ${c[4]}`);
	});
	return wrong;
}

/** Does ray r start inside (or on the boundary of) a body, by the reference? */
export const startsInside = (ref, r) => ref.hit[r] === 1 && ref.fraction[r] === 0;

/**
 * A contender's answers against the reference's: { hits, mismatches: [{ r, kind, inside, got, want }], largest }
 * (inside: the ray starts inside a body, by the reference; largest: the largest distance along the ray between an
 * agreeing hit and the reference's).
 * A hit agrees when its fraction lies within RAYS.tolerance units (along the ray) of the reference's and the
 * body it names touches the segment at that fraction too (checked with the reference's own test of that body;
 * ties between bodies are not mismatches).
 */
export function checkAnswers(scene, ref, got) {
	const { count, x0, y0, x1, y1 } = scene.rays;
	const mismatches = [];
	let hits = 0, largest = 0;
	for (let r = 0; r < count; r++) {
		if (got.hit[r]) hits++;
		const length = Math.hypot(x1[r] - x0[r], y1[r] - y0[r]), tol = RAYS.tolerance / length;
		const answer = { hit: got.hit[r], fraction: got.fraction[r], id: got.id[r] };
		const want = { hit: ref.hit[r], fraction: ref.fraction[r], id: ref.id[r] };
		let kind = null;
		if (answer.hit !== want.hit) kind = answer.hit ? 'hit, reference misses' : 'missed';
		else if (answer.hit && !(Math.abs(answer.fraction - want.fraction) <= tol)) kind = 'fraction';
		else if (answer.hit && answer.id !== want.id) {
			const own = answer.id >= 0 && answer.id < scene.n ? ref.fractionOf(r, answer.id) : Infinity;
			if (!(Math.abs(own - want.fraction) <= tol)) kind = 'body';
		}
		if (kind) mismatches.push({ r, kind, inside: startsInside(ref, r), got: answer, want });
		else if (answer.hit) largest = Math.max(largest, Math.abs(answer.fraction - want.fraction) * length);
	}
	return { hits, mismatches, largest };
}

// ---- The run ----

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

function median(values) {
	const s = Float64Array.from(values).sort();
	const m = s.length >> 1;
	return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const fmtUs = (us) => (us >= 100 ? us.toFixed(0) : us >= 10 ? us.toFixed(1) : us >= 1 ? us.toFixed(2) : us.toFixed(3));
const fmtRatio = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** The contender modules (of entries: this scene's by default) with the reason each one does not run (null when it runs). */
export async function loadContenders(entries = contenders) {
	const list = [];
	for (const c of entries) {
		let mod, skipped = null;
		try {
			mod = await import(c.file);
			skipped = mod.unavailable ? await mod.unavailable() : null;
		} catch (err) {
			skipped = `failed to load: ${err.message}`;
		}
		list.push({ ...c, mod, name: mod?.name ?? c.key, skipped });
	}
	return list;
}

/**
 * One scene, every running contender interleaved: Map key -> { us, batches, setupMs, answers }. Also runs the cast
 * scene (bench/cast.mjs), whose scene.rays are shape casts; unit names one query in the progress lines.
 */
export async function benchScene(scene, list, notes, unit = 'ray') {
	const rays = scene.rays, batches = Math.ceil(rays.count / BATCH);
	const active = [];
	for (const c of list) {
		if (c.skipped) continue;
		gc();
		const answers = answerBuffers(rays.count), scratch = answerBuffers(rays.count);
		try {
			const t0 = performance.now();
			await c.mod.setup(scene);
			const setupMs = performance.now() - t0;
			// The first pass gives the answers that are checked; it and the next passes, WARM_CASTS casts at
			// least, warm up the JIT (Rapier's JavaScript glue takes some 30,000 casts to settle); the last pass's
			// median batch estimates a pass.
			const warmPasses = Math.max(1, Math.ceil(WARM_CASTS / rays.count));
			let warm = [];
			for (let p = 0; p < warmPasses; p++) {
				warm = [];
				for (let b = 0; b < batches; b++) {
					const from = b * BATCH, to = Math.min(rays.count, from + BATCH);
					const t1 = performance.now();
					c.mod.cast(rays, from, to, p === 0 ? answers : scratch);
					warm.push(performance.now() - t1);
				}
			}
			const passMs = median(warm) * batches;
			const passes = Math.max(MIN_PASSES, Math.min(MAX_PASSES, Math.floor(BUDGET_MS / Math.max(passMs, 1e-3))));
			active.push({ c, answers, setupMs, total: passes * batches, done: 0, times: [], scratch });
		} catch (err) {
			notes.push(`- ${c.name} at N=${scene.n}: setup or first pass failed (${err.message})`);
			try { await c.mod.teardown(); } catch { /* the failure above is what counts */ }
		}
	}
	for (let round = 0; round < ROUNDS; round++) {
		for (const a of active) {
			if (a.failed) continue;
			const k = Math.ceil((a.total * (round + 1)) / ROUNDS) - a.done;
			gc();
			try {
				const cast = a.c.mod.cast;
				for (let s = 0; s < k; s++) {
					const b = (a.done + s) % batches;
					const from = b * BATCH, to = Math.min(rays.count, from + BATCH);
					const t0 = performance.now();
					cast(rays, from, to, a.scratch);
					a.times.push(((performance.now() - t0) * 1000) / (to - from));
				}
				a.done += k;
			} catch (err) {
				a.failed = true;
				notes.push(`- ${a.c.name} at N=${scene.n}: failed in a timed batch (${err.message})`);
			}
		}
	}
	const results = new Map();
	for (const a of active) {
		if (!a.failed) {
			const us = median(a.times), meanUs = a.times.reduce((p, q) => p + q, 0) / a.times.length;
			let details = null;
			if (a.c.mod.detail) {
				details = { x: new Float64Array(rays.count), y: new Float64Array(rays.count),
					normalX: new Float64Array(rays.count), normalY: new Float64Array(rays.count) };
				for (let r = 0; r < rays.count; r++) {
					const d = a.c.mod.detail(rays, r);
					details.x[r] = d.x; details.y[r] = d.y; details.normalX[r] = d.normalX; details.normalY[r] = d.normalY;
				}
			}
			results.set(a.c.key, { us, meanUs, batches: a.done, setupMs: a.setupMs, answers: a.answers, details });
			process.stderr.write(`  ${scene.kind} N=${scene.n} ${a.c.name}: ${fmtUs(us)} us/${unit} (median of ${a.done} batches of ` +
				`${Math.min(BATCH, rays.count)}), setup ${a.setupMs.toFixed(0)} ms\n`);
		}
		try { await a.c.mod.teardown(); } catch { /* nothing more to report */ }
	}
	return results;
}

/**
 * A contender's hit points and normals (details: { x, y, normalX, normalY }, arrays over the rays, from its
 * detail(rays, r) after the timing), on the rays where its answer agrees with the reference: the point must be
 * p0 + fraction (p1 - p0) (within RAYS.tolerance); the normal must be the outward normal of an edge of its body
 * passing within RAYS.tolerance of the point (within 1e-4 in each component), or (0, 0) when the ray starts inside.
 * Returns { checked, wrong: [{ r, why }] }.
 */
export function checkDetails(scene, ref, got, mismatches, details) {
	const { count, x0, y0, x1, y1 } = scene.rays;
	const bad = new Set(mismatches.map((m) => m.r)), wrong = [];
	let checked = 0;
	for (let r = 0; r < count; r++) {
		if (!got.hit[r] || bad.has(r)) continue;
		checked++;
		const d = { x: details.x[r], y: details.y[r], normalX: details.normalX[r], normalY: details.normalY[r] };
		const f = got.fraction[r];
		const px = x0[r] + f * (x1[r] - x0[r]), py = y0[r] + f * (y1[r] - y0[r]);
		let why = null;
		if (!(Math.hypot(d.x - px, d.y - py) <= RAYS.tolerance)) why = `point (${d.x}, ${d.y}), p0 + f d is (${px}, ${py})`;
		else if (startsInside(ref, r)) {
			if (d.normalX !== 0 || d.normalY !== 0) why = `starts inside, normal (${d.normalX}, ${d.normalY}), want (0, 0)`;
		} else {
			const normals = ref.edgeNormals(got.id[r], d.x, d.y, RAYS.tolerance);
			if (!normals.some(([nx, ny]) => Math.abs(nx - d.normalX) <= 1e-4 && Math.abs(ny - d.normalY) <= 1e-4)) {
				why = `normal (${d.normalX}, ${d.normalY}), edges there: ${normals.map((n) => `(${n[0].toFixed(6)}, ` +
					`${n[1].toFixed(6)})`).join(' ') || 'none'}`;
			}
		}
		if (why) wrong.push({ r, why });
	}
	return { checked, wrong };
}

/** Lines describing a contender's mismatches (at most `show` of them in full). */
function describeMismatches(name, scene, check, show = 5) {
	if (!check.mismatches.length) return [];
	const { x0, y0, x1, y1 } = scene.rays;
	const kinds = new Map();
	for (const m of check.mismatches) {
		const key = `${m.kind}${m.inside ? ' (starts inside)' : ''}`;
		kinds.set(key, (kinds.get(key) ?? 0) + 1);
	}
	const fmt = (a) => (a.hit ? `hit body ${a.id} at ${a.fraction.toPrecision(7)}` : 'miss');
	const lines = [`- ${name} at N=${scene.n}: ${check.mismatches.length} mismatches: ` +
		[...kinds].map(([k, v]) => `${v} ${k}`).join(', ')];
	for (const m of check.mismatches.slice(0, show)) {
		lines.push(`  - ray ${m.r} (${x0[m.r]}, ${y0[m.r]}) -> (${x1[m.r]}, ${y1[m.r]}): ${fmt(m.got)}; reference ${fmt(m.want)}`);
	}
	if (check.mismatches.length > show) lines.push(`  - ... and ${check.mismatches.length - show} more`);
	return lines;
}

/**
 * The median microseconds per query of each contender by scene (in brackets: peer / sat-wasm), then each scene's
 * batch means. `unit` names one query ('ray', 'cast'), `column` the count column ('rays'), `shared` an aside on
 * the machine in the means' sentence.
 */
export function printSpeedTable(runs, list, unit, column, shared = '') {
	const cellOf = (c) => (c.skipped ? (c.key === 'sat' ? `not available (${c.skipped})` : `skipped: ${c.skipped}`)
		: 'failed (see notes)');
	console.log(`**Median microseconds per ${unit}** (in brackets: peer / sat-wasm, i.e. how many times faster sat-wasm is)\n`);
	const head = ['N', column, ...list.map((c) => c.name)];
	console.log(`| ${head.join(' | ')} |`);
	console.log(`|${head.map(() => '---:').join('|')}|`);
	for (const { scene, results } of runs) {
		const sat = results.get('sat');
		const cells = [`${scene.n}`, `${scene.rays.count}`];
		for (const c of list) {
			const r = results.get(c.key);
			cells.push(!r ? cellOf(c) : fmtUs(r.us) + (sat && c.key !== 'sat' ? ` (${fmtRatio(r.us / sat.us)}x)` : ''));
		}
		console.log(`| ${cells.join(' | ')} |`);
	}
	console.log('');
	for (const { scene, results } of runs) {
		const means = list.filter((c) => results.get(c.key)).map((c) => `${c.name} ${fmtUs(results.get(c.key).meanUs)}`);
		if (means.length) {
			console.log(`Mean microseconds per ${unit} at N=${scene.n} (the batches' mean, which counts garbage collection ` +
				`and${shared ? `, ${shared}` : ' '}other processes' time slices, both of which the median leaves out): ` +
				`${means.join(', ')}.\n`);
		}
	}
}

/** Run the rays scene at each N (bodies) with `rayCount` rays and print its section (markdown). */
export async function runRays(sizes = RAY_SIZES, rayCount = RAY_COUNT) {
	const list = await loadContenders();
	console.log(`## Rays scene: segment casts against static polygons\n`);
	console.log(`A seeded scene: N static convex polygons (the uniform scene's: 3-8 vertices, circumradius 4-12) with their ` +
		`centres in a square of side sqrt(N) * ${25 * RAYS.spread}, and ${rayCount} rays of length ${RAYS.minLength}-` +
		`${RAYS.maxLength} in random directions; every ${RAYS.insideEvery}th ray starts inside a body, the others anywhere ` +
		`in the square. Each cast reports the closest body the segment touches (touching counts) and the fraction of the ` +
		`way to it. Each contender casts every ray once (the answers checked), and again untimed up to ${WARM_CASTS} casts ` +
		`(a warm-up), then casts them again in timed batches of ${BATCH}, ${MIN_PASSES}-${MAX_PASSES} whole passes, interleaved between contenders in ${ROUNDS} ` +
		`rounds; median microseconds per ray over the batches.\n`);
	const runs = [], notes = [];
	for (const wrong of referenceSelfCheck()) notes.push(`- the reference gets a hand-worked case wrong (a defect): ${wrong}`);
	for (const n of sizes) {
		const t0 = performance.now();
		const scene = makeRayScene(n, rayCount);
		const t1 = performance.now();
		const ref = referenceRays(scene);
		process.stderr.write(`  rays N=${n}: reference in ${((performance.now() - t1) / 1000).toFixed(1)} s\n`);
		// The rays made to start strictly inside a body must start inside by the reference's own test.
		let notInside = 0;
		for (let r = 0; r < scene.rays.count; r++) if (scene.rays.inside[r] && !startsInside(ref, r)) notInside++;
		if (notInside) notes.push(`- the reference at N=${n}: ${notInside} rays made to start inside a body do not (a defect)`);
		const results = await benchScene(scene, list, notes);
		const checks = new Map();
		for (const [key, r] of results) {
			const check = checkAnswers(scene, ref, r.answers);
			checks.set(key, check);
			const c = list.find((e) => e.key === key);
			if (r.details) {
				const details = checkDetails(scene, ref, r.answers, check.mismatches, r.details);
				notes.push(`- ${c.name} at N=${n}: hit points and normals checked on its ${details.checked} agreeing ` +
					`hits: ${details.wrong.length} wrong`);
				for (const w of details.wrong.slice(0, 5)) notes.push(`  - ray ${w.r}: ${w.why}`);
				if (details.wrong.length > 5) notes.push(`  - ... and ${details.wrong.length - 5} more`);
			}
			notes.push(...describeMismatches(list.find((c) => c.key === key).name, scene, check));
		}
		runs.push({ scene, ref, results, checks });
		process.stderr.write(`  rays N=${n}: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
	}
	printSpeedTable(runs, list, 'ray', 'rays', 'on a shared machine, ');
	console.log(`**Answers** against a double-precision brute force (every ray against every body whose box meets the ` +
		`ray's; segment against each edge, and a point-in-polygon test for a start inside): rays hit, and rays whose ` +
		`answer disagrees (hit or miss, or a fraction more than ${RAYS.tolerance} units along the ray from the reference's, ` +
		`or a body that the segment does not touch at that fraction); in brackets, of those, rays that start inside a ` +
		`body; the largest distance along the ray between an agreeing hit and the reference's; setup: building the ` +
		`contender's world, ms.\n`);
	const head2 = ['N', 'reference: hit (start inside)', ...list.map((c) => c.name)];
	console.log(`| ${head2.join(' | ')} |`);
	console.log(`|${head2.map(() => '---:').join('|')}|`);
	for (const { scene, ref, results, checks } of runs) {
		let refHits = 0;
		for (let r = 0; r < scene.rays.count; r++) refHits += ref.hit[r];
		let insideCount = 0;
		for (let r = 0; r < scene.rays.count; r++) insideCount += startsInside(ref, r) ? 1 : 0;
		const cells = [`${scene.n}`, `${refHits} (${insideCount})`];
		for (const c of list) {
			const r = results.get(c.key), check = checks.get(c.key);
			if (!r) { cells.push(c.skipped ? 'skipped' : 'failed'); continue; }
			const inside = check.mismatches.filter((m) => m.inside).length;
			cells.push(`${check.hits} hit, ${check.mismatches.length} mismatches (${inside}), largest difference ` +
				`${check.largest.toExponential(1)}; setup ${r.setupMs.toFixed(0)} ms`);
		}
		console.log(`| ${cells.join(' | ')} |`);
	}
	console.log('');
	console.log('How each contender casts:\n');
	for (const c of list) console.log(`- ${c.name}: ${c.mod?.settings ?? c.skipped}`);
	console.log('');
	if (notes.length) {
		console.log('Notes:\n');
		for (const note of notes) console.log(note);
		console.log('');
	}
}
