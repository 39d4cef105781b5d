// Tests include/sudoku_rules.hpp, the C++17 wrapper of the variant calls:
// rules::from_text, rules_builder, solve/count/check with budgets, the
// batch calls, errors naming the place, move-only ownership, and the logic
// calls (rate, hint, hint_player, hint_player_text, explain, explain_text),
// to_text and generate_variant, each step checked against the solution and
// each generated puzzle's uniqueness and minimality counted here. Solutions
// are checked here, row, column and box, by code that shares nothing with
// the library. Built with and without exceptions by tests/c_programs.rs.

#include "sudoku_rules.hpp"

#include <algorithm>
#include <cstddef>
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

using sudoku::status;

// 16x16-001 of the development sets (tests/data/variants/sample.jsonl).
constexpr std::string_view sixteen =
    "16 .....1.....D....F2...9.3..A.G.6.9....A8GBC..F..E.E.G.F.....7.4.B..3B...6...9.F.87.."
    "F.4.B...A.21.DA........4...B..59.1C..8...D.E..D2.9....56F.C...G5.DE..........1.6.G..F"
    "39.....2...C.B...AE.715.2.1.C.D.6.94.5.G.4.....7.3..E..FE..3.....7.G.....F..2..4.B....."
    "3";

// Rows, columns and boxes (box_rows x box_cols) of an N x N grid hold each
// digit once, and the givens stay.
bool is_solution(const sudoku::variant_grid& grid, const sudoku::variant_grid& givens, int n, int box_rows,
                 int box_cols) {
    if (static_cast<int>(grid.size) != n * n) return false;
    for (int i = 0; i < n * n; ++i) {
        if (grid[i] < 1 || grid[i] > n || (givens[i] != 0 && givens[i] != grid[i])) return false;
    }
    for (int house = 0; house < n; ++house) {
        bool row[26] = {}, col[26] = {}, box[26] = {};
        const int top = house / (n / box_cols) * box_rows;
        const int left = house % (n / box_cols) * box_cols;
        for (int k = 0; k < n; ++k) {
            const int r = grid[house * n + k], c = grid[k * n + house];
            const int b = grid[(top + k / box_cols) * n + left + k % box_cols];
            if (row[r] || col[c] || box[b]) return false;
            row[r] = col[c] = box[b] = true;
        }
    }
    return true;
}

void test_from_text_and_solve() {
    auto read = sudoku::rules::from_text(sixteen);
    CHECK(read);
    CHECK(read.value.size() == 16);
    CHECK(read.givens.size == 256);
    auto solved = read.value.solve(read.givens);
    CHECK(solved);
    CHECK(is_solution(solved.cells, read.givens, 16, 4, 4));
    CHECK(solved.solutions == 1);
    auto counted = read.value.count(read.givens);
    CHECK(counted && counted.count == 1);
    CHECK(read.value.check(solved.cells));

    // Two equal digits in row 0: the check names the cell and the row.
    sudoku::variant_grid broken = solved.cells;
    broken[1] = broken[0];
    auto violation = read.value.check(broken);
    CHECK(violation.code == status::grid_breaks_rule);
    CHECK(violation.cell == 1);
    CHECK(violation.rule == SUDOKU_BROKEN_ROW && violation.index == 0);
    auto refused = read.value.solve(broken);
    CHECK(refused.code == status::grid_breaks_rule && refused.cell == 1);
    CHECK(std::memcmp(refused.cells.data(), broken.data(), 256) == 0);

    sudoku::variant_grid too_big = read.givens;
    too_big[5] = 17;
    CHECK(read.value.solve(too_big).code == status::invalid_value);
    sudoku::variant_grid short_grid = read.givens;
    short_grid.size = 255;
    CHECK(read.value.solve(short_grid).code == status::invalid_length);
    CHECK(read.value.count(short_grid).code == status::invalid_length);

    // A budget: an empty 16x16 cannot be counted to 2 in one guess.
    auto empty = sudoku::rules::from_text("16 " + std::string(256, '.'));
    CHECK(empty);
    auto budgeted = empty.value.count(empty.givens, 2, 1);
    CHECK(budgeted.code == status::budget_exhausted && budgeted.guesses <= 1);
}

