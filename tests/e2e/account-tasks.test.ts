/**
 * Tasks and achievements in Chromium against the real server (issue 14 §2, §6): a new player (LINE, so no
 * mobile yet) sees the login task complete and the menu's task dot, binds a mobile number from the bind
 * task's "go" button (sandbox OTP), claims the login and bind tasks once each under double clicks (balance
 * rises once per task), and the dot clears; the desktop task page at 1280×800 in Thai; screenshots in both
 * locales and both layouts; axe on the daily and achievements tabs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiPost,
  baseUrl,
  e2eFile,
  lastOtp,
  registerPlayer,
  screenshot,
  seriousViolations,
  uniqueMobile,
} from '../helpers/e2e';

const e2e = e2eFile();

const coinOf = async (token: string): Promise<number> =>
  ((await apiPost('getUserInfo', {}, { token })) as { user: { coin: number } }).user.coin;

/** Counts the receiveTaskAward requests a page sends. */
function countClaims(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/app/v1/receiveTaskAward')) n += 1;
  });
  return () => n;
}

const TAB_BAR = 'Lobby';

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('tasks and achievements', () => {
  it('a new player completes the login and bind tasks and claims each once; the task dot clears', async () => {
    const { page, context, problems } = await e2e.open('mobile', { local: { locale: 'en-US' } });
    try {
      const claims = countClaims(page);
      await page.goto(`${baseUrl()}/login`);
      await page.getByRole('button', { name: 'Log in with LINE' }).click();
      await page.waitForURL('**/sandbox/line/authorize**');
      await page.locator('#sub').fill(`tasks${Date.now()}${process.pid}`);
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL('**/lobby/home');
      const token = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
      expect(token).not.toBe('');
      const before = await coinOf(token);

      // The login task is complete: the menu's task entry carries the dot.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'My account' });
      await expect(menu.getByRole('link', { name: /^Tasks/ }).textContent()).resolves.toMatch(/new/);
      await menu.getByRole('link', { name: /^Tasks/ }).click();
      await page.waitForURL('**/profile/task');
      const login = card(page, 'Log in today');
      await login.getByRole('button', { name: 'Claim' }).waitFor();
      await expect(login.getByText('1/1').isVisible()).resolves.toBe(true);
      await screenshot(page, 'tasks-daily-375-en');
      expect(await seriousViolations(page)).toEqual([]);

      // Bind: the go button leads to the bind page; the sandbox OTP proves the number.
      await card(page, 'Bind your mobile number').getByRole('button', { name: 'Go' }).click();
      await page.waitForURL('**/bind');
      await page.getByRole('heading', { name: 'Bind mobile number' }).waitFor();
      const mobile = uniqueMobile();
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
      const sent = page.waitForResponse((r) => r.url().endsWith('/app/v1/smsSend'));
      await page.getByRole('button', { name: 'Send code' }).click();
      await sent;
      await page.getByLabel('Verification code').fill(await lastOtp(mobile));
      const bound = page.waitForResponse((r) => r.url().endsWith('/app/v1/bindAccount'));
      await page.getByRole('button', { name: 'Bind number' }).click();
      expect(((await (await bound).json()) as { errcode: number }).errcode).toBe(0);

      // Claim both, each under a double click: one request and one credit per task.
      await page.goto(`${baseUrl()}/lobby/task`);
      for (const name of ['Log in today', 'Bind your mobile number']) {
        const task = card(page, name);
        const answered = page.waitForResponse((r) => r.url().endsWith('/app/v1/receiveTaskAward'));
        await task.getByRole('button', { name: 'Claim' }).dblclick();
        expect(((await (await answered).json()) as { errcode: number }).errcode).toBe(0);
        await task.getByText('Received').waitFor();
      }
      await page.waitForTimeout(300);
      expect(claims()).toBe(2);
      expect((await coinOf(token)) - before).toBe(100 + 300);
      await screenshot(page, 'tasks-claimed-375-en');

      // Nothing is left to receive: the dot goes without a reload (home through the tab bar).
      await page.getByRole('navigation', { name: TAB_BAR }).getByRole('link', { name: 'Home' }).click();
      await page.waitForURL('**/lobby/home');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const entry = page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: /^Tasks/ });
      await expect.poll(() => entry.textContent(), { timeout: 5000 }).toBe('Tasks');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is a desktop page at 1280×800, reads in Thai, and lists the achievements', async () => {
    const token = await registerPlayer();
    const { page, context, problems } = await e2e.open('desktop', { local: { token } });
    try {
      await page.goto(`${baseUrl()}/lobby/task`);
      await page.getByRole('heading', { name: 'ภารกิจ', level: 1 }).waitFor();
      await card(page, 'เข้าสู่ระบบวันนี้').getByRole('button', { name: 'รับรางวัล' }).waitFor();
      // Game names (Tiger, Lucky Neko) are the catalogue's proper names; every other word is Thai.
      const text = ((await page.getByRole('tabpanel').textContent()) ?? '').replace(/Tiger|Lucky Neko/g, '');
      expect(text).not.toMatch(/[A-Za-z]{3,}/);
      await screenshot(page, 'tasks-daily-1280-th');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'ความสำเร็จ' }).click();
      await card(page, 'เล่นเกมครบ 50 รอบ').waitFor();
      await screenshot(page, 'tasks-achieve-1280-th');
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Thai on a phone and English on desktop', async () => {
    const token = await registerPlayer();
    const th = await e2e.open('mobile', { local: { token } });
    const en = await e2e.open('desktop', { local: { token, locale: 'en-US' } });
    try {
      await th.page.goto(`${baseUrl()}/lobby/task`);
      await card(th.page, 'เข้าสู่ระบบวันนี้').waitFor();
      await screenshot(th.page, 'tasks-daily-375-th');
      await en.page.goto(`${baseUrl()}/lobby/task`);
      await card(en.page, 'Log in today').waitFor();
      await screenshot(en.page, 'tasks-daily-1280-en');
      expect(await seriousViolations(en.page)).toEqual([]);
      expect([...th.problems, ...en.problems]).toEqual([]);
    } finally {
      await th.context.close();
      await en.context.close();
    }
  });
});
