//! What the planes engine derives from the rules once a search: each
//! cell's peers, the full houses and the house intersections as 81-bit
//! cell sets.

use super::super::rules::Rules;

/// Every cell of the grid.
pub(super) const ALL: u128 = (1 << 81) - 1;
/// Column 1 and column 9, which a shift left or right by one must not wrap
/// into.
const FIRST_COLUMN: u128 = 0x100_8040_2010_0804_0201;
const LAST_COLUMN: u128 = FIRST_COLUMN << 8;

/// The orthogonal neighbours of the cells of `cells`.
#[inline]
pub(super) fn beside(cells: u128) -> u128 {
    (((cells << 1) & !FIRST_COLUMN) | ((cells >> 1) & !LAST_COLUMN) | (cells << 9) | (cells >> 9))
        & ALL
}

/// A full house A and another house B meeting in two or more cells: a
/// digit of A with no place outside B leaves the rest of B.
#[derive(Clone, Copy, Debug)]
pub(super) struct Intersection {
    pub(super) house: u128,
    /// A's cells outside B.
    pub(super) outside: u128,
    /// B's cells outside A.
    pub(super) rest: u128,
}

pub(super) struct Geometry {
    /// Per cell: its peers, not itself.
    pub(super) peers: Vec<u128>,
    /// Houses of nine cells: each digit sits in each once.
    pub(super) full_houses: Vec<u128>,
    /// Per cell: the full houses (indices into `full_houses`) holding it.
    pub(super) full_houses_of_cell: Vec<Vec<u16>>,
    /// Full houses other than rows, columns and boxes (diagonals,
    /// windows), which bands.rs does not see.
    pub(super) extra_houses: Vec<u128>,
    /// Intersections not between a row or column and a box.
    pub(super) intersections: Vec<Intersection>,
    /// Per cell: itself and its orthogonal neighbours.
    pub(super) near: Vec<u128>,
    /// Whether every cell's peers are its row, column and box only: then
    /// a cell seeing every place of a digit in a house is one that locked
    /// candidates already cleared.
    pub(super) standard_peers: bool,
    /// Whether orthogonal neighbours may not hold consecutive digits.
    pub(super) nonconsecutive: bool,
    /// Whether any step works house by house from the woken cells: extra
    /// houses, other intersections, or places seen beyond rows, columns
    /// and boxes.
    pub(super) house_by_house: bool,
}

fn set_of(cells: &[usize]) -> u128 {
    cells.iter().fold(0, |set, &cell| set | 1 << cell)
}

/// The rows, columns and boxes (every 9x9 grid the engine takes has
/// them all).
fn standard_houses() -> Vec<u128> {
    const ROW: u128 = 0x1ff;
    const BOX: u128 = 0b111 | 0b111 << 9 | 0b111 << 18;
    (0..9)
        .flat_map(|i| {
            [
                ROW << (9 * i),
                FIRST_COLUMN << i,
                BOX << (27 * (i / 3) + 3 * (i % 3)),
            ]
        })
        .collect()
}

impl Geometry {
    pub(super) fn new(rules: &Rules) -> Geometry {
        let houses: Vec<u128> = rules.houses.iter().map(|h| set_of(&h.cells)).collect();
        let full_houses: Vec<u128> = rules.full_houses.iter().map(|&h| houses[h]).collect();
        let standard = standard_houses();
        let is_standard = |house: &u128| standard.contains(house);
        let mut intersections = Vec::new();
        for &a in &full_houses {
            for &b in &houses {
                let shared = a & b;
                let banded = is_standard(&a) && is_standard(&b);
                if a != b && shared.count_ones() >= 2 && b & !a != 0 && !banded {
                    intersections.push(Intersection {
                        house: a,
                        outside: a & !b,
                        rest: b & !a,
                    });
                }
            }
        }
        let peers: Vec<u128> = rules.peers.iter().map(|p| set_of(p)).collect();
        let standard_peers = (0..81).all(|cell| {
            let mine = standard.iter().filter(|&&house| house >> cell & 1 == 1);
            peers[cell] == mine.fold(0, |set, &house| set | house) & !(1 << cell)
        });
        let extra_houses: Vec<u128> = full_houses
            .iter()
            .copied()
            .filter(|house| !is_standard(house))
            .collect();
        Geometry {
            house_by_house: !extra_houses.is_empty()
                || !intersections.is_empty()
                || !standard_peers,
            near: (0..81).map(|cell| 1 << cell | beside(1 << cell)).collect(),
            standard_peers,
            peers,
            full_houses_of_cell: (0..81)
                .map(|cell| {
                    (0..full_houses.len())
                        .filter(|&h| full_houses[h] >> cell & 1 == 1)
                        .map(|h| h as u16)
                        .collect()
                })
                .collect(),
            extra_houses,
            full_houses,
            intersections,
            nonconsecutive: !rules.pairs.is_empty(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beside_finds_the_orthogonal_neighbours_without_wrapping() {
        for cell in 0..81usize {
            let (row, column) = (cell / 9, cell % 9);
            let mut want = 0u128;
            for (dr, dc) in [(0isize, 1isize), (0, -1), (1, 0), (-1, 0)] {
                let (r, c) = (row as isize + dr, column as isize + dc);
                if (0..9).contains(&r) && (0..9).contains(&c) {
                    want |= 1 << (r * 9 + c);
                }
            }
            assert_eq!(beside(1 << cell), want, "cell {cell}");
        }
    }
}
