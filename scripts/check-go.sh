#!/usr/bin/env bash
# budget: 90 s
# Go example (examples/go): installs Go, installs libsudoku into a temporary
# prefix with scripts/install.sh (the package's cgo flags come from
# `pkg-config: sudoku`), builds the package and cmd/sudoku-solve, runs it
# over examples/puzzles.txt, compares its output with
# examples/puzzles.expected, verifies every printed solution independently,
# checks how the library is found at run time, builds a program of another
# module that requires the package, then runs go test.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=go
dir=examples/go

source "$repo_root/scripts/lib-clients.sh"

ensure_apt go golang
ensure_apt gcc gcc # cgo compiles the package's C part
ensure_apt pkg-config pkgconf
# The module has no dependencies: never reach for the module proxy, nor for
# another toolchain (Go 1.21 and later would look for one).
export GOPROXY=off GOFLAGS=-mod=readonly GOTOOLCHAIN=local
# Go's own default cache folder, but also when HOME is unset.
export GOCACHE=${GOCACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/go-build}
log "$(go version)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
lib_dir=$(installed_lib_dir "$work/prefix")
export PKG_CONFIG_PATH=$work/prefix/lib/pkgconfig
# The rpath lets the programs run without LD_LIBRARY_PATH; it is a RUNPATH,
# so LD_LIBRARY_PATH still comes first.
export CGO_LDFLAGS="-Wl,-rpath,$lib_dir"

formatted() {
  local unformatted
  unformatted=$(cd "$dir" && gofmt -l .) || return 1
  [ -z "$unformatted" ] || { echo "not gofmt-formatted: $unformatted"; return 1; }
}
check "gofmt" formatted
check "go vet" bash -c "cd '$dir' && go vet ./..."

log "$lang: go build ./cmd/sudoku-solve, flags from pkg-config: $(pkg-config --cflags --libs sudoku)"
(cd "$dir" && go build -o "$work/sudoku-solve" ./cmd/sudoku-solve) || die "go build failed"

run_default() { env -u LD_LIBRARY_PATH "$work/sudoku-solve" examples/puzzles.txt >"$work/out.txt"; }
check "sudoku-solve over examples/puzzles.txt" run_default
check "output equals examples/puzzles.expected" same_as_expected "$work/out.txt"
check "every printed solution is valid" verify_solutions examples/puzzles.txt "$work/out.txt"

# Go links at build time: the rpath names the prefix, and LD_LIBRARY_PATH
# puts another libsudoku.so.1 first.
loads_from() {
  local want got
  want=$(readlink -f "$1/libsudoku.so.1")
  got=$(env -u LD_LIBRARY_PATH ${2:+LD_LIBRARY_PATH=$2} ldd "$work/sudoku-solve" | awk '$1 == "libsudoku.so.1" { print $3 }')
  [ -n "$got" ] && [ "$(readlink -f "$got")" = "$want" ] || { echo "loads '$got', want '$want'"; return 1; }
}
mkdir -p "$work/elsewhere" && cp "$lib_dir/libsudoku.so.1" "$work/elsewhere/libsudoku.so.1"
library_found() {
  loads_from "$lib_dir" \
    && loads_from "$work/elsewhere" "$work/elsewhere" \
    && LD_LIBRARY_PATH=$work/elsewhere "$work/sudoku-solve" >"$work/out-env.txt" \
    && same_as_expected "$work/out-env.txt"
}
check "library found by rpath, or LD_LIBRARY_PATH (default puzzle file)" library_found

# Another module, as a user's program would be: it requires the package by
# its module path, with a replace directive naming this folder.
consumer=$work/consumer
mkdir -p "$consumer"
printf '%s\n' "module example.com/consumer" "" "go 1.19" "" \
  "require example.com/sudoku v0.0.0" "" "replace example.com/sudoku => $repo_root/$dir" >"$consumer/go.mod"
cat >"$consumer/main.go" <<'GO'
package main

import (
	"fmt"

	"example.com/sudoku"
)

func main() {
	solution, err := sudoku.Solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		panic(err)
	}
	fmt.Println(solution)
}
GO
other_module() {
  (cd "$consumer" && GOFLAGS=-mod=mod go build -o "$work/consumer-bin" .) \
    && [ "$("$work/consumer-bin")" = 534678912672195348198342567859761423426853791713924856961537284287419635345286179 ]
}
check "a program in another module (require + replace) builds and solves" other_module

# -count=1: go test would otherwise reuse a cached result, blind to a rebuilt library.
check "go test" bash -c "cd '$dir' && go test -count=1 -v ./... | grep -Ev '^(=== RUN|    --- PASS)'; exit \${PIPESTATUS[0]}"

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
