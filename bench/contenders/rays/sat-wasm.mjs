// The sat-wasm world (web/sat.js): every polygon added with world.add and marked static, then one
// world.collisions() so the static grid is built at setup (as Rapier's one step builds its tree; without it the
// first query would build it); each ray is
// world.raycast(x0, y0, x1, y1, undefined, hit) with one reused result object. detail() gives the whole answer
// of one ray (its hit point and normal are checked too).
import { loadSat } from '../../satwasm.mjs';
import { bodyPoints } from '../../scene.mjs';

export const name = 'sat-wasm world';
export const settings = '`sat.world()`; each polygon `world.add(sat.polygon(points), x, y, 0)` then ' +
	'`world.setStatic(id, true)`, and one `world.collisions()` so its static grid is built; per ray `world.raycast(x0, y0, x1, y1, undefined, hit)` with one reused result ' +
	'object (a start inside hits at fraction 0)';

let sat, world;
const result = { hit: false, id: -1, fraction: 0, x: 0, y: 0, normalX: 0, normalY: 0 };

export async function unavailable() {
	const loaded = await loadSat();
	if (!loaded.sat) return loaded.reason;
	if (typeof loaded.sat.world !== 'function') return 'web/sat.js has no world() yet';
	const w = loaded.sat.world();
	const has = typeof w.raycast === 'function';
	w.destroy();
	return has ? null : 'web/world.js has no raycast yet';
}

export async function setup(scene) {
	({ sat } = await loadSat());
	world = sat.world();
	for (let i = 0; i < scene.n; i++) {
		const shape = sat.polygon(bodyPoints(scene, i));
		const id = world.add(shape, scene.pos[2 * i], scene.pos[2 * i + 1], 0);
		shape.destroy();
		if (id !== i) throw new Error(`world.add returned id ${id} for body ${i}`);
		world.setStatic(id, true);
	}
	world.collisions();
}

export function cast(rays, from, to, out) {
	const { x0, y0, x1, y1 } = rays;
	for (let i = from; i < to; i++) {
		const hit = world.raycast(x0[i], y0[i], x1[i], y1[i], undefined, result);
		out.hit[i] = hit.hit ? 1 : 0; out.fraction[i] = hit.fraction; out.id[i] = hit.id;
	}
}

export function teardown() { world.destroy(); world = undefined; }

/** Ray r's whole answer (hit point and normal too), for the check after the timing. */
export function detail(rays, r) {
	return world.raycast(rays.x0[r], rays.y0[r], rays.x1[r], rays.y1[r]);
}
