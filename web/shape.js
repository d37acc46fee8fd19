// Shape handles, the calls that create and query them, and the argument checks and error messages that
// world.js shares. Numbers are validated by the C core; this file checks JS types (a number, an array, a live
// handle) and turns a C error code into a SatError that names the call and the bad argument.
import { ErrorCode, SatError } from './errors.js';

/** @typedef {import('./loader.js').Core} Core */
/** @typedef {{ intersect: boolean, willIntersect: boolean, mtvX: number, mtvY: number }} Collision */
/** @typedef {{ min: number, max: number }} Interval */
/** @typedef {{ hit: boolean, t: number, normalX: number, normalY: number, mtvX: number, mtvY: number }} SweepResult */
/** @typedef {{ minX: number, minY: number, maxX: number, maxY: number }} AABB */
/**
 * @typedef {{ pointCount: number, normalX: number, normalY: number, x0: number, y0: number, depth0: number,
 *   x1: number, y1: number, depth1: number }} Manifold
 */
/** @typedef {{ hit: boolean, fraction: number, x: number, y: number, normalX: number, normalY: number }} RayHit */
/** @typedef {ArrayLike<number> | Float32Array | Float64Array | ReadonlyArray<{ readonly x: number, readonly y: number }>} PolygonPoints */

/** Passed to the constructors of Sat, Shape and World, so that only this package makes them. */
export const TOKEN = Symbol('sat-wasm internal');

const codeNames = Object.keys(ErrorCode);

/**
 * A SatError whose message names the call, what was wrong, and the code.
 * @param {number} code
 * @param {string} where the call, e.g. 'sat.polygon'
 * @param {string} detail what was wrong with which argument
 */
export function fail(code, where, detail) {
	return new SatError(code, `${where}: ${detail} [${codeNames[code] ?? code}]`);
}

