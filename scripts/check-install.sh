#!/usr/bin/env bash
# budget: 150 s
# Tests scripts/install.sh the way users consume an installed library:
# - installs into a temporary prefix (twice: reinstalling must work), checks
#   the files, the symlink chain, the soname and sudoku.pc, the CMake files,
#   the sudoku command and its man page;
# - builds a C program with nothing but `pkg-config --cflags --libs sudoku`
#   and runs it against the installed shared library (and a C++ one through
#   the installed sudoku.hpp);
# - links the same C program statically with `pkg-config --static --libs`
#   and checks that it no longer needs libsudoku.so;
# - checks that the shared library exports exactly the functions declared in
#   include/sudoku.h, nothing more, nothing less;
# - installs with DESTDIR, LIBDIR and INCLUDEDIR into a staging tree, checks
#   that no staging path leaks into sudoku.pc, and builds against it;
# - installs without cargo on PATH (as under sudo), from a fresh build, and
#   refuses a build older than the sources.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

ensure_apt pkg-config pkgconf
ensure_apt readelf binutils
ensure_apt nm binutils
ensure_apt cc gcc
ensure_apt c++ g++
ensure_apt ldd libc-bin

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0
pass() { passed=$((passed + 1)); printf 'ok: %s\n' "$*"; }
fail() { failed=$((failed + 1)); printf 'FAILED: %s\n' "$*" >&2; }
# check DESCRIPTION COMMAND...: passes when the command succeeds.
check() {
  local what=$1; shift
  if "$@"; then pass "$what"; else fail "$what"; fi
}
# same DESCRIPTION GOT WANT
same() {
  if [ "$2" = "$3" ]; then
    pass "$1"
  else
    fail "$1"
    printf '  got:  %s\n  want: %s\n' "$2" "$3" >&2
  fi
}
# Words of a command's output joined by single spaces: pkg-config's spacing
# (a trailing blank, say) is not what is being tested.
words() { local out; out=$("$@") || return 1; read -ra w <<<"$out"; printf '%s' "${w[*]}"; }
mode_of() { stat -c %a "$1"; }

version=$(package_field version)
[[ $version =~ ^([0-9]+)\.[0-9]+\.[0-9]+$ ]] || die "cannot read the version from Cargo.toml"
major=${BASH_REMATCH[1]}
real_name=libsudoku.so.$version
soname=libsudoku.so.$major
private_libs="-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc"

# The program users would write first: solve one puzzle (the first of
# examples/puzzles.txt) and compare with its known answer. Includes
# <sudoku.h> with angle brackets: only pkg-config's -I can find it.
cat >"$tmp/prog.c" <<'EOF'
#include <stdio.h>
#include <string.h>

#include <sudoku.h>

int main(void) {
    static const char puzzle[] =
        "...8..9.69.5.1..4.24.3.7...612....9353....6.4..87...1...425...13...6..7.829..3...";
    static const char solution[] =
        "173845926985612347246397158612584793537921684498736512764259831351468279829173465";
    char grid[81];
    memcpy(grid, puzzle, sizeof grid);
    sudoku_status status = sudoku_solve(grid);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "sudoku_solve: %s\n", sudoku_status_str(status));
        return 1;
    }
    if (memcmp(grid, solution, sizeof grid) != 0) {
        fprintf(stderr, "wrong solution: %.81s\n", grid);
        return 1;
    }
    if (strcmp(sudoku_version(), SUDOKU_VERSION_STRING) != 0) {
        fprintf(stderr, "library %s, header %s\n", sudoku_version(), SUDOKU_VERSION_STRING);
        return 1;
    }
    printf("solved %.81s with libsudoku %s\n", grid, sudoku_version());
    return 0;
}
EOF
expected_output="solved 173845926985612347246397158612584793537921684498736512764259831351468279829173465 with libsudoku $version"

# The same through the installed C++ wrapper, which must find its sudoku.h
# beside it.
cat >"$tmp/prog.cpp" <<'EOF'
#include <cstdio>

#include <sudoku.hpp>

int main() {
    auto result = sudoku::solve(
        "...8..9.69.5.1..4.24.3.7...612....9353....6.4..87...1...425...13...6..7.829..3...");
    if (!result) {
        std::fprintf(stderr, "solve: %s\n", sudoku::to_string(result.code));
        return 1;
    }
    if (sudoku::version() != sudoku::header_version) {
        return 1;
    }
    std::printf("solved %.81s with libsudoku %s\n", result.cells.data(), sudoku::version().data());
    return 0;
}
EOF

