// The rollback scene: two peers of a two-player game in one page, each with its own sat-wasm World built the same
// way, exchanging their inputs over a simulated network with a chosen delay. Each peer runs rollback netcode (as
// GGPO does): it simulates every frame at once with its own input and a prediction of the other's (the last one
// it has), keeps a dynamic snapshot of every recent frame (world.snapshot({ dynamic: true }, out): into buffers
// allocated once), and when an input arrives that differs from what it predicted, it restores the snapshot of that
// frame (world.restore) and simulates the frames since again, up to ROLLBACK_WINDOW frames. Delays beyond the window
// become input delay (a peer's input is used that many frames after it was read). The frames both peers have every
// input for are confirmed: their world.hash() is shown side by side, and is the same on both whenever the
// simulation is exact; it also equals that of a run with no delay at all (what the browser test checks).
// Player 1 (red, left peer) follows the arrow keys or A / D / W while the canvas has the focus, else a scripted
// bot; player 2 (blue, right peer) is a scripted bot. Units: metres, y up, gravity (0, -10).

import { mulberry32 } from './scene.js';

/** @typedef {import('../sat.js').Sat} Sat */
/** @typedef {import('../sat.js').World} World */

export const DT = 1 / 60;
/** The longest rollback, in frames: a later input is delayed locally instead (input delay). */
export const ROLLBACK_WINDOW = 10;
const RING = 16; // snapshots and hashes kept per peer (more than the window)
const MAX_TICKS_PER_FRAME = 4;
const REFRESH_EVERY = 10;
const STEP_OPTIONS = { iterations: 8, substeps: 4 };
/** The arena (metres): a floor from x = -HALF to HALF at y = 0, walls, a ledge; seen as a 20 m x 12.5 m view. */
const HALF = 10;
const VIEW = { minX: -10.5, maxX: 10.5, minY: -0.5, maxY: 12.625 };
const CRATES = 36;
const PLAYER = { w: 1, h: 1, speed: 6, jump: 7 };
const LEFT = 1, RIGHT = 2, JUMP = 4;

/**
 * The scripted input of a player at a frame: a walk that turns every 40-100 frames and jumps now and then; a pure
 * function of the player and the frame, so every run and both peers agree on it.
 * @param {number} player 0 or 1
 * @param {number} frame
 */
export function botInput(player, frame) {
	let h = Math.imul(player + 1, 0x9e3779b1) ^ Math.imul(Math.floor(frame / 70) + 1, 0x85ebca6b);
	h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
	h ^= h >>> 13;
	const walk = (h & 3) === 0 ? 0 : (h & 4) ? LEFT : RIGHT;
	const jump = ((frame + 17 * player) % 45) === 0 ? JUMP : 0;
	return walk | jump;
}

/**
 * A world of the game, the same for both peers: the arena's statics, crates and balls in a pile (seeded), and the
 * two players.
 * @param {Sat} sat
 */
export function buildArena(sat) {
	const world = sat.world();
	/** @type {{ id: number, kind: 'box' | 'circle', w: number, h: number, r: number, role: number }[]} */
	const bodies = [];
	const add = (shape, x, y, type, kind, w, h, r, role, angle = 0) => {
		const id = world.add(shape, x, y, angle);
		shape.destroy();
		world.setType(id, type);
		if (type !== 'static') bodies.push({ id, kind, w, h, r, role });
		return id;
	};
	add(sat.box(2 * HALF + 1, 1), 0, -0.5, 'static', 'box', 0, 0, 0, 0);
	add(sat.box(1, 14), -HALF - 0.5, 7, 'static', 'box', 0, 0, 0, 0);
	add(sat.box(1, 14), HALF + 0.5, 7, 'static', 'box', 0, 0, 0, 0);
	add(sat.box(4, 0.4), 0, 4.2, 'static', 'box', 0, 0, 0, 0); // a ledge in the middle
	const rand = mulberry32(2026);
	for (let i = 0; i < CRATES; i++) {
		const x = -7 + (i % 9) * 1.75 + (rand() - 0.5) * 0.3, y = 6 + Math.floor(i / 9) * 1.3;
		if (i % 3 === 2) add(sat.circle(0.35), x, y, 'dynamic', 'circle', 0, 0, 0.35, 1);
		else add(sat.box(0.7, 0.7), x, y, 'dynamic', 'box', 0.7, 0.7, 0, 1, (rand() - 0.5) * 0.6);
	}
	const players = [
		add(sat.box(PLAYER.w, PLAYER.h), -7, PLAYER.h / 2, 'dynamic', 'box', PLAYER.w, PLAYER.h, 0, 2),
		add(sat.box(PLAYER.w, PLAYER.h), 7, PLAYER.h / 2, 'dynamic', 'box', PLAYER.w, PLAYER.h, 0, 3),
	];
	for (const id of players) world.setMaterial(id, { density: 2, friction: 0.8, restitution: 0 });
	return { world, bodies, players };
}

