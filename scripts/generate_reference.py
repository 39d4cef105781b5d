#!/usr/bin/env python3
"""An independent implementation of the generator as docs/GENERATE.md
specifies it, in plain Python with its own backtracking counter: it must
reproduce every line of tests/data/generate/golden.txt, which the library
is tested against too. Shows that the documentation alone is enough to get
the library's puzzles from their seeds.

Usage: generate_reference.py [GOLDEN_FILE]
"""
import sys

M64 = (1 << 64) - 1


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M64


class Rng:
    """xoshiro256**, its state from four SplitMix64 outputs of the seed."""

    def __init__(self, seed):
        state = seed & M64
        self.s = []
        for _ in range(4):
            state = (state + 0x9E3779B97F4A7C15) & M64
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
            self.s.append(z ^ (z >> 31))

    def next_u64(self):
        s = self.s
        result = (rotl((s[1] * 5) & M64, 7) * 9) & M64
        t = (s[1] << 17) & M64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def below(self, n):
        product = (self.next_u64() >> 32) * n
        if product & 0xFFFFFFFF < n:
            threshold = (2**32 - n) % n
            while product & 0xFFFFFFFF < threshold:
                product = (self.next_u64() >> 32) * n
        return product >> 32

    def shuffle(self, items):
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def peers_of(cell):
    r, c = divmod(cell, 9)
    out = set()
    for i in range(9):
        out.add(9 * r + i)
        out.add(9 * i + c)
        out.add(9 * (3 * (r // 3) + i // 3) + 3 * (c // 3) + i % 3)
    out.discard(cell)
    return sorted(out)


PEERS = [peers_of(cell) for cell in range(81)]


def allowed(grid, cell):
    used = {grid[p] for p in PEERS[cell]}
    return [d for d in range(1, 10) if d not in used]


def fill(rng):
    grid = [0] * 81
    untried = [None] * 81
    cell = 0
    untried[0] = list(range(1, 10))
    while True:
        if not untried[cell]:
            cell -= 1
            grid[cell] = 0
            continue
        grid[cell] = untried[cell].pop(rng.below(len(untried[cell])))
        cell += 1
        if cell == 81:
            return grid
        untried[cell] = allowed(grid, cell)


def line_order(rng):
    groups = [0, 1, 2]
    rng.shuffle(groups)
    lines = []
    for group in groups:
        within = [0, 1, 2]
        rng.shuffle(within)
        lines += [3 * group + k for k in within]
    return lines


def random_grid(rng):
    grid = fill(rng)
    rows, cols = line_order(rng), line_order(rng)
    transpose = rng.below(2) == 1
    out = [0] * 81
    for r in range(9):
        for c in range(9):
            rr, cc = (c, r) if transpose else (r, c)
            out[9 * r + c] = grid[9 * rows[rr] + cols[cc]]
    return out


MAPS = {
    "identity": lambda r, c: (r, c),
    "turn90": lambda r, c: (c, 8 - r),
    "turn180": lambda r, c: (8 - r, 8 - c),
    "turn270": lambda r, c: (8 - c, r),
    "left_right": lambda r, c: (r, 8 - c),
    "top_bottom": lambda r, c: (8 - r, c),
    "diagonal": lambda r, c: (c, r),
    "anti_diagonal": lambda r, c: (8 - c, 8 - r),
}
SYMMETRY_MAPS = [
    ["identity"],
    ["identity", "turn180"],
    ["identity", "turn90", "turn180", "turn270"],
    ["identity", "left_right"],
    ["identity", "top_bottom"],
    ["identity", "diagonal"],
    ["identity", "anti_diagonal"],
    ["identity", "diagonal", "anti_diagonal", "turn180"],
    ["identity", "left_right", "top_bottom", "turn180"],
    list(MAPS),
]


def groups_of(symmetry):
    seen, groups = set(), []
    for cell in range(81):
        if cell not in seen:
            images = {MAPS[m](cell // 9, cell % 9) for m in SYMMETRY_MAPS[symmetry]}
            group = sorted(9 * r + c for r, c in images)
            seen.update(group)
            groups.append(group)
    return groups


def count(grid, limit):
    best = None
    for cell in range(81):
        if grid[cell] == 0:
            free = allowed(grid, cell)
            if best is None or len(free) < len(best[1]):
                best = (cell, free)
                if len(free) < 2:
                    break
    if best is None:
        return 1
    cell, free = best
    found = 0
    for digit in free:
        grid[cell] = digit
        found += count(grid, limit - found)
        grid[cell] = 0
        if found >= limit:
            break
    return found


def remove_givens(solution, symmetry, minimal, min_givens, max_givens, rng):
    groups = groups_of(symmetry)
    order = list(range(len(groups)))
    rng.shuffle(order)
    puzzle, givens = list(solution), 81
    for index in order:
        if not minimal and givens <= max_givens:
            break
        group = groups[index]
        if not minimal and givens - len(group) < min_givens:
            continue
        trial = list(puzzle)
        for cell in group:
            trial[cell] = 0
        if count(list(trial), 2) == 1:
            puzzle, givens = trial, givens - len(group)
    if min_givens <= givens <= max_givens:
        return puzzle
    return None


def generate(seed, symmetry, minimal, min_givens, max_givens):
    """The puzzle and the attempt it came from (no pattern, no rating)."""
    rng = Rng(seed)
    max_givens = max_givens or 81
    attempt = 0
    while True:
        attempt += 1
        solution = random_grid(rng)
        puzzle = remove_givens(solution, symmetry, minimal, min_givens, max_givens, rng)
        if puzzle is not None:
            return "".join(str(d) if d else "." for d in puzzle), attempt


def on_pattern(seed, symmetry, minimal, pattern):
    """The puzzle with givens exactly on the pattern, and its attempt."""
    rng = Rng(seed)
    attempt = 0
    while True:
        attempt += 1
        solution = random_grid(rng)
        puzzle = [d if pattern[cell] == "x" else 0 for cell, d in enumerate(solution)]
        if count(list(puzzle), 2) != 1:
            continue
        removable = False
        if minimal:
            for group in groups_of(symmetry):
                if all(pattern[cell] == "x" for cell in group):
                    trial = [0 if cell in group else d for cell, d in enumerate(puzzle)]
                    if count(trial, 2) == 1:
                        removable = True
                        break
        if not removable:
            return "".join(str(d) if d else "." for d in puzzle), attempt


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "tests/data/generate/golden.txt"
    checked = failed = 0
    for line in open(path):
        fields = line.split()
        if not fields or fields[0].startswith("#"):
            continue
        if fields[0] == "grid":
            seed, want = int(fields[1]), fields[2]
            got = "".join(map(str, random_grid(Rng(seed))))
        elif fields[0] == "pattern":
            seed, symmetry, minimal, attempts = map(int, fields[1:5])
            want = f"{attempts} {fields[6]}"
            puzzle, attempt = on_pattern(seed, symmetry, minimal == 1, fields[5])
            got = f"{attempt} {puzzle}"
        else:
            seed, symmetry, minimal, low, high, attempts = map(int, fields[1:7])
            want = f"{attempts} {fields[7]}"
            puzzle, attempt = generate(seed, symmetry, minimal == 1, low, high)
            got = f"{attempt} {puzzle}"
        checked += 1
        if got != want:
            failed += 1
            print(f"MISMATCH {line.strip()}\n     got {got}")
    print(f"reference: {checked} lines checked, {failed} mismatches")
    return 1 if failed or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