c_flags=(-std=c99 -Wall -Wextra -Wpedantic -Werror -O1)
cxx_flags=(-std=c++17 -Wall -Wextra -Wpedantic -Werror -O1)

# --- 1. install into a prefix, twice -----------------------------------------
prefix=$tmp/prefix
libdir=$prefix/lib
for round in first second; do
  log "install.sh into $prefix ($round time)"
  rm -f "$tmp/ldconfig-ran"
  # LDCONFIG is replaced by a marker so the test leaves the system's loader
  # cache alone but still sees that a real install as root runs it.
  if PREFIX=$prefix DESTDIR='' LDCONFIG="touch $tmp/ldconfig-ran" bash scripts/install.sh; then
    pass "install.sh ($round run) succeeds"
  else
    fail "install.sh ($round run) succeeds"
    die "cannot go on without an installed tree"
  fi
done
if [ "$(id -u)" = 0 ]; then
  check "a real install as root runs ldconfig" test -e "$tmp/ldconfig-ran"
else
  check "a real install as non-root leaves ldconfig alone" test ! -e "$tmp/ldconfig-ran"
fi

log "installed files"
check "$real_name is a regular file" test -f "$libdir/$real_name" -a ! -L "$libdir/$real_name"
check "$real_name is the built library" cmp -s "$libdir/$real_name" target/release/libsudoku.so
same "$real_name is executable (0755)" "$(mode_of "$libdir/$real_name")" 755
same "$soname -> $real_name" "$(readlink "$libdir/$soname")" "$real_name"
same "libsudoku.so -> $real_name" "$(readlink "$libdir/libsudoku.so")" "$real_name"
same "libsudoku.so resolves to the real file" \
  "$(readlink -f "$libdir/libsudoku.so")" "$(readlink -f "$libdir/$real_name")"
check "libsudoku.a is the built archive" cmp -s "$libdir/libsudoku.a" target/release/libsudoku.a
same "libsudoku.a mode 0644" "$(mode_of "$libdir/libsudoku.a")" 644
check "sudoku.h installed unchanged" cmp -s "$prefix/include/sudoku.h" include/sudoku.h
check "sudoku.hpp installed unchanged" cmp -s "$prefix/include/sudoku.hpp" include/sudoku.hpp
same "sudoku.h mode 0644" "$(mode_of "$prefix/include/sudoku.h")" 644
same "sudoku.pc mode 0644" "$(mode_of "$libdir/pkgconfig/sudoku.pc")" 644
same "no temporary files left in pkgconfig/" "$(ls -A "$libdir/pkgconfig")" "sudoku.pc"
same "SONAME of the installed library" \
  "$(readelf -d "$libdir/$real_name" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')" "$soname"
check "sudokuConfig.cmake installed unchanged" \
  cmp -s "$prefix/share/sudoku/cmake/sudokuConfig.cmake" cmake/sudokuConfig.cmake
check "sudokuConfigVersion.cmake installed unchanged" \
  cmp -s "$prefix/share/sudoku/cmake/sudokuConfigVersion.cmake" cmake/sudokuConfigVersion.cmake
check "the sudoku command is the built one" cmp -s "$prefix/bin/sudoku" target/release/sudoku
same "bin/sudoku mode 0755" "$(mode_of "$prefix/bin/sudoku")" 755
same "bin/sudoku --version" "$("$prefix/bin/sudoku" --version)" "sudoku $version (libsudoku $version)"
same "bin/sudoku solves a puzzle" \
  "$(printf '%s\n' '...8..9.69.5.1..4.24.3.7...612....9353....6.4..87...1...425...13...6..7.829..3...' | "$prefix/bin/sudoku" solve)" \
  "173845926985612347246397158612584793537921684498736512764259831351468279829173465"
check "the man page installed unchanged" cmp -s "$prefix/share/man/man1/sudoku.1" cli/sudoku.1
same "man finds sudoku(1) under the prefix" \
  "$(MANPATH=$prefix/share/man man -w sudoku 2>/dev/null)" "$prefix/share/man/man1/sudoku.1"

log "sudoku.pc"
cat "$libdir/pkgconfig/sudoku.pc"
export PKG_CONFIG_PATH=$libdir/pkgconfig
check "pkg-config --validate sudoku" pkg-config --validate sudoku
same "pkg-config finds the installed sudoku.pc" \
  "$(pkg-config --variable=pcfiledir sudoku)" "$libdir/pkgconfig"
