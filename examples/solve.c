/*
 * solve: a command-line Sudoku solver built on libsudoku.
 *
 * Reads puzzles, one 81-character line each ('#' comments and blank lines
 * skipped), from a file or standard input, and prints one answer line per
 * puzzle on standard output: the solution, or why there is none; or, with
 * --hint, --explain and --rate, the next step, the whole path or the
 * difficulty. --generate makes puzzles instead. A summary (counts per
 * status, time, speed) goes to standard error. Run with --help for the
 * flags.
 *
 * Build, with the library built by `make` (which also makes the soname link
 * libsudoku.so.1 that the program looks for at run time):
 *   cc -std=c99 -Iinclude examples/solve.c -Ltarget/release \
 *      -Wl,-rpath,"$PWD/target/release" -lsudoku -o solve
 *
 * Exit status: 0 when every puzzle was read (whatever the answers), 2 for bad
 * usage or input that cannot be read, 1 when output cannot be written.
 */

#define _POSIX_C_SOURCE 200809L /* getline, isatty, clock_gettime */

#include <sudoku.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define PROGRAM "solve"
#define EXIT_USAGE 2
#define STATUS_COUNT 27 /* SUDOKU_OK .. SUDOKU_NOT_RATED */
/* Puzzles per sudoku_solve_batch call with --threads: large enough to keep
 * every thread busy, small enough to report progress between calls. */
#define BATCH_CHUNK 4096
/* Puzzles per sudoku_generate_batch call with --generate and --threads. */
#define GENERATE_CHUNK 256
/* Room for any path (sudoku_explain) and any step's sentence. */
#define MAX_STEPS 729
#define SENTENCE 1024

static const char USAGE[] =
    "usage: " PROGRAM " [FLAGS] [FILE | -]\n"
    "\n"
    "Solves Sudoku puzzles read from FILE, or from standard input when FILE is\n"
    "'-' or missing. Input: one puzzle a line, 81 cells, '1'-'9' for givens and\n"
    "'.' or '0' for empty cells; lines starting with '#' and blank lines are\n"
    "skipped. Output: one line per puzzle, the solution or the reason there is\n"
    "none. A summary goes to standard error.\n"
    "\n"
    "Flags:\n"
    "  --check       only validate each puzzle: print \"ok\", or the problem and\n"
    "                its cell (\"<status> at cell N\", cells 0-80 row by row)\n"
    "  --count N     print how many solutions each puzzle has, counting up to N\n"
    "                (N >= 1; use 2 to tell unique puzzles from the others)\n"
    "  --first       accept any one solution of a puzzle that has several\n"
    "  --budget N    give up on a puzzle after N guesses (0: no limit)\n"
    "  --threads N   read every puzzle first, then solve them on N threads\n"
    "                (0: one per core); the output is the same as without it\n"
    "  --format      read grid-shaped puzzles, separated by blank lines: 9 lines\n"
    "                of 9 cells, or a boxed layout with '|', '-', '+' (empty\n"
    "                cells may also be '_', '*' or 'x'); print each solution as\n"
    "                9 lines of 9, with a blank line between puzzles\n"
    "  --hint        print the next step of each puzzle, as a sentence\n"
    "  --explain     print the whole path of each puzzle, one step a line, the\n"
    "                step's Sudoku Explainer rating after it; a blank line\n"
    "                between puzzles\n"
    "  --rate        print each puzzle's Sudoku Explainer rating, ER/EP/ED, and\n"
    "                its hardest technique; \"6.2+\" when the techniques ran out\n"
    "                first (the puzzle is harder than what they rate)\n"
    "  --generate N  make N puzzles instead of reading any, one a line; with:\n"
    "    --seed S          the first puzzle's seed (default 0; puzzle i has S+i)\n"
    "    --symmetry NAME   none, rotate-180, rotate-90, mirror-left-right,\n"
    "                      mirror-top-bottom, diagonal, anti-diagonal,\n"
    "                      both-diagonals, both-mirrors or full\n"
    "    --givens MIN-MAX  the number of givens (not minimal puzzles then)\n"
    "    --rating MIN-MAX  Sudoku Explainer rating bounds, as 2.0-3.9\n"
    "    --pattern FILE    givens exactly where FILE has 'x' (or a digit), none\n"
    "                      where it has '.' (or '0'); 81 cells in any layout\n"
    "    --attempts N      give up on a puzzle after N candidates (10000)\n"
    "    --with-solution   print each puzzle's solution after it\n"
    "  --help        print this help and exit\n"
    "\n"
    "--check, --count, --hint, --explain, --rate and --generate replace\n"
    "solving; --first and --budget change how it is done (--budget also bounds\n"
    "--hint, --explain and --rate); --threads works with the default solve and\n"
    "with --generate.\n"
    "\n"
    "Exit status: 0 when all input was read, even if some puzzles have no\n"
    "solution; 2 for bad usage or unreadable input; 1 if output fails.\n";

