// The e2e harness: builds (or reuses) bin/marquee, starts it on a free port
// against a fresh SQLite file or a fresh PostgreSQL schema, drives Debian's
// Chromium through playwright-core, and turns every journey step failure into
// a message naming the step plus a screenshot and console log per open page.
import { after, before } from 'node:test';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Default wait for a DOM condition; navigation gets a little more. */
export const WAIT_MS = 10_000;
export const NAV_MS = 20_000;

export function log(message) {
  process.stderr.write(`e2e: ${message}\n`);
}

export function slug(text) {
  return String(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

// ---------------------------------------------------------------- binary

let binaryPromise = null;

/**
 * The server binary, built at most once per run. `make e2e` builds first and
 * passes MARQUEE_BIN; run on its own the suite runs `make build` itself.
 */
export function ensureBinary() {
  binaryPromise ??= (async () => {
    const given = process.env.MARQUEE_BIN;
    if (given) {
      const bin = path.resolve(REPO_DIR, given);
      if (!fs.existsSync(bin)) throw new Error(`MARQUEE_BIN=${given} does not exist`);
      log(`using ${path.relative(REPO_DIR, bin)} built by make`);
      return bin;
    }
    log('building the client and the binary (make build)...');
    const started = Date.now();
    const child = spawn('make', ['build'], { cwd: REPO_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const [code] = await once(child, 'exit');
    if (code !== 0) throw new Error(`make build failed (exit ${code}):\n${output.slice(-4000)}`);
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return path.join(REPO_DIR, 'bin', 'marquee');
  })();
  return binaryPromise;
}

// ---------------------------------------------------------------- databases

/**
 * The PostgreSQL URL the suite may use, or null. Like the Go suites it reads
 * TEST_DATABASE_URL (E2E_DATABASE_URL wins when set).
 */
export function postgresBaseURL() {
  return process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
}

/** Which dialects to run: sqlite always, postgres when a URL is known (E2E_DIALECTS narrows). */
export function dialects() {
  const wanted = (process.env.E2E_DIALECTS || 'sqlite,postgres').split(',').map((s) => s.trim());
  const out = [];
  if (wanted.includes('sqlite')) out.push('sqlite');
  if (wanted.includes('postgres')) {
    if (postgresBaseURL()) out.push('postgres');
    else if (process.env.CI === 'true') out.push('postgres'); // fails loudly in startServer
    else log('NOTE: the PostgreSQL browser journeys were not run (set TEST_DATABASE_URL to include them).');
  }
  return out;
}

function psql(url, sql) {
  const res = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8' });
  if (res.error) throw new Error(`psql could not run: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`psql failed: ${sql}\n${res.stderr}`);
  return res.stdout;
}

async function freshDatabase(dialect, name) {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR || '/tmp', `marquee-e2e-${name}-`));
    return { url: path.join(dir, 'marquee.db'), drop: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const base = postgresBaseURL();
  if (!base) {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL browser journeys must run in CI.');
  }
  const schema = `e2e_${name.replace(/[^a-z0-9]/gi, '_')}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  psql(base, `CREATE SCHEMA ${schema}`);
  const u = new URL(base);
  u.searchParams.set('search_path', schema);
  return {
    url: u.toString(),
    drop: () => {
      try {
        psql(base, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } catch (err) {
        log(`could not drop schema ${schema}: ${err.message}`);
      }
    },
  };
}

// ---------------------------------------------------------------- server

export async function freePort() {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address();
  srv.close();
  await once(srv, 'close');
  return port;
}

const liveServers = new Set();

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

// Whatever happens to this process, leave no server (and no database) behind.
function killAll() {
  for (const s of liveServers) {
    killGroup(s.child, 'SIGKILL');
    s.dropDatabase();
  }
  liveServers.clear();
}
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    killAll();
    process.exit(130);
  });
}

/**
 * Starts bin/marquee on a free port with a fresh database and waits for
 * /healthz. Returns { url, dialect, name, logPath, stop() }.
 */
export async function startServer({ dialect, name, holdMinutes, sampleData = true, env = {} }) {
  const bin = await ensureBinary();
  const db = await freshDatabase(dialect, name);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logPath = path.join(ARTIFACTS_DIR, `server-${dialect}-${slug(name)}.log`);
  const logFile = fs.openSync(logPath, 'w');
  const child = spawn(bin, [], {
    // Not the repository: the server reads .env from its working directory,
    // and a developer's own .env there must not configure the test servers.
    cwd: ARTIFACTS_DIR,
    detached: true, // its own process group, killed as a whole
    stdio: ['ignore', logFile, logFile],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PORT: String(port),
      DATABASE_URL: db.url,
      PUBLIC_URL: url,
      APP_ENV: 'development',
      SAMPLE_DATA: sampleData ? 'true' : 'false',
      ...(holdMinutes != null ? { SEAT_HOLD_MINUTES: String(holdMinutes) } : {}),
      ...env,
    },
  });
  fs.closeSync(logFile);
  let dropped = false;
  const server = {
    child,
    url,
    dialect,
    name,
    logPath,
    exited: false,
    dropDatabase: () => {
      if (!dropped) db.drop();
      dropped = true;
    },
  };
  liveServers.add(server);
  child.on('exit', () => (server.exited = true));

  server.stop = async () => {
    if (!server.exited) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      if (!server.exited) await once(child, 'exit').catch(() => {});
      clearTimeout(timer);
    }
    liveServers.delete(server);
    server.dropDatabase();
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exited) {
      await server.stop();
      throw new Error(`the server exited during start-up; its log: ${logPath}\n${tail(logPath)}`);
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not answer /healthz within 30 s; its log: ${logPath}\n${tail(logPath)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  log(`${dialect} server "${name}" ready at ${url}`);
  return server;
}

function tail(file, lines = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------- browser

export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * One journey: its browser contexts and pages, each page's console log, and
 * step() which names the failing step and leaves artifacts behind.
 */
/**
 * Makes page.goto and page.waitForURL return once the document is there
 * ('domcontentloaded') or the URL has changed ('commit') rather than at the
 * 'load' event, which also waits for every image. Every journey step then
 * waits for the route's own content, which is what it is about. Waiting for
 * 'load' after clicking Favourites once took over 20 s on a loaded CI host:
 * the page's lazy posters were still arriving. A caller's own waitUntil wins.
 */
function waitForContentNotLoad(page) {
  const goto = page.goto.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = (url, options = {}) => goto(url, { waitUntil: 'domcontentloaded', ...options });
  page.waitForURL = (url, options = {}) => waitForURL(url, { waitUntil: 'commit', ...options });
  return page;
}

export class Journey {
  constructor({ browser, server, name }) {
    this.browser = browser;
    this.server = server;
    this.name = name;
    this.prefix = `${server?.dialect ?? 'local'}-${slug(name)}`;
    this.contexts = [];
    this.pages = [];
    this.currentStep = null;
  }

  /** A fresh browser context (its own storage: its own user) with one page. */
  async newPage(label, { viewport = DESKTOP, ...options } = {}) {
    const context = await this.browser.newContext({
      viewport,
      baseURL: this.server?.url,
      ...options,
    });
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(NAV_MS);
    this.contexts.push(context);
    const page = waitForContentNotLoad(await context.newPage());
    const entry = { label, page, lines: [] };
    const stamp = () => new Date().toISOString().slice(11, 23);
    const note = (line) => entry.lines.push(`${stamp()} ${line}`);
    page.on('console', (m) => note(`[${m.type()}] ${m.text()}`));
    page.on('pageerror', (e) => note(`[pageerror] ${e.stack || e.message}`));
    page.on('requestfailed', (r) => note(`[requestfailed] ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('response', async (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/graphql') {
        try {
          const body = await r.text();
          if (body.includes('"errors"')) note(`[graphql error] ${r.request().postDataJSON()?.operationName ?? ''} ${body.slice(0, 300)}`);
        } catch {
          // the page went away before the body was read: nothing to note
        }
      }
      if (r.status() >= 400) note(`[http ${r.status()}] ${r.request().method()} ${r.url()}`);
    });
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) note(`[navigated] ${f.url()}`);
    });
    page.on('websocket', (ws) => {
      note(`[websocket] open ${ws.url()}`);
      ws.on('close', () => note(`[websocket] closed ${ws.url()}`));
      // GraphQL errors pushed over the socket, for the failure's console log.
      ws.on('framereceived', (f) => {
        const text = String(f.payload);
        if (text.includes('"errors"')) note(`[ws graphql error] ${text.slice(0, 400)}`);
      });
    });
    this.pages.push(entry);
    return page;
  }

  /** Runs one named step; on failure saves artifacts and rethrows naming the step. */
  async step(name, fn) {
    this.currentStep = name;
    const started = Date.now();
    try {
      const result = await fn();
      log(`  ✓ ${this.server?.dialect ?? ''} › ${this.name} › ${name} (${Date.now() - started} ms)`);
      return result;
    } catch (err) {
      if (this.server) this.server.failures = (this.server.failures ?? 0) + 1;
      const files = await this.saveArtifacts(name);
      const detail = String(err?.message ?? err)
        .split('\n')
        .slice(0, 12)
        .join('\n');
      const lines = [
        `${this.server?.dialect ?? ''} › ${this.name} › step "${name}" failed: ${detail}`,
        ...files.map((f) => `  artifact: ${path.relative(REPO_DIR, f)}`),
      ];
      if (this.server) lines.push(`  server log: ${path.relative(REPO_DIR, this.server.logPath)}`);
      for (const line of lines.slice(1)) log(line);
      const wrapped = new Error(lines.join('\n'), { cause: err });
      wrapped.stack = `${wrapped.message}\n${err?.stack?.split('\n').slice(1, 6).join('\n') ?? ''}`;
      throw wrapped;
    }
  }

  async saveArtifacts(stepName) {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const files = [];
    const many = this.pages.length > 1;
    for (const { label, page, lines } of this.pages) {
      const base = path.join(
        ARTIFACTS_DIR,
        `${this.prefix}-${slug(stepName)}${many ? `-${slug(label)}` : ''}`,
      );
      if (!page.isClosed()) {
        try {
          await page.screenshot({ path: `${base}.png`, timeout: 5000 });
          files.push(`${base}.png`);
        } catch (err) {
          lines.push(`(screenshot failed: ${err.message})`);
        }
      }
      const header = `journey: ${this.name}\nstep: ${stepName}\npage: ${label}\nurl: ${page.isClosed() ? '(closed)' : page.url()}\n\n`;
      fs.writeFileSync(`${base}.console.log`, header + lines.join('\n') + '\n');
      files.push(`${base}.console.log`);
    }
    return files;
  }

  async close() {
    // Not failures, but worth seeing: errors the pages logged or threw.
    for (const { label, lines } of this.pages) {
      for (const line of lines.filter((l) => / \[(error|pageerror)\] /.test(l)).slice(0, 5)) {
        log(`  note: ${this.server?.dialect ?? ''} › ${this.name} › ${label} page: ${line.slice(0, 300)}`);
      }
    }
    for (const c of this.contexts) await c.close().catch(() => {});
    this.contexts = [];
    this.pages = [];
  }
}

/**
 * Polls a predicate in the page until it holds (Playwright's waitForFunction)
 * and, on timeout, says what was expected.
 */
export async function until(page, what, fn, arg, { timeout = WAIT_MS, polling = 'raf' } = {}) {
  try {
    return await page.waitForFunction(fn, arg, { timeout, polling });
  } catch (err) {
    throw new Error(`timed out after ${timeout} ms waiting until ${what} (${err.message.split('\n')[0]})`);
  }
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

export function assertEqual(actual, expected, what) {
  if (actual !== expected) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * Opens Chromium once for the calling test file (node:test hooks, so call it
 * at the file's top level) and returns journey(server, name, fn), which runs
 * fn with a fresh Journey and closes it however fn ends. Artifacts of failed
 * steps are cleared once per run by `npm test`, not here: a later file must
 * not remove an earlier one's screenshots.
 */
export function browserJourneys() {
  let browser;
  before(async () => {
    await ensureBinary();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return async function journey(server, name, fn) {
    const j = new Journey({ browser, server, name });
    try {
      return await fn(j);
    } finally {
      await j.close();
    }
  };
}
