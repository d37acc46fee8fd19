// Planck.js (npm planck): a JavaScript port of Box2D v2.x. world.step(dt, velocityIterations, positionIterations).
import * as planck from 'planck';
import { PHYSICS, packageVersion } from '../../physics.mjs';

export const name = 'Planck.js';
export const version = packageVersion('planck');
export const VELOCITY_ITERATIONS = PHYSICS.iterations, POSITION_ITERATIONS = 3;
export const settings = `\`world.step(1/60, ${VELOCITY_ITERATIONS}, ${POSITION_ITERATIONS})\`: ${VELOCITY_ITERATIONS} ` +
	`velocity iterations (sequential impulses, warm started) and ${POSITION_ITERATIONS} position iterations (Box2D v2's ` +
	`recommended 8 / 3); sleeping off (\`allowSleep: false\` on the world and on every body); fixtures density ${PHYSICS.density}, ` +
	`friction ${PHYSICS.friction}, restitution ${PHYSICS.restitution} (mixed as sqrt(a b) and max); \`Box\` polygons ` +
	`and true \`Circle\`s; continuous collision against static bodies at its default (on)`;
/** How the settled scene (bench/settled.mjs) runs it, beside settings. */
export const sleepSettings = `sleeping on: \`allowSleep: true\` on the world and on every body (Box2D v2's ` +
	`defaults: an island sleeps once all its bodies stayed below 0.01 m/s and 2 degrees/s for 0.5 s); asleep bodies ` +
	`counted with \`body.isAwake()\`; the awake twin: \`world.setAllowSleeping(false)\`, which wakes every body`;

function fixture(body, shape) {
	body.createFixture({ shape, density: PHYSICS.density, friction: PHYSICS.friction, restitution: PHYSICS.restitution });
}

/**
 * A world of the scene. sleep: Box2D v2's sleeping (`allowSleep: true` on the world and every body, its default
 * tolerances), else `allowSleep: false` on both.
 */
export async function create(scene, { sleep = false } = {}) {
	const world = new planck.World({ gravity: { x: 0, y: PHYSICS.gravity }, allowSleep: sleep });
	for (const s of scene.statics) {
		fixture(world.createBody({ type: 'static', position: { x: s.x, y: s.y } }), new planck.Box(s.w / 2, s.h / 2));
	}
	const bodies = [];
	for (let i = 0; i < scene.n; i++) {
		const body = world.createBody({ type: 'dynamic', position: { x: scene.x[i], y: scene.y[i] }, angle: scene.angle[i],
			allowSleep: sleep });
		fixture(body, scene.circle[i] ? new planck.Circle(scene.r[i]) : new planck.Box(scene.w[i] / 2, scene.h[i] / 2));
		bodies.push(body);
	}
	return {
		step() { world.step(PHYSICS.dt, VELOCITY_ITERATIONS, POSITION_ITERATIONS); },
		state(out) {
			for (let i = 0; i < bodies.length; i++) {
				const b = bodies[i], p = b.getPosition(), v = b.getLinearVelocity();
				out.x[i] = p.x; out.y[i] = p.y; out.vx[i] = v.x; out.vy[i] = v.y; out.w[i] = b.getAngularVelocity();
			}
		},
		/** The dynamic bodies asleep (`isAwake()` false). */
		asleep() {
			let count = 0;
			for (const b of bodies) if (!b.isAwake()) count++;
			return count;
		},
		/** Sleeping off from now on: `world.setAllowSleeping(false)` wakes every body. */
		stopSleeping() { world.setAllowSleeping(false); },
		destroy() {},
	};
}
