/** The lobby's data from the session, memoised, and the like toggle of the page's tiles. */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Game } from '../../../contract/types';
import { selectSignedIn } from '../../../machines/session.machine';
import { useRoot, useSession } from '../../flow/root-context';
import type { LikeFlow } from './like-flow';
import { gameMapOf, maintainedBrandsOf } from './lobby-data';

export function useLobbyData() {
  const config = useSession((s) => s.context.config);
  const games = useSession((s) => s.context.gameList);
  const player = useSession((s) => s.context.player);
  const member = useSession(selectSignedIn);
  const gameMap = useMemo(() => gameMapOf(games), [games]);
  const maintained = useMemo(() => maintainedBrandsOf(config), [config]);
  return {
    config,
    games,
    gameMap,
    maintained,
    player,
    member,
    resourceUrl: config?.gameResourceUrl ?? '',
    likes: player?.gameLikes ?? {},
  };
}

/**
 * `(game, liked) => void` for the tiles: the page's gameLike flow, loaded and started on the first tap
 * (./like-flow), stopped with the page.
 */
export function useLikeToggle(member: boolean) {
  const root = useRoot();
  const flow = useRef<Promise<LikeFlow> | null>(null);
  useEffect(
    () => () => {
      void flow.current?.then((f) => f.stop());
      flow.current = null;
    },
    [],
  );
  return useCallback(
    (game: Game, liked: boolean) => {
      flow.current ??= import('./like-flow').then((m) => m.startLikeFlow(root));
      void flow.current.then((f) => f.send({ gameId: game.id, like: liked ? 0 : 1, member }));
    },
    [root, member],
  );
}
