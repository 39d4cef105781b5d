"""HoDoKu 2.2.0's scale (sudoku_rate_scale, sudoku_hint_hodoku): a puzzle's
HoDoKu level, score and hardest technique, and hints told vaguely first,
then in full. Technique names come from the library's step table
(sudoku_hodoku_technique_at / _name), never from a list kept here.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Dict, Iterable, List, Optional, Sequence, Tuple, Union

from . import _c
from ._api import (
    _UINT64_MAX,
    NotRatedError,
    Status,
    SudokuError,
    _error,
    _grid_bytes,
    _int_arg,
)

from ._generate import DEFAULT_ATTEMPT_BUDGET, Generated, SymmetryArg, _options

_lib = _c.lib
CELLS = _c.CELLS

_SCALE_SE = 0
_SCALE_HODOKU = 1
#: SUDOKU_HODOKU_LEVEL_* values 1-5, by name.
LEVELS = ("EASY", "MEDIUM", "HARD", "UNFAIR", "EXTREME")
_KINDS = {1: "placement", 2: "elimination", 3: "mistake", 4: "missing_candidate"}


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
    #: "placement", "elimination", "mistake" (a wrong entry) or
    #: "missing_candidate" (an empty cell's pencil marks lack its digit).
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
    puzzle: str,
    current: Optional[str] = None,
    candidates: Optional[Sequence[Iterable[int]]] = None,
    *,
    level: int = 3,
    budget: int = 0,
) -> HodokuHint:
    """``hint(puzzle, current, candidates, scale="hodoku", level=N)``: the
    next step HoDoKu's solver takes from the player's grid and pencil marks,
    told at ``level`` 1, 2 or 3. A wrong entry comes first, then (with
    ``candidates``, read as ``hint`` reads them) the first empty cell whose
    marks lack its solution digit. Every level of one grid tells the same
    step. Raises AlreadySolvedError for a complete right grid, NotRatedError
    when the step needs a technique the library lacks, InvalidCandidatesError
    for a mark that is no digit 1-9."""
    from ._logic import _hint_error, _masks_of

    data = _grid_bytes(puzzle)
    state = None if current is None else _grid_bytes(current)
    masks = None if candidates is None else _masks_of(candidates)
    level_value = _int_arg("level", level, 1, 3)
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    raw = _c._HodokuHint(size=ctypes.sizeof(_c._HodokuHint))
    if masks is not None:
        raw.use_candidates = 1
        ctypes.memmove(raw.candidates, masks, ctypes.sizeof(raw.candidates))
    status = _lib.sudoku_hint_hodoku(data, state, level_value, budget_value, ctypes.byref(raw))
    if status != Status.OK:
        raise _hint_error(status, data, state)
    return _hint_of(raw)


def _hint_of(raw: "_c._HodokuHint") -> HodokuHint:
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


#: A path has at most 729 steps (sudoku_explain_hodoku).
_MAX_PATH = 729


def explain_hodoku(puzzle: str, *, budget: int = 0) -> List[HodokuHint]:
    """HoDoKu's whole path (sudoku_explain_hodoku): every step, as a
    level-3 hint with its sentence. Raises NotRatedError (its ``needs``
    the technique's name) when the path needs a technique the library
    lacks."""
    data = _grid_bytes(puzzle)
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    steps = (_c._HodokuHint * _MAX_PATH)()
    steps[0].size = ctypes.sizeof(_c._HodokuHint)
    count = ctypes.c_size_t(0)
    status = _lib.sudoku_explain_hodoku(data, budget_value, steps, _MAX_PATH, ctypes.byref(count))
    if status == Status.NOT_RATED:
        rate_hodoku(puzzle, budget=budget)  # raises NotRatedError naming the technique
    if status != Status.OK:
        raise _error(status, data)
    return [_hint_of(steps[i]) for i in range(count.value)]


def _technique_number(technique: Union[int, str]) -> int:
    """A HoDoKu step number from a number or a name ("X-Wing", "x-wing",
    "x_wing": any case, spaces, '-' or '_')."""
    if isinstance(technique, bool) or not isinstance(technique, (int, str)):
        raise TypeError("technique must be a HoDoKu step number or name")
    if isinstance(technique, int):
        return _int_arg("technique", technique, 1, 2**31 - 1)

    def key(name: str) -> str:
        return "".join(c for c in name.lower() if c.isalnum())

    names = dict(hodoku_techniques())
    for number in (5331, 5361, 5601, 5602, 5651, 5652, 8501, 8601):
        names[number] = hodoku_technique_name(number)
    for number, name in names.items():
        if key(name) == key(technique):
            return number
    raise ValueError(f"{technique!r} is no HoDoKu technique")


def generate_hodoku(
    seed: int = 0,
    *,
    level: Optional[str] = None,
    technique: Union[int, str, None] = None,
    hardest: bool = False,
    symmetry: SymmetryArg = 0,
    minimal: bool = True,
    min_givens: int = 0,
    max_givens: int = 0,
    pattern: Optional[str] = None,
    attempt_budget: int = DEFAULT_ATTEMPT_BUDGET,
) -> Generated:
    """A puzzle that teaches on HoDoKu's scale (sudoku_generate_hodoku): as
    ``generate`` makes it (same seed, symmetry, given bounds, pattern),
    kept when HoDoKu's path has ``level`` ("easy" to "extreme", any case)
    and takes ``technique`` (a step number or a name, "x-wing"), with
    nothing harder than it when ``hardest``. Raises
    NotTeachableError for a technique the library cannot make
    puzzles for, BudgetExhaustedError when no candidate met the target,
    and generate's errors."""
    level_value = 0
    if level is not None:
        if not isinstance(level, str) or level.upper() not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS).lower()}, not {level!r}")
        level_value = LEVELS.index(level.upper()) + 1
    technique_value = 0 if technique is None else _technique_number(technique)
    options, _pattern = _options(
        seed, symmetry, minimal, min_givens, max_givens, 0, 0, pattern, attempt_budget
    )
    puzzle = ctypes.create_string_buffer(CELLS)
    solution = ctypes.create_string_buffer(CELLS)
    status = _lib.sudoku_generate_hodoku(
        ctypes.byref(options), level_value, technique_value, int(bool(hardest)), puzzle, solution
    )
    if status != Status.OK:
        raise SudokuError.for_status(status)
    return Generated(puzzle.raw.decode("ascii"), solution.raw.decode("ascii"))
