#!/usr/bin/env bash
# budget: 850 s
# cores: 2
# The Rust tests whose answers can depend on the CPU, on aarch64 under
# qemu-user: once with the NEON lanes (what aarch64 builds ship), once with
# the plain-array lanes (--cfg sudoku_portable), so that both paths stay
# correct on the CPU they are for. Emulation says nothing about speed;
# docs/ENGINE.md has the instruction counts of the two paths.
#
# With the NEON lanes: the library's own tests and every tests/*.rs but the
# engines written in plain safe Rust with no lanes, through their Rust API
# (safe_engine_test in lib.sh: the logic engine's path walks, HoDoKu's
# scale, the variant engine, its logic, own scale and generator, canonical
# forms), whose answers do not depend on the CPU and which took a third of
# this check under emulation. The C ABI's tests all run
# (struct layouts and C's unsigned char on aarch64 are at stake there):
# tests/c_programs.rs among them, its C and C++ programs built by the
# aarch64 cross compilers and run under qemu too. Not panic_boundary: it
# needs a build of its own (the panic-injection feature), about 150 s of
# CPU here, to test catch_unwind, which behaves as on x86-64 (a tier-1
# target's unwinding, tested by Rust's own CI); the quick tier runs it.
# Not tests/header.rs: the
# header is generated on the build machine whatever the target, and its
# feature would build cbindgen and syn here (the quick tier checks it).
#
# With the plain lanes: only the tests that run the exact search (the one
# user of the lanes, src/search/), listed below; a new test file that
# solves, counts or generates belongs in that list.
#
# Release code, but without fat LTO: linking every test binary by fat LTO
# took most of this check's time. One codegen unit still, as shipped: with
# more, the plain lanes' std::array::from_fn calls stay out of line and the
# plain path's tests run several times slower.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

target=aarch64-unknown-linux-gnu
sysroot=/usr/aarch64-linux-gnu

log "tools for $target"
with_install_lock rustup target add "$target" >/dev/null || die "rustup cannot add $target"
ensure_apt aarch64-linux-gnu-gcc gcc-aarch64-linux-gnu
ensure_apt aarch64-linux-gnu-g++ g++-aarch64-linux-gnu
ensure_apt "$sysroot/lib/libc.so.6" libc6-dev-arm64-cross
ensure_apt qemu-aarch64 qemu-user
# qemu must run an aarch64 program at all before any test result means much.
qemu-aarch64 -L "$sysroot" "$sysroot/lib/ld-linux-aarch64.so.1" --help >/dev/null 2>&1 \
  || die "qemu-aarch64 cannot run aarch64 programs from $sysroot"

export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L $sysroot"
export CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1
# tests/common builds the C and C++ programs with these and runs them so.
export CC=aarch64-linux-gnu-gcc CXX=aarch64-linux-gnu-g++
export SUDOKU_TEST_RUNNER="qemu-aarch64 -L $sysroot"

# The library's own tests and its integration tests, each named, so that a
# new test file is run here unless it is added to the exclusions.
test_args=(--lib)
for file in tests/*.rs; do
  name=$(basename "$file" .rs)
  safe_engine_test "$name" && continue
  case $name in
    panic_boundary | header) ;;
    # The same engines' walks through the C ABI (44 and 10 s under qemu
    # in the 6 December rehearsal): tests/variant_ffi.rs and
    # variant_generate_ffi.rs still check that ABI here.
    ffi_variant_logic | variant_ffi_batch) ;;
    *) test_args+=(--test "$name") ;;
  esac
done
printf '%s\n' "${test_args[@]}" | grep -qx ffi_rate || die "tests/ffi_rate.rs is not among the targets"
printf '%s\n' "${test_args[@]}" | grep -qx variant_ffi || die "tests/variant_ffi.rs is not among the targets"
[ "${#test_args[@]}" -gt 10 ] || die "found only ${#test_args[*]} test targets in tests/"
printf '%s\n' "${test_args[@]}" | grep -qx c_programs || die "tests/c_programs.rs is not among the targets"
# The tests that drive the exact search, for the plain lanes.
# Not c_programs: the C programs test the ABI, which the lanes do not
# change, and they run with the NEON lanes (30 s under qemu).
search_tests=(adversarial data ffi ffi_generate generate no_alloc rust_api small_stack stress threads)
plain_args=(--lib)
for name in "${search_tests[@]}"; do
  [ -e "tests/$name.rs" ] || die "tests/$name.rs is gone: update the plain lanes' list"
  plain_args+=(--test "$name")
done

# The library's own tests of those same CPU-free engines (the logic
# engine and HoDoKu's scale under src/logic/, the variant engine,
# canonical forms): skipped in both paths, as their integration tests are.
# Test names in tests/*.rs carry no module path, so only the library's
# tests match.
cpu_free_lib_modules=(--skip logic:: --skip variant:: --skip canon::)

out=$(mktemp)
trap 'rm -f "$out"' EXIT
passed=0
# run_path NAME RUSTFLAGS FEATURES...: builds and runs the tests with those
# flags and cargo feature arguments, in a target folder of their own so that
# each path keeps its build.
run_path() {
  local name=$1 flags=$2 start=$SECONDS
  shift 2
  log "cargo test --release --target $target: the $name lanes"
  CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUSTFLAGS="$flags" \
    CARGO_TARGET_DIR="target/aarch64-$name" \
    cargo test --release --target "$target" "$@" -- "${cpu_free_lib_modules[@]}" 2>&1 | tee "$out" \
    || die "tests fail on aarch64 with the $name lanes"
  [ "$(cargo_tests_failed "$out")" = 0 ] || die "failed tests on aarch64 with the $name lanes"
  local ran
  ran=$(cargo_tests_passed "$out")
  [ "$ran" -gt 80 ] || die "only $ran tests ran on aarch64 with the $name lanes"
  grep -q "every_operation_matches_its_lane_by_lane_definition ... ok" "$out" \
    || die "the lanes' own test did not run on aarch64 with the $name lanes"
  grep -q "the_lanes_are_the_vector_type_this_build_should_have ... ok" "$out" \
    || die "the check of which lanes were built did not run with the $name lanes"
  [ "$name" != neon ] || grep -q "c_api_test_passes ... ok" "$out" \
    || die "the C programs did not run on aarch64 with the $name lanes"

  echo "aarch64, $name lanes: $ran tests passed in $((SECONDS - start)) s"
  passed=$((passed + 1))
}
run_path neon "" --no-default-features "${test_args[@]}"
run_path plain "--cfg sudoku_portable" --no-default-features "${plain_args[@]}"
echo "aarch64: $passed passed, 0 failed"
