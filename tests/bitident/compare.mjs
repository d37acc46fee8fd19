// Bit-identity check: compares every case's hash between the reference native run and each other build.
// Usage: node compare.mjs REFERENCE.txt [OTHER_NATIVE.txt | MODULE.wasm]...
// A .txt is the output of a native build (build/bitident/X.txt from the binary build/bitident/X); a .wasm
// is run here through web/sat.js. On a difference it prints the first differing case from both sides.
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';

import { init } from '../../web/sat.js';
import { CaseRunner } from './cases.mjs';

const [referenceFile, ...others] = process.argv.slice(2);
if (!referenceFile || others.length === 0) {
	console.error('usage: node compare.mjs REFERENCE.txt [OTHER_NATIVE.txt | MODULE.wasm]...');
	process.exit(2);
}
const hex = (h) => h.toString(16).padStart(8, '0');
const binaryOf = (file) => file.replace(/\.txt$/, '');

async function readNative(file) {
	const lines = (await readFile(file, 'utf8')).trim().split('\n');
	const header = Object.fromEntries(lines.slice(0, 4).map((l) => l.split(' ')));
	const hashes = lines.slice(4);
	if (hashes.length !== Number(header.cases)) throw new Error(`${file}: ${header.cases} cases announced, ${hashes.length} found`);
	return { total: header.total, words: Number(header.words), hashes, dump: (k) => nativeDump(binaryOf(file), k) };
}

const reference = await readNative(referenceFile);
const seed = Number((await readFile(referenceFile, 'utf8')).match(/^seed (\d+)/)[1]);
const cases = reference.hashes.length;

function nativeDump(binary, k) {
	return execFileSync(binary, [String(seed), String(cases), '--dump', String(k)], { encoding: 'utf8' }).trimEnd().split('\n');
}

async function runWasm(file) {
	const sat = await init({ wasm: await readFile(file) });
	const runner = new CaseRunner(sat);
	const hashes = [];
	for (let k = 0; k < cases; ++k) hashes.push(hex(runner.runCase(seed, k)));
	return { total: hex(runner.totalHash), words: runner.wordCount, hashes, dump: (k) => new CaseRunner(sat).dumpCase(seed, k) };
}

console.log(`bit-identity: seed ${seed}, ${cases} cases (collide with and without velocity, project, sweep, manifold, raycast), ` +
	`${reference.words} output words; ${referenceFile}: total ${reference.total}`);
let identical = 0;
for (const file of others) {
	const start = performance.now();
	const run = file.endsWith('.wasm') ? await runWasm(file) : await readNative(file);
	const firstDiff = run.hashes.findIndex((h, k) => h !== reference.hashes[k]);
	const same = firstDiff < 0 && run.total === reference.total && run.words === reference.words;
	const ms = (performance.now() - start).toFixed(0);
	console.log(`  ${file}: total ${run.total}, ${run.words} words, ${same ? 'identical' : 'DIFFERENT'} (${ms} ms)`);
	if (same) { ++identical; continue; }
	if (firstDiff < 0) continue;
	const left = reference.dump(firstDiff), right = run.dump(firstDiff);
	console.log(`  first differing case: ${firstDiff} (rerun: ${binaryOf(referenceFile)} ${seed} ${cases} --dump ${firstDiff})`);
	console.log(`  ${referenceFile.padEnd(40)} ${file}`);
	for (let i = 0; i < Math.max(left.length, right.length); ++i) {
		const l = left[i] ?? '', r = right[i] ?? '';
		const mark = l === r || (l.startsWith('-- inputs') && r.startsWith('-- inputs')) ? ' ' : '*';
		console.log(`${mark} ${l.padEnd(40)} ${r}`);
	}
}
const bad = others.length - identical;
console.log(`${identical} passed, ${bad} failed (builds bit-identical to ${referenceFile})`);
process.exit(bad ? 1 : 0);
