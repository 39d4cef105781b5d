//! A step in words, naming the rule at work: the houses by kind and number,
//! and for each elimination that rests on cells seeing each other, why they
//! see each other ("r3c4 sees r5c5 by a knight's move").

use super::super::rules::HouseKind;
use super::board::digits;
use super::layout::Layout;
use super::step::{ChainLinks, Step, Technique};

/// "r3c4": row and column from 1.
pub fn cell_name(layout: &Layout, cell: usize) -> String {
    format!("r{}c{}", cell / layout.size + 1, cell % layout.size + 1)
}

/// "row 3", "box 5", "window 2", "the main diagonal", "cage 4": the kind
/// and, where there are several, the number among houses of that kind.
pub fn house_name(layout: &Layout, house: usize) -> String {
    let kind = layout.houses[house].kind;
    let number = layout.houses[..house]
        .iter()
        .filter(|h| h.kind == kind)
        .count()
        + 1;
    match kind {
        HouseKind::Row => format!("row {number}"),
        HouseKind::Column => format!("column {number}"),
        HouseKind::Region => format!("box {number}"),
        HouseKind::DisjointGroup => format!("disjoint group {number}"),
        HouseKind::Window => format!("window {number}"),
        HouseKind::MainDiagonal => "the main diagonal".into(),
        HouseKind::AntiDiagonal => "the anti-diagonal".into(),
        HouseKind::Girandola => "the girandola".into(),
        HouseKind::Asterisk => "the asterisk".into(),
        HouseKind::CentreDot => "the centre dot".into(),
        HouseKind::Extra => format!("extra region {number}"),
        HouseKind::Cage => format!("cage {number}"),
    }
}

/// Why `a` and `b` cannot hold the same digit: a house they share, or the
/// neighbour rule that links them. None when they do not see each other.
pub fn why_sees(layout: &Layout, a: usize, b: usize) -> Option<String> {
    if a == b || !layout.peers[a].contains(b) {
        return None;
    }
    let shared = (0..layout.houses.len())
        .find(|&h| layout.house_sets[h].contains(a) && layout.house_sets[h].contains(b));
    if let Some(h) = shared {
        return Some(format!("in {}", house_name(layout, h)));
    }
    let n = layout.size;
    let rows = (a / n).abs_diff(b / n);
    let columns = (a % n).abs_diff(b % n);
    Some(match (rows, columns) {
        (1, 2) | (2, 1) => "by a knight's move".into(),
        (1, 1) => "by a king's move".into(),
        _ => "by the rule set".into(),
    })
}

/// The cells of the pattern whose seeing an eliminated cell explains it.
fn seen_cells(step: &Step) -> Vec<usize> {
    match step.technique {
        Technique::Skyscraper | Technique::TwoStringKite | Technique::TurbotFish => {
            if step.houses.len() > 3 {
                // A loop (its closing house is listed last): every cell.
                step.cells.clone()
            } else {
                // The far ends of the links.
                vec![step.cells[0], step.cells[3]]
            }
        }
        Technique::StrongLinks(k) => {
            let k = usize::from(k);
            if step.houses.len() == 2 * k {
                // A loop (its closing house is listed last): every cell.
                step.cells.clone()
            } else {
                // The chain's far ends.
                vec![step.cells[0], step.cells[2 * k - 1]]
            }
        }
        Technique::GeneralisedLocking
        | Technique::GeneralisedNakedSet(_)
        | Technique::CagePointing => step.cells.clone(),
        // The pincers.
        Technique::XyWing => step.cells[..2].to_vec(),
        // The pincers and the pivot.
        Technique::XyzWing => step.cells.clone(),
        // The wing and its pivot (a removed candidate sees those holding
        // its digit).
        Technique::WxyzWing
        | Technique::VwxyzWing
        | Technique::UvwxyzWing
        | Technique::TuvwxyzWing => step.cells.clone(),
        // A cycle's removed candidates see an on and an off potential.
        Technique::BidirectionalCycle(_) => step.cells.clone(),
        _ => Vec::new(),
    }
}

