// The level scene in headless chromium (web/demo/level.js): concave terrain from sat.concave, a player moved with real
// key presses and pushed out by world.separate, a laser cast with world.raycast towards the pointer. The laser is
// judged against brute force in the page (sat.raycast against every terrain shape, the closest kept), and the
// player against every terrain shape with sat.collide after each move: it may touch the terrain, not sink in.
// UPDATE_DOCS_SCREENSHOT=1 also copies the last test's picture to docs/level.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, copyFile } from 'node:fs/promises';
import { ROOT, start, openDemo } from './harness.mjs';

const WIDTH = 1200; // the scene's units: CSS px of a 1200 x 600 canvas
const SINK = 0.05; // px: what separate leaves of an overlap (it pushes to touching)

let env;
before(async () => {
	env = await start();
});
after(async () => {
	await env?.stop();
});

async function withScene(fn) {
	const { page, errors } = await openDemo(env.browser, env.url);
	try {
		await page.click('#level-toggle');
		await page.waitForFunction(() => document.getElementById('level').dataset.state === 'running');
		await fn(page);
		assert.deepEqual(errors, [], 'no console errors, page errors or failed requests');
	} finally {
		await page.close();
	}
}

/** Point the laser at the scene point (x, y) with a real pointer move, then wait for two frames. */
async function aimAt(page, x, y) {
	const canvas = page.locator('#level-canvas');
	const width = await canvas.evaluate((c) => c.getBoundingClientRect().width);
	const k = width / WIDTH;
	await canvas.hover({ position: { x: x * k, y: y * k } });
	await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The laser as the scene holds it, and the closest hit over every terrain shape by sat.raycast. */
const laserAndBruteForce = (page) => page.evaluate(() => {
	const { sat, level } = window.demo, sim = level.sim, { player, aim, laser } = sim;
	let best = null;
	for (const t of sim.terrain) {
		const r = sat.raycast(t.shape, player.x, player.y, aim.endX, aim.endY);
		if (r.hit && (best === null || r.fraction < best.fraction)) best = { ...r, id: t.id };
	}
	return { laser: { ...laser }, best, player: { x: player.x, y: player.y } };
});

/** The deepest overlap of the player with any terrain shape (sat.collide), and where the player is. */
const playerSink = (page) => page.evaluate(() => {
	const { sat, level } = window.demo, { player, terrain } = level.sim;
	player.shape.setTransform(player.x, player.y, 0);
	let deepest = 0;
	for (const t of terrain) {
		const c = sat.collide(player.shape, t.shape);
		if (c.intersect) deepest = Math.max(deepest, Math.hypot(c.mtvX, c.mtvY));
	}
	return { deepest, x: player.x, y: player.y, kind: player.kind };
});

/** Hold a key for `frames` animation frames (the canvas has focus). */
async function hold(page, key, frames) {
	await page.keyboard.down(key);
	await page.evaluate((n) => new Promise((done) => {
		let left = n;
		const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick));
		requestAnimationFrame(tick);
	}), frames);
	await page.keyboard.up(key);
}

test('level scene: the terrain is split into convex parts and the readouts show', async () => {
	await withScene(async (page) => {
		const parts = await page.evaluate(() => window.demo.level.sim.terrain.map((t) => ({ name: t.name, parts: t.parts.length,
			convex: t.parts.every((p) => {
				for (let i = 0; i < p.length; i += 2) {
					const j = (i + 2) % p.length, k = (i + 4) % p.length;
					if ((p[j] - p[i]) * (p[k + 1] - p[j + 1]) - (p[j + 1] - p[i + 1]) * (p[k] - p[j]) < 0) return false;
				}
				return true;
			}) })));
		for (const t of parts) assert.ok(t.convex, `${t.name}: every part counter-clockwise convex`);
		assert.ok(parts.find((t) => t.name === 'cave').parts >= 3, 'the C needs at least 3 convex parts');
		assert.ok(parts.find((t) => t.name === 'star').parts >= 4, 'the star needs at least 4 convex parts');
		await page.waitForFunction(() => document.querySelector('#level-figures [data-figure="ray-us"]').textContent !== '–');
		const shown = await page.locator('#level-figures [data-figure="parts"]').textContent();
		assert.equal(Number(shown), parts.reduce((n, t) => n + t.parts, 0));
	});
});

