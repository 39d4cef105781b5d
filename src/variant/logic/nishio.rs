//! SukakuExplainer's Nishio forcing chains (7.5 and up), tried after the
//! aligned triplet exclusion; learned from its behaviour as documented in
//! docs/VARIANT-LOGIC.md, none of its code.
//!
//! For each candidate of each cell of two or more candidates (cell order,
//! then digit order), assume it on, then off, and spread the implications
//! without Y links: on turns off the digit's other places in the cell's
//! houses and peers and the consecutive digits of its non-consecutive
//! neighbours; off turns on the digit's last place in a house. The search is
//! dynamic: each off potential, once followed, is removed from a working
//! copy of the grid, so later "last place" links count only what is left.
//! Ons are followed before offs. The first potential found both on and off
//! is a contradiction: the assumption is false (an on assumption removes
//! the candidate, an off one places it).
//!
//! Difficulty: 7.5 plus a tenth per length step (as the forcing chains),
//! the length being the potentials behind the two conflicting ones counted
//! apart (each with the places its "last place" links needed gone). Every
//! hint is collected and the easiest taken, then the shortest, then the
//! first found.

use std::collections::VecDeque;

mod arena;
pub(super) use arena::{Arena, KeptWalk, Potential, Spread, UNREACHED};

use super::board::{bit, digits, LogicBoard};
use super::chains::{length_tenths, NEEDS_BUDGET};
use super::layout::{kind_rank, CellSet, Layout, SUKAKU_LEAPS};
use super::plus_rules::{PlusRules, Removals};
use super::step::{ChainLinks, Step, Technique};
use super::work::Work;

/// Potentials taken off the queues, per step, before the search gives up.
const EXPANSION_BUDGET: usize = 20_000_000;

/// The base difficulty of a Nishio forcing chain, in tenths.
const NISHIO_BASE: u8 = 75;

/// One rated Nishio hint.
pub(super) struct NishioHint {
    pub step: Step,
    pub difficulty: u8,
    complexity: usize,
}

/// The implication walk, shared with the cell, region and dynamic forcing
/// chains (`multiple_chains.rs`), which walk it with Y links, static or
/// dynamic.
pub(super) struct Search<'a> {
    layout: &'a Layout,
    /// The grid's candidates (0 for a solved cell).
    pub source: Vec<u32>,
    /// Per cell, its full houses in SukakuExplainer's order of house kinds.
    pub houses_of: Vec<Vec<usize>>,
    /// Per cell, the same houses with the cell's bit among each house's
    /// cells.
    positions: Vec<Vec<(usize, u32)>>,
    /// Per house and digit (`house * size + digit - 1`), its places as
    /// bits of the house's cells: on the grid, and on the working grid
    /// (a walk reads a house's places without walking its cells).
    source_places: Vec<u32>,
    places: Vec<u32>,
    /// `on_to_off`'s marks of the cells it turned off (a cell is marked
    /// when its mark is `cell_stamp`).
    cell_marks: Vec<u32>,
    cell_stamp: u32,
    /// Per cell, its peers outside its full houses, and its non-consecutive
    /// neighbours, each in `neighbour_rank` order (sorted once per search,
    /// not once per potential).
    others: Vec<Vec<usize>>,
    neighbours: Vec<Vec<usize>>,
    expansions: usize,
    work: &'a Work,
    /// Whether a cell's candidates link (Y links): not for Nishio chains.
    y_links: bool,
    /// Whether each place turned off is gone for later links: Nishio and
    /// dynamic chains.
    dynamic: bool,
    /// Scratch kept from walk to walk: a link's new potentials and their
    /// parents (`made_ends` as in `Arena`), and `ancestors`' marks (a
    /// potential is seen when its mark is `stamp`) and stack.
    made: Vec<Potential>,
    made_parents: Vec<usize>,
    made_ends: Vec<usize>,
    seen: Vec<u32>,
    stamp: u32,
    todo: Vec<usize>,
    /// The dynamic chains (+): the simple rules run on the working grid
    /// when the links run dry, each digit's solved cells (an X-wing needs
    /// few), and their last removals.
    plus: Option<PlusRules>,
    placed: Vec<usize>,
    removals: Removals,
    /// Kept from walk to walk: the working grid, the two queues, an arena
    /// given back (`recycle`) and `advance`'s parent list.
    grid: Vec<u32>,
    queues: (VecDeque<usize>, VecDeque<usize>),
    spare: Option<Arena>,
    parent_list: Vec<usize>,
}

