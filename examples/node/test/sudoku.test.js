'use strict';
// Tests of the koffi binding: every status, and every solution checked here
// independently of the library. Run with: node --test test/

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const sudoku = require('../sudoku');
const { answer, puzzleLines } = require('../solve');

const { Status, SudokuError } = sudoku;
const examples = path.resolve(__dirname, '..', '..');

const EASY = '...8..9.69.5.1..4.24.3.7...612....9353....6.4..87...1...425...13...6..7.829..3...';
const EASY_SOLUTION = '173845926985612347246397158612584793537921684498736512764259831351468279829173465';
const EMPTY = '.'.repeat(81);
const NO_SOLUTION = '..............1..2..3....45....4.1...1.....6.2..3..7....4...9.3..8..6....6.......';
const CONFLICT = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// True when `solution` is a full grid whose rows, columns and boxes each hold
// 1-9 once, and which keeps every given of `puzzle`.
function isValidSolution(puzzle, solution) {
  if (!/^[1-9]{81}$/.test(solution)) return false;
  for (let i = 0; i < 81; i++) {
    if (/[1-9]/.test(puzzle[i]) && puzzle[i] !== solution[i]) return false;
  }
  for (let unit = 0; unit < 9; unit++) {
    const row = [];
    const col = [];
    const box = [];
    for (let k = 0; k < 9; k++) {
      row.push(solution[unit * 9 + k]);
      col.push(solution[k * 9 + unit]);
      const r = 3 * Math.floor(unit / 3) + Math.floor(k / 3);
      const c = 3 * (unit % 3) + (k % 3);
      box.push(solution[r * 9 + c]);
    }
    for (const group of [row, col, box]) {
      if (group.sort().join('') !== '123456789') return false;
    }
  }
  return true;
}

function statusOf(fn) {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof SudokuError, `not a SudokuError: ${err}`);
    assert.equal(err.message, sudoku.statusText(err.status));
    return err.status;
  }
  assert.fail('no error thrown');
}

test('the library is version 1.x.y', () => {
  assert.match(sudoku.version(), /^1\.\d+\.\d+$/);
});

test('status texts', () => {
  assert.equal(sudoku.statusText(Status.OK), 'success');
  assert.equal(sudoku.statusText(Status.NO_SOLUTION), 'the puzzle has no solution');
  assert.equal(sudoku.statusText(Status.MULTIPLE_SOLUTIONS), 'the puzzle has more than one solution');
  assert.equal(sudoku.statusText(99), 'unknown status');
  assert.equal(sudoku.statusText(-1), 'unknown status');
});

test('the independent checker refuses bad grids', () => {
  assert.ok(isValidSolution(EASY, EASY_SOLUTION));
  const swapped = EASY_SOLUTION[1] + EASY_SOLUTION[0] + EASY_SOLUTION.slice(2);
  assert.ok(!isValidSolution(EASY, swapped));
  assert.ok(!isValidSolution('9' + EASY.slice(1), EASY_SOLUTION));
});

test('solves a puzzle', () => {
  const solution = sudoku.solve(EASY);
  assert.equal(solution, EASY_SOLUTION);
  assert.ok(isValidSolution(EASY, solution));
});

test("accepts '0' for empty cells and bytes as well as strings", () => {
  assert.equal(sudoku.solve(EASY.replaceAll('.', '0')), EASY_SOLUTION);
  const bytes = Buffer.from(EASY, 'latin1');
  assert.equal(sudoku.solve(bytes), EASY_SOLUTION);
  assert.equal(bytes.toString('latin1'), EASY, "the caller's buffer is not written");
});

test('every status comes back as a SudokuError', () => {
  assert.equal(statusOf(() => sudoku.solve(EMPTY)), Status.MULTIPLE_SOLUTIONS);
  assert.equal(statusOf(() => sudoku.solve(NO_SOLUTION)), Status.NO_SOLUTION);
  assert.equal(statusOf(() => sudoku.solve(CONFLICT)), Status.CONFLICTING_GIVENS);
  assert.equal(statusOf(() => sudoku.solve('x' + EASY.slice(1))), Status.INVALID_CHARACTER);
  assert.equal(statusOf(() => sudoku.solve(EASY.slice(1))), Status.INVALID_LENGTH);
  assert.equal(statusOf(() => sudoku.solve(EASY + '.')), Status.INVALID_LENGTH);
  // One character, two UTF-8 bytes: refused, never narrowed to a digit.
  assert.equal(statusOf(() => sudoku.solve('\u0131' + EASY.slice(1))), Status.INVALID_LENGTH);
});

test('counts solutions', () => {
  assert.equal(sudoku.countSolutions(EASY), 1);
  assert.equal(sudoku.countSolutions(EMPTY, 5), 5);
  assert.equal(sudoku.countSolutions(NO_SOLUTION), 0);
  assert.equal(statusOf(() => sudoku.countSolutions(EASY, 0)), Status.INVALID_ARGUMENT);
  assert.equal(statusOf(() => sudoku.countSolutions(CONFLICT)), Status.CONFLICTING_GIVENS);
});

test('examples/puzzles.txt gives examples/puzzles.expected, every solution valid', () => {
  const puzzles = puzzleLines(fs.readFileSync(path.join(examples, 'puzzles.txt'), 'latin1'));
  const expected = fs
    .readFileSync(path.join(examples, 'puzzles.expected'), 'latin1')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  assert.equal(puzzles.length, expected.length);
  let solved = 0;
  puzzles.forEach((puzzle, i) => {
    const got = answer(puzzle);
    assert.equal(got, expected[i], `puzzle ${i + 1}: ${puzzle}`);
    if (/^[1-9]{81}$/.test(got)) {
      assert.ok(isValidSolution(puzzle, got), `puzzle ${i + 1}: invalid solution ${got}`);
      solved++;
    }
  });
  assert.ok(solved >= 20, `only ${solved} puzzles solved`);
});
