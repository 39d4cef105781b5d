// libsudoku: the C library compiled to WebAssembly. Importing this module
// loads libsudoku.wasm from beside it, once (top-level await), and every
// function below is then synchronous. lib/core.js loads it some other way.

import { createSudoku } from './core.js';

export {
  BROKEN_RULES,
  DOT_COLOURS,
  RULE_FLAGS,
  STATUS,
  STATUS_NAMES,
  STEP_KINDS,
  SYMMETRIES,
  SudokuError,
} from './core.js';

const sudoku = await createSudoku();

export const {
  version,
  statusStr,
  techniqueName,
  solve,
  solveEx,
  check,
  countSolutions,
  parse,
  solveBatch,
  candidates,
  playerCandidates,
  trueCandidates,
  hint,
  rate,
  rateHodoku,
  hintHodoku,
  hodokuTechniques,
  explainHodoku,
  generateHodoku,
  explain,
  stepText,
  generate,
  generateBatch,
  randomSolution,
  canonical,
  transform,
  invertTransform,
  countBatch,
  generateVariant,
  Rules,
  RulesBuilder,
} = sudoku;
