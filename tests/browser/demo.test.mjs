// The demo page in headless chromium, driven by real key presses and judged by geometry computed here in
// double precision from what the page draws (harness.mjs), never by asking sat.js.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, copyFile } from 'node:fs/promises';
import {
	ROOT, start, openDemo, readScene, separation, pointPolygonDistance, centroid, translate, bounds, parsePoints,
} from './harness.mjs';

const STEP = 5;
const AMBIGUOUS = 0.02; // px: within this of touching, float32 vertices may honestly go either way
const PENETRATION_TOLERANCE = 0.05; // px
const TURN = Math.PI / 36;

let env;
before(async () => {
	env = await start();
});
after(async () => {
	await env?.stop();
});

async function withDemo(fn) {
	const { page, errors } = await openDemo(env.browser, env.url);
	try {
		await fn(page);
		assert.deepEqual(errors, [], 'no console errors, page errors or failed requests');
	} finally {
		await page.close();
	}
}

const center = (entity) => ({ x: entity.left + entity.rect.width / 2, y: entity.top + entity.rect.height / 2 });

// The arrow key that brings `from` closer to `to` (alternating axes when both are off), or null when there.
function keyToward(from, to, preferVertical) {
	const dx = to.x - from.x;
	const dy = to.y - from.y;
	const horizontal = Math.abs(dx) >= STEP ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : null;
	const vertical = Math.abs(dy) >= STEP ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : null;
	return preferVertical ? vertical ?? horizontal : horizontal ?? vertical;
}

function describeScene(scene) {
	const seps = scene.statics.map((s) => `${s.name} ${separation(scene.moveable, s).toFixed(3)}`).join(', ');
	const c = center(scene.moveable);
	return `moveable centre (${c.x}, ${c.y}); separations: ${seps}`;
}

test('the page loads over 127.0.0.1 with no console or page errors and draws every kind of shape', async () => {
	await withDemo(async (page) => {
		const scene = await readScene(page);
		const kinds = scene.statics.map((s) => (s.kind === 'circle' ? 'circle' : `${s.pts.length}-gon`));
		for (const kind of ['3-gon', '4-gon', '5-gon', 'circle']) assert.ok(kinds.includes(kind), `a static ${kind} in ${kinds}`);
		assert.equal(scene.moveable.kind, 'polygon');
		assert.equal(scene.colliding, false, 'the moveable starts clear of everything');
		assert.equal(await page.locator('#stress').getAttribute('data-state'), 'stopped', 'the stress scene waits for its button');
		const wasm = await page.evaluate(async () => (await fetch('../sat.wasm')).headers.get('content-type'));
		assert.equal(wasm, 'application/wasm');
	});
});

test('each arrow key press moves the moveable by exactly 5 px, drawn shape included', async () => {
	await withDemo(async (page) => {
		for (const [key, dx, dy] of [['ArrowRight', 5, 0], ['ArrowDown', 0, 5], ['ArrowLeft', -5, 0], ['ArrowUp', 0, -5]]) {
			for (let i = 0; i < 3; i++) {
				const { moveable: a } = await readScene(page);
				await page.keyboard.press(key);
				const { moveable: b } = await readScene(page);
				assert.equal(b.rect.x - a.rect.x, dx, `${key}: on-screen x`);
				assert.equal(b.rect.y - a.rect.y, dy, `${key}: on-screen y`);
				assert.equal(b.left - a.left, dx, `${key}: style.left`);
				assert.equal(b.top - a.top, dy, `${key}: style.top`);
				a.pts.forEach((p, j) => {
					assert.ok(Math.abs(b.pts[j].x - p.x - dx) < 1e-3 && Math.abs(b.pts[j].y - p.y - dy) < 1e-3,
						`${key}: vertex ${j} moved by (${b.pts[j].x - p.x}, ${b.pts[j].y - p.y})`);
				});
			}
		}
	});
});

