//! HoDoKu 2.2.0's default step table: every step type with its number, its
//! name, its level, its base score and whether the solver uses it by
//! default, in the solver's priority order. Data only; tests compare it
//! with `tests/data/hodoku/steps.tsv`, the table read from HoDoKu itself.

/// HoDoKu's five levels (and the marker of an unfinished path), easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Unfair,
    Extreme,
    /// Only the "Incomplete Solution" row has it; no rated puzzle does.
    Incomplete,
}

impl Level {
    /// The highest total score a puzzle of this level may have; above it
    /// the puzzle is raised to the next level.
    pub const fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Unfair => 1800,
            Level::Extreme | Level::Incomplete => u32::MAX,
        }
    }

    /// The next level up (Extreme stays Extreme).
    pub const fn next(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard => Level::Unfair,
            _ => Level::Extreme,
        }
    }

    /// The name HoDoKu prints, in capitals.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "EASY",
            Level::Medium => "MEDIUM",
            Level::Hard => "HARD",
            Level::Unfair => "UNFAIR",
            Level::Extreme => "EXTREME",
            Level::Incomplete => "INCOMPLETE",
        }
    }
}

/// One row of the step table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepRow {
    /// HoDoKu's step number, which is also its priority (lower first).
    pub number: u32,
    pub name: &'static str,
    pub level: Level,
    /// Added to the puzzle's score each time a step of this type is taken.
    pub score: u32,
    /// Whether the solver tries it with the default settings.
    pub enabled: bool,
}

const fn row(number: u32, name: &'static str, level: Level, score: u32, enabled: bool) -> StepRow {
    StepRow {
        number,
        name,
        level,
        score,
        enabled,
    }
}

