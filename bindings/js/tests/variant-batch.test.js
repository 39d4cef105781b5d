// Rules#solveBatch and Rules#countBatch (sudoku_rules_solve_batch,
// sudoku_rules_count_batch): answers checked against code that shares
// nothing with the library (a rule-by-rule check, an enumeration of every
// 4x4 grid), each record's error returned in its place.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { RulesBuilder, SudokuError } from '../lib/libsudoku.js';
import { repoRoot } from './support.js';

const record = readFileSync(path.join(repoRoot, 'tests/data/variants/sample.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .find((r) => r.id === '16x16-001');

function boxes(n, rows, cols) {
  return [...Array(n * n).keys()].map(
    (cell) => Math.floor(Math.floor(cell / n) / rows) * (n / cols) + Math.floor((cell % n) / cols),
  );
}

/** Rows, columns and boxes hold each digit once, and the givens stay. */
function isSolution(grid, givens, n, rows, cols) {
  const regionOf = boxes(n, rows, cols);
  if (grid.length !== n * n) return false;
  if (grid.some((v, i) => v < 1 || v > n || (givens[i] && givens[i] !== v))) return false;
  for (let i = 0; i < n; i++) {
    const groups = [
      [...Array(n)].map((_, j) => grid[i * n + j]),
      [...Array(n)].map((_, j) => grid[j * n + i]),
      grid.filter((_, cell) => regionOf[cell] === i),
    ];
    if (groups.some((g) => new Set(g).size !== n)) return false;
  }
  return true;
}

/** Every 4x4 grid with rows, columns and 2x2 boxes (288 of them). */
function every4x4() {
  const regionOf = boxes(4, 2, 2);
  const perms = [];
  const permute = (done, left) => {
    if (!left.length) perms.push(done);
    left.forEach((d, i) => permute([...done, d], [...left.slice(0, i), ...left.slice(i + 1)]));
  };
  permute([], [1, 2, 3, 4]);
  let grids = [[]];
  const fits = (g) =>
    [0, 1, 2, 3].every((k) => {
      const column = g.filter((_, i) => i % 4 === k);
      const box = g.filter((_, i) => regionOf[i] === k);
      return new Set(column).size === column.length && new Set(box).size === box.length;
    });
  for (let r = 0; r < 4; r++) grids = grids.flatMap((g) => perms.map((p) => [...g, ...p]).filter(fits));
  return grids;
}

test('solveBatch answers each grid as solve does, errors in place', () => {
  const givens = record.puzzle.grid.flat().map((c) => (c.given ? c.value : 0));
  const rules = new RulesBuilder(16, 4, 4).build();
  const clash = [...givens];
  const empty = clash.indexOf(0);
  const rowStart = empty - (empty % 16);
  clash[empty] = clash.slice(rowStart, rowStart + 16).find((v) => v);
  const found = rules.solveBatch([givens, clash, givens.slice(1), [17, ...givens.slice(1)], Array(256).fill(0)]);
  assert.equal(found.length, 5);
  assert.deepEqual(found[0], record.solution);
  assert.ok(isSolution(found[0], givens, 16, 4, 4));
  assert.ok(found[1] instanceof SudokuError && found[1].status === 'GRID_BREAKS_RULE', String(found[1]));
  assert.ok(found[2] instanceof SudokuError && found[2].status === 'INVALID_LENGTH', String(found[2]));
  assert.ok(found[3] instanceof SudokuError && found[3].status === 'INVALID_VALUE', String(found[3]));
  assert.ok(found[4] instanceof SudokuError && found[4].status === 'MULTIPLE_SOLUTIONS', String(found[4]));
  const tight = rules.solveBatch([Array(256).fill(0)], { budget: 1 });
  assert.equal(tight[0].status, 'BUDGET_EXHAUSTED');
  assert.deepEqual(rules.solveBatch([]), []);
  rules.free();
});

test('countBatch matches an enumeration of every 4x4 grid', () => {
  const every = every4x4();
  assert.equal(every.length, 288);
  const rules = new RulesBuilder(4).build();
  const grids = [Array(16).fill(0)];
  every
    .filter((_, i) => i % 37 === 0)
    .forEach((grid) => {
      for (const keep of [[0], [0, 5], [0, 5, 10, 15], [0, 3, 6, 9, 12, 15]]) {
        grids.push(grid.map((v, c) => (keep.includes(c) ? v : 0)));
      }
    });
  const want = grids.map(
    (givens) => every.filter((g) => givens.every((v, c) => v === 0 || g[c] === v)).length,
  );
  assert.deepEqual(rules.countBatch(grids, 1000), want);
  assert.deepEqual(
    rules.countBatch(grids.slice(0, 3), 2),
    want.slice(0, 3).map((w) => Math.min(w, 2)),
  );
  const broken = rules.countBatch([[1, 1, ...Array(14).fill(0)]]);
  assert.equal(broken[0].status, 'GRID_BREAKS_RULE');
  assert.throws(() => rules.countBatch(grids, 0), SudokuError);
  assert.throws(() => rules.countBatch(grids, 2, { budget: -1 }), SudokuError);
  rules.free();
  const big = new RulesBuilder(16).build();
  assert.equal(big.countBatch([Array(256).fill(0)], 2, { budget: 1 })[0].status, 'BUDGET_EXHAUSTED');
  assert.deepEqual(big.countBatch([Array(256).fill(0)], 2, { budget: 10000 }), [2]);
  big.free();
});
