/*
 * A test of the generator functions of include/sudoku.h, from C, through the
 * shared library: the options' layout and defaults, puzzles checked by this
 * file's own backtracking counter (unique, minimal, symmetric, within
 * bounds), golden outputs, every refusal with nothing written, random
 * complete grids, and batches equal to one-by-one generation.
 *
 * Prints one line per failed assertion and ends with
 * "c generate: N passed, M failed"; exits non-zero when M > 0.
 * Built and run by tests/c_programs.rs.
 */

#include <sudoku.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "backtrack.h"
#include "check.h"

#define GUARD '#'

/* A complete grid keeping every given of `puzzle`, with each house 1-9. */
static int solves(const char *puzzle, const char *grid) {
    char g[81];
    int i;
    for (i = 0; i < 81; i++) {
        if (grid[i] < '1' || grid[i] > '9' || (puzzle[i] != '.' && puzzle[i] != grid[i])) {
            return 0;
        }
    }
    for (i = 0; i < 81; i++) {
        memcpy(g, grid, 81);
        g[i] = '.';
        if (!allowed(g, i, grid[i])) {
            return 0;
        }
    }
    return 1;
}

static int givens(const char *p) {
    int i, n = 0;
    for (i = 0; i < 81; i++) {
        n += p[i] != '.';
    }
    return n;
}

/* One solution, and (when `minimal`) no given that can go. */
static int unique_and_minimal(const char *puzzle, int minimal) {
    char g[81];
    int i;
    memcpy(g, puzzle, 81);
    if (count_solutions(g, 2, NULL) != 1) {
        return 0;
    }
    for (i = 0; minimal && i < 81; i++) {
        if (g[i] != '.') {
            char keep = g[i];
            int n;
            g[i] = '.';
            n = count_solutions(g, 2, NULL);
            g[i] = keep;
            if (n < 2) {
                return 0;
            }
        }
    }
    return 1;
}

/* ---- Options ---------------------------------------------------------------- */

static void test_options(void) {
    sudoku_generate_options o = sudoku_generate_options_default();
    size_t i;
    int zero = 1;
    CHECK(sizeof o == 112);
    CHECK(offsetof(sudoku_generate_options, seed) == 8);
    CHECK(offsetof(sudoku_generate_options, pattern) == 16);
    CHECK(offsetof(sudoku_generate_options, attempt_budget) == 24);
    CHECK(offsetof(sudoku_generate_options, minimal) == 32);
    CHECK(offsetof(sudoku_generate_options, max_rating) == 48);
    CHECK(offsetof(sudoku_generate_options, reserved) == 52);
    CHECK(o.size == sizeof o);
    CHECK(o.symmetry == SUDOKU_SYMMETRY_NONE && o.seed == 0 && o.pattern == NULL);
    CHECK(o.attempt_budget == 10000 && o.minimal == 1);
    CHECK(o.min_givens == 0 && o.max_givens == 0 && o.min_rating == 0 && o.max_rating == 0);
    for (i = 0; i < sizeof o.reserved / sizeof o.reserved[0]; i++) {
        zero &= o.reserved[i] == 0;
    }
    CHECK(zero);
    CHECK(SUDOKU_SYMMETRY_ROTATE_180 == 1 && SUDOKU_SYMMETRY_FULL == 9);
}

/* ---- Puzzles ------------------------------------------------------------------ */

