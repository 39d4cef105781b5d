//! Each house's closed subsets of two and three members, listed once per
//! grid. Locked pairs and triples (boxes), naked pairs and triples (every
//! house) each walked the same combinations of the same cells again, and
//! hidden pairs and triples those of the same digits: one pass lists both
//! sizes, each in lexicographic order, and the searches read the lists in
//! HoDoKu's order as before.
//! A house's lists read only its own cells (naked) or digits (hidden), so
//! they are kept across the walk's grids while the house is unchanged.

use super::super::board::{ones, Board};
use crate::geometry::HOUSES;

/// The largest size listed: quadruples are searched on fewer grids (past
/// the pairs and triples of both kinds) and keep their own walk.
pub(super) const LISTED: usize = 3;

/// Room per house and size: more (only on broken grids, such as many
/// cells of one candidate) and the house is searched by its own walk.
const ROOM: usize = 12;

/// `len`'s mark for a size with more closed subsets than [`ROOM`].
const OVERFLOW: u8 = u8::MAX;

/// A closed subset: `members`, bits of positions (naked: of the cells in
/// the house; hidden: of digits, bit `d - 1`), and the union of their
/// masks (the digits; the cells' positions), with as many bits as members.
#[derive(Clone, Copy, Default)]
pub(super) struct Closed {
    pub members: u16,
    pub union: u16,
}

/// A subset's note that outlives its grid: [`Lists::notes`] keeps it on
/// the walk's later grids, through a new listing of the house too, for as
/// long as the subset is listed. Its searches use it for a fact that
/// candidates going cannot undo (a naked subset that eliminates nothing,
/// with its cells keeping fewer candidates, eliminates nothing again).
pub(super) const KEPT: u32 = 1;

/// Per two-bit field of a note word, its low bit where the field is
/// [`KEPT`].
const LOW_BITS: u32 = 0x5555_5555;

/// Per house, the closed subsets of sizes 2..=[`LISTED`] on one grid.
pub(super) struct Lists {
    /// Per house, the [`Board::stamp`] of the grid its lists were taken on
    /// (0: none); they hold while the house is unchanged.
    at: [u32; HOUSES],
    /// Per house, the [`Board::stamp`] of the grid its notes are of.
    noted_at: [u32; HOUSES],
    /// Per house, the members its lists were taken from.
    items: [Items; HOUSES],
    /// Per house and size (index `size - 2`), how many are listed.
    len: [[u8; LISTED - 1]; HOUSES],
    /// Per house and size, two bits per listed subset for its searches'
    /// use (0 when listed, and on each new grid but [`KEPT`]): the naked
    /// searches keep there what the subset does on the grid, which the
    /// locked and the naked search of a size both ask.
    pub notes: [[u32; LISTED - 1]; HOUSES],
    /// Per size (index `size - 2`), the houses whose listed subsets of
    /// that size all have a [`KEPT`] note (none listed, too), as bits:
    /// while such a house is unchanged its lists are the same, and its
    /// search of the size finds nothing whatever changed around it.
    dead: [u32; LISTED - 1],
    sets: [[[Closed; ROOM]; LISTED - 1]; HOUSES],
}

impl Default for Lists {
    fn default() -> Lists {
        Lists {
            at: [0; HOUSES],
            noted_at: [0; HOUSES],
            items: [Items::default(); HOUSES],
            len: [[0; LISTED - 1]; HOUSES],
            notes: [[0; LISTED - 1]; HOUSES],
            dead: [0; LISTED - 1],
            sets: [[[Closed::default(); ROOM]; LISTED - 1]; HOUSES],
        }
    }
}

impl Lists {
    /// Whether `house`'s lists of `size` are as when every subset in them
    /// was noted [`KEPT`] (see `dead`).
    #[inline]
    pub fn all_kept(&self, board: &Board, house: usize, size: usize) -> bool {
        self.dead[size - 2] >> house & 1 != 0
            && board.unchanged_since(self.at[house], &[house as u8])
    }

