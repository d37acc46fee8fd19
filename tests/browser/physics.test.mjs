// The physics scene in headless chromium: rigid bodies in a sat-wasm World stepped by world.step and drawn on a
// canvas (web/demo/physics.js). Bodies are dropped by real clicks on the canvas and the page's own buttons; what the
// world holds is read back through the scene's test hook (window.demo.physics.snapshot()) and judged against
// the level's geometry written out here: the walls' inside faces at x = -19 and 19, the ground's top at y = 0.
// The sensor zone, the hit flashes, the belt and the cannon are judged by laws: the zone's visitors (kept by the
// page from the world's sensor events) against an independent overlap test of the bodies' shapes, a flash's speed
// against sqrt(2 g h), the belt's speed against its tangent speed, a bullet against the far side of the crates and
// the momentum it hands them.
// UPDATE_DOCS_SCREENSHOT=1 also copies the last test's picture to docs/physics.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, copyFile } from 'node:fs/promises';
import { ROOT, start, openDemo, readScene, separation } from './harness.mjs';

const VIEW = { minX: -20, maxX: 20, minY: -1, maxY: 19 }; // metres shown by the canvas, y up
const WALLS = { minX: -19, maxX: 19 };
const GROUND = 0;
const STEPS_PER_SECOND = 60;
const AT_REST = 0.05; // m/s
const PENETRATION = 0.02; // m: the solver leaves 5 mm of overlap at rest (its slop), soft contacts a little more
// m: overlap allowed while bodies land. A box spinning at 6 rad/s lands with a corner moving at 8 m/s: 0.13 m in
// one 1/60 s step before its contact pushes back (as in Box2D, contacts form within a few mm, not a step ahead).
const LANDING = 0.15;
const INITIAL_BODIES = 36;
const ROWS = 10; // the pyramid: rows of 1 m boxes, the bottom one centred on x = 0
const G = 10; // m/s^2, the world's default gravity
const DT = 1 / STEPS_PER_SECOND;
// The new parts of the level, as web/demo/physics.js builds them (metres, m/s).
const ZONE = { minX: 8.5, maxX: 13.5, minY: 0, maxY: 3.5 }; // the static sensor box
const BELT = { minX: -19, maxX: -11.5, top: 4.2, speed: 2 }; // its tangent speed carries bodies on it towards +x
const CRATES = { count: 15, minX: 14.2, maxX: 16.6, top: 4 }; // 3 x 5 crates of 0.8 m
const CANNON_MUZZLE_X = -17.2;

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

const snapshot = (page) => page.evaluate(() => window.demo.physics.snapshot());
const steps = (page) => page.evaluate(() => window.demo.physics.steps);

/** Wait until the scene has run `n` more fixed steps of 1/60 s (simulated time, however fast the frames come). */
async function runSteps(page, n) {
	const from = await steps(page);
	await page.waitForFunction((until) => window.demo.physics.steps >= until, from + n, { timeout: 60_000, polling: 50 });
}

/** Click the canvas where the world point (x, y) is drawn; the view fills the canvas inside its border. */
async function clickAt(page, x, y) {
	const canvas = page.locator('#physics-canvas');
	const width = await canvas.evaluate((c) => c.clientWidth);
	const scale = width / (VIEW.maxX - VIEW.minX);
	await canvas.click({ position: { x: (x - VIEW.minX) * scale, y: (VIEW.maxY - y) * scale } });
}

const speed = (b) => Math.hypot(b.vx, b.vy);
const describe = (b) => `${b.kind} ${b.id} at (${b.x.toFixed(3)}, ${b.y.toFixed(3)}), v (${b.vx.toFixed(3)}, ${b.vy.toFixed(3)}), ` +
	`w ${b.angularVelocity.toFixed(3)}, aabb y [${b.aabb.minY.toFixed(4)}, ${b.aabb.maxY.toFixed(4)}]`;

/**
 * Every body between the walls and none below the ground (bounding boxes, up to the solver's overlap: more while
 * bodies land, since the contacts are soft and push out over a few steps).
 */
function assertInside(bodies, when, tolerance = PENETRATION) {
	for (const b of bodies) {
		assert.ok(b.aabb.minX >= WALLS.minX - tolerance && b.aabb.maxX <= WALLS.maxX + tolerance, `${when}: between the walls: ${describe(b)}`);
		assert.ok(b.aabb.minY >= GROUND - tolerance, `${when}: not below the ground: ${describe(b)}`);
		assert.ok(b.aabb.maxY <= VIEW.maxY + 2, `${when}: not above the level: ${describe(b)}`);
	}
}

