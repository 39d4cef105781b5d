"""Every wrapped function, every status and the exception classes."""

from __future__ import annotations

import ctypes
import pickle
import re
from typing import Any

import pytest

import libsudoku
from libsudoku import Status, SudokuError
from libsudoku import _api

from conftest import (
    CONFLICT_ROW,
    EASY,
    EASY_SOLUTION,
    EASY_ZEROS,
    EMPTY,
    HARD,
    MULTIPLE,
    NO_SOLUTION,
    REPO,
    is_solution_of,
)

HEADER = (REPO / "include" / "sudoku.h").read_text(encoding="utf-8")


# --- Status, version, status_str ----------------------------------------------


def test_status_mirrors_every_code_in_the_header() -> None:
    body = re.search(r"enum sudoku_status\b[^{]*\{(.*?)\};", HEADER, re.S)
    assert body is not None
    in_header = {
        name: int(value)
        for name, value in re.findall(r"SUDOKU_([A-Z_]+)\s*=\s*(\d+)", body.group(1))
    }
    assert len(in_header) >= 10
    assert {s.name: s.value for s in Status} == in_header


def test_mode_mirrors_the_header() -> None:
    body = re.search(r"enum sudoku_mode\b[^{]*\{(.*?)\};", HEADER, re.S)
    assert body is not None
    in_header = dict(re.findall(r"SUDOKU_MODE_([A-Z_]+)\s*=\s*(\d+)", body.group(1)))
    assert {m.name: str(m.value) for m in libsudoku.Mode} == in_header


def test_struct_layouts_match_the_library() -> None:
    # sudoku_options: u32, i32, u64; sudoku_report: u32, i32, i32, u32, u64.
    assert ctypes.sizeof(_api._Options) == 16
    assert ctypes.sizeof(_api._Report) == 24
    defaults = _api._lib.sudoku_options_default()
    assert defaults.size == ctypes.sizeof(_api._Options)
    assert defaults.mode == libsudoku.Mode.UNIQUE
    assert defaults.guess_budget == 0


def test_version_matches_header_major() -> None:
    text = libsudoku.version()
    assert re.fullmatch(r"\d+\.\d+\.\d+", text)
    major = int(text.split(".")[0])
    header_major = re.search(r"#define SUDOKU_VERSION_MAJOR (\d+)", HEADER)
    assert header_major is not None
    assert major == libsudoku.EXPECTED_MAJOR == int(header_major.group(1))
    assert libsudoku.library_info().version == text


def test_status_str_for_every_status() -> None:
    texts = {s: libsudoku.status_str(s) for s in Status}
    assert texts[Status.OK] == "success"
    assert texts[Status.NO_SOLUTION] == "the puzzle has no solution"
    assert texts[Status.MULTIPLE_SOLUTIONS] == "the puzzle has more than one solution"
    assert "unknown status" not in texts.values()
    assert len(set(texts.values())) == len(texts), "two statuses share a text"
    assert libsudoku.status_str(len(Status)) == "unknown status"
    assert libsudoku.status_str(-1) == "unknown status"


def test_status_str_rejects_values_c_int_cannot_hold() -> None:
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.status_str(2**31)
    with pytest.raises(TypeError):
        libsudoku.status_str("2")  # type: ignore[arg-type]


def test_unknown_status_codes_stay_usable() -> None:
    # A newer library may append codes: they must still become a Status.
    code = Status(42)
    assert isinstance(code, Status) and code == 42 and code.name == "UNKNOWN_42"
    err = SudokuError.for_status(42)
    assert type(err) is SudokuError and err.status == 42
    assert "unknown status" in str(err)


# --- solve ----------------------------------------------------------------------


def test_solve_unique() -> None:
    assert libsudoku.solve(EASY) == EASY_SOLUTION
    assert is_solution_of(EASY, EASY_SOLUTION)


def test_solve_accepts_zeros_for_empty_cells() -> None:
    assert libsudoku.solve(EASY_ZEROS) == EASY_SOLUTION


