"""The logic engine: candidates, hints a player can follow, the whole path,
and Sudoku Explainer ratings (sudoku_candidates, sudoku_hint, sudoku_rate,
sudoku_explain and their budgeted forms).

Candidates come and go as tuples of digits, one per cell (``(1, 4, 7)``),
not as the C masks. Ratings are floats with one decimal, as Sudoku
Explainer prints them: made as ``tenths / 10``, so they equal the literals
(``rating.er == 4.5``).
"""

from __future__ import annotations

import ctypes
import operator
from dataclasses import dataclass
from typing import Iterable, List, NamedTuple, Optional, Sequence, Tuple

from . import _c
from ._api import (
    _UINT64_MAX,
    InvalidCandidatesError,
    InvalidLengthError,
    Status,
    SudokuError,
    _error,
    _grid_bytes,
    _int_arg,
    _OpenEnum,
)

CELLS = _c.CELLS
_lib = _c.lib

#: One cell's candidates: its digits, in increasing order.
Digits = Tuple[int, ...]

# sudoku_explain's room at first: the longest path of 8,307 test puzzles had
# 85 steps. A longer one is asked again with the length the library reports.
_FIRST_CAPACITY = 128
# Room for a step's sentence at first: the longest measured had 182 bytes.
_FIRST_TEXT = 256
_GIVEN_BYTES = b"123456789"
_CELL_BYTES = b"123456789.0"


class StepKind(_OpenEnum):
    """``sudoku_step_kind``: what a step does."""

    #: Puts ``digit`` in ``cell``.
    PLACEMENT = 1
    #: Removes the candidates in ``eliminations``.
    ELIMINATION = 2
    #: The player's entry in ``cell`` (``digit``) is wrong (``hint`` only).
    MISTAKE = 3
    #: The player's pencil marks of ``cell`` lack ``digit``, which the cell
    #: can still hold (``hint`` only).
    MISSING_CANDIDATE = 4


class Technique(_OpenEnum):
    """``sudoku_technique``: the technique of a step, with the C values.

    The hundreds give the family: checks of a player's grid below 100,
    singles 1xx, intersections 2xx, subsets 3xx, fish 4xx, wings 5xx,
    uniqueness 6xx, exclusion 7xx, chains 8xx, brute force 9xx. Values are only
    ever appended; one from a newer library that this package does not list
    is a pseudo-member ``UNKNOWN_<value>``, and ``technique_name`` still
    names it. The members copy the library's technique table;
    tests/technique_table.rs in the repository compares them with it.
    """

    NONE = 0
    WRONG_ENTRY = 1
    MISSING_CANDIDATE = 2
    FULL_HOUSE = 100
    HIDDEN_SINGLE_BOX = 101
    HIDDEN_SINGLE_ROW = 102
    HIDDEN_SINGLE_COLUMN = 103
    NAKED_SINGLE = 110
    DIRECT_POINTING = 200
    DIRECT_CLAIMING = 201
    POINTING = 210
    CLAIMING = 211
    DIRECT_HIDDEN_PAIR = 300
    DIRECT_HIDDEN_TRIPLE = 301
    NAKED_PAIR = 310
    NAKED_TRIPLE = 311
    NAKED_QUAD = 312
    HIDDEN_PAIR = 320
    HIDDEN_TRIPLE = 321
    HIDDEN_QUAD = 322
    X_WING = 400
    SWORDFISH = 401
    JELLYFISH = 402
    XY_WING = 500
    XYZ_WING = 501
    UNIQUE_RECTANGLE_TYPE_1 = 600
    UNIQUE_RECTANGLE_TYPE_2 = 601
    UNIQUE_RECTANGLE_TYPE_3 = 602
    UNIQUE_RECTANGLE_TYPE_4 = 603
    UNIQUE_LOOP_TYPE_1 = 610
    UNIQUE_LOOP_TYPE_2 = 611
    UNIQUE_LOOP_TYPE_3 = 612
    UNIQUE_LOOP_TYPE_4 = 613
    BUG_TYPE_1 = 620
    BUG_TYPE_2 = 621
    BUG_TYPE_3 = 622
    BUG_TYPE_4 = 623
    ALIGNED_PAIR_EXCLUSION = 700
    ALIGNED_TRIPLET_EXCLUSION = 701
    X_CYCLE = 800
    Y_CYCLE = 801
    XY_CYCLE = 802
    FORCING_X_CHAIN = 810
    TURBOT_FISH = 811
    FORCING_CHAIN = 812
    NISHIO_FORCING_CHAIN = 820
    CELL_FORCING_CHAINS = 830
    REGION_FORCING_CHAINS = 831
    DYNAMIC_CONTRADICTION_CHAINS = 840
    DYNAMIC_DOUBLE_CHAINS = 841
    DYNAMIC_CELL_CHAINS = 842
    DYNAMIC_REGION_CHAINS = 843
    DYNAMIC_CONTRADICTION_CHAINS_PLUS = 850
    DYNAMIC_DOUBLE_CHAINS_PLUS = 851
    DYNAMIC_CELL_CHAINS_PLUS = 852
    DYNAMIC_REGION_CHAINS_PLUS = 853
    NESTED_CONTRADICTION_CHAINS_2 = 860
    NESTED_DOUBLE_CHAINS_2 = 861
    NESTED_CELL_CHAINS_2 = 862
    NESTED_REGION_CHAINS_2 = 863
    NESTED_CONTRADICTION_CHAINS_3 = 870
    NESTED_DOUBLE_CHAINS_3 = 871
    NESTED_CELL_CHAINS_3 = 872
    NESTED_REGION_CHAINS_3 = 873
    NESTED_CONTRADICTION_CHAINS_4 = 880
    NESTED_DOUBLE_CHAINS_4 = 881
    NESTED_CELL_CHAINS_4 = 882
    NESTED_REGION_CHAINS_4 = 883
    NESTED_CONTRADICTION_CHAINS_5 = 890
    NESTED_DOUBLE_CHAINS_5 = 891
    NESTED_CELL_CHAINS_5 = 892
    NESTED_REGION_CHAINS_5 = 893
    BRUTE_FORCE = 900


