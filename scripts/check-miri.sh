#!/usr/bin/env bash
# budget: 470 s
# cores: 2
# Miri: runs tests/ffi.rs (every exported function: NULLs, every status,
# buffers left alone, report and options sizes, unaligned pointers, batch
# threads) and the unit tests of the modules with unsafe code (the search,
# the C ABI, the pool, the text forms) under the Miri interpreter, which
# fails on any undefined behaviour: a read or write outside a buffer, a
# misaligned access, a use after free, a data race, a leak. The logic engine
# and the generator hold no unsafe code; their tests run in cargo test.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

# Pinned: Miri and the nightly it ships with change often.
nightly=$NIGHTLY
log "toolchain $nightly with miri"
with_install_lock rustup toolchain install "$nightly" --profile minimal --component miri,rust-src >/dev/null \
  || die "cannot install $nightly with miri"
cargo "+$nightly" miri setup >/dev/null 2>&1 || die "cargo miri setup failed"

out=$(mktemp)
trap 'rm -f "$out" "$out".*' EXIT
status=0
# Every file with an unsafe block must be in this list of test filters.
modules=(search:: ffi:: batch:: grid:: text:: geometry:: logic::chains::allocate::)
unsafe_files=$(grep -rl 'unsafe' src/ | sort)
for file in $unsafe_files; do
  case $file in
    src/search/*|src/ffi/*|src/batch.rs|src/grid.rs|src/text.rs|src/geometry.rs|src/lib.rs) ;;
    src/logic/chains/allocate.rs) ;;
    *) die "$file has unsafe code but its tests are not run under Miri: add its module here" ;;
  esac
done
# Miri interprets on one thread, so the groups below run side by side, one
# process each: on 2 cores, 611 s one after another became about half.
# search::dfs:: holds the longest tests, hence its own group.
# The filters match anywhere in a test's path: "grid::" also picks
# generate::random_grid, "text::" logic::text, which have no unsafe code.
skips=(--skip generate:: --skip logic::text::)
# The variant engine's C ABI (src/ffi/variant/): its tests of pointers,
# refusals and parse errors; the ones that solve take too long interpreted.
# They read their samples from tests/data, so Miri may open files.
export MIRIFLAGS="${MIRIFLAGS:+$MIRIFLAGS }-Zmiri-disable-isolation"
variant_tests=(parse_errors_name_what_and_where builder_refusals_name_the_rule
  null_pointers_and_small_reports_are_refused_and_nothing_is_written)
# --no-default-features: the header feature only regenerates the committed
# header, and building cbindgen for target/miri cost 28 s of CPU.
groups=(
  "--no-default-features --test ffi"
  "--no-default-features --test variant_ffi -- --exact ${variant_tests[*]}"
  "--no-default-features --lib -- search::dfs:: ${skips[*]}"
  "--no-default-features --lib -- search:: --skip search::dfs:: ${skips[*]}"
  "--no-default-features --lib -- ${modules[*]/search::/} ${skips[*]}"
)
log "building the tests for Miri"
cargo "+$nightly" miri test --no-default-features --test ffi --no-run 2>&1 | tail -n 3 || die "cargo miri test --no-default-features --test ffi --no-run failed"
cargo "+$nightly" miri test --no-default-features --test variant_ffi --no-run 2>&1 | tail -n 3 || die "cargo miri test --no-default-features --test variant_ffi --no-run failed"
cargo "+$nightly" miri test --no-default-features --lib --no-run 2>&1 | tail -n 3 || die "cargo miri test --no-default-features --lib --no-run failed"
pids=()
for i in "${!groups[@]}"; do
  # shellcheck disable=SC2086 # each group is several words
  cargo "+$nightly" miri test ${groups[$i]} >"$out.$i" 2>&1 &
  pids+=($!)
done
for i in "${!groups[@]}"; do
  group_status=0
  wait "${pids[$i]}" || group_status=$?
  log "cargo miri test ${groups[$i]} (exit $group_status)"
  cat "$out.$i"
  cat "$out.$i" >>"$out"
  [ "$group_status" = 0 ] || status=$group_status
done
passed=$(cargo_tests_passed "$out")
failed=$(cargo_tests_failed "$out")
if [ "$status" != 0 ] && [ "$failed" = 0 ]; then failed=1; fi
grep -q 'Running tests/ffi.rs' "$out" || die "tests/ffi.rs did not run"
for name in "${variant_tests[@]}"; do
  grep -q "^test $name ... ok" "$out" || die "tests/variant_ffi.rs: $name did not pass under Miri"
done
echo "miri: $passed passed, $failed failed"
[ "$failed" = 0 ]
