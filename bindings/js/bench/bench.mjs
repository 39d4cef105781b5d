// The WebAssembly build's speed under Node, file by file: called by the
// benchmark (`cargo run --release -p sudoku-bench -- --wasm`), which puts
// the numbers beside the native build's, or run alone:
//
//   node bench/bench.mjs [--data DIR] [--limit N] [--rounds N] [--only a,b]
//
// Three ways, in alternation within each round (A B C A B C ...), each
// timed by the process's CPU time (user and system) over the whole file per
// round, so that other load on a shared machine counts less; the median of
// the round means is kept:
//   export:  the module's sudoku_solve on bytes already in its memory, as a
//            C caller would call it (the engine alone, compiled to wasm);
//   solve(): the package's function per puzzle, string in, string out,
//            and a SudokuError thrown for each puzzle without one solution;
//   batch:   solveBatch() over the whole file.
// Prints one tab-separated line per file: name, puzzles, rounds, export ns,
// solve() ns, batch ns per puzzle, then each puzzle's status (a base-36
// digit), for the benchmark to check against the native answers.

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createSudoku, wasmUrl } from '../lib/core.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dataDir = arg('--data', path.resolve(here, '../../../../shared/data'));
const limit = Number(arg('--limit', 0)) || Infinity;
const fixedRounds = Number(arg('--rounds', 0)) || 0;
const only = (arg('--only', '') || '').split(',').filter(Boolean);

const FILE_BUDGET_MS = 6000;
const MIN_ROUNDS = 3;
const MAX_ROUNDS = 25;
const WARM_UP = 1000;
const WARM_UP_MS = 300;

function readPuzzles(file) {
  return readFileSync(file, 'latin1')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.slice(0, 81))
    .slice(0, limit);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function main() {
  const sudoku = await createSudoku();
  // The bare module, for the export timing: its own instance and memory.
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmUrl), {});
  const exports = instance.exports;
  const page = exports.memory.grow(1) * 65536;

  const files = readdirSync(dataDir)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => name.slice(0, -4))
    .filter((name) => only.length === 0 || only.includes(name));
  for (const name of files) {
    const puzzles = readPuzzles(path.join(dataDir, `${name}.txt`));
    const n = puzzles.length;
    if (n === 0) continue;
    const records = Buffer.from(puzzles.join(''), 'latin1');
    const statuses = new Uint8Array(n);

    // Each way solves the first m puzzles (all of them when timed).
    const viaExport = (m = n) => {
      const memory = new Uint8Array(exports.memory.buffer);
      for (let i = 0; i < m; i++) {
        memory.set(records.subarray(i * 81, i * 81 + 81), page);
        statuses[i] = exports.sudoku_solve(page);
      }
    };
    const viaSolve = (m = n) => {
      for (let i = 0; i < m; i++) {
        try {
          sudoku.solve(puzzles[i]);
        } catch (err) {
          if (err.code === undefined) throw err;
        }
      }
    };
    const viaBatch = (m = n) => sudoku.solveBatch(m === n ? puzzles : puzzles.slice(0, m));
    const ways = [viaExport, viaSolve, viaBatch];

    // Untimed passes until the engine has had time to compile the hot code
    // with its optimising tier, so that no round pays for it.
    for (const way of ways) {
      const start = performance.now();
      do way(Math.min(WARM_UP, n));
      while (performance.now() - start < WARM_UP_MS);
    }
    const means = ways.map(() => []);
    let rounds = fixedRounds || 1;
    const started = performance.now();
    for (let r = 0; r < rounds; r++) {
      ways.forEach((way, k) => {
        const t0 = process.cpuUsage();
        way();
        const { user, system } = process.cpuUsage(t0);
        means[k].push(((user + system) * 1e3) / n);
      });
      if (r === 0 && !fixedRounds) {
        const perRound = Math.max(performance.now() - started, 1e-3);
        rounds = Math.min(MAX_ROUNDS, Math.max(MIN_ROUNDS, Math.floor(FILE_BUDGET_MS / perRound)));
      }
      process.stderr.write(`  wasm ${name}: round ${r + 1}/${rounds}\n`);
    }
    const codes = Array.from(statuses, (s) => s.toString(36)).join('');
    const [exportNs, solveNs, batchNs] = means.map((m) => median(m).toFixed(1));
    console.log([name, n, rounds, exportNs, solveNs, batchNs, codes].join('\t'));
  }
}

await main();
