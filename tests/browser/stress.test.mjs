// The stress scene in headless chromium: thousands of bodies in a sat-wasm World drawn on a canvas. The pairs
// it reports and draws are judged by a brute-force double-precision SAT computed here (harness.mjs), never by
// sat.js; the figures it shows are read from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { ROOT, start, openDemo, readScene, separation, pointPolygonDistance } from './harness.mjs';

const AMBIGUOUS = 1e-3; // units: pairs this close to touching may honestly go either way in float32
const COUNTS = [1000, 2000, 5000, 10000];
const GREEN = [0x1f, 0x9d, 0x3a];
const BLUE = [0x2f, 0x5f, 0xd0];

let env;
before(async () => {
	env = await start();
});
after(async () => {
	await env?.stop();
});

async function figures(page) {
	return page.evaluate(() => {
		const read = (name) => document.querySelector(`#stress-figures [data-figure="${name}"]`).textContent;
		return {
			state: document.getElementById('stress').dataset.state,
			bodies: read('bodies'), pairs: read('pairs'), wasmMs: read('wasm-ms'), drawMs: read('draw-ms'),
			fps: read('fps'), frame: read('frame'),
		};
	});
}

async function waitFrames(page, frames, timeout = 60_000) {
	await page.waitForFunction((f) => window.demo.stress.frame >= f, frames, { timeout, polling: 50 });
}

/** Every overlapping pair by brute force over bounding circles, then SAT in double precision. */
function independentPairs(bodies) {
	const shapes = bodies.map((b) => {
		const pts = [];
		for (let j = 0; j < b.local.length; j += 2) pts.push({ x: b.x + b.local[j], y: b.y + b.local[j + 1] });
		const r = Math.max(...pts.map((p) => Math.hypot(p.x - b.x, p.y - b.y)));
		return { kind: 'polygon', pts, c: { x: b.x, y: b.y }, r };
	});
	const maxR = Math.max(...shapes.map((s) => s.r));
	const order = shapes.map((_, i) => i).sort((i, j) => shapes[i].c.x - shapes[j].c.x);
	const overlapping = new Set();
	const ambiguous = new Set();
	let checked = 0;
	for (let s = 0; s < order.length; s++) {
		const i = order[s];
		const a = shapes[i];
		for (let t = s + 1; t < order.length; t++) {
			const j = order[t];
			const b = shapes[j];
			if (b.c.x - a.c.x > a.r + maxR + 1) break;
			if (Math.hypot(b.c.x - a.c.x, b.c.y - a.c.y) > a.r + b.r + 1) continue;
			checked++;
			const sep = separation(a, b);
			const key = i < j ? `${i}-${j}` : `${j}-${i}`;
			if (Math.abs(sep) <= AMBIGUOUS) ambiguous.add(key);
			else if (sep < 0) overlapping.add(key);
		}
	}
	return { shapes, overlapping, ambiguous, checked };
}

const near = (rgb, want) => rgb.every((v, k) => Math.abs(v - want[k]) <= 6);