    /// Notes whether `house`'s subsets of `size`, listed, all have a
    /// [`KEPT`] note now.
    #[inline]
    pub fn note_if_all_kept(&mut self, house: usize, size: usize) {
        let len = self.len[house][size - 2];
        if len != OVERFLOW && self.notes[house][size - 2] == LOW_BITS & ((1 << (2 * len)) - 1) {
            self.dead[size - 2] |= 1 << house;
        }
    }

    /// `house`'s closed subsets of `size` (2..=[`LISTED`]) on `board`'s
    /// grid, listed from `items` if the house changed since they were;
    /// `None` when there are too many to list. `items`: the members that
    /// may take part (their bit and mask), in increasing order of bit,
    /// read from the house alone. With the list, its notes.
    #[inline]
    pub fn of(
        &mut self,
        board: &Board,
        house: usize,
        size: usize,
        items: impl FnOnce() -> Items,
    ) -> Option<(&[Closed], &mut u32)> {
        let stamp = board.stamp();
        if !board.unchanged_since(self.at[house], &[house as u8]) {
            self.at[house] = stamp;
            // A change elsewhere in the house (a cell of more candidates
            // losing one) often leaves the members as they were.
            let items = items();
            if items != self.items[house] {
                self.items[house] = items;
                self.noted_at[house] = stamp;
                for dead in &mut self.dead {
                    *dead &= !(1 << house);
                }
                self.relist(house);
            }
        }
        if self.noted_at[house] != stamp {
            self.noted_at[house] = stamp;
            for notes in &mut self.notes[house] {
                *notes &= LOW_BITS & !(*notes >> 1);
            }
        }
        let len = self.len[house][size - 2];
        (len != OVERFLOW).then(|| {
            (
                &self.sets[house][size - 2][..len as usize],
                &mut self.notes[house][size - 2],
            )
        })
    }

    /// Lists `house` again from its `items`, each subset listed before
    /// with a [`KEPT`] note keeping it (the same members: the same cells
    /// or digits, still there).
    fn relist(&mut self, house: usize) {
        let mut kept = [[0u16; ROOM]; LISTED - 1];
        let mut kept_len = [0usize; LISTED - 1];
        for k in 0..LISTED - 1 {
            let len = self.len[house][k];
            let notes = self.notes[house][k];
            if len == OVERFLOW || notes == 0 {
                continue;
            }
            for (i, closed) in self.sets[house][k][..len as usize].iter().enumerate() {
                if notes >> (2 * i) & 3 == KEPT {
                    kept[k][kept_len[k]] = closed.members;
                    kept_len[k] += 1;
                }
            }
        }
        list(
            &self.items[house],
            &mut self.sets[house],
            &mut self.len[house],
        );
        for k in 0..LISTED - 1 {
            let mut notes = 0;
            let len = self.len[house][k];
            if len != OVERFLOW && kept_len[k] != 0 {
                let kept = &kept[k][..kept_len[k]];
                for (i, closed) in self.sets[house][k][..len as usize].iter().enumerate() {
                    if kept.contains(&closed.members) {
                        notes |= KEPT << (2 * i);
                    }
                }
            }
            self.notes[house][k] = notes;
        }
    }
}

/// The members a house's walk may take: `bits[i]` the member's bit,
/// `masks[i]` its mask, for `i < count`, the rest 0 (so equal members
/// compare equal).
#[derive(Clone, Copy, Default, PartialEq)]
pub(super) struct Items {
    pub bits: [u16; 9],
    pub masks: [u16; 9],
    pub count: usize,
}

impl Items {
    #[inline]
    pub fn push(&mut self, bit: u16, mask: u16) {
        self.bits[self.count] = bit;
        self.masks[self.count] = mask;
        self.count += 1;
    }
}

