#!/usr/bin/env python3
"""CP-SAT anchor for `sudoku-bench --variants`: Google OR-tools CP-SAT
counts each f-puzzles record's solutions to 2, one worker, one model
builder for every rule the sets use. Writes one line a puzzle,
`set<TAB>id<TAB>seconds<TAB>count<TAB>model seconds`, that `sudoku-bench --variants
--cp-sat FILE` prints beside the library's times.

Usage: cpsat.py [--per-set N] [--time-limit S] OUT.tsv FILE.jsonl ...
Needs `pip install ortools` (the anchor only; the library never uses it).
Seconds are the process's CPU time for the solve, as the benchmark's are
the thread's CPU time; building the model is written apart (the last
column) and not counted in them.

The model: a true/false variable per cell and digit; exactly one digit a
cell; in each house of N cells each digit exactly once, in a smaller one
(a cage, a short extra region) at most once; anti-knight, anti-king and
non-consecutive as pairwise exclusions; cage sums, thermometers and dots
over an integer view of each cell (sum of digit times its variable).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

from ortools.sat.python import cp_model

BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 10: (2, 5), 12: (3, 4),
         15: (3, 5), 16: (4, 4), 20: (4, 5), 25: (5, 5)}
CELL = re.compile(r"R(\d+)C(\d+)")
KNOWN = {"size", "grid", "title", "author", "ruleset", "solution", "diagonal+", "diagonal-",
         "antiknight", "antiking", "disjointgroups", "nonconsecutive", "killercage",
         "extraregion", "thermometer", "difference", "ratio", "negative", "cage", "line",
         "rectangle", "circle", "text"}


def cell_of(name: str, n: int) -> int:
    m = CELL.fullmatch(name.strip().upper())
    if not m:
        raise ValueError(f"bad cell {name!r}")
    return (int(m.group(1)) - 1) * n + int(m.group(2)) - 1


def build(puzzle: dict) -> tuple[cp_model.CpModel, list[list]]:
    unknown = set(puzzle) - KNOWN
    if unknown:
        raise ValueError(f"rules this anchor does not model: {sorted(unknown)}")
    n = puzzle["size"]
    model = cp_model.CpModel()
    x = [[model.NewBoolVar(f"x{c}_{d}") for d in range(1, n + 1)] for c in range(n * n)]
    value = [sum((d + 1) * x[c][d] for d in range(n)) for c in range(n * n)]
    for c in range(n * n):
        model.AddExactlyOne(x[c])
    houses = [[r * n + k for k in range(n)] for r in range(n)]
    houses += [[k * n + col for k in range(n)] for col in range(n)]
    regions: dict[int, list[int]] = {}
    h, w = BOXES.get(n, (0, 0))
    for r, row in enumerate(puzzle["grid"]):
        for col, cell in enumerate(row):
            c = r * n + col
            region = cell.get("region", (r // h) * h + col // w if h else None)
            if region is not None:
                regions.setdefault(region, []).append(c)
            if cell.get("given"):
                model.Add(x[c][cell["value"] - 1] == 1)
    houses += list(regions.values())
    if puzzle.get("diagonal-"):
        houses.append([i * n + i for i in range(n)])
    if puzzle.get("diagonal+"):
        houses.append([(n - 1 - i) * n + i for i in range(n)])
    if puzzle.get("disjointgroups") and h:
        for p in range(n):
            houses.append([((b // (n // w)) * h + p // w) * n + (b % (n // w)) * w + p % w
                           for b in range(n)])
    for extra in puzzle.get("extraregion", []):
        houses.append([cell_of(c, n) for c in extra["cells"]])
    for cage in puzzle.get("killercage", []):
        cells = [cell_of(c, n) for c in cage["cells"]]
        houses.append(cells)
        if cage.get("value") not in (None, ""):
            model.Add(sum(value[c] for c in cells) == int(cage["value"]))
    for house in houses:
        for d in range(n):
            digit = [x[c][d] for c in house]
            if len(house) == n:
                model.AddExactlyOne(digit)
            else:
                model.AddAtMostOne(digit)
    moves = []
    if puzzle.get("antiknight"):
        moves += [(1, 2), (2, 1), (-1, 2), (-2, 1)]
    if puzzle.get("antiking"):
        moves += [(1, 1), (1, -1)]
    for r in range(n):
        for col in range(n):
            for dr, dc in moves:
                r2, c2 = r + dr, col + dc
                if 0 <= r2 < n and 0 <= c2 < n:
                    for d in range(n):
                        model.AddBoolOr([x[r * n + col][d].Not(), x[r2 * n + c2][d].Not()])
    for thermo in puzzle.get("thermometer", []):
        for line in thermo["lines"]:
            cells = [cell_of(c, n) for c in line]
            for a, b in zip(cells, cells[1:]):
                model.Add(value[a] < value[b])
    dotted = set()
    for colour in ("difference", "ratio"):
        for dot in puzzle.get(colour, []):
            a, b = (cell_of(c, n) for c in dot["cells"])
            dotted.add(frozenset((a, b)))
            k = int(dot.get("value") or (1 if colour == "difference" else 2))
            for d in range(1, n + 1):
                partners = [e for e in range(1, n + 1)
                            if (abs(d - e) == k if colour == "difference" else d == k * e or e == k * d)]
                for p, q in ((a, b), (b, a)):
                    model.AddBoolOr([x[p][d - 1].Not()] + [x[q][e - 1] for e in partners])
    negative = set(puzzle.get("negative", []))
    for r in range(n):
        for col in range(n):
            for r2, c2 in ((r + 1, col), (r, col + 1)):
                if r2 >= n or c2 >= n:
                    continue
                a, b = r * n + col, r2 * n + c2
                if frozenset((a, b)) in dotted:
                    continue
                for d in range(1, n + 1):
                    for e in range(1, n + 1):
                        consecutive = puzzle.get("nonconsecutive") and abs(d - e) == 1
                        ratio = "ratio" in negative and (d == 2 * e or e == 2 * d)
                        difference = "difference" in negative and abs(d - e) == 1
                        if consecutive or ratio or difference:
                            model.AddBoolOr([x[a][d - 1].Not(), x[b][e - 1].Not()])
    return model, x


class StopAtTwo(cp_model.CpSolverSolutionCallback):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def on_solution_callback(self) -> None:
        self.count += 1
        if self.count >= 2:
            self.StopSearch()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-set", type=int, default=0, help="the first N puzzles of each file (0: all)")
    parser.add_argument("--time-limit", type=float, default=0, help="seconds a puzzle (0: none)")
    parser.add_argument("out")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    with open(args.out, "w") as out:
        for path in args.files:
            lines = [l for l in Path(path).read_text().splitlines() if l.strip()]
            if args.per_set:
                lines = lines[: args.per_set]
            for line in lines:
                record = json.loads(line)
                built = time.process_time()
                model, _ = build(record["puzzle"])
                built = time.process_time() - built
                solver = cp_model.CpSolver()
                solver.parameters.num_workers = 1
                solver.parameters.enumerate_all_solutions = True
                if args.time_limit:
                    solver.parameters.max_time_in_seconds = args.time_limit
                callback = StopAtTwo()
                start = time.process_time()
                status = solver.Solve(model, callback)
                seconds = time.process_time() - start
                # A search that ran to its end, or to a second solution,
                # gives the count; one cut short by the time limit, -1.
                complete = callback.count >= 2 or status in (cp_model.OPTIMAL, cp_model.INFEASIBLE)
                count = callback.count if complete else -1
                out.write(f"{Path(path).stem}\t{record['id']}\t{seconds:.6f}\t{count}\t{built:.6f}\n")
                out.flush()
                print(f"{record['id']}: {seconds:.3f} s, {count}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
