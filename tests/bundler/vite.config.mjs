// Vite builds tests/bundler/ (index.html, main.js importing web/sat.js) into build/bundler/ with relative
// asset URLs, so the output can be served from any folder. Used by bundler.test.mjs; by hand:
//   npx vite build --config tests/bundler/vite.config.mjs
import { fileURLToPath } from 'node:url';

export default {
	root: fileURLToPath(new URL('.', import.meta.url)),
	base: './',
	logLevel: 'warn',
	build: {
		outDir: fileURLToPath(new URL('../../build/bundler/', import.meta.url)),
		// The output lies outside the root: Vite empties it only when told to.
		emptyOutDir: true,
	},
};
