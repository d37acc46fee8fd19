// The joints scene in headless chromium (web/demo/joints.js): a car on wheel joints driven by its motors from the
// keys, a rope bridge of planks on revolute joints holding crates, a ragdoll whose limbs turn on revolute joints
// with limits, a chain and a ball on a rope; and dragging bodies with the pointer (a mouse joint, web/demo/drag.js)
// there and in the physics scene. The scenes run in real time; what the world holds is read through the scenes'
// test hooks (window.demo.joints.snapshot(), window.demo.physics.snapshot()), the keys and the mouse are real
// (playwright's keyboard and mouse on the canvas), and the results are judged against the scene's geometry written
// out here and laws: joined anchors stay together, a rope never stretches, limits hold, a dragged body hangs at
// the pointer with the mouse joint pulling its weight.
// UPDATE_DOCS_SCREENSHOT=1 also copies the screenshot to docs/joints.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, copyFile } from 'node:fs/promises';
import { ROOT, start, openDemo, readScene } from './harness.mjs';

const VIEW = { minX: -20, maxX: 20, minY: -1, maxY: 19 }; // metres shown by the canvases, y up
const STEPS_PER_SECOND = 60;
const G = 10; // m/s^2
// The scene as web/demo/joints.js builds it: joints per group, and bodies per role.
const JOINTS = { ragdoll: 9, bridge: 11, car: 2, chain: 13, rope: 1 }; // neck, 2 shoulders, 2 elbows, 2 hips, 2 knees
const JOINT_COUNT = Object.values(JOINTS).reduce((a, b) => a + b, 0);
const BODIES = { chassis: 1, wheel: 2, plank: 10, crate: 3, ragdoll: 10, link: 12, ball: 2 };
const BRIDGE = { x0: 2, x1: 12, deck: 2.5, thickness: 0.2 }; // hinged at the posts' tops, x = 2 and 12
const PIT_FLOOR = -0.5;
const CRATE = { size: 0.6, density: 1 };
const ROPE = { length: 5 };
// The ragdoll's joints in build order and their limits (radians, B's turn relative to A from the standing pose).
const RAGDOLL_LIMITS = [[-0.5, 0.5], [-1, 3], [-1, 3], [0, 2.5], [0, 2.5], [-0.4, 1.8], [-0.4, 1.8], [-2.4, 0], [-2.4, 0]];
const ATTACHED = 0.02; // m: a hinge's two anchors apart (or a wheel off its axis) at most, at rest
const ATTACHED_LANDING = 0.1; // m: ... at any step, the ragdoll's landing at 11 m/s included (soft joints give a little)
const SWINGING = 0.06; // m: ... the chain's hinges, swinging with its ball (3.6 cm measured)

let env;
before(async () => {
	env = await start();
});
after(async () => {
	await env?.stop();
});

async function withPage(fn) {
	const { page, errors } = await openDemo(env.browser, env.url);
	try {
		await fn(page);
		assert.deepEqual(errors, [], 'no console errors, page errors or failed requests');
	} finally {
		await page.close();
	}
}

const snapshot = (page) => page.evaluate(() => window.demo.joints.snapshot());

/** Wait until `scene` has run `n` more fixed steps of 1/60 s (simulated time, however fast the frames come). */
async function runSteps(page, n, scene = 'joints') {
	const from = await page.evaluate((s) => window.demo[s].steps, scene);
	await page.waitForFunction(([s, until]) => window.demo[s].steps >= until, [scene, from + n], { timeout: 60_000, polling: 50 });
}

/** Start the joints scene with its button; returns the first snapshot. */
async function startJoints(page) {
	await page.click('#joints-toggle');
	assert.equal(await page.locator('#joints').getAttribute('data-state'), 'running');
	return snapshot(page);
}

/** Viewport pixels of the world point (x, y) on a scene's canvas (scrolled into view first). */
async function toPage(page, canvasId, x, y) {
	const canvas = page.locator(`#${canvasId}`);
	await canvas.scrollIntoViewIfNeeded();
	const box = await canvas.boundingBox();
	const { width, border } = await canvas.evaluate((c) => ({ width: c.clientWidth, border: c.clientLeft }));
	const scale = width / (VIEW.maxX - VIEW.minX);
	return { x: box.x + border + (x - VIEW.minX) * scale, y: box.y + border + (VIEW.maxY - y) * scale };
}

