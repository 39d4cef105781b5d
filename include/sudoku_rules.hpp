/**
 * @file sudoku_rules.hpp
 * @brief Variant rule sets for C++17: sudoku::rules and sudoku::rules_builder
 * over sudoku.h's sudoku_rules_* calls (docs/VARIANTS.md).
 *
 * The same conventions as sudoku.hpp: every function is noexcept and returns
 * a small [[nodiscard]] result with a sudoku::status, nothing throws, and the
 * wrapper allocates nothing of its own (the library holds the rule set), so
 * it works with -fno-exceptions. The names are Python's: rules::from_text is
 * libsudoku.Rules.from_text, rules_builder::add_cage is
 * RulesBuilder.add_cage.
 *
 * A grid is N*N values, row-major, 0 empty and 1..N given; a
 * sudoku::variant_grid holds up to 25x25 inline. A rule set is move-only,
 * freed when its owner goes, and immutable: threads may share one.
 *
 * @code
 * #include <sudoku_rules.hpp>
 *
 * auto read = sudoku::rules::from_text("6 ..3...4.....");   // any format
 * if (!read) { std::puts(read.error.message); return; }
 * if (auto solved = read.value.solve(read.givens)) use(solved.cells);
 * @endcode
 */

#ifndef SUDOKU_RULES_HPP
#define SUDOKU_RULES_HPP

#include "sudoku.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace sudoku {

/** The most cells a variant grid has (25 x 25). */
inline constexpr std::size_t max_variant_cells = SUDOKU_RULES_MAX_CELLS;

/** A variant grid: `size` values (N*N) at the front of `values`. */
struct variant_grid {
    std::array<std::uint8_t, max_variant_cells> values{}; ///< 0 empty, 1..N.
    std::size_t size = 0;                                 ///< N*N.

    std::uint8_t* data() noexcept { return values.data(); }
    const std::uint8_t* data() const noexcept { return values.data(); }
    std::uint8_t& operator[](std::size_t i) noexcept { return values[i]; }
    std::uint8_t operator[](std::size_t i) const noexcept { return values[i]; }
    const std::uint8_t* begin() const noexcept { return values.data(); }
    const std::uint8_t* end() const noexcept { return values.data() + size; }
};

/** The flags of rules_builder::add_flags: SUDOKU_RULE_* values, or-ed. */
enum class rule_flag : std::uint32_t {
    main_diagonal = SUDOKU_RULE_MAIN_DIAGONAL,
    anti_diagonal = SUDOKU_RULE_ANTI_DIAGONAL,
    windoku = SUDOKU_RULE_WINDOKU,
    disjoint_groups = SUDOKU_RULE_DISJOINT_GROUPS,
    asterisk = SUDOKU_RULE_ASTERISK,
    centre_dot = SUDOKU_RULE_CENTRE_DOT,
    girandola = SUDOKU_RULE_GIRANDOLA,
    anti_knight = SUDOKU_RULE_ANTI_KNIGHT,
    anti_king = SUDOKU_RULE_ANTI_KING,
    nonconsecutive = SUDOKU_RULE_NONCONSECUTIVE,
    all_ratios_given = SUDOKU_RULE_ALL_RATIOS_GIVEN,
    all_differences_given = SUDOKU_RULE_ALL_DIFFERENCES_GIVEN,
    no_regions = SUDOKU_RULE_NO_REGIONS,
};

/** Flags together: `rule_flag::anti_knight | rule_flag::main_diagonal`. */
[[nodiscard]] constexpr rule_flag operator|(rule_flag a, rule_flag b) noexcept {
    return static_cast<rule_flag>(static_cast<std::uint32_t>(a) | static_cast<std::uint32_t>(b));
}

/** A kropki dot's colour: SUDOKU_DOT_*. */
enum class dot_colour : std::uint32_t {
    white = SUDOKU_DOT_WHITE, ///< The digits differ by the value (default 1).
    black = SUDOKU_DOT_BLACK, ///< One is the value times the other (default 2).
};