def test_solve_returns_a_solved_grid_unchanged() -> None:
    assert libsudoku.solve(EASY_SOLUTION) == EASY_SOLUTION


def test_solve_no_solution() -> None:
    with pytest.raises(libsudoku.NoSolutionError) as info:
        libsudoku.solve(NO_SOLUTION)
    assert info.value.status is Status.NO_SOLUTION
    assert info.value.cell is None
    assert str(info.value) == "the puzzle has no solution"


def test_solve_multiple_solutions() -> None:
    with pytest.raises(libsudoku.MultipleSolutionsError) as info:
        libsudoku.solve(MULTIPLE)
    assert info.value.status is Status.MULTIPLE_SOLUTIONS
    assert info.value.cell is None


def test_solve_conflicting_givens_reports_the_cell() -> None:
    with pytest.raises(libsudoku.ConflictingGivensError) as info:
        libsudoku.solve(CONFLICT_ROW)
    assert info.value.status is Status.CONFLICTING_GIVENS
    assert info.value.cell == 1
    assert "cell 1 (row 1, column 2)" in str(info.value)


def test_solve_invalid_character_reports_the_cell() -> None:
    bad = EASY[:40] + "x" + EASY[41:]
    with pytest.raises(libsudoku.InvalidCharacterError) as info:
        libsudoku.solve(bad)
    assert info.value.status is Status.INVALID_CHARACTER
    assert info.value.cell == 40
    # Also a ValueError, for callers that catch the generic kind.
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("length", [0, 1, 80, 82, 200])
def test_solve_wrong_length(length: int) -> None:
    puzzle = (EASY * 3)[:length]
    with pytest.raises(libsudoku.InvalidLengthError) as info:
        libsudoku.solve(puzzle)
    assert info.value.status is Status.INVALID_LENGTH
    assert info.value.cell is None
    assert f"has {length}" in str(info.value)


def test_non_ascii_is_an_invalid_character_at_its_cell() -> None:
    bad = EASY[:10] + "é" + EASY[11:]
    assert len(bad) == 81 and len(bad.encode("utf-8")) == 82
    with pytest.raises(libsudoku.InvalidCharacterError) as info:
        libsudoku.solve(bad)
    assert info.value.cell == 10
    with pytest.raises(libsudoku.InvalidCharacterError) as info:
        libsudoku.check(bad)
    assert info.value.cell == 10
    # A lone surrogate cannot even be encoded: still a clean error.
    with pytest.raises(libsudoku.InvalidCharacterError) as info:
        libsudoku.solve("\udc80" + EASY[1:])
    assert info.value.cell == 0


def test_non_ascii_counts_characters_not_bytes() -> None:
    # 81 bytes of UTF-8 but 80 characters: refused on length, never sent.
    bad = EASY[:79] + "é"
    assert len(bad.encode("utf-8")) == 81
    with pytest.raises(libsudoku.InvalidLengthError):
        libsudoku.solve(bad)


def test_wrong_lengths_never_reach_c(monkeypatch: pytest.MonkeyPatch) -> None:
    # A short buffer handed to C would be read past its end: prove that no
    # function calls into the library for one.
    def must_not_run(*args: Any) -> int:
        raise AssertionError("C was called with a grid that is not 81 cells")

    # Every function that reads caller memory; not the ones that read none.
    harmless = ("sudoku_status_str", "sudoku_version", "sudoku_technique_name")
    for name in dir(_api._lib):
        if name.startswith("sudoku_") and name not in harmless and not name.endswith("_default"):
            monkeypatch.setattr(_api._lib, name, must_not_run)
    short = EASY[:80]
    for call in (
        lambda: libsudoku.solve(short),
        lambda: libsudoku.solve_ex(short),
        lambda: libsudoku.check(short),
        lambda: libsudoku.count_solutions(short),
        lambda: libsudoku.candidates(short),
        lambda: libsudoku.true_candidates(short),
        lambda: libsudoku.hint(short),
        lambda: libsudoku.hint(EASY, short),
        lambda: libsudoku.rate(short),
        lambda: libsudoku.explain(short),
        lambda: libsudoku.generate(pattern="x" * 80),
        lambda: libsudoku.generate_batch(2, pattern="x" * 82),
    ):
        with pytest.raises(libsudoku.InvalidLengthError):
            call()
    [entry] = libsudoku.solve_batch([short])
    assert isinstance(entry, libsudoku.InvalidLengthError)


