// Checks each contender's pairs and MTVs on a few frames against the double-precision reference and reports
// every disagreement with how deep (or how far apart) the pair is.
// Usage: node bench/check.mjs [N] [frames] (uniform scene), node bench/check.mjs --level [D] [frames]
import { allPositions, makeFrames, makeLevel, makeScene } from './scene.mjs';
import { referencePairs, satDepth, pairKey } from './reference.mjs';
import { contenders } from './run.mjs';

const describe = (d) => (d >= 0 ? `overlaps by ${d.toExponential(2)}` : `${(-d).toExponential(2)} apart`);
const args = process.argv.slice(2);
const level = args[0] === '--level';
if (level) args.shift();
const n = Number(args[0] ?? (level ? 1000 : 2000)), frames = Number(args[1] ?? 3);
const scene = level ? makeLevel(n) : makeScene(n);
const positions = makeFrames(scene, frames + 1);
for (const c of contenders) {
	const m = await import(c.file);
	const skip = m.unavailable ? await m.unavailable() : null;
	if (skip) { console.log(`${m.name}: skipped: ${skip}`); continue; }
	if (!m.step) { console.log(`${m.name}: runs as a subprocess; run.mjs checks its frame-0 pairs`); continue; }
	await m.setup(scene);
	const lag = m.lag ?? 0; // step(frame f) reports frame f - lag
	for (let f = 0; f < frames + lag; f++) {
		const got = m.step(positions[f]);
		if (f < lag) continue;
		const xy = allPositions(scene, positions[f - lag]);
		const ref = referencePairs(scene, xy);
		const refMap = new Map();
		for (let k = 0; k < ref.out.pairs; k++) refMap.set(pairKey(ref.out.a[k], ref.out.b[k]), k);
		let missing = 0, extra = 0, worstMtv = 0, maxDepthDiff = 0;
		const notes = [];
		const seen = new Set();
		for (let k = 0; k < got.pairs; k++) {
			const i = got.a[k], j = got.b[k], key = pairKey(i, j);
			seen.add(key);
			const r = refMap.get(key);
			if (r === undefined) { extra++; notes.push(`extra (${i},${j}): ${describe(satDepth(scene, xy, i, j))}`); continue; }
			// Compare the MTV in the reference's orientation (added to the lower index).
			const s = i < j ? 1 : -1;
			const dx = s * got.mtvX[k] - ref.out.mtvX[r], dy = s * got.mtvY[k] - ref.out.mtvY[r];
			const err = Math.hypot(dx, dy);
			if (err > worstMtv) worstMtv = err;
			maxDepthDiff = Math.max(maxDepthDiff, Math.abs(Math.hypot(got.mtvX[k], got.mtvY[k]) - ref.depth[r]));
		}
		for (let k = 0; k < ref.out.pairs; k++) {
			if (!seen.has(pairKey(ref.out.a[k], ref.out.b[k]))) {
				missing++;
				notes.push(`missing (${ref.out.a[k]},${ref.out.b[k]}): ${describe(ref.depth[k])}`);
			}
		}
		console.log(`${m.name} frame ${f - lag}: ${got.pairs} pairs (reference ${ref.out.pairs}), missing ${missing}, extra ${extra}, ` +
			`largest MTV difference ${worstMtv.toExponential(2)}, largest depth difference ${maxDepthDiff.toExponential(2)}`);
		for (const note of notes.slice(0, 5)) console.log('   ', note);
	}
	await m.teardown();
}