/** A bad argument as an error message shows it. @param {unknown} v */
export function describe(v) {
	if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 20 ? v.slice(0, 20) + '...' : v)}`;
	if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
	if (v === null || v === undefined) return String(v);
	if (Array.isArray(v)) return `an array of length ${v.length}`;
	if (typeof v === 'function') return 'a function';
	if (typeof v === 'symbol') return 'a symbol';
	return `an object (${/** @type {object} */ (v).constructor?.name ?? 'no prototype'})`;
}

/**
 * The error for `v` if the C core refuses it as a coordinate, else null. C sees the float32: a finite number
 * beyond float range arrives as infinity, but is reported out of range as the caller wrote it.
 * @param {Core} core
 * @param {unknown} v
 * @param {string} where
 * @param {string} name
 */
export function coordinateError(core, v, where, name) {
	if (typeof v !== 'number') return fail(ErrorCode.NOT_FINITE, where, `${name} must be a finite number (got ${describe(v)})`);
	if (!Number.isFinite(v)) return fail(ErrorCode.NOT_FINITE, where, `${name} is ${v}`);
	if (!(Math.abs(Math.fround(v)) <= core.maxCoordinate)) {
		const limit = Number(core.maxCoordinate.toPrecision(7)).toExponential();
		return fail(ErrorCode.OUT_OF_RANGE, where, `${name} = ${v.toExponential()} is larger in magnitude than MAX_COORDINATE (${limit})`);
	}
	return null;
}

/**
 * The error for coordinates that C refused with `code` (or that are not numbers): names the first bad one.
 * @param {Core} core
 * @param {number} code
 * @param {string} where
 * @param {unknown[]} namesAndValues name, value, name, value, ...
 */
export function coordinatesError(core, code, where, namesAndValues) {
	for (let i = 0; i < namesAndValues.length; i += 2) {
		const error = coordinateError(core, namesAndValues[i + 1], where, String(namesAndValues[i]));
		if (error) return error;
	}
	return core.errorFromC(code, where);
}

/** @param {unknown} out */
const isOut = (out) => out === undefined || out === null || typeof out === 'object';

/** @param {unknown} out @param {string} where */
export function checkOut(out, where) {
	if (!isOut(out)) throw fail(ErrorCode.NULL, where, `out must be an object to fill, or omitted (got ${describe(out)})`);
}

/**
 * A shape handle: a convex polygon, a circle, a box, a segment, a capsule or a concave shape, placed with a position
 * and an angle. Made by `sat.polygon`, `sat.circle`, `sat.box`, `sat.segment`, `sat.capsule` or `sat.concave`; release
 * it with `destroy()`. Using it after `destroy()` throws a
 * `SatError` with code `BAD_HANDLE`.
 */
export class Shape {
	#core;
	#ptr;
	#type;
	#count;
	#radius;
	#x = 0;
	#y = 0;
	#angle = 0;

	/**
	 * @internal
	 * @param {symbol} token
	 * @param {Core} core
	 * @param {number} ptr
	 * @param {'polygon' | 'circle' | 'box' | 'segment' | 'capsule' | 'concave'} type
	 * @param {number} count
	 * @param {number} radius
	 */
	constructor(token, core, ptr, type, count, radius) {
		if (token !== TOKEN) throw new TypeError('sat-wasm: create shapes with sat.polygon, sat.circle, sat.box, sat.segment or sat.capsule');
		this.#core = core;
		this.#ptr = ptr;
		this.#type = type;
		this.#count = count;
		this.#radius = radius;
	}

	/**
	 * @internal The wasm pointer of a live handle of this instance, or 0.
	 * @param {unknown} shape
	 * @param {Core} core
	 */
	static ptrOf(shape, core) {
		return typeof shape === 'object' && shape !== null && #ptr in shape && shape.#core === core ? shape.#ptr : 0;
	}

	/**
	 * @internal Why `shape` is not a live handle of this instance.
	 * @param {unknown} shape
	 * @param {Core} core
	 * @param {string} where
	 * @param {string} name
	 */
	static handleError(shape, core, where, name) {
		if (shape === null || shape === undefined) return fail(ErrorCode.NULL, where, `${name} is ${shape}`);
		if (typeof shape !== 'object' || !(#ptr in shape)) {
			return fail(ErrorCode.BAD_HANDLE, where, `${name} is not a shape handle (got ${describe(shape)})`);
		}
		if (shape.#core !== core) return fail(ErrorCode.BAD_HANDLE, where, `${name} belongs to another init() instance`);
		return fail(ErrorCode.BAD_HANDLE, where, `${name} was destroyed`);
	}

	/** @param {string} where */
	#live(where) {
		if (this.#ptr === 0) throw fail(ErrorCode.BAD_HANDLE, where, 'the shape was destroyed');
		return this.#ptr;
	}

	/**
	 * Place the shape if the C core accepts the values; returns its error code.
	 * @param {string} where
	 * @param {number} x
	 * @param {number} y
	 * @param {number} angle
	 */
	#place(where, x, y, angle) {
		const ptr = this.#live(where);
		if (typeof x !== 'number' || typeof y !== 'number' || typeof angle !== 'number') return ErrorCode.NOT_FINITE;
		const code = this.#core.exports.satw_set_transform(ptr, x, y, angle);
		if (code === 0) {
			this.#x = Math.fround(x);
			this.#y = Math.fround(y);
			this.#angle = Math.fround(angle);
		}
		return code;
	}

	/**
	 * Move the shape: its local origin (a box's or circle's centre) goes to (x, y).
	 * @param {number} x
	 * @param {number} y
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad coordinate, BAD_HANDLE after destroy()
	 */
	setPosition(x, y) {
		const where = 'shape.setPosition', code = this.#place(where, x, y, this.#angle);
		if (code !== 0) throw coordinatesError(this.#core, code, where, ['x', x, 'y', y]);
	}

	/**
	 * Rotate the shape about its local origin, counter-clockwise in a y-up frame.
	 * @param {number} radians
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad angle, BAD_HANDLE after destroy()
	 */
	setAngle(radians) {
		const where = 'shape.setAngle', code = this.#place(where, this.#x, this.#y, radians);
		if (code !== 0) throw coordinatesError(this.#core, code, where, ['radians', radians]);
	}

	/**
	 * Set position and angle in one call.
	 * @param {number} x
	 * @param {number} y
	 * @param {number} radians
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE for a bad value, BAD_HANDLE after destroy()
	 */
	setTransform(x, y, radians) {
		const where = 'shape.setTransform', code = this.#place(where, x, y, radians);
		if (code !== 0) throw coordinatesError(this.#core, code, where, ['x', x, 'y', y, 'radians', radians]);
	}

	/** The x position (as stored: rounded to float32). @type {number} */
	get x() { this.#live('shape.x'); return this.#x; }

	/** The y position (as stored: rounded to float32). @type {number} */
	get y() { this.#live('shape.y'); return this.#y; }

	/** The angle in radians (as stored: rounded to float32). @type {number} */
	get angle() { this.#live('shape.angle'); return this.#angle; }

	/** Vertices kept after welding and collinear removal: 4 for a box, 0 for a circle, 2 for a segment or capsule (its end points). @type {number} */
	get vertexCount() { this.#live('shape.vertexCount'); return this.#count; }

	/** `'polygon'`, `'circle'`, `'box'`, `'segment'`, `'capsule'` or `'concave'`. @type {'polygon' | 'circle' | 'box' | 'segment' | 'capsule' | 'concave'} */
	get type() { this.#live('shape.type'); return this.#type; }

	/** The circle's or capsule's radius (rounded to float32); 0 for polygons, boxes and segments. @type {number} */
	get radius() { this.#live('shape.radius'); return this.#radius; }

	/**
	 * The vertices in world coordinates, counter-clockwise: [x0, y0, x1, y1, ...] (empty for a circle; a segment's
	 * or capsule's two end points).
	 * @param {Float32Array} [out] filled and returned instead of a new array; needs 2 * vertexCount floats
	 * @returns {Float32Array}
	 * @throws {SatError} BAD_ARRAY if `out` is too short, BAD_HANDLE after destroy()
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
		core.exports.satw_world_vertices(ptr, core.pointsPtr);
		const f32 = core.resultView(), base = core.pointsPtr >> 2;
		for (let i = 0; i < n; ++i) out[i] = f32[base + i];
		return out;
	}

	/** Number of convex parts: a concave shape's, 1 for any other shape. @type {number} */
	get partCount() {
		const where = 'shape.partCount';
		return this.#core.exports.satw_part_count(this.#live(where));
	}

	/**
	 * The convex parts in local coordinates: one Float32Array [x0, y0, x1, y1, ...] per part, counter-clockwise
	 * (a concave shape's decomposition; a convex polygon or box gives its own vertices, a circle one empty array).
	 * Every part vertex is an outline vertex.
	 * @returns {Float32Array[]}
	 * @throws {SatError} BAD_HANDLE after destroy()
	 */
	parts() {
		const ptr = this.#live('shape.parts');
		const core = this.#core, count = core.exports.satw_part_count(ptr), out = [];
		for (let k = 0; k < count; ++k) {
			const n = core.exports.satw_part_vertices(ptr, k, core.pointsPtr);
			const base = core.pointsPtr >> 2;
			out.push(core.f32().slice(base, base + 2 * n));
		}
		return out;
	}

	/**
	 * The world-space bounding box.
	 * @template {AABB} [T=AABB]
	 * @param {T} [out] filled and returned
	 * @returns {T}
	 * @throws {SatError} BAD_HANDLE after destroy()
	 */
	aabb(out) {
		const where = 'shape.aabb';
		const ptr = this.#live(where);
		const core = this.#core;
		checkOut(out, where);
		core.exports.satw_aabb(ptr, core.resultPtr);
		return readAABB(core, out);
	}

	/**
	 * Release the shape's wasm memory. Every later use of this handle throws a `SatError` with code
	 * `BAD_HANDLE`; calling `destroy()` again does nothing.
	 */
	destroy() {
		if (this.#ptr === 0) return;
		this.#core.exports.satw_destroy(this.#ptr);
		this.#core.registry?.unregister(this);
		this.#ptr = 0;
	}
}

/**
 * The AABB record C wrote at resultPtr, into `out` or a new object.
 * @template {AABB} T
 * @param {Core} core
 * @param {T | null | undefined} out
 * @returns {T}
 */
export function readAABB(core, out) {
	const f32 = core.resultView(), r = core.resultPtr >> 2;
	if (out === undefined || out === null) return /** @type {T} */ ({ minX: f32[r], minY: f32[r + 1], maxX: f32[r + 2], maxY: f32[r + 3] });
	out.minX = f32[r];
	out.minY = f32[r + 1];
	out.maxX = f32[r + 2];
	out.maxY = f32[r + 3];
	return out;
}

/**
 * Wrap the handle a create call wrote to the out slot.
 * @param {Core} core
 * @param {'polygon' | 'circle' | 'box' | 'segment' | 'capsule' | 'concave'} type
 * @param {number} radius
 */
function adopt(core, type, radius) {
	core.f32();
	const ptr = core.heapI32[core.outPtr >> 2];
	const shape = new Shape(TOKEN, core, ptr, type, core.exports.satw_vertex_count(ptr), radius);
	core.registry?.register(shape, ptr, shape);
	return shape;
}

/**
 * A convex polygon in local coordinates; see Sat.polygon.
 * @param {Core} core
 * @param {PolygonPoints} points
 */
export function polygon(core, points) {
	const where = 'sat.polygon';
	const { coords, isObjects } = polygonInput(points, where);
	// C refuses more than MAX_POLYGON_VERTICES points before reading any, so only what fits is copied.
	copyPoints(core, points, Math.min(coords, 2 * core.maxVertices), isObjects, core.pointsPtr);
	const code = core.exports.satw_polygon(core.pointsPtr, coords, core.outPtr);
	if (code !== 0) throw polygonError(core, code, points, coords, isObjects, where);
	return adopt(core, 'polygon', 0);
}

/**
 * A concave shape from a simple outline in local coordinates; see Sat.concave.
 * @param {Core} core
 * @param {PolygonPoints} points
 */
export function concave(core, points) {
	const where = 'sat.concave';
	const { coords, isObjects } = polygonInput(points, where);
	copyPoints(core, points, Math.min(coords, 2 * core.maxVertices), isObjects, core.pointsPtr);
	const code = core.exports.satw_concave(core.pointsPtr, coords, core.outPtr);
	if (code !== 0) throw polygonError(core, code, points, coords, isObjects, where);
	return adopt(core, 'concave', 0);
}

/**
 * The form of polygon input: its coordinate count and whether it is an array of {x, y}; throws for neither form.
 * @param {PolygonPoints} points
 * @param {string} where
 */
function polygonInput(points, where) {
	if (points === null || points === undefined) throw fail(ErrorCode.NULL, where, `points is ${points}`);
	const isObjects = Array.isArray(points) && points.length > 0 && typeof points[0] === 'object' && points[0] !== null;
	const isFlat = !isObjects && (Array.isArray(points) ||
		(ArrayBuffer.isView(points) && !(points instanceof DataView) && typeof (/** @type {ArrayLike<unknown>} */ (points))[0] !== 'bigint'));
	if (!isObjects && !isFlat) {
		throw fail(ErrorCode.BAD_ARRAY, where, `points must be an array of numbers, a Float32Array / Float64Array ` +
			`or an array of {x, y} (got ${describe(points)})`);
	}
	return { coords: isObjects ? 2 * points.length : points.length, isObjects };
}

/**
 * Copy the first n coordinates of polygon input to wasm memory at ptr. A non-number goes in as NaN: C refuses
 * it after its count checks, and polygonError names the entry.
 * @param {Core} core
 * @param {PolygonPoints} points
 * @param {number} n
 * @param {boolean} isObjects
 * @param {number} ptr
 */
function copyPoints(core, points, n, isObjects, ptr) {
	const f32 = core.f32(), base = ptr >> 2;
	for (let i = 0; i < n; ++i) {
		const v = coordinateOf(points, i, isObjects);
		f32[base + i] = typeof v === 'number' ? v : NaN;
	}
}

/**
 * See Sat.hull. Up to MAX_POLYGON_VERTICES points go through the scratch buffer; more through a temporary
 * malloc'd one (C writes the hull over its input).
 * @param {Core} core
 * @param {PolygonPoints} points
 * @returns {Float32Array}
 */
export function hull(core, points) {
	const where = 'sat.hull';
	const { coords, isObjects } = polygonInput(points, where);
	const big = coords > 2 * core.maxVertices;
	const ptr = big ? core.exports.malloc(4 * coords) : core.pointsPtr;
	if (ptr === 0) throw fail(ErrorCode.OUT_OF_MEMORY, where, `no memory for ${coords} coordinates`);
	try {
		copyPoints(core, points, coords, isObjects, ptr);
		const code = core.exports.satw_hull(ptr, coords, ptr, core.outPtr);
		if (code !== 0) throw polygonError(core, code, points, coords, isObjects, where);
		const f32 = core.f32(), n = 2 * core.heapI32[core.outPtr >> 2];
		return f32.slice(ptr >> 2, (ptr >> 2) + n);
	} finally {
		if (big) core.exports.free(ptr);
	}
}

/**
 * Coordinate i of polygon input: x0, y0, x1, y1, ... of the flat or the {x, y} form.
 * @param {PolygonPoints} points
 * @param {number} i
 * @param {boolean} isObjects
 * @returns {unknown}
 */
function coordinateOf(points, i, isObjects) {
	if (!isObjects) return /** @type {ArrayLike<unknown>} */ (points)[i];
	const p = /** @type {ArrayLike<unknown>} */ (points)[i >> 1];
	return typeof p === 'object' && p !== null ? /** @type {{ x?: unknown, y?: unknown }} */ (p)[i & 1 ? 'y' : 'x'] : undefined;
}

/**
 * The precise error for coordinate i of polygon input, or null if C accepts it.
 * @param {Core} core
 * @param {PolygonPoints} points
 * @param {number} i
 * @param {boolean} isObjects
 * @param {string} where
 */
function pointError(core, points, i, isObjects, where) {
	let name;
	if (isObjects) {
		const p = /** @type {ArrayLike<unknown>} */ (points)[i >> 1];
		if (typeof p !== 'object' || p === null) {
			return fail(ErrorCode.BAD_ARRAY, where, `points[${i >> 1}] must be an {x, y} object (got ${describe(p)})`);
		}
		name = `points[${i >> 1}].${i & 1 ? 'y' : 'x'}`;
	} else {
		name = `points[${i}] (${i & 1 ? 'y' : 'x'} of point ${i >> 1})`;
	}
	const v = coordinateOf(points, i, isObjects);
	if (typeof v !== 'number') return fail(ErrorCode.BAD_ARRAY, where, `${name} must be a number (got ${describe(v)})`);
	return coordinateError(core, v, where, name);
}

/**
 * The error for polygon input that C refused with `code`.
 * @param {Core} core
 * @param {number} code
 * @param {PolygonPoints} points
 * @param {number} coords
 * @param {boolean} isObjects
 * @param {string} where 'sat.polygon', 'sat.concave' or 'sat.hull'
 */
function polygonError(core, code, points, coords, isObjects, where) {
	const n = coords / 2;
	switch (code) {
	case ErrorCode.ODD_COORDS:
		return fail(code, where, `${coords} coordinates: points are x, y pairs, so the length must be even`);
	case ErrorCode.TOO_FEW_POINTS:
		if (n < 3) return fail(code, where, `${n} points given, at least 3 needed`);
		break;
	case ErrorCode.TOO_MANY_POINTS:
		return fail(code, where, `${n} points given, at most ${core.maxVertices} allowed`);
	case ErrorCode.NOT_FINITE:
	case ErrorCode.OUT_OF_RANGE:
		for (let i = 0; i < coords; ++i) {
			const error = pointError(core, points, i, isObjects, where);
			if (error) return error;
		}
	}
	return core.errorFromC(code, where, `${core.messages[code]} (${n} points given)`);
}

/**
 * The error for sizes that C refused with `code` (or that are not numbers): the first one that is not a
 * positive finite number gets `kind` (BAD_RADIUS or BAD_SIZE), then the first beyond MAX_COORDINATE.
 * @param {Core} core
 * @param {number} code
 * @param {number} kind
 * @param {string} where
 * @param {unknown[]} namesAndValues name, value, name, value, ...
 */
function sizeError(core, code, kind, where, namesAndValues) {
	for (let i = 0; i < namesAndValues.length; i += 2) {
		const v = namesAndValues[i + 1];
		if (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v)) {
			return fail(kind, where, `${namesAndValues[i]} must be a positive finite number (got ${describe(v)})`);
		}
	}
	return coordinatesError(core, code, where, namesAndValues);
}

/**
 * A circle centred on its position; see Sat.circle.
 * @param {Core} core
 * @param {number} radius
 */
export function circle(core, radius) {
	const code = typeof radius === 'number' ? core.exports.satw_circle(radius, core.outPtr) : ErrorCode.BAD_RADIUS;
	if (code !== 0) throw sizeError(core, code, ErrorCode.BAD_RADIUS, 'sat.circle', ['radius', radius]);
	return adopt(core, 'circle', Math.fround(radius));
}

/**
 * A width x height box centred on its position; see Sat.box.
 * @param {Core} core
 * @param {number} width
 * @param {number} height
 */
export function box(core, width, height) {
	const code = typeof width === 'number' && typeof height === 'number'
		? core.exports.satw_box(width, height, core.outPtr) : ErrorCode.BAD_SIZE;
	if (code !== 0) throw sizeError(core, code, ErrorCode.BAD_SIZE, 'sat.box', ['width', width, 'height', height]);
	return adopt(core, 'box', 0);
}

const COLLIDE_ZERO = Object.freeze({ intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 });
const PROJECT_ZERO = Object.freeze({ min: 0, max: 0 });
const SWEEP_ZERO = Object.freeze({ hit: false, t: 0, normalX: 0, normalY: 0, mtvX: 0, mtvY: 0 });
const RAY_ZERO = Object.freeze({ hit: false, fraction: 0, x: 0, y: 0, normalX: 0, normalY: 0 });
const MANIFOLD_ZERO = Object.freeze({ pointCount: 0, normalX: 0, normalY: 0, x0: 0, y0: 0, depth0: 0, x1: 0, y1: 0, depth1: 0 });

/**
 * The error for a query's arguments, JS-level or refused by C with `code`, after zeroing `out` so that it
 * never holds stale data. Shapes first, then values in order (as C checks them), then `out`.
 * @param {Core} core
 * @param {number} code
 * @param {string} where
 * @param {unknown} out
 * @param {object} zero
 * @param {unknown[]} shapes name, shape, ...
 * @param {unknown[]} values name, value, kind (NOT_FINITE for a coordinate, BAD_AXIS, BAD_TMAX), ...
 */
function queryError(core, code, where, out, zero, shapes, values) {
	if (out !== undefined && out !== null && typeof out === 'object') Object.assign(out, zero);
	for (let i = 0; i < shapes.length; i += 2) {
		if (Shape.ptrOf(shapes[i + 1], core) === 0) return Shape.handleError(shapes[i + 1], core, where, String(shapes[i]));
	}
	for (let i = 0; i < values.length; i += 3) {
		const name = String(values[i]), v = values[i + 1], kind = Number(values[i + 2]);
		if (kind === ErrorCode.NOT_FINITE) {
			const error = coordinateError(core, v, where, name);
			if (error) return error;
		} else if (typeof v !== 'number' || !Number.isFinite(v) || !Number.isFinite(Math.fround(v))) {
			return fail(kind, where, `${name} must be a finite float32 number (got ${describe(v)})`);
		} else if (kind === ErrorCode.BAD_TMAX && !(v >= 0)) {
			return fail(kind, where, `tmax must be >= 0 (got ${v})`);
		}
	}
	if (!isOut(out)) return fail(ErrorCode.NULL, where, `out must be an object to fill, or omitted (got ${describe(out)})`);
	return core.errorFromC(code, where);
}

/**
 * See Sat.collide.
 * @template {Collision} T
 * @param {Core} core
 * @param {Shape} a
 * @param {Shape} b
 * @param {number} vx
 * @param {number} vy
 * @param {T} [out]
 * @returns {T}
 */
export function collide(core, a, b, vx, vy, out) {
	// A JS-level failure stands in as NULL: queryError finds which argument it was.
	const pa = Shape.ptrOf(a, core), pb = Shape.ptrOf(b, core);
	const code = pa === 0 || pb === 0 || typeof vx !== 'number' || typeof vy !== 'number' || !isOut(out)
		? ErrorCode.NULL : core.exports.satw_collide(pa, pb, vx, vy, core.resultPtr);
	if (code !== 0) {
		throw queryError(core, code, 'sat.collide', out, COLLIDE_ZERO, ['a', a, 'b', b],
			['vx', vx, ErrorCode.NOT_FINITE, 'vy', vy, ErrorCode.NOT_FINITE]);
	}
	const f32 = core.resultView(), r = core.resultPtr >> 2;
	if (out === undefined || out === null) {
		return /** @type {T} */ ({ intersect: f32[r] !== 0, willIntersect: f32[r + 1] !== 0, mtvX: f32[r + 2], mtvY: f32[r + 3] });
	}
	out.intersect = f32[r] !== 0;
	out.willIntersect = f32[r + 1] !== 0;
	out.mtvX = f32[r + 2];
	out.mtvY = f32[r + 3];
	return out;
}

/**
 * See Sat.project.
 * @template {Interval} T
 * @param {Core} core
 * @param {Shape} shape
 * @param {number} axisX
 * @param {number} axisY
 * @param {T} [out]
 * @returns {T}
 */
export function project(core, shape, axisX, axisY, out) {
	const where = 'sat.project', ps = Shape.ptrOf(shape, core);
	const code = ps === 0 || typeof axisX !== 'number' || typeof axisY !== 'number' || !isOut(out)
		? ErrorCode.NULL : core.exports.satw_project(ps, axisX, axisY, core.resultPtr);
	if (code === ErrorCode.BAD_AXIS) {
		if (out !== undefined && out !== null) Object.assign(out, PROJECT_ZERO);
		throw fail(code, where, `the axis (${axisX}, ${axisY}) must be finite and non-zero as float32`);
	}
	if (code !== 0) {
		throw queryError(core, code, where, out, PROJECT_ZERO, ['shape', shape],
			['axisX', axisX, ErrorCode.BAD_AXIS, 'axisY', axisY, ErrorCode.BAD_AXIS]);
	}
	const f32 = core.resultView(), r = core.resultPtr >> 2;
	if (out === undefined || out === null) return /** @type {T} */ ({ min: f32[r], max: f32[r + 1] });
	out.min = f32[r];
	out.max = f32[r + 1];
	return out;
}

/**
 * See Sat.sweep.
 * @template {SweepResult} T
 * @param {Core} core
 * @param {Shape} a
 * @param {Shape} b
 * @param {number} vx
 * @param {number} vy
 * @param {number} tmax
 * @param {T} [out]
 * @returns {T}
 */
export function sweep(core, a, b, vx, vy, tmax, out) {
	const pa = Shape.ptrOf(a, core), pb = Shape.ptrOf(b, core);
	const code = pa === 0 || pb === 0 || typeof vx !== 'number' || typeof vy !== 'number' || typeof tmax !== 'number' ||
		!isOut(out) ? ErrorCode.NULL : core.exports.satw_sweep(pa, pb, vx, vy, tmax, core.resultPtr);
	if (code !== 0) {
		throw queryError(core, code, 'sat.sweep', out, SWEEP_ZERO, ['a', a, 'b', b],
			['vx', vx, ErrorCode.NOT_FINITE, 'vy', vy, ErrorCode.NOT_FINITE, 'tmax', tmax, ErrorCode.BAD_TMAX]);
	}
	const f32 = core.resultView(), r = core.resultPtr >> 2;
	if (out === undefined || out === null) {
		return /** @type {T} */ ({ hit: f32[r] !== 0, t: f32[r + 1], normalX: f32[r + 2], normalY: f32[r + 3],
			mtvX: f32[r + 4], mtvY: f32[r + 5] });
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
 * See Sat.manifold.
 * @template {Manifold} T
 * @param {Core} core
 * @param {Shape} a
 * @param {Shape} b
 * @param {T} [out]
 * @returns {T}
 */
export function manifold(core, a, b, out) {
	const pa = Shape.ptrOf(a, core), pb = Shape.ptrOf(b, core);
	const code = pa === 0 || pb === 0 || !isOut(out) ? ErrorCode.NULL : core.exports.satw_manifold(pa, pb, core.resultPtr);
	if (code !== 0) throw queryError(core, code, 'sat.manifold', out, MANIFOLD_ZERO, ['a', a, 'b', b], []);
	const f32 = core.resultView(), r = core.resultPtr >> 2;
	if (out === undefined || out === null) {
		return /** @type {T} */ ({ pointCount: f32[r], normalX: f32[r + 1], normalY: f32[r + 2], x0: f32[r + 3], y0: f32[r + 4],
			depth0: f32[r + 5], x1: f32[r + 6], y1: f32[r + 7], depth1: f32[r + 8] });
	}
	out.pointCount = f32[r];
	out.normalX = f32[r + 1];
	out.normalY = f32[r + 2];
	out.x0 = f32[r + 3];
	out.y0 = f32[r + 4];
	out.depth0 = f32[r + 5];
	out.x1 = f32[r + 6];
	out.y1 = f32[r + 7];
	out.depth1 = f32[r + 8];
	return out;
}

/**
 * See Sat.raycast.
 * @template {RayHit} T
 * @param {Core} core
 * @param {Shape} shape
 * @param {number} x0
 * @param {number} y0
 * @param {number} x1
 * @param {number} y1
 * @param {T} [out]
 * @returns {T}
 */
export function raycast(core, shape, x0, y0, x1, y1, out) {
	const ps = Shape.ptrOf(shape, core);
	const code = ps === 0 || typeof x0 !== 'number' || typeof y0 !== 'number' || typeof x1 !== 'number' ||
		typeof y1 !== 'number' || !isOut(out) ? ErrorCode.NULL : core.exports.satw_raycast(ps, x0, y0, x1, y1, core.resultPtr);
	if (code !== 0) {
		throw queryError(core, code, 'sat.raycast', out, RAY_ZERO, ['shape', shape], ['x0', x0, ErrorCode.NOT_FINITE,
			'y0', y0, ErrorCode.NOT_FINITE, 'x1', x1, ErrorCode.NOT_FINITE, 'y1', y1, ErrorCode.NOT_FINITE]);
	}
	const f32 = core.resultView(), r = core.resultPtr >> 2;
	if (out === undefined || out === null) {
		return /** @type {T} */ ({ hit: f32[r] !== 0, fraction: f32[r + 1], x: f32[r + 2], y: f32[r + 3],
			normalX: f32[r + 4], normalY: f32[r + 5] });
	}
	out.hit = f32[r] !== 0;
	out.fraction = f32[r + 1];
	out.x = f32[r + 2];
	out.y = f32[r + 3];
	out.normalX = f32[r + 4];
	out.normalY = f32[r + 5];
	return out;
}

/**
 * The error for a segment or capsule that C refused with `code`: names the argument.
 * @param {Core} core
 * @param {number} code
 * @param {string} where
 * @param {unknown[]} coords x0, y0, x1, y1
 * @param {boolean} isCapsule
 * @param {unknown} [radius] a capsule's
 */
function roundedError(core, code, where, coords, isCapsule, radius) {
	const names = ['x0', 'y0', 'x1', 'y1'];
	/** @type {unknown[]} */
	const namesAndValues = [];
	for (let i = 0; i < 4; ++i) namesAndValues.push(names[i], coords[i]);
	for (let i = 0; i < 4; ++i) {
		const error = coordinateError(core, coords[i], where, names[i]);
		if (error) return error;
	}
	if (isCapsule && (typeof radius !== 'number' || !(radius > 0) || !Number.isFinite(radius))) {
		return fail(ErrorCode.BAD_RADIUS, where, `radius must be a positive finite number (got ${describe(radius)})`);
	}
	if (isCapsule && code === ErrorCode.OUT_OF_RANGE) return coordinatesError(core, code, where, ['radius', radius]);
	if (code === ErrorCode.ZERO_LENGTH) {
		return fail(code, where, `the end points (x0, y0) and (x1, y1) coincide (both (${coords[0]}, ${coords[1]}) as float32): ` +
			'a segment needs a length');
	}
	return coordinatesError(core, code, where, namesAndValues);
}

/**
 * The segment (x0, y0) - (x1, y1) in local coordinates; see Sat.segment.
 * @param {Core} core
 * @param {number} x0
 * @param {number} y0
 * @param {number} x1
 * @param {number} y1
 */
export function segment(core, x0, y0, x1, y1) {
	const where = 'sat.segment';
	const coords = [x0, y0, x1, y1];
	const code = coords.every((v) => typeof v === 'number')
		? core.exports.satw_segment(x0, y0, x1, y1, core.outPtr) : ErrorCode.NOT_FINITE;
	if (code !== 0) throw roundedError(core, code, where, coords, false);
	return adopt(core, 'segment', 0);
}

/**
 * A capsule: the points within radius of the segment (x0, y0) - (x1, y1), in local coordinates; see Sat.capsule.
 * @param {Core} core
 * @param {number} x0
 * @param {number} y0
 * @param {number} x1
 * @param {number} y1
 * @param {number} radius
 */
export function capsule(core, x0, y0, x1, y1, radius) {
	const where = 'sat.capsule';
	const coords = [x0, y0, x1, y1];
	const code = coords.every((v) => typeof v === 'number') && typeof radius === 'number'
		? core.exports.satw_capsule(x0, y0, x1, y1, radius, core.outPtr) : ErrorCode.NOT_FINITE;
	if (code !== 0) throw roundedError(core, code, where, coords, true, radius);
	return adopt(core, 'capsule', Math.fround(radius));
}
