// Hand-worked cases and the contracts of src/sat.h, through web/sat.js, on both wasm builds.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';

import { MODULES, load, near } from './helpers.mjs';

for (const name of MODULES) {
	describe(`${name}: hand-worked cases`, () => {
		let sat;
		before(async () => { sat = await load(name); });

		it('1. the blog example: triangle (0,0),(2,0),(1,2) against a 2x2 box at (2,2) collides with MTV (-0.4, -0.2)', () => {
			const tri = sat.polygon([0, 0, 2, 0, 1, 2]);
			const box = sat.box(2, 2);
			box.setPosition(2, 2);
			const r = sat.collide(tri, box);
			assert.equal(r.intersect, true);
			assert.equal(r.willIntersect, true);
			// The triangle's edge (2,0)-(1,2) has normal (2,1)/sqrt(5); the box corner (1,1) is 1/sqrt(5) inside.
			near(r, { mtvX: -0.4, mtvY: -0.2 });
			tri.destroy();
			box.destroy();
		});

		it('2. MTV sign: added to a, points from b towards a; swapping the shapes flips it', () => {
			const a = sat.box(2, 2), b = sat.box(2, 2);
			b.setPosition(1.5, 0);
			assert.deepEqual(sat.collide(a, b), { intersect: true, willIntersect: true, mtvX: -0.5, mtvY: 0 });
			assert.deepEqual(sat.collide(b, a), { intersect: true, willIntersect: true, mtvX: 0.5, mtvY: 0 });
			a.destroy();
			b.destroy();
		});

		it('3. containment: the true minimum, not the centre rule', () => {
			// A 2x2 box at (3.5, 0) inside a 10x10 box: 1.5 to the right wall is the smallest push.
			const small = sat.box(2, 2), big = sat.box(10, 10);
			small.setPosition(3.5, 0);
			near(sat.collide(small, big), { mtvX: 2.5, mtvY: 0 });
			// The big one around the small one: push it left by 2.5 (the negative of the above).
			near(sat.collide(big, small), { mtvX: -2.5, mtvY: 0 });
			small.destroy();
			big.destroy();
		});

		it('4. touching counts as intersecting, with a zero MTV; any gap separates', () => {
			const a = sat.box(2, 2), b = sat.box(2, 2);
			b.setPosition(2, 0);
			const r = sat.collide(a, b);
			assert.equal(r.intersect, true);
			assert.equal(Math.hypot(r.mtvX, r.mtvY), 0);
			b.setPosition(2.001, 0);
			assert.deepEqual(sat.collide(a, b), { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 });
			a.destroy();
			b.destroy();
		});

		it('5. circles: against a circle and against a box', () => {
			const c1 = sat.circle(1), c2 = sat.circle(1), box = sat.box(2, 2);
			c2.setPosition(1.5, 0);
			near(sat.collide(c1, c2), { mtvX: -0.5, mtvY: 0 });
			c1.setPosition(0, 1.5);
			near(sat.collide(c1, box), { mtvX: 0, mtvY: 0.5 });
			// Circle near a corner: the axis from the nearest vertex (1,1) to the centre (2,2) decides.
			c1.setPosition(2, 2);
			assert.equal(sat.collide(c1, box).intersect, false);
			c1.setPosition(1.5, 1.5); // distance to the corner sqrt(0.5) < 1: overlap 1 - sqrt(0.5) along (1,1)/sqrt(2)
			const d = 1 - Math.SQRT1_2;
			near(sat.collide(c1, box), { mtvX: d * Math.SQRT1_2, mtvY: d * Math.SQRT1_2 }, 1e-6);
			c1.destroy();
			c2.destroy();
			box.destroy();
		});

		it('6. project: ProjectPolygon of the CodeProject article, any axis length, circles by |axis|', () => {
			const tri = sat.polygon([0, 0, 2, 0, 1, 2]);
			assert.deepEqual(sat.project(tri, 1, 0), { min: 0, max: 2 });
			assert.deepEqual(sat.project(tri, 0, 2), { min: 0, max: 4 });
			assert.deepEqual(sat.project(tri, -1, -1), { min: -3, max: 0 });
			const c = sat.circle(2);
			c.setPosition(3, 4);
			assert.deepEqual(sat.project(c, 3, 4), { min: 15, max: 35 }); // 3*3 + 4*4 = 25, 2 * |(3,4)| = 10
			tri.destroy();
			c.destroy();
		});

		it('7. velocity: willIntersect, and the MTV applies after moving', () => {
			const a = sat.box(2, 2), b = sat.box(2, 2);
			b.setPosition(5, 0);
			// a ends at (4, 0): 1 deep into b, pushed back by (-1, 0).
			assert.deepEqual(sat.collide(a, b, 4, 0), { intersect: false, willIntersect: true, mtvX: -1, mtvY: 0 });
			// a ends at (1, 0): never reaches b.
			assert.deepEqual(sat.collide(a, b, 1, 0), { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 });
			// a passes right through b and ends beyond it: willIntersect, but no MTV at the end position.
			assert.deepEqual(sat.collide(a, b, 10, 0), { intersect: false, willIntersect: true, mtvX: 0, mtvY: 0 });
			a.destroy();
			b.destroy();
		});

		it('8. sweep: a literal time of impact through a thin wall (no tunnelling)', () => {
			const a = sat.box(1, 1), wall = sat.box(0.5, 10);
			wall.setPosition(5, 0);
			// a's right side at 0.5 reaches the wall's left side at 4.75 after 4.25 of 10 units: t = 0.425.
			const r = sat.sweep(a, wall, 10, 0);
			assert.equal(r.hit, true);
			near(r.t, 0.425, 1e-6, 't');
			assert.deepEqual([r.normalX, r.normalY, r.mtvX, r.mtvY], [-1, 0, 0, 0]);
			// tmax before the impact: a miss, all zeros.
			assert.deepEqual(sat.sweep(a, wall, 10, 0, 0.4), { hit: false, t: 0, normalX: 0, normalY: 0, mtvX: 0, mtvY: 0 });
			// A larger tmax reaches it sooner in time units of the same velocity.
			near(sat.sweep(a, wall, 1, 0, 10).t, 4.25, 1e-5, 't');
			a.destroy();
			wall.destroy();
		});

		it('9. sweep: a grazing pass is a miss (the velocity perpendicular separates), sliding contact is a hit', () => {
			const a = sat.box(1, 1), b = sat.box(1, 1);
			b.setPosition(5, 0);
			// Diagonal pass: every edge-normal projection overlaps, yet the boxes never meet.
			assert.deepEqual(sat.sweep(a, b, 10, 10), { hit: false, t: 0, normalX: 0, normalY: 0, mtvX: 0, mtvY: 0 });
			assert.equal(sat.collide(a, b, 10, 10).willIntersect, false);
			// Sliding along b's top edge: touching counts, first at t = 4 / 10.
			a.setPosition(0, 1);
			const r = sat.sweep(a, b, 10, 0);
			assert.equal(r.hit, true);
			near(r.t, 0.4, 1e-6, 't');
			assert.equal(sat.collide(a, b, 10, 0).willIntersect, true);
			a.destroy();
			b.destroy();
		});

		it('10. sweep: already overlapping gives t = 0 with the MTV of collide', () => {
			const tri = sat.polygon([0, 0, 2, 0, 1, 2]);
			const box = sat.box(2, 2);
			box.setPosition(2, 2);
			const r = sat.sweep(tri, box, 3, -1, 1);
			assert.equal(r.hit, true);
			assert.equal(r.t, 0);
			const c = sat.collide(tri, box);
			assert.deepEqual([r.mtvX, r.mtvY], [c.mtvX, c.mtvY]);
			near(Math.hypot(r.normalX, r.normalY), 1, 1e-6, '|normal|');
			tri.destroy();
			box.destroy();
		});

		it('11. sweep of circles: literal time and normal', () => {
			const a = sat.circle(1), b = sat.circle(2);
			b.setPosition(10, 0);
			const r = sat.sweep(a, b, 20, 0); // centres 10 apart, touch at distance 3: t = 7 / 20
			assert.equal(r.hit, true);
			near(r.t, 0.35, 1e-6, 't');
			assert.deepEqual([r.normalX, r.normalY], [-1, 0]);
			a.destroy();
			b.destroy();
		});

		it('12. no stale output: a miss after a hit overwrites every field of out', () => {
			const a = sat.box(2, 2), b = sat.box(2, 2);
			const out = { intersect: true, willIntersect: true, mtvX: 9, mtvY: 9 };
			b.setPosition(1, 0);
			assert.equal(sat.collide(a, b, 0, 0, out), out);
			assert.deepEqual(out, { intersect: true, willIntersect: true, mtvX: -1, mtvY: 0 });
			b.setPosition(10, 0);
			sat.collide(a, b, 0, 0, out);
			assert.deepEqual(out, { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 });
			const sw = { hit: true, t: 5, normalX: 1, normalY: 1, mtvX: 1, mtvY: 1 };
			assert.equal(sat.sweep(a, b, 0, 1, 1, sw), sw);
			assert.deepEqual(sw, { hit: false, t: 0, normalX: 0, normalY: 0, mtvX: 0, mtvY: 0 });
			const iv = { min: 7, max: 8 };
			assert.equal(sat.project(a, 1, 0, iv), iv);
			assert.deepEqual(iv, { min: -1, max: 1 });
			a.destroy();
			b.destroy();
		});

		it('13. transform: getters, world vertices, AABB, rotation by pi/2', () => {
			const s = sat.box(2, 4);
			assert.deepEqual([s.x, s.y, s.angle, s.vertexCount, s.type, s.radius], [0, 0, 0, 4, 'box', 0]);
			s.setPosition(1, 1);
			s.setAngle(Math.PI / 2);
			assert.deepEqual([s.x, s.y, s.angle], [1, 1, Math.fround(Math.PI / 2)]);
			near(s.aabb(), { minX: -1, minY: 0, maxX: 3, maxY: 2 }, 1e-6, 'aabb');
			const v = s.worldVertices();
			assert.ok(v instanceof Float32Array);
			assert.equal(v.length, 8);
			// Local (-1,-2) rotated by 90 degrees is (2,-1); plus (1,1): (3, 0).
			near([...v.slice(0, 2)], [3, 0], 1e-6, 'vertex 0');
			assert.notEqual(s.worldVertices(), v, 'a new array each call');
			const into = new Float32Array(8);
			assert.equal(s.worldVertices(into), into);
			assert.deepEqual(into, v);
			const box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
			assert.equal(s.aabb(box), box);
			s.setTransform(-2, 3, 0);
			assert.deepEqual(s.aabb(), { minX: -3, minY: 1, maxX: -1, maxY: 5 });
			const c = sat.circle(0.5);
			assert.deepEqual([c.vertexCount, c.type, c.radius, c.worldVertices().length], [0, 'circle', 0.5, 0]);
			s.destroy();
			c.destroy();
		});

		it('14. polygon input: flat array, Float32Array, Float64Array and {x, y} give the same polygon', () => {
			const flat = [0, 0, 4, 0, 4, 3, 0, 3];
			const forms = [flat, Float32Array.from(flat), Float64Array.from(flat),
				[{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 3 }, { x: 0, y: 3 }]];
			for (const form of forms) {
				const p = sat.polygon(form);
				assert.deepEqual([...p.worldVertices()], flat);
				assert.equal(p.type, 'polygon');
				p.destroy();
			}
		});

		it('15. polygon cleaning: clockwise normalised, collinear points removed, near-duplicates welded', () => {
			const cw = sat.polygon([0, 0, 0, 3, 4, 3, 4, 0]);
			const v = cw.worldVertices();
			let area2 = 0;
			for (let i = 0; i < 4; ++i) {
				const j = (i + 1) % 4;
				area2 += v[2 * i] * v[2 * j + 1] - v[2 * j] * v[2 * i + 1];
			}
			assert.equal(area2, 24, 'counter-clockwise, area 12');
			const mid = sat.polygon([0, 0, 2, 0, 4, 0, 4, 3, 0, 3]);
			assert.equal(mid.vertexCount, 4);
			const welded = sat.polygon([0, 0, 4, 0, 4, 1e-9, 4, 3, 0, 3]);
			assert.equal(welded.vertexCount, 4);
			cw.destroy();
			mid.destroy();
			welded.destroy();
		});

		it('16. constants and error strings come from the C core', () => {
			assert.equal(sat.MAX_POLYGON_VERTICES, 1024);
			assert.equal(sat.MAX_COORDINATE, Math.fround(1e18));
			assert.equal(sat.errorString(0), 'ok');
			assert.match(sat.errorString(8), /concave/);
			assert.equal(sat.errorString(99), 'unknown error');
			assert.equal(sat.errorString(-1), 'unknown error');
			// MAX_POLYGON_VERTICES points are accepted (a regular polygon), one more is refused.
			const regular = (/** @type {number} */ n, /** @type {number} */ r) => {
				const pts = new Float32Array(2 * n);
				for (let i = 0; i < n; ++i) { pts[2 * i] = Math.cos(2 * Math.PI * i / n) * r; pts[2 * i + 1] = Math.sin(2 * Math.PI * i / n) * r; }
				return pts;
			};
			const p = sat.polygon(regular(1024, 10));
			assert.equal(p.vertexCount, 1024);
			p.destroy();
			assert.throws(() => sat.polygon(regular(1025, 10)), (/** @type {any} */ e) => e.codeName === 'TOO_MANY_POINTS');
		});

		it('17. a regular 1000-gon: a box pressed 0.25 into an edge gets the MTV along that edge\'s normal', () => {
			const n = 1000, r = 100, gon = sat.polygon(Array.from({ length: 2 * n }, (_, k) =>
				(k % 2 ? Math.sin : Math.cos)(2 * Math.PI * (k >> 1) / n) * r));
			assert.equal(gon.vertexCount, n);
			const box = sat.box(2, 2), out = {};
			for (let edge = 0; edge < n; edge += 97) {
				const theta = (2 * edge + 1) * Math.PI / n, dist = r * Math.cos(Math.PI / n) + 1 - 0.25;
				box.setTransform(dist * Math.cos(theta), dist * Math.sin(theta), theta);
				const c = sat.collide(box, gon, 0, 0, out);
				assert.ok(c.intersect);
				near(c.mtvX, 0.25 * Math.cos(theta), 1e-4);
				near(c.mtvY, 0.25 * Math.sin(theta), 1e-4);
			}
			box.destroy();
			gon.destroy();
		});
	});
}
