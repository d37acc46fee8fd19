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
