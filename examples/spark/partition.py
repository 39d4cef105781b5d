"""The work of one Spark partition, with no Spark in it: thousands of
puzzles per library call, one output row per puzzle. sudoku_spark.py runs
these inside mapPartitions; check_spark.py tests them against plain calls.

A row is (source, puzzle, status, solution, rating, rating_is_lower_bound):
status is the C status name ("OK", "MULTIPLE_SOLUTIONS", ...), solution the
81 digits when OK, rating the Sudoku Explainer ER (2.3) of a puzzle with
one solution, and rating_is_lower_bound True when the techniques ran out
(never, for a puzzle with one solution, since the chains came). Both are
None when the rating's guess budget ran out first, or without rating.
"""

from itertools import islice
from typing import Iterable, Iterator, Optional, Tuple

import libsudoku

#: Puzzles per solve_batch call: the call's own cost vanishes, and a chunk
#: of rows stays small in memory.
CHUNK = 10_000

Row = Tuple[str, str, str, Optional[str], Optional[float], Optional[bool]]


def _chunks(items: Iterable, size: int) -> Iterator[list]:
    it = iter(items)
    while True:
        chunk = list(islice(it, size))
        if not chunk:
            return
        yield chunk


def rating_of(puzzle: str, budget: int = 0) -> Tuple[Optional[float], Optional[bool]]:
    """(ER, whether it is a lower bound: the techniques ran out first) of a
    puzzle with one solution; (None, None) when ``budget`` (libsudoku.rate's
    guess budget, 0: none) runs out first."""
    try:
        rating = libsudoku.rate(puzzle, budget=budget)
    except libsudoku.BudgetExhaustedError:
        return None, None
    return rating.er, not rating.solved


def _row(source: str, puzzle: str, solution: str, rate: bool, budget: int) -> Row:
    er, lower = rating_of(puzzle, budget) if rate else (None, None)
    return source, puzzle, "OK", solution, er, lower


def _rows(sources: list, puzzles: list, rate: bool, budget: int) -> Iterator[Row]:
    # threads=1: Spark runs one task per core already.
    results = libsudoku.solve_batch(puzzles, threads=1)
    for source, puzzle, result in zip(sources, puzzles, results):
        if isinstance(result, str):
            yield _row(source, puzzle, result, rate, budget)
        else:
            yield source, puzzle, result.status.name, None, None, None


def solve_partition(
    pairs: Iterable[Tuple[str, str]], rate: bool = True, budget: int = 0
) -> Iterator[Row]:
    """Rows for (source, puzzle) pairs: solved CHUNK at a time, each rated
    within ``budget`` (see rating_of)."""
    for chunk in _chunks(pairs, CHUNK):
        yield from _rows([s for s, _ in chunk], [p for _, p in chunk], rate, budget)


def generate_partition(
    seeds: Iterable[int],
    symmetry: int = 0,
    min_rating: int = 0,
    max_rating: int = 0,
    rate: bool = True,
    budget: int = 0,
) -> Iterator[Row]:
    """Rows for puzzles generated from consecutive seeds: each run of
    consecutive seeds is one generate_batch call (which also gives each
    solution), then rated as solve_partition does. Source: "seed N"."""
    for chunk in _chunks(seeds, CHUNK):
        runs = []
        for seed in chunk:
            if runs and runs[-1][0] + runs[-1][1] == seed:
                runs[-1][1] += 1
            else:
                runs.append([seed, 1])
        for first, count in runs:
            made = libsudoku.generate_batch(
                count,
                threads=1,
                seed=first,
                symmetry=symmetry,
                min_rating=min_rating / 10,
                max_rating=max_rating / 10,
            )
            for i, result in enumerate(made):
                source = f"seed {first + i}"
                if isinstance(result, libsudoku.Generated):
                    yield _row(source, result.puzzle, result.solution, rate, budget)
                else:
                    yield source, "", result.status.name, None, None, None
