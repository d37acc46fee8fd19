// Dragging a dynamic body with the pointer, shared by the physics and joints scenes (physics.js, joints.js): a
// mouse joint (world.addJoint({ type: 'mouse' }), after Box2D's mouse joint) pulls the grabbed point of the body
// towards the pointer with a soft spring of limited force; world.setJointTarget follows the pointer and
// world.removeJoint lets go. The body is found with world.queryPoint. Nothing is allocated while dragging: the
// joint's definition, the query's ids and the out objects are kept here.

/** @typedef {import('../sat.js').World} World */

/** The largest pull, in weights of the dragged body: enough to lift it and what hangs on it by joints. */
export const DRAG_FORCE_WEIGHTS = 1000;
const MAX_PICKED = 16; // bodies under the pointer looked at

/** Pointer drags of dynamic bodies: at most one at a time. */
export function createDrag() {
	const picked = new Int32Array(MAX_PICKED);
	const mass = { mass: 0, inertia: 0, centerX: 0, centerY: 0 };
	const gravity = { x: 0, y: 0 };
	const xf = { x: 0, y: 0, angle: 0 };
	const def = { type: /** @type {'mouse'} */ ('mouse'), a: -1, b: -1, x: 0, y: 0, maxForce: 0 };
	const state = {
		/** The body pressed or dragged, or -1. */
		body: -1,
		/** Its mouse joint while dragging, or -1 (pressed but not dragged yet). */
		joint: -1,
		/** The grabbed point in the body's frame. */
		localX: 0,
		localY: 0,
		/** Where the pointer is (world units): the joint's target. */
		targetX: 0,
		targetY: 0,
		/** The joint's largest force: DRAG_FORCE_WEIGHTS times the body's weight. */
		maxForce: 0,
	};

	/**
	 * Remember the dynamic body under (x, y) and the point of it there (the highest id when several overlap);
	 * no joint yet. Returns the body's id, or -1 when there is none (and nothing is pressed).
	 * @param {World} world
	 * @param {number} x
	 * @param {number} y
	 */
	function press(world, x, y) {
		state.body = -1;
		state.joint = -1;
		const count = Math.min(world.queryPoint(x, y, picked), MAX_PICKED);
		for (let k = count - 1; k >= 0 && state.body < 0; k--) if (world.type(picked[k]) === 'dynamic') state.body = picked[k];
		if (state.body < 0) return -1;
		world.transform(state.body, xf);
		const c = Math.cos(xf.angle), s = Math.sin(xf.angle), dx = x - xf.x, dy = y - xf.y;
		state.localX = c * dx + s * dy;
		state.localY = -s * dx + c * dy;
		state.targetX = x;
		state.targetY = y;
		world.massData(state.body, mass);
		world.gravity(gravity);
		state.maxForce = DRAG_FORCE_WEIGHTS * mass.mass * Math.hypot(gravity.x, gravity.y);
		return state.body;
	}

	/**
	 * Start pulling the pressed body: a mouse joint at its grabbed point (where the body is now), its target the
	 * pointer. Returns the joint's id (-1 when nothing is pressed).
	 * @param {World} world
	 */
	function grab(world) {
		if (state.body < 0 || state.joint >= 0) return state.joint;
		world.transform(state.body, xf);
		const c = Math.cos(xf.angle), s = Math.sin(xf.angle);
		def.b = state.body;
		def.x = xf.x + c * state.localX - s * state.localY;
		def.y = xf.y + s * state.localX + c * state.localY;
		def.maxForce = state.maxForce;
		state.joint = world.addJoint(def);
		world.setJointTarget(state.joint, state.targetX, state.targetY);
		return state.joint;
	}

	/**
	 * The pointer moved to (x, y): the joint's new target.
	 * @param {World} world
	 * @param {number} x
	 * @param {number} y
	 */
	function move(world, x, y) {
		state.targetX = x;
		state.targetY = y;
		if (state.joint >= 0) world.setJointTarget(state.joint, x, y);
	}

	/** Let go: the joint is removed. @param {World} world */
	function release(world) {
		if (state.joint >= 0) world.removeJoint(state.joint);
		forget();
	}

	/** Forget the drag without touching the world (its body, and so its joint, is gone, or the world is). */
	function forget() {
		state.body = -1;
		state.joint = -1;
	}

	/**
	 * The world point of the grabbed body that is pulled, into `out` (from the world's transforms view).
	 * @param {Float32Array} transforms world.transforms()
	 * @param {number} slotMask (1 << sat.ID_SLOT_BITS) - 1
	 * @param {{ x: number, y: number }} out
	 */
	function grabbedPoint(transforms, slotMask, out) {
		const at = 3 * (state.body & slotMask);
		const c = Math.cos(transforms[at + 2]), s = Math.sin(transforms[at + 2]);
		out.x = transforms[at] + c * state.localX - s * state.localY;
		out.y = transforms[at + 1] + s * state.localX + c * state.localY;
		return out;
	}

	return { state, press, grab, move, release, forget, grabbedPoint,
		/** Whether a body is pressed (dragged or about to be). */
		get pressed() { return state.body >= 0; },
		/** Whether a mouse joint pulls a body now. */
		get dragging() { return state.joint >= 0; },
	};
}

/**
 * Draw a drag on a canvas in world units: a dashed line from the grabbed point to the pointer, a ring at the
 * pointer and a dot on the body.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ x: number, y: number }} from the grabbed point
 * @param {number} toX the target
 * @param {number} toY
 * @param {number} px world units per CSS pixel
 * @param {number[]} dash the dash pattern, in world units
 * @param {number[]} solid an empty array (no dash)
 */
export function drawDrag(ctx, from, toX, toY, px, dash, solid) {
	ctx.strokeStyle = '#0f766e';
	ctx.fillStyle = '#0f766e';
	ctx.lineWidth = 2 * px;
	ctx.setLineDash(dash);
	ctx.beginPath();
	ctx.moveTo(from.x, from.y);
	ctx.lineTo(toX, toY);
	ctx.stroke();
	ctx.setLineDash(solid);
	ctx.beginPath();
	ctx.moveTo(toX + 6 * px, toY);
	ctx.arc(toX, toY, 6 * px, 0, 2 * Math.PI);
	ctx.stroke();
	ctx.beginPath();
	ctx.moveTo(from.x + 3.5 * px, from.y);
	ctx.arc(from.x, from.y, 3.5 * px, 0, 2 * Math.PI);
	ctx.fill();
	ctx.lineWidth = px;
}
