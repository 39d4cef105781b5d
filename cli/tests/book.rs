//! `sudoku book` run as users run it: a PDF comes out whole, or a clear
//! error and no file. The pages' contents are checked by
//! scripts/check-book.sh with poppler and qpdf.

mod common;

use std::path::PathBuf;

use common::{sudoku, PUZZLE};

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku-book-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path_str(path: &std::path::Path) -> &str {
    path.to_str().unwrap()
}

/// The pages of a PDF as the page tree counts them.
fn page_count(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    let (_, rest) = text.split_once("/Type /Pages").expect("a page tree");
    let (_, count) = rest.split_once("/Count ").expect("a page count");
    count
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn a_book_has_its_pages() {
    let dir = scratch("pages");
    let out = dir.join("book.pdf");
    let input = format!("{PUZZLE}\n").repeat(5);
    for (per_page, title, pages) in [
        ("1", None, 5 + 1),
        ("2", Some("Five"), 1 + 3 + 1),
        ("4", None, 2 + 1),
        ("6", Some("Five"), 1 + 1 + 1),
    ] {
        let mut args = vec!["book", "--per-page", per_page, "-o", path_str(&out)];
        if let Some(title) = title {
            args.extend(["--title", title]);
        }
        let run = sudoku(&args, &input);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let pdf = std::fs::read(&out).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        assert_eq!(page_count(&pdf), pages, "--per-page {per_page}");
    }
    // Nothing but the book is left in the folder.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generate_takes_the_generators_flags() {
    let dir = scratch("generate");
    let out = dir.join("g.pdf");
    let args = [
        "book",
        "--generate",
        "--count",
        "7",
        "--seed",
        "3",
        "--symmetry",
        "rotate-180",
        "--rating",
        "1.0-3.0",
        "--per-page",
        "6",
        "-o",
        path_str(&out),
    ];
    let run = sudoku(&args, "");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(page_count(&std::fs::read(&out).unwrap()), 2 + 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Each failure: exit status, a message naming the fault, and no file.
#[test]
fn bad_input_gets_a_clear_error_and_no_file() {
    let dir = scratch("errors");
    let out = dir.join("book.pdf");
    let out = path_str(&out);
    let unwritable = dir.join("no/such/folder/book.pdf");
    let cases: [(&[&str], &str, i32, &str); 11] = [
        (
            &["book", "--page", "b5", "-o", out],
            PUZZLE,
            2,
            "unknown page size 'b5'",
        ),
        (
            &["book", "--per-page", "3", "-o", out],
            PUZZLE,
            2,
            "--per-page must be one of 1, 2, 4, 6",
        ),
        (
            &[
                "book",
                "--page",
                "a5",
                "--margin",
                "20",
                "--per-page",
                "6",
                "-o",
                out,
            ],
            PUZZLE,
            2,
            "6 puzzles a page do not fit the a5 page",
        ),
        (
            &["book", "--margin", "120", "-o", out],
            PUZZLE,
            2,
            "--margin needs millimetres",
        ),
        (&["book", "-o", out], "", 2, "the input holds no puzzles"),
        (
            &["book", "-o", out],
            "# only a comment\n",
            2,
            "the input holds no puzzles",
        ),
        (&["book"], PUZZLE, 2, "book needs --output FILE"),
        (
            &["book", "-o", out],
            &".".repeat(81),
            2,
            "the puzzle on line 1:",
        ),
        (
            &["book", "--seed", "4", "-o", out],
            PUZZLE,
            2,
            "--seed needs --generate",
        ),
        (
            &["book", "--title", "数独", "-o", out],
            PUZZLE,
            2,
            "the title holds '数'",
        ),
        (
            &["book", "-o", path_str(&unwritable)],
            PUZZLE,
            1,
            "no/such/folder/book.pdf",
        ),
    ];
    for (args, input, status, message) in cases {
        let run = sudoku(args, input);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(status), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            0,
            "{args:?} left a file"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
