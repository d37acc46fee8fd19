// Joints through web/sat.js, in both modules, checked by physical laws: a pendulum's period, a rope that does not
// stretch, a motor that holds its speed under load, limits that hold, joined bodies that do not collide, a mouse
// joint's sag, springs to a target; then every key reaching its C field, the ids (removal with a body, reuse), bad
// definitions that change nothing, and no allocation in a stepping loop that reads reactions and drags a target.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PerformanceObserver } from 'node:perf_hooks';

import { load, members, MODULES, near, throwsSat } from './helpers.mjs';

const DT = 1 / 60, G = 10;
const degrees = (radians) => radians * 180 / Math.PI;

/** Add a shape as a body (the handle is destroyed: the world keeps its own copy). */
function addBody(world, shape, x, y, type = 'dynamic', angle = 0) {
	const id = world.add(shape, x, y, angle);
	shape.destroy();
	world.setType(id, type);
	return id;
}

/** Step `n` times, calling `each(i)` after each step. */
function run(world, n, each) {
	for (let i = 0; i < n; ++i) {
		world.step(DT);
		each?.(i);
	}
}

/** The mean period of `read()` crossing zero going up over `steps` steps (linear interpolation between steps). */
function periodOf(world, steps, read) {
	let previous = read(), first = -1, last = -1, crossings = 0;
	run(world, steps, (i) => {
		const x = read();
		if (previous < 0 && x >= 0) {
			const t = (i + previous / (previous - x)) * DT;
			if (first < 0) first = t;
			last = t;
			crossings++;
		}
		previous = x;
	});
	return { crossings, period: crossings > 1 ? (last - first) / (crossings - 1) : 0 };
}

