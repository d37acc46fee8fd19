// `make bench`: every contender on the same seeded scenes, in one process run. Prints the machine, a table of
// median ms per frame with each peer's ratio to the sat-wasm world, the frame-0 pair counts against a
// double-precision reference, and a table of ns per single collide call. Usage: node bench/run.mjs [N ...]
//
// The contenders' timed frames are interleaved in rounds (a block of frames each, in turn), so a burst of load
// from elsewhere on the machine falls on all of them rather than on whichever ran at that moment.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { makeScene, makeFrames } from './scene.mjs';
import { referencePairs, satDepth, pairKey } from './reference.mjs';
import { collideMicro } from './micro.mjs';

/**
 * Contenders in table order. A module exports name, optionally unavailable() -> reason or null, and either
 * setup(scene) / step(positions) -> { pairs, a, b, mtvX, mtvY } / teardown() (optionally lag: step(frame f)
 * reports frame f - lag), or start(scene) -> { run(k), close() } for a contender that times itself.
 */
export const contenders = [
	{ key: 'world', file: './contenders/sat-wasm-world.mjs' },
	{ key: 'native', file: './contenders/native.mjs' },
	{ key: 'collide', file: './contenders/sat-wasm-collide-grid.mjs' },
	{ key: 'satjs', file: './contenders/satjs-grid.mjs' },
	{ key: 'dc', file: './contenders/detect-collisions.mjs' },
	{ key: 'rapier', file: './contenders/rapier.mjs' },
].map((c) => ({ ...c, file: new URL(c.file, import.meta.url).href }));

const SIZES = [1000, 5000, 10000, 20000];
const WARMUP = 10;        // frames run before timing (frame 0, the first of them, is the one checked)
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

/** Every available contender on one N: { results: Map key -> { ms, frames, counts, frame0 }, ref, notes }. */
async function benchSize(n, mods, notes) {
	const scene = makeScene(n);
	const positions = makeFrames(scene, WARMUP + MAX_FRAMES);
	const ref = referencePairs(scene, positions[0]);
	const active = [];
	for (const c of mods) {
		if (c.skipped) continue;
		gc();
		let runner;
		try {
			runner = c.mod.start ? await c.mod.start(scene) : await jsRunner(c.mod, scene, positions);
			const warm = await runner.run(WARMUP);
			const estimate = median(warm.times.slice(WARMUP >> 1));
			const frames = Math.max(MIN_FRAMES, Math.min(MAX_FRAMES, Math.floor(BUDGET_MS / Math.max(estimate, 1e-3))));
			active.push({ c, runner, frames, done: 0, times: [], counts: warm.counts, frame0: warm.frame0 });
		} catch (err) {
			c.skipped = `failed at N=${n}: ${err.message}`;
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
				a.c.skipped = `failed at N=${n}: ${err.message}`;
			}
		}
	}
	const results = new Map();
	for (const a of active) {
		await a.runner.close().catch(() => {});
		if (a.failed) continue;
		const r = { ms: median(a.times), frames: a.done, counts: a.counts, frame0: a.frame0 };
		results.set(a.c.key, r);
		if (r.frames < MAX_FRAMES) notes.push(`- ${a.c.name} at N=${n}: ${r.frames} timed frames (cut to keep the run short)`);
		notes.push(...explainMismatch(`${a.c.name} at N=${n}`, r.frame0, ref, scene, positions[0]));
		process.stderr.write(`  N=${n} ${a.c.name}: ${fmtMs(r.ms)} ms/frame over ${r.frames} frames, ${r.frame0.pairs} pairs on frame 0\n`);
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
		if (differ) notes.push(`- ${name} at N=${n}: pair count differs from SAT.js + grid on ${differ} of ${len} frames (by at most ${worst})`);
	}
	return { results, ref };
}

async function main() {
	const sizes = process.argv.length > 2 ? process.argv.slice(2).map(Number) : SIZES;
	const info = machine();
	console.log(`# sat-wasm benchmark\n`);
	console.log(`Date: ${info.date}  \nNode: ${info.node}  \nCPU: ${info.cpu}  \nCores: ${info.cores}\n`);
	console.log(`Scene: N convex polygons (3-8 vertices, circumradius 4-12) in a square of side sqrt(N)*25, ` +
		`speeds up to 2 units/frame, bouncing off the walls, seeded. Each frame moves every body, then finds every ` +
		`overlapping pair (touching counts) with its MTV. ${WARMUP} warm-up frames, then up to ${MAX_FRAMES} timed ` +
		`frames (fewer if a contender would take over ${BUDGET_MS / 1000} s), interleaved between contenders in ` +
		`${ROUNDS} rounds; median ms per frame.\n`);

	const mods = [];
	for (const c of contenders) {
		const mod = await import(c.file);
		const reason = mod.unavailable ? await mod.unavailable() : null;
		mods.push({ ...c, mod, name: mod.name, skipped: reason });
	}

	const bySize = new Map();
	const notes = [];
	for (const n of sizes) bySize.set(n, await benchSize(n, mods, notes));

	// Table 1: ms per frame and ratios.
	console.log(`## Many bodies: median ms per frame (in brackets: peer ms / sat-wasm world ms)\n`);
	const head = ['N', ...mods.map((c) => c.name)];
	console.log(`| ${head.join(' | ')} |`);
	console.log(`|${head.map(() => '---:').join('|')}|`);
	for (const n of sizes) {
		const { results } = bySize.get(n);
		const w = results.get('world');
		const cells = [`${n}`];
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
	console.log(`Pairs found on frame 0 (reference: a double-precision SAT over every pair whose boxes overlap):\n`);
	console.log(`| N | reference | ${mods.map((c) => c.name).join(' | ')} |`);
	console.log(`|${['', '', ...mods].map(() => '---:').join('|')}|`);
	for (const n of sizes) {
		const { results, ref } = bySize.get(n);
		const cells = mods.map((c) => (results.get(c.key) ? `${results.get(c.key).frame0.pairs}` : 'skipped'));
		console.log(`| ${n} | ${ref.out.pairs} | ${cells.join(' | ')} |`);
	}
	console.log('');
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
	if (notes.length) {
		console.log('Notes:\n');
		for (const note of notes) console.log(note);
		console.log('');
	}
	if (!notes.some((l) => / vs \d+ \(reference\)|differs from/.test(l))) {
		console.log('Every contender reports the same pairs as the reference on frame 0, and the same count as ' +
			'SAT.js + grid on every frame.\n');
	}

	// Table 2: one collide call from JS.
	console.log(`## One collide call from JS: two 8-gons (radius 10, B rotated 0.3 rad), ns per call (median of batches)\n`);
	const micro = await collideMicro();
	console.log(`| case | ${micro.columns.join(' | ')} |`);
	console.log(`|${['', ...micro.columns].map(() => '---:').join('|')}|`);
	for (const row of micro.rows) console.log(`| ${row.join(' | ')} |`);
	console.log('');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
