"""Statuses, errors, argument checks and the solving functions of sudoku.h
(the logic engine is in _logic, the generator in _generate, the C
declarations in _c).

Memory safety rests on one rule: C is only ever handed a grid that Python has
made exactly 81 bytes long (the C side reads exactly 81). Strings of any other
length are refused here, before C sees them; non-ASCII characters are replaced
one for one by '?', which keeps the length and which C reports as an invalid
character at that very cell.

ctypes releases the GIL around each foreign call, and the library is
reentrant, so these functions run in parallel from several Python threads.
"""

from __future__ import annotations

import ctypes
import enum
import operator
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Optional, Tuple, Type, Union, cast

from . import _c, _loader

CELLS = _c.CELLS
_UINT32_MAX = 2**32 - 1
_UINT64_MAX = 2**64 - 1
_INT_MIN, _INT_MAX = -(2**31), 2**31 - 1


class _OpenEnum(enum.IntEnum):
    """An IntEnum of C values that are only ever appended to: a value this
    package does not know (from a newer library) becomes a pseudo-member
    named ``UNKNOWN_<value>`` instead of failing the conversion, so it
    still reaches the caller."""

    @classmethod
    def _missing_(cls, value: object) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            member = int.__new__(cls, value)
            member._name_ = f"UNKNOWN_{value}"
            member._value_ = value
            return member
        return None


class Status(_OpenEnum):
    """Every ``sudoku_status`` code, with the C values."""

    OK = 0
    NULL_POINTER = 1
    INVALID_CHARACTER = 2
    CONFLICTING_GIVENS = 3
    NO_SOLUTION = 4
    MULTIPLE_SOLUTIONS = 5
    INTERNAL_ERROR = 6
    BUDGET_EXHAUSTED = 7
    INVALID_LENGTH = 8
    INVALID_ARGUMENT = 9
    TECHNIQUES_EXHAUSTED = 10
    CURRENT_CONTRADICTS_PUZZLE = 11
    INVALID_CANDIDATES = 12
    CAPACITY_TOO_SMALL = 13
    ALREADY_SOLVED = 14
    UNKNOWN_SYMMETRY = 15
    MIN_ABOVE_MAX = 16
    INVALID_PATTERN = 17
    PATTERN_BREAKS_SYMMETRY = 18
    PATTERN_OUTSIDE_GIVEN_BOUNDS = 19
    PARSE_ERROR = 20
    UNSUPPORTED_RULE = 21
    INVALID_RULES = 22
    UNSATISFIABLE_RULES = 23
    INVALID_VALUE = 24
    GRID_BREAKS_RULE = 25
    SYMMETRY_BREAKS_RULES = 26
    INVALID_LAYOUT = 27
    NOT_RATED = 28
    NOT_TEACHABLE = 29
    RULES_NOT_ON_SCALE = 30


class Mode(enum.IntEnum):
    """``sudoku_mode``: what ``solve_ex`` must establish."""

    #: Succeed only when the puzzle has exactly one solution.
    UNIQUE = 0
    #: Fill in any one solution, even when there are several.
    FIRST = 1


# Statuses whose errors point at a cell (sudoku_check / report.cell).
_CELL_STATUSES = (Status.INVALID_CHARACTER, Status.CONFLICTING_GIVENS)


_lib = _c.lib
_info = _c.info
# The struct declarations, under the names the tests have always used.
_Options = _c._Options
_Report = _c._Report


def library_info() -> _loader.LibraryInfo:
    """Which shared library this package loaded, from where, and its version."""
    return _info


# --- errors ---------------------------------------------------------------


