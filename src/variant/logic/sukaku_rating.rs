//! The public ratings on SukakuExplainer's scale (`sukaku_scale.rs` walks
//! its order): the rating with every step, and the rating alone, which
//! builds no step list for the singles and direct techniques (most of an
//! easy path) and keeps no step.

use super::board::BoardError;
use super::step::{Step, Technique};
use super::sukaku_scale::{walk, SukakuVariant};
use super::work::Work;

/// A rating on SukakuExplainer's scale, in tenths (ER 2.9 is 29).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SukakuRating {
    pub er: u8,
    pub ep: u8,
    pub ed: u8,
    /// Every step, with its difficulty in tenths.
    pub steps: Vec<(Step, u8)>,
}

/// Why a puzzle got no rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unrated {
    /// The grid is malformed or breaks a rule.
    Board(BoardError),
    /// SukakuExplainer would try a technique this engine lacks here.
    NeedsTechnique {
        /// What it would try next.
        needs: &'static str,
        /// Steps taken before.
        after_steps: usize,
    },
    /// The caller's work ran out (see [`rate_sukaku_scale_within`]).
    OutOfWork {
        /// Steps taken before.
        after_steps: usize,
    },
}

impl std::fmt::Display for Unrated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unrated::Board(e) => write!(f, "not rated: {e}"),
            Unrated::NeedsTechnique { needs, after_steps } => {
                write!(f, "not rated, needs {needs} (after {after_steps} steps)")
            }
            Unrated::OutOfWork { after_steps } => {
                write!(f, "not rated, out of work (after {after_steps} steps)")
            }
        }
    }
}

impl std::error::Error for Unrated {}

/// A rating on SukakuExplainer's scale without its steps: what
/// [`score_sukaku_scale`] gives, the same ER, EP and ED as
/// [`rate_sukaku_scale`]'s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SukakuScore {
    pub er: u8,
    pub ep: u8,
    pub ed: u8,
    /// How many steps the path has.
    pub steps: usize,
    /// The technique of the path's first step rated ER (None for a grid
    /// already solved).
    pub hardest: Option<Technique>,
}

/// Rates a puzzle given as givens (81 values, 0 empty) or, with
/// `candidates`, as pencil marks (81 candidate sets, every cell unsolved).
pub fn rate_sukaku_scale(
    variant: SukakuVariant,
    givens: &[u8],
    candidates: Option<&[u32]>,
) -> Result<SukakuRating, Unrated> {
    rate_sukaku_scale_within(variant, givens, candidates, &Work::unlimited())
}

/// [`rate_sukaku_scale`] within `work`: its searches (strong-link chains,
/// wings, unique loops, aligned exclusion, forcing chains of every kind)
/// stop when it runs out, and the rating is [`Unrated::OutOfWork`].
pub fn rate_sukaku_scale_within(
    variant: SukakuVariant,
    givens: &[u8],
    candidates: Option<&[u32]>,
    work: &Work,
) -> Result<SukakuRating, Unrated> {
    // About a step per empty cell (each placed by one): reserved at once
    // rather than regrown, an easy puzzle rating in tens of µs.
    let empty = match candidates {
        Some(masks) => masks.len(),
        None => givens.iter().filter(|&&v| v == 0).count(),
    };
    let mut steps = Vec::with_capacity(empty);
    let [er, ep, ed] = walk(variant, givens, candidates, work, |layout, found, d| {
        steps.push((found.into_step(layout), d));
    })?;
    Ok(SukakuRating { er, ep, ed, steps })
}

/// [`rate_sukaku_scale`]'s ER, EP and ED, its step count and hardest
/// technique, without the steps: the same path and the same errors, with
/// no list built for a single or a direct technique.
pub fn score_sukaku_scale(
    variant: SukakuVariant,
    givens: &[u8],
    candidates: Option<&[u32]>,
) -> Result<SukakuScore, Unrated> {
    score_sukaku_scale_within(variant, givens, candidates, &Work::unlimited())
}

/// [`score_sukaku_scale`] within `work`, as [`rate_sukaku_scale_within`]
/// (the same searches spend the same work).
pub fn score_sukaku_scale_within(
    variant: SukakuVariant,
    givens: &[u8],
    candidates: Option<&[u32]>,
    work: &Work,
) -> Result<SukakuScore, Unrated> {
    let (mut steps, mut hardest, mut top) = (0, None, 0);
    let [er, ep, ed] = walk(variant, givens, candidates, work, |_, found, d| {
        steps += 1;
        if hardest.is_none() || d > top {
            hardest = Some(found.technique());
            top = d;
        }
    })?;
    Ok(SukakuScore {
        er,
        ep,
        ed,
        steps,
        hardest,
    })
}
