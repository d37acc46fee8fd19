// The joints scene: bodies tied together by the joints of a sat-wasm World (world.addJoint, after Box2D's joints:
// soft constraints solved in the same step as the contacts), on a level of hills (a chain of static segments), a
// pit between two posts and walls. In it:
// - a car: a chassis and two wheels on wheel joints (a suspension spring along the chassis's vertical, the wheels
//   turned by the joints' motors): the arrow keys or A / D set the motors' speed (world.setJointMotor); with no key
//   the motors hold the wheels still, a brake;
// - a rope bridge over the pit: planks hinged to each other and to the posts by revolute joints, crates on it;
// - a ragdoll: head, torso, upper and lower arms and legs hinged by revolute joints with a human's angle limits and
//   a little friction (a motor of speed 0 and a small torque), its parts kept from colliding with each other by
//   their collision filter;
// - a chain of capsule links ending in a heavy ball (revolute joints), swinging from a fixed point, and a ball on a
//   rope (a distance joint of minLength 0: slack when shorter, never longer).
// Any dynamic body can be dragged with the pointer (mouse, pen or touch) by a mouse joint (drag.js). The joints
// are drawn over the bodies: a dot at each revolute joint's anchor on each of its bodies (one dot while they
// agree), the rope as a line, each wheel's suspension as a line along its axis.
// Units: metres, y up, gravity (0, -10); the canvas shows a 40 m x 20 m view, y flipped. Nothing is allocated per
// frame: the bodies' local outlines and the joints' local anchors are kept from the build, world.transforms() is
// a view over wasm memory and world.jointReaction fills a kept object.

import { createDrag, drawDrag } from './drag.js';

/** @typedef {import('../sat.js').Sat} Sat */
/** @typedef {import('../sat.js').World} World */
/** @typedef {import('../sat.js').Shape} Shape */
// The joint definitions this scene makes: world.addJoint's, with the fields it reads back (a: -1 for the world).
/** @typedef {Record<string, number | string>} MoreFields */
/** @typedef {{ type: 'revolute', a: number, b: number, x: number, y: number } & MoreFields} RevoluteDef */
/** @typedef {{ type: 'wheel', a: number, b: number, x: number, y: number, axisX: number, axisY: number } & MoreFields} WheelDef */
/** @typedef {{ type: 'distance', a: number, b: number, ax: number, ay: number, bx: number, by: number } & MoreFields} DistanceDef */

export const DT = 1 / 60; // s per step
const MAX_STEPS_PER_FRAME = 4;
const STEP_OPTIONS = { iterations: 8, substeps: 4 };
const REFRESH_EVERY = 10; // frames between updates of the figures
const SMOOTHING = 0.05;
const MAX_VERTS = 8;

/** The visible part of the world, in metres; the canvas has its aspect ratio (2:1). */
export const VIEW = { minX: -20, maxX: 20, minY: -1, maxY: 19 };

/** Static boxes [width, height, centre x, centre y]: the walls, the bridge's posts and the pit's floor. */
const BOXES = [
	[1, 21, -19.5, 9], // left wall
	[1, 21, 19.5, 9], // right wall
	[1, 3.5, 1.4, 0.75], // left post: inner face x = 1.9, top y = 2.5
	[1, 3.5, 12.6, 0.75], // right post: inner face x = 12.1
	[10.2, 0.5, 7, -0.75], // the pit's floor: top y = -0.5
];

/**
 * The hills: control points (x, y) of the ground left and right of the pit, joined by half cosine waves and cut
 * into static segments SEGMENT_STEP long. The slopes stay under 30 degrees; each side meets its post's top.
 */
const HILLS = [
	[[-19, 2.2], [-15.5, 1.2], [-12, 2.2], [-8.5, 0.9], [-5, 1.9], [-2.5, 1.5], [0.9, 2.5]],
	[[13.1, 2.5], [15.5, 1.4], [19, 0.6]],
];
const SEGMENT_STEP = 0.5;

/**
 * The rope bridge: `planks` planks of `thickness` m hinged end to end from (x0, deck) to (x1, deck) (their top
 * surface at the posts' top), laid out sagging a little (the k-th plank at angle -sag + 2 sag (k + 1/2) / planks).
 * Each hinge has a little `friction` (N m; a motor of speed 0, as in Box2D's bridge sample), so the bridge stops
 * swinging.
 */
export const BRIDGE = { x0: 2, x1: 12, deck: 2.5, planks: 10, thickness: 0.2, sag: 0.16, friction: 0.2 };
/** The crates dropped on the bridge: `size` m boxes at these x, from height y. */
export const CRATES = { size: 0.6, xs: [4.5, 7, 9.5], y: 4.2 };

/**
 * The car: a chassis (a convex outline about its centre) and two wheels of `radius` m at (±wheelX, wheelY) from
 * it, on wheel joints along the chassis's vertical with a spring of `hertz` Hz and `damping`; the motors turn the
 * wheels at `speed` rad/s with at most `torque` N m (kg m^2/s^2) each. Starts at (x, y) in the first valley.
 */
export const CAR = {
	x: -15.5, y: 2.4, outline: [-1.15, -0.2, 1.15, -0.2, 1.15, 0.1, 0.4, 0.45, -0.7, 0.45, -1.15, 0.15],
	radius: 0.4, wheelX: 0.75, wheelY: -0.45, hertz: 5, damping: 0.7, speed: 15, torque: 6, friction: 0.9,
};

