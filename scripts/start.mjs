#!/usr/bin/env node
/**
 * `npm start`: builds the app when dist/ is missing or older than its sources (the server alone when only it is
 * stale), then runs the compiled server (dist/server/node/main.js, scripts/build-server.mjs) with plain node in
 * the foreground. It serves the app, the API, the sandbox and the seeded database on one port and prints the URL.
 * With API_UPSTREAM it is the app tier only, in front of that API (docs/deployment.md). PORT (default 8080) and
 * DATA_DIR (default ./data) pass through; Ctrl-C / SIGTERM reach the server, and its exit code becomes ours.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { buildServer, SERVER_OUT } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the build reads: a change in any of these makes dist/ stale. */
const BUILD_INPUTS = [
  'src',
  'machines',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/pwa.ts',
  'scripts/build.mjs',
  'lingui.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
];
/** What the server's compiled output is made of (scripts/build-server.mjs bundles what server/ imports). */
const SERVER_INPUTS = [
  'server',
  'contract',
  'src',
  'machines',
  'scripts/build-server.mjs',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
];
const SERVER_MAIN = join(SERVER_OUT, 'main.js');

/** Newest modification time (ms) under `path` (a file or a directory, recursively); 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `built` is missing or older than any of `inputs`. */
function isStale(built, inputs) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > builtAt);
}

export function buildIsStale() {
  return isStale(join(root, 'dist', 'server', 'entry-server.js'), BUILD_INPUTS);
}

if (buildIsStale()) {
  console.log('Building the app (dist/ is missing or older than its sources)…');
  const status = buildAll(['--logLevel', 'warn']);
  if (status !== 0) {
    console.error('error: the build failed; not starting the server.');
    process.exit(status);
  }
} else if (isStale(SERVER_MAIN, SERVER_INPUTS)) {
  console.log('Building the server (dist/server/node/ is missing or older than its sources)…');
  try {
    await buildServer({ quiet: true });
  } catch (error) {
    console.error(`error: the server build failed (${error.message}); not starting the server.`);
    process.exit(1);
  }
} else {
  console.log('dist/ is up to date.');
}

// Source maps: a stack trace names the TypeScript file and line.
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

const forward = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));

server.on('error', (error) => {
  console.error(`error: cannot start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: exit 0 for the ones we asked for, 128 + n otherwise (shell convention).
  const numbers = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1, SIGKILL: 9 };
  process.exit(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 128 + (numbers[signal] ?? 1));
});
