// World bit identity, wasm side: the scene of tests/bitident/world.c through web/sat.js, with each module
// given on the command line; compares with the native hash. Usage: node world.mjs SEED BODIES FRAMES NATIVE_OUTPUT MODULE...
import { readFile } from 'node:fs/promises';

import { init } from '../../web/sat.js';

const [seed, n, frames, nativeFile, ...modules] = process.argv.slice(2);
const [nativeHash, nativePairs] = (await readFile(nativeFile, 'utf8')).trim().split(' ');
const f32 = Math.fround;
let failed = 0;
for (const file of modules) {
	const sat = await init({ wasm: await readFile(file) });
	let state = (Number(seed) | 1) >>> 0;
	const next = () => {
		state ^= state << 13; state >>>= 0;
		state ^= state >>> 17;
		state ^= state << 5; state >>>= 0;
		return state;
	};
	const unit = () => (next() >>> 8) * 2 ** -24;
	let hash = 2166136261;
	const mix = (w) => {
		for (let i = 0; i < 4; ++i) { hash ^= (w >>> (8 * i)) & 0xff; hash = Math.imul(hash, 16777619) >>> 0; }
	};
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
	}
	const bits = new Uint32Array(1), fl = new Float32Array(bits.buffer);
	let pairs = 0;
	for (let frame = 0; frame < Number(frames); ++frame) {
		for (let i = 0; i < 2 * count; ++i) {
			xy[i] += v[i]; // a Float32Array stores the float32 sum, as C does
			if (xy[i] < 0 || xy[i] > side) v[i] = -v[i];
		}
		world.setPositions(xy);
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
	const h = hash.toString(16).padStart(8, '0'), same = h === nativeHash && String(pairs) === nativePairs;
	console.log(`  world ${file}: ${h}, ${pairs} pairs over ${frames} frames: ${same ? 'identical' : `DIFFERENT from native ${nativeHash}, ${nativePairs} pairs`}`);
	if (!same) ++failed;
}
console.log(`${modules.length - failed} passed, ${failed} failed (world builds bit-identical to native ${nativeHash})`);
process.exit(failed ? 1 : 0);