def test_solve_rejects_non_strings() -> None:
    with pytest.raises(TypeError):
        libsudoku.solve(EASY.encode())  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        libsudoku.solve(None)  # type: ignore[arg-type]


def test_c_leaves_byte_81_alone() -> None:
    # The header's promise that this package's exact-81-byte buffers rely
    # on: a guard byte after the grid survives a solve.
    buf = ctypes.create_string_buffer(EASY.encode() + b"!", 82)
    assert _api._lib.sudoku_solve(buf) == Status.OK
    assert buf.raw[:81].decode() == EASY_SOLUTION
    assert buf.raw[81:] == b"!"


def test_null_pointers_give_null_pointer() -> None:
    # The package never passes NULL; this checks the declared prototypes
    # against the library, and that NULL_POINTER means what the enum says.
    lib = _api._lib
    assert lib.sudoku_solve(None) == Status.NULL_POINTER
    assert lib.sudoku_solve_ex(None, None, None) == Status.NULL_POINTER
    assert lib.sudoku_check(None, None) == Status.NULL_POINTER
    assert lib.sudoku_count_solutions(EASY.encode(), 2, None) == Status.NULL_POINTER
    assert lib.sudoku_parse(None, 0, ctypes.create_string_buffer(81)) == Status.NULL_POINTER
    assert lib.sudoku_solve_batch(None, 1, None, 0) == 0
    grid = EASY.encode()
    assert lib.sudoku_count_solutions_ex(grid, 2, 0, None, None) == Status.NULL_POINTER
    assert lib.sudoku_candidates(grid, None) == Status.NULL_POINTER
    assert lib.sudoku_true_candidates_ex(None, 0, None) == Status.NULL_POINTER
    assert lib.sudoku_hint_ex(grid, None, None, 0, None) == Status.NULL_POINTER
    assert lib.sudoku_rate_ex(None, 0, None) == Status.NULL_POINTER
    assert lib.sudoku_explain_ex(grid, 0, None, 0, None) == Status.NULL_POINTER
    assert lib.sudoku_generate(None, None, None) == Status.NULL_POINTER
    assert lib.sudoku_random_solution(0, None) == Status.NULL_POINTER
    assert lib.sudoku_generate_batch(None, 1, None, None, 0) == 0
    assert lib.sudoku_step_text(None, None, 0) == 0


# --- solve_ex ---------------------------------------------------------------------


def test_solve_ex_unique_reports_the_search() -> None:
    solution, report = libsudoku.solve_ex(EASY)
    assert solution == EASY_SOLUTION
    assert report == libsudoku.Report(
        status=Status.OK, cell=None, solutions=1, guesses=report.guesses
    )
    assert report.guesses >= 0


def test_solve_ex_first_mode_solves_a_puzzle_with_several_solutions() -> None:
    solution, report = libsudoku.solve_ex(MULTIPLE, mode="first")
    assert is_solution_of(MULTIPLE, solution)
    assert report.status is Status.OK
    assert report.solutions >= 1
    # The same through the enum.
    assert libsudoku.solve_ex(MULTIPLE, mode=libsudoku.Mode.FIRST)[0] == solution


def test_solve_ex_unique_mode_refuses_several_solutions() -> None:
    with pytest.raises(libsudoku.MultipleSolutionsError) as info:
        libsudoku.solve_ex(MULTIPLE, mode="unique")
    report = info.value.report
    assert report is not None
    assert report.status is Status.MULTIPLE_SOLUTIONS
    assert report.solutions == 2


