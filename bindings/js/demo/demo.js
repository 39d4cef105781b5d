// The demo page: enter or paste a puzzle, solve it, step through hints
// with pencil marks, generate one by difficulty. Everything it shows comes
// from the package's functions; the page keeps only the player's state.

import * as sudoku from '../lib/libsudoku.js';

const $ = (id) => document.getElementById(id);
const bit = (digit) => 1 << (digit - 1);

const peers = [...Array(81)].map((_, cell) => {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const out = [];
  for (let p = 0; p < 81; p++) {
    const pr = Math.floor(p / 9);
    const pc = p % 9;
    const sameBox = Math.floor(pr / 3) === Math.floor(r / 3) && Math.floor(pc / 3) === Math.floor(c / 3);
    if (p !== cell && (pr === r || pc === c || sameBox)) out.push(p);
  }
  return out;
});

const state = {
  givens: '.'.repeat(81),
  entries: Array(81).fill('.'),
  marks: new Uint16Array(81),
  hint: null,
  solved: false,
  loadedText: null,
  // ?seed=N makes the generated puzzles repeatable (the suite's screenshot).
  seed: Number(new URLSearchParams(location.search).get('seed')) || null,
};

const cells = [];

function buildGrid() {
  const grid = $('grid');
  for (let i = 0; i < 81; i++) {
    const cell = document.createElement('div');
    cell.className = 'cell';
    cell.dataset.cell = String(i);
    const marks = document.createElement('div');
    marks.className = 'marks';
    for (let d = 1; d <= 9; d++) marks.append(document.createElement('span'));
    const input = document.createElement('input');
    input.inputMode = 'numeric';
    input.maxLength = 1;
    input.setAttribute('aria-label', `row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}`);
    input.addEventListener('input', () => enter(i, input.value));
    cell.append(marks, input);
    grid.append(cell);
    cells.push({ cell, input, marks: [...marks.children] });
  }
}

function enter(i, value) {
  if (state.givens[i] !== '.') return render();
  state.entries[i] = /^[1-9]$/.test(value) ? value : '.';
  state.hint = null;
  state.solved = false;
  render();
}

function render() {
  const hint = state.hint;
  cells.forEach(({ cell, input, marks }, i) => {
    const value = state.entries[i];
    input.value = value === '.' ? '' : value;
    input.readOnly = state.givens[i] !== '.';
    cell.classList.toggle('given', state.givens[i] !== '.');
    cell.classList.toggle('solved', state.solved && state.givens[i] === '.');
    cell.classList.toggle('pattern', Boolean(hint && hint.cells.includes(i)));
    cell.classList.toggle('target', Boolean(hint && hint.kind === 'placement' && hint.cell === i));
    cell.classList.toggle('mistake', Boolean(hint && hint.kind === 'mistake' && hint.cell === i));
    const taken = peers[i].reduce((m, p) => (state.entries[p] === '.' ? m : m | bit(+state.entries[p])), 0);
    const shown = value === '.' ? state.marks[i] & ~taken : 0;
    marks.forEach((span, k) => {
      const mask = bit(k + 1);
      span.textContent = shown & mask ? String(k + 1) : '';
      span.classList.toggle('removed', Boolean(hint && hint.eliminations[i] & mask & shown));
      span.classList.toggle('key', Boolean(hint && hint.pattern[i] & mask & shown));
    });
  });
  $('apply').disabled = !hint;
}

function say(message, isError = false) {
  $('status').textContent = message;
  $('status').classList.toggle('error', isError);
}

function explainError(err) {
  if (!(err instanceof sudoku.SudokuError)) throw err;
  // The message names the cell when there is one ("... at cell 1 (row 1, column 2)").
  say(`${err.status}: ${err.message}`, true);
}

function showRating(puzzle) {
  const r = sudoku.rate(puzzle, { budget: 1000000 });
  const tenths = (n) => n.toFixed(1);
  $('rating').textContent = r.solved
    ? `Sudoku Explainer rating ${tenths(r.er)} (EP ${tenths(r.ep)}, ED ${tenths(r.ed)}): ` +
      `hardest step ${r.techniqueName}, ${r.steps} steps.`
    : `Rated above ${tenths(r.er)}: it needs chains, beyond this version's techniques.`;
}

