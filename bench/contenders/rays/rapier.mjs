// Rapier 2D (@dimforge/rapier2d-simd-compat): each static polygon a fixed rigid body with a convex-hull collider;
// one world.step() builds the broad phase's BVH that the ray queries use. Each ray is world.castRay with the
// direction p1 - p0 and a maximum time of impact of 1 (so the time of impact is the fraction along p0 -> p1),
// solid = true (a ray starting inside a body hits it at 0), one Ray object reused.
import RAPIER from '@dimforge/rapier2d-simd-compat';
import { packageVersion } from '../../physics.mjs';
import { bodyPoints } from '../../scene.mjs';

export const name = 'Rapier 2D';
export const version = packageVersion('@dimforge/rapier2d-simd-compat');
export const settings = `\`@dimforge/rapier2d-simd-compat\` ${version}: each polygon a fixed rigid body ` +
	'(`RigidBodyDesc.fixed()`) with a `ColliderDesc.convexHull` collider, one `world.step()` so its BVH is built; ' +
	'per ray `world.castRay(ray, 1, true)` (one reused `Ray`, origin p0, direction p1 - p0, max time of impact 1, ' +
	'solid: a start inside hits at 0); the body from the hit\'s collider handle';

let world, ray;
let initialized = false;
const bits = new Float64Array(1), bitsU32 = new Uint32Array(bits.buffer);

/** A collider handle is a float64 whose low 32 bits are its slot, which is the body index here. */
function slot(handle) { bits[0] = handle; return bitsU32[0]; }

export async function setup(scene) {
	if (!initialized) {
		// The compat build passes its inlined wasm to wasm-bindgen's old-style init, which warns on every load.
		const warn = console.warn;
		console.warn = () => {};
		try { await RAPIER.init(); } finally { console.warn = warn; }
		initialized = true;
	}
	world = new RAPIER.World({ x: 0, y: 0 });
	for (let i = 0; i < scene.n; i++) {
		const body = world.createRigidBody(RAPIER.RigidBodyDesc.fixed().setTranslation(scene.pos[2 * i], scene.pos[2 * i + 1]));
		const desc = RAPIER.ColliderDesc.convexHull(bodyPoints(scene, i));
		if (!desc) throw new Error(`rapier: no convex hull for body ${i}`);
		const collider = world.createCollider(desc, body);
		if (slot(collider.handle) !== i) throw new Error('rapier: unexpected collider handle order');
	}
	world.step();
	ray = new RAPIER.Ray({ x: 0, y: 0 }, { x: 1, y: 0 });
}

export function cast(rays, from, to, out) {
	const { x0, y0, x1, y1 } = rays;
	for (let i = from; i < to; i++) {
		ray.origin.x = x0[i]; ray.origin.y = y0[i];
		ray.dir.x = x1[i] - x0[i]; ray.dir.y = y1[i] - y0[i];
		const hit = world.castRay(ray, 1, true);
		if (hit) {
			out.hit[i] = 1; out.fraction[i] = hit.timeOfImpact; out.id[i] = slot(hit.collider.handle);
		} else {
			out.hit[i] = 0; out.fraction[i] = 0; out.id[i] = -1;
		}
	}
}

export function teardown() {
	world.free();
	world = ray = undefined;
}