class Link(NamedTuple):
    """One link of a chain: a candidate assumed true (``on``, "r1c2=5") or
    false ("r1c2<>5"). Each follows from the grid and the links before it
    in its chain; ``starts_chain`` marks each chain's first link, its
    assumption."""

    #: 0-80, row by row.
    cell: int
    #: 1-9.
    digit: int
    on: bool
    starts_chain: bool


@dataclass(frozen=True)
class Step:
    """One step of a path, or a hint (``sudoku_step``).

    Cells are 0-80 row by row; houses 0-26: rows 0-8, columns 9-17, boxes
    18-26 (box 18 + 3 * (row // 3) + column // 3). Later versions add
    attributes (the links of chains) after these; read them by name.
    """

    #: What the step does.
    kind: StepKind
    #: Its technique; ``int(step.technique)`` is the C value.
    technique: Technique
    #: The technique's English name, from the library ("Hidden single in a box").
    technique_name: str
    #: Its Sudoku Explainer rating (2.3); 0.0 for a mistake or missing mark.
    difficulty: float
    #: The cell placed, wrongly entered or missing a mark; None for an
    #: elimination.
    cell: Optional[int]
    #: The digit placed, wrongly entered or missing; None for an elimination.
    digit: Optional[int]
    #: The candidates the step removes, as (cell, digit), cell by cell.
    eliminations: Tuple[Tuple[int, int], ...]
    #: The candidates that make up the pattern, to highlight, as (cell, digit).
    pattern: Tuple[Tuple[int, int], ...]
    #: The pattern's cells (a subset, a fish's corners, a wing's pivot and
    #: wings, a loop, the BUG cells, an excluded pair, a mistake's cell).
    cells: Tuple[int, ...]
    #: The pattern's houses.
    houses: Tuple[int, ...]
    #: The digits the pattern is about (a subset's, a fish's, a loop's pair).
    digits: Tuple[int, ...]
    #: One English sentence, "Hidden single in row 3: r3c5 is the only place for 7";
    #: a chain's links follow, "r1c2=5 -> r1c7<>5 -> ...".
    text: str
    #: A chain step's links in order (empty for other steps), to draw them.
    links: Tuple[Link, ...] = ()
    #: True when the chains had more links than a step holds (256): ``links``
    #: has the first ones.
    links_cut: bool = False


