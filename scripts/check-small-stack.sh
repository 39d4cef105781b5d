#!/usr/bin/env bash
# budget: 170 s
# The stack the header promises, in a release build (cargo test checks the
# debug build): every call on a 16 KiB thread (the solving calls, the logic
# calls and the generator), from Rust (tests/small_stack.rs, every crafted
# worst case in tests/adversarial.rs) and from C threads (tests/c/test_api.c,
# tests/c/test_logic.c). An overflow kills the test.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

out=$(mktemp)
trap 'rm -f "$out"' EXIT
log "cargo test --release --test small_stack --test adversarial --test c_programs"
cargo test --release --test small_stack --test adversarial --test c_programs -- \
  16_kib c_api_test c_logic_test 2>&1 | tee "$out" \
  || die "a call overflowed its stack, or failed, in a release build"
ran=$(cargo_tests_passed "$out")
[ "$ran" -ge 6 ] || die "only $ran stack tests ran"
echo "small-stack: 1 passed, 0 failed"