void test_errors_name_the_place() {
    auto bad = sudoku::rules::from_text("{\"size\": 9,\n  \"grid\": [}");
    CHECK(!bad);
    CHECK(bad.error.code == status::parse_error);
    CHECK(bad.error.line == 2 && bad.error.byte == 23);
    CHECK(std::strcmp(bad.error.field, "json") == 0);
    CHECK(bad.error.message[0] != '\0');
    CHECK(!bad.value);
    CHECK(bad.value.solve(bad.givens).code == status::null_pointer);

    auto flag = sudoku::rules::from_text("6+x+sideways " + std::string(36, '.'));
    CHECK(flag.error.code == status::parse_error && flag.error.byte == 4);
    CHECK(std::strcmp(flag.error.field, "flag") == 0);

    sudoku::rules_builder overlap(4);
    const std::uint16_t a[] = {0, 1, 4, 5}, b[] = {5, 2, 3, 6};
    CHECK(overlap.add_region(a, 4) == status::ok);
    CHECK(overlap.add_region(b, 4) == status::ok);
    auto built = overlap.build();
    CHECK(built.error.code == status::unsatisfiable_rules);
    CHECK(built.error.row == 2 && built.error.column == 2);

    sudoku::rules_builder too_big(26);
    CHECK(too_big.status() == status::invalid_rules);
    CHECK(too_big.build().error.code == status::null_pointer);
    sudoku::rules_builder nine(9);
    CHECK(nine.add_flags(static_cast<sudoku::rule_flag>(1u << 20)) == status::invalid_argument);
}

// A 4x4 killer with anti-king, its count checked against plain
// backtracking here.
int count_plain(std::vector<int>& grid, int cell, const std::vector<std::pair<std::vector<int>, int>>& cages) {
    if (cell == 16) return 1;
    int found = 0;
    for (int v = 1; v <= 4; ++v) {
        const int r = cell / 4, c = cell % 4;
        bool fits = true;
        for (int other = 0; other < cell && fits; ++other) {
            const int orow = other / 4, ocol = other % 4;
            const bool same_box = orow / 2 == r / 2 && ocol / 2 == c / 2;
            const bool king = (orow - r) * (orow - r) <= 1 && (ocol - c) * (ocol - c) <= 1;
            if (grid[other] == v && (orow == r || ocol == c || same_box || king)) fits = false;
        }
        grid[cell] = v;
        for (const auto& cage : cages) {
            int sum = 0, filled = 0;
            for (int x : cage.first) {
                if (x <= cell) {
                    sum += grid[x];
                    ++filled;
                }
            }
            if (filled == static_cast<int>(cage.first.size()) ? sum != cage.second : sum >= cage.second) {
                fits = false;
            }
        }
        if (fits) found += count_plain(grid, cell + 1, cages);
        grid[cell] = 0;
    }
    return found;
}

void test_builder_and_batches() {
    sudoku::rules_builder builder(4);
    CHECK(builder.status() == status::ok);
    const std::uint16_t cage[] = {0, 4};
    CHECK(builder.add_cage(cage, 2, 5) == status::ok);
    auto plain = builder.build();
    CHECK(plain);
    CHECK(builder.add_flags(sudoku::rule_flag::anti_king) == status::ok);
    auto king = builder.build();
    CHECK(king && king.value.size() == 4);

    std::vector<int> scratch(16, 0);
    const std::vector<std::pair<std::vector<int>, int>> cages = {{{0, 4}, 5}};
    sudoku::variant_grid empty;
    empty.size = 16;
    auto counted = king.value.count(empty, 1000);
    CHECK(counted && static_cast<int>(counted.count) == count_plain(scratch, 0, cages));

    // Batches: the same answers as the single calls, on 1 and 2 threads.
    auto sixteen_rules = sudoku::rules::from_text(sixteen);
    const std::size_t records = 40;
    std::vector<std::uint8_t> grids;
    for (std::size_t i = 0; i < records; ++i) {
        for (std::size_t cell = 0; cell < 256; ++cell) {
            grids.push_back(i % 2 == 0 ? sixteen_rules.givens[cell] : 0);
        }
    }
    std::vector<std::uint8_t> one = grids, two = grids;
    std::vector<status> statuses(records), statuses_2(records);
    CHECK(sixteen_rules.value.solve_batch(one.data(), records, statuses.data(), 0, 1) == records / 2);
    CHECK(sixteen_rules.value.solve_batch(two.data(), records, statuses_2.data(), 0, 2) == records / 2);
    CHECK(one == two && statuses == statuses_2);
    auto single = sixteen_rules.value.solve(sixteen_rules.givens);
    CHECK(single);
    CHECK(std::memcmp(one.data(), single.cells.data(), 256) == 0);
    CHECK(statuses[1] == status::multiple_solutions);
    CHECK(std::memcmp(one.data() + 256, grids.data() + 256, 256) == 0);

    std::vector<std::uint32_t> counts(records, 99);
    CHECK(sixteen_rules.value.count_batch(grids.data(), records, counts.data(), statuses.data(), 2, 0, 2) ==
          records);
    CHECK(counts[0] == 1 && counts[1] == 2);
    CHECK(sudoku::rules().solve_batch(one.data(), records, statuses.data()) == 0);
}

