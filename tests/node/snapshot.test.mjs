// Snapshots and the state hash through web/sat.js, in both modules: restore and replay equal the original run bit for
// bit (transforms, velocities, events, the hash); both modules write the same bytes and restore each other's; a
// world made from a full snapshot; bad snapshots refused with the world unchanged; bodies added since removed and ids
// given again; a rollback loop (snapshot into preallocated buffers, restore, re-simulate) that allocates nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PerformanceObserver } from 'node:perf_hooks';

import { load, MODULES, rng, throwsSat } from './helpers.mjs';

const DT = 1 / 60;

function addBody(world, shape, x, y, type = 'dynamic', angle = 0) {
	const id = world.add(shape, x, y, angle);
	shape.destroy();
	world.setType(id, type);
	return id;
}

/** A walled pile of boxes and discs with a sensor, a one-way platform, a chain of joints and a kinematic body. */
function buildScene(sat, seed = 1, count = 40) {
	const world = sat.world(), random = rng(seed);
	addBody(world, sat.box(60, 2), 0, -1, 'static');
	addBody(world, sat.box(2, 40), -29, 19, 'static');
	addBody(world, sat.box(2, 40), 29, 19, 'static');
	const platform = addBody(world, sat.box(8, 0.5), 14, 8, 'static');
	world.setOneWay(platform, 0, 1);
	const sensor = addBody(world, sat.box(6, 6), 0, 14, 'static');
	world.setSensor(sensor, true);
	const ids = [];
	for (let i = 0; i < count; ++i) {
		const shape = i % 2 ? sat.circle(0.5) : sat.box(1.2, 0.8);
		const id = addBody(world, shape, -20 + (i % 12) * 3.4 + random() * 0.3, 3 + Math.floor(i / 12) * 2.5 + random() * 0.5,
			'dynamic', random() * 2 - 1);
		world.setVelocity(id, random() * 6 - 3, random() * 6 - 3, 0);
		ids.push(id);
	}
	const anchor = addBody(world, sat.box(1, 1), 20, 30, 'static');
	let last = anchor;
	for (let k = 0; k < 3; ++k) {
		const link = addBody(world, sat.box(0.3, 1.6), 20, 29 - 1.6 * k - 0.8);
		world.addJoint({ type: 'revolute', a: last, b: link, x: 20, y: 29.5 - 1.6 * k });
		last = link;
	}
	const kinematic = addBody(world, sat.box(4, 0.5), 0, 20, 'kinematic');
	world.setVelocity(kinematic, 2, 0, 0.5);
	return { world, ids, kinematic };
}

/** One frame of the game loop: an input chosen by the frame number, a query, a step. */
function frame(scene, f) {
	const { world, ids } = scene;
	if (f % 13 === 0) world.applyImpulse(ids[(f * 7) % ids.length], 0.5, 3);
	if (f % 29 === 0) world.setVelocity(scene.kinematic, (f / 29) % 2 ? 2 : -2, 0, -0.5);
	world.queryAABB(-5, 0, 5, 10);
	world.step(DT);
}

/** The frame's results: hash, transforms, events. */
function record(world) {
	const events = world.events();
	return {
		hash: world.hash(),
		transforms: Array.from(world.transforms()).map((v) => Object.is(v, -0) ? '-0' : v).join(','),
		begin: Array.from(events.begin.subarray(0, 2 * events.beginCount)).join(','),
		end: Array.from(events.end.subarray(0, 2 * events.endCount)).join(','),
	};
}