/** Where a text or rule set was refused: sudoku_rules_error's fields. */
struct rules_error {
    status code = status::ok; ///< The status of the call.
    std::int32_t line = 0;    ///< The text's line, from 1; 0 when unknown.
    std::int64_t byte = -1;   ///< The text's byte, from 0; -1 when unknown.
    std::int32_t cell = -1;   ///< The cell, row * N + column; -1 when none.
    std::int32_t row = 0;     ///< The cell's row and column, from 1; 0 when none.
    std::int32_t column = 0;
    std::int32_t index = -1;  ///< Which rule of its kind, from 0; -1 when none.
    char field[SUDOKU_RULES_ERROR_FIELD_BYTES] = {};     ///< The field or rule kind ("cage").
    char message[SUDOKU_RULES_ERROR_MESSAGE_BYTES] = {}; ///< A sentence naming the problem.
};

/** Where a grid breaks a rule: the result of rules::check. */
struct violation_result {
    status code;              ///< ok, grid_breaks_rule, invalid_value, null_pointer.
    std::int32_t cell;        ///< The first cell completing a broken rule (or above N); else -1.
    sudoku_broken_rule rule;  ///< SUDOKU_BROKEN_*, SUDOKU_BROKEN_NONE but for grid_breaks_rule.
    std::int32_t index;       ///< Which rule of its kind, from 0; -1 for a rule of its own.

    /** True when the filled cells break no rule. */
    explicit operator bool() const noexcept { return code == status::ok; }
};

/** The result of rules::solve: the fields of sudoku_report and the solution. */
struct variant_result {
    status code;             ///< ok, no_solution, multiple_solutions, budget_exhausted, ...
    variant_grid cells;      ///< The solution on ok; else the givens as passed.
    std::int32_t cell;       ///< The cell of invalid_value or grid_breaks_rule, else -1.
    std::uint32_t solutions; ///< 0, 1 or 2 (two or more).
    std::uint64_t guesses;   ///< Guesses the search made.

    explicit operator bool() const noexcept { return code == status::ok; }
};

/**
 * A rating (rules::rate): `rating.er`, `ep`, `ed` in tenths, `technique`
 * the hardest step's; on not_rated `rating.needs` says what the path
 * lacks. The library writes `rating` on ok and not_rated only.
 */
struct variant_rating_result {
    status code;                 ///< ok, not_rated, rules_not_on_scale, budget_exhausted, ...
    sudoku_rules_rating rating;  ///< Its `size` set; zero but on ok and not_rated.

    explicit operator bool() const noexcept { return code == status::ok; }
};

/** One step (rules::hint, rules::hint_player), written on ok only. */
struct variant_step_result {
    status code;             ///< ok, already_solved, techniques_exhausted, ...
    sudoku_rules_step step;  ///< Its `size` set; zero but on ok.

    explicit operator bool() const noexcept { return code == status::ok; }
};

/**
 * A count of steps or bytes written to the caller's array or buffer
 * (rules::explain, rules::explain_text, rules::to_text): on
 * capacity_too_small, `length` is what is needed.
 */
struct variant_length_result {
    status code;         ///< ok, capacity_too_small, not_rated, ...
    std::size_t length;  ///< Steps, or bytes without the NUL; 0 when neither was written.

    explicit operator bool() const noexcept { return code == status::ok; }
};

/**
 * What generate_variant made (sudoku_rules_generate_ex): the text's length
 * (or, on capacity_too_small, the length needed), the puzzle and its
 * solution as grids, and the library's report of the made puzzle.
 */
struct variant_generated_result {
    status code;                      ///< ok, budget_exhausted, symmetry_breaks_rules, capacity_too_small, ...
    std::size_t length;               ///< Bytes of text, no NUL; 0 when neither written nor asked.
    variant_grid puzzle;              ///< The givens on ok (all 0 for a killer made without givens).
    variant_grid solution;            ///< Its one solution on ok.
    sudoku_rules_generated generated; ///< Its `size` set; rating, givens, undecided, attempts, minimality on ok.

