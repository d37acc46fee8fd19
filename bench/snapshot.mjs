// The snapshot scene: what rollback netcode costs. The physics scene's pile (bench/physics.mjs, N = 1000 bodies,
// sleeping off) stepped WARM steps so it has its contacts, then, for sat-wasm and Rapier 2D:
// - snapshot: sat-wasm's `world.snapshot({ dynamic: true }, out)` into a preallocated buffer (and its full snapshot,
//   `world.snapshot()`, a new array) against Rapier's `world.takeSnapshot()` (a new array: Rapier has no other form);
//   bytes, and per body;
// - restore: sat-wasm's `world.restore(bytes)` into the world that took it against Rapier's
//   `World.restoreSnapshot(bytes)` (a new world; the old one is freed, as a game must);
// - a rollback of 10 frames: restore, then 10 steps of 1/60 s (the budget: one 16.7 ms frame at 60 Hz);
// - `world.hash()` (sat-wasm; Rapier has none);
// - exactness: restore at step WARM, then CHECK steps, against the run that went on without a restore: sat-wasm's
//   hash and every body's position and velocity bits; Rapier's positions (the largest difference).
// Every time is the median of REPS repetitions, the two engines interleaved in ROUNDS rounds.
import { PHYSICS, fmtMs, fmtRatio, gc, makePhysicsScene, median } from './physics.mjs';

export const SNAPSHOT_N = 1000;
const WARM = 120, CHECK = 60, REPS = 40, ROUNDS = 5, ROLLBACK = 10;

const satModule = new URL('./contenders/physics/sat-wasm.mjs', import.meta.url).href;
const rapierModule = new URL('./contenders/physics/rapier.mjs', import.meta.url).href;

/** ms of fn(), median of reps calls. */
function timeIt(fn, reps) {
	const times = [];
	for (let k = 0; k < reps; k++) {
		const t0 = performance.now();
		fn();
		times.push(performance.now() - t0);
	}
	return times;
}

/** Rapier's bodies' positions and velocities, in handle order. */
function rapierState(world) {
	const out = [];
	world.forEachRigidBody((b) => {
		const p = b.translation(), v = b.linvel();
		out.push(p.x, p.y, b.rotation(), v.x, v.y, b.angvel());
	});
	return out;
}

/** sat-wasm's bodies' transforms and velocities (every slot). */
function satState(world) {
	const xf = Array.from(world.transforms()), out = [];
	for (let i = 0; i < xf.length / 3; ++i) {
		const v = world.velocity(i);
		out.push(xf[3 * i], xf[3 * i + 1], xf[3 * i + 2], v.vx, v.vy, v.angularVelocity);
	}
	return out;
}

function largestDifference(a, b) {
	if (a.length !== b.length) return Infinity;
	let d = 0;
	for (let i = 0; i < a.length; i++) d = Math.max(d, Math.abs(a[i] - b[i]));
	return d;
}

