// The level scene: concave terrain built from outlines (sat.concave splits each into convex parts), a player
// moved with the keys that slides along the terrain, and a laser: a ray from the player towards the pointer,
// cast through the world's broad phase (world.raycast), drawn to the hit point with the surface normal there.
// The player is a box or a capsule (sat.capsule). Units are CSS pixels of the 1200 x 600 canvas, y down.
// Each frame: move the player by its velocity, world.setTransform, then world.separate() pushes it out of the
// terrain by the MTV (all of it onto the player, which is kinematic, against static terrain), so it slides along
// slopes and into the mouth of the cave; then the laser. Nothing is allocated per frame: the ray result and the
// transform are reused objects.

/** @typedef {import('../sat.js').Sat} Sat */
/** @typedef {import('../sat.js').World} World */
/** @typedef {import('../sat.js').Shape} Shape */

export const WIDTH = 1200;
export const HEIGHT = 600;
export const SPEED = 4; // px per frame
const LASER_LENGTH = 1500; // px: longer than the canvas's diagonal
const NORMAL_LENGTH = 28; // px, the drawn normal
const TERRAIN = 1; // category bits
const PLAYER = 2;
export const START = { x: 160, y: 120 };

/**
 * The terrain: simple polygons (clockwise or counter-clockwise) as [x0, y0, x1, y1, ...] in canvas px, each one
 * static body. The ground is a hilly strip with a dip; the cave is a C open to the left; the star is a rock;
 * the boulder is a regular 400-gon (polygons take up to MAX_POLYGON_VERTICES points).
 * @returns {{ name: string, points: Float32Array, concave: boolean }[]}
 */
export function terrainOutlines() {
	const ground = [];
	for (let k = 0; k <= 60; k++) { // the surface, left to right
		const x = k * WIDTH / 60;
		const y = 470 - 45 * Math.sin(x / 130) - 25 * Math.sin(x / 47 + 1) + (Math.abs(x - 620) < 90 ? 60 : 0);
		ground.push(x, y);
	}
	ground.push(WIDTH, HEIGHT, 0, HEIGHT); // then along the bottom, back to the start
	const cave = [ // a C: outer wall, then the inner wall back; opening on the left
		820, 120, 1060, 120, 1060, 330, 820, 330, 820, 290, 1010, 290, 1010, 160, 820, 160,
	];
	const star = [];
	for (let k = 0; k < 14; k++) {
		const r = k % 2 ? 28 : 70, a = k * Math.PI / 7;
		star.push(520 + r * Math.cos(a), 200 + r * Math.sin(a));
	}
	const boulder = [];
	for (let k = 0; k < 400; k++) boulder.push(330 + 46 * Math.cos(2 * Math.PI * k / 400), 230 + 46 * Math.sin(2 * Math.PI * k / 400));
	return [
		{ name: 'ground', points: Float32Array.from(ground), concave: true },
		{ name: 'cave', points: Float32Array.from(cave), concave: true },
		{ name: 'star', points: Float32Array.from(star), concave: true },
		{ name: 'boulder', points: Float32Array.from(boulder), concave: false },
	];
}

/**
 * The scene without the page: the world with the terrain and the player, the move / separate / laser steps.
 * @param {Sat} sat
 */
