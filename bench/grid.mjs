// A simple uniform grid for the JS contenders: flat typed arrays, rebuilt each frame by a counting sort,
// no allocation once grown. Each candidate pair is reported once: by the cell holding the lower corner of
// the intersection of the two boxes, which both boxes cover.

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
