/**
 * `throttled` is parallel so that the two reasons to wait are separate: the call (`request`, tag `refreshing`:
 * the loading flag) and a 5000 ms window from the tap. Back to idle only when both are over, so a second tap
 * within 5000 ms of the last accepted one is ignored, and a slow answer is never cut off. Success toasts
 * refreshSucc and reports the figures to the session; a failure toasts refreshFail with the errcode of a
 * business failure, else the sentence of the failed call's kind (errorMessage).
 *
 * Implementations: src/actors/coin-refresh.actors.ts
 */
import { emit, fromPromise, setup } from 'xstate';
import { BALANCE_REFRESH_THROTTLE_MS } from './constants';
import { businessCode, errorMessage, message, type Message } from './message';
import type { Figures } from '../contract/types';
import type { MachineMeta } from './machine-meta';

export type CoinRefreshEvent = { type: 'coin.refresh' };
export type CoinRefreshEmitted = { type: 'toast'; message: Message };

/** The refresh's failure toast: with the errcode of a business failure, else the sentence of the call's kind. */
export function refreshFailure(error: unknown): Message {
  const code = businessCode(error);
  return code !== null ? message('wallet.refreshFail', { code }) : errorMessage(error);
}

export const coinRefreshMachine = setup({
  types: { events: {} as CoinRefreshEvent, emitted: {} as CoinRefreshEmitted },
  actors: {
    refreshFigures: fromPromise<Figures, void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: { reportFigures: (_, _params: { figures: Figures }) => {} },
  delays: { refreshThrottle: BALANCE_REFRESH_THROTTLE_MS },
}).createMachine({
  id: 'coinRefresh',
  description: 'The balance refresh icon of the menu and the header.',
  meta: { emitted: [], docs: 'docs/product/wallet.md' } satisfies MachineMeta,
  initial: 'idle',
  states: {
    idle: { on: { 'coin.refresh': 'throttled' } },
    throttled: {
      description: 'Taps are ignored until the answer is in and 5000 ms have passed since the tap.',
      type: 'parallel',
      onDone: 'idle',
      states: {
        request: {
          initial: 'refreshing',
          states: {
            refreshing: {
              tags: ['refreshing'],
              invoke: {
                id: 'refreshFigures',
                src: 'refreshFigures',
                onDone: {
                  target: 'settled',
                  actions: [
                    { type: 'reportFigures', params: ({ event }) => ({ figures: event.output }) },
                    emit({ type: 'toast', message: message('wallet.refreshSucc') }),
                  ],
                },
                onError: {
                  target: 'settled',
                  actions: emit(({ event }) => ({ type: 'toast' as const, message: refreshFailure(event.error) })),
                },
              },
            },
            settled: { type: 'final' },
          },
        },
        window: {
          initial: 'open',
          states: {
            open: { after: { refreshThrottle: 'closed' } },
            closed: { type: 'final' },
          },
        },
      },
    },
  },
});
