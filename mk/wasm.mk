# The WebAssembly modules (web/sat.wasm with SIMD, web/sat-baseline.wasm without), the Node tests of web/sat.js
# and the native-versus-wasm bit-identity check. Included by the top-level Makefile.

# Debian's emcc needs acorn from /usr/share/nodejs; an emsdk emcc ignores the extra path.
EMCC := NODE_PATH=$${NODE_PATH:+$$NODE_PATH:}/usr/share/nodejs emcc
NODE ?= node

# The JS calls only the satw_* shims declared in wasm/sat_wasm.h (plus malloc and free); nothing else is exported.
WASM_EXPORTS := malloc free $(shell sed -n 's/^[^/].*[ *]\(satw_[a-z0-9_]*\).*/\1/p' wasm/sat_wasm.h)
comma := ,
empty :=
space := $(empty) $(empty)
WASM_FLAGS := $(CSTD) $(WARN) $(FPFLAGS) -O3 --no-entry -sSTANDALONE_WASM -sALLOW_MEMORY_GROWTH \
	-sEXPORTED_FUNCTIONS=$(subst $(space),$(comma),$(addprefix _,$(WASM_EXPORTS))) --js-library wasm/imports.js

# The wasm-only glue (wasm/) is compiled into the modules, never into the native library.
WASM_SRC := $(CORE_SRC) $(wildcard wasm/*.c)
WASM_HDR := $(CORE_HDR) $(wildcard wasm/*.h) wasm/imports.js

wasm: web/sat.wasm web/sat-baseline.wasm

# Installs emscripten once when missing, before either module (so `make -j` runs apt-get only once).
build/emcc.ok: | build
	@tools/ensure.sh emcc
	@touch $@

# The SIMD module also uses bulk memory (memcpy and memset as single instructions) and non-trapping float-to-int
# conversions: every engine with wasm SIMD has both (web/loader.js checks all three).
web/sat.wasm: $(WASM_SRC) $(WASM_HDR) mk/wasm.mk | build/emcc.ok
	@mkdir -p web
	$(EMCC) $(WASM_FLAGS) -msimd128 -mbulk-memory -mnontrapping-fptoint $(WASM_SRC) -o $@

web/sat-baseline.wasm: $(WASM_SRC) $(WASM_HDR) mk/wasm.mk | build/emcc.ok
	@mkdir -p web
	$(EMCC) $(WASM_FLAGS) $(WASM_SRC) -o $@

# Node tests: node:test only, no npm packages.
test-js: wasm
	@tools/suite.sh node $(NODE) --test tests/node/

# Bit identity: the same seeded cases through the native build (SIMD path, and scalar with SAT_NO_SIMD) and
# both wasm modules, compared by hashes of the raw float bits (tests/bitident/).
BITIDENT_CASES ?= 20000
BITIDENT_SEED ?= 20240601

build/bitident/native: tests/bitident/native.c $(WASM_SRC) $(WASM_HDR)
	@mkdir -p build/bitident
	$(CC) $(CFLAGS_NATIVE) -Isrc -Iwasm tests/bitident/native.c $(WASM_SRC) -lm -o $@

build/bitident/native-scalar: tests/bitident/native.c $(WASM_SRC) $(WASM_HDR)
	@mkdir -p build/bitident
	$(CC) $(CFLAGS_NATIVE) -DSAT_NO_SIMD -Isrc -Iwasm tests/bitident/native.c $(WASM_SRC) -lm -o $@

test-bitident: build/bitident/native build/bitident/native-scalar wasm
	@tools/suite.sh bitident sh -c 'set -e; \
		./build/bitident/native $(BITIDENT_SEED) $(BITIDENT_CASES) > build/bitident/native.txt; \
		./build/bitident/native-scalar $(BITIDENT_SEED) $(BITIDENT_CASES) > build/bitident/native-scalar.txt; \
		$(NODE) tests/bitident/compare.mjs build/bitident/native.txt build/bitident/native-scalar.txt \
			web/sat.wasm web/sat-baseline.wasm'

.PHONY: test-bitident
test: test-js test-bitident

# World bit identity: the same seeded moving scene natively (SSE2 and scalar) and in both wasm modules; the joints
# scene's snapshots too: the same bytes and state hash everywhere, each build's own restored and run on to the
# scene's hash; and the native SSE2 build's, written to build/bitident/ (so it runs first), restored by every build
# (SSE2 itself, scalar, both wasm modules: cross-build) and run on to the scene's hash.
build/bitident/world: tests/bitident/world.c $(CORE_SRC) $(CORE_HDR)
	@mkdir -p build/bitident
	$(CC) $(CFLAGS_NATIVE) -Isrc $< $(CORE_SRC) -lm -o $@

build/bitident/world-scalar: tests/bitident/world.c $(CORE_SRC) $(CORE_HDR)
	@mkdir -p build/bitident
	$(CC) $(CFLAGS_NATIVE) -DSAT_NO_SIMD -Isrc $< $(CORE_SRC) -lm -o $@

test-bitident-world: build/bitident/world build/bitident/world-scalar wasm
	./build/bitident/world 77 3000 40 build/bitident > build/bitident/world.txt
	./build/bitident/world-scalar 77 3000 40 build/bitident read > build/bitident/world-scalar.txt
	@tools/suite.sh bitident-world sh -c 'cmp build/bitident/world.txt build/bitident/world-scalar.txt && \
		echo "  world native SSE2 and scalar: identical ($$(cat build/bitident/world.txt))" && \
		$(NODE) tests/bitident/world.mjs 77 3000 40 build/bitident/world.txt web/sat.wasm web/sat-baseline.wasm'

.PHONY: test-bitident-world
test: test-bitident-world
