// The physics scene: rigid bodies settling in a static container, stepped by sat-wasm's world (once it has a
// step) and by four peer engines, each set to the same gravity, time step, solver effort, materials and
// sleeping (off). Run by bench/run.mjs (`--scene physics [N ...]`, and in the default run).
//
// Scene (makePhysicsScene, seeded): a static container of three boxes (a ground and two side walls, 1 m thick)
// and N dynamic bodies, half circles of diameter 0.5-1 m and half boxes of 0.5-1 m x 0.5-1 m at angles within
// +-0.25 rad, in a seeded random order, one per cell of a grid of 1.25 m cells (2 sqrt(N) columns) above the
// ground inside the container, each shifted sideways at random within its cell's slack, so no two bodies and no
// body and wall overlap at the start. Gravity (0, -10) m/s^2, dt 1/60 s, density 1 kg/m^2,
// friction 0.6, restitution 0. Every size and position is a float32 value, so every engine gets the same inputs.
//
// Each engine runs STEPS steps of the same scene; each step is timed on its own and the table gives the median
// ms per step. The engines' steps are interleaved in ROUNDS rounds (a block of steps each, in turn), as in the
// other scenes, so load from elsewhere on the machine falls on all of them. At the end, a sanity table: bodies
// still inside the container and the total kinetic energy (so a solver that explodes or lets bodies fall
// through the ground cannot look fast).
//
// An engine module (bench/contenders/physics/*.mjs) exports name, version, settings (a line saying how it is set
// up), sleepSettings (the same for the settled scene, bench/settled.mjs), optionally unavailable() -> reason or
// null, and create(scene, { sleep }) -> a world of its own: { step(), state(out) (fills out.x, out.y, out.vx,
// out.vy, out.w: Float64Arrays of the N dynamic bodies in scene order, in m, m/s and rad/s, y up), destroy(), and
// with sleep, asleep() -> how many of the N are asleep and, where the engine can, stopSleeping() (sleeping off from
// then on, every body awake) }. Here every world is made with sleep false: sleeping off, explicitly, in every engine.
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { mulberry32 } from './scene.mjs';

/** The scene's fixed parameters (shared by every engine module). */
export const PHYSICS = {
	gravity: -10,         // m/s^2, along y
	dt: 1 / 60,           // s
	iterations: 8,        // velocity iterations (what each engine maps this to: see its settings line)
	density: 1,           // kg/m^2
	friction: 0.6,
	restitution: 0,
	pitch: 1.25,          // m: grid cell; a body's extent is at most cos(0.25) + sin(0.25) = 1.22 m
	minSize: 0.5,         // m: box sides and circle diameters
	maxSize: 1,
	maxAngle: 0.25,       // rad: boxes start at angles in [-maxAngle, maxAngle]
	wall: 1,              // m: thickness of the ground and the walls
	headroom: 2,          // m: walls reach this far above the top row of the grid
};

/** Default body counts, steps per run and interleaving. */
export const PHYSICS_SIZES = [200, 1000, 3000];
export const STEPS = 360;          // 6 s of simulated time: the bodies fall (2.6 s from the top row at N = 3000) and settle
export const ROUNDS = 5;
const WARM_N = 64, WARM_STEPS = 60; // a small throwaway run per engine first, so its JIT is warm

export const engines = [
	{ key: 'sat', file: './contenders/physics/sat-wasm.mjs' },
	{ key: 'box2d', file: './contenders/physics/box2d3.mjs' },
	{ key: 'rapier', file: './contenders/physics/rapier.mjs' },
	{ key: 'planck', file: './contenders/physics/planck.mjs' },
	{ key: 'matter', file: './contenders/physics/matter.mjs' },
].map((e) => ({ ...e, file: new URL(e.file, import.meta.url).href }));

/** The installed version of an npm package (from its package.json under node_modules), or '?'. */
export function packageVersion(name) {
	try {
		return JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
	} catch {
		return '?';
	}
}

const f32 = Math.fround;

/**
 * The scene of n dynamic bodies: { kind: 'physics', n, seed, cols, rows, container: { left, right, bottom, top }
 * (the inner region), statics: [{ x, y, w, h }] (ground, left wall, right wall: boxes centred on x, y), and per
 * body: circle (1 for a circle, 0 for a box), w, h (a box's full sizes), r (a circle's radius), x, y, angle, and
 * the nominal mass and inertia about the centre from density 1 }. boxesOnly: every body a box (the same grid and
 * container; the sizes and offsets come out of the same seeded sequence, so they differ from the mixed scene's).
 */
