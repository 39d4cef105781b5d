// Tests include/sudoku.hpp, the C++17 wrapper: every function and overload
// (solving, the logic engine, the generator), success and error statuses,
// against the real library. Built twice by
// scripts/check-cpp-wrapper.sh: with exceptions, and with -fno-exceptions
// (and SUDOKU_TEST_NO_EXCEPTIONS defined, so the test can confirm the flag
// took effect).

#include "sudoku.hpp"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace {

int passed = 0;
int failed = 0;

void check_impl(bool ok, const char* what, int line) {
    if (ok) {
        ++passed;
    } else {
        ++failed;
        std::printf("FAILED line %d: %s\n", line, what);
    }
}

#define CHECK(cond) check_impl(static_cast<bool>(cond), #cond, __LINE__)

using sudoku::grid;
using sudoku::status;

// Puzzles and answers from examples/puzzles.txt and examples/puzzles.expected.
constexpr std::string_view easy =
    "...8..9.69.5.1..4.24.3.7...612....9353....6.4..87...1...425...13...6..7.829..3...";
constexpr std::string_view easy_solution =
    "173845926985612347246397158612584793537921684498736512764259831351468279829173465";
constexpr std::string_view zeros =
    "900073100021940070500000600008600900006024305750008002300000801080017050002050004";
constexpr std::string_view zeros_solution =
    "964573128821946573537281649248635917196724385753198462375462891489317256612859734";
// One of the "hardest known for backtracking" examples: hundreds of guesses
// with the current solver. The budget tests use however many it reports.
constexpr std::string_view hard =
    ".....6.....1.2...3.3.8...7...6.....5.5.3..7..2....1.......9..4...5...98..9.4....7";
constexpr std::string_view hard_solution =
    "587936214961724853432815679316287495854369721279541368723198546145673982698452137";
constexpr std::string_view blank =
    ".................................................................................";
constexpr std::string_view unsolvable =
    "..............1..2..3....45....4.1...1.....6.2..3..7....4...9.3..8..6....6.......";
// Two 5s in cells 0 and 1: the later one, 1, is reported.
constexpr std::string_view conflicting =
    "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
// An 'a' in the last cell, 80.
constexpr std::string_view bad_char =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7a";

grid to_grid(std::string_view text) {
    grid g{};
    for (std::size_t i = 0; i < g.size() && i < text.size(); ++i) {
        g[i] = text[i];
    }
    return g;
}

std::string_view view(const grid& g) { return std::string_view(g.data(), g.size()); }

bool all_dots(const grid& g) { return view(g) == blank; }

// An independent check: rows, columns and boxes each hold 1-9 once, and the
// givens of `puzzle` are kept.
bool valid_solution(std::string_view puzzle, const grid& solution) {
    for (std::size_t i = 0; i < 81; ++i) {
        if (solution[i] < '1' || solution[i] > '9') return false;
        if (puzzle[i] >= '1' && puzzle[i] <= '9' && puzzle[i] != solution[i]) return false;
    }
    for (int unit = 0; unit < 9; ++unit) {
        bool row[10] = {}, col[10] = {}, box[10] = {};
        for (int i = 0; i < 9; ++i) {
            int r = solution[unit * 9 + i] - '0';
            int c = solution[i * 9 + unit] - '0';
            int b = solution[(unit / 3 * 3 + i / 3) * 9 + unit % 3 * 3 + i % 3] - '0';
            if (row[r] || col[c] || box[b]) return false;
            row[r] = col[c] = box[b] = true;
        }
    }
    return true;
}

// --- compile-time properties ------------------------------------------------

static_assert(std::is_same_v<std::underlying_type_t<status>, std::int32_t>);
static_assert(std::is_same_v<std::underlying_type_t<sudoku::mode>, std::int32_t>);
static_assert(sizeof(grid) == 81);
static_assert(sudoku::cells == 81);
static_assert(static_cast<int>(sudoku::mode::unique) == SUDOKU_MODE_UNIQUE);
static_assert(static_cast<int>(sudoku::mode::first) == SUDOKU_MODE_FIRST);
// Results convert to bool only explicitly (no accidental `int x = result`).
static_assert(!std::is_convertible_v<sudoku::grid_result, bool>);
static_assert(std::is_constructible_v<bool, sudoku::grid_result>);
static_assert(!std::is_convertible_v<sudoku::check_result, bool>);
static_assert(!std::is_convertible_v<sudoku::count_result, bool>);
static_assert(!std::is_convertible_v<sudoku::solve_report, bool>);
static_assert(!std::is_convertible_v<sudoku::batch_result, bool>);

