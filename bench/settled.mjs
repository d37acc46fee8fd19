// The settled pile: the physics scene (bench/physics.mjs, makePhysicsScene) with boxes only, sleeping on, stepped
// until every body is asleep, then timed asleep, beside the same pile with sleeping off (its awake cost). Run by
// bench/run.mjs (`--scene settled [N ...]`, and in the default run).
//
// Boxes only, because in the mixed pile a few circles wedged against boxes keep rocking in Box2D v3 and in Rapier
// (still at up to 0.6 and 0.3 m/s after 40 s), and one moving body keeps its island, here the whole pile, awake:
// after 30 s, 3 and 7 of their 1000 bodies were asleep. With boxes only, Box2D v3's, Planck.js's and
// matter-js's piles fall asleep; Rapier's still does not (a box on the ground keeps turning in place).
//
// For each engine with sleeping (bench/contenders/physics/*.mjs, create(scene, { sleep: true })):
// 1. Settle: a world with sleeping on (each engine's own thresholds and timers) steps until all N dynamic bodies
//    are asleep, counted every CHECK_EVERY steps, or SETTLE_STEPS steps have passed, the same cap for every engine.
//    The steps taken (rounded up to the check) are its time to fall asleep.
// 2. The awake twin: where the engine can turn sleeping off in a live world (stopSleeping()), a second world with
//    sleeping on settles through the same number of steps (the engines are deterministic, so it is the same pile;
//    checked: the largest distance between the twins' bodies is reported), then sleeping goes off and every body
//    wakes. Rapier's JS binding cannot turn a body's sleeping off once it exists, so its twin is a world built
//    with sleeping off, stepped the same number of steps (the same pile up to the moment bodies start to sleep).
// 3. Timing: TIMED_STEPS steps of each world (the asleep pile and the awake twin), each step timed on its own,
//    interleaved between worlds and engines in ROUNDS rounds with garbage collection forced between blocks, as in
//    the physics scene; the figures are the median ms per step.
// 4. Checks: bodies asleep in each world at the end of the timing (the asleep pile should still be asleep, the
//    twin awake), bodies inside the container and kinetic energy as in the physics scene.
//
// sat-wasm runs only when its world has sleeping (world.setSleepEnabled, isAwake, setAwake); otherwise its row
// says why and the peers run on their own.
import {
	PHYSICS, ROUNDS, fmtMs, fmtNum, fmtRatio, gc, loadEngines, makePhysicsScene, median, sanity, stateBuffers, warmUp,
} from './physics.mjs';

/** ms with three significant digits below 1 ms (an asleep step can take a few microseconds), else as fmtMs. */
const fmtStep = (ms) => (ms >= 1 ? fmtMs(ms) : ms.toPrecision(3));

/** Default body counts: the physics scene's middle size (a pile of 64 x 16 grid cells in a container 80 m wide). */
export const SETTLED_SIZES = [1000];
export const SETTLE_STEPS = 1800;  // 30 s of simulated time at most to fall asleep, the same for every engine
const CHECK_EVERY = 6;             // steps between counts of the bodies asleep (0.1 s)
export const TIMED_STEPS = 360;    // timed steps per world (asleep and awake), as in the physics scene

/** Step world until every body is asleep (counted every CHECK_EVERY steps) or maxSteps: { steps, asleep }. */
function settle(world, n, maxSteps) {
	let steps = 0, asleep = world.asleep();
	while (asleep < n && steps < maxSteps) {
		const k = Math.min(CHECK_EVERY, maxSteps - steps);
		for (let s = 0; s < k; s++) world.step();
		steps += k;
		asleep = world.asleep();
	}
	return { steps, asleep };
}

/** Step world exactly steps times. */
function stepMany(world, steps) {
	for (let s = 0; s < steps; s++) world.step();
}

/** The largest distance between the same body in two states (m). */
function largestDistance(a, b, n) {
	let worst = 0;
	for (let i = 0; i < n; i++) {
		const d = Math.hypot(a.x[i] - b.x[i], a.y[i] - b.y[i]);
		if (!(d <= worst)) worst = d; // NaN wins, so it shows
	}
	return worst;
}

