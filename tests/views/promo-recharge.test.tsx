// @vitest-environment jsdom
/**
 * The cash-bonus page (issue 15 §4) on /activity/cashBonus and desktop /lobby/activity/cashBonus: the fund pot
 * and the ladder tiers load on their own (loading, failed with retry, empty), one claim under a double tap (the
 * balance goes to the session), a refused claim's activity message, and the Thai page.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import type { components } from '../../contract/schema';
import { activity, deposit } from '../../contract/paths';
import { fail, renderApp, type Handlers } from '../helpers/render';
import { USER } from '../machines/models/fixtures';
import { called, claimHandlers, sequence, TOKEN } from './claim-fixtures';
import { withoutLatinNames } from '../helpers/catalogs';

type FundState = components['schemas']['FundState'];
type LadderState = components['schemas']['LadderState'];

afterEach(() => cleanup());

const DAY = 24 * 60 * 60 * 1000;

const FUND: FundState = {
  amount: 7_500,
  expireTime: Date.now() + 3 * DAY - 60_000,
  todayAmount: 5_000,
  rate: 500,
  minRecharge: 10_000,
  dayLimit: 20_000,
  validDays: 7,
  receivedTotal: 0,
  records: [],
};
const FUND_EMPTY: FundState = { ...FUND, amount: 0, expireTime: 0, receivedTotal: 7_500 };

const tier = (id: number, recharge: number, coin: number, status: 0 | 1 | 2) => ({
  id,
  recharge,
  award: [{ id: 2001, count: coin }],
  status,
});
const LADDER: LadderState = {
  todayRecharge: 60_000,
  resetTime: Date.now() + DAY,
  tiers: [tier(1, 10_000, 500, 2), tier(2, 50_000, 3_000, 1), tier(3, 100_000, 8_000, 0)],
};
const LADDER_CLAIMED: LadderState = {
  ...LADDER,
  tiers: LADDER.tiers.map((t) => ({ ...t, status: t.id === 3 ? 0 : 2 })),
};

function handlers(
  funds: Array<FundState | Error>,
  ladders: Array<LadderState | Error>,
  extra: Handlers = {},
): Handlers {
  return {
    ...claimHandlers(),
    rechargeBonusCollection6: sequence(funds, (s) => ({ errcode: 0, rechargeBonusCollection6: s })),
    rechargeBonusCollection8: sequence(ladders, (s) => ({ errcode: 0, rechargeBonusCollection8: s })),
    ...extra,
  };
}

/** The page's board named `name`, once it is on the page (the page loads lazily after the render). */
const section = (name: string) => screen.findByRole('region', { name });

