// Rapier 2D (@dimforge/rapier2d-simd-compat): kinematic position-based bodies with convex-hull colliders;
// each frame places every body, runs world.step() and walks the narrow phase's contact pairs.
//
// Two things make its pair count comparable with the others:
// - step() runs the narrow phase on the bodies where they are, then moves kinematic bodies to their next
//   positions and updates the broad phase for them. So the contacts after the step of frame f describe frame
//   f - 1 (`lag` below; the runner lines them up). Teleporting with setTranslation instead would make the
//   narrow phase see the new positions, but with the broad-phase pairs of the old ones: new pairs would be
//   found a frame late (measured: about 2% of the pairs missed on every frame).
// - Rapier keeps contacts up to a prediction distance (0.002 here) apart; a pair counts only when some contact
//   has a distance <= 0 (touching counts, as everywhere else). Its MTV is the normal times the deepest distance.
// What remains: Rapier refreshes a pair's existing contacts along an earlier normal while the motion between
// frames is small, which drifts when bodies slide through each other (nothing here pushes them apart); on some
// later frames it reports a pair that has just separated (bench/check.mjs shows them with their true gap).
import RAPIER from '@dimforge/rapier2d-simd-compat';
import { PairBuffer } from '../pairs.mjs';
import { bodyPoints } from '../scene.mjs';

export const name = 'Rapier 2D';
/** The pairs returned by step(frame f) are those of frame f - 1. */
export const lag = 1;

let world, bodies, colliders, handles, out;
let initialized = false;
const bits = new Float64Array(1), bitsU32 = new Uint32Array(bits.buffer);

/** A collider handle is a float64 whose low 32 bits are its slot, which is the body index here. */
function slot(handle) { bits[0] = handle; return bitsU32[0]; }

export async function setup(scene) {
	if (!initialized) {
		// The compat build passes its inlined wasm to wasm-bindgen's old-style init, which warns on every load.
		const warn = console.warn;
		console.warn = () => {};
		try { await RAPIER.init(); } finally { console.warn = warn; }
		initialized = true;
	}
	world = new RAPIER.World({ x: 0, y: 0 });
	bodies = []; colliders = []; handles = new Float64Array(scene.n);
	for (let i = 0; i < scene.n; i++) {
		const body = world.createRigidBody(RAPIER.RigidBodyDesc.kinematicPositionBased()
			.setTranslation(scene.pos[2 * i], scene.pos[2 * i + 1]));
		const desc = RAPIER.ColliderDesc.convexHull(bodyPoints(scene, i))
			.setActiveCollisionTypes(RAPIER.ActiveCollisionTypes.KINEMATIC_KINEMATIC);
		const collider = world.createCollider(desc, body);
		if (slot(collider.handle) !== i) throw new Error('rapier: unexpected collider handle order');
		bodies.push(body); colliders.push(collider); handles[i] = collider.handle;
	}
	out = new PairBuffer(scene.n * 2);
}

let pairI = 0, pairJ = 0;
const narrowPairs = [];
function onManifold(manifold, flipped) {
	let deepest = Infinity;
	for (let c = 0, k = manifold.numContacts(); c < k; c++) {
		const d = manifold.contactDist(c);
		if (d < deepest) deepest = d;
	}
	if (deepest > 0) return;
	// normal() points from the first collider to the second (from j to i when flipped); the MTV moves i away from j.
	const nrm = manifold.normal();
	const s = flipped ? -deepest : deepest;
	out.push(pairI, pairJ, nrm.x * s, nrm.y * s);
}
function onPartner(h2) {
	const j = slot(h2);
	if (j > pairI) narrowPairs.push(j);
}

export function step(xy) {
	for (let i = 0; i < bodies.length; i++) bodies[i].setNextKinematicTranslation({ x: xy[2 * i], y: xy[2 * i + 1] });
	world.step();
	out.pairs = 0;
	const np = world.narrowPhase;
	for (let i = 0; i < handles.length; i++) {
		pairI = i;
		narrowPairs.length = 0;
		np.contactPairsWith(handles[i], onPartner);
		for (let k = 0; k < narrowPairs.length; k++) {
			pairJ = narrowPairs[k];
			const before = out.pairs;
			np.contactPair(handles[i], handles[pairJ], onManifold);
			if (out.pairs > before + 1) out.pairs = before + 1; // one pair even with several manifolds
		}
	}
	return out;
}

export function teardown() {
	world.free();
	world = bodies = colliders = handles = out = undefined;
}
