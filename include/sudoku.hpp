/**
 * @file sudoku.hpp
 * @brief libsudoku for C++17: a header-only wrapper over sudoku.h.
 *
 * Solving, checking, counting and parsing; candidates, hints, ratings and
 * whole paths (the logic engine); generating puzzles. Every function returns
 * a small result type instead of a raw status code,
 * and none throws: all are noexcept, and the wrapper itself never allocates,
 * so the header works with -fno-exceptions. Results are [[nodiscard]], as the C functions are
 * SUDOKU_MUST_USE.
 *
 * Grids are sudoku::grid (std::array<char, 81>), with the same conventions as
 * sudoku.h: row-major, '1'-'9' givens, '.' or '0' empty cells. Every function
 * taking a grid also accepts a std::string_view of exactly 81 bytes; one of
 * any other length gives status::invalid_length. To read pasted text in other
 * layouts (9 lines of 9, boxed grids), use sudoku::parse.
 *
 * @code
 * #include <sudoku.hpp>
 *
 * if (auto r = sudoku::solve(puzzle_text)) {
 *     use(r.cells);                      // the unique solution
 * } else {
 *     std::puts(sudoku::to_string(r.code));
 * }
 * @endcode
 *
 * Link with the library as for C: `pkg-config --cflags --libs sudoku`.
 */

#ifndef SUDOKU_HPP
#define SUDOKU_HPP

// Checked first, so an older standard gets this message rather than errors
// from <string_view>.
#if __cplusplus < 201703L && !(defined(_MSVC_LANG) && _MSVC_LANG >= 201703L)
#error "sudoku.hpp needs C++17 or later; use sudoku.h from older C++"
#endif

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "sudoku.h"

/** The C++ interface of libsudoku. */
namespace sudoku {

/** Cells in a grid. */
inline constexpr std::size_t cells = 81;

/** A 9x9 grid: 81 bytes, row-major. */
using grid = std::array<char, cells>;

// solve_batch hands arrays of grids to C as consecutive 81-byte records.
static_assert(sizeof(grid) == cells, "sudoku::grid must be exactly 81 bytes");

/** The version of sudoku.h this wrapper was compiled with, "MAJOR.MINOR.PATCH". */
inline constexpr std::string_view header_version = SUDOKU_VERSION_STRING;

/**
 * The outcome of a call: the codes of sudoku.h, with the same values.
 */
enum class status : std::int32_t {
    ok = SUDOKU_OK,                                 ///< Success.
    null_pointer = SUDOKU_NULL_POINTER,             ///< A required pointer is null.
    invalid_character = SUDOKU_INVALID_CHARACTER,   ///< A byte is not a digit or an empty-cell mark.
    conflicting_givens = SUDOKU_CONFLICTING_GIVENS, ///< Two equal givens share a row, column or box.
    no_solution = SUDOKU_NO_SOLUTION,               ///< Consistent givens, but no solution.
    multiple_solutions = SUDOKU_MULTIPLE_SOLUTIONS, ///< More than one solution.
    internal_error = SUDOKU_INTERNAL_ERROR,         ///< A library bug was caught; please report it.
    budget_exhausted = SUDOKU_BUDGET_EXHAUSTED,     ///< The guess budget ran out first.
    invalid_length = SUDOKU_INVALID_LENGTH,         ///< The text does not hold exactly 81 cells.
    invalid_argument = SUDOKU_INVALID_ARGUMENT,     ///< An argument is out of range.
    techniques_exhausted = SUDOKU_TECHNIQUES_EXHAUSTED,             ///< The techniques ran out before the solution.
    current_contradicts_puzzle = SUDOKU_CURRENT_CONTRADICTS_PUZZLE, ///< The player's grid changes a given.
    invalid_candidates = SUDOKU_INVALID_CANDIDATES,                 ///< A candidate mask has bits above the ninth.
    capacity_too_small = SUDOKU_CAPACITY_TOO_SMALL,                 ///< The array is too small; the count needed is given.
    already_solved = SUDOKU_ALREADY_SOLVED,                         ///< The player's grid is complete and right.
    unknown_symmetry = SUDOKU_UNKNOWN_SYMMETRY,                     ///< A symmetry that is no sudoku::symmetry.
    min_above_max = SUDOKU_MIN_ABOVE_MAX,                           ///< A minimum is above its maximum.
    invalid_pattern = SUDOKU_INVALID_PATTERN,                       ///< A pattern byte is neither 'x' nor '.'.
    pattern_breaks_symmetry = SUDOKU_PATTERN_BREAKS_SYMMETRY,       ///< The pattern lacks the symmetry asked for.
    pattern_outside_given_bounds = SUDOKU_PATTERN_OUTSIDE_GIVEN_BOUNDS, ///< The pattern's givens are outside the bounds.
    parse_error = SUDOKU_PARSE_ERROR, ///< The puzzle text cannot be read.
    unsupported_rule = SUDOKU_UNSUPPORTED_RULE, ///< A rule this library does not support.
    invalid_rules = SUDOKU_INVALID_RULES, ///< The rule set is malformed.
    unsatisfiable_rules = SUDOKU_UNSATISFIABLE_RULES, ///< No grid can satisfy the rule set.
    invalid_value = SUDOKU_INVALID_VALUE, ///< A grid value is above the grid's size.
    grid_breaks_rule = SUDOKU_GRID_BREAKS_RULE, ///< The grid breaks a rule.
    symmetry_breaks_rules = SUDOKU_SYMMETRY_BREAKS_RULES, ///< The rules or layout do not keep the symmetry.
    invalid_layout = SUDOKU_INVALID_LAYOUT, ///< The generated layout's options are impossible.
    not_rated = SUDOKU_NOT_RATED, ///< Not rated on the scale asked for: a technique is missing.
    not_teachable = SUDOKU_NOT_TEACHABLE, ///< No puzzles can be generated for the technique.
    rules_not_on_scale = SUDOKU_RULES_NOT_ON_SCALE, ///< The scale does not rate this rule set.
};

/** What solve_ex must establish; the values of sudoku_mode. */
enum class mode : std::int32_t {
    unique = SUDOKU_MODE_UNIQUE, ///< Succeed only when the solution is unique.
    first = SUDOKU_MODE_FIRST,   ///< Succeed with any one solution.
};

/**
 * A readable English text for a status.
 *
 * @return a static NUL-terminated string, never null; "unknown status" for a
 *   value that is none of the enumerators.
 */
[[nodiscard]] inline const char* to_string(status code) noexcept {
    return sudoku_status_str(static_cast<int>(code));
}

/**
 * A grid, or why there is none: the result of solve and parse.
 *
 * `cells` holds the solution (or the parsed grid) when `code` is status::ok.
 * Otherwise it holds the grid that was passed in, unchanged, or all '.' when
 * there was no 81-byte grid to start from (a string_view of the wrong length,
 * a failed parse).
 */
struct grid_result {
    status code;  ///< status::ok on success.
    grid cells;   ///< See above.

