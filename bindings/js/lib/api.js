// The functions of the package, over one Machine: each writes its
// arguments into the scratch region, calls the C export of the same name,
// and reads the results back. Statuses other than SUDOKU_OK become
// SudokuError, except where a function documents a partial result.

import { STATUS, SudokuError } from './errors.js';
import {
  U64_MAX,
  budgetOf,
  generateFields,
  getGrid,
  getMasks,
  modeOf,
  putGrid,
  putMasks,
  u32,
  u64,
} from './arguments.js';
import {
  GENERATE_OPTIONS,
  OPTIONS,
  PLAYER_MARKS,
  RATING,
  REPORT,
  STEP,
  prepare,
  readPlayerMarks,
  readRating,
  readReport,
  readStep,
  writeGenerateOptions,
  writeOptions,
  writeStep,
} from './structs.js';
import { createVariantApi } from './variant.js';

// Offsets in the scratch region. Calls are synchronous, so one region
// serves every call.
const GRID = 0;
const GRID_2 = 96;
const MASKS = 192; // 162 bytes
const MASKS_2 = 360; // 162 bytes
const OUT = 528; // 4 bytes: a count or a cell
const SOLVE_OPTIONS = 544; // 16
const REPORT_AT = 560; // 24
const RATING_AT = 584; // 28
const GEN_OPTIONS = 616; // 112
const PATTERN = 728; // 81
const STEP_AT = 816; // 884
// canonical, transform and invertTransform: two transforms of 28 bytes in
// the pattern's room, which none of them uses.
const TRANSFORM_AT = PATTERN;
const TRANSFORM_2 = PATTERN + 32;
const TEXT = 1704;
/** Room for any step's sentence: a step names at most 729 candidates, each
 * in at most 8 bytes ("r9c9, "), beside a few words. */
const TEXT_ROOM = 16384;
/** Where variable-sized arguments start (batches, paths, pasted text). */
const VARIABLE = 20480;

/** Every path has at most 729 steps (81 placements and 648 eliminations). */
const MAX_PATH = 729;
// HoDoKu's scale: sudoku_rating 1.1 and sudoku_hodoku_hint.
const HODOKU_RATING_SIZE = 44;
const HODOKU_HINT_SIZE = 356;
// Version 2 adds the player's pencil marks: 81 masks, then a 1 to read them.
const HODOKU_HINT_MARKS = 356;
const HODOKU_HINT_USE_MARKS = 518;
const HODOKU_HINT_V2_SIZE = 520;
const HODOKU_LEVELS = ['EASY', 'MEDIUM', 'HARD', 'UNFAIR', 'EXTREME'];
const HODOKU_KINDS = { 1: 'placement', 2: 'elimination', 3: 'mistake', 4: 'missingCandidate' };
/** Bytes of a transform (SUDOKU_TRANSFORM_BYTES, docs/CANON.md). */
const TRANSFORM_BYTES = 28;
/** Records per call of the batch functions: enough to make the call's own
 * cost vanish, few enough to keep the scratch region small. */
const BATCH_CHUNK = 4096;

const CELL_STATUSES = new Set([STATUS.INVALID_CHARACTER, STATUS.CONFLICTING_GIVENS]);

