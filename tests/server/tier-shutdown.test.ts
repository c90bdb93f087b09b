/**
 * Starting and stopping the app tier (issue 36 §4, server/tier/shutdown.ts) as an operator's orchestrator does
 * it: the real process (server/tier/main.ts) in front of a stand-in upstream whose answers take their time,
 * streamed. SIGTERM with requests in flight: /readyz answers 503 at once while /livez and other requests are
 * still served for the grace; then no new connection is taken, every request in flight gets its whole answer,
 * and the process exits 0. A second signal ends it at once. Short grace and deadline keep the test quick.
 */
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startTier, startUpstream, stopTiers } from '../helpers/tier-process';

/** Long enough that a request sent within it reaches a worker before the grace ends on a loaded box. */
const GRACE_MS = 2000;
const CHUNKS = 6;
/** A streamed answer outlasts the grace: it is finished after the process stopped taking connections. */
const CHUNK_EVERY_MS = 600;

afterEach(stopTiers);

/** An upstream whose /app/v1/slow answer streams CHUNKS chunks, one every CHUNK_EVERY_MS; preLogin at once. */
function slowUpstream(): Promise<string> {
  return startUpstream((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (!req.url?.startsWith('/app/v1/slow')) return res.end('{"code":200,"errcode":0}');
      let sent = 0;
      res.write('{"code":200,"errcode":0,"parts":[');
      const timer = setInterval(() => {
        sent += 1;
        res.write(sent === 1 ? '"p"' : ',"p"');
        if (sent === CHUNKS) {
          clearInterval(timer);
          res.end(']}');
        }
      }, CHUNK_EVERY_MS);
    });
  });
}

/** The tier with one worker, a GRACE_MS grace and a 10 s deadline unless `env` says otherwise. */
const shortGraceTier = (api: string, env: Record<string, string> = {}, preload: string[] = []) =>
  startTier(
    api,
    { WEB_CONCURRENCY: '1', SHUTDOWN_GRACE_MS: String(GRACE_MS), SHUTDOWN_DEADLINE_MS: '10000', ...env },
    { preload },
  );

/** A request over its own connection: its status and whole body, or the error that cut it. */
function get(
  url: string,
  method = 'GET',
  /** Give up (error code ETIMEDOUT) when no answer has come by then. */
  timeoutMs?: number,
): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        res.complete
          ? resolve({ status: res.statusCode!, body, connection: res.headers.connection })
          : reject(new Error('cut')),
      );
      res.on('aborted', () => reject(new Error('cut')));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (timeoutMs !== undefined)
      req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('no answer'), { code: 'ETIMEDOUT' })));
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

const WHOLE = JSON.stringify({ code: 200, errcode: 0, parts: Array(CHUNKS).fill('p') });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether `url` refuses a new connection within `ms` (monotonic; asked every 50 ms; an answer means not yet). A
 * failed expectation says what the last attempts got instead (an answer's status, or another error's code).
 */
async function refusedWithin(url: string, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  const seen: string[] = [];
  while (performance.now() < until) {
    // A connection accepted just as its worker goes away may never be answered: ask again after 2 s.
    const refused = await get(url, 'GET', 2000).then(
      (answer) => (seen.push(`answered ${answer.status}`), false),
      (error: NodeJS.ErrnoException) => (seen.push(error.code ?? error.message), error.code === 'ECONNREFUSED'),
    );
    if (refused) return true;
    await sleep(50);
  }
  const last = seen.slice(-5).join(', ');
  expect.soft(last, `not refused within ${ms} ms; ${seen.length} attempts, the last: ${last}`).toBe('refused');
  return false;
}

describe('the app tier on SIGTERM', () => {
  it.each(['1', '2'])(
    'turns unready at once, serves through the grace, refuses after it, finishes every request in flight and exits 0 (WEB_CONCURRENCY=%s)',
    async (concurrency) => {
      const { url, exit, child: tier } = await shortGraceTier(await slowUpstream(), { WEB_CONCURRENCY: concurrency });
      expect((await get(`${url}/readyz`)).status).toBe(200);
      expect((await get(`${url}/livez`)).status).toBe(200);

      const inFlight = [get(`${url}/app/v1/slow`, 'POST'), get(`${url}/app/v1/slow?b`, 'POST')];
      await sleep(100);
      const signalled = performance.now();
      tier.kill('SIGTERM');
      await sleep(50);
      // At once: unready, yet alive and serving.
      expect((await get(`${url}/readyz`)).status).toBe(503);
      expect((await get(`${url}/livez`)).status).toBe(200);
      const duringGrace = get(`${url}/app/v1/slow?c`, 'POST');
      // After the grace: no new connection. The grace runs from when each worker hears the signal, which on a
      // busy box can be a while after it was sent, so the refusal is awaited rather than timed.
      await sleep(GRACE_MS - (performance.now() - signalled));
      expect(await refusedWithin(`${url}/livez`, 10_000)).toBe(true);
      // Nothing in flight was cut: each has its whole streamed answer, and the last one closes its connection.
      for (const answer of await Promise.all([...inFlight, duringGrace])) {
        expect(answer.status).toBe(200);
        expect(answer.body).toBe(WHOLE);
      }
      expect((await duringGrace).connection).toBe('close');
      expect(await exit).toBe(0);
    },
    60_000,
  );

  it('drains a worker that was still loading when the signal came (WEB_CONCURRENCY=2)', async () => {
    const slow = fileURLToPath(new URL('../helpers/slow-second-worker.mjs', import.meta.url));
    const { url, exit, child: tier } = await shortGraceTier(await slowUpstream(), { WEB_CONCURRENCY: '2' }, [slow]);
    // The first worker listens; the second is still loading its code when the signal comes.
    const signalled = performance.now();
    tier.kill('SIGTERM');
    // It listens after the primary told every worker to drain, and must drain too: once it has loaded, the port
    // is released, and the process ends well before the primary's last resort (grace + deadline + 2 s).
    await sleep(2500);
    expect(await refusedWithin(`${url}/livez`, 5_000)).toBe(true);
    expect(await exit).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(9_000);
  }, 60_000);

  it('ends at once on a second signal', async () => {
    const { url, exit, child: tier } = await shortGraceTier(await slowUpstream(), { SHUTDOWN_GRACE_MS: '20000' });
    const inFlight = get(`${url}/app/v1/slow`, 'POST').catch((error: Error) => error);
    await sleep(100);
    tier.kill('SIGTERM');
    await sleep(200);
    expect((await get(`${url}/readyz`)).status).toBe(503);
    const second = performance.now();
    tier.kill('SIGTERM');
    expect(await exit).toBe(1);
    expect(performance.now() - second).toBeLessThan(3000);
    expect(await inFlight).toBeInstanceOf(Error);
  }, 60_000);
});
