// Canonical forms, transforms and batch counting: forms checked against
// forms the MinLex program gave (docs/CANON.md), against the form of moved
// copies, and counts against test/support.js's own counter.

import test from 'node:test';
import assert from 'node:assert/strict';

import * as sudoku from '../lib/libsudoku.js';
import { SudokuError } from '../lib/libsudoku.js';
import { countSolutions, dataFiles } from './support.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** PUZZLE's form, as docs/CANON.md shows it (with '0' for '.'). */
const FORM = '........1.....2.34156...27......8.......51..232974......16..9....34..7..28.91.45.'.replaceAll('.', '0');

const zeros = (grid) => grid.replaceAll('.', '0');

/** A transform drawn from `next` (a source of numbers below n): bands, rows
 * within bands, stacks, columns within stacks, transpose, digits. */
function drawTransform(next) {
  const shuffle = (items) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = next(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const lines = () => shuffle([0, 1, 2]).flatMap((block) => shuffle([0, 1, 2]).map((i) => 3 * block + i));
  return Uint8Array.from([next(2), ...lines(), ...lines(), ...shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])]);
}

function seeded(seed) {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

test('the form of the puzzle in docs/CANON.md, and one MinLex made', () => {
  const canon = sudoku.canonical(PUZZLE);
  assert.equal(canon.form, FORM);
  assert.equal(canon.automorphisms, 1);
  assert.equal(canon.transform.length, 28);
  assert.equal(zeros(sudoku.transform(PUZZLE, canon.transform)), canon.form);
  assert.equal(
    sudoku.canonical('...4..7...5..1..6..4.....8......1..89...8653..8..4.29...8.....7.751..3..1.3..9...').form,
    '000000123000004005016020700000200070082043000700091300000508004050062000600000500',
  );
  assert.equal(sudoku.canonical('.'.repeat(81)).automorphisms, 3359232);
});

test('moved copies keep the form; a transform and its inverse cancel', () => {
  const next = seeded(7);
  const puzzles = dataFiles().flatMap(({ lines }) => lines.slice(0, 5).map((l) => l.puzzle));
  for (const puzzle of puzzles) {
    const form = sudoku.canonical(puzzle).form;
    const pattern = sudoku.canonical(puzzle, { pattern: true }).form;
    for (let i = 0; i < 2; i++) {
      const moves = drawTransform(next);
      const moved = sudoku.transform(puzzle, moves);
      assert.notEqual(moved, puzzle);
      assert.equal(sudoku.canonical(moved).form, form, puzzle);
      assert.equal(sudoku.canonical(moved, { pattern: true }).form, pattern, puzzle);
      assert.equal(sudoku.transform(moved, sudoku.invertTransform(moves)), puzzle);
    }
  }
});

test('the pattern form reads the givens alone', () => {
  const pattern = sudoku.canonical(PUZZLE, { pattern: true });
  assert.match(pattern.form, /^[01]{81}$/);
  const givens = [...PUZZLE].filter((c) => c !== '.').length;
  assert.equal([...pattern.form].filter((c) => c === '1').length, givens);
  assert.deepEqual([...pattern.transform.slice(19)], [1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('bad grids and transforms are refused, naming what', () => {
  const bad = PUZZLE.slice(0, 40) + 'x' + PUZZLE.slice(41);
  assert.throws(() => sudoku.canonical(bad), (e) => {
    assert.ok(e instanceof SudokuError);
    assert.equal(e.status, 'INVALID_CHARACTER');
    assert.equal(e.cell, 40);
    return true;
  });
  assert.throws(() => sudoku.canonical(PUZZLE.slice(1)), { status: 'INVALID_LENGTH' });
  // Row 3 moved into band 1: no symmetry.
  const notASymmetry = Uint8Array.from([
    0, 3, 1, 2, 0, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  ]);
  assert.throws(() => sudoku.transform(PUZZLE, notASymmetry), { status: 'INVALID_ARGUMENT' });
  assert.throws(() => sudoku.invertTransform(notASymmetry), { status: 'INVALID_ARGUMENT' });
  assert.throws(() => sudoku.transform(PUZZLE, new Uint8Array(27)), { status: 'INVALID_ARGUMENT' });
  assert.throws(() => sudoku.transform(PUZZLE, 'moves'), TypeError);
  // Clashing givens still have a form.
  assert.equal(sudoku.canonical('55' + '.'.repeat(79)).form.length, 81);
});

test('countBatch counts as countSolutions does, errors as values', () => {
  const puzzles = dataFiles().flatMap(({ lines }) => lines.slice(0, 4).map((l) => l.puzzle));
  const batch = [...puzzles, 'x'.repeat(81), '1'.repeat(80)];
  const counts = sudoku.countBatch(batch, 3);
  assert.equal(counts.length, batch.length);
  puzzles.forEach((puzzle, i) => {
    if (typeof counts[i] === 'number') {
      assert.equal(counts[i], countSolutions(puzzle, 3), puzzle);
    } else {
      assert.throws(() => sudoku.countSolutions(puzzle, 3), { status: counts[i].status }, puzzle);
    }
  });
  assert.ok(counts.slice(0, puzzles.length).filter((c) => typeof c === 'number').length > 10);
  assert.equal(counts[puzzles.length].status, 'INVALID_CHARACTER');
  assert.equal(counts[puzzles.length + 1].status, 'INVALID_LENGTH');
  assert.deepEqual(sudoku.countBatch([PUZZLE]), [1]);
  assert.throws(() => sudoku.countBatch([PUZZLE], 0), { status: 'INVALID_ARGUMENT' });
});
