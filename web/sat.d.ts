// Types of web/sat.js, the JavaScript API of sat-wasm (2D collision detection with the Separating Axis Theorem).
// The error codes and SatError come from errors.d.ts, generated from src/sat.h with errors.js.

export { ErrorCode, SatError } from './errors.js';
export type { ErrorCodeName } from './errors.js';

/** Where the wasm module comes from; see {@link InitOptions.wasm}. */
export type WasmSource = string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

export interface InitOptions {
	/**
	 * Overrides the module's location: a URL or path (fetched in browsers, read from disk in Node for paths and
	 * `file:` URLs), a `Response`, the bytes, a compiled `WebAssembly.Module`, or a promise of one of these.
	 * Default: `sat.wasm` next to sat.js when the engine supports wasm SIMD, else `sat-baseline.wasm`.
	 */
	wasm?: WasmSource | PromiseLike<Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module>;
	/** `false` loads `sat-baseline.wasm` by default even where SIMD is supported. */
	simd?: boolean;
}

/** Load and instantiate the module. Each call gives an independent instance; its shapes work only with it. */
export declare function init(options?: InitOptions): Promise<Sat>;

/** Polygon input: a flat `[x0, y0, x1, y1, ...]` array or typed array, or an array of points. */
export type PolygonPoints = ArrayLike<number> | Float32Array | Float64Array | ReadonlyArray<{ readonly x: number; readonly y: number }>;

/** Result of {@link Sat.collide}. */
export interface Collision {
	/** The shapes intersect now (touching counts). */
	intersect: boolean;
	/** They intersect at some t in [0, 1] while `a` moves by t * velocity relative to `b`. */
	willIntersect: boolean;
	/** Added to a's position after it moved by the velocity, separates it from `b` (points from b to a). */
	mtvX: number;
	mtvY: number;
}

/** Result of {@link Sat.project}. */
export interface Interval {
	min: number;
	max: number;
}

/** Result of {@link Sat.sweep}. */
export interface SweepResult {
	/** The shapes touch or intersect at some t in [0, tmax]. */
	hit: boolean;
	/** Time of impact: the first such t (0 if they already intersect, 0 on a miss). */
	t: number;
	/** Unit contact normal at impact, from b towards a; zero on a miss. */
	normalX: number;
	normalY: number;
	/** When they already intersect: the minimum translation vector (as collide); else zero. */
	mtvX: number;
	mtvY: number;
}

/** World-space axis-aligned bounding box. */
export interface AABB {
	minX: number;
	minY: number;
	maxX: number;
	maxY: number;
}

/** Result of {@link Sat.raycast}. */
export interface RayHit {
	/** The segment touches the shape (a grazed corner counts). */
	hit: boolean;
	/** In [0, 1]: how far from (x0, y0) to (x1, y1) it first does; 0 when it starts inside or on the boundary. */
	fraction: number;
	/** That point. */
	x: number;
	y: number;
	/** Unit outward normal there; zero when the segment starts inside (fraction 0) and on a miss. */
	normalX: number;
	normalY: number;
}

/** Result of {@link Sat.manifold}: the contact points of two intersecting shapes. */
export interface Manifold {
	/** 0 (the shapes are apart), 1 or 2. */
	pointCount: number;
	/** Unit normal from b towards a (the MTV's direction); zero when pointCount is 0. */
	normalX: number;
	normalY: number;
	/** Point 0, midway between the two surfaces, and its penetration along the normal (0 when touching). */
	x0: number;
	y0: number;
	depth0: number;
	/** Point 1 when pointCount is 2; zeros otherwise. The deeper of the two depths is |MTV|. */
	x1: number;
	y1: number;
	depth1: number;
}

/**
 * A shape handle made by `sat.polygon`, `sat.circle`, `sat.box`, `sat.segment`, `sat.capsule` or `sat.concave`.
 * After `destroy()` every use throws BAD_HANDLE.
 */
export interface Shape {
	/** Move the local origin (a box's or circle's centre) to (x, y). */
	setPosition(x: number, y: number): void;
	/** Rotate about the local origin, counter-clockwise in a y-up frame. */
	setAngle(radians: number): void;
	/** Position and angle in one call. */
	setTransform(x: number, y: number, radians: number): void;
	/** Position and angle as stored (rounded to float32). */
	readonly x: number;
	readonly y: number;
	readonly angle: number;
	/** Vertices kept after welding and collinear removal: 4 for a box, 0 for a circle, 2 for a segment or capsule. */
	readonly vertexCount: number;
	readonly type: 'polygon' | 'circle' | 'box' | 'segment' | 'capsule' | 'concave';
	/** Number of convex parts: a concave shape's, 1 for any other shape. */
	readonly partCount: number;
	/** The convex parts' local vertices, one counter-clockwise `[x0, y0, ...]` per part (a circle: one empty array). */
	parts(): Float32Array[];
	/** The circle's or capsule's radius (float32); 0 for polygons, boxes, segments and concave shapes. */
	readonly radius: number;
	/** World vertices, counter-clockwise, `[x0, y0, x1, y1, ...]`: a new array, or `out` filled. */
	worldVertices(out?: Float32Array): Float32Array;
	/** The world-space bounding box: a new object, or `out` filled. */
	aabb(out?: AABB): AABB;
	/** Release the wasm memory. Later uses throw BAD_HANDLE; a second `destroy()` does nothing. */
	destroy(): void;
}

