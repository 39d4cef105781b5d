//! Variant puzzles made to order: any rule set of the variant engine, any
//! size, from a seed; killer cages and jigsaw regions made from the seed
//! too. Lives under `variant/` because it walks the engine's own board and
//! propagation (private to `variant`), and reads as `variant::generate`
//! beside `variant::solve` and `variant::count`. docs/VARIANTS.md
//! ("Generating") gives the algorithm.
//!
//! - `fill`: random complete grids (the first solution in a random digit
//!   order), and other solutions than a given one;
//! - `minimise`: givens removed in random order while unique;
//! - `exclude`: whether a removal keeps the grid the only solution;
//! - `symmetry`: the symmetries on N x N, and whether rules allow them;
//! - `killer`: cages cut from a grid, split until unique;
//! - `jigsaw`: random connected regions;
//! - `kropki`: the dots a grid has: every one with the negative rules, or
//!   some without;
//! - `thermo`: thermometers along increasing digits of a grid;
//! - `rating`: the rating bounds, on the scale that applies to the rules;
//! - `unavoidable`: sets of cells that must keep a given, from line-pair
//!   swaps of the grid;
//! - `rebuild`: a rule set back into a builder, to add cages or regions.
//!
//! ```
//! use sudoku::variant::{self, generate, RulesBuilder};
//!
//! let rules = RulesBuilder::new(6).build().unwrap();
//! let options = generate::VariantGenerateOptions { seed: 1, ..Default::default() };
//! let made = generate::generate(&rules, &options).unwrap();
//! let (count, _) = variant::count(&made.rules, &made.puzzle, 2, 0);
//! assert_eq!(count, Ok(1));
//! ```

mod buffers;
mod cdcl;
mod exclude;
mod fill;
mod house_walk;
mod jigsaw;
mod killer;
mod kropki;
mod minimise;
mod rating;
mod rebuild;
mod symmetry;
mod thermo;
mod unavoidable;

use std::fmt;

use crate::generate::rng::Rng;
use crate::generate::{GenerateError, GenerateOptions, Symmetry};
use crate::variant::{Rules, RulesBuilder, RulesError};
use buffers::Buffers;
use fill::{first_solution, Outcome};
use minimise::{Goal, Remover};
pub use rating::{rating_scale, RatingScale};
use rebuild::{builder_of, Regions};

/// Killer cages to make from the solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KillerOptions {
    /// Cells per cage, at least 1 (default 2).
    pub min_cage: u32,
    /// At most N and at least `min_cage` (default 5).
    pub max_cage: u32,
    /// False (the default): no givens, the cages split until the solution
    /// is unique. True: givens removed as for any rule set, the cages kept.
    pub givens: bool,
    /// True: neighbouring cages then merged (within `max_cage`, digits
    /// still different) while the puzzle stays unique, until no cage can
    /// merge into a neighbour without losing uniqueness.
    pub minimal_cages: bool,
}

impl Default for KillerOptions {
    fn default() -> KillerOptions {
        KillerOptions {
            min_cage: 2,
            max_cage: 5,
            givens: false,
            minimal_cages: false,
        }
    }
}

/// Kropki dots to read from the solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KropkiOptions {
    /// True (the default): every dot of the solution and both negative
    /// rules (a pair without a dot has no dot's relation). False: `dots`
    /// of them, no negative rule.
    pub all_given: bool,
    /// With `all_given` false, this many dots chosen at random (0, or more
    /// than the solution has: every one). Must be 0 with `all_given`.
    pub dots: u32,
}

impl Default for KropkiOptions {
    fn default() -> KropkiOptions {
        KropkiOptions {
            all_given: true,
            dots: 0,
        }
    }
}

/// Thermometers to draw along the solution's increasing digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThermoOptions {
    /// Lines, at least 1 (default 5); `count * min_length` at most N * N.
    pub count: u32,
    /// Cells per line, bulb included, at least 2 (default 3).
    pub min_length: u32,
    /// At most N and at least `min_length` (default 5).
    pub max_length: u32,
}

impl Default for ThermoOptions {
    fn default() -> ThermoOptions {
        ThermoOptions {
            count: 5,
            min_length: 3,
            max_length: 5,
        }
    }
}

