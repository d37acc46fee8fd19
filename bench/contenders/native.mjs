// The native C build of the same world (bench/native.c, built as build/bench_native by `make bench`), kept
// running as a subprocess on the scene written to a temporary file, so its frames interleave with the other
// contenders'. It times its own frames (SetPositions + Collide, like the JS contenders' step) and reports them.
// In the level scene it adds the movers first, then the statics marked with satWorld_SetStatic, and sets the
// movers' positions only. BENCH_NATIVE=path runs another build of bench/native.c.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sceneToBinary } from '../scene.mjs';

export const name = 'native C world';
export const levelSetup = 'as the sat-wasm world, natively: movers added first, then the statics with ' +
	'`satWorld_SetStatic`; per frame `satWorld_SetPositions` on the movers and `satWorld_Collide`';

const binary = process.env.BENCH_NATIVE || fileURLToPath(new URL('../../build/bench_native', import.meta.url));

export async function unavailable() {
	return existsSync(binary) ? null : `${process.env.BENCH_NATIVE || 'build/bench_native'} not built (make build/bench_native)`;
}

/** Start the subprocess on scene; the result's run(k) plays the next k frames: { times, counts, frame0? }. */
export async function start(scene) {
	const dir = mkdtempSync(path.join(os.tmpdir(), 'sat-bench-'));
	const file = path.join(dir, 'scene.bin');
	writeFileSync(file, sceneToBinary(scene));
	const child = spawn(binary, [file], { stdio: ['pipe', 'pipe', 'inherit'] });
	const lines = readline.createInterface({ input: child.stdout });
	const queue = [], waiting = [];
	let exited = null;
	lines.on('line', (line) => (waiting.length ? waiting.shift().resolve(line) : queue.push(line)));
	child.on('exit', (code) => {
		exited = new Error(`build/bench_native exited with code ${code}`);
		for (const w of waiting.splice(0)) w.reject(exited);
	});
	const next = () => (queue.length ? Promise.resolve(queue.shift())
		: exited ? Promise.reject(exited) : new Promise((resolve, reject) => waiting.push({ resolve, reject })));

	const ready = await next();
	if (!ready.startsWith('ready ')) throw new Error(`unexpected output from build/bench_native: ${ready}`);
	let framesRun = 0;
	return {
		setupMs: Number(ready.split(' ')[1]),
		async run(k) {
			child.stdin.write(`run ${k}\n`);
			const a = [], b = [];
			let times = [], counts = [];
			for (;;) {
				const line = await next();
				const [key, ...rest] = line.split(' ');
				if (key === 'end') break;
				if (key === 'pair') { a.push(Number(rest[0])); b.push(Number(rest[1])); }
				else if (key === 'times') times = rest.map(Number);
				else if (key === 'counts') counts = rest.map(Number);
			}
			if (times.length !== k || counts.length !== k) throw new Error('build/bench_native: malformed frame report');
			const out = { times, counts };
			if (framesRun === 0) out.frame0 = { pairs: counts[0], a: Int32Array.from(a), b: Int32Array.from(b) };
			framesRun += k;
			return out;
		},
		async close() {
			child.stdin.end();
			if (!exited) await new Promise((resolve) => child.once('exit', resolve));
			rmSync(dir, { recursive: true, force: true });
		},
	};
}
