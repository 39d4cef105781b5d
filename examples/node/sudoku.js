'use strict';
// libsudoku from Node.js through koffi: loads the shared library, declares the
// C functions of include/sudoku.h that this wrapper uses, and exposes them as
// plain JavaScript (strings in, strings out, errors as exceptions).
//
// The library is found by the rule every language of this repository follows:
// 1. LIBSUDOKU_PATH, the library file itself; when it is set nothing else is
//    tried, so a wrong path is an error that names it;
// 2. the copy the package ships: for this example, which is not a package,
//    the repository's own build, target/release/libsudoku.so;
// 3. the system's search for libsudoku.so.1 (ldconfig's folders,
//    LD_LIBRARY_PATH), as after scripts/install.sh.

const fs = require('node:fs');
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

const REPOSITORY_BUILD = path.resolve(__dirname, '..', '..', 'target', 'release', 'libsudoku.so');
const SYSTEM_NAME = 'libsudoku.so.1';

// Returns [library, where it came from]; koffi's messages do not name the file.
function load() {
  const fromEnv = process.env.LIBSUDOKU_PATH;
  if (fromEnv) {
    try {
      return [koffi.load(fromEnv), fromEnv];
    } catch (err) {
      throw new Error(`LIBSUDOKU_PATH=${fromEnv}: ${err.message} (it must name the library file)`);
    }
  }
  const tried = ['LIBSUDOKU_PATH: not set'];
  if (fs.existsSync(REPOSITORY_BUILD)) {
    try {
      return [koffi.load(REPOSITORY_BUILD), REPOSITORY_BUILD];
    } catch (err) {
      tried.push(`${REPOSITORY_BUILD}: ${err.message}`);
    }
  } else {
    tried.push(`${REPOSITORY_BUILD}: not built`);
  }
  try {
    return [koffi.load(SYSTEM_NAME), SYSTEM_NAME];
  } catch (err) {
    tried.push(`system: ${SYSTEM_NAME}: ${err.message}`);
  }
  throw new Error(`libsudoku not found. Tried:\n  ${tried.join('\n  ')}\nSet LIBSUDOKU_PATH to the library file.`);
}
const [lib, libraryPath] = load();

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
