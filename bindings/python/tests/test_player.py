"""player_candidates: a player's grid with mistakes still gets its pencil
marks; clashing entries are reported beside them, never raised."""

from __future__ import annotations

from typing import List, Tuple

import pytest

import libsudoku
from conftest import EASY, EASY_SOLUTION, _peers_of


def plain_candidates(grid: str) -> List[Tuple[int, ...]]:
    """Each cell's candidates, computed here from the peers alone."""
    out = []
    for cell, value in enumerate(grid):
        if value in "123456789":
            out.append((int(value),))
            continue
        seen = {grid[p] for p in _peers_of(cell)}
        out.append(tuple(d for d in range(1, 10) if str(d) not in seen))
    return out


def with_entries(grid: str, entries: dict) -> str:
    cells = list(grid)
    for cell, digit in entries.items():
        cells[cell] = str(digit)
    return "".join(cells)


def test_a_consistent_grid_gives_its_candidates_and_no_clash() -> None:
    # Three right entries (cells 2, 3, 5 of the solution).
    current = with_entries(EASY, {2: EASY_SOLUTION[2], 3: EASY_SOLUTION[3], 5: EASY_SOLUTION[5]})
    got = libsudoku.player_candidates(EASY, current)
    assert got.clashes == []
    assert got.candidates == plain_candidates(current)
    assert got.candidates == libsudoku.candidates(current)


def test_a_clash_is_reported_beside_the_candidates() -> None:
    # Cell 2 (r1c3) gets a 5: the given 5 of cell 0 is in its row. Cells 10
    # (r2c2) and 18 (r3c1) both get a 2, in box 1: the later, 18, is left out.
    current = with_entries(EASY, {2: 5, 10: 2, 18: 2, 40: EASY_SOLUTION[40]})
    with pytest.raises(libsudoku.ConflictingGivensError):
        libsudoku.candidates(current)
    got = libsudoku.player_candidates(EASY, current)
    assert got.clashes == [
        libsudoku.Clash(cell=2, digit=5, other=0),
        libsudoku.Clash(cell=18, digit=2, other=10),
    ]
    # The candidates: the givens and the entries kept (10 and 40), with the
    # clashing cells left empty.
    kept = with_entries(EASY, {10: 2, 40: EASY_SOLUTION[40]})
    assert got.candidates == plain_candidates(kept)
    assert 2 not in got.candidates[18]  # the kept 2 of cell 10 shares its box
    assert 5 not in got.candidates[2]


def test_a_given_wins_over_an_earlier_entry() -> None:
    # A 7 in cell 10 (r2c2) is kept; a 7 in cell 18 (r3c1) clashes with it
    # (box 1) and with the given 7 of cell 45 (column 1): the given is named.
    current = with_entries(EASY, {10: 7, 18: 7})
    got = libsudoku.player_candidates(EASY, current)
    assert got.clashes == [libsudoku.Clash(cell=18, digit=7, other=45)]


def test_refusals_name_the_grid_and_cell() -> None:
    with pytest.raises(libsudoku.ConflictingGivensError) as info:
        libsudoku.player_candidates("55" + EASY[2:], "55" + EASY[2:])
    assert info.value.cell == 1
    changed = "6" + EASY[1:]
    with pytest.raises(libsudoku.CurrentContradictsPuzzleError) as info:
        libsudoku.player_candidates(EASY, changed)
    assert info.value.cell == 0
    assert "at cell 0 (row 1, column 1)" in str(info.value)
    with pytest.raises(libsudoku.InvalidCharacterError) as info:
        libsudoku.player_candidates(EASY, EASY[:7] + "z" + EASY[8:])
    assert info.value.cell == 7
    with pytest.raises(libsudoku.InvalidLengthError):
        libsudoku.player_candidates(EASY, EASY[:80])


def test_a_hint_and_the_marks_for_the_same_grid() -> None:
    # The grid an app needs a hint for is the grid it draws marks for.
    current = with_entries(EASY, {2: 5})
    step = libsudoku.hint(EASY, current)
    assert step.kind == libsudoku.StepKind.MISTAKE and step.cell == 2
    marks = libsudoku.player_candidates(EASY, current)
    assert [c.cell for c in marks.clashes] == [2]
