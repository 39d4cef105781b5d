//! Pattern puzzles: givens exactly where a pattern says.

use super::minimise::{remove_if_unique, sets_of};
use super::symmetry::Orbits;
use super::unavoidable::UnavoidableSets;
use super::uniqueness::{has_other_solution, ValueSets};
use super::GenerateError;
use crate::geometry::{CellSet, CELLS};
use crate::grid::Cells;

/// The cells marked `x` in an 81-byte pattern of `x` (a given) and `.`
/// (no given); refuses any other byte and a pattern that `orbits` split.
pub fn read_pattern(pattern: &[u8; CELLS], orbits: &Orbits) -> Result<CellSet, GenerateError> {
    let mut cells = CellSet::EMPTY;
    for (cell, &byte) in pattern.iter().enumerate() {
        match byte {
            b'x' => cells.insert(cell),
            b'.' => {}
            _ => return Err(GenerateError::PatternInvalidByte { cell }),
        }
    }
    match orbits.first_break(cells) {
        Some(cell) => Err(GenerateError::PatternBreaksSymmetry { cell }),
        None => Ok(cells),
    }
}

/// The puzzle of `solution` on the cells of `pattern`, if its solution is
/// unique and, when `minimal`, no group of `orbits` can be removed. Out of
/// line, so that its frame is gone when the caller rates the puzzle.
#[inline(never)]
pub fn puzzle_on_pattern(
    solution: &Cells,
    pattern: CellSet,
    orbits: &Orbits,
    minimal: bool,
) -> Option<ValueSets> {
    let mut sets = sets_of(solution);
    let holes = CellSet::ALL.minus(pattern);
    for set in &mut sets[1..] {
        *set = set.and(pattern);
    }
    sets[0] = holes;
    // A cycle of two lines with no given is a second solution: cheaper to
    // find than by a search.
    let unavoidable = UnavoidableSets::of(solution);
    if unavoidable.any_without_given(pattern) || has_other_solution(&sets, solution, holes) {
        return None;
    }
    let removable = |group: &CellSet| {
        group.and(pattern) == *group
            && remove_if_unique(&mut sets.clone(), solution, *group, &unavoidable)
    };
    if minimal && orbits.groups().iter().any(removable) {
        return None;
    }
    Some(sets)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::symmetry::Symmetry;

    #[test]
    fn reads_x_and_dot_only() {
        let mut pattern = [b'.'; CELLS];
        pattern[3] = b'x';
        let orbits = Symmetry::None.orbits();
        assert_eq!(read_pattern(&pattern, orbits), Ok(CellSet::single(3)));
        for bad in [b'X', b'0', b'1', b' ', 0] {
            let mut wrong = pattern;
            wrong[70] = bad;
            assert_eq!(
                read_pattern(&wrong, orbits),
                Err(GenerateError::PatternInvalidByte { cell: 70 })
            );
        }
    }

    #[test]
    fn refuses_a_pattern_that_breaks_the_symmetry() {
        let mut pattern = [b'.'; CELLS];
        pattern[10] = b'x';
        pattern[70] = b'x';
        assert!(read_pattern(&pattern, Symmetry::Rotate180.orbits()).is_ok());
        assert_eq!(
            read_pattern(&pattern, Symmetry::MirrorLeftRight.orbits()),
            Err(GenerateError::PatternBreaksSymmetry { cell: 10 })
        );
    }
}