class SudokuError(Exception):
    """A libsudoku call did not succeed.

    Attributes:
        status: the Status the library (or the argument checks here) gave.
        cell: for INVALID_CHARACTER and CONFLICTING_GIVENS (and for
            ``hint``, CURRENT_CONTRADICTS_PUZZLE and INVALID_CANDIDATES), the
            0-80 index of the first offending cell; otherwise None.
        report: for errors from ``solve_ex`` and ``count_solutions``, its
            Report; otherwise None.

    Catch a subclass (NoSolutionError, ...) to handle one status, or this
    class for all. ``SudokuError(status, cell)`` builds the base class; use
    ``SudokuError.for_status`` to get the subclass matching the status.
    """

    def __init__(
        self,
        status: Union[Status, int],
        cell: Optional[int] = None,
        message: Optional[str] = None,
        report: Optional["Report"] = None,
    ) -> None:
        self.status = Status(status)
        self.cell = cell
        self.report = report
        if message is None:
            message = status_str(self.status)
            if cell is not None:
                message += f" at cell {cell} (row {cell // 9 + 1}, column {cell % 9 + 1})"
        self.message = message
        super().__init__(message)

    def __reduce__(self) -> Tuple[Any, ...]:
        # The default pickling replays args (just the message) into
        # __init__, which needs the status: replay the real arguments so the
        # error survives a trip through multiprocessing.
        return (type(self), (self.status, self.cell, self.message, self.report))

    @staticmethod
    def for_status(
        status: Union[Status, int],
        cell: Optional[int] = None,
        message: Optional[str] = None,
        report: Optional["Report"] = None,
    ) -> "SudokuError":
        """The error of the subclass that matches ``status``."""
        cls = _ERROR_CLASSES.get(Status(status), SudokuError)
        return cls(status, cell, message, report)


class NullPointerError(SudokuError):
    """NULL_POINTER: never raised by this package, which passes no NULLs."""


class InvalidCharacterError(SudokuError, ValueError):
    """INVALID_CHARACTER: a cell is none of '1'-'9', '.', '0'."""


class ConflictingGivensError(SudokuError, ValueError):
    """CONFLICTING_GIVENS: two equal givens share a row, column or box."""


class NoSolutionError(SudokuError):
    """NO_SOLUTION: consistent givens, but no solution."""


class MultipleSolutionsError(SudokuError):
    """MULTIPLE_SOLUTIONS: more than one solution (see ``mode="first"``)."""


class InternalError(SudokuError):
    """INTERNAL_ERROR: a bug inside libsudoku; please report it."""


class BudgetExhaustedError(SudokuError):
    """BUDGET_EXHAUSTED: the guess budget ran out first."""


class InvalidLengthError(SudokuError, ValueError):
    """INVALID_LENGTH: the grid or text does not hold exactly one value a
    cell (81 for 9x9)."""


class InvalidArgumentError(SudokuError, ValueError):
    """INVALID_ARGUMENT: an argument is out of its range."""


class TechniquesExhaustedError(SudokuError):
    """TECHNIQUES_EXHAUSTED: no technique of the loaded library applies to
    the grid (``hint``): the next step needs harder ones (chains)."""


class CurrentContradictsPuzzleError(SudokuError, ValueError):
    """CURRENT_CONTRADICTS_PUZZLE: the player's grid changes or clears a
    given of the puzzle; ``.cell`` is the first such cell."""


class InvalidCandidatesError(SudokuError, ValueError):
    """INVALID_CANDIDATES: pencil marks that are not digits 1-9; ``.cell``
    is the first cell that has one."""


class CapacityTooSmallError(SudokuError):
    """CAPACITY_TOO_SMALL: never raised by this package, which sizes every
    array itself."""


class AlreadySolvedError(SudokuError):
    """ALREADY_SOLVED: the player's grid is complete and right, so there is
    no next step (``hint``)."""


class UnknownSymmetryError(SudokuError, ValueError):
    """UNKNOWN_SYMMETRY: a symmetry value the loaded library does not know."""


class MinAboveMaxError(SudokuError, ValueError):
    """MIN_ABOVE_MAX: ``min_givens`` above ``max_givens``, or ``min_rating``
    above ``max_rating`` (a maximum of 0 means none, and is never below)."""


class InvalidPatternError(SudokuError, ValueError):
    """INVALID_PATTERN: a pattern character is neither 'x' nor '.'."""


class PatternBreaksSymmetryError(SudokuError, ValueError):
    """PATTERN_BREAKS_SYMMETRY: the pattern gives part of a group of cells
    that the symmetry asked for ties together."""


