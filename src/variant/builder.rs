//! Builds a [`Rules`] step by step and validates it before any search: a
//! rule set that no grid can satisfy (a region of the wrong size, two
//! regions that overlap, a cage whose sum its size cannot reach) is refused
//! with an error that names what and where.

use std::fmt;

use super::rules::{
    sum_range, Cage, Dot, DotKind, House, HouseKind, Neighbours, RuleTables, Rules, MAX_SIZE,
    MIN_SIZE,
};

/// Box rows and columns for the sizes that have a default (f-puzzles').
pub fn default_box_shape(size: usize) -> Option<(usize, usize)> {
    Some(match size {
        4 => (2, 2),
        6 => (2, 3),
        8 => (2, 4),
        9 => (3, 3),
        10 => (2, 5),
        12 => (3, 4),
        15 => (3, 5),
        16 => (4, 4),
        20 => (4, 5),
        25 => (5, 5),
        _ => return None,
    })
}

/// Why a rule set was refused. Indices (cage, region, ...) count from 0 in
/// the order the rules were added; cells are `row * size + column`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// The size is outside 4..=25.
    SizeOutOfRange { size: usize },
    /// Boxes of `rows` x `cols` do not tile a grid of this size.
    BoxShape {
        size: usize,
        rows: usize,
        cols: usize,
    },
    /// This size has no default boxes: give a box shape or regions.
    NoDefaultBoxes { size: usize },
    /// A cell number is outside the grid.
    CellOutOfRange {
        what: &'static str,
        index: usize,
        cell: usize,
    },
    /// The same cell appears twice in one rule.
    CellRepeated {
        what: &'static str,
        index: usize,
        cell: usize,
    },
    /// A jigsaw region does not have `size` cells.
    RegionSize {
        region: usize,
        cells: usize,
        size: usize,
    },
    /// A cell is in two jigsaw regions.
    RegionsOverlap { cell: usize },
    /// A group of distinct digits (cage, extra region) with more cells than
    /// digits.
    GroupTooLarge {
        what: &'static str,
        index: usize,
        cells: usize,
    },
    /// A cage's sum is outside what its size can reach.
    CageSum {
        cage: usize,
        sum: u32,
        min: u32,
        max: u32,
    },
    /// A thermometer longer than the digits can strictly increase along.
    ThermometerTooLong { thermometer: usize, cells: usize },
    /// A dot's value no two digits can have.
    DotValue { dot: usize, value: u32 },
    /// A rule defined only for some grids (windoku, asterisk, ... on 9x9
    /// with boxes; disjoint groups need boxes).
    NeedsShape { what: &'static str, size: usize },
    /// A rule with no cells.
    Empty { what: &'static str, index: usize },
    /// More rules of one kind than [`most_rules`] allows for the size.
    TooMany {
        what: &'static str,
        count: usize,
        most: usize,
    },
}

/// The most cages, extra regions, thermometer lines or dots a rule set of
/// this size takes, each kind counted alone: four per cell, far more than
/// any puzzle uses, so that the derived tables stay bounded by the grid.
pub const fn most_rules(size: usize) -> usize {
    4 * size * size
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RulesError::*;
        match self {
            SizeOutOfRange { size } => {
                write!(f, "size {size} is outside {MIN_SIZE}..={MAX_SIZE}")
            }
            BoxShape { size, rows, cols } => {
                write!(f, "boxes of {rows}x{cols} do not tile a {size}x{size} grid")
            }
            NoDefaultBoxes { size } => {
                write!(
                    f,
                    "size {size} has no default boxes: give a box shape or regions"
                )
            }
            CellOutOfRange { what, index, cell } => {
                write!(f, "{what} {index}: cell {cell} is outside the grid")
            }
            CellRepeated { what, index, cell } => {
                write!(f, "{what} {index}: cell {cell} appears twice")
            }
            RegionSize {
                region,
                cells,
                size,
            } => {
                write!(f, "region {region} has {cells} cells, not {size}")
            }
            RegionsOverlap { cell } => write!(f, "cell {cell} is in two regions"),
            GroupTooLarge { what, index, cells } => {
                write!(
                    f,
                    "{what} {index} has {cells} cells, more than there are digits"
                )
            }
            CageSum {
                cage,
                sum,
                min,
                max,
            } => {
                write!(
                    f,
                    "cage {cage}: sum {sum} is outside what its cells can make ({min}..={max})"
                )
            }
            ThermometerTooLong { thermometer, cells } => {
                write!(
                    f,
                    "thermometer {thermometer} has {cells} cells, more than there are digits"
                )
            }
            DotValue { dot, value } => write!(f, "dot {dot}: no two digits fit value {value}"),
            NeedsShape { what, size } => {
                write!(
                    f,
                    "{what} is defined only on 9x9 with 3x3 boxes (here size {size})"
                )
            }
            Empty { what, index } => write!(f, "{what} {index} has no cells"),
            TooMany { what, count, most } => {
                write!(f, "{count} {what}s, more than the {most} this size takes")
            }
        }
    }
}

