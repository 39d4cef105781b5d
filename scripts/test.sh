#!/usr/bin/env bash
# The whole test suite: cargo test (Rust, C and C++ tests, the header check),
# then every scripts/check-*.sh (other languages, install, sanitizers...).
# Each check installs what it needs; any failure fails the run.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

log "cargo test"
cargo test --workspace --all-targets
cargo test --doc

log "the panic boundary (a build that can panic on demand)"
cargo test --features panic-injection --test panic_boundary

passed=0
failed=0
failures=()
# Seconds per check, printed at the end: the run must stay well inside CI's
# time limit, and this says where the time goes.
timings=()
for check in scripts/check-*.sh; do
  [ -e "$check" ] || continue
  log "$check"
  start=$SECONDS
  if bash "$check"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$check")
  fi
  timings+=("$(printf '%5d s  %s' $((SECONDS - start)) "$check")")
done
log "seconds per check"
printf '%s\n' "${timings[@]}"
echo "whole run so far: $SECONDS s"
for name in "${failures[@]}"; do echo "failed: $name" >&2; done
echo "checks: $passed passed, $failed failed"
[ "$failed" = 0 ]
