import { createActor, createMachine, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { agentCountMachine } from '../../machines/agent-count.machine';
import { canAgentCount, cardsToNextDraw, shareIntent, type AgentCountOutcome } from '../../machines/agent-count.rules';
import { SCRATCH_REVEAL_MS } from '../../machines/constants';
import { AGENT_COUNT_READY, AGENT_COUNT_SCRATCHED } from '../../machines/samples/agent-count.samples';
import { describePaths } from '../helpers/describe-paths';
import { failingPaths } from '../helpers/machine-model';
import { agentCountModels } from './models/agent-count.model';

for (const model of agentCountModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

const SCRATCHED: AgentCountOutcome = {
  state: AGENT_COUNT_SCRATCHED.state,
  tasks: null,
  award: [{ id: 2001, count: 2_000 }],
  shareUrl: null,
  balances: { coin: 12_000, lottery: 0 },
};

function start(act: (input: { kind: string }) => Promise<AgentCountOutcome>) {
  const calls: string[] = [];
  const reported: unknown[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    agentCountMachine.provide({
      actors: {
        loadAgentCount: fromPromise(async () => AGENT_COUNT_READY),
        act: fromPromise(async ({ input }) => {
          calls.push(JSON.stringify({ ...input, idempotencyKey: undefined })); // the action, without its key
          return act(input);
        }),
      },
      actions: { reportBalances: (_, params) => void reported.push(params.balances) },
    }),
    { clock },
  ).start();
  const toasts: unknown[] = [];
  (actor as AnyActorRef).on('toast', (e) => void toasts.push(e));
  return { actor, calls, reported, toasts, clock };
}

describe('agentCount flow', () => {
  it('scratches a card once under a double tap; the recorded prize is revealed, then named', async () => {
    let resolve!: (o: AgentCountOutcome) => void;
    const t = start(() => new Promise((r) => (resolve = r)));
    await flush();
    t.actor.send({ type: 'card.scratch', id: 2 });
    t.actor.send({ type: 'card.scratch', id: 2 });
    expect(t.calls).toEqual(['{"kind":"scratch","id":2}']);
    resolve(SCRATCHED);
    await flush();
    let snap = t.actor.getSnapshot();
    expect(snap.matches('revealing')).toBe(true);
    expect(snap.context.revealed).toEqual({ kind: 'card', id: 2, award: [{ id: 2001, count: 2_000 }] });
    // Credited by the server before the reveal: the balances are already reported, the toast waits.
    expect(t.reported).toEqual([{ coin: 12_000, lottery: 0 }]);
    expect(t.toasts).toEqual([]);
    // Taps during the reveal are ignored.
    t.actor.send({ type: 'award.receive', id: 1 });
    expect(t.calls).toHaveLength(1);
    t.clock.increment(SCRATCH_REVEAL_MS);
    snap = t.actor.getSnapshot();
    expect(snap.matches('ready')).toBe(true);
    expect(t.toasts).toEqual([
      { type: 'toast', message: { id: 'agentCount.won', values: { amount: '20.00' } }, tone: 'success' },
    ]);
    expect(snap.can({ type: 'card.scratch', id: 2 })).toBe(false);
  });

  it('the reveal ends at once when the view says so (animation end, a tap, reduced motion)', async () => {
    const t = start(async () => SCRATCHED);
    await flush();
    t.actor.send({ type: 'card.scratch', id: 2 });
    await flush();
    expect(t.actor.getSnapshot().matches('revealing')).toBe(true);
    t.actor.send({ type: 'reveal.done' });
    expect(t.actor.getSnapshot().matches('ready')).toBe(true);
    expect(t.actor.getSnapshot().context.revealed?.id).toBe(2);
  });

  it('a share shows the link the server made for that network', async () => {
    const t = start(async () => ({
      state: null,
      tasks: AGENT_COUNT_READY.tasks.map((x) =>
        x.type === 8 ? { ...x, status: 1, shareUrl: 'http://lobby.test/s/Q?via=8' } : x,
      ),
      award: [],
      shareUrl: 'http://lobby.test/s/Q?via=8',
      balances: null,
    }));
    await flush();
    t.actor.send({ type: 'task.share', taskType: 8 });
    await flush();
    const snap = t.actor.getSnapshot();
    expect(snap.context.view?.tasks.find((x) => x.type === 8)?.shareUrl).toBe('http://lobby.test/s/Q?via=8');
    expect(snap.context.view?.state).toBe(AGENT_COUNT_READY.state);
    expect(t.reported).toEqual([null]); // nothing credited
  });

  it('a refused action says why and reads the state again', async () => {
    const t = start(async () => Promise.reject(Object.assign(new Error('x'), { kind: 'business', errcode: 1003 })));
    await flush();
    t.actor.send({ type: 'task.receive', taskType: 7 });
    await flush();
    expect(t.toasts).toContainEqual({
      type: 'toast',
      message: { id: 'activity.act39.err1003', values: { code: 1003 } },
      tone: 'error',
    });
    expect(t.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('rules: what the server would take, the next draw, share pages', () => {
    expect(canAgentCount(AGENT_COUNT_READY, { kind: 'scratch', id: 2 })).toBe(true);
    expect(canAgentCount(AGENT_COUNT_READY, { kind: 'scratch', id: 1 })).toBe(false);
    expect(canAgentCount(AGENT_COUNT_READY, { kind: 'lottery' })).toBe(false);
    expect(canAgentCount(AGENT_COUNT_READY, { kind: 'receive', type: 7 })).toBe(true);
    expect(canAgentCount(AGENT_COUNT_READY, { kind: 'share', type: 9 })).toBe(false);
    const ended = { ...AGENT_COUNT_READY, state: { ...AGENT_COUNT_READY.state, phase: 3 as const } };
    expect(canAgentCount(ended, { kind: 'scratch', id: 2 })).toBe(false);
    expect(cardsToNextDraw(AGENT_COUNT_READY.state)).toBe(2);
    expect(shareIntent(8, 'http://x.test/s/A?via=8')).toBe(
      'https://social-plugins.line.me/lineit/share?url=http%3A%2F%2Fx.test%2Fs%2FA%3Fvia%3D8',
    );
    expect(shareIntent(12, 'x')).toBeNull();
  });
});

describe('agentCount invariants', () => {
  it('fail on a broken variant that takes a new scratch while the last prize is still being revealed', () => {
    const config = agentCountMachine.config as unknown as { states: Record<string, Record<string, unknown>> };
    const revealing = config.states.revealing as { on: Record<string, unknown> };
    const variant = createMachine(
      {
        ...(config as object),
        states: {
          ...config.states,
          revealing: { ...revealing, on: { ...revealing.on, 'card.scratch': 'acting' } },
        },
      } as never,
      (agentCountMachine as unknown as { implementations: never }).implementations,
    ) as unknown as typeof agentCountMachine;
    expect(failingPaths(agentCountModels[0]!, variant).length).toBeGreaterThan(0);
  });
});
