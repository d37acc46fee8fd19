// One-way platforms through web/sat.js, in both modules: world.setOneWay / getOneWay (normalised, in the body's
// frame, bad input that changes nothing), collisions() from below and from above, and a box landing on one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, MODULES, near, throwsSat } from './helpers.mjs';

/** A world with a static 10 x 0.1 one-way platform at the origin (its top at y = 0.05), open upwards. */
function withPlatform(sat) {
	const world = sat.world(), shape = sat.box(10, 0.1);
	const platform = world.add(shape, 0, 0);
	shape.destroy();
	world.setType(platform, 'static');
	world.setOneWay(platform, 0, 1);
	return { world, platform };
}

function addBox(sat, world, x, y, type) {
	const shape = sat.box(1, 1), id = world.add(shape, x, y);
	shape.destroy();
	world.setType(id, type);
	return id;
}

for (const name of MODULES) {
	describe(name, () => {
		it('setOneWay / getOneWay: normalised, in the body frame, (0, 0) for an ordinary body', async () => {
			const sat = await load(name);
			const { world, platform } = withPlatform(sat);
			assert.deepEqual(world.getOneWay(platform), { x: 0, y: 1 });
			world.setOneWay(platform, 3, -4);
			near(world.getOneWay(platform), { x: 0.6, y: -0.8 });
			const out = { x: 7, y: 7 };
			assert.equal(world.getOneWay(platform, out), out);
			near(out, { x: 0.6, y: -0.8 });
			world.setTransform(platform, 0, 0, 1);
			near(world.getOneWay(platform), { x: 0.6, y: -0.8 }); // as set: it turns with the body
			world.setOneWay(platform, 0, 0);
			assert.deepEqual(world.getOneWay(platform), { x: 0, y: 0 });
			world.destroy();
		});

		it('bad input throws and changes nothing', async () => {
			const sat = await load(name);
			const { world, platform } = withPlatform(sat);
			throwsSat(() => world.setOneWay(platform, NaN, 1), 'NOT_FINITE', /world\.setOneWay: nx is NaN/);
			throwsSat(() => world.setOneWay(platform, 0, '1'), 'NOT_FINITE', /ny must be a finite number/);
			throwsSat(() => world.setOneWay(platform, 0, Infinity), 'NOT_FINITE', /ny is Infinity/);
			throwsSat(() => world.setOneWay(platform, 2e18, 0), 'OUT_OF_RANGE', /nx = 2e\+18/);
			throwsSat(() => world.setOneWay(platform + 1, 0, 1), 'BAD_ID', /world\.setOneWay: no body with id/);
			throwsSat(() => world.setOneWay(1.5, 0, 1), 'BAD_ID', /id must be a body id/);
			throwsSat(() => world.getOneWay(platform + 1), 'BAD_ID', /world\.getOneWay: no body with id/);
			throwsSat(() => world.getOneWay(platform, 5), 'NULL');
			assert.deepEqual(world.getOneWay(platform), { x: 0, y: 1 });
			world.destroy();
			throwsSat(() => world.setOneWay(platform, 0, 1), 'BAD_HANDLE');
			throwsSat(() => world.getOneWay(platform), 'BAD_HANDLE');
		});

		it('collisions(): no pair from below, the MTV along the normal from above', async () => {
			const sat = await load(name);
			const { world, platform } = withPlatform(sat);
			const box = addBox(sat, world, 5.48, -0.47, 'kinematic'); // 0.02 under the end, 0.08 into the underside
			assert.equal(world.collisions().count, 0);
			world.setTransform(box, 5.48, 2);
			assert.equal(world.collisions().count, 0);
			world.setTransform(box, 5.48, 0.47); // came from above: 0.08 into the top (SAT would push 0.02 sideways)
			const c = world.collisions();
			assert.equal(c.count, 1);
			const sign = c.a[0] === box ? 1 : -1;
			near(sign * c.mtvX[0], 0);
			near(sign * c.mtvY[0], 0.08);
			world.setOneWay(platform, 0, 0);
			const plain = world.collisions();
			near((plain.a[0] === box ? 1 : -1) * plain.mtvX[0], 0.02);
			world.destroy();
		});

		it('a box dropped onto the platform lands and rests; one thrown up from below passes through', async () => {
			const sat = await load(name);
			const { world } = withPlatform(sat);
			const faller = addBox(sat, world, -2, 3, 'dynamic');
			const riser = addBox(sat, world, 2, -2, 'dynamic');
			world.setVelocity(riser, 0, 16);
			let highest = -Infinity;
			for (let i = 0; i < 240; ++i) {
				world.step(1 / 60);
				highest = Math.max(highest, world.transform(riser).y);
			}
			near(world.transform(faller).y, 0.55, 0.01, 'the dropped box');
			assert.ok(highest > 8, `the box from below rose to ${highest}`);
			near(world.transform(riser).y, 0.55, 0.01, 'the box from below, landed');
			world.destroy();
		});
	});
}
