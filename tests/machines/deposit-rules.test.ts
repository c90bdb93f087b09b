/** The deposit flow's pure rules (machines/deposit.rules.ts): input from the address, bank and amount rules, the purchase check, the result. */
import { describe, expect, it } from 'vitest';
import { ACT_TYPE, ITEM } from '../../contract/ids';
import type { RechargeType, UserBank } from '../../machines/deposit-constants';
import {
  amountError,
  appPromoOf,
  bankRedirect,
  checkPurchase,
  choicePath,
  choiceQuery,
  closedUnpaidMessage,
  depositFailure,
  depositInputOf,
  depositResult,
  initialChannel,
  purchaseChannel,
  purchaseQuery,
  queryAmount,
  type DepositContext,
  type DepositFacts,
  type DepositOrder,
  type OpenOrder,
  type PurchaseOffer,
} from '../../machines/deposit.rules';

const channel = (id: number, bankId = 0, minAmount = 10_000, maxAmount = 5_000_000, sort = id): RechargeType => ({
  id,
  name: `channel ${id}`,
  iconH5: '',
  bankId,
  sort,
  panel: 'qr',
  minAmount,
  maxAmount,
  amountList: [minAmount],
});

const card = (bankId: number): UserBank => ({
  id: bankId * 10,
  bankId,
  bankName: 'Bank',
  shortBankName: 'B',
  accountName: 'Somchai',
  cardNum: '****1234',
  createTime: 0,
});

const context = (over: Partial<DepositContext> = {}): DepositContext => ({
  channels: [channel(1), channel(2, 7)],
  depositBank: true,
  boundBankIds: [],
  bindCardPath: '/bindBankCard',
  appPromo: 'none',
  query: null,
  asked: null,
  purchase: null,
  notice: null,
  outcome: null,
  rechargeType: 1,
  amount: '',
  amountError: null,
  error: null,
  order: null,
  secondsLeft: 0,
  checks: 0,
  confirmed: false,
  intent: null,
  ...over,
});

const config = (over: Partial<DepositFacts['config']> = {}): DepositFacts['config'] => ({
  appRechargeTypeMap: { b: channel(5, 0, 10_000, 5_000_000, 2), a: channel(4, 3, 10_000, 5_000_000, 1) },
  isDepositBank: 1,
  mode: 'normal',
  h5: { url: '', downloadType: 1, downloadUrl: '' },
  ...over,
});

const offer = (over: Partial<PurchaseOffer> = {}): PurchaseOffer => ({
  awardId: 0,
  itemStatus: 0,
  open: true,
  packages: [{ id: 11, price: 30_000, award: [{ id: ITEM.Coin, count: 15_000 }] }],
  ...over,
});

describe('deposit rules: the input from the address', () => {
  it('reads a purchase only when actType is there, with positive whole numbers or null', () => {
    expect(purchaseQuery(new URLSearchParams('type=2&amount=500'))).toBeNull();
    expect(purchaseQuery(new URLSearchParams('actType=13&amount=30000&awardId=11'))).toEqual({
      actType: 13,
      amount: 30_000,
      awardId: 11,
    });
    expect(purchaseQuery(new URLSearchParams('actType=abc&amount=-5&awardId=1.5'))).toEqual({
      actType: -1,
      amount: null,
      awardId: null,
    });
    expect(purchaseQuery(new URLSearchParams('actType=&amount= '))).toEqual({
      actType: -1,
      amount: null,
      awardId: null,
    });
  });

  it('reads the kept choice: a positive channel id and a whole amount in hundredths as text', () => {
    expect(choiceQuery(new URLSearchParams('type=3&amount=12345'))).toEqual({ rechargeType: 3, amount: '123.45' });
    expect(choiceQuery(new URLSearchParams('type=0&amount=x'))).toEqual({ rechargeType: null, amount: '' });
    expect(choiceQuery(new URLSearchParams(''))).toEqual({ rechargeType: null, amount: '' });
  });

  it('builds the whole input: channels by sort, bound banks, the layout promo and the stored order', () => {
    const resume: OpenOrder = {
      order: { orderId: 'R1', panel: 'qr', isCheck: 1, amount: 10_000, rechargeType: 4 },
      secondsLeft: 42,
    };
    const input = depositInputOf({
      config: config({ h5: { url: '', downloadType: 3, downloadUrl: '' } }),
      player: { appUserBankList: { 3: card(3) } },
      layout: 'mobile',
      bindCardPath: '/bindBankCard',
      params: new URLSearchParams('type=5&amount=20000'),
      resume,
    });
    expect(input.channels.map((c) => c.id)).toEqual([4, 5]);
    expect(input).toMatchObject({
      depositBank: true,
      boundBankIds: [3],
      bindCardPath: '/bindBankCard',
      choice: { rechargeType: 5, amount: '200' },
      resume,
      appPromo: 'forced',
    });
    expect('purchase' in input).toBe(false);

    const bought = depositInputOf({
      config: config({ isDepositBank: 0 }),
      player: { appUserBankList: {} },
      layout: 'desktop',
      bindCardPath: '/lobby/bindBankCard',
      params: new URLSearchParams('actType=13&amount=30000&awardId=11'),
      resume: null,
    });
    expect(bought).toMatchObject({
      depositBank: false,
      boundBankIds: [],
      appPromo: 'none',
      resume: null,
      purchase: { actType: 13, amount: 30_000, awardId: 11 },
    });
  });

  it('shows the forced-update modal by downloadType, never in green mode, dismissible on desktop', () => {
    const h5 = (downloadType: 1 | 2 | 3) => ({ url: '', downloadType, downloadUrl: '' });
    expect(appPromoOf({ mode: 'normal', h5: h5(1) }, 'mobile')).toBe('none');
    expect(appPromoOf({ mode: 'normal', h5: h5(2) }, 'mobile')).toBe('optional');
    expect(appPromoOf({ mode: 'normal', h5: h5(3) }, 'mobile')).toBe('forced');
    expect(appPromoOf({ mode: 'normal', h5: h5(3) }, 'desktop')).toBe('optional');
    expect(appPromoOf({ mode: 'green', h5: h5(3) }, 'mobile')).toBe('none');
  });

  it('starts on the kept channel when it still exists, else the first', () => {
    const base = { depositBank: false, boundBankIds: [], bindCardPath: '/b', appPromo: 'none' as const };
    const channels = [channel(1), channel(2)];
    expect(initialChannel({ ...base, channels, choice: { rechargeType: 2, amount: '' } })).toBe(2);
    expect(initialChannel({ ...base, channels, choice: { rechargeType: 9, amount: '' } })).toBe(1);
    expect(initialChannel({ ...base, channels: [] })).toBeNull();
  });
});

