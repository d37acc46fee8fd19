# `make bench`: every contender on the same seeded scenes (bench/run.mjs), including the native build of the
# world (build/bench_native), then the broad-phase table (build/bench_broadphase). Included by the top-level
# Makefile. BENCH_ARGS is passed to bench/run.mjs, e.g. `make bench BENCH_ARGS="--scene level"` or
# BENCH_ARGS="--scene uniform 1000 5000"; with BENCH_ARGS set, the broad-phase table is left out.

NODE ?= node
BENCH_ARGS ?=
# SSE2 is the native SIMD path; pass it explicitly on x86 (it is the default on x86-64 anyway).
BENCH_SIMD := $(if $(filter x86_64% i%86% amd64%,$(shell $(CC) -dumpmachine)),-msse2,)
CFLAGS_BENCH := $(CSTD) $(WARN) $(FPFLAGS) -O3 $(BENCH_SIMD)

build/bench_native: bench/native.c $(CORE_SRC) $(CORE_HDR) mk/bench.mk | build
	$(CC) $(CFLAGS_BENCH) -Isrc bench/native.c $(CORE_SRC) -lm -o $@

build/bench_broadphase: bench/broadphase.c $(CORE_SRC) $(CORE_HDR) mk/bench.mk | build
	$(CC) $(CFLAGS_BENCH) -Isrc bench/broadphase.c $(CORE_SRC) -lm -o $@

bench: wasm build/bench_native build/bench_broadphase
	@tools/ensure.sh node_modules
	$(NODE) bench/run.mjs $(BENCH_ARGS)
ifeq ($(strip $(BENCH_ARGS)),)
	@echo "Broad phase: the grid world against sort-and-sweep (native, bench/broadphase.c)"
	./build/bench_broadphase
endif
