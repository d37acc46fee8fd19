// The stress scene: thousands of convex polygons in one sat-wasm World, moved every frame, with every
// overlapping pair found in wasm (uniform-grid broad phase + SIMD narrow phase) and drawn on a canvas.
// The scene is the benchmark's (bench/scene.mjs): 3-8 vertices, circumradius 4-12, up to 2 units per frame,
// 625 square units of field per body, bouncing off the walls; here the field has the canvas's aspect ratio
// and is drawn scaled to fit it. Nothing is allocated per frame: positions, velocities, vertices and the
// colliding marks live in typed arrays made at start, and world.collisions() hands back views over wasm memory.

import { convexAngles, mulberry32 } from './scene.js';

const MAX_VERTS = 8;
const AREA_PER_BODY = 625; // square units: the benchmark's side = sqrt(N) * 25
const WINDOW = 60; // frames in the medians shown
const REFRESH_EVERY = 10; // frames between updates of the figures (and on pause)
const FILL_BATCH = 32; // polygons per canvas fill()

// Median of the first `filled` values of a ring, sorted in a preallocated scratch array (no allocation).
function median(ring, scratch, filled) {
	if (filled === 0) return NaN;
	scratch.set(ring);
	for (let i = filled; i < scratch.length; i++) scratch[i] = Infinity;
	scratch.sort();
	const mid = filled >> 1;
	return filled % 2 ? scratch[mid] : (scratch[mid - 1] + scratch[mid]) / 2;
}

/**
 * Wire the stress scene to its elements.
 * @param {import('../sat.js').Sat} sat
 * @param {{ section: HTMLElement, canvas: HTMLCanvasElement, toggle: HTMLButtonElement,
 *   pause: HTMLButtonElement, count: HTMLSelectElement, figures: HTMLElement, countLabel: HTMLElement }} ui
 */
