# sat-wasm: `make` builds the native library and the wasm module; `make test`, `make demo`, `make bench`.
# Every target installs what it needs on a fresh Debian machine (tools/ensure.sh).

CC ?= cc
CSTD := -std=c11
WARN := -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes
# No fast-math and no FMA contraction: native and wasm must round identically.
FPFLAGS := -ffp-contract=off -fno-fast-math
CFLAGS_NATIVE := $(CSTD) $(WARN) $(FPFLAGS) -O2
SANITIZE := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g -O1

CORE_SRC := $(wildcard src/*.c)
CORE_HDR := $(wildcard src/*.h)
TEST_SUPPORT := $(wildcard tests/support/*.c)

.PHONY: all native wasm test test-reset test-native test-js test-browser demo bench clean

all: native wasm

native: build/libsat.a

build/%.o: src/%.c $(CORE_HDR) | build
	$(CC) $(CFLAGS_NATIVE) -c $< -o $@

build/libsat.a: $(patsubst src/%.c,build/%.o,$(CORE_SRC))
	ar rcs $@ $^

build:
	mkdir -p build

# Native tests: one program, tests/main.c running the cases of every tests/test_*.c (`build/tests NAME` runs
# those whose "module/case" contains NAME), in three builds of the same sources: under AddressSanitizer and
# UndefinedBehaviorSanitizer, optimised with the SIMD path (SSE2 on x86), and optimised scalar (SAT_NO_SIMD).
NATIVE_TESTS := tests/main.c $(wildcard tests/test_*.c) $(TEST_SUPPORT)
TEST_DEPS := $(NATIVE_TESTS) $(wildcard tests/support/*.h) $(CORE_SRC) $(CORE_HDR)
TEST_CFLAGS := $(CSTD) $(WARN) $(FPFLAGS) -Isrc -Itests/support
# The core's allocations are counted (tests/support/alloc.c), to test that steps allocate nothing.
TEST_LDFLAGS := -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc
NATIVE_VARIANTS := build/tests build/opt/tests build/scalar/tests

build/tests: $(TEST_DEPS) | build
	$(CC) $(TEST_CFLAGS) $(SANITIZE) $(NATIVE_TESTS) $(CORE_SRC) $(TEST_LDFLAGS) -lm -o $@

build/opt/tests: $(TEST_DEPS) | build
	@mkdir -p build/opt
	$(CC) $(TEST_CFLAGS) -O2 $(NATIVE_TESTS) $(CORE_SRC) $(TEST_LDFLAGS) -lm -o $@

build/scalar/tests: $(TEST_DEPS) | build
	@mkdir -p build/scalar
	$(CC) $(TEST_CFLAGS) -O2 -DSAT_NO_SIMD $(NATIVE_TESTS) $(CORE_SRC) $(TEST_LDFLAGS) -lm -o $@

test-native: $(NATIVE_VARIANTS)
	@echo "== build/tests"; ASAN_OPTIONS=detect_leaks=1 tools/suite.sh native-asan ./build/tests
	@echo "== build/opt/tests"; tools/suite.sh native-opt ./build/opt/tests
	@echo "== build/scalar/tests"; tools/suite.sh native-scalar ./build/scalar/tests

# `make test` runs every suite even when one fails, then prints the total (and fails if anything failed).
test: export SAT_KEEP_GOING := 1
test: test-reset test-native
	@tools/suite.sh --total

test-reset:
	@rm -rf build/results

# Per-area rules, in the order their tests run: the wasm module and Node tests, the demo and browser tests,
# the benchmarks.
include mk/wasm.mk mk/demo.mk mk/bench.mk mk/lint.mk mk/fuzz.mk

clean:
	rm -rf build web/*.wasm
