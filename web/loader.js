// Loading: init() finds, fetches and instantiates the wasm module, reads its limits, layouts and error table
// (so this package copies none of them from C), and returns the Sat instance whose calls shape.js and world.js
// implement. Loads in browsers without a bundler, in Node and through bundlers.
import { ErrorCode } from './errors.js';
import * as shapes from './shape.js';
import { JOINT_FLOATS, JOINT_TYPES, World } from './world.js';

/** @typedef {import('./shape.js').Shape} Shape */
/** @typedef {import('./shape.js').Collision} Collision */
/** @typedef {import('./shape.js').Interval} Interval */
/** @typedef {import('./shape.js').SweepResult} SweepResult */
/** @typedef {import('./shape.js').PolygonPoints} PolygonPoints */
/** @typedef {import('./shape.js').Manifold} Manifold */
/** @typedef {import('./shape.js').RayHit} RayHit */
/** @typedef {import('./world.js').WorldOptions} WorldOptions */
/** @typedef {string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module} WasmSource */
/** @typedef {{ wasm?: WasmSource | PromiseLike<Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module>, simd?: boolean }} InitOptions */

/**
 * The module's exports that this package calls: the satw_* shims of wasm/sat_wasm.h (pointers are numbers).
 * @typedef {object} SatwExports
 * @property {WebAssembly.Memory} memory
 * @property {(bytes: number) => number} malloc
 * @property {(ptr: number) => void} free
 * @property {() => number} satw_version
 * @property {() => number} satw_max_polygon_vertices
 * @property {() => number} satw_max_coordinate
 * @property {() => number} satw_same_as_friction
 * @property {() => number} satw_id_slot_bits
 * @property {() => number} satw_error_count
 * @property {(code: number) => number} satw_error_name
 * @property {(code: number) => number} satw_error_string
 * @property {() => number} satw_scratch_points
 * @property {() => number} satw_scratch_result
 * @property {() => number} satw_scratch_out
 * @property {(xy: number, coordCount: number, out: number) => number} satw_polygon
 * @property {(xy: number, coordCount: number, out: number) => number} satw_concave
 * @property {(shape: number) => number} satw_part_count
 * @property {(shape: number, k: number, out: number) => number} satw_part_vertices
 * @property {(radius: number, out: number) => number} satw_circle
 * @property {(width: number, height: number, out: number) => number} satw_box
 * @property {(x0: number, y0: number, x1: number, y1: number, out: number) => number} satw_segment
 * @property {(x0: number, y0: number, x1: number, y1: number, radius: number, out: number) => number} satw_capsule
 * @property {(shape: number) => void} satw_destroy
 * @property {(shape: number, x: number, y: number, angle: number) => number} satw_set_transform
 * @property {(shape: number) => number} satw_vertex_count
 * @property {(shape: number, out: number) => number} satw_world_vertices
 * @property {(shape: number, out: number) => number} satw_aabb
 * @property {(a: number, b: number, vx: number, vy: number, out: number) => number} satw_collide
 * @property {(shape: number, axisX: number, axisY: number, out: number) => number} satw_project
 * @property {(a: number, b: number, vx: number, vy: number, tmax: number, out: number) => number} satw_sweep
 * @property {(a: number, b: number, out: number) => number} satw_manifold
 * @property {(shape: number, x0: number, y0: number, x1: number, y1: number, out: number) => number} satw_raycast
 * @property {(xy: number, coordCount: number, out: number, outCount: number) => number} satw_hull
 * @property {() => number} satw_contact_floats
 * @property {() => number} satw_contact_ints
 * @property {(type: number) => number} satw_body_type_name
 * @property {() => number} satw_max_step_passes
 * @property {(value: number) => number} satw_tile_name
 * @property {(capacity: number, cellSize: number, lengthUnitsPerMeter: number, hitSpeed: number, out: number) => number} satw_world_create
 * @property {(world: number) => void} satw_world_destroy
 * @property {(world: number, shape: number, x: number, y: number, angle: number, outId: number) => number} satw_world_add
 * @property {(world: number, id: number) => number} satw_world_remove
 * @property {(world: number, id: number, x: number, y: number, angle: number) => number} satw_world_set_transform
 * @property {(world: number, xy: number, count: number) => number} satw_world_set_positions
 * @property {(world: number, id: number, isStatic: number) => number} satw_world_set_static
 * @property {(world: number, id: number, category: number, mask: number) => number} satw_world_set_filter
 * @property {(world: number, id: number, nx: number, ny: number) => number} satw_world_set_one_way
 * @property {(world: number, id: number, out: number) => number} satw_world_get_one_way
 * @property {(world: number, outPairCount: number) => number} satw_world_collide
 * @property {(world: number, x0: number, y0: number, x1: number, y1: number, mask: number, out: number, outId: number) => number} satw_world_raycast
 * @property {(world: number, minX: number, minY: number, maxX: number, maxY: number, ids: number, capacity: number, outCount: number) => number} satw_world_query_aabb
 * @property {(world: number, x: number, y: number, ids: number, capacity: number, outCount: number) => number} satw_world_query_point
 * @property {(world: number, shape: number, x: number, y: number, angle: number, dx: number, dy: number, mask: number, ignore: number, out: number, outId: number) => number} satw_world_cast_shape
 * @property {(world: number, shape: number, x: number, y: number, angle: number, mask: number, ids: number, capacity: number, outCount: number) => number} satw_world_overlap_shape
 * @property {(out: number) => void} satw_default_move
 * @property {(world: number, id: number, dx: number, dy: number, upX: number, upY: number, maxSlope: number, stepHeight: number, snapDown: number, skin: number, slide: number, out: number, outGroundId: number) => number} satw_world_move
 * @property {(world: number, cells: number, columns: number, rows: number, tileSize: number, x: number, y: number, merge: number, outIds: number, capacity: number, outCount: number) => number} satw_world_add_tiles
 * @property {(world: number) => number} satw_world_pair_a
 * @property {(world: number) => number} satw_world_pair_b
 * @property {(world: number) => number} satw_world_pair_mtv_x
 * @property {(world: number) => number} satw_world_pair_mtv_y
 * @property {(world: number) => number} satw_world_pair_capacity
 * @property {(world: number) => number} satw_world_body_count
 * @property {(world: number) => number} satw_world_slot_count
 * @property {(world: number, id: number, out: number) => number} satw_world_aabb
 * @property {(world: number, id: number, type: number) => number} satw_world_set_type
 * @property {(world: number, id: number, outType: number) => number} satw_world_get_type
 * @property {(world: number, id: number, density: number, friction: number, restitution: number, staticFriction: number, rollingResistance: number, tangentSpeed: number) => number} satw_world_set_material
 * @property {(world: number, id: number, out: number) => number} satw_world_get_material
 * @property {(world: number, id: number, out: number) => number} satw_world_get_mass_data
 * @property {(world: number, id: number, vx: number, vy: number, angularVelocity: number) => number} satw_world_set_velocity
 * @property {(world: number, id: number, out: number) => number} satw_world_get_velocity
 * @property {(world: number, id: number, linear: number, angular: number) => number} satw_world_set_damping
 * @property {(world: number, id: number, out: number) => number} satw_world_get_damping
 * @property {(world: number, id: number, ix: number, iy: number, px: number, py: number, atCenter: number) => number} satw_world_apply_impulse
 * @property {(world: number, id: number, isBullet: number) => number} satw_world_set_bullet
 * @property {(world: number, id: number, outBullet: number) => number} satw_world_is_bullet
 * @property {(world: number, gx: number, gy: number) => number} satw_world_set_gravity
 * @property {(world: number, out: number) => void} satw_world_get_gravity
 * @property {(world: number, id: number, outAwake: number) => number} satw_world_is_awake
 * @property {(world: number, id: number, awake: number) => number} satw_world_set_awake
 * @property {(world: number, enabled: number) => number} satw_world_set_sleep_enabled
 * @property {(world: number) => number} satw_world_is_sleep_enabled
 * @property {(world: number, dt: number, iterations: number, substeps: number) => number} satw_world_step
 * @property {(world: number, id: number, out: number) => number} satw_world_get_transform
 * @property {(world: number) => number} satw_world_transforms
 * @property {(world: number) => number} satw_world_contact_count
 * @property {(world: number) => number} satw_world_contact_ids
 * @property {(world: number) => number} satw_world_contact_data
 * @property {(world: number) => number} satw_world_begin_count
 * @property {(world: number) => number} satw_world_begin_pairs
 * @property {(world: number) => number} satw_world_end_count
 * @property {(world: number) => number} satw_world_end_pairs
 * @property {(world: number, iterations: number) => number} satw_world_separate
 * @property {(world: number, hertz: number, dampingRatio: number, pushSpeed: number) => number} satw_world_set_contact_tuning
 * @property {(world: number, out: number) => void} satw_world_get_contact_tuning
 * @property {(world: number, id: number, isSensor: number) => number} satw_world_set_sensor
 * @property {(world: number, id: number, out: number) => number} satw_world_is_sensor
 * @property {(world: number) => number} satw_world_sensor_begin_count
 * @property {(world: number) => number} satw_world_sensor_begin_events
 * @property {(world: number) => number} satw_world_sensor_end_count
 * @property {(world: number) => number} satw_world_sensor_end_events
 * @property {(world: number) => number} satw_world_hit_count
 * @property {(world: number) => number} satw_world_hit_ids
 * @property {(world: number) => number} satw_world_hit_data
 * @property {(world: number) => number} satw_world_contact_impulses
 * @property {(world: number, out: number) => void} satw_world_units
 * @property {(world: number, out: number) => number} satw_world_profile
 * @property {(world: number, enabled: number) => number} satw_world_set_profiling
 * @property {() => number} satw_joint_def_floats
 * @property {(type: number) => number} satw_joint_type_name
 * @property {(type: number, out: number) => number} satw_default_joint
 * @property {(world: number, def: number, type: number, a: number, b: number, flags: number, outId: number) => number} satw_world_add_joint
 * @property {(world: number, jointId: number) => number} satw_world_remove_joint
 * @property {(world: number) => number} satw_world_joint_count
 * @property {(world: number, jointId: number, out: number) => number} satw_world_joint_bodies
 * @property {(world: number, jointId: number, speed: number, maxTorqueOrForce: number) => number} satw_world_set_joint_motor
 * @property {(world: number, jointId: number, x: number, y: number) => number} satw_world_set_joint_target
 * @property {(world: number, jointId: number, out: number) => number} satw_world_joint_reaction
 * @property {(world: number, kind: number, out: number) => number} satw_world_snapshot_size
 * @property {(world: number, kind: number, bytes: number, capacity: number, out: number) => number} satw_world_snapshot
 * @property {(world: number, bytes: number, size: number) => number} satw_world_restore
 * @property {(bytes: number, size: number, out: number) => number} satw_world_from_snapshot
 * @property {(world: number, out: number) => number} satw_world_hash
 * @property {() => void} [_initialize]
 */