const byId = (snap, id) => snap.bodies.find((b) => b.id === id);
const gap = (j) => Math.hypot(j.ax - j.bx, j.ay - j.by);
const describeJoint = (j) => `${j.group} ${j.type} ${j.id} (bodies ${j.a}, ${j.b}): A's anchor (${j.ax.toFixed(3)}, ` +
	`${j.ay.toFixed(3)}), B's (${j.bx.toFixed(3)}, ${j.by.toFixed(3)})`;
/** How far a wheel's centre is off its suspension's line (the chassis's anchor along the axis). */
const offAxis = (j) => Math.abs(j.axisX * (j.by - j.ay) - j.axisY * (j.bx - j.ax));

/** A joint's error: a hinge's anchors apart, a wheel off its axis, the rope longer than itself (m). */
function jointError(j) {
	if (j.type === 'wheel') return offAxis(j);
	if (j.type === 'distance') return gap(j) - ROPE.length;
	return gap(j);
}

/**
 * Every joint holds: hinges at one point and wheels on their axes within `tolerance` m (the swinging chain within
 * SWINGING), the rope no more than 1% longer than itself.
 */
function assertJointsHold(snap, tolerance, when) {
	for (const j of snap.joints) {
		const limit = j.type === 'distance' ? 0.01 * ROPE.length : j.group === 'chain' ? SWINGING : tolerance;
		assert.ok(jointError(j) <= limit, `${when}: ${describeJoint(j)}: ${jointError(j).toFixed(4)} m off, at most ${limit}`);
	}
}

