// The C structs of sudoku.h as wasm32 lays them out (4-byte pointers and
// size_t, 8-byte alignment for 64-bit fields), read and written through a
// DataView. test/structs.test.js checks the sizes against the library's
// own defaults and round-trips steps through sudoku_step_text.

const LE = true;

export const OPTIONS = { size: 16, mode: 4, guessBudget: 8 };
export const REPORT = { size: 24, status: 4, cell: 8, solutions: 12, guesses: 16 };
export const PLAYER_MARKS = {
  size: 416,
  clashCount: 4,
  candidates: 8,
  clashCells: 170,
  clashDigits: 251,
  clashOthers: 332,
};
export const RATING = { size: 28, er: 4, ep: 8, ed: 12, technique: 16, steps: 20, solved: 24 };
export const STEP = {
  size: 884,
  kind: 4,
  technique: 8,
  difficulty: 12,
  cell: 16,
  digit: 20,
  eliminations: 24,
  pattern: 186,
  houses: 348,
  digits: 352,
  cells: 356,
  linkCount: 368,
  linksCut: 370,
  links: 372,
};
/** sudoku_rules_error: where a variant text or rule set was refused. */
export const RULES_ERROR = {
  size: 264,
  status: 4,
  line: 8,
  cell: 12,
  byte: 16,
  cellRow: 24,
  cellColumn: 28,
  index: 32,
  field: 36,
  message: 68,
};
/** sudoku_rule_violation: the first rule a variant grid breaks. */
export const VIOLATION = { size: 20, status: 4, cell: 8, rule: 12, index: 16 };
/** SUDOKU_RULES_ERROR_FIELD_BYTES and _MESSAGE_BYTES. */
export const RULES_ERROR_FIELD_BYTES = 32;
export const RULES_ERROR_MESSAGE_BYTES = 192;

/** SUDOKU_MAX_CHAIN_LINKS: the most links a step holds. */
export const MAX_CHAIN_LINKS = 256;
export const GENERATE_OPTIONS = {
  size: 112,
  symmetry: 4,
  seed: 8,
  pattern: 16,
  attemptBudget: 24,
  minimal: 32,
  minGivens: 36,
  maxGivens: 40,
  minRating: 44,
  maxRating: 48,
};

/** Step kinds by their C value (SUDOKU_STEP_*), lower case. */
export const STEP_KINDS = Object.freeze({
  1: 'placement',
  2: 'elimination',
  3: 'mistake',
  4: 'missing_candidate',
});
const KIND_VALUES = Object.fromEntries(Object.entries(STEP_KINDS).map(([v, k]) => [k, +v]));

/** Symmetries by name (SUDOKU_SYMMETRY_*, lower case) and their C values;
 * the generator also takes each name with '-' for '_' (`rotate-180`), as
 * the command and Python do. */
export const SYMMETRIES = Object.freeze({
  none: 0,
  rotate_180: 1,
  rotate_90: 2,
  mirror_left_right: 3,
  mirror_top_bottom: 4,
  diagonal: 5,
  anti_diagonal: 6,
  both_diagonals: 7,
  both_mirrors: 8,
  full: 9,
});

export function writeOptions(view, ptr, mode, budget) {
  view.setUint32(ptr + 0, OPTIONS.size, LE);
  view.setInt32(ptr + OPTIONS.mode, mode, LE);
  view.setBigUint64(ptr + OPTIONS.guessBudget, budget, LE);
}

/** Sets `size` of a struct the library fills in, and zeroes the rest. */
export function prepare(bytes, ptr, size) {
  bytes.fill(0, ptr, ptr + size);
  new DataView(bytes.buffer).setUint32(ptr, size, LE);
}

/** A sudoku_player_marks: the masks, and each entry left out as
 * {cell, digit, other}. */
export function readPlayerMarks(view, ptr) {
  const candidates = new Uint16Array(81);
  for (let i = 0; i < 81; i++) candidates[i] = view.getUint16(ptr + PLAYER_MARKS.candidates + 2 * i, LE);
  const clashes = [];
  const count = view.getUint32(ptr + PLAYER_MARKS.clashCount, LE);
  for (let i = 0; i < count; i++) {
    clashes.push({
      cell: view.getUint8(ptr + PLAYER_MARKS.clashCells + i),
      digit: view.getUint8(ptr + PLAYER_MARKS.clashDigits + i),
      other: view.getUint8(ptr + PLAYER_MARKS.clashOthers + i),
    });
  }
  return { candidates, clashes };
}

export function readReport(view, ptr) {
  return {
    status: view.getInt32(ptr + REPORT.status, LE),
    cell: view.getInt32(ptr + REPORT.cell, LE),
    solutions: view.getUint32(ptr + REPORT.solutions, LE),
    guesses: view.getBigUint64(ptr + REPORT.guesses, LE),
  };
}