/** @type {readonly (keyof SatwExports)[]} */
const REQUIRED_EXPORTS = ['memory', 'malloc', 'free', 'satw_version', 'satw_max_polygon_vertices',
	'satw_max_coordinate', 'satw_same_as_friction', 'satw_id_slot_bits', 'satw_error_count', 'satw_error_name', 'satw_error_string',
	'satw_scratch_points', 'satw_scratch_result', 'satw_scratch_out', 'satw_polygon', 'satw_circle', 'satw_box',
	'satw_segment', 'satw_capsule',
	'satw_destroy', 'satw_set_transform', 'satw_vertex_count', 'satw_world_vertices', 'satw_aabb', 'satw_collide',
	'satw_project', 'satw_sweep', 'satw_world_create', 'satw_world_destroy', 'satw_world_add', 'satw_world_remove',
	'satw_world_set_transform', 'satw_world_set_positions', 'satw_world_set_static', 'satw_world_set_filter',
	'satw_world_set_one_way', 'satw_world_get_one_way',
	'satw_world_collide', 'satw_world_pair_a', 'satw_world_pair_b', 'satw_world_pair_mtv_x', 'satw_world_pair_mtv_y',
	'satw_world_pair_capacity', 'satw_world_body_count', 'satw_world_slot_count', 'satw_world_aabb', 'satw_manifold',
	'satw_raycast', 'satw_hull', 'satw_world_raycast', 'satw_world_query_aabb', 'satw_world_query_point',
	'satw_world_cast_shape', 'satw_world_overlap_shape', 'satw_default_move', 'satw_world_move',
	'satw_concave', 'satw_part_count', 'satw_part_vertices',
	'satw_contact_floats', 'satw_contact_ints', 'satw_body_type_name', 'satw_max_step_passes', 'satw_world_set_type',
	'satw_world_get_type', 'satw_world_set_material', 'satw_world_get_material', 'satw_world_get_mass_data',
	'satw_world_set_velocity', 'satw_world_get_velocity', 'satw_world_apply_impulse', 'satw_world_set_gravity',
	'satw_world_set_damping', 'satw_world_get_damping',
	'satw_world_set_bullet', 'satw_world_is_bullet',
	'satw_world_get_gravity', 'satw_world_step', 'satw_world_get_transform', 'satw_world_transforms',
	'satw_world_contact_count', 'satw_world_contact_ids', 'satw_world_contact_data', 'satw_world_begin_count',
	'satw_world_begin_pairs', 'satw_world_end_count', 'satw_world_end_pairs', 'satw_world_separate',
	'satw_world_is_awake', 'satw_world_set_awake', 'satw_world_set_sleep_enabled', 'satw_world_is_sleep_enabled',
	'satw_tile_name', 'satw_world_add_tiles', 'satw_world_set_contact_tuning', 'satw_world_get_contact_tuning',
	'satw_world_set_sensor', 'satw_world_is_sensor', 'satw_world_sensor_begin_count', 'satw_world_sensor_begin_events',
	'satw_world_sensor_end_count', 'satw_world_sensor_end_events', 'satw_world_hit_count', 'satw_world_hit_ids',
	'satw_world_hit_data', 'satw_world_contact_impulses', 'satw_world_units',
	'satw_world_profile', 'satw_world_set_profiling', 'satw_joint_def_floats', 'satw_joint_type_name',
	'satw_default_joint', 'satw_world_add_joint', 'satw_world_remove_joint', 'satw_world_joint_count',
	'satw_world_joint_bodies', 'satw_world_set_joint_motor', 'satw_world_set_joint_target', 'satw_world_joint_reaction',
	'satw_world_snapshot_size', 'satw_world_snapshot', 'satw_world_restore', 'satw_world_from_snapshot', 'satw_world_hash'];