impl std::error::Error for RulesError {}

#[derive(Clone, Debug)]
enum Regions {
    Default,
    Boxes(usize, usize),
    Jigsaw(Vec<Vec<usize>>),
    None,
}

/// Extra houses with a fixed shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExtraHouse {
    /// Top-left to bottom-right.
    MainDiagonal,
    /// Bottom-left to top-right.
    AntiDiagonal,
    /// Windoku's four windows (9x9).
    Windoku,
    /// The cells at one position in every box.
    DisjointGroups,
    /// Asterisk (9x9).
    Asterisk,
    /// The centre cell of each box (9x9).
    CentreDot,
    /// Girandola (9x9).
    Girandola,
}

/// Builds a rule set.
///
/// ```
/// use sudoku::variant::{ExtraHouse, RulesBuilder};
///
/// let rules = RulesBuilder::new(6)
///     .boxes(3, 2)
///     .extra(ExtraHouse::MainDiagonal)
///     .cage(vec![0, 1], Some(3))
///     .build()
///     .unwrap();
/// assert_eq!(rules.size(), 6);
/// assert_eq!(rules.box_shape(), Some((3, 2)));
/// ```
#[derive(Clone, Debug)]
pub struct RulesBuilder {
    size: usize,
    regions: Regions,
    extras: Vec<ExtraHouse>,
    extra_regions: Vec<Vec<usize>>,
    neighbours: Neighbours,
    cages: Vec<Cage>,
    thermometers: Vec<Vec<usize>>,
    dots: Vec<Dot>,
}