static void test_generate(void) {
    sudoku_generate_options o = sudoku_generate_options_default();
    char puzzle[82], solution[82];
    int seed;
    /* The golden file's first line: seed 0, defaults. */
    static const char GOLDEN_0[] =
        "..1.......7.41..3...67..1...3........841..........29842..3...7....6.9..8.68.7....";
    memset(puzzle, GUARD, sizeof puzzle);
    CHECK_STATUS(sudoku_generate(NULL, puzzle, solution), SUDOKU_OK);
    CHECK(memcmp(puzzle, GOLDEN_0, 81) == 0 && puzzle[81] == GUARD);
    CHECK(solves(puzzle, solution));
    for (seed = 1; seed <= 4; seed++) {
        o.seed = (uint64_t)seed * 7919u;
        CHECK_STATUS(sudoku_generate(&o, puzzle, solution), SUDOKU_OK);
        CHECK(solves(puzzle, solution));
        CHECK(unique_and_minimal(puzzle, 1));
    }
    /* A symmetry: the positions of the givens turn with the grid. */
    o.symmetry = SUDOKU_SYMMETRY_ROTATE_90;
    CHECK_STATUS(sudoku_generate(&o, puzzle, NULL), SUDOKU_OK);
    {
        int r, c, ok = 1;
        for (r = 0; r < 9; r++) {
            for (c = 0; c < 9; c++) {
                ok &= (puzzle[r * 9 + c] == '.') == (puzzle[c * 9 + 8 - r] == '.');
            }
        }
        CHECK(ok);
        CHECK(unique_and_minimal(puzzle, 0));
    }
    /* Bounds on givens, not minimal. */
    o = sudoku_generate_options_default();
    o.minimal = 0;
    o.min_givens = 33;
    o.max_givens = 35;
    CHECK_STATUS(sudoku_generate(&o, puzzle, solution), SUDOKU_OK);
    CHECK(givens(puzzle) >= 33 && givens(puzzle) <= 35);
    CHECK(unique_and_minimal(puzzle, 0) && solves(puzzle, solution));
    /* A pattern: the givens of the golden puzzle, at an odd address. */
    {
        char storage[82];
        char *pattern = storage + 1;
        int i, ok = 1;
        for (i = 0; i < 81; i++) {
            pattern[i] = GOLDEN_0[i] == '.' ? '.' : 'x';
        }
        o = sudoku_generate_options_default();
        o.pattern = pattern;
        o.minimal = 0;
        o.attempt_budget = 1000000;
        CHECK_STATUS(sudoku_generate(&o, puzzle, solution), SUDOKU_OK);
        for (i = 0; i < 81; i++) {
            ok &= (puzzle[i] != '.') == (pattern[i] == 'x');
        }
        CHECK(ok && unique_and_minimal(puzzle, 0));
    }
    /* A rating band, rated again by sudoku_rate. */
    {
        sudoku_rating r;
        o = sudoku_generate_options_default();
        o.min_rating = 23;
        o.max_rating = 30;
        CHECK_STATUS(sudoku_generate(&o, puzzle, NULL), SUDOKU_OK);
        r.size = sizeof r;
        CHECK_STATUS(sudoku_rate(puzzle, &r), SUDOKU_OK);
        CHECK(r.er >= 23 && r.er <= 30);
    }
}

static void refuse(sudoku_generate_options o, sudoku_status want, int line) {
    char puzzle[81], solution[81];
    int i, untouched = 1;
    memset(puzzle, GUARD, 81);
    memset(solution, GUARD, 81);
    check_status_at(sudoku_generate(&o, puzzle, solution), want, __FILE__, line,
                    "sudoku_generate");
    for (i = 0; i < 81; i++) {
        untouched &= puzzle[i] == GUARD && solution[i] == GUARD;
    }
    check_at(untouched, __FILE__, line, "nothing written");
}

static void test_refusals(void) {
    const sudoku_generate_options d = sudoku_generate_options_default();
    sudoku_generate_options o;
    char bad[81], broken[81];
    memset(bad, '.', 81);
    bad[40] = '?';
    memset(broken, '.', 81);
    broken[0] = 'x';
    o = d; o.size = 8; refuse(o, SUDOKU_INVALID_ARGUMENT, __LINE__);
    o = d; o.minimal = 2; refuse(o, SUDOKU_INVALID_ARGUMENT, __LINE__);
    o = d; o.reserved[0] = 1; refuse(o, SUDOKU_INVALID_ARGUMENT, __LINE__);
    o = d; o.symmetry = 10; refuse(o, SUDOKU_UNKNOWN_SYMMETRY, __LINE__);
    o = d; o.min_givens = 90; refuse(o, SUDOKU_INVALID_ARGUMENT, __LINE__);
    o = d; o.min_givens = 30; o.max_givens = 20; refuse(o, SUDOKU_MIN_ABOVE_MAX, __LINE__);
    o = d; o.min_rating = 50; o.max_rating = 20; refuse(o, SUDOKU_MIN_ABOVE_MAX, __LINE__);
    o = d; o.pattern = bad; refuse(o, SUDOKU_INVALID_PATTERN, __LINE__);
    o = d; o.pattern = broken; o.symmetry = SUDOKU_SYMMETRY_MIRROR_LEFT_RIGHT;
    refuse(o, SUDOKU_PATTERN_BREAKS_SYMMETRY, __LINE__);
    o = d; o.pattern = broken; o.min_givens = 20;
    refuse(o, SUDOKU_PATTERN_OUTSIDE_GIVEN_BOUNDS, __LINE__);
    o = d; o.attempt_budget = 0; refuse(o, SUDOKU_INVALID_ARGUMENT, __LINE__);
    o = d; o.max_givens = 17; o.attempt_budget = 2; refuse(o, SUDOKU_BUDGET_EXHAUSTED, __LINE__);
    CHECK_STATUS(sudoku_generate(&d, NULL, NULL), SUDOKU_NULL_POINTER);
}

