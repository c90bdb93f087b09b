/**
 * Cool-off and self-exclusion in Debian Chromium against the real server (issue 25 §3, §5). One browser for the
 * file, players made through the API with a card, verified identity, a safebox password and a paid deposit.
 *
 * - 375×812, en-US: a player signed in on two devices self-excludes for 6 months from the "Responsible gaming"
 *   page (choose, review, password); the other device is signed out at once, login is refused with the end
 *   date, and the withdraw-only page withdraws the balance. The devices and login history before that.
 * - 1280×800, th-TH: the same page in Thai, a 24-hour cool-off, and the Thai refusal at login.
 * - 375×812, en-US: a self-excluded player with no safebox password binds a card (of another bank) and sets the
 *   password inside the withdraw-only area, withdraws to that card, and the break's page says from when it can
 *   be ended. (The view tests start from no card at all: a deposit, the only cash, needs a card here.)
 * axe serious/critical = 0 on every new screen; screenshots of each.
 */
import { constants, publicEncrypt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH } from '../../contract/paths';
import {
  apiPost,
  baseUrl,
  lastOtp,
  closeContexts,
  workerBrowser,
  openPage,
  screenshot,
  seriousViolations,
  uniqueMobile,
} from '../helpers/e2e';
import { verifyIdentity } from '../helpers/e2e-wallet';

const PASSWORD = 'Secret123!';
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
});

let ipSeq = 0;

/**
 * A player ready to withdraw (card of bank 1, verified identity, safebox PIN 123456, ฿300 deposited); `bare`:
 * no safebox password (the card stays: a deposit needs one, DEPOSIT_BANK, and a deposit is the only cash).
 */
