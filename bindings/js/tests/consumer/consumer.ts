// Compiled by tests/package.test.js with tsc --strict against the packed
// package: every function, with the types a user sees.

import {
  RULE_FLAGS,
  Rules,
  RulesBuilder,
  SudokuError,
  STATUS,
  canonical,
  candidates,
  check,
  countBatch,
  countSolutions,
  explain,
  generate,
  generateBatch,
  hint,
  invertTransform,
  parse,
  randomSolution,
  rate,
  solve,
  solveBatch,
  solveEx,
  statusStr,
  stepText,
  techniqueName,
  transform,
  trueCandidates,
  version,
  type Canonical,
  type Violation,
  type Rating,
  type Step,
} from 'libsudoku';
import { createSudoku } from 'libsudoku/core';

const puzzle: string = parse(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);
const solution: string = solve(puzzle, { mode: 'unique', budget: 10_000n });
const { report } = solveEx(puzzle, { budget: 5 });
const guesses: bigint = report.guesses;
check(puzzle);
const count: number = countSolutions(puzzle, 2, { budget: 100 });
const marks: Uint16Array = candidates(puzzle);
const truth: Uint16Array = trueCandidates(puzzle);
const step: Step = hint(puzzle, { current: puzzle, candidates: marks });
const rating: Rating = rate(puzzle);
const path: { steps: Step[]; solved: boolean } = explain(puzzle);
const sentence: string = stepText(path.steps[0]);
const made = generate({ seed: 1, symmetry: 'rotate-180', minRating: 2.0, maxRating: 3.9 });
const many: (string | SudokuError)[] = generateBatch(2, { seed: 5n });
const batch = solveBatch([puzzle, '.'.repeat(81)]);
for (const result of batch) {
  if (result instanceof SudokuError) {
    const name: 'MULTIPLE_SOLUTIONS' | string = result.status;
    console.log(name, result.code === STATUS.MULTIPLE_SOLUTIONS, result.cell);
  }
}
const canon: Canonical = canonical(puzzle, { pattern: false });
const moves: Uint8Array = invertTransform(canon.transform);
const back: string = transform(canon.form, moves);
const counts: (number | SudokuError)[] = countBatch([puzzle, 'x'], 2);
const own = await createSudoku();
console.log(
  version(),
  statusStr(3),
  techniqueName(step.technique),
  solution === own.solve(puzzle),
  guesses,
  count,
  truth[0],
  rating.er,
  sentence,
  made.puzzle,
  many.length,
  randomSolution(7n),
  canon.automorphisms,
  back,
  counts.length,
);

const { rules, givens } = Rules.fromText('4/2x2+x 1...............');
const variantCount: number = rules.count(givens, 100, { budget: 1000 });
const built: Rules = new RulesBuilder(9)
  .addCage([0, 1], 3)
  .addDot('black', 2, 3)
  .addFlags(RULE_FLAGS.ANTI_KNIGHT | RULE_FLAGS.MAIN_DIAGONAL)
  .addFlags(['WINDOKU'])
  .build();
const broken: Violation | null = built.check(new Array<number>(81).fill(0));
const letters: string = rules.gridToText(rules.gridFromText('1...............'));
try {
  Rules.fromText('{');
} catch (err) {
  if (err instanceof SudokuError) {
    const where: number | undefined = err.line ?? err.byte;
    console.log(where, err.field);
  }
}
rules.free();
console.log(variantCount, broken?.rule, letters, built.size);