/* ---- Random grids and batches ------------------------------------------------- */

static void test_random_solution(void) {
    char a[82], b[82];
    static const char EMPTY[] =
        ".................................................................................";
    memset(a, GUARD, sizeof a);
    CHECK_STATUS(sudoku_random_solution(0, a), SUDOKU_OK);
    CHECK(memcmp(a, "421963857879415632356728149932847561584196723617532984295381476743659218168274395", 81) == 0);
    CHECK(a[81] == GUARD && solves(EMPTY, a));
    CHECK_STATUS(sudoku_random_solution(UINT64_MAX, b), SUDOKU_OK);
    CHECK(solves(EMPTY, b) && memcmp(a, b, 81) != 0);
    CHECK_STATUS(sudoku_random_solution(1, NULL), SUDOKU_NULL_POINTER);
}

#define BATCH 40

static void test_batch(void) {
    static char serial[BATCH * 81], batch[BATCH * 81];
    sudoku_status want[BATCH];
    unsigned char status_bytes[BATCH * sizeof(sudoku_status) + 1];
    sudoku_generate_options o = sudoku_generate_options_default();
    uint32_t threads[] = {1, 2, 8};
    size_t i, t, ok_count = 0;
    o.seed = 1000;
    o.symmetry = SUDOKU_SYMMETRY_ROTATE_180;
    o.max_givens = 26;
    o.attempt_budget = 4; /* some records run out */
    memset(serial, GUARD, sizeof serial);
    for (i = 0; i < BATCH; i++) {
        sudoku_generate_options one = o;
        one.seed = o.seed + i;
        want[i] = sudoku_generate(&one, serial + i * 81, NULL);
        ok_count += want[i] == SUDOKU_OK;
    }
    CHECK(ok_count > 0 && ok_count < BATCH);
    for (t = 0; t < 3; t++) {
        int same = 1;
        memset(batch, GUARD, sizeof batch);
        /* Statuses at an odd address. */
        CHECK(sudoku_generate_batch(&o, BATCH, batch,
                                    (sudoku_status *)(void *)(status_bytes + 1), threads[t]) ==
              ok_count);
        for (i = 0; i < BATCH; i++) {
            sudoku_status s;
            memcpy(&s, status_bytes + 1 + i * sizeof s, sizeof s);
            same &= s == want[i];
        }
        CHECK(same);
        CHECK(memcmp(batch, serial, sizeof batch) == 0);
    }
    for (i = 0; i < BATCH; i++) {
        if (want[i] == SUDOKU_OK) {
            CHECK(unique_and_minimal(serial + i * 81, 0));
        }
    }
    o.symmetry = 77;
    CHECK(sudoku_generate_batch(&o, BATCH, batch, (sudoku_status *)(void *)(status_bytes + 1), 2) == 0);
    {
        sudoku_status s;
        memcpy(&s, status_bytes + 1 + 5 * sizeof s, sizeof s);
        CHECK_STATUS(s, SUDOKU_UNKNOWN_SYMMETRY);
    }
    CHECK(sudoku_generate_batch(NULL, BATCH, NULL, want, 1) == 0);
}

int main(void) {
    test_options();
    test_generate();
    test_refusals();
    test_random_solution();
    test_batch();
    return check_summary("c generate");
}
