#!/usr/bin/env node
/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then runs the reference server
 * (server/main.ts through tsx) in the foreground. It serves the app, the API, the sandbox and the seeded
 * database on one port and prints the URL. With API_UPSTREAM it is the app tier only, in front of that API
 * (README "Deployment"). PORT (default 8080) and DATA_DIR (default ./data) pass through;
 * Ctrl-C / SIGTERM reach the server, and its exit code becomes ours.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';

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
];

/** Newest modification time (ms) under `path` (a file or a directory, recursively); 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale() {
  const built = join(root, 'dist', 'server', 'entry-server.js');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the app (dist/ is missing or older than its sources)…');
  const status = buildAll(['--logLevel', 'warn']);
  if (status !== 0) {
    console.error('error: the build failed; not starting the server.');
    process.exit(status);
  }
} else {
  console.log('dist/ is up to date.');
}

const server = spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
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
