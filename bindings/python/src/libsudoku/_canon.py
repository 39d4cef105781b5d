"""Canonical (minlex) forms, the grid's symmetries, and batch counting:
sudoku_canonical, sudoku_canonical_pattern, sudoku_transform,
sudoku_transform_invert and sudoku_count_batch (docs/CANON.md)."""

from __future__ import annotations

import ctypes
from typing import Iterable, List, NamedTuple, Optional, Union

from . import _c
from ._api import (
    _UINT32_MAX,
    InvalidArgumentError,
    InvalidLengthError,
    Status,
    SudokuError,
    _error,
    _grid_bytes,
    _int_arg,
)

CELLS = _c.CELLS
_lib = _c.lib

#: Bytes of a transform (SUDOKU_TRANSFORM_BYTES): the transpose flag, the 9
#: source rows, the 9 source columns (0-8), the 9 new digits (1-9).
TRANSFORM_BYTES = 28


class Canonical(NamedTuple):
    """A grid's canonical form, with how it was reached."""

    #: 81 characters, '0' for empty cells (the string the order is on).
    form: str
    #: Geometric transforms mapping the grid onto its form (1 for most).
    automorphisms: int
    #: One transform that maps the grid onto its form (28 bytes).
    transform: bytes


def canonical(puzzle: str, *, pattern: bool = False) -> Canonical:
    """The minlex form of any 81-cell grid: the least string among its
    images under the 3,359,232 geometric transforms and the 9!
    relabellings, empty cells read as '0'. With ``pattern``, the form of the
    positions of its givens alone ('1' a given, '0' empty).

    Raises:
        InvalidLengthError, InvalidCharacterError. Givens may clash.
    """
    grid = _grid_bytes(puzzle)
    form = ctypes.create_string_buffer(CELLS)
    automorphisms = ctypes.c_uint32(0)
    transform = (ctypes.c_uint8 * TRANSFORM_BYTES)()
    call = _lib.sudoku_canonical_pattern if pattern else _lib.sudoku_canonical
    status = call(grid, form, ctypes.byref(automorphisms), transform)
    if status != Status.OK:
        raise _error(status, grid)
    return Canonical(form.raw.decode("ascii"), automorphisms.value, bytes(transform))


def transform(puzzle: str, moves: bytes) -> str:
    """``puzzle`` moved by a transform (as ``canonical`` gives it): digits
    relabelled, empty cells moved as they are.

    Raises:
        InvalidLengthError, InvalidCharacterError; InvalidArgumentError for
        bytes that are no transform.
    """
    grid = _grid_bytes(puzzle)
    if not isinstance(moves, (bytes, bytearray)) or len(moves) != TRANSFORM_BYTES:
        raise InvalidArgumentError(
            Status.INVALID_ARGUMENT, message=f"a transform is {TRANSFORM_BYTES} bytes"
        )
    out = ctypes.create_string_buffer(CELLS)
    status = _lib.sudoku_transform(grid, bytes(moves), out)
    if status != Status.OK:
        raise _error(status, grid)
    return out.raw.decode("ascii")


def invert_transform(moves: bytes) -> bytes:
    """The transform that undoes ``moves``.

    Raises:
        InvalidArgumentError for bytes that are no transform.
    """
    if not isinstance(moves, (bytes, bytearray)) or len(moves) != TRANSFORM_BYTES:
        raise InvalidArgumentError(
            Status.INVALID_ARGUMENT, message=f"a transform is {TRANSFORM_BYTES} bytes"
        )
    out = (ctypes.c_uint8 * TRANSFORM_BYTES)()
    status = _lib.sudoku_transform_invert(bytes(moves), out)
    if status != Status.OK:
        raise SudokuError.for_status(Status(status), None)
    return bytes(out)


#: One entry of ``count_batch``'s result: the count, or the error.
CountResult = Union[int, SudokuError]


def count_batch(puzzles: Iterable[str], limit: int = 2, threads: int = 0) -> List[CountResult]:
    """Counts the solutions of many puzzles in one library call, each as
    ``count_solutions(puzzle, limit)`` would, on ``threads`` threads (0: one
    per core); the results never depend on ``threads``.

    Returns:
        A list in the order of ``puzzles``: the count (0 to ``limit``), or
        the SudokuError that ``count_solutions`` would have raised
        (returned, not raised).

    Raises:
        InvalidArgumentError for a limit below 1 or a bad ``threads``.
    """
    items = list(puzzles)
    limit_value = _int_arg("limit", limit, 1, _UINT32_MAX)
    threads_value = _int_arg("threads", threads, 0, _UINT32_MAX)
    results: List[Optional[CountResult]] = [None] * len(items)
    grids: List[bytes] = []
    where: List[int] = []
    for index, puzzle in enumerate(items):
        try:
            grids.append(_grid_bytes(puzzle))
            where.append(index)
        except InvalidLengthError as err:
            results[index] = err
    if grids:
        count = len(grids)
        counts = (ctypes.c_uint32 * count)()
        statuses = (ctypes.c_int32 * count)()
        _lib.sudoku_count_batch(
            b"".join(grids), count, limit_value, counts, statuses, threads_value
        )
        for slot, (index, grid) in enumerate(zip(where, grids)):
            if statuses[slot] == Status.OK:
                results[index] = counts[slot]
            else:
                results[index] = _error(statuses[slot], grid)
    return [r for r in results if r is not None]
