// The physics scene: a static level (ground, two walls, slanted ramps, a platform, two posts and a conveyor belt)
// and dynamic polygons, boxes and circles falling onto it, simulated by a sat-wasm World (world.step) and drawn on
// a canvas. Click or tap the canvas to drop a body at the pointer; press on a body and move to drag it (a mouse
// joint, drag.js); the sliders set restitution and friction (of new bodies and of every body already there); "Pyramid" stacks 10 rows of boxes in the middle; "Crates" stacks 3 x 5
// crates on the right; "Fire" (or F while the scene has the focus) shoots a bullet (world.setBullet) from the cannon
// on the left; "Clear" removes every dynamic body. The world steps at a fixed dt of 1/60 s, as many steps as the
// time since the last frame holds.
// What the world reports is drawn as it comes: the sensor zone on the right of the floor (world.setSensor) keeps its
// set of visitors from the sensor begin and end events alone and outlines them; each hit event (a contact that
// began fast) starts a ring that grows and fades at its point; the belt's material has a tangent speed, so what
// lands on it is carried to its end; circles come to rest by their material's rolling resistance.
// Units: metres, y up, gravity (0, -10); the canvas shows a 40 m x 20 m view, y flipped. Nothing is allocated
// per frame: each body's local vertices are kept from its spawn, world.transforms(), world.contacts() and
// world.events() are views over wasm memory, and the flashes live in a fixed ring.

import { createDrag, drawDrag } from './drag.js';
import { convexAngles, mulberry32 } from './scene.js';

/** @typedef {import('../sat.js').Sat} Sat */
/** @typedef {import('../sat.js').World} World */
/** @typedef {import('../sat.js').Shape} Shape */
/** @typedef {import('../sat.js').AABB} AABB */
/** @typedef {import('../sat.js').Velocity} Velocity */
/** @typedef {import('../sat.js').Material} Material */
/** @typedef {import('../sat.js').MassData} MassData */

export const DT = 1 / 60; // s per step
const MAX_STEPS_PER_FRAME = 4; // a slow frame runs late rather than spiralling into ever more steps
const STEP_OPTIONS = { iterations: 8, substeps: 4 }; // the C core's defaults, passed as one reused object
const MAX_VERTS = 8;
const REFRESH_EVERY = 10; // frames between updates of the figures
const SMOOTHING = 0.05; // weight of the newest step in the smoothed ms per step
const DRAG_SLOP = 5; // CSS px the pointer moves, pressed on a body, before it drags the body (less: a click)
/** The stages of world.profile() the figures show, in the step's order. */
const STAGES = /** @type {const} */ (['broadPhase', 'narrowPhase', 'contacts', 'solve', 'continuous']);
// Circles come to rest by their material's rolling resistance (as Box2D v3's): on flat ground a rolling circle
// slows at 2/3 * ROLLING_RESISTANCE * g, 1 m/s^2 here, and stops.
const ROLLING_RESISTANCE = 0.15;
export const INITIAL_BODIES = 36;
export const SEED = 26; // the initial rain: the same bodies every start

/** The visible part of the world, in metres; the canvas has its aspect ratio (2:1). */
export const VIEW = { minX: -20, maxX: 20, minY: -1, maxY: 19 };
/** Inside faces of the walls and the ground's top: where every body should stay. */
export const LEVEL_BOUNDS = { minX: -19, maxX: 19, groundY: 0 };
/** Bodies whose centre leaves this box fell out of the level and are removed. */
const KILL = { minX: -25, maxX: 25, minY: -6 };

/**
 * The conveyor belt: a static box (metres) under the left ramp, from the left wall to x = -11.5, whose material's
 * tangentSpeed (m/s) carries what lies on it towards +x, off its right end onto the floor short of the post (a
 * positive tangent speed runs along the top of a body towards +x).
 */
export const BELT = { width: 7.5, height: 0.4, x: -15.25, y: 4, speed: 2 };

/**
 * The static level as boxes [width, height, centre x, centre y, angle] (metres, radians, counter-clockwise).
 * The ramps slope down towards the walls and stop 2 m short of them; what rolls off the left one falls onto the
 * belt, off the right one into the corner. The posts keep circles rolling along the ground from crossing the whole
 * floor.
 */
export const LEVEL = [
	[40, 1, 0, -0.5, 0], // ground: top at y = 0
	[1, 20, -19.5, 9.5, 0], // left wall
	[1, 20, 19.5, 9.5, 0], // right wall
	[10, 0.4, -12, 8.5, 0.35], // left ramp
	[10, 0.4, 12, 6.5, -0.35], // right ramp
	[7, 0.4, 0, 12.5, 0.06], // middle platform, above the pyramid
	[0.8, 1.4, -7.5, 0.7, 0], // posts on the ground
	[0.8, 1.4, 7.5, 0.7, 0],
	[BELT.width, BELT.height, BELT.x, BELT.y, 0], // the conveyor belt
];
const BELT_INDEX = LEVEL.length - 1;

/** The sensor zone on the right of the floor (metres): a static sensor box that pushes nothing. */
export const ZONE = { minX: 8.5, maxX: 13.5, minY: 0, maxY: 3.5 };

/** The pyramid: `rows` rows of boxes of side `box` (m), the bottom row centred on `x` and resting on the ground. */
export const PYRAMID = { rows: 10, box: 1, x: 0 };

/** The crates: `columns` x `rows` boxes of side `size` (m) and `density` (kg/m^2), centred on `x`, on the ground. */
export const CRATES = { columns: 3, rows: 5, size: 0.8, x: 15.4, density: 2 };

/**
 * The cannon on the left (under the belt): pivot (x, y) m, barrel `length` m at `angle` rad; it fires circles of
 * `radius` m and `density` kg/m^2 from the muzzle at `speed` m/s, as bullets (world.setBullet). Aimed over the
 * floor's piles at the middle of the crates' fourth row.
 */
export const CANNON = { x: -18.5, y: 2.9, angle: 0.015, length: 1.3, radius: 0.12, density: 20, speed: 100 };

/** A flash lasts FLASH_SECONDS (simulated time); the ring keeps the last FLASH_CAPACITY. */
export const FLASH_SECONDS = 0.3;
const FLASH_CAPACITY = 64;
const FLASH_FULL_SPEED = 12; // m/s: a hit this fast or faster makes the biggest, brightest ring

// Collision categories (world.setFilter): the zone sees the dynamic bodies only, not the level it touches.
const CATEGORY_BODIES = 1; // the default category
const CATEGORY_LEVEL = 2;