    explicit operator bool() const noexcept { return code == status::ok; }
};

namespace detail {

inline rules_error rules_error_of(const sudoku_rules_error& raw) noexcept {
    rules_error e;
    e.code = from_c(raw.status);
    e.line = raw.line;
    e.byte = raw.byte;
    e.cell = raw.cell;
    e.row = raw.cell_row;
    e.column = raw.cell_column;
    e.index = raw.index;
    for (std::size_t i = 0; i < sizeof e.field; ++i) e.field[i] = raw.field[i];
    for (std::size_t i = 0; i < sizeof e.message; ++i) e.message[i] = raw.message[i];
    return e;
}

inline sudoku_rules_error new_c_error() noexcept {
    sudoku_rules_error raw{};
    raw.size = sizeof raw;
    return raw;
}

}  // namespace detail

struct rules_result;

/** An immutable variant rule set (sudoku_rules), freed with its owner. */
class rules {
public:
    /** No rule set: every call gives status::null_pointer. */
    rules() noexcept = default;
    rules(const rules&) = delete;
    rules& operator=(const rules&) = delete;
    rules(rules&& other) noexcept : handle_(other.handle_) { other.handle_ = nullptr; }
    rules& operator=(rules&& other) noexcept {
        if (this != &other) {
            sudoku_rules_free(handle_);
            handle_ = other.handle_;
            other.handle_ = nullptr;
        }
        return *this;
    }
    ~rules() { sudoku_rules_free(handle_); }

    /** Takes ownership of a rule set from sudoku.h (or nullptr). */
    explicit rules(sudoku_rules* handle) noexcept : handle_(handle) {}

    /**
     * Reads f-puzzles JSON, an export string or `?load=` link, a compact
     * line or a classic 81-cell line, told apart without a flag.
     *
     * @return the rule set and its givens; on failure `error` names what and
     *   where (parse_error, unsupported_rule, invalid_rules,
     *   unsatisfiable_rules).
     */
    [[nodiscard]] static rules_result from_text(std::string_view text) noexcept;

    /** True when this holds a rule set. */
    explicit operator bool() const noexcept { return handle_ != nullptr; }
    /** The handle, for the C calls. */
    [[nodiscard]] const sudoku_rules* get() const noexcept { return handle_; }
    /** N (4 to 25), or 0 for no rule set. */
    [[nodiscard]] std::uint32_t size() const noexcept { return sudoku_rules_size(handle_); }
    /** N*N. */
    [[nodiscard]] std::size_t cells() const noexcept { return std::size_t{size()} * size(); }

    /**
     * Solves `givens` (cells() values) within `guess_budget` guesses (0: no
     * limit), as sudoku_rules_solve.
     */
    [[nodiscard]] variant_result solve(const std::uint8_t* givens, std::uint64_t guess_budget = 0) const noexcept {
        variant_result result{status::null_pointer, {}, -1, 0, 0};
        if (handle_ == nullptr || givens == nullptr) return result;
        result.cells.size = cells();
        for (std::size_t i = 0; i < result.cells.size; ++i) result.cells[i] = givens[i];
        sudoku_report report{};
        report.size = sizeof report;
        result.code = detail::from_c(
            sudoku_rules_solve(handle_, givens, guess_budget, result.cells.data(), &report));
        result.cell = report.cell;
        result.solutions = report.solutions;
        result.guesses = report.guesses;
        return result;
    }

    /** solve on a variant_grid; one of another size gives invalid_length. */
    [[nodiscard]] variant_result solve(const variant_grid& givens, std::uint64_t guess_budget = 0) const noexcept {
        if (handle_ != nullptr && givens.size != cells()) {
            return {status::invalid_length, givens, -1, 0, 0};
        }
        return solve(givens.data(), guess_budget);
    }

