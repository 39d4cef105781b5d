#!/usr/bin/env python3
"""CP-SAT generator anchor for `sudoku-bench --variant-generate --crate N
--cp-sat-generate FILE`: Google OR-tools CP-SAT makes minimal unique
puzzles on the rule sets the benchmark compares, one worker. Writes one
line a puzzle, `workload<TAB>seed<TAB>seconds<TAB>givens<TAB>count<TAB>total
seconds<TAB>attempts`, that the benchmark prints beside the library's and
the `sudoku-variants` crate's puzzles a CPU-second.

Usage: cpsat_generate.py [--puzzles N] [--only NAME] OUT.tsv
Needs `pip install ortools` (the anchor only; the library never uses it).

The algorithm, the plain one the library's generator also starts from:
1. A random full grid: CP-SAT with a fixed search over the cell-digit
   booleans in a random order (from the seed), each tried true first.
   Jigsaw: random connected regions of N cells first (grown from N random
   cells, a random frontier cell at a time; regrown when one gets stuck or
   CP-SAT finds no grid). Killer: the full grid on plain boxes, then
   random connected cages of 2-5 cells with distinct digits and their
   sums, no givens; a new set of cages until the cages alone have one
   solution (the library keeps its cages and repairs them; this anchor
   only retries, and counts every try).
2. Givens removed in a random order, each kept out while CP-SAT proves
   that no grid other than the full one fits the remaining givens (one
   solve with "some empty cell differs" added: infeasible means unique;
   the same answer as counting to 2, in one search without enumeration,
   so CP-SAT keeps its presolve). One pass leaves a minimal puzzle.
3. The result counted to 2 by CP-SAT's enumeration (untimed): the `count`
   column, 1 for every puzzle.

`seconds` is the process CPU time inside CP-SAT's solves (the fill, the
cage tries and every removal), as cpsat.py times only the solve; `total
seconds` adds Python's model building around them. The model is
cpsat.py's: a boolean a cell and digit, exactly one a house, pairwise
exclusions for anti-knight, anti-king and non-consecutive, sums over the
integer view.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from ortools.sat.python import cp_model

BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 12: (3, 4), 16: (4, 4)}

# name: (size, rule flags). The names are the benchmark's workload names.
WORKLOADS = {
    "4x4": (4, set()),
    "6x6": (6, set()),
    "9x9": (9, set()),
    "X 9x9": (9, {"diagonals"}),
    "windoku": (9, {"windoku"}),
    "anti-knight": (9, {"antiknight"}),
    "anti-king": (9, {"antiking"}),
    "non-consecutive": (9, {"nonconsecutive"}),
    "jigsaw 9x9": (9, {"jigsaw"}),
    "killer 9x9": (9, {"killer"}),
    "16x16": (16, set()),
}
DEFAULT_PUZZLES = {"16x16": 2, "4x4": 40, "6x6": 20, "non-consecutive": 5, "killer 9x9": 3}


def box_houses(n: int) -> list[list[int]]:
    h, w = BOXES[n]
    return [[(b // (n // w) * h + p // w) * n + b % (n // w) * w + p % w for p in range(n)]
            for b in range(n)]


def neighbours(n: int, c: int) -> list[int]:
    r, col = divmod(c, n)
    out = []
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        r2, c2 = r + dr, col + dc
        if 0 <= r2 < n and 0 <= c2 < n:
            out.append(r2 * n + c2)
    return out


def random_regions(n: int, rng: random.Random) -> list[list[int]]:
    """N connected regions of N cells, or a retry until they fit."""
    while True:
        owner = [-1] * (n * n)
        seeds = rng.sample(range(n * n), n)
        regions = [[s] for s in seeds]
        for i, s in enumerate(seeds):
            owner[s] = i
        stuck = False
        # Grow the smallest region first, so none is walled in early.
        for _ in range(n * n - n):
            order = sorted(range(n), key=lambda i: (len(regions[i]), rng.random()))
            grown = False
            for i in order:
                if len(regions[i]) == n:
                    continue
                frontier = [c for cell in regions[i] for c in neighbours(n, cell) if owner[c] < 0]
                if frontier:
                    c = rng.choice(frontier)
                    owner[c] = i
                    regions[i].append(c)
                    grown = True
                    break
            if not grown:
                stuck = True
                break
        if not stuck:
            return regions


def build(n: int, flags: set, regions: list[list[int]] | None, cages: list[tuple[list[int], int]]):
    model = cp_model.CpModel()
    x = [[model.NewBoolVar(f"x{c}_{d}") for d in range(n)] for c in range(n * n)]
    for c in range(n * n):
        model.AddExactlyOne(x[c])
    houses = [[r * n + k for k in range(n)] for r in range(n)]
    houses += [[k * n + col for k in range(n)] for col in range(n)]
    houses += regions if regions is not None else box_houses(n)
    if "diagonals" in flags:
        houses.append([i * n + i for i in range(n)])
        houses.append([(n - 1 - i) * n + i for i in range(n)])
    if "windoku" in flags:
        for r0 in (1, 5):
            for c0 in (1, 5):
                houses.append([(r0 + r) * n + c0 + c for r in range(3) for c in range(3)])
    for house in houses:
        for d in range(n):
            model.AddExactlyOne([x[c][d] for c in house])
    for cells, total in cages:
        for d in range(n):
            model.AddAtMostOne([x[c][d] for c in cells])
        model.Add(sum((d + 1) * x[c][d] for c in cells for d in range(n)) == total)
    moves = []
    if "antiknight" in flags:
        moves += [(1, 2), (2, 1), (-1, 2), (-2, 1)]
    if "antiking" in flags:
        moves += [(1, 1), (1, -1)]
    for r in range(n):
        for col in range(n):
            for dr, dc in moves:
                r2, c2 = r + dr, col + dc
                if 0 <= r2 < n and 0 <= c2 < n:
                    for d in range(n):
                        model.AddBoolOr([x[r * n + col][d].Not(), x[r2 * n + c2][d].Not()])
            if "nonconsecutive" in flags:
                for r2, c2 in ((r + 1, col), (r, col + 1)):
                    if r2 < n and c2 < n:
                        for d in range(n - 1):
                            a, b = r * n + col, r2 * n + c2
                            model.AddBoolOr([x[a][d].Not(), x[b][d + 1].Not()])
                            model.AddBoolOr([x[a][d + 1].Not(), x[b][d].Not()])
    return model, x


class Clock:
    """Process CPU seconds inside CP-SAT's solves."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def solve(self, model, solver, callback=None):
        start = time.process_time()
        status = solver.Solve(model, callback) if callback else solver.Solve(model)
        self.seconds += time.process_time() - start
        return status


