// Box2D v3 (npm box2d3-wasm) on the joints scene (bench/joints.mjs): the same module instance and build as the
// physics scene (the deluxe SIMD build on one thread), b2CreateRevoluteJoint for every joint.
//
// Box2D v3.1's joint definitions (as this binding has them) take no world anchor: each b2RevoluteJointDef has a
// `base` b2JointDef with bodyIdA / bodyIdB and localFrameA / localFrameB (a b2Transform per body: the anchor in
// that body's frame, and a rotation that only matters for limits, springs and motors, none of which are used
// here, so it is the identity). Embind hands out nested structs by value: `def.base` is read, changed and
// written back, as `shapeDef.material` is. Joint softness is Box2D's own (its b2WorldDef jointHertz /
// jointDampingRatio are not in this binding's b2WorldDef; the defaults apply).
import { packageVersion } from '../../physics.mjs';
import { JOINTS } from '../../joints.mjs';
import { load } from '../physics/box2d3.mjs';

export const name = 'Box2D v3';
export const version = `(box2d3-wasm ${packageVersion('box2d3-wasm')})`;
export const settings = `as in the physics scene (deluxe build, one thread); \`b2World_Step(world, 1/60, ` +
	`${JOINTS.substeps})\`; sleeping off (world and bodies); \`b2CreateRevoluteJoint\` with \`b2DefaultRevoluteJointDef()\` ` +
	`(no limit, motor or spring; \`collideConnected\` false, its default) and each body's anchor as ` +
	`\`base.localFrameA\` / \`base.localFrameB\` (the binding has no world-anchor form); joint stiffness at Box2D's ` +
	`defaults (not exposed in this binding's b2WorldDef); shape density per body, friction ${JOINTS.friction}, ` +
	`restitution ${JOINTS.restitution}`;

let b2;

export async function unavailable() {
	try {
		b2 = await load();
		return null;
	} catch (err) {
		return `box2d3-wasm failed to load: ${err.message}`;
	}
}

function del(...handles) { for (const h of handles) h.delete(); }

export async function create(scene) {
	b2 = await load();
	const B = scene.bodies, J = scene.joints;
	const worldDef = b2.b2DefaultWorldDef();
	const gravity = new b2.b2Vec2(0, JOINTS.gravity);
	worldDef.gravity = gravity;
	worldDef.enableSleep = false;
	let worldId = b2.b2CreateWorld(worldDef);
	del(gravity, worldDef);

	const bodies = [];
	for (let i = 0; i < B.count; i++) {
		const bodyDef = b2.b2DefaultBodyDef();
		bodyDef.type = i < B.dynamic ? b2.b2BodyType.b2_dynamicBody : b2.b2BodyType.b2_staticBody;
		const p = new b2.b2Vec2(B.x[i], B.y[i]), q = b2.b2MakeRot(B.angle[i]);
		bodyDef.position = p;
		bodyDef.rotation = q;
		bodyDef.enableSleep = false;
		const id = b2.b2CreateBody(worldId, bodyDef);
		del(p, q, bodyDef);
		const shapeDef = b2.b2DefaultShapeDef();
		shapeDef.density = B.density[i];
		const material = shapeDef.material;
		material.friction = JOINTS.friction;
		material.restitution = JOINTS.restitution;
		shapeDef.material = material;
		const box = b2.b2MakeBox(B.w[i] / 2, B.h[i] / 2);
		b2.b2CreatePolygonShape(id, shapeDef, box);
		del(box, material, shapeDef);
		bodies.push(id);
	}

	const frame = (x, y) => {
		const t = new b2.b2Transform(), p = new b2.b2Vec2(x, y), q = b2.b2MakeRot(0);
		t.p = p;
		t.q = q;
		del(p, q);
		return t;
	};
	for (let j = 0; j < J.count; j++) {
		const def = b2.b2DefaultRevoluteJointDef();
		const base = def.base;
		const fa = frame(J.ax[j], J.ay[j]), fb = frame(J.bx[j], J.by[j]);
		base.bodyIdA = bodies[J.a[j]];
		base.bodyIdB = bodies[J.b[j]];
		base.localFrameA = fa;
		base.localFrameB = fb;
		base.collideConnected = false;
		def.base = base;
		b2.b2CreateRevoluteJoint(worldId, def);
		del(fa, fb, base, def);
	}

	return {
		step() { b2.b2World_Step(worldId, JOINTS.dt, JOINTS.substeps); },
		state(out) {
			for (let i = 0; i < bodies.length; i++) {
				const id = bodies[i];
				const p = b2.b2Body_GetPosition(id), q = b2.b2Body_GetRotation(id), v = b2.b2Body_GetLinearVelocity(id);
				out.x[i] = p.x; out.y[i] = p.y; out.angle[i] = b2.b2Rot_GetAngle(q);
				out.vx[i] = v.x; out.vy[i] = v.y; out.w[i] = b2.b2Body_GetAngularVelocity(id);
				del(p, q, v);
			}
		},
		/** Linear and angular damping (per second) on every dynamic body, for the settled check. */
		damp(linear, angular) {
			for (let i = 0; i < B.dynamic; i++) {
				b2.b2Body_SetLinearDamping(bodies[i], linear);
				b2.b2Body_SetAngularDamping(bodies[i], angular);
			}
		},
		destroy() {
			if (worldId) b2.b2DestroyWorld(worldId);
			worldId = undefined;
		},
	};
}
