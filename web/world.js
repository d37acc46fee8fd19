// The World handle: bodies with their own copies of shapes, a broad phase and a batched narrow phase, all in
// wasm behind the satw_world_* shims. Numbers are validated by the C core, as in shape.js.
import { ErrorCode } from './errors.js';
import { Shape, TOKEN, checkOut, coordinateError, coordinatesError, describe, fail, readAABB } from './shape.js';

/** @typedef {import('./loader.js').Core} Core */
/** @typedef {import('./shape.js').AABB} AABB */
/** @typedef {{ capacity?: number, cellSize?: number, lengthUnitsPerMeter?: number, hitSpeed?: number, snapshot?: Uint8Array }} WorldOptions */
/** @typedef {{ dynamic?: boolean }} SnapshotOptions */
/** @typedef {{ count: number, a: Int32Array, b: Int32Array, mtvX: Float32Array, mtvY: Float32Array }} WorldCollisions */
/** @typedef {'static' | 'kinematic' | 'dynamic'} BodyType */
/** @typedef {{ density: number, friction: number, restitution: number, staticFriction: number | null, rollingResistance: number, tangentSpeed: number }} Material */
/** @typedef {{ mass: number, inertia: number, centerX: number, centerY: number }} MassData */
/** @typedef {{ vx: number, vy: number, angularVelocity: number }} Velocity */
/** @typedef {{ linear: number, angular: number }} Damping */
/** @typedef {{ x: number, y: number, angle: number }} Transform */
/** @typedef {{ x: number, y: number }} Vec2 */
/** @typedef {{ iterations?: number, substeps?: number }} StepOptions */
/** @typedef {{ count: number, ids: Int32Array, data: Float32Array, impulses: Float32Array }} Contacts */
/** @typedef {{ hit: boolean, id: number, fraction: number, x: number, y: number, normalX: number, normalY: number }} WorldRayHit */
/** @typedef {{ mask?: number }} RaycastOptions */
/** @typedef {{ hit: boolean, id: number, t: number, x: number, y: number, normalX: number, normalY: number }} WorldShapeHit */
/** @typedef {{ mask?: number }} QueryOptions */
/** @typedef {{ mask?: number, ignore?: number | null }} CastShapeOptions */
/** @typedef {{ upX?: number, upY?: number, maxSlope?: number, stepHeight?: number, snapDown?: number, skin?: number, slideOnSlopes?: boolean }} MoveOptions */
/** @typedef {{ x: number, y: number, grounded: boolean, groundId: number, groundNormalX: number, groundNormalY: number, hitCount: number }} MoveResult */
/**
 * @typedef {{ beginCount: number, begin: Int32Array, endCount: number, end: Int32Array, sensorBeginCount: number,
 *   sensorBegin: Int32Array, sensorEndCount: number, sensorEnd: Int32Array, hitCount: number, hitIds: Int32Array,
 *   hits: Float32Array }} Events
 */
/** @typedef {{ tileSize?: number, x?: number, y?: number, merge?: boolean }} TilesOptions */
/** @typedef {{ step: number, broadPhase: number, narrowPhase: number, contacts: number, solve: number, continuous: number, finalize: number }} WorldProfile */
/** @typedef {'revolute' | 'distance' | 'weld' | 'prismatic' | 'wheel' | 'mouse'} JointType */
/** @typedef {{ a?: number, b: number, collideConnected?: boolean }} JointBase */
/**
 * @typedef {JointBase & { type: 'revolute', x?: number, y?: number, lowerAngle?: number, upperAngle?: number,
 *   motorSpeed?: number, maxMotorTorque?: number, hertz?: number, dampingRatio?: number, targetAngle?: number }} RevoluteJointDef
 */
/**
 * @typedef {JointBase & { type: 'distance', ax?: number, ay?: number, bx?: number, by?: number, length?: number,
 *   minLength?: number, maxLength?: number, hertz?: number, dampingRatio?: number }} DistanceJointDef
 */
/**
 * @typedef {JointBase & { type: 'weld', x?: number, y?: number, linearHertz?: number, angularHertz?: number,
 *   dampingRatio?: number }} WeldJointDef
 */
/**
 * @typedef {JointBase & { type: 'prismatic', x?: number, y?: number, axisX?: number, axisY?: number,
 *   lowerTranslation?: number, upperTranslation?: number, motorSpeed?: number, maxMotorForce?: number, hertz?: number,
 *   dampingRatio?: number, targetTranslation?: number }} PrismaticJointDef
 */
/**
 * @typedef {JointBase & { type: 'wheel', x?: number, y?: number, axisX?: number, axisY?: number, hertz?: number,
 *   dampingRatio?: number, lowerTranslation?: number, upperTranslation?: number, motorSpeed?: number,
 *   maxMotorTorque?: number }} WheelJointDef
 */
/**
 * @typedef {JointBase & { type: 'mouse', x?: number, y?: number, maxForce?: number, hertz?: number,
 *   dampingRatio?: number }} MouseJointDef
 */
/** @typedef {RevoluteJointDef | DistanceJointDef | WeldJointDef | PrismaticJointDef | WheelJointDef | MouseJointDef} JointDef */
/** @typedef {{ fx: number, fy: number, torque: number }} JointReaction */
/** @typedef {{ type: JointType, a: number, b: number }} JointBodies */

/** @param {unknown} v */
const isInt32 = (v) => typeof v === 'number' && (v | 0) === v;

/**
 * The `{ mask, ignore }` options of the shape queries: mask an unsigned 32-bit integer (its bits as an int32),
 * ignore a body id (-1 for none).
 * @param {unknown} options
 * @param {string} where
 * @param {boolean} withIgnore
 */
function queryOptions(options, where, withIgnore) {
	let mask = -1, ignore = -1;
	if (options === undefined || options === null) return { mask, ignore };
	const shape = withIgnore ? '{ mask, ignore }' : '{ mask }';
	if (typeof options !== 'object') throw fail(ErrorCode.BAD_ARRAY, where, `options must be ${shape}, null or omitted (got ${describe(options)})`);
	const m = /** @type {{ mask?: unknown, ignore?: unknown }} */ (options).mask;
	if (m !== undefined) {
		if (!Number.isInteger(m) || Number(m) < -0x80000000 || Number(m) > 0xffffffff) {
			throw fail(ErrorCode.BAD_ARRAY, where, `options.mask must be an unsigned 32-bit integer (got ${describe(m)})`);
		}
		mask = Number(m) | 0;
	}
	const i = /** @type {{ ignore?: unknown }} */ (options).ignore;
	if (withIgnore && i !== undefined && i !== null) {
		if (!isInt32(i)) throw fail(ErrorCode.BAD_ARRAY, where, `options.ignore must be a body id or -1 (got ${describe(i)})`);
		ignore = /** @type {number} */ (i);
	}
	return { mask, ignore };
}

/**
 * A body id must be an int32 to cross to C; whether it names a body, C says.
 * @param {unknown} id
 * @param {string} where
 */
function checkId(id, where) {
	if (!isInt32(id)) throw fail(ErrorCode.BAD_ID, where, `id must be a body id from world.add (got ${describe(id)})`);
}

/** @param {number} id */
const noBody = (id) => `no body with id ${id} (never added, or removed)`;

/**
 * A joint id must be an int32 to cross to C; whether it names a joint, C says.
 * @param {unknown} jointId
 * @param {string} where
 */
function checkJointId(jointId, where) {
	if (!isInt32(jointId)) throw fail(ErrorCode.BAD_JOINT, where, `jointId must be a joint id from world.addJoint (got ${describe(jointId)})`);
}

/** @param {number} jointId */
const noJoint = (jointId) => `no joint with id ${jointId} (never added, or removed: by removeJoint or with a body)`;

/** Body a of a joint to the fixed world (SAT_WORLD_BODY). */
const SAT_WORLD_BODY = -1;

/**
 * The snapshot kind of options ({ dynamic: true } or not).
 * @param {SnapshotOptions | null | undefined} options
 * @param {string} where
 */
function snapshotKind(options, where) {
	if (options === undefined || options === null) return 0;
	if (typeof options !== 'object') {
		throw fail(ErrorCode.BAD_TYPE, where, `options must be an object such as { dynamic: true }, or omitted (got ${describe(options)})`);
	}
	return options.dynamic ? 1 : 0;
}

/** Int32Array views of the buffers snapshots were copied into, so a copy into the same buffer allocates nothing. */
const wordViews = new WeakMap();

/**
 * Copy size bytes of wasm memory at `from` into out, a word at a time where both are aligned, allocating nothing
 * (but a view of out's buffer the first time it is seen).
 * @param {Core} core
 * @param {number} from
 * @param {Uint8Array} out
 * @param {number} size
 */
function copyOut(core, from, out, size) {
	core.f32();
	const heapU8 = core.heapU8;
	let k = 0;
	if ((out.byteOffset & 3) === 0 && (from & 3) === 0 ) {
		let view = wordViews.get(out.buffer);
		if (view === undefined || view.length !== out.buffer.byteLength >> 2) {
			view = new Int32Array(out.buffer, 0, out.buffer.byteLength >> 2);
			wordViews.set(out.buffer, view);
		}
		const heapI32 = core.heapI32, o = out.byteOffset >> 2, f = from >> 2, words = size >> 2;
		for (let w = 0; w < words; ++w) view[o + w] = heapI32[f + w];
		k = words << 2;
	}
	for (; k < size; ++k) out[k] = heapU8[from + k];
}

const BAD_SNAPSHOT_TEXT = 'not a snapshot this world can take: truncated, corrupted, of another format version, not a ' +
	'snapshot at all, or (a dynamic snapshot) of a world with other static bodies or shapes, or of a moving body ' +
	'removed since (restore a full snapshot then); nothing changed';

/** The floats of a joint definition as the satw_* shims take them (wasm/sat_wasm.h gives the order). */
const JOINT_FLOAT = Object.freeze({ anchorAX: 0, anchorAY: 1, anchorBX: 2, anchorBY: 3, axisX: 4, axisY: 5, lower: 6,
	upper: 7, motorSpeed: 8, maxMotorTorque: 9, maxMotorForce: 10, hertz: 11, dampingRatio: 12, targetAngle: 13,
	targetTranslation: 14, length: 15, minLength: 16, maxLength: 17, linearHertz: 18, angularHertz: 19, maxForce: 20 });
/** The number of those floats; init() checks it against the module's. */
export const JOINT_FLOATS = 21;
/** The bits of the shim's flags: enableLimit, enableMotor, collideConnected. */
const JOINT_LIMIT = 1, JOINT_MOTOR = 2, JOINT_COLLIDE = 4;
/** The floats C refuses when negative (forces, torques, hertz, damping ratios). */
const JOINT_AMOUNTS = /** @type {readonly number[]} */ ([JOINT_FLOAT.maxMotorTorque, JOINT_FLOAT.maxMotorForce, JOINT_FLOAT.hertz, JOINT_FLOAT.dampingRatio,
	JOINT_FLOAT.linearHertz, JOINT_FLOAT.angularHertz, JOINT_FLOAT.maxForce]);

/**
 * Each joint type's keys in a JS definition: `fields`, [key, float] in the floats' order (C checks them in that
 * order); `limit`, the pair that turns the limits on; `motor`, the speed and the largest torque or force that turns
 * the motor on; `lengths`, keys a negative value of which C would read as "not given".
 * @typedef {{ fields: readonly (readonly [string, number])[], limit: readonly [string, string] | null,
 *   motor: readonly [string, string] | null, lengths: readonly string[] }} JointKeys
 */
const F = JOINT_FLOAT;
/** @type {Readonly<Record<JointType, JointKeys>>} */
const JOINT_KEYS = Object.freeze({
	revolute: { fields: [['x', F.anchorAX], ['y', F.anchorAY], ['lowerAngle', F.lower], ['upperAngle', F.upper],
		['motorSpeed', F.motorSpeed], ['maxMotorTorque', F.maxMotorTorque], ['hertz', F.hertz], ['dampingRatio', F.dampingRatio],
		['targetAngle', F.targetAngle]], limit: ['lowerAngle', 'upperAngle'], motor: ['motorSpeed', 'maxMotorTorque'], lengths: [] },
	distance: { fields: [['ax', F.anchorAX], ['ay', F.anchorAY], ['bx', F.anchorBX], ['by', F.anchorBY], ['hertz', F.hertz],
		['dampingRatio', F.dampingRatio], ['length', F.length], ['minLength', F.minLength], ['maxLength', F.maxLength]],
	limit: null, motor: null, lengths: ['length', 'minLength', 'maxLength'] },
	weld: { fields: [['x', F.anchorAX], ['y', F.anchorAY], ['dampingRatio', F.dampingRatio], ['linearHertz', F.linearHertz],
		['angularHertz', F.angularHertz]], limit: null, motor: null, lengths: [] },
	prismatic: { fields: [['x', F.anchorAX], ['y', F.anchorAY], ['axisX', F.axisX], ['axisY', F.axisY],
		['lowerTranslation', F.lower], ['upperTranslation', F.upper], ['motorSpeed', F.motorSpeed],
		['maxMotorForce', F.maxMotorForce], ['hertz', F.hertz], ['dampingRatio', F.dampingRatio],
		['targetTranslation', F.targetTranslation]],
	limit: ['lowerTranslation', 'upperTranslation'], motor: ['motorSpeed', 'maxMotorForce'], lengths: [] },
	wheel: { fields: [['x', F.anchorAX], ['y', F.anchorAY], ['axisX', F.axisX], ['axisY', F.axisY],
		['lowerTranslation', F.lower], ['upperTranslation', F.upper], ['motorSpeed', F.motorSpeed],
		['maxMotorTorque', F.maxMotorTorque], ['hertz', F.hertz], ['dampingRatio', F.dampingRatio]],
	limit: ['lowerTranslation', 'upperTranslation'], motor: ['motorSpeed', 'maxMotorTorque'], lengths: [] },
	mouse: { fields: [['x', F.anchorAX], ['y', F.anchorAY], ['hertz', F.hertz], ['dampingRatio', F.dampingRatio],
		['maxForce', F.maxForce]], limit: null, motor: null, lengths: [] },
});
/** The joint type names this package knows; init() checks them against the module's. */
export const JOINT_TYPES = /** @type {readonly JointType[]} */ (Object.keys(JOINT_KEYS));

/** Floats per hit event in events().hits: x, y, normalX, normalY, approach speed (SAT_HIT_FLOATS in C). */
const HIT_FLOATS = 5;

/** The fields of a Material in the order of the C struct (and of the shim's arguments). */
const MATERIAL_FIELDS = /** @type {const} */ (['density', 'friction', 'restitution', 'staticFriction', 'rollingResistance',
	'tangentSpeed']);

/**
 * A typed-array view of `length` elements at `ptr`, or `view` itself when it is over the same buffer and
 * address and long enough: views are replaced only when the memory grew, C moved the array or it holds more
 * than ever before, so a game loop allocates nothing. A kept view may be longer than the array now is;
 * only the first `length` elements are meaningful.
 * @template {Int32Array | Float32Array} V
 * @param {V} view
 * @param {ArrayBufferLike} buffer
 * @param {number} ptr
 * @param {number} length
 * @returns {V}
 */