// Every function and overload is noexcept. (std::declval is itself
// noexcept, so only the wrapper call is judged.)
static_assert(noexcept(sudoku::to_string(status::ok)));
static_assert(noexcept(sudoku::solve(std::declval<const grid&>())));
static_assert(noexcept(sudoku::solve(std::string_view())));
static_assert(noexcept(sudoku::solve_ex(std::declval<const grid&>())));
static_assert(noexcept(sudoku::solve_ex(std::declval<const grid&>(), sudoku::options{})));
static_assert(noexcept(sudoku::solve_ex(std::string_view())));
static_assert(noexcept(sudoku::solve_ex(std::string_view(), sudoku::options{})));
static_assert(noexcept(sudoku::check(std::declval<const grid&>())));
static_assert(noexcept(sudoku::check(std::string_view())));
static_assert(noexcept(sudoku::count_solutions(std::declval<const grid&>())));
static_assert(noexcept(sudoku::count_solutions(std::declval<const grid&>(), 3)));
static_assert(noexcept(sudoku::count_solutions(std::string_view())));
static_assert(noexcept(sudoku::count_solutions(std::string_view(), 3)));
static_assert(noexcept(sudoku::parse(std::string_view())));
static_assert(noexcept(sudoku::solve_batch(nullptr, nullptr, 0)));
static_assert(noexcept(sudoku::solve_batch(nullptr, nullptr, 0, 1)));
static_assert(noexcept(sudoku::solve_batch(std::declval<std::vector<grid>&>(), std::declval<std::vector<status>&>())));
static_assert(noexcept(sudoku::solve_batch(std::declval<std::vector<grid>&>(), std::declval<std::vector<status>&>(), 1)));
static_assert(noexcept(sudoku::solve_batch(nullptr, nullptr, 0, 1, sudoku::options{})));
static_assert(noexcept(sudoku::count_solutions(std::declval<const grid&>(), 3, 100)));
static_assert(noexcept(sudoku::candidates(std::declval<const grid&>())));
static_assert(noexcept(sudoku::candidates(std::string_view())));
static_assert(noexcept(sudoku::true_candidates(std::declval<const grid&>(), 5)));
static_assert(noexcept(sudoku::true_candidates(std::string_view())));
static_assert(noexcept(sudoku::hint(std::declval<const grid&>())));
static_assert(noexcept(sudoku::hint_at_level(std::declval<const grid&>(), 1)));
static_assert(noexcept(sudoku::hint(std::string_view(), 3)));
static_assert(noexcept(sudoku::hint(std::declval<const grid&>(), std::declval<const grid&>())));
static_assert(noexcept(sudoku::hint(std::declval<const grid&>(), std::declval<const grid&>(),
                                    std::declval<const sudoku::masks&>(), 1)));
static_assert(noexcept(sudoku::text(std::declval<const sudoku::step&>())));
static_assert(noexcept(sudoku::technique_name(0)));
static_assert(noexcept(sudoku::rate(std::declval<const grid&>(), 1)));
static_assert(noexcept(sudoku::rate(std::string_view())));
static_assert(noexcept(sudoku::explain(std::declval<const grid&>(), nullptr, 0)));
static_assert(noexcept(sudoku::explain(std::declval<const grid&>(), std::declval<std::vector<sudoku::step>&>(), 1)));
static_assert(noexcept(sudoku::generate()));
static_assert(noexcept(sudoku::generate(sudoku::generate_options{})));
static_assert(noexcept(sudoku::random_solution(1)));
static_assert(noexcept(sudoku::generate_batch(sudoku::generate_options{}, nullptr, nullptr, 0)));
static_assert(noexcept(sudoku::generate_batch(sudoku::generate_options{}, std::declval<std::vector<grid>&>(),
                                              std::declval<std::vector<status>&>(), 2)));
static_assert(!std::is_convertible_v<sudoku::candidates_result, bool>);
static_assert(!std::is_convertible_v<sudoku::hint_result, bool>);
static_assert(!std::is_convertible_v<sudoku::rating_result, bool>);
static_assert(!std::is_convertible_v<sudoku::explain_result, bool>);
static_assert(!std::is_convertible_v<sudoku::generate_result, bool>);
static_assert(!std::is_convertible_v<sudoku::generate_batch_result, bool>);
static_assert(sizeof(sudoku::step) == sizeof(sudoku_step));
static_assert(static_cast<int>(sudoku::step_kind::placement) == SUDOKU_STEP_PLACEMENT);
static_assert(static_cast<int>(sudoku::step_kind::missing_candidate) == SUDOKU_STEP_MISSING_CANDIDATE);
static_assert(static_cast<std::uint32_t>(sudoku::symmetry::full) == SUDOKU_SYMMETRY_FULL);
static_assert(static_cast<std::uint32_t>(sudoku::symmetry::rotate_180) == SUDOKU_SYMMETRY_ROTATE_180);
static_assert(sudoku::max_steps == 729);
static_assert(noexcept(sudoku::version()));
static_assert(noexcept(static_cast<bool>(std::declval<sudoku::grid_result>())));

