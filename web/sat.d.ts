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

/** A shape handle made by `sat.polygon`, `sat.circle` or `sat.box`. After `destroy()` every use throws BAD_HANDLE. */
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
	/** Vertices kept after welding and collinear removal: 4 for a box, 0 for a circle. */
	readonly vertexCount: number;
	readonly type: 'polygon' | 'circle' | 'box';
	/** The circle's radius (float32); 0 for polygons and boxes. */
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

/** Bodies with their own copies of shapes, a broad phase and a batched narrow phase in wasm. */
export interface World {
	/**
	 * Add a body with its own copy of `shape` (which can be destroyed afterwards); returns its id (0, 1, 2, ...
	 * while nothing was removed).
	 */
	add(shape: Shape, x?: number, y?: number, angle?: number): number;
	/** Remove a body; its id is never valid again. */
	remove(id: number): void;
	/** Move and rotate one body. */
	setTransform(id: number, x: number, y: number, angle?: number): void;
	/** Positions for slots 0 .. n-1 from [x0, y0, x1, y1, ...], keeping angles; checked before anything moves. */
	setPositions(xy: Float32Array | Float64Array | ArrayLike<number>): void;
	/** Static bodies never pair with each other. */
	setStatic(id: number, isStatic?: boolean): void;
	/** Tested only if (A.category & B.mask) and (B.category & A.mask) are non-zero. Defaults 1 and 0xFFFFFFFF. */
	setFilter(id: number, category: number, mask: number): void;
	/** Every intersecting pair with its MTV; no allocation per frame. */
	collisions(): WorldCollisions;
	/** World-space bounding box of a body: a new object, or `out` filled. */
	aabb(id: number, out?: AABB): AABB;
	/** Number of live bodies. */
	readonly count: number;
	/** Release the world and all its bodies. Later uses throw BAD_HANDLE; a second `destroy()` does nothing. */
	destroy(): void;
}

/** One instance of the wasm module. */
export interface Sat {
	/** The library version, "MAJOR.MINOR.PATCH": the C core's satGetVersion() and the package's version. */
	readonly version: string;
	/** Largest number of points a polygon may be given (64). */
	readonly MAX_POLYGON_VERTICES: number;
	/** Largest magnitude of a coordinate, position, size or radius (1e18 rounded to float32). */
	readonly MAX_COORDINATE: number;
	/** The instance's memory, for diagnostics such as `memory.buffer.byteLength`. */
	readonly memory: WebAssembly.Memory;
	/** The C core's message for an error code ("unknown error" outside the enum). */
	errorString(code: number): string;
	/** A convex polygon in local coordinates; either winding. */
	polygon(points: PolygonPoints): Shape;
	/** A circle centred on its position. */
	circle(radius: number): Shape;
	/** A width x height box centred on its position. */
	box(width: number, height: number): Shape;
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
	/** A world of many bodies. */
	world(options?: WorldOptions): World;
}
