"""Shared puzzles and helpers for the libsudoku Python tests.

The tests import the *installed* package (scripts/check-python.sh runs them
from outside the source tree); only data files are read from the repo.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Tuple

import pytest

import libsudoku

REPO = Path(__file__).resolve().parents[3]

# A proper puzzle and its solution (the classic from Wikipedia).
EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
EASY_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
# The same with '0' for empty cells.
EASY_ZEROS = EASY.replace(".", "0")
# Consistent givens, several solutions.
MULTIPLE = "8.........59.......76.........752498...893516...614732...471......926.8....538.4."
# Consistent givens, no solution.
NO_SOLUTION = "..............1..2..3....45....4.1...1.....6.2..3..7....4...9.3..8..6....6......."
# Two 5s in the first row: the later one, cell 1, is reported.
CONFLICT_ROW = "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
# A puzzle that needs many guesses (hardest known for backtracking).
HARD = "......7....71.9...68..7......1.6.9..84.....2.........43..2...5...8.1.6.......5..3"
EMPTY = "." * 81


def _peers_of(cell: int) -> Tuple[int, ...]:
    r, c = divmod(cell, 9)
    row = {r * 9 + i for i in range(9)}
    col = {i * 9 + c for i in range(9)}
    box = {(r // 3 * 3 + i // 3) * 9 + c // 3 * 3 + i % 3 for i in range(9)}
    return tuple(sorted((row | col | box) - {cell}))


#: Each cell's 20 peers (same row, column or box), computed here.
PEERS: List[Tuple[int, ...]] = [_peers_of(cell) for cell in range(81)]


def solutions_by_backtracking(puzzle: str, limit: int) -> Iterator[str]:
    """Up to ``limit`` solutions of ``puzzle``, by plain backtracking in the
    empty cell with the fewest candidates: no code of the library. Raises
    ValueError for givens that clash."""
    grid = [int(ch) if ch in "123456789" else 0 for ch in puzzle]
    for cell, digit in enumerate(grid):
        if digit and any(grid[p] == digit for p in PEERS[cell]):
            raise ValueError(f"the givens clash at cell {cell}")
    found = 0

    def search() -> Iterator[str]:
        nonlocal found
        best, best_free = -1, ()
        for cell in range(81):
            if grid[cell]:
                continue
            taken = {grid[p] for p in PEERS[cell]}
            free = tuple(d for d in range(1, 10) if d not in taken)
            if best < 0 or len(free) < len(best_free):
                best, best_free = cell, free
                if not free:
                    return
        if best < 0:
            found += 1
            yield "".join(map(str, grid))
            return
        for digit in best_free:
            grid[best] = digit
            yield from search()
            grid[best] = 0
            if found >= limit:
                return

    yield from search()


def count_by_backtracking(puzzle: str, limit: int = 2) -> int:
    """The number of solutions of ``puzzle`` up to ``limit``, independently
    of the library."""
    return sum(1 for _ in solutions_by_backtracking(puzzle, limit))


def se_rated(max_lines: Optional[int] = None) -> List[Tuple[str, float, float, float]]:
    """(puzzle, ER, EP, ED) from tests/data/se_rated_dev.txt: the ratings
    Sudoku Explainer 1.2.1 gave."""
    rated = []
    for line in _data_lines(REPO / "tests" / "data" / "se_rated_dev.txt"):
        puzzle, ratings = line.split()
        er, ep, ed = (float(x) for x in ratings.split("/"))
        rated.append((puzzle, er, ep, ed))
    assert len(rated) > 500, "se_rated_dev.txt read wrongly"
    return rated[:max_lines]


def is_solution_of(puzzle: str, solution: str) -> bool:
    """Independent of the library: every row, column and box of ``solution``
    is a permutation of 1-9, and every given of ``puzzle`` is kept."""
    if len(solution) != 81 or any(ch not in "123456789" for ch in solution):
        return False
    digits = set("123456789")
    rows = [solution[r * 9 : r * 9 + 9] for r in range(9)]
    cols = [solution[c::9] for c in range(9)]
    boxes = [
        "".join(solution[(br * 3 + r) * 9 + bc * 3 + c] for r in range(3) for c in range(3))
        for br in range(3)
        for bc in range(3)
    ]
    if any(set(unit) != digits for unit in rows + cols + boxes):
        return False
    return all(p in ".0" or p == s for p, s in zip(puzzle, solution))


def _data_lines(path: Path) -> List[str]:
    # Only the line ends are stripped: a puzzle line may hold a space that
    # is itself under test.
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def example_pairs() -> List[Tuple[str, str]]:
    """(puzzle, expected answer) from examples/puzzles.{txt,expected}."""
    puzzles = _data_lines(REPO / "examples" / "puzzles.txt")
    expected = _data_lines(REPO / "examples" / "puzzles.expected")
    assert len(puzzles) == len(expected), "examples files out of step"
    assert puzzles, "no example puzzles found"
    return list(zip(puzzles, expected))


def library_file() -> Path:
    """The library file this test process loaded, to copy into test setups."""
    path = Path(libsudoku.library_info().path)
    assert path.is_file(), f"loaded library {path} is not a file"
    return path


@pytest.fixture
def package_copy(tmp_path: Path) -> Path:
    """A copy of the installed package, without any bundled library, in a
    folder to put first on PYTHONPATH: lets a subprocess import the real
    package code with a search setup of the test's choosing."""
    installed = Path(libsudoku.__file__).resolve().parent
    site = tmp_path / "site"
    shutil.copytree(
        installed,
        site / "libsudoku",
        ignore=shutil.ignore_patterns("_native", "__pycache__"),
    )
    return site


def run_import(site: Path, env: Optional[Dict[str, str]] = None) -> Dict[str, object]:
    """Imports libsudoku from ``site`` in a fresh interpreter and returns what
    it loaded, or the import error: {"ok": bool, ...}."""
    code = r"""
import json, sys
try:
    import libsudoku
except ImportError as err:
    print(json.dumps({"ok": False, "type": type(err).__name__, "message": str(err)}))
    sys.exit(0)
info = libsudoku.library_info()
print(json.dumps({
    "ok": True,
    "file": libsudoku.__file__,
    "path": info.path,
    "source": info.source,
    "version": info.version,
    "solved": libsudoku.solve(sys.argv[1]),
}))
"""
    full_env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("LIBSUDOKU_PATH", "LD_LIBRARY_PATH", "PYTHONPATH")
    }
    full_env["PYTHONPATH"] = str(site)
    full_env.update(env or {})
    done = subprocess.run(
        [sys.executable, "-c", code, EASY],
        # Not tmp_path: a folder holding a libsudoku.so must not be on
        # sys.path (as the working folder is), or Python takes that file
        # for an extension module named libsudoku.
        cwd=str(site),
        env=full_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    result: Dict[str, object] = json.loads(done.stdout)
    if result["ok"]:
        # The copy was imported, not the installed package.
        assert str(result["file"]).startswith(str(site)), result
        assert result["solved"] == EASY_SOLUTION
    return result
