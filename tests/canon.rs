//! Canonical forms checked without the library's search: against a
//! brute-force minlex over every geometric transform (test-support), under
//! random transforms, and for distinctness over 17-clue puzzles, a list
//! known to hold no two equivalent puzzles.

use std::collections::HashSet;
use std::path::Path;

use sudoku::canon::{canonical, canonical_pattern};
use sudoku::transform::Transform;
use sudoku_test_support::{brute_force_minlex, read_puzzles};

fn sample(file: &str, count: usize) -> Vec<[u8; 81]> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    read_puzzles(&path).into_iter().take(count).collect()
}

fn below_from(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed;
    move |n| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) % n as u64) as usize
    }
}

fn zeros(grid: &[u8; 81]) -> [u8; 81] {
    grid.map(|b| if b == b'.' { b'0' } else { b })
}

/// A complete grid (the solution of the classic puzzle in README).
const COMPLETE: &[u8; 81] =
    b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn agrees_with_brute_force_over_every_transform() {
    let mut grids = vec![*COMPLETE, [b'.'; 81]];
    grids.extend(sample("17_clue.txt", 2));
    grids.extend(sample("serg_multiple_solutions.txt", 1));
    grids.extend(sample("unsolvable_10k.txt", 1));
    // Symmetric grids, where ties run deep: one given, and a diagonal.
    let mut one = [b'.'; 81];
    one[40] = b'5';
    grids.push(one);
    let diagonal: [u8; 81] = std::array::from_fn(|i| if i % 10 == 0 { b'1' } else { b'.' });
    grids.push(diagonal);
    // A cyclic Latin square: its rows and columns are full but clash in
    // boxes, so the second row's labels may fall in the first stack, which
    // the complete grids' bound must not assume away.
    let clash: [u8; 81] = std::array::from_fn(|i| b'1' + ((i / 9 + i % 9) % 9) as u8);
    grids.push(clash);
    for grid in &grids {
        let (form, automorphisms) = brute_force_minlex(grid);
        let canon = canonical(grid).unwrap();
        assert_eq!(canon.form, form, "{}", String::from_utf8_lossy(grid));
        assert_eq!(canon.automorphisms, automorphisms);
        assert_eq!(zeros(&canon.transform.apply(grid)), canon.form);
    }
}

/// A property test against the slow reference: grids under 100 random
/// transforms each must give the brute-force form and automorphism
/// count of the grid, and a transform that reaches the form. The grids
/// leave columns and whole stacks empty in pairs of rows, whose orders
/// tie: minimal puzzles, one with its last stack cleared, and a sparse
/// grid whose givens keep to two stacks of four rows.
#[test]
fn random_transforms_agree_with_brute_force() {
    let mut grids = sample("minimal_100k.txt", 2);
    let mut cleared = grids[0];
    for row in 0..9 {
        cleared[row * 9 + 6..row * 9 + 9].fill(b'.');
    }
    grids.push(cleared);
    let sparse: [u8; 81] = std::array::from_fn(|i| match (i / 9, i % 9) {
        (0, 1) | (1, 4) | (3, 0) | (4, 5) => b'1' + (i % 7) as u8,
        _ => b'.',
    });
    grids.push(sparse);
    let mut below = below_from(71);
    for grid in &grids {
        let (form, automorphisms) = brute_force_minlex(grid);
        for _ in 0..100 {
            let moved = Transform::draw(&mut below).apply(grid);
            let canon = canonical(&moved).unwrap();
            let shown = String::from_utf8_lossy(&moved);
            assert_eq!(canon.form, form, "{shown}");
            assert_eq!(canon.automorphisms, automorphisms, "{shown}");
            assert_eq!(zeros(&canon.transform.apply(&moved)), canon.form);
        }
    }
}

#[test]
fn pattern_form_is_the_minlex_of_the_givens_positions() {
    for grid in sample("17_clue.txt", 2) {
        let mask = grid.map(|b| {
            if b.is_ascii_digit() && b != b'0' {
                b'1'
            } else {
                b'.'
            }
        });
        let (form, automorphisms) = brute_force_minlex(&mask);
        let pattern = canonical_pattern(&grid).unwrap();
        assert_eq!(pattern.form, form);
        assert_eq!(pattern.automorphisms, automorphisms);
    }
}

#[test]
fn random_transforms_keep_the_form() {
    let mut below = below_from(17);
    let mut grids = sample("17_clue.txt", 30);
    grids.extend(sample("serg_multiple_solutions.txt", 30));
    grids.extend(sample("unsolvable_10k.txt", 30));
    for grid in &grids {
        let canon = canonical(grid).unwrap();
        for _ in 0..3 {
            let moved = Transform::draw(&mut below).apply(grid);
            let again = canonical(&moved).unwrap();
            assert_eq!(again.form, canon.form);
            assert_eq!(again.automorphisms, canon.automorphisms);
            assert_eq!(
                canonical_pattern(&moved).unwrap().form,
                canonical_pattern(grid).unwrap().form
            );
        }
    }
}

/// Minimal puzzles spread their few givens over many rows, so the column
/// order is decided late and many orders tie for several rows: the case
/// the search prunes least. Each under four random transforms.
#[test]
fn random_transforms_keep_the_form_of_minimal_puzzles() {
    let mut below = below_from(35);
    for grid in &sample("minimal_100k.txt", 40) {
        let canon = canonical(grid).unwrap();
        assert!(canon.form <= zeros(grid));
        for _ in 0..4 {
            let moved = Transform::draw(&mut below).apply(grid);
            let again = canonical(&moved).unwrap();
            assert_eq!(again.form, canon.form, "{}", String::from_utf8_lossy(grid));
            assert_eq!(again.automorphisms, canon.automorphisms);
            assert_eq!(zeros(&again.transform.apply(&moved)), again.form);
        }
    }
}

#[test]
fn seventeen_clue_puzzles_have_distinct_forms() {
    let puzzles = sample("17_clue.txt", 1000);
    assert_eq!(puzzles.len(), 1000);
    let forms: HashSet<[u8; 81]> = puzzles.iter().map(|p| canonical(p).unwrap().form).collect();
    assert_eq!(forms.len(), puzzles.len());
}
