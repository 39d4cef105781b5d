#!/usr/bin/env bash
# The quick tier (`make test`, the README's test command): what a change
# must pass before anything else, in minutes, with nothing but Rust, a C and
# C++ compiler, make and python3 (which runs the README's blocks). It never
# installs anything: a missing tool stops it with a message, and the checks
# that need more tools are the full tier's (`make check`, scripts/test.sh).
#
#   - the Rust tests of the workspace: unit, integration (tests/*.rs), doc;
#   - the C and C++ programs against the built library, the header check and
#     the frozen 1.0.0 client (all three run inside cargo test:
#     tests/c_programs.rs, tests/header.rs);
#   - the panic boundary, in a build that can panic on demand;
#   - README.md's blocks, in a copy of the repository's tracked files
#     (target/readme-copy/, readme_copy in lib.sh), with a new empty HOME.
#
# The copy keeps its own target/ from run to run, so that a warm run
# rebuilds only what changed; from a fresh clone it starts empty, so CI
# runs README.md's blocks as a new user does. The full tier's
# check-readme.sh then runs every README and docs page in the same copy.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

for tool in cargo cc c++ make python3 git; do
  command -v "$tool" >/dev/null 2>&1 \
    || die "the quick tier needs $tool on PATH (it installs nothing; scripts/test.sh installs what the full tier needs)"
done

started=$SECONDS
step_times=()
# step NAME COMMAND...: runs one part of the tier and keeps its time.
step() {
  local name=$1 start=$SECONDS
  shift
  log "$name"
  "$@" || die "$name failed"
  step_times+=("$(printf '%5d s  %s' "$((SECONDS - start))" "$name")")
}

step "cargo test (workspace: unit, integration, C and C++ programs, header, ABI 1.0.0)" \
  cargo test --workspace --all-targets
step "cargo test --doc" cargo test --workspace --doc
step "the panic boundary (a build that can panic on demand)" \
  cargo test --features panic-injection --test panic_boundary

readme_blocks() {
  local copy home
  copy=$(readme_copy)
  home=$(mktemp -d)
  # shellcheck disable=SC2064 # the folder is known now
  trap "rm -rf '$home'" RETURN
  (
    export CARGO_HOME=${CARGO_HOME:-$HOME/.cargo}
    export RUSTUP_HOME=${RUSTUP_HOME:-$HOME/.rustup}
    export HOME=$home
    unset LD_LIBRARY_PATH PKG_CONFIG_PATH CARGO_TARGET_DIR
    python3 scripts/readme-blocks.py "$copy" README.md
  )
}
step "README.md's blocks" readme_blocks

log "seconds per step of the quick tier"
printf '%s\n' "${step_times[@]}"
echo "quick tier: $((SECONDS - started)) s"