/// The 92 rows, in the solver's priority order.
pub const STEPS: [StepRow; 92] = [
    row(100, "Full House", Level::Easy, 4, true),
    row(200, "Naked Single", Level::Easy, 4, true),
    row(300, "Hidden Single", Level::Easy, 14, true),
    row(1000, "Locked Pair", Level::Medium, 40, true),
    row(1100, "Locked Triple", Level::Medium, 60, true),
    row(
        1200,
        "Locked Candidates Type 1 (Pointing)",
        Level::Medium,
        50,
        true,
    ),
    row(
        1210,
        "Locked Candidates Type 2 (Claiming)",
        Level::Medium,
        50,
        true,
    ),
    row(1300, "Naked Pair", Level::Medium, 60, true),
    row(1400, "Naked Triple", Level::Medium, 80, true),
    row(1500, "Hidden Pair", Level::Medium, 70, true),
    row(1600, "Hidden Triple", Level::Medium, 100, true),
    row(2000, "Naked Quadruple", Level::Hard, 120, true),
    row(2100, "Hidden Quadruple", Level::Hard, 150, true),
    row(2200, "X-Wing", Level::Hard, 140, true),
    row(2300, "Swordfish", Level::Hard, 150, true),
    row(2400, "Jellyfish", Level::Hard, 160, true),
    row(2500, "Squirmbag", Level::Unfair, 470, false),
    row(2600, "Whale", Level::Unfair, 470, false),
    row(2700, "Leviathan", Level::Unfair, 470, false),
    row(2800, "Remote Pair", Level::Hard, 110, true),
    row(2900, "Bivalue Universal Grave + 1", Level::Hard, 100, true),
    row(3000, "Skyscraper", Level::Hard, 130, true),
    row(3100, "2-String Kite", Level::Hard, 150, true),
    row(3120, "Turbot Fish", Level::Hard, 120, true),
    row(3170, "Empty Rectangle", Level::Hard, 120, true),
    row(3200, "W-Wing", Level::Hard, 150, true),
    row(3300, "XY-Wing", Level::Hard, 160, true),
    row(3400, "XYZ-Wing", Level::Hard, 180, true),
    row(3500, "Uniqueness Test 1", Level::Hard, 100, true),
    row(3600, "Uniqueness Test 2", Level::Hard, 100, true),
    row(3700, "Uniqueness Test 3", Level::Hard, 100, true),
    row(3800, "Uniqueness Test 4", Level::Hard, 100, true),
    row(3900, "Uniqueness Test 5", Level::Hard, 100, true),
    row(4000, "Uniqueness Test 6", Level::Hard, 100, true),
    row(4010, "Hidden Rectangle", Level::Hard, 100, true),
    row(4020, "Avoidable Rectangle Type 1", Level::Hard, 100, true),
    row(4030, "Avoidable Rectangle Type 2", Level::Hard, 100, true),
    row(4100, "Finned X-Wing", Level::Hard, 130, true),
    row(4200, "Sashimi X-Wing", Level::Hard, 150, true),
    row(4300, "Finned Swordfish", Level::Unfair, 200, true),
    row(4400, "Sashimi Swordfish", Level::Unfair, 240, true),
    row(4500, "Finned Jellyfish", Level::Unfair, 250, true),
    row(4600, "Sashimi Jellyfish", Level::Unfair, 260, true),
    row(4700, "Finned Squirmbag", Level::Unfair, 470, false),
    row(4800, "Sashimi Squirmbag", Level::Unfair, 470, false),
    row(4900, "Finned Whale", Level::Unfair, 470, false),
    row(5000, "Sashimi Whale", Level::Unfair, 470, false),
    row(5100, "Finned Leviathan", Level::Unfair, 470, false),
    row(5200, "Sashimi Leviathan", Level::Unfair, 470, false),
    row(5300, "Sue de Coq", Level::Unfair, 250, true),
    row(5330, "Simple Colors Trap", Level::Hard, 150, true),
    row(5360, "Multi-Colors 1", Level::Hard, 200, true),
    row(5400, "X-Chain", Level::Unfair, 260, true),
    row(5500, "XY-Chain", Level::Unfair, 260, true),
    row(5600, "Continuous Nice Loop", Level::Unfair, 280, true),
    row(
        5650,
        "Grouped Continuous Nice Loop",
        Level::Unfair,
        300,
        true,
    ),
    row(5700, "Almost Locked Set XZ-Rule", Level::Unfair, 300, true),
    row(5800, "Almost Locked Set XY-Wing", Level::Unfair, 320, true),
    row(5900, "Almost Locked Set XY-Chain", Level::Unfair, 340, true),
    row(6000, "Death Blossom", Level::Unfair, 360, false),
    row(6100, "Franken X-Wing", Level::Unfair, 300, true),
    row(6200, "Franken Swordfish", Level::Unfair, 350, true),
    row(6300, "Franken Jellyfish", Level::Unfair, 370, false),
    row(6400, "Franken Squirmbag", Level::Extreme, 470, false),
    row(6500, "Franken Whale", Level::Extreme, 470, false),
    row(6600, "Franken Leviathan", Level::Extreme, 470, false),
    row(6700, "Finned Franken X-Wing", Level::Unfair, 390, true),
    row(6800, "Finned Franken Swordfish", Level::Unfair, 410, true),
    row(6900, "Finned Franken Jellyfish", Level::Unfair, 430, false),
    row(7000, "Finned Franken Squirmbag", Level::Extreme, 470, false),
    row(7100, "Finned Franken Whale", Level::Extreme, 470, false),
    row(7200, "Finned Franken Leviathan", Level::Extreme, 470, false),
    row(7300, "Mutant X-Wing", Level::Extreme, 450, false),
    row(7400, "Mutant Swordfish", Level::Extreme, 450, false),
    row(7500, "Mutant Jellyfish", Level::Extreme, 450, false),
    row(7600, "Mutant Squirmbag", Level::Extreme, 470, false),
    row(7700, "Mutant Whale", Level::Extreme, 470, false),
    row(7800, "Mutant Leviathan", Level::Extreme, 470, false),
    row(7900, "Finned Mutant X-Wing", Level::Extreme, 470, false),
    row(8000, "Finned Mutant Swordfish", Level::Extreme, 470, false),
    row(8100, "Finned Mutant Jellyfish", Level::Extreme, 470, false),
    row(8200, "Finned Mutant Squirmbag", Level::Extreme, 470, false),
    row(8300, "Finned Mutant Whale", Level::Extreme, 470, false),
    row(8400, "Finned Mutant Leviathan", Level::Extreme, 470, false),
    row(8450, "Kraken Fish Type 1", Level::Extreme, 500, false),
    row(
        8500,
        "Forcing Chain Contradiction",
        Level::Extreme,
        500,
        true,
    ),
    row(8600, "Forcing Net Contradiction", Level::Extreme, 700, true),
    row(8700, "Template Set", Level::Extreme, 10000, false),
    row(8800, "Template Delete", Level::Extreme, 10000, false),
    row(8900, "Brute Force", Level::Extreme, 10000, true),
    row(
        2147483646,
        "Incomplete Solution",
        Level::Incomplete,
        0,
        false,
    ),
    row(2147483647, "Give Up", Level::Extreme, 20000, true),
];

