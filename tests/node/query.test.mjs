// world.raycast, world.queryAABB and world.queryPoint through web/sat.js, in both modules: hand-worked cases, a
// seeded world checked against brute force (sat.raycast of every body's shape placed where the world has it, a
// double-precision box test from the shapes' world vertices), bad input for every argument (a SatError with the
// right code, nothing changed, no stale output) and no allocation with `out`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, members, MODULES, near, rng, throwsSat } from './helpers.mjs';

const MISS = { hit: false, id: -1, fraction: 0, x: 0, y: 0, normalX: 0, normalY: 0 };

/** A world with a box (static) at the origin, a box (movable) at (4, 0) and a circle at (0, 10). */
function scene(sat) {
	const world = sat.world();
	const box = sat.box(2, 2), ball = sat.circle(1);
	const a = world.add(box, 0, 0);
	world.setStatic(a);
	const b = world.add(box, 4, 0), c = world.add(ball, 0, 10);
	box.destroy();
	ball.destroy();
	return { world, a, b, c };
}

/** Separation in double of a shape (world vertices, or a circle) from a box: > 0 apart, <= 0 overlapping. */
function boxSeparation(shape, minX, minY, maxX, maxY) {
	if (shape.type === 'circle') {
		const cx = Math.min(Math.max(shape.x, minX), maxX), cy = Math.min(Math.max(shape.y, minY), maxY);
		return Math.hypot(shape.x - cx, shape.y - cy) - shape.radius;
	}
	const v = shape.worldVertices(), n = v.length / 2, corners = [[minX, minY], [maxX, minY], [maxX, maxY], [minX, maxY]];
	const axes = [[1, 0], [0, 1]];
	for (let i = 0; i < n; ++i) {
		const j = (i + 1) % n, ex = v[2 * j] - v[2 * i], ey = v[2 * j + 1] - v[2 * i + 1], len = Math.hypot(ex, ey);
		if (len > 0) axes.push([ey / len, -ex / len]);
	}
	let best = -Infinity;
	for (const [ax, ay] of axes) {
		let pMin = Infinity, pMax = -Infinity, bMin = Infinity, bMax = -Infinity;
		for (let i = 0; i < n; ++i) {
			const d = ax * v[2 * i] + ay * v[2 * i + 1];
			pMin = Math.min(pMin, d);
			pMax = Math.max(pMax, d);
		}
		for (const [x, y] of corners) {
			const d = ax * x + ay * y;
			bMin = Math.min(bMin, d);
			bMax = Math.max(bMax, d);
		}
		best = Math.max(best, bMin - pMax, pMin - bMax);
	}
	return best;
}

