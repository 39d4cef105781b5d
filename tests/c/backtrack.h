/* An independent solver for the C tests: plain backtracking, the empty cell
 * with the fewest digits first, sharing nothing with the library. The
 * grids are 81 characters, '1'-'9' or '.'. */
#ifndef SUDOKU_TESTS_BACKTRACK_H
#define SUDOKU_TESTS_BACKTRACK_H

#include <stddef.h>
#include <string.h>

/* Whether digit `d` can go in `cell`: no peer (nor the cell) holds it. */
static inline int allowed(const char *g, int cell, char d) {
    int r = cell / 9, c = cell % 9, i;
    for (i = 0; i < 9; i++) {
        int box = (r / 3 * 3 + i / 3) * 9 + c / 3 * 3 + i % 3;
        if (g[r * 9 + i] == d || g[i * 9 + c] == d || g[box] == d) {
            return 0;
        }
    }
    return 1;
}

/* Counts the solutions of `g` (modified and restored) up to `limit`; the
 * first one found goes to `first` unless it is NULL. */
static inline int count_solutions(char *g, int limit, char *first) {
    int cell, best = -1, best_n = 10, n = 0;
    char d;
    for (cell = 0; cell < 81; cell++) {
        int k = 0;
        if (g[cell] != '.') {
            continue;
        }
        for (d = '1'; d <= '9'; d++) {
            k += allowed(g, cell, d);
        }
        if (k < best_n) {
            best_n = k;
            best = cell;
        }
    }
    if (best < 0) {
        if (first != NULL) {
            memcpy(first, g, 81);
        }
        return 1;
    }
    for (d = '1'; d <= '9' && n < limit; d++) {
        if (allowed(g, best, d)) {
            g[best] = d;
            n += count_solutions(g, limit - n, n == 0 ? first : NULL);
            g[best] = '.';
        }
    }
    return n;
}

/* The unique solution of `puzzle` into `out`; 0 if it has none or several. */
static inline int solution_of(const char *puzzle, char *out) {
    char g[81];
    memcpy(g, puzzle, 81);
    return count_solutions(g, 2, out) == 1;
}

#endif
