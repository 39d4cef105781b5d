// Solving, checking, counting and parsing, over every file of tests/data:
// each answer checked by test/support.js, which shares nothing with the
// library.

import test from 'node:test';
import assert from 'node:assert/strict';

import * as sudoku from '../lib/libsudoku.js';
import { SudokuError } from '../lib/libsudoku.js';
import { countSolutions, dataFiles, isSolutionOf } from './support.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** What the data README says each file holds. */
const EXPECTED_STATUS = {
  serg_multiple_solutions: 'MULTIPLE_SOLUTIONS',
  unsolvable_10k: 'NO_SOLUTION',
};

function statusOf(fn) {
  try {
    fn();
    return 'OK';
  } catch (err) {
    assert.ok(err instanceof SudokuError, `not a SudokuError: ${err}`);
    return err.status;
  }
}

test('solve gives the unique solution, checked independently', () => {
  assert.equal(sudoku.solve(PUZZLE), SOLUTION);
  assert.ok(isSolutionOf(PUZZLE, SOLUTION));
  assert.match(sudoku.version(), /^1\.\d+\.\d+$/);
});

test('every puzzle of tests/data: solve and solveBatch agree with the file and the checker', () => {
  for (const { name, lines } of dataFiles()) {
    const puzzles = lines.map((l) => l.puzzle);
    const batch = sudoku.solveBatch(puzzles);
    let counted = 0;
    puzzles.forEach((puzzle, i) => {
      let solution;
      const status = statusOf(() => {
        solution = sudoku.solve(puzzle);
      });
      const expected = EXPECTED_STATUS[name] ?? 'OK';
      // adversarial.txt mixes kinds: its answers are checked by the counter.
      if (name !== 'adversarial') assert.equal(status, expected, `${name} line ${i + 1}`);
      if (status === 'OK') {
        assert.ok(isSolutionOf(puzzle, solution), `${name} line ${i + 1}: not a solution`);
        assert.equal(batch[i], solution, `${name} line ${i + 1}: batch differs`);
      } else {
        assert.ok(batch[i] instanceof SudokuError && batch[i].status === status, `${name} ${i}`);
      }
      // The plain counter is slow on hard grids: every 100th puzzle, and all
      // of adversarial.txt's that have givens enough to count quickly.
      if (i % 100 === 0 || (name === 'adversarial' && puzzle.replace(/[.0]/g, '').length >= 22)) {
        const n = countSolutions(puzzle, 2);
        const want = { 0: ['NO_SOLUTION', 'CONFLICTING_GIVENS'], 1: ['OK'], 2: ['MULTIPLE_SOLUTIONS'] }[n];
        assert.ok(want.includes(status), `${name} line ${i + 1}: ${status}, counter says ${n}`);
        assert.equal(sudoku.countSolutions(puzzle, 2), Math.min(n, 2), `${name} line ${i + 1}`);
        counted++;
      }
    });
    assert.ok(counted > 0, name);
  }
});

test('solveEx: modes, budgets and reports', () => {
  const { solution, report } = sudoku.solveEx(PUZZLE);
  assert.equal(solution, SOLUTION);
  assert.deepEqual(report, { status: 0, cell: -1, solutions: 1, guesses: 0n });
  const empty = '.'.repeat(81);
  assert.throws(() => sudoku.solve(empty), { status: 'MULTIPLE_SOLUTIONS' });
  const first = sudoku.solve(empty, { mode: 'first' });
  assert.ok(isSolutionOf(empty, first));
  // A hard puzzle needs guesses; a budget of 1 runs out.
  // forum_hardest_1106, line 1: 85 guesses.
  const hard = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
  assert.throws(() => sudoku.solveEx(hard, { budget: 1 }), { status: 'BUDGET_EXHAUSTED' });
  assert.throws(() => sudoku.solveEx(hard, { budget: 1n }), (e) => e.report.status === 7);
  assert.equal(sudoku.solveEx(hard, { budget: 85 }).report.guesses, 85n);
  assert.throws(() => sudoku.solve(PUZZLE, { mode: 'any' }), { status: 'INVALID_ARGUMENT' });
  assert.throws(() => sudoku.solve(PUZZLE, { budget: -1 }), { status: 'INVALID_ARGUMENT' });
  assert.throws(() => sudoku.solve(PUZZLE, { budget: 1.5 }), { status: 'INVALID_ARGUMENT' });
  assert.throws(() => sudoku.solve(PUZZLE, { budget: 1n << 64n }), { status: 'INVALID_ARGUMENT' });
  assert.equal(sudoku.solve(PUZZLE, { budget: (1n << 64n) - 1n }), SOLUTION);
});