const codeNames = Object.keys(ErrorCode);

// The smallest module that uses a v128 instruction: `(func (result v128) i32.const 0 i32x4.splat)`.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 8, 1, 6, 0,
	65, 0, 253, 17, 11]);

// The SIMD module is also built with bulk memory and non-trapping float-to-int conversions (every engine with
// SIMD has both): `(memory 1) (func i32.const 0 i32.const 0 i32.const 0 memory.fill f32.const 0
// i32.trunc_sat_f32_s drop)`.
const FEATURES_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 5, 3, 1, 0, 1,
	10, 21, 1, 19, 0, 65, 0, 65, 0, 65, 0, 252, 11, 0, 67, 0, 0, 0, 0, 252, 0, 26, 11]);

const isNode = typeof (/** @type {{ process?: { versions?: { node?: unknown } } }} */ (globalThis)).process?.versions?.node === 'string';

/** @param {string | URL} location */
function isLocalPath(location) {
	if (location instanceof URL) return location.protocol === 'file:';
	return location.startsWith('file:') || !/^[a-z][a-z0-9+.-]+:/i.test(location);
}

/**
 * @param {Response} response
 * @param {WebAssembly.Imports} imports
 */
async function instantiateResponse(response, imports) {
	if (!response.ok) throw new Error(`sat-wasm: cannot load ${response.url || 'the module'}: HTTP ${response.status}`);
	const type = response.headers.get('Content-Type') || '';
	if (typeof WebAssembly.instantiateStreaming === 'function' && /^application\/wasm\b/i.test(type)) {
		return (await WebAssembly.instantiateStreaming(response, imports)).instance;
	}
	// A server that sends another MIME type makes streaming fail: compile from the bytes instead.
	return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

/**
 * @param {NonNullable<InitOptions['wasm']>} from
 * @param {WebAssembly.Imports} imports
 * @returns {Promise<WebAssembly.Instance>}
 */
async function instantiate(from, imports) {
	const source = await from;
	if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, imports);
	if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
		return (await WebAssembly.instantiate(/** @type {BufferSource} */ (source), imports)).instance;
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
		`a typed array or a WebAssembly.Module (got ${shapes.describe(source)})`);
}

