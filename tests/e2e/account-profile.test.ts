/**
 * The profile pages in Chromium against the real server (issue 14 §4, §6): a new player edits nickname and
 * avatar and the header and menu follow without a reload; sets a superior once (the menu's entry goes, a
 * second time is refused); the other data saves (and under 21 is refused); the licence and accepted-terms
 * pages render; desktop /lobby/profile at 1280×800; axe on every page; screenshots in en-US and th-TH.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiPost,
  baseUrl,
  e2eFile,
  type OpenPage,
  registerPlayer,
  screenshot,
  seriousViolations,
  serverNow,
  type ViewportName,
} from '../helpers/e2e';

const e2e = e2eFile();

async function playerPage(
  viewport: ViewportName,
  locale: 'en-US' | 'th-TH' = 'en-US',
): Promise<OpenPage & { token: string }> {
  const token = await registerPlayer();
  const opened = await e2e.open(viewport, { local: { token, locale } });
  return { ...opened, token };
}

async function userOf(token: string): Promise<{ id: number; pid: number; nickname: string; avatar: number }> {
  return (await apiPost('getUserInfo', {}, { token })).user as {
    id: number;
    pid: number;
    nickname: string;
    avatar: number;
  };
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The avatar number the home header shows. */
async function headerAvatar(page: Page): Promise<string | null> {
  return page.getByRole('button', { name: 'Open menu' }).locator('img').getAttribute('src');
}

