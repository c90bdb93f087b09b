/**
 * Samples of the AgentCount flow (/activity/agentCount) for the /flows simulator: a programme
 * running with two valid invites (a card to scratch, one scratched), a pending invitee, a milestone to receive
 * and share tasks in each state; a card scratched (its recorded prize revealed); a share to LINE.
 */
import type { agentCountMachine } from '../agent-count.machine';
import type { AgentCountView } from '../agent-count.rules';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';
import { NO_INPUT } from './common';

/** Saturday 21 November 2026, 10:00 in Bangkok. */
const T0 = Date.UTC(2026, 10, 21, 3);
const DAY = 86_400_000;

const STATE: ApiAnswer<'agent4Data'>['agent4Data'] = {
  phase: 2,
  startTime: T0 - 30 * DAY,
  endTime: 0,
  shareUrl: 'http://lobby.test/register?outValue=ABCD1234&install_referrer=h5&aid=100001&share_referrer=8',
  inviteCount: 3,
  validCount: 2,
  maxCards: 50,
  cards: [
    { id: 1, status: 1, award: [{ id: 2001, count: 1_000 }] },
    { id: 2, status: 0, award: [] },
  ],
  scratchPrizes: [
    { award: [{ id: 2001, count: 500 }], weight: 50 },
    { award: [{ id: 2001, count: 1_000 }], weight: 30 },
    { award: [{ id: 2001, count: 2_000 }], weight: 15 },
    { award: [{ id: 2001, count: 5_000 }], weight: 5 },
  ],
  lottery: {
    cardsPerLottery: 3,
    earned: 0,
    left: 0,
    prizes: [
      {
        award: [
          { id: 2001, count: 2_000 },
          { id: 2002, count: 100 },
        ],
        weight: 50,
      },
      { award: [{ id: 2001, count: 5_000 }], weight: 30 },
    ],
    draws: [],
  },
  awards: [
    { id: 1, invites: 1, award: [{ id: 2001, count: 2_000 }], status: 1 },
    { id: 2, invites: 3, award: [{ id: 2001, count: 6_000 }], status: 0 },
  ],
};

const SCRATCHED: typeof STATE = {
  ...STATE,
  cards: [STATE.cards[0]!, { id: 2, status: 1, award: [{ id: 2001, count: 2_000 }] }],
};

const TASKS: ApiAnswer<'appProxyUser4TaskUser'>['taskList'] = [
  { type: 7, award: [{ id: 2001, count: 500 }], status: 2, shareUrl: 'http://lobby.test/s/Ab3dE9x?via=7' },
  { type: 8, award: [{ id: 2001, count: 500 }], status: 0, shareUrl: '' },
  { type: 9, award: [{ id: 2001, count: 500 }], status: 3, shareUrl: 'http://lobby.test/s/Ab3dE9x?via=9' },
  { type: 10, award: [{ id: 2001, count: 500 }], status: 1, shareUrl: 'http://lobby.test/s/Ab3dE9x?via=10' },
  { type: 11, award: [{ id: 2001, count: 500 }], status: 0, shareUrl: '' },
];
const SHARED_TASKS: typeof TASKS = TASKS.map((t) =>
  t.type === 8 ? { ...t, status: 1, shareUrl: 'http://lobby.test/s/Ab3dE9x?via=8' } : t,
);

const INVITES: ApiAnswer<'agent4InviteRows'>['agent4InviteRows'] = {
  total: 3,
  list: [
    { name: '081****678', time: T0 - DAY, state: 0, status: 'noDeposit' },
    { name: '089****012', time: T0 - 3 * DAY, state: 1, status: 'valid' },
    { name: '086****345', time: T0 - 5 * DAY, state: 1, status: 'valid' },
  ],
};

export const AGENT_COUNT_READY: AgentCountView = { state: STATE, invites: INVITES, tasks: TASKS };
export const AGENT_COUNT_SCRATCHED: AgentCountView = { ...AGENT_COUNT_READY, state: SCRATCHED };
export const AGENT_COUNT_SHARED_TASKS = SHARED_TASKS;

export const agentCountSamples = flowSamples<typeof agentCountMachine>({
  inputs: NO_INPUT,
  actors: {
    loadAgentCount: {
      ready: {
        label: 'flows.sample.agentCount.ready',
        output: AGENT_COUNT_READY,
        api: [
          apiSample('agent4Data', { errcode: 0, agent4Data: STATE }),
          apiSample('agent4InviteRows', { errcode: 0, agent4InviteRows: INVITES }),
          apiSample('appProxyUser4TaskUser', { errcode: 0, taskList: TASKS }),
        ],
      },
    },
    act: {
      scratched: {
        label: 'flows.sample.agentCount.scratched',
        output: {
          state: SCRATCHED,
          tasks: null,
          award: [{ id: 2001, count: 2_000 }],
          shareUrl: null,
          balances: { coin: 12_000, lottery: 0 },
        },
        api: [
          apiSample('agent4Scratch', {
            errcode: 0,
            agent4Data: SCRATCHED,
            propList: [{ id: 2001, count: 2_000 }],
            coin: 12_000,
            lottery: 0,
          }),
        ],
      },
      shared: {
        label: 'flows.sample.agentCount.shared',
        output: {
          state: null,
          tasks: SHARED_TASKS,
          award: [],
          shareUrl: 'http://lobby.test/s/Ab3dE9x?via=8',
          balances: null,
        },
        api: [
          apiSample('appProxyUser4TaskUserShare', {
            errcode: 0,
            taskList: SHARED_TASKS,
            shareUrl: 'http://lobby.test/s/Ab3dE9x?via=8',
          }),
        ],
      },
    },
  },
  errcodes: { act: [1001, 1002, 1003, 1004, 1006, 1010] },
  events: {
    'card.scratch': { id: 2 },
    'award.receive': { id: 1 },
    'task.share': { taskType: 8 },
    'task.receive': { taskType: 7 },
  },
});
