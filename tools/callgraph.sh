#!/bin/bash
# The layout rule of src/: dependencies point one way. Compiles each src/*.c to an object, reads the symbols it
# defines and the ones it needs with nm, and draws an edge from file A to file B when A needs something B defines.
# Fails when the graph has a cycle, naming the files of each strongly connected component and the symbols that
# close it. A static inline function of a header is compiled into each file that uses it, so it is no edge itself;
# what it calls is.
# Usage: tools/callgraph.sh [source dir] (src by default).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-src}"
CC="${CC:-cc}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

sources=("$dir"/*.c)
for src in "${sources[@]}"; do
	name=$(basename "$src" .c)
	# -O0: nothing is inlined across or folded away, every call written in the source is a symbol.
	"$CC" -std=c11 -O0 -I"$dir" -c "$src" -o "$tmp/$name.o"
	# "file kind symbol": D for a definition (external), U for a use.
	nm -P "$tmp/$name.o" | awk -v f="$src" '
		$2 == "U" { print f, "U", $1; next }
		$2 ~ /^[TDBRCVWGS]$/ { print f, "D", $1 }'
done >"$tmp/symbols"

awk -v count="${#sources[@]}" '
	$2 == "D" { definedIn[$3] = $1; next }
	{ uses[NR] = $1 " " $3 }
	END {
		# Edges between files, with the symbols behind each.
		for (i in uses) {
			split(uses[i], u, " ")
			b = definedIn[u[2]]
			if (b == "" || b == u[1]) continue
			e = u[1] SUBSEP b
			if (!(e in edge)) { edge[e] = 1; files[u[1]]; files[b] }
			why[e] = why[e] (why[e] == "" ? "" : ", ") u[2]
		}
		# Reachability by repeated relaxation (a few dozen files): a and b share a cycle when each reaches the other.
		for (e in edge) reach[e] = 1
		changed = 1
		while (changed) {
			changed = 0
			for (e in reach) {
				split(e, p, SUBSEP)
				for (f in edge) {
					split(f, q, SUBSEP)
					if (q[1] == p[2] && !((p[1] SUBSEP q[2]) in reach)) { reach[p[1] SUBSEP q[2]] = 1; changed = 1 }
				}
			}
		}
		n = 0
		for (a in files) {
			if (done[a] || !((a SUBSEP a) in reach)) continue
			members = ""
			for (b in files)
				if (b == a || ((a SUBSEP b) in reach && (b SUBSEP a) in reach)) { done[b] = 1; members = members " " b }
			n++
			printf "cycle %d:%s\n", n, members
			split(members, m, " ")
			for (i in m) for (j in m)
				if ((m[i] SUBSEP m[j]) in edge) printf "  %s -> %s (%s)\n", m[i], m[j], why[m[i] SUBSEP m[j]]
		}
		if (n > 0) {
			printf "call graph: %d files, %d cycle(s): the files of each call each other, directly or through the others;\n", count, n
			print "move what both need into a lower file, or have the caller pass it down (docs/design.md, Layout)"
			exit 1
		}
		printf "call graph: %d files, no cycles\n", count
	}' "$tmp/symbols"
