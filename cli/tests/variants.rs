//! Variant puzzles through the `sudoku` program: f-puzzles JSON, export
//! strings and links, and the compact form, read without a flag beside
//! classic lines; `solve`, `count`, `check` and `render`. Every solution is
//! checked by test-support's own rule list (test-support/src/variant.rs),
//! which shares no code with the library; drawings are checked by what they
//! hold (cage outlines, sums, thick lines, dots), counted here from the
//! puzzle's JSON.

mod common;

use common::{data_lines, stdout, sudoku, PUZZLE, SOLUTION};
use serde_json::Value;
use sudoku_test_support::variant::{check_solution, count_solutions, from_fpuzzles};

/// (id, puzzle as one line of f-puzzles JSON) of tests/data/variants/sample.jsonl.
fn samples() -> Vec<(String, String)> {
    data_lines("tests/data/variants/sample.jsonl")
        .iter()
        .map(|line| {
            let record: Value = serde_json::from_str(line).unwrap();
            (
                record["id"].as_str().unwrap().to_string(),
                record["puzzle"].to_string(),
            )
        })
        .collect()
}

fn sample(id: &str) -> String {
    samples().into_iter().find(|(i, _)| i == id).unwrap().1
}

fn json_lines(out: &str) -> Vec<Value> {
    out.lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

fn numbers(value: &Value) -> Vec<u8> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_u64().unwrap() as u8)
        .collect()
}

/// A value as the compact form writes it, written here from its definition.
fn letter(value: u8) -> char {
    match value {
        0 => '.',
        1..=9 => (b'0' + value) as char,
        _ => (b'A' + value - 10) as char,
    }
}

fn from_letter(c: char) -> u8 {
    match c {
        '1'..='9' => c as u8 - b'0',
        'A'..='P' => c as u8 - b'A' + 10,
        _ => panic!("{c:?} is not a value"),
    }
}

/// Skipped for speed in a debug build: non-consecutive takes the engine
/// longest (docs/VARIANTS.md, Speed).
fn quick(id: &str) -> bool {
    !id.starts_with("nonconsecutive")
}

#[test]
fn every_kind_solves_and_counts_and_the_answers_check_independently() {
    let samples: Vec<(String, String)> =
        samples().into_iter().filter(|(id, _)| quick(id)).collect();
    let input: String = samples
        .iter()
        .map(|(_, json)| format!("{json}\n"))
        .collect();
    let solved = json_lines(&stdout(&["solve", "--json"], &input));
    let plain = stdout(&["solve"], &input);
    let counted = stdout(&["count"], &input);
    assert_eq!(solved.len(), samples.len());
    for (i, ((id, json), answer)) in samples.iter().zip(&solved).enumerate() {
        assert_eq!(answer["line"], i + 1, "{id}");
        assert_eq!(answer["status"], "OK", "{id}: {answer}");
        let solution = numbers(&answer["solution"]);
        let list = from_fpuzzles(json);
        check_solution(&list, &solution).unwrap_or_else(|err| panic!("{id}: {err}"));
        // Plain output: the same cells, 1-9 then letters.
        let text: String = solution.iter().map(|&v| letter(v)).collect();
        assert_eq!(plain.lines().nth(i), Some(text.as_str()), "{id}");
    }
    assert_eq!(counted, "1\n".repeat(samples.len()));
    // --threads: the same output, variants and classic lines mixed.
    let mixed = format!("{PUZZLE}\n{input}{PUZZLE}\n");
    let one = stdout(&["solve"], &mixed);
    assert_eq!(stdout(&["solve", "--threads", "2"], &mixed), one);
    assert_eq!(
        stdout(&["count", "--threads", "2"], &mixed),
        stdout(&["count"], &mixed)
    );
    assert!(one.starts_with(&format!("{SOLUTION}\n")) && one.ends_with(&format!("{SOLUTION}\n")));
}

