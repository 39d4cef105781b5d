"""Rating and generation through the C library that the Python package loaded.

The ``libsudoku`` Python package wraps solving (``solve``, ``solve_batch``)
but not yet the logic engine or the generator. Until it does, this module
calls their C functions (``sudoku_rate``, ``sudoku_generate_batch``, from
``sudoku.h``) with ctypes, on the very library file the package loaded, as
the examples in other languages call the C ABI. Replace it with the
package's own functions when they come.
"""

import ctypes
from typing import List, Optional, Tuple

import libsudoku

CELLS = 81


class _Rating(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("er", ctypes.c_int32),
        ("ep", ctypes.c_int32),
        ("ed", ctypes.c_int32),
        ("technique", ctypes.c_int32),
        ("steps", ctypes.c_uint32),
        ("solved", ctypes.c_uint32),
    ]


class _GenerateOptions(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("symmetry", ctypes.c_uint32),
        ("seed", ctypes.c_uint64),
        ("pattern", ctypes.c_char_p),
        ("attempt_budget", ctypes.c_uint64),
        ("minimal", ctypes.c_uint32),
        ("min_givens", ctypes.c_uint32),
        ("max_givens", ctypes.c_uint32),
        ("min_rating", ctypes.c_uint32),
        ("max_rating", ctypes.c_uint32),
        ("reserved", ctypes.c_uint32 * 15),
    ]


_lib = ctypes.CDLL(libsudoku.library_info().path)
_lib.sudoku_rate.argtypes = [ctypes.c_char_p, ctypes.POINTER(_Rating)]
_lib.sudoku_rate.restype = ctypes.c_int32
_lib.sudoku_generate_options_default.argtypes = []
_lib.sudoku_generate_options_default.restype = _GenerateOptions
_lib.sudoku_generate_batch.argtypes = [
    ctypes.POINTER(_GenerateOptions),
    ctypes.c_size_t,
    ctypes.c_char_p,
    ctypes.POINTER(ctypes.c_int32),
    ctypes.c_uint32,
]
_lib.sudoku_generate_batch.restype = ctypes.c_size_t

_OK = int(libsudoku.Status.OK)
# sudoku.h: the techniques ran out; the rating is then a lower bound.
_TECHNIQUES_EXHAUSTED = 10


def rate(puzzle: str) -> Optional[Tuple[int, bool]]:
    """The Sudoku Explainer rating (ER, in tenths) and whether the techniques
    reached the solution (False: the rating is a lower bound). None for a
    puzzle without exactly one solution, or not 81 valid cells."""
    if len(puzzle) != CELLS:
        return None
    rating = _Rating(size=ctypes.sizeof(_Rating))
    status = _lib.sudoku_rate(puzzle.encode("ascii", errors="replace"), ctypes.byref(rating))
    if status not in (_OK, _TECHNIQUES_EXHAUSTED):
        return None
    return rating.er, bool(rating.solved)


def generate_batch(
    count: int,
    seed: int,
    symmetry: int = 0,
    min_rating: int = 0,
    max_rating: int = 0,
    attempt_budget: int = 10_000,
) -> List[Tuple[int, Optional[str]]]:
    """Puzzle i of the batch is what sudoku_generate gives for seed ``seed +
    i``: (status code, puzzle or None). One call for the whole batch, on the
    calling thread (a Spark task has one core)."""
    options = _lib.sudoku_generate_options_default()
    options.seed = seed
    options.symmetry = symmetry
    options.min_rating = min_rating
    options.max_rating = max_rating
    options.attempt_budget = attempt_budget
    puzzles = ctypes.create_string_buffer(count * CELLS)
    statuses = (ctypes.c_int32 * count)()
    _lib.sudoku_generate_batch(ctypes.byref(options), count, puzzles, statuses, 1)
    raw = puzzles.raw
    return [
        (status, raw[i * CELLS : (i + 1) * CELLS].decode("ascii") if status == _OK else None)
        for i, status in enumerate(statuses)
    ]
