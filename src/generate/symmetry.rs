//! Symmetries of given positions, and the groups of cells ("orbits") they
//! tie together: a symmetric puzzle has all of a group's cells given, or
//! none.

use crate::geometry::{CellSet, CELLS};

/// Which symmetry the positions of the givens must have. Values are fixed
/// and only ever appended: they are the C API's `SUDOKU_SYMMETRY_*`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum Symmetry {
    /// Any positions.
    #[default]
    None = 0,
    /// Unchanged by a half turn about the centre.
    Rotate180 = 1,
    /// Unchanged by a quarter turn (so also by a half turn).
    Rotate90 = 2,
    /// Unchanged by swapping left and right (a vertical mirror line).
    MirrorLeftRight = 3,
    /// Unchanged by swapping top and bottom (a horizontal mirror line).
    MirrorTopBottom = 4,
    /// Unchanged by reflection in the main diagonal (top left to bottom right).
    Diagonal = 5,
    /// Unchanged by reflection in the anti-diagonal (top right to bottom left).
    AntiDiagonal = 6,
    /// Unchanged by reflection in either diagonal.
    BothDiagonals = 7,
    /// Unchanged by either mirror.
    BothMirrors = 8,
    /// Unchanged by every symmetry of the square: quarter turns and all four
    /// reflections.
    Full = 9,
}

impl Symmetry {
    /// Every symmetry, in the order of their values.
    pub const ALL: [Symmetry; 10] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::MirrorLeftRight,
        Symmetry::MirrorTopBottom,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::BothDiagonals,
        Symmetry::BothMirrors,
        Symmetry::Full,
    ];

    /// The symmetry with C value `value`, if there is one.
    pub const fn from_u32(value: u32) -> Option<Symmetry> {
        if value < Symmetry::ALL.len() as u32 {
            Some(Symmetry::ALL[value as usize])
        } else {
            None
        }
    }

    /// The maps of the square the positions must be unchanged by, as bits
    /// of [`MAPS`] (the identity always among them).
    const fn maps(self) -> u8 {
        match self {
            Symmetry::None => 0b0000_0001,
            Symmetry::Rotate180 => 0b0000_0101,
            Symmetry::Rotate90 => 0b0000_1111,
            Symmetry::MirrorLeftRight => 0b0001_0001,
            Symmetry::MirrorTopBottom => 0b0010_0001,
            Symmetry::Diagonal => 0b0100_0001,
            Symmetry::AntiDiagonal => 0b1000_0001,
            Symmetry::BothDiagonals => 0b1100_0101,
            Symmetry::BothMirrors => 0b0011_0101,
            Symmetry::Full => 0b1111_1111,
        }
    }

    /// The groups of cells this symmetry ties together.
    pub fn orbits(self) -> &'static Orbits {
        &ORBITS[self as usize]
    }
}

/// One of the eight symmetries of the square, as a map of (row, column).
/// An enum rather than functions: const code cannot call through pointers.
#[derive(Clone, Copy)]
enum Map {
    Identity,
    /// A quarter turn clockwise.
    Turn90,
    Turn180,
    Turn270,
    LeftRight,
    TopBottom,
    Diagonal,
    AntiDiagonal,
}

/// The maps, in the bit order of [`Symmetry::maps`].
const MAPS: [Map; 8] = [
    Map::Identity,
    Map::Turn90,
    Map::Turn180,
    Map::Turn270,
    Map::LeftRight,
    Map::TopBottom,
    Map::Diagonal,
    Map::AntiDiagonal,
];

impl Map {
    const fn apply(self, row: usize, col: usize) -> (usize, usize) {
        match self {
            Map::Identity => (row, col),
            Map::Turn90 => (col, 8 - row),
            Map::Turn180 => (8 - row, 8 - col),
            Map::Turn270 => (8 - col, row),
            Map::LeftRight => (row, 8 - col),
            Map::TopBottom => (8 - row, col),
            Map::Diagonal => (col, row),
            Map::AntiDiagonal => (8 - col, 8 - row),
        }
    }
}

/// The orbits of one symmetry: disjoint groups of cells covering the grid,
/// in increasing order of their lowest cell.
#[derive(Clone, Copy, Debug)]
pub struct Orbits {
    groups: [CellSet; CELLS],
    len: usize,
    /// For each cell, the index of its group.
    group_of: [u8; CELLS],
}

impl Orbits {
    const fn of(symmetry: Symmetry) -> Orbits {
        let mut orbits = Orbits {
            groups: [CellSet::EMPTY; CELLS],
            len: 0,
            group_of: [u8::MAX; CELLS],
        };
        let maps = symmetry.maps();
        let mut cell = 0;
        while cell < CELLS {
            if orbits.group_of[cell] == u8::MAX {
                let index = orbits.len;
                let mut group = 0u128;
                let mut m = 0;
                while m < 8 {
                    if maps & (1 << m) != 0 {
                        let (row, col) = MAPS[m].apply(cell / 9, cell % 9);
                        let image = 9 * row + col;
                        group |= 1 << image;
                        orbits.group_of[image] = index as u8;
                    }
                    m += 1;
                }
                orbits.groups[index] = CellSet(group);
                orbits.len += 1;
            }
            cell += 1;
        }
        orbits
    }

