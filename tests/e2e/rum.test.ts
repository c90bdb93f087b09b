/**
 * Players' own speed and errors from a real Chromium visit: on a server whose sample rate is 1
 * (RUM_SAMPLE_RATE, a server setting: no page can ask for more), the home loads, the reporter and web-vitals
 * load once it is idle, the player taps a game type (an interaction for INP), the page throws an uncaught error
 * and leaves a rejection unhandled, and the player leaves the page: its beacons reach /rum, so /metrics has the
 * page's LCP, INP and CLS under its page kind, layout and locale, and the errors by page kind, and the server's
 * JSON log has one line per error — masked, with the flow's state, and without the player's digits.
 */
import { describe, expect, it } from 'vitest';
import { e2eFile } from '../helpers/e2e';

const e2e = e2eFile({ server: { RUM_SAMPLE_RATE: '1' } });
const LABELS = 'page="/lobby/home",layout="mobile",locale="th-TH"';

/** The value of one series in the server's /metrics (0 when absent). */
async function series(name: string): Promise<number> {
  const text = await (await fetch(`${e2e.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ').pop()) : 0;
}

/** The server's JSON log lines so far. */
function logLines(): Array<Record<string, unknown>> {
  return e2e.server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('a player’s visit reports its Web Vitals and errors', () => {
  it('LCP, INP and CLS of /lobby/home and an injected error reach /metrics and the log', async () => {
    const { page, context } = await e2e.open('mobile');
    try {
      const vitals = page.waitForResponse((r) => /\/assets\/web-vitals\.attribution-[\w-]+\.js$/.test(r.url()), {
        timeout: 30_000,
      });
      await page.goto(`${e2e.url}/lobby/home`);
      expect(await page.locator('meta[name="rum"]').getAttribute('data-vitals')).toBe('1');
      await vitals;
      // The library's observers are registered as soon as its chunk has run.
      await page.waitForTimeout(500);

      // An interaction: another game type's tab.
      await page.getByRole('tablist', { name: 'หมวดหมู่เกม' }).getByRole('tab').nth(2).click();
      await page.waitForTimeout(300);
      // An uncaught error and an unhandled rejection, as a failing handler would leave them.
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('rum e2e: no wallet for 0812345678');
        }, 0);
        void Promise.reject(new Error('rum e2e: rejected'));
      });
      await page.waitForTimeout(300);

      // Leaving the page: pagehide and visibilitychange (hidden) send the beacons.
      await page.goto('about:blank');

      await expect.poll(() => series(`web_vitals_lcp_seconds_count{${LABELS}}`), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => series(`web_vitals_cls_count{${LABELS}}`), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => series(`web_vitals_inp_seconds_count{${LABELS}}`), { timeout: 15_000 }).toBe(1);
      expect(await series(`web_vitals_lcp_seconds_sum{${LABELS}}`)).toBeGreaterThan(0);
      expect(await series('client_errors_total{page="/lobby/home",kind="error"}')).toBe(1);
      expect(await series('client_errors_total{page="/lobby/home",kind="rejection"}')).toBe(1);

      const errors = logLines().filter((l) => l.event === 'client_error');
      const thrown = errors.find((l) => l.kind === 'error');
      expect(thrown).toMatchObject({
        msg: 'client error',
        page: '/lobby/home',
        layout: 'mobile',
        locale: 'th-TH',
      });
      expect(String(thrown?.message)).toContain('rum e2e: no wallet for #');
      // The home's flow and its state when it happened.
      expect(thrown?.flow).toBe('homeData');
      expect(thrown?.state).toEqual(expect.any(String));
      expect(errors.find((l) => l.kind === 'rejection')).toMatchObject({ message: 'rum e2e: rejected' });
      expect(e2e.server.output()).not.toContain('0812345678');
    } finally {
      await context.close();
    }
  });
});
