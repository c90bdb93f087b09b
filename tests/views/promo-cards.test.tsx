// @vitest-environment jsdom
/**
 * Login-pay cards (issue 15 §3): /activity/signPay, desktop /lobby/activity/signPay and the rule page
 * /rule/dayBonus under the real routes and root with a fake API — loading, cards by price, owned cards with
 * their days, one claim under a double tap, a refused claim's message, failed with retry, empty, the Thai
 * desktop page; and the deposit page buying a card from a card link (actType 6 with the card's propId), a
 * stale link falling back with its notice.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { activity, buyLoginPayCard, rule, ruleOn } from '../../contract/paths';
import { BOOT_HANDLERS, fail, renderApp, type Handlers } from '../helpers/render';
import { MEMBER_ANSWER, USER } from '../machines/models/fixtures';
import { BANKS, CARD, CHANNELS, OPEN_ORDERS } from '../machines/models/wallet.model';
import { lobbyGames, lobbyHandlers } from './lobby-fixtures';
import { called, TOKEN } from './claim-fixtures';

afterEach(() => cleanup());

const PROP_CONFIG = [
  { id: 6007, price: 100_000, num: 30, paramStr: { limitAmount: 150_000 } },
  { id: 6004, price: 10_000, num: 7, paramStr: { limitAmount: 14_000 } },
  { id: 6005, price: 30_000, num: 7, paramStr: { limitAmount: 42_000 } },
];
const days = (received: number) => Array.from({ length: 7 }, (_, i) => (i < received ? -1 : 2_000));
const state = (owned: { received: number; today: 0 | 1 } | null, cards = PROP_CONFIG) => ({
  errcode: 0,
  ownList: owned
    ? [
        {
          id: 11,
          propId: 6004,
          boughtTime: 1,
          receivedToday: owned.today,
          loginPayDataJson: { days: days(owned.received) },
        },
      ]
    : [],
  buyPropIds: cards.map((c) => c.id).filter((id) => !owned || id !== 6004),
  needRecharge: 10_000,
  propConfigList: cards,
});

function handlers(answers: Array<ReturnType<typeof state> | Error>, extra: Handlers = {}): Handlers {
  let n = 0;
  return {
    ...lobbyHandlers(lobbyGames(12)),
    getLoginPayUser3: () => {
      const next = answers[Math.min(n++, answers.length - 1)]!;
      if (next instanceof Error) throw next;
      return next;
    },
    refreshData: () => ({ errcode: 0, coin: USER.coin + 2_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 }),
    getActivityIds: () => ({ errcode: 0, activityIds: [18], activityMap: {} }),
    ...extra,
  };
}

const SIGN_PAY = activity('signPay');

describe('/activity/signPay', () => {
  it('lists the cards by price with what each pays, and the owned card with its days', async () => {
    const app = await renderApp({
      path: SIGN_PAY,
      token: TOKEN,
      handlers: handlers([state({ received: 2, today: 0 })]),
    });
    expect(await screen.findByRole('heading', { name: 'Daily sign-in cards', level: 1 })).toBeInTheDocument();
    const sale = await screen.findByRole('region', { name: 'Cards on sale' });
    const names = within(sale)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['7-day card · ฿100.00', '7-day card · ฿300.00', '30-day card · ฿1,000.00']);
    const first = within(sale).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('20.00 coins a day for 7 days')).toBeInTheDocument();
    expect(within(first).getByText('140.00 coins in all, on top of the deposit')).toBeInTheDocument();
    // Card 6004 still pays: not offered again.
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'My cards' });
    expect(within(mine).getByText('2 of 7 days received')).toBeInTheDocument();
    expect(within(mine).getAllByText('✓ Received')).toHaveLength(2);
    expect(within(mine).getByRole('button', { name: 'Claim day 3: 20.00 coins' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'How sign-in cards work' })).toHaveAttribute('href', rule('dayBonus'));
    expect(called(app.calls, 'getLoginPayUser3')).toBe(1);
  });

  it('buy opens the deposit page buying that card at its price', async () => {
    const app = await renderApp({ path: SIGN_PAY, token: TOKEN, handlers: handlers([state(null)]) });
    await app.user.click(await screen.findByRole('button', { name: 'Buy for ฿300.00' }));
    await waitFor(() => expect(app.location()).toBe(buyLoginPayCard({ propId: 6005, price: 30_000 })));
  });

  it('claims once under a double tap: the coins are said, the balance read again, tomorrow is next', async () => {
    const app = await renderApp({
      path: SIGN_PAY,
      token: TOKEN,
      handlers: handlers([state({ received: 0, today: 0 })], {
        receiveLoginPay3: () => ({ ...state({ received: 1, today: 1 }), propList: [{ id: 2001, count: 2_000 }] }),
      }),
    });
    await app.user.dblClick(await screen.findByRole('button', { name: 'Claim day 1: 20.00 coins' }));
    expect(await screen.findByText('Received 20.00 coins.')).toBeInTheDocument();
    expect(
      await screen.findByText("Today's coins are received. Come back tomorrow for the next day."),
    ).toBeInTheDocument();
    expect(app.calls.filter((c) => c.operationId === 'receiveLoginPay3').map((c) => c.body)).toEqual([{ id: 11 }]);
    await waitFor(() => expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 2_000));
    expect(screen.queryByRole('button', { name: /Claim day/ })).not.toBeInTheDocument();
  });

  it('a refused claim (1009) says so with its code and reads the cards again', async () => {
    const app = await renderApp({
      path: SIGN_PAY,
      token: TOKEN,
      handlers: handlers([state({ received: 0, today: 0 }), state({ received: 1, today: 1 })], {
        receiveLoginPay3: () => fail('receiveLoginPay3', 1009),
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: /Claim day 1/ }));
    expect(await screen.findByText(/already received today's reward/)).toBeInTheDocument();
    await waitFor(() => expect(called(app.calls, 'getLoginPayUser3')).toBe(2));
    expect(await screen.findByText(/Come back tomorrow for the next day/)).toBeInTheDocument();
  });

  it('shows the failure with a retry, and says so when nothing is on sale', async () => {
    const app = await renderApp({
      path: SIGN_PAY,
      token: TOKEN,
      handlers: handlers([new NetworkError('getLoginPayUser3', new Error('offline')), state(null, [])]),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sign-in cards are on sale right now.')).toBeInTheDocument();
  });

  it('desktop /lobby/activity/signPay in Thai: no English, the rule link on the desktop table', async () => {
    await renderApp({
      path: activity('signPay', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      locale: 'th-TH',
      handlers: handlers([state({ received: 1, today: 0 })]),
    });
    const heading = await screen.findByRole('heading', { name: 'บัตรเช็กอินรายวัน', level: 1 });
    const main = heading.closest('div')!.parentElement!;
    await screen.findByRole('region', { name: 'บัตรของฉัน' });
    expect(main.textContent).not.toMatch(/[A-Za-z]{3,}/);
    expect(screen.getByRole('link', { name: 'กติกาบัตรเช็กอิน' })).toHaveAttribute('href', ruleOn('desktop', 'dayBonus'));
  });
});

describe('/rule/dayBonus', () => {
  it.each([
    ['mobile', rule('dayBonus'), activity('signPay')],
    ['desktop', ruleOn('desktop', 'dayBonus'), activity('signPay', 'desktop')],
  ] as const)('%s: the rules and the way to the cards', async (layout, path, to) => {
    await renderApp({ path, layout, handlers: lobbyHandlers(lobbyGames(12)) });
    expect(await screen.findByRole('heading', { name: 'Sign-in card rules', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Days are claimed in order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in cards' })).toHaveAttribute('href', to);
  });
});

describe('/lobby/wallets/deposit with a card link', () => {
  function member(): Handlers {
    const answer = {
      ...(BOOT_HANDLERS.getAfterLoginInfoWeb!({}) as object),
      ...MEMBER_ANSWER,
      appRechargeTypeMap: Object.fromEntries(CHANNELS.map((c) => [String(c.id), c])),
      appBankList: BANKS,
      appUserBank: CARD,
      appUserBankList: { '1': CARD },
      firstRecharge: 1,
      errcode: 0,
      code: 200,
    };
    return { getAfterLoginInfoWeb: () => answer };
  }
  const order = OPEN_ORDERS[0]!.order;
  const recharge3 = () => ({
    errcode: 0,
    code: 200,
    orderId: order.orderId,
    panel: order.panel,
    isCheck: order.isCheck,
    expireTime: 1_700_000_600_000,
    payUrl: order.payUrl,
  });

  it('says which card is bought, sends actType 6 with the card, and leads back to claim day 1', async () => {
    let owned = false;
    const app = await renderApp({
      path: buyLoginPayCard({ propId: 6005, price: 30_000 }),
      token: TOKEN,
      handlers: {
        ...member(),
        getLoginPayUser3: () =>
          owned
            ? {
                ...state(null),
                ownList: [
                  { id: 12, propId: 6005, boughtTime: 1, receivedToday: 0, loginPayDataJson: { days: days(0) } },
                ],
              }
            : state(null),
        recharge3: () => {
          owned = true;
          return recharge3();
        },
        checkRechargeOrder: () => ({ errcode: 0, isRechargeDone: 1, status: 'done', coin: USER.coin + 30_000 }),
        getAfterLoginInfo: () => ({ errcode: 0, ...MEMBER_ANSWER, user: { ...USER, coin: USER.coin + 30_000 } }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Daily sign-in card' });
    expect(within(card).getByText('You are buying the 7-day sign-in card of ฿300.00')).toBeInTheDocument();
    expect(within(card).getByText(/It pays ฿60.00 a day for 7 days: ฿420.00 in all/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount (฿)' })).toHaveAttribute('readonly');
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿300.00' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment' });
    expect(app.calls.filter((c) => c.operationId === 'recharge3').map((c) => c.body)).toEqual([
      { amount: 30_000, version: 4, actType: 6, rechargeType: 1, propId: 6005 },
    ]);
    await app.user.click(within(sheet).getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in card bought' })).toBeInTheDocument();
    const promo = await screen.findByRole('dialog', { name: 'Get the Android app' }).catch(() => null);
    if (promo) await app.user.click(within(promo).getByRole('button', { name: 'Later' }));
    expect(screen.getByRole('link', { name: 'Claim day 1' })).toHaveAttribute('href', activity('signPay'));
  });

  it.each([
    ['an unknown card', buyLoginPayCard({ propId: 6099, price: 30_000 }), 'This sign-in card is not on sale.'],
    ['a stale price', buyLoginPayCard({ propId: 6005, price: 20_000 }), "the card's price is 300.00"],
  ])('falls back to a plain deposit for %s, with its notice and the way back to the cards', async (_, path, text) => {
    await renderApp({ path, token: TOKEN, handlers: { ...member(), getLoginPayUser3: () => state(null) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).getByRole('link', { name: 'Back to sign-in cards' })).toHaveAttribute(
      'href',
      activity('signPay'),
    );
    expect(screen.queryByRole('region', { name: 'Daily sign-in card' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount (฿)' })).not.toHaveAttribute('readonly');
  });
});
