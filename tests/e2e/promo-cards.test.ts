/**
 * Login-pay cards in Debian Chromium against the real server (issue 15 §3, §6): a card bought from
 * /activity/signPay through the deposit page and the sandbox payment (recharge3 actType 6 with the card's
 * propId), the card recorded, day 1 claimed once (a second claim the same day refused with 1009), the page
 * and the rule page at 375×812 and 1280×800 in en-US and th-TH, axe on each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activity, ruleOn } from '../../contract/paths';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import { apiPost, baseUrl, e2eFile, registerPlayer, screenshot, seriousViolations } from '../helpers/e2e';
import { withoutLatinNames } from '../helpers/catalogs';

const e2e = e2eFile();

let ipSeq = 0;
const nextIp = () => `10.79.${process.pid & 255}.${(ipSeq += 1)}`;
const post = (op: string, body: unknown, token?: string) => apiPost(op, body, { token, ip: '10.79.0.1' });
const coin = async (token: string) => (await post('refreshData', {}, token)).coin as number;

async function signedIn(token: string, viewport: 'mobile' | 'desktop', locale: string) {
  return e2e.open(viewport, { local: { token, locale } });
}

/** The page's text without the shell (the main content), for the no-English check. */
const mainText = (page: Page) => page.locator('main').first().innerText();

let buyer = '';

describe('login-pay cards', () => {
  it('buys a card through the sandbox payment and claims day 1 once', async () => {
    buyer = await registerPlayer({ ip: nextIp(), banks: [1] });
    const before = await coin(buyer);
    const { page, context, problems } = await signedIn(buyer, 'mobile', 'en-US');
    try {
      await page.goto(`${baseUrl()}${activity('signPay')}`);
      const sale = page.getByRole('region', { name: 'Cards on sale' });
      await sale.waitFor();
      expect(await sale.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
        '7-day card · ฿100.00',
        '7-day card · ฿300.00',
        '15-day card · ฿500.00',
        '30-day card · ฿1,000.00',
      ]);
      await screenshot(page, 'promo-cards-375-en');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Buy for ฿300.00' }).click();
      const card = page.getByRole('region', { name: 'Daily sign-in card' });
      await card.waitFor();
      await card.getByText('You are buying the 7-day sign-in card of ฿300.00').waitFor();
      expect(page.url()).toContain('actType=6');
      await page.getByRole('radio', { name: /TrueMoney Wallet/ }).check({ force: true });
      await screenshot(page, 'promo-cards-deposit-375-en');
      await page.getByRole('button', { name: 'Deposit ฿300.00' }).click();
      const frame = page.frameLocator('iframe[title="Payment provider page"]');
      await frame.getByRole('button', { name: 'Pay' }).click();
      await frame.getByText('Payment received').waitFor();
      await page.getByRole('button', { name: 'I have paid' }).click();
      await page.getByRole('heading', { name: 'Sign-in card bought' }).waitFor();
      const promo = page.getByRole('dialog', { name: 'Get the Android app' });
      if (await promo.isVisible().catch(() => false)) await promo.getByRole('button', { name: 'Later' }).click();
      await screenshot(page, 'promo-cards-bought-375-en');
      await page.getByRole('link', { name: 'Claim day 1' }).click();

      const mine = page.getByRole('region', { name: 'My cards' });
      await mine.waitFor();
      const claim = mine.getByRole('button', { name: 'Claim day 1: 60.00 coins' });
      await claim.dblclick();
      await page.getByText('Received 60.00 coins.').waitFor();
      await mine.getByText("Today's coins are received. Come back tomorrow for the next day.").waitFor();
      await mine.getByText('1 of 7 days received').waitFor();
      await screenshot(page, 'promo-cards-claimed-375-en');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await coin(buyer)).toBe(before + 30_000 + FIRST_DEPOSIT_BONUS + 6_000);

      // Once per local day: a second claim the same day is refused, nothing more is credited.
      const state = await post('getLoginPayUser3', {}, buyer);
      const owned = state.ownList as Array<{ id: number; propId: number; receivedToday: number }>;
      expect(owned).toEqual([expect.objectContaining({ propId: 6005, receivedToday: 1 })]);
      expect((await post('receiveLoginPay3', { id: owned[0]!.id }, buyer)).errcode).toBe(1009);
      expect(await coin(buyer)).toBe(before + 30_000 + FIRST_DEPOSIT_BONUS + 6_000);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['mobile', 'th-TH'],
    ['desktop', 'th-TH'],
    ['desktop', 'en-US'],
  ] as const)('%s %s: the cards page and its rule page, readable and accessible', async (viewport, locale) => {
    const token = buyer || (await registerPlayer({ ip: nextIp(), banks: [1] }));
    const { page, context, problems } = await signedIn(token, viewport, locale);
    const thai = locale === 'th-TH';
    const tag = `${viewport === 'mobile' ? 375 : 1280}-${thai ? 'th' : 'en'}`;
    try {
      await page.goto(`${baseUrl()}${activity('signPay', viewport)}`);
      await page.getByRole('region', { name: thai ? 'บัตรที่จำหน่าย' : 'Cards on sale' }).waitFor();
      await screenshot(page, `promo-cards-${tag}`);
      expect(await seriousViolations(page)).toEqual([]);
      if (thai) expect(withoutLatinNames(await mainText(page))).not.toMatch(/[A-Za-z]{3,}/);
      await page.getByRole('link', { name: thai ? 'กติกาบัตรเช็กอิน' : 'How sign-in cards work' }).click();
      await page.waitForURL(`**${ruleOn(viewport, 'dayBonus')}`);
      await page.getByRole('heading', { name: thai ? 'กติกาบัตรเช็กอิน' : 'Sign-in card rules', level: 1 }).waitFor();
      await screenshot(page, `promo-cards-rule-${tag}`);
      expect(await seriousViolations(page)).toEqual([]);
      if (thai) expect(withoutLatinNames(await mainText(page))).not.toMatch(/[A-Za-z]{3,}/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
