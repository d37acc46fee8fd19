#!/bin/bash
# Runs the libFuzzer targets that mk/fuzz.mk builds into build/fuzz/.
# Usage: tests/fuzz/run.sh fuzz|smoke TARGET...
#   fuzz   each target for FUZZ_SECONDS (default 300) seconds, FUZZ_JOBS (default 2) at a time, on
#          build/fuzz/corpus/TARGET plus the committed seeds in tests/fuzz/corpus/TARGET (read only: new
#          inputs go to build/fuzz/corpus/TARGET).
#   Inputs that once found a defect are kept in tests/fuzz/findings/TARGET and replayed by both (read only).
#   smoke  each target over the committed seeds, then FUZZ_SMOKE_RUNS (default 20000) fuzzing runs from
#          them with a fixed seed (deterministic; new inputs go to a scratch directory); closes with
#          "N passed, M failed" for tools/suite.sh.
# Prints per target its runs and outcome. A crash, sanitizer report, leak, timeout or contract failure
# ("CONTRACT FAILURE [tag]") leaves the input in build/fuzz/ (path printed) and makes the script exit 1.
set -uo pipefail
cd "$(dirname "$0")/../.."
mode="${1:-}"
shift || true
case "$mode" in fuzz | smoke) ;; *) echo "usage: tests/fuzz/run.sh fuzz|smoke TARGET..." >&2; exit 2 ;; esac
[ $# -gt 0 ] || { echo "tests/fuzz/run.sh: no targets" >&2; exit 2; }
jobs="${FUZZ_JOBS:-2}"
seconds="${FUZZ_SECONDS:-300}"
smokeRuns="${FUZZ_SMOKE_RUNS:-20000}"
mkdir -p build/fuzz/logs

run_one() { # target: runs it, writes build/fuzz/logs/TARGET.{log,result}
	local t="$1" bin="build/fuzz/$1" log="build/fuzz/logs/$1.log" seeds="tests/fuzz/corpus/$1" corpus args extra=()
	[ -d "tests/fuzz/findings/$t" ] && extra=("tests/fuzz/findings/$t")
	if [ "$mode" = smoke ]; then
		corpus="build/fuzz/smoke/$t"
		rm -rf "$corpus"
		args=(-runs="$smokeRuns" -seed=1 -use_cmp=0 -max_total_time=60) # no CMP traces: they see addresses (ASLR)
		# The seeds as a list sorted by name, not as directories: libFuzzer reads a directory in the file system's
		# order (on ext4, a hash seeded per file system), and the order of the inputs steers the whole run; from a
		# list, every machine makes the same runs.
		mkdir -p build/fuzz/smoke
		find "$seeds" "${extra[@]}" -type f | LC_ALL=C sort | paste -sd, - >"build/fuzz/smoke/$t.seeds"
		args+=(-seed_inputs=@"build/fuzz/smoke/$t.seeds")
		seeds="" extra=()
	else
		corpus="build/fuzz/corpus/$t"
		args=(-max_total_time="$seconds")
	fi
	mkdir -p "$corpus"
	local start=$SECONDS
	# 30 s per input: the reference's checks of two 1024-gons (a Minkowski hull of a million points) take 3-4 s
	# under the sanitizers alone, and more on a loaded machine; a hang still stops the run.
	UBSAN_OPTIONS="print_stacktrace=1:${UBSAN_OPTIONS:-}" "$bin" "${args[@]}" -timeout=30 -rss_limit_mb=2048 \
		-print_final_stats=1 -artifact_prefix="build/fuzz/$t-" "$corpus" ${seeds:+"$seeds"} "${extra[@]}" >"$log" 2>&1
	echo "$? $((SECONDS - start))" >"build/fuzz/logs/$t.result"
}

# At most $jobs targets at once.
running=0
for t in "$@"; do
	if [ ! -x "build/fuzz/$t" ]; then echo "tests/fuzz/run.sh: build/fuzz/$t is not built" >&2; exit 2; fi
	rm -f "build/fuzz/logs/$t.result"
	echo "running $t ($([ "$mode" = smoke ] && echo "$smokeRuns runs" || echo "$seconds s"), log build/fuzz/logs/$t.log)"
	run_one "$t" &
	running=$((running + 1))
	if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
done
wait

passed=0 failed=0
for t in "$@"; do
	log="build/fuzz/logs/$t.log"
	read -r status took <"build/fuzz/logs/$t.result" 2>/dev/null || { status=99; took=0; }
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
	[ -n "$runs" ] || runs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -1)
	[ -n "$runs" ] || runs="?"
	inputs=$(find "build/fuzz/$([ "$mode" = smoke ] && echo smoke || echo corpus)/$t" "tests/fuzz/corpus/$t" \
		"tests/fuzz/findings/$t" -type f 2>/dev/null | wc -l)
	if [ "$status" = 0 ]; then
		passed=$((passed + 1))
		printf 'ok   %-14s %9s runs in %3ss, nothing found (%d corpus inputs)\n' "$t" "$runs" "$took" "$inputs"
		continue
	fi
	failed=$((failed + 1))
	artifact=$(sed -n "s/.*Test unit written to \(.*\)$/\1/p" "$log" | tail -1)
	what=$(grep -m1 -E 'CONTRACT FAILURE|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:' "$log" | cut -c1-400)
	printf 'FAIL %-14s after %s runs in %ss (exit %s)\n' "$t" "$runs" "$took" "$status"
	echo "     ${what:-see the log}"
	grep -m1 '^  case: ' "$log" | cut -c1-600 | sed 's/^/   /'
	if [ -n "$artifact" ]; then
		echo "     input:     $artifact"
		echo "     reproduce: build/fuzz/$t $artifact"
		# The input itself, so a finding on another machine (CI) can be reproduced from its log alone:
		# echo '...' | base64 -d >input
		[ -f "$artifact" ] && [ "$(wc -c <"$artifact")" -le 8192 ] && echo "     base64:    $(base64 -w0 "$artifact")"
	fi
	echo "     log:       $log"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
