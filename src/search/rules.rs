//! The inference rules of the search, each applied to a whole board: the
//! band rule (with hidden singles of rows and boxes), naked singles, the
//! stack rule (with hidden singles of columns) and the triad rule. What the
//! rules record for each other lives in [`Scratch`]; the order they run in
//! is `propagate.rs`'s.

use super::board::{changed_words, Board};
use super::directed::Conflicts;
use super::lanes::{to_cols, to_rows, Lanes, Tally, Words, WORDS};
use super::tables::{
    alone_in_group, columns_of, occupied_triplets, BOX_CELLS, CONSISTENT_CELLS, ROW, ROW_TRIADS,
    SOLE_TRIPLET_CELLS, TRIPLET_CELLS, TRIPLET_HOUSES,
};

/// What the triad rule counts, per candidate word. A guess copies it
/// only in a thorough search, so it stays beside the board rather than in
/// it, and the board stays small enough to be copied inline.
#[derive(Clone, Copy)]
pub(super) struct Triads {
    /// As the band rule last left each word: the triplets that can hold the
    /// digit ([`ROW_TRIADS`]).
    pub(super) rows: [u16; WORDS],
    /// As the stack rule last left each word: the columns that can hold the
    /// digit.
    pub(super) columns: [u16; WORDS],
}

/// The scratch state of propagation, kept from one call to the next.
#[derive(Clone, Copy)]
pub(super) struct Scratch {
    /// Each word as the band rule last left it: unchanged words are
    /// skipped. `u32::MAX` matches no word.
    pub(super) seen: Words,
    /// Each word as the stack rule last left it.
    pub(super) stack_seen: Words,
    /// Each word as the placement rule last left it. Never reset: the rule
    /// depends on a digit's words alone, so a word it left unchanged it
    /// would leave unchanged again.
    pub(super) placement_seen: Words,
    /// The open cells with two candidates, per band, as naked singles last
    /// found them: where the guess is chosen.
    pub(super) pairs: [u32; 4],
    pub(super) triads: Triads,
    /// Where contradictions were met, for directed guesses.
    pub(super) conflicts: Conflicts,
}

impl Scratch {
    /// Scratch that makes every rule examine every word once.
    pub(super) fn new() -> Scratch {
        Scratch {
            seen: [u32::MAX; WORDS],
            stack_seen: [u32::MAX; WORDS],
            placement_seen: [u32::MAX; WORDS],
            pairs: [0; 4],
            triads: Triads {
                rows: [0; WORDS],
                columns: [0; WORDS],
            },
            conflicts: Conflicts::new(),
        }
    }
}

impl Board {
    /// The band rule on the words in `changed`: in each band the digit takes
    /// one triplet per row and per box, so only triplets that belong to such
    /// a choice keep it. Rows left with one cell place the digit there, and
    /// the words that placing changes are examined in turn. On a
    /// contradiction, returns the index of the word left with no placement
    /// and the word as it came.
    #[inline(always)]
    pub(super) fn apply_band_rule(
        &mut self,
        scratch: &mut Scratch,
        changed: u32,
    ) -> Result<(), (usize, u32)> {
        let mut changed = changed;
        while changed != 0 {
            // Only placing singles changes other words: without any, every
            // word is as the band rule left it, and comparing them again is
            // costly right after the stores.
            let mut settled = false;
            while changed != 0 {
                let index = changed.trailing_zeros() as usize;
                // `changed` has only the low 27 bits: this never fails, and
                // spares the bounds checks below.
                assert!(index < 27);
                changed &= changed - 1;
                let word = self.candidates[index];
                let unfiltered = word;
                let occupied = occupied_triplets(word);
                let word = word & CONSISTENT_CELLS[occupied];
                if word == 0 {
                    return Err((index, unfiltered));
                }
                self.candidates[index] = word;
                scratch.triads.rows[index] = ROW_TRIADS[occupied];
                scratch.seen[index] = word;
                let (digit, band) = (index / 3, index % 3);
                // Rows down to one cell place the digit there: the cell alone
                // in the only triplet left in its row. Taken from the word as
                // it came, beside the band rule's lookups rather than after
                // them, which shortens the chain of dependent loads that
                // bounds this loop.
                let singles = SOLE_TRIPLET_CELLS[occupied]
                    & alone_in_group(unfiltered)
                    & self.open_cells[band];
                if singles != 0 {
                    // The band rule already cleared their rows and boxes.
                    self.settle(digit, band, singles);
                    settled = true;
                }
            }
            changed = if settled {
                changed_words(&self.candidates, &scratch.seen)
            } else {
                0
            };
        }
        Ok(())
    }

