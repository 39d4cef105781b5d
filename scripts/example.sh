#!/usr/bin/env bash
# Builds the library and the C example, then solves puzzles through the C
# ABI: scripts/example.sh [solve flags] [FILE]   (default: examples/puzzles.txt)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"
lib=$(release_lib_dir)
cc -std=c99 -O2 -Wall -Wextra -Wpedantic -Werror -Iinclude examples/solve.c \
  -L"$lib" -Wl,-rpath,"$lib" -lsudoku -o target/release/solve
if [ $# = 0 ]; then set -- examples/puzzles.txt; fi
exec target/release/solve "$@"