test('collision-state is set exactly while the shapes overlap (independent SAT) and cleared on leaving', async (t) => {
	await withDemo(async (page) => {
		const first = await readScene(page);
		const home = center(first.moveable);
		const targets = [...first.statics.map((s) => ({ name: s.name, at: centroid(s) })), { name: 'start', at: home }];
		const entered = new Set();
		let checked = 0;
		let ambiguous = 0;
		let left = 0;
		let wasColliding = false;
		let presses = 0;
		for (const target of targets) {
			for (;;) {
				const scene = await readScene(page);
				const key = presses % 9 === 8 ? 'e' : keyToward(center(scene.moveable), target.at, false);
				if (!key) break;
				await page.keyboard.press(key);
				presses++;
				const now = await readScene(page);
				const seps = now.statics.map((s) => separation(now.moveable, s));
				for (const [i, s] of now.statics.entries()) {
					if (seps[i] < -AMBIGUOUS) entered.add(s.name);
					if (Math.abs(seps[i]) > AMBIGUOUS) {
						assert.equal(s.className.split(' ').includes('touched'), seps[i] < 0, `${s.name} shading: ${describeScene(now)}`);
					}
				}
				const closest = Math.min(...seps);
				if (Math.abs(closest) <= AMBIGUOUS) {
					ambiguous++;
					continue;
				}
				checked++;
				assert.equal(now.colliding, closest < 0, `after ${key}: ${describeScene(now)}`);
				if (wasColliding && !now.colliding) left++;
				wasColliding = now.colliding;
			}
		}
		const names = first.statics.map((s) => s.name);
		assert.deepEqual([...entered].sort(), [...names].sort(), 'the path entered every static');
		assert.ok(left >= names.length, `left a static ${left} times`);
		assert.ok(checked > 200 && ambiguous < checked / 50, `${checked} presses checked, ${ambiguous} within ${AMBIGUOUS} px of touching`);
		assert.equal((await readScene(page)).colliding, false, 'back at the start: no collision');
		t.diagnostic(`${presses} presses, ${checked} checked, ${ambiguous} within ${AMBIGUOUS} px of touching, left a static ${left} times`);
	});
});

test('Q and E rotate the drawn shape by 5 degrees about its centre; the checkbox turns rotation off', async () => {
	await withDemo(async (page) => {
		const rotated = (shape, c, angle) => shape.pts.map((p) => ({
			x: c.x + (p.x - c.x) * Math.cos(angle) - (p.y - c.y) * Math.sin(angle),
			y: c.y + (p.x - c.x) * Math.sin(angle) + (p.y - c.y) * Math.cos(angle),
		}));
		const distance = (ps, qs) => Math.max(...ps.map((p, i) => Math.hypot(p.x - qs[i].x, p.y - qs[i].y)));
		const s0 = (await readScene(page)).moveable;
		const c = center(s0);
		await page.keyboard.press('e');
		const s1 = (await readScene(page)).moveable;
		const sign = distance(rotated(s0, c, TURN), s1.pts) < distance(rotated(s0, c, -TURN), s1.pts) ? 1 : -1;
		assert.ok(distance(rotated(s0, c, sign * TURN), s1.pts) < 1e-3, 'E turns by 5 degrees');
		assert.deepEqual(center(s1), c, 'rotation keeps the position');
		await page.keyboard.press('q');
		assert.ok(distance((await readScene(page)).moveable.pts, s0.pts) < 1e-3, 'Q turns back');
		await page.keyboard.press('Q');
		assert.ok(distance(rotated(s0, c, -sign * TURN), (await readScene(page)).moveable.pts) < 1e-3, 'Q turns the other way');
		await page.click('#opt-rotate');
		const before = (await readScene(page)).moveable;
		await page.keyboard.press('e');
		assert.deepEqual((await readScene(page)).moveable.pts, before.pts, 'no rotation while unchecked');
	});
});

