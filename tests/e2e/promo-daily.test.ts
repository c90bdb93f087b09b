/**
 * The everyday claim activities in Chromium against the real server (issue 15 §3, §4, §6), on a server of
 * their own (startVariantServer) because the test moves its clock a day forward (POST /__dev/clock):
 * - sign-up bonus: today's day received once under a double click; a second claim the same day (from a
 *   page opened before the first) is refused with its message; after the next simulated day, day 2 pays;
 * - free sign: day 1 on the desktop page at 1280×800 in Thai;
 * - supply: not available while the balance is above the threshold; once the player lost everything in the
 *   sandbox game it is listed (isBankrupt) and pays once;
 * - the rule pages; screenshots at 375×812 and 1280×800 in th-TH and en-US; axe on every page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activity, rule } from '../../contract/paths';
import { apiPost, e2eFile, registerPlayer, screenshot, seriousViolations } from '../helpers/e2e';

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

/** Loses every coin in the sandbox game (a whole-balance bet until one loses). */
async function loseEverything(token: string): Promise<void> {
  // A version the server never has, so the answer carries the game list.
  const config = (await post('anonymous/appConfig', { gameListVersion: 2_147_483_647 })) as {
    appGameList?: { id: number }[];
  };
  let gameUrl = '';
  for (const game of config.appGameList ?? []) {
    const started = (await post('startGame', { gameId: game.id }, token)) as { errcode: number; gameUrl?: string };
    if (started.errcode === 0 && started.gameUrl) {
      gameUrl = started.gameUrl;
      break;
    }
  }
  expect(gameUrl).not.toBe('');
  for (let i = 0; i < 200; i += 1) {
    const coin = await coinOf(token);
    if (coin < 100) return;
    const res = await fetch(`${e2e.url}${gameUrl}/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet: Math.min(coin, 100_000) }),
    });
    expect(res.status).toBe(200);
  }
  throw new Error('the sandbox game never took the whole balance');
}

describe('everyday claims', () => {
  it('sign-up bonus: once today (a second claim is refused with its message), and day 2 the next day', async () => {
    const token = await registerPlayer({ server: e2e.url });
    const { page, context, problems } = await e2e.open('mobile', { local: { token, locale: 'en-US' } });
    try {
      const claims = countCalls(page, 'loginBonus3UserReceive');
      // A second tab opened before the claim: it still offers day 1.
      const stale = await context.newPage();
      await stale.goto(`${e2e.url}${activity('sign')}`);
      await card(stale, 'Day 1').getByRole('button', { name: 'Receive' }).waitFor();

      await page.goto(`${e2e.url}${activity('sign')}`);
      const day1 = card(page, 'Day 1');
      await day1.getByRole('button', { name: 'Receive' }).waitFor();
      await page.getByText('Today is day 1 of 7 since you joined.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'promo-sign-375-en');
      const before = await coinOf(token);
      const answered = page.waitForResponse((r) => r.url().endsWith('/app/v1/loginBonus3UserReceive'));
      await day1.getByRole('button', { name: 'Receive' }).dblclick();
      expect(((await (await answered).json()) as { errcode: number }).errcode).toBe(0);
      await day1.getByText('Received').waitFor();
      await page.waitForTimeout(300);
      expect(claims()).toBe(1);
      expect((await coinOf(token)) - before).toBe(500);

      // The stale tab's claim: the server refuses it (1009) and the page says so, then shows day 1 received.
      await card(stale, 'Day 1').getByRole('button', { name: 'Receive' }).click();
      await stale.getByRole('alert').filter({ hasText: "You have already received today's reward." }).waitFor();
      await card(stale, 'Day 1').getByText('Received').waitFor();
      await screenshot(stale, 'promo-sign-refused-375-en');
      expect((await coinOf(token)) - before).toBe(500);

      // The next simulated day: day 2 is ready, day 1 stays received.
      const moved = await fetch(`${e2e.url}/__dev/clock?advanceMs=${DAY_MS}`, { method: 'POST' });
      expect(moved.status).toBe(200);
      await page.reload();
      const day2 = card(page, 'Day 2');
      await day2.getByRole('button', { name: 'Receive' }).waitFor();
      await card(page, 'Day 1').getByText('Received').waitFor();
      await day2.getByRole('button', { name: 'Receive' }).click();
      await day2.getByText('Received').waitFor();
      expect((await coinOf(token)) - before).toBe(500 + 800);
      await screenshot(page, 'promo-sign-day2-375-en');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('free sign: day 1 on the desktop page at 1280×800, in Thai', async () => {
    const token = await registerPlayer({ server: e2e.url });
    const { page, context, problems } = await e2e.open('desktop', { local: { token } });
    try {
      const before = await coinOf(token);
      await page.goto(`${e2e.url}${activity('freeSign', 'desktop')}`);
      await page.getByRole('heading', { name: 'เช็กอินฟรีรายวัน', level: 1 }).waitFor();
      const day1 = card(page, 'วันที่ 1');
      await day1.getByRole('button', { name: 'รับรางวัล' }).waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(/[A-Za-z]{3,}/);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'promo-freesign-1280-th');
      await day1.getByRole('button', { name: 'รับรางวัล' }).click();
      await day1.getByText('รับแล้ว').waitFor();
      await page.getByText('เช็กอินวันนี้แล้ว (วันที่ 1) กลับมาใหม่พรุ่งนี้').waitFor();
      expect((await coinOf(token)) - before).toBe(100);
      await screenshot(page, 'promo-freesign-signed-1280-th');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('supply: not available above the threshold; listed once bankrupt, and pays once', async () => {
    const token = await registerPlayer({ server: e2e.url });
    const ids = async () => (await post('getActivityIds', {}, token)) as { isBankrupt: number };
    const { page, context, problems } = await e2e.open('mobile', { local: { token, locale: 'en-US' } });
    try {
      expect((await ids()).isBankrupt).toBe(0);
      await page.goto(`${e2e.url}${activity('supply')}`);
      const item = card(page, "Today's supply");
      await item.getByText('Not available').waitFor();
      expect(await item.getByRole('button').count()).toBe(0);
      await screenshot(page, 'promo-supply-locked-375-en');

      await loseEverything(token);
      expect((await ids()).isBankrupt).toBe(1);
      const claims = countCalls(page, 'bankruptBonus');
      const coin = await coinOf(token);
      await page.reload();
      await item.getByRole('button', { name: 'Receive' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await item.getByRole('button', { name: 'Receive' }).dblclick();
      await item.getByText('Received today. If you run out again, come back tomorrow.').waitFor();
      await page.waitForTimeout(300);
      expect(claims()).toBe(1);
      expect((await coinOf(token)) - coin).toBe(500);
      expect((await ids()).isBankrupt).toBe(0);
      expect(((await post('bankruptBonus', {}, token)) as { errcode: number }).errcode).toBe(1009);
      await screenshot(page, 'promo-supply-received-375-en');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Thai on a phone, English on desktop, and the rule pages', async () => {
    const token = await registerPlayer({ server: e2e.url });
    const th = await e2e.open('mobile', { local: { token } });
    const en = await e2e.open('desktop', { local: { token, locale: 'en-US' } });
    try {
      await th.page.goto(`${e2e.url}${activity('sign')}`);
      await card(th.page, 'วันที่ 1').getByRole('button', { name: 'รับรางวัล' }).waitFor();
      expect((await th.page.locator('main').textContent()) ?? '').not.toMatch(/[A-Za-z]{3,}/);
      await screenshot(th.page, 'promo-sign-375-th');
      await th.page.goto(`${e2e.url}${activity('supply')}`);
      await card(th.page, 'เงินช่วยเหลือวันนี้').waitFor();
      await screenshot(th.page, 'promo-supply-375-th');
      await th.page.goto(`${e2e.url}${rule('signBonus')}`);
      await th.page.getByRole('heading', { name: 'กติกาโบนัสสมาชิกใหม่', level: 1 }).waitFor();
      expect(await seriousViolations(th.page)).toEqual([]);
      await screenshot(th.page, 'promo-rule-signbonus-375-th');
      await th.page.goto(`${e2e.url}${rule('supply')}`);
      await th.page.getByRole('heading', { name: 'กติกาเงินช่วยเหลือเมื่อเหรียญหมด', level: 1 }).waitFor();
      expect(await seriousViolations(th.page)).toEqual([]);

      await en.page.goto(`${e2e.url}${activity('sign', 'desktop')}`);
      await card(en.page, 'Day 1').getByRole('button', { name: 'Receive' }).waitFor();
      expect(await seriousViolations(en.page)).toEqual([]);
      await screenshot(en.page, 'promo-sign-1280-en');
      await en.page.getByRole('link', { name: 'Full rules' }).click();
      await en.page.getByRole('heading', { name: 'Sign-up bonus rules', level: 1 }).waitFor();
      await screenshot(en.page, 'promo-rule-signbonus-1280-en');
      expect([...th.problems, ...en.problems]).toEqual([]);
    } finally {
      await th.context.close();
      await en.context.close();
    }
  });
});
