"""The plain Python package without Spark, for the README's comparison:
puzzles per second on one core, solving with one solve_batch call per
10,000 puzzles (threads=1), then rating each solved puzzle.

    python plain_throughput.py FILE...
"""

import sys
import time

import libsudoku

import native
from partition import CHUNK


def main(paths) -> int:
    puzzles = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            puzzles += [l.split()[0] for l in f if l.strip() and not l.startswith("#")]
    start = time.process_time()
    solved = []
    for i in range(0, len(puzzles), CHUNK):
        chunk = puzzles[i : i + CHUNK]
        results = libsudoku.solve_batch(chunk, threads=1)
        solved += [p for p, r in zip(chunk, results) if isinstance(r, str)]
    solve_s = time.process_time() - start
    start = time.process_time()
    for puzzle in solved:
        native.rate(puzzle)
    rate_s = time.process_time() - start
    n = len(puzzles)
    print(f"{n} puzzles: solve_batch {n / solve_s:,.0f} puzzles/s; "
          f"solve and rate {n / (solve_s + rate_s):,.0f} puzzles/s (CPU time, one core)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
