//! Small hand-made positions for the techniques that read rules other than
//! rows, columns and boxes.

use super::super::builder::{ExtraHouse, RulesBuilder};
use super::super::rules::HouseKind;
use super::board::{bit, LogicBoard};
use super::layout::Layout;
use super::{LogicEngine, Technique};

/// A solved grid, (r, c) = (3r + r/3 + c) mod 9 + 1, each cell left with
/// its own digit as its one candidate, plus `extra` candidates: the
/// technique tests' blank page.
pub(super) fn solved_plus(layout: &Layout, extra: &[(usize, u8)]) -> LogicBoard {
    let mut masks: Vec<u32> = (0..81)
        .map(|cell| {
            let (r, c) = (cell / 9, cell % 9);
            1 << ((3 * r + r / 3 + c) % 9)
        })
        .collect();
    for &(cell, d) in extra {
        masks[cell] |= bit(d);
    }
    LogicBoard::from_candidates(layout, &masks).unwrap()
}

#[test]
fn windoku_has_nine_window_houses_covering_the_grid_once() {
    let rules = RulesBuilder::new(9)
        .extra(ExtraHouse::Windoku)
        .build()
        .unwrap();
    let engine = LogicEngine::new(&rules);
    let windows: Vec<_> = engine
        .layout()
        .houses
        .iter()
        .filter(|h| h.kind == HouseKind::Window)
        .collect();
    assert_eq!(windows.len(), 9);
    let mut seen = [0; 81];
    for w in &windows {
        assert_eq!(w.cells.len(), 9);
        for &c in &w.cells {
            seen[c] += 1;
        }
    }
    assert!(seen.iter().all(|&n| n == 1));
}

#[test]
fn a_cage_sum_keeps_only_its_combinations() {
    // 4x4, a cage of two cells summing to 3: only 1 and 2.
    let rules = RulesBuilder::new(4)
        .cage(vec![0, 1], Some(3))
        .build()
        .unwrap();
    let engine = LogicEngine::new(&rules);
    let board = engine.board(&[0; 16]).unwrap();
    let step = engine.next_step(&board).unwrap();
    assert_eq!(step.technique, Technique::CageCombination);
    let mut gone = step.eliminations.clone();
    gone.sort_unstable();
    assert_eq!(gone, vec![(0, 3), (0, 4), (1, 3), (1, 4)]);
}

#[test]
fn a_thermometer_orders_its_cells() {
    // 4x4, a thermometer along the first row: 1, 2, 3, 4.
    let rules = RulesBuilder::new(4)
        .thermometer(vec![0, 1, 2, 3])
        .build()
        .unwrap();
    let engine = LogicEngine::new(&rules);
    let mut board = engine.board(&[0; 16]).unwrap();
    let steps: Vec<_> = engine.steps(&mut board).collect();
    assert!(steps.iter().any(|s| s.technique == Technique::PairRule));
    assert_eq!(&board.values()[..4], &[1, 2, 3, 4]);
}

#[test]
fn generalised_locking_sees_through_a_knights_move() {
    // 9x9 anti-knight; in the centre box, 1 can only be at r4c4 or r6c6.
    // Cells outside the box that see both, one of them by a knight's move:
    // r3c6 and r6c3 (a line and a knight), r4c7 and r7c4 (the same).
    let rules = RulesBuilder::new(9).anti_knight().build().unwrap();
    let engine = LogicEngine::new(&rules);
    let mut masks = vec![0x1ffu32; 81];
    for cell in [30, 31, 32, 39, 40, 41, 48, 49, 50] {
        if cell != 30 && cell != 50 {
            masks[cell] &= !1;
        }
    }
    let board = engine.board_from_candidates(&masks).unwrap();
    let step = super::locking::generalised_locking(
        engine.layout(),
        &board,
        &super::LOCKING_KINDS,
        6,
        super::board_changes::Recall::none(),
    )
    .expect("a locked digit");
    assert_eq!(step.technique, Technique::GeneralisedLocking);
    assert_eq!(step.cells, vec![30, 50]);
    let mut gone = step.eliminations.clone();
    gone.sort_unstable();
    assert_eq!(gone, vec![(23, 1), (33, 1), (47, 1), (57, 1)]);
    let text = engine.explain(&step);
    assert!(
        text.starts_with("Generalised Locking in box 5 on 1 (r4c4, r6c6)"),
        "{text}"
    );
    // r3c6 (cell 23) sees r4c4 by a knight's move and r6c6 in column 6.
    assert!(
        text.contains("r3c6 sees r4c4 by a knight's move, r3c6 sees r6c6 in column 6"),
        "{text}"
    );
}

