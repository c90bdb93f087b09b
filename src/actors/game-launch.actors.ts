/**
 * The /start page's flow: startGame; while playing, the session's heartbeat carries the game id and the
 * provider frame's balance messages update the coin; leaving calls exitGame, then refreshData.
 * Leaving the page without the exit button (back button, closing the tab's route) still ends the provider
 * session: the session actor's cleanup sees its parent stopped and calls exitGame and refreshData itself.
 */
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { gameLaunchMachine, type GameLaunchEvent, type Launch } from '../../machines/game-launch.machine';
import type { Figures } from '../../machines/session.machine';
import type { AppRoot } from '../app/root';

type LaunchRoot = Pick<AppRoot, 'deps' | 'session'>;

/** The message the sandbox game page posts after each spin. */
interface BalanceMessage {
  type: 'sandbox-game:balance';
  coin: number;
}
const isBalanceMessage = (data: unknown): data is BalanceMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as BalanceMessage).type === 'sandbox-game:balance' &&
  Number.isSafeInteger((data as BalanceMessage).coin);

async function leave(root: LaunchRoot, signal?: AbortSignal): Promise<Figures> {
  await root.deps.api.call('exitGame', {}, { signal });
  const { coin, lottery, vip, vipExp, userLevel, bet } = await root.deps.api.call('refreshData', {}, { signal });
  return { coin, lottery, vip, vipExp, userLevel, bet };
}

export function liveGameLaunchMachine(root: LaunchRoot, origin: string) {
  const reportFigures = (figures: Figures) => root.session.send({ type: 'user.figures', figures });
  return gameLaunchMachine.provide({
    actors: {
      startGame: fromPromise<Launch, { gameId: number }>(async ({ input, signal }) => {
        const { gameId, gameUrl, gameHistory } = await root.deps.api.call('startGame', input, { signal });
        return { gameId, gameUrl, gameHistory };
      }),
      gameSession: fromCallback<GameLaunchEvent, { gameId: number; launch: AnyActorRef }>(({ input, sendBack }) => {
        root.session.send({ type: 'game.entered', gameId: input.gameId });
        const onMessage = (event: MessageEvent) => {
          if (event.origin === origin && isBalanceMessage(event.data)) {
            sendBack({ type: 'game.balance', coin: event.data.coin });
          }
        };
        window.addEventListener('message', onMessage);
        return () => {
          window.removeEventListener('message', onMessage);
          root.session.send({ type: 'game.left' });
          // The page went away while playing (not through game.exit): end the provider session anyway.
          if (input.launch.getSnapshot().status === 'stopped') {
            leave(root).then(reportFigures, () => {});
          }
        };
      }),
      leaveGame: fromPromise<Figures, void>(({ signal }) => leave(root, signal)),
    },
    actions: {
      reportHistory: (_, { history }) =>
        root.session.send({ type: 'player.updated', patch: { gameHistory: [...history] } }),
      reportCoin: (_, { coin }) => {
        const user = root.session.getSnapshot().context.user;
        if (user) {
          const { lottery, vip, vipExp, userLevel, bet } = user;
          reportFigures({ coin, lottery, vip, vipExp, userLevel, bet });
        }
      },
      reportFigures: (_, { figures }) => reportFigures(figures),
    },
  });
}
