// The one Node module web/loader.js imports (to read a local .wasm file), so the type check needs no @types/node.
declare module 'node:fs/promises' {
	export function readFile(path: string | URL): Promise<Uint8Array<ArrayBuffer>>;
}
