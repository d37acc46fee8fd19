// The platformer scene in headless chromium (web/demo/platformer.js): a character moved by world.move through a tile
// level. After the page starts the scene, the tests pause its animation loop and drive it frame by frame through
// its test hook (window.demo.platformer.step(n), fixed frames of 1/60 s), with keys sent to the canvas's own key
// handlers (real key presses, or key events an autopilot dispatches in the page), so every run is the same.
// The character is judged against the level with world.overlapShape of a slightly smaller shape (the mover keeps
// a skin of about 0.01 tile): it may touch the tiles and the platforms, never sink into them.
// UPDATE_DOCS_SCREENSHOT=1 also copies the crossing's picture to docs/platformer.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, copyFile } from 'node:fs/promises';
import { ROOT, start, openDemo } from './harness.mjs';

const FPS = 60;
const CROSSING_SECONDS = 40; // start to flag; the autopilot's run takes about 21 s, waits for the platforms included
const SKIN = 0.02; // tiles: more than the mover's skin (1% of the character's reach, 0.009 for the box)

let env;
before(async () => {
	env = await start();
});
after(async () => {
	await env?.stop();
});

/** Open the page, start the scene (with a capsule if asked), pause its loop at frame 0 and run `fn`. */
async function withScene(kind, fn) {
	const { page, errors } = await openDemo(env.browser, env.url);
	try {
		if (kind === 'capsule') await page.check('#platformer-capsule');
		await page.click('#platformer-toggle');
		await page.waitForFunction(() => document.getElementById('platformer').dataset.state === 'running');
		await page.evaluate(() => {
			const scene = window.demo.platformer;
			scene.step(0); // no animation loop from here: only step(n) runs frames
			scene.sim.reset();
		});
		await fn(page);
		assert.deepEqual(errors, [], 'no console errors, page errors or failed requests');
	} finally {
		await page.close();
	}
}

/** Run `n` frames; returns the character and the platforms as they are then. */
const step = (page, n) => page.evaluate((frames) => {
	const scene = window.demo.platformer;
	scene.step(frames);
	const { player, platforms, state } = scene.sim;
	return { player: { ...player, shape: null }, platforms: platforms.map((p) => ({ ...p })), time: state.time };
}, n);

/**
 * The autopilot, in the page: holds → and jumps at the gap and the wall, waits at the pit's edge until the
 * platform is there and on it until it has crossed, and likewise at the lift; keys are dispatched to the
 * canvas's handlers, one frame is stepped at a time. Each frame the character is checked with world.overlapShape
 * (a shape `skin` smaller, the one-way platforms left out: it jumps through them). Stops at the flag, at
 * `stopAtX`, or after `maxFrames`.
 */
function autopilot(page, { maxFrames, stopAtX = Infinity, skin }) {
	return page.evaluate(({ maxFrames, stopAtX, skin }) => {
		const { sat, platformer: scene } = window.demo;
		const sim = scene.sim, { player, platforms, world } = sim;
		const canvas = document.getElementById('platformer-canvas');
		const key = (type, code) => canvas.dispatchEvent(new KeyboardEvent(type, { code, bubbles: true, cancelable: true }));
		const shrunk = player.kind === 'capsule' ? sat.capsule(0, -0.4, 0, 0.4, 0.4 - skin) : sat.box(0.8 - 2 * skin, 1.6 - 2 * skin);
		const mask = 1 | 4; // CATEGORY.TILE | CATEGORY.PLATFORM
		const [across, lift] = platforms;
		const jumps = [{ from: 29.2, to: 30 }, { from: 45.5, to: 46.5 }]; // before the gap, before the wall
		let right = false, frames = 0, bestX = player.x, stalled = 0, maxStall = 0;
		const inside = [], grounds = new Set();
		for (; frames < maxFrames && sim.state.finishedAt < 0 && player.x < stopAtX; frames++) {
			let run = true;
			for (const j of jumps) {
				if (player.grounded && player.x >= j.from && player.x < j.to && !j.done) {
					key('keydown', 'Space');
					key('keyup', 'Space');
					j.done = true;
				}
			}
			if (player.grounded && player.groundId === across.id) run = across.phase === 1;
			else if (player.grounded && player.groundId === lift.id) run = lift.phase === 1;
			else if (player.grounded && player.x > 52.2 && player.x < 53) run = across.phase === 0;
			else if (player.grounded && player.groundId !== lift.id && player.x > 61.4 && player.x < 62.6) run = lift.phase === 0;
			if (run !== right) key(run ? 'keydown' : 'keyup', 'ArrowRight');
			right = run;
			scene.step(1);
			if (player.grounded) grounds.add(sim.names.get(player.groundId) ?? String(player.groundId));
			const ids = world.overlapShape(shrunk, player.x, player.y, 0, { mask });
			if (ids.length > 0 && inside.length < 5) inside.push({ frame: frames, x: player.x, y: player.y, ids: [...ids] });
			if (player.x > bestX + 1e-3) {
				bestX = player.x;
				stalled = 0;
			} else if (run) {
				maxStall = Math.max(maxStall, ++stalled); // held → and did not get further
			}
		}
		if (right) key('keyup', 'ArrowRight');
		shrunk.destroy();
		return { frames, finishedAt: sim.state.finishedAt, x: player.x, y: player.y, respawns: player.respawns, inside, maxStall,
			grounds: [...grounds], flagX: 69 };
	}, { maxFrames, stopAtX, skin });
}