/**
 * The ragdoll, dropped with its pelvis at (x, y) onto the hill right of the pit, facing +x: a person's proportions
 * (PARTS, 1.87 m tall) times `scale`, so it reads at the scale of the car; `friction` (N m) resists every turn.
 */
export const RAGDOLL = { x: 16, y: 8, scale: 1.4, friction: 0.05 };
/**
 * The ragdoll's parts about its pelvis (standing, metres before the scale): circle [x, y, r] or capsule [x, y,
 * halfLength, r] (vertical); and its joints: [part A, part B, anchor x, anchor y, lower, upper] (radians, B's turn
 * relative to A, positive counter-clockwise: forward for a ragdoll facing +x). The limits are a human's: the head
 * turns 29 degrees either way, an arm swings 57 degrees back and 172 forward, an elbow bends 143 degrees forward
 * and a knee 138 back (one way only), a hip swings 23 degrees back and 103 forward.
 */
const PARTS = {
	torso: [0, 0.275, 0.225, 0.16],
	head: [0, 0.82, 0.13],
	upperArm: [0, 0.375, 0.125, 0.055],
	lowerArm: [0, 0.025, 0.125, 0.05],
	upperLeg: [0, -0.225, 0.175, 0.08],
	lowerLeg: [0, -0.675, 0.175, 0.07],
};
/** @type {[string, string, number, number, number, number][]} */
const RAGDOLL_JOINTS = [
	['torso', 'head', 0, 0.68, -0.5, 0.5], // neck
	['torso', 'upperArm', 0, 0.55, -1, 3], // shoulders (both arms)
	['upperArm', 'lowerArm', 0, 0.2, 0, 2.5], // elbows
	['torso', 'upperLeg', 0, 0, -0.4, 1.8], // hips (both legs)
	['upperLeg', 'lowerLeg', 0, -0.45, -2.4, 0], // knees
];

/**
 * The chain: `links` capsule links `link` m long from the fixed point (x, y), held out along +x, then a ball of
 * radius `ball` m and `density` kg/m^2.
 */
export const CHAIN = { x: 9, y: 15.5, links: 12, link: 0.5, radius: 0.08, ball: 0.4, density: 2 };
/** The rope: a ball of `radius` m on a rope `length` m long from (x, y), held out `angle` rad from hanging down. */
export const ROPE = { x: -10, y: 15.5, length: 5, angle: 1, radius: 0.4, density: 2 };

// Collision categories: the ragdoll's parts do not collide with each other (only joined bodies are kept apart by
// their joints), so its limbs can cross.
const CATEGORY_RAGDOLL = 2;

const KIND_POLYGON = 0;
const KIND_CIRCLE = 1;
const KIND_CAPSULE = 2;

/** What a body is (the snapshot's `role`), also its colour. */
export const ROLES = /** @type {const} */ (['plank', 'crate', 'chassis', 'wheel', 'ragdoll', 'link', 'ball']);
const FILLS = ['#c9955a', '#f0b44c', '#e0533d', '#374151', '#7aa2e8', '#9ca3af', '#4b5563'];
const STROKES = ['#7a5125', '#a86b00', '#8f2414', '#111827', '#2f5fd0', '#4b5563', '#111827'];
const ROLE = Object.fromEntries(ROLES.map((name, i) => [name, i]));
const LEVEL_FILL = '#4b5563';
const HILL_FILL = '#7c8a5a';
const HILL_STROKE = '#4d5a30';

/** The joints drawn (and reported): the mouse joint of a drag is drawn by drag.js. */
export const JOINT_TYPES = /** @type {const} */ (['revolute', 'distance', 'wheel']);
const JOINT_REVOLUTE = 0;
const JOINT_WHEEL = 2;
/** Which part of the scene a joint holds (the snapshot's `group`). */
export const JOINT_GROUPS = /** @type {const} */ (['ragdoll', 'bridge', 'car', 'chain', 'rope']);
const GROUP = Object.fromEntries(JOINT_GROUPS.map((name, i) => [name, i]));
const JOINT_COLORS = ['#d11f6a', '#0f766e', '#7c3aed'];

/**
 * The hills as points [x0, y0, x1, y1, ...] per side: each control point pair joined by half a cosine wave.
 * @returns {number[][]}
 */
function hillPoints() {
	return HILLS.map((controls) => {
		const points = [controls[0][0], controls[0][1]];
		for (let k = 0; k + 1 < controls.length; k++) {
			const [xa, ya] = controls[k];
			const [xb, yb] = controls[k + 1];
			const n = Math.max(1, Math.round((xb - xa) / SEGMENT_STEP));
			for (let j = 1; j <= n; j++) {
				const t = j / n;
				points.push(xa + (xb - xa) * t, ya + (yb - ya) * (1 - Math.cos(Math.PI * t)) / 2);
			}
		}
		return points;
	});
}

/**
 * The simulation without the page: the level, the bodies (what drawing needs, kept from the build), the joints
 * (their bodies and anchors in the bodies' frames) and the world that moves them.
 * @param {Sat} sat
 */
