#!/usr/bin/env bash
# Builds examples/java/build/libsudoku.jar: the Java binding (examples/java)
# with the release library bundled as linux-x86-64/libsudoku.so, where the
# binding looks for it after LIBSUDOKU_PATH. Also libsudoku-nolib.jar, the
# classes alone, for a library found by the system's search.
# Needs a JDK (javac, jar) and JNA: JNA_JAR, default /usr/share/java/jna.jar
# (Debian: apt-get install default-jdk-headless libjna-java).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$repo_root"

jna=${JNA_JAR:-/usr/share/java/jna.jar}
for tool in javac jar; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool is missing: install a JDK (Debian: default-jdk-headless)"
done
[ -f "$jna" ] || die "no JNA at $jna: install it (Debian: libjna-java) or set JNA_JAR"

lib=$(release_lib_dir)/libsudoku.so
build=examples/java/build
rm -rf "$build"
javac -Xlint:all -Werror -encoding UTF-8 -cp "$jna" -d "$build/classes" examples/java/src/sudoku/*.java \
  || die "javac failed"
jar --create --file "$build/libsudoku-nolib.jar" -C "$build/classes" . || die "jar failed"
mkdir -p "$build/classes/linux-x86-64"
cp "$lib" "$build/classes/linux-x86-64/libsudoku.so"
jar --create --file "$build/libsudoku.jar" -C "$build/classes" . || die "jar failed"
rm -r "$build/classes/linux-x86-64"
printf 'built %s\n' "$build/libsudoku.jar" "$build/libsudoku-nolib.jar"