for (const name of MODULES) {
	describe(`${name}: joints`, () => {
		it('a pendulum on a distance rod: period 2 pi sqrt(L/g) within 2% (L = 1 m, disc r 0.05, 5 degrees)', async () => {
			const sat = await load(name), world = sat.world();
			const theta = 5 * Math.PI / 180, x = Math.sin(theta), y = -Math.cos(theta);
			const bob = addBody(world, sat.circle(0.05), x, y);
			const j = world.addJoint({ type: 'distance', b: bob, ax: 0, ay: 0, bx: x, by: y });
			assert.deepEqual(world.jointBodies(j), { type: 'distance', a: -1, b: bob });
			const { crossings, period } = periodOf(world, 600, () => world.transform(bob).x);
			const expected = 2 * Math.PI * Math.sqrt(1 / G);
			assert.ok(crossings >= 4, `${crossings} crossings in 10 s`);
			near(period / expected, 1, 0.02, `period ${period.toFixed(4)} s against ${expected.toFixed(4)} s`);
			world.destroy();
		});

		it('a rope (minLength 0) never stretches beyond 1% of its length, and does become taut', async () => {
			const sat = await load(name), world = sat.world();
			const bob = addBody(world, sat.circle(0.25), 1, 0);
			world.setMaterial(bob, { density: 10 });
			world.setVelocity(bob, 3, 0);
			world.addJoint({ type: 'distance', b: bob, bx: 1, by: 0, length: 2, minLength: 0 });
			let most = 0, least = Infinity;
			const t = { x: 0, y: 0, angle: 0 };
			run(world, 300, (i) => {
				world.transform(bob, t);
				const distance = Math.hypot(t.x, t.y);
				most = Math.max(most, distance);
				if (i < 10) least = Math.min(least, distance);
			});
			assert.ok(most <= 2 * 1.01, `the rope stretched to ${most} m of 2 m`);
			assert.ok(most >= 2 * 0.99, `the rope never became taut: ${most} m`);
			assert.ok(least < 1.5, `slack at first (a rope, not a rod): ${least} m`);
			world.destroy();
		});

		it('a revolute motor holds its speed under a load below its torque, and reaches it unloaded', async () => {
			const sat = await load(name);
			const spin = (loadTorque, seconds) => {
				const world = sat.world();
				world.setGravity(0, 0);
				const disc = addBody(world, sat.circle(1), 0, 0);
				world.addJoint({ type: 'revolute', b: disc, motorSpeed: -2, maxMotorTorque: 10 });
				const t = { x: 0, y: 0, angle: 0 };
				for (let i = 0; i < Math.round(seconds / DT); ++i) {
					// A force to -x at the top of the rim: a counter-clockwise torque against the clockwise motor.
					world.transform(disc, t);
					world.applyImpulse(disc, -loadTorque * DT, 0, t.x, t.y + 1);
					world.step(DT);
				}
				const result = world.velocity(disc).angularVelocity;
				world.destroy();
				return result;
			};
			near(spin(5, 2), -2, 0.02, 'spin under a load of 5 with a torque of 10');
			near(spin(0, 0.5), -2, 1e-3, 'unloaded spin');
			// Above its torque it stalls: the load turns it back.
			assert.ok(spin(20, 1) > 0, 'a load of 20 against a torque of 10 turns the disc back');
		});

		it('a revolute motor at speed 0 holds an arm level against gravity with its weight\'s torque, and a weaker one cannot', async () => {
			const sat = await load(name);
			for (const strong of [true, false]) {
				const world = sat.world();
				const arm = addBody(world, sat.box(2, 0.2), 1, 0); // pinned at its left end: gravity's torque m g * 1 m
				const load = world.massData(arm).mass * G;
				const j = world.addJoint({ type: 'revolute', b: arm, maxMotorTorque: strong ? 2 * load : 0.5 * load });
				run(world, 60);
				const angle = degrees(world.transform(arm).angle);
				if (strong) {
					assert.ok(Math.abs(angle) < 0.5, `the arm drooped to ${angle} degrees`);
					near(world.jointReaction(j).torque, load, 0.01 * load, 'the motor\'s torque on the arm');
				} else {
					assert.ok(angle < -30, `a motor of half the load held the arm at ${angle} degrees`);
				}
				world.destroy();
			}
		});

		it('revolute limits hold within 0.5 degree (and without them the arm swings past them)', async () => {
			const sat = await load(name);
			const swing = (gravityY, limits) => {
				const world = sat.world();
				world.setGravity(0, gravityY);
				const arm = addBody(world, sat.box(2, 0.2), 1, 0);
				world.setMaterial(arm, { density: 20 });
				world.addJoint({ type: 'revolute', b: arm, ...(limits ? { lowerAngle: -30 * Math.PI / 180, upperAngle: 20 * Math.PI / 180 } : {}) });
				let lowest = 0, highest = 0;
				run(world, 180, () => {
					const angle = degrees(world.transform(arm).angle);
					lowest = Math.min(lowest, angle);
					highest = Math.max(highest, angle);
				});
				const angle = degrees(world.transform(arm).angle);
				world.destroy();
				return { angle, lowest, highest };
			};
			const down = swing(-G, true), up = swing(G, true), free = swing(-G, false);
			near(down.angle, -30, 0.5, 'the arm resting on its lower limit (degrees)');
			near(up.angle, 20, 0.5, 'turned over, on its upper limit (degrees)');
			assert.ok(down.lowest > -30 - 0.5 && up.highest < 20 + 0.5, `overshoot: ${down.lowest}, ${up.highest} degrees`);
			assert.ok(free.lowest < -90, `unlimited, the arm swung only to ${free.lowest} degrees`);
		});

		it('joined bodies do not collide unless collideConnected', async () => {
			const sat = await load(name);
			for (const collideConnected of [false, true]) {
				const world = sat.world();
				world.setGravity(0, 0);
				const a = addBody(world, sat.box(1, 1), 0, 0), b = addBody(world, sat.box(1, 1), 0.5, 0);
				world.addJoint({ type: 'distance', a, b, ax: 0, ay: 0, bx: 0.5, by: 0, minLength: 0, maxLength: 5, collideConnected });
				run(world, 30);
				const gap = world.transform(b).x - world.transform(a).x;
				if (collideConnected) {
					assert.ok(gap > 0.95, `gap ${gap}: with collideConnected they are pushed apart`);
				} else {
					assert.equal(world.collisions().count, 0);
					assert.equal(world.contacts().count, 0);
					near(gap, 0.5, 1e-6, 'joined bodies stay overlapped');
				}
				world.destroy();
			}
		});

		it('a mouse joint drags a box to its target less the spring\'s sag g / (2 pi f)^2, within 1 mm', async () => {
			const sat = await load(name);
			for (const hertz of [undefined, 3]) {
				const world = sat.world();
				addBody(world, sat.box(20, 1), 0, -0.5, 'static');
				const box = addBody(world, sat.box(1, 1), 0, 0.5);
				const weight = world.massData(box).mass * G;
				const j = world.addJoint({ type: 'mouse', b: box, x: 0, y: 0.5, maxForce: 1000 * weight, ...(hertz ? { hertz } : {}) });
				world.setJointTarget(j, 2, 3);
				run(world, 180);
				const t = world.transform(box), f = hertz ?? 5, sag = G / (2 * Math.PI * f) ** 2;
				assert.ok(Math.hypot(t.x - 2, t.y - (3 - sag)) < 1e-3, `${f} Hz: at (${t.x}, ${t.y}), target (2, 3) less ${sag}`);
				near(world.jointReaction(j).fy, weight, 0.01 * weight, 'it holds the weight');
				world.destroy();
			}
			// maxForce below the weight cannot lift it.
			const world = sat.world();
			addBody(world, sat.box(20, 1), 0, -0.5, 'static');
			const box = addBody(world, sat.box(1, 1), 0, 0.5);
			const j = world.addJoint({ type: 'mouse', b: box, x: 0, y: 0.5, maxForce: 0.5 * world.massData(box).mass * G });
			world.setJointTarget(j, 0, 3);
			run(world, 120);
			assert.ok(world.transform(box).y < 0.6, `half its weight lifted it to ${world.transform(box).y}`);
			world.destroy();
		});

		it('springs reach their targets: a revolute targetAngle, a prismatic targetTranslation, a 2 Hz distance spring', async () => {
			const sat = await load(name);
			let world = sat.world();
			world.setGravity(0, 0);
			const wheel = addBody(world, sat.circle(0.5), 0, 0);
			world.addJoint({ type: 'revolute', b: wheel, hertz: 2, dampingRatio: 1, targetAngle: 0.5 });
			const slider = addBody(world, sat.box(0.5, 0.5), 5, 0);
			world.addJoint({ type: 'prismatic', b: slider, x: 5, y: 0, axisX: 0, axisY: 2, hertz: 2, dampingRatio: 1, targetTranslation: 1.5 });
			run(world, 300);
			near(world.transform(wheel).angle, 0.5, 1e-3, 'the revolute spring\'s angle');
			near(world.transform(slider), { x: 5, y: 1.5, angle: 0 }, 1e-3, 'the prismatic spring\'s translation along (0, 1)');
			world.destroy();
			world = sat.world();
			world.setGravity(0, 0);
			const bob = addBody(world, sat.circle(0.1), -1.2, 0);
			world.addJoint({ type: 'distance', b: bob, bx: -1.2, by: 0, length: 1, hertz: 2 });
			const { crossings, period } = periodOf(world, 300, () => world.transform(bob).x + 1);
			near(1 / period, 2, 0.1, `the spring's frequency in Hz (${crossings} crossings)`);
			world.destroy();
		});

		it('prismatic and wheel joints: on the axis within 1 mm, limits stop the slide, a car rolls at its motors\' speed', async () => {
			const sat = await load(name);
			let world = sat.world();
			const body = addBody(world, sat.box(0.5, 0.5), 0, 0), mass = world.massData(body).mass;
			world.addJoint({ type: 'prismatic', b: body, axisX: 1, axisY: 1, lowerTranslation: -1, upperTranslation: 0.5 });
			let worst = 0, turn = 0;
			run(world, 120, (i) => {
				const t = world.transform(body);
				worst = Math.max(worst, Math.abs(t.x - t.y) / Math.SQRT2);
				turn = Math.max(turn, Math.abs(t.angle));
				if (i % 10 === 0) world.applyImpulse(body, 2 * mass, -mass, t.x + 0.25, t.y + 0.25); // sideways kicks
			});
			const t = world.transform(body);
			assert.ok(worst < 1e-3, `off the axis by ${worst}`);
			assert.ok(turn < 0.5 * Math.PI / 180, `turned by ${turn} rad`);
			near((t.x + t.y) / Math.SQRT2, -1, 0.01, 'resting on the lower limit along the axis');
			world.destroy();
			// A 2 x 0.5 chassis on two wheels driven at -5 rad/s: each wheel turns at -5 relative to the chassis and
			// rolls without slipping (v = 5 * 0.4 m/s).
			world = sat.world();
			addBody(world, sat.box(200, 1), 0, -0.5, 'static');
			const chassis = addBody(world, sat.box(2, 0.5), 0, 1);
			const wheels = [-0.7, 0.7].map((x) => {
				const wheel = addBody(world, sat.circle(0.4), x, 0.4);
				world.setMaterial(wheel, { friction: 0.9 });
				world.addJoint({ type: 'wheel', a: chassis, b: wheel, x, y: 0.4, axisX: 0, axisY: 1, hertz: 2, dampingRatio: 1,
					motorSpeed: -5, maxMotorTorque: 50 });
				return wheel;
			});
			run(world, 120);
			for (const wheel of wheels) {
				const v = world.velocity(wheel), c = world.velocity(chassis);
				near(v.angularVelocity - c.angularVelocity, -5, 0.25, 'wheel spin relative to the chassis');
				near(v.vx, 2, 0.1, 'rolling speed');
			}
			assert.ok(world.transform(chassis).x > 2, 'the car rolled');
			world.destroy();
		});

		it('a weld holds a cantilever stiffly; a soft weld (angularHertz) lets it sag more', async () => {
			const sat = await load(name);
			const sagOf = (angularHertz) => {
				const world = sat.world();
				let previous = addBody(world, sat.box(0.5, 4), -0.25, 0, 'static');
				for (let k = 0; k < 4; ++k) {
					const id = addBody(world, sat.box(1, 0.5), 0.5 + k, 0);
					world.addJoint({ type: 'weld', a: previous, b: id, x: k, y: 0, ...(angularHertz ? { angularHertz, dampingRatio: 1 } : {}) });
					previous = id;
				}
				run(world, 180);
				const t = world.transform(previous);
				world.destroy();
				return -(t.y + 0.5 * Math.sin(t.angle));
			};
			const stiff = sagOf(0), soft = sagOf(2);
			assert.ok(stiff > 0 && stiff < 0.06, `stiff: the tip sags ${stiff} m`);
			assert.ok(soft > 2 * stiff, `soft: the tip sags ${soft} m, stiff ${stiff} m`);
		});

		it('reactions, bodies and count: a hanging pair holds its weight; removing a body removes its joints', async () => {
			const sat = await load(name), world = sat.world();
			const bob = addBody(world, sat.box(0.5, 0.5), 0, -1), tail = addBody(world, sat.box(0.5, 0.5), 0, -2);
			const top = world.addJoint({ type: 'revolute', b: bob, x: 0, y: 0 });
			const link = world.addJoint({ type: 'revolute', a: bob, b: tail, x: 0, y: -1.5 });
			assert.equal(world.jointCount, 2);
			assert.deepEqual(world.jointReaction(top), { fx: 0, fy: 0, torque: 0 }, 'zeros before the first step');
			assert.deepEqual(Object.keys(world.jointReaction(top)).sort(), members('JointReaction'));
			assert.deepEqual(Object.keys(world.jointBodies(top)).sort(), members('JointBodies'));
			run(world, 60);
			const weight = G * (world.massData(bob).mass + world.massData(tail).mass);
			const out = { fx: 1, fy: 1, torque: 1, frame: 7 };
			assert.equal(world.jointReaction(top, out), out);
			near(out.fy, weight, 0.01 * weight, 'the top joint holds both weights');
			assert.ok(Math.abs(out.fx) < 0.01 * weight && out.frame === 7);
			const bodies = { type: 'weld', a: 0, b: 0, tag: 'kept' };
			assert.deepEqual(world.jointBodies(link, bodies), { type: 'revolute', a: bob, b: tail, tag: 'kept' });
			// Joined bodies sleep together, and a push on the tail wakes the bob.
			run(world, 120);
			assert.equal(world.isAwake(bob) || world.isAwake(tail), false, 'the pair fell asleep');
			world.setVelocity(tail, 1, 0);
			assert.equal(world.isAwake(bob), true, 'one island: the bob woke with its tail');
			world.remove(bob);
			assert.equal(world.jointCount, 0, 'both of the bob\'s joints went with it');
			for (const j of [top, link]) {
				throwsSat(() => world.jointReaction(j), 'BAD_JOINT', /no joint with id/);
				throwsSat(() => world.removeJoint(j), 'BAD_JOINT');
			}
			const y0 = world.transform(tail).y;
			run(world, 30);
			assert.ok(world.transform(tail).y < y0 - 1, 'the tail falls freely');
			world.destroy();
		});

		it('ids: a removed joint\'s id is refused (BAD_JOINT) after its slot is reused', async () => {
			const sat = await load(name), world = sat.world();
			const a = addBody(world, sat.box(1, 1), 0, 0), b = addBody(world, sat.box(1, 1), 2, 0);
			let previous = world.addJoint({ type: 'revolute', a, b, x: 1, y: 0 });
			const seen = new Set([previous]);
			for (let k = 0; k < 20; ++k) {
				world.removeJoint(previous);
				const id = world.addJoint({ type: k % 2 ? 'weld' : 'prismatic', a, b, x: 1, y: 0 });
				assert.ok(!seen.has(id), `id ${id} given twice`);
				seen.add(id);
				for (const call of [() => world.removeJoint(previous), () => world.jointBodies(previous),
					() => world.jointReaction(previous), () => world.setJointMotor(previous, 1, 1)]) {
					throwsSat(call, 'BAD_JOINT', new RegExp(`no joint with id ${previous}`));
				}
				assert.equal(world.jointBodies(id).type, k % 2 ? 'weld' : 'prismatic');
				previous = id;
			}
			assert.equal(world.jointCount, 1);
			world.destroy();
			throwsSat(() => world.addJoint({ type: 'weld', b }), 'BAD_HANDLE');
			throwsSat(() => world.jointCount, 'BAD_HANDLE');
		});

		it('bad definitions throw SatError with the right code, name the key, and change nothing', async () => {
			const sat = await load(name), world = sat.world();
			const a = addBody(world, sat.box(1, 1), 0, 0), b = addBody(world, sat.box(1, 1), 2, 0);
			const gone = addBody(world, sat.box(1, 1), 9, 9);
			world.remove(gone);
			const good = world.addJoint({ type: 'revolute', a, b, x: 1, y: 0 });
			world.setAwake(a, false);
			const before = [...world.transforms()];
			const cases = [
				[null, 'BAD_JOINT', /def must be an object/],
				['revolute', 'BAD_JOINT', /def must be an object/],
				[{ type: 'rope', b }, 'BAD_JOINT', /def.type must be one of 'revolute', 'distance', 'weld', 'prismatic', 'wheel', 'mouse' \(got the string "rope"\)/],
				[{ b }, 'BAD_JOINT', /def.type must be one of/],
				[{ type: 'toString', b }, 'BAD_JOINT', /def.type/],
				[{ type: 'weld', a: b, b }, 'BAD_JOINT', new RegExp(`def.a and def.b are both body ${b}`)],
				[{ type: 'weld', b: -1 }, 'BAD_JOINT', /both -1, the world/],
				[{ type: 'weld', a }, 'BAD_ID', /def.b is required/],
				[{ type: 'weld', a, b: 1.5 }, 'BAD_ID', /def.b must be a body id/],
				[{ type: 'weld', a: 'x', b }, 'BAD_ID', /def.a must be a body id/],
				[{ type: 'weld', a, b: gone }, 'BAD_ID', new RegExp(`def.b: no body with id ${gone}`)],
				[{ type: 'weld', a: gone, b }, 'BAD_ID', new RegExp(`def.a: no body with id ${gone}`)],
				[{ type: 'revolute', a, b, x: NaN }, 'NOT_FINITE', /def.x is NaN/],
				[{ type: 'mouse', b, y: Infinity }, 'NOT_FINITE', /def.y is Infinity/],
				[{ type: 'revolute', a, b, x: '1' }, 'NOT_FINITE', /def.x must be a number \(got the string "1"\)/],
				[{ type: 'wheel', a, b, hertz: null }, 'NOT_FINITE', /def.hertz must be a number \(got null\)/],
				[{ type: 'weld', a, b, x: 2e18 }, 'OUT_OF_RANGE', /def.x = 2e\+18 is larger in magnitude than MAX_COORDINATE/],
				[{ type: 'distance', a, b, length: -1 }, 'OUT_OF_RANGE', /def.length = -1 is negative/],
				[{ type: 'distance', a, b, maxLength: -2 }, 'OUT_OF_RANGE', /def.maxLength = -2 is negative/],
				[{ type: 'distance', a, b, ax: 0, ay: 0, bx: 2, by: 0, minLength: 3 }, 'OUT_OF_RANGE', /def.minLength \(3\) > def.maxLength \(2\)/],
				[{ type: 'distance', a, b, minLength: 2, maxLength: 1, hertz: 1 }, 'OUT_OF_RANGE', /def.minLength \(2\) > def.maxLength \(1\)/],
				[{ type: 'mouse', b, maxForce: -5 }, 'OUT_OF_RANGE', /def.maxForce = -5 is negative/],
				[{ type: 'revolute', a, b, maxMotorTorque: -1 }, 'OUT_OF_RANGE', /def.maxMotorTorque = -1 is negative/],
				[{ type: 'prismatic', a, b, maxMotorForce: -1 }, 'OUT_OF_RANGE', /def.maxMotorForce = -1 is negative/],
				[{ type: 'weld', a, b, dampingRatio: -0.5 }, 'OUT_OF_RANGE', /def.dampingRatio = -0.5 is negative/],
				[{ type: 'revolute', a, b, lowerAngle: 0.5, upperAngle: 0.2 }, 'OUT_OF_RANGE', /def.lowerAngle \(0.5\) > def.upperAngle \(0.2\)/],
				[{ type: 'prismatic', a, b, lowerTranslation: 1, upperTranslation: -1 }, 'OUT_OF_RANGE', /def.lowerTranslation \(1\) > def.upperTranslation \(-1\)/],
				[{ type: 'revolute', a, b, lowerAngle: -1, upperAngle: 3.2 }, 'OUT_OF_RANGE', /within \[-0.99 pi, 0.99 pi\]/],
				[{ type: 'revolute', a, b, lowerAngle: -1 }, 'OUT_OF_RANGE', /def.lowerAngle and def.upperAngle go together/],
				[{ type: 'wheel', a, b, upperTranslation: 1 }, 'OUT_OF_RANGE', /def.lowerTranslation and def.upperTranslation go together/],
				[{ type: 'revolute', a, b, motorSpeed: 2 }, 'OUT_OF_RANGE', /def.motorSpeed needs def.maxMotorTorque/],
				[{ type: 'prismatic', a, b, motorSpeed: 2 }, 'OUT_OF_RANGE', /def.motorSpeed needs def.maxMotorForce/],
				[{ type: 'prismatic', a, b, axisX: 0, axisY: 0 }, 'BAD_AXIS', /\(0, 0\) must not be zero/],
				[{ type: 'wheel', a, b, axisY: 0 }, 'BAD_AXIS', /must not be zero/], // (the default axis is (0, 1))
			];
			for (const [def, code, pattern] of cases) {
				throwsSat(() => world.addJoint(def), code, pattern);
				assert.equal(world.jointCount, 1, `jointCount after ${JSON.stringify(def)}`);
			}
			assert.deepEqual([...world.transforms()], before);
			assert.equal(world.isAwake(a), false, 'a failed addJoint wakes nothing');
			// Keys of other types, and unknown keys, are ignored as other defs' are.
			const extra = world.addJoint({ type: 'weld', a, b, x: 1, y: 0, length: -5, lowerAngle: 1, frobnicate: true });
			assert.equal(world.jointCount, 2);
			world.removeJoint(extra);
			// The other calls: their arguments named, nothing changed.
			const mouse = world.addJoint({ type: 'mouse', b, x: 2, y: 0 });
			const rod = world.addJoint({ type: 'distance', a, b });
			throwsSat(() => world.setJointMotor(rod, 1, 1), 'BAD_JOINT', new RegExp(`joint ${rod} is a distance joint, which has no motor`));
			throwsSat(() => world.setJointMotor(mouse, 1, 1), 'BAD_JOINT', /mouse joint, which has no motor/);
			throwsSat(() => world.setJointMotor(good, NaN, 1), 'NOT_FINITE', /speed is NaN/);
			throwsSat(() => world.setJointMotor(good, 1, '5'), 'NOT_FINITE', /maxTorqueOrForce must be a finite number/);
			throwsSat(() => world.setJointMotor(good, 1, -1), 'OUT_OF_RANGE', /maxTorqueOrForce = -1 is negative/);
			throwsSat(() => world.setJointTarget(good, 1, 1), 'BAD_JOINT', /revolute joint, which has no target/);
			throwsSat(() => world.setJointTarget(mouse, 1, NaN), 'NOT_FINITE', /y is NaN/);
			throwsSat(() => world.setJointTarget(mouse, 1e19, 0), 'OUT_OF_RANGE', /x = 1e\+19/);
			throwsSat(() => world.removeJoint(-1), 'BAD_JOINT', /no joint with id -1/);
			throwsSat(() => world.removeJoint('0'), 'BAD_JOINT', /jointId must be a joint id from world.addJoint/);
			throwsSat(() => world.jointReaction(good, 5), 'NULL', /out must be an object/);
			throwsSat(() => world.jointBodies(2.5), 'BAD_JOINT', /jointId must be/);
			assert.equal(world.jointCount, 3);
			world.setJointMotor(good, 1, 0); // 0 turns it off
			world.destroy();
		});

		it('a stepping loop that reads reactions with out, drags a mouse target and drives a motor allocates nothing', async () => {
			const sat = await load(name), world = sat.world();
			addBody(world, sat.box(20, 1), 0, -0.5, 'static');
			let previous = addBody(world, sat.box(0.2, 0.2), -3, 4, 'static');
			const joints = [];
			for (let k = 0; k < 8; ++k) { // a chain of 8 links hanging from a static block
				const link = addBody(world, sat.box(0.5, 0.125), -2.75 + 0.5 * k, 4);
				joints.push(world.addJoint({ type: 'revolute', a: previous, b: link, x: -3 + 0.5 * k, y: 4 }));
				previous = link;
			}
			const box = addBody(world, sat.box(1, 1), 3, 0.5);
			const mouse = world.addJoint({ type: 'mouse', b: box, x: 3, y: 0.5, maxForce: 1000 });
			const motor = world.addJoint({ type: 'revolute', b: addBody(world, sat.circle(0.5), 6, 3), x: 6, y: 3, maxMotorTorque: 10 });
			const reaction = { fx: 0, fy: 0, torque: 0 }, bodies = { type: 'revolute', a: 0, b: 0 };
			const sum = new Float64Array(1); // a captured `let` double would be boxed on every +=
			const frame = (i) => {
				world.setJointTarget(mouse, 3 + (i & 3), 2);
				world.setJointMotor(motor, i & 7, 10);
				world.step(DT);
				for (let k = 0; k < joints.length; ++k) {
					world.jointReaction(joints[k], reaction);
					sum[0] += reaction.fx + reaction.fy + reaction.torque;
				}
				world.jointReaction(mouse, reaction);
				world.jointBodies(motor, bodies);
				sum[0] += reaction.fy + bodies.b + world.jointCount;
			};
			let gcs = 0;
			const observer = new PerformanceObserver((list) => { gcs += list.getEntries().length; });
			observer.observe({ entryTypes: ['gc'] });
			const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
			for (let i = 0; i < 3000; ++i) frame(i); // warm up the JIT
			await settle();
			gcs = 0;
			for (let i = 0; i < 20000; ++i) frame(i);
			await settle();
			observer.disconnect();
			assert.ok(Number.isFinite(sum[0]));
			assert.ok(gcs <= 1, `${gcs} collections on the joints' game-loop path`);
			world.destroy();
		});
	});
}