// An X puzzle of the shared dev set that SukakuExplainer rates 1.2/1.2/1.2
// (tests/data/variants/sukaku_rated.tsv).
constexpr std::string_view x_puzzle =
    "9+x ....1.2.3......5.7..7.6.....3.978...8.21.........2..593612.749..296.4..1..4.91...";

// Every placement of `step` is the solution's digit, and no elimination
// removes it.
bool agrees(const sudoku_rules_step& step, const sudoku::variant_grid& solution) {
    for (std::size_t cell = 0; cell < solution.size; ++cell) {
        if (step.placements[cell] != 0 && step.placements[cell] != solution[cell]) return false;
        if (step.eliminations[cell] & (1u << (solution[cell] - 1))) return false;
    }
    return step.placement_count + step.elimination_count > 0;
}

void test_logic() {
    auto read = sudoku::rules::from_text(x_puzzle);
    CHECK(read);
    const sudoku::rules& x = read.value;
    const auto solved = x.solve(read.givens);
    CHECK(solved && is_solution(solved.cells, read.givens, 9, 3, 3));

    const auto rating = x.rate(read.givens.data());
    CHECK(rating && rating.rating.er == 12 && rating.rating.ep == 12 && rating.rating.ed == 12);
    CHECK(rating.rating.steps > 0);
    CHECK(x.rate(read.givens.data(), SUDOKU_SCALE_OWN).code == status::ok);
    CHECK(x.rate(read.givens.data(), 99).code == status::invalid_argument);
    auto sixteen_rules = sudoku::rules::from_text(sixteen);
    CHECK(sixteen_rules.value.rate(sixteen_rules.givens.data()).code == status::rules_not_on_scale);
    CHECK(sudoku::rules().rate(read.givens.data()).code == status::null_pointer);

    // Pencil marks: a given is its one candidate, an empty cell all nine.
    std::vector<std::uint32_t> marks(81);
    for (std::size_t i = 0; i < 81; ++i) marks[i] = read.givens[i] ? 1u << (read.givens[i] - 1) : 0x1FFu;
    const auto pencil = x.rate_marks(marks.data());
    CHECK(pencil.code == status::ok || pencil.code == status::not_rated);
    marks[0] = 1u << 9;
    CHECK(x.rate_marks(marks.data()).code == status::invalid_candidates);

    const auto hint = x.hint(read.givens.data());
    CHECK(hint && hint.step.grid_size == 9 && agrees(hint.step, solved.cells));
    CHECK(x.hint(solved.cells.data()).code == status::already_solved);

    // A wrong entry in the first empty cell is named before any step.
    sudoku::variant_grid current = read.givens;
    std::size_t empty = 0;
    while (current[empty] != 0) ++empty;
    current[empty] = static_cast<std::uint8_t>(solved.cells[empty] % 9 + 1);
    const auto player = x.hint_player(read.givens.data(), current.data());
    CHECK(player && player.step.technique == SUDOKU_RULES_TECHNIQUE_WRONG_ENTRY);
    CHECK(player.step.cells[empty / 64] == std::uint64_t{1} << (empty % 64));
    const auto fine = x.hint_player(read.givens.data(), read.givens.data());
    CHECK(fine && fine.step.technique == hint.step.technique && agrees(fine.step, solved.cells));

    const auto asked = x.explain(read.givens.data(), nullptr, 0);
    CHECK(asked.code == status::capacity_too_small && asked.length > 0);
    std::vector<sudoku_rules_step> path(asked.length);
    const auto explained = x.explain(read.givens.data(), path.data(), path.size());
    CHECK(explained && explained.length == path.size());
    bool every_step_agrees = true;
    for (const auto& step : path) every_step_agrees = every_step_agrees && agrees(step, solved.cells);
    CHECK(every_step_agrees);
    CHECK(x.explain(read.givens.data(), path.data(), path.size(), SUDOKU_SCALE_SUKAKU).length == rating.rating.steps);

    const auto text_length = x.explain_text(read.givens.data(), nullptr, 0);
    CHECK(text_length.code == status::capacity_too_small && text_length.length > 0);
    std::string text(text_length.length + 1, '\0');
    const auto written = x.explain_text(read.givens.data(), text.data(), text.size());
    CHECK(written && written.length == text_length.length && std::strlen(text.c_str()) == written.length);
    CHECK(std::count(text.begin(), text.end(), '\n') == static_cast<std::ptrdiff_t>(path.size()));

    const auto compact_length = x.to_text(read.givens.data(), SUDOKU_RULES_TEXT_COMPACT, nullptr, 0);
    CHECK(compact_length.code == status::capacity_too_small);
    std::string compact(compact_length.length, ' ');
    const auto compact_written =
        x.to_text(read.givens.data(), SUDOKU_RULES_TEXT_COMPACT, compact.data(), compact.size());
    CHECK(compact_written && compact_written.length == compact.size());
    auto again = sudoku::rules::from_text(compact);
    CHECK(again && again.value.size() == 9 && again.givens.size == 81 &&
          std::memcmp(again.givens.data(), read.givens.data(), 81) == 0);
    CHECK(x.to_text(read.givens.data(), 7, compact.data(), compact.size()).code == status::invalid_argument);
}

