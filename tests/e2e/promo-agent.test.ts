/**
 * The agent programmes in Chromium against the real server (issue 23 §1). One browser for the file; player A
 * (registered through the API) and player B (registered in the browser from A's link, in a context of its own:
 * its own storage, so its own device id):
 * - A's agent page (th-TH, 375): the share link (outValue, install_referrer=h5, aid, share_referrer=8);
 * - B opens the link and registers by phone with the code (en-US, 375): the mobile is bound at registration;
 *   B deposits (the sandbox payment page) and bets in the sandbox game;
 * - A's agent page again: B masked as a valid invite, the commission exchanged once under a double click (one
 *   request), the coin credited once;
 * - A's Agent5 page at 1280 (en-US): B's reward received once, the log; the rule pages (th-TH);
 * - axe (serious or critical) = 0 on each page; screenshots.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, ruleOn } from '../../contract/paths';
import {
  apiPost,
  baseUrl,
  lastOtp,
  launchBrowser,
  openPage,
  registerPlayer,
  screenshot,
  seriousViolations,
  uniqueMobile,
} from '../helpers/e2e';

let browser: Browser;
let tokenA: string;
let tokenB = '';
let mobileB = '';
beforeAll(async () => {
  [browser, tokenA] = await Promise.all([launchBrowser(), registerPlayer({ banks: [1] })]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const post = (op: string, body: unknown, token?: string) => apiPost(op, body, { token });
const coinOf = async (token: string): Promise<number> =>
  ((await post('refreshData', {}, token)) as { coin: number }).coin;
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** Counts the page's calls of one operation. */
function countCalls(page: Page, op: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/app/v1/${op}`)) n += 1;
  });
  return () => n;
}

/** B's deposit of ฿100 on channel 1, paid on the sandbox provider's page, then ฿100 of bets in the sandbox game. */
async function depositAndBet(token: string): Promise<void> {
  const card = await post('addBankInfo', { bankId: 1, accountName: 'Malee Jaidee', cardNum: '223456789010' }, token);
  expect(card.errcode, JSON.stringify(card)).toBe(0);
  const order = await post('recharge3', { amount: 10_000, version: 4, actType: 0, rechargeType: 1 }, token);
  expect(order.errcode, JSON.stringify(order)).toBe(0);
  const paid = await fetch(`${baseUrl()}/sandbox/pay/${order.orderId as string}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  await paid.arrayBuffer();
  expect(paid.status).toBe(303);
  expect((await post('checkRechargeOrder', { orderId: order.orderId }, token)).isRechargeDone).toBe(1);
  const config = (await post('anonymous/appConfig', { gameListVersion: 2_147_483_647 })) as {
    appGameList?: { id: number }[];
  };
  const started = (await post('startGame', { gameId: config.appGameList![0]!.id }, token)) as { gameUrl: string };
  for (const bet of [5_000, 5_000]) {
    const res = await fetch(`${baseUrl()}${started.gameUrl}/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet }),
    });
    expect(res.status).toBe(200);
  }
}

describe('agent programmes', () => {
  it('A shares a link, B registers through it, deposits and bets; A sees B masked and exchanges once', async () => {
    // A's page: the share link.
    const a = await openPage(browser, 'mobile', { local: { token: tokenA, locale: 'th-TH' } });
    let link = new URL(baseUrl());
    try {
      await a.page.goto(`${baseUrl()}${activity('agent')}`);
      await a.page.getByRole('heading', { name: 'โปรแกรมตัวแทน', level: 1 }).waitFor();
      link = new URL(await a.page.getByRole('textbox', { name: 'ลิงก์ชวนเพื่อน' }).inputValue());
      expect(link.searchParams.get('install_referrer')).toBe('h5');
      expect(link.searchParams.get('share_referrer')).toBe('8');
      expect(link.searchParams.get('outValue')).toBeTruthy();
      expect(Number(link.searchParams.get('aid'))).toBeGreaterThan(0);
      await a.page.getByText('ยังไม่มีใครสมัครผ่านลิงก์ของคุณ').waitFor();
      await screenshot(a.page, 'promo-agent-375-th-empty');
      expect(await seriousViolations(a.page)).toEqual([]);
      expect(a.problems).toEqual([]);
    } finally {
      await a.context.close();
    }

    // B: the link, then the registration form (its own browser context: its own device).
    const b = await openPage(browser, 'mobile', { locale: 'en-US', local: { locale: 'en-US' } });
    try {
      mobileB = uniqueMobile();
      await b.page.goto(`${baseUrl()}${link.pathname}${link.search}`);
      await b.page.getByLabel('Mobile number').fill(mobileB);
      const sent = b.page.waitForResponse((r) => r.url().endsWith('/app/v1/smsSend'));
      await b.page.getByRole('button', { name: 'Send code' }).click();
      expect((await sent).status()).toBe(200);
      await b.page.getByLabel('Password', { exact: true }).fill('Secret123!');
      await b.page.getByLabel('Confirm password').fill('Secret123!');
      await b.page.getByLabel('Verification code').fill(await lastOtp(mobileB));
      const registered = b.page.waitForResponse((r) => r.url().endsWith('/app/v1/accountRegist4'));
      await b.page.getByRole('button', { name: 'Register', exact: true }).click();
      const answer = (await (await registered).json()) as { errcode: number; token: string; user: { mobile: string } };
      expect(answer.errcode).toBe(0);
      expect(answer.user.mobile).toBe(mobileB);
      tokenB = answer.token;
      await b.page.waitForURL('**/lobby/home');
    } finally {
      await b.context.close();
    }
    await depositAndBet(tokenB);

    // A again: B masked and valid; the commission (1 % of ฿100 = ฿1.00, the minimum) exchanged once.
    const again = await openPage(browser, 'mobile', { local: { token: tokenA, locale: 'th-TH' } });
    try {
      const exchanges = countCalls(again.page, 'agent3Exchange');
      await again.page.goto(`${baseUrl()}${activity('agent')}`);
      const masked = `${mobileB.slice(0, 3)}****${mobileB.slice(-3)}`;
      const team = again.page.getByRole('region', { name: 'เพื่อนที่คุณชวน' });
      await team.getByText(masked).waitFor();
      await team.getByText('ชวนสำเร็จ').waitFor();
      expect(await again.page.getByText(mobileB).count()).toBe(0);
      const before = await coinOf(tokenA);
      const exchange = card(again.page, 'แลกค่าคอมมิชชัน 1.00 เป็นเหรียญ');
      await exchange.getByRole('button', { name: 'รับรางวัล' }).waitFor();
      await screenshot(again.page, 'promo-agent-375-th');
      expect(await seriousViolations(again.page)).toEqual([]);
      await exchange.getByRole('button', { name: 'รับรางวัล' }).dblclick();
      // Exchanged: the item now offers what is left (nothing), and the exchange is listed.
      await card(again.page, 'แลกค่าคอมมิชชัน 0.00 เป็นเหรียญ').waitFor();
      await again.page.getByRole('region', { name: 'ประวัติการแลก' }).getByText('ค่าคอมมิชชัน 1.00').waitFor();
      expect(exchanges()).toBe(1);
      expect(await coinOf(tokenA)).toBe(before + 100);
      await screenshot(again.page, 'promo-agent-375-th-exchanged');
      expect(again.problems).toEqual([]);
    } finally {
      await again.context.close();
    }
  });

  it('Agent5 at 1280 (en-US): B’s reward once, the log; the rule pages (th-TH); axe-clean', async () => {
    expect(tokenB, 'the first test registered B').not.toBe('');
    const { page, context, problems } = await openPage(browser, 'desktop', {
      locale: 'en-US',
      local: { token: tokenA, locale: 'en-US' },
    });
    try {
      const receives = countCalls(page, 'appAgent5UserInviteValidReceive');
      await page.goto(`${baseUrl()}${activity('agent5', 'desktop')}`);
      await page.getByRole('heading', { name: 'Invite rewards', level: 1 }).waitFor();
      const masked = `${mobileB.slice(0, 3)}****${mobileB.slice(-3)}`;
      const invite = card(page, `Invite of ${masked}`);
      await invite.getByRole('button', { name: 'Receive' }).waitFor();
      await screenshot(page, 'promo-agent5-1280-en');
      expect(await seriousViolations(page)).toEqual([]);
      const before = await coinOf(tokenA);
      await invite.getByRole('button', { name: 'Receive' }).dblclick();
      await invite.getByText('Received').waitFor();
      await page.getByRole('region', { name: 'What you received' }).getByText(`Invite of ${masked}`).waitFor();
      expect(receives()).toBe(1);
      expect(await coinOf(tokenA)).toBe(before + 2_000);
      await screenshot(page, 'promo-agent5-1280-en-received');

      await page.goto(`${baseUrl()}${activity('agent', 'desktop')}`);
      await page.getByRole('heading', { name: 'Agent programme', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Your exchanges' }).getByText('1.00 commission').waitFor();
      await screenshot(page, 'promo-agent-1280-en');
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    const th = await openPage(browser, 'mobile', { local: { locale: 'th-TH' } });
    try {
      for (const name of ['agent', 'agent5'] as const) {
        await th.page.goto(`${baseUrl()}${ruleOn('mobile', name)}`);
        await th.page.getByRole('heading', { level: 1 }).waitFor();
        await th.page.getByText('การชวนสำเร็จเมื่อเพื่อนผูกเบอร์มือถือและฝากเงินครั้งแรกสำเร็จ').waitFor();
        await screenshot(th.page, `promo-agent-rule-${name}-375-th`);
        expect(await seriousViolations(th.page)).toEqual([]);
      }
      expect(th.problems).toEqual([]);
    } finally {
      await th.context.close();
    }
  });
});
