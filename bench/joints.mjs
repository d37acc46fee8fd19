// The joints scene: a hanging chain and a loaded bridge, revolute joints only, stepped by sat-wasm's world (once
// it has joints) and by three peer engines with the same gravity, time step, solver effort, masses, materials
// and sleeping (off). Run by bench/run.mjs (`--scene joints`, and in the default run).
//
// Scene (makeJointScene, seeded; metres, kg, s; every number a float32 value, so every engine gets the same
// inputs):
// - A chain of 200 links (boxes 0.5 x 0.125 m, density 20), each joined to the next by a revolute joint at their
//   shared end, link 0 joined to a static support at the top (the pivot at (0, 0)). It starts horizontal, to the
//   left of the pivot, and swings down under gravity. It is 100 m long and nothing else is within its reach.
// - A bridge of 40 planks (boxes 1.0 x 0.25 m, density 20), revolute joints between neighbours and to two static
//   anchors at both ends, 39 m apart: 1 m of slack, so the bridge hangs in a curve whose depth is set by its
//   geometry (an inextensible bridge of 40 m over 39 m sags 3.9 m unloaded, at most 4.4 m, as a V, whatever its
//   load) more than by how much its joints give. It starts in that curve: the exact rest shape of rigid planks hinged at their
//   ends (each plank's slope grows linearly from the middle, as a catenary's does), so it starts at rest.
// - 40 boxes (0.5 x 0.5 m, density 1) at seeded positions 2-4 m above the bridge's anchors, over its middle
//   30 m, at seeded angles, none overlapping, falling onto it.
// - A static ground box far below (its top at y = -120), beyond the chain's reach, under everything.
// Joined bodies do not collide with each other; every other pair does. Friction 0.6, restitution 0, gravity
// (0, -10), dt 1/60 s, sleeping off.
//
// Each engine runs STEPS steps, each timed on its own, interleaved between engines in ROUNDS rounds after a small
// warm-up run, as in the physics scene (bench/physics.mjs); the table gives the median ms per step. Measured on
// the state after the timed steps, from the bodies' transforms alone (the same formula for every engine):
// - the chain's stretch: the sum over its 200 joints of the distance between the joint's two anchor points in
//   world space (each anchor fixed in its body's frame as the scene placed it), over the chain's length, in %;
//   also its largest stretch over the timed steps (the state read every SAMPLE_EVERY steps, between timed steps);
// - the bridge's sag: the largest depth of a plank's centre below the line of its anchors (m), and its stretch as
//   the chain's.
// Then the agreement check: every dynamic body gets the same damping (SETTLE_DAMPING, each engine's own linear and
// angular damping) and every engine goes on stepping, untimed, to SETTLE_STEPS, so the chain comes to hang still;
// the settled shapes are compared (see agreement() below).
//
// An engine module (bench/contenders/joints/*.mjs) exports name, version, settings (a line saying how it is set
// up), optionally unavailable() -> reason or null, and create(scene) -> { step(), state(out) (fills out.x, out.y,
// out.angle, out.vx, out.vy, out.w: Float64Arrays over every body of the scene in scene order, in m, rad, m/s and
// rad/s), damp(linear, angular) (damping per second on every dynamic body), destroy() }.
import { mulberry32 } from './scene.mjs';
import { fmtMs, fmtNum, fmtRatio, gc, median } from './physics.mjs';

const f32 = Math.fround;

/** The scene's fixed parameters (shared by every engine module). */
export const JOINTS = {
	gravity: -10,          // m/s^2, along y
	dt: 1 / 60,            // s
	substeps: 4,           // Box2D v3 subStepCount, Rapier numSolverIterations, sat-wasm substeps
	iterations: 8,         // velocity iterations (sat-wasm's, Planck.js's)
	positionIterations: 3, // Planck.js
	friction: 0.6,
	restitution: 0,
	links: 200, linkW: 0.5, linkH: 0.125, linkDensity: 20,
	planks: 40, plankW: 1, plankH: 0.25, plankDensity: 20, span: 39,
	boxes: 40, boxSize: 0.5, boxDensity: 1,
	bridgeLeft: 120,       // m: x of the bridge's left anchor; the chain (pivot at x = 0) reaches 100 m at most
	groundTop: -120,       // m: the chain hangs to y = -100
};

