// Variant logic (sudoku_rules_rate, sudoku_rules_hint, sudoku_rules_explain,
// sudoku_rules_explain_text in sudoku.h; docs/VARIANT-LOGIC.md): the struct layouts and how to read
// them. Rules#rate, Rules#hint and Rules#explain (variant.js) make the calls;
// the names and fields are Python's (VariantRating, VariantStep).

/** sudoku_rules_step, version 1: its size and field offsets. */
export const RULES_STEP = Object.freeze({
  size: 3288,
  technique: 4,
  setSize: 8,
  difficulty: 12,
  digits: 16,
  gridSize: 28,
  name: 32,
  cells: 80,
  eliminations: 160,
  placements: 2660,
});

/** sudoku_rules_rating, version 2 (`guesses` appended). */
export const RULES_RATING = Object.freeze({
  size: 136,
  scale: 4,
  er: 8,
  ep: 12,
  ed: 16,
  technique: 20,
  setSize: 24,
  steps: 28,
  solved: 32,
  needs: 36,
  guesses: 132,
});

/** SUDOKU_SCALE_SUKAKU, SUDOKU_SCALE_UNRATED and SUDOKU_SCALE_OWN by name. */
export const VARIANT_SCALES = Object.freeze({ sukaku: 2, unrated: 3, own: 4 });

const utf8 = new TextDecoder();

function text(bytes, at, room) {
  const field = bytes.subarray(at, at + room);
  const end = field.indexOf(0);
  return utf8.decode(field.subarray(0, end < 0 ? room : end));
}

/** A sudoku_rules_step at `at` as {technique, techniqueId, setSize,
 * difficulty, digits, cells, placements: [[cell, digit]], eliminations}. */
export function readRulesStep(view, bytes, at) {
  const n = view.getUint32(at + RULES_STEP.gridSize, true);
  const digitsMask = view.getUint32(at + RULES_STEP.digits, true);
  const digits = [];
  for (let d = 1; d <= n; d++) if ((digitsMask >>> (d - 1)) & 1) digits.push(d);
  const cells = [];
  const placements = [];
  const eliminations = [];
  for (let c = 0; c < n * n; c++) {
    const word = view.getUint32(at + RULES_STEP.cells + 8 * (c >>> 6) + 4 * ((c >>> 5) & 1), true);
    if ((word >>> (c & 31)) & 1) cells.push(c);
    const placed = bytes[at + RULES_STEP.placements + c];
    if (placed) placements.push([c, placed]);
    const removed = view.getUint32(at + RULES_STEP.eliminations + 4 * c, true);
    for (let d = 1; removed && d <= n; d++) if ((removed >>> (d - 1)) & 1) eliminations.push([c, d]);
  }
  return {
    technique: text(bytes, at + RULES_STEP.name, 48),
    techniqueId: view.getInt32(at + RULES_STEP.technique, true),
    setSize: view.getUint32(at + RULES_STEP.setSize, true),
    difficulty: view.getUint32(at + RULES_STEP.difficulty, true) / 10,
    digits,
    cells,
    placements,
    eliminations,
  };
}

/** A sudoku_rules_rating at `at`: {er, ep, ed, techniqueId, setSize, steps, guesses}. */
export function readRulesRating(view, at) {
  return {
    er: view.getUint32(at + RULES_RATING.er, true) / 10,
    ep: view.getUint32(at + RULES_RATING.ep, true) / 10,
    ed: view.getUint32(at + RULES_RATING.ed, true) / 10,
    techniqueId: view.getInt32(at + RULES_RATING.technique, true),
    setSize: view.getUint32(at + RULES_RATING.setSize, true),
    steps: view.getUint32(at + RULES_RATING.steps, true),
    guesses: view.getUint32(at + RULES_RATING.guesses, true),
  };
}

/** What a NOT_RATED rating says the path lacks, and after how many steps. */
export function readNeeds(view, bytes, at) {
  return {
    needs: text(bytes, at + RULES_RATING.needs, 96),
    steps: view.getUint32(at + RULES_RATING.steps, true),
  };
}
