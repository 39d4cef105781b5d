//! A rule set back into a builder, so that generated cages or jigsaw
//! regions can be added to the caller's rules and validated like any
//! other.

use crate::variant::rules::{DotKind, HouseKind, Rules};
use crate::variant::{ExtraHouse, RulesBuilder};

/// What to do with the regions when rebuilding.
pub(super) enum Regions<'a> {
    Keep,
    Replace(&'a [Vec<usize>]),
}

/// A builder that builds `rules` again (regions replaced if asked), to
/// which more rules can be added.
pub(super) fn builder_of(rules: &Rules, regions: Regions) -> RulesBuilder {
    let n = rules.size();
    let mut builder = RulesBuilder::new(n);
    let jigsaw: Vec<Vec<usize>> = rules
        .houses()
        .iter()
        .filter(|h| h.kind == HouseKind::Region)
        .map(|h| h.cells.clone())
        .collect();
    builder = match (regions, rules.box_shape()) {
        (Regions::Replace(list), _) => builder.regions(list.to_vec()),
        (Regions::Keep, Some((h, w))) => builder.boxes(h, w),
        (Regions::Keep, None) if jigsaw.is_empty() => builder.no_regions(),
        (Regions::Keep, None) => builder.regions(jigsaw),
    };
    for house in rules.houses() {
        builder = match house.kind {
            HouseKind::MainDiagonal => builder.extra(ExtraHouse::MainDiagonal),
            HouseKind::AntiDiagonal => builder.extra(ExtraHouse::AntiDiagonal),
            HouseKind::Window => builder.extra(ExtraHouse::Windoku),
            HouseKind::DisjointGroup => builder.extra(ExtraHouse::DisjointGroups),
            HouseKind::Asterisk => builder.extra(ExtraHouse::Asterisk),
            HouseKind::CentreDot => builder.extra(ExtraHouse::CentreDot),
            HouseKind::Girandola => builder.extra(ExtraHouse::Girandola),
            HouseKind::Extra => builder.extra_region(house.cells.clone()),
            HouseKind::Row | HouseKind::Column | HouseKind::Region | HouseKind::Cage => builder,
        };
    }
    let neighbours = rules.neighbours();
    for (on, add) in [
        (
            neighbours.anti_knight,
            RulesBuilder::anti_knight as fn(_) -> _,
        ),
        (neighbours.anti_king, RulesBuilder::anti_king),
        (neighbours.nonconsecutive, RulesBuilder::nonconsecutive),
        (neighbours.all_ratios_given, RulesBuilder::all_ratios_given),
        (
            neighbours.all_differences_given,
            RulesBuilder::all_differences_given,
        ),
    ] {
        if on {
            builder = add(builder);
        }
    }
    for cage in rules.cages() {
        builder = builder.cage(cage.cells.clone(), cage.sum);
    }
    for line in rules.thermometers() {
        builder = builder.thermometer(line.clone());
    }
    for dot in rules.dots() {
        let [a, b] = dot.cells;
        builder = match dot.kind {
            DotKind::Difference(v) => builder.difference(a, b, Some(v)),
            DotKind::Ratio(v) => builder.ratio(a, b, Some(v)),
        };
    }
    builder
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rebuilt_rule_set_has_the_same_constraints() {
        let rules = RulesBuilder::new(9)
            .extra(ExtraHouse::Windoku)
            .extra(ExtraHouse::MainDiagonal)
            .anti_king()
            .cage(vec![0, 1], Some(5))
            .thermometer(vec![20, 21, 22])
            .ratio(40, 41, None)
            .all_differences_given()
            .build()
            .unwrap();
        let again = builder_of(&rules, Regions::Keep).build().unwrap();
        assert_eq!(again.houses(), rules.houses());
        assert_eq!(again.pairs(), rules.pairs());
        assert_eq!(again.cages(), rules.cages());
        assert_eq!(again.neighbours(), rules.neighbours());
        for cell in 0..81 {
            assert_eq!(again.peers(cell), rules.peers(cell));
        }
    }
}
