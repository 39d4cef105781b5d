/*
 * Variant logic from C, through the shared library: an X puzzle rated on
 * SukakuExplainer's scale (its rating as SukakuExplainer gave it, from
 * tests/data/variants/sukaku_rated.tsv) and its whole path, the same
 * puzzle on the project's own scale, the path's sentences, a 16x16 hint,
 * refusals, NULLs and caller memory left alone. Every step is checked here
 * against a solution that this file first checks rule by rule, with code
 * that shares nothing with the library. Built -Wall -Wextra -Werror by
 * tests/c_programs.rs.
 */
#include <sudoku.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* An X puzzle SukakuExplainer rates 2.0/1.2/1.2, and its solution. */
static const char X_LINE[] =
    "9+x 2.........6....2.7.....8...92.8..1.46...9...2....1..6.79.5.......6.........48....";
static const char X_SOLUTION[] =
    "259743816368951247147628395923867154615394782874215963791536428486172539532489671";

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

/* Digits of a solution text: 1-9, then A = 10 ... */
static void values_of(const char *text, uint8_t *out, int cells) {
    for (int i = 0; i < cells; i++) {
        char c = text[i];
        out[i] = (uint8_t)(c >= '1' && c <= '9' ? c - '0' : c - 'A' + 10);
    }
}

/* Whether the group of `n` cells (start + k * step... listed) is 1..n. */
static int group_ok(const uint8_t *g, const int *cells, int n) {
    int seen[26] = {0};
    for (int k = 0; k < n; k++) {
        int v = g[cells[k]];
        if (v < 1 || v > n || seen[v])
            return 0;
        seen[v] = 1;
    }
    return 1;
}

/* Rows, columns, boxes of br x bc cells, and (x) both diagonals. */
static int solution_ok(const uint8_t *g, int n, int br, int bc, int x) {
    int cells[25] = {0}; /* gcc -O1 (ASan, aarch64) warns maybe-uninitialized otherwise */
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < n; k++)
            cells[k] = i * n + k;
        if (!group_ok(g, cells, n))
            return 0;
        for (int k = 0; k < n; k++)
            cells[k] = k * n + i;
        if (!group_ok(g, cells, n))
            return 0;
        for (int k = 0; k < n; k++)
            cells[k] = ((i / (n / bc)) * br + k / bc) * n + (i % (n / bc)) * bc + k % bc;
        if (!group_ok(g, cells, n))
            return 0;
    }
    if (x) {
        for (int k = 0; k < n; k++)
            cells[k] = k * n + k;
        if (!group_ok(g, cells, n))
            return 0;
        for (int k = 0; k < n; k++)
            cells[k] = k * n + (n - 1 - k);
        if (!group_ok(g, cells, n))
            return 0;
    }
    return 1;
}

/* A step's placements agree with the solution, its eliminations never
 * remove the solution's digit, its counts are true, and it does something. */
static int step_ok(const sudoku_rules_step *s, const uint8_t *solution, int n) {
    uint32_t placed = 0, removed = 0;
    for (int c = 0; c < 625; c++) {
        if (c >= n * n) {
            if (s->placements[c] != 0 || s->eliminations[c] != 0)
                return 0;
            continue;
        }
        if (s->placements[c] != 0) {
            if (s->placements[c] != solution[c])
                return 0;
            placed++;
        }
        if (s->eliminations[c] & (1u << (solution[c] - 1)))
            return 0;
        for (int d = 0; d < 25; d++)
            removed += (s->eliminations[c] >> d) & 1u;
    }
    return placed == s->placement_count && removed == s->elimination_count &&
           placed + removed > 0 && s->grid_size == (uint32_t)n && s->name[0] != '\0';
}

static sudoku_rules *from_text(const char *text, uint8_t *givens) {
    sudoku_rules *rules = NULL;
    CHECK_STATUS(sudoku_rules_from_text(text, strlen(text), &rules, givens, SUDOKU_RULES_MAX_CELLS,
                                        NULL),
                 SUDOKU_OK);
    return rules;
}