test('joints scene: loads with its joints; the ragdoll falls, its limbs attached within their limits; the bridge holds the crates', async (t) => {
	await withPage(async (page) => {
		assert.equal(await page.evaluate(() => window.demo.joints.snapshot()), null, 'the scene waits for its button');
		// From the first step on: each group's largest joint error, and while the bridge is awake the impulse its end
		// hinges give it upwards (world.jointReaction: the force on the plank over the last step, times dt).
		await page.evaluate(([dt, rope]) => {
			const record = { worst: {}, impulse: 0, awake: 0 };
			window.record = record;
			window.demo.joints.onStep = (world) => {
				const snap = window.demo.joints.snapshot();
				for (const j of snap.joints) {
					const error = j.type === 'wheel' ? Math.abs(j.axisX * (j.by - j.ay) - j.axisY * (j.bx - j.ax))
						: Math.hypot(j.ax - j.bx, j.ay - j.by) - (j.type === 'distance' ? rope : 0);
					record.worst[j.group] = Math.max(record.worst[j.group] ?? -Infinity, error);
				}
				if (world.isAwake(snap.bridge.planks[0])) {
					const ends = snap.joints.filter((j) => j.group === 'bridge');
					record.impulse += (ends[0].reaction.fy + ends[ends.length - 1].reaction.fy) * dt;
					record.awake += dt;
				}
			};
		}, [1 / STEPS_PER_SECOND, ROPE.length]);
		let snap = await startJoints(page);
		assert.equal(snap.jointCount, JOINT_COUNT, 'world.jointCount');
		assert.equal(snap.joints.length, JOINT_COUNT);
		for (const [group, count] of Object.entries(JOINTS)) {
			assert.equal(snap.joints.filter((j) => j.group === group).length, count, `${group} joints`);
		}
		assert.equal(snap.shown.joints, String(JOINT_COUNT), 'the figures show the joint count');
		for (const [role, count] of Object.entries(BODIES)) {
			assert.equal(snap.bodies.filter((b) => b.role === role).length, count, `${role} bodies`);
		}
		const built = snap;
		const torso0 = byId(snap, snap.ragdoll[0]);

		// The ragdoll falls 6 m onto the hill and lands at 11 m/s; its limbs stay on at every step and come to rest
		// attached.
		await runSteps(page, 4 * STEPS_PER_SECOND);
		snap = await snapshot(page);
		const torso = byId(snap, torso0.id);
		assert.ok(torso.y < torso0.y - 4, `the ragdoll fell: torso y ${torso0.y.toFixed(2)} -> ${torso.y.toFixed(2)} m`);
		let { worst } = await page.evaluate(() => window.record);
		assert.ok(worst.ragdoll <= ATTACHED_LANDING, `ragdoll hinges within ${ATTACHED_LANDING} m at every step: ${worst.ragdoll.toFixed(4)} m`);
		assertJointsHold(snap, ATTACHED, '4 s');
		assert.equal(snap.jointCount, JOINT_COUNT, 'no joint lost');

		// The limits: each ragdoll joint's relative angle (B's turn less A's, both 0 as built) within its range.
		const ragdollJoints = snap.joints.filter((j) => j.group === 'ragdoll');
		const wrap = (a) => Math.atan2(Math.sin(a), Math.cos(a));
		ragdollJoints.forEach((j, k) => {
			const [lower, upper] = RAGDOLL_LIMITS[k];
			const angle = wrap(byId(snap, j.b).angle - byId(snap, j.a).angle);
			assert.ok(angle >= lower - 0.05 && angle <= upper + 0.05, `ragdoll joint ${k} at ${angle.toFixed(3)} rad, limits [${lower}, ${upper}]`);
		});

		// The bridge: the crates landed on it and it holds them once it stops swinging (its hinges' friction stops it
		// and its island falls asleep, its velocities zero): every plank below the posts' tops (it sags under them)
		// but not by much, the crates on it, between the posts and high above the pit's floor.
		const onBridge = (b) => b.role === 'crate' || b.role === 'plank';
		for (let k = 0; k < 20 && snap.bodies.some((b) => onBridge(b) && b.awake); k++) {
			await runSteps(page, STEPS_PER_SECOND / 2);
			snap = await snapshot(page);
		}
		assert.ok(snap.bodies.every((b) => !onBridge(b) || !b.awake), `the bridge is at rest (asleep) by ${snap.time.toFixed(1)} s`);
		const planks = snap.bodies.filter((b) => b.role === 'plank');
		const crates = snap.bodies.filter((b) => b.role === 'crate');
		const hingeY = BRIDGE.deck - BRIDGE.thickness / 2;
		for (const p of planks) {
			assert.ok(p.y < hingeY && p.y > hingeY - 1.2, `plank at (${p.x.toFixed(2)}, ${p.y.toFixed(3)}): below ${hingeY} m, above ${hingeY - 1.2} m`);
			assert.ok(p.x > BRIDGE.x0 && p.x < BRIDGE.x1, `plank between the posts: x ${p.x.toFixed(2)}`);
		}
		const lowest = Math.min(...planks.map((p) => p.y));
		for (const c of crates) {
			assert.ok(c.x > BRIDGE.x0 && c.x < BRIDGE.x1 && c.y > lowest && c.y < hingeY + 1,
				`crate on the bridge: (${c.x.toFixed(2)}, ${c.y.toFixed(2)}), lowest plank ${lowest.toFixed(2)} m, the pit's floor ${PIT_FLOOR} m`);
		}
		assertJointsHold(snap, ATTACHED, `${snap.time.toFixed(1)} s`);
		// The posts held the planks and the crates up: from rest (the crates dropped) to rest, the end hinges' upward
		// impulse is their weight times the time (momentum in, momentum out: none). A plank is 0.2 m thick, hinge to
		// hinge long, of density 1.
		const hinges = built.joints.filter((j) => j.group === 'bridge');
		let plankArea = 0;
		for (let k = 0; k + 1 < hinges.length; k++) {
			plankArea += BRIDGE.thickness * Math.hypot(hinges[k + 1].ax - hinges[k].ax, hinges[k + 1].ay - hinges[k].ay);
		}
		const weight = G * (plankArea + crates.length * CRATE.size ** 2 * CRATE.density);
		const record = await page.evaluate(() => {
			window.demo.joints.onStep = null;
			return window.record;
		});
		worst = record.worst;
		const held = record.impulse / record.awake;
		assert.ok(Math.abs(held - weight) < 0.01 * weight, `the end hinges held ${held.toFixed(3)} N on average, the weight is ${weight.toFixed(3)} N`);
		for (const [group, error] of Object.entries(worst)) {
			const limit = group === 'ragdoll' ? ATTACHED_LANDING : group === 'chain' ? SWINGING : group === 'rope' ? 0.01 * ROPE.length : ATTACHED;
			assert.ok(error <= limit, `${group}: largest joint error ${error.toFixed(4)} m at any step, at most ${limit}`);
		}
		t.diagnostic(`largest joint error at any step (m): ${Object.entries(worst).map(([g, e]) => `${g} ${e.toFixed(4)}`).join(', ')}; ` +
			`bridge: lowest plank ${lowest.toFixed(3)} m (hinges at ${hingeY} m), asleep at ${record.awake.toFixed(2)} s; its ends ` +
			`held ${held.toFixed(3)} N on average for a weight of ${weight.toFixed(3)} N`);
	});
});