/** Loads a puzzle: its givens, empty entries, and pencil marks from the
 * candidates. */
function load(text) {
  const givens = sudoku.parse(text);
  sudoku.check(givens);
  state.givens = givens;
  state.entries = givens.split('');
  state.marks = sudoku.candidates(givens);
  state.hint = null;
  state.solved = false;
  $('explanation').textContent = '';
  $('rating').textContent = '';
  render();
  try {
    showRating(givens);
  } catch (err) {
    // A puzzle without one solution has no rating; solve() will say why.
    if (!(err instanceof sudoku.SudokuError)) throw err;
  }
}

/** The puzzle to work on: the text area's when it changed, else the grid's. */
function loadFromPage() {
  const text = $('paste').value;
  if (text.trim() && text !== state.loadedText) {
    load(text);
    state.loadedText = text;
  } else if (!text.trim() && state.givens === '.'.repeat(81)) {
    load(state.entries.join(''));
  }
}

function act(body) {
  return () => {
    try {
      body();
    } catch (err) {
      explainError(err);
    }
  };
}

$('load').addEventListener('click', act(() => {
  const text = $('paste').value;
  // An empty text area gives an empty grid to type a puzzle into.
  load(text.trim() ? text : '.'.repeat(81));
  state.loadedText = text;
  say(text.trim() ? 'Loaded.' : 'Type the givens into the grid, then Solve.');
}));

$('solve').addEventListener('click', act(() => {
  loadFromPage();
  const start = performance.now();
  const solution = sudoku.solve(state.givens);
  const ms = performance.now() - start;
  state.entries = solution.split('');
  state.hint = null;
  state.solved = true;
  render();
  $('explanation').textContent = '';
  say(`Solved in ${ms.toFixed(2)} ms; the solution is unique.`);
}));

$('reset').addEventListener('click', () => {
  state.entries = state.givens.split('');
  state.marks = sudoku.candidates(state.givens);
  state.hint = null;
  state.solved = false;
  $('explanation').textContent = '';
  render();
  say('Entries cleared.');
});

$('hint').addEventListener('click', () => {
  try {
    loadFromPage();
    const step = sudoku.hint(state.givens, { current: state.entries.join(''), candidates: state.marks });
    state.hint = step;
    $('explanation').textContent = `${step.text} (${step.techniqueName}, ${step.difficulty.toFixed(1)})`;
    say('Hint shown: apply it, or make the move yourself.');
    render();
  } catch (err) {
    if (err instanceof sudoku.SudokuError && err.status === 'ALREADY_SOLVED') {
      say('Solved: every cell is right.');
    } else if (err instanceof sudoku.SudokuError && err.status === 'TECHNIQUES_EXHAUSTED') {
      say('The next step needs chains, beyond the techniques of this version.', true);
    } else {
      explainError(err);
    }
  }
});

$('apply').addEventListener('click', () => {
  const step = state.hint;
  if (!step) return;
  if (step.kind === 'placement') state.entries[step.cell] = String(step.digit);
  else if (step.kind === 'mistake') state.entries[step.cell] = '.';
  else if (step.kind === 'missing_candidate') state.marks[step.cell] |= bit(step.digit);
  else state.marks = state.marks.map((mask, cell) => mask & ~step.eliminations[cell]);
  state.hint = null;
  render();
  say('Applied.');
});

$('generate').addEventListener('click', act(() => {
  const [minRating, maxRating] = $('difficulty').value.split('-').map(Number);
  const seed = state.seed ?? crypto.getRandomValues(new Uint32Array(1))[0];
  if (state.seed !== null) state.seed++;
  const start = performance.now();
  const { puzzle } = sudoku.generate({
    seed,
    symmetry: $('symmetric').checked ? 'rotate_180' : 'none',
    minRating,
    maxRating,
    attemptBudget: 5000,
  });
  const ms = performance.now() - start;
  $('paste').value = puzzle;
  state.loadedText = puzzle;
  load(puzzle);
  say(`Generated from seed ${seed} in ${ms.toFixed(1)} ms.`);
}));

buildGrid();
render();
say(`Ready: libsudoku ${sudoku.version()} on WebAssembly.`);
document.body.dataset.ready = 'true';
