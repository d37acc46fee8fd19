// The platformer scene: a character run and jumped through a tile level with world.move, the character mover
// (move and slide after Box2D v3.1's mover and Rapier's character controller): ground with gaps, a 30° ramp up
// and a gentle slope down, a 45° slope up and down, steps a quarter tile high, a wall to jump, thin one-way
// platforms, a platform going back and forth and a lift going up and down, and a flag at the far right. The tiles
// are two maps given to world.addTiles (one of unit tiles, one of quarter tiles for the steps), the ramp a polygon.
// The game keeps the character's velocity: run speed from the keys, vy -= g·dt in the air, vy = 0 on the ground
// unless it jumps; each frame it moves the platforms first (world.setTransform), then calls world.move with the
// velocity times dt, plus the platform's displacement when the character stands on one (the mover does not carry
// it). The overlay shows the path of the last moves, a look-ahead world.castShape of the character's shape along
// its velocity, the ground normal and whether it is grounded.
// Units: tiles (1 tile = 1 unit), y up, as the tile map's rows (row 0 at the bottom); the canvas shows 24 x 12
// tiles, y flipped, following the character. A frame is a fixed 1/60 s, so a run replays the same way.

/** @typedef {import('../sat.js').Sat} Sat */
/** @typedef {import('../sat.js').World} World */
/** @typedef {import('../sat.js').Shape} Shape */

export const DT = 1 / 60; // s per frame
export const RUN = 6; // tiles per s
export const GRAVITY = 32; // tiles per s²
export const JUMP = 14; // tiles per s: about 3 tiles high, 5 tiles far at full run
const MAX_FALL = 20; // tiles per s: under a tile per frame
const JUMP_BUFFER = 6; // frames a jump press waits for the ground
const COYOTE = 5; // frames after leaving the ground when a jump still counts
const LOOKAHEAD = 0.3; // s of the velocity cast ahead in the overlay
const TRAIL = 90; // frames of path drawn
const KILL_Y = -2; // below this the character fell out of the level: back to the start
export const VIEW = { columns: 24, rows: 12 }; // tiles shown
/** Category bits (world.setFilter): the character moves against all but itself. */
export const CATEGORY = { TILE: 1, ONE_WAY: 2, PLATFORM: 4, CHARACTER: 8 };
/** The character: 0.8 x 1.6 tiles, as a box or as a capsule (radius 0.4, centres 0.8 apart). */
export const CHARACTER = { width: 0.8, height: 1.6 };
/** world.move's options: step onto the quarter-tile steps, stay on the ground down slopes. */
export const MOVE_OPTIONS = { stepHeight: 0.3, snapDown: 0.3 };

/**
 * The level, top row first: '#' solid, '/' 45° rising to the right, '\' 45° rising to the left, 'd' then 'c' a
 * gentle slope (26.6°) falling to the right over two cells; '.' empty. Columns 30-32, 53-60 and 63-64 are pits.
 */
const MAP = [
	'#......................................................................#',
	'#......................................................................#',
	'#......................................................................#',
	'#......................................................................#',
	'#......................................................................#',
	'#......................................................................#',
	'#......................................................................#',
	'#......................................................................#',
	'#................................................................#######',
	'#................................................................#######',
	'#...................###dc............/##\\........................#######',
	'#...................#####dc........./####\\......#................#######',
	'#.............################...#########\\.....#................#######',
	'##############################...####################........##..#######',
	'##############################...####################........##..#######',
	'##############################...####################........##..#######',
];
/**
 * What each map character stands for: a cell value of world.addTiles (the name of its sat.TILE_* constant) and, for
 * drawing, its polygon in tiles from the cell's lower-left corner.
 */
const CELLS = {
	'#': { tile: 'TILE_SOLID', polygon: [0, 0, 1, 0, 1, 1, 0, 1] },
	'/': { tile: 'TILE_SLOPE_UP_RIGHT', polygon: [0, 0, 1, 0, 1, 1] },
	'\\': { tile: 'TILE_SLOPE_UP_LEFT', polygon: [0, 0, 1, 0, 0, 1] },
	'c': { tile: 'TILE_GENTLE_UP_LEFT_LOW', polygon: [0, 0, 1, 0, 0, 0.5] },
	'd': { tile: 'TILE_GENTLE_UP_LEFT_HIGH', polygon: [0, 0, 1, 0, 1, 0.5, 0, 1] },
};
export const COLUMNS = MAP[0].length;
export const ROWS = MAP.length;

