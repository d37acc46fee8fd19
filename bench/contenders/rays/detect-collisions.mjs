// detect-collisions (npm, a re-export of check2d) with its own BVH: every polygon inserted once as a static
// body; each ray is system.raycast(start, end), which inserts a line body for the segment, finds the bodies it
// overlaps through the tree and intersects the segment with their edges, keeping the closest point. The fraction
// is that point's distance from the start over the ray's length. A ray that starts inside a body reports where
// it leaves the body (or another body, or nothing), not the start: its tests are edge intersections.
import { System, Polygon } from 'detect-collisions';
import { packageVersion } from '../../physics.mjs';
import { bodyPoints } from '../../scene.mjs';

export const name = 'detect-collisions';
export const version = packageVersion('detect-collisions');
export const settings = `\`detect-collisions\` ${version}: each polygon a \`Polygon\` body with \`{ isStatic: true }\`, ` +
	'inserted once into its `System` (a BVH); per ray `system.raycast(start, end)` (two reused point objects); the ' +
	'fraction is the hit point\'s distance from the start over the ray\'s length. Its ray cast intersects the segment ' +
	'with the edges of the bodies it overlaps, so a ray that starts inside a body reports where it crosses an edge ' +
	'(leaving that body, or entering another), or nothing, instead of the start';

let system;
const start = { x: 0, y: 0 }, end = { x: 0, y: 0 };

export async function setup(scene) {
	system = new System();
	for (let i = 0; i < scene.n; i++) {
		const p = bodyPoints(scene, i);
		const points = [];
		for (let k = 0; k < p.length; k += 2) points.push({ x: p[k], y: p[k + 1] });
		const body = new Polygon({ x: scene.pos[2 * i], y: scene.pos[2 * i + 1] }, points, { isStatic: true });
		body.benchIndex = i;
		system.insert(body);
	}
}

export function cast(rays, from, to, out) {
	const { x0, y0, x1, y1 } = rays;
	for (let i = from; i < to; i++) {
		start.x = x0[i]; start.y = y0[i];
		end.x = x1[i]; end.y = y1[i];
		const hit = system.raycast(start, end);
		if (hit) {
			out.hit[i] = 1;
			out.fraction[i] = Math.hypot(hit.point.x - x0[i], hit.point.y - y0[i]) / Math.hypot(x1[i] - x0[i], y1[i] - y0[i]);
			out.id[i] = hit.body.benchIndex;
		} else {
			out.hit[i] = 0; out.fraction[i] = 0; out.id[i] = -1;
		}
	}
}

export function teardown() { system = undefined; }
