// The physics scene: a static level (ground, two walls, slanted ramps, a platform and two posts) and dynamic
// polygons, boxes and circles falling onto it, simulated by a sat-wasm World (world.step) and drawn on a canvas.
// Click or tap the canvas to drop a body at the pointer; the sliders set restitution and friction (of new bodies
// and of every body already there); "Pyramid" stacks 10 rows of boxes in the middle; "Clear" removes every
// dynamic body. The world steps at a fixed dt of 1/60 s, as many steps as the time since the last frame holds.
// Circles get a little rolling resistance, which the solver lacks (ROLLING_DAMPING), so piles come to rest.
// Units: metres, y up, gravity (0, -10); the canvas shows a 40 m x 20 m view, y flipped. Nothing is allocated
// per frame: each body's local vertices are kept from its spawn, and world.transforms() / world.contacts() are
// views over wasm memory.

import { convexAngles, mulberry32 } from './scene.js';

/** @typedef {import('./sat.js').Sat} Sat */
/** @typedef {import('./sat.js').World} World */
/** @typedef {import('./sat.js').Shape} Shape */
/** @typedef {import('./sat.js').AABB} AABB */
/** @typedef {import('./sat.js').Velocity} Velocity */
/** @typedef {import('./sat.js').Material} Material */

export const DT = 1 / 60; // s per step
const MAX_STEPS_PER_FRAME = 4; // a slow frame runs late rather than spiralling into ever more steps
const STEP_OPTIONS = { iterations: 8, substeps: 4 }; // the C core's defaults, passed as one reused object
const MAX_VERTS = 8;
const REFRESH_EVERY = 10; // frames between updates of the figures
const SMOOTHING = 0.05; // weight of the newest step in the smoothed ms per step
// The solver has no rolling resistance: a circle set rolling on flat ground would roll at the same speed until it
// hits something. The scene slows the spin of circles by this much per second (through world.setVelocity), so
// they come to rest like the rest of the pile.
const ROLLING_DAMPING = 3; // 1/s
const SPIN_KEPT = Math.exp(-ROLLING_DAMPING * DT); // per step
export const INITIAL_BODIES = 36;
export const SEED = 26; // the initial rain: the same bodies every start, at rest within about 6 s

/** The visible part of the world, in metres; the canvas has its aspect ratio (2:1). */
export const VIEW = { minX: -20, maxX: 20, minY: -1, maxY: 19 };
/** Inside faces of the walls and the ground's top: where every body should stay. */
export const LEVEL_BOUNDS = { minX: -19, maxX: 19, groundY: 0 };
/** Bodies whose centre leaves this box fell out of the level and are removed. */
const KILL = { minX: -25, maxX: 25, minY: -6 };

/**
 * The static level as boxes [width, height, centre x, centre y, angle] (metres, radians, counter-clockwise).
 * The ramps slope down towards the walls and stop 2 m short of them, so what rolls off falls into a corner;
 * the posts keep circles rolling along the ground from crossing the whole floor.
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
];

/** The pyramid: `rows` rows of boxes of side `box` (m), the bottom row centred on `x` and resting on the ground. */
export const PYRAMID = { rows: 10, box: 1, x: 0 };

