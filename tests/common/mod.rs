//! Builds C and C++ programs against include/sudoku.h and the library that
//! this `cargo test` run built, and runs them: the library tested the way its
//! users link it.
//!
//! Environment, for sanitizer and valgrind runs (see scripts/):
//! - `CC`, `CXX`: compilers (default `cc`, `c++`).
//! - `SUDOKU_TEST_LIB_DIR`: link against the `libsudoku.so` in this folder
//!   instead of this run's build (an AddressSanitizer build, say).
//! - `SUDOKU_TEST_CFLAGS`: extra flags for compiling and linking.
//! - `SUDOKU_TEST_RUNNER`: a command prefix to run programs under, such as
//!   `valgrind --error-exitcode=99`.

#![allow(dead_code)] // each test file uses its own part

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

pub const WARNINGS: &[&str] = &["-Wall", "-Wextra", "-Wpedantic", "-Werror"];

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// target/<profile>/deps, where cargo leaves this run's libsudoku.so.
fn this_run_lib_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent().expect("deps folder").to_path_buf()
}

/// The folder holding the libsudoku.so to test, with its soname link.
pub fn lib_dir() -> PathBuf {
    let dir = match std::env::var_os("SUDOKU_TEST_LIB_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => this_run_lib_dir(),
    };
    assert!(
        dir.join("libsudoku.so").exists(),
        "no libsudoku.so in {}",
        dir.display()
    );
    let soname_link = dir.join("libsudoku.so.1");
    if std::fs::symlink_metadata(&soname_link).is_err() {
        // Another test may create it at the same moment: that is fine.
        let _ = std::os::unix::fs::symlink("libsudoku.so", &soname_link);
    }
    dir
}

/// Where the test programs are built: target/<profile>/c-tests.
pub fn out_dir() -> PathBuf {
    let dir = this_run_lib_dir()
        .parent()
        .expect("profile folder")
        .join("c-tests");
    std::fs::create_dir_all(&dir).expect("create c-tests folder");
    dir
}

fn extra_flags() -> Vec<String> {
    std::env::var("SUDOKU_TEST_CFLAGS")
        .map(|flags| flags.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

/// Compiles `sources` (paths relative to the repository) into a program
/// named `name`, linked to the shared library, with `flags` after the
/// warning flags. Panics with the compiler's output when it fails.
pub fn build(
    compiler_var: &str,
    default: &str,
    sources: &[&str],
    name: &str,
    flags: &[&str],
) -> PathBuf {
    let compiler = std::env::var(compiler_var).unwrap_or_else(|_| default.to_string());
    let lib = lib_dir();
    let exe = out_dir().join(name);
    let mut cmd = Command::new(&compiler);
    cmd.current_dir(repo())
        .args(WARNINGS)
        .args(flags)
        .args(extra_flags())
        .arg("-Iinclude")
        .args(sources)
        .arg("-o")
        .arg(&exe)
        .arg(format!("-L{}", lib.display()))
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-lsudoku")
        .arg("-lpthread");
    let output = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {compiler}: {e}"));
    assert!(
        output.status.success(),
        "{compiler} failed on {sources:?}:\n{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    exe
}

pub fn build_c(sources: &[&str], name: &str) -> PathBuf {
    build("CC", "cc", sources, name, &["-std=c99", "-O1", "-g"])
}

pub fn build_cxx(sources: &[&str], name: &str, std: &str) -> PathBuf {
    build("CXX", "c++", sources, name, &[std, "-O1", "-g"])
}

/// The words of `SUDOKU_TEST_RUNNER`, the command prefix programs run under
/// (none when unset).
pub fn runner() -> Vec<String> {
    std::env::var("SUDOKU_TEST_RUNNER")
        .map(|r| r.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

/// Runs `exe` (under `SUDOKU_TEST_RUNNER` if set) with `args` and `stdin`.
pub fn run(exe: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    let runner = runner();
    let mut cmd = match runner.split_first() {
        Some((first, rest)) => {
            let mut cmd = Command::new(first);
            cmd.args(rest).arg(exe);
            cmd
        }
        None => Command::new(exe),
    };
    // cargo puts target/<profile> on LD_LIBRARY_PATH, which outranks the
    // program's rpath: a libsudoku.so.1 left there by an older build would
    // be loaded instead of this run's.
    cmd.current_dir(repo())
        .env("LD_LIBRARY_PATH", lib_dir())
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()));
    if let Some(input) = stdin {
        use std::io::Write;
        let mut pipe = child.stdin.take().expect("piped stdin");
        pipe.write_all(input).expect("write stdin");
    }
    child.wait_with_output().expect("wait for test program")
}

#[allow(unused_imports)]
pub use sudoku_test_support::{assert_solution_of, read_puzzles as puzzles};

/// The sample sets in tests/data, one per class of puzzle.
pub const SAMPLE_FILES: [&str; 8] = [
    "kaggle_10k.txt",
    "minimal_100k.txt",
    "17_clue.txt",
    "magictour_top1465.txt",
    "forum_hardest_1905_11plus.txt",
    "forum_hardest_1106.txt",
    "serg_multiple_solutions.txt",
    "unsolvable_10k.txt",
];

/// The first `per_file` puzzles of every sample set, then every crafted
/// worst case: unique, several solutions and none, easy to hardest.
pub fn sample_puzzles(per_file: usize) -> Vec<[u8; 81]> {
    let data = repo().join("tests/data");
    let mut all = Vec::new();
    for file in SAMPLE_FILES {
        all.extend(puzzles(&data.join(file)).into_iter().take(per_file));
    }
    all.extend(puzzles(&data.join("adversarial.txt")));
    all
}

/// A report sized for this build, holding values the library must overwrite.
pub fn fresh_report() -> sudoku::ffi::Report {
    sudoku::ffi::Report {
        size: std::mem::size_of::<sudoku::ffi::Report>() as u32,
        status: sudoku::ffi::Status::INTERNAL_ERROR,
        cell: 1234,
        solutions: 77,
        guesses: 77,
    }
}
