// The package's tables against the C header, include/sudoku.h: status
// names and values, step kinds, symmetries, and the struct layouts, laid
// out here from the header's field types by the wasm32 C rules (4-byte
// pointers, each field aligned to its size).

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  BROKEN_RULES,
  DOT_COLOURS,
  RULE_FLAGS,
  STATUS_NAMES,
  STEP_KINDS,
  SYMMETRIES,
} from '../lib/libsudoku.js';
import {
  GENERATE_OPTIONS,
  OPTIONS,
  PLAYER_MARKS,
  RATING,
  REPORT,
  RULES_ERROR,
  RULES_ERROR_FIELD_BYTES,
  RULES_ERROR_MESSAGE_BYTES,
  STEP,
  VIOLATION,
} from '../lib/structs.js';
import { GENERATED } from '../lib/variant.js';
import { createSudoku, wasmUrl } from '../lib/core.js';
import { repoRoot } from './support.js';

const rawHeader = readFileSync(path.join(repoRoot, 'include', 'sudoku.h'), 'utf8');
const header = rawHeader
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\/\/.*$/gm, '');

function enumValues(name, prefix) {
  const body = header.match(new RegExp(`enum ${name}\\b[^{]*\\{([^}]*)\\}`))[1];
  return [...body.matchAll(new RegExp(`${prefix}([A-Z0-9_]+) = (\\d+)`, 'g'))].map((m) => [
    m[1],
    +m[2],
  ]);
}

const SIZES = {
  char: 1,
  uint8_t: 1,
  uint16_t: 2,
  uint32_t: 4,
  int32_t: 4,
  int64_t: 8,
  uint64_t: 8,
  sudoku_status: 4,
  sudoku_broken_rule: 4,
  pointer: 4,
};

/** An array's length: a number, or a macro the header defines. */
function arrayLength(text) {
  if (/^\d+$/.test(text)) return +text;
  const m = rawHeader.match(new RegExp(`#define ${text} (\\d+)`));
  assert.ok(m, `no #define ${text}`);
  return +m[1];
}

/** Offsets of each field of a header struct on wasm32, and its size. */
function layout(name) {
  const body = header.match(new RegExp(`typedef struct \\{([^}]*)\\} ${name};`))[1];
  const fields = {};
  let offset = 0;
  let align = 1;
  for (const decl of body.split(';').map((d) => d.trim()).filter(Boolean)) {
    const m = decl.match(/^(?:const )?(\w+) (\*?)(\w+)(?:\[(\w+)\])?$/);
    assert.ok(m, `cannot read ${name}: ${decl}`);
    const size = m[2] ? SIZES.pointer : SIZES[m[1]];
    assert.ok(size, `unknown type ${m[1]}`);
    offset = Math.ceil(offset / size) * size;
    fields[m[3]] = offset;
    offset += size * (m[4] ? arrayLength(m[4]) : 1);
    align = Math.max(align, size);
  }
  return { fields, size: Math.ceil(offset / align) * align };
}

const camel = (name) => name.replace(/_(\w)/g, (_, c) => c.toUpperCase());

/** The package's table of a struct against the header's; with `upTo`, the
 * struct's version that ends with that field (the package uses it). */
function assertLayout(table, name, upTo) {
  let { fields, size } = layout(name);
  if (upTo) {
    const names = Object.keys(fields);
    const next = names[names.indexOf(upTo) + 1];
    size = fields[next];
    fields = Object.fromEntries(names.slice(0, names.indexOf(upTo) + 1).map((f) => [f, fields[f]]));
  }
  assert.equal(table.size, size, `sizeof(${name})`);
  for (const [field, offset] of Object.entries(fields)) {
    if (field === 'size' || field === 'reserved') continue;
    assert.equal(table[camel(field)], offset, `${name}.${field}`);
  }
  const known = Object.keys(table).filter((k) => k !== 'size');
  assert.deepEqual(known.sort(), Object.keys(fields).filter((f) => f !== 'size' && f !== 'reserved').map(camel).sort());
}

