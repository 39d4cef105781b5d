#!/usr/bin/env bash
# budget: 440 s
# cores: 2
# ThreadSanitizer: the library, its Rust std (-Zbuild-std) and the thread
# tests built with -Zsanitizer=thread on the pinned nightly: tests/stress.rs
# (8 threads, every function, thousands of puzzles; batches on many
# threads), tests/threads.rs, tests/ffi.rs, tests/ffi_generate.rs (generator
# batches on 1, 2 and 8 threads), and the C programs of
# tests/c_programs.rs with -fsanitize=thread (solve.c --threads runs batches).
# Then C threads calling the library at once. Any data race fails.
#
# First it proves that races are caught: two C threads solving the same
# buffer at once (which the contract forbids) must be reported.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

nightly=$NIGHTLY
target=x86_64-unknown-linux-gnu
target_dir=$repo_root/target/tsan
lib_dir=$target_dir/$target/debug

log "toolchain $nightly with rust-src"
with_install_lock rustup toolchain install "$nightly" --profile minimal --component rust-src >/dev/null \
  || die "cannot install $nightly with rust-src"
# The C side needs a ThreadSanitizer runtime that knows what rustc's LLVM
# emits (__tsan_memcpy and friends): gcc 12's libtsan does not, clang 19's
# does.
ensure_apt clang-19 clang-19
ensure_apt /usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.tsan-x86_64.a libclang-rt-19-dev

export RUSTFLAGS="-Zsanitizer=thread"
# Instrumented frames are larger: the small-stack tests scale their threads.
export SUDOKU_TEST_STACK_FACTOR=4
export CC=clang-19 CXX=clang++-19
export SUDOKU_TEST_CFLAGS="-fsanitize=thread"
export TSAN_OPTIONS="halt_on_error=1"
# --no-default-features: the header feature only regenerates the committed
# header, and building cbindgen in this target dir cost 28 s of CPU.
cargo_tsan() { cargo "+$nightly" "$@" --no-default-features -Zbuild-std --target "$target" --target-dir "$target_dir"; }
suites=(--test stress --test threads --test ffi --test ffi_generate --test c_programs)

log "building the library, its std and the tests with ThreadSanitizer"
cargo_tsan build --lib || die "TSan build of the library failed"
cargo_tsan test "${suites[@]}" --no-run || die "TSan build of the tests failed"
ln -sf libsudoku.so "$lib_dir/libsudoku.so.1"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cat >"$scratch/threads.c" <<'C'
/* C threads calling the library at once, each in its own order, must get
 * the serial answers. With an argument: a deliberate race instead. */
#include <sudoku.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define THREADS 8
#define MAX 64
static char puzzles[MAX][81];
static char solved[MAX][81];
static sudoku_status want[MAX];
static int n;
static char shared[81];

/* Both threads solve the same buffer: the library's unsynchronised reads
 * and writes of it race, by design. */
static void *race(void *arg) {
    (void)arg;
    return (void *)(long)sudoku_solve(shared);
}

static void *work(void *arg) {
    long t = (long)arg, bad = 0;
    for (int k = 0; k < n * 4; k++) {
        int i = (int)((k + t * 7) % n);
        char grid[81];
        uint32_t count = 0;
        memcpy(grid, puzzles[i], 81);
        bad += sudoku_solve(grid) != want[i] || memcmp(grid, solved[i], 81) != 0;
        bad += sudoku_count_solutions(puzzles[i], 2, &count) > SUDOKU_CONFLICTING_GIVENS;
    }
    return (void *)bad;
}

int main(int argc, char **argv) {
    (void)argv;
    char line[256];
    FILE *f = fopen("examples/puzzles.txt", "r");
    if (!f) return 2;
    while (n < MAX && fgets(line, sizeof line, f))
        if (line[0] != '#' && strlen(line) >= 81) memcpy(puzzles[n++], line, 81);
    fclose(f);
    pthread_t th[THREADS];
    if (argc > 1) {
        memcpy(shared, puzzles[0], 81);
        for (long t = 0; t < 2; t++) pthread_create(&th[t], NULL, race, NULL);
        for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
        return 0;
    }
    for (int i = 0; i < n; i++) {
        memcpy(solved[i], puzzles[i], 81);
        want[i] = sudoku_solve(solved[i]);
    }
    long failed = 0;
    for (long t = 0; t < THREADS; t++) pthread_create(&th[t], NULL, work, (void *)t);
    for (int t = 0; t < THREADS; t++) {
        void *bad;
        pthread_join(th[t], &bad);
        failed += (long)bad;
    }
    printf("c threads: %d puzzles x %d threads, %ld wrong\n", n, THREADS, failed);
    return failed != 0 || n < 30;
}
C
# shellcheck disable=SC2086 # the flags are several words
$CC -std=c99 -g -O1 $SUDOKU_TEST_CFLAGS -Iinclude "$scratch/threads.c" -o "$scratch/threads" \
  -L"$lib_dir" -Wl,-rpath,"$lib_dir" -lsudoku -lpthread || die "cannot build the C thread test"

log "canary: a deliberate race through the library must be caught"
if "$scratch/threads" race >"$scratch/out" 2>&1; then
  cat "$scratch/out" >&2
  die "ThreadSanitizer missed a deliberate data race"
fi
grep -q "WARNING: ThreadSanitizer: data race" "$scratch/out" || { cat "$scratch/out" >&2; die "canary failed, but not on a race"; }
grep -Eq "src/(ffi/[a-z]+|grid|text|solve)\.rs" "$scratch/out" || { cat "$scratch/out" >&2; die "the race was not seen in the library"; }
echo "canary caught"

passed=0
failed=0
log "C threads calling the library at once"
if "$scratch/threads"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

log "cargo test under ThreadSanitizer: ${suites[*]}"
status=0
cargo_tsan test "${suites[@]}" 2>&1 | tee "$scratch/test.log" || status=$?
tests_passed=$(cargo_tests_passed "$scratch/test.log")
tests_failed=$(cargo_tests_failed "$scratch/test.log")
if [ "$status" != 0 ] && [ "$tests_failed" = 0 ]; then tests_failed=1; fi
grep -q 'Running tests/stress.rs' "$scratch/test.log" || die "tests/stress.rs did not run"
passed=$((passed + tests_passed))
failed=$((failed + tests_failed))
echo "tsan: $passed passed, $failed failed"
[ "$failed" = 0 ]