def one_worker(seed: int) -> cp_model.CpSolver:
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed % (2**31)
    return solver


def full_grid(n, flags, regions, rng, clock) -> list[int] | None:
    model, x = build(n, flags, regions, [])
    order = [v for cell in x for v in cell]
    rng.shuffle(order)
    model.AddDecisionStrategy(order, cp_model.CHOOSE_FIRST, cp_model.SELECT_MAX_VALUE)
    solver = one_worker(rng.getrandbits(31))
    solver.parameters.search_branching = cp_model.FIXED_SEARCH
    status = clock.solve(model, solver)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return [next(d + 1 for d in range(n) if solver.Value(x[c][d])) for c in range(n * n)]


def unique(n, flags, regions, cages, givens, solution, rng, clock) -> bool:
    """No grid but `solution` fits: one solve with some empty cell changed."""
    model, x = build(n, flags, regions, cages)
    empty = [c for c in range(n * n) if not givens[c]]
    for c in range(n * n):
        if givens[c]:
            model.Add(x[c][givens[c] - 1] == 1)
    if not empty:
        return True
    model.AddBoolOr([x[c][solution[c] - 1].Not() for c in empty])
    status = clock.solve(model, one_worker(rng.getrandbits(31)))
    if status == cp_model.INFEASIBLE:
        return True
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return False
    raise RuntimeError(f"CP-SAT gave status {status}")


