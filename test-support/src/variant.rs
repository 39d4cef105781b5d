//! Variant puzzles without the library: f-puzzles JSON read into an explicit
//! list of constraints, a rule-by-rule solution checker and a plain
//! backtracking counter over that list. Slow and obvious on purpose; it
//! shares no code with the library's engine, and reads the f-puzzles fields
//! from their published meanings (shared/data/variants/README.md).

use serde_json::Value;

/// One rule over explicit cells (`row * size + column`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// All digits differ.
    AllDifferent(Vec<usize>),
    /// The digits add up to this.
    Sum(Vec<usize>, u32),
    /// The first digit is below the second.
    Less(usize, usize),
    /// The digits differ by exactly this.
    Difference(usize, usize, u32),
    /// One digit is this many times the other.
    Ratio(usize, usize, u32),
    /// The digits do not differ by this.
    NotDifference(usize, usize, u32),
    /// Neither digit is this many times the other.
    NotRatio(usize, usize, u32),
}

/// A puzzle as a size, givens and a list of constraints.
#[derive(Clone, Debug)]
pub struct RuleList {
    pub size: usize,
    pub givens: Vec<u8>,
    pub constraints: Vec<Constraint>,
}

fn cell(text: &str, size: usize) -> usize {
    let upper = text.to_ascii_uppercase();
    let rest = upper.strip_prefix('R').expect("cell starts with R");
    let (r, c) = rest.split_once('C').expect("cell has C");
    let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
    assert!(
        r >= 1 && r <= size && c >= 1 && c <= size,
        "cell {text} off the grid"
    );
    (r - 1) * size + (c - 1)
}

fn cells(v: &Value, size: usize) -> Vec<usize> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|c| cell(c.as_str().unwrap(), size))
        .collect()
}

fn value_of(item: &Value) -> Option<u32> {
    match item.get("value")? {
        Value::String(s) if !s.is_empty() => Some(s.parse().unwrap()),
        Value::Number(n) => Some(n.as_u64().unwrap() as u32),
        _ => None,
    }
}

/// The box shape f-puzzles uses by default, rows x columns.
fn boxes(size: usize) -> Option<(usize, usize)> {
    let shapes = [
        (4, 2, 2),
        (6, 2, 3),
        (8, 2, 4),
        (9, 3, 3),
        (10, 2, 5),
        (12, 3, 4),
        (15, 3, 5),
        (16, 4, 4),
        (20, 4, 5),
        (25, 5, 5),
    ];
    shapes.iter().find(|s| s.0 == size).map(|s| (s.1, s.2))
}