static void test_x_rating_and_path(void) {
    uint8_t givens[SUDOKU_RULES_MAX_CELLS], solution[81];
    sudoku_rules *rules = from_text(X_LINE, givens);
    values_of(X_SOLUTION, solution, 81);
    CHECK(solution_ok(solution, 9, 3, 3, 1));

    sudoku_rules_rating rating;
    memset(&rating, 0, sizeof rating);
    rating.size = sizeof rating;
    CHECK_STATUS(sudoku_rules_rate(rules, givens, NULL, SUDOKU_SCALE_SUKAKU, 0, &rating), SUDOKU_OK);
    CHECK(rating.er == 20 && rating.ep == 12 && rating.ed == 12);
    CHECK(rating.scale == SUDOKU_SCALE_SUKAKU && rating.solved == 1 && rating.steps > 0);
    CHECK(rating.needs[0] == '\0');

    /* Ask the length first, then the path. */
    size_t count = 0;
    CHECK_STATUS(sudoku_rules_explain(rules, givens, NULL, SUDOKU_SCALE_SUKAKU, 0, NULL, 0, &count),
                 SUDOKU_CAPACITY_TOO_SMALL);
    CHECK(count == rating.steps);
    sudoku_rules_step *steps = calloc(count, sizeof *steps);
    CHECK(steps != NULL);
    if (steps == NULL)
        return;
    steps[0].size = sizeof *steps;
    CHECK_STATUS(sudoku_rules_explain(rules, givens, NULL, SUDOKU_SCALE_SUKAKU, 0, steps, count,
                                      &count),
                 SUDOKU_OK);
    uint32_t hardest = 0;
    for (size_t i = 0; i < count; i++) {
        CHECK(steps[i].size == sizeof *steps);
        CHECK(step_ok(&steps[i], solution, 9));
        if (steps[i].difficulty > hardest)
            hardest = steps[i].difficulty;
    }
    CHECK(hardest == rating.er);
    CHECK(steps[0].difficulty == rating.ed);
    free(steps);

    /* The hint on the engine's own order. */
    sudoku_rules_step *hint = calloc(1, sizeof *hint);
    if (hint == NULL)
        return;
    hint->size = sizeof *hint;
    CHECK_STATUS(sudoku_rules_hint(rules, givens, NULL, 0, hint), SUDOKU_OK);
    CHECK(step_ok(hint, solution, 9));
    CHECK(hint->difficulty == 0);
    free(hint);
    sudoku_rules_free(rules);
}

/* Lines of a text: the count of newlines, each line non-empty. */
static size_t line_count(const char *text) {
    size_t lines = 0;
    const char *start = text;
    for (const char *p = text; *p != '\0'; p++) {
        if (*p == '\n') {
            CHECK(p > start);
            lines++;
            start = p + 1;
        }
    }
    CHECK(*start == '\0');
    return lines;
}

