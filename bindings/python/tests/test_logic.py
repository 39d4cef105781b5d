"""candidates, true_candidates, hint, rate and explain, checked against
what does not come from the library: peers and a backtracking counter of
the tests, each puzzle's unique solution, and Sudoku Explainer's ratings
(tests/data/se_rated_dev.txt)."""

from __future__ import annotations

import re
from typing import Dict, List, Optional, Set, Tuple

import pytest

import libsudoku
from libsudoku import Status, StepKind, Technique
from libsudoku import _logic

from conftest import (
    CONFLICT_ROW,
    EASY,
    EASY_SOLUTION,
    EMPTY,
    HARD,
    MULTIPLE,
    NO_SOLUTION,
    PEERS,
    REPO,
    is_solution_of,
    se_rated,
    solutions_by_backtracking,
)

HEADER = (REPO / "include" / "sudoku.h").read_text(encoding="utf-8")
RATED = se_rated()
# EASY without its given at cell 20: a grid with a few solutions (8).
FEW = EASY[:20] + "." + EASY[21:]
SINGLES = {
    Technique.FULL_HOUSE,
    Technique.HIDDEN_SINGLE_BOX,
    Technique.HIDDEN_SINGLE_ROW,
    Technique.HIDDEN_SINGLE_COLUMN,
    Technique.NAKED_SINGLE,
}


def header_enum(name: str, prefix: str) -> Dict[str, int]:
    body = re.search(rf"enum {name}\b[^{{]*\{{(.*?)\}};", HEADER, re.S)
    assert body is not None, name
    return {n: int(v) for n, v in re.findall(rf"{prefix}([A-Z0-9_]+)\s*=\s*(\d+)", body.group(1))}


def peer_candidates(grid: str) -> List[Set[int]]:
    """Each cell's candidates from its peers, computed here."""
    result = []
    for cell, ch in enumerate(grid):
        if ch in "123456789":
            result.append({int(ch)})
        else:
            taken = {int(grid[p]) for p in PEERS[cell] if grid[p] in "123456789"}
            result.append(set(range(1, 10)) - taken)
    return result


def house_cells(house: int) -> List[int]:
    if house < 9:
        return [house * 9 + i for i in range(9)]
    if house < 18:
        return [i * 9 + house - 9 for i in range(9)]
    b = house - 18
    return [(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)]


def checked_solution(puzzle: str) -> str:
    """The solution of a dev puzzle (each has one): the library's, checked
    here."""
    solution = libsudoku.solve(puzzle)
    assert is_solution_of(puzzle, solution)
    return solution


def puzzles_up_to_6_2(every: int) -> List[Tuple[str, float, float, float]]:
    """Every ``every``-th dev puzzle with SE ER up to 6.2."""
    return [r for r in RATED if r[1] <= 6.2][::every]


# --- the enums against the header -----------------------------------------------


def test_step_kind_mirrors_the_header() -> None:
    assert {k.name: k.value for k in StepKind} == header_enum("sudoku_step_kind", "SUDOKU_STEP_")


def test_every_technique_listed_here_is_the_headers() -> None:
    in_header = header_enum("sudoku_technique", "SUDOKU_TECHNIQUE_")
    listed = {t.name: t.value for t in Technique}
    # Techniques only ever come (chains are appended): each listed here is
    # in the header with its value, and a header value not yet listed still
    # converts and is named by the library.
    assert listed.items() <= in_header.items()
    assert len(listed) >= 38
    for name, value in in_header.items():
        technique = Technique(value)
        assert int(technique) == value
        assert libsudoku.technique_name(technique) not in ("unknown technique", "")
        if name not in listed:
            assert technique.name == f"UNKNOWN_{value}"


def test_technique_names() -> None:
    assert libsudoku.technique_name(Technique.X_WING) == "X-Wing"
    assert libsudoku.technique_name(Technique.HIDDEN_SINGLE_BOX) == "Hidden single in a box"
    assert libsudoku.technique_name(Technique.NONE) == "none"
    assert libsudoku.technique_name(99) == "unknown technique"
    assert libsudoku.technique_name(-5) == "unknown technique"
    names = {libsudoku.technique_name(t) for t in Technique}
    assert len(names) == len(Technique), "two techniques share a name"
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.technique_name(2**31)
    unknown = Technique(899)
    assert unknown == 899 and unknown.name == "UNKNOWN_899"