/**
 * Run until every body is at rest (looking every half second), for at most `seconds` of simulated time. Fails
 * first on a body that has a speed but does not move (world.step stopped it at a time of impact short of a
 * contact, and gravity keeps adding to its velocity), then returns the last look and the time it took.
 */
async function waitForRest(page, seconds, when) {
	const from = await steps(page);
	let previous = await snapshot(page);
	for (;;) {
		await runSteps(page, STEPS_PER_SECOND / 2);
		const snap = await snapshot(page);
		const took = (snap.steps - from) / STEPS_PER_SECOND;
		if (snap.bodies.every((b) => speed(b) < AT_REST) || took >= seconds) {
			const before = new Map(previous.bodies.map((b) => [b.id, b]));
			const hovering = snap.bodies.filter((b) => {
				const p = before.get(b.id);
				return p && speed(b) > 1 && Math.hypot(b.x - p.x, b.y - p.y) < 1e-3;
			});
			assert.deepEqual(hovering.map(describe), [], `${when}: no body with a velocity that does not move it`);
			return { snap, took };
		}
		previous = snap;
	}
}

function assertAtRest(bodies, when) {
	const moving = bodies.filter((b) => !(speed(b) < AT_REST));
	assert.deepEqual(moving.map(describe), [], `${when}: every body at rest (|v| < ${AT_REST} m/s)`);
}

test('physics scene: the initial rain comes to rest inside the level; the figures show bodies, contacts and ms per step', async (t) => {
	await withPage(async (page) => {
		assert.equal(await page.locator('#physics').getAttribute('data-state'), 'stopped', 'the scene waits for its button');
		assert.equal(await page.evaluate(() => window.demo.physics.snapshot()), null);
		assert.equal(await page.locator('#physics-pyramid').isDisabled(), true);

		await page.click('#physics-toggle');
		assert.equal(await page.locator('#physics').getAttribute('data-state'), 'running');
		assert.equal(await page.locator('#physics-toggle').textContent(), 'Stop');
		await runSteps(page, 2 * STEPS_PER_SECOND);
		let snap = await snapshot(page);
		assert.equal(snap.bodies.length, INITIAL_BODIES);
		assert.ok(snap.bodies.some((b) => speed(b) > 1), 'two seconds in, bodies are still falling');
		assertInside(snap.bodies, '2 s', LANDING);

		// Then everything lands on the ground, a ramp, the platform or another body, and stays.
		const { snap: rest, took } = await waitForRest(page, 15, 'the rain');
		snap = rest;
		assert.equal(snap.bodies.length, INITIAL_BODIES, 'no body fell out of the level');
		assertInside(snap.bodies, `${snap.time.toFixed(1)} s`);
		assertAtRest(snap.bodies, `${snap.time.toFixed(1)} s`);
		assert.ok(snap.bodies.filter((b) => b.aabb.minY < 0.05).length >= 10, 'many bodies lie on the ground');
		assert.ok(snap.bodies.filter((b) => b.aabb.minY > 5).length >= 5, 'some rest up on the ramps and the platform');
		for (const kind of ['polygon', 'box', 'circle']) assert.ok(snap.bodies.some((b) => b.kind === kind), `a ${kind} in the rain`);
		await runSteps(page, STEPS_PER_SECOND / 2);
		const later = (await snapshot(page)).bodies;
		const moved = Math.max(...later.map((b, i) => Math.hypot(b.x - snap.bodies[i].x, b.y - snap.bodies[i].y)));
		assert.ok(moved < AT_REST / 2, `at rest, the pile stays: ${moved} m in half a second`);

		// The figures: the body count, this step's contacts, a number of ms per step.
		await page.waitForFunction(() => document.querySelector('#physics-figures [data-figure="time"]').textContent !== '0.0');
		const shown = (await snapshot(page)).shown;
		assert.equal(shown.bodies, String(INITIAL_BODIES));
		assert.match(shown.stepMs, /^\d+\.\d{3}$/, `ms per step shown as a number: ${JSON.stringify(shown)}`);
		assert.ok(Number(shown.stepMs) > 0 && Number(shown.stepMs) < 50, `${shown.stepMs} ms per step`);
		assert.ok(Number(shown.contacts) >= INITIAL_BODIES / 2, `contacts shown: ${shown.contacts}`);
		assert.ok(Number(shown.time) >= 2 + took);
		// At rest for a while, islands of the pile fall asleep (world.isAwake), drawn grey and counted in the figures
		// (a circle still rolling against a post keeps its own island awake).
		await runSteps(page, 2 * STEPS_PER_SECOND);
		await page.waitForFunction(() => document.querySelector('#physics-figures [data-figure="asleep"]').textContent !== '0');
		const sleeping = Number((await snapshot(page)).shown.asleep);
		assert.ok(sleeping >= 1 && sleeping <= INITIAL_BODIES, `${sleeping} of ${INITIAL_BODIES} asleep`);
		t.diagnostic(`36 bodies at rest ${(2 + took).toFixed(1)} s after the start; world.step ${shown.stepMs} ms (smoothed), ` +
			`${shown.contacts} contacts`);
	});
});

