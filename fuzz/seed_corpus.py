#!/usr/bin/env python3
"""Writes the fuzzers' seed corpus, fuzz/corpus/<target>/, from the puzzle
samples in tests/data: real puzzles of every class, so that the fuzzers start
from grids the solver has to work on, not from bytes the parser refuses.

Deterministic, and cheap enough to run before every fuzzing session; the
corpus is not committed (the fuzzers add their own finds to it).

usage: fuzz/seed_corpus.py [--per-file 12]
"""
import argparse
import hashlib
import json
import pathlib

fuzz = pathlib.Path(__file__).resolve().parent
data = fuzz.parent / "tests" / "data"


def puzzles(path):
    for line in path.read_text().splitlines():
        line = line.strip()
        if len(line) == 81 and not line.startswith("#"):
            yield line.encode()


def pick(per_file):
    """Evenly spaced puzzles of each sample file, and all crafted ones."""
    chosen = []
    for path in sorted(data.glob("*.txt")):
        every = list(puzzles(path))
        if path.name == "adversarial.txt":
            chosen += every
        else:
            step = max(1, len(every) // per_file)
            chosen += every[::step][:per_file]
    return chosen


def nine_lines(p, end=b"\n"):
    return b"".join(p[i : i + 9] + end for i in range(0, 81, 9))


def boxed(p):
    border = b"+-------+-------+-------+\n"
    out = border
    for r in range(9):
        row = p[r * 9 : r * 9 + 9].replace(b".", b"_")
        out += b"| " + b" | ".join(b" ".join(row[i : i + 3][j : j + 1] for j in range(3)) for i in (0, 3, 6)) + b" |\n"
        if r % 3 == 2:
            out += border
    return out


def write(target, seeds):
    folder = fuzz / "corpus" / target
    folder.mkdir(parents=True, exist_ok=True)
    for seed in seeds:
        # Named by content, as libFuzzer names its own finds.
        (folder / hashlib.sha1(seed).hexdigest()).write_bytes(seed)
    print(f"{target}: {len(seeds)} seeds in {folder}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--per-file", type=int, default=12)
    args = parser.parse_args()
    chosen = pick(args.per_file)
    solution = b"534678912672195348198342567859761423426853791713924856961537284287419635345286179"

    grids = chosen + [solution, b"." * 81]
    # Raw-bytes variants: a bad character and a NUL in otherwise real grids.
    raw = [p[:40] + b"a" + p[41:] + b"\x01" for p in chosen[:8]]
    raw += [p[:80] + b"\x00" + b"\x01" for p in chosen[8:16]]
    write("solve", grids + raw)
    # Every crafted worst case, and the sample puzzles: where slow grids hide.
    write("unbounded", grids)

    # Limits 1, 2, 3, 16 and 0 after a flags byte.
    write("count", [p + b"\x00" + bytes([limit]) for p in grids[::2] for limit in (1, 2, 3, 16, 0)] + raw)

    # The canon target: a puzzle, a flags byte, then 28 transform bytes: the
    # identity, one with a transpose and band moves, and one that is none.
    identity = bytes([0, *range(9), *range(9), *range(1, 10)])
    moved = bytes([1, 3, 5, 4, 0, 2, 1, 8, 6, 7, 2, 1, 0, 6, 7, 8, 3, 5, 4, 9, 1, 8, 2, 7, 3, 6, 4, 5])
    write("canon", [p + b"\x00" + t for p in grids[::2] for t in (identity, moved, b"\x02" * 28)] + raw)

    # Tails for sudoku_solve_ex (see fuzz_targets/solve_ex.rs): default
    # options and report; first mode; a budget of 1; short structs; NULLs.
    def tail(flags, osize, mode, budget, rsize):
        return bytes([flags, osize, mode, 0, 0, 0, budget, 0, 0, 0, 0, 0, 0, 0, rsize])

    tails = [
        tail(0, 16, 0, 0, 24),
        tail(0, 16, 1, 0, 24),
        tail(0, 16, 0, 1, 24),
        tail(0, 40, 1, 3, 48),
        tail(0, 8, 0, 0, 24),
        tail(0, 16, 2, 0, 24),
        tail(0, 16, 0, 0, 12),
        tail(2, 0, 0, 0, 24),
        tail(6, 0, 0, 0, 0),
        tail(8, 16, 0, 0, 24),
    ]
    write("solve_ex", [p + t for p in grids[::3] for t in tails])

    texts = []
    for p in chosen[::2]:
        texts += [p, nine_lines(p), nine_lines(p, b"\r\n"), boxed(p), p.replace(b".", b"0")]
    texts += [b"", solution[:80], solution + b"1", solution[:40] + b"?" + solution[41:]]
    write("parse", texts)

    write("batch", [b"".join(chosen[i : i + n]) for n in (1, 2, 3, 4) for i in range(0, len(chosen) - n, 7)])

    # The logic target (fuzz_targets/logic.rs): a puzzle, flags, then a
    # player's grid (bytes below 64 keep the puzzle's cell) and marks.
    def marks(p):
        out = b""
        for cell in range(81):
            out += (0x1FF if p[cell : cell + 1] == b"." else 0).to_bytes(2, "little")
        return out

    logic = []
    for p in grids[::2]:
        logic.append(p)
        logic.append(p + bytes([0]))
        logic.append(p + bytes([2 | 4 | 8]) + bytes(81) + marks(p) + bytes([3 + 8]))
        logic.append(p + bytes([2]) + bytes(40) + b"\xc5" + bytes(40))
    write("logic", logic)

    # The hodoku target (fuzz_targets/hodoku.rs): a puzzle, flags (bit 1 a
    # player's grid, bit 2 the SE scale, bits 3-4 the hint level), the grid.
    write("hodoku", [p + bytes([f]) + bytes(81) for p in grids[::4] for f in (8, 16 | 2, 24 | 4)])

    # The generate target (fuzz_targets/generate.rs): flags, seed, fields.
    def options(flags, seed, symmetry, minimal, lo, hi, rlo, rhi, budget, extra=b""):
        return bytes([flags]) + seed.to_bytes(8, "little") + bytes([symmetry, 0, 0, 0, minimal, lo, hi, rlo, rhi, budget, 0]) + extra

    pattern = bytes(1 if c != "." else 0 for c in "..1.......7.41..3...67..1...3........841..........29842..3...7....6.9..8.68.7....")
    write("generate", [
        options(0, 0, 0, 1, 0, 0, 0, 0, 5),
        options(32, 7, 1, 1, 0, 0, 0, 0, 5),
        options(0, 3, 9, 0, 20, 40, 0, 0, 5),
        options(16, 11, 0, 1, 0, 0, 10, 30, 5),
        options(1, 0, 0, 0, 0, 0, 0, 0, 5, pattern),
        options(1 | 2, 0, 0, 1, 0, 0, 0, 0, 5, b"x" * 81),
        options(4, 1, 0, 1, 0, 0, 0, 0, 5),
        options(64, 1, 0, 1, 0, 0, 0, 0, 5),
        options(8, 1, 12, 1, 0, 0, 0, 0, 5),
    ])

    # The variant targets: f-puzzles JSON and export strings of the samples
    # (tests/data/variants), compact and classic lines for variant_text;
    # sizes, flags and a few givens for variant_solve; a size and a cage, a
    # region and a dot for variant_builder.
    variants = data / "variants"
    records = [json.loads(line) for line in (variants / "sample.jsonl").read_text().splitlines()]
    exports = [json.loads(line) for line in (variants / "lzstring.jsonl").read_text().splitlines()]
    texts = [json.dumps(r["puzzle"]).encode() for r in records[::3]]
    texts += [e["base64"].encode() for e in exports[:6]]
    texts += [b"6/3x2+x 1" + b"." * 30 + b"4.....", b"9+antiknight+nonconsecutive 5" + b"." * 79 + b"3", solution]
    write("variant_text", texts)
    write("variant_solve", [bytes([size, flags, 40]) + b"\x01\x00\x02" * 20 for size in range(10) for flags in (0, 1, 4, 16)])
    # variant_logic: the X puzzles SukakuExplainer rated (size index 3 is
    # 9, flag bit 0 is +x), as givens and, for the first, as pencil marks.
    rated = [line.split("\t") for line in (variants / "sukaku_rated.tsv").read_text().splitlines()
             if line and not line.startswith("#") and line.startswith("x\t")]
    cells = [bytes(0 if c == "." else int(c) for c in row[1]) for row in rated]
    masks = b"".join((0x1FF if v == 0 else 1 << (v - 1)).to_bytes(4, "little") for v in cells[0])
    write("variant_logic", [bytes([3, 1, mode, 40]) + grid for grid in cells for mode in (0, 14)]
          + [bytes([3, 1, 15, 40]) + masks])
    cage = bytes([2, 2, 0, 0, 1, 0, 3])
    region = bytes([0, 4, 0, 0, 1, 0, 4, 0, 5, 0])
    dot = bytes([4, 2, 0, 0, 1, 0, 1, 2])
    write("variant_builder", [bytes([size, 0, 0]) + ops for size in (0, 2, 5, 12) for ops in (b"", cage, region + cage, dot * 3)])


if __name__ == "__main__":
    main()
