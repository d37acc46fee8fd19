// sat.segment and sat.capsule through web/sat.js, in both modules: accessors, hand-worked collide, sweep,
// manifold, ray cast and projection cases, bad input with its codes and the argument named, a world body, and a
// seeded property test of capsule and segment pairs against a double-precision segment-distance reference.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, MODULES, near, rng, throwsSat } from './helpers.mjs';

/** Distance between the segments p0-p1 and q0-q1 (Ericson, "Real-Time Collision Detection", 5.1.9), in double. */
function segmentDistance(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y) {
	const pointSeg = (x, y, ax, ay, bx, by) => {
		const ex = bx - ax, ey = by - ay, ee = ex * ex + ey * ey;
		let u = ee > 0 ? ((x - ax) * ex + (y - ay) * ey) / ee : 0;
		u = Math.min(1, Math.max(0, u));
		return Math.hypot(x - (ax + u * ex), y - (ay + u * ey));
	};
	const cross = (ax, ay, bx, by) => ax * by - ay * bx;
	const d1x = p1x - p0x, d1y = p1y - p0y, d2x = q1x - q0x, d2y = q1y - q0y;
	const den = cross(d1x, d1y, d2x, d2y);
	if (den !== 0) { // proper crossing: distance 0
		const s = cross(q0x - p0x, q0y - p0y, d2x, d2y) / den, t = cross(q0x - p0x, q0y - p0y, d1x, d1y) / den;
		if (s >= 0 && s <= 1 && t >= 0 && t <= 1) return 0;
	}
	return Math.min(pointSeg(p0x, p0y, q0x, q0y, q1x, q1y), pointSeg(p1x, p1y, q0x, q0y, q1x, q1y),
		pointSeg(q0x, q0y, p0x, p0y, p1x, p1y), pointSeg(q1x, q1y, p0x, p0y, p1x, p1y));
}

