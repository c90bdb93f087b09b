// @vitest-environment jsdom
/**
 * /lobby/wallets/deposit, /bindBankCard, /bankCardList and /profile/bank under the real routes and root with
 * a fake API: channels by sort, the 300 ms submit debounce (one recharge3 for a double tap), the three
 * panels of the sheet, the check on close and the finish (balance, first-deposit hint, app promo), the
 * bank-card rules of bank deposits, and binding / changing a card.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { DEPOSIT_CHECK_ATTEMPTS } from '../../machines/deposit-constants';
import type { OpenOrder } from '../../machines/deposit.rules';
import { MEMBER_ANSWER, USER } from '../machines/models/fixtures';
import { BANKS, CARD, CHANNELS, OPEN_ORDERS } from '../machines/models/wallet.model';
import { BOOT_HANDLERS, fail, renderApp, type Handlers } from '../helpers/render';

afterEach(() => cleanup());

const TOKEN = 'stored-token-0123456789abcdef0123';
const SECOND_CARD = { ...CARD, id: 8, bankId: 2, bankName: 'Siam Commercial Bank', shortBankName: 'SCB' };

/** A member with the four seed-like channels, two banks, a card of bank 1 and no deposit yet. */
function member(overrides: Record<string, unknown> = {}): Handlers {
  const answer = {
    ...(BOOT_HANDLERS.getAfterLoginInfoWeb!({}) as object),
    ...MEMBER_ANSWER,
    // Listed out of order: the page sorts by `sort`.
    appRechargeTypeMap: Object.fromEntries([...CHANNELS].reverse().map((c) => [String(c.id), c])),
    appBankList: BANKS,
    appUserBank: CARD,
    appUserBankList: { '1': CARD },
    firstRecharge: 0,
    errcode: 0,
    code: 200,
    ...overrides,
  };
  return { getAfterLoginInfoWeb: () => answer };
}

const answerOf = ({ order }: OpenOrder) => ({
  errcode: 0,
  code: 200,
  orderId: order.orderId,
  panel: order.panel,
  isCheck: order.isCheck,
  expireTime: 1_700_000_600_000,
  ...(order.payUrl ? { payUrl: order.payUrl } : {}),
  ...(order.qrInfo ? { qrInfo: { ...order.qrInfo, createTime: 1_700_000_000_000 } } : {}),
  ...(order.bank ? { appRechargeBankOwn: order.bank } : {}),
});

const afterDeposit = {
  getAfterLoginInfo: () => ({
    errcode: 0,
    ...MEMBER_ANSWER,
    appUserBank: CARD,
    appUserBankList: { '1': CARD },
    user: { ...USER, coin: USER.coin + 30_000, totalRecharge: 30_000 },
    firstRecharge: 1,
  }),
  checkRechargeOrder: () => ({ errcode: 0, isRechargeDone: 1, status: 'done', coin: USER.coin + 30_000 }),
} satisfies Handlers;

async function openDeposit(handlers: Handlers = {}, path = '/lobby/wallets/deposit', locale?: 'th-TH') {
  const app = await renderApp({ path, token: TOKEN, locale, handlers: { ...member(), ...handlers } });
  return app;
}

