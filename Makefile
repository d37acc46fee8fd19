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

.PHONY: all native wasm test test-native test-js test-browser demo bench clean

all: native wasm

native: build/libsat.a

build/%.o: src/%.c $(CORE_HDR) | build
	$(CC) $(CFLAGS_NATIVE) -c $< -o $@

build/libsat.a: $(patsubst src/%.c,build/%.o,$(CORE_SRC))
	ar rcs $@ $^

build:
	mkdir -p build

# Native tests: the same sources under AddressSanitizer and UndefinedBehaviorSanitizer.
build/test_%: tests/test_%.c $(CORE_SRC) $(CORE_HDR) $(TEST_SUPPORT) $(wildcard tests/support/*.h) | build
	$(CC) $(CSTD) $(WARN) $(FPFLAGS) $(SANITIZE) -Isrc -Itests/support $< $(CORE_SRC) $(TEST_SUPPORT) -lm -o $@

test-native: $(NATIVE_TESTS)
	@set -e; for t in $(NATIVE_TESTS); do echo "== $$t"; ASAN_OPTIONS=detect_leaks=1 ./$$t; done

test: test-native

# Per-area rules: mk/wasm.mk (module, JS tests), mk/demo.mk (demo, browser tests), mk/bench.mk (benchmarks).
include $(wildcard mk/*.mk)

clean:
	rm -rf build web/*.wasm