test('physics scene: clicks drop bodies at the pointer and they come to rest; the pyramid stands; sliders set the material', async (t) => {
	await withPage(async (page) => {
		await page.click('#physics-toggle');
		await runSteps(page, 30);
		await page.click('#physics-clear');
		assert.deepEqual((await snapshot(page)).bodies, [], 'Clear removes every dynamic body');

		// Dropped from 1.5-2 m onto the ground, the platform and both ramps.
		const points = [[-15, 2.5], [-11, 2], [-4, 2], [1, 14], [-12, 10.5], [5, 2], [11, 2], [15.5, 2.5], [13, 8.5]];
		const seen = new Set();
		for (const [x, y] of points) {
			await clickAt(page, x, y);
			const fresh = (await snapshot(page)).bodies.filter((b) => !seen.has(b.id));
			assert.equal(fresh.length, 1, `one body per click at (${x}, ${y})`);
			const [b] = fresh;
			seen.add(b.id);
			assert.ok(Math.abs(b.x - x) < 0.05 && b.y <= y + 1e-3 && b.y > y - 0.25, `dropped at the pointer (${x}, ${y}): ${describe(b)}`);
		}
		const { snap: rest, took } = await waitForRest(page, 10, 'the clicked bodies');
		let snap = rest;
		assert.equal(snap.bodies.length, points.length);
		assertInside(snap.bodies, `${took.toFixed(1)} s after the clicks`);
		assertAtRest(snap.bodies, `${took.toFixed(1)} s after the clicks`);
		assert.ok(snap.bodies.some((b) => b.aabb.minY > 5), 'a body rests up on a ramp or the platform');
		t.diagnostic(`clicked bodies at rest after ${took.toFixed(1)} s: ` +
			`${snap.bodies.map((b) => `${b.kind} (${b.x.toFixed(2)}, ${b.y.toFixed(2)})`).join(', ')}`);

		// The pyramid: 55 boxes of 1 m, in place, and still standing 3 s later.
		await page.click('#physics-pyramid');
		await runSteps(page, 10);
		snap = await snapshot(page);
		const boxes = snap.bodies.filter((b) => b.pyramid);
		assert.equal(boxes.length, (ROWS * (ROWS + 1)) / 2);
		const footprint = (b) => b.aabb.maxX > -ROWS / 2 && b.aabb.minX < ROWS / 2 && b.aabb.minY < ROWS;
		assert.deepEqual(snap.bodies.filter((b) => !b.pyramid && footprint(b)).map(describe), [], 'what was in the way was removed');
		const top = boxes.reduce((a, b) => (b.y > a.y ? b : a));
		assert.ok(Math.abs(top.x) < 0.02 && Math.abs(top.y - (ROWS - 0.5)) < 0.05, `the top box sits at (0, ${ROWS - 0.5}): ${describe(top)}`);
		await runSteps(page, 3 * STEPS_PER_SECOND);
		const after3s = await snapshot(page);
		const pyramid = after3s.bodies.filter((b) => b.pyramid);
		const topLater = pyramid.find((b) => b.id === top.id);
		assert.ok(Math.abs(topLater.y - top.y) < 0.02 && Math.abs(topLater.x - top.x) < 0.02,
			`the top box stays: (${top.x}, ${top.y}) -> (${topLater.x}, ${topLater.y})`);
		// Each box where it was built: row r, k-th from the left, at x = k - (ROWS - 1 - r) / 2, y = r + 0.5.
		const sorted = [...pyramid].sort((a, b) => Math.round(a.y - 0.5) - Math.round(b.y - 0.5) || a.x - b.x);
		let at = 0;
		for (let row = 0; row < ROWS; row++) {
			for (let k = 0; k < ROWS - row; k++) {
				const b = sorted[at++];
				const x = k - (ROWS - 1 - row) / 2;
				const y = row + 0.5;
				assert.ok(Math.hypot(b.x - x, b.y - y) < 0.05 && Math.abs(Math.sin(b.angle)) < 0.01,
					`row ${row}, box ${k} at (${x}, ${y}), upright: ${describe(b)}, angle ${b.angle}`);
			}
		}
		assertAtRest(after3s.bodies, 'pyramid, 3 s later');
		assertInside(after3s.bodies, 'pyramid, 3 s later');
		t.diagnostic(`pyramid top box: y ${top.y.toFixed(4)} -> ${topLater.y.toFixed(4)} in 3 s`);

		// "Show contacts" draws the contact points and normals of world.contacts() in red, on top of the bodies.
		const redPixels = () => page.evaluate(() => {
			const canvas = document.getElementById('physics-canvas');
			const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
			let count = 0;
			for (let i = 0; i < data.length; i += 4) if (data[i] > 180 && data[i + 1] < 90 && data[i + 2] < 90) count++;
			return count;
		});
		assert.equal(await redPixels(), 0, 'no contacts drawn while the box is unchecked');
		await page.check('#physics-contacts');
		await runSteps(page, 2);
		const red = await redPixels();
		assert.ok(red > 20 * after3s.contacts, `contacts drawn: ${red} red pixels for ${after3s.contacts} contacts`);
		await page.uncheck('#physics-contacts');

		// The sliders set restitution and friction (sliding and static) on every body, and on the new ones.
		const setSlider = (id, value) => page.evaluate(([sliderId, v]) => {
			const slider = document.getElementById(sliderId);
			slider.value = v;
			slider.dispatchEvent(new Event('input', { bubbles: true }));
		}, [id, value]);
		await setSlider('physics-restitution', '0.5');
		await setSlider('physics-friction', '0.25');
		await clickAt(page, -16, 12);
		snap = await snapshot(page);
		assert.equal(snap.bodies.length, after3s.bodies.length + 1);
		for (const b of snap.bodies) {
			assert.ok(b.restitution === 0.5 && Math.abs(b.friction - 0.25) < 1e-6 && b.friction === b.staticFriction,
				`material of ${b.kind} ${b.id}: restitution ${b.restitution}, friction ${b.friction}, static ${b.staticFriction}`);
		}
		assert.equal(await page.locator('output[for="physics-restitution"]').textContent(), '0.50');
		assert.equal(await page.locator('output[for="physics-friction"]').textContent(), '0.25');

		// Arrow keys on a focused slider move the slider, not the entity demo's polygon at the top of the page.
		const before = (await readScene(page)).moveable;
		await page.focus('#physics-friction');
		await page.keyboard.press('ArrowRight');
		assert.equal(await page.locator('#physics-friction').inputValue(), '0.3');
		assert.equal((await readScene(page)).moveable.left, before.left, 'the moveable stayed');

		// Stop releases the world.
		await page.click('#physics-toggle');
		assert.equal(await page.locator('#physics').getAttribute('data-state'), 'stopped');
		assert.equal(await snapshot(page), null);
	});
});

