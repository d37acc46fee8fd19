#!/bin/sh
# Installs what the build needs on a fresh Debian machine, or says clearly why it cannot.
# Usage: tools/ensure.sh emcc|chromium|clang-format|node_modules, or tools/ensure.sh packages PKG... (install them)
set -eu
need="$1"

apt_install() {  # $1 = command that must exist afterwards (or "" for none), rest = Debian packages
	cmd="$1"; shift
	if [ -n "$cmd" ] && command -v "$cmd" >/dev/null 2>&1; then return 0; fi
	echo "sat-wasm: ${cmd:+'$cmd' is missing; }installing Debian package(s): $*" >&2
	if ! command -v apt-get >/dev/null 2>&1; then
		echo "sat-wasm: cannot install $*: this is not a Debian-like system (no apt-get). Install $* yourself." >&2
		exit 1
	fi
	if [ "$(id -u)" != 0 ]; then
		if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO=sudo; else
			echo "sat-wasm: cannot install $*: not root and no password-less sudo. Run: sudo apt-get install -y $*" >&2
			exit 1
		fi
	else SUDO=; fi
	$SUDO apt-get update -qq >&2 || { echo "sat-wasm: apt-get update failed" >&2; exit 1; }
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >&2 ||
		{ echo "sat-wasm: apt-get install $* failed" >&2; exit 1; }
	[ -z "$cmd" ] || command -v "$cmd" >/dev/null 2>&1 || { echo "sat-wasm: $* installed but '$cmd' is still missing" >&2; exit 1; }
}

case "$need" in
emcc) apt_install emcc emscripten ;;
chromium) apt_install chromium chromium ;;
clang-format) apt_install clang-format clang-format ;;
packages) shift; apt_install "" "$@" ;;
node_modules)
	command -v npm >/dev/null 2>&1 || apt_install npm nodejs npm
	if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
		echo "sat-wasm: installing npm packages from package-lock.json (npm ci)" >&2
		npm ci --no-audit --no-fund >&2 || { echo "sat-wasm: npm ci failed (is the npm registry reachable?)" >&2; exit 1; }
	fi ;;
*) echo "usage: tools/ensure.sh emcc|chromium|clang-format|node_modules, or tools/ensure.sh packages PKG..." >&2; exit 2 ;;
esac
