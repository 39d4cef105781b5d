use super::*;

const PUZZLE: &[u8; 81] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn below_from(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed;
    move |n| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) % n as u64) as usize
    }
}

fn dots_as_zeros(grid: &[u8; 81]) -> [u8; 81] {
    grid.map(|b| if b == b'.' { b'0' } else { b })
}

#[test]
fn column_orders_are_distinct_and_keep_stacks() {
    let mut sorted = COLUMN_ORDERS.to_vec();
    sorted.dedup();
    assert_eq!(sorted.len(), 1296, "listed in strictly increasing order");
    for order in COLUMN_ORDERS {
        let t = Transform {
            cols: order,
            ..Transform::IDENTITY
        };
        t.validate().unwrap();
    }
}

#[test]
fn the_transform_maps_the_grid_onto_its_form() {
    let canon = canonical(PUZZLE).unwrap();
    assert_eq!(dots_as_zeros(&canon.transform.apply(PUZZLE)), canon.form);
    assert!(canon.form <= dots_as_zeros(PUZZLE));
    assert_eq!(canon.automorphisms, 1);
}

#[test]
fn random_transforms_give_the_same_form() {
    let canon = canonical(PUZZLE).unwrap();
    let mut below = below_from(5);
    for _ in 0..20 {
        let moved = Transform::draw(&mut below).apply(PUZZLE);
        let again = canonical(&moved).unwrap();
        assert_eq!(again.form, canon.form);
        assert_eq!(again.automorphisms, canon.automorphisms);
        assert_eq!(dots_as_zeros(&again.transform.apply(&moved)), again.form);
    }
}

#[test]
fn the_empty_grid_is_fixed_by_every_geometric_transform() {
    let canon = canonical(&[b'.'; 81]).unwrap();
    assert_eq!(canon.form, [b'0'; 81]);
    assert_eq!(canon.automorphisms, 3_359_232);
}

#[test]
fn pattern_form_forgets_the_digits() {
    let pattern = canonical_pattern(PUZZLE).unwrap();
    assert!(pattern.form.iter().all(|&b| b == b'0' || b == b'1'));
    let givens = PUZZLE.iter().filter(|b| b.is_ascii_digit()).count();
    assert_eq!(pattern.form.iter().filter(|&&b| b == b'1').count(), givens);
    let relabelled = PUZZLE.map(|b| if b.is_ascii_digit() { b'9' } else { b });
    assert_eq!(canonical_pattern(&relabelled).unwrap().form, pattern.form);
    let moved = pattern.transform.apply(PUZZLE);
    let mask = moved.map(|b| if b == b'.' { b'0' } else { b'1' });
    assert_eq!(mask, pattern.form);
}

#[test]
fn batches_answer_as_one_by_one_for_any_thread_count() {
    let mut below = below_from(9);
    let mut grids: Vec<[u8; 81]> = (0..40)
        .map(|_| Transform::draw(&mut below).apply(PUZZLE))
        .collect();
    grids[7][3] = b'?';
    for pattern in [false, true] {
        let expected: Vec<_> = grids
            .iter()
            .map(|g| {
                if pattern {
                    canonical_pattern(g)
                } else {
                    canonical(g)
                }
            })
            .collect();
        for threads in [1, 2, 3] {
            assert_eq!(canonical_batch(&grids, pattern, threads), expected);
        }
    }
}

/// Grids whose emptiest row does not open the form: the first row of
/// each form has fewer empty cells than some row of the grid. Forms
/// from the MinLex program (1to9only/MinLex-MaxLex, canonical.9.3Rx3C.c,
/// built in scratch).
#[test]
fn the_first_row_may_hold_fewer_empty_cells_than_another() {
    let cases: [(&[u8; 81], &[u8; 81]); 2] = [
        (
            b"...4..7...5..1..6..4.....8......1..89...8653..8..4.29...8.....7.751..3..1.3..9...",
            b"000000123000004005016020700000200070082043000700091300000508004050062000600000500",
        ),
        (
            b"..51.7....8...2.4.1...43..2.9.4..1...2.....6.....8...4..9...2....6....7.3..7....5",
            b"000000123000004005001050600000270040003000006780000900009005002010800050200060000",
        ),
    ];
    for (puzzle, form) in cases {
        assert_eq!(&canonical(puzzle).unwrap().form, form);
    }
}

#[test]
fn refuses_only_bytes_outside_the_alphabet() {
    let mut bad = *PUZZLE;
    bad[40] = b'x';
    assert_eq!(
        canonical(&bad),
        Err(GridError::InvalidCharacter { cell: 40 })
    );
    let mut clash = *PUZZLE;
    clash[1] = b'5';
    assert!(canonical(&clash).is_ok());
}