/// What the generator adds to the caller's rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// Nothing: givens on the rules as they are.
    #[default]
    Rules,
    /// Killer cages covering the grid, made from the solution.
    Killer(KillerOptions),
    /// Random jigsaw regions in place of the rules' boxes.
    Jigsaw,
    /// Kropki dots of the solution (white: digits 1 apart, black: one
    /// twice the other, both on 1-2): every dot with the negative rules,
    /// or some without; then givens removed while unique.
    Kropki(KropkiOptions),
    /// Thermometers (digits strictly increasing from the bulb, by king
    /// moves) along the solution, no two sharing a cell; then givens
    /// removed while unique.
    Thermo(ThermoOptions),
}

/// The default [`VariantGenerateOptions::guess_budget`].
pub const DEFAULT_GUESS_BUDGET: u64 = 100_000;
/// The default [`VariantGenerateOptions::attempt_budget`].
pub const DEFAULT_ATTEMPT_BUDGET: u64 = 1_000;

/// What to generate. The default asks for a minimal puzzle on the rules as
/// they are, from seed 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantGenerateOptions {
    /// The same seed, rules and options give the same puzzle.
    pub seed: u64,
    /// The symmetry of the givens' positions; the rules must map onto
    /// themselves under it.
    pub symmetry: Symmetry,
    /// True: removing any given (any symmetric group) leaves more than one
    /// solution. False: removal stops once the givens are within bounds.
    pub minimal: bool,
    /// At least this many givens (0: no bound).
    pub min_givens: u32,
    /// At most this many givens (0: no bound).
    pub max_givens: u32,
    pub layout: Layout,
    /// True: a group of givens is removed only when the engine's
    /// propagation alone (no guess) still solves the puzzle, so the puzzle
    /// needs no guessing; minimal then means no group can go without
    /// breaking that. Depends on how strong propagation is (it grows).
    pub propagation_only: bool,
    /// Guesses allowed to each search (a grid fill, a count to two); 0 for
    /// none. A removal the budget leaves undecided keeps its givens
    /// ([`VariantGenerated::undecided`]).
    pub guess_budget: u64,
    /// Guesses allowed to each removal's search of its own (0, the
    /// default: `guess_budget`), the grid fill and cage fixes keeping
    /// `guess_budget`. A removal whose search runs out keeps its givens:
    /// every removal made was proved, so the puzzle is unique, but it is
    /// minimal only as far as the budget proved
    /// ([`Minimality::AsFarAsBudgetProved`]). Counts guesses, not time, so
    /// the puzzles stay a function of the seed.
    pub removal_budget: u64,
    /// Candidates (complete grids, with their cages or regions) tried
    /// before giving up; at least 1.
    pub attempt_budget: u64,
    /// Rating bounds in tenths (0: no bound) on the ER of the scale that
    /// applies to the made rules ([`rating_scale`]): Sudoku Explainer's for
    /// classic 9x9, SukakuExplainer's for the 9x9 variants it rates, the
    /// project's own for the rest. With a bound, puzzles the scale's
    /// techniques cannot finish are refused, and a puzzle outside the
    /// bounds is dropped for the next attempt.
    pub min_rating: u32,
    pub max_rating: u32,
}

impl Default for VariantGenerateOptions {
    fn default() -> VariantGenerateOptions {
        VariantGenerateOptions {
            seed: 0,
            symmetry: Symmetry::None,
            minimal: true,
            min_givens: 0,
            max_givens: 0,
            layout: Layout::Rules,
            propagation_only: false,
            guess_budget: DEFAULT_GUESS_BUDGET,
            removal_budget: 0,
            attempt_budget: DEFAULT_ATTEMPT_BUDGET,
            min_rating: 0,
            max_rating: 0,
        }
    }
}

/// How far a generated puzzle's givens are minimal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Minimality {
    /// `minimal` was not asked for: removal stopped within the given
    /// bounds.
    NotAsked,
    /// No given (or symmetric group) can go without losing uniqueness (or,
    /// with `propagation_only`, without needing a guess).
    Minimal,
    /// Minimal as far as the budget proved: some removals ran out of their
    /// guess budget and kept their givens (`undecided` of them), and one of
    /// those might still go. Unique all the same.
    AsFarAsBudgetProved,
}

/// A generated puzzle.
#[derive(Clone, Debug)]
pub struct VariantGenerated {
    /// The rules, with the cages or regions made for this puzzle.
    pub rules: Rules,
    /// N * N values, 0 for an empty cell.
    pub puzzle: Vec<u8>,
    /// Its only solution.
    pub solution: Vec<u8>,
    pub givens: u32,
    /// Candidates tried, this one included.
    pub attempts: u64,
    /// Removals the guess budget left undecided (their givens kept); the
    /// puzzle is minimal as asked only when this is 0.
    pub undecided: u32,
    /// Minimal, minimal as far as the budget proved, or not asked.
    pub minimality: Minimality,
    /// Its ER in tenths on [`rating_scale`]`(&rules)` when rating bounds
    /// were asked for, else 0.
    pub rating: u32,
}

