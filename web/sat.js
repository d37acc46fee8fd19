// sat.js: the JavaScript API of sat-wasm, 2D collision detection with the Separating Axis Theorem.
// A hand-written ES module over the raw exports of web/sat.wasm (src/wasm_api.c); it loads in browsers
// without a bundler, in Node 20 and through bundlers. Every algorithm lives in the C core; this file checks
// arguments, copies them into a scratch region of wasm memory and reads results back.

/**
 * Error codes, identical to the C core's `satError` (src/sat.h) without the `SAT_ERR_` prefix.
 * @type {Readonly<Record<string, number>>}
 */
export const ErrorCode = Object.freeze({
	OK: 0,
	NULL: 1,
	ODD_COORDS: 2,
	TOO_FEW_POINTS: 3,
	TOO_MANY_POINTS: 4,
	NOT_FINITE: 5,
	OUT_OF_RANGE: 6,
	COLLINEAR: 7,
	NOT_CONVEX: 8,
	BAD_RADIUS: 9,
	BAD_SIZE: 10,
	BAD_AXIS: 11,
	BAD_TMAX: 12,
	BAD_HANDLE: 13,
	OUT_OF_MEMORY: 14,
	BAD_ID: 15,
	BAD_ARRAY: 16,
});

const codeNames = Object.keys(ErrorCode);

/**
 * The error every sat-wasm call throws for bad input: `code` is the C core's `satError` number, `codeName`
 * its name (such as `'NOT_CONVEX'`), and the message says which call and which argument or index was bad.
 */
export class SatError extends Error {
	/**
	 * @param {number} code the C error code (see {@link ErrorCode})
	 * @param {string} message what was wrong, naming the call and the argument
	 */
	constructor(code, message) {
		super(message);
		this.name = 'SatError';
		/** The C core's error code. @type {number} */
		this.code = code;
		/** The code's name without the `SAT_ERR_` prefix, e.g. `'NOT_CONVEX'`. @type {string} */
		this.codeName = codeNames[code] ?? 'UNKNOWN';
	}
}

function fail(code, where, detail) {
	return new SatError(code, `${where}: ${detail} [${codeNames[code] ?? code}]`);
}