same "pkg-config --modversion = Cargo.toml version" "$(pkg-config --modversion sudoku)" "$version"
same "prefix" "$(pkg-config --variable=prefix sudoku)" "$prefix"
same "libdir" "$(pkg-config --variable=libdir sudoku)" "$libdir"
same "includedir" "$(pkg-config --variable=includedir sudoku)" "$prefix/include"
same "--cflags" "$(words pkg-config --cflags sudoku)" "-I$prefix/include"
same "--libs" "$(words pkg-config --libs sudoku)" "-L$libdir -lsudoku"
same "--static --libs adds the Rust runtime's system libraries" \
  "$(words pkg-config --static --libs sudoku)" "-L$libdir -lsudoku $private_libs"

# --- 2. a program linked to the installed shared library ---------------------
log "C program built with pkg-config --cflags --libs sudoku"
read -ra pc_cflags <<<"$(pkg-config --cflags sudoku)"
read -ra pc_libs <<<"$(pkg-config --libs sudoku)"
if cc "${c_flags[@]}" "${pc_cflags[@]}" "$tmp/prog.c" -o "$tmp/prog" "${pc_libs[@]}"; then
  pass "C program compiles and links with pkg-config flags only"
  dyn=$(readelf -d "$tmp/prog")
  check "program NEEDED libsudoku.so.$major" grep -qF "(NEEDED)             Shared library: [$soname]" <<<"$dyn"
  check "program does not need the unversioned libsudoku.so" \
    bash -c '! grep -qF "Shared library: [libsudoku.so]" <<<"$1"' _ "$dyn"
  # Without RPATH/RUNPATH the program can only find the library the way the
  # next checks set up, not a build tree baked in at link time.
  check "program has no RPATH/RUNPATH" bash -c '! grep -qE "\((RPATH|RUNPATH)\)" <<<"$1"' _ "$dyn"
  same "ldd resolves $soname in the installed lib dir" \
    "$(LD_LIBRARY_PATH=$libdir ldd "$tmp/prog" | awk -v so="$soname" '$1 == so { print $3 }')" \
    "$libdir/$soname"
  same "program solves the puzzle with the installed library" \
    "$(LD_LIBRARY_PATH=$libdir "$tmp/prog")" "$expected_output"
else
  fail "C program compiles and links with pkg-config flags only"
fi

log "C++ program using the installed sudoku.hpp"
if c++ "${cxx_flags[@]}" "${pc_cflags[@]}" "$tmp/prog.cpp" -o "$tmp/prog-cpp" "${pc_libs[@]}"; then
  pass "C++ program compiles against the installed sudoku.hpp"
  same "C++ program solves the puzzle" "$(LD_LIBRARY_PATH=$libdir "$tmp/prog-cpp")" "$expected_output"
else
  fail "C++ program compiles against the installed sudoku.hpp"
fi

# --- 3. the same program linked statically -----------------------------------
log "C program linked statically with pkg-config --static --libs sudoku"
# -lsudoku would pick libsudoku.so, which sits beside the archive: ask the
# linker for the archive for this one library only.
static_libs=()
read -ra pc_static <<<"$(pkg-config --static --libs sudoku)"
for word in "${pc_static[@]}"; do
  if [ "$word" = -lsudoku ]; then
    static_libs+=("-Wl,-Bstatic" -lsudoku "-Wl,-Bdynamic")
  else
    static_libs+=("$word")
  fi
done
if cc "${c_flags[@]}" "${pc_cflags[@]}" "$tmp/prog.c" -o "$tmp/prog-static" "${static_libs[@]}"; then
  pass "C program links statically with pkg-config --static flags"
  check "static program does not need libsudoku" \
    bash -c '! readelf -d "$1" | grep -q "Shared library: \[libsudoku"' _ "$tmp/prog-static"
  check "ldd lists no libsudoku for the static program" \
    bash -c '! LD_LIBRARY_PATH=$2 ldd "$1" | grep -q libsudoku' _ "$tmp/prog-static" "$libdir"
  check "static program contains sudoku_solve" \
    bash -c 'nm "$1" | grep -qE "^[0-9a-f]+ T sudoku_solve$"' _ "$tmp/prog-static"
  same "static program solves the puzzle with no library path" \
    "$(env -u LD_LIBRARY_PATH "$tmp/prog-static")" "$expected_output"
else
  fail "C program links statically with pkg-config --static flags"
fi