/// The step in one paragraph: technique, houses, pattern, what it places
/// and removes, and why each removed candidate's cell sees the pattern.
pub fn describe(layout: &Layout, step: &Step) -> String {
    let list = |cells: &[usize]| {
        cells
            .iter()
            .map(|&c| cell_name(layout, c))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let (Technique::Guess, [(cell, digit)]) = (step.technique, step.placements.as_slice()) {
        return format!(
            "Guess: {} = {digit}, the solution's digit; no technique of the scale finds a step here",
            cell_name(layout, *cell)
        );
    }
    let mut text = step.technique.name();
    if !step.houses.is_empty() {
        let houses: Vec<String> = step.houses.iter().map(|&h| house_name(layout, h)).collect();
        text += &format!(" in {}", houses.join(", "));
    }
    if step.digits != 0 {
        let ds: Vec<String> = digits(step.digits).map(|d| d.to_string()).collect();
        text += &format!(" on {}", ds.join(", "));
    }
    if !step.cells.is_empty() {
        text += &format!(" ({})", list(&step.cells));
    }
    if let Some(sum) = sum_sentence(layout, step) {
        text += &format!(": {sum}");
    }
    if let Some(chain) = chain_sentence(layout, step) {
        text += &format!(": {chain}");
    }
    if let Some(rule) = super::aligned_exclusion::exclusion_sentence(layout, step) {
        text += &format!(": {rule}");
    }
    for &(cell, digit) in &step.placements {
        text += &format!(": {} = {digit}", cell_name(layout, cell));
    }
    let mut removed_digits: Vec<u8> = step.eliminations.iter().map(|&(_, d)| d).collect();
    removed_digits.sort_unstable();
    removed_digits.dedup();
    for digit in removed_digits {
        let cells: Vec<usize> = step
            .eliminations
            .iter()
            .filter(|&&(_, d)| d == digit)
            .map(|&(c, _)| c)
            .collect();
        text += &format!("; {digit} leaves {}", list(&cells));
        let mut reasons = Vec::new();
        for &cell in &cells {
            for other in seen_cells(step) {
                if let Some(why) = why_sees(layout, cell, other) {
                    reasons.push(format!(
                        "{} sees {} {why}",
                        cell_name(layout, cell),
                        cell_name(layout, other)
                    ));
                }
            }
        }
        if !reasons.is_empty() {
            text += &format!(" ({})", reasons.join(", "));
        }
    }
    text
}

/// For chains, what was assumed and where it led.
fn chain_sentence(layout: &Layout, step: &Step) -> Option<String> {
    let links = match step.technique {
        Technique::ForcingChain(links)
        | Technique::BidirectionalCycle(links)
        | Technique::ForcingChainPlus(links) => links,
        _ => return None,
    };
    let mut rule = match links {
        ChainLinks::X => "a digit's last place in a house",
        ChainLinks::Y => "a cell's last candidate",
        ChainLinks::Both => "a digit's last place in a house or a cell's last candidate",
        ChainLinks::Nishio => {
            "a digit's last place in a house, once the places turned off are gone"
        }
        ChainLinks::Cell | ChainLinks::Region => {
            "a digit's last place in a house or a cell's last candidate"
        }
        ChainLinks::Contradiction | ChainLinks::Double => {
            "a digit's last place in a house or a cell's last candidate, once \
             the candidates turned off are gone"
        }
    }
    .to_string();
    if let Technique::ForcingChainPlus(_) = step.technique {
        rule += ", and what locking, hidden and naked pairs and X-wings remove \
                 from the grid the chain has reached";
    }
    if let Technique::BidirectionalCycle(_) = step.technique {
        return Some(format!(
            "the links (a digit seen in a house or by the rule set's \
             neighbours turns off, {rule} turns on) close into a cycle; a \
             candidate that sees one end of a link true and the other false goes"
        ));
    }
    let (cell, digit, assumed, found) = match (step.placements.first(), step.eliminations.first()) {
        (Some(&(c, d)), _) => (c, d, "is not", "is"),
        (None, Some(&(c, d))) => (c, d, "is", "is not"),
        _ => return None,
    };
    let name = cell_name(layout, cell);
    if matches!(links, ChainLinks::Cell | ChainLinks::Region) {
        // A region step's digits are the house's digit; its cells and a
        // cell step's start first.
        let whichever = match (links, step.houses.first(), step.cells.first()) {
            (ChainLinks::Region, Some(&h), _) => {
                let d = digits(step.digits).next().unwrap_or(digit);
                format!("wherever {d} goes in {}", house_name(layout, h))
            }
            (_, _, Some(&start)) => {
                format!("whichever candidate {} holds", cell_name(layout, start))
            }
            _ => return None,
        };
        return Some(format!(
            "{whichever}, the chains (a digit seen in a house or by the rule \
             set's neighbours, or a cell's other candidates, turning off; {rule} \
             turning on) lead to {name} {found} {digit}"
        ));
    }
    if links == ChainLinks::Double {
        let start = step
            .cells
            .first()
            .map_or(name.clone(), |&c| cell_name(layout, c));
        let d = digits(step.digits).next().unwrap_or(digit);
        return Some(format!(
            "whether {start} holds {d} or not, the chains (a digit seen in a \
             house or by the rule set's neighbours, or a cell's other \
             candidates, turning off; {rule} turning on) lead to {name} {found} {digit}"
        ));
    }
    if matches!(links, ChainLinks::Nishio | ChainLinks::Contradiction) {
        let conflict = step
            .cells
            .last()
            .map_or(name.clone(), |&c| cell_name(layout, c));
        return Some(format!(
            "assuming {name} {assumed} {digit} leads, through {rule} and a digit \
             seen in a house or by the rule set's neighbours turning off, to a \
             candidate of {conflict} both true and false, so {name} {found} {digit}"
        ));
    }
    Some(format!(
        "assuming {name} {assumed} {digit} leads, through {rule} and a digit \
         seen in a house or by the rule set's neighbours turning off, to {name} \
         {found} {digit}"
    ))
}

/// For cage and 45-rule steps, the arithmetic in words: "cage 17 in 2
/// cells holds only 8, 9", "the innies r1c1, r2c1 add up to 12".
fn sum_sentence(layout: &Layout, step: &Step) -> Option<String> {
    let holds = |allowed: u32| {
        let ds: Vec<String> = digits(allowed).map(|d| d.to_string()).collect();
        ds.join(", ")
    };
    match step.technique {
        Technique::CageCombination | Technique::CagePointing => {
            let cage = layout.cage_totals.iter().find(|cage| {
                step.houses.first() == cage.house.as_ref()
                    || (step.technique == Technique::CageCombination && cage.cells == step.cells)
            })?;
            let size = cage.cells.len();
            Some(if step.technique == Technique::CageCombination {
                format!(
                    "cage {} in {size} cells holds only {}",
                    cage.sum,
                    holds(step.digits)
                )
            } else {
                format!(
                    "cage {} in {size} cells must hold {} in its cells {}",
                    cage.sum,
                    holds(step.digits),
                    step.cells
                        .iter()
                        .map(|&c| cell_name(layout, c))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })
        }
        Technique::InniesLessOuties(_) => {
            let total = super::innies_outies::group_total(layout, step)?;
            Some(format!(
                "the innies less the outies make {total}, so they hold only {}",
                holds(step.digits)
            ))
        }
        Technique::Innies(_) | Technique::Outies(_) => {
            let total = super::innies_outies::group_total(layout, step)?;
            let side = if matches!(step.technique, Technique::Innies(_)) {
                "innies"
            } else {
                "outies"
            };
            Some(format!(
                "the {side} add up to {total}, so they hold only {}",
                holds(step.digits)
            ))
        }
        _ => None,
    }
}