static void test_own_scale_and_text(void) {
    uint8_t givens[SUDOKU_RULES_MAX_CELLS], solution[81];
    sudoku_rules *rules = from_text(X_LINE, givens);
    values_of(X_SOLUTION, solution, 81);

    /* The project's own scale rates any rule set; this one is easy. */
    sudoku_rules_rating rating;
    memset(&rating, 0, sizeof rating);
    rating.size = sizeof rating;
    CHECK_STATUS(sudoku_rules_rate(rules, givens, NULL, SUDOKU_SCALE_OWN, 0, &rating), SUDOKU_OK);
    CHECK(rating.scale == SUDOKU_SCALE_OWN && rating.solved == 1 && rating.steps > 0);
    CHECK(rating.er >= rating.ep && rating.ep >= 10 && rating.ed >= 10);
    /* Version 2's field: no guess on this path (SUDOKU_RULES_TECHNIQUE_GUESS,
       the own scale's last resort, rated 11.0, above every technique). */
    CHECK(rating.guesses == 0 && rating.er < 110);
    /* A caller of version 1 (132 bytes) gets the fields that fit; the 4
       bytes past them are left as they were. */
    unsigned char v1[sizeof(sudoku_rules_rating)];
    memset(v1, 0xEE, sizeof v1);
    uint32_t v1_size = 132;
    memcpy(v1, &v1_size, sizeof v1_size);
    CHECK_STATUS(sudoku_rules_rate(rules, givens, NULL, SUDOKU_SCALE_OWN, 0,
                                   (sudoku_rules_rating *)v1),
                 SUDOKU_OK);
    uint32_t er_v1;
    memcpy(&er_v1, v1 + offsetof(sudoku_rules_rating, er), sizeof er_v1);
    CHECK(er_v1 == rating.er);
    CHECK(v1[132] == 0xEE && v1[133] == 0xEE && v1[134] == 0xEE && v1[135] == 0xEE);
    size_t count = 0;
    CHECK_STATUS(sudoku_rules_explain(rules, givens, NULL, SUDOKU_SCALE_OWN, 0, NULL, 0, &count),
                 SUDOKU_CAPACITY_TOO_SMALL);
    CHECK(count == rating.steps);
    sudoku_rules_step *steps = calloc(count, sizeof *steps);
    if (steps == NULL)
        return;
    steps[0].size = sizeof *steps;
    CHECK_STATUS(sudoku_rules_explain(rules, givens, NULL, SUDOKU_SCALE_OWN, 0, steps, count,
                                      &count),
                 SUDOKU_OK);
    for (size_t i = 0; i < count; i++)
        CHECK(step_ok(&steps[i], solution, 9) && steps[i].difficulty <= rating.er);
    free(steps);

    /* The path's sentences: ask the length, then one line a step. */
    size_t length = 0;
    CHECK_STATUS(sudoku_rules_explain_text(rules, givens, NULL, SUDOKU_SCALE_OWN, 0, 0, NULL, 0,
                                           &length),
                 SUDOKU_CAPACITY_TOO_SMALL);
    char *text = malloc(length + 1);
    if (text == NULL)
        return;
    CHECK_STATUS(sudoku_rules_explain_text(rules, givens, NULL, SUDOKU_SCALE_OWN, 0, 0, text,
                                           length + 1, &length),
                 SUDOKU_OK);
    CHECK(strlen(text) == length && line_count(text) == count);
    free(text);

    /* A hint's sentence: the engine's first step, one line. */
    char hint[4096];
    memset(hint, 0x7F, sizeof hint);
    CHECK_STATUS(sudoku_rules_explain_text(rules, givens, NULL, SUDOKU_SCALE_UNRATED, 0, 1, hint,
                                           sizeof hint, &length),
                 SUDOKU_OK);
    CHECK(line_count(hint) == 1 && strlen(hint) == length);

    /* Too small: nothing written, the length needed given. */
    char small[4];
    memset(small, 0x7F, sizeof small);
    CHECK_STATUS(sudoku_rules_explain_text(rules, givens, NULL, SUDOKU_SCALE_UNRATED, 0, 1, small,
                                           sizeof small, &length),
                 SUDOKU_CAPACITY_TOO_SMALL);
    CHECK(small[0] == 0x7F && small[3] == 0x7F && length == strlen(hint));
    sudoku_rules_free(rules);
}

static void test_sixteen(void) {
    uint8_t givens[SUDOKU_RULES_MAX_CELLS], solution[256];
    sudoku_rules *rules = from_text(SIXTEEN, givens);
    values_of(SIXTEEN_SOLUTION, solution, 256);
    CHECK(solution_ok(solution, 16, 4, 4, 0));
    sudoku_rules_step *hint = calloc(1, sizeof *hint);
    if (hint == NULL)
        return;
    hint->size = sizeof *hint;
    CHECK_STATUS(sudoku_rules_hint(rules, givens, NULL, 0, hint), SUDOKU_OK);
    CHECK(step_ok(hint, solution, 16));

    /* Not on SukakuExplainer's scale; the rating is not written. */
    sudoku_rules_rating rating;
    memset(&rating, 0xEE, sizeof rating);
    rating.size = sizeof rating;
    CHECK_STATUS(sudoku_rules_rate(rules, givens, NULL, SUDOKU_SCALE_SUKAKU, 0, &rating),
                 SUDOKU_RULES_NOT_ON_SCALE);
    CHECK(rating.er == 0xEEEEEEEEu && rating.steps == 0xEEEEEEEEu);
    free(hint);
    sudoku_rules_free(rules);
}

