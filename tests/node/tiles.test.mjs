// world.addTiles through web/sat.js: the cell constants as src/sat.h defines them, the hand-worked map of
// tests/test_tiles.c with the same boxes, corners and surfaces, merging, the kinds of input accepted, and every bad
// input thrown as a SatError that names it, with nothing added.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';

import { load, MODULES, near, throwsSat } from './helpers.mjs';

const header = await readFile(new URL('../../src/sat.h', import.meta.url), 'utf8');

/** The satTile enum of sat.h: { EMPTY: 0, SOLID: 1, ... }. */
function headerTiles() {
	const body = header.slice(header.indexOf('typedef enum satTile {'), header.indexOf('} satTile;'));
	return Object.fromEntries([...body.matchAll(/SAT_TILE_(\w+) = (\d+)/g)].map((m) => [m[1], Number(m[2])]));
}

// The map of tests/test_tiles.c, tile size 2 at (10, 20), row 0 at the bottom:
//   row 1:  gentle up-right low | gentle up-right high | empty
//   row 0:  solid               | solid                | 45 degrees up-left
const handMap = (sat) => [sat.TILE_SOLID, sat.TILE_SOLID, sat.TILE_SLOPE_UP_LEFT, sat.TILE_GENTLE_UP_RIGHT_LOW,
	sat.TILE_GENTLE_UP_RIGHT_HIGH, sat.TILE_EMPTY];

