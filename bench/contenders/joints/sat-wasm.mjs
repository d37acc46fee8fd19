// sat-wasm's world on the joints scene (bench/joints.mjs): bodies as in the physics scene (world.add, setType,
// setMaterial), joints with world.addJoint({ type: 'revolute', a, b, x, y }) at the world anchor (a = -1 would be
// the fixed world; here a is the scene's static support, as in the other engines), world.step(1/60, { iterations:
// 8, substeps: 4 }). Until web/sat.js has world.addJoint, unavailable() says so and the peers run without it.
import { loadSat } from '../../satwasm.mjs';
import { JOINTS } from '../../joints.mjs';

export const name = 'sat-wasm';
export const version = '';
export const settings = `\`sat.world()\`, \`world.setGravity(0, ${JOINTS.gravity})\`, sleeping off ` +
	`(\`world.setSleepEnabled(false)\`); bodies \`world.add(sat.box(w, h), x, y, angle)\`, \`world.setType(id, ` +
	`'dynamic' | 'static')\`, \`world.setMaterial(id, { density, friction: ${JOINTS.friction}, restitution: ` +
	`${JOINTS.restitution} })\`; joints \`world.addJoint({ type: 'revolute', a, b, x, y, collideConnected: false })\` at ` +
	`the world anchor; \`world.step(1/60, { iterations: ${JOINTS.iterations}, substeps: ${JOINTS.substeps} })\``;

export async function unavailable() {
	const loaded = await loadSat();
	if (!loaded.sat) return loaded.reason;
	if (typeof loaded.sat.world !== 'function') return 'web/sat.js has no world()';
	const probe = loaded.sat.world();
	try {
		if (typeof probe.step !== 'function') return 'world.step not available';
		if (typeof probe.addJoint !== 'function') return 'world.addJoint not available';
	} finally {
		probe.destroy();
	}
	return null;
}

export async function create(scene) {
	const { sat } = await loadSat();
	const B = scene.bodies, J = scene.joints;
	let world = sat.world({ capacity: B.count });
	if (typeof world.setSleepEnabled === 'function') world.setSleepEnabled(false);
	world.setGravity(0, JOINTS.gravity);
	for (let i = 0; i < B.count; i++) {
		const shape = sat.box(B.w[i], B.h[i]);
		const id = world.add(shape, B.x[i], B.y[i], B.angle[i]);
		shape.destroy();
		if (id !== i) throw new Error(`world.add returned id ${id} for body ${i}`);
		world.setType(id, i < B.dynamic ? 'dynamic' : 'static');
		world.setMaterial(id, { density: B.density[i], friction: JOINTS.friction, restitution: JOINTS.restitution });
	}
	for (let j = 0; j < J.count; j++) {
		world.addJoint({ type: 'revolute', a: J.a[j], b: J.b[j], x: J.x[j], y: J.y[j], collideConnected: false });
	}
	if (world.jointCount !== J.count) throw new Error(`world.jointCount is ${world.jointCount}, not ${J.count}`);
	const options = { iterations: JOINTS.iterations, substeps: JOINTS.substeps };
	const velocity = { vx: 0, vy: 0, angularVelocity: 0 };
	return {
		step() { world.step(JOINTS.dt, options); },
		state(out) {
			const xf = world.transforms();
			for (let i = 0; i < B.count; i++) {
				out.x[i] = xf[3 * i]; out.y[i] = xf[3 * i + 1]; out.angle[i] = xf[3 * i + 2];
				world.velocity(i, velocity);
				out.vx[i] = velocity.vx; out.vy[i] = velocity.vy; out.w[i] = velocity.angularVelocity;
			}
		},
		/** Linear and angular damping (per second) on every dynamic body, for the settled check. */
		damp(linear, angular) {
			for (let i = 0; i < B.dynamic; i++) world.setDamping(i, linear, angular);
		},
		destroy() {
			world?.destroy();
			world = undefined;
		},
	};
}
