// Variant logic from JavaScript (Rules#rate, #hint, #explain): SukakuExplainer's
// ratings from tests/data/variants/sukaku_rated.tsv, the project's own
// scale, every step of a path and every hint checked against the stored
// solution, which this file checks rule by rule first; each step's
// sentence; refusals and errors.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Rules, SudokuError } from '../lib/libsudoku.js';
import { repoRoot } from './support.js';

const rated = readFileSync(path.join(repoRoot, 'tests/data/variants/sukaku_rated.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t'));

/** Rows, columns, boxes and both diagonals of a 9x9 X grid hold 1..9. */
function xSolutionOk(g) {
  const groups = [];
  for (let i = 0; i < 9; i++) {
    groups.push([...Array(9).keys()].map((k) => i * 9 + k));
    groups.push([...Array(9).keys()].map((k) => k * 9 + i));
    groups.push(
      [...Array(9).keys()].map((k) => (Math.floor(i / 3) * 3 + Math.floor(k / 3)) * 9 + (i % 3) * 3 + (k % 3)),
    );
  }
  groups.push([...Array(9).keys()].map((k) => k * 10));
  groups.push([...Array(9).keys()].map((k) => k * 8 + 8));
  return groups.every((group) => new Set(group.map((c) => g[c])).size === 9);
}

function checkStep(step, solution) {
  assert.ok(step.placements.length + step.eliminations.length > 0);
  for (const [cell, digit] of step.placements) assert.equal(solution[cell], digit);
  for (const [cell, digit] of step.eliminations) assert.notEqual(solution[cell], digit);
}

test('x puzzles rate as SukakuExplainer rates them, and every step is true', () => {
  let checked = 0;
  for (const [variant, puzzle, solutionText, rating] of rated) {
    if (variant !== 'x') continue;
    const solution = [...solutionText].map(Number);
    assert.ok(xSolutionOk(solution));
    const { rules, givens } = Rules.fromText(`9+x ${puzzle}`);
    const [er, ep, ed] = rating.split('/').map(Number);
    let got;
    try {
      got = rules.rate(givens);
    } catch (err) {
      assert.equal(err.status, 'NOT_RATED');
      assert.ok(err.needs.length > 0 && er >= 4.5);
      rules.free();
      continue;
    }
    assert.deepEqual([got.er, got.ep, got.ed], [er, ep, ed]);
    const { steps, solved } = rules.explain(givens, { scale: 'sukaku' });
    assert.ok(solved);
    assert.equal(steps.length, got.steps);
    assert.equal(Math.max(...steps.map((s) => s.difficulty)), er);
    for (const step of steps) checkStep(step, solution);
    checkStep(rules.hint(givens), solution);
    rules.free();
    checked++;
  }
  assert.ok(checked >= 3, `${checked} checked`);
});

test('the engine path on a 4x4, pencil marks, and refusals', () => {
  const { rules, givens } = Rules.fromText('4 12.4.41.2.43.3.1');
  const step = rules.hint(givens);
  assert.equal(step.technique, 'Last Cell in House');
  assert.deepEqual(step.placements, [[4, 3]]);
  const { steps, solved } = rules.explain(givens);
  assert.ok(solved);
  assert.equal(steps.length, 6);
  assert.throws(() => rules.rate(givens), { status: 'RULES_NOT_ON_SCALE' });
  const own = rules.rate(givens, { scale: 'own' });
  assert.equal(own.steps, 6);
  assert.equal(own.guesses, 0);
  const masks = givens.map((v) => (v ? 1 << (v - 1) : 0xf));
  const fromMarks = rules.hint(null, { candidates: masks });
  assert.ok(fromMarks.placements.length + fromMarks.eliminations.length > 0);
  assert.throws(() => rules.hint(givens, { candidates: masks }), { status: 'INVALID_ARGUMENT' });
  assert.throws(() => rules.hint(null, { candidates: masks.map(() => 0x1f) }), {
    status: 'INVALID_CANDIDATES',
  });
  assert.throws(() => rules.rate(givens, { scale: 'se' }), SudokuError);
  rules.free();
  const x = Rules.fromText(`9+x ${'.'.repeat(81)}`);
  assert.throws(() => x.rules.rate(x.givens), { status: 'MULTIPLE_SOLUTIONS' });
  x.rules.free();
});

