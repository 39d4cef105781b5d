"""Candidates for a player's grid, which may hold mistakes.

``candidates`` refuses a grid whose digits clash (ConflictingGivensError):
right for a puzzle, but a player's grid holds mistakes, and an app still has
to draw its pencil marks. Here the puzzle's givens are binding, the player's
entries are taken as far as they agree with the givens and with each other,
and each entry left out is reported beside the candidates.
"""

from __future__ import annotations

import ctypes
from typing import List, NamedTuple

from . import _c
from ._api import (
    CurrentContradictsPuzzleError,
    Status,
    _error,
    _grid_bytes,
    _lib,
)
from ._logic import Digits, _digits_of

CELLS = 81
_DIGITS = b"123456789"
_BLANK_DIGITS = bytes.maketrans(_DIGITS, b"." * len(_DIGITS))


class Clash(NamedTuple):
    """A player's entry left out: ``digit`` in ``cell`` clashes with the
    same digit in ``other`` (a given when one holds it, else an entry taken
    before it; the lowest-numbered such cell) in a row, column or box."""

    cell: int
    digit: int
    other: int


class PlayerCandidates(NamedTuple):
    """What ``player_candidates`` gives."""

    #: 81 tuples of digits, cell by cell, for the givens and the entries
    #: kept (a filled cell: its own digit; a clashing entry's cell: the
    #: candidates of that cell left empty).
    candidates: List[Digits]
    #: The entries left out, row by row; empty when the grid is consistent.
    clashes: List[Clash]


def player_candidates(puzzle: str, current: str) -> PlayerCandidates:
    """The candidates of a player's grid, with its clashing entries reported
    rather than raised (the C library's ``sudoku_player_candidates``).

    Args:
        puzzle: the givens, as for ``solve``; they must not clash.
        current: the player's grid: the givens, each kept, plus the player's
            entries ('1'-'9'; '.' or '0' empty).

    The givens are binding. The entries are taken row by row; one that
    repeats a digit of a given, or of an entry already taken, in its row,
    column or box is left out and reported as a ``Clash`` (so of two
    clashing entries the later one is reported, as ``check`` names the later
    of two equal givens; ``other`` is a given when one holds the digit, else
    an earlier entry, the lowest-numbered such cell). The candidates are
    those of the givens and the entries taken. No search.

    Raises:
        InvalidLengthError or InvalidCharacterError (with ``.cell``) for
        either grid; ConflictingGivensError when the puzzle's givens clash;
        CurrentContradictsPuzzleError (with ``.cell``) when ``current``
        changes or clears a given.
    """
    givens = _grid_bytes(puzzle)
    entries = _grid_bytes(current)
    out = _c.PlayerMarks()
    out.size = ctypes.sizeof(out)
    status = _lib.sudoku_player_candidates(givens, entries, ctypes.byref(out))
    if status != Status.OK:
        raise _player_error(status, givens, entries)
    clashes = [
        Clash(out.clash_cells[i], out.clash_digits[i], out.clash_others[i])
        for i in range(out.clash_count)
    ]
    return PlayerCandidates([_digits_of(mask) for mask in out.candidates], clashes)


def _player_error(status: int, givens: bytes, entries: bytes) -> Exception:
    """The error for a refused call, naming the grid and the cell, in the
    order the library checks them: the puzzle, then the player's grid."""
    if _lib.sudoku_check(givens, None) != Status.OK:
        return _error(status, givens)
    if status == Status.CURRENT_CONTRADICTS_PUZZLE:
        cell = next(
            c for c in range(CELLS) if givens[c] in _DIGITS and entries[c] != givens[c]
        )
        return CurrentContradictsPuzzleError(Status.CURRENT_CONTRADICTS_PUZZLE, cell)
    # The player's digits may clash, which is no error here: blank them, so
    # that sudoku_check names the bad character.
    return _error(status, entries.translate(_BLANK_DIGITS))