#[test]
fn anti_king_touches_are_named_as_king_moves() {
    let rules = RulesBuilder::new(9).anti_king().build().unwrap();
    let engine = LogicEngine::new(&rules);
    let layout = engine.layout();
    // r1c3 and r2c4: a diagonal touch across a box border.
    assert_eq!(
        super::why_sees(layout, 2, 12).as_deref(),
        Some("by a king's move")
    );
    // r1c3 and r2c3 share box 1 (boxes are named first) and column 3.
    assert_eq!(super::why_sees(layout, 2, 11).as_deref(), Some("in box 1"));
    assert_eq!(super::why_sees(layout, 2, 22), None);
}

#[test]
fn a_nonconsecutive_cell_of_two_consecutive_digits_clears_both_from_its_neighbours() {
    let rules = RulesBuilder::new(4).nonconsecutive().build().unwrap();
    let engine = LogicEngine::new(&rules);
    // Cell 0 left with {1, 2}: its neighbours 1 and 4 can hold neither.
    let mut masks = vec![0b1111u32; 16];
    masks[0] = 0b0011;
    let board = engine.board_from_candidates(&masks).unwrap();
    let step = super::nonconsecutive::forcing_cell(engine.layout(), &board).unwrap();
    let mut gone = step.eliminations.clone();
    gone.sort_unstable();
    assert_eq!(gone, vec![(1, 1), (1, 2), (4, 1), (4, 2)]);
}

#[test]
fn bad_grids_and_missing_techniques_are_refused_by_name() {
    use super::{rate_sukaku_scale, BoardError, SukakuVariant, Unrated};
    // Two 5s in the first row.
    let mut givens = [0u8; 81];
    givens[0] = 5;
    givens[8] = 5;
    let refused = rate_sukaku_scale(SukakuVariant::X, &givens, None).unwrap_err();
    assert_eq!(
        refused,
        Unrated::Board(BoardError::Contradiction { cell: 8 })
    );
    // Two 5s a knight's move apart (r1c3, r2c5), wrong under anti-knight
    // only; under X, an almost empty grid needs far more than singles.
    let mut givens = [0u8; 81];
    givens[2] = 5;
    givens[13] = 5;
    assert!(rate_sukaku_scale(SukakuVariant::AntiKnight, &givens, None).is_err());
    assert!(rate_sukaku_scale(SukakuVariant::X, &givens, None)
        .is_err_and(|e| matches!(e, Unrated::NeedsTechnique { .. })));
    assert_eq!(
        rate_sukaku_scale(SukakuVariant::X, &[0; 80], None),
        Err(Unrated::Board(BoardError::Length {
            expected: 81,
            found: 80
        }))
    );
    let text = Unrated::NeedsTechnique {
        needs: "turbot fish (strong links) or harder",
        after_steps: 3,
    }
    .to_string();
    assert_eq!(
        text,
        "not rated, needs turbot fish (strong links) or harder (after 3 steps)"
    );
}

#[test]
fn sukakuexplainer_variants_are_recognised_from_their_rules() {
    use super::SukakuVariant;
    for name in [
        "classic",
        "x",
        "windoku",
        "disjoint",
        "antiking",
        "antiknight",
        "nonconsecutive",
        "asterisk",
        "centredot",
        "girandola",
    ] {
        let v = SukakuVariant::from_name(name).unwrap();
        assert_eq!(v.name(), name);
        assert_eq!(SukakuVariant::from_rules(&v.rules()), Some(v));
    }
    // One diagonal only, or X with anti-knight, is none of them.
    let one = RulesBuilder::new(9)
        .extra(ExtraHouse::MainDiagonal)
        .build()
        .unwrap();
    assert_eq!(SukakuVariant::from_rules(&one), None);
    let both = RulesBuilder::new(9)
        .extra(ExtraHouse::MainDiagonal)
        .extra(ExtraHouse::AntiDiagonal)
        .anti_knight()
        .build()
        .unwrap();
    assert_eq!(SukakuVariant::from_rules(&both), None);
    assert_eq!(
        SukakuVariant::from_rules(&RulesBuilder::new(6).build().unwrap()),
        None
    );
}

/// Givens from the 81-character form ('.' empty).
fn givens_of(text: &str) -> Vec<u8> {
    text.bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect()
}

