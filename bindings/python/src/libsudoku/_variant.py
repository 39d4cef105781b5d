"""Variant rule sets: grids of 4x4 to 25x25, jigsaw regions, extra houses,
neighbour rules, killer cages, thermometers and kropki dots
(``sudoku_rules_*`` in sudoku.h, docs/VARIANTS.md). The names are the C
names without their prefix: ``Rules.from_text`` is
``sudoku_rules_from_text``, ``Rules.solve`` is ``sudoku_rules_solve``.

>>> from libsudoku import Rules
>>> rules, givens = Rules.from_text("4/2x2+x 1...............")
>>> rules.size, rules.count(givens, limit=100)
(4, 12)

A grid is a list of N*N ints (0 empty, 1..N), row-major, or a string of
N*N cells as the compact form writes them ('.' empty, '1'-'9', then 'A' =
10 to 'P' = 25). A rule set is immutable: threads may share one.
"""

from __future__ import annotations

import ctypes
import enum
from typing import TYPE_CHECKING, Iterable, List, NamedTuple, Optional, Sequence, Tuple, Union, cast

from . import _c
from ._api import (
    _UINT32_MAX,
    _UINT64_MAX,
    Report,
    RulesError,
    Status,
    SudokuError,
    _int_arg,
    _report,
)

if TYPE_CHECKING:
    from ._variant_logic import VariantRating, VariantStep

_lib = _c.lib

Grid = Union[str, Sequence[int]]


class RuleFlag(enum.IntFlag):
    """Extra houses and neighbour rules: ``SUDOKU_RULE_*``."""

    MAIN_DIAGONAL = 1 << 0
    ANTI_DIAGONAL = 1 << 1
    WINDOKU = 1 << 2
    DISJOINT_GROUPS = 1 << 3
    ASTERISK = 1 << 4
    CENTRE_DOT = 1 << 5
    GIRANDOLA = 1 << 6
    ANTI_KNIGHT = 1 << 7
    ANTI_KING = 1 << 8
    NONCONSECUTIVE = 1 << 9
    ALL_RATIOS_GIVEN = 1 << 10
    ALL_DIFFERENCES_GIVEN = 1 << 11
    NO_REGIONS = 1 << 12


class DotColour(enum.IntEnum):
    """``SUDOKU_DOT_*``: white (a difference, default 1) or black (a ratio,
    default 2)."""

    WHITE = 0
    BLACK = 1


class BrokenRule(enum.IntEnum):
    """``sudoku_broken_rule``: the kind of rule a grid breaks."""

    NONE = 0
    ROW = 1
    COLUMN = 2
    REGION = 3
    MAIN_DIAGONAL = 4
    ANTI_DIAGONAL = 5
    WINDOW = 6
    DISJOINT_GROUP = 7
    ASTERISK = 8
    CENTRE_DOT = 9
    GIRANDOLA = 10
    EXTRA_REGION = 11
    CAGE = 12
    ANTI_KNIGHT = 13
    ANTI_KING = 14
    CAGE_SUM = 15
    THERMOMETER = 16
    DOT = 17
    NONCONSECUTIVE = 18
    NEGATIVE_RATIO = 19
    NEGATIVE_DIFFERENCE = 20


class Violation(NamedTuple):
    """Where a grid breaks a rule (``sudoku_rule_violation``)."""

    #: The first cell, in cell order, that completes a broken rule.
    cell: int
    #: Which kind of rule.
    rule: BrokenRule
    #: Which rule of its kind, from 0 (the cage, the row...), or None.
    index: Optional[int]


def _rules_error(raw: _c._RulesError) -> SudokuError:
    """The exception for a refused text or rule set, naming the place."""
    status = Status(raw.status)
    message = raw.message.decode("utf-8", "replace") or str(status.name)
    field = raw.field.decode("utf-8", "replace") or None
    where = []
    if raw.line > 0:
        where.append(f"line {raw.line}")
    if raw.byte >= 0:
        where.append(f"byte {raw.byte}")
    if field is not None:
        where.append(f"field {field!r}")
    if raw.cell_row > 0:
        where.append(f"cell R{raw.cell_row}C{raw.cell_column}")
    elif raw.cell >= 0:
        where.append(f"cell {raw.cell}")
    if raw.index >= 0:
        where.append(f"index {raw.index}")
    if where:
        message += " (" + ", ".join(where) + ")"
    err = SudokuError.for_status(status, raw.cell if raw.cell >= 0 else None, message)
    if isinstance(err, RulesError):
        err.line = raw.line if raw.line > 0 else None
        err.byte = raw.byte if raw.byte >= 0 else None
        err.field = field
        err.row = raw.cell_row if raw.cell_row > 0 else None
        err.column = raw.cell_column if raw.cell_column > 0 else None
        err.index = raw.index if raw.index >= 0 else None
    return err


