// The world through web/sat.js: pairs and MTVs equal a brute-force sat.collide over all pairs on seeded scenes
// (with removals, static bodies and filters), the SIMD and baseline modules agree bit for bit, ids, bad input,
// no allocation per frame, and flat memory over add/remove cycles.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, MODULES, randomShape, rng, throwsSat } from './helpers.mjs';

// A scene of `count` bodies; returns the world's sorted pairs and the brute-force pairs, both as
// [a, b, mtvX, mtvY] rows.
function scene(sat, seed, count, side) {
	const random = rng(seed);
	const world = sat.world();
	const bodies = [];
	for (let i = 0; i < count; ++i) {
		const shape = randomShape(sat, random);
		const x = random() * side, y = random() * side, angle = random() * 2 * Math.PI;
		const id = world.add(shape, x, y, angle);
		assert.equal(id, i, 'ids are 0, 1, 2, ... while nothing was removed');
		shape.setTransform(x, y, angle);
		const body = { shape, removed: false, isStatic: false, category: 1, mask: 0xffffffff };
		if (random() < 0.1) { body.isStatic = true; world.setStatic(id, true); }
		if (random() < 0.1) {
			body.category = 1 << Math.floor(random() * 3);
			body.mask = 1 << Math.floor(random() * 3);
			world.setFilter(id, body.category, body.mask);
		}
		bodies.push(body);
	}
	for (let i = 0; i < count; ++i) {
		if (random() < 0.1) { bodies[i].removed = true; world.remove(i); }
	}
	const xy = new Float64Array(2 * count);
	for (let i = 0; i < count; ++i) {
		xy[2 * i] = random() * side;
		xy[2 * i + 1] = random() * side;
		bodies[i].shape.setPosition(xy[2 * i], xy[2 * i + 1]);
	}
	world.setPositions(xy);
	const r = world.collisions();
	const got = [];
	for (let k = 0; k < r.count; ++k) got.push([r.a[k], r.b[k], r.mtvX[k], r.mtvY[k]]);
	got.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
	const expected = [];
	const out = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 };
	for (let i = 0; i < count; ++i) {
		for (let j = i + 1; j < count; ++j) {
			const p = bodies[i], q = bodies[j];
			if (p.removed || q.removed || (p.isStatic && q.isStatic)) continue;
			if ((p.category & q.mask) === 0 || (q.category & p.mask) === 0) continue;
			if (sat.collide(p.shape, q.shape, 0, 0, out).intersect) expected.push([i, j, out.mtvX, out.mtvY]);
		}
	}
	world.destroy();
	for (const b of bodies) b.shape.destroy();
	return { got, expected };
}

