//! Grids as the attack edits them: 81 digits, 0 for an empty cell, whose
//! givens never conflict. Every edit keeps that true, so each call the
//! attack makes reaches the search rather than stopping at a conflict.

use sudoku::geometry::{col_of, row_of, CELLS, PEERS};

use super::rng::Rng;

pub type Grid = [u8; CELLS];

/// Reads an 81-character puzzle ('1'-'9' givens; '.', '0' or anything else
/// empty); None when it is not 81 characters or its givens conflict.
pub fn parse(text: &str) -> Option<Grid> {
    let bytes: &[u8; CELLS] = text.as_bytes().try_into().ok()?;
    let grid: Grid = bytes.map(|b| {
        if (b'1'..=b'9').contains(&b) {
            b - b'0'
        } else {
            0
        }
    });
    (0..CELLS)
        .all(|cell| grid[cell] == 0 || allowed(&grid, cell) >> grid[cell] & 1 != 0)
        .then_some(grid)
}

/// The 81-byte text the library reads, '.' for empty cells.
pub fn text(grid: &Grid) -> [u8; CELLS] {
    grid.map(|d| if d == 0 { b'.' } else { b'0' + d })
}

pub fn text_string(grid: &Grid) -> String {
    String::from_utf8(text(grid).to_vec()).expect("digits and dots")
}

pub fn givens(grid: &Grid) -> usize {
    grid.iter().filter(|&&d| d != 0).count()
}

/// The digits (as bits 1-9) that `cell` may hold without conflicting with
/// a given among its peers.
pub fn allowed(grid: &Grid, cell: usize) -> u32 {
    let mut used = 0u32;
    for &peer in &PEERS[cell] {
        used |= 1 << grid[peer as usize];
    }
    0x3fe & !used
}

fn random_cell(grid: &Grid, rng: &mut Rng, given: bool) -> Option<usize> {
    let cells: Vec<usize> = (0..CELLS).filter(|&c| (grid[c] != 0) == given).collect();
    (!cells.is_empty()).then(|| cells[rng.below(cells.len())])
}

/// Adds one given at a random empty cell, with a digit none of its peers
/// holds; false when the chosen cell allows none.
pub fn add_given(grid: &mut Grid, rng: &mut Rng) -> bool {
    let Some(cell) = random_cell(grid, rng, false) else {
        return false;
    };
    let digits = allowed(grid, cell);
    if digits == 0 {
        return false;
    }
    grid[cell] = rng.pick_bit(digits) as u8;
    true
}

pub fn remove_given(grid: &mut Grid, rng: &mut Rng) -> bool {
    let Some(cell) = random_cell(grid, rng, true) else {
        return false;
    };
    grid[cell] = 0;
    true
}

/// Changes one given to another digit none of its peers holds.
pub fn change_given(grid: &mut Grid, rng: &mut Rng) -> bool {
    let Some(cell) = random_cell(grid, rng, true) else {
        return false;
    };
    let digits = allowed(grid, cell) & !(1 << grid[cell]);
    if digits == 0 {
        return false;
    }
    grid[cell] = rng.pick_bit(digits) as u8;
    true
}

/// Moves one given to a random empty cell (with a digit allowed there).
pub fn move_given(grid: &mut Grid, rng: &mut Rng) -> bool {
    let before = *grid;
    if remove_given(grid, rng) && add_given(grid, rng) {
        return true;
    }
    *grid = before;
    false
}