/// Why no puzzle was generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantGenerateError {
    /// `min_givens` or `max_givens` above the number of cells.
    GivensOutOfRange { bound: u32, cells: u32 },
    /// `min_givens` above a non-zero `max_givens`.
    MinGivensAboveMax { min: u32, max: u32 },
    /// `min_rating` above a non-zero `max_rating`.
    MinRatingAboveMax { min: u32, max: u32 },
    /// Cage sizes outside 1..=N, or the lower above the upper.
    CageSizes { min: u32, max: u32, size: u32 },
    /// Given bounds for a killer without givens.
    KillerWithoutGivens { min_givens: u32 },
    /// A dot count with every dot given (`KropkiOptions::all_given`).
    DotCountWithEveryDot { dots: u32 },
    /// Thermometer lengths outside 2..=N, or the lower above the upper.
    ThermoLengths { min: u32, max: u32, size: u32 },
    /// No thermometer, or more of the shortest than the cells hold.
    ThermoCount {
        count: u32,
        min_length: u32,
        cells: u32,
    },
    /// The rules do not map onto themselves under the symmetry.
    SymmetryBreaksRules { symmetry: Symmetry },
    /// A symmetry asked for with cages, regions or dots made at random,
    /// which do not follow it.
    SymmetryWithRandomLayout { symmetry: Symmetry },
    /// The rules refuse the cages or regions (e.g. windoku with jigsaw
    /// regions).
    Rules(RulesError),
    /// `attempt_budget` is 0.
    ZeroAttemptBudget,
    /// No candidate of the budget met the constraints.
    BudgetExhausted { attempts: u64 },
}

impl fmt::Display for VariantGenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use VariantGenerateError::*;
        match self {
            GivensOutOfRange { bound, cells } => {
                write!(f, "given bound {bound} is above the {cells} cells")
            }
            MinGivensAboveMax { min, max } => {
                write!(f, "min_givens {min} is above max_givens {max}")
            }
            MinRatingAboveMax { min, max } => {
                write!(f, "min_rating {min} is above max_rating {max}")
            }
            CageSizes { min, max, size } => write!(
                f,
                "cage sizes {min}..={max} are not within 1..={size} in increasing order"
            ),
            KillerWithoutGivens { min_givens } => write!(
                f,
                "min_givens {min_givens} asked for a killer without givens"
            ),
            DotCountWithEveryDot { dots } => write!(
                f,
                "{dots} dots asked for with every dot given; set all_given false"
            ),
            ThermoLengths { min, max, size } => write!(
                f,
                "thermometer lengths {min}..={max} are not within 2..={size} in increasing order"
            ),
            ThermoCount {
                count,
                min_length,
                cells,
            } => write!(
                f,
                "{count} thermometers of at least {min_length} cells do not fit in {cells} cells (or none asked for)"
            ),
            SymmetryBreaksRules { symmetry } => {
                write!(f, "the rules do not map onto themselves under {symmetry:?}")
            }
            SymmetryWithRandomLayout { symmetry } => write!(
                f,
                "{symmetry:?} asked for with random cages or regions, which do not follow it"
            ),
            Rules(err) => write!(f, "{err}"),
            ZeroAttemptBudget => f.write_str("attempt_budget is 0"),
            BudgetExhausted { attempts } => {
                write!(f, "no puzzle met the constraints in {attempts} attempts")
            }
        }
    }
}

impl std::error::Error for VariantGenerateError {}

/// Generates a puzzle on `rules` as `options` ask. Classic 9x9 rules with
/// no layout (and not `propagation_only`) go to the classic generator, so
/// their puzzles are those of [`crate::generate::generate`] for the same
/// seed.
pub fn generate(
    rules: &Rules,
    options: &VariantGenerateOptions,
) -> Result<VariantGenerated, VariantGenerateError> {
    let plan = plan(rules, options)?;
    if options.layout == Layout::Rules && rules.is_classic() && !options.propagation_only {
        return classic(rules, options);
    }
    let mut scratch = Scratch {
        rules,
        options,
        plan,
        rng: Rng::new(options.seed),
        buffers: Buffers::take(rules),
    };
    let made = scratch.attempts();
    scratch.buffers.give_back();
    made
}

