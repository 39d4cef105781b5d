//! Chains of three or more strong links on one digit, joined by weak
//! links (SukakuExplainer's `StrongLinks(n)`, n >= 3; its two-link case is
//! `strong_links.rs`): one of the chain's two far ends holds the digit, so
//! every cell that sees both loses it. When the far ends share a house
//! too, the chain closes into a loop (an X-loop) and every weak link's two
//! sides are also seen together.
//!
//! What SukakuExplainer does, learned from its behaviour and source (none
//! of its code is here):
//!
//! - The link houses' types form a multiset taken in its region order
//!   (boxes, rows, columns, then the variant's houses); multisets come
//!   ordered by their last type, then the one before, and so on. For each
//!   and each digit it picks houses of those types (two of one type in
//!   increasing order) whose places of the digit are disjoint, each read
//!   as a link (`link_shapes.rs`), then every order of the links (a
//!   countdown permutation order, a chain and its reverse read once) and
//!   every direction of each link.
//! - Each weak link needs a house holding both its sides (columns, rows,
//!   boxes, then the variant's houses). Cells in any link house, and for
//!   an open chain in any weak link's house, are never removed.
//! - A loop is read once: from the link in the smallest house (by type,
//!   then number) and its first direction.
//! - Rating: 5.4 (three links) for parallel lines only, 5.5 with a box or
//!   a row and a column, 5.6 with a box, a row and a column, 5.7 with a
//!   grouped link or a variant house (four links: 5.8 to 6.1). Every hint
//!   is collected; the easiest is taken, then the one removing most (a
//!   loop counts each part's), then the smallest name (the count of
//!   grouped links and the types in chain order), then the first found.

use super::super::rules::HouseKind;
use super::board::{bit, LogicBoard};
use super::layout::{kind_rank, CellSet, Layout};
use super::link_shapes::HouseLink;
use super::step::{Step, Technique};
use super::strong_links::{
    shared_by_both, victims, DigitMemo, Hints, LinkHint, LinkReadings, LINK_KINDS,
};
use super::work::Work;

mod last_link;
mod naming;

use naming::{rating_of, types_name};

/// Chains read (an order and a direction of each link) before the search
/// gives up: far more than a 9x9 grid needs (a few hundred thousand at
/// most on the shared dev sets), so that a pathological grid cannot stall.
const CHAIN_BUDGET: usize = 20_000_000;

pub(super) const NEEDS_BUDGET: &str = "a strong-link chain search past its budget";

/// A house read as a link: its places of the digit and its readings.
struct LinkHouse<'r> {
    house: usize,
    kind_rank: usize,
    /// Position among the houses of its kind (SukakuExplainer's region
    /// number).
    number: usize,
    places: CellSet,
    /// The same places as bits, on a grid of up to 128 cells (every grid
    /// SukakuExplainer rates): a pick tests overlap with one AND.
    low: u128,
    links: &'r [HouseLink],
    /// The number of its first link's first end among the digit's link
    /// ends: reading `r`, end `e` is `first_end + 2 * r + e`.
    first_end: usize,
}

/// A pair of link ends whose shared house is not looked up yet.
const NOT_LOOKED_UP: u32 = u32::MAX;
/// A pair of link ends that share no house.
const NO_HOUSE: u32 = u32::MAX - 1;

/// Every order of `n` links in SukakuExplainer's countdown permutation
/// order, keeping an order only when its digits read no later than
/// reversed (so a chain and its reverse come once).
fn link_orders(n: usize) -> Vec<Vec<usize>> {
    let reads_first = |q: &[usize]| q.iter().le(q.iter().rev());
    let mut q: Vec<usize> = (0..n).collect();
    let mut left: Vec<usize> = (0..=n).collect();
    let mut orders = vec![q.clone()];
    let mut i = 1;
    while i < n {
        left[i] -= 1;
        let j = if i % 2 == 1 { left[i] } else { 0 };
        q.swap(i, j);
        if reads_first(&q) {
            orders.push(q.clone());
        }
        i = 1;
        while left[i] == 0 {
            left[i] = i;
            i += 1;
        }
    }
    orders
}