class PatternOutsideGivenBoundsError(SudokuError, ValueError):
    """PATTERN_OUTSIDE_GIVEN_BOUNDS: the pattern's number of 'x' is outside
    ``min_givens``..``max_givens``."""


class RulesError(SudokuError, ValueError):
    """A puzzle text or rule set was refused (``Rules.from_text``,
    ``RulesBuilder.build``): the base of ParseError, UnsupportedRuleError,
    InvalidRulesError and UnsatisfiableRulesError. Where the library could
    say, these name the place (None otherwise): ``line`` (from 1), ``byte``
    (from 0, of the text), ``field`` (the f-puzzles field or the kind of
    rule), ``cell`` (``row * N + column``), ``row`` and ``column`` (from 1),
    ``index`` (which rule of its kind, from 0)."""

    line: Optional[int] = None
    byte: Optional[int] = None
    field: Optional[str] = None
    row: Optional[int] = None
    column: Optional[int] = None
    index: Optional[int] = None


class ParseError(RulesError):
    """PARSE_ERROR: the text is in none of the formats read, or malformed."""


class UnsupportedRuleError(RulesError):
    """UNSUPPORTED_RULE: an f-puzzles field for a rule the library lacks
    (``field`` names it); refused, never ignored."""


class InvalidRulesError(RulesError):
    """INVALID_RULES: a malformed rule set (a size outside 4..25, boxes that
    do not tile, a cell off the grid or repeated, too many rules...)."""


class UnsatisfiableRulesError(RulesError):
    """UNSATISFIABLE_RULES: no grid can satisfy the rule set (a region of
    the wrong size, overlapping regions, a cage sum out of reach...)."""


class InvalidValueError(SudokuError, ValueError):
    """INVALID_VALUE: a variant grid value above the grid's size N."""


class GridBreaksRuleError(SudokuError, ValueError):
    """GRID_BREAKS_RULE: a variant grid breaks a rule (``cell`` is the first
    cell, in cell order, that completes a broken rule)."""


class SymmetryBreaksRulesError(SudokuError, ValueError):
    """SYMMETRY_BREAKS_RULES: the rule set does not map onto itself under
    the symmetry asked for, or random cages, regions, dots or lines were
    asked for with a symmetry."""


class InvalidLayoutError(SudokuError, ValueError):
    """INVALID_LAYOUT: impossible cage, thermometer or dot options for a
    generated puzzle, or a layout the rule set refuses."""


class NotRatedError(SudokuError, ValueError):
    """NOT_RATED: the path on the scale asked for (HoDoKu's) needs a
    technique the library does not have yet for it; ``needs`` names it
    when the call knows it."""

    #: The name of the technique the path needs, or None.
    needs: Optional[str] = None


class NotTeachableError(SudokuError, ValueError):
    """NOT_TEACHABLE: no puzzles can be generated for the HoDoKu
    technique asked for (not implemented, off by default in HoDoKu, or on
    fewer than 1% of minimal puzzles' paths)."""


class RulesNotOnScaleError(SudokuError, ValueError):
    """RULES_NOT_ON_SCALE: the scale asked for does not rate this rule set
    (SukakuExplainer's rates 9x9 with boxes and one of its variants' rules
    or none)."""