impl RulesBuilder {
    /// An N x N grid with the default boxes for N, if it has them.
    pub fn new(size: usize) -> Self {
        RulesBuilder {
            size,
            regions: Regions::Default,
            extras: Vec::new(),
            extra_regions: Vec::new(),
            neighbours: Neighbours::default(),
            cages: Vec::new(),
            thermometers: Vec::new(),
            dots: Vec::new(),
        }
    }
    /// Boxes of `rows` x `cols`.
    pub fn boxes(mut self, rows: usize, cols: usize) -> Self {
        self.regions = Regions::Boxes(rows, cols);
        self
    }
    /// Jigsaw regions, each a list of N cells, covering the grid.
    pub fn regions(mut self, regions: Vec<Vec<usize>>) -> Self {
        self.regions = Regions::Jigsaw(regions);
        self
    }
    /// Rows and columns only: no boxes (a Latin square).
    pub fn no_regions(mut self) -> Self {
        self.regions = Regions::None;
        self
    }
    /// An extra house of fixed shape.
    pub fn extra(mut self, house: ExtraHouse) -> Self {
        if !self.extras.contains(&house) {
            self.extras.push(house);
        }
        self
    }
    /// A listed region whose digits differ.
    pub fn extra_region(mut self, cells: Vec<usize>) -> Self {
        self.extra_regions.push(cells);
        self
    }
    pub fn anti_knight(mut self) -> Self {
        self.neighbours.anti_knight = true;
        self
    }
    pub fn anti_king(mut self) -> Self {
        self.neighbours.anti_king = true;
        self
    }
    /// Orthogonal neighbours never consecutive, except pairs with a dot.
    pub fn nonconsecutive(mut self) -> Self {
        self.neighbours.nonconsecutive = true;
        self
    }
    /// Every black dot is given: orthogonal neighbours without one are not
    /// in ratio 2.
    pub fn all_ratios_given(mut self) -> Self {
        self.neighbours.all_ratios_given = true;
        self
    }
    /// Every white dot is given: orthogonal neighbours without one do not
    /// differ by 1.
    pub fn all_differences_given(mut self) -> Self {
        self.neighbours.all_differences_given = true;
        self
    }
    /// A killer cage of distinct digits with an optional sum.
    pub fn cage(mut self, cells: Vec<usize>, sum: Option<u32>) -> Self {
        self.cages.push(Cage { cells, sum });
        self
    }
    /// A thermometer line from its bulb; a branch is another line from the
    /// same bulb.
    pub fn thermometer(mut self, cells: Vec<usize>) -> Self {
        self.thermometers.push(cells);
        self
    }
    /// A white dot: the digits differ by `value` (default 1).
    pub fn difference(mut self, a: usize, b: usize, value: Option<u32>) -> Self {
        self.dots.push(Dot {
            cells: [a, b],
            kind: DotKind::Difference(value.unwrap_or(1)),
        });
        self
    }
    /// A black dot: one digit is `value` (default 2) times the other.
    pub fn ratio(mut self, a: usize, b: usize, value: Option<u32>) -> Self {
        self.dots.push(Dot {
            cells: [a, b],
            kind: DotKind::Ratio(value.unwrap_or(2)),
        });
        self
    }

