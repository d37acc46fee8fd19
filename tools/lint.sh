#!/bin/bash
# `make lint`: the checks that keep the tree consistent, each reported as one test. Closes with
# "N passed, M failed" like the other suites.
set -uo pipefail
cd "$(dirname "$0")/.."
passed=0 failed=0
check() { # name, command...
	local name="$1"; shift
	local out
	if out=$("$@" 2>&1); then
		echo "ok   $name"; passed=$((passed + 1))
	else
		echo "FAIL $name"; echo "$out" | head -40 | sed 's/^/     /'; failed=$((failed + 1))
	fi
}
# clang-format 14 (Debian bookworm's); the style is .clang-format.
check "C format (.clang-format)" sh -c 'c_files=$(git ls-files --cached --others --exclude-standard -- "*.c" "*.h");
	clang-format --dry-run --Werror $c_files'
check "web/errors.js generated from src/sat.h" node tools/gen-errors.mjs --check
check "dependencies one way: no cycle among src/*.c (tools/callgraph.sh)" tools/callgraph.sh
check "TypeScript: web/*.js JSDoc and web/sat.d.ts (tsc --noEmit)" node_modules/.bin/tsc -p tsconfig.json --noEmit
check "one version: src/sat.h, package.json, CHANGELOG.md" sh -c '
	h=$(sed -n "s/^#define SAT_VERSION_STRING \"\(.*\)\"/\1/p" src/sat.h)
	p=$(node -p "require(\"./package.json\").version")
	[ -n "$h" ] && [ "$h" = "$p" ] || { echo "sat.h says $h, package.json says $p"; exit 1; }
	grep -q "^## $h " CHANGELOG.md || { echo "CHANGELOG.md has no section for $h"; exit 1; }'
check "user-facing text cites sources by name (no seed files, issue numbers)" sh -c '
	! grep -nE -i "seed 00[0-9]|seeds/|issue [0-9]+|\(issue|#[0-9]+ issue" README.md src/sat.h web/*.d.ts web/*.js web/demo/*.js web/demo/*.html'
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
