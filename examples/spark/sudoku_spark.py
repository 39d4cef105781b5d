"""Solve, rate and generate Sudoku puzzles on Apache Spark with libsudoku.

    spark-submit sudoku_spark.py solve FILE_OR_DIR... --output OUT.parquet
    spark-submit sudoku_spark.py generate --count N --output OUT.parquet

`solve` reads text files (one puzzle a line, its first 81 characters; '#'
lines and blank lines skipped), `generate` makes N puzzles from seeds
SEED..SEED+N-1. Both write Parquet with one row per puzzle: source (the
file's name, or "seed N"), puzzle, status, solution, rating,
rating_is_lower_bound (see partition.py). Each partition calls the library
once per 10,000 puzzles. README.md says how to run it on a cluster.
"""

import argparse
import os
import sys
import time

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F
from pyspark.sql.types import BooleanType, DoubleType, StringType, StructField, StructType

SCHEMA = StructType(
    [
        StructField("source", StringType(), False),
        StructField("puzzle", StringType(), False),
        StructField("status", StringType(), False),
        StructField("solution", StringType(), True),
        StructField("rating", DoubleType(), True),
        StructField("rating_is_lower_bound", BooleanType(), True),
    ]
)


def read_puzzles(spark: SparkSession, paths) -> DataFrame:
    """(source, puzzle): the first field of every line that is not blank or a comment."""
    lines = spark.read.text(list(paths)).select(
        F.element_at(F.split(F.input_file_name(), "/"), -1).alias("source"),
        F.trim(F.col("value")).alias("line"),
    )
    lines = lines.where((F.col("line") != "") & ~F.col("line").startswith("#"))
    return lines.select("source", F.split(F.col("line"), r"\s+").getItem(0).alias("puzzle"))


def solve_frame(
    frame: DataFrame, column: str = "puzzle", source: str = "source", rate: bool = True, budget: int = 0
) -> DataFrame:
    """The rows of partition.py for a DataFrame column of puzzles."""

    def work(rows):
        # Imported on the executor, where the package is installed.
        import partition

        return partition.solve_partition(((r[0], r[1]) for r in rows), rate=rate, budget=budget)

    pairs = frame.select(F.col(source).cast("string"), F.col(column))
    return pairs.rdd.mapPartitions(work).toDF(SCHEMA)


def solve_frame_arrow(
    frame: DataFrame, column: str = "puzzle", source: str = "source", rate: bool = True, budget: int = 0
) -> DataFrame:
    """As solve_frame, through mapInArrow: the same partition function, fed
    Arrow record batches (up to 10,000 rows each, Spark's default) instead
    of rows one by one. Needs pyarrow on the executors; much less of
    Spark's own cost per row (README.md)."""

    def work(batches):
        import pyarrow as pa

        import partition

        for batch in batches:
            pairs = zip(batch.column(0).to_pylist(), batch.column(1).to_pylist())
            columns = list(zip(*partition.solve_partition(pairs, rate=rate, budget=budget))) or [()] * len(SCHEMA)
            yield pa.RecordBatch.from_arrays(
                [pa.array(values, type=pa_type) for values, pa_type in zip(columns, _arrow_types())],
                names=SCHEMA.names,
            )

    pairs = frame.select(F.col(source).cast("string"), F.col(column))
    return pairs.mapInArrow(work, SCHEMA)


def _arrow_types():
    import pyarrow as pa

    return [pa.string(), pa.string(), pa.string(), pa.string(), pa.float64(), pa.bool_()]


def generate_frame(spark, count, seed, partitions, symmetry=0, min_rating=0, max_rating=0, rate=True, budget=0):
    """Rows for `count` puzzles generated from seeds seed..seed+count-1."""

    def work(seeds):
        import partition

        return partition.generate_partition(seeds, symmetry, min_rating, max_rating, rate, budget)

    seeds = spark.sparkContext.range(seed, seed + count, numSlices=partitions)
    return seeds.mapPartitions(work).toDF(SCHEMA)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    solve = sub.add_parser("solve", help="solve and rate the puzzles of text files")
    solve.add_argument("inputs", nargs="+", help="text files or folders of them")
    generate = sub.add_parser("generate", help="generate, solve and rate puzzles")
    generate.add_argument("--count", type=int, required=True)
    generate.add_argument("--seed", type=int, default=0)
    generate.add_argument("--symmetry", type=int, default=0, help="a SUDOKU_SYMMETRY_* value")
    generate.add_argument("--min-rating", type=int, default=0, help="tenths, as sudoku_rate gives ER")
    generate.add_argument("--max-rating", type=int, default=0)
    for command in (solve, generate):
        command.add_argument("--output", required=True, help="Parquet folder to write")
        command.add_argument("--partitions", type=int, default=0, help="repartition into this many (0: as read)")
        command.add_argument("--no-rating", action="store_true", help="solve only")
        command.add_argument(
            "--rating-budget",
            type=int,
            default=0,
            help="guess budget of each rating (libsudoku.rate's budget; 0: none): "
            "bounds the chain search of the hardest puzzles; a rating cut off is null",
        )
    solve.add_argument("--arrow", action="store_true", help="mapInArrow instead of mapPartitions (needs pyarrow)")
    args = parser.parse_args(argv)

    spark = SparkSession.builder.appName(f"libsudoku {args.command}").getOrCreate()
    # The executors import partition.py from beside this file.
    here = os.path.dirname(os.path.abspath(__file__))
    spark.sparkContext.addPyFile(os.path.join(here, "partition.py"))
    rate = not args.no_rating
    start = time.perf_counter()
    if args.command == "solve":
        frame = read_puzzles(spark, args.inputs)
        if args.partitions:
            frame = frame.repartition(args.partitions)
        rows = (solve_frame_arrow if args.arrow else solve_frame)(frame, rate=rate, budget=args.rating_budget)
    else:
        partitions = args.partitions or spark.sparkContext.defaultParallelism
        rows = generate_frame(
            spark, args.count, args.seed, partitions, args.symmetry, args.min_rating, args.max_rating, rate,
            args.rating_budget,
        )
    rows.write.mode("overwrite").parquet(args.output)
    elapsed = time.perf_counter() - start
    written = spark.read.parquet(args.output).count()
    cores = spark.sparkContext.defaultParallelism
    print(
        f"libsudoku on Spark: {written} rows to {args.output} in {elapsed:.2f} s on {cores} cores: "
        f"{written / elapsed / cores:,.0f} puzzles/s per core",
        file=sys.stderr,
    )
    spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
