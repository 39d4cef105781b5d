"""Variant rule sets from Python (_variant.py): a killer, a 16x16 and a
jigsaw, every solution checked here rule by rule (code that shares nothing
with the library) and against the stored solutions of
tests/data/variants/sample.jsonl; errors that name what and where."""

from __future__ import annotations

import itertools
import json
import threading
from typing import Dict, List, Sequence

import pytest

import libsudoku
from libsudoku import (
    BrokenRule,
    DotColour,
    RuleFlag,
    Rules,
    RulesBuilder,
    Status,
)

from conftest import REPO

CLASSIC = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


def samples() -> Dict[str, dict]:
    path = REPO / "tests" / "data" / "variants" / "sample.jsonl"
    records = [json.loads(line) for line in path.read_text().splitlines()]
    return {record["id"]: record for record in records}


def distinct(grid: Sequence[int], cells: Sequence[int], n: int) -> bool:
    values = [grid[c] for c in cells]
    return all(1 <= v <= n for v in values) and len(set(values)) == len(values)


def is_solution(grid: Sequence[int], givens: Sequence[int], region_of: Sequence[int], n: int) -> bool:
    """Rows, columns and regions of a complete grid, its givens kept."""
    if any(g and g != s for g, s in zip(givens, grid)):
        return False
    for i in range(n):
        if not distinct(grid, [i * n + c for c in range(n)], n):
            return False
        if not distinct(grid, [r * n + i for r in range(n)], n):
            return False
        region = [c for c in range(n * n) if region_of[c] == i]
        if len(region) != n or not distinct(grid, region, n):
            return False
    return True


