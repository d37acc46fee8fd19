// One collide of two 8-gons from JS: sat-wasm's sat.collide against SAT.js's testPolygonPolygon (both with
// the MTV), on an overlapping and a separated placement, in ns per call (median of several batches).
import SAT from 'sat';
import { loadSat } from './satwasm.mjs';

const BATCHES = 9;
const CALLS = 200000;
// B's position (A sits at the origin). SAT.js stops at the first separating axis, testing A's normals then B's:
// the two separated placements are its best case (A's first normal) and a late one (B's first, the 9th axis).
const CASES = [['overlapping', 12, 5], ['separated, found on the 1st axis', 20, 6], ['separated, found on the 9th axis', 14, 14.5]];

function octagon(radius) {
	const p = [];
	for (let k = 0; k < 8; k++) p.push(Math.fround(radius * Math.cos(k * Math.PI / 4)), Math.fround(radius * Math.sin(k * Math.PI / 4)));
	return p;
}

function timeBatches(call) {
	const perCall = [];
	for (let b = 0; b < BATCHES; b++) {
		const t0 = process.hrtime.bigint();
		for (let k = 0; k < CALLS; k++) call();
		perCall.push(Number(process.hrtime.bigint() - t0) / CALLS);
	}
	perCall.sort((x, y) => x - y);
	return perCall[BATCHES >> 1];
}

export async function collideMicro() {
	const pts = octagon(10);
	const { sat, reason } = await loadSat();
	const columns = ['sat-wasm sat.collide', 'SAT.js testPolygonPolygon', 'SAT.js / sat-wasm'];
	const rows = [];
	for (const [label, bx, by] of CASES) {
		const va = [], vb = [];
		for (let k = 0; k < pts.length; k += 2) { va.push(new SAT.Vector(pts[k], pts[k + 1])); vb.push(new SAT.Vector(pts[k], pts[k + 1])); }
		const pa = new SAT.Polygon(new SAT.Vector(0, 0), va);
		const pb = new SAT.Polygon(new SAT.Vector(bx, by), vb);
		pb.setAngle(0.3);
		const response = new SAT.Response();
		let hits = 0;
		const satjs = timeBatches(() => { response.clear(); if (SAT.testPolygonPolygon(pa, pb, response)) hits++; });
		const satjsHit = (response.clear(), SAT.testPolygonPolygon(pa, pb, response));

		let wasm = null, note = '';
		if (sat) {
			const a = sat.polygon(pts), b = sat.polygon(pts);
			b.setPosition(bx, by);
			b.setAngle(0.3);
			const out = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 };
			wasm = timeBatches(() => { if (sat.collide(a, b, 0, 0, out).intersect) hits++; });
			const r = sat.collide(a, b, 0, 0, out);
			if (r.intersect !== satjsHit) note = ' (disagrees with SAT.js!)';
			else if (satjsHit && Math.hypot(r.mtvX + response.overlapV.x, r.mtvY + response.overlapV.y) > 1e-3) {
				note = ` (MTV ${r.mtvX.toFixed(3)},${r.mtvY.toFixed(3)} vs SAT.js ${(-response.overlapV.x).toFixed(3)},${(-response.overlapV.y).toFixed(3)})`;
			}
			a.destroy(); b.destroy();
		}
		rows.push([`${label}${note}`, wasm === null ? `skipped: ${reason}` : wasm.toFixed(0), satjs.toFixed(0),
			wasm === null ? 'n/a' : `${(satjs / wasm).toFixed(1)}x`]);
	}
	return { columns, rows };
}