    /** Counts the solutions of `givens`, up to `limit` (2 decides uniqueness). */
    [[nodiscard]] count_result count(const std::uint8_t* givens, std::uint32_t limit = 2,
                                     std::uint64_t guess_budget = 0) const noexcept {
        std::uint32_t found = 0;
        sudoku_report report{};
        report.size = sizeof report;
        const status code = detail::from_c(
            sudoku_rules_count(handle_, givens, limit, guess_budget, &found, &report));
        return {code, code == status::ok ? found : 0, report.guesses};
    }

    /** count on a variant_grid; one of another size gives invalid_length. */
    [[nodiscard]] count_result count(const variant_grid& givens, std::uint32_t limit = 2,
                                     std::uint64_t guess_budget = 0) const noexcept {
        if (handle_ != nullptr && givens.size != cells()) return {status::invalid_length, 0};
        return count(givens.data(), limit, guess_budget);
    }

    /** The first rule the filled cells break (sudoku_rules_check). */
    [[nodiscard]] violation_result check(const std::uint8_t* filled) const noexcept {
        sudoku_rule_violation v{};
        v.size = sizeof v;
        const status code = detail::from_c(sudoku_rules_check(handle_, filled, &v));
        if (code == status::null_pointer) return {code, -1, SUDOKU_BROKEN_NONE, -1};
        return {code, v.cell, v.rule, v.index};
    }

    [[nodiscard]] violation_result check(const variant_grid& filled) const noexcept {
        if (handle_ != nullptr && filled.size != cells()) {
            return {status::invalid_length, -1, SUDOKU_BROKEN_NONE, -1};
        }
        return check(filled.data());
    }

    /**
     * Rates `givens` (cells() values) on `scale` (sudoku_rules_rate):
     * SUDOKU_SCALE_SUKAKU, SukakuExplainer's, for the 9x9 variants it
     * rates, or SUDOKU_SCALE_OWN, the project's, for any rule set. On
     * SukakuExplainer's scale `guess_budget` also bounds the path's search
     * work (SUDOKU_RULES_WORK_PER_GUESS units a guess).
     */
    [[nodiscard]] variant_rating_result rate(const std::uint8_t* givens, std::int32_t scale = SUDOKU_SCALE_SUKAKU,
                                             std::uint64_t guess_budget = 0) const noexcept {
        return rate_puzzle(givens, nullptr, scale, guess_budget);
    }

    /** rate on pencil marks: cells() masks, bit d-1 for digit d (a sukaku). */
    [[nodiscard]] variant_rating_result rate_marks(const std::uint32_t* candidates,
                                                   std::int32_t scale = SUDOKU_SCALE_SUKAKU,
                                                   std::uint64_t guess_budget = 0) const noexcept {
        return rate_puzzle(nullptr, candidates, scale, guess_budget);
    }

    /** The logic engine's next step from `givens` (sudoku_rules_hint). */
    [[nodiscard]] variant_step_result hint(const std::uint8_t* givens, std::uint64_t guess_budget = 0) const noexcept {
        variant_step_result result{status::ok, {}};
        result.step.size = sizeof result.step;
        result.code = detail::from_c(sudoku_rules_hint(handle_, givens, nullptr, guess_budget, &result.step));
        return result;
    }

    /**
     * The hint from a player's grid (sudoku_rules_hint_player): `current`
     * holds the givens and the player's entries, `candidates` the player's
     * marks or nullptr. A wrong entry, then a missing mark, comes first.
     */
    [[nodiscard]] variant_step_result hint_player(const std::uint8_t* givens, const std::uint8_t* current,
                                                  const std::uint32_t* candidates = nullptr,
                                                  std::uint64_t guess_budget = 0) const noexcept {
        variant_step_result result{status::ok, {}};
        result.step.size = sizeof result.step;
        result.code = detail::from_c(
            sudoku_rules_hint_player(handle_, givens, current, candidates, guess_budget, &result.step));
        return result;
    }

