//! Hints on HoDoKu's scale, vague first, then full: the next step HoDoKu's
//! solver takes from a player's grid and pencil marks (a wrong entry or a
//! missing mark first, since every later step depends on it), told at one
//! of three levels. All three levels of one state tell the same step; a
//! lower level only leaves out fields.

use super::board::{digits_of as board_digits, Board, ALL_DIGITS};
use super::solver::{self, Stop};
use super::step::HodokuStep;
use super::table::technique_name;
use super::HodokuError;
use crate::geometry::{col_of, row_of, CellSet, CELLS};
use crate::logic::budget::Budget;
use crate::logic::hint::{read_entries, solution_of};
use crate::logic::LogicError;

pub use crate::logic::HintLevel;

/// What the next step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HintKind {
    /// A step that places at least one digit.
    Placement,
    /// A step that only removes candidates.
    Elimination,
    /// The player's entry in a cell is not the solution's digit.
    Mistake,
    /// The player's pencil marks of an empty cell lack its solution digit.
    MissingCandidate,
}

/// A hint at one level: the fields beyond the level are empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HodokuHint {
    pub level: HintLevel,
    pub kind: HintKind,
    /// The HoDoKu step number of the technique; 0 for a mistake or a
    /// missing mark.
    pub technique: u32,
    /// Level 1 on: the pattern's digits, bit `d - 1` for `d`. For a
    /// mistake, level 3 only: the wrong digit; for a missing mark, level 3
    /// only: the digit missing.
    pub digits: u16,
    /// Level 2 on: the pattern's cells (for a mistake or a missing mark,
    /// its cell).
    pub cells: CellSet,
    /// Level 3: per cell, the digit placed (as a bit).
    pub placements: [u16; CELLS],
    /// Level 3: per cell, the candidates removed.
    pub eliminations: [u16; CELLS],
}

/// The next step from a player's grid, whole: what [`HodokuHint`]s tell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HodokuNext {
    /// The first cell, row by row, whose entry is not the solution's.
    Mistake { cell: u8, digit: u8 },
    /// The first empty cell, row by row, whose pencil marks lack `digit`,
    /// its solution digit.
    MissingCandidate { cell: u8, digit: u8 },
    /// The step HoDoKu's solver takes from the player's entries and marks.
    Step(HodokuStep),
}

/// The next step from the player's state on HoDoKu's scale. `puzzle` holds
/// the givens (it must have one solution); `current` (or `None` for the
/// puzzle itself) the givens and the player's entries, which may clash;
/// `marks` (or `None` for the candidates `current`'s digits leave) the
/// player's pencil marks, bit `d - 1` for `d`, read for empty cells only,
/// as for Sudoku Explainer's [`hint`](crate::logic::hint). Marks that a
/// filled peer rules out are dropped without a step; an extra mark is not a
/// mistake. `budget` (0: none) bounds the search for the solution, then one
/// unit per technique tried.
///
/// In order: a wrong entry (the first cell, row by row, whose digit is not
/// the solution's), then a missing mark (the first empty cell whose marks
/// lack its solution digit), then HoDoKu's step from the entries, with the
/// marks' candidates: the entries are placed in cell order, then the
/// candidates the marks leave out are removed in cell and digit order, as
/// HoDoKu's solver would have removed them (which fills its queues of
/// singles).
///
/// `Err(NotRated)` when the step needs a technique this engine lacks;
/// `Err(Logic(Solved))` when `current` is complete and right;
/// `Err(Logic(InvalidCandidates))` for a mark of an empty cell above bit 8.
pub fn next_step_within(
    puzzle: &[u8; CELLS],
    current: Option<&[u8; CELLS]>,
    marks: Option<&[u16; CELLS]>,
    budget: u64,
) -> Result<HodokuNext, HodokuError> {
    let givens = crate::grid::parse(puzzle).map_err(LogicError::from)?;
    let entries = match current {
        Some(text) => read_entries(text, &givens)?,
        None => givens,
    };
    if let Some(marks) = marks {
        if let Some(cell) = (0..CELLS).find(|&c| entries[c] == 0 && marks[c] & !ALL_DIGITS != 0) {
            return Err(LogicError::InvalidCandidates { cell }.into());
        }
    }
    let solution = solution_of(puzzle, budget)?;
    if let Some(cell) = (0..CELLS).find(|&c| entries[c] != 0 && entries[c] != solution[c]) {
        return Ok(HodokuNext::Mistake {
            cell: cell as u8,
            digit: entries[cell],
        });
    }
    if entries.iter().all(|&v| v != 0) {
        return Err(LogicError::Solved.into());
    }
    let mut board = Board::new(&entries);
    if let Some(marks) = marks {
        let missing =
            (0..CELLS).find(|&c| entries[c] == 0 && marks[c] & (1 << (solution[c] - 1)) == 0);
        if let Some(cell) = missing {
            return Ok(HodokuNext::MissingCandidate {
                cell: cell as u8,
                digit: solution[cell],
            });
        }
        for (cell, &mark) in marks.iter().enumerate() {
            for digit in board_digits(board.cands[cell] & !mark) {
                board.eliminate(cell, digit);
            }
        }
    }
    // Every solution digit is still a candidate, so the board is not
    // solved and a step exists (brute force at the latest).
    match solver::next_step(&mut board, &mut Budget::new(budget)) {
        Ok(step) => Ok(HodokuNext::Step(step)),
        Err(Stop::Needs(needs)) => Err(HodokuError::NotRated {
            needs,
            steps: Vec::new(),
        }),
        Err(Stop::Budget(_)) => Err(LogicError::BudgetExhausted.into()),
        Err(Stop::Logic(err)) => Err(err.into()),
        Err(Stop::Ceiling) => unreachable!("a hint's step has no ceiling"),
    }
}

