//! Each full house's readings as strong links of each digit
//! (`link_shapes.rs`), kept through a rating and shared by two strong
//! links and the strong-link chains: a step changes few houses' places of
//! a digit, so only the houses whose places changed since they were read
//! are read again.

use super::super::board::LogicBoard;
use super::super::layout::{CellSet, Layout};
use super::super::link_shapes::{links_of_places, ordered_places, HouseLink};
use super::super::singles::places;
use super::LINK_KINDS;

/// The readings, by digit and house.
#[derive(Default)]
pub(crate) struct LinkReadings {
    /// By `(digit - 1) * houses + house`; only the `searched` houses'
    /// are read.
    readings: Vec<Reading>,
    /// Per digit, its places when its houses were last read: a house
    /// none of whose cells changed keeps its reading.
    read_from: Vec<Option<CellSet>>,
    /// The full houses of the kinds a link may lie in (`LINK_KINDS`).
    searched: Vec<usize>,
    houses: usize,
}

/// A house's readings as links of one digit, and the digit's places in it
/// when it has a reading.
#[derive(Default)]
pub(crate) struct Reading {
    /// The places read (`link_shapes::ordered_places`), None before any.
    at: Option<u32>,
    pub links: Vec<HouseLink>,
    /// The places as positions in the house (`singles::places`), for
    /// "do two houses' places meet" in one read of `Layout::overlap`.
    pub places: u32,
    /// The places as cells, and as bits on a grid of up to 128 cells.
    pub cells: CellSet,
    pub low: u128,
}

impl LinkReadings {
    /// Reads the digit's houses again where its places (`plane`, the
    /// cells holding it) changed since they were last read.
    pub fn refresh(&mut self, layout: &Layout, board: &LogicBoard, digit: u8, plane: &CellSet) {
        let houses = layout.houses.len();
        if self.houses != houses || self.read_from.len() != layout.size {
            self.start(layout);
        }
        let d = digit as usize - 1;
        let row = &mut self.readings[d * houses..(d + 1) * houses];
        let before = self.read_from[d];
        if before.as_ref() != Some(plane) {
            for &h in &self.searched {
                if let Some(before) = &before {
                    if !changed_in(&layout.house_sets[h], before, plane) {
                        continue;
                    }
                }
                let reading = &mut row[h];
                let at = ordered_places(layout, board, h, digit);
                if reading.at == Some(at) {
                    continue;
                }
                reading.at = Some(at);
                reading.links = links_of_places(layout, h, at);
                if reading.links.is_empty() {
                    reading.places = 0;
                    reading.cells = CellSet::default();
                    reading.low = 0;
                } else {
                    reading.places = places(layout, board, h, digit);
                    let mut cells = CellSet::default();
                    let mut low = 0u128;
                    for (i, &c) in layout.houses[h].cells.iter().enumerate() {
                        if reading.places >> i & 1 != 0 {
                            cells.insert(c);
                            if c < 128 {
                                low |= 1 << c;
                            }
                        }
                    }
                    reading.cells = cells;
                    reading.low = low;
                }
            }
            self.read_from[d] = Some(*plane);
        }
    }

    /// The digit's readings by house, as last refreshed.
    pub fn row(&self, digit: u8) -> &[Reading] {
        let d = digit as usize - 1;
        &self.readings[d * self.houses..(d + 1) * self.houses]
    }

    fn start(&mut self, layout: &Layout) {
        let houses = layout.houses.len();
        self.houses = houses;
        self.readings.clear();
        self.readings
            .resize_with(layout.size * houses, Reading::default);
        self.read_from.clear();
        self.read_from.resize(layout.size, None);
        self.searched = (0..houses)
            .filter(|&h| LINK_KINDS.contains(&layout.houses[h].kind) && layout.houses[h].full)
            .collect();
    }
}

/// Whether some cell of `house` holds the digit in one of the planes and
/// not the other.
fn changed_in(house: &CellSet, before: &CellSet, now: &CellSet) -> bool {
    let mut gone = *before;
    gone.intersect(house);
    let mut here = *now;
    here.intersect(house);
    gone != here
}
