// Lighthouse (12.2.3, pinned in package.json) with its default mobile
// preset — a Moto G Power-sized screen, simulated slow 4G and a 4× slower
// CPU — on Debian's Chromium (never a downloaded browser), against
// bin/marquee started on a free port with a fresh SQLite database and the
// sample catalogue: the home page and a seat page (a show on Marquee Grand's
// 264-seat screen, as a visitor opens it: "How many seats?" over the map).
// Prints each page's performance and accessibility score and what
// Lighthouse found wanting. Not part of `make test`: `make lighthouse`.
//
//   node lighthouse.mjs            # both pages
//   LIGHTHOUSE_RUNS=3 node lighthouse.mjs   # the median of 3 runs per page
//   LIGHTHOUSE_PAGES=seat LIGHTHOUSE_LOG=info node lighthouse.mjs   # the seat page only, saying what it does
//   LIGHTHOUSE_JSON=/tmp/lh node lighthouse.mjs   # also keeps each run's report (home-1.json, seat-1.json, ...)
//                                                  # for lighthouse-summary.mjs to break down
import fs from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, startServer } from './lib/harness.mjs';
import { clearOfNow, gql } from './lib/site.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);
/** LIGHTHOUSE_PAGES=home or =seat: one of the two pages only. */
const ONLY = process.env.LIGHTHOUSE_PAGES ?? '';
const LOG_LEVEL = process.env.LIGHTHOUSE_LOG ?? 'error';
/** LIGHTHOUSE_JSON=dir: where each run's full report is written. */
const JSON_DIR = process.env.LIGHTHOUSE_JSON ?? '';
if (JSON_DIR) fs.mkdirSync(JSON_DIR, { recursive: true });

const server = await startServer({ dialect: 'sqlite', name: 'lighthouse' });
let chrome;
let failed = false;
try {
  const { shows } = await gql(server, '{ shows { id startsAt localDate movie { id } cinema { name } screen { capacity } } }');
  const show = clearOfNow(shows).find((s) => s.cinema.name === 'Marquee Grand' && s.screen.capacity === 264);
  if (!show) throw new Error("no sample show on Marquee Grand's 264-seat screen starting over an hour from now");
  const pages = [
    ['home', '/'],
    ['seat page', `/movies/${show.movie.id}/${show.localDate}?show=${show.id}`],
  ].filter(([name]) => !ONLY || name.startsWith(ONLY));
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (const [name, path] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: LOG_LEVEL,
        onlyCategories: ['performance', 'accessibility'],
      });
      runs.push(result.lhr);
      if (JSON_DIR) {
        const base = join(JSON_DIR, `${name.split(' ')[0]}-${i + 1}`);
        fs.writeFileSync(`${base}.json`, JSON.stringify(result.lhr));
        // The Chromium trace of the load, for DevTools' Performance panel (or trace-tasks.mjs).
        if (result.artifacts?.Trace) fs.writeFileSync(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
      }
    }
    // The median run by performance (accessibility does not vary between runs).
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    const perf = Math.round(lhr.categories.performance.score * 100);
    const a11y = Math.round(lhr.categories.accessibility.score * 100);
    const all = runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', ');
    console.log(`${name} (${path}): performance ${perf}${RUNS > 1 ? ` (runs: ${all})` : ''}, accessibility ${a11y}`);
    // Lighthouse's own measure of this machine's speed at that moment (a typical desktop scores about 1000-2000).
    console.log(`  benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
    );
    for (const [category, goal] of [['performance', 90], ['accessibility', 100]]) {
      const score = Math.round(lhr.categories[category].score * 100);
      if (score < goal) failed = true;
      for (const ref of lhr.categories[category].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight === 0 && category === 'performance' && audit.details?.type !== 'opportunity') continue;
        if (audit.score === null || audit.score >= 0.9) continue;
        const items = (audit.details?.items ?? [])
          .slice(0, 3)
          .map((it) => it.node?.snippet ?? it.url ?? it.source?.url ?? '')
          .filter(Boolean);
        console.log(`  ${category}: ${audit.id} (${audit.displayValue ?? audit.score}) ${items.join(' | ')}`.slice(0, 400));
      }
    }
  }
} finally {
  await chrome?.kill();
  await server.stop();
}
if (failed) console.log('Below the goal (performance ≥ 90, accessibility 100) on at least one page.');
