import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { BIG_WIN_TICKER_MS } from '../../machines/constants';
import { activityListing, activityListMachine, type ActivityAnswer } from '../../machines/activity-list.machine';
import { gameLaunchMachine } from '../../machines/game-launch.machine';
import { gameLikeMachine, type LikeToggle } from '../../machines/game-like.machine';
import { chooseVideo, homeDataMachine, type HomeAnswer } from '../../machines/home-data.machine';
import { describePaths } from '../helpers/describe-paths';
import {
  activityListModels,
  answer,
  gameLaunchModels,
  gameLikeModel,
  homeDataModels,
  NEW_YEAR,
  VIDEOS,
  WIN,
} from './models/lobby.model';

for (const model of homeDataModels) describePaths(model);
for (const model of gameLaunchModels) describePaths(model);
describePaths(gameLikeModel);
for (const model of activityListModels) describePaths(model);

const flush = () => new Promise((r) => setTimeout(r, 0));
const business = (errcode: number) => ({ kind: 'business', errcode });

describe('home video choice (spec §4)', () => {
  const ids = (activityIds: number[], loginPaying = false) => answer({ activity: { activityIds, loginPaying } });
  it('SignUpBonus active and not login-paying → its video', () => {
    expect(chooseVideo(ids([15, 17]))?.id).toBe(1);
  });
  it('login-paying → LadderRecharge when active, else the general video', () => {
    expect(chooseVideo(ids([15, 17], true))?.id).toBe(2);
    expect(chooseVideo(ids([15], true))?.id).toBe(3);
  });
  it('no activity (visitor) → the general video, its path under gameResourceUrl', () => {
    expect(chooseVideo(answer())).toEqual({
      id: 3,
      cover: '/static/video/3.svg',
      src: '/static/res/video/3.svg',
      clickType: 2,
      clickAction: '',
    });
  });
  it('no video at all → none', () => {
    expect(chooseVideo(answer({ videos: [] }))).toBeNull();
    expect(chooseVideo(answer({ videos: VIDEOS.slice(0, 2) }))).toBeNull();
  });
});

describe('homeData', () => {
  const start = (loads: Array<HomeAnswer | Error>, input = { member: false, green: false }) => {
    const clock = new SimulatedClock();
    const seen: Array<{ member: boolean; green: boolean }> = [];
    const actor = createActor(
      homeDataMachine.provide({
        actors: {
          loadHome: fromPromise(async ({ input: i }) => {
            seen.push(i);
            const next = loads.shift();
            if (!next || next instanceof Error) throw { kind: 'network' };
            return next;
          }),
        },
      }),
      { input, clock },
    ).start();
    return { actor, clock, seen };
  };

  it('loads, then rolls the ticker one step every 2500 ms; pauses and resumes', async () => {
    const { actor, clock } = start([answer()]);
    await flush();
    expect(actor.getSnapshot().matches({ data: 'ready', ticker: 'rolling' })).toBe(true);
    clock.increment(BIG_WIN_TICKER_MS - 1);
    expect(actor.getSnapshot().context.tick).toBe(0);
    clock.increment(1);
    clock.increment(BIG_WIN_TICKER_MS);
    expect(actor.getSnapshot().context.tick).toBe(2);
    actor.send({ type: 'ticker.pause' });
    clock.increment(BIG_WIN_TICKER_MS * 4);
    expect(actor.getSnapshot().context.tick).toBe(2);
    actor.send({ type: 'ticker.resume' });
    clock.increment(BIG_WIN_TICKER_MS);
    expect(actor.getSnapshot().context.tick).toBe(3);
  });

  it('keeps the same video object when a reload chooses the same id, replaces it when the id differs', async () => {
    const { actor, seen } = start([
      answer(),
      answer(),
      answer({ activity: { activityIds: [15], loginPaying: false } }),
    ]);
    await flush();
    const first = actor.getSnapshot().context.video;
    expect(first?.id).toBe(3);
    actor.send({ type: 'home.reload', member: false });
    await flush();
    expect(actor.getSnapshot().context.video).toBe(first);
    actor.send({ type: 'home.reload', member: true });
    await flush();
    expect(actor.getSnapshot().context.video?.id).toBe(1);
    expect(seen.map((s) => s.member)).toEqual([false, false, true]);
  });

  it('green mode: no video, no wins, the ticker never moves', async () => {
    const { actor, clock, seen } = start([answer()], { member: false, green: true });
    await flush();
    clock.increment(BIG_WIN_TICKER_MS * 3);
    const s = actor.getSnapshot();
    expect(seen[0]?.green).toBe(true);
    expect(s.context.video).toBeNull();
    expect(s.context.wins).toEqual([]);
    expect(s.matches({ ticker: 'still' })).toBe(true);
  });

  it('New Year packets are lines of the ticker too: one win and one packet roll', async () => {
    const { actor } = start([answer({ wins: [WIN], newYear: [NEW_YEAR] })]);
    await flush();
    expect(actor.getSnapshot().context.newYear).toEqual([NEW_YEAR]);
    expect(actor.getSnapshot().matches({ data: 'ready', ticker: 'rolling' })).toBe(true);
  });

  it('green mode keeps no New Year packet either', async () => {
    const { actor } = start([answer({ newYear: [NEW_YEAR, NEW_YEAR] })], { member: false, green: true });
    await flush();
    expect(actor.getSnapshot().context.newYear).toEqual([]);
    expect(actor.getSnapshot().matches({ ticker: 'still' })).toBe(true);
  });

  it('a failed load can be retried', async () => {
    const { actor } = start([new Error('x'), answer({ wins: [WIN] })]);
    await flush();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ id: 'common.networkError' });
    actor.send({ type: 'home.retry' });
    await flush();
    expect(actor.getSnapshot().matches({ data: 'ready', ticker: 'still' })).toBe(true);
  });
});

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

