/*
 * sudoku_rules_generate from C: a 6x6 killer and thermometer puzzle made,
 * its text read back, its solution checked here row, column and box by
 * code that shares nothing with the library, its givens the solution's;
 * a windoku within rating bounds, rated again by sudoku_rules_rate, the
 * rating sudoku_rules_generate_ex reports, and the rules read back from
 * its JSON still windoku; then
 * bad options (rating bounds too), NULLs and a short buffer, with the
 * caller's memory left as it was. Built -Wall -Wextra -Werror by tests/c_programs.rs.
 */
#include <sudoku.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check.h"

enum { N = 6, CELLS = 36 };

/* Every row, column and 2x3 box of a 6x6 grid holds 1..6 once. */
static int valid_six(const uint8_t *grid) {
    for (int unit = 0; unit < 3 * N; unit++) {
        unsigned seen = 0;
        for (int k = 0; k < N; k++) {
            int cell;
            if (unit < N) {
                cell = unit * N + k;
            } else if (unit < 2 * N) {
                cell = k * N + (unit - N);
            } else {
                int b = unit - 2 * N;
                cell = ((b / 2) * 2 + k / 3) * N + (b % 2) * 3 + k % 3;
            }
            if (grid[cell] < 1 || grid[cell] > N) return 0;
            seen |= 1u << grid[cell];
        }
        if (seen != 0x7Eu) return 0;
    }
    return 1;
}

static sudoku_rules *six_rules(void) {
    const char *line = "6 ....................................";
    sudoku_rules *rules = NULL;
    CHECK_STATUS(sudoku_rules_from_text(line, strlen(line), &rules, NULL, 0, NULL), SUDOKU_OK);
    return rules;
}

static void made_with(sudoku_rules *rules, uint32_t layout) {
    sudoku_rules_generate_options options = sudoku_rules_generate_options_default();
    options.layout = layout;
    options.seed = 42;
    options.minimal_cages = 1;
    char text[8192];
    size_t len = 0;
    uint8_t puzzle[CELLS], solution[CELLS];
    CHECK_STATUS(sudoku_rules_generate(rules, &options, SUDOKU_RULES_TEXT_FPUZZLES, text,
                                       sizeof text, &len, puzzle, solution),
                 SUDOKU_OK);
    CHECK(len > 0 && len < sizeof text && text[0] == '{');
    CHECK(valid_six(solution));
    for (int c = 0; c < CELLS; c++) CHECK(puzzle[c] == 0 || puzzle[c] == solution[c]);

    /* The text read back: the same givens, one solution, the same one. */
    sudoku_rules *again = NULL;
    uint8_t givens[CELLS];
    CHECK_STATUS(sudoku_rules_from_text(text, len, &again, givens, CELLS, NULL), SUDOKU_OK);
    CHECK(memcmp(givens, puzzle, CELLS) == 0);
    uint32_t count = 0;
    CHECK_STATUS(sudoku_rules_count(again, givens, 2, 0, &count, NULL), SUDOKU_OK);
    CHECK(count == 1);
    uint8_t solved[CELLS];
    CHECK_STATUS(sudoku_rules_solve(again, givens, 0, solved, NULL), SUDOKU_OK);
    CHECK(memcmp(solved, solution, CELLS) == 0);
    if (layout == SUDOKU_LAYOUT_KILLER) CHECK(strstr(text, "\"killercage\"") != NULL);
    if (layout == SUDOKU_LAYOUT_THERMO) CHECK(strstr(text, "\"thermometer\"") != NULL);
    sudoku_rules_free(again);
}

/* A windoku of ER 3.0 at most on SukakuExplainer's scale (the scale its
 * rules get), rated again through sudoku_rules_rate. */
