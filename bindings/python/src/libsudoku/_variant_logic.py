"""Variant logic (``sudoku_rules_rate``, ``sudoku_rules_hint``,
``sudoku_rules_hint_player``, ``sudoku_rules_explain``,
``sudoku_rules_explain_text`` in sudoku.h;
docs/VARIANT-LOGIC.md): ratings on SukakuExplainer's scale for the 9x9
variants it rates and on the project's own scale for any rule set, and
hints and whole paths, each step with its sentence, for any rule set and
size. ``Rules.rate``, ``Rules.hint``, ``Rules.hint_player`` and
``Rules.explain`` call these.

>>> from libsudoku import Rules
>>> rules, givens = Rules.from_text("4 12.4.41.2.43.3.1")
>>> step = rules.hint(givens)
>>> step.technique, step.placements
('Last Cell in House', [(4, 3)])
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import TYPE_CHECKING, List, Optional, Sequence, Tuple

from . import _c
from ._api import _UINT64_MAX, NotRatedError, Status, SudokuError, _int_arg

if TYPE_CHECKING:
    from ._variant import Grid, Rules

_lib = _c.lib

#: The scales by name: SUDOKU_SCALE_SUKAKU, SUDOKU_SCALE_UNRATED and
#: SUDOKU_SCALE_OWN (the project's own, for any rule set, from givens).
SCALES = {"sukaku": 2, "unrated": 3, "own": 4}


@dataclass(frozen=True)
class VariantStep:
    """One step (``sudoku_rules_step``): cells are ``row * N + column``,
    digits 1..N."""

    #: The technique's name, as a player reads it ("Hidden Pair").
    technique: str
    #: Its SUDOKU_RULES_TECHNIQUE_* number.
    technique_id: int
    #: For sets and fish, how many cells, digits or lines; else 0.
    set_size: int
    #: On the scale of ``explain(scale=...)`` ("sukaku" or "own"); else 0.0.
    difficulty: float
    #: The pattern's digits and cells.
    digits: List[int]
    cells: List[int]
    #: (cell, digit) pairs the step places and removes.
    placements: List[Tuple[int, int]]
    eliminations: List[Tuple[int, int]]
    #: The step as a player reads it, naming the rule at work ("r1c5 sees
    #: r9c5 in column 5"), from ``sudoku_rules_explain_text``.
    text: str = ""


@dataclass(frozen=True)
class VariantRating:
    """A rating on SukakuExplainer's scale or the project's own
    (``sudoku_rules_rating``)."""

    er: float
    ep: float
    ed: float
    #: The SUDOKU_RULES_TECHNIQUE_* number of the first step rated ``er``,
    #: and its set size.
    technique_id: int
    set_size: int
    #: The number of steps of the path.
    steps: int
    #: How many of them are guesses (technique "Guess", the own scale's
    #: last resort, rated 11.0); 0 for a puzzle solved without guessing.
    guesses: int = 0


def _step(raw: _c._RulesStep, text: str) -> VariantStep:
    n = raw.grid_size
    bits = list(raw.cells)
    return VariantStep(
        technique=raw.name.decode("utf-8"),
        technique_id=raw.technique,
        set_size=raw.set_size,
        difficulty=raw.difficulty / 10,
        digits=[d for d in range(1, n + 1) if raw.digits >> (d - 1) & 1],
        cells=[c for c in range(n * n) if bits[c // 64] >> (c % 64) & 1],
        placements=[(c, raw.placements[c]) for c in range(n * n) if raw.placements[c]],
        eliminations=[
            (c, d)
            for c in range(n * n)
            if raw.eliminations[c]
            for d in range(1, n + 1)
            if raw.eliminations[c] >> (d - 1) & 1
        ],
        text=text,
    )


def _puzzle(
    rules: "Rules", givens: "Optional[Grid]", candidates: Optional[Sequence[int]]
) -> "Tuple[Optional[ctypes.Array[ctypes.c_uint8]], Optional[ctypes.Array[ctypes.c_uint32]]]":
    if (givens is None) == (candidates is None):
        raise SudokuError.for_status(
            Status.INVALID_ARGUMENT, message="give exactly one of givens and candidates"
        )
    if givens is not None:
        return rules._values(givens), None
    masks = list(candidates or [])
    if len(masks) != rules.cells:
        raise SudokuError.for_status(
            Status.INVALID_LENGTH, message=f"{len(masks)} candidate masks, not {rules.cells}"
        )
    for cell, mask in enumerate(masks):
        if isinstance(mask, bool) or not isinstance(mask, int) or not 0 <= mask < 1 << 32:
            raise SudokuError.for_status(
                Status.INVALID_CANDIDATES, cell, message=f"cell {cell} has mask {mask!r}"
            )
    return None, (ctypes.c_uint32 * rules.cells)(*masks)


def _scale(scale: str, allowed: Sequence[str]) -> int:
    if scale not in allowed:
        raise SudokuError.for_status(
            Status.INVALID_ARGUMENT, message=f"scale {scale!r} is not one of {list(allowed)}"
        )
    return SCALES[scale]


def _failure(status: int) -> SudokuError:
    return SudokuError.for_status(Status(status), message=_lib.sudoku_status_str(status).decode())


def _sentences(
    rules: "Rules",
    values: "Optional[ctypes.Array[ctypes.c_uint8]]",
    masks: "Optional[ctypes.Array[ctypes.c_uint32]]",
    code: int,
    budget: int,
    max_steps: int,
) -> List[str]:
    """The sentences of the path's first ``max_steps`` steps (0: all)."""
    length = ctypes.c_size_t(0)
    args = (rules._handle, values, masks, code, budget, max_steps)
    status = _lib.sudoku_rules_explain_text(*args, None, 0, ctypes.byref(length))
    if status == Status.OK or status == Status.TECHNIQUES_EXHAUSTED:
        return []
    if status != Status.CAPACITY_TOO_SMALL:
        raise _failure(status)
    buffer = ctypes.create_string_buffer(length.value + 1)
    status = _lib.sudoku_rules_explain_text(*args, buffer, len(buffer), ctypes.byref(length))
    if status not in (Status.OK, Status.TECHNIQUES_EXHAUSTED):
        raise _failure(status)
    return buffer.value.decode("utf-8").splitlines()