describe('world', () => {
	for (const name of MODULES) {
		describe(name, () => {
			it('pairs and MTVs equal brute force over all pairs (removals, static bodies, filters)', async () => {
				const sat = await load(name);
				let pairs = 0;
				for (let seed = 1; seed <= 8; ++seed) {
					const { got, expected } = scene(sat, seed * 7919, 300, 200);
					assert.equal(got.length, expected.length, `seed ${seed}: pair count`);
					assert.deepEqual(got, expected, `seed ${seed}: pairs and MTVs`);
					pairs += got.length;
				}
				assert.ok(pairs > 300, `the scenes have overlaps to check (${pairs})`);
			});

			it('tile seams: a box walked over a floor of tiles with separate() never snags, and stops at a wall', async () => {
				const sat = await load(name);
				const world = sat.world(), tile = sat.box(1, 1), box = sat.box(0.8, 0.8);
				for (let i = 0; i < 20; ++i) world.setStatic(world.add(tile, i + 0.5, -0.5), true);
				world.setStatic(world.add(tile, 15.5, 0.5), true); // a wall tile standing on the floor: a real face at 15
				const id = world.add(box, 2, 0.4);
				let x = 2, sideways = 0;
				for (let frame = 0; frame < 400; ++frame) {
					const t = world.transform(id);
					world.setTransform(id, t.x + 0.05, t.y - 0.1, 0);
					const r = world.collisions();
					for (let k = 0; k < r.count; ++k) if (r.mtvX[k] !== 0 && r.a[k] !== 20 && r.b[k] !== 20) ++sideways;
					world.separate(4);
					x = world.transform(id).x;
					if (x + 0.4 < 15 - 0.06) assert.ok(Math.abs(x - (2 + 0.05 * (frame + 1))) < 1e-3, `frame ${frame}: held back at x ${x}`);
				}
				assert.equal(sideways, 0, 'floor tiles push straight up, never sideways');
				assert.ok(Math.abs(x + 0.4 - 15) < 1e-3, `stopped at the wall's face: ${x + 0.4}`);
				world.destroy();
				tile.destroy();
				box.destroy();
			});

			it('hand-worked: boxes overlapping by 0.25, touching, apart', async () => {
				const sat = await load(name);
				const world = sat.world(), box = sat.box(1, 1);
				world.add(box, 0, 0);
				const b = world.add(box, 0.75, 0);
				world.add(box, 10, 0);
				let r = world.collisions();
				assert.equal(r.count, 1);
				assert.deepEqual([r.a[0], r.b[0], r.mtvX[0], r.mtvY[0]], [0, 1, -0.25, 0]);
				world.setTransform(b, 1, 0);
				r = world.collisions();
				assert.equal(r.count, 1, 'touching counts');
				assert.deepEqual([r.mtvX[0], r.mtvY[0]], [0, 0], 'with a zero MTV');
				world.setTransform(b, 1.001, 0);
				assert.equal(world.collisions().count, 0, 'a gap is no pair');
				box.destroy();
				world.setTransform(b, 0.5, 0);
				assert.equal(world.collisions().count, 1, 'the world keeps its own copy after the shape is destroyed');
				world.destroy();
			});

			it('ids: stale ids are rejected, a reused slot gets a new id', async () => {
				const sat = await load(name);
				const world = sat.world(), c = sat.circle(1);
				const ids = [0, 1, 2].map((i) => world.add(c, i * 10, 0));
				world.remove(ids[1]);
				throwsSat(() => world.remove(ids[1]), 'BAD_ID', /no body with id 1/);
				const fresh = world.add(c, 0, 50);
				assert.notEqual(fresh, ids[1]);
				throwsSat(() => world.setTransform(ids[1], 0, 0), 'BAD_ID');
				world.setTransform(fresh, 0, 60);
				assert.equal(world.count, 3);
				world.destroy();
				c.destroy();
			});

			it('bad ids and bad arrays throw SatError and change nothing', async () => {
				const sat = await load(name);
				const world = sat.world(), c = sat.circle(1);
				world.add(c, 0, 0);
				world.add(c, 1.5, 0);
				for (const id of [-1, 1.5, NaN, '0', null, 2 ** 31, 12345]) {
					throwsSat(() => world.remove(id), 'BAD_ID');
					throwsSat(() => world.setTransform(id, 0, 0), 'BAD_ID');
				}
				throwsSat(() => world.setPositions(new Float32Array(3)), 'BAD_ARRAY', /even/);
				throwsSat(() => world.setPositions(new Float32Array(6)), 'BAD_ARRAY', /3 positions for 2 slots/);
				throwsSat(() => world.setPositions('0,0'), 'BAD_ARRAY');
				throwsSat(() => world.setPositions(null), 'BAD_ARRAY');
				throwsSat(() => world.setPositions([0, 0, 'x', 1]), 'BAD_ARRAY', /xy\[2\]/);
				throwsSat(() => world.setPositions(new Float64Array([5, 5, Infinity, 0])), 'NOT_FINITE', /no body moved/);
				throwsSat(() => world.setPositions(new Float64Array([5, 5, 1e300, 0])), 'NOT_FINITE');
				throwsSat(() => world.setPositions(new Float64Array([5, 5, 2e18, 0])), 'OUT_OF_RANGE');
				assert.deepEqual(world.aabb(0), { minX: -1, minY: -1, maxX: 1, maxY: 1 }, 'nothing moved');
				assert.equal(world.collisions().count, 1);
				throwsSat(() => world.add({}, 0, 0), 'BAD_HANDLE');
				throwsSat(() => world.add(c, NaN, 0), 'NOT_FINITE');
				throwsSat(() => world.setFilter(0, 1.5, 1), 'BAD_ARRAY');
				throwsSat(() => sat.world({ capacity: -1 }), 'BAD_ARRAY');
				throwsSat(() => sat.world({ cellSize: NaN }), 'BAD_SIZE');
				throwsSat(() => sat.world({ cellSize: 2e18 }), 'OUT_OF_RANGE');
				throwsSat(() => sat.world({ cellSize: '1' }), 'BAD_SIZE', /cellSize must be a finite number >= 0 \(got the string "1"\)/);
				// The largest capacity is the C core's (SAT_ID_SLOT_BITS): both limits come from the module.
				throwsSat(() => sat.world({ capacity: 2 ** 22 + 1 }), 'BAD_ARRAY', /capacity must be an integer from 0 to 4194304/);
				throwsSat(() => sat.world({ capacity: 2 ** 40 }), 'BAD_ARRAY', /capacity/); // not wrapped to an int32 on the way
				throwsSat(() => world.setTransform(0, 0, 0, 1e39), 'OUT_OF_RANGE', /angle = 1e\+39/);
				throwsSat(() => world.aabb(0, 5), 'NULL', /out must be an object/);
				const other = await load(name);
				throwsSat(() => other.world().add(c, 0, 0), 'BAD_HANDLE', /another init/);
				c.destroy();
				throwsSat(() => world.add(c, 0, 0), 'BAD_HANDLE', /destroyed/);
				world.destroy();
				throwsSat(() => world.collisions(), 'BAD_HANDLE', /destroyed/);
				throwsSat(() => world.add(sat.circle(1), 0, 0), 'BAD_HANDLE');
				world.destroy(); // a second destroy does nothing
			});

			it('collisions() reuses its result object and views from frame to frame', async () => {
				const sat = await load(name);
				const world = sat.world(), box = sat.box(2, 2), n = 200, random = rng(5);
				for (let i = 0; i < n; ++i) world.add(box, random() * 60, random() * 60);
				const xy = new Float32Array(2 * n);
				const first = world.collisions();
				let views = [first.a, first.b, first.mtvX, first.mtvY], kept = 0;
				for (let frame = 0; frame < 50; ++frame) {
					for (let i = 0; i < 2 * n; ++i) xy[i] = random() * 60;
					world.setPositions(xy);
					const r = world.collisions();
					assert.equal(r, first, 'the same result object every frame');
					assert.ok(r.a.length >= r.count && r.mtvY.length === r.a.length);
					const now = [r.a, r.b, r.mtvX, r.mtvY];
					// new views only when the pair buffers grew to a new maximum
					if (now.every((v, k) => v === views[k])) ++kept;
					else assert.ok(r.a.length > views[0].length, 'views replaced only when the buffers grew');
					views = now;
				}
				assert.ok(kept >= 40, `views reused on most frames (${kept} of 50)`);
				world.destroy();
				box.destroy();
			});

			it('ten thousand add/remove cycles leave memory flat', async () => {
				const sat = await load(name);
				const world = sat.world(), shape = sat.polygon([0, 0, 3, 0, 3, 2, 0, 2]), random = rng(9);
				const ids = [];
				for (let i = 0; i < 100; ++i) ids.push(world.add(shape, random() * 50, random() * 50));
				world.collisions();
				const bytes = sat.memory.buffer.byteLength;
				for (let cycle = 0; cycle < 10000; ++cycle) {
					const k = cycle % 100;
					world.remove(ids[k]);
					ids[k] = world.add(shape, random() * 50, random() * 50);
					if (cycle % 100 === 0) world.collisions();
				}
				assert.equal(sat.memory.buffer.byteLength, bytes, 'memory did not grow');
				assert.equal(world.count, 100);
				world.destroy();
				shape.destroy();
			});
		});
	}

	it('the SIMD and baseline modules give bit-identical pairs and MTVs', async () => {
		const [simd, baseline] = await Promise.all(MODULES.map(load));
		for (let seed = 11; seed <= 14; ++seed) {
			const a = scene(simd, seed, 400, 220).got, b = scene(baseline, seed, 400, 220).got;
			const bits = (rows) => new Uint32Array(Float32Array.from(rows.flatMap((r) => [r[2], r[3]])).buffer);
			assert.deepEqual(a.map((r) => [r[0], r[1]]), b.map((r) => [r[0], r[1]]), `seed ${seed}: pairs`);
			assert.deepEqual(bits(a), bits(b), `seed ${seed}: MTV bits`);
		}
	});
});
