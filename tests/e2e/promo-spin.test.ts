/**
 * Invite & Spin in Chromium against the real server (issue 15 §2, §6): a new player has the spin of the
 * configured first-login condition, opens the wheel from the centre tab of the bottom bar, spins (the wheel
 * turns to the server's slice and the result shows once it stops), sees the spin in the record, and is
 * refused a cash-out before the target without a call; the desktop page at 1280×800 in Thai with reduced
 * motion (no turn, the result at once); screenshots in both locales and layouts; axe on each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, baseUrl, e2eFile, registerPlayer, screenshot, seriousViolations } from '../helpers/e2e';

const e2e = e2eFile();

/** Counts the requests of one operation a page sends. */
function countCalls(page: Page, op: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/app/v1/${op}`)) n += 1;
  });
  return () => n;
}

interface SpinStateBody {
  errcode: number;
  spinsLeft: number;
  spinsUsed: number;
  progress: number;
}

describe('invite & spin', () => {
  it('a new player spins from the centre tab, sees the result after the wheel stops and the record; cash-out is refused before the target', async () => {
    const token = await registerPlayer();
    const { page, context, problems } = await e2e.open('mobile', { local: { token, locale: 'en-US' } });
    try {
      const spins = countCalls(page, 'actInviteUserSpin');
      const exchanges = countCalls(page, 'actInviteUserExchange');
      await page.goto(`${baseUrl()}/lobby/home`);
      await page.getByRole('navigation', { name: 'Lobby' }).getByRole('link', { name: /Spin/ }).click();
      await page.waitForURL('**/activity/spin');
      await page.getByRole('heading', { name: 'Invite & Spin', level: 1 }).waitFor();
      await page.getByText('1 spin left').waitFor();
      await screenshot(page, 'spin-375-en');
      expect(await seriousViolations(page)).toEqual([]);

      const spinButton = page.getByRole('button', { name: 'Spin', exact: true });
      await spinButton.dblclick();
      // The wheel turns to the server's slice; the result is not shown while it turns.
      await page.locator('svg[data-animating]').waitFor();
      expect(await page.getByRole('dialog', { name: /You got/ }).isVisible()).toBe(false);
      const dialog = page.getByRole('dialog', { name: /You got/ });
      await dialog.waitFor({ timeout: 8000 });
      await screenshot(page, 'spin-result-375-en');
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.getByText('Spin 1', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'No spins left' }).waitFor();
      expect(spins()).toBe(1);

      const state = (await apiPost('actInviteUser', {}, { token })) as unknown as SpinStateBody;
      expect(state).toMatchObject({ errcode: 0, spinsLeft: 0, spinsUsed: 1 });
      expect(state.progress).toBeGreaterThan(0);

      // Cash-out before the target: refused on the page, saying what is missing, without a call.
      await page.getByRole('button', { name: /Cash out/ }).click();
      await page.getByText(/still to go before you can cash out/).waitFor();
      expect(exchanges()).toBe(0);
      // The server refuses it too.
      expect(((await apiPost('actInviteUserExchange', {}, { token })) as { errcode: number }).errcode).toBe(1002);
      await screenshot(page, 'spin-record-375-en');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is a desktop page at 1280×800 in Thai; with reduced motion the result shows at once', async () => {
    const token = await registerPlayer();
    const { page, context, problems } = await e2e.open('desktop', { local: { token } });
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${baseUrl()}/lobby/activity/spin`);
      const heading = page.getByRole('heading', { name: 'ชวนเพื่อนหมุนวงล้อ', level: 1 });
      await heading.waitFor();
      await page.getByText('เหลือสิทธิ์หมุน 1 ครั้ง').waitFor();
      const text = (await page.locator('main').last().textContent()) ?? '';
      expect(text).not.toMatch(/[A-Za-z]{3,}/);
      await screenshot(page, 'spin-1280-th');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'หมุนเลย' }).click();
      await page.getByRole('dialog', { name: /คุณได้/ }).waitFor({ timeout: 2000 });
      expect(await page.locator('svg[data-animating]').count()).toBe(0);
      await screenshot(page, 'spin-result-1280-th');
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
      await th.page.goto(`${baseUrl()}/activity/spin`);
      await th.page.getByText('เหลือสิทธิ์หมุน 1 ครั้ง').waitFor();
      await screenshot(th.page, 'spin-375-th');
      expect(await seriousViolations(th.page)).toEqual([]);
      await en.page.goto(`${baseUrl()}/lobby/activity/spin`);
      await en.page.getByText('1 spin left').waitFor();
      await screenshot(en.page, 'spin-1280-en');
      expect(await seriousViolations(en.page)).toEqual([]);
      expect([...th.problems, ...en.problems]).toEqual([]);
    } finally {
      await th.context.close();
      await en.context.close();
    }
  });
});