export function readRating(view, ptr) {
  return {
    // Ratings as Sudoku Explainer writes them (6.2); the C struct holds
    // tenths. Made as tenths / 10, so they equal the literals.
    er: view.getInt32(ptr + RATING.er, LE) / 10,
    ep: view.getInt32(ptr + RATING.ep, LE) / 10,
    ed: view.getInt32(ptr + RATING.ed, LE) / 10,
    technique: view.getInt32(ptr + RATING.technique, LE),
    steps: view.getUint32(ptr + RATING.steps, LE),
    solved: view.getUint32(ptr + RATING.solved, LE) === 1,
  };
}

function readMasks(view, ptr) {
  const masks = new Uint16Array(81);
  for (let i = 0; i < 81; i++) masks[i] = view.getUint16(ptr + 2 * i, LE);
  return masks;
}

export function readStep(view, ptr) {
  const words = [0, 1, 2].map((i) => view.getUint32(ptr + STEP.cells + 4 * i, LE));
  const cells = [];
  for (let cell = 0; cell < 81; cell++) {
    if ((words[cell >> 5] >>> (cell & 31)) & 1) cells.push(cell);
  }
  const kind = view.getInt32(ptr + STEP.kind, LE);
  return {
    kind: STEP_KINDS[kind] ?? `unknown_${kind}`,
    technique: view.getInt32(ptr + STEP.technique, LE),
    difficulty: view.getInt32(ptr + STEP.difficulty, LE) / 10,
    cell: view.getInt32(ptr + STEP.cell, LE),
    digit: view.getInt32(ptr + STEP.digit, LE),
    eliminations: readMasks(view, ptr + STEP.eliminations),
    pattern: readMasks(view, ptr + STEP.pattern),
    houses: view.getUint32(ptr + STEP.houses, LE),
    digits: view.getUint32(ptr + STEP.digits, LE),
    cells,
    links: readLinks(view, ptr),
    linksCut: view.getUint16(ptr + STEP.linksCut, LE) === 1,
  };
}

// sudoku.h: bits 0-6 the cell, 7-10 the digit, 11 on, 12 a chain's start.
function readLinks(view, ptr) {
  const count = Math.min(view.getUint16(ptr + STEP.linkCount, LE), MAX_CHAIN_LINKS);
  const links = [];
  for (let i = 0; i < count; i++) {
    const packed = view.getUint16(ptr + STEP.links + 2 * i, LE);
    links.push({
      cell: packed & 0x7f,
      digit: (packed >> 7) & 0xf,
      on: ((packed >> 11) & 1) === 1,
      startsChain: ((packed >> 12) & 1) === 1,
    });
  }
  return links;
}

/** Writes a step object (as readStep gives) back into a sudoku_step. */
export function writeStep(view, ptr, step) {
  view.setUint32(ptr, STEP.size, LE);
  view.setInt32(ptr + STEP.kind, KIND_VALUES[step.kind] ?? 0, LE);
  view.setInt32(ptr + STEP.technique, step.technique, LE);
  view.setInt32(ptr + STEP.difficulty, Math.round(step.difficulty * 10), LE);
  view.setInt32(ptr + STEP.cell, step.cell, LE);
  view.setInt32(ptr + STEP.digit, step.digit, LE);
  for (let i = 0; i < 81; i++) {
    view.setUint16(ptr + STEP.eliminations + 2 * i, step.eliminations[i], LE);
    view.setUint16(ptr + STEP.pattern + 2 * i, step.pattern[i], LE);
  }
  view.setUint32(ptr + STEP.houses, step.houses, LE);
  view.setUint32(ptr + STEP.digits, step.digits, LE);
  const words = [0, 0, 0];
  for (const cell of step.cells) words[cell >> 5] |= 1 << (cell & 31);
  words.forEach((word, i) => view.setUint32(ptr + STEP.cells + 4 * i, word >>> 0, LE));
  const links = step.links ?? [];
  view.setUint16(ptr + STEP.linkCount, links.length, LE);
  view.setUint16(ptr + STEP.linksCut, step.linksCut ? 1 : 0, LE);
  links.forEach((link, i) => {
    const packed = link.cell | (link.digit << 7) | (link.on ? 1 << 11 : 0) | (link.startsChain ? 1 << 12 : 0);
    view.setUint16(ptr + STEP.links + 2 * i, packed, LE);
  });
}

/** Fills the fields of a sudoku_generate_options (already holding the
 * library's defaults) that `fields` sets; `patternPtr` is where the
 * pattern's 81 bytes were written, or 0. */
export function writeGenerateOptions(view, ptr, fields, patternPtr) {
  const g = GENERATE_OPTIONS;
  if (fields.symmetry !== undefined) view.setUint32(ptr + g.symmetry, fields.symmetry, LE);
  if (fields.seed !== undefined) view.setBigUint64(ptr + g.seed, fields.seed, LE);
  view.setUint32(ptr + g.pattern, patternPtr, LE);
  if (fields.attemptBudget !== undefined) {
    view.setBigUint64(ptr + g.attemptBudget, fields.attemptBudget, LE);
  }
  if (fields.minimal !== undefined) view.setUint32(ptr + g.minimal, fields.minimal ? 1 : 0, LE);
  for (const name of ['minGivens', 'maxGivens', 'minRating', 'maxRating']) {
    if (fields[name] !== undefined) view.setUint32(ptr + g[name], fields[name], LE);
  }
}
