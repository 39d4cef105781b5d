/*
 * A test of HoDoKu's scale from C, through the shared library:
 * sudoku_rate_scale, the HoDoKu technique names, sudoku_hint_hodoku (with
 * and without pencil marks) and sudoku_hodoku_hint_text. Every status, NULLs, structs between guard bytes
 * at odd addresses, and hints checked against this file's own backtracking
 * solver.
 *
 * Prints one line per failed assertion and ends with
 * "c hodoku: N passed, M failed"; exits non-zero when M > 0.
 * Built and run by tests/c_programs.rs.
 */

#include <sudoku.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "backtrack.h"
#include "check.h"

/* From tests/data/hodoku/sample.jsonl: HoDoKu 2.2.0 rates it HARD, 730. */
static const char RATED[] =
    ".....9.......8....84....35.31.8.29........1...52.7...3..3.582....67......9..4..17";
static const char MULTIPLE[] =
    "8.........59.......76.........752498...893516...614732...471......926.8....538.4.";

#define GUARD 0x5A

/* ---- Structs between guard bytes, at odd addresses ---------------------- */

struct guarded_rating {
    unsigned char bytes[1 + sizeof(sudoku_rating) + 8];
};

static sudoku_rating *rating_init(struct guarded_rating *g, uint32_t size) {
    memset(g->bytes, GUARD, sizeof g->bytes);
    memcpy(g->bytes + 1, &size, sizeof size);
    return (sudoku_rating *)(void *)(g->bytes + 1);
}