def test_struct_layouts_match_the_header() -> None:
    # sudoku_step 1.1: six 32-bit fields, two arrays of 81 u16, houses,
    # digits, cells[3] (1.0 ends there), link_count, links_cut, 256 links;
    # sudoku_rating: seven 32-bit fields.
    import ctypes

    step = libsudoku._c._Step
    assert step.link_count.offset == 6 * 4 + 2 * 81 * 2 + 4 + 4 + 12 == 368
    assert ctypes.sizeof(step) == 368 + 2 + 2 + 256 * 2 == 884
    header = (REPO / "include" / "sudoku.h").read_text()
    assert re.search(r"#define SUDOKU_MAX_CHAIN_LINKS 256\b", header)
    # 1.0 had 7 fields; 1.1 appended scale, level, score, hodoku_technique.
    assert ctypes.sizeof(libsudoku._c._Rating) == 11 * 4
    # sudoku_hodoku_hint 2: 356 bytes of version 1, 81 marks, use_candidates.
    hodoku_hint = libsudoku._c._HodokuHint
    assert hodoku_hint.candidates.offset == 356 and hodoku_hint.use_candidates.offset == 518
    assert ctypes.sizeof(hodoku_hint) == 520


# --- candidates -------------------------------------------------------------------


@pytest.mark.parametrize("grid", [EASY, EMPTY, EASY_SOLUTION, MULTIPLE, NO_SOLUTION, FEW])
def test_candidates_are_what_no_peer_excludes(grid: str) -> None:
    got = libsudoku.candidates(grid)
    assert len(got) == 81
    assert all(isinstance(c, tuple) and list(c) == sorted(c) for c in got)
    assert [set(c) for c in got] == peer_candidates(grid)


def test_candidates_errors() -> None:
    with pytest.raises(libsudoku.ConflictingGivensError) as info:
        libsudoku.candidates(CONFLICT_ROW)
    assert info.value.cell == 1
    with pytest.raises(libsudoku.InvalidCharacterError) as bad:
        libsudoku.candidates(EASY[:7] + "z" + EASY[8:])
    assert bad.value.cell == 7
    with pytest.raises(libsudoku.InvalidLengthError):
        libsudoku.candidates(EASY[:80])


def test_true_candidates_of_a_proper_puzzle_are_its_solution() -> None:
    assert libsudoku.true_candidates(EASY) == [(int(d),) for d in EASY_SOLUTION]


def test_true_candidates_are_the_union_of_every_solution() -> None:
    solutions = list(solutions_by_backtracking(FEW, 1000))
    assert 2 <= len(solutions) < 1000
    union = [{int(s[cell]) for s in solutions} for cell in range(81)]
    assert [set(c) for c in libsudoku.true_candidates(FEW)] == union
    # Every digit of every empty cell is possible on the empty grid.
    assert libsudoku.true_candidates(EMPTY) == [tuple(range(1, 10))] * 81


def test_true_candidates_errors_and_budget() -> None:
    with pytest.raises(libsudoku.NoSolutionError):
        libsudoku.true_candidates(NO_SOLUTION)
    with pytest.raises(libsudoku.BudgetExhaustedError):
        libsudoku.true_candidates(EMPTY, budget=1)
    assert libsudoku.true_candidates(FEW, budget=10**9) == libsudoku.true_candidates(FEW)
    with pytest.raises(libsudoku.InvalidArgumentError):
        libsudoku.true_candidates(EASY, budget=-1)


# --- hint -------------------------------------------------------------------------


def check_single(step: libsudoku.Step, grid: str, marks: List[Set[int]]) -> None:
    """The claim of a single, checked on the marks of the empty cells of
    ``grid``."""
    assert step.cell is not None and step.digit is not None
    if step.technique == Technique.NAKED_SINGLE:
        assert marks[step.cell] == {step.digit}
        return
    (house,) = step.houses
    cells = house_cells(house)
    assert step.cell in cells
    if step.technique == Technique.FULL_HOUSE:
        assert [c for c in cells if grid[c] == "."] == [step.cell]
    else:
        assert [c for c in cells if grid[c] == "." and step.digit in marks[c]] == [step.cell]


