"""Deduplicate Sudoku collections on Apache Spark with libsudoku's canonical
forms: keep the first puzzle of each class of equivalent puzzles.

    spark-submit dedupe_spark.py FILE... --output OUT.parquet [--pattern]

Two puzzles are equivalent when one is a transform of the other (bands,
rows in a band, stacks, columns in a stack, transpose, relabelling): when
libsudoku.canonical gives them the same form, which is the key. Input order
is the order of the files as given, then of their lines (one puzzle a line,
its first field; '#' lines and blank lines skipped), as `sudoku dedupe`
reads them; unreadable puzzles are skipped. The Parquet has one row per
class: source (the file's name), line (0-based, among the file's lines),
puzzle (the class's first, as read), form, and size (the class's puzzles).
"""

import argparse
import os
import sys
import time

from pyspark.sql import SparkSession
from pyspark.sql import functions as F
from pyspark.sql.types import LongType, StringType, StructField, StructType

KEYED = StructType(
    [
        StructField("form", StringType(), False),
        StructField("file", LongType(), False),
        StructField("line", LongType(), False),
        StructField("source", StringType(), False),
        StructField("puzzle", StringType(), False),
    ]
)


def keyed_lines(spark, paths, pattern=False):
    """(form, file, line, source, puzzle) for every readable puzzle: file and
    line give input order (textFile's partitions follow the file's bytes,
    so zipWithIndex numbers lines in order)."""

    def forms(records):
        # Imported on the executor, where the package is installed.
        import libsudoku

        for file, line, source, text in records:
            puzzle = text.split()[0]
            try:
                form = libsudoku.canonical(puzzle, pattern=pattern).form
            except libsudoku.SudokuError:
                continue
            yield (form, file, line, source, puzzle)

    sc = spark.sparkContext
    parts = []
    for file, path in enumerate(paths):
        source = os.path.basename(path)
        lines = sc.textFile(path).zipWithIndex()
        parts.append(
            lines.map(lambda pair, file=file, source=source: (file, pair[1], source, pair[0].strip()))
            .filter(lambda r: r[3] and not r[3].startswith("#"))
        )
    return sc.union(parts).mapPartitions(forms).toDF(KEYED)


def dedupe_frame(keyed):
    """One row per form: its first puzzle in input order, and the class's size."""
    first = F.min(F.struct("file", "line", "source", "puzzle")).alias("first")
    classes = keyed.groupBy("form").agg(first, F.count(F.lit(1)).alias("size"))
    return classes.select("first.source", "first.line", "first.puzzle", "form", "size")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("inputs", nargs="+", help="text files, one puzzle a line")
    parser.add_argument("--output", required=True, help="Parquet folder to write")
    parser.add_argument("--pattern", action="store_true", help="key on the pattern form (givens' positions)")
    args = parser.parse_args(argv)

    spark = SparkSession.builder.appName("libsudoku dedupe").getOrCreate()
    start = time.perf_counter()
    dedupe_frame(keyed_lines(spark, args.inputs, args.pattern)).write.mode("overwrite").parquet(args.output)
    written = spark.read.parquet(args.output)
    classes, puzzles = written.count(), written.agg(F.sum("size")).first()[0] or 0
    print(
        f"libsudoku dedupe on Spark: {puzzles} puzzles, {classes} classes to {args.output} "
        f"in {time.perf_counter() - start:.2f} s",
        file=sys.stderr,
    )
    spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
