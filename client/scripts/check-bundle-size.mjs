#!/usr/bin/env node
// Budget check run by `npm run build:app`: what the home route loads from
// the build — index.html, its module script and every chunk it preloads,
// its stylesheets and whatever they pull in (fonts, images), its icon — must
// stay within 250 KB as sent to a browser that accepts brotli (the .br
// files vite.precompress.ts wrote; the plain file where there is none). The
// admin area must not be part of it. Prints the figures; exits non-zero over
// budget. The browser journey e2e/tests/wire.test.mjs measures the same
// budget in Chromium, with the artwork and the API's answers included.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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

/** Stylesheets and icons index.html links to. */
export function linkedFiles(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(m[0])?.[1] ?? '';
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href && /\b(stylesheet|icon)\b/.test(rel) && href.startsWith('/')) urls.add(href);
  }
  return [...urls];
}

/** Files a stylesheet pulls in with url(...), as site paths. */
export function cssReferences(css, cssUrl) {
  const urls = new Set();
  for (const m of css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
    const ref = m[1];
    if (ref.startsWith('data:') || /^[a-z]+:\/\//i.test(ref)) continue;
    urls.add(new URL(ref, `http://x${cssUrl}`).pathname);
  }
  return [...urls];
}

const fileOf = (url) => path.join(dist, url.replace(/^\//, ''));

/** Bytes on the wire for a brotli-accepting browser: the .br file when the build wrote one. */
export function wireBytes(file) {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * What index.html's route-preload script (vite.route-preloads.ts) adds for
 * the path "/": the home page's own chunk, stylesheet and first image.
 */
export function routePreloadsFor(html, pathname) {
  const table = /\/\*route-preloads\*\/(.*?)\/\*end\*\//s.exec(html)?.[1];
  if (!table) return { scripts: [], links: [] };
  const route = JSON.parse(table).find(([pattern]) => new RegExp(pattern).test(pathname));
  const attrs = route?.[1] ?? [];
  return {
    scripts: attrs.filter((a) => a.rel === 'modulepreload').map((a) => a.href),
    // Images served by the API (/art) are not part of the build.
    links: attrs.filter((a) => a.rel === 'stylesheet').map((a) => a.href),
  };
}

function homeRouteFiles(html) {
  const home = routePreloadsFor(html, '/');
  const scripts = [...initialScripts(html), ...home.scripts];
  const links = [...linkedFiles(html), ...home.links];
  const extra = links
    .filter((u) => u.endsWith('.css'))
    .flatMap((u) => cssReferences(readFileSync(fileOf(u), 'utf8'), u));
  return { scripts, files: ['/index.html', ...scripts, ...links, ...new Set(extra)] };
}

function main() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const { scripts, files } = homeRouteFiles(html);
  if (scripts.length === 0) {
    console.error('bundle budget: index.html loads no scripts?');
    return 1;
  }
  let total = 0;
  const rows = [];
  for (const url of files) {
    const file = fileOf(url);
    if (!existsSync(file)) {
      console.error(`bundle budget: the home route loads ${url}, which the build lacks`);
      return 1;
    }
    const sent = wireBytes(file);
    total += sent;
    const how = existsSync(`${file}.br`) ? 'br' : 'plain';
    rows.push(`  ${url.padEnd(48)} ${kb(statSync(file).size).padStart(10)} ${kb(sent).padStart(10)} ${how}`);
  }

  // The admin area must be code-split: its screens never ship with the home page.
  const initialText = scripts.map((u) => readFileSync(fileOf(u), 'utf8')).join('\n');
  const adminInInitial = /Missing required fields|No active shows at the moment\./.test(initialText);
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const adminChunk = assets.find((f) =>
    readFileSync(path.join(dist, 'assets', f), 'utf8').includes('No active shows at the moment.'),
  );

  console.log(
    `What the home route loads from the build (plain, then as sent with brotli):\n${rows.join('\n')}\n` +
      `  ${'total'.padEnd(48)} ${''.padStart(10)} ${kb(total).padStart(10)}  (budget ${kb(BUDGET_BYTES)}, artwork and API answers aside)`,
  );
  if (adminChunk) {
    const admin = path.join(dist, 'assets', adminChunk);
    console.log(`Admin area chunk: assets/${adminChunk} (${kb(wireBytes(admin))} brotli, ${kb(gzipSync(readFileSync(admin), { level: 9 }).length)} gzip, loaded on /admin only)`);
  }

  let failed = false;
  if (total > BUDGET_BYTES) {
    console.error(`bundle budget exceeded: the home route's files are ${kb(total)} on the wire > ${kb(BUDGET_BYTES)}`);
    failed = true;
  }
  if (adminInInitial || !adminChunk) {
    console.error('bundle budget: the admin area is not in a chunk of its own');
    failed = true;
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main());
}
