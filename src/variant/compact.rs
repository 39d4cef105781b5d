//! The compact one-line form for the common cases: a header, one space, then
//! the N * N cells row by row (docs/VARIANTS.md).
//!
//! ```text
//! 6/3x2+x 1.....
//! 9+antiknight+nonconsecutive 5.......
//! 16 1.........G....
//! ```
//!
//! The header is the size, optionally `/<rows>x<columns>` for the boxes,
//! then any number of `+flag`: `x` (both diagonals), `diagonal+`,
//! `diagonal-`, `windoku`, `disjoint`, `asterisk`, `centredot`,
//! `girandola`, `antiknight`, `antiking`, `nonconsecutive`. A cell is `.`
//! or `0` when empty, `1`-`9`, or a letter for 10 and above (`A` = 10 ...
//! `P` = 25, either case), as 16x16 and 25x25 puzzles are published.

use std::fmt;

use super::builder::{ExtraHouse, RulesBuilder, RulesError};
use super::rules::{HouseKind, Rules};

/// Why a compact line was refused; `byte` is where in the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompactError {
    /// No space between the header and the cells.
    NoCells,
    /// The size is not a number.
    Size { byte: usize },
    /// The box shape is not `<rows>x<columns>`.
    BoxShape { byte: usize },
    /// A flag this form does not know.
    Flag { byte: usize, flag: String },
    /// The cells are not N * N long.
    Length { expected: usize, found: usize },
    /// A character that is not a value of this size.
    Cell { byte: usize },
    /// The rules are impossible.
    Rules(RulesError),
}

impl fmt::Display for CompactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompactError::NoCells => write!(f, "no space between the header and the cells"),
            CompactError::Size { byte } => write!(f, "byte {byte}: the size is not a number"),
            CompactError::BoxShape { byte } => {
                write!(f, "byte {byte}: the box shape is not <rows>x<columns>")
            }
            CompactError::Flag { byte, flag } => write!(f, "byte {byte}: unknown flag \"{flag}\""),
            CompactError::Length { expected, found } => {
                write!(f, "{found} cells, not {expected}")
            }
            CompactError::Cell { byte } => write!(f, "byte {byte}: not a value of this grid"),
            CompactError::Rules(err) => write!(f, "{err}"),
        }
    }
}

impl std::error::Error for CompactError {}

const FLAGS: &[(&str, Option<ExtraHouse>)] = &[
    ("diagonal+", Some(ExtraHouse::AntiDiagonal)),
    ("diagonal-", Some(ExtraHouse::MainDiagonal)),
    ("windoku", Some(ExtraHouse::Windoku)),
    ("disjoint", Some(ExtraHouse::DisjointGroups)),
    ("asterisk", Some(ExtraHouse::Asterisk)),
    ("centredot", Some(ExtraHouse::CentreDot)),
    ("girandola", Some(ExtraHouse::Girandola)),
    ("antiknight", None),
    ("antiking", None),
    ("nonconsecutive", None),
];

/// Reads a compact line into rules and givens (N * N values, 0 empty).
pub fn parse(line: &str) -> Result<(Rules, Vec<u8>), CompactError> {
    let (header, cells) = line
        .trim_end()
        .split_once(' ')
        .ok_or(CompactError::NoCells)?;
    let shape = &header[..header.find('+').unwrap_or(header.len())];
    let (size_text, boxes) = match shape.split_once('/') {
        Some((s, b)) => (s, Some(b)),
        None => (shape, None),
    };
    let size: usize = size_text
        .parse()
        .map_err(|_| CompactError::Size { byte: 0 })?;
    let mut builder = RulesBuilder::new(size);
    if let Some(boxes) = boxes {
        let byte = size_text.len() + 1;
        let (rows, cols) = boxes
            .split_once('x')
            .ok_or(CompactError::BoxShape { byte })?;
        let rows = rows.parse().map_err(|_| CompactError::BoxShape { byte })?;
        let cols = cols.parse().map_err(|_| CompactError::BoxShape { byte })?;
        builder = builder.boxes(rows, cols);
    }
    let mut byte = shape.len() + 1;
    for flag in flags(&header[shape.len()..]) {
        builder = match (flag, FLAGS.iter().find(|(name, _)| *name == flag)) {
            ("x", _) => builder
                .extra(ExtraHouse::MainDiagonal)
                .extra(ExtraHouse::AntiDiagonal),
            (_, Some((_, Some(house)))) => builder.extra(*house),
            ("antiknight", _) => builder.anti_knight(),
            ("antiking", _) => builder.anti_king(),
            ("nonconsecutive", _) => builder.nonconsecutive(),
            _ => {
                return Err(CompactError::Flag {
                    byte,
                    flag: flag.to_string(),
                })
            }
        };
        byte += flag.len() + 1;
    }
    let rules = builder.build().map_err(CompactError::Rules)?;
    let start = header.len() + 1;
    let cells = cells.as_bytes();
    if cells.len() != size * size {
        return Err(CompactError::Length {
            expected: size * size,
            found: cells.len(),
        });
    }
    let givens = cells
        .iter()
        .enumerate()
        .map(|(i, &b)| {
            let value = match b {
                b'.' | b'0' => 0,
                b'1'..=b'9' => b - b'0',
                b'A'..=b'Z' => b - b'A' + 10,
                b'a'..=b'z' => b - b'a' + 10,
                _ => u8::MAX,
            };
            if value as usize > size {
                Err(CompactError::Cell { byte: start + i })
            } else {
                Ok(value)
            }
        })
        .collect::<Result<Vec<u8>, _>>()?;
    Ok((rules, givens))
}

