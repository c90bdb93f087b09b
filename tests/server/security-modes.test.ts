/**
 * Issue 35 §4: the default start is safe on a network. Plain `npm start` (no NODE_ENV, no HOST) listens on
 * loopback only; a server that listens beyond loopback serves no dev helper (/__dev/sms with every one-time
 * code, /__dev/clock), no sandbox operator action and no LINE stand-in unless DEV_HELPERS=1 says so, and its
 * start-up line says which. Each mode is started as `npm start` starts it (server/main.ts) and probed over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, readConfig } from '../../server/config';

interface Started {
  /** The server on its loopback address (it listens there in every mode below). */
  url: string;
  output: string;
  stop(): Promise<void>;
}

/** server/main.ts as plain `npm start` runs it (no NODE_ENV, HOST, DEV_HELPERS), plus `env`. */
function startMain(env: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pwa-modes-'));
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of ['NODE_ENV', 'HOST', 'DEV_HELPERS', 'SANDBOX_LOGIN', 'SANDBOX_PAYMENTS', 'PUBLIC_URL'])
    delete base[name];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
    env: { ...base, PORT: '0', DATA_DIR: dataDir, SEED_GAMES: '120', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /Player web app on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port && /Listening on [^\n]*\n/.test(output)) resolve({ url: `http://127.0.0.1:${port}`, output, stop });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

/**
 * Whether each dev helper and operator action is there on `url`: 'absent' when the server has no such route
 * (its generic 404 `Not found`), else the status (an unknown order or player is a 404 of the action itself).
 */
async function exposed(url: string) {
  const post = { method: 'POST' };
  const probe = async (path: string, init?: RequestInit) => {
    const res = await fetch(url + path, init);
    const text = await res.text();
    // Not mounted: the API's JSON 404, or (a GET, with a built app) the app's not-found page — never an outbox.
    const notFound = /"msg":"Not found"/.test(text) || (init?.method !== 'POST' && /<html/i.test(text));
    return res.status === 404 && notFound && !/"messages"/.test(text) ? 'absent' : res.status;
  };
  return {
    sms: await probe('/__dev/sms?mobile=0812345678'),
    clock: await probe('/__dev/clock?advanceMs=1000', post),
    withdrawal: await probe('/sandbox/withdrawals/W1/pay', post),
    kyc: await probe('/sandbox/kyc/1/reject', post),
    line: await probe('/sandbox/line/authorize'),
  };
}

describe('DEV_HELPERS and HOST (config)', () => {
  it('plain start: loopback only, dev helpers on', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.devHelpers).toBe(true);
    expect(config.sandboxLogin).toBe(true);
  });

  it('beyond loopback: dev helpers and the LINE stand-in off unless switched on', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'play.example.test']) {
      expect(readConfig({ HOST: host }).devHelpers).toBe(false);
      expect(readConfig({ HOST: host }).sandboxLogin).toBe(false);
      expect(readConfig({ HOST: host, DEV_HELPERS: '1' }).devHelpers).toBe(true);
      expect(readConfig({ HOST: host, SANDBOX_LOGIN: '1' }).sandboxLogin).toBe(true);
    }
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost'])
      expect(readConfig({ HOST: host }).devHelpers).toBe(true);
    expect(readConfig({ DEV_HELPERS: '0' }).devHelpers).toBe(false);
  });

  it('production: never, and DEV_HELPERS=1 is refused', () => {
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://play.example.test' };
    expect(readConfig(prod).devHelpers).toBe(false);
    expect(() => readConfig({ ...prod, DEV_HELPERS: '1' })).toThrow(ConfigError);
  });

  it('knows loopback addresses', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('::1')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('::')).toBe(false);
    expect(isLoopbackHost('127.0.0.1.evil.test')).toBe(false);
  });
});

describe('npm start over HTTP, in each mode', () => {
  let plain: Started;
  let wide: Started;
  let wideOn: Started;
  beforeAll(async () => {
    [plain, wide, wideOn] = await Promise.all([
      startMain({}),
      startMain({ HOST: '0.0.0.0' }),
      startMain({ HOST: '0.0.0.0', DEV_HELPERS: '1' }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([plain?.stop(), wide?.stop(), wideOn?.stop()]);
  });

  it('plain npm start listens on loopback only and says so; its helpers answer there', async () => {
    expect(plain.output).toContain('Player web app on http://127.0.0.1:');
    expect(plain.output).toMatch(/Listening on 127\.0\.0\.1: this machine only/);
    expect(plain.output).toMatch(/dev helpers ON/);
    const status = await exposed(plain.url);
    expect(status.sms).toBe(200);
    expect(status.clock).toBe(200);
    expect(status.withdrawal).not.toBe('absent');
    expect(status.kyc).not.toBe('absent');
    expect(status.line).not.toBe('absent');
  });

  it('beyond loopback: no /__dev helper, no operator action, no LINE stand-in; the line says so', async () => {
    expect(wide.output).toMatch(/Listening on 0\.0\.0\.0: reachable from the network/);
    expect(wide.output).toMatch(/dev helpers off \(DEV_HELPERS=1 turns them on\)/);
    expect(wide.output).not.toMatch(/WARNING/);
    expect(await exposed(wide.url)).toEqual({
      sms: 'absent',
      clock: 'absent',
      withdrawal: 'absent',
      kyc: 'absent',
      line: 'absent',
    });
  });

  it('beyond loopback with DEV_HELPERS=1: on, with a loud warning', async () => {
    expect(wideOn.output).toMatch(/WARNING: DEV_HELPERS=1 while listening beyond loopback/);
    expect(wideOn.output).toMatch(/dev helpers ON/);
    const status = await exposed(wideOn.url);
    expect(status.sms).toBe(200);
    expect(status.clock).toBe(200);
    expect(status.withdrawal).not.toBe('absent');
    expect(status.kyc).not.toBe('absent');
  });
});