// --- run-time tests -----------------------------------------------------------

void test_build_mode() {
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
    constexpr bool exceptions = true;
#else
    constexpr bool exceptions = false;
#endif
#ifdef SUDOKU_TEST_NO_EXCEPTIONS
    CHECK(!exceptions);
#else
    CHECK(exceptions);
#endif
}

void test_status() {
    // Every code of sudoku.h, in order: the enumerators mirror 0-19 exactly.
    const std::pair<status, int> all[] = {
        {status::ok, SUDOKU_OK},
        {status::null_pointer, SUDOKU_NULL_POINTER},
        {status::invalid_character, SUDOKU_INVALID_CHARACTER},
        {status::conflicting_givens, SUDOKU_CONFLICTING_GIVENS},
        {status::no_solution, SUDOKU_NO_SOLUTION},
        {status::multiple_solutions, SUDOKU_MULTIPLE_SOLUTIONS},
        {status::internal_error, SUDOKU_INTERNAL_ERROR},
        {status::budget_exhausted, SUDOKU_BUDGET_EXHAUSTED},
        {status::invalid_length, SUDOKU_INVALID_LENGTH},
        {status::invalid_argument, SUDOKU_INVALID_ARGUMENT},
        {status::techniques_exhausted, SUDOKU_TECHNIQUES_EXHAUSTED},
        {status::current_contradicts_puzzle, SUDOKU_CURRENT_CONTRADICTS_PUZZLE},
        {status::invalid_candidates, SUDOKU_INVALID_CANDIDATES},
        {status::capacity_too_small, SUDOKU_CAPACITY_TOO_SMALL},
        {status::already_solved, SUDOKU_ALREADY_SOLVED},
        {status::unknown_symmetry, SUDOKU_UNKNOWN_SYMMETRY},
        {status::min_above_max, SUDOKU_MIN_ABOVE_MAX},
        {status::invalid_pattern, SUDOKU_INVALID_PATTERN},
        {status::pattern_breaks_symmetry, SUDOKU_PATTERN_BREAKS_SYMMETRY},
        {status::pattern_outside_given_bounds, SUDOKU_PATTERN_OUTSIDE_GIVEN_BOUNDS},
        {status::parse_error, SUDOKU_PARSE_ERROR},
        {status::unsupported_rule, SUDOKU_UNSUPPORTED_RULE},
        {status::invalid_rules, SUDOKU_INVALID_RULES},
        {status::unsatisfiable_rules, SUDOKU_UNSATISFIABLE_RULES},
        {status::invalid_value, SUDOKU_INVALID_VALUE},
        {status::grid_breaks_rule, SUDOKU_GRID_BREAKS_RULE},
        {status::symmetry_breaks_rules, SUDOKU_SYMMETRY_BREAKS_RULES},
        {status::invalid_layout, SUDOKU_INVALID_LAYOUT},
        {status::not_rated, SUDOKU_NOT_RATED},
        {status::not_teachable, SUDOKU_NOT_TEACHABLE},
        {status::rules_not_on_scale, SUDOKU_RULES_NOT_ON_SCALE},
    };
    int expected = 0;
    for (const auto& [code, c_code] : all) {
        CHECK(static_cast<int>(code) == c_code);
        CHECK(c_code == expected);
        ++expected;
        // The text is the library's, and each code has a real one.
        CHECK(std::strcmp(sudoku::to_string(code), sudoku_status_str(c_code)) == 0);
        CHECK(std::strcmp(sudoku::to_string(code), "unknown status") != 0);
    }
    // The library knows no code past the last enumerator: a new C code makes
    // this fail until the wrapper mirrors it.
    CHECK(std::strcmp(sudoku_status_str(expected), "unknown status") == 0);
    CHECK(std::strcmp(sudoku::to_string(static_cast<status>(expected)), "unknown status") == 0);
    CHECK(std::strcmp(sudoku::to_string(static_cast<status>(-1)), "unknown status") == 0);
    CHECK(std::strcmp(sudoku::to_string(status::ok), "success") == 0);
}

void test_version() {
    CHECK(sudoku::version() == sudoku::header_version);
    CHECK(sudoku::version() == SUDOKU_VERSION_STRING);
    CHECK(sudoku::header_version ==
          std::to_string(SUDOKU_VERSION_MAJOR) + "." + std::to_string(SUDOKU_VERSION_MINOR) + "." +
              std::to_string(SUDOKU_VERSION_PATCH));
}

