// Shared by the browser tests: serve web/ (the demo is web/demo/), drive Debian's chromium with playwright-core,
// read back the shapes the page draws, and an independent double-precision overlap check (never sat.js) to judge
// them by.
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { serve } from '../../tools/serve.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
// DESIGN.md: the flags that work on these machines (no sandbox as root, no network chatter).
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
	'--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Serve web/ on a free 127.0.0.1 port and launch chromium; `url` is the demo's (web/demo/). */
export async function start() {
	const server = await serve({ root: `${ROOT}web`, port: 0, page: 'demo/' });
	const url = `http://127.0.0.1:${server.address().port}/demo/`;
	const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
	return {
		url,
		browser,
		async stop() {
			await browser.close();
			await new Promise((done) => server.close(done));
		},
	};
}

/** Open the demo in a new page; every console error and page error is collected in `errors`. */
export async function openDemo(browser, url) {
	const page = await browser.newPage({ viewport: { width: 1280, height: 820 } });
	const errors = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(`console: ${message.text()}`);
	});
	page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
	page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
	await page.goto(url);
	await page.waitForSelector('body[data-ready="true"]', { timeout: 10_000 });
	return { page, errors };
}

/**
 * Run fn(page) on a fresh page of the demo, then check that nothing went wrong in it (console errors, page errors,
 * failed requests); the page is closed either way.
 */
export async function withDemoPage(browser, url, fn) {
	const { page, errors } = await openDemo(browser, url);
	try {
		await fn(page);
		assert.deepEqual(errors, [], 'no console errors, page errors or failed requests');
	} finally {
		await page.close();
	}
}

// ---------------------------------------------------------------------------------------------------------
// What the page draws: each entity div's position and clip-path, in the container's coordinates.

const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)px`;

/** Parse an entity as drawn: polygon(...) or circle(...) clip-path on a div placed at style left/top. */
export function parseEntity({ name, className, left, top, clipPath }) {
	const x0 = parseFloat(left);
	const y0 = parseFloat(top);
	const base = { name, className, left: x0, top: y0 };
	let m = /^circle\(\s*(.+?)\s+at\s+(.+?)\s+(.+?)\s*\)$/.exec(clipPath);
	if (m) {
		const [r, cx, cy] = [m[1], m[2], m[3]].map((s) => parseFloat(s));
		return { ...base, kind: 'circle', c: { x: x0 + cx, y: y0 + cy }, r };
	}
	m = /^polygon\((.*)\)$/.exec(clipPath);
	if (!m) throw new Error(`entity ${name}: unexpected clip-path ${JSON.stringify(clipPath)}`);
	const pts = [];
	for (const pair of m[1].split(',')) {
		const xy = new RegExp(`^\\s*${NUMBER}\\s+${NUMBER}\\s*$`).exec(pair);
		if (!xy) throw new Error(`entity ${name}: cannot parse polygon point ${JSON.stringify(pair)}`);
		pts.push({ x: x0 + Number(xy[1]), y: y0 + Number(xy[2]) });
	}
	return { ...base, kind: 'polygon', pts };
}

/** The moveable and the statics as drawn right now, plus the moveable's on-screen box. */
export async function readScene(page) {
	const raw = await page.evaluate(() => {
		const container = document.getElementById('container').getBoundingClientRect();
		return [...document.querySelectorAll('#container .entity')].map((el) => {
			const rect = el.getBoundingClientRect();
			return {
				name: el.dataset.name,
				className: el.className,
				left: el.style.left,
				top: el.style.top,
				clipPath: el.style.clipPath,
				rect: { x: rect.x - container.x, y: rect.y - container.y, width: rect.width, height: rect.height },
			};
		});
	});
	const entities = raw.map((e) => ({ ...parseEntity(e), rect: e.rect }));
	const moveable = entities.find((e) => e.className.split(' ').includes('movable'));
	const statics = entities.filter((e) => e !== moveable);
	return { moveable, statics, colliding: moveable.className.split(' ').includes('collision-state') };
}

// ---------------------------------------------------------------------------------------------------------
// Independent geometry in double precision.

const dot = (a, b) => a.x * b.x + a.y * b.y;

function edgeNormals(pts) {
	return pts.map((p, i) => {
		const q = pts[(i + 1) % pts.length];
		const length = Math.hypot(q.x - p.x, q.y - p.y);
		return { x: -(q.y - p.y) / length, y: (q.x - p.x) / length };
	});
}

function project(pts, axis) {
	let min = Infinity;
	let max = -Infinity;
	for (const p of pts) {
		const d = dot(p, axis);
		min = Math.min(min, d);
		max = Math.max(max, d);
	}
	return { min, max };
}

function segmentDistance(p, a, b) {
	const abx = b.x - a.x;
	const aby = b.y - a.y;
	const t = Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / (abx * abx + aby * aby)));
	return Math.hypot(p.x - (a.x + t * abx), p.y - (a.y + t * aby));
}

/** Signed distance from a point to a convex polygon's boundary: negative inside. */
export function pointPolygonDistance(p, pts) {
	let d = Infinity;
	let inside = true;
	let sign = 0;
	for (let i = 0; i < pts.length; i++) {
		const a = pts[i];
		const b = pts[(i + 1) % pts.length];
		d = Math.min(d, segmentDistance(p, a, b));
		const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
		if (cross !== 0) {
			if (sign === 0) sign = Math.sign(cross);
			else if (Math.sign(cross) !== sign) inside = false;
		}
	}
	return inside ? -d : d;
}

/**
 * Signed separation of two convex shapes: > 0 means apart; <= 0 means overlapping (touching at 0) and its
 * negation is the penetration depth. Polygons: SAT over both polygons' unit edge normals (for convex
 * polygons the smallest overlap over those is the exact depth). Polygon and circle: exact signed distance.
 */
export function separation(a, b) {
	if (a.kind === 'circle' && b.kind === 'circle') return Math.hypot(a.c.x - b.c.x, a.c.y - b.c.y) - a.r - b.r;
	if (a.kind === 'circle') return separation(b, a);
	if (b.kind === 'circle') return pointPolygonDistance(b.c, a.pts) - b.r;
	let best = -Infinity;
	for (const axis of [...edgeNormals(a.pts), ...edgeNormals(b.pts)]) {
		const pa = project(a.pts, axis);
		const pb = project(b.pts, axis);
		best = Math.max(best, pb.min - pa.max, pa.min - pb.max);
	}
	return best;
}

export function centroid(shape) {
	if (shape.kind === 'circle') return shape.c;
	const n = shape.pts.length;
	return { x: shape.pts.reduce((s, p) => s + p.x, 0) / n, y: shape.pts.reduce((s, p) => s + p.y, 0) / n };
}

export function translate(shape, dx, dy) {
	if (shape.kind === 'circle') return { ...shape, c: { x: shape.c.x + dx, y: shape.c.y + dy } };
	return { ...shape, pts: shape.pts.map((p) => ({ x: p.x + dx, y: p.y + dy })) };
}

export function bounds(shape) {
	if (shape.kind === 'circle') {
		return { minX: shape.c.x - shape.r, maxX: shape.c.x + shape.r, minY: shape.c.y - shape.r, maxY: shape.c.y + shape.r };
	}
	const xs = shape.pts.map((p) => p.x);
	const ys = shape.pts.map((p) => p.y);
	return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Parse an SVG polygon's points attribute. */
export function parsePoints(points) {
	return points.trim().split(/\s+/).map((pair) => {
		const [x, y] = pair.split(',').map(Number);
		return { x, y };
	});
}