def boxes(n: int, rows: int, cols: int) -> List[int]:
    return [(c // n // rows) * (n // cols) + (c % n) // cols for c in range(n * n)]


def test_a_killer_built_from_python() -> None:
    solution = [int(c) for c in CLASSIC]
    builder = RulesBuilder(9)
    cages = []
    for row in range(9):
        for col in range(0, 8, 2):
            cells = [row * 9 + col, row * 9 + col + 1]
            total = sum(solution[c] for c in cells)
            builder.add_cage(cells, total)
            cages.append((cells, total))
    rules = builder.build()
    # One cell of each domino given: the sums decide the rest.
    givens = [v if i % 9 in (1, 3, 4, 6) else 0 for i, v in enumerate(solution)]
    found = rules.solve(givens)
    assert is_solution(found, givens, boxes(9, 3, 3), 9)
    assert all(sum(found[c] for c in cells) == total for cells, total in cages)
    assert found == solution
    assert rules.count(givens) == 1
    # A cage filled to another sum: the check names the cell and the cage.
    broken = list(solution)
    broken[1], broken[2] = broken[2], broken[1]
    assert rules.check(broken) == libsudoku.Violation(1, BrokenRule.CAGE_SUM, 0)
    assert rules.check(solution) is None
    # Written as f-puzzles JSON, the built killer reads back to the same
    # givens and the same cages (counted here from the JSON).
    text = rules.to_text(givens)
    record = json.loads(text)
    assert sorted((len(c["cells"]), int(c["value"])) for c in record["killercage"]) == sorted(
        (len(cells), total) for cells, total in cages
    )
    again, again_givens = Rules.from_text(text)
    assert again_givens == givens and again.solve(again_givens) == solution
    with pytest.raises(libsudoku.InvalidArgumentError):
        rules.to_text(givens, format="compact")


def test_a_16x16_from_its_compact_line() -> None:
    record = samples()["16x16-001"]
    letters = ".123456789ABCDEFG"
    givens_text = "".join(
        letters[cell.get("value", 0) if cell.get("given") else 0]
        for row in record["puzzle"]["grid"]
        for cell in row
    )
    rules, givens = Rules.from_text("16 " + givens_text)
    assert rules.size == 16
    found = rules.solve(givens)
    assert is_solution(found, givens, boxes(16, 4, 4), 16)
    assert found == record["solution"]
    assert rules.grid_to_text(found) == "".join(letters[v] for v in found)
    # A string grid is read with the same letters.
    assert rules.solve(givens_text) == found


def test_a_jigsaw_built_from_python_and_read_as_json() -> None:
    record = samples()["jigsaw-001"]
    grid = record["puzzle"]["grid"]
    region_of = [
        cell.get("region", (r // 3) * 3 + c // 3) for r, row in enumerate(grid) for c, cell in enumerate(row)
    ]
    builder = RulesBuilder(9)
    for region in range(9):
        builder.add_region([c for c in range(81) if region_of[c] == region])
    rules = builder.build()
    givens = [cell.get("value", 0) if cell.get("given") else 0 for row in grid for cell in row]
    found = rules.solve(givens)
    assert is_solution(found, givens, region_of, 9)
    assert found == record["solution"]
    same, read = Rules.from_text(json.dumps(record["puzzle"]))
    assert read == givens and same.solve(read) == found


def test_parse_errors_name_what_and_where() -> None:
    with pytest.raises(libsudoku.ParseError) as info:
        Rules.from_text('{"size": 9,\n  "grid": [}')
    assert (info.value.line, info.value.byte, info.value.field) == (2, 23, "json")
    assert "line 2" in str(info.value)
    with pytest.raises(libsudoku.ParseError) as info:
        Rules.from_text("6+x+sideways " + "." * 36)
    assert (info.value.field, info.value.byte) == ("flag", 4)
    assert isinstance(info.value, ValueError) and info.value.status is Status.PARSE_ERROR
    with pytest.raises(libsudoku.UnsupportedRuleError) as info:
        Rules.from_text('{"size": 9, "arrow": []}')
    assert info.value.field == "arrow"
    with pytest.raises(libsudoku.UnsatisfiableRulesError) as info:
        RulesBuilder(4).add_cage([0, 1], 8).build()
    assert (info.value.field, info.value.index) == ("cage", 0)
    with pytest.raises(libsudoku.UnsatisfiableRulesError) as info:
        RulesBuilder(4).add_region([0, 1, 4, 5]).add_region([5, 2, 3, 6]).build()
    assert (info.value.row, info.value.column) == (2, 2)
    with pytest.raises(libsudoku.InvalidRulesError):
        RulesBuilder(26)
    with pytest.raises(libsudoku.InvalidArgumentError):
        RulesBuilder(9).add_flags(1 << 20)


def test_grid_errors_and_budgets() -> None:
    rules, givens = Rules.from_text("4 1...............")
    with pytest.raises(libsudoku.InvalidValueError) as info:
        rules.solve([5] + [0] * 15)
    assert info.value.cell == 0
    with pytest.raises(libsudoku.GridBreaksRuleError) as info:
        rules.solve([1, 1] + [0] * 14)
    assert info.value.cell == 1
    with pytest.raises(libsudoku.InvalidLengthError):
        rules.solve([0] * 15)
    with pytest.raises(libsudoku.MultipleSolutionsError):
        rules.solve(givens)
    big = RulesBuilder(16).build()
    with pytest.raises(libsudoku.BudgetExhaustedError) as info:
        big.count([0] * 256, limit=2, budget=1)
    assert info.value.report.guesses <= 1
    assert big.count([0] * 256, limit=2, budget=10_000) == 2
    with pytest.raises(libsudoku.InvalidCharacterError) as info:
        big.grid_from_text("H" + "." * 255)
    assert info.value.cell == 0


def test_flags_and_dots_count_as_a_plain_enumeration() -> None:
    # 4x4 with both diagonals and a white dot: count against an enumeration
    # of every 4x4 grid that keeps the rules.
    rules = RulesBuilder(4).add_flags(RuleFlag.MAIN_DIAGONAL | RuleFlag.ANTI_DIAGONAL).add_dot(
        DotColour.WHITE, 0, 1
    ).build()
    region_of = boxes(4, 2, 2)
    rows = [list(p) for p in itertools.permutations([1, 2, 3, 4])]

    def fits(grid: List[int]) -> bool:
        # Columns and boxes among the rows so far.
        n = len(grid) // 4
        return all(distinct(grid, [r * 4 + c for r in range(n)], 4) for c in range(4)) and all(
            distinct(grid, [i for i in range(len(grid)) if region_of[i] == b], 4) for b in range(4)
        )

    grids = [[]]  # type: List[List[int]]
    for _ in range(4):
        grids = [g + row for g in grids for row in rows if fits(g + row)]
    want = sum(
        1
        for g in grids
        if is_solution(g, [0] * 16, region_of, 4)
        and distinct(g, [0, 5, 10, 15], 4)
        and distinct(g, [3, 6, 9, 12], 4)
        and abs(g[0] - g[1]) == 1
    )
    assert len(grids) == 288 and want > 0
    assert rules.count([0] * 16, limit=1000) == want


def test_one_rule_set_serves_threads() -> None:
    record = samples()["killer-001"]
    rules, givens = Rules.from_text(json.dumps(record["puzzle"]))
    results: List[List[int]] = []

    def work() -> None:
        results.append(rules.solve(givens))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [record["solution"]] * 4