test('stress scene: pairs shown and drawn match an independent SAT; figures shown; arrow keys still work; screenshot', async (t) => {
	const { page, errors } = await openDemo(env.browser, env.url);
	try {
		const sat = () => page.evaluate(() => window.demo.sat.memory.buffer.byteLength);
		assert.equal((await figures(page)).state, 'stopped', 'the stress scene waits for the button');
		assert.equal(await page.locator('#stress-pause').isDisabled(), true);

		// Start with 1000 bodies through the page's own controls.
		await page.selectOption('#stress-count', '1000');
		await page.click('#stress-toggle');
		await waitFrames(page, 40);
		let shown = await figures(page);
		assert.equal(shown.state, 'running');
		assert.equal(shown.bodies, '1000');
		assert.match(shown.wasmMs, /^\d+\.\d\d$/, `a numeric ms per frame: ${JSON.stringify(shown)}`);
		assert.match(shown.drawMs, /^\d+\.\d\d$/);
		assert.ok(Number(shown.pairs) > 0, `colliding pairs shown: ${shown.pairs}`);
		assert.ok(Number(shown.frame) >= 40);

		// The stress scene does not take the arrow keys: the entity demo's moveable still moves 5 px per press.
		await page.mouse.click(20, 20);
		const before = await readScene(page);
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowDown');
		const moved = await readScene(page);
		assert.equal(moved.moveable.left - before.moveable.left, 5);
		assert.equal(moved.moveable.top - before.moveable.top, 5);

		// Pause on a frame; what the page shows for it is judged against SAT computed here.
		await page.click('#stress-pause');
		const { snap, text } = await page.evaluate(() => ({
			snap: window.demo.stress.snapshot(),
			text: document.querySelector('#stress-figures [data-figure="pairs"]').textContent,
		}));
		assert.equal(snap.state, 'paused');
		assert.equal(snap.bodies.length, 1000);
		assert.equal(Number(text), snap.pairCount, 'the page shows this frame\'s pair count');
		assert.equal(snap.pairs.length, snap.pairCount);
		for (const b of snap.bodies) {
			const k = b.local.length / 2;
			const r = Math.max(...Array.from({ length: k }, (_, j) => Math.hypot(b.local[2 * j], b.local[2 * j + 1])));
			assert.ok(k >= 3 && k <= 8 && r >= 4 - 1e-4 && r <= 12 + 1e-4, `a convex ${k}-gon of radius ${r}`);
			assert.ok(b.x >= 0 && b.y >= 0 && b.x <= snap.field.width && b.y <= snap.field.height, 'inside the field');
			b.vertices.forEach((v, j) => assert.equal(v, b.local[j] + (j % 2 ? b.y : b.x)));
		}

		const { shapes, overlapping, ambiguous, checked } = independentPairs(snap.bodies);
		const reported = new Set(snap.pairs.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)));
		assert.equal(reported.size, snap.pairs.length, 'each pair reported once');
		const missing = [...overlapping].filter((p) => !reported.has(p));
		const extra = [...reported].filter((p) => !overlapping.has(p) && !ambiguous.has(p));
		assert.deepEqual(missing, [], 'every overlapping pair is reported');
		assert.deepEqual(extra, [], 'every reported pair overlaps');
		const reportedAmbiguous = [...reported].filter((p) => ambiguous.has(p)).length;
		assert.equal(snap.pairCount, overlapping.size + reportedAmbiguous, 'pair count equals the independent count');
		if (ambiguous.size === 0) assert.equal(Number(text), overlapping.size);
		assert.ok(overlapping.size > 0);

		// The ids drawn green are exactly the bodies in a pair.
		const inPair = new Set();
		for (const [a, b] of snap.pairs) inPair.add(a).add(b);
		assert.deepEqual(snap.colliding, [...inPair].sort((x, y) => x - y), 'marked ids are the bodies in pairs');
		const independentIds = new Set([...overlapping].flatMap((p) => p.split('-').map(Number)));
		for (const id of independentIds) assert.ok(snap.colliding.includes(id), `body ${id} overlaps, so it is green`);

		// The canvas shows them so: the centre pixel of a green body (drawn last) is green; a blue body's centre,
		// if no colliding body covers it, is blue. Only centres at least 2 px (on screen) inside the polygon.
		const scale = snap.field.scale;
		const green = new Set(snap.colliding);
		const probes = [];
		for (const [i, s] of shapes.entries()) {
			if (-pointPolygonDistance(s.c, s.pts) * scale < 2) continue;
			const covered = !green.has(i) && [...green].some((g) => pointPolygonDistance(s.c, shapes[g].pts) < 2 / scale);
			if (!covered) probes.push({ i, x: s.c.x * scale, y: s.c.y * scale, want: green.has(i) ? 'green' : 'blue' });
		}
		const pixels = await page.evaluate((points) => {
			const canvas = document.getElementById('stress-canvas');
			const ctx = canvas.getContext('2d');
			const dpr = canvas.width / canvas.clientWidth;
			return points.map((p) => [...ctx.getImageData(Math.floor(p.x * dpr), Math.floor(p.y * dpr), 1, 1).data].slice(0, 3));
		}, probes);
		let greenSeen = 0;
		probes.forEach((p, k) => {
			assert.ok(near(pixels[k], p.want === 'green' ? GREEN : BLUE), `body ${p.i} should be ${p.want}, pixel ${pixels[k]}`);
			if (p.want === 'green') greenSeen++;
		});
		assert.ok(probes.length > 500 && greenSeen > 20, `${probes.length} centres probed, ${greenSeen} green`);
		t.diagnostic(`1000 bodies, frame ${snap.frame}: ${snap.pairCount} pairs shown, ${overlapping.size} by the independent SAT ` +
			`(${ambiguous.size} within ${AMBIGUOUS} of touching; ${checked} candidate pairs checked); ${probes.length} pixels probed`);

		// Resumed, it moves on: no body moves more than 2 units per frame.
		await page.click('#stress-pause');
		await waitFrames(page, snap.frame + 10);
		await page.click('#stress-pause');
		const later = await page.evaluate(() => window.demo.stress.snapshot());
		const frames = later.frame - snap.frame;
		const maxMove = Math.max(...later.bodies.map((b, i) => Math.hypot(b.x - snap.bodies[i].x, b.y - snap.bodies[i].y)));
		assert.ok(frames >= 10 && maxMove > 0 && maxMove <= 2 * frames + 1e-3, `moved up to ${maxMove} in ${frames} frames`);
		await page.click('#stress-pause');

		// Every body count, switched with the selector while running; the figures after 90 frames.
		const measured = [];
		for (const n of COUNTS) {
			await page.selectOption('#stress-count', String(n));
			await page.waitForFunction((want) => window.demo.stress.bodies === want, n);
			await waitFrames(page, 90);
			shown = await figures(page);
			assert.equal(shown.bodies, String(n));
			assert.match(shown.wasmMs, /^\d+\.\d\d$/);
			assert.ok(Number(shown.pairs) > 0);
			measured.push(`${n} bodies: wasm ${shown.wasmMs} ms/frame, draw ${shown.drawMs} ms, ${shown.pairs} pairs, ${shown.fps} fps`);
			if (n === 2000) {
				await mkdir(`${ROOT}build/screenshots`, { recursive: true });
				await page.locator('#stress').screenshot({ path: `${ROOT}build/screenshots/stress.png` });
			}
		}
		t.diagnostic(`headless chromium, median of 60 frames: ${measured.join('; ')}`);

		// Stop destroys the world: the figures freeze, the snapshot is gone, and start/stop cycles keep memory flat.
		await page.click('#stress-toggle');
		shown = await figures(page);
		assert.equal(shown.state, 'stopped');
		assert.equal(await page.evaluate(() => window.demo.stress.snapshot()), null);
		const bytes = await sat();
		for (let cycle = 0; cycle < 3; cycle++) {
			await page.click('#stress-toggle');
			await waitFrames(page, 3);
			await page.click('#stress-toggle');
		}
		assert.equal(await sat(), bytes, 'wasm memory did not grow over start/stop cycles of 10000 bodies');

		// The entity demo is unaffected after the stress scene.
		const after = await readScene(page);
		await page.keyboard.press('ArrowLeft');
		assert.equal((await readScene(page)).moveable.left - after.moveable.left, -5);
		assert.deepEqual(errors, [], 'no console errors, page errors or failed requests');
	} finally {
		await page.close();
	}
});