function describe(v) {
	if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 20 ? v.slice(0, 20) + '...' : v)}`;
	if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
	if (v === null || v === undefined) return String(v);
	if (Array.isArray(v)) return `an array of length ${v.length}`;
	if (typeof v === 'function') return 'a function';
	return `an object (${v.constructor?.name ?? 'no prototype'})`;
}

// Functions the JS layer needs from the module (mk/wasm.mk exports exactly these plus the memory).
const REQUIRED_EXPORTS = ['memory', 'malloc', 'free', 'satw_polygon', 'satw_circle', 'satw_box', 'satw_destroy',
	'satw_set_transform', 'satw_world_vertices', 'satw_vertex_count', 'satw_aabb', 'satw_collide',
	'satw_project', 'satw_sweep', 'satw_error_string', 'satw_error_name', 'satw_error_count',
	'satw_max_polygon_vertices', 'satw_max_coordinate', 'satCreateWorld', 'satDestroyWorld', 'satWorld_AddBody',
	'satWorld_RemoveBody', 'satWorld_SetTransform', 'satWorld_SetPositions', 'satWorld_SetStatic',
	'satWorld_SetFilter', 'satWorld_Collide', 'satWorld_GetPairA', 'satWorld_GetPairB', 'satWorld_GetPairMtvX',
	'satWorld_GetPairMtvY', 'satWorld_GetPairCapacity', 'satWorld_GetBodyCount', 'satWorld_GetSlotCount',
	'satWorld_GetAABB'];

// The smallest module that uses a v128 instruction: `(func (result v128) i32.const 0 i32x4.splat)`.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 8, 1, 6, 0,
	65, 0, 253, 17, 11]);

const isNode = typeof process === 'object' && process !== null && typeof process.versions === 'object' &&
	process.versions !== null && typeof process.versions.node === 'string';

function isLocalPath(location) {
	if (location instanceof URL) return location.protocol === 'file:';
	return location.startsWith('file:') || !/^[a-z][a-z0-9+.-]+:/i.test(location);
}

async function instantiateResponse(response, imports) {
	if (!response.ok) throw new Error(`sat-wasm: cannot load ${response.url || 'the module'}: HTTP ${response.status}`);
	const type = response.headers.get('Content-Type') || '';
	if (typeof WebAssembly.instantiateStreaming === 'function' && /^application\/wasm\b/i.test(type)) {
		return (await WebAssembly.instantiateStreaming(response, imports)).instance;
	}
	// A server that sends another MIME type makes streaming fail: compile from the bytes instead.
	return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

async function instantiate(source, imports) {
	source = await source;
	if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, imports);
	if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
		return (await WebAssembly.instantiate(source, imports)).instance;
	}
	if (typeof Response === 'function' && source instanceof Response) return instantiateResponse(source, imports);
	if (typeof source === 'string' || source instanceof URL) {
		if (isNode && isLocalPath(source)) {
			const fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ 'node:fs/promises');
			const file = typeof source === 'string' && source.startsWith('file:') ? new URL(source) : source;
			return (await WebAssembly.instantiate(await fs.readFile(file), imports)).instance;
		}
		return instantiateResponse(await fetch(source), imports);
	}
	throw new TypeError(`sat-wasm init: options.wasm must be a URL, a string, a Response, an ArrayBuffer, ` +
		`a typed array or a WebAssembly.Module (got ${describe(source)})`);
}

/**
 * Load and instantiate the wasm module. Each call gives an independent instance with its own memory;
 * shapes of one instance are rejected by another.
 * @param {{ wasm?: string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module |
 *   PromiseLike<Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module>, simd?: boolean }} [options]
 *   `wasm` overrides where the module comes from (default: `sat.wasm` next to this file when the engine
 *   supports wasm SIMD, else `sat-baseline.wasm`); `simd: false` picks the baseline module by default.
 * @returns {Promise<Sat>}
 */
export async function init(options) {
	const { wasm, simd: allowSimd } = options ?? {};
	let source = wasm;
	if (source === undefined || source === null) {
		const simd = allowSimd !== false && WebAssembly.validate(SIMD_PROBE);
		source = simd ? new URL('./sat.wasm', import.meta.url) : new URL('./sat-baseline.wasm', import.meta.url);
	}
	// Views are re-created by comparing memory.buffer after each call that can allocate, so the growth
	// notification needs no work.
	const imports = { env: { emscripten_notify_memory_growth() {} } };
	const instance = await instantiate(source, imports);
	return new Sat(TOKEN, new Core(instance.exports));
}

const TOKEN = Symbol('sat-wasm internal');

// Scratch region, allocated once per instance: input / output floats for polygon points and world
// vertices, the result of the last query, and the pointer a create call writes.
const RESULT_FLOATS = 8;

// What shapes and the Sat object share about one instance; never handed to users.
class Core {
	constructor(exports) {
		for (const name of REQUIRED_EXPORTS) {
			if (!(name in exports)) throw new Error(`sat-wasm: the module does not export ${name} (a stale or foreign build?)`);
		}
		this.exports = exports;
		this.memory = exports.memory;
		this.buffer = null;
		this.heapF32 = null;
		this.heapI32 = null;
		if (typeof exports._initialize === 'function') exports._initialize();

		this.messages = [];
		const count = exports.satw_error_count();
		for (let code = 0; code < count; ++code) {
			const name = this.string(exports.satw_error_name(code));
			if (codeNames[code] !== name) {
				throw new Error(`sat-wasm: error code ${code} is ${name} in the module but ${codeNames[code]} in sat.js`);
			}
			this.messages.push(this.string(exports.satw_error_string(code)));
		}
		if (count !== codeNames.length) throw new Error(`sat-wasm: the module has ${count} error codes, sat.js ${codeNames.length}`);
		this.maxVertices = exports.satw_max_polygon_vertices();
		this.maxCoordinate = exports.satw_max_coordinate();

		const scratchFloats = 2 * this.maxVertices;
		this.scratchPtr = exports.malloc(4 * (scratchFloats + RESULT_FLOATS) + 8);
		if (this.scratchPtr === 0) throw new Error('sat-wasm: cannot allocate the scratch region');
		this.resultPtr = this.scratchPtr + 4 * scratchFloats;
		this.handlePtr = this.resultPtr + 4 * RESULT_FLOATS;
		// A safety net for handles dropped without free(); free() stays the documented lifetime.
		this.registry = typeof FinalizationRegistry === 'function'
			? new FinalizationRegistry((held) => {
				if (typeof held === 'number') { exports.satw_destroy(held); return; }
				exports.satDestroyWorld(held.world);
				if (held.positions !== 0) exports.free(held.positions);
			}) : null;
	}

	// A Float32Array over the whole memory, re-created when the memory grew ("heap may have grown"). Called
	// after every call that can allocate.
	f32() {
		if (this.memory.buffer !== this.buffer) {
			this.buffer = this.memory.buffer;
			this.heapF32 = new Float32Array(this.buffer);
			this.heapI32 = new Int32Array(this.buffer);
		}
		return this.heapF32;
	}

	// The same view for the queries, which never allocate: growth detaches the old buffer (length 0), which
	// is cheaper to test than reading memory.buffer on every call.
	resultView() {
		const f32 = this.heapF32;
		return f32 !== null && f32.length !== 0 ? f32 : this.f32();
	}

	string(ptr) {
		const bytes = new Uint8Array(this.memory.buffer);
		let s = '';
		for (let i = ptr; bytes[i] !== 0; ++i) s += String.fromCharCode(bytes[i]);
		return s;
	}

	errorFromC(code, where, detail) {
		return fail(code, where, detail ?? this.messages[code] ?? 'unknown error');
	}

	adopt(code, where, detail, type, radius) {
		if (code !== 0) throw this.errorFromC(code, where, detail);
		this.f32();
		const ptr = this.heapI32[this.handlePtr >> 2];
		const shape = new Shape(TOKEN, this, ptr, type, this.exports.satw_vertex_count(ptr), radius);
		if (this.registry) this.registry.register(shape, ptr, shape);
		return shape;
	}

	release(shape, ptr) {
		this.exports.satw_destroy(ptr);
		if (this.registry) this.registry.unregister(shape);
	}
}

/**
 * A shape handle: a convex polygon, a circle or a box, placed with a position and an angle. Made by
 * `sat.polygon`, `sat.circle` or `sat.box`; release it with `free()`. Using it after `free()` throws a
 * `SatError` with code `BAD_HANDLE`.
 */
class Shape {
	#core;
	#ptr;
	#type;
	#count;
	#radius;
	#x = 0;
	#y = 0;
	#angle = 0;

	/** @internal */
	constructor(token, core, ptr, type, count, radius) {
		if (token !== TOKEN) throw new TypeError('sat-wasm: create shapes with sat.polygon, sat.circle or sat.box');
		this.#core = core;
		this.#ptr = ptr;
		this.#type = type;
		this.#count = count;
		this.#radius = radius;
	}

	/** @internal The wasm pointer of a live handle of this instance, or 0. */
	static ptrOf(shape, core) {
		return typeof shape === 'object' && shape !== null && #ptr in shape && shape.#core === core ? shape.#ptr : 0;
	}

	/** @internal Why `shape` is not a live handle of this instance. */
	static handleError(shape, core, where, name) {
		if (shape === null || shape === undefined) return fail(ErrorCode.NULL, where, `${name} is ${shape}`);
		if (typeof shape !== 'object' || !(#ptr in shape)) {
			return fail(ErrorCode.BAD_HANDLE, where, `${name} is not a shape handle (got ${describe(shape)})`);
		}
		if (shape.#core !== core) {
			return fail(ErrorCode.BAD_HANDLE, where, `${name} belongs to another init() instance`);
		}
		return fail(ErrorCode.BAD_HANDLE, where, `${name} was freed`);
	}

	#live(where) {
		if (this.#ptr === 0) throw fail(ErrorCode.BAD_HANDLE, where, 'the shape was freed');
		return this.#ptr;
	}

	/** @internal Store the transform after the C core accepted it. */
	#place(where, x, y, angle) {
		const code = this.#core.exports.satw_set_transform(this.#live(where), x, y, angle);
		if (code !== 0) throw this.#core.errorFromC(code, where);
		this.#x = Math.fround(x);
		this.#y = Math.fround(y);
		this.#angle = Math.fround(angle);
	}

	/**
	 * Move the shape: its local origin (a box's or circle's centre) goes to (x, y).
	 * @param {number} x
	 * @param {number} y
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad coordinate, BAD_HANDLE after free()
	 */
	setPosition(x, y) {
		const where = 'shape.setPosition';
		this.#live(where);
		checkCoordinate(this.#core, x, where, 'x');
		checkCoordinate(this.#core, y, where, 'y');
		this.#place(where, x, y, this.#angle);
	}

	/**
	 * Rotate the shape about its local origin, counter-clockwise in a y-up frame.
	 * @param {number} radians
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad angle, BAD_HANDLE after free()
	 */
	setAngle(radians) {
		const where = 'shape.setAngle';
		this.#live(where);
		checkCoordinate(this.#core, radians, where, 'radians');
		this.#place(where, this.#x, this.#y, radians);
	}

	/**
	 * Set position and angle in one call.
	 * @param {number} x
	 * @param {number} y
	 * @param {number} radians
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad value, BAD_HANDLE after free()
	 */
	setTransform(x, y, radians) {
		const where = 'shape.setTransform';
		this.#live(where);
		checkCoordinate(this.#core, x, where, 'x');
		checkCoordinate(this.#core, y, where, 'y');
		checkCoordinate(this.#core, radians, where, 'radians');
		this.#place(where, x, y, radians);
	}

	/** The x position (as stored: rounded to float32). @type {number} */
	get x() { this.#live('shape.x'); return this.#x; }

	/** The y position (as stored: rounded to float32). @type {number} */
	get y() { this.#live('shape.y'); return this.#y; }

	/** The angle in radians (as stored: rounded to float32). @type {number} */
	get angle() { this.#live('shape.angle'); return this.#angle; }

	/** Vertices kept after welding and collinear removal: 4 for a box, 0 for a circle. @type {number} */
	get vertexCount() { this.#live('shape.vertexCount'); return this.#count; }

	/** `'polygon'`, `'circle'` or `'box'`. @type {'polygon' | 'circle' | 'box'} */
	get type() { this.#live('shape.type'); return this.#type; }

	/** The circle's radius (rounded to float32); 0 for polygons and boxes. @type {number} */
	get radius() { this.#live('shape.radius'); return this.#radius; }

	/**
	 * The vertices in world coordinates, counter-clockwise: [x0, y0, x1, y1, ...] (empty for a circle).
	 * @param {Float32Array} [out] filled and returned instead of a new array; needs 2 * vertexCount floats
	 * @returns {Float32Array}
	 * @throws {SatError} BAD_ARRAY if `out` is too short, BAD_HANDLE after free()
	 */
	worldVertices(out) {
		const where = 'shape.worldVertices';
		const ptr = this.#live(where);
		const n = 2 * this.#count;
		if (out === undefined) out = new Float32Array(n);
		else if (!(out instanceof Float32Array) || out.length < n) {
			throw fail(ErrorCode.BAD_ARRAY, where, `out must be a Float32Array of length >= ${n} (got ${describe(out)})`);
		}
		const core = this.#core;
		core.exports.satw_world_vertices(ptr, core.scratchPtr);
		const f32 = core.resultView(), base = core.scratchPtr >> 2;
		for (let i = 0; i < n; ++i) out[i] = f32[base + i];
		return out;
	}

	/**
	 * The world-space bounding box.
	 * @param {{ minX: number, minY: number, maxX: number, maxY: number }} [out] filled and returned
	 * @returns {{ minX: number, minY: number, maxX: number, maxY: number }}
	 * @throws {SatError} BAD_HANDLE after free()
	 */
	aabb(out) {
		const where = 'shape.aabb';
		const ptr = this.#live(where);
		const core = this.#core;
		checkOut(out, where);
		core.exports.satw_aabb(ptr, core.resultPtr);
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) return { minX: f32[r], minY: f32[r + 1], maxX: f32[r + 2], maxY: f32[r + 3] };
		out.minX = f32[r];
		out.minY = f32[r + 1];
		out.maxX = f32[r + 2];
		out.maxY = f32[r + 3];
		return out;
	}

	/**
	 * Release the shape's wasm memory. Every later use of this handle throws a `SatError` with code
	 * `BAD_HANDLE`; calling `free()` again does nothing.
	 */
	free() {
		if (this.#ptr === 0) return;
		this.#core.release(this, this.#ptr);
		this.#ptr = 0;
	}
}

// The error for a value that must be a finite number within MAX_COORDINATE as float32, or null if it is fine.
function coordinateError(core, v, where, name) {
	if (typeof v !== 'number') return fail(ErrorCode.NOT_FINITE, where, `${name} must be a finite number (got ${describe(v)})`);
	if (!Number.isFinite(v)) return fail(ErrorCode.NOT_FINITE, where, `${name} is ${v}`);
	if (!(Math.abs(Math.fround(v)) <= core.maxCoordinate)) {
		const limit = Number(core.maxCoordinate.toPrecision(7)).toExponential();
		return fail(ErrorCode.OUT_OF_RANGE, where, `${name} = ${v.toExponential()} is larger in magnitude than MAX_COORDINATE (${limit})`);
	}
	return null;
}

function checkCoordinate(core, v, where, name) {
	const error = coordinateError(core, v, where, name);
	if (error) throw error;
}

function checkOut(out, where) {
	if (out !== undefined && out !== null && typeof out !== 'object') {
		throw fail(ErrorCode.NULL, where, `out must be an object to fill, or omitted (got ${describe(out)})`);
	}
}

const isCoordinate = (v, max) => typeof v === 'number' && Math.abs(Math.fround(v)) <= max;

// The precise error for coordinate i of polygon input, built only when it is bad.
function pointError(core, points, i, isObjects) {
	const where = 'sat.polygon';
	let v, name;
	if (isObjects) {
		const p = points[i >> 1], key = i & 1 ? 'y' : 'x';
		if (typeof p !== 'object' || p === null) {
			return fail(ErrorCode.BAD_ARRAY, where, `points[${i >> 1}] must be an {x, y} object (got ${describe(p)})`);
		}
		v = p[key];
		name = `points[${i >> 1}].${key}`;
	} else {
		v = points[i];
		name = `points[${i}] (${i & 1 ? 'y' : 'x'} of point ${i >> 1})`;
	}
	if (typeof v !== 'number') return fail(ErrorCode.BAD_ARRAY, where, `${name} must be a number (got ${describe(v)})`);
	return coordinateError(core, v, where, name);
}

/**
 * One loaded instance of the wasm module: creates shapes and runs queries. Get one from `init()`.
 */
class Sat {
	#core;

	/** @internal */
	constructor(token, core) {
		if (token !== TOKEN) throw new TypeError('sat-wasm: get an instance from init()');
		this.#core = core;
		/** Largest number of points a polygon may be given (SAT_MAX_POLYGON_VERTICES). @type {number} */
		this.MAX_POLYGON_VERTICES = core.maxVertices;
		/** Largest magnitude of a coordinate, position, size or radius (SAT_MAX_COORDINATE, 1e18 as float32). @type {number} */
		this.MAX_COORDINATE = core.maxCoordinate;
		Object.freeze(this);
	}

	/** The instance's WebAssembly.Memory, for diagnostics such as `memory.buffer.byteLength`. @type {WebAssembly.Memory} */
	get memory() { return this.#core.memory; }

	/**
	 * The C core's one-line message for an error code (satErrorString; "unknown error" outside the enum).
	 * @param {number} code
	 * @returns {string}
	 */
	errorString(code) {
		const messages = this.#core.messages;
		return Number.isInteger(code) && code >= 0 && code < messages.length ? messages[code] : 'unknown error';
	}

	/**
	 * Create a convex polygon in local coordinates (position (0, 0), angle 0). Either winding is accepted;
	 * points closer than a relative tolerance are welded and points in the middle of a straight edge removed.
	 * @param {ArrayLike<number> | Float32Array | Float64Array | ReadonlyArray<{ x: number, y: number }>} points
	 *   a flat array [x0, y0, x1, y1, ...], a Float32Array / Float64Array of the same, or an array of {x, y}
	 * @returns {Shape}
	 * @throws {SatError} NULL, BAD_ARRAY (not an array, a non-number entry, an object without x or y),
	 *   ODD_COORDS, TOO_FEW_POINTS, TOO_MANY_POINTS (more than MAX_POLYGON_VERTICES), NOT_FINITE,
	 *   OUT_OF_RANGE, COLLINEAR, NOT_CONVEX (concave, self-intersecting or doubling back)
	 */
	polygon(points) {
		const where = 'sat.polygon';
		if (points === null || points === undefined) throw fail(ErrorCode.NULL, where, `points is ${points}`);
		const isObjects = Array.isArray(points) && points.length > 0 && typeof points[0] === 'object' && points[0] !== null;
		const isFlat = !isObjects && (Array.isArray(points) ||
			(ArrayBuffer.isView(points) && !(points instanceof DataView) && typeof points[0] !== 'bigint'));
		if (!isObjects && !isFlat) {
			throw fail(ErrorCode.BAD_ARRAY, where, `points must be an array of numbers, a Float32Array / Float64Array ` +
				`or an array of {x, y} (got ${describe(points)})`);
		}
		const coords = isObjects ? 2 * points.length : points.length;
		if (coords % 2 !== 0) {
			throw fail(ErrorCode.ODD_COORDS, where, `${coords} coordinates: points are x, y pairs, so the length must be even`);
		}
		if (coords < 6) throw fail(ErrorCode.TOO_FEW_POINTS, where, `${coords / 2} points given, at least 3 needed`);
		const core = this.#core;
		if (coords > 2 * core.maxVertices) {
			throw fail(ErrorCode.TOO_MANY_POINTS, where, `${coords / 2} points given, at most ${core.maxVertices} allowed`);
		}
		const f32 = core.f32(), base = core.scratchPtr >> 2, max = core.maxCoordinate;
		for (let i = 0; i < coords; ++i) {
			let v;
			if (isObjects) {
				const p = points[i >> 1];
				v = typeof p === 'object' && p !== null ? (i & 1 ? p.y : p.x) : undefined;
			} else {
				v = points[i];
			}
			if (!isCoordinate(v, max)) throw pointError(core, points, i, isObjects);
			f32[base + i] = v;
		}
		const code = core.exports.satw_polygon(core.scratchPtr, coords, core.handlePtr);
		const detail = code === 0 ? undefined : `${core.messages[code]} (${coords / 2} points given)`;
		return core.adopt(code, where, detail, 'polygon', 0);
	}

	/**
	 * Create a circle centred on its position.
	 * @param {number} radius positive and finite
	 * @returns {Shape}
	 * @throws {SatError} BAD_RADIUS (not a positive finite number), OUT_OF_RANGE (above MAX_COORDINATE)
	 */
	circle(radius) {
		const where = 'sat.circle';
		if (typeof radius !== 'number' || !(radius > 0) || !Number.isFinite(radius)) {
			throw fail(ErrorCode.BAD_RADIUS, where, `radius must be a positive finite number (got ${describe(radius)})`);
		}
		const core = this.#core;
		checkCoordinate(core, radius, where, 'radius');
		const code = core.exports.satw_circle(radius, core.handlePtr);
		return core.adopt(code, where, undefined, 'circle', Math.fround(radius));
	}

	/**
	 * Create a width x height box centred on its position.
	 * @param {number} width positive and finite
	 * @param {number} height positive and finite
	 * @returns {Shape}
	 * @throws {SatError} BAD_SIZE (not positive finite numbers), OUT_OF_RANGE (above MAX_COORDINATE)
	 */
	box(width, height) {
		const where = 'sat.box';
		for (const [name, v] of [['width', width], ['height', height]]) {
			if (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v)) {
				throw fail(ErrorCode.BAD_SIZE, where, `${name} must be a positive finite number (got ${describe(v)})`);
			}
		}
		const core = this.#core;
		checkCoordinate(core, width, where, 'width');
		checkCoordinate(core, height, where, 'height');
		const code = core.exports.satw_box(width, height, core.handlePtr);
		return core.adopt(code, where, undefined, 'box', 0);
	}

	// Builds the error for a query's bad argument, after zeroing `out` so it never holds stale data.
	#queryError(where, out, zero, shapes, values) {
		if (out !== undefined && out !== null && typeof out === 'object') Object.assign(out, zero);
		const core = this.#core;
		for (const [name, shape] of shapes) {
			if (Shape.ptrOf(shape, core) === 0) return Shape.handleError(shape, core, where, name);
		}
		for (const [name, v, code] of values) {
			if (code === ErrorCode.NOT_FINITE) {
				const error = coordinateError(core, v, where, name);
				if (error) return error;
			} else if (typeof v !== 'number' || !Number.isFinite(v) || !Number.isFinite(Math.fround(v))) {
				return fail(code, where, `${name} must be a finite float32 number (got ${describe(v)})`);
			} else if (code === ErrorCode.BAD_TMAX && !(v >= 0)) {
				return fail(code, where, `tmax must be >= 0 (got ${v})`);
			}
		}
		// By elimination, `out` was the bad argument.
		return fail(ErrorCode.NULL, where, `out must be an object to fill, or omitted (got ${describe(out)})`);
	}

	#cError(code, where, out, zero) {
		if (out !== undefined && out !== null) Object.assign(out, zero);
		return this.#core.errorFromC(code, where);
	}

	/**
	 * Seed 000's PolygonCollision for any two shapes. `intersect`: they intersect now (touching counts).
	 * `willIntersect`: they intersect at some t in [0, 1] while `a` moves by t * (vx, vy) relative to `b`.
	 * `mtvX, mtvY`: added to a's position after it moved by (vx, vy) separates it from `b` (points from b
	 * towards a); zero when a + velocity does not intersect b. A miss writes zeros, never stale data.
	 * @param {Shape} a
	 * @param {Shape} b
	 * @param {number} [vx=0] a's velocity relative to b
	 * @param {number} [vy=0]
	 * @param {{ intersect: boolean, willIntersect: boolean, mtvX: number, mtvY: number }} [out] filled and
	 *   returned instead of a new object, so a game loop allocates nothing
	 * @returns {{ intersect: boolean, willIntersect: boolean, mtvX: number, mtvY: number }}
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, freed or foreign shape; NOT_FINITE or
	 *   OUT_OF_RANGE for a bad velocity
	 */
	collide(a, b, vx = 0, vy = 0, out) {
		const core = this.#core;
		const pa = Shape.ptrOf(a, core), pb = Shape.ptrOf(b, core), max = core.maxCoordinate;
		if (pa === 0 || pb === 0 || !isCoordinate(vx, max) || !isCoordinate(vy, max) ||
			(out !== undefined && out !== null && typeof out !== 'object')) {
			throw this.#queryError('sat.collide', out, COLLIDE_ZERO, [['a', a], ['b', b]],
				[['vx', vx, ErrorCode.NOT_FINITE], ['vy', vy, ErrorCode.NOT_FINITE]]);
		}
		const code = core.exports.satw_collide(pa, pb, vx, vy, core.resultPtr);
		if (code !== 0) throw this.#cError(code, 'sat.collide', out, COLLIDE_ZERO);
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) {
			return { intersect: f32[r] !== 0, willIntersect: f32[r + 1] !== 0, mtvX: f32[r + 2], mtvY: f32[r + 3] };
		}
		out.intersect = f32[r] !== 0;
		out.willIntersect = f32[r + 1] !== 0;
		out.mtvX = f32[r + 2];
		out.mtvY = f32[r + 3];
		return out;
	}

	/**
	 * Seed 000's ProjectPolygon: the interval [min, max] of dot(point, axis) over the shape. The axis need
	 * not be unit length; a circle projects to dot(centre, axis) -/+ radius * |axis|.
	 * @param {Shape} shape
	 * @param {number} axisX
	 * @param {number} axisY
	 * @param {{ min: number, max: number }} [out] filled and returned instead of a new object
	 * @returns {{ min: number, max: number }}
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, freed or foreign shape; BAD_AXIS for a zero or
	 *   non-finite axis; OUT_OF_RANGE when the products overflow
	 */
	project(shape, axisX, axisY, out) {
		const core = this.#core;
		const ps = Shape.ptrOf(shape, core);
		if (ps === 0 || typeof axisX !== 'number' || typeof axisY !== 'number' ||
			(out !== undefined && out !== null && typeof out !== 'object')) {
			throw this.#queryError('sat.project', out, PROJECT_ZERO, [['shape', shape]],
				[['axisX', axisX, ErrorCode.BAD_AXIS], ['axisY', axisY, ErrorCode.BAD_AXIS]]);
		}
		const code = core.exports.satw_project(ps, axisX, axisY, core.resultPtr);
		if (code !== 0) {
			if (code === ErrorCode.BAD_AXIS) {
				if (out !== undefined && out !== null) Object.assign(out, PROJECT_ZERO);
				throw fail(code, 'sat.project', `the axis (${axisX}, ${axisY}) must be finite and non-zero as float32`);
			}
			throw this.#cError(code, 'sat.project', out, PROJECT_ZERO);
		}
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) return { min: f32[r], max: f32[r + 1] };
		out.min = f32[r];
		out.max = f32[r + 1];
		return out;
	}

	/**
	 * Swept test (seed 004): `a` moves by t * (vx, vy) relative to `b` for t in [0, tmax]. `hit` is exact
	 * (no false positives from grazing passes); `t` is the first time they touch, so fast movers never
	 * tunnel; `normalX, normalY` is the unit contact normal from b towards a. Already intersecting: `hit`
	 * true, `t` 0, and `mtvX, mtvY` the minimum translation vector (zero otherwise). A miss writes zeros.
	 * @param {Shape} a
	 * @param {Shape} b
	 * @param {number} vx a's velocity relative to b
	 * @param {number} vy
	 * @param {number} [tmax=1] end of the time interval, >= 0
	 * @param {{ hit: boolean, t: number, normalX: number, normalY: number, mtvX: number, mtvY: number }} [out]
	 *   filled and returned instead of a new object
	 * @returns {{ hit: boolean, t: number, normalX: number, normalY: number, mtvX: number, mtvY: number }}
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, freed or foreign shape; NOT_FINITE or
	 *   OUT_OF_RANGE for a bad velocity; BAD_TMAX for a negative or non-finite tmax
	 */
	sweep(a, b, vx, vy, tmax = 1, out) {
		const core = this.#core;
		const pa = Shape.ptrOf(a, core), pb = Shape.ptrOf(b, core), max = core.maxCoordinate;
		if (pa === 0 || pb === 0 || !isCoordinate(vx, max) || !isCoordinate(vy, max) ||
			typeof tmax !== 'number' || !(tmax >= 0) || !Number.isFinite(Math.fround(tmax)) ||
			(out !== undefined && out !== null && typeof out !== 'object')) {
			throw this.#queryError('sat.sweep', out, SWEEP_ZERO, [['a', a], ['b', b]],
				[['vx', vx, ErrorCode.NOT_FINITE], ['vy', vy, ErrorCode.NOT_FINITE], ['tmax', tmax, ErrorCode.BAD_TMAX]]);
		}
		const code = core.exports.satw_sweep(pa, pb, vx, vy, tmax, core.resultPtr);
		if (code !== 0) throw this.#cError(code, 'sat.sweep', out, SWEEP_ZERO);
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		if (out === undefined || out === null) {
			return { hit: f32[r] !== 0, t: f32[r + 1], normalX: f32[r + 2], normalY: f32[r + 3], mtvX: f32[r + 4], mtvY: f32[r + 5] };
		}
		out.hit = f32[r] !== 0;
		out.t = f32[r + 1];
		out.normalX = f32[r + 2];
		out.normalY = f32[r + 3];
		out.mtvX = f32[r + 4];
		out.mtvY = f32[r + 5];
		return out;
	}
	/**
	 * A world of many bodies: a broad phase and a batched SIMD narrow phase in wasm. Call `collisions()` once
	 * per frame to get every intersecting pair with its MTV in typed arrays, with no allocation per frame.
	 * @param {{ capacity?: number, cellSize?: number }} [options] `capacity`: bodies to reserve room for;
	 *   `cellSize`: broad-phase grid cell size (default 0: twice the mean body size, chosen each step)
	 * @returns {World}
	 * @throws {SatError} BAD_ARRAY for a bad capacity, BAD_SIZE for a bad cell size, OUT_OF_MEMORY
	 */
	world(options = {}) {
		return new World(TOKEN, this.#core, options);
	}
}

const COLLIDE_ZERO = Object.freeze({ intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 });
const PROJECT_ZERO = Object.freeze({ min: 0, max: 0 });
const SWEEP_ZERO = Object.freeze({ hit: false, t: 0, normalX: 0, normalY: 0, mtvX: 0, mtvY: 0 });

// A body id must be an int32 (slot bits plus a reuse count); anything else cannot name a body.
function checkId(id, where) {
	if (!Number.isInteger(id) || id < 0 || id > 0x7fffffff) {
		throw fail(ErrorCode.BAD_ID, where, `id must be a body id from world.add (got ${describe(id)})`);
	}
}

/**
 * Bodies with their own copies of shapes, a uniform-grid broad phase and a batched narrow phase, all in
 * wasm. Ids are 0, 1, 2, ... in insertion order while nothing was removed; a removed id is never valid
 * again (its slot is reused last, under a new id). Release with `destroy()`.
 */
class World {
	#core;
	#ptr;
	#positionsPtr = 0;
	#positionsFloats = 0;
	#result = { count: 0, a: new Int32Array(0), b: new Int32Array(0), mtvX: new Float32Array(0), mtvY: new Float32Array(0) };
	#viewBuffer = null;
	#viewPtr = 0;
	#viewCapacity = -1;
	#held; // what the FinalizationRegistry frees if the world is dropped without destroy()

	/** @internal */
	constructor(token, core, options) {
		if (token !== TOKEN) throw new TypeError('sat-wasm: create worlds with sat.world()');
		const where = 'sat.world';
		if (options === null || typeof options !== 'object') {
			throw fail(ErrorCode.BAD_ARRAY, where, `options must be an object or omitted (got ${describe(options)})`);
		}
		const capacity = options.capacity ?? 0, cellSize = options.cellSize ?? 0;
		if (!Number.isInteger(capacity) || capacity < 0 || capacity > 1 << 22) {
			throw fail(ErrorCode.BAD_ARRAY, where, `capacity must be an integer from 0 to ${1 << 22} (got ${describe(capacity)})`);
		}
		if (typeof cellSize !== 'number' || !Number.isFinite(cellSize) || cellSize < 0 || cellSize > core.maxCoordinate) {
			throw fail(ErrorCode.BAD_SIZE, where, `cellSize must be a finite number >= 0 (got ${describe(cellSize)})`);
		}
		core.f32();
		core.heapI32[core.resultPtr >> 2] = capacity;
		core.heapF32[(core.resultPtr >> 2) + 1] = cellSize;
		const code = core.exports.satCreateWorld(core.resultPtr, core.handlePtr);
		if (code !== 0) throw core.errorFromC(code, where);
		core.f32();
		this.#core = core;
		this.#ptr = core.heapI32[core.handlePtr >> 2];
		this.#held = { world: this.#ptr, positions: 0 };
		if (core.registry) core.registry.register(this, this.#held, this);
	}

	#live(where) {
		if (this.#ptr === 0) throw fail(ErrorCode.BAD_HANDLE, where, 'the world was destroyed');
		return this.#ptr;
	}

	#check(code, where, detail) {
		if (code !== 0) throw this.#core.errorFromC(code, where, detail);
	}

	/**
	 * Add a body with its own copy of `shape` (the handle can be moved, reused or freed afterwards).
	 * @param {Shape} shape
	 * @param {number} [x=0]
	 * @param {number} [y=0]
	 * @param {number} [angle=0] radians
	 * @returns {number} the body id
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, freed or foreign shape; NOT_FINITE or OUT_OF_RANGE
	 *   for a bad coordinate; BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	add(shape, x = 0, y = 0, angle = 0) {
		const where = 'world.add', core = this.#core, ptr = this.#live(where);
		const shapePtr = Shape.ptrOf(shape, core);
		if (shapePtr === 0) throw Shape.handleError(shape, core, where, 'shape');
		checkCoordinate(core, x, where, 'x');
		checkCoordinate(core, y, where, 'y');
		checkCoordinate(core, angle, where, 'angle');
		this.#check(core.exports.satWorld_AddBody(ptr, shapePtr, x, y, angle, core.handlePtr), where);
		core.f32();
		return core.heapI32[core.handlePtr >> 2];
	}

	/**
	 * Remove a body; its id is never valid again.
	 * @param {number} id
	 * @throws {SatError} BAD_ID for an id not in the world; BAD_HANDLE after destroy()
	 */
	remove(id) {
		const where = 'world.remove', ptr = this.#live(where);
		checkId(id, where);
		this.#check(this.#core.exports.satWorld_RemoveBody(ptr, id), where, `no body with id ${id} (never added, or removed)`);
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
		checkCoordinate(core, x, where, 'x');
		checkCoordinate(core, y, where, 'y');
		checkCoordinate(core, angle, where, 'angle');
		this.#check(core.exports.satWorld_SetTransform(ptr, id, x, y, angle), where, `no body with id ${id} (never added, or removed)`);
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
		const where = 'world.setPositions', core = this.#core, ptr = this.#live(where);
		if (xy === null || typeof xy !== 'object' || typeof xy.length !== 'number' ||
			(ArrayBuffer.isView(xy) && (xy instanceof DataView || typeof xy[0] === 'bigint'))) {
			throw fail(ErrorCode.BAD_ARRAY, where, `xy must be a Float32Array, a Float64Array or an array of numbers (got ${describe(xy)})`);
		}
		const n = xy.length;
		if (n % 2 !== 0) throw fail(ErrorCode.BAD_ARRAY, where, `${n} values: positions are x, y pairs, so the length must be even`);
		const slots = core.exports.satWorld_GetSlotCount(ptr);
		if (n / 2 > slots) throw fail(ErrorCode.BAD_ARRAY, where, `${n / 2} positions for ${slots} slots`);
		if (n > this.#positionsFloats) { // grows to the world's size once, then is reused every frame
			if (this.#positionsPtr !== 0) core.exports.free(this.#positionsPtr);
			this.#positionsPtr = core.exports.malloc(4 * n);
			this.#positionsFloats = this.#positionsPtr === 0 ? 0 : n;
			this.#held.positions = this.#positionsPtr;
			if (this.#positionsPtr === 0) throw fail(ErrorCode.OUT_OF_MEMORY, where, `no room for ${n / 2} positions`);
		}
		const f32 = core.f32();
		if (ArrayBuffer.isView(xy)) {
			f32.set(xy, this.#positionsPtr >> 2); // converts a Float64Array to float32 on the way
		} else {
			const base = this.#positionsPtr >> 2;
			for (let i = 0; i < n; ++i) {
				const v = xy[i];
				if (typeof v !== 'number') throw fail(ErrorCode.BAD_ARRAY, where, `xy[${i}] is ${describe(v)}, not a number`);
				f32[base + i] = v;
			}
		}
		const code = core.exports.satWorld_SetPositions(ptr, this.#positionsPtr, n / 2);
		if (code !== 0) {
			let bad = 0;
			while (bad < n && Number.isFinite(Math.fround(xy[bad])) && Math.abs(xy[bad]) <= core.maxCoordinate) ++bad;
			this.#check(code, where, `xy[${bad}] is ${describe(xy[bad])}: ${core.messages[code]}; no body moved`);
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
		this.#check(this.#core.exports.satWorld_SetStatic(ptr, id, isStatic ? 1 : 0), where, `no body with id ${id} (never added, or removed)`);
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
			if (!Number.isInteger(v) || v < -0x80000000 || v > 0xffffffff) {
				throw fail(ErrorCode.BAD_ARRAY, where, `${name} must be a 32-bit integer (got ${describe(v)})`);
			}
		}
		this.#check(this.#core.exports.satWorld_SetFilter(ptr, id, category | 0, mask | 0), where, `no body with id ${id} (never added, or removed)`);
	}

	/**
	 * Find every intersecting pair (touching counts) with its MTV. The returned object and its typed arrays
	 * are views over wasm memory, reused from call to call and valid until the next call on this world:
	 * pair i (i < count) is bodies a[i] and b[i], each pair once, and (mtvX[i], mtvY[i]) added to body a[i]
	 * separates it from b[i]. The arrays may be longer than count.
	 * @returns {{ count: number, a: Int32Array, b: Int32Array, mtvX: Float32Array, mtvY: Float32Array }}
	 * @throws {SatError} BAD_HANDLE after destroy(); OUT_OF_MEMORY
	 */
	collisions() {
		const where = 'world.collisions', core = this.#core, ptr = this.#live(where);
		const e = core.exports;
		this.#check(e.satWorld_Collide(ptr, core.handlePtr), where);
		const f32 = core.f32(), result = this.#result;
		result.count = core.heapI32[core.handlePtr >> 2];
		const capacity = e.satWorld_GetPairCapacity(ptr), pairA = e.satWorld_GetPairA(ptr);
		if (f32.buffer !== this.#viewBuffer || pairA !== this.#viewPtr || capacity !== this.#viewCapacity) {
			const buffer = f32.buffer;
			result.a = new Int32Array(buffer, pairA, capacity);
			result.b = new Int32Array(buffer, e.satWorld_GetPairB(ptr), capacity);
			result.mtvX = new Float32Array(buffer, e.satWorld_GetPairMtvX(ptr), capacity);
			result.mtvY = new Float32Array(buffer, e.satWorld_GetPairMtvY(ptr), capacity);
			this.#viewBuffer = buffer;
			this.#viewPtr = pairA;
			this.#viewCapacity = capacity;
		}
		return result;
	}

	/**
	 * The world-space bounding box of a body.
	 * @param {number} id
	 * @param {{ minX: number, minY: number, maxX: number, maxY: number }} [out] filled and returned
	 * @returns {{ minX: number, minY: number, maxX: number, maxY: number }}
	 * @throws {SatError} BAD_ID; BAD_HANDLE after destroy()
	 */
	aabb(id, out) {
		const where = 'world.aabb', core = this.#core, ptr = this.#live(where);
		checkId(id, where);
		this.#check(core.exports.satWorld_GetAABB(ptr, id, core.resultPtr), where, `no body with id ${id} (never added, or removed)`);
		const f32 = core.resultView(), r = core.resultPtr >> 2;
		const box = out ?? {};
		box.minX = f32[r];
		box.minY = f32[r + 1];
		box.maxX = f32[r + 2];
		box.maxY = f32[r + 3];
		return box;
	}

	/** Number of live bodies. @type {number} */
	get count() { return this.#core.exports.satWorld_GetBodyCount(this.#live('world.count')); }

	/** Release the world and all its bodies. Later uses throw BAD_HANDLE; a second destroy() does nothing. */
	destroy() {
		if (this.#ptr === 0) return;
		const core = this.#core;
		core.exports.satDestroyWorld(this.#ptr);
		if (this.#positionsPtr !== 0) core.exports.free(this.#positionsPtr);
		if (core.registry) core.registry.unregister(this);
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
