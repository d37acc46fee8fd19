// The sat-wasm world (web/sat.js): setPositions from one Float32Array, then collisions() reads the pairs
// and MTVs from typed arrays over wasm memory. In the level scene the movers are added first, then the
// statics, each marked with world.setStatic(id, true); setPositions then covers the movers' slots only.
import { freshSat, loadSat } from '../satwasm.mjs';
import { bodyPoints, makeFrames } from '../scene.mjs';

export const name = 'sat-wasm world';
export const levelSetup = 'movers added first, then the statics with `world.setStatic(id, true)`; per frame ' +
	'`world.setPositions(moverXY)` (the movers\' slots only) and `world.collisions()`';

let sat, world;
const out = { pairs: 0, a: null, b: null, mtvX: null, mtvY: null };

export async function unavailable() {
	const loaded = await loadSat();
	if (!loaded.sat) return loaded.reason;
	if (typeof loaded.sat.world !== 'function') return 'web/sat.js has no world() yet';
	return null;
}

/** A world of the scene's bodies in instance s: movers, then statics marked static. */
function build(s, scene) {
	const w = s.world();
	for (let i = 0; i < scene.n; i++) {
		const shape = s.polygon(bodyPoints(scene, i));
		const id = w.add(shape, scene.pos[2 * i], scene.pos[2 * i + 1], 0);
		shape.destroy();
		if (id !== i) throw new Error(`world.add returned id ${id} for body ${i}`);
		if (i >= scene.movers) w.setStatic(id, true);
	}
	return w;
}

export async function setup(scene) {
	({ sat } = await loadSat());
	world = build(sat, scene);
}

export function step(xy) {
	world.setPositions(xy);
	const c = world.collisions();
	out.pairs = c.count; out.a = c.a; out.b = c.b; out.mtvX = c.mtvX; out.mtvY = c.mtvY;
	return out;
}

export function teardown() { world.destroy(); world = undefined; }

/**
 * Wasm heap taken by a world of the scene, in bytes: after adding the bodies, and after `frames` more steps.
 * Each figure comes from its own fresh instance: the growth of memory.buffer.byteLength plus the free heap
 * the instance had at the start minus what it has left, both found by allocating 4 KB blocks until the memory
 * grows (the initial memory has free room that absorbs allocations, and emscripten grows memory by at least
 * 20% at a time, so the bare growth says little). Right to about 4 KB in all (the probe's block); allocator
 * overhead and free fragments under 4 KB count as taken, so it is an upper bound on the world's own data.
 */
export async function measureMemory(scene, frames) {
	const free0 = probeFree(await freshSat());
	const taken = async (steps) => {
		const fresh = await freshSat();
		const bytes0 = fresh.sat.memory.buffer.byteLength;
		const w = build(fresh.sat, scene);
		for (const xy of steps) { w.setPositions(xy); w.collisions(); }
		const grown = fresh.sat.memory.buffer.byteLength - bytes0;
		const taken = grown + free0 - probeFree(fresh);
		w.destroy();
		return { taken, grown };
	};
	return { setup: await taken([]), frames: await taken(makeFrames(scene, frames)) };
}

/** Free bytes in an instance's heap, probed with 4 KB blocks until the memory grows (they are freed after). */
function probeFree({ sat: s, exports }) {
	const block = 4096, memory = s.memory, bytes = memory.buffer.byteLength, blocks = [];
	for (;;) {
		const p = exports.malloc(block);
		if (p === 0) break;
		blocks.push(p);
		if (memory.buffer.byteLength !== bytes) break;
	}
	for (const p of blocks) exports.free(p);
	return (blocks.length - 1) * block;
}