export function makePhysicsScene(n, seed = 2024, { boxesOnly = false } = {}) {
	const P = PHYSICS;
	const rand = mulberry32(seed ^ Math.imul(n, 0x85ebca6b));
	const cols = Math.max(4, Math.ceil(2 * Math.sqrt(n)));
	const rows = Math.ceil(n / cols);
	const width = cols * P.pitch;
	const left = -width / 2, right = width / 2, bottom = 0;
	const top = rows * P.pitch + P.headroom;
	const t = P.wall;
	const statics = [
		{ x: 0, y: -t / 2, w: width + 2 * t, h: t },                       // ground, under both walls
		{ x: left - t / 2, y: (top - t) / 2, w: t, h: top + t },           // left wall, from the ground's bottom up
		{ x: right + t / 2, y: (top - t) / 2, w: t, h: top + t },          // right wall
	];
	const circle = new Uint8Array(n);
	const w = new Float64Array(n), h = new Float64Array(n), r = new Float64Array(n);
	const x = new Float64Array(n), y = new Float64Array(n), angle = new Float64Array(n);
	const mass = new Float64Array(n), inertia = new Float64Array(n);
	const size = () => f32(P.minSize + (P.maxSize - P.minSize) * rand());
	// Half circles (n / 2 rounded down), the rest boxes, in a seeded random order, so the grid's columns mix both.
	if (!boxesOnly) for (let i = 0; i < n >> 1; i++) circle[i] = 1;
	for (let i = n - 1; i > 0; i--) {
		const j = Math.floor(rand() * (i + 1));
		const t = circle[i]; circle[i] = circle[j]; circle[j] = t;
	}
	for (let i = 0; i < n; i++) {
		const c = i % cols, row = Math.floor(i / cols);
		let extentX;
		if (!circle[i]) {
			w[i] = size(); h[i] = size();
			angle[i] = f32((2 * rand() - 1) * P.maxAngle);
			const cos = Math.cos(angle[i]), sin = Math.abs(Math.sin(angle[i]));
			extentX = w[i] * cos + h[i] * sin;
			mass[i] = P.density * w[i] * h[i];
			inertia[i] = (mass[i] * (w[i] * w[i] + h[i] * h[i])) / 12;
		} else {
			r[i] = f32(size() / 2);
			extentX = 2 * r[i];
			mass[i] = P.density * Math.PI * r[i] * r[i];
			inertia[i] = (mass[i] * r[i] * r[i]) / 2;
		}
		// Shifted sideways within the slack of its cell (never into the next one), so the columns are not aligned.
		const slack = Math.max(0, (P.pitch - extentX) / 2 - 0.01);
		x[i] = f32(left + P.pitch * (c + 0.5) + (2 * rand() - 1) * slack);
		y[i] = f32(bottom + P.pitch * (row + 0.5));
	}
	return { kind: 'physics', n, seed, boxesOnly, cols, rows, container: { left, right, bottom, top }, statics,
		circle, w, h, r, x, y, angle, mass, inertia };
}

/** Arrays for an engine's state(out). */
export function stateBuffers(n) {
	return { x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n),
		w: new Float64Array(n) };
}

/**
 * End-of-run sanity figures from an engine's state: bodies inside the container (centre strictly between the
 * walls, above the ground and below the walls' top; NaN counts as outside), total kinetic energy from the
 * scene's nominal masses and inertias (the same formula for every engine), and the largest speed.
 */
export function sanity(scene, s) {
	const { left, right, bottom, top } = scene.container;
	let inside = 0, ke = 0, maxSpeed = 0;
	for (let i = 0; i < scene.n; i++) {
		if (s.x[i] > left && s.x[i] < right && s.y[i] > bottom && s.y[i] < top) inside++;
		const v2 = s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i];
		ke += 0.5 * scene.mass[i] * v2 + 0.5 * scene.inertia[i] * s.w[i] * s.w[i];
		const speed = Math.sqrt(v2);
		if (!(speed <= maxSpeed)) maxSpeed = speed; // NaN wins, so it shows
	}
	return { inside, ke, maxSpeed };
}

/** Potential energy (J) of the bodies at the start, above the ground's top: a scale for the kinetic energy. */
function startEnergy(scene) {
	let pe = 0;
	for (let i = 0; i < scene.n; i++) pe += scene.mass[i] * -PHYSICS.gravity * scene.y[i];
	return pe;
}

v8.setFlagsFromString('--expose-gc');
export const gc = vm.runInNewContext('gc');

export function median(values) {
	const s = Float64Array.from(values).sort();
	const m = s.length >> 1;
	return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export const fmtMs = (ms) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(3));