/** Record the scene's snapshot after every step (the scene's onStep hook) until `stopRecording`. */
const record = (page) => page.evaluate(() => {
	window.physicsTrace = [];
	window.demo.physics.onStep = () => window.physicsTrace.push(window.demo.physics.snapshot());
});
const stopRecording = (page) => page.evaluate(() => {
	window.demo.physics.onStep = null;
	return window.physicsTrace;
});

/** A body of a snapshot as the harness's shapes: world vertices from its local ones and transform, in doubles. */
function worldShape(b) {
	if (b.kind === 'circle') return { kind: 'circle', c: { x: b.x, y: b.y }, r: b.radius };
	const c = Math.cos(b.angle);
	const s = Math.sin(b.angle);
	const pts = [];
	for (let j = 0; j < b.local.length; j += 2) {
		pts.push({ x: b.x + c * b.local[j] - s * b.local[j + 1], y: b.y + s * b.local[j] + c * b.local[j + 1] });
	}
	return { kind: 'polygon', pts };
}

const ZONE_SHAPE = { kind: 'polygon', pts: [
	{ x: ZONE.minX, y: ZONE.minY }, { x: ZONE.maxX, y: ZONE.minY }, { x: ZONE.maxX, y: ZONE.maxY }, { x: ZONE.minX, y: ZONE.maxY }] };
