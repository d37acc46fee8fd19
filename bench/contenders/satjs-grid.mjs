// SAT.js (npm `sat`) with the uniform grid of bench/grid.mjs: testPolygonPolygon with one reused Response.
import SAT from 'sat';
import { Grid } from '../grid.mjs';
import { PairBuffer } from '../pairs.mjs';
import { bodyPoints } from '../scene.mjs';

export const name = 'SAT.js + grid';

let grid, polys, response, out;

export async function setup(scene) {
	grid = new Grid(scene.n, scene.side, scene.localAabb, 2 * scene.maxRadius);
	polys = [];
	for (let i = 0; i < scene.n; i++) {
		const p = bodyPoints(scene, i);
		const points = [];
		for (let k = 0; k < p.length; k += 2) points.push(new SAT.Vector(p[k], p[k + 1]));
		polys.push(new SAT.Polygon(new SAT.Vector(0, 0), points));
	}
	response = new SAT.Response();
	out = new PairBuffer(scene.n * 2);
}

export function step(xy) {
	for (let i = 0; i < polys.length; i++) {
		const pos = polys[i].pos;
		pos.x = xy[2 * i]; pos.y = xy[2 * i + 1];
	}
	const candidates = grid.candidates(xy);
	const { pairA, pairB } = grid;
	out.pairs = 0;
	for (let k = 0; k < candidates; k++) {
		const i = pairA[k], j = pairB[k];
		response.clear();
		// SAT.js's overlapV is subtracted from a to separate it: the MTV added to a is its negation.
		if (SAT.testPolygonPolygon(polys[i], polys[j], response)) out.push(i, j, -response.overlapV.x, -response.overlapV.y);
	}
	return out;
}

export function teardown() { grid = polys = response = out = undefined; }
