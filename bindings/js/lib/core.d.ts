// Types of libsudoku's functions (lib/api.js), shared by the main module
// and libsudoku/core.

/** A status name of sudoku.h, without `SUDOKU_`. */
export type StatusName =
  | 'OK'
  | 'NULL_POINTER'
  | 'INVALID_CHARACTER'
  | 'CONFLICTING_GIVENS'
  | 'NO_SOLUTION'
  | 'MULTIPLE_SOLUTIONS'
  | 'INTERNAL_ERROR'
  | 'BUDGET_EXHAUSTED'
  | 'INVALID_LENGTH'
  | 'INVALID_ARGUMENT'
  | 'TECHNIQUES_EXHAUSTED'
  | 'CURRENT_CONTRADICTS_PUZZLE'
  | 'INVALID_CANDIDATES'
  | 'CAPACITY_TOO_SMALL'
  | 'ALREADY_SOLVED'
  | 'UNKNOWN_SYMMETRY'
  | 'MIN_ABOVE_MAX'
  | 'INVALID_PATTERN'
  | 'PATTERN_BREAKS_SYMMETRY'
  | 'PATTERN_OUTSIDE_GIVEN_BOUNDS'
  | 'PARSE_ERROR'
  | 'UNSUPPORTED_RULE'
  | 'INVALID_RULES'
  | 'UNSATISFIABLE_RULES'
  | 'INVALID_VALUE'
  | 'GRID_BREAKS_RULE'
  | 'SYMMETRY_BREAKS_RULES'
  | 'INVALID_LAYOUT'
  | 'NOT_RATED'
  | 'NOT_TEACHABLE'
  | 'RULES_NOT_ON_SCALE';

/** Status codes by name: `STATUS.CONFLICTING_GIVENS === 3`. */
export declare const STATUS: Readonly<Record<StatusName, number>>;
/** Status names by code. */
export declare const STATUS_NAMES: readonly StatusName[];

/** What sudoku_solve_ex and sudoku_count_solutions_ex report. */
export interface Report {
  /** The status code the call returned. */
  status: number;
  /** The first offending cell (0-80) of a refused grid, else -1. */
  cell: number;
  /** Solutions seen: for a solve 0, 1 or 2 (two or more); for a count, those found. */
  solutions: number;
  /** Guesses the search made. */
  guesses: bigint;
}

/** A call that did not give its answer. */
export declare class SudokuError extends Error {
  readonly name: 'SudokuError';
  /** The status name, as sudoku.h spells it without `SUDOKU_`. */
  readonly status: StatusName;
  /** The status code. */
  readonly code: number;
  /** The first offending cell (0-80), for INVALID_CHARACTER and CONFLICTING_GIVENS. */
  readonly cell: number | undefined;
  /** The report of solveEx, and of countSolutions (with or without a budget). */
  readonly report: Report | undefined;
  /** Where a variant text or rule set was refused (Rules.fromText, RulesBuilder#build). */
  readonly line?: number;
  readonly byte?: number;
  readonly field?: string;
  readonly row?: number;
  readonly column?: number;
  readonly index?: number;
}

/** Whole numbers from 0 to 2^64 - 1; a number must be a safe integer. */
export type U64 = number | bigint;

export interface SolveOptions {
  /** 'unique' (default): fail unless there is exactly one solution. 'first': any one solution. */
  mode?: 'unique' | 'first';
  /** Give up with BUDGET_EXHAUSTED after this many guesses; 0 (default) means no limit. */
  budget?: U64;
}

export interface BudgetOptions {
  /** Give up with BUDGET_EXHAUSTED after this many guesses; 0 (default) means no limit. */
  budget?: U64;
}

/** A candidate mask: bit d - 1 for digit d (0x1ff: all nine). */
export type Mask = number;

export type StepKind = 'placement' | 'elimination' | 'mistake' | 'missing_candidate';

