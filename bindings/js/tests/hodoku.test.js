// HoDoKu's scale: levels and scores against HoDoKu 2.2.0's own
// (tests/data/hodoku/sample.jsonl), hints against each puzzle's solution,
// names against the library's step table.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as sudoku from '../lib/libsudoku.js';
import { dataDir } from './support.js';

const sample = readFileSync(path.join(dataDir, 'hodoku', 'sample.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => JSON.parse(line));

test('rateHodoku gives HoDoKu\'s level and score, or NOT_RATED', () => {
  const names = new Set(sudoku.hodokuTechniques().values());
  let rated = 0;
  for (const entry of sample) {
    let rating;
    try {
      rating = sudoku.rateHodoku(entry.puzzle);
    } catch (err) {
      assert.equal(err.status, 'NOT_RATED');
      assert.ok(names.has(err.needs), err.needs);
      continue;
    }
    assert.deepEqual([rating.level, rating.score], [entry.level, entry.score]);
    assert.equal(rating.steps, entry.steps.length);
    assert.ok(names.has(rating.technique));
    rated += 1;
  }
  assert.ok(rated >= 40, `${rated} rated`);
});

test('hintHodoku: each level tells the same true step', () => {
  for (const entry of sample.filter((_, i) => i % 3 === 0)) {
    let hints;
    try {
      hints = [1, 2, 3].map((level) => sudoku.hintHodoku(entry.puzzle, { level }));
    } catch (err) {
      assert.equal(err.status, 'NOT_RATED');
      continue;
    }
    const [vague, middle, full] = hints;
    assert.equal(full.technique, entry.steps[0].technique);
    assert.ok(vague.technique === full.technique && middle.technique === full.technique);
    assert.deepEqual([vague.cells, vague.placements], [[], []]);
    assert.deepEqual(middle.cells, full.cells);
    assert.ok(vague.text.startsWith('Look for: '));
    for (const [cell, digit] of full.placements) assert.equal(+entry.solution[cell], digit);
    for (const [cell, digit] of full.eliminations) assert.notEqual(+entry.solution[cell], digit);
  }
  const { puzzle, solution } = sample[0];
  const cell = puzzle.indexOf('.');
  const wrong = solution[cell] === '9' ? '1' : '9';
  const current = puzzle.slice(0, cell) + wrong + puzzle.slice(cell + 1);
  const mistake = sudoku.hintHodoku(puzzle, { current, level: 3 });
  assert.deepEqual([mistake.kind, mistake.cells, mistake.digits], ['mistake', [cell], [+wrong]]);
  assert.throws(() => sudoku.hintHodoku(puzzle, { level: 4 }), RangeError);
  assert.throws(() => sudoku.hintHodoku(puzzle, { current: solution }), { status: 'ALREADY_SOLVED' });
});

test('hintHodoku reads pencil marks: a missing mark first, then true steps from the marks', () => {
  const { puzzle, solution } = sample[0];
  const right = (cell) => 1 << (+solution[cell] - 1);
  let current = puzzle;
  const marks = new Array(81).fill(0x1ff);
  let eliminating = 0;
  for (let steps = 0; steps < 40; steps++) {
    const hint = sudoku.hintHodoku(puzzle, { current, candidates: marks, level: 3 });
    assert.ok(['placement', 'elimination'].includes(hint.kind), hint.text);
    for (const [cell, digit] of hint.eliminations) {
      assert.notEqual(+solution[cell], digit);
      marks[cell] &= ~(1 << (digit - 1));
    }
    for (const [cell, digit] of hint.placements) {
      assert.equal(+solution[cell], digit);
      current = current.slice(0, cell) + digit + current.slice(cell + 1);
    }
    if (hint.kind === 'elimination') eliminating += 1;
  }
  assert.ok(eliminating > 0);
  const cell = puzzle.indexOf('.');
  const missing = new Array(81).fill(0x1ff);
  missing[cell] &= ~right(cell);
  const hint = sudoku.hintHodoku(puzzle, { candidates: missing, level: 3 });
  assert.deepEqual([hint.kind, hint.cells, hint.digits], ['missingCandidate', [cell], [+solution[cell]]]);
  missing[cell] = 0x3ff;
  assert.throws(() => sudoku.hintHodoku(puzzle, { candidates: missing }), { status: 'INVALID_CANDIDATES' });
});

test('the step table is the library\'s', () => {
  const table = sudoku.hodokuTechniques();
  assert.equal(table.size, 92);
  assert.equal(table.get(100), 'Full House');
});

const notation = (cell, digit, op) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}${op}${digit}`;
const tokens = (text) => text.split(/\s+/).filter((t) => t !== '').sort();

test('explainHodoku gives HoDoKu\'s whole path, step for step', () => {
  let whole = 0;
  for (const entry of sample) {
    let path;
    try {
      path = sudoku.explainHodoku(entry.puzzle);
    } catch (err) {
      assert.equal(err.status, 'NOT_RATED');
      continue;
    }
    assert.equal(path.length, entry.steps.length);
    const grid = [...entry.puzzle];
    path.forEach((step, i) => {
      const expected = entry.steps[i];
      assert.equal(step.technique, expected.technique);
      assert.deepEqual(step.placements.map(([c, d]) => notation(c, d, '=')).sort(), tokens(expected.placements));
      assert.deepEqual(step.eliminations.map(([c, d]) => notation(c, d, '<>')).sort(), tokens(expected.eliminations));
      for (const [c, d] of step.placements) grid[c] = String(d);
    });
    assert.equal(grid.join(''), entry.solution);
    whole += 1;
  }
  assert.ok(whole >= 50, `${whole} whole paths`);
});

test('generateHodoku: a level, a technique as the hardest step, refusals', () => {
  const easy = sudoku.generateHodoku({ seed: 1, level: 'easy' });
  assert.equal(sudoku.rateHodoku(easy.puzzle).level, 'EASY');
  const options = { seed: 5, technique: 'x-wing', hardest: true, symmetry: 'rotate_180', minGivens: 22, maxGivens: 32 };
  const made = sudoku.generateHodoku(options);
  assert.equal(sudoku.countSolutions(made.puzzle), 1);
  assert.ok(sudoku.explainHodoku(made.puzzle).some((s) => s.technique === 'X-Wing'));
  assert.deepEqual(sudoku.generateHodoku({ ...options, technique: 2200 }), made);
  assert.throws(() => sudoku.generateHodoku({ technique: 'Jellyfish' }), { status: 'NOT_TEACHABLE' });
  assert.throws(() => sudoku.generateHodoku({ technique: 'no such' }), RangeError);
  assert.throws(() => sudoku.generateHodoku({ level: 'impossible' }), RangeError);
  assert.throws(() => sudoku.generateHodoku({ hardest: true }), { status: 'INVALID_ARGUMENT' });
});
