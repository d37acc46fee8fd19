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

/** mulberry32: a small seeded generator, so every run and both modules see the same scenes. */
export function rng(seed) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/**
 * A seeded random shape: a circle (share `circles`), a box (share `boxes`, height `flat * r` plus up to r) or
 * a convex polygon on a circle of radius r in [r0, r0 + span).
 */
export function randomShape(sat, random, { r0 = 2, span = 10, circles = 0.15, boxes = 0.15, flat = 0.5 } = {}) {
	const kind = random(), r = r0 + random() * span;
	if (kind < circles) return sat.circle(r);
	if (kind < circles + boxes) return sat.box(r, flat * r + random() * r);
	const n = 3 + Math.floor(random() * 6);
	const angles = Array.from({ length: n }, () => random() * 2 * Math.PI).sort((x, y) => x - y);
	try {
		return sat.polygon(angles.flatMap((t) => [r * Math.cos(t), r * Math.sin(t)]));
	} catch {
		return sat.box(r, r); // points too close together to make a polygon
	}
}

const dtsText = await readFile(new URL('../../web/sat.d.ts', import.meta.url), 'utf8');

/** Member names of `export interface NAME { ... }` in sat.d.ts (methods and properties at the first level). */
export function members(name) {
	const start = dtsText.indexOf(`export interface ${name} {`);
	assert.ok(start >= 0, `sat.d.ts declares ${name}`);
	const body = dtsText.slice(dtsText.indexOf('{', start) + 1, dtsText.indexOf('\n}', start));
	return [...new Set([...body.matchAll(/^\t(?:readonly )?([A-Za-z_]\w*)\??[(<:]/gm)].map((m) => m[1]))].sort(); // overloads once
}
