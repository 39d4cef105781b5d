//! Gives the shared library its soname and, with the `header` feature (on by
//! default), generates include/sudoku.h from the files of src/ffi/ with
//! cbindgen.

use std::env;
#[cfg(feature = "header")]
use std::fs;
#[cfg(feature = "header")]
use std::path::PathBuf;

fn main() {
    let major = env::var("CARGO_PKG_VERSION_MAJOR").expect("cargo sets this");

    // The soname lets programs keep working across compatible upgrades.
    // WebAssembly's linker has no sonames (and refuses the flag).
    if env::var("CARGO_CFG_TARGET_FAMILY").as_deref() != Ok("wasm") {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libsudoku.so.{major}");
    }
    println!("cargo:rerun-if-changed=build.rs");

    #[cfg(feature = "header")]
    write_header();
}

/// Writes the fresh header to OUT_DIR (for tests/header.rs) and updates the
/// committed copy when it differs.
#[cfg(feature = "header")]
fn write_header() {
    let crate_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"));
    println!("cargo:rerun-if-changed=src/ffi");
    println!("cargo:rerun-if-changed=cbindgen.toml");

    let header = generate_header(&crate_dir);
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets this"));
    fs::write(out_dir.join("sudoku.h"), &header).expect("OUT_DIR is writable");

    // The committed copy is rewritten only when its content changed, and a
    // read-only source tree (a packaged crate, a CI checkout) is not an error:
    // the header test compares it with the fresh one and fails there.
    let committed = crate_dir.join("include").join("sudoku.h");
    if fs::read_to_string(&committed).ok().as_deref() != Some(header.as_str()) {
        if let Err(err) = fs::write(&committed, &header) {
            println!(
                "cargo:warning=could not update {}: {err}",
                committed.display()
            );
        }
    }
}

/// The header text exactly as it must be committed.
#[cfg(feature = "header")]
pub fn generate_header(crate_dir: &std::path::Path) -> String {
    let mut config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml"))
        .expect("cbindgen.toml is valid");
    let version = env::var("CARGO_PKG_VERSION").expect("cargo sets this");
    let fill = |text: &str| {
        text.replace("@MAJOR@", &env::var("CARGO_PKG_VERSION_MAJOR").unwrap())
            .replace("@MINOR@", &env::var("CARGO_PKG_VERSION_MINOR").unwrap())
            .replace("@PATCH@", &env::var("CARGO_PKG_VERSION_PATCH").unwrap())
            .replace("@VERSION@", &version)
    };
    config.after_includes = config.after_includes.as_deref().map(fill);
    // cbindgen follows the `mod` lines of src/ffi/mod.rs to every file of
    // the C ABI.
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(crate_dir.join("src").join("ffi").join("mod.rs"))
        .generate()
        .expect("cbindgen can read src/ffi");
    let mut out = Vec::new();
    bindings.write(&mut out);
    String::from_utf8(out).expect("cbindgen writes UTF-8")
}
