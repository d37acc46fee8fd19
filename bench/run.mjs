// `make bench`: every contender on the same seeded scenes, in one process run. Prints the machine, then for each
// scene a table of median ms per frame with each peer's ratio to the sat-wasm world and the frame-0 pair counts
// against a double-precision reference, and a table of ns per single collide call.
//
// Usage: node bench/run.mjs [--scene uniform [N ...]] [--scene level [D ...]] [--scene rays [N ...]]
//                          [--scene cast [N ...]] [--scene mover [M ...]] [--scene physics [N ...]]
//                          [--scene settled [N ...]] [--scene joints [STEPS]] [--scene snapshot [N]] [--rays R]
//   no --scene: every scene at its default sizes; bare numbers without --scene: the uniform scene at those N.
//   uniform: N moving polygons in a square (N = 1000 5000 10000 20000 50000 100000 by default).
//   level:   D moving polygons over a tilemap of 20,000 static tiles and 6 static walls (D = 100 1000 5000).
//   rays:    R segment casts (--rays R, 10000 by default) against N static polygons (N = 10000; bench/rays.mjs).
//   cast:    R shape casts (a box or a circle moved along the rays scene's segments) against the rays scene's
//            N static polygons, sat-wasm's world.castShape against Rapier's (N = 10000; bench/cast.mjs).
//   mover:   M character movers on a tile level, world.move against Rapier's character controller
//            (M = 100 500; bench/mover.mjs).
//   physics: N rigid bodies settling in a container, sat-wasm's step against four physics engines
//            (N = 200 1000 3000; bench/physics.mjs).
//   settled: the physics scene's pile with sleeping on, settled until asleep, timed asleep and awake
//            (N = 1000; bench/settled.mjs).
//   joints:  a 200-link hanging chain and a 40-plank bridge under falling boxes, revolute joints, sat-wasm's
//            world.addJoint against three physics engines (one scene; a number sets the timed steps, 600 by
//            default; bench/joints.mjs).
//   snapshot: rollback netcode: sat-wasm's dynamic and full snapshots, restore and hash against Rapier's
//            takeSnapshot / restoreSnapshot on the physics scene's pile (N = 1000; bench/snapshot.mjs).
//
// The contenders' timed frames are interleaved in rounds (a block of frames each, in turn), so a burst of load
// from elsewhere on the machine falls on all of them rather than on whichever ran at that moment.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { LEVEL, MAX_VERTS, allPositions, makeFrames, makeLevel, makeScene } from './scene.mjs';
import { referencePairs, satDepth, pairKey } from './reference.mjs';
import { collideMicro } from './micro.mjs';
import { PHYSICS_SIZES, runPhysics } from './physics.mjs';
import { RAY_COUNT, RAY_SIZES, runRays } from './rays.mjs';
import { CAST_SIZES, runCast } from './cast.mjs';
import { MOVER_SIZES, runMover } from './mover.mjs';
import { SETTLED_SIZES, runSettled } from './settled.mjs';
import { STEPS as JOINT_STEPS, runJoints } from './joints.mjs';
import { SNAPSHOT_N, runSnapshot } from './snapshot.mjs';

/**
 * Contenders in table order. A module exports name, optionally unavailable() -> reason or null, and either
 * setup(scene) / step(moverPositions) -> { pairs, a, b, mtvX, mtvY } / teardown() (optionally lag: step(frame f)
 * reports frame f - lag), or start(scene) -> { run(k), close() } for a contender that times itself; and
 * levelSetup, a line saying how it runs the level scene (printed with its table).
 */
export const contenders = [
	{ key: 'world', file: './contenders/sat-wasm-world.mjs' },
	{ key: 'native', file: './contenders/native.mjs' },
	{ key: 'collide', file: './contenders/sat-wasm-collide-grid.mjs' },
	{ key: 'satjs', file: './contenders/satjs-grid.mjs' },
	{ key: 'dc', file: './contenders/detect-collisions.mjs' },
	{ key: 'rapier', file: './contenders/rapier.mjs' },
].map((c) => ({ ...c, file: new URL(c.file, import.meta.url).href }));