void test_solve() {
    // std::array overload.
    const grid puzzle = to_grid(easy);
    auto r = sudoku::solve(puzzle);
    CHECK(r);
    CHECK(r.code == status::ok);
    CHECK(view(r.cells) == easy_solution);
    CHECK(view(puzzle) == easy);  // the argument is not modified

    // string_view overload, '0' for empty cells, and a string literal.
    r = sudoku::solve(zeros);
    CHECK(r && view(r.cells) == zeros_solution);
    r = sudoku::solve("...8..9.69.5.1..4.24.3.7...612....9353....6.4..87...1...425...13...6..7.829..3...");
    CHECK(r && view(r.cells) == easy_solution);
    r = sudoku::solve(std::string(hard));
    CHECK(r && view(r.cells) == hard_solution);

    // Failures leave the puzzle as it was.
    r = sudoku::solve(blank);
    CHECK(!r);
    CHECK(r.code == status::multiple_solutions);
    CHECK(view(r.cells) == blank);
    r = sudoku::solve(to_grid(unsolvable));
    CHECK(r.code == status::no_solution && view(r.cells) == unsolvable);
    r = sudoku::solve(conflicting);
    CHECK(r.code == status::conflicting_givens && view(r.cells) == conflicting);
    r = sudoku::solve(to_grid(bad_char));
    CHECK(r.code == status::invalid_character && view(r.cells) == bad_char);

    // Wrong lengths never reach the library.
    r = sudoku::solve(easy.substr(0, 80));
    CHECK(r.code == status::invalid_length && all_dots(r.cells));
    r = sudoku::solve(std::string(easy) + ".");
    CHECK(r.code == status::invalid_length);
    r = sudoku::solve(std::string_view());
    CHECK(r.code == status::invalid_length && !r);
}

void test_solve_ex() {
    // Defaults: as solve, with a report.
    auto r = sudoku::solve_ex(to_grid(easy));
    CHECK(r && view(r.cells) == easy_solution);
    CHECK(r.solutions == 1 && r.cell == -1);
    r = sudoku::solve_ex(easy);
    CHECK(r && view(r.cells) == easy_solution);

    // Unique mode refuses several solutions; first mode fills one in.
    r = sudoku::solve_ex(blank, sudoku::options{sudoku::mode::unique, 0});
    CHECK(r.code == status::multiple_solutions && r.solutions == 2 && view(r.cells) == blank);
    sudoku::options first;
    first.mode = sudoku::mode::first;
    r = sudoku::solve_ex(to_grid(blank), first);
    CHECK(r && r.solutions == 1 && valid_solution(blank, r.cells));

    // Guess budget, relative to the guesses the solver reports it needs (the
    // search is deterministic): one fewer runs out, exactly that many is
    // enough. Needs at least 2, as a budget of 0 means no limit.
    r = sudoku::solve_ex(hard);
    CHECK(r && view(r.cells) == hard_solution);
    CHECK(r.guesses >= 2);
    const std::uint64_t needed = r.guesses;
    sudoku::options tight;
    tight.guess_budget = needed - 1;
    r = sudoku::solve_ex(hard, tight);
    CHECK(r.code == status::budget_exhausted && view(r.cells) == hard);
    CHECK(r.guesses <= needed);
    r = sudoku::solve_ex(to_grid(hard), sudoku::options{sudoku::mode::unique, needed});
    CHECK(r && view(r.cells) == hard_solution && r.guesses == needed);

    // Errors, with the offending cell where there is one.
    r = sudoku::solve_ex(conflicting);
    CHECK(r.code == status::conflicting_givens && r.cell == 1 && r.solutions == 0);
    r = sudoku::solve_ex(to_grid(bad_char));
    CHECK(r.code == status::invalid_character && r.cell == 80);
    r = sudoku::solve_ex(unsolvable);
    CHECK(r.code == status::no_solution && r.solutions == 0 && r.cell == -1);
    r = sudoku::solve_ex(easy, sudoku::options{static_cast<sudoku::mode>(7), 0});
    CHECK(r.code == status::invalid_argument && view(r.cells) == easy);
    r = sudoku::solve_ex(easy.substr(1));
    CHECK(r.code == status::invalid_length && r.cell == -1 && all_dots(r.cells));
    r = sudoku::solve_ex(std::string_view(), first);
    CHECK(r.code == status::invalid_length);
}

void test_check() {
    auto c = sudoku::check(to_grid(easy));
    CHECK(c && c.code == status::ok && c.cell == -1);
    c = sudoku::check(blank);  // well formed, even though not uniquely solvable
    CHECK(c && c.cell == -1);
    c = sudoku::check(unsolvable);  // check does not search
    CHECK(c);
    c = sudoku::check(conflicting);
    CHECK(!c && c.code == status::conflicting_givens && c.cell == 1);
    c = sudoku::check(to_grid(bad_char));
    CHECK(c.code == status::invalid_character && c.cell == 80);
    c = sudoku::check(easy.substr(0, 9));
    CHECK(c.code == status::invalid_length && c.cell == -1);
    c = sudoku::check(std::string_view());
    CHECK(c.code == status::invalid_length);
}

