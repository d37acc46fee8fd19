// The mover scene: character movers (move and slide) on a tile level, sat-wasm's world.move against Rapier 2D's
// KinematicCharacterController, every mover fed the same seeded input. Run by bench/run.mjs (`--scene mover
// [M ...]`, and in the default run).
//
// Level (makeMoverLevel, seeded): a floor of unit tiles MOVER.width long with features along it: gaps (a pit one
// tile deep, tiled at the bottom), ledges of 0.25 (steppable), ledges of 0.5 (a jump), stairs of 0.25 steps, 30
// degree ramps up and down (a triangle and a quad per tile, on the floor tiles) with a plateau, walls 1.5-2.8
// high, floating platforms 2-2.6 above the floor, and a tall wall at each end. Tiles are separate bodies that
// share edges (seams). Every coordinate is a float32 value, the same for every contender.
//
// Movers (makeSpawn, makeInputs, seeded): M boxes of MOVER.boxW x MOVER.boxH just above the ground at seeded x, each
// with a seeded input per frame: a run direction (-1, 0, +1, changed now and then) and a jump press. The motion
// is worked out here, the same for every contender: when grounded (the mover's own answer of the frame before),
// vy = jump ? MOVER.jump : 0; then vy -= g dt (down to -MOVER.maxFall); the motion is (dir run dt, vy dt); a
// mover that rose less than half its upward motion bumped its head (vy = 0). The movers do not see each other
// (filtered out), only the level.
//
// Timing: each contender plays MOVER.frames frames; a frame (the loop over the M movers: input, the contender's
// move, and whatever it needs before the next frame's moves see the moved bodies) is timed on its own; the
// figure is the median over the frames of (frame time / M): microseconds per move. The contenders' frames are
// interleaved in ROUNDS rounds, garbage collection forced between blocks; a throwaway run of WARM_M movers for
// WARM_FRAMES frames first warms every JIT.
//
// Sanity (untimed, after every frame): the movers inside the level geometry (a box shrunk by the skin on each
// side overlaps a static body), the movers below the level, and the fraction of mover-frames grounded.
//
// A contender module (bench/contenders/mover/*.mjs) exports name, settings (a line saying how it is set up),
// optionally unavailable() -> reason or null, and create(level, spawn, options) -> { move(i, dx, dy, state)
// (moves mover i, writes state.x[i], state.y[i], state.grounded[i]), endFrame() (timed with the frame),
// inside(i, x, y) (untimed: is mover i at (x, y) inside the level geometry, the box shrunk by the skin),
// destroy() }.
import v8 from 'node:v8';
import vm from 'node:vm';
import { mulberry32 } from './scene.mjs';

/** The scene's fixed parameters (shared by every contender module). */
export const MOVER = {
	width: 300,                // tiles of floor
	boxW: 0.8, boxH: 1.6,      // the mover's box
	g: 20,                     // units/s^2
	dt: 1 / 60,
	run: 5,                    // units/s
	jump: 9,                   // units/s up: a jump rises 2.03 units
	maxFall: 20,               // units/s
	turnChance: 1 / 40,        // per frame: pick a new run direction (-1 40%, +1 40%, 0 20%)
	jumpChance: 1 / 120,       // per frame: press jump
	slope: Math.PI / 6,        // the ramps' angle
	maxSlope: Math.PI / 4,     // the movers' options, the same in every contender
	stepHeight: 0.3,
	snapDown: 0.2,
	skin: 0.01,
	autostepMinWidth: 0.2,     // Rapier's autostep: room needed on the step (sat-wasm: room for the shape)
	frames: 300,
	hover: 0.05,               // movers start this far above the highest ground under them
	below: -3,                 // a mover whose centre is lower than this has fallen through the level
};

export const MOVER_SIZES = [100, 500];
const ROUNDS = 5;
const WARM_M = 100, WARM_FRAMES = 120;

export const contenders = [
	{ key: 'sat', file: './contenders/mover/sat-wasm.mjs' },
	{ key: 'rapier', file: './contenders/mover/rapier.mjs', options: { mode: 'collider' } },
	{ key: 'rapier-body', file: './contenders/mover/rapier.mjs', options: { mode: 'body' } },
].map((c) => ({ ...c, file: new URL(c.file, import.meta.url).href }));

const f32 = Math.fround;

/**
 * The level: { statics: [{ kind: 'box', x, y, w, h } | { kind: 'polygon', x, y, points (Float32Array, local,
 * counter-clockwise) }], counts: { kind: number } }, every number a float32 value; x, y is a box's centre or a
 * polygon's vertex mean.
 */
