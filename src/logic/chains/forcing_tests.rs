//! Tests of the forcing-chain search (`forcing.rs`).

use super::super::allocate::allocate;
use super::super::best;
use super::super::propagate::Plain;
use super::*;
use crate::logic::board::Board;
use crate::logic::chains::Chains;
use crate::logic::path;
use crate::logic::step::Step;

/// Collects the targets offered, wanting everything.
struct Targets(Vec<u16>);

impl Sink for Targets {
    fn bound(&self) -> Key {
        Key::WORST
    }
    fn offer(&mut self, found: &Found, _: &[u16; CELLS], _: &ForcingSpace, _: &[(usize, u16)]) {
        self.0.push(found.target);
    }
}

/// On the grids of whole paths, the double chains of every candidate
/// of three or more are the potentials both its "on" and its "off"
/// propagation reach, found by looking each of the first one's up in
/// the second (the search first skips candidates whose two runs share
/// nothing, and potentials they do not share).
#[test]
fn double_chains_are_the_potentials_both_runs_reach() {
    let puzzles: [&[u8; 81]; 2] = [
        b".16.....8...9.........32.7.....6.4.34..7..8......2..1..6........251.7...148.....9",
        b"7.9..8..1.5......2..64..3..6.....71.....47......5....9.4.....2...8.....7...395...",
    ];
    let mut space = allocate().unwrap();
    let mut budget = Budget::new(0);
    let mut step = Step::default();
    let (mut tried, mut found, mut disjoint) = (0, 0, 0);
    let rule = Rule::dynamic(0);
    for puzzle in puzzles {
        let mut board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
        let mut chains = Chains::new(0, None);
        while !board.is_solved() {
            let forcing = space.forcing.get();
            forcing.prop.source.set_from(&board);
            forcing.prop.work.set_from(&board);
            let grid = forcing.prop.source.clone();
            for cell in (0..CELLS).filter(|&c| grid.count(c) >= 3) {
                for digit in (0..9).filter(|&d| grid.has(cell, d)) {
                    let (on, off) = (pot(cell, digit, true), pot(cell, digit, false));
                    let (prop, runs) = (&mut forcing.prop, &mut forcing.runs);
                    prop.propagate(&mut runs[0], on, rule.mode(), &mut Plain, &mut budget)
                        .unwrap();
                    prop.propagate(
                        &mut runs[OFF_RUN],
                        off,
                        rule.mode(),
                        &mut Plain,
                        &mut budget,
                    )
                    .unwrap();
                    let mut expected = Vec::new();
                    for want_on in [true, false] {
                        for i in 0..runs[0].len {
                            let p = runs[0].nodes[i].pot;
                            if is_on(p) == want_on
                                && runs[0].node_of(p) == Some(i as u16)
                                && runs[OFF_RUN].node_of(p).is_some()
                                && removable_of(&prop.source, p).is_some()
                            {
                                expected.push(p);
                            }
                        }
                    }
                    let mut targets = Targets(Vec::new());
                    // Run 0 holds its propagation, made here.
                    forcing.loaded[0] = true;
                    let mut search = Search {
                        rule,
                        space: forcing,
                        advanced: &mut Plain,
                        sink: &mut targets,
                        budget: &mut budget,
                        seq: 0,
                    };
                    search.doubles(0, cell, digit).unwrap();
                    assert_eq!(targets.0, expected, "{cell} {digit}");
                    tried += 1;
                    found += usize::from(!expected.is_empty());
                    let mut common = forcing.runs[0].member;
                    common.and_with(&forcing.runs[OFF_RUN].member);
                    disjoint += usize::from(common.is_empty());
                }
            }
            assert!(path::next_step(&board, &mut chains, &mut step).unwrap());
            path::apply(&mut board, &step);
        }
    }
    assert!(
        tried > 100 && found > 10 && disjoint > 10,
        "{tried} {found} {disjoint}"
    );
}

