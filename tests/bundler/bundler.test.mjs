// web/sat.js through a bundler: Vite (pinned in package-lock.json) builds tests/bundler/ into build/bundler/,
// the wasm modules must come out as emitted assets that the bundled JS points at through
// `new URL(..., import.meta.url)`, and the built page, served on 127.0.0.1 and opened in headless chromium,
// must load both modules and get the blog example's hand-worked answer. Needs web/*.wasm (`make wasm`).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir, access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'vite';

import { serve } from '../../tools/serve.mjs';
import { ROOT, start } from '../browser/harness.mjs';

const CONFIG = fileURLToPath(new URL('./vite.config.mjs', import.meta.url));
const OUT = path.join(ROOT, 'build', 'bundler');
const ASSETS = path.join(OUT, 'assets');
const MODULES = { 'sat.wasm': /^sat-[\w-]+\.wasm$/, 'sat-baseline.wasm': /^sat-baseline-[\w-]+\.wasm$/ };

describe('Vite build of an app importing web/sat.js', () => {
	let files; // emitted file names in build/bundler/assets/
	let emitted; // 'sat.wasm' -> its emitted name
	let entry; // the bundled JS that index.html loads

	before(async () => {
		for (const name of Object.keys(MODULES)) {
			await access(path.join(ROOT, 'web', name)).catch(() => {
				throw new Error(`web/${name} is missing: run make wasm first (make test-bundler does)`);
			});
		}
		await build({ configFile: CONFIG });
		files = await readdir(ASSETS);
		emitted = {};
		for (const [name, pattern] of Object.entries(MODULES)) {
			const found = files.filter((f) => pattern.test(f) && !(name === 'sat.wasm' && f.startsWith('sat-baseline-')));
			assert.equal(found.length, 1, `exactly one emitted asset for web/${name} in ${files.join(', ')}`);
			emitted[name] = found[0];
		}
		const html = await readFile(path.join(OUT, 'index.html'), 'utf8');
		const script = /<script type="module"[^>]*\ssrc="\.\/assets\/([^"]+\.js)"/.exec(html);
		assert.ok(script, `build/bundler/index.html loads a module script from ./assets/ (base './'):\n${html}`);
		entry = await readFile(path.join(ASSETS, script[1]), 'utf8');
	});

	it('emits both wasm modules as assets, byte for byte the ones in web/', async () => {
		for (const [name, file] of Object.entries(emitted)) {
			const [built, source] = await Promise.all([readFile(path.join(ASSETS, file)), readFile(path.join(ROOT, 'web', name))]);
			assert.ok(built.equals(source), `assets/${file} differs from web/${name}`);
		}
		assert.equal(files.filter((f) => f.endsWith('.wasm')).length, 2, `two wasm assets, no more: ${files.join(', ')}`);
	});

	it('the bundled JS finds them with new URL(<emitted name>, import.meta.url), not inlined', () => {
		for (const file of Object.values(emitted)) {
			const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
			const reference = new RegExp(`new URL\\(\\s*[\`'"]${escaped}[\`'"]\\s*,\\s*import\\.meta\\.url\\s*\\)`);
			assert.match(entry, reference, `the bundle references ${file} relative to itself`);
		}
		assert.doesNotMatch(entry, /\.\/sat(-baseline)?\.wasm/, 'no reference to the unbundled names is left');
		assert.doesNotMatch(entry, /data:application\/wasm/, 'the modules are not inlined as data: URLs');
	});

	describe('the built page in headless chromium', () => {
		let server, url, chromium, page, wasmResponses, errors, result;

		before(async () => {
			server = await serve({ root: OUT, port: 0 });
			url = `http://127.0.0.1:${server.address().port}/`;
			// The harness's chromium, launched with the flags these machines need (it also serves web/, unused here).
			chromium = await start();
			page = await chromium.browser.newPage();
			errors = [];
			wasmResponses = [];
			page.on('console', (message) => {
				if (message.type() === 'error') errors.push(`console: ${message.text()}`);
			});
			page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
			page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
			page.on('response', (response) => {
				if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
				if (response.url().endsWith('.wasm')) {
					wasmResponses.push({ file: path.posix.basename(new URL(response.url()).pathname), status: response.status(),
						type: response.headers()['content-type'] });
				}
			});
			await page.goto(url);
			await page.waitForSelector('body[data-result], body[data-error]', { state: 'attached', timeout: 15_000 });
			const data = await page.evaluate(() => ({ ...document.body.dataset }));
			assert.equal(data.error, undefined, `the page failed: ${data.error}`);
			result = JSON.parse(data.result);
		});

		after(async () => {
			await chromium?.stop();
			if (server) await new Promise((done) => server.close(done));
		});

		it('loads the emitted modules from build/bundler/assets/ as application/wasm', () => {
			// init() takes sat.wasm where the browser has wasm SIMD (chromium does), init({ simd: false }) the baseline.
			assert.deepEqual(wasmResponses.map((r) => r.file).sort(), [emitted['sat-baseline.wasm'], emitted['sat.wasm']].sort());
			for (const r of wasmResponses) {
				assert.equal(r.status, 200, r.file);
				assert.match(r.type, /^application\/wasm\b/, r.file);
			}
		});

		for (const run of ['default', 'baseline']) {
			it(`${run} module: the blog example, triangle (0,0),(2,0),(1,2) against a 2x2 box at (2,2), MTV (-0.4, -0.2)`, () => {
				const { intersect, willIntersect, mtvX, mtvY } = result[run].collide;
				assert.equal(intersect, true);
				assert.equal(willIntersect, true);
				assert.ok(Math.abs(mtvX + 0.4) < 1e-6, `mtvX ${mtvX}`);
				assert.ok(Math.abs(mtvY + 0.2) < 1e-6, `mtvY ${mtvY}`);
			});

			it(`${run} module: a world with two overlapping boxes and a far one has one pair, pushed 0.5 apart`, () => {
				const { count, bodies, pair } = result[run].world;
				assert.equal(bodies, 3);
				assert.equal(count, 1);
				assert.deepEqual([pair.a, pair.b].sort(), [0, 1]);
				// Added to body a, the MTV separates it from b: body 0 (at x = 0) goes left, body 1 (x = 1.5) right.
				assert.ok(Math.abs(pair.mtvX - (pair.a === 0 ? -0.5 : 0.5)) < 1e-6, `mtvX ${pair.mtvX}`);
				assert.ok(Math.abs(pair.mtvY) < 1e-6, `mtvY ${pair.mtvY}`);
			});
		}

		it('no console errors, page errors or failed requests', () => {
			assert.deepEqual(errors, []);
		});
	});
});
