#!/bin/bash
# Run one test suite, keep its output in build/results/NAME.log and its counts in NAME.count ("passed failed").
# Counts come from the suite's closing lines: "N passed, M failed" (C tests) or node:test's "pass N" / "fail M";
# a suite with neither counts as one test. A suite that exits non-zero counts at least one failure.
# Under `make test` (SAT_KEEP_GOING=1) a failing suite does not stop the others; --total prints the sum
# and fails if anything failed.
set -uo pipefail
mkdir -p build/results
if [ "$1" = "--total" ]; then
	cat build/results/*.count 2>/dev/null | awk '{ p += $1; f += $2 } END {
		printf "total: %d passed, %d failed\n", p, f; exit (f > 0 || NR == 0) }'
	exit $?
fi
name="$1"
shift
log="build/results/$name.log"
"$@" 2>&1 | tee "$log"
status=$?
counts=$(awk '
	/^[0-9]+ passed, [0-9]+ failed/ { p = $1; f = $3; seen = 1 }
	/^(# |ℹ )pass [0-9]+$/ { p = $NF; seen = 1 }
	/^(# |ℹ )fail [0-9]+$/ { f = $NF; seen = 1 }
	END { if (seen) print p + 0, f + 0 }' "$log")
[ -n "$counts" ] || counts=$([ $status -eq 0 ] && echo "1 0" || echo "0 1")
read -r passed failed <<<"$counts"
if [ $status -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "$passed $failed" >"build/results/$name.count"
if [ $status -ne 0 ] && [ "${SAT_KEEP_GOING:-0}" != 1 ]; then exit $status; fi
exit 0
