// MDN's 2D collision demo (collider, BaseEntity, arrow keys move 5 px, green while colliding) ported to convex
// shapes whose collision check runs in wasm, plus the extras of the CodeProject article "2D Polygon Collision
// Detection": rotation, slide by velocity + MTV, the MTV and separating axis drawn, and swept bullets; below it, the stress scene (stress.js),
// the physics scene (physics.js), the joints scene (joints.js), the level scene (level.js), the platformer scene
// (platformer.js) and the rollback scene (rollback.js).
import { init } from '../sat.js';
import { createJointsScene } from './joints.js';
import { createLevelScene } from './level.js';
import { createPhysicsScene } from './physics.js';
import { createPlatformerScene } from './platformer.js';
import { createRollbackScene } from './rollback.js';
import { createStressScene } from './stress.js';

const STEP = 5; // px per arrow key press, as in MDN's demo
const TURN = Math.PI / 36; // 5 degrees per Q / E press
const BULLET_SPEED = 60; // px per frame: far more than the wall is thick
const MAX_RESOLVE_PASSES = 16; // slide mode: passes over all statics before giving up on a move
const SVG_NS = 'http://www.w3.org/2000/svg';

const container = document.getElementById('container');
const overlay = document.getElementById('overlay');
const statusLine = document.getElementById('status');
const options = {
	rotate: document.getElementById('opt-rotate'),
	slide: document.getElementById('opt-slide'),
	showSat: document.getElementById('opt-sat'),
	bullet: document.getElementById('opt-bullet'),
};

let sat; // the wasm module's API, set once init() resolves

const collider = {
	moveableEntity: null,
	staticEntities: [],
	checkCollision() {
		// Every static is asked (not `some`), so the ones being hit can be shaded too.
		let isColliding = false;
		for (const staticEntity of this.staticEntities) {
			const hit = this.moveableEntity.isCollidingWith(staticEntity);
			staticEntity.ref.classList.toggle('touched', hit);
			isColliding ||= hit;
		}
		this.moveableEntity.setCollisionState(isColliding);
	},
};

class BaseEntity {
	ref;
	position;
	constructor(position) {
		this.position = position;
		this.ref = document.createElement('div');
		this.ref.classList.add('entity');
		this.ref.style.left = `${this.position.x}px`;
		this.ref.style.top = `${this.position.y}px`;
		container.appendChild(this.ref);
	}
	shiftPosition(dx, dy) {
		this.position.x += dx;
		this.position.y += dy;
		this.redraw();
	}
	redraw() {
		this.ref.style.left = `${this.position.x}px`;
		this.ref.style.top = `${this.position.y}px`;
	}
	setCollisionState(isColliding) {
		if (isColliding && !this.ref.classList.contains('collision-state')) {
			this.ref.classList.add('collision-state');
		} else if (!isColliding) {
			this.ref.classList.remove('collision-state');
		}
	}
	isCollidingWith(other) {
		throw new Error('isCollidingWith must be implemented in subclasses');
	}
}

// Any sat shape (polygon, box or circle). As in MDN, `position` is the div's top-left corner; the shape's
// origin sits at the centre of the square div, which is large enough for every rotation of the shape.
class PolygonEntity extends BaseEntity {
	shape;
	angle;
	radius; // circles only (0 for polygons): the drawn circle must be the tested one
	half;
	name;
	#result = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 };

