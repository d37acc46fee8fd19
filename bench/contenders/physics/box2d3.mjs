// Box2D v3 (npm box2d3-wasm): the "deluxe" build (wasm SIMD; the package's entry picks it in Node), loaded with
// pthreadCount: 0 so it runs on this thread alone, with no worker threads (b2CreateWorld, not the threaded
// world). Its C API through embind: b2World_Step(world, dt, subStepCount).
//
// Box2D v3 has no velocity / position iteration counts: each step runs subStepCount substeps of (integrate
// velocities, warm start, solve with a soft position bias, integrate positions, relax without bias), then one
// restitution pass. subStepCount 4 is 4 x (solve + relax) = 8 passes over the contacts per step: the
// counterpart of 8 velocity iterations (it is also Box2D v3's default).
import Box2DFactory from 'box2d3-wasm';
import { PHYSICS, packageVersion } from '../../physics.mjs';

export const name = 'Box2D v3';
export const version = `(box2d3-wasm ${packageVersion('box2d3-wasm')})`;
export const SUBSTEPS = 4;
export const settings = `deluxe (SIMD) build on one thread (\`pthreadCount: 0\`, \`b2CreateWorld\`); ` +
	`\`b2World_Step(world, 1/60, ${SUBSTEPS})\`: ${SUBSTEPS} substeps of solve + relax = ${2 * SUBSTEPS} contact ` +
	`passes per step (no separate position iterations); sleeping off (\`worldDef.enableSleep = false\`, ` +
	`\`bodyDef.enableSleep = false\`); shapeDef density ${PHYSICS.density}, material.friction ${PHYSICS.friction}, ` +
	`material.restitution ${PHYSICS.restitution} on every shape (friction mixed as sqrt(a b), restitution as max); ` +
	`\`b2MakeBox\` polygons and true circles; continuous collision against static bodies at its default (on)`;
/** How the settled scene (bench/settled.mjs) runs it, beside settings. */
export const sleepSettings = `sleeping on: \`worldDef.enableSleep = true\`, \`bodyDef.enableSleep = true\` (its ` +
	`defaults: a body's \`sleepThreshold\` 0.05 m/s; an island, linked by contacts between dynamic bodies, sleeps once ` +
	`all its bodies stayed below it for 0.5 s); asleep bodies counted with \`b2Body_IsAwake\`; the awake twin: ` +
	`\`b2World_EnableSleeping(world, false)\`, which wakes every asleep island`;

let b2;

/** The Box2D v3 module (one instance, shared with the joints scene's adapter). */
export async function load() {
	b2 ??= await Box2DFactory({ pthreadCount: 0 });
	return b2;
}

export async function unavailable() {
	try {
		await load();
		return null;
	} catch (err) {
		return `box2d3-wasm failed to load: ${err.message}`;
	}
}

/** A plain handle for a value embind gives out: kept until deleted. */
function del(...handles) { for (const h of handles) h.delete(); }

/**
 * A world of the scene. sleep: Box2D's own sleeping (its defaults: a body's sleep threshold 0.05 m/s, an island
 * asleep after 0.5 s below it), else sleeping off in the world and on every body.
 */
export async function create(scene, { sleep = false } = {}) {
	await load();
	const worldDef = b2.b2DefaultWorldDef();
	const gravity = new b2.b2Vec2(0, PHYSICS.gravity);
	worldDef.gravity = gravity;
	worldDef.enableSleep = sleep;
	let worldId = b2.b2CreateWorld(worldDef);
	del(gravity, worldDef);

	const shapeDef = b2.b2DefaultShapeDef();
	shapeDef.density = PHYSICS.density;
	const material = shapeDef.material;
	material.friction = PHYSICS.friction;
	material.restitution = PHYSICS.restitution;
	shapeDef.material = material;
	del(material);

	const add = (type, x, y, angle) => {
		const bodyDef = b2.b2DefaultBodyDef();
		bodyDef.type = type;
		const p = new b2.b2Vec2(x, y), q = b2.b2MakeRot(angle);
		bodyDef.position = p;
		bodyDef.rotation = q;
		bodyDef.enableSleep = sleep;
		const id = b2.b2CreateBody(worldId, bodyDef);
		del(p, q, bodyDef);
		return id;
	};
	const addBox = (id, w, h) => {
		const box = b2.b2MakeBox(w / 2, h / 2);
		b2.b2CreatePolygonShape(id, shapeDef, box);
		del(box);
	};
	for (const s of scene.statics) addBox(add(b2.b2BodyType.b2_staticBody, s.x, s.y, 0), s.w, s.h);
	const bodies = [];
	for (let i = 0; i < scene.n; i++) {
		const id = add(b2.b2BodyType.b2_dynamicBody, scene.x[i], scene.y[i], scene.angle[i]);
		if (scene.circle[i]) {
			const circle = new b2.b2Circle();
			const centre = new b2.b2Vec2(0, 0);
			circle.center = centre;
			circle.radius = scene.r[i];
			b2.b2CreateCircleShape(id, shapeDef, circle);
			del(centre, circle);
		} else {
			addBox(id, scene.w[i], scene.h[i]);
		}
		bodies.push(id);
	}
	del(shapeDef);

	return {
		step() { b2.b2World_Step(worldId, PHYSICS.dt, SUBSTEPS); },
		state(out) {
			for (let i = 0; i < bodies.length; i++) {
				const id = bodies[i];
				const p = b2.b2Body_GetPosition(id), v = b2.b2Body_GetLinearVelocity(id);
				out.x[i] = p.x; out.y[i] = p.y; out.vx[i] = v.x; out.vy[i] = v.y;
				out.w[i] = b2.b2Body_GetAngularVelocity(id);
				del(p, v);
			}
		},
		/** The dynamic bodies asleep (`b2Body_IsAwake` false). */
		asleep() {
			let count = 0;
			for (const id of bodies) if (!b2.b2Body_IsAwake(id)) count++;
			return count;
		},
		/** Sleeping off from now on: `b2World_EnableSleeping(world, false)` wakes every asleep body. */
		stopSleeping() { b2.b2World_EnableSleeping(worldId, false); },
		destroy() {
			if (worldId) b2.b2DestroyWorld(worldId);
			worldId = undefined;
		},
	};
}