function viewOf(view, buffer, ptr, length) {
	if (view.buffer === buffer && view.byteOffset === ptr && view.length >= length) return view;
	return /** @type {V} */ (view instanceof Int32Array ? new Int32Array(buffer, ptr, length) : new Float32Array(buffer, ptr, length));
}

/**
 * The error for a step or separate count C refused (or that is not an integer): names it and the range.
 * @param {Core} core
 * @param {string} where
 * @param {string} name
 * @param {unknown} v
 */
function passesError(core, where, name, v) {
	const range = core.maxStepPasses > 0 ? `[1, ${core.maxStepPasses}]` : 'the range the C core accepts';
	return fail(ErrorCode.BAD_STEP, where, `${name} must be an integer in ${range} (got ${describe(v)})`);
}

/**
 * The error for damping values C refused (or that are not numbers): names the first bad one, checked in C's order.
 * @param {Core} core
 * @param {number} code
 * @param {string} where
 * @param {unknown} linear
 * @param {unknown} angular
 */
function dampingError(core, code, where, linear, angular) {
	for (const [name, v] of /** @type {const} */ ([['linear', linear], ['angular', angular]])) {
		const error = coordinateError(core, v, where, name);
		if (error) return error;
		if (Math.fround(/** @type {number} */ (v)) < 0) {
			return fail(ErrorCode.OUT_OF_RANGE, where, `${name} = ${v} is negative: damping must be >= 0; nothing changed`);
		}
	}
	return core.errorFromC(code, where);
}

/**
 * Bodies with their own copies of shapes, a uniform-grid broad phase and a batched narrow phase, all in
 * wasm. Ids are 0, 1, 2, ... in insertion order while nothing was removed; a removed id is never valid
 * again (its slot is reused last, under a new id). Release with `destroy()`.
 */
