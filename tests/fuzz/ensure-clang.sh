#!/bin/sh
# Makes sure $FUZZ_CC (default clang) can build a libFuzzer target with ASan and UBSan; on a fresh Debian
# machine installs clang and its runtime libraries (libclang_rt.fuzzer is in libclang-rt-NN-dev, which
# Debian 12's clang only recommends: the metapackage libclang-rt-dev pulls in the matching one).
set -eu
cc="${FUZZ_CC:-clang}"
probe() {
	dir=$(mktemp -d)
	printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
		'int LLVMFuzzerTestOneInput(const uint8_t* d, size_t n);' \
		'int LLVMFuzzerTestOneInput(const uint8_t* d, size_t n) { (void)d; (void)n; return 0; }' >"$dir/probe.c"
	ok=0
	"$cc" -fsanitize=fuzzer,address,undefined "$dir/probe.c" -o "$dir/probe" >/dev/null 2>&1 && ok=1
	rm -rf "$dir"
	[ "$ok" = 1 ]
}
probe && exit 0
echo "sat-wasm: '$cc' cannot build libFuzzer targets (-fsanitize=fuzzer,address,undefined)" >&2
tools/ensure.sh packages clang libclang-rt-dev
probe || { echo "sat-wasm: clang and libclang-rt-dev installed, but '$cc' still cannot link -fsanitize=fuzzer" \
	"(look for libclang_rt.fuzzer-x86_64.a: dpkg -S libclang_rt.fuzzer-x86_64.a)" >&2; exit 1; }