/// Searches `rule` on the forcing space's grid without shortcuts and with
/// `shortcuts`, asserts both find the same (whether a step, and which), and
/// returns whether they found one.
fn same_with_shortcuts(
    forcing: &mut ForcingSpace,
    best_forcing: &mut best::BestForcing,
    rule: Rule,
    shortcuts: Shortcuts,
) -> bool {
    let mut budget = Budget::new(0);
    let (mut with, mut without) = (Step::default(), Step::default());
    let mut search = |shortcuts, step: &mut Step| {
        let found = best::forcing_chains(
            forcing,
            best_forcing,
            rule,
            &mut Plain,
            &mut budget,
            step,
            shortcuts,
        );
        found.expect("no work limit")
    };
    let all = search(Shortcuts::NONE, &mut without);
    assert_eq!(all, search(shortcuts, &mut with));
    if all {
        assert_eq!(with, without);
    }
    all
}

/// Along whole paths, the Nishio search over the digits the memo
/// carried from step to step leaves finds what a search of every digit
/// finds.
#[test]
fn the_nishio_memo_changes_no_search() {
    let puzzles: [&[u8; 81]; 3] = [
        b"14...8.5..7.13....8.....3....47...65......49......5..87.........5...2.84....8.7..",
        b".16.....8...9.........32.7.....6.4.34..7..8......2..1..6........251.7...148.....9",
        b"7.9..8..1.5......2..64..3..6.....71.....47......5....9.4.....2...8.....7...395...",
    ];
    let mut space = allocate().unwrap();
    let mut step = Step::default();
    let (mut searches, mut skipped, mut found) = (0, 0, 0);
    for puzzle in puzzles {
        let mut board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
        let mut chains = Chains::new(0, None);
        let mut memo = NishioMemo {
            base: space.grid.clone(),
            known: false,
        };
        while !board.is_solved() {
            let forcing = space.forcing.get();
            let best_forcing = &mut space.best_forcing;
            forcing.prop.source.set_from(&board);
            forcing.prop.work.set_from(&board);
            let digits = memo.digits_to_search(&forcing.prop.source);
            skipped += (0x1FF & !digits).count_ones();
            let rule = Rule::NISHIO;
            let shortcuts = Shortcuts {
                digits,
                closure: None,
            };
            if same_with_shortcuts(forcing, best_forcing, rule, shortcuts) {
                found += 1;
            } else {
                memo.remember(&forcing.prop.source);
            }
            searches += 1;
            assert!(path::next_step(&board, &mut chains, &mut step).unwrap());
            path::apply(&mut board, &step);
        }
    }
    assert!(
        searches > 100 && skipped > 100 && found > 0,
        "{searches} {skipped} {found}"
    );
}

/// Along whole paths, multiple forcing chains found with the static
/// closure (propagations made only for the chains wanted) are those found
/// without.
#[test]
fn the_closure_changes_no_multiple_search() {
    let puzzles: [&[u8; 81]; 2] = [
        b"14...8.5..7.13....8.....3....47...65......49......5..87.........5...2.84....8.7..",
        b"7.9..8..1.5......2..64..3..6.....71.....47......5....9.4.....2...8.....7...395...",
    ];
    let mut space = allocate().unwrap();
    let mut budget = Budget::new(0);
    let mut step = Step::default();
    let (mut searches, mut found) = (0, 0);
    for puzzle in puzzles {
        let mut board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
        let mut chains = Chains::new(0, None);
        while !board.is_solved() {
            let (cycles, closure) = (space.cycles.get(), space.closure.get());
            let forcing = space.forcing.get();
            let best_forcing = &mut space.best_forcing;
            forcing.prop.source.set_from(&board);
            forcing.prop.work.set_from(&board);
            cycles.graph.build(&forcing.prop.source);
            let grid = &forcing.prop.source;
            closure
                .build(grid, &cycles.graph, &mut cycles.possible, &mut budget)
                .unwrap();
            let rule = Rule::MULTIPLE;
            let shortcuts = Shortcuts {
                closure: Some(closure),
                ..Shortcuts::NONE
            };
            if same_with_shortcuts(forcing, best_forcing, rule, shortcuts) {
                found += 1;
            }
            searches += 1;
            assert!(path::next_step(&board, &mut chains, &mut step).unwrap());
            path::apply(&mut board, &step);
        }
    }
    assert!(searches > 150 && found > 100, "{searches} {found}");
}
