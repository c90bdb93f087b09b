/**
 * Promotions in Debian Chromium against the real server, at 375×812 unless said otherwise: the popups in
 * order on a first visit (notice → first charge → invite) and not again in the session; first charge
 * bought through the deposit page (actType 13, the package's price) and the sandbox payment → status 1 → each gift claimed exactly once (double clicks) →
 * status 2; invite friends received after an invited registration; green mode's 21+ age notice; a
 * registration hides the notice popup.
 * A variant server with DEPOSIT_BANK=0 lets the purchase skip binding a bank card.
 */
import { constants, publicEncrypt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import {
  e2eFile,
  followServerClock,
  lastOtp,
  type OpenPage,
  screenshot,
  seriousViolations,
  startVariantServer,
  uniqueMobile,
  waitForAppOnLoad,
} from '../helpers/e2e';

const e2e = e2eFile({ server: { DEPOSIT_BANK: '0' } });

/** What the player sees (the viewport, popups included), saved under test-results/screenshots/. */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, 'view');
}

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

let ipSeq = 0;
async function post<T = Record<string, unknown>>(
  base: string,
  name: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<T & { errcode: number }> {
  const res = await fetch(`${base}/app/v1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${process.pid & 255}.${(ipSeq % 250) + 1}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T & { errcode: number };
}

/** A player registered by phone through the API (optionally invited: outUrl with the inviter's aid). */
async function apiPlayer(base: string, outUrl?: string): Promise<{ token: string; id: number }> {
  ipSeq += 1;
  const mobile = uniqueMobile();
  const key = (await post<{ publicKey: string }>(base, 'preLogin', {})).publicKey;
  await post(base, 'smsSend', { mobile, type: 0 });
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('Secret123!'),
  );
  const reg = await post<{ token: string; user: { id: number } }>(base, 'accountRegist4', {
    account: mobile,
    password: password.toString('base64'),
    code: await lastOtp(mobile, base),
    type: 0,
    ...(outUrl ? { outUrl } : {}),
  });
  expect(reg.errcode).toBe(0);
  return { token: reg.token, id: reg.user.id };
}

async function pageAs(
  token: string | null,
  options: { viewport?: 'mobile' | 'desktop'; locale?: 'en-US' | 'th-TH'; popups?: boolean } = {},
): Promise<OpenPage> {
  return e2e.open(options.viewport ?? 'mobile', {
    popups: options.popups ?? false,
    local: { locale: options.locale ?? 'en-US', ...(token ? { token } : {}) },
  });
}

/** Waits until no dialog is open for a while (a popup that would come has had time to). */
async function expectNoPopup(page: Page): Promise<void> {
  await page.waitForTimeout(1_200);
  // Each open dialog by its name and the start of its text, so a failure says which popup came.
  const open = await page
    .locator('dialog[open]')
    .evaluateAll((dialogs) =>
      dialogs.map((d) => `${d.getAttribute('aria-label') ?? ''} | ${(d.textContent ?? '').slice(0, 120)}`),
    );
  expect(open).toEqual([]);
}

describe('popups on a first visit', () => {
  it('notice, then first charge, then invite friends, one at a time; none again in the session', async () => {
    const { token } = await apiPlayer(e2e.url);
    const { page, context, problems } = await pageAs(token, { popups: true });
    try {
      await page.goto(`${e2e.url}/lobby/home`);
      const notice = page.getByRole('dialog', { name: 'Notice' });
      await notice.waitFor();
      expect(await page.locator('dialog[open]').count()).toBe(1);
      await shot(page, 'promotions-popup-notice-375');
      await notice.getByRole('button', { name: 'Close' }).click();

      const firstCharge = page.getByRole('dialog', { name: 'First deposit bonus' });
      await firstCharge.getByText('Worth 150%').waitFor();
      expect(await page.locator('dialog[open]').count()).toBe(1);
      await shot(page, 'promotions-popup-first-charge-375');
      await firstCharge.getByRole('button', { name: 'Close' }).click();

      const invite = page.getByRole('dialog', { name: 'Invite friends' });
      await invite.getByText('Limited to new players only').waitFor();
      expect(await page.locator('dialog[open]').count()).toBe(1);
      await shot(page, 'promotions-popup-invite-375');
      await invite.getByRole('button', { name: 'Close' }).click();
      await expectNoPopup(page);
      await page.getByRole('navigation', { name: 'Activities' }).waitFor();
      await shot(page, 'promotions-home-floating-375');

      await page.reload();
      await page.getByRole('navigation', { name: 'Activities' }).waitFor();
      await expectNoPopup(page);
      await page.goto(`${e2e.url}/lobby/notice`);
      await page.goto(`${e2e.url}/lobby/home`);
      await expectNoPopup(page);

      // A new browser session (a new context): the notice is back.
      const fresh = await pageAs(token, { popups: true });
      await fresh.page.goto(`${e2e.url}/lobby/home`);
      await fresh.page.getByRole('dialog', { name: 'Notice' }).waitFor();
      await fresh.context.close();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('after a registration the notice popup stays hidden; the first-charge popup comes', async () => {
    const { page, context } = await pageAs(null, { popups: true });
    try {
      const mobile = uniqueMobile();
      await page.goto(`${e2e.url}/register`);
      await page.getByLabel('Mobile number').fill(mobile);
      const sent = page.waitForResponse((r) => r.url().endsWith('/app/v1/smsSend'));
      await page.getByRole('button', { name: 'Send code' }).click();
      await sent;
      await page.getByLabel('Password', { exact: true }).fill('Secret123!');
      await page.getByLabel('Confirm password').fill('Secret123!');
      await page.getByLabel('Verification code').fill(await lastOtp(mobile, e2e.url));
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.waitForURL('**/lobby/home');
      await page.getByRole('dialog', { name: 'First deposit bonus' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Notice' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a visitor on an Android phone sees the notice only, in Thai, with the download banner', async () => {
    const context = await e2e.browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: 'th-TH',
      userAgent: ANDROID_CHROME,
      serviceWorkers: 'block', // as openPage's (tests/helpers/e2e.ts): no precache download per context
    });
    await followServerClock(context, e2e.url);
    const page = await context.newPage();
    // The notice is in the server's HTML before its close button works: taps wait for the app (as openPage's).
    waitForAppOnLoad(page);
    try {
      await page.goto(`${e2e.url}/lobby/home`);
      const notice = page.getByRole('dialog', { name: 'ประกาศ' });
      await notice.waitFor();
      await shot(page, 'promotions-popup-notice-375-th');
      await notice.getByRole('button', { name: 'ปิด' }).click();
      await expectNoPopup(page);
      const banner = page.getByRole('link', { name: 'ดาวน์โหลดรับรางวัล' });
      expect(await banner.getAttribute('href')).toBe('/apkdownload');
      await shot(page, 'promotions-home-download-banner-375-th');
      await page.getByRole('complementary', { name: 'ดาวน์โหลดแอป' }).getByRole('button', { name: 'ปิด' }).click();
      await page.reload();
      await expectNoPopup(page);
      expect(await banner.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

interface FirstChargeAnswer {
  appRechargeBonusCollection9: { itemStatus: number; propReceiveList: number[]; awardId: number };
  configList: Array<{ id: number; price: number; award: Array<{ id: number; count: number }> }>;
}

describe('first charge', () => {
  it('buys through the sandbox payment, claims each gift exactly once (double clicks), ends at status 2', async () => {
    const { token } = await apiPlayer(e2e.url);
    const { page, context, problems } = await pageAs(token);
    try {
      // Status 0: the offer with its countdown; the deposit button leads to the deposit page with actType 13.
      await page.goto(`${e2e.url}/activity/firstCharge`);
      await page.getByRole('timer').waitFor();
      await shot(page, 'promotions-first-charge-offer-375');
      await page.getByRole('button', { name: 'Deposit ฿100.00 now' }).click();
      await page.waitForURL('**/lobby/wallets/deposit?actType=13&amount=10000&awardId=1');

      // The purchase through the deposit page: it names the package, fixes the amount to its price and
      // sends recharge3 with actType 13; paid on the sandbox payment page in the sheet.
      const recharges: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/app/v1/recharge3')) recharges.push(r.postData() ?? '');
      });
      const card = page.getByRole('region', { name: 'First-charge package' });
      await card.getByText('You are buying the first-charge package of ฿100.00').waitFor();
      const amount = page.getByRole('textbox', { name: /^Amount/ });
      expect(await amount.inputValue()).toBe('100.00');
      expect(await amount.getAttribute('readonly')).not.toBeNull();
      expect(await page.getByRole('group', { name: 'Amounts' }).count()).toBe(0);
      await shot(page, 'promotions-first-charge-deposit-375');
      const before = await post<{ coin: number; lottery: number }>(e2e.url, 'refreshData', {}, token);
      await page.getByRole('button', { name: 'Deposit ฿100.00' }).click();
      const frame = page.frameLocator('iframe[title="Payment provider page"]');
      await frame.getByRole('button', { name: 'Pay' }).click();
      await frame.getByText('Payment received').waitFor();
      expect(recharges).toHaveLength(1);
      expect(JSON.parse(recharges[0] ?? '{}')).toMatchObject({
        amount: 10_000,
        version: 4,
        actType: 13,
        rechargeType: 1,
      });
      await page.getByRole('button', { name: 'I have paid' }).click();
      await page.getByRole('heading', { name: 'First-charge package bought' }).waitFor();
      const promo = page.getByRole('dialog', { name: 'Get the Android app' });
      if (await promo.count()) await promo.getByRole('button', { name: 'Later' }).click();
      await shot(page, 'promotions-first-charge-bought-375');
      const paid = await post<{ coin: number; lottery: number }>(e2e.url, 'refreshData', {}, token);
      // The package was the player's first deposit: it carries the first-deposit bonus.
      expect(paid.coin - before.coin).toBe(10_000 + FIRST_DEPOSIT_BONUS);
      const bought = await post<FirstChargeAnswer>(e2e.url, 'appRechargeBonusCollection9', {}, token);
      expect(bought.appRechargeBonusCollection9).toMatchObject({ awardId: 1, itemStatus: 1 });

      // Back to the first-charge page: status 1, the gifts claimable.
      await page.getByRole('link', { name: 'Claim my gifts' }).click();
      await page.waitForURL('**/activity/firstCharge');
      await page.getByText('Claim each gift once.', { exact: false }).waitFor();
      await shot(page, 'promotions-first-charge-claimable-375');
      const claims: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/app/v1/appRechargeBonusCollection9Receive')) claims.push(r.postData() ?? '');
      });
      const gifts = page.locator('li').filter({ has: page.getByRole('button', { name: 'Claim', exact: true }) });
      const count = await gifts.count();
      expect(count).toBe(4);
      for (let i = 0; i < count; i++) {
        const button = gifts.first().getByRole('button', { name: 'Claim', exact: true });
        await button.dblclick();
        await page.waitForTimeout(50);
        await button.click({ force: true, timeout: 1_000 }).catch(() => {});
        await page.getByRole('button', { name: 'Claimed', exact: true }).nth(i).waitFor();
      }
      await page.getByText('All gifts claimed. Enjoy the games!').waitFor();
      await shot(page, 'promotions-first-charge-done-375');
      expect(claims.map((c) => (JSON.parse(c) as { propId: number }).propId).sort()).toEqual([1001, 1201, 2001, 2002]);

      const state = await post<FirstChargeAnswer>(e2e.url, 'appRechargeBonusCollection9', {}, token);
      expect(state.appRechargeBonusCollection9.itemStatus).toBe(2);
      expect([...state.appRechargeBonusCollection9.propReceiveList].sort()).toEqual([1001, 1201, 2001, 2002]);
      const after = await post<{ coin: number; lottery: number }>(e2e.url, 'refreshData', {}, token);
      expect(after.coin - paid.coin).toBe(15_000);
      expect(after.lottery - paid.lottery).toBe(2_000);
      const ids = await post<{ activityIds: number[] }>(e2e.url, 'getActivityIds', {}, token);
      expect(ids.activityIds).not.toContain(39);
      expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('looks right in Thai, and opens as a popup from the floating bar on desktop', async () => {
    const { token } = await apiPlayer(e2e.url);
    const th = await pageAs(token, { locale: 'th-TH' });
    try {
      await th.page.goto(`${e2e.url}/activity/firstCharge`);
      await th.page.getByRole('timer').waitFor();
      await shot(th.page, 'promotions-first-charge-375-th');
      expect(await seriousViolations(th.page)).toEqual([]);
      // The deposit page buying the package, in Thai.
      await th.page.getByRole('button', { name: /^ฝาก .+ เลย$/ }).click();
      await th.page.waitForURL('**/lobby/wallets/deposit?actType=13&amount=10000&awardId=1');
      await th.page.getByRole('region', { name: 'แพ็กเกจฝากเงินครั้งแรก' }).waitFor();
      await shot(th.page, 'promotions-first-charge-deposit-375-th');
      expect(await seriousViolations(th.page)).toEqual([]);
    } finally {
      await th.context.close();
    }
    const desktop = await pageAs(token, { viewport: 'desktop' });
    try {
      await desktop.page.goto(`${e2e.url}/lobby/home`);
      await desktop.page
        .getByRole('navigation', { name: 'Activities' })
        .getByRole('button', { name: 'First deposit' })
        .click();
      const dialog = desktop.page.getByRole('dialog', { name: 'First deposit bonus' });
      await dialog.getByRole('timer').waitFor();
      await shot(desktop.page, 'promotions-first-charge-popup-1280');
      expect(await seriousViolations(desktop.page)).toEqual([]);
      await desktop.page.goto(`${e2e.url}/lobby/wallets/deposit?actType=13&amount=30000&awardId=2`);
      await desktop.page.getByRole('region', { name: 'First-charge package' }).waitFor();
      await shot(desktop.page, 'promotions-first-charge-deposit-1280');
      expect(await seriousViolations(desktop.page)).toEqual([]);
      // A stale link: the price is not the package's — a clear notice and a plain deposit.
      await desktop.page.goto(`${e2e.url}/lobby/wallets/deposit?actType=13&amount=20000&awardId=2`);
      await desktop.page.getByRole('alert').getByText('This link is out of date').waitFor();
      expect(await desktop.page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('200');
      await shot(desktop.page, 'promotions-first-charge-deposit-stale-1280');
    } finally {
      await desktop.context.close();
    }
  });
});

interface InviteAnswer {
  appInviteBonus1User: { awardId: number; itemStatus: number; inviteCount: number };
  shareUrl: string;
}

describe('invite friends', () => {
  it('receives the first tier after an invited registration', async () => {
    const inviter = await apiPlayer(e2e.url);
    const { page, context, problems } = await pageAs(inviter.token);
    try {
      await page.goto(`${e2e.url}/activity/inviteFriends`);
      await page.getByText('Progress 1/2').waitFor();
      const link = new URL(await page.getByRole('textbox', { name: 'Your invite link' }).inputValue());
      expect(link.searchParams.get('aid')).toBe(String(inviter.id));
      expect(link.searchParams.get('install_referrer')).toBe('h5');
      expect(link.searchParams.get('share_referrer')).toBe('8');
      expect(link.searchParams.get('outValue')).toBeTruthy();
      await shot(page, 'promotions-invite-375');

      // A friend registers from the link.
      await apiPlayer(e2e.url, `${e2e.url}/?${link.searchParams.toString()}`);
      const before = await post<{ coin: number }>(e2e.url, 'refreshData', {}, inviter.token);
      await page.reload();
      const receive = page.getByRole('button', { name: 'Receive', exact: true });
      await receive.waitFor();
      await receive.dblclick();
      await page.getByText('Progress 2/4').waitFor();
      await shot(page, 'promotions-invite-received-375');
      const state = await post<InviteAnswer>(e2e.url, 'appInviteBonus1User', {}, inviter.token);
      expect(state.appInviteBonus1User).toMatchObject({ awardId: 2, itemStatus: 0, inviteCount: 1 });
      const after = await post<{ coin: number }>(e2e.url, 'refreshData', {}, inviter.token);
      expect(after.coin - before.coin).toBe(500);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('green mode', () => {
  it('shows the 21+ age notice until accepted, not on the terms page', async () => {
    const green = await startVariantServer({ GREEN_MODE: '1' });
    try {
      const { page, context } = await pageAs(null, { popups: true });
      try {
        await page.goto(`${green.url}/terms-of-use`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoPopup(page);
        await page.goto(`${green.url}/lobby/home`);
        const age = page.getByRole('dialog', { name: 'Age notice' });
        await age.waitFor();
        await shot(page, 'promotions-age-notice-375');
        await page.keyboard.press('Escape');
        expect(await age.isVisible()).toBe(true);
        await age.getByRole('button', { name: 'Accept' }).click();
        // Then the notice popup of the first home view; no download banner in green mode.
        await page.getByRole('dialog', { name: 'Notice' }).waitFor();
        expect(await page.getByRole('link', { name: 'Download for rewards' }).count()).toBe(0);
        await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'Close' }).click();
        await page.reload();
        await expectNoPopup(page);
      } finally {
        await context.close();
      }
      const th = await pageAs(null, { popups: true, locale: 'th-TH', viewport: 'desktop' });
      try {
        await th.page.goto(`${green.url}/login`);
        await th.page.getByRole('dialog', { name: 'ประกาศเรื่องอายุ' }).waitFor();
        await shot(th.page, 'promotions-age-notice-1280-th');
      } finally {
        await th.context.close();
      }
    } finally {
      await green.close();
    }
  });
});