@dataclass(frozen=True)
class Rating:
    """A puzzle's difficulty on Sudoku Explainer's scale (``sudoku_rating``),
    for the path that applies at every step the simplest technique that
    works, as Sudoku Explainer 1.2.1 does."""

    #: ER: the hardest step of the path (when ``solved`` is False, of the
    #: path so far: the puzzle rates at least this).
    er: float
    #: EP: the hardest step up to and including the first placement; 0.0
    #: when the path places nothing.
    ep: float
    #: ED: the rating of the first step.
    ed: float
    #: The technique of the first step rated ``er``; NONE for a complete grid.
    technique: Technique
    #: Its English name.
    technique_name: str
    #: The number of steps of the path.
    steps: int
    #: True when the techniques reached the solution; False when they ran
    #: out first (the puzzle needs harder ones: chains).
    solved: bool


class Explanation(List[Step]):
    """The path ``explain`` gives: a list of Steps, in order, and
    ``solved``: True when it reaches the solution, False when it stops
    where the techniques ran out."""

    def __init__(self, steps: Iterable[Step] = (), solved: bool = True) -> None:
        super().__init__(steps)
        self.solved = solved

    def __repr__(self) -> str:
        return f"Explanation({list.__repr__(self)}, solved={self.solved})"


def technique_name(technique: int) -> str:
    """The English name of a technique value, as the library gives it
    ("unknown technique" for a value it does not know)."""
    value = _int_arg("technique", technique, -(2**31), 2**31 - 1)
    raw: bytes = _lib.sudoku_technique_name(value)
    return raw.decode("utf-8", errors="replace")


def candidates(grid: str) -> List[Digits]:
    """The candidates of every cell: the digits no given or entry of its row,
    column or box holds (a filled cell: its own digit). No search.

    Returns:
        81 tuples of digits, cell by cell.

    Raises:
        InvalidLengthError, InvalidCharacterError or ConflictingGivensError
        (with ``.cell``).
    """
    data = _grid_bytes(grid)
    masks = _c.Masks()
    status = _lib.sudoku_candidates(data, masks)
    if status != Status.OK:
        raise _error(status, data)
    return [_digits_of(mask) for mask in masks]


def true_candidates(grid: str, *, budget: int = 0) -> List[Digits]:
    """The digits each cell holds in at least one solution (on a puzzle with
    one solution, the solution itself). Fast on grids with many solutions
    too: every solution found marks all its digits at once.

    Args:
        grid: as for ``solve``.
        budget: give up with BudgetExhaustedError once the searches together
            need more than this many guesses; 0 means no limit.

    Raises:
        As ``candidates``, plus NoSolutionError and BudgetExhaustedError.
    """
    data = _grid_bytes(grid)
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    masks = _c.Masks()
    status = _lib.sudoku_true_candidates_ex(data, budget_value, masks)
    if status != Status.OK:
        raise _error(status, data)
    return [_digits_of(mask) for mask in masks]


def hint(
    puzzle: str,
    current: Optional[str] = None,
    candidates: Optional[Sequence[Iterable[int]]] = None,
    *,
    budget: int = 0,
    scale: str = "se",
    level: int = 3,
) -> Step:
    """The next step from a player's state, told at ``level``.

    ``level`` 3 (the default) tells the whole step; 1 only its technique and
    digits (where to look), or that an entry is wrong; 2 also its cells and
    houses (for a hidden single its house), or the wrong entry's cell. The
    attributes a level does not tell are empty (``cell`` and ``digit``
    None, no eliminations), and ``text`` says no more than they do. Every
    level of one state tells the same step.

    ``scale="hodoku"`` gives HoDoKu 2.2.0's step instead, as a HodokuHint
    told at ``level`` 1, 2 or 3, from the same grid and pencil marks (see
    ``hint_hodoku``).

    A mistake comes first, since every later hint depends on it: the first
    cell (row by row) whose entry is not the solution's digit (kind
    MISTAKE); with pencil marks, the first empty cell whose marks lack its
    solution digit (MISSING_CANDIDATE). Then the simplest technique that
    applies to that state, as Sudoku Explainer would take it (a PLACEMENT or
    an ELIMINATION). Marks that a filled peer rules out are dropped, as a
    player crossing them off would; an extra mark is no mistake.

    Args:
        puzzle: the givens, as for ``solve``; it must have one solution.
        current: None for the puzzle itself, or the player's grid: the
            givens, each kept, plus the player's entries. Entries may clash
            with each other: they are mistakes, not errors.
        candidates: None to use the candidates of ``current``, or the
            player's pencil marks: 81 iterables of digits 1-9, cell by cell
            (the marks of filled cells are not used).
        budget: give up with BudgetExhaustedError when finding the puzzle's
            solution needs more than this many guesses; 0 means no limit.

    Raises:
        InvalidLengthError, InvalidCharacterError, ConflictingGivensError
        (the puzzle's; an invalid character of ``current`` too, with its
        ``.cell``); CurrentContradictsPuzzleError (``.cell``: a given
        changed or cleared); InvalidCandidatesError (``.cell``: a mark that
        is not a digit 1-9; TypeError for one that is no int);
        NoSolutionError, MultipleSolutionsError, BudgetExhaustedError;
        AlreadySolvedError (``current`` is complete and right);
        TechniquesExhaustedError (the next step needs harder techniques).
    """
    if scale == "hodoku":
        from ._hodoku import hint_hodoku

        return hint_hodoku(puzzle, current, candidates, level=level, budget=budget)  # type: ignore[return-value]
    if scale != "se":
        raise ValueError(f"scale must be 'se' or 'hodoku', not {scale!r}")
    level_value = _int_arg("level", level, 1, 3)
    data = _grid_bytes(puzzle)
    current_data = None if current is None else _grid_bytes(current)
    masks = None if candidates is None else _masks_of(candidates)
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    raw = _c._Step(size=ctypes.sizeof(_c._Step))
    status = _lib.sudoku_hint_at_level(
        data, current_data, masks, level_value, budget_value, ctypes.byref(raw)
    )
    if status != Status.OK:
        raise _hint_error(status, data, current_data)
    return _step(raw, level_value)


