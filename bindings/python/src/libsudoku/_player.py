"""Candidates for a player's grid, which may hold mistakes.

``candidates`` refuses a grid whose digits clash (ConflictingGivensError):
right for a puzzle, but a player's grid holds mistakes, and an app still has
to draw its pencil marks. Here the puzzle's givens are binding, the player's
entries are taken as far as they agree with the givens and with each other,
and each entry left out is reported beside the candidates.
"""

from __future__ import annotations

from typing import List, NamedTuple

from ._api import (
    CurrentContradictsPuzzleError,
    Status,
    _grid_bytes,
)
from ._logic import Digits, candidates

CELLS = 81
_DIGITS = "123456789"


class Clash(NamedTuple):
    """A player's entry left out: ``digit`` in ``cell`` clashes with the
    same digit in ``other`` (a given, or an entry earlier row by row) in a
    row, column or box."""

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


def _peers(cell: int) -> List[int]:
    row, col = divmod(cell, 9)
    box = (row // 3) * 27 + (col // 3) * 3
    houses = (
        [row * 9 + c for c in range(9)]
        + [r * 9 + col for r in range(9)]
        + [box + r * 9 + c for r in range(3) for c in range(3)]
    )
    return sorted(set(houses) - {cell})


def player_candidates(puzzle: str, current: str) -> PlayerCandidates:
    """The candidates of a player's grid, with its clashing entries reported
    rather than raised.

    Args:
        puzzle: the givens, as for ``solve``; they must not clash.
        current: the player's grid: the givens, each kept, plus the player's
            entries ('1'-'9'; '.' or '0' empty).

    The givens are binding. The entries are taken row by row; one that
    repeats a digit of a given, or of an entry already taken, in its row,
    column or box is left out and reported as a ``Clash`` (so of two
    clashing entries the later one is reported, as ``check`` names the later
    of two equal givens). The candidates are those of the givens and the
    entries taken. No search.

    Raises:
        InvalidLengthError or InvalidCharacterError (with ``.cell``) for
        either grid; ConflictingGivensError when the puzzle's givens clash;
        CurrentContradictsPuzzleError (with ``.cell``) when ``current``
        changes or clears a given.
    """
    givens = _grid_bytes(puzzle).decode("ascii")
    entries = _grid_bytes(current).decode("ascii")
    # The givens' characters and clashes, then current's characters (its
    # digits blanked, so that only a bad character can be refused).
    candidates(givens)
    candidates(entries.translate({ord(d): "." for d in _DIGITS}))
    for cell in range(CELLS):
        if givens[cell] in _DIGITS and entries[cell] != givens[cell]:
            raise CurrentContradictsPuzzleError(Status.CURRENT_CONTRADICTS_PUZZLE, cell)
    taken = list(givens.replace("0", "."))
    clashes: List[Clash] = []
    for cell in range(CELLS):
        digit = entries[cell]
        if digit not in _DIGITS or givens[cell] in _DIGITS:
            continue
        # A given anywhere among the peers wins over an earlier entry, so
        # the clash names what the player cannot change when it can.
        peers = _peers(cell)
        other = next((p for p in peers if givens[p] == digit), None)
        if other is None:
            other = next((p for p in peers if taken[p] == digit), None)
        if other is None:
            taken[cell] = digit
        else:
            clashes.append(Clash(cell, int(digit), other))
    return PlayerCandidates(candidates("".join(taken)), clashes)