/** Options for `sat.world()`. */
export interface WorldOptions {
	/** Bodies to reserve room for (grows as needed). */
	capacity?: number;
	/** Broad-phase grid cell size; 0 (default) = twice the mean body size, chosen each step. */
	cellSize?: number;
	/**
	 * Length units per metre, in (0, 1e6] (default 1; as Box2D's b2SetLengthUnitsPerMeter): the physics' lengths
	 * and speeds, set in metres, scale with it (linear slop 0.005 m, speculative distance 0.02 m, stick speed 0.05
	 * m/s, restitution threshold 1 m/s, sleep speed 0.05 m/s, contact push speed 3 m/s, hit speed 1 m/s, the speed
	 * cap, and the default gravity (0, -10 m/s^2)). A game in pixels at 100 pixels per metre sets 100.
	 */
	lengthUnitsPerMeter?: number;
	/** Contacts that begin at least this fast (units/s) are hit events; default 1 m/s; 0 reports every one. */
	hitSpeed?: number;
	/**
	 * A full snapshot (`world.snapshot()`) to make the world of: its bodies, joints and settings, as they were. No
	 * other option goes with it. BAD_SNAPSHOT for bytes that are not a full snapshot.
	 */
	snapshot?: Uint8Array;
}

/** Which snapshot `world.snapshot` takes: the full one (default) or, with `dynamic: true`, the dynamic one. */
export interface SnapshotOptions {
	/**
	 * Leave the static bodies and the shapes out (a rollback frame): restorable into the same world, or one built
	 * the same way, while its static bodies and the moving bodies' shapes are unchanged.
	 */
	dynamic?: boolean;
}

/** How stiff contacts are: `world.setContactTuning`. */
export interface ContactTuning {
	hertz: number;
	dampingRatio: number;
	/** Units per second. */
	pushSpeed: number;
}

/** Milliseconds the last `world.step()` took, by stage: `world.profile()`. */
export interface WorldProfile {
	/** The whole step. */
	step: number;
	/** The broad phase: the candidate pairs (boxes touching) from the grids, pairs carried over; sensors' visitors. */
	broadPhase: number;
	/** The narrow phase: the SAT test of each candidate (the pairs and their MTVs, near pairs); begin and end events. */
	narrowPhase: number;
	/** Contact manifolds, matched with the last step's for warm starting; waking islands. */
	contacts: number;
	/** Colouring, then the substeps (gravity, warm start, solve, move, relax), restitution. */
	solve: number;
	/** Moving the bodies: continuous collision against static and kinematic bodies, bullets. */
	continuous: number;
	/** Sleeping islands. */
	finalize: number;
}

/** Result of `world.collisions()`: views over wasm memory, reused and valid until the next call on the world. */
export interface WorldCollisions {
	/** Number of intersecting pairs; the arrays may be longer. */
	count: number;
	/** Body ids of pair i are a[i] and b[i] (each pair once). */
	a: Int32Array;
	b: Int32Array;
	/** Added to body a[i], (mtvX[i], mtvY[i]) separates it from b[i]. */
	mtvX: Float32Array;
	mtvY: Float32Array;
}

/**
 * How a body moves: `'static'` never moves and never pairs with other statics; `'kinematic'` (the default) moves
 * where it is put or by its velocity and pushes dynamic bodies without being pushed; `'dynamic'` is moved by
 * `step()` (gravity, contacts, impulses).
 */
export type BodyType = 'static' | 'kinematic' | 'dynamic';

/** Surface and mass of a body (float32 values). */
export interface Material {
	/** Mass per unit area, > 0 (default 1). */
	density: number;
	/** Friction coefficient while sliding, >= 0 (default 0.6); a contact uses sqrt(fa * fb). */
	friction: number;
	/** Bounciness, >= 0: 0 stops, 1 bounces back at the same speed (default 0); a contact uses max(ea, eb). */
	restitution: number;
	/**
	 * Friction coefficient that holds a contact at rest, >= 0, or null (the default): the same as `friction`.
	 * A contact uses sqrt(sa * sb).
	 */
	staticFriction: number | null;
	/**
	 * Rolling resistance, >= 0 (default 0), as Box2D v3's: a contact resists the bodies' relative spin with a torque
	 * of at most max(ra, rb) times the larger radius of the two (a circle's or capsule's; 0 for other shapes) times
	 * the normal force. On flat ground a rolling circle slows at 2/3 * rollingResistance * g and stops.
	 */
	rollingResistance: number;
	/**
	 * Tangent speed in units per second, of either sign (default 0): the surface runs clockwise around the body at
	 * this speed, a conveyor belt (Box2D v3's). A body on top of a static belt with a positive one is carried
	 * towards +x (under it, towards -x). A contact uses ta + tb.
	 */
	tangentSpeed: number;
}

/** Mass properties of a body, from its shape and density (as if it were dynamic, whatever its type). */
export interface MassData {
	/** density * area */
	mass: number;
	/** Rotational inertia about the centre of mass. */
	inertia: number;
	/** Centre of mass in the shape's local coordinates. */
	centerX: number;
	centerY: number;
}

/** Velocity of a body's centre of mass (units per second) and angular velocity (radians per second, counter-clockwise). */
export interface Velocity {
	vx: number;
	vy: number;
	angularVelocity: number;
}

/** A body's linear and angular damping, per second (see `World.setDamping`). */
export interface Damping {
	linear: number;
	angular: number;
}

/** A body's position (its shape's local origin) and angle in radians. */
export interface Transform {
	x: number;
	y: number;
	angle: number;
}

/** A 2D vector, such as the gravity acceleration. */
export interface Vec2 {
	x: number;
	y: number;
}

/** Options for `world.step()`: integers from 1 to 64. */
export interface StepOptions {
	/** Velocity iterations per step, spread over the substeps (default 8). */
	iterations?: number;
	/** The step is cut into this many substeps (default 4); more is stiffer and slower. */
	substeps?: number;
}

