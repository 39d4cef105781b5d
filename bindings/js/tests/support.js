// Helpers for the tests that do not use the library: puzzle files, a
// solution checker and a plain solution counter, so that the package's
// answers are checked by code that shares nothing with it.

import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const dataDir = path.join(repoRoot, 'tests', 'data');

/** The puzzle files of tests/data (name without .txt -> lines), each line
 * split into the 81-character puzzle and what follows it. */
export function dataFiles() {
  return readdirSync(dataDir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => ({ name: name.slice(0, -4), lines: readLines(path.join(dataDir, name)) }));
}

export function readLines(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [puzzle, ...rest] = line.split(/\s+/);
      return { puzzle, rest };
    });
}

const HOUSES = (() => {
  const houses = [];
  for (let i = 0; i < 9; i++) {
    houses.push([...Array(9)].map((_, j) => i * 9 + j));
    houses.push([...Array(9)].map((_, j) => j * 9 + i));
    const r = 3 * Math.floor(i / 3);
    const c = 3 * (i % 3);
    houses.push([...Array(9)].map((_, j) => (r + Math.floor(j / 3)) * 9 + c + (j % 3)));
  }
  return houses;
})();

/** The peers of every cell: the other cells of its row, column and box. */
export const PEERS = [...Array(81)].map((_, cell) => {
  const peers = new Set();
  for (const house of HOUSES) if (house.includes(cell)) for (const p of house) peers.add(p);
  peers.delete(cell);
  return [...peers];
});

/** True when `solution` is 81 digits, every house holds 1-9 once, and
 * every given of `puzzle` is kept. */
export function isSolutionOf(puzzle, solution) {
  if (typeof solution !== 'string' || !/^[1-9]{81}$/.test(solution)) return false;
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] >= '1' && puzzle[i] <= '9' && puzzle[i] !== solution[i]) return false;
  }
  return HOUSES.every((house) => new Set(house.map((c) => solution[c])).size === 9);
}

/** Counts solutions up to `limit` by plain backtracking on the cell with
 * the fewest candidates. Refused grids (bad characters, clashing givens)
 * count 0. */
export function countSolutions(grid, limit = 2) {
  const values = [...grid].map((ch) => (ch >= '1' && ch <= '9' ? +ch : 0));
  if (grid.length !== 81 || [...grid].some((ch) => !/[1-9.0]/.test(ch))) return 0;
  for (let c = 0; c < 81; c++) {
    if (values[c] && PEERS[c].some((p) => values[p] === values[c])) return 0;
  }
  let count = 0;
  const search = () => {
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let c = 0; c < 81; c++) {
      if (values[c]) continue;
      let mask = 0x3fe;
      for (const p of PEERS[c]) mask &= ~(1 << values[p]);
      let n = 0;
      for (let m = mask; m; m &= m - 1) n++;
      if (n < bestCount) {
        best = c;
        bestMask = mask;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    if (best < 0) {
      count++;
      return;
    }
    for (let d = 1; d <= 9 && count < limit; d++) {
      if (bestMask & (1 << d)) {
        values[best] = d;
        search();
      }
    }
    values[best] = 0;
  };
  search();
  return count;
}

/** The digits of a candidate mask (bit d - 1 for digit d). */
export function digitsOf(mask) {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));
}