export function makeMoverLevel(seed = 2718) {
	const rand = mulberry32(seed);
	const statics = [], counts = {};
	const note = (kind) => { counts[kind] = (counts[kind] ?? 0) + 1; };
	const box = (x0, y0, x1, y1) => {
		statics.push({ kind: 'box', x: f32((x0 + x1) / 2), y: f32((y0 + y1) / 2), w: f32(x1 - x0), h: f32(y1 - y0) });
	};
	const polygon = (world) => {
		let cx = 0, cy = 0;
		for (let k = 0; k < world.length; k += 2) { cx += world[k]; cy += world[k + 1]; }
		cx = f32(cx / (world.length / 2)); cy = f32(cy / (world.length / 2));
		const points = new Float32Array(world.length);
		for (let k = 0; k < world.length; k += 2) { points[k] = world[k] - cx; points[k + 1] = world[k + 1] - cy; }
		statics.push({ kind: 'polygon', x: cx, y: cy, points });
	};
	const floor = (x) => box(x, -1, x + 1, 0);
	const rise = Math.tan(MOVER.slope);
	const pick = (n) => Math.floor(rand() * n);
	box(-1, -2, 0, 10); // the end walls
	box(MOVER.width, -2, MOVER.width + 1, 10);
	let x = 0;
	while (x < MOVER.width) {
		const r = rand(), left = MOVER.width - x;
		if (r < 0.3 || left < 8) { // flat
			const n = Math.min(left, 3 + pick(6));
			for (let k = 0; k < n; k++) floor(x + k);
			x += n; note('flat');
		} else if (r < 0.42) { // a gap: a pit one tile deep
			const n = 1 + pick(2);
			for (let k = 0; k < n; k++) box(x + k, -2, x + k + 1, -1);
			x += n; note('gap');
		} else if (r < 0.54) { // a ledge of 0.25: stepped up
			const n = 2 + pick(3);
			for (let k = 0; k < n; k++) { floor(x + k); box(x + k, 0, x + k + 1, 0.25); }
			x += n; note('ledge 0.25');
		} else if (r < 0.64) { // stairs of 0.25 up to 0.75 and down
			const heights = [0.25, 0.5, 0.75, 0.5, 0.25];
			for (let k = 0; k < heights.length; k++) { floor(x + k); box(x + k, 0, x + k + 1, heights[k]); }
			x += heights.length; note('stairs');
		} else if (r < 0.72) { // a ledge of 0.5: jumped onto
			const n = 2 + pick(2);
			for (let k = 0; k < n; k++) { floor(x + k); box(x + k, 0, x + k + 1, 0.5); }
			x += n; note('ledge 0.5');
		} else if (r < 0.84) { // a 30 degree ramp up two tiles, a plateau, a ramp down
			const top = 2 * rise, n = 1 + pick(3);
			floor(x); polygon([x, 0, x + 1, 0, x + 1, f32(rise)]);
			floor(x + 1); polygon([x + 1, 0, x + 2, 0, x + 2, f32(top), x + 1, f32(rise)]);
			for (let k = 0; k < n; k++) { floor(x + 2 + k); box(x + 2 + k, 0, x + 3 + k, f32(top)); }
			const d = x + 2 + n;
			floor(d); polygon([d, 0, d + 1, 0, d + 1, f32(rise), d, f32(top)]);
			floor(d + 1); polygon([d + 1, 0, d + 2, 0, d + 1, f32(rise)]);
			x = d + 2; note('ramp');
		} else if (r < 0.91) { // a wall: jumped over when under 2
			floor(x); box(x, 0, x + 1, f32(1.5 + 1.3 * rand()));
			x += 1; note('wall');
		} else { // a floating platform over four floor tiles
			const h = f32(2 + 0.6 * rand());
			for (let k = 0; k < 4; k++) floor(x + k);
			box(x + 0.5, h, x + 3.5, f32(h + 0.4));
			x += 4; note('platform');
		}
	}
	return { statics, counts };
}

/**
 * The movers' start positions: { x, y } (Float32Array each), at seeded x, hovering MOVER.hover above the highest
 * tile under the box's width; a floating platform is left out when the box fits under it, else the box starts
 * above it too.
 */
