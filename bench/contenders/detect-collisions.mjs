// detect-collisions (npm, 10.10.2025: a re-export of check2d) with its own BVH and system.checkAll.
import { System, Polygon } from 'detect-collisions';
import { PairBuffer } from '../pairs.mjs';
import { bodyPoints } from '../scene.mjs';

export const name = 'detect-collisions';

let system, bodies, out, onCollision;

export async function setup(scene) {
	system = new System();
	bodies = [];
	for (let i = 0; i < scene.n; i++) {
		const p = bodyPoints(scene, i);
		const points = [];
		for (let k = 0; k < p.length; k += 2) points.push({ x: p[k], y: p[k + 1] });
		const body = new Polygon({ x: scene.pos[2 * i], y: scene.pos[2 * i + 1] }, points);
		body.benchIndex = i;
		system.insert(body);
		bodies.push(body);
	}
	out = new PairBuffer(scene.n * 2);
	// checkAll visits every pair from both sides; keep the one where a has the lower index. Its overlapV is
	// subtracted from a to separate it, so the MTV added to a is its negation. Returning nothing goes on.
	onCollision = (r) => {
		const i = r.a.benchIndex, j = r.b.benchIndex;
		if (i < j) out.push(i, j, -r.overlapV.x, -r.overlapV.y);
	};
}

export function step(xy) {
	for (let i = 0; i < bodies.length; i++) bodies[i].setPosition(xy[2 * i], xy[2 * i + 1]);
	out.pairs = 0;
	system.checkAll(onCollision);
	return out;
}

export function teardown() { system = bodies = out = onCollision = undefined; }
