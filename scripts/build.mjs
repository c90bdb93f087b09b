#!/usr/bin/env node
/**
 * `npm run build`: the browser build (dist/) then the server entry (src/entry-server.tsx → dist/server/),
 * which the reference server loads to render public pages (server/render/). Extra arguments (e.g.
 * `--logLevel warn`) pass to both Vite runs. npm start, npm test and the benches build through this file.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const VITE = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** Runs both builds; returns the exit status (0 when both succeeded). */
export function buildAll(extra = []) {
  const runs = [
    ['build', ...extra],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server', ...extra],
  ];
  for (const args of runs) {
    const result = spawnSync(process.execPath, [VITE, ...args], { cwd: root, stdio: 'inherit' });
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
