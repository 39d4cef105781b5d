//! Tests of the cycle and chain walks (`cycles.rs`).

use super::super::allocate::allocate;
use super::*;
use crate::logic::board::Board;
use crate::logic::chains::Chains;
use crate::logic::path;
use crate::logic::step::Step;

/// An offer: path, causes, key, removable.
type Offer = (Vec<u16>, Vec<u8>, Key, Vec<u16>);

/// Sudoku Explainer's cycle walk as it is: "off" potentials not merged
/// (each "on" one makes its own, but for those on its path), and a cycle
/// closing wherever an "off" node implies the source. Its offers, in
/// order: path, causes, key, removable.
fn plain_cycle_walk(
    grid: &Cands,
    graph: &Graph,
    links: Links,
    source: u16,
    mut bound: Option<&mut Option<Key>>,
    seq: &mut u32,
) -> Vec<Offer> {
    let (y, x) = (links.y(), links.x());
    let worse = |key: &Key, bound: &Option<&mut Option<Key>>| {
        bound
            .as_ref()
            .is_some_and(|b| b.is_some_and(|b| !key.before(&b)))
    };
    let mut offers = Vec::new();
    let mut nodes = vec![Node {
        pot: source,
        parent: ROOT,
        cause: 0,
        closers: 0,
    }];
    let path_to = |nodes: &[Node], mut at: u16| {
        let mut path = Vec::new();
        while at != ROOT {
            path.push(nodes[at as usize]);
            at = nodes[at as usize].parent;
        }
        path.reverse();
        path
    };
    let mut on_seen = vec![false; 729];
    on_seen[source as usize / 2] = true;
    let mut ons = 0..1;
    let mut length = 0;
    while !ons.is_empty() {
        length += 2;
        let key = |length| Key {
            difficulty: difficulty(links.cycle_base(), length),
            complexity: length,
            sort_key: links.sort_key(),
            seq: 0,
        };
        if length >= 4
            && worse(
                &Key {
                    seq: *seq,
                    ..key(length)
                },
                &bound,
            )
        {
            break;
        }
        let offs_start = nodes.len();
        for index in ons.clone() {
            let on_path: Vec<u16> = path_to(&nodes, index as u16)
                .iter()
                .map(|n| n.pot)
                .collect();
            let (offs, causes) = graph.offs(nodes[index].pot as usize / 2, y);
            for (&off, &cause) in offs.iter().zip(causes) {
                if !on_path.contains(&(off * 2)) {
                    nodes.push(Node {
                        pot: off * 2,
                        parent: index as u16,
                        cause,
                        closers: 0,
                    });
                }
            }
        }
        let ons_start = nodes.len();
        for index in offs_start..ons_start {
            let (ons_of, causes) = graph.ons(nodes[index].pot as usize / 2, y, x);
            let mut close = None;
            for (&on, &cause) in ons_of.iter().zip(causes) {
                if length >= 4 && on == source / 2 && close.is_none() {
                    close = Some(cause);
                }
                if !on_seen[on as usize] {
                    on_seen[on as usize] = true;
                    nodes.push(Node {
                        pot: on * 2 + 1,
                        parent: index as u16,
                        cause,
                        closers: 0,
                    });
                }
            }
            let Some(close) = close else { continue };
            let mut path = path_to(&nodes, index as u16);
            path.push(Node {
                pot: source,
                parent: 0,
                cause: close,
                closers: 0,
            });
            let mut removable = vec![0u16; 81];
            for (cell, removable) in removable.iter_mut().enumerate() {
                for digit in 0..9 {
                    let sees = |on: bool| {
                        path[1..].iter().any(|n| {
                            is_on(n.pot) == on
                                && digit_of(n.pot) == digit
                                && PEER_SETS[cell_of(n.pot)].contains(cell)
                        })
                    };
                    let outside = path.iter().all(|n| cell_of(n.pot) != cell);
                    if grid.has(cell, digit) && outside && sees(true) && sees(false) {
                        *removable |= 1 << digit;
                    }
                }
            }
            if removable.iter().all(|&r| r == 0) {
                continue;
            }
            let key = Key {
                seq: *seq,
                ..key(length)
            };
            *seq += 1;
            if !worse(&key, &bound) {
                if let Some(bound) = bound.as_mut() {
                    **bound = Some(key);
                }
                offers.push((
                    path.iter().map(|n| n.pot).collect(),
                    path.iter().map(|n| n.cause).collect(),
                    key,
                    removable,
                ));
            }
        }
        ons = ons_start..nodes.len();
    }
    offers
}

/// Keeps every offer, and as its bound the last (the best so far), or
/// none.
struct Offers {
    bounded: bool,
    offers: Vec<Offer>,
}

impl Sink for Offers {
    fn bound(&self) -> Key {
        match self.offers.last() {
            Some(last) if self.bounded => last.2,
            _ => Key::WORST,
        }
    }
    fn offer(&mut self, found: &Found) {
        if self.bounded && !found.key.before(&self.bound()) {
            return;
        }
        self.offers.push((
            found.path.to_vec(),
            found.causes.to_vec(),
            found.key,
            found.removable.to_vec(),
        ));
    }
}