export function createApi(machine) {
  // The library's texts are static: read each once.
  const texts = new Map();
  const text = (code) => {
    if (!texts.has(code)) texts.set(code, machine.cString(machine.exports.sudoku_status_str(code)));
    return texts.get(code);
  };

  /** The error for `code`: the library's text, and where when a cell is
   * known ("... at cell 5 (row 1, column 6)", as Python and the command say). */
  function fail(code, details) {
    const cell = details?.cell;
    const where = Number.isInteger(cell) && cell >= 0 && cell < 81
      ? ` at cell ${cell} (row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1})`
      : '';
    return new SudokuError(code, text(code) + where, details);
  }

  /** The error for `code`, with the offending cell when the status has one
   * (found by sudoku_check on the grid at `grid`). */
  function gridError(code, e, grid, details = {}) {
    let cell;
    if (CELL_STATUSES.has(code)) {
      const out = machine.base + OUT;
      if (e.sudoku_check(grid, out) === code) {
        cell = machine.view().getInt32(out, true);
      }
    }
    return fail(code, { ...details, cell });
  }

  /** The error for a refused sudoku_player_candidates, naming the grid and
   * the cell in the order the library checks them: the puzzle first. */
  function playerError(code, e, puzzle, current) {
    if (e.sudoku_check(puzzle, 0) !== STATUS.OK) return gridError(code, e, puzzle);
    const bytes = machine.bytes();
    if (code === STATUS.CURRENT_CONTRADICTS_PUZZLE) {
      const isDigit = (b) => b >= 0x31 && b <= 0x39;
      let cell = 0;
      while (cell < 81 && !(isDigit(bytes[puzzle + cell]) && bytes[current + cell] !== bytes[puzzle + cell])) cell++;
      return fail(code, { cell });
    }
    // The player's digits may clash, which is no error here: blank them,
    // so that sudoku_check names the bad character.
    for (let cell = 0; cell < 81; cell++) {
      const b = bytes[current + cell];
      if (b >= 0x31 && b <= 0x39) bytes[current + cell] = 0x2e;
    }
    return gridError(code, e, current);
  }

  function hodokuName(e, number) {
    return machine.cString(e.sudoku_hodoku_technique_name(number));
  }

  // A HoDoKu step number from a number or a name ('X-Wing', 'x-wing',
  // 'x_wing': any case, spaces, '-' or '_'), the names from the library.
  function hodokuNumber(technique) {
    if (typeof technique === 'number') return u32('technique', technique);
    if (typeof technique !== 'string') throw new TypeError('technique must be a step number or a name');
    const key = (name) => name.toLowerCase().replace(/[^a-z0-9+]/g, '');
    const names = api.hodokuTechniques();
    for (const variant of [5331, 5361, 5601, 5602, 5651, 5652, 8501, 8601]) {
      names.set(variant, machine.call((e) => hodokuName(e, variant)));
    }
    for (const [number, name] of names) {
      if (key(name) === key(technique)) return number;
    }
    throw new RangeError(`${technique} is no HoDoKu technique`);
  }

  // A sudoku_hodoku_hint at `at`, with its sentence (written at base + TEXT).
  function readHodokuHint(e, base, at) {
    const view = machine.view();
    const technique = view.getInt32(at + 12, true);
    const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (mask >> (d - 1)) & 1);
    const cells = [];
    const placements = [];
    const eliminations = [];
    for (let c = 0; c < 81; c++) {
      if ((view.getUint32(at + 20 + 4 * (c >> 5), true) >>> (c & 31)) & 1) cells.push(c);
      for (const d of digitsOf(view.getUint16(at + 32 + 2 * c, true))) placements.push([c, d]);
      for (const d of digitsOf(view.getUint16(at + 194 + 2 * c, true))) eliminations.push([c, d]);
    }
    e.sudoku_hodoku_hint_text(at, base + TEXT, TEXT_ROOM);
    return {
      level: view.getInt32(at + 4, true),
      kind: HODOKU_KINDS[view.getInt32(at + 8, true)],
      technique: technique === 0 ? '' : hodokuName(e, technique),
      techniqueNumber: technique,
      digits: digitsOf(view.getUint32(at + 16, true)),
      cells,
      placements,
      eliminations,
      text: machine.cString(base + TEXT),
    };
  }

  function textOf(e, at, level = 3) {
    e.sudoku_step_text_at_level(at, level, machine.base + TEXT, TEXT_ROOM);
    return machine.cString(machine.base + TEXT);
  }

  function fullStep(view, e, at, level = 3) {
    const step = readStep(view, at);
    step.techniqueName = machine.cString(e.sudoku_technique_name(step.technique));
    step.text = textOf(e, at, level);
    return step;
  }

  const api = {
    version() {
      return machine.call((e) => machine.cString(e.sudoku_version()));
    },

    statusStr(code) {
      return machine.call(() => text(code | 0));
    },

    techniqueName(technique) {
      return machine.call((e) => machine.cString(e.sudoku_technique_name(technique | 0)));
    },

    solve(puzzle, options) {
      if (options !== undefined) return api.solveEx(puzzle, options).solution;
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        putGrid(machine.bytes(), base + GRID, puzzle, 'a puzzle');
        const code = e.sudoku_solve(base + GRID);
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID);
        return getGrid(machine.bytes(), base + GRID);
      });
    },

    solveEx(puzzle, options = {}) {
      const mode = modeOf(options.mode);
      const budget = budgetOf(options);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        const view = machine.view();
        putGrid(machine.bytes(), base + GRID, puzzle, 'a puzzle');
        writeOptions(view, base + SOLVE_OPTIONS, mode, budget);
        prepare(machine.bytes(), base + REPORT_AT, REPORT.size);
        const code = e.sudoku_solve_ex(base + GRID, base + SOLVE_OPTIONS, base + REPORT_AT);
        const report = readReport(machine.view(), base + REPORT_AT);
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID, { report });
        return { solution: getGrid(machine.bytes(), base + GRID), report };
      });
    },

    check(grid) {
      machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        putGrid(machine.bytes(), base + GRID, grid);
        const code = e.sudoku_check(base + GRID, base + OUT);
        if (code !== STATUS.OK) {
          const cell = CELL_STATUSES.has(code) ? machine.view().getInt32(base + OUT, true) : undefined;
          throw fail(code, { cell });
        }
      });
    },

    countSolutions(grid, limit = 2, options = {}) {
      limit = u32('limit', limit);
      const budget = budgetOf(options);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        putGrid(machine.bytes(), base + GRID, grid);
        prepare(machine.bytes(), base + REPORT_AT, REPORT.size);
        const code = e.sudoku_count_solutions_ex(
          base + GRID,
          limit,
          budget,
          base + OUT,
          base + REPORT_AT,
        );
        const view = machine.view();
        if (code !== STATUS.OK) {
          throw gridError(code, e, base + GRID, { report: readReport(view, base + REPORT_AT) });
        }
        return view.getUint32(base + OUT, true);
      });
    },

    parse(pasted) {
      if (typeof pasted !== 'string') {
        throw new TypeError(`parse reads a string, not ${typeof pasted}`);
      }
      const utf8 = new TextEncoder().encode(pasted);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE + utf8.length);
        machine.bytes().set(utf8, base + VARIABLE);
        const code = e.sudoku_parse(base + VARIABLE, utf8.length, base + GRID);
        if (code !== STATUS.OK) throw fail(code);
        return getGrid(machine.bytes(), base + GRID);
      });
    },

    solveBatch(puzzles, options = {}) {
      const mode = modeOf(options.mode);
      const budget = budgetOf(options);
      const list = Array.from(puzzles);
      const results = new Array(list.length);
      for (let start = 0; start < list.length; start += BATCH_CHUNK) {
        const chunk = list.slice(start, start + BATCH_CHUNK);
        const solved = solveChunk(chunk, mode, budget);
        for (let i = 0; i < chunk.length; i++) results[start + i] = solved[i];
      }
      return results;
    },

    candidates(grid) {
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        putGrid(machine.bytes(), base + GRID, grid);
        const code = e.sudoku_candidates(base + GRID, base + MASKS);
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID);
        return getMasks(machine.view(), base + MASKS);
      });
    },

    playerCandidates(puzzle, current) {
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE + PLAYER_MARKS.size);
        const bytes = machine.bytes();
        putGrid(bytes, base + GRID, puzzle, 'a puzzle');
        putGrid(bytes, base + GRID_2, current, 'the current grid');
        const out = base + VARIABLE;
        prepare(bytes, out, PLAYER_MARKS.size);
        const code = e.sudoku_player_candidates(base + GRID, base + GRID_2, out);
        if (code !== STATUS.OK) throw playerError(code, e, base + GRID, base + GRID_2);
        return readPlayerMarks(machine.view(), out);
      });
    },

    trueCandidates(grid, options = {}) {
      const budget = budgetOf(options);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        putGrid(machine.bytes(), base + GRID, grid);
        const code = e.sudoku_true_candidates_ex(base + GRID, budget, base + MASKS);
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID);
        return getMasks(machine.view(), base + MASKS);
      });
    },

    hint(puzzle, options = {}) {
      const budget = budgetOf(options);
      const level = options.level ?? 3;
      if (![1, 2, 3].includes(level)) {
        throw new RangeError(`level must be 1, 2 or 3, not ${level}`);
      }
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        const bytes = machine.bytes();
        putGrid(bytes, base + GRID, puzzle, 'a puzzle');
        let current = 0;
        if (options.current !== undefined && options.current !== null) {
          putGrid(bytes, base + GRID_2, options.current, 'the current grid');
          current = base + GRID_2;
        }
        let marks = 0;
        if (options.candidates !== undefined && options.candidates !== null) {
          putMasks(machine.view(), base + MASKS_2, options.candidates);
          marks = base + MASKS_2;
        }
        prepare(machine.bytes(), base + STEP_AT, STEP.size);
        const code = e.sudoku_hint_at_level(base + GRID, current, marks, level, budget, base + STEP_AT);
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID);
        return fullStep(machine.view(), e, base + STEP_AT, level);
      });
    },

    rate(puzzle, options = {}) {
      const budget = budgetOf(options);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        putGrid(machine.bytes(), base + GRID, puzzle, 'a puzzle');
        prepare(machine.bytes(), base + RATING_AT, RATING.size);
        const code = e.sudoku_rate_ex(base + GRID, budget, base + RATING_AT);
        if (code !== STATUS.OK && code !== STATUS.TECHNIQUES_EXHAUSTED) {
          throw gridError(code, e, base + GRID);
        }
        const rating = readRating(machine.view(), base + RATING_AT);
        rating.techniqueName = machine.cString(e.sudoku_technique_name(rating.technique));
        return rating;
      });
    },

    // HoDoKu 2.2.0's scale: sudoku_rate_scale with SUDOKU_SCALE_HODOKU (1),
    // its 1.1 rating (44 bytes) past the fixed region.
    rateHodoku(puzzle, options = {}) {
      const budget = budgetOf(options);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE + HODOKU_RATING_SIZE);
        const at = base + VARIABLE;
        putGrid(machine.bytes(), base + GRID, puzzle, 'a puzzle');
        prepare(machine.bytes(), at, HODOKU_RATING_SIZE);
        const code = e.sudoku_rate_scale(base + GRID, 1, budget, at);
        const view = machine.view();
        const needs = view.getInt32(at + 40, true);
        if (code === STATUS.NOT_RATED) {
          // The technique the path needs, named on the error.
          const err = fail(code);
          err.needs = hodokuName(e, needs);
          throw err;
        }
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID);
        return {
          level: HODOKU_LEVELS[view.getInt32(at + 32, true) - 1],
          score: view.getUint32(at + 36, true),
          technique: hodokuName(e, needs),
          techniqueNumber: needs,
          steps: view.getUint32(at + 20, true),
        };
      });
    },

    // sudoku_hint_hodoku into the step's room (its 520 bytes fit), with
    // the player's pencil marks (`candidates`, masks as for hint) when given.
    hintHodoku(puzzle, options = {}) {
      const budget = budgetOf(options);
      const level = options.level ?? 3;
      if (![1, 2, 3].includes(level)) {
        throw new RangeError(`level must be 1, 2 or 3, not ${level}`);
      }
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        const bytes = machine.bytes();
        putGrid(bytes, base + GRID, puzzle, 'a puzzle');
        let current = 0;
        if (options.current !== undefined && options.current !== null) {
          putGrid(bytes, base + GRID_2, options.current, 'the current grid');
          current = base + GRID_2;
        }
        const at = base + STEP_AT;
        prepare(machine.bytes(), at, HODOKU_HINT_V2_SIZE);
        if (options.candidates !== undefined && options.candidates !== null) {
          putMasks(machine.view(), at + HODOKU_HINT_MARKS, options.candidates);
          machine.view().setUint16(at + HODOKU_HINT_USE_MARKS, 1, true);
        }
        const code = e.sudoku_hint_hodoku(base + GRID, current, level, budget, at);
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID);
        return readHodokuHint(e, base, at);
      });
    },

    // sudoku_explain_hodoku: every step as a level-3 hint, past the fixed
    // region. A NOT_RATED path names the technique it needs on the error.
    explainHodoku(puzzle, options = {}) {
      const budget = budgetOf(options);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE + MAX_PATH * HODOKU_HINT_SIZE);
        const at = base + VARIABLE;
        putGrid(machine.bytes(), base + GRID, puzzle, 'a puzzle');
        prepare(machine.bytes(), at, HODOKU_HINT_SIZE);
        const code = e.sudoku_explain_hodoku(base + GRID, budget, at, MAX_PATH, base + OUT);
        if (code === STATUS.NOT_RATED) return null;
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID);
        const count = machine.view().getUint32(base + OUT, true);
        const path = [];
        for (let i = 0; i < count; i++) path.push(readHodokuHint(e, base, at + i * HODOKU_HINT_SIZE));
        return path;
      }) ?? api.rateHodoku(puzzle, options); // throws NOT_RATED naming the technique
    },

    // sudoku_generate_hodoku: generate's options plus `level` ('easy' to
    // 'extreme', any case), `technique` (a step number or a name) and
    // `hardest`.
    generateHodoku(options = {}) {
      const fields = generateFields(options);
      let level = 0;
      if (options.level !== undefined && options.level !== null) {
        const index = typeof options.level === 'string'
          ? HODOKU_LEVELS.indexOf(options.level.toUpperCase()) : -1;
        if (index < 0) {
          throw new RangeError(`level must be one of ${HODOKU_LEVELS.join(', ').toLowerCase()}, not ${options.level}`);
        }
        level = index + 1;
      }
      let technique = 0;
      if (options.technique !== undefined && options.technique !== null) {
        technique = hodokuNumber(options.technique);
      }
      if (options.hardest !== undefined && typeof options.hardest !== 'boolean') {
        throw new TypeError('hardest must be true or false');
      }
      const hardest = options.hardest ? 1 : 0;
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        const at = putGenerateOptions(e, base, fields);
        const code = e.sudoku_generate_hodoku(at, level, technique, hardest, base + GRID, base + GRID_2);
        if (code !== STATUS.OK) throw fail(code);
        const bytes = machine.bytes();
        return { puzzle: getGrid(bytes, base + GRID), solution: getGrid(bytes, base + GRID_2) };
      });
    },

    /** HoDoKu's step table from the library: step number to name. */
    hodokuTechniques() {
      return machine.call((e) => {
        const table = new Map();
        for (let i = 0; ; i++) {
          const number = e.sudoku_hodoku_technique_at(i);
          if (number === 0) return table;
          table.set(number, hodokuName(e, number));
        }
      });
    },

    explain(puzzle, options = {}) {
      const budget = budgetOf(options);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE + MAX_PATH * STEP.size);
        const steps = base + VARIABLE;
        putGrid(machine.bytes(), base + GRID, puzzle, 'a puzzle');
        prepare(machine.bytes(), steps, STEP.size);
        const code = e.sudoku_explain_ex(base + GRID, budget, steps, MAX_PATH, base + OUT);
        if (code !== STATUS.OK && code !== STATUS.TECHNIQUES_EXHAUSTED) {
          throw gridError(code, e, base + GRID);
        }
        const view = machine.view();
        const count = view.getUint32(base + OUT, true);
        const path = [];
        for (let i = 0; i < count; i++) path.push(fullStep(view, e, steps + i * STEP.size));
        return { steps: path, solved: code === STATUS.OK };
      });
    },

    stepText(step) {
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        writeStep(machine.view(), base + STEP_AT, step);
        return textOf(e, base + STEP_AT);
      });
    },

    generate(options = {}) {
      const fields = generateFields(options);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        const at = putGenerateOptions(e, base, fields);
        const code = e.sudoku_generate(at, base + GRID, base + GRID_2);
        if (code !== STATUS.OK) throw fail(code);
        const bytes = machine.bytes();
        return { puzzle: getGrid(bytes, base + GRID), solution: getGrid(bytes, base + GRID_2) };
      });
    },

    generateBatch(count, options = {}) {
      count = u32('count', count);
      const fields = generateFields(options);
      const seed = fields.seed ?? 0n;
      const results = new Array(count);
      for (let start = 0; start < count; start += BATCH_CHUNK) {
        const n = Math.min(BATCH_CHUNK, count - start);
        const chunkSeed = (seed + BigInt(start)) & U64_MAX;
        const made = generateChunk({ ...fields, seed: chunkSeed }, n);
        for (let i = 0; i < n; i++) results[start + i] = made[i];
      }
      return results;
    },

    randomSolution(seed = 0) {
      const value = u64('seed', seed);
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        const code = e.sudoku_random_solution(value, base + GRID);
        if (code !== STATUS.OK) throw fail(code);
        return getGrid(machine.bytes(), base + GRID);
      });
    },
  };

  /** Writes a transform (28 bytes, as canonical gives it) at `at`. */
  function putTransform(at, moves) {
    if (!(moves instanceof Uint8Array) && !Array.isArray(moves)) {
      throw new TypeError(`a transform is a Uint8Array of ${TRANSFORM_BYTES} bytes, not ${typeof moves}`);
    }
    if (moves.length !== TRANSFORM_BYTES) {
      throw new SudokuError(
        STATUS.INVALID_ARGUMENT,
        `a transform is ${TRANSFORM_BYTES} bytes, not ${moves.length}`,
      );
    }
    machine.bytes().set(moves, at);
  }

  Object.assign(api, {
    canonical(grid, options = {}) {
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        putGrid(machine.bytes(), base + GRID, grid);
        const call = options.pattern ? e.sudoku_canonical_pattern : e.sudoku_canonical;
        const code = call(base + GRID, base + GRID_2, base + OUT, base + TRANSFORM_AT);
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID);
        const bytes = machine.bytes();
        return {
          form: getGrid(bytes, base + GRID_2),
          automorphisms: machine.view().getUint32(base + OUT, true),
          transform: bytes.slice(base + TRANSFORM_AT, base + TRANSFORM_AT + TRANSFORM_BYTES),
        };
      });
    },

    transform(grid, moves) {
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        putGrid(machine.bytes(), base + GRID, grid);
        putTransform(base + TRANSFORM_AT, moves);
        const code = e.sudoku_transform(base + GRID, base + TRANSFORM_AT, base + GRID_2);
        if (code !== STATUS.OK) throw gridError(code, e, base + GRID);
        return getGrid(machine.bytes(), base + GRID_2);
      });
    },

    invertTransform(moves) {
      return machine.call((e) => {
        const base = machine.reserve(VARIABLE);
        putTransform(base + TRANSFORM_AT, moves);
        const code = e.sudoku_transform_invert(base + TRANSFORM_AT, base + TRANSFORM_2);
        if (code !== STATUS.OK) throw fail(code);
        return machine.bytes().slice(base + TRANSFORM_2, base + TRANSFORM_2 + TRANSFORM_BYTES);
      });
    },

    countBatch(puzzles, limit = 2) {
      limit = u32('limit', limit);
      if (limit < 1) throw new SudokuError(STATUS.INVALID_ARGUMENT, 'limit must be at least 1, not 0');
      const list = Array.from(puzzles);
      const results = new Array(list.length);
      for (let start = 0; start < list.length; start += BATCH_CHUNK) {
        const chunk = list.slice(start, start + BATCH_CHUNK);
        const counted = countChunk(chunk, limit);
        for (let i = 0; i < chunk.length; i++) results[start + i] = counted[i];
      }
      return results;
    },
  });

  function countChunk(chunk, limit) {
    return machine.call((e) => {
      const n = chunk.length;
      const base = machine.reserve(VARIABLE + n * 89);
      const grids = base + VARIABLE;
      const counts = grids + n * 81;
      const statuses = counts + n * 4;
      const bytes = machine.bytes();
      const refused = new Map();
      chunk.forEach((puzzle, i) => {
        try {
          putGrid(bytes, grids + i * 81, puzzle, `puzzle ${i}`);
        } catch (err) {
          refused.set(i, err);
          bytes.fill(0x2e, grids + i * 81, grids + i * 81 + 81);
        }
      });
      // One thread: WebAssembly here has none to spare.
      e.sudoku_count_batch(grids, n, limit, counts, statuses, 1);
      const view = machine.view();
      return chunk.map((_, i) => {
        if (refused.has(i)) return refused.get(i);
        const code = view.getInt32(statuses + 4 * i, true);
        if (code === STATUS.OK) return view.getUint32(counts + 4 * i, true);
        return gridError(code, e, grids + i * 81);
      });
    });
  }

  function solveChunk(chunk, mode, budget) {
    return machine.call((e) => {
      const n = chunk.length;
      const base = machine.reserve(VARIABLE + n * 85);
      const grids = base + VARIABLE;
      const statuses = grids + n * 81;
      const bytes = machine.bytes();
      const refused = new Map();
      chunk.forEach((puzzle, i) => {
        try {
          putGrid(bytes, grids + i * 81, puzzle, `puzzle ${i}`);
        } catch (err) {
          refused.set(i, err);
          bytes.fill(0x2e, grids + i * 81, grids + i * 81 + 81);
        }
      });
      writeOptions(machine.view(), base + SOLVE_OPTIONS, mode, budget);
      e.sudoku_solve_batch_ex(grids, n, statuses, 1, base + SOLVE_OPTIONS);
      const view = machine.view();
      const out = machine.bytes();
      // A batch's errors are values, not thrown: a stack trace would only
      // cost time (most of a failed record's, in V8).
      const stackTraceLimit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        return chunk.map((_, i) => {
          if (refused.has(i)) return refused.get(i);
          const code = view.getInt32(statuses + 4 * i, true);
          if (code === STATUS.OK) return getGrid(out, grids + i * 81);
          // The record is unchanged on failure: check it for the cell.
          return gridError(code, e, grids + i * 81);
        });
      } finally {
        Error.stackTraceLimit = stackTraceLimit;
      }
    });
  }

  function generateChunk(fields, n) {
    return machine.call((e) => {
      const base = machine.reserve(VARIABLE + n * 85);
      const puzzles = base + VARIABLE;
      const statuses = puzzles + n * 81;
      const at = putGenerateOptions(e, base, fields);
      e.sudoku_generate_batch(at, n, puzzles, statuses, 1);
      const view = machine.view();
      const bytes = machine.bytes();
      return Array.from({ length: n }, (_, i) => {
        const code = view.getInt32(statuses + 4 * i, true);
        return code === STATUS.OK ? getGrid(bytes, puzzles + i * 81) : fail(code);
      });
    });
  }

  /** The library's default generate options with `fields` applied;
   * returns their address. */
  function putGenerateOptions(e, base, fields) {
    const at = base + GEN_OPTIONS;
    machine.bytes().fill(0, at, at + GENERATE_OPTIONS.size);
    e.sudoku_generate_options_default(at);
    let pattern = 0;
    if (fields.pattern !== undefined) {
      putGrid(machine.bytes(), base + PATTERN, fields.pattern, 'the pattern');
      pattern = base + PATTERN;
    }
    writeGenerateOptions(machine.view(), at, fields, pattern);
    return at;
  }

  // Variant rule sets: Rules and RulesBuilder (lib/variant.js).
  Object.assign(api, createVariantApi(machine, VARIABLE, text));
  return api;
}