static void rated_windoku(void) {
    const char *line = "9+windoku .................................................................................";
    sudoku_rules *rules = NULL;
    CHECK_STATUS(sudoku_rules_from_text(line, strlen(line), &rules, NULL, 0, NULL), SUDOKU_OK);
    sudoku_rules_generate_options options = sudoku_rules_generate_options_default();
    CHECK(options.size == sizeof options && options.min_rating == 0 && options.max_rating == 0);
    options.max_rating = 30;
    char text[256];
    size_t len = 0;
    uint8_t puzzle[81];
    CHECK_STATUS(sudoku_rules_generate(rules, &options, SUDOKU_RULES_TEXT_COMPACT, text,
                                       sizeof text, &len, puzzle, NULL),
                 SUDOKU_OK);
    sudoku_rules_rating rating;
    memset(&rating, 0, sizeof rating);
    rating.size = sizeof rating;
    CHECK_STATUS(sudoku_rules_rate(rules, puzzle, NULL, SUDOKU_SCALE_SUKAKU, 0, &rating),
                 SUDOKU_OK);
    CHECK(rating.solved == 1 && rating.er <= 30);

    /* sudoku_rules_generate_ex reports that rating. Written as f-puzzles
     * JSON (windows as extra regions) and read back, the rules are windoku
     * again, on the same scale. */
    char json[8192];
    size_t json_len = 0;
    sudoku_rules_generated made;
    memset(&made, 0xEE, sizeof made);
    made.size = sizeof made;
    CHECK(sizeof made == 32);
    CHECK_STATUS(sudoku_rules_generate_ex(rules, &options, SUDOKU_RULES_TEXT_FPUZZLES, json,
                                          sizeof json, &json_len, puzzle, NULL, &made),
                 SUDOKU_OK);
    sudoku_rules *again = NULL;
    uint8_t givens[81];
    CHECK_STATUS(sudoku_rules_from_text(json, json_len, &again, givens, 81, NULL), SUDOKU_OK);
    CHECK(memcmp(givens, puzzle, 81) == 0);
    memset(&rating, 0, sizeof rating);
    rating.size = sizeof rating;
    CHECK_STATUS(sudoku_rules_rate(again, givens, NULL, SUDOKU_SCALE_SUKAKU, 0, &rating),
                 SUDOKU_OK);
    unsigned count = 0;
    for (int c = 0; c < 81; c++) count += givens[c] != 0;
    CHECK(made.size == sizeof made && made.rating == rating.er && made.rating <= 30);
    CHECK(made.givens == count && made.undecided == 0 && made.attempts >= 1);
    CHECK(made.minimality == SUDOKU_MINIMALITY_MINIMAL && made.reserved == 0);
    sudoku_rules_free(again);

    /* Version 1 options (88 bytes, before the rating bounds): no bound, so
     * no rating; a report below its first version: refused, untouched. */
    sudoku_rules_generate_options old = options;
    old.size = 88;
    CHECK_STATUS(sudoku_rules_generate_ex(rules, &old, SUDOKU_RULES_TEXT_COMPACT, text,
                                          sizeof text, &len, puzzle, NULL, &made),
                 SUDOKU_OK);
    CHECK(made.rating == 0 && made.givens > 0);
    memset(&made, 0xEE, sizeof made);
    made.size = 20;
    len = 7;
    CHECK_STATUS(sudoku_rules_generate_ex(rules, &options, SUDOKU_RULES_TEXT_COMPACT, text,
                                          sizeof text, &len, puzzle, NULL, &made),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK(len == 7 && made.rating == 0xEEEEEEEEu);

    /* A removal budget of one guess: a removal it leaves undecided keeps
     * its givens, and the report says minimal only as far as the budget
     * proved. */
    sudoku_rules_generate_options budgeted = sudoku_rules_generate_options_default();
    CHECK(budgeted.size == 104 && budgeted.removal_budget == 0);
    budgeted.removal_budget = 1;
    memset(&made, 0xEE, sizeof made);
    made.size = sizeof made;
    CHECK_STATUS(sudoku_rules_generate_ex(rules, &budgeted, SUDOKU_RULES_TEXT_FPUZZLES, json,
                                          sizeof json, &json_len, puzzle, NULL, &made),
                 SUDOKU_OK);
    CHECK(made.minimality == (made.undecided > 0
                                  ? (uint32_t)SUDOKU_MINIMALITY_AS_FAR_AS_BUDGET_PROVED
                                  : (uint32_t)SUDOKU_MINIMALITY_MINIMAL));
    CHECK(made.reserved == 0);

    /* The minimum above the maximum: refused before any work. */
    options.min_rating = 40;
    len = 7;
    memset(puzzle, 0xEE, sizeof puzzle);
    CHECK_STATUS(sudoku_rules_generate(rules, &options, SUDOKU_RULES_TEXT_COMPACT, text,
                                       sizeof text, &len, puzzle, NULL),
                 SUDOKU_MIN_ABOVE_MAX);
    CHECK(len == 7 && puzzle[0] == 0xEE);
    sudoku_rules_free(rules);
}

static void refusals(sudoku_rules *rules) {
    char text[64];
    size_t len = 7;
    uint8_t puzzle[CELLS];
    memset(text, 'z', sizeof text);
    memset(puzzle, 0xEE, sizeof puzzle);

    sudoku_rules_generate_options options = sudoku_rules_generate_options_default();
    options.symmetry = SUDOKU_SYMMETRY_DIAGONAL;
    CHECK_STATUS(sudoku_rules_generate(rules, &options, SUDOKU_RULES_TEXT_FPUZZLES, text,
                                       sizeof text, &len, puzzle, NULL),
                 SUDOKU_SYMMETRY_BREAKS_RULES);
    options = sudoku_rules_generate_options_default();
    options.layout = SUDOKU_LAYOUT_THERMO;
    options.max_thermometer = 7;
    CHECK_STATUS(sudoku_rules_generate(rules, &options, SUDOKU_RULES_TEXT_FPUZZLES, text,
                                       sizeof text, &len, puzzle, NULL),
                 SUDOKU_INVALID_LAYOUT);
    options = sudoku_rules_generate_options_default();
    options.size = 8;
    CHECK_STATUS(sudoku_rules_generate(rules, &options, SUDOKU_RULES_TEXT_FPUZZLES, text,
                                       sizeof text, &len, puzzle, NULL),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK_STATUS(sudoku_rules_generate(NULL, NULL, SUDOKU_RULES_TEXT_FPUZZLES, text,
                                       sizeof text, &len, puzzle, NULL),
                 SUDOKU_NULL_POINTER);
    CHECK(len == 7 && text[0] == 'z' && puzzle[0] == 0xEE);

    /* 64 bytes are too few for JSON: the length needed, nothing else. */
    CHECK_STATUS(sudoku_rules_generate(rules, NULL, SUDOKU_RULES_TEXT_FPUZZLES, text,
                                       sizeof text, &len, puzzle, NULL),
                 SUDOKU_CAPACITY_TOO_SMALL);
    CHECK(len > sizeof text && text[0] == 'z' && puzzle[0] == 0xEE);
    /* The compact line fits. */
    CHECK_STATUS(sudoku_rules_generate(rules, NULL, SUDOKU_RULES_TEXT_COMPACT, text,
                                       sizeof text, &len, puzzle, NULL),
                 SUDOKU_OK);
    CHECK(len == 2 + CELLS && memcmp(text, "6 ", 2) == 0);
}

int main(void) {
    sudoku_rules *rules = six_rules();
    made_with(rules, SUDOKU_LAYOUT_KILLER);
    made_with(rules, SUDOKU_LAYOUT_THERMO);
    made_with(rules, SUDOKU_LAYOUT_RULES);
    refusals(rules);
    sudoku_rules_free(rules);
    rated_windoku();
    return check_summary("c variant generate");
}