/**
 * A map given top row first as world.addTiles takes it (row-major, row 0 the bottom row), and the polygons of its
 * cells in tiles, for drawing.
 * @param {Sat} sat
 * @param {string[]} map
 * @param {{ tileSize: number, x: number, y: number }} at
 */
function tileMap(sat, map, { tileSize, x, y }) {
	const rows = map.length, columns = map[0].length;
	const cells = new Int32Array(columns * rows);
	/** @type {Float32Array[]} */
	const outlines = [];
	for (let row = 0; row < rows; row++) {
		for (let col = 0; col < columns; col++) {
			const cell = CELLS[/** @type {keyof typeof CELLS} */ (map[rows - 1 - row][col])];
			if (cell === undefined) continue;
			cells[row * columns + col] = /** @type {number} */ (sat[/** @type {keyof Sat} */ (cell.tile)]);
			outlines.push(Float32Array.from(cell.polygon, (v, i) => (i % 2 ? y + (row + v) * tileSize : x + (col + v) * tileSize)));
		}
	}
	return { cells, columns, rows, outlines };
}

/** Steps a quarter tile high and half a tile deep, from the ground (y 3) at x 12 up to the ground at y 4, x 14. */
const STEPS = ['......##', '....####', '..######', '########'];
const STEPS_AT = { tileSize: 0.25, x: 12, y: 3 };

/** The 30° ramp, a triangle whose high end (x 20, y 6) meets the plateau: its foot is 2·√3 tiles to the left. */
export const RAMP = { x: 20, y: 4, rise: 2, degrees: 30 };
/** One-way platforms, 0.25 thick: entered from below, stood on from above. */
export const ONE_WAYS = [
	{ name: 'one-way A', x: 5.5, top: 5.25, width: 3 },
	{ name: 'one-way B', x: 9.5, top: 7.5, width: 3 },
];
/**
 * Kinematic platforms: between two centres, resting `dwell` s at each end and easing over `travel` s between
 * them. The first crosses the 8-tile pit level with the ground, the second lifts from the ground (y 3) to the
 * ledge of the flag (y 8). Positions are of the top's middle.
 */
export const PLATFORMS = [
	{ name: 'platform ↔', width: 2.5, x0: 54.25, y0: 3, x1: 59.75, y1: 3, dwell: 1, travel: 2.5 },
	{ name: 'lift ↕', width: 2, x0: 64, y0: 3, x1: 64, y1: 8, dwell: 1, travel: 2 },
];
const PLATFORM_THICKNESS = 0.5;
export const START = { x: 2.5, y: 3 };
export const FLAG = { x: 69, y: 8 };
/** Names drawn over the level. */
const LABELS = [
	{ text: 'start', x: START.x, y: START.y + 2.6 },
	{ text: '¼-tile steps', x: 13, y: 4.7 },
	{ text: '30°', x: 18.6, y: 5.9 },
	{ text: '26.6°', x: 25, y: 6.3 },
	{ text: '45°', x: 36.9, y: 6.9 },
	{ text: '45°', x: 41.2, y: 6.1 },
	{ text: 'wall', x: 48.5, y: 5.6 },
];

/**
 * Where a platform is at time t: 0 at its first end, 1 at its second (rest, ease, rest, ease back).
 * @param {{ dwell: number, travel: number }} p
 * @param {number} t s
 */
export function platformPhase(p, t) {
	const period = 2 * (p.dwell + p.travel);
	let s = t % period;
	if (s < p.dwell) return 0;
	s -= p.dwell;
	if (s < p.travel) return (1 - Math.cos(Math.PI * s / p.travel)) / 2;
	s -= p.travel;
	if (s < p.dwell) return 1;
	s -= p.dwell;
	return (1 + Math.cos(Math.PI * s / p.travel)) / 2;
}

/**
 * The scene without the page: the world with the level, the platforms and the character, and one frame of the
 * game (frame), deterministic: time advances by DT per frame.
 * @param {Sat} sat
 */
