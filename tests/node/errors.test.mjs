// Every bad input of the C core's table, and destroyed or foreign handles, throw SatError with the C code and a
// precise message, never a RuntimeError or a trap, and change nothing.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { SatError, ErrorCode } from '../../web/sat.js';
import { MODULES, load, throwsSat } from './helpers.mjs';

describe('SatError', () => {
	it('is an Error with the C code, its name and a message naming the call', async () => {
		const sat = await load(MODULES[0]);
		try {
			sat.polygon([0, 0, 2, 0, 1, 1, 2, 2, 0, 2]);
			assert.fail('no error');
		} catch (e) {
			assert.ok(e instanceof SatError && e instanceof Error);
			assert.equal(e.name, 'SatError');
			assert.equal(e.code, 8);
			assert.equal(e.code, ErrorCode.NOT_CONVEX);
			assert.equal(e.codeName, 'NOT_CONVEX');
			assert.equal(e.message, 'sat.polygon: the polygon is concave or self-intersecting (5 points given) [NOT_CONVEX]');
		}
		assert.equal(new SatError(99, 'x').codeName, 'UNKNOWN');
	});

	it('ErrorCode lists the C enum in order', () => {
		assert.deepEqual(Object.values(ErrorCode), [...Array(24).keys()]);
		assert.ok(Object.isFrozen(ErrorCode));
	});

	it('web/errors.js and web/errors.d.ts are what tools/gen-errors.mjs makes of src/sat.h', () => {
		const script = fileURLToPath(new URL('../../tools/gen-errors.mjs', import.meta.url));
		execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' });
	});
});