static int rating_untouched(const struct guarded_rating *g, size_t from) {
    size_t i;
    for (i = 1 + from; i < sizeof g->bytes; i++) {
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

struct guarded_hint {
    unsigned char bytes[1 + sizeof(sudoku_hodoku_hint) + 8];
    unsigned char before[1 + sizeof(sudoku_hodoku_hint) + 8];
};

/* Guard bytes, the size, and the player's marks: `marks` NULL for none
 * (`use_candidates` 0 and `candidates` zeroed, as a caller zeroing the
 * struct sets them). */
static sudoku_hodoku_hint *hint_init_marks(struct guarded_hint *g, const uint16_t *marks) {
    uint32_t size = sizeof(sudoku_hodoku_hint);
    uint16_t use = marks != NULL;
    unsigned char *h = g->bytes + 1;
    memset(g->bytes, GUARD, sizeof g->bytes);
    memcpy(h, &size, sizeof size);
    memset(h + offsetof(sudoku_hodoku_hint, candidates), 0, 162);
    if (marks != NULL) {
        memcpy(h + offsetof(sudoku_hodoku_hint, candidates), marks, 162);
    }
    memcpy(h + offsetof(sudoku_hodoku_hint, use_candidates), &use, sizeof use);
    memcpy(g->before, g->bytes, sizeof g->bytes);
    return (sudoku_hodoku_hint *)(void *)h;
}

static sudoku_hodoku_hint *hint_init(struct guarded_hint *g) {
    return hint_init_marks(g, NULL);
}

/* Nothing written since hint_init. */
static int hint_untouched(const struct guarded_hint *g) {
    return memcmp(g->bytes, g->before, sizeof g->bytes) == 0;
}

/* The marks and the guards after the struct as hint_init left them. */
static int marks_kept(const struct guarded_hint *g) {
    size_t from = 1 + offsetof(sudoku_hodoku_hint, candidates);
    return memcmp(g->bytes + from, g->before + from, sizeof g->bytes - from) == 0 &&
           g->bytes[0] == GUARD;
}

static sudoku_hodoku_hint hint_read(const struct guarded_hint *g) {
    sudoku_hodoku_hint h;
    memcpy(&h, g->bytes + 1, sizeof h);
    return h;
}

/* ---- Tests ---------------------------------------------------------------- */

static void test_rate_scale(void) {
    struct guarded_rating g;
    sudoku_rating r;
    sudoku_rating se;

    CHECK_STATUS(sudoku_rate_scale(RATED, SUDOKU_SCALE_HODOKU, 0,
                                   rating_init(&g, sizeof(sudoku_rating))),
                 SUDOKU_OK);
    r = rating_read(&g);
    CHECK(r.scale == SUDOKU_SCALE_HODOKU);
    CHECK(r.level == SUDOKU_HODOKU_LEVEL_HARD && r.score == 730);
    CHECK(r.solved == 1 && r.steps > 0 && r.er == 0);
    CHECK(strcmp(sudoku_hodoku_technique_name(r.hodoku_technique), "unknown technique") != 0);
    CHECK(rating_untouched(&g, sizeof r));

    /* The SE scale is sudoku_rate's rating. */
    CHECK_STATUS(sudoku_rate(RATED, rating_init(&g, sizeof(sudoku_rating))), SUDOKU_OK);
    se = rating_read(&g);
    CHECK_STATUS(sudoku_rate_scale(RATED, SUDOKU_SCALE_SE, 0,
                                   rating_init(&g, sizeof(sudoku_rating))),
                 SUDOKU_OK);
    r = rating_read(&g);
    CHECK(r.er == se.er && r.ep == se.ep && r.ed == se.ed && r.steps == se.steps);
    CHECK(r.scale == SUDOKU_SCALE_SE && r.level == SUDOKU_HODOKU_LEVEL_NONE);

    /* A 1.0-sized rating gets its 28 bytes only. */
    CHECK_STATUS(sudoku_rate_scale(RATED, SUDOKU_SCALE_HODOKU, 0, rating_init(&g, 28)), SUDOKU_OK);
    CHECK(rating_untouched(&g, 28));

    CHECK_STATUS(sudoku_rate_scale(RATED, 7, 0, rating_init(&g, sizeof(sudoku_rating))),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK(rating_untouched(&g, 4));
    CHECK_STATUS(sudoku_rate_scale(RATED, SUDOKU_SCALE_HODOKU, 0, rating_init(&g, 27)),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK(rating_untouched(&g, 4));
    CHECK_STATUS(sudoku_rate_scale(MULTIPLE, SUDOKU_SCALE_HODOKU, 0,
                                   rating_init(&g, sizeof(sudoku_rating))),
                 SUDOKU_MULTIPLE_SOLUTIONS);
    CHECK(rating_untouched(&g, 4));
    CHECK_STATUS(sudoku_rate_scale(NULL, SUDOKU_SCALE_HODOKU, 0,
                                   rating_init(&g, sizeof(sudoku_rating))),
                 SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_rate_scale(RATED, SUDOKU_SCALE_HODOKU, 0, NULL), SUDOKU_NULL_POINTER);
    CHECK(strncmp(sudoku_status_str(SUDOKU_NOT_RATED), "not rated", 9) == 0);
}

static void test_names(void) {
    size_t i;
    int ok = 1;
    for (i = 0; i < SUDOKU_HODOKU_TECHNIQUE_COUNT; i++) {
        int32_t number = sudoku_hodoku_technique_at(i);
        ok &= number > 0;
        ok &= strcmp(sudoku_hodoku_technique_name(number), "unknown technique") != 0;
    }
    CHECK(ok);
    CHECK(sudoku_hodoku_technique_at(0) == 100);
    CHECK(strcmp(sudoku_hodoku_technique_name(100), "Full House") == 0);
    CHECK(sudoku_hodoku_technique_at(SUDOKU_HODOKU_TECHNIQUE_COUNT) == 0);
    CHECK(strcmp(sudoku_hodoku_technique_name(-1), "unknown technique") == 0);
}

/* Follows level-3 hints while they place digits, checking each against
 * the solution, and the vaguer levels against the full one. */
static void test_hints(void) {
    char solution[81], current[81], g[81], text[512];
    struct guarded_hint gh;
    sudoku_hodoku_hint full, vague;
    int steps = 0, lies = 0, cell;
    size_t len;

    memcpy(g, RATED, 81);
    CHECK(count_solutions(g, 2, solution) == 1);
    memcpy(current, RATED, 81);
    for (;;) {
        int placed = 0;
        sudoku_status status = sudoku_hint_hodoku(RATED, current, 3, 0, hint_init(&gh));
        if (status == SUDOKU_ALREADY_SOLVED) {
            CHECK(memcmp(current, solution, 81) == 0);
            break;
        }
        CHECK_STATUS(status, SUDOKU_OK);
        if (status != SUDOKU_OK) {
            break;
        }
        full = hint_read(&gh);
        CHECK_STATUS(sudoku_hint_hodoku(RATED, current, 1, 0, hint_init(&gh)), SUDOKU_OK);
        vague = hint_read(&gh);
        CHECK(vague.technique == full.technique && vague.digits == full.digits);
        CHECK(vague.cells[0] == 0 && vague.cells[1] == 0 && vague.cells[2] == 0);
        len = sudoku_hodoku_hint_text(&vague, text, sizeof text);
        CHECK(len > 0 && len < sizeof text && strncmp(text, "Look for: ", 10) == 0);
        for (cell = 0; cell < 81; cell++) {
            uint16_t right = (uint16_t)(1u << (solution[cell] - '1'));
            lies += (full.eliminations[cell] & right) != 0;
            if (full.placements[cell] != 0) {
                lies += full.placements[cell] != right;
                current[cell] = solution[cell];
                placed = 1;
            }
        }
        if (!placed) {
            break; /* the next hint from the same digits would repeat it */
        }
        steps++;
    }
    CHECK(lies == 0);
    CHECK(steps > 10);

    /* A wrong entry first: vaguely, then named. */
    for (cell = 80; RATED[cell] != '.'; cell--) {
    }
    memcpy(current, RATED, 81);
    current[cell] = solution[cell] == '9' ? '1' : (char)(solution[cell] + 1);
    CHECK_STATUS(sudoku_hint_hodoku(RATED, current, 2, 0, hint_init(&gh)), SUDOKU_OK);
    full = hint_read(&gh);
    CHECK(full.kind == SUDOKU_STEP_MISTAKE && full.technique == 0);
    CHECK((full.cells[cell / 32] >> (cell % 32) & 1u) == 1);
    CHECK(sudoku_hodoku_hint_text(&full, text, sizeof text) > 0);

    CHECK_STATUS(sudoku_hint_hodoku(RATED, NULL, 0, 0, hint_init(&gh)), SUDOKU_INVALID_ARGUMENT);
    CHECK(hint_untouched(&gh));
    CHECK_STATUS(sudoku_hint_hodoku(MULTIPLE, NULL, 1, 0, hint_init(&gh)),
                 SUDOKU_MULTIPLE_SOLUTIONS);
    CHECK(hint_untouched(&gh));
    CHECK_STATUS(sudoku_hint_hodoku(RATED, solution, 1, 0, hint_init(&gh)), SUDOKU_ALREADY_SOLVED);
    CHECK(hint_untouched(&gh));
    CHECK_STATUS(sudoku_hint_hodoku(NULL, NULL, 1, 0, hint_init(&gh)), SUDOKU_NULL_POINTER);
    CHECK_STATUS(sudoku_hint_hodoku(RATED, NULL, 1, 0, NULL), SUDOKU_NULL_POINTER);
    CHECK(sudoku_hodoku_hint_text(NULL, text, sizeof text) == 0);
}

/* Level-3 hints from pencil marks, walked to the solution: placements fill
 * the grid, eliminations come off the marks. Then a missing mark, named
 * after a wrong entry and before any technique, and bad marks. */
static void test_marks(void) {
    char solution[81], current[81], g[81], text[512];
    uint16_t marks[81];
    struct guarded_hint gh;
    sudoku_hodoku_hint h;
    int steps = 0, eliminating = 0, lies = 0, kept = 1, cell, first = -1, last = -1;

    memcpy(g, RATED, 81);
    CHECK(count_solutions(g, 2, solution) == 1);
    memcpy(current, RATED, 81);
    for (cell = 0; cell < 81; cell++) {
        marks[cell] = 0x1FF;
    }
    for (;;) {
        sudoku_status status = sudoku_hint_hodoku(RATED, current, 3, 0, hint_init_marks(&gh, marks));
        if (status == SUDOKU_ALREADY_SOLVED || steps > 1000) {
            CHECK(memcmp(current, solution, 81) == 0);
            break;
        }
        CHECK_STATUS(status, SUDOKU_OK);
        if (status != SUDOKU_OK) {
            break;
        }
        kept &= marks_kept(&gh);
        h = hint_read(&gh);
        lies += h.kind != SUDOKU_STEP_PLACEMENT && h.kind != SUDOKU_STEP_ELIMINATION;
        eliminating += h.kind == SUDOKU_STEP_ELIMINATION;
        for (cell = 0; cell < 81; cell++) {
            uint16_t right = (uint16_t)(1u << (solution[cell] - '1'));
            lies += (h.eliminations[cell] & right) != 0;
            marks[cell] = (uint16_t)(marks[cell] & ~h.eliminations[cell]);
            if (h.placements[cell] != 0) {
                lies += h.placements[cell] != right;
                current[cell] = solution[cell];
            }
        }
        steps++;
    }
    CHECK(lies == 0 && kept);
    CHECK(steps > 20 && eliminating > 0);

    for (cell = 0; cell < 81; cell++) {
        marks[cell] = 0x1FF;
        if (RATED[cell] == '.') {
            last = cell;
            first = first < 0 ? cell : first;
        }
    }
    marks[first] = (uint16_t)(0x1FF & ~(1u << (solution[first] - '1')));
    CHECK_STATUS(sudoku_hint_hodoku(RATED, NULL, 3, 0, hint_init_marks(&gh, marks)), SUDOKU_OK);
    h = hint_read(&gh);
    CHECK(h.kind == SUDOKU_STEP_MISSING_CANDIDATE && h.technique == 0);
    CHECK(h.digits == 1u << (solution[first] - '1'));
    CHECK((h.cells[first / 32] >> (first % 32) & 1u) == 1);
    CHECK(sudoku_hodoku_hint_text(&h, text, sizeof text) > 0 && strstr(text, "lack") != NULL);
    CHECK(marks_kept(&gh));

    memcpy(current, RATED, 81);
    current[last] = solution[last] == '9' ? '1' : (char)(solution[last] + 1);
    CHECK_STATUS(sudoku_hint_hodoku(RATED, current, 1, 0, hint_init_marks(&gh, marks)), SUDOKU_OK);
    CHECK(hint_read(&gh).kind == SUDOKU_STEP_MISTAKE);

    marks[first] = 0x3FF;
    CHECK_STATUS(sudoku_hint_hodoku(RATED, NULL, 3, 0, hint_init_marks(&gh, marks)),
                 SUDOKU_INVALID_CANDIDATES);
    CHECK(hint_untouched(&gh));
    hint_init(&gh);
    gh.bytes[1 + offsetof(sudoku_hodoku_hint, use_candidates)] = 2;
    memcpy(gh.before, gh.bytes, sizeof gh.bytes);
    CHECK_STATUS(sudoku_hint_hodoku(RATED, NULL, 3, 0, (sudoku_hodoku_hint *)(void *)(gh.bytes + 1)),
                 SUDOKU_INVALID_ARGUMENT);
    CHECK(hint_untouched(&gh));
}

int main(void) {
    test_rate_scale();
    test_names();
    test_hints();
    test_marks();
    return check_summary("c hodoku");
}