/**
 * Result of `world.contacts()`: the contacts of the last step, one per touching pair with a dynamic body, then
 * the speculative ones (bodies within 0.02 units, not touching: negative depths). Views
 * over wasm memory, reused and valid until the next step; the arrays may be longer than needed.
 */
export interface Contacts {
	/** Number of contacts. */
	count: number;
	/** 3 per contact: body id A, body id B, point count (1 or 2). */
	ids: Int32Array;
	/**
	 * 8 per contact: normalX, normalY (unit, from B towards A), x0, y0, depth0, x1, y1, depth1 (points midway
	 * between the surfaces; unused ones zero).
	 */
	data: Float32Array;
	/**
	 * 2 per contact: each point's normal impulse over the last step (mass * velocity; divided by dt, the force);
	 * a kept contact of asleep bodies gives those of the last step it was solved in.
	 */
	impulses: Float32Array;
}

/**
 * Result of `world.events()`: the pairs that began and ended touching in the last `step()` or `collisions()`, as
 * id pairs with the lower id first. Views over wasm memory, reused and valid until the next such call; the
 * arrays may be longer than needed.
 */
export interface Events {
	beginCount: number;
	/** 2 per event: the lower id, the higher id. */
	begin: Int32Array;
	endCount: number;
	/** 2 per event; a removed body's pairs end at the next step or collisions(). */
	end: Int32Array;
	/** Sensor events of the last step (`setSensor`): bodies that began overlapping a sensor. */
	sensorBeginCount: number;
	/** 2 per event: the sensor's id, the visitor's id (ascending). */
	sensorBegin: Int32Array;
	sensorEndCount: number;
	/** 2 per event; removing either body, or the sensor flag, ends its overlaps at the next step. */
	sensorEnd: Int32Array;
	/**
	 * Hit events of the last step (after Box2D v3): contacts that began in it (touching, or within the speculative
	 * distance) with an approach speed of at least the world's `hitSpeed`.
	 */
	hitCount: number;
	/** 2 per event: the contact's two bodies (as `contacts().ids`). */
	hitIds: Int32Array;
	/** 5 per event: x, y (the point that approached fastest), normalX, normalY (from the second body towards the
	 * first), approach speed (units/s, > 0). */
	hits: Float32Array;
}

/** Result of `world.raycast`: as {@link RayHit}, with the body that was hit. */
export interface WorldRayHit {
	/** The segment touches a body that passes the mask. */
	hit: boolean;
	/** The closest such body (of bodies hit at the same fraction, the lowest id); -1 on a miss. */
	id: number;
	/** In [0, 1]: how far from (x0, y0) to (x1, y1) it first touches it; 0 when it starts inside or on it. */
	fraction: number;
	/** That point. */
	x: number;
	y: number;
	/** Unit outward normal of the body there; zero when the segment starts inside (fraction 0) and on a miss. */
	normalX: number;
	normalY: number;
}

/** Options of `world.raycast`. */
export interface RaycastOptions {
	/**
	 * Only bodies whose category (see `setFilter`) shares a bit with this unsigned 32-bit integer are seen
	 * (a negative int32 such as -1 is taken as its bits). Default: every body.
	 */
	mask?: number;
}

/** Result of `world.castShape`. */
export interface WorldShapeHit {
	/** The moving shape touches a body that passes the mask. */
	hit: boolean;
	/** The body it touches first (of equal times, the lowest id); -1 on a miss. */
	id: number;
	/** In [0, 1]: it touches at (x, y) + t·(dx, dy); 0 when it starts touching or overlapping. */
	t: number;
	/** A contact point there (the middle of the contact manifold's points). */
	x: number;
	y: number;
	/** Unit normal from the body towards the shape (at t = 0 the MTV's direction, as `sweep`); zero on a miss. */
	normalX: number;
	normalY: number;
}

/** Options of `world.overlapShape`. */
export interface QueryOptions {
	/** Only bodies whose category shares a bit with this unsigned 32-bit integer. Default: every body. */
	mask?: number;
}

/** Options of `world.castShape`. */
export interface CastShapeOptions extends QueryOptions {
	/** A body id to skip (the caster's own body); -1 or omitted for none. */
	ignore?: number | null;
}

/** Options of `world.move`; every field is optional. */
export interface MoveOptions {
	/** The character's up (any length but zero). Default (0, 1). */
	upX?: number;
	upY?: number;
	/** Radians in [0, pi/2]: steeper surfaces are walls, neither climbed nor ground. Default pi/4 (45 degrees). */
	maxSlope?: number;
	/** Step onto a ledge up to this high when there is room on it (only from the ground). Default 0. */
	stepHeight?: number;
	/** Stay on walkable ground up to this far below, when the motion does not go up. Default 0. */
	snapDown?: number;
	/** The gap kept from surfaces; 0 or omitted: 1% of the shape's reach (its bounding circle's radius). */
	skin?: number;
	/** false (default): gravity's motion into walkable ground is dropped, so the character does not slide down. */
	slideOnSlopes?: boolean;
}

/** Result of `world.move`. */
export interface MoveResult {
	/** Where the body is now. */
	x: number;
	y: number;
	/** Walkable ground lies within twice the skin below it. */
	grounded: boolean;
	/** That ground's body (read its velocity to ride a moving platform), or -1. */
	groundId: number;
	/** Its unit normal there, or zero. */
	groundNormalX: number;
	groundNormalY: number;
	/** Surfaces the motion met (and was clipped against or stepped over). */
	hitCount: number;
}

