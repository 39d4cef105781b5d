// For programs that load the WebAssembly module themselves (a worker, a
// bundler that serves the .wasm from elsewhere, several independent
// instances): createSudoku(source) resolves to the same functions that the
// package's main module exports.

import { createApi } from './api.js';
import { startMachine } from './machine.js';

export { STATUS, STATUS_NAMES, SudokuError } from './errors.js';
export { STEP_KINDS, SYMMETRIES } from './structs.js';
export { BROKEN_RULES, DOT_COLOURS, RULE_FLAGS } from './variant.js';

/** The module's address beside this file, for createSudoku. */
export const wasmUrl = new URL('./libsudoku.wasm', import.meta.url);

export async function createSudoku(source = wasmUrl) {
  return createApi(await startMachine(source));
}