/** One step of a path, or a hint (sudoku_step). */
export interface Step {
  kind: StepKind;
  /** A SUDOKU_TECHNIQUE_* value. */
  technique: number;
  /** Its English name (sudoku_technique_name). */
  techniqueName: string;
  /** Sudoku Explainer rating of the step, as SE writes it (2.3; the C struct's tenths / 10). */
  difficulty: number;
  /** The cell placed, wrongly entered or missing a mark (0-80); -1 for an elimination. */
  cell: number;
  /** The digit placed, wrongly entered or missing (1-9); 0 for an elimination. */
  digit: number;
  /** For each cell, the candidates the step removes. */
  eliminations: Uint16Array;
  /** For each cell, the candidates that make up the pattern. */
  pattern: Uint16Array;
  /** The houses of the pattern: bit h for house h (rows 0-8, columns 9-17, boxes 18-26). */
  houses: number;
  /** The digits the pattern is about, as a mask. */
  digits: Mask;
  /** The pattern's cells, in order. */
  cells: number[];
  /** The sentence that explains it (sudoku_step_text); a chain's links follow it. */
  text: string;
  /** A chain step's links in order (empty for other steps), to draw them. */
  links: Link[];
  /** True when the chains had more links than a step holds (256): `links` has the first ones. */
  linksCut: boolean;
}

/** One link of a chain: a candidate assumed true (`on`, "r1c2=5") or false ("r1c2<>5"). */
export interface Link {
  /** 0-80, row by row. */
  cell: number;
  /** 1-9. */
  digit: number;
  on: boolean;
  /** The first link of its chain: the chain's assumption. */
  startsChain: boolean;
}

/** A rating on Sudoku Explainer's scale, as SE writes it (6.2; sudoku_rating's tenths / 10). */
export interface Rating {
  /** The hardest step; when `solved` is false, a lower bound. */
  er: number;
  /** The hardest step up to the first placement; 0 when none. */
  ep: number;
  /** The first step's rating. */
  ed: number;
  /** The technique of the first step rated `er` (0 when the path is empty). */
  technique: number;
  techniqueName: string;
  /** Steps on the path. */
  steps: number;
  /** False when the techniques ran out (the puzzle needs chains). */
  solved: boolean;
}

/** A player's entry left out by playerCandidates: `digit` in `cell` repeats
 * the same digit in `other` (a given when one holds it, else an entry taken
 * before it; the lowest such cell), in a row, column or box. */
export interface Clash {
  cell: number;
  digit: number;
  other: number;
}

/** What playerCandidates gives. */
export interface PlayerCandidates {
  /** 81 masks, as `candidates` gives them for the givens and the entries taken. */
  candidates: Uint16Array;
  /** The entries left out, in cell order; empty when the grid is consistent. */
  clashes: Clash[];
}

export interface HodokuRating {
  level: 'EASY' | 'MEDIUM' | 'HARD' | 'UNFAIR' | 'EXTREME';
  /** The sum of the path's base scores. */
  score: number;
  /** The hardest step's technique, HoDoKu's name and step number. */
  technique: string;
  techniqueNumber: number;
  steps: number;
}

export interface HodokuGenerateOptions extends GenerateOptions {
  /** 'easy' to 'extreme', any case; default any level. */
  level?: string | null;
  /** A HoDoKu step number or name ('x-wing'); default none. */
  technique?: number | string | null;
  /** No step harder than `technique` (needs one). */
  hardest?: boolean;
}

export interface HodokuHintOptions extends BudgetOptions {
  /** The givens plus the player's entries; default: the puzzle itself. */
  current?: string | null;
  /** The player's 81 pencil-mark masks (bit d-1 for d); default: the candidates of `current`. */
  candidates?: ArrayLike<Mask> | null;
  /** 1 the technique and its digits, 2 also its cells, 3 (default) the whole step. */
  level?: 1 | 2 | 3;
}

