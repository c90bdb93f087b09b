/**
 * Scale out: nothing a request needs lives in one app-server process. The deployment of docs/deployment.md
 * on this machine (scripts/topology.ts): the reference server as the upstream API, two app tiers
 * in upstream mode with empty DATA_DIRs, and nginx balancing them round-robin (each answer names its instance
 * in X-Served-By; `X-App-Instance: a|b` pins a step to one). One player in Chromium: registers while the
 * requests alternate between the instances, gets the home server-rendered by instance A, deposits and pays in
 * the sandbox through instance B, and reloads on A — with the balance one instance would show.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import { startTopology, type Topology } from '../../scripts/topology';
import { apiPost, lastOtp, launchBrowser, openPage, screenshot, uniqueMobile } from '../helpers/e2e';

let browser: Browser;
let topology: Topology;

beforeAll(async () => {
  [browser, topology] = await Promise.all([launchBrowser(), startTopology({ instances: 2, proxy: true })]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await topology?.stop();
});

const port = (url: string) => new URL(url).port;

/** Which instance served each answer the page received (nginx's X-Served-By: 127.0.0.1:<port>). */
function servedBy(page: Page): Array<{ port: string; url: string }> {
  const seen: Array<{ port: string; url: string }> = [];
  page.on('response', (response: Response) => {
    const by = response.headers()['x-served-by'];
    if (by) seen.push({ port: by.split(':').pop()!, url: new URL(response.url()).pathname });
  });
  return seen;
}

/** The instances that served, with the addresses each served. */
const instancesOf = (served: Array<{ port: string; url: string }>) => new Set(served.map((s) => s.port));
/**
 * What a step needs of an instance: its pages, API calls and the sandbox's pages. Files — the build's (boot.js,
 * assets) and the API's images — are the same from any instance: Chromium sends the pin with some of their
 * requests only (preloads), and one it has cached reports the instance that first served it.
 */
const dynamic = (served: Array<{ port: string; url: string }>) =>
  served.filter((s) => !/^\/(assets\/|static\/)/.test(s.url) && !/\.[a-z0-9]+$/i.test(s.url));
const detail = (served: Array<{ port: string; url: string }>) => served.map((s) => `${s.port} ${s.url}`).join('\n');

/** Sends every further request of `page` to instance `which` (a: the first, b: the second). */
const pin = (page: Page, which: 'a' | 'b') => page.setExtraHTTPHeaders({ 'x-app-instance': which });

