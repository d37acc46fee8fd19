// Where a JS contender writes the pairs it found: indices and MTVs in typed arrays that only grow.

export class PairBuffer {
	constructor(capacity) {
		this.pairs = 0;
		this.a = new Int32Array(capacity);
		this.b = new Int32Array(capacity);
		this.mtvX = new Float64Array(capacity);
		this.mtvY = new Float64Array(capacity);
	}

	/** Record pair (i, j) with the MTV added to body i to separate it from body j. */
	push(i, j, mtvX, mtvY) {
		const k = this.pairs;
		if (k === this.a.length) this.grow();
		this.a[k] = i; this.b[k] = j; this.mtvX[k] = mtvX; this.mtvY[k] = mtvY;
		this.pairs = k + 1;
	}

	grow() {
		for (const key of ['a', 'b', 'mtvX', 'mtvY']) {
			const bigger = new this[key].constructor(this[key].length * 2);
			bigger.set(this[key]);
			this[key] = bigger;
		}
	}
}
