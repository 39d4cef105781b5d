"""Checks the Parquet that dedupe_spark.py wrote against `sudoku dedupe` on
the same input, read back with pyarrow rather than Spark: the same puzzles
kept, in the same order, and the same class sizes.

    python check_dedupe.py OUT.parquet SUDOKU_COMMAND FILE...

Prints "spark-dedupe: N passed, M failed"; exits 1 on any difference.
"""

import os
import re
import subprocess
import sys
from collections import Counter

import pyarrow.parquet as pq


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    folder, command, inputs = argv[0], argv[1], argv[2:]
    rows = pq.read_table(folder).to_pylist()
    # Input order: the files as given (the rows name them by base name),
    # then their lines.
    file_of = {os.path.basename(path): i for i, path in enumerate(inputs)}
    rows.sort(key=lambda r: (file_of[r["source"]], r["line"]))
    got = [r["puzzle"] for r in rows]
    got_sizes = dict(Counter(r["size"] for r in rows))

    done = subprocess.run([command, "dedupe", *inputs], capture_output=True, text=True, check=True)
    want = [line.split()[0] for line in done.stdout.splitlines() if line.strip()]
    # "N puzzles, K classes: A of size 1, B of size 2" on standard error.
    summary = done.stderr.strip().splitlines()[-1]
    want_sizes = {int(size): int(n) for n, size in re.findall(r"(\d+) of size (\d+)", summary)}

    same = got == want
    print(f"{'ok' if same else 'FAILED'}: kept {len(got)} puzzles, sudoku dedupe {len(want)}, in the same order")
    for i, (a, b) in enumerate(zip(got, want)):
        if a != b:
            print(f"  first difference, puzzle {i}: {a} (Spark) vs {b} (sudoku dedupe)")
            break
    sizes_same = got_sizes == want_sizes
    print(f"{'ok' if sizes_same else 'FAILED'}: classes by size {sorted(got_sizes.items())}; sudoku dedupe: {summary}")
    # An input without repeats would leave the keys untested.
    results = [same and len(got) > 0, sizes_same and max(got_sizes, default=0) > 1]
    failed = results.count(False)
    print(f"spark-dedupe: {len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