# --- 4. exported symbols = the functions declared in sudoku.h ----------------
log "exported symbols"
# Comments stripped by the compiler itself (the docs mention function names
# too), macros left unexpanded (-fpreprocessed; -w hides its note that both
# SUDOKU_MUST_USE branches define the macro). Each remaining line with "("
# that is not a directive is a prototype (cbindgen writes one per line): the
# name is the last word before "(".
header_functions=$(cc -w -fpreprocessed -E -P "$prefix/include/sudoku.h" \
  | awk '!/^[[:space:]]*#/ && /\(/ { sub(/\(.*/, ""); name = $NF; sub(/^\*+/, "", name); print name }' \
  | sort)
printf 'declared in sudoku.h:\n%s\n' "$header_functions"
check "sudoku.h parsing found sudoku_solve and sudoku_version" \
  bash -c 'grep -qx sudoku_solve <<<"$1" && grep -qx sudoku_version <<<"$1"' _ "$header_functions"
check "every declared name is a sudoku_ identifier" \
  bash -c '! grep -vqE "^sudoku_[a-z0-9_]+$" <<<"$1"' _ "$header_functions"
exported=$(nm -D --defined-only "$libdir/$real_name" | awk '{ print $NF }' | sort)
if [ "$exported" = "$header_functions" ]; then
  pass "nm -D --defined-only lists exactly the $(wc -l <<<"$exported") functions of sudoku.h"
else
  fail "nm -D --defined-only lists exactly the functions of sudoku.h"
  diff <(printf '%s\n' "$header_functions") <(printf '%s\n' "$exported") \
    | sed 's/^</  declared, not exported:/; s/^>/  exported, not declared:/' >&2 || true
fi
check "every export is a function (type T)" \
  bash -c '! nm -D --defined-only "$1" | awk "{ print \$2 }" | grep -qv "^T$"' _ "$libdir/$real_name"
# readelf, not nm: the archive's objects embed LLVM bitcode, which nm hands
# to any LLVM gold plugin installed in /usr/lib/bfd-plugins; an older LLVM's
# plugin then fails and nm reports "no symbols".
archive_functions=$(readelf -sW "$libdir/libsudoku.a" \
  | awk '$4 == "FUNC" && $5 == "GLOBAL" && $7 != "UND" { print $8 }' | sort -u)
missing=$(comm -23 <(printf '%s\n' "$header_functions") <(printf '%s\n' "$archive_functions"))
same "libsudoku.a defines every function of sudoku.h" "$missing" ""

# --- 5. DESTDIR staging, with LIBDIR and INCLUDEDIR --------------------------
# A final prefix that does not exist: nothing may be written there.
final=/nonexistent/libsudoku-check-$$
stage=$tmp/stage
log "install.sh with DESTDIR=$stage PREFIX=$final"
rm -f "$tmp/ldconfig-staged"
if PREFIX=$final DESTDIR=$stage LIBDIR=$final/lib/x86_64-linux-gnu INCLUDEDIR=$final/include/sudoku \
     LDCONFIG="touch $tmp/ldconfig-staged" bash scripts/install.sh; then
  pass "install.sh with DESTDIR succeeds"
  slib=$stage$final/lib/x86_64-linux-gnu
  check "nothing written to the final prefix" test ! -e "$final"
  check "a staged install does not run ldconfig" test ! -e "$tmp/ldconfig-staged"
  same "staged $soname -> $real_name" "$(readlink "$slib/$soname")" "$real_name"
  same "staged libsudoku.so -> $real_name" "$(readlink "$slib/libsudoku.so")" "$real_name"
  check "staged libsudoku.a" test -f "$slib/libsudoku.a"
  check "staged headers in INCLUDEDIR" test -f "$stage$final/include/sudoku/sudoku.h" -a -f "$stage$final/include/sudoku/sudoku.hpp"
  check "staged bin/sudoku, man page and CMake files" \
    test -x "$stage$final/bin/sudoku" -a -f "$stage$final/share/man/man1/sudoku.1" \
         -a -f "$stage$final/share/sudoku/cmake/sudokuConfig.cmake"
  check "no DESTDIR path inside sudoku.pc" bash -c '! grep -qF "$1" "$2"' _ "$stage" "$slib/pkgconfig/sudoku.pc"
  same "staged sudoku.pc libdir is relative to prefix" \
    "$(grep '^libdir=' "$slib/pkgconfig/sudoku.pc")" 'libdir=${prefix}/lib/x86_64-linux-gnu'
  same "staged sudoku.pc includedir is relative to prefix" \
    "$(grep '^includedir=' "$slib/pkgconfig/sudoku.pc")" 'includedir=${prefix}/include/sudoku'
  same "staged --cflags --libs name the final paths" \
    "$(PKG_CONFIG_PATH=$slib/pkgconfig words pkg-config --cflags --libs sudoku)" \
    "-I$final/include/sudoku -L$final/lib/x86_64-linux-gnu -lsudoku"
  # The staged tree is usable the way cross builds use a sysroot.
  read -ra sys_flags <<<"$(PKG_CONFIG_PATH=$slib/pkgconfig PKG_CONFIG_SYSROOT_DIR=$stage \
                             pkg-config --cflags --libs sudoku)"
  if cc "${c_flags[@]}" "$tmp/prog.c" -o "$tmp/prog-staged" "${sys_flags[@]}"; then
    same "program built against the staged tree solves the puzzle" \
      "$(LD_LIBRARY_PATH=$slib "$tmp/prog-staged")" "$expected_output"
  else
    fail "program builds against the staged tree (PKG_CONFIG_SYSROOT_DIR)"
  fi