enum action {
    ACTION_SOLVE,
    ACTION_CHECK,
    ACTION_COUNT,
    ACTION_HINT,
    ACTION_EXPLAIN,
    ACTION_RATE,
    ACTION_GENERATE
};

struct settings {
    enum action action;
    uint32_t count_limit;
    int first;           /* --first given */
    int budget_set;      /* --budget given */
    uint64_t budget;
    int threads_set;     /* --threads given */
    uint32_t threads;
    int format;          /* --format given */
    const char *path;    /* NULL for standard input */
    /* --generate */
    uint64_t generate_count;
    sudoku_generate_options generate;
    int with_solution;
    char pattern[81];    /* read from --pattern FILE */
};

/* ---- Time and progress -------------------------------------------------- */

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

struct stats {
    size_t per_status[STATUS_COUNT + 1]; /* the last slot: unknown values */
    size_t total;
    double start;
    int show_progress;    /* stderr is a terminal */
    double next_progress; /* when to print the next progress line */
    int progress_shown;
};

static void stats_init(struct stats *st) {
    memset(st, 0, sizeof *st);
    st->start = now_seconds();
    st->show_progress = isatty(STDERR_FILENO);
    /* Short runs print no progress at all. */
    st->next_progress = st->start + 1.0;
}

static void stats_add(struct stats *st, sudoku_status status) {
    size_t slot = status >= 0 && status < STATUS_COUNT ? (size_t)status : STATUS_COUNT;
    st->per_status[slot]++;
    st->total++;
}

/* Rewrites one progress line on the terminal, at most once a second. */
static void progress(struct stats *st) {
    double now;
    if (!st->show_progress) {
        return;
    }
    now = now_seconds();
    if (now < st->next_progress) {
        return;
    }
    fprintf(stderr, "\r" PROGRAM ": %zu puzzles, %.0f puzzles/s ", st->total,
            (double)st->total / (now - st->start));
    fflush(stderr);
    st->progress_shown = 1;
    st->next_progress = now + 1.0;
}

static void summary(const struct stats *st) {
    double elapsed = now_seconds() - st->start;
    int s;
    if (st->progress_shown) {
        fputc('\n', stderr); /* end the progress line */
    }
    fprintf(stderr, PROGRAM ": %zu puzzles in %.3f s", st->total, elapsed);
    if (elapsed > 0) {
        fprintf(stderr, ", %.0f puzzles/s", (double)st->total / elapsed);
    }
    fputc('\n', stderr);
    for (s = 0; s <= STATUS_COUNT; s++) {
        if (st->per_status[s] > 0) {
            fprintf(stderr, "  %zu %s\n", st->per_status[s],
                    s < STATUS_COUNT ? sudoku_status_str(s) : "other");
        }
    }
}

/* ---- Reading puzzles ---------------------------------------------------- */

struct reader {
    FILE *in;
    int format;
    char *line;
    size_t line_cap;
    char *block; /* --format: the lines of the current puzzle */
    size_t block_len;
    size_t block_cap;
};

/* Removes leading and trailing blanks (and the line end) in place. */
static char *trim(char *s, size_t *len) {
    size_t n = *len;
    while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' ' ||
                     s[n - 1] == '\t')) {
        n--;
    }
    while (n > 0 && (*s == ' ' || *s == '\t')) {
        s++;
        n--;
    }
    *len = n;
    return s;
}

/* Appends a line and a '\n' to the --format block. 0 when out of memory. */
static int block_append(struct reader *r, const char *text, size_t len) {
    if (r->block_len + len + 1 > r->block_cap) {
        size_t cap = (r->block_len + len + 1) * 2;
        char *grown = realloc(r->block, cap);
        if (grown == NULL) {
            return 0;
        }
        r->block = grown;
        r->block_cap = cap;
    }
    memcpy(r->block + r->block_len, text, len);
    r->block_len += len;
    r->block[r->block_len++] = '\n';
    return 1;
}

