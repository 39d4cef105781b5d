//! The 45 rule of killer sudoku, for any size (a house sums to
//! N(N+1)/2) and any set of disjoint full houses:
//!
//! - innies: the cells of the houses outside the cages that lie wholly
//!   inside them add up to what those cages leave of the houses' total;
//! - outies: when cages cover the houses, the cells of the cages that
//!   stick out add up to the cages' sum less the houses' total;
//! - both at once: each crossing cage counted by its smaller side, the
//!   innies less the outies make a known number.
//!
//! Such a group is a cage of its own (with repeats allowed where cells do
//! not see each other): a candidate in none of its fillings goes.

use super::board::{digits, LogicBoard};
use super::house_unions::{unions_for_sums, HouseUnion};
use super::layout::Layout;
use super::step::{Step, Technique};
use super::sum_groups::signed_fillings;

/// Groups with more empty cells than this are left alone: their sums
/// rarely say anything and their fillings are many.
const MAX_EMPTY: usize = 6;

/// Cells and their total.
type Group = Option<(Vec<usize>, i32)>;

/// The groups of a union the cages allow.
struct Groups {
    innies: Group,
    outies: Group,
    /// Innies and outies together, as "the innies less the outies make
    /// t": each cage that crosses the union counted by its smaller side.
    /// The cells, their signs (1 in, -1 out) and t.
    mixed: Option<(Vec<usize>, Vec<i32>, i32)>,
}

fn groups(layout: &Layout, cage_of_cell: &[Option<usize>], union: &HouseUnion) -> Groups {
    let n = layout.size as i32;
    let total = union.houses.len() as i32 * n * (n + 1) / 2;
    let mut inside_sum = 0;
    let mut partial_sum = 0;
    let mut outies = Vec::new();
    let mut innie_cells = Vec::new();
    let mut covered = true;
    let mut seen = vec![false; layout.cage_totals.len()];
    // The mixed group: start from the innies and flip each crossing cage
    // whose outside part is smaller (its inside cells are its sum less the
    // outside ones).
    let mut mixed_in: Vec<usize> = Vec::new();
    let mut mixed_out: Vec<usize> = Vec::new();
    let mut flipped_sum = 0;
    for &cell in &union.cell_list {
        let Some(cage) = cage_of_cell[cell] else {
            covered = false;
            innie_cells.push(cell);
            mixed_in.push(cell);
            continue;
        };
        let cells = &layout.cage_totals[cage].cells;
        let wholly = cells.iter().all(|&c| union.cells.contains(c));
        if !wholly {
            innie_cells.push(cell);
        }
        if seen[cage] {
            continue;
        }
        seen[cage] = true;
        let sum = layout.cage_totals[cage].sum as i32;
        if wholly {
            inside_sum += sum;
        } else {
            partial_sum += sum;
            let (inner, outer): (Vec<usize>, Vec<usize>) =
                cells.iter().partition(|&&c| union.cells.contains(c));
            if outer.len() < inner.len() {
                flipped_sum += sum;
                mixed_out.extend(&outer);
            } else {
                mixed_in.extend(&inner);
            }
            outies.extend(outer);
        }
    }
    let innie_total = total - inside_sum;
    let mixed = (!mixed_in.is_empty() && !mixed_out.is_empty()).then(|| {
        let signs = [vec![1; mixed_in.len()], vec![-1; mixed_out.len()]].concat();
        mixed_in.extend(&mixed_out);
        (mixed_in, signs, innie_total - flipped_sum)
    });
    Groups {
        innies: Some((innie_cells, innie_total)),
        outies: covered.then(|| (outies, partial_sum - innie_total)),
        mixed,
    }
}

/// Each cell's cage with a sum; None for the whole layout when a cell
/// lies in two such cages (the sums would count it twice).
fn cage_of_cell(layout: &Layout) -> Option<Vec<Option<usize>>> {
    let mut of = vec![None; layout.size * layout.size];
    for (index, cage) in layout.cage_totals.iter().enumerate() {
        for &c in &cage.cells {
            if of[c].replace(index).is_some() {
                return None;
            }
        }
    }
    Some(of)
}

/// The first innie or outie group (or, with `mixed`, the first group of
/// innies less outies), smallest union first, whose sum removes a
/// candidate.
pub(super) fn innies_outies(layout: &Layout, board: &LogicBoard, mixed: bool) -> Option<Step> {
    if layout.cage_totals.is_empty() {
        return None;
    }
    let cage_of_cell = cage_of_cell(layout)?;
    for union in unions_for_sums(layout) {
        let groups = groups(layout, &cage_of_cell, &union);
        let k = union.houses.len() as u8;
        let tagged = [
            (groups.innies, Technique::Innies(k)),
            (groups.outies, Technique::Outies(k)),
        ];
        for (group, technique) in tagged {
            let Some((cells, total)) = group.filter(|_| !mixed) else {
                continue;
            };
            let signs = vec![1; cells.len()];
            if let Some(step) = sum_step(layout, board, (&cells, &signs, total), technique, &union)
            {
                return Some(step);
            }
        }
        if let Some((cells, signs, total)) = groups.mixed.filter(|_| mixed) {
            let technique = Technique::InniesLessOuties(k);
            if let Some(step) = sum_step(layout, board, (&cells, &signs, total), technique, &union)
            {
                return Some(step);
            }
        }
    }
    None
}

/// The step a signed group (cells, signs, total) gives, if any.
fn sum_step(
    layout: &Layout,
    board: &LogicBoard,
    (cells, signs, total): (&[usize], &[i32], i32),
    technique: Technique,
    union: &HouseUnion,
) -> Option<Step> {
    let mut left = total;
    let mut empty = Vec::new();
    let mut empty_signs = Vec::new();
    for (&c, &sign) in cells.iter().zip(signs) {
        match board.values[c] {
            0 => {
                empty.push(c);
                empty_signs.push(sign);
            }
            v => left -= sign * v as i32,
        }
    }
    if empty.is_empty() || empty.len() > MAX_EMPTY {
        return None;
    }
    let found = signed_fillings(layout, board, &empty, &empty_signs, left, 0)?;
    if found.allowed.contains(&0) {
        return None;
    }
    let eliminations: Vec<(usize, u8)> = empty
        .iter()
        .zip(&found.allowed)
        .flat_map(|(&c, &ok)| digits(board.candidates[c] & !ok).map(move |d| (c, d)))
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    Some(Step {
        technique,
        placements: Vec::new(),
        eliminations,
        houses: union.houses.clone(),
        cells: cells.to_vec(),
        digits: found.allowed.iter().fold(0, |m, &a| m | a),
    })
}

/// The total of a 45-rule step's cells, for its text: the houses' total
/// less the cages wholly inside (innies), or the sticking-out cages' sum
/// less what the houses leave them (outies).
pub(super) fn group_total(layout: &Layout, step: &Step) -> Option<i32> {
    let cage_of_cell = cage_of_cell(layout)?;
    let union = unions_for_sums(layout)
        .into_iter()
        .find(|u| u.houses == step.houses)?;
    let groups = groups(layout, &cage_of_cell, &union);
    let group = match step.technique {
        Technique::Innies(_) => groups.innies,
        Technique::Outies(_) => groups.outies,
        Technique::InniesLessOuties(_) => groups.mixed.map(|(cells, _, t)| (cells, t)),
        _ => None,
    };
    group.map(|(_, total)| total)
}