/// Every chain of `count` strong links (3 or more) that removes something,
/// sorted as SukakuExplainer sorts them (see the module's note);
/// `NEEDS_BUDGET` past the budget.
#[cfg(test)]
pub(super) fn strong_link_chains(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    count: usize,
) -> Result<Vec<LinkHint>, &'static str> {
    let mut found = Hints::all();
    strong_link_chains_memo(
        layout,
        board,
        work,
        count,
        &mut ChainMemo::default(),
        &mut LinkReadings::default(),
        &mut found,
    )?;
    Ok(found.into_sorted())
}

/// What a rating keeps from one chain search of `count` links to the
/// next: the digits that found nothing (`DigitMemo`), what depends on the
/// layout and the count alone, and the search's tables, refilled.
#[derive(Default)]
pub(super) struct ChainMemo {
    digits: DigitMemo,
    plan: Option<Plan>,
    tables: Tables,
}

/// The kinds searched, their multisets and the orders of the links.
struct Plan {
    count: usize,
    kinds: Vec<HouseKind>,
    /// Multisets of kinds (as indices into `kinds`, non-decreasing),
    /// ordered by their last index, then the one before...
    sets: Vec<Vec<usize>>,
    orders: Vec<Vec<usize>>,
    /// For each order, the bits of `Search::joined` its neighbours need.
    needs: Vec<u64>,
}

impl Plan {
    fn of(layout: &Layout, count: usize) -> Plan {
        let kinds: Vec<_> = LINK_KINDS
            .iter()
            .copied()
            .filter(|&k| layout.houses.iter().any(|h| h.kind == k && h.full))
            .collect();
        let mut sets: Vec<Vec<usize>> = Vec::new();
        if !kinds.is_empty() && count >= 3 {
            let mut set = vec![0; count];
            loop {
                sets.push(set.clone());
                let Some(p) = (0..count).find(|&p| p + 1 == count || set[p] < set[p + 1]) else {
                    break;
                };
                if set[p] + 1 >= kinds.len() {
                    break;
                }
                set[p] += 1;
                set[..p].fill(0);
            }
        }
        let orders = if count >= 3 {
            link_orders(count)
        } else {
            Vec::new()
        };
        let needs = orders
            .iter()
            .map(|order| {
                order
                    .windows(2)
                    .fold(0, |m, w| m | 1 << (w[0] * count + w[1]))
            })
            .collect();
        Plan {
            count,
            kinds,
            sets,
            orders,
            needs,
        }
    }
}

/// The search's tables (see `Search`), kept between calls.
#[derive(Default)]
struct Tables {
    shared: Vec<u32>,
    shares: Vec<usize>,
    weak: Vec<Option<usize>>,
    joins: Vec<u128>,
    end_victims: Vec<u128>,
    lists: ChainLists,
}