export function makeSpawn(level, m, seed = 31) {
	const rand = mulberry32(seed ^ Math.imul(m, 0x9e3779b1));
	const boxes = level.statics.map((s) => {
		if (s.kind === 'box') return [s.x - s.w / 2, s.y - s.h / 2, s.x + s.w / 2, s.y + s.h / 2];
		const xs = [], ys = [];
		for (let k = 0; k < s.points.length; k += 2) { xs.push(s.x + s.points[k]); ys.push(s.y + s.points[k + 1]); }
		return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
	});
	const x = new Float32Array(m), y = new Float32Array(m);
	const half = MOVER.boxW / 2, lift = MOVER.boxH / 2 + MOVER.hover;
	for (let i = 0; i < m; i++) {
		x[i] = 1 + rand() * (MOVER.width - 2);
		const under = boxes.filter((b) => b[2] > x[i] - half && b[0] < x[i] + half);
		let ground = Math.max(...under.filter((b) => b[1] < 2).map((b) => b[3]));
		for (let moved = true; moved;) { // rise above whatever the box would start in
			moved = false;
			for (const b of under) {
				if (b[3] > ground && b[1] < ground + lift + MOVER.boxH / 2) { ground = b[3]; moved = true; }
			}
		}
		y[i] = ground + lift;
	}
	return { x, y };
}

/** Every mover's input for every frame: { dir (Int8Array, frames x m: -1, 0, 1), jump (Uint8Array) }. */
export function makeInputs(m, frames, seed = 1618) {
	const rand = mulberry32(seed ^ Math.imul(m, 0x85ebca6b));
	const dir = new Int8Array(frames * m), jump = new Uint8Array(frames * m);
	const now = new Int8Array(m);
	const choose = () => { const r = rand(); return r < 0.4 ? -1 : r < 0.8 ? 1 : 0; };
	for (let i = 0; i < m; i++) now[i] = choose();
	for (let f = 0; f < frames; f++) {
		for (let i = 0; i < m; i++) {
			if (rand() < MOVER.turnChance) now[i] = choose();
			dir[f * m + i] = now[i];
			jump[f * m + i] = rand() < MOVER.jumpChance ? 1 : 0;
		}
	}
	return { dir, jump };
}

/** The movers' state, carried from frame to frame: x, y, vy (Float64Array), grounded (Uint8Array). */
export function moverState(spawn) {
	const m = spawn.x.length;
	return { m, x: Float64Array.from(spawn.x), y: Float64Array.from(spawn.y), vy: new Float64Array(m), grounded: new Uint8Array(m) };
}

/** Frame f of every mover: the motion from its input and state, the contender's move, its end of frame. */
export function playFrame(engine, st, inputs, f) {
	const { m, y, vy, grounded } = st, base = f * m;
	const { dir, jump } = inputs;
	const run = MOVER.run * MOVER.dt, fall = MOVER.g * MOVER.dt;
	for (let i = 0; i < m; i++) {
		let v = vy[i];
		if (grounded[i]) v = jump[base + i] ? MOVER.jump : 0;
		v = Math.max(v - fall, -MOVER.maxFall);
		const dy = v * MOVER.dt, y0 = y[i];
		engine.move(i, dir[base + i] * run, dy, st);
		if (v > 0 && y[i] - y0 < 0.5 * dy) v = 0; // bumped its head
		vy[i] = v;
	}
	engine.endFrame();
}

// ---- The run ----

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

function median(values) {
	const s = Float64Array.from(values).sort();
	const h = s.length >> 1;
	return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}

const fmtUs = (us) => (us >= 100 ? us.toFixed(0) : us >= 10 ? us.toFixed(1) : us >= 1 ? us.toFixed(2) : us.toFixed(3));
const fmtRatio = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** The contender modules with the reason each one does not run (null when it runs). */
async function loadContenders() {
	const list = [];
	for (const c of contenders) {
		let mod, skipped = null;
		try {
			mod = await import(c.file);
			skipped = mod.unavailable ? await mod.unavailable() : null;
		} catch (err) {
			skipped = `failed to load: ${err.message}`;
		}
		const label = mod?.describe ? mod.describe(c.options) : { name: mod?.name ?? c.key, settings: mod?.settings };
		list.push({ ...c, mod, name: label.name, settings: label.settings, skipped });
	}
	return list;
}

/** Sanity counters of one contender's run, updated after every frame (untimed). */
function checkFrame(engine, st, s) {
	for (let i = 0; i < st.m; i++) {
		if (st.grounded[i]) s.grounded++;
		if (st.y[i] < MOVER.below) s.below[i] = 1;
		if (engine.inside(i, st.x[i], st.y[i])) { s.insideFrames++; s.inside[i] = 1; }
	}
}

