#!/usr/bin/env bash
# budget: 120 s
# Node.js example (examples/node): installs Node and the pinned koffi, builds
# the release library, runs the example over examples/puzzles.txt, compares
# its output with examples/puzzles.expected, verifies every printed solution
# independently, checks that LIBSUDOKU_PATH is honoured, then runs node --test.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=node
dir=examples/node

source "$repo_root/scripts/lib-clients.sh"

ensure_apt node nodejs
ensure_apt npm npm
log "node $(node --version), npm $(npm --version)"

lib=$(release_lib_dir)/libsudoku.so
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

log "$lang: npm ci (koffi pinned by package-lock.json)"
# --ignore-scripts: koffi's prebuilt binary comes in its platform package;
# its install script is not needed, and would try to build or fetch one.
(cd "$dir" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error) || die "npm ci failed"

# Without LIBSUDOKU_PATH the example must find the library in target/release.
run_default() { env -u LIBSUDOKU_PATH node "$dir/solve.js" examples/puzzles.txt >"$work/out.txt"; }
check "solve.js over examples/puzzles.txt" run_default
check "output equals examples/puzzles.expected" same_as_expected "$work/out.txt"
check "every printed solution is valid" verify_solutions examples/puzzles.txt "$work/out.txt"

# LIBSUDOKU_PATH: a copy elsewhere is used, and a wrong path is an error.
mkdir -p "$work/elsewhere" && cp "$lib" "$work/elsewhere/libsudoku.so"
env_path_used() {
  LIBSUDOKU_PATH=$work/elsewhere/libsudoku.so node "$dir/solve.js" >"$work/out-env.txt" \
    && same_as_expected "$work/out-env.txt" \
    && ! LIBSUDOKU_PATH=$work/missing/libsudoku.so node "$dir/solve.js" >/dev/null 2>&1
}
check "LIBSUDOKU_PATH is honoured (default puzzle file)" env_path_used

# A wrong LIBSUDOKU_PATH is an error that names it, never another library.
wrong_path_named() {
  local err
  err=$(LIBSUDOKU_PATH=$work/missing/libsudoku.so node "$dir/solve.js" 2>&1 >/dev/null) && return 1
  grep -qF "LIBSUDOKU_PATH=$work/missing/libsudoku.so" <<<"$err" || { echo "$err"; return 1; }
}
check "a wrong LIBSUDOKU_PATH is an error naming it" wrong_path_named

# Away from the repository there is no target/release beside the example:
# the system's search finds an installed library, else the error lists all
# three places.
mkdir -p "$work/away" && cp -r "$dir"/. "$work/away/"
installed=$(installed_lib_dir "$work/prefix")
system_search() {
  env -u LIBSUDOKU_PATH LD_LIBRARY_PATH="$installed" node "$work/away/solve.js" examples/puzzles.txt >"$work/out-system.txt" \
    && same_as_expected "$work/out-system.txt"
}
check "away from the repository: the system's search (LD_LIBRARY_PATH)" system_search
nothing_found_listed() {
  local err
  err=$(env -u LIBSUDOKU_PATH -u LD_LIBRARY_PATH node "$work/away/solve.js" examples/puzzles.txt 2>&1 >/dev/null) && return 1
  grep -q "LIBSUDOKU_PATH: not set" <<<"$err" && grep -q "not built" <<<"$err" \
    && grep -q "system: libsudoku.so.1" <<<"$err" || { echo "$err"; return 1; }
}
check "nothing found: the error lists every place tried" nothing_found_listed

check "node --test" bash -c "cd '$dir' && node --test test/"

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
