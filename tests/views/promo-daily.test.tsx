// @vitest-environment jsdom
/**
 * The everyday claim pages (issue 15): sign-up bonus /activity/sign (and desktop /lobby/activity/sign),
 * free sign /activity/freeSign, supply /activity/supply, and the rule pages /rule/signBonus, /rule/supply:
 * loading, failed with retry, the days with their status and rewards, one claim under a double tap
 * (balance in the session, dots checked, the activity list refreshed), a refused claim's activity message,
 * an empty board, and the Thai page without English.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { activity, rule, ruleOn } from '../../contract/paths';
import type { FreeSignState, SignUpBonusState, SupplyState } from '../../machines/activity-claim.rules';
import { fail, renderApp } from '../helpers/render';
import { CONFIG_WITH_LIST, USER } from '../machines/models/fixtures';
import { called, cardOf, claimHandlers, sequence, TOKEN, renderClaimPage } from './claim-fixtures';

afterEach(() => cleanup());

const DAY_LIST = [500, 800, 1000].map((coin, i) => ({
  day: i + 1,
  award:
    i === 2
      ? [
          { id: 2001, count: coin },
          { id: 2002, count: 500 },
        ]
      : [{ id: 2001, count: coin }],
}));
const SIGN_UP: SignUpBonusState = {
  today: 2,
  nextDayTime: 1_767_286_800_000,
  dayList: DAY_LIST,
  loginPayDataJson: { days: [500, 800, 1000] },
};
const SIGN_UP_DONE: SignUpBonusState = { ...SIGN_UP, loginPayDataJson: { days: [500, -1, 1000] } };
const FREE_SIGN: FreeSignState = {
  cycle: [100, 200, 300].map((coin, i) => ({ day: i + 1, award: [{ id: 2001, count: coin }] })),
  signedToday: 0,
  day: 1,
  nextDayTime: 1_767_286_800_000,
};
const SUPPLY: SupplyState = {
  isBankrupt: 1,
  threshold: 100,
  award: [{ id: 2001, count: 500 }],
  receivedToday: 0,
  nextDayTime: 1_767_286_800_000,
};

const dayCard = cardOf;

describe('/activity/sign', () => {
  it('lists the days: missed, today to receive, later days upcoming, with rewards and figures', async () => {
    await renderClaimPage(activity('sign'), { loginBonus3User: sequence([SIGN_UP]) });
    expect(await screen.findByRole('heading', { name: 'Sign-up bonus', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Today is day 2 of 3 since you joined.')).toBeInTheDocument();
    const day1 = await dayCard('Day 1');
    expect(within(day1).getByText('Missed')).toBeInTheDocument();
    expect(within(day1).getByText('Not received on its day, so it is gone.')).toBeInTheDocument();
    expect(within(day1).queryByRole('button')).not.toBeInTheDocument();
    const day2 = await dayCard('Day 2');
    expect(within(day2).getByText('Ready today')).toBeInTheDocument();
    expect(within(day2).getByText('8.00')).toBeInTheDocument();
    expect(within(day2).getByRole('button', { name: 'Receive' })).toBeEnabled();
    const day3 = await dayCard('Day 3');
    expect(within(day3).getByText('Opens tomorrow')).toBeInTheDocument();
    expect(within(day3).getByText('Bonus points')).toBeInTheDocument();
    expect(screen.getByText('Days received (of 3)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Full rules' })).toHaveAttribute('href', rule('signBonus'));
  });

  it('receives once under a double tap: the balance follows, the dots and the activity list refresh', async () => {
    const app = await renderApp({
      path: activity('sign'),
      token: TOKEN,
      handlers: claimHandlers({
        loginBonus3User: sequence([SIGN_UP, SIGN_UP_DONE]),
        loginBonus3UserReceive: () => ({
          errcode: 0,
          ...SIGN_UP_DONE,
          propList: [{ id: 2001, count: 800 }],
          coin: USER.coin + 800,
          lottery: 0,
        }),
      }),
    });
    const day2 = await dayCard('Day 2');
    const activitiesBefore = called(app.calls, 'getActivityIds');
    await app.user.dblClick(within(day2).getByRole('button', { name: 'Receive' }));
    expect(await within(day2).findByText('Received')).toBeInTheDocument();
    expect(await screen.findByText('Reward received.')).toBeInTheDocument();
    expect(app.calls.filter((c) => c.operationId === 'loginBonus3UserReceive').map((c) => c.body)).toEqual([
      { day: 2 },
    ]);
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 800);
    await waitFor(() => expect(called(app.calls, 'loginBonus3User')).toBe(2));
    await waitFor(() => expect(called(app.calls, 'getActivityIds')).toBe(activitiesBefore + 1));
    await waitFor(() => expect(called(app.calls, 'hasMailUnread')).toBeGreaterThanOrEqual(1));
    expect(screen.queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
  });

  it('a claim refused for today says so with the activity message and reloads the days', async () => {
    const app = await renderClaimPage(activity('sign'), {
      loginBonus3User: sequence([SIGN_UP, SIGN_UP_DONE]),
      loginBonus3UserReceive: () => fail('loginBonus3UserReceive', 1009),
    });
    const day2 = await dayCard('Day 2');
    await app.user.click(within(day2).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You have already received today's reward. Come back tomorrow.",
    );
    expect(await within(day2).findByText('Received')).toBeInTheDocument();
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin);
  });

  it('shows the failure with a retry that loads again', async () => {
    const app = await renderClaimPage(activity('sign'), {
      loginBonus3User: sequence<SignUpBonusState>([new NetworkError('loginBonus3User', new Error('offline')), SIGN_UP]),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Day 2' })).toBeInTheDocument();
    expect(called(app.calls, 'loginBonus3User')).toBe(2);
  });

  it('says so when no day is configured', async () => {
    await renderClaimPage(activity('sign'), {
      loginBonus3User: sequence([{ ...SIGN_UP, dayList: [], loginPayDataJson: { days: [] } }]),
    });
    expect(await screen.findByText('There is nothing to receive in this event right now.')).toBeInTheDocument();
  });

  it('desktop /lobby/activity/sign in Thai: no English on the page, the rules link stays on desktop', async () => {
    await renderApp({
      path: activity('sign', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      locale: 'th-TH',
      handlers: claimHandlers({ loginBonus3User: sequence([SIGN_UP]) }),
    });
    const day2 = await dayCard('วันที่ 2');
    const main = day2.closest('main') ?? day2.closest('ul')!.parentElement!;
    expect(main.textContent).not.toMatch(/[A-Za-z]{3,}/);
    expect(screen.getByRole('link', { name: 'กติกาทั้งหมด' })).toHaveAttribute('href', ruleOn('desktop', 'signBonus'));
  });
});

describe('/activity/freeSign and /activity/supply', () => {
  it('free sign: day 1 to sign, later days coming up; signing sends that day', async () => {
    const app = await renderApp({
      path: activity('freeSign'),
      token: TOKEN,
      handlers: claimHandlers({
        freeSignUser: sequence([FREE_SIGN, { ...FREE_SIGN, signedToday: 1 as const }]),
        freeSignReceive: () => ({
          errcode: 0,
          ...FREE_SIGN,
          signedToday: 1,
          propList: [{ id: 2001, count: 100 }],
          coin: USER.coin + 100,
          lottery: 0,
        }),
      }),
    });
    expect(await screen.findByText('Sign in today to receive the day 1 reward.')).toBeInTheDocument();
    const day1 = await dayCard('Day 1');
    expect(within(await dayCard('Day 3')).getByText('In 2 days if you keep your run')).toBeInTheDocument();
    await app.user.click(within(day1).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('Signed in today (day 1). Come back tomorrow.')).toBeInTheDocument();
    expect(app.calls.filter((c) => c.operationId === 'freeSignReceive').map((c) => c.body)).toEqual([{ day: 1 }]);
  });

  it('supply: locked above the threshold; receivable while bankrupt', async () => {
    await renderClaimPage(activity('supply'), { bankruptBonusUser: sequence([{ ...SUPPLY, isBankrupt: 0 as const }]) });
    const item = await dayCard("Today's supply");
    expect(within(item).getByText('Not available')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Balance below')).toBeInTheDocument();
    cleanup();
    const app = await renderApp({
      path: activity('supply'),
      token: TOKEN,
      handlers: claimHandlers({
        bankruptBonusUser: sequence([SUPPLY, { ...SUPPLY, receivedToday: 1 as const, isBankrupt: 0 as const }]),
        bankruptBonus: () => ({
          errcode: 0,
          ...SUPPLY,
          receivedToday: 1,
          isBankrupt: 0,
          propList: [{ id: 2001, count: 500 }],
          coin: 540,
          lottery: 0,
        }),
      }),
    });
    const ready = await dayCard("Today's supply");
    await app.user.dblClick(within(ready).getByRole('button', { name: 'Receive' }));
    expect(
      await within(ready).findByText('Received today. If you run out again, come back tomorrow.'),
    ).toBeInTheDocument();
    expect(called(app.calls, 'bankruptBonus')).toBe(1);
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(540);
  });

  it('the rule pages explain the mechanic and lead to their activity', async () => {
    await renderApp({ path: rule('signBonus'), handlers: claimHandlers({}) });
    expect(await screen.findByRole('heading', { name: 'Sign-up bonus rules', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/cannot be received later/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-up bonus' })).toHaveAttribute('href', activity('sign'));
    cleanup();
    await renderApp({ path: rule('supply'), handlers: claimHandlers({}) });
    expect(await screen.findByRole('heading', { name: 'Bankruptcy supply rules', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the supply' })).toHaveAttribute('href', activity('supply'));
  });
  it('says when a day starts in the clock of the site’s country, the same words in every rule', async () => {
    await renderApp({ path: rule('supply'), locale: 'th-TH', handlers: claimHandlers({}) });
    expect(await screen.findByText('วันใหม่เริ่มเวลา 00:00 น. ตามเวลาประเทศไทย (GMT+7)')).toBeInTheDocument();
    cleanup();
    const philippines = { ...CONFIG_WITH_LIST, currency: { ...CONFIG_WITH_LIST.currency, country: 'PH' as const } };
    await renderApp({
      path: rule('signBonus'),
      locale: 'th-TH',
      handlers: claimHandlers({ anonymousAppConfig: () => ({ errcode: 0, ...philippines }) }),
    });
    expect(await screen.findByText('วันใหม่เริ่มเวลา 00:00 น. ตามเวลาฟิลิปปินส์ (GMT+8)')).toBeInTheDocument();
    cleanup();
    await renderApp({ path: rule('supply'), handlers: claimHandlers({}) });
    expect(await screen.findByText('A new day starts at midnight, Thailand time (GMT+7).')).toBeInTheDocument();
  });
});
