// Status codes of the C API (sudoku.h's sudoku_status) and the error that
// carries them. test/header.test.js checks this table against the header.

/** Status names by code, as sudoku.h spells them without `SUDOKU_`. */
export const STATUS_NAMES = Object.freeze([
  'OK',
  'NULL_POINTER',
  'INVALID_CHARACTER',
  'CONFLICTING_GIVENS',
  'NO_SOLUTION',
  'MULTIPLE_SOLUTIONS',
  'INTERNAL_ERROR',
  'BUDGET_EXHAUSTED',
  'INVALID_LENGTH',
  'INVALID_ARGUMENT',
  'TECHNIQUES_EXHAUSTED',
  'CURRENT_CONTRADICTS_PUZZLE',
  'INVALID_CANDIDATES',
  'CAPACITY_TOO_SMALL',
  'ALREADY_SOLVED',
  'UNKNOWN_SYMMETRY',
  'MIN_ABOVE_MAX',
  'INVALID_PATTERN',
  'PATTERN_BREAKS_SYMMETRY',
  'PATTERN_OUTSIDE_GIVEN_BOUNDS',
  'PARSE_ERROR',
  'UNSUPPORTED_RULE',
  'INVALID_RULES',
  'UNSATISFIABLE_RULES',
  'INVALID_VALUE',
  'GRID_BREAKS_RULE',
  'SYMMETRY_BREAKS_RULES',
  'INVALID_LAYOUT',
  'NOT_RATED',
  'NOT_TEACHABLE',
  'RULES_NOT_ON_SCALE',
]);

/** Status codes by name: `STATUS.CONFLICTING_GIVENS === 3`. */
export const STATUS = Object.freeze(
  Object.fromEntries(STATUS_NAMES.map((name, code) => [name, code])),
);

/** The name of a status code; a code this version does not know keeps its number. */
export function statusName(code) {
  return STATUS_NAMES[code] ?? `UNKNOWN_STATUS_${code}`;
}

/**
 * A call that did not give its answer: `status` is the C status name
 * (`'CONFLICTING_GIVENS'`), `code` its number, `message` the library's text
 * (sudoku_status_str). `cell` is the first offending cell (0-80) for
 * INVALID_CHARACTER and CONFLICTING_GIVENS, as sudoku_check finds it;
 * `report` is set by solveEx and countSolutions with a budget.
 */
export class SudokuError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = 'SudokuError';
    this.code = code;
    this.status = statusName(code);
    this.cell = details.cell;
    this.report = details.report;
  }
}