/** Options of `world.addTiles`. */
export interface TilesOptions {
	/** Width and height of a cell, positive and finite (default 1). */
	tileSize?: number;
	/** The lower-left corner of cell (column 0, row 0), the bottom-left cell (default 0, 0). */
	x?: number;
	y?: number;
	/** One box per horizontal run of adjacent `TILE_SOLID` cells in a row; slopes never merge (default false). */
	merge?: boolean;
}

/** The kinds of joint (`world.addJoint`). */
export type JointType = 'revolute' | 'distance' | 'weld' | 'prismatic' | 'wheel' | 'mouse';

/**
 * What every joint definition has. Points and axes are in world coordinates where the bodies are when the joint is
 * added; lengths in the world's length units, angles in radians (counter-clockwise), speeds per second, forces in
 * mass * units / s^2, torques in mass * units^2 / s^2. A spring acts while its `hertz` is > 0. Keys a type does not
 * use are ignored.
 */
export interface JointDefBase {
	/** Body A's id, or -1 (the default): the fixed world. */
	a?: number;
	/** Body B's id (required), not `a`. */
	b: number;
	/** Whether the two bodies still collide with each other (default false). */
	collideConnected?: boolean;
}

/** A hinge: the bodies share a point and turn about it. */
export interface RevoluteJointDef extends JointDefBase {
	type: 'revolute';
	/** The shared point (default (0, 0)). */
	x?: number;
	y?: number;
	/** Limits of B's angle relative to A (0 as added), within [-0.99 pi, 0.99 pi]: both or neither (limits off). */
	lowerAngle?: number;
	upperAngle?: number;
	/** The motor's speed, radians per second (default 0: with maxMotorTorque, a brake). Needs maxMotorTorque. */
	motorSpeed?: number;
	/** The motor's largest torque, >= 0: given, the motor is on. */
	maxMotorTorque?: number;
	/** A spring to targetAngle: its stiffness (default 0, none) and damping ratio (default 0), both >= 0. */
	hertz?: number;
	dampingRatio?: number;
	/** The spring's rest angle of B relative to A (default 0: as added). */
	targetAngle?: number;
}

/** A rod, rope or spring between an anchor on each body. */
export interface DistanceJointDef extends JointDefBase {
	type: 'distance';
	/** Body A's anchor (default (0, 0)). */
	ax?: number;
	ay?: number;
	/** Body B's anchor (default (0, 0)). */
	bx?: number;
	by?: number;
	/** The rest length, >= 0 (default: the anchors' distance now). */
	length?: number;
	/**
	 * Limits, >= 0, minLength <= maxLength. Default: the length (a rod); with hertz > 0, 0 and unlimited. A rope:
	 * `{ minLength: 0 }`.
	 */
	minLength?: number;
	maxLength?: number;
	/** A spring to the length: stiffness (default 0, none) and damping ratio (default 0), both >= 0. */
	hertz?: number;
	dampingRatio?: number;
}

/** Glued at a point, stiff or soft. */
export interface WeldJointDef extends JointDefBase {
	type: 'weld';
	/** The point (default (0, 0)). */
	x?: number;
	y?: number;
	/** 0 (the default): stiff; else the softness of the linear and angular parts, >= 0. */
	linearHertz?: number;
	angularHertz?: number;
	/** Damping of both softnesses, >= 0 (default 0). */
	dampingRatio?: number;
}

/** B slides along an axis fixed in A, without turning. */
export interface PrismaticJointDef extends JointDefBase {
	type: 'prismatic';
	/** A point of the axis (default (0, 0)). */
	x?: number;
	y?: number;
	/** The direction of sliding, any length but zero (default (1, 0)). */
	axisX?: number;
	axisY?: number;
	/** Limits of the translation along the axis (0 as added): both or neither (limits off). */
	lowerTranslation?: number;
	upperTranslation?: number;
	/** The motor's speed, units per second. Needs maxMotorForce. */
	motorSpeed?: number;
	/** The motor's largest force, >= 0: given, the motor is on. */
	maxMotorForce?: number;
	/** A spring to targetTranslation: stiffness (default 0, none) and damping ratio (default 0). */
	hertz?: number;
	dampingRatio?: number;
	/** The spring's rest translation (default 0). */
	targetTranslation?: number;
}

/** A wheel (B) on a suspension spring along an axis of A (a car's chassis), turning freely or driven. */
export interface WheelJointDef extends JointDefBase {
	type: 'wheel';
	/** The wheel's centre (default (0, 0)). */
	x?: number;
	y?: number;
	/** The suspension's direction in A's frame as added, any length but zero (default (0, 1): upwards). */
	axisX?: number;
	axisY?: number;
	/** The suspension spring: default 4 Hz with damping ratio 0.7; hertz 0: no spring (free along the axis). */
	hertz?: number;
	dampingRatio?: number;
	/** Limits of the suspension's travel: both or neither (limits off). */
	lowerTranslation?: number;
	upperTranslation?: number;
	/** The motor's speed, radians per second (negative rolls a wheel to +x). Needs maxMotorTorque. */
	motorSpeed?: number;
	/** The motor's largest torque, >= 0: given, the motor is on. */
	maxMotorTorque?: number;
}

/** Drags a point of B towards a target with a spring of limited force (picking bodies up with the mouse). */
export interface MouseJointDef extends JointDefBase {
	type: 'mouse';
	/** The point of B dragged, and the first target (move it with `setJointTarget`); default (0, 0). */
	x?: number;
	y?: number;
	/** The largest force it pulls with, >= 0 (default MAX_COORDINATE). */
	maxForce?: number;
	/** The spring: default 5 Hz with damping ratio 0.7. It holds a body below its target by g / (2 pi hertz)^2. */
	hertz?: number;
	dampingRatio?: number;
}