/*
 * Reads the next puzzle into `grid`. `*input_status` is SUDOKU_OK when
 * `grid` holds 81 bytes to hand to the library, or the reason the input is
 * not a puzzle (SUDOKU_INVALID_LENGTH, or what sudoku_parse found).
 * Returns 1 for a puzzle, 0 at the end of input, -1 on a read error.
 */
static int read_puzzle(struct reader *r, char grid[81], sudoku_status *input_status) {
    ssize_t got;
    r->block_len = 0;
    for (;;) {
        size_t len;
        char *text;
        errno = 0;
        got = getline(&r->line, &r->line_cap, r->in);
        if (got < 0) {
            if (ferror(r->in) || errno == ENOMEM) {
                return -1;
            }
            break; /* end of input */
        }
        len = (size_t)got;
        text = trim(r->line, &len);
        if (len > 0 && text[0] == '#') {
            continue;
        }
        if (!r->format) {
            if (len == 0) {
                continue;
            }
            if (len == 81) {
                memcpy(grid, text, 81);
                *input_status = SUDOKU_OK;
            } else {
                *input_status = SUDOKU_INVALID_LENGTH;
            }
            return 1;
        }
        if (len == 0) {
            if (r->block_len > 0) {
                break; /* a blank line ends the puzzle */
            }
            continue;
        }
        if (!block_append(r, text, len)) {
            return -1;
        }
    }
    if (r->block_len == 0) {
        return 0;
    }
    *input_status = sudoku_parse(r->block, r->block_len, grid);
    return 1;
}

/* ---- Answering ---------------------------------------------------------- */

struct answer {
    sudoku_status status;
    int32_t cell;   /* --check: the offending cell, or -1 */
    uint32_t count; /* --count: the solutions found */
};

/* Runs the chosen action on one puzzle; `grid` then holds the solution. */
static struct answer answer_one(const struct settings *set, char grid[81]) {
    struct answer a;
    a.cell = -1;
    a.count = 0;
    switch (set->action) {
    case ACTION_CHECK:
        a.status = sudoku_check(grid, &a.cell);
        break;
    case ACTION_COUNT:
        a.status = sudoku_count_solutions(grid, set->count_limit, &a.count);
        break;
    case ACTION_SOLVE:
    default:
        if (set->first || set->budget_set) {
            sudoku_options options = sudoku_options_default();
            options.mode = set->first ? SUDOKU_MODE_FIRST : SUDOKU_MODE_UNIQUE;
            options.guess_budget = set->budget;
            a.status = sudoku_solve_ex(grid, &options, NULL);
        } else {
            a.status = sudoku_solve(grid);
        }
        break;
    }
    return a;
}

/* Prints one puzzle's answer; in --format mode a blank line separates it
 * from the previous one. */
static void print_answer(const struct settings *set, const char grid[81], struct answer a,
                         size_t index) {
    if ((set->format || set->action == ACTION_EXPLAIN) && index > 0) {
        putchar('\n');
    }
    if (a.status != SUDOKU_OK) {
        if (set->action == ACTION_CHECK && a.cell >= 0) {
            printf("%s at cell %d\n", sudoku_status_str(a.status), (int)a.cell);
        } else {
            printf("%s\n", sudoku_status_str(a.status));
        }
        return;
    }
    switch (set->action) {
    case ACTION_CHECK:
        puts("ok");
        break;
    case ACTION_COUNT:
        printf("%lu\n", (unsigned long)a.count);
        break;
    case ACTION_SOLVE:
    default:
        if (set->format) {
            int row;
            for (row = 0; row < 9; row++) {
                printf("%.9s\n", grid + row * 9);
            }
        } else {
            printf("%.81s\n", grid);
        }
        break;
    }
}

/* ---- Hints, paths and ratings -------------------------------------------- */

/* A rating in tenths as "2.3". */
static void print_tenths(int32_t tenths) {
    printf("%d.%d", (int)(tenths / 10), (int)(tenths % 10));
}

/* --rate: "ER/EP/ED technique"; "ER+/EP/ED ..." when the techniques ran
 * out, since the puzzle is then harder than ER. */