impl Scratch<'_> {
    /// Attempts until one gives a puzzle within the rating bounds.
    fn attempts(&mut self) -> Result<VariantGenerated, VariantGenerateError> {
        let options = self.options;
        for attempt in 1..=options.attempt_budget {
            let Some(mut made) = self.attempt() else {
                continue;
            };
            if let Some((low, high)) = self.plan.rating {
                // The stream has moved on: the next attempt draws afresh.
                let scale = rating_scale(&made.rules);
                match rating::rate_within(&made.rules, scale, &made.puzzle, low, high) {
                    Some(rating) => made.rating = rating,
                    None => continue,
                }
            }
            made.attempts = attempt;
            made.minimality = minimality(options.minimal, made.undecided);
            return Ok(made);
        }
        Err(VariantGenerateError::BudgetExhausted {
            attempts: options.attempt_budget,
        })
    }
}

/// Generates `count` puzzles on `threads` threads (0: one per core):
/// puzzle `i` is [`generate`] with seed `seed + i` (wrapping), whatever the
/// number of threads.
pub fn generate_batch(
    rules: &Rules,
    options: &VariantGenerateOptions,
    count: usize,
    threads: u32,
) -> Vec<Result<VariantGenerated, VariantGenerateError>> {
    let mut results: Vec<_> = (0..count)
        .map(|_| Err(VariantGenerateError::ZeroAttemptBudget))
        .collect();
    let threads = match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n as usize,
    }
    .clamp(1, count.max(1));
    let shares = results.chunks_mut(1).enumerate();
    crate::batch::for_each_share(shares, threads, |(index, slot)| {
        let seeded = VariantGenerateOptions {
            seed: options.seed.wrapping_add(index as u64),
            ..*options
        };
        slot[0] = generate(rules, &seeded);
    });
    results
}

/// The options checked, in the form the attempts use.
struct Plan {
    groups: symmetry::Groups,
    goal: Goal,
    /// Rating bounds, the upper `u32::MAX` when open; None when unrated.
    rating: Option<(u32, u32)>,
    /// The rules as a builder, for killer cages or kropki dots.
    base: Option<RulesBuilder>,
}

fn plan(rules: &Rules, options: &VariantGenerateOptions) -> Result<Plan, VariantGenerateError> {
    let cells = rules.cells() as u32;
    let n = rules.size() as u32;
    let (min, max) = (options.min_givens, options.max_givens);
    if let Some(bound) = [min, max].into_iter().find(|&b| b > cells) {
        return Err(VariantGenerateError::GivensOutOfRange { bound, cells });
    }
    if max != 0 && min > max {
        return Err(VariantGenerateError::MinGivensAboveMax { min, max });
    }
    let (min_rating, max_rating) = (options.min_rating, options.max_rating);
    if max_rating != 0 && min_rating > max_rating {
        return Err(VariantGenerateError::MinRatingAboveMax {
            min: min_rating,
            max: max_rating,
        });
    }
    let rating = match (min_rating, max_rating) {
        (0, 0) => None,
        (low, 0) => Some((low, u32::MAX)),
        bounds => Some(bounds),
    };
    let symmetry = options.symmetry;
    let base = match options.layout {
        Layout::Rules => {
            if !symmetry::preserves(rules, symmetry) {
                return Err(VariantGenerateError::SymmetryBreaksRules { symmetry });
            }
            None
        }
        Layout::Killer(killer) => {
            let (lo, hi) = (killer.min_cage, killer.max_cage);
            if lo == 0 || lo > hi || hi > n {
                return Err(VariantGenerateError::CageSizes {
                    min: lo,
                    max: hi,
                    size: n,
                });
            }
            if !killer.givens && min > 0 {
                return Err(VariantGenerateError::KillerWithoutGivens { min_givens: min });
            }
            Some(builder_of(rules, Regions::Keep))
        }
        Layout::Kropki(kropki) => {
            if kropki.all_given && kropki.dots != 0 {
                return Err(VariantGenerateError::DotCountWithEveryDot { dots: kropki.dots });
            }
            Some(builder_of(rules, Regions::Keep))
        }
        Layout::Thermo(thermo) => {
            let (lo, hi) = (thermo.min_length, thermo.max_length);
            if lo < 2 || lo > hi || hi > n {
                return Err(VariantGenerateError::ThermoLengths {
                    min: lo,
                    max: hi,
                    size: n,
                });
            }
            if thermo.count == 0 || u64::from(thermo.count) * u64::from(lo) > u64::from(cells) {
                return Err(VariantGenerateError::ThermoCount {
                    count: thermo.count,
                    min_length: lo,
                    cells,
                });
            }
            Some(builder_of(rules, Regions::Keep))
        }
        Layout::Jigsaw => {
            // Rows as regions: a valid layout, to find rules that refuse
            // any jigsaw before work starts.
            let rows: Vec<Vec<usize>> = (0..rules.size())
                .map(|r| (0..rules.size()).map(|c| r * rules.size() + c).collect())
                .collect();
            builder_of(rules, Regions::Replace(&rows))
                .build()
                .map_err(VariantGenerateError::Rules)?;
            None
        }
    };
    if options.layout != Layout::Rules && symmetry != Symmetry::None {
        return Err(VariantGenerateError::SymmetryWithRandomLayout { symmetry });
    }
    if options.attempt_budget == 0 {
        return Err(VariantGenerateError::ZeroAttemptBudget);
    }
    Ok(Plan {
        groups: symmetry::groups(symmetry, rules.size()),
        goal: Goal {
            minimal: options.minimal,
            min_givens: min,
            max_givens: if max == 0 { cells } else { max },
        },
        rating,
        base,
    })
}

