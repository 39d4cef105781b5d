"""Variant logic from Python (_variant_logic.py): SukakuExplainer's ratings
from tests/data/variants/sukaku_rated.tsv, the project's own scale, every
step of a path and every hint checked against a stored solution that this
file checks rule by rule first, each step's sentence, refusals and
errors."""

from __future__ import annotations

from typing import List, Sequence

import pytest

import libsudoku
from libsudoku import Rules

from conftest import REPO


def rated() -> List[List[str]]:
    path = REPO / "tests" / "data" / "variants" / "sukaku_rated.tsv"
    lines = path.read_text().splitlines()
    return [line.split("\t") for line in lines if line and not line.startswith("#")]


def x_solution_ok(g: Sequence[int]) -> bool:
    groups = [[r * 9 + c for c in range(9)] for r in range(9)]
    groups += [[r * 9 + c for r in range(9)] for c in range(9)]
    groups += [[(b // 3 * 3 + k // 3) * 9 + b % 3 * 3 + k % 3 for k in range(9)] for b in range(9)]
    groups += [[k * 10 for k in range(9)], [k * 8 + 8 for k in range(9)]]
    return all(sorted(g[c] for c in group) == list(range(1, 10)) for group in groups)


def check_step(step: libsudoku.VariantStep, solution: Sequence[int]) -> None:
    assert step.placements or step.eliminations
    for cell, digit in step.placements:
        assert solution[cell] == digit
    for cell, digit in step.eliminations:
        assert solution[cell] != digit


def test_x_puzzles_rate_as_sukakuexplainer_and_every_step_is_true() -> None:
    checked = 0
    for variant, puzzle, solution_text, rating, _ in rated():
        if variant != "x":
            continue
        solution = [int(c) for c in solution_text]
        assert x_solution_ok(solution)
        rules, givens = Rules.from_text(f"9+x {puzzle}")
        er, ep, ed = (float(v) for v in rating.split("/"))
        try:
            got = rules.rate(givens)
        except libsudoku.NotRatedError as err:
            assert err.needs
            assert er >= 4.5, "refused only past the engine's techniques"
            continue
        assert (got.er, got.ep, got.ed) == (er, ep, ed)
        path, solved = rules.explain(givens, scale="sukaku")
        assert solved and len(path) == got.steps
        assert max(step.difficulty for step in path) == er
        for step in path:
            check_step(step, solution)
        check_step(rules.hint(givens), solution)
        checked += 1
    assert checked >= 3


def test_engine_path_and_pencil_marks() -> None:
    rules, givens = Rules.from_text("4 12.4.41.2.43.3.1")
    step = rules.hint(givens)
    assert (step.technique, step.placements, step.difficulty) == ("Last Cell in House", [(4, 3)], 0.0)
    path, solved = rules.explain(givens)
    assert solved and len(path) == 6
    with pytest.raises(libsudoku.RulesNotOnScaleError):
        rules.rate(givens)
    masks = [1 << (v - 1) if v else 0xF for v in givens]
    assert rules.hint(candidates=masks).placements or rules.hint(candidates=masks).eliminations


def test_own_scale_and_sentences() -> None:
    variant, puzzle, solution_text, _, _ = next(r for r in rated() if r[0] == "x")
    solution = [int(c) for c in solution_text]
    assert x_solution_ok(solution)
    rules, givens = Rules.from_text(f"9+{variant} {puzzle}")
    got = rules.rate(givens, scale="own")
    path, solved = rules.explain(givens, scale="own")
    assert solved and len(path) == got.steps
    assert max(step.difficulty for step in path) == got.er
    assert path[0].difficulty == got.ed
    for step in path:
        check_step(step, solution)
        # One sentence a step, naming the technique and a cell it uses.
        assert step.text.startswith(step.technique) and "\n" not in step.text
        assert any(f"r{c // 9 + 1}c{c % 9 + 1}" in step.text for c in step.cells)
    hint = rules.hint(givens)
    first, _ = rules.explain(givens)
    assert hint == first[0] and hint.text
    # A 4x4 grid: not on SukakuExplainer's scale, on the project's own.
    small, small_givens = Rules.from_text("4 12.4.41.2.43.3.1")
    small_rating = small.rate(small_givens, scale="own")
    assert small_rating.steps == 6 and small_rating.guesses == 0
    with pytest.raises(libsudoku.InvalidArgumentError):
        rules.rate(candidates=[0x1FF] * 81, scale="own")


def test_errors() -> None:
    rules, givens = Rules.from_text("9+x " + "." * 81)
    with pytest.raises(libsudoku.MultipleSolutionsError):
        rules.rate(givens)
    with pytest.raises(libsudoku.InvalidArgumentError):
        rules.rate(givens, candidates=[0x1FF] * 81)
    with pytest.raises(libsudoku.InvalidArgumentError):
        rules.rate(givens, scale="se")
    with pytest.raises(libsudoku.InvalidCandidatesError):
        rules.hint(candidates=[0x3FF] * 81)
    with pytest.raises(libsudoku.InvalidLengthError):
        rules.hint(candidates=[0x1FF] * 80)
    bad = list(givens)
    bad[0] = bad[1] = 5
    with pytest.raises(libsudoku.GridBreaksRuleError):
        rules.hint(bad)


def test_struct_layouts_mirror_the_header() -> None:
    import ctypes

    assert ctypes.sizeof(libsudoku._c._RulesStep) == 3288
    assert libsudoku._c._RulesStep.placements.offset == 2660
    assert ctypes.sizeof(libsudoku._c._RulesRating) == 136
    assert libsudoku._c._RulesRating.needs.offset == 36
    assert libsudoku._c._RulesRating.guesses.offset == 132


def test_hints_from_a_players_grid_name_mistakes_then_reach_the_solution() -> None:
    variant, puzzle, solution_text, *_ = next(r for r in rated() if r[0] == "x")
    solution = [int(c) for c in solution_text]
    assert x_solution_ok(solution)
    rules, givens = Rules.from_text(f"9+x {puzzle}")
    empty = [c for c in range(81) if givens[c] == 0]
    current = list(givens)
    wrong = empty[3]
    current[wrong] = solution[wrong] % 9 + 1
    step = rules.hint_player(givens, current)
    assert (step.technique, step.cells, step.digits) == ("Wrong Entry", [wrong], [current[wrong]])
    assert step.text == f"Wrong entry: r{wrong // 9 + 1}c{wrong % 9 + 1} is not {current[wrong]}"
    current[wrong] = 0
    marks = [0x1FF] * 81
    missing = empty[-1]
    marks[missing] &= ~(1 << (solution[missing] - 1))
    step = rules.hint_player(givens, current, candidates=marks)
    assert (step.technique, step.cells, step.digits) == (
        "Missing Candidate",
        [missing],
        [solution[missing]],
    )
    # Follow the hints to the end, each step true and each applied to the
    # player's own entries and marks.
    marks[missing] = 0x1FF
    followed = 0
    while True:
        try:
            step = rules.hint_player(givens, current, candidates=marks)
        except libsudoku.AlreadySolvedError:
            break
        check_step(step, solution)
        assert step.text
        for cell, digit in step.placements:
            current[cell] = digit
        for cell, digit in step.eliminations:
            assert marks[cell] >> (digit - 1) & 1
            marks[cell] &= ~(1 << (digit - 1))
        followed += 1
        assert followed <= 729
    assert current == solution and followed > 10
    changed = list(givens)
    given = next(c for c in range(81) if givens[c])
    changed[given] = givens[given] % 9 + 1
    with pytest.raises(libsudoku.CurrentContradictsPuzzleError):
        rules.hint_player(givens, changed)
    with pytest.raises(libsudoku.InvalidCandidatesError):
        rules.hint_player(givens, None, candidates=[0x200] * 81)