static sudoku_status print_rating(const struct settings *set, const char grid[81]) {
    sudoku_rating rating;
    sudoku_status status;
    rating.size = sizeof rating;
    status = sudoku_rate_ex(grid, set->budget, &rating);
    if (status != SUDOKU_OK && status != SUDOKU_TECHNIQUES_EXHAUSTED) {
        printf("%s\n", sudoku_status_str(status));
        return status;
    }
    print_tenths(rating.er);
    fputs(status == SUDOKU_OK ? "/" : "+/", stdout);
    print_tenths(rating.ep);
    putchar('/');
    print_tenths(rating.ed);
    printf(" %s\n", status == SUDOKU_OK ? sudoku_technique_name(rating.technique)
                                        : sudoku_status_str(status));
    return status;
}

/* --explain: "N. sentence (rating)" for each step of the path. */
static sudoku_status print_path(const struct settings *set, const char grid[81]) {
    static sudoku_step steps[MAX_STEPS];
    char sentence[SENTENCE];
    size_t count = 0, i;
    sudoku_status status;
    steps[0].size = sizeof steps[0];
    status = sudoku_explain_ex(grid, set->budget, steps, MAX_STEPS, &count);
    if (status == SUDOKU_OK || status == SUDOKU_TECHNIQUES_EXHAUSTED) {
        for (i = 0; i < count; i++) {
            (void)sudoku_step_text(&steps[i], sentence, sizeof sentence);
            printf("%zu. %s (", i + 1, sentence);
            print_tenths(steps[i].difficulty);
            puts(")");
        }
    }
    if (status != SUDOKU_OK || count == 0) {
        printf("%s\n", status == SUDOKU_OK ? "the grid is already solved" : sudoku_status_str(status));
    }
    return status;
}

/* --hint, --explain, --rate on one puzzle; prints its answer. */
static sudoku_status answer_logic(const struct settings *set, const char grid[81]) {
    sudoku_step step;
    char sentence[SENTENCE];
    sudoku_status status;
    switch (set->action) {
    case ACTION_RATE:
        return print_rating(set, grid);
    case ACTION_EXPLAIN:
        return print_path(set, grid);
    case ACTION_HINT:
    default:
        step.size = sizeof step;
        status = sudoku_hint_ex(grid, NULL, NULL, set->budget, &step);
        if (status == SUDOKU_OK) {
            (void)sudoku_step_text(&step, sentence, sizeof sentence);
            printf("%s\n", sentence);
        } else {
            printf("%s\n", sudoku_status_str(status));
        }
        return status;
    }
}

static int is_logic(enum action action) {
    return action == ACTION_HINT || action == ACTION_EXPLAIN || action == ACTION_RATE;
}

/* Reads, answers and prints one puzzle at a time. */
static int run_serial(const struct settings *set, struct reader *r, struct stats *st) {
    char grid[81];
    sudoku_status input_status;
    int got;
    while ((got = read_puzzle(r, grid, &input_status)) == 1) {
        struct answer a;
        a.cell = -1;
        a.count = 0;
        if (input_status == SUDOKU_OK && is_logic(set->action)) {
            if ((set->format || set->action == ACTION_EXPLAIN) && st->total > 0) {
                putchar('\n');
            }
            stats_add(st, answer_logic(set, grid));
            progress(st);
            continue;
        }
        if (input_status == SUDOKU_OK) {
            a = answer_one(set, grid);
        } else {
            a.status = input_status;
        }
        print_answer(set, grid, a, st->total);
        stats_add(st, a.status);
        progress(st);
    }
    return got;
}

/* --threads: reads every puzzle, then solves them with sudoku_solve_batch.
 * Records that are not puzzles keep their place in the output. */
