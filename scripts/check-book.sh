#!/usr/bin/env bash
# budget: 120 s
# `sudoku book`, checked as a person would check a printed book: books of
# every layout on several page sizes, with and without a title page and a
# bleed, read back with poppler (scripts/read-book.py: page count, every
# puzzle's givens in their cells, its number and rating, every answer equal
# to `sudoku solve`'s solution), the page size from pdfinfo, qpdf --check on
# every file, a page of each layout rendered by pdftoppm, the errors for bad
# input with no file left behind, and the time a 500-puzzle book takes
# (printed, not asserted).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=book
source "$repo_root/scripts/lib-clients.sh"

ensure_apt pdfinfo poppler-utils
ensure_apt qpdf qpdf
ensure_apt python3 python3

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

log "$lang: cargo build --release -p sudoku-cli"
cargo build --release -p sudoku-cli --quiet || die "cargo build failed"
sudoku=$repo_root/target/release/sudoku

# 23 puzzles over the whole scale: the last page of each layout is part full.
"$sudoku" generate 23 --seed 11 --symmetry rotate-180 --rating 1.0-9.0 >"$work/puzzles.txt"
"$sudoku" solve "$work/puzzles.txt" >"$work/solutions.txt"
"$sudoku" rate "$work/puzzles.txt" | cut -d/ -f1 >"$work/ratings.txt"

# page_size_is PDF WIDTH_MM HEIGHT_MM: every page is that size, in points.
page_size_is() {
  local pdf=$1 want
  want=$(awk -v w="$2" -v h="$3" 'BEGIN { printf "%.2f x %.2f pts", w * 72 / 25.4, h * 72 / 25.4 }')
  pdfinfo -f 1 -l 9999 "$pdf" | awk -v want="$want" '
    /^Page +[0-9]+ size:/ { n++; got = sprintf("%.2f x %.2f pts", $4, $6); if (got != want) { print "page " $2 ": " got ", expected " want; bad++ } }
    END { exit (n == 0 || bad) }'
}

# book_reads_back PER_PAGE PAGE WIDTH HEIGHT BLEED [TITLE]
book_reads_back() {
  local per_page=$1 page=$2 width=$3 height=$4 bleed=$5 title=${6:-}
  local pdf=$work/book-$per_page-$page.pdf titled=0
  local args=(book "$work/puzzles.txt" --per-page "$per_page" --page "$page" --bleed "$bleed" -o "$pdf")
  if [ -n "$title" ]; then args+=(--title "$title" --technique); titled=1; fi
  "$sudoku" "${args[@]}" \
    && python3 scripts/read-book.py "$pdf" "$per_page" "$titled" \
      "$work/puzzles.txt" "$work/solutions.txt" "$work/ratings.txt" \
    && page_size_is "$pdf" "$(echo "$width + 2 * $bleed" | bc -l)" "$(echo "$height + 2 * $bleed" | bc -l)" \
    && qpdf --check "$pdf" >/dev/null \
    && pdftoppm -r 20 -f 2 -l 2 -png "$pdf" "$work/page-$per_page-$page" \
    && [ -s "$work/page-$per_page-$page-"*2.png ]
}
ensure_apt bc bc
for per_page in 1 2 4 6; do
  check "$per_page a page on A4" book_reads_back "$per_page" a4 210 297 0
  check "$per_page a page on US Letter, titled" book_reads_back "$per_page" letter 215.9 279.4 0 "Winter Puzzles"
  check "$per_page a page on 6x9 in with 1/8 in bleed" book_reads_back "$per_page" 6x9 152.4 228.6 3.175
done
check "2 a page on A5, titled, 3 mm bleed" book_reads_back 2 a5 148 210 3 "Pocket Sudoku"
check "4 a page on 8.5x11 in" book_reads_back 4 8.5x11 215.9 279.4 0

