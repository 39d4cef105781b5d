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
/// pair's second kind). The first house's places inside it are kept apart
/// (`PointingTable::inside`), since most reads stop there.
#[derive(Clone, Copy)]
pub(super) struct Lock {
    pub second: usize,
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
    /// Per lock, the first house's places inside its second house: 0
    /// when there is no such house or it is the first house itself, so
    /// that "every place inside" fails for any two places. A dense list:
    /// a search reads it for every first house with two places or more.
    insides: Vec<u32>,
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
            insides: Vec::new(),
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
                            table.insides.push(layout.overlap(h1, h2));
                            Lock {
                                second: h2,
                                second_full: full_house(layout, h2),
                                second_inside: layout.overlap(h2, h1),
                                thirds,
                            }
                        }
                        _ => {
                            table.insides.push(0);
                            Lock {
                                second: usize::MAX,
                                second_full: false,
                                second_inside: 0,
                                thirds: (0, 0),
                            }
                        }
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

    /// The first house's places inside the second house its place at
    /// `position` names (0 for none).
    #[inline(always)]
    pub fn inside(&self, first: FirstHouse, position: usize) -> u32 {
        self.insides[first.locks + position]
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::RulesBuilder;

    #[test]
    fn each_place_names_the_second_house_through_it_and_the_thirds_crossing_it() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let pairs = [
            (HouseKind::Region, HouseKind::Column),
            (HouseKind::Window, HouseKind::Row),
        ];
        let table = PointingTable::new(&layout, &pairs);
        // Classic has no windows: the second pair has no first house.
        assert!(table.firsts(1).is_empty());
        let firsts = table.firsts(0);
        assert_eq!(firsts.len(), 9);
        for &first in firsts {
            let h1 = first.house;
            for (i, &cell) in layout.houses[h1].cells.iter().enumerate() {
                let h2 = layout.first_house_of_kind(HouseKind::Column, cell).unwrap();
                assert_eq!(table.inside(first, i), layout.overlap(h1, h2));
                let lock = table.lock(first, i);
                assert_eq!(lock.second, h2);
                assert!(lock.second_full);
                assert_eq!(lock.second_inside, layout.overlap(h2, h1));
                // The other two boxes of the stack, in order.
                let thirds: Vec<usize> = table.thirds(lock).iter().map(|t| t.house).collect();
                let want: Vec<usize> = layout
                    .houses_of_kind(HouseKind::Region)
                    .iter()
                    .copied()
                    .filter(|&h3| h3 != h1 && layout.overlap(h3, h2) != 0)
                    .collect();
                assert_eq!(thirds, want);
                assert_eq!(thirds.len(), 2);
            }
        }
    }
}
