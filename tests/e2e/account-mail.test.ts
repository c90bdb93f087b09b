/**
 * The mail inbox in Chromium against the real server (issue 14 §1, §6): a new player opens mail from the
 * menu, receives the seeded "New player gift" (5 coins, 10 points) once — balance and points rise once,
 * the menu's mail dot clears once both mails are read and the gift taken — a double click on receive
 * credits once, two tabs receiving the same gift credit once, the desktop inbox at 1280×800, Thai and
 * English screenshots, and axe on the list and the mail.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, baseUrl, e2eFile, registerPlayer, screenshot, seriousViolations } from '../helpers/e2e';

const e2e = e2eFile();

interface Figures {
  coin: number;
  lottery: number;
}
const figures = async (token: string): Promise<Figures> => {
  const { user } = (await apiPost('getUserInfo', {}, { token })) as { user: Figures };
  return { coin: user.coin, lottery: user.lottery };
};

/** Counts the receiveMail requests a page sends. */
function countReceives(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/app/v1/receiveMail')) n += 1;
  });
  return () => n;
}

describe('mail inbox', () => {
  it('a new player opens mail from the menu, receives the gift once under a double click, and the mail dot clears', async () => {
    const token = await registerPlayer();
    const before = await figures(token);
    const { page, context, problems } = await e2e.open('mobile', { local: { locale: 'en-US', token } });
    try {
      const receives = countReceives(page);
      await page.goto(`${baseUrl()}/lobby/home`);
      await page.getByTestId('menu-dot').waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'My account' });
      const mailEntry = menu.getByRole('link', { name: /^Mail/ });
      await expect(mailEntry.textContent()).resolves.toMatch(/new/);
      await mailEntry.click();
      await page.waitForURL('**/profile/email');
      const list = page.getByRole('list', { name: 'Your mail' });
      await list.waitFor();
      await screenshot(page, 'mail-list-375-en');
      expect(await seriousViolations(page)).toEqual([]);

      await list.getByRole('button', { name: /New player gift/ }).click();
      await page.getByRole('heading', { name: 'New player gift' }).waitFor();
      const attached = page.getByRole('region', { name: 'Attached rewards' });
      await attached.getByText('5.00').waitFor();
      await attached.getByText('10.00').waitFor();
      await expect(page.getByRole('button', { name: 'Delete mail' }).isDisabled()).resolves.toBe(true);
      await screenshot(page, 'mail-gift-375-en');
      expect(await seriousViolations(page)).toEqual([]);

      const answered = page.waitForResponse((r) => r.url().endsWith('/app/v1/receiveMail'));
      await page.getByRole('button', { name: 'Receive' }).dblclick();
      expect(((await (await answered).json()) as { errcode: number }).errcode).toBe(0);
      await page.getByText('You have received these rewards.').waitFor();
      await page.waitForTimeout(300);
      expect(receives()).toBe(1);
      const after = await figures(token);
      expect(after.coin - before.coin).toBe(500);
      expect(after.lottery - before.lottery).toBe(1000);

      // Read the welcome too: nothing is left to read or receive, so the mail dot goes (no reload).
      await page.getByRole('button', { name: /Back to mail/ }).click();
      const refreshed = page.waitForResponse((r) => r.url().endsWith('/app/v1/hasMailUnread'));
      await list.getByRole('button', { name: /Welcome/ }).click();
      await page.getByRole('heading', { name: 'Welcome' }).waitFor();
      expect((await (await refreshed).json()) as Record<string, number>).toMatchObject({ red0: 0, red1: 0, red2: 0 });
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForURL('**/lobby/home');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const entry = page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: /^Mail/ });
      await expect(entry.textContent()).resolves.toBe('Mail');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('two tabs receiving the same gift credit it once', async () => {
    const token = await registerPlayer();
    const before = await figures(token);
    const a = await e2e.open('mobile', { local: { locale: 'en-US', token } });
    const b = await e2e.open('mobile', { local: { locale: 'en-US', token } });
    try {
      for (const tab of [a, b]) {
        await tab.page.goto(`${baseUrl()}/lobby/email`);
        await tab.page.getByRole('button', { name: /New player gift/ }).click();
        await tab.page.getByRole('button', { name: 'Receive' }).waitFor();
      }
      await Promise.all([
        a.page.getByRole('button', { name: 'Receive' }).click(),
        b.page.getByRole('button', { name: 'Receive' }).click(),
      ]);
      for (const tab of [a, b]) await tab.page.getByText('You have received these rewards.').waitFor();
      const after = await figures(token);
      expect(after.coin - before.coin).toBe(500);
      expect(after.lottery - before.lottery).toBe(1000);
      // Each tab learned it is received: one from its own answer, the other from 2202 (shown as such).
      const notes = await Promise.all(
        [a, b].map((tab) => tab.page.getByText('These rewards were already received (code 2202).').count()),
      );
      expect(notes.sort()).toEqual([0, 1]);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  it('is a desktop page at 1280×800 and reads in Thai', async () => {
    const token = await registerPlayer();
    const { page, context, problems } = await e2e.open('desktop', { local: { token } });
    try {
      await page.goto(`${baseUrl()}/lobby/email`);
      await page.getByRole('heading', { name: 'กล่องจดหมาย' }).waitFor();
      await page.getByRole('list', { name: 'จดหมายของคุณ' }).waitFor();
      await screenshot(page, 'mail-list-1280-th');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /ของขวัญผู้เล่นใหม่/ }).click();
      await page.getByRole('button', { name: 'รับรางวัล' }).waitFor();
      await screenshot(page, 'mail-gift-1280-th');
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('reads in Thai on a phone (receive, then delete with confirmation) and in English on desktop', async () => {
    const token = await registerPlayer();
    const th = await e2e.open('mobile', { local: { token } });
    const en = await e2e.open('desktop', { local: { locale: 'en-US', token } });
    try {
      const { page } = th;
      await page.goto(`${baseUrl()}/profile/email`);
      await page.getByRole('list', { name: 'จดหมายของคุณ' }).waitFor();
      await screenshot(page, 'mail-list-375-th');
      await page.getByRole('button', { name: /ของขวัญผู้เล่นใหม่/ }).click();
      await page.getByRole('button', { name: 'รับรางวัล' }).click();
      await page.getByText('คุณได้รับรางวัลเหล่านี้แล้ว').waitFor();
      await screenshot(page, 'mail-received-375-th');
      await page.getByRole('button', { name: 'ลบจดหมาย' }).click();
      const dialog = page.getByRole('dialog', { name: 'ลบจดหมายฉบับนี้?' });
      await dialog.waitFor();
      await screenshot(page, 'mail-delete-375-th');
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'ลบ', exact: true }).click();
      await page.getByText('ลบจดหมายแล้ว').waitFor();
      const list = page.getByRole('list', { name: 'จดหมายของคุณ' });
      await list.getByRole('button', { name: /ยินดีต้อนรับ/ }).waitFor();
      expect(await list.getByRole('button', { name: /ของขวัญผู้เล่นใหม่/ }).count()).toBe(0);
      expect(th.problems).toEqual([]);

      await en.page.goto(`${baseUrl()}/lobby/email`);
      await en.page.getByRole('list', { name: 'Your mail' }).waitFor();
      await en.page.getByRole('button', { name: /Welcome/ }).click();
      await en.page.getByRole('heading', { name: 'Welcome' }).waitFor();
      await screenshot(en.page, 'mail-welcome-1280-en');
      expect(await seriousViolations(en.page)).toEqual([]);
      expect(en.problems).toEqual([]);
    } finally {
      await th.context.close();
      await en.context.close();
    }
  });
});
