// Typed use of the published API, checked by `npx tsc -p tsconfig.json --noEmit` against web/sat.d.ts through
// the package's own "exports" (so the types condition resolves). Never run; a type error fails the check.
import { init, ErrorCode, SatError } from 'sat-wasm';
import type {
	AABB, BodyType, Collision, Contacts, Damping, ErrorCodeName, Events, JointBodies, JointDef, JointReaction, JointType, Manifold,
	MassData, Material, RayHit, Sat, Shape, StepOptions, SweepResult, TilesOptions, Transform, Vec2, Velocity, World,
	WorldCollisions, WorldRayHit, RaycastOptions,
} from 'sat-wasm';

export async function usage(): Promise<string> {
	const sat: Sat = await init({ simd: false });
	const other = await init({ wasm: new URL('./sat-baseline.wasm', import.meta.url) });
	const version: string = sat.version;
	const limit: number = sat.MAX_POLYGON_VERTICES + sat.MAX_COORDINATE + other.memory.buffer.byteLength;

	const tri: Shape = sat.polygon([0, 0, 2, 0, 1, 2]);
	const fromPoints = sat.polygon([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }]);
	const box = sat.box(2, 2);
	const ball = sat.circle(1);
	const notch: Shape = sat.concave([0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2]);
	const partCount: number = notch.partCount;
	const parts: Float32Array[] = notch.parts();
	box.setPosition(2, 2);
	ball.setTransform(1, 1, 0.5);

	// `out` objects keep their own type, extra fields included.
	const hit: Collision & { frame: number } = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0, frame: 1 };
	const same: Collision & { frame: number } = sat.collide(tri, box, 1, 0, hit);
	const toi: SweepResult = sat.sweep(tri, box, 1, 0);
	const range = sat.project(ball, 1, 0);
	const bounds: AABB = box.aabb();
	const vertices: Float32Array = tri.worldVertices(new Float32Array(2 * tri.vertexCount));
	const ray: RayHit = sat.raycast(box, -5, 2, 5, 2);
	const rayOut: RayHit & { frame: number } = sat.raycast(ball, 0, 0, 1, 1, { ...ray, frame: 3 });
	const hullPoints: Float32Array = sat.hull([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: 0.2, y: 0.2 }]);

	const world: World = sat.world({ capacity: 16, cellSize: 0 });
	const id: number = world.add(box, 0, 0);
	world.setPositions(new Float32Array([1, 1]));
	world.setFilter(id, 1, 0xffffffff);
	const pairs: WorldCollisions = world.collisions();

	// Physics: body types, materials (partial updates), velocities, a step, and views over wasm memory.
	const contact: Manifold = sat.manifold(box, ball);
	const reused: Manifold & { tag: string } = sat.manifold(box, ball, { ...contact, tag: 'reused' });
	const ground = world.add(box, 0, -5);
	world.setType(ground, 'static');
	world.setType(id, 'dynamic');
	const kind: BodyType = world.type(id);
	// @ts-expect-error body types are the three names only
	world.setType(id, 'fixed');
	world.setMaterial(id, { restitution: 0.8 });
	world.setMaterial(id, { density: 2, friction: 0.4, restitution: 0, staticFriction: 0.5 });
	// @ts-expect-error material fields are numbers
	world.setMaterial(id, { density: '2' });
	const material: Material = world.material(id);
	const mass: MassData = world.massData(id, { mass: 0, inertia: 0, centerX: 0, centerY: 0 });
	world.setVelocity(id, 1, 0);
	world.setVelocity(id, 1, 0, 0.5);
	const velocity: Velocity & { frame: number } = world.velocity(id, { vx: 0, vy: 0, angularVelocity: 0, frame: 2 });
	world.setMaterial(id, { rollingResistance: 0.1, tangentSpeed: -2 });
	const damping: Damping = world.damping(id, { linear: 0, angular: 0 });
	world.setDamping(id, damping.linear + material.rollingResistance, damping.angular + material.tangentSpeed);
	// @ts-expect-error setDamping takes both values
	world.setDamping(id, 0.5);
	world.applyImpulse(id, 0, 5);
	world.applyImpulse(id, 0, 5, 1, 1);
	world.setBullet(id);
	world.setBullet(id, !world.isBullet(id));
	world.setGravity(0, -9.81);
	const gravity: Vec2 = world.gravity();
	const awake: boolean = world.isAwake(id);
	world.setAwake(id, !awake);
	world.setSleepEnabled(false);
	const sleeping: boolean = world.sleepEnabled;
	// @ts-expect-error sleepEnabled is read-only: set it with setSleepEnabled
	world.sleepEnabled = sleeping;
	const options: StepOptions = { iterations: 8, substeps: 4 };
	world.step(1 / 60, options);
	world.step(1 / 60);
	world.step(1 / 60, { substeps: 2 });
	const where: Transform = world.transform(id);
	const all: Float32Array = world.transforms();
	const slot: number = id & ((1 << sat.ID_SLOT_BITS) - 1), x: number = all[3 * slot];
	const contacts: Contacts = world.contacts();
	const idA: number = contacts.ids[0], normalX: number = contacts.data[0];
	const events: Events = world.events();
	const begun: Int32Array = events.begin, ended: number = events.endCount;
	world.separate();
	world.separate(4);
	const rayOptions: RaycastOptions = { mask: 0xffffffff };
	const worldHit: WorldRayHit = world.raycast(0, 0, 10, 0, rayOptions);
	const worldHitOut: WorldRayHit & { frame: number } = world.raycast(0, 0, 10, 0, null, { ...worldHit, frame: 1 });
	const tiles: TilesOptions = { tileSize: 16, x: 0, y: 0, merge: true };
	const tileIds: Int32Array = world.addTiles(new Uint8Array([sat.TILE_SOLID, sat.TILE_SLOPE_UP_RIGHT]), 2, 1, tiles);
	const tileCount: number = world.addTiles([sat.TILE_GENTLE_UP_LEFT_HIGH, sat.TILE_GENTLE_UP_LEFT_LOW], 2, 1).length + tileIds[0];
	// @ts-expect-error merge is a boolean
	world.addTiles([1], 1, 1, { merge: 1 });
	const inBox: Int32Array = world.queryAABB(0, 0, 1, 1), idsOut = new Int32Array(16);
	const inBoxCount: number = world.queryAABB(0, 0, 1, 1, idsOut);
	const atPoint: Int32Array = world.queryPoint(0, 0), atPointCount: number = world.queryPoint(0, 0, idsOut);
	// @ts-expect-error with out, the count is returned, not an array
	const wrong: Int32Array = world.queryPoint(0, 0, idsOut);
	// Joints: a definition per type, told apart by `type`; results with `out`.
	const hinge: number = world.addJoint({ type: 'revolute', b: id, x: 0, y: 0, lowerAngle: -1, upperAngle: 1, maxMotorTorque: 5 });
	const defs: JointDef[] = [
		{ type: 'distance', a: ground, b: id, ax: 0, ay: 0, bx: 1, by: 0, minLength: 0 },
		{ type: 'weld', a: ground, b: id, x: 0, y: 0, angularHertz: 2, collideConnected: true },
		{ type: 'prismatic', b: id, axisX: 0, axisY: 1, lowerTranslation: 0, upperTranslation: 1, motorSpeed: 1, maxMotorForce: 10 },
		{ type: 'wheel', a: ground, b: id, axisX: 0, axisY: 1, hertz: 4, dampingRatio: 0.7, motorSpeed: -5, maxMotorTorque: 50 },
		{ type: 'mouse', b: id, x: 1, y: 1, maxForce: 1000 },
	];
	const jointIds: number[] = defs.map((def) => world.addJoint(def));
	// @ts-expect-error maxMotorForce belongs to prismatic joints: a revolute joint's motor has a torque
	world.addJoint({ type: 'revolute', b: id, maxMotorForce: 5 });
	// @ts-expect-error b, the body the joint holds, is required
	world.addJoint({ type: 'weld', x: 0, y: 0 });
	// @ts-expect-error 'rope' is not a joint type: a rope is a distance joint with minLength 0
	world.addJoint({ type: 'rope', b: id });
	world.setJointMotor(hinge, 2, 10);
	world.setJointTarget(jointIds[4], 2, 2);
	const reaction: JointReaction = world.jointReaction(hinge);
	const reactionOut: JointReaction & { frame: number } = world.jointReaction(hinge, { fx: 0, fy: 0, torque: 0, frame: 4 });
	const joined: JointBodies = world.jointBodies(hinge);
	const jointType: JointType = joined.type;
	world.removeJoint(jointIds[0]);
	const jointCount: number = world.jointCount;
	// @ts-expect-error jointCount is read-only
	world.jointCount = 0;
	const jointInfo = [reaction.torque, reactionOut.frame, joined.a, jointType, jointCount];
	// Snapshots: a new array, or the count written into `out`; a BigInt hash.
	const full: Uint8Array = world.snapshot(), ring = new Uint8Array(world.snapshotSize({ dynamic: true }));
	const written: number = world.snapshot({ dynamic: true }, ring);
	world.restore(ring, written);
	world.restore(full);
	const stateHash: bigint = world.hash();
	const saved = sat.world({ snapshot: full });
	// @ts-expect-error with out, the count is returned, not an array
	const notBytes: Uint8Array = world.snapshot({ dynamic: true }, ring);
	// @ts-expect-error the hash is a BigInt
	const notNumber: number = world.hash();
	const snapshotInfo = [stateHash, saved.count, notBytes, notNumber];
	world.destroy();
	const queries = [worldHit.id, worldHitOut.frame, inBox.length, inBoxCount, atPoint.length, atPointCount, wrong, tileCount];
	const physics = [queries.length, contact.pointCount, reused.tag, kind, material.density, mass.inertia, velocity.frame, gravity.y,
		where.angle, all.length, x, contacts.count, idA, normalX, events.beginCount, begun.length, ended, jointInfo.length, snapshotInfo.length];

	for (const shape of [tri, fromPoints, box, ball, notch]) shape.destroy();
	// @ts-expect-error shapes have one lifetime verb, destroy(); free() is gone
	tri.free();

	try {
		sat.circle(-1);
	} catch (e) {
		if (e instanceof SatError) {
			const name: ErrorCodeName | 'UNKNOWN' = e.codeName;
			const code: 9 = ErrorCode.BAD_RADIUS;
			return `${name} ${code} ${e.code}`;
		}
	}
	return `${version} ${limit} ${same.frame} ${toi.t} ${range.min} ${bounds.maxX} ${vertices.length} ${ray.fraction} ${rayOut.frame} ${hullPoints.length} ${pairs.count} ${physics.join()} ${partCount} ${parts.length}`;
}