_ERROR_CLASSES: Dict[Status, Type[SudokuError]] = {
    Status.NULL_POINTER: NullPointerError,
    Status.INVALID_CHARACTER: InvalidCharacterError,
    Status.CONFLICTING_GIVENS: ConflictingGivensError,
    Status.NO_SOLUTION: NoSolutionError,
    Status.MULTIPLE_SOLUTIONS: MultipleSolutionsError,
    Status.INTERNAL_ERROR: InternalError,
    Status.BUDGET_EXHAUSTED: BudgetExhaustedError,
    Status.INVALID_LENGTH: InvalidLengthError,
    Status.INVALID_ARGUMENT: InvalidArgumentError,
    Status.TECHNIQUES_EXHAUSTED: TechniquesExhaustedError,
    Status.CURRENT_CONTRADICTS_PUZZLE: CurrentContradictsPuzzleError,
    Status.INVALID_CANDIDATES: InvalidCandidatesError,
    Status.CAPACITY_TOO_SMALL: CapacityTooSmallError,
    Status.ALREADY_SOLVED: AlreadySolvedError,
    Status.UNKNOWN_SYMMETRY: UnknownSymmetryError,
    Status.MIN_ABOVE_MAX: MinAboveMaxError,
    Status.INVALID_PATTERN: InvalidPatternError,
    Status.PATTERN_BREAKS_SYMMETRY: PatternBreaksSymmetryError,
    Status.PATTERN_OUTSIDE_GIVEN_BOUNDS: PatternOutsideGivenBoundsError,
    Status.PARSE_ERROR: ParseError,
    Status.UNSUPPORTED_RULE: UnsupportedRuleError,
    Status.INVALID_RULES: InvalidRulesError,
    Status.UNSATISFIABLE_RULES: UnsatisfiableRulesError,
    Status.INVALID_VALUE: InvalidValueError,
    Status.GRID_BREAKS_RULE: GridBreaksRuleError,
    Status.SYMMETRY_BREAKS_RULES: SymmetryBreaksRulesError,
    Status.INVALID_LAYOUT: InvalidLayoutError,
    Status.NOT_RATED: NotRatedError,
    Status.NOT_TEACHABLE: NotTeachableError,
    Status.RULES_NOT_ON_SCALE: RulesNotOnScaleError,
}


# --- argument checks --------------------------------------------------------


def _grid_bytes(puzzle: str) -> bytes:
    """The 81 bytes to hand to C for ``puzzle``, or InvalidLengthError."""
    if not isinstance(puzzle, str):
        raise TypeError(f"a puzzle is a str of 81 cells, not {type(puzzle).__name__}")
    if len(puzzle) != CELLS:
        raise InvalidLengthError(
            Status.INVALID_LENGTH,
            message=f"a grid has 81 cells, this one has {len(puzzle)} "
            f"(use libsudoku.parse for text laid out over lines)",
        )
    # One byte per character, so the length stays 81; '?' is invalid for C.
    return puzzle.encode("ascii", errors="replace")


def _int_arg(name: str, value: int, low: int, high: int) -> int:
    # bool is an int to Python, but True as a budget or limit is a mistake.
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an int, not bool")
    try:
        number = operator.index(value)
    except TypeError:
        raise TypeError(f"{name} must be an int, not {type(value).__name__}") from None
    if not low <= number <= high:
        raise InvalidArgumentError(
            Status.INVALID_ARGUMENT,
            message=f"{name} must be an int from {low} to {high}, not {value!r}",
        )
    return number


def _error(status: int, grid: bytes, report: Optional["Report"] = None) -> SudokuError:
    """The error for a failed call on ``grid``, with the offending cell found
    by sudoku_check when the failing function does not report it."""
    code = Status(status)
    cell: Optional[int] = None
    if report is not None:
        cell = report.cell
    elif code in _CELL_STATUSES:
        raw = ctypes.c_int32(-1)
        if _lib.sudoku_check(grid, ctypes.byref(raw)) == code:
            cell = raw.value
    return SudokuError.for_status(code, cell, report=report)


def _solve_options(mode: Union[str, Mode], budget: int) -> _c._Options:
    """sudoku_options for ``mode`` ("unique", "first" or a Mode) and a
    guess budget, checked."""
    if isinstance(mode, str):
        try:
            mode_value = Mode[mode.upper()]
        except KeyError:
            raise InvalidArgumentError(
                Status.INVALID_ARGUMENT,
                message=f"mode must be 'unique' or 'first', not {mode!r}",
            ) from None
    elif isinstance(mode, Mode):
        mode_value = mode
    else:
        raise TypeError(f"mode must be 'unique' or 'first', not {type(mode).__name__}")
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    options: _c._Options = _lib.sudoku_options_default()
    # The size this package was written for: the library then reads only the
    # fields declared here, whatever its own version appends.
    options.size = ctypes.sizeof(_Options)
    options.mode = int(mode_value)
    options.guess_budget = budget_value
    return options


