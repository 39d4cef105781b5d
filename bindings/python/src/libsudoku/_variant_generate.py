"""Variant puzzles made to order (sudoku_rules_generate): any rule set, any
size, with killer cages, jigsaw regions, kropki dots or thermometers made
from a seed. The keyword names are the ``sudoku generate`` flags'.

The same seed and options give the same puzzle here as in C, the command
and Rust (docs/VARIANTS.md, "Generating", gives the algorithm).
"""

from __future__ import annotations

import ctypes
from typing import List, NamedTuple, Optional, Sequence, Tuple, Union

from . import _c
from ._api import _UINT32_MAX, _UINT64_MAX, InvalidArgumentError, Status, SudokuError, _int_arg
from ._generate import SymmetryArg, Symmetry, _symmetry_value, _tenths
from ._variant import Rules

_lib = _c.lib

# sudoku_layout and sudoku_rules_text values.
_LAYOUT_RULES, _LAYOUT_KILLER, _LAYOUT_JIGSAW, _LAYOUT_KROPKI, _LAYOUT_THERMO = range(5)
_FORMATS = {"fpuzzles": 0, "compact": 1}
# sudoku_minimality values by name.
_MINIMALITY = {0: "not_asked", 1: "minimal", 2: "as_far_as_budget_proved"}


class VariantPuzzle(NamedTuple):
    """A made puzzle: its text (rules and givens, in the format asked), its
    rule set (with the cages, regions, dots or lines made), its givens and
    its solution (N*N ints, 0 empty), and its rating when ``rating``
    bounds were asked for."""

    text: str
    rules: Rules
    puzzle: List[int]
    solution: List[int]
    #: The ER (2.9) on the scale the bounds used, as ``Rules.rate`` (for
    #: SukakuExplainer's scale), ``rate`` (classic 9x9) or ``sudoku rate``
    #: give it; None without bounds (the puzzle is not rated then).
    rating: Optional[float] = None
    #: How far the givens are minimal (sudoku_minimality): "minimal",
    #: "as_far_as_budget_proved" (``removal_budget`` left removals
    #: undecided; unique all the same) or "not_asked" (``minimal=False``).
    minimality: str = "minimal"


def _pair(name: str, value: Sequence[int]) -> Tuple[int, int]:
    low, high = value
    return _int_arg(name, low, 0, _UINT32_MAX), _int_arg(name, high, 0, _UINT32_MAX)


def _flag(name: str, value: bool) -> int:
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be a bool, not {type(value).__name__}")
    return int(value)