/// `strong_link_chains` into `found`, skipping the digits `memo` shows
/// unchanged since they last found nothing (the same result, sooner,
/// over a solve's steps), with the houses' readings kept in `readings`.
pub(super) fn strong_link_chains_memo(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    count: usize,
    memo: &mut ChainMemo,
    readings: &mut LinkReadings,
    found: &mut Hints,
) -> Result<(), &'static str> {
    if !matches!(&memo.plan, Some(plan) if plan.count == count) {
        memo.plan = Some(Plan::of(layout, count));
    }
    let ChainMemo {
        digits: memo,
        plan,
        tables,
    } = memo;
    let plan = plan.as_ref().expect("made above");
    if plan.kinds.is_empty() || count < 3 {
        return Ok(());
    }
    let Tables {
        shared,
        shares,
        weak,
        joins,
        end_victims,
        lists,
    } = std::mem::take(tables);
    let mut weak = weak;
    weak.clear();
    weak.resize(4 * count * count, None);
    let mut search = Search {
        layout,
        board,
        count,
        orders: &plan.orders,
        budget: CHAIN_BUDGET,
        work,
        found,
        ends: 0,
        shared,
        shares,
        weak,
        joined: 0,
        joins,
        end_victims,
        lists,
        needs: &plan.needs,
    };
    let planes = memo.planes(board);
    let houses_by_kind: Vec<&[usize]> = plan
        .kinds
        .iter()
        .map(|&k| layout.houses_of_kind(k))
        .collect();
    // Each kind's houses with a reading, one list for every kind
    // (`kind_start`), refilled per digit.
    let mut kind_start = vec![0; plan.kinds.len() + 1];
    for digit in 1..=layout.size as u8 {
        let places_now = planes[digit as usize - 1];
        if let Some(reads) = memo.work_if_unchanged(digit as usize - 1, &places_now) {
            // Charged as read, so that the budgets run out where they would.
            if search.budget < reads || !work.spend(reads as u64) {
                return Err(NEEDS_BUDGET);
            }
            search.budget -= reads;
            continue;
        }
        let (budget_before, found_before) = (search.budget, search.found.offered());
        // Each house of each kind with a reading, read from `readings`.
        // A house without one never joins a chain: left out before the
        // picks rather than skipped at every one (`number` keeps its
        // place).
        readings.refresh(layout, board, digit, &places_now);
        let row = readings.row(digit);
        let mut linked: Vec<LinkHouse> = Vec::new();
        let mut ends = 0;
        for (k, (&kind, houses)) in plan.kinds.iter().zip(&houses_by_kind).enumerate() {
            kind_start[k] = linked.len();
            for (number, &house) in houses.iter().enumerate() {
                let reading = &row[house];
                if reading.links.is_empty() {
                    continue;
                }
                linked.push(LinkHouse {
                    house,
                    kind_rank: kind_rank(kind),
                    number,
                    places: reading.cells,
                    low: reading.low,
                    links: &reading.links,
                    first_end: ends,
                });
                ends += 2 * reading.links.len();
            }
        }
        kind_start[plan.kinds.len()] = linked.len();
        let by_kind: Vec<&[LinkHouse]> = (0..plan.kinds.len())
            .map(|k| &linked[kind_start[k]..kind_start[k + 1]])
            .collect();
        search.ends = ends;
        search.shared.clear();
        search.shared.resize(ends * ends, NOT_LOOKED_UP);
        search.fill_joins(&linked);
        search.fill_end_victims(&linked, &places_now);
        let mut houses: Vec<&[LinkHouse]> = Vec::with_capacity(count);
        let mut chosen = Vec::with_capacity(count);
        for set in &plan.sets {
            houses.clear();
            houses.extend(set.iter().map(|&k| by_kind[k]));
            chosen.clear();
            search.choose(&houses, set, digit, &mut chosen)?;
        }
        let nothing = search.found.offered() == found_before;
        memo.record(
            digit as usize - 1,
            places_now,
            nothing,
            budget_before - search.budget,
        );
    }
    *tables = Tables {
        shared: search.shared,
        shares: search.shares,
        weak: search.weak,
        joins: search.joins,
        end_victims: search.end_victims,
        lists: search.lists,
    };
    Ok(())
}

/// Lists `read_chains` refills from chain to chain.
#[derive(Default)]
struct ChainLists {
    /// The cells of two link ends, or of a weak link's two sides.
    group: Vec<usize>,
    /// The houses whose cells are never removed.
    excluded: Vec<usize>,
    eliminated: Vec<usize>,
    /// The link houses' kinds, in chain order.
    types: Vec<usize>,
}