    /**
     * The hint of hint_player in words, one line ending in a newline
     * (sudoku_rules_hint_player_text): a wrong entry, a missing mark, or
     * the step's sentence. `capacity` 0 asks the length.
     */
    [[nodiscard]] variant_length_result hint_player_text(const std::uint8_t* givens, const std::uint8_t* current,
                                                         char* text, std::size_t capacity,
                                                         const std::uint32_t* candidates = nullptr,
                                                         std::uint64_t guess_budget = 0) const noexcept {
        std::size_t length = 0;
        const status code = detail::from_c(sudoku_rules_hint_player_text(handle_, givens, current, candidates,
                                                                          guess_budget, text, capacity, &length));
        const bool counted = code == status::ok || code == status::capacity_too_small;
        return {code, counted ? length : 0};
    }

    /**
     * The whole path into `steps[0..capacity)` (sudoku_rules_explain):
     * SUDOKU_SCALE_UNRATED, the engine's own path, or a rated scale's. The
     * wrapper sets every element's `size`.
     */
    [[nodiscard]] variant_length_result explain(const std::uint8_t* givens, sudoku_rules_step* steps,
                                                std::size_t capacity, std::int32_t scale = SUDOKU_SCALE_UNRATED,
                                                std::uint64_t guess_budget = 0) const noexcept {
        for (std::size_t i = 0; steps != nullptr && i < capacity; ++i) steps[i].size = sizeof *steps;
        std::size_t count = 0;
        const status code = detail::from_c(
            sudoku_rules_explain(handle_, givens, nullptr, scale, guess_budget, steps, capacity, &count));
        const bool counted = code == status::ok || code == status::techniques_exhausted ||
                             code == status::capacity_too_small;
        return {code, counted ? count : 0};
    }

    /**
     * The path's sentences, one line a step, into `text` of `capacity`
     * bytes (sudoku_rules_explain_text); `step_limit` steps from the
     * start, 0 for all.
     */
    [[nodiscard]] variant_length_result explain_text(const std::uint8_t* givens, char* text, std::size_t capacity,
                                                     std::int32_t scale = SUDOKU_SCALE_UNRATED,
                                                     std::uint64_t guess_budget = 0,
                                                     std::size_t step_limit = 0) const noexcept {
        std::size_t length = 0;
        const status code = detail::from_c(sudoku_rules_explain_text(handle_, givens, nullptr, scale, guess_budget,
                                                                     step_limit, text, capacity, &length));
        const bool counted = code == status::ok || code == status::techniques_exhausted ||
                             code == status::capacity_too_small;
        return {code, counted ? length : 0};
    }

    /**
     * The rule set with `values` (cells() values, or nullptr for none) as
     * text, without a NUL (sudoku_rules_to_text): `format` SUDOKU_RULES_TEXT_FPUZZLES
     * or SUDOKU_RULES_TEXT_COMPACT.
     */
    [[nodiscard]] variant_length_result to_text(const std::uint8_t* values, std::uint32_t format, char* text,
                                                std::size_t capacity) const noexcept {
        std::size_t length = 0;
        const status code = detail::from_c(sudoku_rules_to_text(handle_, values, format, text, capacity, &length));
        const bool counted = code == status::ok || code == status::capacity_too_small;
        return {code, counted ? length : 0};
    }

    /**
     * Solves `count` records of cells() values in place on several threads
     * (sudoku_rules_solve_batch): record i becomes its solution when
     * `statuses[i]` is ok. The same results for any `threads` (0: all cores).
     *
     * @return the number solved.
     */
    std::size_t solve_batch(std::uint8_t* grids, std::size_t count, status* statuses,
                            std::uint64_t guess_budget = 0, std::uint32_t threads = 0) const noexcept {
        if (handle_ == nullptr || grids == nullptr || statuses == nullptr) return 0;
        const std::size_t n = cells();
        return detail::in_chunks(statuses, count, [&](std::size_t start, std::size_t chunk, sudoku_status* out) {
            return sudoku_rules_solve_batch(handle_, grids + start * n, chunk, guess_budget, out, threads);
        });
    }

