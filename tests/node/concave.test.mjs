// sat.concave through web/sat.js, in both modules: the API (type, partCount, parts()), the errors, hand-worked
// cases (an L, a U with a box in its mouth leaving by the mouth, a ball in a C, a world body), and a seeded
// property on random star outlines checked in double here: the parts tile the outline, are convex and made of
// outline vertices, and moving a box by its MTV leaves it overlapping no part. Both modules give identical numbers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, MODULES, near, rng, throwsSat } from './helpers.mjs';

const U = [0, 0, 6, 0, 6, 4, 4, 4, 4, 1, 2, 1, 2, 4, 0, 4];

/** Signed area of a flat [x0, y0, ...] outline. */
function area(xy) {
	let twice = 0;
	for (let i = 0; i < xy.length; i += 2) {
		const j = (i + 2) % xy.length;
		twice += xy[i] * xy[j + 1] - xy[j] * xy[i + 1];
	}
	return twice / 2;
}

/** Penetration of convex polygons p and q (flat, counter-clockwise) by SAT in double: > 0 overlap. */
function depth(p, q) {
	let least = Infinity;
	for (const [s, o] of [[p, q], [q, p]]) {
		for (let i = 0; i < s.length; i += 2) {
			const j = (i + 2) % s.length, ex = s[j] - s[i], ey = s[j + 1] - s[i + 1], len = Math.hypot(ex, ey);
			const nx = ey / len, ny = -ex / len;
			let sMin = Infinity, sMax = -Infinity, oMin = Infinity, oMax = -Infinity;
			for (let k = 0; k < s.length; k += 2) { const d = nx * s[k] + ny * s[k + 1]; sMin = Math.min(sMin, d); sMax = Math.max(sMax, d); }
			for (let k = 0; k < o.length; k += 2) { const d = nx * o[k] + ny * o[k + 1]; oMin = Math.min(oMin, d); oMax = Math.max(oMax, d); }
			least = Math.min(least, Math.min(sMax - oMin, oMax - sMin));
		}
	}
	return least;
}

/** A random star outline: n points at increasing angles with radii in [0.3, 1] * r. */
function star(random, n, r) {
	const xy = [];
	for (let i = 0; i < n; ++i) {
		const a = (2 * Math.PI * (i + 0.1 + 0.8 * random())) / n, rad = r * (0.3 + 0.7 * random());
		xy.push(rad * Math.cos(a), rad * Math.sin(a));
	}
	return xy;
}

/** Runs the seeded property on one module; returns every number it produced, for the cross-module check. */
function property(sat) {
	const random = rng(20261125), trace = [];
	let hits = 0;
	for (let c = 0; c < 60; ++c) {
		const n = 5 + Math.floor(random() * Math.min(40, sat.MAX_POLYGON_VERTICES - 5));
		const shape = sat.concave(star(random, n, 5));
		const parts = shape.parts(), outline = Array.from(shape.worldVertices());
		assert.equal(parts.length, shape.partCount);
		const total = parts.reduce((sum, p) => sum + area(p), 0);
		assert.ok(Math.abs(total - area(outline)) <= 1e-9 * area(outline), `parts ${total}, outline ${area(outline)}`);
		for (const p of parts) {
			for (let i = 0; i < p.length; i += 2) {
				const j = (i + 2) % p.length, k = (i + 4) % p.length;
				assert.ok((p[j] - p[i]) * (p[k + 1] - p[j + 1]) - (p[j + 1] - p[i + 1]) * (p[k] - p[j]) > 0, 'a convex, counter-clockwise part');
				assert.ok(outline.some((_, v) => v % 2 === 0 && outline[v] === p[i] && outline[v + 1] === p[i + 1]), 'a part vertex on the outline');
			}
		}
		const box = sat.box(1 + random(), 1 + random());
		box.setPosition(random() * 8 - 4, random() * 8 - 4);
		const r = sat.collide(box, shape);
		const corners = Array.from(box.worldVertices());
		const before = Math.max(...parts.map((p) => depth(corners, Array.from(p))));
		if (before > 1e-4) assert.equal(r.intersect, true);
		if (before < -1e-4) assert.equal(r.intersect, false);
		if (r.intersect) {
			++hits;
			const moved = corners.map((v, i) => v + (i % 2 === 0 ? r.mtvX : r.mtvY));
			const after = Math.max(...parts.map((p) => depth(moved, Array.from(p))));
			assert.ok(after <= 1e-4, `moved by the MTV, still overlapping by ${after}`);
		}
		trace.push(...outline, r.mtvX, r.mtvY, ...parts.flatMap((p) => Array.from(p)));
		box.destroy();
		shape.destroy();
	}
	assert.ok(hits >= 15, `${hits} hits`);
	return trace;
}

const traces = [];