const SIZES = [1000, 5000, 10000, 20000, 50000, 100000];
const LEVEL_MOVERS = [100, 1000, 5000];
const WARMUP = 10;        // frames run before timing (frame 0, the first of them, is the one checked)
const SETTLE_MS = 400;    // then this long alternating the last two warm-up frames, so the JITs have tiered up
const MAX_FRAMES = 100;   // timed frames at most
const MIN_FRAMES = 20;    // timed frames at least
const BUDGET_MS = 5000;   // fewer timed frames for a contender that would take longer than this per N
const ROUNDS = 5;         // the timed frames are played in this many interleaved rounds

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

function median(values) {
	const s = Float64Array.from(values).sort();
	const m = s.length >> 1;
	return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function machine() {
	let cpu = 'unknown';
	try {
		const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
		if (line) cpu = line.split(':')[1].trim();
	} catch { /* not Linux */ }
	return { date: new Date().toISOString().replace('T', ' ').slice(0, 19) + ' UTC', node: process.version,
		cpu, cores: os.cpus().length };
}

/** A JS contender as a runner: run(k) plays its next k frames and returns { times, counts, frame0? }. */
async function jsRunner(mod, scene, positions) {
	await mod.setup(scene);
	const lag = mod.lag ?? 0;
	let cursor = 0;
	return {
		async run(k) {
			const times = [], counts = [];
			let frame0;
			for (let r = 0; r < k; r++, cursor++) {
				const t0 = performance.now();
				const res = mod.step(positions[cursor]);
				times.push(performance.now() - t0);
				if (cursor >= lag) counts.push(res.pairs);
				if (cursor === lag) frame0 = { pairs: res.pairs, a: res.a.slice(0, res.pairs), b: res.b.slice(0, res.pairs) };
			}
			return { times, counts, frame0 };
		},
		/**
		 * Run for about ms more, alternating the last two warm-up frames (every mover moves on every call) and
		 * ending on the last one, so V8 has compiled the hot wasm and JS with its optimizing tier before the
		 * timed frames (a few warm-up frames of 0.1 ms leave much of it in the baseline tier). The frames the
		 * timed run continues from are the same, and nothing here is timed or counted.
		 */
		settle(ms) {
			const t0 = performance.now();
			do {
				mod.step(positions[WARMUP - 2]);
				mod.step(positions[WARMUP - 1]);
			} while (performance.now() - t0 < ms);
		},
		async close() { await mod.teardown(); },
	};
}

/** Lines explaining how a contender's frame-0 pairs differ from the reference's (none when they agree). */
function explainMismatch(name, frame0, ref, scene, xy) {
	const refKeys = new Set(), gotKeys = new Set();
	for (let k = 0; k < ref.out.pairs; k++) refKeys.add(pairKey(ref.out.a[k], ref.out.b[k]));
	for (let k = 0; k < frame0.pairs; k++) gotKeys.add(pairKey(frame0.a[k], frame0.b[k]));
	const missing = [], extra = [];
	for (let k = 0; k < ref.out.pairs; k++) {
		if (!gotKeys.has(pairKey(ref.out.a[k], ref.out.b[k]))) missing.push([ref.out.a[k], ref.out.b[k], ref.depth[k]]);
	}
	for (let k = 0; k < frame0.pairs; k++) {
		const i = frame0.a[k], j = frame0.b[k];
		if (!refKeys.has(pairKey(i, j))) extra.push([i, j, satDepth(scene, xy, i, j)]);
	}
	const duplicates = frame0.pairs - gotKeys.size;
	if (!missing.length && !extra.length && !duplicates) return [];
	const fmt = ([i, j, d]) => `(${i},${j}) ${d >= 0 ? 'depth' : 'gap'} ${Math.abs(d).toExponential(1)}`;
	const lines = [`- ${name}: ${frame0.pairs} pairs on frame 0 vs ${ref.out.pairs} (reference): ${missing.length} ` +
		`missing, ${extra.length} extra, ${duplicates} reported twice (pair: the reference's depth, or the gap)`];
	if (missing.length) lines.push(`  - missing: ${missing.slice(0, 6).map(fmt).join(', ')}${missing.length > 6 ? ', ...' : ''}`);
	if (extra.length) lines.push(`  - extra: ${extra.slice(0, 6).map(fmt).join(', ')}${extra.length > 6 ? ', ...' : ''}`);
	return lines;
}

const fmtMs = (ms) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(3));
const fmtRatio = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/**
 * Every available contender on one scene (label: "N=1000", "D=100"): { results: Map key -> { ms, frames,
 * counts, frame0 }, ref }; notes gets the cut frame counts and every disagreement.
 */