test('joints scene: the car drives right on → and left on A, its wheels on their axes; the keys stay with the scene', async (t) => {
	await withPage(async (page) => {
		await startJoints(page);
		await runSteps(page, STEPS_PER_SECOND); // the car settles in its valley
		const moveable = (await readScene(page)).moveable;
		await page.focus('#joints-canvas');
		let snap = await snapshot(page);
		const x0 = byId(snap, snap.car.chassis).x;

		await page.keyboard.down('ArrowRight');
		await runSteps(page, 2 * STEPS_PER_SECOND);
		snap = await snapshot(page);
		await page.keyboard.up('ArrowRight');
		const x1 = byId(snap, snap.car.chassis).x;
		assert.equal(snap.car.drive, 1, 'the motors drive right while → is held');
		assert.ok(x1 > x0 + 3, `2 s on →: the chassis went right from x = ${x0.toFixed(2)} to ${x1.toFixed(2)} m`);
		assert.ok(Number(snap.shown.speed) > 0, `the figures show the car going right: ${snap.shown.speed} m/s`);
		assertJointsHold(snap, ATTACHED, 'driving right');

		await page.keyboard.down('KeyA');
		await runSteps(page, 3 * STEPS_PER_SECOND);
		snap = await snapshot(page);
		await page.keyboard.up('KeyA');
		const x2 = byId(snap, snap.car.chassis).x;
		assert.equal(snap.car.drive, -1, 'the motors drive left while A is held');
		assert.ok(x2 < x1 - 3, `3 s on A: the chassis went left from x = ${x1.toFixed(2)} to ${x2.toFixed(2)} m`);
		assertJointsHold(snap, ATTACHED, 'driving left');

		// No key: the motors hold the wheels (speed 0), a brake: the car stops.
		await runSteps(page, 2 * STEPS_PER_SECOND);
		snap = await snapshot(page);
		assert.equal(snap.car.drive, 0);
		const chassis = byId(snap, snap.car.chassis);
		assert.ok(Math.abs(chassis.vx) < 0.2, `braked: vx ${chassis.vx.toFixed(3)} m/s`);
		assert.equal((await readScene(page)).moveable.left, moveable.left, 'the entity demo\'s polygon stayed');
		t.diagnostic(`car x: ${x0.toFixed(2)} -> ${x1.toFixed(2)} (→, 2 s) -> ${x2.toFixed(2)} (A, 3 s) -> ${chassis.x.toFixed(2)} m (braked)`);
	});
});