    /**
     * Counts `count` records up to `limit` on several threads
     * (sudoku_rules_count_batch); `solutions[i]` is written when
     * `statuses[i]` is ok.
     *
     * @return the number counted.
     */
    std::size_t count_batch(const std::uint8_t* grids, std::size_t count, std::uint32_t* solutions,
                            status* statuses, std::uint32_t limit = 2, std::uint64_t guess_budget = 0,
                            std::uint32_t threads = 0) const noexcept {
        if (handle_ == nullptr || grids == nullptr || solutions == nullptr || statuses == nullptr) return 0;
        const std::size_t n = cells();
        return detail::in_chunks(statuses, count, [&](std::size_t start, std::size_t chunk, sudoku_status* out) {
            return sudoku_rules_count_batch(handle_, grids + start * n, chunk, limit, guess_budget,
                                            solutions + start, out, threads);
        });
    }

private:
    variant_rating_result rate_puzzle(const std::uint8_t* givens, const std::uint32_t* candidates,
                                      std::int32_t scale, std::uint64_t guess_budget) const noexcept {
        variant_rating_result result{status::ok, {}};
        result.rating.size = sizeof result.rating;
        result.code = detail::from_c(
            sudoku_rules_rate(handle_, givens, candidates, scale, guess_budget, &result.rating));
        return result;
    }

    sudoku_rules* handle_ = nullptr;
};

/** A rule set and its givens, or the error that names what and where. */
struct rules_result {
    rules value;        ///< The rule set on success.
    variant_grid givens; ///< Its givens (from_text), N*N values.
    rules_error error;  ///< error.code is status::ok on success.

    explicit operator bool() const noexcept { return error.code == status::ok; }
};

inline rules_result rules::from_text(std::string_view text) noexcept {
    rules_result result;
    sudoku_rules* handle = nullptr;
    sudoku_rules_error raw = detail::new_c_error();
    const sudoku_status code = sudoku_rules_from_text(text.data(), text.size(), &handle,
                                                      result.givens.data(), max_variant_cells, &raw);
    result.error = detail::rules_error_of(raw);
    result.error.code = detail::from_c(code);
    if (code == SUDOKU_OK) {
        result.value = rules(handle);
        result.givens.size = result.value.cells();
    }
    return result;
}

/** sudoku_rules_generate_options_default(): change fields, then pass it to generate_variant. */
[[nodiscard]] inline sudoku_rules_generate_options generate_variant_options() noexcept {
    return sudoku_rules_generate_options_default();
}

/**
 * Generates a puzzle with exactly one solution on `on`'s rules (Python's
 * generate_variant), with the cages, regions, dots or lines `options`
 * asks for made from its seed, and writes it as text (`format`
 * SUDOKU_RULES_TEXT_FPUZZLES or SUDOKU_RULES_TEXT_COMPACT), which
 * rules::from_text reads back. `options` nullptr: the defaults. The same
 * seed and options give the same puzzle, so a call refused with
 * capacity_too_small can be repeated with `length` bytes.
 */
[[nodiscard]] inline variant_generated_result generate_variant(const rules& on, char* text, std::size_t capacity,
                                                               const sudoku_rules_generate_options* options = nullptr,
                                                               std::uint32_t format = SUDOKU_RULES_TEXT_FPUZZLES) noexcept {
    variant_generated_result result{status::ok, 0, {}, {}, {}};
    result.generated.size = sizeof result.generated;
    std::size_t length = 0;
    char none = 0; // sudoku_rules_generate takes no NULL text, even to ask the length.
    result.code = detail::from_c(sudoku_rules_generate_ex(on.get(), options, format, text != nullptr ? text : &none,
                                                          text != nullptr ? capacity : 0, &length,
                                                          result.puzzle.data(), result.solution.data(),
                                                          &result.generated));
    if (result.code == status::ok || result.code == status::capacity_too_small) result.length = length;
    if (result.code == status::ok) result.puzzle.size = result.solution.size = on.cells();
    return result;
}

