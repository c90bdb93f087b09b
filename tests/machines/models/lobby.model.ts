/** Models of the lobby's machines: home data, game launch and the like toggle. */
import { expect } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { activityListMachine } from '../../../machines/activity-list.machine';
import { gameLaunchMachine } from '../../../machines/game-launch.machine';
import { gameLikeMachine } from '../../../machines/game-like.machine';
import { homeDataMachine, type HomeAnswer } from '../../../machines/home-data.machine';
import type { MachineModel } from '../../helpers/machine-model';

const never = () => fromPromise(() => new Promise<never>(() => {}));

export const WIN = { phone: '08****1234', gameId: 1001, amount: 150_000, timestamp: 1_700_000_000_000 };
export const NEW_YEAR = { phone: '09****5678', amount: 8_800, timestamp: 1_700_000_100_000 };
export const VIDEOS = [
  { id: 1, coverImg: '/static/video/1.svg', path: 'video/1.svg', clickType: 1 as const, clickAction: '15' },
  { id: 2, coverImg: '/static/video/2.svg', path: 'video/2.svg', clickType: 1 as const, clickAction: '17' },
  { id: 3, coverImg: '/static/video/3.svg', path: 'video/3.svg', clickType: 2 as const, clickAction: '' },
];
export const answer = (over: Partial<HomeAnswer> = {}): HomeAnswer => ({
  wins: [WIN, { ...WIN, gameId: 1002 }],
  newYear: [],
  videos: VIDEOS,
  gameResourceUrl: '/static/res',
  activity: null,
  ...over,
});

/** The ticker's step count is noise for exploration: the states are the same whatever it says. */
const homeSerialize = (s: {
  value: unknown;
  context: { tick: number; video: unknown; wins: unknown[]; newYear: unknown[] };
}) =>
  JSON.stringify({
    value: s.value,
    video: s.context.video,
    wins: s.context.wins.length,
    newYear: s.context.newYear.length,
    member: (s.context as never as { member: boolean }).member,
  });

const homeEvents = [
  { type: 'xstate.done.actor.loadHome', output: answer() },
  { type: 'xstate.done.actor.loadHome', output: answer({ wins: [WIN] }) },
  { type: 'xstate.done.actor.loadHome', output: answer({ wins: [WIN], newYear: [NEW_YEAR] }) },
  {
    type: 'xstate.done.actor.loadHome',
    output: answer({ activity: { activityIds: [15, 17], loginPaying: false } }),
  },
  { type: 'xstate.error.actor.loadHome', error: { kind: 'network' } },
  { type: 'xstate.after.tickerStep.homeData.ticker.rolling' },
  { type: 'home.retry' },
  { type: 'home.reload', member: true },
  { type: 'ticker.pause' },
  { type: 'ticker.resume' },
];

export const homeDataModels = [
  {
    name: 'home-data',
    machine: homeDataMachine,
    input: { member: false, green: false },
    events: homeEvents,
    serializeState: homeSerialize,
    implementations: { actors: { loadHome: never() } },
    invariants: (s: {
      matches: (v: unknown) => boolean;
      context: { wins: unknown[]; newYear: unknown[]; green: boolean };
    }) => {
      if (s.matches({ ticker: 'rolling' })) expect(s.context.wins.length + s.context.newYear.length).toBeGreaterThan(1);
    },
  },
  {
    name: 'home-data (green)',
    machine: homeDataMachine,
    input: { member: true, green: true },
    events: homeEvents,
    serializeState: homeSerialize,
    implementations: { actors: { loadHome: never() } },
    invariants: (s: {
      matches: (v: unknown) => boolean;
      context: { video: unknown; wins: unknown[]; newYear: unknown[] };
    }) => {
      expect(s.matches({ ticker: 'rolling' })).toBe(false);
      expect(s.context.video).toBeNull();
      expect(s.context.wins).toEqual([]);
      expect(s.context.newYear).toEqual([]);
    },
  },
] as unknown as MachineModel[];