/**
 * Load and instantiate the wasm module. Each call gives an independent instance with its own memory;
 * shapes of one instance are rejected by another.
 * @param {InitOptions} [options] `wasm` overrides where the module comes from (default: `sat.wasm` next to
 *   this file when the engine supports wasm SIMD, else `sat-baseline.wasm`); `simd: false` picks the
 *   baseline module by default.
 * @returns {Promise<Sat>}
 */
export async function init(options) {
	const { wasm, simd: allowSimd } = options ?? {};
	let source = wasm;
	if (source === undefined || source === null) {
		const simd = allowSimd !== false && WebAssembly.validate(SIMD_PROBE) && WebAssembly.validate(FEATURES_PROBE);
		source = simd ? new URL('./sat.wasm', import.meta.url) : new URL('./sat-baseline.wasm', import.meta.url);
	}
	// Views are re-created by comparing memory.buffer after each call that can allocate, so the growth
	// notification needs no work.
	// env.sat_now is the clock of the step's profile (world.setProfiling(true)); nothing else reads it.
	const imports = { env: { emscripten_notify_memory_growth() {}, sat_now: () => performance.now() } };
	const instance = await instantiate(source, imports);
	return new Sat(shapes.TOKEN, new Core(instance.exports));
}

/** What shapes, worlds and the Sat object share about one instance; never handed to users. */
export class Core {
	/** @param {WebAssembly.Exports} raw */
	constructor(raw) {
		for (const name of REQUIRED_EXPORTS) {
			if (!(name in raw)) throw new Error(`sat-wasm: the module does not export ${name} (a stale or foreign build?)`);
		}
		const exports = /** @type {SatwExports} */ (/** @type {unknown} */ (raw));
		this.exports = exports;
		this.memory = exports.memory;
		/** @type {ArrayBufferLike | null} */
		this.buffer = null;
		this.heapF32 = new Float32Array(0);
		this.heapI32 = new Int32Array(0);
		this.heapU8 = new Uint8Array(0);
		if (typeof exports._initialize === 'function') exports._initialize();

		/** satErrorString of each code. @type {string[]} */
		this.messages = [];
		const count = exports.satw_error_count();
		for (let code = 0; code < count; ++code) {
			const name = this.string(exports.satw_error_name(code));
			if (codeNames[code] !== name) {
				throw new Error(`sat-wasm: error code ${code} is ${name} in the module but ${codeNames[code]} in errors.js`);
			}
			this.messages.push(this.string(exports.satw_error_string(code)));
		}
		if (count !== codeNames.length) throw new Error(`sat-wasm: the module has ${count} error codes, errors.js ${codeNames.length}`);
		this.version = this.string(exports.satw_version());
		this.maxVertices = exports.satw_max_polygon_vertices();
		this.maxCoordinate = exports.satw_max_coordinate();
		/** The staticFriction value that follows friction (SAT_SAME_AS_FRICTION); JS shows it as null. */
		this.sameAsFriction = exports.satw_same_as_friction();
		this.idSlotBits = exports.satw_id_slot_bits();
		/** Floats and ints per contact in world.contacts() (SAT_CONTACT_FLOATS, SAT_CONTACT_INTS). */
		this.contactFloats = exports.satw_contact_floats();
		this.contactInts = exports.satw_contact_ints();
		/** The body type names by satBodyType value ('static', 'kinematic', 'dynamic'). @type {string[]} */
		this.bodyTypes = [];
		for (let type = 0, name = exports.satw_body_type_name(0); name !== 0; name = exports.satw_body_type_name(++type)) {
			this.bodyTypes.push(this.string(name));
		}
		/** The largest iterations and substeps world.step accepts, as the C core reports it (0 if unknown). */
		this.maxStepPasses = exports.satw_max_step_passes();
		/** satWorld_Move's default options (satDefaultMoveDef), read from C. */
		exports.satw_default_move(exports.satw_scratch_result());
		const moveDefaults = new Float32Array(exports.memory.buffer, exports.satw_scratch_result(), 6);
		this.moveDefaults = { upX: moveDefaults[0], upY: moveDefaults[1], maxSlope: moveDefaults[2],
			stepHeight: moveDefaults[3], snapDown: moveDefaults[4], skin: moveDefaults[5] };
		/** The cell values of world.addTiles (satTile) by name without the SAT_TILE_ prefix. @type {Map<string, number>} */
		this.tiles = new Map();
		for (let value = 0, name = exports.satw_tile_name(0); name !== 0; name = exports.satw_tile_name(++value)) {
			this.tiles.set(this.string(name), value);
		}
		/** The joint type names by satJointType value (index 0, no type, is ''). @type {string[]} */
		this.jointTypes = [''];
		for (let type = 1, name = exports.satw_joint_type_name(1); name !== 0; name = exports.satw_joint_type_name(++type)) {
			this.jointTypes.push(this.string(name));
		}
		const jointFloats = exports.satw_joint_def_floats(), jointNames = this.jointTypes.slice(1).join(', ');
		if (jointNames !== JOINT_TYPES.join(', ') || jointFloats !== JOINT_FLOATS) {
			throw new Error(`sat-wasm: the module has the joint types ${jointNames} of ${jointFloats} floats, this package ` +
				`${JOINT_TYPES.join(', ')} of ${JOINT_FLOATS} (a stale or foreign build?)`);
		}
		// The scratch region lives in C's static data: its addresses never change, even when memory grows.
		this.pointsPtr = exports.satw_scratch_points();
		this.resultPtr = exports.satw_scratch_result();
		this.outPtr = exports.satw_scratch_out();
		// A safety net for handles dropped without destroy(), which stays the documented lifetime.
		this.registry = typeof FinalizationRegistry === 'function'
			? new FinalizationRegistry((/** @type {number | { world: number, positions: number, ids: number, snapshot: number }} */ held) => {
				if (typeof held === 'number') { exports.satw_destroy(held); return; }
				exports.satw_world_destroy(held.world);
				if (held.positions !== 0) exports.free(held.positions);
				if (held.ids !== 0) exports.free(held.ids);
				if (held.snapshot !== 0) exports.free(held.snapshot);
			}) : null;
	}

