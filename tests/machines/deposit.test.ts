import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { DEPOSIT_DEBOUNCE_MS, QR_COUNTDOWN_MS } from '../../machines/constants';
import {
  DEPOSIT_CHECK_ATTEMPTS,
  DEPOSIT_CHECK_INTERVAL_MS,
  amountText,
  parseAmount,
  plainMoney,
} from '../../machines/deposit-constants';
import { depositMachine } from '../../machines/deposit.machine';
import {
  depositInputOf,
  purchaseQuery,
  type CheckAnswer,
  type DepositInput,
  type OpenOrder,
  type Purchase,
  type PurchaseOffer,
  type PurchaseOutcome,
} from '../../machines/deposit.rules';
import { PENDING_INTENT_KEY, liveDepositMachine, storedIntent, storedOpenOrder } from '../../src/actors/deposit.actors';
import { NetworkError, ServerError, TimeoutError } from '../../contract/api-errors';
import { describePaths } from '../helpers/describe-paths';
import {
  CARD_OFFER,
  CARD_PURCHASE,
  CHANNELS,
  OFFER,
  OPEN_ORDERS,
  PURCHASE,
  PURCHASE_ORDER,
  depositModels,
} from './models/wallet.model';
import { buyLoginPayCard } from '../../contract/paths';

