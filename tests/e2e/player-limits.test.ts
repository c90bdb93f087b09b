/**
 * Loss limits, the session-time limit, the reality check and the limit offer in Debian Chromium against a real
 * server (issue 25 §1–§2). The server runs on its own (startVariantServer) with PLAY_MINUTE_MS=200, so a
 * "minute" of the reality-check interval and of the session-time limit lasts 200 ms: a 15-minute check shows
 * after 3 s, a 30-minute session ends after 6 s. One browser for the file; players shared where they can be.
 * - en-US at 375×812: a daily loss limit set on the page refuses a round that could pass it, with the message
 *   over the game; the reality check chosen on the page shows over the sandbox game, on time after a reload,
 *   with the session's bets; the limit offer before the first deposit shows once and is skipped.
 * - th-TH at 1280×800: the reality check in Thai; a session-time limit set on the page closes the open game when
 *   the session reaches it, and the next launch is refused with the message. axe serious/critical = 0 on each
 *   new screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH } from '../../contract/paths';
import {
  apiPost,
  closeContexts,
  workerBrowser,
  openPage,
  registerPlayer,
  screenshot,
  seriousViolations,
  startVariantServer,
  type VariantServer,
} from '../helpers/e2e';

let browser: Browser;
let server: VariantServer;
/** Player A (en-US): loss limit, reality check. */
let alice: string;
beforeAll(async () => {
  [browser, server] = await Promise.all([workerBrowser(), startVariantServer({ PLAY_MINUTE_MS: '200' })]);
  alice = await registerPlayer({ server: server.url });
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

const post = (op: string, body: unknown, token: string) => apiPost(op, body, { token, server: server.url });
const signedIn = (token: string, viewport: 'mobile' | 'desktop', locale: string) =>
  openPage(browser, viewport, { local: { token, locale }, server: server.url, playsRounds: true });
const GAME = 1002; // Lucky Neko, a seeded game
const start = `${PATH.start}?gameId=${GAME}`;

/** Sets a limit through the page's form and its confirm dialog. */
async function setLimit(page: Page, row: string, button: string, field: string, value: string, dialog: string) {
  const item = page.getByRole('listitem', { name: row });
  await item.getByRole('button', { name: button }).click();
  await item.getByRole('textbox', { name: field }).fill(value);
  await item.getByRole('button', { name: /^(Continue|ต่อไป|ดำเนินการต่อ)$/ }).click();
  const confirm = page.getByRole('dialog', { name: dialog });
  await confirm.getByRole('button', { name: /^(Confirm|ยืนยัน)$/ }).click();
  await confirm.waitFor({ state: 'hidden' });
  return item;
}

describe('loss limit and reality check (en-US, 375×812)', () => {
  it('a round that could pass the daily loss limit is refused with the message over the game', async () => {
    const { page, context, problems } = await signedIn(alice, 'mobile', 'en-US');
    try {
      // Off while the rounds are played, so no check comes over the frame meanwhile.
      expect((await post('setPlaySettings', { realityCheckMinutes: 0 }, alice)).errcode).toBe(0);
      await page.goto(`${server.url}${PATH.protection}`);
      const day = await setLimit(
        page,
        'Daily loss limit',
        'Set daily limit',
        'New daily limit (฿)',
        '5',
        'Confirm your loss limit',
      );
      await day.getByText(/Net loss ฿0\.00 · ฿5\.00 left until/).waitFor();
      await screenshot(page, 'player-limits-375-en');
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${server.url}${start}`);
      const game = page.frameLocator('iframe[title="Lucky Neko"]');
      await game.getByLabel('Bet').selectOption('1000');
      await game.getByRole('button', { name: 'Spin' }).click();
      const notice = page.getByRole('alert');
      await notice.getByText(/^This bet could take you over your daily loss limit: ฿5\.00 left until .+\./).waitFor();
      await screenshot(page, 'player-limits-loss-refused-375-en');
      expect(await seriousViolations(page)).toEqual([]);
      await notice.getByRole('button', { name: 'OK' }).click();
      // A bet within what is left is played.
      await game.getByLabel('Bet').selectOption('100');
      const spin = page.waitForResponse((r) => r.url().includes('/spin'));
      await game.getByRole('button', { name: 'Spin' }).click();
      const round = (await (await spin).json()) as { bet?: number; errcode?: number };
      expect(round.bet).toBe(100);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the reality check chosen on the page shows over the game, on time after a reload, with the bets', async () => {
    const { page, context, problems } = await signedIn(alice, 'mobile', 'en-US');
    try {
      await page.goto(`${server.url}${PATH.protection}`);
      await page.getByRole('radio', { name: 'Every 15 minutes' }).check();
      await page.getByText('Your reality-check interval is saved.').waitFor();
      await page.goto(`${server.url}${start}`);
      await page.frameLocator('iframe[title="Lucky Neko"]').getByRole('button', { name: 'Spin' }).waitFor();
      // Reloaded: the session's start is on the server, so the next check still comes within one interval.
      await page.reload();
      const check = page.getByRole('dialog', { name: 'Reality check' });
      await check.waitFor({ timeout: 6_000 });
      await check.getByText('Bets').waitFor();
      await expect(check.locator('dd').nth(1).innerText()).resolves.toBe('฿1.00');
      await check.getByRole('button', { name: 'Leave the game' }).waitFor();
      await check.getByRole('button', { name: 'History' }).waitFor();
      await screenshot(page, 'player-limits-reality-check-375-en');
      expect(await seriousViolations(page)).toEqual([]);
      await check.getByRole('button', { name: 'Continue' }).click();
      await check.waitFor({ state: 'hidden' });
      // An interval later it is back.
      await check.waitFor({ timeout: 6_000 });
      await check.getByRole('button', { name: 'Leave the game' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith(PATH.start));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the limit offer shows before the first deposit and, skipped, is not shown again', async () => {
    const token = await registerPlayer({ server: server.url, banks: [1] });
    const { page, context, problems } = await signedIn(token, 'mobile', 'en-US');
    try {
      await page.goto(`${server.url}${PATH.deposit}`);
      const offer = page.getByTestId('deposit-limit-offer');
      await offer.getByRole('heading', { name: 'Set a deposit limit before your first deposit?' }).waitFor();
      expect(await offer.getByRole('link', { name: 'Set a limit' }).getAttribute('href')).toBe(PATH.protection);
      await screenshot(page, 'player-limits-offer-375-en');
      expect(await seriousViolations(page)).toEqual([]);
      await offer.getByRole('button', { name: 'Skip' }).click();
      await page.getByTestId('deposit-limit-note').waitFor();
      await page.reload();
      await page.getByTestId('deposit-limit-note').waitFor();
      expect(await page.getByTestId('deposit-limit-offer').count()).toBe(0);
      expect((await post('getPlayerProtection', {}, token)).limitOfferDue).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('session-time limit (th-TH, 1280×800)', () => {
  it('closes the open game when the session reaches the limit, and the next launch is refused', async () => {
    const token = await registerPlayer({ server: server.url });
    const { page, context, problems } = await signedIn(token, 'desktop', 'th-TH');
    try {
      await page.goto(`${server.url}${PATH.protection}`);
      const row = await setLimit(
        page,
        'ต่อการเล่นหนึ่งครั้ง',
        'ตั้งเวลาเล่นสูงสุดต่อครั้ง',
        'เวลาเล่นสูงสุดต่อครั้งใหม่ (นาที 1–1,440)',
        '60',
        'ยืนยันเวลาเล่นสูงสุดต่อครั้ง',
      );
      await row.getByText('60 นาที', { exact: true }).waitFor();
      await screenshot(page, 'player-limits-1280-th');
      expect(await seriousViolations(page)).toEqual([]);

      // The reality check every 15 "minutes" (3 s) shows in Thai over the game before the session ends.
      expect((await post('setPlaySettings', { realityCheckMinutes: 15 }, token)).errcode).toBe(0);
      await page.goto(`${server.url}${start}`);
      // The game page speaks the locale of the launch (issue 35 §1): Spin is หมุน.
      await page.frameLocator('iframe[title="Lucky Neko"]').getByRole('button', { name: 'หมุน' }).waitFor();
      const check = page.getByRole('dialog', { name: 'ตรวจสอบการเล่น' });
      await check.getByText('ยอดเทิร์น').waitFor({ timeout: 6_000 });
      await screenshot(page, 'player-limits-reality-check-1280-th');
      expect(await seriousViolations(page)).toEqual([]);
      await check.getByRole('button', { name: 'เล่นต่อ' }).click();
      // 60 "minutes" of 200 ms: the frame closes with the message.
      await page.getByText('ถึงเวลาเล่นสูงสุดต่อครั้งที่คุณตั้งไว้แล้ว เกมจึงปิดลง', { exact: false }).waitFor({ timeout: 15_000 });
      expect(await page.locator('iframe').count()).toBe(0);
      await screenshot(page, 'player-limits-session-over-1280-th');
      expect(await seriousViolations(page)).toEqual([]);
      await page.reload();
      await page.getByText('ถึงเวลาเล่นสูงสุดต่อครั้งที่คุณตั้งไว้แล้ว โปรดพัก 30 นาทีก่อนเล่นอีกครั้ง').waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      expect((await post('startGame', { gameId: GAME }, token)).errcode).toBe(2021);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