    /// Naked singles: places each digit that is the last candidate of its
    /// cell. Returns whether it placed any; when it placed none, `pairs`
    /// gets the open cells with two candidates, for the guess to come. On
    /// a contradiction (an open cell with no candidate, or one digit the
    /// last of two cells that see each other), returns those cells, per
    /// band.
    #[inline(always)]
    pub(super) fn place_naked_singles(&mut self, pairs: &mut [u32; 4]) -> Result<bool, [u32; 4]> {
        let mut tally = Tally::new(Lanes::splat(0));
        for digit in 0..9 {
            tally.add(Lanes::load(&self.candidates, 3 * digit));
        }
        let open = Lanes::from_array(self.open_cells);
        let empty = open.and_not(tally.once);
        if !empty.bands_empty() {
            return Err(empty.to_array());
        }
        let singles = open.and_not(tally.twice);
        if singles.bands_empty() {
            *pairs = (open & tally.twice).and_not(tally.thrice).to_array();
            return Ok(false);
        }
        let singles = singles.to_array();
        for band in 0..3 {
            if singles[band] == 0 {
                continue;
            }
            for digit in 0..9 {
                let cells = singles[band] & self.candidates[3 * digit + band];
                if cells != 0 && !self.place_last_digit(digit, band, cells) {
                    let mut clash = [0; 4];
                    clash[band] = cells;
                    return Err(clash);
                }
            }
        }
        Ok(true)
    }

    /// The stack rule for every digit with a word changed since it last
    /// saw it. Returns None on a contradiction, else whether anything
    /// changed.
    #[inline(always)]
    pub(super) fn apply_stack_rules(&mut self, scratch: &mut Scratch) -> Option<bool> {
        let mut changed_any = false;
        // The digits with a changed word, found at once: testing digit by
        // digit mispredicts.
        let changed = changed_words(&self.candidates, &scratch.stack_seen);
        let mut digits = (changed | changed >> 1 | changed >> 2) & 0o111_111_111;
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize / 3;
            digits &= digits - 1;
            let words = Lanes::load(&self.candidates, 3 * digit);
            changed_any |= self.apply_stack_rule(digit, words, scratch)?;
        }
        Some(changed_any)
    }

    /// The stack rule, the band rule turned a quarter: in each stack the
    /// digit takes one column per box and one box per column. Also places
    /// the digit where it is the last in its column. Returns None on a
    /// contradiction, else whether anything changed. All three bands are
    /// worked in the lanes of one vector.
    #[inline(always)]
    fn apply_stack_rule(
        &mut self,
        digit: usize,
        words: Lanes,
        scratch: &mut Scratch,
    ) -> Option<bool> {
        assert!(digit < 9);
        // Bands play rows and the three columns of each stack play boxes;
        // rotating columns within their stacks lines up the alternatives.
        let cols = to_cols(words);
        let next = (cols.shr::<1>() & Lanes::splat(0b011_011_011))
            | (cols.shl::<2>() & Lanes::splat(0b100_100_100));
        let after = (cols.shr::<2>() & Lanes::splat(0b001_001_001))
            | (cols.shl::<1>() & Lanes::splat(0b110_110_110));
        // A stack with no placement empties a box of every band, which the
        // band rule then reports.
        let keep = cols
            & ((next.next_band() & after.band_after_next())
                | (after.next_band() & next.band_after_next()));
        let kept = words & to_rows(keep);
        let singles = kept & to_rows(columns_alone(kept)) & Lanes::from_array(self.open_cells);
        let changed = !kept.bands_equal(words);
        let kept = kept.to_array();
        self.candidates[3 * digit..3 * digit + 3].copy_from_slice(&kept[..3]);
        if singles.bands_empty() {
            let columns = (cols & keep).to_array();
            for band in 0..3 {
                scratch.triads.columns[3 * digit + band] = columns[band] as u16;
            }
            scratch.stack_seen[3 * digit..3 * digit + 3].copy_from_slice(&kept[..3]);
            return Some(changed);
        }
        // Placing changes the words again: leaving `stack_seen` as it was
        // brings the digit back to this rule, which then records its
        // column triads.
        let singles = singles.to_array();
        for band in 0..3 {
            if singles[band] != 0 && !self.place(digit, band, singles[band]) {
                if scratch.conflicts.counting {
                    scratch.conflicts.blame_cells(band, singles[band]);
                }
                return None;
            }
        }
        Some(true)
    }

    /// The triad rule. The three cells of a triplet, or of a column within
    /// a box, hold three different digits. So where only three digits can
    /// sit there, each must: it leaves the rest of the triplet's row and
    /// box, or of the column and the box. And where three digits must sit
    /// there, no other can. Returns None on a contradiction (fewer than
    /// three digits can sit in a triplet, or more than three must), else
    /// whether anything changed.
    #[inline(always)]
    pub(super) fn apply_triad_rule(
        &mut self,
        triads: &Triads,
        conflicts: &mut Conflicts,
    ) -> Option<bool> {
        let targets = TriadTargets::count(triads, conflicts)?;
        if (targets.confine | targets.exclude).bands_empty() {
            return Some(false);
        }
        let targets = targets.by_band();
        let mut changed = false;
        for digit in 0..9 {
            let remove = targets.removals(triads, digit);
            for band in 0..3 {
                let word = self.candidates[3 * digit + band];
                if word & remove[band] != 0 {
                    self.candidates[3 * digit + band] = word & !remove[band];
                    changed = true;
                }
            }
        }
        Some(changed)
    }
}