/** A throwaway run of every contender, so its JIT is warm before anything is timed. */
async function warmUp(level, list) {
	const spawn = makeSpawn(level, WARM_M, 5), inputs = makeInputs(WARM_M, WARM_FRAMES, 5);
	for (const c of list) {
		if (c.skipped) continue;
		let engine;
		try {
			engine = await c.mod.create(level, spawn, c.options);
			const st = moverState(spawn);
			for (let f = 0; f < WARM_FRAMES; f++) {
				playFrame(engine, st, inputs, f);
				for (let i = 0; i < WARM_M; i++) engine.inside(i, st.x[i], st.y[i]);
			}
		} catch (err) {
			c.skipped = `failed on the warm-up run: ${err.message}`;
		}
		try { engine?.destroy(); } catch { /* already reported */ }
	}
}

/** M movers in every running contender, interleaved: Map key -> { us, meanUs, frames, sanity }. */
async function benchMovers(level, m, list, notes) {
	const frames = MOVER.frames, spawn = makeSpawn(level, m), inputs = makeInputs(m, frames);
	const active = [];
	for (const c of list) {
		if (c.skipped) continue;
		gc();
		try {
			const t0 = performance.now();
			const engine = await c.mod.create(level, spawn, c.options);
			const setupMs = performance.now() - t0;
			// The inside test itself: a mover in the left end wall (x -1..0, y -2..10) is inside, one at its start is not.
			if (!engine.inside(0, -0.5, 4) || engine.inside(0, spawn.x[0], spawn.y[0])) {
				notes.push(`- ${c.name} at M=${m}: its inside test is wrong on a hand-placed case (a defect of the bench)`);
			}
			const st = moverState(spawn);
			const sanity = { grounded: 0, insideFrames: 0, inside: new Uint8Array(m), below: new Uint8Array(m) };
			active.push({ c, engine, st, sanity, setupMs, times: [], done: 0 });
		} catch (err) {
			notes.push(`- ${c.name} at M=${m}: setup failed (${err.message})`);
		}
	}
	for (let round = 0; round < ROUNDS; round++) {
		for (const a of active) {
			if (a.failed) continue;
			const k = Math.ceil((frames * (round + 1)) / ROUNDS) - a.done;
			gc();
			try {
				for (let s = 0; s < k; s++) {
					const f = a.done + s;
					const t0 = performance.now();
					playFrame(a.engine, a.st, inputs, f);
					a.times.push(((performance.now() - t0) * 1000) / m);
					checkFrame(a.engine, a.st, a.sanity);
				}
				a.done += k;
			} catch (err) {
				a.failed = true;
				notes.push(`- ${a.c.name} at M=${m}: failed at frame ${a.done + 1} (${err.message})`);
			}
		}
	}
	const results = new Map();
	for (const a of active) {
		if (!a.failed) {
			const us = median(a.times), meanUs = a.times.reduce((p, q) => p + q, 0) / a.times.length;
			const s = a.sanity, count = (flags) => flags.reduce((p, q) => p + q, 0);
			let run = 0;
			for (let i = 0; i < m; i++) run += Math.abs(a.st.x[i] - spawn.x[i]);
			results.set(a.c.key, { us, meanUs, frames: a.done, setupMs: a.setupMs, inside: count(s.inside),
				insideFrames: s.insideFrames, below: count(s.below), grounded: s.grounded / (m * a.done), run: run / m,
				x: a.st.x, y: a.st.y });
			process.stderr.write(`  mover M=${m} ${a.c.name}: ${fmtUs(us)} us/move (median of ${a.done} frames), ` +
				`${count(s.inside)} movers ever inside, grounded ${(100 * s.grounded / (m * a.done)).toFixed(1)}%\n`);
		}
		try { a.engine.destroy(); } catch { /* nothing more to report */ }
	}
	return results;
}

