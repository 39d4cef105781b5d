# Shared helpers for scripts/*.sh. Source it; do not run it.
# Every check installs what it needs and fails loudly when it cannot: a
# missing tool is a failure, never a skip.

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export repo_root

log() { printf '\n== %s\n' "$*" >&2; }
die() { printf 'FAILED: %s\n' "$*" >&2; exit 1; }

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# with_install_lock COMMAND...: runs COMMAND holding the lock that every
# install of the checks (apt, rustup, cargo install) takes, so that checks
# running side by side (scripts/test.sh) never install at once: apt and
# rustup fail when two run together. Re-entrant: an install inside another
# (cargo-c's apt packages) runs under the lock already held.
_install_lock_depth=0
with_install_lock() {
  if [ "$_install_lock_depth" -gt 0 ]; then "$@"; return; fi
  command -v flock >/dev/null 2>&1 || die "flock (util-linux) is missing"
  local fd status=0
  exec {fd}>"${TMPDIR:-/tmp}/libsudoku-checks-install.lock" || die "cannot open the install lock"
  flock "$fd" || die "cannot take the install lock"
  _install_lock_depth=1
  "$@" || status=$?
  _install_lock_depth=0
  exec {fd}>&-
  return "$status"
}

_apt_updated=""
# ensure_apt COMMAND PACKAGE...: installs the Debian packages unless COMMAND
# (a program name, or an absolute path to a file) is already there.
ensure_apt() {
  local probe=$1; shift
  if _apt_probe_found "$probe"; then return 0; fi
  with_install_lock _ensure_apt_locked "$probe" "$@"
}
# A bare name is looked up on PATH only: tested as a path it would match
# files of the working folder (the repository's cmake/ folder is not cmake).
_apt_probe_found() {
  case $1 in
    /*) [ -e "$1" ] ;;
    */*) die "ensure_apt: $1 is a relative path; give a program name or an absolute path" ;;
    *) command -v "$1" >/dev/null 2>&1 ;;
  esac
}
_ensure_apt_locked() {
  local probe=$1; shift
  # Another check may have installed it while this one waited.
  if _apt_probe_found "$probe"; then return 0; fi
  log "installing $* (for $probe)"
  if [ -z "$_apt_updated" ]; then
    as_root apt-get -o DPkg::Lock::Timeout=300 update -qq || die "apt-get update failed"
    _apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq "$@" >/dev/null \
    || die "apt-get install $* failed"
  _apt_probe_found "$probe" || die "$probe still missing after installing $*"
}

# readme_copy: refreshes the copy of the repository's files in which the
# README and docs blocks run, target/readme-copy/repo, and prints its path:
# the tracked (and new, unignored) files anew, everything else removed but
# the copy's own target/, so that its builds are kept from run to run (and
# from the quick tier to the full tier's readme check) while no other
# leftover can make a block pass.
readme_copy() {
  local copy=$repo_root/target/readme-copy/repo
  mkdir -p "$copy"
  find "$copy" -mindepth 1 -maxdepth 1 ! -name target -exec rm -rf {} +
  (cd "$repo_root" && git ls-files -z --cached --others --exclude-standard \
    | tar --null -T - -c | tar -x -C "$copy") || die "cannot copy the repository into $copy"
  # The archive holds files only, so tar makes their folders anew, dated
  # now; build.rs watches the folder src/ffi, and a new date there rebuilt
  # the library in the copy each time. The folders take the repository's.
  local dir
  while IFS= read -r -d '' dir; do
    touch -m -r "$repo_root/$dir" "$copy/$dir" || die "cannot date $copy/$dir"
  done < <(cd "$copy" && find . -path ./target -prune -o -type d -print0)
  # A first copy starts from the repository's release build: the same
  # sources with the same dates, so cargo finds it fresh (cargo hashes a
  # workspace's packages by their paths inside it), where building it again
  # took the quick tier two and a half minutes in CI.
  if [ ! -e "$copy/target/release" ] && [ -d "$repo_root/target/release" ]; then
    mkdir -p "$copy/target"
    cp -a "$repo_root/target/release" "$copy/target/" || die "cannot seed $copy/target/release"
  fi
  # The Python package's build (target/python, setup.py's folder from a
  # repository) and the WebAssembly one are the same in the copy as in the
  # repository, for the same reason: the copy's folders for them are the
  # repository's, so that the blocks here, check-spark and check-js build
  # each once between them (cargo's lock on the folder orders them). Each
  # took this check 2-5 minutes to build again.
  local shared
  for shared in python wasm32-unknown-unknown; do
    mkdir -p "$repo_root/target/$shared" || die "cannot make $repo_root/target/$shared"
    if [ ! -L "$copy/target/$shared" ]; then
      rm -rf "$copy/target/$shared"
      mkdir -p "$copy/target"
      ln -s "$repo_root/target/$shared" "$copy/target/$shared" || die "cannot link $copy/target/$shared"
    fi
  done
  printf '%s\n' "$copy"
}