def _new_rules_error() -> _c._RulesError:
    raw = _c._RulesError()
    raw.size = ctypes.sizeof(raw)
    return raw


class Rules:
    """An immutable variant rule set (``sudoku_rules``). Make one with
    ``Rules.from_text`` or ``RulesBuilder(...).build()``."""

    __slots__ = ("_handle", "_size")

    def __init__(self, handle: ctypes.c_void_p) -> None:
        # Private: takes ownership of a handle from the library.
        self._handle = handle
        self._size = int(_lib.sudoku_rules_size(handle))

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle is not None and handle.value:
            _lib.sudoku_rules_free(handle)
            self._handle = None

    @classmethod
    def from_text(cls, text: Union[str, bytes]) -> Tuple["Rules", List[int]]:
        """Reads a puzzle: f-puzzles JSON, an f-puzzles export string or
        ``?load=`` link, a compact line (``16/4x4+x 1..G...``) or a classic
        81-cell line, told apart without a flag. Returns the rule set and
        the givens (N*N ints, 0 empty).

        Raises:
            ParseError, UnsupportedRuleError, InvalidRulesError,
            UnsatisfiableRulesError, each naming what and where
            (``line``, ``byte``, ``field``, ``row``/``column``, ``index``).
        """
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        handle = ctypes.c_void_p()
        givens = (ctypes.c_uint8 * _c.RULES_MAX_CELLS)()
        raw = _new_rules_error()
        status = _lib.sudoku_rules_from_text(
            data, len(data), ctypes.byref(handle), givens, _c.RULES_MAX_CELLS, ctypes.byref(raw)
        )
        if status != Status.OK:
            raise _rules_error(raw)
        rules = cls(handle)
        return rules, list(givens[: rules.cells])

    @property
    def size(self) -> int:
        """N: the grid is N x N, its digits 1..N."""
        return self._size

    @property
    def cells(self) -> int:
        """N*N."""
        return self._size * self._size

    def _values(self, grid: Grid) -> "ctypes.Array[ctypes.c_uint8]":
        if isinstance(grid, str):
            return (ctypes.c_uint8 * self.cells)(*self.grid_from_text(grid))
        values = list(grid)
        if len(values) != self.cells:
            raise SudokuError.for_status(
                Status.INVALID_LENGTH,
                message=f"the grid has {len(values)} cells, not {self.cells}",
            )
        for cell, value in enumerate(values):
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 255:
                raise SudokuError.for_status(
                    Status.INVALID_VALUE, cell, message=f"cell {cell} holds {value!r}"
                )
        return (ctypes.c_uint8 * self.cells)(*values)

    def _failure(self, status: int, report: Optional[Report]) -> SudokuError:
        code = Status(status)
        cell = report.cell if report is not None else None
        message = _lib.sudoku_status_str(code).decode("ascii")
        if cell is not None:
            message += f" at cell {cell} (row {cell // self._size + 1}, column {cell % self._size + 1})"
        return SudokuError.for_status(code, cell, message, report)

    def solve(self, givens: Grid, budget: int = 0) -> List[int]:
        """The solution of a grid with exactly one, within ``budget``
        guesses (0: no limit).

        Raises:
            NoSolutionError, MultipleSolutionsError, BudgetExhaustedError,
            InvalidValueError, GridBreaksRuleError (``cell`` names where).
        """
        budget = _int_arg("budget", budget, 0, _UINT64_MAX)
        cells = self._values(givens)
        solution = (ctypes.c_uint8 * self.cells)()
        raw = _c._Report()
        raw.size = ctypes.sizeof(raw)
        status = _lib.sudoku_rules_solve(self._handle, cells, budget, solution, ctypes.byref(raw))
        if status != Status.OK:
            raise self._failure(status, _report(raw))
        return list(solution)

    def count(self, givens: Grid, limit: int = 2, budget: int = 0) -> int:
        """The number of solutions, up to ``limit`` (2 decides
        uniqueness), within ``budget`` guesses (0: no limit).

        Raises:
            BudgetExhaustedError, InvalidValueError, GridBreaksRuleError,
            InvalidArgumentError (``limit`` 0).
        """
        limit = _int_arg("limit", limit, 1, _UINT32_MAX)
        budget = _int_arg("budget", budget, 0, _UINT64_MAX)
        cells = self._values(givens)
        found = ctypes.c_uint32(0)
        raw = _c._Report()
        raw.size = ctypes.sizeof(raw)
        status = _lib.sudoku_rules_count(
            self._handle, cells, limit, budget, ctypes.byref(found), ctypes.byref(raw)
        )
        if status != Status.OK:
            raise self._failure(status, _report(raw))
        return found.value

    def _batch_grids(
        self, grids: Iterable[Grid]
    ) -> "Tuple[List[Optional[SudokuError]], ctypes.Array[ctypes.c_uint8], List[int]]":
        """Each grid's error when it cannot be sent (wrong length, a value
        out of range), the others' values back to back, and where each of
        those came from."""
        errors: List[Optional[SudokuError]] = []
        values: List[int] = []
        where: List[int] = []
        for index, grid in enumerate(grids):
            try:
                values.extend(self._values(grid))
            except SudokuError as err:
                errors.append(err)
                continue
            errors.append(None)
            where.append(index)
        return errors, (ctypes.c_uint8 * len(values))(*values), where

    def solve_batch(
        self, grids: Iterable[Grid], budget: int = 0, threads: int = 0
    ) -> "List[Union[List[int], SudokuError]]":
        """Solves many grids under this rule set in one library call, on
        ``threads`` threads (0: one per core); each exactly as ``solve(grid,
        budget)`` would, so the results never depend on ``threads``.

        Returns:
            A list in the order of ``grids``: the solution, or the
            SudokuError that ``solve`` would have raised (returned, not
            raised; the library's batch call names no cell). Grids of the
            wrong length or with a value above 255 get their error here and
            are not sent.

        Raises:
            InvalidArgumentError or TypeError for a bad ``budget`` or
            ``threads`` (before anything is solved).
        """
        budget = _int_arg("budget", budget, 0, _UINT64_MAX)
        threads = _int_arg("threads", threads, 0, _UINT32_MAX)
        errors, values, where = self._batch_grids(grids)
        results: "List[Union[List[int], SudokuError, None]]" = list(errors)
        if where:
            statuses = (ctypes.c_int32 * len(where))()
            _lib.sudoku_rules_solve_batch(
                self._handle, values, len(where), budget, statuses, threads
            )
            cells = self.cells
            for slot, index in enumerate(where):
                if statuses[slot] == Status.OK:
                    results[index] = list(values[slot * cells : (slot + 1) * cells])
                else:
                    results[index] = self._failure(statuses[slot], None)
        return cast("List[Union[List[int], SudokuError]]", results)

    def count_batch(
        self, grids: Iterable[Grid], limit: int = 2, budget: int = 0, threads: int = 0
    ) -> "List[Union[int, SudokuError]]":
        """Counts the solutions of many grids under this rule set in one
        library call, on ``threads`` threads (0: one per core); each exactly
        as ``count(grid, limit, budget)`` would.

        Returns:
            A list in the order of ``grids``: the count (0 to ``limit``), or
            the SudokuError that ``count`` would have raised (returned, not
            raised). Grids of the wrong length or with a value above 255 get
            their error here and are not sent.

        Raises:
            InvalidArgumentError or TypeError for a bad ``limit``,
            ``budget`` or ``threads`` (before anything is counted).
        """
        limit = _int_arg("limit", limit, 1, _UINT32_MAX)
        budget = _int_arg("budget", budget, 0, _UINT64_MAX)
        threads = _int_arg("threads", threads, 0, _UINT32_MAX)
        errors, values, where = self._batch_grids(grids)
        results: "List[Union[int, SudokuError, None]]" = list(errors)
        if where:
            counts = (ctypes.c_uint32 * len(where))()
            statuses = (ctypes.c_int32 * len(where))()
            _lib.sudoku_rules_count_batch(
                self._handle, values, len(where), limit, budget, counts, statuses, threads
            )
            for slot, index in enumerate(where):
                if statuses[slot] == Status.OK:
                    results[index] = counts[slot]
                else:
                    results[index] = self._failure(statuses[slot], None)
        return cast("List[Union[int, SudokuError]]", results)

    def check(self, grid: Grid) -> Optional[Violation]:
        """The first rule the filled cells break, or None. A complete grid
        with None is a solution.

        Raises:
            InvalidValueError for a value above N.
        """
        cells = self._values(grid)
        raw = _c._Violation()
        raw.size = ctypes.sizeof(raw)
        status = _lib.sudoku_rules_check(self._handle, cells, ctypes.byref(raw))
        if status == Status.OK:
            return None
        if status == Status.GRID_BREAKS_RULE:
            index = raw.index if raw.index >= 0 else None
            return Violation(raw.cell, BrokenRule(raw.rule), index)
        raise self._failure(status, None if raw.cell < 0 else _cell_report(status, raw.cell))

    def rate(
        self,
        givens: Optional[Grid] = None,
        *,
        candidates: Optional[Sequence[int]] = None,
        scale: str = "sukaku",
        budget: int = 0,
    ) -> "VariantRating":
        """sudoku_rules_rate: see ``_variant_logic.rate``."""
        from . import _variant_logic

        return _variant_logic.rate(self, givens, candidates=candidates, scale=scale, budget=budget)

    def hint(
        self,
        givens: Optional[Grid] = None,
        *,
        candidates: Optional[Sequence[int]] = None,
        budget: int = 0,
    ) -> "VariantStep":
        """sudoku_rules_hint: see ``_variant_logic.hint``."""
        from . import _variant_logic

        return _variant_logic.hint(self, givens, candidates=candidates, budget=budget)

    def hint_player(
        self,
        givens: Grid,
        current: Optional[Grid] = None,
        *,
        candidates: Optional[Sequence[int]] = None,
        budget: int = 0,
    ) -> "VariantStep":
        """sudoku_rules_hint_player: see ``_variant_logic.hint_player``."""
        from . import _variant_logic

        return _variant_logic.hint_player(
            self, givens, current, candidates=candidates, budget=budget
        )

    def explain(
        self,
        givens: Optional[Grid] = None,
        *,
        candidates: Optional[Sequence[int]] = None,
        scale: str = "unrated",
        budget: int = 0,
    ) -> "Tuple[List[VariantStep], bool]":
        """sudoku_rules_explain: see ``_variant_logic.explain``."""
        from . import _variant_logic

        return _variant_logic.explain(
            self, givens, candidates=candidates, scale=scale, budget=budget
        )

    def grid_from_text(self, text: str) -> List[int]:
        """N*N cells as the compact form writes them, whitespace skipped.

        Raises:
            InvalidCharacterError (``cell`` is the byte), InvalidLengthError.
        """
        data = text.encode("utf-8")
        values = (ctypes.c_uint8 * self.cells)()
        byte = ctypes.c_int64(-1)
        status = _lib.sudoku_rules_grid_from_text(
            self._handle, data, len(data), values, ctypes.byref(byte)
        )
        if status != Status.OK:
            at = byte.value if byte.value >= 0 else None
            message = _lib.sudoku_status_str(status).decode("ascii")
            if at is not None:
                message += f" at byte {at}"
            raise SudokuError.for_status(status, at, message)
        return list(values)

    def grid_to_text(self, grid: Sequence[int]) -> str:
        """N*N characters: '.' empty, '1'-'9', then 'A' = 10 to 'P' = 25."""
        cells = self._values(grid)
        out = ctypes.create_string_buffer(self.cells)
        cell = ctypes.c_int32(-1)
        status = _lib.sudoku_rules_grid_to_text(self._handle, cells, out, ctypes.byref(cell))
        if status != Status.OK:
            raise self._failure(status, _cell_report(status, cell.value))
        return out.raw.decode("ascii")


    def to_text(self, givens: Optional[Grid] = None, format: str = "fpuzzles") -> str:
        """The rule set and givens (``None``: an empty grid) as text that
        ``Rules.from_text`` reads back (``sudoku_rules_to_text``):
        ``"fpuzzles"`` JSON for any rule set, or the ``"compact"`` line
        (InvalidArgumentError for rules it cannot say: cages, thermometers,
        dots, jigsaw or extra regions)."""
        formats = {"fpuzzles": 0, "compact": 1}
        if format not in formats:
            raise SudokuError.for_status(
                Status.INVALID_ARGUMENT, message=f"format is fpuzzles or compact, not {format!r}"
            )
        values = None if givens is None else self._values(givens)
        length = ctypes.c_size_t(0)
        args = (self._handle, values, formats[format])
        status = _lib.sudoku_rules_to_text(*args, None, 0, ctypes.byref(length))
        if status != Status.CAPACITY_TOO_SMALL:
            raise self._failure(status, None)
        out = ctypes.create_string_buffer(length.value)
        status = _lib.sudoku_rules_to_text(*args, out, length.value, ctypes.byref(length))
        if status != Status.OK:
            raise self._failure(status, None)
        return out.raw[: length.value].decode("utf-8")


