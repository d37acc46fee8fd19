// The bundler test's page: web/sat.js imported as any app would, its wasm found by Vite through
// `new URL('./sat.wasm', import.meta.url)`. Runs a hand-worked case on both modules (the default, SIMD when the
// browser has it, and the baseline) and writes the results into body[data-result] for bundler.test.mjs.
import { init } from '../../web/sat.js';

async function run(options) {
	const sat = await init(options);

	// Seed 001: triangle (0,0),(2,0),(1,2) against a 2x2 box at (2,2): MTV (-0.4, -0.2).
	const tri = sat.polygon([0, 0, 2, 0, 1, 2]);
	const box = sat.box(2, 2);
	box.setPosition(2, 2);
	const { intersect, willIntersect, mtvX, mtvY } = sat.collide(tri, box);

	// Two 2x2 boxes 1.5 apart overlap by 0.5 along x; a third one far away pairs with nothing.
	const world = sat.world();
	world.add(box, 0, 0);
	world.add(box, 1.5, 0);
	world.add(box, 100, 100);
	const pairs = world.collisions();
	const pair = { a: pairs.a[0], b: pairs.b[0], mtvX: pairs.mtvX[0], mtvY: pairs.mtvY[0] };
	const world_ = { count: pairs.count, bodies: world.count, pair };

	world.destroy();
	tri.destroy();
	box.destroy();
	return { collide: { intersect, willIntersect, mtvX, mtvY }, world: world_ };
}

try {
	const result = { default: await run(), baseline: await run({ simd: false }) };
	document.body.dataset.result = JSON.stringify(result);
} catch (error) {
	document.body.dataset.error = String(error?.stack ?? error);
	throw error;
}
