/*
 * The assertions of the C test programs: each counts one check and, when it
 * fails, prints where and what. Include it after sudoku.h; a program ends
 * with `return check_summary("name");`, which prints
 * "name: N passed, M failed" and gives the exit status.
 */

#ifndef SUDOKU_TEST_CHECK_H
#define SUDOKU_TEST_CHECK_H

#include <stdio.h>

static unsigned passed;
static unsigned failed;

static inline void check_at(int ok, const char *file, int line, const char *what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAILED %s:%d: %s\n", file, line, what);
    }
}

#define CHECK(cond) check_at((cond) ? 1 : 0, __FILE__, __LINE__, #cond)

/* Like CHECK for a status, printing both values when they differ. */
#define CHECK_STATUS(got, want) check_status_at((int)(got), (int)(want), __FILE__, __LINE__, #got)

static inline void check_status_at(int got, int want, const char *file, int line,
                                   const char *expr) {
    char what[512];
    if (got == want) {
        passed++;
        return;
    }
    snprintf(what, sizeof what, "%s gave %d (%s), expected %d (%s)", expr, got,
             sudoku_status_str(got), want, sudoku_status_str(want));
    check_at(0, file, line, what);
}

static inline int check_summary(const char *name) {
    printf("%s: %u passed, %u failed\n", name, passed, failed);
    return failed == 0 ? 0 : 1;
}

#endif
