// sat-wasm's sat.collide called once per candidate pair from JS, with the uniform grid of bench/grid.mjs
// (in the level scene, also its StaticGrid for the statics, built once: the same structure as SAT.js + grid).
import { Grid, StaticGrid } from '../grid.mjs';
import { PairBuffer } from '../pairs.mjs';
import { loadSat } from '../satwasm.mjs';
import { bodyPoints } from '../scene.mjs';
import { STATIC_CELL } from './satjs-grid.mjs';

export const name = 'sat-wasm collide + grid';
export const levelSetup = 'the same grids as SAT.js + grid (statics built once, movers per frame), with ' +
	'`sat.collide` on each candidate pair; statics are `sat.polygon` shapes placed once at setup';

let sat, grid, staticGrid, movers, shapes, out;
const result = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 };

export async function unavailable() {
	const loaded = await loadSat();
	return loaded.sat ? null : loaded.reason;
}

export async function setup(scene) {
	({ sat } = await loadSat());
	movers = scene.movers;
	grid = new Grid(movers, scene.side, scene.localAabb, 2 * scene.maxRadius);
	staticGrid = scene.statics ? new StaticGrid(scene, STATIC_CELL) : null;
	shapes = [];
	for (let i = 0; i < scene.n; i++) {
		const shape = sat.polygon(bodyPoints(scene, i));
		if (i >= movers) shape.setPosition(scene.pos[2 * i], scene.pos[2 * i + 1]);
		shapes.push(shape);
	}
	out = new PairBuffer(scene.n * 2);
}

/** Collide candidate pairs k < count of pairA / pairB (lower index first) and record those that overlap. */
function testPairs(count, pairA, pairB) {
	for (let k = 0; k < count; k++) {
		const i = pairA[k], j = pairB[k];
		if (sat.collide(shapes[i], shapes[j], 0, 0, result).intersect) out.push(i, j, result.mtvX, result.mtvY);
	}
}

export function step(xy) {
	for (let i = 0; i < movers; i++) shapes[i].setPosition(xy[2 * i], xy[2 * i + 1]);
	out.pairs = 0;
	testPairs(grid.candidates(xy), grid.pairA, grid.pairB);
	if (staticGrid) testPairs(staticGrid.candidates(xy, movers), staticGrid.pairA, staticGrid.pairB);
	return out;
}

export function teardown() {
	for (const s of shapes) s.destroy();
	grid = staticGrid = shapes = out = undefined;
}
