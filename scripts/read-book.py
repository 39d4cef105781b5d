#!/usr/bin/env python3
"""Reads a `sudoku book` PDF back as a person would check it, with poppler's
pdftotext, and compares it with the puzzles it was made from.

    read-book.py BOOK.PDF PER_PAGE TITLED PUZZLES SOLUTIONS RATINGS

PUZZLES, SOLUTIONS and RATINGS hold one line per puzzle, in book order: the
81-character puzzle, its solution (from `sudoku solve`) and its ER (from
`sudoku rate`). TITLED is 1 when the book has a title page.

Each grid is found from its caption: "#N" starts at the grid's left edge and
the caption's last word ends at its right edge (the book sets them so), the
grid's top is just under the caption. Every single-digit word inside is put
in the cell under its centre; the puzzle pages must show exactly the givens,
the answer pages exactly the solution, and the captions the right number
and rating. For books of one puzzle a page, `pdftotext -layout` must also
give each grid's rows of givens in order. Prints what differs; exits 1 if
anything does.
"""

import math
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/1999/xhtml}"


def words_by_page(pdf):
    """[(xMin, yMin, xMax, yMax, text)] for each page, in points."""
    xhtml = subprocess.run(
        ["pdftotext", "-bbox", pdf, "-"], check=True, capture_output=True, text=True
    ).stdout
    root = ET.fromstring(xhtml)
    pages = []
    for page in root.iter(NS + "page"):
        pages.append(
            [
                tuple(float(w.get(k)) for k in ("xMin", "yMin", "xMax", "yMax")) + (w.text or "",)
                for w in page.iter(NS + "word")
            ]
        )
    return pages


def grids(words):
    """{N: (caption words after "#N", {(row, col): digit})} for a page."""
    found = {}
    captions = [w for w in words if re.fullmatch(r"#\d+", w[4])]
    for cap in captions:
        line = [w for w in words if abs(w[1] - cap[1]) < 0.5 and w[0] >= cap[0]]
        # The caption ends where the next grid's caption starts on the line.
        later = [w[0] for w in captions if abs(w[1] - cap[1]) < 0.5 and w[0] > cap[0]]
        if later:
            line = [w for w in line if w[0] < min(later)]
        line.sort()
        left, right, top = cap[0], max(w[2] for w in line), cap[3]
        cell = (right - left) / 9
        digits = {}
        for w in words:
            if not re.fullmatch(r"[1-9]", w[4]):
                continue
            x, y = (w[0] + w[2]) / 2, (w[1] + w[3]) / 2
            if left < x < right and top < y < top + 9 * cell:
                where = (math.floor((y - top) / cell), math.floor((x - left) / cell))
                if where in digits:
                    raise SystemExit(f"{cap[4]}: two digits in cell {where}")
                digits[where] = w[4]
        found[int(cap[4][1:])] = ([w[4] for w in line[1:]], digits)
    return found


def main():
    pdf, per_page, titled = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"
    read = lambda path: [l.strip() for l in open(path) if l.strip()]
    puzzles, solutions, ratings = (read(p) for p in sys.argv[4:7])
    n = len(puzzles)
    pages = words_by_page(pdf)
    problems = []
    first = 1 if titled else 0
    puzzle_pages = math.ceil(n / per_page)
    # The puzzles, per_page to a page, numbered in order.
    for p in range(puzzle_pages):
        shown = grids(pages[first + p])
        want = list(range(p * per_page + 1, min(n, (p + 1) * per_page) + 1))
        if sorted(shown) != want:
            problems.append(f"page {first + p + 1}: puzzles {sorted(shown)}, expected {want}")
            continue
        for number in want:
            puzzle = puzzles[number - 1]
            givens = {(i // 9, i % 9): d for i, d in enumerate(puzzle) if d in "123456789"}
            caption, digits = shown[number]
            if digits != givens:
                problems.append(f"puzzle #{number}: the givens read back differ from {puzzle}")
            if not caption or caption[-1] != ratings[number - 1]:
                problems.append(f"puzzle #{number}: caption {caption}, expected ER {ratings[number - 1]}")
    # The answers: every number once, in order, each the solution.
    answers = {}
    order = []
    for page in pages[first + puzzle_pages :]:
        shown = grids(page)
        order += sorted(shown)
        answers.update(shown)
    if order != list(range(1, n + 1)):
        problems.append(f"answers numbered {order[:5]}...{order[-5:]}, expected 1..{n}")
    for number, (caption, digits) in answers.items():
        if number > n:
            continue
        solution = solutions[number - 1]
        if digits != {(i // 9, i % 9): d for i, d in enumerate(solution)}:
            problems.append(f"answer #{number}: the digits read back differ from {solution}")
    # Pages: the title, the puzzles, then answer pages, all full but the last.
    counts = [len(grids(page)) for page in pages[first + puzzle_pages :]]
    if not counts or any(c != counts[0] for c in counts[:-1]) or not 0 < counts[-1] <= counts[0]:
        problems.append(f"answers a page: {counts}")
    else:
        expected = first + puzzle_pages + math.ceil(n / counts[0])
        info = subprocess.run(["pdfinfo", pdf], check=True, capture_output=True, text=True).stdout
        got = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
        if got != expected or len(pages) != expected:
            problems.append(f"pdfinfo says {got} pages, expected {expected}")
    if per_page == 1:
        problems += layout_rows(pdf, first, puzzles)
    for problem in problems[:20]:
        print(problem)
    print(f"{pdf}: {len(pages)} pages, {n} puzzles on {puzzle_pages}, {len(answers)} answers, {len(problems)} problems")
    sys.exit(1 if problems else 0)


def layout_rows(pdf, first, puzzles):
    """One puzzle a page: pdftotext -layout gives each row's givens in order."""
    problems = []
    for i, puzzle in enumerate(puzzles):
        page = first + i + 1
        text = subprocess.run(
            ["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
            check=True, capture_output=True, text=True,
        ).stdout
        rows = [l.split() for l in text.splitlines() if re.fullmatch(r"[1-9 ]+", l.strip() or "x")]
        if rows and rows[-1] == [str(page)]:
            rows.pop()  # the page number
        want = [list(r) for r in (puzzle[k:k + 9].replace(".", "").replace("0", "") for k in range(0, 81, 9)) if r]
        if rows != want:
            problems.append(f"page {page} (-layout): rows {rows}, expected {want}")
    return problems


if __name__ == "__main__":
    main()
