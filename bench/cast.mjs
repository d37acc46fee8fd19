// The cast scene: shape casts (a box or a circle moved along a segment) against the rays scene's world of static
// polygons, sat-wasm's world.castShape against Rapier 2D's world.castShape, their answers compared cast by cast.
// Run by bench/run.mjs (`--scene cast [N ...] [--rays R]`, and in the default run).
//
// Scene (makeCastScene, seeded): the rays scene (bench/rays.mjs makeRayScene: N static polygons, R segments of
// length 50-400, every tenth starting inside a body) with, for each segment, one of CAST.shapes cast shapes (boxes
// of CAST.minSide-CAST.maxSide a side at a seeded angle, circles of radius CAST.minRadius-CAST.maxRadius)
// placed at its start and moved to its end. Every number is a float32 value, the same for every contender.
//
// Timing: as the rays scene (bench/rays.mjs benchScene: a first pass whose answers are compared, untimed warm-up
// passes, then timed batches interleaved between the contenders); the figure is microseconds per cast.
//
// Answers: each contender's against a double-precision reference (referenceCasts: every cast against every body
// whose box meets its swept box), as the rays scene checks its rays (bench/rays.mjs checkAnswers: t within
// RAYS.tolerance units along the motion). And the two against each other, cast by cast: they agree when both miss,
// or both hit with t within CAST.tolerance of each other relative to the larger, on the same body or on bodies
// that tie (the reference has the shape touching Rapier's body at that t too); each disagreement is counted by
// kind and by the answer the reference bears out.
import { MAX_VERTS, mulberry32 } from './scene.mjs';
import { QUERY_TIMING, RAYS, RAY_COUNT, RAY_SIZES, answerBuffers, benchScene, checkAnswers, loadContenders, makeRayScene,
	printSpeedTable,
	startsInside } from './rays.mjs';

/** The scene's fixed parameters. */
export const CAST = {
	shapes: 16,          // cast shapes: even ones boxes, odd ones circles
	minSide: 1, maxSide: 8,
	minRadius: 0.5, maxRadius: 4,
	tolerance: 1e-3,     // t: relative difference allowed between two answers
};

export const CAST_SIZES = RAY_SIZES;
export const CAST_COUNT = RAY_COUNT;

export const contenders = [
	{ key: 'sat', file: './contenders/cast/sat-wasm.mjs' },
	{ key: 'rapier', file: './contenders/cast/rapier.mjs' },
].map((c) => ({ ...c, file: new URL(c.file, import.meta.url).href }));

const f32 = Math.fround;

/**
 * The rays scene with a cast shape per segment: { ...makeRayScene(n, count), kind: 'cast', shapes: [{ kind: 'box',
 * w, h } | { kind: 'circle', r }], rays: { ...its segments, shape (Uint8Array: index into shapes), angle
 * (Float32Array, radians; 0 for circles) } }.
 */
export function makeCastScene(n, count = CAST_COUNT, seed = 777) {
	const scene = makeRayScene(n, count, seed);
	const rand = mulberry32(seed ^ 0x5bd1e995 ^ Math.imul(count, 0x27d4eb2f));
	const between = (lo, hi) => f32(lo + rand() * (hi - lo));
	const shapes = [];
	for (let k = 0; k < CAST.shapes; k++) {
		shapes.push(k % 2 === 0 ? { kind: 'box', w: between(CAST.minSide, CAST.maxSide), h: between(CAST.minSide, CAST.maxSide) }
			: { kind: 'circle', r: between(CAST.minRadius, CAST.maxRadius) });
	}
	const shape = new Uint8Array(count), angle = new Float32Array(count);
	for (let r = 0; r < count; r++) {
		shape[r] = Math.floor(rand() * CAST.shapes);
		angle[r] = shapes[shape[r]].kind === 'box' ? between(0, 2 * Math.PI) : 0;
	}
	return { ...scene, kind: 'cast', shapes, rays: { ...scene.rays, shape, angle } };
}

