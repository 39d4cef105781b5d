#!/usr/bin/env bash
# budget: 120 s
# Java (examples/java): installs a JDK and Debian's JNA, and builds
# examples/java/build/libsudoku.jar with scripts/build-jar.sh: the binding,
# with the release library bundled as linux-x86-64/libsudoku.so (JNA's
# resource folder). Runs SolvePuzzles from the jar over examples/puzzles.txt, compares
# with examples/puzzles.expected and verifies every solution independently,
# then the library rule (LIBSUDOKU_PATH, else the bundled copy, else the
# system's search) and the test main, sudoku.SudokuTest, on the jar.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=java
dir=examples/java

source "$repo_root/scripts/lib-clients.sh"

ensure_apt javac default-jdk-headless
ensure_apt jar default-jdk-headless
jna=/usr/share/java/jna.jar
ensure_apt "$jna" libjna-java
log "$(javac -version 2>&1), JNA $(readlink -f "$jna")"

lib=$(release_lib_dir)/libsudoku.so
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

log "$lang: scripts/build-jar.sh"
JNA_JAR=$jna bash scripts/build-jar.sh || die "scripts/build-jar.sh failed"
build=$dir/build
jar_cp=$build/libsudoku.jar:$jna
check "libsudoku.jar bundles linux-x86-64/libsudoku.so" \
  bash -c 'jar --list --file "$1" | grep -qx linux-x86-64/libsudoku.so' _ "$build/libsudoku.jar"

# No libsudoku on the system's search path here, so a run that works uses
# the jar's copy.
no_system_lib() { ! /sbin/ldconfig -p | grep -q 'libsudoku\.so'; }
check "no libsudoku installed on this system (the next runs rely on it)" no_system_lib
run_bundled() { env -u LIBSUDOKU_PATH -u LD_LIBRARY_PATH java -cp "$jar_cp" sudoku.SolvePuzzles examples/puzzles.txt >"$work/out.txt"; }
check "SolvePuzzles from the jar (its bundled library) over examples/puzzles.txt" run_bundled
check "output equals examples/puzzles.expected" same_as_expected "$work/out.txt"
check "every printed solution is valid" verify_solutions examples/puzzles.txt "$work/out.txt"

mkdir -p "$work/elsewhere" && cp "$lib" "$work/elsewhere/libsudoku.so"
env_path_used() {
  LIBSUDOKU_PATH=$work/elsewhere/libsudoku.so java -cp "$build/libsudoku-nolib.jar:$jna" sudoku.SolvePuzzles >"$work/out-env.txt" \
    && same_as_expected "$work/out-env.txt"
}
check "LIBSUDOKU_PATH is honoured (default puzzle file)" env_path_used
wrong_path_named() {
  local err
  err=$(LIBSUDOKU_PATH=$work/missing/libsudoku.so java -cp "$jar_cp" sudoku.SolvePuzzles 2>&1 >/dev/null) && return 1
  grep -qF "LIBSUDOKU_PATH=$work/missing/libsudoku.so names no file" <<<"$err" || { echo "$err"; return 1; }
}
check "a wrong LIBSUDOKU_PATH is an error naming it (even with a bundled copy)" wrong_path_named

installed=$(installed_lib_dir "$work/prefix")
system_search() {
  env -u LIBSUDOKU_PATH LD_LIBRARY_PATH="$installed" \
    java -cp "$build/libsudoku-nolib.jar:$jna" sudoku.SolvePuzzles >"$work/out-system.txt" \
    && same_as_expected "$work/out-system.txt"
}
check "a jar without the library: the system's search (LD_LIBRARY_PATH)" system_search
nothing_found() {
  local err
  err=$(env -u LIBSUDOKU_PATH -u LD_LIBRARY_PATH java -cp "$build/libsudoku-nolib.jar:$jna" sudoku.SolvePuzzles 2>&1 >/dev/null) && return 1
  grep -q "Unable to load library 'sudoku'" <<<"$err" || { echo "$err"; return 1; }
}
check "nothing to load: JNA's error names the library" nothing_found

check "SudokuTest on the jar" java -cp "$jar_cp" sudoku.SudokuTest

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