def test_hint_from_the_puzzle() -> None:
    step = libsudoku.hint(EASY)
    assert step.kind is StepKind.PLACEMENT
    assert step.technique in SINGLES
    assert step.cell is not None and EASY[step.cell] == "."
    assert str(step.digit) == EASY_SOLUTION[step.cell]
    assert step.difficulty == 1.2 and step.technique is Technique.HIDDEN_SINGLE_BOX
    assert step.technique_name == "Hidden single in a box"
    assert step.text == "Hidden single in box 2: r1c6 is the only place for 8"
    assert step.cells == (step.cell,) and step.pattern == ((step.cell, step.digit),)
    assert step.eliminations == ()
    check_single(step, EASY, peer_candidates(EASY))


def test_hint_told_vaguely_first() -> None:
    whole = libsudoku.hint(EASY)
    vague, pattern, told = (libsudoku.hint(EASY, level=level) for level in (1, 2, 3))
    assert told == whole
    for step in (vague, pattern):
        assert (step.kind, step.technique, step.digits) == (whole.kind, whole.technique, whole.digits)
        assert step.cell is None and step.digit is None and step.eliminations == ()
    assert vague.cells == () and vague.houses == ()
    # A hidden single tells its house at level 2, not its cell.
    assert pattern.houses == whole.houses and pattern.cells == ()
    assert vague.text == "Look for: Hidden single in a box on digit 8."
    assert pattern.text == "Hidden single in a box on digit 8, in box 2."
    wrong = EASY[:2] + ("9" if EASY_SOLUTION[2] != "9" else "1") + EASY[3:]
    assert libsudoku.hint(EASY, wrong, level=1).text == "One of the entries is wrong."
    assert libsudoku.hint(EASY, wrong, level=2).text == "The entry in r1c3 is wrong."
    assert libsudoku.hint(EASY, wrong, level=2).cell == 2
    for bad in (0, 4):
        with pytest.raises(libsudoku.InvalidArgumentError):
            libsudoku.hint(EASY, level=bad)


def apply_hints(puzzle: str, solution: str) -> int:
    """Plays ``puzzle`` with hints from the player's grid and marks, checking
    every step against ``solution``. Returns the number of steps."""
    current = list(puzzle.replace("0", "."))
    marks = [set(c) for c in libsudoku.candidates(puzzle)]
    for steps in range(1, 800):
        grid = "".join(current)
        try:
            step = libsudoku.hint(puzzle, grid, marks)
        except libsudoku.AlreadySolvedError:
            assert grid == solution
            return steps
        assert step.kind in (StepKind.PLACEMENT, StepKind.ELIMINATION), step
        assert step.difficulty <= 6.2
        for cell, digit in step.eliminations:
            assert str(digit) != solution[cell], f"{step.text}: removes the solution's {digit}"
        if step.kind is StepKind.PLACEMENT:
            assert step.cell is not None and step.digit is not None
            assert str(step.digit) == solution[step.cell], step.text
            assert current[step.cell] == "."
            if step.technique in SINGLES:
                check_single(step, grid, marks)
            current[step.cell] = str(step.digit)
            for peer in PEERS[step.cell]:
                marks[peer].discard(step.digit)
        else:
            assert step.cell is None and step.digit is None
            removed = [(c, d) for c, d in step.eliminations if d in marks[c]]
            assert removed, f"{step.text}: removes nothing"
            for cell, digit in removed:
                marks[cell].discard(digit)
    raise AssertionError("no end after 800 hints")


@pytest.mark.parametrize("puzzle, er, ep, ed", puzzles_up_to_6_2(every=8))
def test_hints_from_the_players_state_reach_the_solution(
    puzzle: str, er: float, ep: float, ed: float
) -> None:
    assert apply_hints(puzzle, checked_solution(puzzle)) > 1


def test_a_wrong_entry_is_named_first() -> None:
    # Cell 2 is empty in EASY; its solution digit is 4.
    wrong = "9" if EASY_SOLUTION[2] != "9" else "1"
    current = EASY[:2] + wrong + EASY[3:]
    step = libsudoku.hint(EASY, current)
    assert step.kind is StepKind.MISTAKE
    assert step.technique is Technique.WRONG_ENTRY
    assert (step.cell, step.digit, step.difficulty) == (2, int(wrong), 0.0)
    assert step.cells == (2,)
    assert step.text
    # Even with other progress after it, and a clash between entries.
    later = list(current)
    later[77] = later[78] = "5"  # two empty cells of the last row
    step = libsudoku.hint(EASY, "".join(later))
    assert (step.kind, step.cell) == (StepKind.MISTAKE, 2)