def rate(
    rules: "Rules",
    givens: "Optional[Grid]" = None,
    *,
    candidates: Optional[Sequence[int]] = None,
    scale: str = "sukaku",
    budget: int = 0,
) -> VariantRating:
    """ER/EP/ED on SukakuExplainer's scale (``scale="sukaku"``), from givens
    or from pencil-mark masks (bit d-1 for digit d, every cell unsolved), or
    on the project's own scale (``scale="own"``, any rule set, givens only).
    ``budget`` (0: no limit) bounds the guesses that count the solutions
    and the path's search work (budget times SUDOKU_RULES_WORK_PER_GUESS
    units, sudoku.h): past it, BudgetExhaustedError.

    Raises:
        NotRatedError (``needs`` says what the path lacks; SukakuExplainer's
        scale never guesses, the own scale guesses where its techniques stop
        and counts it in ``guesses``),
        RulesNotOnScaleError (a rule set the scale does not rate),
        NoSolutionError, MultipleSolutionsError, BudgetExhaustedError,
        InvalidValueError, InvalidCandidatesError, GridBreaksRuleError.
    """
    code = _scale(scale, ["sukaku", "own"])
    budget = _int_arg("budget", budget, 0, _UINT64_MAX)
    values, masks = _puzzle(rules, givens, candidates)
    raw = _c._RulesRating(size=ctypes.sizeof(_c._RulesRating))
    status = _lib.sudoku_rules_rate(rules._handle, values, masks, code, budget, ctypes.byref(raw))
    if status == Status.NOT_RATED:
        needs = raw.needs.decode("utf-8")
        err = NotRatedError(
            Status.NOT_RATED,
            message=f"not rated on the {scale} scale: after {raw.steps} steps "
            f"the path needs {needs}",
        )
        err.needs = needs
        raise err
    if status != Status.OK:
        raise _failure(status)
    return VariantRating(
        er=raw.er / 10,
        ep=raw.ep / 10,
        ed=raw.ed / 10,
        technique_id=raw.technique,
        set_size=raw.set_size,
        steps=raw.steps,
        guesses=raw.guesses,
    )