static int run_batch(const struct settings *set, struct reader *r, struct stats *st) {
    char *grids = NULL;              /* the puzzles, 81 bytes each */
    size_t n_grids = 0, cap_grids = 0;
    sudoku_status *input = NULL;     /* per record: SUDOKU_OK or why not */
    sudoku_status *solved = NULL;    /* per puzzle: the batch's status */
    size_t n_records = 0, cap_records = 0;
    size_t i, g;
    int got, result = -1;
    char grid[81];
    sudoku_status input_status;

    while ((got = read_puzzle(r, grid, &input_status)) == 1) {
        if (n_records == cap_records) {
            size_t cap = cap_records ? cap_records * 2 : 1024;
            sudoku_status *grown =
                cap <= SIZE_MAX / sizeof *input ? realloc(input, cap * sizeof *input) : NULL;
            if (grown == NULL) {
                goto done;
            }
            input = grown;
            cap_records = cap;
        }
        input[n_records++] = input_status;
        if (input_status != SUDOKU_OK) {
            continue;
        }
        if (n_grids == cap_grids) {
            size_t cap = cap_grids ? cap_grids * 2 : 1024;
            char *grown = cap <= SIZE_MAX / 81 ? realloc(grids, cap * 81) : NULL;
            if (grown == NULL) {
                goto done;
            }
            grids = grown;
            cap_grids = cap;
        }
        memcpy(grids + n_grids * 81, grid, 81);
        n_grids++;
    }
    if (got < 0) {
        goto done;
    }
    solved = malloc((n_grids ? n_grids : 1) * sizeof *solved);
    if (solved == NULL) {
        goto done;
    }
    for (i = 0; i < n_grids; i += BATCH_CHUNK) {
        size_t n = n_grids - i < BATCH_CHUNK ? n_grids - i : BATCH_CHUNK;
        (void)sudoku_solve_batch(grids + i * 81, n, solved + i, set->threads);
        /* Progress counts puzzles solved so far; the summary counts below. */
        if (st->show_progress) {
            size_t total = st->total;
            st->total = i + n;
            progress(st);
            st->total = total;
        }
    }
    for (i = 0, g = 0; i < n_records; i++) {
        struct answer a;
        a.cell = -1;
        a.count = 0;
        if (input[i] == SUDOKU_OK) {
            a.status = solved[g];
            print_answer(set, grids + g * 81, a, i);
            g++;
        } else {
            a.status = input[i];
            print_answer(set, grid, a, i);
        }
        stats_add(st, a.status);
    }
    result = 0;
done:
    free(grids);
    free(input);
    free(solved);
    return result;
}

/* ---- Generating ----------------------------------------------------------- */

/* One generated puzzle's line: the puzzle (and its solution), or why not. */
static void print_generated(const struct settings *set, sudoku_status status, const char *puzzle,
                            const char *solution) {
    if (status != SUDOKU_OK) {
        printf("%s\n", sudoku_status_str(status));
    } else if (set->with_solution) {
        printf("%.81s %.81s\n", puzzle, solution);
    } else {
        printf("%.81s\n", puzzle);
    }
}

/* A status that every puzzle would share: the options are refused. */
static int refused(sudoku_status status) {
    return status != SUDOKU_OK && status != SUDOKU_BUDGET_EXHAUSTED &&
           status != SUDOKU_INTERNAL_ERROR;
}

/* --generate N: one sudoku_generate a puzzle, or with --threads batches of
 * GENERATE_CHUNK (the solutions, when asked for, then come from
 * sudoku_solve). Returns 0, or -2 when the options are refused. */
static int run_generate(const struct settings *set, struct stats *st) {
    static char puzzles[GENERATE_CHUNK * 81];
    static sudoku_status statuses[GENERATE_CHUNK];
    sudoku_generate_options options = set->generate;
    char solution[81];
    uint64_t done = 0;
    while (done < set->generate_count) {
        uint64_t left = set->generate_count - done;
        size_t n = left < GENERATE_CHUNK ? (size_t)left : GENERATE_CHUNK, i;
        options.seed = set->generate.seed + done;
        if (set->threads_set) {
            (void)sudoku_generate_batch(&options, n, puzzles, statuses, set->threads);
        } else {
            n = 1;
            statuses[0] = sudoku_generate(&options, puzzles, solution);
        }
        if (refused(statuses[0])) {
            fprintf(stderr, PROGRAM ": %s\n", sudoku_status_str(statuses[0]));
            return -2;
        }
        for (i = 0; i < n; i++) {
            char *puzzle = puzzles + i * 81;
            if (statuses[i] == SUDOKU_OK && set->with_solution && set->threads_set) {
                memcpy(solution, puzzle, 81);
                if (sudoku_solve(solution) != SUDOKU_OK) {
                    statuses[i] = SUDOKU_INTERNAL_ERROR; /* never: it was generated unique */
                }
            }
            print_generated(set, statuses[i], puzzle, solution);
            stats_add(st, statuses[i]);
        }
        done += n;
        progress(st);
    }
    return 0;
}

/* ---- Command line ------------------------------------------------------- */

