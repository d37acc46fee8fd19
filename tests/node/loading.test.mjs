// init({ wasm }) in each form it accepts, the default location with and without SIMD, and clear failures.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

import { init } from '../../web/sat.js';
import { MODULES, moduleUrl } from './helpers.mjs';

// A loaded instance works: a triangle against a box, worked by hand.
function works(sat) {
	const tri = sat.polygon([0, 0, 2, 0, 1, 2]), box = sat.box(2, 2);
	box.setPosition(2, 2);
	const r = sat.collide(tri, box);
	tri.destroy();
	box.destroy();
	assert.equal(r.intersect, true);
	assert.ok(Math.abs(r.mtvX + 0.4) < 1e-6 && Math.abs(r.mtvY + 0.2) < 1e-6);
}

describe('init()', () => {
	let server, base;
	before(async () => {
		// Serves web/*.wasm with the MIME type named in the query string, and 404 for anything else.
		server = createServer(async (req, res) => {
			const url = new URL(req.url, 'http://x');
			const file = path.basename(url.pathname);
			if (!MODULES.includes(file)) { res.writeHead(404).end('not found'); return; }
			res.writeHead(200, { 'Content-Type': url.searchParams.get('type') ?? 'application/wasm' });
			res.end(await readFile(moduleUrl(file)));
		});
		await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
		base = `http://127.0.0.1:${server.address().port}/`;
	});
	after(() => server.close());

	it('with no options: sat.wasm (SIMD) next to sat.js, read from disk', async () => works(await init()));
	it('with simd: false: sat-baseline.wasm next to sat.js', async () => works(await init({ simd: false })));

	for (const name of MODULES) {
		describe(name, () => {
			let bytes;
			before(async () => { bytes = await readFile(moduleUrl(name)); });

			it('a file: URL object', async () => works(await init({ wasm: moduleUrl(name) })));
			it('a file: URL string', async () => works(await init({ wasm: moduleUrl(name).href })));
			it('a path string', async () => works(await init({ wasm: fileURLToPath(moduleUrl(name)) })));
			it('a relative path string (from the working directory)', async () => {
				works(await init({ wasm: path.relative(process.cwd(), fileURLToPath(moduleUrl(name))) }));
			});
			it('an http URL served as application/wasm (instantiateStreaming)', async () => {
				works(await init({ wasm: new URL(name, base) }));
			});
			it('an http URL served with a wrong MIME type (falls back to arrayBuffer)', async () => {
				works(await init({ wasm: `${base}${name}?type=application/octet-stream` }));
			});
			it('a Response with and without the wasm MIME type', async () => {
				works(await init({ wasm: new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } }) }));
				works(await init({ wasm: new Response(bytes) }));
			});
			it('a promise of a Response (fetch)', async () => works(await init({ wasm: fetch(new URL(name, base)) })));
			it('a Node Buffer, a Uint8Array and an ArrayBuffer', async () => {
				works(await init({ wasm: bytes }));
				works(await init({ wasm: new Uint8Array(bytes) }));
				const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
				works(await init({ wasm: copy }));
			});
			it('a compiled WebAssembly.Module, instantiated twice into independent instances', async () => {
				const module = await WebAssembly.compile(bytes);
				const one = await init({ wasm: module }), two = await init({ wasm: module });
				works(one);
				works(two);
				assert.notEqual(one.memory, two.memory);
			});
		});
	}

	it('fails clearly: HTTP 404, a missing file, a wrong type, bytes that are not wasm', async () => {
		await assert.rejects(init({ wasm: `${base}missing.wasm` }), /sat-wasm: cannot load .*missing\.wasm: HTTP 404/);
		await assert.rejects(init({ wasm: '/nonexistent/sat.wasm' }), { code: 'ENOENT' });
		await assert.rejects(init({ wasm: 42 }), TypeError);
		await assert.rejects(init({ wasm: { url: 'x' } }), /options\.wasm must be/);
		await assert.rejects(init({ wasm: new Uint8Array([1, 2, 3]) }), WebAssembly.CompileError);
	});

	it('each module exports the satw_* shims, malloc and free, and no other C function', async () => {
		for (const name of MODULES) {
			const names = WebAssembly.Module.exports(new WebAssembly.Module(await readFile(moduleUrl(name)))).map((e) => e.name);
			assert.ok(names.filter((n) => n.startsWith('satw_')).length > 30, `${name}: the shims`);
			assert.ok(names.includes('malloc') && names.includes('free') && names.includes('memory'), name);
			// The rest is emscripten's own runtime (underscored or stack*), never the C API directly.
			const others = names.filter((n) => !/^(satw_|malloc$|free$|memory$|_|stack)/.test(n));
			assert.deepEqual(others, [], `${name} exports nothing else`);
		}
	});

	it('rejects a module without the expected exports', async () => {
		// (module (memory (export "memory") 1))
		const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 5, 3, 1, 0, 1, 7, 10, 1, 6, 109, 101, 109, 111, 114, 121, 2, 0]);
		await assert.rejects(init({ wasm: empty }), /does not export malloc/);
	});
});