else
  fail "install.sh with DESTDIR succeeds"
fi

# --- 6. argument checks and installing without cargo -------------------------
log "install.sh refuses a relative PREFIX"
if (PREFIX=relative/prefix bash scripts/install.sh) >/dev/null 2>&1; then
  fail "a relative PREFIX is refused"
else
  pass "a relative PREFIX is refused"
fi
check "nothing installed for the relative PREFIX" test ! -e relative/prefix

# PATH without the folders that hold cargo, as under sudo.
no_cargo_path=
IFS=: read -ra path_dirs <<<"$PATH"
for dir in "${path_dirs[@]}"; do
  [ -x "$dir/cargo" ] || no_cargo_path=${no_cargo_path:+$no_cargo_path:}$dir
done
check "the test PATH has no cargo" bash -c '! PATH=$1 command -v cargo >/dev/null' _ "$no_cargo_path"
# A copy of the build, so its timestamps can be set without touching the
# shared target/ folder.
copy=$tmp/target/release
mkdir -p "$copy"
cp target/release/libsudoku.so target/release/libsudoku.a target/release/libsudoku.d \
   target/release/sudoku target/release/sudoku.d "$copy/"

log "install.sh without cargo, from a build newer than the sources"
touch "$copy/libsudoku.so" "$copy/libsudoku.a" "$copy/sudoku"
if PATH=$no_cargo_path CARGO_TARGET_DIR=$tmp/target PREFIX=$tmp/nocargo LDCONFIG='' \
     bash scripts/install.sh >"$tmp/nocargo.log" 2>&1; then
  pass "without cargo, an up-to-date build is installed"
  check "it says it did not rebuild" grep -q "cargo is not on PATH" "$tmp/nocargo.log"
  check "...and installed the library" test -f "$tmp/nocargo/lib/$real_name"
else
  cat "$tmp/nocargo.log" >&2
  fail "without cargo, an up-to-date build is installed"
fi

log "install.sh without cargo refuses a build older than the sources"
touch -d '2000-01-01' "$copy/libsudoku.so" "$copy/libsudoku.a"
if PATH=$no_cargo_path CARGO_TARGET_DIR=$tmp/target PREFIX=$tmp/stale LDCONFIG='' \
     bash scripts/install.sh >"$tmp/stale.log" 2>&1; then
  fail "without cargo, a stale build is refused"
else
  check "without cargo, a stale build is refused (saying why)" grep -q "is newer than" "$tmp/stale.log"
fi
check "nothing installed from the stale build" test ! -e "$tmp/stale"

log "install.sh without cargo refuses a command older than its sources"
touch "$copy/libsudoku.so" "$copy/libsudoku.a"
touch -d '2000-01-01' "$copy/sudoku"
if PATH=$no_cargo_path CARGO_TARGET_DIR=$tmp/target PREFIX=$tmp/stale-cli LDCONFIG='' \
     bash scripts/install.sh >"$tmp/stale-cli.log" 2>&1; then
  fail "without cargo, a stale sudoku command is refused"
else
  check "without cargo, a stale sudoku command is refused (saying why)" \
    grep -q "is newer than $tmp/target/release/sudoku" "$tmp/stale-cli.log"
fi

echo "install: $passed passed, $failed failed"
[ "$failed" = 0 ]
