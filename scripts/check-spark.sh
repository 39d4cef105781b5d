#!/usr/bin/env bash
# budget: 420 s
# The Apache Spark example (examples/spark) in Spark's local mode: builds
# the Python package's wheel, installs it with the pinned pyspark and
# pyarrow and pandas in a venv under target/, runs the job on every file of tests/data
# (through mapPartitions, then mapInArrow) and a generation job, and checks
# each Parquet row against the plain Python package
# (examples/spark/check_spark.py); then the deduplication job on 900
# puzzles, checked against `sudoku dedupe` (examples/spark/check_dedupe.py).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=spark
source "$repo_root/scripts/lib-clients.sh"

PYSPARK_VERSION=4.3.0
PYARROW_VERSION=26.0.1
# mapInArrow wants pandas too.
PANDAS_VERSION=3.1.1

ensure_apt python3 python3
# Debian's python3 splits venv/ensurepip out into python3-venv.
if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  log "installing python3-venv"
  install_venv() {
    as_root apt-get -o DPkg::Lock::Timeout=300 update -qq || die "apt-get update failed"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq python3-venv >/dev/null \
      || die "apt-get install python3-venv failed"
  }
  with_install_lock install_venv
  python3 -c 'import venv, ensurepip' || die "python3 still cannot make a venv"
fi
ensure_apt java openjdk-17-jre-headless
log "$(java -version 2>&1 | head -n 1)"

venv=$repo_root/target/spark-venv
if ! "$venv/bin/python" -c 'import sys' >/dev/null 2>&1; then
  log "creating $venv"
  rm -rf "$venv"
  python3 -m venv "$venv" || die "python3 -m venv failed"
fi
py=$venv/bin/python
log "pip install pyspark==$PYSPARK_VERSION pyarrow==$PYARROW_VERSION pandas==$PANDAS_VERSION"
"$py" -m pip install --quiet "pyspark==$PYSPARK_VERSION" "pyarrow==$PYARROW_VERSION" \
  "pandas==$PANDAS_VERSION" || die "pip install pyspark pyarrow pandas failed"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The wheel, as a cluster gets it (README.md): built from bindings/python.
# The package builds the library itself (setuptools-rust), with
# `cargo rustc --crate-type cdylib`: another build of the library than
# `cargo build`'s, in a target folder of its own so that it never rewrites
# target/release/libsudoku.so under the checks that use it meanwhile:
# target/python, setup.py's own from the repository, which the readme
# check's `pip install ./bindings/python` shares (readme_copy in lib.sh).
log "building the libsudoku wheel"
"$py" -m pip wheel --quiet --no-deps --wheel-dir "$work/wheels" ./bindings/python \
  || die "pip wheel ./bindings/python failed"
"$py" -m pip install --quiet --force-reinstall --no-deps "$work"/wheels/libsudoku-*.whl \
  || die "pip install of the wheel failed"

export PYSPARK_PYTHON=$py PYSPARK_DRIVER_PYTHON=$py
# Local mode talks to itself: on loopback, never on the machine's other
# addresses.
export SPARK_LOCAL_IP=127.0.0.1
unset LIBSUDOKU_PATH PYTHONPATH
submit() {
  "$venv/bin/spark-submit" --master 'local[2]' --conf spark.ui.enabled=false \
    --conf spark.driver.extraJavaOptions=-Dlog4j2.level=warn \
    examples/spark/sudoku_spark.py "$@" 2> >(grep -v -e ' WARN ' -e ' INFO ' >&2)
}
rows() { (cd examples/spark && "$py" check_spark.py "$@"); }

# The chain search of the hardest puzzles (forum_hardest: about 0.5 s each)
# is bounded: a rating past a guess budget of 1,000 (3.4 ms at the most over
# tests/data; 2,662 of its 6,288 puzzles with one solution are cut off) is
# left null, in the job and in the check alike.
budget=1000
start=$SECONDS
check "solve and rate every file of tests/data" submit solve tests/data/*.txt \
  --rating-budget "$budget" --output "$work/solved"
check "its rows equal the plain package's" rows solved "$work/solved" \
  --rating-budget "$budget" "$repo_root"/tests/data/*.txt
check "the same through mapInArrow" submit solve tests/data/*.txt --arrow --partitions 3 \
  --rating-budget "$budget" --output "$work/solved-arrow"
check "its rows equal the plain package's" rows solved "$work/solved-arrow" \
  --rating-budget "$budget" "$repo_root"/tests/data/*.txt
check "generate 2000 rated puzzles (2.0-3.9, 180°)" submit generate --count 2000 --seed 7 \
  --symmetry 1 --min-rating 20 --max-rating 39 --partitions 4 --output "$work/generated"
check "their rows equal the plain package's" rows generated "$work/generated" --count 2000 \
  --seed 7 --symmetry 1 --min-rating 20 --max-rating 39

# Deduplication keyed on canonical forms (dedupe_spark.py), against the
# command's: 300 puzzles of minimal_100k, each with two copies under seeded
# random transforms, shuffled.
log "cargo build --release -p sudoku-cli (sudoku dedupe, to compare with)"
cargo build --release -p sudoku-cli --quiet || die "cargo build -p sudoku-cli failed"
"$py" - "$work/copies.txt" <<'PY' || die "writing the copies failed"
import random, sys
import libsudoku
draw = random.Random(35)
def lines():
    blocks = draw.sample(range(3), 3)
    return [3 * b + i for b in blocks for i in draw.sample(range(3), 3)]
with open("tests/data/minimal_100k.txt") as f:
    puzzles = [l.split()[0] for l in f if l.strip() and not l.startswith("#")][:300]
out = []
for p in puzzles:
    out.append(p)
    for _ in range(2):
        moves = bytes([draw.randrange(2), *lines(), *lines(), *draw.sample(range(1, 10), 9)])
        out.append(libsudoku.transform(p, moves))
draw.shuffle(out)
open(sys.argv[1], "w").write("\n".join(out) + "\n")
PY
submit_dedupe() {
  "$venv/bin/spark-submit" --master 'local[2]' --conf spark.ui.enabled=false \
    --conf spark.driver.extraJavaOptions=-Dlog4j2.level=warn \
    examples/spark/dedupe_spark.py "$@" 2> >(grep -v -e ' WARN ' -e ' INFO ' >&2)
}
check "deduplicate 900 puzzles by canonical form" submit_dedupe "$work/copies.txt" \
  --output "$work/deduped"
check "the same puzzles kept, in order, as sudoku dedupe" \
  bash -c "cd examples/spark && '$py' check_dedupe.py '$work/deduped' '$repo_root/target/release/sudoku' '$work/copies.txt'"
log "spark jobs and checks: $((SECONDS - start)) s"

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