const MARGIN = 0.1; // m: the AABB rule's band
const EXACT_MARGIN = 0.01; // m: the exact rule's band (float32 transforms against this file's doubles)

/**
 * The zone's visitor set after step k against the bodies where that step began (the world finds a sensor's
 * overlaps as the step begins): every body of `before` still there is a visitor if its shape overlaps the zone by
 * more than EXACT_MARGIN and is not if it is more than EXACT_MARGIN away (separation, independent of the module);
 * a body whose AABB is inside the zone shrunk by MARGIN must be one, a body whose AABB is outside the zone grown
 * by MARGIN must not. Returns how many bodies each rule decided.
 */
function checkVisitors(before, after) {
	const visitors = new Set(after.zone.visitors);
	const alive = new Set(after.bodies.map((b) => b.id));
	for (const id of visitors) assert.ok(alive.has(id), `step ${after.steps}: visitor ${id} is a body of the scene`);
	assert.equal(after.zone.count, visitors.size, `step ${after.steps}: the zone's count is its set's size`);
	for (const b of after.bodies) {
		assert.equal(b.inZone, visitors.has(b.id), `step ${after.steps}: ${b.id}'s flag is its membership`);
	}
	const decided = { inside: 0, outside: 0, edge: 0, aabbInside: 0, aabbOutside: 0 };
	for (const b of before.bodies) {
		if (!alive.has(b.id)) continue; // removed since (a visitor leaves the set then)
		const gap = separation(worldShape(b), ZONE_SHAPE);
		const where = `step ${after.steps}: ${describe(b)}, ${gap.toFixed(4)} m from the zone as the step began`;
		if (gap < -EXACT_MARGIN) {
			assert.ok(visitors.has(b.id), `${where}: overlaps it, so it is a visitor`);
			decided.inside++;
		} else if (gap > EXACT_MARGIN) {
			assert.ok(!visitors.has(b.id), `${where}: apart, so it is no visitor`);
			decided.outside++;
		} else {
			decided.edge++;
		}
		const { minX, minY, maxX, maxY } = b.aabb;
		if (minX > ZONE.minX + MARGIN && maxX < ZONE.maxX - MARGIN && minY > ZONE.minY + MARGIN && maxY < ZONE.maxY - MARGIN) {
			assert.ok(visitors.has(b.id), `${where}: its AABB is inside the zone shrunk by ${MARGIN} m`);
			decided.aabbInside++;
		}
		if (minX > ZONE.maxX + MARGIN || maxX < ZONE.minX - MARGIN || minY > ZONE.maxY + MARGIN || maxY < ZONE.minY - MARGIN) {
			assert.ok(!visitors.has(b.id), `${where}: its AABB is outside the zone grown by ${MARGIN} m`);
			decided.aabbOutside++;
		}
	}
	return decided;
}

/** Check every step of a trace; returns the sums of what each rule decided. */
function checkTrace(trace) {
	const total = { steps: 0, inside: 0, outside: 0, edge: 0, aabbInside: 0, aabbOutside: 0 };
	for (let k = 1; k < trace.length; k++) {
		assert.equal(trace[k].steps, trace[k - 1].steps + 1, 'a snapshot after every step');
		const d = checkVisitors(trace[k - 1], trace[k]);
		total.steps++;
		for (const key of Object.keys(d)) total[key] += d[key];
	}
	return total;
}