describe('profile (mobile)', () => {
  it('edits nickname and avatar: the header and the menu follow without a reload', async () => {
    const { page, context, problems, token } = await playerPage('mobile');
    try {
      const before = await userOf(token);
      const next = (before.avatar % 12) + 1;
      await page.goto(`${baseUrl()}/lobby/home`);
      expect(await headerAvatar(page)).toBe(`/static/avatar/avatar_${before.avatar}.svg`);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'My profile' }).click();
      await page.waitForURL('**/profile/user');

      await page.getByRole('button', { name: 'Change avatar' }).click();
      // A click, not check(): the saved pick closes the picker, so the radio is gone before it could be re-read.
      await page.getByRole('radio', { name: `Avatar ${next}`, exact: true }).click();
      await page.getByText('Saved.').first().waitFor();
      // Saved: the picker closes and the card shows the new picture.
      await page.getByRole('button', { name: 'Change avatar' }).waitFor();

      await page.getByRole('button', { name: 'Edit nickname' }).click();
      const field = page.getByRole('textbox', { name: 'Nickname' });
      await field.fill('ab!');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Use letters, digits, spaces, _ . and - only.').waitFor();
      await field.fill('Lucky Tester');
      await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
      await page.getByRole('button', { name: 'Edit nickname' }).waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'profile-user-mobile-en');

      expect(await userOf(token)).toMatchObject({ nickname: 'Lucky Tester', avatar: next });
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/lobby/home');
      expect(await headerAvatar(page)).toBe(`/static/avatar/avatar_${next}.svg`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByText('Lucky Tester').waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sets a superior once: the menu entry goes and a second time is refused', async () => {
    const bossToken = await registerPlayer();
    const boss = await userOf(bossToken);
    const { page, context, problems, token } = await playerPage('mobile');
    try {
      await page.goto(`${baseUrl()}/lobby/home`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Set superior' }).click();
      await page.waitForURL('**/profile/superior');
      await page.getByRole('textbox', { name: "Superior's user ID" }).fill('99999999');
      await page.getByRole('button', { name: 'Set superior' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('No player has this user ID. (code 2102)').waitFor();
      await page.getByRole('textbox', { name: "Superior's user ID" }).fill(String(boss.id));
      await page.getByRole('button', { name: 'Set superior' }).click();
      await expectAxeClean(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).dblclick();
      await page.getByText(`Your superior: user ID ${boss.id}`).waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'profile-superior-mobile-en');
      expect((await userOf(token)).pid).toBe(boss.id);
      expect(await apiPost('agentFill', { pid: boss.id }, { token })).toMatchObject({ errcode: 2101 });

      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/lobby/home');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await menu.getByText(`Superior ID: ${boss.id}`).waitFor();
      expect(await menu.getByRole('link', { name: 'Set superior' }).count()).toBe(0);
      // The page itself refuses from now on.
      await page.goto(`${baseUrl()}/profile/superior`);
      await page.getByText(`Your superior: user ID ${boss.id}`).waitFor();
      expect(await page.getByRole('textbox').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('saves the other data and refuses an under-21 birthday', async () => {
    const { page, context, problems, token } = await playerPage('mobile');
    try {
      await page.goto(`${baseUrl()}/profile/info`);
      await page.getByRole('textbox', { name: 'Real name' }).fill('Somchai Jaidee');
      // 20 years old on the server's clock (the run's, not today's).
      const young = new Date(((await serverNow()) as number) - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Date of birth').fill(young);
      await page.getByRole('button', { name: 'Save details' }).click();
      await page.getByText('Players must be 21 or older.').waitFor();
      await page.getByLabel('Date of birth').fill('1990-05-17');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('Somchai@Example.test');
      await page.getByRole('radio', { name: 'Male', exact: true }).check();
      await page.getByRole('button', { name: 'Save details' }).click();
      await page.getByText('Saved.').first().waitFor();
      expect((await apiPost('appUserOther', {}, { token })).appUserOther).toMatchObject({
        realName: 'Somchai Jaidee',
        birthday: '1990-05-17',
        email: 'somchai@example.test',
        gender: 1,
      });
      await page.reload();
      await expect.poll(() => page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('somchai@example.test');
      await expectAxeClean(page);
      await screenshot(page, 'profile-info-mobile-en');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the licence and the accepted terms with their date, in Thai', async () => {
    const { page, context, problems } = await playerPage('mobile', 'th-TH');
    try {
      await page.goto(`${baseUrl()}/profile/user`);
      await page.getByRole('link', { name: 'ใบอนุญาต' }).click();
      await page.waitForURL('**/profile/license');
      await page.getByText('SBX-OGL-2026-0001').waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'profile-license-mobile-th');
      await page.goto(`${baseUrl()}/profile/agree/terms`);
      await page.getByText(/^คุณยอมรับเอกสารนี้เมื่อ/).waitFor();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'profile-agree-mobile-th');
      await page.goto(`${baseUrl()}/profile/user`);
      await page.getByRole('button', { name: 'แก้ไข ชื่อเล่น' }).waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'profile-user-mobile-th');
      // No English words on the Thai screen (ids, codes and the account number aside).
      const text = await page.locator('main, body').first().innerText();
      expect(text.match(/\b[A-Za-z]{4,}\b/g)?.filter((w) => !/^(Player|VIP)/.test(w)) ?? []).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('profile (desktop)', () => {
  for (const locale of ['en-US', 'th-TH'] as const) {
    it(`/lobby/profile at 1280×800 (${locale}): card, superior form and other data; axe clean`, async () => {
      const { page, context, problems } = await playerPage('desktop', locale);
      try {
        await page.goto(`${baseUrl()}/lobby/profile`);
        const en = locale === 'en-US';
        await page.getByRole('button', { name: en ? 'Edit nickname' : 'แก้ไข ชื่อเล่น' }).waitFor();
        await page.getByRole('textbox', { name: en ? 'E-mail' : 'อีเมล' }).waitFor();
        await page.getByRole('textbox', { name: en ? "Superior's user ID" : 'ไอดีผู้ใช้ของผู้แนะนำ' }).waitFor();
        await expectAxeClean(page);
        await screenshot(page, `profile-desktop-${en ? 'en' : 'th'}`);
        if (en) {
          await page.getByRole('button', { name: 'Edit nickname' }).click();
          await page.getByRole('textbox', { name: 'Nickname' }).fill('Desk Top');
          await page.getByRole('button', { name: 'Save', exact: true }).click();
          // The desktop shell's user block follows.
          await page.locator('aside').getByText('Desk Top').waitFor();
        }
        // /profile/info on desktop goes to /lobby/profile (desktop redirects).
        await page.goto(`${baseUrl()}/profile/info`);
        await page.waitForURL('**/lobby/profile');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