// Solutions of an N x N grid (boxes box_rows x box_cols, rows, columns and
// boxes only), counted up to `limit` by plain backtracking.
int count_plain(sudoku::variant_grid& grid, int n, int box_rows, int box_cols, int limit) {
    int cell = 0;
    while (cell < n * n && grid[cell] != 0) ++cell;
    if (cell == n * n) return 1;
    const int row = cell / n, col = cell % n;
    const int top = row / box_rows * box_rows, left = col / box_cols * box_cols;
    int found = 0;
    for (int digit = 1; digit <= n && found < limit; ++digit) {
        bool clash = false;
        for (int k = 0; k < n && !clash; ++k) {
            clash = grid[row * n + k] == digit || grid[k * n + col] == digit ||
                    grid[(top + k / box_cols) * n + left + k % box_cols] == digit;
        }
        if (clash) continue;
        grid[cell] = static_cast<std::uint8_t>(digit);
        found += count_plain(grid, n, box_rows, box_cols, limit - found);
        grid[cell] = 0;
    }
    return found;
}

void test_generate() {
    auto six = sudoku::rules::from_text("6 ....................................");
    CHECK(six && six.value.size() == 6);
    auto options = sudoku::generate_variant_options();
    options.seed = 7;

    const auto asked = sudoku::generate_variant(six.value, nullptr, 0, &options, SUDOKU_RULES_TEXT_COMPACT);
    CHECK(asked.code == status::capacity_too_small && asked.length > 0);
    std::string text(asked.length, ' ');
    const auto made = sudoku::generate_variant(six.value, text.data(), text.size(), &options, SUDOKU_RULES_TEXT_COMPACT);
    CHECK(made && made.length == text.size() && made.puzzle.size == 36 && made.solution.size == 36);
    CHECK(made.generated.givens > 0 && made.generated.undecided == 0 && made.generated.attempts >= 1);
    CHECK(is_solution(made.solution, made.puzzle, 6, 2, 3));

    // Unique and minimal, by this file's own counter.
    sudoku::variant_grid puzzle = made.puzzle;
    CHECK(count_plain(puzzle, 6, 2, 3, 2) == 1);
    bool minimal = true;
    std::uint32_t givens = 0;
    for (int cell = 0; cell < 36; ++cell) {
        if (puzzle[cell] == 0) continue;
        ++givens;
        const std::uint8_t kept = puzzle[cell];
        puzzle[cell] = 0;
        minimal = minimal && count_plain(puzzle, 6, 2, 3, 2) == 2;
        puzzle[cell] = kept;
    }
    CHECK(minimal && givens == made.generated.givens);

    // The text reads back to the same givens; the same seed makes the same text.
    auto again = sudoku::rules::from_text(text);
    CHECK(again && std::memcmp(again.givens.data(), made.puzzle.data(), 36) == 0);
    std::string repeat(text.size(), ' ');
    CHECK(sudoku::generate_variant(six.value, repeat.data(), repeat.size(), &options, SUDOKU_RULES_TEXT_COMPACT));
    CHECK(repeat == text);

    // A killer with no givens: its cages alone make the solution unique.
    auto nine = sudoku::rules::from_text(std::string(81, '.'));
    auto killer = sudoku::generate_variant_options();
    killer.layout = SUDOKU_LAYOUT_KILLER;
    killer.seed = 3;
    std::vector<char> json(1 << 16);
    const auto caged = sudoku::generate_variant(nine.value, json.data(), json.size(), &killer);
    CHECK(caged && caged.generated.givens == 0 && is_solution(caged.solution, caged.puzzle, 9, 3, 3));
    auto read = sudoku::rules::from_text(std::string_view(json.data(), caged.length));
    CHECK(read && std::all_of(read.givens.begin(), read.givens.end(), [](std::uint8_t v) { return v == 0; }));
    const auto solved = read.value.solve(read.givens);
    CHECK(solved && std::memcmp(solved.cells.data(), caged.solution.data(), 81) == 0);

    // Bad options are refused before any work, the text untouched.
    auto bad = sudoku::generate_variant_options();
    bad.symmetry = 99;
    std::string untouched(64, 'x');
    const auto refused = sudoku::generate_variant(six.value, untouched.data(), untouched.size(), &bad);
    CHECK(refused.code == status::unknown_symmetry && refused.length == 0 && untouched == std::string(64, 'x'));
    CHECK(sudoku::generate_variant(sudoku::rules(), untouched.data(), untouched.size()).code == status::null_pointer);
}