test('slide mode: pushing into every static (and rotating against them) never leaves the moveable inside one', async (t) => {
	await withDemo(async (page) => {
		await page.click('#opt-slide');
		const first = await readScene(page);
		const targets = [...first.statics.map(centroid), { x: 700, y: 300 },
			// the pocket between the circle and the plank: pushed by both at once
			{ x: 320, y: 380 }, { x: 300, y: 490 }, { x: 250, y: 490 }, { x: 330, y: 520 }, center(first.moveable)];
		let contacts = 0;
		let slid = 0;
		let presses = 0;
		for (const target of targets) {
			for (let i = 0; i < 45; i++) {
				const scene = await readScene(page);
				const key = i % 10 === 9 ? (i % 20 === 9 ? 'e' : 'q') : keyToward(center(scene.moveable), target, i % 2 === 1);
				if (!key) break;
				await page.keyboard.press(key);
				presses++;
				const now = await readScene(page);
				const seps = now.statics.map((s) => separation(now.moveable, s));
				const worst = Math.min(...seps);
				assert.ok(worst >= -PENETRATION_TOLERANCE, `after ${key} (press ${presses}) penetration ${-worst}: ${describeScene(now)}`);
				if (worst < 0.5) contacts++;
				const moved = { x: center(now.moveable).x - center(scene.moveable).x, y: center(now.moveable).y - center(scene.moveable).y };
				if ((key === 'ArrowLeft' || key === 'ArrowRight') && Math.abs(moved.y) > 0.1) slid++;
				if ((key === 'ArrowUp' || key === 'ArrowDown') && Math.abs(moved.x) > 0.1) slid++;
			}
		}
		assert.ok(contacts > 30, `pressed against a surface ${contacts} times`);
		assert.ok(slid > 5, `slid sideways along a surface ${slid} times`);
		t.diagnostic(`${presses} presses, ${contacts} against a surface, ${slid} slid sideways`);
	});
});

test('bullet mode: a 60 px/frame shot stops at the 8 px wall at its time of impact; the per-frame ghost tunnels', async () => {
	await withDemo(async (page) => {
		await page.click('#reset');
		await page.mouse.click(20, 790); // away from the controls, so Space reaches the page, not a button
		await page.keyboard.press('Space');
		await page.waitForFunction(() => {
			const bullet = document.getElementById('bullet');
			const ghost = document.getElementById('ghost');
			return bullet && ghost && bullet.dataset.state !== 'flying' && ghost.dataset.state !== 'flying';
		}, null, { timeout: 10_000 });
		const drawn = await page.evaluate(() => ({
			bullet: document.getElementById('bullet').getAttribute('points'),
			bulletState: document.getElementById('bullet').dataset.state,
			ghostState: document.getElementById('ghost').dataset.state,
			hit: ['cx', 'cy'].map((k) => Number(document.getElementById('hit-point').getAttribute(k))),
			trail: [...document.querySelectorAll('#overlay .trail')].map((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) })),
			ghostTrail: [...document.querySelectorAll('#overlay .ghost-trail')].map((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) })),
		}));
		const wall = (await readScene(page)).statics.find((s) => s.name === 'wall');
		const w = bounds(wall);
		const bullet = { kind: 'polygon', pts: parsePoints(drawn.bullet) };
		const step = Math.hypot(drawn.trail[1].x - drawn.trail[0].x, drawn.trail[1].y - drawn.trail[0].y);

		assert.equal(drawn.bulletState, 'stopped');
		assert.ok(step > 4 * (w.maxX - w.minX), `a frame step of ${step} px is far more than the wall's ${w.maxX - w.minX} px`);
		assert.equal(drawn.ghostState, 'escaped', 'checking only frame positions misses the wall');
		assert.ok(drawn.ghostTrail.some((p) => p.x > w.maxX) && drawn.ghostTrail.some((p) => p.x < w.minX), 'the ghost jumped over it');

		const [hx, hy] = drawn.hit;
		assert.ok(Math.abs(pointPolygonDistance({ x: hx, y: hy }, wall.pts)) <= PENETRATION_TOLERANCE, `hit point (${hx}, ${hy}) on the wall's outline`);
		assert.ok(Math.abs(hx - w.minX) <= PENETRATION_TOLERANCE && hy > w.minY && hy < w.maxY, `hit point on the near face x = ${w.minX}`);
		const gap = separation(bullet, wall);
		assert.ok(Math.abs(gap) <= PENETRATION_TOLERANCE, `the bullet touches the wall (separation ${gap})`);
		assert.ok(bounds(bullet).maxX <= w.minX + PENETRATION_TOLERANCE, 'the bullet is not beyond the wall');

		// Turned 30 degrees, the Fire button shoots along the drawn nose (the vertex farthest from the centre).
		for (let i = 0; i < 6; i++) await page.keyboard.press('e');
		await page.click('#fire');
		await page.waitForFunction(() => document.querySelectorAll('#overlay .trail').length >= 2);
		const trail = await page.evaluate(() => [...document.querySelectorAll('#overlay .trail')].slice(0, 2)
			.map((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) })));
		const { moveable } = await readScene(page);
		const c = center(moveable);
		const nose = moveable.pts.reduce((best, p) => (Math.hypot(p.x - c.x, p.y - c.y) > Math.hypot(best.x - c.x, best.y - c.y) ? p : best));
		const shotAngle = Math.atan2(trail[1].y - trail[0].y, trail[1].x - trail[0].x);
		const noseAngle = Math.atan2(nose.y - c.y, nose.x - c.x);
		assert.ok(Math.abs(shotAngle - noseAngle) < 1e-3, `shot at ${shotAngle} rad, nose at ${noseAngle} rad`);
		assert.ok(Math.abs(Math.abs(noseAngle) - Math.PI / 6) < 1e-3, 'the nose turned by 30 degrees');
	});
});

