// sat.raycast and sat.hull through web/sat.js, in both modules: hand-worked casts (a box face, a rotated box, a
// circle, starting inside, a grazed corner, a miss, zero-length segments), hulls of small and large clouds that
// sat.polygon accepts, the result members sat.d.ts declares, and bad input.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, members, MODULES, near, rng, throwsSat } from './helpers.mjs';

const S = Math.SQRT1_2;

for (const name of MODULES) {
	describe(name, async () => {
		const sat = await load(name);

		describe('sat.raycast', () => {
			it('has exactly the members sat.d.ts declares', () => {
				const box = sat.box(2, 2);
				assert.deepEqual(Object.keys(sat.raycast(box, -5, 0, 5, 0)).sort(), members('RayHit'));
				box.destroy();
			});

			it('hits a box face at the known fraction, point and normal', () => {
				const box = sat.box(2, 2);
				assert.deepEqual(sat.raycast(box, -5, 0, 5, 0), { hit: true, fraction: Math.fround(0.4), x: -1, y: 0, normalX: -1, normalY: 0 });
				box.setPosition(10, 20);
				near(sat.raycast(box, 10, 10, 10, 30), { fraction: 0.45, x: 10, y: 19, normalX: 0, normalY: -1 });
				box.destroy();
			});

			it('hits a rotated box and a circle', () => {
				const box = sat.box(2, 2);
				box.setTransform(3, 0, Math.PI / 4);
				const x = 3.5 - Math.SQRT2;
				near(sat.raycast(box, 0, 0.5, 6, 0.5), { fraction: x / 6, x, y: 0.5, normalX: -S, normalY: S }, 1e-5);
				const ball = sat.circle(1);
				const r = sat.raycast(ball, -3, 0.6, 3, 0.6);
				assert.equal(r.hit, true);
				near(r, { fraction: 2.2 / 6, x: -0.8, y: 0.6, normalX: -0.8, normalY: 0.6 }, 1e-5);
				box.destroy();
				ball.destroy();
			});

			it('starts inside: fraction 0, normal 0; grazing a corner hits; a miss writes zeros', () => {
				const box = sat.box(2, 2);
				assert.deepEqual(sat.raycast(box, 0.5, 0.5, 5, 0), { hit: true, fraction: 0, x: 0.5, y: 0.5, normalX: 0, normalY: 0 });
				const corner = sat.raycast(box, 0, 2, 2, 0);
				assert.equal(corner.hit, true);
				near(corner, { fraction: 0.5, x: 1, y: 1 });
				const out = { hit: true, fraction: 1, x: 1, y: 1, normalX: 1, normalY: 1 };
				assert.equal(sat.raycast(box, -5, 3, 5, 3, out), out);
				assert.deepEqual(out, { hit: false, fraction: 0, x: 0, y: 0, normalX: 0, normalY: 0 });
				box.destroy();
			});

			it('takes zero-length segments as point tests', () => {
				const ball = sat.circle(1);
				ball.setPosition(2, 0);
				assert.equal(sat.raycast(ball, 2.5, 0, 2.5, 0).hit, true);
				assert.equal(sat.raycast(ball, 0, 0, 0, 0).hit, false);
				ball.destroy();
			});

			it('throws SatError for bad input and zeroes out', () => {
				const box = sat.box(2, 2);
				throwsSat(() => sat.raycast(null, 0, 0, 1, 1), 'NULL', /sat\.raycast: shape is null/);
				throwsSat(() => sat.raycast({}, 0, 0, 1, 1), 'BAD_HANDLE', /shape is not a shape handle/);
				throwsSat(() => sat.raycast(box, NaN, 0, 1, 1), 'NOT_FINITE', /x0 is NaN/);
				throwsSat(() => sat.raycast(box, 0, 0, 1, '1'), 'NOT_FINITE', /y1 must be a finite number/);
				throwsSat(() => sat.raycast(box, 0, 0, 1e30, 1), 'OUT_OF_RANGE', /x1 = 1e\+30/);
				throwsSat(() => sat.raycast(box, 0, 0, 1, 1, 5), 'NULL', /out must be an object/);
				const out = { hit: true, fraction: 1, x: 1, y: 1, normalX: 1, normalY: 1 };
				throwsSat(() => sat.raycast(box, 0, Infinity, 1, 1, out), 'NOT_FINITE', /y0 is Infinity/);
				assert.deepEqual(out, { hit: false, fraction: 0, x: 0, y: 0, normalX: 0, normalY: 0 });
				box.destroy();
				throwsSat(() => sat.raycast(box, 0, 0, 1, 1), 'BAD_HANDLE', /shape was destroyed/);
			});
		});

		describe('sat.hull', () => {
			it('keeps the corners of a square, counter-clockwise, in every input form', () => {
				const flat = [0.5, 0.5, 1, 1, 0, 0, 1, 0.5, 0.25, 0.75, 1, 0, 0, 1, 0, 0, 0.5, 0];
				const expected = new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]);
				assert.deepEqual(sat.hull(flat), expected);
				assert.deepEqual(sat.hull(new Float64Array(flat)), expected);
				const objects = [];
				for (let i = 0; i < flat.length; i += 2) objects.push({ x: flat[i], y: flat[i + 1] });
				assert.deepEqual(sat.hull(objects), expected);
			});

			it('takes clouds of any size, and sat.polygon accepts hulls of up to MAX_POLYGON_VERTICES points', () => {
				const random = rng(7);
				for (const n of [3, 10, 64, 100, 5000]) {
					const cloud = Array.from({ length: 2 * n }, () => random() * 200 - 100);
					const h = sat.hull(cloud);
					assert.ok(h.length >= 6 && h.length <= 2 * n);
					if (h.length <= 2 * sat.MAX_POLYGON_VERTICES) sat.polygon(h).destroy();
				}
				// 1100 points on a circle: a hull of 1100 points, more than a polygon takes.
				const ring = Array.from({ length: 1100 }, (_, i) => ({ x: 1e3 * Math.cos(i * Math.PI / 550), y: 1e3 * Math.sin(i * Math.PI / 550) }));
				assert.equal(sat.hull(ring).length, 2200);
				throwsSat(() => sat.polygon(sat.hull(ring)), 'TOO_MANY_POINTS');
			});

			it('throws SatError as sat.polygon does', () => {
				throwsSat(() => sat.hull(null), 'NULL', /sat\.hull: points is null/);
				throwsSat(() => sat.hull('abc'), 'BAD_ARRAY', /sat\.hull: points must be/);
				throwsSat(() => sat.hull([0, 0, 1]), 'ODD_COORDS', /sat\.hull/);
				throwsSat(() => sat.hull([0, 0, 1, 1]), 'TOO_FEW_POINTS', /2 points given/);
				throwsSat(() => sat.hull([0, 0, 1, 1, 2, 2, 3, 3]), 'COLLINEAR');
				throwsSat(() => sat.hull([1, 1, 1, 1, 1, 1]), 'TOO_FEW_POINTS');
				throwsSat(() => sat.hull([0, 0, 1, 0, 0, NaN]), 'NOT_FINITE', /points\[5\]/);
				throwsSat(() => sat.hull([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1e30 }]), 'OUT_OF_RANGE', /points\[2\]\.y/);
				const big = Array.from({ length: 400 }, (_, i) => i);
				big[301] = 'x';
				throwsSat(() => sat.hull(big), 'BAD_ARRAY', /points\[301\]/);
			});
		});
	});
}