const KIND_POLYGON = 0;
const KIND_BOX = 1;
const KIND_CIRCLE = 2;
const KIND_NAMES = ['polygon', 'box', 'circle'];
const COLOR_PYRAMID = 3;
const COLOR_CRATE = 4;
const COLOR_BULLET = 5;
// Fill and outline per colour index: polygons, boxes, circles, pyramid boxes, crates, bullets; the static level.
const FILLS = ['#6d90e6', '#f0b44c', '#5cbf7a', '#d98a5f', '#c08a4e', '#2b2f36'];
const STROKES = ['#2f5fd0', '#a86b00', '#1f7a3a', '#8f4a25', '#6e4514', '#000000'];
// Asleep bodies (world.isAwake false: islands at rest for 0.5 s, not simulated until something touches them).
const ASLEEP = FILLS.length;
const ASLEEP_FILL = '#c7cbd1';
const ASLEEP_STROKE = '#7b818b';
const LEVEL_FILL = '#4b5563';
const CONTACT_COLOR = '#d33a2c';
const BELT_FILL = '#2d333c';
const BELT_STRIPE = '#f2c14e';
const BELT_STRIPE_GAP = 0.6; // m between the belt's chevrons
const CANNON_FILL = '#1f2937';
const ZONE_FILL = 'rgba(124, 77, 255, 0.10)';
const ZONE_FILL_OCCUPIED = 'rgba(124, 77, 255, 0.28)';
const ZONE_STROKE = '#7c4dff';
const FLASH_COLOR = '#ff7a00';

/**
 * A random body's shape: a convex 3-8-gon, a box or a circle, of circumradius 0.35-0.75 m.
 * @param {Sat} sat
 * @param {() => number} rand
 * @param {number} kind KIND_POLYGON, KIND_BOX or KIND_CIRCLE
 * @param {Float64Array} angles scratch, MAX_VERTS long
 * @param {Float64Array} points scratch, 2 * MAX_VERTS long
 * @returns {Shape}
 */
function randomShape(sat, rand, kind, angles, points) {
	const r = 0.35 + rand() * 0.4;
	if (kind === KIND_CIRCLE) return sat.circle(r);
	if (kind === KIND_BOX) return sat.box(2 * r * (0.6 + 0.4 * rand()), 2 * r * (0.6 + 0.4 * rand()));
	const k = 3 + Math.floor(rand() * 6);
	convexAngles(rand, k, angles); // as the stress scene: no slivers, the centre inside
	for (let j = 0; j < k; j++) {
		points[2 * j] = r * Math.cos(angles[j]);
		points[2 * j + 1] = r * Math.sin(angles[j]);
	}
	return sat.polygon(points.subarray(0, 2 * k));
}

/** @template {Int32Array | Uint8Array | Float32Array} A @param {A} a @param {number} size @returns {A} a longer copy */
function grown(a, size) {
	const b = new (/** @type {new (length: number) => A} */ (a.constructor))(size);
	b.set(a);
	return b;
}

/**
 * The simulation without the page: the level, the dynamic bodies in typed arrays (what drawing needs, kept
 * from spawn time), the world that moves them, the sensor zone's visitors and the ring of flashes. `bodies` is
 * read by the drawing every frame; its arrays are replaced (longer) only when a spawn needs room.
 * @param {Sat} sat
 */