/** A joint definition of `world.addJoint`, told apart by `type`. */
export type JointDef = RevoluteJointDef | DistanceJointDef | WeldJointDef | PrismaticJointDef | WheelJointDef | MouseJointDef;

/** The force and torque a joint applied to body B over the last step (`world.jointReaction`). */
export interface JointReaction {
	fx: number;
	fy: number;
	torque: number;
}

/** A joint's type and bodies (`world.jointBodies`); `a` is -1 for the world. */
export interface JointBodies {
	type: JointType;
	a: number;
	b: number;
}

/** Bodies with their own copies of shapes, a broad phase and a batched narrow phase in wasm. */
export interface World {
	/**
	 * Add a body with its own copy of `shape` (which can be destroyed afterwards); returns its id (0, 1, 2, ...
	 * while nothing was removed).
	 */
	add(shape: Shape, x?: number, y?: number, angle?: number): number;
	/**
	 * Add a tilemap: each non-zero cell of `cells` (columns * rows integers, row-major, row 0 the BOTTOM row: y up)
	 * becomes a static body shaped as its `sat.TILE_*` value says, placed at its cell's lower-left corner (angle 0);
	 * cell (col, row) spans x + col * tileSize .. x + (col + 1) * tileSize, likewise in y. Grid lines are computed
	 * once, so neighbours meet edge to edge, and bodies slide over the seams. Statics of the same shape share one
	 * copy. With `merge`, each horizontal run of solid cells in a row is one box: the region is the same, but
	 * `separate()` pushes a body over a seam of an unmerged floor by both tiles' pushes (twice as far). Returns the ids
	 * added in row-major cell order (a merged run once, at its first cell). Everything is checked before anything is
	 * added: BAD_ARRAY (cells, columns, rows, a value that is not a cell value, options), BAD_SIZE (tileSize),
	 * NOT_FINITE or OUT_OF_RANGE (x, y, a corner of the map), OUT_OF_MEMORY.
	 */
	addTiles(cells: ArrayLike<number>, columns: number, rows: number, options?: TilesOptions | null): Int32Array;
	/** Remove a body; its id is never valid again. */
	remove(id: number): void;
	/** Move and rotate one body. */
	setTransform(id: number, x: number, y: number, angle?: number): void;
	/** Positions for slots 0 .. n-1 from [x0, y0, x1, y1, ...], keeping angles; checked before anything moves. */
	setPositions(xy: Float32Array | Float64Array | ArrayLike<number>): void;
	/**
	 * `true`: the same as `setType(id, 'static')`; `false`: kinematic. Static bodies never pair with each other;
	 * statics of the same shape at the same angle (a tilemap's tiles) share one copy in the world.
	 */
	setStatic(id: number, isStatic?: boolean): void;
	/** Tested only if (A.category & B.mask) and (B.category & A.mask) are non-zero. Defaults 1 and 0xFFFFFFFF. */
	setFilter(id: number, category: number, mask: number): void;
	/**
	 * Make a body a one-way platform open towards (nx, ny) in its own frame (it turns with the body): other bodies
	 * collide with it only when they come from that side (fully on it where they are, or where they were at the
	 * last `collisions()`, `separate()` iteration or start of `step()`); a pair admitted so holds while the two
	 * touch, and is pushed along the normal only. (0, 0) makes it ordinary again; the normal is normalised.
	 */
	setOneWay(id: number, nx: number, ny: number): void;
	/** A body's one-way normal as set (unit, in its own frame), or (0, 0): a new object, or `out` filled. */
	getOneWay<T extends Vec2 = Vec2>(id: number, out?: T): T;
	/** Every intersecting pair with its MTV; no allocation per frame. */
	collisions(): WorldCollisions;
	/** World-space bounding box of a body: a new object, or `out` filled. */
	aabb(id: number, out?: AABB): AABB;
	/**
	 * The closest body the segment (x0, y0) -> (x1, y1) touches (touching counts; starting inside or on a body
	 * is a hit at fraction 0 with a zero normal; a zero-length segment is a point test), among the bodies that
	 * pass `options.mask`; of bodies hit at the same fraction, the lowest id. Bodies are seen where they are now,
	 * with no step needed (moving bodies that have not rested through a step are tested box by box). `out` is
	 * filled and returned (no allocation), else a new object. On a miss: hit false, id -1, zeros.
	 */
	raycast<T extends WorldRayHit = WorldRayHit>(x0: number, y0: number, x1: number, y1: number,
		options?: RaycastOptions | null, out?: T | null): T;
	/**
	 * Ids, ascending, of the bodies whose shape (not only its bounding box) overlaps the box, touching included:
	 * a new Int32Array of exactly them. BAD_SIZE when minX > maxX or minY > maxY.
	 */
	queryAABB(minX: number, minY: number, maxX: number, maxY: number): Int32Array;
	/**
	 * The same with no allocation: writes the first min(count, out.length) ids into `out` and returns the
	 * count (call again with a longer array if it exceeds out.length).
	 */
	queryAABB(minX: number, minY: number, maxX: number, maxY: number, out: Int32Array): number;
	/** Ids, ascending, of the bodies whose shape contains the point (on the boundary counts): a new Int32Array. */
	queryPoint(x: number, y: number): Int32Array;
	/** The same with no allocation: the first min(count, out.length) ids into `out`; returns the count. */
	queryPoint(x: number, y: number, out: Int32Array): number;
	/**
	 * The first body that `shape` placed at (x, y, angle) and moved by t·(dx, dy), t in [0, 1], touches: each body
	 * decided exactly as `sweep` decides it; of equal times the lowest id; `options.ignore` skips one body. A
	 * one-way body is seen only when the shape starts fully on its open side. Walks the grid along the motion.
	 */
	castShape<T extends WorldShapeHit = WorldShapeHit>(shape: Shape, x: number, y: number, angle: number, dx: number,
		dy: number, options?: CastShapeOptions | null, out?: T | null): T;
	/** Ids, ascending, of the bodies `shape` placed at (x, y, angle) overlaps (as `collide`): a new Int32Array. */
	overlapShape(shape: Shape, x: number, y: number, angle: number, options?: QueryOptions | null): Int32Array;
	/** The same with no allocation: the first min(count, out.length) ids into `out`; returns the count. */
	overlapShape(shape: Shape, x: number, y: number, angle: number, options: QueryOptions | null | undefined,
		out: Int32Array): number;
	/**
	 * Move and slide a kinematic body by (dx, dy) as a game character: pushed out of overlaps, cast along the
	 * motion, stopped a skin short, the motion into each surface taken away (a few passes); steeper than maxSlope
	 * is a wall; steps up ledges to stepHeight; snaps down to snapDown; tile seams are never walls; one-way bodies
	 * stop it only from their open side. Not carried by what it stands on: add the ground body's motion yourself.
	 * BAD_TYPE for a body that is not kinematic.
	 */
	move<T extends MoveResult = MoveResult>(id: number, dx: number, dy: number, options?: MoveOptions | null,
		out?: T | null): T;
	/** Set how a body moves (default `'kinematic'`); BAD_TYPE for another value. */
	setType(id: number, type: BodyType): void;
	/** How a body moves. */
	type(id: number): BodyType;
	/**
	 * Set some or all of a body's material: fields left out keep their values. BAD_MATERIAL (and nothing changes)
	 * for a NaN, negative (but tangentSpeed) or too large value, or a density that is not positive.
	 */
	setMaterial(id: number, material: Partial<Material>): void;
	/** A body's material: a new object, or `out` filled. */
	material<T extends Material = Material>(id: number, out?: T): T;
	/** A body's mass, inertia and centre of mass: a new object, or `out` filled. */
	massData<T extends MassData = MassData>(id: number, out?: T): T;
	/** Set a body's velocity (static bodies ignore it). */
	setVelocity(id: number, vx: number, vy: number, angularVelocity?: number): void;
	/** A body's velocity: a new object, or `out` filled. */
	velocity<T extends Velocity = Velocity>(id: number, out?: T): T;
	/**
	 * Set a body's linear and angular damping per second, >= 0 (default 0), as Box2D v3's: each substep h divides a
	 * dynamic body's velocity by 1 + h * linear and its angular velocity by 1 + h * angular, before gravity.
	 * Static and kinematic bodies are not slowed. NOT_FINITE or OUT_OF_RANGE (negative, too large): nothing changes.
	 */
	setDamping(id: number, linear: number, angular: number): void;
	/** A body's damping: a new object, or `out` filled. */
	damping<T extends Damping = Damping>(id: number, out?: T): T;
	/** Apply an impulse to a dynamic body at the world point (px, py), or at its centre of mass if left out. */
	applyImpulse(id: number, ix: number, iy: number, px?: number, py?: number): void;
	/**
	 * Make a body a bullet (default `true`) or not, after Box2D v3's bullets: besides static and kinematic bodies, a
	 * fast bullet is stopped by the dynamic bodies that are not bullets (where they end the step), and its sweep
	 * turns with it, so a fast, thin or spinning body does not pass through thin ones. It stops a little short of
	 * the first touch, its velocity kept. Acts only while the body is dynamic; make only the few fast bodies bullets.
	 */
	setBullet(id: number, isBullet?: boolean): void;
	/** Whether a body is a bullet (`setBullet`). */
	isBullet(id: number): boolean;
	/** Set the gravity acceleration of dynamic bodies (default (0, -10) m/s^2: -10 * lengthUnitsPerMeter). */
	setGravity(gx: number, gy: number): void;
	/** The gravity acceleration: a new object, or `out` filled. */
	gravity<T extends Vec2 = Vec2>(out?: T): T;
	/**
	 * Whether a body is awake: a dynamic body unless its island fell asleep (every body slower than 0.05 units/s
	 * and 2 degrees/s for 0.5 s; asleep bodies do not move and keep their contacts); a kinematic body while its
	 * velocity is not zero; a static body never.
	 */
	isAwake(id: number): boolean;
	/** Wake a dynamic body's island, or put it to sleep now (velocities zeroed); nothing for other bodies. */
	setAwake(id: number, awake: boolean): void;
	/** Let islands fall asleep (the default) or not; disabling wakes every island. */
	setSleepEnabled(enabled: boolean): void;
	/** Whether islands may fall asleep (true by default). */
	readonly sleepEnabled: boolean;
	/** Advance the world by dt seconds, in [0, 1]; dt 0 only finds pairs and contacts. */
	step(dt: number, options?: StepOptions): void;
	/** A body's transform: a new object, or `out` filled. */
	transform<T extends Transform = Transform>(id: number, out?: T): T;
	/**
	 * [x, y, angle] per slot, a view over wasm memory updated in place; body `id` is at 3 * slot with
	 * slot = id & ((1 << sat.ID_SLOT_BITS) - 1). The same view is returned until a body is added or the memory
	 * grows: call it again after those (it allocates nothing otherwise).
	 */
	transforms(): Float32Array;
	/** The contacts of the last step; no allocation per frame. */
	contacts(): Contacts;
	/**
	 * The begin and end events of the last step or collisions(); no allocation per frame. Tracking starts at the
	 * first step() or events() call (a world that never asks pays nothing); pairs touching then do not begin.
	 */
	events(): Events;
	/**
	 * Make a body a sensor or not: no contact response (step makes no contacts with it, separate does not push it,
	 * raycast, castShape and move pass through it; collisions and the box, point and shape queries still see it);
	 * each step reports the bodies that begin and end overlapping it in `events()` (any type, asleep or awake, the
	 * filter deciding both ways; sensors do not see each other).
	 */
	setSensor(id: number, isSensor: boolean): void;
	/** Whether a body is a sensor. */
	isSensor(id: number): boolean;
	/**
	 * Set how stiff contacts are (Box2D v3's soft contacts; fields left out keep their values): defaults hertz 30
	 * (capped at a quarter of the substep rate), dampingRatio 10, pushSpeed 3 m/s (units/s).
	 */
	setContactTuning(tuning: Partial<ContactTuning>): void;
	/** The contact tuning. */
	contactTuning(): ContactTuning;
	/** Time the stages of each step for `profile()` (off by default). Turning it off zeroes the profile. */
	setProfiling(enabled: boolean): void;
	/**
	 * Milliseconds the last `step()` took, by stage (as Box2D's b2World_GetProfile); all 0 while profiling is off.
	 * With `out`, fills and returns it (nothing allocated).
	 */
	profile(out?: WorldProfile): WorldProfile;
	/**
	 * Add a joint between body `def.b` and body `def.a` or the fixed world (-1, the default); returns its id (a
	 * removed joint's id is never valid again). Soft constraints solved in the step with the contacts (after Box2D
	 * v3's joints); joined bodies do not collide unless `collideConnected`, sleep and wake together, and removing
	 * either body removes the joint. Both bodies wake. BAD_JOINT (unknown type, a and b the same), BAD_ID (missing b,
	 * a body not in the world), NOT_FINITE, OUT_OF_RANGE (negative force, torque, hertz, damping or length; lower >
	 * upper; one of a limit pair; motorSpeed without its largest torque or force), BAD_AXIS: nothing changes.
	 */
	addJoint(def: JointDef): number;
	/** Remove a joint; its bodies wake. BAD_JOINT for an id not in the world. */
	removeJoint(jointId: number): void;
	/**
	 * Turn a revolute, wheel (angular) or prismatic (linear) joint's motor on at `speed` with at most
	 * `maxTorqueOrForce` (>= 0; 0 turns it off). BAD_JOINT for a joint without a motor.
	 */
	setJointMotor(jointId: number, speed: number, maxTorqueOrForce: number): void;
	/** Move a mouse joint's target; its body wakes. BAD_JOINT for another type. Allocates nothing. */
	setJointTarget(jointId: number, x: number, y: number): void;
	/** The force and torque the joint applied to body B in the last step: a new object, or `out` filled. */
	jointReaction<T extends JointReaction = JointReaction>(jointId: number, out?: T | null): T;
	/** A joint's type and bodies (`a` -1 for the world): a new object, or `out` filled. */
	jointBodies<T extends JointBodies = JointBodies>(jointId: number, out?: T | null): T;
	/** Number of live joints. */
	readonly jointCount: number;
	/**
	 * A snapshot of everything the next steps depend on: `restore(bytes)` then N steps give the N steps after the
	 * snapshot bit for bit, on any build (native, wasm SIMD, baseline). Full by default (shapes and static bodies
	 * too: a save game); `{ dynamic: true }` leaves them out (a rollback frame, a few tens of bytes per body). A new
	 * Uint8Array, or with `out` the number of bytes written to its start, allocating nothing (BAD_ARRAY when `out`
	 * is smaller than `snapshotSize(options)`).
	 */
	snapshot(options?: SnapshotOptions | null): Uint8Array;
	snapshot(options: SnapshotOptions | null | undefined, out: Uint8Array): number;
	/** Bytes `snapshot(options)` takes now (it changes as bodies and contacts come and go). */
	snapshotSize(options?: SnapshotOptions | null): number;
	/**
	 * Put the world back in a snapshot's state. A dynamic snapshot needs the static bodies and shapes it was taken
	 * with; bodies added since are removed and ids come back. The last step's reports read empty until the next
	 * step. BAD_SNAPSHOT (nothing changed) for truncated, corrupted or foreign bytes, another format version, other
	 * statics or shapes, or a moving body removed since. `size`: the snapshot's length when it fills only the start of
	 * `bytes` (what `snapshot(options, out)` returned), so a ring of buffers needs no views.
	 */
	restore(bytes: Uint8Array, size?: number): void;
	/**
	 * A 64-bit hash of the simulation state (static bodies and shapes included): equal on every build for the same
	 * state, different after any change of a body's position, angle or velocity. Compare peers' hashes for desyncs.
	 */
	hash(): bigint;
	/** Length units per metre (`sat.world({ lengthUnitsPerMeter })`). */
	readonly lengthUnitsPerMeter: number;
	/** Approach speed of a hit event, units/s (`sat.world({ hitSpeed })`). */
	readonly hitSpeed: number;
	/** Push intersecting bodies apart by their MTVs, `iterations` times (default 1, at most 64); no velocity change. */
	separate(iterations?: number): void;
	/** Number of live bodies. */
	readonly count: number;
	/** Release the world and all its bodies. Later uses throw BAD_HANDLE; a second `destroy()` does nothing. */
	destroy(): void;
}

