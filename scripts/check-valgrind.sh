#!/usr/bin/env bash
# budget: 240 s
# cores: 2
# valgrind memcheck: the C and C++ tests of tests/c_programs.rs
# (tests/c/test_api.c, tests/c/test_cpp.cpp, every run of examples/solve.c)
# and examples/solve.c over examples/puzzles.txt, against the release
# libsudoku.so, under `valgrind --error-exitcode=99 --leak-check=full`:
# any invalid read or write, use of uninitialised memory or leak fails.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

ensure_apt valgrind valgrind
ensure_apt gcc gcc
ensure_apt g++ g++
[ -f tests/c_programs.rs ] || die "tests/c_programs.rs (the C tests) is missing"

lib_dir=$(release_lib_dir)
runner="valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect --track-origins=yes --quiet"

log "examples/solve.c over examples/puzzles.txt under valgrind"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cc -std=c99 -O1 -g -Iinclude examples/solve.c -o "$scratch/solve" \
  -L"$lib_dir" -Wl,-rpath,"$lib_dir" -lsudoku -lpthread || die "cannot build examples/solve.c"
passed=0
failed=0
for args in "examples/puzzles.txt" "--threads 2 examples/puzzles.txt" "--count 3 examples/puzzles.txt"; do
  # shellcheck disable=SC2086 # flags split on purpose
  if $runner "$scratch/solve" $args >"$scratch/out" 2>"$scratch/err"; then
    if [ "$args" = examples/puzzles.txt ] && ! diff <(grep -v '^#' examples/puzzles.expected) "$scratch/out" >&2; then
      echo "solve $args: output differs from examples/puzzles.expected" >&2
      failed=$((failed + 1))
    else
      passed=$((passed + 1))
    fi
  else
    cat "$scratch/err" >&2
    echo "solve $args failed under valgrind" >&2
    failed=$((failed + 1))
  fi
done

log "tests/c_programs.rs with every program under valgrind"
status=0
SUDOKU_TEST_LIB_DIR=$lib_dir SUDOKU_TEST_RUNNER=$runner \
  cargo test --test c_programs 2>&1 | tee "$scratch/test.log" || status=$?
tests_passed=$(cargo_tests_passed "$scratch/test.log")
tests_failed=$(cargo_tests_failed "$scratch/test.log")
if [ "$status" != 0 ] && [ "$tests_failed" = 0 ]; then tests_failed=1; fi
passed=$((passed + tests_passed))
failed=$((failed + tests_failed))
echo "valgrind: $passed passed, $failed failed"
[ "$failed" = 0 ]