/// [`next_step_within`], told at `level`.
pub fn hint_within(
    puzzle: &[u8; CELLS],
    current: Option<&[u8; CELLS]>,
    marks: Option<&[u16; CELLS]>,
    level: HintLevel,
    budget: u64,
) -> Result<HodokuHint, HodokuError> {
    Ok(HodokuHint::new(
        &next_step_within(puzzle, current, marks, budget)?,
        level,
    ))
}

impl HodokuHint {
    /// `next` told at `level`.
    pub fn new(next: &HodokuNext, level: HintLevel) -> HodokuHint {
        let mut hint = HodokuHint {
            level,
            kind: HintKind::Mistake,
            technique: 0,
            digits: 0,
            cells: CellSet::EMPTY,
            placements: [0; CELLS],
            eliminations: [0; CELLS],
        };
        match next {
            HodokuNext::Mistake { cell, digit } | HodokuNext::MissingCandidate { cell, digit } => {
                if matches!(next, HodokuNext::MissingCandidate { .. }) {
                    hint.kind = HintKind::MissingCandidate;
                }
                if level >= HintLevel::Pattern {
                    hint.cells.insert(*cell as usize);
                }
                if level >= HintLevel::Step {
                    hint.digits = 1 << (digit - 1);
                }
            }
            HodokuNext::Step(step) => {
                hint.kind = if step.placements.is_empty() {
                    HintKind::Elimination
                } else {
                    HintKind::Placement
                };
                hint.technique = step.technique;
                hint.digits = step.digits;
                if level >= HintLevel::Pattern {
                    for &cell in &step.cells {
                        hint.cells.insert(cell as usize);
                    }
                }
                if level >= HintLevel::Step {
                    for p in &step.placements {
                        hint.placements[p.cell as usize] |= 1 << (p.digit - 1);
                    }
                    for e in &step.eliminations {
                        hint.eliminations[e.cell as usize] |= 1 << (e.digit - 1);
                    }
                }
            }
        }
        hint
    }
}

fn write_cell(f: &mut std::fmt::Formatter<'_>, cell: usize) -> std::fmt::Result {
    write!(f, "r{}c{}", row_of(cell) + 1, col_of(cell) + 1)
}

/// "1", "1 and 2", "1, 2 and 3".
fn write_list<T: std::fmt::Display>(
    f: &mut std::fmt::Formatter<'_>,
    items: &[T],
) -> std::fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == items.len() { " and " } else { ", " })?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

struct CellName(usize);

impl std::fmt::Display for CellName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write_cell(f, self.0)
    }
}

fn digits_of(mask: u16) -> Vec<u8> {
    (1..=9u8).filter(|d| mask & (1 << (d - 1)) != 0).collect()
}