def _report(raw: _c._Report) -> "Report":
    return Report(
        status=Status(raw.status),
        cell=raw.cell if raw.cell >= 0 else None,
        solutions=raw.solutions,
        guesses=raw.guesses,
    )


# --- the API ------------------------------------------------------------------


@dataclass(frozen=True)
class Report:
    """What ``solve_ex`` did (``sudoku_report``)."""

    #: The status of the call.
    status: Status
    #: The first offending cell for INVALID_CHARACTER / CONFLICTING_GIVENS.
    cell: Optional[int]
    #: Solutions seen: 0, 1, or 2 meaning "two or more".
    solutions: int
    #: Guesses the search made.
    guesses: int


def version() -> str:
    """The loaded library's version, ``"MAJOR.MINOR.PATCH"``."""
    raw: bytes = _lib.sudoku_version()
    return raw.decode("ascii")


def status_str(status: Union[Status, int]) -> str:
    """The library's English text for a status code ("unknown status" for a
    value that is not one)."""
    code = _int_arg("status", status, _INT_MIN, _INT_MAX)
    raw: bytes = _lib.sudoku_status_str(code)
    return raw.decode("utf-8", errors="replace")


def solve(puzzle: str) -> str:
    """Solves a puzzle that must have exactly one solution.

    Args:
        puzzle: 81 characters, row by row: '1'-'9' givens, '.' or '0' empty.

    Returns:
        The solution, 81 digits.

    Raises:
        SudokuError: a subclass per status: InvalidLengthError,
            InvalidCharacterError or ConflictingGivensError (with ``.cell``),
            NoSolutionError, MultipleSolutionsError.
    """
    grid = _grid_bytes(puzzle)
    buf = ctypes.create_string_buffer(grid, CELLS)
    status = _lib.sudoku_solve(buf)
    if status != Status.OK:
        raise _error(status, grid)
    return buf.raw.decode("ascii")


def solve_ex(puzzle: str, *, mode: Union[str, Mode] = "unique", budget: int = 0) -> Tuple[str, Report]:
    """Solves with options, and tells what the search did.

    Args:
        puzzle: as for ``solve``.
        mode: ``"unique"`` (succeed only with exactly one solution) or
            ``"first"`` (any one solution of a puzzle with several).
        budget: give up with BudgetExhaustedError after this many guesses;
            0 means no limit.

    Returns:
        ``(solution, report)``.

    Raises:
        SudokuError: as ``solve``, plus BudgetExhaustedError, and
            InvalidArgumentError for a bad mode or budget. Errors from the
            library carry the Report in ``.report``.
    """
    grid = _grid_bytes(puzzle)
    options = _solve_options(mode, budget)
    raw = _Report(size=ctypes.sizeof(_Report))
    buf = ctypes.create_string_buffer(grid, CELLS)
    status = _lib.sudoku_solve_ex(buf, ctypes.byref(options), ctypes.byref(raw))
    report = _report(raw)
    if status != Status.OK:
        raise _error(status, grid, report)
    return buf.raw.decode("ascii"), report


def check(puzzle: str) -> None:
    """Checks a grid without solving it: characters, and that no two equal
    givens share a row, column or box.

    Raises:
        InvalidLengthError, or InvalidCharacterError / ConflictingGivensError
        with ``.cell`` set to the offending cell (for two clashing givens,
        the later one in row-major order).
    """
    grid = _grid_bytes(puzzle)
    cell = ctypes.c_int32(-1)
    status = _lib.sudoku_check(grid, ctypes.byref(cell))
    if status != Status.OK:
        raise SudokuError.for_status(status, cell.value if status in _CELL_STATUSES else None)


