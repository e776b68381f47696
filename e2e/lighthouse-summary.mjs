// Breaks down reports that `LIGHTHOUSE_JSON=dir node lighthouse.mjs` kept:
// per report, the scores and metrics, then where the main thread's time
// went (mainthread-work-breakdown, bootup-time), the long tasks, and what
// was sent (total-byte-weight, unused-javascript, render-blocking-resources,
// the LCP element). Observed figures (what this machine did), not the
// simulated ones the score is computed from.
//
//   node lighthouse-summary.mjs /tmp/lh/home-1.json /tmp/lh/seat-1.json
import fs from 'node:fs';

const ms = (n) => `${Math.round(n)} ms`;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const short = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

for (const file of process.argv.slice(2)) {
  const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
  const a = lhr.audits;
  const items = (id) => a[id]?.details?.items ?? [];
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  console.log(`== ${file}: performance ${score('performance')}, accessibility ${score('accessibility')}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`);
  console.log(
    `  FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue}, SI ${a['speed-index'].displayValue}`,
  );
  console.log(`  main thread (observed): ${a['mainthread-work-breakdown'].displayValue}; ${items('mainthread-work-breakdown').map((i) => `${i.groupLabel} ${ms(i.duration)}`).join(', ')}`);
  console.log(`  bootup-time: ${a['bootup-time'].displayValue}`);
  for (const i of items('bootup-time').slice(0, 6)) {
    console.log(`    ${short(i.url).padEnd(44)} total ${ms(i.total)}, script ${ms(i.scripting)}, parse ${ms(i.scriptParseCompile)}`);
  }
  const tasks = items('long-tasks');
  const taskTotal = tasks.reduce((s, t) => s + t.duration, 0);
  console.log(`  long tasks (observed): ${tasks.length}, ${ms(taskTotal)} in all; longest ${tasks.slice(0, 4).map((t) => `${ms(t.duration)} ${short(t.url)}`).join(' | ')}`);
  console.log(`  total-byte-weight: ${kib(a['total-byte-weight'].numericValue)}`);
  for (const i of items('total-byte-weight').slice(0, 8)) console.log(`    ${short(i.url).padEnd(44)} ${kib(i.totalBytes)}`);
  const unused = items('unused-javascript');
  console.log(`  unused-javascript: ${unused.map((i) => `${short(i.url)} ${kib(i.wastedBytes)} of ${kib(i.totalBytes)}`).join(', ') || 'none listed'}`);
  const blocking = items('render-blocking-resources');
  console.log(`  render-blocking-resources: ${blocking.map((i) => `${short(i.url)} ${ms(i.wastedMs)}`).join(', ') || 'none'}`);
  const lcp = items('largest-contentful-paint-element')[0]?.items?.[0]?.node ?? items('largest-contentful-paint-element')[0]?.node;
  console.log(`  LCP element: ${lcp?.snippet ?? '?'} (${lcp?.nodeLabel ?? ''})`.slice(0, 300));
}
