/**
 * The /start page's flow: startGame; while playing, the session's heartbeat carries the game id and the
 * provider frame's balance messages update the coin; leaving calls exitGame, then refreshData.
 * Leaving the page without the exit button (back button, closing the tab's route) still ends the provider
 * session: the gameSession actor's cleanup sees its parent stopped and calls exitGame and refreshData itself.
 * gameSession tells the session flow `game.entered` / `game.left` itself (through the port's `report`): they
 * bracket its own lifetime, and a stopped page flow could no longer run an action.
 */
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import {
  gameLaunchMachine,
  type CheckFigures,
  type GameLaunchEvent,
  type Launch,
} from '../../machines/game-launch.machine';
import { paymentOpen, subscribePaymentOpen } from '../lib/payment-open';
import type { Figures } from '../../contract/types';
import type { FlowPort, ImplementationsOf } from './port';

type LaunchPort = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

/** The message the sandbox game page posts after each spin. */
interface BalanceMessage {
  type: 'sandbox-game:balance';
  coin: number;
}
/** The message the sandbox game page posts when the server refuses a round (a player-protection limit). */
interface RefusedMessage {
  type: 'sandbox-game:refused';
  errcode: number;
  limit?: { period: string; left: number; resetAt: number };
}
const isRefusedMessage = (data: unknown): data is RefusedMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as RefusedMessage).type === 'sandbox-game:refused' &&
  Number.isSafeInteger((data as RefusedMessage).errcode);
const refusedEvent = ({ errcode, limit }: RefusedMessage): GameLaunchEvent =>
  limit && typeof limit.period === 'string' && Number.isSafeInteger(limit.left) && Number.isSafeInteger(limit.resetAt)
    ? { type: 'game.refused', errcode, limit: { period: limit.period, left: limit.left, resetAt: limit.resetAt } }
    : { type: 'game.refused', errcode };

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

/**
 * Whether a message comes from the game's frame. The frame is sandboxed without `allow-same-origin`, so its
 * messages carry the origin `null` whoever sent them: the sender's window is what identifies it.
 */
export type IsGameFrame = (source: MessageEventSource | null) => boolean;

/** `isGameFrame`: whether a message's source is the game's frame (whose messages carry the balance). */
export function gameLaunchImplementations(port: LaunchPort, isGameFrame: IsGameFrame) {
  const reportFigures = (figures: Figures) => port.report({ type: 'user.figures', figures });
  return {
    actors: {
      startGame: fromPromise<Launch, { gameId: number }>(async ({ input, signal }) => {
        const answer = await port.deps.api.call('startGame', input, { signal });
        const { gameId, gameUrl, gameHistory, playSession } = answer as typeof answer & Launch;
        return { gameId, gameUrl, gameHistory, ...(playSession ? { playSession } : {}) };
      }),
      gameSession: fromCallback<GameLaunchEvent, { gameId: number; launch: AnyActorRef }>(({ input, sendBack }) => {
        port.report({ type: 'game.entered', gameId: input.gameId });
        const onMessage = (event: MessageEvent) => {
          if (!isGameFrame(event.source)) return;
          if (isBalanceMessage(event.data)) sendBack({ type: 'game.balance', coin: event.data.coin });
          else if (isRefusedMessage(event.data)) sendBack(refusedEvent(event.data));
        };
        window.addEventListener('message', onMessage);
        // The reality check never shows over a payment panel: the flow knows when one is open.
        const onPayment = () => sendBack({ type: 'payment.open', open: paymentOpen() });
        if (paymentOpen()) onPayment();
        const unsubscribe = subscribePaymentOpen(onPayment);
        return () => {
          unsubscribe();
          window.removeEventListener('message', onMessage);
          port.report({ type: 'game.left' });
          // The page went away while playing (not through game.exit): end the provider session anyway.
          if (input.launch.getSnapshot().status === 'stopped') {
            leave(port).then(reportFigures, () => {});
          }
        };
      }),
      leaveGame: fromPromise<Figures, void>(({ signal }) => leave(port, signal)),
      loadPlaySession: fromPromise<CheckFigures, void>(async ({ signal }) => {
        const { playSession } = await port.deps.api.call('getPlayerProtection', {}, { signal });
        if (!playSession) return { elapsedMs: 0, bets: 0, wins: 0 };
        const { startedAt, now, bets, wins } = playSession;
        return { elapsedMs: Math.max(0, now - startedAt), bets, wins };
      }),
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

export function liveGameLaunchMachine(port: LaunchPort, isGameFrame: IsGameFrame) {
  return gameLaunchMachine.provide(gameLaunchImplementations(port, isGameFrame));
}
