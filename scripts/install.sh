#!/usr/bin/env bash
# Installs libsudoku into a prefix:
#
#   PREFIX=/usr/local DESTDIR= scripts/install.sh
#
# Variables (all paths absolute):
#   PREFIX      where the library will live at run time (default /usr/local)
#   LIBDIR      default $PREFIX/lib (e.g. $PREFIX/lib/x86_64-linux-gnu)
#   INCLUDEDIR  default $PREFIX/include
#   BINDIR      default $PREFIX/bin
#   DATADIR     default $PREFIX/share
#   MANDIR      default $DATADIR/man
#   DESTDIR     staging root for packagers: files go to $DESTDIR$LIBDIR etc.,
#               while every path written inside them (sudoku.pc) is the final
#               one, without DESTDIR. Default empty.
#   LDCONFIG    run after a real (DESTDIR-less) install as root, so the
#               loader's cache knows the new soname; default "ldconfig", set
#               it empty to skip.
#
# It installs:
#   $LIBDIR/libsudoku.so.MAJOR.MINOR.PATCH   the shared library
#   $LIBDIR/libsudoku.so.MAJOR -> libsudoku.so.MAJOR.MINOR.PATCH
#                                 (the soname: what programs load)
#   $LIBDIR/libsudoku.so -> libsudoku.so.MAJOR.MINOR.PATCH   (what `-lsudoku`
#                                 finds; as cargo-c links it)
#   $LIBDIR/libsudoku.a                      the static library
#   $LIBDIR/pkgconfig/sudoku.pc
#   $INCLUDEDIR/sudoku.h, $INCLUDEDIR/sudoku.hpp, $INCLUDEDIR/sudoku_rules.hpp
#   $DATADIR/sudoku/cmake/sudokuConfig.cmake, sudokuConfigVersion.cmake
#                                 (find_package(sudoku), target sudoku::sudoku)
#   $BINDIR/sudoku                the command-line program (cli/)
#   $MANDIR/man1/sudoku.1         its manual page
#
# `cargo cinstall --prefix=P --libdir=P/lib` (cargo-c, with the metadata in
# Cargo.toml) installs the same library files; this script needs nothing but
# cargo, and also installs the command. scripts/check-install.sh tests it,
# scripts/check-cargo-c.sh compares the two.
#
# It builds the release library and the command first when cargo is on PATH
# (a no-op when up to date). Without cargo, as under `sudo`, whose PATH
# usually lacks ~/.cargo/bin, it installs the existing build, refusing one
# older than its sources. So the usual sequence is:
#   make && sudo scripts/install.sh
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
LDCONFIG=${LDCONFIG-ldconfig}

# Relative paths would end up verbatim in sudoku.pc and mean nothing to the
# compilers that read it.
absolute() {
  case $2 in
    /*) ;;
    *) die "$1 must be an absolute path, not '$2'" ;;
  esac
}
absolute PREFIX "$PREFIX"
# Without the trailing slash, paths in sudoku.pc read /usr/local/lib, not
# /usr/local//lib (and PREFIX=/ gives /lib).
PREFIX=${PREFIX%/}
LIBDIR=${LIBDIR:-$PREFIX/lib}
INCLUDEDIR=${INCLUDEDIR:-$PREFIX/include}
BINDIR=${BINDIR:-$PREFIX/bin}
DATADIR=${DATADIR:-$PREFIX/share}
MANDIR=${MANDIR:-$DATADIR/man}
for var in LIBDIR INCLUDEDIR BINDIR DATADIR MANDIR; do
  absolute "$var" "${!var}"
  printf -v "$var" '%s' "${!var%/}"
done

version=$(package_field version)
description=$(package_field description)
[[ $version =~ ^([0-9]+)\.([0-9]+)\.([0-9]+) ]] \
  || die "cannot read a MAJOR.MINOR.PATCH version from Cargo.toml (got '$version')"
major=${BASH_REMATCH[1]}
real_name=libsudoku.so.${BASH_REMATCH[1]}.${BASH_REMATCH[2]}.${BASH_REMATCH[3]}
soname=libsudoku.so.$major

build_dir=${CARGO_TARGET_DIR:-$repo_root/target}/release
# refuse_stale ARTIFACT: without cargo we cannot rebuild, so at least refuse
# a stale build: one older than any source that cargo recorded for it in its
# dep-info file (a Cargo.toml edit that changes nothing in it is no reason).
refuse_stale() {
  local artifact=$build_dir/$1 depinfo=$build_dir/${1%.*}.d newer
  for file in "$artifact" "$depinfo"; do
    [ -e "$file" ] || die "cargo is not on PATH and there is no $file: run 'make' first"
  done
  read -ra sources <<<"$(sed 's/^[^:]*:[[:space:]]*//' "$depinfo" | tr '\n' ' ')"
  [ "${#sources[@]}" -gt 0 ] || die "$depinfo lists no sources"
  newer=$(find "${sources[@]}" -newer "$artifact" -print -quit 2>/dev/null) \
    || newer="a source listed in $depinfo (now missing)"
  [ -z "$newer" ] || die "$newer is newer than $artifact: run 'make' first"
}
if command -v cargo >/dev/null 2>&1; then
  # One cargo call for both, so the library is built once, with one set of
  # features, for itself and for the command.
  log "cargo build --release -p libsudoku -p sudoku-cli"
  cargo build --release -p libsudoku -p sudoku-cli --quiet || die "cargo build --release failed"
