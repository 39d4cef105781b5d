// Arguments checked and converted for the C calls: grid strings and
// masks to and from the module's memory, whole numbers, modes and the
// generator's options. Nothing here calls the module.

import { STATUS, SudokuError } from './errors.js';
import { SYMMETRIES } from './structs.js';

const MODES = { unique: 0, first: 1 };
export const U64_MAX = (1n << 64n) - 1n;

export function invalid(message) {
  return new SudokuError(STATUS.INVALID_ARGUMENT, message);
}

/** Writes an 81-cell grid string; anything but a string of 81 UTF-16
 * code units is refused before the call. A character outside Latin-1
 * becomes a byte the library refuses as an invalid character. */
export function putGrid(bytes, at, grid, what = 'a grid') {
  if (typeof grid !== 'string') {
    throw new TypeError(`${what} is a string of 81 cells, not ${typeof grid}`);
  }
  if (grid.length !== 81) {
    throw new SudokuError(
      STATUS.INVALID_LENGTH,
      `${what} has 81 cells, not ${grid.length} (use parse() for other layouts)`,
    );
  }
  for (let i = 0; i < 81; i++) {
    const code = grid.charCodeAt(i);
    bytes[at + i] = code < 256 ? code : 0xff;
  }
}

export function getGrid(bytes, at) {
  return String.fromCharCode.apply(null, bytes.subarray(at, at + 81));
}

export function putMasks(view, at, masks) {
  if (masks.length !== 81) {
    throw new SudokuError(STATUS.INVALID_LENGTH, `candidates hold 81 masks, not ${masks.length}`);
  }
  for (let i = 0; i < 81; i++) {
    const mask = masks[i];
    if (!Number.isInteger(mask) || mask < 0 || mask > 0xffff) {
      throw invalid(`candidates[${i}] is not a 16-bit mask: ${mask}`);
    }
    view.setUint16(at + 2 * i, mask, true);
  }
}

export function getMasks(view, at) {
  const masks = new Uint16Array(81);
  for (let i = 0; i < 81; i++) masks[i] = view.getUint16(at + 2 * i, true);
  return masks;
}

export function u64(name, value) {
  if (value === undefined) return 0n;
  let big;
  if (typeof value === 'bigint') big = value;
  else if (Number.isSafeInteger(value)) big = BigInt(value);
  else throw invalid(`${name} must be a whole number, not ${value}`);
  if (big < 0n || big > U64_MAX) throw invalid(`${name} is out of range: ${value}`);
  return big;
}

export function u32(name, value, fallback) {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
    throw invalid(`${name} must be a whole number from 0 to 4294967295, not ${value}`);
  }
  return value;
}

/** A symmetry name in either spelling ('rotate_180' or 'rotate-180',
 * any case) as its C value; an unknown name is refused with the names. */
export function symmetryValue(name) {
  const key = typeof name === 'string' ? name.trim().toLowerCase().replaceAll('-', '_') : '';
  if (Object.hasOwn(SYMMETRIES, key)) return SYMMETRIES[key];
  const names = Object.keys(SYMMETRIES).join(', ');
  throw new SudokuError(
    STATUS.UNKNOWN_SYMMETRY,
    `unknown symmetry ${JSON.stringify(name)}: one of ${names} ('-' may stand for '_')`,
  );
}

/** A rating as Sudoku Explainer writes it (4.5) as the C struct's tenths
 * (45): a number from 0 in steps of 0.1. */
export function tenths(name, value) {
  const scaled = typeof value === 'number' ? value * 10 : NaN;
  const whole = Math.round(scaled);
  if (!Number.isFinite(scaled) || whole < 0 || whole > 0xffffffff || Math.abs(scaled - whole) > 1e-6) {
    throw invalid(`${name} must be a rating from 0 in steps of 0.1 (as 6.2), not ${value}`);
  }
  return whole;
}

export function modeOf(mode = 'unique') {
  if (!Object.hasOwn(MODES, mode)) throw invalid(`mode must be 'unique' or 'first', not ${mode}`);
  return MODES[mode];
}

export function budgetOf(options) {
  return u64('budget', options?.budget);
}

export function generateFields(options) {
  const fields = {};
  if (options.seed !== undefined) fields.seed = u64('seed', options.seed);
  if (options.symmetry !== undefined) {
    const symmetry = options.symmetry;
    if (typeof symmetry === 'number') fields.symmetry = u32('symmetry', symmetry);
    else fields.symmetry = symmetryValue(symmetry);
  }
  if (options.minimal !== undefined) {
    if (typeof options.minimal !== 'boolean') throw invalid('minimal must be true or false');
    fields.minimal = options.minimal;
  }
  for (const name of ['minGivens', 'maxGivens']) {
    if (options[name] !== undefined) fields[name] = u32(name, options[name]);
  }
  for (const name of ['minRating', 'maxRating']) {
    if (options[name] !== undefined) fields[name] = tenths(name, options[name]);
  }
  if (options.attemptBudget !== undefined) {
    fields.attemptBudget = u64('attemptBudget', options.attemptBudget);
  }
  if (options.pattern !== undefined && options.pattern !== null) fields.pattern = options.pattern;
  return fields;
}
