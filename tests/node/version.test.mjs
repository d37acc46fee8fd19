// One version: the instance's sat.version (the C core's satGetVersion), package.json's "version" and
// SAT_VERSION_STRING in src/sat.h are the same string.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import { MODULES, load } from './helpers.mjs';

const root = new URL('../../', import.meta.url);

it('sat.version === package.json version === SAT_VERSION_STRING of src/sat.h, in both modules', async () => {
	const header = await readFile(new URL('src/sat.h', root), 'utf8');
	const fromHeader = /^#define SAT_VERSION_STRING "([^"]+)"$/m.exec(header)?.[1];
	assert.ok(fromHeader, 'src/sat.h defines SAT_VERSION_STRING');
	const { version } = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
	assert.equal(version, fromHeader, 'package.json "version"');
	for (const name of MODULES) {
		const sat = await load(name);
		assert.equal(sat.version, fromHeader, `${name}: sat.version`);
		assert.match(sat.version, /^\d+\.\d+\.\d+$/);
	}
});
