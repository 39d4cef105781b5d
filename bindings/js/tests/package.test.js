// The package as users get it: `npm pack`, installed into an empty project,
// imported by name, and a TypeScript program that calls every function
// type-checked (tsc --strict) against the installed types.

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8' });

test('npm pack, install and import by name; the types check', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'libsudoku-pack-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));

  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', dir], packageDir));
  const files = packed.files.map((f) => f.path).sort();
  assert.deepEqual(files, [
    'README.md',
    'lib/api.js',
    'lib/arguments.js',
    'lib/core.d.ts',
    'lib/core.js',
    'lib/errors.js',
    'lib/libsudoku.d.ts',
    'lib/libsudoku.js',
    'lib/libsudoku.wasm',
    'lib/machine.js',
    'lib/structs.js',
    'lib/variant-logic.js',
    'lib/variant.js',
    'package.json',
  ]);

  const app = path.join(dir, 'app');
  execFileSync('mkdir', [app]);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', type: 'module' }));
  npm(['install', '--offline', '--no-audit', '--no-fund', path.join(dir, packed.filename)], app);

  const script = `
    import { solve, SudokuError } from 'libsudoku';
    console.log(solve('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'));
    try { solve('.'.repeat(81)); } catch (e) { console.log(e instanceof SudokuError, e.status); }`;
  const out = execFileSync('node', ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
  assert.equal(
    out,
    '534678912672195348198342567859761423426853791713924856961537284287419635345286179\n' +
      'true MULTIPLE_SOLUTIONS\n',
  );

  for (const file of ['consumer.ts', 'tsconfig.json']) {
    copyFileSync(path.join(packageDir, 'tests', 'consumer', file), path.join(app, file));
  }
  const tsc = path.join(packageDir, 'node_modules', '.bin', 'tsc');
  execFileSync(tsc, ['-p', app], { encoding: 'utf8' });
  // A type error must fail: the check is not vacuous.
  writeFileSync(path.join(app, 'consumer.ts'), "import { solve } from 'libsudoku';\nconst n: number = solve('x');\n");
  assert.throws(
    () => execFileSync(tsc, ['-p', app], { stdio: 'pipe' }),
    (err) => String(err.stdout).includes('TS2322'),
  );
});
