# Fuzzing: libFuzzer targets in tests/fuzz/ (one per fuzz_*.c), built with clang under AddressSanitizer and
# UndefinedBehaviorSanitizer, that check the contracts of src/sat.h against the double-precision reference
# (tests/support/reference.c), not only crashes. Included by the top-level Makefile.
#   make fuzz        every target for FUZZ_SECONDS (300) s, FUZZ_JOBS (2) at a time, on build/fuzz/corpus/TARGET
#                    plus the committed seeds (tests/fuzz/corpus/TARGET, never written); fails on any finding
#                    and prints its input's path (build/fuzz/TARGET-crash-*); reproduce: build/fuzz/TARGET FILE
#   make fuzz-smoke  every target over the seeds plus FUZZ_SMOKE_RUNS (20000) deterministic runs, as a suite
#   make fuzz-seeds  rewrite the committed seeds from tests/fuzz/seeds.c
# FUZZ_SKIP=tag,... (environment) makes the targets ignore failures of those contracts: for looking past a
# known finding while developing, never in `make fuzz` or `make fuzz-smoke` runs that count.

CSTD ?= -std=c11
WARN ?= -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes
CORE_SRC ?= $(wildcard src/*.c)
CORE_HDR ?= $(wildcard src/*.h)

FUZZ_CC ?= clang
FUZZ_SECONDS ?= 300
FUZZ_JOBS ?= 2
FUZZ_SMOKE_RUNS ?= 20000
FUZZ_TARGETS := $(patsubst tests/fuzz/%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
FUZZ_BINS := $(addprefix build/fuzz/,$(FUZZ_TARGETS))
# No FMA contraction: the reference and the checks compute in double exactly as written.
FUZZ_CFLAGS := $(CSTD) $(WARN) -ffp-contract=off -fno-fast-math -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all -fno-omit-frame-pointer -g -O1 -Isrc -Itests/support -Itests/fuzz
FUZZ_DEPS := $(CORE_SRC) $(CORE_HDR) tests/support/reference.c tests/support/reference.h tests/support/seams.c tests/support/seams.h $(wildcard tests/fuzz/*.h) \
	tests/support/alloc.c tests/support/alloc.h mk/fuzz.mk
# Allocations go through tests/support/alloc.c, which can make one fail (fuzz_world: out of memory changes nothing).
FUZZ_LDFLAGS := -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc

.PHONY: fuzz fuzz-smoke fuzz-seeds fuzz-build

# Installs clang and its fuzzer runtime once when missing (before any target, so `make -j` runs apt-get once).
build/fuzz/clang.ok: tests/fuzz/ensure-clang.sh
	@mkdir -p build/fuzz
	@FUZZ_CC=$(FUZZ_CC) sh tests/fuzz/ensure-clang.sh
	@touch $@

build/fuzz/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_DEPS) | build/fuzz/clang.ok
	$(FUZZ_CC) $(FUZZ_CFLAGS) $< $(CORE_SRC) tests/support/reference.c tests/support/seams.c tests/support/alloc.c $(FUZZ_LDFLAGS) -lm -o $@

fuzz-build: $(FUZZ_BINS)

fuzz: $(FUZZ_BINS)
	@FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_JOBS=$(FUZZ_JOBS) bash tests/fuzz/run.sh fuzz $(FUZZ_TARGETS)

fuzz-smoke: $(FUZZ_BINS)
	@FUZZ_SMOKE_RUNS=$(FUZZ_SMOKE_RUNS) FUZZ_JOBS=$(FUZZ_JOBS) tools/suite.sh fuzz-smoke bash tests/fuzz/run.sh smoke $(FUZZ_TARGETS)

fuzz-seeds: tests/fuzz/seeds.c tests/fuzz/fuzz_common.h | build/fuzz/clang.ok
	$(FUZZ_CC) $(CSTD) $(WARN) -ffp-contract=off -O1 -Isrc -Itests/support -Itests/fuzz $< -lm -o build/fuzz/seeds
	rm -rf tests/fuzz/corpus
	build/fuzz/seeds tests/fuzz/corpus

# A short, deterministic run of every target (seeds, kept findings, then fuzzing) is part of `make test`.
test: fuzz-smoke
