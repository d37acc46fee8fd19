// Wasm memory: views are re-created after growth, and creating and destroying shapes does not leak.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PerformanceObserver } from 'node:perf_hooks';

import { MODULES, load } from './helpers.mjs';

const ngon = (n, r) => Array.from({ length: 2 * n }, (_, i) => (i & 1 ? Math.sin : Math.cos)((i >> 1) * 2 * Math.PI / n) * r);

for (const name of MODULES) {
	describe(`${name}: memory`, () => {
		it('growth while shapes and results are held: every later call sees the new buffer', async () => {
			const sat = await load(name);
			const a = sat.polygon([0, 0, 2, 0, 1, 2]), b = sat.box(2, 2);
			b.setPosition(2, 2);
			const out = sat.collide(a, b);
			const before = sat.memory.buffer;
			const heldView = new Float32Array(before);
			const bytesBefore = before.byteLength;
			// 64-gons take about 2 KiB each: 20,000 of them are more than the initial memory.
			const many = [];
			const big = ngon(64, 5);
			while (sat.memory.buffer.byteLength === bytesBefore) many.push(sat.polygon(big));
			for (let i = 0; i < 5000; ++i) many.push(sat.polygon(big));
			assert.ok(sat.memory.buffer.byteLength > bytesBefore, 'memory grew');
			assert.equal(heldView.length, 0, 'the old view was detached by the growth');
			// The handle created by the growing call, and the ones before and after it, are all right.
			for (const s of [many[0], many[many.length - 5001], many[many.length - 5000], many[many.length - 1]]) {
				assert.equal(s.vertexCount, 64);
				s.setPosition(100, 0);
				assert.equal(Math.round(s.aabb().maxX), 105);
			}
			assert.deepEqual(sat.collide(a, b), out);
			assert.deepEqual([...a.worldVertices()], [0, 0, 2, 0, 1, 2]);
			assert.deepEqual(sat.project(a, 1, 0), { min: 0, max: 2 });
			assert.equal(sat.sweep(a, b, 1, 1).hit, true);
			many[0].setPosition(2, 2);
			assert.equal(sat.collide(many[0], b).intersect, true);
			for (const s of many) s.destroy();
		});

		it('the game-loop path allocates nothing: with out objects, 300,000 frames run without a garbage collection', async () => {
			const sat = await load(name);
			const a = sat.polygon([0, 0, 2, 0, 1, 2]), b = sat.box(2, 2);
			b.setPosition(2, 2);
			const hit = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 };
			const toi = { hit: false, t: 0, normalX: 0, normalY: 0, mtvX: 0, mtvY: 0 };
			const range = { min: 0, max: 0 };
			const box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
			const verts = new Float32Array(6);
			const frame = (i) => {
				a.setPosition(i & 7, 0); // small integers: a fresh double argument may be boxed by V8 itself
				sat.collide(a, b, 1, 0.5, hit);
				sat.sweep(a, b, 1, 0.5, 1, toi);
				sat.project(a, 1, 0, range);
				a.aabb(box);
				a.worldVertices(verts);
			};
			let gcs = 0;
			const observer = new PerformanceObserver((list) => { gcs += list.getEntries().length; });
			observer.observe({ entryTypes: ['gc'] });
			const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
			for (let i = 0; i < 100000; ++i) frame(i); // warm up the JIT
			await settle();
			gcs = 0;
			for (let i = 0; i < 300000; ++i) frame(i);
			await settle();
			const withOut = gcs;
			gcs = 0;
			let sum = 0;
			for (let i = 0; i < 300000; ++i) sum += sat.collide(a, b, 1, 0.5).mtvX + sat.sweep(a, b, 1, 0.5).t;
			await settle();
			observer.disconnect();
			assert.ok(gcs > 0 && Number.isFinite(sum), 'the observer sees the collections of the allocating path');
			assert.ok(withOut <= 1, `${withOut} collections with out objects`);
			a.destroy();
			b.destroy();
		});

		it('a million create/destroy cycles leave memory.buffer.byteLength flat', async () => {
			const sat = await load(name);
			const tri = [0, 0, 2, 0, 1, 2], octagon = ngon(8, 1);
			const cycle = (i) => {
				const s = i % 4 === 0 ? sat.circle(1) : i % 4 === 1 ? sat.box(1, 2) : sat.polygon(i & 1 ? tri : octagon);
				s.setPosition(i & 7, 0);
				s.destroy();
			};
			for (let i = 0; i < 10000; ++i) cycle(i);
			const bytes = sat.memory.buffer.byteLength;
			for (let i = 0; i < 1000000; ++i) cycle(i);
			assert.equal(sat.memory.buffer.byteLength, bytes);
		});

		it('shapes kept alive in batches and destroyed: memory returns to the same high-water mark', async () => {
			const sat = await load(name);
			const batch = (n) => {
				const shapes = [];
				for (let i = 0; i < n; ++i) shapes.push(sat.polygon(ngon(3 + (i % 20), 2)));
				for (const s of shapes) s.destroy();
			};
			batch(30000);
			const bytes = sat.memory.buffer.byteLength;
			for (let round = 0; round < 10; ++round) batch(30000);
			assert.equal(sat.memory.buffer.byteLength, bytes);
		});
	});
}