/// Of a digit's kept cells in each band's lane, the columns that hold it in
/// exactly one of their nine cells over the three bands.
#[inline(always)]
fn columns_alone(kept: Lanes) -> Lanes {
    let mut rows = Tally::new(Lanes::splat(0));
    rows.add(kept & Lanes::splat(ROW));
    rows.add(kept.shr::<9>() & Lanes::splat(ROW));
    rows.add(kept.shr::<18>());
    let (once, twice) = (rows.once, rows.twice);
    let (once_next, once_after) = (once.next_band(), once.band_after_next());
    let twice = twice
        | twice.next_band()
        | twice.band_after_next()
        | (once & (once_next | once_after))
        | (once_next & once_after);
    (once | once_next | once_after).and_not(twice)
}

/// The triplets and box columns the triad rule acts on, per band lane:
/// triplets in bits 0-8, columns in bits 16-24.
struct TriadTargets {
    /// Exactly three digits can sit there, fewer than three must yet: the
    /// three leave the rest of the triplet's houses.
    confine: Lanes,
    /// Three digits must sit there and more can: the others leave it.
    exclude: Lanes,
}

impl TriadTargets {
    /// Counts the digits that can and must sit in each triplet and box
    /// column, with bitwise adders over the nine digits in the lanes of one
    /// vector. None on a contradiction.
    #[inline(always)]
    fn count(triads: &Triads, conflicts: &mut Conflicts) -> Option<TriadTargets> {
        let zero = Lanes::splat(0);
        let (mut can, mut must) = (Tally::new(zero), Tally::new(zero));
        let marks = Lanes::splat(0o111 | 0o111 << 16);
        for digit in 0..9 {
            let here = Lanes::load_halves(&triads.rows, 3 * digit)
                | Lanes::load_halves(&triads.columns, 3 * digit).shl::<16>();
            // Alone in its row of triplets, or its box of columns.
            let (first, second, third) = (
                here & marks,
                here.shr::<1>() & marks,
                here.shr::<2>() & marks,
            );
            let shared = (first & second) | (third & (first | second));
            can.add(here);
            must.add(here.and_not(shared | shared.shl::<1>() | shared.shl::<2>()));
        }
        let all = Lanes::splat(ROW | ROW << 16);
        let wrong = all.and_not(can.thrice) | must.more;
        if !wrong.bands_empty() {
            if conflicts.counting {
                let wrong = wrong.to_array();
                for band in 0..3 {
                    conflicts.blame_triads(band, wrong[band]);
                }
            }
            return None;
        }
        Some(TriadTargets {
            confine: can.thrice.and_not(can.more).and_not(must.thrice),
            exclude: must.thrice & can.more,
        })
    }

    #[inline(always)]
    fn by_band(&self) -> BandTargets {
        let (confine, exclude) = (self.confine.to_array(), self.exclude.to_array());
        BandTargets {
            rows_confine: confine.map(|lane| lane & ROW),
            rows_exclude: exclude.map(|lane| lane & ROW),
            cols_confine: confine.map(|lane| lane >> 16),
            cols_exclude: exclude.map(|lane| lane >> 16),
        }
    }
}

/// [`TriadTargets`] split into triplets and columns, per band.
struct BandTargets {
    rows_confine: [u32; 4],
    rows_exclude: [u32; 4],
    cols_confine: [u32; 4],
    cols_exclude: [u32; 4],
}

impl BandTargets {
    /// The cells each band's word of `digit` loses to the triad rule.
    #[inline(always)]
    fn removals(&self, triads: &Triads, digit: usize) -> [u32; 3] {
        let mut remove = [0u32; 3];
        for band in 0..3 {
            // A digit alone in its row of triplets (or box of columns) must
            // sit there: it is one of the three, not one to move.
            let row = triads.rows[3 * digit + band] as u32;
            let free = row & !alone_in_group(row);
            let mut confine = free & self.rows_confine[band];
            while confine != 0 {
                remove[band] |= TRIPLET_HOUSES[confine.trailing_zeros() as usize];
                confine &= confine - 1;
            }
            let mut exclude = free & self.rows_exclude[band];
            while exclude != 0 {
                remove[band] |= TRIPLET_CELLS[exclude.trailing_zeros() as usize];
                exclude &= exclude - 1;
            }
            let column = triads.columns[3 * digit + band] as u32;
            let free = column & !alone_in_group(column);
            let mut confine = free & self.cols_confine[band];
            while confine != 0 {
                let column = confine.trailing_zeros();
                confine &= confine - 1;
                let column_cells = 0o001_001_001 << column;
                remove[band] |= BOX_CELLS[column as usize / 3] & !column_cells;
                remove[(band + 1) % 3] |= column_cells;
                remove[(band + 2) % 3] |= column_cells;
            }
            // Column bits are cells of the top row: `columns_of` spreads them.
            remove[band] |= columns_of(free & self.cols_exclude[band]);
        }
        remove
    }
}
