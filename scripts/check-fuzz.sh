#!/usr/bin/env bash
# budget: 380 s
# cores: 2
# Fuzzing: builds the cargo-fuzz targets in fuzz/ (AddressSanitizer, debug
# assertions) and runs each for a fixed short time from a seed corpus of real
# puzzles. Fails on any crash, failed invariant, leak or slow input.
#
# The run fuzzes for about 60 s of wall time in all, shared among the
# targets (at least 10 s each), so that a new target does not lengthen CI.
# FUZZ_SECONDS sets the time per target instead: FUZZ_SECONDS=3600 for an
# hour each. The corpus in fuzz/corpus/ keeps growing from run to run.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

nightly=$NIGHTLY
cargo_fuzz_version=0.13.2
fuzz_wall_seconds=60

log "toolchain $nightly"
with_install_lock rustup toolchain install "$nightly" --profile minimal >/dev/null || die "cannot install $nightly"
if [ "$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz $cargo_fuzz_version" ]; then
  log "installing cargo-fuzz $cargo_fuzz_version"
  # Unoptimised, as cargo-c (lib.sh): it only drives cargo. Compiling it
  # took 51 s of CPU so, against 94 s optimised (6 December, loaded).
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 \
    with_install_lock cargo install cargo-fuzz --version "$cargo_fuzz_version" --locked --force \
    || die "cannot install cargo-fuzz $cargo_fuzz_version"
fi
ensure_apt python3 python3

log "seed corpus from tests/data"
python3 fuzz/seed_corpus.py || die "fuzz/seed_corpus.py failed"

cd fuzz
log "cargo fuzz build"
cargo "+$nightly" fuzz build || die "cargo fuzz build failed"

# fuzz_target TARGET LOG: fuzzes TARGET for $seconds, its output in LOG.
fuzz_target() {
  # -timeout: an input that takes this long is a failure, not a wait. The
  # unbounded target makes calls without a budget on any grid: there, two
  # seconds (in this instrumented build) are already a finding. libFuzzer
  # times wall clock: an input that takes 0.15 s of CPU timed out at one
  # second on a machine loaded by other builds (5 December).
  local timeout=10
  [ "$1" = unbounded ] && timeout=2
  cargo "+$nightly" fuzz run "$1" -- \
    -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1 \
    >"$2" 2>&1
}

# A fuzzer runs on one thread: the targets run a CPU count at a time.
jobs=$(nproc)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
mapfile -t targets < <(cargo "+$nightly" fuzz list)
[ "${#targets[@]}" -gt 0 ] || die "no fuzz target found"
batches=$(((${#targets[@]} + jobs - 1) / jobs))
seconds=${FUZZ_SECONDS:-$((fuzz_wall_seconds / batches))}
[ "$seconds" -ge 10 ] || seconds=10
passed=0
failed=0
summary=()
for ((first = 0; first < ${#targets[@]}; first += jobs)); do
  batch=("${targets[@]:first:jobs}")
  log "fuzzing ${batch[*]} for ${seconds}s each, side by side"
  pids=()
  for target in "${batch[@]}"; do
    fuzz_target "$target" "$logs/$target.log" &
    pids+=($!)
  done
  for i in "${!batch[@]}"; do
    target=${batch[$i]}
    if wait "${pids[$i]}"; then
      passed=$((passed + 1))
      result=ok
    else
      failed=$((failed + 1))
      result=FAILED
      tail -n 60 "$logs/$target.log" >&2
    fi
    runs=$(grep -o 'Done [0-9]* runs' "$logs/$target.log" | grep -o '[0-9]*' || echo "?")
    summary+=("$target: $result, $runs executions in ${seconds}s")
  done
done
printf '%s\n' "${summary[@]}"
[ $((passed + failed)) -gt 0 ] || die "no fuzz target found"
echo "fuzz: $passed passed, $failed failed"
[ "$failed" = 0 ]