#[test]
fn small_grids_count_as_the_independent_counter_does() {
    // A 6x6 with givens removed: several solutions, counted both ways.
    let json = sample("6x6-001");
    let mut puzzle: Value = serde_json::from_str(&json).unwrap();
    let mut removed = 0;
    for row in puzzle["grid"].as_array_mut().unwrap() {
        for cell in row.as_array_mut().unwrap() {
            if cell.get("given").is_some() && removed < 4 {
                *cell = Value::Object(Default::default());
                removed += 1;
            }
        }
    }
    let json = puzzle.to_string();
    let want = count_solutions(&from_fpuzzles(&json), 50);
    assert!(want > 2, "{want}");
    let got = stdout(&["count", "--limit", "50"], &format!("{json}\n"));
    assert_eq!(got, format!("{want}\n"));
    let answer = &json_lines(&stdout(&["solve", "--json"], &format!("{json}\n")))[0];
    assert_eq!(answer["status"], "MULTIPLE_SOLUTIONS");
    let first = &json_lines(&stdout(
        &["solve", "--first", "--json"],
        &format!("{json}\n"),
    ))[0];
    check_solution(&from_fpuzzles(&json), &numbers(&first["solution"])).unwrap();
}

/// The givens of a sample as a compact line, written here.
fn compact_line(header: &str, json: &str) -> String {
    let list = from_fpuzzles(json);
    let cells: String = list.givens.iter().map(|&v| letter(v)).collect();
    format!("{header} {cells}")
}

#[test]
fn a_16x16_in_the_compact_form_with_letters() {
    let json = sample("16x16-001");
    let line = compact_line("16", &json);
    let out = stdout(&["solve"], &format!("{line}\t# a name\n"));
    let (cells, rest) = out.trim_end().split_once('\t').expect("the rest follows");
    assert_eq!(rest, "# a name");
    assert!(cells.chars().any(|c| c.is_ascii_uppercase()));
    let solution: Vec<u8> = cells.chars().map(from_letter).collect();
    check_solution(&from_fpuzzles(&json), &solution).unwrap();
    let grid = stdout(&["solve", "--grid"], &format!("{line}\n"));
    let rows: Vec<&str> = grid.lines().collect();
    assert_eq!(rows.len(), 17, "16 rows and a blank line");
    assert_eq!(rows[..16].concat(), cells);
    assert_eq!(stdout(&["check"], &format!("{line}\n")), "ok\n");
    // X and windoku flags read from the header.
    let x = sample("x-001");
    let solved = stdout(&["solve"], &format!("{}\n", compact_line("9+x", &x)));
    let solution: Vec<u8> = solved.trim_end().chars().map(from_letter).collect();
    check_solution(&from_fpuzzles(&x), &solution).unwrap();
    let windoku = sample("windoku-001");
    let solved = stdout(
        &["solve"],
        &format!("{}\n", compact_line("9+windoku", &windoku)),
    );
    let solution: Vec<u8> = solved.trim_end().chars().map(from_letter).collect();
    check_solution(&from_fpuzzles(&windoku), &solution).unwrap();
}

#[test]
fn export_strings_links_and_pretty_printed_json() {
    let references = data_lines("tests/data/variants/lzstring.jsonl");
    for line in references.iter().take(6) {
        let record: Value = serde_json::from_str(line).unwrap();
        let (text, base64) = (
            record["text"].as_str().unwrap(),
            record["base64"].as_str().unwrap(),
        );
        if !text.starts_with('{') {
            continue;
        }
        let pretty =
            serde_json::to_string_pretty(&serde_json::from_str::<Value>(text).unwrap()).unwrap();
        let input = format!("{base64}\nhttps://f-puzzles.com/?load={base64}\n{pretty}\n{PUZZLE}\n");
        let out = json_lines(&stdout(&["solve", "--json"], &input));
        assert_eq!(out.len(), 4, "{input}");
        let list = from_fpuzzles(text);
        for answer in &out[..3] {
            assert_eq!(answer["status"], "OK", "{answer}");
            check_solution(&list, &numbers(&answer["solution"])).unwrap();
        }
        assert_eq!(
            (&out[0]["line"], &out[1]["line"], &out[2]["line"]),
            (&1.into(), &2.into(), &3.into())
        );
        // The classic puzzle after the JSON object, on the line after its close.
        let lines = pretty.lines().count();
        assert_eq!(out[3]["line"], 3 + lines);
        assert_eq!(out[3]["solution"], SOLUTION);
    }
}