    /// Validates and builds the rule set.
    pub fn build(self) -> Result<Rules, RulesError> {
        let n = self.size;
        if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
            return Err(RulesError::SizeOutOfRange { size: n });
        }
        let cells = n * n;
        let most = most_rules(n);
        for (what, count) in [
            ("extra region", self.extra_regions.len()),
            ("cage", self.cages.len()),
            ("thermometer", self.thermometers.len()),
            ("dot", self.dots.len()),
        ] {
            if count > most {
                return Err(RulesError::TooMany { what, count, most });
            }
        }
        let mut houses = Vec::new();
        for i in 0..n {
            houses.push(House {
                kind: HouseKind::Row,
                cells: (0..n).map(|c| i * n + c).collect(),
            });
        }
        for i in 0..n {
            houses.push(House {
                kind: HouseKind::Column,
                cells: (0..n).map(|r| r * n + i).collect(),
            });
        }
        let (box_shape, region_of) = self.regions_of(&mut houses)?;
        for extra in &self.extras {
            add_extra(*extra, n, box_shape, &mut houses)?;
        }
        for (index, region) in self.extra_regions.iter().enumerate() {
            check_group("extra region", index, region, n)?;
            houses.push(House {
                kind: HouseKind::Extra,
                cells: region.clone(),
            });
        }
        for (index, cage) in self.cages.iter().enumerate() {
            check_group("cage", index, &cage.cells, n)?;
            if let Some(sum) = cage.sum {
                let (min, max) = sum_range(n, cage.cells.len());
                if !(min..=max).contains(&sum) {
                    return Err(RulesError::CageSum {
                        cage: index,
                        sum,
                        min,
                        max,
                    });
                }
            }
            houses.push(House {
                kind: HouseKind::Cage,
                cells: cage.cells.clone(),
            });
        }
        for (index, line) in self.thermometers.iter().enumerate() {
            check_cells("thermometer", index, line, cells)?;
            if line.len() > n {
                return Err(RulesError::ThermometerTooLong {
                    thermometer: index,
                    cells: line.len(),
                });
            }
        }
        for (index, dot) in self.dots.iter().enumerate() {
            check_cells("dot", index, &dot.cells, cells)?;
            let possible = match dot.kind {
                DotKind::Difference(v) => (1..n as u32).contains(&v),
                DotKind::Ratio(v) => (2..=n as u32).contains(&v),
            };
            if !possible {
                let value = match dot.kind {
                    DotKind::Difference(v) | DotKind::Ratio(v) => v,
                };
                return Err(RulesError::DotValue { dot: index, value });
            }
        }
        let rules = RuleTables {
            size: n,
            box_shape,
            region_of,
            houses,
            neighbours: self.neighbours,
            cages: self.cages,
            thermometers: self.thermometers,
            dots: self.dots,
            peers: Vec::new(),
            pairs: Vec::new(),
            full_houses: Vec::new(),
            cage_combinations: Vec::new(),
            intersections: Vec::new(),
            intersections_of_slot: Vec::new(),
            meets_at_position: Vec::new(),
            words: 0,
            peer_bits: Vec::new(),
            adjacent_bits: Vec::new(),
            pairs_of_cell: Vec::new(),
            cages_of_cell: Vec::new(),
            full_slots_of_cell: Vec::new(),
            full_positions_of_cell: Vec::new(),
            peers_outside_full_houses: Vec::new(),
            places_seen_adds: true,
            house_pairs_add: false,
        };
        Ok(rules.derive())
    }

    #[allow(clippy::type_complexity)]
    fn regions_of(
        &self,
        houses: &mut Vec<House>,
    ) -> Result<(Option<(usize, usize)>, Vec<Option<usize>>), RulesError> {
        let n = self.size;
        let cells = n * n;
        let mut region_of = vec![None; cells];
        let shape = match &self.regions {
            Regions::Default => {
                Some(default_box_shape(n).ok_or(RulesError::NoDefaultBoxes { size: n })?)
            }
            Regions::Boxes(rows, cols) => {
                if rows * cols != n {
                    return Err(RulesError::BoxShape {
                        size: n,
                        rows: *rows,
                        cols: *cols,
                    });
                }
                Some((*rows, *cols))
            }
            Regions::Jigsaw(regions) => {
                for (index, region) in regions.iter().enumerate() {
                    check_cells("region", index, region, cells)?;
                    if region.len() != n {
                        return Err(RulesError::RegionSize {
                            region: index,
                            cells: region.len(),
                            size: n,
                        });
                    }
                    for &cell in region {
                        if region_of[cell].is_some() {
                            return Err(RulesError::RegionsOverlap { cell });
                        }
                        region_of[cell] = Some(index);
                    }
                    houses.push(House {
                        kind: HouseKind::Region,
                        cells: region.clone(),
                    });
                }
                None
            }
            Regions::None => None,
        };
        if let Some((h, w)) = shape {
            for b in 0..n {
                let (top, left) = ((b / (n / w)) * h, (b % (n / w)) * w);
                let region: Vec<usize> = (0..n).map(|k| (top + k / w) * n + left + k % w).collect();
                for &cell in &region {
                    region_of[cell] = Some(b);
                }
                houses.push(House {
                    kind: HouseKind::Region,
                    cells: region,
                });
            }
        }
        Ok((shape, region_of))
    }
}

fn check_cells(
    what: &'static str,
    index: usize,
    list: &[usize],
    cells: usize,
) -> Result<(), RulesError> {
    if list.is_empty() {
        return Err(RulesError::Empty { what, index });
    }
    for (i, &cell) in list.iter().enumerate() {
        if cell >= cells {
            return Err(RulesError::CellOutOfRange { what, index, cell });
        }
        if list[..i].contains(&cell) {
            return Err(RulesError::CellRepeated { what, index, cell });
        }
    }
    Ok(())
}