    /** True on success. */
    explicit operator bool() const noexcept { return code == status::ok; }
};

/** The result of check. */
struct check_result {
    status code;       ///< ok, invalid_character, conflicting_givens or invalid_length.
    std::int32_t cell; ///< The offending cell (0-80) for invalid_character and conflicting_givens, else -1.

    /** True when the grid is well formed. */
    explicit operator bool() const noexcept { return code == status::ok; }
};

/** The result of count_solutions. */
struct count_result {
    status code;         ///< status::ok when `count` is meaningful (even if 0).
    std::uint32_t count; ///< Solutions found, up to the limit; 0 unless ok.
    std::uint64_t guesses = 0; ///< Guesses the search made, on every status.

    /** True on success, whatever the count. */
    explicit operator bool() const noexcept { return code == status::ok; }
};

/** Options for solve_ex; the defaults are those of sudoku_options_default(). */
struct options {
    sudoku::mode mode = sudoku::mode::unique; ///< What must be established.
    std::uint64_t guess_budget = 0;           ///< Give up after this many guesses; 0: no limit.
};

/** The result of solve_ex: the grid, and the fields of sudoku_report. */
struct solve_report {
    status code;             ///< As for solve, plus budget_exhausted and invalid_argument.
    grid cells;              ///< As for grid_result.
    std::int32_t cell;       ///< The offending cell for invalid_character and conflicting_givens, else -1.
    std::uint32_t solutions; ///< Solutions seen: 0, 1, or 2 meaning "two or more".
    std::uint64_t guesses;   ///< Guesses the search made.

    /** True on success. */
    explicit operator bool() const noexcept { return code == status::ok; }
};

/** The result of solve_batch. */
struct batch_result {
    status code;        ///< ok, or null_pointer / invalid_argument (nothing was touched).
    std::size_t solved; ///< Grids solved (status::ok), when code is ok; else 0.

