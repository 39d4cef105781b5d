"""HoDoKu's scale from Python: levels and scores against HoDoKu 2.2.0's own
(tests/data/hodoku/sample.jsonl), hints against each puzzle's solution,
names against the library's step table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import libsudoku
from libsudoku import Status

REPO = Path(__file__).resolve().parents[3]
SAMPLE = [
    json.loads(line)
    for line in (REPO / "tests" / "data" / "hodoku" / "sample.jsonl").read_text().splitlines()
    if line.startswith("{")
]


def test_rate_gives_hodokus_level_and_score_or_not_rated() -> None:
    rated = 0
    for entry in SAMPLE:
        try:
            rating = libsudoku.rate(entry["puzzle"], scale="hodoku")
        except libsudoku.NotRatedError as err:
            assert err.status is Status.NOT_RATED
            assert err.needs in libsudoku.hodoku_techniques().values()
            continue
        assert (rating.level, rating.score) == (entry["level"], entry["score"])
        assert rating.steps == len(entry["steps"])
        assert libsudoku.hodoku_technique_name(rating.technique_number) == rating.technique
        rated += 1
    assert rated >= 40


def test_sudoku_explainers_scale_stays_the_default() -> None:
    puzzle = SAMPLE[0]["puzzle"]
    assert libsudoku.rate(puzzle) == libsudoku.rate(puzzle, scale="se")
    with pytest.raises(ValueError):
        libsudoku.rate(puzzle, scale="hodokuu")


def test_hints_at_each_level_tell_one_true_step() -> None:
    for entry in SAMPLE[::3]:
        puzzle, solution = entry["puzzle"], entry["solution"]
        try:
            hints = [libsudoku.hint(puzzle, scale="hodoku", level=n) for n in (1, 2, 3)]
        except libsudoku.NotRatedError:
            continue
        vague, middle, full = hints
        assert vague.technique == middle.technique == full.technique
        assert vague.digits == full.digits and vague.cells == () and vague.placements == ()
        assert middle.cells == full.cells and middle.eliminations == ()
        assert vague.text.startswith("Look for: ")
        assert full.technique == entry["steps"][0]["technique"]
        for cell, digit in full.placements:
            assert int(solution[cell]) == digit
        for cell, digit in full.eliminations:
            assert int(solution[cell]) != digit


def test_a_wrong_entry_comes_first() -> None:
    puzzle, solution = SAMPLE[0]["puzzle"], SAMPLE[0]["solution"]
    cell = puzzle.index(".")
    wrong = "1" if solution[cell] == "9" else "9"
    current = puzzle[:cell] + wrong + puzzle[cell + 1 :]
    hint = libsudoku.hint_hodoku(puzzle, current, level=3)
    assert (hint.kind, hint.cells, hint.digits) == ("mistake", (cell,), (int(wrong),))
    with pytest.raises(libsudoku.AlreadySolvedError):
        libsudoku.hint_hodoku(puzzle, solution)
    with pytest.raises(libsudoku.MultipleSolutionsError):
        libsudoku.hint_hodoku("." * 81)
    with pytest.raises(ValueError):
        libsudoku.hint_hodoku(puzzle, level=4)


def test_hints_read_pencil_marks() -> None:
    puzzle, solution = SAMPLE[0]["puzzle"], SAMPLE[0]["solution"]
    current = list(puzzle)
    marks = [set(range(1, 10)) for _ in range(81)]
    eliminating = 0
    for _ in range(40):
        hint = libsudoku.hint(puzzle, "".join(current), marks, scale="hodoku", level=3)
        assert hint.kind in ("placement", "elimination"), hint.text
        for cell, digit in hint.eliminations:
            assert int(solution[cell]) != digit
            marks[cell].discard(digit)
        for cell, digit in hint.placements:
            assert int(solution[cell]) == digit
            current[cell] = str(digit)
        eliminating += hint.kind == "elimination"
    assert eliminating > 0
    cell = puzzle.index(".")
    missing = [set(range(1, 10)) for _ in range(81)]
    missing[cell].discard(int(solution[cell]))
    hint = libsudoku.hint_hodoku(puzzle, None, missing, level=3)
    assert (hint.kind, hint.cells, hint.digits) == ("missing_candidate", (cell,), (int(solution[cell]),))
    assert "lack" in hint.text
    with pytest.raises(libsudoku.InvalidCandidatesError):
        libsudoku.hint_hodoku(puzzle, None, [[10]] * 81)


def test_the_step_table_is_the_librarys() -> None:
    table = libsudoku.hodoku_techniques()
    assert len(table) == 92
    assert table[100] == "Full House"
    assert libsudoku.hodoku_technique_name(-1) == "unknown technique"


def _tokens(text: str) -> list:
    return sorted(text.split())


def _notation(cell: int, digit: int, op: str) -> str:
    return f"r{cell // 9 + 1}c{cell % 9 + 1}{op}{digit}"


def test_explain_hodoku_gives_hodokus_whole_path() -> None:
    whole = 0
    for entry in SAMPLE:
        try:
            path = libsudoku.explain_hodoku(entry["puzzle"])
        except libsudoku.NotRatedError as err:
            assert err.needs in libsudoku.hodoku_techniques().values()
            continue
        assert len(path) == len(entry["steps"])
        grid = list(entry["puzzle"])
        for step, expected in zip(path, entry["steps"]):
            assert step.level == 3 and step.technique == expected["technique"]
            placed = sorted(_notation(c, d, "=") for c, d in step.placements)
            removed = sorted(_notation(c, d, "<>") for c, d in step.eliminations)
            assert placed == _tokens(expected["placements"])
            assert removed == _tokens(expected["eliminations"])
            assert step.text.startswith(step.technique)
            for cell, digit in step.placements:
                grid[cell] = str(digit)
        assert "".join(grid) == entry["solution"]
        whole += 1
    assert whole >= 50


def test_generate_hodoku_levels_and_techniques() -> None:
    easy = libsudoku.generate_hodoku(1, level="easy")
    assert libsudoku.rate_hodoku(easy.puzzle).level == "EASY"
    assert libsudoku.generate_hodoku(1, level="EASY") == easy
    made = libsudoku.generate_hodoku(
        5, technique="x-wing", hardest=True, symmetry="rotate_180", min_givens=22, max_givens=32
    )
    givens = [c for c in range(81) if made.puzzle[c] != "."]
    assert 22 <= len(givens) <= 32
    assert all(made.puzzle[80 - c] != "." for c in givens)
    assert libsudoku.count_solutions(made.puzzle, limit=2) == 1
    steps = libsudoku.explain_hodoku(made.puzzle)
    assert "X-Wing" in [s.technique for s in steps]
    by_number = libsudoku.generate_hodoku(5, technique=2200, hardest=True, symmetry="rotate_180",
                                          min_givens=22, max_givens=32)
    assert by_number == made


def test_generate_hodoku_refusals() -> None:
    with pytest.raises(libsudoku.NotTeachableError) as info:
        libsudoku.generate_hodoku(technique="Jellyfish")
    assert info.value.status is Status.NOT_TEACHABLE
    with pytest.raises(ValueError):
        libsudoku.generate_hodoku(technique="no such technique")
    with pytest.raises(ValueError):
        libsudoku.generate_hodoku(level="impossible")
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.generate_hodoku(hardest=True)
    with pytest.raises(libsudoku.BudgetExhaustedError):
        libsudoku.generate_hodoku(level="extreme", attempt_budget=1)