test('level scene: the laser hits what brute force over the terrain hits first', async () => {
	await withScene(async (page) => {
		const targets = [[1100, 200], [520, 200], [330, 230], [620, 560], [40, 40], [900, 140], [160, 500], [1190, 590]];
		let hits = 0;
		for (const [x, y] of targets) {
			await aimAt(page, x, y);
			const { laser, best } = await laserAndBruteForce(page);
			assert.equal(laser.hit, best !== null, `aim (${x}, ${y}): hit ${laser.hit}, brute force ${best !== null}`);
			if (!laser.hit) continue;
			hits++;
			assert.ok(Math.abs(laser.fraction - best.fraction) <= 1e-6, `aim (${x}, ${y}): fraction ${laser.fraction}, brute force ${best.fraction}`);
			if (laser.fraction !== best.fraction) continue; // a tie between two shapes may name either
			assert.equal(laser.id, best.id, `aim (${x}, ${y}): id`);
			assert.ok(Math.abs(Math.hypot(laser.normalX, laser.normalY) - 1) < 1e-5, 'a unit normal');
			assert.ok(Math.abs(laser.normalX - best.normalX) < 1e-6 && Math.abs(laser.normalY - best.normalY) < 1e-6, 'the same normal');
		}
		assert.ok(hits >= 6, `most aims hit the terrain (${hits} of ${targets.length})`);
		const name = await page.locator('#level-figures [data-figure="hit"]').textContent();
		assert.notEqual(name, '–');
	});
});

for (const kind of ['box', 'capsule']) {
	test(`level scene: a ${kind} player walked into the terrain slides along it and never sinks in`, async () => {
		await withScene(async (page) => {
			if (kind === 'capsule') await page.check('#level-capsule');
			await page.click('#level-canvas', { position: { x: 5, y: 5 } }); // focus for the keys
			const start = await playerSink(page);
			assert.equal(start.kind, kind);
			await hold(page, 'ArrowDown', 90); // down onto the ground
			const landed = await playerSink(page);
			assert.ok(landed.deepest <= SINK, `landed: sunk ${landed.deepest} px`);
			assert.ok(landed.y > start.y + 100, `fell from ${start.y} to ${landed.y}`);
			await hold(page, 'ArrowDown', 20); // pressing on: it stays on the surface
			const pressed = await playerSink(page);
			assert.ok(pressed.deepest <= SINK && Math.abs(pressed.y - landed.y) < 2, `pressing down: y ${landed.y} -> ${pressed.y}`);
			let x = pressed.x;
			for (let k = 0; k < 6; k++) { // along the hills, checking as it goes
				await page.keyboard.down('ArrowDown');
				await hold(page, 'ArrowRight', 15);
				await page.keyboard.up('ArrowDown');
				const now = await playerSink(page);
				assert.ok(now.deepest <= SINK, `sliding right: sunk ${now.deepest} px at (${now.x}, ${now.y})`);
				assert.ok(now.x > x, `moved right from ${x} to ${now.x}`);
				x = now.x;
			}
			if (kind === 'capsule' && process.env.UPDATE_DOCS_SCREENSHOT) {
				await aimAt(page, 930, 230);
				await mkdir(`${ROOT}build/screenshots`, { recursive: true });
				const png = `${ROOT}build/screenshots/level.png`;
				await page.locator('#level').screenshot({ path: png });
				await copyFile(png, `${ROOT}docs/level.png`);
			}
		});
	});
}
