#!/usr/bin/env node
// Budget check run by `npm run build`: the JavaScript the home page loads
// before anything else (index.html's module script and every chunk it
// preloads) must stay within 250 KB gzip, and the admin area must not be part
// of it. Prints the figure; exits non-zero over budget.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 250 * 1024;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The scripts index.html loads at once: module entries and modulepreloads. */
export function initialScripts(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"[^>]*>/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+\.js)"[^>]*\brel="modulepreload"[^>]*>/g)) urls.add(m[1]);
  return [...urls];
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = initialScripts(html);
if (scripts.length === 0) {
  console.error('bundle budget: index.html loads no scripts?');
  process.exit(1);
}

let total = 0;
const rows = [];
for (const url of scripts) {
  const file = path.join(dist, url.replace(/^\//, ''));
  const size = gz(file);
  total += size;
  rows.push(`  ${url.padEnd(48)} ${kb(size).padStart(10)}`);
}

// The admin area must be code-split: its screens never ship with the home page.
const initialText = scripts.map((u) => readFileSync(path.join(dist, u.replace(/^\//, '')), 'utf8')).join('\n');
const adminInInitial = /Missing required fields|No active shows at the moment\./.test(initialText);
const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const adminChunk = assets.find((f) =>
  readFileSync(path.join(dist, 'assets', f), 'utf8').includes('No active shows at the moment.'),
);

console.log(`Initial JavaScript of the home route (gzip):\n${rows.join('\n')}\n  ${'total'.padEnd(48)} ${kb(total).padStart(10)}  (budget ${kb(BUDGET_BYTES)})`);
if (adminChunk) console.log(`Admin area chunk: assets/${adminChunk} (${kb(gz(path.join(dist, 'assets', adminChunk)))} gzip, loaded on /admin only)`);

let failed = false;
if (total > BUDGET_BYTES) {
  console.error(`bundle budget exceeded: ${kb(total)} > ${kb(BUDGET_BYTES)}`);
  failed = true;
}
if (adminInInitial || !adminChunk) {
  console.error('bundle budget: the admin area is not in a chunk of its own');
  failed = true;
}
process.exit(failed ? 1 : 0);