void test_count_solutions() {
    auto n = sudoku::count_solutions(to_grid(easy));
    CHECK(n && n.count == 1);
    n = sudoku::count_solutions(easy, 10);
    CHECK(n && n.count == 1);
    n = sudoku::count_solutions(blank);  // default limit 2
    CHECK(n && n.count == 2);
    n = sudoku::count_solutions(to_grid(blank), 5);
    CHECK(n && n.count == 5);
    n = sudoku::count_solutions(unsolvable);
    CHECK(n && n.count == 0);  // ok, with nothing found
    n = sudoku::count_solutions(easy, 0);
    CHECK(!n && n.code == status::invalid_argument && n.count == 0);
    n = sudoku::count_solutions(conflicting, 2);
    CHECK(n.code == status::conflicting_givens && n.count == 0);
    n = sudoku::count_solutions(to_grid(bad_char));
    CHECK(n.code == status::invalid_character);
    n = sudoku::count_solutions(std::string(easy) + "1", 2);
    CHECK(n.code == status::invalid_length && n.count == 0);
}

void test_parse() {
    auto p = sudoku::parse(easy);
    CHECK(p && view(p.cells) == easy);
    p = sudoku::parse(zeros);  // '0' becomes '.'
    CHECK(p && sudoku::solve(p.cells) && p.cells[1] == '.' && p.cells[0] == '9');

    // Nine lines of nine.
    std::string lines;
    for (std::size_t row = 0; row < 9; ++row) {
        lines.append(easy.substr(row * 9, 9));
        lines.push_back('\n');
    }
    p = sudoku::parse(lines);
    CHECK(p && view(p.cells) == easy);

    // A boxed layout with other empty-cell marks.
    const char* boxed =
        "+-------+-------+-------+\n"
        "| _ _ _ | 8 _ _ | 9 _ 6 |\n"
        "| 9 _ 5 | _ 1 _ | _ 4 _ |\n"
        "| 2 4 _ | 3 _ 7 | _ _ _ |\n"
        "+-------+-------+-------+\n"
        "| 6 1 2 | _ _ _ | _ 9 3 |\n"
        "| 5 3 _ | _ _ _ | 6 _ 4 |\n"
        "| x x 8 | 7 x x | x 1 x |\n"
        "+-------+-------+-------+\n"
        "| * * 4 | 2 5 * | * * 1 |\n"
        "| 3 . . | . 6 . | . 7 . |\n"
        "| 8 2 9 | . . 3 | . . . |\n"
        "+-------+-------+-------+\n";
    p = sudoku::parse(boxed);
    CHECK(p && view(p.cells) == easy);

    // Parsed text is not checked for conflicts.
    p = sudoku::parse(conflicting);
    CHECK(p && !sudoku::check(p.cells));

    p = sudoku::parse(bad_char);
    CHECK(!p && p.code == status::invalid_character && all_dots(p.cells));
    p = sudoku::parse(easy.substr(0, 80));
    CHECK(p.code == status::invalid_length && all_dots(p.cells));
    p = sudoku::parse(lines + "1");
    CHECK(p.code == status::invalid_length);
    // Empty text, including a view with a null data(): a length error, not
    // the C function's NULL_POINTER.
    p = sudoku::parse(std::string_view());
    CHECK(p.code == status::invalid_length);
    p = sudoku::parse("");
    CHECK(p.code == status::invalid_length);
}

