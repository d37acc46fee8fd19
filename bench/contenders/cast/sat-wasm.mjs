// The sat-wasm world (web/world.js world.castShape): the rays scene's polygons added as static bodies, then one
// world.collisions() so the static grid is built at setup (as in the rays scene); the cast shapes made once
// (sat.box, sat.circle); each cast is world.castShape(shape, x0, y0, angle, x1 - x0, y1 - y0, undefined, hit)
// with one reused result object.
import { loadSat } from '../../satwasm.mjs';
import { bodyPoints } from '../../scene.mjs';

export const name = 'sat-wasm world.castShape';
export const settings = '`sat.world()`; each polygon `world.add(sat.polygon(points), x, y, 0)` then ' +
	'`world.setStatic(id, true)`, and one `world.collisions()` so its static grid is built; the cast shapes ' +
	'`sat.box(w, h)` and `sat.circle(r)`, made once; per cast `world.castShape(shape, x0, y0, angle, x1 - x0, ' +
	'y1 - y0, undefined, hit)` with one reused result object (t in [0, 1]; a shape that starts touching or ' +
	'overlapping hits at 0)';

let sat, world, shapes;
const result = { hit: false, id: -1, t: 0, x: 0, y: 0, normalX: 0, normalY: 0 };

export async function unavailable() {
	const loaded = await loadSat();
	if (!loaded.sat) return loaded.reason;
	const w = loaded.sat.world();
	const has = typeof w.castShape === 'function';
	w.destroy();
	return has ? null : 'web/world.js has no castShape yet';
}

export async function setup(scene) {
	({ sat } = await loadSat());
	world = sat.world({ capacity: scene.n });
	for (let i = 0; i < scene.n; i++) {
		const shape = sat.polygon(bodyPoints(scene, i));
		const id = world.add(shape, scene.pos[2 * i], scene.pos[2 * i + 1], 0);
		shape.destroy();
		if (id !== i) throw new Error(`world.add returned id ${id} for body ${i}`);
		world.setStatic(id, true);
	}
	world.collisions();
	shapes = scene.shapes.map((s) => (s.kind === 'box' ? sat.box(s.w, s.h) : sat.circle(s.r)));
}

export function cast(casts, from, to, out) {
	const { x0, y0, x1, y1, shape, angle } = casts;
	for (let i = from; i < to; i++) {
		const hit = world.castShape(shapes[shape[i]], x0[i], y0[i], angle[i], x1[i] - x0[i], y1[i] - y0[i], undefined, result);
		out.hit[i] = hit.hit ? 1 : 0; out.fraction[i] = hit.t; out.id[i] = hit.id;
	}
}

export function teardown() {
	for (const s of shapes) s.destroy();
	world.destroy();
	world = shapes = undefined;
}