def test_solve_ex_no_solution_report() -> None:
    with pytest.raises(libsudoku.NoSolutionError) as info:
        libsudoku.solve_ex(NO_SOLUTION)
    assert info.value.report is not None
    assert info.value.report.solutions == 0
    assert info.value.report.status is Status.NO_SOLUTION


def test_solve_ex_budget() -> None:
    _, free = libsudoku.solve_ex(HARD)
    assert free.guesses > 1, "HARD must need several guesses for this test"
    with pytest.raises(libsudoku.BudgetExhaustedError) as info:
        libsudoku.solve_ex(HARD, budget=1)
    assert info.value.status is Status.BUDGET_EXHAUSTED
    assert info.value.report is not None
    assert info.value.report.status is Status.BUDGET_EXHAUSTED
    # A budget that covers the search changes nothing.
    solution, report = libsudoku.solve_ex(HARD, budget=free.guesses)
    assert is_solution_of(HARD, solution)
    assert report.guesses == free.guesses


def test_solve_ex_reports_the_offending_cell() -> None:
    with pytest.raises(libsudoku.ConflictingGivensError) as info:
        libsudoku.solve_ex(CONFLICT_ROW)
    assert info.value.cell == 1
    assert info.value.report is not None and info.value.report.cell == 1


@pytest.mark.parametrize(
    "kwargs, error",
    [
        ({"mode": "fastest"}, libsudoku.InvalidArgumentError),
        ({"budget": -1}, libsudoku.InvalidArgumentError),
        ({"budget": 2**64}, libsudoku.InvalidArgumentError),
        ({"mode": 1}, TypeError),
        ({"budget": 1.5}, TypeError),
        ({"budget": True}, TypeError),
    ],
)
def test_solve_ex_bad_options(kwargs: Any, error: type) -> None:
    with pytest.raises(error) as info:
        libsudoku.solve_ex(EASY, **kwargs)
    if isinstance(info.value, SudokuError):
        assert info.value.status is Status.INVALID_ARGUMENT


def test_c_refuses_an_unknown_mode_itself() -> None:
    # The Python check stands in front of this; the library agrees.
    options = _api._lib.sudoku_options_default()
    options.mode = 7
    buf = ctypes.create_string_buffer(EASY.encode(), 81)
    status = _api._lib.sudoku_solve_ex(buf, ctypes.byref(options), None)
    assert status == Status.INVALID_ARGUMENT
    assert buf.raw.decode() == EASY


# --- check --------------------------------------------------------------------------


def test_check_accepts_valid_grids() -> None:
    # check raises on a bad grid; these must pass through. NO_SOLUTION is
    # among them because check does not solve: its givens are consistent.
    for grid in (EASY, EASY_ZEROS, EMPTY, EASY_SOLUTION, NO_SOLUTION, MULTIPLE):
        libsudoku.check(grid)


def test_check_reports_the_later_of_two_clashing_givens() -> None:
    with pytest.raises(libsudoku.ConflictingGivensError) as info:
        libsudoku.check(CONFLICT_ROW)
    assert info.value.cell == 1
    # Two 1s in column 1: cells 0 and 72.
    column = "1" + "." * 71 + "1" + "." * 8
    with pytest.raises(libsudoku.ConflictingGivensError) as info:
        libsudoku.check(column)
    assert info.value.cell == 72


def test_check_invalid_character() -> None:
    with pytest.raises(libsudoku.InvalidCharacterError) as info:
        libsudoku.check(EASY[:80] + " ")
    assert info.value.cell == 80
    with pytest.raises(libsudoku.InvalidLengthError):
        libsudoku.check(EASY + ".")


# --- count_solutions ------------------------------------------------------------------


def test_count_solutions() -> None:
    assert libsudoku.count_solutions(EASY) == 1
    assert libsudoku.count_solutions(MULTIPLE) == 2
    assert libsudoku.count_solutions(MULTIPLE, limit=1) == 1
    assert libsudoku.count_solutions(NO_SOLUTION) == 0
    assert libsudoku.count_solutions(EMPTY, limit=25) == 25