/**
 * The two settled worlds of one engine: { asleep, awake, settleSteps, settledAsleep, twin (how the awake twin was
 * made), twinDistance (m, or null), wokenAsleep (bodies still asleep in the twin after stopSleeping, or null) }.
 */
async function settleEngine(e, scene) {
	const made = [];
	try {
		const asleep = await e.mod.create(scene, { sleep: true });
		made.push(asleep);
		if (typeof asleep.asleep !== 'function') throw new Error('its world cannot count the bodies asleep');
		const settled = settle(asleep, scene.n, SETTLE_STEPS);
		const result = { asleep, settleSteps: settled.steps, settledAsleep: settled.asleep, twinDistance: null,
			wokenAsleep: null };
		if (typeof asleep.stopSleeping === 'function') {
			const awake = await e.mod.create(scene, { sleep: true });
			made.push(awake);
			stepMany(awake, settled.steps);
			const a = stateBuffers(scene.n), b = stateBuffers(scene.n);
			asleep.state(a);
			awake.state(b);
			result.twinDistance = largestDistance(a, b, scene.n);
			awake.stopSleeping();
			result.wokenAsleep = awake.asleep();
			result.awake = awake;
			result.twin = 'the same pile, sleeping then turned off';
		} else {
			const awake = await e.mod.create(scene, { sleep: false });
			made.push(awake);
			stepMany(awake, settled.steps);
			result.awake = awake;
			result.twin = 'a world built with sleeping off, stepped as many steps';
		}
		return result;
	} catch (err) {
		for (const w of made) { try { w.destroy(); } catch { /* the first failure is what counts */ } }
		throw err;
	}
}

/**
 * The settled pile in every engine with sleeping, timed asleep and awake, interleaved: Map key -> { settleSteps,
 * settledAsleep, twin, twinDistance, wokenAsleep, asleepMs, awakeMs, asleepMean, awakeMean, endAsleep: [asleep
 * world, awake twin], check: [sanity of each] }.
 */
async function benchSettled(scene, list, notes) {
	const active = [];
	for (const e of list) {
		if (e.skipped) continue;
		gc();
		const t0 = performance.now();
		try {
			const r = await settleEngine(e, scene);
			active.push({ e, r, worlds: [r.asleep, r.awake], times: [[], []], done: [0, 0] });
			process.stderr.write(`  settled N=${scene.n} ${e.name}: ${r.settledAsleep}/${scene.n} asleep after ` +
				`${(r.settleSteps * PHYSICS.dt).toFixed(1)} s simulated (${((performance.now() - t0) / 1000).toFixed(0)} s to ` +
				`settle both worlds)\n`);
		} catch (err) {
			notes.push(`- ${e.name} at N=${scene.n}: settling failed (${err.message})`);
		}
	}
	for (let round = 0; round < ROUNDS; round++) {
		for (const a of active) {
			for (let w = 0; w < 2 && !a.failed; w++) {
				const k = Math.ceil((TIMED_STEPS * (round + 1)) / ROUNDS) - a.done[w];
				const world = a.worlds[w], times = a.times[w];
				gc();
				try {
					for (let s = 0; s < k; s++) {
						const t0 = performance.now();
						world.step();
						times.push(performance.now() - t0);
					}
					a.done[w] += k;
				} catch (err) {
					a.failed = true;
					notes.push(`- ${a.e.name} at N=${scene.n}: the ${w ? 'awake' : 'asleep'} world failed at timed step ` +
						`${a.done[w] + 1} (${err.message})`);
				}
			}
		}
	}
	const results = new Map();
	for (const a of active) {
		if (!a.failed) {
			try {
				const endAsleep = a.worlds.map((w) => w.asleep?.() ?? 0);
				const check = a.worlds.map((w) => {
					const s = stateBuffers(scene.n);
					w.state(s);
					return sanity(scene, s);
				});
				const mean = (t) => t.reduce((p, q) => p + q, 0) / t.length;
				const r = { ...a.r, asleepMs: median(a.times[0]), awakeMs: median(a.times[1]), asleepMean: mean(a.times[0]),
					awakeMean: mean(a.times[1]), endAsleep, check };
				delete r.asleep; delete r.awake;
				results.set(a.e.key, r);
				const who = `${a.e.name} at N=${scene.n}`;
				if (r.settledAsleep < scene.n) {
					notes.push(`- ${who}: only ${r.settledAsleep}/${scene.n} bodies asleep after ${(r.settleSteps * PHYSICS.dt)
						.toFixed(0)} s, so its asleep figure is that of a pile mostly awake`);
				}
				if (endAsleep[0] < r.settledAsleep) {
					notes.push(`- ${who}: ${r.settledAsleep - endAsleep[0]} bodies of the asleep pile woke during the timing`);
				}
				if (r.wokenAsleep || endAsleep[1]) {
					notes.push(`- ${who}: the awake twin had ${r.wokenAsleep} bodies asleep after sleeping went off and ` +
						`${endAsleep[1]} at the end`);
				}
				if (r.twinDistance) {
					notes.push(`- ${who}: the twin settled ${fmtNum(r.twinDistance)} m away from the asleep pile (not deterministic)`);
				}
				process.stderr.write(`  settled N=${scene.n} ${a.e.name}: asleep ${fmtStep(r.asleepMs)} ms/step, awake ` +
					`${fmtStep(r.awakeMs)} ms/step (medians of ${TIMED_STEPS}), ${endAsleep[0]}/${scene.n} still asleep\n`);
			} catch (err) {
				notes.push(`- ${a.e.name} at N=${scene.n}: reading its state failed (${err.message})`);
			}
		}
		for (const w of a.worlds) { try { w.destroy(); } catch { /* nothing more to report */ } }
	}
	return results;
}