/** Steps timed per engine, steps before the settled check, interleaving. */
export const STEPS = 600;           // 10 s: the chain falls and swings, the boxes land on the bridge
export const SETTLE_STEPS = 2400;   // 40 s in all (untimed and damped after STEPS): the agreement check's state
export const ROUNDS = 5;
const WARM = { links: 20, planks: 10, boxes: 8, steps: 60 }; // a small throwaway run per engine first

export const engines = [
	{ key: 'sat', file: './contenders/joints/sat-wasm.mjs' },
	{ key: 'box2d', file: './contenders/joints/box2d3.mjs' },
	{ key: 'rapier', file: './contenders/joints/rapier.mjs' },
	{ key: 'planck', file: './contenders/joints/planck.mjs' },
].map((e) => ({ ...e, file: new URL(e.file, import.meta.url).href }));

/**
 * The slopes of n planks of length 1 hinged end to end between two anchors at the same height span apart, at
 * rest under their weight: tan(angle k) = c (k + 1/2 - n/2) (the vertical force a plank carries grows by its
 * weight from one plank to the next, and a plank hinged at both ends with its weight at its centre leans by the
 * mean of its two ends' forces over the horizontal tension), c found by bisection so the planks span exactly span.
 */
function bridgeAngles(n, length, span) {
	const angles = (c) => Array.from({ length: n }, (_, k) => Math.atan(c * (k + 0.5 - n / 2)));
	const width = (c) => angles(c).reduce((s, a) => s + length * Math.cos(a), 0);
	let lo = 0, hi = 10;
	for (let k = 0; k < 200; k++) {
		const mid = (lo + hi) / 2;
		if (width(mid) > span) lo = mid; else hi = mid;
	}
	return angles((lo + hi) / 2);
}

/**
 * The scene: { kind: 'joints', seed, bodies: { count, dynamic (the first `dynamic` bodies are dynamic, the rest
 * static), w, h, x, y, angle, density (Float64Arrays, boxes centred on x, y) }, chain: [first, count] of bodies,
 * bridge: [first, count], boxes: [first, count], statics: { pivot, left, right, ground } (body indices), joints:
 * { count, a, b (body indices; a is the static body for the top of the chain and the bridge's ends), x, y (the
 * world anchor where the scene places the bodies), ax, ay, bx, by (that point in body a's and body b's frames) },
 * chainJoints: [first, count], bridgeJoints: [first, count], chainLength, bridgeLength, anchorY (the bridge's
 * anchors' height), restSag (the unloaded rest shape's sag, m) }.
 */