static int usage_error(const char *message, const char *arg) {
    fprintf(stderr, PROGRAM ": %s%s%s\n", message, arg ? ": " : "", arg ? arg : "");
    fprintf(stderr, "Try '" PROGRAM " --help' for more information.\n");
    return EXIT_USAGE;
}

/* Parses a whole decimal number no larger than `max`. 0 on failure. */
static int parse_number(const char *text, uint64_t max, uint64_t *out) {
    char *end;
    unsigned long long value;
    if (text == NULL || *text < '0' || *text > '9') {
        return 0; /* strtoull would accept signs and spaces */
    }
    errno = 0;
    value = strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0' || value > max) {
        return 0;
    }
    *out = (uint64_t)value;
    return 1;
}

/* If argv[*i] is the flag `name`, takes its value, from "--name=VALUE" or
 * the next argument. Returns 1 when matched (setting *value, NULL when
 * missing), else 0. */
static int flag_with_value(char **argv, int argc, int *i, const char *name, const char **value) {
    size_t n = strlen(name);
    const char *arg = argv[*i];
    if (strncmp(arg, name, n) != 0) {
        return 0;
    }
    if (arg[n] == '=') {
        *value = arg + n + 1;
        return 1;
    }
    if (arg[n] != '\0') {
        return 0;
    }
    *value = *i + 1 < argc ? argv[++*i] : NULL;
    return 1;
}

/* Parses "MIN-MAX", each a whole number no larger than `max`. */
static int parse_range(const char *text, uint64_t max, uint64_t *low, uint64_t *high) {
    char first[32];
    const char *dash = text ? strchr(text, '-') : NULL;
    size_t n = dash ? (size_t)(dash - text) : 0;
    if (dash == NULL || n == 0 || n >= sizeof first) {
        return 0;
    }
    memcpy(first, text, n);
    first[n] = '\0';
    return parse_number(first, max, low) && parse_number(dash + 1, max, high) && *low <= *high;
}

/* A rating as "4" or "4.5" in tenths (45). */
static int parse_tenths(const char *text, uint64_t *out) {
    char whole[8];
    const char *dot = strchr(text, '.');
    uint64_t units, tenth = 0;
    size_t n = dot ? (size_t)(dot - text) : strlen(text);
    if (n == 0 || n >= sizeof whole) {
        return 0;
    }
    memcpy(whole, text, n);
    whole[n] = '\0';
    if (!parse_number(whole, 100, &units)) {
        return 0;
    }
    if (dot != NULL && (dot[1] < '0' || dot[1] > '9' || dot[2] != '\0')) {
        return 0;
    }
    if (dot != NULL) {
        tenth = (uint64_t)(dot[1] - '0');
    }
    *out = units * 10 + tenth;
    return 1;
}

/* "2.0-3.9" in tenths. */
static int parse_rating_range(const char *text, uint32_t *low, uint32_t *high) {
    char first[16];
    const char *dash = text ? strchr(text, '-') : NULL;
    size_t n = dash ? (size_t)(dash - text) : 0;
    uint64_t a, b;
    if (dash == NULL || n == 0 || n >= sizeof first) {
        return 0;
    }
    memcpy(first, text, n);
    first[n] = '\0';
    if (!parse_tenths(first, &a) || !parse_tenths(dash + 1, &b) || a > b || b == 0) {
        return 0;
    }
    *low = (uint32_t)a;
    *high = (uint32_t)b;
    return 1;
}

static const char *const SYMMETRIES[] = {
    "none",          "rotate-180",     "rotate-90",    "mirror-left-right", "mirror-top-bottom",
    "diagonal",      "anti-diagonal",  "both-diagonals", "both-mirrors",    "full",
};

/* The SUDOKU_SYMMETRY_* value of a name, or -1. Names are in value order. */
static int symmetry_of(const char *name) {
    int i;
    for (i = 0; name != NULL && i < (int)(sizeof SYMMETRIES / sizeof SYMMETRIES[0]); i++) {
        if (strcmp(name, SYMMETRIES[i]) == 0) {
            return i;
        }
    }
    return -1;
}

/* Reads --pattern FILE: 81 cells in any layout, blanks and '|', '-', '+'
 * skipped; 'x', 'X' and digits are givens, '.' and '0' empty. Other bytes
 * are passed on, for the library to refuse. Returns 0 on success, else an
 * exit status after a message. */
