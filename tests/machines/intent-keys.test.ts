/**
 * Idempotency-Keys of the reward claims (machines/intent-key.ts), one scenario for each shape of
 * flow that makes an `idempotent` call: the shared "reveal then receive" chart (Christmas here; New Year and
 * AgentCount are the same chart), the shared claim mechanism (activityClaim: every adapter of
 * src/actors/claim-adapters) and a form flow (points). For each: a retry after an unknown outcome sends the key
 * of the first call, a flow restored from its persisted snapshot too, another intent gets another key, and after
 * the server's own answer (a refusal) the same claim is a new intent.
 * The deposit and the withdrawal have their own in deposit.test.ts and withdraw.test.ts.
 */
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { activityClaimMachine } from '../../machines/activity-claim.machine';
import { christmasMachine } from '../../machines/christmas.machine';
import { pointsMachine } from '../../machines/points.machine';
import { XMAS_READY } from '../../machines/samples/promo-seasonal.samples';
import { SIGN_UP_BOARD } from './models/activity-claim.model';
import { LOTTERY } from './models/account.model';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const business = (errcode: number) => Object.assign(new Error('refused'), { kind: 'business', errcode });

type Ev = EventObject & Record<string, unknown>;

interface KeyedFlow {
  readonly name: string;
  readonly machine: AnyStateMachine;
  readonly input?: unknown;
  /** The actor that makes the keyed call, and the actors that read (they answer `reads`). */
  readonly keyed: string;
  readonly reads: Record<string, unknown>;
  /** The events of one intent (the player's tap, with what the form needs), and of another. */
  readonly claim: readonly Ev[];
  readonly other: readonly Ev[];
}

const FLOWS: readonly KeyedFlow[] = [
  {
    name: 'christmas (reveal then receive)',
    machine: christmasMachine,
    keyed: 'act',
    reads: { loadChristmas: XMAS_READY },
    claim: [{ type: 'box.open', id: 2 }],
    other: [{ type: 'christmas.sign' }],
  },
  {
    name: 'activityClaim (every claim adapter)',
    machine: activityClaimMachine,
    input: { activityId: 15 },
    keyed: 'claimItem',
    reads: { loadClaims: SIGN_UP_BOARD },
    claim: [{ type: 'item.claim', key: '2' }],
    other: [{ type: 'item.claim', key: '3' }],
  },
  {
    name: 'points (lotteryExchange)',
    machine: pointsMachine,
    keyed: 'exchange',
    reads: { loadTerms: LOTTERY },
    claim: [{ type: 'field.change', value: '125' }, { type: 'points.submit' }],
    other: [{ type: 'field.change', value: '250' }, { type: 'points.submit' }],
  },
];

/** The flow with its reads answered and its keyed call failing as `outcome()` says, recording each key sent. */
function run(flow: KeyedFlow, keys: string[], outcome: () => Promise<never>, snapshot?: unknown) {
  const machine = flow.machine.provide({
    actors: {
      ...Object.fromEntries(Object.entries(flow.reads).map(([id, data]) => [id, fromPromise(async () => data)])),
      [flow.keyed]: fromPromise(async ({ input }: { input: { idempotencyKey?: string } }) => {
        keys.push(input.idempotencyKey ?? 'none');
        return outcome();
      }),
    },
  } as never);
  const actor = createActor(machine, {
    ...(flow.input === undefined ? {} : { input: flow.input }),
    ...(snapshot === undefined ? {} : { snapshot }),
  } as never) as AnyActorRef;
  actor.subscribe({ error: () => undefined });
  actor.start();
  const send = async (events: readonly Ev[]) => {
    await sleep(10);
    for (const e of events) actor.send(e);
    await sleep(350); // past a submit debounce; the failure's refresh is read meanwhile
  };
  return { actor, send };
}

describe.each(FLOWS)('Idempotency-Key: $name', (flow) => {
  it('a retry after an unknown outcome sends the same key; another intent another key', async () => {
    const keys: string[] = [];
    const { send } = run(flow, keys, () => Promise.reject(new NetworkError('call', new Error('reset'))));
    await send(flow.claim);
    await send(flow.claim);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await send(flow.other);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('after the server refused, the same claim is a new intent', async () => {
    const keys: string[] = [];
    let outcome = () => Promise.reject(new NetworkError('call', new Error('reset')));
    const { send } = run(flow, keys, () => outcome());
    await send(flow.claim);
    outcome = () => Promise.reject(business(1003));
    await send(flow.claim); // the same intent still, answered now
    expect(keys[1]).toBe(keys[0]);
    await send(flow.claim);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a flow restored from its persisted snapshot retries with the same key', async () => {
    const keys: string[] = [];
    const first = run(flow, keys, () => Promise.reject(new NetworkError('call', new Error('reset'))));
    await first.send(flow.claim);
    await sleep(10);
    const persisted = first.actor.getPersistedSnapshot();
    first.actor.stop();
    const restored = run(flow, keys, () => Promise.reject(new NetworkError('call', new Error('reset'))), persisted);
    await restored.send(flow.claim);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
