// World bit identity, wasm side: the scenes of tests/bitident/world.c (the moving scene, the physics pile, the
// materials scene, the bullets, then the joints with their snapshots) through web/sat.js, with each module given on the
// command line; compares with the native hashes, and restores the snapshots the native build wrote (cross-build).
// Usage: node world.mjs SEED BODIES FRAMES NATIVE_OUTPUT MODULE...
import { readFile } from 'node:fs/promises';

import { init } from '../../web/sat.js';

const [seed, n, frames, nativeFile, ...modules] = process.argv.slice(2);
const [worldLine, physicsLine = '', materialsLine = '', bulletLine = '', jointLine = '', snapshotLine = '', filesLine = ''] =
	(await readFile(nativeFile, 'utf8')).trim().split('\n');
const [nativeHash, nativePairs] = worldLine.split(' ');
const [, nativePhysicsHash, nativeContacts] = physicsLine.split(' ');
const [, nativeMaterialsHash] = materialsLine.split(' ');
const [, nativeBulletHash, nativeBulletContacts] = bulletLine.split(' ');
const [, nativeJointHash, nativeJointContacts] = jointLine.split(' ');
// The native builds' restores of the SSE2 build's snapshot files (the scalar build's output equals it, by cmp)
const nativeFiles = filesLine === `files ${nativeJointHash} ${nativeJointHash}`;
console.log(`  native snapshot files restored natively: ${filesLine.slice(6) || '(none)'}: ` +
	`${nativeFiles ? 'continue as native (dynamic, full)' : `DIFFERENT from native's ${nativeJointHash}`}`);
const snapshotDir = nativeFile.replace(/\/[^/]*$/, ''); // world.c wrote the joints scene's snapshots beside its output
const f32 = Math.fround;
const PHYSICS_BODIES = 60, PHYSICS_STEPS = 480; // as in world.c
const MATERIALS_BODIES = 30, MATERIALS_STEPS = 300, BULLET_STEPS = 240, JOINT_STEPS = 360;

// world.c's xorshift32 from a start state, and its floats in [0, 1) with 24 bits.
function generator(start) {
	let state = start;
	const next = () => {
		state ^= state << 13; state >>>= 0;
		state ^= state >>> 17;
		state ^= state << 5; state >>>= 0;
		return state;
	};
	return { next, unit: () => (next() >>> 8) * 2 ** -24 };
}

// FNV-1a over the bytes of 32-bit words, as world.c hashes.
function hasher() {
	let hash = 2166136261;
	const mix = (w) => {
		for (let i = 0; i < 4; ++i) { hash ^= (w >>> (8 * i)) & 0xff; hash = Math.imul(hash, 16777619) >>> 0; }
	};
	// (get and set: a run restored from a snapshot goes on from the hash the original had there)
	return { mix, hex: () => hash.toString(16).padStart(8, '0'), get: () => hash, set: (h) => { hash = h; } };
}

// world.c's physics(): the same pile through the JS API, hashed the same way.
function physics(sat) {
	const { next, unit } = generator((Math.imul(Number(seed) >>> 0, 2654435761) | 1) >>> 0);
	const { mix, hex } = hasher();
	const world = sat.world();
	const ground = sat.box(40, 1);
	world.setType(world.add(ground, 0, -0.5), 'static');
	ground.destroy();
	const material = { density: 1, friction: 0.6, restitution: 0, staticFriction: null }; // as satDefaultMaterial()
	for (let i = 0; i < PHYSICS_BODIES; ++i) {
		const w = f32(0.5 + unit()), h = f32(0.5 + unit());
		const pick = next() % 6; // a third circles, a sixth capsules, the rest boxes
		const shape = pick % 3 === 0 ? sat.circle(f32(0.5 * w))
			: pick === 5 ? sat.capsule(f32(-0.5 * w), 0, f32(0.5 * w), 0, f32(0.25 * h)) : sat.box(w, h);
		const x = f32(f32(f32((i % 10) * 1.75) - 8) + f32(unit() * 0.5)), y = f32(1 + f32(Math.floor(i / 10) * 1.75));
		const id = world.add(shape, x, y, f32(unit() * 3));
		shape.destroy();
		world.setType(id, 'dynamic');
		material.density = f32(0.5 + f32(unit() * 2));
		material.restitution = next() % 4 === 0 ? 0.5 : 0;
		material.friction = unit();
		world.setMaterial(id, material);
		const vx = f32(f32(unit() * 2) - 1), spin = f32(f32(unit() * 4) - 2);
		world.setVelocity(id, vx, 0, spin);
	}
	const zoneShape = sat.box(6, 3), zone = world.add(zoneShape, 0, 2); // as world.c: a static sensor zone
	zoneShape.destroy();
	world.setType(zone, 'static');
	world.setSensor(zone, true);
	let contacts = 0, view = new Uint32Array(0); // the bits of wasm memory, re-made when it grows
	const floatBits = (/** @type {Float32Array} */ a, /** @type {number} */ n) => {
		if (view.buffer !== a.buffer) view = new Uint32Array(a.buffer);
		for (let i = 0, base = a.byteOffset >> 2; i < n; ++i) mix(view[base + i]);
	};
	for (let k = 0; k < PHYSICS_STEPS; ++k) {
		world.step(1 / 60); // rounded to float32 on the way in, as (float)(1.0 / 60.0)
		const t = world.transforms();
		floatBits(t, t.length);
		const cs = world.contacts(), c = cs.count, e = world.events();
		mix(c); mix(e.beginCount); mix(e.endCount);
		mix(e.sensorBeginCount); mix(e.sensorEndCount); mix(e.hitCount);
		floatBits(e.hits, 5 * e.hitCount);
		floatBits(cs.impulses, 2 * c);
		let awake = 0;
		for (let i = 1; i <= PHYSICS_BODIES; ++i) awake += world.isAwake(i) ? 1 : 0;
		mix(awake);
		contacts += c;
	}
	world.destroy();
	return { hash: hex(), contacts };
}

// world.c's materials(): rolling resistance, conveyor belts and damping through the JS API, hashed the same way.
function materials(sat) {
	const { next, unit } = generator((Math.imul(Number(seed) >>> 0, 2246822519) | 1) >>> 0);
	const { mix, hex } = hasher();
	const world = sat.world();
	for (let k = 0; k < 2; ++k) { // the belts: ids 0 and 1
		const belt = sat.box(20, 1), id = world.add(belt, k === 0 ? -10 : 10, -0.5);
		belt.destroy();
		world.setType(id, 'static');
		world.setMaterial(id, { tangentSpeed: k === 0 ? 1.5 : -1, rollingResistance: k === 0 ? 0 : 0.25 });
	}
	const bits = new Uint32Array(1), fl = new Float32Array(bits.buffer);
	const fbits = (v) => { fl[0] = v; return bits[0]; };
	for (let i = 0; i < MATERIALS_BODIES; ++i) {
		const w = f32(0.5 + unit()), h = f32(0.5 + unit());
		const pick = next() % 3; // circles, capsules, boxes
		const shape = pick === 0 ? sat.circle(f32(0.5 * w))
			: pick === 1 ? sat.capsule(f32(-0.5 * w), 0, f32(0.5 * w), 0, f32(0.25 * h)) : sat.box(w, h);
		const x = f32(f32(f32((i % 10) * 3.5) - 16) + unit()), y = f32(1 + f32(Math.floor(i / 10) * 1.75));
		const id = world.add(shape, x, y, f32(unit() * 3));
		shape.destroy();
		world.setType(id, 'dynamic');
		const rollingResistance = f32(unit() * 0.5);
		const tangentSpeed = next() % 3 === 0 ? f32(f32(unit() * 2) - 1) : 0;
		world.setMaterial(id, { rollingResistance, tangentSpeed });
		const linear = f32(unit() * 0.5), angular = f32(unit() * 2);
		world.setDamping(id, linear, angular);
		const vx = f32(f32(unit() * 4) - 2), spin = f32(f32(unit() * 8) - 4);
		world.setVelocity(id, vx, 0, spin);
	}
	let view = new Uint32Array(0);
	const v = { vx: 0, vy: 0, angularVelocity: 0 };
	for (let k = 0; k < MATERIALS_STEPS; ++k) {
		world.step(1 / 60);
		const t = world.transforms();
		if (view.buffer !== t.buffer) view = new Uint32Array(t.buffer);
		for (let i = 0, base = t.byteOffset >> 2; i < t.length; ++i) mix(view[base + i]);
		for (let i = 2; i < 2 + MATERIALS_BODIES; ++i) {
			world.velocity(i, v);
			mix(fbits(v.vx)); mix(fbits(v.vy)); mix(fbits(v.angularVelocity));
		}
		mix(world.contacts().count);
	}
	world.destroy();
	return hex();
}

// world.c's bullets(): the same scene (every value exact in float), hashed the same way.
function bullets(sat) {
	const { mix, hex } = hasher();
	const world = sat.world();
	const add = (shape, x, y, angle, type) => {
		const id = world.add(shape, x, y, angle);
		shape.destroy();
		if (type) world.setType(id, type);
		return id;
	};
	for (const [w, h, x, y] of [[60, 1, 0, -0.5], [0.125, 3, 10, 1.5], [0.125, 3, 14, 1.5]]) add(sat.box(w, h), x, y, 0, 'static');
	world.setVelocity(add(sat.box(2, 0.25), 5, 6, 0), 0, -1, 0.5); // kinematic, the default
	for (let i = 0; i < 13; ++i) { // 12 boxes in a pile, then a 0.125 x 2 plank standing beside it
		const shape = i < 12 ? sat.box(0.5, 0.5) : sat.box(0.125, 2);
		add(shape, i < 12 ? 4 + 0.75 * (i % 4) : 8, i < 12 ? 0.25 + 0.75 * Math.floor(i / 4) : 1, 0, 'dynamic');
	}
	const ell = new Float32Array([0, 0, 0.5, 0, 0.5, 0.125, 0.125, 0.125, 0.125, 0.5, 0, 0.5]);
	for (let i = 0; i < 8; ++i) {
		const shape = i % 4 === 0 ? sat.circle(0.125) : i % 4 === 1 ? sat.box(1, 0.0625)
			: i % 4 === 2 ? sat.capsule(-0.25, 0, 0.25, 0, 0.0625) : sat.concave(ell);
		const id = add(shape, -10, 0.5 + 0.5 * i, 0.25 * i, 'dynamic');
		world.setBullet(id, true);
		world.setVelocity(id, 150 + 50 * i, 0.5 * i, 20 - 5 * i);
	}
	let contacts = 0, view = new Uint32Array(0);
	for (let k = 0; k < BULLET_STEPS; ++k) {
		world.step(1 / 60);
		const t = world.transforms();
		if (view.buffer !== t.buffer) view = new Uint32Array(t.buffer);
		for (let i = 0, base = t.byteOffset >> 2; i < t.length; ++i) mix(view[base + i]);
		const c = world.contacts().count;
		mix(c);
		contacts += c;
	}
	world.destroy();
	return { hash: hex(), contacts };
}

// world.c's jointsBuild(): the same scene (every value exact in float) through world.addJoint and its kin.
function jointsBuild(sat) {
	const world = sat.world();
	const add = (shape, x, y, type) => {
		const id = world.add(shape, x, y, 0);
		shape.destroy();
		world.setType(id, type);
		return id;
	};
	add(sat.box(80, 1), 0, -0.5, 'static');
	const ids = []; // the joints, in the order added
	// A bridge of 12 planks from (-16, 4) to (-4, 4), hinged end to end, its ends to the world; 6 boxes fall on it.
	let previous = -1;
	const plank = [];
	for (let k = 0; k < 12; ++k) {
		plank.push(add(sat.box(1, 0.25), -15.5 + k, 4, 'dynamic'));
		ids.push(world.addJoint({ type: 'revolute', a: previous, b: plank[k], x: -16 + k, y: 4 }));
		previous = plank[k];
	}
	ids.push(world.addJoint({ type: 'revolute', b: previous, x: -4, y: 4 }));
	for (let k = 0; k < 6; ++k) add(sat.box(0.5, 0.5), -14 + 1.75 * k, 6 + 0.5 * k, 'dynamic');
	// A chain of 8 links swinging down from the horizontal, hung from the world at (0, 10), with limits.
	previous = -1;
	for (let k = 0; k < 8; ++k) {
		const link = add(sat.box(0.5, 0.125), 0.25 + 0.5 * k, 10, 'dynamic');
		ids.push(world.addJoint({ type: 'revolute', a: previous, b: link, x: 0.5 * k, y: 10, ...(k > 0 ? { lowerAngle: -1, upperAngle: 1 } : {}) }));
		previous = link;
	}
	// A car: a 2 x 0.5 chassis on two wheels (suspension 4 Hz, damping 0.7: the defaults), motors at -5 rad/s.
	const chassis = add(sat.box(2, 0.5), 8, 1.25, 'dynamic');
	const car = [7.25, 8.75].map((x) => {
		const wheel = add(sat.circle(0.375), x, 0.5, 'dynamic');
		world.setMaterial(wheel, { friction: 0.875 });
		const id = world.addJoint({ type: 'wheel', a: chassis, b: wheel, x, y: 0.5, axisX: 0, axisY: 1, motorSpeed: -5, maxMotorTorque: 50 });
		ids.push(id);
		return id;
	});
	// A box dragged by a mouse joint along a path (the target moves each step).
	const dragged = add(sat.box(1, 1), 24, 0.5, 'dynamic');
	const mouse = world.addJoint({ type: 'mouse', b: dragged, x: 24, y: 0.5, maxForce: 1000 });
	ids.push(mouse);
	// A T of two boxes welded softly, dropped on the ground.
	const bar = add(sat.box(1.5, 0.25), 30, 3, 'dynamic'), stem = add(sat.box(0.25, 1), 30, 2.375, 'dynamic');
	ids.push(world.addJoint({ type: 'weld', a: bar, b: stem, x: 30, y: 2.875, angularHertz: 4, dampingRatio: 0.5 }));
	// A slider on a prismatic joint to the world along (1, 1), limits [-1, 0.5], its motor pushing up.
	const slider = add(sat.box(0.5, 0.5), -24, 3, 'dynamic');
	ids.push(world.addJoint({ type: 'prismatic', b: slider, x: -24, y: 3, axisX: 1, axisY: 1, lowerTranslation: -1,
		upperTranslation: 0.5, motorSpeed: 1, maxMotorForce: 2 }));
	// A heavy disc on a 2 m rope from (-30, 6), starting slack with a sideways speed.
	const bob = add(sat.circle(0.25), -29, 6, 'dynamic');
	world.setVelocity(bob, 3, 0);
	ids.push(world.addJoint({ type: 'distance', b: bob, ax: -30, ay: 6, bx: -29, by: 6, length: 2, minLength: 0 }));
	return { world, ids, car, mouse, plank3: plank[3] };
}

// world.c's jointsRun(): steps [from, to), hashed the same way; returns the contacts counted.
function jointsRun(scene, from, to, mix) {
	const { world, ids, car, mouse } = scene;
	const reaction = { fx: 0, fy: 0, torque: 0 }, bits = new Uint32Array(3), fl = new Float32Array(bits.buffer);
	let contacts = 0, view = new Uint32Array(0);
	for (let k = from; k < to; ++k) {
		world.setJointTarget(mouse, 24 + 0.0625 * k, 2 + 0.0625 * (k % 32));
		if (k === 120) { // the car reverses, one wheel's motor off
			world.setJointMotor(car[0], 3, 50);
			world.setJointMotor(car[1], 0, 0);
		}
		if (k === 200) world.removeJoint(ids[12]); // the bridge's right end lets go
		if (k === 240) world.remove(scene.plank3); // and a plank breaks out
		world.step(1 / 60);
		const t = world.transforms();
		if (view.buffer !== t.buffer) view = new Uint32Array(t.buffer);
		for (let i = 0, base = t.byteOffset >> 2; i < t.length; ++i) mix(view[base + i]);
		const c = world.contacts().count;
		mix(c);
		mix(world.jointCount);
		for (const id of ids) {
			try {
				world.jointReaction(id, reaction);
			} catch {
				continue; // removed: nothing hashed
			}
			fl[0] = reaction.fx; fl[1] = reaction.fy; fl[2] = reaction.torque;
			mix(bits[0]); mix(bits[1]); mix(bits[2]);
		}
		contacts += c;
	}
	return contacts;
}

const SNAPSHOT_STEP = 150; // as in world.c

/** FNV-1a of bytes, as world.c's bytesHash. */
function bytesHash(bytes) {
	let h = 2166136261;
	for (const b of bytes) h = Math.imul(h ^ b, 16777619) >>> 0;
	return h.toString(16).padStart(8, '0');
}

/**
 * world.c's joints(): the scene's hash, and its snapshots before SNAPSHOT_STEP: this module's own (their bytes'
 * hashes and world.hash()), and the native build's (read from `dir`) restored into a scene built alike (dynamic)
 * and made a world (full), each run on from the hash the scene had there: { hash, contacts, snapshot: the line
 * world.c prints, native: [dynamic end, full end] }.
 */
async function joints(sat, dir) {
	const { mix, hex, get, set } = hasher();
	const scene = jointsBuild(sat);
	let contacts = jointsRun(scene, 0, SNAPSHOT_STEP, mix);
	const own = [scene.world.snapshot({ dynamic: true }), scene.world.snapshot()];
	const state = scene.world.hash().toString(16).padStart(16, '0');
	const prefix = get(), prefixContacts = contacts;
	contacts += jointsRun(scene, SNAPSHOT_STEP, JOINT_STEPS, mix);
	const hash = hex();
	scene.world.destroy();
	const continueFrom = (bytes, kind) => {
		const again = jointsBuild(sat);
		if (kind === 'dynamic') {
			again.world.restore(bytes);
		} else {
			again.world.destroy();
			again.world = sat.world({ snapshot: bytes });
		}
		set(prefix);
		const c = prefixContacts + jointsRun(again, SNAPSHOT_STEP, JOINT_STEPS, mix);
		again.world.destroy();
		return c === contacts ? hex() : '00000000';
	};
	const ends = [continueFrom(own[0], 'dynamic'), continueFrom(own[1], 'full')];
	const snapshot = `snapshot ${bytesHash(own[0])} ${bytesHash(own[1])} ${state} ${ends[0]} ${ends[1]}`;
	const native = [];
	for (const kind of ['dynamic', 'full']) {
		const bytes = new Uint8Array(await readFile(`${dir}/joints-${kind}.snapshot`));
		native.push(continueFrom(bytes, kind));
	}
	return { hash, contacts, snapshot, native };
}

// world.c's queries(): rays, boxes and points from a few bodies' positions, hashed the same way.
const rayBits = new Uint32Array(1), rayFloat = new Float32Array(rayBits.buffer), ids = new Int32Array(4096);
function queries(world, xy, n, mix) {
	const fbits = (v) => { rayFloat[0] = v; return rayBits[0]; };
	for (let q = 0; q < 4 && q < n; ++q) {
		const other = (q * 7 + 3) % n, x0 = xy[2 * q], y0 = xy[2 * q + 1], x1 = xy[2 * other], y1 = xy[2 * other + 1];
		for (let mask = 1; mask <= 2; ++mask) {
			const r = world.raycast(x0, y0, f32(x0 + f32(2 * f32(x1 - x0))), f32(y0 + f32(2 * f32(y1 - y0))), { mask });
			mix(r.hit ? 1 : 0); mix(r.id >>> 0); mix(fbits(r.fraction)); mix(fbits(r.x)); mix(fbits(r.y));
			mix(fbits(r.normalX)); mix(fbits(r.normalY));
		}
		let count = world.queryAABB(f32(x0 - 5), f32(y0 - 5), f32(x0 + 5), f32(y0 + 5), ids);
		mix(count);
		for (let k = 0; k < count && k < ids.length; ++k) mix(ids[k] >>> 0);
		count = world.queryPoint(x1, y1, ids);
		mix(count);
		for (let k = 0; k < count && k < ids.length; ++k) mix(ids[k] >>> 0);
	}
}

let failed = 0;
for (const file of modules) {
	const sat = await init({ wasm: await readFile(file) });
	const { next, unit } = generator((Number(seed) | 1) >>> 0);
	const { mix, hex } = hasher();
	const count = Number(n), side = f32(count * 0.5 + 50);
	const xy = new Float32Array(2 * count), v = new Float32Array(2 * count);
	const world = sat.world();
	for (let i = 0; i < count; ++i) {
		const kind = next() % 4;
		const w = f32(2 + f32(unit() * 10)), h = f32(2 + f32(unit() * 10)), u = unit();
		let shape;
		if (kind === 0) shape = sat.box(w, h);
		else if (kind === 1) shape = sat.circle(f32(0.5 * w));
		else if (kind === 2) shape = sat.polygon(new Float32Array([0, 0, w, 0, f32(u * w), h]));
		else {
			const d = f32(f32(u * f32(0.45)) * w);
			shape = sat.polygon(new Float32Array([f32(-0.5 * w), 0, f32(0.5 * w), 0, f32(f32(0.5 * w) - d), h, f32(d - f32(0.5 * w)), h]));
		}
		xy[2 * i] = f32(unit() * side);
		xy[2 * i + 1] = f32(unit() * side);
		v[2 * i] = f32(f32(unit() * 4) - 2);
		v[2 * i + 1] = f32(f32(unit() * 4) - 2);
		world.add(shape, xy[2 * i], xy[2 * i + 1], f32(unit() * 6));
		shape.destroy();
		if (i % 4 === 0) v[2 * i] = v[2 * i + 1] = 0; // as world.c: at rest from the second frame
	}
	const bits = new Uint32Array(1), fl = new Float32Array(bits.buffer);
	let pairs = 0;
	for (let frame = 0; frame < Number(frames); ++frame) {
		for (let i = 0; i < 2 * count; ++i) {
			xy[i] += v[i]; // a Float32Array stores the float32 sum, as C does
			if (xy[i] < 0 || xy[i] > side) v[i] = -v[i];
		}
		world.setPositions(xy);
		queries(world, xy, count, mix);
		const r = world.collisions();
		mix(r.count);
		for (let k = 0; k < r.count; ++k) {
			mix(r.a[k]); mix(r.b[k]);
			fl[0] = r.mtvX[k]; mix(bits[0]);
			fl[0] = r.mtvY[k]; mix(bits[0]);
		}
		pairs += r.count;
	}
	world.destroy();
	const h = hex(), same = h === nativeHash && String(pairs) === nativePairs;
	console.log(`  world ${file}: ${h}, ${pairs} pairs over ${frames} frames: ${same ? 'identical' : `DIFFERENT from native ${nativeHash}, ${nativePairs} pairs`}`);
	if (!same) ++failed;
	const p = physics(sat), samePhysics = p.hash === nativePhysicsHash && String(p.contacts) === nativeContacts;
	console.log(`  physics ${file}: ${p.hash}, ${p.contacts} contacts over ${PHYSICS_STEPS} steps: ` +
		`${samePhysics ? 'identical' : `DIFFERENT from native ${nativePhysicsHash || '(none)'}, ${nativeContacts} contacts`}`);
	if (!samePhysics) ++failed;
	const m = materials(sat), sameMaterials = m === nativeMaterialsHash;
	console.log(`  materials ${file}: ${m} over ${MATERIALS_STEPS} steps: ` +
		`${sameMaterials ? 'identical' : `DIFFERENT from native ${nativeMaterialsHash || '(none)'}`}`);
	if (!sameMaterials) ++failed;
	const b = bullets(sat), sameBullets = b.hash === nativeBulletHash && String(b.contacts) === nativeBulletContacts;
	console.log(`  bullets ${file}: ${b.hash}, ${b.contacts} contacts over ${BULLET_STEPS} steps: ` +
		`${sameBullets ? 'identical' : `DIFFERENT from native ${nativeBulletHash || '(none)'}, ${nativeBulletContacts} contacts`}`);
	if (!sameBullets) ++failed;
	const j = await joints(sat, snapshotDir), sameJoints = j.hash === nativeJointHash && String(j.contacts) === nativeJointContacts;
	console.log(`  joints ${file}: ${j.hash}, ${j.contacts} contacts over ${JOINT_STEPS} steps: ` +
		`${sameJoints ? 'identical' : `DIFFERENT from native ${nativeJointHash || '(none)'}, ${nativeJointContacts} contacts`}`);
	if (!sameJoints) ++failed;
	// Snapshots: the same bytes and world.hash() as native's, their restores here ending at the scene's hash; and
	// native's snapshots restored here (cross-build) ending there too.
	const sameSnapshot = j.snapshot === snapshotLine && j.snapshot.endsWith(`${nativeJointHash} ${nativeJointHash}`);
	console.log(`  snapshots ${file}: ${j.snapshot.slice(9)}: ${sameSnapshot ? 'identical (bytes, hash, continuations)' :
		`DIFFERENT from native ${snapshotLine.slice(9) || '(none)'}`}`);
	if (!sameSnapshot) ++failed;
	const crossBuild = j.native.every((h) => h === nativeJointHash);
	console.log(`  native snapshots restored by ${file}: ${j.native.join(' ')}: ${crossBuild ? 'continue as native (dynamic, full)' :
		`DIFFERENT from native's ${nativeJointHash}`}`);
	if (!crossBuild) ++failed;
}
const total = 7 * modules.length + 1;
if (!nativeFiles) ++failed;
console.log(`${total - failed} passed, ${failed} failed (world, physics, materials, bullet, joint and snapshot builds bit-identical to ` +
	`native ${nativeHash}, ${nativePhysicsHash}, ${nativeMaterialsHash}, ${nativeBulletHash}, ${nativeJointHash})`);
process.exit(failed ? 1 : 0);
