'use strict';
// libsudoku from Node.js through koffi: loads the shared library, declares the
// C functions of include/sudoku.h that this wrapper uses, and exposes them as
// plain JavaScript (strings in, strings out, errors as exceptions).
//
// The library is LIBSUDOKU_PATH when set (the path of the .so file itself),
// else the repository's target/release/libsudoku.so.

const path = require('node:path');
const koffi = require('koffi');

// The status codes of include/sudoku.h (enum sudoku_status).
const Status = Object.freeze({
  OK: 0,
  NULL_POINTER: 1,
  INVALID_CHARACTER: 2,
  CONFLICTING_GIVENS: 3,
  NO_SOLUTION: 4,
  MULTIPLE_SOLUTIONS: 5,
  INTERNAL_ERROR: 6,
  BUDGET_EXHAUSTED: 7,
  INVALID_LENGTH: 8,
  INVALID_ARGUMENT: 9,
});

const GRID_SIZE = 81;
// The major version this wrapper was written for: another major version may
// have changed the functions below.
const SUPPORTED_MAJOR = 1;

const libraryPath =
  process.env.LIBSUDOKU_PATH || path.resolve(__dirname, '..', '..', 'target', 'release', 'libsudoku.so');
function load() {
  try {
    return koffi.load(libraryPath);
  } catch (err) {
    // koffi's message does not name the file.
    throw new Error(`${libraryPath}: ${err.message}`);
  }
}
const lib = load();

// The grid is declared as bytes, not a string: the library writes the
// solution into it, and koffi passes a Buffer's own memory.
const native = {
  solve: lib.func('int32_t sudoku_solve(uint8_t *grid)'),
  countSolutions: lib.func(
    'int32_t sudoku_count_solutions(const uint8_t *grid, uint32_t limit, _Out_ uint32_t *count)',
  ),
  statusStr: lib.func('const char *sudoku_status_str(int status)'),
  version: lib.func('const char *sudoku_version(void)'),
};

/** The library's version, "MAJOR.MINOR.PATCH". */
function version() {
  return native.version();
}

if (Number(version().split('.')[0]) !== SUPPORTED_MAJOR) {
  throw new Error(`${libraryPath} is libsudoku ${version()}; this wrapper needs ${SUPPORTED_MAJOR}.x`);
}

/** The library's English text for a status code. */
function statusText(status) {
  return native.statusStr(status);
}

/** A status other than OK, as an exception; `status` is the code. */
class SudokuError extends Error {
  constructor(status) {
    super(statusText(status));
    this.name = 'SudokuError';
    this.status = status;
  }
}

// Copies a puzzle into a fresh 81-byte buffer: the library reads exactly 81
// bytes, so a shorter or longer puzzle is refused here, and the caller's own
// buffer is never written. Strings are taken as UTF-8, so that no character is
// silently narrowed into a digit.
function toGrid(puzzle) {
  const bytes = typeof puzzle === 'string' ? Buffer.from(puzzle, 'utf8') : Buffer.from(puzzle);
  if (bytes.length !== GRID_SIZE) {
    throw new SudokuError(Status.INVALID_LENGTH);
  }
  return bytes;
}

/**
 * Solves a puzzle: 81 cells, '1'-'9' givens, '.' or '0' empty (a string, or a
 * Buffer / Uint8Array of bytes). Returns the solution as 81 digits; throws a
 * SudokuError unless the puzzle has exactly one solution.
 */
function solve(puzzle) {
  const grid = toGrid(puzzle);
  const status = native.solve(grid);
  if (status !== Status.OK) {
    throw new SudokuError(status);
  }
  return grid.toString('latin1');
}

/** Counts the solutions of a puzzle, stopping at `limit` (at least 1). */
function countSolutions(puzzle, limit = 2) {
  const grid = toGrid(puzzle);
  const count = [0];
  const status = native.countSolutions(grid, limit, count);
  if (status !== Status.OK) {
    throw new SudokuError(status);
  }
  return count[0];
}

module.exports = { Status, SudokuError, solve, countSolutions, statusText, version, libraryPath };