def test_a_missing_pencil_mark_is_named_before_any_technique() -> None:
    marks = [list(c) for c in libsudoku.candidates(EASY)]
    # Take away the solution digit of two empty cells: the first is named.
    for cell in (40, 30):
        marks[cell].remove(int(EASY_SOLUTION[cell]))
    step = libsudoku.hint(EASY, None, marks)
    assert step.kind is StepKind.MISSING_CANDIDATE
    assert step.technique is Technique.MISSING_CANDIDATE
    assert (step.cell, step.digit) == (30, int(EASY_SOLUTION[30]))
    # Extra marks are no mistake, and marks a filled peer rules out are
    # dropped: every digit everywhere gives the hint of the puzzle.
    everything = [range(1, 10)] * 81
    assert libsudoku.hint(EASY, EASY, everything) == libsudoku.hint(EASY)


def test_hint_follows_the_players_entries() -> None:
    first = libsudoku.hint(EASY)
    assert first.cell is not None
    current = EASY[: first.cell] + str(first.digit) + EASY[first.cell + 1 :]
    second = libsudoku.hint(EASY, current)
    assert second.cell != first.cell
    assert second.cell is not None and str(second.digit) == EASY_SOLUTION[second.cell]


def test_hint_on_a_solved_grid() -> None:
    with pytest.raises(libsudoku.AlreadySolvedError) as info:
        libsudoku.hint(EASY, EASY_SOLUTION)
    assert info.value.status is Status.ALREADY_SOLVED


def test_hint_errors_name_the_players_cell() -> None:
    cleared = EASY[:1] + "." + EASY[2:]  # cell 1 holds the given 3
    with pytest.raises(libsudoku.CurrentContradictsPuzzleError) as info:
        libsudoku.hint(EASY, cleared)
    assert info.value.cell == 1 and isinstance(info.value, ValueError)
    changed = EASY[:4] + "1" + EASY[5:]
    with pytest.raises(libsudoku.CurrentContradictsPuzzleError) as info:
        libsudoku.hint(EASY, changed)
    assert info.value.cell == 4
    with pytest.raises(libsudoku.InvalidCharacterError) as bad:
        libsudoku.hint(EASY, EASY[:50] + "#" + EASY[51:])
    assert bad.value.cell == 50
    # The puzzle's own errors come first, with its cell.
    with pytest.raises(libsudoku.ConflictingGivensError) as conflict:
        libsudoku.hint(CONFLICT_ROW, EASY[:50] + "#" + EASY[51:])
    assert conflict.value.cell == 1


def test_hint_refuses_bad_marks_before_the_library() -> None:
    marks: List[List[int]] = [[1]] * 81
    with pytest.raises(libsudoku.InvalidCandidatesError) as info:
        libsudoku.hint(EASY, None, marks[:5] + [[3, 10]] + marks[6:])
    assert info.value.cell == 5 and info.value.status is Status.INVALID_CANDIDATES
    with pytest.raises(libsudoku.InvalidCandidatesError):
        libsudoku.hint(EASY, None, marks[:5] + [[0]] + marks[6:])
    with pytest.raises(libsudoku.InvalidLengthError):
        libsudoku.hint(EASY, None, marks[:80])
    with pytest.raises(TypeError):
        libsudoku.hint(EASY, None, marks[:5] + [["3"]] + marks[6:])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        libsudoku.hint(EASY, None, marks[:5] + [[True]] + marks[6:])
    with pytest.raises(TypeError):
        libsudoku.hint(EASY, None, 5)  # type: ignore[arg-type]


def test_hint_puzzle_statuses_and_budget() -> None:
    with pytest.raises(libsudoku.MultipleSolutionsError):
        libsudoku.hint(MULTIPLE)
    with pytest.raises(libsudoku.NoSolutionError):
        libsudoku.hint(NO_SOLUTION)
    with pytest.raises(libsudoku.BudgetExhaustedError):
        libsudoku.hint(HARD, budget=1)
    assert libsudoku.hint(HARD, budget=10**9) == libsudoku.hint(HARD)
    with pytest.raises(libsudoku.InvalidLengthError):
        libsudoku.hint(EASY, EASY[:80])


