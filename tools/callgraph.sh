#!/bin/bash
# The layout rule of src/: dependencies point one way. Compiles each src/*.c to an object, reads the symbols it
# defines and the ones it needs with nm, and draws an edge from file A to file B when A needs something B defines.
# Fails when the graph has a cycle, naming the files of each strongly connected component and the symbols that
# close it. A static inline function of a header is compiled into each file that uses it, so it is no edge itself;
# what it calls is.
# Usage: tools/callgraph.sh [source dir] (src by default; relative to the repository's root). CC picks the compiler.
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-src}"
CC="${CC:-cc}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

sources=("$dir"/*.c)
for src in "${sources[@]}"; do
	name=$(basename "$src" .c)
	# -O0: nothing is inlined or folded away, so every call written in the source stays a symbol.
	"$CC" -std=c11 -O0 -I"$dir" -c "$src" -o "$tmp/$name.o"
	# "file kind symbol": D for a definition (external), U for a use.
	nm -P "$tmp/$name.o" | awk -v f="$src" '
		$2 == "U" { print f, "U", $1; next }
		$2 ~ /^[TDBRCVWGS]$/ { print f, "D", $1 }'
done >"$tmp/symbols"

sort -u "$tmp/symbols" | awk -v count="${#sources[@]}" '
	$2 == "D" { definedIn[$3] = $1; next }
	{ n++; user[n] = $1; symbol[n] = $3 }
	END {
		# Edges between files, with the symbols behind each (sorted).
		for (i = 1; i <= n; i++) {
			b = definedIn[symbol[i]]
			if (b == "" || b == user[i]) continue
			e = user[i] SUBSEP b
			if (!(e in edge)) { edge[e] = 1; files[user[i]]; files[b] }
			why[e] = why[e] (why[e] == "" ? "" : ", ") symbol[i]
		}
		# Reachability by repeated relaxation (a few dozen files): a and b share a cycle when each reaches the other.
		for (e in edge) reach[e] = 1
		for (changed = 1; changed;) {
			changed = 0
			for (e in reach) {
				split(e, p, SUBSEP)
				for (f in edge) {
					split(f, q, SUBSEP)
					if (q[1] == p[2] && !((p[1] SUBSEP q[2]) in reach)) { reach[p[1] SUBSEP q[2]] = 1; changed = 1 }
				}
			}
		}
		m = 0
		for (a in files) sorted[++m] = a
		for (i = 2; i <= m; i++) for (j = i; j > 1 && sorted[j - 1] > sorted[j]; j--) {
			t = sorted[j]; sorted[j] = sorted[j - 1]; sorted[j - 1] = t
		}
		cycles = 0
		for (i = 1; i <= m; i++) {
			a = sorted[i]
			if (done[a] || !((a SUBSEP a) in reach)) continue
			k = 0
			for (j = 1; j <= m; j++) {
				b = sorted[j]
				if (b == a || ((a SUBSEP b) in reach && (b SUBSEP a) in reach)) { done[b] = 1; member[++k] = b }
			}
			line = ""
			for (x = 1; x <= k; x++) line = line " " member[x]
			printf "cycle %d:%s\n", ++cycles, line
			for (x = 1; x <= k; x++) for (y = 1; y <= k; y++)
				if ((member[x] SUBSEP member[y]) in edge)
					printf "  %s -> %s (%s)\n", member[x], member[y], why[member[x] SUBSEP member[y]]
		}
		if (cycles > 0) {
			printf "call graph: %d files, %d cycle(s): the files of each call each other, directly or through the others;\n", count, cycles
			print "move what both need into a lower file, or have the caller pass it down (docs/design.md, Layout)"
			exit 1
		}
		printf "call graph: %d files, no cycles\n", count
	}'
