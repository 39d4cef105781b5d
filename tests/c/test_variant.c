/*
 * Variant rule sets from C, through the shared library: a killer and a
 * jigsaw built with sudoku_rules_builder, a 16x16 read from its compact
 * line, each solved, counted and checked; every solution is checked here,
 * rule by rule, by code that shares nothing with the library. Also parse
 * errors, NULLs, budgets and the batch calls. Built -Wall -Wextra -Werror by
 * tests/c_programs.rs.
 */
#include <sudoku.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* A classic solution, which the killer's cages are cut from. */
static const char CLASSIC[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/* jigsaw-001 of the development sets: each cell's region, its givens, its
 * solution (tests/data/variants/sample.jsonl). */
static const char JIGSAW_REGIONS[] =
    "003222222003111222033311115004331515004335555444445588664477888666667888667777778";
static const char JIGSAW_GIVENS[] =
    "000009000607000100000000300000000009000400000000630000000000600042060530500000007";
static const char JIGSAW_SOLUTION[] =
    "813549276657294183469187352324856719791423865275631498138975624942768531586312947";

/* 16x16-001 of the development sets, as a compact line, and its solution. */
static const char SIXTEEN[] =
    "16 .....1.....D....F2...9.3..A.G.6.9....A8GBC..F..E.E.G.F.....7.4.B..3B...6...9.F.87.."
    "F.4.B...A.21.DA........4...B..59.1C..8...D.E..D2.9....56F.C...G5.DE..........1.6.G..F"
    "39.....2...C.B...AE.715.2.1.C.D.6.94.5.G.4.....7.3..E..FE..3.....7.G.....F..2..4.B....."
    "3";
static const char SIXTEEN_SOLUTION[] =
    "68B7E14C9GFD2A35F2D5B9734EA1G86C93415A8GBC26F7DEAECG6F2D5837149B413B7DE6C2G95FA87C8F34GB"
    "ED5A6219DAE68259F143CGB7G5921CFA867BD3E4BD2E9738156F4CGA8G5ADEC174B239F61764G5AF39DCBE82"
    "39FC4B62GAE8715D2B18C3DE6F94A57GC4G9A617D385EB2FE6A3F8B527CG9D415F7D2G94AB1E86C3";

/* --- an independent checker ------------------------------------------------ */

/* Whether `count` cells of `grid` hold distinct values 1..n. */
static int distinct(const uint8_t *grid, const int *cells, int count, int n) {
    int seen[26] = {0};
    for (int i = 0; i < count; i++) {
        int v = grid[cells[i]];
        if (v < 1 || v > n || seen[v])
            return 0;
        seen[v] = 1;
    }
    return 1;
}

/* Rows, columns and regions (region_of[cell] from 0) of a complete grid,
 * and its givens kept. */
static int is_solution(const uint8_t *grid, const uint8_t *givens, const int *region_of, int n) {
    int cells[25];
    for (int i = 0; i < n * n; i++)
        if (givens[i] != 0 && givens[i] != grid[i])
            return 0;
    for (int line = 0; line < n; line++) {
        for (int k = 0; k < n; k++)
            cells[k] = line * n + k;
        if (!distinct(grid, cells, n, n))
            return 0;
        for (int k = 0; k < n; k++)
            cells[k] = k * n + line;
        if (!distinct(grid, cells, n, n))
            return 0;
        int count = 0;
        for (int cell = 0; cell < n * n; cell++)
            if (region_of[cell] == line)
                cells[count++] = cell;
        if (count != n || !distinct(grid, cells, n, n))
            return 0;
    }
    return 1;
}

static void boxes(int *region_of, int n, int rows, int cols) {
    for (int cell = 0; cell < n * n; cell++)
        region_of[cell] = (cell / n / rows) * (n / cols) + (cell % n) / cols;
}

static uint8_t value_of(char c) {
    if (c >= '1' && c <= '9')
        return (uint8_t)(c - '0');
    if (c >= 'A' && c <= 'Z')
        return (uint8_t)(c - 'A' + 10);
    return 0;
}

/* --- the tests ------------------------------------------------------------- */

/* A killer: dominoes across each row cut from CLASSIC, with their sums, and
 * one cell of each domino given (columns 1, 3, 4 and 6): the sums then
 * decide the rest, so the solution is CLASSIC alone. */
static void test_killer(void) {
    sudoku_rules_builder *builder = NULL;
    CHECK_STATUS(sudoku_rules_builder_new(9, 0, 0, &builder), SUDOKU_OK);
    uint8_t solution[81], givens[81];
    for (int cell = 0; cell < 81; cell++) {
        solution[cell] = (uint8_t)(CLASSIC[cell] - '0');
        int col = cell % 9;
        givens[cell] = col == 1 || col == 3 || col == 4 || col == 6 ? solution[cell] : 0;
    }
    int cage_cells[81], cage_sum[81], cages = 0;
    for (int row = 0; row < 9; row++) {
        for (int col = 0; col < 8; col += 2) {
            uint16_t pair[2] = {(uint16_t)(row * 9 + col), (uint16_t)(row * 9 + col + 1)};
            uint32_t sum = solution[pair[0]] + solution[pair[1]];
            CHECK_STATUS(sudoku_rules_builder_add_cage(builder, pair, 2, sum), SUDOKU_OK);
            cage_cells[cages] = pair[0];
            cage_sum[cages++] = (int)sum;
        }
    }
    sudoku_rules *rules = NULL;
    sudoku_rules_error error;
    error.size = sizeof error;
    CHECK_STATUS(sudoku_rules_build(builder, &rules, &error), SUDOKU_OK);
    CHECK(sudoku_rules_size(rules) == 9);

    uint8_t found[81];
    sudoku_report report;
    report.size = sizeof report;
    CHECK_STATUS(sudoku_rules_solve(rules, givens, 0, found, &report), SUDOKU_OK);
    int region_of[81];
    boxes(region_of, 9, 3, 3);
    CHECK(is_solution(found, givens, region_of, 9));
    int sums_kept = 1;
    for (int i = 0; i < cages; i++)
        sums_kept &= found[cage_cells[i]] + found[cage_cells[i] + 1] == cage_sum[i];
    CHECK(sums_kept);
    CHECK(memcmp(found, solution, 81) == 0);
    uint32_t count = 0;
    CHECK_STATUS(sudoku_rules_count(rules, givens, 2, 0, &count, NULL), SUDOKU_OK);
    CHECK(count == 1);

    /* Written as f-puzzles JSON (ask the length, then the text), the
     * built killer reads back to the same givens and solution; the compact
     * line cannot say cages. */
    size_t len = 0;
    CHECK_STATUS(sudoku_rules_to_text(rules, givens, SUDOKU_RULES_TEXT_FPUZZLES, NULL, 0, &len),
                 SUDOKU_CAPACITY_TOO_SMALL);
    char *json = malloc(len);
    CHECK(json != NULL);
    if (json != NULL) {
        size_t written = 0;
        CHECK_STATUS(sudoku_rules_to_text(rules, givens, SUDOKU_RULES_TEXT_FPUZZLES, json, len,
                                          &written),
                     SUDOKU_OK);
        CHECK(written == len && json[0] == '{');
        sudoku_rules *again = NULL;
        uint8_t again_givens[81], again_found[81];
        CHECK_STATUS(sudoku_rules_from_text(json, len, &again, again_givens, sizeof again_givens,
                                            NULL),
                     SUDOKU_OK);
        CHECK(memcmp(again_givens, givens, 81) == 0);
        CHECK_STATUS(sudoku_rules_solve(again, again_givens, 0, again_found, NULL), SUDOKU_OK);
        CHECK(memcmp(again_found, solution, 81) == 0);
        sudoku_rules_free(again);
        free(json);
    }
    CHECK_STATUS(sudoku_rules_to_text(rules, givens, SUDOKU_RULES_TEXT_COMPACT, NULL, 0, &len),
                 SUDOKU_INVALID_ARGUMENT);

    /* A cage to another sum: the check names the cell and the cage. */
    uint8_t broken[81];
    memcpy(broken, solution, sizeof broken);
    broken[1] = solution[2];
    broken[2] = solution[1];
    sudoku_rule_violation violation;
    violation.size = sizeof violation;
    CHECK_STATUS(sudoku_rules_check(rules, broken, &violation), SUDOKU_GRID_BREAKS_RULE);
    CHECK(violation.cell == 1);
    CHECK(violation.rule == SUDOKU_BROKEN_CAGE_SUM);
    CHECK(violation.index == 0);

    /* A sum two cells cannot make is refused before any search. */
    uint16_t pair[2] = {0, 9};
    CHECK_STATUS(sudoku_rules_builder_add_cage(builder, pair, 2, 18), SUDOKU_OK);
    sudoku_rules *none = NULL;
    CHECK_STATUS(sudoku_rules_build(builder, &none, &error), SUDOKU_UNSATISFIABLE_RULES);
    CHECK(none == NULL);
    CHECK(strcmp(error.field, "cage") == 0);
    CHECK(error.index == cages);
    sudoku_rules_builder_free(builder);
    sudoku_rules_free(rules);
}

static void test_jigsaw(void) {
    sudoku_rules_builder *builder = NULL;
    CHECK_STATUS(sudoku_rules_builder_new(9, 0, 0, &builder), SUDOKU_OK);
    int region_of[81];
    for (int cell = 0; cell < 81; cell++)
        region_of[cell] = JIGSAW_REGIONS[cell] - '0';
    for (int region = 0; region < 9; region++) {
        uint16_t cells[9];
        size_t count = 0;
        for (int cell = 0; cell < 81; cell++)
            if (region_of[cell] == region)
                cells[count++] = (uint16_t)cell;
        CHECK_STATUS(sudoku_rules_builder_add_region(builder, cells, count), SUDOKU_OK);
    }
    sudoku_rules *rules = NULL;
    CHECK_STATUS(sudoku_rules_build(builder, &rules, NULL), SUDOKU_OK);
    sudoku_rules_builder_free(builder);

    uint8_t givens[81], solution[81], want[81];
    for (int cell = 0; cell < 81; cell++) {
        givens[cell] = (uint8_t)(JIGSAW_GIVENS[cell] - '0');
        want[cell] = (uint8_t)(JIGSAW_SOLUTION[cell] - '0');
    }
    CHECK_STATUS(sudoku_rules_solve(rules, givens, 0, solution, NULL), SUDOKU_OK);
    CHECK(is_solution(solution, givens, region_of, 9));
    CHECK(memcmp(solution, want, 81) == 0);
    /* In place: the givens buffer becomes the solution. */
    uint8_t in_place[81];
    memcpy(in_place, givens, sizeof in_place);
    CHECK_STATUS(sudoku_rules_solve(rules, in_place, 0, in_place, NULL), SUDOKU_OK);
    CHECK(memcmp(in_place, want, 81) == 0);
    sudoku_rules_free(rules);
}

static void test_sixteen(void) {
    sudoku_rules *rules = NULL;
    uint8_t givens[SUDOKU_RULES_MAX_CELLS];
    sudoku_rules_error error;
    error.size = sizeof error;
    CHECK_STATUS(sudoku_rules_from_text(SIXTEEN, strlen(SIXTEEN), &rules, givens, sizeof givens, &error),
                 SUDOKU_OK);
    CHECK(sudoku_rules_size(rules) == 16);
    uint8_t solution[256];
    sudoku_report report;
    report.size = sizeof report;
    CHECK_STATUS(sudoku_rules_solve(rules, givens, 0, solution, &report), SUDOKU_OK);
    int region_of[256];
    boxes(region_of, 16, 4, 4);
    CHECK(is_solution(solution, givens, region_of, 16));
    for (int cell = 0; cell < 256; cell++)
        CHECK(solution[cell] == value_of(SIXTEEN_SOLUTION[cell]));
    char text[256];
    CHECK_STATUS(sudoku_rules_grid_to_text(rules, solution, text, NULL), SUDOKU_OK);
    CHECK(memcmp(text, SIXTEEN_SOLUTION, 256) == 0);

    /* A budget below what the search needs: refused, nothing written. */
    if (report.guesses > 1) {
        uint8_t untouched[256];
        memset(untouched, 0xEE, sizeof untouched);
        CHECK_STATUS(sudoku_rules_solve(rules, givens, report.guesses - 1, untouched, &report),
                     SUDOKU_BUDGET_EXHAUSTED);
        CHECK(untouched[0] == 0xEE && untouched[255] == 0xEE);
    }
    sudoku_rules_free(rules);
}

static void test_refusals(void) {
    sudoku_rules *rules = NULL;
    sudoku_rules_error error;
    error.size = sizeof error;
    const char *bad = "9+antiknight+sideways .";
    CHECK_STATUS(sudoku_rules_from_text(bad, strlen(bad), &rules, NULL, 0, &error), SUDOKU_PARSE_ERROR);
    CHECK(rules == NULL);
    CHECK(error.status == SUDOKU_PARSE_ERROR);
    CHECK(error.line == 1 && error.byte == 13);
    CHECK(strcmp(error.field, "flag") == 0);
    CHECK(strstr(error.message, "sideways") != NULL);

    const char *arrow = "{\"size\": 9, \"arrow\": []}";
    CHECK_STATUS(sudoku_rules_from_text(arrow, strlen(arrow), &rules, NULL, 0, &error),
                 SUDOKU_UNSUPPORTED_RULE);
    CHECK(strcmp(error.field, "arrow") == 0);

    CHECK_STATUS(sudoku_rules_from_text(NULL, 0, &rules, NULL, 0, NULL), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_rules_solve(NULL, NULL, 0, NULL, NULL), SUDOKU_NULL_POINTER);
    CHECK(sudoku_rules_size(NULL) == 0);
    sudoku_rules_free(NULL);
    CHECK(strcmp(sudoku_status_str(SUDOKU_UNSATISFIABLE_RULES), "no grid can satisfy the rule set") == 0);
}

/* The batch calls over the jigsaw: 48 records of three kinds (the puzzle,
 * an empty grid, a value above 9), the same output on 1 and 3 threads,
 * each record as the single calls answer it. */
static void test_batch(void) {
    sudoku_rules_builder *builder = NULL;
    CHECK_STATUS(sudoku_rules_builder_new(9, 0, 0, &builder), SUDOKU_OK);
    int region_of[81];
    for (int cell = 0; cell < 81; cell++)
        region_of[cell] = JIGSAW_REGIONS[cell] - '0';
    for (int region = 0; region < 9; region++) {
        uint16_t cells[9];
        size_t count = 0;
        for (int cell = 0; cell < 81; cell++)
            if (region_of[cell] == region)
                cells[count++] = (uint16_t)cell;
        CHECK_STATUS(sudoku_rules_builder_add_region(builder, cells, count), SUDOKU_OK);
    }
    sudoku_rules *rules = NULL;
    CHECK_STATUS(sudoku_rules_build(builder, &rules, NULL), SUDOKU_OK);
    sudoku_rules_builder_free(builder);

    enum { RECORDS = 48 };
    static uint8_t records[RECORDS * 81], one_thread[RECORDS * 81], three[RECORDS * 81];
    uint8_t givens[81], want[81];
    for (int cell = 0; cell < 81; cell++) {
        givens[cell] = (uint8_t)(JIGSAW_GIVENS[cell] - '0');
        want[cell] = (uint8_t)(JIGSAW_SOLUTION[cell] - '0');
    }
    for (int i = 0; i < RECORDS; i++) {
        uint8_t *record = records + i * 81;
        memcpy(record, givens, 81);
        if (i % 3 == 1)
            memset(record, 0, 81);
        if (i % 3 == 2)
            record[i] = 10;
    }
    sudoku_status statuses[RECORDS], statuses_3[RECORDS];
    memcpy(one_thread, records, sizeof records);
    memcpy(three, records, sizeof records);
    CHECK(sudoku_rules_solve_batch(rules, one_thread, RECORDS, 0, statuses, 1) == RECORDS / 3);
    CHECK(sudoku_rules_solve_batch(rules, three, RECORDS, 0, statuses_3, 3) == RECORDS / 3);
    CHECK(memcmp(one_thread, three, sizeof three) == 0);
    CHECK(memcmp(statuses, statuses_3, sizeof statuses) == 0);
    static const sudoku_status expected[3] = {SUDOKU_OK, SUDOKU_MULTIPLE_SOLUTIONS,
                                              SUDOKU_INVALID_VALUE};
    int as_single = 1, solved = 1, untouched = 1;
    for (int i = 0; i < RECORDS; i++) {
        uint8_t single[81];
        as_single &= statuses[i] == expected[i % 3];
        as_single &= sudoku_rules_solve(rules, records + i * 81, 0, single, NULL) == statuses[i];
        if (statuses[i] == SUDOKU_OK)
            solved &= is_solution(one_thread + i * 81, givens, region_of, 9) &&
                      memcmp(one_thread + i * 81, want, 81) == 0;
        else
            untouched &= memcmp(one_thread + i * 81, records + i * 81, 81) == 0;
    }
    CHECK(as_single);
    CHECK(solved);
    CHECK(untouched);

    uint32_t counts[RECORDS], counts_3[RECORDS];
    memset(counts, 0xEE, sizeof counts);
    memset(counts_3, 0xEE, sizeof counts_3);
    CHECK(sudoku_rules_count_batch(rules, records, RECORDS, 2, 0, counts, statuses, 1) ==
          2 * RECORDS / 3);
    CHECK(sudoku_rules_count_batch(rules, records, RECORDS, 2, 0, counts_3, statuses_3, 3) ==
          2 * RECORDS / 3);
    CHECK(memcmp(counts, counts_3, sizeof counts) == 0);
    int counted = 1;
    for (int i = 0; i < RECORDS; i++) {
        uint32_t want_count = i % 3 == 0 ? 1 : i % 3 == 1 ? 2 : 0xEEEEEEEEu;
        counted &= counts[i] == want_count;
        counted &= statuses[i] == (i % 3 == 2 ? SUDOKU_INVALID_VALUE : SUDOKU_OK);
    }
    CHECK(counted);

    /* NULL rules: nothing read or written. */
    memcpy(statuses_3, statuses, sizeof statuses);
    CHECK(sudoku_rules_solve_batch(NULL, three, RECORDS, 0, statuses, 0) == 0);
    CHECK(sudoku_rules_count_batch(NULL, records, RECORDS, 2, 0, counts, statuses, 0) == 0);
    CHECK(memcmp(statuses, statuses_3, sizeof statuses) == 0);
    sudoku_rules_free(rules);
}

int main(void) {
    test_killer();
    test_jigsaw();
    test_sixteen();
    test_refusals();
    test_batch();
    return check_summary("c variant");
}