def rate(puzzle: str, *, budget: int = 0, scale: str = "se") -> Rating:
    """Rates a puzzle on Sudoku Explainer's scale: its ER, EP and ED.

    ``scale="hodoku"`` rates on HoDoKu 2.2.0's instead and returns a
    HodokuRating (level, score, hardest technique, steps); see
    ``rate_hodoku``.

    When the techniques of the loaded library run out before the solution,
    the Rating says so (``solved`` False) instead of raising: its ``er`` is
    then a lower bound.

    Args:
        puzzle: as for ``solve``; it must have one solution.
        budget: give up with BudgetExhaustedError when counting the
            solutions needs more than this many guesses; 0 means no limit.
            (A path that solves the puzzle without uniqueness techniques
            proves it unique, and counts nothing.)

    Raises:
        InvalidLengthError, InvalidCharacterError, ConflictingGivensError,
        NoSolutionError, MultipleSolutionsError, BudgetExhaustedError.
    """
    if scale == "hodoku":
        from ._hodoku import rate_hodoku

        return rate_hodoku(puzzle, budget=budget)  # type: ignore[return-value]
    if scale != "se":
        raise ValueError(f"scale must be 'se' or 'hodoku', not {scale!r}")
    data = _grid_bytes(puzzle)
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    raw = _c._Rating(size=ctypes.sizeof(_c._Rating))
    status = _lib.sudoku_rate_ex(data, budget_value, ctypes.byref(raw))
    if status not in (Status.OK, Status.TECHNIQUES_EXHAUSTED):
        raise _error(status, data)
    technique = Technique(raw.technique)
    return Rating(
        er=raw.er / 10,
        ep=raw.ep / 10,
        ed=raw.ed / 10,
        technique=technique,
        technique_name=technique_name(technique),
        steps=raw.steps,
        solved=bool(raw.solved),
    )


def explain(puzzle: str, *, budget: int = 0) -> Explanation:
    """The whole path of a puzzle, step by step, as Sudoku Explainer would
    take it (the path ``rate`` rates): each step's ``difficulty`` is its
    rating, and the hardest is the puzzle's ER.

    Args:
        puzzle: as for ``solve``; it must have one solution.
        budget: as for ``rate``.

    Returns:
        An Explanation, a list of Steps; ``.solved`` is False when the path
        stops where the techniques ran out.

    Raises:
        As ``rate``.
    """
    data = _grid_bytes(puzzle)
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    capacity = _FIRST_CAPACITY
    while True:
        steps = (_c._Step * capacity)()
        # The first element's size is the array's stride.
        steps[0].size = ctypes.sizeof(_c._Step)
        count = ctypes.c_size_t(0)
        status = _lib.sudoku_explain_ex(data, budget_value, steps, capacity, ctypes.byref(count))
        if status != Status.CAPACITY_TOO_SMALL:
            break
        capacity = count.value
    if status not in (Status.OK, Status.TECHNIQUES_EXHAUSTED):
        raise _error(status, data)
    return Explanation(
        (_step(steps[i]) for i in range(count.value)),
        solved=status == Status.OK,
    )


