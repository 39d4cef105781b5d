"""generate, generate_batch and random_solution: every puzzle checked by
what is not the library (a backtracking counter and a solution checker of
the tests, symmetry groups from row and column arithmetic), the golden
outputs of tests/data/generate/golden.txt, and every refusal."""

from __future__ import annotations

import re
from typing import Any, Dict, List

import pytest

import libsudoku
from libsudoku import Generated, Status, Symmetry

from conftest import EMPTY, REPO, count_by_backtracking, is_solution_of

HEADER = (REPO / "include" / "sudoku.h").read_text(encoding="utf-8")
GOLDEN = REPO / "tests" / "data" / "generate" / "golden.txt"


def group(symmetry: Symmetry, cell: int) -> List[int]:
    """The cells ``symmetry`` ties to ``cell``."""
    r, c = divmod(cell, 9)

    def at(row: int, col: int) -> int:
        return row * 9 + col

    turns = [at(c, 8 - r), at(8 - r, 8 - c), at(8 - c, r)]
    left_right, top_bottom = at(r, 8 - c), at(8 - r, c)
    diagonal, anti = at(c, r), at(8 - c, 8 - r)
    images = {
        Symmetry.NONE: [],
        Symmetry.ROTATE_180: [turns[1]],
        Symmetry.ROTATE_90: turns,
        Symmetry.MIRROR_LEFT_RIGHT: [left_right],
        Symmetry.MIRROR_TOP_BOTTOM: [top_bottom],
        Symmetry.DIAGONAL: [diagonal],
        Symmetry.ANTI_DIAGONAL: [anti],
        Symmetry.BOTH_DIAGONALS: [diagonal, anti, turns[1]],
        Symmetry.BOTH_MIRRORS: [left_right, top_bottom, turns[1]],
        Symmetry.FULL: turns + [left_right, top_bottom, diagonal, anti],
    }[symmetry]
    return sorted({cell, *images})


def givens_of(puzzle: str) -> List[int]:
    return [cell for cell, ch in enumerate(puzzle) if ch != "."]


def check_generated(
    made: Generated,
    symmetry: Symmetry = Symmetry.NONE,
    minimal: bool = True,
    independent_minimal: bool = False,
) -> None:
    """What every generated puzzle promises, checked here: one solution (by
    the backtracking counter of the tests), the solution returned, the
    symmetry, and minimality (by the package's counter, or by the
    backtracking one when asked: it takes about half a second)."""
    puzzle, solution = made
    assert re.fullmatch(r"[1-9.]{81}", puzzle), puzzle
    assert is_solution_of(puzzle, solution)
    assert count_by_backtracking(puzzle, 2) == 1, puzzle
    assert libsudoku.count_solutions(puzzle) == 1
    givens = givens_of(puzzle)
    for cell in givens:
        assert all(puzzle[other] != "." for other in group(symmetry, cell)), (puzzle, cell)
    if minimal:
        counter = count_by_backtracking if independent_minimal else libsudoku.count_solutions
        for cell in givens:
            fewer = list(puzzle)
            for other in group(symmetry, cell):
                fewer[other] = "."
            assert counter("".join(fewer), 2) >= 2, f"{puzzle}: the group of {cell} can go"


def test_symmetry_mirrors_the_header() -> None:
    body = re.search(r"enum sudoku_symmetry\b[^{]*\{(.*?)\};", HEADER, re.S)
    assert body is not None
    in_header = {n: int(v) for n, v in re.findall(r"SUDOKU_SYMMETRY_([A-Z0-9_]+)\s*=\s*(\d+)", body.group(1))}
    assert {s.name: s.value for s in Symmetry} == in_header


def test_generated_struct_matches_the_library() -> None:
    import ctypes

    defaults = libsudoku._c.lib.sudoku_generate_options_default()
    assert defaults.size == ctypes.sizeof(libsudoku._c._GenerateOptions) == 112
    assert (defaults.attempt_budget, defaults.minimal) == (libsudoku.DEFAULT_ATTEMPT_BUDGET, 1)
    assert list(defaults.reserved) == [0] * 15


