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


def test_the_step_table_is_the_librarys() -> None:
    table = libsudoku.hodoku_techniques()
    assert len(table) == 92
    assert table[100] == "Full House"
    assert libsudoku.hodoku_technique_name(-1) == "unknown technique"