def state_after(path: List[libsudoku.Step], puzzle: str) -> Tuple[str, List[Set[int]]]:
    """The grid and marks after the steps of ``path``."""
    current = list(puzzle)
    marks = [set(c) for c in libsudoku.candidates(puzzle)]
    for step in path:
        if step.kind is StepKind.PLACEMENT:
            assert step.cell is not None and step.digit is not None
            current[step.cell] = str(step.digit)
            for peer in PEERS[step.cell]:
                marks[peer].discard(step.digit)
        for cell, digit in step.eliminations:
            if step.kind is StepKind.ELIMINATION:
                marks[cell].discard(digit)
    return "".join(current), marks


def test_where_the_techniques_run_out_the_hint_says_so() -> None:
    # The hardest dozen of the dev set: where techniques run out, it is
    # there first (the whole set's paths are the Rust tests' and the C
    # tests' to walk, not each Python install's).
    hardest = [p for p, er, _, _ in sorted(RATED, key=lambda r: -r[1])[:12]]
    unsolved = [p for p in hardest if not libsudoku.rate(p).solved][:5]
    if not unsolved:
        # A library whose techniques rate every puzzle (chains): then every
        # path reaches the solution.
        assert all(libsudoku.explain(p).solved for p in hardest)
        return
    for puzzle in unsolved:
        path = libsudoku.explain(puzzle)
        assert not path.solved
        current, marks = state_after(path, puzzle)
        with pytest.raises(libsudoku.TechniquesExhaustedError):
            libsudoku.hint(puzzle, current, marks)


# --- rate -------------------------------------------------------------------------


def test_rate_a_known_puzzle() -> None:
    rating = libsudoku.rate(EASY)
    assert rating == libsudoku.Rating(
        er=1.2,
        ep=1.2,
        ed=1.2,
        technique=Technique.HIDDEN_SINGLE_BOX,
        technique_name="Hidden single in a box",
        steps=51,
        solved=True,
    )
    assert isinstance(rating.er, float)
    done = libsudoku.rate(EASY_SOLUTION)
    assert (done.er, done.steps, done.technique, done.solved) == (0.0, 0, Technique.NONE, True)


def test_rate_agrees_with_sudoku_explainer_on_the_dev_set() -> None:
    # The targets of the logic engine (issue 14): ER equal on at least 98%
    # of the puzzles up to 6.2, EP and ED on at least 95%; above 6.2 never
    # an ER above Sudoku Explainer's while the techniques run out.
    low = [(libsudoku.rate(p), er, ep, ed) for p, er, ep, ed in RATED if er <= 6.2]
    assert len(low) > 400
    assert all(r.solved for r, *_ in low)
    share = lambda same: sum(same) / len(low)  # noqa: E731
    assert share(r.er == er for r, er, _, _ in low) >= 0.98
    assert share(r.ep == ep for r, _, ep, _ in low) >= 0.95
    assert share(r.ed == ed for r, _, _, ed in low) >= 0.95
    for puzzle, er, _, _ in RATED:
        if er > 6.2:
            rating = libsudoku.rate(puzzle)
            assert rating.solved or rating.er <= er, puzzle


def test_rate_errors_and_budget() -> None:
    with pytest.raises(libsudoku.MultipleSolutionsError):
        libsudoku.rate(MULTIPLE)
    with pytest.raises(libsudoku.NoSolutionError):
        libsudoku.rate(NO_SOLUTION)
    with pytest.raises(libsudoku.ConflictingGivensError) as info:
        libsudoku.rate(CONFLICT_ROW)
    assert info.value.cell == 1
    # HARD's path needs chains, which count its solutions first: a budget
    # of one guess is not enough; a path that proves the puzzle needs none.
    assert libsudoku.rate(HARD).solved
    with pytest.raises(libsudoku.BudgetExhaustedError):
        libsudoku.rate(HARD, budget=1)
    assert libsudoku.rate(EASY, budget=1) == libsudoku.rate(EASY)


# --- explain ----------------------------------------------------------------------


