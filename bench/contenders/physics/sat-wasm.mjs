// sat-wasm's world with its rigid-body step (the planned API: world.setGravity, setType, setMaterial,
// step(dt, { iterations }), transforms(), velocity(id)). Until web/sat.js has world.step, the row says
// "not available" and the peers run without it.
import { loadSat } from '../../satwasm.mjs';
import { PHYSICS } from '../../physics.mjs';

export const name = 'sat-wasm';
export const version = '';
export const settings = `\`sat.world()\`, \`world.setGravity(0, ${PHYSICS.gravity})\`, every body ` +
	`\`world.setMaterial(id, { density: ${PHYSICS.density}, friction: ${PHYSICS.friction}, restitution: ` +
	`${PHYSICS.restitution} })\` (staticFriction left at the world's default) and \`world.setType(id, 'static' | ` +
	`'dynamic')\`; \`world.step(1/60, { iterations: ${PHYSICS.iterations} })\` (substeps left at the world's default); ` +
	`sleeping off (\`world.setSleepEnabled(false)\`); \`sat.box\` and \`sat.circle\` shapes; the dynamic bodies are added first, so body i ` +
	`is slot i of \`world.transforms()\``;

let sat, world, n;

export async function unavailable() {
	const loaded = await loadSat();
	if (!loaded.sat) return loaded.reason;
	if (typeof loaded.sat.world !== 'function') return 'web/sat.js has no world()';
	const probe = loaded.sat.world();
	try {
		if (typeof probe.step !== 'function') return 'web/sat.js has no world.step() yet';
	} finally {
		probe.destroy();
	}
	return null;
}

/** Add a body with its own copy of shape (ours is destroyed), then set its type and material. */
function add(shape, x, y, angle, type) {
	const id = world.add(shape, x, y, angle);
	shape.destroy();
	world.setType(id, type);
	world.setMaterial(id, { density: PHYSICS.density, friction: PHYSICS.friction, restitution: PHYSICS.restitution });
	return id;
}

export async function setup(scene) {
	({ sat } = await loadSat());
	n = scene.n;
	world = sat.world({ capacity: scene.n + scene.statics.length });
	world.setGravity(0, PHYSICS.gravity);
	world.setSleepEnabled(false); // the rows compare engines with sleeping off
	for (let i = 0; i < scene.n; i++) {
		const shape = scene.circle[i] ? sat.circle(scene.r[i]) : sat.box(scene.w[i], scene.h[i]);
		const id = add(shape, scene.x[i], scene.y[i], scene.angle[i], 'dynamic');
		if (id !== i) throw new Error(`world.add returned id ${id} for body ${i}`);
	}
	for (const s of scene.statics) add(sat.box(s.w, s.h), s.x, s.y, 0, 'static');
}

const options = { iterations: PHYSICS.iterations };
export function step() { world.step(PHYSICS.dt, options); }

export function state(out) {
	const xf = world.transforms();
	for (let i = 0; i < n; i++) {
		out.x[i] = xf[3 * i]; out.y[i] = xf[3 * i + 1];
		const v = world.velocity(i);
		out.vx[i] = v.vx; out.vy[i] = v.vy; out.w[i] = v.angularVelocity;
	}
}

export function teardown() {
	world?.destroy();
	world = undefined;
}