export function createPlatformerWorld(sat) {
	const world = sat.world();
	/** @type {Map<number, string>} what each static is, for the figures */
	const names = new Map();
	/** @type {Float32Array[]} outlines of every static part of the level, in tiles */
	const outlines = [];

	// The tiles: each run of solid cells in a row one box (merge), each slope cell one body; drawn cell by cell.
	const level = tileMap(sat, MAP, { tileSize: 1, x: 0, y: 0 });
	const tileIds = world.addTiles(level.cells, level.columns, level.rows, { merge: true });
	const steps = tileMap(sat, STEPS, STEPS_AT);
	const stepIds = world.addTiles(steps.cells, steps.columns, steps.rows, { ...STEPS_AT, merge: true });
	outlines.push(...level.outlines, ...steps.outlines);
	for (const id of tileIds) names.set(id, 'tile');
	for (const id of stepIds) names.set(id, 'step');

	const run = RAMP.rise / Math.tan(RAMP.degrees * Math.PI / 180);
	const rampPoints = [-run, 0, 0, 0, 0, RAMP.rise];
	const rampShape = sat.polygon(rampPoints);
	const rampId = world.add(rampShape, RAMP.x, RAMP.y, 0);
	rampShape.destroy();
	world.setStatic(rampId, true);
	names.set(rampId, 'ramp 30°');
	outlines.push(Float32Array.from(rampPoints, (v, i) => v + (i % 2 ? RAMP.y : RAMP.x)));
	const staticIds = [...tileIds, ...stepIds, rampId];
	for (const id of staticIds) world.setFilter(id, CATEGORY.TILE, ~0);

	const oneWays = ONE_WAYS.map((o) => {
		const shape = sat.box(o.width, 0.25);
		const id = world.add(shape, o.x, o.top - 0.125, 0);
		shape.destroy();
		world.setStatic(id, true);
		world.setFilter(id, CATEGORY.ONE_WAY, ~0);
		world.setOneWay(id, 0, 1); // it stops only what comes from above (the side its normal points to)
		names.set(id, o.name);
		return { ...o, id };
	});

	const platforms = PLATFORMS.map((p) => {
		const shape = sat.box(p.width, PLATFORM_THICKNESS);
		const id = world.add(shape, p.x0, p.y0 - PLATFORM_THICKNESS / 2, 0); // kinematic, moved by the game
		shape.destroy();
		world.setFilter(id, CATEGORY.PLATFORM, ~0);
		names.set(id, p.name);
		return { ...p, id, phase: 0, x: p.x0, y: p.y0, dx: 0, dy: 0, vx: 0, vy: 0 };
	});

	const player = {
		id: -1, kind: 'box', shape: /** @type {Shape | null} */ (null),
		x: START.x, y: START.y + CHARACTER.height / 2, vx: 0, vy: 0,
		grounded: false, groundId: -1, groundNormalX: 0, groundNormalY: 0, hitCount: 0,
		jumpBuffer: 0, coyote: 0, respawns: 0,
	};
	/** The last move: from (x, y) by (dx, dy); a twin of the character repeats it to time world.move. */
	const lastMove = { x: 0, y: 0, dx: 0, dy: 0 };
	const twin = { id: -1, result: { x: 0, y: 0, grounded: false, groundId: -1, groundNormalX: 0, groundNormalY: 0, hitCount: 0 } };
	const state = { frame: 0, time: 0, finishedAt: -1 };
	const result = { x: 0, y: 0, grounded: false, groundId: -1, groundNormalX: 0, groundNormalY: 0, hitCount: 0 };
	/** The overlay's look-ahead cast: from (x, y) along (dx, dy). */
	const cast = { x: 0, y: 0, dx: 0, dy: 0, hit: false, id: -1, t: 0, hitX: 0, hitY: 0, normalX: 0, normalY: 0 };
	const castHit = { hit: false, id: -1, t: 0, x: 0, y: 0, normalX: 0, normalY: 0 };
	const castOptions = { mask: CATEGORY.TILE | CATEGORY.ONE_WAY | CATEGORY.PLATFORM, ignore: -1 };
	const trail = { xy: new Float32Array(2 * TRAIL), count: 0, next: 0 };

	/** Make the character a box or a capsule of the same size, where it is. @param {string} kind */
	function setPlayer(kind) {
		if (player.id >= 0) world.remove(player.id);
		player.shape?.destroy();
		const { width, height } = CHARACTER, r = width / 2;
		player.kind = kind;
		player.shape = kind === 'capsule' ? sat.capsule(0, r - height / 2, 0, height / 2 - r, r) : sat.box(width, height);
		player.id = world.add(player.shape, player.x, player.y, 0); // kinematic: world.move moves it
		world.setFilter(player.id, CATEGORY.CHARACTER, ~CATEGORY.CHARACTER);
		castOptions.ignore = player.id;
		if (twin.id >= 0) world.remove(twin.id);
		twin.id = world.add(player.shape, player.x, player.y, 0); // the same filter: neither sees the other
		world.setFilter(twin.id, CATEGORY.CHARACTER, ~CATEGORY.CHARACTER);
	}

	/**
	 * µs per world.move: the last frame's move repeated `count` times by the twin from where the character started
	 * it, less the world.setTransform that puts the twin back each time.
	 * @param {number} count
	 */
	function timeMove(count) {
		const { x, y, dx, dy } = lastMove;
		let t0 = performance.now();
		for (let k = 0; k < count; k++) {
			world.setTransform(twin.id, x, y, 0);
			world.move(twin.id, dx, dy, MOVE_OPTIONS, twin.result);
		}
		const both = performance.now() - t0;
		t0 = performance.now();
		for (let k = 0; k < count; k++) world.setTransform(twin.id, x, y, 0);
		return Math.max(both - (performance.now() - t0), 0) * 1000 / count;
	}

	/** Put the platforms where they are at the current time, keeping their displacement since the last call. */
	function placePlatforms() {
		for (const p of platforms) {
			p.phase = platformPhase(p, state.time);
			const x = p.x0 + (p.x1 - p.x0) * p.phase, y = p.y0 + (p.y1 - p.y0) * p.phase;
			p.dx = x - p.x;
			p.dy = y - p.y;
			p.vx = p.dx / DT;
			p.vy = p.dy / DT;
			p.x = x;
			p.y = y;
			world.setTransform(p.id, x, y - PLATFORM_THICKNESS / 2, 0);
		}
	}

	/** The character at (x, y) (its centre), at rest; the trail cleared. @param {number} x @param {number} y */
	function place(x, y) {
		player.x = x;
		player.y = y;
		player.vx = player.vy = 0;
		player.grounded = false;
		player.groundId = -1;
		player.groundNormalX = player.groundNormalY = 0;
		player.jumpBuffer = player.coyote = 0;
		world.setTransform(player.id, x, y, 0);
		trail.count = trail.next = 0;
	}

	/** Back to the start at time 0 (the platforms too). */
	function reset() {
		state.frame = 0;
		state.time = 0;
		state.finishedAt = -1;
		for (const p of platforms) {
			p.x = p.x0;
			p.y = p.y0;
		}
		placePlatforms();
		place(START.x, START.y + CHARACTER.height / 2 + 0.01);
	}

	/** A jump is wanted: it happens within JUMP_BUFFER frames if the character is (or lands) on the ground. */
	function jump() {
		player.jumpBuffer = JUMP_BUFFER;
	}

	/**
	 * One frame of DT: platforms, then the character's velocity, then world.move.
	 * @param {number} run -1 left, 0, 1 right
	 */
	function frame(run) {
		state.frame++;
		state.time = state.frame * DT;
		placePlatforms();

		const p = player;
		let riding = null;
		for (const q of platforms) if (p.grounded && q.id === p.groundId) riding = q;
		p.vx = run * RUN;
		if (p.grounded) {
			p.vy = 0;
			p.coyote = COYOTE;
		}
		if (p.jumpBuffer > 0 && p.coyote > 0) {
			p.vy = JUMP;
			p.jumpBuffer = 0;
			p.coyote = 0;
		}
		if (p.jumpBuffer > 0) p.jumpBuffer--;
		if (!p.grounded && p.coyote > 0) p.coyote--;
		p.vy = Math.max(p.vy - GRAVITY * DT, -MAX_FALL);
		let dx = p.vx * DT, dy = p.vy * DT;
		if (riding) { // the platform's whole displacement this frame: it moved first, the mover does not carry
			dx += riding.dx;
			dy += riding.dy;
		}

		cast.x = p.x;
		cast.y = p.y;
		cast.dx = (p.vx + (riding ? riding.vx : 0)) * LOOKAHEAD;
		cast.dy = (p.vy + (riding ? riding.vy : 0)) * LOOKAHEAD;
		world.castShape(/** @type {Shape} */ (p.shape), p.x, p.y, 0, cast.dx, cast.dy, castOptions, castHit);
		cast.hit = castHit.hit;
		cast.id = castHit.id;
		cast.t = castHit.hit ? castHit.t : 1;
		cast.hitX = castHit.x;
		cast.hitY = castHit.y;
		cast.normalX = castHit.normalX;
		cast.normalY = castHit.normalY;

		lastMove.x = p.x;
		lastMove.y = p.y;
		lastMove.dx = dx;
		lastMove.dy = dy;
		const r = world.move(p.id, dx, dy, MOVE_OPTIONS, result);
		if (p.vy > 0 && r.y - p.y < dy - 1e-4) p.vy = 0; // the head hit something
		p.x = r.x;
		p.y = r.y;
		p.grounded = r.grounded;
		p.groundId = r.groundId;
		p.groundNormalX = r.groundNormalX;
		p.groundNormalY = r.groundNormalY;
		p.hitCount = r.hitCount;

		trail.xy[2 * trail.next] = p.x;
		trail.xy[2 * trail.next + 1] = p.y;
		trail.next = (trail.next + 1) % TRAIL;
		trail.count = Math.min(trail.count + 1, TRAIL);

		if (p.y < KILL_Y) { // fell into a pit
			p.respawns++;
			place(START.x, START.y + CHARACTER.height / 2 + 0.01);
		}
		if (state.finishedAt < 0 && p.grounded && p.x >= FLAG.x - 0.5) state.finishedAt = state.time;
	}

	setPlayer('box');
	reset();
	return { world, names, outlines, tileIds, stepIds, rampId, staticIds, oneWays, platforms, player, state, cast, trail,
		setPlayer, place, reset, jump, frame, timeMove };
}

