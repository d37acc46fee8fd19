#!/usr/bin/env node
// A static file server for the demo: binds 127.0.0.1 only, sends .wasm as application/wasm (needed by
// WebAssembly.instantiateStreaming), never serves a file outside its root.
// Usage: node tools/serve.mjs [--root web] [--port 8000] [--page demo/]   (PORT in the environment works too; 0 = any
// free port). --page names the page under the root to print the URL of; a request for / is redirected to it.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, extname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIME = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.wasm': 'application/wasm',
	'.ts': 'text/plain; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.txt': 'text/plain; charset=utf-8',
};

/**
 * Start serving `root` on host:port. Resolves with the listening server once it accepts connections.
 * @param {{ root: string, port?: number, host?: string, page?: string }} options port 0 picks a free port (see
 *   server.address()); page, a path under the root such as 'demo/', is where a request for / is redirected
 * @returns {Promise<import('node:http').Server>}
 */
export function serve({ root, port = 8000, host = '127.0.0.1', page = '' }) {
	const base = resolve(root);
	const server = createServer(async (req, res) => {
		const send = (code, text, headers = {}) => {
			res.writeHead(code, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
			res.end(req.method === 'HEAD' ? undefined : `${code} ${text}\n`);
		};
		if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
		let pathname;
		try {
			pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
		} catch {
			return send(400, 'Bad Request');
		}
		if (pathname.includes('\0')) return send(400, 'Bad Request');
		if (page && pathname === '/') return send(302, 'Found', { Location: `/${page}` });
		if (pathname.endsWith('/')) pathname += 'index.html';
		const file = resolve(base, '.' + pathname);
		// resolve() has removed every '..': what is left must still lie inside the root.
		if (file !== base && !file.startsWith(base + sep)) return send(403, 'Forbidden');
		let info;
		try {
			info = await stat(file);
		} catch {
			return send(404, 'Not Found');
		}
		if (info.isDirectory()) return send(301, 'Moved Permanently', { Location: pathname + '/' });
		if (!info.isFile()) return send(404, 'Not Found');
		res.writeHead(200, {
			'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
			'Content-Length': info.size,
			'Cache-Control': 'no-store',
			'X-Content-Type-Options': 'nosniff',
		});
		if (req.method === 'HEAD') return res.end();
		createReadStream(file)
			.on('error', () => res.destroy())
			.pipe(res);
	});
	return new Promise((resolvePromise, reject) => {
		server.once('error', reject);
		server.listen(port, host, () => {
			server.off('error', reject);
			resolvePromise(server);
		});
	});
}

function parseArgs(argv) {
	const options = { root: 'web', port: Number(process.env.PORT ?? 8000), page: '' };
	for (let i = 0; i < argv.length; i++) {
		const [flag, inline] = argv[i].split('=', 2);
		const value = inline ?? argv[++i];
		if (flag === '--root') options.root = value;
		else if (flag === '--port') options.port = Number(value);
		else if (flag === '--page') options.page = String(value ?? '').replace(/^\/+/, '');
		else throw new Error(`unknown argument ${argv[i]} (usage: node tools/serve.mjs [--root DIR] [--port N] [--page P])`);
	}
	if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
		throw new Error(`bad port ${options.port}: give an integer from 0 to 65535`);
	}
	return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	let options;
	try {
		options = parseArgs(process.argv.slice(2));
	} catch (error) {
		console.error(`serve: ${error.message}`);
		process.exit(2);
	}
	serve(options).then(
		(server) => {
			const { address, port } = server.address();
			console.log(`Serving ${options.root}/ at http://${address}:${port}/${options.page}  (Ctrl+C to stop)`);
		},
		(error) => {
			const hint = error.code === 'EADDRINUSE' ? ` (port ${options.port} is taken: try make demo PORT=9000)` : '';
			console.error(`serve: cannot listen on 127.0.0.1:${options.port}: ${error.message}${hint}`);
			process.exit(1);
		},
	);
}