# generated_reads_back PER_PAGE FLAGS...: `book --generate FLAGS` holds the
# puzzles `generate FLAGS` prints, with their ER and solutions (the book
# takes both from the generator when --rating is given, else rates them).
generated_reads_back() {
  local per_page=$1; shift
  local dir=$work/generated
  rm -rf "$dir"; mkdir -p "$dir"
  "$sudoku" generate "$@" >"$dir/p.txt" \
    && "$sudoku" solve "$dir/p.txt" >"$dir/s.txt" \
    && "$sudoku" rate "$dir/p.txt" | cut -d/ -f1 >"$dir/r.txt" \
    && "$sudoku" book --generate "$@" --per-page "$per_page" -o "$dir/book.pdf" \
    && python3 scripts/read-book.py "$dir/book.pdf" "$per_page" 0 "$dir/p.txt" "$dir/s.txt" "$dir/r.txt" \
    && qpdf --check "$dir/book.pdf" >/dev/null
}
check "--generate --rating: generate's puzzles, ratings and answers" \
  generated_reads_back 6 --count 30 --seed 9 --rating 3.0-7.5 --symmetry rotate-180
check "--generate without --rating: generate's puzzles, rated by the book" \
  generated_reads_back 4 --count 9 --seed 2 --threads 2

# refused STATUS MESSAGE INPUT ARGS...: exits STATUS, says MESSAGE, leaves no file.
refused() {
  local status=$1 message=$2 input=$3; shift 3
  local dir=$work/refused got=0
  rm -rf "$dir"; mkdir -p "$dir"
  printf '%s' "$input" | "$sudoku" book "$@" 2>"$work/err.txt" || got=$?
  [ "$got" = "$status" ] || { echo "exit $got, expected $status: $(cat "$work/err.txt")"; return 1; }
  grep -qF -- "$message" "$work/err.txt" || { echo "stderr: $(cat "$work/err.txt")"; return 1; }
  [ -z "$(ls -A "$dir")" ] || { echo "left behind: $(ls -A "$dir")"; return 1; }
}
one=$(head -n 1 "$work/puzzles.txt")
check "an unknown page size" refused 2 "unknown page size 'b5'" "$one" --page b5 -o "$work/refused/b.pdf"
check "a layout that does not fit" refused 2 "6 puzzles a page do not fit the a5 page" "$one" \
  --page a5 --margin 20 --per-page 6 -o "$work/refused/b.pdf"
check "an empty input" refused 2 "the input holds no puzzles" "" -o "$work/refused/b.pdf"
check "an unwritable output path" refused 1 "refused/no/such/b.pdf" "$one" -o "$work/refused/no/such/b.pdf"
check "a puzzle with two solutions" refused 2 "the puzzle on line 1" "$(printf '%081d' 0)" -o "$work/refused/b.pdf"

big_book() {
  local start end flags=(--count 500 --seed 1 --rating 1.0-9.0)
  start=$(date +%s.%N)
  "$sudoku" book --generate "${flags[@]}" --title "500 Puzzles" -o "$work/big.pdf" || return 1
  end=$(date +%s.%N)
  printf 'book: 500 generated puzzles with answers (--rating 1.0-9.0): %.2f s, %s bytes\n' \
    "$(echo "$end - $start" | bc -l)" "$(stat -c %s "$work/big.pdf")" >&2
  "$sudoku" generate "${flags[@]}" >"$work/big.txt" \
    && "$sudoku" solve "$work/big.txt" >"$work/big-solutions.txt" \
    && "$sudoku" rate "$work/big.txt" | cut -d/ -f1 >"$work/big-ratings.txt" \
    && python3 scripts/read-book.py "$work/big.pdf" 4 1 \
      "$work/big.txt" "$work/big-solutions.txt" "$work/big-ratings.txt" \
    && qpdf --check "$work/big.pdf" >/dev/null
}
check "a 500-puzzle book builds and reads back" big_book

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