/// Every closed subset of `items` with 2..=[`LISTED`] members, per size in
/// lexicographic order. The pairs' unions are taken first for every two
/// members in a loop without branches (the unions are unpredictable, and a
/// walk cut at [`LISTED`] bits branched on each); a triple is tried only
/// on members whose pairs hold at most three bits.
fn list(items: &Items, sets: &mut [[Closed; ROOM]; LISTED - 1], len: &mut [u8; LISTED - 1]) {
    *len = [0; LISTED - 1];
    let n = items.count;
    let (bits, masks) = (&items.bits, &items.masks);
    // Per member, the later ones whose union with it holds at most three
    // bits (`fits`) and exactly two (`pairs`).
    let mut fits = [0u16; 9];
    let mut pairs = [0u16; 9];
    for i in 0..n {
        for j in i + 1..n {
            let union = ones(masks[i] | masks[j]);
            fits[i] |= u16::from(union <= 3) << j;
            pairs[i] |= u16::from(union == 2) << j;
        }
    }
    let mut push = |size: usize, members: u16, union: u16| {
        let slot = &mut len[size - 2];
        if *slot as usize == ROOM {
            *slot = OVERFLOW;
        } else if *slot != OVERFLOW {
            sets[size - 2][*slot as usize] = Closed { members, union };
            *slot += 1;
        }
    };
    for i in 0..n {
        let mut rest = pairs[i];
        while rest != 0 {
            let j = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            push(2, bits[i] | bits[j], masks[i] | masks[j]);
        }
    }
    for i in 0..n {
        let mut seconds = fits[i];
        while seconds != 0 {
            let j = seconds.trailing_zeros() as usize;
            seconds &= seconds - 1;
            let mut thirds = fits[j] & fits[i];
            while thirds != 0 {
                let k = thirds.trailing_zeros() as usize;
                thirds &= thirds - 1;
                let union = masks[i] | masks[j] | masks[k];
                if ones(union) == 3 {
                    push(3, bits[i] | bits[j] | bits[k], union);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::first_closed_subset;
    use super::*;

    #[test]
    fn the_lists_hold_each_size_s_closed_subsets_in_order() {
        // Against first_closed_subset, size by size, on the members with
        // 1..=size bits (what the searches walked before the lists).
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut overflowed = 0;
        for _ in 0..5000 {
            let mut items = Items::default();
            for position in 0..9 {
                if next() % 4 == 0 {
                    continue;
                }
                let mut mask = 0u16;
                // One to three bits, mostly among a few digits.
                for _ in 0..1 + next() % 3 {
                    let spread = if next() % 2 == 0 { 4 } else { 9 };
                    mask |= 1 << (next() % spread);
                }
                items.push(1 << position, mask);
            }
            let mut sets = [[Closed::default(); ROOM]; LISTED - 1];
            let mut len = [0; LISTED - 1];
            list(&items, &mut sets, &mut len);
            for size in 2..=LISTED {
                let mut slow = Vec::new();
                let few: Vec<usize> = (0..items.count)
                    .filter(|&i| ones(items.masks[i]) as usize <= size)
                    .collect();
                let masks: Vec<u16> = few.iter().map(|&i| items.masks[i]).collect();
                first_closed_subset::<()>(&masks, size, |picked, union| {
                    let members = picked.iter().fold(0, |m, &i| m | items.bits[few[i]]);
                    slow.push((members, union));
                    None
                });
                let got = len[size - 2];
                if got == OVERFLOW {
                    assert!(slow.len() > ROOM);
                    overflowed += 1;
                    continue;
                }
                let fast: Vec<(u16, u16)> = sets[size - 2][..got as usize]
                    .iter()
                    .map(|c| (c.members, c.union))
                    .collect();
                assert_eq!(fast, slow);
            }
        }
        assert!(
            overflowed > 0,
            "no list overflowed: the fallback is untested"
        );
    }
}
