// Variant rule sets (sudoku_rules_* in sudoku.h, docs/VARIANTS.md): grids
// of 4x4 to 25x25, jigsaw regions, extra houses, neighbour rules, killer
// cages, thermometers and kropki dots. The names are Python's
// (libsudoku.Rules, RulesBuilder) in JavaScript's spelling: Rules.fromText
// is sudoku_rules_from_text, rules.solve is sudoku_rules_solve.
//
// A rule set lives in the module's memory: free() returns it at once, and
// one that is dropped without free() is returned when it is collected. A
// module that traps is replaced by a fresh one (machine.js), and the rule
// sets of the old one are gone: using one then throws INTERNAL_ERROR.

import { STATUS, SudokuError, statusName } from './errors.js';
import { invalid, symmetryValue, tenths, u32, u64 } from './arguments.js';
import {
  REPORT,
  RULES_ERROR,
  RULES_ERROR_FIELD_BYTES,
  RULES_ERROR_MESSAGE_BYTES,
  VIOLATION,
  prepare,
  readReport,
} from './structs.js';
import {
  RULES_RATING,
  RULES_STEP,
  VARIANT_SCALES,
  readNeeds,
  readRulesRating,
  readRulesStep,
} from './variant-logic.js';

/** Extra houses and neighbour rules: SUDOKU_RULE_* values, to or together. */
export const RULE_FLAGS = Object.freeze({
  MAIN_DIAGONAL: 1 << 0,
  ANTI_DIAGONAL: 1 << 1,
  WINDOKU: 1 << 2,
  DISJOINT_GROUPS: 1 << 3,
  ASTERISK: 1 << 4,
  CENTRE_DOT: 1 << 5,
  GIRANDOLA: 1 << 6,
  ANTI_KNIGHT: 1 << 7,
  ANTI_KING: 1 << 8,
  NONCONSECUTIVE: 1 << 9,
  ALL_RATIOS_GIVEN: 1 << 10,
  ALL_DIFFERENCES_GIVEN: 1 << 11,
  NO_REGIONS: 1 << 12,
});

/** SUDOKU_DOT_*: white (a difference, default 1), black (a ratio, default 2). */
export const DOT_COLOURS = Object.freeze({ WHITE: 0, BLACK: 1 });

/** sudoku_broken_rule names by value, without SUDOKU_BROKEN_. */
export const BROKEN_RULES = Object.freeze([
  'NONE',
  'ROW',
  'COLUMN',
  'REGION',
  'MAIN_DIAGONAL',
  'ANTI_DIAGONAL',
  'WINDOW',
  'DISJOINT_GROUP',
  'ASTERISK',
  'CENTRE_DOT',
  'GIRANDOLA',
  'EXTRA_REGION',
  'CAGE',
  'ANTI_KNIGHT',
  'ANTI_KING',
  'CAGE_SUM',
  'THERMOMETER',
  'DOT',
  'NONCONSECUTIVE',
  'NEGATIVE_RATIO',
  'NEGATIVE_DIFFERENCE',
]);

/** SUDOKU_RULES_MAX_CELLS: 25 x 25. */
const MAX_CELLS = 625;
/** Records per batch call: a 25x25 chunk takes 2.5 MB of the module's
 * memory, which stays reserved for later calls. */
const BATCH_CHUNK = 4096;

// Offsets from the start of the variable part of the scratch region (the
// classic calls' fixed offsets lie below it).
const HANDLE = 0; // 4: a rule set or builder pointer written by the library
const REPORT_AT = 8; // 24
const ERROR_AT = 32; // 264
const VIOLATION_AT = 296; // 20
const COUNT = 320; // 4
const BYTE = 328; // 8
const GRID = 336; // MAX_CELLS
const GRID_2 = GRID + MAX_CELLS + 15; // MAX_CELLS
const DATA = GRID_2 + MAX_CELLS + 15; // text or cell lists, any length

const utf8 = new TextDecoder();

/** sudoku_rules_generate_options, version 3: field offsets, 104 bytes (the
 * library's size: its defaults come back by value, written whole). */
const GENERATE = Object.freeze({
  size: 104,
  symmetry: 4,
  seed: 8,
  guessBudget: 16,
  attemptBudget: 24,
  minimal: 32,
  minGivens: 36,
  maxGivens: 40,
  layout: 48,
  minCage: 52,
  maxCage: 56,
  cageGivens: 60,
  minimalCages: 64,
  allDots: 68,
  dots: 72,
  thermometers: 76,
  minThermometer: 80,
  maxThermometer: 84,
  minRating: 88,
  maxRating: 92,
  removalBudget: 96,
});
/** sudoku_rules_generated, version 2: field offsets, 32 bytes. */
export const GENERATED = Object.freeze({ size: 32, rating: 4, givens: 8, undecided: 12, attempts: 16, minimality: 24 });
/** sudoku_minimality values by name. */
const MINIMALITY = Object.freeze(['not_asked', 'minimal', 'as_far_as_budget_proved']);
/** sudoku_layout and sudoku_rules_text values. */
const LAYOUTS = Object.freeze({ killer: 1, jigsaw: 2, kropki: 3, thermo: 4 });
const TEXT_FORMATS = Object.freeze({ fpuzzles: 0, compact: 1 });

/** A [min, max] pair of u32 (or, with `read`, of ratings). */
function pair(name, value, read = (n, v) => u32(n, v)) {
  if (!Array.isArray(value) || value.length !== 2) throw invalid(`${name} must be [min, max]`);
  return [read(name, value[0]), read(name, value[1])];
}