const launchEvents = [
  { type: 'xstate.done.actor.startGame', output: { gameId: 1001, gameUrl: '/sandbox/game/abc', gameHistory: [1001] } },
  { type: 'xstate.error.actor.startGame', error: { kind: 'business', errcode: 3002 } },
  { type: 'xstate.error.actor.startGame', error: { kind: 'business', errcode: 3001 } },
  { type: 'xstate.error.actor.startGame', error: { kind: 'network' } },
  { type: 'xstate.done.actor.leaveGame', output: { coin: 1, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 } },
  { type: 'xstate.error.actor.leaveGame', error: { kind: 'network' } },
  { type: 'game.retry' },
  { type: 'game.exit' },
  { type: 'game.balance', coin: 12_345 },
  // Player protection (issue 25): a launch with a reality check and a session-time limit, the checks' timers,
  // refused rounds, a payment panel, and the check's answers.
  {
    type: 'xstate.done.actor.startGame',
    output: {
      gameId: 1001,
      gameUrl: '/sandbox/game/abc',
      gameHistory: [1001],
      playSession: {
        startedAt: 0,
        now: 10 * 60_000,
        bets: 0,
        wins: 0,
        endsAt: 90 * 60_000,
        realityCheckEveryMs: 15 * 60_000,
      },
    },
  },
  { type: 'xstate.error.actor.startGame', error: { kind: 'business', errcode: 2021 } },
  { type: 'xstate.after.realityCheck.gameLaunch.playing.check.waiting' },
  { type: 'xstate.after.sessionEnd.gameLaunch.playing.limit.running' },
  { type: 'xstate.done.actor.loadPlaySession', output: { elapsedMs: 15 * 60_000, bets: 5_000, wins: 1_200 } },
  { type: 'game.refused', errcode: 2020, limit: { period: 'day', left: 300, resetAt: 1_700_000_000_000 } },
  { type: 'game.refused', errcode: 2021 },
  // A refusal for another reason (an unknown code): neither the notice nor the session's end.
  { type: 'game.refused', errcode: 9999 },
  { type: 'notice.dismiss' },
  { type: 'payment.open', open: true },
  { type: 'payment.open', open: false },
  { type: 'check.continue' },
  { type: 'check.history' },
];
const launchImplementations = {
  actors: {
    startGame: never(),
    leaveGame: never(),
    loadPlaySession: never(),
    gameSession: fromCallback(() => () => {}),
  },
};
const launchModel = (name: string, input: object) => ({
  name,
  machine: gameLaunchMachine,
  input: { gameId: 1001, availability: 'ok', returnTo: '/lobby/home', historyTo: '/record/transaction', ...input },
  events: launchEvents,
  implementations: launchImplementations,
  invariants: (s: {
    matches: (v: unknown) => boolean;
    context: {
      gameUrl: string | null;
      reason: unknown;
      checkEvery: number | null;
      checkIn: number;
      endsIn: number | null;
      paymentOpen: boolean;
      notice: unknown;
    };
  }) => {
    if (s.matches('playing')) expect(s.context.gameUrl).not.toBeNull();
    if (s.matches('unavailable')) expect(s.context.reason).not.toBeNull();
    // The reality check runs only when it is on, waits a positive delay within one interval, and never
    // shows while a payment panel is open.
    if (s.matches({ playing: { check: 'free' } })) expect(s.context.checkEvery).toBeNull();
    if (s.matches({ playing: { check: 'waiting' } })) {
      expect(s.context.checkIn).toBeGreaterThan(0);
      expect(s.context.checkIn).toBeLessThanOrEqual(s.context.checkEvery ?? 0);
    }
    if (s.matches({ playing: { check: 'shown' } })) expect(s.context.paymentOpen).toBe(false);
    if (s.matches({ playing: { check: 'deferred' } })) expect(s.context.paymentOpen).toBe(true);
    // The session-time limit runs only with a limit; the frame is gone once it is reached.
    if (s.matches({ playing: { limit: 'running' } })) expect(s.context.endsIn).not.toBeNull();
    if (s.matches({ playing: { limit: 'unlimited' } })) expect(s.context.endsIn).toBeNull();
    if (s.context.notice !== null) expect(s.matches('playing')).toBe(true);
  },
});

export const gameLaunchModels = [
  launchModel('game-launch', {}),
  launchModel('game-launch (missing)', { availability: 'missing' }),
  launchModel('game-launch (no id)', { gameId: null }),
  launchModel('game-launch (maintenance)', { availability: 'maintenance' }),
] as unknown as MachineModel[];

export const gameLikeModel = {
  name: 'game-like',
  machine: gameLikeMachine,
  events: [
    { type: 'like.toggle', gameId: 1001, like: 1, member: true },
    { type: 'like.toggle', gameId: 1002, like: 1, member: false },
    { type: 'xstate.done.actor.saveLike', output: { '1001': 1 } },
    { type: 'xstate.error.actor.saveLike', error: { kind: 'business', errcode: 1004 } },
    { type: 'xstate.error.actor.saveLike', error: { kind: 'network' } },
  ],
  // The queue can grow without end; two waiting toggles show every behaviour.
  serializeState: (s: { value: unknown; context: { current: unknown; queue: unknown[] } }) =>
    JSON.stringify({ value: s.value, current: s.context.current, queue: Math.min(s.context.queue.length, 2) }),
  implementations: { actors: { saveLike: never() } },
  limit: 200,
  invariants: (s: { matches: (v: string) => boolean; context: { current: unknown; queue: unknown[] } }) => {
    expect(s.context.current !== null).toBe(s.matches('saving'));
    if (s.matches('idle')) expect(s.context.queue).toEqual([]);
  },
} as unknown as MachineModel;

const activityEvents = [
  {
    type: 'xstate.done.actor.loadActivities',
    output: { activityIds: [15, 30], activityMap: {}, isBankrupt: false },
  },
  { type: 'xstate.error.actor.loadActivities', error: { kind: 'business', errcode: 5 } },
  { type: 'activities.retry' },
  { type: 'activities.reload' },
];
export const activityListModels = [true, false].map((member) => ({
  name: member ? 'activity-list' : 'activity-list (visitor)',
  machine: activityListMachine,
  input: { member },
  events: activityEvents,
  implementations: { actors: { loadActivities: never() } },
  invariants: (s: {
    matches: (v: string) => boolean;
    hasTag: (t: string) => boolean;
    context: { member: boolean; data: unknown; error: unknown };
  }) => {
    // A member never sees the visitor's page; what is shown matches the state it is shown in.
    expect(s.matches('visitor')).toBe(!s.context.member);
    expect(s.hasTag('loading')).toBe(s.matches('loading'));
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    // A failure keeps its message (also while retrying); a loaded list has data and no message.
    if (s.matches('failed')) expect(s.context.error).not.toBeNull();
    if (s.matches('ready')) {
      expect(s.context.data).not.toBeNull();
      expect(s.context.error).toBeNull();
    }
  },
})) as unknown as MachineModel[];
