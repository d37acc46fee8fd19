// The World handle: bodies with their own copies of shapes, a broad phase and a batched narrow phase, all in
// wasm behind the satw_world_* shims. Numbers are validated by the C core, as in shape.js.
import { ErrorCode } from './errors.js';
import { Shape, TOKEN, checkOut, coordinatesError, describe, fail, readAABB } from './shape.js';

/** @typedef {import('./loader.js').Core} Core */
/** @typedef {import('./shape.js').AABB} AABB */
/** @typedef {{ capacity?: number, cellSize?: number }} WorldOptions */
/** @typedef {{ count: number, a: Int32Array, b: Int32Array, mtvX: Float32Array, mtvY: Float32Array }} WorldCollisions */

/** @param {unknown} v */
const isInt32 = (v) => typeof v === 'number' && (v | 0) === v;

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
 * Bodies with their own copies of shapes, a uniform-grid broad phase and a batched narrow phase, all in
 * wasm. Ids are 0, 1, 2, ... in insertion order while nothing was removed; a removed id is never valid
 * again (its slot is reused last, under a new id). Release with `destroy()`.
 */
export class World {
	#core;
	#ptr;
	#positionsPtr = 0;
	#positionsFloats = 0;
	/** @type {WorldCollisions} */
	#result = { count: 0, a: new Int32Array(0), b: new Int32Array(0), mtvX: new Float32Array(0), mtvY: new Float32Array(0) };
	/** @type {ArrayBufferLike | null} */
	#viewBuffer = null;
	#viewPtr = 0;
	#viewCapacity = -1;
	/** What the FinalizationRegistry frees if the world is dropped without destroy(). */
	#held;

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
		const capacity = options.capacity ?? 0, cellSize = options.cellSize ?? 0;
		const capacityError = () => fail(ErrorCode.BAD_ARRAY, where,
			`capacity must be an integer from 0 to ${2 ** core.idSlotBits} (got ${describe(capacity)})`);
		const cellSizeError = () => fail(ErrorCode.BAD_SIZE, where, `cellSize must be a finite number >= 0 (got ${describe(cellSize)})`);
		if (!isInt32(capacity)) throw capacityError();
		if (typeof cellSize !== 'number') throw cellSizeError();
		const code = core.exports.satw_world_create(capacity, cellSize, core.outPtr);
		if (code === ErrorCode.BAD_ARRAY) throw capacityError();
		if (code === ErrorCode.BAD_SIZE) throw cellSizeError();
		if (code !== 0) throw core.errorFromC(code, where);
		core.f32();
		this.#core = core;
		this.#ptr = core.heapI32[core.outPtr >> 2];
		this.#held = { world: this.#ptr, positions: 0 };
		core.registry?.register(this, this.#held, this);
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
	 * @throws {SatError} BAD_ID, NOT_FINITE or OUT_OF_RANGE; BAD_HANDLE after destroy()
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
	 * Mark a body static (or dynamic again). Pairs of two static bodies are never reported.
	 * @param {number} id
	 * @param {boolean} [isStatic=true]
	 * @throws {SatError} BAD_ID; BAD_HANDLE after destroy()
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

	/** Number of live bodies. @type {number} */
	get count() { return this.#core.exports.satw_world_body_count(this.#live('world.count')); }

	/** Release the world and all its bodies. Later uses throw BAD_HANDLE; a second destroy() does nothing. */
	destroy() {
		if (this.#ptr === 0) return;
		const core = this.#core;
		core.exports.satw_world_destroy(this.#ptr);
		if (this.#positionsPtr !== 0) core.exports.free(this.#positionsPtr);
		core.registry?.unregister(this);
		this.#ptr = 0;
		this.#positionsPtr = 0;
		this.#positionsFloats = 0;
		const result = this.#result;
		result.count = 0;
		result.a = new Int32Array(0);
		result.b = new Int32Array(0);
		result.mtvX = new Float32Array(0);
		result.mtvY = new Float32Array(0);
	}
}
