/*
 * A test of HoDoKu's whole path and teaching generator from C, through the
 * shared library: sudoku_explain_hodoku (a path checked against this
 * file's own backtracking solver; a small array gets the count and nothing
 * else; NULLs) and sudoku_generate_hodoku (a level, a technique as the
 * hardest step with a symmetry and given bounds, each puzzle's uniqueness
 * counted by the backtracking solver; every refusal leaves the buffers).
 *
 * Prints one line per failed assertion and ends with
 * "c hodoku path: N passed, M failed"; exits non-zero when M > 0.
 * Built and run by tests/c_programs.rs.
 */

#include <sudoku.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backtrack.h"
#include "check.h"

/* From tests/data/hodoku/sample.jsonl: HoDoKu 2.2.0 rates it HARD, 730. */
static const char RATED[] =
    ".....9.......8....84....35.31.8.29........1...52.7...3..3.582....67......9..4..17";
static const char MULTIPLE[] =
    "8.........59.......76.........752498...893516...614732...471......926.8....538.4.";

#define GUARD 0x5A
#define MAX_PATH 729

/* An array of `capacity` hints at an odd address, the first one's size set. */
static sudoku_hodoku_hint *path_init(unsigned char *bytes, size_t capacity) {
    uint32_t size = sizeof(sudoku_hodoku_hint);
    memset(bytes, GUARD, 1 + capacity * size + 8);
    memcpy(bytes + 1, &size, sizeof size);
    return (sudoku_hodoku_hint *)(void *)(bytes + 1);
}

static int untouched(const unsigned char *bytes, size_t from, size_t to) {
    size_t i;
    for (i = from; i < to; i++) {
        if (bytes[i] != GUARD) {
            return 0;
        }
    }
    return 1;
}

/* The technique numbers of a puzzle's path; returns its length, -1 on failure. */
static int path_of(const char *puzzle, int32_t *techniques, char *grid) {
    size_t count = 0, i;
    int cell;
    unsigned char *bytes = malloc(1 + MAX_PATH * sizeof(sudoku_hodoku_hint) + 8);
    sudoku_hodoku_hint *steps, step;
    if (bytes == NULL) {
        return -1;
    }
    steps = path_init(bytes, MAX_PATH);
    if (sudoku_explain_hodoku(puzzle, 0, steps, MAX_PATH, &count) != SUDOKU_OK) {
        free(bytes);
        return -1;
    }
    memcpy(grid, puzzle, 81);
    for (i = 0; i < count; i++) {
        memcpy(&step, bytes + 1 + i * sizeof step, sizeof step);
        techniques[i] = step.technique;
        for (cell = 0; cell < 81; cell++) {
            int d;
            for (d = 1; d <= 9; d++) {
                if (step.placements[cell] >> (d - 1) & 1u) {
                    grid[cell] = (char)('0' + d);
                }
            }
        }
    }
    free(bytes);
    return (int)count;
}

static void test_explain(void) {
    size_t size = sizeof(sudoku_hodoku_hint);
    unsigned char *bytes = malloc(1 + MAX_PATH * size + 8);
    sudoku_hodoku_hint *steps, step;
    char solution[81], g[81];
    size_t count = 0, i, needed;
    int cell, lies = 0;

    if (bytes == NULL) {
        CHECK(bytes != NULL);
        return;
    }
    memcpy(g, RATED, 81);
    CHECK(count_solutions(g, 2, solution) == 1);
    steps = path_init(bytes, MAX_PATH);
    CHECK_STATUS(sudoku_explain_hodoku(RATED, 0, steps, MAX_PATH, &count), SUDOKU_OK);
    CHECK(count > 10 && count < MAX_PATH);
    memcpy(g, RATED, 81);
    for (i = 0; i < count; i++) {
        memcpy(&step, bytes + 1 + i * size, size);
        CHECK(step.size == size && step.level == 3);
        for (cell = 0; cell < 81; cell++) {
            uint16_t right = (uint16_t)(1u << (solution[cell] - '1'));
            lies += (step.eliminations[cell] & right) != 0;
            if (step.placements[cell] != 0) {
                lies += step.placements[cell] != right;
                g[cell] = solution[cell];
            }
        }
    }
    CHECK(lies == 0);
    CHECK(memcmp(g, solution, 81) == 0);
    CHECK(untouched(bytes, 1 + count * size, 1 + MAX_PATH * size + 8) || count < MAX_PATH);
    needed = count;

    /* Too small: the count, and nothing written. */
    steps = path_init(bytes, 3);
    count = 0;
    CHECK_STATUS(sudoku_explain_hodoku(RATED, 0, steps, 3, &count), SUDOKU_CAPACITY_TOO_SMALL);
    CHECK(count == needed);
    CHECK(bytes[0] == GUARD && untouched(bytes, 5, 1 + 3 * size + 8));
    count = 0;
    CHECK_STATUS(sudoku_explain_hodoku(RATED, 0, NULL, 0, &count), SUDOKU_CAPACITY_TOO_SMALL);
    CHECK(count == needed);

    /* Refusals write nothing. */
    steps = path_init(bytes, 4);
    count = 77;
    CHECK_STATUS(sudoku_explain_hodoku(MULTIPLE, 0, steps, 4, &count), SUDOKU_MULTIPLE_SOLUTIONS);
    CHECK_STATUS(sudoku_explain_hodoku(RATED, 1, steps, 4, &count), SUDOKU_BUDGET_EXHAUSTED);
    CHECK_STATUS(sudoku_explain_hodoku(NULL, 0, steps, 4, &count), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_explain_hodoku(RATED, 0, NULL, 4, &count), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_explain_hodoku(RATED, 0, steps, 4, NULL), SUDOKU_NULL_POINTER);
    CHECK(count == 77 && untouched(bytes, 5, 1 + 4 * size + 8));
    i = 8;
    memcpy(bytes + 1, &i, 4);
    CHECK_STATUS(sudoku_explain_hodoku(RATED, 0, steps, 4, &count), SUDOKU_INVALID_ARGUMENT);
    CHECK(count == 77);
    free(bytes);
}