#[test]
fn classic_lines_answer_as_before_beside_variants() {
    let classic = std::fs::read_to_string(common::repo().join("examples/puzzles.txt")).unwrap();
    let killer = sample("killer-001");
    let mixed = format!("{killer}\n{classic}4 ................\n");
    for command in ["solve", "count", "check"] {
        let alone = stdout(&[command], &classic);
        let together = stdout(&[command], &mixed);
        let lines: Vec<&str> = together.lines().collect();
        assert_eq!(
            lines[1..lines.len() - 1].join("\n") + "\n",
            alone,
            "{command}"
        );
    }
}

#[test]
fn bad_input_names_the_line_the_field_and_the_cell() {
    let killer = sample("killer-001");
    let unknown = killer.replacen("\"killercage\"", "\"arrow\":[],\"killercage\"", 1);
    let off_grid = killer.replacen("\"R8C7\"", "\"R10C7\"", 1);
    let input = format!(
        "{PUZZLE}\n{unknown}\n{off_grid}\n9+zz {dots}\n4 {short}\n{{\"size\": 4,\n\"grid\": nope}}\nN4IgzglgXgpiBcBOANCALhNAbO8QGsIscAnAWgAY\n",
        dots = ".".repeat(81),
        short = ".".repeat(15),
    );
    let out = json_lines(&stdout(&["solve", "--json"], &input));
    let fields: Vec<(u64, &str, &str)> = out
        .iter()
        .map(|answer| {
            (
                answer["line"].as_u64().unwrap(),
                answer["status"].as_str().unwrap(),
                answer["error"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(fields[0], (1, "OK", ""));
    assert_eq!(fields[1].0, 2);
    assert_eq!(fields[1].1, "UNSUPPORTED_RULE");
    assert!(fields[1].2.contains("field \"arrow\""), "{}", fields[1].2);
    assert_eq!(fields[2].0, 3);
    assert!(
        fields[2].2.contains("\"killercage\"") && fields[2].2.contains("R10C7"),
        "{}",
        fields[2].2
    );
    assert_eq!((fields[3].0, fields[3].1), (4, "PARSE_ERROR"));
    assert!(
        fields[3].2.contains("unknown flag \"zz\""),
        "{}",
        fields[3].2
    );
    assert_eq!((fields[4].0, fields[4].1), (5, "PARSE_ERROR"));
    assert!(fields[4].2.contains("15 cells, not 16"), "{}", fields[4].2);
    // Bad JSON over two lines: named by the input's line.
    assert_eq!(fields[5].0, 6);
    assert!(
        fields[5].2.contains("not JSON at line 7"),
        "{}",
        fields[5].2
    );
    assert_eq!(fields[6].0, 8);
    assert!(
        fields[6].2.starts_with("f-puzzles export string: "),
        "{}",
        fields[6].2
    );
    assert_eq!(out.len(), 7);
    // Reading goes on, and the exit status is 0, as for classic input.
    assert!(sudoku(&["check"], &input).status.success());
    // A command for classic puzzles only says so.
    let canon = stdout(&["canon"], &format!("{killer}\n"));
    assert!(canon.contains("classic puzzles only"), "{canon}");
}

#[test]
fn check_names_the_rule_a_given_breaks() {
    let x = format!("9+x 1{}1{}", ".".repeat(39), ".".repeat(40));
    let cases = [
        (
            "4+antiknight 1.....1.........".to_string(),
            "a knight's move from an equal digit at cell 6 (row 2, column 3)",
        ),
        (
            x,
            "two equal digits in the diagonal from the top left at cell 40 (row 5, column 5)",
        ),
    ];
    for (line, want) in cases {
        let answer = &json_lines(&stdout(&["check", "--json"], &format!("{line}\n")))[0];
        assert_eq!(answer["status"], "GRID_BREAKS_RULE", "{answer}");
        assert_eq!(answer["error"], want);
    }
    // A given above a cage's sum.
    let killer = sample("killer-001");
    let mut puzzle: Value = serde_json::from_str(&killer).unwrap();
    let cages = puzzle["killercage"].as_array().unwrap().clone();
    let (index, cage) = cages
        .iter()
        .enumerate()
        .find(|(_, c)| c["value"].as_str().unwrap().parse::<u32>().unwrap() < 9)
        .expect("a cage whose sum is below 9");
    let sum = cage["value"].as_str().unwrap();
    let cell = cage["cells"][0].as_str().unwrap();
    let (r, c) = cell[1..].split_once('C').unwrap();
    let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
    puzzle["grid"][r - 1][c - 1] = serde_json::json!({"value": 9, "given": true});
    let out = stdout(&["check"], &format!("{puzzle}\n"));
    let want = format!(
        "cage {} does not add up to {sum} at cell {} (row {r}, column {c})\n",
        index + 1,
        (r - 1) * 9 + c - 1
    );
    assert_eq!(out, want);
    let budget = stdout(
        &["solve", "--budget", "1"],
        &format!("9+antiknight {}\n", ".".repeat(81)),
    );
    assert_eq!(budget, "the guess budget ran out\n");
}

/// Attribute values of the elements named `element` whose line contains `with`.
fn elements<'a>(svg: &'a str, element: &str, with: &str) -> Vec<&'a str> {
    svg.lines()
        .filter(|line| line.starts_with(&format!("<{element} ")) && line.contains(with))
        .collect()
}

fn texts(svg: &str) -> Vec<String> {
    svg.lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("<text ")?;
            let (_, text) = rest.split_once('>')?;
            Some(text.strip_suffix("</text>")?.to_string())
        })
        .collect()
}

