#!/usr/bin/env python3
"""Writes tests/data/<file> samples from ../shared/data: every puzzle of the
small files, 1,000 evenly spaced puzzles of the large ones. Deterministic, so
re-running it reproduces the committed files."""
import pathlib
import sys

SAMPLE = 1000
root = pathlib.Path(__file__).resolve().parent.parent
source = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root.parent / "shared" / "data"
for path in sorted(source.glob("*.txt")):
    lines = path.read_text().splitlines()
    puzzles = [line.strip() for line in lines if line.strip() and not line.startswith("#")]
    step = max(1, len(puzzles) // SAMPLE)
    chosen = puzzles[::step][:SAMPLE]
    header = f"# {len(chosen)} of the {len(puzzles)} puzzles of {path.name} (every {step}th), by scripts/sample-data.py\n"
    (root / "tests" / "data" / path.name).write_text(header + "\n".join(chosen) + "\n")
    print(f"{path.name}: {len(chosen)} of {len(puzzles)}")
