//! Choosing a guess when propagation stalls: a two-candidate cell scored by
//! how much its branches settle, or an isolated link of a digit.

use super::board::Board;
use super::lanes::{exactly_two, to_cols, to_rows, Lanes, Tally};
use super::tables::{has_two_cells, BAND_PEERS, BOX_CELLS, CELL_HOUSES, ROW};

/// A choice the search makes when logic stalls. Both kinds split the
/// solutions in two or more parts, tried one after the other.
pub(super) enum Guess {
    /// Each candidate of one cell in turn.
    Cell { band: usize, bit: u32 },
    /// `digit` at the first cell, then at the second: the two cells of a
    /// house that alone can hold it, as (band, bit). Such a link, when its
    /// cells lie in no other house where the digit has two cells, often
    /// splits better than any two-candidate cell.
    Link {
        digit: usize,
        first: (usize, u32),
        second: (usize, u32),
    },
}

/// Isolated links score this much against the two-candidate cells of
/// [`Board::pair_score`]: a link is taken when the best cell scores less.
const LINK_SCORE: i32 = 18;

/// Where a digit has exactly two open cells in a house, over its three
/// bands (one lane each).
struct TwoCellHouses {
    /// The digit's open cells.
    words: Lanes,
    /// Of those, the cells in a row, a box, or a column with two.
    in_row: Lanes,
    in_box: Lanes,
    in_column: Lanes,
    /// The columns with two cells over the three bands (the same in every
    /// lane).
    columns: Lanes,
    /// The cells in two or three such houses.
    not_lone: Lanes,
}

impl TwoCellHouses {
    #[inline(always)]
    fn of(words: Lanes) -> TwoCellHouses {
        let zero = Lanes::splat(0);
        let columns = two_cell_columns(words);
        let in_column = words & to_rows(columns);
        let (mut in_row, mut in_box) = (zero, zero);
        for k in 0..3 {
            let row = words & Lanes::splat(ROW << (9 * k));
            in_row = in_row | (row & exactly_two(row));
            let boxed = words & Lanes::splat(BOX_CELLS[k]);
            in_box = in_box | (boxed & exactly_two(boxed));
        }
        // Cells in exactly one house of two.
        let (r, b, c) = (in_row, in_box, in_column);
        let not_lone = words.and_not((r ^ b ^ c).and_not(r & b & c));
        TwoCellHouses {
            words,
            in_row,
            in_box,
            in_column,
            columns,
            not_lone,
        }
    }

    /// The cells of rows and boxes with two cells, both of which lie in no
    /// other such house.
    #[inline(always)]
    fn isolated_in_rows_and_boxes(&self) -> Lanes {
        let mut isolated = Lanes::splat(0);
        for k in 0..3 {
            let row = self.in_row & Lanes::splat(ROW << (9 * k));
            isolated = isolated | (row & (row & self.not_lone).zero_lanes());
            let boxed = self.in_box & Lanes::splat(BOX_CELLS[k]);
            isolated = isolated | (boxed & (boxed & self.not_lone).zero_lanes());
        }
        isolated
    }

    /// The columns with two cells, both in no other such house, as bits 0-8.
    #[inline(always)]
    fn isolated_columns(&self) -> u32 {
        let shared = to_cols(self.in_column & self.not_lone);
        let shared = shared | shared.next_band() | shared.band_after_next();
        self.columns.and_not(shared).to_array()[0]
    }
}

/// The columns where a digit has exactly two cells over the three bands, as
/// for the stack rule: how many in each band, then in the others.
#[inline(always)]
fn two_cell_columns(words: Lanes) -> Lanes {
    let rows = Lanes::splat(ROW);
    let mut tally = Tally::new(Lanes::splat(0));
    tally.add(words & rows);
    tally.add(words.shr::<9>() & rows);
    tally.add(words.shr::<18>());
    let (one, two, none) = (
        tally.once.and_not(tally.twice),
        tally.twice.and_not(tally.thrice),
        rows.and_not(tally.once),
    );
    let (one_next, two_next, none_next) = (one.next_band(), two.next_band(), none.next_band());
    let (one_after, two_after, none_after) = (
        one.band_after_next(),
        two.band_after_next(),
        none.band_after_next(),
    );
    (two & none_next & none_after)
        | (none & ((two_next & none_after) | (none_next & two_after)))
        | (one & ((one_next & none_after) | (none_next & one_after)))
        | (none & one_next & one_after)
}

