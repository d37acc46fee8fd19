// Sensors, hit events, contact impulses, length units and contact tuning through web/sat.js, in both modules:
// one sensor begin and end per visit with no push, a hit per impact at the fall's speed, a resting body's
// impulses adding up to m g dt, a pixel world moving as the metre world scaled by 100, and bad input refused with
// nothing changed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { load, MODULES, near, throwsSat } from './helpers.mjs';

function add(sat, world, shape, x, y, type) {
	const id = world.add(shape, x, y);
	shape.destroy();
	world.setType(id, type);
	return id;
}

for (const name of MODULES) {
	describe(name, () => {
		it('a ball falls through a sensor zone: one begin, one end, and the fall of a world without it', async () => {
			const sat = await load(name);
			const worlds = [sat.world(), sat.world()];
			const balls = worlds.map((w) => {
				add(sat, w, sat.box(20, 1), 0, -0.5, 'static');
				return add(sat, w, sat.circle(0.25), 0, 8, 'dynamic');
			});
			const zone = add(sat, worlds[0], sat.box(4, 2), 0, 4, 'static');
			worlds[0].setSensor(zone, true);
			assert.equal(worlds[0].isSensor(zone), true);
			assert.equal(worlds[0].isSensor(balls[0]), false);
			let begins = 0, ends = 0;
			for (let i = 0; i < 180; ++i) {
				for (const w of worlds) w.step(1 / 60);
				const ev = worlds[0].events();
				for (let k = 0; k < ev.sensorBeginCount; ++k) {
					assert.deepEqual([ev.sensorBegin[2 * k], ev.sensorBegin[2 * k + 1]], [zone, balls[0]]);
					++begins;
				}
				for (let k = 0; k < ev.sensorEndCount; ++k) {
					assert.deepEqual([ev.sensorEnd[2 * k], ev.sensorEnd[2 * k + 1]], [zone, balls[0]]);
					++ends;
				}
				assert.deepEqual(worlds[0].transform(balls[0]), worlds[1].transform(balls[1]));
			}
			assert.equal(begins, 1);
			assert.equal(ends, 1);
			for (const w of worlds) w.destroy();
		});

		it('one hit per impact at the approach speed of the fall; contact impulses of a resting ball add up to m g dt', async () => {
			const sat = await load(name);
			const world = sat.world();
			const ground = add(sat, world, sat.box(20, 1), 0, -0.5, 'static');
			const ball = add(sat, world, sat.circle(0.25), 0, 5.25, 'dynamic');
			const hits = [];
			for (let i = 0; i < 240; ++i) {
				world.step(1 / 60);
				const ev = world.events();
				for (let k = 0; k < ev.hitCount; ++k) {
					assert.deepEqual([ev.hitIds[2 * k], ev.hitIds[2 * k + 1]], [ground, ball]);
					hits.push(Array.from(ev.hits.subarray(5 * k, 5 * k + 5)));
				}
			}
			assert.equal(hits.length, 1);
			const [x, y, nx, ny, speed] = hits[0];
			near(speed, Math.sqrt(2 * 10 * 5), 0.05 * 10, 'approach speed');
			near(x, 0, 1e-4, 'x');
			near(y, 0, 0.03, 'y');
			assert.deepEqual([nx, ny], [0, -1]);
			const c = world.contacts(), weight = world.massData(ball).mass * 10 / 60;
			assert.equal(c.count, 1);
			assert.equal(c.impulses.length >= 2, true);
			near(c.impulses[0] + c.impulses[1], weight, 0.01 * weight, 'impulse over the step');
			world.destroy();
		});

		it('hitSpeed: 0 reports every approaching contact; the default ignores slow ones', async () => {
			const sat = await load(name);
			for (const [hitSpeed, want] of [[undefined, 0], [0, 1]]) {
				const world = sat.world(hitSpeed === undefined ? {} : { hitSpeed });
				assert.equal(world.hitSpeed, hitSpeed === undefined ? 1 : Math.fround(1.401298464324817e-45));
				add(sat, world, sat.box(20, 1), 0, -0.5, 'static');
				add(sat, world, sat.box(1, 1), 0, 0.53, 'dynamic'); // lands at about 0.45 m/s
				let hits = 0;
				for (let i = 0; i < 60; ++i) {
					world.step(1 / 60);
					hits += world.events().hitCount;
				}
				assert.equal(hits, want);
				world.destroy();
			}
		});

		it('lengthUnitsPerMeter 100: the metre scene scaled by 100, gravity and push speed scaled', async () => {
			const sat = await load(name);
			const scenes = [1, 100].map((u) => {
				const world = sat.world(u === 1 ? {} : { lengthUnitsPerMeter: u });
				add(sat, world, sat.box(40 * u, u), 0, -0.5 * u, 'static');
				const ball = add(sat, world, sat.circle(0.5 * u), 0, 4 * u, 'dynamic');
				world.setMaterial(ball, { restitution: 0.6 });
				const box = add(sat, world, sat.box(u, u), 3 * u, 2 * u, 'dynamic');
				world.setVelocity(box, 2 * u, 0, 3);
				return { world, ids: [ball, box], u };
			});
			assert.equal(scenes[1].world.lengthUnitsPerMeter, 100);
			assert.deepEqual(scenes[1].world.gravity(), { x: 0, y: -1000 });
			assert.equal(scenes[1].world.contactTuning().pushSpeed, 300);
			let worst = 0;
			for (let i = 0; i < 180; ++i) {
				for (const s of scenes) s.world.step(1 / 60);
				for (let k = 0; k < 2; ++k) {
					const p = scenes[0].world.transform(scenes[0].ids[k]), q = scenes[1].world.transform(scenes[1].ids[k]);
					worst = Math.max(worst, Math.abs(q.x / 100 - p.x), Math.abs(q.y / 100 - p.y));
				}
			}
			assert.ok(worst < 0.01, `the pixel scene strays ${worst} m`);
			for (const s of scenes) s.world.destroy();
		});

		it('bad input: clear errors, nothing changed', async () => {
			const sat = await load(name);
			throwsSat(() => sat.world({ lengthUnitsPerMeter: -1 }), 'OUT_OF_RANGE', /lengthUnitsPerMeter/);
			throwsSat(() => sat.world({ lengthUnitsPerMeter: 0 }), 'OUT_OF_RANGE', /lengthUnitsPerMeter/);
			throwsSat(() => sat.world({ lengthUnitsPerMeter: 2e6 }), 'OUT_OF_RANGE', /lengthUnitsPerMeter/);
			throwsSat(() => sat.world({ lengthUnitsPerMeter: NaN }), 'NOT_FINITE', /lengthUnitsPerMeter/);
			throwsSat(() => sat.world({ lengthUnitsPerMeter: '100' }), 'OUT_OF_RANGE', /lengthUnitsPerMeter/);
			throwsSat(() => sat.world({ hitSpeed: -1 }), 'OUT_OF_RANGE', /hitSpeed/);
			throwsSat(() => sat.world({ hitSpeed: Infinity }), 'NOT_FINITE', /hitSpeed/);
			const world = sat.world();
			const id = add(sat, world, sat.box(1, 1), 0, 0, 'static');
			throwsSat(() => world.setSensor(id + 1, true), 'BAD_ID', /no body/);
			throwsSat(() => world.isSensor(1.5), 'BAD_ID');
			const before = world.contactTuning();
			assert.deepEqual(before, { hertz: 30, dampingRatio: 10, pushSpeed: 3 });
			throwsSat(() => world.setContactTuning({ hertz: 0 }), 'OUT_OF_RANGE', /hertz/);
			throwsSat(() => world.setContactTuning({ dampingRatio: -1 }), 'OUT_OF_RANGE', /dampingRatio/);
			throwsSat(() => world.setContactTuning({ pushSpeed: NaN }), 'NOT_FINITE', /pushSpeed/);
			throwsSat(() => world.setContactTuning({ pushSpeed: 1e30 }), 'OUT_OF_RANGE');
			throwsSat(() => world.setContactTuning(null), 'BAD_ARRAY');
			assert.deepEqual(world.contactTuning(), before);
			world.setContactTuning({ hertz: 60 });
			assert.deepEqual(world.contactTuning(), { hertz: 60, dampingRatio: 10, pushSpeed: 3 });
			world.destroy();
			throwsSat(() => world.setSensor(id, true), 'BAD_HANDLE');
			throwsSat(() => world.contactTuning(), 'BAD_HANDLE');
		});
	});
}
