/**
 * The game-launch flow: generated path tests, launching and leaving a game, and the reality check and the
 * session-time limit inside its statechart (below).
 */
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { firstCheckIn, gameLaunchMachine, type Launch } from '../../machines/game-launch.machine';
import { describePaths } from '../helpers/describe-paths';
import { businessAnswer as business, flushOnce as flush } from '../helpers/flow-steps';
import { gameLaunchModels } from './models/lobby.model';

for (const model of gameLaunchModels) describePaths(model);

describe('gameLaunch', () => {
  const launch = { gameId: 1001, gameUrl: '/sandbox/game/abc', gameHistory: [1001, 1005] };
  const figures = { coin: 9_900, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 100 };
  const run = (start: () => Promise<typeof launch>, input: object = {}) => {
    const log: string[] = [];
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: {
          startGame: fromPromise(async ({ input: i }) => {
            log.push(`start ${i.gameId}`);
            return start();
          }),
          gameSession: fromCallback(({ input: i }) => {
            log.push(`enter ${i.gameId}`);
            return () => log.push('session over');
          }),
          leaveGame: fromPromise(async () => {
            log.push('leave');
            return figures;
          }),
        },
        actions: {
          reportHistory: (_, p) => void log.push(`history ${p.history.join(',')}`),
          reportCoin: (_, p) => void log.push(`coin ${p.coin}`),
          reportFigures: (_, p) => void log.push(`figures ${p.figures.coin}`),
        },
      }),
      { input: { gameId: 1001, availability: 'ok', returnTo: '/search', ...input } as never },
    );
    const nav: unknown[] = [];
    actor.on('navigate', (e) => void nav.push(e));
    actor.start();
    return { actor, log, nav };
  };

  it('starts, plays, relays the balance, leaves with exitGame + refresh and goes back', async () => {
    const { actor, log, nav } = run(async () => launch);
    await flush();
    expect(actor.getSnapshot().matches('playing')).toBe(true);
    expect(actor.getSnapshot().context.gameUrl).toBe('/sandbox/game/abc');
    actor.send({ type: 'game.balance', coin: 5_000 });
    actor.send({ type: 'game.exit' });
    await flush();
    expect(log).toEqual([
      'start 1001',
      'history 1001,1005',
      'enter 1001',
      'coin 5000',
      'session over',
      'leave',
      'figures 9900',
    ]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(nav).toEqual([{ type: 'navigate', to: '/search', replace: true }]);
  });

  it('a game in maintenance never starts', () => {
    const { actor, log } = run(async () => launch, { availability: 'maintenance' });
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('maintenance');
    expect(log).toEqual([]);
  });

  it('3002 from the server → maintenance; a network failure can be retried', async () => {
    const answers: Array<() => Promise<typeof launch>> = [
      () => Promise.reject(business(3002)),
      () => Promise.reject({ kind: 'network' }),
      async () => launch,
    ];
    const first = run(() => answers.shift()!());
    await flush();
    expect(first.actor.getSnapshot().context.reason).toBe('maintenance');
    const second = run(() => answers.shift()!());
    await flush();
    expect(second.actor.getSnapshot().matches('failed')).toBe(true);
    second.actor.send({ type: 'game.retry' });
    await flush();
    expect(second.actor.getSnapshot().matches('playing')).toBe(true);
  });
});

/*
 * The reality check and the session-time limit inside the game-launch statechart (issue 25 §1–§2), timed by
 * XState's simulated clock from the play session the server answered with startGame: the first check at the
 * next multiple of the interval since the session's start (so a reload keeps its time), then one interval
 * after "continue"; never over a payment panel; "history" leaves for the records; the session-time limit
 * closes the game; a round refused for a loss limit shows a notice, one refused for the session-time limit
 * closes the game.
 */
const MIN = 60_000;

function run(playSession: Launch['playSession']) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const actor = createActor(
    gameLaunchMachine.provide({
      actors: {
        startGame: fromPromise(async () => ({
          gameId: 1001,
          gameUrl: '/sandbox/game/abc',
          gameHistory: [1001],
          ...(playSession ? { playSession } : {}),
        })),
        gameSession: fromCallback(() => () => {}),
        leaveGame: fromPromise(async () => {
          log.push('leave');
          return { coin: 1, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };
        }),
        loadPlaySession: fromPromise(async () => {
          log.push('figures');
          return { elapsedMs: 15 * MIN, bets: 5_000, wins: 1_200 };
        }),
      },
    }),
    {
      clock,
      input: { gameId: 1001, availability: 'ok', returnTo: '/lobby/home', historyTo: '/record/transaction' },
    },
  );
  const nav: unknown[] = [];
  actor.on('navigate', (e) => void nav.push(e));
  actor.start();
  const check = () => actor.getSnapshot().value as { playing?: { check: string; limit: string } } | string;
  return { actor, clock, log, nav, check };
}