impl Board {
    /// What to guess: in a thorough search, an isolated link
    /// ([`Board::isolated_link`]) when the best two-candidate cell scores
    /// below [`LINK_SCORE`]; else the cell that [`Board::guess_cell`] picks.
    #[inline(always)]
    pub(super) fn choose_guess(&self, pairs: &[u32; 4], thorough: bool) -> Guess {
        let (band, bit, score) = self.guess_cell(pairs, thorough);
        if thorough && score < LINK_SCORE {
            if let Some(link) = self.isolated_link() {
                return link;
            }
        }
        Guess::Cell { band, bit }
    }

    /// A house where a digit has exactly two open cells, neither of which
    /// lies in another such house of the digit (a row, box or column where
    /// it has two cells too), as a [`Guess::Link`]. Digits with more open
    /// cells come first, the lower digit among equals; then rows and boxes
    /// before columns. Worked a digit at a time in the lanes of one vector,
    /// which costs less than scanning house by house.
    #[inline(always)]
    pub(super) fn isolated_link(&self) -> Option<Guess> {
        let open = Lanes::from_array(self.open_cells);
        // Open cells above, the digit reversed below: the largest key is the
        // digit to try next, the lower digit among equals. Every key is at
        // least 7, so a digit already tried (key 0) is never taken again.
        // Plain loops: iterator adapters here were left out of line once
        // the search grew, which scripts/check-inline.sh forbids.
        let mut keys = [0u32; 9];
        for (digit, key) in keys.iter_mut().enumerate() {
            let mut cells = 0;
            for band in 0..3 {
                cells += (self.candidates[3 * digit + band] & self.open_cells[band]).count_ones();
            }
            *key = cells << 4 | (15 - digit as u32);
        }
        for _ in 0..9 {
            let key = keys.iter().copied().max().unwrap_or(0);
            let digit = (15 - (key & 15)).min(8) as usize;
            keys[digit] = 0;
            let houses = TwoCellHouses::of(Lanes::load(&self.candidates, 3 * digit) & open);
            if let Some(link) = row_or_box_link(digit, &houses) {
                return Some(link);
            }
            if let Some(link) = column_link(digit, &houses) {
                return Some(link);
            }
        }
        None
    }

    /// The cell to guess at, as (band, bit, score): a cell with two
    /// candidates, failing that a cell with three candidates, else the first
    /// open cell. The score is that of [`Board::pair_score`], or `i32::MAX`
    /// when not scored and `i32::MIN` for a cell with more candidates.
    ///
    /// With `score`, each two-candidate cell is scored by how much its two
    /// branches would settle at once (see [`Board::pair_score`]). Without,
    /// the cheap choice is a two-candidate cell in the box with the most
    /// open cells.
    #[inline(always)]
    fn guess_cell(&self, pairs: &[u32; 4], score: bool) -> (usize, u32, i32) {
        if score {
            if let Some(best) = self.best_scored_pair(pairs) {
                return best;
            }
        } else if let Some((band, bit)) = self.pair_in_fullest_box(pairs) {
            return (band, bit, i32::MAX);
        }
        let (band, bit) = self.cell_without_pair();
        (band, bit, i32::MIN)
    }

    /// The two-candidate cell with the highest [`Board::pair_score`], the
    /// first among equals, as (band, bit, score).
    #[inline(always)]
    fn best_scored_pair(&self, pairs: &[u32; 4]) -> Option<(usize, u32, i32)> {
        // The score above, the cell reversed below, kept as one key so that
        // a `max` replaces a branch per cell, which mispredicts often.
        let mut best_key = 0u32;
        for band in 0..3 {
            let mut rest = pairs[band];
            while rest != 0 {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                let score = self.pair_score(pairs, band, bit as usize);
                // Scores lie within -30..=369: the offset keeps them positive.
                debug_assert!((-1024..1 << 24).contains(&score));
                let cell = 32 * band as u32 + bit;
                best_key = best_key.max(((score + 1024) as u32) << 7 | (127 - cell));
            }
        }
        if best_key == 0 {
            return None;
        }
        let cell = 127 - (best_key & 127);
        let score = (best_key >> 7) as i32 - 1024;
        Some(((cell / 32) as usize, cell % 32, score))
    }

