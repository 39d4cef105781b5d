"""The plain Python package without Spark, for the README's comparison:
puzzles per second on one core, by CPU time and by wall time, solving with
one solve_batch call per 10,000 puzzles (threads=1), then rating each
solved puzzle.

    python plain_throughput.py FILE...
"""

import sys
import time

import libsudoku

from partition import CHUNK


def main(paths) -> int:
    puzzles = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            puzzles += [l.split()[0] for l in f if l.strip() and not l.startswith("#")]
    wall = time.perf_counter()
    start = time.process_time()
    solved = []
    for i in range(0, len(puzzles), CHUNK):
        chunk = puzzles[i : i + CHUNK]
        results = libsudoku.solve_batch(chunk, threads=1)
        solved += [p for p, r in zip(chunk, results) if isinstance(r, str)]
    solve_s = time.process_time() - start
    solve_wall = time.perf_counter() - wall
    wall = time.perf_counter()
    start = time.process_time()
    for puzzle in solved:
        libsudoku.rate(puzzle)
    rate_s = time.process_time() - start
    rate_wall = time.perf_counter() - wall
    n = len(puzzles)
    print(
        f"{n} puzzles on one core, CPU time (wall time): solve_batch {n / solve_s:,.0f} "
        f"({n / solve_wall:,.0f}) puzzles/s; solve and rate {n / (solve_s + rate_s):,.0f} "
        f"({n / (solve_wall + rate_wall):,.0f}) puzzles/s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
