"""Checks the Parquet that sudoku_spark.py wrote, row by row, against the
plain Python package called one puzzle at a time (libsudoku.solve,
libsudoku.rate, and libsudoku.generate for generated rows), read back with
pyarrow rather than Spark.

    python check_spark.py solved OUT.parquet FILE...
    python check_spark.py generated OUT.parquet --count N [--seed S] [--min-rating A --max-rating B]

Prints what differs, then "spark-rows: N passed, M failed" (one check per
input file, or per generated batch); exits 1 on any difference.
"""

import argparse
import os
import sys
from collections import Counter

import libsudoku
import pyarrow.parquet as pq

COLUMNS = ["source", "puzzle", "status", "solution", "rating", "rating_is_lower_bound"]


def expected_row(source: str, puzzle: str, budget: int):
    try:
        solution, status = libsudoku.solve(puzzle), "OK"
    except libsudoku.SudokuError as err:
        solution, status = None, err.status.name
    er, lower = None, None
    if status == "OK":
        try:
            rating = libsudoku.rate(puzzle, budget=budget)
            er, lower = rating.er, not rating.solved
        except libsudoku.BudgetExhaustedError:
            pass
    return (source, puzzle, status, solution, er, lower)


def puzzles_of(path: str):
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                yield line.split()[0]


def read_rows(folder: str):
    table = pq.read_table(folder, columns=COLUMNS)
    assert table.schema.names == COLUMNS, table.schema
    return [tuple(row[c] for c in COLUMNS) for row in table.to_pylist()]


def compare(name: str, got: list, want: list) -> bool:
    missing = Counter(want) - Counter(got)
    extra = Counter(got) - Counter(want)
    for row, n in list(missing.items())[:10]:
        print(f"{name}: expected but not written ({n}x): {row}")
    for row, n in list(extra.items())[:10]:
        print(f"{name}: written but not expected ({n}x): {row}")
    ok = not missing and not extra and len(got) == len(want) > 0
    print(f"{'ok' if ok else 'FAILED'}: {name}: {len(got)} rows written, {len(want)} expected")
    return ok


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="kind", required=True)
    solved = sub.add_parser("solved")
    solved.add_argument("parquet")
    solved.add_argument("inputs", nargs="+")
    generated = sub.add_parser("generated")
    generated.add_argument("parquet")
    generated.add_argument("--count", type=int, required=True)
    generated.add_argument("--seed", type=int, default=0)
    generated.add_argument("--symmetry", type=int, default=0)
    generated.add_argument("--min-rating", type=int, default=0)
    generated.add_argument("--max-rating", type=int, default=0)
    for kind in (solved, generated):
        kind.add_argument("--rating-budget", type=int, default=0, help="as the job's")
    args = parser.parse_args(argv)

    rows = read_rows(args.parquet)
    results = []
    if args.kind == "solved":
        by_source = {}
        for row in rows:
            by_source.setdefault(row[0], []).append(row)
        for path in args.inputs:
            source = os.path.basename(path)
            want = [expected_row(source, p, args.rating_budget) for p in puzzles_of(path)]
            results.append(compare(source, by_source.pop(source, []), want))
        for source, extra in by_source.items():
            results.append(compare(f"unexpected source {source}", extra, []))
    else:
        want = []
        for seed in range(args.seed, args.seed + args.count):
            puzzle, _ = libsudoku.generate(
                seed,
                symmetry=args.symmetry,
                min_rating=args.min_rating / 10,
                max_rating=args.max_rating / 10,
            )
            row = expected_row(f"seed {seed}", puzzle, args.rating_budget)
            assert row[2] == "OK", row
            if args.min_rating or args.max_rating:
                high = args.max_rating or 10**9
                assert args.min_rating <= round(row[4] * 10) <= high, row
            want.append(row)
        results.append(compare(f"{args.count} generated puzzles", rows, want))
    solved_rows = [row for row in rows if row[2] == "OK"]
    unrated = sum(1 for row in solved_rows if row[4] is None)
    print(f"{len(solved_rows)} rows solved, {unrated} of them not rated (the rating budget ran out)")
    # A budget that cut off every rating would leave nothing compared.
    results.append(unrated < len(solved_rows) or not solved_rows)
    failed = results.count(False)
    print(f"spark-rows: {len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
