/**
 * The deployment of docs/deployment.md on one machine, for the browser tests: the reference
 * server as the upstream API on a port of its own, `instances` app tiers in upstream mode (API_UPSTREAM,
 * one process each, fresh and empty DATA_DIRs), and — with `proxy` — nginx (Debian's nginx-light,
 * /usr/sbin/nginx) balancing them round-robin. `url` is where players go (nginx, else the one app tier);
 * `devUrl` the reference server itself (its /__dev helpers are never forwarded by the app tier).
 *
 * The reference server stands on its own origin, as an operator's backend does: its PUBLIC_URL is
 * its own address, so the payment and game pages it answers with are on another origin than the site's, framed
 * under the app tier's default policy (frames and media from API_UPSTREAM's origin: server/security-headers.ts);
 * its ALLOWED_ORIGINS name the site's origins, which may frame its pages.
 *
 * Through nginx every answer names the instance that served it (`X-Served-By`), and a request with
 * `X-App-Instance: a` / `b` goes to the first / second instance (test wiring only, so a journey can say
 * which instance serves a step); anything else is balanced.
 *
 * Every server is the compiled one (dist/server/node/main.js), as npm start runs it: `npm run build` first.
 *
 * `tsx scripts/topology.ts [--instances N] [--proxy]` starts it, prints one JSON line
 * `{ url, devUrl, instances }` once everything answers, and stops it all on SIGTERM / SIGINT
 * (scripts/test.mjs runs it for `npm run test:e2e -- --topology=upstream|proxy`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const START_TIMEOUT_MS = 60_000;

export interface Topology {
  /** Where players go: nginx, else the one app tier. */
  readonly url: string;
  /** The reference server (the upstream), for its /__dev helpers. */
  readonly devUrl: string;
  /** The app tiers, in order (`X-App-Instance: a` is the first). */
  readonly instances: readonly string[];
  /** Whether every app tier's DATA_DIR is still empty. */
  dataDirsEmpty(): boolean;
  /** Stops the upstream (the reference server), as an outage would; the app tiers go on. */
  stopUpstream(): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Child {
  readonly process: ChildProcess;
  readonly name: string;
  exited: boolean;
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logDir: string): Child {
  const log = openSync(join(logDir, `topology-${name}.log`), 'w');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const entry: Child = { process: child, name, exited: false };
  child.on('exit', () => (entry.exited = true));
  return entry;
}

async function waitFor(url: string, child: Child, logDir: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exited)
      throw new Error(`${child.name} exited before ${url} answered (${logDir}/topology-${child.name}.log)`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

function nginxConf(dir: string, port: number, backends: readonly number[]): string {
  const pins = backends.map((p, i) => `    ${String.fromCharCode(97 + i)} 127.0.0.1:${p};`).join('\n');
  // As root, nginx's workers would switch to `nobody`, who cannot use this run's temporary folders.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${backends.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 16;
    keepalive_timeout 30s;
  }
  map $http_x_app_instance $backend {
    default app;
${pins}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 7m;
    location / {
      proxy_pass http://$backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_request_buffering off;
      add_header X-Served-By $upstream_addr always;
    }
  }
}
`;
}

export async function startTopology(
  options: { instances?: number; proxy?: boolean; logDir?: string } = {},
): Promise<Topology> {
  const count = options.instances ?? (options.proxy ? 2 : 1);
  const proxy = options.proxy ?? false;
  const logDir = options.logDir ?? join(ROOT, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const referencePort = await freePort();
  const appPorts: number[] = [];
  for (let i = 0; i < count; i++) appPorts.push(await freePort());
  const proxyPort = proxy ? await freePort() : null;
  const url = `http://127.0.0.1:${proxyPort ?? appPorts[0]}`;
  const devUrl = `http://127.0.0.1:${referencePort}`;
  const dirs: string[] = [];
  const children: Child[] = [];
  const temp = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  // The compiled server, as npm start runs it (the build makes it: npm test builds before the browser tests).
  const server = ['--enable-source-maps', join('dist', 'server', 'node', 'main.js')];
  const base = { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'test' };
  // Each hop appends one X-Forwarded-For entry: the browser's (test) address stays the client's.
  const hops = proxy ? 1 : 0;

  const stop = async () => {
    for (const child of children.reverse()) {
      if (!child.exited) child.process.kill('SIGTERM');
    }
    for (let i = 0; i < 50 && children.some((c) => !c.exited); i++) await sleep(100);
    for (const child of children) if (!child.exited) child.process.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const reference = start(
      'reference',
      process.execPath,
      server,
      {
        ...base,
        API_UPSTREAM: '',
        PORT: String(referencePort),
        DATA_DIR: temp('pwa-topology-ref-'),
        // Its own origin, as any separate backend; the site's origins (players', each app tier's) may frame it.
        PUBLIC_URL: devUrl,
        ALLOWED_ORIGINS: [url, ...appPorts.map((port) => `http://127.0.0.1:${port}`)].join(','),
        TRUST_PROXY: String(hops + 2),
      },
      logDir,
    );
    children.push(reference);
    const appDirs = appPorts.map(() => temp('pwa-topology-app-'));
    appPorts.forEach((port, i) =>
      children.push(
        start(
          `app-${String.fromCharCode(97 + i)}`,
          process.execPath,
          server,
          {
            ...base,
            API_UPSTREAM: devUrl,
            PORT: String(port),
            DATA_DIR: appDirs[i],
            TRUST_PROXY: String(hops + 1),
            WEB_CONCURRENCY: '1',
            // Stopped at the end of a run: no load balancer to wait for.
            SHUTDOWN_GRACE_MS: '0',
            // This box is shared by the browser, the test workers and every server: a render gets more time
            // than production's 800 ms before the shell is served (the budget's own tests: tests/server/upstream).
            SSR_BUDGET_MS: process.env.SSR_BUDGET_MS ?? '3000',
          },
          logDir,
        ),
      ),
    );
    await waitFor(`${devUrl}/healthz`, reference, logDir);
    for (const [i, port] of appPorts.entries())
      await waitFor(`http://127.0.0.1:${port}/readyz`, children[i + 1]!, logDir);
    if (proxyPort !== null) {
      const dir = temp('pwa-topology-nginx-');
      writeFileSync(join(dir, 'nginx.conf'), nginxConf(dir, proxyPort, appPorts));
      const nginx = start(
        'nginx',
        NGINX,
        ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
        base,
        logDir,
      );
      children.push(nginx);
      await waitFor(`${url}/readyz`, nginx, logDir);
    }
    return {
      url,
      devUrl,
      instances: appPorts.map((port) => `http://127.0.0.1:${port}`),
      dataDirsEmpty: () => appDirs.every((dir) => readdirSync(dir).length === 0),
      async stopUpstream() {
        reference.process.kill('SIGKILL');
        for (let i = 0; i < 50 && !reference.exited; i++) await sleep(100);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--instances');
  const topology = await startTopology({
    instances: at >= 0 ? Number(args[at + 1]) : undefined,
    proxy: args.includes('--proxy'),
  });
  console.log(JSON.stringify({ url: topology.url, devUrl: topology.devUrl, instances: topology.instances }));
  const end = async () => {
    await topology.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void end());
  process.on('SIGINT', () => void end());
}