test('joints scene: a crate dragged with the mouse hangs at the pointer on a mouse joint; releasing removes the joint', async (t) => {
	await withPage(async (page) => {
		await startJoints(page);
		await runSteps(page, 2 * STEPS_PER_SECOND); // the crates land on the bridge
		let snap = await snapshot(page);
		const crate = byId(snap, snap.bridge.crates[1]);
		const grab = await toPage(page, 'joints-canvas', crate.x, crate.y);
		await page.mouse.move(grab.x, grab.y);
		await page.mouse.down();
		snap = await snapshot(page);
		assert.equal(snap.drag.body, crate.id, 'the crate under the pointer is grabbed');
		assert.equal(snap.jointCount, JOINT_COUNT + 1, 'a mouse joint is added');
		const weight = G * CRATE.size ** 2 * CRATE.density;
		assert.ok(Math.abs(snap.drag.maxForce - 1000 * weight) < 1e-3 * weight, `it pulls with at most 1000 weights: ${snap.drag.maxForce} N`);

		// Up 5 m over the bridge, in small moves as a hand would.
		const target = { x: crate.x + 1, y: crate.y + 5 };
		const to = await toPage(page, 'joints-canvas', target.x, target.y);
		await page.mouse.move(to.x, to.y, { steps: 10 });
		await runSteps(page, 2 * STEPS_PER_SECOND);
		snap = await snapshot(page);
		const held = byId(snap, crate.id);
		const { targetX, targetY } = snap.drag;
		assert.ok(Math.abs(targetX - target.x) < 0.05 && Math.abs(targetY - target.y) < 0.05,
			`the joint's target follows the pointer: (${targetX.toFixed(3)}, ${targetY.toFixed(3)}) for (${target.x}, ${target.y})`);
		// The grabbed point hangs under the target by the spring's sag, g / (2 pi 5 Hz)^2 = 1.0 cm, and stays there.
		const sag = G / (2 * Math.PI * 5) ** 2;
		const grabbed = { x: snap.drag.x, y: snap.drag.y };
		assert.ok(Math.abs(grabbed.x - targetX) < 0.005 && Math.abs(grabbed.y - (targetY - sag)) < 0.005,
			`the grabbed point at (${grabbed.x.toFixed(4)}, ${grabbed.y.toFixed(4)}): ${sag.toFixed(4)} m under the target`);
		assert.ok(Math.hypot(held.x - targetX, held.y - targetY) < CRATE.size / 2, `the crate at the pointer: (${held.x.toFixed(3)}, ${held.y.toFixed(3)})`);
		assert.ok(Math.hypot(held.vx, held.vy) < 0.05, `and still: v (${held.vx.toFixed(3)}, ${held.vy.toFixed(3)})`);
		assert.ok(snap.drag.joint >= 0, 'the mouse joint pulls');
		const pull = Number(snap.shown.pull);
		assert.ok(Math.abs(pull - weight) < 0.05 * weight, `the mouse joint pulls the crate's weight: ${snap.shown.pull} N of ${weight} N`);
		assertJointsHold(snap, ATTACHED, 'dragging');

		await page.mouse.up();
		snap = await snapshot(page);
		assert.equal(snap.jointCount, JOINT_COUNT, 'the mouse joint is removed on release');
		assert.equal(snap.drag.joint, -1);
		await runSteps(page, 20);
		const falling = byId(await snapshot(page), crate.id);
		assert.ok(falling.y < held.y - 0.5 && falling.vy < -2, `released, the crate falls: y ${held.y.toFixed(2)} -> ${falling.y.toFixed(2)} m`);

		// Leaving the canvas lets go too.
		snap = await snapshot(page);
		const other = byId(snap, snap.bridge.crates[0]);
		const at = await toPage(page, 'joints-canvas', other.x, other.y);
		await page.mouse.move(at.x, at.y);
		await page.mouse.down();
		assert.equal((await snapshot(page)).jointCount, JOINT_COUNT + 1, 'another crate grabbed');
		await page.mouse.move(at.x, 2, { steps: 5 }); // above the canvas
		assert.equal((await snapshot(page)).jointCount, JOINT_COUNT, 'let go when the pointer leaves the canvas');
		await page.mouse.up();
		t.diagnostic(`crate held at (${held.x.toFixed(3)}, ${held.y.toFixed(3)}) for the pointer at (${targetX.toFixed(3)}, ` +
			`${targetY.toFixed(3)}), the grabbed point at (${grabbed.x.toFixed(4)}, ${grabbed.y.toFixed(4)}), pulling ${pull} N of ` +
			`its ${weight.toFixed(2)} N weight`);
	});
});