test("the project's own scale, and every step's sentence", () => {
  const [variant, puzzle, solutionText] = rated.find((row) => row[0] === 'x');
  const solution = [...solutionText].map(Number);
  assert.ok(xSolutionOk(solution));
  const { rules, givens } = Rules.fromText(`9+${variant} ${puzzle}`);
  const got = rules.rate(givens, { scale: 'own' });
  const { steps, solved } = rules.explain(givens, { scale: 'own' });
  assert.ok(solved);
  assert.equal(steps.length, got.steps);
  assert.equal(Math.max(...steps.map((s) => s.difficulty)), got.er);
  assert.equal(steps[0].difficulty, got.ed);
  for (const step of steps) {
    checkStep(step, solution);
    // One sentence a step, naming the technique and a cell it uses.
    assert.ok(step.text.startsWith(step.technique) && !step.text.includes('\n'), step.text);
    assert.ok(step.cells.some((c) => step.text.includes(`r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`)));
  }
  const hint = rules.hint(givens);
  assert.deepEqual(hint, rules.explain(givens).steps[0]);
  assert.ok(hint.text.length > 0);
  assert.throws(() => rules.rate(null, { candidates: Array(81).fill(0x1ff), scale: 'own' }), {
    status: 'INVALID_ARGUMENT',
  });
  rules.free();
  const small = Rules.fromText('4 12.4.41.2.43.3.1');
  assert.equal(small.rules.rate(small.givens, { scale: 'own' }).steps, 6);
  small.rules.free();
});

test('hints from a player grid name mistakes first, then reach the solution', () => {
  const [, puzzle, solutionText] = rated.find((row) => row[0] === 'x');
  const solution = [...solutionText].map(Number);
  assert.ok(xSolutionOk(solution));
  const { rules, givens } = Rules.fromText(`9+x ${puzzle}`);
  const empty = givens.flatMap((v, c) => (v === 0 ? [c] : []));
  const current = [...givens];
  const wrong = empty[3];
  current[wrong] = (solution[wrong] % 9) + 1;
  let step = rules.hintPlayer(givens, current);
  assert.deepEqual([step.technique, step.cells, step.digits], ['Wrong Entry', [wrong], [current[wrong]]]);
  assert.equal(step.text, `Wrong entry: r${Math.floor(wrong / 9) + 1}c${(wrong % 9) + 1} is not ${current[wrong]}`);
  current[wrong] = 0;
  const marks = new Array(81).fill(0x1ff);
  const missing = empty[empty.length - 1];
  marks[missing] &= ~(1 << (solution[missing] - 1));
  step = rules.hintPlayer(givens, current, { candidates: marks });
  assert.deepEqual([step.technique, step.cells, step.digits], ['Missing Candidate', [missing], [solution[missing]]]);
  marks[missing] = 0x1ff;
  let followed = 0;
  for (;;) {
    try {
      step = rules.hintPlayer(givens, current, { candidates: marks });
    } catch (err) {
      assert.ok(err instanceof SudokuError && err.status === 'ALREADY_SOLVED', String(err));
      break;
    }
    checkStep(step, solution);
    assert.ok(step.text.length > 0);
    for (const [cell, digit] of step.placements) current[cell] = digit;
    for (const [cell, digit] of step.eliminations) {
      assert.ok((marks[cell] >> (digit - 1)) & 1);
      marks[cell] &= ~(1 << (digit - 1));
    }
    followed += 1;
    assert.ok(followed <= 729);
  }
  assert.deepEqual(current, solution);
  assert.ok(followed > 10);
  const changed = [...givens];
  const given = givens.findIndex((v) => v !== 0);
  changed[given] = (givens[given] % 9) + 1;
  assert.throws(() => rules.hintPlayer(givens, changed), (err) => err.status === 'CURRENT_CONTRADICTS_PUZZLE');
  rules.free();
});
