//! The committed variant puzzles (tests/data/variants/*.jsonl), one record
//! a line, as tests/variant.rs and tests/variant_ffi.rs read them.

use std::path::Path;

use serde_json::Value;

pub struct Sample {
    pub id: String,
    /// The puzzle as f-puzzles JSON.
    pub json: String,
    /// Row by row, values 1..=N.
    pub solution: Vec<u8>,
}

/// tests/data/variants/sample.jsonl: three puzzles of each development set.
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
        .map(|line| {
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
        })
        .collect()
}
