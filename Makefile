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
NATIVE_TESTS := $(patsubst tests/%.c,build/%,$(wildcard tests/test_*.c))
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

# Native tests, three builds of the same sources: under AddressSanitizer and UndefinedBehaviorSanitizer,
# optimised with the SIMD path (SSE2 on x86), and optimised scalar (SAT_NO_SIMD).
TEST_DEPS := $(CORE_SRC) $(CORE_HDR) $(TEST_SUPPORT) $(wildcard tests/support/*.h)
TEST_CFLAGS := $(CSTD) $(WARN) $(FPFLAGS) -Isrc -Itests/support

build/test_%: tests/test_%.c $(TEST_DEPS) | build
	$(CC) $(TEST_CFLAGS) $(SANITIZE) $< $(CORE_SRC) $(TEST_SUPPORT) -lm -o $@

build/opt/test_%: tests/test_%.c $(TEST_DEPS) | build
	@mkdir -p build/opt
	$(CC) $(TEST_CFLAGS) -O2 $< $(CORE_SRC) $(TEST_SUPPORT) -lm -o $@

build/scalar/test_%: tests/test_%.c $(TEST_DEPS) | build
	@mkdir -p build/scalar
	$(CC) $(TEST_CFLAGS) -O2 -DSAT_NO_SIMD $< $(CORE_SRC) $(TEST_SUPPORT) -lm -o $@

NATIVE_VARIANTS := $(NATIVE_TESTS) $(subst build/,build/opt/,$(NATIVE_TESTS)) $(subst build/,build/scalar/,$(NATIVE_TESTS))

test-native: $(NATIVE_VARIANTS)
	@for t in $(NATIVE_VARIANTS); do echo "== $$t"; \
		ASAN_OPTIONS=detect_leaks=1 tools/suite.sh native-$$(echo $$t | tr / -) ./$$t || exit 1; done

# `make test` runs every suite even when one fails, then prints the total (and fails if anything failed).
test: export SAT_KEEP_GOING := 1
test: test-reset test-native
	@tools/suite.sh --total

test-reset:
	@rm -rf build/results

# Per-area rules, in the order their tests run: the wasm module and Node tests, the demo and browser tests,
# the benchmarks.
include mk/wasm.mk mk/demo.mk mk/bench.mk

clean:
	rm -rf build web/*.wasm
