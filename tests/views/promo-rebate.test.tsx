// @vitest-environment jsdom
/**
 * VIP rebate /activity/vipRebate (and desktop /lobby/activity/vipRebate) and follow rewards /activity/follow
 * (issue 15 §4): loading, failed with retry, yesterday's figures and rate, the history, one claim under a
 * double tap (balance in the session, the board reloaded), a refused claim's activity message, the link to the
 * VIP page on both layouts; the follow networks locked with their tracked link until opened, the board
 * reloaded when the player comes back, one claim; the Thai pages without English.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { PATH, activity } from '../../contract/paths';
import type { FollowRewardsUser, VipRebateUser } from '../../machines/promo-rebate.rules';
import { fail, renderApp } from '../helpers/render';
import { USER } from '../machines/models/fixtures';
import { called, cardOf, claimHandlers, sequence, TOKEN, renderClaimPage } from './claim-fixtures';
import { withoutLatinNames } from '../helpers/catalogs';

afterEach(() => cleanup());

const REBATE: VipRebateUser = {
  vipRebate: {
    day: '2026-11-22',
    bet: 60_000,
    level: 2,
    rebateRate: 20,
    amount: 120,
    received: 0,
    nextTime: 1_795_000_000_000,
  },
  recordList: [{ day: '2026-11-20', bet: 10_050, level: 1, rebateRate: 10, amount: 10, time: 1_794_000_000_000 }],
};
const REBATE_DONE: VipRebateUser = {
  vipRebate: { ...REBATE.vipRebate, received: 1 },
  recordList: [
    { day: '2026-11-22', bet: 60_000, level: 2, rebateRate: 20, amount: 120, time: 1_794_900_000_000 },
    ...REBATE.recordList,
  ],
};
const NOTHING: VipRebateUser = {
  vipRebate: { ...REBATE.vipRebate, bet: 0, amount: 0 },
  recordList: [],
};

const net = (type: 4 | 13 | 16 | 17, name: string, opened: 0 | 1, received: 0 | 1) => ({
  type,
  name,
  link: `https://play.example/t/ABCDEFGHIJK${type % 10}`,
  rewards: [{ id: 2001, count: 300 }],
  opened,
  received,
});
const FOLLOW: FollowRewardsUser = { networkList: [net(4, 'facebook', 0, 0), net(17, 'line', 0, 0)] };
const FOLLOW_OPENED: FollowRewardsUser = { networkList: [net(4, 'facebook', 1, 0), net(17, 'line', 0, 0)] };
const FOLLOW_DONE: FollowRewardsUser = { networkList: [net(4, 'facebook', 1, 1), net(17, 'line', 0, 0)] };

const card = cardOf;

describe('/activity/vipRebate', () => {
  it("shows yesterday's bets, level, rate and rebate, the history and the VIP link", async () => {
    await renderClaimPage(activity('vipRebate'), { vipRebateUser: sequence([REBATE]) });
    expect(await screen.findByRole('heading', { name: 'VIP rebate', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Level 2: 0.2% of yesterday's bets back")).toBeInTheDocument();
    expect(screen.getByText("Yesterday's bets").nextElementSibling).toHaveTextContent('600.00');
    const y = await card('Yesterday, Nov 22, 2026');
    expect(within(y).getByText('Ready today')).toBeInTheDocument();
    expect(within(y).getByText('1.20')).toBeInTheDocument();
    expect(within(y).getByRole('button', { name: 'Receive' })).toBeEnabled();
    const old = await card('Nov 20, 2026');
    expect(within(old).getByText('Received')).toBeInTheDocument();
    expect(within(old).getByText("Level 1 · 0.1% of that day's bets")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIP levels and rates' })).toHaveAttribute('href', PATH.vip);
  });

  it('receives once under a double tap: the balance follows and the board reloads', async () => {
    const app = await renderApp({
      path: activity('vipRebate'),
      token: TOKEN,
      handlers: claimHandlers({
        vipRebateUser: sequence([REBATE, REBATE_DONE]),
        vipRebateReceive: () => ({
          errcode: 0,
          ...REBATE_DONE,
          propList: [{ id: 2001, count: 120 }],
          coin: USER.coin + 120,
          lottery: 0,
        }),
      }),
    });
    const y = await card('Yesterday, Nov 22, 2026');
    await app.user.dblClick(within(y).getByRole('button', { name: 'Receive' }));
    expect(await within(y).findByText('Received')).toBeInTheDocument();
    expect(await screen.findByText('Reward received.')).toBeInTheDocument();
    expect(called(app.calls, 'vipRebateReceive')).toBe(1);
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 120);
    await waitFor(() => expect(called(app.calls, 'vipRebateUser')).toBe(2));
    expect(screen.queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
  });

  it('a claim refused as already received says so with the activity message', async () => {
    const app = await renderClaimPage(activity('vipRebate'), {
      vipRebateUser: sequence([REBATE, REBATE_DONE]),
      vipRebateReceive: () => fail('vipRebateReceive', 1009),
    });
    await app.user.click(within(await card('Yesterday, Nov 22, 2026')).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You have already received today's reward.");
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin);
  });

  it('nothing to claim: no bets yesterday, explained, no button', async () => {
    await renderClaimPage(activity('vipRebate'), { vipRebateUser: sequence([NOTHING]) });
    const y = await card('Yesterday, Nov 22, 2026');
    expect(within(y).getByText('Not available')).toBeInTheDocument();
    expect(within(y).getByText(/No bets yesterday/)).toBeInTheDocument();
    expect(within(y).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry that loads again', async () => {
    const app = await renderClaimPage(activity('vipRebate'), {
      vipRebateUser: sequence<VipRebateUser>([new NetworkError('vipRebateUser', new Error('offline')), REBATE]),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Yesterday, Nov 22, 2026' })).toBeInTheDocument();
    expect(called(app.calls, 'vipRebateUser')).toBe(2);
  });

  it('desktop in Thai: no English on the page, the VIP link stays on desktop', async () => {
    await renderApp({
      path: activity('vipRebate', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      locale: 'th-TH',
      handlers: claimHandlers({ vipRebateUser: sequence([REBATE]) }),
    });
    const y = await card('เมื่อวาน 22 พ.ย. พ.ศ. 2569');
    const main = y.closest('main') ?? y.closest('ul')!.parentElement!;
    expect(withoutLatinNames(main.textContent)).not.toMatch(/[A-Za-z]{3,}/);
    expect(screen.getByRole('link', { name: 'ระดับ VIP และอัตราเงินคืน' })).toHaveAttribute('href', PATH.desktop.vip);
  });
});

describe('/activity/follow', () => {
  it('each network is locked with its tracked link until opened; coming back reloads; then it is claimed once', async () => {
    const app = await renderApp({
      path: activity('follow'),
      token: TOKEN,
      handlers: claimHandlers({
        followRewardsUser: sequence([FOLLOW, FOLLOW_OPENED, FOLLOW_DONE]),
        followRewardsReceive: () => ({
          errcode: 0,
          ...FOLLOW_DONE,
          propList: [{ id: 2001, count: 300 }],
          coin: USER.coin + 300,
          lottery: 0,
        }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Follow us', level: 1 })).toBeInTheDocument();
    const fb = await card('Facebook');
    expect(within(fb).getByText('Not available')).toBeInTheDocument();
    const open = within(fb).getByRole('link', { name: 'Open Facebook' });
    expect(open).toHaveAttribute('href', 'https://play.example/t/ABCDEFGHIJK4');
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(fb).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await card('LINE')).getByRole('link', { name: 'Open LINE' })).toBeInTheDocument();
    fireEvent.focus(window); // back from the network's tab
    const receive = await within(fb).findByRole('button', { name: 'Receive' });
    expect(within(fb).queryByRole('link')).not.toBeInTheDocument();
    await app.user.dblClick(receive);
    expect(await within(fb).findByText('Received')).toBeInTheDocument();
    expect(app.calls.filter((c) => c.operationId === 'followRewardsReceive').map((c) => c.body)).toEqual([{ type: 4 }]);
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 300);
    await waitFor(() => expect(called(app.calls, 'followRewardsUser')).toBe(3));
  });

  it('a claim before the link was opened is refused with the activity message', async () => {
    const app = await renderClaimPage(activity('follow'), {
      followRewardsUser: sequence([FOLLOW_OPENED, FOLLOW]),
      followRewardsReceive: () => fail('followRewardsReceive', 1002),
    });
    await app.user.click(within(await card('Facebook')).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(await within(await card('Facebook')).findByRole('link', { name: 'Open Facebook' })).toBeInTheDocument();
  });

  it('says so when no network is configured; Thai page without English', async () => {
    await renderApp({
      path: activity('follow'),
      token: TOKEN,
      locale: 'th-TH',
      handlers: claimHandlers({ followRewardsUser: sequence([{ networkList: [] }]) }),
    });
    const empty = await screen.findByText('ขณะนี้ยังไม่มีรางวัลให้รับในกิจกรรมนี้');
    expect(empty.closest('main')?.textContent ?? '').not.toMatch(/[A-Za-z]{3,}/);
  });

  it('Thai follow page: Thai around the networks’ own names (Facebook, LINE: Latin letters, as the glossary keeps them)', async () => {
    await renderApp({
      path: activity('follow', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      locale: 'th-TH',
      handlers: claimHandlers({ followRewardsUser: sequence([FOLLOW]) }),
    });
    const fb = await card('Facebook');
    expect(within(fb).getByRole('link', { name: 'เปิด Facebook' })).toBeInTheDocument();
    const main = fb.closest('main') ?? fb.closest('ul')!.parentElement!;
    // Text nodes joined with spaces: two names side by side ("FacebookLINE") are two names.
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    while (walker.nextNode()) words.push(walker.currentNode.textContent ?? '');
    expect(withoutLatinNames(words.join(' '))).not.toMatch(/[A-Za-z]{3,}/);
  });
});