impl<'a> Search<'a> {
    pub fn new(
        layout: &'a Layout,
        board: &LogicBoard,
        work: &'a Work,
        y_links: bool,
        dynamic: bool,
    ) -> Search<'a> {
        let cells = layout.size * layout.size;
        let mut houses_of = vec![Vec::new(); cells];
        let mut positions = vec![Vec::new(); cells];
        let mut order: Vec<usize> = (0..layout.houses.len())
            .filter(|&h| layout.houses[h].full)
            .collect();
        order.sort_by_key(|&h| kind_rank(layout.houses[h].kind));
        for h in order {
            for (at, &c) in layout.houses[h].cells.iter().enumerate() {
                houses_of[c].push(h);
                positions[c].push((h, 1u32 << at));
            }
        }
        let source: Vec<u32> = (0..cells)
            .map(|c| {
                if board.values[c] != 0 {
                    0
                } else {
                    board.candidates[c]
                }
            })
            .collect();
        let mut source_places = vec![0u32; layout.houses.len() * layout.size];
        for (cell, cell_positions) in positions.iter().enumerate() {
            for &(h, at) in cell_positions {
                for d in digits(source[cell]) {
                    source_places[h * layout.size + d as usize - 1] |= at;
                }
            }
        }
        let mut others = Vec::with_capacity(cells);
        let mut neighbours = Vec::with_capacity(cells);
        for (cell, full_houses) in houses_of.iter().enumerate() {
            let mut in_houses = CellSet::default();
            in_houses.insert(cell);
            for &h in full_houses {
                for &c in &layout.houses[h].cells {
                    in_houses.insert(c);
                }
            }
            // Stable sorts of ascending lists: the order `on_to_off` made.
            let mut outside: Vec<usize> = layout.peers[cell]
                .cells()
                .filter(|&c| !in_houses.contains(c))
                .collect();
            outside.sort_by_key(|&c| neighbour_rank(layout.size, cell, c));
            others.push(outside);
            let mut next_to = layout.not_consecutive[cell].clone();
            next_to.sort_by_key(|&c| neighbour_rank(layout.size, cell, c));
            neighbours.push(next_to);
        }
        Search {
            layout,
            places: source_places.clone(),
            source_places,
            positions,
            cell_marks: vec![0; cells],
            cell_stamp: 0,
            source,
            houses_of,
            others,
            neighbours,
            expansions: 0,
            work,
            y_links,
            dynamic,
            made: Vec::new(),
            made_parents: Vec::new(),
            made_ends: Vec::new(),
            seen: vec![0; cells * layout.size * 2],
            stamp: 0,
            todo: Vec::new(),
            plus: None,
            placed: Vec::new(),
            removals: Removals::default(),
            grid: Vec::new(),
            queues: Default::default(),
            spare: None,
            parent_list: Vec::new(),
        }
    }

    /// Gives a walk's arena back for the next walk to fill.
    pub fn recycle(&mut self, arena: Arena) {
        self.spare = Some(arena);
    }

    /// SukakuExplainer's dynamic chains (+): when a walk runs dry, the
    /// simple rules (`plus_rules.rs`, its variant set if `generalised`) run
    /// on its working grid and their removals go on as off potentials.
    pub fn with_plus(mut self, board: &LogicBoard, generalised: bool) -> Search<'a> {
        let mut placed = vec![0; self.layout.size];
        for &v in &board.values {
            if v != 0 {
                placed[v as usize - 1] += 1;
            }
        }
        self.placed = placed;
        self.plus = Some(PlusRules::new(self.layout, generalised));
        self
    }

    /// Runs the (+) rules on the walk's grid: whether they added an off
    /// potential to follow (each with the potentials its pattern needed
    /// gone as parents).
    fn advance(
        &mut self,
        work: &[u32],
        index: &mut [u32],
        arena: &mut Arena,
        pending_off: &mut VecDeque<usize>,
    ) -> Result<bool, &'static str> {
        if self.plus.is_none() {
            return Ok(false);
        }
        self.spend()?;
        let plus = self.plus.as_mut().expect("checked");
        plus.removals(
            self.layout,
            &self.source,
            work,
            &self.placed,
            &mut self.removals,
        );
        let mut added = false;
        let mut parents = std::mem::take(&mut self.parent_list);
        for (cell, digit, range) in &self.removals.offs {
            let k = self.key(*cell, *digit, false);
            if index[k] != UNREACHED {
                continue;
            }
            parents.clear();
            for &(c, d) in &self.removals.parents[range.clone()] {
                let i = index[self.key(c, d, false)];
                debug_assert!(i != UNREACHED, "a removed candidate was turned off");
                if i != UNREACHED {
                    parents.push(i as usize);
                }
            }
            let off = Potential {
                cell: *cell,
                digit: *digit,
                on: false,
                house: None,
            };
            let entry = arena.push(off, &parents);
            index[k] = entry as u32;
            pending_off.push_back(entry);
            added = true;
        }
        self.parent_list = parents;
        Ok(added)
    }

    pub fn key(&self, cell: usize, digit: u8, on: bool) -> usize {
        (cell * self.layout.size + digit as usize - 1) * 2 + on as usize
    }

    fn spend(&mut self) -> Result<(), &'static str> {
        self.expansions += 1;
        if self.expansions > EXPANSION_BUDGET || !self.work.take() {
            Err(NEEDS_BUDGET)
        } else {
            Ok(())
        }
    }

    /// `units` calls of `spend` at once: the same units taken from the
    /// work, and the same error where one of them would have failed.
    pub fn charge(&mut self, units: usize) -> Result<(), &'static str> {
        let room = EXPANSION_BUDGET.saturating_sub(self.expansions);
        if units > room {
            // The calls within the limit take their units, the next fails.
            self.expansions = EXPANSION_BUDGET + 1;
            self.work.spend(room as u64);
            return Err(NEEDS_BUDGET);
        }
        self.expansions += units;
        if self.work.spend(units as u64) {
            Ok(())
        } else {
            Err(NEEDS_BUDGET)
        }
    }

    /// The units charged so far in this search.
    pub fn expansions(&self) -> usize {
        self.expansions
    }

    /// The working grid of the last walk, as it ended.
    pub fn last_grid(&self) -> &[u32] {
        &self.grid
    }

    /// What an on potential turns off on the working grid, into `made`, in
    /// SukakuExplainer's order: houses by kind, then other peers, then
    /// non-consecutive neighbours' consecutive digits.
    fn on_to_off(&mut self, work: &[u32], p: &Potential) {
        let out = &mut self.made;
        out.clear();
        let off = |cell, digit, house| Potential {
            cell,
            digit,
            on: false,
            house,
        };
        if self.y_links {
            // Y links first: the cell's other candidates.
            for d in digits(work[p.cell] & !bit(p.digit)) {
                out.push(off(p.cell, d, None));
            }
        }
        // A fresh stamp marks the cells turned off (a cell in two of the
        // houses is turned off once, by the first).
        self.cell_stamp = self.cell_stamp.wrapping_add(1);
        if self.cell_stamp == 0 {
            self.cell_marks.fill(0);
            self.cell_stamp = 1;
        }
        let row = p.digit as usize - 1;
        for &(h, own) in &self.positions[p.cell] {
            let cells = &self.layout.houses[h].cells;
            let mut left = self.places[h * self.layout.size + row] & !own;
            while left != 0 {
                let c = cells[left.trailing_zeros() as usize];
                left &= left - 1;
                if self.cell_marks[c] != self.cell_stamp {
                    self.cell_marks[c] = self.cell_stamp;
                    out.push(off(c, p.digit, Some(h)));
                }
            }
        }
        for &c in &self.others[p.cell] {
            if work[c] & bit(p.digit) != 0 {
                out.push(off(c, p.digit, None));
            }
        }
        let n = self.layout.size as u8;
        for &c in &self.neighbours[p.cell] {
            for d in [p.digit + 1, p.digit.wrapping_sub(1)] {
                if (1..=n).contains(&d) && work[c] & bit(d) != 0 {
                    out.push(off(c, d, None));
                }
            }
        }
    }

    /// What an off potential turns on, into `made` and `made_parents`: the
    /// digit's last other place in each of the cell's houses on the working
    /// grid, with the places already removed from that house as further
    /// parents.
    fn off_to_on(&mut self, work: &[u32], p: &Potential, index: &[u32]) {
        self.made.clear();
        self.made_parents.clear();
        self.made_ends.clear();
        let d = bit(p.digit);
        let own = index[self.key(p.cell, p.digit, false)] as usize;
        if self.y_links && work[p.cell].count_ones() == 2 {
            // A Y link: the cell's last candidate, with the candidates
            // already gone from the cell as further parents.
            self.made.push(Potential {
                cell: p.cell,
                digit: digits(work[p.cell] & !d).next().expect("two candidates"),
                on: true,
                house: None,
            });
            self.made_parents.push(own);
            for gone in digits(self.source[p.cell] & !work[p.cell]) {
                let i = index[self.key(p.cell, gone, false)];
                debug_assert!(i != UNREACHED, "a removed candidate was turned off");
                if i != UNREACHED {
                    self.made_parents.push(i as usize);
                }
            }
            self.made_ends.push(self.made_parents.len());
        }
        for &(h, at) in &self.positions[p.cell] {
            let cells = &self.layout.houses[h].cells;
            let row = h * self.layout.size + p.digit as usize - 1;
            let left = self.places[row] & !at;
            if left.count_ones() != 1 {
                continue;
            }
            let c = cells[left.trailing_zeros() as usize];
            if self.made.iter().any(|q| q.cell == c && q.digit == p.digit) {
                continue;
            }
            self.made_parents.push(own);
            // The places already gone, in the house's order.
            let mut gone = self.source_places[row] & !self.places[row];
            while gone != 0 {
                let g = cells[gone.trailing_zeros() as usize];
                gone &= gone - 1;
                let i = index[self.key(g, p.digit, false)];
                debug_assert!(i != UNREACHED, "a removed place was turned off");
                if i != UNREACHED {
                    self.made_parents.push(i as usize);
                }
            }
            self.made_ends.push(self.made_parents.len());
            self.made.push(Potential {
                cell: c,
                digit: p.digit,
                on: true,
                house: Some(h),
            });
        }
    }

    /// Follows `start` until a potential is both on and off or nothing is
    /// left to follow: the arena and, for a conflict, its on and off
    /// potentials. `index` ends with each potential reached (key) mapped to
    /// its arena entry; a conflict's last potential is in the arena only.
    pub fn spread(&mut self, start: Potential, index: &mut [u32]) -> Result<Spread, &'static str> {
        let mut work = std::mem::take(&mut self.grid);
        work.clear();
        work.extend_from_slice(&self.source);
        if self.dynamic {
            // Static walks leave the places as they are.
            self.places.copy_from_slice(&self.source_places);
        }
        let (mut pending_on, mut pending_off) = std::mem::take(&mut self.queues);
        pending_on.clear();
        pending_off.clear();
        let spread = self.spread_with(start, index, &mut work, &mut pending_on, &mut pending_off);
        self.grid = work;
        self.queues = (pending_on, pending_off);
        spread
    }

    /// `spread` on the working grid and queues it is lent.
    fn spread_with(
        &mut self,
        start: Potential,
        index: &mut [u32],
        work: &mut [u32],
        pending_on: &mut VecDeque<usize>,
        pending_off: &mut VecDeque<usize>,
    ) -> Result<Spread, &'static str> {
        index.fill(UNREACHED);
        if let Some(plus) = &mut self.plus {
            plus.start_walk();
        }
        let mut arena = match self.spare.take() {
            Some(mut arena) => {
                arena.clear();
                arena
            }
            None => Arena::empty(),
        };
        let first = arena.push(start, &[]);
        index[self.key(start.cell, start.digit, start.on)] = first as u32;
        if start.on {
            pending_on.push_back(first);
        } else {
            pending_off.push_back(first);
        }
        self.follow(arena, index, work, pending_on, pending_off)
    }

    /// Takes up a walk the plain dynamic search of the same grid made
    /// (its start's potentials, its charge and its end), as this search's
    /// walk from the same start would be: one that met a conflict is the
    /// same walk (the (+) rules run only when the links run dry), one that
    /// ran dry goes on from its grid with the rules. Its index, filled in
    /// place, ends as `spread` leaves one.
    pub fn resume(&mut self, kept: KeptWalk) -> Result<(Spread, Vec<u32>), &'static str> {
        self.charge(kept.expansions)?;
        let mut index = kept.index;
        if kept.conflict.is_some() {
            return Ok(((kept.arena, kept.conflict), index));
        }
        let mut work = std::mem::take(&mut self.grid);
        work.clear();
        work.extend_from_slice(&kept.grid);
        // The walk's places and the rules' record of what it removed (the
        // rules first read every house and digit changed since the walk's
        // start, in whatever order they changed).
        self.places.copy_from_slice(&self.source_places);
        if let Some(plus) = &mut self.plus {
            plus.start_walk();
        }
        for (cell, &left) in work.iter().enumerate() {
            for digit in digits(self.source[cell] & !left) {
                if let Some(plus) = &mut self.plus {
                    plus.note_gone(cell, digit);
                }
                let row = digit as usize - 1;
                for &(h, at) in &self.positions[cell] {
                    self.places[h * self.layout.size + row] &= !at;
                }
            }
        }
        let (mut pending_on, mut pending_off) = std::mem::take(&mut self.queues);
        pending_on.clear();
        pending_off.clear();
        let spread = self.follow(
            kept.arena,
            &mut index,
            &mut work,
            &mut pending_on,
            &mut pending_off,
        );
        self.grid = work;
        self.queues = (pending_on, pending_off);
        Ok((spread?, index))
    }

    /// The walk's loop: follows the queued potentials (ons first), and the
    /// (+) rules' removals when they run dry.
    fn follow(
        &mut self,
        mut arena: Arena,
        index: &mut [u32],
        work: &mut [u32],
        pending_on: &mut VecDeque<usize>,
        pending_off: &mut VecDeque<usize>,
    ) -> Result<Spread, &'static str> {
        loop {
            if let Some(p) = pending_on.pop_front() {
                self.spend()?;
                let node = arena.nodes[p];
                self.on_to_off(work, &node);
                for &off in &self.made {
                    let on_twin = index[self.key(off.cell, off.digit, true)];
                    if on_twin != UNREACHED {
                        let dst_off = arena.push(off, &[p]);
                        return Ok((arena, Some((on_twin as usize, dst_off))));
                    }
                    let k = self.key(off.cell, off.digit, false);
                    if index[k] == UNREACHED {
                        let entry = arena.push(off, &[p]);
                        index[k] = entry as u32;
                        pending_off.push_back(entry);
                    }
                }
                continue;
            }
            let Some(p) = pending_off.pop_front() else {
                if self.advance(work, index, &mut arena, pending_off)? {
                    continue;
                }
                return Ok((arena, None));
            };
            self.spend()?;
            let node = arena.nodes[p];
            self.off_to_on(work, &node, index);
            if self.dynamic {
                // Dynamic: the place is gone for every later link.
                if let Some(plus) = &mut self.plus {
                    if work[node.cell] & bit(node.digit) != 0 {
                        plus.note_gone(node.cell, node.digit);
                    }
                }
                if work[node.cell] & bit(node.digit) != 0 {
                    work[node.cell] &= !bit(node.digit);
                    let row = node.digit as usize - 1;
                    for &(h, at) in &self.positions[node.cell] {
                        self.places[h * self.layout.size + row] &= !at;
                    }
                }
            }
            for (m, &on) in self.made.iter().enumerate() {
                let from = if m == 0 { 0 } else { self.made_ends[m - 1] };
                let parents = &self.made_parents[from..self.made_ends[m]];
                let off_twin = index[self.key(on.cell, on.digit, false)];
                if off_twin != UNREACHED {
                    let dst_on = arena.push(on, parents);
                    return Ok((arena, Some((dst_on, off_twin as usize))));
                }
                let k = self.key(on.cell, on.digit, true);
                if index[k] == UNREACHED {
                    let entry = arena.push(on, parents);
                    index[k] = entry as u32;
                    pending_on.push_back(entry);
                }
            }
        }
    }

    /// The distinct potentials (cell, digit, state) behind `end`, itself
    /// included, through every parent.
    pub fn ancestors(&mut self, arena: &Arena, end: usize) -> usize {
        // A fresh stamp instead of a cleared table per call.
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
        self.todo.clear();
        self.todo.push(end);
        let mut count = 0;
        while let Some(i) = self.todo.pop() {
            let p = arena.nodes[i];
            let k = self.key(p.cell, p.digit, p.on);
            if self.seen[k] != self.stamp {
                self.seen[k] = self.stamp;
                count += 1;
                self.todo.extend_from_slice(arena.parents(i));
            }
        }
        count
    }
}

