#!/usr/bin/env bash
# budget: 255 s
# The benchmark harness as a smoke test: --quick on the in-repo samples must
# print a row for every file and the batch table, and find no disagreement
# between the solvers; --rate its tables (below); --generate --quick a row
# for every generation workload, every puzzle with one solution. Timings are
# not checked: the machine is shared.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

fail() {
  printf 'FAILED: %s\n' "$*" >&2
  echo "bench: 0 passed, 1 failed"
  exit 1
}

out=$(mktemp)
trap 'rm -f "$out"' EXIT

log "cargo run --release -p sudoku-bench -- --quick --data tests/data"
if ! cargo run --release -p sudoku-bench -- --quick --data tests/data >"$out"; then
  cat "$out"
  fail "the benchmark exited non-zero (a disagreement, or bad data)"
fi
cat "$out"

grep -q '^| file | puzzles | libsudoku µs | crate µs |' "$out" || fail "no results table"
for file in tests/data/*.txt; do
  name=$(basename "$file" .txt)
  grep -q "^| $name | " "$out" || fail "no table row for $name"
done
grep -q '^| threads | puzzles/s |' "$out" || fail "no batch table"
grep -qx 'disagreements: 0' "$out" || fail "the solvers disagree"

# The same sets transformed: every solver must still agree on every puzzle.
log "cargo run --release -p sudoku-bench -- --quick --no-batch --transform 1 --data tests/data"
if ! cargo run --release -p sudoku-bench -- --quick --no-batch --transform 1 --data tests/data >"$out"; then
  cat "$out"
  fail "the benchmark exited non-zero on transformed puzzles (a disagreement, or bad data)"
fi
cat "$out"
grep -qx 'puzzles: transformed (--transform 1)' "$out" || fail "the transformed run does not say so"
for file in tests/data/*.txt; do
  name=$(basename "$file" .txt)
  grep -q "^| $name | " "$out" || fail "no table row for $name, transformed"
done
grep -qx 'disagreements: 0' "$out" || fail "the solvers disagree on transformed puzzles"

# The rating benchmark: a table per file, and the dev set's ratings equal to
# Sudoku Explainer's on every puzzle it rates 6.2 or less.
log "cargo run --release -p sudoku-bench -- --rate --rounds 1 --sample 5 --data tests/data"
if ! cargo run --release -p sudoku-bench -- --rate --rounds 1 --sample 5 --data tests/data >"$out"; then
  cat "$out"
  fail "the rating benchmark exited non-zero (a rating differs from Sudoku Explainer's, or bad data)"
fi
cat "$out"
grep -q '^se_rated_dev: 709 puzzles' "$out" || fail "no rating table for the dev set"
grep -q 'ER/EP/ED equal on 434 of 434 puzzles' "$out" || fail "ratings differ from Sudoku Explainer's"
for name in kaggle_10k minimal_100k 17_clue magictour_top1465 forum_hardest_1905_11plus forum_hardest_1106; do
  grep -q "^$name: 5 puzzles" "$out" || fail "no rating table for 5 puzzles of $name"
done

log "cargo run --release -p sudoku-bench -- --generate --quick"
if ! cargo run --release -p sudoku-bench -- --generate --quick >"$out"; then
  cat "$out"
  fail "the generation benchmark exited non-zero (a puzzle without one solution)"
fi
cat "$out"
for row in "unique minimal, no symmetry" "unique minimal, 180° symmetry" "random complete grids" \
  "1.0-1.9 | none" "2.0-3.9 | none" "4.0-6.2 | none" "4.0-6.2 | 180°" "7.0+" "9.0+"; do
  grep -q "^| $row | " "$out" || fail "no generation row for $row"
done

# The other modes, briefly: each exits non-zero on a wrong answer (two
# 17-clue puzzles with one form, a variant answer that differs from its
# stored solution, a generated variant without one solution).
smoke() {
  local expected=$1
  shift
  log "cargo run --release -p sudoku-bench -- $*"
  if ! cargo run --release -p sudoku-bench -- "$@" >"$out"; then
    cat "$out"
    fail "sudoku-bench $* exited non-zero"
  fi
  cat "$out"
  grep -q "$expected" "$out" || fail "sudoku-bench $*: no line matching '$expected'"
}
smoke '^17_clue: 1,000 puzzles, 1,000 distinct forms' --canon --rounds 1 --limit 300 --data tests/data
smoke '^hodoku rate: 709 puzzles' --hodoku --rounds 1
smoke '^| 6x6 180 | ' --variant-generate --rounds 1 --scale 0.1 --only 6x6
smoke '^sample  *36 ' --variants tests/data/variants/sample.jsonl
echo "bench: 1 passed, 0 failed"
