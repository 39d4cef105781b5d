#!/usr/bin/env bash
# budget: 60 s
# The generator's specification (docs/GENERATE.md) reimplemented in plain
# Python (scripts/generate_reference.py, its own RNG, grid fill, symmetry
# groups and backtracking counter) must give every puzzle and grid of
# tests/data/generate/golden.txt, which tests/generate.rs pins for the
# library: the documentation alone reproduces the puzzles of a seed.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

ensure_apt python3 python3
log "python3 scripts/generate_reference.py tests/data/generate/golden.txt"
if python3 scripts/generate_reference.py tests/data/generate/golden.txt; then
  echo "generate-reference: 1 passed, 0 failed"
else
  echo "generate-reference: 0 passed, 1 failed"
  exit 1
fi