export function createLevelWorld(sat) {
	const world = sat.world();
	/** @type {{ id: number, shape: Shape, outline: Float32Array, parts: Float32Array[], name: string }[]} */
	const terrain = [];
	for (const t of terrainOutlines()) {
		const shape = t.concave ? sat.concave(t.points) : sat.polygon(t.points);
		const id = world.add(shape, 0, 0, 0);
		world.setStatic(id, true);
		world.setFilter(id, TERRAIN, PLAYER);
		terrain.push({ id, shape, outline: shape.worldVertices(), parts: t.concave ? shape.parts() : [shape.worldVertices()], name: t.name });
	}
	const player = { id: -1, kind: 'box', shape: /** @type {Shape | null} */ (null), x: START.x, y: START.y };
	const transform = { x: 0, y: 0, angle: 0 };
	const laser = { hit: false, id: -1, fraction: 0, x: 0, y: 0, normalX: 0, normalY: 0 };
	const aim = { x: START.x + 300, y: START.y + 200, endX: 0, endY: 0 };
	const rayOptions = { mask: TERRAIN };

	/** Make the player a box (30 x 30) or an upright capsule (radius 13, 40 px between the centres). @param {string} kind */
	function setPlayer(kind) {
		if (player.id >= 0) world.remove(player.id);
		player.shape?.destroy();
		player.kind = kind;
		player.shape = kind === 'capsule' ? sat.capsule(0, -20, 0, 20, 13) : sat.box(30, 30);
		player.id = world.add(player.shape, player.x, player.y, 0);
		world.setFilter(player.id, PLAYER, TERRAIN);
	}
	setPlayer('box');

	/** Move the player by (dx, dy) px, then push it out of the terrain. @param {number} dx @param {number} dy */
	function move(dx, dy) {
		world.setTransform(player.id, player.x + dx, player.y + dy, 0);
		world.separate(4); // kinematic player against static terrain: all of each MTV onto the player
		world.transform(player.id, transform);
		player.x = Math.min(Math.max(transform.x, 0), WIDTH);
		player.y = Math.min(Math.max(transform.y, 0), HEIGHT);
		if (player.x !== transform.x || player.y !== transform.y) world.setTransform(player.id, player.x, player.y, 0);
	}

	/** Cast the laser from the player towards (x, y), LASER_LENGTH long. @param {number} x @param {number} y */
	function castLaser(x, y) {
		aim.x = x;
		aim.y = y;
		let dx = x - player.x, dy = y - player.y;
		const len = Math.hypot(dx, dy) || 1;
		dx /= len;
		dy /= len;
		aim.endX = player.x + dx * LASER_LENGTH;
		aim.endY = player.y + dy * LASER_LENGTH;
		return world.raycast(player.x, player.y, aim.endX, aim.endY, rayOptions, laser);
	}

	return { world, terrain, player, laser, aim, setPlayer, move, castLaser };
}

/**
 * Wire the level scene to its elements.
 * @param {Sat} sat
 * @param {{ section: HTMLElement, canvas: HTMLCanvasElement, toggle: HTMLButtonElement, capsule: HTMLInputElement,
 *   figures: HTMLElement }} ui
 */
