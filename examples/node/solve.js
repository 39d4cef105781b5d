'use strict';
// Solves every puzzle of a file and prints, one line each, the solution or
// the library's status text.
//
// Usage: node solve.js [PUZZLE_FILE]   (default: examples/puzzles.txt)
// The file holds one puzzle a line; '#' lines and blank lines are skipped.

const fs = require('node:fs');
const path = require('node:path');

// The binding, loaded on first use: a library that cannot be loaded is then
// reported by main() like any other error.
function sudoku() {
  return require('./sudoku');
}

// The answer line for one puzzle line: latin1 keeps one character per byte,
// so the bytes reach the library exactly as they are in the file.
function answer(line) {
  try {
    return sudoku().solve(Buffer.from(line, 'latin1'));
  } catch (err) {
    if (err instanceof sudoku().SudokuError) return err.message;
    throw err;
  }
}

// The puzzles of a file's text: lines trimmed of spaces, tabs and CR (as the
// other languages' examples do), without blank and '#' lines.
function puzzleLines(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/^[ \t\r]+|[ \t\r]+$/g, ''))
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function main() {
  const file = process.argv[2] ?? path.resolve(__dirname, '..', 'puzzles.txt');
  const lines = puzzleLines(fs.readFileSync(file, 'latin1'));
  process.stdout.write(lines.map((line) => answer(line) + '\n').join(''));
}

if (require.main === module) {
  try {
    main();
  } catch (err) {
    console.error(`solve.js: ${err.message}`);
    process.exitCode = 1;
  }
}

module.exports = { answer, puzzleLines };