async function benchScene(scene, label, mods, notes) {
	const positions = makeFrames(scene, WARMUP + MAX_FRAMES);
	const xy0 = allPositions(scene, positions[0]);
	const ref = referencePairs(scene, xy0);
	const active = [];
	for (const c of mods) {
		if (c.skipped) continue;
		gc();
		let runner;
		try {
			runner = c.mod.start ? await c.mod.start(scene) : await jsRunner(c.mod, scene, positions);
			const warm = await runner.run(WARMUP);
			runner.settle?.(SETTLE_MS);
			const estimate = median(warm.times.slice(WARMUP >> 1));
			const frames = Math.max(MIN_FRAMES, Math.min(MAX_FRAMES, Math.floor(BUDGET_MS / Math.max(estimate, 1e-3))));
			active.push({ c, runner, frames, done: 0, times: [], counts: warm.counts, frame0: warm.frame0 });
		} catch (err) {
			c.skipped = `failed at ${label}: ${err.message}`;
			await runner?.close().catch(() => {});
		}
	}
	for (let round = 0; round < ROUNDS; round++) {
		for (const a of active) {
			if (a.failed) continue;
			const k = Math.ceil((a.frames * (round + 1)) / ROUNDS) - a.done;
			if (k <= 0) continue;
			gc();
			try {
				const r = await a.runner.run(k);
				a.times.push(...r.times);
				a.counts.push(...r.counts);
				a.done += k;
			} catch (err) {
				a.failed = true;
				a.c.skipped = `failed at ${label}: ${err.message}`;
			}
		}
	}
	const results = new Map();
	for (const a of active) {
		await a.runner.close().catch(() => {});
		if (a.failed) continue;
		const r = { ms: median(a.times), frames: a.done, counts: a.counts, frame0: a.frame0 };
		results.set(a.c.key, r);
		if (r.frames < MAX_FRAMES) notes.push(`- ${a.c.name} at ${label}: ${r.frames} timed frames (cut to keep the run short)`);
		notes.push(...explainMismatch(`${a.c.name} at ${label}`, r.frame0, ref, scene, xy0));
		process.stderr.write(`  ${scene.kind} ${label} ${a.c.name}: ${fmtMs(r.ms)} ms/frame over ${r.frames} frames, ` +
			`${r.frame0.pairs} pairs on frame 0\n`);
	}
	// Every frame: does each contender's count agree with SAT.js + grid's (double precision) frame by frame?
	const base = results.get('satjs');
	for (const [key, r] of results) {
		if (!base || key === 'satjs') continue;
		let differ = 0, worst = 0;
		const len = Math.min(r.counts.length, base.counts.length);
		for (let f = 0; f < len; f++) {
			if (r.counts[f] !== base.counts[f]) { differ++; worst = Math.max(worst, Math.abs(r.counts[f] - base.counts[f])); }
		}
		const name = mods.find((c) => c.key === key).name;
		if (differ) notes.push(`- ${name} at ${label}: pair count differs from SAT.js + grid on ${differ} of ${len} frames (by at most ${worst})`);
	}
	return { results, ref };
}

/** Print the ms-per-frame table and the frame-0 pair table of one scene's runs ([[rowLabel, run]]). */
function printTables(rowHead, runs, mods) {
	const head = [rowHead, ...mods.map((c) => c.name)];
	console.log(`| ${head.join(' | ')} |`);
	console.log(`|${head.map(() => '---:').join('|')}|`);
	for (const [row, { results }] of runs) {
		const w = results.get('world');
		const cells = [`${row}`];
		for (const c of mods) {
			const r = results.get(c.key);
			if (!r) cells.push(`skipped: ${c.skipped}`);
			else if (c.key === 'world') cells.push(fmtMs(r.ms));
			else if (c.key === 'native') cells.push(fmtMs(r.ms) + (w ? ` (wasm/native ${fmtRatio(w.ms / r.ms)}x)` : ''));
			else cells.push(fmtMs(r.ms) + (w ? ` (${fmtRatio(r.ms / w.ms)}x)` : ''));
		}
		console.log(`| ${cells.join(' | ')} |`);
	}
	console.log('');
	return (caption) => {
		console.log(`${caption}\n`);
		console.log(`| ${rowHead} | reference | ${mods.map((c) => c.name).join(' | ')} |`);
		console.log(`|${['', '', ...mods].map(() => '---:').join('|')}|`);
		for (const [row, { results, ref }] of runs) {
			const cells = mods.map((c) => (results.get(c.key) ? `${results.get(c.key).frame0.pairs}` : 'skipped'));
			console.log(`| ${row} | ${ref.out.pairs} | ${cells.join(' | ')} |`);
		}
		console.log('');
	};
}

