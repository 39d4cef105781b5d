//! The shape of a 9x9 grid: cells, rows, columns, boxes, the 27 houses and
//! the 20 peers of each cell. The vocabulary every engine shares; it knows
//! nothing of digits, text or C.
//!
//! Cells are numbered 0-80 row by row. Houses are numbered 0-26: rows 0-8,
//! columns 9-17, boxes 18-26, boxes row by row.

/// Number of cells in a grid.
pub const CELLS: usize = 81;
/// Number of houses: 9 rows, 9 columns, 9 boxes.
pub const HOUSES: usize = 27;

/// The row (0-8) of a cell.
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// The column (0-8) of a cell.
pub const fn col_of(cell: usize) -> usize {
    cell % 9
}

/// The box (0-8, row by row) of a cell.
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// The cell at `row` and `col`.
pub const fn cell_at(row: usize, col: usize) -> usize {
    9 * row + col
}

/// The three kinds of house.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseKind {
    Row,
    Column,
    Box,
}

/// The kind of house `house` (0-26) is.
pub const fn house_kind(house: usize) -> HouseKind {
    match house / 9 {
        0 => HouseKind::Row,
        1 => HouseKind::Column,
        _ => HouseKind::Box,
    }
}

/// The cells of each house, in increasing order.
pub const HOUSE_CELLS: [[u8; 9]; HOUSES] = {
    let mut houses = [[0u8; 9]; HOUSES];
    let mut i = 0;
    while i < 9 {
        let mut k = 0;
        while k < 9 {
            houses[i][k] = cell_at(i, k) as u8;
            houses[9 + i][k] = cell_at(k, i) as u8;
            houses[18 + i][k] = cell_at(3 * (i / 3) + k / 3, 3 * (i % 3) + k % 3) as u8;
            k += 1;
        }
        i += 1;
    }
    houses
};

/// The row, column and box of each cell, as house numbers.
pub const HOUSES_OF: [[u8; 3]; CELLS] = {
    let mut houses = [[0u8; 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        houses[cell] = [
            row_of(cell) as u8,
            9 + col_of(cell) as u8,
            18 + box_of(cell) as u8,
        ];
        cell += 1;
    }
    houses
};

/// Whether two distinct cells share a house.
pub const fn sees(a: usize, b: usize) -> bool {
    a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b))
}

/// The 20 peers of each cell (the other cells of its row, column and box),
/// in increasing order.
pub const PEERS: [[u8; 20]; CELLS] = {
    let mut peers = [[0u8; 20]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut n = 0;
        let mut other = 0;
        while other < CELLS {
            if sees(cell, other) {
                peers[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    peers
};

/// A set of cells, bit `cell` of a 128-bit word.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CellSet(pub u128);

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);
    /// Every cell.
    pub const ALL: CellSet = CellSet((1 << CELLS) - 1);

    /// The set holding only `cell`.
    pub const fn single(cell: usize) -> CellSet {
        CellSet(1 << cell)
    }

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: usize) -> bool {
        self.0 >> cell & 1 != 0
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: usize) {
        self.0 |= 1 << cell;
    }

    /// Removes `cell`.
    pub fn remove(&mut self, cell: usize) {
        self.0 &= !(1 << cell);
    }

    /// Number of cells in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest cell, if any.
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// Cells in both sets.
    pub const fn and(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }

    /// Cells in either set.
    pub const fn or(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    /// Cells of `self` not in `other`.
    pub const fn minus(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }

    /// The cells, in increasing order.
    pub fn iter(self) -> CellIter {
        CellIter(self.0)
    }
}

impl std::fmt::Debug for CellSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(cells: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for cell in cells {
            set.insert(cell);
        }
        set
    }
}

impl IntoIterator for CellSet {
    type Item = usize;
    type IntoIter = CellIter;
    fn into_iter(self) -> CellIter {
        self.iter()
    }
}

/// The cells of a [`CellSet`], in increasing order.
#[derive(Clone, Debug)]
pub struct CellIter(u128);

impl Iterator for CellIter {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let cell = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(cell)
    }
}

/// The cells of each house, as sets.
pub const HOUSE_SETS: [CellSet; HOUSES] = {
    let mut sets = [CellSet::EMPTY; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        let mut k = 0;
        while k < 9 {
            sets[house].0 |= 1 << HOUSE_CELLS[house][k];
            k += 1;
        }
        house += 1;
    }
    sets
};

/// The peers of each cell, as sets.
pub const PEER_SETS: [CellSet; CELLS] = {
    let mut sets = [CellSet::EMPTY; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut k = 0;
        while k < 20 {
            sets[cell].0 |= 1 << PEERS[cell][k];
            k += 1;
        }
        cell += 1;
    }
    sets
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_house_holds_nine_distinct_cells_of_its_kind() {
        for (house, &set) in HOUSE_SETS.iter().enumerate() {
            assert_eq!(set.len(), 9, "house {house}");
            let index = house % 9;
            for cell in set {
                let own = match house_kind(house) {
                    HouseKind::Row => row_of(cell),
                    HouseKind::Column => col_of(cell),
                    HouseKind::Box => box_of(cell),
                };
                assert_eq!(own, index, "cell {cell} in house {house}");
                assert!(HOUSES_OF[cell].contains(&(house as u8)));
            }
        }
        // Each cell lies in exactly three houses.
        for cell in 0..CELLS {
            let count = HOUSE_SETS.iter().filter(|set| set.contains(cell)).count();
            assert_eq!(count, 3);
        }
    }

    #[test]
    fn peers_are_the_cells_sharing_a_house() {
        for cell in 0..CELLS {
            let union = HOUSES_OF[cell]
                .iter()
                .fold(CellSet::EMPTY, |set, &h| set.or(HOUSE_SETS[h as usize]));
            assert_eq!(PEER_SETS[cell], union.minus(CellSet::single(cell)));
            assert_eq!(PEER_SETS[cell].len(), 20);
            assert_eq!(
                PEER_SETS[cell].iter().collect::<Vec<_>>(),
                PEERS[cell].map(usize::from)
            );
        }
        assert_eq!(box_of(cell_at(4, 7)), 5);
        assert!(sees(0, 20) && !sees(0, 0) && !sees(0, 40));
    }

    #[test]
    fn cell_sets_iterate_in_order() {
        let set: CellSet = [80, 3, 64, 0].into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), [0, 3, 64, 80]);
        assert_eq!(set.first(), Some(0));
        assert_eq!(CellSet::ALL.len(), 81);
        assert_eq!(CellSet::EMPTY.first(), None);
        assert_eq!(format!("{:?}", CellSet::single(5)), "{5}");
    }
}
