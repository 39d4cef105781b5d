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

# --- Shared by the scripts/check-<language>.sh scripts (same text in each) ---
passed=0
failed=0
# check NAME COMMAND...: runs one check and counts it; a failure is reported
# and counted, and the remaining checks still run.
check() {
  local name=$1; shift
  log "$lang: $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    printf 'FAILED: %s: %s\n' "$lang" "$name" >&2
  fi
}
# expected_output: what the examples must print, puzzles.expected less its '#' lines.
expected_output() { grep -v '^#' examples/puzzles.expected; }
# same_as_expected FILE: FILE holds exactly the expected output.
same_as_expected() { expected_output | diff -u - "$1"; }
# verify_solutions PUZZLES OUTPUT: every line of OUTPUT that is 81 digits is
# checked against the puzzle of the same rank (blank and '#' lines of
# PUZZLES skipped): rows, columns and boxes hold 1-9 once, givens are kept.
# Written in awk so that it shares nothing with the library or the example.
verify_solutions() {
  awk '
    FNR == NR {
      sub(/^[ \t\r]+/, ""); sub(/[ \t\r]+$/, "")
      if ($0 != "" && substr($0, 1, 1) != "#") puzzle[++n] = $0
      next
    }
    {
      m++
      if (length($0) != 81 || $0 !~ /^[1-9]+$/) next
      p = puzzle[m]; s = $0; checked++
      for (i = 1; i <= 81; i++) {
        g = substr(p, i, 1)
        if (g ~ /[1-9]/ && g != substr(s, i, 1)) { printf "line %d: given %d changed\n", m, i; bad++ }
      }
      for (u = 0; u < 9; u++) {
        split("", row); split("", col); split("", box)
        for (k = 0; k < 9; k++) {
          row[substr(s, u * 9 + k + 1, 1)]++
          col[substr(s, k * 9 + u + 1, 1)]++
          r = 3 * int(u / 3) + int(k / 3); c = 3 * (u % 3) + k % 3
          box[substr(s, r * 9 + c + 1, 1)]++
        }
        for (d = 1; d <= 9; d++)
          if (row[d] != 1 || col[d] != 1 || box[d] != 1) { printf "line %d: unit %d lacks %d\n", m, u, d; bad++ }
      }
    }
    END {
      if (m != n) { printf "%d answers for %d puzzles\n", m, n; exit 1 }
      if (checked == 0) { print "no solution to verify"; exit 1 }
      printf "%d solutions verified\n", checked
      exit bad > 0
    }' "$1" "$2"
}
# --- end of the shared part ---

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
