// Planck.js (npm planck) on the joints scene (bench/joints.mjs): `new RevoluteJoint({}, bodyA, bodyB, anchor)`
// with the world anchor (Box2D v2's form: it finds each body's local anchor and the reference angle itself),
// added with world.createJoint. Box2D v2 solves joints in its velocity iterations and corrects their position
// error in its position iterations (8 / 3 here, as in the physics scene), so its joints are rigid rather than soft.
//
// At 8 / 3 one 1/60 s step at a time, its 100 m chain comes apart as it swings down (measured: from about step
// 140 a link in the taut upper chain starts spinning at 60-80 rad/s, the joints around it open, and by step 300
// the chain's stretch is over 100%). That is Box2D v2's solver at this effort, not the setup: the same scene holds
// together at 30 / 10 iterations (at most 8% stretch) or at 8 / 3 with four 1/240 s steps per frame (2.3%). The
// bench keeps 8 / 3, the effort of the physics scene, and its agreement check reports the torn chain.
import * as planck from 'planck';
import { packageVersion } from '../../physics.mjs';
import { JOINTS } from '../../joints.mjs';

export const name = 'Planck.js';
export const version = packageVersion('planck');
export const settings = `\`world.step(1/60, ${JOINTS.iterations}, ${JOINTS.positionIterations})\` (velocity / position ` +
	`iterations as in the physics scene; joints are solved in both); sleeping off (\`allowSleep: false\` on the world ` +
	`and every body); \`world.createJoint(new RevoluteJoint({ collideConnected: false }, a, b, anchor))\` with the world ` +
	`anchor; fixtures density per body, friction ${JOINTS.friction}, restitution ${JOINTS.restitution}`;

export async function create(scene) {
	const B = scene.bodies, J = scene.joints;
	const world = new planck.World({ gravity: { x: 0, y: JOINTS.gravity }, allowSleep: false });
	const bodies = [];
	for (let i = 0; i < B.count; i++) {
		const body = world.createBody({ type: i < B.dynamic ? 'dynamic' : 'static', position: { x: B.x[i], y: B.y[i] },
			angle: B.angle[i], allowSleep: false });
		body.createFixture({ shape: new planck.Box(B.w[i] / 2, B.h[i] / 2), density: B.density[i],
			friction: JOINTS.friction, restitution: JOINTS.restitution });
		bodies.push(body);
	}
	for (let j = 0; j < J.count; j++) {
		world.createJoint(new planck.RevoluteJoint({ collideConnected: false }, bodies[J.a[j]], bodies[J.b[j]],
			{ x: J.x[j], y: J.y[j] }));
	}
	return {
		step() { world.step(JOINTS.dt, JOINTS.iterations, JOINTS.positionIterations); },
		state(out) {
			for (let i = 0; i < bodies.length; i++) {
				const b = bodies[i], p = b.getPosition(), v = b.getLinearVelocity();
				out.x[i] = p.x; out.y[i] = p.y; out.angle[i] = b.getAngle();
				out.vx[i] = v.x; out.vy[i] = v.y; out.w[i] = b.getAngularVelocity();
			}
		},
		/** Linear and angular damping (per second) on every dynamic body, for the settled check. */
		damp(linear, angular) {
			for (let i = 0; i < B.dynamic; i++) {
				bodies[i].setLinearDamping(linear);
				bodies[i].setAngularDamping(angular);
			}
		},
		destroy() {},
	};
}