void test_hint_player_text() {
    auto read = sudoku::rules::from_text(x_puzzle);
    const sudoku::rules& x = read.value;
    const auto solved = x.solve(read.givens);
    CHECK(solved);
    sudoku::variant_grid current = read.givens;
    std::size_t empty = 0;
    while (current[empty] != 0) ++empty;
    current[empty] = static_cast<std::uint8_t>(solved.cells[empty] % 9 + 1);

    const auto asked = x.hint_player_text(read.givens.data(), current.data(), nullptr, 0);
    CHECK(asked.code == status::capacity_too_small && asked.length > 0);
    std::string line(asked.length + 1, '\0');
    const auto written = x.hint_player_text(read.givens.data(), current.data(), line.data(), line.size());
    CHECK(written && written.length == asked.length && line[written.length - 1] == '\n');
    const std::string cell = "r" + std::to_string(empty / 9 + 1) + "c" + std::to_string(empty % 9 + 1);
    CHECK(line.rfind("Wrong entry: " + cell + " is not " + std::to_string(current[empty]), 0) == 0);

    const auto fine = x.hint_player_text(read.givens.data(), read.givens.data(), line.data(), line.size());
    CHECK(fine.code == status::ok || fine.code == status::capacity_too_small);
    CHECK(x.hint_player_text(read.givens.data(), current.data(), nullptr, 8).code == status::null_pointer);
}

void test_ownership() {
    static_assert(!std::is_copy_constructible_v<sudoku::rules>, "rules are move-only");
    static_assert(std::is_nothrow_move_constructible_v<sudoku::rules>, "moves do not throw");
    auto read = sudoku::rules::from_text("4/2x2+x 1...............");
    sudoku::rules moved = std::move(read.value);
    CHECK(!read.value && moved);
    CHECK(moved.count(read.givens, 100).count == 12);
    sudoku::rules other;
    other = std::move(moved);
    CHECK(!moved && other.size() == 4);
}

}  // namespace

int main() {
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
    const bool exceptions = true;
#else
    const bool exceptions = false;
#endif
#ifdef SUDOKU_TEST_NO_EXCEPTIONS
    CHECK(!exceptions);
#else
    CHECK(exceptions);
#endif
    test_from_text_and_solve();
    test_errors_name_the_place();
    test_builder_and_batches();
    test_ownership();
    test_logic();
    test_generate();
    test_hint_player_text();
    std::printf("c++ rules wrapper: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
