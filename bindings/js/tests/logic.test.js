// Candidates, hints, ratings and paths: hints checked against the unique
// solution, ratings against Sudoku Explainer's (tests/data/se_rated_dev.txt),
// paths against the step counts it took (tests/data/logic_techniques.txt).

import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';

import * as sudoku from '../lib/libsudoku.js';
import { PEERS, dataDir, digitsOf, isSolutionOf, readLines } from './support.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const techniques = readLines(path.join(dataDir, 'logic_techniques.txt'));
const rated = readLines(path.join(dataDir, 'se_rated_dev.txt'));

const bit = (digit) => 1 << (digit - 1);

/** The candidates of every cell, computed here: the digits no peer holds. */
function plainCandidates(grid) {
  return [...grid].map((ch, cell) => {
    if (ch >= '1' && ch <= '9') return bit(+ch);
    let mask = 0x1ff;
    for (const p of PEERS[cell]) if (grid[p] >= '1' && grid[p] <= '9') mask &= ~bit(+grid[p]);
    return mask;
  });
}

/** Checks a step against the solution: a placement puts the solution's
 * digit, an elimination removes something and never the solution's digit. */
function assertSound(step, solution, where) {
  if (step.kind === 'placement') {
    assert.equal(String(step.digit), solution[step.cell], `${where}: wrong placement`);
  } else {
    assert.equal(step.kind, 'elimination', where);
    assert.equal(step.cell, -1, where);
  }
  let removed = 0;
  step.eliminations.forEach((mask, cell) => {
    assert.equal(mask & bit(+solution[cell]), 0, `${where}: removes the solution's digit`);
    removed += digitsOf(mask).length;
  });
  if (step.kind === 'elimination') assert.ok(removed > 0, `${where}: removes nothing`);
  assert.ok(step.text.length > 10, where);
  assert.ok(step.techniqueName.length > 2, where);
  assert.ok(step.difficulty >= 1.0 && step.difficulty <= 20.0, where);
  assert.equal(Math.round(step.difficulty * 10) / 10, step.difficulty, where);
}

test('candidates equal the digits no peer holds', () => {
  for (const { puzzle } of techniques) {
    assert.deepEqual([...sudoku.candidates(puzzle)], plainCandidates(puzzle));
  }
  assert.throws(() => sudoku.candidates('55' + PUZZLE.slice(2)), { status: 'CONFLICTING_GIVENS', cell: 1 });
});

test('player candidates: the givens bind, clashing entries are listed beside the masks', () => {
  // r1c3 5 repeats the given r1c1; r1c4 2 is taken; r1c7 2 repeats that
  // entry and the given r7c7, and the given is named.
  const current = '535' + '2' + '7.2..' + PUZZLE.slice(9);
  const got = sudoku.playerCandidates(PUZZLE, current);
  assert.deepEqual(got.clashes, [
    { cell: 2, digit: 5, other: 0 },
    { cell: 6, digit: 2, other: 60 },
  ]);
  const taken = PUZZLE.slice(0, 3) + '2' + PUZZLE.slice(4);
  assert.deepEqual([...got.candidates], plainCandidates(taken));
  // Without mistakes: the candidates of the grid itself.
  assert.deepEqual(sudoku.playerCandidates(PUZZLE, PUZZLE), {
    candidates: sudoku.candidates(PUZZLE),
    clashes: [],
  });
  assert.throws(() => sudoku.playerCandidates('55' + PUZZLE.slice(2), PUZZLE), {
    status: 'CONFLICTING_GIVENS',
    cell: 1,
  });
  assert.throws(() => sudoku.playerCandidates(PUZZLE, '.' + PUZZLE.slice(1)), {
    status: 'CURRENT_CONTRADICTS_PUZZLE',
    cell: 0,
  });
  // A bad character after a clash is named, not the clash.
  assert.throws(() => sudoku.playerCandidates(PUZZLE, current.slice(0, 40) + 'z' + current.slice(41)), {
    status: 'INVALID_CHARACTER',
    cell: 40,
    message: /at cell 40 \(row 5, column 5\)/,
  });
});