#[test]
fn grouped_links_and_xy_wings_rate_as_sukakuexplainer_rates_them() {
    use super::{rate_sukaku_scale, SukakuVariant, Technique};
    // Two puzzles of ../shared/data/variants/rated_dev.tsv, with
    // SukakuExplainer's ER/EP/ED there. An x puzzle whose hardest steps are
    // grouped two strong links (4.3, "Grouped 2 Strong links 106" first in
    // SukakuExplainer's path):
    let x = givens_of(
        "1.974.2.38.4.....7.......49...........61..3..2.867.......92.......8......9...6...",
    );
    let rating = rate_sukaku_scale(SukakuVariant::X, &x, None).unwrap();
    assert_eq!((rating.er, rating.ep, rating.ed), (43, 12, 12));
    let grouped = rating.steps.iter().find(|(_, d)| *d == 43).unwrap();
    // Its first: box 1 (r3c3 against r2c2 with the heart) and the
    // anti-diagonal (r8c2 or r4c6), as SukakuExplainer names it.
    assert_eq!(grouped.0.cells[..4], [20, 10, 64, 32]);
    // A windoku puzzle rated 4.2 for an XY-wing.
    let windoku = givens_of(
        ".1...53...6.........7.4......5.8.741...7..6.....9.2.........4....32............8.",
    );
    let rating = rate_sukaku_scale(SukakuVariant::Windoku, &windoku, None).unwrap();
    assert_eq!((rating.er, rating.ep, rating.ed), (42, 12, 12));
    assert!(rating
        .steps
        .iter()
        .any(|(s, d)| s.technique == Technique::XyWing && *d == 42));
}

#[test]
fn cage_pointing_takes_a_cages_digits_from_its_row_and_box() {
    // 4x4, a cage r1c1-r1c2 of 7: 3 and 4, both in every filling, so
    // neither can be elsewhere in row 1 or box 1.
    let rules = RulesBuilder::new(4)
        .cage(vec![0, 1], Some(7))
        .build()
        .unwrap();
    let engine = LogicEngine::new(&rules);
    let board = engine.board(&[0; 16]).unwrap();
    let step = super::cages::cage_pointing(engine.layout(), &board).expect("a cage pointing");
    assert_eq!(step.technique, Technique::CagePointing);
    assert_eq!(step.digits, 1 << 2);
    let mut gone = step.eliminations.clone();
    gone.sort_unstable();
    assert_eq!(gone, vec![(2, 3), (3, 3), (4, 3), (5, 3)]);
    let text = engine.explain(&step);
    assert!(text.contains("cage 7 in 2 cells must hold 3"), "{text}");
}

#[test]
fn a_house_forces_its_only_places_into_a_cage() {
    // 4x4, a cage r1c1-r2c1 of 5 (1+4 or 2+3). Column 1's other cells
    // cannot hold 4 (givens), so the cage holds 4: it is 1 and 4.
    let rules = RulesBuilder::new(4)
        .cage(vec![0, 4], Some(5))
        .build()
        .unwrap();
    let engine = LogicEngine::new(&rules);
    // r3c2 = 4 and r4c3 = 4 leave column 1 only rows 1 and 2 for a 4.
    let mut givens = [0; 16];
    givens[9] = 4;
    givens[14] = 4;
    let board = engine.board(&givens).unwrap();
    let step = super::cages::cage_combination(engine.layout(), &board).expect("a combination");
    let mut gone = step.eliminations.clone();
    gone.sort_unstable();
    assert_eq!(gone, vec![(0, 2), (0, 3), (4, 2), (4, 3)]);
    assert!(
        step.houses.len() > 1,
        "the column that forced the 4 is named"
    );
}

#[test]
fn innies_of_a_box_add_up_to_what_its_cage_leaves() {
    // 4x4 (a house sums to 10): a cage r1c1-r1c2 of 3 lies in box 1, so
    // r2c1 and r2c2 add up to 7: 3 and 4.
    let rules = RulesBuilder::new(4)
        .cage(vec![0, 1], Some(3))
        .build()
        .unwrap();
    let engine = LogicEngine::new(&rules);
    let board = engine.board(&[0; 16]).unwrap();
    let step = super::innies_outies::innies_outies(engine.layout(), &board, false).expect("innies");
    assert_eq!(step.technique, Technique::Innies(1));
    assert_eq!(step.cells, vec![4, 5]);
    let mut gone = step.eliminations.clone();
    gone.sort_unstable();
    assert_eq!(gone, vec![(4, 1), (4, 2), (5, 1), (5, 2)]);
    let text = engine.explain(&step);
    assert!(text.contains("the innies add up to 7"), "{text}");
}