export function createPhysicsWorld(sat) {
	const slotMask = (1 << sat.ID_SLOT_BITS) - 1;
	/** @type {World | null} */
	let world = null;
	const level = {
		ids: /** @type {number[]} */ ([]),
		slots: new Int32Array(LEVEL.length), // 3 * slot: where the body's [x, y, angle] is in world.transforms()
		local: new Float32Array(LEVEL.length * 8), // 4 vertices per box, relative to its centre at angle 0
	};
	// The dynamic bodies, densely packed in places 0 .. n-1 (a removed body's place goes to the last one).
	const bodies = {
		n: 0,
		ids: new Int32Array(0), // body id
		slots: new Int32Array(0), // 3 * slot, as for the level
		kinds: new Uint8Array(0), // KIND_POLYGON, KIND_BOX or KIND_CIRCLE
		colors: new Uint8Array(0), // index into FILLS / STROKES
		counts: new Uint8Array(0), // vertices (0 for a circle)
		radii: new Float32Array(0), // circle radius, or the polygon's circumradius
		local: new Float32Array(0), // MAX_VERTS * 2 per body: vertices relative to its position at angle 0
		inZone: new Uint8Array(0), // 1 while the body visits the sensor zone (from the world's sensor events)
	};
	// Body slot -> its place in `bodies` (valid when bodies.ids there is the id): how events find their body.
	let placeOf = new Int32Array(0);
	/** The sensor zone: its body id and how many visitors it has. */
	const zone = { id: -1, count: 0 };
	/**
	 * The flashes: hit event k (counted from build()) is kept at k % FLASH_CAPACITY, with the simulated time it
	 * began, its point, approach speed (m/s) and the contact's two bodies.
	 */
	const flashes = {
		started: 0,
		time: new Float64Array(FLASH_CAPACITY),
		x: new Float32Array(FLASH_CAPACITY),
		y: new Float32Array(FLASH_CAPACITY),
		speed: new Float32Array(FLASH_CAPACITY),
		a: new Int32Array(FLASH_CAPACITY),
		b: new Int32Array(FLASH_CAPACITY),
	};
	let steps = 0; // since build()
	let rand = mulberry32(SEED);
	const angles = new Float64Array(MAX_VERTS);
	const points = new Float64Array(2 * MAX_VERTS);
	const material = { friction: 0.6, staticFriction: 0.6, restitution: 0.1 };
	const rolling = { rollingResistance: ROLLING_RESISTANCE };
	const crateMaterial = { density: CRATES.density };
	const bulletMaterial = { density: CANNON.density };
	const box = /** @type {AABB} */ ({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
	const drag = createDrag(); // a body pulled by the pointer (a mouse joint)

	const live = () => {
		if (world === null) throw new Error('physics scene: the world is not built');
		return world;
	};

	/** @param {number} wanted */
	function reserve(wanted) {
		const capacity = bodies.ids.length;
		if (wanted <= capacity) return;
		const size = Math.max(64, 2 * capacity, wanted);
		bodies.ids = grown(bodies.ids, size);
		bodies.slots = grown(bodies.slots, size);
		bodies.kinds = grown(bodies.kinds, size);
		bodies.colors = grown(bodies.colors, size);
		bodies.counts = grown(bodies.counts, size);
		bodies.radii = grown(bodies.radii, size);
		bodies.local = grown(bodies.local, size * MAX_VERTS * 2);
		bodies.inZone = grown(bodies.inZone, size);
	}

	/**
	 * Add a dynamic body with its own copy of `shape` (destroyed here), keeping its local vertices for drawing.
	 * Circles get the rolling resistance.
	 * @param {Shape} shape
	 * @param {number} kind
	 * @param {number} color
	 * @param {number} x
	 * @param {number} y
	 * @param {number} angle
	 * @returns {number} the body id
	 */
	function addBody(shape, kind, color, x, y, angle) {
		const w = live();
		let id;
		try {
			reserve(bodies.n + 1);
			const i = bodies.n;
			// The vertices exactly as the module keeps them (float32, counter-clockwise) about the body's position.
			shape.setTransform(0, 0, 0);
			const v = shape.worldVertices();
			bodies.counts[i] = v.length / 2;
			bodies.local.set(v, i * MAX_VERTS * 2);
			let r = shape.radius;
			for (let j = 0; j < v.length; j += 2) r = Math.max(r, Math.hypot(v[j], v[j + 1]));
			bodies.radii[i] = r;
			id = w.add(shape, x, y, angle);
			const slot = id & slotMask;
			if (slot >= placeOf.length) placeOf = grown(placeOf, Math.max(64, 2 * placeOf.length, slot + 1));
			placeOf[slot] = i;
			bodies.ids[i] = id;
			bodies.slots[i] = 3 * slot;
			bodies.kinds[i] = kind;
			bodies.colors[i] = color;
			bodies.inZone[i] = 0;
		} finally {
			shape.destroy(); // the world keeps its own copy
		}
		w.setType(id, 'dynamic');
		w.setMaterial(id, material);
		if (kind === KIND_CIRCLE) w.setMaterial(id, rolling);
		bodies.n++;
		return id;
	}

	/**
	 * Remove the body at place i; the last body takes its place. A visitor of the zone leaves its set now: the
	 * world reports the end of its overlap at the next step, for an id no body has any more.
	 * @param {number} i
	 */
	function removeAt(i) {
		if (drag.state.body === bodies.ids[i]) drag.forget(); // the world removes the body's mouse joint with it
		live().remove(bodies.ids[i]);
		zone.count -= bodies.inZone[i];
		const last = --bodies.n;
		if (i === last) return;
		const b = bodies;
		b.ids[i] = b.ids[last];
		b.slots[i] = b.slots[last];
		b.kinds[i] = b.kinds[last];
		b.colors[i] = b.colors[last];
		b.counts[i] = b.counts[last];
		b.radii[i] = b.radii[last];
		b.inZone[i] = b.inZone[last];
		b.local.copyWithin(i * MAX_VERTS * 2, last * MAX_VERTS * 2, (last + 1) * MAX_VERTS * 2);
		placeOf[b.ids[i] & slotMask] = i;
	}

	/** The place of the body `id` in `bodies`, or -1 (a body removed since, or not one of them). @param {number} id */
	function placeOfId(id) {
		const slot = id & slotMask;
		if (slot >= placeOf.length) return -1;
		const i = placeOf[slot];
		return i < bodies.n && bodies.ids[i] === id ? i : -1;
	}

	/**
	 * Drop a random body (or one of the given kind) at (x, y), moved inside the level if outside.
	 * @param {number} x metres
	 * @param {number} y metres
	 * @param {'polygon' | 'box' | 'circle'} [kindName]
	 * @param {number} [angle] radians (default: a random one)
	 * @returns {number} the body id
	 */
	function spawn(x, y, kindName, angle) {
		const pick = rand();
		const kind = kindName !== undefined ? KIND_NAMES.indexOf(kindName)
			: pick < 0.45 ? KIND_POLYGON : pick < 0.75 ? KIND_BOX : KIND_CIRCLE;
		if (kind < 0) throw new Error(`physics scene: no body kind ${kindName}`);
		const cx = Math.min(Math.max(x, LEVEL_BOUNDS.minX + 0.8), LEVEL_BOUNDS.maxX - 0.8);
		const cy = Math.min(Math.max(y, LEVEL_BOUNDS.groundY + 0.8), VIEW.maxY - 0.5);
		const shape = randomShape(sat, rand, kind, angles, points);
		const turn = rand() * 2 * Math.PI; // drawn either way, so a given angle leaves the next bodies as they were
		return addBody(shape, kind, kind, cx, cy, angle ?? turn);
	}

	/**
	 * A new world: the level, the belt's tangent speed, the sensor zone, then a seeded rain of INITIAL_BODIES
	 * bodies over it.
	 * @param {number} [seed=SEED]
	 * @param {number} [count=INITIAL_BODIES]
	 */
	function build(seed = SEED, count = INITIAL_BODIES) {
		destroy();
		const w = sat.world({ capacity: 256 });
		w.setProfiling(true); // the figures show the step by stage (world.profile())
		world = w;
		level.ids = [];
		for (const [width, height, x, y, angle] of LEVEL) {
			const shape = sat.box(width, height);
			let id;
			try {
				shape.setTransform(0, 0, 0);
				level.local.set(shape.worldVertices(), level.ids.length * 8);
				id = w.add(shape, x, y, angle);
			} finally {
				shape.destroy();
			}
			w.setType(id, 'static');
			w.setMaterial(id, material);
			w.setFilter(id, CATEGORY_LEVEL, -1);
			level.slots[level.ids.length] = 3 * (id & slotMask);
			level.ids.push(id);
		}
		w.setMaterial(level.ids[BELT_INDEX], { tangentSpeed: BELT.speed });
		const zoneShape = sat.box(ZONE.maxX - ZONE.minX, ZONE.maxY - ZONE.minY);
		try {
			zone.id = w.add(zoneShape, (ZONE.minX + ZONE.maxX) / 2, (ZONE.minY + ZONE.maxY) / 2, 0);
		} finally {
			zoneShape.destroy();
		}
		w.setType(zone.id, 'static');
		w.setSensor(zone.id, true);
		w.setFilter(zone.id, CATEGORY_BODIES, CATEGORY_BODIES);
		zone.count = 0;
		flashes.started = 0;
		steps = 0;
		rand = mulberry32(seed);
		const width = LEVEL_BOUNDS.maxX - LEVEL_BOUNDS.minX - 2;
		for (let i = 0; i < count; i++) {
			const x = LEVEL_BOUNDS.minX + 1 + rand() * width;
			const y = 14 + rand() * 4.5;
			spawn(x, y);
		}
	}

	/**
	 * Remove the dynamic bodies whose bounding box reaches into the box [minX, maxX] x [ground, maxY].
	 * @param {number} minX
	 * @param {number} maxX
	 * @param {number} maxY
	 */
	function clearArea(minX, maxX, maxY) {
		const w = live();
		for (let i = bodies.n - 1; i >= 0; i--) {
			w.aabb(bodies.ids[i], box);
			if (box.maxX > minX && box.minX < maxX && box.minY < maxY) removeAt(i);
		}
	}

	/**
	 * Build the pyramid on the ground, first removing the dynamic bodies in its way.
	 * @returns {number[]} the ids of its boxes, bottom row first
	 */
	function pyramid() {
		const { rows, box: side, x: centre } = PYRAMID;
		const halfWidth = (rows * side) / 2 + 0.3;
		clearArea(centre - halfWidth, centre + halfWidth, rows * side + 0.3);
		const made = [];
		for (let row = 0; row < rows; row++) {
			for (let k = 0; k < rows - row; k++) {
				const x = centre + (k - (rows - row - 1) / 2) * side;
				const y = LEVEL_BOUNDS.groundY + (row + 0.5) * side;
				made.push(addBody(sat.box(side, side), KIND_BOX, COLOR_PYRAMID, x, y, 0));
			}
		}
		return made;
	}

	/**
	 * Stack the crates on the ground, first removing the dynamic bodies in their way.
	 * @returns {number[]} the ids of the crates, bottom row first
	 */
	function crates() {
		const w = live();
		const { columns, rows, size, x: centre } = CRATES;
		const halfWidth = (columns * size) / 2 + 0.3;
		clearArea(centre - halfWidth, centre + halfWidth, rows * size + 0.3);
		const made = [];
		for (let row = 0; row < rows; row++) {
			for (let k = 0; k < columns; k++) {
				const x = centre + (k - (columns - 1) / 2) * size;
				const y = LEVEL_BOUNDS.groundY + (row + 0.5) * size;
				const id = addBody(sat.box(size, size), KIND_BOX, COLOR_CRATE, x, y, 0);
				w.setMaterial(id, crateMaterial);
				made.push(id);
			}
		}
		return made;
	}

	/**
	 * Fire the cannon: a small dense circle from the muzzle at CANNON.speed along the barrel, a bullet (swept
	 * against dynamic bodies too, so it does not pass through the crates).
	 * @returns {number} the bullet's id
	 */
	function fire() {
		const w = live();
		const { x, y, angle, length, radius, speed } = CANNON;
		const c = Math.cos(angle);
		const s = Math.sin(angle);
		const id = addBody(sat.circle(radius), KIND_CIRCLE, COLOR_BULLET, x + length * c, y + length * s, 0);
		w.setMaterial(id, bulletMaterial);
		w.setBullet(id, true);
		w.setVelocity(id, speed * c, speed * s, 0);
		return id;
	}

	/** Remove every dynamic body (the level stays). */
	function clear() {
		for (let i = bodies.n - 1; i >= 0; i--) removeAt(i);
	}

	/**
	 * Set restitution and friction (sliding and static alike) on every body, the level included (a contact
	 * mixes both bodies' values), and on the bodies spawned from now on; densities, rolling resistance and the
	 * belt's tangent speed stay.
	 * @param {number} restitution
	 * @param {number} friction
	 */
	function setMaterial(restitution, friction) {
		material.restitution = restitution;
		material.friction = material.staticFriction = friction;
		if (world === null) return;
		for (const id of level.ids) world.setMaterial(id, material);
		for (let i = 0; i < bodies.n; i++) world.setMaterial(bodies.ids[i], material);
	}

	/**
	 * Take in the last step's events: the zone's visitors from its sensor end and begin events (the world finds a
	 * sensor's overlaps where the bodies are as the step begins), a flash per hit.
	 * @param {World} w
	 */
	function readEvents(w) {
		const events = w.events();
		const { sensorEnd, sensorBegin, hitIds, hits } = events;
		for (let k = 0; k < events.sensorEndCount; k++) {
			const i = sensorEnd[2 * k] === zone.id ? placeOfId(sensorEnd[2 * k + 1]) : -1;
			if (i >= 0 && bodies.inZone[i] === 1) {
				bodies.inZone[i] = 0;
				zone.count--;
			}
		}
		for (let k = 0; k < events.sensorBeginCount; k++) {
			const i = sensorBegin[2 * k] === zone.id ? placeOfId(sensorBegin[2 * k + 1]) : -1;
			if (i >= 0 && bodies.inZone[i] === 0) {
				bodies.inZone[i] = 1;
				zone.count++;
			}
		}
		const time = steps * DT;
		for (let k = 0; k < events.hitCount; k++) {
			const f = flashes.started++ % FLASH_CAPACITY;
			flashes.time[f] = time;
			flashes.x[f] = hits[5 * k];
			flashes.y[f] = hits[5 * k + 1];
			flashes.speed[f] = hits[5 * k + 4];
			flashes.a[f] = hitIds[2 * k];
			flashes.b[f] = hitIds[2 * k + 1];
		}
	}

	/**
	 * One fixed step; then its events are read and the bodies that left the level are removed.
	 * @returns {number} ms in world.step
	 */
	function step() {
		const w = live();
		const t0 = performance.now();
		w.step(DT, STEP_OPTIONS);
		const ms = performance.now() - t0;
		steps++;
		readEvents(w);
		// Nothing should leave, but a body pushed through a wall would fall forever.
		const xf = w.transforms(); // the step may have grown the memory: a fresh view then, else the same one
		for (let i = bodies.n - 1; i >= 0; i--) {
			const x = xf[bodies.slots[i]];
			const y = xf[bodies.slots[i] + 1];
			if (y < KILL.minY || x < KILL.minX || x > KILL.maxX) removeAt(i);
		}
		return ms;
	}

	/**
	 * Every dynamic body as the world has it now: id, kind, whether it is a pyramid box, a crate or a bullet,
	 * transform, velocity, bounding box, material, mass, local vertices (a circle: its radius) and whether it
	 * is in the zone's set of visitors (for tests; allocates).
	 */
	function snapshot() {
		const w = live();
		const v = /** @type {Velocity} */ ({ vx: 0, vy: 0, angularVelocity: 0 });
		const m = /** @type {Material} */ ({ density: 0, friction: 0, restitution: 0, staticFriction: 0 });
		const mass = /** @type {MassData} */ ({ mass: 0, inertia: 0, centerX: 0, centerY: 0 });
		const xf = w.transforms();
		const list = [];
		for (let i = 0; i < bodies.n; i++) {
			const s = bodies.slots[i];
			const id = bodies.ids[i];
			w.velocity(id, v);
			w.aabb(id, box);
			w.material(id, m);
			w.massData(id, mass);
			const base = i * MAX_VERTS * 2;
			list.push({
				id, kind: KIND_NAMES[bodies.kinds[i]], pyramid: bodies.colors[i] === COLOR_PYRAMID,
				crate: bodies.colors[i] === COLOR_CRATE, bullet: bodies.colors[i] === COLOR_BULLET,
				x: xf[s], y: xf[s + 1], angle: xf[s + 2], vx: v.vx, vy: v.vy, angularVelocity: v.angularVelocity,
				aabb: { ...box }, restitution: m.restitution, friction: m.friction, staticFriction: m.staticFriction,
				rollingResistance: m.rollingResistance, density: m.density, mass: mass.mass,
				radius: bodies.kinds[i] === KIND_CIRCLE ? bodies.radii[i] : 0,
				local: Array.from(bodies.local.subarray(base, base + 2 * bodies.counts[i])),
				inZone: bodies.inZone[i] === 1,
			});
		}
		return list;
	}

	/** The ids in the zone's set of visitors, ascending (for tests; allocates). */
	function visitors() {
		const ids = [];
		for (let i = 0; i < bodies.n; i++) if (bodies.inZone[i] === 1) ids.push(bodies.ids[i]);
		return ids.sort((a, b) => a - b);
	}

	/** Release the world and forget its bodies. */
	function destroy() {
		drag.forget();
		if (world !== null) world.destroy();
		world = null;
		bodies.n = 0;
		level.ids = [];
		zone.id = -1;
		zone.count = 0;
	}

	return {
		bodies, level, zone, flashes, drag, slotMask, build, spawn, pyramid, crates, fire, clear, setMaterial, step, snapshot, visitors,
		destroy,
		/** The world, or null before build() and after destroy(). */
		get world() { return world; },
		/** Simulated seconds since build(). */
		get time() { return steps * DT; },
	};
}

/**
 * Wire the physics scene to its elements. The Crates and Fire buttons and the Sound checkbox are found in
 * `section` (#physics-crates, #physics-fire, #physics-sound); the canvas takes the focus when clicked, for F.
 * @param {Sat} sat
 * @param {{ section: HTMLElement, canvas: HTMLCanvasElement, toggle: HTMLButtonElement,
 *   pyramid: HTMLButtonElement, clear: HTMLButtonElement, restitution: HTMLInputElement,
 *   friction: HTMLInputElement, showContacts: HTMLInputElement, figures: HTMLElement }} ui
 */
export function createPhysicsScene(sat, ui) {
	const { section, canvas, toggle, figures, restitution, friction, showContacts } = ui;
	const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { alpha: false }));
	const view = { scale: 0, dpr: 1, zoneFont: '' }; // CSS px per metre; device px per CSS px; the zone's count
	const dash = [0, 0]; // the zone's outline, in metres (set with the scale)
	const solid = /** @type {number[]} */ ([]);
	const sim = createPhysicsWorld(sat);
	const { bodies, level, zone, flashes, drag } = sim;
	const grabbed = { x: 0, y: 0 }; // the dragged body's point pulled, as drawn
	const press = { x: 0, y: 0 }; // where (CSS px) a body was pressed: it is dragged once the pointer moves away
	const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (section.querySelector(`#${id}`));
	const cratesButton = /** @type {HTMLButtonElement} */ (element('physics-crates'));
	const fireButton = /** @type {HTMLButtonElement} */ (element('physics-fire'));
	const sound = /** @type {HTMLInputElement} */ (element('physics-sound'));

	let rafId = 0;
	let lastTimestamp = -1;
	let accumulator = 0;
	let steps = 0;
	let frames = 0;
	let stepMs = NaN; // smoothed ms per world.step
	const profile = { step: 0, broadPhase: 0, narrowPhase: 0, contacts: 0, solve: 0, continuous: 0, finalize: 0 }; // world.profile(out)
	const stageMs = { broadPhase: NaN, narrowPhase: NaN, contacts: NaN, solve: NaN, continuous: NaN }; // smoothed ms per stage
	let frameMs = NaN; // smoothed ms between frames
	let contactCount = 0;
	/** @type {((world: World) => void) | null} */
	let onStep = null; // test hook, called after every step

	const figure = (/** @type {string} */ name) => /** @type {HTMLElement} */ (figures.querySelector(`[data-figure="${name}"]`));
	const out = { bodies: figure('bodies'), contacts: figure('contacts'), stepMs: figure('step-ms'), stages: figure('stages'), time: figure('time'),
		fps: figure('fps'), asleep: figure('asleep'), inZone: figure('in-zone'), hits: figure('hits') };
	let asleep = new Uint8Array(0), asleepCount = 0; // per body, as drawn last
	const sliderOut = {
		restitution: /** @type {HTMLOutputElement} */ (section.querySelector(`output[for="${restitution.id}"]`)),
		friction: /** @type {HTMLOutputElement} */ (section.querySelector(`output[for="${friction.id}"]`)),
	};
	let zoneLabel = '0', zoneLabelCount = 0; // the count drawn in the zone, a new string only when it changes

	// ---- the loop: fixed steps, as many as the time since the last frame holds ----

	/** @param {number} timestamp */
	function frame(timestamp) {
		rafId = 0;
		if (sim.world === null) return;
		if (canvas.width !== Math.round(canvas.clientWidth * (window.devicePixelRatio || 1))) sizeCanvas(); // resized
		if (lastTimestamp >= 0) {
			const elapsed = timestamp - lastTimestamp;
			frameMs = Number.isNaN(frameMs) ? elapsed : frameMs + 0.1 * (elapsed - frameMs);
			accumulator += Math.min(elapsed / 1000, MAX_STEPS_PER_FRAME * DT);
		} else {
			accumulator = DT; // the first frame steps once
		}
		lastTimestamp = timestamp;
		const flashesBefore = flashes.started;
		let stepped = 0;
		while (accumulator >= DT && stepped < MAX_STEPS_PER_FRAME) {
			const ms = sim.step();
			stepMs = Number.isNaN(stepMs) ? ms : stepMs + SMOOTHING * (ms - stepMs);
			if (sim.world !== null) {
				sim.world.profile(profile);
				for (const key of STAGES) {
					stageMs[key] = Number.isNaN(stageMs[key]) ? profile[key] : stageMs[key] + SMOOTHING * (profile[key] - stageMs[key]);
				}
			}
			accumulator -= DT;
			steps++;
			stepped++;
			if (onStep !== null) onStep(sim.world);
		}
		if (stepped === MAX_STEPS_PER_FRAME) accumulator = Math.min(accumulator, DT); // drop the backlog
		if (sound.checked && flashes.started > flashesBefore) click(flashesBefore);
		contactCount = sim.world.contacts().count;
		draw(sim.world);
		frames++;
		if (frames % REFRESH_EVERY === 0 || frames === 1) refresh();
		rafId = requestAnimationFrame(frame);
	}

	// ---- sound: a click per frame with hits, as loud as the fastest of them ----

	/** @type {AudioContext | null} */
	let audio = null;
	/** @type {AudioBuffer | null} */
	let clickSound = null;

	/** Make the audio context (from the checkbox's change, a user gesture, as browsers require) and the click. */
	function enableSound() {
		if (audio === null) {
			audio = new AudioContext();
			const length = Math.round(0.04 * audio.sampleRate); // 40 ms of noise, decaying
			clickSound = audio.createBuffer(1, length, audio.sampleRate);
			const samples = clickSound.getChannelData(0);
			const noise = mulberry32(7);
			for (let k = 0; k < length; k++) samples[k] = (2 * noise() - 1) * Math.exp(-k / (0.006 * audio.sampleRate));
		}
		if (audio.state === 'suspended') audio.resume();
	}

	/** @param {number} from the first flash of this frame */
	function click(from) {
		if (audio === null || clickSound === null) return;
		let fastest = 0;
		for (let k = Math.max(from, flashes.started - FLASH_CAPACITY); k < flashes.started; k++) {
			fastest = Math.max(fastest, flashes.speed[k % FLASH_CAPACITY]);
		}
		const source = audio.createBufferSource(); // WebAudio sources play once: one per click
		const gain = audio.createGain();
		source.buffer = clickSound;
		gain.gain.value = 0.6 * Math.min(1, fastest / FLASH_FULL_SPEED);
		source.connect(gain).connect(audio.destination);
		source.start();
	}

	// ---- drawing ----

	function sizeCanvas() {
		const cssWidth = canvas.clientWidth || 1200;
		const cssHeight = canvas.clientHeight || 600;
		view.dpr = window.devicePixelRatio || 1;
		canvas.width = Math.round(cssWidth * view.dpr);
		canvas.height = Math.round(cssHeight * view.dpr);
		view.scale = cssWidth / (VIEW.maxX - VIEW.minX);
		view.zoneFont = `600 ${Math.round(0.9 * view.scale)}px system-ui, sans-serif`;
		dash[0] = 6 / view.scale;
		dash[1] = 4 / view.scale;
	}

	/**
	 * Add a polygon to the current path: local vertices `vs` from `base`, rotated by `angle`, moved to (x, y).
	 * @param {Float32Array} vs
	 * @param {number} base
	 * @param {number} count
	 * @param {number} x
	 * @param {number} y
	 * @param {number} angle
	 */
	function tracePolygon(vs, base, count, x, y, angle) {
		const c = Math.cos(angle);
		const s = Math.sin(angle);
		ctx.moveTo(x + c * vs[base] - s * vs[base + 1], y + s * vs[base] + c * vs[base + 1]);
		for (let j = 1; j < count; j++) {
			const lx = vs[base + 2 * j];
			const ly = vs[base + 2 * j + 1];
			ctx.lineTo(x + c * lx - s * ly, y + s * lx + c * ly);
		}
		ctx.closePath();
	}

	/**
	 * Add body i to the current path; a circle gets a radius to show how it turns.
	 * @param {Float32Array} xf world.transforms()
	 * @param {number} i
	 */
	function traceBody(xf, i) {
		const { slots, kinds, counts, radii, local } = bodies;
		const x = xf[slots[i]];
		const y = xf[slots[i] + 1];
		const angle = xf[slots[i] + 2];
		if (kinds[i] === KIND_CIRCLE) {
			const r = radii[i];
			ctx.moveTo(x + r, y);
			ctx.arc(x, y, r, 0, 2 * Math.PI);
			ctx.moveTo(x, y);
			ctx.lineTo(x + r * Math.cos(angle), y + r * Math.sin(angle));
		} else {
			tracePolygon(local, i * MAX_VERTS * 2, counts[i], x, y, angle);
		}
	}

	/**
	 * The bodies of one colour in one path, filled and outlined.
	 * @param {Float32Array} xf world.transforms()
	 * @param {number} color
	 */
	function drawBodies(xf, color) {
		ctx.beginPath();
		for (let i = 0; i < bodies.n; i++) if ((asleep[i] ? ASLEEP : bodies.colors[i]) === color) traceBody(xf, i);
		ctx.fillStyle = color === ASLEEP ? ASLEEP_FILL : FILLS[color];
		ctx.strokeStyle = color === ASLEEP ? ASLEEP_STROKE : STROKES[color];
		ctx.fill();
		ctx.stroke();
	}

	/** The sensor zone: stronger while it has visitors, with their number in it. */
	function drawZone() {
		ctx.fillStyle = zone.count > 0 ? ZONE_FILL_OCCUPIED : ZONE_FILL;
		ctx.fillRect(ZONE.minX, ZONE.minY, ZONE.maxX - ZONE.minX, ZONE.maxY - ZONE.minY);
		ctx.setLineDash(dash);
		ctx.strokeStyle = ZONE_STROKE;
		ctx.strokeRect(ZONE.minX, ZONE.minY, ZONE.maxX - ZONE.minX, ZONE.maxY - ZONE.minY);
		ctx.setLineDash(solid);
	}

	/**
	 * The zone's count, in CSS px (text cannot be drawn in the y-flipped frame); then back to metres.
	 * @param {number} k device px per metre
	 */
	function drawZoneCount(k) {
		if (zone.count !== zoneLabelCount) {
			zoneLabelCount = zone.count;
			zoneLabel = String(zone.count);
		}
		ctx.setTransform(view.dpr, 0, 0, view.dpr, 0, 0);
		ctx.font = view.zoneFont;
		ctx.textAlign = 'center';
		ctx.textBaseline = 'top';
		ctx.fillStyle = ZONE_STROKE;
		ctx.globalAlpha = zone.count > 0 ? 1 : 0.45;
		ctx.fillText(zoneLabel, ((ZONE.minX + ZONE.maxX) / 2 - VIEW.minX) * view.scale, (VIEW.maxY - ZONE.maxY + 0.2) * view.scale);
		ctx.globalAlpha = 1;
		ctx.setTransform(k, 0, 0, -k, -VIEW.minX * k, VIEW.maxY * k);
	}

	/** The belt over the level's grey, with chevrons moving at its speed (simulated time). */
	function drawBelt() {
		const minX = BELT.x - BELT.width / 2;
		const bottom = BELT.y - BELT.height / 2;
		ctx.fillStyle = BELT_FILL;
		ctx.fillRect(minX, bottom, BELT.width, BELT.height);
		const phase = (sim.time * BELT.speed) % BELT_STRIPE_GAP;
		const tip = 0.12; // m the chevron points ahead
		ctx.beginPath();
		for (let x = minX + phase; x < minX + BELT.width - tip; x += BELT_STRIPE_GAP) {
			ctx.moveTo(x, bottom + 0.08);
			ctx.lineTo(x + tip, BELT.y);
			ctx.lineTo(x, bottom + BELT.height - 0.08);
		}
		ctx.strokeStyle = BELT_STRIPE;
		ctx.lineWidth = 2 / view.scale;
		ctx.stroke();
		ctx.lineWidth = 1 / view.scale;
	}

	/** The cannon: a stand from the ground, a hub and the barrel along CANNON.angle. */
	function drawCannon() {
		const { x, y, angle, length } = CANNON;
		const c = Math.cos(angle);
		const s = Math.sin(angle);
		const half = 0.17; // m, half the barrel's width
		ctx.beginPath();
		ctx.rect(x - 0.12, LEVEL_BOUNDS.groundY, 0.24, y);
		ctx.moveTo(x + 0.4, y);
		ctx.arc(x, y, 0.4, 0, 2 * Math.PI);
		ctx.moveTo(x + s * half, y - c * half);
		ctx.lineTo(x + c * length + s * half, y + s * length - c * half);
		ctx.lineTo(x + c * length - s * half, y + s * length + c * half);
		ctx.lineTo(x - s * half, y + c * half);
		ctx.closePath();
		ctx.fillStyle = CANNON_FILL;
		ctx.fill();
	}

	/** Each flash of the last FLASH_SECONDS: a ring growing from its point and fading, bigger for faster hits. */
	function drawFlashes() {
		const now = sim.time;
		const count = Math.min(flashes.started, FLASH_CAPACITY);
		ctx.strokeStyle = FLASH_COLOR;
		for (let f = 0; f < count; f++) {
			const age = now - flashes.time[f];
			if (age < 0 || age >= FLASH_SECONDS) continue;
			const strength = Math.min(1, flashes.speed[f] / FLASH_FULL_SPEED);
			const t = age / FLASH_SECONDS;
			const r = 0.1 + (0.3 + 1.5 * strength) * t;
			ctx.globalAlpha = (0.35 + 0.65 * strength) * (1 - t);
			ctx.lineWidth = (1.5 + 3 * strength) / view.scale;
			ctx.beginPath();
			ctx.moveTo(flashes.x[f] + r, flashes.y[f]);
			ctx.arc(flashes.x[f], flashes.y[f], r, 0, 2 * Math.PI);
			ctx.stroke();
		}
		ctx.globalAlpha = 1;
		ctx.lineWidth = 1 / view.scale;
	}

	/**
	 * The contact points of the last step, each with its normal (from the second body towards the first).
	 * @param {World} world
	 */
	function drawContacts(world) {
		const { count, ids, data } = world.contacts();
		const r = 2.5 / view.scale; // 2.5 CSS px
		const normal = 0.6; // m
		ctx.beginPath();
		for (let k = 0; k < count; k++) {
			const nx = data[8 * k];
			const ny = data[8 * k + 1];
			for (let p = 0; p < ids[3 * k + 2]; p++) {
				const px = data[8 * k + 2 + 3 * p];
				const py = data[8 * k + 3 + 3 * p];
				ctx.moveTo(px, py);
				ctx.lineTo(px + normal * nx, py + normal * ny);
				ctx.rect(px - r, py - r, 2 * r, 2 * r);
			}
		}
		ctx.lineWidth = 1.5 / view.scale;
		ctx.strokeStyle = CONTACT_COLOR;
		ctx.stroke();
	}

	/** @param {World} world */
	function draw(world) {
		const k = view.scale * view.dpr;
		ctx.setTransform(1, 0, 0, 1, 0, 0);
		ctx.fillStyle = '#ffffff';
		ctx.fillRect(0, 0, canvas.width, canvas.height);
		// Metres from here on, y up: (VIEW.minX, VIEW.maxY) is the canvas's top-left corner.
		ctx.setTransform(k, 0, 0, -k, -VIEW.minX * k, VIEW.maxY * k);
		ctx.lineWidth = 1 / view.scale; // 1 CSS px
		ctx.lineJoin = 'round';
		drawZone();
		const xf = world.transforms(); // the same view every frame unless a body was added or the memory grew
		ctx.beginPath();
		for (let i = 0; i < level.ids.length; i++) {
			const s = level.slots[i];
			tracePolygon(level.local, i * 8, 4, xf[s], xf[s + 1], xf[s + 2]);
		}
		ctx.fillStyle = LEVEL_FILL;
		ctx.fill();
		drawBelt();
		drawCannon();
		if (asleep.length < bodies.n) asleep = new Uint8Array(bodies.ids.length);
		asleepCount = 0;
		for (let i = 0; i < bodies.n; i++) asleepCount += asleep[i] = world.isAwake(bodies.ids[i]) ? 0 : 1;
		for (let color = 0; color <= ASLEEP; color++) drawBodies(xf, color);
		if (zone.count > 0) { // the visitors, outlined in the zone's colour
			ctx.beginPath();
			for (let i = 0; i < bodies.n; i++) if (bodies.inZone[i] === 1) traceBody(xf, i);
			ctx.lineWidth = 2.5 / view.scale;
			ctx.strokeStyle = ZONE_STROKE;
			ctx.stroke();
			ctx.lineWidth = 1 / view.scale;
		}
		drawFlashes();
		if (showContacts.checked) drawContacts(world);
		if (drag.dragging) {
			drawDrag(ctx, drag.grabbedPoint(xf, sim.slotMask, grabbed), drag.state.targetX, drag.state.targetY, 1 / view.scale, dash, solid);
		}
		drawZoneCount(k);
	}

	/** @param {string} message */
	function drawIdle(message) {
		ctx.setTransform(view.dpr, 0, 0, view.dpr, 0, 0);
		ctx.fillStyle = '#ffffff';
		ctx.fillRect(0, 0, canvas.width, canvas.height);
		ctx.fillStyle = '#6b7280';
		ctx.font = '15px system-ui, sans-serif';
		ctx.textAlign = 'center';
		ctx.textBaseline = 'alphabetic';
		ctx.fillText(message, canvas.clientWidth / 2, canvas.clientHeight / 2);
	}

	function refresh() {
		out.bodies.textContent = String(bodies.n);
		out.asleep.textContent = String(asleepCount);
		out.contacts.textContent = String(contactCount);
		out.inZone.textContent = String(zone.count);
		out.hits.textContent = String(flashes.started);
		out.stepMs.textContent = Number.isFinite(stepMs) ? stepMs.toFixed(3) : '–';
		out.stages.textContent = Number.isFinite(stageMs.solve) ? STAGES.map((key) => stageMs[key].toFixed(3)).join(' / ') : '–';
		out.time.textContent = (steps * DT).toFixed(1);
		out.fps.textContent = Number.isFinite(frameMs) && frameMs > 0 ? (1000 / frameMs).toFixed(0) : '–';
	}

	// ---- controls ----

	/** @param {'running' | 'stopped'} state */
	function setState(state) {
		section.dataset.state = state;
		toggle.textContent = state === 'stopped' ? 'Start physics scene' : 'Stop';
		toggle.setAttribute('aria-pressed', String(state !== 'stopped'));
		ui.pyramid.disabled = ui.clear.disabled = cratesButton.disabled = fireButton.disabled = state === 'stopped';
	}

	function readSliders() {
		const e = Number(restitution.value);
		const f = Number(friction.value);
		sliderOut.restitution.value = e.toFixed(2);
		sliderOut.friction.value = f.toFixed(2);
		sim.setMaterial(e, f);
	}

	/** Build the level and the first bodies and run (restarting if it runs). */
	function start() {
		stop();
		sizeCanvas();
		sim.build();
		readSliders();
		steps = 0;
		frames = 0;
		stepMs = NaN;
		frameMs = NaN;
		contactCount = 0;
		accumulator = 0;
		lastTimestamp = -1;
		setState('running');
		refresh();
		rafId = requestAnimationFrame(frame);
	}

	/** Stop and release the world. */
	function stop() {
		if (rafId) cancelAnimationFrame(rafId);
		rafId = 0;
		sim.destroy();
		setState('stopped');
		if (view.scale === 0) sizeCanvas();
		drawIdle('Stopped: press "Start physics scene" (or click here) to drop bodies onto the level.');
	}

	/** The pointer's position on the canvas, in metres (the view fills the canvas inside its border). @param {PointerEvent} e */
	function pointerToWorld(e) {
		const rect = canvas.getBoundingClientRect();
		const scale = canvas.clientWidth / (VIEW.maxX - VIEW.minX);
		return {
			x: VIEW.minX + (e.clientX - rect.left - canvas.clientLeft) / scale,
			y: VIEW.maxY - (e.clientY - rect.top - canvas.clientTop) / scale,
		};
	}

	/**
	 * Test hook: the bodies as the world has them now, the zone's visitors (ids, ascending), the flashes in the
	 * ring (oldest first; `started` counts them all), the joints (a drag's mouse joint), the steps run and the
	 * figures shown; null when stopped.
	 */
	function snapshot() {
		if (sim.world === null) return null;
		const text = (/** @type {HTMLElement} */ el) => el.textContent;
		const ring = [];
		for (let k = Math.max(0, flashes.started - FLASH_CAPACITY); k < flashes.started; k++) {
			const f = k % FLASH_CAPACITY;
			ring.push({ index: k, time: flashes.time[f], x: flashes.x[f], y: flashes.y[f], speed: flashes.speed[f],
				a: flashes.a[f], b: flashes.b[f] });
		}
		return {
			state: section.dataset.state, steps, time: steps * DT, bodies: sim.snapshot(), contacts: sim.world.contacts().count,
			joints: sim.world.jointCount,
			zone: { id: zone.id, count: zone.count, visitors: sim.visitors() },
			flashes: { started: flashes.started, ring },
			shown: { bodies: text(out.bodies), contacts: text(out.contacts), stepMs: text(out.stepMs), time: text(out.time),
				asleep: text(out.asleep), inZone: text(out.inZone), hits: text(out.hits) },
		};
	}

	toggle.addEventListener('click', () => (sim.world === null ? start() : stop()));
	ui.pyramid.addEventListener('click', () => {
		if (sim.world !== null) sim.pyramid();
	});
	cratesButton.addEventListener('click', () => {
		if (sim.world !== null) sim.crates();
	});
	fireButton.addEventListener('click', () => {
		if (sim.world !== null) sim.fire();
	});
	ui.clear.addEventListener('click', () => {
		if (sim.world !== null) sim.clear();
	});
	sound.addEventListener('change', () => {
		if (sound.checked) enableSound();
	});
	restitution.addEventListener('input', readSliders);
	friction.addEventListener('input', readSliders);
	canvas.addEventListener('pointerdown', (e) => {
		if (!e.isPrimary || e.button !== 0) return;
		e.preventDefault();
		canvas.focus({ preventScroll: true }); // for F (preventDefault keeps the click from focusing it)
		if (sim.world === null) {
			start();
			return;
		}
		const p = pointerToWorld(e);
		if (drag.press(sim.world, p.x, p.y) < 0) {
			sim.spawn(p.x, p.y);
			return;
		}
		press.x = e.clientX; // over a body: a drag once the pointer moves, else a drop where it was pressed
		press.y = e.clientY;
	});
	canvas.addEventListener('pointermove', (e) => {
		if (!e.isPrimary || !drag.pressed || sim.world === null) return;
		if (!drag.dragging && Math.hypot(e.clientX - press.x, e.clientY - press.y) < DRAG_SLOP) return;
		const p = pointerToWorld(e);
		drag.move(sim.world, p.x, p.y);
		drag.grab(sim.world);
	});
	canvas.addEventListener('pointerup', (e) => {
		if (!e.isPrimary || !drag.pressed || sim.world === null) return;
		if (drag.dragging) {
			drag.release(sim.world);
		} else { // a click on a body drops another there, as anywhere else
			const { targetX, targetY } = drag.state;
			drag.forget();
			sim.spawn(targetX, targetY);
		}
	});
	const letGo = () => {
		if (drag.pressed && sim.world !== null) drag.release(sim.world);
	};
	canvas.addEventListener('pointercancel', letGo);
	canvas.addEventListener('pointerleave', letGo);
	// The entity demo above moves its polygon with the arrow keys anywhere on the page, but not while a slider
	// of this scene has the focus: there they move the slider. F fires while anything in the scene has it.
	section.addEventListener('keydown', (e) => {
		if (e.target instanceof HTMLInputElement && e.target.type === 'range') e.stopPropagation();
		if ((e.key === 'f' || e.key === 'F') && !e.repeat && !e.ctrlKey && !e.metaKey && !e.altKey && sim.world !== null) {
			e.preventDefault();
			sim.fire();
		}
	});
	readSliders();
	stop();

	return {
		start,
		stop,
		snapshot,
		/** Drop a body at (x, y) metres, as a click there does (of the given kind and angle if given); returns its id. */
		spawn: sim.spawn,
		/** What the Pyramid button does; returns the ids of the boxes (throws when stopped). */
		pyramid: sim.pyramid,
		/** What the Crates button does; returns the ids of the crates (throws when stopped). */
		crates: sim.crates,
		/** What the Fire button and F do; returns the bullet's id (throws when stopped). */
		fire: sim.fire,
		/** What the Clear button does. */
		clear: sim.clear,
		get running() { return sim.world !== null; },
		get steps() { return steps; },
		get bodies() { return bodies.n; },
		/** Test hook: a function called with the world after every step, or null. */
		get onStep() { return onStep; },
		set onStep(f) { onStep = f; },
	};
}
