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
