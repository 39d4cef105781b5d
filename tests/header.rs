//! The committed header must be exactly what build.rs generates now (with
//! the default `header` feature, which generates it).

#![cfg(feature = "header")]

#[test]
fn committed_header_matches_fresh_generation() {
    let fresh = include_str!(concat!(env!("OUT_DIR"), "/sudoku.h"));
    let committed_path = concat!(env!("CARGO_MANIFEST_DIR"), "/include/sudoku.h");
    let committed = std::fs::read_to_string(committed_path).expect("include/sudoku.h exists");
    assert!(
        committed == fresh,
        "include/sudoku.h is stale: rebuild and commit the regenerated header"
    );
}