/// Techniques HoDoKu reports under another row of the table (the row's
/// level, score and switch are theirs): this engine's numbers for them,
/// one above the row's, their names and their row.
pub const VARIANTS: [(u32, &str, u32); 8] = [
    (5331, "Simple Colors Wrap", 5330),
    (5361, "Multi-Colors 2", 5360),
    (5601, "Discontinuous Nice Loop", 5600),
    (5602, "AIC", 5600),
    (5651, "Grouped Discontinuous Nice Loop", 5650),
    (5652, "Grouped AIC", 5650),
    (8501, "Forcing Chain Verity", 8500),
    (8601, "Forcing Net Verity", 8600),
];

/// The row with HoDoKu step number `number`; for a variant of
/// [`VARIANTS`], the row it is reported under.
pub fn step_row(number: u32) -> Option<&'static StepRow> {
    let number = VARIANTS
        .iter()
        .find(|variant| variant.0 == number)
        .map_or(number, |variant| variant.2);
    STEPS.iter().find(|row| row.number == number)
}

/// The name HoDoKu prints for a step number of the table or of
/// [`VARIANTS`].
pub fn technique_name(number: u32) -> Option<&'static str> {
    match VARIANTS.iter().find(|variant| variant.0 == number) {
        Some(variant) => Some(variant.1),
        None => step_row(number).map(|row| row.name),
    }
}