test('true candidates: the solution itself for a proper puzzle, the union of solutions otherwise', () => {
  const solution = sudoku.solve(PUZZLE);
  assert.deepEqual([...sudoku.trueCandidates(PUZZLE)], [...solution].map((d) => bit(+d)));
  // Two solutions: the four cells of a swapped pair hold both digits.
  const two = '.' + solution.slice(1, 3) + '.' + solution.slice(4, 27) + '..' + solution.slice(29);
  const marks = sudoku.trueCandidates(two);
  const other = solution[3] + solution.slice(1, 3) + solution[0] + solution.slice(4, 27) + solution[28] + solution[27] + solution.slice(29);
  if (isSolutionOf(two, other)) {
    for (const cell of [0, 3, 27, 28]) {
      assert.equal(marks[cell], bit(+solution[cell]) | bit(+other[cell]));
    }
  }
  assert.throws(() => sudoku.trueCandidates('.'.repeat(81), { budget: 1 }), { status: 'BUDGET_EXHAUSTED' });
  const unsolvable = '..............1..2..3..4.56......19.....2..4..2.7........5....74........81....9..';
  assert.throws(() => sudoku.trueCandidates(unsolvable), { status: 'NO_SOLUTION' });
});

test('explain: the path Sudoku Explainer takes, every step sound, texts round-trip', () => {
  let solvedCount = 0;
  for (const { puzzle, rest } of techniques) {
    const [, steps, outcome] = rest;
    const solution = sudoku.solve(puzzle);
    const path = sudoku.explain(puzzle);
    // The file gives Sudoku Explainer's path up to its first chain; with
    // the chains every path goes on to the solution.
    if (outcome === 'solved') {
      assert.equal(path.steps.length, +steps, puzzle);
    } else {
      assert.ok(path.steps.length > +steps, puzzle);
    }
    assert.equal(path.solved, true, puzzle);
    path.steps.forEach((step, i) => {
      assertSound(step, solution, `${puzzle} step ${i + 1}`);
      assert.equal(sudoku.stepText(step), step.text);
    });
    solvedCount += path.solved;
  }
  assert.equal(solvedCount, techniques.length);
});

test('hints from a player state walk the same path as explain', () => {
  // Every 4th puzzle keeps the test short; each walk is a hint per step.
  for (const { puzzle } of techniques.filter((_, i) => i % 4 === 0)) {
    const solution = sudoku.solve(puzzle);
    const path = sudoku.explain(puzzle);
    let current = puzzle.split('');
    let marks = sudoku.candidates(puzzle);
    for (const [i, want] of path.steps.entries()) {
      const step = sudoku.hint(puzzle, { current: current.join(''), candidates: marks });
      assertSound(step, solution, `${puzzle} hint ${i + 1}`);
      assert.equal(step.text, want.text, `${puzzle} hint ${i + 1}`);
      if (step.kind === 'placement') {
        current[step.cell] = String(step.digit);
      } else {
        marks = marks.map((mask, cell) => mask & ~step.eliminations[cell]);
      }
      // Marks of the placed digit's peers are left for the library to drop.
    }
    if (path.solved) {
      assert.equal(current.join(''), solution);
      assert.throws(() => sudoku.hint(puzzle, { current: solution }), { status: 'ALREADY_SOLVED' });
    } else {
      assert.throws(() => sudoku.hint(puzzle, { current: current.join(''), candidates: marks }), {
        status: 'TECHNIQUES_EXHAUSTED',
      });
    }
  }
});

test('hints: mistakes, missing marks and refusals', () => {
  const solution = sudoku.solve(PUZZLE);
  const first = sudoku.hint(PUZZLE);
  assert.equal(first.kind, 'placement');
  assert.deepEqual(first.cells.length > 0, true);
  // A wrong entry in the first empty cell.
  const cell = PUZZLE.indexOf('.');
  const wrong = String((+solution[cell] % 9) + 1);
  const current = PUZZLE.slice(0, cell) + wrong + PUZZLE.slice(cell + 1);
  const mistake = sudoku.hint(PUZZLE, { current });
  assert.equal(mistake.kind, 'mistake');
  assert.equal(mistake.cell, cell);
  assert.equal(mistake.digit, +wrong);
  assert.deepEqual(mistake.cells, [cell]);
  // Marks without the solution's digit in cell 40.
  const marks = sudoku.candidates(PUZZLE);
  const empty = [...PUZZLE].findIndex((ch, i) => ch === '.' && i > 30);
  marks[empty] &= ~bit(+solution[empty]);
  const missing = sudoku.hint(PUZZLE, { candidates: marks });
  assert.equal(missing.kind, 'missing_candidate');
  assert.equal(missing.cell, empty);
  assert.equal(missing.digit, +solution[empty]);

  assert.throws(() => sudoku.hint(PUZZLE, { current: '.' + PUZZLE.slice(1) }), {
    status: 'CURRENT_CONTRADICTS_PUZZLE',
  });
  const bad = sudoku.candidates(PUZZLE);
  bad[2] = 0x200;
  assert.throws(() => sudoku.hint(PUZZLE, { candidates: bad }), { status: 'INVALID_CANDIDATES' });
  assert.throws(() => sudoku.hint('.'.repeat(81)), { status: 'MULTIPLE_SOLUTIONS' });
  assert.throws(() => sudoku.hint(PUZZLE, { candidates: [1, 2] }), { status: 'INVALID_LENGTH' });
  assert.throws(() => sudoku.hint(PUZZLE, { current: PUZZLE.replace('.', 'z') }), {
    status: 'INVALID_CHARACTER',
  });
});