def _cell_report(status: int, cell: int) -> Report:
    return Report(status=Status(status), cell=cell, solutions=0, guesses=0)


class RulesBuilder:
    """Builds a rule set call by call (``sudoku_rules_builder``); each
    ``add_*`` returns the builder, so calls chain::

        rules = RulesBuilder(9).add_cage([0, 1], 3).add_flags(RuleFlag.ANTI_KNIGHT).build()

    Cells are ``row * N + column``, from 0.
    """

    __slots__ = ("_handle", "size")

    def __init__(self, size: int, box_rows: int = 0, box_cols: int = 0) -> None:
        """An N x N grid with boxes of ``box_rows`` x ``box_cols`` (both 0:
        the size's default).

        Raises:
            InvalidRulesError (size outside 4..25), InvalidArgumentError.
        """
        self._handle = ctypes.c_void_p()
        self.size = _int_arg("size", size, 0, _UINT32_MAX)
        status = _lib.sudoku_rules_builder_new(
            self.size,
            _int_arg("box_rows", box_rows, 0, _UINT32_MAX),
            _int_arg("box_cols", box_cols, 0, _UINT32_MAX),
            ctypes.byref(self._handle),
        )
        if status != Status.OK:
            raise SudokuError.for_status(
                status,
                message=f"{_lib.sudoku_status_str(status).decode('ascii')}: "
                f"size {size}, boxes {box_rows}x{box_cols}",
            )

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle is not None and handle.value:
            _lib.sudoku_rules_builder_free(handle)
            self._handle = None

    def _done(self, status: int, what: str) -> "RulesBuilder":
        if status != Status.OK:
            raise SudokuError.for_status(
                status, message=f"{_lib.sudoku_status_str(status).decode('ascii')}: {what}"
            )
        return self

    @staticmethod
    def _cells(cells: Iterable[int]) -> "Tuple[ctypes.Array[ctypes.c_uint16], int]":
        values = [_int_arg("cell", cell, 0, 65535) for cell in cells]
        return (ctypes.c_uint16 * max(len(values), 1))(*values), len(values)

    def add_region(self, cells: Iterable[int]) -> "RulesBuilder":
        """A jigsaw region of N cells; regions added replace the boxes."""
        array, count = self._cells(cells)
        return self._done(_lib.sudoku_rules_builder_add_region(self._handle, array, count), "region")

    def add_extra_region(self, cells: Iterable[int]) -> "RulesBuilder":
        """A region of at most N cells whose digits differ."""
        array, count = self._cells(cells)
        status = _lib.sudoku_rules_builder_add_extra_region(self._handle, array, count)
        return self._done(status, "extra region")

    def add_cage(self, cells: Iterable[int], sum: int = 0) -> "RulesBuilder":
        """A killer cage: distinct digits adding up to ``sum`` (0: none)."""
        array, count = self._cells(cells)
        total = _int_arg("sum", sum, 0, _UINT32_MAX)
        return self._done(
            _lib.sudoku_rules_builder_add_cage(self._handle, array, count, total), "cage"
        )

    def add_thermometer(self, cells: Iterable[int]) -> "RulesBuilder":
        """A thermometer from its bulb, strictly increasing."""
        array, count = self._cells(cells)
        status = _lib.sudoku_rules_builder_add_thermometer(self._handle, array, count)
        return self._done(status, "thermometer")

    def add_dot(self, colour: DotColour, a: int, b: int, value: int = 0) -> "RulesBuilder":
        """A kropki dot between cells ``a`` and ``b`` (value 0: the
        default, 1 for white, 2 for black)."""
        status = _lib.sudoku_rules_builder_add_dot(
            self._handle,
            _int_arg("colour", colour, 0, _UINT32_MAX),
            _int_arg("a", a, 0, 65535),
            _int_arg("b", b, 0, 65535),
            _int_arg("value", value, 0, _UINT32_MAX),
        )
        return self._done(status, "dot")

    def add_flags(self, flags: Union[RuleFlag, int]) -> "RulesBuilder":
        """Extra houses and neighbour rules, ``RuleFlag`` values or-ed."""
        status = _lib.sudoku_rules_builder_add_flags(
            self._handle, _int_arg("flags", flags, 0, _UINT32_MAX)
        )
        return self._done(status, f"flags {int(flags):#x}")

    def build(self) -> Rules:
        """The rule set, validated before any search. The builder stays as
        it was and may build again.

        Raises:
            InvalidRulesError, UnsatisfiableRulesError, naming the rule
            (``field``, ``index``, ``row``/``column``).
        """
        handle = ctypes.c_void_p()
        raw = _new_rules_error()
        status = _lib.sudoku_rules_build(self._handle, ctypes.byref(handle), ctypes.byref(raw))
        if status != Status.OK:
            raise _rules_error(raw)
        return Rules(handle)