    /// A two-candidate cell in the box with the most open cells.
    #[inline(always)]
    fn pair_in_fullest_box(&self, pairs: &[u32; 4]) -> Option<(usize, u32)> {
        let mut best = None;
        let mut most_open = 0;
        for band in 0..3 {
            for box_cells in BOX_CELLS {
                let here = pairs[band] & box_cells;
                if here != 0 {
                    let open_here = (self.open_cells[band] & box_cells).count_ones();
                    if open_here > most_open {
                        most_open = open_here;
                        best = Some((band, here.trailing_zeros()));
                    }
                }
            }
        }
        best
    }

    /// With no two-candidate cell: the first cell with three candidates,
    /// else the first open cell.
    #[inline(always)]
    fn cell_without_pair(&self) -> (usize, u32) {
        let mut first_open = None;
        for band in 0..3 {
            let mut tally = Tally::new(0u32);
            for digit in 0..9 {
                tally.add(self.candidates[3 * digit + band]);
            }
            let open = self.open_cells[band];
            let triples = open & tally.thrice & !tally.more;
            if triples != 0 {
                return (band, triples.trailing_zeros());
            }
            if first_open.is_none() && open != 0 {
                first_open = Some((band, open.trailing_zeros()));
            }
        }
        first_open.expect("an unsolved board has an open cell")
    }

    /// How much guessing at the two-candidate cell `bit` of `band` would
    /// settle: the open cells of its box, and for each of its two digits
    /// nine per two-candidate peer holding the digit (the branch placing
    /// the digit leaves that peer one candidate), less five per house where
    /// the digit has just this cell and one other. The weights are tuned on
    /// the guess counts of the hard sets (docs/ENGINE.md).
    #[inline(always)]
    fn pair_score(&self, pairs: &[u32; 4], band: usize, bit: usize) -> i32 {
        assert!(band < 3 && bit < 27);
        let (next, after) = ((band + 1) % 3, (band + 2) % 3);
        let digits = self.digits_at(band, bit as u32);
        let [row_cells, box_cells, col_cells] = CELL_HOUSES[bit];
        let mut score = (self.open_cells[band] & box_cells).count_ones() as i32;
        for digit in [
            digits.trailing_zeros(),
            (digits & digits.wrapping_sub(1)).trailing_zeros(),
        ] {
            // A two-candidate cell has two digits; `min` spares bounds checks.
            let digit = digit.min(8) as usize;
            let word = self.candidates[3 * digit + band];
            let (word_next, word_after) = (
                self.candidates[3 * digit + next],
                self.candidates[3 * digit + after],
            );
            let in_band = BAND_PEERS[bit] & pairs[band] & word;
            let in_column = (col_cells & pairs[next] & word_next)
                | (col_cells & pairs[after] & word_after) << 1;
            let forced = (in_band as u64 | (in_column as u64) << 32).count_ones() as i32;
            let column =
                (word & col_cells) | (word_next & col_cells) << 1 | (word_after & col_cells) << 2;
            let bilocal = has_two_cells(word & row_cells) as i32
                + has_two_cells(word & box_cells) as i32
                + has_two_cells(column) as i32;
            score += 9 * forced - 5 * bilocal;
        }
        score
    }
}

/// The first isolated link of `digit` in a row or a box.
#[inline(always)]
fn row_or_box_link(digit: usize, houses: &TwoCellHouses) -> Option<Guess> {
    let isolated = houses.isolated_in_rows_and_boxes();
    if isolated.bands_empty() {
        return None;
    }
    let (isolated, in_row) = (isolated.to_array(), houses.in_row.to_array());
    let band = if isolated[0] != 0 {
        0
    } else if isolated[1] != 0 {
        1
    } else {
        2
    };
    let first = isolated[band].trailing_zeros();
    // A lone cell lies in one house of two: its row, or its box.
    let house = if in_row[band] >> first & 1 != 0 {
        ROW << (9 * (first / 9))
    } else {
        BOX_CELLS[first as usize % 9 / 3]
    };
    let second = 31 - (isolated[band] & house).leading_zeros();
    Some(Guess::Link {
        digit,
        first: (band, first),
        second: (band, second),
    })
}

/// The first isolated link of `digit` in a column.
#[inline(always)]
fn column_link(digit: usize, houses: &TwoCellHouses) -> Option<Guess> {
    let columns = houses.isolated_columns();
    if columns == 0 {
        return None;
    }
    let cells = 0o001_001_001u32 << columns.trailing_zeros();
    let words = houses.words.to_array();
    let mut ends = [(0usize, 0u32); 2];
    let mut found = 0;
    for band in 0..3 {
        let mut here = words[band] & cells;
        while here != 0 && found < 2 {
            ends[found] = (band, here.trailing_zeros());
            found += 1;
            here &= here - 1;
        }
    }
    Some(Guess::Link {
        digit,
        first: ends[0],
        second: ends[1],
    })
}

