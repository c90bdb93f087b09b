/**
 * The /start page's flow: startGame; while playing, the session's heartbeat carries the game id and the
 * provider frame's balance messages update the coin; leaving calls exitGame, then refreshData.
 * Leaving the page without the exit button (back button, closing the tab's route) still ends the provider
 * session: the gameSession actor's cleanup sees its parent stopped and calls exitGame and refreshData itself.
 * gameSession tells the session flow `game.entered` / `game.left` itself (through the port's `report`): they
 * bracket its own lifetime, and a stopped page flow could no longer run an action.
 */
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { gameLaunchMachine, type GameLaunchEvent, type Launch } from '../../machines/game-launch.machine';
import type { Figures } from '../../machines/session.machine';
import type { FlowPort, ImplementationsOf } from './port';

type LaunchPort = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

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

async function leave(port: LaunchPort, signal?: AbortSignal): Promise<Figures> {
  await port.deps.api.call('exitGame', {}, { signal });
  const { coin, lottery, vip, vipExp, userLevel, bet } = await port.deps.api.call('refreshData', {}, { signal });
  return { coin, lottery, vip, vipExp, userLevel, bet };
}

/** `origin`: the origin whose frame messages carry the balance (the sandbox game page's). */
export function gameLaunchImplementations(port: LaunchPort, origin: string) {
  const reportFigures = (figures: Figures) => port.report({ type: 'user.figures', figures });
  return {
    actors: {
      startGame: fromPromise<Launch, { gameId: number }>(async ({ input, signal }) => {
        const { gameId, gameUrl, gameHistory } = await port.deps.api.call('startGame', input, { signal });
        return { gameId, gameUrl, gameHistory };
      }),
      gameSession: fromCallback<GameLaunchEvent, { gameId: number; launch: AnyActorRef }>(({ input, sendBack }) => {
        port.report({ type: 'game.entered', gameId: input.gameId });
        const onMessage = (event: MessageEvent) => {
          if (event.origin === origin && isBalanceMessage(event.data)) {
            sendBack({ type: 'game.balance', coin: event.data.coin });
          }
        };
        window.addEventListener('message', onMessage);
        return () => {
          window.removeEventListener('message', onMessage);
          port.report({ type: 'game.left' });
          // The page went away while playing (not through game.exit): end the provider session anyway.
          if (input.launch.getSnapshot().status === 'stopped') {
            leave(port).then(reportFigures, () => {});
          }
        };
      }),
      leaveGame: fromPromise<Figures, void>(({ signal }) => leave(port, signal)),
    },
    actions: {
      reportHistory: (_, { history }) => port.report({ type: 'player.updated', patch: { gameHistory: [...history] } }),
      reportCoin: (_, { coin }) => {
        const user = port.sessionUser();
        if (user) {
          const { lottery, vip, vipExp, userLevel, bet } = user;
          reportFigures({ coin, lottery, vip, vipExp, userLevel, bet });
        }
      },
      reportFigures: (_, { figures }) => reportFigures(figures),
    },
  } satisfies ImplementationsOf<typeof gameLaunchMachine>;
}

export function liveGameLaunchMachine(port: LaunchPort, origin: string) {
  return gameLaunchMachine.provide(gameLaunchImplementations(port, origin));
}