describe('two app tiers behind nginx over one API', () => {
  it('register (alternating), home rendered by A, a deposit paid through B, reload on A: one result', async () => {
    const site = topology.url;
    const [a, b] = topology.instances.map(port) as [string, string];
    const { page, context, problems } = await openPage(browser, 'mobile', { server: site, local: { locale: 'en-US' } });
    try {
      // Register, balanced: the requests of one visit go to both instances.
      const served = servedBy(page);
      const mobile = uniqueMobile();
      await page.goto(`${site}/register`);
      await page.getByLabel('Mobile number').fill(mobile);
      const sent = page.waitForResponse((r) => r.url().endsWith('/app/v1/smsSend'));
      await page.getByRole('button', { name: 'Send code' }).click();
      expect((await sent).status()).toBe(200);
      await page.getByLabel('Password', { exact: true }).fill('Secret123!');
      await page.getByLabel('Confirm password').fill('Secret123!');
      await page.getByLabel('Verification code').fill(await lastOtp(mobile, topology.devUrl));
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.waitForURL('**/lobby/home');
      expect(instancesOf(served), detail(served)).toEqual(new Set([a, b]));
      const token = await page.evaluate(() => window.localStorage.getItem('token'));
      expect(token).toBeTruthy();
      const card = await apiPost(
        'addBankInfo',
        { bankId: 1, accountName: 'Somchai Jaidee', cardNum: '1234567810' },
        { token: token!, server: site },
      );
      expect(card.errcode).toBe(0);
      const coin = async (server: string) =>
        (await apiPost('refreshData', {}, { token: token!, server })).coin as number;
      const before = await coin(site);

      // The home, server-rendered by instance A.
      await pin(page, 'a');
      const home = await page.goto(`${site}/lobby/home`);
      expect(home?.headers()['x-served-by']).toBe(`127.0.0.1:${a}`);
      expect(await home?.text()).toContain('id="ssr-state"');
      await page.getByRole('button', { name: 'Refresh balance' }).first().waitFor();

      // A deposit ordered and paid in the sandbox through instance B.
      await pin(page, 'b');
      served.length = 0;
      await page.goto(`${site}/lobby/wallets/deposit`);
      await page.getByRole('radio', { name: /TrueMoney Wallet/ }).check({ force: true });
      await page.getByRole('textbox', { name: /^Amount/ }).fill('300');
      await page.getByRole('button', { name: /^Deposit ฿/ }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Payment' }).waitFor();
      // The payment page is the backend's own, on its own origin (issue 36 §1), framed under the tier's
      // default policy (frame-src: the upstream's origin).
      const payUrl = await page.locator('iframe[title="Payment provider page"]').getAttribute('src');
      expect(new URL(payUrl!).origin).toBe(topology.devUrl);
      const frame = page.frameLocator('iframe[title="Payment provider page"]');
      await frame.getByRole('button', { name: 'Pay' }).click();
      await frame.getByText('Payment received').waitFor();
      await page.getByRole('button', { name: 'I have paid' }).click();
      await page.getByRole('heading', { name: 'Deposit received' }).waitFor();
      expect(instancesOf(dynamic(served)), detail(served)).toEqual(new Set([b]));
      expect(served.map((s) => s.url)).toContain('/app/v1/recharge3');
      expect(served.some((s) => s.url.startsWith('/sandbox/pay/'))).toBe(false);
      await screenshot(page, 'scale-out-deposit-b-375-en');

      // Reload on A: the same balance, whichever instance (or the API itself) is asked.
      await pin(page, 'a');
      served.length = 0;
      await page.goto(`${site}/lobby/home`);
      await page.getByRole('button', { name: 'Refresh balance' }).first().waitFor();
      expect(instancesOf(dynamic(served)), detail(served)).toEqual(new Set([a]));
      const after = before + 30_000 + FIRST_DEPOSIT_BONUS;
      for (const server of [site, ...topology.instances, topology.devUrl]) expect(await coin(server)).toBe(after);
      const shown = (after / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      await page.getByText(shown).first().waitFor();
      await screenshot(page, 'scale-out-home-a-375-en');
      expect(problems).toEqual([]);
      expect(topology.dataDirsEmpty()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('with the upstream down, a page is the shell and the app shows its network message (en-US, th-TH)', async () => {
    await topology.stopUpstream();
    expect((await fetch(`${topology.url}/readyz`)).status).toBe(503);
    const cases = [
      { locale: 'en-US', viewport: 'mobile', text: 'No connection. Check your network and try again.' },
      { locale: 'th-TH', viewport: 'desktop', text: 'ไม่มีการเชื่อมต่อ โปรดตรวจสอบเครือข่ายแล้วลองอีกครั้ง' },
    ] as const;
    for (const { locale, viewport, text } of cases) {
      const { page, context } = await openPage(browser, viewport, { server: topology.url, local: { locale } });
      try {
        const started = Date.now();
        const home = await page.goto(`${topology.url}/lobby/home`);
        expect(home?.status()).toBe(200);
        expect(await home?.text()).not.toContain('id="ssr-state"');
        expect(Date.now() - started).toBeLessThan(15_000);
        await page.getByText(text).first().waitFor();
        await screenshot(page, `scale-out-upstream-down-${viewport}-${locale}`);
      } finally {
        await context.close();
      }
    }
  });
});
