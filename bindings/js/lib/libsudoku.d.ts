// Types of the package's main module: the functions of one instance,
// loaded at import.

import type {
  Rules as RulesInstance,
  RulesBuilder as RulesBuilderInstance,
  Sudoku,
} from './core.js';

export type {
  BrokenRuleName,
  BudgetOptions,
  Canonical,
  Generated,
  GenerateOptions,
  HintOptions,
  HodokuGenerateOptions,
  HodokuHint,
  HodokuHintOptions,
  HodokuRating,
  Link,
  Mask,
  Rating,
  Report,
  RuleFlagName,
  RulesErrorPlace,
  SolveOptions,
  StatusName,
  Step,
  StepKind,
  Sudoku,
  SymmetryKey,
  SymmetryName,
  U64,
  VariantGenerated,
  VariantGenerateOptions,
  VariantGrid,
  Violation,
} from './core.js';
export {
  BROKEN_RULES,
  DOT_COLOURS,
  RULE_FLAGS,
  STATUS,
  STATUS_NAMES,
  STEP_KINDS,
  SYMMETRIES,
  SudokuError,
} from './core.js';

export declare const version: Sudoku['version'];
export declare const statusStr: Sudoku['statusStr'];
export declare const techniqueName: Sudoku['techniqueName'];
export declare const solve: Sudoku['solve'];
export declare const solveEx: Sudoku['solveEx'];
export declare const check: Sudoku['check'];
export declare const countSolutions: Sudoku['countSolutions'];
export declare const parse: Sudoku['parse'];
export declare const solveBatch: Sudoku['solveBatch'];
export declare const candidates: Sudoku['candidates'];
export declare const playerCandidates: Sudoku['playerCandidates'];
export declare const trueCandidates: Sudoku['trueCandidates'];
export declare const hint: Sudoku['hint'];
export declare const rate: Sudoku['rate'];
export declare const rateHodoku: Sudoku['rateHodoku'];
export declare const hintHodoku: Sudoku['hintHodoku'];
export declare const hodokuTechniques: Sudoku['hodokuTechniques'];
export declare const explainHodoku: Sudoku['explainHodoku'];
export declare const generateHodoku: Sudoku['generateHodoku'];
export declare const explain: Sudoku['explain'];
export declare const stepText: Sudoku['stepText'];
export declare const generate: Sudoku['generate'];
export declare const generateBatch: Sudoku['generateBatch'];
export declare const randomSolution: Sudoku['randomSolution'];
export declare const canonical: Sudoku['canonical'];
export declare const transform: Sudoku['transform'];
export declare const invertTransform: Sudoku['invertTransform'];
export declare const countBatch: Sudoku['countBatch'];
export declare const generateVariant: Sudoku['generateVariant'];
/** A variant rule set (the type of Rules.fromText's `rules`). */
export type Rules = RulesInstance;
export declare const Rules: Sudoku['Rules'];
/** A builder (the type of `new RulesBuilder(n)`). */
export type RulesBuilder = RulesBuilderInstance;
export declare const RulesBuilder: Sudoku['RulesBuilder'];