export const fmtRatio = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
export const fmtNum = (v) => (!Number.isFinite(v) ? String(v) : v === 0 ? '0' : Math.abs(v) >= 1000 || Math.abs(v) < 0.01
	? v.toExponential(2) : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

/** The engine modules with the reason each one does not run (null when it runs). */
export async function loadEngines() {
	const list = [];
	for (const e of engines) {
		let mod, skipped = null;
		try {
			mod = await import(e.file);
			skipped = mod.unavailable ? await mod.unavailable() : null;
		} catch (err) {
			skipped = `failed to load: ${err.message}`;
		}
		list.push({ ...e, mod, name: mod?.name ?? e.key, version: mod?.version ?? '', skipped });
	}
	return list;
}

/** One scene in every running engine, interleaved: Map key -> { ms, meanMs, steps, inside, ke, maxSpeed }. */
async function benchScene(scene, list, notes) {
	const active = [];
	for (const e of list) {
		if (e.skipped) continue;
		gc();
		try {
			active.push({ e, world: await e.mod.create(scene, { sleep: false }), times: [], done: 0 });
		} catch (err) {
			notes.push(`- ${e.name} at N=${scene.n}: setup failed (${err.message})`);
		}
	}
	for (let round = 0; round < ROUNDS; round++) {
		for (const a of active) {
			if (a.failed) continue;
			const k = Math.ceil((STEPS * (round + 1)) / ROUNDS) - a.done;
			gc();
			try {
				const world = a.world;
				for (let s = 0; s < k; s++) {
					const t0 = performance.now();
					world.step();
					a.times.push(performance.now() - t0);
				}
				a.done += k;
			} catch (err) {
				a.failed = true;
				notes.push(`- ${a.e.name} at N=${scene.n}: failed at step ${a.done + 1} (${err.message})`);
			}
		}
	}
	const results = new Map();
	for (const a of active) {
		if (!a.failed) {
			try {
				const s = stateBuffers(scene.n);
				a.world.state(s);
				const check = sanity(scene, s);
				const ms = median(a.times);
				const meanMs = a.times.reduce((p, q) => p + q, 0) / a.times.length;
				results.set(a.e.key, { ms, meanMs, steps: a.done, ...check });
				process.stderr.write(`  physics N=${scene.n} ${a.e.name}: ${fmtMs(ms)} ms/step (median of ${a.done}), ` +
					`${check.inside}/${scene.n} inside, kinetic energy ${fmtNum(check.ke)} J\n`);
			} catch (err) {
				notes.push(`- ${a.e.name} at N=${scene.n}: reading its state failed (${err.message})`);
			}
		}
		try { a.world.destroy(); } catch { /* nothing more to report */ }
	}
	return results;
}

/**
 * A small throwaway run of each engine (sleeping as given), so the JS engines' code is compiled before anything
 * is timed.
 */
export async function warmUp(list, sleep = false) {
	const scene = makePhysicsScene(WARM_N, 1);
	for (const e of list) {
		if (e.skipped) continue;
		let world;
		try {
			world = await e.mod.create(scene, { sleep });
			for (let s = 0; s < WARM_STEPS; s++) world.step();
		} catch (err) {
			e.skipped = `failed on the warm-up scene: ${err.message}`;
		}
		try { world?.destroy(); } catch { /* already reported */ }
	}
}

/** Run the physics scene at each N and print its section (markdown, as the rest of bench/run.mjs). */
export async function runPhysics(sizes = PHYSICS_SIZES) {
	const list = await loadEngines();
	const P = PHYSICS;
	console.log(`## Physics scene: bodies settling in a container\n`);
	console.log(`A seeded scene: a static container (a ground and two side walls: boxes ${P.wall} m thick) and N dynamic ` +
		`bodies, half boxes (sides ${P.minSize}-${P.maxSize} m, angles within +-${P.maxAngle} rad) and half circles ` +
		`(diameters ${P.minSize}-${P.maxSize} m), on a grid of ${P.pitch} m cells (2 sqrt(N) columns, as wide as the ` +
		`container) above the ground, none overlapping. Gravity (0, ${P.gravity}) m/s^2, dt 1/${Math.round(1 / P.dt)} s, ` +
		`density ${P.density}, friction ${P.friction}, restitution ${P.restitution}, sleeping off, solver effort of ` +
		`${P.iterations} velocity iterations (per engine below). ${STEPS} steps (${(STEPS * P.dt).toFixed(0)} s: the ` +
		`bodies fall and settle), each timed; median ms per step, the engines' steps interleaved in ${ROUNDS} rounds ` +
		`after a ${WARM_STEPS}-step warm-up run of ${WARM_N} bodies.\n`);
	await warmUp(list);
	const runs = [], notes = [];
	for (const n of sizes) {
		const t0 = performance.now();
		const scene = makePhysicsScene(n);
		runs.push([scene, await benchScene(scene, list, notes)]);
		process.stderr.write(`  physics N=${n}: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
	}
	const cellOf = (e, results) => {
		if (e.skipped) return e.key === 'sat' ? `not available (${e.skipped})` : `skipped: ${e.skipped}`;
		return results.get(e.key) ? null : 'failed (see notes)';
	};
	console.log(`**Median ms per step** (in brackets: engine ms / sat-wasm ms, i.e. how many times faster sat-wasm is)\n`);
	const head = ['N', ...list.map((e) => (e.version ? `${e.name} ${e.version}` : e.name))];
	console.log(`| ${head.join(' | ')} |`);
	console.log(`|${head.map(() => '---:').join('|')}|`);
	for (const [scene, results] of runs) {
		const sat = results.get('sat');
		const cells = [`${scene.n}`];
		for (const e of list) {
			const r = results.get(e.key);
			if (!r) { cells.push(cellOf(e, results)); continue; }
			cells.push(fmtMs(r.ms) + (sat && e.key !== 'sat' ? ` (${fmtRatio(r.ms / sat.ms)}x)` : ''));
		}
		console.log(`| ${cells.join(' | ')} |`);
	}
	console.log('');
	console.log(`**At the end of the run** (after ${STEPS} steps): bodies inside the container / N; total kinetic energy ` +
		`in J (from the scene's nominal masses and inertias, the same for every engine; for scale, the bodies' potential energy ` +
		`above the ground at the start is on the left, and a settled pile keeps a tiny fraction of it as motion); ` +
		`largest speed in m/s; mean ms per step\n`);
	const head2 = ['N', 'start potential energy (J)', ...list.map((e) => e.name)];
	console.log(`| ${head2.join(' | ')} |`);
	console.log(`|${head2.map(() => '---:').join('|')}|`);
	for (const [scene, results] of runs) {
		const cells = [`${scene.n}`, fmtNum(startEnergy(scene))];
		for (const e of list) {
			const r = results.get(e.key);
			cells.push(r ? `${r.inside}/${scene.n} inside, KE ${fmtNum(r.ke)}, max ${fmtNum(r.maxSpeed)} m/s, mean ` +
				`${fmtMs(r.meanMs)} ms` : e.skipped ? (e.key === 'sat' ? 'not available' : 'skipped') : 'failed');
		}
		console.log(`| ${cells.join(' | ')} |`);
	}
	console.log('');
	// Where sat-wasm's step goes: a run of its own (after the timed ones, profiling on), the mean ms per step of
	// each stage of world.profile().
	const sat = list.find((e) => e.key === 'sat' && !e.skipped);
	if (sat) {
		const stages = ['broadPhase', 'narrowPhase', 'contacts', 'solve', 'continuous', 'finalize'];
		console.log(`**sat-wasm's step by stage** (\`world.profile()\`, a run of its own with \`world.setProfiling(true)\`: ` +
			`mean ms per step over ${STEPS} steps; broadPhase = the candidate pairs from the grids (boxes touching), ` +
			`narrowPhase = the SAT test of each candidate (pairs, MTVs, events), contacts = manifolds and warm-start ` +
			`matching, solve = colouring, substeps and restitution, continuous = moving the bodies, finalize = sleeping)\n`);
		console.log(`| N | step | ${stages.join(' | ')} |`);
		console.log(`|${['N', 'step', ...stages].map(() => '---:').join('|')}|`);
		for (const [scene] of runs) {
			const world = await sat.mod.create(scene, { sleep: false });
			world.setProfiling(true);
			const p = { step: 0, broadPhase: 0, narrowPhase: 0, contacts: 0, solve: 0, continuous: 0, finalize: 0 }, sum = { ...p };
			for (let k = 0; k < STEPS; k++) {
				world.step();
				world.profile(p);
				for (const key in sum) sum[key] += p[key];
			}
			world.destroy();
			const cells = [scene.n, fmtMs(sum.step / STEPS), ...stages.map((key) => fmtMs(sum[key] / STEPS))];
			console.log(`| ${cells.join(' | ')} |`);
		}
		console.log('');
	}
	console.log('How each engine is set up:\n');
	for (const e of list) console.log(`- ${e.name}${e.version ? ` ${e.version}` : ''}: ${e.mod?.settings ?? e.skipped}`);
	console.log('');
	if (notes.length) {
		console.log('Notes:\n');
		for (const note of notes) console.log(note);
		console.log('');
	}
}