export interface HodokuHint {
  level: number;
  /** 'missingCandidate': an empty cell's pencil marks lack its solution digit. */
  kind: 'placement' | 'elimination' | 'mistake' | 'missingCandidate';
  /** HoDoKu's name ('' for a mistake or a missing mark) and step number. */
  technique: string;
  techniqueNumber: number;
  digits: number[];
  /** Level 2 on. */
  cells: number[];
  /** Level 3: [cell, digit] pairs. */
  placements: [number, number][];
  eliminations: [number, number][];
  /** One sentence for the level. */
  text: string;
}

export interface HintOptions extends BudgetOptions {
  /** The givens plus the player's entries; default: the puzzle itself. */
  current?: string | null;
  /** The player's 81 pencil-mark masks; default: the candidates of `current`. */
  candidates?: ArrayLike<Mask> | null;
  /**
   * How much the hint tells: 1 the technique and its digits (or that an entry is wrong),
   * 2 also its cells and houses (a hidden single's house; a wrong entry's cell), 3 (default)
   * the whole step. A lower level leaves `cell` -1, `digit` 0 and no eliminations.
   */
  level?: 1 | 2 | 3;
}

/** The keys of SYMMETRIES. */
export type SymmetryKey =
  | 'none'
  | 'rotate_180'
  | 'rotate_90'
  | 'mirror_left_right'
  | 'mirror_top_bottom'
  | 'diagonal'
  | 'anti_diagonal'
  | 'both_diagonals'
  | 'both_mirrors'
  | 'full';

/** A symmetry name in either spelling: 'rotate_180' or 'rotate-180', as the command writes it. */
export type SymmetryName = SymmetryKey | 'rotate-180' | 'rotate-90' | 'mirror-left-right'
  | 'mirror-top-bottom' | 'anti-diagonal' | 'both-diagonals' | 'both-mirrors';

/** SUDOKU_SYMMETRY_* values by name. */
export declare const SYMMETRIES: Readonly<Record<SymmetryKey, number>>;
/** Step kinds by their SUDOKU_STEP_* value. */
export declare const STEP_KINDS: Readonly<Record<number, StepKind>>;

/** sudoku_generate_options; unset fields keep the library's defaults. */
export interface GenerateOptions {
  /** The same seed and options give the same puzzle everywhere. Default 0. */
  seed?: U64;
  /** A name (either spelling), or a SUDOKU_SYMMETRY_* value. Default 'none'; an unknown name is refused with the names. */
  symmetry?: SymmetryName | number;
  /** true (default): no given can go. false: stop once the givens are within bounds. */
  minimal?: boolean;
  /** Bounds on the number of givens, 0 to 81; 0 means no bound. */
  minGivens?: number;
  maxGivens?: number;
  /** Bounds on the rating's `er`, as rate() gives it (6.2), in steps of 0.1; 0 means no bound. */
  minRating?: number;
  maxRating?: number;
  /** 81 bytes: 'x' where a given must be, '.' where none may be. */
  pattern?: string | null;
  /** Candidate grids before BUDGET_EXHAUSTED; default 10000. */
  attemptBudget?: U64;
}

export interface Generated {
  /** '1'-'9' givens, '.' empty cells. */
  puzzle: string;
  /** Its unique solution. */
  solution: string;
}