for (const name of MODULES) {
	describe(`${name}: bad input`, () => {
		let sat, other;
		before(async () => {
			sat = await load(name);
			other = await load(name);
		});

		it('polygon: every row of the C table, with the argument or index named', () => {
			throwsSat(() => sat.polygon(), 'NULL', /points is undefined/);
			throwsSat(() => sat.polygon(null), 'NULL', /points is null/);
			throwsSat(() => sat.polygon('0,0,1,0,0,1'), 'BAD_ARRAY', /points must be an array/);
			throwsSat(() => sat.polygon({ length: 6 }), 'BAD_ARRAY');
			throwsSat(() => sat.polygon(new DataView(new ArrayBuffer(24))), 'BAD_ARRAY');
			throwsSat(() => sat.polygon(42), 'BAD_ARRAY');
			throwsSat(() => sat.polygon([0, 0, 1, 0, 0]), 'ODD_COORDS', /5 coordinates/);
			throwsSat(() => sat.polygon(new Float32Array(7)), 'ODD_COORDS');
			throwsSat(() => sat.polygon([]), 'TOO_FEW_POINTS', /0 points given/);
			throwsSat(() => sat.polygon([0, 0, 1, 1]), 'TOO_FEW_POINTS', /2 points given, at least 3/);
			throwsSat(() => sat.polygon([{ x: 0, y: 0 }, { x: 1, y: 0 }]), 'TOO_FEW_POINTS');
			throwsSat(() => sat.polygon([0, 0, 0, 0, 0, 0]), 'TOO_FEW_POINTS', /3 points given/); // welded into one
			throwsSat(() => sat.polygon(new Float64Array(2050)), 'TOO_MANY_POINTS', /1025 points given, at most 1024/);
			throwsSat(() => sat.polygon([0, 0, NaN, 0, 0, 1]), 'NOT_FINITE', /points\[2\] \(x of point 1\) is NaN/);
			throwsSat(() => sat.polygon(Float32Array.of(0, 0, 1, Infinity, 0, 1)), 'NOT_FINITE', /points\[3\] \(y of point 1\) is Infinity/);
			throwsSat(() => sat.polygon([0, 0, 1, 0, 0, -Infinity]), 'NOT_FINITE', /points\[5\]/);
			throwsSat(() => sat.polygon([0, 0, 1e19, 0, 0, 1]), 'OUT_OF_RANGE', /points\[2\]/);
			throwsSat(() => sat.polygon([0, 0, 1, 0, 0, 1e39]), 'OUT_OF_RANGE', /points\[5\]/); // finite in JS, not in float
			throwsSat(() => sat.polygon([0, 0, 1, 1, 2, 2, 3, 3]), 'COLLINEAR');
			throwsSat(() => sat.polygon([0, 0, 4, 0, 1, 1, 0, 4]), 'NOT_CONVEX', /concave/);
			throwsSat(() => sat.polygon([0, 0, 2, 2, 2, 0, 0, 2]), 'NOT_CONVEX'); // a bow tie
			throwsSat(() => sat.polygon([0, 0, 2, 0, 1, 0, 2, 2]), 'NOT_CONVEX'); // doubles back along an edge
			throwsSat(() => sat.polygon([0, 0, 1, '0', 0, 1]), 'BAD_ARRAY', /points\[3\] \(y of point 1\) must be a number \(got the string "0"\)/);
			throwsSat(() => sat.polygon([0, 0, 1, 0, 0, null]), 'BAD_ARRAY', /points\[5\]/);
			throwsSat(() => sat.polygon([0, 0, 1, 0, 0, { x: 1 }]), 'BAD_ARRAY');
			throwsSat(() => sat.polygon([0, 0, 1, , 0, 1]), 'BAD_ARRAY', /points\[3\].*undefined/); // eslint-disable-line no-sparse-arrays
			throwsSat(() => sat.polygon([{ x: 0, y: 0 }, { x: 1 }, { x: 0, y: 1 }]), 'BAD_ARRAY', /points\[1\]\.y must be a number \(got undefined\)/);
			throwsSat(() => sat.polygon([{ x: 0, y: 0 }, { y: 0 }, { x: 0, y: 1 }]), 'BAD_ARRAY', /points\[1\]\.x/);
			throwsSat(() => sat.polygon([{ x: 0, y: 0 }, 5, { x: 0, y: 1 }]), 'BAD_ARRAY', /points\[1\] must be an \{x, y\} object/);
			throwsSat(() => sat.polygon([{ x: 0, y: 0 }, { x: NaN, y: 0 }, { x: 0, y: 1 }]), 'NOT_FINITE', /points\[1\]\.x is NaN/);
			throwsSat(() => sat.polygon([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: -1e20 }]), 'OUT_OF_RANGE', /points\[2\]\.y/);
			throwsSat(() => sat.polygon(new BigInt64Array(6)), 'BAD_ARRAY');
		});

		it('circle and box', () => {
			for (const r of [0, -1, -0, NaN, Infinity, -Infinity, '1', null, undefined]) throwsSat(() => sat.circle(r), 'BAD_RADIUS', /radius/);
			throwsSat(() => sat.circle(1e19), 'OUT_OF_RANGE', /radius/);
			throwsSat(() => sat.circle(1e39), 'OUT_OF_RANGE', /radius/);
			for (const v of [0, -2, NaN, Infinity, '2', undefined]) {
				throwsSat(() => sat.box(v, 1), 'BAD_SIZE', /width/);
				throwsSat(() => sat.box(1, v), 'BAD_SIZE', /height/);
			}
			throwsSat(() => sat.box(1, 2e18), 'OUT_OF_RANGE', /height/);
		});

		it('setPosition, setAngle, setTransform: NOT_FINITE / OUT_OF_RANGE, and the transform stays unchanged', () => {
			const s = sat.box(2, 2);
			s.setTransform(1, 2, 0.5);
			const before = [...s.worldVertices()];
			throwsSat(() => s.setPosition(NaN, 0), 'NOT_FINITE', /shape\.setPosition: x is NaN/);
			throwsSat(() => s.setPosition(0, Infinity), 'NOT_FINITE', /y is Infinity/);
			throwsSat(() => s.setPosition(0, '1'), 'NOT_FINITE', /y must be a finite number/);
			throwsSat(() => s.setPosition(), 'NOT_FINITE', /x must be a finite number \(got undefined\)/);
			throwsSat(() => s.setPosition(-1e19, 0), 'OUT_OF_RANGE', /x = -1e\+19/);
			throwsSat(() => s.setAngle(NaN), 'NOT_FINITE', /radians/);
			throwsSat(() => s.setAngle(1e30), 'OUT_OF_RANGE', /radians/);
			throwsSat(() => s.setTransform(0, 0, -Infinity), 'NOT_FINITE', /radians/);
			assert.deepEqual([s.x, s.y, s.angle], [1, 2, Math.fround(0.5)]);
			assert.deepEqual([...s.worldVertices()], before);
			s.destroy();
		});

		it('project: BAD_AXIS for a zero or non-finite axis, OUT_OF_RANGE when products overflow', () => {
			const s = sat.box(2, 2);
			throwsSat(() => sat.project(s, 0, 0), 'BAD_AXIS', /axis \(0, 0\)/);
			throwsSat(() => sat.project(s, -0, 0), 'BAD_AXIS');
			throwsSat(() => sat.project(s, 1e-50, 0), 'BAD_AXIS'); // zero as float32
			throwsSat(() => sat.project(s, NaN, 1), 'BAD_AXIS');
			throwsSat(() => sat.project(s, 1, Infinity), 'BAD_AXIS');
			throwsSat(() => sat.project(s, 1e39, 0), 'BAD_AXIS'); // infinite as float32
			throwsSat(() => sat.project(s, '1', 0), 'BAD_AXIS', /axisX must be/);
			throwsSat(() => sat.project(s, 1), 'BAD_AXIS', /axisY must be .*undefined/);
			s.setPosition(1e17, 0);
			throwsSat(() => sat.project(s, 1e25, 0), 'OUT_OF_RANGE');
			s.destroy();
		});

		it('collide and sweep: velocity NOT_FINITE / OUT_OF_RANGE, sweep tmax BAD_TMAX', () => {
			const a = sat.box(2, 2), b = sat.box(2, 2);
			throwsSat(() => sat.collide(a, b, NaN, 0), 'NOT_FINITE', /sat\.collide: vx is NaN/);
			throwsSat(() => sat.collide(a, b, 0, Infinity), 'NOT_FINITE', /vy/);
			throwsSat(() => sat.collide(a, b, 0, null), 'NOT_FINITE', /vy must be a finite number \(got null\)/);
			throwsSat(() => sat.collide(a, b, 1e19, 0), 'OUT_OF_RANGE', /vx/);
			throwsSat(() => sat.sweep(a, b, NaN, 0), 'NOT_FINITE', /sat\.sweep: vx/);
			throwsSat(() => sat.sweep(a, b, 1), 'NOT_FINITE', /vy .*undefined/);
			throwsSat(() => sat.sweep(a, b, 1, 0, -1), 'BAD_TMAX', /tmax must be >= 0 \(got -1\)/);
			for (const t of [NaN, Infinity, 1e39, '1', null]) throwsSat(() => sat.sweep(a, b, 1, 0, t), 'BAD_TMAX', /tmax/);
			throwsSat(() => sat.collide(a, b, 0, 0, 5), 'NULL', /out must be an object/);
			a.destroy();
			b.destroy();
		});

		it('an error zeroes the out object instead of leaving stale data', () => {
			const a = sat.box(2, 2), b = sat.box(2, 2);
			const out = sat.collide(a, b);
			assert.equal(out.intersect, true);
			throwsSat(() => sat.collide(a, b, NaN, 0, out), 'NOT_FINITE');
			assert.deepEqual(out, { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 });
			const sw = sat.sweep(a, b, 1, 0);
			throwsSat(() => sat.sweep(a, b, 1, 0, -1, sw), 'BAD_TMAX');
			assert.deepEqual(sw, { hit: false, t: 0, normalX: 0, normalY: 0, mtvX: 0, mtvY: 0 });
			const iv = sat.project(a, 1, 0);
			throwsSat(() => sat.project(a, 0, 0, iv), 'BAD_AXIS');
			assert.deepEqual(iv, { min: 0, max: 0 });
			a.destroy();
			b.destroy();
		});

		it('destroyed handles: BAD_HANDLE from every call; a second destroy() does nothing', () => {
			const a = sat.box(2, 2), b = sat.circle(1);
			a.destroy();
			a.destroy();
			throwsSat(() => sat.collide(a, b), 'BAD_HANDLE', /sat\.collide: a was destroyed/);
			throwsSat(() => sat.collide(b, a), 'BAD_HANDLE', /b was destroyed/);
			throwsSat(() => sat.project(a, 1, 0), 'BAD_HANDLE', /shape was destroyed/);
			throwsSat(() => sat.sweep(b, a, 1, 0), 'BAD_HANDLE', /b was destroyed/);
			throwsSat(() => a.setPosition(1, 1), 'BAD_HANDLE', /shape\.setPosition/);
			throwsSat(() => a.setAngle(1), 'BAD_HANDLE');
			throwsSat(() => a.setTransform(1, 1, 1), 'BAD_HANDLE');
			throwsSat(() => a.worldVertices(), 'BAD_HANDLE');
			throwsSat(() => a.aabb(), 'BAD_HANDLE');
			for (const key of ['x', 'y', 'angle', 'vertexCount', 'type', 'radius']) throwsSat(() => a[key], 'BAD_HANDLE', new RegExp(`shape\\.${key}`));
			// The released memory is reused by a new shape; the old handle still cannot reach it.
			const c = sat.box(2, 2);
			throwsSat(() => sat.collide(a, c), 'BAD_HANDLE');
			assert.equal(sat.collide(c, b).intersect, true);
			b.destroy();
			c.destroy();
		});

		it('foreign handles (another init() instance) and non-handles: BAD_HANDLE; null: NULL', () => {
			const mine = sat.box(2, 2), theirs = other.box(2, 2);
			throwsSat(() => sat.collide(mine, theirs), 'BAD_HANDLE', /b belongs to another init\(\) instance/);
			throwsSat(() => other.collide(mine, theirs), 'BAD_HANDLE', /a belongs to another init\(\) instance/);
			throwsSat(() => sat.project(theirs, 1, 0), 'BAD_HANDLE');
			throwsSat(() => sat.sweep(theirs, mine, 1, 0), 'BAD_HANDLE');
			throwsSat(() => sat.collide(mine, {}), 'BAD_HANDLE', /b is not a shape handle/);
			throwsSat(() => sat.collide(mine, Object.create(Object.getPrototypeOf(mine))), 'BAD_HANDLE', /not a shape handle/);
			throwsSat(() => sat.collide(mine, 12345), 'BAD_HANDLE', /got 12345/);
			throwsSat(() => sat.collide(null, mine), 'NULL', /a is null/);
			throwsSat(() => sat.collide(mine), 'NULL', /b is undefined/);
			throwsSat(() => sat.project(undefined, 1, 0), 'NULL', /shape is undefined/);
			assert.throws(() => new (Object.getPrototypeOf(mine).constructor)(), TypeError);
			mine.destroy();
			theirs.destroy();
		});

		it('garbage arguments to every call throw SatError only, and leave the instance working', () => {
			const garbage = [undefined, null, 0, -1, NaN, Infinity, 1e40, '', 'x', true, {}, [], [1, 2], () => 0,
				Symbol('s'), 10n, new Float32Array(3), { x: 1, y: 2 }];
			const a = sat.box(1, 1), b = sat.circle(1), dead = sat.box(1, 1);
			dead.destroy();
			const shapes = [a, b, dead, ...garbage];
			let calls = 0;
			const check = (fn) => {
				++calls;
				try { fn(); } catch (e) { assert.ok(e instanceof SatError, `${e?.name}: ${e?.message}`); }
			};
			for (const g of garbage) {
				check(() => sat.polygon(g));
				check(() => sat.polygon([0, 0, 1, 0, g, 1]));
				check(() => sat.circle(g));
				check(() => sat.box(g, 1));
				check(() => a.setPosition(g, 0));
				check(() => a.setAngle(g));
				for (const s of shapes) {
					check(() => sat.collide(s, b, g, 0));
					check(() => sat.collide(a, s, 0, g));
					check(() => sat.project(s, g, 1));
					check(() => sat.sweep(s, b, 1, g, g));
					check(() => sat.sweep(a, s, g, 1, 1));
				}
			}
			assert.ok(calls > 700);
			a.setTransform(0, 0, 0);
			b.setTransform(1, 0, 0);
			assert.deepEqual(sat.collide(a, b), { intersect: true, willIntersect: true, mtvX: -0.5, mtvY: 0 });
			a.destroy();
			b.destroy();
		});
	});
}