/// SukakuExplainer's order of a cell's neighbours outside its houses,
/// which decides which conflict the search meets first: diagonal touches
/// (down-right, down-left, up-left, up-right), then knight's moves (two
/// rows down, one column right then left; two rows up; one row down, two
/// columns right then left; one row up), and orthogonal neighbours (up,
/// down, right, left); anything else after, in cell order.
fn neighbour_rank(size: usize, from: usize, to: usize) -> usize {
    // (columns right, rows down): the leaps as its chains read them, then
    // the orthogonal neighbours.
    const ORTHOGONAL: [(isize, isize); 4] = [(0, -1), (0, 1), (1, 0), (-1, 0)];
    let n = size as isize;
    let (f, t) = (from as isize, to as isize);
    let offset = (t % n - f % n, t / n - f / n);
    SUKAKU_LEAPS
        .iter()
        .chain(&ORTHOGONAL)
        .position(|&o| o == offset)
        .unwrap_or(SUKAKU_LEAPS.len() + ORTHOGONAL.len() + to)
}

/// Every Nishio forcing chain hint, the easiest first (an error past the
/// budget).
pub(super) fn nishio_hints(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
) -> Result<Vec<NishioHint>, &'static str> {
    let mut search = Search::new(layout, board, work, false, true);
    let cells = layout.size * layout.size;
    let mut index = vec![UNREACHED; cells * layout.size * 2];
    let mut hints = Vec::new();
    for cell in 0..cells {
        let cands = search.source[cell];
        if cands.count_ones() < 2 {
            continue;
        }
        for digit in digits(cands) {
            for on in [true, false] {
                let start = Potential {
                    cell,
                    digit,
                    on,
                    house: None,
                };
                let (arena, conflict) = search.spread(start, &mut index)?;
                if let Some((dst_on, dst_off)) = conflict {
                    let complexity =
                        search.ancestors(&arena, dst_on) + search.ancestors(&arena, dst_off);
                    let step = nishio_step(&arena, start, dst_on, dst_off);
                    hints.push(NishioHint {
                        step,
                        difficulty: NISHIO_BASE + length_tenths(complexity),
                        complexity,
                    });
                }
                search.recycle(arena);
            }
        }
    }
    // A stable sort keeps the order found among equals.
    hints.sort_by_key(|h| (h.difficulty, h.complexity));
    Ok(hints)
}