# --- the golden outputs -----------------------------------------------------------


def golden_lines() -> List[List[str]]:
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    fields = [line.split() for line in lines if line.strip() and not line.startswith("#")]
    assert len(fields) >= 20
    return fields


@pytest.mark.parametrize("fields", golden_lines(), ids=lambda f: "-".join(f[:3]))
def test_golden_outputs_for_fixed_seeds(fields: List[str]) -> None:
    kind, seed = fields[0], int(fields[1])
    if kind == "grid":
        grid = libsudoku.random_solution(seed)
        assert grid == fields[2]
        assert is_solution_of(EMPTY, grid)
        return
    options: Dict[str, Any] = {"symmetry": Symmetry(int(fields[2])), "minimal": fields[3] == "1"}
    if kind == "pattern":
        attempts, options["pattern"], expected = int(fields[4]), fields[5], fields[6]
    else:
        assert kind == "puzzle"
        options["min_givens"], options["max_givens"] = int(fields[4]), int(fields[5])
        attempts, expected = int(fields[6]), fields[7]
    made = libsudoku.generate(seed, attempt_budget=attempts, **options)
    assert made.puzzle == expected
    check_generated(made, options["symmetry"], options["minimal"])
    if "pattern" in options:
        assert [ch == "x" for ch in options["pattern"]] == [ch != "." for ch in made.puzzle]
    # It took exactly that many candidates: one fewer is not enough.
    if attempts > 1:
        with pytest.raises(libsudoku.BudgetExhaustedError):
            libsudoku.generate(seed, attempt_budget=attempts - 1, **options)


# --- what generate promises -------------------------------------------------------


@pytest.mark.parametrize("symmetry", list(Symmetry))
def test_minimal_puzzles_of_every_symmetry(symmetry: Symmetry) -> None:
    for seed in range(3):
        made = libsudoku.generate(seed, symmetry=symmetry)
        check_generated(made, symmetry)
    # By name as well, either spelling, any case.
    name = symmetry.name.lower()
    assert libsudoku.generate(7, symmetry=name) == libsudoku.generate(7, symmetry=symmetry)
    assert libsudoku.generate(7, symmetry=name.replace("_", "-").upper()) == libsudoku.generate(
        7, symmetry=int(symmetry)
    )


def test_minimality_by_the_independent_counter() -> None:
    for seed, symmetry in ((11, Symmetry.NONE), (12, Symmetry.ROTATE_180)):
        check_generated(libsudoku.generate(seed, symmetry=symmetry), symmetry, independent_minimal=True)


def test_same_seed_same_puzzle_other_seeds_differ() -> None:
    first = libsudoku.generate(77)
    assert libsudoku.generate(77) == first
    assert libsudoku.generate(seed=77) == first
    others = {libsudoku.generate(seed).puzzle for seed in range(78, 88)}
    assert len(others) == 10 and first.puzzle not in others
    puzzle, solution = first  # a named tuple
    assert (puzzle, solution) == (first.puzzle, first.solution)


def test_given_bounds() -> None:
    for seed in range(4):
        few = libsudoku.generate(seed, max_givens=23)
        check_generated(few)
        assert len(givens_of(few.puzzle)) <= 23
        for low, high in ((30, 32), (40, 40), (60, 70)):
            loose = libsudoku.generate(
                seed, symmetry="rotate_180", minimal=False, min_givens=low, max_givens=high
            )
            check_generated(loose, Symmetry.ROTATE_180, minimal=False)
            assert low <= len(givens_of(loose.puzzle)) <= high


