//! The header's version macros, the run-time version and Cargo.toml agree.

use std::ffi::CStr;

#[test]
fn header_macros_and_runtime_version_match_cargo_toml() {
    let header = include_str!("../include/sudoku.h");
    let cargo_version = env!("CARGO_PKG_VERSION");
    let macro_value = |name: &str| -> String {
        header
            .lines()
            .find_map(|l| l.strip_prefix(&format!("#define {name} ")))
            .unwrap_or_else(|| panic!("{name} missing from the header"))
            .trim_matches('"')
            .to_string()
    };
    let from_macros = format!(
        "{}.{}.{}",
        macro_value("SUDOKU_VERSION_MAJOR"),
        macro_value("SUDOKU_VERSION_MINOR"),
        macro_value("SUDOKU_VERSION_PATCH")
    );
    assert_eq!(from_macros, cargo_version);
    assert_eq!(macro_value("SUDOKU_VERSION_STRING"), cargo_version);
    // SAFETY: sudoku_version returns a static NUL-terminated string.
    let runtime = unsafe { CStr::from_ptr(sudoku::ffi::sudoku_version()) };
    assert_eq!(runtime.to_str().unwrap(), cargo_version);
}
