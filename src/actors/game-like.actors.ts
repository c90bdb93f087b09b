/** The like toggle: gameLike; the likes live in the session (player.gameLikes), so Collect follows at once. */
import { fromPromise } from 'xstate';
import { gameLikeMachine, type GameLikes, type LikeToggle } from '../../machines/game-like.machine';
import type { AppRoot } from '../app/root';

export function liveGameLikeMachine(root: Pick<AppRoot, 'deps' | 'session'>) {
  const patchLikes = (likes: GameLikes) => root.session.send({ type: 'player.updated', patch: { gameLikes: likes } });
  return gameLikeMachine.provide({
    actors: {
      saveLike: fromPromise<GameLikes, LikeToggle>(
        async ({ input, signal }) =>
          (await root.deps.api.call('gameLike', { id: input.gameId, like: input.like }, { signal })).gameLikes,
      ),
    },
    actions: {
      applyLike: (_, { gameId, like }) => {
        const current = root.session.getSnapshot().context.player?.gameLikes ?? {};
        const next: GameLikes = { ...current };
        if (like === 1) next[String(gameId)] = 1;
        else delete next[String(gameId)];
        patchLikes(next);
      },
      reportLikes: (_, { likes }) => patchLikes(likes),
    },
  });
}
