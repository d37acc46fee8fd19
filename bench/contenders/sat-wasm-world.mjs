// The sat-wasm world (web/sat.js): setPositions from one Float32Array, then collisions() reads the pairs
// and MTVs from typed arrays over wasm memory.
import { loadSat } from '../satwasm.mjs';
import { bodyPoints } from '../scene.mjs';

export const name = 'sat-wasm world';

let sat, world;
const out = { pairs: 0, a: null, b: null, mtvX: null, mtvY: null };

export async function unavailable() {
	const loaded = await loadSat();
	if (!loaded.sat) return loaded.reason;
	if (typeof loaded.sat.world !== 'function') return 'web/sat.js has no world() yet';
	return null;
}

export async function setup(scene) {
	({ sat } = await loadSat());
	world = sat.world();
	for (let i = 0; i < scene.n; i++) {
		const shape = sat.polygon(bodyPoints(scene, i));
		const id = world.add(shape, scene.pos[2 * i], scene.pos[2 * i + 1], 0);
		shape.destroy();
		if (id !== i) throw new Error(`world.add returned id ${id} for body ${i}`);
	}
}

export function step(xy) {
	world.setPositions(xy);
	const c = world.collisions();
	out.pairs = c.count; out.a = c.a; out.b = c.b; out.mtvX = c.mtvX; out.mtvY = c.mtvY;
	return out;
}

export function teardown() { world.destroy(); world = undefined; }
