// The generator: the golden outputs of tests/data/generate/golden.txt (the
// same puzzles on every platform), uniqueness checked by the plain counter,
// symmetry and bounds checked here, and the refusals.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as sudoku from '../lib/libsudoku.js';
import { countSolutions, dataDir, isSolutionOf } from './support.js';

const golden = readFileSync(path.join(dataDir, 'generate', 'golden.txt'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split(' '));

const givens = (puzzle) => puzzle.replace(/\./g, '').length;

test('random solutions and puzzles equal the golden outputs', () => {
  let seen = 0;
  for (const [kind, seed, ...fields] of golden) {
    if (kind === 'grid') {
      assert.equal(sudoku.randomSolution(BigInt(seed)), fields[0], `grid ${seed}`);
    } else if (kind === 'puzzle') {
      const [symmetry, minimal, minGivens, maxGivens, , puzzle] = fields;
      const made = sudoku.generate({
        seed: BigInt(seed),
        symmetry: +symmetry,
        minimal: minimal === '1',
        minGivens: +minGivens,
        maxGivens: +maxGivens,
      });
      assert.equal(made.puzzle, puzzle, `puzzle ${seed} ${fields.join(' ')}`);
      assert.ok(isSolutionOf(puzzle, made.solution));
    } else {
      const [symmetry, minimal, , pattern, puzzle] = fields;
      const made = sudoku.generate({
        seed: BigInt(seed),
        symmetry: +symmetry,
        minimal: minimal === '1',
        pattern,
        attemptBudget: 100000,
      });
      assert.equal(made.puzzle, puzzle, `pattern ${seed}`);
    }
    seen++;
  }
  assert.equal(seen, 23);
  assert.equal(sudoku.randomSolution(2n ** 64n - 1n), sudoku.randomSolution(-1n + 2n ** 64n));
  assert.throws(() => sudoku.randomSolution(-1), { status: 'INVALID_ARGUMENT' });
});

test('generated puzzles have one solution, their symmetry and their bounds', () => {
  const mirror = (cell) => 80 - cell;
  for (let seed = 100; seed < 106; seed++) {
    const { puzzle, solution } = sudoku.generate({ seed, symmetry: 'rotate_180' });
    assert.equal(countSolutions(puzzle, 2), 1, puzzle);
    assert.ok(isSolutionOf(puzzle, solution));
    for (let cell = 0; cell < 81; cell++) {
      assert.equal(puzzle[cell] === '.', puzzle[mirror(cell)] === '.', `${puzzle} cell ${cell}`);
    }
  }
  const loose = sudoku.generate({ seed: 3, minimal: false, minGivens: 36, maxGivens: 40 });
  assert.ok(givens(loose.puzzle) >= 36 && givens(loose.puzzle) <= 40);
  assert.equal(countSolutions(loose.puzzle, 2), 1);
  const hard = sudoku.generate({ seed: 11, minRating: 4.0, maxRating: 6.2 });
  const rating = sudoku.rate(hard.puzzle);
  assert.ok(rating.solved && rating.er >= 4.0 && rating.er <= 6.2, `${hard.puzzle} ${rating.er}`);
});

test('generateBatch gives generate for seed, seed + 1, ...', () => {
  const batch = sudoku.generateBatch(5, { seed: 40, symmetry: 'diagonal' });
  batch.forEach((puzzle, i) => {
    assert.equal(puzzle, sudoku.generate({ seed: 40 + i, symmetry: 'diagonal' }).puzzle);
  });
  const refused = sudoku.generateBatch(3, { minGivens: 30, maxGivens: 20 });
  assert.deepEqual(refused.map((e) => e.status), ['MIN_ABOVE_MAX', 'MIN_ABOVE_MAX', 'MIN_ABOVE_MAX']);
  assert.deepEqual(sudoku.generateBatch(0), []);
});

test('invalid generator options are refused', () => {
  const refusals = [
    [{ minGivens: 30, maxGivens: 20 }, 'MIN_ABOVE_MAX'],
    [{ minRating: 5.0, maxRating: 2.0 }, 'MIN_ABOVE_MAX'],
    [{ maxRating: 6.25 }, 'INVALID_ARGUMENT'],
    [{ maxRating: -1 }, 'INVALID_ARGUMENT'],
    [{ maxRating: '6.2' }, 'INVALID_ARGUMENT'],
    [{ maxGivens: 82 }, 'INVALID_ARGUMENT'],
    [{ symmetry: 'spiral' }, 'UNKNOWN_SYMMETRY'],
    [{ symmetry: 10 }, 'UNKNOWN_SYMMETRY'],
    [{ pattern: 'y'.repeat(81) }, 'INVALID_PATTERN'],
    [{ pattern: 'x' + '.'.repeat(80), symmetry: 'rotate_180' }, 'PATTERN_BREAKS_SYMMETRY'],
    [{ pattern: 'x'.repeat(20) + '.'.repeat(61), minGivens: 30 }, 'PATTERN_OUTSIDE_GIVEN_BOUNDS'],
    [{ attemptBudget: 0 }, 'INVALID_ARGUMENT'],
    [{ minimal: 1 }, 'INVALID_ARGUMENT'],
    [{ minGivens: 70, attemptBudget: 3 }, 'BUDGET_EXHAUSTED'],
    [{ pattern: 'x'.repeat(80) }, 'INVALID_LENGTH'],
  ];
  for (const [options, status] of refusals) {
    assert.throws(() => sudoku.generate(options), { status }, JSON.stringify(options));
  }
});

test('symmetry names in both spellings; a refusal lists the names', () => {
  for (const [underscore, hyphen] of [
    ['rotate_180', 'rotate-180'],
    ['mirror_left_right', 'mirror-left-right'],
    ['both_diagonals', 'Both-Diagonals'],
  ]) {
    assert.equal(
      sudoku.generate({ seed: 5, symmetry: hyphen }).puzzle,
      sudoku.generate({ seed: 5, symmetry: underscore }).puzzle,
    );
  }
  assert.throws(
    () => sudoku.generate({ symmetry: 'spiral' }),
    (e) => {
      assert.equal(e.status, 'UNKNOWN_SYMMETRY');
      for (const name of Object.keys(sudoku.SYMMETRIES)) {
        assert.ok(e.message.includes(name), `${name} not in: ${e.message}`);
      }
      assert.ok(e.message.includes('"spiral"'), e.message);
      // Word for word as the Python binding says it (test_generate.py).
      assert.equal(
        e.message,
        'unknown symmetry "spiral": one of none, rotate_180, rotate_90, '
          + 'mirror_left_right, mirror_top_bottom, diagonal, anti_diagonal, '
          + "both_diagonals, both_mirrors, full ('-' may stand for '_')",
      );
      return true;
    },
  );
});

test('ratings are decimals: bounds as rate() gives them', () => {
  const made = sudoku.generate({ seed: 11, minRating: 2.0, maxRating: 3.9 });
  const rating = sudoku.rate(made.puzzle);
  assert.ok(rating.er >= 2.0 && rating.er <= 3.9, `${made.puzzle} ${rating.er}`);
  // The same bounds in tenths would be 20-39: ratings of 20 and more.
  assert.equal(Math.round(rating.er * 10) / 10, rating.er);
});