test('platformer scene: starts without errors, runs on real keys and shows its figures', async () => {
	const { page, errors } = await openDemo(env.browser, env.url);
	try {
		await page.click('#platformer-toggle');
		await page.waitForFunction(() => document.getElementById('platformer').dataset.state === 'running');
		await page.click('#platformer-canvas', { position: { x: 5, y: 5 } }); // focus for the keys
		await page.waitForFunction(() => window.demo.platformer.sim.player.grounded);
		const x0 = await page.evaluate(() => window.demo.platformer.sim.player.x);
		await page.keyboard.down('ArrowRight');
		await page.waitForFunction((x) => window.demo.platformer.sim.player.x > x + 1, x0);
		await page.keyboard.up('ArrowRight');
		await page.waitForFunction(() => document.querySelector('#platformer-figures [data-figure="move-us"]').textContent !== '–');
		const shown = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#platformer-figures [data-figure]')]
			.map((el) => [el.dataset.figure, el.textContent])));
		assert.ok(shown.grounded === 'yes' || shown.grounded === 'no', `grounded shown: ${shown.grounded}`);
		assert.ok(Number(shown['move-us']) > 0, `µs per move shown: ${shown['move-us']}`);
		assert.match(shown.hits, /^\d+$/);
		assert.ok(Number(shown.x) > x0, `x shown: ${shown.x}`);
		// The keys stay with the scene: the entity demo above did not move.
		const moved = await page.evaluate(() => window.demo.collider.moveableEntity.position);
		await page.keyboard.press('ArrowLeft');
		assert.deepEqual(await page.evaluate(() => window.demo.collider.moveableEntity.position), moved);
		await page.click('#platformer-toggle');
		assert.equal(await page.evaluate(() => document.getElementById('platformer').dataset.state), 'stopped');
		assert.deepEqual(errors, [], 'no console errors, page errors or failed requests');
	} finally {
		await page.close();
	}
});

for (const kind of ['box', 'capsule']) {
	test(`platformer scene: a ${kind} character crosses the level to the flag, never stuck, never inside`, async () => {
		await withScene(kind, async (page) => {
			const run = await autopilot(page, { maxFrames: CROSSING_SECONDS * FPS, skin: SKIN });
			assert.deepEqual(run.inside, [], 'never inside a tile or a platform');
			assert.equal(run.respawns, 0, 'never fell into a pit');
			assert.ok(run.finishedAt > 0, `reached the flag within ${CROSSING_SECONDS} s (at x ${run.x.toFixed(2)}, y ${run.y.toFixed(2)})`);
			assert.ok(run.x >= run.flagX - 0.5);
			assert.ok(run.maxStall < FPS / 2, `held → and made no headway for ${run.maxStall} frames at most`);
			for (const ground of ['tile', 'step', 'ramp 30°', 'platform ↔', 'lift ↕']) {
				assert.ok(run.grounds.includes(ground), `stood on a ${ground} (${run.grounds.join(', ')})`);
			}
			const flag = await page.locator('#platformer-figures [data-figure="flag"]').textContent();
			assert.equal(flag, `${run.finishedAt.toFixed(1)} s`);

			if (kind === 'box') { // the picture: replayed to the jump over the wall
				await page.evaluate(() => window.demo.platformer.sim.reset());
				const again = await autopilot(page, { maxFrames: CROSSING_SECONDS * FPS, stopAtX: 50, skin: SKIN });
				assert.ok(again.x >= 50, `over the wall at (${again.x}, ${again.y})`);
				await mkdir(`${ROOT}build/screenshots`, { recursive: true });
				const png = `${ROOT}build/screenshots/platformer.png`;
				await page.locator('#platformer').screenshot({ path: png });
				if (process.env.UPDATE_DOCS_SCREENSHOT) await copyFile(png, `${ROOT}docs/platformer.png`);
			}
		});
	});
}