/// The `+flag`s after the shape. Split by hand, not at every `+`: the flag
/// `diagonal+` holds one.
fn flags(mut rest: &str) -> impl Iterator<Item = &str> {
    std::iter::from_fn(move || {
        rest = rest.strip_prefix('+')?;
        let signed = ["diagonal+", "diagonal-"]
            .into_iter()
            .find(|name| rest.starts_with(name) && !rest[name.len()..].starts_with(|c| c != '+'));
        let end = signed.map_or_else(|| rest.find('+').unwrap_or(rest.len()), str::len);
        let (flag, after) = rest.split_at(end);
        rest = after;
        Some(flag)
    })
}

/// Writes rules and a grid in the compact form, or None when the rules hold
/// more than it says (regions, cages, thermometers, dots, extra regions).
pub fn write(rules: &Rules, grid: &[u8]) -> Option<String> {
    let n = rules.size();
    let (h, w) = rules.box_shape()?;
    let mut header = n.to_string();
    if super::default_box_shape(n) != Some((h, w)) {
        header += &format!("/{h}x{w}");
    }
    if !rules.cages().is_empty() || !rules.thermometers().is_empty() || !rules.dots().is_empty() {
        return None;
    }
    let neighbours = rules.neighbours();
    if neighbours.all_ratios_given || neighbours.all_differences_given {
        return None;
    }
    let mut disjoint_seen = false;
    for house in rules.houses() {
        let flag = match house.kind {
            HouseKind::Row | HouseKind::Column | HouseKind::Region => continue,
            HouseKind::MainDiagonal => "diagonal-",
            HouseKind::AntiDiagonal => "diagonal+",
            HouseKind::Window if house.cells[0] == 10 => "windoku",
            HouseKind::Window => continue,
            HouseKind::DisjointGroup if !disjoint_seen => {
                disjoint_seen = true;
                "disjoint"
            }
            HouseKind::DisjointGroup => continue,
            HouseKind::Asterisk => "asterisk",
            HouseKind::CentreDot => "centredot",
            HouseKind::Girandola => "girandola",
            HouseKind::Extra | HouseKind::Cage => return None,
        };
        header += "+";
        header += flag;
    }
    for (flag, name) in [
        (neighbours.anti_knight, "antiknight"),
        (neighbours.anti_king, "antiking"),
        (neighbours.nonconsecutive, "nonconsecutive"),
    ] {
        if flag {
            header += "+";
            header += name;
        }
    }
    let cells: String = grid
        .iter()
        .map(|&v| match v {
            0 => '.',
            1..=9 => (b'0' + v) as char,
            _ => (b'A' + v - 10) as char,
        })
        .collect();
    Some(format!("{header} {cells}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sizes_shapes_flags_and_letters() {
        let cells6 = "1".to_string() + &".".repeat(35);
        let (rules, givens) = parse(&format!("6/3x2+x+antiking {cells6}")).unwrap();
        assert_eq!(rules.box_shape(), Some((3, 2)));
        assert_eq!(rules.houses().len(), 18 + 2);
        assert!(rules.neighbours().anti_king);
        assert_eq!(givens[0], 1);
        let written = write(&rules, &givens).unwrap();
        assert_eq!(
            written,
            format!("6/3x2+diagonal-+diagonal+ {cells6}").replace(" 1", "+antiking 1")
        );
        let (again, _) = parse(&written).unwrap();
        assert_eq!(again.houses().len(), 18 + 2, "{written}");
        let (anti, _) = parse(&format!("6/3x2+diagonal+ {cells6}")).unwrap();
        assert_eq!(anti.houses().len(), 18 + 1);
        let (both, _) = parse(&format!("6/3x2+diagonal++antiking {cells6}")).unwrap();
        assert_eq!(both.houses().len(), 18 + 1);
        assert!(both.neighbours().anti_king);
        let cells16 = "Ga".to_string() + &".".repeat(254);
        let (rules, givens) = parse(&format!("16 {cells16}")).unwrap();
        assert_eq!((rules.size(), givens[0], givens[1]), (16, 16, 10));
        assert_eq!(
            write(&rules, &givens).unwrap(),
            format!("16 GA{}", ".".repeat(254))
        );
    }

    #[test]
    fn refusals_say_where() {
        assert_eq!(parse("9").unwrap_err(), CompactError::NoCells);
        assert_eq!(parse("q ..").unwrap_err(), CompactError::Size { byte: 0 });
        assert_eq!(
            parse("6/2y3 .").unwrap_err(),
            CompactError::BoxShape { byte: 2 }
        );
        assert_eq!(
            parse("9+x+zz .").unwrap_err(),
            CompactError::Flag {
                byte: 4,
                flag: "zz".into()
            }
        );
        assert_eq!(
            parse("4 ....").unwrap_err(),
            CompactError::Length {
                expected: 16,
                found: 4
            }
        );
        assert_eq!(
            parse("4 ...5............").unwrap_err(),
            CompactError::Cell { byte: 5 }
        );
        assert!(matches!(parse("6+windoku ."), Err(CompactError::Rules(_))));
    }
}
