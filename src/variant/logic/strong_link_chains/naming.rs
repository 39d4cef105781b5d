//! SukakuExplainer's names and ratings for strong-link chains, from the
//! count of links, the grouped ones and the house types in chain order.

/// SukakuExplainer's base rating in tenths for chains of `count` links.
fn base_rating(count: usize) -> u8 {
    40 + 14 + 4 * (count as u8 - 3)
}

/// SukakuExplainer's name for a chain's house types: the types in chain
/// order or reversed, whichever reads first, then (with a row among
/// them) rows and columns swapped wherever that reads first; without a
/// row, columns are spelled as rows.
pub(super) fn types_name(types: &[usize]) -> String {
    let spell = |v: &mut dyn Iterator<Item = usize>| v.map(|t| t.to_string()).collect::<String>();
    let forward = spell(&mut types.iter().copied());
    let backward = spell(&mut types.iter().rev().copied());
    let chain: Vec<usize> = if forward <= backward {
        types.to_vec()
    } else {
        types.iter().rev().copied().collect()
    };
    let swap = |t: usize| match t {
        1 => 2,
        2 => 1,
        t => t,
    };
    if chain.contains(&1) {
        let original = spell(&mut chain.iter().copied());
        let swapped = spell(&mut chain.iter().map(|&t| swap(t)));
        let swapped_back = spell(&mut chain.iter().rev().map(|&t| swap(t)));
        original.min(swapped.min(swapped_back))
    } else {
        spell(&mut chain.iter().map(|&t| if t == 2 { 1 } else { t }))
    }
}

/// The rating of a chain of `count` links with this name (grouped links
/// count first).
#[cfg(test)]
fn rating(count: usize, name: &str) -> u8 {
    rating_of(count, usize::from(!name.starts_with('0')), &name[1..])
}

/// The rating of a chain of `count` links, `grouped` of them grouped,
/// with these types (`types_name`).
pub(super) fn rating_of(count: usize, grouped: usize, types: &str) -> u8 {
    let base = base_rating(count);
    if grouped > 0 || types.bytes().any(|b| b > b'2') {
        base + 3
    } else if !types.contains('0') && !types.contains('2') {
        base
    } else if types.contains('0') && types.contains('2') {
        base + 2
    } else {
        base + 1
    }
}

#[cfg(test)]
mod tests {
    use super::{rating, types_name};

    #[test]
    fn names_and_ratings_follow_the_link_houses() {
        // Parallel lines only: 5.4, columns spelled as rows.
        assert_eq!(types_name(&[1, 1, 1]), "111");
        assert_eq!(types_name(&[2, 2, 2]), "111");
        assert_eq!(rating(3, "0111"), 54);
        // A row and a column: 5.5; a box and lines of one kind: 5.5.
        assert_eq!(types_name(&[1, 2, 1]), "121");
        assert_eq!(rating(3, "0121"), 55);
        assert_eq!(types_name(&[0, 2, 2]), "011");
        assert_eq!(rating(3, "0011"), 55);
        // A box, a row and a column: 5.6, whichever the order.
        assert_eq!(types_name(&[2, 0, 1]), "102");
        assert_eq!(rating(3, &format!("0{}", types_name(&[2, 0, 1]))), 56);
        // A grouped link or a variant house: 5.7; four links start at 5.8.
        assert_eq!(rating(3, "1111"), 57);
        assert_eq!(rating(3, &format!("0{}", types_name(&[1, 1, 5]))), 57);
        assert_eq!(rating(4, "01111"), 58);
    }
}