/// One generation's state: the caller's rules and options, the plan and
/// the random stream every attempt draws from.
struct Scratch<'a> {
    rules: &'a Rules,
    options: &'a VariantGenerateOptions,
    plan: Plan,
    rng: Rng,
    /// The searches' boards and woken sets, the thread's (buffers.rs).
    buffers: Buffers,
}

impl Scratch<'_> {
    /// One candidate: None when it fails (no grid within the budget, cages
    /// that cannot be made unique, givens outside the bounds).
    fn attempt(&mut self) -> Option<VariantGenerated> {
        match self.options.layout {
            Layout::Rules => self.givens_on(self.rules.clone()),
            Layout::Jigsaw => {
                let regions = jigsaw::random_regions(self.rules.size(), &mut self.rng);
                let rules = builder_of(self.rules, Regions::Replace(&regions))
                    .build()
                    .ok()?;
                self.givens_on(rules)
            }
            Layout::Killer(killer) => self.killer(killer),
            Layout::Kropki(kropki) => {
                let n = self.rules.size();
                let solution = self.random_grid(self.rules)?;
                let base = self.plan.base.as_ref()?;
                let builder = if kropki.all_given {
                    kropki::with_every_dot(base, &solution, n)
                } else {
                    let dots = match kropki.dots {
                        0 => usize::MAX,
                        dots => dots as usize,
                    };
                    kropki::with_some_dots(base, &solution, n, dots, &mut self.rng)
                };
                let rules = builder.build().ok()?;
                self.remove_givens(rules, solution)
            }
            Layout::Thermo(thermo) => {
                let n = self.rules.size();
                let solution = self.random_grid(self.rules)?;
                let lengths = (thermo.min_length as usize, thermo.max_length as usize);
                let lines = thermo::thermometers(
                    &solution,
                    n,
                    thermo.count as usize,
                    lengths,
                    &mut self.rng,
                )?;
                let base = self.plan.base.as_ref()?;
                let rules = lines
                    .into_iter()
                    .fold(base.clone(), |builder, line| builder.thermometer(line))
                    .build()
                    .ok()?;
                self.remove_givens(rules, solution)
            }
        }
    }

    /// A random grid of `rules`, then givens removed from it.
    fn givens_on(&mut self, rules: Rules) -> Option<VariantGenerated> {
        let solution = self.random_grid(&rules)?;
        self.remove_givens(rules, solution)
    }

    fn remove_givens(&mut self, rules: Rules, solution: Vec<u8>) -> Option<VariantGenerated> {
        let remover = Remover {
            rules: &rules,
            groups: &self.plan.groups,
            goal: self.plan.goal,
            guess_budget: match self.options.removal_budget {
                0 => self.options.guess_budget,
                budget => budget,
            },
            propagation_only: self.options.propagation_only,
            first_round_budget: if self.options.propagation_only {
                0
            } else {
                minimise::FIRST_ROUND_BUDGET
            },
        };
        let removed = remover.remove_givens(&solution, &mut self.rng, &mut self.buffers)?;
        Some(VariantGenerated {
            rules,
            puzzle: removed.puzzle,
            solution,
            givens: removed.givens,
            attempts: 0,
            undecided: removed.undecided,
            minimality: Minimality::NotAsked,
            rating: 0,
        })
    }

    fn killer(&mut self, options: KillerOptions) -> Option<VariantGenerated> {
        let n = self.rules.size();
        let solution = self.random_grid(self.rules)?;
        let sizes = (options.min_cage as usize, options.max_cage as usize);
        let cages = killer::cut_cages(&solution, n, sizes, &mut self.rng)?;
        // A copy, as `remove_givens` borrows the scratch.
        let base = self.plan.base.clone()?;
        let maker = killer::Killer {
            base: &base,
            solution: &solution,
            n,
            sizes,
            guess_budget: self.options.guess_budget,
        };
        let (rules, cages, mut made) = if options.givens {
            let rules = maker.rules_with(&cages)?;
            let made = self.remove_givens(rules.clone(), solution.clone())?;
            (rules, cages, made)
        } else {
            let empty = vec![0; n * n];
            let (rules, cages) = maker.make_unique(cages, &empty, &mut self.rng)?;
            let made = VariantGenerated {
                rules: rules.clone(),
                puzzle: empty,
                solution: solution.clone(),
                givens: 0,
                attempts: 0,
                undecided: 0,
                minimality: Minimality::NotAsked,
                rating: 0,
            };
            (rules, cages, made)
        };
        if options.minimal_cages {
            (made.rules, _) = maker.merge_cages(cages, &made.puzzle, &mut self.rng)?;
        } else {
            made.rules = rules;
        }
        Some(made)
    }

    /// Each cell's digits in a random order, then the first grid of
    /// `rules` in that order (fill.rs).
    fn random_grid(&mut self, rules: &Rules) -> Option<Vec<u8>> {
        let n = rules.size();
        let mut order = Vec::with_capacity(n * n * n);
        for _ in 0..n * n {
            let start = order.len();
            order.extend(1..=n as u8);
            self.rng.shuffle(&mut order[start..]);
        }
        let empty = vec![0; n * n];
        let budget = self.options.guess_budget;
        match first_solution(rules, &empty, &order, None, budget, &mut self.buffers) {
            Outcome::Found(grid) => {
                debug_assert!(crate::variant::check(rules, &grid).is_ok());
                Some(grid)
            }
            Outcome::None | Outcome::BudgetExhausted => None,
        }
    }
}

