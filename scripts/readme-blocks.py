#!/usr/bin/env python3
"""Runs the fenced code blocks of a Markdown file as the comment before each
says, so that the file's commands and programs stay true:

    <!-- test: file PATH -->     the block is written to PATH (in the work folder)
    <!-- test: run -->           the block runs in bash (set -euo pipefail), in
                                 the work folder; its standard output is kept
    <!-- test: output -->        the block is exactly the last run's output
    <!-- test: output head -->   the block is the first lines of that output
    <!-- test: output tail -->   the block is the last lines of that output
    <!-- test: skip REASON -->   not run, for the reason given

Every fenced block needs one of them: a block without is a failure, so
that a new block cannot go untested by accident. Blocks run in order, file
after file, in one work folder. Usage: readme-blocks.py WORKDIR FILE...
(FILE relative to WORKDIR). Prints one line per block and closes with
'readme: N passed, N failed'; the exit status is 1 when any block failed.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional

MARKER = re.compile(r"^<!-- test: (file|run|output|skip)(?: (.*?))? -->$")
FENCE = re.compile(r"^(```+)(.*)$")


@dataclass
class Block:
    line: int  # the line of the opening fence, from 1
    info: str  # the fence's info string ("sh", "c", ...)
    text: str
    action: Optional[str]
    argument: str


def blocks(markdown: str) -> List[Block]:
    """The fenced blocks, each with the marker on the line before it."""
    found = []
    lines = markdown.split("\n")
    i = 0
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if not fence:
            i += 1
            continue
        ticks, info = fence.group(1), fence.group(2).strip()
        start = i
        body = []
        i += 1
        while i < len(lines) and lines[i].rstrip() != ticks:
            body.append(lines[i])
            i += 1
        if i == len(lines):
            raise SystemExit(f"line {start + 1}: the block is never closed")
        marker = MARKER.match(lines[start - 1]) if start > 0 else None
        found.append(
            Block(
                line=start + 1,
                info=info,
                text="\n".join(body) + "\n",
                action=marker.group(1) if marker else None,
                argument=(marker.group(2) or "") if marker else "",
            )
        )
        i += 1
    return found


def run(block: Block, workdir: Path) -> subprocess.CompletedProcess:
    script = "set -euo pipefail\n" + block.text
    return subprocess.run(
        ["bash", "-c", script], cwd=workdir, stdout=subprocess.PIPE, text=True
    )


def main() -> int:
    workdir = Path(sys.argv[1])
    passed = failed = skipped = 0
    last_output: Optional[str] = None
    where = ""

    def report(ok: bool, block: Block, what: str) -> None:
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
        print(f"{'ok' if ok else 'FAILED'}: {where}:{block.line}: {what}", flush=True)

    for where in sys.argv[2:]:
        print(f"== {where}", flush=True)
        last_output = None
        for block in blocks((workdir / where).read_text(encoding="utf-8")):
            if block.action is None:
                report(False, block, f"a ```{block.info} block without a '<!-- test: ... -->' line before it")
            elif block.action == "skip":
                skipped += 1
                if not block.argument:
                    report(False, block, "skipped without a reason")
                else:
                    print(f"skipped: {where}:{block.line}: {block.argument}", flush=True)
            elif block.action == "file":
                target = workdir / block.argument
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(block.text, encoding="utf-8")
                report(True, block, f"wrote {block.argument}")
            elif block.action == "run":
                lines = block.text.strip().split("\n")
                print(f"$ {lines[0]}{' ...' if len(lines) > 1 else ''}", flush=True)
                started = time.monotonic()
                done = run(block, workdir)
                seconds = time.monotonic() - started
                sys.stdout.write(done.stdout)
                last_output = done.stdout
                # The seconds say which blocks make the readme check long.
                report(done.returncode == 0, block, f"run (exit status {done.returncode}, {seconds:.0f} s)")
            elif block.action == "output":
                check_output(block, last_output, report)
    print(f"({skipped} blocks skipped, each with its reason)")
    print(f"readme: {passed} passed, {failed} failed")
    return 1 if failed else 0


def check_output(block: Block, last_output: Optional[str], report) -> None:
    """An output block against the output of the last run block."""
    if last_output is None:
        report(False, block, "an output block with no run before it")
        return
    wanted = block.text.count("\n")
    lines = last_output.splitlines(keepends=True)
    if block.argument == "head":
        got, what = "".join(lines[:wanted]), "the first lines of the output above"
    elif block.argument == "tail":
        got, what = "".join(lines[-wanted:]), "the last lines of the output above"
    elif block.argument == "":
        got, what = last_output, "the output above"
    else:
        report(False, block, f"unknown output kind {block.argument!r}")
        return
    if got != block.text:
        print(f"expected:\n{block.text}got:\n{got}", end="")
    report(got == block.text, block, what)


if __name__ == "__main__":
    sys.exit(main())