/// One of the transformations that keep a grid's solutions in step with
/// the original's: a relabelling of the digits, a swap of two rows of a
/// band, two columns of a stack, two bands or two stacks, or a transpose.
/// They change nothing of the puzzle but the order the engine meets it in.
pub fn transform(grid: &mut Grid, rng: &mut Rng) {
    let old = *grid;
    let remap = |map: &dyn Fn(usize, usize) -> (usize, usize), grid: &mut Grid| {
        for (cell, &digit) in old.iter().enumerate() {
            let (row, col) = map(row_of(cell), col_of(cell));
            grid[9 * row + col] = digit;
        }
    };
    // Two different indices within a band or stack, or of bands or stacks.
    let a = rng.below(3);
    let b = (a + 1 + rng.below(2)) % 3;
    let swap = |x: usize, p: usize, q: usize| {
        if x == p {
            q
        } else if x == q {
            p
        } else {
            x
        }
    };
    match rng.below(6) {
        0 => {
            let mut labels: Vec<u8> = (1..=9).collect();
            rng.shuffle(&mut labels);
            *grid = old.map(|d| if d == 0 { 0 } else { labels[d as usize - 1] });
        }
        1 => {
            let band = rng.below(3);
            remap(&|r, c| (swap(r, 3 * band + a, 3 * band + b), c), grid);
        }
        2 => {
            let stack = rng.below(3);
            remap(&|r, c| (r, swap(c, 3 * stack + a, 3 * stack + b)), grid);
        }
        3 => remap(&|r, c| (3 * swap(r / 3, a, b) + r % 3, c), grid),
        4 => remap(&|r, c| (r, 3 * swap(c / 3, a, b) + c % 3), grid),
        _ => remap(&|r, c| (c, r), grid),
    }
}

/// Adds random givens to an empty grid until `count` are placed (fewer
/// when the cells left allow no digit).
pub fn random_sparse(count: usize, rng: &mut Rng) -> Grid {
    let mut grid = [0u8; CELLS];
    let mut misses = 0;
    while givens(&grid) < count && misses < 1000 {
        if !add_given(&mut grid, rng) {
            misses += 1;
        }
    }
    grid
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether no two givens of `grid` conflict, checked cell by cell.
    fn consistent(grid: &Grid) -> bool {
        (0..CELLS).all(|cell| grid[cell] == 0 || allowed(grid, cell) >> grid[cell] & 1 != 0)
    }

    #[test]
    fn every_edit_keeps_the_givens_consistent() {
        let mut rng = Rng::new(7);
        let mut grid = random_sparse(20, &mut rng);
        assert!(consistent(&grid) && givens(&grid) == 20);
        for step in 0..20_000 {
            let before = givens(&grid);
            match step % 5 {
                0 => {
                    if add_given(&mut grid, &mut rng) {
                        assert_eq!(givens(&grid), before + 1);
                    }
                }
                1 => {
                    if remove_given(&mut grid, &mut rng) {
                        assert_eq!(givens(&grid), before - 1);
                    }
                }
                2 => {
                    change_given(&mut grid, &mut rng);
                }
                3 => {
                    move_given(&mut grid, &mut rng);
                }
                _ => transform(&mut grid, &mut rng),
            }
            assert!(consistent(&grid), "step {step}: {}", text_string(&grid));
            if step % 5 >= 2 {
                assert_eq!(givens(&grid), before, "step {step}");
            }
        }
    }

    #[test]
    fn a_transformed_grid_has_as_many_solutions() {
        let mut rng = Rng::new(3);
        let puzzle = parse(
            "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
        )
        .expect("a consistent grid");
        let count = |grid: &Grid| sudoku::count_solutions(&text(grid), 2000).expect("valid");
        let solutions = count(&puzzle);
        let mut grid = puzzle;
        for _ in 0..30 {
            transform(&mut grid, &mut rng);
            assert_eq!(count(&grid), solutions, "{}", text_string(&grid));
        }
        assert_ne!(grid, puzzle);
    }

    #[test]
    fn the_same_seed_makes_the_same_grids() {
        let (mut a, mut b) = (Rng::new(11), Rng::new(11));
        assert_eq!(random_sparse(17, &mut a), random_sparse(17, &mut b));
        assert_ne!(
            random_sparse(17, &mut a),
            random_sparse(17, &mut Rng::new(12))
        );
    }
}
