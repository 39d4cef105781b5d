"""Rules.solve_batch and Rules.count_batch (sudoku_rules_solve_batch,
sudoku_rules_count_batch): every answer checked against code that shares
nothing with the library (a rule-by-rule check, an enumeration of every
4x4 grid), errors returned in place, results the same on any thread
count."""

from __future__ import annotations

import itertools
from typing import List

import pytest

import libsudoku
from libsudoku import Rules, RulesBuilder

from test_variant import boxes, is_solution, samples

LETTERS = ".123456789ABCDEFG"


def every_4x4_grid() -> List[List[int]]:
    """The 288 4x4 grids with rows, columns and 2x2 boxes, by enumeration."""
    region_of = boxes(4, 2, 2)
    rows = [list(p) for p in itertools.permutations([1, 2, 3, 4])]
    def fits(g: List[int]) -> bool:
        # Columns and boxes of the rows so far hold no digit twice.
        columns = all(len({g[i] for i in range(c, len(g), 4)}) == len(g) // 4 for c in range(4))
        in_boxes = [[g[i] for i in range(len(g)) if region_of[i] == b] for b in range(4)]
        return columns and all(len(set(cells)) == len(cells) for cells in in_boxes)

    grids: List[List[int]] = [[]]
    for _ in range(4):
        grids = [g + r for g in grids for r in rows if fits(g + r)]
    return grids


def test_solve_batch_answers_each_grid_as_solve_does() -> None:
    record = samples()["16x16-001"]
    givens = [
        cell.get("value", 0) if cell.get("given") else 0 for row in record["puzzle"]["grid"] for cell in row
    ]
    rules = RulesBuilder(16, 4, 4).build()
    text = "".join(LETTERS[v] for v in givens)
    clash = list(givens)
    first_empty = clash.index(0)
    row_start = first_empty - first_empty % 16
    clash[first_empty] = next(v for v in clash[row_start : row_start + 16] if v)
    grids = [givens, text, clash, givens[:-1], [17] + givens[1:], [0] * 256]
    for threads in (1, 2, 0):
        found = rules.solve_batch(grids, threads=threads)
        assert len(found) == len(grids)
        assert found[0] == record["solution"] and found[1] == record["solution"]
        assert is_solution(found[0], givens, boxes(16, 4, 4), 16)
        assert isinstance(found[2], libsudoku.GridBreaksRuleError)
        assert isinstance(found[3], libsudoku.InvalidLengthError)
        assert isinstance(found[4], libsudoku.InvalidValueError)
        assert isinstance(found[5], libsudoku.MultipleSolutionsError)
    # A budget too small for the empty grid: its entry says so, the others
    # are untouched by it.
    tight = rules.solve_batch([[0] * 256, givens], budget=1)
    assert isinstance(tight[0], libsudoku.BudgetExhaustedError)
    assert rules.solve_batch([]) == []


def test_count_batch_matches_an_enumeration_of_4x4() -> None:
    every = every_4x4_grid()
    assert len(every) == 288
    rules = RulesBuilder(4).build()
    grids = [[0] * 16]
    for grid in every[::37]:
        # Keep a few cells of a real grid: several solutions, or one.
        for keep in ((0,), (0, 5), (0, 5, 10, 15), tuple(range(0, 16, 3))):
            grids.append([grid[c] if c in keep else 0 for c in range(16)])
    grids.append([1, 1] + [0] * 14)
    want = [
        sum(1 for g in every if all(v == 0 or g[c] == v for c, v in enumerate(givens)))
        for givens in grids[:-1]
    ]
    for threads in (1, 2):
        counted = rules.count_batch(grids, limit=1000, threads=threads)
        assert counted[:-1] == want
        assert isinstance(counted[-1], libsudoku.GridBreaksRuleError)
    capped = rules.count_batch(grids[:3], limit=2)
    assert capped == [min(w, 2) for w in want[:3]]
    big = RulesBuilder(16).build()
    assert isinstance(big.count_batch([[0] * 256], budget=1)[0], libsudoku.BudgetExhaustedError)
    assert big.count_batch([[0] * 256], budget=10_000) == [2]


def test_batch_arguments_are_checked_before_anything_runs() -> None:
    rules, givens = Rules.from_text("4 1...............")
    with pytest.raises(libsudoku.InvalidArgumentError):
        rules.count_batch([givens], limit=0)
    with pytest.raises(libsudoku.InvalidArgumentError):
        rules.solve_batch([givens], budget=-1)
    with pytest.raises(TypeError):
        rules.count_batch([givens], threads="2")  # type: ignore[arg-type]
