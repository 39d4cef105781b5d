#!/usr/bin/env bash
# budget: 90 s
# The CMake package: installs libsudoku into a temporary prefix with
# scripts/install.sh, then builds the consumer project tests/cmake (shared,
# static and C++ programs through find_package(sudoku 1.0) and the imported
# targets sudoku::sudoku and sudoku::sudoku_static) and runs its tests with
# ctest. Also: the version file's version is Cargo.toml's, and asking for a
# version the package is not compatible with fails at configure time.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

lang=cmake
source "$repo_root/scripts/lib-clients.sh"

ensure_apt cmake cmake
ensure_apt cc gcc
ensure_apt c++ g++
log "$(cmake --version | head -n 1)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
major=${version%%.*}
same_version() {
  grep -qx "set(PACKAGE_VERSION \"$version\")" cmake/sudokuConfigVersion.cmake \
    && grep -qx "set(_sudoku_major \"$major\")" cmake/sudokuConfigVersion.cmake \
    || { echo "cmake/sudokuConfigVersion.cmake is not for version $version"; return 1; }
}
check "sudokuConfigVersion.cmake is for version $version (Cargo.toml)" same_version

log "install.sh into $prefix"
PREFIX=$prefix LDCONFIG='' bash scripts/install.sh >/dev/null || die "install.sh failed"

# build_consumer BUILD-DIR [CMAKE ARGS...]: configure, build and ctest.
build_consumer() {
  local build=$1; shift
  cmake -S tests/cmake -B "$build" -DCMAKE_PREFIX_PATH="$prefix" "$@" >"$build.log" 2>&1 \
    && cmake --build "$build" >>"$build.log" 2>&1 \
    && (cd "$build" && ctest --output-on-failure) \
    || { cat "$build.log"; return 1; }
}
check "consumer project: find_package(sudoku 1.0), build, ctest" build_consumer "$work/build"

links_as_promised() {
  local dyn
  dyn=$(readelf -d "$work/build/solve_shared")
  grep -qF "Shared library: [libsudoku.so.$major]" <<<"$dyn" \
    || { echo "solve_shared does not need libsudoku.so.$major"; return 1; }
  ! readelf -d "$work/build/solve_static" | grep -q 'Shared library: \[libsudoku' \
    || { echo "solve_static needs libsudoku.so"; return 1; }
}
check "sudoku::sudoku links libsudoku.so.$major; sudoku::sudoku_static needs no .so" links_as_promised

# A project asking for another major version must be told no at configure
# time, by the version file.
refuses() {
  local wanted=$1 dir=$work/wants-$1
  mkdir -p "$dir"
  cat >"$dir/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.16)
project(wants LANGUAGES C)
find_package(sudoku $wanted REQUIRED)
EOF
  if cmake -S "$dir" -B "$dir/build" -DCMAKE_PREFIX_PATH="$prefix" >"$dir.log" 2>&1; then
    echo "find_package(sudoku $wanted) was accepted"; return 1
  fi
  grep -q "sudokuConfig.cmake, version: $version" "$dir.log" \
    || { cat "$dir.log"; return 1; }
}
minor=$(cut -d. -f2 <<<"$version")
check "find_package(sudoku $((major + 1)).0) is refused" refuses "$((major + 1)).0"
check "find_package(sudoku $major.$((minor + 1))), a newer minor, is refused" refuses "$major.$((minor + 1))"

echo "$lang: $passed passed, $failed failed"
[ "$failed" = 0 ]