    /** True when the batch ran (each grid then has its own status). */
    explicit operator bool() const noexcept { return code == status::ok; }
};

namespace detail {

inline constexpr std::int32_t no_cell = -1;

inline grid empty_grid() noexcept {
    grid g;
    g.fill('.');
    return g;
}

// Copies an 81-byte view into a grid; the caller has checked the size.
inline grid to_grid(std::string_view text) noexcept {
    grid g;
    for (std::size_t i = 0; i < cells; ++i) {
        g[i] = text[i];
    }
    return g;
}

// The C declarations use sudoku_status (an enum in C++); these turn one into
// the other without relying on the two enum types aliasing.
inline status from_c(sudoku_status code) noexcept {
    return static_cast<status>(static_cast<std::int32_t>(code));
}

}  // namespace detail

/**
 * Solves a puzzle.
 *
 * @return status::ok with the unique solution in `cells`; otherwise
 *   invalid_character, conflicting_givens, no_solution, multiple_solutions
 *   or internal_error, with `cells` the puzzle unchanged.
 */
[[nodiscard]] inline grid_result solve(const grid& puzzle) noexcept {
    grid_result result{status::ok, puzzle};
    result.code = detail::from_c(sudoku_solve(result.cells.data()));
    return result;
}

/** Solves an 81-byte puzzle; other lengths give status::invalid_length. */
[[nodiscard]] inline grid_result solve(std::string_view puzzle) noexcept {
    if (puzzle.size() != cells) {
        return {status::invalid_length, detail::empty_grid()};
    }
    return solve(detail::to_grid(puzzle));
}

/**
 * Solves a puzzle with options, reporting what the search did.
 *
 * @param puzzle the grid.
 * @param opts mode (unique or first solution) and guess budget.
 * @return as solve, plus budget_exhausted when the budget ran out and
 *   invalid_argument for a mode that is not an enumerator; the report fields
 *   are filled in on every status.
 */
[[nodiscard]] inline solve_report solve_ex(const grid& puzzle, const options& opts = {}) noexcept {
    // Starting from the library's defaults keeps `size` right if later
    // versions append fields.
    sudoku_options c_opts = sudoku_options_default();
    c_opts.mode = static_cast<std::int32_t>(opts.mode);
    c_opts.guess_budget = opts.guess_budget;
    sudoku_report c_report{};
    c_report.size = sizeof c_report;
    c_report.cell = detail::no_cell;
    solve_report result{status::ok, puzzle, detail::no_cell, 0, 0};
    result.code = detail::from_c(sudoku_solve_ex(result.cells.data(), &c_opts, &c_report));
    result.cell = c_report.cell;
    result.solutions = c_report.solutions;
    result.guesses = c_report.guesses;
    return result;
}

/** solve_ex on an 81-byte puzzle; other lengths give status::invalid_length. */
[[nodiscard]] inline solve_report solve_ex(std::string_view puzzle, const options& opts = {}) noexcept {
    if (puzzle.size() != cells) {
        return {status::invalid_length, detail::empty_grid(), detail::no_cell, 0, 0};
    }
    return solve_ex(detail::to_grid(puzzle), opts);
}

/**
 * Checks a grid without solving it.
 *
 * @return status::ok, or invalid_character / conflicting_givens with the
 *   offending cell (for two clashing givens, the later one in row-major
 *   order).
 */
[[nodiscard]] inline check_result check(const grid& puzzle) noexcept {
    check_result result{status::ok, detail::no_cell};
    result.code = detail::from_c(sudoku_check(puzzle.data(), &result.cell));
    return result;
}

/** Checks an 81-byte grid; other lengths give status::invalid_length. */
[[nodiscard]] inline check_result check(std::string_view puzzle) noexcept {
    if (puzzle.size() != cells) {
        return {status::invalid_length, detail::no_cell};
    }
    return check(detail::to_grid(puzzle));
}

/**
 * Counts the solutions of a grid, stopping at `limit` (sudoku_count_solutions_ex).
 *
 * @param puzzle the grid.
 * @param limit at least 1 (0 gives invalid_argument); 2, the default, is
 *   enough to decide uniqueness. A large limit on a grid with few givens can
 *   take very long: give a budget.
 * @param guess_budget give up with budget_exhausted after this many guesses;
 *   0, the default, means no limit.
 * @return status::ok with the count (0 to limit), or invalid_argument,
 *   invalid_character, conflicting_givens or budget_exhausted with count 0.
 */
[[nodiscard]] inline count_result count_solutions(const grid& puzzle, std::uint32_t limit = 2,
                                                  std::uint64_t guess_budget = 0) noexcept {
    count_result result{status::ok, 0, 0};
    std::uint32_t found = 0;
    sudoku_report report{};
    report.size = sizeof report;
    result.code = detail::from_c(
        sudoku_count_solutions_ex(puzzle.data(), limit, guess_budget, &found, &report));
    result.guesses = report.guesses;
    if (result.code == status::ok) {
        result.count = found;
    }
    return result;
}

/** count_solutions on an 81-byte grid; other lengths give status::invalid_length. */
[[nodiscard]] inline count_result count_solutions(std::string_view puzzle, std::uint32_t limit = 2,
                                                  std::uint64_t guess_budget = 0) noexcept {
    if (puzzle.size() != cells) {
        return {status::invalid_length, 0, 0};
    }
    return count_solutions(detail::to_grid(puzzle), limit, guess_budget);
}

/**
 * Reads a grid from pasted text: one line of 81 cells, 9 lines of 9, or a
 * boxed layout (see sudoku_parse in sudoku.h).
 *
 * @return status::ok with the grid in `cells` (digits and '.'), or
 *   invalid_character or invalid_length (the text does not hold exactly 81
 *   cells; an empty view, even a default-constructed one, is such a text).
 *   Givens are not checked for conflicts: use check.
 */
[[nodiscard]] inline grid_result parse(std::string_view text) noexcept {
    grid_result result{status::ok, detail::empty_grid()};
    // A default-constructed view has a null data(), which the C function
    // refuses as NULL_POINTER; to C++ it is just empty text.
    const char* bytes = text.data() != nullptr ? text.data() : "";
    result.code = detail::from_c(sudoku_parse(bytes, text.size(), result.cells.data()));
    return result;
}

namespace detail {

// The library writes sudoku_status values; reading them back through
// `status` would break strict aliasing, so they go through a small buffer
// (4 KiB of stack), a chunk at a time. A chunk still gives every core
// dozens of records, so chunking costs nothing measurable. `run(start, n,
// c_statuses)` runs one chunk and returns how many succeeded.
inline constexpr std::size_t status_chunk = 1024;

template <typename Run>
std::size_t in_chunks(status* statuses, std::size_t count, Run run) noexcept {
    sudoku_status c_statuses[status_chunk];
    std::size_t done = 0;
    for (std::size_t start = 0; start < count; start += status_chunk) {
        const std::size_t n = count - start < status_chunk ? count - start : status_chunk;
        done += run(start, n, c_statuses);
        for (std::size_t i = 0; i < n; ++i) {
            statuses[start + i] = from_c(c_statuses[i]);
        }
    }
    return done;
}

// The checks every batch makes before touching anything.
inline status batch_arguments(const void* records, const status* statuses, std::size_t count) noexcept {
    if (count == 0) {
        return status::ok;
    }
    if (records == nullptr || statuses == nullptr) {
        return status::null_pointer;
    }
    if (count > static_cast<std::size_t>(-1) / cells) {
        return status::invalid_argument;
    }
    return status::ok;
}

}  // namespace detail

/**
 * Solves `count` grids in place, on several threads; each exactly as solve
 * (or, with options, solve_ex) would, with its status in `statuses[i]`.
 *
 * @param grids `count` grids; each is replaced by its solution when its
 *   status is ok, and left unchanged otherwise.
 * @param statuses `count` slots, all written when the batch runs.
 * @param count number of grids.
 * @param threads 0 for one thread per core, else the most threads to use.
 * @param opts mode and guess budget for every grid (sudoku_solve_batch_ex);
 *   a mode that is not an enumerator makes every status invalid_argument.
 * @return status::ok with the number solved; null_pointer when `grids` or
 *   `statuses` is null and `count` is not 0; invalid_argument when `count` is
 *   too large to address. On an error nothing is read or written.
 */
[[nodiscard]] inline batch_result solve_batch(grid* grids, status* statuses, std::size_t count,
                                              std::uint32_t threads = 0,
                                              const options& opts = {}) noexcept {
    const status refused = detail::batch_arguments(grids, statuses, count);
    if (refused != status::ok || count == 0) {
        return {refused, 0};
    }
    sudoku_options c_opts = sudoku_options_default();
    c_opts.mode = static_cast<std::int32_t>(opts.mode);
    c_opts.guess_budget = opts.guess_budget;
    char* bytes = reinterpret_cast<char*>(grids);  // consecutive 81-byte records
    const std::size_t solved = detail::in_chunks(
        statuses, count, [&](std::size_t start, std::size_t n, sudoku_status* out) noexcept {
            return sudoku_solve_batch_ex(bytes + start * cells, n, out, threads, &c_opts);
        });
    return {status::ok, solved};
}

/**
 * solve_batch over a vector of grids. `statuses` must already have
 * `grids.size()` elements (the wrapper never allocates); otherwise the result
 * is invalid_argument and nothing is touched.
 */
[[nodiscard]] inline batch_result solve_batch(std::vector<grid>& grids, std::vector<status>& statuses,
                                              std::uint32_t threads = 0,
                                              const options& opts = {}) noexcept {
    if (statuses.size() != grids.size()) {
        return {status::invalid_argument, 0};
    }
    return solve_batch(grids.data(), statuses.data(), grids.size(), threads, opts);
}

// ---- The logic engine: candidates, hints, ratings, paths ---------------------

/** Candidate masks, one per cell: bit d-1 set for digit d. */
using masks = std::array<std::uint16_t, cells>;

/** The most steps a path can have (sudoku_explain): an array this long always suffices. */
inline constexpr std::size_t max_steps = 729;

/** What a step does; the values of sudoku_step_kind. */
enum class step_kind : std::int32_t {
    placement = SUDOKU_STEP_PLACEMENT,                 ///< Puts `digit` in `cell`.
    elimination = SUDOKU_STEP_ELIMINATION,             ///< Removes the candidates in `eliminations`.
    mistake = SUDOKU_STEP_MISTAKE,                     ///< The player's entry in `cell` is wrong.
    missing_candidate = SUDOKU_STEP_MISSING_CANDIDATE, ///< The marks of `cell` lack `digit`.
};

/** The result of candidates and true_candidates. */
struct candidates_result {
    status code;               ///< status::ok when `candidates` is meaningful.
    sudoku::masks candidates;  ///< Each cell's digits; all 0 unless ok.

