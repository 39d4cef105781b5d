"""examples/puzzles.txt against examples/puzzles.expected, line for line."""

from __future__ import annotations

import pytest

import libsudoku

from conftest import example_pairs, is_solution_of

PAIRS = example_pairs()


def answer(puzzle: str) -> str:
    """What examples/solve.c prints: the solution or the status text."""
    try:
        return libsudoku.solve(puzzle)
    except libsudoku.SudokuError as err:
        return libsudoku.status_str(err.status)


def test_examples_are_all_there() -> None:
    # 36 puzzles today; guards against the files being read wrongly.
    assert len(PAIRS) >= 30
    assert all(len(p) == 81 for p, _ in PAIRS)


@pytest.mark.parametrize("puzzle, expected", PAIRS, ids=[f"line{i}" for i in range(len(PAIRS))])
def test_example(puzzle: str, expected: str) -> None:
    got = answer(puzzle)
    assert got == expected
    if len(expected) == 81 and expected.isdigit():
        # Do not trust the expected file alone: check the solution itself.
        assert is_solution_of(puzzle, got)
        assert libsudoku.count_solutions(puzzle) == 1


def test_examples_through_one_batch() -> None:
    results = libsudoku.solve_batch([p for p, _ in PAIRS])
    for (puzzle, expected), entry in zip(PAIRS, results):
        if isinstance(entry, str):
            assert entry == expected and is_solution_of(puzzle, entry)
        else:
            assert libsudoku.status_str(entry.status) == expected