describe('deposit rules: amount and bank', () => {
  it('checks the amount against the chosen channel', () => {
    expect(amountError(context({ rechargeType: 9 }))?.id).toBe('wallet.deposit.pickChannel');
    expect(amountError(context({ amount: ' ' }))?.id).toBe('wallet.deposit.amountRequired');
    expect(amountError(context({ amount: '1.234' }))?.id).toBe('wallet.deposit.amountInvalid');
    expect(amountError(context({ amount: '99.99' }))).toEqual({
      id: 'wallet.deposit.amountRange',
      values: { min: '100.00', max: '50,000.00' },
    });
    expect(amountError(context({ amount: '100' }))).toBeNull();
    expect(amountError(context({ amount: '50,000' }))).toBeNull();
    expect(amountError(context({ amount: '50000.01' }))?.id).toBe('wallet.deposit.amountRange');
  });

  it('sends to the bank-card page for a bank channel without its card, or any channel without a card', () => {
    expect(bankRedirect(context({ rechargeType: 2 }))).toBe('/bindBankCard?back=1&id=7');
    expect(bankRedirect(context({ rechargeType: 2, boundBankIds: [7] }))).toBeNull();
    expect(bankRedirect(context({ rechargeType: 1 }))).toBe('/bindBankCard?back=1');
    expect(bankRedirect(context({ rechargeType: 1, boundBankIds: [3] }))).toBeNull();
    expect(bankRedirect(context({ rechargeType: 2, depositBank: false }))).toBeNull();
    expect(bankRedirect(context({ rechargeType: 2, bindCardPath: '/lobby/bindBankCard' }))).toBe(
      '/lobby/bindBankCard?back=1&id=7',
    );
  });

  it('keeps the choice in the deposit address, a purchase with its actType and package', () => {
    expect(choicePath(context({ rechargeType: null }))).toBe('/lobby/wallets/deposit');
    expect(choicePath(context({ rechargeType: 2, amount: '150.5' }))).toBe(
      '/lobby/wallets/deposit?type=2&amount=15050',
    );
    expect(choicePath(context({ rechargeType: 2, amount: 'abc' }))).toBe('/lobby/wallets/deposit?type=2');
    const purchase = { actType: ACT_TYPE.FirstCharge, awardId: 11, price: 30_000, percent: 50, gifts: 1 };
    expect(choicePath(context({ rechargeType: 1, amount: '300.00', purchase }))).toBe(
      `/lobby/wallets/deposit?type=1&actType=${ACT_TYPE.FirstCharge}&amount=30000&awardId=11`,
    );
  });
});