else
  [ -e "$build_dir/libsudoku.a" ] || die "cargo is not on PATH and $build_dir has no libsudoku.a: run 'make' first"
  refuse_stale libsudoku.so
  refuse_stale sudoku
  log "cargo is not on PATH: installing the existing build in $build_dir"
fi

# Guards against installing a library and header that disagree with the
# version in Cargo.toml (e.g. Cargo.toml edited after the last build).
ensure_apt readelf binutils
built_soname=$(readelf -d "$build_dir/libsudoku.so" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
[ "$built_soname" = "$soname" ] \
  || die "$build_dir/libsudoku.so has soname '$built_soname', expected $soname (version $version)"
grep -qF "#define SUDOKU_VERSION_STRING \"$version\"" include/sudoku.h \
  || die "include/sudoku.h is not for version $version: run 'cargo build --release'"

# The system libraries that Rust's standard library, linked into
# libsudoku.a, needs from the platform. This is the list printed, on
# x86_64-linux-gnu, by
#   cargo rustc --release --lib --crate-type staticlib -- --print native-static-libs
# hard-coded because running that here would rebuild the library as a
# staticlib-only unit on every install. scripts/check-install.sh links a
# program statically with exactly these flags, so a toolchain that needs
# more fails there.
libs_private="-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc"

# Paths inside sudoku.pc are relative to ${prefix} where possible, so a
# relocated tree can be used by overriding one variable
# (pkg-config --define-variable=prefix=...).
pc_path() {
  case $1 in
    "$PREFIX") printf '${prefix}' ;;
    "$PREFIX"/*) printf '${prefix}%s' "${1#"$PREFIX"}" ;;
    *) printf '%s' "$1" ;;
  esac
}

lib_dest=$DESTDIR$LIBDIR
include_dest=$DESTDIR$INCLUDEDIR
bin_dest=$DESTDIR$BINDIR
cmake_dest=$DESTDIR$DATADIR/sudoku/cmake
man_dest=$DESTDIR$MANDIR/man1
log "installing libsudoku $version into ${DESTDIR:+$DESTDIR (staging) + }$PREFIX"

install -d -m 0755 "$lib_dest" "$lib_dest/pkgconfig" "$include_dest" "$bin_dest" "$cmake_dest" "$man_dest"
install -m 0755 "$build_dir/libsudoku.so" "$lib_dest/$real_name"
# -n: replace an existing link itself, never write inside a directory it
# points to; relative targets keep the tree relocatable (and DESTDIR-safe).
ln -sfn "$real_name" "$lib_dest/$soname"
ln -sfn "$real_name" "$lib_dest/libsudoku.so"
install -m 0644 "$build_dir/libsudoku.a" "$lib_dest/libsudoku.a"
install -m 0644 include/sudoku.h include/sudoku.hpp include/sudoku_rules.hpp "$include_dest/"
install -m 0644 cmake/sudokuConfig.cmake cmake/sudokuConfigVersion.cmake "$cmake_dest/"
install -m 0755 "$build_dir/sudoku" "$bin_dest/sudoku"
install -m 0644 cli/sudoku.1 "$man_dest/sudoku.1"

# Written to a temporary file first so an interrupted install never leaves a
# half-written sudoku.pc behind.
pc_tmp=$(mktemp "$lib_dest/pkgconfig/.sudoku.pc.XXXXXX")
trap 'rm -f "$pc_tmp"' EXIT
cat >"$pc_tmp" <<EOF
prefix=$PREFIX
libdir=$(pc_path "$LIBDIR")
includedir=$(pc_path "$INCLUDEDIR")

Name: sudoku
Description: $description
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -lsudoku
Libs.private: $libs_private
EOF
chmod 0644 "$pc_tmp"
mv -f "$pc_tmp" "$lib_dest/pkgconfig/sudoku.pc"
trap - EXIT

if [ -z "$DESTDIR" ] && [ -n "$LDCONFIG" ] && [ "$(id -u)" = 0 ] \
   && command -v "${LDCONFIG%% *}" >/dev/null 2>&1; then
  # A library new to a system directory (/usr/local/lib) cannot be loaded
  # until the loader's cache is rebuilt.
  $LDCONFIG || die "$LDCONFIG failed"
fi

for file in "$lib_dest/$real_name" "$lib_dest/$soname" "$lib_dest/libsudoku.so" \
            "$lib_dest/libsudoku.a" "$lib_dest/pkgconfig/sudoku.pc" \
            "$include_dest/sudoku.h" "$include_dest/sudoku.hpp" "$include_dest/sudoku_rules.hpp" \
            "$cmake_dest/sudokuConfig.cmake" "$cmake_dest/sudokuConfigVersion.cmake" \
            "$bin_dest/sudoku" "$man_dest/sudoku.1"; do
  printf 'installed %s\n' "$file"
done