#[test]
fn outies_of_a_row_add_up_to_what_the_row_leaves() {
    // 4x4 without boxes: cages r1c1-r2c1 of 3 and r1c2-r1c4 of 9 cover row
    // 1 (10). First its innie r1c1 holds 10 - 9 = 1; then r2c1 sticks out
    // and holds 3 + 9 - 10 = 2.
    let rules = RulesBuilder::new(4)
        .no_regions()
        .cage(vec![0, 4], Some(3))
        .cage(vec![1, 2, 3], Some(9))
        .build()
        .unwrap();
    let engine = LogicEngine::new(&rules);
    let mut board = engine.board(&[0; 16]).unwrap();
    let step = super::innies_outies::innies_outies(engine.layout(), &board, false).expect("innies");
    assert_eq!(step.technique, Technique::Innies(1));
    assert_eq!(step.eliminations, vec![(0, 2), (0, 3), (0, 4)]);
    engine.apply(&mut board, &step);
    let step = super::innies_outies::innies_outies(engine.layout(), &board, false).expect("outies");
    assert_eq!(step.technique, Technique::Outies(1));
    assert_eq!(step.cells, vec![4]);
    let mut gone = step.eliminations.clone();
    gone.sort_unstable();
    assert_eq!(gone, vec![(4, 1), (4, 3), (4, 4)]);
}

#[test]
fn the_law_of_leftovers_matches_a_rows_leftover_with_its_regions() {
    // 4x4 jigsaw:  A A A B / C A B B / C C D B / C D D D. Row 1 and region
    // A leave r1c4 and r2c2, which hold the same digit: r2c2 = 2.
    let regions = vec![
        vec![0, 1, 2, 5],
        vec![3, 6, 7, 11],
        vec![4, 8, 9, 12],
        vec![10, 13, 14, 15],
    ];
    let rules = RulesBuilder::new(4).regions(regions).build().unwrap();
    let engine = LogicEngine::new(&rules);
    let mut givens = [0; 16];
    givens[5] = 2;
    let board = engine.board(&givens).unwrap();
    let step = super::leftovers::law_of_leftovers(engine.layout(), &board).expect("leftovers");
    assert_eq!(step.technique, Technique::LawOfLeftovers(1));
    assert_eq!(step.cells, vec![3, 5]);
    let mut gone = step.eliminations.clone();
    gone.sort_unstable();
    assert_eq!(gone, vec![(3, 1), (3, 3), (3, 4)]);
}

#[test]
fn innies_less_outies_make_a_known_number() {
    // 4x4 without boxes: cages r1c1-r2c1 of 5, r1c2-r2c2 of 5 and
    // r1c3-r1c4-r2c4 of 9 cross row 1 (10). Counting the last cage by its
    // outie: r1c1 + r1c2 - r2c4 = 10 - 9 = 1. r1c1 and r1c2 differ, so they
    // make at least 3, and r2c4 cannot be 1.
    let rules = RulesBuilder::new(4)
        .no_regions()
        .cage(vec![0, 4], Some(5))
        .cage(vec![1, 5], Some(5))
        .cage(vec![2, 3, 7], Some(9))
        .build()
        .unwrap();
    let engine = LogicEngine::new(&rules);
    let board = engine.board(&[0; 16]).unwrap();
    let step = super::innies_outies::innies_outies(engine.layout(), &board, true).unwrap();
    assert_eq!(step.technique, Technique::InniesLessOuties(1));
    assert_eq!(step.cells, vec![0, 1, 7]);
    assert_eq!(step.eliminations, vec![(7, 1)]);
    let text = engine.explain(&step);
    assert!(text.contains("the innies less the outies make 1"), "{text}");
}

/// Direct pointing looks up one house of a kind through a cell
/// (`Layout::first_house_of_kind`): in every SukakuExplainer variant each
/// cell lies in at most one house of each kind it pairs, so that house is
/// the only one the search could take.
#[test]
fn the_locked_kinds_hold_each_cell_once_in_every_sukaku_variant() {
    for variant in super::sukaku_scale::ALL {
        let layout = Layout::new(&variant.rules());
        for &(kind1, kind2) in &super::LOCKED_PAIRS {
            for kind in [kind1, kind2] {
                for cell in 0..81 {
                    let holding: Vec<usize> = layout.houses_of_cell[cell]
                        .iter()
                        .copied()
                        .filter(|&h| layout.houses[h].kind == kind)
                        .collect();
                    assert!(holding.len() <= 1, "{variant:?} {kind:?} {cell}");
                    assert_eq!(
                        layout.first_house_of_kind(kind, cell),
                        holding.first().copied()
                    );
                }
            }
        }
    }
}