describe('/lobby/wallets/deposit', () => {
  it('lists channels by sort, debounces a double tap into one order, checks on close and finishes once', async () => {
    const app = await openDeposit({
      recharge3: () => answerOf(OPEN_ORDERS[0] as OpenOrder),
      ...afterDeposit,
    });
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(
      within(group)
        .getAllByText(/^Channel \d$/)
        .map((n) => n.textContent),
    ).toEqual(['Channel 1', 'Channel 2', 'Channel 3', 'Channel 4']);
    // The hint states what the server pays (config firstDepositBonus, in the variant's currency) and when.
    expect(
      screen.getByText(
        'Your first completed deposit gets an extra ฿300.00 bonus, credited at once (once per account).',
      ),
    ).toBeInTheDocument();
    // Bad input first: nothing is sent.
    await app.user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: '300.00' }));
    expect(screen.getByRole('textbox', { name: 'Amount (฿)' })).toHaveValue('300');
    const submit = screen.getByRole('button', { name: 'Deposit ฿300.00' });
    await app.user.dblClick(submit);
    const sheet = await screen.findByRole('dialog', { name: 'Payment' });
    expect(app.calls.filter((c) => c.operationId === 'recharge3').map((c) => c.body)).toEqual([
      { amount: 30_000, version: 4, actType: 0, rechargeType: 1 },
    ]);
    const frame = await within(sheet).findByTitle('Payment provider page');
    expect(frame).toHaveAttribute('src', 'http://localhost/sandbox/pay/R1');
    await app.user.click(within(sheet).getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('heading', { name: 'Deposit received' })).toBeInTheDocument();
    expect(app.calls.filter((c) => c.operationId === 'checkRechargeOrder')).toHaveLength(1);
    expect(screen.getByText('Your balance: ฿310.00')).toBeInTheDocument();
    // The forced-update modal (downloadType 2: dismissible).
    const promo = await screen.findByRole('dialog', { name: 'Get the Android app' });
    // The promise in the variant's currency (config appLoginBonus), with its condition; never pesos in baht.
    expect(
      within(promo).getByText(
        'Install our Android app and log in there for the first time to get a ฿20.00 bonus (once per account).',
      ),
    ).toBeInTheDocument();
    await app.user.click(within(promo).getByRole('button', { name: 'Later' }));
    await app.user.click(screen.getByRole('button', { name: 'Deposit again' }));
    await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(screen.queryByText('+300 bonus on your first deposit')).not.toBeInTheDocument();
  });

  it('shows the QR panel: 200 px code, order, time and a running 10-minute countdown', async () => {
    const app = await openDeposit({ recharge3: () => answerOf({ ...(OPEN_ORDERS[1] as OpenOrder) }) });
    await app.user.click(await screen.findByRole('radio', { name: /Channel 2/ }));
    await app.user.type(screen.getByRole('textbox', { name: 'Amount (฿)' }), '300');
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿300.00' }));
    const sheet = await screen.findByRole('dialog', { name: 'QR payment' });
    const code = await within(sheet).findByRole('img', { name: 'QR code to pay this deposit' });
    expect(code).toHaveAttribute('width', '200');
    expect(code).toHaveAttribute('data-ecc', 'H');
    expect(code).toHaveAttribute('data-quiet-zone', '4');
    expect(within(sheet).getByText('R1')).toBeInTheDocument();
    // Ten minutes from the order, counting down each second (a loaded machine may show the panel a second or
    // two after the order: the first reading is 10:00 or just under).
    const timer = within(sheet).getByRole('timer', { name: 'Time left' });
    const secondsLeft = () => {
      const [m, s] = (timer.textContent ?? '').trim().split(':').map(Number);
      return (m ?? NaN) * 60 + (s ?? NaN);
    };
    const first = secondsLeft();
    expect(first).toBeLessThanOrEqual(600);
    expect(first).toBeGreaterThan(590);
    await waitFor(() => expect(secondsLeft()).toBeLessThan(first), { timeout: 2500 });
    expect(within(sheet).getByRole('button', { name: 'Copy Order number' })).toBeInTheDocument();
  });

  it('shows the bank-transfer details in Thai, each copyable', async () => {
    const app = await openDeposit({ recharge3: () => answerOf(OPEN_ORDERS[2] as OpenOrder) }, undefined, 'th-TH');
    await app.user.click(await screen.findByRole('radio', { name: /Channel 3/ }));
    await app.user.type(screen.getByRole('textbox', { name: 'จำนวนเงิน (฿)' }), '300');
    await app.user.click(screen.getByRole('button', { name: /^ฝากเงิน/ }));
    expect(await screen.findByText('กรุณากรอกจำนวนเงินระหว่าง 500.00 ถึง 50,000.00')).toBeInTheDocument();
    await app.user.clear(screen.getByRole('textbox', { name: 'จำนวนเงิน (฿)' }));
    await app.user.type(screen.getByRole('textbox', { name: 'จำนวนเงิน (฿)' }), '500');
    await app.user.click(screen.getByRole('button', { name: 'ฝากเงิน ฿500.00' }));
    const sheet = await screen.findByRole('dialog', { name: 'โอนเงินผ่านธนาคาร' });
    for (const label of ['ชื่อธนาคาร', 'ชื่อย่อธนาคาร', 'ชื่อบัญชี', 'เลขที่บัญชี', 'จำนวนเงินที่ต้องโอน'])
      expect(within(sheet).getByRole('button', { name: `คัดลอก${label}` })).toBeInTheDocument();
    expect(within(sheet).getByText('123-4-56789-0')).toBeInTheDocument();
    expect(within(sheet).getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
  });

  it('says a declined payment failed and lets the player start over', async () => {
    const app = await openDeposit({
      recharge3: () => answerOf(OPEN_ORDERS[0] as OpenOrder),
      checkRechargeOrder: () => ({ errcode: 0, isRechargeDone: 0, status: 'failed', coin: USER.coin }),
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Amount (฿)' }), '150');
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿150.00' }));
    await app.user.click(await screen.findByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('heading', { name: 'The deposit did not go through' })).toBeInTheDocument();
    expect(screen.getByText('The payment was declined. No money was taken.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Amount (฿)' })).toHaveValue('150');
  });

  it('says the status is unknown, not "not received", when the order could not be read offline, and checks again', async () => {
    let online = false;
    const app = await openDeposit({
      recharge3: () => answerOf(OPEN_ORDERS[0] as OpenOrder),
      ...afterDeposit,
      checkRechargeOrder: () => {
        if (!online) throw new NetworkError('checkRechargeOrder', new TypeError('Failed to fetch'));
        return afterDeposit.checkRechargeOrder();
      },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Amount (฿)' }), '300');
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿300.00' }));
    await app.user.click(await screen.findByRole('button', { name: 'I have paid' }));
    // Every check fails to read the status ("Check now" skips the waits between them).
    for (let i = 1; i < DEPOSIT_CHECK_ATTEMPTS; i++)
      await app.user.click(await screen.findByRole('button', { name: 'Check now' }));
    expect(await screen.findByRole('heading', { name: 'Payment status unknown' })).toBeInTheDocument();
    expect(screen.queryByText('Still waiting for your payment')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No connection. Check your network and try again.');
    expect(app.calls.filter((c) => c.operationId === 'checkRechargeOrder')).toHaveLength(DEPOSIT_CHECK_ATTEMPTS);
    online = true;
    await app.user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Deposit received' })).toBeInTheDocument();
  });

  it('shows recharge3 failures next to the form', async () => {
    const app = await openDeposit({ recharge3: () => fail('recharge3', 2002) });
    await app.user.type(await screen.findByRole('textbox', { name: 'Amount (฿)' }), '150');
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿150.00' }));
    expect(
      await screen.findByText('This payment method is unavailable right now. Choose another one.'),
    ).toBeInTheDocument();
  });

  it('sends a player without the channel bank to /bindBankCard?back=1&id=2 and restores the choice on return', async () => {
    const app = await openDeposit();
    await app.user.click(await screen.findByRole('radio', { name: /Channel 4.*Needs a SCB card/ }));
    await app.user.type(screen.getByRole('textbox', { name: 'Amount (฿)' }), '250.5');
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿250.50' }));
    await waitFor(() => expect(app.location()).toBe('/bindBankCard?back=1&id=2'));
    expect(await screen.findByRole('heading', { name: 'Add a bank card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bank/ })).toHaveTextContent('Siam Commercial Bank');
    expect(app.calls.some((c) => c.operationId === 'recharge3')).toBe(false);
    cleanup();
    // Coming back: the address the flow kept.
    await openDeposit({}, '/lobby/wallets/deposit?type=4&amount=25050');
    expect(await screen.findByRole('radio', { name: /Channel 4/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Amount (฿)' })).toHaveValue('250.50');
  });

  it('sends a player with no card to /bindBankCard for any channel when bank deposits are on', async () => {
    const app = await renderApp({
      path: '/lobby/wallets/deposit',
      token: TOKEN,
      handlers: member({ appUserBank: null, appUserBankList: {} }),
    });
    expect(await screen.findByText(/^Bind a bank card in your own name before your first deposit/)).toBeInTheDocument();
    await app.user.type(await screen.findByRole('textbox', { name: 'Amount (฿)' }), '100');
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿100.00' }));
    await waitFor(() => expect(app.location()).toBe('/bindBankCard?back=1'));
  });

  it('has its desktop route, sending to /lobby/bindBankCard', async () => {
    const app = await renderApp({
      path: '/lobby/wallets/deposit',
      token: TOKEN,
      layout: 'desktop',
      handlers: member({ appUserBank: null, appUserBankList: {} }),
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Amount (฿)' }), '100');
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿100.00' }));
    await waitFor(() => expect(app.location()).toBe('/lobby/bindBankCard?back=1'));
    expect(await screen.findByRole('heading', { name: 'Add a bank card' })).toBeInTheDocument();
  });
});

describe('bank cards', () => {
  it('validates, binds with addBankInfo and reports the cards to the session', async () => {
    const app = await renderApp({
      path: '/bindBankCard',
      token: TOKEN,
      handlers: {
        ...member(),
        addBankInfo: (body) => ({
          errcode: 0,
          appUserBank: SECOND_CARD,
          appUserBankList: { '1': CARD, '2': { ...SECOND_CARD, accountName: body.accountName } },
        }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add bank card' }));
    expect(await screen.findByText('Choose a bank.')).toBeInTheDocument();
    expect(screen.getByText('Enter an account number of 8 to 20 digits.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: /Bank/ }));
    const picker = await screen.findByRole('dialog', { name: 'Choose your bank' });
    expect(within(picker).getByRole('button', { name: /Kasikorn Bank.*Bound/ })).toBeInTheDocument();
    await app.user.click(within(picker).getByRole('button', { name: /Siam Commercial Bank/ }));
    await app.user.type(screen.getByRole('textbox', { name: 'Account holder name' }), 'สมชาย ใจดี');
    await app.user.type(screen.getByRole('textbox', { name: 'Account number' }), '9876-5432-10');
    await app.user.click(screen.getByRole('button', { name: 'Add bank card' }));
    await waitFor(() => expect(app.location()).toBe('/bankCardList'));
    expect(app.calls.find((c) => c.operationId === 'addBankInfo')!.body).toEqual({
      bankId: 2,
      accountName: 'สมชาย ใจดี',
      cardNum: '9876543210',
    });
    expect(Object.keys(app.root.session.getSnapshot().context.player!.appUserBankList)).toEqual(['1', '2']);
    expect(await screen.findByText('Bank card saved.')).toBeInTheDocument();
    // The card's row (a screen reader's copy of the name, still announced, is not the row).
    expect(
      await screen.findByText(/Siam Commercial Bank/, { ignore: 'script, style, .visually-hidden' }),
    ).toBeInTheDocument();
  });

  it('changes a bound card with modifyBankInfo and shows the server refusal', async () => {
    const app = await renderApp({
      path: '/bindBankCard?id=1',
      token: TOKEN,
      handlers: { ...member(), modifyBankInfo: () => fail('modifyBankInfo', 2012) },
    });
    expect(await screen.findByRole('heading', { name: 'Change bank card' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account holder name' })).toHaveValue('Somchai Jaidee');
    expect(screen.getByText('Now on file: ******7890. Enter the new number.')).toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: 'Account number' }), '11112222333');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The card details are not valid, or the card limit is reached.'),
    ).toBeInTheDocument();
    expect(app.calls.find((c) => c.operationId === 'modifyBankInfo')!.body).toMatchObject({ bankId: 1 });
  });

  it.each(['/bankCardList', '/profile/bank'])('%s lists the cards masked, with change and add links', async (path) => {
    await renderApp({ path, token: TOKEN, handlers: member() });
    expect(await screen.findByRole('heading', { name: 'My bank cards' })).toBeInTheDocument();
    expect(screen.getByText('******7890')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Change Kasikorn Bank$/ })).toHaveAttribute(
      'href',
      '/bindBankCard?back=1&id=1',
    );
    expect(screen.getByRole('link', { name: 'Add a bank card' })).toHaveAttribute('href', '/bindBankCard?back=1');
  });
});

describe('/lobby/wallets/deposit buying the first-charge package (actType 13)', () => {
  const PACKAGES = [
    { id: 1, price: 10_000, showType: 1, award: [{ id: 2001, count: 15_000 }] },
    {
      id: 2,
      price: 30_000,
      showType: 2,
      award: [
        { id: 2001, count: 48_000 },
        { id: 1002, count: 2 },
      ],
    },
  ];
  const BUY = '/lobby/wallets/deposit?actType=13&amount=30000&awardId=2';

  /** The first-charge state the server answers: not bought until `bought` is set. */
  function offer(state: { awardId: number; itemStatus: number; expireTime?: number }) {
    return {
      appRechargeBonusCollection9: () => ({
        errcode: 0,
        appRechargeBonusCollection9: {
          awardId: state.awardId,
          itemStatus: state.itemStatus,
          propReceiveList: [],
          expireTime: state.expireTime ?? Date.now() + 86_400_000,
        },
        configList: PACKAGES,
      }),
      getActivityIds: () => ({ errcode: 0, activityIds: [39], activityMap: {} }),
    } satisfies Handlers;
  }

  it('shows the package, fixes the amount, sends actType 13 and leads back to claim the gifts', async () => {
    const state = { awardId: 0, itemStatus: 0 };
    const app = await openDeposit(
      {
        ...offer(state),
        recharge3: () => {
          Object.assign(state, { awardId: 2, itemStatus: 1 });
          return answerOf(OPEN_ORDERS[0] as OpenOrder);
        },
        ...afterDeposit,
      },
      BUY,
    );
    const card = await screen.findByRole('region', { name: 'First-charge package' });
    expect(within(card).getByText('You are buying the first-charge package of ฿300.00')).toBeInTheDocument();
    expect(within(card).getByText('2 gifts worth 160% of the price')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount (฿)' });
    expect(amount).toHaveValue('300.00');
    expect(amount).toHaveAttribute('readonly');
    expect(screen.getByText('The amount is the package price and cannot be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Amounts' })).not.toBeInTheDocument();
    // Channel 3 starts at 500.00: it cannot take the package.
    expect(screen.getByRole('radio', { name: /Channel 3/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Channel 1/ })).toBeChecked();
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿300.00' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment' });
    expect(app.calls.filter((c) => c.operationId === 'recharge3').map((c) => c.body)).toEqual([
      { amount: 30_000, version: 4, actType: 13, rechargeType: 1 },
    ]);
    await app.user.click(within(sheet).getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('heading', { name: 'First-charge package bought' })).toBeInTheDocument();
    expect(screen.getByText('Your gifts are ready to claim on the first-charge page.')).toBeInTheDocument();
    const promo = await screen.findByRole('dialog', { name: 'Get the Android app' });
    await app.user.click(within(promo).getByRole('button', { name: 'Later' }));
    expect(app.calls.map((c) => c.operationId)).toEqual(
      expect.arrayContaining(['checkRechargeOrder', 'getAfterLoginInfo', 'getActivityIds']),
    );
    // The first-charge state is read again after the payment (itemStatus 1 now).
    const ops = app.calls.map((c) => c.operationId);
    expect(ops.lastIndexOf('appRechargeBonusCollection9')).toBeGreaterThan(ops.indexOf('checkRechargeOrder'));
    await app.user.click(screen.getByRole('link', { name: 'Claim my gifts' }));
    await waitFor(() => expect(app.location()).toBe('/activity/firstCharge'));
  });

  it('says a stale price is out of date and makes a plain deposit of the same amount instead', async () => {
    const app = await openDeposit(
      { ...offer({ awardId: 0, itemStatus: 0 }), recharge3: () => answerOf(OPEN_ORDERS[0] as OpenOrder) },
      '/lobby/wallets/deposit?actType=13&amount=20000&awardId=2',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This link is out of date: the package price is 300.00. Choose the package again, or make a normal deposit.',
    );
    expect(within(alert).getByRole('link', { name: 'Back to first charge' })).toHaveAttribute(
      'href',
      '/activity/firstCharge',
    );
    expect(screen.queryByRole('region', { name: 'First-charge package' })).not.toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount (฿)' });
    expect(amount).toHaveValue('200');
    expect(amount).not.toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: 'Amounts' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿200.00' }));
    await screen.findByRole('dialog', { name: 'Payment' });
    expect(app.calls.filter((c) => c.operationId === 'recharge3').map((c) => c.body)).toEqual([
      { amount: 20_000, version: 4, actType: 0, rechargeType: 1 },
    ]);
  });

  it.each([
    ['a bought package', offer({ awardId: 1, itemStatus: 1 }), BUY, 'You have already bought a first-charge package'],
    ['an ended event', offer({ awardId: 0, itemStatus: 0, expireTime: 1 }), BUY, 'The first-charge event has ended'],
    ['an unknown actType', {}, '/lobby/wallets/deposit?actType=abc&amount=30000', 'This purchase link is not valid.'],
  ])('falls back to a plain deposit for %s', async (_, handlers, path, text) => {
    await openDeposit(handlers, path);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: 'Amount (฿)' })).toHaveValue('300');
  });

  it('turns into a plain deposit when the server says the package is gone (2017), keeping the amount', async () => {
    const app = await openDeposit(
      { ...offer({ awardId: 0, itemStatus: 0 }), recharge3: () => fail('recharge3', 2017) },
      BUY,
    );
    await app.user.click(await screen.findByRole('button', { name: 'Deposit ฿300.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first-charge package is no longer available (already bought, or the event has ended). Nothing was charged',
    );
    expect(screen.getByRole('textbox', { name: 'Amount (฿)' })).toHaveValue('300');
    await waitFor(() => expect(app.location()).toBe('/lobby/wallets/deposit?type=1&amount=30000'));
  });

  it('speaks Thai and lets the player switch to a normal deposit', async () => {
    const app = await openDeposit(offer({ awardId: 0, itemStatus: 0 }), BUY, 'th-TH');
    const card = await screen.findByRole('region', { name: 'แพ็กเกจฝากเงินครั้งแรก' });
    expect(within(card).getByText('คุณกำลังซื้อแพ็กเกจฝากเงินครั้งแรกราคา ฿300.00')).toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: 'ฝากเงินแบบปกติแทน' }));
    expect(screen.queryByRole('region', { name: 'แพ็กเกจฝากเงินครั้งแรก' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('readonly');
    await waitFor(() => expect(app.location()).toBe('/lobby/wallets/deposit?type=1&amount=30000'));
  });
});
