import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buyLoginPayCard } from '../../contract/paths';
import { loginPayMachine, type DayClaim } from '../../machines/login-pay.machine';
import type { LoginPayState } from '../../machines/login-pay.rules';
import { liveLoginPayMachine } from '../../src/actors/login-pay.actors';
import { describePaths } from '../helpers/describe-paths';
import { CARDS_CLAIMED, CARDS_NONE, CARDS_OWNED, loginPayModels } from './models/login-pay.model';

for (const model of loginPayModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const business = (errcode: number) => Object.assign(new Error('failed'), { kind: 'business', errcode });

function recordEmits(actor: AnyActorRef) {
  const out: Array<Record<string, unknown>> = [];
  actor.on('*', (e) => void out.push(e as Record<string, unknown>));
  return out;
}

function start(opts: { fetch?: () => Promise<LoginPayState>; claim?: (id: number) => Promise<DayClaim> } = {}) {
  const claims: number[] = [];
  let fetches = 0;
  let refreshed = 0;
  const machine = loginPayMachine.provide({
    actors: {
      fetchCards: fromPromise(async () => {
        fetches += 1;
        return opts.fetch ? opts.fetch() : CARDS_OWNED;
      }),
      claimDay: fromPromise(async ({ input }) => {
        claims.push(input.id);
        return opts.claim ? opts.claim(input.id) : { state: CARDS_CLAIMED, coin: 2_000 };
      }),
    },
    actions: { refreshBalance: () => void (refreshed += 1) },
  });
  const actor = createActor(machine).start();
  const emitted = recordEmits(actor);
  return {
    actor,
    emitted,
    claims,
    get fetches() {
      return fetches;
    },
    get refreshed() {
      return refreshed;
    },
  };
}

describe('login-pay flow', () => {
  it('claims day 1 once: double taps are ignored, the balance is refreshed, the toast says how much', async () => {
    let resolve!: (v: DayClaim) => void;
    const t = start({ claim: () => new Promise((r) => (resolve = r)) });
    await flush();
    t.actor.send({ type: 'card.claim', id: 11 });
    t.actor.send({ type: 'card.claim', id: 11 });
    t.actor.send({ type: 'card.claim', id: 11 });
    expect(t.claims).toEqual([11]);
    resolve({ state: CARDS_CLAIMED, coin: 2_000 });
    await flush();
    expect(t.actor.getSnapshot().matches('ready')).toBe(true);
    expect(t.actor.getSnapshot().context.data?.owned[0]?.days[0]).toBe(-1);
    expect(t.refreshed).toBe(1);
    expect(t.emitted).toContainEqual({
      type: 'toast',
      message: { id: 'promoCards.claimed', values: { amount: '20.00' } },
      tone: 'success',
    });
    // Paid today: a further claim the same day is not offered.
    t.actor.send({ type: 'card.claim', id: 11 });
    expect(t.claims).toEqual([11]);
  });

  it('says 1009 with its activity message and reads the state again', async () => {
    const t = start({ claim: async () => Promise.reject(business(1009)) });
    await flush();
    t.actor.send({ type: 'card.claim', id: 11 });
    await flush();
    expect(t.emitted).toContainEqual({
      type: 'toast',
      message: { id: 'activity.act39.err1009', values: { code: 1009 } },
      tone: 'error',
    });
    expect(t.fetches).toBe(2);
    expect(t.refreshed).toBe(0);
  });

  it('buys a card on sale through the deposit page with its price; an owned or unknown card is not bought', async () => {
    const t = start();
    await flush();
    t.actor.send({ type: 'card.buy', propId: 6004 });
    t.actor.send({ type: 'card.buy', propId: 42 });
    t.actor.send({ type: 'card.buy', propId: 6006 });
    expect(t.emitted).toEqual([{ type: 'navigate', to: buyLoginPayCard({ propId: 6006, price: 50_000 }) }]);
  });

  it('shows a failure with retry, and the cards by price once loaded', async () => {
    let fail = true;
    const t = start({ fetch: async () => (fail ? Promise.reject({ kind: 'network' }) : CARDS_NONE) });
    await flush();
    expect(t.actor.getSnapshot().matches('failed')).toBe(true);
    expect(t.actor.getSnapshot().context.error?.id).toBe('common.networkError');
    fail = false;
    t.actor.send({ type: 'cards.retry' });
    await flush();
    expect(t.actor.getSnapshot().context.data?.cards.map((c) => c.id)).toEqual([6004, 6005, 6006, 6007]);
  });

  it('live actors: receiveLoginPay3 with the card id, the credited coin from propList, then the figures', async () => {
    const calls: string[] = [];
    const reports: unknown[] = [];
    const answer = {
      ownList: [{ id: 11, propId: 6004, boughtTime: 1, receivedToday: 1, loginPayDataJson: { days: [-1, 2_000] } }],
      buyPropIds: [],
      needRecharge: 0,
      propConfigList: [{ id: 6004, price: 10_000, num: 2, paramStr: { limitAmount: 4_000 } }],
    };
    const port = {
      deps: {
        api: {
          call: async (op: string, body: unknown) => {
            calls.push(`${op} ${JSON.stringify(body)}`);
            if (op === 'getLoginPayUser3')
              return {
                ...answer,
                ownList: [{ ...answer.ownList[0], receivedToday: 0, loginPayDataJson: { days: [2_000, 2_000] } }],
              };
            if (op === 'receiveLoginPay3') return { ...answer, propList: [{ id: 2001, count: 2_000 }] };
            if (op === 'refreshData') return { coin: 12_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };
            return { activityIds: [], activityMap: {} };
          },
        },
      },
      report: (e: unknown) => void reports.push(e),
    } as never;
    const actor = createActor(liveLoginPayMachine(port)).start();
    const emitted = recordEmits(actor);
    await flush();
    actor.send({ type: 'card.claim', id: 11 });
    await flush();
    expect(calls.slice(0, 2)).toEqual(['getLoginPayUser3 {}', 'receiveLoginPay3 {"id":11}']);
    expect(calls).toContain('refreshData {}');
    expect(emitted[0]).toMatchObject({ message: { values: { amount: '20.00' } } });
    expect(reports).toContainEqual(expect.objectContaining({ type: 'user.figures' }));
    expect(actor.getSnapshot().context.data?.owned[0]?.receivedToday).toBe(true);
  });
});
