// Regression tests through wasm: the literal inputs of tests/test_regressions.c, one per fixed defect, on both
// modules (SIMD and baseline).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';

import { MODULES, load, near } from './helpers.mjs';

/** A C hex float literal such as '-0x1.db1874p+0' as a number (exactly a float32 here). */
function hex(text) {
	const m = /^(-?)0x([0-9a-f])\.([0-9a-f]*)p([+-]?\d+)$/i.exec(text);
	const mantissa = parseInt(m[2] + m[3], 16) / 16 ** m[3].length;
	return (m[1] ? -1 : 1) * mantissa * 2 ** Number(m[4]);
}

const length = (x, y) => Math.hypot(x, y);

/** A 43-gon (local x y pairs) that a circle passes 1.84 clear of. */
const GON43 = (
	'0x1.d1dp+2 0x1.7e20c8p-125 0x1.cc5a76p+2 0x1.124614p-1 0x1.bc1a9cp+2 0x1.0f0f34p+0 0x1.a171f4p+2 ' +
	'0x1.8ea0e4p+0 0x1.7d007p+2 0x1.026d52p+1 0x1.4fa0c2p+2 0x1.377b86p+1 0x1.1a632ap+2 0x1.653cb4p+1 ' +
	'0x1.bd0e44p+1 0x1.8a9e4ep+1 0x1.3ae7acp+1 0x1.a6c008p+1 0x1.62bf0ap+0 0x1.b8f914p+1 0x1.1d7864p-2 ' +
	'0x1.c0dc1ap+1 -0x1.ab5e28p-1 0x1.be39c6p+1 -0x1.edba0ep+0 0x1.b121e8p+1 -0x1.7d193cp+1 0x1.99e30ep+1 ' +
	'-0x1.fa66bp+1 0x1.7908b6p+1 -0x1.35eac2p+2 0x1.4f5802p+1 -0x1.675e8ap+2 0x1.1dcb1ap+1 -0x1.9065f4p+2 ' +
	'0x1.cb169ep+0 -0x1.b00adp+2 0x1.4fd44ep+0 -0x1.c58f3cp+2 0x1.9965c4p-1 -0x1.d0721ap+2 0x1.1314b6p-2 ' +
	'-0x1.d0721ap+2 -0x1.1314b6p-2 -0x1.c58f3cp+2 -0x1.9965c4p-1 -0x1.b00adp+2 -0x1.4fd44ep+0 -0x1.9065f4p+2 ' +
	'-0x1.cb169ep+0 -0x1.675e8ap+2 -0x1.1dcb1ap+1 -0x1.35eac2p+2 -0x1.4f5802p+1 -0x1.fa66bp+1 -0x1.7908b6p+1 ' +
	'-0x1.7d193cp+1 -0x1.99e30ep+1 -0x1.edba0ep+0 -0x1.b121e8p+1 -0x1.ab5e28p-1 -0x1.be39c6p+1 0x1.1d7864p-2 ' +
	'-0x1.c0dc1ap+1 0x1.62bf0ap+0 -0x1.b8f914p+1 0x1.ec473p+0 -0x1.afdc8ep+1 0x1.3ae7acp+1 -0x1.a6c008p+1 ' +
	'0x1.bd0e44p+1 -0x1.8a9e4ep+1 0x1.f8ea4cp+1 -0x1.77ed8p+1 0x1.1a632ap+2 -0x1.653cb4p+1 0x1.4fa0c2p+2 ' +
	'-0x1.377b86p+1 0x1.7d007p+2 -0x1.026d52p+1 0x1.a171f4p+2 -0x1.8ea0e4p+0 0x1.bc1a9cp+2 -0x1.0f0f34p+0 ' +
	'0x1.cc5a76p+2 -0x1.124614p-1'
).split(' ').map(hex);

