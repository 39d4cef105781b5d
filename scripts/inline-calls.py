#!/usr/bin/env python3
"""Lists the calls that the wider copies of the search make out of line.

The AVX2 and POPCNT copies of the search (src/search/dispatch.rs) are only
wider because every function they reach is inlined into them: a helper left
out of line runs as baseline code. This disassembles a built libsudoku.so,
follows every call in each copy (direct, or through the GOT), and prints the
targets that are not allowed: anything but cold panic paths and the C
library's memory functions. Exits 1 when there is one.

usage: scripts/inline-calls.py LIBSUDOKU.so
"""
import re
import subprocess
import sys

COPIES = ["search_masks_avx2", "search_masks_popcnt"]
ALLOWED = re.compile(
    r"^(core::panicking::|core::slice::index::|core::option::expect_failed|"
    r"core::result::unwrap_failed|std::panicking::|mem(cpy|set|move|cmp)\b|bcmp\b)"
)


def run(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def main(lib):
    symbols = {}  # address -> demangled name
    mangled = {}  # copy name -> mangled symbol
    for line in run("nm", "--defined-only", lib).splitlines():
        parts = line.split()
        if len(parts) == 3:
            for copy in COPIES:
                if copy in parts[2]:
                    mangled[copy] = parts[2]
    for line in run("nm", "-C", "--defined-only", lib).splitlines():
        parts = line.split(maxsplit=2)
        if len(parts) == 3:
            symbols[int(parts[0], 16)] = parts[2]
    got = {}  # GOT slot -> target address, for R_X86_64_RELATIVE slots
    for line in run("objdump", "-R", lib).splitlines():
        m = re.match(r"^([0-9a-f]+)\s+R_X86_64_RELATIVE\s+\*ABS\*\+0x([0-9a-f]+)", line)
        if m:
            got[int(m.group(1), 16)] = int(m.group(2), 16)
    missing = [copy for copy in COPIES if copy not in mangled]
    if missing:
        print(f"no symbol for {missing} in {lib}: is it an x86-64 release build?")
        return 1
    bad = 0
    for copy in COPIES:
        bad_before = bad
        listing = run("objdump", "-d", "--no-show-raw-insn", f"--disassemble={mangled[copy]}", lib)
        calls = 0
        for line in listing.splitlines():
            if "\tcall" not in line:
                continue
            calls += 1
            direct = re.search(r"call\s+([0-9a-f]+) <", line)
            via_got = re.search(r"call\s+\*0x[0-9a-f]+\(%rip\)\s+# ([0-9a-f]+)", line)
            if direct:
                target = int(direct.group(1), 16)
            elif via_got and int(via_got.group(1), 16) in got:
                target = got[int(via_got.group(1), 16)]
            elif via_got and (imported := re.search(r"<(\w+)@", line)):
                # A GOT slot the dynamic linker fills, such as memcpy's:
                # objdump names the symbol.
                target = imported.group(1)
            else:
                print(f"{copy}: cannot follow {line.strip()}")
                bad += 1
                continue
            if isinstance(target, str):
                name = target
            else:
                name = symbols.get(target, f"unknown function at {target:#x}")
            name = re.sub(r"::h[0-9a-f]{16}$", "", name)
            if not ALLOWED.match(name):
                print(f"{copy} calls {name} out of line")
                bad += 1
        if bad == bad_before:
            print(f"{copy}: {calls} calls, all to panic paths or memory functions")
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
