// `npm pack` never packs a package without its module: package.json's
// prepack runs scripts/prepack.mjs, which builds a missing module and
// refuses one older than the library's sources. Checked on a scratch
// package folder, so that the real lib/libsudoku.wasm is never touched.

import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { prepare } from '../scripts/prepack.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('package.json runs the prepack step', () => {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  assert.equal(manifest.scripts.prepack, 'node scripts/prepack.mjs');
  assert.ok(manifest.files.includes('lib/libsudoku.wasm'));
});

test('a missing module is built; a stale one is refused; a current one packs', (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'libsudoku-prepack-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const pkg = path.join(root, 'bindings', 'js');
  mkdirSync(path.join(pkg, 'lib'), { recursive: true });
  mkdirSync(path.join(root, 'src'));
  const source = path.join(root, 'src', 'lib.rs');
  writeFileSync(source, '// the library\n');
  const wasm = path.join(pkg, 'lib', 'libsudoku.wasm');

  let builds = 0;
  const build = () => {
    builds++;
    writeFileSync(wasm, 'module');
  };
  assert.equal(prepare(pkg, root, build), 'built');
  assert.equal(builds, 1);

  // Sources changed after the build: refused, not rebuilt behind the back.
  const later = new Date(Date.now() + 60_000);
  utimesSync(source, later, later);
  assert.throws(() => prepare(pkg, root, build), /older than the library's sources/);
  assert.equal(builds, 1);

  const latest = new Date(Date.now() + 120_000);
  utimesSync(wasm, latest, latest);
  assert.equal(prepare(pkg, root, build), 'current');

  // A build that makes nothing fails rather than packing nothing.
  rmSync(wasm);
  assert.throws(() => prepare(pkg, root, () => {}), /made no/);
});