for (const model of depositModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

const INPUT: DepositInput = {
  channels: CHANNELS,
  depositBank: true,
  boundBankIds: [1],
  bindCardPath: '/bindBankCard',
  appPromo: 'optional',
};

type Created = { amount: number; rechargeType: number; purchase: Purchase | null; idempotencyKey: string };

function start(
  input: Partial<DepositInput> = {},
  impl: {
    create?: (i: Created) => Promise<OpenOrder>;
    offer?: () => Promise<PurchaseOffer>;
    check?: () => Promise<CheckAnswer>;
    refresh?: () => Promise<PurchaseOutcome>;
  } = {},
) {
  const clock = new SimulatedClock();
  const created: Created[] = [];
  const remembered: OpenOrder[] = [];
  const refreshed: Array<Purchase | null> = [];
  let forgotten = 0;
  let checks = 0;
  const machine = depositMachine.provide({
    actors: {
      loadPurchase: fromPromise(async () => (impl.offer ? impl.offer() : OFFER)),
      createOrder: fromPromise(async ({ input: i }) => {
        created.push(i);
        return impl.create ? impl.create(i) : (OPEN_ORDERS[0] as OpenOrder);
      }),
      checkOrder: fromPromise(async () => {
        checks += 1;
        return impl.check ? impl.check() : { isRechargeDone: 1 as const, status: 'done' as const };
      }),
      refreshAccount: fromPromise(async ({ input: i }) => {
        refreshed.push(i.purchase);
        return impl.refresh ? impl.refresh() : ('plain' as const);
      }),
    },
    actions: {
      rememberOrder: (_, o) => void remembered.push(o),
      forgetOrder: () => void (forgotten += 1),
    },
  });
  const actor = createActor(machine, { input: { ...INPUT, ...input }, clock });
  const emitted: Array<{ type: string; to?: string; replace?: boolean; message?: { id: string } }> = [];
  actor.on('*', (e) => void emitted.push(e as never));
  actor.start();
  return {
    actor,
    clock,
    created,
    remembered,
    refreshed,
    emitted,
    checks: () => checks,
    forgotten: () => forgotten,
  };
}

describe('deposit amounts', () => {
  it('parses typed amounts into hundredths, with at most two decimals', () => {
    expect(parseAmount('500')).toBe(50_000);
    expect(parseAmount('1,000.5')).toBe(100_050);
    expect(parseAmount('0.07')).toBe(7);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(amountText(50_050)).toBe('500.50');
    expect(amountText(100_000)).toBe('1000');
    expect(plainMoney(5_000_000)).toBe('50,000.00');
  });
});

describe('deposit', () => {
  it('debounces submit by 300 ms: a burst of taps creates one order with version-4 fields', async () => {
    const t = start();
    t.actor.send({ type: 'amount.preset', amount: 30_000 });
    for (let i = 0; i < 5; i++) {
      t.actor.send({ type: 'deposit.submit' });
      t.clock.increment(DEPOSIT_DEBOUNCE_MS - 50);
    }
    expect(t.created).toHaveLength(0);
    t.clock.increment(50);
    await flush();
    expect(t.created).toEqual([
      { amount: 30_000, rechargeType: 1, purchase: null, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    expect(t.actor.getSnapshot().hasTag('panel')).toBe(true);
    expect(t.remembered).toHaveLength(1);
    t.actor.send({ type: 'deposit.submit' });
    expect(t.created).toHaveLength(1);
  });

  it('shows the amount bounds of the chosen channel and creates nothing', () => {
    const t = start();
    t.actor.send({ type: 'channel.select', id: 3 });
    t.actor.send({ type: 'amount.change', value: '300' });
    t.actor.send({ type: 'deposit.submit' });
    const s = t.actor.getSnapshot();
    expect(s.value).toBe('choosing');
    expect(s.context.amountError).toEqual({
      id: 'wallet.deposit.amountRange',
      values: { min: '500.00', max: '50,000.00' },
    });
  });

  it('sends a player without the channel bank to /bindBankCard?back=1&id=<bankId>, keeping the choice', () => {
    const t = start();
    t.actor.send({ type: 'channel.select', id: 4 });
    t.actor.send({ type: 'amount.change', value: '250.5' });
    t.actor.send({ type: 'deposit.submit' });
    expect(t.emitted).toEqual([
      { type: 'navigate', to: '/lobby/wallets/deposit?type=4&amount=25050', replace: true },
      { type: 'navigate', to: '/bindBankCard?back=1&id=2' },
    ]);
    expect(t.actor.getSnapshot().value).toBe('choosing');
  });

  it('sends a player with no card to /bindBankCard for a channel without a bank; not when bank deposits are off', () => {
    const none = start({ boundBankIds: [], bindCardPath: '/lobby/bindBankCard' });
    none.actor.send({ type: 'amount.change', value: '100' });
    none.actor.send({ type: 'deposit.submit' });
    expect(none.emitted.map((e) => e.to)).toEqual([
      '/lobby/wallets/deposit?type=1&amount=10000',
      '/lobby/bindBankCard?back=1',
    ]);
    const off = start({ boundBankIds: [], depositBank: false });
    off.actor.send({ type: 'channel.select', id: 4 });
    off.actor.send({ type: 'amount.change', value: '100' });
    off.actor.send({ type: 'deposit.submit' });
    expect(off.emitted).toEqual([]);
    expect(off.actor.getSnapshot().value).toBe('debouncing');
  });

  it('restores the kept choice from the address', () => {
    const t = start({ choice: { rechargeType: 4, amount: '250.50' }, boundBankIds: [1, 2] });
    expect(t.actor.getSnapshot().context).toMatchObject({ rechargeType: 4, amount: '250.50' });
    const unknown = start({ choice: { rechargeType: 77, amount: '' } });
    expect(unknown.actor.getSnapshot().context.rechargeType).toBe(1);
  });

  it('counts the QR panel down once a second to the expired state', async () => {
    const qr = OPEN_ORDERS[1] as OpenOrder;
    const t = start({}, { create: async () => ({ ...qr, secondsLeft: QR_COUNTDOWN_MS / 1000 }) });
    t.actor.send({ type: 'channel.select', id: 2 });
    t.actor.send({ type: 'amount.change', value: '300' });
    t.actor.send({ type: 'deposit.submit' });
    t.clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    expect(t.actor.getSnapshot().context.secondsLeft).toBe(600);
    const tick = (seconds: number) => {
      for (let i = 0; i < seconds; i++) t.clock.increment(1_000);
    };
    tick(61);
    expect(t.actor.getSnapshot().context.secondsLeft).toBe(539);
    expect(t.actor.getSnapshot().value).toEqual({ paying: 'open' });
    tick(539);
    expect(t.actor.getSnapshot().value).toEqual({ paying: 'expired' });
    expect(t.actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('checks on close until done, then refreshes the player and shows the app promo', async () => {
    const answers: CheckAnswer[] = [
      { isRechargeDone: 0, status: 'pending' },
      { isRechargeDone: 1, status: 'done' },
    ];
    const refresh = vi.fn(async () => 'plain' as const);
    const t = start({ resume: OPEN_ORDERS[0] as OpenOrder }, { check: async () => answers.shift()!, refresh });
    expect(t.actor.getSnapshot().value).toEqual({ paying: 'open' });
    t.actor.send({ type: 'panel.close' });
    await flush();
    expect(t.actor.getSnapshot().value).toBe('waiting');
    t.clock.increment(DEPOSIT_CHECK_INTERVAL_MS);
    await flush();
    expect(t.checks()).toBe(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().value).toEqual({ done: 'promo' });
    expect(t.actor.getSnapshot().context.confirmed).toBe(true);
    expect(t.forgotten()).toBeGreaterThan(0);
    t.actor.send({ type: 'promo.install' });
    expect(t.emitted.at(-1)).toEqual({ type: 'navigate', to: '/apkdownload' });
  });

  it('polls a bounded number of times, then offers "check again" (never stuck)', async () => {
    const t = start(
      { resume: OPEN_ORDERS[2] as OpenOrder },
      { check: async () => ({ isRechargeDone: 0, status: 'pending' }) },
    );
    t.actor.send({ type: 'panel.close' });
    for (let i = 0; i < DEPOSIT_CHECK_ATTEMPTS + 2; i++) {
      await flush();
      t.clock.increment(DEPOSIT_CHECK_INTERVAL_MS);
    }
    await flush();
    expect(t.checks()).toBe(DEPOSIT_CHECK_ATTEMPTS);
    expect(t.actor.getSnapshot().value).toBe('stillWaiting');
    t.actor.send({ type: 'check.again' });
    await flush();
    expect(t.checks()).toBe(DEPOSIT_CHECK_ATTEMPTS + 1);
    expect(t.actor.getSnapshot().value).toBe('waiting');
  });

  it('says the status is unknown (not "not received") when the last check could not read it, and checks again', async () => {
    const offline = Object.assign(new Error('offline'), { kind: 'network' });
    let answer: () => Promise<CheckAnswer> = () => Promise.reject(offline);
    const t = start({ resume: OPEN_ORDERS[2] as OpenOrder }, { check: () => answer() });
    t.actor.send({ type: 'panel.close' });
    for (let i = 0; i < DEPOSIT_CHECK_ATTEMPTS + 2; i++) {
      await flush();
      t.clock.increment(DEPOSIT_CHECK_INTERVAL_MS);
    }
    await flush();
    expect(t.checks()).toBe(DEPOSIT_CHECK_ATTEMPTS);
    const unknown = t.actor.getSnapshot();
    expect(unknown.value).toBe('statusUnknown');
    expect(unknown.context.error?.id).toBe('common.networkError');
    expect(unknown.can({ type: 'check.again' })).toBe(true);
    expect(unknown.can({ type: 'panel.reopen' })).toBe(true);
    // Back online, the order answers "not paid yet": now the player is told that, without the stale error.
    answer = async () => ({ isRechargeDone: 0, status: 'pending' });
    t.actor.send({ type: 'check.again' });
    for (let i = 0; i < DEPOSIT_CHECK_ATTEMPTS + 2; i++) {
      await flush();
      t.clock.increment(DEPOSIT_CHECK_INTERVAL_MS);
    }
    await flush();
    expect(t.actor.getSnapshot().value).toBe('stillWaiting');
    expect(t.actor.getSnapshot().context.error).toBeNull();
  });

  it('ends a failed or expired order in `failed` with its message, and a missing one too', async () => {
    for (const [answer, id] of [
      [{ isRechargeDone: 0, status: 'failed' }, 'wallet.deposit.order.failed'],
      [{ isRechargeDone: 0, status: 'expired' }, 'wallet.deposit.order.expired'],
    ] as const) {
      const t = start({ resume: OPEN_ORDERS[0] as OpenOrder }, { check: async () => answer });
      t.actor.send({ type: 'panel.close' });
      await flush();
      expect(t.actor.getSnapshot().value).toBe('failed');
      expect(t.actor.getSnapshot().context.error?.id).toBe(id);
      t.actor.send({ type: 'deposit.restart' });
      expect(t.actor.getSnapshot().value).toBe('choosing');
    }
  });

  it('finishes directly without the check flag; a failed refresh toasts the deposit refresh failure', async () => {
    const t = start(
      { resume: OPEN_ORDERS[3] as OpenOrder, appPromo: 'none' },
      { refresh: async () => Promise.reject(new Error('offline')) },
    );
    t.actor.send({ type: 'panel.close' });
    await flush();
    expect(t.checks()).toBe(0);
    expect(t.actor.getSnapshot().value).toEqual({ done: 'idle' });
    expect(t.emitted).toContainEqual({ type: 'toast', message: { id: 'wallet.deposit.refreshFail' }, tone: 'error' });
  });

  it('a forced promo cannot be dismissed', async () => {
    const t = start({ resume: OPEN_ORDERS[0] as OpenOrder, appPromo: 'forced' });
    t.actor.send({ type: 'panel.close' });
    await flush();
    t.actor.send({ type: 'promo.dismiss' });
    expect(t.actor.getSnapshot().value).toEqual({ done: 'promo' });
  });

  it('goes to bind a card when the server asks for one (2003), and shows other failures', async () => {
    const t = start(
      { boundBankIds: [], depositBank: false },
      { create: async () => Promise.reject({ kind: 'business', errcode: 2003 }) },
    );
    t.actor.send({ type: 'amount.change', value: '100' });
    t.actor.send({ type: 'deposit.submit' });
    t.clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    expect(t.emitted.map((e) => e.to)).toEqual(['/lobby/wallets/deposit?type=1&amount=10000', '/bindBankCard?back=1']);
    const f = start({}, { create: async () => Promise.reject({ kind: 'business', errcode: 2001 }) });
    f.actor.send({ type: 'amount.change', value: '100' });
    f.actor.send({ type: 'deposit.submit' });
    f.clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    expect(f.actor.getSnapshot().context.error).toEqual({ id: 'wallet.deposit.failed.2001' });
  });

  it('asks the same order again with its key after an unknown outcome; another deposit gets a new key', async () => {
    let answer: () => Promise<OpenOrder> = () => Promise.reject(new NetworkError('recharge3', new Error('reset')));
    const t = start({}, { create: () => answer() });
    const submit = async (change?: () => void) => {
      change?.();
      t.actor.send({ type: 'deposit.submit' });
      t.clock.increment(DEPOSIT_DEBOUNCE_MS);
      await flush();
    };
    const keys = () => t.created.map((c) => c.idempotencyKey);
    await submit(() => t.actor.send({ type: 'amount.change', value: '100' }));
    answer = () => Promise.reject(new TimeoutError('recharge3', 60_000));
    await submit(); // the player's retry after the network error: the same deposit
    expect(keys()[1]).toBe(keys()[0]);
    answer = () => Promise.reject(new ServerError('recharge3', 503, 'unavailable'));
    await submit(() => t.actor.send({ type: 'amount.change', value: '100' })); // retyped, the same amount
    expect(keys()[2]).toBe(keys()[0]);
    await submit(() => t.actor.send({ type: 'amount.change', value: '200' })); // another amount: another deposit
    expect(keys()[3]).not.toBe(keys()[2]);
    await submit(() => t.actor.send({ type: 'channel.select', id: 2 })); // another channel: another deposit
    expect(keys()[4]).not.toBe(keys()[3]);
    answer = () => Promise.reject({ kind: 'business', errcode: 2001 });
    await submit(); // still the same deposit (no answer yet), refused by the server now
    expect(keys()[5]).toBe(keys()[4]);
    expect(t.actor.getSnapshot().context.intent).toBeNull();
    answer = () => Promise.resolve(OPEN_ORDERS[0] as OpenOrder);
    await submit(); // the refusal was final: a new attempt is a new deposit
    expect(keys()[6]).not.toBe(keys()[5]);
    expect(t.actor.getSnapshot().hasTag('panel')).toBe(true);
    expect(t.actor.getSnapshot().context.intent).toBeNull(); // the order exists: the next deposit gets a new key
  });

  it('a flow restored from its persisted snapshot retries with the same key', async () => {
    const t = start({}, { create: () => Promise.reject(new NetworkError('recharge3', new Error('reset'))) });
    t.actor.send({ type: 'amount.change', value: '100' });
    t.actor.send({ type: 'deposit.submit' });
    t.clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    const persisted = t.actor.getPersistedSnapshot();
    t.actor.stop();
    const keys: string[] = [];
    const clock = new SimulatedClock();
    const restored = createActor(
      depositMachine.provide({
        actors: {
          createOrder: fromPromise(async ({ input }) => {
            keys.push(input.idempotencyKey);
            return OPEN_ORDERS[0] as OpenOrder;
          }),
        },
      }),
      { input: INPUT, snapshot: persisted, clock },
    ).start();
    restored.send({ type: 'deposit.submit' });
    clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys).toEqual([t.created[0]!.idempotencyKey]);
  });
});

describe('live deposit actors', () => {
  function fakeRoot(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
    const map = new Map<string, string>();
    const calls: Array<{ op: string; body: Record<string, unknown> }> = [];
    const sent: unknown[] = [];
    const root = {
      deps: {
        tabStore: {
          getItem: (k: string) => map.get(k) ?? null,
          setItem: (k: string, v: string) => void map.set(k, v),
          removeItem: (k: string) => void map.delete(k),
        },
        api: {
          call: async (op: string, body: Record<string, unknown>, init?: { idempotencyKey?: string }) => {
            calls.push({ op, body });
            if (init?.idempotencyKey) keys.push(init.idempotencyKey);
            return answers[op]!(body);
          },
        },
      },
      report: (e: unknown) => void sent.push(e),
    } as unknown as Parameters<typeof liveDepositMachine>[0];
    const keys: string[] = [];
    return { root, map, calls, sent, keys };
  }

  it('keeps a deposit asked without an answer in the tab: after a reload its retry sends the same key', async () => {
    let fail = true;
    const created = 1_700_000_000_000; // the order's own instant: the test reads no wall clock
    const { root, map, keys } = fakeRoot({
      recharge3: () => {
        if (fail) throw new TimeoutError('recharge3', 60_000);
        return { errcode: 0, code: 200, orderId: 'RURL1', panel: 'url', isCheck: 0, expireTime: created + 60_000 };
      },
    });
    const page = () => {
      const clock = new SimulatedClock();
      const input = { ...INPUT, appPromo: 'none' as const, pendingIntent: storedIntent(root, 7) };
      const actor = createActor(liveDepositMachine(root, 7), { input, clock }).start();
      return { actor, clock };
    };
    const submit = async ({ actor, clock }: ReturnType<typeof page>, amount: string) => {
      actor.send({ type: 'amount.change', value: amount });
      actor.send({ type: 'deposit.submit' });
      clock.increment(DEPOSIT_DEBOUNCE_MS);
      await flush();
    };
    const first = page();
    await submit(first, '500');
    expect(keys).toHaveLength(1);
    expect(storedIntent(root, 8)).toBeNull(); // another player's tab does not reuse it
    first.actor.stop(); // the reload
    fail = false;
    const second = page();
    await submit(second, '500');
    expect(keys[1]).toBe(keys[0]);
    expect(map.has(PENDING_INTENT_KEY)).toBe(false); // answered: forgotten
    second.actor.stop();
    const third = page();
    await submit(third, '500'); // a new deposit of the same amount: a new key
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('sends recharge3 with version 4, keeps the open order for a reload, and forgets it when finished', async () => {
    const created = 1_700_000_000_000;
    const { root, map, calls, sent } = fakeRoot({
      recharge3: () => ({
        errcode: 0,
        code: 200,
        orderId: 'RQR1',
        panel: 'qr',
        isCheck: 1,
        expireTime: created + QR_COUNTDOWN_MS,
        qrInfo: { orderId: 'RQR1', qrCodeText: 'http://x/sandbox/pay/RQR1?via=qr', createTime: created },
      }),
      checkRechargeOrder: () => ({ errcode: 0, isRechargeDone: 1, status: 'done', coin: 51_000 }),
      getAfterLoginInfo: () => ({ errcode: 0, user: { id: 7, coin: 51_000 }, firstRecharge: 1 }),
    });
    const clock = new SimulatedClock();
    const actor = createActor(liveDepositMachine(root, 7), { input: { ...INPUT, appPromo: 'none' }, clock }).start();
    actor.send({ type: 'channel.select', id: 2 });
    actor.send({ type: 'amount.change', value: '500' });
    actor.send({ type: 'deposit.submit' });
    clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    expect(calls[0]).toEqual({ op: 'recharge3', body: { amount: 50_000, version: 4, actType: 0, rechargeType: 2 } });
    expect(actor.getSnapshot().context.secondsLeft).toBe(600);
    const now = Date.now();
    const resumed = storedOpenOrder(root, 7, now + 61_000);
    expect(resumed?.order.orderId).toBe('RQR1');
    expect(resumed?.secondsLeft).toBeGreaterThanOrEqual(538);
    expect(resumed?.secondsLeft).toBeLessThanOrEqual(540);
    expect(storedOpenOrder(root, 8)).toBeNull();
    expect(storedOpenOrder(root, 7, now + 11 * 60_000)?.secondsLeft).toBe(0);
    actor.send({ type: 'panel.close' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ done: 'idle' });
    expect(map.size).toBe(0);
    expect(sent).toEqual([
      { type: 'user.updated', user: { id: 7, coin: 51_000 } },
      { type: 'player.updated', patch: { firstRecharge: 1 } },
    ]);
  });
});

describe('deposit: buying the first-charge package (actType 13)', () => {
  const ASK = { actType: 13, amount: 30_000, awardId: 2 };

  it('checks the package, fixes the amount to its price and sends recharge3 with actType 13', async () => {
    const t = start(
      { purchase: ASK, choice: { rechargeType: 3, amount: '' } },
      { create: async () => PURCHASE_ORDER, refresh: async () => 'bought' },
    );
    expect(t.actor.getSnapshot().hasTag('verifying')).toBe(true);
    await flush();
    const s = t.actor.getSnapshot();
    expect(s.value).toBe('choosing');
    expect(s.context.purchase).toEqual(PURCHASE);
    expect(s.context.amount).toBe('300');
    // Channel 3 starts at 500.00: the purchase moves to the first channel that takes 300.00, and 3 stays off.
    expect(s.context.rechargeType).toBe(1);
    t.actor.send({ type: 'channel.select', id: 3 });
    t.actor.send({ type: 'amount.change', value: '999' });
    t.actor.send({ type: 'amount.preset', amount: 100_000 });
    expect(t.actor.getSnapshot().context.rechargeType).toBe(1);
    expect(t.actor.getSnapshot().context.amount).toBe('300');
    t.actor.send({ type: 'channel.select', id: 2 });
    t.actor.send({ type: 'deposit.submit' });
    t.clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    expect(t.created).toEqual([
      { amount: 30_000, rechargeType: 2, purchase: PURCHASE, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    expect(t.remembered[0]?.order.purchase).toEqual(PURCHASE);
    t.actor.send({ type: 'panel.close' });
    await flush();
    expect(t.refreshed).toEqual([PURCHASE]);
    expect(t.actor.getSnapshot().context.outcome).toBe('bought');
    // Another deposit after the purchase is a plain one.
    t.actor.send({ type: 'promo.dismiss' });
    t.actor.send({ type: 'deposit.restart' });
    expect(t.actor.getSnapshot().context.purchase).toBeNull();
    expect(t.actor.getSnapshot().context.outcome).toBeNull();
  });

  it.each([
    ['a price that is not the package price', { ...ASK, amount: 20_000 }, OFFER, 'wallet.purchase.priceChanged', '200'],
    ['an unknown package', { ...ASK, awardId: 9 }, OFFER, 'wallet.purchase.unknownPackage', '300'],
    ['a package already bought', ASK, { ...OFFER, awardId: 1, itemStatus: 1 }, 'wallet.purchase.bought', '300'],
    ['an ended offer', ASK, { ...OFFER, open: false }, 'wallet.purchase.ended', '300'],
  ] as const)('falls back to a plain deposit of the same amount for %s', async (_, ask, offer, notice, amount) => {
    const t = start({ purchase: ask }, { offer: async () => offer });
    await flush();
    const s = t.actor.getSnapshot();
    expect(s.value).toBe('choosing');
    expect(s.context.purchase).toBeNull();
    expect(s.context.notice?.id).toBe(notice);
    expect(s.context.amount).toBe(amount);
    t.actor.send({ type: 'amount.change', value: '450' });
    expect(t.actor.getSnapshot().context.amount).toBe('450');
  });

  it('falls back without a check for an unknown actType, and when the offer cannot be read', async () => {
    const unknown = start({ purchase: { actType: 7, amount: 30_000, awardId: 2 } });
    expect(unknown.actor.getSnapshot().value).toBe('choosing');
    expect(unknown.actor.getSnapshot().context.notice?.id).toBe('wallet.purchase.unknownType');
    expect(unknown.actor.getSnapshot().context.amount).toBe('300');
    const offline = start({ purchase: ASK }, { offer: async () => Promise.reject(new Error('offline')) });
    await flush();
    expect(offline.actor.getSnapshot().context.notice?.id).toBe('wallet.purchase.checkFailed');
    expect(offline.actor.getSnapshot().context.purchase).toBeNull();
  });

  it('keeps the purchase in the address for the bank-card detour, and drops it on cancel', async () => {
    const t = start({ purchase: ASK, depositBank: true, boundBankIds: [] });
    await flush();
    t.actor.send({ type: 'deposit.submit' });
    expect(t.emitted.slice(0, 2)).toEqual([
      { type: 'navigate', to: '/lobby/wallets/deposit?type=1&actType=13&amount=30000&awardId=2', replace: true },
      { type: 'navigate', to: '/bindBankCard?back=1' },
    ]);
    t.actor.send({ type: 'purchase.cancel' });
    expect(t.actor.getSnapshot().context.purchase).toBeNull();
    expect(t.emitted[2]).toEqual({ type: 'navigate', to: '/lobby/wallets/deposit?type=1&amount=30000', replace: true });
  });

  it('turns into a plain deposit when recharge3 answers 2017 (bought meanwhile or ended)', async () => {
    const t = start(
      { purchase: ASK, depositBank: false },
      { create: async () => Promise.reject({ kind: 'business', errcode: 2017 }) },
    );
    await flush();
    t.actor.send({ type: 'deposit.submit' });
    t.clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    const s = t.actor.getSnapshot();
    expect(s.value).toBe('choosing');
    expect(s.context.purchase).toBeNull();
    expect(s.context.notice?.id).toBe('wallet.purchase.gone');
    expect(s.context.error).toBeNull();
    expect(s.context.amount).toBe('300');
    expect(t.emitted).toContainEqual({
      type: 'navigate',
      to: '/lobby/wallets/deposit?type=1&amount=30000',
      replace: true,
    });
  });

  it('reopens a purchase order after a reload and refreshes the first-charge state when it finishes', async () => {
    const t = start({ resume: PURCHASE_ORDER, purchase: ASK }, { refresh: async () => 'notRecorded' });
    expect(t.actor.getSnapshot().hasTag('panel')).toBe(true);
    expect(t.actor.getSnapshot().context.purchase).toEqual(PURCHASE);
    t.actor.send({ type: 'panel.close' });
    await flush();
    expect(t.refreshed).toEqual([PURCHASE]);
    expect(t.actor.getSnapshot().context.outcome).toBe('notRecorded');
  });

  it('sends recharge3 with actType 13 and the price, then reads the first-charge state (live actors)', async () => {
    const state = { awardId: 0, itemStatus: 0, propReceiveList: [], expireTime: Date.now() + 3_600_000 };
    const configList = OFFER.packages.map((p) => ({ ...p, showType: 1 }));
    const calls: Array<{ op: string; body: unknown }> = [];
    const sent: unknown[] = [];
    const answers: Record<string, () => unknown> = {
      appRechargeBonusCollection9: () => ({ appRechargeBonusCollection9: state, configList }),
      recharge3: () => ({
        code: 200,
        orderId: 'R1',
        panel: 'url',
        isCheck: 1,
        expireTime: Date.now() + QR_COUNTDOWN_MS,
        payUrl: 'http://x/sandbox/pay/R1',
      }),
      checkRechargeOrder: () => ({ isRechargeDone: 1, status: 'done', coin: 30_000 }),
      getAfterLoginInfo: () => ({ user: { id: 7 }, firstRecharge: 1 }),
      getActivityIds: () => ({ activityIds: [39], activityMap: {} }),
    };
    const store = new Map<string, string>();
    const root = {
      deps: {
        tabStore: {
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: string) => void store.set(k, v),
          removeItem: (k: string) => void store.delete(k),
        },
        api: {
          call: async (op: string, body: unknown) => {
            calls.push({ op, body });
            return answers[op]!();
          },
        },
      },
      report: (e: unknown) => void sent.push(e),
      perform: () => {},
    } as unknown as Parameters<typeof liveDepositMachine>[0];
    const clock = new SimulatedClock();
    const actor = createActor(liveDepositMachine(root, 7), {
      input: { ...INPUT, depositBank: false, appPromo: 'none', purchase: ASK },
      clock,
    }).start();
    await flush();
    expect(actor.getSnapshot().context.purchase).toMatchObject({ percent: 160 });
    actor.send({ type: 'deposit.submit' });
    clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    expect(calls[1]).toEqual({
      op: 'recharge3',
      body: { amount: 30_000, version: 4, actType: 13, rechargeType: 1 },
    });
    Object.assign(state, { awardId: 2, itemStatus: 1 });
    actor.send({ type: 'panel.close' });
    await flush();
    expect(calls.map((c) => c.op)).toEqual([
      'appRechargeBonusCollection9',
      'recharge3',
      'checkRechargeOrder',
      'getAfterLoginInfo',
      'appRechargeBonusCollection9',
      'getActivityIds',
    ]);
    expect(actor.getSnapshot().context.outcome).toBe('bought');
    expect(sent).toContainEqual({ type: 'player.updated', patch: { activityIds: [39], activityMap: {} } });
  });

  it('buys a login-pay card from ?actType=6&propId= (live actors): recharge3 carries the card, the card is recorded', async () => {
    // Before the card links worked, actType 6 fell back to a plain deposit: recharge3 went out as actType 0.
    const propConfigList = CARD_OFFER.cards.map((c) => ({
      id: c.id,
      price: c.price,
      num: c.num,
      paramStr: { limitAmount: c.limitAmount },
    }));
    const loginPay = {
      ownList: [] as Array<{ id: number; propId: number; boughtTime: number; loginPayDataJson: { days: number[] } }>,
      buyPropIds: [6004, 6005, 6006, 6007],
      needRecharge: 10_000,
      propConfigList,
    };
    const calls: Array<{ op: string; body: unknown }> = [];
    const answers: Record<string, () => unknown> = {
      getLoginPayUser3: () => loginPay,
      recharge3: () => ({
        code: 200,
        orderId: 'R2',
        panel: 'url',
        isCheck: 1,
        expireTime: Date.now() + QR_COUNTDOWN_MS,
        payUrl: 'http://x/sandbox/pay/R2',
      }),
      checkRechargeOrder: () => ({ isRechargeDone: 1, status: 'done', coin: 30_000 }),
      getAfterLoginInfo: () => ({ user: { id: 7 }, firstRecharge: 1 }),
    };
    const store = new Map<string, string>();
    const root = {
      deps: {
        tabStore: {
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: string) => void store.set(k, v),
          removeItem: (k: string) => void store.delete(k),
        },
        api: {
          call: async (op: string, body: unknown) => {
            calls.push({ op, body });
            return answers[op]!();
          },
        },
      },
      report: () => {},
      perform: () => {},
    } as unknown as Parameters<typeof liveDepositMachine>[0];
    const clock = new SimulatedClock();
    const input = depositInputOf({
      config: { appRechargeTypeMap: {}, isDepositBank: 0, mode: 'normal', h5: { downloadType: 1 } } as never,
      player: { appUserBankList: {} },
      layout: 'mobile',
      bindCardPath: '/bindBankCard',
      params: new URL(buyLoginPayCard({ propId: 6005, price: 30_000 }), 'http://x').searchParams,
      resume: null,
    });
    const actor = createActor(liveDepositMachine(root, 7), {
      input: { ...input, channels: CHANNELS },
      clock,
    }).start();
    await flush();
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().context.purchase).toEqual(CARD_PURCHASE);
    actor.send({ type: 'deposit.submit' });
    clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    expect(calls[1]).toEqual({
      op: 'recharge3',
      body: { amount: 30_000, version: 4, actType: 6, rechargeType: 1, propId: 6005 },
    });
    loginPay.ownList.push({ id: 1, propId: 6005, boughtTime: 1, loginPayDataJson: { days: [6_000, 6_000] } });
    actor.send({ type: 'panel.close' });
    await flush();
    expect(calls.map((c) => c.op)).toEqual([
      'getLoginPayUser3',
      'recharge3',
      'checkRechargeOrder',
      'getAfterLoginInfo',
      'getLoginPayUser3',
    ]);
    expect(actor.getSnapshot().context.outcome).toBe('bought');
  });

  it.each([
    ['an unknown card', { ...CARD_OFFER }, 9999, 30_000, 'wallet.card.unknown'],
    ['a card still paying', { ...CARD_OFFER, buyable: [6004] }, 6005, 30_000, 'wallet.card.owned'],
    ['a stale price', { ...CARD_OFFER }, 6005, 20_000, 'wallet.card.priceChanged'],
  ])(
    'a card link for %s falls back to a plain deposit with a notice, keeping the amount',
    async (_, offer, propId, amount, id) => {
      const t = start({ purchase: { actType: 6, amount, awardId: null, propId } }, { offer: async () => offer });
      await flush();
      const c = t.actor.getSnapshot().context;
      expect(t.actor.getSnapshot().matches('choosing')).toBe(true);
      expect(c.purchase).toBeNull();
      expect(c.notice?.id).toBe(id);
      expect(c.asked).toBe('card');
      expect(c.amount).toBe(amountText(amount));
    },
  );

  it('a card refused by recharge3 (2002) becomes a plain deposit with the card notice', async () => {
    const t = start(
      { depositBank: false, purchase: { actType: 6, amount: 30_000, awardId: null, propId: 6005 } },
      {
        offer: async () => CARD_OFFER,
        create: async () => Promise.reject({ kind: 'business', errcode: 2002 }),
      },
    );
    await flush();
    t.actor.send({ type: 'deposit.submit' });
    t.clock.increment(DEPOSIT_DEBOUNCE_MS);
    await flush();
    const c = t.actor.getSnapshot().context;
    expect(t.created[0]?.purchase).toEqual(CARD_PURCHASE);
    expect(c.purchase).toBeNull();
    expect(c.notice?.id).toBe('wallet.card.gone');
  });
});

describe('card purchase links (contract/paths.ts buyLoginPayCard)', () => {
  it('writes actType 6, the price and the card, and the deposit page reads them back', () => {
    const link = buyLoginPayCard({ propId: 6006, price: 50_000 });
    expect(link).toBe('/lobby/wallets/deposit?actType=6&amount=50000&propId=6006');
    expect(purchaseQuery(new URL(link, 'http://x').searchParams)).toEqual({
      actType: 6,
      amount: 50_000,
      awardId: null,
      propId: 6006,
    });
  });
});
