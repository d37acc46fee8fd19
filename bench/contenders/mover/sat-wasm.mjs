// sat-wasm's character mover (web/world.js world.move): the level's tiles added as static bodies (boxes with
// sat.box, ramps with sat.polygon), the movers as kinematic bodies (a world body's default type) whose filter
// (category 2, mask 1) leaves the other movers out; one world.collisions() at setup so the static grid is built.
// Per mover per frame: world.move(id, dx, dy, options, out), one options object and one result object reused;
// the body is moved in the world by the call itself, so nothing is left for the end of the frame.
import { loadSat } from '../../satwasm.mjs';
import { MOVER } from '../../mover.mjs';

export const name = 'sat-wasm world.move';
export const settings = '`sat.world()`; tiles `world.add(sat.box(w, h) | sat.polygon(points), x, y, 0)` then ' +
	'`world.setStatic(id, true)`; movers `world.add(sat.box(0.8, 1.6), x, y, 0)` (kinematic) with ' +
	'`world.setFilter(id, 2, 1)` so they see the level only; one `world.collisions()` at setup; per move ' +
	`\`world.move(id, dx, dy, { maxSlope: pi/4, stepHeight: ${MOVER.stepHeight}, snapDown: ${MOVER.snapDown}, skin: ` +
	`${MOVER.skin} }, out)\`; nothing at the end of a frame (move() moves the body). Inside check: ` +
	`\`world.overlapShape(sat.box(0.8 - 2 skin, 1.6 - 2 skin), x, y, 0, { mask: 1 }, ids)\``;

export async function unavailable() {
	const loaded = await loadSat();
	if (!loaded.sat) return loaded.reason;
	const w = loaded.sat.world();
	const has = typeof w.move === 'function' && typeof w.overlapShape === 'function';
	w.destroy();
	return has ? null : 'web/world.js has no move() or overlapShape() yet';
}

export async function create(level, spawn) {
	const { sat } = await loadSat();
	const m = spawn.x.length;
	let world = sat.world({ capacity: level.statics.length + m });
	for (const s of level.statics) {
		const shape = s.kind === 'box' ? sat.box(s.w, s.h) : sat.polygon(s.points);
		const id = world.add(shape, s.x, s.y, 0);
		shape.destroy();
		world.setStatic(id, true);
	}
	const body = sat.box(MOVER.boxW, MOVER.boxH);
	const shrunk = sat.box(MOVER.boxW - 2 * MOVER.skin, MOVER.boxH - 2 * MOVER.skin);
	const ids = new Int32Array(m);
	for (let i = 0; i < m; i++) {
		ids[i] = world.add(body, spawn.x[i], spawn.y[i], 0);
		world.setFilter(ids[i], 2, 1);
	}
	body.destroy();
	world.collisions();
	const options = { maxSlope: MOVER.maxSlope, stepHeight: MOVER.stepHeight, snapDown: MOVER.snapDown, skin: MOVER.skin };
	const out = { x: 0, y: 0, grounded: false, groundId: -1, groundNormalX: 0, groundNormalY: 0, hitCount: 0 };
	const levelOnly = { mask: 1 }, hits = new Int32Array(8);
	return {
		move(i, dx, dy, st) {
			const r = world.move(ids[i], dx, dy, options, out);
			st.x[i] = r.x; st.y[i] = r.y; st.grounded[i] = r.grounded ? 1 : 0;
		},
		endFrame() {},
		inside(i, x, y) { return world.overlapShape(shrunk, x, y, 0, levelOnly, hits) > 0; },
		destroy() {
			shrunk.destroy();
			world?.destroy();
			world = undefined;
		},
	};
}
