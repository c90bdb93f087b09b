#!/usr/bin/env node
/**
 * `npm run build`: the browser build (dist/), the server entry (src/entry-server.tsx → dist/server/), which the
 * server loads to render public pages (server/render/), then the server itself compiled to JavaScript
 * (server/main.ts → dist/server/node/, scripts/build-server.mjs), which npm start runs. Extra arguments (e.g.
 * `--logLevel warn`) pass to each step. npm start, npm test and the benches build through this file.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const VITE = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const BUILD_SERVER = join(root, 'scripts', 'build-server.mjs');

/** Runs the three builds; returns the exit status (0 when all succeeded). */
export function buildAll(extra = []) {
  const runs = [
    [VITE, 'build', ...extra],
    [VITE, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server', ...extra],
    [BUILD_SERVER, ...extra],
  ];
  for (const args of runs) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}

/**
 * The same builds in a child process that does not block this one (`npm test` builds while the unit tests
 * run); its output goes to `logFile`. Resolves with the exit status.
 */
export function buildAllInBackground(logFile, extra = []) {
  return new Promise((resolve) => {
    const fd = openSync(logFile, 'w');
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...extra], {
      cwd: root,
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(buildAll(process.argv.slice(2)));
}
