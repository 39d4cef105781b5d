//! The tests' own check of a chain step, link by link: each chain must be a
//! derivation (every potential follows from the grid and the potentials
//! before it in its chain), and its ends must prove the step.

use super::{assignment_all, sees, Replay, CELLS};
use sudoku::logic::{ChainLink, Step, StepKind};

/// What a checked chain step held.
#[derive(Default, Debug, Clone, Copy)]
pub struct ChainCheck {
    /// Its links were cut: only the kept ones were checked.
    pub cut: bool,
    /// "Off" potentials that follow from a simple technique on the reduced
    /// grid.
    pub simple: usize,
    /// "Off" potentials that follow from a nested chain, checked by search.
    pub searched: usize,
}

fn house(h: usize) -> [usize; 9] {
    super::house(h)
}

fn houses_of(cell: usize) -> [usize; 3] {
    [cell / 9, 9 + cell % 9, 18 + cell / 27 * 3 + cell % 9 / 3]
}

fn show(link: &ChainLink) -> String {
    let sign = if link.on { "=" } else { "<>" };
    format!(
        "r{}c{}{sign}{}",
        link.cell / 9 + 1,
        link.cell % 9 + 1,
        link.digit
    )
}

/// Checks a chain step against the candidates before it.
pub fn check_chain(before: &Replay, step: &Step) -> Result<ChainCheck, String> {
    let links: Vec<ChainLink> = step.chain_links().collect();
    if links.is_empty() {
        return Err("a chain step without links".into());
    }
    let mut branches: Vec<Vec<ChainLink>> = Vec::new();
    for link in links {
        if link.starts_chain || branches.is_empty() {
            branches.push(Vec::new());
        }
        branches.last_mut().unwrap().push(link);
    }
    for branch in &branches {
        let first = branch[0];
        if before.candidates[first.cell as usize] >> (first.digit - 1) & 1 == 0 {
            return Err(format!("assumption {} is not a candidate", show(&first)));
        }
    }
    let mut check = ChainCheck {
        cut: step.links_cut,
        ..ChainCheck::default()
    };
    let first = branches[0][0];
    let last = *branches[0].last().unwrap();
    if branches.len() == 1 && !step.links_cut && key(first) == key(last) {
        return check_cycle(before, step, &branches[0]).map(|()| check);
    }
    for branch in &branches {
        derive(before, branch, &mut check)?;
    }
    if step.links_cut {
        return Ok(check);
    }
    let conclusion = conclusion(before, &branches)?;
    proves(before, step, conclusion)?;
    Ok(check)
}

/// The same candidate, other state.
fn negation(link: ChainLink) -> (u8, u8, bool) {
    (link.cell, link.digit, !link.on)
}

fn key(link: ChainLink) -> (u8, u8, bool) {
    (link.cell, link.digit, link.on)
}

/// What the chains prove, as (cell, digit, on).
fn conclusion(before: &Replay, branches: &[Vec<ChainLink>]) -> Result<(u8, u8, bool), String> {
    let starts: Vec<(u8, u8, bool)> = branches.iter().map(|b| key(b[0])).collect();
    let ends: Vec<(u8, u8, bool)> = branches.iter().map(|b| key(*b.last().unwrap())).collect();
    if branches.len() == 1 {
        // A forcing chain: the assumption leads to its negation.
        if ends[0] == negation(branches[0][0]) {
            return Ok(ends[0]);
        }
        return Err("a single chain that neither closes nor ends in its negation".into());
    }
    if branches.len() == 2 && starts[0] == starts[1] {
        // A contradiction: one assumption leads to a candidate both on and off.
        let (a, b) = (ends[0], ends[1]);
        if a.0 == b.0 && a.1 == b.1 && a.2 != b.2 {
            return Ok(negation(branches[0][0]));
        }
        return Err("two chains from one assumption that do not contradict".into());
    }
    if ends.iter().any(|&e| e != ends[0]) {
        return Err("chains that end apart".into());
    }
    let target = ends[0];
    // Every case is covered: a candidate on and off, every candidate of a
    // cell, or every place of a digit in a house.
    if branches.len() == 2
        && starts[0].0 == starts[1].0
        && starts[0].1 == starts[1].1
        && starts[0].2 != starts[1].2
    {
        return Ok(target);
    }
    if starts.iter().all(|s| s.2) {
        let cell = starts[0].0 as usize;
        if starts.iter().all(|s| s.0 as usize == cell) {
            let digits: u16 = starts.iter().fold(0, |m, s| m | 1 << (s.1 - 1));
            if digits == before.candidates[cell] && starts.len() == digits.count_ones() as usize {
                return Ok(target);
            }
        }
        let digit = starts[0].1;
        if starts.iter().all(|s| s.1 == digit) {
            let cells: Vec<usize> = starts.iter().map(|s| s.0 as usize).collect();
            for h in 0..27 {
                let places: Vec<usize> = house(h)
                    .into_iter()
                    .filter(|&c| before.candidates[c] >> (digit - 1) & 1 != 0)
                    .collect();
                if places.len() == cells.len() && places.iter().all(|c| cells.contains(c)) {
                    return Ok(target);
                }
            }
        }
    }
    Err("chains whose assumptions do not cover every case".into())
}