for (const name of MODULES) {
	describe(name, async () => {
		const sat = await load(name);

		describe('sat.segment and sat.capsule', () => {
			it('make shapes with their type, end points, radius and bounds', () => {
				const cap = sat.capsule(-1, 0, 1, 0, 0.5);
				cap.setPosition(2, 3);
				assert.equal(cap.type, 'capsule');
				assert.equal(cap.vertexCount, 2);
				assert.equal(cap.radius, 0.5);
				assert.deepEqual([...cap.worldVertices()], [1, 3, 3, 3]);
				assert.deepEqual(cap.aabb(), { minX: 0.5, minY: 2.5, maxX: 3.5, maxY: 3.5 });
				const seg = sat.segment(1, 1, 3, 2);
				assert.equal(seg.type, 'segment');
				assert.equal(seg.vertexCount, 2);
				assert.equal(seg.radius, 0);
				assert.deepEqual(seg.aabb(), { minX: 1, minY: 1, maxX: 3, maxY: 2 });
				assert.equal(cap.radius, Math.fround(0.5));
				cap.destroy();
				seg.destroy();
				assert.equal(sat.capsule(0, 0, 1, 0, 0.1).radius, Math.fround(0.1));
			});

			it('refuse bad input with the code and the argument named', () => {
				throwsSat(() => sat.segment(1, 2, 1, 2), 'ZERO_LENGTH', /coincide/);
				throwsSat(() => sat.capsule(0, 0, 0, 0, 1), 'ZERO_LENGTH', /coincide/);
				throwsSat(() => sat.segment(NaN, 0, 1, 0), 'NOT_FINITE', /x0/);
				throwsSat(() => sat.segment(0, 0, 1, Infinity), 'NOT_FINITE', /y1/);
				throwsSat(() => sat.segment(0, 0, '1', 0), 'NOT_FINITE', /x1 must be a finite number/);
				throwsSat(() => sat.segment(0, 2e18, 1, 0), 'OUT_OF_RANGE', /y0/);
				throwsSat(() => sat.capsule(0, 0, 1, 0, 0), 'BAD_RADIUS', /radius/);
				throwsSat(() => sat.capsule(0, 0, 1, 0, -1), 'BAD_RADIUS', /radius/);
				throwsSat(() => sat.capsule(0, 0, 1, 0, NaN), 'BAD_RADIUS', /radius/);
				throwsSat(() => sat.capsule(0, 0, 1, 0, undefined), 'BAD_RADIUS', /radius/);
				throwsSat(() => sat.capsule(0, 0, 1, 0, 2e18), 'OUT_OF_RANGE', /radius/);
				throwsSat(() => sat.capsule(0, NaN, 1, 0, 1), 'NOT_FINITE', /y0/);
			});

			it('collide with the true MTV against every kind', () => {
				const box = sat.box(4, 2);
				const cap = sat.capsule(-1, 0, 1, 0, 0.5);
				cap.setPosition(0, 1.25); // lying on the box 0.25 deep
				near(sat.collide(cap, box), { intersect: true, willIntersect: true, mtvX: 0, mtvY: 0.25 });
				near(sat.collide(box, cap), { mtvX: 0, mtvY: -0.25 });
				const corner = sat.capsule(2.3, 1.4, 3.3, 3.4, 0.6); // its end 0.5 from the corner (2, 1), r 0.6
				near(sat.collide(corner, box), { intersect: true, mtvX: 0.06, mtvY: 0.08 }, 1e-6);
				const a = sat.segment(-1, 0, 1, 0), b = sat.segment(0.2, -0.3, 0.2, 2);
				near(sat.collide(a, b), { intersect: true, mtvX: 0, mtvY: -0.3 }, 1e-6);
				const ball = sat.circle(1);
				ball.setPosition(0.3, 1.2);
				cap.setPosition(0, 0);
				near(sat.collide(cap, ball), { intersect: true, mtvX: 0, mtvY: -0.3 }, 1e-6);
				const twin = sat.capsule(-1, 0, 1, 0, 0.5);
				twin.setPosition(0.5, 1); // side by side, touching: a zero MTV
				assert.deepEqual(sat.collide(cap, twin), { intersect: true, willIntersect: true, mtvX: 0, mtvY: 0 });
				twin.setPosition(0.5, 1.001);
				assert.deepEqual(sat.collide(cap, twin), { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 });
				for (const s of [box, cap, corner, a, b, ball, twin]) s.destroy();
			});

			it('sweep, manifold, ray cast and project', () => {
				const box = sat.box(4, 2);
				const cap = sat.capsule(-1, 0, 1, 0, 0.5);
				cap.setPosition(0, 5);
				near(sat.sweep(cap, box, 0, -10, 1), { hit: true, t: 0.35, normalX: 0, normalY: 1, mtvX: 0, mtvY: 0 }, 1e-6);
				cap.setPosition(0, 1.25);
				const m = sat.manifold(cap, box);
				assert.equal(m.pointCount, 2);
				near(m, { normalX: 0, normalY: 1, depth0: 0.25, depth1: 0.25 }, 1e-6);
				near([m.x0, m.x1].sort((x, y) => x - y), [-1, 1], 1e-6);
				near(m.y0, 0.875, 1e-6);
				cap.setPosition(0, 0);
				near(sat.raycast(cap, 0, 5, 0, -5), { hit: true, fraction: 0.45, x: 0, y: 0.5, normalX: 0, normalY: 1 }, 1e-6);
				near(sat.raycast(cap, 5, 0, -5, 0), { hit: true, fraction: 0.35, x: 1.5, y: 0, normalX: 1, normalY: 0 }, 1e-6);
				assert.deepEqual(sat.raycast(cap, 0, 0.2, 3, 3), { hit: true, fraction: 0, x: 0, y: Math.fround(0.2), normalX: 0, normalY: 0 });
				const seg = sat.segment(-1, 0, 1, 0);
				near(sat.raycast(seg, 0.5, -1, 0.5, 3), { hit: true, fraction: 0.25, x: 0.5, y: 0, normalX: 0, normalY: -1 }, 1e-6);
				assert.deepEqual(sat.project(cap, 0, 2), { min: -1, max: 1 });
				assert.deepEqual(sat.project(seg, 1, 0), { min: -1, max: 1 });
				for (const s of [box, cap, seg]) s.destroy();
			});

			it('put in a world: a capsule rests on a static segment; a segment cannot be dynamic', () => {
				const world = sat.world();
				const floor = sat.segment(-10, 0, 10, 0), cap = sat.capsule(-1, 0, 1, 0, 0.5);
				const f = world.add(floor, 0, 0), c = world.add(cap, 0, 3);
				world.setType(f, 'static');
				throwsSat(() => world.setType(world.add(floor, 0, -5), 'dynamic'), 'BAD_TYPE', /segment/);
				world.setType(c, 'dynamic');
				for (let i = 0; i < 180; ++i) world.step(1 / 60);
				const t = world.transform(c);
				near(world.massData(c).mass, 2 + Math.PI / 4, 1e-5); // a 2 x 1 rectangle and a disc of radius 0.5
				near(t.y, 0.5, 0.02);
				world.destroy();
				floor.destroy();
				cap.destroy();
			});

			it('property: capsule and segment pairs agree with the segment-distance reference', () => {
				const random = rng(20261125);
				let hits = 0;
				for (let i = 0; i < 3000; ++i) {
					const mk = () => {
						const x0 = random() * 4 - 2, y0 = random() * 4 - 2, x1 = random() * 4 - 2, y1 = random() * 4 - 2;
						const r = random() < 0.25 ? 0 : 0.05 + random();
						const s = r === 0 ? sat.segment(x0, y0, x1, y1) : sat.capsule(x0, y0, x1, y1, r);
						s.setPosition(random() * 6 - 3, random() * 6 - 3);
						return s;
					};
					const a = mk(), b = mk();
					const [p0x, p0y, p1x, p1y] = a.worldVertices(), [q0x, q0y, q1x, q1y] = b.worldVertices();
					const dist = segmentDistance(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y);
					const gap = dist - (a.radius + b.radius), tol = 1e-5;
					const c = sat.collide(a, b);
					if (gap < -tol) assert.equal(c.intersect, true, `case ${i}: reference depth ${-gap}`);
					if (gap > tol) assert.equal(c.intersect, false, `case ${i}: reference gap ${gap}`);
					if (c.intersect && dist > tol) { // cores apart: the depth is rA + rB - distance
						++hits;
						near(Math.hypot(c.mtvX, c.mtvY), -gap, tol, `case ${i} |mtv|`);
						const moved = segmentDistance(p0x + c.mtvX, p0y + c.mtvY, p1x + c.mtvX, p1y + c.mtvY, q0x, q0y, q1x, q1y);
						near(moved, a.radius + b.radius, tol, `case ${i} after the mtv`);
					}
					a.destroy();
					b.destroy();
				}
				assert.ok(hits > 300, `only ${hits} cases with apart cores and overlap`);
			});
		});
	});
}