fn render(json: &str, extra: &[&str]) -> String {
    let mut args = vec!["render", "--svg"];
    args.extend_from_slice(extra);
    stdout(&args, &format!("{json}\n"))
}

#[test]
fn render_draws_cages_with_their_sums() {
    let json = sample("killer-001");
    let puzzle: Value = serde_json::from_str(&json).unwrap();
    let cages = puzzle["killercage"].as_array().unwrap();
    let svg = render(&json, &[]);
    assert_eq!(
        elements(&svg, "path", "stroke-dasharray").len(),
        cages.len()
    );
    let mut sums: Vec<String> = cages
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    let mut drawn = texts(&svg);
    sums.sort();
    drawn.sort();
    assert_eq!(drawn, sums, "no givens: the texts are the sums");
    // Every stretch of an outline is inside the grid and off its lines: a
    // cage of k cells with e sides to other cages has e stretches.
    let paths = elements(&svg, "path", "stroke-dasharray");
    let stretches: usize = paths.iter().map(|p| p.matches('M').count()).sum();
    let cells: Vec<Vec<(usize, usize)>> = cages
        .iter()
        .map(|c| {
            c["cells"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| {
                    let (r, c) = s.as_str().unwrap()[1..].split_once('C').unwrap();
                    (r.parse().unwrap(), c.parse().unwrap())
                })
                .collect()
        })
        .collect();
    let outer_sides: usize = cells
        .iter()
        .map(|cage| {
            cage.iter()
                .map(|&(r, c)| {
                    [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                        .iter()
                        .filter(|n| !cage.contains(n))
                        .count()
                })
                .sum::<usize>()
        })
        .sum();
    assert_eq!(stretches, outer_sides);
    // With the solution, 81 digits and the sums.
    let solved = render(&json, &["--solution"]);
    assert_eq!(texts(&solved).len(), 81 + cages.len());
}

/// Thick lines of a drawing: the stroke width of its border.
fn thick_lines(svg: &str) -> usize {
    let first = svg.lines().rev().find(|l| l.starts_with("<line ")).unwrap();
    let width = first
        .split("stroke-width=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    elements(svg, "line", &format!("stroke-width=\"{width}\"")).len()
}