/// The step does what the conclusion says: a candidate "on" is placed (its
/// cell's others go), one "off" goes.
fn proves(before: &Replay, step: &Step, (cell, digit, on): (u8, u8, bool)) -> Result<(), String> {
    let cell = cell as usize;
    let bit = 1u16 << (digit - 1);
    if on {
        if step.kind != StepKind::Placement || step.cell as usize != cell || step.digit != digit {
            return Err(format!(
                "the chains prove r{}c{}={digit}, the step says otherwise",
                cell / 9 + 1,
                cell % 9 + 1
            ));
        }
        for c in 0..CELLS {
            let allowed = if c == cell {
                before.candidates[c] & !bit
            } else {
                0
            };
            if step.eliminations[c] & !allowed != 0 {
                return Err(format!(
                    "eliminates in cell {c} more than the placement does"
                ));
            }
        }
    } else {
        if step.kind != StepKind::Elimination {
            return Err("the chains prove an elimination, the step places".into());
        }
        for c in 0..CELLS {
            let want = if c == cell { bit } else { 0 };
            if step.eliminations[c] != want {
                return Err(format!(
                    "eliminates {:#x} in cell {c}, the chains prove {want:#x}",
                    step.eliminations[c]
                ));
            }
        }
    }
    Ok(())
}

/// Each potential after the first follows from the candidates before and
/// the potentials before it: "off" from an "on" in its cell or a peer with
/// its digit (or from a simple technique, or a search, on the grid reduced
/// by the "off" ones so far); "on" as the last candidate of its cell, or the
/// last place of its digit in a house, in that reduced grid.
fn derive(before: &Replay, branch: &[ChainLink], check: &mut ChainCheck) -> Result<(), String> {
    let mut cands = before.candidates;
    let mut ons: Vec<ChainLink> = Vec::new();
    let first = branch[0];
    if first.on {
        ons.push(first);
    } else {
        cands[first.cell as usize] &= !(1 << (first.digit - 1));
    }
    for (i, &link) in branch.iter().enumerate().skip(1) {
        let (cell, digit) = (link.cell as usize, link.digit);
        let bit = 1u16 << (digit - 1);
        if before.candidates[cell] & bit == 0 {
            return Err(format!("link {i} {} is not a candidate", show(&link)));
        }
        if link.on {
            // Only a chain's last potential may contradict an earlier one
            // (the assumption that leads to its own negation).
            if cands[cell] & bit == 0 && i + 1 != branch.len() {
                return Err(format!("link {i} {} is on, but already off", show(&link)));
            }
            let naked = cands[cell] & !bit == 0;
            let hidden = houses_of(cell).iter().any(|&h| {
                house(h)
                    .iter()
                    .all(|&c| c == cell || before.values[c] != 0 || cands[c] & bit == 0)
            });
            if !naked && !hidden {
                return Err(format!("link {i} {} is not a single", show(&link)));
            }
            ons.push(link);
            continue;
        }
        let weak = ons.iter().any(|on| {
            let other = on.cell as usize;
            (other == cell && on.digit != digit) || (on.digit == digit && sees(other, cell))
        });
        if !weak {
            if simple_removes(before, &cands, cell, digit) {
                check.simple += 1;
            } else if no_solution_with(before, &cands, cell, digit) {
                check.searched += 1;
            } else {
                return Err(format!("link {i} {} does not follow", show(&link)));
            }
        }
        cands[cell] &= !bit;
    }
    Ok(())
}