test('physics scene: the sensor zone\'s visitors, kept from its begin and end events, are the bodies that overlap it', async (t) => {
	await withPage(async (page) => {
		await page.click('#physics-toggle');
		await runSteps(page, 10);
		await page.click('#physics-clear');
		await runSteps(page, 2);
		assert.equal((await snapshot(page)).zone.count, 0, 'Clear empties the zone at once');
		await record(page);
		// Bodies dropped over the zone, across its sides and beside it, from 4-7 m (its top is at 3.5 m).
		const drops = [];
		for (let x = 7.7, k = 0; x <= 14.5; x += 0.75, k++) drops.push([x, 4 + (k % 4)]);
		for (const [x, y] of drops) {
			await clickAt(page, x, y);
			await runSteps(page, 3);
		}
		await runSteps(page, 2 * STEPS_PER_SECOND);
		// A bullet (the Fire button) flies through the zone over the bodies in it (0.5 m below its top): in for a step
		// or two, then out (it may come back from the wall).
		await page.click('#physics-fire');
		const bullet = (await snapshot(page)).bodies.find((b) => b.bullet).id;
		await runSteps(page, STEPS_PER_SECOND);
		const trace = await stopRecording(page);
		const total = checkTrace(trace);
		const last = trace.at(-1);
		assert.ok(total.steps >= 3 * STEPS_PER_SECOND, `${total.steps} steps checked`);
		assert.ok(total.inside > 100 && total.outside > 100 && total.aabbInside > 50 && total.aabbOutside > 50,
			`both rules decided many cases each way: ${JSON.stringify(total)}`);
		assert.ok(last.zone.count >= 3 && last.zone.count < last.bodies.length, `${last.zone.count} of ${last.bodies.length} bodies in the zone`);
		const inZone = trace.map((s) => s.zone.visitors.includes(bullet));
		const entered = inZone.indexOf(true);
		assert.ok(entered >= 0 && inZone.indexOf(false, entered) > entered, 'the bullet entered the zone and left it');
		// The figure shows the set's size; at rest, the set stays.
		await page.waitForFunction((n) => document.querySelector('#physics-figures [data-figure="in-zone"]').textContent === String(n),
			(await snapshot(page)).zone.count);
		t.diagnostic(`${total.steps} steps checked: ${total.inside} overlaps and ${total.outside} apart decided exactly ` +
			`(${total.edge} within ${EXACT_MARGIN} m), ${total.aabbInside} AABBs inside and ${total.aabbOutside} outside; ` +
			`${last.zone.count} of ${last.bodies.length} bodies in the zone at the end`);
		// Clear ends every visit; the world's end events at the next step then find no body.
		await page.click('#physics-clear');
		await runSteps(page, 2);
		assert.deepEqual((await snapshot(page)).zone, { id: last.zone.id, count: 0, visitors: [] });
	});
});

test('physics scene: a body dropped from a known height makes one flash, at sqrt(2 g h)', async (t) => {
	await withPage(async (page) => {
		await page.click('#physics-toggle');
		await runSteps(page, 10);
		await page.click('#physics-clear');
		await runSteps(page, 10);
		await page.check('#physics-sound'); // a click per frame with hits, through WebAudio: no errors
		const report = [];
		// A box landing flat and a circle, onto the bare floor, from 1.5 m and 6 m.
		for (const [kind, x, height] of [['box', -3, 1.5], ['circle', 3, 6]]) {
			// Its lowest point at `height` plus up to 0.4 m (its size is random): h read before it moves.
			const dropped = await page.evaluate(([k, px, y]) => {
				const scene = window.demo.physics;
				const before = scene.snapshot().flashes.started;
				const id = scene.spawn(px, y, k, 0);
				return { id, before, body: scene.snapshot().bodies.find((b) => b.id === id) };
			}, [kind, x, height + 0.75]);
			const h = dropped.body.aabb.minY - GROUND;
			assert.ok(h >= height - 1e-3 && h <= height + 0.55, `${kind} dropped from ${h} m`);
			await runSteps(page, 1.5 * STEPS_PER_SECOND);
			const snap = await snapshot(page);
			const fresh = snap.flashes.ring.filter((f) => f.index >= dropped.before);
			assert.equal(fresh.length, 1, `one flash for the ${kind}: ${JSON.stringify(fresh)}`);
			const [flash] = fresh;
			const expected = Math.sqrt(2 * G * h);
			assert.ok(Math.abs(flash.speed - expected) <= 0.1 * expected, `${kind}: flash at ${flash.speed} m/s, sqrt(2 g h) = ${expected}`);
			assert.ok([flash.a, flash.b].includes(dropped.id), `${kind}: the flash is of its contact`);
			const { aabb } = dropped.body;
			assert.ok(Math.abs(flash.y - GROUND) < 0.05 && flash.x >= aabb.minX - 0.05 && flash.x <= aabb.maxX + 0.05,
				`${kind}: the flash is where it lands: (${flash.x}, ${flash.y})`);
			report.push(`${kind} from ${h.toFixed(3)} m: ${flash.speed.toFixed(3)} m/s, sqrt(2 g h) ${expected.toFixed(3)}`);
		}
		const started = (await snapshot(page)).flashes.started;
		await page.waitForFunction((n) => document.querySelector('#physics-figures [data-figure="hits"]').textContent === String(n), started);
		t.diagnostic(report.join('; '));
	});
});