/// On every grid of whole paths, from every start of every pass, the cycle
/// walk offers what Sudoku Explainer's walk, without merged "off"
/// potentials, offers: the same cycles in the same order, with or without
/// a bound.
#[test]
fn the_cycle_walk_offers_what_the_plain_walk_offers() {
    let puzzles: [&[u8; 81]; 2] = [
        b".16.....8...9.........32.7.....6.4.34..7..8......2..1..6........251.7...148.....9",
        b"14...8.5..7.13....8.....3....47...65......49......5..87.........5...2.84....8.7..",
    ];
    let mut space = allocate().unwrap();
    let mut budget = Budget::new(0);
    let (mut step, mut walks, mut offered) = (Step::default(), 0, 0);
    for puzzle in puzzles {
        let mut board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
        let mut chains = Chains::new(0, None);
        while !board.is_solved() {
            let walker = space.cycles.get();
            let mut grid = space.grid.clone();
            grid.set_from(&board);
            walker.graph.build(&grid);
            for links in [Links::X, Links::Y, Links::XY] {
                for bounded in [false, true] {
                    let (mut seq, mut plain_seq, mut bound) = (0, 0, None);
                    let mut sink = Offers {
                        bounded,
                        offers: Vec::new(),
                    };
                    let mut plain = Vec::new();
                    for cand in
                        (0..729).filter(|&c| grid.has(c / 9, c % 9) && grid.count(c / 9) > 1)
                    {
                        let source = (cand * 2 + 1) as u16;
                        let mut ctx = Walks::new(&grid, walker, &mut sink, &mut budget);
                        (ctx.links, ctx.seq) = (links, seq);
                        ctx.cycles(source).unwrap();
                        seq = ctx.seq;
                        let plain_walk = plain_cycle_walk(
                            &grid,
                            &walker.graph,
                            links,
                            source,
                            bounded.then_some(&mut bound),
                            &mut plain_seq,
                        );
                        plain.extend(plain_walk);
                        walks += 1;
                    }
                    offered += plain.len();
                    if sink.offers != plain {
                        for (i, (a, b)) in sink.offers.iter().zip(&plain).enumerate() {
                            if a != b {
                                panic!(
                                    "{links:?} {bounded} {i}: {:?} {:?} {:?}\n vs {:?} {:?} {:?}",
                                    a.0, a.1, a.2, b.0, b.1, b.2
                                );
                            }
                        }
                        panic!(
                            "{links:?} {bounded} lens {} {}",
                            sink.offers.len(),
                            plain.len()
                        );
                    }
                }
            }
            assert!(path::next_step(&board, &mut chains, &mut step).unwrap());
            path::apply(&mut board, &step);
        }
    }
    assert!(walks > 10_000 && offered > 100, "{walks} {offered}");
}

/// Counts what a search offers, wanting everything.
struct Count(usize);

impl Sink for Count {
    fn bound(&self) -> Key {
        Key::WORST
    }
    fn offer(&mut self, _: &Found) {
        self.0 += 1;
    }
}

/// On every grid of a path, every walk that offers a cycle or a chain
/// starts where [`Possible`] says one may.
#[test]
fn every_walk_that_finds_something_is_one_possible_allows() {
    let puzzle =
        b".16.....8...9.........32.7.....6.4.34..7..8......2..1..6........251.7...148.....9";
    let mut board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
    let mut chains = Chains::new(0, None);
    let mut space = allocate().unwrap();
    let mut budget = Budget::new(0);
    let (mut step, mut offered, mut walks) = (Step::default(), 0, 0);
    while !board.is_solved() {
        let walker = space.cycles.get();
        let mut grid = space.grid.clone();
        grid.set_from(&board);
        walker.graph.build(&grid);
        for links in [Links::X, Links::Y, Links::XY] {
            let pass = Pass {
                y_links: links.y(),
                x_links: links.x(),
                chains: links.x(),
                cycles: true,
            };
            walker
                .possible
                .find(&grid, &walker.graph, pass, |_, _| true);
            let (cycles_may, on_may, off_may) = (
                walker.possible.cycles,
                walker.possible.from_on,
                walker.possible.from_off,
            );
            let mut seq = 0;
            for cand in (0..729).filter(|&c| grid.has(c / 9, c % 9) && grid.count(c / 9) > 1) {
                let source = (cand * 2 + 1) as u16;
                let mut walk = |kind: usize, may: &[u64; 12]| {
                    let mut count = Count(0);
                    let mut ctx = Walks::new(&grid, walker, &mut count, &mut budget);
                    (ctx.links, ctx.seq) = (links, seq);
                    let result = match kind {
                        0 => ctx.cycles(source),
                        // 1: a chain from the "on" start, 2: from the "off".
                        _ => ctx.chain(if kind == 1 { source } else { source ^ 1 }),
                    };
                    result.unwrap();
                    seq = ctx.seq;
                    walks += 1;
                    offered += count.0;
                    assert!(
                        count.0 == 0 || Starts::has(may, cand),
                        "{kind} {cand} {links:?}"
                    );
                };
                walk(0, &cycles_may);
                if links.x() {
                    walk(1, &on_may);
                    walk(2, &off_may);
                }
            }
        }
        assert!(path::next_step(&board, &mut chains, &mut step).unwrap());
        path::apply(&mut board, &step);
    }
    assert!(walks > 10_000 && offered > 100, "{walks} {offered}");
}
