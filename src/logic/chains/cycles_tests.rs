//! Tests of the cycle and chain walks (`cycles.rs`).

use super::super::allocate::allocate;
use super::*;
use crate::logic::board::Board;
use crate::logic::chains::Chains;
use crate::logic::path;
use crate::logic::step::Step;

/// A walk's tree, level by level as the cycle walk makes it ("on",
/// "off", "on", ...), where different branches hold the same "off"
/// candidates at different depths; moving the marks from any node of
/// a level to any other marks what marking the new path from scratch
/// marks.
#[test]
fn moved_marks_are_the_marks_of_the_new_path() {
    let node = |pot: u16, parent: u16| Node {
        pot,
        parent,
        cause: 0,
    };
    let off = |cand: u16| cand * 2;
    let on = |cand: u16| cand * 2 + 1;
    // Level 0: the source; 1: offs 10, 11, 12; 2: ons; 3: offs in which
    // 11 and 12 come back under other branches; 4: ons.
    let nodes = [
        node(on(0), ROOT),
        node(off(10), 0),
        node(off(11), 0),
        node(off(12), 0),
        node(on(20), 1),
        node(on(21), 2),
        node(on(22), 3),
        node(off(12), 4),
        node(off(11), 4),
        node(off(10), 5),
        node(off(12), 5),
        node(off(11), 6),
        node(on(30), 7),
        node(on(31), 8),
        node(on(32), 9),
        node(on(33), 10),
        node(on(34), 11),
    ];
    let levels = [4..7, 12..17];
    let mut moves = 0;
    for level in levels {
        for from in level.clone() {
            for to in level.clone() {
                let mut moved = [0u64; 12];
                move_marks(&nodes, &mut moved, ROOT, from as u16);
                move_marks(&nodes, &mut moved, from as u16, to as u16);
                let mut fresh = [0u64; 12];
                mark_path(&nodes, &mut fresh, to as u16, true);
                assert_eq!(moved, fresh, "{from} -> {to}");
                mark_path(&nodes, &mut moved, to as u16, false);
                assert_eq!(moved, [0; 12]);
                moves += 1;
            }
        }
    }
    assert_eq!(moves, 9 + 25);
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
                    let result = match kind {
                        0 => cycles(
                            &grid,
                            walker,
                            &mut count,
                            &mut budget,
                            links,
                            source,
                            &mut seq,
                        ),
                        // 1: a chain from the "on" start, 2: from the "off".
                        _ => chain(
                            &grid,
                            walker,
                            &mut count,
                            &mut budget,
                            links,
                            if kind == 1 { source } else { source ^ 1 },
                            &mut seq,
                        ),
                    };
                    result.unwrap();
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