@pytest.mark.parametrize("puzzle, er, ep, ed", RATED[::25])
def test_explain_is_the_rated_path_and_never_lies(
    puzzle: str, er: float, ep: float, ed: float
) -> None:
    path = libsudoku.explain(puzzle)
    rating = libsudoku.rate(puzzle)
    assert isinstance(path, list) and path.solved == rating.solved
    assert len(path) == rating.steps > 0
    assert max(s.difficulty for s in path) == rating.er
    assert path[0].difficulty == rating.ed
    placements = [i for i, s in enumerate(path) if s.kind is StepKind.PLACEMENT]
    if placements:
        assert rating.ep == max(s.difficulty for s in path[: placements[0] + 1])
    else:
        assert rating.ep == 0.0
    solution = checked_solution(puzzle)
    for step in path:
        assert step.text and step.technique_name == libsudoku.technique_name(step.technique)
        if step.kind is StepKind.PLACEMENT:
            assert step.cell is not None
            assert str(step.digit) == solution[step.cell], step.text
        else:
            assert step.kind is StepKind.ELIMINATION
            assert step.cell is None and step.digit is None and step.eliminations
            assert all(str(d) != solution[c] for c, d in step.eliminations), step.text
    current, _ = state_after(path, puzzle)
    if path.solved:
        assert current == solution
    else:
        assert is_solution_of(current.replace(".", "0"), solution)


def test_explain_grows_its_buffers_as_needed(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = libsudoku.explain(EASY)
    assert len(expected) == 51
    monkeypatch.setattr(_logic, "_FIRST_CAPACITY", 3)
    monkeypatch.setattr(_logic, "_FIRST_TEXT", 8)
    assert libsudoku.explain(EASY) == expected


def test_explain_of_a_solved_grid_and_errors() -> None:
    empty = libsudoku.explain(EASY_SOLUTION)
    assert empty == [] and empty.solved
    with pytest.raises(libsudoku.MultipleSolutionsError):
        libsudoku.explain(MULTIPLE)
    with pytest.raises(libsudoku.BudgetExhaustedError):
        libsudoku.explain(HARD, budget=1)
    assert "solved=True" in repr(empty)


def test_steps_and_ratings_are_values() -> None:
    step = libsudoku.hint(EASY)
    with pytest.raises(AttributeError):
        step.cell = 3  # type: ignore[misc]
    assert hash(step) == hash(libsudoku.hint(EASY))
    assert {libsudoku.rate(EASY), libsudoku.rate(EASY)} == {libsudoku.rate(EASY)}


def optional_int(value: Optional[int]) -> bool:
    return value is None or isinstance(value, int)


def test_step_fields_have_their_types() -> None:
    for step in libsudoku.explain(RATED[0][0]):
        assert isinstance(step.kind, StepKind) and isinstance(step.technique, Technique)
        assert isinstance(step.difficulty, float) and optional_int(step.cell)
        assert all(0 <= h < 27 for h in step.houses)
        assert all(0 <= c < 81 for c in step.cells)
        assert all(1 <= d <= 9 for d in step.digits)
        assert all(0 <= c < 81 and 1 <= d <= 9 for c, d in step.eliminations + step.pattern)


def test_chain_steps_carry_their_links() -> None:
    # The C library's test puzzle of ER 10.3: its path needs dynamic and
    # nested forcing chains.
    puzzle = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
    solution = next(solutions_by_backtracking(puzzle, 1))
    path = libsudoku.explain(puzzle)
    assert path.solved
    chains = [step for step in path if step.links]
    assert chains, "a path of ER 10.3 has chain steps"
    for step in path:
        assert bool(step.links) == (step.technique >= 800), step.technique_name
    for step in chains:
        assert step.links[0].starts_chain
        for link in step.links:
            assert 0 <= link.cell < 81 and 1 <= link.digit <= 9
        # The text spells the links in order, each chain from its start.
        spelled = []
        for link in step.links:
            name = f"r{link.cell // 9 + 1}c{link.cell % 9 + 1}{'=' if link.on else '<>'}{link.digit}"
            spelled.append(("; " if link.starts_chain and spelled else " -> " if spelled else "") + name)
        assert "".join(spelled) in step.text, step.text
        # A chain's assumption is the only link that need not hold in the
        # solution; what the step concludes always does.
        for cell, digit in step.eliminations:
            assert solution[cell] != str(digit)
        if step.cell is not None:
            assert solution[step.cell] == str(step.digit)
