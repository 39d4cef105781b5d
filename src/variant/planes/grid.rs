//! The planes: per digit, the cells that may still hold it, placed cells
//! included (so a full house always holds each digit's place). Propagation
//! to a fixed point, cheapest step first, each over whole planes:
//! 1. naked singles: a cell in one plane only leaves that plane's peers;
//! 2. hidden singles: a digit with one place in a full house goes there;
//! 3. non-consecutive: a cell whose digits all lie within one of x takes x
//!    from its orthogonal neighbours (every x at once, by shifts);
//! 4. intersections: a digit of a full house locked into another house
//!    leaves the rest of that house;
//! 5. places seen: a cell that sees every place (two to four) of a digit
//!    in a full house loses it; under non-consecutive, a cell beside every
//!    place (or on one and beside the rest) loses the digits next to it
//!    (propagate/places_seen.rs, on planes). Where the peers are rows,
//!    columns and boxes only, just the "beside" part on rows and columns,
//!    band-wise (vspeed11).

use super::bands;
use super::geometry::{beside, Geometry, ALL};

/// Where propagation found a contradiction, for the search's weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Failure {
    /// A cell with no digit left.
    Cell(usize),
    /// The cells of a full house (or of several, found at once) with no
    /// place left for a digit.
    House(u128),
}

/// Nine planes and the placed cells: 160 bytes, copied for each guess.
#[derive(Clone, Copy, Debug)]
pub(super) struct Grid {
    pub(super) planes: [u128; 9],
    /// Cells whose digit has left their peers.
    pub(super) placed: u128,
}

impl Grid {
    /// Every cell open with every digit, then the givens (0 empty).
    pub(super) fn new(givens: &[u8]) -> Grid {
        let mut grid = Grid {
            planes: [ALL; 9],
            placed: 0,
        };
        for (cell, &given) in givens.iter().enumerate() {
            if given != 0 {
                grid.keep(cell, usize::from(given - 1));
            }
        }
        grid
    }

    /// Leaves `cell` digit `index + 1` only.
    #[inline]
    pub(super) fn keep(&mut self, cell: usize, index: usize) {
        let others = !(1u128 << cell);
        for (d, plane) in self.planes.iter_mut().enumerate() {
            if d != index {
                *plane &= others;
            }
        }
    }

    /// The digits `cell` may hold, bit `d - 1` for digit `d`.
    #[inline]
    pub(super) fn candidates(&self, cell: usize) -> u32 {
        self.planes
            .iter()
            .enumerate()
            .fold(0, |set, (d, &p)| set | ((p >> cell) as u32 & 1) << d)
    }

    /// Per cell, its number of candidates as four bit planes (bit `k` of
    /// the count in `counts[k]`).
    pub(super) fn counts(&self) -> [u128; 4] {
        let [mut b0, mut b1, mut b2, mut b3] = [0u128; 4];
        for &p in &self.planes {
            let c0 = b0 & p;
            b0 ^= p;
            let c1 = b1 & c0;
            b1 ^= c0;
            let c2 = b2 & c1;
            b2 ^= c1;
            b3 |= c2;
        }
        [b0, b1, b2, b3]
    }

    /// The digits, 1..=9, of a grid with every cell placed.
    pub(super) fn digits(&self) -> Vec<u8> {
        (0..81)
            .map(|cell| self.candidates(cell).trailing_zeros() as u8 + 1)
            .collect()
    }

    /// Runs every step until none removes a candidate. `dirty`: the cells
    /// changed since the grid was last at a fixed point (every cell for a
    /// new grid, the guessed cell for a guess). The house steps look only
    /// at houses with a cell changed since they last ran, as the general
    /// engine's woken sets do, and the band-wise steps only at the digits
    /// whose plane changed since they last ran: on an unchanged plane they
    /// would find only what they already removed (vspeed12).
    pub(super) fn propagate(&mut self, geometry: &Geometry, dirty: u128) -> Result<(), Failure> {
        let mut last = self.planes;
        // Per house step (hidden singles, intersections, places seen): the
        // cells changed since it last ran.
        let mut woken = [dirty; 3];
        // Per band-wise step (hidden singles, non-consecutive,
        // intersections, beside every place): the digits whose plane
        // changed since it last ran.
        let mut digits = [ALL_DIGITS; 4];
        // Only the house-by-house steps read the woken cells; with rows,
        // columns and boxes alone (non-consecutive) there are none.
        let wakes = geometry.house_by_house;
        loop {
            let changed = self.naked_singles(geometry)?;
            if changed != 0 {
                mark(&mut digits, changed);
                continue;
            }
            if wakes {
                self.note_changes(&mut last, &mut woken);
            }
            let changed = self.hidden_singles(
                geometry,
                std::mem::take(&mut woken[0]),
                std::mem::take(&mut digits[0]),
            )?;
            if changed != 0 {
                mark(&mut digits, changed);
                continue;
            }
            if geometry.nonconsecutive {
                let changed = self.nonconsecutive(std::mem::take(&mut digits[1]));
                if changed != 0 {
                    mark(&mut digits, changed);
                    continue;
                }
            }
            if wakes {
                self.note_changes(&mut last, &mut woken);
            }
            let changed = self.intersections(
                geometry,
                std::mem::take(&mut woken[1]),
                std::mem::take(&mut digits[2]),
            );
            if changed != 0 {
                mark(&mut digits, changed);
                continue;
            }
            let changed = self.places_seen(
                geometry,
                std::mem::take(&mut woken[2]),
                std::mem::take(&mut digits[3]),
            );
            if changed != 0 {
                mark(&mut digits, changed);
                continue;
            }
            return Ok(());
        }
    }