function flag(name, value) {
  if (typeof value !== 'boolean') throw invalid(`${name} must be true or false`);
  return value;
}

/** Generate options as the struct's fields, checked before any call:
 * Python's generate_variant keywords in JavaScript's spelling. */
function variantGenerateFields(options) {
  const fields = {};
  if (options.seed !== undefined) fields.seed = u64('seed', options.seed);
  if (options.symmetry !== undefined) {
    const symmetry = options.symmetry;
    fields.symmetry = typeof symmetry === 'number' ? u32('symmetry', symmetry) : symmetryValue(symmetry);
  }
  if (options.minimal !== undefined) fields.minimal = Number(flag('minimal', options.minimal));
  if (options.givens !== undefined && options.givens !== null) {
    [fields.minGivens, fields.maxGivens] = pair('givens', options.givens);
  }
  if (options.rating !== undefined && options.rating !== null) {
    [fields.minRating, fields.maxRating] = pair('rating', options.rating, tenths);
  }
  if (options.attempts !== undefined) fields.attemptBudget = u64('attempts', options.attempts);
  if (options.budget !== undefined) fields.guessBudget = u64('budget', options.budget);
  if (options.removalBudget !== undefined) fields.removalBudget = u64('removalBudget', options.removalBudget);
  const chosen = ['killer', 'jigsaw', 'kropki'].filter((name) => options[name] !== undefined && flag(name, options[name]));
  if (options.dots !== undefined && options.dots !== null) chosen.push('dots');
  if (options.thermo !== undefined && options.thermo !== null) chosen.push('thermo');
  if (chosen.length > 1) throw invalid('give one of killer, jigsaw, kropki, dots and thermo');
  switch (chosen[0]) {
    case 'killer':
      fields.layout = LAYOUTS.killer;
      [fields.minCage, fields.maxCage] = pair('cages', options.cages ?? [2, 5]);
      fields.cageGivens = Number(fields.minGivens !== undefined);
      if (options.minimalCages !== undefined) {
        fields.minimalCages = Number(flag('minimalCages', options.minimalCages));
      }
      break;
    case 'jigsaw':
      fields.layout = LAYOUTS.jigsaw;
      break;
    case 'kropki':
      fields.layout = LAYOUTS.kropki;
      break;
    case 'dots':
      fields.layout = LAYOUTS.kropki;
      fields.allDots = 0;
      fields.dots = u32('dots', options.dots);
      break;
    case 'thermo':
      fields.layout = LAYOUTS.thermo;
      fields.thermometers = u32('thermo', options.thermo);
      [fields.minThermometer, fields.maxThermometer] = pair('thermoLength', options.thermoLength ?? [3, 5]);
      break;
    default:
  }
  const format = options.format ?? 'fpuzzles';
  if (!Object.hasOwn(TEXT_FORMATS, format)) throw invalid(`format is fpuzzles or compact, not ${format}`);
  return { fields, format: TEXT_FORMATS[format] };
}

/** The NUL-terminated text of a fixed buffer. */
function fixedText(bytes, at, room) {
  const field = bytes.subarray(at, at + room);
  const end = field.indexOf(0);
  return utf8.decode(field.subarray(0, end < 0 ? room : end));
}

/**
 * The classes of one Machine. `variableAt` is where the variable part of
 * the scratch region starts; `text(code)` the library's status text.
 */