    /** True on success. */
    explicit operator bool() const noexcept { return code == status::ok; }
};

/**
 * A step (sudoku_step): the C struct itself, its `size` set, so that every
 * field of sudoku.h is there (kind, technique, difficulty, cell, digit,
 * eliminations, pattern, houses, digits, cells).
 */
struct step : sudoku_step {
    step() noexcept : sudoku_step{} { size = sizeof(sudoku_step); }

    /** The kind, as a step_kind. */
    [[nodiscard]] step_kind what() const noexcept { return static_cast<step_kind>(kind); }
};

/** The result of hint. */
struct hint_result {
    status code;          ///< status::ok when `hint` is meaningful.
    sudoku::step hint;    ///< The next step; all 0 but `size` unless ok.

    /** True on success. */
    explicit operator bool() const noexcept { return code == status::ok; }
};

/** A step's sentence, in a fixed buffer (the wrapper never allocates). */
struct sentence {
    std::array<char, 4096> buffer{};  ///< NUL-terminated, cut short if need be.
    std::size_t length = 0;          ///< The full length; 0 for a step the library could not give.

    /** The sentence as written (at most 4095 bytes; a long chain may be cut). */
    [[nodiscard]] std::string_view text() const noexcept {
        return std::string_view(buffer.data(), length < buffer.size() ? length : buffer.size() - 1);
    }
};

/** The result of rate: the fields of sudoku_rating. */
struct rating_result {
    status code;  ///< ok, or techniques_exhausted with the rating so far; else an error.
    std::int32_t er = 0, ep = 0, ed = 0;  ///< Sudoku Explainer ratings in tenths.
    std::int32_t technique = SUDOKU_TECHNIQUE_NONE;  ///< The hardest step's SUDOKU_TECHNIQUE_* value.
    std::uint32_t steps = 0;  ///< Steps on the path.
    bool solved = false;      ///< Whether the techniques reached the solution.