	constructor(name, shape, center, angle = 0) {
		const half = Math.ceil(boundingRadius(shape)) + 1;
		super({ x: center.x - half, y: center.y - half });
		Object.assign(this, { name, shape, angle, radius: shape.radius, half });
		this.ref.dataset.name = name;
		this.ref.style.width = this.ref.style.height = `${2 * half}px`;
		this.redraw();
	}
	get centerX() {
		return this.position.x + this.half;
	}
	get centerY() {
		return this.position.y + this.half;
	}
	rotate(delta) {
		this.angle += delta;
		this.redraw();
	}
	// Moves the wasm shape to where the div is, then cuts the div to the shape's world outline.
	redraw() {
		super.redraw();
		this.shape.setTransform(this.centerX, this.centerY, this.angle);
		if (this.radius > 0) {
			this.ref.style.clipPath = `circle(${this.radius}px at ${this.half}px ${this.half}px)`;
			return;
		}
		const v = this.shape.worldVertices();
		const points = [];
		for (let i = 0; i < v.length; i += 2) points.push(`${v[i] - this.position.x}px ${v[i + 1] - this.position.y}px`);
		this.ref.style.clipPath = `polygon(${points.join(', ')})`;
	}
	isCollidingWith(other) {
		return sat.collide(this.shape, other.shape, 0, 0, this.#result).intersect;
	}
}

function boundingRadius(shape) {
	if (shape.radius > 0) return shape.radius;
	shape.setTransform(0, 0, 0);
	const v = shape.worldVertices();
	let r = 0;
	for (let i = 0; i < v.length; i += 2) r = Math.max(r, Math.hypot(v[i], v[i + 1]));
	return r;
}

function regularPolygon(sides, radius) {
	const points = [];
	for (let i = 0; i < sides; i++) {
		const a = -Math.PI / 2 + (2 * Math.PI * i) / sides;
		points.push(radius * Math.cos(a), radius * Math.sin(a));
	}
	return points;
}

// ---------------------------------------------------------------------------------------------------------
// Slide mode, as in the CodeProject article "2D Polygon Collision Detection": translation = velocity + MTV.
// Each static corrects the velocity in turn; then passes of the static MTV push out of whatever a later
// correction pushed it back into. A move that cannot be resolved within MAX_RESOLVE_PASSES is not made, so
// the moveable never ends inside a static.

const collision = { intersect: false, willIntersect: false, mtvX: 0, mtvY: 0 };
const MIN_PUSH = 1e-4; // px; touching counts as colliding with a zero MTV, which needs no push

function pushOutOfStatics(entity) {
	for (let pass = 0; pass < MAX_RESOLVE_PASSES; pass++) {
		let pushed = false;
		for (const other of collider.staticEntities) {
			const r = sat.collide(entity.shape, other.shape, 0, 0, collision);
			if (r.intersect && Math.hypot(r.mtvX, r.mtvY) > MIN_PUSH) {
				entity.shiftPosition(r.mtvX, r.mtvY);
				pushed = true;
			}
		}
		if (!pushed) return true;
	}
	return false;
}

function slide(entity, vx, vy) {
	const before = { x: entity.position.x, y: entity.position.y };
	for (const other of collider.staticEntities) {
		const r = sat.collide(entity.shape, other.shape, vx, vy, collision);
		if (r.willIntersect) {
			vx += r.mtvX;
			vy += r.mtvY;
		}
	}
	entity.shiftPosition(vx, vy);
	if (!pushOutOfStatics(entity)) {
		entity.position.x = before.x;
		entity.position.y = before.y;
		entity.redraw();
	}
}

function rotateResolved(entity, delta) {
	const before = { x: entity.position.x, y: entity.position.y };
	entity.rotate(delta);
	if (options.slide.checked && !pushOutOfStatics(entity)) {
		entity.position.x = before.x;
		entity.position.y = before.y;
		entity.rotate(-delta);
	}
}

// ---------------------------------------------------------------------------------------------------------
// The SAT picture for the pair under test: the deepest overlap, else the nearest static by separating gap.

function svg(tag, attributes, parent = overlay) {
	const element = document.createElementNS(SVG_NS, tag);
	for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
	parent.appendChild(element);
	return element;
}

const satLayer = svg('g', { id: 'sat-view' });
const bulletLayer = svg('g', { id: 'bullet-view' });
const arrowHead = svg('marker', { id: 'arrow-head', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 10,
	markerHeight: 10, markerUnits: 'userSpaceOnUse', orient: 'auto-start-reverse' }, svg('defs', {}));
svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: '#111' }, arrowHead);