def generate_variant(
    rules: Union[Rules, str, None] = None,
    *,
    size: int = 9,
    seed: int = 0,
    symmetry: SymmetryArg = Symmetry.NONE,
    givens: Optional[Sequence[int]] = None,
    rating: Optional[Sequence[float]] = None,
    minimal: bool = True,
    killer: bool = False,
    cages: Sequence[int] = (2, 5),
    minimal_cages: bool = False,
    jigsaw: bool = False,
    kropki: bool = False,
    dots: Optional[int] = None,
    thermo: Optional[int] = None,
    thermo_length: Sequence[int] = (3, 5),
    format: str = "fpuzzles",
    attempts: int = 1000,
    budget: int = 100_000,
    removal_budget: int = 0,
) -> VariantPuzzle:
    """Generates a variant puzzle with exactly one solution.

    Args:
        rules: a Rules, a puzzle text whose rules are used (its givens are
            not), or None for an empty ``size`` x ``size`` grid with its
            default boxes.
        size: N, 4 to 25, when ``rules`` is None.
        seed: 0 to 2**64-1.
        symmetry: as for ``generate``; the rules must map onto themselves,
            and a made layout takes none.
        givens: ``(min, max)`` bounds on the givens (puzzles minimal only
            with ``minimal=True`` then); with ``killer``, givens beside the
            cages.
        rating: ``(min, max)`` bounds on the ER (``(2.0, 3.9)``; 0 for no
            bound at that end) on the scale that applies to the made rules:
            Sudoku Explainer's for classic 9x9, SukakuExplainer's for the 9x9
            variants it rates, the project's own for killer, jigsaw,
            thermometers, kropki and other sizes (``Rules.rate`` and
            ``sudoku rate`` rate the same). Puzzles the scale's techniques
            cannot finish are refused; bounds no puzzle meets end in
            BudgetExhaustedError.
        killer, jigsaw, kropki: cages from the solution (no givens unless
            ``givens``), random regions, every kropki dot with the negative
            rules. At most one of these, ``dots`` and ``thermo``.
        cages: ``(min, max)`` cells per cage; minimal_cages: merge cages
            until no two neighbours can merge and keep one solution.
        dots: that many kropki dots of the solution (0: all), without the
            negative rules.
        thermo: that many thermometers; thermo_length: ``(min, max)`` cells.
        format: ``"fpuzzles"`` (JSON) or ``"compact"`` (rules without cages,
            dots, lines or regions).
        attempts: candidates tried before BudgetExhaustedError.
        budget: guesses allowed to each search.
        removal_budget: guesses allowed to each removal's search of its own
            (0: ``budget``); a removal that runs out keeps its givens, and
            ``minimality`` says "as_far_as_budget_proved". It counts
            guesses, not time: the puzzle is still the seed's.

    Returns:
        A VariantPuzzle; its ``rating`` is the made puzzle's ER when
        ``rating`` bounds were given (not ``(0, 0)``), else None.

    Raises:
        SymmetryBreaksRulesError, InvalidLayoutError, UnknownSymmetryError,
        MinAboveMaxError, InvalidArgumentError (all before any work);
        BudgetExhaustedError.
    """
    if rules is None:
        rules, _ = Rules.from_text(f"{_int_arg('size', size, 4, 25)} " + "." * (size * size))
    elif isinstance(rules, str):
        rules, _ = Rules.from_text(rules)
    elif not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules, a str or None, not {type(rules).__name__}")
    if format not in _FORMATS:
        raise InvalidArgumentError(
            Status.INVALID_ARGUMENT, message=f"format is fpuzzles or compact, not {format!r}"
        )
    layouts = [killer, jigsaw, kropki, dots is not None, thermo is not None]
    if sum(bool(x) for x in layouts) > 1:
        raise InvalidArgumentError(
            Status.INVALID_ARGUMENT,
            message="give one of killer, jigsaw, kropki, dots and thermo",
        )
    options: _c._RulesGenerateOptions = _lib.sudoku_rules_generate_options_default()
    options.size = ctypes.sizeof(_c._RulesGenerateOptions)
    options.seed = _int_arg("seed", seed, 0, _UINT64_MAX)
    options.symmetry = _symmetry_value(symmetry)
    options.minimal = _flag("minimal", minimal)
    if givens is not None:
        options.min_givens, options.max_givens = _pair("givens", givens)
    if rating is not None:
        low, high = rating
        options.min_rating = _tenths("rating", low)
        options.max_rating = _tenths("rating", high)
    options.attempt_budget = _int_arg("attempts", attempts, 0, _UINT64_MAX)
    options.guess_budget = _int_arg("budget", budget, 0, _UINT64_MAX)
    options.removal_budget = _int_arg("removal_budget", removal_budget, 0, _UINT64_MAX)
    if _flag("killer", killer):
        options.layout = _LAYOUT_KILLER
        options.min_cage, options.max_cage = _pair("cages", cages)
        options.cage_givens = int(givens is not None)
        options.minimal_cages = _flag("minimal_cages", minimal_cages)
    elif _flag("jigsaw", jigsaw):
        options.layout = _LAYOUT_JIGSAW
    elif _flag("kropki", kropki):
        options.layout = _LAYOUT_KROPKI
    elif dots is not None:
        options.layout = _LAYOUT_KROPKI
        options.all_dots = 0
        options.dots = _int_arg("dots", dots, 0, _UINT32_MAX)
    elif thermo is not None:
        options.layout = _LAYOUT_THERMO
        options.thermometers = _int_arg("thermo", thermo, 0, _UINT32_MAX)
        options.min_thermometer, options.max_thermometer = _pair("thermo_length", thermo_length)
    cells = rules.cells
    capacity = 1 << 16
    while True:
        text = ctypes.create_string_buffer(capacity)
        length = ctypes.c_size_t(0)
        puzzle = (ctypes.c_uint8 * cells)()
        solution = (ctypes.c_uint8 * cells)()
        report = _c._RulesGenerated(size=ctypes.sizeof(_c._RulesGenerated))
        status = _lib.sudoku_rules_generate_ex(
            rules._handle,
            ctypes.byref(options),
            _FORMATS[format],
            text,
            capacity,
            ctypes.byref(length),
            puzzle,
            solution,
            ctypes.byref(report),
        )
        if status == Status.CAPACITY_TOO_SMALL:
            capacity = length.value
            continue
        if status != Status.OK:
            message = _lib.sudoku_status_str(status).decode("ascii")
            raise SudokuError.for_status(Status(status), None, message)
        made_text = text.raw[: length.value].decode("utf-8")
        made_rules, _ = Rules.from_text(made_text)
        # The library rates only under bounds; its 0 then means "not rated".
        rated = options.min_rating or options.max_rating
        rating = report.rating / 10 if rated else None
        return VariantPuzzle(
            made_text,
            made_rules,
            list(puzzle),
            list(solution),
            rating,
            _MINIMALITY[report.minimality],
        )
