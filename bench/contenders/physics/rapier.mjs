// Rapier 2D (npm @dimforge/rapier2d-simd-compat, the wasm SIMD build with its wasm inlined): dynamic rigid bodies
// with cuboid and ball colliders in fixed-body walls, world.step().
//
// Rapier's solver is substepped like Box2D v3's: integrationParameters.numSolverIterations is the number of
// substeps ("solver iterations"), each running numInternalPgsIterations (1) solve passes with a soft position bias
// and one stabilization pass without it (numInternalStabilizationIterations, 1 by default; the JS binding does
// not expose it). numSolverIterations 4 is therefore 4 x (solve + relax) = 8 passes over the contacts, the same
// effort as Box2D v3's subStepCount 4, and is also Rapier's default.
import RAPIER from '@dimforge/rapier2d-simd-compat';
import { PHYSICS, packageVersion } from '../../physics.mjs';

export const name = 'Rapier 2D';
export const version = `(rapier2d-simd-compat ${packageVersion('@dimforge/rapier2d-simd-compat')})`;
export const SOLVER_ITERATIONS = 4;
export const settings = `\`world.integrationParameters.numSolverIterations = ${SOLVER_ITERATIONS}\` substeps with ` +
	`\`numInternalPgsIterations = 1\` solve and 1 stabilization (relax) pass each = ${2 * SOLVER_ITERATIONS} contact ` +
	`passes per step; \`world.timestep = 1/60\`; sleeping off (\`RigidBodyDesc.setCanSleep(false)\`); colliders ` +
	`\`setDensity(${PHYSICS.density})\`, \`setFriction(${PHYSICS.friction})\`, \`setRestitution(${PHYSICS.restitution})\` ` +
	`(combine rule Average for both, so the pair gets the same values); \`cuboid\` and \`ball\` colliders; walls ` +
	`\`RigidBodyDesc.fixed()\`; CCD off (its default)`;
/** How the settled scene (bench/settled.mjs) runs it, beside settings. */
export const sleepSettings = `sleeping on: \`RigidBodyDesc.setCanSleep(true)\` (its default, with its default ` +
	`thresholds; islands); asleep bodies counted with \`isSleeping()\`; the awake twin: a second world with ` +
	`\`setCanSleep(false)\` on every body, stepped as many steps as the first took to settle (the JS binding cannot ` +
	`turn a body's sleeping off once it exists)`;

let initialized = false;

/** Rapier's wasm, initialised once (shared with the joints scene's adapter). */
export async function init() {
	if (initialized) return;
	// The compat build passes its inlined wasm to wasm-bindgen's old-style init, which warns on every load.
	const warn = console.warn;
	console.warn = () => {};
	try { await RAPIER.init(); } finally { console.warn = warn; }
	initialized = true;
}

export async function unavailable() {
	try {
		await init();
		return null;
	} catch (err) {
		return `rapier failed to load: ${err.message}`;
	}
}

function collider(desc) {
	return desc.setDensity(PHYSICS.density).setFriction(PHYSICS.friction).setRestitution(PHYSICS.restitution);
}

/**
 * A world of the scene. sleep: Rapier's own sleeping (`setCanSleep(true)`, its default, with its default
 * thresholds), else `setCanSleep(false)` on every body. The JS binding cannot turn a body's sleeping off once it
 * exists, so this instance has no stopSleeping().
 */
export async function create(scene, { sleep = false } = {}) {
	await init();
	let world = new RAPIER.World({ x: 0, y: PHYSICS.gravity });
	world.timestep = PHYSICS.dt;
	world.integrationParameters.numSolverIterations = SOLVER_ITERATIONS;
	world.integrationParameters.numInternalPgsIterations = 1;
	if (world.numSolverIterations !== SOLVER_ITERATIONS) throw new Error('rapier: numSolverIterations was not set');
	for (const s of scene.statics) {
		const body = world.createRigidBody(RAPIER.RigidBodyDesc.fixed().setTranslation(s.x, s.y));
		world.createCollider(collider(RAPIER.ColliderDesc.cuboid(s.w / 2, s.h / 2)), body);
	}
	const bodies = [];
	for (let i = 0; i < scene.n; i++) {
		const body = world.createRigidBody(RAPIER.RigidBodyDesc.dynamic().setTranslation(scene.x[i], scene.y[i])
			.setRotation(scene.angle[i]).setCanSleep(sleep));
		const shape = scene.circle[i] ? RAPIER.ColliderDesc.ball(scene.r[i]) : RAPIER.ColliderDesc.cuboid(scene.w[i] / 2, scene.h[i] / 2);
		world.createCollider(collider(shape), body);
		bodies.push(body);
	}
	return {
		step() { world.step(); },
		state(out) {
			for (let i = 0; i < bodies.length; i++) {
				const b = bodies[i], p = b.translation(), v = b.linvel();
				out.x[i] = p.x; out.y[i] = p.y; out.vx[i] = v.x; out.vy[i] = v.y; out.w[i] = b.angvel();
			}
		},
		/** Rapier and the world itself (the snapshot scene takes and restores its snapshots). */
		raw() { return { RAPIER, world }; },
		/** The dynamic bodies asleep (`isSleeping()`). */
		asleep() {
			let count = 0;
			for (const b of bodies) if (b.isSleeping()) count++;
			return count;
		},
		destroy() {
			world?.free();
			world = undefined;
		},
	};
}