// ---- The reference: every cast against every body whose box meets its swept box, in double precision ----

/** The convex hull (counter-clockwise, Andrew's monotone chain) of points [[x, y], ...]. */
function hull(points) {
	const p = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
	const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
	const lower = [], upper = [];
	for (const q of p) {
		while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
		lower.push(q);
	}
	for (let k = p.length - 1; k >= 0; k--) {
		while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p[k]) <= 0) upper.pop();
		upper.push(p[k]);
	}
	return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/**
 * The first t in [0, 1] at which the ray t (vx, vy) from the origin touches the convex counter-clockwise polygon
 * poly (0 when the origin is inside or on it; touching counts), or Infinity: clipped against each edge's half-plane.
 */
function rayPolygon(poly, vx, vy) {
	let enter = 0, exit = 1;
	for (let k = 0; k < poly.length; k++) {
		const a = poly[k], b = poly[(k + 1) % poly.length];
		const nx = b[1] - a[1], ny = a[0] - b[0]; // outward for counter-clockwise
		const num = nx * a[0] + ny * a[1], den = nx * vx + ny * vy; // inside: den t <= num
		if (den === 0) { if (num < 0) return Infinity; } else if (den < 0) enter = Math.max(enter, num / den);
		else exit = Math.min(exit, num / den);
		if (enter > exit) return Infinity;
	}
	return enter;
}