def test_a_pattern_is_followed() -> None:
    # A 180-degree symmetric pattern of 36 givens.
    half = "x..x.x..x" "..x...x.." ".x..x..x." "x...x...x" "..x."
    pattern = half + "x" + half[::-1]
    assert len(pattern) == 81 and pattern == pattern[::-1]
    made = libsudoku.generate(
        3, symmetry="rotate_180", minimal=False, pattern=pattern, attempt_budget=100_000
    )
    check_generated(made, Symmetry.ROTATE_180, minimal=False)
    assert [ch == "x" for ch in pattern] == [ch != "." for ch in made.puzzle]


@pytest.mark.parametrize("low, high", [(1.0, 2.0), (2.0, 4.0), (4.0, 6.2)])
def test_rating_bounds_hold_as_rate_gives_them(low: float, high: float) -> None:
    for seed in range(3):
        made = libsudoku.generate(
            seed, min_rating=low, max_rating=high, attempt_budget=1_000_000
        )
        check_generated(made)
        rating = libsudoku.rate(made.puzzle)
        assert rating.solved and low <= rating.er <= high, (made.puzzle, rating)


def test_the_attempt_budget_bounds_an_impossible_request() -> None:
    # Minimal puzzles with 17 givens or fewer are rare beyond a few attempts.
    with pytest.raises(libsudoku.BudgetExhaustedError) as info:
        libsudoku.generate(1, max_givens=17, attempt_budget=5)
    assert info.value.status is Status.BUDGET_EXHAUSTED


# --- the batch ------------------------------------------------------------------------


def serial(count: int, **options: Any) -> List[Any]:
    seed = options.pop("seed", 0)
    results: List[Any] = []
    for i in range(count):
        try:
            results.append(libsudoku.generate((seed + i) % 2**64, **options))
        except libsudoku.SudokuError as err:
            results.append(err.status)
    return results


def comparable(entries: List[libsudoku.GenerateResult]) -> List[Any]:
    return [e.status if isinstance(e, libsudoku.SudokuError) else e for e in entries]


@pytest.mark.parametrize("threads", [1, 2, 8])
def test_batch_equals_serial_for_any_thread_count(threads: int) -> None:
    options = {"seed": 1000, "symmetry": "rotate_180"}
    expected = serial(40, **options)
    got = libsudoku.generate_batch(40, threads=threads, **options)
    assert comparable(got) == expected
    for made in got:
        assert isinstance(made, Generated)
        check_generated(made, Symmetry.ROTATE_180)
    # Some records give up on their budget: each as serially, in place.
    tight = {"seed": 2**64 - 3, "max_givens": 22, "attempt_budget": 2}
    mixed = libsudoku.generate_batch(12, threads=threads, **tight)
    assert comparable(mixed) == serial(12, **tight)
    kinds = {type(e) for e in mixed}
    assert kinds == {Generated, libsudoku.BudgetExhaustedError}, kinds


def test_batch_edge_cases() -> None:
    assert libsudoku.generate_batch(0) == []
    assert libsudoku.generate_batch(1, seed=5) == [libsudoku.generate(5)]
    with pytest.raises(libsudoku.MinAboveMaxError):
        libsudoku.generate_batch(3, min_givens=30, max_givens=20)
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.generate_batch(-1)
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.generate_batch(2, threads=-1)


# --- random_solution ------------------------------------------------------------------


def test_random_solutions_are_valid_and_vary() -> None:
    grids = {libsudoku.random_solution(seed) for seed in range(200)}
    assert len(grids) == 200
    assert all(is_solution_of(EMPTY, g) for g in grids)
    assert is_solution_of(EMPTY, libsudoku.random_solution(2**64 - 1))
    for seed in (-1, 2**64):
        with pytest.raises(libsudoku.InvalidArgumentError):
            libsudoku.random_solution(seed)


# --- refusals -------------------------------------------------------------------------


BROKEN_SYMMETRY = "x" + "." * 80  # cell 0 without its half-turn image, cell 80