def count_solutions(puzzle: str, limit: int = 2, *, budget: int = 0) -> int:
    """Counts the solutions of a grid, stopping at ``limit``.

    ``limit=2`` decides uniqueness. A large limit on a grid with few givens
    can take very long: ``budget`` bounds it.

    Args:
        puzzle: as for ``solve``.
        limit: stop at this many solutions, 1 to 2**32-1.
        budget: give up with BudgetExhaustedError after this many guesses;
            0 (the default) means no limit. The error's ``.report`` says
            how many solutions were found before the budget ran out.

    Returns:
        0 to ``limit``.

    Raises:
        InvalidArgumentError for a limit below 1 or above 2**32-1, or a
        budget outside 0..2**64-1; BudgetExhaustedError; errors of ``check``
        for a bad grid.
    """
    grid = _grid_bytes(puzzle)
    # 0 is passed on so that the library's own range check answers; only
    # values the C type cannot hold are refused here.
    limit_value = _int_arg("limit", limit, 0, _UINT32_MAX)
    budget_value = _int_arg("budget", budget, 0, _UINT64_MAX)
    count = ctypes.c_uint32(0)
    raw = _Report(size=ctypes.sizeof(_Report))
    status = _lib.sudoku_count_solutions_ex(
        grid, limit_value, budget_value, ctypes.byref(count), ctypes.byref(raw)
    )
    if status != Status.OK:
        raise _error(status, grid, _report(raw))
    return count.value


def parse(text: str) -> str:
    """Reads a grid from pasted text into the 81-character form.

    Accepts one line of 81 cells, 9 lines of 9, or a boxed layout drawn with
    spaces, '|', '-', '+' (borders may also use '*' and '='). Empty cells may
    be '.', '0', '_', '*' or 'x'; they come back as '.'. Givens are not
    checked for conflicts: use ``check``.

    Raises:
        InvalidCharacterError, InvalidLengthError (not exactly 81 cells).
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    data = text.encode("utf-8", errors="replace")
    out = ctypes.create_string_buffer(CELLS)
    status = _lib.sudoku_parse(data, len(data), out)
    if status != Status.OK:
        raise SudokuError.for_status(status)
    return out.raw.decode("ascii")


#: One entry of ``solve_batch``'s result: the solution, or the error.
BatchResult = Union[str, SudokuError]


def solve_batch(
    puzzles: Iterable[str],
    threads: int = 0,
    *,
    budget: int = 0,
    mode: Union[str, Mode] = "unique",
) -> List[BatchResult]:
    """Solves many puzzles in one library call, on several threads.

    Each puzzle is solved exactly as ``solve_ex(puzzle, mode=mode,
    budget=budget)`` would (with the defaults, as ``solve``).

    Args:
        puzzles: the puzzles, each as for ``solve``.
        threads: 0 for one thread per core, else the most threads to use.
        budget: give up on a puzzle after this many guesses (its entry is
            then a BudgetExhaustedError); 0 means no limit. The budget is
            per puzzle, so it bounds the whole call.
        mode: ``"unique"`` or ``"first"``, as for ``solve_ex``.

    Returns:
        A list as long as ``puzzles`` and in the same order. Each entry is
        the solution (a str) when that puzzle solved, else the SudokuError
        subclass instance that ``solve`` would have raised for it (returned,
        not raised), with ``.status`` and ``.cell``. Tell them apart with
        ``isinstance(entry, str)``. Wrong-length puzzles get their
        InvalidLengthError here and are not sent to the library.

    Raises:
        InvalidArgumentError or TypeError for a bad ``threads``, ``budget``
        or ``mode`` (before anything is solved).
    """
    items = list(puzzles)
    threads_value = _int_arg("threads", threads, 0, _UINT32_MAX)
    options = _solve_options(mode, budget)
    results: List[Optional[BatchResult]] = [None] * len(items)
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
        buf = ctypes.create_string_buffer(b"".join(grids), count * CELLS)
        statuses = (ctypes.c_int32 * count)()
        _lib.sudoku_solve_batch_ex(buf, count, statuses, threads_value, ctypes.byref(options))
        raw = buf.raw
        for slot, (index, grid) in enumerate(zip(where, grids)):
            status = statuses[slot]
            if status == Status.OK:
                results[index] = raw[slot * CELLS : (slot + 1) * CELLS].decode("ascii")
            else:
                results[index] = _error(status, grid)
    # Every slot was filled above: by its length error or by the batch.
    return cast(List[BatchResult], results)
