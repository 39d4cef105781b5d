#!/usr/bin/env python3
"""CP-SAT on the last step of making a minimal puzzle: for givens of a
finished puzzle, does another solution exist once that given goes (a
witness that the given is needed), and how long does CP-SAT take to say?
One worker. It measures how hard those searches are for a solver other
than the library's, beside the library's own guesses (docs/VARIANTS.md,
"Not done yet").

Usage: cpsat_witness.py FILE [--sample N] [--cap SECONDS] [--seed S]
FILE holds one line of `sudoku generate --size N --with-solution`: the
size, the puzzle and its solution ('1'-'9' then 'A'-'P', '.' empty).
Prints, for each of N givens drawn with the seed: the cell, CP-SAT's
status (OPTIMAL: another solution exists; INFEASIBLE: the given can go;
UNKNOWN: the cap ran out), its wall time (one worker, so its CPU time),
conflicts and branches; then the counts and the median, maximum and sum.
Needs `pip install ortools` (the anchor only; the library never uses it).

The model is cpsat.py's for plain rules: a boolean a cell and digit,
exactly one a cell, and exactly one a digit in each row, column and box;
every other given fixed, the tested given's digit forbidden in its cell.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import Counter

from ortools.sat.python import cp_model

DIGITS = "123456789ABCDEFGHIJKLMNOP"


def read_puzzle(path: str) -> tuple[int, str, list[int]]:
    size, puzzle, solution = open(path).read().split()[:3]
    return int(size), puzzle, [DIGITS.index(ch) for ch in solution]


def witness_model(size: int, givens: list[int], solution: list[int], tested: int):
    box = int(size**0.5)
    model = cp_model.CpModel()
    x = [[model.NewBoolVar("") for _ in range(size)] for _ in range(size * size)]
    for cell in range(size * size):
        model.AddExactlyOne(x[cell])
    for d in range(size):
        for line in range(size):
            model.AddExactlyOne(x[line * size + k][d] for k in range(size))
            model.AddExactlyOne(x[k * size + line][d] for k in range(size))
        for band in range(box):
            for stack in range(box):
                model.AddExactlyOne(
                    x[(band * box + i) * size + stack * box + j][d]
                    for i in range(box)
                    for j in range(box)
                )
    for cell in givens:
        if cell != tested:
            model.Add(x[cell][solution[cell]] == 1)
    model.Add(x[tested][solution[tested]] == 0)
    return model


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--sample", type=int, default=40)
    parser.add_argument("--cap", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    size, puzzle, solution = read_puzzle(args.file)
    givens = [cell for cell, ch in enumerate(puzzle) if ch != "."]
    picked = random.Random(args.seed).sample(givens, min(args.sample, len(givens)))
    print(f"{len(givens)} givens; {len(picked)} tested; cap {args.cap} s", flush=True)
    results = []
    for cell in picked:
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        solver.parameters.max_time_in_seconds = args.cap
        status = solver.Solve(witness_model(size, givens, solution, cell))
        results.append((solver.StatusName(status), solver.WallTime()))
        print(cell, results[-1][0], f"{solver.WallTime():.3f}", solver.NumConflicts(),
              solver.NumBranches(), flush=True)
    print(dict(Counter(status for status, _ in results)))
    times = [seconds for _, seconds in results]
    print(f"seconds: median {statistics.median(times):.3f}, max {max(times):.3f}, "
          f"sum {sum(times):.1f}")


if __name__ == "__main__":
    main()