static int read_pattern(const char *path, char pattern[81]) {
    FILE *in = fopen(path, "r");
    int c, n = 0;
    if (in == NULL) {
        fprintf(stderr, PROGRAM ": cannot open %s: %s\n", path, strerror(errno));
        return EXIT_USAGE;
    }
    while ((c = fgetc(in)) != EOF) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '|' || c == '-' || c == '+') {
            continue;
        }
        if (n == 81) {
            n++;
            break;
        }
        pattern[n++] = (char)(c == '.' || c == '0' ? '.' : (c == 'X' || (c >= '1' && c <= '9')) ? 'x' : c);
    }
    fclose(in);
    if (n != 81) {
        fprintf(stderr, PROGRAM ": %s does not hold exactly 81 cells\n", path);
        return EXIT_USAGE;
    }
    return 0;
}

/* Fills `set` from the arguments. Returns -1 to go on, or an exit status. */
static int parse_args(int argc, char **argv, struct settings *set) {
    int i, check = 0, count = 0, files = 0, options_done = 0, actions = 0, generate_flags = 0;
    const char *pattern_path = NULL;
    memset(set, 0, sizeof *set);
    set->action = ACTION_SOLVE;
    set->generate = sudoku_generate_options_default();
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *value;
        uint64_t number;
        if (options_done || arg[0] != '-' || strcmp(arg, "-") == 0) {
            if (++files > 1) {
                return usage_error("more than one input file", arg);
            }
            set->path = strcmp(arg, "-") == 0 ? NULL : arg;
        } else if (strcmp(arg, "--") == 0) {
            options_done = 1;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            fputs(USAGE, stdout);
            return fflush(stdout) == 0 ? 0 : 1;
        } else if (strcmp(arg, "--check") == 0) {
            check = 1;
            actions++;
        } else if (strcmp(arg, "--hint") == 0) {
            set->action = ACTION_HINT;
            actions++;
        } else if (strcmp(arg, "--explain") == 0) {
            set->action = ACTION_EXPLAIN;
            actions++;
        } else if (strcmp(arg, "--rate") == 0) {
            set->action = ACTION_RATE;
            actions++;
        } else if (strcmp(arg, "--with-solution") == 0) {
            set->with_solution = 1;
            generate_flags++;
        } else if (flag_with_value(argv, argc, &i, "--generate", &value)) {
            if (!parse_number(value, UINT64_MAX, &number)) {
                return usage_error("--generate needs a number of puzzles", value);
            }
            set->action = ACTION_GENERATE;
            set->generate_count = number;
            actions++;
        } else if (flag_with_value(argv, argc, &i, "--seed", &value)) {
            if (!parse_number(value, UINT64_MAX, &number)) {
                return usage_error("--seed needs a number", value);
            }
            set->generate.seed = number;
            generate_flags++;
        } else if (flag_with_value(argv, argc, &i, "--symmetry", &value)) {
            int symmetry = symmetry_of(value);
            if (symmetry < 0) {
                return usage_error("--symmetry needs one of none, rotate-180, rotate-90, "
                                   "mirror-left-right, mirror-top-bottom, diagonal, "
                                   "anti-diagonal, both-diagonals, both-mirrors, full",
                                   value);
            }
            set->generate.symmetry = (uint32_t)symmetry;
            generate_flags++;
        } else if (flag_with_value(argv, argc, &i, "--givens", &value)) {
            uint64_t low, high;
            if (!parse_range(value, 81, &low, &high)) {
                return usage_error("--givens needs MIN-MAX, from 0 to 81", value);
            }
            set->generate.min_givens = (uint32_t)low;
            set->generate.max_givens = (uint32_t)high;
            set->generate.minimal = 0;
            generate_flags++;
        } else if (flag_with_value(argv, argc, &i, "--rating", &value)) {
            if (value == NULL ||
                !parse_rating_range(value, &set->generate.min_rating, &set->generate.max_rating)) {
                return usage_error("--rating needs MIN-MAX, as 2.0-3.9", value);
            }
            generate_flags++;
        } else if (flag_with_value(argv, argc, &i, "--pattern", &value)) {
            if (value == NULL) {
                return usage_error("--pattern needs a file", NULL);
            }
            pattern_path = value;
            generate_flags++;
        } else if (flag_with_value(argv, argc, &i, "--attempts", &value)) {
            if (!parse_number(value, UINT64_MAX, &number) || number == 0) {
                return usage_error("--attempts needs a number of at least 1", value);
            }
            set->generate.attempt_budget = number;
            generate_flags++;
        } else if (strcmp(arg, "--first") == 0) {
            set->first = 1;
        } else if (strcmp(arg, "--format") == 0) {
            set->format = 1;
        } else if (flag_with_value(argv, argc, &i, "--count", &value)) {
            if (!parse_number(value, UINT32_MAX, &number) || number == 0) {
                return usage_error("--count needs a number from 1 to 4294967295",
                                   value);
            }
            count = 1;
            actions++;
            set->count_limit = (uint32_t)number;
        } else if (flag_with_value(argv, argc, &i, "--budget", &value)) {
            if (!parse_number(value, UINT64_MAX, &number)) {
                return usage_error("--budget needs a number of guesses", value);
            }
            set->budget_set = 1;
            set->budget = number;
        } else if (flag_with_value(argv, argc, &i, "--threads", &value)) {
            if (!parse_number(value, UINT32_MAX, &number)) {
                return usage_error("--threads needs a number of threads", value);
            }
            set->threads_set = 1;
            set->threads = (uint32_t)number;
        } else {
            return usage_error("unknown flag", arg);
        }
    }
    if (check && count) {
        return usage_error("--check and --count cannot be combined", NULL);
    }
    if (actions > 1) {
        return usage_error("choose one of --check, --count, --hint, --explain, --rate and "
                           "--generate",
                           NULL);
    }
    if (check || count) {
        set->action = check ? ACTION_CHECK : ACTION_COUNT;
    }
    if (set->first && set->action != ACTION_SOLVE) {
        return usage_error("--first applies to solving only", NULL);
    }
    if (set->budget_set && set->action != ACTION_SOLVE && !is_logic(set->action)) {
        return usage_error("--budget applies to solving, --hint, --explain and --rate", NULL);
    }
    if (set->threads_set && set->action != ACTION_GENERATE &&
        (set->action != ACTION_SOLVE || set->first || set->budget_set)) {
        return usage_error("--threads solves with the default options only, or generates", NULL);
    }
    if (generate_flags > 0 && set->action != ACTION_GENERATE) {
        return usage_error("--seed, --symmetry, --givens, --rating, --pattern, --attempts and "
                           "--with-solution apply to --generate",
                           NULL);
    }
    if (set->action == ACTION_GENERATE && (files > 0 || set->format)) {
        return usage_error("--generate reads no input and takes no --format", NULL);
    }
    if (pattern_path != NULL) {
        int status = read_pattern(pattern_path, set->pattern);
        if (status != 0) {
            return status;
        }
        set->generate.pattern = set->pattern;
    }
    return -1;
}

