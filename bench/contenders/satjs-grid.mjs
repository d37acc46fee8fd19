// SAT.js (npm `sat`) with the uniform grid of bench/grid.mjs: testPolygonPolygon with one reused Response.
// In the level scene the movers go in that per-frame grid (mover-mover pairs) and the statics in a
// StaticGrid built once at setup, which each mover queries for the cells its box covers.
import SAT from 'sat';
import { Grid, StaticGrid } from '../grid.mjs';
import { PairBuffer } from '../pairs.mjs';
import { bodyPoints } from '../scene.mjs';

export const name = 'SAT.js + grid';
/** The static grid's cell size in the level scene (tiles are 16 x 16). */
export const STATIC_CELL = 32;
export const levelSetup = `statics in a uniform grid of ${STATIC_CELL}-unit cells built once at setup ` +
	'(bench/grid.mjs StaticGrid: a long wall is listed only in the cells it reaches); movers in the per-frame grid ' +
	'for mover-mover pairs, and each mover queries the static cells its box covers (a static met in several ' +
	'cells is tested once); `SAT.testPolygonPolygon` with one reused `Response`';

let grid, staticGrid, movers, polys, response, out;

export async function setup(scene) {
	movers = scene.movers;
	grid = new Grid(movers, scene.side, scene.localAabb, 2 * scene.maxRadius);
	staticGrid = scene.statics ? new StaticGrid(scene, STATIC_CELL) : null;
	polys = [];
	for (let i = 0; i < scene.n; i++) {
		const p = bodyPoints(scene, i);
		const points = [];
		for (let k = 0; k < p.length; k += 2) points.push(new SAT.Vector(p[k], p[k + 1]));
		polys.push(new SAT.Polygon(new SAT.Vector(scene.pos[2 * i], scene.pos[2 * i + 1]), points));
	}
	response = new SAT.Response();
	out = new PairBuffer(scene.n * 2);
}

/** Test candidate pairs k < count of pairA / pairB (lower index first) and record those that overlap. */
function testPairs(count, pairA, pairB) {
	for (let k = 0; k < count; k++) {
		const i = pairA[k], j = pairB[k];
		response.clear();
		// SAT.js's overlapV is subtracted from a to separate it: the MTV added to a is its negation.
		if (SAT.testPolygonPolygon(polys[i], polys[j], response)) out.push(i, j, -response.overlapV.x, -response.overlapV.y);
	}
}

export function step(xy) {
	for (let i = 0; i < movers; i++) {
		const pos = polys[i].pos;
		pos.x = xy[2 * i]; pos.y = xy[2 * i + 1];
	}
	out.pairs = 0;
	testPairs(grid.candidates(xy), grid.pairA, grid.pairB);
	if (staticGrid) testPairs(staticGrid.candidates(xy, movers), staticGrid.pairA, staticGrid.pairB);
	return out;
}

export function teardown() { grid = staticGrid = polys = response = out = undefined; }
