//! The 45 rule of killer sudoku, for any size (a house sums to
//! N(N+1)/2) and any set of disjoint full houses:
//!
//! - innies: the cells of the houses outside the cages that lie wholly
//!   inside them add up to what those cages leave of the houses' total;
//! - outies: when cages cover the houses, the cells of the cages that
//!   stick out add up to the cages' sum less the houses' total.
//!
//! Such a group is a cage of its own (with repeats allowed where cells do
//! not see each other): a candidate in none of its fillings goes.

use super::board::{digits, LogicBoard};
use super::house_unions::{unions_for_sums, HouseUnion};
use super::layout::Layout;
use super::step::{Step, Technique};
use super::sum_groups::{empty_part, fillings};

/// Groups with more empty cells than this are left alone: their sums
/// rarely say anything and their fillings are many.
const MAX_EMPTY: usize = 6;

/// The cells and total of the innie and outie groups of a union, if the
/// cages allow them: (innies, their total), (outies, their total).
type Groups = (Option<(Vec<usize>, i32)>, Option<(Vec<usize>, i32)>);

fn groups(layout: &Layout, cage_of_cell: &[Option<usize>], union: &HouseUnion) -> Groups {
    let n = layout.size as i32;
    let total = union.houses.len() as i32 * n * (n + 1) / 2;
    let mut inside_sum = 0;
    let mut partial_sum = 0;
    let mut outies = Vec::new();
    let mut innie_cells = Vec::new();
    let mut covered = true;
    let mut seen = vec![false; layout.cage_totals.len()];
    for &cell in &union.cell_list {
        let Some(cage) = cage_of_cell[cell] else {
            covered = false;
            innie_cells.push(cell);
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
            outies.extend(cells.iter().filter(|&&c| !union.cells.contains(c)));
        }
    }
    let innie_total = total - inside_sum;
    let innies = Some((innie_cells, innie_total));
    let outies = covered.then(|| (outies, partial_sum - innie_total));
    (innies, outies)
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

/// The first innie or outie group, smallest union first, whose sum removes
/// a candidate.
pub(super) fn innies_outies(layout: &Layout, board: &LogicBoard) -> Option<Step> {
    if layout.cage_totals.is_empty() {
        return None;
    }
    let cage_of_cell = cage_of_cell(layout)?;
    for union in unions_for_sums(layout) {
        let (innies, outies) = groups(layout, &cage_of_cell, &union);
        let tagged = [
            (innies, Technique::Innies(union.houses.len() as u8)),
            (outies, Technique::Outies(union.houses.len() as u8)),
        ];
        for (group, technique) in tagged {
            let Some((cells, total)) = group else {
                continue;
            };
            if let Some(step) = sum_step(layout, board, &cells, total, technique, &union) {
                return Some(step);
            }
        }
    }
    None
}

fn sum_step(
    layout: &Layout,
    board: &LogicBoard,
    cells: &[usize],
    total: i32,
    technique: Technique,
    union: &HouseUnion,
) -> Option<Step> {
    let (empty, left) = empty_part(board, cells, total);
    if empty.is_empty() || empty.len() > MAX_EMPTY {
        return None;
    }
    let found = fillings(layout, board, &empty, left, 0)?;
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
    let (innies, outies) = groups(layout, &cage_of_cell, &union);
    let group = match step.technique {
        Technique::Innies(_) => innies,
        Technique::Outies(_) => outies,
        _ => None,
    };
    group.map(|(_, total)| total)
}
