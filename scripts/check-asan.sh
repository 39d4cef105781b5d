#!/usr/bin/env bash
# budget: 520 s
# cores: 2
# AddressSanitizer (and UBSan on the C side): builds the library and every
# Rust test with -Zsanitizer=address on the pinned nightly, then runs
# `cargo test`: the Rust tests (unit tests, tests/*.rs but the two longest
# walks of the logic engine, below) instrumented, and the
# C and C++ programs of tests/c_programs.rs (tests/c/test_api.c,
# tests/c/test_cpp.cpp, examples/solve.c over examples/puzzles.txt) compiled
# with -fsanitize=address,undefined and linked to the instrumented
# libsudoku.so: both sides of the boundary are checked.
#
# First it proves that the sanitizer really catches errors: two small
# programs with a deliberate out-of-bounds access, one in the library's Rust
# code, one in C, must both be stopped.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

nightly=$NIGHTLY
target=x86_64-unknown-linux-gnu
target_dir=$repo_root/target/asan
lib_dir=$target_dir/$target/debug

log "toolchain $nightly"
with_install_lock rustup toolchain install "$nightly" --profile minimal >/dev/null || die "cannot install $nightly"
# gcc's libasan works with rustc's instrumentation: no clang needed.
ensure_apt gcc gcc
ensure_apt g++ g++

export RUSTFLAGS="-Zsanitizer=address"
export CC=gcc CXX=g++
export SUDOKU_TEST_CFLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
# Leaks are errors too; every error exits non-zero.
export ASAN_OPTIONS="detect_leaks=1:detect_stack_use_after_return=1:strict_string_checks=1"
# Red zones make frames several times larger: the small-stack tests get
# 4x their bound here (the plain runs check the real one).
export SUDOKU_TEST_STACK_FACTOR=4
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# --no-default-features: the header feature only regenerates the committed
# header, and building cbindgen in this target dir cost 28 s of CPU.
# CARGO_ARGS... [-- TEST_ARGS...]: the flags go before any `--`, which
# starts the test programs' own arguments.
cargo_asan() {
  local flags=(--no-default-features --target "$target" --target-dir "$target_dir")
  local args=() rest=()
  while [ "$#" -gt 0 ] && [ "$1" != -- ]; do args+=("$1"); shift; done
  rest=("$@")
  cargo "+$nightly" "${args[@]}" "${flags[@]}" "${rest[@]}"
}
# The unit tests (every module with unsafe code among them) and every
# tests/*.rs but those that drive only engines written in safe Rust, through
# their Rust API (safe_engine_test in lib.sh), and the tests of text and
# tables (readme_figures, technique_table, version, header_claims). Their
# memory the unit tests and the C ABI tests (tests/ffi_*.rs,
# tests/variant_ffi*.rs, the C programs) cover here, and each test file is
# one more instrumented binary to build and link. A new test file runs here
# unless named below or there.
suites=(--lib)
for file in tests/*.rs; do
  name=$(basename "$file" .rs)
  safe_engine_test "$name" && continue
  case $name in
    panic_boundary) ;;
    readme_figures | technique_table | version | header_claims) ;;
    # A comparison of text, in a build of its own (the header feature,
    # which this check leaves off: cbindgen cost 28 s of CPU a fresh build).
    header) ;;
    *) suites+=(--test "$name") ;;
  esac
done

log "building the library and tests with AddressSanitizer"
cargo_asan build --lib || die "ASan build of the library failed"
cargo_asan test "${suites[@]}" --no-run || die "ASan build of the tests failed"
ln -sf libsudoku.so "$lib_dir/libsudoku.so.1"

log "canaries: deliberate out-of-bounds accesses must be caught"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cat >"$scratch/canary.c" <<'C'
#include <sudoku.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    (void)argv;
    if (argc > 1) {
        /* In C: one int past a heap array. */
        int *cells = malloc(4 * sizeof *cells);
        volatile int i = 4;
        cells[i] = 1;
        printf("%d\n", cells[0]);
        free(cells);
        return 0;
    }
    /* In the library: `len` says 100 bytes, 10 exist, and the parser reads
     * them one by one in instrumented Rust code. */
    char *text = malloc(10);
    char out[81];
    memset(text, '1', 10);
    printf("%d\n", (int)sudoku_parse(text, 100, out));
    free(text);
    return 0;
}
C
# shellcheck disable=SC2086 # the flags are several words
$CC -std=c99 -g $SUDOKU_TEST_CFLAGS -Iinclude "$scratch/canary.c" -o "$scratch/canary" \
  -L"$lib_dir" -Wl,-rpath,"$lib_dir" -lsudoku || die "cannot build the canary"
for args in "" "c-side"; do
  # shellcheck disable=SC2086 # no argument, or one
  if "$scratch/canary" $args >"$scratch/out" 2>&1; then
    cat "$scratch/out" >&2
    die "ASan missed a deliberate out-of-bounds access (${args:-in the library})"
  fi
  grep -q "heap-buffer-overflow" "$scratch/out" || { cat "$scratch/out" >&2; die "canary failed, but not as an overflow"; }
  if [ -z "$args" ]; then
    grep -Eq "src/(text|grid|ffi/[a-z]+)\.rs" "$scratch/out" || { cat "$scratch/out" >&2; die "the overflow was not seen in the library"; }
  fi
done
echo "canaries caught"

log "cargo test under AddressSanitizer"
[ -f tests/c_programs.rs ] || die "tests/c_programs.rs (the C tests) is missing"
out=$scratch/test.log
status=0
# The library's own tests of the variant engine and canonical forms (safe
# Rust, as above) are skipped too; logic:: stays, for its one unsafe
# module (logic::chains::allocate).
cargo_asan test "${suites[@]}" -- --skip variant:: --skip canon:: 2>&1 | tee "$out" || status=$?
passed=$(cargo_tests_passed "$out")
failed=$(cargo_tests_failed "$out")
if [ "$status" != 0 ] && [ "$failed" = 0 ]; then failed=1; fi
grep -q 'Running tests/c_programs.rs' "$out" || die "the C tests did not run"
echo "asan: $passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$status" = 0 ]
