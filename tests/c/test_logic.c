/*
 * A test of the logic functions of include/sudoku.h, from C, through the
 * shared library: candidates, true candidates, hints, step texts, ratings,
 * paths and technique names. Every status, NULLs, structs of the first
 * version's size between guard bytes, unaligned arrays, and answers checked
 * against this file's own backtracking solver.
 *
 * Prints one line per failed assertion and ends with
 * "c logic: N passed, M failed"; exits non-zero when M > 0.
 * Built and run by tests/c_programs.rs.
 */

#define _POSIX_C_SOURCE 200809L /* pthread attributes */

#include <sudoku.h>

#include <limits.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backtrack.h"
#include "check.h"
#include "small_stack.h"

static const char PUZZLE[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char SOLUTION[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/* Needs chains: the techniques of this version stop on it. */
static const char HARD[] =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
static const char NO_SOLUTION[] =
    "..............1..2..3....45....4.1...1.....6.2..3..7....4...9.3..8..6....6.......";
static const char MULTIPLE[] =
    "8.........59.......76.........752498...893516...614732...471......926.8....538.4.";
/* A minimal puzzle from the generator's golden file, for following hints. */
static const char MINIMAL[] =
    "..1.......7.41..3...67..1...3........841..........29842..3...7....6.9..8.68.7....";

#define GUARD 0x5A

static uint16_t own_candidates(const char *g, int cell) {
    uint16_t mask = 0;
    char d;
    if (g[cell] != '.') {
        return (uint16_t)(1u << (g[cell] - '1'));
    }
    for (d = '1'; d <= '9'; d++) {
        char copy[81];
        memcpy(copy, g, 81);
        copy[cell] = '.';
        if (allowed(copy, cell, d)) {
            mask |= (uint16_t)(1u << (d - '1'));
        }
    }
    return mask;
}

/* ---- Candidates ----------------------------------------------------------- */

/* 81 masks at an odd address, between guard bytes. */
struct masks {
    unsigned char bytes[1 + 162 + 1];
};

static uint16_t *masks_init(struct masks *m) {
    memset(m->bytes, GUARD, sizeof m->bytes);
    return (uint16_t *)(void *)(m->bytes + 1);
}

static uint16_t mask_at(const struct masks *m, int cell) {
    uint16_t v;
    memcpy(&v, m->bytes + 1 + 2 * cell, 2);
    return v;
}

static int masks_untouched(const struct masks *m) {
    size_t i;
    for (i = 0; i < sizeof m->bytes; i++) {
        if (m->bytes[i] != GUARD) {
            return 0;
        }
    }
    return 1;
}

static void test_candidates(void) {
    struct masks m;
    char solution[81];
    int cell, ok = 1;
    CHECK_STATUS(sudoku_candidates(PUZZLE, masks_init(&m)), SUDOKU_OK);
    for (cell = 0; cell < 81; cell++) {
        ok &= mask_at(&m, cell) == own_candidates(PUZZLE, cell);
    }
    CHECK(ok);
    CHECK(m.bytes[0] == GUARD && m.bytes[163] == GUARD);

    CHECK(solution_of(PUZZLE, solution));
    CHECK(memcmp(solution, SOLUTION, 81) == 0);
    CHECK_STATUS(sudoku_true_candidates(PUZZLE, masks_init(&m)), SUDOKU_OK);
    for (ok = 1, cell = 0; cell < 81; cell++) {
        ok &= mask_at(&m, cell) == (uint16_t)(1u << (SOLUTION[cell] - '1'));
    }
    CHECK(ok);
    CHECK_STATUS(sudoku_true_candidates(MULTIPLE, masks_init(&m)), SUDOKU_OK);
    /* Several solutions: more than one digit somewhere. */
    for (ok = 0, cell = 0; cell < 81; cell++) {
        uint16_t v = mask_at(&m, cell);
        ok |= (v & (v - 1)) != 0;
    }
    CHECK(ok);

    CHECK_STATUS(sudoku_true_candidates(NO_SOLUTION, masks_init(&m)), SUDOKU_NO_SOLUTION);
    CHECK(masks_untouched(&m));
    CHECK_STATUS(sudoku_true_candidates_ex(HARD, 1, masks_init(&m)), SUDOKU_BUDGET_EXHAUSTED);
    CHECK(masks_untouched(&m));
    CHECK_STATUS(sudoku_true_candidates_ex(HARD, 0, masks_init(&m)), SUDOKU_OK);
    {
        char bad[82];
        memcpy(bad, PUZZLE, 82);
        bad[4] = '?';
        CHECK_STATUS(sudoku_candidates(bad, masks_init(&m)), SUDOKU_INVALID_CHARACTER);
        CHECK(masks_untouched(&m));
        bad[4] = '5';
        CHECK_STATUS(sudoku_candidates(bad, masks_init(&m)), SUDOKU_CONFLICTING_GIVENS);
        CHECK(masks_untouched(&m));
    }
    CHECK_STATUS(sudoku_candidates(NULL, masks_init(&m)), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_candidates(PUZZLE, NULL), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_true_candidates(NULL, NULL), SUDOKU_NULL_POINTER);
}

/* A player's grid with mistakes: r1c3 5 repeats the given r1c1; r1c4 2 is
 * taken; r1c7 2 repeats both that entry and the given r7c7, and the given
 * is named. The candidates are those of the givens and the entries taken. */
static void test_player_marks(void) {
    char current[82], taken[82];
    sudoku_player_marks out, before;
    int cell, ok = 1;
    memcpy(current, PUZZLE, 82);
    current[2] = '5';
    current[3] = '2';
    current[6] = '2';
    memcpy(taken, PUZZLE, 82);
    taken[3] = '2';
    memset(&out, 0xA5, sizeof out);
    out.size = sizeof out;
    CHECK_STATUS(sudoku_player_candidates(PUZZLE, current, &out), SUDOKU_OK);
    CHECK(out.size == sizeof out);
    CHECK(out.clash_count == 2);
    CHECK(out.clash_cells[0] == 2 && out.clash_digits[0] == 5 && out.clash_others[0] == 0);
    CHECK(out.clash_cells[1] == 6 && out.clash_digits[1] == 2 && out.clash_others[1] == 60);
    CHECK(out.clash_cells[2] == 0 && out.clash_digits[2] == 0 && out.clash_others[2] == 0);
    for (cell = 0; cell < 81; cell++) {
        ok &= out.candidates[cell] == own_candidates(taken, cell);
    }
    CHECK(ok);

    /* Refusals write nothing. */
    memset(&out, 0x5A, sizeof out);
    out.size = sizeof out;
    before = out;
    current[0] = '.';
    CHECK_STATUS(sudoku_player_candidates(PUZZLE, current, &out), SUDOKU_CURRENT_CONTRADICTS_PUZZLE);
    current[0] = '?';
    CHECK_STATUS(sudoku_player_candidates(PUZZLE, current, &out), SUDOKU_INVALID_CHARACTER);
    CHECK_STATUS(sudoku_player_candidates(current, PUZZLE, &out), SUDOKU_INVALID_CHARACTER);
    out.size = sizeof out - 1;
    CHECK_STATUS(sudoku_player_candidates(PUZZLE, PUZZLE, &out), SUDOKU_INVALID_ARGUMENT);
    out.size = sizeof out;
    CHECK_STATUS(sudoku_player_candidates(NULL, PUZZLE, &out), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_player_candidates(PUZZLE, NULL, &out), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_player_candidates(PUZZLE, PUZZLE, NULL), SUDOKU_NULL_POINTER);
    CHECK(memcmp(&out, &before, sizeof out) == 0);
}

/* ---- Hints and their texts -------------------------------------------------- */

/* A step of exactly the first version's size, at an odd address, between
 * guard bytes. */
struct guarded_step {
    unsigned char bytes[1 + sizeof(sudoku_step) + 8];
};

static sudoku_step *step_init(struct guarded_step *g, uint32_t size) {
    memset(g->bytes, GUARD, sizeof g->bytes);
    memcpy(g->bytes + 1, &size, sizeof size);
    return (sudoku_step *)(void *)(g->bytes + 1);
}

static sudoku_step step_read(const struct guarded_step *g) {
    sudoku_step s;
    memcpy(&s, g->bytes + 1, sizeof s);
    return s;
}

static int step_untouched(const struct guarded_step *g) {
    size_t i;
    for (i = 1 + 4; i < sizeof g->bytes; i++) {
        if (g->bytes[i] != GUARD) {
            return 0;
        }
    }
    return g->bytes[0] == GUARD;
}

static void test_hint(void) {
    struct guarded_step g;
    sudoku_step s;
    char text[256], current[81];
    uint16_t marks[81];
    size_t len;
    int cell;

    CHECK(sizeof(sudoku_step) == 372 + 2 * SUDOKU_MAX_CHAIN_LINKS);
    CHECK(offsetof(sudoku_step, eliminations) == 24);
    CHECK(offsetof(sudoku_step, cells) == 356);
    CHECK(offsetof(sudoku_step, link_count) == 368);
    CHECK(offsetof(sudoku_step, links) == 372);

    CHECK_STATUS(sudoku_hint(PUZZLE, NULL, NULL, step_init(&g, sizeof(sudoku_step))), SUDOKU_OK);
    s = step_read(&g);
    CHECK(s.size == sizeof(sudoku_step));
    CHECK(s.kind == SUDOKU_STEP_PLACEMENT);
    CHECK(s.technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX);
    CHECK(s.difficulty == 12);
    CHECK(s.cell >= 0 && s.cell < 81 && PUZZLE[s.cell] == '.');
    CHECK(s.digit == SOLUTION[s.cell] - '0');
    CHECK(s.houses != 0 && (s.houses >> 27) == 0);
    CHECK(g.bytes[1 + sizeof(sudoku_step)] == GUARD);

    len = sudoku_step_text(&s, text, sizeof text);
    CHECK(len > 20 && len == strlen(text));
    CHECK(strncmp(text, "Hidden single in box", 20) == 0);
    CHECK(sudoku_step_text(&s, NULL, 0) == len);
    memset(text, GUARD, sizeof text);
    CHECK(sudoku_step_text(&s, text, 8) == len);
    CHECK(text[7] == '\0' && (unsigned char)text[8] == GUARD);

    /* A wrong entry is named first; then a missing pencil mark. */
    memcpy(current, PUZZLE, 81);
    current[2] = SOLUTION[2] == '9' ? '1' : (char)(SOLUTION[2] + 1);
    CHECK_STATUS(sudoku_hint(PUZZLE, current, NULL, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_OK);
    s = step_read(&g);
    CHECK(s.kind == SUDOKU_STEP_MISTAKE && s.cell == 2 && s.digit == current[2] - '0');
    CHECK(s.technique == SUDOKU_TECHNIQUE_WRONG_ENTRY);
    for (cell = 0; cell < 81; cell++) {
        marks[cell] = own_candidates(PUZZLE, cell);
    }
    marks[2] &= (uint16_t) ~(1u << (SOLUTION[2] - '1'));
    CHECK_STATUS(sudoku_hint(PUZZLE, NULL, marks, step_init(&g, sizeof(sudoku_step))), SUDOKU_OK);
    s = step_read(&g);
    CHECK(s.kind == SUDOKU_STEP_MISSING_CANDIDATE && s.cell == 2);
    CHECK(s.digit == SOLUTION[2] - '0');
    CHECK(sudoku_step_text(&s, text, sizeof text) > 0);

    /* Every refusal: nothing written. */
    memcpy(current, PUZZLE, 81);
    current[0] = '.';
    CHECK_STATUS(sudoku_hint(PUZZLE, current, NULL, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_CURRENT_CONTRADICTS_PUZZLE);
    CHECK(step_untouched(&g));
    marks[2] = 0x400;
    CHECK_STATUS(sudoku_hint(PUZZLE, NULL, marks, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_INVALID_CANDIDATES);
    CHECK(step_untouched(&g));
    CHECK_STATUS(sudoku_hint(PUZZLE, SOLUTION, NULL, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_ALREADY_SOLVED);
    CHECK(step_untouched(&g));
    CHECK_STATUS(sudoku_hint(NO_SOLUTION, NULL, NULL, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_NO_SOLUTION);
    CHECK_STATUS(sudoku_hint(MULTIPLE, NULL, NULL, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_MULTIPLE_SOLUTIONS);
    CHECK_STATUS(sudoku_hint_ex(HARD, NULL, NULL, 1, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_BUDGET_EXHAUSTED);
    CHECK(step_untouched(&g));
    /* Below the first version's 368 bytes. */
    CHECK_STATUS(sudoku_hint(PUZZLE, NULL, NULL, step_init(&g, 367)), SUDOKU_INVALID_ARGUMENT);
    CHECK(step_untouched(&g));
    CHECK_STATUS(sudoku_hint(NULL, NULL, NULL, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_hint(PUZZLE, NULL, NULL, NULL), SUDOKU_NULL_POINTER);

    /* A step the library could not give has no text. */
    s.kind = 99;
    memset(text, GUARD, sizeof text);
    CHECK(sudoku_step_text(&s, text, sizeof text) == 0 && (unsigned char)text[0] == GUARD);
    CHECK(sudoku_step_text(NULL, text, sizeof text) == 0);
}

/* Follows the hints from the puzzle, as a player would, to the solution. */
static void test_hints_reach_the_solution(void) {
    char current[81], answer[81];
    uint16_t marks[81];
    sudoku_step s;
    int cell, steps = 0, lies = 0;
    const char *puzzle = MINIMAL;
    CHECK(solution_of(puzzle, answer));
    memcpy(current, puzzle, 81);
    for (cell = 0; cell < 81; cell++) {
        marks[cell] = own_candidates(puzzle, cell);
    }
    for (;;) {
        sudoku_status st;
        s.size = sizeof s;
        st = sudoku_hint(puzzle, current, marks, &s);
        if (st == SUDOKU_ALREADY_SOLVED) {
            break;
        }
        CHECK_STATUS(st, SUDOKU_OK);
        if (st != SUDOKU_OK || ++steps > 729) {
            break;
        }
        for (cell = 0; cell < 81; cell++) {
            lies += (s.eliminations[cell] >> (answer[cell] - '1')) & 1;
            marks[cell] &= (uint16_t)~s.eliminations[cell];
        }
        if (s.kind == SUDOKU_STEP_PLACEMENT) {
            lies += answer[s.cell] != '0' + s.digit;
            current[s.cell] = (char)('0' + s.digit);
        }
    }
    CHECK(lies == 0);
    CHECK(steps > 20);
    CHECK(memcmp(current, answer, 81) == 0);
}

/* ---- Ratings and paths -------------------------------------------------------- */

struct guarded_rating {
    unsigned char bytes[1 + sizeof(sudoku_rating) + 8];
};

static sudoku_rating *rating_init(struct guarded_rating *g) {
    uint32_t size = sizeof(sudoku_rating);
    memset(g->bytes, GUARD, sizeof g->bytes);
    memcpy(g->bytes + 1, &size, sizeof size);
    return (sudoku_rating *)(void *)(g->bytes + 1);
}

static int rating_untouched(const struct guarded_rating *g) {
    size_t i;
    for (i = 1 + 4; i < sizeof g->bytes; i++) {
        if (g->bytes[i] != GUARD) {
            return 0;
        }
    }
    return g->bytes[0] == GUARD;
}

static sudoku_rating rating_read(const struct guarded_rating *g) {
    sudoku_rating r;
    memcpy(&r, g->bytes + 1, sizeof r);
    return r;
}

static void test_rate(void) {
    struct guarded_rating g;
    sudoku_rating r;
    /* 28 bytes in version 1.0; 1.1 appended the scale's fields. */
    CHECK(sizeof(sudoku_rating) == 44);
    CHECK(offsetof(sudoku_rating, solved) == 24);
    CHECK(offsetof(sudoku_rating, scale) == 28);
    CHECK_STATUS(sudoku_rate(PUZZLE, rating_init(&g)), SUDOKU_OK);
    r = rating_read(&g);
    CHECK(r.size == sizeof r);
    CHECK(r.er >= 10 && r.er <= 23 && r.ep <= r.er && r.ed <= r.er && r.ed > 0);
    CHECK(r.solved == 1 && r.steps > 0);
    CHECK(r.scale == SUDOKU_SCALE_SE && r.level == SUDOKU_HODOKU_LEVEL_NONE && r.score == 0);
    CHECK(strcmp(sudoku_technique_name(r.technique), "unknown technique") != 0);
    CHECK(g.bytes[1 + sizeof r] == GUARD);

    /* Chains rate it: 10.3, as Sudoku Explainer does. */
    CHECK_STATUS(sudoku_rate(HARD, rating_init(&g)), SUDOKU_OK);
    r = rating_read(&g);
    CHECK(r.solved == 1 && r.er == 103);
    CHECK(r.technique >= SUDOKU_TECHNIQUE_X_CYCLE && r.technique < SUDOKU_TECHNIQUE_BRUTE_FORCE);
    CHECK_STATUS(sudoku_rate_ex(HARD, 1, rating_init(&g)), SUDOKU_BUDGET_EXHAUSTED);
    CHECK(rating_untouched(&g));
    CHECK_STATUS(sudoku_rate(MULTIPLE, rating_init(&g)), SUDOKU_MULTIPLE_SOLUTIONS);
    CHECK(rating_untouched(&g));
    CHECK_STATUS(sudoku_rate(NO_SOLUTION, rating_init(&g)), SUDOKU_NO_SOLUTION);
    CHECK(rating_untouched(&g));
    CHECK_STATUS(sudoku_rate(NULL, rating_init(&g)), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_rate(PUZZLE, NULL), SUDOKU_NULL_POINTER);
}

static sudoku_step path[729];

/* One link of a step: its cell, digit, state and whether it starts a chain. */
struct link {
    int cell, digit, on, starts;
};

static struct link link_at(const sudoku_step *s, int i) {
    struct link l;
    l.cell = s->links[i] & 0x7F;
    l.digit = (s->links[i] >> 7) & 0xF;
    l.on = (s->links[i] >> 11) & 1;
    l.starts = (s->links[i] >> 12) & 1;
    return l;
}

/* Every chain step of HARD's path: its links are well formed, the text
 * spells them ("r1c2=5 -> r1c7<>5 -> ..."), its conclusion agrees with the
 * solution, and a step of the first version's size gets no links. */
/* Hints told vaguely first: every level tells the whole step's technique
 * and digits, level 2 its cells, level 3 all of it; each level has its own
 * sentence. */
static void test_hint_levels(void) {
    struct guarded_step g;
    sudoku_step whole, told[3];
    char text[256], current[81];
    int level, i;

    CHECK_STATUS(sudoku_hint_ex(HARD, NULL, NULL, 0, step_init(&g, sizeof(sudoku_step))), SUDOKU_OK);
    whole = step_read(&g);
    for (level = 1; level <= 3; level++) {
        CHECK_STATUS(sudoku_hint_at_level(HARD, NULL, NULL, level, 0,
                                          step_init(&g, sizeof(sudoku_step))),
                     SUDOKU_OK);
        told[level - 1] = step_read(&g);
        CHECK(told[level - 1].kind == whole.kind);
        CHECK(told[level - 1].technique == whole.technique);
        CHECK(told[level - 1].difficulty == whole.difficulty);
        CHECK(told[level - 1].digits == whole.digits);
    }
    CHECK(memcmp(&told[2], &whole, sizeof whole) == 0);
    CHECK(told[0].cell == -1 && told[0].digit == 0 && told[0].houses == 0);
    CHECK(told[0].cells[0] == 0 && told[0].cells[1] == 0 && told[0].cells[2] == 0);
    CHECK(told[1].cell == -1 && told[1].digit == 0);
    if (whole.technique >= 100 && whole.technique < 200 && whole.houses != 0) {
        /* A single found in a house tells the house, not its cell. */
        CHECK(told[1].cells[0] == 0 && told[1].cells[1] == 0 && told[1].cells[2] == 0);
    } else {
        CHECK(memcmp(told[1].cells, whole.cells, sizeof whole.cells) == 0);
    }
    CHECK(told[1].houses == whole.houses);
    for (i = 0; i < 81; i++) {
        CHECK(told[0].eliminations[i] == 0 && told[1].eliminations[i] == 0);
        CHECK(told[0].pattern[i] == 0);
    }
    CHECK(sudoku_step_text_at_level(&told[0], 1, text, sizeof text) > 10);
    CHECK(strncmp(text, "Look for: ", 10) == 0);
    CHECK(sudoku_step_text_at_level(&told[1], 2, text, sizeof text) > 0);
    CHECK(strstr(text, ", in ") != NULL);
    CHECK(sudoku_step_text_at_level(&told[2], 3, text, sizeof text) ==
          sudoku_step_text(&whole, NULL, 0));
    /* The whole step's text needs the whole step. */
    CHECK(sudoku_step_text(&told[0], text, sizeof text) == 0 || told[0].kind == SUDOKU_STEP_ELIMINATION);
    memset(text, GUARD, sizeof text);
    CHECK(sudoku_step_text_at_level(&told[0], 4, text, sizeof text) == 0);
    CHECK(sudoku_step_text_at_level(&told[0], 0, text, sizeof text) == 0);
    CHECK((unsigned char)text[0] == GUARD);

    /* A wrong entry: that there is one, then where, then what. */
    memcpy(current, PUZZLE, 81);
    current[2] = SOLUTION[2] == '9' ? '1' : (char)(SOLUTION[2] + 1);
    for (level = 1; level <= 3; level++) {
        CHECK_STATUS(sudoku_hint_at_level(PUZZLE, current, NULL, level, 0,
                                          step_init(&g, sizeof(sudoku_step))),
                     SUDOKU_OK);
        told[level - 1] = step_read(&g);
        CHECK(told[level - 1].kind == SUDOKU_STEP_MISTAKE);
    }
    CHECK(told[0].cell == -1 && told[0].digit == 0);
    CHECK(told[1].cell == 2 && told[1].digit == 0);
    CHECK(told[2].cell == 2 && told[2].digit == current[2] - '0');
    CHECK(sudoku_step_text_at_level(&told[0], 1, text, sizeof text) > 0);
    CHECK(strcmp(text, "One of the entries is wrong.") == 0);
    CHECK(sudoku_step_text_at_level(&told[1], 2, text, sizeof text) > 0);
    CHECK(strcmp(text, "The entry in r1c3 is wrong.") == 0);

    /* Refusals: a level outside 1-3 before anything else; nothing written. */
    CHECK_STATUS(sudoku_hint_at_level(PUZZLE, NULL, NULL, 0, 0, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK(step_untouched(&g));
    CHECK_STATUS(sudoku_hint_at_level(NO_SOLUTION, NULL, NULL, 4, 0,
                                      step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK(step_untouched(&g));
    CHECK_STATUS(sudoku_hint_at_level(NO_SOLUTION, NULL, NULL, 1, 0,
                                      step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_NO_SOLUTION);
    CHECK(step_untouched(&g));
    CHECK_STATUS(sudoku_hint_at_level(HARD, NULL, NULL, 1, 1, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_BUDGET_EXHAUSTED);
    CHECK(step_untouched(&g));
    CHECK_STATUS(sudoku_hint_at_level(PUZZLE, NULL, NULL, 1, 0, step_init(&g, 367)),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK(step_untouched(&g));
    CHECK_STATUS(sudoku_hint_at_level(NULL, NULL, NULL, 1, 0, step_init(&g, sizeof(sudoku_step))),
                 SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_hint_at_level(PUZZLE, NULL, NULL, 1, 0, NULL), SUDOKU_NULL_POINTER);
}

static void test_chain_steps(void) {
    size_t count = 0, i, chains = 0;
    char text[4096], expected[40];
    char solution[81];
    int k, d;
    memcpy(solution, HARD, sizeof solution);
    CHECK_STATUS(sudoku_solve(solution), SUDOKU_OK);
    path[0].size = sizeof path[0];
    CHECK_STATUS(sudoku_explain(HARD, path, 729, &count), SUDOKU_OK);
    for (i = 0; i < count; i++) {
        const sudoku_step *s = &path[i];
        size_t len;
        struct link first;
        if (s->technique < SUDOKU_TECHNIQUE_X_CYCLE || s->technique >= SUDOKU_TECHNIQUE_BRUTE_FORCE) {
            CHECK(s->link_count == 0);
            continue;
        }
        chains++;
        CHECK(s->link_count >= 2 && s->link_count <= SUDOKU_MAX_CHAIN_LINKS);
        CHECK(s->links_cut == 0 || s->link_count == SUDOKU_MAX_CHAIN_LINKS);
        first = link_at(s, 0);
        CHECK(first.starts == 1);
        for (k = 0; k < s->link_count; k++) {
            struct link l = link_at(s, k);
            CHECK(l.cell >= 0 && l.cell <= 80 && l.digit >= 1 && l.digit <= 9);
            CHECK((s->links[k] & ~0x1FFF) == 0);
        }
        if (s->kind == SUDOKU_STEP_PLACEMENT) {
            CHECK(solution[s->cell] == '0' + s->digit);
        }
        for (k = 0; k < 81; k++) {
            for (d = 1; d <= 9; d++) {
                if (s->eliminations[k] & (1 << (d - 1))) {
                    CHECK(solution[k] != '0' + d);
                }
            }
        }
        len = sudoku_step_text(s, text, sizeof text);
        CHECK(len > 0 && len < sizeof text);
        snprintf(expected, sizeof expected, ": r%dc%d%s%d", first.cell / 9 + 1, first.cell % 9 + 1,
                 first.on ? "=" : "<>", first.digit);
        CHECK(strstr(text, expected) != NULL);
        CHECK(s->link_count < 2 || strstr(text, " -> ") != NULL);
    }
    CHECK(chains > 0);

    /* A caller of the first version (368 bytes) gets no links: explain
     * writes elements of its size, and nothing past them. */
    {
        static unsigned char raw[sizeof(sudoku_step) + 16];
        sudoku_step *v1 = (sudoku_step *)(void *)raw;
        memset(raw, GUARD, sizeof raw);
        v1->size = 368;
        CHECK_STATUS(sudoku_explain(HARD, v1, 1, &count), SUDOKU_CAPACITY_TOO_SMALL);
        CHECK(v1->size == 368);
        for (k = 368; k < (int)sizeof raw; k++) {
            CHECK(raw[k] == GUARD);
        }
    }
}

static void test_explain(void) {
    struct guarded_rating g;
    sudoku_rating r;
    size_t count = 0, i;
    int er = 0;
    char text[256];
    CHECK_STATUS(sudoku_rate(PUZZLE, rating_init(&g)), SUDOKU_OK);
    r = rating_read(&g);
    path[0].size = sizeof path[0];
    CHECK_STATUS(sudoku_explain(PUZZLE, path, 729, &count), SUDOKU_OK);
    CHECK(count == r.steps);
    for (i = 0; i < count; i++) {
        CHECK(path[i].size == sizeof path[0]);
        if (path[i].difficulty > er) {
            er = path[i].difficulty;
        }
        if (path[i].kind == SUDOKU_STEP_PLACEMENT) {
            CHECK(SOLUTION[path[i].cell] == '0' + path[i].digit);
        }
        CHECK(sudoku_step_text(&path[i], text, sizeof text) > 0);
    }
    CHECK(er == r.er);
    CHECK(path[0].difficulty == r.ed);

    /* Too small: the count needed; NULL steps with capacity 0 ask for it. */
    count = 0;
    CHECK_STATUS(sudoku_explain(PUZZLE, NULL, 0, &count), SUDOKU_CAPACITY_TOO_SMALL);
    CHECK(count == r.steps);
    CHECK_STATUS(sudoku_explain(PUZZLE, path, 3, &count), SUDOKU_CAPACITY_TOO_SMALL);
    CHECK(count == r.steps);
    count = 12345;
    CHECK_STATUS(sudoku_explain(MULTIPLE, path, 729, &count), SUDOKU_MULTIPLE_SOLUTIONS);
    CHECK(count == 12345);
    CHECK_STATUS(sudoku_explain(HARD, path, 729, &count), SUDOKU_OK);
    CHECK(count > 0 && count < 729);
    CHECK_STATUS(sudoku_explain_ex(HARD, 1, path, 729, &count), SUDOKU_BUDGET_EXHAUSTED);
    path[0].size = 100;
    CHECK_STATUS(sudoku_explain(PUZZLE, path, 729, &count), SUDOKU_INVALID_ARGUMENT);
    path[0].size = sizeof path[0];
    CHECK_STATUS(sudoku_explain(PUZZLE, NULL, 5, &count), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_explain(PUZZLE, path, 729, NULL), SUDOKU_NULL_POINTER);
}

static void test_technique_names(void) {
    CHECK(SUDOKU_TECHNIQUE_NONE == 0);
    CHECK(SUDOKU_TECHNIQUE_FULL_HOUSE == 100);
    CHECK(SUDOKU_TECHNIQUE_X_WING == 400);
    CHECK(SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION == 700);
    CHECK(SUDOKU_STEP_PLACEMENT == 1 && SUDOKU_STEP_MISSING_CANDIDATE == 4);
    CHECK(strcmp(sudoku_technique_name(SUDOKU_TECHNIQUE_X_WING), "X-Wing") == 0);
    CHECK(strcmp(sudoku_technique_name(SUDOKU_TECHNIQUE_NAKED_SINGLE), "Naked single") == 0);
    CHECK(strcmp(sudoku_technique_name(SUDOKU_TECHNIQUE_NONE), "none") == 0);
    CHECK(strcmp(sudoku_technique_name(-1), "unknown technique") == 0);
    CHECK(strcmp(sudoku_technique_name(INT_MAX), "unknown technique") == 0);
}

/* ---- Small stacks ---------------------------------------------------------------- */

struct stack_job {
    int searching;
    sudoku_status status[4];
};

static void *stack_body(void *arg) {
    struct stack_job *job = arg;
    uint16_t masks[81];
    sudoku_step s;
    sudoku_rating r;
    s.size = sizeof s;
    r.size = sizeof r;
    if (job->searching) {
        job->status[0] = sudoku_hint(PUZZLE, NULL, NULL, &s);
        job->status[1] = sudoku_true_candidates(HARD, masks);
        job->status[2] = sudoku_rate(HARD, &r);
        job->status[3] = sudoku_hint_at_level(HARD, NULL, NULL, 2, 0, &s);
    } else {
        job->status[0] = sudoku_candidates(PUZZLE, masks);
        job->status[1] = sudoku_rate(PUZZLE, &r); /* its path proves it unique */
        job->status[2] = sudoku_technique_name(100)[0] == 'F' ? SUDOKU_OK : SUDOKU_INTERNAL_ERROR;
        job->status[3] = SUDOKU_OK;
    }
    return NULL;
}

/* The calls that search and those that do not both run on
 * PTHREAD_STACK_MIN. */
static void test_small_stacks(void) {
    int searching;
    for (searching = 0; searching < 2; searching++) {
        struct stack_job job;
        memset(&job, 0, sizeof job);
        job.searching = searching;
        job.status[0] = job.status[1] = job.status[2] = job.status[3] = SUDOKU_INTERNAL_ERROR;
        run_on_stack(PTHREAD_STACK_MIN, stack_body, &job);
        CHECK_STATUS(job.status[0], SUDOKU_OK);
        CHECK_STATUS(job.status[1], SUDOKU_OK);
        CHECK_STATUS(job.status[2], SUDOKU_OK);
        CHECK_STATUS(job.status[3], SUDOKU_OK);
    }
}

int main(void) {
    test_candidates();
    test_player_marks();
    test_hint();
    test_hint_levels();
    test_chain_steps();
    test_hints_reach_the_solution();
    test_rate();
    test_explain();
    test_technique_names();
    test_small_stacks();
    return check_summary("c logic");
}
