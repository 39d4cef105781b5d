#!/usr/bin/env bash
# Fuzzing: builds the cargo-fuzz targets in fuzz/ (AddressSanitizer, debug
# assertions) and runs each for a fixed short time from a seed corpus of real
# puzzles. Fails on any crash, failed invariant, leak or slow input.
#
# FUZZ_SECONDS (default 25) sets the time per target: FUZZ_SECONDS=3600 for an
# hour each. The corpus in fuzz/corpus/ keeps growing from run to run.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

nightly=$NIGHTLY
cargo_fuzz_version=0.13.2
seconds=${FUZZ_SECONDS:-25}

log "toolchain $nightly"
with_install_lock rustup toolchain install "$nightly" --profile minimal >/dev/null || die "cannot install $nightly"
if [ "$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz $cargo_fuzz_version" ]; then
  log "installing cargo-fuzz $cargo_fuzz_version"
  with_install_lock cargo install cargo-fuzz --version "$cargo_fuzz_version" --locked --force \
    || die "cannot install cargo-fuzz $cargo_fuzz_version"
fi
ensure_apt python3 python3

log "seed corpus from tests/data"
python3 fuzz/seed_corpus.py || die "fuzz/seed_corpus.py failed"

cd fuzz
log "cargo fuzz build"
cargo "+$nightly" fuzz build || die "cargo fuzz build failed"

passed=0
failed=0
summary=()
for target in $(cargo "+$nightly" fuzz list); do
  # -timeout: an input that takes this long is a failure, not a wait. The
  # unbounded target makes calls without a budget on any grid: there, one
  # second (in this instrumented debug build) is already a finding.
  timeout=10
  [ "$target" = unbounded ] && timeout=1
  log "fuzzing $target for ${seconds}s (timeout ${timeout}s an input)"
  out=$(mktemp)
  if cargo "+$nightly" fuzz run "$target" -- \
      -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1 \
      >"$out" 2>&1; then
    passed=$((passed + 1))
    result=ok
  else
    failed=$((failed + 1))
    result=FAILED
    tail -n 60 "$out" >&2
  fi
  runs=$(grep -o 'Done [0-9]* runs' "$out" | grep -o '[0-9]*' || echo "?")
  summary+=("$target: $result, $runs executions in ${seconds}s")
  rm -f "$out"
done
printf '%s\n' "${summary[@]}"
[ $((passed + failed)) -gt 0 ] || die "no fuzz target found"
echo "fuzz: $passed passed, $failed failed"
[ "$failed" = 0 ]
