#!/usr/bin/env node
/**
 * `npm test`: the one command that runs every test.
 *
 * 1. unit — `vitest run` (machines, views, API client, server; vitest.config.ts), JSON report counted.
 * 2. e2e — makes sure Debian's Chromium is at /usr/bin/chromium (apt-get installs it when missing and we
 *    are root; otherwise says what to install and counts a failure), builds the app (in the background while
 *    the unit tests run, output in test-results/build.log), starts the real server
 *    (server/main.ts compiled by the build: dist/server/node/main.js, as npm start runs it) on a free loopback port with a fresh temporary DATA_DIR, waits for /healthz, runs
 *    `vitest run --config vitest.e2e.config.ts` with E2E_BASE_URL, and stops the server whatever happens.
 *
 * `--topology=upstream` runs the e2e files against the deployment of docs/deployment.md instead: the app tier
 * in upstream mode over the reference server on another port; `--topology=proxy`: two app tiers behind nginx
 * (scripts/topology.ts). E2E_DEV_URL then names the reference server (its /__dev helpers).
 *
 * Clocks (scripts/test-clock.mjs): the browser tests' servers start their clocks at E2E_CLOCK_START, and the
 * pages take the server's clock. `--date=<ISO instant>` runs everything as if the machine's date were that
 * instant (libfaketime: `apt-get install faketime`, installed when missing and root); `--date-sensitive` runs only
 * the files whose outcome could depend on the date (every unit test, the date-sensitive browser tests).
 *
 * Prints the counts per suite, then a last line exactly `N passed, N failed` (sums over the suites), and
 * exits non-zero when anything failed. `npm test -- --unit-only` / `--e2e-only` run one suite; other arguments
 * (file or name filters) go to vitest.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAllInBackground } from './build.mjs';
import { DATE_SENSITIVE_E2E, E2E_CLOCK_START, fakeTimeEnv, libfaketime, parseDate } from './test-clock.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const VITEST = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const RESULTS = join(root, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A small Thai font so screenshots show Thai text (the assertions do not depend on it). */
const THAI_FONT_PACKAGE = 'fonts-tlwg-loma-otf';
/** The reverse proxy of the scale-out test (tests/e2e/scale-out.test.ts, scripts/topology.ts). */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const NGINX_PACKAGE = 'nginx-light';
const HEALTH_TIMEOUT_MS = 60_000;
const BUILD_LOG = join(RESULTS, 'build.log');

/** The app's build (scripts/build.mjs), started once: in the background during the unit tests, or before e2e. */
const build = {
  started: false,
  /** @type {Promise<number> | null} */
  promise: null,
  start() {
    this.started = true;
    this.promise ??= buildAllInBackground(BUILD_LOG, ['--logLevel', 'warn']);
    return this.promise;
  },
};

const args = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
/** Test files or name filters (arguments without `--`), passed on to vitest: `npm run test:e2e -- wallet`. */
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const runUnit = !args.has('--e2e-only');
const runE2e = !args.has('--unit-only');
const dateSensitive = args.has('--date-sensitive');
/** `--screenshots`: the browser tests save their screenshots (test-results/screenshots/). */
const screenshots = args.has('--screenshots');
/** `--date=<ISO instant>`: the machine's date for this run (libfaketime); null: the real date. */
const dateArg = [...args].find((a) => a.startsWith('--date='))?.slice('--date='.length) ?? null;
let fakeAt = null;
if (dateArg !== null) {
  try {
    fakeAt = parseDate(dateArg);
  } catch (error) {
    console.error(`[test] ${error.message}`);
    process.exit(2);
  }
}
const topology = [...args].find((a) => a.startsWith('--topology='))?.slice('--topology='.length) ?? 'single';
if (!['single', 'upstream', 'proxy'].includes(topology)) {
  console.error(`[test] --topology=${topology}: use single, upstream or proxy`);
  process.exit(2);
}

/** @type {{ name: string, passed: number, failed: number, note?: string }[]} */
const suites = [];
/** Cleanups to run on any exit path (server, temp dir). */
const cleanups = [];

function log(message) {
  console.log(`\n[test] ${message}`);
}

/** Set when a child died of Ctrl-C / SIGTERM: the signal hit us too, so no further step starts. */
let interrupted = false;

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  if (result.signal === 'SIGINT' || result.signal === 'SIGTERM') interrupted = true;
  return result;
}