void test_solve_batch() {
    // More grids than one chunk of the wrapper's status buffer (1024), and
    // enough for the library to use several threads.
    const std::string_view kinds[] = {easy, blank, zeros, conflicting, unsolvable, bad_char, hard};
    const status expected[] = {status::ok, status::multiple_solutions, status::ok,
                               status::conflicting_givens, status::no_solution,
                               status::invalid_character, status::ok};
    const std::size_t count = 2500;
    std::vector<grid> grids(count);
    for (std::size_t i = 0; i < count; ++i) grids[i] = to_grid(kinds[i % 7]);
    std::size_t want_solved = 0;
    for (std::size_t i = 0; i < count; ++i) want_solved += expected[i % 7] == status::ok;

    for (std::uint32_t threads : {0u, 1u, 3u}) {
        std::vector<grid> work = grids;
        std::vector<status> statuses(count, status::internal_error);
        auto b = sudoku::solve_batch(work, statuses, threads);
        CHECK(b && b.code == status::ok && b.solved == want_solved);
        bool all_match = true;
        for (std::size_t i = 0; i < count; ++i) {
            // Each grid ends as solve() leaves it.
            auto single = sudoku::solve(grids[i]);
            all_match = all_match && statuses[i] == expected[i % 7] && statuses[i] == single.code &&
                        work[i] == single.cells;
        }
        CHECK(all_match);
    }

    // Pointer + size overload, on part of an array.
    grid some[3] = {to_grid(easy), to_grid(blank), to_grid(zeros)};
    status st[3] = {status::internal_error, status::internal_error, status::internal_error};
    auto b = sudoku::solve_batch(some, st, 2);
    CHECK(b && b.solved == 1);
    CHECK(st[0] == status::ok && view(some[0]) == easy_solution);
    CHECK(st[1] == status::multiple_solutions && view(some[1]) == blank);
    CHECK(st[2] == status::internal_error && view(some[2]) == zeros);  // past count: untouched
    b = sudoku::solve_batch(some + 2, st + 2, 1, 1);
    CHECK(b && b.solved == 1 && st[2] == status::ok && view(some[2]) == zeros_solution);

    // Errors touch nothing.
    some[0] = to_grid(easy);
    st[0] = status::internal_error;
    b = sudoku::solve_batch(nullptr, st, 1);
    CHECK(!b && b.code == status::null_pointer && b.solved == 0 && st[0] == status::internal_error);
    b = sudoku::solve_batch(some, nullptr, 1);
    CHECK(b.code == status::null_pointer && view(some[0]) == easy);
    b = sudoku::solve_batch(some, st, static_cast<std::size_t>(-1));
    CHECK(b.code == status::invalid_argument && view(some[0]) == easy && st[0] == status::internal_error);
    b = sudoku::solve_batch(nullptr, nullptr, 0);
    CHECK(b && b.solved == 0);  // an empty batch is fine

    std::vector<grid> vgrids{to_grid(easy), to_grid(zeros)};
    std::vector<status> too_few(1, status::internal_error);
    b = sudoku::solve_batch(vgrids, too_few);
    CHECK(b.code == status::invalid_argument && view(vgrids[0]) == easy && too_few[0] == status::internal_error);
    std::vector<grid> none;
    std::vector<status> no_statuses;
    b = sudoku::solve_batch(none, no_statuses);
    CHECK(b && b.solved == 0);
}

// ---- the budgets of count_solutions and solve_batch --------------------------

void test_budgets() {
    auto n = sudoku::count_solutions(hard, 2, 0);
    CHECK(n && n.count == 1 && n.guesses >= 2);
    const std::uint64_t needed = n.guesses;
    n = sudoku::count_solutions(hard, 2, needed - 1);
    CHECK(n.code == status::budget_exhausted && n.count == 0);
    n = sudoku::count_solutions(to_grid(hard), 2, needed);
    CHECK(n && n.count == 1 && n.guesses == needed);

    std::vector<grid> grids{to_grid(hard), to_grid(easy), to_grid(blank)};
    std::vector<status> statuses(3, status::internal_error);
    auto b = sudoku::solve_batch(grids, statuses, 1, sudoku::options{sudoku::mode::unique, 1});
    CHECK(b && b.solved == 1);
    CHECK(statuses[0] == status::budget_exhausted && view(grids[0]) == hard);
    CHECK(statuses[1] == status::ok && view(grids[1]) == easy_solution);
    b = sudoku::solve_batch(grids, statuses, 2, sudoku::options{sudoku::mode::first, 0});
    CHECK(b && b.solved == 3 && valid_solution(blank, grids[2]));
    b = sudoku::solve_batch(grids, statuses, 1, sudoku::options{static_cast<sudoku::mode>(9), 0});
    CHECK(b && b.solved == 0 && statuses[0] == status::invalid_argument);
}

// ---- the logic engine ----------------------------------------------------------

constexpr std::string_view classic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view classic_solution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// The techniques of this version stop on it (it needs chains).
constexpr std::string_view needs_chains =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

void test_candidates() {
    auto c = sudoku::candidates(classic);
    CHECK(c && c.candidates[0] == 1u << 4);                       // a given 5
    CHECK(c.candidates[2] == ((1u << 0) | (1u << 1) | (1u << 3))); // 1, 2 or 4
    auto t = sudoku::true_candidates(to_grid(classic));
    bool is_solution = static_cast<bool>(t);
    for (std::size_t i = 0; i < 81; ++i) {
        is_solution = is_solution && t.candidates[i] == 1u << (classic_solution[i] - '1');
    }
    CHECK(is_solution);
    t = sudoku::true_candidates(blank);
    CHECK(t && t.candidates[40] == 0x1FF);
    CHECK(sudoku::true_candidates(unsolvable).code == status::no_solution);
    CHECK(sudoku::true_candidates(needs_chains, 1).code == status::budget_exhausted);
    CHECK(sudoku::candidates(conflicting).code == status::conflicting_givens);
    CHECK(sudoku::candidates(classic.substr(1)).code == status::invalid_length);
}