/**
 * Wire the platformer scene to its elements.
 * @param {Sat} sat
 * @param {{ section: HTMLElement, canvas: HTMLCanvasElement, toggle: HTMLButtonElement, capsule: HTMLInputElement,
 *   figures: HTMLElement }} ui
 */
export function createPlatformerScene(sat, ui) {
	const { section, canvas, toggle, capsule, figures } = ui;
	const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { alpha: false }));
	/** @type {ReturnType<typeof createPlatformerWorld> | null} */
	let sim = null;
	let rafId = 0;
	let manual = false; // step(n) drives the frames (tests): no animation loop
	let lastTimestamp = -1;
	let accumulator = 0;
	let moveUs = NaN; // µs per world.move, smoothed
	/** @type {Path2D | null} */
	let levelPath = null;
	const keys = new Set();
	const figure = (/** @type {string} */ name) => /** @type {HTMLElement} */ (figures.querySelector(`[data-figure="${name}"]`));
	const out = { grounded: figure('grounded'), ground: figure('ground'), hits: figure('hits'), moveUs: figure('move-us'),
		x: figure('x'), flag: figure('flag') };
	const LEFT = new Set(['ArrowLeft', 'KeyA']), RIGHT = new Set(['ArrowRight', 'KeyD']);
	const JUMP_KEYS = new Set(['ArrowUp', 'KeyW', 'Space']);
	const camera = { x: 0, y: 0 }; // the view's lower-left corner, in tiles

	function runInput() {
		let run = 0;
		for (const code of keys) {
			if (LEFT.has(code)) run -= 1;
			if (RIGHT.has(code)) run += 1;
		}
		return Math.sign(run);
	}

	/** Run one fixed frame of the game. */
	function tick() {
		if (sim === null) return;
		sim.frame(runInput());
		if (sim.state.frame % 10 === 0) {
			const us = sim.timeMove(100); // 100 moves: a readable time per move
			moveUs = Number.isNaN(moveUs) ? us : moveUs + 0.2 * (us - moveUs);
		}
	}

	/** @param {number} timestamp */
	function loop(timestamp) {
		rafId = 0;
		if (sim === null || manual) return;
		accumulator = lastTimestamp < 0 ? DT : accumulator + Math.min((timestamp - lastTimestamp) / 1000, 4 * DT);
		lastTimestamp = timestamp;
		while (accumulator >= DT) {
			tick();
			accumulator -= DT;
		}
		draw();
		if (sim.state.frame % 10 < 2) refresh();
		rafId = requestAnimationFrame(loop);
	}

	// ---- drawing: world units (tiles, y up) through the canvas transform ----

	/** @param {Path2D | CanvasRenderingContext2D} path @param {ArrayLike<number>} v */
	function polygon(path, v) {
		path.moveTo(v[0], v[1]);
		for (let j = 2; j < v.length; j += 2) path.lineTo(v[j], v[j + 1]);
		path.closePath();
	}

	/** Add the character's outline at (x, y) to the current path. @param {number} x @param {number} y */
	function characterPath(x, y) {
		if (sim === null) return;
		const { width, height } = CHARACTER, r = width / 2;
		if (sim.player.kind === 'capsule') {
			ctx.moveTo(x + r, y + height / 2 - r);
			ctx.arc(x, y + height / 2 - r, r, 0, Math.PI);
			ctx.arc(x, y - height / 2 + r, r, Math.PI, 2 * Math.PI);
			ctx.closePath();
		} else {
			ctx.rect(x - width / 2, y - height / 2, width, height);
		}
	}

	/** An arrow from (x, y) along (dx, dy), its head `head` tiles long. */
	function arrow(/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ dx, /** @type {number} */ dy, head = 0.25) {
		const len = Math.hypot(dx, dy);
		if (len === 0) return;
		const ux = dx / len, uy = dy / len, ex = x + dx, ey = y + dy;
		ctx.beginPath();
		ctx.moveTo(x, y);
		ctx.lineTo(ex, ey);
		ctx.moveTo(ex - head * (ux - 0.5 * uy), ey - head * (uy + 0.5 * ux));
		ctx.lineTo(ex, ey);
		ctx.lineTo(ex - head * (ux + 0.5 * uy), ey - head * (uy - 0.5 * ux));
		ctx.stroke();
	}

	/** Canvas pixels of the world point (x, y) with the current camera. @param {number} x @param {number} y */
	function toScreen(x, y) {
		const k = canvas.width / VIEW.columns;
		return { x: (x - camera.x) * k, y: canvas.height - (y - camera.y) * k };
	}

	function draw() {
		if (sim === null) return;
		const { player, cast, trail, state } = sim;
		const k = canvas.width / VIEW.columns, px = 1 / k; // device px per tile; a tile per device px
		camera.x = Math.min(Math.max(player.x - 0.4 * VIEW.columns, 0), COLUMNS - VIEW.columns);
		camera.y = Math.min(Math.max(player.y - 7, 0), ROWS - VIEW.rows); // still while it runs and jumps on the ground
		ctx.setTransform(1, 0, 0, 1, 0, 0);
		ctx.fillStyle = '#eef3fb';
		ctx.fillRect(0, 0, canvas.width, canvas.height);
		ctx.setTransform(k, 0, 0, -k, -camera.x * k, canvas.height + camera.y * k);

		// the level: tiles filled, their edges faint; the slopes named
		if (levelPath === null) {
			levelPath = new Path2D();
			for (const o of sim.outlines) polygon(levelPath, o);
		}
		ctx.fillStyle = '#4b5563';
		ctx.fill(levelPath);
		ctx.strokeStyle = '#6b7583';
		ctx.lineWidth = px;
		ctx.stroke(levelPath);

		// one-way platforms: thin amber, chevrons pointing to the side they let through
		for (const o of sim.oneWays) {
			ctx.fillStyle = '#e8a93b';
			ctx.fillRect(o.x - o.width / 2, o.top - 0.25, o.width, 0.25);
			ctx.strokeStyle = '#a86b00';
			ctx.lineWidth = 2 * px;
			ctx.setLineDash([4 * px, 4 * px]);
			ctx.strokeRect(o.x - o.width / 2, o.top - 0.25, o.width, 0.25);
			ctx.setLineDash([]);
			ctx.beginPath();
			for (let cx = o.x - o.width / 2 + 0.5; cx < o.x + o.width / 2; cx += 1) {
				ctx.moveTo(cx - 0.15, o.top - 0.2);
				ctx.lineTo(cx, o.top - 0.05);
				ctx.lineTo(cx + 0.15, o.top - 0.2);
			}
			ctx.stroke();
		}

		// moving platforms: their track dotted, the platform blue, an arrow for where it goes
		for (const p of sim.platforms) {
			ctx.strokeStyle = '#93b4f0';
			ctx.lineWidth = 2 * px;
			ctx.setLineDash([3 * px, 5 * px]);
			ctx.beginPath();
			ctx.moveTo(p.x0, p.y0 - PLATFORM_THICKNESS / 2);
			ctx.lineTo(p.x1, p.y1 - PLATFORM_THICKNESS / 2);
			ctx.stroke();
			ctx.setLineDash([]);
			ctx.fillStyle = '#3b82f6';
			ctx.strokeStyle = '#1d4ed8';
			ctx.fillRect(p.x - p.width / 2, p.y - PLATFORM_THICKNESS, p.width, PLATFORM_THICKNESS);
			ctx.strokeRect(p.x - p.width / 2, p.y - PLATFORM_THICKNESS, p.width, PLATFORM_THICKNESS);
			if (p.vx !== 0 || p.vy !== 0) {
				ctx.strokeStyle = '#ffffff';
				arrow(p.x, p.y - PLATFORM_THICKNESS / 2, 0.25 * p.vx, 0.25 * p.vy, 0.15);
			}
		}

		// start and flag
		ctx.fillStyle = '#9ca3af';
		ctx.fillRect(START.x - 0.6, START.y, 1.2, 0.12);
		ctx.fillStyle = '#6b7280';
		ctx.fillRect(FLAG.x - 0.05, FLAG.y, 0.1, 3);
		ctx.fillStyle = state.finishedAt >= 0 ? '#16a34a' : '#22c55e';
		ctx.beginPath();
		ctx.moveTo(FLAG.x + 0.05, FLAG.y + 3);
		ctx.lineTo(FLAG.x + 1.3, FLAG.y + 2.6);
		ctx.lineTo(FLAG.x + 0.05, FLAG.y + 2.2);
		ctx.fill();

		// the path of the last moves
		if (trail.count > 1) {
			ctx.strokeStyle = 'rgba(224, 83, 61, 0.45)';
			ctx.lineWidth = 2 * px;
			ctx.beginPath();
			for (let k2 = 0; k2 < trail.count; k2++) {
				const j = (trail.next - trail.count + k2 + TRAIL) % TRAIL;
				if (k2 === 0) ctx.moveTo(trail.xy[2 * j], trail.xy[2 * j + 1]);
				else ctx.lineTo(trail.xy[2 * j], trail.xy[2 * j + 1]);
			}
			ctx.stroke();
		}

		// the look-ahead cast: the shape where it would first touch (or at the end of the motion), the hit point and normal
		const cx = cast.x + cast.t * cast.dx, cy = cast.y + cast.t * cast.dy;
		ctx.strokeStyle = '#d11f6a';
		ctx.lineWidth = 1.5 * px;
		ctx.beginPath();
		ctx.moveTo(cast.x, cast.y);
		ctx.lineTo(cx, cy);
		ctx.stroke();
		ctx.setLineDash([5 * px, 4 * px]);
		ctx.beginPath();
		characterPath(cx, cy);
		ctx.stroke();
		ctx.setLineDash([]);
		if (cast.hit) {
			ctx.fillStyle = '#d11f6a';
			ctx.beginPath();
			ctx.arc(cast.hitX, cast.hitY, 4 * px, 0, 2 * Math.PI);
			ctx.fill();
			arrow(cast.hitX, cast.hitY, 0.6 * cast.normalX, 0.6 * cast.normalY, 0.15);
		}

		// the character: solid on the ground, pale in the air
		ctx.fillStyle = player.grounded ? '#e0533d' : '#f2a595';
		ctx.strokeStyle = '#8f2414';
		ctx.lineWidth = 2 * px;
		ctx.beginPath();
		characterPath(player.x, player.y);
		ctx.fill();
		ctx.stroke();

		// the ground normal from the character's feet
		if (player.grounded) {
			ctx.strokeStyle = '#1b7f3b';
			ctx.lineWidth = 3 * px;
			arrow(player.x, player.y - CHARACTER.height / 2, 1.2 * player.groundNormalX, 1.2 * player.groundNormalY);
		}

		// text, in canvas pixels
		ctx.setTransform(1, 0, 0, 1, 0, 0);
		const scale = canvas.width / 1200;
		ctx.font = `${Math.round(15 * scale)}px system-ui, sans-serif`;
		ctx.textAlign = 'center';
		const head = toScreen(player.x, player.y + CHARACTER.height / 2 + 0.35);
		ctx.fillStyle = player.grounded ? '#1b7f3b' : '#6b7280';
		ctx.fillText(player.grounded ? 'grounded' : 'in the air', head.x, head.y);
		ctx.fillStyle = '#4b5563';
		for (const { text, x, y } of LABELS) {
			const s = toScreen(x, y);
			ctx.fillText(text, s.x, s.y);
		}
		if (state.finishedAt >= 0) {
			const s = toScreen(FLAG.x, FLAG.y + 3.6);
			ctx.fillStyle = '#16a34a';
			ctx.font = `bold ${Math.round(17 * scale)}px system-ui, sans-serif`;
			ctx.fillText(`Level complete in ${state.finishedAt.toFixed(1)} s`, Math.min(s.x, canvas.width - 150 * scale), s.y);
		}
	}

	function refresh() {
		if (sim === null) return;
		const { player, state, names } = sim;
		out.grounded.textContent = player.grounded ? 'yes' : 'no';
		out.ground.textContent = player.groundId < 0 ? '–' : `${player.groundId} (${names.get(player.groundId) ?? '?'})`;
		out.hits.textContent = String(player.hitCount);
		out.moveUs.textContent = Number.isNaN(moveUs) ? '–' : moveUs.toFixed(1);
		out.x.textContent = player.x.toFixed(2);
		out.flag.textContent = state.finishedAt >= 0 ? `${state.finishedAt.toFixed(1)} s` : '–';
	}

	function start() {
		sim = createPlatformerWorld(sat);
		if (capsule.checked) sim.setPlayer('capsule');
		levelPath = null;
		manual = false;
		lastTimestamp = -1;
		moveUs = NaN;
		keys.clear();
		section.dataset.state = 'running';
		toggle.textContent = 'Stop platformer scene';
		toggle.setAttribute('aria-pressed', 'true');
		draw();
		refresh();
		rafId = requestAnimationFrame(loop);
	}

	function stop() {
		if (rafId) cancelAnimationFrame(rafId);
		rafId = 0;
		sim?.world.destroy();
		sim = null;
		section.dataset.state = 'stopped';
		toggle.textContent = 'Start platformer scene';
		toggle.setAttribute('aria-pressed', 'false');
	}

	/**
	 * Test hook: stop the animation loop and run `n` frames of DT now (keys as held), then draw.
	 * @param {number} n
	 */
	function step(n) {
		if (sim === null) return;
		manual = true;
		if (rafId) cancelAnimationFrame(rafId);
		rafId = 0;
		for (let k = 0; k < n; k++) tick();
		draw();
		refresh();
	}

	toggle.addEventListener('click', () => (sim === null ? start() : stop()));
	capsule.addEventListener('change', () => sim?.setPlayer(capsule.checked ? 'capsule' : 'box'));
	// The keys stay with the scene: the entity demo above moves its polygon and fires on the same keys.
	canvas.addEventListener('keydown', (e) => {
		if (LEFT.has(e.code) || RIGHT.has(e.code)) keys.add(e.code);
		else if (JUMP_KEYS.has(e.code)) { if (!e.repeat) sim?.jump(); }
		else if (e.code === 'KeyR') sim?.reset();
		else return;
		e.preventDefault();
		e.stopPropagation();
	});
	canvas.addEventListener('keyup', (e) => keys.delete(e.code));
	canvas.addEventListener('blur', () => keys.clear());

	return { start, stop, step, refresh, get sim() { return sim; }, get manual() { return manual; } };
}