/// One English sentence per level, for example "Look for a 2-String Kite on
/// digit 4.", "2-String Kite on digit 4, in r1c2, r1c6, r4c3 and r6c3.",
/// "2-String Kite on digit 4: r4c6<>4." (HoDoKu's notation: `=` places,
/// `<>` removes). Rows and columns count from 1.
impl std::fmt::Display for HodokuHint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let cells: Vec<CellName> = (0..CELLS)
            .filter(|&c| self.cells.contains(c))
            .map(CellName)
            .collect();
        if self.kind == HintKind::Mistake {
            return match (cells.first(), self.level) {
                (Some(cell), HintLevel::Step) => match digits_of(self.digits).first() {
                    Some(digit) => write!(f, "The {digit} in {cell} is wrong."),
                    None => write!(f, "The entry in {cell} is wrong."),
                },
                (Some(cell), _) => write!(f, "The entry in {cell} is wrong."),
                (None, _) => f.write_str("One of the entries is wrong."),
            };
        }
        if self.kind == HintKind::MissingCandidate {
            return match (cells.first(), self.level) {
                (Some(cell), HintLevel::Step) => match digits_of(self.digits).first() {
                    Some(digit) => write!(f, "The pencil marks of {cell} lack {digit}."),
                    None => write!(f, "The pencil marks of {cell} lack a digit."),
                },
                (Some(cell), _) => write!(f, "The pencil marks of {cell} lack a digit."),
                (None, _) => f.write_str("A pencil mark is missing."),
            };
        }
        let name = technique_name(self.technique).unwrap_or("unknown technique");
        if self.level == HintLevel::Technique {
            f.write_str("Look for: ")?;
        }
        f.write_str(name)?;
        let digits = digits_of(self.digits);
        if !digits.is_empty() {
            f.write_str(if digits.len() == 1 {
                " on digit "
            } else {
                " on digits "
            })?;
            write_list(f, &digits)?;
        }
        match self.level {
            HintLevel::Technique => f.write_str("."),
            HintLevel::Pattern => {
                if !cells.is_empty() {
                    f.write_str(", in ")?;
                    write_list(f, &cells)?;
                }
                f.write_str(".")
            }
            HintLevel::Step => {
                f.write_str(":")?;
                for (marks, op) in [(&self.placements, "="), (&self.eliminations, "<>")] {
                    for (cell, &mask) in marks.iter().enumerate() {
                        for digit in digits_of(mask) {
                            f.write_str(" ")?;
                            write_cell(f, cell)?;
                            write!(f, "{op}{digit}")?;
                        }
                    }
                }
                f.write_str(".")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::hodoku::table::numbers::TWO_STRING_KITE;
    use crate::logic::hodoku::Candidate;

    fn kite() -> HodokuNext {
        let mut step = HodokuStep::new(TWO_STRING_KITE);
        step.cells = vec![1, 5, 30, 48];
        step.digits = 1 << 3;
        step.eliminations.push(Candidate { cell: 32, digit: 4 });
        HodokuNext::Step(step)
    }

    #[test]
    fn each_level_adds_to_the_one_before() {
        let texts: Vec<String> = [HintLevel::Technique, HintLevel::Pattern, HintLevel::Step]
            .iter()
            .map(|&level| HodokuHint::new(&kite(), level).to_string())
            .collect();
        assert_eq!(texts[0], "Look for: 2-String Kite on digit 4.");
        assert_eq!(
            texts[1],
            "2-String Kite on digit 4, in r1c2, r1c6, r4c4 and r6c4."
        );
        assert_eq!(texts[2], "2-String Kite on digit 4: r4c6<>4.");
        let vague = HodokuHint::new(&kite(), HintLevel::Technique);
        assert_eq!(vague.cells, CellSet::EMPTY);
        assert_eq!(vague.eliminations, [0; CELLS]);
    }

    #[test]
    fn a_mistake_is_named_vaguely_first() {
        let next = HodokuNext::Mistake { cell: 20, digit: 7 };
        let text = |level| HodokuHint::new(&next, level).to_string();
        assert_eq!(text(HintLevel::Technique), "One of the entries is wrong.");
        assert_eq!(text(HintLevel::Pattern), "The entry in r3c3 is wrong.");
        assert_eq!(text(HintLevel::Step), "The 7 in r3c3 is wrong.");
    }

    #[test]
    fn a_missing_mark_is_named_vaguely_first() {
        let next = HodokuNext::MissingCandidate { cell: 80, digit: 4 };
        let text = |level| HodokuHint::new(&next, level).to_string();
        assert_eq!(text(HintLevel::Technique), "A pencil mark is missing.");
        assert_eq!(
            text(HintLevel::Pattern),
            "The pencil marks of r9c9 lack a digit."
        );
        assert_eq!(text(HintLevel::Step), "The pencil marks of r9c9 lack 4.");
        let full = HodokuHint::new(&next, HintLevel::Step);
        assert_eq!(
            (full.kind, full.technique, full.digits),
            (HintKind::MissingCandidate, 0, 1 << 3)
        );
    }
}