#[test]
fn render_draws_jigsaw_regions_with_thick_runs() {
    let json = sample("jigsaw-001");
    let puzzle: Value = serde_json::from_str(&json).unwrap();
    let region = |r: usize, c: usize| {
        puzzle["grid"][r][c]
            .get("region")
            .and_then(Value::as_u64)
            .unwrap_or(((r / 3) * 3 + c / 3) as u64)
    };
    // Runs of edges between two regions, along each inner line, both ways.
    let mut runs = 0;
    for line in 1..9 {
        for vertical in [true, false] {
            let mut open = false;
            for k in 0..9 {
                let differ = if vertical {
                    region(k, line - 1) != region(k, line)
                } else {
                    region(line - 1, k) != region(line, k)
                };
                if differ && !open {
                    runs += 1;
                }
                open = differ;
            }
        }
    }
    let svg = render(&json, &[]);
    assert_eq!(thick_lines(&svg), runs + 4, "the runs and the border");
    assert_eq!(
        elements(&svg, "line", "").len(),
        runs + 4 + 16,
        "and 8 thin lines each way"
    );
    // 16x16: letters for values above 9, boxes 4x4.
    let svg16 = render(&sample("16x16-001"), &["--solution"]);
    let drawn = texts(&svg16);
    assert_eq!(drawn.len(), 256);
    assert!(drawn.iter().any(|t| t == "G"));
    assert_eq!(thick_lines(&svg16), 3 * 2 + 4);
}

#[test]
fn render_shades_diagonals_and_windows_and_draws_thermometers_and_dots() {
    let x = render(&sample("x-001"), &[]);
    assert_eq!(elements(&x, "rect", "fill=\"#d6e2f5\"").len(), 18);
    let windoku = render(&sample("windoku-001"), &[]);
    assert_eq!(elements(&windoku, "rect", "fill=\"#e4e4e4\"").len(), 36);

    let json = sample("thermo-001");
    let puzzle: Value = serde_json::from_str(&json).unwrap();
    let lines: Vec<&Value> = puzzle["thermometer"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["lines"].as_array().unwrap())
        .collect();
    let mut bulbs: Vec<&str> = lines.iter().map(|l| l[0].as_str().unwrap()).collect();
    bulbs.sort();
    bulbs.dedup();
    let svg = render(&json, &[]);
    assert_eq!(elements(&svg, "circle", "").len(), bulbs.len());
    let tubes = elements(&svg, "path", "stroke-linecap=\"round\"");
    assert_eq!(tubes.len(), 1);
    assert_eq!(tubes[0].matches('M').count(), lines.len());

    let json = sample("kropki-001");
    let puzzle: Value = serde_json::from_str(&json).unwrap();
    let count = |field: &str| {
        puzzle
            .get(field)
            .and_then(Value::as_array)
            .map_or(0, Vec::len)
    };
    let svg = render(&json, &[]);
    assert_eq!(
        elements(&svg, "circle", "fill=\"#ffffff\"").len(),
        count("difference")
    );
    assert_eq!(
        elements(&svg, "circle", "fill=\"#000000\"").len(),
        count("ratio")
    );
    // Anti-knight has no mark: a caption says it.
    let svg = render(&sample("antiknight-001"), &[]);
    assert!(texts(&svg).iter().any(|t| t == "Anti-knight."));
}

#[test]
fn render_text_writes_a_variant_that_reads_back() {
    let json = sample("killer-001");
    let text = stdout(&["render", "--text"], &format!("{json}\n"));
    assert!(text.starts_with('{'), "{text}");
    let again = stdout(&["solve", "--json"], &text);
    check_solution(
        &from_fpuzzles(&json),
        &numbers(&json_lines(&again)[0]["solution"]),
    )
    .unwrap();
    let line = compact_line("16", &sample("16x16-001"));
    assert_eq!(
        stdout(&["render", "--text"], &format!("{line}\n")),
        format!("{line}\n")
    );
}

#[test]
fn a_classic_puzzle_in_json_is_classic_to_every_command() {
    // PUZZLE as f-puzzles JSON, written here: size 9, default boxes, no rule.
    let rows: Vec<String> = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&b| match b {
                    b'1'..=b'9' => format!("{{\"value\":{},\"given\":true}}", b - b'0'),
                    _ => "{}".to_string(),
                })
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    let json = format!("{{\"size\":9,\"grid\":[{}]}}\n", rows.join(","));
    for command in ["rate", "hint", "canon"] {
        assert_eq!(
            stdout(&[command], &json),
            stdout(&[command], &format!("{PUZZLE}\n")),
            "{command}"
        );
    }
    // A variant is refused by name by a classic-only command, and reading
    // goes on.
    let killer = sample("killer-001");
    let canon = json_lines(&stdout(
        &["canon", "--json"],
        &format!("{killer}\n{PUZZLE}\n"),
    ));
    assert_eq!(canon[0]["status"], "UNSUPPORTED_RULE");
    assert!(canon[0]["error"]
        .as_str()
        .unwrap()
        .contains("reads classic puzzles only"));
    assert_eq!(canon[1]["status"], "OK");
}