def random_cages(n, solution, rng) -> list[tuple[list[int], int]] | None:
    """Connected cages of 2-5 cells with distinct digits, or None."""
    owner = [-1] * (n * n)
    cages: list[list[int]] = []
    for start in rng.sample(range(n * n), n * n):
        if owner[start] >= 0:
            continue
        target = rng.randint(2, 5)
        cage = [start]
        owner[start] = len(cages)
        while len(cage) < target:
            digits = {solution[c] for c in cage}
            frontier = [c for cell in cage for c in neighbours(n, cell)
                        if owner[c] < 0 and solution[c] not in digits]
            if not frontier:
                break
            c = rng.choice(frontier)
            owner[c] = len(cages)
            cage.append(c)
        if len(cage) == 1:
            # Join a neighbouring cage with room and without this digit.
            homes = [owner[c] for c in neighbours(n, start) if owner[c] >= 0
                     and len(cages[owner[c]]) < 5
                     and solution[start] not in {solution[k] for k in cages[owner[c]]}]
            if not homes:
                return None
            home = rng.choice(homes)
            owner[start] = home
            cages[home].append(start)
            continue
        cages.append(cage)
    return [(cage, sum(solution[c] for c in cage)) for cage in cages]


def count_to_two(n, flags, regions, cages, givens) -> int:
    model, x = build(n, flags, regions, cages)
    for c in range(n * n):
        if givens[c]:
            model.Add(x[c][givens[c] - 1] == 1)

    class Stop(cp_model.CpSolverSolutionCallback):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def on_solution_callback(self) -> None:
            self.count += 1
            if self.count >= 2:
                self.StopSearch()

    solver = one_worker(0)
    solver.parameters.enumerate_all_solutions = True
    stop = Stop()
    solver.Solve(model, stop)
    return stop.count


def make(name: str, seed: int):
    n, flags = WORKLOADS[name]
    rng = random.Random(seed)
    clock = Clock()
    attempts = 0
    while True:
        attempts += 1
        regions = random_regions(n, rng) if "jigsaw" in flags else None
        solution = full_grid(n, flags - {"jigsaw", "killer"}, regions, rng, clock)
        if solution is not None:
            break
    cages: list = []
    if "killer" in flags:
        while True:
            attempts += 1
            cages = random_cages(n, solution, rng)
            if cages and unique(n, flags, regions, cages, [0] * (n * n), solution, rng, clock):
                break
        return clock, [0] * (n * n), regions, cages, attempts
    givens = list(solution)
    for c in rng.sample(range(n * n), n * n):
        kept = givens[c]
        givens[c] = 0
        if not unique(n, flags, regions, cages, givens, solution, rng, clock):
            givens[c] = kept
    return clock, givens, regions, cages, attempts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--puzzles", type=int, default=10,
                        help="puzzles a workload (seeds 0..N-1; unless given, 4x4: 40, 6x6: 20, "
                        "non-consecutive: 5, killer: 3, 16x16: 2)")
    parser.add_argument("--only", help="only workloads whose name contains this")
    parser.add_argument("out")
    args = parser.parse_args()
    explicit = "--puzzles" in sys.argv
    with open(args.out, "w") as out:
        for name in WORKLOADS:
            if args.only and args.only not in name:
                continue
            n, flags = WORKLOADS[name]
            count = args.puzzles if explicit else DEFAULT_PUZZLES.get(name, args.puzzles)
            for seed in range(count):
                total = time.process_time()
                clock, givens, regions, cages, attempts = make(name, seed)
                total = time.process_time() - total
                counted = count_to_two(n, flags - {"jigsaw", "killer"}, regions, cages, givens)
                filled = sum(1 for g in givens if g)
                out.write(f"{name}\t{seed}\t{clock.seconds:.6f}\t{filled}\t{counted}"
                          f"\t{total:.6f}\t{attempts}\n")
                out.flush()
                print(f"{name} {seed}: {clock.seconds:.3f} s in CP-SAT, {total:.3f} s in all, "
                      f"{filled} givens, {len(cages)} cages, count {counted}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
