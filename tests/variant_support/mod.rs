//! The committed variant puzzles (tests/data/variants/*.jsonl), one record
//! a line, as tests/variant.rs and tests/variant_ffi.rs read them.

use std::path::Path;

use serde_json::Value;

#[allow(dead_code)]
pub mod ffi;
#[allow(dead_code)]
pub mod rated;

#[allow(dead_code)]
pub struct Sample {
    pub id: String,
    /// The puzzle as f-puzzles JSON.
    pub json: String,
    /// Row by row, values 1..=N.
    pub solution: Vec<u8>,
}

/// tests/data/variants/sample.jsonl: three puzzles of each development set.
#[allow(dead_code)]
pub fn samples() -> Vec<Sample> {
    read_set("sample.jsonl")
}

pub fn read_set(name: &str) -> Vec<Sample> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/variants")
        .join(name);
    read_path(&path)
}

/// A file of the same records anywhere (the shared development sets).
#[allow(dead_code)]
pub fn read_path(path: &Path) -> Vec<Sample> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(parse_record)
        .collect()
}

/// The first record of sample.jsonl whose id starts with `prefix`, the
/// other lines left unparsed: the C ABI tests that Miri interprets need one
/// puzzle, and parsing all 50 KB of JSON there took minutes.
#[allow(dead_code)]
pub fn first_sample(prefix: &str) -> Sample {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/sample.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    let key = format!("{{\"id\":\"{prefix}");
    let line = text
        .lines()
        .find(|line| line.starts_with(&key))
        .unwrap_or_else(|| panic!("no sample's id starts with {prefix}"));
    parse_record(line)
}

fn parse_record(line: &str) -> Sample {
    let record: Value = serde_json::from_str(line).unwrap();
    Sample {
        id: record["id"].as_str().unwrap().to_string(),
        json: record["puzzle"].to_string(),
        solution: record["solution"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap() as u8)
            .collect(),
    }
}

/// The f-puzzles JSON of a 9x9 puzzle of a SukakuExplainer variant (by the
/// shared rated sets' names), its extra houses listed cell by cell, for
/// test-support's own reader.
#[allow(dead_code)]
pub fn sukaku_variant_json(variant: &str, givens: &[u8]) -> String {
    let rc = |c: usize| format!("\"R{}C{}\"", c / 9 + 1, c % 9 + 1);
    let region = |cells: &[usize]| {
        let names: Vec<String> = cells.iter().map(|&c| rc(c)).collect();
        format!("{{\"cells\":[{}]}}", names.join(","))
    };
    let windows: Vec<String> = [(1, 1), (1, 5), (5, 1), (5, 5)]
        .iter()
        .map(|&(t, l)| {
            region(
                &(0..9)
                    .map(|k| (t + k / 3) * 9 + l + k % 3)
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    let rule = match variant {
        "x" => "\"diagonal+\":true,\"diagonal-\":true".to_string(),
        "windoku" => format!("\"extraregion\":[{}]", windows.join(",")),
        "disjoint" => "\"disjointgroups\":true".to_string(),
        "antiking" => "\"antiking\":true".to_string(),
        "antiknight" => "\"antiknight\":true".to_string(),
        "nonconsecutive" => "\"nonconsecutive\":true".to_string(),
        "asterisk" => format!(
            "\"extraregion\":[{}]",
            region(&[13, 20, 24, 37, 40, 43, 56, 60, 67])
        ),
        "centredot" => format!(
            "\"extraregion\":[{}]",
            region(&[10, 13, 16, 37, 40, 43, 64, 67, 70])
        ),
        "girandola" => format!(
            "\"extraregion\":[{}]",
            region(&[0, 8, 13, 37, 40, 43, 67, 72, 80])
        ),
        "classic" => String::new(),
        other => panic!("unknown variant {other}"),
    };
    let rows: Vec<String> = (0..9)
        .map(|r| {
            let cells: Vec<String> = (0..9)
                .map(|c| match givens[r * 9 + c] {
                    0 => "{}".to_string(),
                    v => format!("{{\"value\":{v},\"given\":true}}"),
                })
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    let rule = if rule.is_empty() {
        rule
    } else {
        format!(",{rule}")
    };
    format!("{{\"size\":9,\"grid\":[{}]{rule}}}", rows.join(","))
}