    /// Whether every step, run on every house and digit, would remove
    /// nothing: what `propagate` must leave however little it looked at.
    #[cfg(test)]
    pub(super) fn at_fixed_point(&self, geometry: &Geometry) -> bool {
        let mut copy = *self;
        let nothing = copy.naked_singles(geometry) == Ok(0)
            && copy.placed == self.placed
            && copy.hidden_singles(geometry, ALL, ALL_DIGITS) == Ok(0)
            && (!geometry.nonconsecutive || copy.nonconsecutive(ALL_DIGITS) == 0)
            && copy.intersections(geometry, ALL, ALL_DIGITS) == 0
            && copy.places_seen(geometry, ALL, ALL_DIGITS) == 0;
        nothing && copy.planes == self.planes
    }

    /// Adds the cells whose candidates changed since `last` to each step's
    /// woken cells, and moves `last` up to now.
    fn note_changes(&self, last: &mut [u128; 9], woken: &mut [u128; 3]) {
        let changed = self
            .planes
            .iter()
            .zip(last.iter())
            .fold(0, |set, (now, then)| set | (now ^ then));
        *last = self.planes;
        for cells in woken {
            *cells |= changed;
        }
    }

    /// Places every open cell left with one digit; the digits whose plane
    /// lost a place (a single's digit left its peers).
    fn naked_singles(&mut self, geometry: &Geometry) -> Result<u16, Failure> {
        let (mut one, mut two) = (0u128, 0u128);
        for &p in &self.planes {
            two |= one & p;
            one |= p;
        }
        let empty = ALL & !one;
        if empty != 0 {
            return Err(Failure::Cell(empty.trailing_zeros() as usize));
        }
        let singles = one & !two & !self.placed;
        if singles == 0 {
            return Ok(0);
        }
        let mut changed = 0;
        for (d, plane) in self.planes.iter_mut().enumerate() {
            let before = *plane;
            let mut cells = singles & *plane;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                // Two singles of one digit that see each other: the first
                // empties the second, which the next round finds.
                if *plane >> cell & 1 == 1 {
                    *plane &= !geometry.peers[cell];
                }
            }
            changed |= u16::from(*plane != before) << d;
        }
        self.placed |= singles;
        // Singles whose peers already lacked their digit change no plane:
        // nothing new for the later steps then.
        Ok(changed)
    }

    /// Leaves each digit with one place in a full house only that place;
    /// the digits whose plane lost a place. Rows, columns and boxes
    /// band-wise for the digits of `digits`; other full houses where
    /// woken.
    fn hidden_singles(
        &mut self,
        geometry: &Geometry,
        woken: u128,
        digits: u16,
    ) -> Result<u16, Failure> {
        let mut hidden = [0u128; 9];
        let mut rest = digits;
        while rest != 0 {
            let d = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (empty, found) = bands::empty_and_singles(self.planes[d]);
            if empty != 0 {
                return Err(Failure::House(empty));
            }
            hidden[d] = found & !self.placed;
        }
        for &house in &geometry.extra_houses {
            if house & woken == 0 || house & !self.placed == 0 {
                continue;
            }
            for (singles, &plane) in hidden.iter_mut().zip(&self.planes) {
                let places = plane & house;
                if places & places.wrapping_sub(1) != 0 {
                    continue;
                }
                if places == 0 {
                    return Err(Failure::House(house));
                }
                *singles |= places & !self.placed;
            }
        }
        let (mut all, mut twice) = (0u128, 0u128);
        for &cells in &hidden {
            twice |= all & cells;
            all |= cells;
        }
        if all == 0 {
            return Ok(0);
        }
        // A cell single for two digits loses every digit (naked singles
        // finds it empty); left as it was, the step would report a change
        // for ever.
        let mut changed = 0;
        for (d, (plane, &singles)) in self.planes.iter_mut().zip(&hidden).enumerate() {
            let lost = *plane & ((all & !singles) | twice);
            *plane &= !lost;
            changed |= u16::from(lost != 0) << d;
        }
        Ok(changed)
    }

    /// Non-consecutive, to arc consistency: digit x leaves the neighbours
    /// of every cell with no digit two or more away from x. Only the digits
    /// x with a plane two or more away among `digits` (those changed since
    /// the step last ran) can lose a place. The digits whose plane lost one.
    fn nonconsecutive(&mut self, digits: u16) -> u16 {
        if digits == 0 {
            return 0;
        }
        // below[k]: cells with a digit of 1..=k+1; above[k]: of k+1..=9.
        let mut below = [0u128; 9];
        let mut above = [0u128; 9];
        let mut acc = 0;
        for (union, plane) in below.iter_mut().zip(&self.planes) {
            acc |= plane;
            *union = acc;
        }
        acc = 0;
        for (union, plane) in above.iter_mut().zip(&self.planes).rev() {
            acc |= plane;
            *union = acc;
        }
        let mut changed = 0;
        for x in 0..9 {
            // x - 1, x and x + 1.
            let close = (0b111u16 << x) >> 1;
            if digits & !close == 0 {
                continue;
            }
            let far = if x >= 2 { below[x - 2] } else { 0 } | if x <= 6 { above[x + 2] } else { 0 };
            let lost = beside(ALL & !far);
            if self.planes[x] & lost != 0 {
                self.planes[x] &= !lost;
                changed |= 1 << x;
            }
        }
        changed
    }

    /// Pointing and claiming, band-wise for the digits of `digits`, and
    /// the same for every other house where woken; the digits whose plane
    /// lost a place.
    fn intersections(&mut self, geometry: &Geometry, woken: u128, digits: u16) -> u16 {
        let mut changed = 0;
        let mut rest = digits;
        while rest != 0 {
            let d = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let out = bands::locked_out(self.planes[d]);
            if out != 0 {
                self.planes[d] &= !out;
                changed |= 1 << d;
            }
        }
        for meet in &geometry.intersections {
            if meet.house & woken == 0 || meet.house & !self.placed == 0 {
                continue;
            }
            for (d, plane) in self.planes.iter_mut().enumerate() {
                if *plane & meet.outside == 0 && *plane & meet.rest != 0 && *plane & meet.house != 0
                {
                    *plane &= !meet.rest;
                    changed |= 1 << d;
                }
            }
        }
        changed
    }

    /// Places seen (see the header); the digits whose plane lost a place.
    /// `digits`: those changed since the step last ran, for the band-wise
    /// part.
    fn places_seen(&mut self, geometry: &Geometry, woken: u128, digits: u16) -> u16 {
        const MOST_PLACES: u32 = 4;
        if geometry.standard_peers {
            return if geometry.nonconsecutive {
                self.beside_every_place_in_lines(digits)
            } else {
                0
            };
        }
        let mut changed = 0;
        for &house in &geometry.full_houses {
            if house & woken == 0 || house & !self.placed == 0 {
                continue;
            }
            for d in 0..9 {
                let places = self.planes[d] & house;
                if !(2..=MOST_PLACES).contains(&places.count_ones()) {
                    continue;
                }
                let mut seen = ALL;
                let mut near = ALL;
                let mut rest = places;
                while rest != 0 {
                    let cell = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    seen &= geometry.peers[cell];
                    near &= geometry.near[cell];
                }
                if self.planes[d] & seen != 0 {
                    self.planes[d] &= !seen;
                    changed |= 1 << d;
                }
                if !geometry.nonconsecutive {
                    continue;
                }
                for next in [d.wrapping_sub(1), d + 1] {
                    if next < 9 && self.planes[next] & near != 0 {
                        self.planes[next] &= !near;
                        changed |= 1 << next;
                    }
                }
            }
        }
        changed
    }

    /// Under non-consecutive, where every cell's peers are its row, column
    /// and box: a cell whose row (or column) has a digit's places all on
    /// it or beside it loses the digits next to that one, rows and columns
    /// band-wise for each digit of `digits` (those changed since the step
    /// last ran). Boxes are left out: a cell seeing every place of a box
    /// was cleared by locked candidates, and a box's "beside" part,
    /// band-wise or house by house, cost more time than its fewer guesses
    /// saved (docs/VARIANTS.md, branch vspeed11).
    fn beside_every_place_in_lines(&mut self, digits: u16) -> u16 {
        let mut changed: u16 = 0;
        for d in 0..9 {
            // A digit narrowed by the one before it in this pass too, as
            // when every digit was looked at, so the search meets the
            // same contradictions in the same order.
            if (digits | changed) >> d & 1 == 0 {
                continue;
            }
            let near = bands::beside_every_place_in_line(self.planes[d]);
            for next in [d.wrapping_sub(1), d + 1] {
                if next < 9 && self.planes[next] & near != 0 {
                    self.planes[next] &= !near;
                    changed |= 1 << next;
                }
            }
        }
        changed
    }
}

/// Every digit, bit `d` for digit `d + 1`.
const ALL_DIGITS: u16 = 0x1ff;

/// Adds `changed` (digits whose plane lost a place) to each band-wise
/// step's digits to look at.
#[inline]
fn mark(digits: &mut [u16; 4], changed: u16) {
    for set in digits {
        *set |= changed;
    }
}