/// The words that [`Board::place`] may change when it puts `digit` in one
/// cell of `band` whose candidates are `digits` (bits 0-8): the digit's
/// three words and the cell's band word of each candidate. Passing them on
/// spares comparing all 27 words.
#[inline(always)]
pub(super) fn words_placing_changes(digit: usize, band: usize, digits: u32) -> u32 {
    let mut words = 7 << (3 * digit);
    let mut rest = digits;
    while rest != 0 {
        words |= 1 << (3 * rest.trailing_zeros() as usize + band);
        rest &= rest - 1;
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::lanes::WORDS;

    /// A link as (digit, the two cells as (band, bit), in order).
    type Link = (usize, (usize, u32), (usize, u32));

    /// Every isolated link of `board`, found house by house.
    fn isolated_links_one_by_one(board: &Board) -> Vec<Link> {
        let mut links = Vec::new();
        for digit in 0..9 {
            let has = |band: usize, bit: u32| {
                (board.candidates[3 * digit + band] & board.open_cells[band]) >> bit & 1 != 0
            };
            // Each house as its nine cells: rows, boxes, columns.
            let mut houses: Vec<Vec<(usize, u32)>> = Vec::new();
            for band in 0..3 {
                for k in 0..3u32 {
                    houses.push((0..9).map(|i| (band, 9 * k + i)).collect());
                    let in_box = |i: u32| (band, 9 * (i / 3) + 3 * k + i % 3);
                    houses.push((0..9).map(in_box).collect());
                }
            }
            for column in 0..9u32 {
                let in_column = |i: u32| (i as usize / 3, 9 * (i % 3) + column);
                houses.push((0..9).map(in_column).collect());
            }
            let twos: Vec<Vec<(usize, u32)>> = houses
                .iter()
                .map(|house| house.iter().copied().filter(|&(b, c)| has(b, c)).collect())
                .filter(|cells: &Vec<_>| cells.len() == 2)
                .collect();
            for cells in &twos {
                let lone = |cell| twos.iter().filter(|other| other.contains(&cell)).count() == 1;
                if lone(cells[0]) && lone(cells[1]) {
                    links.push((digit, cells[0].min(cells[1]), cells[0].max(cells[1])));
                }
            }
        }
        links
    }

    #[test]
    fn isolated_link_finds_what_a_house_by_house_scan_finds() {
        // Boards of random words: sparse ones have many houses with two
        // cells of a digit, some of them isolated; dense ones have few.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut with_link, mut without) = (0, 0);
        for _ in 0..if cfg!(miri) { 20 } else { 3000 } {
            let mut board = Board {
                candidates: [0; WORDS],
                open_cells: [0; 4],
            };
            for band in 0..3 {
                board.open_cells[band] = !(random() as u32 & random() as u32 & random() as u32);
                board.open_cells[band] &= (1 << 27) - 1;
            }
            // One cell in eight, four, or three in four.
            let density = random() % 3;
            for word in &mut board.candidates[..27] {
                let bits = match density {
                    0 => random() & random() & random(),
                    1 => random() & random(),
                    _ => random() | random(),
                };
                *word = bits as u32 & ((1 << 27) - 1);
            }
            let expected = isolated_links_one_by_one(&board);
            match board.isolated_link() {
                None => {
                    assert_eq!(expected, []);
                    without += 1;
                }
                Some(Guess::Link {
                    digit,
                    first,
                    second,
                }) => {
                    let link = (digit, first.min(second), first.max(second));
                    assert!(expected.contains(&link), "{link:?} not in {expected:?}");
                    // The digit with the most open cells among those with
                    // a link, the lowest among equals.
                    let open_cells = |digit: usize| -> u32 {
                        (0..3)
                            .map(|b| {
                                (board.candidates[3 * digit + b] & board.open_cells[b]).count_ones()
                            })
                            .sum()
                    };
                    let best = expected
                        .iter()
                        .map(|&(digit, _, _)| (open_cells(digit), std::cmp::Reverse(digit)))
                        .max()
                        .map(|(_, digit)| digit.0);
                    assert_eq!(best, Some(digit));
                    with_link += 1;
                }
                Some(Guess::Cell { .. }) => panic!("isolated_link returned a cell"),
            }
        }
        // Both outcomes were exercised.
        assert!(with_link > 0 && without > 0, "{with_link} {without}");
    }
}