describe('reality check in the game-launch statechart', () => {
  it('first shows at the next multiple of the interval since the session started, then an interval after continue', async () => {
    // The session started 10 minutes before this launch (a reload): the 15-minute check is due in 5.
    const { actor, clock, check, log } = run({
      startedAt: 0,
      now: 10 * MIN,
      bets: 0,
      wins: 0,
      realityCheckEveryMs: 15 * MIN,
    });
    await flush();
    expect(check()).toEqual({ playing: { check: 'waiting', limit: 'unlimited' } });
    clock.increment(5 * MIN - 1);
    expect(actor.getSnapshot().matches({ playing: { check: 'waiting' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ playing: { check: 'shown' } })).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.figures).toEqual({ elapsedMs: 15 * MIN, bets: 5_000, wins: 1_200 });
    actor.send({ type: 'check.continue' });
    clock.increment(15 * MIN - 1);
    expect(actor.getSnapshot().matches({ playing: { check: 'waiting' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ playing: { check: 'shown' } })).toBe(true);
    expect(log).toEqual(['figures', 'figures']);
  });

  it('waits while a payment panel is open and shows as soon as it closes', async () => {
    const { actor, clock } = run({ startedAt: 0, now: 0, bets: 0, wins: 0, realityCheckEveryMs: 30 * MIN });
    await flush();
    actor.send({ type: 'payment.open', open: true });
    clock.increment(30 * MIN);
    expect(actor.getSnapshot().matches({ playing: { check: 'deferred' } })).toBe(true);
    clock.increment(60 * MIN);
    expect(actor.getSnapshot().matches({ playing: { check: 'deferred' } })).toBe(true);
    actor.send({ type: 'payment.open', open: false });
    expect(actor.getSnapshot().matches({ playing: { check: 'shown' } })).toBe(true);
  });

  it('is off without an interval; "history" leaves the game for the records', async () => {
    const off = run({ startedAt: 0, now: 0, bets: 0, wins: 0 });
    await flush();
    off.clock.increment(24 * 60 * MIN);
    expect(off.check()).toEqual({ playing: { check: 'free', limit: 'unlimited' } });
    const on = run({ startedAt: 0, now: 0, bets: 0, wins: 0, realityCheckEveryMs: 60 * MIN });
    await flush();
    on.clock.increment(60 * MIN);
    on.actor.send({ type: 'check.history' });
    await flush();
    expect(on.log).toContain('leave');
    expect(on.nav).toEqual([{ type: 'navigate', to: '/record/transaction', replace: true }]);
  });

  it('the session-time limit closes the game when the session reaches it; a 2021 round does too', async () => {
    const { actor, clock, log } = run({ startedAt: 0, now: 20 * MIN, bets: 0, wins: 0, endsAt: 30 * MIN });
    await flush();
    clock.increment(10 * MIN - 1);
    expect(actor.getSnapshot().matches({ playing: { limit: 'running' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('sessionOver')).toBe(true);
    expect(actor.getSnapshot().context.gameUrl).not.toBeNull();
    await flush();
    expect(log).toEqual(['leave']);
    const refused = run({ startedAt: 0, now: 0, bets: 0, wins: 0 });
    await flush();
    refused.actor.send({ type: 'game.refused', errcode: 2020, limit: { period: 'week', left: 50, resetAt: 9 } });
    expect(refused.actor.getSnapshot().context.notice).toEqual({
      id: 'lobby.start.lossLimit',
      values: { period: 'week', left: 50, resetAt: 9 },
    });
    refused.actor.send({ type: 'game.refused', errcode: 2021 });
    expect(refused.actor.getSnapshot().matches('sessionOver')).toBe(true);
    expect(refused.actor.getSnapshot().context.notice).toBeNull();
  });

  it('firstCheckIn counts from the session start, never 0', () => {
    expect(firstCheckIn({ startedAt: 1_000, now: 1_000, bets: 0, wins: 0 }, 15 * MIN)).toBe(15 * MIN);
    expect(firstCheckIn({ startedAt: 0, now: 31 * MIN, bets: 0, wins: 0 }, 15 * MIN)).toBe(14 * MIN);
    expect(firstCheckIn({ startedAt: 0, now: 30 * MIN, bets: 0, wins: 0 }, 15 * MIN)).toBe(15 * MIN);
  });
});