const KIND_POLYGON = 0;
const KIND_BOX = 1;
const KIND_CIRCLE = 2;
const KIND_NAMES = ['polygon', 'box', 'circle'];
const COLOR_PYRAMID = 3;
// Fill and outline per colour index: polygons, boxes, circles, pyramid boxes; the static level.
const FILLS = ['#6d90e6', '#f0b44c', '#5cbf7a', '#d98a5f'];
const STROKES = ['#2f5fd0', '#a86b00', '#1f7a3a', '#8f4a25'];
// Asleep bodies (world.isAwake false: islands at rest for 0.5 s, not simulated until something touches them).
const ASLEEP = FILLS.length;
const ASLEEP_FILL = '#c7cbd1';
const ASLEEP_STROKE = '#7b818b';
const LEVEL_FILL = '#4b5563';
const CONTACT_COLOR = '#d33a2c';

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
 * from spawn time) and the world that moves them. `bodies` is read by the drawing every frame; its arrays are
 * replaced (longer) only when a spawn needs room.
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
	};
	let rand = mulberry32(SEED);
	const angles = new Float64Array(MAX_VERTS);
	const points = new Float64Array(2 * MAX_VERTS);
	const material = { friction: 0.6, staticFriction: 0.6, restitution: 0.1 };
	const box = /** @type {AABB} */ ({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
	const velocity = /** @type {Velocity} */ ({ vx: 0, vy: 0, angularVelocity: 0 });

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
	}

	/**
	 * Add a dynamic body with its own copy of `shape` (destroyed here), keeping its local vertices for drawing.
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
			bodies.ids[i] = id;
			bodies.slots[i] = 3 * (id & slotMask);
			bodies.kinds[i] = kind;
			bodies.colors[i] = color;
		} finally {
			shape.destroy(); // the world keeps its own copy
		}
		w.setType(id, 'dynamic');
		w.setMaterial(id, material);
		bodies.n++;
		return id;
	}

	/** Remove the body at place i; the last body takes its place. @param {number} i */
	function removeAt(i) {
		live().remove(bodies.ids[i]);
		const last = --bodies.n;
		if (i === last) return;
		const b = bodies;
		b.ids[i] = b.ids[last];
		b.slots[i] = b.slots[last];
		b.kinds[i] = b.kinds[last];
		b.colors[i] = b.colors[last];
		b.counts[i] = b.counts[last];
		b.radii[i] = b.radii[last];
		b.local.copyWithin(i * MAX_VERTS * 2, last * MAX_VERTS * 2, (last + 1) * MAX_VERTS * 2);
	}

	/**
	 * Drop a random body (or one of the given kind) at (x, y), moved inside the level if outside.
	 * @param {number} x metres
	 * @param {number} y metres
	 * @param {'polygon' | 'box' | 'circle'} [kindName]
	 * @returns {number} the body id
	 */
	function spawn(x, y, kindName) {
		const pick = rand();
		const kind = kindName !== undefined ? KIND_NAMES.indexOf(kindName)
			: pick < 0.45 ? KIND_POLYGON : pick < 0.75 ? KIND_BOX : KIND_CIRCLE;
		if (kind < 0) throw new Error(`physics scene: no body kind ${kindName}`);
		const cx = Math.min(Math.max(x, LEVEL_BOUNDS.minX + 0.8), LEVEL_BOUNDS.maxX - 0.8);
		const cy = Math.min(Math.max(y, LEVEL_BOUNDS.groundY + 0.8), VIEW.maxY - 0.5);
		return addBody(randomShape(sat, rand, kind, angles, points), kind, kind, cx, cy, rand() * 2 * Math.PI);
	}

	/**
	 * A new world: the level, then a seeded rain of INITIAL_BODIES bodies over it.
	 * @param {number} [seed=SEED]
	 * @param {number} [count=INITIAL_BODIES]
	 */
	function build(seed = SEED, count = INITIAL_BODIES) {
		destroy();
		const w = sat.world({ capacity: 256 });
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
			level.slots[level.ids.length] = 3 * (id & slotMask);
			level.ids.push(id);
		}
		rand = mulberry32(seed);
		const width = LEVEL_BOUNDS.maxX - LEVEL_BOUNDS.minX - 2;
		for (let i = 0; i < count; i++) {
			const x = LEVEL_BOUNDS.minX + 1 + rand() * width;
			const y = 14 + rand() * 4.5;
			spawn(x, y);
		}
	}

	/**
	 * Build the pyramid on the ground, first removing the dynamic bodies in its way.
	 * @returns {number[]} the ids of its boxes, bottom row first
	 */
	function pyramid() {
		const w = live();
		const { rows, box: side, x: centre } = PYRAMID;
		const halfWidth = (rows * side) / 2 + 0.3;
		for (let i = bodies.n - 1; i >= 0; i--) {
			w.aabb(bodies.ids[i], box);
			if (box.maxX > centre - halfWidth && box.minX < centre + halfWidth && box.minY < rows * side + 0.3) removeAt(i);
		}
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

	/** Remove every dynamic body (the level stays). */
	function clear() {
		for (let i = bodies.n - 1; i >= 0; i--) removeAt(i);
	}

	/**
	 * Set restitution and friction (sliding and static alike) on every body, the level included (a contact
	 * mixes both bodies' values), and on the bodies spawned from now on.
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
	 * One fixed step; then the circles' spin is slowed (ROLLING_DAMPING) and the bodies that left the level are
	 * removed.
	 * @returns {number} ms in world.step
	 */
	function step() {
		const w = live();
		const t0 = performance.now();
		w.step(DT, STEP_OPTIONS);
		const ms = performance.now() - t0;
		for (let i = 0; i < bodies.n; i++) {
			if (bodies.kinds[i] !== KIND_CIRCLE) continue;
			const v = w.velocity(bodies.ids[i], velocity);
			w.setVelocity(bodies.ids[i], v.vx, v.vy, v.angularVelocity * SPIN_KEPT);
		}
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
	 * Every dynamic body as the world has it now: id, kind, whether it is a pyramid box, transform, velocity,
	 * bounding box and material (for tests; allocates).
	 */
	function snapshot() {
		const w = live();
		const v = /** @type {Velocity} */ ({ vx: 0, vy: 0, angularVelocity: 0 });
		const m = /** @type {Material} */ ({ density: 0, friction: 0, restitution: 0, staticFriction: 0 });
		const xf = w.transforms();
		const list = [];
		for (let i = 0; i < bodies.n; i++) {
			const s = bodies.slots[i];
			w.velocity(bodies.ids[i], v);
			w.aabb(bodies.ids[i], box);
			w.material(bodies.ids[i], m);
			list.push({
				id: bodies.ids[i], kind: KIND_NAMES[bodies.kinds[i]], pyramid: bodies.colors[i] === COLOR_PYRAMID,
				x: xf[s], y: xf[s + 1], angle: xf[s + 2], vx: v.vx, vy: v.vy, angularVelocity: v.angularVelocity,
				aabb: { ...box }, restitution: m.restitution, friction: m.friction, staticFriction: m.staticFriction,
			});
		}
		return list;
	}

	/** Release the world and forget its bodies. */
	function destroy() {
		if (world !== null) world.destroy();
		world = null;
		bodies.n = 0;
		level.ids = [];
	}

	return {
		bodies, level, build, spawn, pyramid, clear, setMaterial, step, snapshot, destroy,
		/** The world, or null before build() and after destroy(). */
		get world() { return world; },
	};
}

/**
 * Wire the physics scene to its elements.
 * @param {Sat} sat
 * @param {{ section: HTMLElement, canvas: HTMLCanvasElement, toggle: HTMLButtonElement,
 *   pyramid: HTMLButtonElement, clear: HTMLButtonElement, restitution: HTMLInputElement,
 *   friction: HTMLInputElement, showContacts: HTMLInputElement, figures: HTMLElement }} ui
 */
export function createPhysicsScene(sat, ui) {
	const { section, canvas, toggle, figures, restitution, friction, showContacts } = ui;
	const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { alpha: false }));
	const view = { scale: 0, dpr: 1 }; // CSS px per metre; device px per CSS px
	const sim = createPhysicsWorld(sat);
	const { bodies, level } = sim;

	let rafId = 0;
	let lastTimestamp = -1;
	let accumulator = 0;
	let steps = 0;
	let frames = 0;
	let stepMs = NaN; // smoothed ms per world.step
	let frameMs = NaN; // smoothed ms between frames
	let contactCount = 0;

	const figure = (/** @type {string} */ name) => /** @type {HTMLElement} */ (figures.querySelector(`[data-figure="${name}"]`));
	const out = { bodies: figure('bodies'), contacts: figure('contacts'), stepMs: figure('step-ms'), time: figure('time'),
		fps: figure('fps'), asleep: figure('asleep') };
	let asleep = new Uint8Array(0), asleepCount = 0; // per body, as drawn last
	const sliderOut = {
		restitution: /** @type {HTMLOutputElement} */ (section.querySelector(`output[for="${restitution.id}"]`)),
		friction: /** @type {HTMLOutputElement} */ (section.querySelector(`output[for="${friction.id}"]`)),
	};

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
		let stepped = 0;
		while (accumulator >= DT && stepped < MAX_STEPS_PER_FRAME) {
			const ms = sim.step();
			stepMs = Number.isNaN(stepMs) ? ms : stepMs + SMOOTHING * (ms - stepMs);
			accumulator -= DT;
			steps++;
			stepped++;
		}
		if (stepped === MAX_STEPS_PER_FRAME) accumulator = Math.min(accumulator, DT); // drop the backlog
		contactCount = sim.world.contacts().count;
		draw(sim.world);
		frames++;
		if (frames % REFRESH_EVERY === 0 || frames === 1) refresh();
		rafId = requestAnimationFrame(frame);
	}

	// ---- drawing ----

	function sizeCanvas() {
		const cssWidth = canvas.clientWidth || 1200;
		const cssHeight = canvas.clientHeight || 600;
		view.dpr = window.devicePixelRatio || 1;
		canvas.width = Math.round(cssWidth * view.dpr);
		canvas.height = Math.round(cssHeight * view.dpr);
		view.scale = cssWidth / (VIEW.maxX - VIEW.minX);
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
	 * The bodies of one colour in one path, filled and outlined; a circle gets a radius to show how it turns.
	 * @param {Float32Array} xf world.transforms()
	 * @param {number} color
	 */
	function drawBodies(xf, color) {
		const { n, slots, kinds, colors, counts, radii, local } = bodies;
		ctx.beginPath();
		for (let i = 0; i < n; i++) {
			if ((asleep[i] ? ASLEEP : colors[i]) !== color) continue;
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
		ctx.fillStyle = color === ASLEEP ? ASLEEP_FILL : FILLS[color];
		ctx.strokeStyle = color === ASLEEP ? ASLEEP_STROKE : STROKES[color];
		ctx.fill();
		ctx.stroke();
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
		const xf = world.transforms(); // the same view every frame unless a body was added or the memory grew
		ctx.beginPath();
		for (let i = 0; i < level.ids.length; i++) {
			const s = level.slots[i];
			tracePolygon(level.local, i * 8, 4, xf[s], xf[s + 1], xf[s + 2]);
		}
		ctx.fillStyle = LEVEL_FILL;
		ctx.fill();
		if (asleep.length < bodies.n) asleep = new Uint8Array(bodies.ids.length);
		asleepCount = 0;
		for (let i = 0; i < bodies.n; i++) asleepCount += asleep[i] = world.isAwake(bodies.ids[i]) ? 0 : 1;
		for (let color = 0; color <= ASLEEP; color++) drawBodies(xf, color);
		if (showContacts.checked) drawContacts(world);
	}

	/** @param {string} message */
	function drawIdle(message) {
		ctx.setTransform(view.dpr, 0, 0, view.dpr, 0, 0);
		ctx.fillStyle = '#ffffff';
		ctx.fillRect(0, 0, canvas.width, canvas.height);
		ctx.fillStyle = '#6b7280';
		ctx.font = '15px system-ui, sans-serif';
		ctx.textAlign = 'center';
		ctx.fillText(message, canvas.clientWidth / 2, canvas.clientHeight / 2);
	}

	function refresh() {
		out.bodies.textContent = String(bodies.n);
		out.asleep.textContent = String(asleepCount);
		out.contacts.textContent = String(contactCount);
		out.stepMs.textContent = Number.isFinite(stepMs) ? stepMs.toFixed(3) : '–';
		out.time.textContent = (steps * DT).toFixed(1);
		out.fps.textContent = Number.isFinite(frameMs) && frameMs > 0 ? (1000 / frameMs).toFixed(0) : '–';
	}

	// ---- controls ----

	/** @param {'running' | 'stopped'} state */
	function setState(state) {
		section.dataset.state = state;
		toggle.textContent = state === 'stopped' ? 'Start physics scene' : 'Stop';
		toggle.setAttribute('aria-pressed', String(state !== 'stopped'));
		ui.pyramid.disabled = ui.clear.disabled = state === 'stopped';
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

	/** Test hook: the bodies as the world has them now, the steps run and the figures shown; null when stopped. */
	function snapshot() {
		if (sim.world === null) return null;
		const text = (/** @type {HTMLElement} */ el) => el.textContent;
		return {
			state: section.dataset.state, steps, time: steps * DT, bodies: sim.snapshot(), contacts: sim.world.contacts().count,
			shown: { bodies: text(out.bodies), contacts: text(out.contacts), stepMs: text(out.stepMs), time: text(out.time),
				asleep: text(out.asleep) },
		};
	}

	toggle.addEventListener('click', () => (sim.world === null ? start() : stop()));
	ui.pyramid.addEventListener('click', () => {
		if (sim.world !== null) sim.pyramid();
	});
	ui.clear.addEventListener('click', () => {
		if (sim.world !== null) sim.clear();
	});
	restitution.addEventListener('input', readSliders);
	friction.addEventListener('input', readSliders);
	canvas.addEventListener('pointerdown', (e) => {
		if (!e.isPrimary || e.button !== 0) return;
		e.preventDefault();
		if (sim.world === null) {
			start();
			return;
		}
		const p = pointerToWorld(e);
		sim.spawn(p.x, p.y);
	});
	// The entity demo above moves its polygon with the arrow keys anywhere on the page, but not while a slider
	// of this scene has the focus: there they move the slider.
	section.addEventListener('keydown', (e) => {
		if (e.target instanceof HTMLInputElement && e.target.type === 'range') e.stopPropagation();
	});
	readSliders();
	stop();

	return {
		start,
		stop,
		snapshot,
		/** Drop a body at (x, y) metres, as a click there does; returns its id (throws when stopped). */
		spawn: sim.spawn,
		/** What the Pyramid button does; returns the ids of the boxes (throws when stopped). */
		pyramid: sim.pyramid,
		get running() { return sim.world !== null; },
		get steps() { return steps; },
		get bodies() { return bodies.n; },
	};
}
