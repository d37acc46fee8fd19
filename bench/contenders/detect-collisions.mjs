// detect-collisions (npm, 10.10.2025: a re-export of check2d) with its own BVH. Uniform scene: system.checkAll.
// Level scene: the statics are inserted once as bodies with { isStatic: true }, and each frame runs
// system.checkOne on each mover rather than checkAll: checkAll collects every body of the tree (statics
// included) and calls checkOne on each, which returns at once for a static, so looping over the movers does
// the same tests without walking the 20,000 statics every frame.
import { System, Polygon } from 'detect-collisions';
import { PairBuffer } from '../pairs.mjs';
import { bodyPoints } from '../scene.mjs';

export const name = 'detect-collisions';
export const levelSetup = 'statics inserted once as `Polygon` bodies with `{ isStatic: true }`, movers as ' +
	'normal bodies moved with `setPosition`; per frame `system.checkOne(mover)` for each mover (`checkAll` ' +
	'would also walk every static, only to skip it: its `checkOne` returns at once for a static body)';

let system, bodies, movers, out, onCollision;

export async function setup(scene) {
	system = new System();
	bodies = [];
	movers = scene.movers;
	for (let i = 0; i < scene.n; i++) {
		const p = bodyPoints(scene, i);
		const points = [];
		for (let k = 0; k < p.length; k += 2) points.push({ x: p[k], y: p[k + 1] });
		const options = i >= movers ? { isStatic: true } : undefined;
		const body = new Polygon({ x: scene.pos[2 * i], y: scene.pos[2 * i + 1] }, points, options);
		body.benchIndex = i;
		system.insert(body);
		bodies.push(body);
	}
	out = new PairBuffer(scene.n * 2);
	// checkAll and checkOne on every mover visit each mover-mover pair from both sides; keep the one where a
	// has the lower index (a mover-static pair is visited once, from the mover, which has the lower index).
	// Its overlapV is subtracted from a to separate it, so the MTV added to a is its negation. Returning
	// nothing goes on.
	onCollision = (r) => {
		const i = r.a.benchIndex, j = r.b.benchIndex;
		if (i < j) out.push(i, j, -r.overlapV.x, -r.overlapV.y);
	};
}

export function step(xy) {
	for (let i = 0; i < movers; i++) bodies[i].setPosition(xy[2 * i], xy[2 * i + 1]);
	out.pairs = 0;
	if (movers === bodies.length) system.checkAll(onCollision);
	else for (let i = 0; i < movers; i++) system.checkOne(bodies[i], onCollision);
	return out;
}

export function teardown() { system = bodies = out = onCollision = undefined; }