export function createVariantApi(machine, variableAt, text) {
  const scratch = (extra = 0) => machine.reserve(variableAt + DATA + extra) + variableAt;

  /** The error of a refused text or rule set, naming the place as Python's does. */
  function rulesError(view, bytes, at) {
    const code = view.getInt32(at + RULES_ERROR.status, true);
    const line = view.getInt32(at + RULES_ERROR.line, true);
    const cell = view.getInt32(at + RULES_ERROR.cell, true);
    const byte = Number(view.getBigInt64(at + RULES_ERROR.byte, true));
    const row = view.getInt32(at + RULES_ERROR.cellRow, true);
    const column = view.getInt32(at + RULES_ERROR.cellColumn, true);
    const index = view.getInt32(at + RULES_ERROR.index, true);
    const field = fixedText(bytes, at + RULES_ERROR.field, RULES_ERROR_FIELD_BYTES) || undefined;
    let message =
      fixedText(bytes, at + RULES_ERROR.message, RULES_ERROR_MESSAGE_BYTES) || statusName(code);
    const where = [];
    if (line > 0) where.push(`line ${line}`);
    if (byte >= 0) where.push(`byte ${byte}`);
    if (field !== undefined) where.push(`field '${field}'`);
    if (row > 0) where.push(`cell R${row}C${column}`);
    else if (cell >= 0) where.push(`cell ${cell}`);
    if (index >= 0) where.push(`index ${index}`);
    if (where.length) message += ` (${where.join(', ')})`;
    const err = new SudokuError(code, message, { cell: cell >= 0 ? cell : undefined });
    err.line = line > 0 ? line : undefined;
    err.byte = byte >= 0 ? byte : undefined;
    err.field = field;
    err.row = row > 0 ? row : undefined;
    err.column = column > 0 ? column : undefined;
    err.index = index >= 0 ? index : undefined;
    return err;
  }

  function prepareError(base) {
    prepare(machine.bytes(), base + ERROR_AT, RULES_ERROR.size);
  }

  // Rule sets dropped without free(): returned to the module that made them.
  const collected = new FinalizationRegistry(({ handle, generation, free }) => {
    if (machine.generation === generation) machine.exports[free](handle);
  });

  class Rules {
    #handle;
    #generation;
    #size;

    /** Private: use Rules.fromText or RulesBuilder#build. */
    constructor(token, handle) {
      if (token !== PRIVATE) throw new TypeError('make Rules with Rules.fromText or RulesBuilder');
      this.#handle = handle;
      this.#generation = machine.generation;
      this.#size = machine.exports.sudoku_rules_size(handle);
      collected.register(
        this,
        { handle, generation: this.#generation, free: 'sudoku_rules_free' },
        this,
      );
    }

    /**
     * Reads a puzzle: f-puzzles JSON, an export string or `?load=` link, a
     * compact line (`16/4x4+x 1..G...`) or a classic 81-cell line, told
     * apart without a flag. Returns `{ rules, givens }` (N*N numbers, 0
     * empty). A refused text throws a SudokuError with `line`, `byte`,
     * `field`, `row`, `column` and `index` where known.
     */
    static fromText(source) {
      if (typeof source !== 'string') {
        throw new TypeError(`Rules.fromText reads a string, not ${typeof source}`);
      }
      const data = new TextEncoder().encode(source);
      return machine.call((e) => {
        const base = scratch(data.length);
        machine.bytes().set(data, base + DATA);
        prepareError(base);
        const code = e.sudoku_rules_from_text(
          base + DATA,
          data.length,
          base + HANDLE,
          base + GRID,
          MAX_CELLS,
          base + ERROR_AT,
        );
        if (code !== STATUS.OK) throw rulesError(machine.view(), machine.bytes(), base + ERROR_AT);
        const rules = new Rules(PRIVATE, machine.view().getUint32(base + HANDLE, true));
        const givens = Array.from(machine.bytes().subarray(base + GRID, base + GRID + rules.cells));
        return { rules, givens };
      });
    }

    /** N: the grid is N x N, its digits 1..N. */
    get size() {
      return this.#size;
    }

    /** N*N. */
    get cells() {
      return this.#size * this.#size;
    }

    /** Returns the rule set to the module now; it cannot be used after. */
    free() {
      if (this.#handle === 0) return;
      if (machine.generation === this.#generation) machine.exports.sudoku_rules_free(this.#handle);
      collected.unregister(this);
      this.#handle = 0;
    }

    [Symbol.dispose ?? Symbol.for('Symbol.dispose')]() {
      this.free();
    }

    #live() {
      if (this.#handle === 0) throw invalid('this rule set was freed');
      if (machine.generation !== this.#generation) {
        throw new SudokuError(
          STATUS.INTERNAL_ERROR,
          'this rule set was lost when the module restarted after an internal error',
        );
      }
      return this.#handle;
    }

    /** A grid's values as bytes: N*N numbers, or a string as the compact
     * form writes it. Checked before any call, so the scratch region is
     * not moved under a call that uses it. */
    #values(grid) {
      if (typeof grid === 'string') return Uint8Array.from(this.gridFromText(grid));
      if (grid === null || typeof grid !== 'object' || typeof grid.length !== 'number') {
        throw new TypeError(`a grid is ${this.cells} numbers or a string, not ${typeof grid}`);
      }
      if (grid.length !== this.cells) {
        throw new SudokuError(
          STATUS.INVALID_LENGTH,
          `the grid has ${grid.length} cells, not ${this.cells}`,
        );
      }
      const values = new Uint8Array(this.cells);
      for (let cell = 0; cell < this.cells; cell++) {
        const value = grid[cell];
        if (!Number.isInteger(value) || value < 0 || value > 255) {
          throw new SudokuError(STATUS.INVALID_VALUE, `cell ${cell} holds ${value}`, { cell });
        }
        values[cell] = value;
      }
      return values;
    }

    #failure(code, report) {
      const cell = report && report.cell >= 0 ? report.cell : undefined;
      let message = text(code);
      if (cell !== undefined) {
        const n = this.#size;
        message += ` at cell ${cell} (row ${Math.floor(cell / n) + 1}, column ${(cell % n) + 1})`;
      }
      return new SudokuError(code, message, { cell, report });
    }

    /**
     * The solution (N*N numbers) of a grid with exactly one, within
     * `budget` guesses (0 or none: no limit). Throws a SudokuError:
     * NO_SOLUTION, MULTIPLE_SOLUTIONS, BUDGET_EXHAUSTED, INVALID_VALUE or
     * GRID_BREAKS_RULE, with `cell` and the report.
     */
    solve(givens, options = {}) {
      const budget = u64('budget', options.budget);
      const values = this.#values(givens);
      return machine.call((e) => {
        const handle = this.#live();
        const base = scratch();
        machine.bytes().set(values, base + GRID);
        prepare(machine.bytes(), base + REPORT_AT, REPORT.size);
        const code = e.sudoku_rules_solve(handle, base + GRID, budget, base + GRID_2, base + REPORT_AT);
        if (code !== STATUS.OK) throw this.#failure(code, readReport(machine.view(), base + REPORT_AT));
        return Array.from(machine.bytes().subarray(base + GRID_2, base + GRID_2 + this.cells));
      });
    }

    /** The number of solutions, up to `limit` (default 2, which decides
     * uniqueness), within `options.budget` guesses. */
    count(givens, limit = 2, options = {}) {
      limit = u32('limit', limit);
      if (limit === 0) throw invalid('limit must be at least 1');
      const budget = u64('budget', options.budget);
      const values = this.#values(givens);
      return machine.call((e) => {
        const handle = this.#live();
        const base = scratch();
        machine.bytes().set(values, base + GRID);
        prepare(machine.bytes(), base + REPORT_AT, REPORT.size);
        const code = e.sudoku_rules_count(
          handle,
          base + GRID,
          limit,
          budget,
          base + COUNT,
          base + REPORT_AT,
        );
        const view = machine.view();
        if (code !== STATUS.OK) throw this.#failure(code, readReport(view, base + REPORT_AT));
        return view.getUint32(base + COUNT, true);
      });
    }

    /** The givens' values or the candidate masks (options.candidates),
     * exactly one of them, checked before any call. */
    #puzzle(givens, options) {
      const marks = options.candidates;
      if ((givens === null || givens === undefined) === (marks === undefined)) {
        throw invalid('give exactly one of givens and options.candidates');
      }
      if (marks === undefined) return { values: this.#values(givens), masks: null };
      if (marks === null || typeof marks.length !== 'number' || marks.length !== this.cells) {
        throw new SudokuError(STATUS.INVALID_LENGTH, `candidates must be ${this.cells} masks`);
      }
      const masks = new Uint32Array(this.cells);
      for (let cell = 0; cell < this.cells; cell++) {
        const mask = marks[cell];
        if (!Number.isInteger(mask) || mask < 0 || mask > 0xffffffff) {
          throw new SudokuError(STATUS.INVALID_CANDIDATES, `cell ${cell} has mask ${mask}`, { cell });
        }
        masks[cell] = mask;
      }
      return { values: null, masks };
    }

    /** Copies the puzzle into the scratch region; its two pointers. */
    #place(base, puzzle) {
      if (puzzle.values) {
        machine.bytes().set(puzzle.values, base + GRID);
        return [base + GRID, 0];
      }
      const view = machine.view();
      puzzle.masks.forEach((mask, cell) => view.setUint32(base + DATA + 4 * cell, mask, true));
      return [0, base + DATA];
    }

    #scale(name, allowed) {
      if (!allowed.includes(name)) throw invalid(`scale must be one of ${allowed.join(', ')}, not ${name}`);
      return VARIANT_SCALES[name];
    }

    /** The sentences of the path's first `maxSteps` steps (0: all), one a
     * step (sudoku_rules_explain_text). */
    #sentences(puzzle, scale, budget, maxSteps) {
      const run = (e, capacity) => {
        const handle = this.#live();
        const base = scratch(4 * MAX_CELLS + 16 + capacity);
        const [values, masks] = this.#place(base, puzzle);
        const at = base + DATA + 4 * MAX_CELLS + 16;
        const code = e.sudoku_rules_explain_text(
          handle, values, masks, scale, budget, maxSteps, capacity ? at : 0, capacity, base + COUNT,
        );
        const length = machine.view().getUint32(base + COUNT, true);
        const ok = code === STATUS.OK || code === STATUS.TECHNIQUES_EXHAUSTED;
        return { code, text: ok ? utf8.decode(machine.bytes().subarray(at, at + length)) : '', length };
      };
      const first = machine.call((e) => run(e, 0));
      if (first.code === STATUS.OK || first.code === STATUS.TECHNIQUES_EXHAUSTED) return [];
      if (first.code !== STATUS.CAPACITY_TOO_SMALL) throw this.#failure(first.code);
      const found = machine.call((e) => run(e, first.length + 1));
      if (found.code !== STATUS.OK && found.code !== STATUS.TECHNIQUES_EXHAUSTED) throw this.#failure(found.code);
      return found.text.split('\n').slice(0, -1);
    }

    /**
     * ER/EP/ED on SukakuExplainer's scale (sudoku_rules_rate) from givens,
     * or from pencil-mark masks (`options.candidates`, bit d-1 for digit d,
     * every cell unsolved; pass null givens); on `options.scale` 'own', on
     * the project's own scale, for any rule set, from givens. Throws a SudokuError:
     * NOT_RATED (with `needs` and `steps`: what the path lacks, never a
     * guess), RULES_NOT_ON_SCALE, NO_SOLUTION, MULTIPLE_SOLUTIONS, ...
     */
    rate(givens, options = {}) {
      const scale = this.#scale(options.scale ?? 'sukaku', ['sukaku', 'own']);
      const budget = u64('budget', options.budget);
      const puzzle = this.#puzzle(givens, options);
      return machine.call((e) => {
        const handle = this.#live();
        const base = scratch(4 * MAX_CELLS + 16 + RULES_RATING.size);
        const [values, masks] = this.#place(base, puzzle);
        const at = base + DATA + 4 * MAX_CELLS + 16;
        prepare(machine.bytes(), at, RULES_RATING.size);
        const code = e.sudoku_rules_rate(handle, values, masks, scale, budget, at);
        if (code === STATUS.NOT_RATED) {
          const { needs, steps } = readNeeds(machine.view(), machine.bytes(), at);
          const err = new SudokuError(code, `${text(code)}: after ${steps} steps the path needs ${needs}`);
          err.needs = needs;
          err.steps = steps;
          throw err;
        }
        if (code !== STATUS.OK) throw this.#failure(code);
        return readRulesRating(machine.view(), at);
      });
    }

    /**
     * A puzzle with exactly one solution on this rule set
     * (sudoku_rules_generate; docs/VARIANTS.md, "Generating"), with the
     * options of generateVariant. Returns {text, rules, puzzle, solution,
     * rating}: `rating` the made puzzle's ER (2.9) on the scale the bounds
     * used when `rating` bounds were given, else null (it is not rated).
     */
    generate(options = {}) {
      const { fields, format } = variantGenerateFields(options);
      const rated = Boolean(fields.minRating || fields.maxRating);
      const run = (e, capacity) => {
        const handle = this.#live();
        const base = scratch(GENERATE.size + GENERATED.size + capacity);
        const at = base + DATA;
        const reportAt = at + GENERATE.size;
        const textAt = reportAt + GENERATED.size;
        machine.bytes().fill(0, at, at + GENERATE.size + GENERATED.size);
        e.sudoku_rules_generate_options_default(at);
        const view = machine.view();
        view.setUint32(at, GENERATE.size, true);
        for (const [name, value] of Object.entries(fields)) {
          if (typeof value === 'bigint') view.setBigUint64(at + GENERATE[name], value, true);
          else view.setUint32(at + GENERATE[name], value, true);
        }
        view.setUint32(reportAt, GENERATED.size, true);
        const code = e.sudoku_rules_generate_ex(
          handle, at, format, textAt, capacity, base + BYTE, base + GRID, base + GRID_2, reportAt,
        );
        const after = machine.view();
        const length = after.getUint32(base + BYTE, true);
        if (code !== STATUS.OK) return { code, length };
        const bytes = machine.bytes();
        return {
          code,
          text: utf8.decode(bytes.subarray(textAt, textAt + length)),
          puzzle: Array.from(bytes.subarray(base + GRID, base + GRID + this.cells)),
          solution: Array.from(bytes.subarray(base + GRID_2, base + GRID_2 + this.cells)),
          // The library rates only under bounds; its 0 then means "not rated".
          rating: rated ? after.getUint32(reportAt + GENERATED.rating, true) / 10 : null,
          minimality: MINIMALITY[after.getUint32(reportAt + GENERATED.minimality, true)],
        };
      };
      let made = machine.call((e) => run(e, 1 << 16));
      if (made.code === STATUS.CAPACITY_TOO_SMALL) made = machine.call((e) => run(e, made.length));
      if (made.code !== STATUS.OK) throw this.#failure(made.code);
      const { rules } = Rules.fromText(made.text);
      const { text: madeText, puzzle, solution, rating, minimality } = made;
      return { text: madeText, rules, puzzle, solution, rating, minimality };
    }

    /** The next step, simplest technique first, for any rule set
     * (sudoku_rules_hint): {technique, techniqueId, setSize, difficulty,
     * digits, cells, placements: [[cell, digit]], eliminations, text}. */
    hint(givens, options = {}) {
      const budget = u64('budget', options.budget);
      const puzzle = this.#puzzle(givens, options);
      const step = machine.call((e) => {
        const handle = this.#live();
        const base = scratch(4 * MAX_CELLS + 16 + RULES_STEP.size);
        const [values, masks] = this.#place(base, puzzle);
        const at = base + DATA + 4 * MAX_CELLS + 16;
        prepare(machine.bytes(), at, RULES_STEP.size);
        const code = e.sudoku_rules_hint(handle, values, masks, budget, at);
        if (code !== STATUS.OK) throw this.#failure(code);
        return readRulesStep(machine.view(), machine.bytes(), at);
      });
      // The hint is the first step of the engine's own path.
      [step.text] = this.#sentences(puzzle, VARIANT_SCALES.unrated, budget, 1);
      return step;
    }

    /** The next step from a player's grid (sudoku_rules_hint_player): the
     * first wrong entry (technique 'Wrong Entry', `cells` its cell, `digits`
     * the wrong digit), then, with pencil marks (`options.candidates`, a
     * mask a cell, read for empty cells), the first empty cell whose marks
     * lack its solution digit ('Missing Candidate'), then the engine's step
     * from the player's entries and marks; with its sentence, `text`.
     * `current` holds the givens and the player's entries (null: the
     * puzzle itself). Throws a SudokuError: ALREADY_SOLVED,
     * TECHNIQUES_EXHAUSTED, CURRENT_CONTRADICTS_PUZZLE, INVALID_VALUE,
     * INVALID_CANDIDATES, and the puzzle's statuses as for rate(). */
    hintPlayer(givens, current = null, options = {}) {
      const budget = u64('budget', options.budget);
      const values = this.#values(givens);
      const entries = current === null || current === undefined ? null : this.#values(current);
      const masks = options.candidates === undefined ? null : this.#puzzle(null, options).masks;
      const place = (base) => {
        const bytes = machine.bytes();
        bytes.set(values, base + GRID);
        if (entries) bytes.set(entries, base + GRID_2);
        const view = machine.view();
        if (masks) masks.forEach((mask, cell) => view.setUint32(base + DATA + 4 * cell, mask, true));
        return [base + GRID, entries ? base + GRID_2 : 0, masks ? base + DATA : 0];
      };
      const step = machine.call((e) => {
        const handle = this.#live();
        const base = scratch(4 * MAX_CELLS + 16 + RULES_STEP.size);
        const at = base + DATA + 4 * MAX_CELLS + 16;
        const pointers = place(base);
        prepare(machine.bytes(), at, RULES_STEP.size);
        const code = e.sudoku_rules_hint_player(handle, ...pointers, budget, at);
        if (code !== STATUS.OK) throw this.#failure(code);
        return readRulesStep(machine.view(), machine.bytes(), at);
      });
      const say = (e, capacity) => {
        const handle = this.#live();
        const base = scratch(4 * MAX_CELLS + 16 + capacity);
        const at = base + DATA + 4 * MAX_CELLS + 16;
        const pointers = place(base);
        const code = e.sudoku_rules_hint_player_text(handle, ...pointers, budget, capacity ? at : 0, capacity, base + COUNT);
        const length = machine.view().getUint32(base + COUNT, true);
        return { code, length, text: code === STATUS.OK ? utf8.decode(machine.bytes().subarray(at, at + length)) : '' };
      };
      const first = machine.call((e) => say(e, 0));
      if (first.code !== STATUS.CAPACITY_TOO_SMALL) throw this.#failure(first.code);
      const said = machine.call((e) => say(e, first.length + 1));
      if (said.code !== STATUS.OK) throw this.#failure(said.code);
      step.text = said.text.replace(/\n$/, '');
      return step;
    }

    /** The whole path (sudoku_rules_explain): {steps, solved}. On
     * `options.scale` 'sukaku' or 'own' the path rate() rates, each step
     * with its difficulty; on 'unrated' (the default) the engine's own.
     * Each step carries its sentence, `text`. */
    explain(givens, options = {}) {
      const scale = this.#scale(options.scale ?? 'unrated', ['sukaku', 'own', 'unrated']);
      const budget = u64('budget', options.budget);
      const puzzle = this.#puzzle(givens, options);
      const run = (e, capacity) => {
        const handle = this.#live();
        const base = scratch(4 * MAX_CELLS + 16 + capacity * RULES_STEP.size);
        const [values, masks] = this.#place(base, puzzle);
        const at = base + DATA + 4 * MAX_CELLS + 16;
        if (capacity > 0) prepare(machine.bytes(), at, RULES_STEP.size);
        const code = e.sudoku_rules_explain(handle, values, masks, scale, budget, capacity ? at : 0, capacity, base + COUNT);
        return { code, at, count: machine.view().getUint32(base + COUNT, true) };
      };
      const first = machine.call((e) => run(e, 0));
      if (first.code === STATUS.OK && first.count === 0) return { steps: [], solved: true };
      if (first.code === STATUS.TECHNIQUES_EXHAUSTED && first.count === 0) return { steps: [], solved: false };
      if (first.code !== STATUS.CAPACITY_TOO_SMALL) throw this.#failure(first.code);
      const path = machine.call((e) => {
        const { code, at, count } = run(e, first.count);
        if (code !== STATUS.OK && code !== STATUS.TECHNIQUES_EXHAUSTED) throw this.#failure(code);
        const view = machine.view();
        const bytes = machine.bytes();
        const steps = [];
        for (let k = 0; k < count; k++) steps.push(readRulesStep(view, bytes, at + k * RULES_STEP.size));
        return { steps, solved: code === STATUS.OK };
      });
      const sentences = this.#sentences(puzzle, scale, budget, 0);
      path.steps.forEach((step, k) => {
        step.text = sentences[k];
      });
      return path;
    }

    /**
     * Solves many grids in one library call (sudoku_rules_solve_batch, on
     * this thread: WebAssembly here has none to spare), each exactly as
     * solve(grid, options) would. Returns an array in the order of `grids`:
     * each entry the solution (N*N numbers) or the SudokuError that solve
     * would have thrown (returned, not thrown; the batch call names no
     * cell). A grid of the wrong length or with a value above 255 gets its
     * error here and is not sent.
     */
    solveBatch(grids, options = {}) {
      const budget = u64('budget', options.budget);
      return this.#batch(grids, (e, handle, at, n, statuses) => {
        e.sudoku_rules_solve_batch(handle, at, n, budget, statuses, 1);
        const bytes = machine.bytes();
        return (i) => Array.from(bytes.subarray(at + i * this.cells, at + (i + 1) * this.cells));
      });
    }

    /**
     * Counts the solutions of many grids in one library call
     * (sudoku_rules_count_batch), each exactly as count(grid, limit,
     * options) would: entries are counts (0 to `limit`) or SudokuErrors, as
     * solveBatch's.
     */
    countBatch(grids, limit = 2, options = {}) {
      limit = u32('limit', limit);
      if (limit === 0) throw invalid('limit must be at least 1');
      const budget = u64('budget', options.budget);
      return this.#batch(grids, (e, handle, at, n, statuses, counts) => {
        e.sudoku_rules_count_batch(handle, at, n, limit, budget, counts, statuses, 1);
        const view = machine.view();
        return (i) => view.getUint32(counts + 4 * i, true);
      });
    }

    /** Sends the grids that pass #values in chunks to `call`, which makes
     * the library call and returns how to read record i's result. */
    #batch(grids, call) {
      const list = Array.from(grids);
      const results = new Array(list.length);
      const sent = [];
      list.forEach((grid, index) => {
        try {
          sent.push({ index, values: this.#values(grid) });
        } catch (err) {
          if (!(err instanceof SudokuError)) throw err;
          results[index] = err;
        }
      });
      const cells = this.cells;
      for (let start = 0; start < sent.length; start += BATCH_CHUNK) {
        const chunk = sent.slice(start, start + BATCH_CHUNK);
        const n = chunk.length;
        machine.call((e) => {
          const handle = this.#live();
          // Records, then 4-aligned statuses and counts.
          const recordBytes = (n * cells + 3) & ~3;
          const base = scratch(recordBytes + 8 * n);
          const at = base + DATA;
          const statuses = at + recordBytes;
          const counts = statuses + 4 * n;
          const bytes = machine.bytes();
          chunk.forEach(({ values }, i) => bytes.set(values, at + i * cells));
          const read = call(e, handle, at, n, statuses, counts);
          const view = machine.view();
          chunk.forEach(({ index }, i) => {
            const code = view.getInt32(statuses + 4 * i, true);
            results[index] = code === STATUS.OK ? read(i) : this.#failure(code, undefined);
          });
        });
      }
      return results;
    }

    /** The first rule the filled cells break, `{ cell, rule, index }`
     * (`rule` a BROKEN_RULES name, `index` undefined for a rule of its
     * own), or null: a complete grid with null is a solution. */
    check(grid) {
      const values = this.#values(grid);
      return machine.call((e) => {
        const handle = this.#live();
        const base = scratch();
        machine.bytes().set(values, base + GRID);
        prepare(machine.bytes(), base + VIOLATION_AT, VIOLATION.size);
        const code = e.sudoku_rules_check(handle, base + GRID, base + VIOLATION_AT);
        const view = machine.view();
        const cell = view.getInt32(base + VIOLATION_AT + VIOLATION.cell, true);
        if (code === STATUS.OK) return null;
        if (code !== STATUS.GRID_BREAKS_RULE) {
          throw this.#failure(code, cell >= 0 ? { cell } : undefined);
        }
        const rule = view.getUint32(base + VIOLATION_AT + VIOLATION.rule, true);
        const index = view.getInt32(base + VIOLATION_AT + VIOLATION.index, true);
        return {
          cell,
          rule: BROKEN_RULES[rule] ?? `UNKNOWN_RULE_${rule}`,
          index: index >= 0 ? index : undefined,
        };
      });
    }

    /** N*N numbers from the compact form's cells ('.' empty, '1'-'9', then
     * 'A' = 10 to 'P' = 25), whitespace skipped. */
    gridFromText(source) {
      if (typeof source !== 'string') {
        throw new TypeError(`gridFromText reads a string, not ${typeof source}`);
      }
      const data = new TextEncoder().encode(source);
      return machine.call((e) => {
        const handle = this.#live();
        const base = scratch(data.length);
        machine.bytes().set(data, base + DATA);
        const view = machine.view();
        view.setBigInt64(base + BYTE, -1n, true);
        const code = e.sudoku_rules_grid_from_text(
          handle,
          base + DATA,
          data.length,
          base + GRID_2,
          base + BYTE,
        );
        if (code !== STATUS.OK) {
          const at = Number(machine.view().getBigInt64(base + BYTE, true));
          const where = at >= 0 ? ` at byte ${at}` : '';
          throw new SudokuError(code, text(code) + where, { cell: at >= 0 ? at : undefined });
        }
        return Array.from(machine.bytes().subarray(base + GRID_2, base + GRID_2 + this.cells));
      });
    }

    /** The rule set and givens (null: an empty grid) as text that
     * Rules.fromText reads back (sudoku_rules_to_text): `options.format`
     * 'fpuzzles' (JSON, any rule set; the default) or 'compact' (a
     * SudokuError INVALID_ARGUMENT for rules it cannot say: cages,
     * thermometers, dots, jigsaw or extra regions). */
    toText(givens = null, options = {}) {
      const format = options.format ?? 'fpuzzles';
      if (!Object.hasOwn(TEXT_FORMATS, format)) throw invalid(`format is fpuzzles or compact, not ${format}`);
      const values = givens === null || givens === undefined ? null : this.#values(givens);
      const run = (e, capacity) => {
        const handle = this.#live();
        const base = scratch(capacity);
        if (values) machine.bytes().set(values, base + GRID);
        const grid = values ? base + GRID : 0;
        const code = e.sudoku_rules_to_text(handle, grid, TEXT_FORMATS[format], capacity ? base + DATA : 0, capacity, base + COUNT);
        const length = machine.view().getUint32(base + COUNT, true);
        return { code, length, text: code === STATUS.OK ? utf8.decode(machine.bytes().subarray(base + DATA, base + DATA + length)) : '' };
      };
      const first = machine.call((e) => run(e, 0));
      if (first.code !== STATUS.CAPACITY_TOO_SMALL) throw this.#failure(first.code);
      const written = machine.call((e) => run(e, first.length));
      if (written.code !== STATUS.OK) throw this.#failure(written.code);
      return written.text;
    }

    /** N*N characters: '.' empty, '1'-'9', then 'A' = 10 to 'P' = 25. */
    gridToText(grid) {
      const values = this.#values(grid);
      return machine.call((e) => {
        const handle = this.#live();
        const base = scratch();
        machine.bytes().set(values, base + GRID);
        machine.view().setInt32(base + COUNT, -1, true);
        const code = e.sudoku_rules_grid_to_text(handle, base + GRID, base + GRID_2, base + COUNT);
        if (code !== STATUS.OK) {
          const cell = machine.view().getInt32(base + COUNT, true);
          throw this.#failure(code, cell >= 0 ? { cell } : undefined);
        }
        return utf8.decode(machine.bytes().subarray(base + GRID_2, base + GRID_2 + this.cells));
      });
    }
  }

  class RulesBuilder {
    #handle;
    #generation;

    /** An N x N grid with boxes of `boxRows` x `boxCols` (both 0 or
     * omitted: the size's default). Cells are `row * N + column`, from 0;
     * each add* returns the builder, so calls chain. */
    constructor(size, boxRows = 0, boxCols = 0) {
      this.size = u32('size', size);
      boxRows = u32('boxRows', boxRows);
      boxCols = u32('boxCols', boxCols);
      machine.call((e) => {
        const base = scratch();
        const code = e.sudoku_rules_builder_new(this.size, boxRows, boxCols, base + HANDLE);
        if (code !== STATUS.OK) {
          throw new SudokuError(code, `${text(code)}: size ${size}, boxes ${boxRows}x${boxCols}`);
        }
        this.#handle = machine.view().getUint32(base + HANDLE, true);
        this.#generation = machine.generation;
      });
      collected.register(
        this,
        { handle: this.#handle, generation: this.#generation, free: 'sudoku_rules_builder_free' },
        this,
      );
    }

    /** Returns the builder to the module now; it cannot be used after. */
    free() {
      if (this.#handle === 0) return;
      if (machine.generation === this.#generation) {
        machine.exports.sudoku_rules_builder_free(this.#handle);
      }
      collected.unregister(this);
      this.#handle = 0;
    }

    [Symbol.dispose ?? Symbol.for('Symbol.dispose')]() {
      this.free();
    }

    #live() {
      if (this.#handle === 0) throw invalid('this builder was freed');
      if (machine.generation !== this.#generation) {
        throw new SudokuError(
          STATUS.INTERNAL_ERROR,
          'this builder was lost when the module restarted after an internal error',
        );
      }
      return this.#handle;
    }

    /** Calls `add(handle, cellsAt, count)` with `cells` as uint16 values. */
    #withCells(what, cells, add) {
      const list = Array.from(cells, (cell) => {
        if (!Number.isInteger(cell) || cell < 0 || cell > 0xffff) {
          throw invalid(`${what}: a cell is a whole number from 0, not ${cell}`);
        }
        return cell;
      });
      return machine.call(() => {
        const handle = this.#live();
        const base = scratch(2 * list.length);
        const view = machine.view();
        list.forEach((cell, i) => view.setUint16(base + DATA + 2 * i, cell, true));
        return this.#done(add(handle, base + DATA, list.length), what);
      });
    }

    #done(code, what) {
      if (code !== STATUS.OK) throw new SudokuError(code, `${text(code)}: ${what}`);
      return this;
    }

    /** A jigsaw region of N cells; regions added replace the boxes. */
    addRegion(cells) {
      return this.#withCells('region', cells, machine.exports.sudoku_rules_builder_add_region);
    }

    /** A region of at most N cells whose digits differ. */
    addExtraRegion(cells) {
      return this.#withCells(
        'extra region',
        cells,
        machine.exports.sudoku_rules_builder_add_extra_region,
      );
    }

    /** A killer cage: distinct digits adding up to `sum` (0 or none: no sum). */
    addCage(cells, sum = 0) {
      sum = u32('sum', sum);
      return this.#withCells('cage', cells, (handle, at, count) =>
        machine.exports.sudoku_rules_builder_add_cage(handle, at, count, sum),
      );
    }

    /** A thermometer from its bulb, strictly increasing. */
    addThermometer(cells) {
      return this.#withCells(
        'thermometer',
        cells,
        machine.exports.sudoku_rules_builder_add_thermometer,
      );
    }

    /** A kropki dot between cells `a` and `b`: colour 'white' or 'black'
     * (or a DOT_COLOURS value), value 0 for the default (1 white, 2 black). */
    addDot(colour, a, b, value = 0) {
      const code = typeof colour === 'string' ? DOT_COLOURS[colour.toUpperCase()] : colour;
      if (code === undefined) throw invalid(`a dot is 'white' or 'black', not ${colour}`);
      const args = [u32('colour', code), u32('a', a), u32('b', b), u32('value', value)];
      if (args[1] > 0xffff || args[2] > 0xffff) throw invalid('a dot\'s cells are below 65536');
      return machine.call((e) =>
        this.#done(e.sudoku_rules_builder_add_dot(this.#live(), ...args), 'dot'),
      );
    }

    /** Extra houses and neighbour rules: RULE_FLAGS values or-ed, or their names. */
    addFlags(flags) {
      const value = Array.isArray(flags)
        ? flags.reduce((all, name) => {
            if (!Object.hasOwn(RULE_FLAGS, name)) throw invalid(`unknown rule flag ${name}`);
            return all | RULE_FLAGS[name];
          }, 0)
        : u32('flags', flags);
      return machine.call((e) =>
        this.#done(
          e.sudoku_rules_builder_add_flags(this.#live(), value),
          `flags 0x${value.toString(16)}`,
        ),
      );
    }

    /** The rule set, validated before any search; a refusal names the rule
     * (`field`, `index`, `row`/`column`). The builder may build again. */
    build() {
      return machine.call((e) => {
        const handle = this.#live();
        const base = scratch();
        prepareError(base);
        const code = e.sudoku_rules_build(handle, base + HANDLE, base + ERROR_AT);
        if (code !== STATUS.OK) throw rulesError(machine.view(), machine.bytes(), base + ERROR_AT);
        return new Rules(PRIVATE, machine.view().getUint32(base + HANDLE, true));
      });
    }
  }

  /**
   * A variant puzzle made to order: Python's generate_variant. `rules` is a
   * Rules, a puzzle text whose rules are used, or null for an empty
   * `options.size` x `options.size` grid (default 9) with its default boxes.
   */
  function generateVariant(rules = null, options = {}) {
    if (rules instanceof Rules) return rules.generate(options);
    let source;
    if (rules === null || rules === undefined) {
      const size = u32('size', options.size, 9);
      if (size < 4 || size > 25) throw invalid(`size must be 4 to 25, not ${size}`);
      source = `${size} ${'.'.repeat(size * size)}`;
    } else if (typeof rules === 'string') {
      source = rules;
    } else {
      throw new TypeError(`rules must be a Rules, a string or null, not ${typeof rules}`);
    }
    const read = Rules.fromText(source).rules;
    try {
      return read.generate(options);
    } finally {
      read.free();
    }
  }

  return { Rules, RulesBuilder, generateVariant };
}

const PRIVATE = Symbol('Rules');