export function makeJointScene(seed = 2024, { links = JOINTS.links, planks = JOINTS.planks, boxes = JOINTS.boxes } = {}) {
	const J = JOINTS;
	const rand = mulberry32(seed ^ Math.imul(links * 1000 + planks, 0x85ebca6b) ^ boxes);
	const list = [];
	const add = (w, h, x, y, angle, density) => list.push({ w: f32(w), h: f32(h), x: f32(x), y: f32(y), angle: f32(angle),
		density }) - 1;
	const jointList = [];
	const join = (a, b, x, y) => jointList.push({ a, b, x: f32(x), y: f32(y) });

	// Dynamic bodies first (sat-wasm's slots follow the order bodies are added), statics last.
	const chainFirst = list.length;
	for (let i = 0; i < links; i++) add(J.linkW, J.linkH, -(i + 0.5) * J.linkW, 0, 0, J.linkDensity);

	// The bridge's rest shape, left anchor at (bridgeLeft, 0).
	const span = (planks * J.span) / J.planks; // the same slack per plank in a smaller (warm-up) scene
	const slopes = bridgeAngles(planks, J.plankW, span);
	const bridgeFirst = list.length;
	const ends = [[J.bridgeLeft, 0]];
	for (let k = 0; k < planks; k++) {
		const [px, py] = ends[k], c = Math.cos(slopes[k]), s = Math.sin(slopes[k]);
		add(J.plankW, J.plankH, px + (c * J.plankW) / 2, py + (s * J.plankW) / 2, slopes[k], J.plankDensity);
		ends.push([px + c * J.plankW, py + s * J.plankW]);
	}
	const right = ends[planks];
	let restSag = 0;
	for (const [, py] of ends) restSag = Math.max(restSag, -py);

	// Boxes over the middle 30 m (scaled with the bridge in a smaller scene), two rows of cells 1.5 m wide, each
	// box shifted at random within its cell's slack and turned by up to 0.25 rad (its extent stays within 0.71 m).
	const boxFirst = list.length;
	const perRow = Math.ceil(boxes / 2), cell = 1.5, rowGap = 1.5;
	const middle = (J.bridgeLeft + right[0]) / 2;
	for (let i = 0; i < boxes; i++) {
		const col = i % perRow, row = Math.floor(i / perRow);
		const slack = (cell - 0.75) / 2;
		const x = middle + (col + 0.5 - perRow / 2) * cell + (2 * rand() - 1) * slack;
		const y = 2 + row * rowGap + (2 * rand() - 1) * 0.3;
		add(J.boxSize, J.boxSize, x, y, (2 * rand() - 1) * 0.25, J.boxDensity);
	}
	const dynamic = list.length;

	// Statics: the chain's support above the pivot, the bridge's anchors beside its ends, the ground. Their density
	// (1) is never used, but sat-wasm's setMaterial takes only a positive one.
	const pivot = add(0.5, 0.5, 0, 0.25, 0, 1);
	const left = add(0.5, 0.5, J.bridgeLeft - 0.25, 0, 0, 1);
	const rightAnchor = add(0.5, 0.5, right[0] + 0.25, right[1], 0, 1);
	const groundLeft = -links * J.linkW - 10, groundRight = right[0] + 50;
	const ground = add(groundRight - groundLeft, 10, (groundLeft + groundRight) / 2, J.groundTop - 5, 0, 1);

	// Joints: chain (pivot to link 0, then link i - 1 to link i at their shared end), bridge (left anchor to plank
	// 0, plank k - 1 to plank k, last plank to the right anchor).
	const chainJointFirst = jointList.length;
	for (let i = 0; i < links; i++) join(i === 0 ? pivot : chainFirst + i - 1, chainFirst + i, -i * J.linkW, 0);
	const bridgeJointFirst = jointList.length;
	for (let k = 0; k <= planks; k++) {
		const a = k === 0 ? left : bridgeFirst + k - 1, b = k === planks ? rightAnchor : bridgeFirst + k;
		join(a, b, ends[k][0], ends[k][1]);
	}

	const n = list.length, m = jointList.length;
	const bodies = { count: n, dynamic };
	for (const key of ['w', 'h', 'x', 'y', 'angle', 'density']) bodies[key] = Float64Array.from(list, (b) => b[key]);
	const joints = { count: m };
	for (const key of ['a', 'b']) joints[key] = Int32Array.from(jointList, (j) => j[key]);
	for (const key of ['x', 'y']) joints[key] = Float64Array.from(jointList, (j) => j[key]);
	// The anchor in each body's frame, from the transforms the scene gives the engines.
	const local = (body, x, y) => {
		const dx = x - bodies.x[body], dy = y - bodies.y[body];
		const c = Math.cos(bodies.angle[body]), s = Math.sin(bodies.angle[body]);
		return [c * dx + s * dy, -s * dx + c * dy];
	};
	joints.ax = new Float64Array(m); joints.ay = new Float64Array(m);
	joints.bx = new Float64Array(m); joints.by = new Float64Array(m);
	for (let j = 0; j < m; j++) {
		[joints.ax[j], joints.ay[j]] = local(joints.a[j], joints.x[j], joints.y[j]);
		[joints.bx[j], joints.by[j]] = local(joints.b[j], joints.x[j], joints.y[j]);
	}
	return { kind: 'joints', seed, bodies, joints, chain: [chainFirst, links], bridge: [bridgeFirst, planks],
		boxes: [boxFirst, boxes], statics: { pivot, left, right: rightAnchor, ground },
		chainJoints: [chainJointFirst, links], bridgeJoints: [bridgeJointFirst, planks + 1],
		chainLength: links * J.linkW, bridgeLength: planks * J.plankW, anchorY: 0, restSag };
}

/** Arrays for an engine's state(out): every body of the scene. */
export function stateBuffers(count) {
	return { x: new Float64Array(count), y: new Float64Array(count), angle: new Float64Array(count),
		vx: new Float64Array(count), vy: new Float64Array(count), w: new Float64Array(count) };
}

/** The world point of a joint's anchor on body i (local lx, ly in its frame) in state s. */
function worldPoint(s, i, lx, ly) {
	const c = Math.cos(s.angle[i]), sn = Math.sin(s.angle[i]);
	return [s.x[i] + c * lx - sn * ly, s.y[i] + sn * lx + c * ly];
}