export function createJointsWorld(sat) {
	const slotMask = (1 << sat.ID_SLOT_BITS) - 1;
	/** @type {World | null} */
	let world = null;
	const hills = hillPoints();
	const level = { ids: /** @type {number[]} */ ([]), boxSlots: new Int32Array(BOXES.length) };
	// The dynamic bodies in build order.
	const capacity = 64;
	const bodies = {
		n: 0,
		ids: new Int32Array(capacity),
		slots: new Int32Array(capacity), // 3 * slot: where the body's [x, y, angle] is in world.transforms()
		kinds: new Uint8Array(capacity), // KIND_POLYGON, KIND_CIRCLE or KIND_CAPSULE
		roles: new Uint8Array(capacity), // index into ROLES
		counts: new Uint8Array(capacity), // polygon vertices
		radii: new Float32Array(capacity), // circle and capsule radius
		halves: new Float32Array(capacity), // capsule: half its length, along its local y
		local: new Float32Array(capacity * MAX_VERTS * 2), // polygon vertices about the body's position at angle 0
	};
	// The joints in build order: type, group, body A's slot (-1: the world) and B's, the anchor in A's frame (the
	// world's for the world) and in B's, and the wheel's axis in A's frame.
	const joints = {
		n: 0,
		ids: new Int32Array(capacity),
		types: new Uint8Array(capacity),
		groups: new Uint8Array(capacity),
		slotA: new Int32Array(capacity),
		slotB: new Int32Array(capacity),
		anchors: new Float32Array(capacity * 4), // ax, ay (in A), bx, by (in B)
		axes: new Float32Array(capacity * 2),
	};
	const car = { chassis: -1, wheels: [-1, -1], motors: [-1, -1], drive: 0 };
	const bridge = { planks: /** @type {number[]} */ ([]), ends: [-1, -1], crates: /** @type {number[]} */ ([]) };
	const ragdoll = { parts: /** @type {number[]} */ ([]), torso: -1 };
	const chain = { links: /** @type {number[]} */ ([]), ball: -1 };
	const rope = { ball: -1 };
	const xf = { x: 0, y: 0, angle: 0 };
	let steps = 0;

	const live = () => {
		if (world === null) throw new Error('joints scene: the world is not built');
		return world;
	};

	/**
	 * Add a dynamic body with its own copy of `shape` (destroyed here), keeping its outline for drawing.
	 * @param {Shape} shape
	 * @param {number} kind
	 * @param {number} role
	 * @param {number} x
	 * @param {number} y
	 * @param {number} angle
	 * @param {number} [density]
	 * @returns {number} the body id
	 */
	function addBody(shape, kind, role, x, y, angle, density = 1) {
		const w = live();
		const i = bodies.n;
		if (i === capacity) throw new Error('joints scene: too many bodies');
		let id;
		try {
			shape.setTransform(0, 0, 0);
			const v = shape.worldVertices(); // polygon: its vertices; capsule: its end points
			if (kind === KIND_POLYGON) bodies.local.set(v, i * MAX_VERTS * 2);
			bodies.counts[i] = v.length / 2;
			bodies.radii[i] = shape.radius;
			bodies.halves[i] = kind === KIND_CAPSULE ? Math.hypot(v[2] - v[0], v[3] - v[1]) / 2 : 0;
			id = w.add(shape, x, y, angle);
		} finally {
			shape.destroy();
		}
		w.setType(id, 'dynamic');
		if (density !== 1) w.setMaterial(id, { density });
		bodies.ids[i] = id;
		bodies.slots[i] = 3 * (id & slotMask);
		bodies.kinds[i] = kind;
		bodies.roles[i] = role;
		bodies.n++;
		return id;
	}

	/**
	 * A vertical capsule of half length `half` and radius `r` centred at (x, y).
	 * @param {number} role @param {number} x @param {number} y @param {number} half @param {number} r
	 * @param {number} [angle]
	 */
	const capsule = (role, x, y, half, r, angle = 0) => addBody(sat.capsule(0, -half, 0, half, r), KIND_CAPSULE, role, x, y, angle);

	/**
	 * Add a joint and keep its anchors (and a wheel's axis) in its bodies' frames, from where the bodies are now,
	 * for drawing.
	 * @param {RevoluteDef | WheelDef | DistanceDef} def
	 * @param {number} group index into JOINT_GROUPS
	 * @returns {number} the joint id
	 */
	function addJoint(def, group) {
		const w = live();
		const j = joints.n;
		if (j === capacity) throw new Error('joints scene: too many joints');
		const id = w.addJoint(def);
		joints.ids[j] = id;
		joints.types[j] = JOINT_TYPES.indexOf(def.type);
		joints.groups[j] = group;
		joints.slotA[j] = def.a < 0 ? -1 : 3 * (def.a & slotMask);
		joints.slotB[j] = 3 * (def.b & slotMask);
		if (def.type === 'distance') {
			toLocal(w, def.a, def.ax, def.ay, joints.anchors, 4 * j);
			toLocal(w, def.b, def.bx, def.by, joints.anchors, 4 * j + 2);
		} else { // one point, kept on each body
			toLocal(w, def.a, def.x, def.y, joints.anchors, 4 * j);
			toLocal(w, def.b, def.x, def.y, joints.anchors, 4 * j + 2);
		}
		if (def.type === 'wheel') {
			w.transform(def.a, xf);
			const c = Math.cos(xf.angle), s = Math.sin(xf.angle);
			joints.axes[2 * j] = c * def.axisX + s * def.axisY;
			joints.axes[2 * j + 1] = -s * def.axisX + c * def.axisY;
		}
		joints.n++;
		return id;
	}

	/**
	 * The world point (x, y) in body `id`'s frame (the world's own for -1), into out[at], out[at + 1].
	 * @param {World} w @param {number} id @param {number} x @param {number} y @param {Float32Array} out @param {number} at
	 */
	function toLocal(w, id, x, y, out, at) {
		if (id < 0) {
			out[at] = x;
			out[at + 1] = y;
			return;
		}
		w.transform(id, xf);
		const c = Math.cos(xf.angle), s = Math.sin(xf.angle), dx = x - xf.x, dy = y - xf.y;
		out[at] = c * dx + s * dy;
		out[at + 1] = -s * dx + c * dy;
	}

	/** @param {World} w */
	function buildLevel(w) {
		for (let k = 0; k < BOXES.length; k++) {
			const [width, height, x, y] = BOXES[k];
			const shape = sat.box(width, height);
			let id;
			try {
				id = w.add(shape, x, y, 0);
			} finally {
				shape.destroy();
			}
			w.setType(id, 'static');
			level.boxSlots[k] = 3 * (id & slotMask);
			level.ids.push(id);
		}
		for (const points of hills) {
			for (let k = 0; k + 3 < points.length; k += 2) {
				const shape = sat.segment(points[k], points[k + 1], points[k + 2], points[k + 3]);
				let id;
				try {
					id = w.add(shape, 0, 0, 0);
				} finally {
					shape.destroy();
				}
				w.setType(id, 'static');
				level.ids.push(id);
			}
		}
	}

	/** @param {World} w */
	function buildCar(w) {
		const { x, y, radius, wheelX, wheelY, hertz, damping, torque, friction } = CAR;
		car.chassis = addBody(sat.polygon(CAR.outline), KIND_POLYGON, ROLE.chassis, x, y, 0);
		for (let k = 0; k < 2; k++) {
			const wx = x + (k === 0 ? -wheelX : wheelX), wy = y + wheelY;
			const wheel = addBody(sat.circle(radius), KIND_CIRCLE, ROLE.wheel, wx, wy, 0);
			w.setMaterial(wheel, { friction });
			car.wheels[k] = wheel;
			car.motors[k] = addJoint({ type: 'wheel', a: car.chassis, b: wheel, x: wx, y: wy, axisX: 0, axisY: 1, hertz,
				dampingRatio: damping, motorSpeed: 0, maxMotorTorque: torque }, GROUP.car);
		}
		car.drive = 0;
	}

	function buildBridge() {
		const { x0, x1, deck, planks, thickness, sag, friction } = BRIDGE;
		const angle = (/** @type {number} */ k) => -sag + (2 * sag * (k + 0.5)) / planks;
		let cosines = 0;
		for (let k = 0; k < planks; k++) cosines += Math.cos(angle(k));
		const length = (x1 - x0) / cosines; // hinge to hinge, so the last hinge is at x1
		let px = x0, py = deck - thickness / 2;
		let previous = -1;
		bridge.planks = [];
		for (let k = 0; k < planks; k++) {
			const a = angle(k), qx = px + length * Math.cos(a), qy = py + length * Math.sin(a);
			const plank = addBody(sat.box(length, thickness), KIND_POLYGON, ROLE.plank, (px + qx) / 2, (py + qy) / 2, a);
			const hinge = addJoint({ type: 'revolute', a: previous, b: plank, x: px, y: py, motorSpeed: 0, maxMotorTorque: friction },
				GROUP.bridge);
			if (k === 0) bridge.ends[0] = hinge;
			bridge.planks.push(plank);
			previous = plank;
			px = qx;
			py = qy;
		}
		// The last hinge, to the world (A) at the right post: B is the last plank.
		bridge.ends[1] = addJoint({ type: 'revolute', a: -1, b: previous, x: px, y: py, motorSpeed: 0, maxMotorTorque: friction },
			GROUP.bridge);
		bridge.crates = CRATES.xs.map((cx) => addBody(sat.box(CRATES.size, CRATES.size), KIND_POLYGON, ROLE.crate, cx, CRATES.y, 0));
	}

	/** @param {World} w */
	function buildRagdoll(w) {
		const { x, y, scale: k, friction } = RAGDOLL;
		/** @type {Record<string, number[]>} */
		const made = {};
		ragdoll.parts = [];
		const part = (/** @type {keyof typeof PARTS} */ name) => {
			const p = PARTS[name];
			const id = p.length === 3
				? addBody(sat.circle(k * p[2]), KIND_CIRCLE, ROLE.ragdoll, x + k * p[0], y + k * p[1], 0)
				: capsule(ROLE.ragdoll, x + k * p[0], y + k * p[1], k * p[2], k * p[3]);
			w.setFilter(id, CATEGORY_RAGDOLL, ~CATEGORY_RAGDOLL);
			ragdoll.parts.push(id);
			(made[name] ??= []).push(id);
			return id;
		};
		ragdoll.torso = part('torso');
		part('head');
		for (let side = 0; side < 2; side++) {
			part('upperArm');
			part('lowerArm');
			part('upperLeg');
			part('lowerLeg');
		}
		for (const [nameA, nameB, ax, ay, lowerAngle, upperAngle] of RAGDOLL_JOINTS) {
			const bs = made[nameB], as = made[nameA], jx = x + k * ax, jy = y + k * ay;
			for (let side = 0; side < bs.length; side++) {
				addJoint({ type: 'revolute', a: as[Math.min(side, as.length - 1)], b: bs[side], x: jx, y: jy, lowerAngle, upperAngle,
					motorSpeed: 0, maxMotorTorque: friction }, GROUP.ragdoll);
			}
		}
	}

	function buildChain() {
		const { x, y, links, link, radius, ball } = CHAIN;
		chain.links = [];
		let previous = -1;
		for (let k = 0; k < links; k++) {
			const id = capsule(ROLE.link, x + (k + 0.5) * link, y, link / 2, radius, -Math.PI / 2); // along +x
			const hx = x + k * link;
			addJoint({ type: 'revolute', a: previous, b: id, x: hx, y }, GROUP.chain);
			chain.links.push(id);
			previous = id;
		}
		const end = x + links * link;
		chain.ball = addBody(sat.circle(ball), KIND_CIRCLE, ROLE.ball, end + ball, y, 0, CHAIN.density);
		addJoint({ type: 'revolute', a: previous, b: chain.ball, x: end, y }, GROUP.chain);
	}

	function buildRope() {
		const { x, y, length, angle, radius } = ROPE;
		const bx = x + length * Math.sin(angle), by = y - length * Math.cos(angle);
		rope.ball = addBody(sat.circle(radius), KIND_CIRCLE, ROLE.ball, bx, by, 0, ROPE.density);
		addJoint({ type: 'distance', a: -1, b: rope.ball, ax: x, ay: y, bx, by, length, minLength: 0, maxLength: length }, GROUP.rope);
	}

	/** A new world: the level, then the car, the bridge and its crates, the ragdoll, the chain and the rope. */
	function build() {
		destroy();
		const w = sat.world({ capacity: 256 });
		world = w;
		buildLevel(w);
		buildCar(w);
		buildBridge();
		buildRagdoll(w);
		buildChain();
		buildRope();
		steps = 0;
	}

	/**
	 * Drive the car: -1 left, 0 brake, 1 right. The motors turn the wheels clockwise (negative) to go right.
	 * @param {number} direction
	 */
	function drive(direction) {
		const w = live();
		if (direction === car.drive) return;
		car.drive = direction;
		for (const motor of car.motors) w.setJointMotor(motor, -direction * CAR.speed, CAR.torque);
	}

	/** One fixed step. @returns {number} ms in world.step */
	function step() {
		const w = live();
		const t0 = performance.now();
		w.step(DT, STEP_OPTIONS);
		steps++;
		return performance.now() - t0;
	}

	/**
	 * Where joint j's anchor on A (end 0) or on B (end 1) is now, into out.
	 * @param {Float32Array} transforms world.transforms()
	 * @param {number} j
	 * @param {0 | 1} end
	 * @param {{ x: number, y: number }} out
	 */
	function anchor(transforms, j, end, out) {
		const slot = end === 0 ? joints.slotA[j] : joints.slotB[j];
		const lx = joints.anchors[4 * j + 2 * end], ly = joints.anchors[4 * j + 2 * end + 1];
		if (slot < 0) {
			out.x = lx;
			out.y = ly;
			return out;
		}
		const c = Math.cos(transforms[slot + 2]), s = Math.sin(transforms[slot + 2]);
		out.x = transforms[slot] + c * lx - s * ly;
		out.y = transforms[slot + 1] + s * lx + c * ly;
		return out;
	}

	/**
	 * The bodies and joints as the world has them now (for tests; allocates): each body's id, role, transform,
	 * velocity and whether it is awake; each joint's id, type, group, bodies, both anchors in world coordinates, (wheel) its axis and its
	 * reaction over the last step (the force and torque on B).
	 */
	function snapshot() {
		const w = live();
		const transforms = w.transforms();
		const v = { vx: 0, vy: 0, angularVelocity: 0 };
		const list = [];
		for (let i = 0; i < bodies.n; i++) {
			const s = bodies.slots[i];
			w.velocity(bodies.ids[i], v);
			list.push({ id: bodies.ids[i], role: ROLES[bodies.roles[i]], x: transforms[s], y: transforms[s + 1], angle: transforms[s + 2],
				vx: v.vx, vy: v.vy, angularVelocity: v.angularVelocity, awake: w.isAwake(bodies.ids[i]) });
		}
		const a = { x: 0, y: 0 }, b = { x: 0, y: 0 };
		const jointList = [];
		for (let j = 0; j < joints.n; j++) {
			const pair = w.jointBodies(joints.ids[j]);
			anchor(transforms, j, 0, a);
			anchor(transforms, j, 1, b);
			const entry = { id: joints.ids[j], type: JOINT_TYPES[joints.types[j]], group: JOINT_GROUPS[joints.groups[j]],
				a: pair.a, b: pair.b, ax: a.x, ay: a.y, bx: b.x, by: b.y, axisX: 0, axisY: 0,
				reaction: w.jointReaction(joints.ids[j]) };
			if (joints.types[j] === JOINT_WHEEL) {
				const s = joints.slotA[j], c = Math.cos(transforms[s + 2]), sn = Math.sin(transforms[s + 2]);
				entry.axisX = c * joints.axes[2 * j] - sn * joints.axes[2 * j + 1];
				entry.axisY = sn * joints.axes[2 * j] + c * joints.axes[2 * j + 1];
			}
			jointList.push(entry);
		}
		return { steps, time: steps * DT, jointCount: w.jointCount, bodies: list, joints: jointList,
			car: { chassis: car.chassis, wheels: [...car.wheels], drive: car.drive }, bridge: { planks: [...bridge.planks],
				crates: [...bridge.crates] }, ragdoll: [...ragdoll.parts], chain: { links: [...chain.links], ball: chain.ball },
			rope: { ball: rope.ball } };
	}

	/** Release the world and forget its bodies and joints. */
	function destroy() {
		if (world !== null) world.destroy();
		world = null;
		bodies.n = 0;
		joints.n = 0;
		level.ids = [];
	}

	return {
		hills, level, bodies, joints, car, bridge, ragdoll, chain, rope, slotMask, build, drive, step, anchor, snapshot, destroy,
		/** The world, or null before build() and after destroy(). */
		get world() { return world; },
		/** Fixed steps since build(). */
		get steps() { return steps; },
	};
}

