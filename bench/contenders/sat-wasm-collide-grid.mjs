// sat-wasm's sat.collide called once per candidate pair from JS, with the uniform grid of bench/grid.mjs.
import { Grid } from '../grid.mjs';
import { PairBuffer } from '../pairs.mjs';
import { loadSat } from '../satwasm.mjs';
import { bodyPoints } from '../scene.mjs';

export const name = 'sat-wasm collide + grid';

let sat, grid, shapes, out;
const result = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 };

export async function unavailable() {
	const loaded = await loadSat();
	return loaded.sat ? null : loaded.reason;
}

export async function setup(scene) {
	({ sat } = await loadSat());
	grid = new Grid(scene.n, scene.side, scene.localAabb, 2 * scene.maxRadius);
	shapes = [];
	for (let i = 0; i < scene.n; i++) shapes.push(sat.polygon(bodyPoints(scene, i)));
	out = new PairBuffer(scene.n * 2);
}

export function step(xy) {
	for (let i = 0; i < shapes.length; i++) shapes[i].setPosition(xy[2 * i], xy[2 * i + 1]);
	const candidates = grid.candidates(xy);
	const { pairA, pairB } = grid;
	out.pairs = 0;
	for (let k = 0; k < candidates; k++) {
		const i = pairA[k], j = pairB[k];
		if (sat.collide(shapes[i], shapes[j], 0, 0, result).intersect) out.push(i, j, result.mtvX, result.mtvY);
	}
	return out;
}

export function teardown() {
	for (const s of shapes) s.destroy();
	grid = shapes = out = undefined;
}
