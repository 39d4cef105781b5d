#!/usr/bin/env bash
# The full benchmark twice, for the README: a portable build, then a build
# for this machine's CPU (target-cpu=native) in its own target folder, so
# that neither build overwrites the other. Arguments go to both runs, e.g.
# `scripts/bench.sh --only kaggle_10k`. Both tables are repeated at the end.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

portable=$(mktemp)
native=$(mktemp)
trap 'rm -f "$portable" "$native"' EXIT
status=0

log "portable build: cargo run --release -p sudoku-bench -- $*"
cargo run --release -p sudoku-bench -- "$@" | tee "$portable" || status=1

log "native build: RUSTFLAGS=\"-C target-cpu=native\" CARGO_TARGET_DIR=target/native"
RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C target-cpu=native" CARGO_TARGET_DIR=target/native \
  cargo run --release -p sudoku-bench -- "$@" | tee "$native" || status=1

printf '\n## Portable build\n'
cat "$portable"
printf '\n## target-cpu=native build\n'
cat "$native"
[ "$status" = 0 ] || die "a benchmark run failed (see above)"
