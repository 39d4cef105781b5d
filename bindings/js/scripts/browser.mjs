// The package in a real browser: serves bindings/js on 127.0.0.1, opens the
// demo page in headless Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core), types a puzzle into it, solves it, steps through hints
// and generates one, checking what the page shows against test code that
// shares nothing with the library. Then takes the demo's screenshot.
//
//   node scripts/browser.mjs [--screenshot FILE] [--chromium PATH]
//
// Prints one line per check and "browser: N passed, M failed"; exits 1 on
// any failure.

import { createServer } from 'node:http';
import { readFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import * as sudoku from '../lib/libsudoku.js';
import { countSolutions, isSolutionOf } from '../tests/support.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const chromiumPath = arg('--chromium', '/usr/bin/chromium');
const screenshotPath = arg('--screenshot', null);

// Without the networking flags Chromium tries to reach Google's hosts,
// which this machine's closed network refuses.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
};

function serve() {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const file = path.join(packageDir, decodeURIComponent(url.pathname));
    if (!file.startsWith(packageDir + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const results = [];
async function check(name, body) {
  try {
    await body();
    results.push([name, null]);
    console.log(`ok: ${name}`);
  } catch (err) {
    results.push([name, err]);
    console.log(`FAILED: ${name}\n  ${err.stack ?? err}`);
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function gridValues(page) {
  return page.$$eval('#grid .cell input', (inputs) => inputs.map((i) => i.value || '.').join(''));
}

const PUZZLE = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';

async function main() {
  await stat(chromiumPath).catch(() => {
    throw new Error(`no Chromium at ${chromiumPath}: apt-get install chromium`);
  });
  const server = await serve();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const profile = await mkdtemp(path.join(tmpdir(), 'libsudoku-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 960, height: 560 },
  });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && pageErrors.push(msg.text()));

  try {
    await check('the demo page loads the WebAssembly module', async () => {
      await page.goto(`${origin}/demo/index.html`);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
      const status = await page.textContent('#status');
      expect(status.includes(`libsudoku ${sudoku.version()}`), `status: ${status}`);
      expect((await page.$$('#grid .cell')).length === 81, 'not 81 cells');
    });

    await check('a puzzle typed into the page is solved, and the answer shown is right', async () => {
      await page.locator('#paste').pressSequentially(PUZZLE, { delay: 2 });
      await page.click('#solve');
      const shown = await gridValues(page);
      expect(isSolutionOf(PUZZLE, shown), `the page shows ${shown}`);
      expect(countSolutions(PUZZLE, 2) === 1, 'the counter finds no unique solution');
      const status = await page.textContent('#status');
      expect(status.startsWith('Solved in'), `status: ${status}`);
    });

    await check('a puzzle typed into the grid cells is solved', async () => {
      await page.fill('#paste', '');
      await page.click('#load');
      const inputs = page.locator('#grid .cell input');
      for (let i = 0; i < 81; i++) {
        if (PUZZLE[i] !== '.') await inputs.nth(i).fill(PUZZLE[i]);
      }
      expect((await gridValues(page)) === PUZZLE, 'the grid does not hold what was typed');
      await page.click('#solve');
      expect(isSolutionOf(PUZZLE, await gridValues(page)), 'not solved');
    });

    await check('hints step by step: each placement is the solution digit', async () => {
      await page.fill('#paste', PUZZLE);
      await page.click('#load');
      const solution = sudoku.solve(PUZZLE);
      let placements = 0;
      for (let k = 0; k < 12; k++) {
        await page.click('#hint');
        const text = await page.textContent('#explanation');
        expect(text.length > 10, `hint ${k + 1}: no explanation`);
        const target = await page.$('#grid .cell.target');
        await page.click('#apply');
        if (target) {
          const cell = Number(await target.getAttribute('data-cell'));
          const value = await target.$eval('input', (i) => i.value);
          expect(value === solution[cell], `hint ${k + 1} put ${value} in cell ${cell}`);
          placements++;
        }
      }
      expect(placements > 0, 'no placement among the hints');
      const shown = await gridValues(page);
      for (let i = 0; i < 81; i++) {
        expect(shown[i] === '.' || shown[i] === solution[i], `cell ${i} is wrong after hints`);
      }
    });

    await check('a wrong entry is the next hint', async () => {
      const solution = sudoku.solve(PUZZLE);
      const cell = PUZZLE.indexOf('.');
      const wrong = String((+solution[cell] % 9) + 1);
      await page.locator('#grid .cell input').nth(cell).fill(wrong);
      await page.click('#hint');
      const mistake = await page.$('#grid .cell.mistake');
      expect(mistake && Number(await mistake.getAttribute('data-cell')) === cell, 'no mistake shown');
    });

    await check('a conflicting puzzle shows its status name and cell', async () => {
      await page.fill('#paste', '55' + PUZZLE.slice(2));
      await page.click('#solve');
      const status = await page.textContent('#status');
      expect(status.startsWith('CONFLICTING_GIVENS'), `status: ${status}`);
      expect(status.includes('row 1, column 2'), `status: ${status}`);
    });

    await check('a hard puzzle is generated, with one solution and a rating in its band', async () => {
      await page.selectOption('#difficulty', '4.0-6.2');
      await page.click('#generate');
      const puzzle = await page.inputValue('#paste');
      expect(/^[1-9.]{81}$/.test(puzzle), `generated ${puzzle}`);
      expect((await gridValues(page)) === puzzle, 'the grid does not show the generated puzzle');
      expect(countSolutions(puzzle, 2) === 1, 'not one solution');
      const er = sudoku.rate(puzzle).er;
      expect(er >= 4.0 && er <= 6.2, `rated ${er}`);
      const rating = await page.textContent('#rating');
      expect(rating.includes(er.toFixed(1)), `rating shown: ${rating}`);
    });

    await check('the page raised no error', async () => {
      expect(pageErrors.length === 0, pageErrors.join('\n'));
    });

    await check('the screenshot of the demo', async () => {
      // A repeatable state: a medium puzzle from a fixed seed, two hints
      // applied, the third shown with its pattern.
      await page.goto(`${origin}/demo/index.html?seed=2024`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.selectOption('#difficulty', '2.0-3.9');
      await page.click('#generate');
      let elimination = false;
      for (let k = 0; k < 60 && !elimination; k++) {
        await page.click('#hint');
        const removed = await page.$$('#grid .marks span.removed');
        elimination = removed.length > 0;
        if (!elimination) await page.click('#apply');
      }
      expect(elimination, 'no elimination hint to show');
      const file = screenshotPath ?? path.join(profile, 'demo.png');
      const png = await page.screenshot({ path: file, fullPage: true });
      expect(png.length > 20000, `screenshot of ${png.length} bytes`);
      console.log(`  screenshot: ${file}`);
    });
  } finally {
    await context.close();
    server.close();
    await rm(profile, { recursive: true, force: true });
  }
  const failed = results.filter(([, err]) => err).length;
  console.log(`browser: ${results.length - failed} passed, ${failed} failed`);
  return failed === 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(err);
    console.log('browser: 0 passed, 1 failed');
    process.exit(1);
  },
);
