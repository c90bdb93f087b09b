/**
 * The tiles' like flow, loaded on the first tap of a heart (it is not needed to draw the lobby): the
 * gameLike machine as an actor wired like useFlow wires a page's flow — its intents (navigate, toast) go
 * to the root, and the /flows page sees it running.
 */
import { createActor } from 'xstate';
import { liveGameLikeMachine } from '../../actors/game-like.actors';
import type { AppRoot, Effect } from '../../flow/root';

export interface LikeFlow {
  send(toggle: { gameId: number; like: 0 | 1; member: boolean }): void;
  stop(): void;
}

export function startLikeFlow(root: AppRoot): LikeFlow {
  const actor = createActor(liveGameLikeMachine(root));
  const subscriptions = (['navigate', 'toast'] as const).map((type) =>
    actor.on(type, (effect) => root.perform(effect as Effect)),
  );
  const untrack = root.track(actor);
  actor.start();
  return {
    send: (toggle) => actor.send({ type: 'like.toggle', ...toggle }),
    stop() {
      subscriptions.forEach((s) => s.unsubscribe());
      untrack();
      actor.stop();
    },
  };
}
