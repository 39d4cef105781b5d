#!/usr/bin/env bash
# budget: 260 s
# The npm package on WebAssembly (bindings/js): adds the rustup target,
# installs the pinned npm packages (package-lock.json), builds
# lib/libsudoku.wasm, runs Node's test runner over the package, then the
# demo page in headless Chromium (Debian's, driven by playwright-core), and
# the benchmark's --wasm mode as a smoke test: a row for every file of
# tests/data and the same answers as the native library. Timings are not
# checked: the machine is shared.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=js
dir=bindings/js
source "$repo_root/scripts/lib-clients.sh"

ensure_apt node nodejs
ensure_apt npm npm
ensure_apt /usr/bin/chromium chromium
log "node $(node --version), npm $(npm --version), $(/usr/bin/chromium --version)"
node -e 'process.exit(+process.versions.node.split(".")[0] >= 20 ? 0 : 1)' \
  || die "the package needs Node 20 or later, not $(node --version)"

log "with_install_lock rustup target add wasm32-unknown-unknown"
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || die "rustup target add failed"

log "$lang: npm ci (binaryen, playwright-core, typescript pinned by package-lock.json)"
(cd "$dir" && npm ci --no-audit --no-fund --loglevel=error) || die "npm ci failed"

check "build lib/libsudoku.wasm (cargo, wasm-opt)" bash -c "cd '$dir' && node scripts/build.mjs"
check "npm test (node --test tests/)" bash -c "cd '$dir' && npm test --silent"
check "the demo page in headless Chromium" bash -c "cd '$dir' && node scripts/browser.mjs"

bench_smoke() {
  local out
  out=$(cargo run --release --quiet -p sudoku-bench -- --wasm --quick --data tests/data) || return 1
  printf '%s\n' "$out"
  grep -qx 'disagreements: 0' <<<"$out" || return 1
  local file
  for file in tests/data/*.txt; do
    grep -q "^| $(basename "$file" .txt) | " <<<"$out" || { echo "no row for $file"; return 1; }
  done
}
check "the benchmark's --wasm mode (--quick)" bench_smoke

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