void test_hint() {
    auto h = sudoku::hint(classic);
    CHECK(h && h.hint.what() == sudoku::step_kind::placement);
    CHECK(h.hint.size == sizeof(sudoku_step));
    CHECK(h.hint.technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX);
    CHECK(classic_solution[h.hint.cell] == '0' + h.hint.digit);
    auto t = sudoku::text(h.hint);
    CHECK(t.length > 20 && t.text().substr(0, 20) == "Hidden single in box");
    CHECK(sudoku::technique_name(h.hint.technique) == "Hidden single in a box");
    CHECK(sudoku::technique_name(-3) == "unknown technique");

    // A player's wrong entry, then a missing pencil mark.
    grid current = to_grid(classic);
    current[2] = classic_solution[2] == '1' ? '2' : '1';
    h = sudoku::hint(to_grid(classic), current);
    CHECK(h && h.hint.what() == sudoku::step_kind::mistake && h.hint.cell == 2);
    auto marks = sudoku::candidates(classic).candidates;
    marks[2] &= static_cast<std::uint16_t>(~(1u << (classic_solution[2] - '1')));
    h = sudoku::hint(to_grid(classic), to_grid(classic), marks);
    CHECK(h && h.hint.what() == sudoku::step_kind::missing_candidate && h.hint.cell == 2);
    marks[2] = 0x200;
    CHECK(sudoku::hint(to_grid(classic), to_grid(classic), marks).code == status::invalid_candidates);
    current = to_grid(classic);
    current[0] = '.';
    h = sudoku::hint(to_grid(classic), current);
    CHECK(!h && h.code == status::current_contradicts_puzzle && h.hint.kind == 0);
    CHECK(sudoku::hint(to_grid(classic), to_grid(classic_solution)).code == status::already_solved);
    CHECK(sudoku::hint(blank).code == status::multiple_solutions);
    CHECK(sudoku::hint(needs_chains, 1).code == status::budget_exhausted);
    CHECK(sudoku::hint(classic.substr(3)).code == status::invalid_length);
    // Told vaguely first: the technique, then its house, then the whole step.
    auto vague = sudoku::hint_at_level(to_grid(classic), 1);
    CHECK(vague && vague.hint.technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX && vague.hint.cell == -1);
    CHECK(sudoku::text_at_level(vague.hint, 1).text() == "Look for: Hidden single in a box on digit 8.");
    auto where = sudoku::hint_at_level(to_grid(classic), 2);
    CHECK(where && sudoku::text_at_level(where.hint, 2).text() ==
                       "Hidden single in a box on digit 8, in box 2.");
    auto whole = sudoku::hint_at_level(to_grid(classic), 3);
    CHECK(whole && whole.hint.cell == sudoku::hint(classic).hint.cell);
    CHECK(sudoku::hint_at_level(to_grid(classic), 4).code == status::invalid_argument);
    CHECK(sudoku::text_at_level(vague.hint, 0).length == 0);
    // A step the library could not give has no sentence.
    sudoku::step made_up;
    made_up.kind = 42;
    CHECK(sudoku::text(made_up).length == 0 && sudoku::text(made_up).text().empty());
}

void test_rate_and_explain() {
    auto r = sudoku::rate(classic);
    CHECK(r && r.solved && r.er > 0 && r.ed > 0 && r.ep <= r.er && r.steps > 0);
    auto hard_rating = sudoku::rate(to_grid(needs_chains));
    CHECK(hard_rating && hard_rating.solved && hard_rating.er == 103);
    CHECK(sudoku::rate(needs_chains, 1).code == status::budget_exhausted);
    CHECK(sudoku::rate(blank).code == status::multiple_solutions);
    CHECK(sudoku::rate(unsolvable).code == status::no_solution);

    std::vector<sudoku::step> steps(sudoku::max_steps);
    auto e = sudoku::explain(to_grid(classic), steps);
    CHECK(e && e.count == r.steps);
    std::int32_t hardest = 0;
    for (std::size_t i = 0; i < e.count; ++i) {
        hardest = steps[i].difficulty > hardest ? steps[i].difficulty : hardest;
    }
    CHECK(hardest == r.er && steps[0].difficulty == r.ed);
    auto need = sudoku::explain(to_grid(classic), nullptr, 0);
    CHECK(need.code == status::capacity_too_small && need.count == r.steps);
    sudoku::step few[2];
    need = sudoku::explain(to_grid(classic), few, 2);
    CHECK(need.code == status::capacity_too_small && need.count == r.steps);
    CHECK(few[0].difficulty == steps[0].difficulty && few[1].cell == steps[1].cell);
    e = sudoku::explain(to_grid(needs_chains), steps);
    CHECK(e && e.count == hard_rating.steps);
    bool chain_written = false;
    for (std::size_t i = 0; i < e.count; ++i) {
        if (steps[i].link_count > 0) {
            chain_written = sudoku::text(steps[i]).text().find(" -> ") != std::string::npos;
            break;
        }
    }
    CHECK(chain_written);
    CHECK(sudoku::explain(to_grid(blank), steps).code == status::multiple_solutions);
    CHECK(sudoku::explain(to_grid(classic), nullptr, 3).code == status::null_pointer);
}