/** Sum over joints [first, count] of the distance between their two anchors in world space. */
function jointGaps(scene, s, [first, count]) {
	const J = scene.joints;
	let sum = 0, worst = 0;
	for (let j = first; j < first + count; j++) {
		const [ax, ay] = worldPoint(s, J.a[j], J.ax[j], J.ay[j]);
		const [bx, by] = worldPoint(s, J.b[j], J.bx[j], J.by[j]);
		const d = Math.hypot(bx - ax, by - ay);
		sum += d;
		if (!(d <= worst)) worst = d; // NaN wins
	}
	return { sum, worst };
}

/**
 * The figures of one state: chain stretch (%), its worst joint gap (m), the chain's end (the far end of its last
 * link) and its lowest point; the bridge's sag (m, the largest depth of a plank's centre below its anchors),
 * stretch (%), boxes still on the bridge (within its span and above the ground's half-way); mechanical energy of
 * the chain relative to its start (J, from the scene's nominal masses: below 0 is energy the solver lost) and
 * whether every dynamic body's numbers are finite.
 */
export function measure(scene, s) {
	const B = scene.bodies, J = JOINTS;
	const chain = jointGaps(scene, s, scene.chainJoints);
	const bridge = jointGaps(scene, s, scene.bridgeJoints);
	const last = scene.chain[0] + scene.chain[1] - 1;
	const [endX, endY] = worldPoint(s, last, -J.linkW / 2, 0);
	let lowest = Infinity, sag = 0, energy = 0, finite = true;
	for (let i = scene.chain[0]; i <= last; i++) {
		lowest = Math.min(lowest, s.y[i]);
		const m = B.w[i] * B.h[i] * B.density[i], inertia = (m * (B.w[i] ** 2 + B.h[i] ** 2)) / 12;
		energy += 0.5 * m * (s.vx[i] ** 2 + s.vy[i] ** 2) + 0.5 * inertia * s.w[i] ** 2 + m * -J.gravity * (s.y[i] - B.y[i]);
	}
	for (let i = scene.bridge[0]; i < scene.bridge[0] + scene.bridge[1]; i++) sag = Math.max(sag, scene.anchorY - s.y[i]);
	const left = B.x[scene.statics.left], right = B.x[scene.statics.right];
	let onBridge = 0;
	for (let i = scene.boxes[0]; i < scene.boxes[0] + scene.boxes[1]; i++) {
		if (s.x[i] > left && s.x[i] < right && s.y[i] > J.groundTop / 2) onBridge++;
	}
	for (let i = 0; i < B.dynamic; i++) {
		if (!Number.isFinite(s.x[i] + s.y[i] + s.angle[i] + s.vx[i] + s.vy[i] + s.w[i])) finite = false;
	}
	return { chainStretch: (100 * chain.sum) / scene.chainLength, chainWorst: chain.worst, endX, endY, lowest,
		bridgeSag: sag, bridgeStretch: (100 * bridge.sum) / scene.bridgeLength, bridgeWorst: bridge.worst, onBridge,
		chainEnergy: energy, finite };
}

/** The check's settling: damping on every dynamic body (per second, linear and angular) and its steps. */
export const SETTLE_DAMPING = 0.8;
/** Tolerances of the agreement check (see agreement()). */
export const TOLERANCE = { chainX: 0.01, chainY: 0.05, chainVsMedian: 0.02, sagVsMedian: 0.1 };
const SAMPLE_EVERY = 5; // steps between reads of the state during the timed run (between timed steps, not in them)

/** The engine modules with the reason each one does not run (null when it runs). */
async function loadEngines() {
	const list = [];
	for (const e of engines) {
		let mod, skipped = null;
		try {
			mod = await import(e.file);
			skipped = mod.unavailable ? await mod.unavailable() : null;
		} catch (err) {
			skipped = `failed to load: ${err.message}`;
		}
		list.push({ ...e, mod, name: mod?.name ?? e.key, version: mod?.version ?? '', skipped });
	}
	return list;
}

/**
 * A throwaway run of each engine on a small joints scene (WARM.steps steps, and on until WARM_MS have passed), so
 * the JS is compiled and V8 has tiered the hot wasm up before anything is timed.
 */
