// Bullets through web/sat.js, in both modules: world.setBullet / world.isBullet, checked by laws as in
// tests/test_bullet.c (a fast disc stops at a thin dynamic plank and hands it its momentum, an ordinary one passes
// through; a spinning bar does not swing through a thin wall), the same bits from both modules, and bad input.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, MODULES, throwsSat } from './helpers.mjs';

const DT = 1 / 60;
const SLOP = 0.005, TARGET = 0.25 * SLOP; // the solver's linear slop; a bullet stops within a quarter of it

/** Add a shape as a body (the handle is destroyed: the world keeps its own copy). */
function addBody(world, shape, x, y, angle, type) {
	const id = world.add(shape, x, y, angle);
	shape.destroy();
	world.setType(id, type);
	return id;
}

/** A 0.2 m disc at 1000 m/s along +x, 3 m before a free 0.1 x 2 m plank, no gravity. */
function discAtPlank(sat, bullet) {
	const world = sat.world();
	world.setGravity(0, 0);
	const plank = addBody(world, sat.box(0.1, 2), 0, 0, 0, 'dynamic');
	const disc = addBody(world, sat.circle(0.1), -3, 0, 0, 'dynamic');
	world.setBullet(disc, bullet);
	world.setVelocity(disc, 1000, 0);
	return { world, plank, disc };
}

/**
 * A free 2 x 0.02 m bar spinning at 36 rad/s and a thin static wall across its tip's path (0.4 x 0.02 m, centred on
 * the tip's circle at 0.3 rad, turned 45 degrees from the radius): each step checked as the motion it stands for
 * (centre and angle interpolated, 100 samples); returns the deepest the bar went into the wall.
 */
function spinningBar(sat, bullet) {
	const world = sat.world();
	world.setGravity(0, 0);
	const wallAt = [Math.cos(0.3), Math.sin(0.3), 0.3 - Math.PI / 4];
	addBody(world, sat.box(0.4, 0.02), wallAt[0], wallAt[1], wallAt[2], 'static');
	const bar = addBody(world, sat.box(2, 0.02), 0, 0, 0, 'dynamic');
	world.setBullet(bar, bullet);
	world.setVelocity(bar, 0, 0, 36);
	const barShape = sat.box(2, 0.02), wallShape = sat.box(0.4, 0.02);
	wallShape.setTransform(...wallAt);
	let deepest = 0;
	for (let i = 0; i < 20; ++i) {
		const t0 = world.transform(bar);
		world.step(DT);
		const t1 = world.transform(bar);
		let turn = t1.angle - t0.angle;
		turn += turn > Math.PI ? -2 * Math.PI : turn < -Math.PI ? 2 * Math.PI : 0;
		for (let k = 0; k <= 100; ++k) {
			const s = k / 100;
			barShape.setTransform(t0.x + s * (t1.x - t0.x), t0.y + s * (t1.y - t0.y), t0.angle + s * turn);
			const c = sat.collide(barShape, wallShape);
			if (c.intersect) deepest = Math.max(deepest, Math.hypot(c.mtvX, c.mtvY));
		}
	}
	barShape.destroy();
	wallShape.destroy();
	world.destroy();
	return deepest;
}

for (const name of MODULES) {
	describe(`${name}: bullets`, () => {
		it('a bullet disc stops at a thin dynamic plank and pushes it, momentum kept; an ordinary disc passes through', async () => {
			const sat = await load(name);
			const { world, plank, disc } = discAtPlank(sat, true);
			world.step(DT);
			const gap = (world.transform(plank).x - 0.05) - (world.transform(disc).x + 0.1);
			assert.ok(gap > 0 && gap <= TARGET + 1e-5, `the bullet stopped ${gap} before the plank`);
			const md = world.massData(disc).mass, mp = world.massData(plank).mass, p0 = md * 1000;
			for (let i = 0; i < 10; ++i) {
				world.step(DT);
				assert.ok(world.transform(disc).x < world.transform(plank).x, `step ${i + 2}: the disc passed the plank`);
				const p = md * world.velocity(disc).vx + mp * world.velocity(plank).vx;
				assert.ok(Math.abs(p - p0) <= 0.01 * p0, `step ${i + 2}: momentum ${p}, at the start ${p0}`);
			}
			assert.ok(world.transform(plank).x > 1, 'the plank was pushed');
			world.destroy();
			const plain = discAtPlank(sat, false); // not a bullet: the scene can fail
			plain.world.step(DT);
			assert.ok(plain.world.transform(plain.disc).x > 10, 'an ordinary disc passes through the plank');
			plain.world.destroy();
		});

		it('a spinning bullet bar does not swing through a thin wall; an ordinary one does', async () => {
			const sat = await load(name);
			const deepest = spinningBar(sat, true);
			assert.ok(deepest <= SLOP + 1e-5, `the bullet bar went ${deepest} into the wall`);
			assert.ok(spinningBar(sat, false) > 0.01, 'an ordinary bar swings through');
		});

		it('setBullet and isBullet: the flag reads back (setBullet(id) sets it), bad ids and a destroyed world throw', async () => {
			const sat = await load(name);
			const world = sat.world();
			const id = addBody(world, sat.circle(1), 0, 0, 0, 'kinematic');
			assert.equal(world.isBullet(id), false);
			world.setBullet(id);
			assert.equal(world.isBullet(id), true, 'kept on a kinematic body');
			world.setBullet(id, false);
			assert.equal(world.isBullet(id), false);
			world.setBullet(id, true);
			for (const bad of [-1, 12345, 1.5, '0', null, undefined]) {
				throwsSat(() => world.setBullet(bad, false), 'BAD_ID', /world\.setBullet: /);
				throwsSat(() => world.isBullet(bad), 'BAD_ID', /world\.isBullet: /);
			}
			throwsSat(() => world.setBullet(12345, false), 'BAD_ID', /no body with id 12345/);
			assert.equal(world.isBullet(id), true, 'the bad calls changed nothing');
			world.remove(id);
			throwsSat(() => world.isBullet(id), 'BAD_ID', /no body with id/);
			world.destroy();
			throwsSat(() => world.setBullet(id, true), 'BAD_HANDLE', /world\.setBullet: the world was destroyed/);
			throwsSat(() => world.isBullet(id), 'BAD_HANDLE', /world\.isBullet: the world was destroyed/);
		});
	});
}

it('both modules step a scene of spinning bullets and a pile to the same bits', async () => {
	const runs = [];
	for (const name of MODULES) {
		const sat = await load(name);
		const world = sat.world();
		addBody(world, sat.box(40, 1), 0, -0.5, 0, 'static');
		for (let i = 0; i < 12; ++i) addBody(world, sat.box(0.5, 0.5), -3 + 0.6 * (i % 6), 0.25 + 0.6 * Math.floor(i / 6), 0, 'dynamic');
		for (let i = 0; i < 6; ++i) {
			const id = addBody(world, i % 2 ? sat.capsule(-0.4, 0, 0.4, 0, 0.05) : sat.box(1, 0.05), -20, 1 + i, 0.3 * i, 'dynamic');
			world.setBullet(id);
			world.setVelocity(id, 300 + 40 * i, -5 * i, 25 - 10 * i);
		}
		for (let k = 0; k < 90; ++k) world.step(DT);
		runs.push(Array.from(new Uint32Array(Float32Array.from(world.transforms()).buffer)));
		world.destroy();
	}
	assert.deepEqual(runs[0], runs[1]);
});
