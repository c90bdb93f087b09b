/** The like toggle: gameLike; the likes live in the session (player.gameLikes), so Collect follows at once. */
import { fromPromise } from 'xstate';
import { gameLikeMachine, type GameLikes, type LikeToggle } from '../../machines/game-like.machine';
import type { FlowPort, ImplementationsOf } from './port';

type LikePort = Pick<FlowPort, 'deps' | 'report' | 'sessionPlayer'>;

export function gameLikeImplementations(port: LikePort) {
  const patchLikes = (likes: GameLikes) => port.report({ type: 'player.updated', patch: { gameLikes: likes } });
  return {
    actors: {
      saveLike: fromPromise<GameLikes, LikeToggle>(
        async ({ input, signal }) =>
          (await port.deps.api.call('gameLike', { id: input.gameId, like: input.like }, { signal })).gameLikes,
      ),
    },
    actions: {
      applyLike: (_, { gameId, like }) => {
        const current = port.sessionPlayer()?.gameLikes ?? {};
        const next: GameLikes = { ...current };
        if (like === 1) next[String(gameId)] = 1;
        else delete next[String(gameId)];
        patchLikes(next);
      },
      reportLikes: (_, { likes }) => patchLikes(likes),
    },
  } satisfies ImplementationsOf<typeof gameLikeMachine>;
}

export function liveGameLikeMachine(port: LikePort) {
  return gameLikeMachine.provide(gameLikeImplementations(port));
}
