#!/usr/bin/env bash
# Python bindings (bindings/python): builds the release library, installs the
# package into a venv under target/ with that library bundled, and runs the
# pytest suite against the installed copy, from outside the source tree.
# pytest's summary is the last line printed; its exit status is ours.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

ensure_apt python3 python3
# Debian's python3 splits venv/ensurepip out into python3-venv.
if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  log "installing python3-venv"
  as_root apt-get update -qq || die "apt-get update failed"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null \
    || die "apt-get install python3-venv failed"
  python3 -c 'import venv, ensurepip' || die "python3 still cannot make a venv"
fi
# The loader tests compile small fake libraries.
ensure_apt cc gcc

lib_dir=$(release_lib_dir)

venv=$repo_root/target/python-venv
# Reuse the venv between runs, but rebuild one that no longer works (e.g.
# after the system Python changed under it).
if ! "$venv/bin/python" -c 'import sys' >/dev/null 2>&1; then
  log "creating $venv"
  rm -rf "$venv"
  python3 -m venv "$venv" || die "python3 -m venv failed"
fi
py=$venv/bin/python

log "installing pytest"
"$py" -m pip install --quiet pytest || die "pip install pytest failed"

log "installing bindings/python, bundling $lib_dir/libsudoku.so"
# --force-reinstall: the version number does not change when the library or
# the Python code does; always install what is in the tree now.
LIBSUDOKU_BUILD_LIB=$lib_dir/libsudoku.so \
  "$py" -m pip install --quiet --force-reinstall --no-deps "$repo_root/bindings/python" \
  || die "pip install ./bindings/python failed"

# Test exactly what was installed: nothing from the environment may redirect
# the library search, and the package must come from the venv with the
# library bundled (so this check covers the bundling too).
unset LIBSUDOKU_PATH PYTHONPATH
run_dir=$repo_root/target/python-check
mkdir -p "$run_dir"
cd "$run_dir"
"$py" - "$venv" <<'EOF' || die "the installed package is not the one expected"
import sys
from pathlib import Path
import libsudoku
venv = Path(sys.argv[1]).resolve()
where = Path(libsudoku.__file__).resolve()
info = libsudoku.library_info()
assert venv in where.parents, f"libsudoku imported from {where}, not from {venv}"
assert info.source == "bundled", f"library from {info.source}: {info.path}"
print(f"libsudoku {info.version} from {info.path}", file=sys.stderr)
EOF

log "pytest"
# No bytecode or cache files in the source tree; -p no:cacheprovider keeps
# .pytest_cache out of it too. pytest exits non-zero on failures and with 5
# when it collected no tests, which fails this script as well.
export PYTHONDONTWRITEBYTECODE=1
exec "$py" -m pytest -p no:cacheprovider -q "$repo_root/bindings/python/tests"