test('errors carry the status name, the library text and the cell', () => {
  const clash = '55' + PUZZLE.slice(2);
  assert.throws(() => sudoku.solve(clash), (e) => {
    assert.equal(e.status, 'CONFLICTING_GIVENS');
    assert.equal(e.code, 3);
    assert.equal(e.cell, 1);
    assert.equal(e.message, `${sudoku.statusStr(3)} at cell 1 (row 1, column 2)`);
    assert.equal(e.name, 'SudokuError');
    assert.ok(e instanceof Error);
    return true;
  });
  assert.throws(() => sudoku.check(PUZZLE.slice(0, 40) + 'x' + PUZZLE.slice(41)), {
    status: 'INVALID_CHARACTER',
    cell: 40,
    message: `${sudoku.statusStr(2)} at cell 40 (row 5, column 5)`,
  });
  // Characters outside Latin-1 are invalid characters, not something else.
  assert.throws(() => sudoku.solve('€' + PUZZLE.slice(1)), { status: 'INVALID_CHARACTER', cell: 0 });
  assert.throws(() => sudoku.solve(PUZZLE.slice(1)), { status: 'INVALID_LENGTH' });
  assert.throws(() => sudoku.solve(42), TypeError);
  assert.equal(sudoku.check(PUZZLE), undefined);
  assert.throws(() => sudoku.solve('1' + '.'.repeat(9) + '1' + PUZZLE.slice(11)), {
    status: 'CONFLICTING_GIVENS',
  });
  // unsolvable_10k, line 1: consistent givens, no solution.
  const unsolvable = '..............1..2..3..4.56......19.....2..4..2.7........5....74........81....9..';
  assert.throws(() => sudoku.solve(unsolvable), { status: 'NO_SOLUTION' });
  assert.equal(sudoku.statusStr(12345), 'unknown status');
});

test('countSolutions: limits and budgets', () => {
  const empty = '.'.repeat(81);
  assert.equal(sudoku.countSolutions(PUZZLE), 1);
  assert.equal(sudoku.countSolutions(empty, 50), 50);
  assert.equal(sudoku.countSolutions(empty, 1), 1);
  assert.throws(() => sudoku.countSolutions(empty, 0), { status: 'INVALID_ARGUMENT' });
  assert.throws(() => sudoku.countSolutions(empty, -1), { status: 'INVALID_ARGUMENT' });
  // The report counts the solutions found before the budget ran out.
  assert.throws(
    () => sudoku.countSolutions(empty, 1e6, { budget: 1000 }),
    (e) => e.status === 'BUDGET_EXHAUSTED' && e.report.guesses === 1000n && e.report.solutions > 0,
  );
  // A pair of cells swapped in a solution leaves two solutions.
  const two = '.' + SOLUTION.slice(1, 3) + '.' + SOLUTION.slice(4, 27) + '..' + SOLUTION.slice(29);
  assert.equal(sudoku.countSolutions(two, 5), countSolutions(two, 5));
});

test('parse reads pasted layouts', () => {
  const lines = PUZZLE.match(/.{9}/g).join('\n');
  assert.equal(sudoku.parse(lines), PUZZLE);
  assert.equal(sudoku.parse(`\n  ${PUZZLE.replace(/\./g, '0')}  \n`), PUZZLE);
  const boxed = PUZZLE.match(/.{9}/g)
    .map((row) => row.match(/.{3}/g).join(' | '))
    .map((row, i) => (i % 3 === 0 && i ? '------+-------+------\n' : '') + row)
    .join('\n');
  assert.equal(sudoku.parse(boxed), PUZZLE);
  assert.throws(() => sudoku.parse(PUZZLE.slice(1)), { status: 'INVALID_LENGTH' });
  assert.throws(() => sudoku.parse(PUZZLE.replace('5', 'é')), { status: 'INVALID_CHARACTER' });
  // Long text crosses into a larger scratch region.
  assert.equal(sudoku.parse(' '.repeat(300000) + PUZZLE), PUZZLE);
  assert.equal(sudoku.solve(PUZZLE), SOLUTION);
});

test('solveBatch: large batches in chunks, refused records in place', () => {
  const many = Array.from({ length: 10000 }, (_, i) => (i % 3 === 2 ? '.'.repeat(81) : PUZZLE));
  many[5] = 'short';
  const results = sudoku.solveBatch(many);
  assert.equal(results.length, many.length);
  results.forEach((r, i) => {
    if (i === 5) assert.equal(r.status, 'INVALID_LENGTH');
    else if (i % 3 === 2) assert.equal(r.status, 'MULTIPLE_SOLUTIONS');
    else assert.equal(r, SOLUTION);
  });
  const firsts = sudoku.solveBatch(['.'.repeat(81)], { mode: 'first' });
  assert.ok(isSolutionOf('.'.repeat(81), firsts[0]));
  assert.deepEqual(sudoku.solveBatch([]), []);
  const clash = sudoku.solveBatch(['55' + PUZZLE.slice(2)])[0];
  assert.equal(clash.cell, 1);
});