/** Runs vitest with a JSON report and counts it; a crash or an unreadable report counts as one failure. */
function vitestSuite(name, extraArgs, env = {}) {
  const report = join(RESULTS, `${name}.json`);
  rmSync(report, { force: true });
  const result = run(
    process.execPath,
    [VITEST, 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env: { ...process.env, ...timeEnv, ...env } },
  );
  if (!existsSync(report)) {
    suites.push({ name, passed: 0, failed: 1, note: `vitest exited ${result.status} without a report` });
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const passed = json.numPassedTests ?? 0;
  let failed = json.numFailedTests ?? 0;
  // A file that fails to load or a hook that throws has no failed test of its own: count the file.
  const failures = [];
  // A browser test that failed and passed when tried again (vitest.e2e.config.ts `retry`) counts as passed and is
  // named here as flaky, with its first failure: a race to find, not a pass to forget.
  const flaky = [];
  for (const file of json.testResults ?? []) {
    const where = file.name?.startsWith(root) ? file.name.slice(root.length) : file.name;
    const own = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of own)
      failures.push(`${where} › ${a.fullName ?? a.title}: ${failureSummary(a.failureMessages, where)}`);
    for (const a of file.assertionResults ?? [])
      if (a.status === 'passed' && a.failureMessages?.length)
        flaky.push(`${where} › ${a.fullName ?? a.title}: ${failureSummary(a.failureMessages, where)}`);
    if (file.status === 'failed' && own.length === 0) {
      failed += 1;
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  let note;
  if (result.status !== 0 && failed === 0) {
    failed = 1;
    note = `vitest exited ${result.status} (unhandled errors?)`;
  }
  if (passed + failed === 0) {
    failed = 1;
    note = 'no test ran';
  }
  suites.push({ name, passed, failed, note, failures, flaky });
}

/**
 * A test's failures in one line: one per try when it was tried again (vitest keeps every try's error, in order), so
 * a retry that fails for a reason of its own does not hide why the first try failed.
 */
function failureSummary(messages, where) {
  const tries = (messages ?? []).map((m) => failureLine(m, where));
  if (tries.length <= 1) return tries[0] ?? '(no message)';
  return tries.map((line, i) => `try ${i + 1}: ${line}`).join(' | ');
}

/**
 * One failure in a line: its first line, what a Playwright wait was waiting for (its call log's first step) and
 * the line of the test file it stopped at — "Timeout 30000ms exceeded" alone does not say which wait.
 */
function failureLine(message, where) {
  const lines = String(message ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n');
  const parts = [firstLine(lines.join('\n'))];
  const waiting = lines.find((l) => /^\s*- waiting for /.test(l));
  if (waiting) parts.push(clip(waiting.trim().replace(/^- /, ''), 240));
  const frame = where ? lines.find((l) => /^\s*at /.test(l) && l.includes(`${where}:`)) : undefined;
  const at = frame?.match(/:(\d+):\d+\)?\s*$/)?.[1];
  if (at) parts.push(`(${where}:${at})`);
  return parts.join(' — ');
}

function clip(line, max) {
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The first line of a failure message, cut to one screen line (the summary names every failure). */
function firstLine(message) {
  const plain = String(message ?? '').replace(ANSI_COLOUR, '');
  return clip(plain.split('\n').find((l) => l.trim() !== '') ?? '(no message)', 200);
}

/** Terminal colour codes in vitest's failure messages. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function hasPackage(name) {
  return spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes('installed');
}

/** Installs what the e2e run needs from Debian (root only). Returns an error message or null. */
function ensureBrowser() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!existsSync(NGINX)) missing.push(NGINX_PACKAGE);
  if (spawnSync('which', ['dpkg-query']).status === 0 && !hasPackage(THAI_FONT_PACKAGE))
    missing.push(THAI_FONT_PACKAGE);
  if (missing.length === 0) return null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    if (!existsSync(CHROMIUM))
      return (
        `Chromium is missing at ${CHROMIUM}. Install Debian's package, then run npm test again:\n` +
        `  sudo apt-get update && sudo apt-get install -y chromium ${THAI_FONT_PACKAGE} ${NGINX_PACKAGE}`
      );
    if (!existsSync(NGINX))
      console.warn(`[test] note: ${NGINX} is missing (${NGINX_PACKAGE}); the scale-out test will fail.`);
    console.warn(`[test] note: ${THAI_FONT_PACKAGE} is not installed; screenshots will not show Thai glyphs.`);
    return null;
  }
  log(`installing ${missing.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env }).status !== 0) return 'apt-get update failed';
  if (run('apt-get', ['install', '-y', ...missing], { env }).status !== 0)
    return `apt-get install ${missing.join(' ')} failed`;
  if (!existsSync(CHROMIUM)) return `apt-get installed chromium but ${CHROMIUM} is still missing`;
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The environment of every test process (vitest, the servers, Chromium through vitest): with `--date`, libfaketime
 * puts them at that date (set once, when the run starts: every process gets the same offset). Installed with
 * apt-get when missing (root); the run stops when it cannot be had, rather than running at the real date.
 */
let timeEnv = {};
function prepareFakeTime() {
  if (fakeAt === null) return;
  let lib = libfaketime();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!lib && isRoot) {
    log('installing faketime with apt-get (for --date)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['install', '-y', 'faketime'], { env }).status !== 0) {
      run('apt-get', ['update'], { env });
      run('apt-get', ['install', '-y', 'faketime'], { env });
    }
    lib = libfaketime();
  }
  if (!lib) {
    console.error('[test] --date needs libfaketime: sudo apt-get install -y faketime');
    process.exit(2);
  }
  timeEnv = fakeTimeEnv(fakeAt, lib);
  log(`the machine's date for this run: ${new Date(fakeAt).toISOString()} (libfaketime, FAKETIME=${timeEnv.FAKETIME})`);
}

/** Starts the compiled server (dist/server/node/main.js); resolves with its URL once /healthz answers, rejects if it dies or is too slow. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pwa-e2e-'));
  const logFile = join(RESULTS, 'e2e-server.log');
  // The log goes straight to a file: the tests run with spawnSync, which would leave a pipe undrained.
  const logFd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--enable-source-maps', join('dist', 'server', 'node', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      CLOCK_START: E2E_CLOCK_START,
      ...timeEnv,
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });

  cleanups.push(async () => {
    if (exited === null) {
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && exited === null; i++) await sleep(100);
      if (exited === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new Error(`the server exited (${JSON.stringify(exited)}) before /healthz answered; see ${logFile}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { url, logFile };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer /healthz within ${HEALTH_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/**
 * The deployment of docs/deployment.md (scripts/topology.ts, in a child process): resolves with its URLs once
 * everything answers; stopped (SIGTERM) by the cleanups.
 */
async function startTopology(proxy) {
  const logFile = join(RESULTS, 'e2e-topology.log');
  const logFd = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('scripts', 'topology.ts'), ...(proxy ? ['--proxy'] : [])],
    { cwd: root, env: { ...process.env, CLOCK_START: E2E_CLOCK_START, ...timeEnv }, stdio: ['ignore', 'pipe', logFd] },
  );
  closeSync(logFd);
  let exited = false;
  child.on('exit', () => (exited = true));
  cleanups.push(async () => {
    if (exited) return;
    child.kill('SIGTERM');
    for (let i = 0; i < 80 && !exited; i++) await sleep(100);
    if (!exited) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        try {
          resolve(JSON.parse(line));
        } catch {
          reject(new Error(`scripts/topology.ts printed ${line}`));
        }
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`scripts/topology.ts exited ${code}; see ${logFile} and test-results/topology-*.log`)),
    );
  });
}

