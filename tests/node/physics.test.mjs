// The physics API through web/sat.js, in both modules: contact manifolds (hand-worked cases and a seeded property
// against sat.collide), body types, materials, velocities and impulses, the step (resting, bouncing, momentum),
// contacts and events, separate(), the transforms view, bad input, and no allocation on the game-loop path.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PerformanceObserver } from 'node:perf_hooks';
import { readFile } from 'node:fs/promises';

import { load, members, MODULES, near, randomShape, rng, throwsSat } from './helpers.mjs';

/** The manifold's points as [x, y, depth] rows sorted by x, then y. */
function points(m) {
	const rows = [[m.x0, m.y0, m.depth0], [m.x1, m.y1, m.depth1]].slice(0, m.pointCount);
	return rows.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

/** A world with gravity (0, -10), a static 40 x 1 ground whose top is y = 0, and nothing else. */
function withGround(sat) {
	const world = sat.world(), ground = sat.box(40, 1);
	const id = world.add(ground, 0, -0.5);
	ground.destroy();
	world.setType(id, 'static');
	return { world, ground: id };
}

/** Add a shape as a body (the handle is destroyed: the world keeps its own copy). */
function addBody(world, shape, x, y, type = 'dynamic') {
	const id = world.add(shape, x, y);
	shape.destroy();
	world.setType(id, type);
	return id;
}

const dts = await readFile(new URL('../../web/sat.d.ts', import.meta.url), 'utf8');
// Shapes 0.5-3.5 m across: the size of physics bodies in metres.
const SMALL = { r0: 0.5, span: 3, circles: 0.3, boxes: 0.3, flat: 0.25 };

it('the physics results have exactly the members sat.d.ts declares', async () => {
	const sat = await load(MODULES[0]);
	const a = sat.box(1, 1), b = sat.circle(1);
	assert.deepEqual(Object.keys(sat.manifold(a, b)).sort(), members('Manifold'));
	const { world } = withGround(sat);
	const id = addBody(world, a, 0, 0.5);
	world.step(1 / 60);
	assert.deepEqual(Object.keys(world.material(id)).sort(), members('Material'));
	assert.deepEqual(Object.keys(world.massData(id)).sort(), members('MassData'));
	assert.deepEqual(Object.keys(world.velocity(id)).sort(), members('Velocity'));
	assert.deepEqual(Object.keys(world.transform(id)).sort(), members('Transform'));
	assert.deepEqual(Object.keys(world.gravity()).sort(), members('Vec2'));
	assert.deepEqual(Object.keys(world.contacts()).sort(), members('Contacts'));
	assert.deepEqual(Object.keys(world.events()).sort(), members('Events'));
	assert.deepEqual(members('StepOptions'), ['iterations', 'substeps']);
	const types = /export type BodyType = ([^;]+);/.exec(dts)[1].split(' | ').map((t) => t.slice(1, -1));
	for (const type of types) {
		world.setType(id, type);
		assert.equal(world.type(id), type);
	}
	assert.deepEqual(types, ['static', 'kinematic', 'dynamic']);
	world.destroy();
	b.destroy();
});

for (const name of MODULES) {
	describe(`${name}: physics`, () => {
		describe('sat.manifold', () => {
			it('a box resting 0.25 deep on a wider box face: two points at its corners, midway, depth 0.25', async () => {
				const sat = await load(name);
				const a = sat.box(2, 2), b = sat.box(4, 2);
				a.setPosition(0, 1.75); // bottom at 0.75, b's top at 1
				const m = sat.manifold(a, b);
				assert.equal(m.pointCount, 2);
				assert.deepEqual([m.normalX, m.normalY], [0, 1], 'unit, from b towards a');
				assert.deepEqual(points(m), [[-1, 0.875, 0.25], [1, 0.875, 0.25]]);
				// Hanging over b's right edge: the incident face is clipped at x = 2.
				a.setPosition(1.5, 1.75);
				assert.deepEqual(points(sat.manifold(a, b)), [[0.5, 0.875, 0.25], [2, 0.875, 0.25]]);
				// b on a: the same contact seen from the other side, the normal reversed.
				a.setPosition(0, 1.75);
				const r = sat.manifold(b, a);
				assert.deepEqual([r.pointCount, r.normalX, r.normalY], [2, 0, -1]);
				assert.deepEqual(points(r), [[-1, 0.875, 0.25], [1, 0.875, 0.25]]);
				a.destroy();
				b.destroy();
			});

			it('a circle 0.25 deep in a box face: one point, midway between the surfaces', async () => {
				const sat = await load(name);
				const ball = sat.circle(1), floor = sat.box(4, 2);
				ball.setPosition(0.5, 1.75);
				const m = sat.manifold(ball, floor);
				assert.deepEqual(m, { pointCount: 1, normalX: 0, normalY: 1, x0: 0.5, y0: 0.875, depth0: 0.25, x1: 0, y1: 0, depth1: 0 });
				ball.destroy();
				floor.destroy();
			});

			it('touching gives depth 0, a miss zeros; out is filled and returned, and zeroed on an error', async () => {
				const sat = await load(name);
				const a = sat.box(2, 2), b = sat.box(2, 2);
				a.setPosition(0, 2);
				const out = { pointCount: 9, normalX: 9, normalY: 9, x0: 9, y0: 9, depth0: 9, x1: 9, y1: 9, depth1: 9, frame: 3 };
				assert.equal(sat.manifold(a, b, out), out);
				assert.equal(out.pointCount, 2);
				assert.deepEqual([out.normalX, out.normalY, out.depth0, out.depth1, out.frame], [0, 1, 0, 0, 3]);
				a.setPosition(0, 2.01);
				sat.manifold(a, b, out);
				assert.deepEqual(out, { pointCount: 0, normalX: 0, normalY: 0, x0: 0, y0: 0, depth0: 0, x1: 0, y1: 0, depth1: 0, frame: 3 });
				a.setPosition(0, 1.5);
				assert.equal(sat.manifold(a, b, out).pointCount, 2);
				b.destroy();
				throwsSat(() => sat.manifold(a, b, out), 'BAD_HANDLE', /sat\.manifold: b was destroyed/);
				assert.equal(out.pointCount, 0, 'zeroed, not stale');
				throwsSat(() => sat.manifold(null, a), 'NULL', /a is null/);
				throwsSat(() => sat.manifold(a, {}), 'BAD_HANDLE', /b is not a shape handle/);
				throwsSat(() => sat.manifold(a, a, 5), 'NULL', /out must be an object/);
				const other = await load(name), theirs = other.circle(1);
				throwsSat(() => sat.manifold(a, theirs), 'BAD_HANDLE', /another init/);
				theirs.destroy();
				a.destroy();
			});

			it('seeded property: points iff collide says intersect; the deepest depth is |MTV|; the normal is the MTV direction', async () => {
				const sat = await load(name);
				const random = rng(2024), hit = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 };
				const m = { pointCount: 0, normalX: 0, normalY: 0, x0: 0, y0: 0, depth0: 0, x1: 0, y1: 0, depth1: 0 };
				let intersecting = 0, twoPoints = 0;
				for (let k = 0; k < 3000; ++k) {
					const a = randomShape(sat, random, SMALL), b = randomShape(sat, random, SMALL);
					a.setTransform(random() * 6, random() * 6, random() * 7);
					b.setTransform(random() * 6, random() * 6, random() * 7);
					sat.collide(a, b, 0, 0, hit);
					sat.manifold(a, b, m);
					assert.equal(m.pointCount > 0, hit.intersect, `case ${k}: pointCount ${m.pointCount}, intersect ${hit.intersect}`);
					if (hit.intersect) {
						++intersecting;
						if (m.pointCount === 2) ++twoPoints;
						const mtv = Math.hypot(hit.mtvX, hit.mtvY), deepest = Math.max(m.depth0, m.pointCount === 2 ? m.depth1 : 0);
						near(deepest, mtv, 1e-4, `case ${k}: deepest depth vs |MTV|`);
						near(Math.hypot(m.normalX, m.normalY), 1, 1e-5, `case ${k}: |normal|`);
						if (mtv > 1e-3) near(m.normalX * hit.mtvX + m.normalY * hit.mtvY, mtv, 1e-4, `case ${k}: normal along the MTV`);
						for (const d of [m.depth0, m.depth1]) assert.ok(d >= 0 && d <= deepest);
					} else {
						assert.deepEqual([m.normalX, m.normalY, m.x0, m.depth0, m.x1, m.depth1], [0, 0, 0, 0, 0, 0]);
					}
					a.destroy();
					b.destroy();
				}
				assert.ok(intersecting > 500 && twoPoints > 20, `the cases cover contacts (${intersecting}, ${twoPoints} with 2 points)`);
			});
		});

		describe('bodies', () => {
			it('types: kinematic by default; setType / type; setStatic(true) is static and setStatic(false) kinematic', async () => {
				const sat = await load(name);
				const world = sat.world(), box = sat.box(1, 1);
				const id = world.add(box, 0, 0);
				assert.equal(world.type(id), 'kinematic');
				for (const type of ['dynamic', 'static', 'kinematic', 'dynamic']) {
					world.setType(id, type);
					assert.equal(world.type(id), type);
				}
				world.setStatic(id, true);
				assert.equal(world.type(id), 'static');
				world.setStatic(id, false);
				assert.equal(world.type(id), 'kinematic');
				world.setType(id, 'dynamic');
				world.setStatic(id, false);
				assert.equal(world.type(id), 'kinematic', 'a dynamic body made non-static is kinematic');
				world.destroy();
				box.destroy();
			});

			it('materials: defaults, partial updates keep the other fields, the mass follows the density', async () => {
				const sat = await load(name);
				const world = sat.world(), box = sat.box(2, 3);
				const id = world.add(box, 0, 0);
				const f = Math.fround;
				assert.deepEqual(world.material(id), { density: 1, friction: f(0.6), restitution: 0, staticFriction: null,
					rollingResistance: 0, tangentSpeed: 0 });
				const mass = world.massData(id);
				near(mass, { mass: 6, inertia: 6 * (4 + 9) / 12, centerX: 0, centerY: 0 }, 1e-5, 'mass data of a 2 x 3 box');
				world.setMaterial(id, { restitution: 0.8, friction: 0.2 }); // static friction follows friction
				assert.deepEqual(world.material(id), { density: 1, friction: f(0.2), restitution: f(0.8), staticFriction: null,
					rollingResistance: 0, tangentSpeed: 0 });
				world.setMaterial(id, { friction: 0.6 });
				world.setMaterial(id, { density: 2, friction: undefined, staticFriction: 0.3 });
				assert.deepEqual(world.material(id), { density: 2, friction: f(0.6), restitution: f(0.8), staticFriction: f(0.3),
					rollingResistance: 0, tangentSpeed: 0 });
				near(world.massData(id).mass, 12, 1e-5, 'mass = density * area');
				world.setMaterial(id, {});
				const out = { density: 0, friction: 0, restitution: 0, staticFriction: 0, rollingResistance: 1, tangentSpeed: 1, tag: 'x' };
				assert.equal(world.material(id, out), out);
				assert.deepEqual(out, { density: 2, friction: f(0.6), restitution: f(0.8), staticFriction: f(0.3),
					rollingResistance: 0, tangentSpeed: 0, tag: 'x' });
				world.setMaterial(id, { staticFriction: null }); // back to following friction
				assert.equal(world.material(id).staticFriction, null);
				assert.throws(() => world.setMaterial(id, { friction: null }), /material\.friction must be a number/);
				world.destroy();
				box.destroy();
			});

			it('velocities, impulses and gravity', async () => {
				const sat = await load(name);
				const world = sat.world();
				const id = addBody(world, sat.box(2, 1), 0, 0); // mass 2, inertia 2 * 5 / 12
				assert.deepEqual(world.velocity(id), { vx: 0, vy: 0, angularVelocity: 0 });
				world.setVelocity(id, 1, -2, 0.5);
				assert.deepEqual(world.velocity(id), { vx: 1, vy: -2, angularVelocity: 0.5 });
				world.setVelocity(id, 3, 4);
				assert.deepEqual(world.velocity(id), { vx: 3, vy: 4, angularVelocity: 0 }, 'angularVelocity defaults to 0');
				world.setVelocity(id, 0, 0);
				world.applyImpulse(id, 4, 0); // at the centre of mass: no spin
				assert.deepEqual(world.velocity(id), { vx: 2, vy: 0, angularVelocity: 0 });
				world.applyImpulse(id, 0, 1, 1, 0); // at the right end, upwards: counter-clockwise spin
				const v = world.velocity(id);
				near(v, { vx: 2, vy: 0.5, angularVelocity: 1 / (2 * 5 / 12) }, 1e-5, 'impulse at a point');
				const k = addBody(world, sat.circle(1), 5, 5, 'kinematic');
				world.applyImpulse(k, 10, 10);
				assert.deepEqual(world.velocity(k), { vx: 0, vy: 0, angularVelocity: 0 }, 'kinematic bodies ignore impulses');
				const s = addBody(world, sat.circle(1), 9, 9, 'static');
				world.setVelocity(s, 1, 1, 1);
				assert.deepEqual(world.velocity(s), { vx: 0, vy: 0, angularVelocity: 0 }, 'static bodies ignore velocities');
				assert.deepEqual(world.gravity(), { x: 0, y: -10 });
				world.setGravity(1, -9.5);
				const g = { x: 0, y: 0 };
				assert.equal(world.gravity(g), g);
				assert.deepEqual(g, { x: 1, y: -9.5 });
				world.destroy();
			});

			it('a kinematic body moves by its velocity and is not pushed; transform() reads the pose', async () => {
				const sat = await load(name);
				const { world } = withGround(sat);
				const k = addBody(world, sat.box(1, 1), 0, 2, 'kinematic');
				world.setVelocity(k, 1, 0, 0);
				for (let i = 0; i < 60; ++i) world.step(1 / 60);
				const t = world.transform(k);
				near(t, { x: 1, y: 2, angle: 0 }, 1e-4, 'moved 1 m in 1 s, no gravity');
				const out = { x: 0, y: 0, angle: 0 };
				assert.equal(world.transform(k, out), out);
				assert.deepEqual(out, t);
				world.destroy();
			});
		});

		describe('step', () => {
			it('a box dropped on static ground comes to rest on it', async () => {
				const sat = await load(name);
				const { world } = withGround(sat);
				const id = addBody(world, sat.box(1, 1), 0, 3);
				for (let i = 0; i < 180; ++i) world.step(1 / 60);
				const t = world.transform(id), v = world.velocity(id);
				assert.ok(Math.abs(t.y - 0.5) <= 0.02, `resting at y = ${t.y}, expected 0.5 within 0.02`);
				near(t.x, 0, 1e-3, 'did not slide');
				near(t.angle, 0, 1e-3, 'did not tip');
				assert.ok(Math.hypot(v.vx, v.vy) < 0.02 && Math.abs(v.angularVelocity) < 0.02, `at rest: ${JSON.stringify(v)}`);
				world.destroy();
			});

			it('world.profile(): 0 while profiling is off; each stage finite, >= 0 and together within the step; broad and narrow phase apart', async () => {
				const sat = await load(name);
				const { world } = withGround(sat);
				const stages = ['broadPhase', 'narrowPhase', 'contacts', 'solve', 'continuous', 'finalize'];
				const zero = { step: 0, broadPhase: 0, narrowPhase: 0, contacts: 0, solve: 0, continuous: 0, finalize: 0 };
				world.step(1 / 60);
				assert.deepEqual(world.profile(), zero);
				world.setProfiling(true);
				for (let i = 0; i < 40; ++i) addBody(world, i % 2 ? sat.circle(0.4) : sat.box(0.8, 0.8), (i % 8) - 4, 1 + Math.floor(i / 8));
				const out = { step: -1, broadPhase: -1, narrowPhase: -1, contacts: -1, solve: -1, continuous: -1, finalize: -1 };
				let broadPhase = 0, narrowPhase = 0;
				for (let k = 0; k < 20; ++k) {
					world.step(1 / 60);
					const p = world.profile(out);
					assert.equal(p, out, 'profile(out) fills and returns out');
					let sum = 0;
					for (const s of stages) {
						assert.ok(Number.isFinite(p[s]) && p[s] >= 0, `${s}: ${p[s]}`);
						sum += p[s];
					}
					assert.ok(p.step > 0 && sum <= p.step * (1 + 1e-5) + 1e-6, `step ${p.step} ms, stages ${sum} ms`);
					broadPhase += p.broadPhase;
					narrowPhase += p.narrowPhase;
				}
				assert.ok(broadPhase > 0 && narrowPhase > 0, `20 steps: broad phase ${broadPhase} ms, narrow phase ${narrowPhase} ms`);
				world.setProfiling(false);
				assert.deepEqual(world.profile(), zero);
				world.destroy();
				throwsSat(() => world.profile(), 'BAD_HANDLE');
				throwsSat(() => world.setProfiling(true), 'BAD_HANDLE');
			});

			it('a ball with restitution 0.8 dropped from 5 m rebounds to 0.64 * 5 m within 8%', async () => {
				const sat = await load(name);
				const { world } = withGround(sat);
				const r = 0.25, id = addBody(world, sat.circle(r), 0, 5 + r);
				world.setMaterial(id, { restitution: 0.8 });
				let bounced = false, apex = 0;
				for (let i = 0; i < 4 * 60; ++i) {
					world.step(1 / 60);
					const vy = world.velocity(id).vy, height = world.transform(id).y - r;
					if (!bounced && vy > 0) bounced = true;
					else if (bounced && vy <= 0) break; // past the apex
					if (bounced) apex = Math.max(apex, height);
				}
				assert.ok(bounced, 'it bounced');
				const expected = 0.64 * 5;
				assert.ok(Math.abs(apex - expected) <= 0.08 * expected, `rebound to ${apex} m, expected ${expected} within 8%`);
				world.destroy();
			});

			it('momentum is conserved in a two-disc collision (1%)', async () => {
				const sat = await load(name);
				const world = sat.world();
				world.setGravity(0, 0);
				const a = addBody(world, sat.circle(0.5), -2, 0), b = addBody(world, sat.circle(0.75), 2, 0.4);
				world.setMaterial(b, { density: 2.5, restitution: 0.3 });
				world.setVelocity(a, 4, 0, 0);
				world.setVelocity(b, -1, 0.25, 0);
				const ma = world.massData(a).mass, mb = world.massData(b).mass;
				const momentum = () => {
					const va = world.velocity(a), vb = world.velocity(b);
					return { x: ma * va.vx + mb * vb.vx, y: ma * va.vy + mb * vb.vy };
				};
				const before = momentum();
				let touched = 0;
				for (let i = 0; i < 120; ++i) {
					world.step(1 / 60);
					touched += world.contacts().count;
				}
				assert.ok(touched > 0, 'the discs collided');
				const after = momentum(), va = world.velocity(a);
				assert.ok(va.vx < 3, `the collision changed a's velocity (${va.vx})`);
				const scale = Math.hypot(before.x, before.y);
				assert.ok(Math.hypot(after.x - before.x, after.y - before.y) <= 0.01 * scale,
					`momentum ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
				world.destroy();
			});

			it('contacts(): the manifold of each touching pair with a dynamic body, as reused views', async () => {
				const sat = await load(name);
				const { world, ground } = withGround(sat);
				const id = addBody(world, sat.box(2, 1), 3, 0.5);
				assert.equal(world.contacts().count, 0, 'nothing before the first step');
				world.step(1 / 60);
				const c = world.contacts();
				assert.equal(c.count, 1);
				assert.deepEqual([...c.ids.subarray(0, 3)], [ground, id, 2]);
				const [nx, ny, x0, y0, depth0, x1, y1, depth1] = c.data.subarray(0, 8);
				assert.deepEqual([nx + 0, ny + 0], [0, -1], 'from the box (b) towards the ground (a)');
				assert.deepEqual([Math.min(x0, x1), Math.max(x0, x1)], [2, 4]);
				for (const [y, depth] of [[y0, depth0], [y1, depth1]]) {
					assert.ok(Math.abs(y) < 0.01 && depth >= 0 && depth < 0.02, `a point on the surface (${y}, depth ${depth})`);
				}
				world.step(1 / 60);
				assert.equal(world.contacts(), c, 'the same object every step');
				world.destroy();
			});

			it('events: begin once, end when a body is removed', async () => {
				const sat = await load(name);
				const { world, ground } = withGround(sat);
				const id = addBody(world, sat.box(1, 1), 0, 1);
				let begins = 0, ends = 0;
				const pairs = [];
				for (let i = 0; i < 90; ++i) {
					world.step(1 / 60);
					const e = world.events();
					begins += e.beginCount;
					ends += e.endCount;
					for (let k = 0; k < e.beginCount; ++k) pairs.push([e.begin[2 * k], e.begin[2 * k + 1]]);
				}
				assert.equal(begins, 1, 'the box landed once and stayed');
				assert.equal(ends, 0);
				assert.deepEqual(pairs, [[ground, id]], 'lower id first');
				world.remove(id);
				world.step(1 / 60);
				const e = world.events();
				assert.deepEqual([e.beginCount, e.endCount, e.end[0], e.end[1]], [0, 1, ground, id]);
				world.step(1 / 60);
				assert.equal(world.events().endCount, 0, 'it ends once');
				assert.equal(world.events(), e, 'the same object every call');
				world.destroy();
			});

			it('events come from collisions() too', async () => {
				const sat = await load(name);
				const world = sat.world(), box = sat.box(2, 2);
				const a = world.add(box, 0, 0), b = world.add(box, 1, 0);
				box.destroy();
				let e = world.events(); // tracking starts at the first query (or step)
				assert.equal(e.beginCount, 0);
				world.collisions();
				e = world.events();
				assert.deepEqual([e.beginCount, e.begin[0], e.begin[1]], [1, a, b]);
				world.setTransform(b, 5, 0);
				world.collisions();
				e = world.events();
				assert.deepEqual([e.beginCount, e.endCount, e.end[0], e.end[1]], [0, 1, a, b]);
				world.destroy();
			});

			it('separate() moves two overlapping kinematic boxes apart by half the MTV each', async () => {
				const sat = await load(name);
				const world = sat.world(), box = sat.box(2, 2);
				const a = world.add(box, 0, 0), b = world.add(box, 1.5, 0.25);
				box.destroy();
				const pair = world.collisions();
				const mtv = [pair.mtvX[0], pair.mtvY[0]];
				assert.deepEqual(mtv, [-0.5, 0]);
				world.separate();
				assert.deepEqual(world.transform(a), { x: -0.25, y: 0, angle: 0 });
				assert.deepEqual(world.transform(b), { x: 1.75, y: 0.25, angle: 0 });
				assert.deepEqual(world.velocity(a), { vx: 0, vy: 0, angularVelocity: 0 }, 'velocities unchanged');
				// Against a static body, the movable one takes all of it.
				world.setType(a, 'static');
				world.setTransform(b, 1.5, 0.25);
				world.separate(3);
				assert.deepEqual(world.transform(a), { x: -0.25, y: 0, angle: 0 });
				assert.deepEqual(world.transform(b), { x: 1.75, y: 0.25, angle: 0 });
				world.destroy();
			});

			it('transforms(): one view updated in place across steps, re-made only when a body is added', async () => {
				const sat = await load(name);
				const { world } = withGround(sat);
				const ids = [addBody(world, sat.box(1, 1), 0, 2), addBody(world, sat.circle(0.5), 3, 4)];
				const view = world.transforms();
				assert.equal(view.length, 3 * 3);
				const y0 = view[3 * ids[1] + 1];
				assert.equal(y0, 4);
				for (let i = 0; i < 30; ++i) {
					world.step(1 / 60);
					assert.equal(world.transforms(), view, 'the same view every step');
				}
				assert.ok(view[3 * ids[1] + 1] < y0, 'updated in place: the ball fell');
				assert.equal(sat.ID_SLOT_BITS, 22);
				const slotMask = (1 << sat.ID_SLOT_BITS) - 1;
				for (const id of ids) {
					const t = world.transform(id), s = 3 * (id & slotMask);
					assert.deepEqual([view[s], view[s + 1], view[s + 2]], [t.x, t.y, t.angle]);
				}
				addBody(world, sat.box(1, 1), 9, 9);
				const grown = world.transforms();
				assert.equal(grown.length, 4 * 3);
				assert.equal(world.transforms(), grown);
				world.destroy();
			});
		});

		describe('sleeping', () => {
			/** A static ground with `count` boxes and discs dropped on it in rows; returns the world and their ids. */
			function pile(sat, count) {
				const { world, ground } = withGround(sat);
				const ids = [];
				for (let i = 0; i < count; ++i) {
					const shape = i % 2 ? sat.circle(0.45) : sat.box(0.9, 0.8);
					ids.push(addBody(world, shape, -6 + (i % 8) * 1.7, 1 + Math.floor(i / 8) * 1.4));
				}
				return { world, ground, ids };
			}
			const awakeCount = (world, ids) => ids.filter((id) => world.isAwake(id)).length;
			function stepUntilAsleep(world, ids, limit) {
				for (let step = 1; step <= limit; ++step) {
					world.step(1 / 60);
					if (awakeCount(world, ids) === 0) return step;
				}
				return limit + 1;
			}

			it('a settled pile falls asleep, and asleep it keeps its transforms bit for bit', async () => {
				const sat = await load(name);
				const { world, ids } = pile(sat, 24);
				assert.equal(world.sleepEnabled, true);
				for (let i = 0; i < 30; ++i) world.step(1 / 60);
				assert.equal(awakeCount(world, ids), 24, 'awake while it falls');
				const taken = stepUntilAsleep(world, ids, 600);
				assert.ok(taken <= 600, `${awakeCount(world, ids)} of 24 still awake after 10 s`);
				const before = Uint32Array.from(new Uint32Array(world.transforms().slice().buffer));
				const contacts = world.contacts().count;
				assert.ok(contacts >= 24, `${contacts} contacts kept`);
				for (let i = 0; i < 60; ++i) world.step(1 / 60);
				assert.deepEqual(new Uint32Array(world.transforms().slice().buffer), before);
				assert.equal(world.contacts().count, contacts);
				for (const id of ids) assert.deepEqual(world.velocity(id), { vx: 0, vy: 0, angularVelocity: 0 });
				world.destroy();
			});

			it('setAwake, setSleepEnabled and the wake rules', async () => {
				const sat = await load(name);
				const { world, ground, ids } = pile(sat, 8); // one row: bodies 1.7 apart on the ground, each its own island
				assert.ok(stepUntilAsleep(world, ids, 600) <= 600);
				assert.equal(world.isAwake(ground), false, 'static bodies are never awake');
				world.setVelocity(ids[2], 0.5, 0);
				assert.deepEqual(ids.map((id) => world.isAwake(id)), ids.map((id) => id === ids[2]), 'setVelocity wakes its island only');
				world.setAwake(ids[2], false);
				assert.equal(world.isAwake(ids[2]), false);
				assert.equal(world.velocity(ids[2]).vx, 0, 'put to sleep: velocity zeroed');
				world.setAwake(ids[5], true);
				assert.equal(world.isAwake(ids[5]), true);
				world.applyImpulse(ids[6], 0, 1);
				assert.equal(world.isAwake(ids[6]), true, 'applyImpulse wakes');
				const t = world.transform(ids[7]);
				world.setTransform(ids[7], t.x, t.y + 0.01, t.angle);
				assert.equal(world.isAwake(ids[7]), true, 'setTransform wakes');
				world.setGravity(0, -10);
				assert.equal(world.isAwake(ids[0]), false, 'the same gravity wakes nothing');
				world.setSleepEnabled(false);
				assert.equal(world.sleepEnabled, false);
				assert.equal(awakeCount(world, ids), 8, 'disabling sleeping wakes everything');
				for (let i = 0; i < 60; ++i) world.step(1 / 60);
				assert.equal(awakeCount(world, ids), 8, 'nothing sleeps while disabled');
				world.setSleepEnabled(true);
				assert.ok(stepUntilAsleep(world, ids, 600) <= 600, 'asleep again once enabled');
				const mover = addBody(world, sat.box(1, 1), 0, 10, 'kinematic');
				assert.equal(world.isAwake(mover), false, 'a still kinematic body is not awake');
				world.setVelocity(mover, 0, 1);
				assert.equal(world.isAwake(mover), true, 'a moving kinematic body is');
				world.setGravity(0, -9);
				assert.equal(awakeCount(world, ids), 8, 'a new gravity wakes everything');
				world.destroy();
			});

			it('bad ids and a destroyed world throw SatError and change nothing', async () => {
				const sat = await load(name);
				const { world, ids } = pile(sat, 2);
				world.step(1 / 60);
				for (const bad of [-1, 12345, 1.5, '0', null, undefined]) {
					throwsSat(() => world.isAwake(bad), 'BAD_ID', /world\.isAwake: /);
					throwsSat(() => world.setAwake(bad, false), 'BAD_ID', /world\.setAwake: /);
				}
				throwsSat(() => world.isAwake(12345), 'BAD_ID', /no body with id 12345/);
				assert.equal(awakeCount(world, ids), 2);
				world.destroy();
				throwsSat(() => world.isAwake(ids[0]), 'BAD_HANDLE', /world\.isAwake: the world was destroyed/);
				throwsSat(() => world.setAwake(ids[0], true), 'BAD_HANDLE', /world\.setAwake/);
				throwsSat(() => world.setSleepEnabled(true), 'BAD_HANDLE', /world\.setSleepEnabled/);
				throwsSat(() => world.sleepEnabled, 'BAD_HANDLE', /world\.sleepEnabled/);
			});
		});

		describe('bad input', () => {
			it('every bad argument throws SatError with its code, names the argument, and changes nothing', async () => {
				const sat = await load(name);
				const { world } = withGround(sat);
				const id = addBody(world, sat.box(1, 1), 0, 2);
				world.setVelocity(id, 1, 2, 3);
				world.setMaterial(id, { density: 2, restitution: 0.5 });
				const snapshot = () => JSON.stringify([world.transform(id), world.velocity(id), world.material(id),
					world.massData(id), world.type(id), world.gravity()]);
				const before = snapshot();

				for (const t of ['Dynamic', 'fixed', '', 2, null, undefined, {}]) throwsSat(() => world.setType(id, t), 'BAD_TYPE', /world\.setType: type must be one of 'static', 'kinematic', 'dynamic'/);
				for (const m of [null, undefined, 5, 'dense']) throwsSat(() => world.setMaterial(id, m), 'BAD_MATERIAL', /material must be an object/);
				throwsSat(() => world.setMaterial(id, { density: '2' }), 'BAD_MATERIAL', /material\.density must be a number \(got the string "2"\)/);
				throwsSat(() => world.setMaterial(id, { friction: null }), 'BAD_MATERIAL', /material\.friction must be a number/);
				throwsSat(() => world.setMaterial(id, { density: NaN }), 'BAD_MATERIAL', /material\.density must be a positive finite number .*got NaN/);
				throwsSat(() => world.setMaterial(id, { density: 0 }), 'BAD_MATERIAL', /material\.density/);
				throwsSat(() => world.setMaterial(id, { density: -1 }), 'BAD_MATERIAL', /material\.density/);
				throwsSat(() => world.setMaterial(id, { density: 1e-50 }), 'BAD_MATERIAL', /material\.density/); // zero as float32
				throwsSat(() => world.setMaterial(id, { density: Infinity }), 'BAD_MATERIAL', /material\.density/);
				throwsSat(() => world.setMaterial(id, { density: 3, friction: -0.1 }), 'BAD_MATERIAL', /material\.friction must be a finite number >= 0/);
				throwsSat(() => world.setMaterial(id, { restitution: NaN }), 'BAD_MATERIAL', /material\.restitution/);
				throwsSat(() => world.setMaterial(id, { staticFriction: 1e39 }), 'BAD_MATERIAL', /material\.staticFriction/);
				throwsSat(() => world.setMaterial(id, { staticFriction: 2e18 }), 'BAD_MATERIAL', /material\.staticFriction/);
				throwsSat(() => world.setVelocity(id, NaN, 0), 'NOT_FINITE', /world\.setVelocity: vx is NaN/);
				throwsSat(() => world.setVelocity(id, 0, '1'), 'NOT_FINITE', /vy must be a finite number/);
				throwsSat(() => world.setVelocity(id, 0, 0, Infinity), 'NOT_FINITE', /angularVelocity is Infinity/);
				throwsSat(() => world.setVelocity(id, 2e18, 0), 'OUT_OF_RANGE', /vx = 2e\+18/);
				throwsSat(() => world.applyImpulse(id, NaN, 0), 'NOT_FINITE', /world\.applyImpulse: ix is NaN/);
				throwsSat(() => world.applyImpulse(id, 0, 1, 5), 'NOT_FINITE', /py must be a finite number \(got undefined\)/);
				throwsSat(() => world.applyImpulse(id, 0, 1, 0, -Infinity), 'NOT_FINITE', /py is -Infinity/);
				throwsSat(() => world.applyImpulse(id, 0, 1e39), 'OUT_OF_RANGE', /iy/);
				throwsSat(() => world.setGravity(0, NaN), 'NOT_FINITE', /world\.setGravity: gy is NaN/);
				throwsSat(() => world.setGravity(), 'NOT_FINITE', /gx must be a finite number \(got undefined\)/);
				throwsSat(() => world.setGravity(-1e19, 0), 'OUT_OF_RANGE', /gx/);
				for (const dt of [-0.01, 1.5, NaN, Infinity, 1e39]) throwsSat(() => world.step(dt), 'BAD_STEP', /world\.step: dt must be in \[0, 1\] seconds/);
				for (const dt of ['0.1', null, undefined]) throwsSat(() => world.step(dt), 'BAD_STEP', /dt must be a number/);
				for (const n of [0, -1, 65, 1.5, 2 ** 40, '8', null]) {
					throwsSat(() => world.step(1 / 60, { iterations: n }), 'BAD_STEP', /options\.iterations must be an integer in \[1, 64\]/);
					throwsSat(() => world.step(1 / 60, { substeps: n }), 'BAD_STEP', /options\.substeps must be an integer in \[1, 64\]/);
					throwsSat(() => world.separate(n), 'BAD_STEP', /world\.separate: iterations must be an integer in \[1, 64\]/);
				}
				throwsSat(() => world.step(1 / 60, 8), 'BAD_STEP', /options must be an object/);
				for (const out of [5, 'x', true]) {
					throwsSat(() => world.material(id, out), 'NULL', /out must be an object/);
					throwsSat(() => world.velocity(id, out), 'NULL', /out must be an object/);
					throwsSat(() => world.transform(id, out), 'NULL', /out must be an object/);
					throwsSat(() => world.massData(id, out), 'NULL', /out must be an object/);
					throwsSat(() => world.gravity(out), 'NULL', /out must be an object/);
				}
				assert.equal(snapshot(), before, 'nothing changed');

				// Ids: not int32, never added, removed.
				const gone = addBody(world, sat.circle(1), 20, 20);
				world.remove(gone);
				for (const bad of [-1, 1.5, NaN, '0', null, 2 ** 31, 12345, gone]) {
					const named = typeof bad === 'number' && (bad | 0) === bad ? /no body with id/ : /id must be a body id/;
					throwsSat(() => world.setType(bad, 'dynamic'), 'BAD_ID', named);
					throwsSat(() => world.type(bad), 'BAD_ID', named);
					throwsSat(() => world.setMaterial(bad, { density: 1 }), 'BAD_ID', named);
					throwsSat(() => world.material(bad), 'BAD_ID', named);
					throwsSat(() => world.massData(bad), 'BAD_ID', named);
					throwsSat(() => world.setVelocity(bad, 0, 0), 'BAD_ID', named);
					throwsSat(() => world.velocity(bad), 'BAD_ID', named);
					throwsSat(() => world.applyImpulse(bad, 0, 0), 'BAD_ID', named);
					throwsSat(() => world.transform(bad), 'BAD_ID', named);
				}
				assert.equal(snapshot(), before, 'nothing changed');
				world.step(1 / 60, { iterations: 64, substeps: 64 }); // the limits themselves are accepted
				world.step(0);
				world.step(1);
				world.separate(64);

				world.destroy();
				const calls = [() => world.setType(id, 'static'), () => world.type(id), () => world.setMaterial(id, {}),
					() => world.material(id), () => world.massData(id), () => world.setVelocity(id, 0, 0),
					() => world.velocity(id), () => world.applyImpulse(id, 0, 0), () => world.setGravity(0, 0),
					() => world.gravity(), () => world.step(1 / 60), () => world.transform(id), () => world.transforms(),
					() => world.contacts(), () => world.events(), () => world.separate()];
				for (const call of calls) throwsSat(call, 'BAD_HANDLE', /the world was destroyed/);
			});

			it('garbage arguments to every physics call throw SatError only, and leave the world working', async () => {
				const sat = await load(name);
				const garbage = [undefined, null, 0, -1, NaN, Infinity, 1e40, '', 'x', true, {}, [], () => 0, Symbol('s'), 10n,
					new Float32Array(3), { density: 'x' }, { iterations: Symbol('i') }];
				const { world, ground } = withGround(sat);
				const id = addBody(world, sat.box(1, 1), 0, 0.5);
				const shape = sat.box(1, 1);
				let calls = 0;
				const check = (fn) => {
					++calls;
					try { fn(); } catch (e) { assert.equal(e?.name, 'SatError', `${e?.name}: ${e?.message}`); }
				};
				for (const g of garbage) {
					check(() => sat.manifold(g, shape));
					check(() => sat.manifold(shape, shape, g));
					check(() => world.setType(g, 'dynamic'));
					check(() => world.setType(id, g));
					check(() => world.setMaterial(id, g));
					check(() => world.setMaterial(id, { density: g }));
					check(() => world.setMaterial(id, { friction: g }));
					check(() => world.setVelocity(id, g, 0, g));
					check(() => world.applyImpulse(id, 0, 0, g, g));
					check(() => world.applyImpulse(g, g, 0));
					check(() => world.setGravity(g, 0));
					check(() => world.step(g));
					check(() => world.step(0, g));
					check(() => world.step(0, { iterations: g, substeps: g }));
					check(() => world.separate(g));
					check(() => world.velocity(id, g));
					check(() => world.transform(g));
					check(() => world.isAwake(g));
					check(() => world.setAwake(g, g));
					check(() => world.setSleepEnabled(g));
				}
				assert.ok(calls > 250);
				world.setType(ground, 'static'); // world.setType(0, 'dynamic') made the ground dynamic
				world.setTransform(ground, 0, -0.5, 0);
				world.setGravity(0, -10);
				world.setMaterial(id, { density: 1, friction: 0.6, restitution: 0, staticFriction: 0.6 });
				world.setType(id, 'dynamic');
				world.setTransform(id, 0, 2);
				world.setVelocity(id, 0, 0);
				for (let i = 0; i < 120; ++i) world.step(1 / 60);
				near(world.transform(id).y, 0.5, 0.02, 'the box still lands on the ground');
				world.destroy();
				shape.destroy();
			});
		});

		it('the physics game loop allocates nothing: with out objects and the views, no garbage collection', async () => {
			const sat = await load(name);
			const { world } = withGround(sat);
			const ids = [];
			for (let i = 0; i < 8; ++i) ids.push(addBody(world, i & 1 ? sat.circle(0.4) : sat.box(0.8, 0.8), (i - 4) * 1.2, 1 + (i & 3)));
			const a = sat.box(2, 2), b = sat.circle(1);
			b.setPosition(1, 1);
			const m = { pointCount: 0, normalX: 0, normalY: 0, x0: 0, y0: 0, depth0: 0, x1: 0, y1: 0, depth1: 0 };
			const v = { vx: 0, vy: 0, angularVelocity: 0 }, t = { x: 0, y: 0, angle: 0 }, g = { x: 0, y: 0 };
			const mat = { density: 0, friction: 0, restitution: 0, staticFriction: 0, rollingResistance: 0, tangentSpeed: 0 };
			const md = { mass: 0, inertia: 0, centerX: 0, centerY: 0 };
			const options = { iterations: 8, substeps: 4 }, partial = { restitution: 0 };
			const sum = new Float64Array(1); // a captured `let` double would be boxed on every +=
			const frame = (i) => {
				world.step(1 / 60, options);
				const id = ids[i & 7];
				world.velocity(id, v);
				world.transform(id, t);
				world.material(id, mat);
				world.massData(id, md);
				world.gravity(g);
				world.setMaterial(id, partial);
				world.applyImpulse(id, 0, 0);
				sat.manifold(a, b, m);
				const view = world.transforms(), c = world.contacts(), e = world.events();
				sum[0] += view[0] + c.count + e.beginCount + m.pointCount + v.vx + t.x + mat.density + md.mass + g.y;
			};
			let gcs = 0;
			const observer = new PerformanceObserver((list) => { gcs += list.getEntries().length; });
			observer.observe({ entryTypes: ['gc'] });
			const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
			for (let i = 0; i < 5000; ++i) frame(i); // warm up the JIT; the world comes to rest
			await settle();
			gcs = 0;
			for (let i = 0; i < 30000; ++i) frame(i);
			await settle();
			observer.disconnect();
			assert.ok(Number.isFinite(sum[0]));
			assert.ok(gcs <= 1, `${gcs} collections on the physics game-loop path`);
			world.destroy();
			a.destroy();
			b.destroy();
		});
	});
}

it('the SIMD and baseline modules step a seeded pile bit-identically', async () => {
	const [simd, baseline] = await Promise.all(MODULES.map(load));
	const run = (sat) => {
		const { world } = withGround(sat), random = rng(77);
		for (let i = 0; i < 30; ++i) {
			const id = addBody(world, randomShape(sat, random, SMALL), (i % 6) * 3 - 8, 4 + Math.floor(i / 6) * 4);
			world.setVelocity(id, random() - 0.5, 0, random() - 0.5);
		}
		for (let k = 0; k < 120; ++k) world.step(1 / 60);
		const bits = new Uint32Array(Float32Array.from(world.transforms()).buffer);
		world.destroy();
		return [...bits];
	};
	assert.deepEqual(run(simd), run(baseline));
});