/// A bidirectional cycle: alternating links, weak ("on" to "off") and strong
/// in the grid ("off" to "on": a cell's two candidates, or a digit's two
/// places in a house), closing on its start; each candidate it removes sees
/// an "on" and an "off" potential of its digit and lies outside the cycle.
fn check_cycle(before: &Replay, step: &Step, cycle: &[ChainLink]) -> Result<(), String> {
    if cycle.len() < 5 || !cycle[0].on {
        return Err("a cycle too short, or not starting on".into());
    }
    for (i, pair) in cycle.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        if a.on == b.on {
            return Err(format!("cycle links {i} and {} do not alternate", i + 1));
        }
        let (ca, cb) = (a.cell as usize, b.cell as usize);
        let ok = if a.on {
            (ca == cb && a.digit != b.digit) || (a.digit == b.digit && sees(ca, cb))
        } else if ca == cb {
            before.candidates[ca] == (1 << (a.digit - 1)) | (1 << (b.digit - 1))
        } else {
            a.digit == b.digit
                && (0..27).any(|h| {
                    let places: Vec<usize> = house(h)
                        .into_iter()
                        .filter(|&c| before.candidates[c] >> (a.digit - 1) & 1 != 0)
                        .collect();
                    places.len() == 2 && places.contains(&ca) && places.contains(&cb)
                })
        };
        if !ok {
            return Err(format!(
                "cycle link {i} {} -> {} is not a link",
                show(&a),
                show(&b)
            ));
        }
    }
    if step.kind != StepKind::Elimination {
        return Err("a cycle that places".into());
    }
    let cycle_cells: Vec<usize> = cycle.iter().map(|l| l.cell as usize).collect();
    let mut any = false;
    for cell in 0..CELLS {
        for digit in 1..=9u8 {
            if step.eliminations[cell] >> (digit - 1) & 1 == 0 {
                continue;
            }
            any = true;
            let seen = |on: bool| {
                cycle
                    .iter()
                    .any(|l| l.on == on && l.digit == digit && sees(l.cell as usize, cell))
            };
            if cycle_cells.contains(&cell) || !seen(true) || !seen(false) {
                return Err(format!(
                    "cycle removes {digit} from cell {cell} without cause"
                ));
            }
            if before.candidates[cell] >> (digit - 1) & 1 == 0 {
                return Err(format!(
                    "cycle removes {digit} from cell {cell}, not a candidate"
                ));
            }
        }
    }
    if any {
        Ok(())
    } else {
        Err("a cycle that removes nothing".into())
    }
}

/// Whether pointing, claiming, a naked or hidden pair or an X-Wing on the
/// grid with candidates `cands` removes `digit` from `cell`.
fn simple_removes(before: &Replay, cands: &[u16; CELLS], cell: usize, digit: u8) -> bool {
    let bit = 1u16 << (digit - 1);
    let empty = |c: usize| before.values[c] == 0;
    let places = |h: usize, bit: u16| -> Vec<usize> {
        house(h)
            .into_iter()
            .filter(|&c| empty(c) && cands[c] & bit != 0)
            .collect()
    };
    // Pointing and claiming: the digit's places in one house all lie in
    // another house that holds the cell.
    for h1 in 0..27 {
        let p = places(h1, bit);
        if p.len() < 2 || p.contains(&cell) {
            continue;
        }
        for &h2 in &houses_of(cell) {
            if h2 != h1 && p.iter().all(|c| house(h2).contains(c)) {
                return true;
            }
        }
    }
    for &h in &houses_of(cell) {
        let cells = house(h);
        // Naked pair: two other cells of a house with the same two
        // candidates, the digit among them.
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                if a != cell
                    && b != cell
                    && empty(a)
                    && empty(b)
                    && cands[a] == cands[b]
                    && cands[a].count_ones() == 2
                    && cands[a] & bit != 0
                {
                    return true;
                }
            }
        }
        // Hidden pair: two digits with the same two places, the cell one of
        // them, the digit not one of the two.
        for d1 in 0..9u16 {
            for d2 in d1 + 1..9 {
                let (b1, b2) = (1 << d1, 1 << d2);
                if b1 == bit || b2 == bit {
                    continue;
                }
                let (p1, p2) = (places(h, b1), places(h, b2));
                if p1.len() == 2 && p1 == p2 && p1.contains(&cell) {
                    return true;
                }
            }
        }
    }
    // X-Wing: two rows (or columns) whose places for the digit are the same
    // two columns (rows), one of which holds the cell, outside the two.
    for base in [0usize, 9] {
        for l1 in 0..9 {
            for l2 in l1 + 1..9 {
                let (p1, p2) = (places(base + l1, bit), places(base + l2, bit));
                if p1.len() != 2 || p2.len() != 2 {
                    continue;
                }
                let cross = |c: usize| if base == 0 { c % 9 } else { c / 9 };
                let lines = |c: usize| if base == 0 { c / 9 } else { c % 9 };
                let covers: Vec<usize> = p1.iter().map(|&c| cross(c)).collect();
                if p2.iter().map(|&c| cross(c)).collect::<Vec<_>>() != covers {
                    continue;
                }
                if covers.contains(&cross(cell)) && lines(cell) != l1 && lines(cell) != l2 {
                    return true;
                }
            }
        }
    }
    false
}

/// Whether no completion of the grid with candidates `cands` has `digit`
/// in `cell`.
fn no_solution_with(before: &Replay, cands: &[u16; CELLS], cell: usize, digit: u8) -> bool {
    let mut domains = [0u16; CELLS];
    for c in 0..CELLS {
        domains[c] = match before.values[c] {
            0 => cands[c],
            v => 1 << (v - 1),
        };
    }
    domains[cell] &= 1 << (digit - 1);
    if domains.contains(&0) {
        return true;
    }
    assignment_all(&mut domains).is_none()
}