test('status names and values are the header\'s', () => {
  assert.deepEqual(
    enumValues('sudoku_status', 'SUDOKU_'),
    STATUS_NAMES.map((name, code) => [name, code]),
  );
});

test('step kinds and symmetries are the header\'s', () => {
  assert.deepEqual(
    enumValues('sudoku_step_kind', 'SUDOKU_STEP_'),
    Object.entries(STEP_KINDS).map(([value, kind]) => [kind.toUpperCase(), +value]),
  );
  assert.deepEqual(
    enumValues('sudoku_symmetry', 'SUDOKU_SYMMETRY_'),
    Object.entries(SYMMETRIES).map(([name, value]) => [name.toUpperCase(), value]),
  );
});

test('struct layouts are the header\'s on wasm32', () => {
  assertLayout(OPTIONS, 'sudoku_options');
  assertLayout(REPORT, 'sudoku_report');
  // The package reads the 1.0 rating; 1.1 appended HoDoKu's fields.
  assertLayout(RATING, 'sudoku_rating', 'solved');
  assertLayout(STEP, 'sudoku_step');
  assertLayout(GENERATE_OPTIONS, 'sudoku_generate_options');
  assertLayout(PLAYER_MARKS, 'sudoku_player_marks');
  assertLayout(RULES_ERROR, 'sudoku_rules_error');
  assertLayout(VIOLATION, 'sudoku_rule_violation');
  assertLayout(GENERATED, 'sudoku_rules_generated');
  assert.equal(RULES_ERROR_FIELD_BYTES, arrayLength('SUDOKU_RULES_ERROR_FIELD_BYTES'));
  assert.equal(RULES_ERROR_MESSAGE_BYTES, arrayLength('SUDOKU_RULES_ERROR_MESSAGE_BYTES'));
});

test('variant rule flags, dot colours and broken rules are the header\'s', () => {
  assert.deepEqual(
    enumValues('sudoku_broken_rule', 'SUDOKU_BROKEN_'),
    BROKEN_RULES.map((name, value) => [name, value]),
  );
  const flags = [...rawHeader.matchAll(/#define SUDOKU_RULE_(\w+) \(1 << (\d+)\)/g)]
    .map((m) => [m[1], 1 << +m[2]]);
  assert.deepEqual(flags, Object.entries(RULE_FLAGS));
  const dots = [...rawHeader.matchAll(/#define SUDOKU_DOT_(\w+) (\d+)/g)].map((m) => [m[1], +m[2]]);
  assert.deepEqual(dots, Object.entries(DOT_COLOURS));
});

test('the module exports exactly the functions of the header, and imports nothing', async () => {
  const module = await WebAssembly.compile(readFileSync(wasmUrl));
  const declared = [...header.matchAll(/\b(sudoku_\w+)\(/g)].map((m) => m[1]);
  const exported = WebAssembly.Module.exports(module)
    .filter((e) => e.kind === 'function')
    .map((e) => e.name);
  assert.deepEqual([...new Set(exported)].sort(), [...new Set(declared)].sort());
  assert.deepEqual(WebAssembly.Module.imports(module), []);
  // The library's own defaults say the sizes the package uses.
  const instance = await WebAssembly.instantiate(module, {});
  const view = new DataView(instance.exports.memory.buffer);
  instance.exports.sudoku_generate_options_default(1024);
  assert.equal(view.getUint32(1024, true), GENERATE_OPTIONS.size);
  instance.exports.sudoku_options_default(1024);
  assert.equal(view.getUint32(1024, true), OPTIONS.size);
});

test('createSudoku: separate instances from a URL, bytes or a compiled module', async () => {
  const bytes = readFileSync(wasmUrl);
  const sources = [wasmUrl, bytes, await WebAssembly.compile(bytes)];
  for (const source of sources) {
    const own = await createSudoku(source);
    assert.equal(own.solve('.'.repeat(80) + '1', { mode: 'first' }).length, 81);
  }
});