    /// The groups, in increasing order of their lowest cell.
    pub fn groups(&self) -> &[CellSet] {
        &self.groups[..self.len]
    }

    /// The group holding `cell`.
    pub fn group_of(&self, cell: usize) -> CellSet {
        self.groups[self.group_of[cell] as usize]
    }

    /// The first cell (row-major) whose group is only partly in `cells`:
    /// None when `cells` has the symmetry.
    pub fn first_break(&self, cells: CellSet) -> Option<usize> {
        (0..CELLS).find(|&cell| {
            let group = self.group_of(cell);
            cells.contains(cell) && group.and(cells) != group
                || !cells.contains(cell) && !group.and(cells).is_empty()
        })
    }
}

static ORBITS: [Orbits; 10] = {
    let mut all = [Orbits::of(Symmetry::None); 10];
    let mut s = 1;
    while s < 10 {
        all[s] = Orbits::of(Symmetry::ALL[s]);
        s += 1;
    }
    all
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The image of `cell` under each map the symmetry names, worked out
    /// here from row and column arithmetic, independently of [`MAPS`].
    fn images(symmetry: Symmetry, cell: usize) -> Vec<usize> {
        let (r, c) = (cell / 9, cell % 9);
        let at = |r: usize, c: usize| 9 * r + c;
        let half = at(8 - r, 8 - c);
        let quarter = [at(c, 8 - r), half, at(8 - c, r)];
        let (lr, tb) = (at(r, 8 - c), at(8 - r, c));
        let (diag, anti) = (at(c, r), at(8 - c, 8 - r));
        let mut out = vec![cell];
        match symmetry {
            Symmetry::None => {}
            Symmetry::Rotate180 => out.push(half),
            Symmetry::Rotate90 => out.extend(quarter),
            Symmetry::MirrorLeftRight => out.push(lr),
            Symmetry::MirrorTopBottom => out.push(tb),
            Symmetry::Diagonal => out.push(diag),
            Symmetry::AntiDiagonal => out.push(anti),
            Symmetry::BothDiagonals => out.extend([diag, anti, half]),
            Symmetry::BothMirrors => out.extend([lr, tb, half]),
            Symmetry::Full => out.extend(quarter.into_iter().chain([lr, tb, diag, anti])),
        }
        out
    }

    #[test]
    fn orbits_partition_the_grid_into_the_images_of_each_cell() {
        // Orbit counts: 81, 41 (40 pairs and the centre), 21, 45, 45, 45,
        // 45, 25, 25, 15.
        let counts = [81, 41, 21, 45, 45, 45, 45, 25, 25, 15];
        for (symmetry, count) in Symmetry::ALL.into_iter().zip(counts) {
            let orbits = symmetry.orbits();
            assert_eq!(orbits.groups().len(), count, "{symmetry:?}");
            let mut union = CellSet::EMPTY;
            for &group in orbits.groups() {
                assert!(union.and(group).is_empty());
                union = union.or(group);
            }
            assert_eq!(union, CellSet::ALL);
            for cell in 0..CELLS {
                let expected: CellSet = images(symmetry, cell).into_iter().collect();
                assert_eq!(orbits.group_of(cell), expected, "{symmetry:?} {cell}");
            }
            let firsts: Vec<_> = orbits.groups().iter().map(|g| g.first()).collect();
            assert!(firsts.windows(2).all(|w| w[0] < w[1]));
        }
    }

    #[test]
    fn values_are_fixed() {
        for (value, symmetry) in Symmetry::ALL.into_iter().enumerate() {
            assert_eq!(symmetry as u32, value as u32);
            assert_eq!(Symmetry::from_u32(value as u32), Some(symmetry));
        }
        assert_eq!(Symmetry::from_u32(10), None);
        assert_eq!(Symmetry::from_u32(u32::MAX), None);
        assert_eq!(Symmetry::Full as u32, 9);
    }

    #[test]
    fn first_break_finds_the_first_cell_of_a_split_group() {
        let orbits = Symmetry::Rotate180.orbits();
        assert_eq!(orbits.first_break(CellSet::EMPTY), None);
        assert_eq!(orbits.first_break(CellSet::ALL), None);
        let pair: CellSet = [1, 79].into_iter().collect();
        assert_eq!(orbits.first_break(pair), None);
        assert_eq!(orbits.first_break(CellSet::single(79)), Some(1));
        assert_eq!(orbits.first_break(CellSet::single(40)), None);
    }
}