	/**
	 * A Float32Array over the whole memory (and heapI32 beside it), re-created when the memory grew. Called
	 * after every call that can allocate.
	 */
	f32() {
		if (this.memory.buffer !== this.buffer) {
			this.buffer = this.memory.buffer;
			this.heapF32 = new Float32Array(this.buffer);
			this.heapI32 = new Int32Array(this.buffer);
			this.heapU8 = new Uint8Array(this.buffer);
		}
		return this.heapF32;
	}

	/**
	 * The same view for the queries, which never allocate: growth detaches the old buffer (length 0), which
	 * is cheaper to test than reading memory.buffer on every call.
	 */
	resultView() {
		const f32 = this.heapF32;
		return f32.length !== 0 ? f32 : this.f32();
	}

	/** The NUL-terminated ASCII string at ptr. @param {number} ptr */
	string(ptr) {
		const bytes = new Uint8Array(this.memory.buffer);
		let s = '';
		for (let i = ptr; bytes[i] !== 0; ++i) s += String.fromCharCode(bytes[i]);
		return s;
	}

	/**
	 * @param {number} code
	 * @param {string} where
	 * @param {string} [detail] defaults to the C core's message for the code
	 */
	errorFromC(code, where, detail) {
		return shapes.fail(code, where, detail ?? this.messages[code] ?? 'unknown error');
	}
}