test('MTV arrow and projections match the independent geometry; screenshot', async () => {
	await withDemo(async (page) => {
		await page.mouse.click(20, 790);
		await page.keyboard.press('Space'); // a shot first, so the picture shows the swept bullet too
		await page.waitForFunction(() => document.getElementById('ghost')?.dataset.state === 'escaped');
		for (const key of ['e', 'e', 'e', ...Array(50).fill('ArrowRight'), ...Array(32).fill('ArrowUp')]) {
			await page.keyboard.press(key);
		}
		const scene = await readScene(page);
		assert.equal(scene.colliding, true, describeScene(scene));
		const [other] = scene.statics.filter((s) => separation(scene.moveable, s) < -1);
		assert.ok(other, 'overlapping one static by more than 1 px');
		const depth = -separation(scene.moveable, other);

		const arrow = await page.evaluate(() => {
			const line = document.getElementById('mtv-arrow');
			const get = (id) => {
				const l = document.getElementById(id);
				return ['x1', 'y1', 'x2', 'y2'].map((k) => Number(l.getAttribute(k)));
			};
			return line && { mtv: get('mtv-arrow'), a: get('projection-a'), b: get('projection-b') };
		});
		assert.ok(arrow, 'the MTV arrow is drawn');
		const mtv = { x: arrow.mtv[2] - arrow.mtv[0], y: arrow.mtv[3] - arrow.mtv[1] };
		const length = Math.hypot(mtv.x, mtv.y);
		assert.ok(Math.abs(length - depth) <= PENETRATION_TOLERANCE, `|MTV| ${length} is the penetration depth ${depth}`);
		const pushed = separation(translate(scene.moveable, mtv.x, mtv.y), other);
		assert.ok(Math.abs(pushed) <= PENETRATION_TOLERANCE, `adding the MTV just separates them (${pushed})`);

		// Each drawn interval is the shape's projection on the MTV axis: same length as computed here.
		const axis = { x: mtv.x / length, y: mtv.y / length };
		const extent = (shape) => {
			const d = shape.pts.map((p) => p.x * axis.x + p.y * axis.y);
			return Math.max(...d) - Math.min(...d);
		};
		for (const [line, shape] of [[arrow.a, scene.moveable], [arrow.b, other]]) {
			const drawnLength = Math.hypot(line[2] - line[0], line[3] - line[1]);
			assert.ok(Math.abs(drawnLength - extent(shape)) <= PENETRATION_TOLERANCE, `projection of ${shape.name}: ${drawnLength} vs ${extent(shape)}`);
		}

		await mkdir(`${ROOT}build/screenshots`, { recursive: true });
		const png = `${ROOT}build/screenshots/demo.png`;
		await page.screenshot({ path: png });
		if (process.env.UPDATE_DOCS_SCREENSHOT) {
			await mkdir(`${ROOT}docs`, { recursive: true });
			await copyFile(png, `${ROOT}docs/demo.png`); // the README's picture: refresh with UPDATE_DOCS_SCREENSHOT=1
		}
	});
});
