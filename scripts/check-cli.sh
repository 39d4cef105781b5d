#!/usr/bin/env bash
# budget: 90 s
# The sudoku command (cli/) as only a shell can check it (its Rust tests,
# the program run on files and standard input and its man page against its
# --help, are the quick tier's, in cargo test --workspace): `cargo install
# --path cli` (into the shared target/, so that it reuses the release build
# of the checks before it rather than making its own), the
# progress line on a real terminal for solve and generate (and none when
# standard error is a pipe), a reader that stops early (| head), the man page
# through groff, and the SVG
# through an XML parser and a renderer.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=cli
source "$repo_root/scripts/lib-clients.sh"

ensure_apt script bsdutils       # script(1) gives the program a terminal
ensure_apt groff groff-base
ensure_apt man man-db
ensure_apt xmllint libxml2-utils
ensure_apt rsvg-convert librsvg2-bin
ensure_apt file file

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT


log "$lang: cargo build --release -p sudoku-cli"
cargo build --release -p sudoku-cli --quiet || die "cargo build failed"
sudoku=$repo_root/target/release/sudoku
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' cli/Cargo.toml | head -n 1)

PUZZLE=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
SOLUTION=534678912672195348198342567859761423426853791713924856961537284287419635345286179
cargo_install() {
  cargo install --quiet --locked --path cli --root "$work/root" --target-dir "$repo_root/target" \
    && [ "$("$work/root/bin/sudoku" --version)" = "sudoku $version (libsudoku $version)" ] \
    && [ "$(printf '%s\n' "$PUZZLE" | "$work/root/bin/sudoku" solve)" = "$SOLUTION" ]
}
check "cargo install --path cli gives a working sudoku" cargo_install

# A run of a few seconds: the hard sample, 40 times over.
big=$work/big.txt
for _ in $(seq 40); do grep -v '^#' tests/data/forum_hardest_1905_11plus.txt; done >"$big"
puzzles=$(grep -c . "$big")
progress_on_a_terminal() {
  # script runs the command on a pseudo-terminal and records what it wrote;
  # stdout goes to a file, so the terminal shows standard error only.
  script -qec "$sudoku solve --threads 1 $big >$work/tty-out.txt" "$work/tty.log" >/dev/null
  grep -aq $'\rsudoku: [0-9]* puzzles, [0-9]* puzzles/s' "$work/tty.log" \
    || { echo "no progress line in:"; cat -v "$work/tty.log"; return 1; }
  [ "$(wc -l <"$work/tty-out.txt")" = "$puzzles" ]
}
check "a progress line on a terminal for a long run ($puzzles puzzles)" progress_on_a_terminal
generate_progress_on_a_terminal() {
  # About two seconds of CPU: 60,000 puzzles at some 30,000 a second.
  script -qec "$sudoku generate 60000 --threads 1 >$work/gen-out.txt" "$work/gen-tty.log" >/dev/null
  grep -aq $'\rsudoku: [0-9]* puzzles, [0-9]* puzzles/s' "$work/gen-tty.log" \
    || { echo "no progress line in:"; cat -v "$work/gen-tty.log"; return 1; }
  [ "$(wc -l <"$work/gen-out.txt")" = 60000 ]
}
check "sudoku generate: a progress line on a terminal for a long run" generate_progress_on_a_terminal
no_progress_on_a_pipe() {
  "$sudoku" solve "$big" 2>"$work/pipe-err.txt" >/dev/null
  "$sudoku" generate 60000 2>>"$work/pipe-err.txt" >/dev/null
  [ ! -s "$work/pipe-err.txt" ] || { echo "stderr was:"; cat -v "$work/pipe-err.txt"; return 1; }
}
check "no progress when standard error is not a terminal" no_progress_on_a_pipe

stops_quietly() {
  local first status
  first=$("$sudoku" solve "$big" 2>"$work/head-err.txt" | head -n 1; echo "${PIPESTATUS[0]}")
  status=$(tail -n 1 <<<"$first")
  [ "$status" = 0 ] && [ ! -s "$work/head-err.txt" ] && [ "$(head -n 1 <<<"$first" | wc -c)" = 82 ] \
    || { echo "status $status, stderr: $(cat "$work/head-err.txt")"; return 1; }
}
check "sudoku solve BIG | head -n 1: exit 0, no message" stops_quietly
generate_stops_quietly() {
  local first status
  first=$("$sudoku" generate 1000000 2>"$work/head-err.txt" | head -n 1; echo "${PIPESTATUS[0]}")
  status=$(tail -n 1 <<<"$first")
  [ "$status" = 0 ] && [ ! -s "$work/head-err.txt" ] && [ "$(head -n 1 <<<"$first" | wc -c)" = 82 ] \
    || { echo "status $status, stderr: $(cat "$work/head-err.txt")"; return 1; }
}
check "sudoku generate 1000000 | head -n 1: exit 0, no message" generate_stops_quietly

man_page_clean() {
  local warnings
  warnings=$(groff -man -ww -z cli/sudoku.1 2>&1)
  [ -z "$warnings" ] || { echo "$warnings"; return 1; }
  MANWIDTH=80 man -l cli/sudoku.1 2>/dev/null | grep -q '^ *sudoku - solve, rate, explain, generate and draw 9x9 Sudoku puzzles$'
}
check "the man page formats without warnings" man_page_clean

svg_is_drawable() {
  printf '%s\n' "$PUZZLE" | "$sudoku" render --svg --solution >"$work/grid.svg" \
    && xmllint --noout "$work/grid.svg" \
    && rsvg-convert --dpi-x 96 --dpi-y 96 "$work/grid.svg" -o "$work/grid.png" \
    && file -b "$work/grid.png" | grep -Eq "PNG image data, 34[01] x 34[01],"
}
check "render --svg: valid XML, renders at 90 mm (340.2 px at 96 dpi)" svg_is_drawable

# Cages, regions, lines and dots drawn by render: every variant of
# examples/variants.txt through the XML parser and the renderer.
variant_svgs_are_drawable() {
  local line n=0
  while IFS= read -r line; do
    n=$((n + 1))
    printf '%s\n' "$line" | "$sudoku" render --svg >"$work/variant-$n.svg" \
      && xmllint --noout "$work/variant-$n.svg" \
      && rsvg-convert "$work/variant-$n.svg" -o "$work/variant-$n.png" \
      && file -b "$work/variant-$n.png" | grep -q "PNG image data" \
      || { echo "variant $n of examples/variants.txt: no drawable SVG"; return 1; }
  done < <(grep -v '^#' examples/variants.txt)
  [ "$n" -ge 4 ] || { echo "only $n variants in examples/variants.txt"; return 1; }
}
check "render --svg draws each variant of examples/variants.txt: valid XML that renders" variant_svgs_are_drawable

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