/** The functions, as the main module exports them and createSudoku gives them. */
export interface Sudoku {
  /** The library's version, "1.0.0". */
  version(): string;
  /** The library's text for any status code. */
  statusStr(code: number): string;
  /** The English name of a technique value ("none", "unknown technique" included). */
  techniqueName(technique: number): string;
  /** The unique solution of an 81-cell puzzle ('1'-'9', '.' or '0'), as 81 digits. */
  solve(puzzle: string, options?: SolveOptions): string;
  /** As solve, with the report; a SudokuError carries the report too. */
  solveEx(puzzle: string, options?: SolveOptions): { solution: string; report: Report };
  /** Throws a SudokuError (with `cell`) for a bad character or clashing givens. */
  check(grid: string): void;
  /** Solutions up to `limit` (at least 1; default 2). */
  countSolutions(grid: string, limit?: number, options?: BudgetOptions): number;
  /** Reads pasted text (one line, 9 lines, a boxed layout) into 81 cells. */
  parse(text: string): string;
  /** Solves many puzzles in one call per 4096: each a solution or the SudokuError solve would throw. */
  solveBatch(puzzles: Iterable<string>, options?: SolveOptions): (string | SudokuError)[];
  /** For each cell, the digits no peer holds (a filled cell: its digit). */
  candidates(grid: string): Uint16Array;
  /** The candidates of a player's grid that may hold mistakes: the givens
   * bind, the entries are taken row by row as far as they agree, and each
   * one left out is listed, with the given or earlier entry it repeats. */
  playerCandidates(puzzle: string, current: string): PlayerCandidates;
  /** For each cell, the digits it holds in at least one solution. */
  trueCandidates(grid: string, options?: BudgetOptions): Uint16Array;
  /** The next step from the player's state: a mistake, a missing mark, or a technique. */
  hint(puzzle: string, options?: HintOptions): Step;
  /** The Sudoku Explainer rating; `solved: false` (not an error) when the techniques run out. */
  rate(puzzle: string, options?: BudgetOptions): Rating;
  /** HoDoKu 2.2.0's level, score and hardest technique; a SudokuError NOT_RATED (its `needs` the technique) when the path needs one not implemented. */
  rateHodoku(puzzle: string, options?: BudgetOptions): HodokuRating;
  /** The step HoDoKu's solver takes from the player's grid and pencil marks (a wrong entry, then a missing mark, first), told at `level` 1-3. */
  hintHodoku(puzzle: string, options?: HodokuHintOptions): HodokuHint;
  /** HoDoKu's step table from the library: step number to name. */
  hodokuTechniques(): Map<number, string>;
  /** HoDoKu's whole path, each step a level-3 hint; a SudokuError NOT_RATED (its `needs` the technique) when the path needs one not implemented. */
  explainHodoku(puzzle: string, options?: BudgetOptions): HodokuHint[];
  /** A puzzle of a HoDoKu level, or whose HoDoKu path takes a technique (nothing harder with `hardest`); SudokuError NOT_TEACHABLE for a technique it cannot make puzzles for. */
  generateHodoku(options?: HodokuGenerateOptions): Generated;
  /** The whole path; `solved: false` when it stops where the techniques ran out. */
  explain(puzzle: string, options?: BudgetOptions): { steps: Step[]; solved: boolean };
  /** The sentence of a step (from hint or explain, or built alike). */
  stepText(step: Step): string;
  /** A puzzle with exactly one solution, as the options ask. */
  generate(options?: GenerateOptions): Generated;
  /** Puzzle i is generate({ ...options, seed: seed + i }).puzzle, or its SudokuError. */
  generateBatch(count: number, options?: GenerateOptions): (string | SudokuError)[];
  /** A random complete grid from a seed. */
  randomSolution(seed?: U64): string;
  /** The minlex form of any 81-cell grid (docs/CANON.md); with `pattern`, of its givens' positions. */
  canonical(grid: string, options?: { pattern?: boolean }): Canonical;
  /** The grid moved by a transform (as canonical gives it); INVALID_ARGUMENT for bytes that are none. */
  transform(grid: string, moves: Uint8Array | readonly number[]): string;
  /** The transform that undoes `moves`. */
  invertTransform(moves: Uint8Array | readonly number[]): Uint8Array;
  /** countSolutions of each puzzle (limit at least 1, default 2) in one call per 4096: a count or the SudokuError. */
  countBatch(puzzles: Iterable<string>, limit?: number): (number | SudokuError)[];
  /** A variant puzzle made to order (sudoku_rules_generate) on a Rules, a puzzle text's rules, or null for an empty `options.size` grid. */
  generateVariant(rules?: Rules | string | null, options?: VariantGenerateOptions): VariantGenerated;
  /** Variant rule sets (docs/VARIANTS.md): Rules.fromText, or a RulesBuilder. */
  Rules: RulesClass;
  /** Builds a rule set call by call. */
  RulesBuilder: RulesBuilderClass;
}