const WARM_MS = 400;
async function warmUp(list) {
	const scene = makeJointScene(1, WARM);
	for (const e of list) {
		if (e.skipped) continue;
		let world;
		try {
			world = await e.mod.create(scene);
			const t0 = performance.now();
			for (let s = 0; s < WARM.steps || performance.now() - t0 < WARM_MS; s++) world.step();
		} catch (err) {
			e.skipped = `failed on the warm-up scene: ${err.message}`;
		}
		try { world?.destroy(); } catch { /* already reported */ }
	}
}

/**
 * The scene in every running engine: timed steps interleaved, then each engine settled for the check. Map key ->
 * { ms, meanMs, end: measure() after the timed steps, peakStretch (the chain's largest stretch seen, %),
 * settled: measure() after settling }.
 */
async function benchJoints(scene, list, notes, steps, settleSteps) {
	const active = [];
	for (const e of list) {
		if (e.skipped) continue;
		gc();
		try {
			active.push({ e, world: await e.mod.create(scene), times: [], done: 0, peak: 0,
				state: stateBuffers(scene.bodies.count) });
		} catch (err) {
			notes.push(`- ${e.name}: setup failed (${err.message})`);
		}
	}
	for (let round = 0; round < ROUNDS; round++) {
		for (const a of active) {
			if (a.failed) continue;
			const k = Math.ceil((steps * (round + 1)) / ROUNDS) - a.done;
			gc();
			try {
				const world = a.world;
				for (let s = 0; s < k; s++) {
					const t0 = performance.now();
					world.step();
					a.times.push(performance.now() - t0);
					if ((a.done + s + 1) % SAMPLE_EVERY === 0) {
						world.state(a.state);
						const stretch = measure(scene, a.state).chainStretch;
						if (!(stretch <= a.peak)) a.peak = stretch;
					}
				}
				a.done += k;
			} catch (err) {
				a.failed = true;
				notes.push(`- ${a.e.name}: failed at step ${a.done + 1} (${err.message})`);
			}
		}
	}
	const results = new Map();
	for (const a of active) {
		if (!a.failed) {
			try {
				a.world.state(a.state);
				const end = measure(scene, a.state);
				const ms = median(a.times), meanMs = a.times.reduce((p, q) => p + q, 0) / a.times.length;
				const t0 = performance.now();
				a.world.damp(SETTLE_DAMPING, SETTLE_DAMPING);
				for (let s = a.done; s < settleSteps; s++) a.world.step();
				a.world.state(a.state);
				const settled = measure(scene, a.state);
				results.set(a.e.key, { ms, meanMs, steps: a.done, end, peakStretch: a.peak, settled });
				process.stderr.write(`  joints ${a.e.name}: ${fmtMs(ms)} ms/step (median of ${a.done}), chain stretch ` +
					`${fmtPct(end.chainStretch)} at the end, settled in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
			} catch (err) {
				notes.push(`- ${a.e.name}: reading its state or settling failed (${err.message})`);
			}
		}
		try { a.world.destroy(); } catch { /* nothing more to report */ }
	}
	return results;
}

/** A percentage with three significant digits (at least two decimals below 1 %). */
export const fmtPct = (p) => (!Number.isFinite(p) ? String(p) : p >= 100 ? `${p.toFixed(0)}%` : p >= 10
	? `${p.toFixed(1)}%` : `${p.toFixed(2)}%`);

/**
 * The agreement check on the settled states, one line per finding (empty when every engine agrees). Physics
 * differs between engines (soft or rigid joints, how much they give under load), so it checks what a settled
 * scene must show whatever the solver, not equal numbers:
 * - every number finite;
 * - the chain hangs straight down from its pivot: its end within TOLERANCE.chainX of the chain's length of x = 0,
 *   and within TOLERANCE.chainY of it of y = -length (an inextensible chain's end; the joints' give under the
 *   chain's own weight, 2500 N at the top, moves it down by the settled stretch, a few % in soft solvers);
 * - and within TOLERANCE.chainVsMedian of the length of the engines' median end height;
 * - the bridge's sag within TOLERANCE.sagVsMedian of the engines' median (it is set by the bridge's 1 m of slack
 *   and, much less, by the joints' give: 1 % more length deepens it by about 0.5 m).
 */
export function agreement(scene, rows) {
	const T = TOLERANCE, L = scene.chainLength, lines = [];
	const settled = rows.filter(([, r]) => r.settled.finite);
	const mid = (f) => median(settled.map(([, r]) => f(r.settled)));
	const endY = mid((m) => m.endY), sag = mid((m) => m.bridgeSag);
	for (const [e, r] of rows) {
		const m = r.settled, why = [];
		if (!m.finite) { lines.push(`- **${e.name}**: non-finite positions or velocities after settling`); continue; }
		if (Math.abs(m.endX) > T.chainX * L || Math.abs(m.endY + L) > T.chainY * L) {
			why.push(`its settled chain does not hang straight from the pivot: the end is at (${m.endX.toFixed(2)}, ` +
				`${m.endY.toFixed(2)}) m, not within ${T.chainX * L} m of x = 0 and ${T.chainY * L} m of y = ${-L}`);
		}
		if (settled.length > 2 && Math.abs(m.endY - endY) > T.chainVsMedian * L) {
			why.push(`its chain's end is ${Math.abs(m.endY - endY).toFixed(2)} m from the engines' median height ` +
				`(${endY.toFixed(2)} m; tolerance ${T.chainVsMedian * L} m)`);
		}
		if (m.chainWorst > JOINTS.linkW / 2) {
			why.push(`its chain came apart: a joint's two anchors are ${m.chainWorst.toFixed(2)} m apart after ` +
				`settling (a link is ${JOINTS.linkW} m long; settled chain stretch ${fmtPct(m.chainStretch)}, largest ` +
				`stretch seen while timed ${fmtPct(r.peakStretch)}): its solver did not hold the joints`);
		}
		if (settled.length > 2 && Math.abs(m.bridgeSag - sag) > T.sagVsMedian * sag) {
			why.push(`its bridge sags ${m.bridgeSag.toFixed(2)} m against the engines' median ${sag.toFixed(2)} m ` +
				`(tolerance ${(100 * T.sagVsMedian).toFixed(0)}%; bridge stretch ${fmtPct(m.bridgeStretch)})`);
		}
		if (why.length) lines.push(`- **${e.name}** is off: ${why.join('; ')}.`);
	}
	return lines;
}

/** Run the joints scene and print its section (markdown, as the rest of bench/run.mjs). */
export async function runJoints({ steps = STEPS, settleSteps = SETTLE_STEPS } = {}) {
	const list = await loadEngines();
	const J = JOINTS, scene = makeJointScene();
	settleSteps = Math.max(settleSteps, steps);
	console.log(`## Joints scene: a hanging chain and a loaded bridge\n`);
	console.log(`A chain of ${J.links} links (${J.linkW} x ${J.linkH} m, density ${J.linkDensity}; ${scene.chainLength} m) ` +
		`joined end to end by revolute joints and to a static support at the top, starting horizontal, so it swings ` +
		`down; a bridge of ${J.planks} planks (${J.plankW} x ${J.plankH} m, density ${J.plankDensity}) on revolute joints ` +
		`between two static anchors ${J.span} m apart (1 m of slack: it starts in its rest curve, ` +
		`${scene.restSag.toFixed(2)} m deep); ${J.boxes} boxes (${J.boxSize} x ${J.boxSize} m, density ${J.boxDensity}) ` +
		`dropped onto it from seeded positions; a static ground far below. ${scene.bodies.dynamic} dynamic bodies, ` +
		`${scene.joints.count} joints; joined bodies do not collide. Gravity (0, ${J.gravity}) m/s^2, dt ` +
		`1/${Math.round(1 / J.dt)} s, ${J.substeps} substeps (Box2D v3, Rapier, sat-wasm) or ${J.iterations} / ` +
		`${J.positionIterations} iterations (Planck.js), friction ${J.friction}, restitution ${J.restitution}, sleeping off. ` +
		`${steps} steps (${(steps * J.dt).toFixed(0)} s), each timed; median ms per step, the engines' steps ` +
		`interleaved in ${ROUNDS} rounds after a warm-up run on a small scene (${WARM.links} links, ${WARM.planks} ` +
		`planks, ${WARM.boxes} boxes; ${WARM.steps} steps and at least ${WARM_MS} ms).\n`);
	const satEntry = list.find((e) => e.key === 'sat');
	if (satEntry.skipped) console.log(`sat-wasm: ${satEntry.skipped}; the peers run without it.\n`);
	await warmUp(list);
	const notes = [];
	const t0 = performance.now();
	const results = await benchJoints(scene, list, notes, steps, settleSteps);
	process.stderr.write(`  joints: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
	const sat = results.get('sat');
	const label = (e) => (e.version ? `${e.name} ${e.version}` : e.name);
	console.log(`**Median ms per step**, and the scene after the ${steps} timed steps: the chain's stretch (sum over its ` +
		`${scene.chainJoints[1]} joints of the distance between each joint's two anchor points in world space, over its ` +
		`length) at the end and the largest seen (read every ${SAMPLE_EVERY} steps: when the chain whips), the ` +
		`bridge's sag (deepest plank centre below its anchors; ${scene.restSag.toFixed(2)} m at rest) and stretch\n`);
	const head = ['engine', 'ms/step', 'engine ms / sat-wasm ms', 'chain stretch', 'largest chain stretch',
		'bridge sag (m)', 'bridge stretch', 'mean ms/step'];
	console.log(`| ${head.join(' | ')} |`);
	console.log(`|---|${head.slice(1).map(() => '---:').join('|')}|`);
	for (const e of list) {
		const r = results.get(e.key);
		if (!r) {
			const why = e.skipped ? (e.key === 'sat' ? `not available (${e.skipped})` : `skipped: ${e.skipped}`) : 'failed (see notes)';
			console.log(`| ${label(e)} | ${why} |${' |'.repeat(head.length - 2)}`);
			continue;
		}
		const ratio = sat ? (e.key === 'sat' ? '1' : `${fmtRatio(r.ms / sat.ms)}x`) : '(no sat-wasm)';
		console.log(`| ${label(e)} | ${fmtMs(r.ms)} | ${ratio} | ${fmtPct(r.end.chainStretch)} | ${fmtPct(r.peakStretch)} | ` +
			`${r.end.bridgeSag.toFixed(2)} | ${fmtPct(r.end.bridgeStretch)} | ${fmtMs(r.meanMs)} |`);
	}
	console.log('');
	console.log(`**Settled** (the agreement check's state): after the timed steps every dynamic body gets linear and angular ` +
		`damping ${SETTLE_DAMPING}/s (each engine's own, v / (1 + h c) per step or substep in all four) and the world steps ` +
		`on, untimed, to ${settleSteps} steps (${(settleSteps * J.dt).toFixed(0)} s), so the chain hangs still: its ` +
		`end should be straight below the pivot, at y = -${scene.chainLength} m less its stretch\n`);
	const head2 = ['engine', 'chain end x, y (m)', 'chain stretch', 'worst chain joint gap (m)', 'bridge sag (m)',
		'bridge stretch', 'boxes on the bridge'];
	console.log(`| ${head2.join(' | ')} |`);
	console.log(`|---|${head2.slice(1).map(() => '---:').join('|')}|`);
	const rows = [];
	for (const e of list) {
		const r = results.get(e.key);
		if (!r) continue;
		rows.push([e, r]);
		const m = r.settled;
		console.log(`| ${e.name} | ${m.endX.toFixed(2)}, ${m.endY.toFixed(2)} | ${fmtPct(m.chainStretch)} | ` +
			`${fmtNum(m.chainWorst)} | ${m.bridgeSag.toFixed(2)} | ${fmtPct(m.bridgeStretch)} | ${m.onBridge}/${scene.boxes[1]} |`);
	}
	console.log('');
	const off = agreement(scene, rows);
	if (rows.length < 2) console.log('Agreement: fewer than two engines ran; nothing to compare.\n');
	else if (!off.length) console.log(`Agreement: every engine's settled chain hangs straight from its pivot and its bridge sags within ${(100 * TOLERANCE.sagVsMedian).toFixed(0)}% of the others'.\n`);
	else {
		console.log(`**Warning**: not every engine agrees (a warning, not a failure; bench/README.md, "Joints", says why ` +
			`for the engines known to differ):\n`);
		for (const line of off) console.log(line);
		console.log('');
	}
	console.log('How each engine is set up:\n');
	for (const e of list) console.log(`- ${label(e)}: ${e.skipped ? `not run (${e.skipped}); ` : ''}${e.mod?.settings ?? ''}`);
	console.log('');
	if (notes.length) {
		console.log('Notes:\n');
		for (const note of notes) console.log(note);
		console.log('');
	}
}