#[test]
fn rate_puts_killer_and_other_variants_on_the_projects_own_scale() {
    // killer-001 (no givens) is rated through cage combinations and the 45
    // rule; the same cages without their sums have many solutions.
    let killer = sample("killer-001");
    let json = json_lines(&stdout(&["rate", "--json"], &format!("{killer}\n")));
    assert_eq!(json[0]["status"], "OK", "{json:?}");
    assert_eq!(json[0]["scale"], "own");
    let er = json[0]["er"].as_f64().unwrap();
    assert!((2.2..=5.4).contains(&er), "{json:?}");
    let text = stdout(&["rate"], &format!("{killer}\n"));
    assert!(
        text.trim_end().ends_with("(the project's own scale)"),
        "{text}"
    );
    let open = killer.replace("\"value\":\"", "\"unused\":\"");
    let json = json_lines(&stdout(&["rate", "--json"], &format!("{open}\n")));
    assert_eq!(json[0]["status"], "MULTIPLE_SOLUTIONS", "{json:?}");
}

#[test]
fn rate_puts_sukakuexplainers_variants_on_its_scale() {
    // Two puzzles of ../shared/data/variants/rated_dev.tsv with
    // SukakuExplainer 1.18.1's ratings as that file gives them: an X at
    // 2.0/1.2/1.2 and an anti-knight at 2.9/1.2/1.2.
    let x = "9+x 2.........6....2.7.....8...92.8..1.46...9...2....1..6.79.5.......6.........48....";
    let knight = "9+antiknight 6..87...4.1....62..5.6..8....6..8.4....9...6..................28.....4.....4....7";
    let rated = stdout(&["rate"], &format!("{x}\n{knight}\n"));
    let lines: Vec<&str> = rated.lines().collect();
    assert_eq!(
        lines,
        [
            "2.0/1.2/1.2 Direct Hidden Pair (SukakuExplainer's scale, x)",
            "2.9/1.2/1.2 Generalised Locking (SukakuExplainer's scale, antiknight)",
        ]
    );
    let json = json_lines(&stdout(&["rate", "--json"], &format!("{x}\n")));
    assert_eq!(json[0]["status"], "OK");
    assert_eq!(json[0]["scale"], "sukakuexplainer");
    assert_eq!(json[0]["er"], 2.0);
    // Two solutions (the X without its first given): named, not rated.
    let open = format!("9+x .{}", &x[5..]);
    let json = json_lines(&stdout(&["rate", "--json"], &format!("{open}\n")));
    assert_eq!(json[0]["status"], "MULTIPLE_SOLUTIONS");
}

#[test]
fn hint_gives_a_variant_its_next_step_in_words() {
    // The anti-knight dev puzzle above: its first step is a hidden single.
    let knight = "9+antiknight 6..87...4.1....62..5.6..8....6..8.4....9...6..................28.....4.....4....7";
    let hint = stdout(&["hint"], &format!("{knight}\n"));
    assert!(hint.starts_with("Hidden Single in box "), "{hint}");
    let json = json_lines(&stdout(&["hint", "--json"], &format!("{knight}\n")));
    assert_eq!(json[0]["status"], "OK");
    // An empty anti-knight grid has many solutions: named, no hint.
    let open = format!("9+antiknight {}", ".".repeat(81));
    let json = json_lines(&stdout(&["hint", "--json"], &format!("{open}\n")));
    assert_eq!(json[0]["status"], "MULTIPLE_SOLUTIONS");
}

/// (givens, solution) of a sample, the givens read from its JSON here.
fn givens_and_solution(id: &str) -> (Vec<u8>, Vec<u8>) {
    let line = data_lines("tests/data/variants/sample.jsonl")
        .into_iter()
        .find(|line| line.contains(&format!("\"id\":\"{id}\"")))
        .unwrap();
    let record: Value = serde_json::from_str(&line).unwrap();
    let givens = record["puzzle"]["grid"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap().iter())
        .map(|cell| match cell["given"].as_bool() {
            Some(true) => cell["value"].as_u64().unwrap() as u8,
            _ => 0,
        })
        .collect();
    (givens, numbers(&record["solution"]))
}

