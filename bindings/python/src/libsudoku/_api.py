"""The Python face of every function in sudoku.h, over ctypes.

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

from . import _loader

CELLS = 81
_UINT32_MAX = 2**32 - 1
_UINT64_MAX = 2**64 - 1
_INT_MIN, _INT_MAX = -(2**31), 2**31 - 1


class Status(enum.IntEnum):
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

    @classmethod
    def _missing_(cls, value: object) -> Optional["Status"]:
        # The header promises codes are only ever appended. A newer library
        # may return one this package does not know: give it a pseudo-member
        # instead of failing the conversion, so it still reaches the caller
        # inside a SudokuError.
        if isinstance(value, int) and not isinstance(value, bool):
            member = int.__new__(cls, value)
            member._name_ = f"UNKNOWN_{value}"
            member._value_ = value
            return member
        return None


class Mode(enum.IntEnum):
    """``sudoku_mode``: what ``solve_ex`` must establish."""

    #: Succeed only when the puzzle has exactly one solution.
    UNIQUE = 0
    #: Fill in any one solution, even when there are several.
    FIRST = 1


# Statuses whose errors point at a cell (sudoku_check / report.cell).
_CELL_STATUSES = (Status.INVALID_CHARACTER, Status.CONFLICTING_GIVENS)


class _Options(ctypes.Structure):
    # Mirrors sudoku_options, version 1.
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("mode", ctypes.c_int32),
        ("guess_budget", ctypes.c_uint64),
    ]


class _Report(ctypes.Structure):
    # Mirrors sudoku_report, version 1.
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("status", ctypes.c_int32),
        ("cell", ctypes.c_int32),
        ("solutions", ctypes.c_uint32),
        ("guesses", ctypes.c_uint64),
    ]


class _Lib:
    """The C functions with their prototypes declared, so that ctypes
    converts and checks every argument instead of guessing."""

    def __init__(self, cdll: ctypes.CDLL) -> None:
        def bind(name: str, restype: Any, argtypes: List[Any]) -> Any:
            try:
                func = getattr(cdll, name)
            except AttributeError:
                raise _loader.LibraryVersionError(
                    f"the loaded libsudoku lacks {name}; it is not a complete "
                    f"libsudoku {_loader.EXPECTED_MAJOR}.x library"
                ) from None
            func.restype = restype
            func.argtypes = argtypes
            return func

        grid_out = ctypes.POINTER(ctypes.c_char)  # writable 81-byte buffer
        grid_in = ctypes.c_char_p  # read-only: an 81-byte bytes object
        status = ctypes.c_int32
        self.sudoku_solve = bind("sudoku_solve", status, [grid_out])
        self.sudoku_solve_ex = bind(
            "sudoku_solve_ex",
            status,
            [grid_out, ctypes.POINTER(_Options), ctypes.POINTER(_Report)],
        )
        self.sudoku_options_default = bind("sudoku_options_default", _Options, [])
        self.sudoku_check = bind(
            "sudoku_check", status, [grid_in, ctypes.POINTER(ctypes.c_int32)]
        )
        self.sudoku_count_solutions = bind(
            "sudoku_count_solutions",
            status,
            [grid_in, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32)],
        )
        self.sudoku_parse = bind(
            "sudoku_parse", status, [ctypes.c_char_p, ctypes.c_size_t, grid_out]
        )
        self.sudoku_solve_batch = bind(
            "sudoku_solve_batch",
            ctypes.c_size_t,
            [grid_out, ctypes.c_size_t, ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32],
        )
        self.sudoku_status_str = bind("sudoku_status_str", ctypes.c_char_p, [ctypes.c_int])
        self.sudoku_version = bind("sudoku_version", ctypes.c_char_p, [])


_cdll, _info = _loader.load()
_lib = _Lib(_cdll)


def library_info() -> _loader.LibraryInfo:
    """Which shared library this package loaded, from where, and its version."""
    return _info


# --- errors ---------------------------------------------------------------


class SudokuError(Exception):
    """A libsudoku call did not succeed.

    Attributes:
        status: the Status the library (or the argument checks here) gave.
        cell: for INVALID_CHARACTER and CONFLICTING_GIVENS, the 0-80 index of
            the first offending cell; otherwise None.
        report: for errors from ``solve_ex``, its Report; otherwise None.

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
    """INVALID_LENGTH: the grid or text does not hold exactly 81 cells."""


class InvalidArgumentError(SudokuError, ValueError):
    """INVALID_ARGUMENT: an argument is out of its range."""


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

    options = _lib.sudoku_options_default()
    # The size this package was written for: the library then reads only the
    # fields declared here, whatever its own version appends.
    options.size = ctypes.sizeof(_Options)
    options.mode = int(mode_value)
    options.guess_budget = budget_value
    raw = _Report(size=ctypes.sizeof(_Report))
    buf = ctypes.create_string_buffer(grid, CELLS)
    status = _lib.sudoku_solve_ex(buf, ctypes.byref(options), ctypes.byref(raw))
    report = Report(
        status=Status(raw.status),
        cell=raw.cell if raw.cell >= 0 else None,
        solutions=raw.solutions,
        guesses=raw.guesses,
    )
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


def count_solutions(puzzle: str, limit: int = 2) -> int:
    """Counts the solutions of a grid, stopping at ``limit``.

    ``limit=2`` decides uniqueness. A large limit on a grid with few givens
    can take very long.

    Returns:
        0 to ``limit``.

    Raises:
        InvalidArgumentError for a limit below 1 or above 2**32-1; errors of
        ``check`` for a bad grid.
    """
    grid = _grid_bytes(puzzle)
    # 0 is passed on so that the library's own range check answers; only
    # values the C type cannot hold are refused here.
    limit_value = _int_arg("limit", limit, 0, _UINT32_MAX)
    count = ctypes.c_uint32(0)
    status = _lib.sudoku_count_solutions(grid, limit_value, ctypes.byref(count))
    if status != Status.OK:
        raise _error(status, grid)
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


def solve_batch(puzzles: Iterable[str], threads: int = 0) -> List[BatchResult]:
    """Solves many puzzles in one library call, on several threads.

    Each puzzle is solved exactly as ``solve`` would.

    Args:
        puzzles: the puzzles, each as for ``solve``.
        threads: 0 for one thread per core, else the most threads to use.

    Returns:
        A list as long as ``puzzles`` and in the same order. Each entry is
        the solution (a str) when that puzzle solved, else the SudokuError
        subclass instance that ``solve`` would have raised for it (returned,
        not raised), with ``.status`` and ``.cell``. Tell them apart with
        ``isinstance(entry, str)``. Wrong-length puzzles get their
        InvalidLengthError here and are not sent to the library.
    """
    items = list(puzzles)
    threads_value = _int_arg("threads", threads, 0, _UINT32_MAX)
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
        _lib.sudoku_solve_batch(buf, count, statuses, threads_value)
        raw = buf.raw
        for slot, (index, grid) in enumerate(zip(where, grids)):
            status = statuses[slot]
            if status == Status.OK:
                results[index] = raw[slot * CELLS : (slot + 1) * CELLS].decode("ascii")
            else:
                results[index] = _error(status, grid)
    # Every slot was filled above: by its length error or by the batch.
    return cast(List[BatchResult], results)
