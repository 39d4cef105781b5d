#!/usr/bin/env bash
# budget: 305 s
# cores: 2
# The library must build for aarch64 too (scripts/check-aarch64.sh runs its
# tests there), and the default x86-64 build must not assume more than the
# baseline CPU.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

passed=0
target=aarch64-unknown-linux-gnu
log "cargo check --target $target"
with_install_lock rustup target add "$target" >/dev/null || die "rustup cannot add $target"
cargo check --quiet --lib --target "$target" || die "the library does not build for $target"
passed=$((passed + 1))

# The plain-array lanes of other targets, run on x86-64: --cfg
# sudoku_portable swaps the SSE2 lanes for them, and drops the POPCNT and
# AVX2 builds of the search, so baseline code is what runs.
log "cargo test with --cfg sudoku_portable"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
RUSTFLAGS="--cfg sudoku_portable" CARGO_TARGET_DIR=target/portable \
  cargo test --no-default-features --lib --test data --test stress --test small_stack --test adversarial 2>&1 | tee "$out" \
  || die "tests fail on the portable path"
[ "$(cargo_tests_passed "$out")" -gt 0 ] || die "no test ran on the portable path"
passed=$((passed + 1))

log "no target-cpu=native in the shipped build settings"
if grep -rn "target-cpu" Cargo.toml .cargo 2>/dev/null; then
  die "the shipped build must run on any x86-64: drop target-cpu from the build settings"
fi
passed=$((passed + 1))
echo "portable: $passed passed, 0 failed"