describe('gameLike', () => {
  const run = (answers: Array<() => Promise<Record<string, 0 | 1>>>) => {
    const log: string[] = [];
    const saved: LikeToggle[] = [];
    const actor = createActor(
      gameLikeMachine.provide({
        actors: {
          saveLike: fromPromise(async ({ input }) => {
            saved.push(input);
            return answers.shift()!();
          }),
        },
        actions: {
          applyLike: (_, p) => void log.push(`apply ${p.gameId}=${p.like}`),
          reportLikes: (_, p) => void log.push(`likes ${JSON.stringify(p.likes)}`),
        },
      }),
    );
    const emitted: unknown[] = [];
    actor.on('*', (e) => void emitted.push(e));
    actor.start();
    return { actor, log, saved, emitted };
  };

  it('shows a like at once, saves it, then takes the server likes', async () => {
    const { actor, log } = run([async () => ({ '1001': 1 })]);
    actor.send({ type: 'like.toggle', gameId: 1001, like: 1, member: true });
    expect(log).toEqual(['apply 1001=1']);
    await flush();
    expect(log).toEqual(['apply 1001=1', 'likes {"1001":1}']);
  });

  it('queues toggles made while saving, in order, and reports the map only at the end', async () => {
    const { actor, log, saved } = run([async () => ({ '1001': 1 }), async () => ({ '1001': 1, '1002': 1 })]);
    actor.send({ type: 'like.toggle', gameId: 1001, like: 1, member: true });
    actor.send({ type: 'like.toggle', gameId: 1002, like: 1, member: true });
    await flush();
    await flush();
    expect(saved).toEqual([
      { gameId: 1001, like: 1 },
      { gameId: 1002, like: 1 },
    ]);
    expect(log).toEqual(['apply 1001=1', 'apply 1002=1', 'likes {"1001":1,"1002":1}']);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('1004 is no action; another failure undoes the toggle with a toast', async () => {
    const { actor, log, emitted } = run([() => Promise.reject(business(1004)), () => Promise.reject(business(7))]);
    actor.send({ type: 'like.toggle', gameId: 1001, like: 0, member: true });
    await flush();
    expect(log).toEqual(['apply 1001=0']);
    expect(emitted).toEqual([]);
    actor.send({ type: 'like.toggle', gameId: 1003, like: 1, member: true });
    await flush();
    expect(log).toEqual(['apply 1001=0', 'apply 1003=1', 'apply 1003=0']);
    expect(emitted).toEqual([{ type: 'toast', message: { id: 'common.errorWithCode', values: { code: 7 } } }]);
  });

  it('a visitor goes to /login and nothing is saved', () => {
    const { actor, saved, emitted } = run([]);
    actor.send({ type: 'like.toggle', gameId: 1001, like: 1, member: false });
    expect(saved).toEqual([]);
    expect(emitted).toEqual([{ type: 'navigate', to: '/login' }]);
  });
});

describe('activity listing (spec §5)', () => {
  const activity = (id: number, sort: number) => ({ id, name: `A${id}`, sort, startTime: 0, endTime: 0, icon: '' });
  const map = Object.fromEntries([15, 26, 30, 31, 39, 40, 42].map((id, i) => [String(id), activity(id, 10 - i)]));
  it('Supply only when bankrupt, Agent not with AgentCount, SignUpBonus alone in the reward list, by sort', () => {
    const list = activityListing({
      activityIds: [15, 26, 30, 31, 39, 40, 42, 99],
      activityMap: map,
      isBankrupt: false,
    });
    expect(list.reward.map((a) => a.id)).toEqual([15]);
    expect(list.normal.map((a) => a.id)).toEqual([42, 40, 39, 31]);
    const bankrupt = activityListing({ activityIds: [26, 30], activityMap: map, isBankrupt: true });
    expect(bankrupt.normal.map((a) => a.id)).toEqual([30, 26]);
  });
});

describe('activityList', () => {
  it('lists nothing for a visitor and loads nothing', () => {
    let loads = 0;
    const actor = createActor(
      activityListMachine.provide({
        actors: {
          loadActivities: fromPromise<ActivityAnswer, void>(async () => {
            loads += 1;
            return { activityIds: [], activityMap: {}, isBankrupt: false };
          }),
        },
      }),
      { input: { member: false } },
    ).start();
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(loads).toBe(0);
  });

  it('keeps the data it had when a reload fails', async () => {
    const answers: Array<() => Promise<ActivityAnswer>> = [
      async () => ({ activityIds: [15], activityMap: {}, isBankrupt: false }),
      async () => Promise.reject({ kind: 'business', errcode: 5 }),
    ];
    const actor = createActor(
      activityListMachine.provide({
        actors: { loadActivities: fromPromise<ActivityAnswer, void>(() => answers.shift()!()) },
      }),
      { input: { member: true } },
    ).start();
    await flush();
    actor.send({ type: 'activities.reload' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.data?.activityIds).toEqual([15]);
    expect(actor.getSnapshot().context.error).toEqual({ id: 'common.errorWithCode', values: { code: 5 } });
  });
});