#[test]
fn hint_from_a_players_grid_of_a_variant_names_mistakes_first() {
    for id in ["jigsaw-001", "16x16-001"] {
        let (givens, solution) = givens_and_solution(id);
        check_solution(&from_fpuzzles(&sample(id)), &solution).unwrap();
        let n = (givens.len() as f64).sqrt() as usize;
        let input = format!("{}\n", sample(id));
        let empty: Vec<usize> = (0..givens.len()).filter(|&c| givens[c] == 0).collect();
        let cells = |grid: &[u8]| grid.iter().map(|&v| letter(v)).collect::<String>();
        // Right entries in every fourth empty cell, a wrong one further on.
        let mut current = givens.clone();
        for &cell in empty.iter().step_by(4) {
            current[cell] = solution[cell];
        }
        let wrong = empty[5];
        current[wrong] = solution[wrong] % n as u8 + 1;
        let said = stdout(&["hint", "--current", &cells(&current)], &input);
        let expected = format!(
            "Wrong entry: r{}c{} is not {}\n",
            wrong / n + 1,
            wrong % n + 1,
            current[wrong]
        );
        assert_eq!(said, expected, "{id}");
        let json = json_lines(&stdout(
            &["hint", "--json", "--current", &cells(&current)],
            &input,
        ));
        assert_eq!(json[0]["kind"], "MISTAKE", "{id}");
        assert_eq!(json[0]["cell"].as_u64(), Some(wrong as u64));
        // Put right, the hint is a step of the engine.
        current[wrong] = solution[wrong];
        let json = json_lines(&stdout(
            &["hint", "--json", "--current", &cells(&current)],
            &input,
        ));
        assert_eq!(
            (&json[0]["status"], &json[0]["kind"]),
            (&"OK".into(), &"STEP".into())
        );
        // Pencil marks, one field a cell: one cell lacks its solution digit.
        let missing = (0..givens.len()).rev().find(|&c| current[c] == 0).unwrap();
        let fields: Vec<String> = (0..givens.len())
            .map(|cell| match current[cell] {
                0 => (1..=n as u8)
                    .filter(|&d| cell != missing || d != solution[cell])
                    .map(letter)
                    .collect(),
                v => letter(v).to_string(),
            })
            .collect();
        let said = stdout(&["hint", "--current", &fields.join(" ")], &input);
        let expected = format!(
            "Missing candidate: r{}c{} can still be {}\n",
            missing / n + 1,
            missing % n + 1,
            solution[missing]
        );
        assert_eq!(said, expected, "{id}");
        // The solution itself; a given changed; the wrong length.
        let said = stdout(&["hint", "--current", &cells(&solution)], &input);
        assert_eq!(said, "the grid is already solved\n");
        let given = givens.iter().position(|&v| v != 0).unwrap();
        let mut changed = givens.clone();
        changed[given] = givens[given] % n as u8 + 1;
        let json = json_lines(&stdout(
            &["hint", "--json", "--current", &cells(&changed)],
            &input,
        ));
        assert_eq!(json[0]["status"], "CURRENT_CONTRADICTS_PUZZLE");
        assert_eq!(json[0]["cell"].as_u64(), Some(given as u64));
        // A length that fits no size is refused before the input is read,
        // as for classic puzzles; one that fits another size, for the
        // puzzle at hand.
        let short = &cells(&givens)[1..];
        let out = sudoku(&["hint", "--current", short], &input);
        assert_eq!(out.status.code(), Some(2), "{id}");
        let four = ".".repeat(16);
        let json = json_lines(&stdout(&["hint", "--json", "--current", &four], &input));
        assert_eq!(json[0]["status"], "INVALID_ARGUMENT", "{id}: {}", json[0]);
        let error = json[0]["error"].as_str().unwrap();
        assert!(error.contains(&format!("{} cells", n * n)), "{error}");
    }
}