// ---- the generator ----------------------------------------------------------------

void test_generate() {
    auto g = sudoku::generate();
    CHECK(g && valid_solution(view(g.puzzle), g.solution));
    CHECK(view(g.puzzle) ==
          "..1.......7.41..3...67..1...3........841..........29842..3...7....6.9..8.68.7....");
    CHECK(sudoku::count_solutions(g.puzzle).count == 1);
    sudoku::generate_options opts;
    opts.seed = 99;
    opts.symmetry = sudoku::symmetry::rotate_180;
    g = sudoku::generate(opts);
    bool symmetric = static_cast<bool>(g);
    for (std::size_t i = 0; i < 81; ++i) {
        symmetric = symmetric && (g.puzzle[i] == '.') == (g.puzzle[80 - i] == '.');
    }
    CHECK(symmetric && sudoku::count_solutions(g.puzzle).count == 1);
    // A pattern from that puzzle's givens.
    grid pattern;
    for (std::size_t i = 0; i < 81; ++i) pattern[i] = g.puzzle[i] == '.' ? '.' : 'x';
    sudoku::generate_options on_pattern;
    on_pattern.pattern = &pattern;
    on_pattern.symmetry = sudoku::symmetry::rotate_180;
    on_pattern.attempt_budget = 1000000;
    auto p = sudoku::generate(on_pattern);
    bool follows = static_cast<bool>(p);
    for (std::size_t i = 0; i < 81; ++i) follows = follows && (p.puzzle[i] != '.') == (pattern[i] == 'x');
    CHECK(follows);
    // Rating bounds, rated again.
    sudoku::generate_options rated;
    rated.min_rating = 20;
    rated.max_rating = 40;
    g = sudoku::generate(rated);
    auto r = sudoku::rate(g.puzzle);
    CHECK(g && r && r.er >= 20 && r.er <= 40);
    // Refusals.
    sudoku::generate_options bad;
    bad.symmetry = static_cast<sudoku::symmetry>(50);
    g = sudoku::generate(bad);
    CHECK(g.code == status::unknown_symmetry && all_dots(g.puzzle) && all_dots(g.solution));
    bad = {};
    bad.min_givens = 40;
    bad.max_givens = 30;
    CHECK(sudoku::generate(bad).code == status::min_above_max);
    bad = {};
    bad.attempt_budget = 0;
    CHECK(sudoku::generate(bad).code == status::invalid_argument);
    bad = {};
    bad.max_givens = 17;
    bad.attempt_budget = 2;
    CHECK(sudoku::generate(bad).code == status::budget_exhausted);

    auto s = sudoku::random_solution(0);
    CHECK(s && view(s.cells) ==
                   "421963857879415632356728149932847561584196723617532984295381476743659218168274395");
}

void test_generate_batch() {
    sudoku::generate_options opts;
    opts.seed = 500;
    const std::size_t count = 1100;  // more than one chunk of statuses
    std::vector<grid> puzzles(count);
    std::vector<status> statuses(count, status::internal_error);
    auto b = sudoku::generate_batch(opts, puzzles, statuses, 0);
    CHECK(b && b.generated == count);
    bool same = true;
    for (std::size_t i : {std::size_t{0}, std::size_t{1}, std::size_t{1023}, std::size_t{1024}, count - 1}) {
        sudoku::generate_options one = opts;
        one.seed = opts.seed + i;
        auto g = sudoku::generate(one);
        same = same && statuses[i] == status::ok && g.puzzle == puzzles[i];
    }
    CHECK(same);
    std::vector<status> too_few(3);
    CHECK(sudoku::generate_batch(opts, puzzles, too_few).code == status::invalid_argument);
    CHECK(sudoku::generate_batch(opts, nullptr, statuses.data(), 1).code == status::null_pointer);
    grid one_grid;
    status one_status = status::internal_error;
    sudoku::generate_options bad;
    bad.minimal = true;
    bad.symmetry = static_cast<sudoku::symmetry>(11);
    b = sudoku::generate_batch(bad, &one_grid, &one_status, 1);
    CHECK(b && b.generated == 0 && one_status == status::unknown_symmetry);
}

}  // namespace

int main() {
    test_build_mode();
    test_status();
    test_budgets();
    test_candidates();
    test_hint();
    test_rate_and_explain();
    test_generate();
    test_generate_batch();
    test_version();
    test_solve();
    test_solve_ex();
    test_check();
    test_count_solutions();
    test_parse();
    test_solve_batch();
    std::printf("c++ wrapper: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