// Candidate axes as SAT uses them: every edge normal of both polygons; for a circle, the direction from its
// centre to the nearest vertex of the other shape.
function candidateAxes(a, b) {
	const axes = [];
	for (const [shape, other] of [[a, b], [b, a]]) {
		if (shape.radius > 0) {
			const v = other.shape.worldVertices();
			let best = null;
			for (let i = 0; i < v.length; i += 2) {
				const dx = v[i] - shape.centerX;
				const dy = v[i + 1] - shape.centerY;
				if (!best || Math.hypot(dx, dy) < best.d) best = { d: Math.hypot(dx, dy), x: dx, y: dy };
			}
			if (best && best.d > 0) axes.push({ x: best.x / best.d, y: best.y / best.d });
			continue;
		}
		const v = shape.shape.worldVertices();
		const n = v.length / 2;
		for (let i = 0; i < n; i++) {
			const j = (i + 1) % n;
			const ex = v[2 * j] - v[2 * i];
			const ey = v[2 * j + 1] - v[2 * i + 1];
			const length = Math.hypot(ex, ey);
			axes.push({ x: -ey / length, y: ex / length });
		}
	}
	return axes;
}

// Largest interval gap over the candidate axes (> 0: separated, and that axis separates them).
function separatingAxis(a, b) {
	let best = { gap: -Infinity, axis: null };
	for (const axis of candidateAxes(a, b)) {
		const pa = sat.project(a.shape, axis.x, axis.y);
		const pb = sat.project(b.shape, axis.x, axis.y);
		const gap = Math.max(pb.min - pa.max, pa.min - pb.max);
		if (gap > best.gap) best = { gap, axis };
	}
	return best;
}

function pairUnderTest() {
	const a = collider.moveableEntity;
	let deepest = null;
	let nearest = null;
	for (const b of collider.staticEntities) {
		const r = sat.collide(a.shape, b.shape, 0, 0, collision);
		if (r.intersect) {
			const depth = Math.hypot(r.mtvX, r.mtvY);
			if (!deepest || depth > deepest.depth) deepest = { b, depth, mtv: { x: r.mtvX, y: r.mtvY } };
		} else {
			const { gap, axis } = separatingAxis(a, b);
			if (!nearest || gap < nearest.gap) nearest = { b, gap, axis };
		}
	}
	if (deepest) {
		const axis = deepest.depth > 0
			? { x: deepest.mtv.x / deepest.depth, y: deepest.mtv.y / deepest.depth }
			: separatingAxis(a, deepest.b).axis; // touching: the zero MTV has no direction
		return { ...deepest, intersect: true, axis };
	}
	return { ...nearest, intersect: false };
}

// The point of a shape farthest along (ux, uy), for the dotted projection guides.
function support(entity, ux, uy) {
	if (entity.radius > 0) return { x: entity.centerX + ux * entity.radius, y: entity.centerY + uy * entity.radius };
	const v = entity.shape.worldVertices();
	let best = 0;
	for (let i = 2; i < v.length; i += 2) {
		if (v[i] * ux + v[i + 1] * uy > v[best] * ux + v[best + 1] * uy) best = i;
	}
	return { x: v[best], y: v[best + 1] };
}