int main(int argc, char **argv) {
    struct settings set;
    struct reader r;
    struct stats st;
    int exit_code, got;

    exit_code = parse_args(argc, argv, &set);
    if (exit_code >= 0) {
        return exit_code;
    }
    if (set.action == ACTION_GENERATE) {
        stats_init(&st);
        if (run_generate(&set, &st) < 0) {
            return EXIT_USAGE;
        }
        exit_code = fflush(stdout) != 0 || ferror(stdout) ? 1 : 0;
        if (exit_code != 0) {
            fprintf(stderr, PROGRAM ": cannot write the output\n");
        }
        summary(&st);
        return exit_code;
    }
    memset(&r, 0, sizeof r);
    r.format = set.format;
    r.in = set.path ? fopen(set.path, "r") : stdin;
    if (r.in == NULL) {
        fprintf(stderr, PROGRAM ": cannot open %s: %s\n", set.path, strerror(errno));
        return EXIT_USAGE;
    }

    stats_init(&st);
    got = set.threads_set ? run_batch(&set, &r, &st) : run_serial(&set, &r, &st);
    exit_code = 0;
    if (got < 0) {
        fprintf(stderr, PROGRAM ": cannot read %s: %s\n", set.path ? set.path : "standard input",
                errno ? strerror(errno) : "read error");
        exit_code = EXIT_USAGE;
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, PROGRAM ": cannot write the output\n");
        exit_code = exit_code ? exit_code : 1;
    }
    summary(&st);

    free(r.line);
    free(r.block);
    if (set.path != NULL) {
        fclose(r.in);
    }
    return exit_code;
}