test('physics scene: pressing on a body and moving drags it; a click on a body still drops another there', async () => {
	await withPage(async (page) => {
		await page.click('#physics-toggle');
		await runSteps(page, 10, 'physics');
		await page.click('#physics-clear');
		const id = await page.evaluate(() => window.demo.physics.spawn(0, 0.5, 'box', 0));
		await runSteps(page, STEPS_PER_SECOND, 'physics');
		const body = () => page.evaluate((bodyId) => window.demo.physics.snapshot().bodies.find((b) => b.id === bodyId), id);
		const resting = await body();
		const at = await toPage(page, 'physics-canvas', resting.x, resting.y);
		await page.mouse.move(at.x, at.y);
		await page.mouse.down();
		assert.equal((await page.evaluate(() => window.demo.physics.snapshot())).joints, 0, 'pressed, not dragged yet');
		const to = await toPage(page, 'physics-canvas', resting.x - 3, resting.y + 6);
		await page.mouse.move(to.x, to.y, { steps: 10 });
		assert.equal((await page.evaluate(() => window.demo.physics.snapshot())).joints, 1, 'dragged: a mouse joint');
		await runSteps(page, 2 * STEPS_PER_SECOND, 'physics');
		const held = await body();
		assert.ok(Math.hypot(held.x - (resting.x - 3), held.y - (resting.y + 6)) < 0.1,
			`the box is at the pointer: (${held.x.toFixed(3)}, ${held.y.toFixed(3)})`);
		await page.mouse.up();
		let snap = await page.evaluate(() => window.demo.physics.snapshot());
		assert.equal(snap.joints, 0, 'released');
		assert.equal(snap.bodies.length, 1, 'a drag drops nothing');

		await runSteps(page, 2 * STEPS_PER_SECOND, 'physics');
		const landed = await body();
		const click = await toPage(page, 'physics-canvas', landed.x, landed.y);
		await page.mouse.click(click.x, click.y);
		snap = await page.evaluate(() => window.demo.physics.snapshot());
		assert.equal(snap.bodies.length, 2, 'a click on the box drops a body there');
		assert.equal(snap.joints, 0);
	});
});

test('joints scene: screenshot of the car on the hills, the bridge with its crates and the ragdoll dragged by its chest', async () => {
	await withPage(async (page) => {
		await startJoints(page);
		await runSteps(page, STEPS_PER_SECOND);
		await page.focus('#joints-canvas');
		await page.keyboard.down('ArrowRight');
		await runSteps(page, 1.5 * STEPS_PER_SECOND);
		await page.keyboard.up('ArrowRight');
		await runSteps(page, STEPS_PER_SECOND);
		// The ragdoll lifted by its chest, pictured dangling.
		let snap = await snapshot(page);
		const torso = byId(snap, snap.ragdoll[0]);
		const at = await toPage(page, 'joints-canvas', torso.x, torso.y);
		await page.mouse.move(at.x, at.y);
		await page.mouse.down();
		const to = await toPage(page, 'joints-canvas', torso.x - 3, torso.y + 6);
		await page.mouse.move(to.x, to.y, { steps: 5 });
		await runSteps(page, 1.5 * STEPS_PER_SECOND);
		snap = await snapshot(page);
		assert.ok(snap.ragdoll.includes(snap.drag.body), 'dragging the ragdoll by its chest (or the arm over it)');
		assert.equal(snap.jointCount, JOINT_COUNT + 1);
		assertJointsHold(snap, ATTACHED_LANDING, 'screenshot');
		await mkdir(`${ROOT}build/screenshots`, { recursive: true });
		const png = `${ROOT}build/screenshots/joints.png`;
		await page.locator('#joints').screenshot({ path: png });
		await page.mouse.up();
		if (process.env.UPDATE_DOCS_SCREENSHOT) {
			await mkdir(`${ROOT}docs`, { recursive: true });
			await copyFile(png, `${ROOT}docs/joints.png`); // refresh with UPDATE_DOCS_SCREENSHOT=1
		}
	});
});
