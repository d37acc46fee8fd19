// Typed use of the published API, checked by `npx tsc -p tsconfig.json --noEmit` against web/sat.d.ts through
// the package's own "exports" (so the types condition resolves). Never run; a type error fails the check.
import { init, ErrorCode, SatError } from 'sat-wasm';
import type { AABB, Collision, ErrorCodeName, Sat, Shape, SweepResult, World, WorldCollisions } from 'sat-wasm';

export async function usage(): Promise<string> {
	const sat: Sat = await init({ simd: false });
	const other = await init({ wasm: new URL('./sat-baseline.wasm', import.meta.url) });
	const version: string = sat.version;
	const limit: number = sat.MAX_POLYGON_VERTICES + sat.MAX_COORDINATE + other.memory.buffer.byteLength;

	const tri: Shape = sat.polygon([0, 0, 2, 0, 1, 2]);
	const fromPoints = sat.polygon([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }]);
	const box = sat.box(2, 2);
	const ball = sat.circle(1);
	box.setPosition(2, 2);
	ball.setTransform(1, 1, 0.5);

	// `out` objects keep their own type, extra fields included.
	const hit: Collision & { frame: number } = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0, frame: 1 };
	const same: Collision & { frame: number } = sat.collide(tri, box, 1, 0, hit);
	const toi: SweepResult = sat.sweep(tri, box, 1, 0);
	const range = sat.project(ball, 1, 0);
	const bounds: AABB = box.aabb();
	const vertices: Float32Array = tri.worldVertices(new Float32Array(2 * tri.vertexCount));

	const world: World = sat.world({ capacity: 16, cellSize: 0 });
	const id: number = world.add(box, 0, 0);
	world.setPositions(new Float32Array([1, 1]));
	world.setFilter(id, 1, 0xffffffff);
	const pairs: WorldCollisions = world.collisions();
	world.destroy();

	for (const shape of [tri, fromPoints, box, ball]) shape.destroy();
	// @ts-expect-error shapes have one lifetime verb, destroy(); free() is gone
	tri.free();

	try {
		sat.circle(-1);
	} catch (e) {
		if (e instanceof SatError) {
			const name: ErrorCodeName | 'UNKNOWN' = e.codeName;
			const code: 9 = ErrorCode.BAD_RADIUS;
			return `${name} ${code} ${e.code}`;
		}
	}
	return `${version} ${limit} ${same.frame} ${toi.t} ${range.min} ${bounds.maxX} ${vertices.length} ${pairs.count}`;
}