static void test_refusals(void) {
    uint8_t givens[SUDOKU_RULES_MAX_CELLS];
    uint32_t marks[81];
    sudoku_rules *rules = from_text(X_LINE, givens);
    sudoku_rules_rating rating;
    memset(&rating, 0xEE, sizeof rating);
    rating.size = sizeof rating;
    for (int i = 0; i < 81; i++)
        marks[i] = 0x1FF;
    CHECK_STATUS(sudoku_rules_rate(NULL, givens, NULL, SUDOKU_SCALE_SUKAKU, 0, &rating),
                 SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_rules_rate(rules, NULL, NULL, SUDOKU_SCALE_SUKAKU, 0, &rating),
                 SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_rules_rate(rules, givens, marks, SUDOKU_SCALE_SUKAKU, 0, &rating),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK_STATUS(sudoku_rules_rate(rules, givens, NULL, SUDOKU_SCALE_SE, 0, &rating),
                 SUDOKU_INVALID_ARGUMENT);
    marks[3] = 0x200;
    CHECK_STATUS(sudoku_rules_rate(rules, NULL, marks, SUDOKU_SCALE_SUKAKU, 0, &rating),
                 SUDOKU_INVALID_CANDIDATES);
    givens[80] = 10;
    CHECK_STATUS(sudoku_rules_rate(rules, givens, NULL, SUDOKU_SCALE_SUKAKU, 0, &rating),
                 SUDOKU_INVALID_VALUE);
    CHECK(rating.er == 0xEEEEEEEEu && rating.technique == (int32_t)0xEEEEEEEE);
    size_t count = 99;
    CHECK_STATUS(sudoku_rules_explain(rules, givens, NULL, SUDOKU_SCALE_UNRATED, 0, NULL, 0, NULL),
                 SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_rules_explain(rules, givens, NULL, SUDOKU_SCALE_UNRATED, 0, NULL, 0, &count),
                 SUDOKU_INVALID_VALUE);
    CHECK(count == 99);
    CHECK_STATUS(sudoku_rules_hint(rules, givens, NULL, 0, NULL), SUDOKU_NULL_POINTER);
    sudoku_rules_free(rules);
}

/* A player's grid: a wrong entry first, then a mark crossed off wrongly,
 * then a step from the player's state; a changed given, a solved grid and
 * NULLs refused with the step untouched. */
static void test_player_hint(void) {
    uint8_t givens[SUDOKU_RULES_MAX_CELLS], solution[81], current[81];
    uint32_t marks[81];
    sudoku_rules *rules = from_text(X_LINE, givens);
    values_of(X_SOLUTION, solution, 81);
    CHECK(solution_ok(solution, 9, 3, 3, 1));
    sudoku_rules_step *step = calloc(1, sizeof *step);
    CHECK(step != NULL);
    if (step == NULL)
        return;
    step->size = sizeof *step;

    /* The player filled every third empty cell rightly, and two wrongly. */
    int empties[81], empty_count = 0;
    for (int c = 0; c < 81; c++)
        if (givens[c] == 0)
            empties[empty_count++] = c;
    memcpy(current, givens, 81);
    for (int i = 0; i < empty_count; i += 3)
        current[empties[i]] = solution[empties[i]];
    int early = empties[4], late = empties[empty_count - 2];
    current[late] = (uint8_t)(solution[late] % 9 + 1);
    current[early] = (uint8_t)(solution[early] % 9 + 1);
    CHECK_STATUS(sudoku_rules_hint_player(rules, givens, current, NULL, 0, step), SUDOKU_OK);
    CHECK(step->technique == SUDOKU_RULES_TECHNIQUE_WRONG_ENTRY);
    CHECK(step->cells[early / 64] == (uint64_t)1 << (early % 64) && step->cells[1 - early / 64] == 0);
    CHECK(step->digits == 1u << (current[early] - 1));
    CHECK(step->placement_count == 0 && step->elimination_count == 0);
    CHECK(strcmp(step->name, "Wrong Entry") == 0 && step->grid_size == 9);
    /* The same hint in words: ask the length, then the line. */
    size_t length = 0;
    CHECK_STATUS(sudoku_rules_hint_player_text(rules, givens, current, NULL, 0, NULL, 0, &length),
                 SUDOKU_CAPACITY_TOO_SMALL);
    char line[128], expected[64];
    memset(line, '#', sizeof line);
    CHECK(length > 0 && length < sizeof line);
    CHECK_STATUS(sudoku_rules_hint_player_text(rules, givens, current, NULL, 0, line, length, &length),
                 SUDOKU_CAPACITY_TOO_SMALL);
    CHECK(line[0] == '#');
    CHECK_STATUS(sudoku_rules_hint_player_text(rules, givens, current, NULL, 0, line, sizeof line,
                                               &length),
                 SUDOKU_OK);
    snprintf(expected, sizeof expected, "Wrong entry: r%dc%d is not %d\n", early / 9 + 1,
             early % 9 + 1, current[early]);
    CHECK(strcmp(line, expected) == 0 && strlen(line) == length);

    /* Right entries; marks with the solution digit of one cell crossed off. */
    current[early] = solution[early];
    current[late] = solution[late];
    for (int c = 0; c < 81; c++)
        marks[c] = 0x1FF;
    int missing = empties[empty_count - 1];
    marks[missing] &= ~(1u << (solution[missing] - 1));
    CHECK_STATUS(sudoku_rules_hint_player(rules, givens, current, marks, 0, step), SUDOKU_OK);
    CHECK(step->technique == SUDOKU_RULES_TECHNIQUE_MISSING_CANDIDATE);
    CHECK(step->cells[missing / 64] == (uint64_t)1 << (missing % 64));
    CHECK(step->digits == 1u << (solution[missing] - 1));

    /* The marks right again: a step that agrees with the solution. */
    marks[missing] = 0x1FF;
    CHECK_STATUS(sudoku_rules_hint_player(rules, givens, current, marks, 0, step), SUDOKU_OK);
    CHECK(step_ok(step, solution, 9));
    CHECK(step->technique != SUDOKU_RULES_TECHNIQUE_WRONG_ENTRY &&
          step->technique != SUDOKU_RULES_TECHNIQUE_MISSING_CANDIDATE);
    for (int c = 0; c < 81; c++)
        CHECK(step->placements[c] == 0 || current[c] == 0);
    CHECK_STATUS(sudoku_rules_hint_player_text(rules, givens, current, marks, 0, line, sizeof line,
                                               &length),
                 SUDOKU_OK);
    CHECK(length > 1 && line[length - 1] == '\n' && strchr(line, '\n') == line + length - 1);

    /* Refusals write nothing. */
    memset(step, 0xEE, sizeof *step);
    step->size = sizeof *step;
    CHECK_STATUS(sudoku_rules_hint_player(rules, givens, solution, NULL, 0, step),
                 SUDOKU_ALREADY_SOLVED);
    length = 77;
    CHECK_STATUS(sudoku_rules_hint_player_text(rules, givens, solution, NULL, 0, line, sizeof line,
                                               &length),
                 SUDOKU_ALREADY_SOLVED);
    CHECK(length == 77);
    int given = 0;
    while (givens[given] == 0)
        given++;
    current[given] = (uint8_t)(givens[given] % 9 + 1);
    CHECK_STATUS(sudoku_rules_hint_player(rules, givens, current, NULL, 0, step),
                 SUDOKU_CURRENT_CONTRADICTS_PUZZLE);
    current[given] = givens[given];
    current[empties[0]] = 10;
    CHECK_STATUS(sudoku_rules_hint_player(rules, givens, current, NULL, 0, step),
                 SUDOKU_INVALID_VALUE);
    current[empties[0]] = 0;
    marks[empties[0]] = 0x200;
    CHECK_STATUS(sudoku_rules_hint_player(rules, givens, current, marks, 0, step),
                 SUDOKU_INVALID_CANDIDATES);
    CHECK_STATUS(sudoku_rules_hint_player(rules, NULL, current, NULL, 0, step),
                 SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_rules_hint_player(NULL, givens, current, NULL, 0, step),
                 SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_rules_hint_player(rules, givens, current, NULL, 0, NULL),
                 SUDOKU_NULL_POINTER);
    CHECK(step->grid_size == 0xEEEEEEEEu && (uint32_t)step->technique == 0xEEEEEEEEu);
    free(step);
    sudoku_rules_free(rules);
}

int main(void) {
    /* The layout other languages mirror. */
    CHECK(sizeof(sudoku_rules_step) == 3288);
    CHECK(offsetof(sudoku_rules_step, name) == 32);
    CHECK(offsetof(sudoku_rules_step, cells) == 80);
    CHECK(offsetof(sudoku_rules_step, eliminations) == 160);
    CHECK(offsetof(sudoku_rules_step, placements) == 2660);
    CHECK(sizeof(sudoku_rules_rating) == 136);
    CHECK(offsetof(sudoku_rules_rating, needs) == 36);
    CHECK(offsetof(sudoku_rules_rating, guesses) == 132);
    CHECK(SUDOKU_RULES_TECHNIQUE_GUESS == 40);
    CHECK(SUDOKU_SCALE_SUKAKU == 2 && SUDOKU_SCALE_UNRATED == 3 && SUDOKU_SCALE_OWN == 4);
    test_x_rating_and_path();
    test_own_scale_and_text();
    test_sixteen();
    test_refusals();
    test_player_hint();
    return check_summary("c variant logic");
}
