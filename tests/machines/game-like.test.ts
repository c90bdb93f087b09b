import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { gameLikeMachine, type LikeToggle } from '../../machines/game-like.machine';
import { describePaths } from '../helpers/describe-paths';
import { gameLikeModel } from './models/lobby.model';
import { businessAnswer as business, flushOnce as flush } from '../helpers/flow-steps';

describePaths(gameLikeModel);

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
