// Shared by the node:test files: load each built module through web/sat.js, and float comparisons.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import { init, SatError } from '../../web/sat.js';

/** The two builds: with wasm SIMD and without. */
export const MODULES = ['sat.wasm', 'sat-baseline.wasm'];

export const moduleUrl = (name) => new URL(`../../web/${name}`, import.meta.url);

/** A fresh instance of the named module. */
export async function load(name) {
	return init({ wasm: await readFile(moduleUrl(name)) });
}

/** Assert |actual - expected| <= tol for a number, or for each key of an object of numbers. */
export function near(actual, expected, tol = 1e-6, what = 'value') {
	if (typeof expected === 'number') {
		assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} is not within ${tol} of ${expected}`);
		return;
	}
	for (const key of Object.keys(expected)) near(actual[key], expected[key], tol, `${what}.${key}`);
}

/** Assert fn throws a SatError with the given code name, whose message matches `pattern` if given. */
export function throwsSat(fn, codeName, pattern) {
	assert.throws(fn, (e) => {
		assert.ok(e instanceof SatError, `expected a SatError, got ${e?.name}: ${e?.message}`);
		assert.equal(e.codeName, codeName, e.message);
		if (pattern) assert.match(e.message, pattern);
		return true;
	});
}