# --- conversions ----------------------------------------------------------------


def _digits_of(mask: int) -> Digits:
    return tuple(d for d in range(1, 10) if mask >> (d - 1) & 1)


def _pairs(masks: Sequence[int]) -> Tuple[Tuple[int, int], ...]:
    """(cell, digit) for every bit of 81 masks, cell by cell."""
    return tuple((cell, d) for cell, mask in enumerate(masks) if mask for d in _digits_of(mask))


def _masks_of(marks: Sequence[Iterable[int]]) -> "ctypes.Array[ctypes.c_uint16]":
    """The C masks of 81 cells' pencil marks, checked."""
    try:
        count = len(marks)
    except TypeError:
        raise TypeError(
            f"candidates must be a sequence of 81 cells' digits, not {type(marks).__name__}"
        ) from None
    if count != CELLS:
        raise InvalidLengthError(
            Status.INVALID_LENGTH,
            message=f"candidates must hold 81 cells, these hold {count}",
        )
    masks = _c.Masks()
    for cell, digits in enumerate(marks):
        mask = 0
        for digit in digits:
            if isinstance(digit, bool):
                raise TypeError(f"a candidate is an int 1-9, not bool (cell {cell})")
            try:
                value = operator.index(digit)
            except TypeError:
                raise TypeError(
                    f"a candidate is an int 1-9, not {type(digit).__name__} (cell {cell})"
                ) from None
            if not 1 <= value <= 9:
                raise InvalidCandidatesError(
                    Status.INVALID_CANDIDATES,
                    cell,
                    message=f"candidate {value!r} at cell {cell} is not a digit 1-9",
                )
            mask |= 1 << (value - 1)
        masks[cell] = mask
    return masks


def _hint_error(status: int, puzzle: bytes, current: Optional[bytes]) -> SudokuError:
    """The error of a failed hint, with the cell of ``current`` at fault
    when that is where the problem is (the library checks the puzzle first)."""
    code = Status(status)
    if current is not None:
        cell: Optional[int] = None
        if code == Status.INVALID_CHARACTER and _lib.sudoku_check(puzzle, None) == Status.OK:
            cell = next((i for i, b in enumerate(current) if b not in _CELL_BYTES), None)
        elif code == Status.CURRENT_CONTRADICTS_PUZZLE:
            changed = (i for i, (p, c) in enumerate(zip(puzzle, current)) if p in _GIVEN_BYTES and c != p)
            cell = next(changed, None)
        if cell is not None:
            return SudokuError.for_status(code, cell)
    return _error(code, puzzle)


def _step(raw: _c._Step, level: int = 3) -> Step:
    technique = Technique(raw.technique)
    return Step(
        kind=StepKind(raw.kind),
        technique=technique,
        technique_name=technique_name(technique),
        difficulty=raw.difficulty / 10,
        cell=raw.cell if raw.cell >= 0 else None,
        digit=raw.digit if raw.digit > 0 else None,
        eliminations=_pairs(raw.eliminations),
        pattern=_pairs(raw.pattern),
        cells=tuple(c for c in range(CELLS) if raw.cells[c // 32] >> (c % 32) & 1),
        houses=tuple(h for h in range(27) if raw.houses >> h & 1),
        digits=_digits_of(raw.digits),
        text=_step_text(raw, level),
        links=tuple(_link(raw.links[i]) for i in range(min(raw.link_count, _c.MAX_CHAIN_LINKS))),
        links_cut=bool(raw.links_cut),
    )


def _link(packed: int) -> Link:
    # sudoku.h: bits 0-6 the cell, 7-10 the digit, 11 on, 12 a chain's start.
    return Link(packed & 0x7F, packed >> 7 & 0xF, bool(packed >> 11 & 1), bool(packed >> 12 & 1))


def _step_text(raw: _c._Step, level: int = 3) -> str:
    room = _FIRST_TEXT
    while True:
        buf = ctypes.create_string_buffer(room)
        length = _lib.sudoku_step_text_at_level(ctypes.byref(raw), level, buf, room)
        if length < room:
            return buf.value.decode("utf-8", errors="replace")
        room = length + 1
