//! Every command reads what another command writes: the output of each
//! command that writes puzzles or grids goes into each command that reads
//! them, and none refuses a line; what followed a puzzle on its line comes
//! out after the answer.

mod common;

use common::{stdout, sudoku, PUZZLE, SOLUTION};

/// The commands that read puzzles, each with --json where it has one.
const READERS: [&[&str]; 7] = [
    &["solve", "--json"],
    &["check", "--json"],
    &["count", "--json"],
    &["rate", "--json"],
    &["hint", "--json"],
    &["explain", "--json"],
    &["solve", "--threads", "2", "--json"],
];

/// What the commands that write puzzles or grids write.
fn written() -> Vec<(String, String)> {
    let generated = stdout(&["generate", "3", "--seed", "7"], "");
    let with_solution = stdout(&["generate", "3", "--seed", "7", "--with-solution"], "");
    let named = format!("{PUZZLE}\t# first\n{PUZZLE} 3.4\n");
    let mut outputs = vec![
        ("generate".to_string(), generated.clone()),
        (
            "generate --with-solution".to_string(),
            with_solution.clone(),
        ),
    ];
    for (name, input) in [
        ("generate", &generated),
        ("generate --with-solution", &with_solution),
        ("named puzzles", &named),
    ] {
        for solve in [&["solve"][..], &["solve", "--grid"]] {
            outputs.push((
                format!("{} of {name}", solve.join(" ")),
                stdout(solve, input),
            ));
        }
    }
    outputs.push((
        "render --text".to_string(),
        stdout(&["render", "--text"], PUZZLE),
    ));
    outputs
}

#[test]
fn every_reader_reads_what_every_writer_writes() {
    for (writer, text) in written() {
        assert!(!text.trim().is_empty(), "{writer} wrote nothing");
        for reader in READERS {
            let out = sudoku(reader, &text);
            assert!(
                out.status.success(),
                "{writer} | {reader:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let answers = String::from_utf8(out.stdout).unwrap();
            assert!(!answers.is_empty(), "{writer} | {reader:?}: no answer");
            for line in answers.lines() {
                let object: serde_json::Value = serde_json::from_str(line).unwrap();
                let status = object["status"].as_str().unwrap();
                assert!(
                    !matches!(status, "INVALID_LENGTH" | "INVALID_CHARACTER"),
                    "{writer} | {reader:?} refused a line: {line}\nfrom:\n{text}"
                );
            }
        }
        for render in [&["render", "--text"][..], &["render", "--svg"]] {
            let out = sudoku(render, &text);
            assert!(
                out.status.success(),
                "{writer} | {render:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}

#[test]
fn what_follows_a_puzzle_comes_out_after_its_answer() {
    let named = format!("{PUZZLE}\t# first\n{PUZZLE} 3.4\n");
    assert_eq!(
        stdout(&["solve"], &named),
        format!("{SOLUTION}\t# first\n{SOLUTION} 3.4\n")
    );
    assert_eq!(stdout(&["check"], &named), "ok\t# first\nok 3.4\n");
    assert_eq!(stdout(&["count"], &named), "1\t# first\n1 3.4\n");
    let rated = stdout(&["rate"], &named);
    let lines: Vec<&str> = rated.lines().collect();
    assert!(
        lines[0].ends_with("\t# first") && lines[1].ends_with(" 3.4"),
        "{rated}"
    );
    // Solving the solutions again: each is solved, names kept.
    let solved_twice = stdout(&["rate"], &stdout(&["solve"], &named));
    assert_eq!(
        solved_twice,
        "the grid is already solved\t# first\nthe grid is already solved 3.4\n"
    );
    // With --json, the rest is a field of its own.
    let json = stdout(&["check", "--json"], &named);
    let first: serde_json::Value = serde_json::from_str(json.lines().next().unwrap()).unwrap();
    assert_eq!(first["rest"], "\t# first");
    assert_eq!(first["puzzle"], PUZZLE);
    // Drawn as a grid, the rest is a comment line before it.
    let grid = stdout(&["solve", "--grid"], &named);
    assert!(grid.starts_with("#\t# first\n534678912\n"), "{grid}");
}

#[test]
fn generate_with_solution_reads_back_as_the_puzzle_and_its_solution() {
    let made = stdout(&["generate", "2", "--seed", "3", "--with-solution"], "");
    let solved = stdout(&["solve"], &made);
    for (line, answer) in made.lines().zip(solved.lines()) {
        let (puzzle, solution) = line.split_once(' ').unwrap();
        assert_eq!(puzzle.len(), 81);
        // The solve of the puzzle, then the solution that followed it.
        assert_eq!(answer, format!("{solution} {solution}"));
    }
}
