// Tests include/sudoku.hpp, the C++17 wrapper: every function and overload,
// success and error statuses, against the real library. Built twice by
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

}  // namespace

int main() {
    test_build_mode();
    test_status();
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
