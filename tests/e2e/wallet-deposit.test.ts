/**
 * Deposits and bank cards in Debian Chromium against the real server (issue 5 part C): each of the three
 * panels paid through the sandbox provider, with the balance rising exactly once although the check runs
 * again and again and the page is reloaded mid-flow; a double tap on submit making one order; the bank-card
 * rules of bank deposits (no card → /bindBankCard; a channel tied to a bank the player lacks →
 * /bindBankCard?back=1&id=<bankId>, and back to the deposit with the choice kept); screenshots at 375×812
 * and 1280×800 in th-TH and en-US.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATH } from '../../contract/paths';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import {
  apiPost,
  baseUrl,
  e2eFile,
  type OpenPage,
  registerPlayer,
  screenshot,
  seriousViolations,
} from '../helpers/e2e';

const e2e = e2eFile();

let ipSeq = 0;
const nextIp = () => `10.77.${process.pid & 255}.${(ipSeq += 1)}`;

const post = (op: string, body: unknown, token?: string, ip = '10.77.0.1') => apiPost(op, body, { token, ip });

/** A player registered through the API, with cards of the given banks bound; answers the token. */
const player = (banks: number[] = []) => registerPlayer({ ip: nextIp(), banks });

const coin = async (token: string) => (await post('refreshData', {}, token)).coin as number;

async function signedIn(token: string, options: { viewport?: 'mobile' | 'desktop'; locale?: string } = {}) {
  const opened = await e2e.open(options.viewport ?? 'mobile', {
    local: { token, locale: options.locale ?? 'en-US' },
  });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  return opened;
}

/** Counts recharge3 requests the page sends. */
function countOrders(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/app/v1/recharge3')) n += 1;
  });
  return () => n;
}

async function chooseAndSubmit(page: Page, channel: string, amount: string) {
  await page.goto(`${baseUrl()}/lobby/wallets/deposit`);
  await page.getByRole('radio', { name: new RegExp(channel) }).check({ force: true });
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
}

const sheet = (page: Page) => page.getByRole('dialog');