/** A player's input applied before a step: walking sets its horizontal speed, a jump pushes it up when it is not rising or falling. */
const velocity = { vx: 0, vy: 0, angularVelocity: 0 };
function applyInput(world, id, input) {
	world.velocity(id, velocity);
	const vx = input & LEFT ? -PLAYER.speed : input & RIGHT ? PLAYER.speed : velocity.vx * 0.8;
	const vy = input & JUMP && Math.abs(velocity.vy) < 0.05 ? PLAYER.jump : velocity.vy;
	world.setVelocity(id, vx, vy, velocity.angularVelocity);
}

/** One frame of the game: both players' inputs, then a step. */
function simulate(arena, input0, input1) {
	applyInput(arena.world, arena.players[0], input0);
	applyInput(arena.world, arena.players[1], input1);
	arena.world.step(DT, STEP_OPTIONS);
}

/**
 * One peer: its world, the inputs it knows, its snapshots of recent frames, and what rollback cost it.
 * @param {Sat} sat
 * @param {number} me the player this peer reads the input of (0 or 1)
 */
function createPeer(sat, me) {
	const arena = buildArena(sat);
	const other = 1 - me;
	const size = arena.world.snapshotSize({ dynamic: true });
	return {
		me, other, arena,
		frame: 0, // the next frame to simulate
		/** Inputs by frame: this peer's own (scheduled), the other's as they arrive. */
		own: new Map(), remote: new Map(),
		/** The other's input each simulated frame used (known or predicted), for frames still in the ring. */
		used: new Int32Array(RING).fill(-1),
		snapshots: Array.from({ length: RING }, () => new Uint8Array(2 * size + 4096)),
		sizes: new Int32Array(RING),
		hashes: /** @type {bigint[]} */ (new Array(RING).fill(0n)),
		knownThrough: -1, // the last frame up to which every remote input is known
		rollbacks: 0, resimulated: 0, rollbackMs: 0, snapshotBytes: size,
	};
}

/** The other player's input for frame f as this peer knows it, or its prediction: the last one it has. */
function remoteInput(peer, f) {
	for (let g = f; g >= 0 && g > f - 64; g--) {
		const v = peer.remote.get(g);
		if (v !== undefined) return v;
	}
	return 0;
}

/** Snapshot, simulate frame f with what the peer knows, and keep the hash of the result. */
function advancePeer(peer, f) {
	const w = peer.arena.world, k = f % RING;
	let buffer = peer.snapshots[k];
	const needed = w.snapshotSize({ dynamic: true });
	if (needed > buffer.length) buffer = peer.snapshots[k] = new Uint8Array(2 * needed); // (rare: the pile grew its contacts)
	peer.sizes[k] = w.snapshot({ dynamic: true }, buffer);
	peer.snapshotBytes = peer.sizes[k];
	const theirs = remoteInput(peer, f), mine = peer.own.get(f) ?? 0;
	peer.used[k] = theirs;
	simulate(peer.arena, peer.me === 0 ? mine : theirs, peer.me === 0 ? theirs : mine);
	peer.hashes[k] = w.hash();
}

/**
 * The rollback scene's simulation, without drawing: both peers, the network between them, a tick per frame.
 * @param {Sat} sat
 * @param {{ delayMs: number, input0?: (frame: number) => number }} options
 */