for (const name of MODULES) {
	describe(name, async () => {
		const sat = await load(name);

		describe('world.raycast', () => {
			it('has exactly the members sat.d.ts declares', () => {
				const { world } = scene(sat);
				assert.deepEqual(Object.keys(world.raycast(-5, 0, 5, 0)).sort(), members('WorldRayHit'));
				assert.deepEqual(Object.keys(world.raycast(-5, 50, 5, 50)).sort(), members('WorldRayHit'));
				world.destroy();
			});

			it('hits the closest body at the known fraction, point and normal, with no step needed', () => {
				const { world, a, b, c } = scene(sat);
				for (let pass = 0; pass < 3; ++pass) {
					assert.deepEqual(world.raycast(-5, 0, 10, 0), { hit: true, id: a, fraction: Math.fround(4 / 15), x: -1, y: 0, normalX: -1, normalY: 0 });
					assert.deepEqual(world.raycast(10, 0, -5, 0), { hit: true, id: b, fraction: Math.fround(5 / 15), x: 5, y: 0, normalX: 1, normalY: 0 });
					near(world.raycast(0, 20, 0, 0), { hit: 1, id: c, fraction: 0.45, x: 0, y: 11, normalX: 0, normalY: 1 }, 1e-6);
					assert.deepEqual(world.raycast(0.5, 0.5, 5, 0), { hit: true, id: a, fraction: 0, x: 0.5, y: 0.5, normalX: 0, normalY: 0 });
					assert.deepEqual(world.raycast(-5, 5, 5, 5), MISS);
					world.collisions();
				}
				world.setTransform(b, 4, 5); // moved after the step: seen where it is
				assert.deepEqual(world.raycast(10, 0, -5, 0).id, a);
				assert.equal(world.raycast(10, 5, -5, 5).id, b);
				world.remove(a);
				assert.deepEqual(world.raycast(-5, 0, 10, 0), MISS);
				world.destroy();
			});

			it('honours the mask (category 1 by default)', () => {
				const { world, a, b } = scene(sat);
				world.setFilter(a, 2, 0xffffffff);
				assert.equal(world.raycast(-5, 0, 10, 0).id, a);
				assert.equal(world.raycast(-5, 0, 10, 0, null).id, a);
				assert.equal(world.raycast(-5, 0, 10, 0, {}).id, a);
				assert.equal(world.raycast(-5, 0, 10, 0, { mask: 0xffffffff }).id, a);
				assert.equal(world.raycast(-5, 0, 10, 0, { mask: -1 }).id, a);
				assert.equal(world.raycast(-5, 0, 10, 0, { mask: 2 }).id, a);
				assert.equal(world.raycast(-5, 0, 10, 0, { mask: 1 }).id, b);
				assert.deepEqual(world.raycast(-5, 0, 10, 0, { mask: 4 }), MISS);
				assert.deepEqual(world.raycast(-5, 0, 10, 0, { mask: 0 }), MISS);
				world.setFilter(b, 0x80000000, 0xffffffff);
				assert.equal(world.raycast(-5, 0, 10, 0, { mask: 0x80000001 }).id, b);
				world.destroy();
			});

			it('fills and returns out without allocating, and zeroes it on a miss', () => {
				const { world, a } = scene(sat);
				const out = { hit: false, id: 0, fraction: 0, x: 0, y: 0, normalX: 0, normalY: 0, frame: 7 };
				assert.equal(world.raycast(-5, 0, 10, 0, undefined, out), out);
				assert.equal(out.id, a);
				assert.equal(out.frame, 7);
				assert.equal(world.raycast(-5, 50, 10, 50, { mask: 1 }, out), out);
				assert.deepEqual({ ...out, frame: undefined }, { ...MISS, frame: undefined });
				world.destroy();
			});
		});

		describe('world.queryAABB and world.queryPoint', () => {
			it('find shapes, not bounding boxes; touching counts; ids ascending', () => {
				const { world, a, b, c } = scene(sat);
				for (let pass = 0; pass < 3; ++pass) {
					assert.deepEqual(world.queryAABB(1, 0, 3, 0.5), Int32Array.of(a, b)); // touches both faces
					assert.deepEqual(world.queryAABB(1.0001, 0, 2.9999, 0.5), new Int32Array(0));
					assert.deepEqual(world.queryAABB(0.8, 10.8, 2, 12), new Int32Array(0)); // the circle's box, not it
					assert.deepEqual(world.queryAABB(0.7, 10.7, 2, 12), Int32Array.of(c));
					assert.deepEqual(world.queryAABB(-100, -100, 100, 100), Int32Array.of(a, b, c));
					assert.deepEqual(world.queryAABB(0, 0, 0, 0), Int32Array.of(a));
					assert.deepEqual(world.queryPoint(1, 0.5), Int32Array.of(a)); // on the edge
					assert.deepEqual(world.queryPoint(3, -1), Int32Array.of(b)); // a corner
					assert.deepEqual(world.queryPoint(0, 11), Int32Array.of(c)); // on the circle
					assert.deepEqual(world.queryPoint(0.71, 10.71), new Int32Array(0));
					assert.deepEqual(world.queryPoint(2, 0), new Int32Array(0));
					world.collisions();
				}
				world.destroy();
			});

			it('with out: the count returned, a prefix written, the same array reused', () => {
				const world = sat.world(), box = sat.box(1, 1);
				const ids = [];
				for (let i = 0; i < 40; ++i) ids.push(world.add(box, i * 0.5, 0));
				box.destroy();
				const out = new Int32Array(8).fill(-9);
				assert.equal(world.queryAABB(-100, -100, 100, 100, out), 40);
				assert.deepEqual(out, Int32Array.from(ids.slice(0, 8)));
				const big = new Int32Array(64).fill(-9);
				assert.equal(world.queryAABB(-100, -100, 100, 100, big), 40);
				assert.deepEqual(big.subarray(0, 40), Int32Array.from(ids));
				assert.equal(big[40], -9);
				assert.equal(world.queryPoint(1, 0, out), 3); // boxes at 0.5, 1 and 1.5
				assert.deepEqual(out.subarray(0, 3), Int32Array.from(ids.slice(1, 4)));
				assert.equal(world.queryPoint(1, 0, new Int32Array(0)), 3);
				// Without out: exactly the ids, also past the buffer's first size.
				assert.deepEqual(world.queryAABB(-100, -100, 100, 100), Int32Array.from(ids));
				world.destroy();
			});

			it('see statics added, moved and removed with no step in between', () => {
				const world = sat.world(), box = sat.box(2, 2);
				for (let i = 0; i < 30; ++i) world.setStatic(world.add(box, i * 2, -10));
				world.collisions();
				const s = world.add(box, 5, 5);
				world.setStatic(s);
				assert.deepEqual(world.queryPoint(5, 5), Int32Array.of(s));
				assert.equal(world.raycast(5, 20, 5, 0).id, s);
				world.setTransform(s, 15, 5);
				assert.deepEqual(world.queryPoint(5, 5), new Int32Array(0));
				assert.deepEqual(world.queryAABB(14, 4, 14.5, 4.5), Int32Array.of(s));
				world.remove(s);
				assert.deepEqual(world.queryAABB(14, 4, 14.5, 4.5), new Int32Array(0));
				assert.deepEqual(world.raycast(15, 20, 15, 0).hit, false);
				box.destroy();
				world.destroy();
			});
		});

		it('agree with brute force on a seeded world (statics, walls, movers, moves after the step, filters)', () => {
			const random = rng(0x9e3779b9), world = sat.world(), shapes = new Map(), category = new Map();
			const make = () => {
				const u = random(), r = 0.3 + random() * 2;
				if (u < 0.1) return sat.box(5 + random() * 30, 0.1 + random() * 0.2); // a long thin wall
				if (u < 0.35) return sat.circle(r);
				if (u < 0.6) return sat.box(r, 0.3 + random() * r);
				const n = 3 + Math.floor(random() * 5), angles = Array.from({ length: n }, (_, k) => (k + random() * 0.8) * 2 * Math.PI / n);
				return sat.polygon(angles.flatMap((t) => [r * Math.cos(t), r * Math.sin(t)]));
			};
			const place = (id, shape, x, y, angle) => {
				world.setTransform(id, x, y, angle);
				shape.setTransform(x, y, angle);
			};
			for (let i = 0; i < 220; ++i) {
				const shape = make(), x = (random() - 0.5) * 120, y = (random() - 0.5) * 120, angle = random() < 0.3 ? 0 : random() * 6;
				const id = world.add(shape, x, y, angle);
				shape.setTransform(x, y, angle);
				if (i < 170) world.setStatic(id);
				if (random() < 0.2) {
					const cat = 1 + Math.floor(random() * 15);
					world.setFilter(id, cat, 0xffffffff);
					category.set(id, cat);
				}
				shapes.set(id, shape);
			}
			const out = new Int32Array(512);
			let rays = 0, boxes = 0;
			const check = () => {
				for (let k = 0; k < 40; ++k) {
					const x0 = (random() - 0.5) * 160, y0 = (random() - 0.5) * 160;
					const long = random() < 0.2 ? 1e4 : 1;
					const x1 = x0 + (random() - 0.5) * 160 * long, y1 = y0 + (random() - 0.5) * 160 * long;
					const mask = random() < 0.5 ? 0xffffffff : Math.floor(random() * 16);
					let want = MISS;
					for (const [id, shape] of shapes) {
						if (((category.get(id) ?? 1) & mask) === 0) continue;
						const h = sat.raycast(shape, Math.fround(x0), Math.fround(y0), Math.fround(x1), Math.fround(y1));
						if (h.hit && (!want.hit || h.fraction < want.fraction || (h.fraction === want.fraction && id < want.id))) want = { ...h, id };
					}
					const got = world.raycast(x0, y0, x1, y1, { mask });
					assert.deepEqual(got, { hit: want.hit, id: want.id, fraction: want.fraction, x: want.x, y: want.y, normalX: want.normalX, normalY: want.normalY });
					rays++;
					const w = random() * 20, h = random() * 20, px = Math.fround(x0), py = Math.fround(y0);
					const count = world.queryAABB(px, py, px + w, py + h, out);
					const found = new Set(out.subarray(0, count));
					assert.equal(found.size, count);
					for (const [id, shape] of shapes) {
						const sep = boxSeparation(shape, px, py, Math.fround(px + w), Math.fround(py + h));
						if (Math.abs(sep) > 1e-4) assert.equal(found.has(id), sep < 0, `box query, body ${id}, separation ${sep}`);
					}
					const points = world.queryPoint(px, py);
					const inside = [...shapes].filter(([, shape]) => sat.raycast(shape, px, py, px, py).hit).map(([id]) => id);
					assert.deepEqual(points, Int32Array.from(inside.sort((p, q) => p - q)));
					boxes++;
				}
			};
			check();
			for (let round = 0; round < 3; ++round) {
				world.collisions();
				check();
				for (const [id, shape] of shapes) {
					if (random() < 0.1) place(id, shape, shape.x + (random() - 0.5) * 4, shape.y + (random() - 0.5) * 4, random() < 0.5 ? shape.angle : random() * 6);
				}
				check();
			}
			assert.ok(rays >= 280 && boxes >= 280);
			for (const shape of shapes.values()) shape.destroy();
			world.destroy();
		});

		describe('bad input', () => {
			it('throws SatError with the code and the argument named, and changes nothing', () => {
				const { world, a } = scene(sat);
				const before = [world.raycast(-5, 0, 10, 0), world.queryAABB(-100, -100, 100, 100), world.queryPoint(0, 0)];
				const coords = [['x0', 0], ['y0', 1], ['x1', 2], ['y1', 3]];
				for (const [argName, k] of coords) {
					for (const [bad, code] of [[NaN, 'NOT_FINITE'], [Infinity, 'NOT_FINITE'], [-Infinity, 'NOT_FINITE'], [1e19, 'OUT_OF_RANGE'], ['1', 'NOT_FINITE'], [undefined, 'NOT_FINITE']]) {
						const args = [-5, 0, 10, 0];
						args[k] = bad;
						const out = { hit: true, id: 3, fraction: 1, x: 1, y: 1, normalX: 1, normalY: 1 };
						throwsSat(() => world.raycast(args[0], args[1], args[2], args[3], null, out), code, new RegExp(`world.raycast: ${argName}`));
						assert.deepEqual(out, MISS);
					}
				}
				for (const [argName, k] of [['minX', 0], ['minY', 1], ['maxX', 2], ['maxY', 3]]) {
					for (const [bad, code] of [[NaN, 'NOT_FINITE'], [Infinity, 'NOT_FINITE'], [-1e19, 'OUT_OF_RANGE'], [null, 'NOT_FINITE']]) {
						const args = [-1, -1, 1, 1];
						args[k] = bad;
						throwsSat(() => world.queryAABB(args[0], args[1], args[2], args[3]), code, new RegExp(`world.queryAABB: ${argName}`));
						throwsSat(() => world.queryAABB(args[0], args[1], args[2], args[3], new Int32Array(4)), code);
					}
				}
				for (const [argName, k] of [['x', 0], ['y', 1]]) {
					for (const [bad, code] of [[NaN, 'NOT_FINITE'], [-Infinity, 'NOT_FINITE'], [2e18, 'OUT_OF_RANGE'], [{}, 'NOT_FINITE']]) {
						const args = [0, 0];
						args[k] = bad;
						throwsSat(() => world.queryPoint(args[0], args[1]), code, new RegExp(`world.queryPoint: ${argName}`));
					}
				}
				throwsSat(() => world.queryAABB(2, 0, 1, 1), 'BAD_SIZE', /minX \(2\) > maxX \(1\)/);
				throwsSat(() => world.queryAABB(0, 2, 1, 1), 'BAD_SIZE', /minY \(2\) > maxY \(1\)/);
				for (const out of [[], new Float32Array(4), new Uint32Array(4), 5, 'ids']) {
					throwsSat(() => world.queryAABB(0, 0, 1, 1, /** @type {any} */ (out)), 'BAD_ARRAY', /out must be an Int32Array/);
					throwsSat(() => world.queryPoint(0, 0, /** @type {any} */ (out)), 'BAD_ARRAY', /out must be an Int32Array/);
				}
				for (const options of [5, 'mask', true]) throwsSat(() => world.raycast(0, 0, 1, 1, /** @type {any} */ (options)), 'BAD_ARRAY', /options must be/);
				for (const mask of [1.5, 2 ** 32, -(2 ** 31) - 1, NaN, '1', null]) {
					throwsSat(() => world.raycast(0, 0, 1, 1, { mask: /** @type {any} */ (mask) }), 'BAD_ARRAY', /options.mask must be an unsigned 32-bit integer/);
				}
				for (const out of [5, 'out']) throwsSat(() => world.raycast(0, 0, 1, 1, null, /** @type {any} */ (out)), 'NULL', /out must be an object/);
				assert.deepEqual([world.raycast(-5, 0, 10, 0), world.queryAABB(-100, -100, 100, 100), world.queryPoint(0, 0)], before);
				assert.equal(before[0].id, a);
				world.destroy();
				throwsSat(() => world.raycast(0, 0, 1, 1), 'BAD_HANDLE', /destroyed/);
				throwsSat(() => world.queryAABB(0, 0, 1, 1), 'BAD_HANDLE', /destroyed/);
				throwsSat(() => world.queryPoint(0, 0, new Int32Array(2)), 'BAD_HANDLE', /destroyed/);
			});
		});
	});
}
