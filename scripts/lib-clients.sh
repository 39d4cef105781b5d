# Shared by the scripts/check-<language>.sh client checks. Source it after
# lib.sh, with $lang set to the language's name.
passed=0
failed=0
# check NAME COMMAND...: runs one check and counts it; a failure is reported
# and counted, and the remaining checks still run.
check() {
  local name=$1; shift
  log "$lang: $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    printf 'FAILED: %s: %s\n' "$lang" "$name" >&2
  fi
}
# expected_output: what the examples must print, puzzles.expected less its '#' lines.
expected_output() { grep -v '^#' examples/puzzles.expected; }
# same_as_expected FILE: FILE holds exactly the expected output.
same_as_expected() { expected_output | diff -u - "$1"; }
# verify_solutions PUZZLES OUTPUT: every line of OUTPUT that is 81 digits is
# checked against the puzzle of the same rank (blank and '#' lines of
# PUZZLES skipped): rows, columns and boxes hold 1-9 once, givens are kept.
# Written in awk so that it shares nothing with the library or the example.
verify_solutions() {
  awk '
    FNR == NR {
      sub(/^[ \t\r]+/, ""); sub(/[ \t\r]+$/, "")
      if ($0 != "" && substr($0, 1, 1) != "#") puzzle[++n] = $0
      next
    }
    {
      m++
      if (length($0) != 81 || $0 !~ /^[1-9]+$/) next
      p = puzzle[m]; s = $0; checked++
      for (i = 1; i <= 81; i++) {
        g = substr(p, i, 1)
        if (g ~ /[1-9]/ && g != substr(s, i, 1)) { printf "line %d: given %d changed\n", m, i; bad++ }
      }
      for (u = 0; u < 9; u++) {
        split("", row); split("", col); split("", box)
        for (k = 0; k < 9; k++) {
          row[substr(s, u * 9 + k + 1, 1)]++
          col[substr(s, k * 9 + u + 1, 1)]++
          r = 3 * int(u / 3) + int(k / 3); c = 3 * (u % 3) + k % 3
          box[substr(s, r * 9 + c + 1, 1)]++
        }
        for (d = 1; d <= 9; d++)
          if (row[d] != 1 || col[d] != 1 || box[d] != 1) { printf "line %d: unit %d lacks %d\n", m, u, d; bad++ }
      }
    }
    END {
      if (m != n) { printf "%d answers for %d puzzles\n", m, n; exit 1 }
      if (checked == 0) { print "no solution to verify"; exit 1 }
      printf "%d solutions verified\n", checked
      exit bad > 0
    }' "$1" "$2"
}
# installed_lib_dir DIR: installs libsudoku into the prefix DIR with
# scripts/install.sh (quietly) and prints DIR/lib, where the system's search
# finds it once LD_LIBRARY_PATH names it: step 3 of the library rule.
installed_lib_dir() {
  PREFIX=$1 LDCONFIG='' bash "$repo_root/scripts/install.sh" >/dev/null || die "install.sh into $1 failed"
  printf '%s\n' "$1/lib"
}