/** Run the mover scene at each M (movers) and print its section (markdown). */
export async function runMover(sizes = MOVER_SIZES) {
	const list = await loadContenders();
	const level = makeMoverLevel();
	const features = Object.entries(level.counts).map(([k, v]) => `${v} ${k}`).join(', ');
	console.log(`## Mover scene: character movers on a tile level\n`);
	console.log(`A seeded level of ${level.statics.length} static bodies: a floor of unit tiles ${MOVER.width} long with ` +
		`${features} (gaps: pits one tile deep; ledges of 0.25 are stepped, of 0.5 jumped; stairs of 0.25 steps; ` +
		`${Math.round(MOVER.slope * 180 / Math.PI)} degree ramps of triangles and quads; walls 1.5-2.8 high; platforms ` +
		`2-2.6 above the floor), tiles side by side as separate bodies. M movers, boxes ${MOVER.boxW} x ${MOVER.boxH}, ` +
		`starting just above the ground at seeded x, each fed the same seeded input (run left, right or stand; jump) for ` +
		`${MOVER.frames} frames of ${(MOVER.dt * 1000).toFixed(1)} ms; the bench works out the motion (gravity ` +
		`${MOVER.g}, run ${MOVER.run}, jump ${MOVER.jump} units/s; vy = 0 when grounded) and each contender moves and ` +
		`slides the mover with max slope 45 degrees, step height ${MOVER.stepHeight}, snap down ${MOVER.snapDown}, ` +
		`skin ${MOVER.skin}. Movers do not see each other. Each frame is timed (input, every mover's move, and ` +
		`whatever the contender needs before the next frame); interleaved between contenders in ${ROUNDS} rounds; ` +
		`median microseconds per move over the frames.\n`);
	await warmUp(level, list);
	const runs = [], notes = [];
	for (const m of sizes) {
		const t0 = performance.now();
		runs.push({ m, results: await benchMovers(level, m, list, notes) });
		process.stderr.write(`  mover M=${m}: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
	}
	const cellOf = (c) => (c.skipped ? (c.key === 'sat' ? `not available (${c.skipped})` : `skipped: ${c.skipped}`)
		: 'failed (see notes)');
	console.log(`**Median microseconds per move** (in brackets: peer / sat-wasm, how many times faster sat-wasm is)\n`);
	const head = ['M', ...list.map((c) => c.name)];
	console.log(`| ${head.join(' | ')} |`);
	console.log(`|${head.map(() => '---:').join('|')}|`);
	for (const { m, results } of runs) {
		const sat = results.get('sat');
		const cells = [`${m}`];
		for (const c of list) {
			const r = results.get(c.key);
			cells.push(!r ? cellOf(c) : fmtUs(r.us) + (sat && c.key !== 'sat' ? ` (${fmtRatio(r.us / sat.us)}x)` : ''));
		}
		console.log(`| ${cells.join(' | ')} |`);
	}
	console.log('');
	console.log(`**Sanity** over the ${MOVER.frames} frames: movers that ended a frame inside the level geometry (their box ` +
		`shrunk by the skin, ${MOVER.skin}, on each side overlaps a static body; in brackets, mover-frames), movers that ` +
		`fell below the level, the fraction of mover-frames grounded, the mean distance run along x (start to end), ` +
		`the mean microseconds per move (the frames' mean) and setup (ms).\n`);
	const head2 = ['M', ...list.map((c) => c.name)];
	console.log(`| ${head2.join(' | ')} |`);
	console.log(`|${head2.map(() => '---:').join('|')}|`);
	for (const { m, results } of runs) {
		const cells = [`${m}`];
		for (const c of list) {
			const r = results.get(c.key);
			cells.push(!r ? (c.skipped ? 'skipped' : 'failed') : `inside ${r.inside} (${r.insideFrames}), below ${r.below}, ` +
				`grounded ${(100 * r.grounded).toFixed(1)}%, run ${r.run.toFixed(1)}; mean ${fmtUs(r.meanUs)} us; setup ` +
				`${r.setupMs.toFixed(0)} ms`);
		}
		console.log(`| ${cells.join(' | ')} |`);
	}
	console.log('');
	for (const { m, results } of runs) {
		const sat = results.get('sat');
		for (const [key, r] of results) {
			if (key === 'sat' || !sat) continue;
			let sum = 0;
			for (let i = 0; i < m; i++) sum += Math.hypot(r.x[i] - sat.x[i], r.y[i] - sat.y[i]);
			notes.push(`- M=${m}: mean distance between ${list.find((c) => c.key === key).name}'s and sat-wasm's final ` +
				`positions: ${(sum / m).toFixed(2)} (the same input, but the grounded answers, and so the jumps, differ)`);
		}
	}
	const bad = [];
	for (const { m, results } of runs) {
		for (const [key, r] of results) if (r.inside) bad.push(`${list.find((c) => c.key === key).name} at M=${m}`);
	}
	console.log(bad.length ? `**Check failed**: movers inside level geometry: ${bad.join(', ')}.\n`
		: 'Check: no mover of any contender ended a frame inside level geometry.\n');
	console.log('How each contender moves:\n');
	for (const c of list) console.log(`- ${c.name}: ${c.settings ?? c.skipped}`);
	console.log('');
	if (notes.length) {
		console.log('Notes:\n');
		for (const note of notes) console.log(note);
		console.log('');
	}
}
