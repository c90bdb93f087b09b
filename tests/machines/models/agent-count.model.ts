/** Model of the AgentCount flow: load, scratch (reveal), lottery, milestone, share, task receipt, refresh. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { agentCountMachine, type AgentCountContext } from '../../../machines/agent-count.machine';
import { canAgentCount } from '../../../machines/agent-count.rules';
import {
  AGENT_COUNT_READY,
  AGENT_COUNT_SCRATCHED,
  AGENT_COUNT_SHARED_TASKS,
} from '../../../machines/samples/agent-count.samples';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

type Snap = {
  value: unknown;
  context: AgentCountContext;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

const SCRATCH_2 = { type: 'card.scratch', id: 2 } as const;
const SCRATCH_1 = { type: 'card.scratch', id: 1 } as const;
const AWARD_1 = { type: 'award.receive', id: 1 } as const;
const SHARE_8 = { type: 'task.share', taskType: 8 } as const;
const RECEIVE_7 = { type: 'task.receive', taskType: 7 } as const;

/** A lottery draw earned (left 1); and the programme over (phase 3), when nothing can be done. */
const AGENT_COUNT_DRAW = {
  ...AGENT_COUNT_READY,
  state: { ...AGENT_COUNT_READY.state, lottery: { ...AGENT_COUNT_READY.state.lottery, left: 1 } },
};
const AGENT_COUNT_OVER = { ...AGENT_COUNT_READY, state: { ...AGENT_COUNT_READY.state, phase: 3 } };

export const agentCountModels = [
  {
    name: 'agentCount',
    machine: agentCountMachine,
    input: undefined,
    events: [
      { type: 'xstate.done.actor.loadAgentCount', output: AGENT_COUNT_READY },
      { type: 'xstate.done.actor.loadAgentCount', output: AGENT_COUNT_DRAW },
      { type: 'xstate.done.actor.loadAgentCount', output: AGENT_COUNT_OVER },
      { type: 'xstate.error.actor.loadAgentCount', error: { kind: 'network' } },
      { type: 'agentCount.retry' },
      { type: 'agentCount.reload' },
      SCRATCH_2,
      SCRATCH_1,
      { type: 'lottery.draw' },
      AWARD_1,
      SHARE_8,
      RECEIVE_7,
      { type: 'reveal.done' },
      // The reveal animation's delay runs out without the player's tap.
      { type: 'xstate.after.reveal.agentCount.revealing' },
      {
        type: 'xstate.done.actor.act',
        output: {
          state: AGENT_COUNT_SCRATCHED.state,
          tasks: null,
          award: [{ id: 2001, count: 2_000 }],
          shareUrl: null,
          balances: { coin: 12_000, lottery: 0 },
        },
      },
      {
        type: 'xstate.done.actor.act',
        output: {
          state: null,
          tasks: AGENT_COUNT_SHARED_TASKS,
          award: [],
          shareUrl: 'http://lobby.test/s/Ab3dE9x?via=8',
          balances: null,
        },
      },
      { type: 'xstate.error.actor.act', error: { kind: 'business', errcode: 1003 } },
      { type: 'xstate.done.actor.refreshAgentCount', output: AGENT_COUNT_READY },
      { type: 'xstate.error.actor.refreshAgentCount', error: { kind: 'timeout' } },
    ],
    serializeState: (s: Snap) =>
      JSON.stringify({
        value: s.value,
        phase: s.context.view?.state.phase ?? null,
        draws: s.context.view?.state.lottery.left ?? null,
        cards: s.context.view?.state.cards.map((c) => `${c.id}:${c.status}`) ?? null,
        tasks: s.context.view?.tasks.map((t) => `${t.type}:${t.status}`) ?? null,
        pending: s.context.pending,
        revealed: s.context.revealed ? `${s.context.revealed.kind}:${s.context.revealed.id}` : null,
        error: s.context.error?.id ?? null,
      }),
    implementations: { actors: { loadAgentCount: never(), act: never() } },
    invariants: (s: Snap) => {
      // Only from ready, and only what the server would take: one call at a time, none while revealing.
      const ready = s.matches('ready');
      const view = s.context.view;
      expect(s.can(SCRATCH_2)).toBe(ready && canAgentCount(view, { kind: 'scratch', id: 2 }));
      expect(s.can(SCRATCH_1)).toBe(false); // card 1 is scratched in every sample
      expect(s.can({ type: 'lottery.draw' })).toBe(ready && canAgentCount(view, { kind: 'lottery' }));
      expect(s.can(AWARD_1)).toBe(ready && canAgentCount(view, { kind: 'award', id: 1 }));
      expect(s.can(SHARE_8)).toBe(ready && canAgentCount(view, { kind: 'share', type: 8 }));
      expect(s.can(RECEIVE_7)).toBe(ready && canAgentCount(view, { kind: 'receive', type: 7 }));
      expect(s.hasTag('busy')).toBe(s.matches('acting') || s.matches('refreshing') || s.matches('revealing'));
      if (s.matches('acting')) expect(s.context.pending).not.toBeNull();
      if (ready) expect(s.context.pending).toBeNull();
      // The reveal uncovers only a prize the server recorded: a card the state shows scratched, with that award.
      if (s.matches('revealing')) {
        const revealed = s.context.revealed;
        expect(revealed).not.toBeNull();
        if (revealed?.kind === 'card') {
          const card = view?.state.cards.find((c) => c.id === revealed.id);
          expect(card?.status).toBe(1);
          expect(card?.award).toEqual(revealed.award);
        }
      }
      expect(s.hasTag('error')).toBe(s.matches('failed'));
      if (s.matches('failed')) expect(s.context.error).not.toBeNull();
    },
  },
] as unknown as MachineModel[];
