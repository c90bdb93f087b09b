import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { BIG_WIN_TICKER_MS } from '../../machines/constants';
import { chooseVideo, homeDataMachine, type HomeAnswer } from '../../machines/home-data.machine';
import { describePaths } from '../helpers/describe-paths';
import { answer, homeDataModels, NEW_YEAR, VIDEOS, WIN } from './models/lobby.model';
import { flushOnce as flush } from '../helpers/flow-steps';

for (const model of homeDataModels) describePaths(model);

describe('home video choice', () => {
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
