/**
 * @file sudoku.hpp
 * @brief libsudoku for C++17: a header-only wrapper over sudoku.h.
 *
 * Every function returns a small result type instead of a raw status code,
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
 * Counts the solutions of a grid, stopping at `limit`.
 *
 * @param puzzle the grid.
 * @param limit at least 1 (0 gives invalid_argument); 2, the default, is
 *   enough to decide uniqueness. A large limit on a grid with few givens can
 *   take very long.
 * @return status::ok with the count (0 to limit), or invalid_argument,
 *   invalid_character or conflicting_givens with count 0.
 */
[[nodiscard]] inline count_result count_solutions(const grid& puzzle, std::uint32_t limit = 2) noexcept {
    count_result result{status::ok, 0};
    std::uint32_t found = 0;
    result.code = detail::from_c(sudoku_count_solutions(puzzle.data(), limit, &found));
    if (result.code == status::ok) {
        result.count = found;
    }
    return result;
}

/** count_solutions on an 81-byte grid; other lengths give status::invalid_length. */
[[nodiscard]] inline count_result count_solutions(std::string_view puzzle, std::uint32_t limit = 2) noexcept {
    if (puzzle.size() != cells) {
        return {status::invalid_length, 0};
    }
    return count_solutions(detail::to_grid(puzzle), limit);
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

/**
 * Solves `count` grids in place, on several threads; each exactly as solve
 * would, with its status in `statuses[i]`.
 *
 * @param grids `count` grids; each is replaced by its solution when its
 *   status is ok, and left unchanged otherwise.
 * @param statuses `count` slots, all written when the batch runs.
 * @param count number of grids.
 * @param threads 0 for one thread per core, else the most threads to use.
 * @return status::ok with the number solved; null_pointer when `grids` or
 *   `statuses` is null and `count` is not 0; invalid_argument when `count` is
 *   too large to address. On an error nothing is read or written.
 */
[[nodiscard]] inline batch_result solve_batch(grid* grids, status* statuses, std::size_t count,
                                              std::uint32_t threads = 0) noexcept {
    if (count == 0) {
        return {status::ok, 0};
    }
    if (grids == nullptr || statuses == nullptr) {
        return {status::null_pointer, 0};
    }
    if (count > static_cast<std::size_t>(-1) / cells) {
        return {status::invalid_argument, 0};
    }
    // The library writes sudoku_status values; reading them back through
    // `status` would break strict aliasing, so they go through a small
    // buffer (4 KiB of stack), a chunk at a time. A chunk still gives every
    // core dozens of grids, so chunking costs nothing measurable.
    constexpr std::size_t chunk = 1024;
    sudoku_status c_statuses[chunk];
    char* bytes = reinterpret_cast<char*>(grids);  // consecutive 81-byte records
    std::size_t solved = 0;
    for (std::size_t start = 0; start < count; start += chunk) {
        const std::size_t n = count - start < chunk ? count - start : chunk;
        solved += sudoku_solve_batch(bytes + start * cells, n, c_statuses, threads);
        for (std::size_t i = 0; i < n; ++i) {
            statuses[start + i] = detail::from_c(c_statuses[i]);
        }
    }
    return {status::ok, solved};
}

/**
 * solve_batch over a vector of grids. `statuses` must already have
 * `grids.size()` elements (the wrapper never allocates); otherwise the result
 * is invalid_argument and nothing is touched.
 */
[[nodiscard]] inline batch_result solve_batch(std::vector<grid>& grids, std::vector<status>& statuses,
                                              std::uint32_t threads = 0) noexcept {
    if (statuses.size() != grids.size()) {
        return {status::invalid_argument, 0};
    }
    return solve_batch(grids.data(), statuses.data(), grids.size(), threads);
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
