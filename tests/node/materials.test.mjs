// Damping, rolling resistance and tangent speed through web/sat.js, in both modules: world.setDamping / damping and
// the material's rollingResistance / tangentSpeed (defaults, partial updates, bad input that changes nothing, the
// field named in the message), and their laws as tests/test_materials.c checks them natively: damped speeds follow
// v0 (1 + h c)^-n and exp(-c t), a rolling circle slows at 2/3 * rollingResistance * g, a belt carries a box at its
// tangent speed, either way.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, MODULES, near, throwsSat } from './helpers.mjs';

const DT = 1 / 60, SUBSTEPS = 4; // step()'s default substeps

function addBody(world, shape, x, y, type) {
	const id = world.add(shape, x, y);
	shape.destroy();
	world.setType(id, type);
	return id;
}

for (const name of MODULES) {
	describe(name, () => {
		it('setDamping / damping: defaults 0, reads back, out filled; bad values throw and change nothing', async () => {
			const sat = await load(name);
			const world = sat.world(), id = addBody(world, sat.box(1, 1), 0, 0, 'dynamic');
			assert.deepEqual(world.damping(id), { linear: 0, angular: 0 });
			world.setDamping(id, 0.5, 0.25);
			assert.deepEqual(world.damping(id), { linear: 0.5, angular: 0.25 });
			const out = { linear: 7, angular: 7, tag: 'x' };
			assert.equal(world.damping(id, out), out);
			assert.deepEqual(out, { linear: 0.5, angular: 0.25, tag: 'x' });
			throwsSat(() => world.setDamping(id, NaN, 0), 'NOT_FINITE', /world\.setDamping: linear is NaN/);
			throwsSat(() => world.setDamping(id, 0, Infinity), 'NOT_FINITE', /angular is Infinity/);
			throwsSat(() => world.setDamping(id, -1, 0), 'OUT_OF_RANGE', /linear = -1 is negative/);
			throwsSat(() => world.setDamping(id, 0, -0.5), 'OUT_OF_RANGE', /angular = -0\.5 is negative/);
			throwsSat(() => world.setDamping(id, 2e18, 0), 'OUT_OF_RANGE', /linear = 2e\+18 is larger in magnitude than MAX_COORDINATE/);
			throwsSat(() => world.setDamping(id, 1e39, 0), 'OUT_OF_RANGE', /linear/);
			throwsSat(() => world.setDamping(id, '1', 0), 'NOT_FINITE', /linear must be a finite number/);
			throwsSat(() => world.setDamping(id, 0), 'NOT_FINITE', /angular must be a finite number \(got undefined\)/);
			throwsSat(() => world.setDamping(id + 1, 0, 0), 'BAD_ID', /no body with id/);
			throwsSat(() => world.damping(id + 1), 'BAD_ID', /no body with id/);
			throwsSat(() => world.damping(id, 5), 'NULL', /out must be an object/);
			assert.deepEqual(world.damping(id), { linear: 0.5, angular: 0.25 });
			world.destroy();
			throwsSat(() => world.setDamping(id, 0, 0), 'BAD_HANDLE');
		});

		it('material: rollingResistance and tangentSpeed default to 0, update alone, and name themselves when refused', async () => {
			const sat = await load(name);
			const world = sat.world(), id = addBody(world, sat.circle(0.5), 0, 0, 'dynamic');
			const f = Math.fround;
			assert.deepEqual(world.material(id), { density: 1, friction: f(0.6), restitution: 0, staticFriction: null,
				rollingResistance: 0, tangentSpeed: 0 });
			world.setMaterial(id, { rollingResistance: 0.3 });
			world.setMaterial(id, { tangentSpeed: -2.5 }); // either sign
			assert.deepEqual(world.material(id), { density: 1, friction: f(0.6), restitution: 0, staticFriction: null,
				rollingResistance: f(0.3), tangentSpeed: -2.5 });
			// staticFriction null (-1 in C) is not the field blamed for another one's bad value.
			throwsSat(() => world.setMaterial(id, { rollingResistance: -1 }), 'BAD_MATERIAL',
				/material\.rollingResistance must be a finite number >= 0 at most MAX_COORDINATE \(got -1\)/);
			throwsSat(() => world.setMaterial(id, { rollingResistance: NaN }), 'BAD_MATERIAL', /material\.rollingResistance/);
			throwsSat(() => world.setMaterial(id, { tangentSpeed: Infinity }), 'BAD_MATERIAL',
				/material\.tangentSpeed must be a finite number at most MAX_COORDINATE \(got Infinity\)/);
			throwsSat(() => world.setMaterial(id, { tangentSpeed: -2e18 }), 'BAD_MATERIAL', /material\.tangentSpeed/);
			throwsSat(() => world.setMaterial(id, { tangentSpeed: '2' }), 'BAD_MATERIAL', /material\.tangentSpeed must be a number/);
			assert.deepEqual(world.material(id), { density: 1, friction: f(0.6), restitution: 0, staticFriction: null,
				rollingResistance: f(0.3), tangentSpeed: -2.5 });
			world.destroy();
		});

		it('damping: speeds follow v0 (1 + h c)^-n within 0.1% and v0 exp(-c t) within 2% over 2 s; c = 0 keeps them exactly', async () => {
			const sat = await load(name);
			const world = sat.world();
			world.setGravity(0, 0);
			world.setSleepEnabled(false);
			const damped = addBody(world, sat.box(1, 1), 0, 0, 'dynamic'), plain = addBody(world, sat.box(1, 1), 0, 100, 'dynamic');
			const c = 1, ca = 1.5, h = DT / SUBSTEPS;
			world.setDamping(damped, c, ca);
			world.setVelocity(damped, 5, -3, 4);
			world.setVelocity(plain, 5, -3, 4);
			let worst = 0, worstExp = 0;
			for (let k = 1; k <= 120; ++k) {
				world.step(DT);
				const v = world.velocity(damped), n = SUBSTEPS * k, t = k * DT;
				const f = (1 + h * c) ** -n, fa = (1 + h * ca) ** -n;
				worst = Math.max(worst, Math.abs(v.vx / (5 * f) - 1), Math.abs(v.vy / (-3 * f) - 1), Math.abs(v.angularVelocity / (4 * fa) - 1));
				worstExp = Math.max(worstExp, Math.abs(v.vx / (5 * Math.exp(-c * t)) - 1), Math.abs(v.angularVelocity / (4 * Math.exp(-ca * t)) - 1));
				assert.deepEqual(world.velocity(plain), { vx: 5, vy: -3, angularVelocity: 4 });
			}
			assert.ok(worst <= 1e-3, `off the discrete law by ${worst}`);
			assert.ok(worstExp <= 0.02, `off exp(-c t) by ${worstExp}`);
			// Damping before gravity: the terminal speed is g (1 + h c) / c.
			world.setGravity(0, -10);
			world.setDamping(damped, 2, 0);
			for (let k = 0; k < 600; ++k) world.step(DT);
			near(-world.velocity(damped).vy, 10 * (1 + h * 2) / 2, 5e-4, 'terminal speed');
			world.destroy();
		});

		it('rolling resistance: a circle on flat ground slows at 2/3 * R * g and stops after v0 / a; R = 0 keeps it rolling', async () => {
			const sat = await load(name);
			for (const R of [0.2, 0]) {
				const world = sat.world();
				const ground = addBody(world, sat.box(200, 1), 0, -0.5, 'static');
				const ball = addBody(world, sat.circle(0.5), -50, 0.5, 'dynamic');
				world.setMaterial(ground, { rollingResistance: R });
				for (let k = 0; k < 30; ++k) world.step(DT);
				world.setVelocity(ball, 3, 0, -6);
				let stop = -1, at1 = 0, at3 = 0;
				for (let k = 1; k <= 180; ++k) {
					world.step(DT);
					const vx = world.velocity(ball).vx;
					if (stop < 0 && Math.abs(vx) < 0.01) stop = k * DT;
					if (k === 60) at1 = vx;
					if (k === 180) at3 = vx;
				}
				if (R > 0) {
					const a = 2 / 3 * R * 10;
					near(stop, 3 / a, 0.05 * 3 / a, 'stop time');
					near(at1, 3 - a, 0.05 * (3 - a), 'speed after 1 s');
					assert.ok(Math.abs(at3) < 1e-3, `still rolling at ${at3}`);
				} else {
					assert.ok(at3 > 0.95 * 3, `without rolling resistance: ${at3} after 3 s`);
				}
				world.destroy();
			}
		});

		it('conveyor: a box on a static belt of tangentSpeed 2 moves at 2 m/s (2%), at -2 with the sign reversed', async () => {
			const sat = await load(name);
			for (const speed of [2, -2]) {
				const world = sat.world();
				const belt = addBody(world, sat.box(400, 1), 0, 0, 'static');
				const box = addBody(world, sat.box(1, 1), 0, 1.05, 'dynamic');
				world.setMaterial(belt, { tangentSpeed: speed });
				let worst = 0;
				for (let k = 1; k <= 180; ++k) {
					world.step(DT);
					if (k >= 60) worst = Math.max(worst, Math.abs(world.velocity(box).vx - speed));
				}
				assert.ok(worst <= 0.02 * 2, `belt ${speed}: speed off by up to ${worst} from 1 s to 3 s`);
				assert.ok(Math.sign(world.transform(box).x) === Math.sign(speed), `belt ${speed}: box at x = ${world.transform(box).x}`);
				world.destroy();
			}
		});
	});
}
