// sat-wasm's world with its rigid-body step (world.setGravity, setType, setMaterial, step(dt, { iterations }),
// transforms(), velocity(id)) and, once it has them, its sleeping controls (world.setSleepEnabled(enabled),
// world.isAwake(id), world.setAwake(id, awake); sleeping is to be on by default). Until web/sat.js has
// world.step, the row says "not available" and the peers run without it; until it has world.setSleepEnabled,
// the physics scene runs as before (no sleeping to turn off) and the settled scene says "sleeping not available".
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
/** How the settled scene (bench/settled.mjs) runs it, beside settings. */
export const sleepSettings = `sleeping on: \`world.setSleepEnabled(true)\` (its default thresholds; islands after ` +
	`Box2D v3); asleep bodies counted with \`world.isAwake(id)\`; the awake twin: \`world.setSleepEnabled(false)\` ` +
	`and \`world.setAwake(id, true)\` on every body`;

let sat;

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

/** Why the settled scene cannot run sat-wasm with sleeping on (null when it can). */
export async function sleepUnavailable() {
	const reason = await unavailable();
	if (reason) return reason;
	const probe = (await loadSat()).sat.world();
	try {
		for (const method of ['setSleepEnabled', 'isAwake', 'setAwake']) {
			if (typeof probe[method] !== 'function') return `sleeping not available: web/sat.js has no world.${method}() yet`;
		}
	} finally {
		probe.destroy();
	}
	return null;
}

/**
 * A world of the scene. sleep: the world's sleeping on (`world.setSleepEnabled(true)`, its default thresholds);
 * else `world.setSleepEnabled(false)` when the world has it (sleeping is to be on by default), and nothing when it
 * does not (a world without sleeping).
 */
export async function create(scene, { sleep = false } = {}) {
	({ sat } = await loadSat());
	const n = scene.n;
	let world = sat.world({ capacity: scene.n + scene.statics.length });
	const canSleep = typeof world.setSleepEnabled === 'function';
	if (sleep && !canSleep) {
		world.destroy();
		throw new Error('sleeping not available: web/sat.js has no world.setSleepEnabled()');
	}
	if (canSleep) world.setSleepEnabled(sleep);
	world.setGravity(0, PHYSICS.gravity);
	/** Add a body with its own copy of shape (ours is destroyed), then set its type and material. */
	const add = (shape, x, y, angle, type) => {
		const id = world.add(shape, x, y, angle);
		shape.destroy();
		world.setType(id, type);
		world.setMaterial(id, { density: PHYSICS.density, friction: PHYSICS.friction, restitution: PHYSICS.restitution });
		return id;
	};
	for (let i = 0; i < scene.n; i++) {
		const shape = scene.circle[i] ? sat.circle(scene.r[i]) : sat.box(scene.w[i], scene.h[i]);
		const id = add(shape, scene.x[i], scene.y[i], scene.angle[i], 'dynamic');
		if (id !== i) throw new Error(`world.add returned id ${id} for body ${i}`);
	}
	for (const s of scene.statics) add(sat.box(s.w, s.h), s.x, s.y, 0, 'static');

	const options = { iterations: PHYSICS.iterations };
	const instance = {
		step() { world.step(PHYSICS.dt, options); },
		state(out) {
			const xf = world.transforms();
			for (let i = 0; i < n; i++) {
				out.x[i] = xf[3 * i]; out.y[i] = xf[3 * i + 1];
				const v = world.velocity(i);
				out.vx[i] = v.vx; out.vy[i] = v.vy; out.w[i] = v.angularVelocity;
			}
		},
		destroy() {
			world?.destroy();
			world = undefined;
		},
		/** The sat-wasm world itself (the snapshot scene takes and restores its snapshots). */
		raw() { return world; },
		/** `world.setProfiling(on)`: the stages of each step timed (`world.profile()`), for the profile table. */
		setProfiling(on) { world.setProfiling(on); },
		/** The last step's `world.profile()`: ms by stage. */
		profile(out) { return world.profile(out); },
	};
	if (canSleep) {
		/** The dynamic bodies asleep (`world.isAwake(id)` false). */
		instance.asleep = () => {
			let count = 0;
			for (let i = 0; i < n; i++) if (!world.isAwake(i)) count++;
			return count;
		};
		/** Sleeping off from now on: `world.setSleepEnabled(false)`, and every body woken with `world.setAwake`. */
		instance.stopSleeping = () => {
			world.setSleepEnabled(false);
			for (let i = 0; i < n; i++) world.setAwake(i, true);
		};
	}
	return instance;
}
