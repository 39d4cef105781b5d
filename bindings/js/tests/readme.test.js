// The README's first example runs as written and prints what its comments say.

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test("the README's example", (t) => {
  const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');
  const code = readme.match(/```js\n([\s\S]*?)```/)[1];
  // Inside the package, 'libsudoku' resolves to the package itself.
  const file = path.join(packageDir, 'tests', '.readme-example.mjs');
  writeFileSync(file, code);
  t.after(() => rmSync(file, { force: true }));
  const out = execFileSync('node', [file], { encoding: 'utf8' }).split('\n');
  assert.equal(out[0], '534678912672195348198342567859761423426853791713924856961537284287419635345286179');
  assert.equal(out[1], 'Hidden single in box 2: r1c6 is the only place for 8');
  assert.equal(out[2], '1.2');
  assert.equal(out[3], 'CONFLICTING_GIVENS 1');
  // Each comment's claim, as the code prints it.
  for (const [i, claim] of [[1, /"(.*)"/], [2, /rating: (.*)$/m], [3, /\/\/ (CONFLICTING_GIVENS 1)/]]) {
    const line = code.split('\n').find((l) => claim.test(l) && l.includes('//'));
    assert.equal(line.match(claim)[1], out[i]);
  }
});