/// Step numbers of the techniques this engine uses by name.
pub mod numbers {
    pub const FULL_HOUSE: u32 = 100;
    pub const NAKED_SINGLE: u32 = 200;
    pub const HIDDEN_SINGLE: u32 = 300;
    pub const LOCKED_PAIR: u32 = 1000;
    pub const LOCKED_TRIPLE: u32 = 1100;
    pub const LOCKED_CANDIDATES_1: u32 = 1200;
    pub const LOCKED_CANDIDATES_2: u32 = 1210;
    pub const NAKED_PAIR: u32 = 1300;
    pub const NAKED_TRIPLE: u32 = 1400;
    pub const HIDDEN_PAIR: u32 = 1500;
    pub const HIDDEN_TRIPLE: u32 = 1600;
    pub const NAKED_QUADRUPLE: u32 = 2000;
    pub const HIDDEN_QUADRUPLE: u32 = 2100;
    pub const X_WING: u32 = 2200;
    pub const SWORDFISH: u32 = 2300;
    pub const JELLYFISH: u32 = 2400;
    pub const REMOTE_PAIR: u32 = 2800;
    pub const BUG_PLUS_1: u32 = 2900;
    pub const SKYSCRAPER: u32 = 3000;
    pub const TWO_STRING_KITE: u32 = 3100;
    pub const TURBOT_FISH: u32 = 3120;
    pub const EMPTY_RECTANGLE: u32 = 3170;
    pub const W_WING: u32 = 3200;
    pub const XY_WING: u32 = 3300;
    pub const XYZ_WING: u32 = 3400;
    pub const UNIQUENESS_1: u32 = 3500;
    pub const UNIQUENESS_2: u32 = 3600;
    pub const UNIQUENESS_3: u32 = 3700;
    pub const UNIQUENESS_4: u32 = 3800;
    pub const UNIQUENESS_5: u32 = 3900;
    pub const UNIQUENESS_6: u32 = 4000;
    pub const HIDDEN_RECTANGLE: u32 = 4010;
    pub const AVOIDABLE_RECTANGLE_1: u32 = 4020;
    pub const AVOIDABLE_RECTANGLE_2: u32 = 4030;
    pub const FINNED_X_WING: u32 = 4100;
    pub const SASHIMI_X_WING: u32 = 4200;
    pub const FINNED_SWORDFISH: u32 = 4300;
    pub const SASHIMI_SWORDFISH: u32 = 4400;
    pub const FINNED_JELLYFISH: u32 = 4500;
    pub const SASHIMI_JELLYFISH: u32 = 4600;
    pub const SUE_DE_COQ: u32 = 5300;
    pub const SIMPLE_COLORS_TRAP: u32 = 5330;
    pub const SIMPLE_COLORS_WRAP: u32 = 5331;
    pub const MULTI_COLORS_1: u32 = 5360;
    pub const MULTI_COLORS_2: u32 = 5361;
    pub const X_CHAIN: u32 = 5400;
    pub const XY_CHAIN: u32 = 5500;
    pub const CONTINUOUS_NICE_LOOP: u32 = 5600;
    pub const DISCONTINUOUS_NICE_LOOP: u32 = 5601;
    pub const AIC: u32 = 5602;
    pub const GROUPED_CONTINUOUS_NICE_LOOP: u32 = 5650;
    pub const GROUPED_DISCONTINUOUS_NICE_LOOP: u32 = 5651;
    pub const GROUPED_AIC: u32 = 5652;
    pub const ALS_XZ: u32 = 5700;
    pub const ALS_XY_WING: u32 = 5800;
    pub const ALS_XY_CHAIN: u32 = 5900;
    pub const FRANKEN_X_WING: u32 = 6100;
    pub const FRANKEN_SWORDFISH: u32 = 6200;
    pub const FINNED_FRANKEN_X_WING: u32 = 6700;
    pub const FINNED_FRANKEN_SWORDFISH: u32 = 6800;
    pub const FORCING_CHAIN_CONTRADICTION: u32 = 8500;
    pub const FORCING_CHAIN_VERITY: u32 = 8501;
    pub const FORCING_NET_CONTRADICTION: u32 = 8600;
    pub const FORCING_NET_VERITY: u32 = 8601;
    pub const BRUTE_FORCE: u32 = 8900;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_in_priority_order_and_58_are_enabled() {
        assert!(STEPS.windows(2).all(|w| w[0].number < w[1].number));
        assert_eq!(STEPS.iter().filter(|row| row.enabled).count(), 58);
    }

    #[test]
    fn variants_fall_between_rows_and_name_themselves() {
        for (number, name, row) in VARIANTS {
            assert!(number > row && number < row + 10);
            assert!(STEPS.iter().all(|r| r.number != number));
            assert_eq!(step_row(number).unwrap().number, row);
            assert_eq!(technique_name(number), Some(name));
        }
        assert_eq!(technique_name(5330), Some("Simple Colors Trap"));
    }

    #[test]
    fn levels_are_raised_by_their_maxima() {
        assert_eq!(Level::Easy.max_score(), 800);
        assert_eq!(Level::Unfair.next(), Level::Extreme);
        assert_eq!(Level::Extreme.next(), Level::Extreme);
    }
}