export function createMatch(sat, { delayMs, input0 = (f) => botInput(0, f) }) {
	const latency = Math.round(delayMs / (1000 * DT)); // frames a message takes
	const inputDelay = Math.max(0, latency - ROLLBACK_WINDOW);
	const peers = [createPeer(sat, 0), createPeer(sat, 1)];
	for (const p of peers) { // the frames before the first input arrives (input delay) have none: both agree on it
		for (let f = 0; f < inputDelay; f++) {
			p.own.set(f, 0);
			p.remote.set(f, 0);
		}
	}
	/** Messages in flight: [arrival frame, to peer, frame, input]. */
	const wire = [];
	let tick = 0, confirmed = -1;
	const match = {
		peers, latency, inputDelay,
		get tick() { return tick; },
		/** The last frame both peers have every input for (simulated with them), or -1. */
		get confirmed() { return confirmed; },
		/** Each peer's hash after a confirmed frame (kept for the last RING frames), as hex strings. */
		hashesAt(frame) {
			return peers.map((p) => (frame >= 0 && frame > tick - RING ? p.hashes[frame % RING].toString(16).padStart(16, '0') : null));
		},
		/** One frame on both peers: read inputs, deliver what arrives, roll back where a prediction was wrong, step. */
		step() {
			for (const p of peers) {
				const raw = p.me === 0 ? input0(tick) : botInput(1, tick);
				const f = tick + inputDelay; // the frame this input is for
				p.own.set(f, raw);
				wire.push([tick + latency, p.other, f, raw]);
			}
			for (const p of peers) {
				let from = Infinity;
				for (let m = 0; m < wire.length; m++) {
					const [arrives, to, f, input] = wire[m];
					if (arrives > tick || to !== p.me) continue;
					p.remote.set(f, input);
					if (f < p.frame && p.used[f % RING] !== input) from = Math.min(from, f);
					wire.splice(m--, 1);
				}
				while (p.remote.has(p.knownThrough + 1)) p.knownThrough++;
				if (from !== Infinity) {
					if (p.frame - from > ROLLBACK_WINDOW) throw new Error(`rollback of ${p.frame - from} frames: beyond the window`);
					const t0 = performance.now();
					const k = from % RING;
					p.arena.world.restore(p.snapshots[k], p.sizes[k]);
					for (let f = from; f < p.frame; f++) advancePeer(p, f);
					p.rollbacks++;
					p.resimulated += p.frame - from;
					const ms = performance.now() - t0;
					p.rollbackMs = p.rollbackMs === 0 ? ms : p.rollbackMs + 0.1 * (ms - p.rollbackMs);
				}
				advancePeer(p, p.frame);
				p.frame++;
				for (const map of [p.own, p.remote]) map.delete(p.frame - 2 * RING - 64);
			}
			tick++;
			confirmed = Math.min(...peers.map((p) => Math.min(p.knownThrough, p.frame - 1)));
		},
		destroy() {
			for (const p of peers) p.arena.world.destroy();
		},
	};
	return match;
}

/**
 * The scene in the page: the two peers' worlds side by side on one canvas, the delay slider and the figures.
 * @param {Sat} sat
 * @param {{ section: HTMLElement, canvas: HTMLCanvasElement, toggle: HTMLButtonElement, delay: HTMLInputElement,
 *   delayOut: HTMLOutputElement, figures: HTMLElement }} ui
 */