static int contains(const int32_t *list, int n, int32_t value) {
    int i;
    for (i = 0; i < n; i++) {
        if (list[i] == value) {
            return 1;
        }
    }
    return 0;
}

static void test_generate(void) {
    sudoku_generate_options options = sudoku_generate_options_default();
    char puzzle[81], solution[81], g[81], first[81], grid[81];
    int32_t techniques[MAX_PATH];
    sudoku_rating rating;
    int n, cell, givens = 0, symmetric = 1;

    /* A Medium puzzle, the same for the same seed. */
    options.seed = 2;
    CHECK_STATUS(sudoku_generate_hodoku(&options, SUDOKU_HODOKU_LEVEL_MEDIUM, 0, 0, puzzle, solution),
                 SUDOKU_OK);
    memcpy(g, puzzle, 81);
    CHECK(count_solutions(g, 2, first) == 1 && memcmp(first, solution, 81) == 0);
    rating.size = sizeof rating;
    CHECK_STATUS(sudoku_rate_scale(puzzle, SUDOKU_SCALE_HODOKU, 0, &rating), SUDOKU_OK);
    CHECK(rating.level == SUDOKU_HODOKU_LEVEL_MEDIUM);
    memcpy(first, puzzle, 81);
    CHECK_STATUS(sudoku_generate_hodoku(&options, SUDOKU_HODOKU_LEVEL_MEDIUM, 0, 0, puzzle, NULL),
                 SUDOKU_OK);
    CHECK(memcmp(first, puzzle, 81) == 0);

    /* X-Wing (2200) as the hardest step, 180-degree symmetry, 22-32 givens. */
    options.seed = 5;
    options.symmetry = SUDOKU_SYMMETRY_ROTATE_180;
    options.min_givens = 22;
    options.max_givens = 32;
    CHECK_STATUS(sudoku_generate_hodoku(&options, SUDOKU_HODOKU_LEVEL_NONE, 2200, 1, puzzle, solution),
                 SUDOKU_OK);
    memcpy(g, puzzle, 81);
    CHECK(count_solutions(g, 2, first) == 1 && memcmp(first, solution, 81) == 0);
    for (cell = 0; cell < 81; cell++) {
        givens += puzzle[cell] != '.';
        symmetric &= (puzzle[cell] == '.') == (puzzle[80 - cell] == '.');
    }
    CHECK(givens >= 22 && givens <= 32 && symmetric);
    n = path_of(puzzle, techniques, grid);
    CHECK(n > 0 && contains(techniques, n, 2200));
    CHECK(n > 0 && memcmp(grid, solution, 81) == 0);

    /* Refusals leave the buffers as they were. */
    memset(puzzle, GUARD, 81);
    CHECK_STATUS(sudoku_generate_hodoku(&options, 0, 2400, 0, puzzle, NULL),
                 SUDOKU_NOT_TEACHABLE);
    CHECK_STATUS(sudoku_generate_hodoku(&options, 6, 0, 0, puzzle, NULL), SUDOKU_INVALID_ARGUMENT);
    CHECK_STATUS(sudoku_generate_hodoku(&options, 0, 1234, 0, puzzle, NULL),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK_STATUS(sudoku_generate_hodoku(&options, 0, 0, 1, puzzle, NULL), SUDOKU_INVALID_ARGUMENT);
    options.attempt_budget = 1;
    CHECK_STATUS(sudoku_generate_hodoku(&options, SUDOKU_HODOKU_LEVEL_EXTREME, 0, 0, puzzle, NULL),
                 SUDOKU_BUDGET_EXHAUSTED);
    CHECK(untouched((const unsigned char *)puzzle, 0, 81));
    CHECK_STATUS(sudoku_generate_hodoku(NULL, 1, 0, 0, NULL, NULL), SUDOKU_NULL_POINTER);
    CHECK(strcmp(sudoku_status_str(SUDOKU_NOT_TEACHABLE), "unknown status") != 0);
}

int main(void) {
    test_explain();
    test_generate();
    return check_summary("c hodoku path");
}