/** The distance from (x, y) to the segment a-b. */
function segmentDistance(ax, ay, bx, by, x, y) {
	const ex = bx - ax, ey = by - ay;
	const u = Math.min(1, Math.max(0, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
	return Math.hypot(ax + u * ex - x, ay + u * ey - y);
}

/**
 * The first t in [0, 1] at which a circle of radius r, its centre moving from (cx, cy) by t (vx, vy), touches the
 * convex counter-clockwise polygon poly, or Infinity: 0 when it starts within r; else the earliest crossing of an
 * edge moved out by r or of a circle of radius r about a vertex (each lies within the polygon grown by r, and the
 * grown polygon's boundary is made of them, so the earliest is where the centre enters it).
 */
function circlePolygon(poly, cx, cy, vx, vy, r) {
	let inside = true, distance = Infinity;
	for (let k = 0; k < poly.length; k++) {
		const a = poly[k], b = poly[(k + 1) % poly.length];
		if ((b[0] - a[0]) * (cy - a[1]) - (b[1] - a[1]) * (cx - a[0]) < 0) inside = false;
		distance = Math.min(distance, segmentDistance(a[0], a[1], b[0], b[1], cx, cy));
	}
	if (inside || distance <= r) return 0;
	let best = Infinity;
	const vv = vx * vx + vy * vy;
	for (let k = 0; k < poly.length; k++) {
		const a = poly[k], b = poly[(k + 1) % poly.length];
		const ex = b[0] - a[0], ey = b[1] - a[1], len = Math.hypot(ex, ey);
		const ox = (ey / len) * r, oy = (-ex / len) * r; // the edge moved out by r
		const wx = a[0] + ox - cx, wy = a[1] + oy - cy, denom = vx * ey - vy * ex;
		if (denom !== 0) {
			const t = (wx * ey - wy * ex) / denom, u = (wx * vy - wy * vx) / denom;
			if (t >= 0 && t <= 1 && u >= 0 && u <= 1) best = Math.min(best, t);
		}
		const px = cx - a[0], py = cy - a[1]; // the circle about vertex a
		const half = vx * px + vy * py, c = px * px + py * py - r * r, disc = half * half - vv * c;
		if (disc >= 0) {
			const t = (-half - Math.sqrt(disc)) / vv;
			if (t >= 0 && t <= 1) best = Math.min(best, t);
		}
	}
	return best;
}

/**
 * The reference answers, in double precision from the float32 inputs: for each cast the smallest t over every body
 * whose box meets the cast's swept box and the lowest-indexed body at that t, as answerBuffers ({ hit, fraction,
 * id }) with fractionOf(r, i) (cast r against body i; bench/rays.mjs checkAnswers reads it). A box's cast is the
 * motion as a ray against the Minkowski difference of the body and the box (the hull of their vertices'
 * differences); a circle's, its centre's path against the body grown by the radius.
 */
export function referenceCasts(scene) {
	const { n, counts, verts, pos } = scene;
	const bodies = [], boxes = new Float64Array(4 * n);
	for (let i = 0; i < n; i++) {
		const poly = [];
		for (let k = 0; k < counts[i]; k++) {
			const at = (i * MAX_VERTS + k) * 2;
			poly.push([pos[2 * i] + verts[at], pos[2 * i + 1] + verts[at + 1]]);
		}
		bodies.push(poly);
		boxes.set([Math.min(...poly.map((q) => q[0])), Math.min(...poly.map((q) => q[1])), Math.max(...poly.map((q) => q[0])),
			Math.max(...poly.map((q) => q[1]))], 4 * i);
	}
	const { count, x0, y0, x1, y1, shape, angle } = scene.rays;
	/** Cast r's shape at its start: { circle: r } or { corners: [[x, y] x 4] }, and its reach (bounding radius). */
	const placed = (r) => {
		const s = scene.shapes[shape[r]];
		if (s.kind === 'circle') return { radius: s.r, reach: s.r };
		const c = Math.cos(angle[r]), sn = Math.sin(angle[r]), hw = s.w / 2, hh = s.h / 2;
		const corners = [[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]].map(([u, v]) => [x0[r] + c * u - sn * v, y0[r] + sn * u + c * v]);
		return { corners, reach: Math.hypot(hw, hh) };
	};
	const tOf = (r, i, p = placed(r)) => {
		const vx = x1[r] - x0[r], vy = y1[r] - y0[r];
		if (p.radius !== undefined) return circlePolygon(bodies[i], x0[r], y0[r], vx, vy, p.radius);
		const differences = [];
		for (const a of bodies[i]) for (const b of p.corners) differences.push([a[0] - b[0], a[1] - b[1]]);
		return rayPolygon(hull(differences), vx, vy);
	};
	const out = answerBuffers(count);
	for (let r = 0; r < count; r++) {
		const p = placed(r), margin = p.reach + 1e-6;
		const minX = Math.min(x0[r], x1[r]) - margin, maxX = Math.max(x0[r], x1[r]) + margin;
		const minY = Math.min(y0[r], y1[r]) - margin, maxY = Math.max(y0[r], y1[r]) + margin;
		let best = Infinity, id = -1;
		for (let i = 0; i < n; i++) {
			if (boxes[4 * i] > maxX || boxes[4 * i + 2] < minX || boxes[4 * i + 1] > maxY || boxes[4 * i + 3] < minY) continue;
			const t = tOf(r, i, p);
			if (t < best) { best = t; id = i; }
		}
		out.hit[r] = id >= 0 ? 1 : 0;
		out.fraction[r] = id >= 0 ? best : 0;
		out.id[r] = id;
	}
	return { ...out, fractionOf: (r, i) => tOf(r, i) };
}

/**
 * The reference on hand-worked cases: a unit square with its corner at (10, 10), a 1 x 1 box and a circle of
 * radius 0.5. Returns the cases it gets wrong (none, unless referenceCasts is broken).
 */
export function referenceCastSelfCheck() {
	const verts = new Float32Array(MAX_VERTS * 2);
	verts.set([0, 0, 1, 0, 1, 1, 0, 1]);
	const cases = [ // shape (0 box, 1 circle), angle, x0, y0, x1, y1, expected t (Infinity: a miss)
		[0, 0, 5, 10.5, 15, 10.5, 0.45],          // the box's right side meets the square's left side at x = 10
		[1, 0, 5, 10.5, 15, 10.5, 0.45],          // the circle's too
		[1, 0, 5, 11.5, 15, 11.5, 0.5],           // the circle grazes the corner (10, 11) from above: touching counts
		[1, 0, 5, 11.6, 15, 11.6, Infinity],      // passes 0.1 above it
		[0, Math.PI / 4, 10.5, 12, 10.5, 10, 0.5 - Math.SQRT1_2 / 2], // a diamond's bottom corner meets the top side
		[0, 0, 10.2, 10.2, 20, 20, 0],            // starts overlapping
		[0, 0, 8, 12, 9, 12, Infinity],           // stops short
	];
	const rays = { count: cases.length, x0: new Float32Array(cases.map((c) => c[2])), y0: new Float32Array(cases.map((c) => c[3])),
		x1: new Float32Array(cases.map((c) => c[4])), y1: new Float32Array(cases.map((c) => c[5])),
		shape: new Uint8Array(cases.map((c) => c[0])), angle: new Float32Array(cases.map((c) => c[1])) };
	const scene = { n: 1, counts: new Int32Array([4]), verts, pos: new Float32Array([10, 10]),
		shapes: [{ kind: 'box', w: 1, h: 1 }, { kind: 'circle', r: 0.5 }], rays };
	const ref = referenceCasts(scene), wrong = [];
	cases.forEach((c, r) => {
		const got = ref.hit[r] ? ref.fraction[r] : Infinity;
		if (!(got === c[6] || Math.abs(got - c[6]) <= 1e-6)) wrong.push(`case ${r}: ${got}, want ${c[6]}`);
	});
	return wrong;
}

const close = (a, b) => Math.abs(a - b) <= CAST.tolerance * Math.max(a, b);

/**
 * The two contenders' answers cast by cast: { agree, ties, largest (the largest relative t difference where they
 * agree), disagreements: [{ r, kind, apart (units along the motion between two hits that disagree on t), sat:
 * { hit, id, t }, rapier: { ... }, bears: 'sat-wasm' | 'Rapier' | 'both' | 'neither' (the answers the reference
 * bears out, as bench/rays.mjs checkAnswers decides) }] }.
 */
function compareAnswers(scene, sat, rapier, ref, satCheck, rapierCheck) {
	const { count, x0, y0, x1, y1 } = scene.rays;
	const wrong = (check) => new Set(check.mismatches.map((m) => m.r));
	const satWrong = wrong(satCheck), rapierWrong = wrong(rapierCheck);
	let agree = 0, ties = 0, largest = 0;
	const disagreements = [];
	for (let r = 0; r < count; r++) {
		const a = { hit: sat.hit[r], id: sat.id[r], t: sat.fraction[r] };
		const b = { hit: rapier.hit[r], id: rapier.id[r], t: rapier.fraction[r] };
		let kind = null, apart = 0;
		if (a.hit !== b.hit) kind = a.hit ? 'Rapier misses' : 'sat-wasm misses';
		else if (a.hit && !close(a.t, b.t)) {
			kind = a.id === b.id ? 'same body, t differs' : 'another first body';
			apart = Math.abs(a.t - b.t) * Math.hypot(x1[r] - x0[r], y1[r] - y0[r]);
		} else if (a.hit && a.id !== b.id) {
			if (close(ref.fractionOf(r, b.id), a.t)) ties++;
			else kind = 'another body at the same t';
		}
		if (kind) {
			const bears = satWrong.has(r) ? (rapierWrong.has(r) ? 'neither' : 'Rapier') : rapierWrong.has(r) ? 'sat-wasm' : 'both';
			disagreements.push({ r, kind, apart, sat: a, rapier: b, bears });
		} else {
			agree++;
			if (a.hit && Math.max(a.t, b.t) > 0) largest = Math.max(largest, Math.abs(a.t - b.t) / Math.max(a.t, b.t));
		}
	}
	return { agree, ties, largest, disagreements };
}

/** Run the cast scene at each N (bodies) with `count` casts and print its section (markdown). */
export async function runCast(sizes = CAST_SIZES, count = CAST_COUNT) {
	const list = await loadContenders(contenders);
	const T = QUERY_TIMING;
	console.log(`## Cast scene: shape casts against static polygons\n`);
	console.log(`The rays scene's world and segments (N static convex polygons, ${count} segments of length 50-400, ` +
		`every tenth starting inside a body), each segment with a seeded cast shape: one of ${CAST.shapes / 2} boxes ` +
		`(sides ${CAST.minSide}-${CAST.maxSide}, at a seeded angle) and ${CAST.shapes / 2} circles (radius ` +
		`${CAST.minRadius}-${CAST.maxRadius}), placed at the segment's start and moved to its end. Each cast reports ` +
		`the first body the moving shape touches and t, the fraction of the motion there (0 when it starts touching or ` +
		`overlapping). Timed as the rays scene: every cast once (the answers compared), again untimed up to ` +
		`${T.warmCasts} casts, then timed batches of ${T.batch}, ${T.minPasses}-${T.maxPasses} whole passes, interleaved ` +
		`between contenders in ${T.rounds} rounds; median microseconds per cast over the batches.\n`);
	const runs = [], notes = [];
	for (const wrong of referenceCastSelfCheck()) notes.push(`- the reference gets a hand-worked case wrong (a defect): ${wrong}`);
	for (const n of sizes) {
		const t0 = performance.now();
		const scene = makeCastScene(n, count);
		const t1 = performance.now();
		const ref = referenceCasts(scene);
		process.stderr.write(`  cast N=${n}: reference in ${((performance.now() - t1) / 1000).toFixed(1)} s\n`);
		const results = await benchScene(scene, list, notes, 'cast');
		const checks = new Map();
		for (const [key, r] of results) checks.set(key, checkAnswers(scene, ref, r.answers));
		let pair = null;
		const sat = results.get('sat'), rapier = results.get('rapier');
		if (sat && rapier) {
			pair = compareAnswers(scene, sat.answers, rapier.answers, ref, checks.get('sat'), checks.get('rapier'));
			// Per kind of disagreement and answer borne out: { count, circles, boxes, apart (the largest) }.
			pair.tally = new Map();
			for (const d of pair.disagreements) {
				const key = `${d.kind}, the reference bears out ${d.bears}`;
				const e = pair.tally.get(key) ?? { count: 0, circles: 0, boxes: 0, apart: 0 };
				e.count++;
				if (scene.shapes[scene.rays.shape[d.r]].kind === 'box') e.boxes++; else e.circles++;
				e.apart = Math.max(e.apart, d.apart);
				pair.tally.set(key, e);
			}
		}
		runs.push({ scene, ref, results, checks, pair });
		process.stderr.write(`  cast N=${n}: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
	}
	printSpeedTable(runs, list, 'cast', 'casts');
	console.log(`**Answers.** Against a double-precision reference (every cast against every body whose box meets its ` +
		`swept box: a box's motion as a ray against the Minkowski difference of body and box, a circle's centre against ` +
		`the body grown by the radius): casts hit, and casts whose answer is wrong (hit or miss, t more than ` +
		`${RAYS.tolerance} units along the motion from the reference's, or a body the shape does not touch at that t; in ` +
		`brackets, of those, casts that start overlapping a body), the largest distance along the motion between a right ` +
		`hit and the reference's, and setup (building the world, ms). Between the two: the casts where they agree (both ` +
		`miss, or both hit with t within ${CAST.tolerance} relative of each other, on the same body or on bodies the ` +
		`reference has touching at that t: a tie; in brackets, the ties), the largest relative difference in t where ` +
		`they agree, and the disagreements by kind (one misses; both hit the same body but t differs, with the largest ` +
		`distance between the two hits along the motion; each hits a different first body) and by which answer the ` +
		`reference bears out.\n`);
	const head2 = ['N', 'reference: hit (start overlapping)', ...list.map((c) => c.name), 'sat-wasm and Rapier: agree (ties)',
		'largest relative t difference', 'disagreements'];
	console.log(`| ${head2.join(' | ')} |`);
	console.log(`|${head2.map((h, k) => (k === head2.length - 1 ? '---' : '---:')).join('|')}|`);
	for (const { scene, ref, results, checks, pair } of runs) {
		let refHits = 0, overlapping = 0;
		for (let r = 0; r < scene.rays.count; r++) { refHits += ref.hit[r]; overlapping += startsInside(ref, r) ? 1 : 0; }
		const cells = [`${scene.n}`, `${refHits} (${overlapping})`];
		for (const c of list) {
			const r = results.get(c.key), check = checks.get(c.key);
			if (!r) { cells.push(c.skipped ? 'skipped' : 'failed'); continue; }
			const inside = check.mismatches.filter((m) => m.inside).length;
			cells.push(`${check.hits} hit, ${check.mismatches.length} wrong (${inside}), largest difference ` +
				`${check.largest.toExponential(1)}; setup ${r.setupMs.toFixed(0)} ms`);
		}
		if (!pair) cells.push('not compared', '', '');
		else {
			const kinds = [...pair.tally].map(([k, e]) => `${e.count} ${k} (${e.circles} circles, ${e.boxes} boxes` +
				`${e.apart ? `; at most ${e.apart.toPrecision(2)} units apart` : ''})`).join('; ') || 'none';
			cells.push(`${pair.agree} (${pair.ties})`, pair.largest.toExponential(1), `${pair.disagreements.length} ` +
				`(${(100 * pair.disagreements.length / scene.rays.count).toFixed(2)}%): ${kinds}`);
		}
		console.log(`| ${cells.join(' | ')} |`);
	}
	console.log('');
	for (const { scene, ref, pair } of runs) {
		if (!pair?.disagreements.length) continue;
		const { x0, y0, x1, y1, shape, angle } = scene.rays;
		const fmt = (hit, id, t) => (hit ? `body ${id} at t ${t.toPrecision(7)}` : 'miss');
		notes.push(`- N=${scene.n}: the first disagreements (cast: shape, start -> end; sat-wasm; Rapier; the reference):`);
		for (const d of pair.disagreements.slice(0, 8)) {
			const s = scene.shapes[shape[d.r]];
			const what = s.kind === 'box' ? `box ${s.w.toFixed(3)} x ${s.h.toFixed(3)} at ${angle[d.r].toFixed(4)} rad`
				: `circle r ${s.r.toFixed(3)}`;
			notes.push(`  - cast ${d.r}: ${what}, (${x0[d.r]}, ${y0[d.r]}) -> (${x1[d.r]}, ${y1[d.r]}); sat-wasm ` +
				`${fmt(d.sat.hit, d.sat.id, d.sat.t)}; Rapier ${fmt(d.rapier.hit, d.rapier.id, d.rapier.t)}; reference ` +
				`${fmt(ref.hit[d.r], ref.id[d.r], ref.fraction[d.r])}`);
		}
	}
	for (const { scene, checks } of runs) {
		for (const [key, check] of checks) {
			if (key === 'rapier' || !check.mismatches.length) continue; // Rapier's appear among the disagreements
			notes.push(`- ${list.find((c) => c.key === key).name} at N=${scene.n}: wrong against the reference on casts ` +
				`${check.mismatches.slice(0, 10).map((m) => `${m.r} (${m.kind})`).join(', ')}${check.mismatches.length > 10 ? ', ...' : ''}`);
		}
	}
	console.log('How each contender casts:\n');
	for (const c of list) console.log(`- ${c.name}: ${c.mod?.settings ?? c.skipped}`);
	console.log('');
	if (notes.length) {
		console.log('Notes:\n');
		for (const note of notes) console.log(note);
		console.log('');
	}
}