struct Search<'a> {
    layout: &'a Layout,
    board: &'a LogicBoard,
    count: usize,
    orders: &'a [Vec<usize>],
    budget: usize,
    work: &'a Work,
    found: &'a mut Hints,
    /// The digit's link ends, and the house each pair of them shares
    /// (`ends * ends`, filled as pairs come up): picks of links meet the
    /// same pairs again and again.
    ends: usize,
    shared: Vec<u32>,
    /// The houses a chain's weak links share, kept from chain to chain.
    shares: Vec<usize>,
    /// The house two ends of the picked links share: end `a` of link `i`
    /// with end `b` of link `j` at `(2 * i + a) * 2 * count + 2 * j + b`,
    /// filled for the pairs of each link as it is picked (`link_pairs`),
    /// so that the earlier links' pairs serve every pick that keeps them;
    /// only the entries of two different links are read.
    weak: Vec<Option<usize>>,
    /// Whether links i and j of the pick share a house at any of their
    /// ends (bit `i * count + j`): an order with two neighbours that do
    /// not is read in no direction.
    joined: u64,
    /// For each order, the bits of `joined` its neighbours need.
    needs: &'a [u64],
    /// For each of the digit's links, the links it shares a house with
    /// at an end (bits by link number), when the links fit 128 bits.
    joins: Vec<u128>,
    /// For each link end, the cells holding the digit that see all of it
    /// (filled with `joins`).
    end_victims: Vec<u128>,
    lists: ChainLists,
}

/// A link picked for the chain: its house and one reading.
type Chosen<'h> = (&'h LinkHouse<'h>, usize);