describe('tiles', () => {
	for (const name of MODULES) {
		describe(name, () => {
			it('has the cell values of sat.h', async () => {
				const sat = await load(name);
				const tiles = headerTiles();
				assert.deepEqual(Object.keys(tiles), ['EMPTY', 'SOLID', 'SLOPE_UP_RIGHT', 'SLOPE_UP_LEFT', 'GENTLE_UP_RIGHT_LOW',
					'GENTLE_UP_RIGHT_HIGH', 'GENTLE_UP_LEFT_LOW', 'GENTLE_UP_LEFT_HIGH']);
				for (const [key, value] of Object.entries(tiles)) assert.equal(sat[`TILE_${key}`], value, key);
				assert.deepEqual(Object.keys(sat).filter((k) => k.startsWith('TILE_')).sort(), Object.keys(tiles).map((k) => `TILE_${k}`).sort());
				assert.throws(() => { sat.TILE_SOLID = 5; }, TypeError); // frozen
			});

			it('adds the hand-worked map', async () => {
				const sat = await load(name);
				const world = sat.world();
				const ids = world.addTiles(handMap(sat), 3, 2, { tileSize: 2, x: 10, y: 20 });
				assert.ok(ids instanceof Int32Array);
				assert.deepEqual([...ids], [0, 1, 2, 3, 4]);
				assert.equal(world.count, 5);
				const boxes = [[10, 20, 12, 22], [12, 20, 14, 22], [14, 20, 16, 22], [10, 22, 12, 23], [12, 22, 14, 24]];
				boxes.forEach(([minX, minY, maxX, maxY], i) => assert.deepEqual(world.aabb(i), { minX, minY, maxX, maxY }, `body ${i}`));
				const corners = [[10, 20], [12, 20], [14, 20], [10, 22], [12, 22]];
				corners.forEach(([x, y], i) => assert.deepEqual(world.transform(i), { x, y, angle: 0 }, `body ${i}`));
				for (const id of ids) assert.equal(world.type(id), 'static');
				// The gentle slope climbs from 22 at x = 10 to 24 at x = 14; the 45-degree one falls from 22 to 20.
				for (const [x, id, height] of [[10.5, 3, 22.25], [11, 3, 22.5], [13, 4, 23.5], [13.5, 4, 23.75], [14.5, 2, 21.5], [15.5, 2, 20.5]]) {
					const hit = world.raycast(x, 30, x, -70);
					assert.ok(hit.hit && hit.id === id, `down at x ${x}: body ${hit.id}`);
					near(hit.y, height, 1e-5, `surface at x ${x}`);
				}
				near(world.massData(4), { mass: 3, inertia: world.massData(4).inertia, centerX: (2 + 4 / 3) / 3, centerY: (1 + 4 / 3) / 3 }, 1e-5);
				near(world.massData(2), { mass: 2, inertia: world.massData(2).inertia, centerX: 2 / 3, centerY: 2 / 3 }, 1e-5);
				assert.deepEqual([...world.queryPoint(15, 23)], []); // the empty cell
				assert.deepEqual([...world.queryPoint(11, 21)], [0]);
				world.destroy();
			});

			it('merges runs of solid cells, counted once at their first cell', async () => {
				const sat = await load(name);
				const world = sat.world();
				const ids = world.addTiles(handMap(sat), 3, 2, { tileSize: 2, x: 10, y: 20, merge: true });
				assert.deepEqual([...ids], [0, 1, 2, 3]);
				assert.deepEqual(world.aabb(0), { minX: 10, minY: 20, maxX: 14, maxY: 22 });
				assert.deepEqual(world.aabb(1), { minX: 14, minY: 20, maxX: 16, maxY: 22 });
				// A floor of 6 cells with a gap: two runs; unmerged, five bodies; the same region either way.
				const floor = [1, 1, 0, 1, 1, 1];
				const merged = world.addTiles(floor, 6, 1, { y: -1, merge: true }), unmerged = sat.world();
				assert.deepEqual([...merged], [4, 5]);
				assert.deepEqual([...unmerged.addTiles(floor, 6, 1, { y: -1 })], [0, 1, 2, 3, 4]);
				for (let x = -0.25; x < 6.5; x += 0.25) {
					assert.equal(world.queryPoint(x, -0.5).length > 0, unmerged.queryPoint(x, -0.5).length > 0, `x ${x}`);
				}
				world.destroy();
				unmerged.destroy();
			});

			it('takes arrays and typed arrays, and ids after the bodies there', async () => {
				const sat = await load(name);
				const world = sat.world();
				const ball = sat.circle(1);
				world.add(ball, 50, 50);
				ball.destroy();
				const cells = [1, 0, 2, 3];
				let next = 1;
				for (const c of [cells, new Uint8Array(cells), new Int32Array(cells), new Float64Array(cells), new Uint16Array(cells)]) {
					const ids = world.addTiles(c, 2, 2, { x: next * 10 });
					assert.deepEqual([...ids], [next, next + 1, next + 2], c.constructor.name);
					assert.deepEqual(world.aabb(ids[1]), { minX: next * 10, minY: 1, maxX: next * 10 + 1, maxY: 2 });
					next += 3;
				}
				assert.deepEqual([...world.addTiles([0, 0], 2, 1)], []); // nothing to add
				assert.deepEqual([...world.addTiles([1], 1, 1, null)], [next]); // null options: the defaults
				world.destroy();
			});

			it('throws SatError for bad input and adds nothing', async () => {
				const sat = await load(name);
				const world = sat.world();
				world.add(sat.box(1, 1), 0, 0);
				const ok = [1, 1, 4, 5];
				const cases = [
					[() => world.addTiles(null, 2, 2), 'BAD_ARRAY', /cells must be an array/],
					[() => world.addTiles('1111', 2, 2), 'BAD_ARRAY', /cells must be an array/],
					[() => world.addTiles(new BigInt64Array(4), 2, 2), 'BAD_ARRAY', /cells must be an array/],
					[() => world.addTiles([1, 1, 1], 2, 2), 'BAD_ARRAY', /cells has 3 entries, columns \* rows = 2 \* 2 = 4/],
					[() => world.addTiles(ok, 0, 4), 'BAD_ARRAY', /columns must be an integer >= 1 \(got 0\)/],
					[() => world.addTiles(ok, 2, 2.5), 'BAD_ARRAY', /rows must be an integer >= 1/],
					[() => world.addTiles([1, 1, 8, 1], 2, 2), 'BAD_ARRAY', /cells\[2\] is 8: cell values are sat.TILE_\*, 0 to 7/],
					[() => world.addTiles([1, -1, 1, 1], 2, 2), 'BAD_ARRAY', /cells\[1\] is -1/],
					[() => world.addTiles([1, 1.5, 1, 1], 2, 2), 'BAD_ARRAY', /cells\[1\] is 1.5, not a cell value/],
					[() => world.addTiles([1, 1, 1, '1'], 2, 2), 'BAD_ARRAY', /cells\[3\] is the string "1"/],
					[() => world.addTiles(new Float32Array([1, 1, 1, 2 ** 32 + 1]), 2, 2), 'BAD_ARRAY', /cells\[3\]/],
					[() => world.addTiles(ok, 2, 2, 5), 'BAD_ARRAY', /options must be/],
					[() => world.addTiles(ok, 2, 2, { merge: 1 }), 'BAD_ARRAY', /options.merge must be a boolean/],
					[() => world.addTiles(ok, 2, 2, { tileSize: 0 }), 'BAD_SIZE', /options.tileSize must be a positive finite number \(got 0\)/],
					[() => world.addTiles(ok, 2, 2, { tileSize: -1 }), 'BAD_SIZE', /positive finite/],
					[() => world.addTiles(ok, 2, 2, { tileSize: NaN }), 'BAD_SIZE', /positive finite/],
					[() => world.addTiles(ok, 2, 2, { tileSize: 1e39 }), 'BAD_SIZE', /positive finite/], // infinite in float
					[() => world.addTiles(ok, 2, 2, { tileSize: '1' }), 'BAD_SIZE', /got the string "1"/],
					[() => world.addTiles(ok, 2, 2, { tileSize: 0.25, x: 1e7 }), 'BAD_SIZE', /too small for float/],
					[() => world.addTiles(ok, 2, 2, { y: 1e7 }), 'BAD_SIZE', /too small for float/], // the half line rounds
					[() => world.addTiles(ok, 2, 2, { x: NaN }), 'NOT_FINITE', /options.x is NaN/],
					[() => world.addTiles(ok, 2, 2, { y: Infinity }), 'NOT_FINITE', /options.y is Infinity/],
					[() => world.addTiles(ok, 2, 2, { x: 'a' }), 'NOT_FINITE', /options.x must be a finite number/],
					[() => world.addTiles(ok, 2, 2, { x: 2e18 }), 'OUT_OF_RANGE', /options.x = 2e\+18 is larger in magnitude than MAX_COORDINATE/],
					[() => world.addTiles(ok, 2, 2, { x: 9e17, tileSize: 1e17 }), 'OUT_OF_RANGE', /beyond MAX_COORDINATE/],
				];
				for (const [call, code, pattern] of cases) {
					throwsSat(call, code, pattern);
					assert.equal(world.count, 1);
				}
				assert.deepEqual([...world.addTiles(ok, 2, 2)], [1, 2, 3, 4]); // as on a world that saw none of them
				world.destroy();
				throwsSat(() => world.addTiles(ok, 2, 2), 'BAD_HANDLE', /destroyed/);
			});

			it('frees its buffers', async () => {
				const sat = await load(name);
				const cells = new Uint8Array(64 * 16).fill(1), bad = new Uint8Array(64 * 16).fill(1);
				bad[bad.length - 1] = 9; // refused by C, after the copy
				const cycle = () => {
					const world = sat.world();
					assert.equal(world.addTiles(cells, 64, 16).length, 1024);
					assert.equal(world.addTiles(cells, 64, 16, { y: 20, merge: true }).length, 16);
					throwsSat(() => world.addTiles(bad, 64, 16), 'BAD_ARRAY', /cells\[1023\] is 9/);
					throwsSat(() => world.addTiles(cells, 64, 16, { tileSize: -1 }), 'BAD_SIZE');
					world.destroy();
				};
				cycle();
				const bytes = sat.memory.buffer.byteLength;
				for (let k = 0; k < 100; ++k) cycle();
				assert.equal(sat.memory.buffer.byteLength, bytes);
			});
		});
	}

	it('the SIMD and baseline modules add the same bodies', async () => {
		const boxes = [];
		for (const name of MODULES) {
			const sat = await load(name);
			const world = sat.world();
			const cells = [];
			for (let k = 0; k < 12 * 4; ++k) cells.push((k * 7 + (k >> 3)) % 8);
			const ids = world.addTiles(cells, 12, 4, { tileSize: 0.3, x: -1.7, y: 0.1 });
			boxes.push([...ids].map((id) => world.aabb(id)));
			world.destroy();
		}
		assert.deepEqual(boxes[0], boxes[1]);
	});
});
