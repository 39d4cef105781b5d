//! A variant's rules in words: which rule a grid breaks, and the rules a
//! drawing cannot show (anti-knight, anti-king, non-consecutive, negative
//! dots) as a caption.

use sudoku::variant::{BrokenRule, DotKind, HouseKind, PairSource, Rules, Violation};

/// "two equal digits in row 1 at cell 3 (row 1, column 4)", or the like.
pub fn describe(rules: &Rules, violation: &Violation) -> String {
    let n = rules.size();
    let what = match violation.rule {
        BrokenRule::House { kind, index } => {
            let cells = &rules.houses()[index].cells;
            let first = cells.first().copied().unwrap_or(0);
            let place = match kind {
                HouseKind::Row => format!("row {}", first / n + 1),
                HouseKind::Column => format!("column {}", first % n + 1),
                HouseKind::Region => match rules.box_shape() {
                    Some(_) => format!("box {}", rules.region_of(first).unwrap_or(0) + 1),
                    None => format!("region {}", rules.region_of(first).unwrap_or(0) + 1),
                },
                HouseKind::MainDiagonal => "the diagonal from the top left".into(),
                HouseKind::AntiDiagonal => "the diagonal from the bottom left".into(),
                HouseKind::Window => "a window".into(),
                HouseKind::DisjointGroup => "a disjoint group".into(),
                HouseKind::Asterisk => "the asterisk".into(),
                HouseKind::CentreDot => "the centre-dot cells".into(),
                HouseKind::Girandola => "the girandola".into(),
                HouseKind::Extra => "an extra region".into(),
                HouseKind::Cage => "a cage".into(),
            };
            format!("two equal digits in {place}")
        }
        BrokenRule::AntiKnight => "a knight's move from an equal digit".into(),
        BrokenRule::AntiKing => "a king's move from an equal digit".into(),
        BrokenRule::CageSum { cage } => match rules.cages().get(cage).and_then(|c| c.sum) {
            Some(sum) => format!("cage {} does not add up to {sum}", cage + 1),
            None => format!("cage {}'s sum", cage + 1),
        },
        BrokenRule::Pair(source) => match source {
            PairSource::Thermometer(i) => format!("thermometer {} does not rise", i + 1),
            PairSource::Dot(i) => match rules.dots().get(i).map(|dot| dot.kind) {
                Some(DotKind::Difference(d)) => {
                    format!("white dot {}: the digits do not differ by {d}", i + 1)
                }
                Some(DotKind::Ratio(r)) => {
                    format!("black dot {}: one digit is not {r} times the other", i + 1)
                }
                None => format!("dot {}", i + 1),
            },
            PairSource::NonConsecutive => "consecutive digits side by side".into(),
            PairSource::NegativeRatio => {
                "digits in ratio 2 side by side without a black dot".into()
            }
            PairSource::NegativeDifference => {
                "consecutive digits side by side without a white dot".into()
            }
        },
    };
    let cell = violation.cell;
    format!(
        "{what} at cell {cell} (row {}, column {})",
        cell / n + 1,
        cell % n + 1
    )
}

/// The rules between neighbours, which no mark in the grid shows: "",
/// or a sentence such as "Anti-knight. Non-consecutive."
pub fn caption(rules: &Rules) -> String {
    let neighbours = rules.neighbours();
    let mut parts = Vec::new();
    for (on, text) in [
        (neighbours.anti_knight, "Anti-knight"),
        (neighbours.anti_king, "Anti-king"),
        (neighbours.nonconsecutive, "Non-consecutive"),
        (neighbours.all_differences_given, "All white dots given"),
        (neighbours.all_ratios_given, "All black dots given"),
    ] {
        if on {
            parts.push(format!("{text}."));
        }
    }
    if rules
        .houses()
        .iter()
        .any(|house| house.kind == HouseKind::DisjointGroup)
    {
        parts.push("Disjoint groups.".into());
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku::variant::{check, RulesBuilder, VariantError};

    fn broken(rules: &Rules, grid: &[u8]) -> String {
        match check(rules, grid) {
            Err(VariantError::Broken(violation)) => describe(rules, &violation),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn broken_rules_in_words() {
        let rules = RulesBuilder::new(4)
            .cage(vec![0, 1], Some(3))
            .build()
            .unwrap();
        let mut grid = vec![0u8; 16];
        grid[0] = 2;
        grid[1] = 2;
        assert_eq!(
            broken(&rules, &grid),
            "two equal digits in row 1 at cell 1 (row 1, column 2)"
        );
        grid[1] = 4;
        assert_eq!(
            broken(&rules, &grid),
            "cage 1 does not add up to 3 at cell 1 (row 1, column 2)"
        );
        let rules = RulesBuilder::new(4).anti_knight().build().unwrap();
        let mut grid = vec![0u8; 16];
        grid[0] = 1;
        grid[6] = 1;
        assert_eq!(
            broken(&rules, &grid),
            "a knight's move from an equal digit at cell 6 (row 2, column 3)"
        );
        assert_eq!(caption(&rules), "Anti-knight.");
    }
}