def test_count_solutions_budget() -> None:
    with pytest.raises(libsudoku.BudgetExhaustedError) as info:
        libsudoku.count_solutions(EMPTY, limit=1000, budget=5)
    report = info.value.report
    assert report is not None and report.status is Status.BUDGET_EXHAUSTED
    assert report.guesses >= 5
    # A budget the count fits in changes nothing.
    assert libsudoku.count_solutions(MULTIPLE, budget=10**9) == 2
    assert libsudoku.count_solutions(EASY, budget=1) == 1
    for budget in (-1, 2**64):
        with pytest.raises(libsudoku.InvalidArgumentError):
            libsudoku.count_solutions(EASY, budget=budget)
    with pytest.raises(TypeError):
        libsudoku.count_solutions(EASY, budget=None)  # type: ignore[arg-type]


def test_count_solutions_limit_range() -> None:
    # 0 reaches the library, which refuses it.
    with pytest.raises(libsudoku.InvalidArgumentError) as info:
        libsudoku.count_solutions(EASY, limit=0)
    assert info.value.status is Status.INVALID_ARGUMENT
    for limit in (-1, 2**32):
        with pytest.raises(libsudoku.InvalidArgumentError):
            libsudoku.count_solutions(EASY, limit=limit)


def test_count_solutions_bad_grid() -> None:
    with pytest.raises(libsudoku.ConflictingGivensError) as info:
        libsudoku.count_solutions(CONFLICT_ROW)
    assert info.value.cell == 1
    with pytest.raises(libsudoku.InvalidCharacterError) as bad_char:
        libsudoku.count_solutions("a" + EASY[1:])
    assert bad_char.value.cell == 0


# --- parse --------------------------------------------------------------------------


def test_parse_single_line_normalises_empty_cells() -> None:
    assert libsudoku.parse(EASY) == EASY
    assert libsudoku.parse(EASY_ZEROS) == EASY
    assert libsudoku.parse(EASY.replace(".", "_")) == EASY


def test_parse_nine_lines() -> None:
    text = "\n".join(EASY[r * 9 : r * 9 + 9] for r in range(9)) + "\n"
    assert libsudoku.parse(text) == EASY


def test_parse_boxed_layout() -> None:
    rows = [EASY[r * 9 : r * 9 + 9] for r in range(9)]
    border = "+-------+-------+-------+"
    lines = [border]
    for r, row in enumerate(rows):
        lines.append("| " + " | ".join(" ".join(row[b * 3 : b * 3 + 3]) for b in range(3)) + " |")
        if r % 3 == 2:
            lines.append(border)
    text = "\n".join(lines)
    assert libsudoku.parse(text) == EASY
    assert libsudoku.solve(libsudoku.parse(text)) == EASY_SOLUTION


def test_parse_errors() -> None:
    with pytest.raises(libsudoku.InvalidLengthError) as info:
        libsudoku.parse(EASY[:80])
    assert info.value.status is Status.INVALID_LENGTH
    with pytest.raises(libsudoku.InvalidLengthError):
        libsudoku.parse("")
    with pytest.raises(libsudoku.InvalidCharacterError) as info2:
        libsudoku.parse(EASY[:80] + "Z")
    assert info2.value.status is Status.INVALID_CHARACTER
    with pytest.raises(libsudoku.InvalidCharacterError):
        libsudoku.parse(EASY[:80] + "é")
    with pytest.raises(TypeError):
        libsudoku.parse(EASY.encode())  # type: ignore[arg-type]


def test_parse_does_not_check_conflicts() -> None:
    assert libsudoku.parse(CONFLICT_ROW) == CONFLICT_ROW


# --- the exceptions ---------------------------------------------------------------------

