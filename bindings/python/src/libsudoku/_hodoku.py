"""HoDoKu 2.2.0's scale (sudoku_rate_scale, sudoku_hint_hodoku): a puzzle's
HoDoKu level, score and hardest technique, and hints told vaguely first,
then in full. Technique names come from the library's step table
(sudoku_hodoku_technique_at / _name), never from a list kept here.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Dict, Optional, Tuple

from . import _c
from ._api import (
    _UINT64_MAX,
    NotRatedError,
    Status,
    _error,
    _grid_bytes,
    _int_arg,
)

_lib = _c.lib
CELLS = _c.CELLS

_SCALE_SE = 0
_SCALE_HODOKU = 1
#: SUDOKU_HODOKU_LEVEL_* values 1-5, by name.
LEVELS = ("EASY", "MEDIUM", "HARD", "UNFAIR", "EXTREME")
_KINDS = {1: "placement", 2: "elimination", 3: "mistake"}


def hodoku_techniques() -> Dict[int, str]:
    """HoDoKu's step table, in priority order: step number to name."""
    table: Dict[int, str] = {}
    index = 0
    while True:
        number = _lib.sudoku_hodoku_technique_at(index)
        if number == 0:
            return table
        table[number] = hodoku_technique_name(number)
        index += 1


def hodoku_technique_name(number: int) -> str:
    """HoDoKu's name of a step number ("2-String Kite"); "unknown
    technique" for a number that is no row of its table."""
    return _lib.sudoku_hodoku_technique_name(number).decode("utf-8")


@dataclass(frozen=True)
class HodokuRating:
    """A puzzle's rating on HoDoKu 2.2.0's scale."""

    #: "EASY", "MEDIUM", "HARD", "UNFAIR" or "EXTREME".
    level: str
    #: The sum of the path's base scores.
    score: int
    #: The hardest step's technique (HoDoKu's name) and step number.
    technique: str
    technique_number: int
    #: The number of steps of HoDoKu's path.
    steps: int


@dataclass(frozen=True)
class HodokuHint:
    """A hint on HoDoKu's scale, at one level: the fields beyond it are
    empty. Cells are 0-80, row by row."""

    #: 1 the technique and its digits, 2 also its cells, 3 also the
    #: placements and eliminations.
    level: int
    #: "placement", "elimination" or "mistake" (a wrong entry).
    kind: str
    #: HoDoKu's name of the technique ("" for a mistake) and its number.
    technique: str
    technique_number: int
    digits: Tuple[int, ...]
    cells: Tuple[int, ...]
    #: (cell, digit) pairs.
    placements: Tuple[Tuple[int, int], ...]
    eliminations: Tuple[Tuple[int, int], ...]
    #: One English sentence for this level.
    text: str


def _digits(mask: int) -> Tuple[int, ...]:
    return tuple(d for d in range(1, 10) if mask >> (d - 1) & 1)


def rate_hodoku(puzzle: str, *, budget: int = 0) -> HodokuRating:
    """``rate(puzzle, scale="hodoku")``: HoDoKu's level, score and hardest
    technique. Raises NotRatedError (its ``needs`` the technique's name)
    when the path needs a technique the library lacks, never a guess."""
    data = _grid_bytes(puzzle)
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    raw = _c._Rating(size=ctypes.sizeof(_c._Rating))
    status = _lib.sudoku_rate_scale(data, _SCALE_HODOKU, budget_value, ctypes.byref(raw))
    if status == Status.NOT_RATED:
        needs = hodoku_technique_name(raw.hodoku_technique)
        err = NotRatedError(
            Status.NOT_RATED,
            message=f"not rated on HoDoKu's scale: the path needs {needs}, not implemented yet",
        )
        err.needs = needs
        raise err
    if status != Status.OK:
        raise _error(status, data)
    return HodokuRating(
        level=LEVELS[raw.level - 1],
        score=raw.score,
        technique=hodoku_technique_name(raw.hodoku_technique),
        technique_number=raw.hodoku_technique,
        steps=raw.steps,
    )


def hint_hodoku(
    puzzle: str, current: Optional[str] = None, *, level: int = 3, budget: int = 0
) -> HodokuHint:
    """``hint(puzzle, current, scale="hodoku", level=N)``: the next step
    HoDoKu's solver takes from the player's grid (a wrong entry first),
    told at ``level`` 1, 2 or 3. Every level of one grid tells the same
    step. Raises AlreadySolvedError for a complete right grid, NotRatedError
    when the step needs a technique the library lacks."""
    data = _grid_bytes(puzzle)
    state = None if current is None else _grid_bytes(current)
    level_value = _int_arg("level", level, 1, 3)
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    raw = _c._HodokuHint(size=ctypes.sizeof(_c._HodokuHint))
    status = _lib.sudoku_hint_hodoku(data, state, level_value, budget_value, ctypes.byref(raw))
    if status != Status.OK:
        raise _error(status, state if status == Status.INVALID_CHARACTER and state else data)
    length = _lib.sudoku_hodoku_hint_text(ctypes.byref(raw), None, 0)
    buf = ctypes.create_string_buffer(length + 1)
    _lib.sudoku_hodoku_hint_text(ctypes.byref(raw), buf, length + 1)
    cells = tuple(c for c in range(CELLS) if raw.cells[c // 32] >> (c % 32) & 1)
    return HodokuHint(
        level=raw.level,
        kind=_KINDS[raw.kind],
        technique="" if raw.technique == 0 else hodoku_technique_name(raw.technique),
        technique_number=raw.technique,
        digits=_digits(raw.digits),
        cells=cells,
        placements=tuple((c, d) for c in range(CELLS) for d in _digits(raw.placements[c])),
        eliminations=tuple((c, d) for c in range(CELLS) for d in _digits(raw.eliminations[c])),
        text=buf.value.decode("utf-8"),
    )
