// web/sat.d.ts (with web/errors.d.ts) names exactly what web/sat.js provides at run time: no member more or
// less (the declarations are parsed). That the types fit is checked by tsc (tsconfig.json, tests/types/).
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import * as api from '../../web/sat.js';
import { MODULES, load, members } from './helpers.mjs';

const dts = await readFile(new URL('../../web/sat.d.ts', import.meta.url), 'utf8');
const errorsDts = await readFile(new URL('../../web/errors.d.ts', import.meta.url), 'utf8');

it('the module exports match the declared ones', () => {
	const reexported = [...dts.matchAll(/^export \{ ([\w, ]+) \} from '\.\/errors\.js';$/gm)].flatMap((m) => m[1].split(', '));
	const declared = [...dts.matchAll(/^export declare (?:const|function|class) (\w+)/gm)].map((m) => m[1]).concat(reexported).sort();
	assert.deepEqual(declared, Object.keys(api).sort());
	assert.deepEqual(declared, ['ErrorCode', 'SatError', 'init']);
	const errorsDeclared = [...errorsDts.matchAll(/^export declare (?:const|function|class) (\w+)/gm)].map((m) => m[1]).sort();
	assert.deepEqual(errorsDeclared, reexported.sort());
	const codes = errorsDts.slice(errorsDts.indexOf('ErrorCode: Readonly<{'), errorsDts.indexOf('}>;'));
	assert.deepEqual(Object.fromEntries([...codes.matchAll(/(\w+): (\d+);/g)].map((m) => [m[1], Number(m[2])])), { ...api.ErrorCode });
});

it('Sat and Shape have exactly the declared members', async () => {
	const sat = await load(MODULES[0]);
	const satNames = new Set([...Object.keys(sat), ...Object.getOwnPropertyNames(Object.getPrototypeOf(sat))]);
	satNames.delete('constructor');
	assert.deepEqual(members('Sat'), [...satNames].sort());
	const shape = sat.circle(1);
	const shapeNames = Object.getOwnPropertyNames(Object.getPrototypeOf(shape)).filter((n) => n !== 'constructor');
	assert.deepEqual(members('Shape'), shapeNames.sort());
	shape.destroy();
	for (const name of ['Collision', 'Interval', 'SweepResult', 'AABB']) assert.ok(members(name).length > 0);
	const a = sat.box(1, 1), b = sat.box(1, 1);
	assert.deepEqual(Object.keys(sat.collide(a, b)).sort(), members('Collision'));
	assert.deepEqual(Object.keys(sat.project(a, 1, 0)).sort(), members('Interval'));
	assert.deepEqual(Object.keys(sat.sweep(a, b, 1, 0)).sort(), members('SweepResult'));
	assert.deepEqual(Object.keys(a.aabb()).sort(), members('AABB'));
	const world = sat.world();
	const worldNames = Object.getOwnPropertyNames(Object.getPrototypeOf(world)).filter((n) => n !== 'constructor');
	assert.deepEqual(members('World'), worldNames.sort());
	assert.deepEqual(Object.keys(world.collisions()).sort(), members('WorldCollisions'));
	world.destroy();
});