/** A variant grid: N*N values, row-major, 0 empty, 1..N. */
export type VariantGrid = readonly number[] | Uint8Array;

/** A name of sudoku_broken_rule, without `SUDOKU_BROKEN_`. */
export type BrokenRuleName =
  | 'NONE'
  | 'ROW'
  | 'COLUMN'
  | 'REGION'
  | 'MAIN_DIAGONAL'
  | 'ANTI_DIAGONAL'
  | 'WINDOW'
  | 'DISJOINT_GROUP'
  | 'ASTERISK'
  | 'CENTRE_DOT'
  | 'GIRANDOLA'
  | 'EXTRA_REGION'
  | 'CAGE'
  | 'ANTI_KNIGHT'
  | 'ANTI_KING'
  | 'CAGE_SUM'
  | 'THERMOMETER'
  | 'DOT'
  | 'NONCONSECUTIVE'
  | 'NEGATIVE_RATIO'
  | 'NEGATIVE_DIFFERENCE';

/** A name of the SUDOKU_RULE_* flags, without `SUDOKU_RULE_`. */
export type RuleFlagName =
  | 'MAIN_DIAGONAL'
  | 'ANTI_DIAGONAL'
  | 'WINDOKU'
  | 'DISJOINT_GROUPS'
  | 'ASTERISK'
  | 'CENTRE_DOT'
  | 'GIRANDOLA'
  | 'ANTI_KNIGHT'
  | 'ANTI_KING'
  | 'NONCONSECUTIVE'
  | 'ALL_RATIOS_GIVEN'
  | 'ALL_DIFFERENCES_GIVEN'
  | 'NO_REGIONS';

/** SUDOKU_RULE_* values by name, to or together. */
export declare const RULE_FLAGS: Readonly<Record<RuleFlagName, number>>;
/** SUDOKU_DOT_* values: WHITE 0, BLACK 1. */
export declare const DOT_COLOURS: Readonly<{ WHITE: 0; BLACK: 1 }>;
/** sudoku_broken_rule names by value. */
export declare const BROKEN_RULES: readonly BrokenRuleName[];

/** Where a grid breaks a rule (sudoku_rule_violation). */
export interface Violation {
  /** The first cell, in cell order, that completes a broken rule. */
  cell: number;
  rule: BrokenRuleName;
  /** Which rule of its kind, from 0; undefined for a rule of its own. */
  index: number | undefined;
}

/** A refused text or rule set: a SudokuError that names the place where known. */
export interface RulesErrorPlace {
  /** The line of the text, from 1. */
  line?: number;
  /** The byte of the text, from 0. */
  byte?: number;
  /** The f-puzzles field or the kind of rule ("cage", "region", "flag", ...). */
  field?: string;
  /** The cell's row and column, from 1. */
  row?: number;
  column?: number;
  /** Which rule of its kind, from 0. */
  index?: number;
}

/**
 * Options of Rules#rate, #hint and #explain. On 'sukaku' and 'own', `budget`
 * also bounds the path's search work: budget times SUDOKU_RULES_WORK_PER_GUESS
 * (10000) units, past which BUDGET_EXHAUSTED.
 */
export interface VariantLogicOptions extends BudgetOptions {
  /** N*N pencil-mark masks (bit d-1 for digit d, every cell unsolved), in place of givens (pass null). */
  candidates?: ArrayLike<number>;
  /** 'sukaku' (rate's default), 'own' (the project's own scale, any rule set, from givens) or 'unrated' (explain only, its default: the engine's own path). */
  scale?: 'sukaku' | 'own' | 'unrated';
}

/** Options of Rules#hintPlayer. */
export interface PlayerHintOptions extends BudgetOptions {
  /** The player's N*N pencil-mark masks (bit d-1 for digit d), read for empty cells. */
  candidates?: ArrayLike<number>;
}

