// Variant rule sets from JavaScript (Rules, RulesBuilder): every committed
// sample solved to its committed solution and checked here rule by rule,
// counts against a plain counter in this file, the builder, errors that
// name the line, byte, field and cell, budgets, and freeing. The checker
// and counter share nothing with the library.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { BROKEN_RULES, RULE_FLAGS, Rules, RulesBuilder, SudokuError } from '../lib/libsudoku.js';
import { repoRoot } from './support.js';

const samples = readFileSync(path.join(repoRoot, 'tests/data/variants/sample.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

/** Houses of an N x N grid: rows, columns and the regions of region_of. */
function houses(n, regionOf) {
  const all = [];
  for (let i = 0; i < n; i++) {
    all.push([...Array(n)].map((_, j) => i * n + j));
    all.push([...Array(n)].map((_, j) => j * n + i));
    all.push([...Array(n * n).keys()].filter((cell) => regionOf[cell] === i));
  }
  return all;
}

function boxes(n, rows, cols) {
  return [...Array(n * n).keys()].map(
    (cell) => Math.floor(Math.floor(cell / n) / rows) * (n / cols) + Math.floor((cell % n) / cols),
  );
}

/** Whether each house holds distinct digits 1..n, and the givens stay. */
function isSolution(grid, givens, allHouses, n) {
  if (grid.some((v, i) => v < 1 || v > n || (givens[i] && givens[i] !== v))) return false;
  return allHouses.every((house) => new Set(house.map((c) => grid[c])).size === house.length);
}

/** Plain backtracking: solutions of `givens` under distinct `allHouses`
 * and `sums` ([cells, total] pairs), up to `limit`. */
function countPlain(givens, allHouses, n, sums = [], limit = 1000) {
  const grid = [...givens];
  const fits = () =>
    allHouses.every((house) => {
      const seen = house.map((c) => grid[c]).filter(Boolean);
      return new Set(seen).size === seen.length;
    }) &&
    sums.every(([cells, total]) => {
      const values = cells.map((c) => grid[c]);
      const sum = values.reduce((a, b) => a + b, 0);
      return values.includes(0) ? sum < total : sum === total;
    });
  let found = 0;
  const walk = (cell) => {
    if (found >= limit) return;
    if (cell === n * n) {
      found++;
      return;
    }
    if (grid[cell]) return walk(cell + 1);
    for (let v = 1; v <= n; v++) {
      grid[cell] = v;
      if (fits()) walk(cell + 1);
    }
    grid[cell] = 0;
  };
  if (fits()) walk(0);
  return found;
}

test('every sample reads as JSON and solves to its committed solution', () => {
  for (const sample of samples) {
    const { rules, givens } = Rules.fromText(JSON.stringify(sample.puzzle));
    assert.equal(rules.size, sample.puzzle.size, sample.id);
    // Non-consecutive searches are the slow ones: read only here.
    if (sample.id.startsWith('nonconsecutive')) continue;
    const solution = rules.solve(givens);
    assert.deepEqual(solution, sample.solution, sample.id);
    assert.equal(rules.check(solution), null, sample.id);
    assert.ok(givens.every((v, i) => v === 0 || v === solution[i]), sample.id);
    rules.free();
  }
});

test('a 16x16 from its compact line, checked here, its letters round-tripped', () => {
  const sample = samples.find((s) => s.id === '16x16-001');
  const letters = '.123456789ABCDEFG';
  const text = sample.puzzle.grid
    .flat()
    .map((cell) => letters[cell.given ? cell.value : 0])
    .join('');
  const { rules, givens } = Rules.fromText(`16 ${text}`);
  const found = rules.solve(givens);
  assert.ok(isSolution(found, givens, houses(16, boxes(16, 4, 4)), 16));
  assert.equal(rules.gridToText(found), found.map((v) => letters[v]).join(''));
  assert.deepEqual(rules.solve(text), found);
  assert.deepEqual(rules.gridFromText(rules.gridToText(givens)), givens);
});

test('counts agree with a plain counter: X on 4x4, a built killer', () => {
  const { rules, givens } = Rules.fromText('4/2x2+x 1...............');
  const diagonals = [
    [0, 5, 10, 15],
    [3, 6, 9, 12],
  ];
  const xHouses = [...houses(4, boxes(4, 2, 2)), ...diagonals];
  assert.equal(rules.count(givens, 100), countPlain(givens, xHouses, 4));
  assert.equal(rules.count(givens, 100), 12);

  const cages = [
    [[0, 1], 3],
    [[10, 11], 7],
  ];
  const builder = new RulesBuilder(4);
  for (const [cells, sum] of cages) builder.addCage(cells, sum);
  const killer = builder.build();
  const empty = new Array(16).fill(0);
  const plainHouses = [...houses(4, boxes(4, 2, 2)), ...cages.map(([cells]) => cells)];
  const expected = countPlain(empty, plainHouses, 4, cages);
  assert.ok(expected > 1);
  assert.equal(killer.count(empty, 1000), expected);
  assert.equal(killer.count(empty, 1), 1);
  // Written as f-puzzles JSON, the built killer keeps its cages (read here
  // from the JSON) and counts alike when read back; the compact line
  // cannot say cages.
  const json = killer.toText();
  const written = JSON.parse(json).killercage.map((c) => [c.cells.length, Number(c.value)]);
  assert.deepEqual(written.sort(), cages.map(([cells, sum]) => [cells.length, sum]).sort());
  const { rules: again, givens: againGivens } = Rules.fromText(json);
  assert.deepEqual(againGivens, empty);
  assert.equal(again.count(empty, 1000), expected);
  assert.throws(() => killer.toText(null, { format: 'compact' }), (err) => err.status === 'INVALID_ARGUMENT');
  assert.equal(rules.toText(givens, { format: 'compact' }).split(' ')[1], '1...............');
  // The builder can build again, with more rules.
  const more = builder.addFlags(['MAIN_DIAGONAL']).build();
  assert.equal(
    more.count(empty, 1000),
    countPlain(empty, [...plainHouses, diagonals[0]], 4, cages),
  );
  assert.equal(RULE_FLAGS.MAIN_DIAGONAL, 1);
});

test('a jigsaw built region by region solves as its JSON does', () => {
  const sample = samples.find((s) => s.id === 'jigsaw-001');
  const grid = sample.puzzle.grid;
  const regionOf = grid.flatMap((row, r) =>
    row.map((cell, c) => cell.region ?? Math.floor(r / 3) * 3 + Math.floor(c / 3)),
  );
  const builder = new RulesBuilder(9);
  for (let region = 0; region < 9; region++) {
    builder.addRegion([...Array(81).keys()].filter((cell) => regionOf[cell] === region));
  }
  const rules = builder.build();
  builder.free();
  const givens = grid.flat().map((cell) => (cell.given ? cell.value : 0));
  const found = rules.solve(givens);
  assert.ok(isSolution(found, givens, houses(9, regionOf), 9));
  assert.deepEqual(found, sample.solution);
});

test('check names the first cell and the rule', () => {
  const { rules } = Rules.fromText('4/2x2+x ................');
  assert.deepEqual(rules.check([1, 1, ...new Array(14).fill(0)]), {
    cell: 1,
    rule: 'ROW',
    index: 0,
  });
  const onDiagonal = new Array(16).fill(0);
  onDiagonal[0] = 2;
  onDiagonal[15] = 2;
  assert.deepEqual(rules.check(onDiagonal), { cell: 15, rule: 'MAIN_DIAGONAL', index: undefined });
  assert.equal(BROKEN_RULES[4], 'MAIN_DIAGONAL');
  assert.equal(rules.check(new Array(16).fill(0)), null);
});

function throwsWith(call, fields) {
  let caught;
  try {
    call();
  } catch (err) {
    caught = err;
  }
  assert.ok(caught instanceof SudokuError, `no SudokuError: ${caught}`);
  for (const [key, value] of Object.entries(fields)) {
    assert.deepEqual(caught[key], value, `${key} of ${caught.message}`);
  }
  return caught;
}

test('parse and rule errors name what and where, as Python does', () => {
  let err = throwsWith(() => Rules.fromText('{"size": 9,\n  "grid": [}'), {
    status: 'PARSE_ERROR',
    line: 2,
    byte: 23,
    field: 'json',
  });
  assert.match(err.message, /\(line 2, byte 23, field 'json'\)$/);
  throwsWith(() => Rules.fromText(`6+x+sideways ${'.'.repeat(36)}`), {
    status: 'PARSE_ERROR',
    field: 'flag',
    byte: 4,
  });
  throwsWith(() => Rules.fromText('{"size": 9, "arrow": []}'), {
    status: 'UNSUPPORTED_RULE',
    field: 'arrow',
  });
  throwsWith(() => new RulesBuilder(4).addCage([0, 1], 8).build(), {
    status: 'UNSATISFIABLE_RULES',
    field: 'cage',
    index: 0,
  });
  err = throwsWith(
    () => new RulesBuilder(4).addRegion([0, 1, 4, 5]).addRegion([5, 2, 3, 6]).build(),
    { status: 'UNSATISFIABLE_RULES', row: 2, column: 2 },
  );
  assert.match(err.message, /cell R2C2/);
  throwsWith(() => new RulesBuilder(26), { status: 'INVALID_RULES' });
  throwsWith(() => new RulesBuilder(9).addFlags(1 << 20), { status: 'INVALID_ARGUMENT' });
  throwsWith(() => new RulesBuilder(9).addDot('grey', 0, 1), { status: 'INVALID_ARGUMENT' });
});

test('grid errors, budgets and freed rule sets', () => {
  const { rules, givens } = Rules.fromText('4 1...............');
  throwsWith(() => rules.solve([5, ...new Array(15).fill(0)]), {
    status: 'INVALID_VALUE',
    cell: 0,
  });
  throwsWith(() => rules.solve([1, 1, ...new Array(14).fill(0)]), {
    status: 'GRID_BREAKS_RULE',
    cell: 1,
  });
  throwsWith(() => rules.solve(new Array(15).fill(0)), { status: 'INVALID_LENGTH' });
  throwsWith(() => rules.solve(givens), { status: 'MULTIPLE_SOLUTIONS' });
  throwsWith(() => rules.count(givens, 0), { status: 'INVALID_ARGUMENT' });
  throwsWith(() => rules.gridFromText('1..x'), { status: 'INVALID_CHARACTER', cell: 3 });
  const big = new RulesBuilder(16).build();
  const err = throwsWith(() => big.count(new Array(256).fill(0), 2, { budget: 1 }), {
    status: 'BUDGET_EXHAUSTED',
  });
  assert.ok(err.report.guesses <= 1n);
  assert.equal(big.count(new Array(256).fill(0), 2, { budget: 10_000 }), 2);
  rules.free();
  rules.free();
  throwsWith(() => rules.count(givens), { status: 'INVALID_ARGUMENT' });
  assert.throws(() => new Rules(), TypeError);
});
