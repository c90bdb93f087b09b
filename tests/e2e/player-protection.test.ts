/**
 * Player protection in Debian Chromium against the real server (issue 25 §1): a daily deposit limit set on the
 * "Responsible gaming" page, what is left shown on the deposit page before the player types, a deposit up to
 * the limit paid through the sandbox provider, and the next deposit refused with the amount left; the page at
 * 375×812 and 1280×800 in en-US and th-TH with axe clean. One browser and one player for the file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PATH } from '../../contract/paths';
import { apiPost, baseUrl, e2eFile, screenshot, seriousViolations } from '../helpers/e2e';

const e2e = e2eFile();
let token: string;
beforeAll(async () => {
  token = await e2e.player('player', { banks: [1] });
});

const signedIn = (viewport: 'mobile' | 'desktop' = 'mobile', locale = 'en-US') => e2e.signedIn(token, viewport, locale);

describe('deposit limits', () => {
  it('a daily limit set on the page caps deposits: left shown before typing, the next deposit refused', async () => {
    const { page, context, problems } = await signedIn();
    try {
      await page.goto(`${baseUrl()}${PATH.protection}`);
      const day = page.getByRole('listitem', { name: 'Daily limit' });
      await day.getByRole('button', { name: 'Set daily limit' }).click();
      await day.getByRole('textbox', { name: 'New daily limit (฿)' }).fill('500');
      await day.getByRole('button', { name: 'Continue' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm your deposit limit' });
      await confirm.getByText('Your daily deposit limit will be ฿500.00, starting now.').waitFor();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await day.getByText('฿500.00', { exact: true }).waitFor();
      await day.getByText(/Deposited ฿0\.00 · ฿500\.00 left until/).waitFor();
      await screenshot(page, 'protection-375-en');
      expect(await seriousViolations(page)).toEqual([]);

      // The deposit page says what is left before the player types.
      await page.goto(`${baseUrl()}${PATH.deposit}`);
      const note = page.getByTestId('deposit-limit-note');
      await note.getByText(/Your deposit limit: ฿500\.00 left until/).waitFor();
      await page.getByRole('radio', { name: /TrueMoney Wallet/ }).check({ force: true });
      await page.getByRole('textbox', { name: /^Amount/ }).fill('300');
      await page.getByRole('button', { name: 'Deposit ฿300.00' }).click();
      const frame = page.frameLocator('iframe[title="Payment provider page"]');
      await frame.getByRole('button', { name: 'Pay' }).click();
      await frame.getByText('Payment received').waitFor();
      await page.getByRole('button', { name: 'I have paid' }).click();
      await page.getByRole('heading', { name: 'Deposit received' }).waitFor();
      const promo = page.getByRole('dialog', { name: 'Get the Android app' });
      if (await promo.isVisible()) await promo.getByRole('button', { name: 'Later' }).click();
      await page.getByRole('button', { name: 'Deposit again' }).click();
      await note.getByText(/Your deposit limit: ฿200\.00 left until/).waitFor();

      // Over what is left: refused by the server with the amount left.
      await page.getByRole('radio', { name: /TrueMoney Wallet/ }).check({ force: true });
      await page.getByRole('textbox', { name: /^Amount/ }).fill('300');
      await page.getByRole('button', { name: 'Deposit ฿300.00' }).click();
      await page
        .getByText(/^This deposit is over your daily deposit limit of ฿500\.00: ฿200\.00 left until .+\.$/)
        .waitFor();
      await screenshot(page, 'protection-deposit-refused-375-en');
      const left = await apiPost('getPlayerProtection', {}, { token });
      expect(left.depositLeft).toBe(20_000);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the deposit page in Thai at 375×812 says what is left of the limit', async () => {
    const { page, context, problems } = await signedIn('mobile', 'th-TH');
    try {
      await page.goto(`${baseUrl()}${PATH.deposit}`);
      const note = page.getByTestId('deposit-limit-note');
      await note.getByText(/^วงเงินฝากของคุณ: เหลือ ฿200\.00 จนถึง /).waitFor();
      expect(await note.getByRole('link', { name: 'การเล่นอย่างรับผิดชอบ' }).getAttribute('href')).toBe(PATH.protection);
      await screenshot(page, 'protection-deposit-375-th');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const locale of ['th-TH', 'en-US'])
    it(`the page at 1280×800 (${locale}) shows the limit in force; axe clean`, async () => {
      const { page, context, problems } = await signedIn('desktop', locale);
      try {
        await page.goto(`${baseUrl()}${PATH.protection}`);
        const name = locale === 'th-TH' ? 'วงเงินรายวัน' : 'Daily limit';
        await page.getByRole('listitem', { name }).getByText('฿500.00', { exact: true }).waitFor();
        await screenshot(page, `protection-1280-${locale === 'th-TH' ? 'th' : 'en'}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
});