for (const name of MODULES) {
	describe(name, async () => {
		const sat = await load(name);

		describe('sat.concave', () => {
			it('makes an L of two parts with its outline and parts', () => {
				const l = sat.concave(new Float32Array([0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2]));
				assert.equal(l.type, 'concave');
				assert.equal(l.vertexCount, 6);
				assert.equal(l.partCount, 2);
				const parts = l.parts();
				assert.equal(parts.length, 2);
				assert.ok(parts.every((p) => p instanceof Float32Array && p.length >= 6));
				near(parts.reduce((s, p) => s + area(p), 0), 3, 1e-12);
				near(l.aabb(), { minX: 0, minY: 0, maxX: 2, maxY: 2 });
				l.destroy();
				throwsSat(() => l.parts(), 'BAD_HANDLE');
				throwsSat(() => l.partCount, 'BAD_HANDLE');
			});

			it('accepts {x, y} points and clockwise input; a convex outline is one part', () => {
				const cw = sat.concave([{ x: 0, y: 0 }, { x: 0, y: 2 }, { x: 1, y: 1 }, { x: 2, y: 2 }, { x: 2, y: 0 }]);
				assert.ok(area(Array.from(cw.worldVertices())) > 0);
				assert.equal(cw.partCount, 2);
				const hex = sat.concave([2, 0, 1, 1.7, -1, 1.7, -2, 0, -1, -1.7, 1, -1.7]);
				assert.equal(hex.partCount, 1);
				assert.deepEqual(Array.from(hex.parts()[0]).length, 12);
				const box = sat.box(2, 1), ball = sat.circle(1);
				assert.equal(box.partCount, 1);
				assert.deepEqual(Array.from(box.parts()[0]), [-1, -0.5, 1, -0.5, 1, 0.5, -1, 0.5]);
				assert.deepEqual(ball.parts().map((p) => p.length), [0]);
				for (const s of [cw, hex, box, ball]) s.destroy();
			});

			it('refuses bad outlines with precise errors', () => {
				throwsSat(() => sat.concave([0, 0, 2, 2, 2, 0, 0, 2]), 'NOT_SIMPLE', /sat\.concave: a self-intersecting outline/);
				throwsSat(() => sat.concave([0, 0, 4, 0, 4, 2, 2, 2, 2, 0, 1, 2, 0, 2]), 'NOT_SIMPLE');
				throwsSat(() => sat.concave([0, 0, 1, 1, 2, 2]), 'COLLINEAR');
				throwsSat(() => sat.concave([0, 0, 1, 1]), 'TOO_FEW_POINTS', /2 points given/);
				throwsSat(() => sat.concave([0, 0, 1, 1, 2]), 'ODD_COORDS');
				throwsSat(() => sat.concave([0, 0, 1, NaN, 2, 0]), 'NOT_FINITE', /points\[3\]/);
				throwsSat(() => sat.concave([0, 0, 1, 1e30, 2, 0]), 'OUT_OF_RANGE');
				throwsSat(() => sat.concave(null), 'NULL');
				throwsSat(() => sat.concave('square'), 'BAD_ARRAY');
				const many = new Float32Array(2 * (sat.MAX_POLYGON_VERTICES + 1)).map((_, i) => (i % 2 ? Math.sin : Math.cos)((2 * Math.PI * (i >> 1)) / (sat.MAX_POLYGON_VERTICES + 1)));
				throwsSat(() => sat.concave(many), 'TOO_MANY_POINTS');
				assert.equal(sat.errorString(21), 'a self-intersecting outline: edges cross or touch');
			});

			it('pushes a box in the mouth of a U out by the mouth, sweeps, casts and makes a manifold', () => {
				const u = sat.concave(U), b = sat.box(2.2, 1.5);
				b.setPosition(3, 2.75);
				near(sat.collide(b, u), { intersect: 1, mtvX: 0, mtvY: 2 }, 1e-5);
				near(sat.collide(u, b), { mtvX: 0, mtvY: -2 }, 1e-5);
				const m = sat.manifold(b, u);
				assert.ok(m.pointCount >= 1);
				near(Math.abs(m.normalX), 1, 1e-6);
				near(m.depth0, 0.1, 1e-5);
				const inner = sat.box(1.5, 1);
				inner.setPosition(3, 2);
				assert.equal(sat.collide(inner, u).intersect, false);
				near(sat.sweep(inner, u, 0, -1, 1), { hit: 1, t: 0.5, normalX: 0, normalY: 1 }, 1e-6);
				near(sat.raycast(u, 3, 5, 3, -1), { hit: 1, fraction: 4 / 6, normalX: 0, normalY: 1 }, 1e-6);
				assert.deepEqual(sat.raycast(u, 1, 3, 3, 3), { hit: true, fraction: 0, x: 1, y: 3, normalX: 0, normalY: 0 });
				near(sat.project(u, 1, 1), { min: 0, max: 10 });
				for (const s of [u, b, inner]) s.destroy();
			});

			it('pushes a ball out of the back of a C', () => {
				const c = sat.concave([0, 0, 4, 0, 4, 1, 1, 1, 1, 3, 4, 3, 4, 4, 0, 4]), ball = sat.circle(0.5);
				ball.setPosition(1.3, 2);
				near(sat.collide(ball, c), { intersect: 1, mtvX: 0.2, mtvY: 0 }, 1e-5);
				c.destroy();
				ball.destroy();
			});

			it('is one world body with the pair MTV of collide', () => {
				const u = sat.concave(U), b = sat.box(2.2, 1.5), world = sat.world();
				const idU = world.add(u, 10, 20), idB = world.add(b, 13, 22.75);
				const pairs = world.collisions();
				assert.equal(pairs.count, 1);
				assert.equal(pairs.a[0], idU);
				assert.equal(pairs.b[0], idB);
				near(pairs.mtvX[0], 0, 1e-5);
				near(pairs.mtvY[0], -2, 1e-5);
				world.destroy();
				u.destroy();
				b.destroy();
			});

			it('keeps the seeded property on random stars', () => {
				traces.push(property(sat));
			});
		});
	});
}

describe('both modules', () => {
	it('give identical numbers for the seeded property', () => {
		assert.equal(traces.length, MODULES.length);
		assert.deepEqual(traces[1], traces[0]);
	});
});
