// @vitest-environment jsdom
/**
 * The seasonal pages (issue 23 §2): the festival (its dates: opens on / ended on; a tier claimed by its id),
 * the weekend lottery for a visitor (results, log in) and a player (their tickets, winnings), Christmas (sign
 * in, open a box — its prize revealed —, receive it once under a double tap; nothing offered outside the
 * season), New Year (share, a task's boxes, a box's item revealed, a red packet from a full set), desktop pages
 * and the Thai pages.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../contract/schema';
import { activity, rule } from '../../contract/paths';
import {
  NY_READY,
  NY_SET,
  NY_SHARED,
  XMAS_OPENED,
  XMAS_READY,
  XMAS_SIGNED,
  weekendLotterySamples,
} from '../../machines/samples/promo-seasonal.samples';
import { fail, renderApp, type Handlers } from '../helpers/render';
import { USER } from '../machines/models/fixtures';
import { called, claimHandlers, TOKEN } from './claim-fixtures';
import { withoutLatinNames } from '../helpers/catalogs';

type FestivalState = components['schemas']['FestivalState'];
type ChristmasState = components['schemas']['ChristmasState'];

afterEach(() => cleanup());

const DAY = 24 * 60 * 60 * 1000;
const base = claimHandlers;

const tier = (id: number, recharge: number, coin: number, status: 0 | 1 | 2) => ({
  id,
  recharge,
  award: [{ id: 2001, count: coin }],
  status,
});
const FESTIVAL: FestivalState = {
  phase: 2,
  startTime: Date.now() - DAY,
  endTime: Date.now() + 5 * DAY,
  festivalRecharge: 60_000,
  tiers: [tier(1, 30_000, 1_500, 1), tier(2, 100_000, 6_000, 0)],
};

describe('/activity/festival', () => {
  it('shows the dates, the tiers; one claim by its id under a double tap', async () => {
    let claimed = false;
    const app = await renderApp({
      path: activity('festival'),
      token: TOKEN,
      handlers: base({
        rechargeBonusCollection11: () => ({
          errcode: 0,
          rechargeBonusCollection11: claimed
            ? { ...FESTIVAL, tiers: [tier(1, 30_000, 1_500, 2), FESTIVAL.tiers[1]!] }
            : FESTIVAL,
        }),
        receiverRechargeBonusCollection11: () => {
          claimed = true;
          return {
            errcode: 0,
            rechargeBonusCollection11: FESTIVAL,
            propList: [{ id: 2001, count: 1_500 }],
            coin: USER.coin + 1_500,
            lottery: 0,
          };
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Festival bonus', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/^On now, until /)).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { name: 'Deposit 300.00 during the festival' })).closest('li')!;
    const second = screen.getByRole('heading', { name: 'Deposit 1,000.00 during the festival' }).closest('li')!;
    expect(within(second).getByText('Deposit 400.00 more during the festival to open this tier.')).toBeInTheDocument();
    await app.user.dblClick(within(first).getByRole('button', { name: 'Receive' }));
    expect(await within(first).findByText('Received')).toBeInTheDocument();
    expect(app.calls.filter((c) => c.operationId === 'receiverRechargeBonusCollection11').map((c) => c.body)).toEqual([
      { id: 1 },
    ]);
    await waitFor(() => expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 1_500));
  });

  it('says when it opens, and that it ended (tiers missed, nothing to claim)', async () => {
    await renderApp({
      path: activity('festival'),
      token: TOKEN,
      handlers: base({
        rechargeBonusCollection11: () => ({
          errcode: 0,
          rechargeBonusCollection11: { ...FESTIVAL, phase: 1, festivalRecharge: 0, tiers: [tier(1, 30_000, 1_500, 0)] },
        }),
      }),
    });
    expect(await screen.findByText(/^Opens on /)).toBeInTheDocument();
    expect(screen.getByText('This tier opens while the festival is on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
    cleanup();
    await renderApp({
      path: activity('festival', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      handlers: base({
        rechargeBonusCollection11: () => ({
          errcode: 0,
          rechargeBonusCollection11: { ...FESTIVAL, phase: 3, tiers: [tier(1, 30_000, 1_500, 0)] },
        }),
      }),
    });
    expect(await screen.findByText(/^This event ended on /)).toBeInTheDocument();
    expect(screen.getByText('The festival ended before this tier was claimed.')).toBeInTheDocument();
  });
});

const lotteryOutputs = weekendLotterySamples.actors.loadLottery as unknown as Record<
  string,
  { api: { answer: Record<string, unknown> }[] }
>;
const LOTTERY_PUBLIC = lotteryOutputs.visitor!.api[0]!.answer;
const LOTTERY_USER = lotteryOutputs.player!.api[0]!.answer;

describe('/activity/weekendLottery', () => {
  it('shows a visitor the week, prizes and the last results, and asks them to log in for tickets', async () => {
    const app = await renderApp({
      path: activity('weekendLottery'),
      handlers: base({ anonymousWeekendLottery: () => LOTTERY_PUBLIC }),
    });
    expect(await screen.findByRole('heading', { name: 'Weekend lottery', level: 1 })).toBeInTheDocument();
    const winners = await screen.findByRole('list', { name: 'Winning tickets' });
    expect(within(winners).getByText('0812****678')).toBeInTheDocument();
    expect(within(winners).getByText('1st prize')).toBeInTheDocument();
    expect(screen.getByText('Draw seed: 0f3c2a9be1d04c7f8a6b5e4d3c2b1a09')).toBeInTheDocument();
    expect(
      screen.getByText('Tickets now: every ฿100.00 of a deposit gives one ticket, up to 50 a week.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(called(app.calls, 'rechargeBonusCollection12')).toBe(0);
  });

  it("shows a player's tickets and winnings (desktop too)", async () => {
    const app = await renderApp({
      path: activity('weekendLottery', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      handlers: base({ rechargeBonusCollection12: () => LOTTERY_USER }),
    });
    expect(await screen.findByRole('heading', { name: 'Your 2 tickets this week' })).toBeInTheDocument();
    const mine = screen.getByRole('list', { name: 'Your ticket numbers' });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No. 7', 'No. 8']);
    expect(screen.getByText('You had 1 ticket in this draw; 1 won.')).toBeInTheDocument();
    expect(screen.getByText('You have won ฿1,000.00 in all.')).toBeInTheDocument();
    expect(called(app.calls, 'anonymousWeekendLottery')).toBe(0);
  });

  it('reads Thai in th-TH', async () => {
    await renderApp({
      path: activity('weekendLottery'),
      token: TOKEN,
      locale: 'th-TH',
      handlers: base({ rechargeBonusCollection12: () => LOTTERY_USER }),
    });
    expect(await screen.findByRole('heading', { name: 'ตั๋วของคุณสัปดาห์นี้ 2 ใบ' })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent!.replace(/[0-9a-f]{32}/g, '');
    expect(withoutLatinNames(text)).not.toMatch(/[A-Za-z]{3,}/);
  });
});

function christmasHandlers(states: ChristmasState[], extra: Handlers = {}): Handlers {
  let n = 0;
  return base({
    appChristmasUser: () => ({ errcode: 0, appChristmasUser: states[Math.min(n++, states.length - 1)] }),
    ...extra,
  });
}

describe('/activity/christmas', () => {
  it('signs in, opens a box (its prize revealed) and receives it once under a double tap', async () => {
    const received: ChristmasState = {
      ...XMAS_OPENED,
      boxes: [XMAS_OPENED.boxes[0]!, { ...XMAS_OPENED.boxes[1]!, status: 2 }],
    };
    const app = await renderApp({
      path: activity('christmas'),
      token: TOKEN,
      handlers: christmasHandlers([XMAS_READY], {
        appChristmasUserSign: () => ({ errcode: 0, appChristmasUser: XMAS_SIGNED, boxId: 3 }),
        appChristmasUserOpen: () => ({
          errcode: 0,
          appChristmasUser: XMAS_OPENED,
          propList: [{ id: 2001, count: 1_000 }],
        }),
        appChristmasUserReceive: () => ({
          errcode: 0,
          appChristmasUser: received,
          propList: [{ id: 2001, count: 1_000 }],
          coin: USER.coin + 1_000,
          lottery: 0,
        }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Christmas', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1 of 10 sign-in days')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Sign in today: get a gift box' }));
    expect(await screen.findByText('You signed in today. Come back tomorrow for another box.')).toBeInTheDocument();
    expect(await screen.findByText('Signed in: a gift box is yours.')).toBeInTheDocument();

    const boxes = screen.getByRole('list', { name: 'Gift boxes' });
    const depositBox = within(boxes).getByText('Deposit box 1').closest('li')!;
    await app.user.click(within(depositBox).getByRole('button', { name: 'Open' }));
    expect(await within(depositBox).findByText('Inside: ฿10.00')).toBeInTheDocument();
    expect(await screen.findByText('You found 10.00! Receive it to add it to your balance.')).toBeInTheDocument();
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin); // revealed, not credited
    await app.user.dblClick(within(depositBox).getByRole('button', { name: 'Receive' }));
    expect(await within(depositBox).findByText('Received')).toBeInTheDocument();
    expect(called(app.calls, 'appChristmasUserReceive')).toBe(1);
    await waitFor(() => expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 1_000));
  });

  it('offers nothing outside the season and says when it opens (desktop); the rule page links to it', async () => {
    const before: ChristmasState = { ...XMAS_READY, phase: 1, signList: [], boxes: [] };
    const app = await renderApp({
      path: activity('christmas', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      handlers: christmasHandlers([before]),
    });
    expect(await screen.findByText(/^Opens on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in today: get a gift box' })).toBeDisabled();
    expect(screen.getByText('No gift box yet: sign in or deposit to get one.')).toBeInTheDocument();
    expect(called(app.calls, 'appChristmasUserSign')).toBe(0);
    cleanup();
    await renderApp({ path: rule('christmas') });
    expect(await screen.findByRole('heading', { name: 'Christmas rules', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Christmas' })).toHaveAttribute('href', activity('christmas'));
  });

  it('reads Thai in th-TH', async () => {
    await renderApp({
      path: activity('christmas'),
      token: TOKEN,
      locale: 'th-TH',
      handlers: christmasHandlers([XMAS_OPENED]),
    });
    expect(await screen.findByRole('heading', { name: 'คริสต์มาส', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('ข้างในมี ฿10.00')).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe('/activity/newYear', () => {
  it('shares, receives the task’s box, opens it (the item revealed), then opens a red packet once', async () => {
    const packetDone = {
      ...NY_SET,
      items: NY_SET.items.map((i) => ({ ...i, count: 0 })),
      packets: [{ amount: 1_888, createTime: Date.now() }],
    };
    const app = await renderApp({
      path: activity('newYear'),
      token: TOKEN,
      handlers: base({
        appNewYearUser: () => ({ errcode: 0, appNewYearUser: NY_READY }),
        appNewYearUserShare: () => ({ errcode: 0, appNewYearUser: NY_SHARED }),
        appNewYearUserReceiveTask: () => ({ errcode: 0, appNewYearUser: NY_SHARED }),
        appNewYearUserBoxOpen: () => ({ errcode: 0, appNewYearUser: NY_SET, propList: [{ id: 40004, count: 1 }] }),
        appNewYearUserOpen: () => ({
          errcode: 0,
          appNewYearUser: packetDone,
          propList: [{ id: 2001, count: 1_888 }],
          coin: USER.coin + 1_888,
          lottery: 0,
        }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'New Year', level: 1 })).toBeInTheDocument();
    const packet = await screen.findByRole('button', { name: 'Open a red packet (uses one of each)' });
    expect(packet).toBeDisabled(); // no gold ingot yet
    await app.user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('button', { name: 'Receive' })).toBeEnabled();
    const boxes = screen.getByRole('list', { name: 'Your lucky boxes' });
    await app.user.dblClick(within(boxes).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('You found: Gold ingot')).toBeInTheDocument();
    expect(called(app.calls, 'appNewYearUserBoxOpen')).toBe(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open a red packet (uses one of each)' })).toBeEnabled(),
    );
    await app.user.dblClick(screen.getByRole('button', { name: 'Open a red packet (uses one of each)' }));
    expect(await screen.findByText('Your red packet held ฿18.88.')).toBeInTheDocument();
    expect(called(app.calls, 'appNewYearUserOpen')).toBe(1);
    await waitFor(() => expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 1_888));
  });

  it('with two sets, the rest of a double click opens no second packet; a new click does', async () => {
    // The first answer can come before the double click's second click (a fast server): the machine is ready
    // again and the player still holds a set, so only the click count tells the two apart.
    let opened = 0;
    const withSets = (sets: number) => ({
      ...NY_SET,
      items: NY_SET.items.map((i) => ({ ...i, count: sets })),
      packets: Array.from({ length: 2 - sets }, () => ({ amount: 888, createTime: Date.UTC(2026, 11, 26, 3) })),
    });
    const app = await renderApp({
      path: activity('newYear'),
      token: TOKEN,
      handlers: base({
        appNewYearUser: () => ({ errcode: 0, appNewYearUser: withSets(2 - opened) }),
        appNewYearUserOpen: () => {
          opened += 1;
          return {
            errcode: 0,
            appNewYearUser: withSets(2 - opened),
            propList: [{ id: 2001, count: 888 }],
            coin: USER.coin + 888 * opened,
            lottery: 0,
          };
        },
      }),
    });
    const name = 'Open a red packet (uses one of each)';
    await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name }), { detail: 1 });
    expect(await screen.findByText('Your red packet held ฿8.88.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name }), { detail: 2 });
    fireEvent.dblClick(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called(app.calls, 'appNewYearUserOpen')).toBe(1);
    await app.user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(called(app.calls, 'appNewYearUserOpen')).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name })).toBeDisabled()); // no set left
  });

  it('says why the page could not load and loads it on Try again', async () => {
    let failing = true;
    const app = await renderApp({
      path: activity('newYear'),
      token: TOKEN,
      handlers: base({
        appNewYearUser: () => (failing ? fail('appNewYearUser', 9) : { errcode: 0, appNewYearUser: NY_READY }),
      }),
    });
    expect(await screen.findByText('Something went wrong (code 9).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Year', level: 1 })).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your lucky boxes' })).toBeInTheDocument();
    expect(called(app.calls, 'appNewYearUser')).toBe(2);
  });

  it('reads Thai in th-TH; the rule page links to the activity', async () => {
    await renderApp({
      path: activity('newYear'),
      token: TOKEN,
      locale: 'th-TH',
      handlers: base({ appNewYearUser: () => ({ errcode: 0, appNewYearUser: NY_SET }) }),
    });
    expect(await screen.findByRole('heading', { name: 'ปีใหม่', level: 1 })).toBeInTheDocument();
    expect((await screen.findAllByText('ก้อนทอง')).length).toBeGreaterThan(0);
    expect(screen.getByRole('main').textContent).not.toMatch(/[A-Za-z]{3,}/);
    cleanup();
    await renderApp({ path: rule('newYear') });
    expect(await screen.findByRole('link', { name: 'Go to New Year' })).toHaveAttribute('href', activity('newYear'));
  });
});
