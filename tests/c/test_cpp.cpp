// The C API used from C++17 exactly as a C++ user would: include <sudoku.h>,
// link libsudoku. Checks that the header compiles cleanly as C++, that the
// enums are scoped to int32_t there, and that calls work through it.
//
// Prints one line per failed assertion and ends with
// "c++ api: N passed, M failed"; exits non-zero when M > 0.
// Built and run by tests/c_programs.rs.

#include <sudoku.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

namespace {

unsigned passed = 0;
unsigned failed = 0;

void check_at(bool ok, const char *file, int line, const char *what) {
    if (ok) {
        ++passed;
    } else {
        ++failed;
        std::printf("FAILED %s:%d: %s\n", file, line, what);
    }
}

#define CHECK(cond) check_at(static_cast<bool>(cond), __FILE__, __LINE__, #cond)

using Grid = std::array<char, 81>;

Grid grid_of(const char *text) {
    Grid g{};
    std::memcpy(g.data(), text, g.size());
    return g;
}

const char *const kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const char *const kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const char *const kNoSolution =
    "..............1..2..3....45....4.1...1.....6.2..3..7....4...9.3..8..6....6.......";
const char *const kConflict =
    "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// The header's enums are what a C++ user can rely on at compile time.
static_assert(std::is_same_v<std::underlying_type_t<sudoku_status>, int32_t>,
              "sudoku_status is an int32_t enum in C++");
static_assert(std::is_same_v<std::underlying_type_t<sudoku_mode>, int32_t>,
              "sudoku_mode is an int32_t enum in C++");
static_assert(sizeof(sudoku_status) == 4, "4-byte status");
static_assert(SUDOKU_OK == 0 && SUDOKU_INVALID_ARGUMENT == 9 &&
                  SUDOKU_PATTERN_OUTSIDE_GIVEN_BOUNDS == 19,
              "fixed status values");
static_assert(std::is_same_v<decltype(sudoku_solve(nullptr)), sudoku_status>,
              "functions return the enum type");
static_assert(std::is_trivially_copyable_v<sudoku_options> &&
                  std::is_standard_layout_v<sudoku_report>,
              "plain C structs");

// A user-side mapping that switches over every enumerator: with -Wall
// (-Wswitch) the build fails if the header's enum and this list disagree.
const char *name_of(sudoku_status s) {
    switch (s) {
    case SUDOKU_OK: return "OK";
    case SUDOKU_NULL_POINTER: return "NULL_POINTER";
    case SUDOKU_INVALID_CHARACTER: return "INVALID_CHARACTER";
    case SUDOKU_CONFLICTING_GIVENS: return "CONFLICTING_GIVENS";
    case SUDOKU_NO_SOLUTION: return "NO_SOLUTION";
    case SUDOKU_MULTIPLE_SOLUTIONS: return "MULTIPLE_SOLUTIONS";
    case SUDOKU_INTERNAL_ERROR: return "INTERNAL_ERROR";
    case SUDOKU_BUDGET_EXHAUSTED: return "BUDGET_EXHAUSTED";
    case SUDOKU_INVALID_LENGTH: return "INVALID_LENGTH";
    case SUDOKU_INVALID_ARGUMENT: return "INVALID_ARGUMENT";
    case SUDOKU_TECHNIQUES_EXHAUSTED: return "TECHNIQUES_EXHAUSTED";
    case SUDOKU_CURRENT_CONTRADICTS_PUZZLE: return "CURRENT_CONTRADICTS_PUZZLE";
    case SUDOKU_INVALID_CANDIDATES: return "INVALID_CANDIDATES";
    case SUDOKU_CAPACITY_TOO_SMALL: return "CAPACITY_TOO_SMALL";
    case SUDOKU_ALREADY_SOLVED: return "ALREADY_SOLVED";
    case SUDOKU_UNKNOWN_SYMMETRY: return "UNKNOWN_SYMMETRY";
    case SUDOKU_MIN_ABOVE_MAX: return "MIN_ABOVE_MAX";
    case SUDOKU_INVALID_PATTERN: return "INVALID_PATTERN";
    case SUDOKU_PATTERN_BREAKS_SYMMETRY: return "PATTERN_BREAKS_SYMMETRY";
    case SUDOKU_PATTERN_OUTSIDE_GIVEN_BOUNDS: return "PATTERN_OUTSIDE_GIVEN_BOUNDS";
    case SUDOKU_PARSE_ERROR: return "PARSE_ERROR";
    case SUDOKU_UNSUPPORTED_RULE: return "UNSUPPORTED_RULE";
    case SUDOKU_INVALID_RULES: return "INVALID_RULES";
    case SUDOKU_UNSATISFIABLE_RULES: return "UNSATISFIABLE_RULES";
    case SUDOKU_INVALID_VALUE: return "INVALID_VALUE";
    case SUDOKU_GRID_BREAKS_RULE: return "GRID_BREAKS_RULE";
    case SUDOKU_SYMMETRY_BREAKS_RULES: return "SYMMETRY_BREAKS_RULES";
    case SUDOKU_INVALID_LAYOUT: return "INVALID_LAYOUT";
    case SUDOKU_NOT_RATED: return "NOT_RATED";
    case SUDOKU_NOT_TEACHABLE: return "NOT_TEACHABLE";
    case SUDOKU_RULES_NOT_ON_SCALE: return "RULES_NOT_ON_SCALE";
    }
    return "?";
}

void test_solve() {
    Grid g = grid_of(kPuzzle);
    sudoku_status s = sudoku_solve(g.data());
    CHECK(s == SUDOKU_OK);
    CHECK(std::string(name_of(s)) == "OK");
    CHECK(std::string(g.data(), g.size()) == kSolution);

    Grid bad = grid_of(kNoSolution);
    CHECK(sudoku_solve(bad.data()) == SUDOKU_NO_SOLUTION);
    CHECK(bad == grid_of(kNoSolution));

    Grid clash = grid_of(kConflict);
    std::int32_t cell = -5;
    CHECK(sudoku_check(clash.data(), &cell) == SUDOKU_CONFLICTING_GIVENS);
    CHECK(cell == 1);

    CHECK(sudoku_solve(nullptr) == SUDOKU_NULL_POINTER);
}

void test_strings() {
    CHECK(std::string(sudoku_version()) == SUDOKU_VERSION_STRING);
    CHECK(std::string(sudoku_status_str(SUDOKU_OK)) != "unknown status");
    CHECK(std::string(sudoku_status_str(-1)) == "unknown status");
    // Each status has its own text.
    std::vector<std::string> texts;
    for (int s = SUDOKU_OK; s <= SUDOKU_PATTERN_OUTSIDE_GIVEN_BOUNDS; ++s) {
        texts.emplace_back(sudoku_status_str(s));
    }
    std::sort(texts.begin(), texts.end());
    CHECK(std::adjacent_find(texts.begin(), texts.end()) == texts.end());
}

void test_solve_ex() {
    sudoku_options opts = sudoku_options_default();
    CHECK(opts.size == sizeof opts);
    CHECK(opts.mode == SUDOKU_MODE_UNIQUE);
    opts.mode = SUDOKU_MODE_FIRST;
    sudoku_report report{};
    report.size = sizeof report;
    // The empty grid has many solutions; FIRST mode fills one in.
    Grid g{};
    g.fill('.');
    CHECK(sudoku_solve_ex(g.data(), &opts, &report) == SUDOKU_OK);
    CHECK(report.status == SUDOKU_OK);
    CHECK(report.cell == -1);
    CHECK(std::all_of(g.begin(), g.end(), [](char c) { return c >= '1' && c <= '9'; }));
    // What FIRST found is a full valid grid, so it is unique as a puzzle.
    Grid again = g;
    CHECK(sudoku_solve(again.data()) == SUDOKU_OK);
    CHECK(again == g);

    opts.mode = SUDOKU_MODE_UNIQUE;
    g.fill('.');
    CHECK(sudoku_solve_ex(g.data(), &opts, &report) == SUDOKU_MULTIPLE_SOLUTIONS);
    CHECK(report.status == SUDOKU_MULTIPLE_SOLUTIONS);
    CHECK(report.solutions == 2);
}

void test_parse() {
    const std::string boxed = "+-------+-------+-------+\n"
                              "| 5 3 . | . 7 . | . . . |\n"
                              "| 6 . . | 1 9 5 | . . . |\n"
                              "| . 9 8 | . . . | . 6 . |\n"
                              "+-------+-------+-------+\n"
                              "| 8 . . | . 6 . | . . 3 |\n"
                              "| 4 . . | 8 . 3 | . . 1 |\n"
                              "| 7 . . | . 2 . | . . 6 |\n"
                              "+-------+-------+-------+\n"
                              "| . 6 . | . . . | 2 8 . |\n"
                              "| . . . | 4 1 9 | . . 5 |\n"
                              "| . . . | . 8 . | . 7 9 |\n"
                              "+-------+-------+-------+\n";
    Grid g{};
    CHECK(sudoku_parse(boxed.data(), boxed.size(), g.data()) == SUDOKU_OK);
    CHECK(g == grid_of(kPuzzle));
    CHECK(sudoku_parse(boxed.data(), boxed.size() / 2, g.data()) == SUDOKU_INVALID_LENGTH);
}

void test_batch_and_threads() {
    const std::vector<const char *> mix = {kPuzzle, kNoSolution, kConflict, kSolution};
    std::vector<char> grids;
    for (int i = 0; i < 64; ++i) {
        const char *p = mix[i % mix.size()];
        grids.insert(grids.end(), p, p + 81);
    }
    std::vector<sudoku_status> statuses(64, SUDOKU_INTERNAL_ERROR);
    std::size_t solved = sudoku_solve_batch(grids.data(), 64, statuses.data(), 2);
    CHECK(solved == 32);
    CHECK(statuses[0] == SUDOKU_OK && statuses[1] == SUDOKU_NO_SOLUTION &&
          statuses[2] == SUDOKU_CONFLICTING_GIVENS && statuses[3] == SUDOKU_OK);
    CHECK(std::string(grids.data(), 81) == kSolution);

    // Reentrant: several std::threads solving their own buffers at once.
    std::vector<int> ok(4, 0);
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < ok.size(); ++t) {
        threads.emplace_back([&ok, t] {
            for (int round = 0; round < 20; ++round) {
                Grid g = grid_of(kPuzzle);
                if (sudoku_solve(g.data()) == SUDOKU_OK && g == grid_of(kSolution)) {
                    ++ok[t];
                }
            }
        });
    }
    for (auto &th : threads) {
        th.join();
    }
    CHECK(std::all_of(ok.begin(), ok.end(), [](int n) { return n == 20; }));
}

} // namespace

int main() {
    test_solve();
    test_strings();
    test_solve_ex();
    test_parse();
    test_batch_and_threads();
    std::printf("c++ api: %u passed, %u failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
