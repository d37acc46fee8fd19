// Rapier 2D (npm @dimforge/rapier2d-simd-compat) on the joints scene (bench/joints.mjs): the same module as the
// physics scene, every joint an impulse joint made from JointData.revolute(anchor1, anchor2).
//
// How Rapier's joints are set up, and what differs from the others:
// - Rapier has two kinds of joint. Impulse joints (world.createImpulseJoint) are constraints between two bodies
//   solved with the contacts, as Box2D's, Planck.js's and sat-wasm's are; multibody joints
//   (world.createMultibodyJoint) make a tree of bodies in reduced coordinates, whose joints cannot come apart at
//   all. The bench uses impulse joints, the counterpart of the others' (a multibody chain would have no stretch
//   by construction, a different method with a different cost).
// - JointData.revolute takes each body's anchor in that body's own frame (no world-anchor form), as Box2D v3 does.
// - An impulse joint lets its two bodies collide unless told otherwise (contacts enabled by default, where the
//   others default to not colliding): every joint gets setContactsEnabled(false).
// - The static supports are RigidBodyDesc.fixed() bodies (a joint needs a body at both ends).
// - Solver effort: numSolverIterations = 4 (substeps, as Box2D v3's subStepCount 4) with numInternalPgsIterations
//   = 1; joints are solved in the same substeps as the contacts. The joints' own stiffness and damping
//   (IntegrationParameters' joint_natural_frequency and joint_damping_ratio in Rust) are not exposed by the JS
//   binding; its defaults apply.
import { packageVersion } from '../../physics.mjs';
import { JOINTS } from '../../joints.mjs';
import { init } from '../physics/rapier.mjs';
import RAPIER from '@dimforge/rapier2d-simd-compat';

export const name = 'Rapier 2D';
export const version = `(rapier2d-simd-compat ${packageVersion('@dimforge/rapier2d-simd-compat')})`;
export const settings = `\`world.integrationParameters.numSolverIterations = ${JOINTS.substeps}\` substeps, ` +
	`\`numInternalPgsIterations = 1\` (joints solved with the contacts in each substep; their own stiffness at Rapier's ` +
	`defaults, not exposed in JS); \`world.timestep = 1/60\`; sleeping off (\`setCanSleep(false)\`); impulse joints ` +
	`\`world.createImpulseJoint(JointData.revolute(anchor1, anchor2), a, b, true)\` with the anchors in each body's ` +
	`frame and \`setContactsEnabled(false)\` (Rapier lets jointed bodies collide by default), not multibody joints; ` +
	`statics \`RigidBodyDesc.fixed()\`; cuboid colliders \`setDensity\` per body, friction ${JOINTS.friction}, ` +
	`restitution ${JOINTS.restitution}; CCD off (its default)`;

export async function unavailable() {
	try {
		await init();
		return null;
	} catch (err) {
		return `rapier failed to load: ${err.message}`;
	}
}

export async function create(scene) {
	await init();
	const B = scene.bodies, J = scene.joints;
	let world = new RAPIER.World({ x: 0, y: JOINTS.gravity });
	world.timestep = JOINTS.dt;
	world.integrationParameters.numSolverIterations = JOINTS.substeps;
	world.integrationParameters.numInternalPgsIterations = 1;
	if (world.numSolverIterations !== JOINTS.substeps) throw new Error('rapier: numSolverIterations was not set');
	const bodies = [];
	for (let i = 0; i < B.count; i++) {
		const desc = (i < B.dynamic ? RAPIER.RigidBodyDesc.dynamic().setCanSleep(false) : RAPIER.RigidBodyDesc.fixed())
			.setTranslation(B.x[i], B.y[i]).setRotation(B.angle[i]);
		const body = world.createRigidBody(desc);
		world.createCollider(RAPIER.ColliderDesc.cuboid(B.w[i] / 2, B.h[i] / 2).setDensity(B.density[i])
			.setFriction(JOINTS.friction).setRestitution(JOINTS.restitution), body);
		bodies.push(body);
	}
	for (let j = 0; j < J.count; j++) {
		const data = RAPIER.JointData.revolute({ x: J.ax[j], y: J.ay[j] }, { x: J.bx[j], y: J.by[j] });
		const joint = world.createImpulseJoint(data, bodies[J.a[j]], bodies[J.b[j]], true);
		joint.setContactsEnabled(false);
	}
	return {
		step() { world.step(); },
		state(out) {
			for (let i = 0; i < bodies.length; i++) {
				const b = bodies[i], p = b.translation(), v = b.linvel();
				out.x[i] = p.x; out.y[i] = p.y; out.angle[i] = b.rotation();
				out.vx[i] = v.x; out.vy[i] = v.y; out.w[i] = b.angvel();
			}
		},
		/** Linear and angular damping (per second) on every dynamic body, for the settled check. */
		damp(linear, angular) {
			for (let i = 0; i < B.dynamic; i++) {
				bodies[i].setLinearDamping(linear);
				bodies[i].setAngularDamping(angular);
			}
		},
		destroy() {
			world?.free();
			world = undefined;
		},
	};
}
