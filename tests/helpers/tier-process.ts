/**
 * The app tier as a real process (server/tier/main.ts through tsx) in front of a stand-in upstream on loopback, for
 * the tests of what only the process shows: its cluster of workers, its signals, its figures. `stopTiers()` in an
 * `afterEach` kills what a test left running and closes its upstreams.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TierProcess {
  readonly child: ChildProcess;
  /** Where it listens (loopback). */
  readonly url: string;
  /** Its exit code once it has exited. */
  readonly exit: Promise<number | null>;
  /** The JSON lines written to stdout so far (every worker's request log). */
  readonly lines: Array<Record<string, unknown>>;
  /** Everything written to stdout and stderr so far. */
  out(): string;
}

const tiers: ChildProcess[] = [];
const upstreams: Server[] = [];

/** A stand-in upstream on a free loopback port; answers its base URL. */
export async function startUpstream(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  upstreams.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Starts the tier over `api` (API_UPSTREAM) with `env` on top of a loopback address, a free port and no built app;
 * `preload` modules are imported before it. Resolves once it prints its start-up line and `ready(output)` holds;
 * rejects when it exits first.
 */
export function startTier(
  api: string,
  env: Record<string, string> = {},
  options: { preload?: string[]; ready?: (out: string) => boolean } = {},
): Promise<TierProcess> {
  const imports = (options.preload ?? []).flatMap((file) => ['--import', file]);
  const child = spawn(process.execPath, ['--import', 'tsx', ...imports, 'server/tier/main.ts'], {
    env: { ...process.env, API_UPSTREAM: api, PORT: '0', HOST: '127.0.0.1', DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  tiers.push(child);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const lines: Array<Record<string, unknown>> = [];
  let out = '';
  let partial = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      partial += chunk.toString();
      const complete = partial.split('\n');
      partial = complete.pop()!;
      for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
      const m = /on (http:\/\/[^\s]+)/.exec(out);
      if (m && (options.ready?.(out) ?? true))
        resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1'), exit, lines, out: () => out });
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exit.then((code) => reject(new Error(`the tier exited ${code}: ${out}`)));
  });
}

/** Kills every tier still running and closes every upstream (its open connections too). */
export async function stopTiers(): Promise<void> {
  for (const child of tiers.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(
    upstreams.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
}