/**
 * One loaded instance of the wasm module: creates shapes and worlds and runs queries. Get one from `init()`.
 */
export class Sat {
	#core;

	/**
	 * @internal
	 * @param {symbol} token
	 * @param {Core} core
	 */
	constructor(token, core) {
		if (token !== shapes.TOKEN) throw new TypeError('sat-wasm: get an instance from init()');
		this.#core = core;
		/** The library version, "MAJOR.MINOR.PATCH" (satGetVersion). @type {string} */
		this.version = core.version;
		/** Largest number of points a polygon may be given (SAT_MAX_POLYGON_VERTICES). @type {number} */
		this.MAX_POLYGON_VERTICES = core.maxVertices;
		/** Largest magnitude of a coordinate, position, size or radius (SAT_MAX_COORDINATE, 1e18 as float32). @type {number} */
		this.MAX_COORDINATE = core.maxCoordinate;
		/**
		 * Bits of a body id that are its slot (SAT_ID_SLOT_BITS, 22): body `id` is at slot
		 * `id & ((1 << ID_SLOT_BITS) - 1)` of `world.transforms()`. @type {number}
		 */
		this.ID_SLOT_BITS = core.idSlotBits;
		const tile = (/** @type {string} */ name) => {
			const value = core.tiles.get(name);
			if (value === undefined) throw new Error(`sat-wasm: the module has no cell value SAT_TILE_${name} (a stale or foreign build?)`);
			return value;
		};
		// The cell values of world.addTiles (satTile in sat.h). Shapes in tiles from the cell's lower-left corner, y up.
		/** An empty cell: no body. @type {number} */
		this.TILE_EMPTY = tile('EMPTY');
		/** The whole cell. @type {number} */
		this.TILE_SOLID = tile('SOLID');
		/** 45 degrees rising to the right, the lower-right half: (0,0) (1,0) (1,1). @type {number} */
		this.TILE_SLOPE_UP_RIGHT = tile('SLOPE_UP_RIGHT');
		/** 45 degrees rising to the left, the lower-left half: (0,0) (1,0) (0,1). @type {number} */
		this.TILE_SLOPE_UP_LEFT = tile('SLOPE_UP_LEFT');
		/** Gentle slope (half a tile per tile, atan(1/2) = 26.57 degrees) rising to the right, low cell: (0,0) (1,0) (1,1/2). @type {number} */
		this.TILE_GENTLE_UP_RIGHT_LOW = tile('GENTLE_UP_RIGHT_LOW');
		/** Gentle slope rising to the right, high cell (right of the low one): (0,0) (1,0) (1,1) (0,1/2). @type {number} */
		this.TILE_GENTLE_UP_RIGHT_HIGH = tile('GENTLE_UP_RIGHT_HIGH');
		/** Gentle slope rising to the left, low cell: (0,0) (1,0) (0,1/2). @type {number} */
		this.TILE_GENTLE_UP_LEFT_LOW = tile('GENTLE_UP_LEFT_LOW');
		/** Gentle slope rising to the left, high cell (left of the low one): (0,0) (1,0) (1,1/2) (0,1). @type {number} */
		this.TILE_GENTLE_UP_LEFT_HIGH = tile('GENTLE_UP_LEFT_HIGH');
		const named = Object.keys(this).filter((key) => key.startsWith('TILE_')).length;
		if (named !== core.tiles.size) throw new Error(`sat-wasm: the module has ${core.tiles.size} cell values, this package ${named}`);
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
	 * @param {PolygonPoints} points a flat array [x0, y0, x1, y1, ...], a Float32Array / Float64Array of the
	 *   same, or an array of {x, y}
	 * @returns {Shape}
	 * @throws {SatError} NULL, BAD_ARRAY (not an array, a non-number entry, an object without x or y),
	 *   ODD_COORDS, TOO_FEW_POINTS, TOO_MANY_POINTS (more than MAX_POLYGON_VERTICES), NOT_FINITE,
	 *   OUT_OF_RANGE, COLLINEAR, NOT_CONVEX (concave, self-intersecting or doubling back)
	 */
	polygon(points) { return shapes.polygon(this.#core, points); }

	/**
	 * Create a concave shape from a simple polygon outline in local coordinates (position (0, 0), angle 0), in
	 * either winding, cleaned as `polygon` cleans. It is decomposed into convex parts (ear clipping, then
	 * Hertel-Mehlhorn merging: at most four times the fewest possible parts; a convex outline gives one part) and
	 * every query treats it as their union: collide intersects iff some part does, and its MTV is the shortest of
	 * the first free moves along each candidate axis (every part's edge normals, both shapes; with a circle, the
	 * axis from each part's nearest vertex to its centre), so a box in the mouth of a C leaves by the mouth; sweep
	 * gives the earliest impact over the parts; manifold is the deepest overlapping part pair's; raycast the
	 * closest hit over the parts (fraction 0 with a zero normal when starting inside one). `vertexCount` and
	 * `worldVertices` give the cleaned outline, `partCount` and `parts()` the parts.
	 * @param {PolygonPoints} points as for `polygon`, at most MAX_POLYGON_VERTICES points
	 * @returns {Shape}
	 * @throws {SatError} NULL, BAD_ARRAY, ODD_COORDS, TOO_FEW_POINTS, TOO_MANY_POINTS, NOT_FINITE, OUT_OF_RANGE,
	 *   COLLINEAR (zero area), NOT_SIMPLE (edges cross, touch or overlap, a vertex on another edge included)
	 */
	concave(points) { return shapes.concave(this.#core, points); }

	/**
	 * Create a circle centred on its position.
	 * @param {number} radius positive and finite
	 * @returns {Shape}
	 * @throws {SatError} BAD_RADIUS (not a positive finite number), OUT_OF_RANGE (above MAX_COORDINATE)
	 */
	circle(radius) { return shapes.circle(this.#core, radius); }

	/**
	 * Create a width x height box centred on its position.
	 * @param {number} width positive and finite
	 * @param {number} height positive and finite
	 * @returns {Shape}
	 * @throws {SatError} BAD_SIZE (not positive finite numbers), OUT_OF_RANGE (above MAX_COORDINATE)
	 */
	box(width, height) { return shapes.box(this.#core, width, height); }

	/**
	 * Create the segment (x0, y0) - (x1, y1) in local coordinates (placed by the shape's position and angle like
	 * any shape): 2 vertices, no area. It collides with every kind; a world body with a segment cannot be dynamic.
	 * @param {number} x0
	 * @param {number} y0
	 * @param {number} x1
	 * @param {number} y1
	 * @returns {Shape}
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE naming the coordinate, ZERO_LENGTH (the end points coincide)
	 */
	segment(x0, y0, x1, y1) { return shapes.segment(this.#core, x0, y0, x1, y1); }

	/**
	 * Create a capsule: every point within `radius` of the segment (x0, y0) - (x1, y1), in local coordinates
	 * (Box2D's capsule). Its vertices are the two end points.
	 * @param {number} x0
	 * @param {number} y0
	 * @param {number} x1
	 * @param {number} y1
	 * @param {number} radius positive and finite
	 * @returns {Shape}
	 * @throws {SatError} NOT_FINITE or OUT_OF_RANGE naming the argument, BAD_RADIUS (not a positive finite
	 *   number), ZERO_LENGTH (the end points coincide)
	 */
	capsule(x0, y0, x1, y1, radius) { return shapes.capsule(this.#core, x0, y0, x1, y1, radius); }

	/**
	 * PolygonCollision of the CodeProject article "2D Polygon Collision Detection", for any two shapes.
	 * `intersect`: they intersect now (touching counts). `willIntersect`: they intersect at some t in [0, 1]
	 * while `a` moves by t * (vx, vy) relative to `b`. `mtvX, mtvY`: added to a's position after it moved by
	 * (vx, vy) separates it from `b` (points from b towards a); zero when a + velocity does not intersect b.
	 * A miss writes zeros, never stale data.
	 * @template {Collision} [T=Collision]
	 * @param {Shape} a
	 * @param {Shape} b
	 * @param {number} [vx=0] a's velocity relative to b
	 * @param {number} [vy=0]
	 * @param {T} [out] filled and returned instead of a new object, so a game loop allocates nothing
	 * @returns {T}
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, destroyed or foreign shape; NOT_FINITE or
	 *   OUT_OF_RANGE for a bad velocity
	 */
	collide(a, b, vx = 0, vy = 0, out) { return shapes.collide(this.#core, a, b, vx, vy, out); }

	/**
	 * ProjectPolygon of the CodeProject article "2D Polygon Collision Detection": the interval [min, max] of
	 * dot(point, axis) over the shape. The axis need not be unit length; a circle projects to
	 * dot(centre, axis) -/+ radius * |axis|.
	 * @template {Interval} [T=Interval]
	 * @param {Shape} shape
	 * @param {number} axisX
	 * @param {number} axisY
	 * @param {T} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, destroyed or foreign shape; BAD_AXIS for a zero or
	 *   non-finite axis; OUT_OF_RANGE when the products overflow
	 */
	project(shape, axisX, axisY, out) { return shapes.project(this.#core, shape, axisX, axisY, out); }

	/**
	 * Swept test, after Olivier Renault's polygon collision tutorial: `a` moves by t * (vx, vy) relative to `b`
	 * for t in [0, tmax]. `hit` is exact (no false positives from grazing passes); `t` is the first time they
	 * touch, so fast movers never tunnel; `normalX, normalY` is the unit contact normal from b towards a.
	 * Already intersecting: `hit` true, `t` 0, and `mtvX, mtvY` the minimum translation vector (zero
	 * otherwise). A miss writes zeros.
	 * @template {SweepResult} [T=SweepResult]
	 * @param {Shape} a
	 * @param {Shape} b
	 * @param {number} vx a's velocity relative to b
	 * @param {number} vy
	 * @param {number} [tmax=1] end of the time interval, >= 0
	 * @param {T} [out] filled and returned instead of a new object
	 * @returns {T}
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, destroyed or foreign shape; NOT_FINITE or
	 *   OUT_OF_RANGE for a bad velocity; BAD_TMAX for a negative or non-finite tmax
	 */
	sweep(a, b, vx, vy, tmax = 1, out) { return shapes.sweep(this.#core, a, b, vx, vy, tmax, out); }

	/**
	 * Contact manifold of `a` against `b` where they are (after Box2D's b2ClipPolygons): the reference face is
	 * the face most aligned with the separating axis, and the incident edge of the other shape is clipped
	 * against its side planes. `pointCount` is 0 (apart), 1 or 2; `normalX, normalY` is unit, from b towards a
	 * (the MTV's direction); point k is (xk, yk), midway between the two surfaces, with its penetration
	 * `depthk` along the normal (0 when touching; the deepest is |MTV|). Touching counts, as in collide. A miss
	 * writes zeros, and so do unused points.
	 * @template {Manifold} [T=Manifold]
	 * @param {Shape} a
	 * @param {Shape} b
	 * @param {T} [out] filled and returned instead of a new object, so a game loop allocates nothing
	 * @returns {T}
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, destroyed or foreign shape; NULL for an `out` that
	 *   is not an object
	 */
	manifold(a, b, out) { return shapes.manifold(this.#core, a, b, out); }

	/**
	 * Cast the segment (x0, y0) -> (x1, y1), in world coordinates, against a shape where it is (after Box2D's
	 * b2RayCastPolygon; circles by a quadratic solved in double). `hit`: the segment touches the shape (a
	 * grazed corner counts); `fraction` in [0, 1]: how far along it first does; `x, y`: that point;
	 * `normalX, normalY`: the unit outward normal there. A segment starting inside or on the boundary hits at
	 * fraction 0 with a zero normal; a zero-length segment is a point test. A miss writes zeros.
	 * @template {RayHit} [T=RayHit]
	 * @param {Shape} shape
	 * @param {number} x0
	 * @param {number} y0
	 * @param {number} x1
	 * @param {number} y1
	 * @param {T} [out] filled and returned instead of a new object, so a game loop allocates nothing
	 * @returns {T}
	 * @throws {SatError} NULL or BAD_HANDLE for a missing, destroyed or foreign shape; NOT_FINITE or
	 *   OUT_OF_RANGE for a bad coordinate; NULL for an `out` that is not an object
	 */
	raycast(shape, x0, y0, x1, y1, out) { return shapes.raycast(this.#core, shape, x0, y0, x1, y1, out); }

	/**
	 * The convex hull of any number of points (Andrew's monotone chain), counter-clockwise, with collinear and
	 * duplicate points dropped using the polygon constructor's tolerances, as [x0, y0, x1, y1, ...]: points of
	 * the input. `sat.polygon(hull)` accepts it unchanged, if it has at most MAX_POLYGON_VERTICES (1024) points:
	 * a hull may have more, and polygons take at most 1024.
	 * @param {PolygonPoints} points as for `polygon`, any count
	 * @returns {Float32Array}
	 * @throws {SatError} NULL, BAD_ARRAY, ODD_COORDS, TOO_FEW_POINTS, NOT_FINITE, OUT_OF_RANGE, COLLINEAR (as
	 *   `polygon` says them), OUT_OF_MEMORY
	 */
	hull(points) { return shapes.hull(this.#core, points); }

	/**
	 * A world of many bodies: a broad phase and a batched SIMD narrow phase in wasm. Call `collisions()` once
	 * per frame to get every intersecting pair with its MTV in typed arrays, with no allocation per frame.
	 * @param {WorldOptions} [options] `capacity`: bodies to reserve room for; `cellSize`: broad-phase grid
	 *   cell size (default 0: twice the mean body size, chosen each step)
	 * @returns {World}
	 * @throws {SatError} BAD_ARRAY for a bad capacity, BAD_SIZE for a bad cell size, OUT_OF_MEMORY
	 */
	world(options = {}) { return new World(shapes.TOKEN, this.#core, options); }
}