def hint(
    rules: "Rules",
    givens: "Optional[Grid]" = None,
    *,
    candidates: Optional[Sequence[int]] = None,
    budget: int = 0,
) -> VariantStep:
    """The next step, simplest technique first, for any rule set.

    Raises:
        AlreadySolvedError, TechniquesExhaustedError, and the errors of
        ``rate`` for the puzzle.
    """
    budget = _int_arg("budget", budget, 0, _UINT64_MAX)
    values, masks = _puzzle(rules, givens, candidates)
    raw = _c._RulesStep(size=ctypes.sizeof(_c._RulesStep))
    status = _lib.sudoku_rules_hint(rules._handle, values, masks, budget, ctypes.byref(raw))
    if status != Status.OK:
        raise _failure(status)
    # The hint is the first step of the engine's own path.
    text = _sentences(rules, values, masks, SCALES["unrated"], budget, 1)
    return _step(raw, text[0])


def hint_player(
    rules: "Rules",
    givens: "Grid",
    current: "Optional[Grid]" = None,
    *,
    candidates: Optional[Sequence[int]] = None,
    budget: int = 0,
) -> VariantStep:
    """The next step from a player's grid (``sudoku_rules_hint_player``):
    the first wrong entry (technique "Wrong Entry", ``cells`` its cell,
    ``digits`` the wrong digit), then, with pencil marks, the first empty
    cell whose marks lack its solution digit ("Missing Candidate"), then
    the engine's step from the player's entries and marks.

    ``current`` holds the givens, each kept, and the player's entries
    (``None``: the puzzle itself); ``candidates`` the player's marks, one
    mask a cell (bit d-1 for digit d), read for empty cells only.

    Raises:
        AlreadySolvedError, TechniquesExhaustedError,
        CurrentContradictsPuzzleError (a given changed or cleared),
        InvalidValueError, InvalidCandidatesError, and the errors of
        ``rate`` for the puzzle.
    """
    budget = _int_arg("budget", budget, 0, _UINT64_MAX)
    values = rules._values(givens)
    entries = None if current is None else rules._values(current)
    masks = None if candidates is None else _puzzle(rules, None, candidates)[1]
    raw = _c._RulesStep(size=ctypes.sizeof(_c._RulesStep))
    args = (rules._handle, values, entries, masks, budget)
    status = _lib.sudoku_rules_hint_player(*args, ctypes.byref(raw))
    if status != Status.OK:
        raise _failure(status)
    length = ctypes.c_size_t(0)
    status = _lib.sudoku_rules_hint_player_text(*args, None, 0, ctypes.byref(length))
    if status != Status.CAPACITY_TOO_SMALL:
        raise _failure(status)
    buffer = ctypes.create_string_buffer(length.value + 1)
    status = _lib.sudoku_rules_hint_player_text(*args, buffer, len(buffer), ctypes.byref(length))
    if status != Status.OK:
        raise _failure(status)
    return _step(raw, buffer.value.decode("utf-8").rstrip("\n"))


def explain(
    rules: "Rules",
    givens: "Optional[Grid]" = None,
    *,
    candidates: Optional[Sequence[int]] = None,
    scale: str = "unrated",
    budget: int = 0,
) -> Tuple[List[VariantStep], bool]:
    """The whole path and whether it reaches the solution: on
    ``scale="sukaku"`` or ``"own"`` the path ``rate`` rates, each step with
    its difficulty; on ``"unrated"`` the engine's own (each step
    ``hint``'s). Each step carries its sentence (``text``).

    Raises:
        NotRatedError, RulesNotOnScaleError, and the errors of ``rate``.
    """
    code = _scale(scale, ["sukaku", "own", "unrated"])
    budget = _int_arg("budget", budget, 0, _UINT64_MAX)
    values, masks = _puzzle(rules, givens, candidates)
    count = ctypes.c_size_t(0)
    status = _lib.sudoku_rules_explain(
        rules._handle, values, masks, code, budget, None, 0, ctypes.byref(count)
    )
    if status == Status.OK and count.value == 0:
        return [], True
    if status not in (Status.CAPACITY_TOO_SMALL, Status.TECHNIQUES_EXHAUSTED):
        raise _failure(status)
    if status == Status.TECHNIQUES_EXHAUSTED and count.value == 0:
        return [], False
    steps = (_c._RulesStep * count.value)()
    steps[0].size = ctypes.sizeof(_c._RulesStep)
    status = _lib.sudoku_rules_explain(
        rules._handle, values, masks, code, budget, steps, count.value, ctypes.byref(count)
    )
    if status not in (Status.OK, Status.TECHNIQUES_EXHAUSTED):
        raise _failure(status)
    texts = _sentences(rules, values, masks, code, budget, 0)
    return [_step(steps[k], texts[k]) for k in range(count.value)], status == Status.OK