test('platformer scene: the character jumps up through a one-way platform and lands on it', async () => {
	await withScene('box', async (page) => {
		const { oneWay, tiles } = await page.evaluate(() => {
			const sim = window.demo.platformer.sim;
			sim.place(5.5, 3.81); // on the ground under one-way A (x 4-7, top 5.25, bottom 5)
			return { oneWay: sim.oneWays[0], tiles: [...sim.tileIds] };
		});
		let s = await step(page, 5);
		assert.ok(s.player.grounded && tiles.includes(s.player.groundId), 'on the ground below it');
		assert.ok(s.player.y + 0.8 < oneWay.top - 0.25, 'its head below the platform');
		await page.click('#platformer-canvas', { position: { x: 5, y: 5 } });
		await page.keyboard.press('Space');
		let highest = s.player.y, passed = false;
		for (let frame = 0; frame < 90; frame++) {
			s = await step(page, 1);
			highest = Math.max(highest, s.player.y);
			passed ||= s.player.y - 0.8 > oneWay.top;
			if (frame > 10 && s.player.grounded) break;
		}
		assert.ok(passed, `its feet rose above the platform (highest centre y ${highest.toFixed(3)})`);
		assert.ok(s.player.grounded, 'landed');
		assert.equal(s.player.groundId, oneWay.id, 'on the one-way platform');
		assert.ok(Math.abs(s.player.y - 0.8 - oneWay.top) < SKIN, `standing on its top: feet at ${(s.player.y - 0.8).toFixed(4)}`);
		s = await step(page, 30); // and it stays there
		assert.ok(s.player.grounded && s.player.groundId === oneWay.id, 'still on it');
		const shown = await page.locator('#platformer-figures [data-figure="ground"]').textContent();
		assert.equal(shown, `${oneWay.id} (${oneWay.name})`);
	});
});

test('platformer scene: the character rides the moving platform and the lift', async () => {
	await withScene('box', async (page) => {
		for (const [index, name] of [[0, 'across'], [1, 'lift']]) {
			await page.evaluate((i) => {
				const sim = window.demo.platformer.sim, p = sim.platforms[i];
				sim.reset(); // the platforms at their first end, resting 1 s
				sim.place(p.x + 0.3, p.y + 0.81);
			}, index);
			let s = await step(page, 2);
			const platform = () => s.platforms[index];
			assert.ok(s.player.grounded && s.player.groundId === platform().id, `${name}: on the platform`);
			const offset = s.player.x - platform().x;
			const from = { x: platform().x, y: platform().y };
			s = await step(page, 60); // the rest ends; 2 s of travel follow
			for (let frame = 0; frame < 2 * FPS; frame += 2) {
				s = await step(page, 2);
				const p = platform();
				assert.ok(s.player.grounded && s.player.groundId === p.id, `${name}, frame ${frame}: grounded on it (ground ${s.player.groundId})`);
				assert.ok(Math.abs(s.player.x - p.x - offset) < 1e-3, `${name}, frame ${frame}: x ${s.player.x} follows the platform's ${p.x}`);
				const gap = s.player.y - 0.8 - p.y;
				assert.ok(gap >= -1e-4 && gap < SKIN, `${name}, frame ${frame}: feet ${gap} above its top`);
			}
			const moved = Math.hypot(platform().x - from.x, platform().y - from.y);
			assert.ok(moved > 3.5, `${name}: the platform moved ${moved.toFixed(2)} tiles with the character on it`);
		}
	});
});
