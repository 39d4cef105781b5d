/*
 * solve: a command-line Sudoku solver built on libsudoku.
 *
 * Reads puzzles, one 81-character line each ('#' comments and blank lines
 * skipped), from a file or standard input, and prints one answer line per
 * puzzle on standard output: the solution, or why there is none. A summary
 * (counts per status, time, speed) goes to standard error. Run with --help
 * for the flags.
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
#define STATUS_COUNT 10 /* SUDOKU_OK .. SUDOKU_INVALID_ARGUMENT */
/* Puzzles per sudoku_solve_batch call with --threads: large enough to keep
 * every thread busy, small enough to report progress between calls. */
#define BATCH_CHUNK 4096

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
    "  --help        print this help and exit\n"
    "\n"
    "--check and --count replace solving; --first and --budget change how it is\n"
    "done; --threads works only with the default solve.\n"
    "\n"
    "Exit status: 0 when all input was read, even if some puzzles have no\n"
    "solution; 2 for bad usage or unreadable input; 1 if output fails.\n";

enum action { ACTION_SOLVE, ACTION_CHECK, ACTION_COUNT };

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
    if (set->format && index > 0) {
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

/* Reads, answers and prints one puzzle at a time. */
static int run_serial(const struct settings *set, struct reader *r, struct stats *st) {
    char grid[81];
    sudoku_status input_status;
    int got;
    while ((got = read_puzzle(r, grid, &input_status)) == 1) {
        struct answer a;
        if (input_status == SUDOKU_OK) {
            a = answer_one(set, grid);
        } else {
            a.status = input_status;
            a.cell = -1;
            a.count = 0;
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

/* Fills `set` from the arguments. Returns -1 to go on, or an exit status. */
static int parse_args(int argc, char **argv, struct settings *set) {
    int i, check = 0, count = 0, files = 0, options_done = 0;
    memset(set, 0, sizeof *set);
    set->action = ACTION_SOLVE;
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
    set->action = check ? ACTION_CHECK : count ? ACTION_COUNT : ACTION_SOLVE;
    if (set->action != ACTION_SOLVE && (set->first || set->budget_set)) {
        return usage_error("--first and --budget apply to solving, not to --check or --count",
                           NULL);
    }
    if (set->threads_set && (set->action != ACTION_SOLVE || set->first || set->budget_set)) {
        return usage_error("--threads solves with the default options only", NULL);
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