async function readyPlayer({ bare = false } = {}): Promise<{
  mobile: string;
  token: string;
  encrypt: (s: string) => string;
}> {
  ipSeq += 1;
  const ip = `10.77.${process.pid & 255}.${ipSeq}`;
  const post = (op: string, body: unknown, token?: string) => apiPost(op, body, { token, ip });
  const key = (await post('preLogin', {})).publicKey as string;
  const encrypt = (secret: string) =>
    publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(secret)).toString(
      'base64',
    );
  const mobile = uniqueMobile();
  await post('smsSend', { mobile, type: 0 });
  const reg = await post('accountRegist4', {
    account: mobile,
    password: encrypt(PASSWORD),
    code: await lastOtp(mobile),
    type: 0,
  });
  expect(reg.errcode).toBe(0);
  const token = reg.token as string;
  expect(
    (await post('addBankInfo', { bankId: 1, accountName: 'Somchai Jaidee', cardNum: '1234567890' }, token)).errcode,
  ).toBe(0);
  await verifyIdentity(token, { ip });
  if (!bare) expect((await post('safeboxPasswordInit', { password: encrypt('123456') }, token)).errcode).toBe(0);
  const order = await post('recharge3', { amount: 30_000, version: 4, actType: 0, rechargeType: 1 }, token);
  expect(order.errcode).toBe(0);
  const paid = await fetch(`${baseUrl()}/sandbox/pay/${order.orderId as string}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  await paid.arrayBuffer();
  return { mobile, token, encrypt };
}

async function logIn(page: Page, mobile: string, labels: { account: string; password: string; submit: string }) {
  await page.goto(`${baseUrl()}${PATH.login}`);
  await page.getByRole('textbox', { name: labels.account }).fill(mobile);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

const EN = { account: 'Account', password: 'Password', submit: 'Log in' };
const TH = { account: 'บัญชีผู้ใช้', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' };

describe('self-exclusion', () => {
  it('signs out every device at once, refuses login with the end date, and still lets the balance out (375×812, en-US)', async () => {
    const { mobile, token } = await readyPlayer();
    const a = await openPage(browser, 'mobile', { local: { locale: 'en-US' } });
    const b = await openPage(browser, 'mobile', { local: { token, locale: 'en-US' } });
    try {
      await logIn(a.page, mobile, EN);
      await a.page.waitForURL((url) => !url.pathname.startsWith(PATH.login));
      await b.page.goto(`${baseUrl()}${PATH.protection}`);
      await b.page.getByRole('heading', { name: 'Take a break' }).waitFor();

      // The devices and the login history, as the first device sees them.
      await a.page.goto(`${baseUrl()}${PATH.protection}`);
      const security = a.page.getByRole('region', { name: 'Login history and devices' });
      await security.getByText('This device').waitFor();
      await security.getByText('Signed in', { exact: true }).first().waitFor();
      await security.scrollIntoViewIfNeeded();
      await screenshot(a.page, 'exclusion-security-375-en');

      // Choose, review, confirm with the password.
      const section = a.page.getByRole('region', { name: 'Take a break' });
      await section.getByRole('button', { name: 'Exclude myself' }).click();
      await section.getByRole('radio', { name: '6 months' }).check({ force: true });
      await screenshot(a.page, 'exclusion-choose-375-en');
      await section.getByRole('button', { name: 'Continue' }).click();
      const dialog = a.page.getByRole('dialog', { name: 'Exclude yourself' });
      await dialog.getByText('You are excluding yourself for 6 months.').waitFor();
      await dialog.getByText(/The first 6 months cannot be ended early/).waitFor();
      await screenshot(a.page, 'exclusion-review-375-en');
      expect(await seriousViolations(a.page)).toEqual([]);
      await dialog.getByRole('button', { name: 'I understand' }).click();
      await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
      await dialog.getByRole('button', { name: 'Exclude me' }).click();
      await dialog.getByText('That password is not right.').waitFor();
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Exclude me' }).dblclick();
      const done = a.page.getByRole('dialog', { name: 'Done' });
      await done.getByText(/^Your break is in force until .+\. You have been signed out on every device\.$/).waitFor();
      await screenshot(a.page, 'exclusion-done-375-en');

      // The other device is signed out at once: its next call is refused and it leaves the member page.
      const refused = await apiPost('refreshData', {}, { token });
      expect(refused.errcode).toBe(401);
      await b.page
        .getByRole('region', { name: 'Take a break' })
        .getByRole('button', { name: 'Start a cool-off' })
        .click();
      await b.page.getByRole('button', { name: 'Continue' }).click();
      await b.page.getByRole('button', { name: 'I understand' }).click();
      await b.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await b.page.getByRole('button', { name: 'Start the cool-off' }).click();
      await b.page.waitForURL((url) => url.pathname === PATH.login);

      await done.getByRole('button', { name: 'OK' }).click();
      await a.page.waitForURL((url) => url.pathname === PATH.login);

      // Login is refused with the end date; the balance can still be withdrawn.
      await logIn(a.page, mobile, EN);
      const notice = a.page.getByRole('alert').filter({ hasText: 'self-excluded' });
      await notice
        .getByText(/^Your account is self-excluded until .+\. You cannot play or deposit until then\.$/)
        .waitFor();
      await screenshot(a.page, 'exclusion-login-refused-375-en');
      expect(await seriousViolations(a.page)).toEqual([]);
      await notice.getByRole('link', { name: 'Withdraw my balance' }).click();
      await a.page.waitForURL((url) => url.pathname === PATH.withdrawOnly);
      await a.page.getByRole('heading', { name: 'Self-exclusion' }).waitFor();
      await a.page.getByTestId('withdraw-balance').getByText('฿610.00').waitFor();
      await a.page
        .getByRole('radio', { name: /Kasikorn|KBank|1234/ })
        .first()
        .check({ force: true });
      await a.page.getByRole('textbox', { name: /^Amount/ }).fill('200');
      await a.page.getByLabel('Safebox password (6 digits)').fill('123456');
      await screenshot(a.page, 'exclusion-withdraw-only-375-en');
      expect(await seriousViolations(a.page)).toEqual([]);
      await a.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await a.page.getByText('Your withdrawal was submitted.', { exact: false }).waitFor();
      await a.page.getByTestId('withdraw-balance').getByText('฿410.00').waitFor();
      await screenshot(a.page, 'exclusion-withdrawn-375-en');
      expect(a.problems.filter((p) => !p.includes('401'))).toEqual([]);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  it('a cool-off in Thai at 1280×800: the page, the review, and the Thai refusal at login', async () => {
    const { mobile, token } = await readyPlayer();
    const { page, context, problems } = await openPage(browser, 'desktop', { local: { token, locale: 'th-TH' } });
    try {
      await page.goto(`${baseUrl()}${PATH.protection}`);
      const section = page.getByRole('region', { name: 'พักการเล่น' });
      await section.getByRole('link', { name: 'การระงับผู้เล่นของ PAGCOR' }).waitFor();
      await page.getByRole('region', { name: 'ประวัติการเข้าสู่ระบบและอุปกรณ์' }).getByText('อุปกรณ์นี้').waitFor();
      await screenshot(page, 'exclusion-page-1280-th');
      expect(await seriousViolations(page)).toEqual([]);
      await section.getByRole('button', { name: 'เริ่มพักชั่วคราว' }).click();
      await section.getByRole('radio', { name: '24 ชั่วโมง' }).check({ force: true });
      await section.getByRole('button', { name: 'ต่อไป' }).click();
      const dialog = page.getByRole('dialog', { name: 'เริ่มพักชั่วคราว' });
      await dialog.getByText('คุณกำลังเริ่มพักชั่วคราวเป็นเวลา 24 ชั่วโมง').waitFor();
      await dialog.getByRole('button', { name: 'เข้าใจแล้ว' }).click();
      await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
      // The dialog alone: a full-page screenshot resizes the viewport, and once (in a whole run) the dialog was
      // gone after it — a resize while the password dialog is open is to be looked at apart (closing note).
      await screenshot(dialog, 'exclusion-password-1280-th');
      await dialog.getByRole('button', { name: 'เริ่มพักชั่วคราว' }).click();
      const done = page.getByRole('dialog', { name: 'เรียบร้อย' });
      await done.getByText(/^การพักของคุณมีผลจนถึง /).waitFor();
      await screenshot(page, 'exclusion-done-1280-th');
      await done.getByRole('button', { name: 'ตกลง' }).click();
      await page.waitForURL((url) => url.pathname === PATH.login);
      await logIn(page, mobile, TH);
      await page.getByText(/^บัญชีของคุณอยู่ระหว่างพักชั่วคราวจนถึง /).waitFor();
      await screenshot(page, 'exclusion-login-refused-1280-th');
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an excluded player binds a card and sets the safebox password inside withdraw-only, withdraws to it, and sees when the break can be ended (375×812, en-US)', async () => {
    const { mobile, token, encrypt } = await readyPlayer({ bare: true });
    const started = await apiPost(
      'startExclusion',
      { kind: 'selfExclusion', duration: '1y', password: encrypt(PASSWORD) },
      { token },
    );
    expect(started.errcode).toBe(0);
    const { page, context, problems } = await openPage(browser, 'mobile', { local: { locale: 'en-US' } });
    try {
      await logIn(page, mobile, EN);
      await page.getByRole('link', { name: 'Withdraw my balance' }).click();
      await page.waitForURL((url) => url.pathname === PATH.withdrawOnly);
      await page.getByText(/You have not set one yet/).waitFor();

      // The member page that binds a card, inside the area on the withdraw-only session.
      await page.getByRole('link', { name: '+ Add bank card' }).click();
      await page.waitForURL((url) => url.pathname === PATH.withdrawOnlyCard);
      await page.getByRole('button', { name: /^Bank/ }).click();
      await page.getByRole('dialog').getByRole('button').filter({ hasText: 'Siam Commercial Bank' }).click();
      await page.getByRole('textbox', { name: 'Account holder name' }).fill('Somchai Jaidee');
      await page.getByRole('textbox', { name: 'Account number' }).fill('5550001234');
      await screenshot(page, 'withdraw-only-card-375-en');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add bank card' }).click();
      await page.waitForURL((url) => url.pathname === PATH.withdrawOnly);

      // The safebox password, the same way.
      await page.getByRole('link', { name: 'Set it now' }).click();
      await page.waitForURL((url) => url.pathname === PATH.withdrawOnlySafebox);
      await page.getByLabel('Safebox password', { exact: true }).fill('246810');
      await page.getByLabel('Enter it again').fill('246810');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.waitForURL((url) => url.pathname === PATH.withdrawOnly);

      await page.getByRole('radio', { name: /Siam Commercial Bank/ }).check({ force: true });
      await page.getByRole('textbox', { name: /^Amount/ }).fill('100');
      await page.getByLabel('Safebox password (6 digits)').fill('246810');
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await page.getByText('Your withdrawal was submitted.', { exact: false }).waitFor();
      await screenshot(page, 'withdraw-only-withdrawn-375-en');

      // The break: its end, and from when it can be ended (the first 6 months), before the player asks.
      await page.getByRole('link', { name: /^Your break/ }).click();
      await page.waitForURL((url) => url.pathname === PATH.withdrawOnlyExclusion);
      await page
        .getByTestId('exclusion-revocable')
        .getByText(/^The first 6 months of a self-exclusion cannot be ended\. You can ask to end it from .+\.$/)
        .waitFor();
      expect(await page.getByRole('button', { name: 'Ask to end my self-exclusion' }).count()).toBe(0);
      await screenshot(page, 'withdraw-only-exclusion-375-en');
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
