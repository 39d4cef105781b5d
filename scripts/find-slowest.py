#!/usr/bin/env python3
"""Finds the puzzles the current solver finds hardest, for tests/data/adversarial.txt.

Loads the library through ctypes and runs sudoku_solve_ex with a report over
every puzzle of every set (default ../shared/data), then prints, per set, the
puzzles with the most guesses and the ones that took longest (each timed as
the best of several runs, so that a noisy machine does not promote an easy
puzzle). Guesses are the stable measure: they do not depend on the machine.

The result depends on the engine: after a change to src/search/, run this
again and update the "slowest" groups of tests/data/adversarial.txt.

usage: scripts/find-slowest.py [--lib target/release/libsudoku.so]
                               [--data ../shared/data] [--top 3] [--repeat 5]
                               [--first-row-blank]
"""
import argparse
import ctypes
import pathlib
import sys
import time

root = pathlib.Path(__file__).resolve().parent.parent


class Options(ctypes.Structure):
    _fields_ = [("size", ctypes.c_uint32), ("mode", ctypes.c_int32), ("guess_budget", ctypes.c_uint64)]


class Report(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("status", ctypes.c_int32),
        ("cell", ctypes.c_int32),
        ("solutions", ctypes.c_uint32),
        ("guesses", ctypes.c_uint64),
    ]


def load(path):
    lib = ctypes.CDLL(str(path))
    lib.sudoku_solve_ex.argtypes = [ctypes.c_char_p, ctypes.POINTER(Options), ctypes.POINTER(Report)]
    lib.sudoku_solve_ex.restype = ctypes.c_int32
    lib.sudoku_status_str.argtypes = [ctypes.c_int]
    lib.sudoku_status_str.restype = ctypes.c_char_p
    return lib


def puzzles(path):
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def solve(lib, puzzle):
    """Returns (status, guesses, seconds) of one unique-mode solve."""
    grid = ctypes.create_string_buffer(puzzle.encode(), 81)
    report = Report(size=ctypes.sizeof(Report))
    start = time.perf_counter()
    status = lib.sudoku_solve_ex(grid, None, ctypes.byref(report))
    elapsed = time.perf_counter() - start
    return status, report.guesses, elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", default=root / "target" / "release" / "libsudoku.so")
    parser.add_argument("--data", default=root.parent / "shared" / "data")
    parser.add_argument("--top", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--first-row-blank", action="store_true", help="also relabel puzzles with a blank first row")
    args = parser.parse_args()
    lib = load(args.lib)
    files = sorted(pathlib.Path(args.data).glob("*.txt"))
    if not files:
        sys.exit(f"no puzzle files in {args.data}")
    for path in files:
        rows = []
        for puzzle in puzzles(path):
            status, guesses, elapsed = solve(lib, puzzle)
            rows.append([puzzle, status, guesses, elapsed])
        # Re-time the candidates: most guesses, and slowest on the first pass.
        by_guesses = sorted(rows, key=lambda r: -r[2])[: args.top * 5]
        by_time = sorted(rows, key=lambda r: -r[3])[: args.top * 5]
        candidates = {row[0]: row for row in by_guesses + by_time}
        for row in candidates.values():
            row[3] = min(solve(lib, row[0])[2] for _ in range(args.repeat))
        statuses = {}
        for row in rows:
            statuses[row[1]] = statuses.get(row[1], 0) + 1
        names = ", ".join(f"{lib.sudoku_status_str(s).decode()}: {n}" for s, n in sorted(statuses.items()))
        print(f"# {path.name}: {len(rows)} puzzles ({names})")
        chosen = sorted(candidates.values(), key=lambda r: -r[2])[: args.top]
        chosen += [r for r in sorted(candidates.values(), key=lambda r: -r[3])[: args.top] if r not in chosen]
        for puzzle, status, guesses, elapsed in chosen:
            print(f"{puzzle}  # {guesses} guesses, {elapsed * 1e6:.0f} us, status {status}")
        if args.first_row_blank:
            first_row_blank(lib, rows, args.top)


def first_row_blank(lib, rows, top):
    """Relabels the solved puzzles whose first row is blank so that the
    solution's first row reads 987654321: the order that costs a solver
    trying digits in ascending order the most. Prints the hardest."""
    found = []
    for puzzle, status, _, _ in rows:
        if status != 0 or puzzle[:9] != "." * 9:
            continue
        grid = ctypes.create_string_buffer(puzzle.encode(), 81)
        lib.sudoku_solve_ex(grid, None, None)
        solution = grid.raw[:81].decode()
        relabel = {solution[i]: str(9 - i) for i in range(9)}
        relabelled = "".join(relabel.get(c, c) for c in puzzle)
        status, guesses, _ = solve(lib, relabelled)
        found.append((guesses, relabelled))
    for guesses, puzzle in sorted(found, reverse=True)[:top]:
        print(f"{puzzle}  # first row blank, solution 987654321...: {guesses} guesses")

if __name__ == "__main__":
    main()