/// What a puzzle may claim: minimal only when asked for and no removal
/// was left undecided.
fn minimality(asked: bool, undecided: u32) -> Minimality {
    match (asked, undecided) {
        (false, _) => Minimality::NotAsked,
        (true, 0) => Minimality::Minimal,
        (true, _) => Minimality::AsFarAsBudgetProved,
    }
}

/// Classic rules through the classic generator: the same puzzle as
/// [`crate::generate::generate`] gives for the seed.
fn classic(
    rules: &Rules,
    options: &VariantGenerateOptions,
) -> Result<VariantGenerated, VariantGenerateError> {
    let classic = GenerateOptions {
        seed: options.seed,
        symmetry: options.symmetry,
        minimal: options.minimal,
        min_givens: options.min_givens,
        max_givens: options.max_givens,
        min_rating: options.min_rating,
        max_rating: options.max_rating,
        attempt_budget: options.attempt_budget,
        ..GenerateOptions::default()
    };
    let digits = |text: [u8; 81]| -> Vec<u8> {
        text.iter()
            .map(|&b| if b == b'.' { 0 } else { b - b'0' })
            .collect()
    };
    match crate::generate::generate(&classic) {
        Ok(made) => Ok(VariantGenerated {
            rules: rules.clone(),
            puzzle: digits(made.puzzle),
            solution: digits(made.solution),
            givens: made.givens,
            attempts: made.attempts,
            undecided: 0,
            minimality: minimality(options.minimal, 0),
            rating: made.rating,
        }),
        Err(GenerateError::GivensOutOfRange { bound }) => {
            Err(VariantGenerateError::GivensOutOfRange { bound, cells: 81 })
        }
        Err(GenerateError::MinGivensAboveMax { min, max }) => {
            Err(VariantGenerateError::MinGivensAboveMax { min, max })
        }
        Err(GenerateError::MinRatingAboveMax { min, max }) => {
            Err(VariantGenerateError::MinRatingAboveMax { min, max })
        }
        Err(GenerateError::ZeroAttemptBudget) => Err(VariantGenerateError::ZeroAttemptBudget),
        // No pattern is asked for, so only the budget is left.
        Err(_) => Err(VariantGenerateError::BudgetExhausted {
            attempts: options.attempt_budget,
        }),
    }
}