describe('/activity/cashBonus', () => {
  it('shows the pot with its days left and the tiers of today with what each still needs', async () => {
    await renderApp({ path: activity('cashBonus'), token: TOKEN, handlers: handlers([FUND], [LADDER]) });
    expect(await screen.findByRole('heading', { name: 'Cash bonus', level: 1 })).toBeInTheDocument();
    const pot = (await screen.findByRole('heading', { name: 'Your pot' })).closest('li')!;
    expect(within(pot).getByText('75.00')).toBeInTheDocument();
    expect(within(pot).getByText(/Claim it within 3 days/)).toBeInTheDocument();
    expect(within(pot).getByRole('button', { name: 'Receive' })).toBeEnabled();
    const fund = await section('Cash bonus pot');
    expect(within(fund).getByText(/5% of every deposit of 100.00 or more/)).toBeInTheDocument();
    expect(within(fund).getByText('Added today (limit 200.00)')).toBeInTheDocument();

    const ladder = await section('Ladder recharge');
    const second = (await within(ladder).findByRole('heading', { name: 'Deposit 500.00 today' })).closest('li')!;
    expect(within(second).getByText('30.00')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Receive' })).toBeEnabled();
    const first = within(ladder).getByRole('heading', { name: 'Deposit 100.00 today' }).closest('li')!;
    expect(within(first).getByText('Received')).toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    const third = within(ladder).getByRole('heading', { name: 'Deposit 1,000.00 today' }).closest('li')!;
    expect(within(third).getByText('Deposit 400.00 more today to open this tier.')).toBeInTheDocument();
    expect(within(ladder).getByText('600.00')).toBeInTheDocument(); // deposited today
    expect(screen.getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', deposit());
  });

  it('locks an empty pot and says how to fill it', async () => {
    await renderApp({ path: activity('cashBonus'), token: TOKEN, handlers: handlers([FUND_EMPTY], [LADDER]) });
    const pot = (await screen.findByRole('heading', { name: 'Your pot' })).closest('li')!;
    expect(within(pot).getByText('Your pot is empty. Deposit 100.00 or more to fill it.')).toBeInTheDocument();
    expect(within(pot).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each board’s failure with its own retry, and an empty ladder', async () => {
    const app = await renderApp({
      path: activity('cashBonus'),
      token: TOKEN,
      handlers: handlers(
        [new NetworkError('rechargeBonusCollection6', new Error('offline')), FUND],
        [{ ...LADDER, tiers: [] }],
      ),
    });
    expect(
      await within(await section('Ladder recharge')).findByText('There are no deposit tiers right now.'),
    ).toBeInTheDocument();
    await app.user.click(await within(await section('Cash bonus pot')).findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your pot' })).toBeInTheDocument();
    expect(called(app.calls, 'rechargeBonusCollection6')).toBe(2);
    expect(called(app.calls, 'rechargeBonusCollection8')).toBe(1);
  });

  it('claims the pot once under a double tap: the balance follows and the pot is refreshed', async () => {
    const app = await renderApp({
      path: activity('cashBonus'),
      token: TOKEN,
      handlers: handlers([FUND, FUND_EMPTY], [LADDER], {
        receiverRechargeBonusCollection6: () => ({
          errcode: 0,
          rechargeBonusCollection6: FUND_EMPTY,
          propList: [{ id: 2001, count: 7_500 }],
          coin: USER.coin + 7_500,
          lottery: 0,
        }),
      }),
    });
    const pot = (await screen.findByRole('heading', { name: 'Your pot' })).closest('li')!;
    await app.user.dblClick(within(pot).getByRole('button', { name: 'Receive' }));
    expect(await within(pot).findByText(/Your pot is empty/)).toBeInTheDocument();
    expect(called(app.calls, 'receiverRechargeBonusCollection6')).toBe(1);
    expect(await screen.findByText('Reward received.')).toBeInTheDocument();
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 7_500);
    await waitFor(() => expect(called(app.calls, 'rechargeBonusCollection6')).toBe(2));
  });

  it('claims one ladder tier by its id; a refused claim shows the activity message', async () => {
    const app = await renderApp({
      path: activity('cashBonus'),
      token: TOKEN,
      handlers: handlers([FUND], [LADDER, LADDER_CLAIMED], {
        receiverRechargeBonusCollection8: () => fail('receiverRechargeBonusCollection8', 1009),
      }),
    });
    const ladder = await screen.findByRole('region', { name: 'Ladder recharge' });
    const second = (await within(ladder).findByRole('heading', { name: 'Deposit 500.00 today' })).closest('li')!;
    await app.user.click(within(second).getByRole('button', { name: 'Receive' }));
    expect(await within(second).findByText('Received')).toBeInTheDocument();
    expect(app.calls.filter((c) => c.operationId === 'receiverRechargeBonusCollection8').map((c) => c.body)).toEqual([
      { id: 2 },
    ]);
    expect(await within(ladder).findByRole('alert')).toHaveTextContent(
      "You have already received today's reward. Come back tomorrow.",
    );
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin);
  });

  it('is the same page on desktop (/lobby/activity/cashBonus)', async () => {
    await renderApp({
      path: activity('cashBonus', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      handlers: handlers([FUND], [LADDER]),
    });
    expect(await screen.findByRole('heading', { name: 'Your pot' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deposit 500.00 today' })).toBeInTheDocument();
  });

  it('reads Thai in th-TH', async () => {
    await renderApp({
      path: activity('cashBonus'),
      token: TOKEN,
      locale: 'th-TH',
      handlers: handlers([FUND], [LADDER]),
    });
    expect(await screen.findByRole('heading', { name: 'โบนัสเงินสด', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ฝากครบ 500.00 ในวันนี้' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(withoutLatinNames(main.textContent)).not.toMatch(/[A-Za-z]{3,}/);
  });
});