test('physics scene: a box dropped on the belt is carried at the belt\'s speed, then off its end', async (t) => {
	await withPage(async (page) => {
		await page.click('#physics-toggle');
		await runSteps(page, 10);
		await page.click('#physics-clear');
		const id = await page.evaluate((top) => window.demo.physics.spawn(-17, top + 1, 'box', 0), BELT.top);
		// It lands within 0.5 s; friction (0.6 g) brings it to the belt's speed in a third of a second more.
		await runSteps(page, STEPS_PER_SECOND);
		const first = (await snapshot(page)).bodies.find((b) => b.id === id);
		const from = await steps(page);
		const samples = [];
		for (let k = 0; k < 4; k++) {
			await runSteps(page, 15);
			const snap = await snapshot(page);
			samples.push({ steps: snap.steps, body: snap.bodies.find((b) => b.id === id) });
		}
		for (const { body: b } of samples) {
			assert.ok(Math.abs(b.aabb.minY - BELT.top) < PENETRATION && b.x > BELT.minX && b.x < BELT.maxX, `on the belt: ${describe(b)}`);
			assert.ok(Math.abs(b.vx - BELT.speed) <= 0.05 * BELT.speed && Math.abs(b.vy) <= 0.05 * BELT.speed,
				`at the belt's ${BELT.speed} m/s: ${describe(b)}`);
		}
		// Its travel over the samples, from its positions: the same speed.
		const last = samples.at(-1);
		const firstSample = samples[0];
		const travelled = (last.body.x - firstSample.body.x) / ((last.steps - firstSample.steps) * DT);
		assert.ok(Math.abs(travelled - BELT.speed) <= 0.05 * BELT.speed, `travelled at ${travelled} m/s`);
		assert.ok(first.x < firstSample.body.x && from < last.steps);
		// The belt ends at x = -11.5: the box falls off onto the floor and stays there.
		await runSteps(page, 5 * STEPS_PER_SECOND);
		const end = (await snapshot(page)).bodies.find((b) => b.id === id);
		assert.ok(end.aabb.minX > BELT.maxX - 0.5 && end.aabb.minY < GROUND + PENETRATION + 0.01 && speed(end) < AT_REST,
			`fell off the belt's end onto the floor: ${describe(end)}`);
		t.diagnostic(`on the belt: vx ${samples.map((x) => x.body.vx.toFixed(4)).join(', ')} m/s; ${travelled.toFixed(4)} m/s from its travel`);
	});
});

test('physics scene: a bullet fired at the crates never gets past their far side; the crates take its momentum', async (t) => {
	await withPage(async (page) => {
		await page.click('#physics-toggle');
		await runSteps(page, 10);
		await page.click('#physics-clear');
		await page.click('#physics-crates');
		await runSteps(page, STEPS_PER_SECOND);
		const stack = (await snapshot(page)).bodies;
		assert.equal(stack.length, CRATES.count);
		assert.ok(stack.every((b) => b.crate), 'the Crates button made crates');
		const left = Math.min(...stack.map((b) => b.aabb.minX));
		const right = Math.max(...stack.map((b) => b.aabb.maxX));
		const top = Math.max(...stack.map((b) => b.aabb.maxY));
		assert.ok(Math.abs(left - CRATES.minX) < 0.02 && Math.abs(right - CRATES.maxX) < 0.02 && Math.abs(top - CRATES.top) < 0.05,
			`the stack stands: x [${left}, ${right}], top ${top}`);
		assertAtRest(stack, 'the crates');

		// F fires while the canvas has the focus; every step is recorded.
		await record(page);
		await page.focus('#physics-canvas');
		await page.keyboard.press('f');
		await runSteps(page, STEPS_PER_SECOND);
		const trace = await stopRecording(page);
		const shot = trace.findIndex((snap) => snap.bodies.some((b) => b.bullet));
		assert.ok(shot >= 0, 'F fired');
		const bullets = trace[shot].bodies.filter((b) => b.bullet);
		assert.equal(bullets.length, 1, 'F fired one bullet');
		const [fired] = bullets; // after its first step
		assert.ok(Math.abs(fired.x - CANNON_MUZZLE_X - fired.vx * DT) < 0.01, `from the muzzle: ${describe(fired)}`);
		const r = fired.radius;
		// The bullet at every step, until it stops or is removed: never beyond the stack's far side.
		let impact = -1;
		let maxX = -Infinity;
		for (let k = shot; k < trace.length; k++) {
			const b = trace[k].bodies.find((x) => x.id === fired.id);
			if (b === undefined) break;
			maxX = Math.max(maxX, b.x);
			assert.ok(b.x <= CRATES.maxX + r, `step ${trace[k].steps}: the bullet is not past the crates' far side: ${describe(b)}`);
			if (impact < 0 && b.vx < fired.vx / 2) impact = k;
			if (speed(b) < AT_REST) break;
		}
		assert.ok(impact > shot, 'the bullet hit something');
		// Momentum along x across the impact step: the bodies' impulses on each other cancel, and the floor's friction
		// only opposes the crates' push (the wall is 2.4 m away), so the crates take most of what the bullet had and
		// nothing is made.
		const before = trace[impact - 1];
		const after = trace[impact];
		const px = (snap, which) => snap.bodies.filter(which).reduce((sum, b) => sum + b.mass * b.vx, 0);
		const all = () => true;
		const crate = (b) => b.crate;
		const p0 = px(before, all);
		const p1 = px(after, all);
		const cratesAfter = px(after, crate);
		assert.ok(Math.abs(px(before, crate)) < 0.01 * p0, `the crates were at rest: ${px(before, crate)} kg m/s`);
		assert.ok(p1 <= 1.01 * p0, `no momentum made: ${p0} -> ${p1} kg m/s`);
		assert.ok(cratesAfter > 0.5 * p0, `the crates took ${cratesAfter} of the bullet's ${p0} kg m/s`);
		const moved = after.bodies.filter((b) => b.crate && b.vx > 1).length;
		t.diagnostic(`bullet ${p0.toFixed(2)} kg m/s at ${fired.vx.toFixed(1)} m/s, at most x = ${maxX.toFixed(3)} m (far side ` +
			`${CRATES.maxX} m); after its impact the crates have ${cratesAfter.toFixed(2)} kg m/s (${moved} faster than 1 m/s), ` +
			`all bodies ${p1.toFixed(2)}`);
	});
});