export function createRollbackScene(sat, ui) {
	const { section, canvas, toggle, delay, delayOut, figures } = ui;
	const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
	/** @type {ReturnType<typeof createMatch> | null} */
	let match = null;
	let rafId = 0, lastTimestamp = -1, accumulator = 0, frames = 0;
	let lastCount = { time: 0, rollbacks: [0, 0], resimulated: [0, 0] };
	/** @type {{ rollbacks: number, resimulated: number }[]} */
	let rates = [];
	const keys = new Set();
	let keyboardFrames = 0; // frames since a key was last held
	const figure = (/** @type {string} */ name) => /** @type {HTMLElement} */ (figures.querySelector(`[data-figure="${name}"]`));

	function keyboardInput(/** @type {number} */ f) {
		const held = (keys.has('ArrowLeft') || keys.has('KeyA') ? LEFT : 0) | (keys.has('ArrowRight') || keys.has('KeyD') ? RIGHT : 0) |
			(keys.has('ArrowUp') || keys.has('KeyW') || keys.has('Space') ? JUMP : 0);
		keyboardFrames = held !== 0 ? 0 : keyboardFrames + 1;
		return keyboardFrames < 120 ? held : botInput(0, f); // the bot takes over two seconds after the last key
	}

	function build() {
		match?.destroy();
		match = createMatch(sat, { delayMs: Number(delay.value), input0: keyboardInput });
		lastCount = { time: performance.now(), rollbacks: [0, 0], resimulated: [0, 0] };
		rates = [];
	}

	function setState(/** @type {string} */ state) {
		section.dataset.state = state;
		toggle.textContent = state === 'stopped' ? 'Start rollback scene' : 'Stop';
		toggle.setAttribute('aria-pressed', String(state !== 'stopped'));
	}

	function start() {
		build();
		setState('running');
		lastTimestamp = -1;
		rafId = requestAnimationFrame(frame);
	}

	function stop() {
		if (rafId !== 0) cancelAnimationFrame(rafId);
		rafId = 0;
		match?.destroy();
		match = null;
		setState('stopped');
	}

	toggle.addEventListener('click', () => (match === null ? start() : stop()));
	delay.addEventListener('input', () => {
		delayOut.value = `${delay.value} ms`;
		if (match !== null) build(); // a new delay starts a new match
	});
	canvas.addEventListener('keydown', (e) => {
		if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'KeyA', 'KeyD', 'KeyW', 'Space'].includes(e.code)) {
			keys.add(e.code);
			e.preventDefault();
		}
	});
	canvas.addEventListener('keyup', (e) => keys.delete(e.code));
	canvas.addEventListener('blur', () => keys.clear());

	/** @param {number} timestamp */
	function frame(timestamp) {
		rafId = 0;
		if (match === null) return;
		if (lastTimestamp >= 0) accumulator += Math.min((timestamp - lastTimestamp) / 1000, MAX_TICKS_PER_FRAME * DT);
		else accumulator = DT;
		lastTimestamp = timestamp;
		let ticks = 0;
		while (accumulator >= DT && ticks < MAX_TICKS_PER_FRAME) {
			match.step();
			accumulator -= DT;
			ticks++;
		}
		if (ticks === MAX_TICKS_PER_FRAME) accumulator = Math.min(accumulator, DT);
		draw();
		if (++frames % REFRESH_EVERY === 0 || frames === 1) refresh();
		rafId = requestAnimationFrame(frame);
	}

	const FILLS = ['#d9dde5', '#e8d9b5', '#f3b0a8', '#a9c4f0'];
	const STROKES = ['#8a93a3', '#a58a4f', '#c0392b', '#2f6fd0'];

	function draw() {
		if (match === null) return;
		const dpr = window.devicePixelRatio || 1, cssWidth = canvas.clientWidth || 1200, cssHeight = canvas.clientHeight || 400;
		if (canvas.width !== Math.round(cssWidth * dpr)) {
			canvas.width = Math.round(cssWidth * dpr);
			canvas.height = Math.round(cssHeight * dpr);
		}
		ctx.setTransform(1, 0, 0, 1, 0, 0);
		ctx.clearRect(0, 0, canvas.width, canvas.height);
		const halfWidth = canvas.width / 2, scale = halfWidth / (VIEW.maxX - VIEW.minX);
		for (let side = 0; side < 2; side++) {
			const peer = match.peers[side], w = peer.arena.world;
			ctx.setTransform(scale, 0, 0, -scale, side * halfWidth - VIEW.minX * scale, VIEW.maxY * scale);
			ctx.lineWidth = 1.5 / scale;
			// The statics: floor, walls and ledge.
			ctx.fillStyle = FILLS[0];
			ctx.fillRect(-HALF - 1, -1, 2 * HALF + 2, 1);
			ctx.fillRect(-HALF - 1, 0, 1, 14);
			ctx.fillRect(HALF, 0, 1, 14);
			ctx.fillRect(-2, 4, 4, 0.4);
			const xf = w.transforms();
			for (const b of peer.arena.bodies) {
				const x = xf[3 * b.id], y = xf[3 * b.id + 1], a = xf[3 * b.id + 2];
				ctx.beginPath();
				if (b.kind === 'circle') {
					ctx.arc(x, y, b.r, 0, 2 * Math.PI);
					ctx.moveTo(x, y);
					ctx.lineTo(x + b.r * Math.cos(a), y + b.r * Math.sin(a));
				} else {
					const c = Math.cos(a), s = Math.sin(a), hx = b.w / 2, hy = b.h / 2;
					ctx.moveTo(x + c * hx - s * hy, y + s * hx + c * hy);
					ctx.lineTo(x - c * hx - s * hy, y - s * hx + c * hy);
					ctx.lineTo(x - c * hx + s * hy, y - s * hx - c * hy);
					ctx.lineTo(x + c * hx + s * hy, y + s * hx - c * hy);
					ctx.closePath();
				}
				ctx.fillStyle = FILLS[b.role];
				ctx.strokeStyle = STROKES[b.role];
				ctx.fill();
				ctx.stroke();
			}
		}
		ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
		ctx.strokeStyle = '#1d2430';
		ctx.beginPath();
		ctx.moveTo(cssWidth / 2, 0);
		ctx.lineTo(cssWidth / 2, cssHeight);
		ctx.stroke();
		ctx.font = '13px ui-monospace, monospace';
		ctx.fillStyle = '#1d2430';
		ctx.fillText('peer 1 (red player: keys or bot)', 8, 18);
		ctx.fillText('peer 2 (blue player: bot)', cssWidth / 2 + 8, 18);
	}

	function refresh() {
		if (match === null) return;
		const now = performance.now(), peers = match.peers;
		if (now - lastCount.time >= 1000) { // the rates over the last second or so, per peer
			const seconds = (now - lastCount.time) / 1000;
			rates = peers.map((p, i) => ({
				rollbacks: (p.rollbacks - lastCount.rollbacks[i]) / seconds,
				resimulated: (p.resimulated - lastCount.resimulated[i]) / seconds,
			}));
			lastCount = { time: now, rollbacks: peers.map((p) => p.rollbacks), resimulated: peers.map((p) => p.resimulated) };
		}
		const [h1, h2] = match.hashesAt(match.confirmed);
		figure('confirmed').textContent = String(match.confirmed);
		figure('latency').textContent = `${match.latency} + ${match.inputDelay}`;
		figure('bytes').textContent = String(peers[0].snapshotBytes);
		peers.forEach((p, i) => {
			const n = i + 1;
			figure(`frame${n}`).textContent = String(p.frame - 1);
			figure(`rollbacks${n}`).textContent = rates[i] ? rates[i].rollbacks.toFixed(1) : '–';
			figure(`resimulated${n}`).textContent = rates[i] ? rates[i].resimulated.toFixed(0) : '–';
			figure(`resimulated-total${n}`).textContent = String(p.resimulated);
			figure(`rollback-ms${n}`).textContent = p.rollbacks > 0 ? p.rollbackMs.toFixed(2) : '–';
		});
		figure('hash1').textContent = h1 ?? '–';
		figure('hash2').textContent = h2 ?? '–';
		const sync = figure('sync');
		const same = h1 !== null && h1 === h2;
		sync.textContent = h1 === null ? '–' : same ? 'in sync' : 'DESYNC';
		sync.dataset.sync = h1 === null ? '' : same ? 'yes' : 'no';
	}

	return {
		/** The match running, or null (stopped). */
		get match() { return match; },
		start, stop,
		/** For tests: a new match at a delay, not drawn and not advanced by frames (advance() drives it). */
		startManual(/** @type {number} */ delayMs) {
			stop();
			delay.value = String(delayMs);
			delayOut.value = `${delayMs} ms`;
			match = createMatch(sat, { delayMs, input0: (f) => botInput(0, f) });
			lastCount = { time: performance.now(), rollbacks: [0, 0], resimulated: [0, 0] };
			rates = [];
			setState('manual');
			return match;
		},
		/** For tests: n ticks of the match at once, then one drawing and the figures. */
		advance(/** @type {number} */ n) {
			if (match === null) return null;
			for (let i = 0; i < n; i++) match.step();
			draw();
			refresh();
			return this.state();
		},
		/** What the figures show, as numbers and strings. */
		state() {
			if (match === null) return null;
			const [p1, p2] = match.peers;
			return {
				tick: match.tick, confirmed: match.confirmed, latency: match.latency, inputDelay: match.inputDelay,
				hashes: match.hashesAt(match.confirmed), rollbacks: [p1.rollbacks, p2.rollbacks],
				resimulated: [p1.resimulated, p2.resimulated], snapshotBytes: p1.snapshotBytes,
			};
		},
		/**
		 * The hash after frame `frame` of the same game simulated straight through, with no network: every input known
		 * when its frame is simulated (the bots' inputs, `inputDelay` frames late as in the match).
		 */
		referenceHash(/** @type {number} */ frame, inputDelay = 0) {
			const arena = buildArena(sat);
			const input = (/** @type {number} */ p, /** @type {number} */ f) => (f < inputDelay ? 0 : botInput(p, f - inputDelay));
			for (let f = 0; f <= frame; f++) simulate(arena, input(0, f), input(1, f));
			const h = arena.world.hash().toString(16).padStart(16, '0');
			arena.world.destroy();
			return h;
		},
	};
}