/// The step: the assumption's opposite, with the cells and houses of the
/// two first-parent paths to the conflict (the assumption's cell first,
/// the conflict's last).
fn nishio_step(arena: &Arena, start: Potential, dst_on: usize, dst_off: usize) -> Step {
    let mut cells = vec![start.cell];
    let mut houses = Vec::new();
    let mut mask = 0;
    for end in [dst_on, dst_off] {
        let mut path = vec![end];
        while let Some(&parent) = arena.parents(*path.last().expect("not empty")).first() {
            path.push(parent);
        }
        for &i in path.iter().rev() {
            let p = arena.nodes[i];
            mask |= bit(p.digit);
            if !cells.contains(&p.cell) {
                cells.push(p.cell);
            }
            if let Some(h) = p.house {
                if !houses.contains(&h) {
                    houses.push(h);
                }
            }
        }
    }
    let conflict = arena.nodes[dst_on].cell;
    cells.retain(|&c| c != conflict);
    cells.push(conflict);
    let mut step = Step {
        technique: Technique::ForcingChain(ChainLinks::Nishio),
        placements: Vec::new(),
        eliminations: Vec::new(),
        houses,
        cells,
        digits: mask,
    };
    if start.on {
        step.eliminations.push((start.cell, start.digit));
    } else {
        step.placements.push((start.cell, start.digit));
    }
    step
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::*;

    #[test]
    fn a_digit_that_would_empty_a_house_of_it_goes() {
        // A solved grid (r, c) = (3r + r/3 + c) mod 9 + 1, each cell left
        // with its own digit, and digit 1 added at r1c4, r3c1 and r6c1
        // (r1c1 and r3c4 hold 1 in the solution). Assuming r6c1 holds 1
        // removes 1 from r1c1 and r3c1 (column 1), so row 1 puts it at
        // r1c4 and row 3 at r3c4, both in column 4: a contradiction.
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let mut masks: Vec<u32> = (0..81)
            .map(|cell| {
                let (r, c) = (cell / 9, cell % 9);
                1 << ((3 * r + r / 3 + c) % 9)
            })
            .collect();
        for cell in [3, 18, 45] {
            masks[cell] |= 1;
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let hints = nishio_hints(&layout, &board, &Work::unlimited()).unwrap();
        let removing = hints
            .iter()
            .find(|h| h.step.eliminations == vec![(45, 1)])
            .expect("r6c1 loses 1");
        assert_eq!(
            removing.step.technique,
            Technique::ForcingChain(ChainLinks::Nishio)
        );
        assert!(removing.difficulty >= NISHIO_BASE);
        // No hint may remove a solution digit or place a wrong one.
        let solution = |cell: usize| ((3 * (cell / 9) + cell / 27 + cell % 9) % 9 + 1) as u8;
        for h in &hints {
            for &(c, d) in &h.step.eliminations {
                assert_ne!(d, solution(c), "r{}c{} loses {d}", c / 9 + 1, c % 9 + 1);
            }
            for &(c, d) in &h.step.placements {
                assert_eq!(d, solution(c), "r{}c{} gets {d}", c / 9 + 1, c % 9 + 1);
            }
        }
    }
}