for (const name of MODULES) {
	describe(`${name}: fixed defects`, () => {
		let sat;
		before(async () => { sat = await load(name); });

		it('a circle projected on a tiny axis keeps its radius', () => {
			const c = sat.circle(2);
			c.setPosition(1, 1);
			near(sat.project(c, 1e-25, 0), { min: -1e-25, max: 3e-25 }, 1e-31);
			c.destroy();
		});

		it('circle axes at tiny scales: a full MTV, and no false hit off a box corner', () => {
			const a = sat.circle(1), b = sat.circle(1);
			b.setPosition(4e-23, 0);
			const r = sat.collide(a, b);
			assert.equal(r.intersect, true);
			near(length(r.mtvX, r.mtvY), 2, 1e-6, '|mtv|');
			const box = sat.box(2e-25, 2e-25), c = sat.circle(1e-25);
			const off = (1e-25 + 6.6e-27) / Math.SQRT2;
			c.setPosition(1e-25 + off, 1e-25 + off);
			assert.equal(sat.collide(c, box).intersect, false);
			for (const s of [a, b, box, c]) s.destroy();
		});

		it('sweep with zero velocity agrees with collide on touching boxes', () => {
			const angle = hex('0x1.3f7ceep-5');
			const a = sat.box(1, 1), b = sat.box(1, 1);
			a.setTransform(0, 0, angle);
			b.setTransform(hex('0x1.ff9c56p-1'), hex('0x1.3f6832p-5'), angle);
			assert.equal(sat.collide(a, b).intersect, false);
			assert.deepEqual(sat.sweep(a, b, 0, 0), { hit: false, t: 0, normalX: 0, normalY: 0, mtvX: 0, mtvY: 0 });
			a.destroy();
			b.destroy();
		});

		it('a degenerate edge of a thin rotated box is not an infinite line', () => {
			const box = sat.box(1, 1e-8), c = sat.circle(0.1);
			box.setAngle(hex('0x1.666666p-1'));
			c.setPosition(hex('-0x1.60ffd6p+2'), hex('0x1.e43d28p+0'));
			assert.equal(sat.sweep(c, box, hex('0x1.25b30cp+2'), hex('0x1.eec258p+1')).hit, false);
			box.destroy();
			c.destroy();
		});

		it('a circle touching a box and swept into it hits at once', () => {
			const angle = hex('0x1.872b02p-2'), vx = hex('-0x1.db1874p+0'), vy = hex('-0x1.7db944p-1');
			const box = sat.box(2, 2), c = sat.circle(0.5);
			box.setTransform(0.3, 0.1, angle);
			c.setPosition(hex('0x1.b11f24p+0'), hex('0x1.517e28p-1'));
			assert.equal(sat.collide(c, box).intersect, false);
			assert.equal(sat.collide(c, box, vx, vy).willIntersect, true);
			const r = sat.sweep(c, box, vx, vy);
			assert.equal(r.hit, true);
			assert.ok(r.t <= 1e-6, `t = ${r.t}`);
			near(r, { normalX: Math.cos(angle), normalY: Math.sin(angle) }, 1e-5);
			box.destroy();
			c.destroy();
		});

		it('the world keeps a touching pair that collide reports', () => {
			const world = sat.world(), big = sat.box(2, 2), small = sat.box(1, 1);
			world.add(big, 0, -1);
			world.add(small, 0, hex('0x1.000002p-1'));
			big.setPosition(0, -1);
			small.setPosition(0, hex('0x1.000002p-1'));
			assert.equal(sat.collide(small, big).intersect, true);
			const pairs = world.collisions();
			assert.equal(pairs.count, 1);
			assert.equal(pairs.mtvX[0] === 0 && pairs.mtvY[0] === 0, true);
			world.destroy();
			big.destroy();
			small.destroy();
		});

		it('a removed id is never valid again, however often its slot is reused', () => {
			const world = sat.world(), box = sat.box(1, 1), seen = new Set();
			for (let k = 0; k < 3000; ++k) {
				const id = world.add(box);
				assert.equal(seen.has(id), false, `id ${id} came back after ${k} cycles`);
				seen.add(id);
				world.remove(id);
			}
			for (const id of seen) assert.throws(() => world.setTransform(id, 1, 1), { codeName: 'BAD_ID' });
			world.destroy();
			box.destroy();
		});

		it('project with a huge axis: the right interval, or OUT_OF_RANGE', () => {
			const t = sat.polygon([0, 0, 2, -3, 3, -2]);
			const iv = sat.project(t, 2e38, 2e38);
			near(iv.min / 2e38, -1, 1e-6, 'min');
			near(iv.max / 2e38, 1, 1e-6, 'max');
			const out = { min: 5, max: 5 };
			assert.throws(() => sat.project(t, 1e38, 3e38, out), { codeName: 'OUT_OF_RANGE' });
			assert.deepEqual(out, { min: 0, max: 0 });
			t.destroy();
		});

		it('a huge motion (|v| * tmax from 1e13 on) gives no phantom hit, and a real one stays exact', () => {
			const c = sat.circle(2), gon = sat.polygon(GON43), box = sat.box(2, 2);
			c.setPosition(hex('0x1.d1dp+2'), hex('0x1.d1dp+2'));
			gon.setPosition(hex('0x1.afaep+3'), hex('0x1.afaep+3'));
			const vx = hex('-0x1.ac2792p+4'), vy = hex('0x1.03c23p+3');
			for (const tmax of [1, 1e6, 1e17, 3.4028234663852886e38]) {
				assert.equal(sat.sweep(c, gon, vx, vy, tmax).hit, false, `tmax ${tmax}`);
				assert.equal(sat.sweep(gon, c, -vx, -vy, tmax).hit, false, `tmax ${tmax}, B moving`);
			}
			assert.equal(sat.sweep(c, gon, vx * 2 ** 52, vy * 2 ** 52).hit, false, 'huge velocity');
			c.setPosition(-5, 3.5); // passing the box 0.5 clear
			assert.equal(sat.sweep(c, box, 10, 0, 1e15).hit, false);
			assert.equal(sat.sweep(c, box, 1e16, 0).hit, false);
			c.setPosition(-3, 4); // on the line of the box's left side pushed out by 2, 1.6 clear of the corner
			assert.equal(sat.sweep(c, box, 1, 0, 1e16).hit, false);
			const r = sat.sweep(c, box, 1, -1, 1e16); // into the corner
			assert.equal(r.hit, true);
			const s7 = Math.sqrt(7) / 2; // the corner is 2 from the centre there; the normal points from it to the centre
			near(r, { t: 2.5 - s7, normalX: (0.5 - s7) / 2, normalY: (0.5 + s7) / 2 }, 1e-6);
			for (const s of [c, gon, box]) s.destroy();
		});

		it("a segment's end running into a tiny circle gives the face's normal, which separates them", () => {
			const seg = sat.segment(-1.34374683e-15, -6.27618492e-18, -3.43748443e-16, -8.09781365e-18);
			const c = sat.circle(1.00000002e-24);
			seg.setTransform(0, 0, 11.7809725);
			c.setPosition(0, 9.4573452e-16);
			const r = sat.sweep(seg, c, 1.34376147e-12, 0);
			assert.equal(r.hit, true);
			near(r.t, 0.000710401727, 1e-9, 't');
			assert.ok(r.normalX < -0.7 && r.normalY < -0.7, `normal (${r.normalX}, ${r.normalY})`); // not (-1, 0)
			const back = sat.sweep(c, seg, -1.34376147e-12, 0);
			assert.deepEqual([back.t, back.normalX, back.normalY], [r.t, -r.normalX, -r.normalY]);
			seg.destroy();
			c.destroy();
		});

		it('a tiny circle swept exactly through a centre or a vertex is a hit', () => {
			for (const r of [1e-9, 1e-12, 1e-20]) {
				const a = sat.circle(r), b = sat.circle(r), box = sat.box(1, 1), c = sat.circle(r);
				a.setPosition(-1, 0);
				near(sat.sweep(a, b, 2, 0), { hit: 1, t: 0.5, normalX: -1, normalY: 0 }, 1e-6);
				c.setPosition(-1.5, -1.5);
				const hit = sat.sweep(c, box, 2, 2);
				assert.equal(hit.hit, true, `r = ${r}`);
				near(hit.t, 0.5, 1e-6, 't');
				near(length(hit.normalX, hit.normalY), 1, 1e-6, '|normal|');
				for (const s of [a, b, box, c]) s.destroy();
			}
		});
	});
}
