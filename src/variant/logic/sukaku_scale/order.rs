//! SukakuExplainer's order of techniques: each step is the first hint of
//! the first entry, in this order, that has one (`walk`).

/// Where the order ends: strong links give a step or refuse before it.
const NEEDS_AFTER_NISHIO: &str =
    "nested dynamic forcing chains (9.5 and up, after dynamic forcing chains (+))";

/// One entry of SukakuExplainer's order.
#[derive(Clone, Copy)]
pub(super) enum Entry {
    HiddenSingle,
    DirectPointing,
    DirectHiddenSet(usize),
    NakedSingle,
    PointingClaiming,
    GeneralisedLocking,
    NakedSet(usize),
    GeneralisedNakedSet(usize),
    Fish(usize),
    HiddenSet(usize),
    NonConsecutiveForcingCell,
    LockedNonConsecutive,
    /// Two strong links, plain or grouped (skyscraper, kite, turbot fish):
    /// SukakuExplainer takes the easiest of all it finds.
    StrongLinks,
    /// XY-wing (4.2): the first pivot in cell order, then its first pincer
    /// in cell order, as SukakuExplainer searches.
    XyWing,
    /// XYZ-wing (4.4), searched the same way.
    XyzWing,
    /// Unique rectangles and loops (4.5 to 5.0): SukakuExplainer takes the
    /// easiest of all it finds.
    UniqueLoop,
    /// A chain of this many strong links (5.4 to 5.7 for three):
    /// SukakuExplainer takes the easiest of all it finds.
    StrongLinkChain(usize),
    /// A wing of this many cells and a pivot: WXYZ (3 cells, 5.5 and 5.6),
    /// VWXYZ (4, 6.2 to 6.4), UVWXYZ (5, 6.6), TUVWXYZ (6, 7.5, after the
    /// forcing chains). SukakuExplainer takes the
    /// easiest of all it finds.
    Wing(usize),
    /// A BUG, types 1 to 4 (5.6 to 6.2, `bug.rs`): the first that applies.
    Bug,
    /// Aligned exclusion of this many cells: pairs (6.2) between the
    /// VWXYZ- and the UVWXYZ-wings, triplets (7.5) after the TUVWXYZ-wings
    /// (`aligned_exclusion.rs`): SukakuExplainer takes the first it finds.
    AlignedExclusion(usize),
    /// Forcing chains and cycles (6.5 and up): SukakuExplainer takes the
    /// easiest of all it finds.
    Chains,
    /// Nishio forcing chains (7.5 and up): SukakuExplainer takes the
    /// easiest of all it finds.
    Nishio,
    /// Cell and region forcing chains (8.0 and up,
    /// `multiple_chains.rs`): SukakuExplainer takes the easiest.
    MultipleChains,
    /// Dynamic forcing chains (8.5 and up, the same search).
    DynamicChains,
    /// Dynamic forcing chains (+) (9.0 and up, the same search with the
    /// simple rules run where a walk runs dry, `plus_rules.rs`).
    DynamicChainsPlus,
    /// Where the techniques known here end.
    Missing(&'static str),
}

/// The classic order (and the base of the two others).
pub(super) const CLASSIC_ORDER: [Entry; 34] = [
    Entry::HiddenSingle,
    Entry::DirectPointing,
    Entry::DirectHiddenSet(2),
    Entry::NakedSingle,
    Entry::DirectHiddenSet(3),
    Entry::PointingClaiming,
    Entry::NakedSet(2),
    Entry::Fish(2),
    Entry::HiddenSet(2),
    Entry::NakedSet(3),
    Entry::Fish(3),
    Entry::HiddenSet(3),
    Entry::StrongLinks,
    Entry::XyWing,
    Entry::XyzWing,
    Entry::UniqueLoop,
    Entry::NakedSet(4),
    Entry::Fish(4),
    Entry::HiddenSet(4),
    Entry::StrongLinkChain(3),
    Entry::Wing(3),
    Entry::Bug,
    Entry::StrongLinkChain(4),
    Entry::Wing(4),
    Entry::AlignedExclusion(2),
    Entry::Wing(5),
    Entry::Chains,
    Entry::Wing(6),
    Entry::AlignedExclusion(3),
    Entry::Nishio,
    Entry::MultipleChains,
    Entry::DynamicChains,
    Entry::DynamicChainsPlus,
    Entry::Missing(NEEDS_AFTER_NISHIO),
];

/// The other variants' order: the classic one with generalised locking
/// for pointing and claiming, and generalised naked sets for the naked
/// sets.
pub(super) const VARIANT_ORDER: [Entry; 34] = {
    let mut order = CLASSIC_ORDER;
    let mut i = 0;
    while i < order.len() {
        order[i] = match order[i] {
            Entry::PointingClaiming => Entry::GeneralisedLocking,
            Entry::NakedSet(size) => Entry::GeneralisedNakedSet(size),
            other => other,
        };
        i += 1;
    }
    order
};

/// Non-consecutive's order: the classic one with its two techniques right
/// after naked singles.
pub(super) const NONCONSECUTIVE_ORDER: [Entry; 36] = {
    let mut order = [Entry::HiddenSingle; 36];
    let (mut from, mut to) = (0, 0);
    while from < CLASSIC_ORDER.len() {
        order[to] = CLASSIC_ORDER[from];
        to += 1;
        if matches!(CLASSIC_ORDER[from], Entry::NakedSingle) {
            order[to] = Entry::NonConsecutiveForcingCell;
            order[to + 1] = Entry::LockedNonConsecutive;
            to += 2;
        }
        from += 1;
    }
    order
};
