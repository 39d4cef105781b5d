//! Direct pointing's reads of the layout, laid out once per layout and
//! list of kind pairs: for each first house and each of its places, the
//! second house that place names and what the search tests against it,
//! and the third houses crossing that second house. The search reads a
//! first house's places per digit many times a step; through this table
//! each read is one lookup instead of a walk from the house to its cell,
//! the cell's house of the second kind and the overlap of the two.

use super::super::rules::HouseKind;
use super::layout::Layout;

/// A first house of a pair's first kind: its index, and where its places'
/// locks start in `PointingTable::locks` (one per cell of the house).
#[derive(Clone, Copy)]
pub(super) struct FirstHouse {
    pub house: usize,
    locks: usize,
}

/// What a first house's place names: the second house holding it (of the
/// pair's second kind) and the first house's places inside it. `inside`
/// is 0 when there is no such house or it is the first house itself, so
/// that "every place inside" fails for any places.
#[derive(Clone, Copy)]
pub(super) struct Lock {
    pub second: usize,
    pub inside: u32,
    /// Whether the second house is full (its places are kept), and its
    /// places inside the first.
    pub second_full: bool,
    pub second_inside: u32,
    /// `PointingTable::thirds[thirds.0..thirds.1]`.
    thirds: (usize, usize),
}

/// A third house (full, of the first kind, not the first house) crossing
/// the second, with its places in that crossing.
#[derive(Clone, Copy)]
pub(super) struct Third {
    pub house: usize,
    pub crossing: u32,
}

pub(super) struct PointingTable {
    /// Per pair, its full first houses in the kind's order:
    /// `firsts[pairs[p].0..pairs[p].1]`.
    pairs: Vec<(usize, usize)>,
    firsts: Vec<FirstHouse>,
    locks: Vec<Lock>,
    thirds: Vec<Third>,
}

/// Usable for reasoning about where a digit goes (as `singles` reads it).
fn full_house(layout: &Layout, house: usize) -> bool {
    layout.houses[house].full && layout.houses[house].cells.len() <= 32
}

impl PointingTable {
    pub fn new(layout: &Layout, pairs: &[(HouseKind, HouseKind)]) -> PointingTable {
        let mut table = PointingTable {
            pairs: Vec::new(),
            firsts: Vec::new(),
            locks: Vec::new(),
            thirds: Vec::new(),
        };
        for &(kind1, kind2) in pairs {
            let start = table.firsts.len();
            for &h1 in layout.houses_of_kind(kind1) {
                if !full_house(layout, h1) {
                    continue;
                }
                table.firsts.push(FirstHouse {
                    house: h1,
                    locks: table.locks.len(),
                });
                // The thirds depend on the second house alone (h1 is left
                // out): one list per second house met in this first house.
                let mut met: Vec<(usize, (usize, usize))> = Vec::new();
                for &cell in &layout.houses[h1].cells {
                    let lock = match layout.first_house_of_kind(kind2, cell) {
                        Some(h2) if h2 != h1 && layout.overlap(h1, h2) != 0 => {
                            let thirds = match met.iter().find(|&&(h, _)| h == h2) {
                                Some(&(_, thirds)) => thirds,
                                None => {
                                    let from = table.thirds.len();
                                    for &h3 in layout.houses_of_kind(kind1) {
                                        let crossing = layout.overlap(h3, h2);
                                        if crossing != 0 && h3 != h1 && full_house(layout, h3) {
                                            table.thirds.push(Third {
                                                house: h3,
                                                crossing,
                                            });
                                        }
                                    }
                                    met.push((h2, (from, table.thirds.len())));
                                    (from, table.thirds.len())
                                }
                            };
                            Lock {
                                second: h2,
                                inside: layout.overlap(h1, h2),
                                second_full: full_house(layout, h2),
                                second_inside: layout.overlap(h2, h1),
                                thirds,
                            }
                        }
                        _ => Lock {
                            second: usize::MAX,
                            inside: 0,
                            second_full: false,
                            second_inside: 0,
                            thirds: (0, 0),
                        },
                    };
                    table.locks.push(lock);
                }
            }
            table.pairs.push((start, table.firsts.len()));
        }
        table
    }

    /// The `p`th pair's full first houses, in the kind's order.
    pub fn firsts(&self, p: usize) -> &[FirstHouse] {
        let (from, to) = self.pairs[p];
        &self.firsts[from..to]
    }

    /// What the first house's place at `position` names.
    #[inline(always)]
    pub fn lock(&self, first: FirstHouse, position: usize) -> &Lock {
        &self.locks[first.locks + position]
    }

    /// The third houses of a lock, in the first kind's order.
    pub fn thirds(&self, lock: &Lock) -> &[Third] {
        &self.thirds[lock.thirds.0..lock.thirds.1]
    }
}