export function createLevelScene(sat, ui) {
	const { section, canvas, toggle, capsule, figures } = ui;
	const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { alpha: false }));
	/** @type {ReturnType<typeof createLevelWorld> | null} */
	let sim = null;
	let rafId = 0;
	let frames = 0;
	let rayUs = NaN;
	const keys = new Set();
	const figure = (/** @type {string} */ name) => /** @type {HTMLElement} */ (figures.querySelector(`[data-figure="${name}"]`));
	const out = { parts: figure('parts'), hit: figure('hit'), fraction: figure('fraction'), normal: figure('normal'),
		rayUs: figure('ray-us') };
	const KEYS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1], KeyA: [-1, 0], KeyD: [1, 0],
		KeyW: [0, -1], KeyS: [0, 1] };

	function frame() {
		rafId = 0;
		if (sim === null) return;
		let dx = 0, dy = 0;
		for (const code of keys) {
			const d = KEYS[/** @type {keyof typeof KEYS} */ (code)];
			if (d) { dx += d[0]; dy += d[1]; }
		}
		if (dx !== 0 || dy !== 0) sim.move(SPEED * dx, SPEED * dy);
		const t0 = performance.now();
		for (let k = 0; k < 100; k++) sim.castLaser(sim.aim.x, sim.aim.y); // 100 casts: a readable time per ray
		const us = (performance.now() - t0) * 10;
		rayUs = Number.isNaN(rayUs) ? us : rayUs + 0.1 * (us - rayUs);
		draw();
		if (++frames % 10 === 1) refresh();
		rafId = requestAnimationFrame(frame);
	}

	/** @param {Float32Array} v @param {boolean} close */
	function path(v, close) {
		ctx.moveTo(v[0], v[1]);
		for (let j = 2; j < v.length; j += 2) ctx.lineTo(v[j], v[j + 1]);
		if (close) ctx.closePath();
	}

	function draw() {
		if (sim === null) return;
		ctx.setTransform(canvas.width / WIDTH, 0, 0, canvas.height / HEIGHT, 0, 0);
		ctx.fillStyle = '#f7f8fb';
		ctx.fillRect(0, 0, WIDTH, HEIGHT);
		for (const t of sim.terrain) { // the outline filled, the convex parts' edges faint
			ctx.beginPath();
			path(t.outline, true);
			ctx.fillStyle = '#8a9bb4';
			ctx.fill();
			ctx.lineWidth = 1;
			ctx.strokeStyle = '#c9d3e3';
			ctx.beginPath();
			for (const p of t.parts) path(p, true);
			ctx.stroke();
			ctx.lineWidth = 2;
			ctx.strokeStyle = '#44546d';
			ctx.beginPath();
			path(t.outline, true);
			ctx.stroke();
		}
		const { player, laser, aim } = sim;
		ctx.fillStyle = '#e0533d';
		ctx.strokeStyle = '#8f2414';
		ctx.lineWidth = 2;
		ctx.beginPath();
		if (player.kind === 'capsule') {
			ctx.arc(player.x, player.y - 20, 13, Math.PI, 0);
			ctx.arc(player.x, player.y + 20, 13, 0, Math.PI);
			ctx.closePath();
		} else {
			ctx.rect(player.x - 15, player.y - 15, 30, 30);
		}
		ctx.fill();
		ctx.stroke();
		// the laser to its hit point (or its end), the hit point and the normal there
		ctx.strokeStyle = '#d11f6a';
		ctx.lineWidth = 1.5;
		ctx.beginPath();
		ctx.moveTo(player.x, player.y);
		ctx.lineTo(laser.hit ? laser.x : aim.endX, laser.hit ? laser.y : aim.endY);
		ctx.stroke();
		if (laser.hit) {
			ctx.fillStyle = '#d11f6a';
			ctx.beginPath();
			ctx.arc(laser.x, laser.y, 4, 0, 2 * Math.PI);
			ctx.fill();
			ctx.strokeStyle = '#1b7f3b';
			ctx.lineWidth = 2;
			ctx.beginPath();
			ctx.moveTo(laser.x, laser.y);
			ctx.lineTo(laser.x + NORMAL_LENGTH * laser.normalX, laser.y + NORMAL_LENGTH * laser.normalY);
			ctx.stroke();
		}
	}

	function refresh() {
		if (sim === null) return;
		const { laser, terrain } = sim;
		out.parts.textContent = String(terrain.reduce((n, t) => n + t.parts.length, 0));
		out.hit.textContent = laser.hit ? terrain.find((t) => t.id === laser.id)?.name ?? String(laser.id) : 'nothing';
		out.fraction.textContent = laser.hit ? laser.fraction.toFixed(3) : '–';
		out.normal.textContent = laser.hit ? `(${laser.normalX.toFixed(2)}, ${laser.normalY.toFixed(2)})` : '–';
		out.rayUs.textContent = Number.isNaN(rayUs) ? '–' : rayUs.toFixed(2);
	}

	function start() {
		sim = createLevelWorld(sat);
		if (capsule.checked) sim.setPlayer('capsule');
		section.dataset.state = 'running';
		toggle.textContent = 'Stop level scene';
		toggle.setAttribute('aria-pressed', 'true');
		sim.castLaser(sim.aim.x, sim.aim.y);
		rafId = requestAnimationFrame(frame);
	}

	function stop() {
		if (rafId) cancelAnimationFrame(rafId);
		rafId = 0;
		sim?.world.destroy();
		sim = null;
		section.dataset.state = 'stopped';
		toggle.textContent = 'Start level scene';
		toggle.setAttribute('aria-pressed', 'false');
	}

	toggle.addEventListener('click', () => (sim === null ? start() : stop()));
	capsule.addEventListener('change', () => sim?.setPlayer(capsule.checked ? 'capsule' : 'box'));
	canvas.addEventListener('pointermove', (e) => {
		if (sim === null) return;
		const r = canvas.getBoundingClientRect();
		sim.aim.x = (e.clientX - r.left) * WIDTH / r.width;
		sim.aim.y = (e.clientY - r.top) * HEIGHT / r.height;
	});
	canvas.addEventListener('keydown', (e) => {
		if (e.code in KEYS) { keys.add(e.code); e.preventDefault(); }
	});
	canvas.addEventListener('keyup', (e) => keys.delete(e.code));
	canvas.addEventListener('blur', () => keys.clear());

	return { start, stop, get sim() { return sim; }, refresh };
}
