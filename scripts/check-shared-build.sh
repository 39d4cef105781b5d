#!/usr/bin/env bash
# budget: 300 s
# One release build of the library for every check that uses target/release
# (install, the command, the book, Spark, the benchmark, JS's benchmark,
# valgrind, the small stack, the other languages' examples): building any
# workspace package after another must find libsudoku fresh, never rebuild
# it. Cargo unifies dependency features over the packages each call
# builds, so a package that turns on one more feature of a shared
# dependency (memchr's defaults for the command's pdf-writer; syn's derive
# for the benchmark's thiserror, through cbindgen in the build script)
# makes another build of the library. Checks run side by side
# (scripts/test.sh), and such a rebuild replaced libsudoku.so under a
# check that was linking C programs to it (CI, 5 December: "no
# libsudoku.so in target/release/deps"). Cargo.toml asks for those
# features itself; this check fails when a new dependency brings the
# problem back, and warms the build the other checks use.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

out=$(mktemp)
trap 'rm -f "$out"' EXIT
log "cargo build --release (what make, .ci/run and the README build first)"
cargo build --release --quiet || die "cargo build --release failed"

passed=0
lib=target/release/deps/libsudoku.so
[ -f "$lib" ] || die "cargo build --release left no $lib"
# fresh_after CARGO_ARGS...: runs them; the library must be the same file,
# not rewritten (cargo prints "Compiling libsudoku" for the package's test
# programs too, so its output does not tell).
fresh_after() {
  log "cargo $* (libsudoku.so must stay as it is)"
  local before
  before=$(stat -c '%i %Y %s' "$lib")
  cargo "$@" -v >"$out" 2>&1 || { cat "$out" >&2; die "cargo $* failed"; }
  if [ "$(stat -c '%i %Y %s' "$lib")" = "$before" ]; then
    passed=$((passed + 1))
  else
    grep -E "^ *Dirty " "$out" >&2 || true
    die "cargo $* rebuilt libsudoku.so: a dependency's features differ between workspace packages (see Cargo.toml)"
  fi
}
fresh_after build --release -p libsudoku -p sudoku-cli
fresh_after build --release -p sudoku-cli
fresh_after build --release -p sudoku-bench
fresh_after test --release --test c_programs --test small_stack --test adversarial --no-run
fresh_after build --release
echo "shared-build: $passed passed, 0 failed"
