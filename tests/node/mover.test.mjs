// world.castShape, world.overlapShape and world.move through web/sat.js, in both modules: a seeded world checked
// against brute force (sat.sweep and sat.collide of every body's shape placed where the world has it), the mover
// on a tile floor and against a wall (hand-worked positions), one-way platforms in move(), and bad input (a
// SatError with the right code, nothing moved, no stale output).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, MODULES, near, randomShape, rng, throwsSat } from './helpers.mjs';

for (const name of MODULES) {
	describe(name, async () => {
		const sat = await load(name);

		it('castShape and overlapShape equal brute force over every body', () => {
			const random = rng(0xca57), world = sat.world(), shapes = [], filtered = new Set();
			for (let i = 0; i < 120; ++i) {
				const s = randomShape(sat, random, { r0: 0.5, span: 2 });
				const x = (random() - 0.5) * 60, y = (random() - 0.5) * 60, a = random() * 6;
				const id = world.add(s, x, y, a);
				if (i < 80) world.setStatic(id);
				if (random() < 0.2) {
					world.setFilter(id, 2, -1);
					filtered.add(id); // category 2 shares no bit with mask 1
				}
				s.setTransform(x, y, a);
				shapes.push({ id, s });
			}
			world.collisions();
			let hits = 0, starts = 0;
			for (let k = 0; k < 200; ++k) {
				const q = randomShape(sat, random, { r0: 0.3, span: 1.5 });
				const x = (random() - 0.5) * 60, y = (random() - 0.5) * 60, a = random() * 6;
				const len = random() < 0.5 ? 5 : 40, dir = random() * 2 * Math.PI;
				const dx = len * Math.cos(dir), dy = len * Math.sin(dir);
				const mask = random() < 0.7 ? -1 : 1, ignore = random() < 0.3 ? shapes[k % shapes.length].id : -1;
				q.setTransform(x, y, a);
				let want = { hit: false, id: -1, t: 0, normalX: 0, normalY: 0 };
				const overlapping = [];
				for (const { id, s } of shapes) {
					if (mask === 1 && filtered.has(id)) continue;
					if (sat.collide(q, s).intersect) overlapping.push(id);
					if (id === ignore) continue;
					const r = sat.sweep(q, s, dx, dy, 1);
					if (!r.hit || (want.hit && (r.t > want.t || (r.t === want.t && id > want.id)))) continue;
					want = { hit: true, id, t: r.t, normalX: r.normalX, normalY: r.normalY };
				}
				q.setTransform(-x, 0, 0); // the world uses its own copy, placed where asked
				const got = world.castShape(q, x, y, a, dx, dy, { mask, ignore });
				assert.deepEqual({ hit: got.hit, id: got.id, t: got.t, normalX: got.normalX, normalY: got.normalY }, want,
					`cast ${k}`);
				assert.deepEqual([...world.overlapShape(q, x, y, a, { mask })], overlapping, `overlap ${k}`);
				hits += got.hit;
				starts += got.hit && got.t === 0;
				q.destroy();
			}
			assert.ok(hits > 40 && starts > 5 && hits - starts > 20, `${hits} hits, ${starts} at t = 0`);
			for (const { s } of shapes) s.destroy();
			world.destroy();
		});

		it('castShape: hand-worked hit, ties, out, miss', () => {
			const world = sat.world(), tile = sat.box(1, 1), probe = sat.box(1, 1);
			const a = world.add(tile, 5.5, 0.5), b = world.add(tile, 5.5, 0.5); // the same place: a tie
			world.setStatic(a);
			const hit = world.castShape(probe, 0.5, 0.5, 0, 10, 0);
			assert.equal(hit.hit, true);
			assert.equal(hit.id, Math.min(a, b));
			near(hit.t, 0.4, 1e-6, 't');
			near(hit.normalX, -1, 1e-6, 'normalX');
			near(hit.x, 5, 1e-5, 'x');
			near(hit.y, 0.5, 1e-5, 'y');
			const out = { hit: true, id: 7, t: 1, x: 1, y: 1, normalX: 1, normalY: 1 };
			assert.equal(world.castShape(probe, 0.5, 5, 0, 10, 0, null, out), out);
			assert.deepEqual(out, { hit: false, id: -1, t: 0, x: 0, y: 0, normalX: 0, normalY: 0 });
			assert.equal(world.castShape(probe, 0.5, 0.5, 0, 10, 0, { ignore: Math.min(a, b) }).id, Math.max(a, b));
			throwsSat(() => world.castShape(probe, NaN, 0, 0, 1, 0), 'NOT_FINITE');
			throwsSat(() => world.castShape(probe, 0, 0, 0, 1e19, 0, null, out), 'OUT_OF_RANGE');
			assert.equal(out.hit, false);
			throwsSat(() => world.castShape(probe, 0, 0, 0, 1, 0, { mask: 'all' }), 'BAD_ARRAY');
			throwsSat(() => world.castShape(probe, 0, 0, 0, 1, 0, { ignore: 1.5 }), 'BAD_ARRAY');
			throwsSat(() => world.castShape({}, 0, 0, 0, 1, 0), 'BAD_HANDLE');
			const ids = new Int32Array(1);
			assert.equal(world.overlapShape(probe, 5.5, 0.5, 0, null, ids), 2);
			assert.equal(ids[0], Math.min(a, b));
			tile.destroy();
			probe.destroy();
			world.destroy();
		});

		it('move: a tile floor at constant speed, a wall a skin away, one-way from below and above', () => {
			const world = sat.world(), tile = sat.box(1, 1), body = sat.box(0.8, 1.6);
			for (let i = 0; i < 30; ++i) world.setStatic(world.add(tile, i + 0.5, -0.5));
			const wall = world.add(sat.box(1, 10), 20.5, 5);
			world.setStatic(wall);
			const platform = world.add(sat.box(4, 0.2), 5, 3);
			world.setStatic(platform);
			world.setOneWay(platform, 0, 1);
			const c = world.add(body, 1, 0.85);
			const skin = 0.01 * Math.hypot(0.4, 0.8);
			let r = world.move(c, 0, -0.2);
			assert.equal(r.grounded, true);
			near(r.y, 0.8 + skin, 1e-5, 'resting height');
			const out = {};
			for (let frame = 0; frame < 200; ++frame) {
				const x = r.x;
				r = world.move(c, 0.1, -0.05, { stepHeight: 0 }, out);
				assert.equal(r, out);
				near(r.x, Math.min(x + 0.1, 20 - 0.4 - skin), 1e-4, `x at frame ${frame}`);
				assert.equal(r.grounded, true);
			}
			near(r.x, 20 - 0.4 - skin, 1e-5, 'stopped by the wall');
			world.setTransform(c, 5, 0.81);
			for (let frame = 0; frame < 8; ++frame) r = world.move(c, 0, 0.5);
			near(r.y, 4.81, 1e-4, 'jumped up through the one-way platform');
			for (let frame = 0; frame < 20; ++frame) r = world.move(c, 0, -0.3);
			assert.equal(r.groundId, platform);
			near(r.y, 3.1 + 0.8 + skin, 1e-4, 'standing on it');
			assert.deepEqual(world.getOneWay(platform), { x: 0, y: 1 });
			throwsSat(() => world.move(wall, 1, 0), 'BAD_TYPE', /not kinematic/);
			throwsSat(() => world.move(c, NaN, 0), 'NOT_FINITE');
			throwsSat(() => world.move(c, 1, 0, { upX: 0, upY: 0 }), 'BAD_AXIS');
			throwsSat(() => world.move(c, 1, 0, { maxSlope: 3 }), 'OUT_OF_RANGE', /maxSlope/);
			throwsSat(() => world.move(c, 1, 0, { snapDown: -1 }), 'BAD_SIZE');
			throwsSat(() => world.move(c, 1, 0, { skin: '1' }), 'NOT_FINITE');
			throwsSat(() => world.move(c, 1, 0, 5), 'BAD_ARRAY');
			const before = world.transform(c);
			throwsSat(() => world.move(c, 1, 0, { stepHeight: -2 }), 'BAD_SIZE');
			assert.deepEqual(world.transform(c), before);
			tile.destroy();
			body.destroy();
			world.destroy();
		});
	});
}
