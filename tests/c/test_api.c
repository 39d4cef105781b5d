/*
 * A test of every function in include/sudoku.h, from C, through the shared
 * library: statuses, NULL arguments, what caller memory is and is not written,
 * and answers checked independently of the library.
 *
 * Prints one line per failed assertion and ends with
 * "c api: N passed, M failed"; exits non-zero when M > 0.
 * Built and run by tests/c_programs.rs.
 */

#define _POSIX_C_SOURCE 200809L /* pthread attributes */

#include <sudoku.h>

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "small_stack.h"

/* ---- Puzzles ------------------------------------------------------------ */

/* A classic puzzle with one solution, and that solution. */
static const char PUZZLE[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char SOLUTION[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/* The same puzzle with '0' for empty cells. */
static const char PUZZLE_ZEROS[] =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
static const char EMPTY[] =
    ".................................................................................";
/* Several solutions (from examples/puzzles.txt). */
static const char MULTIPLE[] =
    "8.........59.......76.........752498...893516...614732...471......926.8....538.4.";
/* Consistent givens, yet no solution. */
static const char NO_SOLUTION[] =
    "..............1..2..3....45....4.1...1.....6.2..3..7....4...9.3..8..6....6.......";
/* Two 5s in the first row: the clash is reported at cell 1. */
static const char CONFLICT[] =
    "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/* A letter in the last cell. */
static const char BAD_CHAR[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7a";
/* Hard for a backtracking search (tests/data/forum_hardest_1106.txt and
 * examples/puzzles.txt); each has exactly one solution. */
static const char *const HARD[] = {
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
    "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
    "......7....71.9...68..7......1.6.9..84.....2.........43..2...5...8.1.6.......5..3",
    "9876.....65....7...........4......3...85..9......2...1..97..6......61.2.....3...4",
};
#define HARD_COUNT (sizeof HARD / sizeof HARD[0])

/* SOLUTION with cells 32, 35, 41, 44 emptied: rows 3 and 4 hold 1 and 3 there
 * in swapped order, across two boxes, so exactly two solutions exist. */
static void two_solution_grid(char out[81]) {
    memcpy(out, SOLUTION, 81);
    out[32] = '.';
    out[35] = '.';
    out[41] = '.';
    out[44] = '.';
}

/* ---- An independent solution checker ------------------------------------ */

/* 1 when `sol` is a complete grid whose rows, columns and boxes each hold
 * 1-9 once, and which keeps every given of `puzzle`. */
static int is_valid_solution(const char *puzzle, const char *sol) {
    int unit, i;
    for (i = 0; i < 81; i++) {
        if (sol[i] < '1' || sol[i] > '9') {
            return 0;
        }
        if (puzzle[i] != '.' && puzzle[i] != '0' && puzzle[i] != sol[i]) {
            return 0;
        }
    }
    for (unit = 0; unit < 9; unit++) {
        int row_seen[10] = {0}, col_seen[10] = {0}, box_seen[10] = {0};
        for (i = 0; i < 9; i++) {
            int r = unit * 9 + i;
            int c = i * 9 + unit;
            int b = (unit / 3 * 3 + i / 3) * 9 + unit % 3 * 3 + i % 3;
            if (row_seen[sol[r] - '0']++ || col_seen[sol[c] - '0']++ ||
                box_seen[sol[b] - '0']++) {
                return 0;
            }
        }
    }
    return 1;
}

static void test_checker_itself(void) {
    char grid[81];
    /* The checker must be able to say no, or every later use proves nothing. */
    CHECK(is_valid_solution(PUZZLE, SOLUTION));
    CHECK(is_valid_solution(EMPTY, SOLUTION));
    memcpy(grid, SOLUTION, 81);
    grid[0] = SOLUTION[1];
    grid[1] = SOLUTION[0];
    CHECK(!is_valid_solution(EMPTY, grid)); /* columns now repeat */
    CHECK(!is_valid_solution(PUZZLE, PUZZLE));
    memcpy(grid, SOLUTION, 81);
    CHECK(!is_valid_solution(CONFLICT, grid)); /* given at cell 1 not kept */
}

/* ---- Guarded buffers ---------------------------------------------------- */

/* A grid with a guard byte on each side: the library gets &bytes[1]. The
 * guards are invalid grid characters, so reading them would also show. */
#define GUARD 'Z'
typedef struct {
    char bytes[83];
} guarded_grid;

static char *guarded_init(guarded_grid *g, const char *grid81) {
    g->bytes[0] = GUARD;
    memcpy(&g->bytes[1], grid81, 81);
    g->bytes[82] = GUARD;
    return &g->bytes[1];
}

static int guards_intact(const guarded_grid *g) {
    return g->bytes[0] == GUARD && g->bytes[82] == GUARD;
}

/* Solves `puzzle` with sudoku_solve in a guarded buffer and checks the
 * status, the guards, and the grid: the solution on success (equal to
 * `want_grid` when given, else merely valid), unchanged bytes otherwise. */
static void solve_expect(const char *puzzle, sudoku_status want, const char *want_grid) {
    guarded_grid g;
    char *grid = guarded_init(&g, puzzle);
    CHECK_STATUS(sudoku_solve(grid), want);
    CHECK(guards_intact(&g));
    if (want == SUDOKU_OK) {
        CHECK(is_valid_solution(puzzle, grid));
        if (want_grid != NULL) {
            CHECK(memcmp(grid, want_grid, 81) == 0);
        }
    } else {
        CHECK(memcmp(grid, puzzle, 81) == 0);
    }
}

/* ---- Status codes, strings, version, ABI layout ------------------------- */

static void test_status_values_and_layout(void) {
    /* The numeric values are part of the ABI. */
    CHECK(SUDOKU_OK == 0);
    CHECK(SUDOKU_NULL_POINTER == 1);
    CHECK(SUDOKU_INVALID_CHARACTER == 2);
    CHECK(SUDOKU_CONFLICTING_GIVENS == 3);
    CHECK(SUDOKU_NO_SOLUTION == 4);
    CHECK(SUDOKU_MULTIPLE_SOLUTIONS == 5);
    CHECK(SUDOKU_INTERNAL_ERROR == 6);
    CHECK(SUDOKU_BUDGET_EXHAUSTED == 7);
    CHECK(SUDOKU_INVALID_LENGTH == 8);
    CHECK(SUDOKU_INVALID_ARGUMENT == 9);
    CHECK(SUDOKU_TECHNIQUES_EXHAUSTED == 10);
    CHECK(SUDOKU_CURRENT_CONTRADICTS_PUZZLE == 11);
    CHECK(SUDOKU_INVALID_CANDIDATES == 12);
    CHECK(SUDOKU_CAPACITY_TOO_SMALL == 13);
    CHECK(SUDOKU_ALREADY_SOLVED == 14);
    CHECK(SUDOKU_UNKNOWN_SYMMETRY == 15);
    CHECK(SUDOKU_MIN_ABOVE_MAX == 16);
    CHECK(SUDOKU_INVALID_PATTERN == 17);
    CHECK(SUDOKU_PATTERN_BREAKS_SYMMETRY == 18);
    CHECK(SUDOKU_PATTERN_OUTSIDE_GIVEN_BOUNDS == 19);
    CHECK(SUDOKU_PARSE_ERROR == 20);
    CHECK(SUDOKU_UNSUPPORTED_RULE == 21);
    CHECK(SUDOKU_INVALID_RULES == 22);
    CHECK(SUDOKU_UNSATISFIABLE_RULES == 23);
    CHECK(SUDOKU_INVALID_VALUE == 24);
    CHECK(SUDOKU_GRID_BREAKS_RULE == 25);
    CHECK(SUDOKU_SYMMETRY_BREAKS_RULES == 26);
    CHECK(SUDOKU_INVALID_LAYOUT == 27);
    CHECK(SUDOKU_NOT_RATED == 28);
    CHECK(SUDOKU_NOT_TEACHABLE == 29);
    CHECK(SUDOKU_RULES_NOT_ON_SCALE == 30);
    CHECK(SUDOKU_MODE_UNIQUE == 0);
    CHECK(SUDOKU_MODE_FIRST == 1);
    CHECK(sizeof(sudoku_status) == 4);
    /* Struct layouts other languages mirror field by field. */
    CHECK(sizeof(sudoku_options) == 16);
    CHECK(offsetof(sudoku_options, size) == 0);
    CHECK(offsetof(sudoku_options, mode) == 4);
    CHECK(offsetof(sudoku_options, guess_budget) == 8);
    CHECK(sizeof(sudoku_report) == 24);
    CHECK(offsetof(sudoku_report, size) == 0);
    CHECK(offsetof(sudoku_report, status) == 4);
    CHECK(offsetof(sudoku_report, cell) == 8);
    CHECK(offsetof(sudoku_report, solutions) == 12);
    CHECK(offsetof(sudoku_report, guesses) == 16);
}

/* One more than the last status. */
#define STATUS_END 31

static void test_status_str(void) {
    const char *texts[STATUS_END];
    const int out_of_range[] = {-1, STATUS_END, STATUS_END + 1, 100, INT_MIN, INT_MAX};
    size_t i, j;
    for (i = 0; i < STATUS_END; i++) {
        texts[i] = sudoku_status_str((int)i);
        CHECK(texts[i] != NULL);
        if (texts[i] == NULL) {
            return;
        }
        CHECK(texts[i][0] != '\0');
        CHECK(strcmp(texts[i], "unknown status") != 0);
    }
    for (i = 0; i < STATUS_END; i++) {
        for (j = i + 1; j < STATUS_END; j++) {
            CHECK(strcmp(texts[i], texts[j]) != 0);
        }
    }
    for (i = 0; i < sizeof out_of_range / sizeof out_of_range[0]; i++) {
        const char *text = sudoku_status_str(out_of_range[i]);
        CHECK(text != NULL);
        CHECK(text != NULL && strcmp(text, "unknown status") == 0);
    }
}

static void test_version(void) {
    char from_macros[64];
    const char *version = sudoku_version();
    CHECK(version != NULL);
    if (version == NULL) {
        return;
    }
    CHECK(strcmp(version, SUDOKU_VERSION_STRING) == 0);
    snprintf(from_macros, sizeof from_macros, "%d.%d.%d", SUDOKU_VERSION_MAJOR,
             SUDOKU_VERSION_MINOR, SUDOKU_VERSION_PATCH);
    CHECK(strcmp(version, from_macros) == 0);
}

/* ---- sudoku_solve ------------------------------------------------------- */

static void test_solve(void) {
    char grid[81];
    guarded_grid g;
    char *p;

    solve_expect(PUZZLE, SUDOKU_OK, SOLUTION);
    solve_expect(PUZZLE_ZEROS, SUDOKU_OK, SOLUTION);
    solve_expect(SOLUTION, SUDOKU_OK, SOLUTION);
    solve_expect(EMPTY, SUDOKU_MULTIPLE_SOLUTIONS, NULL);
    solve_expect(MULTIPLE, SUDOKU_MULTIPLE_SOLUTIONS, NULL);
    solve_expect(NO_SOLUTION, SUDOKU_NO_SOLUTION, NULL);
    solve_expect(CONFLICT, SUDOKU_CONFLICTING_GIVENS, NULL);
    solve_expect(BAD_CHAR, SUDOKU_INVALID_CHARACTER, NULL);
    solve_expect(HARD[0], SUDOKU_OK, NULL);
    two_solution_grid(grid);
    solve_expect(grid, SUDOKU_MULTIPLE_SOLUTIONS, NULL);

    /* A NUL byte is an invalid character, not an end of string. */
    memcpy(grid, PUZZLE, 81);
    grid[40] = '\0';
    solve_expect(grid, SUDOKU_INVALID_CHARACTER, NULL);
    /* Mixed '.' and '0'. */
    memcpy(grid, PUZZLE, 81);
    grid[2] = '0';
    grid[80] = '0';
    solve_expect(grid, SUDOKU_OK, SOLUTION);

    CHECK_STATUS(sudoku_solve(NULL), SUDOKU_NULL_POINTER);

    /* Solving the answer again is a no-op. */
    p = guarded_init(&g, PUZZLE);
    CHECK_STATUS(sudoku_solve(p), SUDOKU_OK);
    CHECK_STATUS(sudoku_solve(p), SUDOKU_OK);
    CHECK(memcmp(p, SOLUTION, 81) == 0);
    CHECK(guards_intact(&g));
}

/* ---- sudoku_solve_ex ---------------------------------------------------- */

/* A report pre-filled with a pattern, followed by guard bytes the library
 * must not reach when report.size is sizeof(sudoku_report). */
typedef struct {
    sudoku_report report;
    unsigned char after[16];
} guarded_report;

static void report_init(guarded_report *r, uint32_t size) {
    memset(r, 0xAB, sizeof *r);
    r->report.size = size;
}

static int report_tail_intact(const guarded_report *r) {
    size_t i;
    for (i = 0; i < sizeof r->after; i++) {
        if (r->after[i] != 0xAB) {
            return 0;
        }
    }
    return 1;
}

/* Runs sudoku_solve_ex on `puzzle` with `options` and a fresh report;
 * checks the status, the guards, the grid and the report's status and cell. */
static void solve_ex_expect(const char *puzzle, const sudoku_options *options,
                            sudoku_status want, int32_t want_cell, sudoku_report *out) {
    guarded_grid g;
    guarded_report r;
    char *grid = guarded_init(&g, puzzle);
    report_init(&r, sizeof(sudoku_report));
    CHECK_STATUS(sudoku_solve_ex(grid, options, &r.report), want);
    CHECK(guards_intact(&g));
    CHECK(report_tail_intact(&r));
    CHECK(r.report.size == sizeof(sudoku_report));
    CHECK_STATUS(r.report.status, want);
    CHECK(r.report.cell == want_cell);
    if (want == SUDOKU_OK) {
        CHECK(is_valid_solution(puzzle, grid));
    } else {
        CHECK(memcmp(grid, puzzle, 81) == 0);
    }
    if (out != NULL) {
        *out = r.report;
    }
}

static void test_options_default(void) {
    sudoku_options o = sudoku_options_default();
    CHECK(o.size == sizeof(sudoku_options));
    CHECK(o.mode == SUDOKU_MODE_UNIQUE);
    CHECK(o.guess_budget == 0);
}

static void test_solve_ex_defaults(void) {
    const char *const puzzles[] = {PUZZLE, PUZZLE_ZEROS, SOLUTION,    EMPTY,   MULTIPLE,
                                   NO_SOLUTION, CONFLICT, BAD_CHAR, HARD[1]};
    sudoku_options defaults = sudoku_options_default();
    size_t i;
    /* NULL options, default options, and sudoku_solve all agree. */
    for (i = 0; i < sizeof puzzles / sizeof puzzles[0]; i++) {
        char a[81], b[81], c[81];
        sudoku_status sa, sb, sc;
        memcpy(a, puzzles[i], 81);
        memcpy(b, puzzles[i], 81);
        memcpy(c, puzzles[i], 81);
        sa = sudoku_solve(a);
        sb = sudoku_solve_ex(b, NULL, NULL);
        sc = sudoku_solve_ex(c, &defaults, NULL);
        CHECK_STATUS(sb, sa);
        CHECK_STATUS(sc, sa);
        CHECK(memcmp(a, b, 81) == 0 && memcmp(a, c, 81) == 0);
    }
}

static void test_solve_ex_report(void) {
    sudoku_report rep;
    sudoku_options defaults = sudoku_options_default();
    char grid[81];
    guarded_report r;

    solve_ex_expect(PUZZLE, NULL, SUDOKU_OK, -1, &rep);
    CHECK(rep.solutions == 1);
    solve_ex_expect(SOLUTION, &defaults, SUDOKU_OK, -1, &rep);
    CHECK(rep.solutions == 1);
    CHECK(rep.guesses == 0); /* nothing left to guess */
    solve_ex_expect(EMPTY, NULL, SUDOKU_MULTIPLE_SOLUTIONS, -1, &rep);
    CHECK(rep.solutions == 2);
    CHECK(rep.guesses > 0); /* two solutions cannot be found without guessing */
    two_solution_grid(grid);
    solve_ex_expect(grid, NULL, SUDOKU_MULTIPLE_SOLUTIONS, -1, &rep);
    CHECK(rep.solutions == 2);
    solve_ex_expect(NO_SOLUTION, NULL, SUDOKU_NO_SOLUTION, -1, &rep);
    CHECK(rep.solutions == 0);
    solve_ex_expect(CONFLICT, NULL, SUDOKU_CONFLICTING_GIVENS, 1, &rep);
    CHECK(rep.solutions == 0);
    solve_ex_expect(BAD_CHAR, NULL, SUDOKU_INVALID_CHARACTER, 80, &rep);
    CHECK(rep.solutions == 0);

    /* NULL grid: the report is still filled in. */
    report_init(&r, sizeof(sudoku_report));
    CHECK_STATUS(sudoku_solve_ex(NULL, NULL, &r.report), SUDOKU_NULL_POINTER);
    CHECK_STATUS(r.report.status, SUDOKU_NULL_POINTER);
    CHECK(r.report.cell == -1);
    CHECK(r.report.size == sizeof(sudoku_report));
    CHECK(report_tail_intact(&r));
    CHECK_STATUS(sudoku_solve_ex(NULL, NULL, NULL), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_solve_ex(NULL, &defaults, NULL), SUDOKU_NULL_POINTER);

    /* A report bigger than this version's (a newer caller): only the known
     * fields are written and `size` is kept. */
    {
        guarded_grid g;
        char *p = guarded_init(&g, PUZZLE);
        report_init(&r, sizeof r);
        CHECK_STATUS(sudoku_solve_ex(p, NULL, &r.report), SUDOKU_OK);
        CHECK(r.report.size == sizeof r);
        CHECK_STATUS(r.report.status, SUDOKU_OK);
        CHECK(report_tail_intact(&r));
        CHECK(memcmp(p, SOLUTION, 81) == 0);
    }
}

static void test_solve_ex_report_too_small(void) {
    const uint32_t sizes[] = {0, 4, (uint32_t)sizeof(sudoku_report) - 1};
    const char *const puzzles[] = {PUZZLE, NO_SOLUTION, BAD_CHAR};
    size_t i, j;
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        for (j = 0; j < sizeof puzzles / sizeof puzzles[0]; j++) {
            guarded_grid g;
            guarded_report r, before;
            char *p = guarded_init(&g, puzzles[j]);
            report_init(&r, sizes[i]);
            memcpy(&before, &r, sizeof r);
            CHECK_STATUS(sudoku_solve_ex(p, NULL, &r.report), SUDOKU_INVALID_ARGUMENT);
            CHECK(memcmp(&r, &before, sizeof r) == 0);
            CHECK(memcmp(p, puzzles[j], 81) == 0);
            CHECK(guards_intact(&g));
        }
    }
}

static void test_solve_ex_bad_options(void) {
    const uint32_t sizes[] = {0, 4, 8, (uint32_t)sizeof(sudoku_options) - 1};
    const int32_t modes[] = {2, -1, 100, INT32_MIN, INT32_MAX};
    sudoku_options o;
    size_t i;
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        o = sudoku_options_default();
        o.size = sizes[i];
        solve_ex_expect(PUZZLE, &o, SUDOKU_INVALID_ARGUMENT, -1, NULL);
    }
    for (i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        o = sudoku_options_default();
        o.mode = modes[i];
        solve_ex_expect(PUZZLE, &o, SUDOKU_INVALID_ARGUMENT, -1, NULL);
    }
    /* Bad options and no report. */
    {
        char grid[81];
        memcpy(grid, PUZZLE, 81);
        o = sudoku_options_default();
        o.mode = 7;
        CHECK_STATUS(sudoku_solve_ex(grid, &o, NULL), SUDOKU_INVALID_ARGUMENT);
        CHECK(memcmp(grid, PUZZLE, 81) == 0);
    }
    /* Options from a newer caller, with fields appended, are accepted. */
    {
        struct {
            sudoku_options o;
            uint64_t later_field;
        } bigger;
        memset(&bigger, 0, sizeof bigger);
        bigger.o = sudoku_options_default();
        bigger.o.size = sizeof bigger;
        bigger.later_field = 0;
        solve_ex_expect(PUZZLE, &bigger.o, SUDOKU_OK, -1, NULL);
    }
}

static void test_solve_ex_first(void) {
    sudoku_options o = sudoku_options_default();
    sudoku_report rep;
    char grid[81];
    o.mode = SUDOKU_MODE_FIRST;
    /* Any valid solution will do, as long as givens are kept. */
    solve_ex_expect(MULTIPLE, &o, SUDOKU_OK, -1, &rep);
    CHECK(rep.solutions >= 1);
    solve_ex_expect(EMPTY, &o, SUDOKU_OK, -1, NULL);
    two_solution_grid(grid);
    solve_ex_expect(grid, &o, SUDOKU_OK, -1, NULL);
    solve_ex_expect(NO_SOLUTION, &o, SUDOKU_NO_SOLUTION, -1, NULL);
    solve_ex_expect(CONFLICT, &o, SUDOKU_CONFLICTING_GIVENS, 1, NULL);
    solve_ex_expect(BAD_CHAR, &o, SUDOKU_INVALID_CHARACTER, 80, NULL);
    /* A unique puzzle gets its one solution. */
    {
        guarded_grid g;
        char *p = guarded_init(&g, PUZZLE);
        CHECK_STATUS(sudoku_solve_ex(p, &o, NULL), SUDOKU_OK);
        CHECK(memcmp(p, SOLUTION, 81) == 0);
        CHECK(guards_intact(&g));
    }
    CHECK_STATUS(sudoku_solve_ex(NULL, &o, NULL), SUDOKU_NULL_POINTER);
}

static void test_solve_ex_budget(void) {
    sudoku_options o = sudoku_options_default();
    sudoku_report rep;
    size_t i;
    unsigned exhausted = 0;
    for (i = 0; i < HARD_COUNT; i++) {
        uint64_t needed;
        /* How many guesses an unlimited search makes decides what a budget
         * of 1 must do; the exact number is the solver's business. */
        o.guess_budget = 0;
        solve_ex_expect(HARD[i], &o, SUDOKU_OK, -1, &rep);
        needed = rep.guesses;
        o.guess_budget = 1;
        if (needed > 1) {
            solve_ex_expect(HARD[i], &o, SUDOKU_BUDGET_EXHAUSTED, -1, &rep);
            CHECK(rep.solutions <= 1);
            exhausted++;
        } else {
            solve_ex_expect(HARD[i], &o, SUDOKU_OK, -1, NULL);
        }
        /* A budget of exactly what is needed is enough. */
        o.guess_budget = needed == 0 ? 1 : needed;
        solve_ex_expect(HARD[i], &o, SUDOKU_OK, -1, NULL);
        o.guess_budget = UINT64_MAX;
        solve_ex_expect(HARD[i], &o, SUDOKU_OK, -1, NULL);
    }
    /* These puzzles defeat propagation: at least one needs several guesses. */
    CHECK(exhausted > 0);
    /* Without a report: the status alone, grid untouched. Proving that the
     * empty grid has two solutions takes more than one guess. */
    {
        char grid[81];
        memcpy(grid, EMPTY, 81);
        o.guess_budget = 1;
        CHECK_STATUS(sudoku_solve_ex(grid, &o, NULL), SUDOKU_BUDGET_EXHAUSTED);
        CHECK(memcmp(grid, EMPTY, 81) == 0);
    }
}

/* ---- sudoku_check ------------------------------------------------------- */

/* Checks `grid` in a guarded buffer; `cell` starts at a marker value and must
 * become `want_cell`, or keep the marker when `want_cell` is -1. */
static void check_expect(const char *grid81, sudoku_status want, int32_t want_cell) {
    guarded_grid g;
    const int32_t marker = 12345;
    int32_t cell = marker;
    char *p = guarded_init(&g, grid81);
    CHECK_STATUS(sudoku_check(p, &cell), want);
    CHECK(cell == (want_cell < 0 ? marker : want_cell));
    CHECK(memcmp(p, grid81, 81) == 0);
    CHECK(guards_intact(&g));
    /* The same answer without a cell pointer. */
    CHECK_STATUS(sudoku_check(p, NULL), want);
}

static void test_check(void) {
    char grid[81];
    int32_t cell = 777;

    check_expect(PUZZLE, SUDOKU_OK, -1);
    check_expect(PUZZLE_ZEROS, SUDOKU_OK, -1);
    check_expect(SOLUTION, SUDOKU_OK, -1);
    check_expect(EMPTY, SUDOKU_OK, -1);
    /* Only the givens are checked, not solvability. */
    check_expect(NO_SOLUTION, SUDOKU_OK, -1);
    check_expect(MULTIPLE, SUDOKU_OK, -1);
    check_expect(CONFLICT, SUDOKU_CONFLICTING_GIVENS, 1);
    check_expect(BAD_CHAR, SUDOKU_INVALID_CHARACTER, 80);

    /* The first invalid character, in row-major order. */
    memcpy(grid, PUZZLE, 81);
    grid[40] = 'a';
    grid[60] = '\0';
    check_expect(grid, SUDOKU_INVALID_CHARACTER, 40);
    memcpy(grid, PUZZLE, 81);
    grid[0] = ' ';
    check_expect(grid, SUDOKU_INVALID_CHARACTER, 0);
    memcpy(grid, EMPTY, 81);
    grid[17] = ':'; /* just past '9' */
    check_expect(grid, SUDOKU_INVALID_CHARACTER, 17);
    grid[17] = '/'; /* just before '0' */
    check_expect(grid, SUDOKU_INVALID_CHARACTER, 17);

    /* Conflicts: the later cell of the clashing pair. */
    memcpy(grid, EMPTY, 81);
    grid[3] = '2';
    grid[8] = '2'; /* same row */
    check_expect(grid, SUDOKU_CONFLICTING_GIVENS, 8);
    memcpy(grid, EMPTY, 81);
    grid[10] = '4';
    grid[70] = '4'; /* different row, column and box: fine */
    check_expect(grid, SUDOKU_OK, -1);
    grid[64] = '4'; /* column 1, with cell 10 */
    check_expect(grid, SUDOKU_CONFLICTING_GIVENS, 64);
    memcpy(grid, EMPTY, 81);
    grid[0] = '9';
    grid[20] = '9'; /* same box */
    check_expect(grid, SUDOKU_CONFLICTING_GIVENS, 20);
    /* Whichever problem comes first in row-major order is reported. */
    memcpy(grid, EMPTY, 81);
    grid[0] = '1';
    grid[1] = '1';
    grid[2] = '?';
    check_expect(grid, SUDOKU_CONFLICTING_GIVENS, 1);
    grid[1] = '?';
    check_expect(grid, SUDOKU_INVALID_CHARACTER, 1);

    CHECK_STATUS(sudoku_check(NULL, &cell), SUDOKU_NULL_POINTER);
    CHECK(cell == 777);
    CHECK_STATUS(sudoku_check(NULL, NULL), SUDOKU_NULL_POINTER);
}

/* ---- sudoku_count_solutions --------------------------------------------- */

/* Counts in a guarded buffer; on errors the count must keep its marker. */
static void count_expect(const char *grid81, uint32_t limit, sudoku_status want,
                         uint32_t want_count) {
    guarded_grid g;
    const uint32_t marker = 0xDEADBEEFu;
    uint32_t count = marker;
    char *p = guarded_init(&g, grid81);
    CHECK_STATUS(sudoku_count_solutions(p, limit, &count), want);
    CHECK(count == (want == SUDOKU_OK ? want_count : marker));
    CHECK(memcmp(p, grid81, 81) == 0);
    CHECK(guards_intact(&g));
}

static void test_count(void) {
    char grid[81];
    uint32_t count = 42;

    count_expect(PUZZLE, 1, SUDOKU_OK, 1);
    count_expect(PUZZLE, 2, SUDOKU_OK, 1);
    count_expect(PUZZLE, 1000, SUDOKU_OK, 1);
    count_expect(PUZZLE_ZEROS, 2, SUDOKU_OK, 1);
    count_expect(SOLUTION, 5, SUDOKU_OK, 1);
    count_expect(HARD[2], 3, SUDOKU_OK, 1);
    count_expect(NO_SOLUTION, 10, SUDOKU_OK, 0);
    count_expect(EMPTY, 5, SUDOKU_OK, 5);
    count_expect(EMPTY, 1, SUDOKU_OK, 1);
    count_expect(MULTIPLE, 2, SUDOKU_OK, 2);
    two_solution_grid(grid);
    count_expect(grid, 10, SUDOKU_OK, 2);
    count_expect(grid, 2, SUDOKU_OK, 2);
    count_expect(grid, 1, SUDOKU_OK, 1);
    count_expect(PUZZLE, 0, SUDOKU_INVALID_ARGUMENT, 0);
    count_expect(EMPTY, 0, SUDOKU_INVALID_ARGUMENT, 0);
    count_expect(CONFLICT, 5, SUDOKU_CONFLICTING_GIVENS, 0);
    count_expect(BAD_CHAR, 5, SUDOKU_INVALID_CHARACTER, 0);

    CHECK_STATUS(sudoku_count_solutions(NULL, 5, &count), SUDOKU_NULL_POINTER);
    CHECK(count == 42);
    memcpy(grid, PUZZLE, 81);
    CHECK_STATUS(sudoku_count_solutions(grid, 5, NULL), SUDOKU_NULL_POINTER);
    CHECK(memcmp(grid, PUZZLE, 81) == 0);
    CHECK_STATUS(sudoku_count_solutions(NULL, 0, NULL), SUDOKU_NULL_POINTER);
}

/* ---- sudoku_count_solutions_ex ------------------------------------------ */

static void test_count_ex(void) {
    guarded_grid g;
    guarded_report r;
    const uint32_t marker = 0xDEADBEEFu;
    uint32_t count = marker;
    char *p = guarded_init(&g, MULTIPLE);

    /* No budget: as sudoku_count_solutions, and the report tells the count. */
    report_init(&r, sizeof(sudoku_report));
    CHECK_STATUS(sudoku_count_solutions_ex(p, 2, 0, &count, &r.report), SUDOKU_OK);
    CHECK(count == 2);
    CHECK(r.report.solutions == 2 && r.report.cell == -1);
    CHECK_STATUS(r.report.status, SUDOKU_OK);
    CHECK(report_tail_intact(&r) && guards_intact(&g));

    /* One guess cannot find 1000 solutions of the empty grid. */
    p = guarded_init(&g, EMPTY);
    count = marker;
    report_init(&r, sizeof(sudoku_report));
    CHECK_STATUS(sudoku_count_solutions_ex(p, 1000, 1, &count, &r.report), SUDOKU_BUDGET_EXHAUSTED);
    CHECK(count == marker);
    CHECK(r.report.guesses == 1 && r.report.solutions < 1000);
    CHECK(memcmp(p, EMPTY, 81) == 0 && guards_intact(&g));

    /* Refusals: the cell of a conflict, a short report, NULLs, limit 0. */
    p = guarded_init(&g, CONFLICT);
    report_init(&r, sizeof(sudoku_report));
    CHECK_STATUS(sudoku_count_solutions_ex(p, 2, 0, &count, &r.report), SUDOKU_CONFLICTING_GIVENS);
    CHECK(r.report.cell >= 0 && count == marker);
    report_init(&r, sizeof(sudoku_report) - 1);
    CHECK_STATUS(sudoku_count_solutions_ex(PUZZLE, 2, 0, &count, &r.report), SUDOKU_INVALID_ARGUMENT);
    CHECK(r.report.status == (sudoku_status)0xABABABAB && count == marker);
    CHECK_STATUS(sudoku_count_solutions_ex(PUZZLE, 0, 0, &count, NULL), SUDOKU_INVALID_ARGUMENT);
    CHECK_STATUS(sudoku_count_solutions_ex(NULL, 2, 0, &count, NULL), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_count_solutions_ex(PUZZLE, 2, 0, NULL, NULL), SUDOKU_NULL_POINTER);
    CHECK(count == marker);
}

/* ---- sudoku_parse ------------------------------------------------------- */

/* Parses `len` bytes of `text` into a guarded output pre-filled with 'Q';
 * on success the output must equal `want`, otherwise stay all 'Q'. */
static void parse_expect(const char *text, size_t len, sudoku_status want, const char *want_out) {
    guarded_grid g;
    char fill[81];
    char *out;
    memset(fill, 'Q', sizeof fill);
    out = guarded_init(&g, fill);
    CHECK_STATUS(sudoku_parse(text, len, out), want);
    CHECK(guards_intact(&g));
    if (want == SUDOKU_OK) {
        CHECK(memcmp(out, want_out, 81) == 0);
    } else {
        CHECK(memcmp(out, fill, 81) == 0);
    }
}

static void parse_string_expect(const char *text, sudoku_status want, const char *want_out) {
    parse_expect(text, strlen(text), want, want_out);
}

static void test_parse(void) {
    char text[200];
    char out[81], fill[81];
    size_t n;

    static const char nine_lines[] = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n"
                                     "7...2...6\n.6....28.\n...419..5\n....8..79\n";
    static const char boxed[] = "*-----------*\n"
                                "|53.|.7.|...|\n"
                                "|6..|195|...|\n"
                                "|.98|...|.6.|\n"
                                "|---+---+---|\n"
                                "|8..|.6.|..3|\n"
                                "|4..|8.3|..1|\n"
                                "|7..|.2.|..6|\n"
                                "|---+---+---|\n"
                                "|.6.|...|28.|\n"
                                "|...|419|..5|\n"
                                "|...|.8.|.79|\n"
                                "*-----------*\n";
    static const char spaced_crlf[] = "5 3 _ | _ 7 x | * _ _\r\n"
                                      "6 0 0 | 1 9 5 | 0 0 0\r\n"
                                      ". 9 8 | . . . | . 6 .\r\n"
                                      "------+-------+------\r\n"
                                      "8 . . | . 6 . | . . 3\r\n"
                                      "4 . . | 8 . 3 | . . 1\r\n"
                                      "7 . . | . 2 . | . . 6\r\n"
                                      "------+-------+------\r\n"
                                      ". 6 . | . . . | 2 8 .\r\n"
                                      ". . . | 4 1 9 | . . 5\r\n"
                                      ". . . | . 8 . | . 7 9\r\n";

    parse_string_expect(PUZZLE, SUDOKU_OK, PUZZLE);
    /* '0' comes out as '.'. */
    parse_string_expect(PUZZLE_ZEROS, SUDOKU_OK, PUZZLE);
    parse_string_expect(SOLUTION, SUDOKU_OK, SOLUTION);
    parse_string_expect(EMPTY, SUDOKU_OK, EMPTY);
    parse_string_expect(nine_lines, SUDOKU_OK, PUZZLE);
    /* Without the final newline. */
    parse_expect(nine_lines, strlen(nine_lines) - 1, SUDOKU_OK, PUZZLE);
    parse_string_expect(boxed, SUDOKU_OK, PUZZLE);
    parse_string_expect(spaced_crlf, SUDOKU_OK, PUZZLE);
    /* One line of 81 with a CRLF end. */
    memcpy(text, PUZZLE, 81);
    memcpy(text + 81, "\r\n", 2);
    parse_expect(text, 83, SUDOKU_OK, PUZZLE);

    /* '_', '*' and 'x' are empty cells, in a line of 81 too. */
    memcpy(text, PUZZLE, 81);
    text[2] = '_';
    text[3] = '*';
    text[5] = 'x';
    parse_expect(text, 81, SUDOKU_OK, PUZZLE);

    /* A parsed grid is ready for sudoku_solve. */
    CHECK_STATUS(sudoku_parse(boxed, strlen(boxed), out), SUDOKU_OK);
    CHECK_STATUS(sudoku_solve(out), SUDOKU_OK);
    CHECK(memcmp(out, SOLUTION, 81) == 0);

    /* Wrong number of cells. */
    parse_expect(PUZZLE, 80, SUDOKU_INVALID_LENGTH, NULL);
    memcpy(text, PUZZLE, 81);
    text[81] = '1';
    parse_expect(text, 82, SUDOKU_INVALID_LENGTH, NULL);
    parse_expect(text, 0, SUDOKU_INVALID_LENGTH, NULL);
    parse_string_expect("\n\n", SUDOKU_INVALID_LENGTH, NULL);
    /* Eight lines of nine. */
    parse_expect(nine_lines, 80, SUDOKU_INVALID_LENGTH, NULL);
    /* Ten lines of nine. */
    n = strlen(nine_lines);
    memcpy(text, nine_lines, n);
    memcpy(text + n, "123456789\n", 10);
    parse_expect(text, n + 10, SUDOKU_INVALID_LENGTH, NULL);

    /* Characters that are neither cells nor layout. */
    memcpy(text, PUZZLE, 81);
    text[40] = 'a';
    parse_expect(text, 81, SUDOKU_INVALID_CHARACTER, NULL);
    memcpy(text, PUZZLE, 81);
    text[0] = '\0';
    parse_expect(text, 81, SUDOKU_INVALID_CHARACTER, NULL);
    memcpy(text, PUZZLE, 81);
    text[80] = '#';
    parse_expect(text, 81, SUDOKU_INVALID_CHARACTER, NULL);
    /* Givens are not checked for conflicts here. */
    parse_string_expect(CONFLICT, SUDOKU_OK, CONFLICT);

    /* Exactly `len` bytes are read: a digit just past the end is not a cell. */
    memcpy(text, PUZZLE, 80);
    text[80] = '9';
    parse_expect(text, 80, SUDOKU_INVALID_LENGTH, NULL);
    parse_expect(text, 81, SUDOKU_OK, PUZZLE);
    memcpy(text, PUZZLE, 81);
    text[81] = '7';
    parse_expect(text, 81, SUDOKU_OK, PUZZLE);
    /* ...and past the end of a 9-line layout, no newline needed. */
    n = strlen(nine_lines) - 2; /* drop the last cell and the newline */
    memcpy(text, nine_lines, n);
    text[n] = '9';
    parse_expect(text, n, SUDOKU_INVALID_LENGTH, NULL);
    parse_expect(text, n + 1, SUDOKU_OK, PUZZLE);

    /* NULL arguments, even with len 0. */
    memset(out, 'Q', sizeof out);
    memset(fill, 'Q', sizeof fill);
    CHECK_STATUS(sudoku_parse(NULL, 0, out), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_parse(NULL, 81, out), SUDOKU_NULL_POINTER);
    CHECK(memcmp(out, fill, 81) == 0);
    CHECK_STATUS(sudoku_parse(PUZZLE, 81, NULL), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_parse(NULL, 0, NULL), SUDOKU_NULL_POINTER);
}

/* ---- sudoku_solve_batch ------------------------------------------------- */

/* Enough records that 4 threads get real shares. */
#define BATCH 96

static void test_batch(void) {
    const char *const mix[] = {PUZZLE,   HARD[0],     EMPTY,    MULTIPLE, NO_SOLUTION,
                               CONFLICT, BAD_CHAR,    SOLUTION, HARD[1],  PUZZLE_ZEROS,
                               HARD[4],  HARD[2]};
    const size_t mix_count = sizeof mix / sizeof mix[0];
    const uint32_t thread_counts[] = {0, 1, 2, 4};
    static char input[BATCH * 81];
    static char serial[BATCH * 81];
    static char batch[BATCH * 81 + 1];
    sudoku_status serial_status[BATCH];
    sudoku_status batch_status[BATCH + 1];
    size_t i, t, ok = 0;
    int seen[10] = {0};

    for (i = 0; i < BATCH; i++) {
        memcpy(&input[i * 81], mix[i % mix_count], 81);
    }
    memcpy(serial, input, sizeof serial);
    for (i = 0; i < BATCH; i++) {
        serial_status[i] = sudoku_solve(&serial[i * 81]);
        if (serial_status[i] == SUDOKU_OK) {
            ok++;
        }
        if (serial_status[i] >= 0 && serial_status[i] < 10) {
            seen[serial_status[i]] = 1;
        }
    }
    /* The mix really has every status a batch can give. */
    CHECK(seen[SUDOKU_OK] && seen[SUDOKU_MULTIPLE_SOLUTIONS] && seen[SUDOKU_NO_SOLUTION] &&
          seen[SUDOKU_CONFLICTING_GIVENS] && seen[SUDOKU_INVALID_CHARACTER]);

    for (t = 0; t < sizeof thread_counts / sizeof thread_counts[0]; t++) {
        size_t solved;
        memcpy(batch, input, sizeof input);
        batch[BATCH * 81] = GUARD;
        for (i = 0; i <= BATCH; i++) {
            batch_status[i] = -77;
        }
        solved = sudoku_solve_batch(batch, BATCH, batch_status, thread_counts[t]);
        CHECK(solved == ok);
        CHECK(memcmp(batch, serial, sizeof serial) == 0);
        CHECK(memcmp(batch_status, serial_status, sizeof serial_status) == 0);
        CHECK(batch[BATCH * 81] == GUARD);
        CHECK(batch_status[BATCH] == -77);
    }

    /* Part of the buffer: only those records are touched. */
    memcpy(batch, input, sizeof input);
    for (i = 0; i <= BATCH; i++) {
        batch_status[i] = -77;
    }
    CHECK(sudoku_solve_batch(batch, 1, batch_status, 4) == 1);
    CHECK_STATUS(batch_status[0], SUDOKU_OK);
    CHECK(memcmp(batch, SOLUTION, 81) == 0);
    CHECK(memcmp(&batch[81], &input[81], sizeof input - 81) == 0);
    CHECK(batch_status[1] == -77);

    /* Nothing to do, or nowhere to do it: 0, and nothing written. */
    memcpy(batch, input, sizeof input);
    for (i = 0; i <= BATCH; i++) {
        batch_status[i] = -77;
    }
    CHECK(sudoku_solve_batch(batch, 0, batch_status, 2) == 0);
    CHECK(sudoku_solve_batch(NULL, BATCH, batch_status, 2) == 0);
    CHECK(sudoku_solve_batch(batch, BATCH, NULL, 2) == 0);
    CHECK(sudoku_solve_batch(NULL, 0, NULL, 0) == 0);
    CHECK(memcmp(batch, input, sizeof input) == 0);
    CHECK(batch_status[0] == -77 && batch_status[BATCH - 1] == -77);
    /* count * 81 overflows: refused before anything is read. */
    CHECK(sudoku_solve_batch(batch, SIZE_MAX / 81 + 1, batch_status, 1) == 0);
    CHECK(sudoku_solve_batch(batch, SIZE_MAX, batch_status, 1) == 0);
    CHECK(memcmp(batch, input, sizeof input) == 0);
    CHECK(batch_status[0] == -77);
}

/* ---- sudoku_solve_batch_ex ---------------------------------------------- */

static void test_batch_ex(void) {
    enum { N = 40 };
    static char grids[N * 81];
    /* Statuses at an odd address: the library may not assume alignment. */
    static unsigned char storage[N * sizeof(sudoku_status) + 2];
    sudoku_status *statuses = (sudoku_status *)(void *)(storage + 1);
    sudoku_status got[N];
    sudoku_options options = sudoku_options_default();
    size_t i;

    for (i = 0; i < N; i++) {
        memcpy(&grids[i * 81], i % 2 ? MULTIPLE : HARD[0], 81);
    }
    memset(storage, GUARD, sizeof storage);
    options.mode = SUDOKU_MODE_FIRST;
    CHECK(sudoku_solve_batch_ex(grids, N, statuses, 2, &options) == N);
    memcpy(got, storage + 1, sizeof got);
    for (i = 0; i < N; i++) {
        CHECK_STATUS(got[i], SUDOKU_OK);
        CHECK(is_valid_solution(i % 2 ? MULTIPLE : HARD[0], &grids[i * 81]));
    }
    CHECK(storage[0] == GUARD && storage[sizeof storage - 1] == GUARD);

    /* A budget of one guess: the hard puzzle gives up and keeps its bytes. */
    for (i = 0; i < N; i++) {
        memcpy(&grids[i * 81], i % 2 ? PUZZLE : HARD[0], 81);
    }
    options = sudoku_options_default();
    options.guess_budget = 1;
    CHECK(sudoku_solve_batch_ex(grids, N, statuses, 2, &options) == N / 2);
    memcpy(got, storage + 1, sizeof got);
    CHECK_STATUS(got[0], SUDOKU_BUDGET_EXHAUSTED);
    CHECK_STATUS(got[1], SUDOKU_OK);
    CHECK(memcmp(grids, HARD[0], 81) == 0);

    /* Bad options: every status says so, no grid is written. */
    options.mode = 99;
    CHECK(sudoku_solve_batch_ex(grids, N, statuses, 2, &options) == 0);
    memcpy(got, storage + 1, sizeof got);
    for (i = 0; i < N; i++) {
        CHECK_STATUS(got[i], SUDOKU_INVALID_ARGUMENT);
    }
    CHECK(memcmp(grids, HARD[0], 81) == 0);
    CHECK(storage[0] == GUARD && storage[sizeof storage - 1] == GUARD);
}

/* ---- The smallest stack ------------------------------------------------- */

/* A sparse grid with no solution that takes the search about 45 guesses
 * deep (tests/data/adversarial.txt has more). */
static const char DEEP_NO_SOLUTION[] =
    "........7........85............5......4..671.........4758.4...................1..";

struct solving_job {
    sudoku_status status[5];
    size_t batch_solved;
    char solved[81];
};

static void *solving_body(void *arg) {
    struct solving_job *job = arg;
    char grid[81];
    char batch[2 * 81];
    sudoku_status statuses[2];
    uint32_t count = 0;
    sudoku_options options = sudoku_options_default();
    memcpy(grid, HARD[0], 81);
    job->status[0] = sudoku_solve(grid);
    memcpy(job->solved, grid, 81);
    memcpy(grid, DEEP_NO_SOLUTION, 81);
    job->status[1] = sudoku_solve_ex(grid, &options, NULL);
    job->status[2] = sudoku_count_solutions(HARD[1], 2, &count);
    job->status[3] = count == 1 ? SUDOKU_OK : SUDOKU_INTERNAL_ERROR;
    count = 0;
    job->status[4] = sudoku_count_solutions_ex(MULTIPLE, 2, 0, &count, NULL);
    if (job->status[4] == SUDOKU_OK && count != 2) {
        job->status[4] = SUDOKU_INTERNAL_ERROR;
    }
    memcpy(batch, HARD[3], 81);
    memcpy(batch + 81, DEEP_NO_SOLUTION, 81);
    /* One thread: the batch runs on this one. */
    job->batch_solved = sudoku_solve_batch(batch, 2, statuses, 1);
    return NULL;
}

/* Every solving call on a PTHREAD_STACK_MIN stack (16 KiB here), as the
 * header promises, on grids that search deep. */
static void test_solving_on_the_smallest_stack(void) {
    struct solving_job job;
    memset(&job, 0, sizeof job);
    run_on_stack(PTHREAD_STACK_MIN, solving_body, &job);
    CHECK_STATUS(job.status[0], SUDOKU_OK);
    CHECK(is_valid_solution(HARD[0], job.solved));
    CHECK_STATUS(job.status[1], SUDOKU_NO_SOLUTION);
    CHECK_STATUS(job.status[2], SUDOKU_OK);
    CHECK_STATUS(job.status[3], SUDOKU_OK);
    CHECK_STATUS(job.status[4], SUDOKU_OK);
    CHECK(job.batch_solved == 1);
}

int main(void) {
    test_checker_itself();
    test_status_values_and_layout();
    test_status_str();
    test_version();
    test_solve();
    test_options_default();
    test_solve_ex_defaults();
    test_solve_ex_report();
    test_solve_ex_report_too_small();
    test_solve_ex_bad_options();
    test_solve_ex_first();
    test_solve_ex_budget();
    test_check();
    test_count();
    test_count_ex();
    test_parse();
    test_batch();
    test_batch_ex();
    test_solving_on_the_smallest_stack();
    return check_summary("c api");
}