/** Run the snapshot scene; prints its tables (markdown). */
export async function runSnapshot(n = SNAPSHOT_N) {
	const scene = makePhysicsScene(n);
	const sat = await import(satModule), rapier = await import(rapierModule);
	const rapierReason = await rapier.unavailable?.();
	console.log(`## Snapshots: rollback netcode at N = ${n}\n`);
	console.log(`The physics scene's pile (N = ${n}, sleeping off) after ${WARM} steps; median ms of ${ROUNDS} x ` +
		`${REPS / ROUNDS} repetitions, the engines interleaved. sat-wasm: \`world.snapshot({ dynamic: true }, out)\` ` +
		`into a preallocated buffer, \`world.restore(bytes)\`; Rapier 2D ${rapier.version}: \`world.takeSnapshot()\`, ` +
		`\`World.restoreSnapshot(bytes)\` (a new world; the old one freed). Rollback: a restore and ${ROLLBACK} steps ` +
		`of 1/60 s.\n`);

	const satA = await sat.create(scene), satB = await sat.create(scene);
	for (let s = 0; s < WARM; s++) { satA.step(); satB.step(); }
	const worldA = satA.raw();
	const dynSize = worldA.snapshotSize({ dynamic: true });
	const out = new Uint8Array(dynSize + 65536);
	let rapierInst = null, R = null;
	if (!rapierReason) {
		rapierInst = await rapier.create(scene);
		for (let s = 0; s < WARM; s++) rapierInst.step();
		R = rapierInst.raw();
	}

	// Exactness first (restore, CHECK steps, compare with the world that went on).
	const satBytes = worldA.snapshot({ dynamic: true });
	for (let s = 0; s < CHECK; s++) satA.step();
	const satHashOn = worldA.hash(), satStateOn = satState(worldA);
	worldA.restore(satBytes);
	for (let s = 0; s < CHECK; s++) satA.step();
	const satExact = worldA.hash() === satHashOn && largestDifference(satState(worldA), satStateOn) === 0;
	let rapierDiff = NaN, rapierAtRestore = NaN, rapierWorld = R?.world;
	if (R) {
		const bytes = rapierWorld.takeSnapshot(), at = rapierState(rapierWorld);
		for (let s = 0; s < CHECK; s++) rapierWorld.step();
		const on = rapierState(rapierWorld);
		const restored = R.RAPIER.World.restoreSnapshot(bytes);
		rapierAtRestore = largestDifference(rapierState(restored), at); // the restore itself is exact
		for (let s = 0; s < CHECK; s++) restored.step();
		rapierDiff = largestDifference(rapierState(restored), on);
		restored.free();
	}

	// Timing, on satB (at step WARM, untouched) and a Rapier world at step WARM + CHECK.
	const worldB = satB.raw();
	const satDyn = worldB.snapshot({ dynamic: true }), satFull = worldB.snapshot();
	const times = { satSnap: [], satFull: [], satRestore: [], satHash: [], satRollback: [], rSnap: [], rRestore: [], rRollback: [] };
	let rapierBytes = R ? rapierWorld.takeSnapshot() : null;
	const per = REPS / ROUNDS;
	for (let round = 0; round < ROUNDS; round++) {
		gc();
		times.satSnap.push(...timeIt(() => worldB.snapshot({ dynamic: true }, out), per));
		times.satFull.push(...timeIt(() => worldB.snapshot(), per));
		times.satHash.push(...timeIt(() => worldB.hash(), per));
		times.satRestore.push(...timeIt(() => worldB.restore(satDyn), per));
		times.satRollback.push(...timeIt(() => {
			worldB.restore(satDyn);
			for (let s = 0; s < ROLLBACK; s++) satB.step();
		}, Math.max(2, per / 4)));
		worldB.restore(satDyn);
		if (R) {
			gc();
			times.rSnap.push(...timeIt(() => { rapierBytes = rapierWorld.takeSnapshot(); }, per));
			times.rRestore.push(...timeIt(() => {
				const w = R.RAPIER.World.restoreSnapshot(rapierBytes);
				w.free();
			}, per));
			times.rRollback.push(...timeIt(() => {
				const w = R.RAPIER.World.restoreSnapshot(rapierBytes);
				for (let s = 0; s < ROLLBACK; s++) w.step();
				w.free();
			}, Math.max(2, per / 4)));
		}
	}
	const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, v.length ? median(v) : NaN]));
	const perBody = (bytes) => (bytes / n).toFixed(0);
	const ratio = (theirs, ours) => `${fmtRatio(theirs / ours)}x`;
	console.log('| engine | snapshot bytes (per body) | snapshot ms | restore ms | rollback: restore + 10 steps, ms | continues exactly |');
	console.log('|---|---:|---:|---:|---:|---|');
	console.log(`| sat-wasm, dynamic snapshot | ${satDyn.length} (${perBody(satDyn.length)}) | ${fmtMs(m.satSnap)} | ` +
		`${fmtMs(m.satRestore)} | ${fmtMs(m.satRollback)} | ${satExact ? 'yes: hash and every bit' : 'NO'} |`);
	console.log(`| sat-wasm, full snapshot (new array) | ${satFull.length} (${perBody(satFull.length)}) | ${fmtMs(m.satFull)} | | | |`);
	if (R) {
		console.log(`| Rapier 2D | ${rapierBytes.length} (${perBody(rapierBytes.length)}) | ${fmtMs(m.rSnap)} | ` +
			`${fmtMs(m.rRestore)} | ${fmtMs(m.rRollback)} | ${rapierDiff === 0 ? 'yes' : `no: largest difference ${rapierDiff.toExponential(2)}`} |`);
		console.log(`| Rapier / sat-wasm dynamic | ${ratio(rapierBytes.length, satDyn.length)} larger | ${ratio(m.rSnap, m.satSnap)} slower | ` +
			`${ratio(m.rRestore, m.satRestore)} slower | ${ratio(m.rRollback, m.satRollback)} slower | |`);
	} else {
		console.log(`| Rapier 2D | not available: ${rapierReason} | | | | |`);
	}
	console.log(`\nsat-wasm \`world.hash()\`: ${fmtMs(m.satHash)} ms. Exactness: restored at step ${WARM} and stepped ` +
		`${CHECK} steps, against the world that went on without a restore (Rapier's restored world, before stepping, ` +
		`differs from the one it was taken of by ${R ? rapierAtRestore.toExponential(2) : '-'}: its divergence comes ` +
		'from the steps after).\n');
	satA.destroy();
	satB.destroy();
	rapierWorld?.free?.();
	return { satExact, rapierDiff, m, satBytes: satDyn.length, rapierBytes: rapierBytes?.length };
}