function drawSatView() {
	satLayer.replaceChildren();
	if (!options.showSat.checked) return;
	const a = collider.moveableEntity;
	const pair = pairUnderTest();
	const { b } = pair;
	let u = pair.axis;
	// Orient the axis from B towards A, like the MTV.
	if ((a.centerX - b.centerX) * u.x + (a.centerY - b.centerY) * u.y < 0) u = { x: -u.x, y: -u.y };
	const n = { x: -u.y, y: u.x };
	const pa = sat.project(a.shape, u.x, u.y);
	const pb = sat.project(b.shape, u.x, u.y);
	const na = sat.project(a.shape, n.x, n.y);
	const nb = sat.project(b.shape, n.x, n.y);

	// Draw the axis as a line parallel to u beside the pair, so each interval is that shape's shadow.
	const lo = Math.min(pa.min, pb.min) - 30;
	const hi = Math.max(pa.max, pb.max) + 30;
	const at = (s, c) => ({ x: u.x * s + n.x * c, y: u.y * s + n.y * c });
	const inside = (p) => p.x >= 0 && p.y >= 0 && p.x <= container.clientWidth && p.y <= container.clientHeight;
	let c = Math.max(na.max, nb.max) + 28;
	if (!inside(at(lo, c)) || !inside(at(hi, c))) c = Math.min(na.min, nb.min) - 28;
	const line = (p, q, attributes) => svg('line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y, ...attributes }, satLayer);

	line(at(lo, c), at(hi, c), { class: 'axis', id: 'axis' });
	for (const [entity, interval] of [[a, pa], [b, pb]]) {
		line(support(entity, -u.x, -u.y), at(interval.min, c), { class: 'guide' });
		line(support(entity, u.x, u.y), at(interval.max, c), { class: 'guide' });
	}
	const overlapLo = Math.max(pa.min, pb.min);
	const overlapHi = Math.min(pa.max, pb.max);
	if (overlapHi >= overlapLo) line(at(overlapLo, c), at(overlapHi, c), { class: 'overlap' });
	line(at(pa.min, c - 4), at(pa.max, c - 4), { class: 'interval-a', id: 'projection-a' });
	line(at(pb.min, c + 4), at(pb.max, c + 4), { class: 'interval-b', id: 'projection-b' });
	const labelAt = at(hi + 4, c + 16);
	const label = svg('text', { x: labelAt.x, y: labelAt.y, id: 'axis-label' }, satLayer);
	label.textContent = pair.intersect && pair.depth <= 0.05
		? `touching ${b.name}: zero MTV`
		: pair.intersect
		? `overlap ${(overlapHi - overlapLo).toFixed(1)} px with ${b.name}`
		: `gap ${pair.gap.toFixed(1)} px to ${b.name}: separating axis`;

	if (pair.intersect && pair.depth > 0.05) {
		const from = { x: a.centerX, y: a.centerY };
		const to = { x: from.x + pair.mtv.x, y: from.y + pair.mtv.y };
		line(from, to, { class: 'mtv', id: 'mtv-arrow', 'marker-end': 'url(#arrow-head)' });
		// The label continues past the arrow's tip, so it never covers the arrow.
		const anchor = u.x < -0.4 ? 'end' : u.x > 0.4 ? 'start' : 'middle';
		const text = svg('text', { x: to.x + u.x * 10, y: to.y + u.y * 14 + 4, 'text-anchor': anchor, id: 'mtv-label' }, satLayer);
		text.textContent = `MTV (${pair.mtv.x.toFixed(1)}, ${pair.mtv.y.toFixed(1)})`;
	}
}

// ---------------------------------------------------------------------------------------------------------
// Bullet mode, after Olivier Renault's polygon collision tutorial: each frame the shot is swept over its whole
// step against every static, so it stops at the first time of impact; a grey ghost checks only the frame
// positions and tunnels through thin walls.

let bulletShape;
let shot = null;

function heading(entity) {
	return { x: Math.cos(entity.angle), y: Math.sin(entity.angle) };
}

function polygonPoints(shape) {
	const v = shape.worldVertices();
	const points = [];
	for (let i = 0; i < v.length; i += 2) points.push(`${v[i]},${v[i + 1]}`);
	return points.join(' ');
}

function fire() {
	if (!options.bullet.checked) return;
	const a = collider.moveableEntity;
	const h = heading(a);
	const start = { x: a.centerX + h.x * (a.half + 4), y: a.centerY + h.y * (a.half + 4) };
	shot = {
		angle: a.angle,
		vx: h.x * BULLET_SPEED,
		vy: h.y * BULLET_SPEED,
		bullet: { ...start, state: 'flying', trail: [start] },
		ghost: { ...start, state: 'flying', trail: [start] },
		hitPoint: null,
		hitName: null,
	};
	drawShot();
	requestAnimationFrame(stepShot);
}

function outsideField(p) {
	const margin = 40;
	return p.x < -margin || p.y < -margin || p.x > container.clientWidth + margin || p.y > container.clientHeight + margin;
}

function stepShot() {
	if (!shot) return;
	const { bullet, ghost, vx, vy } = shot;
	if (bullet.state === 'flying') {
		bulletShape.setTransform(bullet.x, bullet.y, shot.angle);
		let first = null;
		for (const other of collider.staticEntities) {
			const r = sat.sweep(bulletShape, other.shape, vx, vy, 1);
			if (r.hit && (!first || r.t < first.t)) first = { t: r.t, nx: r.normalX, ny: r.normalY, other };
		}
		if (first) {
			bullet.x += vx * first.t;
			bullet.y += vy * first.t;
			bulletShape.setPosition(bullet.x, bullet.y);
			bullet.state = 'stopped';
			shot.hitPoint = contactPoint(bulletShape, first.other, first.nx, first.ny);
			shot.hitName = first.other.name;
		} else {
			bullet.x += vx;
			bullet.y += vy;
			if (outsideField(bullet)) bullet.state = 'gone';
		}
		bullet.trail.push({ x: bullet.x, y: bullet.y });
	}
	if (ghost.state === 'flying') {
		ghost.x += vx;
		ghost.y += vy;
		bulletShape.setTransform(ghost.x, ghost.y, shot.angle);
		if (collider.staticEntities.some((other) => sat.collide(bulletShape, other.shape, 0, 0, collision).intersect)) {
			ghost.state = 'stopped';
		} else if (outsideField(ghost)) {
			ghost.state = 'escaped';
		}
		ghost.trail.push({ x: ghost.x, y: ghost.y });
	}
	drawShot();
	if (bullet.state === 'flying' || ghost.state === 'flying') requestAnimationFrame(stepShot);
}

// Where the bullet (A) touches B at impact; (nx, ny) points from B towards A.
function contactPoint(shape, other, nx, ny) {
	const EPS = 1e-3;
	const pick = (points, sign) => {
		const d = points.map((p) => sign * (p.x * nx + p.y * ny));
		const extreme = Math.min(...d);
		return points.filter((p, i) => d[i] <= extreme + EPS);
	};
	const vertices = (v) => Array.from({ length: v.length / 2 }, (_, i) => ({ x: v[2 * i], y: v[2 * i + 1] }));
	const onA = pick(vertices(shape.worldVertices()), 1);
	if (onA.length === 1) return onA[0];
	const onB = other.radius > 0
		? [{ x: other.centerX + nx * other.radius, y: other.centerY + ny * other.radius }]
		: pick(vertices(other.shape.worldVertices()), -1);
	if (onB.length === 1) return onB[0];
	// Edge against edge: the middle of the part the two edges share.
	const tx = -ny;
	const ty = nx;
	const along = (p) => p.x * tx + p.y * ty;
	const [a0, a1] = [along(onA[0]), along(onA[1])].sort((p, q) => p - q);
	const [b0, b1] = [along(onB[0]), along(onB[1])].sort((p, q) => p - q);
	const s = (Math.max(a0, b0) + Math.min(a1, b1)) / 2 - along(onA[0]);
	return { x: onA[0].x + tx * s, y: onA[0].y + ty * s };
}

function drawShot() {
	bulletLayer.replaceChildren();
	if (!shot) return;
	const { bullet, ghost } = shot;
	for (const p of ghost.trail) svg('circle', { cx: p.x, cy: p.y, r: 2, class: 'ghost-trail' }, bulletLayer);
	for (const p of bullet.trail) svg('circle', { cx: p.x, cy: p.y, r: 2.5, class: 'trail' }, bulletLayer);
	bulletShape.setTransform(ghost.x, ghost.y, shot.angle);
	svg('polygon', { id: 'ghost', points: polygonPoints(bulletShape), 'data-state': ghost.state }, bulletLayer);
	bulletShape.setTransform(bullet.x, bullet.y, shot.angle);
	svg('polygon', { id: 'bullet', points: polygonPoints(bulletShape), 'data-state': bullet.state }, bulletLayer);
	if (shot.hitPoint) {
		svg('circle', { id: 'hit-point', cx: shot.hitPoint.x, cy: shot.hitPoint.y, r: 5 }, bulletLayer);
		const label = svg('text', { x: shot.hitPoint.x - 10, y: shot.hitPoint.y - 10, 'text-anchor': 'end' }, bulletLayer);
		label.textContent = `time of impact (${shot.hitName})`;
	}
	updateStatus();
}

// ---------------------------------------------------------------------------------------------------------

function updateStatus() {
	const a = collider.moveableEntity;
	const hits = collider.staticEntities.filter((s) => s.ref.classList.contains('touched')).map((s) => s.name);
	const lines = [
		`moveable at (${a.centerX.toFixed(1)}, ${a.centerY.toFixed(1)}), ${((a.angle * 180) / Math.PI).toFixed(0)}°`,
		hits.length ? `colliding with: ${hits.join(', ')}` : 'no collision',
	];
	if (shot) {
		lines.push(shot.bullet.state === 'stopped'
			? `bullet stopped at the ${shot.hitName}; ghost ${shot.ghost.state === 'escaped' ? 'tunnelled through' : shot.ghost.state}`
			: `bullet ${shot.bullet.state}`);
	}
	statusLine.textContent = lines.join('\n');
}

function update() {
	collider.checkCollision();
	drawSatView();
	updateStatus();
}

const MOVES = { ArrowLeft: [-STEP, 0], ArrowUp: [0, -STEP], ArrowRight: [STEP, 0], ArrowDown: [0, STEP] };

function onKeyDown(e) {
	const moveable = collider.moveableEntity;
	const onControl = e.target instanceof HTMLInputElement || e.target instanceof HTMLButtonElement ||
		e.target instanceof HTMLSelectElement;
	if (e.key in MOVES) {
		e.preventDefault();
		const [dx, dy] = MOVES[e.key];
		// Unlike MDN's demo, the moveable's centre stays on the field, so it cannot be lost off-screen.
		const x = moveable.centerX + dx;
		const y = moveable.centerY + dy;
		if (x < 0 || y < 0 || x > container.clientWidth || y > container.clientHeight) return;
		if (options.slide.checked) slide(moveable, dx, dy);
		else moveable.shiftPosition(dx, dy);
	} else if ((e.key === 'q' || e.key === 'Q' || e.key === 'e' || e.key === 'E') && options.rotate.checked) {
		e.preventDefault();
		rotateResolved(moveable, e.key.toLowerCase() === 'e' ? TURN : -TURN);
	} else if (e.key === ' ' && !onControl && options.bullet.checked) {
		e.preventDefault();
		fire();
		return;
	} else {
		return;
	}
	update();
}

const START = { x: 90, y: 300 };

function reset() {
	const moveable = collider.moveableEntity;
	moveable.angle = 0;
	moveable.position.x = START.x - moveable.half;
	moveable.position.y = START.y - moveable.half;
	moveable.redraw();
	shot = null;
	drawShot();
	update();
}

function buildScene() {
	const statics = [
		new PolygonEntity('triangle', sat.polygon([0, -50, 50, 40, -50, 40]), { x: 170, y: 130 }),
		new PolygonEntity('box', sat.box(130, 70), { x: 410, y: 110 }),
		new PolygonEntity('pentagon', sat.polygon(regularPolygon(5, 55)), { x: 650, y: 130 }, 0.3),
		new PolygonEntity('circle', sat.circle(45), { x: 250, y: 420 }),
		new PolygonEntity('plank', sat.box(170, 16), { x: 360, y: 470 }, -0.45),
		new PolygonEntity('wall', sat.box(8, 260), { x: 820, y: 330 }),
	];
	const moveable = new PolygonEntity('moveable', sat.polygon([32, 0, 6, 20, -20, 16, -20, -16, 6, -20]), START);
	moveable.ref.classList.add('movable');
	collider.moveableEntity = moveable;
	collider.staticEntities = statics;
	bulletShape = sat.box(14, 4);
}

async function main() {
	try {
		sat = await init();
	} catch (error) {
		statusLine.textContent = `Could not load the WebAssembly module: ${error.message}`;
		throw error;
	}
	buildScene();
	document.addEventListener('keydown', onKeyDown);
	document.getElementById('fire').addEventListener('click', fire);
	document.getElementById('reset').addEventListener('click', reset);
	options.slide.addEventListener('change', () => {
		if (options.slide.checked) pushOutOfStatics(collider.moveableEntity);
		update();
	});
	options.showSat.addEventListener('change', update);
	options.bullet.addEventListener('change', () => {
		if (!options.bullet.checked) shot = null;
		document.getElementById('fire').disabled = !options.bullet.checked;
		drawShot();
		updateStatus();
	});
	update();
	const stress = createStressScene(sat, {
		section: document.getElementById('stress'),
		canvas: document.getElementById('stress-canvas'),
		toggle: document.getElementById('stress-toggle'),
		pause: document.getElementById('stress-pause'),
		count: document.getElementById('stress-count'),
		figures: document.getElementById('stress-figures'),
		countLabel: document.getElementById('stress-n'),
	});
	const physics = createPhysicsScene(sat, {
		section: document.getElementById('physics'),
		canvas: document.getElementById('physics-canvas'),
		toggle: document.getElementById('physics-toggle'),
		pyramid: document.getElementById('physics-pyramid'),
		clear: document.getElementById('physics-clear'),
		restitution: document.getElementById('physics-restitution'),
		friction: document.getElementById('physics-friction'),
		showContacts: document.getElementById('physics-contacts'),
		figures: document.getElementById('physics-figures'),
	});
	const joints = createJointsScene(sat, {
		section: /** @type {HTMLElement} */ (document.getElementById('joints')),
		canvas: /** @type {HTMLCanvasElement} */ (document.getElementById('joints-canvas')),
		toggle: /** @type {HTMLButtonElement} */ (document.getElementById('joints-toggle')),
		reset: /** @type {HTMLButtonElement} */ (document.getElementById('joints-reset')),
		figures: /** @type {HTMLElement} */ (document.getElementById('joints-figures')),
	});
	const level = createLevelScene(sat, {
		section: /** @type {HTMLElement} */ (document.getElementById('level')),
		canvas: /** @type {HTMLCanvasElement} */ (document.getElementById('level-canvas')),
		toggle: /** @type {HTMLButtonElement} */ (document.getElementById('level-toggle')),
		capsule: /** @type {HTMLInputElement} */ (document.getElementById('level-capsule')),
		figures: /** @type {HTMLElement} */ (document.getElementById('level-figures')),
	});
	const platformer = createPlatformerScene(sat, {
		section: /** @type {HTMLElement} */ (document.getElementById('platformer')),
		canvas: /** @type {HTMLCanvasElement} */ (document.getElementById('platformer-canvas')),
		toggle: /** @type {HTMLButtonElement} */ (document.getElementById('platformer-toggle')),
		capsule: /** @type {HTMLInputElement} */ (document.getElementById('platformer-capsule')),
		figures: /** @type {HTMLElement} */ (document.getElementById('platformer-figures')),
	});
	const rollback = createRollbackScene(sat, {
		section: /** @type {HTMLElement} */ (document.getElementById('rollback')),
		canvas: /** @type {HTMLCanvasElement} */ (document.getElementById('rollback-canvas')),
		toggle: /** @type {HTMLButtonElement} */ (document.getElementById('rollback-toggle')),
		delay: /** @type {HTMLInputElement} */ (document.getElementById('rollback-delay')),
		delayOut: /** @type {HTMLOutputElement} */ (document.getElementById('rollback-delay-out')),
		figures: /** @type {HTMLElement} */ (document.getElementById('rollback-figures')),
	});
	window.demo = { collider, sat, options, fire, reset, stress, physics, joints, level, platformer, rollback };
	document.body.dataset.ready = 'true';
}

main();
