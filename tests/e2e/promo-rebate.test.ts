/**
 * VIP rebate and follow rewards in Chromium against the real server (issue 15 §4, §6), on a server of their
 * own (startVariantServer) because the test moves its clock a day forward (POST /__dev/clock):
 * - VIP rebate: a new player has nothing to claim; after a deposit and a sandbox game round, the next
 *   simulated day shows yesterday's bet, level, rate and rebate; it is received once under a double click
 *   (a second claim is refused with 1009); the desktop page at 1280×800 in Thai;
 * - follow rewards: a network is locked with its tracked link; opening it (a new tab through /t/<code>)
 *   makes it claimable when the player comes back; it pays once (a second claim is refused with 1003);
 *   the desktop page at 1280×800 in Thai;
 * - screenshots at 375×812 and 1280×800 in th-TH and en-US; axe on every page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activity } from '../../contract/paths';
import { apiPost, e2eFile, registerPlayer, screenshot, seriousViolations } from '../helpers/e2e';
import { withoutLatinNames } from '../helpers/catalogs';
import { playRounds } from '../helpers/e2e-wallet';

const DAY_MS = 24 * 60 * 60 * 1000;

const e2e = e2eFile({ server: {} });

const post = (op: string, body: unknown, token?: string) => apiPost(op, body, { token, server: e2e.url });
const coinOf = async (token: string): Promise<number> =>
  ((await post('getUserInfo', {}, token)) as { user: { coin: number } }).user.coin;

/** Counts the requests of one operation a page sends. */
function countCalls(page: Page, op: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/app/v1/${op}`)) n += 1;
  });
  return () => n;
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A deposit of `amount` hundredths on channel 1, paid on the sandbox provider's page. */
async function deposit(token: string, amount: number): Promise<void> {
  const order = await post('recharge3', { amount, version: 4, actType: 0, rechargeType: 1 }, token);
  expect(order.errcode, JSON.stringify(order)).toBe(0);
  const paid = await fetch(`${e2e.url}/sandbox/pay/${order.orderId as string}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  await paid.arrayBuffer();
  expect(paid.status).toBe(303);
  expect((await post('checkRechargeOrder', { orderId: order.orderId }, token)).isRechargeDone).toBe(1);
}