async function e2eSuite() {
  const problem = ensureBrowser();
  if (problem) {
    console.error(`\n[test] e2e: ${problem}`);
    suites.push({ name: 'e2e', passed: 0, failed: 1, note: 'Chromium missing' });
    return;
  }
  if (interrupted) return;
  log(build.started ? 'waiting for the build' : 'building the app');
  if ((await build.start()) !== 0) {
    console.error(readFileSync(BUILD_LOG, 'utf8'));
    suites.push({ name: 'e2e', passed: 0, failed: 1, note: 'vite build failed' });
    return;
  }
  if (interrupted) return;
  log(topology === 'single' ? 'starting the server' : `starting the ${topology} topology`);
  let server;
  try {
    server = topology === 'single' ? await startServer() : await startTopology(topology === 'proxy');
  } catch (error) {
    console.error(`[test] e2e: ${error.message}`);
    suites.push({ name: 'e2e', passed: 0, failed: 1, note: 'server did not start' });
    return;
  }
  log(`server on ${server.url}; running the browser tests`);
  const e2eFiles = dateSensitive && filters.length === 0 ? DATE_SENSITIVE_E2E : filters;
  vitestSuite('e2e', ['--config', 'vitest.e2e.config.ts', ...e2eFiles], {
    E2E_BASE_URL: server.url,
    // The instant the servers of the e2e files start their clocks at (tests/helpers/e2e.ts startVariantServer).
    E2E_CLOCK_START,
    ...(server.devUrl ? { E2E_DEV_URL: server.devUrl } : {}),
    CHROMIUM_PATH: CHROMIUM,
    ...(screenshots ? { E2E_SCREENSHOTS: '1' } : {}),
  });
}

async function cleanup() {
  while (cleanups.length) {
    const step = cleanups.pop();
    try {
      await step();
    } catch (error) {
      console.error(`[test] cleanup: ${error.message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

mkdirSync(RESULTS, { recursive: true });
prepareFakeTime();
try {
  // The build the browser tests need runs beside the unit tests (no unit test reads dist/): on two cores the
  // unit run leaves CPU time idle (loading files, setting up environments) that the build uses.
  if (runUnit && runE2e) {
    log('building the app in the background (test-results/build.log)');
    void build.start();
  }
  if (runUnit) {
    log('unit, view, machine and server tests (vitest)');
    vitestSuite('unit', filters);
  }
  if (runE2e && !interrupted) await e2eSuite();
} catch (error) {
  console.error(`[test] ${error.stack ?? error}`);
  suites.push({ name: 'runner', passed: 0, failed: 1, note: 'scripts/test.mjs crashed' });
} finally {
  await cleanup();
}

console.log('\n[test] results per suite');
for (const s of suites) {
  console.log(`  ${s.name.padEnd(6)} passed ${s.passed}, failed ${s.failed}${s.note ? `  (${s.note})` : ''}`);
  // The failures again at the end, where a log cut to its tail (CI's summary) still shows them.
  for (const f of s.failures ?? []) console.log(`    ✗ ${f}`);
  for (const f of s.flaky ?? []) console.log(`    ~ flaky, passed when tried again: ${f}`);
}
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(interrupted ? 130 : failed > 0 ? 1 : 0);