/** One step of a variant path (sudoku_rules_step); cells are row * N + column. */
export interface VariantStep {
  /** The technique's name, as a player reads it. */
  technique: string;
  /** Its SUDOKU_RULES_TECHNIQUE_* number. */
  techniqueId: number;
  setSize: number;
  /** On the scale of explain ('sukaku' or 'own'); 0 when unrated. */
  difficulty: number;
  digits: number[];
  cells: number[];
  placements: Array<[number, number]>;
  eliminations: Array<[number, number]>;
  /** The step as a player reads it, naming the rule at work (sudoku_rules_explain_text). */
  text: string;
}

/** A rating on SukakuExplainer's scale or the project's own (sudoku_rules_rating). */
export interface VariantRating {
  er: number;
  ep: number;
  ed: number;
  techniqueId: number;
  setSize: number;
  steps: number;
  /** How many steps are guesses (technique "Guess", the own scale's last resort, rated 11.0); 0 without guessing. */
  guesses: number;
}

/** Options of generateVariant and Rules#generate: Python's generate_variant keywords in camel case. */
export interface VariantGenerateOptions {
  /** N, 4 to 25, when generateVariant's rules are null (default 9). */
  size?: number;
  seed?: U64;
  symmetry?: SymmetryName | SymmetryKey | number;
  /** [min, max] givens (with killer: givens beside the cages). */
  givens?: readonly [number, number];
  /** [min, max] ER (0: no bound at that end) on the scale of the made rules: Sudoku Explainer's for classic 9x9, SukakuExplainer's for the 9x9 variants it rates, the project's own for the rest. */
  rating?: readonly [number, number];
  minimal?: boolean;
  killer?: boolean;
  /** [min, max] cells per killer cage (default [2, 5]). */
  cages?: readonly [number, number];
  minimalCages?: boolean;
  jigsaw?: boolean;
  kropki?: boolean;
  /** That many kropki dots, without the negative rules. */
  dots?: number;
  /** That many thermometers; thermoLength [min, max] cells (default [3, 5]). */
  thermo?: number;
  thermoLength?: readonly [number, number];
  /** 'fpuzzles' (default) or 'compact'. */
  format?: 'fpuzzles' | 'compact';
  /** Candidates tried before BUDGET_EXHAUSTED (default 1000). */
  attempts?: U64;
  /** Guesses allowed to each search (default 100000). */
  budget?: U64;
  /** Guesses allowed to each removal's search of its own (0, the default: `budget`); a removal that runs out keeps its givens, and `minimality` says 'as_far_as_budget_proved'. */
  removalBudget?: U64;
}

/** A made variant puzzle: its text, its rules (with the cages, regions, dots or lines made), givens and solution. */
export interface VariantGenerated {
  text: string;
  rules: Rules;
  puzzle: number[];
  solution: number[];
  /** The puzzle's ER (2.9) on the scale the `rating` bounds used; null without bounds (not rated then). */
  rating: number | null;
  /** How far the givens are minimal (sudoku_minimality); unique in every case. */
  minimality: 'minimal' | 'as_far_as_budget_proved' | 'not_asked';
}