/**
 * Builds a rule set call by call (sudoku_rules_builder). Each add_* gives
 * the call's status; the builder is unchanged by a refused one and may build
 * again. Cells are row * N + column, from 0.
 */
class rules_builder {
public:
    /** An N x N grid with boxes of box_rows x box_cols (0, 0: the size's default);
     * status() tells whether the size was taken. */
    explicit rules_builder(std::uint32_t size, std::uint32_t box_rows = 0, std::uint32_t box_cols = 0) noexcept
        : status_(detail::from_c(sudoku_rules_builder_new(size, box_rows, box_cols, &handle_))) {}
    rules_builder(const rules_builder&) = delete;
    rules_builder& operator=(const rules_builder&) = delete;
    rules_builder(rules_builder&& other) noexcept : handle_(other.handle_), status_(other.status_) {
        other.handle_ = nullptr;
    }
    rules_builder& operator=(rules_builder&&) = delete;
    ~rules_builder() { sudoku_rules_builder_free(handle_); }

    /** ok when the size and boxes were taken; invalid_rules otherwise. */
    [[nodiscard]] sudoku::status status() const noexcept { return status_; }

    /** A jigsaw region of N cells; regions added replace the boxes. */
    [[nodiscard]] sudoku::status add_region(const std::uint16_t* cell_list, std::size_t count) noexcept {
        return detail::from_c(sudoku_rules_builder_add_region(handle_, cell_list, count));
    }
    /** A region of at most N cells whose digits differ. */
    [[nodiscard]] sudoku::status add_extra_region(const std::uint16_t* cell_list, std::size_t count) noexcept {
        return detail::from_c(sudoku_rules_builder_add_extra_region(handle_, cell_list, count));
    }
    /** A killer cage: distinct digits adding up to `sum` (0: none). */
    [[nodiscard]] sudoku::status add_cage(const std::uint16_t* cell_list, std::size_t count, std::uint32_t sum = 0) noexcept {
        return detail::from_c(sudoku_rules_builder_add_cage(handle_, cell_list, count, sum));
    }
    /** A thermometer from its bulb, strictly increasing. */
    [[nodiscard]] sudoku::status add_thermometer(const std::uint16_t* cell_list, std::size_t count) noexcept {
        return detail::from_c(sudoku_rules_builder_add_thermometer(handle_, cell_list, count));
    }
    /** A kropki dot between cells a and b (value 0: the colour's default). */
    [[nodiscard]] sudoku::status add_dot(dot_colour colour, std::uint16_t a, std::uint16_t b,
                                         std::uint32_t value = 0) noexcept {
        return detail::from_c(
            sudoku_rules_builder_add_dot(handle_, static_cast<std::uint32_t>(colour), a, b, value));
    }
    /** Extra houses and neighbour rules. */
    [[nodiscard]] sudoku::status add_flags(rule_flag flags) noexcept {
        return detail::from_c(sudoku_rules_builder_add_flags(handle_, static_cast<std::uint32_t>(flags)));
    }

    /** The rule set, validated before any search; `error` names the rule on failure. */
    [[nodiscard]] rules_result build() const noexcept {
        rules_result result;
        sudoku_rules* handle = nullptr;
        sudoku_rules_error raw = detail::new_c_error();
        const sudoku_status code = sudoku_rules_build(handle_, &handle, &raw);
        result.error = detail::rules_error_of(raw);
        result.error.code = detail::from_c(code);
        if (code == SUDOKU_OK) {
            result.value = rules(handle);
            result.givens.size = result.value.cells();
        }
        return result;
    }

private:
    sudoku_rules_builder* handle_ = nullptr;
    sudoku::status status_;
};

}  // namespace sudoku

#endif  // SUDOKU_RULES_HPP