/// Reads f-puzzles JSON. Panics on anything it does not know: it is for
/// tests.
pub fn from_fpuzzles(json: &str) -> RuleList {
    let p: Value = serde_json::from_str(json).expect("JSON");
    let size = p["size"].as_u64().unwrap() as usize;
    let mut givens = vec![0u8; size * size];
    let mut list = Vec::new();
    let mut region = vec![None; size * size];
    for r in 0..size {
        for c in 0..size {
            let v = &p["grid"][r][c];
            if v["given"] == Value::Bool(true) {
                givens[r * size + c] = v["value"].as_u64().unwrap() as u8;
            }
            region[r * size + c] = boxes(size).map(|(h, w)| (r / h) * h + c / w);
            if let Some(reg) = v.get("region") {
                region[r * size + c] = reg.as_u64().map(|x| x as usize);
            }
        }
    }
    for i in 0..size {
        list.push(Constraint::AllDifferent(
            (0..size).map(|c| i * size + c).collect(),
        ));
        list.push(Constraint::AllDifferent(
            (0..size).map(|r| r * size + i).collect(),
        ));
        let members: Vec<usize> = (0..size * size).filter(|&x| region[x] == Some(i)).collect();
        if !members.is_empty() {
            list.push(Constraint::AllDifferent(members));
        }
    }
    let flag = |name: &str| p.get(name) == Some(&Value::Bool(true));
    if flag("diagonal-") {
        list.push(Constraint::AllDifferent(
            (0..size).map(|i| i * size + i).collect(),
        ));
    }
    if flag("diagonal+") {
        list.push(Constraint::AllDifferent(
            (0..size).map(|i| (size - 1 - i) * size + i).collect(),
        ));
    }
    if flag("disjointgroups") {
        let (h, w) = boxes(size).unwrap();
        for pos in 0..size {
            let group = (0..size)
                .map(|b| ((b / (size / w)) * h + pos / w) * size + (b % (size / w)) * w + pos % w)
                .collect();
            list.push(Constraint::AllDifferent(group));
        }
    }
    let mut moves = Vec::new();
    if flag("antiknight") {
        moves.extend([(1i64, 2i64), (2, 1), (2, -1), (1, -2)]);
    }
    if flag("antiking") {
        moves.extend([(1, 1), (1, -1), (0, 1), (1, 0)]);
    }
    for x in 0..size * size {
        for &(dr, dc) in &moves {
            let (r, c) = ((x / size) as i64 + dr, (x % size) as i64 + dc);
            if r >= 0 && c >= 0 && (r as usize) < size && (c as usize) < size {
                list.push(Constraint::AllDifferent(vec![
                    x,
                    r as usize * size + c as usize,
                ]));
            }
        }
    }
    let items = |name: &str| {
        p.get(name)
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    for cage in items("killercage") {
        let cs = cells(&cage["cells"], size);
        list.push(Constraint::AllDifferent(cs.clone()));
        if let Some(sum) = value_of(&cage) {
            list.push(Constraint::Sum(cs, sum));
        }
    }
    for region in items("extraregion") {
        list.push(Constraint::AllDifferent(cells(&region["cells"], size)));
    }
    for thermo in items("thermometer") {
        for line in thermo["lines"].as_array().unwrap() {
            let cs = cells(line, size);
            for w in cs.windows(2) {
                list.push(Constraint::Less(w[0], w[1]));
            }
        }
    }
    let mut dotted: Vec<(usize, usize, bool)> = Vec::new();
    for dot in items("difference") {
        let cs = cells(&dot["cells"], size);
        list.push(Constraint::Difference(
            cs[0],
            cs[1],
            value_of(&dot).unwrap_or(1),
        ));
        dotted.push((cs[0].min(cs[1]), cs[0].max(cs[1]), false));
    }
    for dot in items("ratio") {
        let cs = cells(&dot["cells"], size);
        list.push(Constraint::Ratio(cs[0], cs[1], value_of(&dot).unwrap_or(2)));
        dotted.push((cs[0].min(cs[1]), cs[0].max(cs[1]), true));
    }
    let negative: Vec<String> = items("negative")
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    for x in 0..size * size {
        let mut right_and_down = vec![];
        if x % size + 1 < size {
            right_and_down.push(x + 1);
        }
        if x / size + 1 < size {
            right_and_down.push(x + size);
        }
        for y in right_and_down {
            let white = dotted.contains(&(x, y, false));
            let black = dotted.contains(&(x, y, true));
            if flag("nonconsecutive") && !white && !black {
                list.push(Constraint::NotDifference(x, y, 1));
            }
            if negative.iter().any(|n| n == "ratio") && !black {
                list.push(Constraint::NotRatio(x, y, 2));
            }
            if negative.iter().any(|n| n == "difference") && !white {
                list.push(Constraint::NotDifference(x, y, 1));
            }
        }
    }
    RuleList {
        size,
        givens,
        constraints: list,
    }
}

/// Whether `constraint` can still hold with the filled cells of `grid`
/// (0 empty); on a complete grid, whether it holds.
fn allows(constraint: &Constraint, grid: &[u8]) -> bool {
    let pair = |a: usize, b: usize, test: &dyn Fn(u32, u32) -> bool| {
        grid[a] == 0 || grid[b] == 0 || test(grid[a] as u32, grid[b] as u32)
    };
    match constraint {
        Constraint::AllDifferent(cs) => {
            let mut seen = std::collections::HashSet::new();
            cs.iter()
                .filter(|&&c| grid[c] != 0)
                .all(|&c| seen.insert(grid[c]))
        }
        Constraint::Sum(cs, sum) => {
            let total: u32 = cs.iter().map(|&c| grid[c] as u32).sum();
            let complete = cs.iter().all(|&c| grid[c] != 0);
            if complete {
                total == *sum
            } else {
                total < *sum
            }
        }
        Constraint::Less(a, b) => pair(*a, *b, &|x, y| x < y),
        Constraint::Difference(a, b, v) => pair(*a, *b, &|x, y| x.abs_diff(y) == *v),
        Constraint::Ratio(a, b, r) => pair(*a, *b, &|x, y| x * r == y || y * r == x),
        Constraint::NotDifference(a, b, v) => pair(*a, *b, &|x, y| x.abs_diff(y) != *v),
        Constraint::NotRatio(a, b, r) => pair(*a, *b, &|x, y| x * r != y && y * r != x),
    }
}

/// Checks a solution rule by rule: complete, digits 1..=N, the givens kept,
/// every constraint met. The error names the first constraint broken.
pub fn check_solution(list: &RuleList, solution: &[u8]) -> Result<(), String> {
    let n = list.size;
    if solution.len() != n * n {
        return Err(format!("{} cells, not {}", solution.len(), n * n));
    }
    for (i, (&g, &s)) in list.givens.iter().zip(solution).enumerate() {
        if s == 0 || s as usize > n {
            return Err(format!("cell {i} holds {s}"));
        }
        if g != 0 && g != s {
            return Err(format!("cell {i} changes given {g} to {s}"));
        }
    }
    match list.constraints.iter().find(|c| !allows(c, solution)) {
        Some(c) => Err(format!("breaks {c:?}")),
        None => Ok(()),
    }
}

/// Counts solutions up to `limit` by backtracking: fill the empty cell with
/// the fewest digits that break no constraint so far, try each.
pub fn count_solutions(list: &RuleList, limit: usize) -> usize {
    count_solutions_within(list, None, limit)
}

/// Counts solutions as [`count_solutions`] does, each cell holding only a
/// digit of its candidate set when `candidates` is given (bit `d - 1` for
/// digit `d`, one set per cell): pencil-mark ("sukaku") puzzles.
pub fn count_solutions_within(list: &RuleList, candidates: Option<&[u32]>, limit: usize) -> usize {
    let n = list.size;
    let mut of_cell = vec![Vec::new(); n * n];
    for (i, c) in list.constraints.iter().enumerate() {
        let cs = match c {
            Constraint::AllDifferent(cs) | Constraint::Sum(cs, _) => cs.clone(),
            Constraint::Less(a, b)
            | Constraint::Difference(a, b, _)
            | Constraint::Ratio(a, b, _)
            | Constraint::NotDifference(a, b, _)
            | Constraint::NotRatio(a, b, _) => vec![*a, *b],
        };
        for x in cs {
            of_cell[x].push(i);
        }
    }
    let mut grid = list.givens.clone();
    if list.constraints.iter().any(|c| !allows(c, &grid)) {
        return 0;
    }
    let allowed = |x: usize, d: u8| !candidates.is_some_and(|m| m[x] >> (d - 1) & 1 == 0);
    if (0..n * n).any(|x| grid[x] != 0 && !allowed(x, grid[x])) {
        return 0;
    }
    let mut count = 0;
    walk(list, &of_cell, &allowed, &mut grid, limit, &mut count);
    count
}

fn walk(
    list: &RuleList,
    of_cell: &[Vec<usize>],
    allowed: &dyn Fn(usize, u8) -> bool,
    grid: &mut Vec<u8>,
    limit: usize,
    count: &mut usize,
) {
    let n = list.size;
    let mut best: Option<(usize, Vec<u8>)> = None;
    for x in 0..n * n {
        if grid[x] != 0 {
            continue;
        }
        let mut digits = Vec::new();
        for d in (1..=n as u8).filter(|&d| allowed(x, d)) {
            grid[x] = d;
            if of_cell[x]
                .iter()
                .all(|&i| allows(&list.constraints[i], grid))
            {
                digits.push(d);
            }
            grid[x] = 0;
        }
        if best.as_ref().map_or(true, |b| digits.len() < b.1.len()) {
            let empty = digits.is_empty();
            best = Some((x, digits));
            if empty {
                break;
            }
        }
    }
    let Some((x, digits)) = best else {
        *count += 1;
        return;
    };
    for d in digits {
        grid[x] = d;
        walk(list, of_cell, allowed, grid, limit, count);
        grid[x] = 0;
        if *count >= limit {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blank_4x4_has_288_grids() {
        let json = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#;
        assert_eq!(count_solutions(&from_fpuzzles(json), 1000), 288);
    }

    #[test]
    fn candidates_narrow_the_count() {
        let json = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#;
        let list = from_fpuzzles(json);
        // The first row fixed to 1 2 3 4 leaves 288 / 24 grids.
        let mut marks = vec![0b1111u32; 16];
        marks[..4].copy_from_slice(&[0b0001, 0b0010, 0b0100, 0b1000]);
        assert_eq!(count_solutions_within(&list, Some(&marks), 1000), 12);
        marks[0] = 0;
        assert_eq!(count_solutions_within(&list, Some(&marks), 1000), 0);
    }

    #[test]
    fn the_checker_names_a_broken_cage() {
        let json = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
            "killercage":[{"cells":["R1C1","R1C2"],"value":"4"}]}"#;
        let list = from_fpuzzles(json);
        let grid = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        assert!(check_solution(&list, &grid).unwrap_err().contains("Sum"));
        let grid = [1, 3, 2, 4, 2, 4, 1, 3, 3, 1, 4, 2, 4, 2, 3, 1];
        assert_eq!(check_solution(&list, &grid), Ok(()));
    }
}