describe('deposit rules: the first-charge purchase', () => {
  const query = { actType: ACT_TYPE.FirstCharge, amount: 30_000, awardId: 11 };

  it('buys a known, unbought package of a running offer at exactly its price', () => {
    expect(checkPurchase(query, offer())).toEqual({
      purchase: { actType: ACT_TYPE.FirstCharge, awardId: 11, price: 30_000, percent: 50, gifts: 1 },
    });
  });

  it('says why a purchase cannot be made, in this order', () => {
    const notice = (q = query, o = offer()) => ('notice' in checkPurchase(q, o) ? checkPurchase(q, o) : null);
    expect(notice({ ...query, awardId: 12 })).toEqual({ notice: { id: 'wallet.purchase.unknownPackage' } });
    expect(notice(query, offer({ awardId: 11, itemStatus: 1, open: false }))).toEqual({
      notice: { id: 'wallet.purchase.bought' },
    });
    expect(notice(query, offer({ itemStatus: 2 }))).toEqual({ notice: { id: 'wallet.purchase.bought' } });
    expect(notice(query, offer({ open: false }))).toEqual({ notice: { id: 'wallet.purchase.ended' } });
    expect(notice({ ...query, amount: 29_999 })).toEqual({
      notice: { id: 'wallet.purchase.priceChanged', values: { price: '300.00' } },
    });
  });

  it('pays a purchase with the current channel when it takes the price, else the first that does', () => {
    const channels = [channel(1, 0, 10_000, 20_000), channel(2, 0, 10_000, 50_000), channel(3)];
    expect(purchaseChannel({ channels, rechargeType: 3 }, 30_000)).toBe(3);
    expect(purchaseChannel({ channels, rechargeType: 1 }, 30_000)).toBe(2);
    expect(purchaseChannel({ channels: [channel(1, 0, 10_000, 20_000)], rechargeType: 1 }, 30_000)).toBe(1);
  });

  it('keeps the asked amount when a purchase falls back to a plain deposit', () => {
    expect(queryAmount(query, '')).toBe('300');
    expect(queryAmount({ ...query, amount: null }, '12')).toBe('12');
    expect(queryAmount(null, '12')).toBe('12');
  });
});

describe('deposit rules: failures and the result', () => {
  const business = (errcode: number) => ({ kind: 'business', errcode });

  it('names recharge3 failures per code where the catalog has one', () => {
    expect(depositFailure(business(2001))).toEqual({ id: 'wallet.deposit.failed.2001' });
    expect(depositFailure(business(2017))).toEqual({ id: 'wallet.deposit.failed.2017' });
    expect(depositFailure(business(2003))).toEqual({ id: 'wallet.deposit.failed', values: { code: 2003 } });
    expect(depositFailure({ kind: 'network' })).toEqual({ id: 'common.networkError' });
  });

  it('names a deposit-limit refusal (2019) with its limit, and a 2019 without one generically', () => {
    const limit = { period: 'day', amount: 100_000, left: 20_000, resetAt: 1_795_000_000_000 };
    expect(depositFailure({ kind: 'business', errcode: 2019, body: { errcode: 2019, limit } })).toEqual({
      id: 'wallet.deposit.failed.2019',
      values: limit,
    });
    expect(depositFailure({ kind: 'business', errcode: 2019, body: { errcode: 2019 } })).toEqual({
      id: 'wallet.deposit.failed',
      values: { code: 2019 },
    });
  });

  it('says why an order ended unpaid: declined, expired, or paid but refused for a deposit limit', () => {
    expect(closedUnpaidMessage({ isRechargeDone: 0, status: 'failed' })).toEqual({ id: 'wallet.deposit.order.failed' });
    expect(closedUnpaidMessage({ isRechargeDone: 0, status: 'expired' })).toEqual({
      id: 'wallet.deposit.order.expired',
    });
    expect(closedUnpaidMessage({ isRechargeDone: 0, status: 'failed', failReason: 'depositLimit' })).toEqual({
      id: 'wallet.deposit.order.limitRefused',
    });
  });

  it('ends a purchase as bought, not recorded, pending or unknown, and a plain deposit as confirmed or submitted', () => {
    const plain: DepositOrder = { orderId: 'R1', panel: 'qr', isCheck: 1, amount: 30_000, rechargeType: 1 };
    const bought: DepositOrder = {
      ...plain,
      purchase: { actType: ACT_TYPE.FirstCharge, awardId: 11, price: 30_000, percent: 50, gifts: 1 },
    };
    expect(depositResult({ order: bought, outcome: 'bought', confirmed: false })).toBe('bought');
    expect(depositResult({ order: bought, outcome: 'notRecorded', confirmed: true })).toBe('notRecorded');
    expect(depositResult({ order: bought, outcome: 'notRecorded', confirmed: false })).toBe('pending');
    expect(depositResult({ order: bought, outcome: null, confirmed: true })).toBe('unknown');
    expect(depositResult({ order: bought, outcome: 'plain', confirmed: true })).toBe('unknown');
    expect(depositResult({ order: plain, outcome: 'plain', confirmed: true })).toBe('confirmed');
    expect(depositResult({ order: plain, outcome: 'plain', confirmed: false })).toBe('submitted');
    expect(depositResult({ order: null, outcome: null, confirmed: false })).toBe('submitted');
  });
});
