"""The generator: puzzles with one solution, minimal, symmetric, on a
pattern, within given-count and rating bounds, reproducible from a seed
(sudoku_generate, sudoku_generate_batch, sudoku_random_solution).

The same seed and options give the same puzzle here as in every other
language and on every platform (docs/GENERATE.md specifies the algorithm).
"""

from __future__ import annotations

import ctypes
import json
import math
from typing import List, NamedTuple, Optional, Tuple, Union

from . import _c
from ._api import (
    _UINT32_MAX,
    _UINT64_MAX,
    InvalidArgumentError,
    InvalidLengthError,
    Status,
    SudokuError,
    UnknownSymmetryError,
    _int_arg,
    _OpenEnum,
    solve_batch,
)

CELLS = _c.CELLS
_lib = _c.lib

#: The default attempt budget, as sudoku_generate_options_default sets it.
DEFAULT_ATTEMPT_BUDGET = 10_000

# Statuses of a batch record that are about that record, not the options.
_RECORD_STATUSES = (Status.OK, Status.BUDGET_EXHAUSTED, Status.INTERNAL_ERROR)


class Symmetry(_OpenEnum):
    """``sudoku_symmetry``: the symmetry of the positions of the givens.
    Under a symmetry the cells fall into groups (a cell and its images), and
    a group is given whole or not at all."""

    #: Any positions.
    NONE = 0
    #: Unchanged by a half turn about the centre.
    ROTATE_180 = 1
    #: Unchanged by a quarter turn (so also by a half turn).
    ROTATE_90 = 2
    #: Unchanged by swapping left and right.
    MIRROR_LEFT_RIGHT = 3
    #: Unchanged by swapping top and bottom.
    MIRROR_TOP_BOTTOM = 4
    #: Unchanged by reflection in the main diagonal (top left to bottom right).
    DIAGONAL = 5
    #: Unchanged by reflection in the anti-diagonal (top right to bottom left).
    ANTI_DIAGONAL = 6
    #: Unchanged by reflection in either diagonal.
    BOTH_DIAGONALS = 7
    #: Unchanged by either mirror.
    BOTH_MIRRORS = 8
    #: Unchanged by every symmetry of the square.
    FULL = 9


class Generated(NamedTuple):
    """A generated puzzle and its solution; unpacks as ``puzzle, solution``."""

    #: '1'-'9' givens, '.' empty cells.
    puzzle: str
    #: Its unique solution, 81 digits.
    solution: str


#: One entry of ``generate_batch``'s result: the puzzle, or the error.
GenerateResult = Union[Generated, SudokuError]

SymmetryArg = Union[str, int]


def random_solution(seed: int) -> str:
    """A random complete grid (81 digits, a valid solution), the same for
    the same seed everywhere. Every valid grid can come out; grids that
    differ by a relabelling of the digits, an order of bands, rows, stacks
    or columns, or a transposition are exactly equally likely (the bias
    across classes of such grids is described in sudoku.h)."""
    value = _int_arg("seed", seed, 0, _UINT64_MAX)
    out = ctypes.create_string_buffer(CELLS)
    status = _lib.sudoku_random_solution(value, out)
    if status != Status.OK:
        raise SudokuError.for_status(status)
    return out.raw.decode("ascii")


def generate(
    seed: int = 0,
    *,
    symmetry: SymmetryArg = Symmetry.NONE,
    minimal: bool = True,
    min_givens: int = 0,
    max_givens: int = 0,
    min_rating: float = 0,
    max_rating: float = 0,
    pattern: Optional[str] = None,
    attempt_budget: int = DEFAULT_ATTEMPT_BUDGET,
) -> Generated:
    """Generates a puzzle with exactly one solution.

    Args:
        seed: 0 to 2**64-1. The same seed and options give the same puzzle
            on every platform and in every binding (with rating bounds, for
            as long as the library's ratings stay the same).
        symmetry: a Symmetry, its name (``"rotate_180"``, ``"rotate-180"``,
            any case), or its C value.
        minimal: True: removing any given (under a symmetry, any one group
            of givens) leaves more than one solution. False: givens stop
            being removed once their count is within bounds.
        min_givens, max_givens: bounds on the number of givens, 0-81; 0 means
            no bound.
        min_rating, max_rating: Sudoku Explainer rating bounds, as ``rate``
            gives them (its ER), in steps of 0.1 (``4.5``); 0 means no bound.
            With rating bounds only puzzles the library's techniques solve
            are made.
        pattern: None for givens anywhere, or 81 characters: 'x' where a
            given must be, '.' where none may be. Sparse patterns need many
            attempts (raise ``attempt_budget``; ``minimal=False`` unless
            minimal puzzles are needed).
        attempt_budget: give up with BudgetExhaustedError after this many
            candidate puzzles (each a new random complete grid); at least 1.

    Returns:
        ``Generated(puzzle, solution)``.

    Raises:
        BudgetExhaustedError; for options that cannot be met, before
        anything is drawn: UnknownSymmetryError (a value or a name that is
        none; for a name, the message lists the names), MinAboveMaxError, InvalidPatternError,
        PatternBreaksSymmetryError, PatternOutsideGivenBoundsError,
        InvalidLengthError (a pattern not 81 long), InvalidArgumentError
        (a value out of range, or ``attempt_budget`` 0).
    """
    options, _pattern = _options(
        seed, symmetry, minimal, min_givens, max_givens, min_rating, max_rating, pattern,
        attempt_budget,
    )
    puzzle = ctypes.create_string_buffer(CELLS)
    solution = ctypes.create_string_buffer(CELLS)
    status = _lib.sudoku_generate(ctypes.byref(options), puzzle, solution)
    if status != Status.OK:
        raise SudokuError.for_status(status)
    return Generated(puzzle.raw.decode("ascii"), solution.raw.decode("ascii"))


