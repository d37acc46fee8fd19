// Loads sat-wasm's JS module once for the contenders and the micro benchmark, or says why it cannot.
import { existsSync } from 'node:fs';

const jsUrl = new URL('../web/sat.js', import.meta.url);
const wasmUrl = new URL('../web/sat.wasm', import.meta.url);
let loading;

/** { sat } when web/sat.js and web/sat.wasm load, else { reason }. */
export function loadSat() {
	loading ??= (async () => {
		if (!existsSync(jsUrl)) return { reason: 'web/sat.js not found' };
		if (!existsSync(wasmUrl)) return { reason: 'web/sat.wasm not built (make wasm)' };
		try {
			const { init } = await import(jsUrl.href);
			return { sat: await init() };
		} catch (err) {
			return { reason: `web/sat.js failed to load: ${err.message}` };
		}
	})();
	return loading;
}

/**
 * A new instance of its own, with the module's raw exports beside it (for malloc and free: the memory
 * measurement probes the free heap with them). web/sat.js does not hand out its exports, so they are caught
 * on their way through WebAssembly.instantiate.
 * @returns {Promise<{ sat: object, exports: WebAssembly.Exports }>}
 */
export async function freshSat() {
	const { init } = await import(jsUrl.href);
	const original = WebAssembly.instantiate;
	let exports = null;
	WebAssembly.instantiate = async function instantiate(...args) {
		const result = await original.apply(this, args);
		exports = (result.instance ?? result).exports;
		return result;
	};
	let sat;
	try { sat = await init(); } finally { WebAssembly.instantiate = original; }
	if (!exports || typeof exports.malloc !== 'function') throw new Error('could not reach the module\'s exports');
	return { sat, exports };
}
