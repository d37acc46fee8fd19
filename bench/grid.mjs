// A simple uniform grid for the JS contenders: flat typed arrays, rebuilt each frame by a counting sort,
// no allocation once grown. Each candidate pair is reported once: by the cell holding the lower corner of
// the intersection of the two boxes, which both boxes cover. StaticGrid (below) holds the level scene's
// static bodies, built once.
import { MAX_VERTS } from './scene.mjs';

const PAD = 1e-3; // widen boxes a little so float32 round-off in a contender never hides a touching pair

export class Grid {
	/**
	 * @param {number} n bodies
	 * @param {number} side world side (centres stay in [0, side])
	 * @param {Float32Array} localAabb n * (minX, minY, maxX, maxY) relative to each body's position
	 * @param {number} cellSize wanted cell size; raised to the largest (padded) box extent if smaller, so a box
	 *   covers at most 2 x 2 cells
	 */
	constructor(n, side, localAabb, cellSize) {
		let extent = 0;
		for (let i = 0; i < n; i++) {
			extent = Math.max(extent, localAabb[4 * i + 2] - localAabb[4 * i], localAabb[4 * i + 3] - localAabb[4 * i + 1]);
		}
		cellSize = Math.max(cellSize, (extent + 2 * PAD) * 1.0001);
		this.n = n;
		this.localAabb = localAabb;
		this.cell = cellSize;
		this.inv = 1 / cellSize;
		this.origin = -cellSize;
		this.dim = Math.ceil((side + 2 * cellSize) / cellSize) + 1;
		this.box = new Float64Array(n * 4);
		this.cells = new Int32Array(n * 4);      // up to 4 cell indices per body, -1 when unused
		this.start = new Int32Array(this.dim * this.dim + 1);
		this.items = new Int32Array(n * 4);
		this.pairA = new Int32Array(n * 4);
		this.pairB = new Int32Array(n * 4);
	}

	cellCoord(v) {
		const c = Math.floor((v - this.origin) * this.inv);
		return c < 0 ? 0 : c >= this.dim ? this.dim - 1 : c;
	}

	/** Rebuild from xy (x0, y0, ...) and fill pairA/pairB with candidate pairs; returns their count. */
	candidates(xy) {
		const { n, localAabb: l, box, cells, start, dim } = this;
		start.fill(0);
		for (let i = 0; i < n; i++) {
			const x = xy[2 * i], y = xy[2 * i + 1];
			const minX = x + l[4 * i] - PAD, minY = y + l[4 * i + 1] - PAD;
			const maxX = x + l[4 * i + 2] + PAD, maxY = y + l[4 * i + 3] + PAD;
			box[4 * i] = minX; box[4 * i + 1] = minY; box[4 * i + 2] = maxX; box[4 * i + 3] = maxY;
			const cx0 = this.cellCoord(minX), cx1 = this.cellCoord(maxX);
			const cy0 = this.cellCoord(minY), cy1 = this.cellCoord(maxY);
			const c = cy0 * dim + cx0;
			cells[4 * i] = c;
			cells[4 * i + 1] = cx1 !== cx0 ? c + 1 : -1;
			cells[4 * i + 2] = cy1 !== cy0 ? c + dim : -1;
			cells[4 * i + 3] = cx1 !== cx0 && cy1 !== cy0 ? c + dim + 1 : -1;
			for (let k = 0; k < 4; k++) if (cells[4 * i + k] >= 0) start[cells[4 * i + k] + 1]++;
		}
		for (let c = 0; c < dim * dim; c++) start[c + 1] += start[c];
		const fill = this.cells; // reuse: after placing, cells[] entries become write cursors
		const items = this.items;
		for (let i = 0; i < n; i++) {
			for (let k = 0; k < 4; k++) {
				const c = fill[4 * i + k];
				if (c >= 0) items[start[c]++] = i;
			}
		}
		// start[c] now holds the end of cell c; the start of cell c is the end of cell c - 1.
		let count = 0;
		for (let c = 0, begin = 0; c < dim * dim; c++) {
			const end = start[c];
			for (let p = begin; p < end; p++) {
				const i = items[p];
				const iminX = box[4 * i], iminY = box[4 * i + 1], imaxX = box[4 * i + 2], imaxY = box[4 * i + 3];
				for (let q = p + 1; q < end; q++) {
					const j = items[q];
					const jminX = box[4 * j], jminY = box[4 * j + 1];
					if (iminX > box[4 * j + 2] || jminX > imaxX || iminY > box[4 * j + 3] || jminY > imaxY) continue;
					const ox = iminX > jminX ? iminX : jminX, oy = iminY > jminY ? iminY : jminY;
					if (this.cellCoord(oy) * dim + this.cellCoord(ox) !== c) continue;
					if (count === this.pairA.length) this.grow();
					if (i < j) { this.pairA[count] = i; this.pairB[count] = j; }
					else { this.pairA[count] = j; this.pairB[count] = i; }
					count++;
				}
			}
			begin = end;
		}
		return count;
	}

