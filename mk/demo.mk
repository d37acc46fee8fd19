# The demo page (web/demo/: index.html, demo.js, demo.css and the scenes), its browser tests and the bundler
# test. Included by the top-level Makefile; `wasm` (mk/wasm.mk) builds the modules the page loads.

PORT ?= 8000
NODE ?= node

# Serve web/ on 127.0.0.1 with .wasm as application/wasm (the demo imports ../sat.js, which finds the wasm
# beside it); the server prints the demo's URL, http://127.0.0.1:$(PORT)/demo/. `make demo PORT=9000`.
demo: wasm
	@$(NODE) tools/serve.mjs --root web --page demo/ --port $(PORT)

# Headless Debian chromium driven by playwright-core (pinned in package-lock.json).
test-browser: wasm
	@tools/ensure.sh chromium
	@tools/ensure.sh node_modules
	@tools/suite.sh browser $(NODE) --test tests/browser/

test: test-browser

# web/sat.js through a bundler: Vite (pinned in package-lock.json) builds tests/bundler/ into build/bundler/,
# and the built page runs in the same headless chromium.
test-bundler: wasm
	@tools/ensure.sh chromium
	@tools/ensure.sh node_modules
	@tools/suite.sh bundler $(NODE) --test tests/bundler/

.PHONY: test-bundler
test: test-bundler
