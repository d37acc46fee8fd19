# `make lint`: C formatting (clang-format), the generated error table, one-way dependencies between the C files
# (tools/callgraph.sh: no cycle in "file A calls a function file B defines"), the TypeScript check of the JS module
# and its types, one version everywhere, user-facing text. Part of `make test`.

lint:
	@command -v clang-format >/dev/null 2>&1 || tools/ensure.sh clang-format
	@tools/ensure.sh node_modules
	@tools/suite.sh lint tools/lint.sh

# Rewrite the C sources in the project's style.
format:
	@command -v clang-format >/dev/null 2>&1 || tools/ensure.sh clang-format
	clang-format -i $$(git ls-files --cached --others --exclude-standard -- '*.c' '*.h')

# The call-graph check alone (cc and nm only).
callgraph:
	@tools/callgraph.sh

.PHONY: lint format callgraph
test: lint
