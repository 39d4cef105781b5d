#!/usr/bin/env bash
# Go example (examples/go): installs Go, builds the release library, builds
# the cgo package and cmd/sudoku-solve, runs it over examples/puzzles.txt,
# compares its output with examples/puzzles.expected, verifies every printed
# solution independently, checks how the library is found, then runs go test.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=go
dir=examples/go

source "$repo_root/scripts/lib-clients.sh"

ensure_apt go golang
ensure_apt gcc gcc # cgo compiles the package's C part
# The module has no dependencies: never reach for the module proxy, nor for
# another toolchain (Go 1.21 and later would look for one).
export GOPROXY=off GOFLAGS=-mod=readonly GOTOOLCHAIN=local
# Go's own default cache folder, but also when HOME is unset.
export GOCACHE=${GOCACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/go-build}
log "$(go version)"

lib_dir=$(release_lib_dir)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

formatted() {
  local unformatted
  unformatted=$(cd "$dir" && gofmt -l .) || return 1
  [ -z "$unformatted" ] || { echo "not gofmt-formatted: $unformatted"; return 1; }
}
check "gofmt" formatted
check "go vet" bash -c "cd '$dir' && go vet ./..."

log "$lang: go build ./cmd/sudoku-solve"
(cd "$dir" && go build -o "$work/sudoku-solve" ./cmd/sudoku-solve) || die "go build failed"

# The program finds the library through its rpath, with no LD_LIBRARY_PATH.
run_default() { env -u LD_LIBRARY_PATH "$work/sudoku-solve" examples/puzzles.txt >"$work/out.txt"; }
check "sudoku-solve over examples/puzzles.txt" run_default
check "output equals examples/puzzles.expected" same_as_expected "$work/out.txt"
check "every printed solution is valid" verify_solutions examples/puzzles.txt "$work/out.txt"

# Go links at build time: the rpath names target/release, and LD_LIBRARY_PATH
# (the rpath is a RUNPATH) puts another libsudoku.so.1 first.
loads_from() {
  local want got
  want=$(readlink -f "$1/libsudoku.so.1")
  got=$(env -u LD_LIBRARY_PATH ${2:+LD_LIBRARY_PATH=$2} ldd "$work/sudoku-solve" | awk '$1 == "libsudoku.so.1" { print $3 }')
  [ -n "$got" ] && [ "$(readlink -f "$got")" = "$want" ] || { echo "loads '$got', want '$want'"; return 1; }
}
mkdir -p "$work/elsewhere" && cp "$lib_dir/libsudoku.so" "$work/elsewhere/libsudoku.so.1"
library_found() {
  loads_from "$lib_dir" \
    && loads_from "$work/elsewhere" "$work/elsewhere" \
    && LD_LIBRARY_PATH=$work/elsewhere "$work/sudoku-solve" >"$work/out-env.txt" \
    && same_as_expected "$work/out-env.txt"
}
check "library found by rpath, or LD_LIBRARY_PATH (default puzzle file)" library_found

# -count=1: go test would otherwise reuse a cached result, blind to a rebuilt library.
check "go test" bash -c "cd '$dir' && go test -count=1 -v ./... | grep -Ev '^(=== RUN|    --- PASS)'; exit \${PIPESTATUS[0]}"

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
