#!/usr/bin/env bash
# budget: 90 s
# C# example (examples/csharp): installs Mono, builds the release library,
# compiles the example with mcs, runs it with mono over examples/puzzles.txt,
# compares its output with examples/puzzles.expected, verifies every printed
# solution independently, checks that LIBSUDOKU_PATH is honoured, then runs
# its self-check (--test).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=csharp
dir=examples/csharp

source "$repo_root/scripts/lib-clients.sh"

ensure_apt mcs mono-mcs
ensure_apt mono mono-runtime
log "$(mcs --version), $(mono --version | head -n 1)"

lib=$(release_lib_dir)/libsudoku.so
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

log "$lang: mcs"
# The program goes to examples/csharp/build: it finds the repository's
# library and puzzles from there.
rm -rf "$dir/build" && mkdir -p "$dir/build"
mcs -warnaserror+ -warn:4 -optimize+ -out:"$dir/build/sudoku-solve.exe" "$dir"/*.cs || die "mcs failed"
exe=$dir/build/sudoku-solve.exe

# Without LIBSUDOKU_PATH the example must find the library in target/release.
run_default() { env -u LIBSUDOKU_PATH mono "$exe" examples/puzzles.txt >"$work/out.txt"; }
check "sudoku-solve.exe over examples/puzzles.txt" run_default
check "output equals examples/puzzles.expected" same_as_expected "$work/out.txt"
check "every printed solution is valid" verify_solutions examples/puzzles.txt "$work/out.txt"

# LIBSUDOKU_PATH: a copy elsewhere is used, and a wrong path is an error.
mkdir -p "$work/elsewhere" && cp "$lib" "$work/elsewhere/libsudoku.so"
env_path_used() {
  LIBSUDOKU_PATH=$work/elsewhere/libsudoku.so mono "$exe" >"$work/out-env.txt" \
    && same_as_expected "$work/out-env.txt" \
    && ! LIBSUDOKU_PATH=$work/missing/libsudoku.so mono "$exe" >/dev/null 2>&1
}
check "LIBSUDOKU_PATH is honoured (default puzzle file)" env_path_used

# A wrong LIBSUDOKU_PATH is an error that names it, never another library.
wrong_path_named() {
  local err
  err=$(LIBSUDOKU_PATH=$work/missing/libsudoku.so mono "$exe" 2>&1 >/dev/null) && return 1
  grep -qF "LIBSUDOKU_PATH=$work/missing/libsudoku.so" <<<"$err" || { echo "$err"; return 1; }
}
check "a wrong LIBSUDOKU_PATH is an error naming it" wrong_path_named

# Away from the repository there is no target/release beside the program:
# the system's search finds an installed library.
mkdir -p "$work/away/a/b" && cp "$exe" "$work/away/a/b/"
installed=$(installed_lib_dir "$work/prefix")
system_search() {
  env -u LIBSUDOKU_PATH LD_LIBRARY_PATH="$installed" mono "$work/away/a/b/sudoku-solve.exe" examples/puzzles.txt \
    >"$work/out-system.txt" && same_as_expected "$work/out-system.txt"
}
check "away from the repository: the system's search (LD_LIBRARY_PATH)" system_search
nothing_found_listed() {
  local err
  err=$(env -u LIBSUDOKU_PATH -u LD_LIBRARY_PATH mono "$work/away/a/b/sudoku-solve.exe" examples/puzzles.txt 2>&1 >/dev/null) && return 1
  grep -q "LIBSUDOKU_PATH: not set" <<<"$err" && grep -q "not built" <<<"$err" \
    && grep -q "system: libsudoku.so.1" <<<"$err" || { echo "$err"; return 1; }
}
check "nothing found: the error lists every place tried" nothing_found_listed

check "self-check (--test)" mono "$exe" --test

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