impl<'a> Search<'a> {
    /// Picks the next link's house (after the previous one when of the same
    /// kind) and reading, depth first, and reads each full pick.
    fn choose<'h>(
        &mut self,
        houses: &[&'h [LinkHouse<'h>]],
        set: &[usize],
        digit: u8,
        chosen: &mut Vec<Chosen<'h>>,
    ) -> Result<(), &'static str> {
        let depth = chosen.len();
        if depth == self.count {
            return self.read_chains(chosen, digit);
        }
        let first = match chosen.last() {
            Some((prev, _)) if depth > 0 && set[depth - 1] == set[depth] => prev.number + 1,
            _ => 0,
        };
        let from = houses[depth].partition_point(|h| h.number < first);
        let small = self.layout.size * self.layout.size <= 128;
        let taken = chosen.iter().fold(0u128, |m, (h, _)| m | h.low);
        let last = depth + 1 == self.count;
        for candidate in &houses[depth][from..] {
            let meets = if small {
                taken & candidate.low != 0
            } else {
                chosen
                    .iter()
                    .any(|(h, _)| h.places.meets(&candidate.places))
            };
            if meets {
                continue;
            }
            if last && !self.joins.is_empty() {
                self.choose_last(houses, set, digit, chosen, candidate)?;
                continue;
            }
            for reading in 0..candidate.links.len() {
                if last {
                    // A full pick is charged every order and direction
                    // once its links join anywhere; one in which no order
                    // has every neighbour joined is read in no direction,
                    // so it is only charged.
                    let joined = self.joined_with_last(chosen, candidate, reading);
                    if joined == 0 {
                        continue;
                    }
                    if !self.needs.iter().any(|&need| need & !joined == 0) {
                        self.charge(self.orders.len() << self.count)?;
                        continue;
                    }
                }
                chosen.push((candidate, reading));
                self.link_pairs(chosen);
                let result = self.choose(houses, set, digit, chosen);
                chosen.pop();
                result?;
            }
        }
        Ok(())
    }

    /// `joined` for the picked links and this reading of `candidate` as
    /// the last link, leaving `weak` and `joined` as they are.
    fn joined_with_last(
        &mut self,
        chosen: &[Chosen<'_>],
        candidate: &LinkHouse<'_>,
        reading: usize,
    ) -> u64 {
        let n = self.count;
        let j = chosen.len();
        let mut joined = self.joined;
        for i in 0..j {
            joined &= !(1 << (i * n + j) | 1 << (j * n + i));
        }
        for (i, &(house, picked)) in chosen.iter().enumerate() {
            let meets = (0..4).any(|e| {
                let (x, y) = (e / 2, e % 2);
                let ex = house.first_end + 2 * picked + x;
                let ey = candidate.first_end + 2 * reading + y;
                let a = &house.links[picked].ends[x];
                let b = &candidate.links[reading].ends[y];
                self.shared_house(ex, ey, a, b) != NO_HOUSE
            });
            if meets {
                joined |= 1 << (i * n + j) | 1 << (j * n + i);
            }
        }
        joined
    }

    /// The house shared by link ends `ex` (cells `a`) and `ey` (cells
    /// `b`), looked up once per digit.
    fn shared_house(&mut self, ex: usize, ey: usize, a: &[usize], b: &[usize]) -> u32 {
        let key = ex * self.ends + ey;
        if self.shared[key] == NOT_LOOKED_UP {
            let share = match (a, b) {
                ([x], [y]) => self.layout.pair_share(*x, *y),
                _ => shared_by_both(self.layout, a, b),
            };
            let entry = share.map_or(NO_HOUSE, |h| h as u32);
            self.shared[key] = entry;
            self.shared[ey * self.ends + ex] = entry;
        }
        self.shared[key]
    }

    /// Fills `weak` and `joined` for the last picked link with each
    /// earlier one; each pair of ends is looked up in `shared` once per
    /// digit.
    fn link_pairs(&mut self, chosen: &[Chosen<'_>]) {
        let n = self.count;
        let j = chosen.len() - 1;
        let link = |i: usize| &chosen[i].0.links[chosen[i].1];
        let end_number = |x: usize| chosen[x / 2].0.first_end + 2 * chosen[x / 2].1 + x % 2;
        for i in 0..j {
            self.joined &= !(1 << (i * n + j) | 1 << (j * n + i));
            for (x, y) in (0..4).map(|e| (2 * i + e / 2, 2 * j + e % 2)) {
                let (ex, ey) = (end_number(x), end_number(y));
                let (a, b) = (&link(i).ends[x % 2], &link(j).ends[y % 2]);
                let share = match self.shared_house(ex, ey, a, b) {
                    NO_HOUSE => None,
                    h => Some(h as usize),
                };
                if share.is_some() {
                    self.joined |= 1 << (i * n + j) | 1 << (j * n + i);
                }
                self.weak[x * 2 * n + y] = share;
                self.weak[y * 2 * n + x] = share;
            }
        }
    }

    /// Charges `reads` chain readings to the budgets, as one unit each
    /// would: the readings up to the budget's end, then the refusal.
    fn charge(&mut self, reads: usize) -> Result<(), &'static str> {
        if self.budget < reads {
            self.work.spend(self.budget as u64);
            self.budget = 0;
            return Err(NEEDS_BUDGET);
        }
        self.budget -= reads;
        if self.work.spend(reads as u64) {
            Ok(())
        } else {
            Err(NEEDS_BUDGET)
        }
    }

    /// Every order and direction of the picked links as a chain.
    fn read_chains(&mut self, chosen: &[Chosen<'_>], digit: u8) -> Result<(), &'static str> {
        let n = self.count;
        // Picks whose links share no house at any of their ends are read
        // in no order, uncharged.
        if self.joined == 0 {
            return Ok(());
        }
        let joined = self.joined;
        let weak = std::mem::take(&mut self.weak);
        let link = |i: usize| &chosen[i].0.links[chosen[i].1];
        let grouped = (0..n).filter(|&i| link(i).grouped).count();
        let unsound = (0..n).any(|i| !link(i).missing.is_empty());
        let smallest = (0..n)
            .min_by_key(|&i| (chosen[i].0.kind_rank, chosen[i].0.number))
            .expect("a chain has links");
        let link_houses: Vec<usize> = chosen.iter().map(|(h, _)| h.house).collect();
        let mut shares = std::mem::take(&mut self.shares);
        let mut lists = std::mem::take(&mut self.lists);
        let joins = |i: usize, j: usize| joined >> (i * n + j) & 1 != 0;
        let total = 1usize << n;
        for order in self.orders {
            if (0..n - 1).any(|w| !joins(order[w], order[w + 1])) {
                // Every direction read and found open: charged as read.
                self.charge(total)?;
                continue;
            }
            let mut next = 0;
            while next < total {
                let directions = next;
                next += 1;
                self.charge(1)?;
                // Link p of the chain is entered by `ends[u]` and left by
                // the other end; the first link's direction is the most
                // significant bit, as SukakuExplainer counts them.
                let u = |p: usize| (directions >> (n - 1 - p)) & 1;
                let enter = |p: usize| &link(order[p]).ends[u(p)];
                let leave = |p: usize| &link(order[p]).ends[1 - u(p)];
                let end_of = |p: usize, side: usize| 2 * order[p] + side;
                shares.clear();
                for w in 0..n - 1 {
                    let key = end_of(w, 1 - u(w)) * 2 * n + end_of(w + 1, u(w + 1));
                    match weak[key] {
                        Some(h) => shares.push(h),
                        None => break,
                    }
                }
                if shares.len() < n - 1 {
                    // Weak link w is missing whatever the directions of
                    // the links after w + 1 (the low bits): those readings
                    // are skipped, charged as read.
                    let w = shares.len();
                    let low = (1usize << (n - 2 - w)) - 1;
                    next = (directions | low) + 1;
                    self.charge(next - directions - 1)?;
                    continue;
                }
                let (start, end) = (enter(0), leave(n - 1));
                let ring = weak[end_of(0, u(0)) * 2 * n + end_of(n - 1, 1 - u(n - 1))];
                if ring.is_some() && (order[0] != smallest || u(0) != 0) {
                    continue;
                }
                let ChainLists {
                    group,
                    excluded,
                    eliminated,
                    types,
                } = &mut lists;
                let both = |group: &mut Vec<usize>, a: &[usize], b: &[usize]| {
                    group.clear();
                    group.extend_from_slice(a);
                    group.extend_from_slice(b);
                };
                both(group, start, end);
                eliminated.clear();
                let counted = if ring.is_some() {
                    // A loop: the far ends and every weak link's two sides.
                    let (layout, board) = (self.layout, self.board);
                    let seen_by = |group: &[usize], eliminated: &mut Vec<usize>| {
                        victims(layout, board, group, digit, &link_houses, eliminated)
                    };
                    seen_by(group, eliminated);
                    for w in 0..n - 1 {
                        both(group, leave(w), enter(w + 1));
                        seen_by(group, eliminated);
                    }
                    let counted = eliminated.len();
                    eliminated.sort_unstable();
                    eliminated.dedup();
                    counted
                } else {
                    both(excluded, &link_houses, &shares);
                    victims(self.layout, self.board, group, digit, excluded, eliminated);
                    eliminated.len()
                };
                if eliminated.is_empty() {
                    continue;
                }
                // The chain's name and rating, made when it removes
                // something: most orders read nothing.
                types.clear();
                types.extend(order.iter().map(|&i| chosen[i].0.kind_rank));
                let name = types_name(types);
                let difficulty = rating_of(n, grouped, &name);
                if !self.found.wants(difficulty, counted, grouped, &name) {
                    continue;
                }
                let mut houses: Vec<usize> = order.iter().map(|&i| link_houses[i]).collect();
                houses.extend(&shares);
                houses.extend(ring);
                let mut cells: Vec<usize> =
                    (0..n).flat_map(|p| [enter(p)[0], leave(p)[0]]).collect();
                for p in 0..n {
                    cells.extend(&enter(p)[1..]);
                    cells.extend(&leave(p)[1..]);
                }
                self.found.push(LinkHint {
                    step: Step {
                        technique: Technique::StrongLinks(n as u8),
                        placements: Vec::new(),
                        eliminations: eliminated.iter().map(|&c| (c, digit)).collect(),
                        houses,
                        cells,
                        digits: bit(digit),
                    },
                    difficulty,
                    eliminations_counted: counted,
                    suffix: format!("{grouped}{name}"),
                    unsound,
                });
            }
        }
        self.shares = shares;
        self.lists = lists;
        self.weak = weak;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::LogicBoard;
    use super::super::layout::Layout;
    use super::super::step::Technique;
    use super::{link_orders, strong_link_chains, Work};
    use crate::variant::RulesBuilder;

    #[test]
    fn a_chain_and_its_reverse_are_read_once() {
        assert_eq!(
            link_orders(3),
            vec![vec![0, 1, 2], vec![1, 0, 2], vec![0, 2, 1]]
        );
        assert_eq!(link_orders(4).len(), 12);
    }

    #[test]
    fn three_linked_rows_clear_the_cell_that_sees_both_ends() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        // Digit 1 only at r1c1, r1c5 (row 1); r5c5, r5c9 (row 5); r9c9,
        // r9c2 (row 9); and r8c1, which sees r1c1 (column 1) and r9c2 (box
        // 7): r1c1 = r1c5 - r5c5 = r5c9 - r9c9 = r9c2.
        let mut masks = vec![0x1feu32; 81];
        for cell in [0, 4, 40, 44, 80, 73, 63] {
            masks[cell] |= 1;
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let hints = strong_link_chains(&layout, &board, &Work::unlimited(), 3).unwrap();
        let rows = hints
            .iter()
            .find(|h| h.step.cells[..6] == [0, 4, 40, 44, 80, 73])
            .expect("the three rows");
        assert_eq!(rows.step.technique, Technique::StrongLinks(3));
        assert_eq!(rows.difficulty, 54);
        assert_eq!(rows.step.eliminations, vec![(63, 1)]);
        assert!(!rows.unsound);
        let text = super::super::describe(&layout, &rows.step);
        assert!(
            text.starts_with("Three Strong Links in row 1, row 5, row 9, column 5, column 9 on 1"),
            "{text}"
        );
        assert!(text.contains("r8c1 sees r1c1 in column 1"), "{text}");
        // The digit's places make an odd loop of seven strong links, so
        // other chains of three remove other places, but the one in
        // parallel lines is the easiest and comes first.
        assert!(hints.len() > 1);
        assert_eq!(hints[0].step.cells, rows.step.cells);
    }

    #[test]
    fn four_links_closing_in_a_box_make_an_x_loop() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        // Digit 1 only at r1c1, r1c5 (row 1); r5c5, r5c9 (row 5); r9c9,
        // r9c3 (row 9); r8c2, r3c2 (column 2); and r2c3. r1c1 = r1c5 -
        // r5c5 = r5c9 - r9c9 = r9c3 - r8c2 = r3c2, and r3c2 sees r1c1 in
        // box 1: a loop, so r2c3, seeing both in box 1, loses 1.
        let mut masks = vec![0x1feu32; 81];
        for cell in [0, 4, 40, 44, 80, 74, 64, 19, 11] {
            masks[cell] |= 1;
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let hints = strong_link_chains(&layout, &board, &Work::unlimited(), 4).unwrap();
        let chain = hints
            .iter()
            .find(|h| h.step.cells[..8] == [0, 4, 40, 44, 80, 74, 64, 19])
            .expect("rows 1, 5, 9 and column 2");
        assert_eq!(chain.step.technique, Technique::StrongLinks(4));
        // Rows and a column: 5.9.
        assert_eq!(chain.difficulty, 59);
        assert_eq!(chain.step.eliminations, vec![(11, 1)]);
        // Four link houses, three weak links' houses and the loop's box.
        assert_eq!(chain.step.houses.len(), 8);
    }
}