function printNotes(notes) {
	if (notes.length) {
		console.log('Notes:\n');
		for (const note of notes) console.log(note);
		console.log('');
	}
	if (!notes.some((l) => / vs \d+ \(reference\)|differs from/.test(l))) {
		console.log('Every contender reports the same pairs as the reference on frame 0, and the same count as ' +
			'SAT.js + grid on every frame.\n');
	}
}

/** One line on the sat-wasm world's wasm heap per body for scene (bench/contenders/sat-wasm-world.mjs). */
async function printMemory(mods, scene, what) {
	const world = mods.find((c) => c.key === 'world');
	if (world.skipped || !world.mod.measureMemory) return;
	try {
		const m = await world.mod.measureMemory(scene, WARMUP);
		const per = (bytes) => (bytes / scene.n).toFixed(0);
		console.log(`Memory, sat-wasm world, ${what} (${scene.n} bodies): ${per(m.setup.taken)} bytes of wasm heap per ` +
			`body after adding them, ${per(m.frames.taken)} after ${WARMUP} frames (memory.buffer.byteLength grew by ` +
			`${(m.setup.grown / 2 ** 20).toFixed(1)} and ${(m.frames.grown / 2 ** 20).toFixed(1)} MiB on fresh instances, ` +
			`corrected for the free heap before and after, to about 4 KB; an upper bound on the world's own data, as allocator ` +
			`overhead and free fragments under 4 KB count).\n`);
	} catch (err) {
		console.log(`Memory, sat-wasm world, ${what}: not measured (${err.message}).\n`);
	}
}

/** The contenders with their modules; skipped holds the reason a contender does not run (per scene). */
async function loadContenders() {
	const mods = [];
	for (const c of contenders) {
		const mod = await import(c.file);
		const reason = mod.unavailable ? await mod.unavailable() : null;
		mods.push({ ...c, mod, name: mod.name, skipped: reason });
	}
	return mods;
}

const timingText = `${WARMUP} warm-up frames and ${SETTLE_MS} ms more alternating the last two (JIT warm-up), then up to ${MAX_FRAMES} timed frames (at least ${MIN_FRAMES}; fewer ` +
	`if a contender would take over ${BUDGET_MS / 1000} s), interleaved between contenders in ${ROUNDS} rounds; ` +
	`median ms per frame.`;

async function runUniform(sizes, loaded) {
	const mods = loaded.map((c) => ({ ...c }));
	console.log(`## Uniform scene: many moving bodies\n`);
	console.log(`N convex polygons (3-8 vertices, circumradius 4-12) in a square of side sqrt(N)*25, ` +
		`speeds up to 2 units/frame, bouncing off the walls, seeded. Each frame moves every body, then finds every ` +
		`overlapping pair (touching counts) with its MTV. ${timingText}\n`);
	const runs = [];
	const notes = [];
	let largest;
	for (const n of sizes) {
		const t0 = performance.now();
		const scene = makeScene(n);
		runs.push([n, await benchScene(scene, `N=${n}`, mods, notes)]);
		if (!largest || n > largest.n) largest = scene;
		process.stderr.write(`  uniform N=${n}: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
	}
	console.log(`**Median ms per frame** (in brackets: peer ms / sat-wasm world ms)\n`);
	const pairTable = printTables('N', runs, mods);
	pairTable(`Pairs found on frame 0 (reference: a double-precision SAT over every pair whose boxes overlap):`);
	if (mods.some((c) => c.key === 'rapier' && !c.skipped)) {
		console.log(`Rapier is timed with world.step() (its broad and narrow phase, plus an empty solver pass) and the ` +
			`walk over narrowPhase.contactPairsWith / contactPair. Bodies are kinematic position-based, moved with ` +
			`setNextKinematicTranslation; step() finds contacts before it moves them, so its pairs for frame f are ` +
			`read after the step of frame f + 1 (same work per frame, compared on the same positions). It keeps ` +
			`contacts up to a 0.002 prediction distance apart, so only pairs with a contact distance <= 0 are counted. ` +
			`As a physics engine, it refreshes a pair's existing contacts along the normal it found on an earlier ` +
			`frame while the motion between frames is small; with no solver pushing them apart, bodies here slide ` +
			`through each other and those depths drift, so on later frames it can report a pair that has just ` +
			`separated (node bench/check.mjs 5000 40 lists them with their true gap).\n`);
	}
	printNotes(notes);
	if (largest) await printMemory(mods, largest, `uniform N=${largest.n}`);
}