# release_lib_dir: builds the release library once and prints its folder,
# with the libsudoku.so.1 soname link that programs linked to it look for.
release_lib_dir() {
  (cd "$repo_root" && cargo build --release --quiet) >&2 || die "cargo build --release failed"
  local dir=$repo_root/target/release
  ln -sf libsudoku.so "$dir/libsudoku.so.1"
  printf '%s\n' "$dir"
}

# The nightly toolchain for Miri, the sanitizers and cargo-fuzz: pinned,
# since their flags and Miri change often.
NIGHTLY=${NIGHTLY:-nightly-2026-05-20}

# cargo_tests_passed LOG / cargo_tests_failed LOG: totals of the "test
# result:" lines that cargo test wrote to LOG.
cargo_tests_passed() {
  grep -o 'test result: .* \([0-9]*\) passed' "$1" | grep -o '[0-9]* passed' | awk '{s += $1} END {print s + 0}'
}
cargo_tests_failed() {
  grep -o '[0-9]* failed;' "$1" | awk '{s += $1} END {print s + 0}'
}

# safe_engine_test NAME: true for a tests/NAME.rs that drives only engines
# written in safe Rust, through their Rust API, and whose answers do not
# depend on the CPU: the logic engine's walks (logic_*), HoDoKu's scale,
# canonical forms, the variant engine, its logic, its own scale and its
# generator. The sanitizers and aarch64 skip them: no unsafe code runs
# there that the unit tests and the C ABI's tests (ffi_*, variant_ffi*, the
# C programs) do not run too (a classic 9x9 variant reaches the exact
# search, which those tests drive on every path), and each file is one more
# instrumented or cross-compiled binary to build and run (the variant
# logic files alone took 55 s of the ASan check's test time on 7 December).
safe_engine_test() {
  case $1 in
    logic_* | hodoku | canon) ;;
    variant | variant_player) ;;
    variant_logic | variant_logic_aligned | variant_logic_chains | variant_logic_fresh) ;;
    variant_logic_pencil | variant_logic_plus) ;;
    own_scale_cage_fillings | own_scale_locking_nets | own_scale_work) ;;
    variant_generate | variant_generate_layouts | variant_generate_rating | variant_generate_budget) ;;
    *) return 1 ;;
  esac
}

# package_field KEY: a field of Cargo.toml's [package] (version, description),
# the single source of the version, which build.rs also puts in the soname
# and the header.
package_field() {
  awk -v key="$1" '
    /^\[/ { in_package = ($0 == "[package]") }
    in_package && $1 == key && $2 == "=" {
      sub(/^[^=]*=[ \t]*"/, ""); sub(/"[ \t]*$/, ""); print; exit
    }' "$repo_root/Cargo.toml"
}

# ensure_cargo_c: cargo-c, pinned, compiled from crates.io when missing
# (about 350 crates; later runs on the same machine reuse it). Unoptimised:
# CI compiles it afresh every run, and its own work is small beside the
# cargo build it drives. Compiling it took 382 s of CPU so (6 December,
# `/usr/bin/time` user + sys; the optimised build took some 11 minutes on
# the 5 December machine), and a `cargo cbuild --release` with nothing to
# rebuild took 0.35-0.48 s of CPU against 0.18-0.21 s for the optimised one.
CARGO_C_VERSION=0.10.24
ensure_cargo_c() {
  _has_cargo_c || with_install_lock _ensure_cargo_c_locked
}
_has_cargo_c() { cargo cinstall --version 2>/dev/null | grep -q "^cargo-c $CARGO_C_VERSION"; }
_ensure_cargo_c_locked() {
  # Another check may have installed it while this one waited.
  ! _has_cargo_c || return 0
  ensure_apt /usr/include/openssl/ssl.h libssl-dev
  ensure_apt pkg-config pkgconf
  log "cargo install cargo-c $CARGO_C_VERSION (compiles it; minutes)"
  local start=$SECONDS
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 \
    cargo install cargo-c --version "$CARGO_C_VERSION" --locked --quiet || die "cargo install cargo-c failed"
  log "cargo-c installed in $((SECONDS - start)) s"
}
