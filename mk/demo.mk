# The demo page (web/index.html, web/demo.js, web/demo.css), its browser tests and the bundler test. Included
# by the top-level Makefile; `wasm` (mk/wasm.mk) builds the modules the page loads.

PORT ?= 8000
NODE ?= node

# Serve web/ on 127.0.0.1 with .wasm as application/wasm; the server prints the URL. `make demo PORT=9000`.
demo: wasm
	@$(NODE) tools/serve.mjs --root web --port $(PORT)

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
