#!/usr/bin/env node
/**
 * `npm run dev`: the API server (`tsx watch server/main.ts`, restarts on change) on API_PORT (default 8787)
 * and Vite with hot reload on PORT (default 5173), which proxies /app, /sandbox, /static, /s, /t, /__dev and
 * /healthz to the API server (vite.config.ts). Output is prefixed [api] / [web]; Ctrl-C stops both, and
 * when one of them dies the other is stopped too. DATA_DIR and the variant variables reach the API server.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '8787';
const webPort = process.env.PORT ?? '5173';

const COLORS = { api: '\x1b[36m', web: '\x1b[35m' };
const RESET = '\x1b[0m';
const useColor = process.stdout.isTTY;

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let stopping = false;
let exitCode = 0;

function prefix(name, stream, target) {
  const label = useColor ? `${COLORS[name]}[${name}]${RESET}` : `[${name}]`;
  createInterface({ input: stream }).on('line', (line) => target.write(`${label} ${line}\n`));
}

function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, FORCE_COLOR: useColor ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefix(name, child.stdout, process.stdout);
  prefix(name, child.stderr, process.stderr);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      exitCode = code || 1;
      stop();
    }
    if (children.size === 0) process.exit(exitCode);
  });
  child.on('error', (error) => console.error(`[dev] cannot start ${name}: ${error.message}`));
}

function stop() {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  // Whatever does not stop in 5 s is killed.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 5000).unref();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);

start('api', [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  // Links the API server builds (payUrl, share links) point at the app the browser has open: Vite's port.
  PUBLIC_URL: process.env.PUBLIC_URL || `http://127.0.0.1:${webPort}`,
});
start('web', [join('node_modules', 'vite', 'bin', 'vite.js')], { PORT: webPort, API_PORT: apiPort });
console.log(`[dev] app with hot reload: http://127.0.0.1:${webPort}/  (API server on port ${apiPort})`);