for (const name of MODULES) {
	describe(`snapshots (${name})`, () => {
		it('restore then N steps give the original N steps, bit for bit, for both kinds', async () => {
			const sat = await load(name);
			for (const dynamic of [false, true]) {
				const scene = buildScene(sat, 3);
				for (let f = 0; f < 90; ++f) frame(scene, f);
				const bytes = scene.world.snapshot({ dynamic });
				assert.ok(bytes instanceof Uint8Array);
				assert.equal(bytes.length, scene.world.snapshotSize({ dynamic }));
				const atSnapshot = scene.world.hash();
				const original = [];
				for (let f = 90; f < 240; ++f) {
					frame(scene, f);
					original.push(record(scene.world));
				}
				scene.world.restore(bytes);
				assert.equal(scene.world.hash(), atSnapshot);
				assert.equal(scene.world.contacts().count, 0, 'the last step\'s reports read empty after a restore');
				for (let f = 90; f < 240; ++f) {
					frame(scene, f);
					assert.deepEqual(record(scene.world), original[f - 90], `${dynamic ? 'dynamic' : 'full'}: frame ${f}`);
				}
				if (!dynamic) { // a world of its own
					const made = { ...scene, world: sat.world({ snapshot: bytes }) };
					for (let f = 90; f < 240; ++f) {
						frame(made, f);
						assert.deepEqual(record(made.world), original[f - 90], `a world made from the snapshot: frame ${f}`);
					}
					made.world.destroy();
				} else {
					throwsSat(() => sat.world({ snapshot: bytes }), 'BAD_SNAPSHOT', /full one only/);
				}
				scene.world.destroy();
			}
		});

		it('both modules write the same bytes and the same hash, and restore each other\'s snapshots', async () => {
			const [simd, baseline] = await Promise.all(MODULES.map(load));
			const a = buildScene(simd, 5), b = buildScene(baseline, 5);
			for (let f = 0; f < 120; ++f) {
				frame(a, f);
				frame(b, f);
			}
			assert.equal(a.world.hash(), b.world.hash());
			for (const dynamic of [false, true]) {
				const fromA = a.world.snapshot({ dynamic }), fromB = b.world.snapshot({ dynamic });
				assert.deepEqual(fromA, fromB, 'the two builds\' snapshots differ');
			}
			const bytes = a.world.snapshot({ dynamic: true });
			for (let f = 120; f < 180; ++f) frame(a, f);
			const ahead = a.world.hash();
			b.world.restore(bytes);
			for (let f = 120; f < 180; ++f) frame(b, f);
			assert.equal(b.world.hash(), ahead, 'the baseline module, restored from the SIMD one\'s snapshot, went another way');
			a.world.destroy();
			b.world.destroy();
		});

		it('the hash changes with one ulp of a position, an angle or a velocity, and comes back', async () => {
			const sat = await load(name), scene = buildScene(sat, 2, 12), world = scene.world;
			for (let f = 0; f < 30; ++f) frame(scene, f);
			const up = (v) => { // the next float32 up
				const f = new Float32Array([v]), i = new Int32Array(f.buffer);
				i[0] += v >= 0 ? 1 : -1;
				return f[0];
			};
			let h0 = 0n;
			for (const id of scene.ids) {
				const t = world.transform(id), v = world.velocity(id);
				// (setting a body wakes it and, at the next step, what it touches; moving it keeps where it came from for
				// the one-way rule: that is state, so the reference is taken after a first move there and back)
				world.setTransform(id, up(t.x), t.y, t.angle);
				world.setTransform(id, t.x, t.y, t.angle);
				world.setVelocity(id, v.vx, v.vy, v.angularVelocity);
				h0 = world.hash();
				world.setTransform(id, up(t.x), t.y, t.angle);
				assert.notEqual(world.hash(), h0, `x of body ${id}`);
				world.setTransform(id, t.x, t.y, up(t.angle));
				assert.notEqual(world.hash(), h0, `angle of body ${id}`);
				world.setTransform(id, t.x, t.y, t.angle);
				world.setVelocity(id, v.vx, up(v.vy), v.angularVelocity);
				assert.notEqual(world.hash(), h0, `vy of body ${id}`);
				world.setVelocity(id, v.vx, v.vy, v.angularVelocity);
				assert.equal(world.hash(), h0, `body ${id} put back`);
			}
			assert.equal(typeof h0, 'bigint');
			world.destroy();
		});

		it('bad snapshots are refused with a clear error and change nothing', async () => {
			const sat = await load(name), scene = buildScene(sat, 4, 10), world = scene.world;
			for (let f = 0; f < 30; ++f) frame(scene, f);
			const bytes = world.snapshot({ dynamic: true });
			for (let f = 30; f < 35; ++f) frame(scene, f);
			const before = world.snapshot();
			throwsSat(() => world.restore(bytes.subarray(0, bytes.length - 1)), 'BAD_SNAPSHOT', /truncated, corrupted/);
			const flipped = bytes.slice();
			flipped[bytes.length >> 1] ^= 4;
			throwsSat(() => world.restore(flipped), 'BAD_SNAPSHOT');
			const version = bytes.slice();
			version[4] += 1;
			throwsSat(() => world.restore(version), 'BAD_SNAPSHOT');
			throwsSat(() => world.restore(new Uint8Array(100)), 'BAD_SNAPSHOT');
			throwsSat(() => world.restore([1, 2, 3]), 'BAD_SNAPSHOT', /Uint8Array/);
			throwsSat(() => world.snapshot({ dynamic: true }, new Uint8Array(10)), 'BAD_ARRAY', /takes \d+/);
			throwsSat(() => world.snapshot(null, [0]), 'BAD_ARRAY', /Uint8Array/);
			throwsSat(() => world.snapshot(7), 'BAD_TYPE');
			// Another world: other statics, or a moving body removed since.
			const other = buildScene(sat, 4, 10);
			other.world.setTransform(0, 0, -1.5, 0);
			const otherBefore = other.world.hash();
			throwsSat(() => other.world.restore(bytes), 'BAD_SNAPSHOT', /other static bodies/);
			assert.equal(other.world.hash(), otherBefore);
			const removed = buildScene(sat, 4, 10);
			removed.world.remove(removed.ids[3]);
			throwsSat(() => removed.world.restore(bytes), 'BAD_SNAPSHOT');
			const alike = buildScene(sat, 4, 10); // the control: a world built alike takes it
			alike.world.restore(bytes);
			assert.deepEqual(world.snapshot(), before, 'a refused restore changed the world');
			for (const w of [world, other.world, removed.world, alike.world]) w.destroy();
			throwsSat(() => world.hash(), 'BAD_HANDLE');
			throwsSat(() => world.restore(bytes), 'BAD_HANDLE');
		});

		it('bodies and joints added since a dynamic snapshot go, and the same adds give the same ids', async () => {
			const sat = await load(name), scene = buildScene(sat, 6, 8), world = scene.world;
			for (let f = 0; f < 20; ++f) frame(scene, f);
			const bytes = world.snapshot({ dynamic: true }), count = world.count, joints = world.jointCount;
			const added = [0, 1, 2].map((k) => addBody(world, sat.circle(0.3), k, 30));
			const joint = world.addJoint({ type: 'distance', a: added[0], b: added[1] });
			for (let f = 20; f < 30; ++f) frame(scene, f);
			world.restore(bytes);
			assert.equal(world.count, count);
			assert.equal(world.jointCount, joints);
			for (const [k, id] of added.entries()) {
				throwsSat(() => world.transform(id), 'BAD_ID');
				assert.equal(addBody(world, sat.circle(0.3), k, 30), id);
			}
			assert.equal(world.addJoint({ type: 'distance', a: added[0], b: added[1] }), joint);
			world.destroy();
		});

		it('a rollback loop (snapshots into a ring of buffers, restore, re-simulate 10 frames) allocates nothing and ends where a run without rollbacks does', async () => {
			const sat = await load(name), scene = buildScene(sat, 7, 30), world = scene.world;
			const ring = Array.from({ length: 12 }, () => new Uint8Array(64 * 1024));
			const sizes = new Int32Array(12);
			let f = 0;
			const tick = () => {
				sizes[f % 12] = world.snapshot({ dynamic: true }, ring[f % 12]);
				frame(scene, f);
				++f;
				if (f % 10 === 0) { // a late input: back 10 frames and forward again
					const from = f - 10;
					world.restore(ring[from % 12], sizes[from % 12]);
					for (let g = from; g < f; ++g) {
						sizes[g % 12] = world.snapshot({ dynamic: true }, ring[g % 12]);
						frame(scene, g);
					}
				}
			};
			for (let i = 0; i < 300; ++i) tick(); // warm up
			let gcs = 0;
			const observer = new PerformanceObserver((list) => { gcs += list.getEntries().length; });
			observer.observe({ entryTypes: ['gc'] });
			const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
			await settle();
			gcs = 0;
			for (let i = 0; i < 300; ++i) tick();
			await settle();
			observer.disconnect();
			assert.ok(gcs <= 1, `${gcs} collections in 300 frames of the rollback loop (330 restores of 10 frames)`);
			// And the loop's results equal a run without rollbacks.
			const plain = buildScene(sat, 7, 30);
			for (let g = 0; g < f; ++g) frame(plain, g);
			assert.equal(world.hash(), plain.world.hash(), 'rolled back and re-simulated, the world went another way');
			world.destroy();
			plain.world.destroy();
		});
	});
}
