// sat-wasm: 2D collision detection with the Separating Axis Theorem, a C core compiled to WebAssembly. This
// entry re-exports the API; loader.js loads the module, shape.js and world.js implement the handles, and
// errors.js (generated from src/sat.h) holds the error codes. Types: sat.d.ts.
export { init } from './loader.js';
export { ErrorCode, SatError } from './errors.js';

/** @typedef {import('./loader.js').Sat} Sat */
/** @typedef {import('./loader.js').InitOptions} InitOptions */
/** @typedef {import('./loader.js').WasmSource} WasmSource */
/** @typedef {import('./shape.js').Shape} Shape */
/** @typedef {import('./shape.js').PolygonPoints} PolygonPoints */
/** @typedef {import('./shape.js').Collision} Collision */
/** @typedef {import('./shape.js').Interval} Interval */
/** @typedef {import('./shape.js').SweepResult} SweepResult */
/** @typedef {import('./shape.js').AABB} AABB */
/** @typedef {import('./shape.js').Manifold} Manifold */
/** @typedef {import('./shape.js').RayHit} RayHit */
/** @typedef {import('./world.js').World} World */
/** @typedef {import('./world.js').WorldOptions} WorldOptions */
/** @typedef {import('./world.js').WorldCollisions} WorldCollisions */
/** @typedef {import('./world.js').BodyType} BodyType */
/** @typedef {import('./world.js').Material} Material */
/** @typedef {import('./world.js').MassData} MassData */
/** @typedef {import('./world.js').Velocity} Velocity */
/** @typedef {import('./world.js').Transform} Transform */
/** @typedef {import('./world.js').Vec2} Vec2 */
/** @typedef {import('./world.js').StepOptions} StepOptions */
/** @typedef {import('./world.js').Contacts} Contacts */
/** @typedef {import('./world.js').Events} Events */
/** @typedef {import('./world.js').TilesOptions} TilesOptions */
