#!/usr/bin/env node
/**
 * `npm run build`: the browser build (dist/) then the server entry (src/entry-server.tsx → dist/server/),
 * which the reference server loads to render public pages (server/render/). Extra arguments (e.g.
 * `--logLevel warn`) pass to both Vite runs. npm start, npm test and the benches build through this file.
 */
import { spawnSync } from 'node:child_process';
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(buildAll(process.argv.slice(2)));
}