test('physics scene: screenshot of the rain, crates, more bodies dropped around them and a shot', async () => {
	await withPage(async (page) => {
		await page.click('#physics-toggle');
		await runSteps(page, 3 * STEPS_PER_SECOND);
		await page.click('#physics-crates');
		// A row dropped under the belt, one over the zone, two into the right corner, two onto the ramps and one onto
		// the platform; once they rest, a row onto the belt, pictured on its way.
		const drops = [];
		for (let x = -18; x <= -14; x += 1) drops.push([x, 1.5]);
		for (let x = 8.8; x <= 13.2; x += 0.55) drops.push([x, 4]);
		drops.push([17.4, 3], [18.2, 3], [-10, 13], [14, 9], [0, 14]);
		const onBelt = [[-18.2, 5.2], [-17, 5.2], [-15.8, 5.2]];
		for (const [x, y] of drops) {
			await clickAt(page, x, y);
			await runSteps(page, 3);
		}
		await runSteps(page, 3 * STEPS_PER_SECOND);
		for (const [x, y] of onBelt) await clickAt(page, x, y);
		drops.push(...onBelt);
		await runSteps(page, STEPS_PER_SECOND);
		const snap = await snapshot(page);
		assertInside(snap.bodies, 'screenshot', LANDING);
		assert.equal(snap.bodies.filter((b) => b.crate).length, CRATES.count, 'the crates are there');
		assert.ok(snap.bodies.length >= INITIAL_BODIES + drops.length - 6, `${snap.bodies.length} bodies`);
		assert.ok(snap.zone.count > 0, 'bodies in the zone');
		// A shot at the crates, pictured three steps after its first hit (its flashes last 0.3 s).
		await page.evaluate(() => document.activeElement?.blur());
		const bullet = await page.evaluate(() => window.demo.physics.fire());
		await page.waitForFunction((id) => window.demo.physics.snapshot().flashes.ring.some((f) => f.a === id || f.b === id),
			bullet, { polling: 'raf', timeout: 10_000 });
		await runSteps(page, 3);
		await mkdir(`${ROOT}build/screenshots`, { recursive: true });
		const png = `${ROOT}build/screenshots/physics.png`;
		await page.locator('#physics').screenshot({ path: png });
		if (process.env.UPDATE_DOCS_SCREENSHOT) {
			await mkdir(`${ROOT}docs`, { recursive: true });
			await copyFile(png, `${ROOT}docs/physics.png`); // refresh with UPDATE_DOCS_SCREENSHOT=1
		}
	});
});
