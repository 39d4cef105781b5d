#!/usr/bin/env bash
# Java example (examples/java): installs a JDK and JNA, builds the release
# library, compiles the example with javac, runs it over examples/puzzles.txt,
# compares its output with examples/puzzles.expected, verifies every printed
# solution independently, checks that LIBSUDOKU_PATH is honoured, then runs
# the test main (sudoku.SudokuTest).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=java
dir=examples/java

source "$repo_root/scripts/lib-clients.sh"

ensure_apt javac default-jdk-headless
jna=/usr/share/java/jna.jar
ensure_apt "$jna" libjna-java
log "$(javac -version 2>&1), JNA $(readlink -f "$jna")"

lib=$(release_lib_dir)/libsudoku.so
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

log "$lang: javac"
# The classes go to examples/java/build: the example finds the repository's
# library and puzzles from there.
rm -rf "$dir/build"
javac -Xlint:all -Werror -encoding UTF-8 -cp "$jna" -d "$dir/build" "$dir"/src/sudoku/*.java || die "javac failed"
cp=$dir/build:$jna

# Without LIBSUDOKU_PATH the example must find the library in target/release.
run_default() { env -u LIBSUDOKU_PATH java -cp "$cp" sudoku.SolvePuzzles examples/puzzles.txt >"$work/out.txt"; }
check "SolvePuzzles over examples/puzzles.txt" run_default
check "output equals examples/puzzles.expected" same_as_expected "$work/out.txt"
check "every printed solution is valid" verify_solutions examples/puzzles.txt "$work/out.txt"

# LIBSUDOKU_PATH: a copy elsewhere is used, and a wrong path is an error.
mkdir -p "$work/elsewhere" && cp "$lib" "$work/elsewhere/libsudoku.so"
env_path_used() {
  LIBSUDOKU_PATH=$work/elsewhere/libsudoku.so java -cp "$cp" sudoku.SolvePuzzles >"$work/out-env.txt" \
    && same_as_expected "$work/out-env.txt" \
    && ! LIBSUDOKU_PATH=$work/missing/libsudoku.so java -cp "$cp" sudoku.SolvePuzzles >/dev/null 2>&1
}
check "LIBSUDOKU_PATH is honoured (default puzzle file)" env_path_used

check "SudokuTest" java -cp "$cp" sudoku.SudokuTest

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
