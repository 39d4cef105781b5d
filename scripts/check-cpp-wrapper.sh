#!/usr/bin/env bash
# budget: 60 s
# The C++17 wrappers, include/sudoku.hpp and sudoku_rules.hpp, beyond what
# cargo test does (it builds and runs tests/cpp/test_hpp.cpp and
# test_rules_hpp.cpp with and without exceptions, in tests/c_programs.rs, so
# the sanitizer and valgrind runs see them too): the first test under C++20,
# both headers clean under stricter warnings than the project's, and an
# older standard refused with the header's own message rather than a
# cascade from <string_view>.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

ensure_apt c++ g++

lib_dir=$(release_lib_dir)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

flags=(-std=c++17 -Wall -Wextra -Wpedantic -Werror -O1 -g -Iinclude)
link=(-L"$lib_dir" "-Wl,-rpath,$lib_dir" -lsudoku)

passed=0
failed=0
pass() { passed=$((passed + 1)); printf 'ok: %s\n' "$*"; }
fail() { failed=$((failed + 1)); printf 'FAILED: %s\n' "$*" >&2; }

# build_and_run NAME EXTRA-FLAGS...: the test program must compile cleanly,
# exit 0, and end with its all-passed line.
build_and_run() {
  local name=$1; shift
  local exe=$out/$name
  log "c++ -std=c++17 $* tests/cpp/test_hpp.cpp"
  if ! c++ "${flags[@]}" "$@" tests/cpp/test_hpp.cpp -o "$exe" "${link[@]}"; then
    fail "$name: does not compile"
    return
  fi
  local output
  if ! output=$("$exe"); then
    printf '%s\n' "$output"
    fail "$name: the test program failed"
    return
  fi
  printf '%s\n' "$output"
  if [[ $(tail -n 1 <<<"$output") =~ ^c\+\+\ wrapper:\ [1-9][0-9]*\ passed,\ 0\ failed$ ]]; then
    pass "$name"
  else
    fail "$name: no 'c++ wrapper: N passed, 0 failed' line"
  fi
}

# Later standards must keep working (the last -std wins).
build_and_run cxx20 -std=c++20

# Users compile their own code with stricter warnings than ours; a header
# must not be what breaks their -Werror build.
strict=(-Wshadow -Wconversion -Wsign-conversion -Wold-style-cast -Wuseless-cast -Wcast-qual)
log "sudoku.hpp under ${strict[*]}"
if printf '#include "sudoku.hpp"\nint main() { return sudoku::solve(sudoku::header_version) ? 0 : 1; }\n' \
     | c++ "${flags[@]}" "${strict[@]}" -x c++ -fsyntax-only -; then
  pass "sudoku.hpp is clean under strict warnings"
else
  fail "sudoku.hpp is clean under strict warnings"
fi
log "sudoku_rules.hpp under ${strict[*]}"
if printf '#include "sudoku_rules.hpp"\nint main() { return sudoku::rules().size() == 0 ? 0 : 1; }\n' \
     | c++ "${flags[@]}" "${strict[@]}" -x c++ -fsyntax-only -; then
  pass "sudoku_rules.hpp is clean under strict warnings"
else
  fail "sudoku_rules.hpp is clean under strict warnings"
fi

log "sudoku.hpp under -std=c++14 stops with its own message"
if errors=$(printf '#include "sudoku.hpp"\n' \
             | c++ -std=c++14 -Iinclude -x c++ -fsyntax-only - 2>&1); then
  fail "c++14: sudoku.hpp compiled, but it needs C++17"
elif grep -q 'sudoku.hpp needs C++17' <<<"$errors"; then
  pass "c++14 is refused with the header's message"
else
  printf '%s\n' "$errors" >&2
  fail "c++14: refused, but not by the header's #error"
fi

echo "c++ wrapper checks: $passed passed, $failed failed"
[ "$failed" = 0 ]
