// Runs before `npm pack` and `npm publish` (package.json's "prepack"): a
// package without lib/libsudoku.wasm would install and fail at import, so
// a missing module is built here (scripts/build.mjs), and one older than
// the library's sources in this repository is refused rather than packed.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The newest modification time of the files under `dir` (recursively). */
function newestUnder(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Makes sure `packageDir`/lib/libsudoku.wasm is there and current: calls
 * `build()` when it is missing; throws when it is older than the crate's
 * sources at `repoRoot` (src/, Cargo.toml, build.rs), when those exist.
 * Returns what it did: 'built' or 'current'.
 */
export function prepare(packageDir, repoRoot, build) {
  const wasm = path.join(packageDir, 'lib', 'libsudoku.wasm');
  if (!existsSync(wasm)) {
    build();
    if (!existsSync(wasm)) throw new Error(`the build made no ${wasm}`);
    return 'built';
  }
  const sources = path.join(repoRoot, 'src');
  if (existsSync(sources)) {
    const newest = Math.max(
      newestUnder(sources),
      ...['Cargo.toml', 'build.rs']
        .map((name) => path.join(repoRoot, name))
        .filter(existsSync)
        .map((file) => statSync(file).mtimeMs),
    );
    if (statSync(wasm).mtimeMs < newest) {
      throw new Error(
        'lib/libsudoku.wasm is older than the library\'s sources: run `npm run build` before packing',
      );
    }
  }
  return 'current';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const build = () =>
    execFileSync('node', [path.join(packageDir, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  try {
    const done = prepare(packageDir, path.resolve(packageDir, '../..'), build);
    if (done === 'built') console.error('prepack: built lib/libsudoku.wasm');
  } catch (err) {
    console.error(`prepack: ${err.message}`);
    process.exit(1);
  }
}
