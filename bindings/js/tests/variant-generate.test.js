// Variant puzzles made to order from JavaScript (generateVariant,
// Rules#generate over sudoku_rules_generate): 6x6 solutions and cage sums
// checked here by hand from the JSON text (rows, columns, 2x3 boxes, each
// cage's sum), uniqueness by the library's count, rating bounds by
// Rules#rate, the same puzzle as the command and Python for a seed, and
// each bad option's error.

import test from 'node:test';
import assert from 'node:assert/strict';

import { Rules, SudokuError, STATUS, generateVariant, rate } from '../lib/libsudoku.js';

/** Rows, columns and 2x3 boxes of a 6x6 grid hold 1..6. */
function validSix(g) {
  const units = [];
  for (let i = 0; i < 6; i++) {
    units.push([...Array(6).keys()].map((k) => i * 6 + k));
    units.push([...Array(6).keys()].map((k) => k * 6 + i));
    const [br, bc] = [Math.floor(i / 2) * 2, (i % 2) * 3];
    units.push([...Array(6).keys()].map((k) => (br + Math.floor(k / 3)) * 6 + bc + (k % 3)));
  }
  return units.every((unit) => unit.map((c) => g[c]).sort().join('') === '123456');
}

const cellOf = (name) => {
  const [row, column] = name.toUpperCase().slice(1).split('C');
  return (Number(row) - 1) * 6 + Number(column) - 1;
};

test('a killer has cages that sum and one solution', () => {
  const made = generateVariant(null, { size: 6, seed: 5, killer: true, minimalCages: true });
  assert.ok(validSix(made.solution));
  assert.deepEqual(made.puzzle, new Array(36).fill(0));
  const cages = JSON.parse(made.text).killercage;
  const covered = cages.flatMap((cage) => cage.cells.map(cellOf)).sort((a, b) => a - b);
  assert.deepEqual(covered, [...Array(36).keys()]);
  for (const cage of cages) {
    const cells = cage.cells.map(cellOf);
    assert.ok(cells.length >= 2 && cells.length <= 5);
    assert.equal(cells.reduce((sum, c) => sum + made.solution[c], 0), Number(cage.value));
  }
  assert.equal(made.rules.count(made.puzzle), 1);
  made.rules.free();
});

test('each layout gives a unique puzzle, the same for the seed', () => {
  for (const layout of [{}, { jigsaw: true }, { kropki: true }, { dots: 5 }, { thermo: 3, thermoLength: [3, 4] }]) {
    const made = generateVariant(null, { size: 6, seed: 2, ...layout });
    assert.ok(made.puzzle.every((g, c) => g === 0 || g === made.solution[c]));
    assert.equal(made.rules.count(made.puzzle), 1);
    assert.equal(made.rules.check(made.solution), null);
    assert.equal(generateVariant(null, { size: 6, seed: 2, ...layout }).text, made.text);
  }
  // The command's puzzle for the seed (docs/VARIANTS.md, "Generating").
  const { rules } = Rules.fromText(`6 ${'.'.repeat(36)}`);
  assert.equal(rules.generate({ seed: 1, format: 'compact' }).text, '6 .52....3..1....6..4..3....5.4......6');
  rules.free();
});

test('rating bounds hold as Rules#rate rates', () => {
  // A windoku is rated on SukakuExplainer's scale, which rate() gives.
  for (const seed of [0, 1]) {
    const made = generateVariant(`9+windoku ${'.'.repeat(81)}`, { seed, rating: [0, 3.0], format: 'compact' });
    assert.equal(made.rules.count(made.puzzle), 1);
    assert.ok(made.rules.rate(made.puzzle).er <= 3.0);
  }
  const free = generateVariant(null, { size: 6, seed: 3 });
  assert.equal(generateVariant(null, { size: 6, seed: 3, rating: [0, 0] }).text, free.text);
});

test('the rating returned is the puzzle\'s own, rated again separately', () => {
  // Windoku: Rules#rate (SukakuExplainer's scale); classic 9x9: rate()
  // (the classic generator's puzzle and scale).
  for (const seed of [0, 1, 2]) {
    const made = generateVariant(`9+windoku ${'.'.repeat(81)}`, { seed, rating: [0, 3.0], format: 'compact' });
    assert.ok(made.rating > 0 && made.rating <= 3.0, `${made.rating}`);
    assert.equal(made.rating, made.rules.rate(made.puzzle).er);
    made.rules.free();
  }
  const classic = generateVariant(null, { seed: 5, rating: [2.0, 4.0], format: 'compact' });
  assert.equal(classic.rating, rate(classic.puzzle.map((v) => (v ? String(v) : '.')).join('')).er);
  assert.ok(classic.rating >= 2.0 && classic.rating <= 4.0);
  // Without bounds the puzzle is not rated.
  assert.equal(generateVariant(null, { size: 6, seed: 3 }).rating, null);
  assert.equal(generateVariant(null, { size: 6, seed: 3, rating: [0, 0] }).rating, null);
});

test('a removal budget says how far the puzzle is minimal', () => {
  const x = `9+x ${'.'.repeat(81)}`;
  const seen = new Set();
  for (let seed = 0; seed < 4; seed++) {
    const made = generateVariant(x, { seed, removalBudget: 1, format: 'compact' });
    assert.equal(made.rules.count(made.puzzle), 1);
    seen.add(made.minimality);
    assert.equal(generateVariant(x, { seed, removalBudget: 1, format: 'compact' }).text, made.text);
    made.rules.free();
  }
  assert.ok(seen.has('as_far_as_budget_proved'), [...seen].join(', '));
  assert.equal(generateVariant(null, { size: 6, seed: 3 }).minimality, 'minimal');
  assert.equal(generateVariant(null, { size: 6, seed: 3, minimal: false }).minimality, 'not_asked');
});

test('bad options throw their errors', () => {
  const refused = (options, status) =>
    assert.throws(
      () => generateVariant(null, { size: 6, ...options }),
      (err) => err instanceof SudokuError && err.code === status,
      JSON.stringify(options),
    );
  refused({ rating: [3.0, 2.0] }, STATUS.MIN_ABOVE_MAX);
  refused({ rating: [20.0, 0], attempts: 3 }, STATUS.BUDGET_EXHAUSTED);
  refused({ rating: [0.05, 2] }, STATUS.INVALID_ARGUMENT);
  refused({ symmetry: 'diagonal' }, STATUS.SYMMETRY_BREAKS_RULES);
  refused({ thermo: 3, thermoLength: [1, 3] }, STATUS.INVALID_LAYOUT);
  refused({ killer: true, cages: [2, 9] }, STATUS.INVALID_LAYOUT);
  refused({ killer: true, jigsaw: true }, STATUS.INVALID_ARGUMENT);
  refused({ killer: true, format: 'compact' }, STATUS.INVALID_ARGUMENT);
  refused({ format: 'xml' }, STATUS.INVALID_ARGUMENT);
});