	grow() {
		const a = new Int32Array(this.pairA.length * 2); a.set(this.pairA); this.pairA = a;
		const b = new Int32Array(this.pairB.length * 2); b.set(this.pairB); this.pairB = b;
	}
}

/**
 * The level scene's static bodies in a uniform grid built once: each static is listed in every cell its
 * (padded) box covers, except that a large one (a long wall) is left out of the cells its polygon misses
 * (an exact test in double against the cell's padded square). candidates() gives every mover-static pair
 * whose boxes overlap, once per pair (a static seen in several cells of one mover is skipped by a stamp).
 */
export class StaticGrid {
	/**
	 * @param {object} scene bench/scene.mjs scene: statics are bodies scene.movers .. scene.n - 1
	 * @param {number} cellSize
	 */
	constructor(scene, cellSize) {
		const { movers, n, localAabb: l, pos, verts, counts } = scene;
		const count = n - movers;
		this.first = movers;
		this.count = count;
		this.localAabb = l;
		this.box = new Float64Array(count * 4);
		let x0 = -cellSize, y0 = -cellSize, x1 = scene.side + cellSize, y1 = scene.side + cellSize;
		for (let s = 0; s < count; s++) {
			const i = movers + s;
			const b = [pos[2 * i] + l[4 * i] - PAD, pos[2 * i + 1] + l[4 * i + 1] - PAD,
				pos[2 * i] + l[4 * i + 2] + PAD, pos[2 * i + 1] + l[4 * i + 3] + PAD];
			this.box.set(b, 4 * s);
			x0 = Math.min(x0, b[0]); y0 = Math.min(y0, b[1]); x1 = Math.max(x1, b[2]); y1 = Math.max(y1, b[3]);
		}
		this.cell = cellSize;
		this.inv = 1 / cellSize;
		this.originX = x0;
		this.originY = y0;
		this.dimX = Math.ceil((x1 - x0) / cellSize) + 1;
		this.dimY = Math.ceil((y1 - y0) / cellSize) + 1;
		// Two passes over the same cell lists: count, then fill (CSR).
		const start = new Int32Array(this.dimX * this.dimY + 1);
		const visit = (fn) => {
			for (let s = 0; s < count; s++) {
				const b = this.box, i = movers + s;
				const cx0 = this.cellX(b[4 * s]), cx1 = this.cellX(b[4 * s + 2]);
				const cy0 = this.cellY(b[4 * s + 1]), cy1 = this.cellY(b[4 * s + 3]);
				const large = (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > 4;
				for (let cy = cy0; cy <= cy1; cy++) {
					for (let cx = cx0; cx <= cx1; cx++) {
						if (large && !this.polygonTouchesCell(verts, counts[i], i, pos[2 * i], pos[2 * i + 1], cx, cy)) continue;
						fn(cy * this.dimX + cx, s);
					}
				}
			}
		};
		visit((c) => start[c + 1]++);
		for (let c = 0; c < this.dimX * this.dimY; c++) start[c + 1] += start[c];
		const items = new Int32Array(start[this.dimX * this.dimY]);
		const cursor = start.slice();
		visit((c, s) => { items[cursor[c]++] = s; });
		this.start = start;
		this.items = items;
		this.stamp = new Int32Array(count);
		this.token = 0;
		this.pairA = new Int32Array(1024);
		this.pairB = new Int32Array(1024);
	}

	cellX(v) {
		const c = Math.floor((v - this.originX) * this.inv);
		return c < 0 ? 0 : c >= this.dimX ? this.dimX - 1 : c;
	}

	cellY(v) {
		const c = Math.floor((v - this.originY) * this.inv);
		return c < 0 ? 0 : c >= this.dimY ? this.dimY - 1 : c;
	}

	/** Does polygon i (at x, y) reach cell (cx, cy)'s square widened by PAD? Its box does; test its edge normals. */
	polygonTouchesCell(verts, count, i, x, y, cx, cy) {
		const lo = [this.originX + cx * this.cell - PAD, this.originY + cy * this.cell - PAD];
		const hi = [lo[0] + this.cell + 2 * PAD, lo[1] + this.cell + 2 * PAD];
		const base = i * MAX_VERTS * 2;
		for (let k = 0; k < count; k++) {
			const k1 = (k + 1) % count;
			const ax = verts[base + 2 * k1 + 1] - verts[base + 2 * k + 1], ay = verts[base + 2 * k] - verts[base + 2 * k1];
			let pMin = Infinity, pMax = -Infinity;
			for (let v = 0; v < count; v++) {
				const d = (x + verts[base + 2 * v]) * ax + (y + verts[base + 2 * v + 1]) * ay;
				pMin = Math.min(pMin, d); pMax = Math.max(pMax, d);
			}
			let cMin = Infinity, cMax = -Infinity;
			for (const [px, py] of [[lo[0], lo[1]], [hi[0], lo[1]], [hi[0], hi[1]], [lo[0], hi[1]]]) {
				const d = px * ax + py * ay;
				cMin = Math.min(cMin, d); cMax = Math.max(cMax, d);
			}
			if (cMin > pMax || pMin > cMax) return false;
		}
		return true;
	}

	/**
	 * Candidate pairs (mover i, static body index) for movers 0 .. movers-1 at xy, into pairA / pairB (the
	 * mover, the lower index, first); returns their count.
	 */
	candidates(xy, movers) {
		const { localAabb: l, box, start, items, stamp, first, dimX } = this;
		let count = 0;
		for (let i = 0; i < movers; i++) {
			const x = xy[2 * i], y = xy[2 * i + 1];
			const minX = x + l[4 * i] - PAD, minY = y + l[4 * i + 1] - PAD;
			const maxX = x + l[4 * i + 2] + PAD, maxY = y + l[4 * i + 3] + PAD;
			const cx0 = this.cellX(minX), cx1 = this.cellX(maxX), cy0 = this.cellY(minY), cy1 = this.cellY(maxY);
			const token = ++this.token;
			for (let cy = cy0; cy <= cy1; cy++) {
				for (let c = cy * dimX + cx0, end = cy * dimX + cx1; c <= end; c++) {
					for (let p = start[c], e = start[c + 1]; p < e; p++) {
						const s = items[p];
						if (stamp[s] === token) continue;
						stamp[s] = token;
						if (minX > box[4 * s + 2] || box[4 * s] > maxX || minY > box[4 * s + 3] || box[4 * s + 1] > maxY) continue;
						if (count === this.pairA.length) this.grow();
						this.pairA[count] = i;
						this.pairB[count] = first + s;
						count++;
					}
				}
			}
		}
		return count;
	}

	grow() {
		const a = new Int32Array(this.pairA.length * 2); a.set(this.pairA); this.pairA = a;
		const b = new Int32Array(this.pairB.length * 2); b.set(this.pairB); this.pairB = b;
	}
}
