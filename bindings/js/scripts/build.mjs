// Builds lib/libsudoku.wasm: the library (the crate at the repository's
// root) for wasm32-unknown-unknown with its release profile, then
// binaryen's wasm-opt (from node_modules) for size and speed. Prints the
// sizes. Needs cargo with the wasm32-unknown-unknown target
// (`rustup target add wasm32-unknown-unknown`) and `npm ci` first.

import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..');
const repoRoot = path.resolve(packageDir, '../..');
const output = path.join(packageDir, 'lib', 'libsudoku.wasm');

function run(command, args, options = {}) {
  console.error(`+ ${command} ${args.join(' ')}`);
  return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
}

const target = 'wasm32-unknown-unknown';
run('cargo', ['build', '--release', '--lib', '--target', target, '-p', 'libsudoku'], {
  cwd: repoRoot,
});
const metadata = JSON.parse(
  run('cargo', ['metadata', '--format-version', '1', '--no-deps'], { cwd: repoRoot }),
);
const built = path.join(metadata.target_directory, target, 'release', 'sudoku.wasm');

// The features rustc's wasm32 target uses by default, so that wasm-opt
// accepts its output and emits nothing newer.
const features = [
  '--enable-bulk-memory',
  '--enable-mutable-globals',
  '--enable-nontrapping-float-to-int',
  '--enable-sign-ext',
  '--enable-reference-types',
  '--enable-multivalue',
];
const wasmOpt = path.join(packageDir, 'node_modules', '.bin', 'wasm-opt');
if (process.argv.includes('--no-opt')) {
  copyFileSync(built, output);
} else {
  run(wasmOpt, ['-O3', ...features, '--strip-debug', '--strip-producers', built, '-o', output]);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const size = statSync(output).size;
const gzipped = gzipSync(readFileSync(output), { level: 9 }).length;
console.log(
  `lib/libsudoku.wasm: ${kib(size)} (${kib(gzipped)} gzipped); cargo's output: ${kib(statSync(built).size)}`,
);