fn check_group(
    what: &'static str,
    index: usize,
    list: &[usize],
    n: usize,
) -> Result<(), RulesError> {
    check_cells(what, index, list, n * n)?;
    if list.len() > n {
        return Err(RulesError::GroupTooLarge {
            what,
            index,
            cells: list.len(),
        });
    }
    Ok(())
}

fn add_extra(
    extra: ExtraHouse,
    n: usize,
    box_shape: Option<(usize, usize)>,
    houses: &mut Vec<House>,
) -> Result<(), RulesError> {
    let at = |r: usize, c: usize| r * n + c;
    let nine_only = |what: &'static str| {
        if n == 9 && box_shape == Some((3, 3)) {
            Ok(())
        } else {
            Err(RulesError::NeedsShape { what, size: n })
        }
    };
    // 1-based (row, column) lists of the fixed 9x9 shapes.
    const ASTERISK: [(usize, usize); 9] = [
        (2, 5),
        (3, 3),
        (3, 7),
        (5, 2),
        (5, 5),
        (5, 8),
        (7, 3),
        (7, 7),
        (8, 5),
    ];
    const GIRANDOLA: [(usize, usize); 9] = [
        (1, 1),
        (1, 9),
        (2, 5),
        (5, 2),
        (5, 5),
        (5, 8),
        (8, 5),
        (9, 1),
        (9, 9),
    ];
    let from_list = |list: &[(usize, usize)]| list.iter().map(|&(r, c)| at(r - 1, c - 1)).collect();
    match extra {
        ExtraHouse::MainDiagonal => houses.push(House {
            kind: HouseKind::MainDiagonal,
            cells: (0..n).map(|i| at(i, i)).collect(),
        }),
        ExtraHouse::AntiDiagonal => houses.push(House {
            kind: HouseKind::AntiDiagonal,
            cells: (0..n).map(|i| at(n - 1 - i, i)).collect(),
        }),
        ExtraHouse::Windoku => {
            nine_only("windoku")?;
            for (top, left) in [(1, 1), (1, 5), (5, 1), (5, 5)] {
                let cells = (0..9).map(|k| at(top + k / 3, left + k % 3)).collect();
                houses.push(House {
                    kind: HouseKind::Window,
                    cells,
                });
            }
        }
        ExtraHouse::DisjointGroups => {
            let (h, w) = box_shape.ok_or(RulesError::NeedsShape {
                what: "disjoint groups",
                size: n,
            })?;
            for position in 0..n {
                let cells = (0..n)
                    .map(|b| {
                        let (top, left) = ((b / (n / w)) * h, (b % (n / w)) * w);
                        at(top + position / w, left + position % w)
                    })
                    .collect();
                houses.push(House {
                    kind: HouseKind::DisjointGroup,
                    cells,
                });
            }
        }
        ExtraHouse::Asterisk => {
            nine_only("asterisk")?;
            houses.push(House {
                kind: HouseKind::Asterisk,
                cells: from_list(&ASTERISK),
            });
        }
        ExtraHouse::CentreDot => {
            nine_only("centre dot")?;
            let cells = (0..9)
                .map(|b| at(3 * (b / 3) + 1, 3 * (b % 3) + 1))
                .collect();
            houses.push(House {
                kind: HouseKind::CentreDot,
                cells,
            });
        }
        ExtraHouse::Girandola => {
            nine_only("girandola")?;
            houses.push(House {
                kind: HouseKind::Girandola,
                cells: from_list(&GIRANDOLA),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_tile_in_both_orientations() {
        for (n, h, w) in [
            (6, 2, 3),
            (6, 3, 2),
            (8, 4, 2),
            (12, 4, 3),
            (15, 3, 5),
            (20, 4, 5),
        ] {
            let rules = RulesBuilder::new(n).boxes(h, w).build().unwrap();
            let mut seen = vec![0; n * n];
            for house in rules
                .houses()
                .iter()
                .filter(|h| h.kind == HouseKind::Region)
            {
                let (r0, c0) = (house.cells[0] / n, house.cells[0] % n);
                for &cell in &house.cells {
                    seen[cell] += 1;
                    assert!(cell / n - r0 < h && cell % n - c0 < w, "{n} {h}x{w}");
                }
            }
            assert!(seen.iter().all(|&s| s == 1));
        }
    }

    #[test]
    fn refusals_name_what_and_where() {
        let err = |b: RulesBuilder| b.build().unwrap_err();
        assert_eq!(
            err(RulesBuilder::new(3)),
            RulesError::SizeOutOfRange { size: 3 }
        );
        assert_eq!(
            err(RulesBuilder::new(26)),
            RulesError::SizeOutOfRange { size: 26 }
        );
        assert_eq!(
            err(RulesBuilder::new(7)),
            RulesError::NoDefaultBoxes { size: 7 }
        );
        assert_eq!(
            err(RulesBuilder::new(6).boxes(2, 2)),
            RulesError::BoxShape {
                size: 6,
                rows: 2,
                cols: 2
            }
        );
        assert_eq!(
            err(RulesBuilder::new(9).cage(vec![0, 1], Some(18))),
            RulesError::CageSum {
                cage: 0,
                sum: 18,
                min: 3,
                max: 17
            }
        );
        assert_eq!(
            err(RulesBuilder::new(9).cage(vec![0, 81], None)),
            RulesError::CellOutOfRange {
                what: "cage",
                index: 0,
                cell: 81
            }
        );
        assert_eq!(
            err(RulesBuilder::new(4).cage(vec![0, 1, 2, 3, 4], None)),
            RulesError::GroupTooLarge {
                what: "cage",
                index: 0,
                cells: 5
            }
        );
        let regions = vec![
            vec![0, 1, 4, 5],
            vec![1, 2, 3, 6],
            vec![8, 9, 12, 13],
            vec![10, 11, 14, 15],
        ];
        assert_eq!(
            err(RulesBuilder::new(4).regions(regions)),
            RulesError::RegionsOverlap { cell: 1 }
        );
        assert_eq!(
            err(RulesBuilder::new(4).regions(vec![vec![0, 1, 2]])),
            RulesError::RegionSize {
                region: 0,
                cells: 3,
                size: 4
            }
        );
        assert_eq!(
            err(RulesBuilder::new(6).extra(ExtraHouse::Windoku)),
            RulesError::NeedsShape {
                what: "windoku",
                size: 6
            }
        );
        assert_eq!(
            err(RulesBuilder::new(4).thermometer(vec![0, 1, 2, 3, 7])),
            RulesError::ThermometerTooLong {
                thermometer: 0,
                cells: 5
            }
        );
        assert_eq!(
            err(RulesBuilder::new(4).ratio(0, 1, Some(5))),
            RulesError::DotValue { dot: 0, value: 5 }
        );
        assert_eq!(
            err(RulesBuilder::new(4).difference(3, 3, None)),
            RulesError::CellRepeated {
                what: "dot",
                index: 0,
                cell: 3
            }
        );
    }

    #[test]
    fn fixed_extra_houses_have_nine_cells() {
        for extra in [
            ExtraHouse::Asterisk,
            ExtraHouse::CentreDot,
            ExtraHouse::Girandola,
        ] {
            let rules = RulesBuilder::new(9).extra(extra).build().unwrap();
            let house = rules.houses().last().unwrap();
            let mut cells = house.cells.clone();
            cells.sort_unstable();
            cells.dedup();
            assert_eq!(cells.len(), 9, "{extra:?}");
        }
        let rules = RulesBuilder::new(9)
            .extra(ExtraHouse::DisjointGroups)
            .build()
            .unwrap();
        assert_eq!(rules.houses().len(), 36);
        assert_eq!(
            rules.houses()[27].cells,
            vec![0, 3, 6, 27, 30, 33, 54, 57, 60]
        );
    }
}