    /** True when the techniques rated the whole path (status::ok). */
    explicit operator bool() const noexcept { return code == status::ok; }
};

/** The result of explain. */
struct explain_result {
    status code;            ///< ok, techniques_exhausted, capacity_too_small or an error.
    std::size_t count = 0;  ///< Steps written (ok, techniques_exhausted) or needed (capacity_too_small).

    /** True when the whole path to the solution was written. */
    explicit operator bool() const noexcept { return code == status::ok; }
};

namespace detail {

inline candidates_result candidates_of(sudoku_status code, const masks& m) noexcept {
    candidates_result result{from_c(code), masks{}};
    if (result.code == status::ok) {
        result.candidates = m;
    }
    return result;
}

inline hint_result hint_of(const grid& puzzle, const grid* current, const masks* marks,
                           std::uint64_t guess_budget) noexcept {
    hint_result result{status::ok, step{}};
    step found;
    result.code = from_c(sudoku_hint_ex(puzzle.data(), current ? current->data() : nullptr,
                                        marks ? marks->data() : nullptr, guess_budget, &found));
    if (result.code == status::ok) {
        result.hint = found;
    }
    return result;
}

}  // namespace detail

/** Each cell's candidates: the digits no peer holds (sudoku_candidates). */
[[nodiscard]] inline candidates_result candidates(const grid& puzzle) noexcept {
    masks m{};
    return detail::candidates_of(sudoku_candidates(puzzle.data(), m.data()), m);
}

/** candidates of an 81-byte grid; other lengths give status::invalid_length. */
[[nodiscard]] inline candidates_result candidates(std::string_view puzzle) noexcept {
    if (puzzle.size() != cells) {
        return {status::invalid_length, masks{}};
    }
    return candidates(detail::to_grid(puzzle));
}

/**
 * Each cell's true candidates: the digits it holds in some solution
 * (sudoku_true_candidates_ex). no_solution when there is none; with a
 * `guess_budget` (0: none), budget_exhausted when its searches need more.
 */
[[nodiscard]] inline candidates_result true_candidates(const grid& puzzle,
                                                       std::uint64_t guess_budget = 0) noexcept {
    masks m{};
    return detail::candidates_of(sudoku_true_candidates_ex(puzzle.data(), guess_budget, m.data()), m);
}

/** true_candidates of an 81-byte grid; other lengths give status::invalid_length. */
[[nodiscard]] inline candidates_result true_candidates(std::string_view puzzle,
                                                       std::uint64_t guess_budget = 0) noexcept {
    if (puzzle.size() != cells) {
        return {status::invalid_length, masks{}};
    }
    return true_candidates(detail::to_grid(puzzle), guess_budget);
}

/**
 * The next step from the puzzle itself (sudoku_hint_ex).
 *
 * @return status::ok with the step; otherwise the statuses of sudoku_hint:
 *   invalid_character, conflicting_givens, no_solution, multiple_solutions,
 *   already_solved, techniques_exhausted, budget_exhausted.
 */
[[nodiscard]] inline hint_result hint(const grid& puzzle, std::uint64_t guess_budget = 0) noexcept {
    return detail::hint_of(puzzle, nullptr, nullptr, guess_budget);
}

/** hint from an 81-byte puzzle; other lengths give status::invalid_length. */
[[nodiscard]] inline hint_result hint(std::string_view puzzle, std::uint64_t guess_budget = 0) noexcept {
    if (puzzle.size() != cells) {
        return {status::invalid_length, step{}};
    }
    return hint(detail::to_grid(puzzle), guess_budget);
}

/**
 * The next step from a player's grid: the givens plus their entries. A wrong
 * entry is named first (step_kind::mistake); current_contradicts_puzzle
 * when a given is changed or cleared.
 */
[[nodiscard]] inline hint_result hint(const grid& puzzle, const grid& current,
                                      std::uint64_t guess_budget = 0) noexcept {
    return detail::hint_of(puzzle, &current, nullptr, guess_budget);
}

/**
 * The next step from a player's grid and pencil marks (read for empty cells).
 * A wrong entry comes first, then a missing mark (step_kind::missing_candidate);
 * invalid_candidates for a mask with bits above the ninth.
 */
[[nodiscard]] inline hint_result hint(const grid& puzzle, const grid& current, const masks& marks,
                                      std::uint64_t guess_budget = 0) noexcept {
    return detail::hint_of(puzzle, &current, &marks, guess_budget);
}

/**
 * A hint told at a level, vague first (sudoku_hint_at_level): 1 the
 * technique and its digits, 2 also its cells and houses, 3 the whole step.
 * `current` and `marks` may be null (the puzzle itself, its candidates).
 * invalid_argument for a level other than 1-3; otherwise hint's statuses.
 */
[[nodiscard]] inline hint_result hint_at_level(const grid& puzzle, int level,
                                               const grid* current = nullptr,
                                               const masks* marks = nullptr,
                                               std::uint64_t guess_budget = 0) noexcept {
    hint_result result{status::ok, step{}};
    step found;
    result.code = detail::from_c(sudoku_hint_at_level(
        puzzle.data(), current ? current->data() : nullptr, marks ? marks->data() : nullptr, level,
        guess_budget, &found));
    if (result.code == status::ok) {
        result.hint = found;
    }
    return result;
}

/** The step's English sentence (sudoku_step_text). */
[[nodiscard]] inline sentence text(const sudoku_step& s) noexcept {
    sentence out;
    out.length = sudoku_step_text(&s, out.buffer.data(), out.buffer.size());
    return out;
}

/** The sentence of a step told at `level` (sudoku_step_text_at_level). */
[[nodiscard]] inline sentence text_at_level(const sudoku_step& s, int level) noexcept {
    sentence out;
    out.length = sudoku_step_text_at_level(&s, level, out.buffer.data(), out.buffer.size());
    return out;
}

/** The English name of a SUDOKU_TECHNIQUE_* value ("unknown technique" for others). */
[[nodiscard]] inline std::string_view technique_name(std::int32_t technique) noexcept {
    return sudoku_technique_name(technique);
}

/**
 * Rates a puzzle on Sudoku Explainer's scale (sudoku_rate_ex): ER, EP, ED in
 * tenths. techniques_exhausted (with the rating so far, solved false) when
 * the puzzle needs techniques this version lacks.
 */
[[nodiscard]] inline rating_result rate(const grid& puzzle, std::uint64_t guess_budget = 0) noexcept {
    sudoku_rating r{};
    r.size = sizeof r;
    rating_result result{status::ok};
    result.code = detail::from_c(sudoku_rate_ex(puzzle.data(), guess_budget, &r));
    if (result.code == status::ok || result.code == status::techniques_exhausted) {
        result.er = r.er;
        result.ep = r.ep;
        result.ed = r.ed;
        result.technique = r.technique;
        result.steps = r.steps;
        result.solved = r.solved != 0;
    }
    return result;
}

/** rate of an 81-byte puzzle; other lengths give status::invalid_length. */
[[nodiscard]] inline rating_result rate(std::string_view puzzle, std::uint64_t guess_budget = 0) noexcept {
    if (puzzle.size() != cells) {
        return {status::invalid_length};
    }
    return rate(detail::to_grid(puzzle), guess_budget);
}

/**
 * The whole path of a puzzle into `steps` (sudoku_explain_ex).
 *
 * @param steps room for `capacity` steps (max_steps always suffices); may be
 *   null when `capacity` is 0, to ask for the count.
 * @return ok or techniques_exhausted with the steps written;
 *   capacity_too_small with the count needed (the first `capacity` written);
 *   or the errors of rate. null_pointer when `steps` is null and `capacity`
 *   is not 0.
 */
[[nodiscard]] inline explain_result explain(const grid& puzzle, step* steps, std::size_t capacity,
                                            std::uint64_t guess_budget = 0) noexcept {
    explain_result result{status::ok, 0};
    std::size_t count = 0;
    // sudoku::step adds no data member to sudoku_step: the arrays match.
    static_assert(sizeof(step) == sizeof(sudoku_step));
    result.code = detail::from_c(sudoku_explain_ex(puzzle.data(), guess_budget, steps, capacity, &count));
    if (result.code == status::ok || result.code == status::techniques_exhausted ||
        result.code == status::capacity_too_small) {
        result.count = count;
    }
    return result;
}

/** explain into a vector the caller sized (the wrapper never allocates). */
[[nodiscard]] inline explain_result explain(const grid& puzzle, std::vector<step>& steps,
                                            std::uint64_t guess_budget = 0) noexcept {
    return explain(puzzle, steps.data(), steps.size(), guess_budget);
}

// ---- The generator ---------------------------------------------------------------

/** The symmetry of the givens' positions; the values of sudoku_symmetry. */
enum class symmetry : std::uint32_t {
    none = SUDOKU_SYMMETRY_NONE,                           ///< Any positions.
    rotate_180 = SUDOKU_SYMMETRY_ROTATE_180,               ///< A half turn.
    rotate_90 = SUDOKU_SYMMETRY_ROTATE_90,                 ///< A quarter turn.
    mirror_left_right = SUDOKU_SYMMETRY_MIRROR_LEFT_RIGHT, ///< Left and right swapped.
    mirror_top_bottom = SUDOKU_SYMMETRY_MIRROR_TOP_BOTTOM, ///< Top and bottom swapped.
    diagonal = SUDOKU_SYMMETRY_DIAGONAL,                   ///< The main diagonal.
    anti_diagonal = SUDOKU_SYMMETRY_ANTI_DIAGONAL,         ///< The anti-diagonal.
    both_diagonals = SUDOKU_SYMMETRY_BOTH_DIAGONALS,       ///< Both diagonals.
    both_mirrors = SUDOKU_SYMMETRY_BOTH_MIRRORS,           ///< Both mirrors.
    full = SUDOKU_SYMMETRY_FULL,                           ///< Every symmetry of the square.
};

/**
 * What to generate; the defaults are those of
 * sudoku_generate_options_default() (see sudoku_generate_options).
 */
struct generate_options {
    std::uint64_t seed = 0;                           ///< Same seed and options, same puzzle.
    sudoku::symmetry symmetry = sudoku::symmetry::none; ///< Of the givens' positions.
    bool minimal = true;                              ///< No given (or group) can go.
    std::uint32_t min_givens = 0;                     ///< 0: no bound.
    std::uint32_t max_givens = 0;                     ///< 0: no bound.
    std::uint32_t min_rating = 0;                     ///< SE tenths; 0: no bound.
    std::uint32_t max_rating = 0;                     ///< SE tenths; 0: no bound.
    const grid* pattern = nullptr;                    ///< 'x' where givens must be, '.' elsewhere.
    std::uint64_t attempt_budget = 10000;             ///< Candidate puzzles before budget_exhausted.
};

/** The result of generate. */
struct generate_result {
    status code;     ///< status::ok, or why no puzzle was made.
    grid puzzle;     ///< The puzzle; all '.' unless ok.
    grid solution;   ///< Its solution; all '.' unless ok.

