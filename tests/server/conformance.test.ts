/**
 * The conformance kit (scripts/conformance/kit.ts, `npm run conformance`) against the reference server,
 * which conforms entirely, and against stand-in backends in front of it: one breaking the contract in five
 * ways (a wrong field type, an errcode outside the catalogue, an answer without errcode, 200 without a token
 * on a protected call, an operation missing), reported operation by operation; one with no sandbox, whose sandbox-only steps are
 * skipped with a note and which still conforms. The CLI is run once, on the broken one.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../contract/operations.gen';
import { runConformance } from '../../scripts/conformance/kit';
import { startTestServer, type TestServer } from '../helpers/server';

type Rewrite = (path: string, body: Record<string, unknown>) => Record<string, unknown> | null;

interface StandIn {
  url: string;
  close(): Promise<void>;
}

/**
 * A backend in front of `upstream`: forwards every request (adding its own X-Forwarded-For, as a proxy
 * does), except what `block` refuses (404) and JSON answers `rewrite` replaces; `authorize` lets a call
 * without a token through as some player.
 */
async function standIn(
  upstream: string,
  address: string,
  opts: {
    block?: (path: string) => boolean;
    rewrite?: Rewrite;
    /** A token to add when the request has none. */
    authorize?: (path: string) => string | null;
    /** Forwards the Idempotency-Key too, after telling `seen` which key (or none) came with the path. */
    keys?: (path: string, key: string | undefined) => void;
  },
): Promise<StandIn> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '/').split('?')[0]!;
        const send = (status: number, json: object) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        if (opts.block?.(path)) return send(404, { code: 404, errcode: 404, msg: 'Not found' });
        const headers: Record<string, string> = { 'x-forwarded-for': address };
        for (const name of ['content-type', 'authorization'])
          if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
        if (opts.keys) {
          const key = req.headers['idempotency-key'];
          opts.keys(path, typeof key === 'string' ? key : undefined);
          if (typeof key === 'string') headers['idempotency-key'] = key;
        }
        const token = req.headers.authorization ? null : opts.authorize?.(path);
        if (token) headers.authorization = `Bearer ${token}`;
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        const up = await fetch(upstream + req.url, { method: req.method, headers, body, redirect: 'manual' });
        const type = up.headers.get('content-type') ?? '';
        const text = await up.text();
        if (type.includes('json') && opts.rewrite) {
          const changed = opts.rewrite(path, JSON.parse(text) as Record<string, unknown>);
          if (changed) return send(up.status, changed);
        }
        const out: Record<string, string> = {};
        for (const name of ['content-type', 'location']) {
          const value = up.headers.get(name);
          if (value) out[name] = value;
        }
        res.writeHead(up.status, out);
        res.end(text);
      })().catch((error: unknown) => {
        res.writeHead(502);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const run = promisify(execFile);

describe('conformance kit', () => {
  let s: TestServer;
  let broken: StandIn;
  let bare: StandIn;
  let someoneToken = '';
  const fresh = async () => {
    someoneToken = (await s.player()).token;
  };

  beforeAll(async () => {
    // AgentCount (31) opens only with SEED_AGENT_COUNT (it hides Agent 26 in the lobby's listing): opened here so
    // that every journey runs over HTTP, as the kit cannot open an activity itself.
    s = await startTestServer({ smsOutbox: true, config: { seedAgentCount: true } });
    // The journeys move the server's clock into the seasonal events (weeks ahead), past a session's life: the
    // stand-in signs its calls in as a player of the moment (`fresh`).
    broken = await standIn(s.url, '10.0.0.2', {
      block: (path) => path === '/app/v1/getLotterConfig',
      // 200 without a token on a protected call (answered as some player).
      authorize: (path) => (path === '/app/v1/hasMailUnread' ? someoneToken : null),
      rewrite: (path, body) => {
        // A wrong field type: the balance as a string.
        if (path === '/app/v1/refreshData' && body.errcode === 0) return { ...body, coin: String(body.coin) };
        // An errcode outside the catalogue.
        if (path === '/app/v1/getMail2' && body.errcode === 0) return { errcode: 9999, msg: 'mailbox offline' };
        // No errcode at all.
        if (path === '/app/v1/anonymous/lobbyTips')
          return Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'errcode'));
        return null;
      },
    });
    // An operator's backend without the sandbox stand-ins or the dev helpers.
    bare = await standIn(s.url, '10.0.0.3', {
      block: (path) => path.startsWith('/__dev/') || path.startsWith('/sandbox/'),
    });
  });
  afterAll(async () => {
    await broken?.close();
    await bare?.close();
    await s?.close();
  });

  it('finds the reference server conforming on every operation and every journey', async () => {
    const report = await runConformance({ base: s.url });
    expect(report.sandbox).toEqual({ sms: true, clock: true });
    expect(report.operations.filter((r) => r.implemented !== 'yes' || r.conforming !== 'yes')).toEqual([]);
    expect(report.operations).toHaveLength(operations.length);
    expect(report.journeys.filter((j) => j.status !== 'passed')).toEqual([]);
    expect(report.ok).toBe(true);
    // Every operation and journey over HTTP: ~22 s alone on this box, more while other suites run.
  }, 60_000);

  it('fails a backend that applies a repeated Idempotency-Key twice (issue 35 §2)', async () => {
    // Forwards only content-type and authorization: the key never reaches the reference server, so the repeated
    // withdrawal is a second one, as on a backend that ignores the header.
    const forgetful = await standIn(s.url, '10.0.0.4', {});
    try {
      const report = await runConformance({
        base: forgetful.url,
        journeys: ['lobby data', 'register and login', 'bank card', 'deposit order and its check', 'withdrawal'],
      });
      const journeys = Object.fromEntries(report.journeys.map((j) => [j.name, `${j.status}: ${j.note}`]));
      expect(journeys.withdrawal).toMatch(
        /^failed: exchange repeated with its Idempotency-Key did not answer the first withdrawal/,
      );
      expect(report.ok).toBe(false);
    } finally {
      await forgetful.close();
    }
  }, 90_000);

  it('asks every money movement and claim with an Idempotency-Key, one per intent', async () => {
    const keyed = new Set<string>(operations.filter((op) => op.idempotent).map((op) => op.path));
    const sent: Array<{ path: string; key: string | undefined }> = [];
    const recording = await standIn(s.url, '10.0.0.5', {
      keys: (path, key) => void (keyed.has(path) && sent.push({ path, key })),
    });
    try {
      const journeys = [
        'lobby data',
        'register and login',
        'mail and a claim',
        'bank card',
        'deposit order and its check',
      ];
      const report = await runConformance({ base: recording.url, journeys });
      expect(report.journeys.filter((j) => journeys.includes(j.name) && j.status !== 'passed')).toEqual([]);
      // The sweep calls each of them (without a token, with a garbage one); the journeys claim a mail's gift and
      // create a deposit order.
      expect(new Set(sent.map((c) => c.path))).toEqual(keyed);
      expect(sent.filter((c) => !/^[A-Za-z0-9_-]{16,128}$/.test(c.key ?? ''))).toEqual([]);
      expect(new Set(sent.map((c) => c.key)).size).toBe(sent.length);
    } finally {
      await recording.close();
    }
  }, 90_000);

  it('reports a broken backend operation by operation', async () => {
    await fresh();
    const report = await runConformance({
      base: broken.url,
      journeys: ['lobby data', 'register and login', 'session and lobby', 'mail and a claim'],
    });
    expect(report.ok).toBe(false);
    const bad = Object.fromEntries(
      report.operations.filter((r) => r.conforming === 'no').map((r) => [r.operation, `${r.implemented}: ${r.why}`]),
    );
    expect(Object.keys(bad).sort()).toEqual([
      'anonymousLobbyTips',
      'getLotterConfig',
      'getMail2',
      'hasMailUnread',
      'refreshData',
    ]);
    expect(bad.anonymousLobbyTips).toMatch(
      /^yes: HTTP 200 breaks the schema: \(body\) must have required property 'errcode'/,
    );
    expect(bad.refreshData).toMatch(/^yes: HTTP 200 breaks the schema: \/coin must be integer/);
    expect(bad.getMail2).toMatch(/^yes: errcode 9999 is not in the catalogue/);
    expect(bad.hasMailUnread).toBe('yes: HTTP 200 (errcode 0) with no token; needs 401 [auth: no token]');
    expect(bad.getLotterConfig).toMatch(/^no: not implemented \(HTTP 404\)/);
    // Everything else it reached conforms; what the chosen journeys never call is "not checked" or sweep-only.
    expect(report.operations.filter((r) => r.conforming === 'yes').length).toBeGreaterThan(60);
    const journeys = Object.fromEntries(report.journeys.map((j) => [j.name, `${j.status}: ${j.note}`]));
    expect(journeys['lobby data']).toBe('failed: anonymousLobbyTips → HTTP 200 errcode undefined');
    expect(journeys['register and login']).toBe('passed: ');
    expect(journeys['session and lobby']).toMatch(/^failed: getLotterConfig: not implemented/);
    expect(journeys['mail and a claim']).toMatch(/^failed: getMail2 → HTTP 200 errcode 9999/);
    expect(journeys.withdrawal).toBe('skipped: not asked for');
  });

  it('skips the sandbox-only steps of a backend without a sandbox, and still finds it conforming', async () => {
    const player = await s.player({ password: 'secret123' });
    const report = await runConformance({
      base: bare.url,
      player: { account: player.user.account, password: 'secret123' },
      noSweep: true,
    });
    expect(report.sandbox).toEqual({ sms: false, clock: false });
    const journeys = Object.fromEntries(report.journeys.map((j) => [j.name, `${j.status}: ${j.note}`]));
    expect(journeys['register and login']).toBe(
      'passed: registration not walked (no sandbox: the SMS code needs /__dev/sms); logged in as the given player',
    );
    expect(journeys['session and lobby']).toBe('passed: ');
    expect(journeys['mail and a claim']).toBe('passed: ');
    expect(journeys['deposit order and its check']).toBe('skipped: no sandbox: paying an order needs /sandbox/pay');
    expect(journeys['withdrawal']).toBe(
      'skipped: no sandbox: paying an order needs /sandbox/pay (no money to withdraw)',
    );
    expect(journeys['invite a friend']).toBe('skipped: no sandbox: the SMS code needs /__dev/sms');
    expect(journeys['LINE login and mobile binding']).toBe(
      'skipped: no sandbox: the LINE stand-in /sandbox/line/authorize',
    );
    expect(journeys['password reset and logout']).toBe(
      'passed: the round call after logout not checked (no sandbox game); ' +
        'password reset not walked (no sandbox: the SMS code and the clock)',
    );
    expect(report.journeys.filter((j) => j.status === 'failed')).toEqual([]);
    expect(report.operations.filter((r) => r.conforming === 'no')).toEqual([]);
    expect(report.ok).toBe(true);
  });

  // One run of the CLI (a process costs seconds on a busy machine): the exit code follows the report.
  it('the CLI exits 1 on a broken backend and prints the report as JSON', async () => {
    await fresh();
    const result = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/conformance.ts', '--base', broken.url, '--json', '--journey', 'lobby data'],
      { cwd: `${import.meta.dirname}/../..` },
    ).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
    );
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      ok: boolean;
      operations: Array<{ operation: string; conforming: string }>;
    };
    expect(report.ok).toBe(false);
    expect(
      report.operations
        .filter((r) => r.conforming === 'no')
        .map((r) => r.operation)
        .sort(),
    ).toEqual(['anonymousLobbyTips', 'getLotterConfig', 'hasMailUnread']);
  }, 60_000);
});