SUBCLASSES = {
    Status.NULL_POINTER: libsudoku.NullPointerError,
    Status.INVALID_CHARACTER: libsudoku.InvalidCharacterError,
    Status.CONFLICTING_GIVENS: libsudoku.ConflictingGivensError,
    Status.NO_SOLUTION: libsudoku.NoSolutionError,
    Status.MULTIPLE_SOLUTIONS: libsudoku.MultipleSolutionsError,
    Status.INTERNAL_ERROR: libsudoku.InternalError,
    Status.BUDGET_EXHAUSTED: libsudoku.BudgetExhaustedError,
    Status.INVALID_LENGTH: libsudoku.InvalidLengthError,
    Status.INVALID_ARGUMENT: libsudoku.InvalidArgumentError,
    Status.TECHNIQUES_EXHAUSTED: libsudoku.TechniquesExhaustedError,
    Status.CURRENT_CONTRADICTS_PUZZLE: libsudoku.CurrentContradictsPuzzleError,
    Status.INVALID_CANDIDATES: libsudoku.InvalidCandidatesError,
    Status.CAPACITY_TOO_SMALL: libsudoku.CapacityTooSmallError,
    Status.ALREADY_SOLVED: libsudoku.AlreadySolvedError,
    Status.UNKNOWN_SYMMETRY: libsudoku.UnknownSymmetryError,
    Status.MIN_ABOVE_MAX: libsudoku.MinAboveMaxError,
    Status.INVALID_PATTERN: libsudoku.InvalidPatternError,
    Status.PATTERN_BREAKS_SYMMETRY: libsudoku.PatternBreaksSymmetryError,
    Status.PATTERN_OUTSIDE_GIVEN_BOUNDS: libsudoku.PatternOutsideGivenBoundsError,
    Status.PARSE_ERROR: libsudoku.ParseError,
    Status.UNSUPPORTED_RULE: libsudoku.UnsupportedRuleError,
    Status.INVALID_RULES: libsudoku.InvalidRulesError,
    Status.UNSATISFIABLE_RULES: libsudoku.UnsatisfiableRulesError,
    Status.INVALID_VALUE: libsudoku.InvalidValueError,
    Status.GRID_BREAKS_RULE: libsudoku.GridBreaksRuleError,
    Status.SYMMETRY_BREAKS_RULES: libsudoku.SymmetryBreaksRulesError,
    Status.INVALID_LAYOUT: libsudoku.InvalidLayoutError,
    Status.NOT_RATED: libsudoku.NotRatedError,
    Status.NOT_TEACHABLE: libsudoku.NotTeachableError,
    Status.RULES_NOT_ON_SCALE: libsudoku.RulesNotOnScaleError,
}


def test_every_error_status_has_its_subclass() -> None:
    assert set(SUBCLASSES) == set(Status) - {Status.OK}
    for status, cls in SUBCLASSES.items():
        err = SudokuError.for_status(status)
        assert type(err) is cls
        assert isinstance(err, SudokuError) and isinstance(err, Exception)
        assert err.status is status
        assert err.cell is None and err.report is None
        assert str(err) == libsudoku.status_str(status)


def test_error_with_cell_and_base_constructor() -> None:
    err = SudokuError(Status.CONFLICTING_GIVENS, 80)
    assert type(err) is SudokuError
    assert err.cell == 80
    assert str(err).endswith("at cell 80 (row 9, column 9)")
    assert SudokuError(3).status is Status.CONFLICTING_GIVENS


def test_errors_pickle() -> None:
    with pytest.raises(libsudoku.BudgetExhaustedError) as info:
        libsudoku.solve_ex(HARD, budget=1)
    for original in (info.value, SudokuError.for_status(Status.INVALID_CHARACTER, 7)):
        copy = pickle.loads(pickle.dumps(original))
        assert type(copy) is type(original)
        assert (copy.status, copy.cell, copy.report, str(copy)) == (
            original.status,
            original.cell,
            original.report,
            str(original),
        )


def test_public_names() -> None:
    for name in libsudoku.__all__:
        assert hasattr(libsudoku, name), name
    assert libsudoku.__version__.split(".")[0] == str(libsudoku.EXPECTED_MAJOR)
