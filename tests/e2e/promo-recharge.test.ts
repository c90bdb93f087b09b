/**
 * The deposit-driven bonuses in Debian Chromium against the real server (issue 15 §4): a deposit paid through
 * the sandbox payment provider fills the cash-bonus pot and reaches ladder tiers; on /activity/cashBonus the
 * pot is claimed once under a double tap (the balance rises once, the pot is empty after) and a ladder tier is
 * claimed once; axe finds nothing serious; screenshots at 375×812 and 1280×800 (/lobby/activity/cashBonus) in
 * en-US and th-TH.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activity } from '../../contract/paths';
import { apiPost, baseUrl, e2eFile, registerPlayer, screenshot, seriousViolations } from '../helpers/e2e';
import { withoutLatinNames } from '../helpers/catalogs';

const e2e = e2eFile();

const coin = async (token: string) => (await apiPost('refreshData', {}, { token })).coin as number;

/** A deposit of `amount` hundredths on channel 1, paid on the sandbox provider's page (its callback completes it). */
async function deposit(token: string, amount: number): Promise<void> {
  const order = await apiPost('recharge3', { amount, version: 4, actType: 0, rechargeType: 1 }, { token });
  expect(order.errcode, JSON.stringify(order)).toBe(0);
  const paid = await fetch(`${baseUrl()}/sandbox/pay/${order.orderId as string}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  await paid.arrayBuffer();
  expect(paid.status).toBe(303);
  const check = await apiPost('checkRechargeOrder', { orderId: order.orderId }, { token });
  expect(check.isRechargeDone).toBe(1);
}

async function signedIn(token: string, viewport: 'mobile' | 'desktop', locale: string) {
  return e2e.open(viewport, { locale, local: { token, locale } });
}

const board = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

describe('cash bonus and ladder recharge', () => {
  it('a sandbox deposit fills the pot and opens tiers; each is claimed once (375, en-US)', async () => {
    const token = await registerPlayer({ banks: [1] });
    await deposit(token, 60_000); // ฿600: 5 % = ฿30 into the pot; tiers ฿100 and ฿500 open
    const pot = (await apiPost('rechargeBonusCollection6', {}, { token })).rechargeBonusCollection6 as {
      amount: number;
    };
    expect(pot.amount).toBe(3_000);

    const { page, context, problems } = await signedIn(token, 'mobile', 'en-US');
    try {
      await page.goto(`${baseUrl()}${activity('cashBonus')}`);
      const fund = board(page, 'Cash bonus pot');
      const potCard = fund.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Your pot' }) });
      await potCard.getByText('30.00').first().waitFor();
      const ladder = board(page, 'Ladder recharge');
      const tier2 = ladder
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Deposit 500.00 today' }) });
      await tier2.getByRole('button', { name: 'Receive' }).waitFor();
      await screenshot(page, 'cash-bonus-375-en');
      expect(await seriousViolations(page)).toEqual([]);

      const before = await coin(token);
      await potCard.getByRole('button', { name: 'Receive' }).dblclick();
      await potCard.getByText(/Your pot is empty/).waitFor();
      expect(await coin(token)).toBe(before + 3_000);
      // Claiming again through the API is refused: nothing is left.
      expect((await apiPost('receiverRechargeBonusCollection6', {}, { token })).errcode).toBe(1010);
      expect(await coin(token)).toBe(before + 3_000);

      await tier2.getByRole('button', { name: 'Receive' }).dblclick();
      await tier2.getByText('Received').waitFor();
      expect(await coin(token)).toBe(before + 3_000 + 3_000);
      expect((await apiPost('receiverRechargeBonusCollection8', { id: 2 }, { token })).errcode).toBe(1009);
      expect(await coin(token)).toBe(before + 6_000);
      await screenshot(page, 'cash-bonus-claimed-375-en');
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads Thai at 375 and shows the desktop page at 1280 in both locales', async () => {
    const token = await registerPlayer({ banks: [1] });
    await deposit(token, 10_000);
    for (const [viewport, locale, path] of [
      ['mobile', 'th-TH', activity('cashBonus')],
      ['desktop', 'th-TH', activity('cashBonus', 'desktop')],
      ['desktop', 'en-US', activity('cashBonus', 'desktop')],
    ] as const) {
      const { page, context, problems } = await signedIn(token, viewport, locale);
      try {
        await page.goto(`${baseUrl()}${path}`);
        const tier = locale === 'th-TH' ? 'ฝากครบ 100.00 ในวันนี้' : 'Deposit 100.00 today';
        const claim = locale === 'th-TH' ? 'รับรางวัล' : 'Receive';
        const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: tier }) });
        await row.getByRole('button', { name: claim }).waitFor();
        if (locale === 'th-TH') {
          const text = await page.getByRole('main').last().innerText();
          expect(withoutLatinNames(text), 'no English on the Thai page').not.toMatch(/[A-Za-z]{3,}/);
        }
        // Nothing fixed covers the claim button.
        await row.getByRole('button', { name: claim }).scrollIntoViewIfNeeded();
        const box = (await row.getByRole('button', { name: claim }).boundingBox())!;
        const hit = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(hit).toBe(claim);
        await screenshot(page, `cash-bonus-${viewport === 'mobile' ? 375 : 1280}-${locale === 'th-TH' ? 'th' : 'en'}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