test('hints told vaguely first: the same step at every level', () => {
  const whole = sudoku.hint(PUZZLE);
  const [vague, pattern, told] = [1, 2, 3].map((level) => sudoku.hint(PUZZLE, { level }));
  assert.deepEqual(told, whole);
  for (const step of [vague, pattern]) {
    assert.equal(step.kind, whole.kind);
    assert.equal(step.technique, whole.technique);
    assert.equal(step.digits, whole.digits);
    assert.equal(step.cell, -1);
    assert.equal(step.digit, 0);
    assert.ok(step.eliminations.every((mask) => mask === 0));
  }
  assert.deepEqual(vague.cells, []);
  assert.equal(vague.houses, 0);
  assert.equal(pattern.houses, whole.houses);
  assert.ok(vague.text.startsWith(`Look for: ${whole.techniqueName}`), vague.text);
  assert.ok(pattern.text.startsWith(whole.techniqueName), pattern.text);
  // A wrong entry: that there is one, then where.
  const solution = sudoku.solve(PUZZLE);
  const cell = PUZZLE.indexOf('.');
  const current = PUZZLE.slice(0, cell) + String((+solution[cell] % 9) + 1) + PUZZLE.slice(cell + 1);
  assert.equal(sudoku.hint(PUZZLE, { current, level: 1 }).text, 'One of the entries is wrong.');
  const where = sudoku.hint(PUZZLE, { current, level: 2 });
  assert.equal(where.cell, cell);
  assert.equal(where.digit, 0);
  assert.throws(() => sudoku.hint(PUZZLE, { level: 4 }), RangeError);
});

test("ratings equal Sudoku Explainer's on every dev puzzle it rates 6.2 or less", () => {
  let equal = 0;
  let within = 0;
  for (const { puzzle, rest } of rated) {
    // Decimals, as Sudoku Explainer writes them: equal to the literals.
    const [er, ep, ed] = rest[0].split('/').map(Number);
    const rating = sudoku.rate(puzzle);
    if (er <= 6.2) {
      within++;
      assert.deepEqual([rating.er, rating.ep, rating.ed], [er, ep, ed], puzzle);
      assert.equal(rating.solved, true, puzzle);
      equal++;
    } else {
      // Above 6.2 the chains rate it to its solution.
      assert.equal(rating.solved, true, puzzle);
      assert.ok(rating.er > 6.2, puzzle);
    }
    // A path with no step names no technique.
    const name = rating.steps === 0 ? 'none' : sudoku.techniqueName(rating.technique);
    assert.equal(rating.techniqueName, name, puzzle);
  }
  assert.equal(within, 434);
  assert.equal(equal, within);
  assert.throws(() => sudoku.rate('.'.repeat(81)), { status: 'MULTIPLE_SOLUTIONS' });
  assert.equal(sudoku.techniqueName(101), 'Hidden single in a box');
  assert.equal(sudoku.techniqueName(0), 'none');
  assert.equal(sudoku.techniqueName(9999), 'unknown technique');
});

test('chain steps carry their links, spelled by their text', () => {
  // ER 10.3: the path needs dynamic and nested forcing chains.
  const hard = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
  const solution = sudoku.solve(hard);
  const path = sudoku.explain(hard);
  assert.equal(path.solved, true);
  const chains = path.steps.filter((step) => step.links.length > 0);
  assert.ok(chains.length > 0, 'a path of ER 10.3 has chain steps');
  for (const step of path.steps) {
    assert.equal(step.links.length > 0, step.technique >= 800, step.techniqueName);
  }
  for (const step of chains) {
    assert.ok(step.links[0].startsChain);
    const spelled = step.links
      .map((link, i) => {
        const name = `r${Math.floor(link.cell / 9) + 1}c${(link.cell % 9) + 1}${link.on ? '=' : '<>'}${link.digit}`;
        if (i === 0) return name;
        return (link.startsChain ? '; ' : ' -> ') + name;
      })
      .join('');
    assert.ok(step.text.includes(spelled), step.text);
    assertSound(step, solution, step.text.slice(0, 60));
    assert.equal(sudoku.stepText(step), step.text);
  }
});
