// Rapier 2D (@dimforge/rapier2d-simd-compat): the rays scene's polygons as fixed rigid bodies with convex-hull
// colliders, one world.step() so its BVH is built (as in the rays scene); the cast shapes made once (Cuboid,
// Ball). Each cast is world.castShape(position, angle, velocity = p1 - p0, shape, targetDistance 0, maxToi 1,
// stopAtPenetration true): its time of impact is then the fraction t of the motion, and a shape that starts
// overlapping a body hits it at 0.
import RAPIER from '@dimforge/rapier2d-simd-compat';
import { packageVersion } from '../../physics.mjs';
import { bodyPoints } from '../../scene.mjs';

export const name = 'Rapier 2D castShape';
export const version = packageVersion('@dimforge/rapier2d-simd-compat');
export const settings = `\`@dimforge/rapier2d-simd-compat\` ${version}: each polygon a fixed rigid body ` +
	'(`RigidBodyDesc.fixed()`) with a `ColliderDesc.convexHull` collider, one `world.step()` so its BVH is built; ' +
	'the cast shapes `new Cuboid(w / 2, h / 2)` and `new Ball(r)`, made once; per cast `world.castShape({ x: x0, ' +
	'y: y0 }, angle, { x: x1 - x0, y: y1 - y0 }, shape, 0, 1, true)` (target distance 0, max time of impact 1, ' +
	'stop at penetration; two reused vectors); the body from the hit\'s collider handle';

let world, shapes;
let initialized = false;
const bits = new Float64Array(1), bitsU32 = new Uint32Array(bits.buffer);
const position = { x: 0, y: 0 }, velocity = { x: 0, y: 0 };

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
	shapes = scene.shapes.map((s) => (s.kind === 'box' ? new RAPIER.Cuboid(s.w / 2, s.h / 2) : new RAPIER.Ball(s.r)));
}

export function cast(casts, from, to, out) {
	const { x0, y0, x1, y1, shape, angle } = casts;
	for (let i = from; i < to; i++) {
		position.x = x0[i]; position.y = y0[i];
		velocity.x = x1[i] - x0[i]; velocity.y = y1[i] - y0[i];
		const hit = world.castShape(position, angle[i], velocity, shapes[shape[i]], 0, 1, true);
		if (hit) {
			out.hit[i] = 1; out.fraction[i] = hit.time_of_impact; out.id[i] = slot(hit.collider.handle);
		} else {
			out.hit[i] = 0; out.fraction[i] = 0; out.id[i] = -1;
		}
	}
}

export function teardown() {
	world.free();
	world = shapes = undefined;
}
