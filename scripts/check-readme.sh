#!/usr/bin/env bash
# budget: 1080 s
# README.md as a new user follows it, then the pages under docs/ and the
# READMEs of examples/ and of the packages: every fenced code block runs as the
# comment before it says (scripts/readme-blocks.py), in order, in a fresh
# copy of the repository's files (readme_copy in lib.sh: the copy where the
# quick tier ran README.md, with nothing kept but its build cache, target/;
# from a fresh clone that cache was made by the quick tier's README.md run
# minutes before, which a new user's first steps make too), with HOME a new
# empty folder, so that `$HOME/.local` is a private prefix and nothing of
# this machine's own installs is used. `pip` and `python` are those of a
# fresh venv. Installs the tools the README's paths need first.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

ensure_apt cc gcc
ensure_apt c++ g++
ensure_apt make make
ensure_apt pkg-config pkgconf
ensure_apt cmake cmake
ensure_apt git git
ensure_apt node nodejs
ensure_apt npm npm
ensure_apt go golang
ensure_apt javac default-jdk-headless
ensure_apt jar default-jdk-headless
ensure_apt /usr/share/java/jna.jar libjna-java
ensure_apt mcs mono-mcs
ensure_apt mono mono-runtime
ensure_apt python3 python3
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || ensure_apt /usr/share/doc/python3-venv python3-venv
ensure_cargo_c
# The READMEs add this target themselves; adding it here first, under the
# install lock, keeps their rustup from racing another check's.
with_install_lock rustup target add wasm32-unknown-unknown >/dev/null 2>&1 \
  || die "rustup target add wasm32-unknown-unknown failed"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clone=$(readme_copy)
mkdir -p "$work/home"

python3 -m venv "$work/venv" || die "python3 -m venv failed"

# Tools keep their own homes (and caches, which change no result); HOME is
# the user's, new and empty.
export CARGO_HOME=${CARGO_HOME:-$HOME/.cargo}
export RUSTUP_HOME=${RUSTUP_HOME:-$HOME/.rustup}
export PIP_CACHE_DIR=${PIP_CACHE_DIR:-$HOME/.cache/pip}
export npm_config_cache=${npm_config_cache:-$HOME/.npm}
export GOCACHE=${GOCACHE:-$HOME/.cache/go-build}
# The Go module needs nothing from the network: never reach for the proxy,
# nor for another toolchain.
export GOPROXY=off GOTOOLCHAIN=local
export PIP_DISABLE_PIP_VERSION_CHECK=1
export HOME=$work/home
export PATH=$work/venv/bin:$PATH
unset LIBSUDOKU_PATH LD_LIBRARY_PATH PKG_CONFIG_PATH CARGO_TARGET_DIR PYTHONPATH

# The top README first: its steps build what the others use; then the C
# API's page and the other languages' (which install what the rest read),
# then every other page of docs/, so that a new page is run too.
readmes=(README.md docs/C-API.md docs/LANGUAGES.md)
for page in docs/*.md; do
  [[ " ${readmes[*]} " == *" $page "* ]] || readmes+=("$page")
done
readmes+=(examples/README.md examples/*/README.md bindings/python/README.md bindings/js/README.md)
log "${readmes[*]}, block by block, in $clone"
python3 scripts/readme-blocks.py "$clone" "${readmes[@]}"