export class World {
	#core;
	#ptr;
	#positionsPtr = 0;
	#positionsFloats = 0;
	#idsPtr = 0;
	#idsCapacity = 0;
	/** @type {WorldCollisions} */
	#result = { count: 0, a: new Int32Array(0), b: new Int32Array(0), mtvX: new Float32Array(0), mtvY: new Float32Array(0) };
	/** @type {ArrayBufferLike | null} */
	#viewBuffer = null;
	#viewPtr = 0;
	#viewCapacity = -1;
	/** @type {Float32Array} */
	#transforms = new Float32Array(0);
	/** @type {Contacts} */
	#contacts = { count: 0, ids: new Int32Array(0), data: new Float32Array(0), impulses: new Float32Array(0) };
	/** @type {Events} */
	#events = { beginCount: 0, begin: new Int32Array(0), endCount: 0, end: new Int32Array(0), sensorBeginCount: 0,
		sensorBegin: new Int32Array(0), sensorEndCount: 0, sensorEnd: new Int32Array(0), hitCount: 0,
		hitIds: new Int32Array(0), hits: new Float32Array(0) };
	/** What the FinalizationRegistry frees if the world is dropped without destroy(). */
	#held;
	/** wasm memory snapshots are written to and read from (grown as needed, freed with the world). */
	#snapPtr = 0;
	#snapCapacity = 0;

	/**
	 * @internal
	 * @param {symbol} token
	 * @param {Core} core
	 * @param {WorldOptions} options
	 */
	constructor(token, core, options) {
		if (token !== TOKEN) throw new TypeError('sat-wasm: create worlds with sat.world()');
		const where = 'sat.world';
		if (options === null || typeof options !== 'object') {
			throw fail(ErrorCode.BAD_ARRAY, where, `options must be an object or omitted (got ${describe(options)})`);
		}
		if (options.snapshot !== undefined) {
			this.#core = core;
			this.#ptr = this.#fromSnapshot(options);
			this.#held = { world: this.#ptr, positions: 0, ids: 0, snapshot: 0 };
			core.registry?.register(this, this.#held, this);
			return;
		}
		const capacity = options.capacity ?? 0, cellSize = options.cellSize ?? 0;
		const capacityError = () => fail(ErrorCode.BAD_ARRAY, where,
			`capacity must be an integer from 0 to ${2 ** core.idSlotBits} (got ${describe(capacity)})`);
		const cellSizeError = () => fail(ErrorCode.BAD_SIZE, where, `cellSize must be a finite number >= 0 (got ${describe(cellSize)})`);
		if (!isInt32(capacity)) throw capacityError();
		if (typeof cellSize !== 'number') throw cellSizeError();
		const units = options.lengthUnitsPerMeter ?? 0, hitSpeed = options.hitSpeed ?? 0;
		const unitsError = () => fail(typeof units === 'number' && Number.isNaN(units) || units === Infinity || units === -Infinity
			? ErrorCode.NOT_FINITE : ErrorCode.OUT_OF_RANGE, where,
			`lengthUnitsPerMeter must be a number in (0, 1e6] (got ${describe(units)})`);
		const hitSpeedError = () => fail(typeof hitSpeed === 'number' && !Number.isFinite(hitSpeed) ? ErrorCode.NOT_FINITE
			: ErrorCode.OUT_OF_RANGE, where, `hitSpeed must be a finite number >= 0 (got ${describe(hitSpeed)})`);
		if (typeof units !== 'number' || options.lengthUnitsPerMeter === 0) throw unitsError();
		if (typeof hitSpeed !== 'number') throw hitSpeedError();
		// hitSpeed 0 means every approaching contact here; C reads 0 as "the default", so pass the least float.
		const cHitSpeed = options.hitSpeed === 0 ? 1.401298464324817e-45 : hitSpeed;
		const code = core.exports.satw_world_create(capacity, cellSize, units, cHitSpeed, core.outPtr);
		if (code === ErrorCode.BAD_ARRAY) throw capacityError();
		if (code === ErrorCode.BAD_SIZE) throw cellSizeError();
		if (code === ErrorCode.NOT_FINITE || code === ErrorCode.OUT_OF_RANGE) {
			const bad = (/** @type {number} */ v, /** @type {number} */ max) => !Number.isFinite(v) || v < 0 || Math.fround(v) > max;
			throw bad(units, 1e6) ? unitsError() : hitSpeedError();
		}
		if (code !== 0) throw core.errorFromC(code, where);
		core.f32();
		this.#core = core;
		this.#ptr = core.heapI32[core.outPtr >> 2];
		this.#held = { world: this.#ptr, positions: 0, ids: 0, snapshot: 0 };
		core.registry?.register(this, this.#held, this);
	}

	/**
	 * A world made from a full snapshot (sat.world({ snapshot })): its pointer.
	 * @param {WorldOptions} options
	 */
	#fromSnapshot(options) {
		const where = 'sat.world', core = this.#core, e = core.exports, bytes = options.snapshot;
		if (!(bytes instanceof Uint8Array)) {
			throw fail(ErrorCode.BAD_SNAPSHOT, where, `options.snapshot must be a Uint8Array from world.snapshot() (got ${describe(bytes)})`);
		}
		for (const key of Object.keys(options)) {
			if (key !== 'snapshot') {
				throw fail(ErrorCode.BAD_ARRAY, where, `options.${key} cannot go with options.snapshot: the world takes the snapshot's settings`);
			}
		}
		const p = e.malloc(Math.max(1, bytes.length));
		if (p === 0) throw fail(ErrorCode.OUT_OF_MEMORY, where, 'no memory for the snapshot');
		core.f32();
		core.heapU8.set(bytes, p);
		const code = e.satw_world_from_snapshot(p, bytes.length, core.outPtr);
		e.free(p);
		core.f32();
		if (code === ErrorCode.BAD_SNAPSHOT) {
			throw fail(code, where, `options.snapshot is ${BAD_SNAPSHOT_TEXT.replace('(a dynamic snapshot) of', 'a dynamic snapshot (a world is made from a full one only), or')}`);
		}
		if (code !== 0) throw core.errorFromC(code, where);
		return core.heapI32[core.outPtr >> 2];
	}

	/**
	 * Room for `size` bytes of snapshot in wasm memory.
	 * @param {number} size
	 * @param {string} where
	 */
	#snapshotRoom(size, where) {
		if (size <= this.#snapCapacity) return;
		const e = this.#core.exports, capacity = Math.max(size, Math.ceil(this.#snapCapacity * 1.5), 1024);
		const p = e.malloc(capacity);
		if (p === 0) throw fail(ErrorCode.OUT_OF_MEMORY, where, `no memory for a snapshot of ${size} bytes`);
		if (this.#snapPtr !== 0) e.free(this.#snapPtr);
		this.#snapPtr = this.#held.snapshot = p;
		this.#snapCapacity = capacity;
		this.#core.f32();
	}

	/**
	 * Bytes world.snapshot(options) takes now (it changes as bodies and contacts come and go): the size of an `out`
	 * buffer that holds it.
	 * @param {SnapshotOptions} [options] `{ dynamic: true }` for the dynamic snapshot
	 * @returns {number}
	 * @throws {SatError} BAD_TYPE for options that are not an object; BAD_HANDLE after destroy()
	 */
	snapshotSize(options) {
		const where = 'world.snapshotSize', core = this.#core, ptr = this.#live(where);
		const code = core.exports.satw_world_snapshot_size(ptr, snapshotKind(options, where), core.outPtr);
		if (code !== 0) throw core.errorFromC(code, where);
		core.resultView();
		return core.heapI32[core.outPtr >> 2];
	}

	/**
	 * A snapshot of the world: everything the next steps depend on, so that world.restore(bytes) and N steps give the
	 * results of the N steps after the snapshot bit for bit, on any build (native, wasm SIMD or baseline). The full
	 * snapshot (the default) holds the shapes and the static bodies too: a save game, restorable into any world or
	 * made a world by sat.world({ snapshot }). `{ dynamic: true }` leaves them out: a rollback frame, restorable into
	 * this world or one built the same way while its static bodies and the moving bodies' shapes are unchanged.
	 * @param {SnapshotOptions} [options] `{ dynamic: true }` for the dynamic snapshot
	 * @param {Uint8Array} [out] written into instead of a new array (nothing is allocated): see snapshotSize
	 * @returns {any} a new Uint8Array, or with `out` the number of bytes written to its start
	 * @throws {SatError} BAD_ARRAY for an `out` that is not a Uint8Array or is too small (the message says the size
	 *   needed); BAD_TYPE for options that are not an object; OUT_OF_MEMORY; BAD_HANDLE after destroy()
	 */
	snapshot(options, out) {
		const where = 'world.snapshot', core = this.#core, ptr = this.#live(where), e = core.exports;
		const kind = snapshotKind(options, where);
		if (out !== undefined && out !== null && !(out instanceof Uint8Array)) {
			throw fail(ErrorCode.BAD_ARRAY, where, `out must be a Uint8Array (got ${describe(out)})`);
		}
		if (this.#snapPtr === 0) this.#snapshotRoom(1, where);
		let code = e.satw_world_snapshot(ptr, kind, this.#snapPtr, this.#snapCapacity, core.outPtr);
		core.resultView();
		let size = core.heapI32[core.outPtr >> 2];
		if (code === ErrorCode.BAD_ARRAY) {
			this.#snapshotRoom(size, where);
			code = e.satw_world_snapshot(ptr, kind, this.#snapPtr, this.#snapCapacity, core.outPtr);
			core.resultView();
			size = core.heapI32[core.outPtr >> 2];
		}
		if (code !== 0) throw core.errorFromC(code, where);
		if (out === undefined || out === null) {
			core.f32();
			return core.heapU8.slice(this.#snapPtr, this.#snapPtr + size);
		}
		if (out.length < size) {
			throw fail(ErrorCode.BAD_ARRAY, where, `out holds ${out.length} bytes; this snapshot takes ${size} ` +
				'(world.snapshotSize(options) says so before); nothing written');
		}
		copyOut(core, this.#snapPtr, out, size);
		return size;
	}

	/**
	 * Put the world back in the state of a snapshot (of either kind): a full one replaces everything, the static
	 * bodies too; a dynamic one everything but the static bodies (which must be the ones it was taken with, as must
	 * the shapes of its moving bodies): bodies added since are removed and ids come back as they were. The last
	 * step's reports (pairs, contacts, events, hits) read empty until the next step.
	 * @param {Uint8Array} bytes a snapshot from world.snapshot()
	 * @param {number} [size] the snapshot's length when it fills only the start of `bytes` (the count
	 *   world.snapshot(options, out) returned), so a ring of buffers needs no views; default bytes.length
	 * @throws {SatError} BAD_ARRAY for a size that is not an integer in [0, bytes.length]; BAD_SNAPSHOT for bytes that are truncated, corrupted, of another format version or not a
	 *   snapshot, and for a dynamic snapshot of a world with other static bodies or shapes, or of a moving body
	 *   removed since; OUT_OF_MEMORY; BAD_HANDLE after destroy(). Nothing changes on an error.
	 */
	restore(bytes, size) {
		const where = 'world.restore', core = this.#core, ptr = this.#live(where);
		if (!(bytes instanceof Uint8Array)) {
			throw fail(ErrorCode.BAD_SNAPSHOT, where, `bytes must be a Uint8Array from world.snapshot() (got ${describe(bytes)})`);
		}
		const n = size ?? bytes.length;
		if (!isInt32(n) || n < 0 || n > bytes.length) {
			throw fail(ErrorCode.BAD_ARRAY, where, `size must be an integer from 0 to bytes.length = ${bytes.length} (got ${describe(size)})`);
		}
		this.#snapshotRoom(n, where);
		core.f32();
		const heapU8 = core.heapU8, at = this.#snapPtr;
		if (n === bytes.length) heapU8.set(bytes, at);
		else for (let k = 0; k < n; ++k) heapU8[at + k] = bytes[k];
		const code = core.exports.satw_world_restore(ptr, at, n);
		core.f32();
		if (code === ErrorCode.BAD_SNAPSHOT) throw fail(code, where, `the ${n} bytes are ${BAD_SNAPSHOT_TEXT}`);
		if (code !== 0) throw core.errorFromC(code, where);
	}

	/**
	 * A 64-bit hash of the simulation state (what a snapshot holds, the static bodies and shapes included): equal on
	 * every build for the same state, different after any change of a body's position, angle or velocity, however
	 * small. Compare the peers' hashes to detect a desync.
	 * @returns {bigint}
	 * @throws {SatError} OUT_OF_MEMORY; BAD_HANDLE after destroy()
	 */
	hash() {
		const where = 'world.hash', core = this.#core, ptr = this.#live(where);
		const code = core.exports.satw_world_hash(ptr, core.resultPtr);
		core.f32();
		if (code !== 0) throw core.errorFromC(code, where);
		const i32 = core.heapI32, r = core.resultPtr >> 2;
		return BigInt(i32[r + 1] >>> 0) << 32n | BigInt(i32[r] >>> 0);
	}

	/** @param {string} where */
	#live(where) {
		if (this.#ptr === 0) throw fail(ErrorCode.BAD_HANDLE, where, 'the world was destroyed');
		return this.#ptr;
	}

	/**
	 * Add a body with its own copy of `shape` (the handle can be moved, reused or destroyed afterwards).
	 * @param {Shape} shape
	 * @param {number} [x=0]
	 * @param {number} [y=0]
	 * @param {number} [angle=0] radians
	 * @returns {number} the body id
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, destroyed or foreign shape; NOT_FINITE or
	 *   OUT_OF_RANGE for a bad coordinate; BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	add(shape, x = 0, y = 0, angle = 0) {
		const where = 'world.add', core = this.#core, ptr = this.#live(where);
		const shapePtr = Shape.ptrOf(shape, core);
		if (shapePtr === 0) throw Shape.handleError(shape, core, where, 'shape');
		const code = typeof x === 'number' && typeof y === 'number' && typeof angle === 'number'
			? core.exports.satw_world_add(ptr, shapePtr, x, y, angle, core.outPtr) : ErrorCode.NOT_FINITE;
		if (code !== 0) throw coordinatesError(core, code, where, ['x', x, 'y', y, 'angle', angle]);
		core.f32();
		return core.heapI32[core.outPtr >> 2];
	}

	/**
	 * Add a tilemap: each non-zero cell becomes a static body shaped as its value says (`sat.TILE_SOLID`, the
	 * 45-degree slopes `sat.TILE_SLOPE_UP_RIGHT` and `sat.TILE_SLOPE_UP_LEFT`, the gentle slopes of half a tile per
	 * tile, atan(1/2) = 26.57 degrees, over two cells: `sat.TILE_GENTLE_UP_RIGHT_LOW` then `..._HIGH`, and
	 * `sat.TILE_GENTLE_UP_LEFT_HIGH` then `..._LOW`; `sat.TILE_EMPTY` is nothing). Cell (col, row) spans
	 * x + col * tileSize .. x + (col + 1) * tileSize, likewise in y; each grid line is computed once, and each body is
	 * placed at its cell's lower-left corner, angle 0, so neighbours meet edge to edge and bodies slide over the seams.
	 * Statics of the same shape share one copy. With `merge`, each horizontal run of solid cells in a row is one box
	 * (slopes never merge): the region is the same, but `separate()` pushes a body over a seam of an unmerged floor
	 * by both tiles' pushes, twice as far as a merged floor does. Validation happens before anything is added.
	 * @param {ArrayLike<number>} cells columns * rows integers (an array or a typed array), row-major with row 0 the
	 *   BOTTOM row (y up)
	 * @param {number} columns an integer >= 1
	 * @param {number} rows an integer >= 1
	 * @param {TilesOptions | null} [options] `tileSize` (default 1), `x`, `y`: the lower-left corner of cell (0, 0)
	 *   (default 0, 0), `merge` (default false)
	 * @returns {Int32Array} the ids added, in row-major cell order (a merged run once, at its first cell)
	 * @throws {SatError} BAD_ARRAY (cells not an array of integers, a length other than columns * rows, a value that
	 *   is not a cell value, columns or rows not integers >= 1, options or merge of the wrong type); BAD_SIZE (a
	 *   tileSize that is not positive and finite, or too small for float where the map is); NOT_FINITE or
	 *   OUT_OF_RANGE (x, y, or a corner of the map beyond MAX_COORDINATE); OUT_OF_MEMORY (nothing added);
	 *   BAD_HANDLE after destroy()
	 */
	addTiles(cells, columns, rows, options) {
		const where = 'world.addTiles', core = this.#core, ptr = this.#live(where), e = core.exports;
		if (cells === null || typeof cells !== 'object' || typeof cells.length !== 'number' ||
			(ArrayBuffer.isView(cells) && (cells instanceof DataView || typeof (/** @type {ArrayLike<unknown>} */ (cells))[0] === 'bigint'))) {
			throw fail(ErrorCode.BAD_ARRAY, where, `cells must be an array or a typed array of integers (got ${describe(cells)})`);
		}
		for (const [name, v] of [['columns', columns], ['rows', rows]]) {
			if (!isInt32(v) || Number(v) < 1) throw fail(ErrorCode.BAD_ARRAY, where, `${name} must be an integer >= 1 (got ${describe(v)})`);
		}
		if (options !== undefined && options !== null && typeof options !== 'object') {
			throw fail(ErrorCode.BAD_ARRAY, where, `options must be { tileSize, x, y, merge }, null or omitted (got ${describe(options)})`);
		}
		const tileSize = options?.tileSize ?? 1, x = options?.x ?? 0, y = options?.y ?? 0, merge = options?.merge ?? false;
		const sizeError = () => fail(ErrorCode.BAD_SIZE, where, `options.tileSize must be a positive finite number (got ${describe(tileSize)})`);
		if (typeof tileSize !== 'number') throw sizeError();
		if (typeof x !== 'number' || typeof y !== 'number') throw coordinatesError(core, ErrorCode.NOT_FINITE, where, ['options.x', x, 'options.y', y]);
		if (typeof merge !== 'boolean') throw fail(ErrorCode.BAD_ARRAY, where, `options.merge must be a boolean (got ${describe(merge)})`);
		const n = columns * rows;
		if (cells.length !== n) {
			throw fail(ErrorCode.BAD_ARRAY, where, `cells has ${cells.length} entries, columns * rows = ${columns} * ${rows} = ${n}`);
		}
		if (n > 0x7fffffff) throw fail(ErrorCode.BAD_ARRAY, where, `${n} cells: at most 2^31 - 1`);
		// The cells, then room for as many ids as there are cells (the most the call can add).
		const cellsPtr = e.malloc(4 * n), idsPtr = cellsPtr === 0 ? 0 : e.malloc(4 * n);
		try {
			if (idsPtr === 0) throw fail(ErrorCode.OUT_OF_MEMORY, where, `no room for ${n} cells`);
			core.f32(); // the mallocs may have grown the memory
			const heap = core.heapI32, base = cellsPtr >> 2;
			for (let i = 0; i < n; ++i) {
				const v = cells[i];
				if (!isInt32(v)) throw fail(ErrorCode.BAD_ARRAY, where, `cells[${i}] is ${describe(v)}, not a cell value (an integer)`);
				heap[base + i] = v;
			}
			const code = e.satw_world_add_tiles(ptr, cellsPtr, columns, rows, tileSize, x, y, merge ? 1 : 0, idsPtr, n, core.outPtr);
			if (code === ErrorCode.BAD_ARRAY) {
				let bad = 0;
				while (bad < n && cells[bad] >= 0 && cells[bad] < core.tiles.size) ++bad;
				if (bad < n) throw fail(code, where, `cells[${bad}] is ${cells[bad]}: cell values are sat.TILE_*, 0 to ${core.tiles.size - 1}; nothing added`);
			}
			if (code === ErrorCode.BAD_SIZE) {
				if (!(tileSize > 0) || !Number.isFinite(Math.fround(tileSize))) throw sizeError();
				throw fail(code, where, `options.tileSize ${tileSize} is too small for float at (${x}, ${y}): a tile would have no size; nothing added`);
			}
			if (code === ErrorCode.NOT_FINITE || code === ErrorCode.OUT_OF_RANGE) {
				const error = coordinateError(core, x, where, 'options.x') ?? coordinateError(core, y, where, 'options.y');
				if (error) throw error;
				throw fail(code, where, `the map reaches beyond MAX_COORDINATE: from (${x}, ${y}), ${columns} x ${rows} tiles of ` +
					`${tileSize}, or a tile that size; nothing added`);
			}
			if (code !== 0) throw core.errorFromC(code, where);
			core.f32(); // the world grew: so may have the memory
			const ids = core.heapI32, count = ids[core.outPtr >> 2];
			return ids.slice(idsPtr >> 2, (idsPtr >> 2) + count);
		} finally {
			if (cellsPtr !== 0) e.free(cellsPtr);
			if (idsPtr !== 0) e.free(idsPtr);
		}
	}

	/**
	 * Remove a body; its id is never valid again.
	 * @param {number} id
	 * @throws {SatError} BAD_ID for an id not in the world; BAD_HANDLE after destroy()
	 */
	remove(id) {
		const where = 'world.remove', ptr = this.#live(where);
		checkId(id, where);
		const code = this.#core.exports.satw_world_remove(ptr, id);
		if (code !== 0) throw this.#core.errorFromC(code, where, noBody(id));
	}

	/**
	 * Move and rotate one body.
	 * @param {number} id
	 * @param {number} x
	 * @param {number} y
	 * @param {number} [angle=0] radians
	 * @throws {SatError} BAD_ID, NOT_FINITE or OUT_OF_RANGE; OUT_OF_MEMORY (nothing changed) only for a static
	 *   that moves or turns; BAD_HANDLE after destroy()
	 */
	setTransform(id, x, y, angle = 0) {
		const where = 'world.setTransform', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = typeof x === 'number' && typeof y === 'number' && typeof angle === 'number'
			? core.exports.satw_world_set_transform(ptr, id, x, y, angle) : ErrorCode.NOT_FINITE;
		if (code === ErrorCode.BAD_ID) throw fail(code, where, noBody(id));
		if (code !== 0) throw coordinatesError(core, code, where, ['x', x, 'y', y, 'angle', angle]);
	}

	/**
	 * Set the positions of the bodies in slots 0 .. n-1 from `xy = [x0, y0, x1, y1, ...]` (slot i is body id i
	 * while nothing was removed; free slots are skipped), keeping their angles. The values are copied into
	 * wasm memory and checked before any body moves.
	 * @param {Float32Array | Float64Array | ArrayLike<number>} xy
	 * @throws {SatError} BAD_ARRAY (not an array, odd length, more pairs than slots), NOT_FINITE or
	 *   OUT_OF_RANGE (nothing moved); BAD_HANDLE after destroy()
	 */
	setPositions(xy) {
		const where = 'world.setPositions', core = this.#core, ptr = this.#live(where), e = core.exports;
		if (xy === null || typeof xy !== 'object' || typeof xy.length !== 'number' ||
			(ArrayBuffer.isView(xy) && (xy instanceof DataView || typeof (/** @type {ArrayLike<unknown>} */ (xy))[0] === 'bigint'))) {
			throw fail(ErrorCode.BAD_ARRAY, where, `xy must be a Float32Array, a Float64Array or an array of numbers (got ${describe(xy)})`);
		}
		const n = xy.length;
		// C takes pairs: an odd length cannot even be passed.
		if (n % 2 !== 0) throw fail(ErrorCode.BAD_ARRAY, where, `${n} values: positions are x, y pairs, so the length must be even`);
		// C refuses more pairs than slots before reading any, so only what fits is copied.
		const slots = e.satw_world_slot_count(ptr), m = Math.min(n, 2 * slots);
		if (m > this.#positionsFloats) { // grows to the world's size once, then is reused every frame
			if (this.#positionsPtr !== 0) e.free(this.#positionsPtr);
			this.#positionsPtr = e.malloc(4 * m);
			this.#positionsFloats = this.#positionsPtr === 0 ? 0 : m;
			this.#held.positions = this.#positionsPtr;
			if (this.#positionsPtr === 0) throw fail(ErrorCode.OUT_OF_MEMORY, where, `no room for ${m / 2} positions`);
		}
		const f32 = core.f32(), base = this.#positionsPtr >> 2;
		if (ArrayBuffer.isView(xy)) {
			// converts a Float64Array to float32 on the way
			f32.set(m === n ? /** @type {Float32Array} */ (xy) : /** @type {Float32Array} */ (xy).subarray(0, m), base);
		} else {
			// A non-number goes in as NaN: C refuses it after its count check, and the entry is named below.
			for (let i = 0; i < m; ++i) {
				const v = xy[i];
				f32[base + i] = typeof v === 'number' ? v : NaN;
			}
		}
		const code = e.satw_world_set_positions(ptr, this.#positionsPtr, n / 2);
		if (code === ErrorCode.BAD_ARRAY) throw fail(code, where, `${n / 2} positions for ${slots} slots`);
		if (code !== 0) {
			for (let i = 0; i < n; ++i) {
				if (typeof xy[i] !== 'number') throw fail(ErrorCode.BAD_ARRAY, where, `xy[${i}] is ${describe(xy[i])}, not a number`);
			}
			// The first value C refused: checked in order, as C does.
			let bad = 0;
			while (bad < n && Math.abs(Math.fround(xy[bad])) <= core.maxCoordinate) ++bad;
			throw fail(code, where, `xy[${bad}] is ${describe(xy[bad])}: ${core.messages[code]}; no body moved`);
		}
	}

	/**
	 * Mark a body static, or movable again: `setStatic(id, true)` is `setType(id, 'static')` and
	 * `setStatic(id, false)` makes a static or dynamic body kinematic. Pairs of two static bodies are never
	 * reported.
	 * @param {number} id
	 * @param {boolean} [isStatic=true]
	 * @throws {SatError} BAD_ID; OUT_OF_MEMORY (nothing changed); BAD_HANDLE after destroy()
	 */
	setStatic(id, isStatic = true) {
		const where = 'world.setStatic', ptr = this.#live(where);
		checkId(id, where);
		const code = this.#core.exports.satw_world_set_static(ptr, id, isStatic ? 1 : 0);
		if (code !== 0) throw this.#core.errorFromC(code, where, noBody(id));
	}

	/**
	 * Collision filter: bodies A and B are tested only if (A.category & B.mask) and (B.category & A.mask) are
	 * both non-zero. Defaults: category 1, mask 0xFFFFFFFF.
	 * @param {number} id
	 * @param {number} category 32 bits
	 * @param {number} mask 32 bits
	 * @throws {SatError} BAD_ID; BAD_ARRAY for values that are not 32-bit integers; BAD_HANDLE after destroy()
	 */
	setFilter(id, category, mask) {
		const where = 'world.setFilter', ptr = this.#live(where);
		checkId(id, where);
		for (const [name, v] of [['category', category], ['mask', mask]]) {
			if (!Number.isInteger(v) || Number(v) < -0x80000000 || Number(v) > 0xffffffff) {
				throw fail(ErrorCode.BAD_ARRAY, where, `${name} must be a 32-bit integer (got ${describe(v)})`);
			}
		}
		const code = this.#core.exports.satw_world_set_filter(ptr, id, category | 0, mask | 0);
		if (code !== 0) throw this.#core.errorFromC(code, where, noBody(id));
	}

	/**
	 * Make a body a one-way platform: other bodies collide with it only when they come from the side its normal
	 * (nx, ny) points to, in the body's own frame (it turns with the body): fully on that side where they are, or
	 * where they were at the last `collisions()`, `separate()` iteration or start of `step()`. A pair admitted so
	 * holds while the two touch, so a body landing fast does not sink through; its MTV, push and contact normal are
	 * along the normal only. Other overlaps are no pairs at all (no events, no contacts). (0, 0) makes it an
	 * ordinary body again; the normal is normalised.
	 * @param {number} id
	 * @param {number} nx
	 * @param {number} ny
	 * @throws {SatError} BAD_ID; NOT_FINITE or OUT_OF_RANGE for a bad value (nothing changes); BAD_HANDLE after
	 *   destroy()
	 */
	setOneWay(id, nx, ny) {
		const where = 'world.setOneWay', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = typeof nx === 'number' && typeof ny === 'number'
			? core.exports.satw_world_set_one_way(ptr, id, nx, ny) : ErrorCode.NOT_FINITE;
		if (code === ErrorCode.BAD_ID) throw fail(code, where, noBody(id));
		if (code !== 0) throw coordinatesError(core, code, where, ['nx', nx, 'ny', ny]);
	}

	/**
	 * A body's one-way normal as set (unit, in its own frame), or (0, 0) for an ordinary body.
	 * @template {Vec2} [T=Vec2]
	 * @param {number} id
	 * @param {T} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} BAD_ID; NULL for an `out` that is not an object; BAD_HANDLE after destroy()
	 */
	getOneWay(id, out) {
		const where = 'world.getOneWay', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		checkOut(out, where);
		const code = core.exports.satw_world_get_one_way(ptr, id, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) return /** @type {T} */ ({ x: f32[r], y: f32[r + 1] });
		out.x = f32[r];
		out.y = f32[r + 1];
		return out;
	}

	/**
	 * Find every intersecting pair (touching counts) with its MTV. The returned object and its typed arrays
	 * are views over wasm memory, reused from call to call and valid until the next call on this world:
	 * pair i (i < count) is bodies a[i] and b[i], each pair once, and (mtvX[i], mtvY[i]) added to body a[i]
	 * separates it from b[i]. The arrays may be longer than count.
	 * @returns {WorldCollisions}
	 * @throws {SatError} BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	collisions() {
		const where = 'world.collisions', core = this.#core, ptr = this.#live(where), e = core.exports;
		const code = e.satw_world_collide(ptr, core.outPtr);
		if (code !== 0) throw core.errorFromC(code, where);
		const f32 = core.f32(), result = this.#result;
		result.count = core.heapI32[core.outPtr >> 2];
		const capacity = e.satw_world_pair_capacity(ptr), pairA = e.satw_world_pair_a(ptr);
		if (f32.buffer !== this.#viewBuffer || pairA !== this.#viewPtr || capacity !== this.#viewCapacity) {
			const buffer = f32.buffer;
			result.a = new Int32Array(buffer, pairA, capacity);
			result.b = new Int32Array(buffer, e.satw_world_pair_b(ptr), capacity);
			result.mtvX = new Float32Array(buffer, e.satw_world_pair_mtv_x(ptr), capacity);
			result.mtvY = new Float32Array(buffer, e.satw_world_pair_mtv_y(ptr), capacity);
			this.#viewBuffer = buffer;
			this.#viewPtr = pairA;
			this.#viewCapacity = capacity;
		}
		return result;
	}

	/**
	 * The world-space bounding box of a body.
	 * @template {AABB} [T=AABB]
	 * @param {number} id
	 * @param {T} [out] filled and returned
	 * @returns {T}
	 * @throws {SatError} BAD_ID; BAD_HANDLE after destroy()
	 */
	aabb(id, out) {
		const where = 'world.aabb', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		checkOut(out, where);
		const code = core.exports.satw_world_aabb(ptr, id, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		return readAABB(core, out);
	}

	// ---- queries ----

	/**
	 * The closest body the segment (x0, y0) -> (x1, y1) touches, each body tested as `sat.raycast` tests a shape:
	 * touching counts (a grazed corner hits), a segment starting inside or on a body hits it at fraction 0 with a
	 * zero normal, and a zero-length segment is a point test. Of bodies hit at the same fraction, the lowest id
	 * is named. Bodies are seen where they are now (added, moved, removed or refiltered since the last step
	 * included). The walk follows the grid cells along the segment (Amanatides and Woo's voxel traversal, 1987)
	 * and stops past the closest hit, so its cost grows with the cells crossed, not with the level's size; moving
	 * bodies that have not rested through a step are tested box by box. Statics added since the last step are
	 * gridded by the first query that needs it (what the next step would do): queries never change later results.
	 * @template {WorldRayHit} [T=WorldRayHit]
	 * @param {number} x0
	 * @param {number} y0
	 * @param {number} x1
	 * @param {number} y1
	 * @param {RaycastOptions | null} [options] `{ mask }`: only bodies whose category (see `setFilter`) shares a
	 *   bit with mask, an unsigned 32-bit integer (a negative int32 such as -1 is taken as its bits); every body
	 *   when omitted
	 * @param {T | null} [out] filled and returned (nothing is allocated), else a new object
	 * @returns {T} `{ hit, id, fraction, x, y, normalX, normalY }`: on a miss hit false, id -1 and zeros
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad coordinate; BAD_ARRAY for options or a mask of the
	 *   wrong type; NULL for an `out` that is not an object; BAD_HANDLE after destroy()
	 */
	raycast(x0, y0, x1, y1, options, out) {
		const where = 'world.raycast', core = this.#core, ptr = this.#live(where);
		let mask = -1;
		if (options !== undefined && options !== null) {
			if (typeof options !== 'object') {
				throw fail(ErrorCode.BAD_ARRAY, where, `options must be { mask }, null or omitted (got ${describe(options)})`);
			}
			const m = options.mask;
			if (m !== undefined) {
				if (!Number.isInteger(m) || Number(m) < -0x80000000 || Number(m) > 0xffffffff) {
					throw fail(ErrorCode.BAD_ARRAY, where, `options.mask must be an unsigned 32-bit integer (got ${describe(m)})`);
				}
				mask = m | 0;
			}
		}
		checkOut(out, where);
		const code = typeof x0 === 'number' && typeof y0 === 'number' && typeof x1 === 'number' && typeof y1 === 'number'
			? core.exports.satw_world_raycast(ptr, x0, y0, x1, y1, mask, core.resultPtr, core.outPtr) : ErrorCode.NOT_FINITE;
		if (code !== 0) {
			if (out !== undefined && out !== null) { // no stale output
				out.hit = false;
				out.id = -1;
				out.fraction = out.x = out.y = out.normalX = out.normalY = 0;
			}
			throw coordinatesError(core, code, where, ['x0', x0, 'y0', y0, 'x1', x1, 'y1', y1]);
		}
		const f32 = core.f32(), r = core.resultPtr >> 2, id = core.heapI32[core.outPtr >> 2];
		if (out === undefined || out === null) {
			return /** @type {T} */ ({ hit: f32[r] !== 0, id, fraction: f32[r + 1], x: f32[r + 2], y: f32[r + 3],
				normalX: f32[r + 4], normalY: f32[r + 5] });
		}
		out.hit = f32[r] !== 0;
		out.id = id;
		out.fraction = f32[r + 1];
		out.x = f32[r + 2];
		out.y = f32[r + 3];
		out.normalX = f32[r + 4];
		out.normalY = f32[r + 5];
		return out;
	}

	/**
	 * Ids of the bodies whose shape (not only its bounding box) overlaps the box, touching included, in
	 * ascending order. Without `out`, a new Int32Array of exactly those ids. With `out`, nothing is allocated:
	 * the first min(count, out.length) ids are written into it and the count is returned (when it exceeds
	 * `out.length`, call again with a longer array for the rest).
	 * @overload
	 * @param {number} minX
	 * @param {number} minY
	 * @param {number} maxX
	 * @param {number} maxY
	 * @returns {Int32Array}
	 */
	/**
	 * @overload
	 * @param {number} minX
	 * @param {number} minY
	 * @param {number} maxX
	 * @param {number} maxY
	 * @param {Int32Array} out
	 * @returns {number}
	 */
	/**
	 * @param {number} minX
	 * @param {number} minY
	 * @param {number} maxX
	 * @param {number} maxY
	 * @param {Int32Array | null} [out]
	 * @returns {Int32Array | number}
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad coordinate; BAD_SIZE when minX > maxX or minY > maxY
	 *   (a box of zero width or height is allowed); BAD_ARRAY for an `out` that is not an Int32Array;
	 *   BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	queryAABB(minX, minY, maxX, maxY, out) {
		const where = 'world.queryAABB', core = this.#core, ptr = this.#live(where);
		this.#checkIds(out, where);
		const names = ['minX', minX, 'minY', minY, 'maxX', maxX, 'maxY', maxY];
		if (typeof minX !== 'number' || typeof minY !== 'number' || typeof maxX !== 'number' || typeof maxY !== 'number') {
			throw coordinatesError(core, ErrorCode.NOT_FINITE, where, names);
		}
		let capacity = this.#reserveIds(out ? out.length : Math.max(this.#idsCapacity, 16), where);
		let code = core.exports.satw_world_query_aabb(ptr, minX, minY, maxX, maxY, this.#idsPtr, capacity, core.outPtr);
		let count = code === 0 ? this.#readCount() : 0;
		if (code === 0 && !out && count > capacity) { // more than ever before: room for all, and again
			capacity = this.#reserveIds(count, where);
			code = core.exports.satw_world_query_aabb(ptr, minX, minY, maxX, maxY, this.#idsPtr, capacity, core.outPtr);
			count = code === 0 ? this.#readCount() : 0;
		}
		if (code === ErrorCode.BAD_SIZE) {
			const axis = minX > maxX ? 'x' : 'y', lo = axis === 'x' ? minX : minY, hi = axis === 'x' ? maxX : maxY;
			throw fail(code, where, `min${axis.toUpperCase()} (${lo}) > max${axis.toUpperCase()} (${hi}): the box must have min <= max`);
		}
		if (code !== 0) throw coordinatesError(core, code, where, names);
		return this.#deliverIds(count, out);
	}

	/**
	 * Ids of the bodies whose shape contains the point (on the boundary counts), in ascending order; returned as
	 * `queryAABB` returns them (a new Int32Array, or with `out` the count and no allocation).
	 * @overload
	 * @param {number} x
	 * @param {number} y
	 * @returns {Int32Array}
	 */
	/**
	 * @overload
	 * @param {number} x
	 * @param {number} y
	 * @param {Int32Array} out
	 * @returns {number}
	 */
	/**
	 * @param {number} x
	 * @param {number} y
	 * @param {Int32Array | null} [out]
	 * @returns {Int32Array | number}
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad coordinate; BAD_ARRAY for an `out` that is not an
	 *   Int32Array; BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	queryPoint(x, y, out) {
		const where = 'world.queryPoint', core = this.#core, ptr = this.#live(where);
		this.#checkIds(out, where);
		if (typeof x !== 'number' || typeof y !== 'number') throw coordinatesError(core, ErrorCode.NOT_FINITE, where, ['x', x, 'y', y]);
		let capacity = this.#reserveIds(out ? out.length : Math.max(this.#idsCapacity, 16), where);
		let code = core.exports.satw_world_query_point(ptr, x, y, this.#idsPtr, capacity, core.outPtr);
		let count = code === 0 ? this.#readCount() : 0;
		if (code === 0 && !out && count > capacity) {
			capacity = this.#reserveIds(count, where);
			code = core.exports.satw_world_query_point(ptr, x, y, this.#idsPtr, capacity, core.outPtr);
			count = code === 0 ? this.#readCount() : 0;
		}
		if (code !== 0) throw coordinatesError(core, code, where, ['x', x, 'y', y]);
		return this.#deliverIds(count, out);
	}

	/**
	 * The first body that `shape`, placed at (x, y, angle) and moved by t·(dx, dy) for t in [0, 1], touches:
	 * each body decided exactly as `sat.sweep` decides it (a body it starts touching or overlapping: t = 0 and
	 * the MTV's direction); of equal times the lowest id. `shape` itself is not moved (the world places a copy).
	 * A one-way body is seen only when the shape starts fully on its open side. The walk follows the grid cells
	 * along the motion and stops past the earliest hit, never testing every body.
	 * @template {WorldShapeHit} [T=WorldShapeHit]
	 * @param {Shape} shape
	 * @param {number} x
	 * @param {number} y
	 * @param {number} angle radians
	 * @param {number} dx
	 * @param {number} dy
	 * @param {CastShapeOptions | null} [options] `{ mask, ignore }`: only bodies whose category shares a bit with
	 *   mask (every body when omitted); `ignore`, one body id to skip (the caster's own body)
	 * @param {T | null} [out] filled and returned (nothing is allocated), else a new object
	 * @returns {T} `{ hit, id, t, x, y, normalX, normalY }`: the contact point and the unit normal from the body
	 *   towards the shape; on a miss hit false, id -1 and zeros
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, destroyed or foreign shape; NOT_FINITE or OUT_OF_RANGE
	 *   for a bad number; BAD_ARRAY for bad options; BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	castShape(shape, x, y, angle, dx, dy, options, out) {
		const where = 'world.castShape', core = this.#core, ptr = this.#live(where);
		const shapePtr = Shape.ptrOf(shape, core);
		if (shapePtr === 0) throw Shape.handleError(shape, core, where, 'shape');
		const { mask, ignore } = queryOptions(options, where, true);
		checkOut(out, where);
		const numbers = typeof x === 'number' && typeof y === 'number' && typeof angle === 'number' &&
			typeof dx === 'number' && typeof dy === 'number';
		const code = numbers ? core.exports.satw_world_cast_shape(ptr, shapePtr, x, y, angle, dx, dy, mask, ignore,
			core.resultPtr, core.outPtr) : ErrorCode.NOT_FINITE;
		if (code !== 0) {
			if (out !== undefined && out !== null) {
				out.hit = false;
				out.id = -1;
				out.t = out.x = out.y = out.normalX = out.normalY = 0;
			}
			throw coordinatesError(core, code, where, ['x', x, 'y', y, 'angle', angle, 'dx', dx, 'dy', dy]);
		}
		const f32 = core.f32(), r = core.resultPtr >> 2, id = core.heapI32[core.outPtr >> 2];
		const o = out ?? /** @type {T} */ ({});
		o.hit = f32[r] !== 0;
		o.id = id;
		o.t = f32[r + 1];
		o.x = f32[r + 2];
		o.y = f32[r + 3];
		o.normalX = f32[r + 4];
		o.normalY = f32[r + 5];
		return /** @type {T} */ (o);
	}

	/**
	 * Ids of the bodies whose shape overlaps `shape` placed at (x, y, angle) (touching counts), as `sat.collide`
	 * decides it, in ascending order; returned as `queryAABB` returns them (a new Int32Array, or with `out` the
	 * count and no allocation). One-way bodies are reported as any other.
	 * @overload
	 * @param {Shape} shape
	 * @param {number} x
	 * @param {number} y
	 * @param {number} angle
	 * @param {QueryOptions | null} [options]
	 * @returns {Int32Array}
	 */
	/**
	 * @overload
	 * @param {Shape} shape
	 * @param {number} x
	 * @param {number} y
	 * @param {number} angle
	 * @param {QueryOptions | null | undefined} options
	 * @param {Int32Array} out
	 * @returns {number}
	 */
	/**
	 * @param {Shape} shape
	 * @param {number} x
	 * @param {number} y
	 * @param {number} angle radians
	 * @param {QueryOptions | null} [options] `{ mask }`: only bodies whose category shares a bit with mask
	 * @param {Int32Array | null} [out]
	 * @returns {Int32Array | number}
	 * @throws {SatError} NULL or BAD_HANDLE for the shape; NOT_FINITE or OUT_OF_RANGE for a bad number; BAD_ARRAY
	 *   for bad options or an `out` that is not an Int32Array; BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	overlapShape(shape, x, y, angle, options, out) {
		const where = 'world.overlapShape', core = this.#core, ptr = this.#live(where);
		const shapePtr = Shape.ptrOf(shape, core);
		if (shapePtr === 0) throw Shape.handleError(shape, core, where, 'shape');
		const { mask } = queryOptions(options, where, false);
		this.#checkIds(out, where);
		const names = ['x', x, 'y', y, 'angle', angle];
		if (typeof x !== 'number' || typeof y !== 'number' || typeof angle !== 'number') {
			throw coordinatesError(core, ErrorCode.NOT_FINITE, where, names);
		}
		let capacity = this.#reserveIds(out ? out.length : Math.max(this.#idsCapacity, 16), where);
		let code = core.exports.satw_world_overlap_shape(ptr, shapePtr, x, y, angle, mask, this.#idsPtr, capacity, core.outPtr);
		let count = code === 0 ? this.#readCount() : 0;
		if (code === 0 && !out && count > capacity) {
			capacity = this.#reserveIds(count, where);
			code = core.exports.satw_world_overlap_shape(ptr, shapePtr, x, y, angle, mask, this.#idsPtr, capacity, core.outPtr);
			count = code === 0 ? this.#readCount() : 0;
		}
		if (code !== 0) throw coordinatesError(core, code, where, names);
		return this.#deliverIds(count, out);
	}

	/**
	 * Move and slide a kinematic body by (dx, dy), as a game character (after Box2D v3.1's mover and Rapier's
	 * character controller): pushed out of what it overlaps first, then its shape is cast along the motion, stopped
	 * a skin short of the hit, and the motion into that surface is taken away, a few times; surfaces steeper than
	 * `maxSlope` are walls. Tile seams are never walls; one-way bodies stop it only from their open side. The body
	 * is not carried by what it stands on: add the ground body's velocity (`groundId`) to the next motion.
	 * @template {MoveResult} [T=MoveResult]
	 * @param {number} id a kinematic body
	 * @param {number} dx
	 * @param {number} dy
	 * @param {MoveOptions | null} [options] `{ upX, upY, maxSlope, stepHeight, snapDown, skin, slideOnSlopes }`
	 * @param {T | null} [out] filled and returned (nothing is allocated), else a new object
	 * @returns {T} `{ x, y, grounded, groundId, groundNormalX, groundNormalY, hitCount }`
	 * @throws {SatError} BAD_ID; BAD_TYPE for a body that is not kinematic; NOT_FINITE or OUT_OF_RANGE for a bad
	 *   number (maxSlope outside [0, pi/2]); BAD_AXIS for a zero up; BAD_SIZE for a negative stepHeight, snapDown
	 *   or skin; BAD_ARRAY for options that are not an object; BAD_HANDLE after destroy()
	 */
	move(id, dx, dy, options, out) {
		const where = 'world.move', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const d = core.moveDefaults;
		let upX = d.upX, upY = d.upY, maxSlope = d.maxSlope, stepHeight = d.stepHeight, snapDown = d.snapDown;
		let skin = d.skin, slide = 0;
		if (options !== undefined && options !== null) {
			if (typeof options !== 'object') {
				throw fail(ErrorCode.BAD_ARRAY, where, `options must be an object, null or omitted (got ${describe(options)})`);
			}
			for (const name of ['upX', 'upY', 'maxSlope', 'stepHeight', 'snapDown', 'skin']) {
				const v = /** @type {Record<string, unknown>} */ (options)[name];
				if (v !== undefined && typeof v !== 'number') {
					throw fail(ErrorCode.NOT_FINITE, where, `options.${name} must be a number (got ${describe(v)})`);
				}
			}
			upX = options.upX ?? upX;
			upY = options.upY ?? upY;
			maxSlope = options.maxSlope ?? maxSlope;
			stepHeight = options.stepHeight ?? stepHeight;
			snapDown = options.snapDown ?? snapDown;
			skin = options.skin ?? skin;
			slide = options.slideOnSlopes ? 1 : 0;
		}
		checkOut(out, where);
		const code = typeof dx === 'number' && typeof dy === 'number'
			? core.exports.satw_world_move(ptr, id, dx, dy, upX, upY, maxSlope, stepHeight, snapDown, skin, slide,
				core.resultPtr, core.outPtr)
			: ErrorCode.NOT_FINITE;
		if (code !== 0) {
			if (code === ErrorCode.BAD_ID) throw core.errorFromC(code, where, noBody(id));
			if (code === ErrorCode.BAD_TYPE) throw fail(code, where, `body ${id} is not kinematic: move() moves kinematic bodies`);
			if (code === ErrorCode.BAD_AXIS) throw fail(code, where, `up (${upX}, ${upY}) must not be zero`);
			if (code === ErrorCode.BAD_SIZE) {
				throw fail(code, where, `stepHeight (${stepHeight}), snapDown (${snapDown}) and skin (${skin}) must not be negative`);
			}
			if (code === ErrorCode.OUT_OF_RANGE && !(maxSlope >= 0 && maxSlope <= Math.PI / 2)) {
				throw fail(code, where, `maxSlope (${maxSlope}) must be in [0, pi/2] radians`);
			}
			throw coordinatesError(core, code, where, ['dx', dx, 'dy', dy, 'upX', upX, 'upY', upY, 'maxSlope', maxSlope,
				'stepHeight', stepHeight, 'snapDown', snapDown, 'skin', skin]);
		}
		const f32 = core.f32(), r = core.resultPtr >> 2;
		const o = out ?? /** @type {T} */ ({});
		o.x = f32[r];
		o.y = f32[r + 1];
		o.grounded = f32[r + 2] !== 0;
		o.groundId = core.heapI32[core.outPtr >> 2];
		o.groundNormalX = f32[r + 3];
		o.groundNormalY = f32[r + 4];
		o.hitCount = f32[r + 5];
		return /** @type {T} */ (o);
	}

	/** The count C wrote to the scratch int (after a call that may have grown the memory). */
	#readCount() {
		const core = this.#core;
		core.f32();
		return core.heapI32[core.outPtr >> 2];
	}

	/** @param {unknown} out @param {string} where */
	#checkIds(out, where) {
		if (out !== undefined && out !== null && !(out instanceof Int32Array)) {
			throw fail(ErrorCode.BAD_ARRAY, where, `out must be an Int32Array, null or omitted (got ${describe(out)})`);
		}
	}

	/**
	 * Room for n ids in wasm memory (kept between calls, grown to the largest need only); returns n.
	 * @param {number} n
	 * @param {string} where
	 */
	#reserveIds(n, where) {
		if (n > this.#idsCapacity) {
			const e = this.#core.exports;
			if (this.#idsPtr !== 0) e.free(this.#idsPtr);
			this.#idsPtr = e.malloc(4 * n);
			this.#idsCapacity = this.#idsPtr === 0 ? 0 : n;
			this.#held.ids = this.#idsPtr;
			if (this.#idsPtr === 0) throw fail(ErrorCode.OUT_OF_MEMORY, where, `no room for ${n} ids`);
		}
		return n;
	}

	/**
	 * The ids C wrote: copied into `out` (returning the count), or a new array of exactly them.
	 * @param {number} count
	 * @param {Int32Array | null} [out]
	 */
	#deliverIds(count, out) {
		const core = this.#core;
		core.f32(); // re-views the memory if it grew
		const heap = core.heapI32, base = this.#idsPtr >> 2;
		if (!out) return heap.slice(base, base + count);
		const n = Math.min(count, out.length);
		for (let k = 0; k < n; ++k) out[k] = heap[base + k];
		return count;
	}

	// ---- physics ----

	/**
	 * Set how a body moves. `'static'` bodies never move and never pair with each other (level geometry);
	 * `'kinematic'` bodies (the default) move only where you put them or by their velocity in `step()`, and push
	 * dynamic bodies without being pushed; `'dynamic'` bodies are moved by `step()` (gravity, contacts,
	 * impulses).
	 * @param {number} id
	 * @param {BodyType} type `'static'`, `'kinematic'` or `'dynamic'`
	 * @throws {SatError} BAD_ID; BAD_TYPE for another value, or `'dynamic'` for a body whose shape is a segment;
	 *   OUT_OF_MEMORY (nothing changed); BAD_HANDLE after destroy()
	 */
	setType(id, type) {
		const where = 'world.setType', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const value = typeof type === 'string' ? core.bodyTypes.indexOf(type) : -1;
		if (value < 0) {
			throw fail(ErrorCode.BAD_TYPE, where, `type must be one of ${core.bodyTypes.map((t) => `'${t}'`).join(', ')} ` +
				`(got ${describe(type)})`);
		}
		const code = core.exports.satw_world_set_type(ptr, id, value);
		if (code === ErrorCode.BAD_ID) throw fail(code, where, noBody(id));
		if (code === ErrorCode.BAD_TYPE) {
			throw fail(code, where, `type '${type}': body ${id} is a segment, which has no area and so no mass ` +
				'(use a thin capsule for a moving one)');
		}
		if (code !== 0) throw core.errorFromC(code, where, `type '${type}': ${core.messages[code]}`);
	}

	/**
	 * How a body moves: `'static'`, `'kinematic'` (the default) or `'dynamic'`.
	 * @param {number} id
	 * @returns {BodyType}
	 * @throws {SatError} BAD_ID; BAD_HANDLE after destroy()
	 */
	type(id) {
		const where = 'world.type', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = core.exports.satw_world_get_type(ptr, id, core.outPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		core.resultView();
		return /** @type {BodyType} */ (core.bodyTypes[core.heapI32[core.outPtr >> 2]]);
	}

	/**
	 * Set some or all of a body's material: fields left out (or undefined) keep their values, and its mass and
	 * inertia follow from the density. Two bodies in contact use friction sqrt(fa * fb), staticFriction
	 * sqrt(sa * sb), restitution max(ea, eb), and as Box2D v3 rolling resistance max(ra, rb) times the larger
	 * radius of the two (a circle's or capsule's; 0 for other shapes) and tangent speed ta + tb. Other keys of
	 * `material` are ignored.
	 * @param {number} id
	 * @param {Partial<Material>} material `density` > 0 (mass per unit area, default 1); `friction` >= 0 while
	 *   sliding (default 0.6); `restitution` >= 0, 0 stops and 1 bounces back at the same speed (default 0);
	 *   `staticFriction` >= 0 holds a contact at rest, or `null` (the default): the same as `friction`, so
	 *   setting only `friction` makes a surface slippery; `rollingResistance` >= 0 (default 0) slows rolling
	 *   circles and capsules (on flat ground a circle slows at 2/3 * rollingResistance * g and stops);
	 *   `tangentSpeed` of any sign, in units per second (default 0): the surface runs clockwise around the body at
	 *   that speed, a conveyor belt, so a body on top of a static belt with a positive one is carried towards +x;
	 *   all finite and at most MAX_COORDINATE in magnitude
	 * @throws {SatError} BAD_MATERIAL for a material that is not an object, a field that is not a number or a
	 *   value the C core refuses (NaN, negative, zero density; nothing changes); BAD_ID; BAD_HANDLE after destroy()
	 */
	setMaterial(id, material) {
		const where = 'world.setMaterial', core = this.#core, ptr = this.#live(where), e = core.exports;
		checkId(id, where);
		if (material === null || typeof material !== 'object') {
			throw fail(ErrorCode.BAD_MATERIAL, where, `material must be an object such as { density, friction, restitution, ` +
				`staticFriction, rollingResistance, tangentSpeed } (got ${describe(material)})`);
		}
		for (let k = 0; k < MATERIAL_FIELDS.length; ++k) { // no iterator: this runs every frame in some games
			const name = MATERIAL_FIELDS[k], v = material[name];
			if (v !== undefined && typeof v !== 'number' && !(v === null && name === 'staticFriction')) {
				throw fail(ErrorCode.BAD_MATERIAL, where, `material.${name} must be a number (got ${describe(v)})`);
			}
		}
		// A partial update: the fields not given come from the body's current material.
		let code = e.satw_world_get_material(ptr, id, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		const { density = f32[r], friction = f32[r + 1], restitution = f32[r + 2] } = material;
		const given = material.staticFriction, staticFriction = given === undefined ? f32[r + 3] : given === null ? core.sameAsFriction : given;
		const { rollingResistance = f32[r + 4], tangentSpeed = f32[r + 5] } = material;
		code = e.satw_world_set_material(ptr, id, density, friction, restitution, staticFriction, rollingResistance, tangentSpeed);
		if (code === ErrorCode.BAD_MATERIAL) {
			throw this.#materialError(where, [density, friction, restitution, staticFriction, rollingResistance, tangentSpeed]);
		}
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
	}

	/**
	 * The error for a material C refused: names the first field it refuses, checked as C checks it (as float32).
	 * @param {string} where
	 * @param {number[]} values in MATERIAL_FIELDS order
	 */
	#materialError(where, values) {
		const max = this.#core.maxCoordinate, sameAsFriction = this.#core.sameAsFriction;
		for (let k = 0; k < values.length; ++k) {
			const v = values[k], f = Math.fround(v), name = MATERIAL_FIELDS[k];
			if (name === 'staticFriction' && f === sameAsFriction) continue; // null: follows friction
			const signed = name === 'tangentSpeed'; // of either sign
			const ok = Number.isFinite(f) && Math.abs(f) <= max && (k === 0 ? f > 0 : signed || f >= 0);
			if (!ok) {
				const rule = k === 0 ? 'a positive finite number' : signed ? 'a finite number' : 'a finite number >= 0';
				return fail(ErrorCode.BAD_MATERIAL, where, `material.${name} must be ${rule} at most MAX_COORDINATE ` +
					`(got ${describe(v)}); nothing changed`);
			}
		}
		return this.#core.errorFromC(ErrorCode.BAD_MATERIAL, where);
	}

	/**
	 * A body's material (defaults: density 1, friction 0.6, restitution 0, staticFriction null: the same as
	 * friction, rollingResistance 0, tangentSpeed 0; float32 values).
	 * @template {Material} [T=Material]
	 * @param {number} id
	 * @param {T} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} BAD_ID; NULL for an `out` that is not an object; BAD_HANDLE after destroy()
	 */
	material(id, out) {
		const where = 'world.material', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		checkOut(out, where);
		const code = core.exports.satw_world_get_material(ptr, id, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) {
			return /** @type {T} */ ({ density: f32[r], friction: f32[r + 1], restitution: f32[r + 2],
				staticFriction: f32[r + 3] === core.sameAsFriction ? null : f32[r + 3], rollingResistance: f32[r + 4],
				tangentSpeed: f32[r + 5] });
		}
		out.density = f32[r];
		out.friction = f32[r + 1];
		out.restitution = f32[r + 2];
		out.staticFriction = f32[r + 3] === core.sameAsFriction ? null : f32[r + 3];
		out.rollingResistance = f32[r + 4];
		out.tangentSpeed = f32[r + 5];
		return out;
	}

	/**
	 * A body's mass (density * area), rotational inertia about its centre of mass, and centre of mass in the
	 * shape's local coordinates; computed as if the body were dynamic, whatever its type.
	 * @template {MassData} [T=MassData]
	 * @param {number} id
	 * @param {T} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} BAD_ID; NULL for an `out` that is not an object; BAD_HANDLE after destroy()
	 */
	massData(id, out) {
		const where = 'world.massData', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		checkOut(out, where);
		const code = core.exports.satw_world_get_mass_data(ptr, id, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) {
			return /** @type {T} */ ({ mass: f32[r], inertia: f32[r + 1], centerX: f32[r + 2], centerY: f32[r + 3] });
		}
		out.mass = f32[r];
		out.inertia = f32[r + 1];
		out.centerX = f32[r + 2];
		out.centerY = f32[r + 3];
		return out;
	}

	/**
	 * Set a body's velocity: of its centre of mass in units per second, and its angular velocity in radians per
	 * second (counter-clockwise). Static bodies ignore it (it reads back as zero).
	 * @param {number} id
	 * @param {number} vx
	 * @param {number} vy
	 * @param {number} [angularVelocity=0]
	 * @throws {SatError} BAD_ID; NOT_FINITE or OUT_OF_RANGE for a bad value (nothing changes); BAD_HANDLE after
	 *   destroy()
	 */
	setVelocity(id, vx, vy, angularVelocity = 0) {
		const where = 'world.setVelocity', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = typeof vx === 'number' && typeof vy === 'number' && typeof angularVelocity === 'number'
			? core.exports.satw_world_set_velocity(ptr, id, vx, vy, angularVelocity) : ErrorCode.NOT_FINITE;
		if (code === ErrorCode.BAD_ID) throw fail(code, where, noBody(id));
		if (code !== 0) throw coordinatesError(core, code, where, ['vx', vx, 'vy', vy, 'angularVelocity', angularVelocity]);
	}

	/**
	 * A body's velocity: `vx, vy` of its centre of mass (units per second), `angularVelocity` (radians per
	 * second, counter-clockwise).
	 * @template {Velocity} [T=Velocity]
	 * @param {number} id
	 * @param {T} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} BAD_ID; NULL for an `out` that is not an object; BAD_HANDLE after destroy()
	 */
	velocity(id, out) {
		const where = 'world.velocity', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		checkOut(out, where);
		const code = core.exports.satw_world_get_velocity(ptr, id, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) return /** @type {T} */ ({ vx: f32[r], vy: f32[r + 1], angularVelocity: f32[r + 2] });
		out.vx = f32[r];
		out.vy = f32[r + 1];
		out.angularVelocity = f32[r + 2];
		return out;
	}

	/**
	 * Set a body's linear and angular damping, per second (both 0 by default), as Box2D v3's: each substep h of
	 * `step()`, before gravity is added, a dynamic body's velocity is divided by 1 + h * linear and its angular
	 * velocity by 1 + h * angular, so with nothing else acting its speed decays as exp(-linear * t). Static and
	 * kinematic bodies keep the values but are not slowed. Nothing wakes.
	 * @param {number} id
	 * @param {number} linear >= 0, finite, at most MAX_COORDINATE
	 * @param {number} angular >= 0, finite, at most MAX_COORDINATE
	 * @throws {SatError} BAD_ID; NOT_FINITE for NaN, an infinity or a value that is not a number, OUT_OF_RANGE for a
	 *   negative value or one above MAX_COORDINATE (nothing changes); BAD_HANDLE after destroy()
	 */
	setDamping(id, linear, angular) {
		const where = 'world.setDamping', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = typeof linear === 'number' && typeof angular === 'number'
			? core.exports.satw_world_set_damping(ptr, id, linear, angular) : ErrorCode.NOT_FINITE;
		if (code === ErrorCode.BAD_ID) throw fail(code, where, noBody(id));
		if (code !== 0) throw dampingError(core, code, where, linear, angular);
	}

	/**
	 * A body's linear and angular damping (see `setDamping`).
	 * @template {Damping} [T=Damping]
	 * @param {number} id
	 * @param {T} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} BAD_ID; NULL for an `out` that is not an object; BAD_HANDLE after destroy()
	 */
	damping(id, out) {
		const where = 'world.damping', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		checkOut(out, where);
		const code = core.exports.satw_world_get_damping(ptr, id, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) return /** @type {T} */ ({ linear: f32[r], angular: f32[r + 1] });
		out.linear = f32[r];
		out.angular = f32[r + 1];
		return out;
	}

	/**
	 * Apply an impulse (mass times velocity change) to a dynamic body at the world point (px, py), which also
	 * spins it, or at its centre of mass when the point is left out. Other body types ignore it.
	 * @param {number} id
	 * @param {number} ix
	 * @param {number} iy
	 * @param {number} [px] world point; give both coordinates or neither
	 * @param {number} [py]
	 * @throws {SatError} BAD_ID; NOT_FINITE or OUT_OF_RANGE for a bad value, or only one of px, py (nothing
	 *   changes); BAD_HANDLE after destroy()
	 */
	applyImpulse(id, ix, iy, px, py) {
		const where = 'world.applyImpulse', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const atCenter = px === undefined && py === undefined;
		const code = typeof ix === 'number' && typeof iy === 'number' && (atCenter || (typeof px === 'number' && typeof py === 'number'))
			? core.exports.satw_world_apply_impulse(ptr, id, ix, iy, atCenter ? 0 : /** @type {number} */ (px),
				atCenter ? 0 : /** @type {number} */ (py), atCenter ? 1 : 0)
			: ErrorCode.NOT_FINITE;
		if (code === ErrorCode.BAD_ID) throw fail(code, where, noBody(id));
		if (code !== 0) throw coordinatesError(core, code, where, atCenter ? ['ix', ix, 'iy', iy] : ['ix', ix, 'iy', iy, 'px', px, 'py', py]);
	}

	/**
	 * Make a body a bullet (`true`, the default here) or not (`false`; bodies start as not), after Box2D v3's
	 * bullets. `step()` stops a fast dynamic body at its first time of impact with static and kinematic bodies; a
	 * bullet is also stopped by the dynamic bodies that are not bullets (where they end the step), and its sweep
	 * turns with it (conservative advancement, after Brian Mirtich's thesis), so a fast, thin or spinning body does
	 * not pass through thin ones. It stops a little short of the first touch (within 1.25 mm times
	 * lengthUnitsPerMeter), its velocity kept: the next step's contact makes the impact. Bullets are not swept against
	 * each other nor against sensors; an asleep body a bullet stops at wakes. Costs a search per nearby body on each fast step: make only the few fast bodies
	 * (projectiles) bullets. The flag is kept whatever the type and acts only while the body is dynamic.
	 * @param {number} id
	 * @param {boolean} [isBullet=true]
	 * @throws {SatError} BAD_ID; BAD_HANDLE after destroy()
	 */
	setBullet(id, isBullet = true) {
		const where = 'world.setBullet', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = core.exports.satw_world_set_bullet(ptr, id, isBullet ? 1 : 0);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
	}

	/**
	 * Whether a body is a bullet (`setBullet`).
	 * @param {number} id
	 * @returns {boolean}
	 * @throws {SatError} BAD_ID; BAD_HANDLE after destroy()
	 */
	isBullet(id) {
		const where = 'world.isBullet', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = core.exports.satw_world_is_bullet(ptr, id, core.outPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		core.resultView();
		return core.heapI32[core.outPtr >> 2] !== 0;
	}

	/**
	 * Set the gravity acceleration applied to dynamic bodies (default (0, -10) m/s²: -10 * lengthUnitsPerMeter; y up).
	 * @param {number} gx
	 * @param {number} gy
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad value (nothing changes); BAD_HANDLE after destroy()
	 */
	setGravity(gx, gy) {
		const where = 'world.setGravity', core = this.#core, ptr = this.#live(where);
		const code = typeof gx === 'number' && typeof gy === 'number'
			? core.exports.satw_world_set_gravity(ptr, gx, gy) : ErrorCode.NOT_FINITE;
		if (code !== 0) throw coordinatesError(core, code, where, ['gx', gx, 'gy', gy]);
	}

	/**
	 * The gravity acceleration.
	 * @template {Vec2} [T=Vec2]
	 * @param {T} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} NULL for an `out` that is not an object; BAD_HANDLE after destroy()
	 */
	gravity(out) {
		const where = 'world.gravity', core = this.#core, ptr = this.#live(where);
		checkOut(out, where);
		core.exports.satw_world_get_gravity(ptr, core.resultPtr);
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) return /** @type {T} */ ({ x: f32[r], y: f32[r + 1] });
		out.x = f32[r];
		out.y = f32[r + 1];
		return out;
	}

	/**
	 * Whether a body is awake. Dynamic bodies touching through contacts form islands (static and kinematic
	 * bodies do not link them); an island whose every body moved slower than 0.05 m/s (times lengthUnitsPerMeter) at every
	 * point (and turned slower than 2 degrees per second) for 0.5 s falls asleep: `step()` no longer moves it (its
	 * transforms stay bit for bit), its velocities read zero and its contacts are kept. It wakes, whole, when an
	 * awake dynamic body, a moving kinematic body or a body you moved touches it; when one of its bodies gets a
	 * non-zero velocity or impulse, is moved, retyped, refiltered or given another material; when a body in
	 * contact with it is removed; when the gravity changes; or by `setAwake()` and `setSleepEnabled(false)`.
	 * Kinematic bodies are awake while their velocity is not zero; static bodies never are.
	 * @param {number} id
	 * @returns {boolean}
	 * @throws {SatError} BAD_ID; BAD_HANDLE after destroy()
	 */
	isAwake(id) {
		const where = 'world.isAwake', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = core.exports.satw_world_is_awake(ptr, id, core.outPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		core.resultView();
		return core.heapI32[core.outPtr >> 2] !== 0;
	}

	/**
	 * Wake a dynamic body's island (`true`), or put it to sleep now (`false`) with its velocities zeroed: the
	 * body and the dynamic bodies linked to it by the last step's contacts. Static and kinematic bodies are not
	 * in islands: nothing changes for them.
	 * @param {number} id
	 * @param {boolean} awake
	 * @throws {SatError} BAD_ID; BAD_HANDLE after destroy()
	 */
	setAwake(id, awake) {
		const where = 'world.setAwake', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = core.exports.satw_world_set_awake(ptr, id, awake ? 1 : 0);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
	}

	/**
	 * Let islands fall asleep (the default) or not; disabling wakes every island.
	 * @param {boolean} enabled
	 * @throws {SatError} BAD_HANDLE after destroy()
	 */
	setSleepEnabled(enabled) {
		const where = 'world.setSleepEnabled', core = this.#core, ptr = this.#live(where);
		const code = core.exports.satw_world_set_sleep_enabled(ptr, enabled ? 1 : 0);
		if (code !== 0) throw core.errorFromC(code, where);
	}

	/** Whether islands may fall asleep (`setSleepEnabled`; true by default). @type {boolean} */
	get sleepEnabled() { return this.#core.exports.satw_world_is_sleep_enabled(this.#live('world.sleepEnabled')) !== 0; }

	/**
	 * Advance the world by `dt` seconds (a fixed dt such as 1/60 gives repeatable results): find the touching
	 * pairs (as `collisions()`, whose results and events it updates) and their contact manifolds, solve the
	 * contacts with sequential impulses over substeps (non-penetration, friction, static friction,
	 * restitution), then move dynamic bodies by their velocities and kinematic ones by theirs; a fast dynamic
	 * body stops at its first time of impact with a static or kinematic body instead of tunnelling. `dt = 0`
	 * only finds pairs and contacts. On an error nothing moves. Pass the same options object every frame to
	 * allocate nothing.
	 * @param {number} dt seconds, in [0, 1]
	 * @param {StepOptions} [options] `iterations`: velocity iterations per step, spread over the substeps
	 *   (default 8); `substeps`: the step is cut into this many substeps (default 4; more is stiffer and
	 *   slower); both integers from 1 to 64
	 * @throws {SatError} BAD_STEP for dt outside [0, 1], options that are not an object, or iterations or
	 *   substeps that are not integers in [1, 64]; BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	step(dt, options) {
		const where = 'world.step', core = this.#core, ptr = this.#live(where);
		if (typeof dt !== 'number') throw fail(ErrorCode.BAD_STEP, where, `dt must be a number of seconds in [0, 1] (got ${describe(dt)})`);
		let iterations = 0, substeps = 0; // 0: the C core's defaults
		if (options !== undefined && options !== null) {
			if (typeof options !== 'object') {
				throw fail(ErrorCode.BAD_STEP, where, `options must be an object such as { iterations, substeps } or omitted ` +
					`(got ${describe(options)})`);
			}
			const it = options.iterations, sub = options.substeps;
			// 0 would ask C for its default: only a missing value does that.
			if (it !== undefined && (!isInt32(it) || it === 0)) throw passesError(core, where, 'options.iterations', it);
			if (sub !== undefined && (!isInt32(sub) || sub === 0)) throw passesError(core, where, 'options.substeps', sub);
			iterations = it ?? 0;
			substeps = sub ?? 0;
		}
		const code = core.exports.satw_world_step(ptr, dt, iterations, substeps);
		if (code === ErrorCode.BAD_STEP) {
			const f = Math.fround(dt), max = core.maxStepPasses;
			if (!(f >= 0 && f <= 1)) throw fail(code, where, `dt must be in [0, 1] seconds (got ${describe(dt)}); nothing moved`);
			if (iterations < 0 || (max > 0 && iterations > max)) throw passesError(core, where, 'options.iterations', iterations);
			if (substeps < 0 || (max > 0 && substeps > max)) throw passesError(core, where, 'options.substeps', substeps);
		}
		if (code !== 0) throw core.errorFromC(code, where);
	}

	/**
	 * A body's transform: the position of its shape's local origin (a box's or circle's centre) and its angle.
	 * @template {Transform} [T=Transform]
	 * @param {number} id
	 * @param {T} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} BAD_ID; NULL for an `out` that is not an object; BAD_HANDLE after destroy()
	 */
	transform(id, out) {
		const where = 'world.transform', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		checkOut(out, where);
		const code = core.exports.satw_world_get_transform(ptr, id, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) return /** @type {T} */ ({ x: f32[r], y: f32[r + 1], angle: f32[r + 2] });
		out.x = f32[r];
		out.y = f32[r + 1];
		out.angle = f32[r + 2];
		return out;
	}

	/**
	 * The transforms of every slot as one Float32Array view over wasm memory: [x, y, angle] per slot, so body
	 * `id` is at 3 * slot with slot = id & ((1 << sat.ID_SLOT_BITS) - 1) (ID_SLOT_BITS is 22; slot i is body
	 * id i while nothing was removed). Updated in place by every call that moves a body (`step`, `separate`,
	 * `setTransform`, ...); free slots hold their last values. The same view is returned until a body is added
	 * or the wasm memory grows: call `transforms()` again after those (it allocates nothing otherwise).
	 * @returns {Float32Array}
	 * @throws {SatError} BAD_HANDLE after destroy()
	 */
	transforms() {
		const core = this.#core, ptr = this.#live('world.transforms'), e = core.exports;
		const at = e.satw_world_transforms(ptr), length = 3 * e.satw_world_slot_count(ptr);
		const buffer = core.resultView().buffer, view = this.#transforms;
		if (view.buffer !== buffer || view.byteOffset !== at || view.length !== length) {
			this.#transforms = new Float32Array(buffer, at, length);
		}
		return this.#transforms;
	}

	/**
	 * The contacts of the last `step()`: one per touching pair with a dynamic body, in the order of the pairs,
	 * then the speculative contacts (after Box2D v3): a dynamic body and a convex body not touching but within
	 * 0.02 m (times lengthUnitsPerMeter), with negative depths (the gap). All of these are of awake bodies; then come the pairs with an
	 * asleep body, whose contacts are kept as they were when it fell asleep.
	 * Contact k (k < count) is bodies ids[3k] and ids[3k + 1] with ids[3k + 2] points, and data[8k ..
	 * 8k + 7] = normalX, normalY (unit, from the second body towards the first), x0, y0, depth0, x1, y1,
	 * depth1 (points midway between the surfaces, unused ones zero); impulses[2k], impulses[2k + 1] = each
	 * point's normal impulse over the step (mass * velocity; divided by dt, the force; a kept contact of asleep
	 * bodies gives those of the last step it was solved in). The object and its views over wasm memory are reused
	 * from call to call and valid until the next step; the arrays may be longer than needed.
	 * @returns {Contacts}
	 * @throws {SatError} BAD_HANDLE after destroy()
	 */
	contacts() {
		const core = this.#core, ptr = this.#live('world.contacts'), e = core.exports, result = this.#contacts;
		const count = e.satw_world_contact_count(ptr), buffer = core.resultView().buffer;
		result.count = count;
		result.ids = viewOf(result.ids, buffer, e.satw_world_contact_ids(ptr), count * core.contactInts);
		result.data = viewOf(result.data, buffer, e.satw_world_contact_data(ptr), count * core.contactFloats);
		result.impulses = viewOf(result.impulses, buffer, e.satw_world_contact_impulses(ptr), count * 2);
		return result;
	}

	/**
	 * The pairs that began and ended touching in the last `step()` or `collisions()`: pair k of `begin` (k <
	 * beginCount) is bodies begin[2k] and begin[2k + 1], lower id first, and likewise for `end`. A removed body's
	 * pairs end at the next such call. The object and its views over wasm memory are reused from call to call
	 * and valid until the next step or collisions(); the arrays may be longer than needed. Events are tracked from
	 * the first step() or events() call on (a world that never asks pays nothing for them); the pairs touching at
	 * that moment do not begin again.
	 * The last `step()` also gives sensor events (`setSensor`): sensorBegin[2k], sensorBegin[2k + 1] = the sensor's
	 * id and the visitor's (ascending), likewise `sensorEnd`; and hit events (after Box2D v3): contacts that began
	 * in the step (touching, or within the speculative distance) with an approach speed of at least the world's
	 * `hitSpeed`: hitIds[2k], hitIds[2k + 1] = the contact's bodies, hits[5k .. 5k + 4] = x, y (the point that
	 * approached fastest), normalX, normalY (from the second body towards the first), approach speed (> 0).
	 * @returns {Events}
	 * @throws {SatError} BAD_HANDLE after destroy()
	 */
	events() {
		const core = this.#core, ptr = this.#live('world.events'), e = core.exports, result = this.#events;
		const beginCount = e.satw_world_begin_count(ptr), endCount = e.satw_world_end_count(ptr);
		const buffer = core.resultView().buffer;
		result.beginCount = beginCount;
		result.begin = viewOf(result.begin, buffer, e.satw_world_begin_pairs(ptr), 2 * beginCount);
		result.endCount = endCount;
		result.end = viewOf(result.end, buffer, e.satw_world_end_pairs(ptr), 2 * endCount);
		const sensorBeginCount = e.satw_world_sensor_begin_count(ptr), sensorEndCount = e.satw_world_sensor_end_count(ptr);
		result.sensorBeginCount = sensorBeginCount;
		result.sensorBegin = viewOf(result.sensorBegin, buffer, e.satw_world_sensor_begin_events(ptr), 2 * sensorBeginCount);
		result.sensorEndCount = sensorEndCount;
		result.sensorEnd = viewOf(result.sensorEnd, buffer, e.satw_world_sensor_end_events(ptr), 2 * sensorEndCount);
		const hitCount = e.satw_world_hit_count(ptr);
		result.hitCount = hitCount;
		result.hitIds = viewOf(result.hitIds, buffer, e.satw_world_hit_ids(ptr), 2 * hitCount);
		result.hits = viewOf(result.hits, buffer, e.satw_world_hit_data(ptr), HIT_FLOATS * hitCount);
		return result;
	}

	/**
	 * Make a body a sensor (a trigger zone) or not. A sensor takes part in no contact response: `step()` makes no
	 * contacts with it (it neither pushes nor is pushed, and bodies do not stop at it), `separate()` does not push
	 * its pairs, and `raycast`, `castShape` and `move` pass through it; `collisions()` still reports its pairs and
	 * `queryAABB`, `queryPoint` and `overlapShape` still find it. Each `step()` reports, in `events()`, the bodies
	 * that began and ended overlapping each sensor (touching counts), as the step begins: visitors of any type,
	 * asleep or awake, whose category shares a bit with the sensor's mask and the other way round (`setFilter`);
	 * sensors do not see each other. Removing either body, or `setSensor(id, false)`, ends its overlaps at the next
	 * step. The bodies it touched wake.
	 * @param {number} id
	 * @param {boolean} isSensor
	 * @throws {SatError} BAD_ID for an unknown id; BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	setSensor(id, isSensor) {
		const where = 'world.setSensor', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = core.exports.satw_world_set_sensor(ptr, id, +!!isSensor);
		if (code !== 0) throw core.errorFromC(code, where, code === ErrorCode.BAD_ID ? noBody(id) : undefined);
	}

	/**
	 * Whether a body is a sensor (`setSensor`).
	 * @param {number} id
	 * @returns {boolean}
	 * @throws {SatError} BAD_ID for an unknown id; BAD_HANDLE after destroy()
	 */
	isSensor(id) {
		const where = 'world.isSensor', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		const code = core.exports.satw_world_is_sensor(ptr, id, core.outPtr);
		if (code !== 0) throw core.errorFromC(code, where, noBody(id));
		core.resultView();
		return core.heapI32[core.outPtr >> 2] !== 0;
	}

	/**
	 * Set how stiff contacts are (Box2D v3's soft contacts; fields left out keep their values): a contact pushes
	 * out of an overlap as a spring of `hertz` (capped at a quarter of the substep rate) with `dampingRatio`, at
	 * most `pushSpeed` units per second. Defaults: 30 Hz, 10, and 3 m/s (3 * lengthUnitsPerMeter).
	 * @param {{ hertz?: number, dampingRatio?: number, pushSpeed?: number }} tuning
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE (hertz and pushSpeed must be > 0, dampingRatio >= 0);
	 *   BAD_ARRAY when tuning is not an object; BAD_HANDLE after destroy(). Nothing changes on an error.
	 */
	setContactTuning(tuning) {
		const where = 'world.setContactTuning', core = this.#core, ptr = this.#live(where);
		if (tuning === null || typeof tuning !== 'object') {
			throw fail(ErrorCode.BAD_ARRAY, where, `tuning must be an object such as { hertz, dampingRatio, pushSpeed } (got ${describe(tuning)})`);
		}
		const now = this.contactTuning();
		const { hertz = now.hertz, dampingRatio = now.dampingRatio, pushSpeed = now.pushSpeed } = tuning;
		const values = [['hertz', hertz, true], ['dampingRatio', dampingRatio, false], ['pushSpeed', pushSpeed, true]];
		for (const [name, v, positive] of values) {
			if (typeof v !== 'number' || !Number.isFinite(v)) {
				throw fail(ErrorCode.NOT_FINITE, where, `tuning.${name} must be a finite number (got ${describe(v)})`);
			}
			if (positive ? !(Math.fround(v) > 0) : v < 0) {
				throw fail(ErrorCode.OUT_OF_RANGE, where, `tuning.${name} must be ${positive ? '> 0' : '>= 0'} (got ${v})`);
			}
		}
		const code = core.exports.satw_world_set_contact_tuning(ptr, hertz, dampingRatio, pushSpeed);
		if (code !== 0) throw core.errorFromC(code, where);
	}

	/**
	 * The contact tuning (`setContactTuning`).
	 * @returns {{ hertz: number, dampingRatio: number, pushSpeed: number }}
	 * @throws {SatError} BAD_HANDLE after destroy()
	 */
	contactTuning() {
		const core = this.#core, ptr = this.#live('world.contactTuning');
		core.exports.satw_world_get_contact_tuning(ptr, core.resultPtr);
		const f = core.resultView(), r = core.resultPtr >> 2;
		return { hertz: f[r], dampingRatio: f[r + 1], pushSpeed: f[r + 2] };
	}

	/**
	 * Time the stages of each step for `profile()` (off by default: each step then reads `performance.now()` a
	 * few times). Turning it off zeroes the profile.
	 * @param {boolean} enabled
	 * @throws {SatError} BAD_HANDLE after destroy()
	 */
	setProfiling(enabled) {
		const core = this.#core, ptr = this.#live('world.setProfiling');
		const code = core.exports.satw_world_set_profiling(ptr, enabled ? 1 : 0);
		if (code !== 0) throw core.errorFromC(code, 'world.setProfiling');
	}

	/**
	 * Milliseconds the last `step()` took, by stage (as Box2D's b2World_GetProfile): `step` (the whole step),
	 * `broadPhase` (the candidate pairs from the grids: boxes touching), `narrowPhase` (the SAT test of each
	 * candidate: the pairs, their MTVs and events), `contacts` (manifolds, warm-start matching), `solve` (colouring
	 * and the substeps, restitution), `continuous` (moving the bodies: continuous collision, bullets), `finalize`
	 * (sleeping). All 0 while profiling is off (`setProfiling`). With `out`, fills and returns it (nothing
	 * allocated).
	 * @param {WorldProfile} [out]
	 * @returns {WorldProfile}
	 * @throws {SatError} BAD_HANDLE after destroy()
	 */
	profile(out) {
		const core = this.#core, ptr = this.#live('world.profile');
		const code = core.exports.satw_world_profile(ptr, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, 'world.profile');
		const f = core.resultView(), r = core.resultPtr >> 2;
		const p = out ?? { step: 0, broadPhase: 0, narrowPhase: 0, contacts: 0, solve: 0, continuous: 0, finalize: 0 };
		p.step = f[r];
		p.broadPhase = f[r + 1];
		p.narrowPhase = f[r + 2];
		p.contacts = f[r + 3];
		p.solve = f[r + 4];
		p.continuous = f[r + 5];
		p.finalize = f[r + 6];
		return p;
	}

	// ---- joints ----

	/**
	 * Add a joint between body `b` and body `a` or the fixed world (after Box2D v3's joints: soft constraints solved
	 * in the step with the contacts, the same bits on every build). Points and axes are in world coordinates where
	 * the bodies are now; the joint keeps them in the bodies' frames. Lengths in the world's length units, angles in
	 * radians (counter-clockwise), speeds per second, forces in mass * units / s^2, torques in mass * units^2 / s^2;
	 * a spring acts while its `hertz` is > 0. Joined bodies do not collide with each other unless `collideConnected`;
	 * they sleep and wake together; removing either body removes the joint. Both bodies wake. Keys a type does not
	 * use are ignored, as other defs' unknown keys are. By `type`:
	 * - `'revolute'`: a hinge at (`x`, `y`); `lowerAngle` and `upperAngle` together turn limits on (B's angle
	 *   relative to A from when added, within [-0.99 pi, 0.99 pi]); `maxMotorTorque` turns the motor on, at
	 *   `motorSpeed` (default 0: a brake); `hertz`, `dampingRatio` and `targetAngle` a spring to an angle.
	 * - `'distance'`: anchors (`ax`, `ay`) on A and (`bx`, `by`) on B; `length` (default: their distance now);
	 *   `minLength`, `maxLength` (default: the length, a rod; with `hertz` > 0, 0 and unlimited); a rope is
	 *   `{ minLength: 0 }`; `hertz` and `dampingRatio` make it a spring.
	 * - `'weld'`: glued at (`x`, `y`); `linearHertz`, `angularHertz` (0, the default: stiff) and `dampingRatio`.
	 * - `'prismatic'`: B slides along (`axisX`, `axisY`) (fixed in A, default (1, 0)) through (`x`, `y`), without
	 *   turning; `lowerTranslation` and `upperTranslation` together turn limits on; `maxMotorForce` turns the motor
	 *   on, at `motorSpeed`; `hertz`, `dampingRatio` and `targetTranslation` a spring.
	 * - `'wheel'`: B (the wheel) on a suspension spring along (`axisX`, `axisY`) through (`x`, `y`), turning freely;
	 *   `hertz` (default 4) and `dampingRatio` (default 0.7); `lowerTranslation` and `upperTranslation` together;
	 *   `maxMotorTorque` turns the motor on, at `motorSpeed`.
	 * - `'mouse'`: drags B's point at (`x`, `y`) towards the target, first that same point (move it with
	 *   `setJointTarget`), with a spring of `hertz` (default 5) and `dampingRatio` (default 0.7) pulling with at most
	 *   `maxForce` (default MAX_COORDINATE). Body `a` is usually left out: the world.
	 * Defaults not said here come from the C core (satDefaultJointDef): points (0, 0), every other number 0.
	 * @param {JointDef} def `type` and `b` are required; `a` defaults to -1, the world; `collideConnected` false
	 * @returns {number} the joint id (a removed joint's id is never valid again)
	 * @throws {SatError} BAD_JOINT for a def that is not an object, an unknown type, or a and b the same;
	 *   BAD_ID for a missing b or a body not in the world; NOT_FINITE for a key that is not a number, NaN or an
	 *   infinity; OUT_OF_RANGE for a value beyond MAX_COORDINATE, a negative force, torque, hertz, damping ratio or
	 *   length, lower > upper, minLength > maxLength, revolute limits outside [-0.99 pi, 0.99 pi], only one of a
	 *   limit's pair, or motorSpeed without the motor's largest torque or force; BAD_AXIS for a zero axis;
	 *   OUT_OF_MEMORY; BAD_HANDLE after destroy(). Nothing changes on an error.
	 */
	addJoint(def) {
		const where = 'world.addJoint', core = this.#core, ptr = this.#live(where), e = core.exports;
		if (def === null || typeof def !== 'object') {
			throw fail(ErrorCode.BAD_JOINT, where, `def must be an object such as { type: 'revolute', a, b, x, y } (got ${describe(def)})`);
		}
		const type = def.type, keys = typeof type === 'string' && Object.hasOwn(JOINT_KEYS, type) ? JOINT_KEYS[type] : null;
		const value = keys ? core.jointTypes.indexOf(type) : -1;
		if (keys === null || value < 1) {
			throw fail(ErrorCode.BAD_JOINT, where, `def.type must be one of ${JOINT_TYPES.map((t) => `'${t}'`).join(', ')} ` +
				`(got ${describe(type)})`);
		}
		const a = def.a ?? SAT_WORLD_BODY, b = def.b;
		if (!isInt32(a)) throw fail(ErrorCode.BAD_ID, where, `def.a must be a body id from world.add, or -1 (the world) (got ${describe(a)})`);
		if (b === undefined || b === null) throw fail(ErrorCode.BAD_ID, where, 'def.b is required: the id of a body from world.add');
		if (!isInt32(b)) throw fail(ErrorCode.BAD_ID, where, `def.b must be a body id from world.add (got ${describe(b)})`);
		const given = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (def));
		for (const [name] of keys.fields) {
			const v = given[name];
			if (v !== undefined && typeof v !== 'number') throw fail(ErrorCode.NOT_FINITE, where, `def.${name} must be a number (got ${describe(v)})`);
		}
		// C reads a negative length as "not given" (the anchors' distance): here a negative one is an error.
		for (const name of keys.lengths) {
			const v = /** @type {number | undefined} */ (given[name]);
			if (v !== undefined && v < 0) throw fail(ErrorCode.OUT_OF_RANGE, where, `def.${name} = ${v} is negative: a length must be >= 0; nothing added`);
		}
		if (keys.limit !== null && (given[keys.limit[0]] === undefined) !== (given[keys.limit[1]] === undefined)) {
			throw fail(ErrorCode.OUT_OF_RANGE, where, `def.${keys.limit[0]} and def.${keys.limit[1]} go together: give both ` +
				'(the limits are on) or neither; nothing added');
		}
		if (keys.motor !== null && given[keys.motor[0]] !== undefined && given[keys.motor[1]] === undefined) {
			throw fail(ErrorCode.OUT_OF_RANGE, where, `def.${keys.motor[0]} needs def.${keys.motor[1]}, the motor's largest ` +
				`${keys.motor[1] === 'maxMotorForce' ? 'force' : 'torque'} (which turns it on); nothing added`);
		}
		let flags = e.satw_default_joint(value, core.pointsPtr);
		const f32 = core.resultView(), base = core.pointsPtr >> 2;
		for (const [name, slot] of keys.fields) {
			const v = given[name];
			if (v !== undefined) f32[base + slot] = /** @type {number} */ (v);
		}
		if (keys.limit !== null && given[keys.limit[0]] !== undefined) flags |= JOINT_LIMIT;
		if (keys.motor !== null && given[keys.motor[1]] !== undefined) flags |= JOINT_MOTOR;
		if (def.collideConnected) flags |= JOINT_COLLIDE;
		const code = e.satw_world_add_joint(ptr, core.pointsPtr, value, a, b, flags, core.outPtr);
		if (code !== 0) throw this.#jointDefError(code, where, type, given, a, b);
		core.f32(); // the world grew its joints: so may have the memory
		return core.heapI32[core.outPtr >> 2];
	}

	/**
	 * The error for a joint definition C refused: names the key, checked in C's order.
	 * @param {number} code
	 * @param {string} where
	 * @param {JointType} type
	 * @param {Record<string, unknown>} given
	 * @param {number} a
	 * @param {number} b
	 */
	#jointDefError(code, where, type, given, a, b) {
		const core = this.#core, e = core.exports, keys = JOINT_KEYS[type];
		if (code === ErrorCode.BAD_ID) {
			const name = e.satw_world_get_type(this.#ptr, b, core.outPtr) === ErrorCode.BAD_ID ? 'b' : 'a';
			return fail(code, where, `def.${name}: ${noBody(name === 'b' ? b : a)}; nothing added`);
		}
		if (code === ErrorCode.BAD_JOINT) {
			return fail(code, where, `def.a and def.b are both ${b === SAT_WORLD_BODY ? '-1, the world' : `body ${b}`}: a joint ` +
				'holds two different bodies (b a body, a a body or the world); nothing added');
		}
		if (code === ErrorCode.BAD_AXIS) {
			return fail(code, where, `the axis (def.axisX, def.axisY) = (${given.axisX ?? 1}, ${given.axisY ?? 0}) must not be zero; nothing added`);
		}
		if (code !== ErrorCode.NOT_FINITE && code !== ErrorCode.OUT_OF_RANGE) return core.errorFromC(code, where);
		for (const [name] of keys.fields) {
			const error = given[name] === undefined ? null : coordinateError(core, given[name], where, `def.${name}`);
			if (error) return error;
		}
		for (const [name, slot] of keys.fields) {
			const v = /** @type {number | undefined} */ (given[name]);
			if (v !== undefined && JOINT_AMOUNTS.includes(slot) && Math.fround(v) < 0) {
				return fail(code, where, `def.${name} = ${v} is negative: it must be >= 0; nothing added`);
			}
		}
		const f32 = core.resultView(), base = core.pointsPtr >> 2; // the definition as C read it
		if (keys.limit !== null && given[keys.limit[0]] !== undefined) {
			const [lowerName, upperName] = keys.limit, lower = f32[base + JOINT_FLOAT.lower], upper = f32[base + JOINT_FLOAT.upper];
			if (lower > upper) return fail(code, where, `def.${lowerName} (${given[lowerName]}) > def.${upperName} (${given[upperName]}): limits need lower <= upper; nothing added`);
			if (type === 'revolute') {
				return fail(code, where, `def.${lowerName} (${given[lowerName]}) and def.${upperName} (${given[upperName]}) must be ` +
					`within [-0.99 pi, 0.99 pi] radians; nothing added`);
			}
		}
		if (type === 'distance') {
			const hertz = f32[base + JOINT_FLOAT.hertz], lengthGiven = f32[base + JOINT_FLOAT.length];
			const measured = Math.hypot(f32[base + JOINT_FLOAT.anchorBX] - f32[base + JOINT_FLOAT.anchorAX],
				f32[base + JOINT_FLOAT.anchorBY] - f32[base + JOINT_FLOAT.anchorAY]);
			if (lengthGiven < 0 && !(measured <= core.maxCoordinate)) {
				return fail(code, where, `the anchors are ${measured.toExponential()} apart, more than MAX_COORDINATE: give def.length; nothing added`);
			}
			const length = lengthGiven < 0 ? Math.fround(measured) : lengthGiven;
			const min = given.minLength ?? (hertz > 0 ? 0 : length), max = given.maxLength ?? (hertz > 0 ? 'unlimited' : length);
			return fail(code, where, `def.minLength (${min}) > def.maxLength (${max}): without a spring, a limit not given is the ` +
				'length (by default the anchors\' distance); nothing added');
		}
		return core.errorFromC(code, where);
	}

	/**
	 * Remove a joint; its bodies wake. Its id is never valid again.
	 * @param {number} jointId
	 * @throws {SatError} BAD_JOINT for an id not in the world (never added, removed, or removed with a body);
	 *   BAD_HANDLE after destroy()
	 */
	removeJoint(jointId) {
		const where = 'world.removeJoint', ptr = this.#live(where);
		checkJointId(jointId, where);
		const code = this.#core.exports.satw_world_remove_joint(ptr, jointId);
		if (code !== 0) throw this.#core.errorFromC(code, where, code === ErrorCode.BAD_JOINT ? noJoint(jointId) : undefined);
	}

	/**
	 * Turn a revolute or wheel joint's angular motor, or a prismatic joint's linear motor, on at `speed` (radians or
	 * units per second) with at most `maxTorqueOrForce`; 0 turns it off. Its bodies wake.
	 * @param {number} jointId
	 * @param {number} speed
	 * @param {number} maxTorqueOrForce >= 0
	 * @throws {SatError} BAD_JOINT for an id not in the world or a joint with no motor (distance, weld, mouse);
	 *   NOT_FINITE or OUT_OF_RANGE for a bad number, a negative maxTorqueOrForce (nothing changes); BAD_HANDLE after
	 *   destroy()
	 */
	setJointMotor(jointId, speed, maxTorqueOrForce) {
		const where = 'world.setJointMotor', core = this.#core, ptr = this.#live(where);
		checkJointId(jointId, where);
		const code = typeof speed === 'number' && typeof maxTorqueOrForce === 'number'
			? core.exports.satw_world_set_joint_motor(ptr, jointId, speed, maxTorqueOrForce) : ErrorCode.NOT_FINITE;
		if (code === 0) return;
		if (code === ErrorCode.BAD_JOINT) throw this.#jointIdError(jointId, where, 'has no motor (revolute, prismatic and wheel joints have one)');
		const error = coordinateError(core, speed, where, 'speed') ?? coordinateError(core, maxTorqueOrForce, where, 'maxTorqueOrForce');
		if (error) throw error;
		if (code === ErrorCode.OUT_OF_RANGE) {
			throw fail(code, where, `maxTorqueOrForce = ${maxTorqueOrForce} is negative: it must be >= 0 (0 turns the motor off); nothing changed`);
		}
		throw core.errorFromC(code, where);
	}

	/**
	 * Move a mouse joint's target to (x, y); its body wakes. Allocates nothing (call it every frame of a drag).
	 * @param {number} jointId
	 * @param {number} x
	 * @param {number} y
	 * @throws {SatError} BAD_JOINT for an id not in the world or a joint of another type; NOT_FINITE or OUT_OF_RANGE
	 *   (nothing changes); BAD_HANDLE after destroy()
	 */
	setJointTarget(jointId, x, y) {
		const where = 'world.setJointTarget', core = this.#core, ptr = this.#live(where);
		checkJointId(jointId, where);
		const code = typeof x === 'number' && typeof y === 'number'
			? core.exports.satw_world_set_joint_target(ptr, jointId, x, y) : ErrorCode.NOT_FINITE;
		if (code === 0) return;
		if (code === ErrorCode.BAD_JOINT) throw this.#jointIdError(jointId, where, 'has no target (only a mouse joint has)');
		throw coordinatesError(core, code, where, ['x', x, 'y', y]);
	}

	/**
	 * The force (fx, fy) and torque the joint applied to body B over the last step (its impulses divided by the
	 * step's time); zeros before its first step. With `out`, fills and returns it (nothing allocated).
	 * @template {JointReaction} [T=JointReaction]
	 * @param {number} jointId
	 * @param {T | null} [out]
	 * @returns {T}
	 * @throws {SatError} BAD_JOINT for an id not in the world; NULL for an `out` that is not an object; BAD_HANDLE
	 *   after destroy()
	 */
	jointReaction(jointId, out) {
		const where = 'world.jointReaction', core = this.#core, ptr = this.#live(where);
		checkJointId(jointId, where);
		checkOut(out, where);
		const code = core.exports.satw_world_joint_reaction(ptr, jointId, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, code === ErrorCode.BAD_JOINT ? noJoint(jointId) : undefined);
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) return /** @type {T} */ ({ fx: f32[r], fy: f32[r + 1], torque: f32[r + 2] });
		out.fx = f32[r];
		out.fy = f32[r + 1];
		out.torque = f32[r + 2];
		return out;
	}

	/**
	 * A joint's type and bodies: `a` is -1 for a joint to the world.
	 * @template {JointBodies} [T=JointBodies]
	 * @param {number} jointId
	 * @param {T | null} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} BAD_JOINT for an id not in the world; NULL for an `out` that is not an object; BAD_HANDLE
	 *   after destroy()
	 */
	jointBodies(jointId, out) {
		const where = 'world.jointBodies', core = this.#core, ptr = this.#live(where);
		checkJointId(jointId, where);
		checkOut(out, where);
		const code = core.exports.satw_world_joint_bodies(ptr, jointId, core.resultPtr);
		if (code !== 0) throw core.errorFromC(code, where, code === ErrorCode.BAD_JOINT ? noJoint(jointId) : undefined);
		core.resultView();
		const i32 = core.heapI32, r = core.resultPtr >> 2, type = /** @type {JointType} */ (core.jointTypes[i32[r]]);
		if (out === undefined || out === null) return /** @type {T} */ ({ type, a: i32[r + 1], b: i32[r + 2] });
		out.type = type;
		out.a = i32[r + 1];
		out.b = i32[r + 2];
		return out;
	}

	/**
	 * The error for a joint id C refused with BAD_JOINT in a call for some types only: which it is, or that there is
	 * no such joint.
	 * @param {number} jointId
	 * @param {string} where
	 * @param {string} lacking what the joint's type lacks, e.g. 'has no motor'
	 */
	#jointIdError(jointId, where, lacking) {
		const core = this.#core;
		if (core.exports.satw_world_joint_bodies(this.#ptr, jointId, core.resultPtr) !== 0) {
			return fail(ErrorCode.BAD_JOINT, where, noJoint(jointId));
		}
		core.resultView();
		const type = core.jointTypes[core.heapI32[core.resultPtr >> 2]];
		return fail(ErrorCode.BAD_JOINT, where, `joint ${jointId} is a ${type} joint, which ${lacking}; nothing changed`);
	}

	/** Number of live joints (a removed body's joints are gone). @type {number} */
	get jointCount() { return this.#core.exports.satw_world_joint_count(this.#live('world.jointCount')); }

	/** Length units per metre (`sat.world({ lengthUnitsPerMeter })`, default 1). @type {number} */
	get lengthUnitsPerMeter() {
		const core = this.#core, ptr = this.#live('world.lengthUnitsPerMeter');
		core.exports.satw_world_units(ptr, core.resultPtr);
		return core.resultView()[core.resultPtr >> 2];
	}

	/** Approach speed of a hit event (`sat.world({ hitSpeed })`, default 1 m/s). @type {number} */
	get hitSpeed() {
		const core = this.#core, ptr = this.#live('world.hitSpeed');
		core.exports.satw_world_units(ptr, core.resultPtr);
		return core.resultView()[(core.resultPtr >> 2) + 1];
	}

	/**
	 * The simple response, for games without a solver: `iterations` times, find the intersecting pairs and push
	 * the bodies apart by the MTV, half each between two movable bodies, all of it onto the movable one
	 * against a static body (a body in several pairs moves by the sum). Velocities are not changed.
	 * @param {number} [iterations=1] an integer from 1 to 64
	 * @throws {SatError} BAD_STEP for iterations outside [1, 64]; BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	separate(iterations = 1) {
		const where = 'world.separate', core = this.#core, ptr = this.#live(where);
		if (!isInt32(iterations)) throw passesError(core, where, 'iterations', iterations);
		const code = core.exports.satw_world_separate(ptr, iterations);
		if (code === ErrorCode.BAD_STEP) throw passesError(core, where, 'iterations', iterations);
		if (code !== 0) throw core.errorFromC(code, where);
	}

	/** Number of live bodies. @type {number} */
	get count() { return this.#core.exports.satw_world_body_count(this.#live('world.count')); }

	/** Release the world and all its bodies. Later uses throw BAD_HANDLE; a second destroy() does nothing. */
	destroy() {
		if (this.#ptr === 0) return;
		const core = this.#core;
		core.exports.satw_world_destroy(this.#ptr);
		if (this.#positionsPtr !== 0) core.exports.free(this.#positionsPtr);
		if (this.#idsPtr !== 0) core.exports.free(this.#idsPtr);
		if (this.#snapPtr !== 0) core.exports.free(this.#snapPtr);
		this.#snapPtr = this.#snapCapacity = 0;
		core.registry?.unregister(this);
		this.#ptr = 0;
		this.#positionsPtr = 0;
		this.#positionsFloats = 0;
		this.#idsPtr = 0;
		this.#idsCapacity = 0;
		const result = this.#result;
		result.count = 0;
		result.a = new Int32Array(0);
		result.b = new Int32Array(0);
		result.mtvX = new Float32Array(0);
		result.mtvY = new Float32Array(0);
		this.#transforms = new Float32Array(0);
		const contacts = this.#contacts, events = this.#events;
		contacts.count = events.beginCount = events.endCount = events.sensorBeginCount = events.sensorEndCount = 0;
		events.hitCount = 0;
		contacts.ids = events.begin = events.end = events.sensorBegin = events.sensorEnd = events.hitIds = new Int32Array(0);
		contacts.data = contacts.impulses = events.hits = new Float32Array(0);
	}
}
