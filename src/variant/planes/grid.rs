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
    /// engine's woken sets do.
    pub(super) fn propagate(&mut self, geometry: &Geometry, dirty: u128) -> Result<(), Failure> {
        let mut last = self.planes;
        // Per house step (hidden singles, intersections, places seen): the
        // cells changed since it last ran.
        let mut woken = [dirty; 3];
        loop {
            if self.naked_singles(geometry)? {
                continue;
            }
            self.note_changes(&mut last, &mut woken);
            if self.hidden_singles(geometry, std::mem::take(&mut woken[0]))? {
                continue;
            }
            if geometry.nonconsecutive && self.nonconsecutive() {
                continue;
            }
            self.note_changes(&mut last, &mut woken);
            if self.intersections(geometry, std::mem::take(&mut woken[1])) {
                continue;
            }
            if self.places_seen(geometry, std::mem::take(&mut woken[2])) {
                continue;
            }
            return Ok(());
        }
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

    /// Places every open cell left with one digit; true if there was one.
    fn naked_singles(&mut self, geometry: &Geometry) -> Result<bool, Failure> {
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
            return Ok(false);
        }
        for plane in &mut self.planes {
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
        }
        self.placed |= singles;
        Ok(true)
    }

    /// Leaves each digit with one place in a full house only that place;
    /// true if one was open. Rows, columns and boxes band-wise, every
    /// time; other full houses where woken.
    fn hidden_singles(&mut self, geometry: &Geometry, woken: u128) -> Result<bool, Failure> {
        let mut hidden = [0u128; 9];
        for (singles, &plane) in hidden.iter_mut().zip(&self.planes) {
            let (empty, found) = bands::empty_and_singles(plane);
            if empty != 0 {
                return Err(Failure::House(empty));
            }
            *singles = found & !self.placed;
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
            return Ok(false);
        }
        // A cell single for two digits loses every digit (naked singles
        // finds it empty); left as it was, the step would report a change
        // for ever.
        for (plane, &singles) in self.planes.iter_mut().zip(&hidden) {
            *plane &= !((all & !singles) | twice);
        }
        Ok(true)
    }

    /// Non-consecutive, to arc consistency: digit x leaves the neighbours
    /// of every cell with no digit two or more away from x. True if a
    /// candidate went.
    fn nonconsecutive(&mut self) -> bool {
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
        let mut changed = false;
        for x in 0..9 {
            let far = if x >= 2 { below[x - 2] } else { 0 } | if x <= 6 { above[x + 2] } else { 0 };
            let lost = beside(ALL & !far);
            if self.planes[x] & lost != 0 {
                self.planes[x] &= !lost;
                changed = true;
            }
        }
        changed
    }

    /// Pointing and claiming, band-wise every time, and the same for every
    /// other house where woken; true if a candidate went.
    fn intersections(&mut self, geometry: &Geometry, woken: u128) -> bool {
        let mut changed = false;
        for plane in &mut self.planes {
            let out = bands::locked_out(*plane);
            if out != 0 {
                *plane &= !out;
                changed = true;
            }
        }
        for meet in &geometry.intersections {
            if meet.house & woken == 0 || meet.house & !self.placed == 0 {
                continue;
            }
            for plane in &mut self.planes {
                if *plane & meet.outside == 0 && *plane & meet.rest != 0 && *plane & meet.house != 0
                {
                    *plane &= !meet.rest;
                    changed = true;
                }
            }
        }
        changed
    }

    /// Places seen (see the header); true if a candidate went.
    fn places_seen(&mut self, geometry: &Geometry, woken: u128) -> bool {
        const MOST_PLACES: u32 = 4;
        if geometry.standard_peers {
            return geometry.nonconsecutive && self.beside_every_place_in_lines();
        }
        let mut changed = false;
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
                if !geometry.standard_peers && self.planes[d] & seen != 0 {
                    self.planes[d] &= !seen;
                    changed = true;
                }
                if !geometry.nonconsecutive {
                    continue;
                }
                for next in [d.wrapping_sub(1), d + 1] {
                    if next < 9 && self.planes[next] & near != 0 {
                        self.planes[next] &= !near;
                        changed = true;
                    }
                }
            }
        }
        changed
    }

    /// Under non-consecutive, where every cell's peers are its row, column
    /// and box: a cell whose row (or column) has a digit's places all on
    /// it or beside it loses the digits next to that one, rows and columns
    /// band-wise for every digit at each pass. Boxes are left out: a cell
    /// seeing every place of a box was cleared by locked candidates, and
    /// a box's "beside" part, band-wise or house by house, cost more time
    /// than its fewer guesses saved (docs/VARIANTS.md, branch vspeed11).
    fn beside_every_place_in_lines(&mut self) -> bool {
        let mut changed = false;
        for d in 0..9 {
            let near = bands::beside_every_place_in_line(self.planes[d]);
            for next in [d.wrapping_sub(1), d + 1] {
                if next < 9 && self.planes[next] & near != 0 {
                    self.planes[next] &= !near;
                    changed = true;
                }
            }
        }
        changed
    }
}
