#!/usr/bin/env bash
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

check "self-check (--test)" mono "$exe" --test

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
