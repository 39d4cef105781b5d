#!/usr/bin/env bash
# Miri: runs tests/ffi.rs (every exported function: NULLs, every status,
# buffers left alone, report and options sizes, unaligned pointers, batch
# threads) and the library's unit tests under the Miri interpreter, which
# fails on any undefined behaviour: a read or write outside a buffer, a
# misaligned access, a use after free, a data race, a leak.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

# Pinned: Miri and the nightly it ships with change often.
nightly=$NIGHTLY
log "toolchain $nightly with miri"
rustup toolchain install "$nightly" --profile minimal --component miri,rust-src >/dev/null \
  || die "cannot install $nightly with miri"
cargo "+$nightly" miri setup >/dev/null 2>&1 || die "cargo miri setup failed"

out=$(mktemp)
trap 'rm -f "$out"' EXIT
status=0
log "cargo miri test --test ffi --lib"
cargo "+$nightly" miri test --test ffi --lib 2>&1 | tee "$out" || status=$?
passed=$(cargo_tests_passed "$out")
failed=$(cargo_tests_failed "$out")
if [ "$status" != 0 ] && [ "$failed" = 0 ]; then failed=1; fi
grep -q 'Running tests/ffi.rs' "$out" || die "tests/ffi.rs did not run"
echo "miri: $passed passed, $failed failed"
[ "$failed" = 0 ]
