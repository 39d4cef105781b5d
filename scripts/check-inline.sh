#!/usr/bin/env bash
# budget: 90 s
# The inline rule of src/search/mod.rs: the AVX2 and POPCNT copies of the
# search call nothing out of line but panic paths and memory functions.
# Disassembles the release library (scripts/inline-calls.py), then proves the
# check works: a build with one helper deliberately left out of line must fail
# it, naming that helper.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

[ "$(uname -m)" = x86_64 ] || die "the wider copies exist only on x86-64"
ensure_apt objdump binutils

lib=$(release_lib_dir)/libsudoku.so
log "the release library keeps the inline rule"
python3 scripts/inline-calls.py "$lib" || die "a wider copy of the search calls a helper out of line"

log "a helper left out of line on purpose is caught"
broken_dir=$repo_root/target/inline-check
RUSTFLAGS="--cfg sudoku_break_inline" CARGO_TARGET_DIR=$broken_dir \
  cargo build --release --quiet --lib --no-default-features || die "the deliberately broken build failed to compile"
if out=$(python3 scripts/inline-calls.py "$broken_dir/release/libsudoku.so"); then
  die "the check passed a build that leaves peers_of out of line"
fi
printf '%s\n' "$out"
grep -q "calls sudoku::search::tables::peers_of out of line" <<<"$out" \
  || die "the check failed the broken build, but did not name peers_of"
echo "inline rule: kept, and a break is caught"
