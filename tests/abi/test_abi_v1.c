/*
 * A program compiled against the frozen 1.0.0 header (tests/abi/sudoku-1.0.0.h)
 * and run against the current library: every 1.0 function, with structs of
 * their 1.0 size between guard bytes. The library must answer as 1.0 did and
 * must not touch a byte outside what the 1.0 header promised.
 *
 * Prints one line per failed assertion and ends with
 * "abi v1: N passed, M failed"; exits non-zero when M > 0.
 */

#include "sudoku-1.0.0.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static unsigned passed;
static unsigned failed;

static void check_at(int ok, int line, const char *what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAILED line %d: %s\n", line, what);
    }
}

#define CHECK(cond) check_at((cond) ? 1 : 0, __LINE__, #cond)

#define GUARD 0xA5
#define GUARD_BYTES 64

static const char PUZZLE[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char SOLUTION[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/* The empty grid: many solutions. */
static const char MANY[] =
    ".................................................................................";

/* Guard bytes on both sides of a 1.0 struct. */
struct guarded_report {
    unsigned char before[GUARD_BYTES];
    sudoku_report report;
    unsigned char after[GUARD_BYTES];
};

struct guarded_options {
    unsigned char before[GUARD_BYTES];
    sudoku_options options;
    unsigned char after[GUARD_BYTES];
};

struct guarded_grid {
    unsigned char before[GUARD_BYTES];
    char grid[81];
    unsigned char after[GUARD_BYTES];
};

static int intact(const unsigned char *bytes, size_t n) {
    for (size_t i = 0; i < n; i++) {
        if (bytes[i] != GUARD) {
            return 0;
        }
    }
    return 1;
}

static void guard_grid(struct guarded_grid *g, const char *text) {
    memset(g, GUARD, sizeof *g);
    memcpy(g->grid, text, 81);
}

static void test_layout(void) {
    /* The 1.0 layout, as this program was compiled. */
    CHECK(sizeof(sudoku_options) == 16);
    CHECK(sizeof(sudoku_report) == 24);
    CHECK(offsetof(sudoku_report, guesses) == 16);
    sudoku_options options = sudoku_options_default();
    CHECK(options.size == sizeof(sudoku_options));
    CHECK(options.mode == SUDOKU_MODE_UNIQUE);
    CHECK(options.guess_budget == 0);
}

static void test_solve(void) {
    struct guarded_grid g;
    guard_grid(&g, PUZZLE);
    CHECK(sudoku_solve(g.grid) == SUDOKU_OK);
    CHECK(memcmp(g.grid, SOLUTION, 81) == 0);
    CHECK(intact(g.before, GUARD_BYTES) && intact(g.after, GUARD_BYTES));

    guard_grid(&g, MANY);
    CHECK(sudoku_solve(g.grid) == SUDOKU_MULTIPLE_SOLUTIONS);
    CHECK(memcmp(g.grid, MANY, 81) == 0);
    CHECK(intact(g.before, GUARD_BYTES) && intact(g.after, GUARD_BYTES));
}

static void test_solve_ex(void) {
    struct guarded_grid g;
    struct guarded_options o;
    struct guarded_report r;
    memset(&o, GUARD, sizeof o);
    o.options = sudoku_options_default();
    o.options.mode = SUDOKU_MODE_FIRST;
    memset(&r, GUARD, sizeof r);
    r.report.size = sizeof(sudoku_report);

    guard_grid(&g, MANY);
    CHECK(sudoku_solve_ex(g.grid, &o.options, &r.report) == SUDOKU_OK);
    CHECK(r.report.size == sizeof(sudoku_report));
    CHECK(r.report.status == SUDOKU_OK);
    CHECK(r.report.cell == -1);
    CHECK(r.report.solutions == 1);
    CHECK(intact(r.before, GUARD_BYTES) && intact(r.after, GUARD_BYTES));
    CHECK(intact(o.before, GUARD_BYTES) && intact(o.after, GUARD_BYTES));
    CHECK(intact(g.before, GUARD_BYTES) && intact(g.after, GUARD_BYTES));

    /* A budget of one guess on a grid that needs more. */
    o.options.mode = SUDOKU_MODE_UNIQUE;
    o.options.guess_budget = 1;
    memset(&r, GUARD, sizeof r);
    r.report.size = sizeof(sudoku_report);
    guard_grid(&g, MANY);
    CHECK(sudoku_solve_ex(g.grid, &o.options, &r.report) == SUDOKU_BUDGET_EXHAUSTED);
    CHECK(r.report.status == SUDOKU_BUDGET_EXHAUSTED);
    CHECK(r.report.guesses == 1);
    CHECK(memcmp(g.grid, MANY, 81) == 0);
    CHECK(intact(r.before, GUARD_BYTES) && intact(r.after, GUARD_BYTES));

    /* A conflict reports its cell. */
    char conflict[81];
    memcpy(conflict, PUZZLE, 81);
    conflict[1] = '5';
    memset(&r, GUARD, sizeof r);
    r.report.size = sizeof(sudoku_report);
    CHECK(sudoku_solve_ex(conflict, NULL, &r.report) == SUDOKU_CONFLICTING_GIVENS);
    CHECK(r.report.cell == 1);
    CHECK(intact(r.before, GUARD_BYTES) && intact(r.after, GUARD_BYTES));

    /* A report too small for 1.0 is refused and not written. */
    memset(&r, GUARD, sizeof r);
    r.report.size = sizeof(sudoku_report) - 1;
    guard_grid(&g, PUZZLE);
    CHECK(sudoku_solve_ex(g.grid, NULL, &r.report) == SUDOKU_INVALID_ARGUMENT);
    CHECK(r.report.size == sizeof(sudoku_report) - 1);
    CHECK(intact((const unsigned char *)&r.report + 4, sizeof r.report - 4));
    CHECK(memcmp(g.grid, PUZZLE, 81) == 0);
}

static void test_check_count_parse(void) {
    int32_t cell = 1234;
    CHECK(sudoku_check(PUZZLE, &cell) == SUDOKU_OK);
    CHECK(cell == 1234);
    char bad[81];
    memcpy(bad, PUZZLE, 81);
    bad[40] = 'a';
    CHECK(sudoku_check(bad, &cell) == SUDOKU_INVALID_CHARACTER);
    CHECK(cell == 40);

    uint32_t count = 0;
    CHECK(sudoku_count_solutions(MANY, 10, &count) == SUDOKU_OK);
    CHECK(count >= 2);
    CHECK(sudoku_count_solutions(PUZZLE, 10, &count) == SUDOKU_OK);
    CHECK(count == 1);

    struct guarded_grid out;
    memset(&out, GUARD, sizeof out);
    CHECK(sudoku_parse(PUZZLE, 81, out.grid) == SUDOKU_OK);
    CHECK(memcmp(out.grid, PUZZLE, 81) == 0);
    CHECK(intact(out.before, GUARD_BYTES) && intact(out.after, GUARD_BYTES));
}

static void test_batch_and_strings(void) {
    enum { N = 40 };
    static char grids[N * 81];
    struct {
        unsigned char before[GUARD_BYTES];
        sudoku_status statuses[N];
        unsigned char after[GUARD_BYTES];
    } s;
    memset(&s, GUARD, sizeof s);
    for (int i = 0; i < N; i++) {
        memcpy(grids + 81 * i, i % 2 ? PUZZLE : MANY, 81);
    }
    CHECK(sudoku_solve_batch(grids, N, s.statuses, 2) == N / 2);
    for (int i = 0; i < N; i++) {
        CHECK(s.statuses[i] == (i % 2 ? SUDOKU_OK : SUDOKU_MULTIPLE_SOLUTIONS));
    }
    CHECK(memcmp(grids + 81, SOLUTION, 81) == 0);
    CHECK(intact(s.before, GUARD_BYTES) && intact(s.after, GUARD_BYTES));

    CHECK(strcmp(sudoku_status_str(SUDOKU_OK), "success") == 0);
    CHECK(strcmp(sudoku_status_str(-5), "unknown status") == 0);
    /* Same major version: the library a 1.0 program loads is a 1.x. */
    CHECK(strncmp(sudoku_version(), "1.", 2) == 0);
}

int main(void) {
    test_layout();
    test_solve();
    test_solve_ex();
    test_check_count_parse();
    test_batch_and_strings();
    printf("abi v1: %u passed, %u failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
