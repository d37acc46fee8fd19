// Rapier 2D's character controller (@dimforge/rapier2d-simd-compat, KinematicCharacterController): the level's
// tiles as fixed rigid bodies with cuboid and convex-hull colliders, one world.step() at setup so its BVH is
// built; one controller (offset = the skin) shared by the movers, with the same max slope, autostep and snap to
// ground as sat-wasm's options. The movers' collision groups (member of 2, filter 1) leave the other movers out
// of the controller's queries. Two ways to carry a mover's motion over to the next frame:
//   mode 'collider': each mover a collider with no rigid body, moved with collider.setTranslation (its position
//     changes at once; nothing to step);
//   mode 'body': each mover a kinematic position-based rigid body with its collider, moved with
//     body.setNextKinematicTranslation, and one world.step() per frame (Rapier's documented way).
import RAPIER from '@dimforge/rapier2d-simd-compat';
import { packageVersion } from '../../physics.mjs';
import { MOVER } from '../../mover.mjs';

const version = packageVersion('@dimforge/rapier2d-simd-compat');
const controllerText = `\`world.createCharacterController(${MOVER.skin})\` with \`setUp({ x: 0, y: 1 })\`, ` +
	'`setMaxSlopeClimbAngle(pi/4)`, `setMinSlopeSlideAngle(pi/4)`, ' +
	`\`enableAutostep(${MOVER.stepHeight}, ${MOVER.autostepMinWidth}, false)\`, \`enableSnapToGround(${MOVER.snapDown})\`; ` +
	'per move `computeColliderMovement(collider, { x: dx, y: dy }, undefined, groups)`, `computedMovement()`, ' +
	'`computedGrounded()`';
const insideText = 'inside check: `world.intersectionWithShape(position, 0, new Cuboid(0.4 - skin, 0.8 - skin), ' +
	'undefined, groups)`';

/** The table name and settings line of a mode. */
export function describe({ mode }) {
	if (mode === 'body') {
		return { name: 'Rapier 2D (kinematic bodies + step)', settings: `\`@dimforge/rapier2d-simd-compat\` ${version}: ` +
			`tiles as fixed bodies with \`cuboid\` / \`convexHull\` colliders; movers kinematic position-based bodies ` +
			`with a \`cuboid(0.4, 0.8)\` collider, collision groups member 2, filter 1; ${controllerText}, then ` +
			`\`body.setNextKinematicTranslation(position + movement)\`; \`world.step()\` at the end of each frame (timed) ` +
			`so the colliders are where the bodies went; ${insideText}` };
	}
	return { name: 'Rapier 2D', settings: `\`@dimforge/rapier2d-simd-compat\` ${version}: tiles as fixed bodies with ` +
		'`cuboid` / `convexHull` colliders and one `world.step()` at setup (its BVH); movers colliders with no ' +
		'rigid body, `cuboid(0.4, 0.8)`, collision groups member 2, filter 1 (the movers\' BVH entries go stale, and ' +
		`no query looks at them); ${controllerText}, then \`collider.setTranslation(position + movement)\` (one ` +
		`reused vector), which moves the collider at once: nothing at the end of a frame; ${insideText}` };
}

let initialized = false;

async function init() {
	if (initialized) return;
	// The compat build passes its inlined wasm to wasm-bindgen's old-style init, which warns on every load.
	const warn = console.warn;
	console.warn = () => {};
	try { await RAPIER.init(); } finally { console.warn = warn; }
	initialized = true;
}

export async function unavailable() {
	try {
		await init();
		return null;
	} catch (err) {
		return `rapier failed to load: ${err.message}`;
	}
}

const MOVER_GROUPS = (0x0002 << 16) | 0x0001; // member of group 2, sees group 1 (the level's default groups: all)

export async function create(level, spawn, { mode = 'collider' } = {}) {
	await init();
	const m = spawn.x.length;
	let world = new RAPIER.World({ x: 0, y: 0 });
	for (const s of level.statics) {
		const body = world.createRigidBody(RAPIER.RigidBodyDesc.fixed().setTranslation(s.x, s.y));
		const desc = s.kind === 'box' ? RAPIER.ColliderDesc.cuboid(s.w / 2, s.h / 2) : RAPIER.ColliderDesc.convexHull(s.points);
		if (!desc) throw new Error('rapier: no convex hull for a ramp tile');
		world.createCollider(desc, body);
	}
	const colliders = [], bodies = [];
	const px = Float32Array.from(spawn.x), py = Float32Array.from(spawn.y);
	for (let i = 0; i < m; i++) {
		const desc = RAPIER.ColliderDesc.cuboid(MOVER.boxW / 2, MOVER.boxH / 2).setCollisionGroups(MOVER_GROUPS);
		if (mode === 'body') {
			const body = world.createRigidBody(RAPIER.RigidBodyDesc.kinematicPositionBased().setTranslation(px[i], py[i]));
			bodies.push(body);
			colliders.push(world.createCollider(desc, body));
		} else {
			colliders.push(world.createCollider(desc.setTranslation(px[i], py[i])));
		}
	}
	world.step();
	const controller = world.createCharacterController(MOVER.skin);
	controller.setUp({ x: 0, y: 1 });
	controller.setMaxSlopeClimbAngle(MOVER.maxSlope);
	controller.setMinSlopeSlideAngle(MOVER.maxSlope);
	controller.enableAutostep(MOVER.stepHeight, MOVER.autostepMinWidth, false);
	controller.enableSnapToGround(MOVER.snapDown);
	const shrunk = new RAPIER.Cuboid(MOVER.boxW / 2 - MOVER.skin, MOVER.boxH / 2 - MOVER.skin);
	const desired = { x: 0, y: 0 }, to = { x: 0, y: 0 }, at = { x: 0, y: 0 };
	const body = mode === 'body';
	return {
		move(i, dx, dy, st) {
			desired.x = dx; desired.y = dy;
			controller.computeColliderMovement(colliders[i], desired, undefined, MOVER_GROUPS);
			const movement = controller.computedMovement();
			px[i] += movement.x; py[i] += movement.y;
			to.x = px[i]; to.y = py[i];
			if (body) bodies[i].setNextKinematicTranslation(to);
			else colliders[i].setTranslation(to);
			st.x[i] = px[i]; st.y[i] = py[i]; st.grounded[i] = controller.computedGrounded() ? 1 : 0;
		},
		endFrame() { if (body) world.step(); },
		inside(i, x, y) {
			at.x = x; at.y = y;
			return world.intersectionWithShape(at, 0, shrunk, undefined, MOVER_GROUPS) != null;
		},
		destroy() {
			world.removeCharacterController(controller);
			world.free();
			world = undefined;
		},
	};
}
