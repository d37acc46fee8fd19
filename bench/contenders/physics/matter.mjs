// matter-js: a position-based 2D engine working in pixels and milliseconds, y down. The scene is handed to it at
// SCALE px per metre with y flipped; gravity y 1 at its default scale 0.001 is 1000 px/s^2 = 10 m/s^2 at
// 100 px/m. Engine.update(engine, 1000 / 60). Velocities come back in px per 1000/60 ms (Body.getVelocity).
import Matter from 'matter-js';
import { PHYSICS, packageVersion } from '../../physics.mjs';

const { Bodies, Body, Composite, Engine } = Matter;

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

let engine, bodies;

export async function setup(scene) {
	engine = Engine.create({
		gravity: { x: 0, y: (-PHYSICS.gravity * SCALE) / 1000, scale: 0.001 },
		velocityIterations: VELOCITY_ITERATIONS,
		positionIterations: POSITION_ITERATIONS,
		enableSleeping: false,
	});
	const material = { friction: PHYSICS.friction, restitution: PHYSICS.restitution, frictionAir: 0,
		density: PHYSICS.density / SCALE ** 2 };
	const all = [];
	for (const s of scene.statics) {
		all.push(Bodies.rectangle(s.x * SCALE, -s.y * SCALE, s.w * SCALE, s.h * SCALE, { ...material, isStatic: true }));
	}
	bodies = [];
	for (let i = 0; i < scene.n; i++) {
		const x = scene.x[i] * SCALE, y = -scene.y[i] * SCALE;
		const body = scene.circle[i]
			? Bodies.circle(x, y, scene.r[i] * SCALE, { ...material })
			: Bodies.rectangle(x, y, scene.w[i] * SCALE, scene.h[i] * SCALE, { ...material, angle: -scene.angle[i] });
		bodies.push(body);
		all.push(body);
	}
	Composite.add(engine.world, all);
}

export function step() { Engine.update(engine, 1000 * PHYSICS.dt); }

export function state(out) {
	const perSecond = 60; // matter's velocities are per 1000/60 ms (Body._baseDelta), whatever the step
	for (let i = 0; i < bodies.length; i++) {
		const b = bodies[i], v = Body.getVelocity(b);
		out.x[i] = b.position.x / SCALE; out.y[i] = -b.position.y / SCALE;
		out.vx[i] = (v.x * perSecond) / SCALE; out.vy[i] = (-v.y * perSecond) / SCALE;
		out.w[i] = -Body.getAngularVelocity(b) * perSecond;
	}
}

export function teardown() {
	if (engine) { Composite.clear(engine.world, false); Engine.clear(engine); }
	engine = bodies = undefined;
}
