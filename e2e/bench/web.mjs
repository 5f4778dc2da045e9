// `npm run bench:web`: Lighthouse 12 in its default mobile run (simulated slow 4G and a 4x
// slower CPU) against the product started as an operator starts it (`node scripts/start.mjs`
// with NODE_ENV=production, which builds what is missing), on `/`, `/login` and the staff's
// allocation board. Each page is measured RUNS times and the median of each figure is printed,
// because a shared two-core machine moves single runs by several points.
//
/* global window */
// Environment: CHROME_PATH (default /usr/bin/chromium), RUNS (default 3), BENCH_PORT (default a
// free port), BENCH_JSON (a file to write the figures to, as JSON).
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, startProduct } from '../../scripts/local-server.mjs';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS || 3);
// The demo data every embedded database starts with (README, "Run it").
const STAFF = { email: 'z3000002@ad.unsw.edu.au', password: 'Capstone1' };
const COURSE_BUTTON = 'Open COMP3900 2025T1';

/** Logs the demo course admin in through the login screen and opens the demo course. */
async function logInAsStaff(browser, base) {
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.locator('::-p-aria([name="Staff"][role="tab"])').click();
  await page.locator('::-p-aria([name="Email"][role="textbox"])').fill(STAFF.email);
  await page.locator('input[type="password"]').fill(STAFF.password);
  await page.locator('::-p-aria([name="LOGIN"][role="button"])').click();
  await page.waitForFunction(() => window.location.pathname === '/dash');
  await page.locator(`::-p-aria([name="${COURSE_BUTTON}"][role="button"])`).click();
  await page.waitForFunction(() => localStorage.getItem('subcourse'));
  await page.close();
}

const ms = (audit) => audit.numericValue;
const kib = (bytes) => bytes / 1024;

function figures(lhr) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const unusedJs = lhr.audits['unused-javascript'].details?.overallSavingsBytes ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms(lhr.audits['first-contentful-paint']),
    lcpMs: ms(lhr.audits['largest-contentful-paint']),
    tbtMs: ms(lhr.audits['total-blocking-time']),
    transferredKiB: kib(lhr.audits['total-byte-weight'].numericValue),
    unusedJsKiB: kib(unusedJs),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One Lighthouse run; a run that fails to record its trace (NO_NAVSTART and the like happen now
 * and then on a busy machine) is tried again, twice at most.
 */
async function lighthouseRun(url, flags) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags);
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.message}`);
    console.warn(`Lighthouse on ${url} failed (${error.message}); trying again`);
  }
}

async function measure(chrome, browser, url, { loggedIn }) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    if (loggedIn) {
      // Keep the session in localStorage, but load every byte anew as a first visit would.
      flags.disableStorageReset = true;
      const page = await browser.newPage();
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await page.close();
    }
    runs.push(figures(await lighthouseRun(url, flags)));
  }
  const keys = Object.keys(runs[0]);
  return {
    median: Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])),
    runs,
  };
}

function printTable(results) {
  const header = ['page', 'perf', 'a11y', 'bp', 'FCP s', 'LCP s', 'TBT ms', 'KiB', 'unused JS KiB'];
  const rows = results.map(({ page, median: m }) => [
    page,
    String(m.performance),
    String(m.accessibility),
    String(m.bestPractices),
    (m.fcpMs / 1000).toFixed(1),
    (m.lcpMs / 1000).toFixed(1),
    m.tbtMs.toFixed(0),
    m.transferredKiB.toFixed(0),
    m.unusedJsKiB.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(`\nLighthouse 12, default mobile run, median of ${RUNS}:`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const { page, runs } of results) {
    console.log(`${page} performance by run: ${runs.map((r) => r.performance).join(', ')}`);
  }
}

const port = Number(process.env.BENCH_PORT) || (await freePort());
const product = await startProduct({ args: ['scripts/start.mjs'], port });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const results = [];
  for (const page of ['/', '/login']) {
    results.push({ page, ...(await measure(chrome, browser, product.base + page, {})) });
  }
  await logInAsStaff(browser, product.base);
  const allocation = '/project/allocation';
  results.push({
    page: allocation,
    ...(await measure(chrome, browser, product.base + allocation, { loggedIn: true })),
  });
  await browser.disconnect();
  printTable(results);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(results));
} finally {
  chrome.kill();
  await product.stop();
}