    /** True on success. */
    explicit operator bool() const noexcept { return code == status::ok; }
};

/** The result of generate_batch. */
struct generate_batch_result {
    status code;            ///< ok, or null_pointer / invalid_argument (nothing was touched).
    std::size_t generated;  ///< Puzzles generated (status::ok), when code is ok; else 0.

    /** True when the batch ran (each record then has its own status). */
    explicit operator bool() const noexcept { return code == status::ok; }
};

namespace detail {

inline sudoku_generate_options c_generate_options(const generate_options& opts) noexcept {
    sudoku_generate_options c = sudoku_generate_options_default();
    c.seed = opts.seed;
    c.symmetry = static_cast<std::uint32_t>(opts.symmetry);
    c.minimal = opts.minimal ? 1 : 0;
    c.min_givens = opts.min_givens;
    c.max_givens = opts.max_givens;
    c.min_rating = opts.min_rating;
    c.max_rating = opts.max_rating;
    c.pattern = opts.pattern ? opts.pattern->data() : nullptr;
    c.attempt_budget = opts.attempt_budget;
    return c;
}

}  // namespace detail

/**
 * Generates a puzzle with one solution (sudoku_generate).
 *
 * @return status::ok with the puzzle and its solution; otherwise the
 *   refusals listed at sudoku_generate_options in sudoku.h, or
 *   budget_exhausted.
 */
[[nodiscard]] inline generate_result generate(const generate_options& opts = {}) noexcept {
    const sudoku_generate_options c = detail::c_generate_options(opts);
    generate_result result{status::ok, detail::empty_grid(), detail::empty_grid()};
    grid puzzle, solution;
    result.code = detail::from_c(sudoku_generate(&c, puzzle.data(), solution.data()));
    if (result.code == status::ok) {
        result.puzzle = puzzle;
        result.solution = solution;
    }
    return result;
}

/** A random complete grid from `seed` (sudoku_random_solution). */
[[nodiscard]] inline grid_result random_solution(std::uint64_t seed) noexcept {
    grid_result result{status::ok, detail::empty_grid()};
    result.code = detail::from_c(sudoku_random_solution(seed, result.cells.data()));
    return result;
}

/**
 * Generates `count` puzzles on several threads (sudoku_generate_batch):
 * puzzle i is generate with seed `opts.seed + i`, whatever `threads`.
 *
 * @param puzzles `count` grids; grid i is written only when `statuses[i]`
 *   is ok.
 * @param statuses `count` slots, all written when the batch runs.
 * @return status::ok with the number generated; null_pointer or
 *   invalid_argument (a count too large to address) with nothing touched.
 */
[[nodiscard]] inline generate_batch_result generate_batch(const generate_options& opts, grid* puzzles,
                                                          status* statuses, std::size_t count,
                                                          std::uint32_t threads = 0) noexcept {
    const status refused = detail::batch_arguments(puzzles, statuses, count);
    if (refused != status::ok || count == 0) {
        return {refused, 0};
    }
    const sudoku_generate_options c = detail::c_generate_options(opts);
    char* bytes = reinterpret_cast<char*>(puzzles);  // consecutive 81-byte records
    const std::size_t generated = detail::in_chunks(
        statuses, count, [&](std::size_t start, std::size_t n, sudoku_status* out) noexcept {
            // Each chunk starts at its own seed, so the records stay those
            // of one batch.
            sudoku_generate_options part = c;
            part.seed = c.seed + start;
            return sudoku_generate_batch(&part, n, bytes + start * cells, out, threads);
        });
    return {status::ok, generated};
}

/** generate_batch into vectors the caller sized alike; else invalid_argument. */
[[nodiscard]] inline generate_batch_result generate_batch(const generate_options& opts,
                                                          std::vector<grid>& puzzles,
                                                          std::vector<status>& statuses,
                                                          std::uint32_t threads = 0) noexcept {
    if (statuses.size() != puzzles.size()) {
        return {status::invalid_argument, 0};
    }
    return generate_batch(opts, puzzles.data(), statuses.data(), puzzles.size(), threads);
}

/**
 * The version of the library loaded at run time, "MAJOR.MINOR.PATCH";
 * compare it with header_version to detect a mismatched library.
 */
[[nodiscard]] inline std::string_view version() noexcept {
    return sudoku_version();
}

}  // namespace sudoku

#endif  // SUDOKU_HPP
