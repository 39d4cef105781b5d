"""generate_variant: variant puzzles made to order through
sudoku_rules_generate. Solutions and cage sums are checked here by hand
from the JSON text (rows, columns, 2x3 boxes, each cage's sum), not by the
library; the library's count confirms uniqueness."""

from __future__ import annotations

import ctypes
import json
from typing import List

import pytest

import libsudoku


def _cell(name: str) -> int:
    row, column = name.upper()[1:].split("C")
    return (int(row) - 1) * 6 + int(column) - 1


def _valid_six(grid: List[int]) -> bool:
    units = [[r * 6 + c for c in range(6)] for r in range(6)]
    units += [[r * 6 + c for r in range(6)] for c in range(6)]
    units += [
        [(br * 2 + r) * 6 + bc * 3 + c for r in range(2) for c in range(3)]
        for br in range(3)
        for bc in range(2)
    ]
    return all(sorted(grid[i] for i in unit) == [1, 2, 3, 4, 5, 6] for unit in units)


def test_a_killer_has_cages_that_sum_and_one_solution() -> None:
    made = libsudoku.generate_variant(size=6, seed=5, killer=True, minimal_cages=True)
    assert _valid_six(made.solution)
    assert made.puzzle == [0] * 36
    cages = json.loads(made.text)["killercage"]
    covered = sorted(_cell(c) for cage in cages for c in cage["cells"])
    assert covered == list(range(36))
    for cage in cages:
        cells = [_cell(c) for c in cage["cells"]]
        assert 2 <= len(cells) <= 5
        assert sum(made.solution[c] for c in cells) == int(cage["value"])
    assert made.rules.count(made.puzzle) == 1


@pytest.mark.parametrize(
    "layout",
    [{}, {"jigsaw": True}, {"kropki": True}, {"dots": 5}, {"thermo": 3, "thermo_length": (3, 4)}],
)
def test_each_layout_gives_a_unique_puzzle(layout: dict) -> None:
    made = libsudoku.generate_variant(size=6, seed=2, **layout)
    assert all(g in (0, s) for g, s in zip(made.puzzle, made.solution))
    assert made.rules.count(made.puzzle) == 1
    assert made.rules.check(made.solution) is None
    again = libsudoku.generate_variant(size=6, seed=2, **layout)
    assert again.text == made.text


def test_the_compact_form_and_rules_from_text() -> None:
    made = libsudoku.generate_variant("6 " + "." * 36, seed=4, format="compact")
    assert made.text.startswith("6 ") and len(made.text) == 38
    assert _valid_six(made.solution)


def test_bad_options_raise_their_errors() -> None:
    with pytest.raises(libsudoku.SymmetryBreaksRulesError):
        libsudoku.generate_variant(size=6, symmetry="diagonal")
    with pytest.raises(libsudoku.InvalidLayoutError):
        libsudoku.generate_variant(size=6, thermo=3, thermo_length=(1, 3))
    with pytest.raises(libsudoku.InvalidLayoutError):
        libsudoku.generate_variant(size=6, killer=True, cages=(2, 9))
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.generate_variant(size=6, killer=True, jigsaw=True)
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.generate_variant(size=6, killer=True, format="compact")


def test_rating_bounds_hold_as_rules_rate_rates() -> None:
    # A windoku is rated on SukakuExplainer's scale, which Rules.rate gives.
    for seed in range(2):
        made = libsudoku.generate_variant(
            "9+windoku " + "." * 81, seed=seed, rating=(0, 3.0), format="compact"
        )
        assert made.rules.count(made.puzzle) == 1
        assert made.rules.rate(made.puzzle).er <= 3.0
    # No bound: the puzzle of the unbounded call.
    free = libsudoku.generate_variant(size=6, seed=3)
    assert libsudoku.generate_variant(size=6, seed=3, rating=(0, 0)).text == free.text


def test_the_rating_returned_is_the_puzzles_own() -> None:
    # The rating of the puzzle made, rated again separately: Rules.rate
    # (SukakuExplainer's scale) for windoku, the classic rater for classic
    # 9x9 (the classic generator's puzzle and scale).
    assert ctypes.sizeof(libsudoku._c._RulesGenerated) == 32
    for seed in range(3):
        made = libsudoku.generate_variant(
            "9+windoku " + "." * 81, seed=seed, rating=(0, 3.0), format="compact"
        )
        assert made.rating is not None and 0 < made.rating <= 3.0
        assert made.rating == made.rules.rate(made.puzzle).er
    classic = libsudoku.generate_variant(seed=5, rating=(2.0, 4.0), format="compact")
    text = "".join(str(v) if v else "." for v in classic.puzzle)
    assert classic.rating == libsudoku.rate(text).er
    assert 2.0 <= classic.rating <= 4.0
    # Without bounds the puzzle is not rated.
    assert libsudoku.generate_variant(size=6, seed=3).rating is None
    assert libsudoku.generate_variant(size=6, seed=3, rating=(0, 0)).rating is None


def test_a_removal_budget_says_how_far_the_puzzle_is_minimal() -> None:
    assert ctypes.sizeof(libsudoku._c._RulesGenerateOptions) == 104
    x = "9+x " + "." * 81
    seen = set()
    for seed in range(4):
        made = libsudoku.generate_variant(x, seed=seed, removal_budget=1, format="compact")
        assert made.rules.count(made.puzzle) == 1
        seen.add(made.minimality)
        # The same seed, the same puzzle.
        again = libsudoku.generate_variant(x, seed=seed, removal_budget=1, format="compact")
        assert again.text == made.text
    assert "as_far_as_budget_proved" in seen
    assert libsudoku.generate_variant(size=6, seed=3).minimality == "minimal"
    assert libsudoku.generate_variant(size=6, seed=3, minimal=False).minimality == "not_asked"


def test_bad_rating_bounds_raise_their_errors() -> None:
    with pytest.raises(libsudoku.MinAboveMaxError):
        libsudoku.generate_variant(size=6, rating=(3.0, 2.0))
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.generate_variant(size=6, rating=(0.05, 2.0))
    with pytest.raises(libsudoku.BudgetExhaustedError):
        libsudoku.generate_variant(size=6, rating=(20.0, 0), attempts=3)
