/*
 * Canonical forms, transforms and batch counting from C, through the shared
 * library: sudoku_canonical, sudoku_canonical_pattern, sudoku_transform,
 * sudoku_transform_invert, sudoku_count_batch. Built -Wall -Wextra -Werror
 * by tests/c_programs.rs.
 */
#include <sudoku.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check.h"

static const char PUZZLE[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/* Its minlex form, from the MinLex program (1to9only/MinLex-MaxLex). */
static const char PUZZLE_FORM[] =
    "000000001000002034156000270000008000000051002329740000001600900003400700280910450";

static void test_canonical(void) {
    char form[81];
    uint32_t automorphisms = 0;
    uint8_t transform[SUDOKU_TRANSFORM_BYTES];
    CHECK_STATUS(sudoku_canonical(PUZZLE, form, &automorphisms, transform), SUDOKU_OK);
    CHECK(memcmp(form, PUZZLE_FORM, 81) == 0);
    CHECK(automorphisms == 1);

    /* The transform maps the puzzle onto its form, and its inverse back. */
    char moved[81];
    CHECK_STATUS(sudoku_transform(PUZZLE, transform, moved), SUDOKU_OK);
    for (int i = 0; i < 81; i++) {
        CHECK((moved[i] == '.' ? '0' : moved[i]) == form[i]);
    }
    uint8_t inverse[SUDOKU_TRANSFORM_BYTES];
    CHECK_STATUS(sudoku_transform_invert(transform, inverse), SUDOKU_OK);
    char back[81];
    CHECK_STATUS(sudoku_transform(moved, inverse, back), SUDOKU_OK);
    CHECK(memcmp(back, PUZZLE, 81) == 0);

    /* Any transform of the puzzle has the same form. */
    char again[81];
    CHECK_STATUS(sudoku_canonical(moved, again, NULL, NULL), SUDOKU_OK);
    CHECK(memcmp(again, form, 81) == 0);

    /* The empty grid: every geometric transform fixes it. */
    char empty[81];
    memset(empty, '.', sizeof empty);
    CHECK_STATUS(sudoku_canonical(empty, form, &automorphisms, NULL), SUDOKU_OK);
    CHECK(automorphisms == 3359232u);
    CHECK(form[0] == '0' && form[80] == '0');
}

static void test_pattern(void) {
    char form[81];
    uint8_t transform[SUDOKU_TRANSFORM_BYTES];
    CHECK_STATUS(sudoku_canonical_pattern(PUZZLE, form, NULL, transform), SUDOKU_OK);
    int givens = 0;
    for (int i = 0; i < 81; i++) {
        CHECK(form[i] == '0' || form[i] == '1');
        givens += form[i] == '1';
    }
    CHECK(givens == 30);
    for (int d = 0; d < 9; d++) {
        CHECK(transform[19 + d] == d + 1);
    }
}

static void test_refusals(void) {
    char form[81];
    memset(form, '#', sizeof form);
    uint32_t automorphisms = 77;
    char bad[82];
    memcpy(bad, PUZZLE, 82);
    bad[5] = 'x';
    CHECK_STATUS(sudoku_canonical(bad, form, &automorphisms, NULL), SUDOKU_INVALID_CHARACTER);
    CHECK_STATUS(sudoku_canonical(NULL, form, NULL, NULL), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_canonical(PUZZLE, NULL, NULL, NULL), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_canonical_pattern(bad, form, NULL, NULL), SUDOKU_INVALID_CHARACTER);
    CHECK(form[0] == '#' && form[80] == '#' && automorphisms == 77);

    uint8_t transform[SUDOKU_TRANSFORM_BYTES] = {0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3,
                                                 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    char out[81];
    memset(out, '#', sizeof out);
    CHECK_STATUS(sudoku_transform(bad, transform, out), SUDOKU_INVALID_CHARACTER);
    CHECK_STATUS(sudoku_transform(PUZZLE, NULL, out), SUDOKU_NULL_POINTER);
    transform[1] = 3; /* row 3 moved into band 1: not a symmetry */
    CHECK_STATUS(sudoku_transform(PUZZLE, transform, out), SUDOKU_INVALID_ARGUMENT);
    CHECK(out[0] == '#');
    uint8_t inverse[SUDOKU_TRANSFORM_BYTES];
    CHECK_STATUS(sudoku_transform_invert(transform, inverse), SUDOKU_INVALID_ARGUMENT);
    CHECK_STATUS(sudoku_transform_invert(NULL, inverse), SUDOKU_NULL_POINTER);
}

static void test_count_batch(void) {
    enum { N = 40 };
    static char grids[N * 81];
    for (int i = 0; i < N; i++) {
        memcpy(grids + i * 81, PUZZLE, 81);
    }
    memset(grids + 3 * 81, '.', 81); /* empty: two or more */
    grids[7 * 81] = 'x';
    uint32_t counts[N];
    sudoku_status statuses[N];
    for (int i = 0; i < N; i++) {
        counts[i] = 99;
    }
    CHECK(sudoku_count_batch(grids, N, 2, counts, statuses, 0) == N - 1);
    CHECK(counts[0] == 1 && counts[3] == 2 && counts[7] == 99);
    CHECK_STATUS(statuses[7], SUDOKU_INVALID_CHARACTER);
    CHECK_STATUS(statuses[39], SUDOKU_OK);
    uint32_t serial[N];
    sudoku_status serial_statuses[N];
    CHECK(sudoku_count_batch(grids, N, 2, serial, serial_statuses, 1) == N - 1);
    CHECK(serial[3] == counts[3] && serial[39] == counts[39]);
    CHECK(sudoku_count_batch(grids, N, 0, counts, statuses, 2) == 0);
    CHECK_STATUS(statuses[0], SUDOKU_INVALID_ARGUMENT);
    CHECK(sudoku_count_batch(NULL, N, 2, counts, statuses, 1) == 0);
}

int main(void) {
    test_canonical();
    test_pattern();
    test_refusals();
    test_count_batch();
    return check_summary("c canon");
}
