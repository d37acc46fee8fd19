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
//
// Level scene: each static is a fixed rigid body (RigidBodyDesc.fixed()) placed once, with a cuboid collider
// for a tile and a convex hull of its 4 vertices for a wall; every collider's active collision types are
// KINEMATIC_KINEMATIC | KINEMATIC_FIXED so both mover-mover and mover-static pairs are found (fixed-fixed is
// never tested). Only the movers are moved, and only the movers' contact pairs are walked.
import RAPIER from '@dimforge/rapier2d-simd-compat';
import { PairBuffer } from '../pairs.mjs';
import { bodyPoints } from '../scene.mjs';

export const name = 'Rapier 2D';
/** The pairs returned by step(frame f) are those of frame f - 1. */
export const lag = 1;
export const levelSetup = 'statics as fixed rigid bodies (`RigidBodyDesc.fixed()`, placed once) with a ' +
	'`ColliderDesc.cuboid(8, 8)` per tile and a `convexHull` of the 4 vertices per wall; movers kinematic ' +
	'position-based with convex-hull colliders, moved with `setNextKinematicTranslation`; active collision types ' +
	'`KINEMATIC_KINEMATIC | KINEMATIC_FIXED` on every collider; `world.step()`, then the contact pairs of each ' +
	'mover; pairs of frame f read after the step of frame f + 1, as in the uniform scene';

let world, bodies, colliders, handles, movers, out;
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
	movers = scene.movers;
	const types = scene.statics ? RAPIER.ActiveCollisionTypes.KINEMATIC_KINEMATIC | RAPIER.ActiveCollisionTypes.KINEMATIC_FIXED
		: RAPIER.ActiveCollisionTypes.KINEMATIC_KINEMATIC;
	const tileEnd = scene.movers + (scene.tiles ?? 0);
	for (let i = 0; i < scene.n; i++) {
		const bodyDesc = i < movers ? RAPIER.RigidBodyDesc.kinematicPositionBased() : RAPIER.RigidBodyDesc.fixed();
		const body = world.createRigidBody(bodyDesc.setTranslation(scene.pos[2 * i], scene.pos[2 * i + 1]));
		const shapeDesc = i >= movers && i < tileEnd ? RAPIER.ColliderDesc.cuboid(scene.tileSize / 2, scene.tileSize / 2)
			: RAPIER.ColliderDesc.convexHull(bodyPoints(scene, i));
		const desc = shapeDesc.setActiveCollisionTypes(types);
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
	for (let i = 0; i < movers; i++) bodies[i].setNextKinematicTranslation({ x: xy[2 * i], y: xy[2 * i + 1] });
	world.step();
	out.pairs = 0;
	const np = world.narrowPhase;
	// Every reported pair has a mover as its lower index: walking the movers' partners finds them all.
	for (let i = 0; i < movers; i++) {
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