export function createStressScene(sat, ui) {
	const { section, canvas, toggle, pause: pauseButton, count: countSelect, figures, countLabel } = ui;
	const ctx = canvas.getContext('2d', { alpha: false });
	const field = { width: 0, height: 0, scale: 1, dpr: 1 };
	const colors = { background: '#ffffff', body: '#2f5fd0', colliding: '#1f9d3a' };

	let world = null;
	let n = 0;
	let counts; // Uint8Array(n): vertices of body i
	let local; // Float32Array(n * MAX_VERTS * 2): body i's vertices relative to its position, as the world keeps them
	let radius; // Float32Array(n): circumradius, for bouncing off the walls
	let pos; // Float32Array(2n): x0, y0, x1, y1, ... handed to world.setPositions each frame
	let vel; // Float32Array(2n): units per frame
	let colliding; // Uint8Array(n): 1 if body i is in a pair this frame
	let pairs = null; // the last world.collisions() result (views valid until the next world call)
	let pairCount = 0;
	let frame = 0;
	let rafId = 0;
	let paused = false;
	let lastTimestamp = -1;

	const wasmRing = new Float64Array(WINDOW);
	const drawRing = new Float64Array(WINDOW);
	const intervalRing = new Float64Array(WINDOW);
	const scratch = new Float64Array(WINDOW);
	let samples = 0; // frames recorded in the rings (capped at WINDOW when reading)
	let intervals = 0;
	const figure = (name) => figures.querySelector(`[data-figure="${name}"]`);
	const out = { bodies: figure('bodies'), pairs: figure('pairs'), wasmMs: figure('wasm-ms'), drawMs: figure('draw-ms'),
		fps: figure('fps'), frame: figure('frame'), field: figure('field') };
	const shown = { bodies: 0, pairs: 0, wasmMs: NaN, drawMs: NaN, intervalMs: NaN, frame: 0 };

	function readColors() {
		const style = getComputedStyle(section);
		const get = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
		colors.body = get('--static', colors.body);
		colors.colliding = get('--colliding', colors.colliding);
	}

	// The field: N * 625 square units in the canvas's aspect ratio, drawn scaled to the canvas's CSS size.
	function sizeField(bodies) {
		const cssWidth = canvas.clientWidth || 1200;
		const cssHeight = canvas.clientHeight || 600;
		field.dpr = window.devicePixelRatio || 1;
		canvas.width = Math.round(cssWidth * field.dpr);
		canvas.height = Math.round(cssHeight * field.dpr);
		field.height = Math.sqrt((bodies * AREA_PER_BODY * cssHeight) / cssWidth);
		field.width = (field.height * cssWidth) / cssHeight;
		field.scale = cssWidth / field.width;
	}

	function build(bodies, seed) {
		sizeField(bodies);
		n = bodies;
		counts = new Uint8Array(n);
		local = new Float32Array(n * MAX_VERTS * 2);
		radius = new Float32Array(n);
		pos = new Float32Array(2 * n);
		vel = new Float32Array(2 * n);
		colliding = new Uint8Array(n);
		const rand = mulberry32(seed);
		const angles = new Float64Array(MAX_VERTS);
		const points = new Float64Array(MAX_VERTS * 2);
		world = sat.world({ capacity: n });
		for (let i = 0; i < n; i++) {
			const k = 3 + Math.floor(rand() * 6);
			const r = 4 + rand() * 8;
			convexAngles(rand, k, angles); // as the benchmark
			for (let j = 0; j < k; j++) {
				points[2 * j] = r * Math.cos(angles[j]);
				points[2 * j + 1] = r * Math.sin(angles[j]);
			}
			const shape = sat.polygon(points.subarray(0, 2 * k));
			try {
				// The vertices exactly as the module keeps them (float32, counter-clockwise), for drawing.
				shape.setTransform(0, 0, 0);
				const v = shape.worldVertices();
				counts[i] = v.length / 2;
				local.set(v, i * MAX_VERTS * 2);
				let rMax = 0;
				for (let j = 0; j < v.length; j += 2) rMax = Math.max(rMax, Math.hypot(v[j], v[j + 1]));
				radius[i] = rMax;
				const x = rMax + rand() * (field.width - 2 * rMax);
				const y = rMax + rand() * (field.height - 2 * rMax);
				pos[2 * i] = x;
				pos[2 * i + 1] = y;
				const id = world.add(shape, pos[2 * i], pos[2 * i + 1], 0);
				if (id !== i) throw new Error(`stress scene: body ${i} got id ${id}`);
			} finally {
				shape.destroy(); // the world keeps its own copy
			}
			const speed = rand() * 2;
			const dir = rand() * 2 * Math.PI;
			vel[2 * i] = speed * Math.cos(dir);
			vel[2 * i + 1] = speed * Math.sin(dir);
		}
	}

	// Each centre bounces so the body's circumcircle stays inside the field.
	function move() {
		const w = field.width;
		const h = field.height;
		for (let i = 0; i < n; i++) {
			const r = radius[i];
			let x = pos[2 * i] + vel[2 * i];
			if (x < r) { x = r + r - x; vel[2 * i] = -vel[2 * i]; }
			else if (x > w - r) { x = 2 * (w - r) - x; vel[2 * i] = -vel[2 * i]; }
			let y = pos[2 * i + 1] + vel[2 * i + 1];
			if (y < r) { y = r + r - y; vel[2 * i + 1] = -vel[2 * i + 1]; }
			else if (y > h - r) { y = 2 * (h - r) - y; vel[2 * i + 1] = -vel[2 * i + 1]; }
			pos[2 * i] = x;
			pos[2 * i + 1] = y;
		}
	}

	function mark() {
		colliding.fill(0);
		const { a, b } = pairs;
		for (let i = 0; i < pairCount; i++) {
			colliding[a[i]] = 1;
			colliding[b[i]] = 1;
		}
	}

	// Bodies of one colour, filled in batches: one path holding every body makes Chromium's canvas slow down
	// faster than linearly (~350 ms for 10000 bodies here), one fill per body costs a call each.
	function fillPolygons(wanted, style) {
		ctx.fillStyle = style;
		ctx.beginPath();
		let inPath = 0;
		for (let i = 0; i < n; i++) {
			if (colliding[i] !== wanted) continue;
			const x = pos[2 * i];
			const y = pos[2 * i + 1];
			const base = i * MAX_VERTS * 2;
			ctx.moveTo(x + local[base], y + local[base + 1]);
			for (let j = 1, k = counts[i]; j < k; j++) ctx.lineTo(x + local[base + 2 * j], y + local[base + 2 * j + 1]);
			ctx.closePath();
			if (++inPath === FILL_BATCH) {
				ctx.fill();
				ctx.beginPath();
				inPath = 0;
			}
		}
		if (inPath > 0) ctx.fill();
	}

	function draw() {
		const k = field.scale * field.dpr;
		ctx.setTransform(1, 0, 0, 1, 0, 0);
		ctx.fillStyle = colors.background;
		ctx.fillRect(0, 0, canvas.width, canvas.height);
		ctx.setTransform(k, 0, 0, k, 0, 0); // world units from here on
		fillPolygons(0, colors.body);
		fillPolygons(1, colors.colliding); // on top, so every colliding body shows whole
	}

	function drawIdle(message) {
		ctx.setTransform(field.dpr || 1, 0, 0, field.dpr || 1, 0, 0);
		ctx.fillStyle = colors.background;
		ctx.fillRect(0, 0, canvas.width, canvas.height);
		ctx.fillStyle = '#6b7280';
		ctx.font = '15px system-ui, sans-serif';
		ctx.textAlign = 'center';
		ctx.fillText(message, canvas.clientWidth / 2, canvas.clientHeight / 2);
	}

	function step(timestamp) {
		rafId = 0;
		if (world === null || paused) return;
		if (lastTimestamp >= 0) {
			intervalRing[intervals % WINDOW] = timestamp - lastTimestamp;
			intervals++;
		}
		lastTimestamp = timestamp;

		move();
		const t0 = performance.now();
		world.setPositions(pos);
		pairs = world.collisions();
		const t1 = performance.now();
		pairCount = pairs.count;
		mark();
		draw();
		const t2 = performance.now();

		wasmRing[samples % WINDOW] = t1 - t0;
		drawRing[samples % WINDOW] = t2 - t1;
		samples++;
		frame++;
		if (frame % REFRESH_EVERY === 0 || frame === 1) refresh();
		rafId = requestAnimationFrame(step);
	}

	function refresh() {
		shown.bodies = n;
		shown.pairs = pairCount;
		shown.frame = frame;
		shown.wasmMs = median(wasmRing, scratch, Math.min(samples, WINDOW));
		shown.drawMs = median(drawRing, scratch, Math.min(samples, WINDOW));
		shown.intervalMs = median(intervalRing, scratch, Math.min(intervals, WINDOW));
		const ms = (v) => (Number.isFinite(v) ? v.toFixed(2) : '–');
		out.bodies.textContent = String(n);
		out.pairs.textContent = String(pairCount);
		out.wasmMs.textContent = ms(shown.wasmMs);
		out.drawMs.textContent = ms(shown.drawMs);
		out.fps.textContent = Number.isFinite(shown.intervalMs) && shown.intervalMs > 0 ? (1000 / shown.intervalMs).toFixed(0) : '–';
		out.frame.textContent = String(frame);
		out.field.textContent = `${field.width.toFixed(0)} × ${field.height.toFixed(0)} units, drawn at ×${field.scale.toFixed(2)}`;
	}

	function setState(state) {
		section.dataset.state = state;
		toggle.textContent = state === 'stopped' ? 'Start stress scene' : 'Stop';
		toggle.setAttribute('aria-pressed', String(state !== 'stopped'));
		pauseButton.disabled = state === 'stopped';
		pauseButton.textContent = state === 'paused' ? 'Resume' : 'Pause';
	}

	/** Build a world of `bodies` bodies and run it (restarting if it runs). */
	function start(bodies = Number(countSelect.value), seed = 0x5eed ^ bodies) {
		stop();
		readColors();
		countLabel.textContent = String(bodies);
		try {
			build(bodies, seed);
		} catch (error) {
			stop();
			drawIdle(`Could not build the world: ${error.message}`);
			throw error;
		}
		frame = 0;
		samples = 0;
		intervals = 0;
		pairCount = 0;
		paused = false;
		lastTimestamp = -1;
		setState('running');
		refresh();
		rafId = requestAnimationFrame(step);
	}

	/** Stop and release the world (its bodies hold the only copies of the shapes). */
	function stop() {
		if (rafId) cancelAnimationFrame(rafId);
		rafId = 0;
		if (world !== null) world.destroy();
		world = null;
		pairs = null;
		paused = false;
		setState('stopped');
		if (field.width === 0) sizeField(0);
		drawIdle('Stopped: press "Start stress scene" to run thousands of bodies.');
	}

	function pause() {
		if (world === null || paused) return;
		paused = true;
		if (rafId) cancelAnimationFrame(rafId);
		rafId = 0;
		setState('paused');
		refresh();
	}

	function resume() {
		if (world === null || !paused) return;
		paused = false;
		lastTimestamp = -1; // the pause is not a frame interval
		setState('running');
		rafId = requestAnimationFrame(step);
	}

	/**
	 * Test hook: the current frame as the world saw it, right after world.collisions() (no world call happens
	 * between frames): each body's float32 position, its vertices relative to that position as the world keeps
	 * them, its vertices in field coordinates (position + vertex, in double), the pairs the world reported, the
	 * ids drawn green, and the figures shown.
	 */
	function snapshot() {
		if (world === null || pairs === null) return null;
		const bodies = [];
		for (let i = 0; i < n; i++) {
			const x = pos[2 * i];
			const y = pos[2 * i + 1];
			const base = i * MAX_VERTS * 2;
			const localPts = Array.from(local.subarray(base, base + 2 * counts[i]));
			const vertices = localPts.map((v, j) => v + (j % 2 === 0 ? x : y));
			bodies.push({ x, y, local: localPts, vertices });
		}
		const pairList = [];
		for (let i = 0; i < pairCount; i++) pairList.push([pairs.a[i], pairs.b[i]]);
		const marked = [];
		for (let i = 0; i < n; i++) if (colliding[i]) marked.push(i);
		return {
			frame, state: section.dataset.state, field: { ...field }, bodies, pairs: pairList, pairCount, colliding: marked,
			shown: { ...shown },
		};
	}

	toggle.addEventListener('click', () => {
		if (world === null) start();
		else stop();
	});
	pauseButton.addEventListener('click', () => (paused ? resume() : pause()));
	countSelect.addEventListener('change', () => {
		countLabel.textContent = countSelect.value;
		if (world !== null) start();
	});
	stop();

	return {
		start,
		stop,
		pause,
		resume,
		snapshot,
		get running() { return world !== null && !paused; },
		get frame() { return frame; },
		get bodies() { return n; },
	};
}