def generate_batch(
    count: int,
    *,
    threads: int = 0,
    seed: int = 0,
    symmetry: SymmetryArg = Symmetry.NONE,
    minimal: bool = True,
    min_givens: int = 0,
    max_givens: int = 0,
    min_rating: float = 0,
    max_rating: float = 0,
    pattern: Optional[str] = None,
    attempt_budget: int = DEFAULT_ATTEMPT_BUDGET,
) -> List[GenerateResult]:
    """Generates ``count`` puzzles on several threads: puzzle i is exactly
    what ``generate`` gives for seed ``seed + i`` (modulo 2**64) and the
    same options, whatever ``threads``.

    Args:
        count: the number of puzzles.
        threads: 0 for one thread per core, else the most threads to use.
        The rest: as for ``generate``.

    Returns:
        A list of ``count`` entries: ``Generated(puzzle, solution)``, or the
        BudgetExhaustedError of a puzzle whose budget ran out (returned,
        not raised).

    Raises:
        The refusals of ``generate`` for invalid options (checked once,
        before anything is made; with ``count`` 0 nothing is checked).
    """
    number = _int_arg("count", count, 0, (2**63 - 1) // CELLS)
    threads_value = _int_arg("threads", threads, 0, _UINT32_MAX)
    options, _pattern = _options(
        seed, symmetry, minimal, min_givens, max_givens, min_rating, max_rating, pattern,
        attempt_budget,
    )
    if number == 0:
        return []
    puzzles = ctypes.create_string_buffer(number * CELLS)
    statuses = (ctypes.c_int32 * number)()
    _lib.sudoku_generate_batch(ctypes.byref(options), number, puzzles, statuses, threads_value)
    if statuses[0] not in _RECORD_STATUSES:
        # Invalid options: every record has the same refusal.
        raise SudokuError.for_status(statuses[0])
    raw = puzzles.raw
    made = [
        raw[i * CELLS : (i + 1) * CELLS].decode("ascii")
        for i in range(number)
        if statuses[i] == Status.OK
    ]
    solutions = iter(solve_batch(made, threads_value))
    results: List[GenerateResult] = []
    for i in range(number):
        if statuses[i] != Status.OK:
            results.append(SudokuError.for_status(statuses[i]))
            continue
        puzzle = raw[i * CELLS : (i + 1) * CELLS].decode("ascii")
        solution = next(solutions)
        if not isinstance(solution, str):
            # Never: the generator made it with one solution.
            raise solution
        results.append(Generated(puzzle, solution))
    return results


# --- options ----------------------------------------------------------------------


def _options(
    seed: int,
    symmetry: SymmetryArg,
    minimal: bool,
    min_givens: int,
    max_givens: int,
    min_rating: float,
    max_rating: float,
    pattern: Optional[str],
    attempt_budget: int,
) -> Tuple[_c._GenerateOptions, Optional[bytes]]:
    """sudoku_generate_options for the arguments, and the pattern's bytes,
    which must stay alive while the library reads them."""
    if not isinstance(minimal, bool):
        raise TypeError(f"minimal must be a bool, not {type(minimal).__name__}")
    options: _c._GenerateOptions = _lib.sudoku_generate_options_default()
    options.size = ctypes.sizeof(_c._GenerateOptions)
    options.seed = _int_arg("seed", seed, 0, _UINT64_MAX)
    options.symmetry = _symmetry_value(symmetry)
    options.minimal = int(minimal)
    # Values above 81 reach the library, which refuses them itself.
    options.min_givens = _int_arg("min_givens", min_givens, 0, _UINT32_MAX)
    options.max_givens = _int_arg("max_givens", max_givens, 0, _UINT32_MAX)
    options.min_rating = _tenths("min_rating", min_rating)
    options.max_rating = _tenths("max_rating", max_rating)
    options.attempt_budget = _int_arg("attempt_budget", attempt_budget, 0, _UINT64_MAX)
    data: Optional[bytes] = None
    if pattern is not None:
        if not isinstance(pattern, str):
            raise TypeError(f"a pattern is a str of 81 cells, not {type(pattern).__name__}")
        if len(pattern) != CELLS:
            raise InvalidLengthError(
                Status.INVALID_LENGTH,
                message=f"a pattern has 81 cells, this one has {len(pattern)}",
            )
        # One byte per character, so the length stays 81; '?' is refused.
        data = pattern.encode("ascii", errors="replace")
        options.pattern = data
    return options, data


def _symmetry_value(symmetry: SymmetryArg) -> int:
    if isinstance(symmetry, str):
        name = symmetry.strip().upper().replace("-", "_")
        try:
            return int(Symmetry[name])
        except KeyError:
            # The words of the JavaScript binding, status included.
            names = ", ".join(s.name.lower() for s in Symmetry)
            raise UnknownSymmetryError(
                Status.UNKNOWN_SYMMETRY,
                message=f"unknown symmetry {json.dumps(symmetry, ensure_ascii=False)}: "
                f"one of {names} ('-' may stand for '_')",
            ) from None
    # A Symmetry, or a plain C value: one the library does not know is
    # refused by it (UnknownSymmetryError).
    return _int_arg("symmetry", symmetry, 0, _UINT32_MAX)


def _tenths(name: str, value: float) -> int:
    """A rating (4.5) as the library's tenths (45)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    scaled = value * 10
    tenths = round(scaled) if math.isfinite(scaled) else -1
    if not 0 <= tenths <= _UINT32_MAX or abs(scaled - tenths) > 1e-6:
        raise InvalidArgumentError(
            Status.INVALID_ARGUMENT,
            message=f"{name} must be a rating from 0 in steps of 0.1, not {value!r}",
        )
    return int(tenths)

