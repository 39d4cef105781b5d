"""canonical, transform, invert_transform and count_batch: forms that do
not change under a transform made here in Python, transforms that round
trip, and batch counts equal to count_solutions for any thread count."""

from __future__ import annotations

import pytest

import libsudoku

EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
# EASY's minlex form, from the MinLex program (1to9only/MinLex-MaxLex).
EASY_FORM = "000000001000002034156000270000008000000051002329740000001600900003400700280910450"


def moved(puzzle: str) -> str:
    """Transposed, with every digit d written 10 - d: an equivalent puzzle."""
    cells = [puzzle[c * 9 + r] for r in range(9) for c in range(9)]
    return "".join(str(10 - int(ch)) if ch in "123456789" else ch for ch in cells)


def test_canonical_form_and_its_transform() -> None:
    canon = libsudoku.canonical(EASY)
    assert canon.form == EASY_FORM
    assert canon.automorphisms == 1
    assert len(canon.transform) == libsudoku.TRANSFORM_BYTES
    onto = libsudoku.transform(EASY, canon.transform)
    assert onto.replace(".", "0") == EASY_FORM
    back = libsudoku.transform(onto, libsudoku.invert_transform(canon.transform))
    assert back == EASY
    assert libsudoku.canonical(moved(EASY)).form == EASY_FORM


def test_pattern_form() -> None:
    pattern = libsudoku.canonical(EASY, pattern=True)
    assert set(pattern.form) == {"0", "1"}
    assert pattern.form.count("1") == sum(ch != "." for ch in EASY)
    assert libsudoku.canonical(moved(EASY), pattern=True).form == pattern.form


def test_refusals() -> None:
    with pytest.raises(libsudoku.InvalidCharacterError):
        libsudoku.canonical(EASY[:80] + "?")
    with pytest.raises(libsudoku.InvalidLengthError):
        libsudoku.canonical(EASY[:80])
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.transform(EASY, b"\x02" * libsudoku.TRANSFORM_BYTES)
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.invert_transform(b"\x00" * 5)


def test_count_batch_matches_count_solutions_for_any_thread_count() -> None:
    puzzles = [EASY, "." * 81, EASY[:80] + "?", EASY[:5], moved(EASY)] * 10
    serial = libsudoku.count_batch(puzzles, 3, 1)
    for puzzle, got in zip(puzzles, serial):
        if isinstance(got, int):
            assert got == libsudoku.count_solutions(puzzle, 3)
        else:
            with pytest.raises(type(got)):
                libsudoku.count_solutions(puzzle, 3)
    assert serial[0] == 1 and serial[1] == 3
    for threads in (0, 2, 3):
        again = libsudoku.count_batch(puzzles, 3, threads)
        assert [r if isinstance(r, int) else str(r) for r in again] == [
            r if isinstance(r, int) else str(r) for r in serial
        ]
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.count_batch(puzzles, 0)