describe('deposit through the three panels', () => {
  it('payment page: a double tap makes one order; paid in the frame, reloaded mid-flow, credited once', async () => {
    const token = await player([1]);
    const before = await coin(token);
    const { page, context, problems } = await signedIn(token);
    try {
      const orders = countOrders(page);
      await chooseAndSubmit(page, 'TrueMoney Wallet', '300');
      await page.getByRole('button', { name: /^Deposit ฿/ }).dblclick();
      await sheet(page).getByRole('heading', { name: 'Payment' }).waitFor();
      expect(orders()).toBe(1);
      const frame = page.frameLocator('iframe[title="Payment provider page"]');
      // The provider's page is sandboxed with an opaque origin (issue 26 §5): scripts, no allow-same-origin,
      // and it cannot read the app's storage; paying in it still works.
      const sandbox = await page.locator('iframe[title="Payment provider page"]').getAttribute('sandbox');
      expect(sandbox?.split(/\s+/)).toContain('allow-scripts');
      expect(sandbox?.split(/\s+/)).not.toContain('allow-same-origin');
      expect(await frame.locator('body').evaluate(() => window.origin)).toBe('null');
      await frame.getByRole('button', { name: 'Pay' }).click();
      await frame.getByText('Payment received').waitFor();
      await screenshot(page, 'deposit-url-panel-375-en');
      // A reload mid-flow reopens the same order (no second order).
      await page.reload();
      await sheet(page).getByRole('heading', { name: 'Payment' }).waitFor();
      await page.frameLocator('iframe[title="Payment provider page"]').getByText('Payment received').waitFor();
      expect(orders()).toBe(1);
      await page.getByRole('button', { name: 'I have paid' }).click();
      await page.getByRole('heading', { name: 'Deposit received' }).waitFor();
      const promo = page.getByRole('dialog', { name: 'Get the Android app' });
      await promo.waitFor();
      await screenshot(page, 'deposit-done-promo-375-en');
      await promo.getByRole('button', { name: 'Later' }).click();
      expect(await coin(token)).toBe(before + 30_000 + FIRST_DEPOSIT_BONUS);
      // Reloading after the finish and checking again moves nothing.
      await page.reload();
      await page.getByRole('radiogroup', { name: 'Payment method' }).waitFor();
      expect(await page.getByText(/first deposit/).count()).toBe(0);
      expect(await coin(token)).toBe(before + 30_000 + FIRST_DEPOSIT_BONUS);
      // The header's +300 first-deposit hint is gone too.
      await page.goto(`${baseUrl()}/lobby/home`);
      await page.getByRole('button', { name: 'Refresh balance' }).first().waitFor();
      expect(await page.getByRole('link', { name: /\+฿300/ }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('QR: a real countdown; checks while unpaid end in "still waiting"; paid, reloaded, checked again: once', async () => {
    const token = await player([1]);
    const before = await coin(token);
    const { page, context, problems } = await signedIn(token);
    try {
      await chooseAndSubmit(page, 'PromptPay QR', '500');
      await page.getByRole('button', { name: 'Deposit ฿500.00' }).click();
      const dialog = sheet(page);
      const code = dialog.getByRole('img', { name: 'QR code to pay this deposit' });
      await code.waitFor();
      expect(await code.boundingBox()).toMatchObject({ width: 200, height: 200 });
      const timer = dialog.getByRole('timer');
      const first = await timer.textContent();
      expect(first).toMatch(/^(10:00|09:5\d)$/);
      await page.waitForTimeout(2_100);
      expect(await timer.textContent()).not.toBe(first);
      const orderId = (await dialog.locator('dd span').first().textContent())!.trim();
      expect(orderId).toMatch(/^R[0-9A-Z]+$/);
      await screenshot(page, 'deposit-qr-panel-375-en');
      // Closed before paying: the bounded poll ends in "still waiting", with "check again".
      await page.getByRole('button', { name: 'I have paid' }).click();
      await page.getByRole('heading', { name: 'Confirming your payment…' }).waitFor();
      await page.getByRole('button', { name: 'Check now' }).click();
      await page.getByRole('heading', { name: 'Still waiting for your payment' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Check again' }).click();
      await page.getByRole('heading', { name: 'Still waiting for your payment' }).waitFor({ timeout: 20_000 });
      await screenshot(page, 'deposit-still-waiting-375-en');
      // The phone pays (no provider callback: only a check completes it), then the page reloads.
      const paid = await fetch(`${baseUrl()}/sandbox/pay/${orderId}/pay?callback=0`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect(await coin(token)).toBe(before);
      await page.reload();
      await sheet(page).getByRole('img', { name: 'QR code to pay this deposit' }).waitFor();
      await page.getByRole('button', { name: 'I have paid' }).click();
      await page.getByRole('heading', { name: 'Deposit received' }).waitFor();
      expect(await coin(token)).toBe(before + 50_000 + FIRST_DEPOSIT_BONUS);
      for (let i = 0; i < 3; i++) {
        const again = await post('checkRechargeOrder', { orderId }, token);
        expect(again).toMatchObject({ errcode: 0, isRechargeDone: 1, coin: before + 50_000 + FIRST_DEPOSIT_BONUS });
      }
      expect(await coin(token)).toBe(before + 50_000 + FIRST_DEPOSIT_BONUS);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('bank transfer: details in Thai, each copyable; the transfer arrives; credited once', async () => {
    const token = await player([1]);
    const before = await coin(token);
    const { page, context, problems } = await signedIn(token, { locale: 'th-TH' });
    try {
      await page.goto(`${baseUrl()}/lobby/wallets/deposit`);
      await page.getByRole('radio', { name: /โอนเงินผ่านธนาคาร/ }).check({ force: true });
      await page.getByRole('textbox', { name: /^จำนวนเงิน/ }).fill('500');
      await page.getByRole('button', { name: 'ฝากเงิน ฿500.00' }).click();
      const dialog = sheet(page);
      await dialog.getByRole('heading', { name: 'โอนเงินผ่านธนาคาร' }).waitFor();
      for (const label of ['ชื่อธนาคาร', 'ชื่อย่อธนาคาร', 'ชื่อบัญชี', 'เลขที่บัญชี', 'จำนวนเงินที่ต้องโอน'])
        await dialog.getByRole('button', { name: `คัดลอก${label}` }).waitFor();
      await dialog.getByRole('button', { name: 'คัดลอกเลขที่บัญชี' }).click();
      await page.getByText('คัดลอกแล้ว').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('123-4-56789-0');
      await screenshot(page, 'deposit-bank-panel-375-th');
      const orders = (await post('getRechargeRecord', {}, token)).list as Array<{ orderId: string }>;
      const orderId = orders[0]!.orderId;
      await fetch(`${baseUrl()}/sandbox/pay/${orderId}/pay`, { method: 'POST', redirect: 'manual' });
      await page.getByRole('button', { name: 'ฉันชำระเงินแล้ว' }).click();
      await page.getByRole('heading', { name: 'ฝากเงินสำเร็จ' }).waitFor();
      await screenshot(page, 'deposit-done-375-th');
      expect(await coin(token)).toBe(before + 50_000 + FIRST_DEPOSIT_BONUS);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('no click-through on a closing overlay', () => {
  it('a double-click on "paid" in the QR sheet closes it once; the second click does not reach the tab bar', async () => {
    const token = await player([1]);
    const { page, context, problems } = await signedIn(token, { locale: 'th-TH' });
    try {
      await page.goto(`${baseUrl()}${PATH.deposit}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('radio', { name: /PromptPay QR/ }).check({ force: true });
      await page.getByRole('textbox', { name: /^จำนวนเงิน/ }).fill('500');
      await page.getByRole('button', { name: /^ฝากเงิน ฿\s?500\.00$/ }).click();
      await sheet(page).getByRole('img', { name: 'คิวอาร์โค้ดสำหรับชำระรายการฝากเงินนี้' }).waitFor();
      const paid = page.getByRole('button', { name: 'ฉันชำระเงินแล้ว' });
      const box = (await paid.boundingBox())!;
      await paid.dblclick();
      // The sheet is gone and the page checks the payment; what lay under the button was not clicked.
      await page.getByRole('heading', { name: /กำลังตรวจสอบการชำระเงิน|ยังไม่ได้รับการชำระเงิน/ }).waitFor();
      await page.waitForTimeout(800);
      expect(new URL(page.url()).pathname).toBe(PATH.deposit);
      expect(await page.getByRole('dialog').count()).toBe(0);
      // Something clickable does lie there (the tab bar): a single click after the shield still works.
      const under = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a, button')?.tagName ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(under).not.toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('bank-card rules of bank deposits', () => {
  it('sends a player without any card to /bindBankCard', async () => {
    const token = await player();
    const { page, context } = await signedIn(token);
    try {
      await chooseAndSubmit(page, 'TrueMoney Wallet', '100');
      await page.getByRole('button', { name: 'Deposit ฿100.00' }).click();
      await page.waitForURL('**/bindBankCard?back=1');
      await page.getByRole('heading', { name: 'Add a bank card' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends a player without the channel bank to /bindBankCard?back=1&id=1, then back with the choice kept', async () => {
    const token = await player([2]);
    const { page, context, problems } = await signedIn(token);
    try {
      const orders = countOrders(page);
      await page.goto(`${baseUrl()}/lobby/wallets/deposit`);
      const tied = page.getByRole('radio', { name: /Needs a KBANK card/ });
      await tied.check({ force: true });
      await page.getByRole('textbox', { name: /^Amount/ }).fill('250.50');
      await page.getByRole('button', { name: 'Deposit ฿250.50' }).click();
      await page.waitForURL('**/bindBankCard?back=1&id=1');
      await screenshot(page, 'bind-bank-card-375-en');
      expect(await page.getByRole('button', { name: /Bank/ }).first().textContent()).toContain('Kasikorn Bank');
      await page.getByLabel('Account holder name').fill('สมชาย ใจดี');
      await page.getByLabel('Account number').fill('1111 2222 33');
      await page.getByRole('button', { name: 'Add bank card' }).click();
      await page.waitForURL('**/lobby/wallets/deposit?type=4&amount=25050');
      expect(await page.getByRole('radio', { name: /KBANK Direct/ }).isChecked()).toBe(true);
      expect(await page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('250.50');
      await page.getByRole('button', { name: 'Deposit ฿250.50' }).click();
      await sheet(page).getByRole('heading', { name: 'Payment' }).waitFor();
      expect(orders()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('screenshots', () => {
  for (const [viewport, locale] of [
    ['mobile', 'th-TH'],
    ['desktop', 'th-TH'],
    ['desktop', 'en-US'],
  ] as const) {
    it(`deposit page and card list at ${viewport} in ${locale}`, async () => {
      const token = await player([1]);
      const opened: OpenPage = await signedIn(token, { viewport, locale });
      const { page, context, problems } = opened;
      try {
        await page.goto(`${baseUrl()}/lobby/wallets/deposit`);
        await page.getByRole('radiogroup').waitFor();
        await screenshot(page, `deposit-${viewport}-${locale}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto(`${baseUrl()}/${viewport === 'desktop' ? 'lobby/profile/bank' : 'bankCardList'}`);
        await page.getByText('******').first().waitFor();
        await screenshot(page, `bank-cards-${viewport}-${locale}`);
        expect(await seriousViolations(page)).toEqual([]);
        // The bank selection list.
        await page.goto(`${baseUrl()}/${viewport === 'desktop' ? 'lobby/' : ''}bindBankCard`);
        await page.locator('form button[aria-haspopup="dialog"]').click();
        await page.getByRole('dialog').getByRole('list').waitFor();
        await screenshot(page, `bank-picker-${viewport}-${locale}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