/** Run the settled pile at each N and print its section (markdown, as the rest of bench/run.mjs). */
export async function runSettled(sizes = SETTLED_SIZES) {
	const list = await loadEngines();
	// sat-wasm needs its world's sleeping controls here, not only world.step.
	for (const e of list) {
		if (!e.skipped && e.mod.sleepUnavailable) e.skipped = await e.mod.sleepUnavailable();
	}
	const dt = PHYSICS.dt;
	console.log(`## Settled pile: sleeping on, asleep against awake\n`);
	console.log(`The physics scene's pile with boxes only (the same grid, container, seed, materials, solver effort and dt ` +
		`1/${Math.round(1 / dt)} s; with its circles, Box2D v3's and Rapier's piles do not fall asleep), ` +
		`with each engine's own sleeping on: stepped until all N bodies are asleep (counted every ${CHECK_EVERY} steps, at ` +
		`most ${SETTLE_STEPS} steps = ${(SETTLE_STEPS * dt).toFixed(0)} s, the same for every engine), then ${TIMED_STEPS} ` +
		`steps of that asleep pile and ${TIMED_STEPS} of its awake twin (the same settled pile with sleeping off) are ` +
		`timed, each step on its own, interleaved between worlds and engines in ${ROUNDS} rounds; median ms per step.\n`);
	await warmUp(list, true);
	const runs = [], notes = [];
	for (const n of sizes) {
		const t0 = performance.now();
		const scene = makePhysicsScene(n, undefined, { boxesOnly: true });
		runs.push([scene, await benchSettled(scene, list, notes)]);
		process.stderr.write(`  settled N=${n}: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
	}
	const missing = (e) => (e.skipped ? (e.key === 'sat' ? e.skipped : `skipped: ${e.skipped}`) : 'failed (see notes)');
	console.log(`**Median ms per step** of the settled pile, asleep and awake (sleeping off); in brackets, engine ms / ` +
		`sat-wasm ms (how many times faster sat-wasm is); asleep / awake is the share of its awake cost an asleep pile ` +
		`keeps\n`);
	const head = ['N', 'engine', 'asleep ms/step', 'awake ms/step', 'asleep / awake', 'bodies asleep: settled, end of timing',
		'time to fall asleep (simulated)'];
	console.log(`| ${head.join(' | ')} |`);
	console.log(`|---:|---|${head.slice(2).map(() => '---:').join('|')}|`);
	for (const [scene, results] of runs) {
		const sat = results.get('sat');
		for (const e of list) {
			const label = e.version ? `${e.name} ${e.version}` : e.name;
			const r = results.get(e.key);
			if (!r) {
				console.log(`| ${scene.n} | ${label} | ${missing(e)} | | | | |`);
				continue;
			}
			const vs = (ms, satMs) => (sat && e.key !== 'sat' ? ` (${fmtRatio(ms / satMs)}x)` : '');
			const all = r.settledAsleep === scene.n;
			console.log(`| ${scene.n} | ${label} | ${fmtStep(r.asleepMs)}${vs(r.asleepMs, sat?.asleepMs)} | ` +
				`${fmtStep(r.awakeMs)}${vs(r.awakeMs, sat?.awakeMs)} | ${(r.asleepMs / r.awakeMs).toFixed(3)} | ` +
				`${r.settledAsleep}/${scene.n}, ${r.endAsleep[0]}/${scene.n} | ` +
				`${all ? `${(r.settleSteps * dt).toFixed(1)} s` : `not all asleep after ${(r.settleSteps * dt).toFixed(0)} s`} |`);
		}
	}
	console.log('');
	console.log(`**Checks** at the end of the timing: bodies asleep in the awake twin (0 expected), how the twin was made ` +
		`and, for a twin settled with sleeping on, the largest distance between its bodies and the asleep pile's before ` +
		`sleeping went off (0 for a deterministic engine); bodies inside the container / N, kinetic energy (J) and ` +
		`largest speed of each world; mean ms per step (asleep, awake)\n`);
	const head2 = ['N', 'engine', 'awake twin', 'asleep pile', 'awake twin: end', 'mean ms/step'];
	console.log(`| ${head2.join(' | ')} |`);
	console.log(`|---:|---|${head2.slice(2).map(() => '---').join('|')}|`);
	const world = (c) => `${c.inside} inside, KE ${fmtNum(c.ke)}, max ${fmtNum(c.maxSpeed)} m/s`;
	for (const [scene, results] of runs) {
		for (const e of list) {
			const r = results.get(e.key);
			if (!r) continue;
			const twin = `${r.twin}${r.twinDistance === null ? '' : ` (largest distance ${fmtNum(r.twinDistance)} m, ` +
				`${r.wokenAsleep} asleep after waking)`}`;
			console.log(`| ${scene.n} | ${e.name} | ${twin} | ${world(r.check[0])} | ${r.endAsleep[1]} asleep, ` +
				`${world(r.check[1])} | ${fmtStep(r.asleepMean)}, ${fmtStep(r.awakeMean)} |`);
		}
	}
	console.log('');
	for (const [scene, results] of runs) {
		const sat = results.get('sat'), box2d = results.get('box2d');
		if (!sat) {
			console.log(`Target at N = ${scene.n} (an asleep pile steps in at most a tenth of its awake time, and faster ` +
				`than Box2D v3's asleep pile): not measured, sat-wasm does not run here (${missing(list.find((e) => e.key === 'sat'))}).\n`);
			continue;
		}
		const tenth = sat.asleepMs <= sat.awakeMs / 10;
		const beats = box2d ? sat.asleepMs < box2d.asleepMs : null;
		console.log(`Target at N = ${scene.n}: asleep / awake ${(sat.asleepMs / sat.awakeMs).toFixed(3)} (at most 0.1: ` +
			`${tenth ? 'met' : 'not met'}); asleep ${fmtStep(sat.asleepMs)} ms against Box2D v3's ` +
			`${box2d ? `${fmtStep(box2d.asleepMs)} ms (${beats ? 'faster: met' : 'not faster: not met'})` : 'not measured'}` +
			`${sat.settledAsleep === scene.n ? '' : `; only ${sat.settledAsleep}/${scene.n} of sat-wasm's bodies fell asleep`}.\n`);
	}
	console.log('How each engine sleeps here (the rest of its setup as in the physics scene):\n');
	for (const e of list) {
		console.log(`- ${e.name}${e.version ? ` ${e.version}` : ''}: ${e.skipped ? missing(e) : e.mod?.sleepSettings}`);
	}
	console.log('');
	if (notes.length) {
		console.log('Notes:\n');
		for (const note of notes) console.log(note);
		console.log('');
	}
}