/** An immutable variant rule set in the module's memory (sudoku_rules). */
export interface Rules {
  /** N: the grid is N x N. */
  readonly size: number;
  /** N*N. */
  readonly cells: number;
  /** The solution of a grid with exactly one, within `budget` guesses (0: no limit). */
  solve(givens: VariantGrid | string, options?: BudgetOptions): number[];
  /** Solutions up to `limit` (at least 1; default 2). */
  count(givens: VariantGrid | string, limit?: number, options?: BudgetOptions): number;
  /** Each grid solved as solve() would, in one call: the solution or the error, in order. */
  solveBatch(
    grids: Iterable<VariantGrid | string>,
    options?: BudgetOptions,
  ): Array<number[] | SudokuError>;
  /** Each grid counted as count() would, in one call: the count or the error, in order. */
  countBatch(
    grids: Iterable<VariantGrid | string>,
    limit?: number,
    options?: BudgetOptions,
  ): Array<number | SudokuError>;
  /** ER/EP/ED on SukakuExplainer's scale (sudoku_rules_rate); SudokuError NOT_RATED (with `needs`) or RULES_NOT_ON_SCALE when it cannot rate. */
  rate(givens: VariantGrid | string | null, options?: VariantLogicOptions): VariantRating;
  /** The next step, simplest technique first, for any rule set (sudoku_rules_hint). */
  hint(givens: VariantGrid | string | null, options?: VariantLogicOptions): VariantStep;
  /** The next step from a player's grid, mistakes first (sudoku_rules_hint_player). */
  hintPlayer(
    givens: VariantGrid | string,
    current?: VariantGrid | string | null,
    options?: PlayerHintOptions,
  ): VariantStep;
  /** The whole path (sudoku_rules_explain); scale 'sukaku' or 'own' rates each step. */
  explain(
    givens: VariantGrid | string | null,
    options?: VariantLogicOptions,
  ): { steps: VariantStep[]; solved: boolean };
  /** A puzzle with one solution on this rule set, as generateVariant makes it. */
  generate(options?: VariantGenerateOptions): VariantGenerated;
  /** The first rule the filled cells break, or null. */
  check(grid: VariantGrid | string): Violation | null;
  /** N*N values from the compact form's cells ('.', '1'-'9', 'A' = 10 ... 'P' = 25). */
  gridFromText(text: string): number[];
  /** N*N characters in the compact form's letters. */
  gridToText(grid: VariantGrid | string): string;
  /** The rule set and givens as text fromText reads back (sudoku_rules_to_text): 'fpuzzles' JSON (default) or the 'compact' line. */
  toText(givens?: VariantGrid | string | null, options?: { format?: 'fpuzzles' | 'compact' }): string;
  /** Returns the rule set to the module now (else when it is collected). */
  free(): void;
}

export interface RulesClass {
  /** A rule set and its givens from f-puzzles JSON, an export string or link, a compact or classic line. */
  fromText(text: string): { rules: Rules; givens: number[] };
}

/** Builds a rule set call by call (sudoku_rules_builder); each add* chains. */
export interface RulesBuilder {
  readonly size: number;
  addRegion(cells: Iterable<number>): RulesBuilder;
  addExtraRegion(cells: Iterable<number>): RulesBuilder;
  addCage(cells: Iterable<number>, sum?: number): RulesBuilder;
  addThermometer(cells: Iterable<number>): RulesBuilder;
  addDot(colour: 'white' | 'black' | 0 | 1, a: number, b: number, value?: number): RulesBuilder;
  addFlags(flags: number | readonly RuleFlagName[]): RulesBuilder;
  /** The rule set, validated before any search. */
  build(): Rules;
  free(): void;
}

export interface RulesBuilderClass {
  /** An N x N grid (4 to 25) with boxes of boxRows x boxCols (0: the size's default). */
  new (size: number, boxRows?: number, boxCols?: number): RulesBuilder;
}

/** A grid's canonical form, with how it was reached. */
export interface Canonical {
  /** 81 characters, '0' for empty cells (the string the order is on). */
  form: string;
  /** Geometric transforms mapping the grid onto its form (1 for most grids). */
  automorphisms: number;
  /** One transform that maps the grid onto its form: 28 bytes (docs/CANON.md). */
  transform: Uint8Array;
}

/** What createSudoku can load: a compiled module, its bytes, a Response, or a URL. */
export type WasmSource =
  | WebAssembly.Module
  | BufferSource
  | Response
  | PromiseLike<Response>
  | URL
  | string;

/** The address of libsudoku.wasm beside the package's modules. */
export declare const wasmUrl: URL;

/** A separate instance of the library, loaded from `source` (default: wasmUrl). */
export declare function createSudoku(source?: WasmSource): Promise<Sudoku>;
