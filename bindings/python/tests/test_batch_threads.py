"""solve_batch against solve and solve_ex, and the API (solving, hints,
ratings, paths, the generator) under concurrent Python threads."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import List, Tuple, Union

import pytest

import libsudoku
from libsudoku import Status

from conftest import CONFLICT_ROW, EASY, EASY_SOLUTION, HARD, MULTIPLE, NO_SOLUTION, example_pairs

Outcome = Union[str, Tuple[str, Status, Union[int, None]]]


def serial(puzzle: str) -> Outcome:
    """What solve gives for one puzzle, in a comparable form."""
    try:
        return libsudoku.solve(puzzle)
    except libsudoku.SudokuError as err:
        return (type(err).__name__, err.status, err.cell)


def comparable(entry: libsudoku.BatchResult) -> Outcome:
    if isinstance(entry, str):
        return entry
    assert isinstance(entry, libsudoku.SudokuError)
    return (type(entry).__name__, entry.status, entry.cell)


def mixed_puzzles() -> List[str]:
    puzzles = [p for p, _ in example_pairs()]
    # Plus the cases only Python sees: wrong lengths and non-ASCII.
    puzzles += [EASY[:80], "", EASY + ".", EASY[:5] + "ü" + EASY[6:]]
    return puzzles


def test_batch_equals_serial() -> None:
    puzzles = mixed_puzzles()
    batch = libsudoku.solve_batch(puzzles)
    assert len(batch) == len(puzzles)
    assert [comparable(e) for e in batch] == [serial(p) for p in puzzles]
    # Every kind of outcome is in there, so the comparison covers them.
    kinds = {e.status if isinstance(e, libsudoku.SudokuError) else Status.OK for e in batch}
    assert kinds == {
        Status.OK,
        Status.INVALID_CHARACTER,
        Status.CONFLICTING_GIVENS,
        Status.NO_SOLUTION,
        Status.MULTIPLE_SOLUTIONS,
        Status.INVALID_LENGTH,
    }


def test_batch_shape_and_cells() -> None:
    puzzles = [EASY, CONFLICT_ROW, EASY[:3], NO_SOLUTION, MULTIPLE]
    batch = libsudoku.solve_batch(puzzles)
    assert batch[0] == EASY_SOLUTION
    assert isinstance(batch[1], libsudoku.ConflictingGivensError) and batch[1].cell == 1
    assert isinstance(batch[2], libsudoku.InvalidLengthError)
    assert isinstance(batch[3], libsudoku.NoSolutionError)
    assert isinstance(batch[4], libsudoku.MultipleSolutionsError)


@pytest.mark.parametrize("threads", [0, 1, 2, 3, 8])
def test_batch_results_do_not_depend_on_threads(threads: int) -> None:
    # Large enough (well over 16 puzzles a thread) for the library to really
    # split the work between threads.
    puzzles = mixed_puzzles() * 12
    expected = [serial(p) for p in puzzles]
    got = [comparable(e) for e in libsudoku.solve_batch(puzzles, threads=threads)]
    assert got == expected


def test_batch_edge_cases() -> None:
    assert libsudoku.solve_batch([]) == []
    only_bad = libsudoku.solve_batch(["", "12"])
    assert [type(e) for e in only_bad] == [libsudoku.InvalidLengthError] * 2
    # Any iterable of puzzles will do.
    assert libsudoku.solve_batch(p for p in [EASY]) == [EASY_SOLUTION]


def test_batch_with_a_budget_and_a_mode_equals_solve_ex() -> None:
    def one(puzzle: str, **options: object) -> Outcome:
        try:
            return libsudoku.solve_ex(puzzle, **options)[0]  # type: ignore[arg-type]
        except libsudoku.SudokuError as err:
            return (type(err).__name__, err.status, err.cell)

    puzzles = mixed_puzzles() + [HARD] * 3
    for options in ({"budget": 1}, {"mode": "first"}, {"mode": "first", "budget": 3}):
        expected = [one(p, **options) for p in puzzles]
        for threads in (1, 2):
            got = libsudoku.solve_batch(puzzles, threads, **options)  # type: ignore[arg-type]
            assert [comparable(e) for e in got] == expected, options
    budgeted = libsudoku.solve_batch([HARD, EASY], budget=1)
    assert isinstance(budgeted[0], libsudoku.BudgetExhaustedError) and budgeted[1] == EASY_SOLUTION
    first = libsudoku.solve_batch([MULTIPLE], mode=libsudoku.Mode.FIRST)[0]
    assert isinstance(first, str) and len(first) == 81
    for bad in ({"budget": -1}, {"mode": "fastest"}):
        with pytest.raises(libsudoku.InvalidArgumentError):
            libsudoku.solve_batch([EASY], **bad)  # type: ignore[arg-type]


def test_batch_bad_threads() -> None:
    for threads in (-1, 2**32):
        with pytest.raises(libsudoku.InvalidArgumentError):
            libsudoku.solve_batch([EASY], threads=threads)
    with pytest.raises(TypeError):
        libsudoku.solve_batch([EASY, 5])  # type: ignore[list-item]


def test_many_python_threads_at_once() -> None:
    # Every function from 8 threads at once on shared inputs: the results
    # must be those of a serial run (distinct buffers per call, no shared
    # state in the library).
    puzzles = mixed_puzzles()

    def work(i: int) -> object:
        puzzle = puzzles[i % len(puzzles)]
        kind = i % 7
        if kind == 0:
            return serial(puzzle)
        if kind == 1:
            try:
                return libsudoku.solve_ex(puzzle, mode="first")[0]
            except libsudoku.SudokuError as err:
                return err.status
        if kind == 2:
            try:
                return libsudoku.count_solutions(puzzle, limit=3)
            except libsudoku.SudokuError as err:
                return err.status
        if kind == 3:
            return [comparable(e) for e in libsudoku.solve_batch([puzzle, HARD], threads=2)]
        if kind == 4:
            return libsudoku.status_str(i % 12), libsudoku.version()
        if kind == 5:
            # The budget stops the hardest puzzles' chain searches in a
            # tenth of a second, at the same point in every thread (it
            # counts work, not time), with their memory allocated.
            try:
                return (
                    libsudoku.hint(puzzle),
                    libsudoku.rate(puzzle, budget=50_000),
                    libsudoku.explain(puzzle, budget=50_000),
                )
            except libsudoku.SudokuError as err:
                return err.status
        return libsudoku.generate(i, symmetry=i % 10), libsudoku.random_solution(i)

    # 30 calls of each kind: 8 threads overlap on every function.
    jobs = range(210)
    expected = [work(i) for i in jobs]
    with ThreadPoolExecutor(max_workers=8) as pool:
        got = list(pool.map(work, jobs))
    assert got == expected


def test_threads_solve_hard_puzzles_concurrently() -> None:
    puzzles = [p for p, _ in example_pairs()] * 4
    expected = [serial(p) for p in puzzles]
    with ThreadPoolExecutor(max_workers=6) as pool:
        assert list(pool.map(serial, puzzles)) == expected