/**
 * Wire the joints scene to its elements: the toggle starts and stops it, Reset builds it again; the canvas
 * takes the focus when clicked, for the car's keys.
 * @param {Sat} sat
 * @param {{ section: HTMLElement, canvas: HTMLCanvasElement, toggle: HTMLButtonElement, reset: HTMLButtonElement,
 *   figures: HTMLElement }} ui
 */
export function createJointsScene(sat, ui) {
	const { section, canvas, toggle, reset, figures } = ui;
	const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { alpha: false }));
	const view = { scale: 0, dpr: 1 }; // CSS px per metre; device px per CSS px
	const dash = [0, 0];
	const solid = /** @type {number[]} */ ([]);
	const sim = createJointsWorld(sat);
	const { bodies, joints, bridge, car } = sim;
	const drag = createDrag();
	// The driving keys held (← and A left, → and D right), read every frame: a fixed object, no Set to iterate.
	const held = { ArrowLeft: false, KeyA: false, ArrowRight: false, KeyD: false };

	let rafId = 0;
	let lastTimestamp = -1;
	let accumulator = 0;
	let frames = 0;
	let stepMs = NaN;
	let frameMs = NaN;
	/** @type {((world: World) => void) | null} */
	let onStep = null;
	/** @type {Path2D | null} */
	let hillPath = null;
	const figure = (/** @type {string} */ name) => /** @type {HTMLElement} */ (figures.querySelector(`[data-figure="${name}"]`));
	const out = { bodies: figure('bodies'), joints: figure('joints'), speed: figure('speed'), bridge: figure('bridge'),
		pull: figure('pull'), stepMs: figure('step-ms'), time: figure('time'), fps: figure('fps') };
	const reaction = { fx: 0, fy: 0, torque: 0 }; // world.jointReaction(j, reaction): nothing allocated
	const velocity = { vx: 0, vy: 0, angularVelocity: 0 };
	const figuresNow = { speed: 0, bridge: 0, pull: 0 };
	const pointer = { x: 0, y: 0 };
	const p = { x: 0, y: 0 }, q = { x: 0, y: 0 };

	/** -1 left, 0 none (or both), 1 right, from the keys held. */
	function driveInput() {
		return (held.ArrowRight || held.KeyD ? 1 : 0) - (held.ArrowLeft || held.KeyA ? 1 : 0);
	}

	/** @param {string} code a KeyboardEvent's code @param {boolean} down */
	function hold(code, down) {
		if (code in held) held[/** @type {keyof typeof held} */ (code)] = down;
	}

	function releaseKeys() {
		held.ArrowLeft = held.KeyA = held.ArrowRight = held.KeyD = false;
	}

	/** The figures' values now: the car's speed, the bridge's pull on its posts, the drag's pull. @param {World} w */
	function measure(w) {
		w.velocity(car.chassis, velocity);
		figuresNow.speed = velocity.vx;
		let pull = 0;
		for (let k = 0; k < bridge.ends.length; k++) {
			w.jointReaction(bridge.ends[k], reaction);
			pull += Math.hypot(reaction.fx, reaction.fy);
		}
		figuresNow.bridge = pull;
		if (drag.dragging) {
			w.jointReaction(drag.state.joint, reaction);
			figuresNow.pull = Math.hypot(reaction.fx, reaction.fy);
		} else {
			figuresNow.pull = NaN;
		}
	}

	/** @param {number} timestamp */
	function frame(timestamp) {
		rafId = 0;
		const w = sim.world;
		if (w === null) return;
		if (canvas.width !== Math.round(canvas.clientWidth * (window.devicePixelRatio || 1))) sizeCanvas();
		if (lastTimestamp >= 0) {
			const elapsed = timestamp - lastTimestamp;
			frameMs = Number.isNaN(frameMs) ? elapsed : frameMs + 0.1 * (elapsed - frameMs);
			accumulator += Math.min(elapsed / 1000, MAX_STEPS_PER_FRAME * DT);
		} else {
			accumulator = DT;
		}
		lastTimestamp = timestamp;
		sim.drive(driveInput());
		let stepped = 0;
		while (accumulator >= DT && stepped < MAX_STEPS_PER_FRAME) {
			const ms = sim.step();
			stepMs = Number.isNaN(stepMs) ? ms : stepMs + SMOOTHING * (ms - stepMs);
			accumulator -= DT;
			stepped++;
			if (onStep !== null) onStep(w);
		}
		if (stepped === MAX_STEPS_PER_FRAME) accumulator = Math.min(accumulator, DT);
		measure(w);
		draw(w);
		frames++;
		if (frames % REFRESH_EVERY === 0 || frames === 1) refresh(w);
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
		dash[0] = 6 / view.scale;
		dash[1] = 4 / view.scale;
	}

	/** The hills, filled down to the bottom of the view, built once. */
	function hills() {
		if (hillPath !== null) return hillPath;
		hillPath = new Path2D();
		for (const points of sim.hills) {
			hillPath.moveTo(points[0], VIEW.minY - 1);
			for (let k = 0; k < points.length; k += 2) hillPath.lineTo(points[k], points[k + 1]);
			hillPath.lineTo(points[points.length - 2], VIEW.minY - 1);
			hillPath.closePath();
		}
		return hillPath;
	}

	/**
	 * Add body i to the current path.
	 * @param {Float32Array} xf world.transforms()
	 * @param {number} i
	 */
	function traceBody(xf, i) {
		const s = bodies.slots[i];
		const x = xf[s], y = xf[s + 1], angle = xf[s + 2];
		const c = Math.cos(angle), sn = Math.sin(angle), r = bodies.radii[i];
		const kind = bodies.kinds[i];
		if (kind === KIND_CIRCLE) {
			ctx.moveTo(x + r, y);
			ctx.arc(x, y, r, 0, 2 * Math.PI);
			ctx.moveTo(x, y);
			ctx.lineTo(x + r * c, y + r * sn);
		} else if (kind === KIND_CAPSULE) {
			const h = bodies.halves[i]; // the capsule's axis is its local y
			const tx = -sn * h, ty = c * h;
			ctx.moveTo(x + tx + r * c, y + ty + r * sn);
			ctx.arc(x + tx, y + ty, r, angle, angle + Math.PI);
			ctx.arc(x - tx, y - ty, r, angle + Math.PI, angle + 2 * Math.PI);
			ctx.closePath();
		} else {
			const base = i * MAX_VERTS * 2, vs = bodies.local;
			ctx.moveTo(x + c * vs[base] - sn * vs[base + 1], y + sn * vs[base] + c * vs[base + 1]);
			for (let j = 1; j < bodies.counts[i]; j++) {
				const lx = vs[base + 2 * j], ly = vs[base + 2 * j + 1];
				ctx.lineTo(x + c * lx - sn * ly, y + sn * lx + c * ly);
			}
			ctx.closePath();
		}
	}

	/** The bodies of one role in one path, filled and outlined. @param {Float32Array} xf @param {number} role */
	function drawBodies(xf, role) {
		ctx.beginPath();
		for (let i = 0; i < bodies.n; i++) if (bodies.roles[i] === role) traceBody(xf, i);
		ctx.fillStyle = FILLS[role];
		ctx.strokeStyle = STROKES[role];
		ctx.fill();
		ctx.stroke();
	}

	/** The joints: a dot per anchor (two while a joint's bodies disagree), the rope and the suspensions as lines. */
	function drawJoints(/** @type {Float32Array} */ xf) {
		const px = 1 / view.scale;
		for (let type = 0; type < JOINT_TYPES.length; type++) {
			ctx.beginPath();
			for (let j = 0; j < joints.n; j++) {
				if (joints.types[j] !== type) continue;
				sim.anchor(xf, j, 0, p);
				sim.anchor(xf, j, 1, q);
				if (type !== JOINT_REVOLUTE) { // the rope from its fixed point; the suspension from the chassis to the wheel
					ctx.moveTo(p.x, p.y);
					ctx.lineTo(q.x, q.y);
				}
				const r = (type === JOINT_REVOLUTE ? 2.5 : 3) * px;
				ctx.moveTo(p.x + r, p.y);
				ctx.arc(p.x, p.y, r, 0, 2 * Math.PI);
				ctx.moveTo(q.x + r, q.y);
				ctx.arc(q.x, q.y, r, 0, 2 * Math.PI);
			}
			ctx.strokeStyle = ctx.fillStyle = JOINT_COLORS[type];
			ctx.lineWidth = 1.5 * px;
			ctx.stroke();
			ctx.fill();
		}
		ctx.lineWidth = px;
	}

	/** @param {World} w */
	function draw(w) {
		const k = view.scale * view.dpr, px = 1 / view.scale;
		ctx.setTransform(1, 0, 0, 1, 0, 0);
		ctx.fillStyle = '#ffffff';
		ctx.fillRect(0, 0, canvas.width, canvas.height);
		ctx.setTransform(k, 0, 0, -k, -VIEW.minX * k, VIEW.maxY * k);
		ctx.lineWidth = px;
		ctx.lineJoin = 'round';
		const xf = w.transforms();
		ctx.fillStyle = HILL_FILL;
		ctx.fill(hills());
		ctx.strokeStyle = HILL_STROKE;
		ctx.lineWidth = 2 * px;
		ctx.stroke(hills());
		ctx.lineWidth = px;
		ctx.beginPath();
		for (let b = 0; b < BOXES.length; b++) {
			const [width, height] = BOXES[b], s = sim.level.boxSlots[b];
			ctx.rect(xf[s] - width / 2, xf[s + 1] - height / 2, width, height);
		}
		ctx.fillStyle = LEVEL_FILL;
		ctx.fill();
		for (let role = 0; role < ROLES.length; role++) drawBodies(xf, role);
		drawJoints(xf);
		if (drag.dragging) drawDrag(ctx, drag.grabbedPoint(xf, sim.slotMask, p), drag.state.targetX, drag.state.targetY, px, dash, solid);
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

	/** @param {World} w */
	function refresh(w) {
		out.bodies.textContent = String(bodies.n);
		out.joints.textContent = String(w.jointCount);
		out.speed.textContent = figuresNow.speed.toFixed(1);
		out.bridge.textContent = figuresNow.bridge.toFixed(1);
		out.pull.textContent = Number.isNaN(figuresNow.pull) ? '–' : figuresNow.pull.toFixed(1);
		out.stepMs.textContent = Number.isFinite(stepMs) ? stepMs.toFixed(3) : '–';
		out.time.textContent = (sim.steps * DT).toFixed(1);
		out.fps.textContent = Number.isFinite(frameMs) && frameMs > 0 ? (1000 / frameMs).toFixed(0) : '–';
	}

	// ---- controls ----

	/** @param {'running' | 'stopped'} state */
	function setState(state) {
		section.dataset.state = state;
		toggle.textContent = state === 'stopped' ? 'Start joints scene' : 'Stop';
		toggle.setAttribute('aria-pressed', String(state !== 'stopped'));
		reset.disabled = state === 'stopped';
	}

	/** Build the scene and run (again from the start if it runs). */
	function start() {
		stop();
		sizeCanvas();
		sim.build();
		stepMs = NaN;
		frameMs = NaN;
		frames = 0;
		accumulator = 0;
		lastTimestamp = -1;
		setState('running');
		const w = /** @type {World} */ (sim.world);
		measure(w);
		refresh(w);
		rafId = requestAnimationFrame(frame);
	}

	function stop() {
		if (rafId) cancelAnimationFrame(rafId);
		rafId = 0;
		drag.forget();
		releaseKeys();
		sim.destroy();
		setState('stopped');
		if (view.scale === 0) sizeCanvas();
		drawIdle('Stopped: press "Start joints scene" (or click here) to build the car, the bridge and the ragdoll.');
	}

	/** The pointer's position in metres, kept inside the view (a body is never dragged out of it). @param {PointerEvent} e */
	function pointerToWorld(e) {
		const rect = canvas.getBoundingClientRect();
		const scale = canvas.clientWidth / (VIEW.maxX - VIEW.minX);
		const x = VIEW.minX + (e.clientX - rect.left - canvas.clientLeft) / scale;
		const y = VIEW.maxY - (e.clientY - rect.top - canvas.clientTop) / scale;
		pointer.x = Math.min(Math.max(x, VIEW.minX), VIEW.maxX);
		pointer.y = Math.min(Math.max(y, VIEW.minY), VIEW.maxY);
		return pointer;
	}

	/** Let go of a dragged body (pointer up, cancelled or gone). */
	function letGo() {
		if (drag.pressed && sim.world !== null) drag.release(sim.world);
	}

	toggle.addEventListener('click', () => (sim.world === null ? start() : stop()));
	reset.addEventListener('click', () => {
		if (sim.world !== null) start();
	});
	canvas.addEventListener('pointerdown', (e) => {
		if (!e.isPrimary || e.button !== 0) return;
		e.preventDefault();
		canvas.focus({ preventScroll: true }); // for the car's keys
		const w = sim.world;
		if (w === null) {
			start();
			return;
		}
		const at = pointerToWorld(e);
		if (drag.press(w, at.x, at.y) >= 0) drag.grab(w);
	});
	canvas.addEventListener('pointermove', (e) => {
		if (!e.isPrimary || !drag.dragging || sim.world === null) return;
		const at = pointerToWorld(e);
		drag.move(sim.world, at.x, at.y);
	});
	canvas.addEventListener('pointerup', letGo);
	canvas.addEventListener('pointercancel', letGo);
	canvas.addEventListener('pointerleave', letGo);
	// The keys stay with the scene: the entity demo above moves its polygon on the same arrows.
	canvas.addEventListener('keydown', (e) => {
		if (e.code in held) hold(e.code, true);
		else if (e.code === 'KeyR' && !e.repeat && sim.world !== null) start();
		else return;
		e.preventDefault();
		e.stopPropagation();
	});
	canvas.addEventListener('keyup', (e) => hold(e.code, false));
	canvas.addEventListener('blur', releaseKeys);
	stop();

	return {
		start,
		stop,
		/** Test hook: the bodies, joints, drag (the grabbed point at x, y) and figures now, or null when stopped. */
		snapshot() {
			const w = sim.world;
			if (w === null) return null;
			refresh(w);
			const text = (/** @type {HTMLElement} */ el) => el.textContent;
			const held = drag.pressed ? drag.grabbedPoint(w.transforms(), sim.slotMask, { x: 0, y: 0 }) : { x: NaN, y: NaN };
			return { ...sim.snapshot(), state: section.dataset.state,
				drag: { body: drag.state.body, joint: drag.state.joint, targetX: drag.state.targetX, targetY: drag.state.targetY,
					maxForce: drag.state.maxForce, x: held.x, y: held.y },
				shown: { bodies: text(out.bodies), joints: text(out.joints), speed: text(out.speed), bridge: text(out.bridge),
					pull: text(out.pull) } };
		},
		get running() { return sim.world !== null; },
		get steps() { return sim.steps; },
		/** Test hook: a function called with the world after every step, or null. */
		get onStep() { return onStep; },
		set onStep(f) { onStep = f; },
	};
}
