#!/usr/bin/env bash
# budget: 420 s
# cargo-c: `cargo cinstall` with the [package.metadata.capi] of Cargo.toml
# must install the library files of scripts/install.sh, in the same places:
# the same file names, links and modes, the same headers and CMake files,
# a sudoku.pc that gives the same flags, a library with the same soname and
# exports. Then a program is built against the cargo-c install with
# pkg-config, and the CMake consumer project with find_package.
# cargo-c comes from ensure_cargo_c (scripts/lib.sh).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=cargo-c
source "$repo_root/scripts/lib-clients.sh"

ensure_apt pkg-config pkgconf
ensure_apt readelf binutils
ensure_apt cmake cmake
ensure_apt cc gcc
ensure_cargo_c
log "$(cargo cinstall --version)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
by_cargo_c=$work/home/.local
by_script=$work/script

# docs/C-API.md's command, run here as written (the readme check skips it:
# a second cargo-c build there cost five minutes), with HOME a new folder.
# --libdir: on Debian cargo-c's default is lib/<multiarch triple>;
# install.sh's is lib.
documented='cargo cinstall --release --prefix="$HOME/.local" --libdir="$HOME/.local/lib"'
grep -qxF "$documented" docs/C-API.md \
  || die "docs/C-API.md no longer shows the command this check runs: $documented"
log "$documented (HOME=$work/home)"
mkdir -p "$work/home"
(
  export CARGO_HOME=${CARGO_HOME:-$HOME/.cargo} RUSTUP_HOME=${RUSTUP_HOME:-$HOME/.rustup}
  export HOME=$work/home
  eval "$documented"
) || die "cargo cinstall failed"
log "install.sh into $by_script"
PREFIX=$by_script LDCONFIG='' bash scripts/install.sh >/dev/null || die "install.sh failed"

# Path, type, mode and link target of every file, minus what only the
# script installs: the command and its man page.
layout() {
  (cd "$1" && find . -mindepth 1 \( -path ./bin -o -path ./bin/\* -o -path ./share/man -o -path ./share/man/\* \) -prune -o -printf '%P %y %m %l\n' | sort)
}
same_layout() { diff -u <(layout "$by_script") <(layout "$by_cargo_c"); }
check "the same files, links and modes as install.sh (the command aside)" same_layout

same_files() {
  local file
  for file in include/sudoku.h include/sudoku.hpp \
              share/sudoku/cmake/sudokuConfig.cmake share/sudoku/cmake/sudokuConfigVersion.cmake; do
    cmp "$by_script/$file" "$by_cargo_c/$file" || return 1
  done
}
check "the same headers and CMake files, byte for byte" same_files

words() { local out; out=$("$@") || return 1; read -ra w <<<"$out"; printf '%s' "${w[*]}"; }
# pc_flags PREFIX ARGS...: pkg-config's answer, with the prefix written P.
pc_flags() {
  local prefix=$1; shift
  PKG_CONFIG_PATH=$prefix/lib/pkgconfig words pkg-config "$@" sudoku | sed "s|$prefix|P|g"
}
same_pc() {
  local args
  for args in "--modversion" "--cflags" "--libs" "--static --libs"; do
    # shellcheck disable=SC2086
    [ "$(pc_flags "$by_script" $args)" = "$(pc_flags "$by_cargo_c" $args)" ] || {
      echo "pkg-config $args: install.sh gives '$(pc_flags "$by_script" $args)'," \
           "cargo-c '$(pc_flags "$by_cargo_c" $args)'"
      return 1
    }
  done
}
check "sudoku.pc gives the same version and flags" same_pc

soname() { readelf -d "$1" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p'; }
exports() { nm -D --defined-only "$1" | awk '{ print $NF }' | sort; }
same_library() {
  local a=$by_script/lib/libsudoku.so b=$by_cargo_c/lib/libsudoku.so
  [ "$(soname "$a")" = "$(soname "$b")" ] && [ "$(soname "$b")" = libsudoku.so.1 ] \
    || { echo "sonames: $(soname "$a") / $(soname "$b")"; return 1; }
  diff -u <(exports "$a") <(exports "$b")
}
check "the same soname and exported functions" same_library

pkg_config_program() {
  local flags
  read -ra flags <<<"$(PKG_CONFIG_PATH=$by_cargo_c/lib/pkgconfig pkg-config --cflags --libs sudoku)"
  cc -std=c99 -Wall -Wextra -Werror tests/cmake/solve.c -o "$work/prog" "${flags[@]}" \
    && [ "$(LD_LIBRARY_PATH=$by_cargo_c/lib "$work/prog")" \
         = 534678912672195348198342567859761423426853791713924856961537284287419635345286179 ]
}
check "a program built with pkg-config against the cargo-c install" pkg_config_program

cmake_consumer() {
  cmake -S tests/cmake -B "$work/cmake" -DCMAKE_PREFIX_PATH="$by_cargo_c" >"$work/cmake.log" 2>&1 \
    && cmake --build "$work/cmake" >>"$work/cmake.log" 2>&1 \
    && (cd "$work/cmake" && ctest --output-on-failure) \
    || { cat "$work/cmake.log"; return 1; }
}
check "the CMake consumer project against the cargo-c install" cmake_consumer

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
