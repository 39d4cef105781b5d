# A thin front door: each target calls what the repository already has.
#
#   make                        build the library and the sudoku command
#   make test                   the quick tier: Rust, C and C++ tests and
#                               README.md's blocks, installs nothing
#                               (scripts/test-quick.sh)
#   make check                  the full tier, everything CI runs
#                               (scripts/test.sh: the quick tier, then
#                               every scripts/check-*.sh)
#   make install PREFIX=DIR     scripts/install.sh (also LIBDIR, INCLUDEDIR,
#                               BINDIR, DATADIR, MANDIR, DESTDIR)
#   make jar                    examples/java/build/libsudoku.jar
#                               (scripts/build-jar.sh)

# Passed to scripts/install.sh; unset ones take its defaults.
export PREFIX LIBDIR INCLUDEDIR BINDIR DATADIR MANDIR DESTDIR

.PHONY: all test check install jar

# libsudoku.so, .a and target/release/sudoku, in one cargo call; then the
# soname link, so that programs linked with -Ltarget/release -lsudoku and an
# rpath find libsudoku.so.1 there.
all:
	cargo build --release -p libsudoku -p sudoku-cli
	ln -sf libsudoku.so target/release/libsudoku.so.1

test:
	bash scripts/test-quick.sh

check:
	bash scripts/test.sh

# No dependency on 'all': install.sh builds when cargo is on PATH, and under
# sudo, where it usually is not, installs the existing build.
install:
	bash scripts/install.sh

jar:
	bash scripts/build-jar.sh
