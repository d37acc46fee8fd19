// matter-js: a position-based 2D engine working in pixels and milliseconds, y down. The scene is handed to it at
// SCALE px per metre with y flipped; gravity y 1 at its default scale 0.001 is 1000 px/s^2 = 10 m/s^2 at
// 100 px/m. Engine.update(engine, 1000 / 60). Velocities come back in px per 1000/60 ms (Body.getVelocity).
import Matter from 'matter-js';
import { PHYSICS, packageVersion } from '../../physics.mjs';

const { Bodies, Body, Composite, Engine, Sleeping } = Matter;

export const name = 'matter-js';
export const version = packageVersion('matter-js');
/** Pixels per metre: matter-js is tuned for bodies tens of pixels across (its slop and thresholds are in px). */
export const SCALE = 100;
export const VELOCITY_ITERATIONS = PHYSICS.iterations, POSITION_ITERATIONS = 3;
export const settings = `\`Engine.create({ velocityIterations: ${VELOCITY_ITERATIONS}, positionIterations: ` +
	`${POSITION_ITERATIONS} })\` (as Planck's 8 / 3; its defaults are 4 / 6), \`Engine.update(engine, 1000 / 60)\`; ` +
	`sleeping off (\`enableSleeping: false\`, its default); the scene at ${SCALE} px/m, y flipped, gravity ` +
	`\`{ x: 0, y: ${(-PHYSICS.gravity * SCALE) / 1000} }\` at scale 0.001 (= 10 m/s^2); bodies \`friction: ` +
	`${PHYSICS.friction}\` (pairs take the min), \`frictionStatic\` at its default 0.5 (matter's multiplier for the ` +
	`static threshold, no Coulomb coefficient of its own), \`restitution: ${PHYSICS.restitution}\`, \`frictionAir: 0\` ` +
	`(its default 0.01 damps every body), \`density: ${1 / SCALE ** 2}\` (= ${PHYSICS.density} kg/m^2 in kg per px^2); ` +
	`\`Bodies.rectangle\` and \`Bodies.circle\` (a 25-gon: matter-js has no true circle); no continuous collision`;

/** How the settled scene (bench/settled.mjs) runs it, beside settings. */
export const sleepSettings = `sleeping on: \`enableSleeping: true\` (its defaults: per body, no islands; a body ` +
	`sleeps after \`sleepThreshold\` 60 updates of little motion, and a moving body touching it wakes it); asleep ` +
	`bodies counted with \`body.isSleeping\`; the awake twin: \`engine.enableSleeping = false\` and ` +
	`\`Sleeping.set(body, false)\` on every body (the engine skips asleep bodies whatever the flag)`;

/**
 * An engine of the scene. sleep: matter's sleeping (`enableSleeping: true`, its default per-body thresholds: a body
 * asleep after `sleepThreshold` 60 updates of little motion), else `enableSleeping: false`.
 */
export async function create(scene, { sleep = false } = {}) {
	let engine = Engine.create({
		gravity: { x: 0, y: (-PHYSICS.gravity * SCALE) / 1000, scale: 0.001 },
		velocityIterations: VELOCITY_ITERATIONS,
		positionIterations: POSITION_ITERATIONS,
		enableSleeping: sleep,
	});
	const material = { friction: PHYSICS.friction, restitution: PHYSICS.restitution, frictionAir: 0,
		density: PHYSICS.density / SCALE ** 2 };
	const all = [];
	for (const s of scene.statics) {
		all.push(Bodies.rectangle(s.x * SCALE, -s.y * SCALE, s.w * SCALE, s.h * SCALE, { ...material, isStatic: true }));
	}
	const bodies = [];
	for (let i = 0; i < scene.n; i++) {
		const x = scene.x[i] * SCALE, y = -scene.y[i] * SCALE;
		const body = scene.circle[i]
			? Bodies.circle(x, y, scene.r[i] * SCALE, { ...material })
			: Bodies.rectangle(x, y, scene.w[i] * SCALE, scene.h[i] * SCALE, { ...material, angle: -scene.angle[i] });
		bodies.push(body);
		all.push(body);
	}
	Composite.add(engine.world, all);
	return {
		step() { Engine.update(engine, 1000 * PHYSICS.dt); },
		state(out) {
			const perSecond = 60; // matter's velocities are per 1000/60 ms (Body._baseDelta), whatever the step
			for (let i = 0; i < bodies.length; i++) {
				const b = bodies[i], v = Body.getVelocity(b);
				out.x[i] = b.position.x / SCALE; out.y[i] = -b.position.y / SCALE;
				out.vx[i] = (v.x * perSecond) / SCALE; out.vy[i] = (-v.y * perSecond) / SCALE;
				out.w[i] = -Body.getAngularVelocity(b) * perSecond;
			}
		},
		/** The dynamic bodies asleep (`body.isSleeping`). */
		asleep() {
			let count = 0;
			for (const b of bodies) if (b.isSleeping) count++;
			return count;
		},
		/**
		 * Sleeping off from now on: `engine.enableSleeping = false` alone would leave asleep bodies frozen (the
		 * engine skips them whatever the flag), so every body is also woken with `Sleeping.set(body, false)`.
		 */
		stopSleeping() {
			engine.enableSleeping = false;
			for (const b of bodies) Sleeping.set(b, false);
		},
		destroy() {
			if (engine) { Composite.clear(engine.world, false); Engine.clear(engine); }
			engine = undefined;
		},
	};
}