/** One instance of the wasm module. */
export interface Sat {
	/** The library version, "MAJOR.MINOR.PATCH": the C core's satGetVersion() and the package's version. */
	readonly version: string;
	/** Largest number of points a polygon may be given (1024). */
	readonly MAX_POLYGON_VERTICES: number;
	/** Largest magnitude of a coordinate, position, size or radius (1e18 rounded to float32). */
	readonly MAX_COORDINATE: number;
	/** Bits of a body id that are its slot (22): body `id` is at slot `id & ((1 << ID_SLOT_BITS) - 1)` of `world.transforms()`. */
	readonly ID_SLOT_BITS: number;
	/**
	 * The cell values of `world.addTiles`, from the C core (satTile), with their shapes in tiles from the cell's
	 * lower-left corner, y up; a slope rises to the right when its surface goes up from left to right, and the gentle
	 * slopes rise half a tile per tile, at atan(1/2) = 26.57 degrees, over two cells: the low cell, then the high one
	 * in the direction the slope rises. This one: an empty cell, no body (0).
	 */
	readonly TILE_EMPTY: number;
	/** The whole cell (1). */
	readonly TILE_SOLID: number;
	/** 45 degrees rising to the right, the lower-right half: (0,0) (1,0) (1,1) (2). */
	readonly TILE_SLOPE_UP_RIGHT: number;
	/** 45 degrees rising to the left, the lower-left half: (0,0) (1,0) (0,1) (3). */
	readonly TILE_SLOPE_UP_LEFT: number;
	/** Gentle, rising to the right, low cell: (0,0) (1,0) (1,1/2) (4). */
	readonly TILE_GENTLE_UP_RIGHT_LOW: number;
	/** Gentle, rising to the right, high cell, right of the low one: (0,0) (1,0) (1,1) (0,1/2) (5). */
	readonly TILE_GENTLE_UP_RIGHT_HIGH: number;
	/** Gentle, rising to the left, low cell: (0,0) (1,0) (0,1/2) (6). */
	readonly TILE_GENTLE_UP_LEFT_LOW: number;
	/** Gentle, rising to the left, high cell, left of the low one: (0,0) (1,0) (1,1/2) (0,1) (7). */
	readonly TILE_GENTLE_UP_LEFT_HIGH: number;
	/** The instance's memory, for diagnostics such as `memory.buffer.byteLength`. */
	readonly memory: WebAssembly.Memory;
	/** The C core's message for an error code ("unknown error" outside the enum). */
	errorString(code: number): string;
	/** A convex polygon in local coordinates; either winding. */
	polygon(points: PolygonPoints): Shape;
	/**
	 * A concave shape from a simple outline in local coordinates, either winding, decomposed into convex parts
	 * (ear clipping, then Hertel-Mehlhorn merging) and queried as their union. The MTV is the shortest first free
	 * move along any part's edge normal (a box in the mouth of a C leaves by the mouth). Throws NOT_SIMPLE for
	 * edges that cross or touch.
	 */
	concave(points: PolygonPoints): Shape;
	/** A circle centred on its position. */
	circle(radius: number): Shape;
	/** A width x height box centred on its position. */
	box(width: number, height: number): Shape;
	/**
	 * The segment (x0, y0) - (x1, y1) in local coordinates: 2 vertices, no area; collides with every kind. A world
	 * body with a segment cannot be dynamic (BAD_TYPE). ZERO_LENGTH when the end points coincide.
	 */
	segment(x0: number, y0: number, x1: number, y1: number): Shape;
	/**
	 * A capsule: every point within `radius` of the segment (x0, y0) - (x1, y1), in local coordinates (Box2D's
	 * capsule). BAD_RADIUS for a radius that is not positive and finite; ZERO_LENGTH when the end points coincide.
	 */
	capsule(x0: number, y0: number, x1: number, y1: number, radius: number): Shape;
	/**
	 * Static and moving SAT test (PolygonCollision of the CodeProject article "2D Polygon Collision Detection");
	 * `out` is filled and returned instead of a new object.
	 */
	collide<T extends Collision = Collision>(a: Shape, b: Shape, vx?: number, vy?: number, out?: T): T;
	/** [min, max] of dot(point, axis) over the shape (ProjectPolygon of the same article); any axis length. */
	project<T extends Interval = Interval>(shape: Shape, axisX: number, axisY: number, out?: T): T;
	/**
	 * Swept test, after Olivier Renault's polygon collision tutorial: first time of impact of `a` moving by
	 * t * (vx, vy) relative to `b` for t in [0, tmax].
	 */
	sweep<T extends SweepResult = SweepResult>(a: Shape, b: Shape, vx: number, vy: number, tmax?: number, out?: T): T;
	/**
	 * Contact manifold of `a` against `b` (after Box2D's b2ClipPolygons): up to two points midway between the
	 * surfaces with their depths, and the unit normal from b towards a; zeros on a miss.
	 */
	manifold<T extends Manifold = Manifold>(a: Shape, b: Shape, out?: T): T;
	/**
	 * Cast the segment (x0, y0) -> (x1, y1) against a shape (after Box2D's b2RayCastPolygon): the first point on
	 * it, its fraction along the segment and the outward normal there; fraction 0 and a zero normal when it
	 * starts inside; zeros on a miss.
	 */
	raycast<T extends RayHit = RayHit>(shape: Shape, x0: number, y0: number, x1: number, y1: number, out?: T): T;
	/**
	 * Convex hull (Andrew's monotone chain) of any number of points, counter-clockwise, collinear and duplicate
	 * points dropped, as [x0, y0, ...]. `polygon(hull)` accepts it when it has at most 1024 points
	 * (MAX_POLYGON_VERTICES): polygons take at most 1024.
	 */
	hull(points: PolygonPoints): Float32Array;
	/** A world of many bodies. */
	world(options?: WorldOptions): World;
}
