// The rollback scene in headless chromium (web/demo/rollback.js): two peers exchanging inputs with a delay, each
// predicting, rolling back (world.restore of a dynamic snapshot) and re-simulating. Driven tick by tick through the
// scene's test hook (window.demo.rollback.startManual / advance), so the check does not depend on how fast frames
// come: 10 s of game at 150 ms of delay must roll back (both peers), keep the two peers' hashes of every confirmed
// frame equal and equal to the same match's at 0 ms (no rollback), and at the last frame to the game simulated with
// no network at all. Then the scene as a user runs it (its button, real time): the figures say "in sync".
// UPDATE_DOCS_SCREENSHOT=1 also copies the screenshot to docs/rollback.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, copyFile } from 'node:fs/promises';
import { ROOT, start, withDemoPage } from './harness.mjs';

let env;
before(async () => {
	env = await start();
});
after(async () => {
	await env?.stop();
});

const withPage = (fn) => withDemoPage(env.browser, env.url, fn);

test('rollback scene: 10 s at 150 ms of delay roll back, the peers agree on every confirmed frame, and the game ends as with no delay', async () => {
	await withPage(async (page) => {
		assert.equal(await page.evaluate(() => window.demo.rollback.state()), null, 'the scene waits for its button');
		const result = await page.evaluate(() => {
			const scene = window.demo.rollback;
			let match = scene.startManual(150);
			const checks = { frames: 0, differ: [], hashes: {} };
			for (let t = 0; t < 600; t++) {
				match.step();
				if (match.confirmed < 0) continue;
				const [a, b] = match.hashesAt(match.confirmed);
				checks.frames++;
				checks.hashes[match.confirmed] = a;
				if (a !== b) checks.differ.push([match.confirmed, a, b]);
			}
			const state = scene.advance(0);
			const reference = scene.referenceHash(state.confirmed, state.inputDelay);
			// The same game with no delay: every input arrives in its frame, nothing is predicted or rolled back.
			match = scene.startManual(0);
			const direct = { differ: [], frames: 0 };
			while (match.confirmed < state.confirmed) {
				match.step();
				const f = match.confirmed, [a, b] = match.hashesAt(f);
				if (!(f in checks.hashes)) continue;
				direct.frames++;
				if (a !== checks.hashes[f] || b !== a) direct.differ.push([f, checks.hashes[f], a, b]);
			}
			return { checks, state, reference, direct, noDelay: scene.state() };
		});
		const { checks, state, reference, direct, noDelay } = result;
		assert.equal(state.latency, 9, '150 ms is 9 frames at 60 Hz');
		assert.equal(state.inputDelay, 0, 'within the 10-frame window: no input delay');
		assert.ok(checks.frames >= 590, `${checks.frames} confirmed frames checked`);
		assert.deepEqual(checks.differ.slice(0, 3), [], `${checks.differ.length} confirmed frames whose hashes differ between the peers`);
		assert.ok(state.rollbacks[0] > 10 && state.rollbacks[1] > 10, `rollbacks ${state.rollbacks}: the delay must make both peers roll back`);
		assert.ok(state.resimulated[0] >= 5 * state.rollbacks[0], `frames re-simulated ${state.resimulated} for rollbacks ${state.rollbacks}`);
		assert.equal(state.hashes[0], reference, `frame ${state.confirmed}: the peers' hash against the game simulated with no network`);
		assert.deepEqual(noDelay.rollbacks, [0, 0], 'no delay: nothing to roll back');
		assert.equal(noDelay.confirmed, state.confirmed);
		assert.ok(direct.frames >= 590, `${direct.frames} frames compared with the match at 0 ms`);
		assert.deepEqual(direct.differ.slice(0, 3), [], `${direct.differ.length} confirmed frames whose hash at 150 ms differs from the match at 0 ms`);
		assert.ok(state.snapshotBytes > 0 && state.snapshotBytes < 100 * 40, `a dynamic snapshot of ${state.snapshotBytes} bytes for the arena's 38 bodies`);
	});
});

test('rollback scene: 200 ms (12 frames) becomes 2 frames of input delay and a 10-frame window; still in sync', async () => {
	await withPage(async (page) => {
		const state = await page.evaluate(() => {
			const scene = window.demo.rollback;
			scene.startManual(200);
			return scene.advance(300);
		});
		assert.equal(state.latency, 12);
		assert.equal(state.inputDelay, 2);
		assert.equal(state.hashes[0], state.hashes[1]);
		const reference = await page.evaluate(([frame, delay]) => window.demo.rollback.referenceHash(frame, delay), [state.confirmed, state.inputDelay]);
		assert.equal(state.hashes[0], reference);
	});
});

test('rollback scene: run from its button in real time, the figures show the two hashes equal; screenshot', async () => {
	await withPage(async (page) => {
		await page.locator('#rollback').scrollIntoViewIfNeeded();
		await page.click('#rollback-toggle');
		assert.equal(await page.locator('#rollback').getAttribute('data-state'), 'running');
		await page.waitForFunction(() => (window.demo.rollback.state()?.tick ?? 0) >= 150, null, { timeout: 30_000, polling: 50 });
		await page.waitForFunction(() => document.querySelector('#rollback-figures [data-figure="sync"]').textContent !== '–',
			null, { timeout: 10_000, polling: 50 });
		const figures = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#rollback-figures [data-figure]')]
			.map((b) => [b.dataset.figure, b.textContent])));
		assert.equal(figures.sync, 'in sync', JSON.stringify(figures));
		assert.equal(figures.hash1, figures.hash2);
		assert.match(figures.hash1, /^[0-9a-f]{16}$/);
		for (const n of [1, 2]) assert.match(figures[`frame${n}`], /^\d+$/, `peer ${n}'s frame`);
		for (const n of [1, 2]) assert.match(figures[`resimulated-total${n}`], /^\d+$/, `peer ${n}'s frames re-simulated`);
		await mkdir(`${ROOT}build/screenshots`, { recursive: true });
		const png = `${ROOT}build/screenshots/rollback.png`;
		await page.locator('#rollback').screenshot({ path: png });
		if (process.env.UPDATE_DOCS_SCREENSHOT) {
			await mkdir(`${ROOT}docs`, { recursive: true });
			await copyFile(png, `${ROOT}docs/rollback.png`);
		}
		await page.click('#rollback-toggle');
		assert.equal(await page.locator('#rollback').getAttribute('data-state'), 'stopped');
	});
});