@pytest.mark.parametrize(
    "options, error",
    [
        ({"symmetry": 10}, libsudoku.UnknownSymmetryError),
        ({"symmetry": "spiral"}, libsudoku.UnknownSymmetryError),
        ({"symmetry": 1.0}, TypeError),
        ({"min_givens": 30, "max_givens": 20}, libsudoku.MinAboveMaxError),
        ({"min_rating": 5, "max_rating": 3.9}, libsudoku.MinAboveMaxError),
        ({"min_givens": 82}, libsudoku.InvalidArgumentError),
        ({"attempt_budget": 0}, libsudoku.InvalidArgumentError),
        ({"attempt_budget": -1}, libsudoku.InvalidArgumentError),
        ({"pattern": "o" * 81}, libsudoku.InvalidPatternError),
        ({"pattern": "é" + "." * 80}, libsudoku.InvalidPatternError),
        ({"pattern": BROKEN_SYMMETRY, "symmetry": "rotate_180"}, libsudoku.PatternBreaksSymmetryError),
        ({"pattern": "x" * 30 + "." * 51, "max_givens": 25}, libsudoku.PatternOutsideGivenBoundsError),
        ({"pattern": "x" * 80}, libsudoku.InvalidLengthError),
        ({"pattern": b"x" * 81}, TypeError),
        ({"minimal": 1}, TypeError),
        ({"min_rating": 4.55}, libsudoku.InvalidArgumentError),
        ({"max_rating": -0.1}, libsudoku.InvalidArgumentError),
        ({"max_rating": float("nan")}, libsudoku.InvalidArgumentError),
        ({"min_rating": True}, TypeError),
        ({"seed": 2**64}, libsudoku.InvalidArgumentError),
    ],
)
def test_refused_options(options: Dict[str, Any], error: type) -> None:
    with pytest.raises(error) as info:
        libsudoku.generate(**options)
    if issubclass(error, libsudoku.SudokuError):
        expected = {
            libsudoku.UnknownSymmetryError: Status.UNKNOWN_SYMMETRY,
            libsudoku.MinAboveMaxError: Status.MIN_ABOVE_MAX,
            libsudoku.InvalidPatternError: Status.INVALID_PATTERN,
            libsudoku.PatternBreaksSymmetryError: Status.PATTERN_BREAKS_SYMMETRY,
            libsudoku.PatternOutsideGivenBoundsError: Status.PATTERN_OUTSIDE_GIVEN_BOUNDS,
            libsudoku.InvalidArgumentError: Status.INVALID_ARGUMENT,
            libsudoku.InvalidLengthError: Status.INVALID_LENGTH,
        }[error]
        assert info.value.status is expected
        assert isinstance(info.value, ValueError)


def test_ratings_in_tenths_or_floats_alike() -> None:
    a = libsudoku.generate(4, min_rating=2, max_rating=3.9, attempt_budget=100_000)
    b = libsudoku.generate(4, min_rating=2.0, max_rating=3.9, attempt_budget=100_000)
    assert a == b


def test_symmetry_names_in_both_spellings_and_a_refusal_lists_them() -> None:
    for underscore, hyphen in [
        ("rotate_180", "rotate-180"),
        ("mirror_left_right", "mirror-left-right"),
        ("both_diagonals", "Both-Diagonals"),
    ]:
        assert (
            libsudoku.generate(5, symmetry=hyphen).puzzle
            == libsudoku.generate(5, symmetry=underscore).puzzle
        )
    with pytest.raises(libsudoku.UnknownSymmetryError) as info:
        libsudoku.generate(symmetry="spiral")
    assert info.value.status == Status.UNKNOWN_SYMMETRY
    for symmetry in libsudoku.Symmetry:
        assert symmetry.name.lower() in str(info.value)
    # Word for word as the JavaScript binding says it (generate.test.js).
    assert str(info.value) == (
        'unknown symmetry "spiral": one of none, rotate_180, rotate_90, '
        "mirror_left_right, mirror_top_bottom, diagonal, anti_diagonal, "
        "both_diagonals, both_mirrors, full ('-' may stand for '_')"
    )