async function runLevel(counts, loaded) {
	const mods = loaded.map((c) => ({ ...c }));
	const sample = makeLevel(counts[0]);
	const wallLengths = [], wallThickness = [];
	for (let w = 0; w < sample.walls; w++) {
		const i = sample.movers + sample.tiles + w, base = i * MAX_VERTS * 2;
		const v = sample.verts;
		wallLengths.push(Math.hypot(v[base + 2] - v[base], v[base + 3] - v[base + 1]).toFixed(0));
		wallThickness.push(Math.hypot(v[base + 4] - v[base + 2], v[base + 5] - v[base + 3]).toFixed(1));
	}
	console.log(`## Level scene: movers over a static tilemap\n`);
	console.log(`A seeded map of ${LEVEL.cells} x ${LEVEL.cells} cells of ${LEVEL.tile} units (side ${sample.side}): ` +
		`${sample.tiles} static ${LEVEL.tile} x ${LEVEL.tile} square tiles on the ` +
		`${(100 * sample.tiles / LEVEL.cells ** 2).toFixed(1)}% of cells with the highest value noise (three octaves, ` +
		`so they form blobs and corridors), and ${sample.walls} long thin static walls (4-vertex polygons at random ` +
		`angles, lengths ${wallLengths.join(', ')}, thicknesses ${wallThickness.join(', ')}): ${sample.statics} ` +
		`statics. D moving polygons as in the uniform scene (3-8 vertices, circumradius 4-12, up to 2 units/frame, ` +
		`bouncing in the map's square). Bodies 0 .. D-1 are the movers, D .. D+${sample.statics - 1} the statics. ` +
		`Each frame moves every mover, then finds every overlapping pair involving a mover (mover-mover and ` +
		`mover-static; static-static pairs are never reported; touching counts) with its MTV. Every contender ` +
		`builds its static structure once at setup. ${timingText}\n`);
	const runs = [];
	const notes = [];
	let largest;
	for (const d of counts) {
		const t0 = performance.now();
		const scene = makeLevel(d);
		runs.push([d, await benchScene(scene, `D=${d}`, mods, notes)]);
		if (!largest || d > largest.movers) largest = scene;
		process.stderr.write(`  level D=${d}: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
	}
	console.log(`**Median ms per frame** (in brackets: peer ms / sat-wasm world ms)\n`);
	const pairTable = printTables('D', runs, mods);
	pairTable(`Pairs found on frame 0 (reference: a double-precision SAT over every pair with a mover whose boxes overlap):`);
	console.log('How each contender runs the level scene:\n');
	for (const c of mods) console.log(`- ${c.name}: ${c.mod.levelSetup ?? 'as in the uniform scene'}`);
	console.log('');
	printNotes(notes);
	if (largest) await printMemory(mods, largest, `level D=${largest.movers}`);
}

const SCENES = ['uniform', 'level', 'rays', 'cast', 'mover', 'physics', 'settled', 'joints', 'snapshot'];

/**
 * { uniform: [N] | null, level: [D] | null, rays: [N] | null, cast: [N] | null, mover: [M] | null, physics: [N] |
 * null, settled: [N] | null, joints: [STEPS] | null, snapshot: [N] | null, rayCount } from the command line (see the top of this file).
 */
function parseArgs(args) {
	const chosen = new Map();
	let current = null, rayCount = RAY_COUNT;
	for (let a = 0; a < args.length; a++) {
		const arg = args[a];
		if (arg === '--scene') { current = ''; continue; }
		if (arg === '-h' || arg === '--help') {
			console.log('usage: node bench/run.mjs [--scene uniform [N ...]] [--scene level [D ...]] [--scene rays [N ...]]\n' +
				'                          [--scene cast [N ...]] [--scene mover [M ...]] [--scene physics [N ...]]\n' +
				'                          [--scene settled [N ...]] [--scene joints [STEPS]] [--scene snapshot [N]]\n' +
				'                          [--rays R]\n' +
				'  no --scene: every scene, default sizes; bare numbers: the uniform scene at those N;\n' +
				`  --scene joints [STEPS]: the joints scene, STEPS timed steps (${JOINT_STEPS} by default);\n` +
				`  --rays R: the rays and cast scenes cast R rays and R shapes (${RAY_COUNT} by default)`);
			process.exit(0);
		}
		if (arg === '--rays') {
			const value = Number(args[++a]);
			if (!Number.isInteger(value) || value < 1) throw new Error(`--rays needs a ray count, not ${args[a]}`);
			rayCount = value;
			continue;
		}
		if (current === '') {
			if (!SCENES.includes(arg)) throw new Error(`--scene takes ${SCENES.join(', ')}, not ${arg}`);
			current = arg;
			if (!chosen.has(arg)) chosen.set(arg, []);
			continue;
		}
		const value = Number(arg);
		if (!Number.isInteger(value) || value < 1) throw new Error(`not a body count: ${arg}`);
		if (current === null) { current = 'uniform'; chosen.set('uniform', []); }
		if (current === 'joints' && chosen.get('joints').length) throw new Error(`--scene joints takes one step count, not ${arg}`);
		if (current === 'snapshot' && chosen.get('snapshot').length) throw new Error(`--scene snapshot takes one body count, not ${arg}`);
		chosen.get(current).push(value);
	}
	if (current === '') throw new Error(`--scene needs ${SCENES.join(', ')}`);
	if (chosen.size === 0) {
		return { uniform: SIZES, level: LEVEL_MOVERS, rays: RAY_SIZES, cast: CAST_SIZES, mover: MOVER_SIZES,
			physics: PHYSICS_SIZES, settled: SETTLED_SIZES, joints: [JOINT_STEPS], snapshot: [SNAPSHOT_N], rayCount };
	}
	const pick = (key, defaults) => (chosen.has(key) ? (chosen.get(key).length ? chosen.get(key) : defaults) : null);
	return { uniform: pick('uniform', SIZES), level: pick('level', LEVEL_MOVERS), rays: pick('rays', RAY_SIZES),
		cast: pick('cast', CAST_SIZES), mover: pick('mover', MOVER_SIZES), physics: pick('physics', PHYSICS_SIZES),
		settled: pick('settled', SETTLED_SIZES), joints: pick('joints', [JOINT_STEPS]),
		snapshot: pick('snapshot', [SNAPSHOT_N]), rayCount };
}

async function main() {
	let uniform, level, rays, cast, mover, physics, settled, joints, snapshot, rayCount;
	try {
		({ uniform, level, rays, cast, mover, physics, settled, joints, snapshot, rayCount } = parseArgs(process.argv.slice(2)));
	} catch (err) {
		process.stderr.write(`bench/run.mjs: ${err.message} (--help for usage)\n`);
		process.exit(2);
	}
	const t0 = performance.now();
	const info = machine();
	console.log(`# sat-wasm benchmark\n`);
	console.log(`Date: ${info.date}  \nNode: ${info.node}  \nCPU: ${info.cpu}  \nCores: ${info.cores}\n`);
	const loaded = uniform || level ? await loadContenders() : null;
	if (uniform) await runUniform(uniform, loaded);
	if (level) await runLevel(level, loaded);
	if (rays) await runRays(rays, rayCount);
	if (cast) await runCast(cast, rayCount);
	if (mover) await runMover(mover);

	if (uniform) {
		// One collide call from JS.
		console.log(`## One collide call from JS: two 8-gons (radius 10, B rotated 0.3 rad), ns per call (median of batches)\n`);
		const micro = await collideMicro();
		console.log(`| case | ${micro.columns.join(' | ')} |`);
		console.log(`|${['', ...micro.columns].map(() => '---:').join('|')}|`);
		for (const row of micro.rows) console.log(`| ${row.join(' | ')} |`);
		console.log('');
	}
	if (physics) await runPhysics(physics);
	if (settled) await runSettled(settled);
	if (joints) await runJoints({ steps: joints[0] });
	if (snapshot) await runSnapshot(snapshot[0]);
	process.stderr.write(`bench/run.mjs: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