describe('VIP rebate', () => {
  it("nothing the first day; after a round, the next day's rebate is received once", async () => {
    const token = await registerPlayer({ server: e2e.url, banks: [1] }); // a deposit needs a bound card
    const { page, context, problems } = await e2e.open('mobile', { local: { token, locale: 'en-US' } });
    try {
      await page.goto(`${e2e.url}${activity('vipRebate')}`);
      await page.getByRole('heading', { name: 'VIP rebate', level: 1 }).waitFor();
      const first = page.getByRole('listitem').first();
      await first.getByText('No bets yesterday, so no rebate today. Play today to get a rebate tomorrow.').waitFor();
      expect(await first.getByRole('button').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'promo-viprebate-nothing-375-en');

      await deposit(token, 60_000);
      await playRounds(token, [60_000], { server: e2e.url }); // ฿600.00 bet today: VIP 2 (฿500.00) by the end of the day, 0.2 %
      const moved = await fetch(`${e2e.url}/__dev/clock?advanceMs=${DAY_MS}`, { method: 'POST' });
      expect(moved.status).toBe(200);

      const claims = countCalls(page, 'vipRebateReceive');
      await page.reload();
      await page.getByText("Level 2: 0.2% of yesterday's bets back").waitFor();
      const yesterday = page.getByRole('listitem').filter({ hasText: 'Yesterday' });
      await yesterday.getByRole('button', { name: 'Receive' }).waitFor();
      await yesterday.getByText('1.20').waitFor();
      expect(await page.getByText('600.00').count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'promo-viprebate-375-en');
      const before = await coinOf(token);
      await yesterday.getByRole('button', { name: 'Receive' }).dblclick();
      await yesterday.getByText('Received', { exact: true }).waitFor();
      await page.waitForTimeout(300);
      expect(claims()).toBe(1);
      expect((await coinOf(token)) - before).toBe(120);
      expect(((await post('vipRebateReceive', {}, token)) as { errcode: number }).errcode).toBe(1009);
      expect((await coinOf(token)) - before).toBe(120);
      await page.getByRole('link', { name: 'VIP levels and rates' }).click();
      await page.waitForURL('**/profile/vip');
      await screenshot(page, 'promo-viprebate-vip-link-375-en');

      // Desktop at 1280×800 in Thai: the same day, received.
      const th = await e2e.open('desktop', { local: { token } });
      try {
        await th.page.goto(`${e2e.url}${activity('vipRebate', 'desktop')}`);
        await th.page.getByRole('heading', { name: 'เงินคืน VIP', level: 1 }).waitFor();
        await th.page.getByRole('listitem').filter({ hasText: 'เมื่อวาน' }).getByText('รับแล้ว', { exact: true }).waitFor();
        expect(withoutLatinNames(await th.page.locator('main').innerText())).not.toMatch(/[A-Za-z]{3,}/);
        expect(await seriousViolations(th.page)).toEqual([]);
        await screenshot(th.page, 'promo-viprebate-1280-th');
        expect(th.problems).toEqual([]);
      } finally {
        await th.context.close();
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('follow rewards', () => {
  it('open a network through its link, come back, receive once', async () => {
    const token = await registerPlayer({ server: e2e.url });
    const { page, context, problems } = await e2e.open('mobile', { local: { token, locale: 'en-US' } });
    // The networks' own pages are outside this sandbox: answer them with a stand-in page.
    await context.route(/^https:\/\/(www\.facebook\.com|www\.instagram\.com|t\.me|line\.me)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Network</title><p>Followed</p>' }),
    );
    try {
      await page.goto(`${e2e.url}${activity('follow')}`);
      await page.getByRole('heading', { name: 'Follow us', level: 1 }).waitFor();
      const fb = card(page, 'Facebook');
      const open = fb.getByRole('link', { name: 'Open Facebook' });
      await open.waitFor();
      expect(await open.getAttribute('href')).toMatch(/\/t\/[0-9A-Za-z]{12}$/);
      expect(await fb.getByRole('button').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'promo-follow-375-en');

      const tab = context.waitForEvent('page');
      await open.click();
      const network = await tab;
      await network.waitForURL('https://www.facebook.com/**');
      await network.close();
      await page.bringToFront();
      // The player is back on the app's tab: the page reloads its board (focus / visibility).
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const receive = fb.getByRole('button', { name: 'Receive' });
      await receive.waitFor();
      await screenshot(page, 'promo-follow-claimable-375-en');
      const claims = countCalls(page, 'followRewardsReceive');
      const before = await coinOf(token);
      await receive.dblclick();
      await fb.getByText('Received', { exact: true }).waitFor();
      await page.waitForTimeout(300);
      expect(claims()).toBe(1);
      expect((await coinOf(token)) - before).toBe(300);
      expect(((await post('followRewardsReceive', { type: 4 }, token)) as { errcode: number }).errcode).toBe(1003);
      expect(((await post('followRewardsReceive', { type: 17 }, token)) as { errcode: number }).errcode).toBe(1002);
      expect((await coinOf(token)) - before).toBe(300);
      await card(page, 'LINE').getByRole('link', { name: 'Open LINE' }).waitFor();
      await screenshot(page, 'promo-follow-received-375-en');

      const th = await e2e.open('desktop', { local: { token } });
      try {
        await th.page.goto(`${e2e.url}${activity('follow', 'desktop')}`);
        await th.page.getByRole('heading', { name: 'รางวัลกดติดตาม', level: 1 }).waitFor();
        await card(th.page, 'Facebook').getByText('รับแล้ว', { exact: true }).waitFor();
        await card(th.page, 'LINE').getByRole('link', { name: 'เปิด LINE' }).waitFor();
        expect(withoutLatinNames(await th.page.locator('main').innerText())).not.toMatch(/[A-Za-z]{3,}/);
        expect(await seriousViolations(th.page)).toEqual([]);
        await screenshot(th.page, 'promo-follow-1280-th');
        expect(th.problems).toEqual([]);
      } finally {
        await th.context.close();
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
