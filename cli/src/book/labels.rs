//! The difficulty labels printed beside each puzzle's rating: names for
//! ranges of the Sudoku Explainer rating, given as `Easy:1.0-2.5,...`.

use crate::commands::generate::{parse_tenths, range};
use crate::draw::pdf::unprintable;

/// The labels when none are given: the bands of Sudoku Explainer's scale
/// where the techniques change (singles and intersections; pairs, fish and
/// wings; chains; forcing chains; dynamic chains and beyond).
pub const DEFAULT_LABELS: &str =
    "Easy:1.0-2.5,Medium:2.6-4.0,Hard:4.1-6.2,Expert:6.3-7.9,Extreme:8.0-20.0";

/// Named rating ranges, in tenths, both ends included.
#[derive(Debug, PartialEq)]
pub struct Labels(Vec<(String, u32, u32)>);

impl Labels {
    /// Reads `NAME:MIN-MAX,...`; ranges may not overlap.
    pub fn parse(text: &str) -> Result<Labels, String> {
        let mut labels: Vec<(String, u32, u32)> = Vec::new();
        for part in text.split(',') {
            let bad =
                || format!("--labels needs NAME:MIN-MAX,... as {DEFAULT_LABELS}, not '{part}'");
            let (name, bounds) = part.split_once(':').ok_or_else(bad)?;
            let name = name.trim();
            if name.is_empty() {
                return Err(bad());
            }
            if let Some(ch) = unprintable(name) {
                return Err(format!(
                    "the label '{name}' holds '{ch}', which the book's font lacks"
                ));
            }
            let (min, max) = range(bounds.trim(), parse_tenths).ok_or_else(bad)?;
            if let Some((other, ..)) = labels.iter().find(|(_, lo, hi)| min <= *hi && *lo <= max) {
                return Err(format!("the labels '{other}' and '{name}' overlap"));
            }
            labels.push((name.to_string(), min, max));
        }
        Ok(Labels(labels))
    }

    /// The name of the range holding `rating` (tenths), if any.
    pub fn of(&self, rating: u32) -> Option<&str> {
        self.0
            .iter()
            .find(|(_, min, max)| (*min..=*max).contains(&rating))
            .map(|(name, ..)| name.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_labels_cover_the_scale() {
        let labels = Labels::parse(DEFAULT_LABELS).unwrap();
        assert_eq!(labels.of(10), Some("Easy"));
        assert_eq!(labels.of(26), Some("Medium"));
        assert_eq!(labels.of(62), Some("Hard"));
        assert_eq!(labels.of(70), Some("Expert"));
        assert_eq!(labels.of(112), Some("Extreme"));
        assert_eq!(labels.of(5), None);
    }

    #[test]
    fn bad_labels_are_named() {
        let labels = Labels::parse("Gentle:1-3, Tough : 3.1-9").unwrap();
        assert_eq!(labels.of(31), Some("Tough"));
        for bad in ["Easy", ":1-2", "Easy:2-1", "Easy:x", "Easy:1.25-2", ""] {
            let err = Labels::parse(bad).unwrap_err();
            assert!(
                err.starts_with("--labels needs NAME:MIN-MAX"),
                "{bad}: {err}"
            );
        }
        assert_eq!(
            Labels::parse("A:1-3,B:3-4").unwrap_err(),
            "the labels 'A' and 'B' overlap"
        );
        assert!(Labels::parse("易:1-3").unwrap_err().contains("holds '易'"));
    }
}
