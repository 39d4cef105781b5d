#!/usr/bin/env bash
# budget: 190 s
# The crate as Rust programs get it:
# - `cargo publish --dry-run`: the packaged crate (Cargo.toml's include
#   list) builds on its own, as crates.io would verify it;
# - a program outside the workspace that depends on it with
#   default-features = false: cbindgen is not in its build, it uses the safe
#   API (solve, solve_batch, errors through `?` and Display), and runs.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=crate
source "$repo_root/scripts/lib-clients.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --allow-dirty: the suite also runs on uncommitted work; CI's clone is clean.
publish_dry_run() {
  # The verification only has to compile the crate: without the dev
  # profile's optimisation it compiles sooner.
  CARGO_PROFILE_DEV_OPT_LEVEL=0 cargo publish --dry-run --allow-dirty -p libsudoku --target-dir "$work/publish" >"$work/publish.log" 2>&1 \
    || { cat "$work/publish.log"; return 1; }
  grep -E '^ *(Packaged|Verifying|Finished)' "$work/publish.log"
}
check "cargo publish --dry-run -p libsudoku" publish_dry_run

app=$work/app
mkdir -p "$app/src"
cat >"$app/Cargo.toml" <<EOF
[package]
name = "uses-libsudoku"
version = "0.1.0"
edition = "2021"

[dependencies]
libsudoku = { path = "$repo_root", default-features = false }

[workspace]
EOF
cat >"$app/src/main.rs" <<'RUST'
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let puzzle = sudoku::parse_text(
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )?;
    let results = sudoku::solve_batch(&[puzzle, [b'.'; 81]], Default::default(), 0);
    println!("{}", String::from_utf8(results[0].clone()?.to_vec())?);
    match &results[1] {
        Err(err) => println!("{err}"),
        Ok(_) => return Err("an empty grid has many solutions".into()),
    }
    Ok(())
}
RUST
no_cbindgen() {
  local tree
  tree=$(cd "$app" && cargo tree --edges normal,build --prefix none) || return 1
  ! grep -q '^cbindgen ' <<<"$tree" || { echo "cbindgen is built:"; echo "$tree"; return 1; }
}
check "a dependent with default-features = false does not build cbindgen" no_cbindgen
runs() {
  local out
  out=$(cd "$app" && cargo run --quiet --target-dir "$work/app-target") || return 1
  [ "$out" = $'534678912672195348198342567859761423426853791713924856961537284287419635345286179\nthe puzzle has more than one solution' ] \
    || { echo "got: $out"; return 1; }
}
check "the dependent builds and runs (solve_batch, errors through ? and Display)" runs
check "building it left the committed header alone" git diff --quiet -- include/

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
